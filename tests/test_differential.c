/*
 * test_differential.c - the engine against the independent reference model
 * (tests/reference/ref_hoyito.c, in-process through ref_hoyito.h) on random
 * reachable positions: every variant, 3..12 holes a row, both directions,
 * short and default no-capture limits, and whole matches, so closed holes,
 * set-aside seeds, rounds and prev come up. At each position the legal
 * moves must agree, and so must the position after two of them (the one
 * played on and another). HOYITO_DIFF_POSITIONS sets how many positions
 * (tests/CMakeLists.txt: 200 000, fewer under the sanitizers).
 */
#include <stdlib.h>

#include "check.h"
#include "hoyito.h"
#include "reference/ref_hoyito.h"

static int failures_shown;

/* 1 if engine and reference agree on `move` in p (text), else prints why. */
static int same_play(const hoyito_pos *p, const char *text, int move) {
  hoyito_pos q;
  char mine[HOYITO_MAX_POS_TEXT], ref[600];
  CHECK_INT(hoyito_play(p, move, &q, NULL), 0);
  hoyito_format(&q, mine, sizeof mine);
  ref_play(text, move, ref, sizeof ref);
  if (strcmp(mine, ref) == 0) return 1;
  if (failures_shown++ < 5)
    printf("  %s play %d\n    engine:    %s\n    reference: %s\n", text, move, mine, ref);
  return 0;
}

TEST(differential_random_positions) {
  const char *env = getenv("HOYITO_DIFF_POSITIONS");
  long want = env ? atol(env) : 200000;
  CHECK(want > 0);
  check_rng rng = {0x9E3779B97F4A7C15u};
  long checked = 0, disagreements = 0, matches = 0, closed_seen = 0, aside_seen = 0;
  while (checked < want) {
    hoyito_options o = {
        .variant = (int)check_rng_below(&rng, 3),
        .n = HOYITO_MIN_N + (int)check_rng_below(&rng, HOYITO_MAX_N - HOYITO_MIN_N + 1),
        .clockwise = (int)check_rng_below(&rng, 2)};
    if (check_rng_below(&rng, 4) == 0) o.limit = 4 + (int)check_rng_below(&rng, 60);
    hoyito_pos p;
    CHECK_INT(hoyito_start(&o, &p), 0);
    matches++;
    int first_mover = p.turn;
    /* A few games each: many sizes and options, and still later rounds. */
    int plies = 100 + (int)check_rng_below(&rng, 500);
    for (int ply = 0; ply < plies && checked < want; ply++) {
      if (p.turn == HOYITO_OVER) {
        hoyito_pos next;
        if (hoyito_next_game(&p, first_mover, &next, NULL) != HOYITO_OK) break; /* R19 */
        p = next;
        first_mover = p.turn;
        continue;
      }
      char text[HOYITO_MAX_POS_TEXT], mine[64], ref[600];
      CHECK(hoyito_format(&p, text, sizeof text) > 0);
      int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&p, moves);
      size_t len = 0;
      mine[0] = '\0';
      for (int k = 0; k < count; k++)
        len += (size_t)snprintf(mine + len, sizeof mine - len, k ? " %d" : "%d", moves[k]);
      checked++;
      closed_seen += p.closed != 0;
      aside_seen += (p.aside[0] | p.aside[1]) != 0;
      if (ref_moves(text, ref, sizeof ref) != 0 || strcmp(mine, ref) != 0) {
        if (failures_shown++ < 5)
          printf("  %s\n    engine moves:    %s\n    reference moves: %s\n", text, mine, ref);
        disagreements++;
        break;
      }
      int move = moves[check_rng_below(&rng, (unsigned)count)];
      int other = moves[check_rng_below(&rng, (unsigned)count)];
      if (other != move && !same_play(&p, text, other)) disagreements++;
      if (!same_play(&p, text, move)) {
        disagreements++;
        break;
      }
      CHECK_INT(hoyito_play(&p, move, &p, NULL), 0);
    }
  }
  printf(
      "  %ld positions in %ld matches (%ld with closed holes, %ld with seeds aside), "
      "%ld disagreements\n",
      checked, matches, closed_seen, aside_seen, disagreements);
  CHECK_INT(disagreements, 0);
  /* The walk reached match play, not only first games. */
  CHECK(closed_seen > 0 && aside_seen > 0);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
