/* variant.c - the three variants as rows of rule fields (docs/RULES.md R9..R13, R20). */
#include <string.h>

#include "hoyito.h"
#include "internal.h"

/* Indexed by hoyito_variant; a field left out is 0 (the rule does not apply). */
static const hoyito_rules variant_table[HOYITO_VARIANT_COUNT] = {
    /* Hoyito I: R9 every drop that makes four captures at once, no extra
   * turn; R13 the last four always go to the capturer. */
    [HOYITO_I] = {.name = "I", .capture_every_drop = 1},
    /* Hoyito II: R10 only the last seed of a lap captures, with the unbroken
   * run of fours behind it, and the mover plays again; R12 fours made in
   * passing stay. */
    [HOYITO_II] = {.name = "II", .capture_last_drop = 1, .capture_run_back = 1, .extra_turn = 1},
    /* Hoyito III: R11 as II without the run back; R12; R13/R20 from round 3
   * of a match the last four go to the previous game's winner. */
    [HOYITO_III] = {.name = "III",
                    .capture_last_drop = 1,
                    .extra_turn = 1,
                    .last_four_to_prev_from_round = 3},
};

const hoyito_rules *hoyito__rules(int variant) {
  if (variant < 0 || variant >= HOYITO_VARIANT_COUNT) return NULL;
  return &variant_table[variant];
}

int hoyito_rules_of(int variant, const hoyito_rules **out) {
  if (variant < 0 || variant >= HOYITO_VARIANT_COUNT || !out) return HOYITO_E_ARGUMENT;
  *out = &variant_table[variant];
  return HOYITO_OK;
}

int hoyito_variant_by_name(const char *name) {
  for (int v = 0; name && v < HOYITO_VARIANT_COUNT; v++)
    if (strcmp(name, variant_table[v].name) == 0) return v;
  return HOYITO_E_VARIANT;
}

/*
 * A row must capture somehow (every drop or last drop, not both: with every
 * drop the last drop is already covered), and a run back only makes sense
 * after a last-drop capture.
 */
int hoyito__rules_check(const hoyito_rules *r) {
  if (!r || !r->name) return HOYITO_E_ARGUMENT;
  if (r->capture_every_drop == r->capture_last_drop) return HOYITO_E_ARGUMENT;
  if (r->capture_run_back && !r->capture_last_drop) return HOYITO_E_ARGUMENT;
  if (r->extra_turn > 1 || r->capture_every_drop > 1 || r->capture_last_drop > 1 ||
      r->capture_run_back > 1)
    return HOYITO_E_ARGUMENT;
  if (r->last_four_to_prev_from_round == 1) return HOYITO_E_ARGUMENT; /* round 1 has no prev */
  return HOYITO_OK;
}
