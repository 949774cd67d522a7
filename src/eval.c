/* eval.c - the static evaluation of a position for the search (see hoyito_ai.h). */
#include <string.h>
#include "hoyito_ai.h"
#include "internal.h"

/*
 * Default weights by variant and row length, in hundredths of a seed per
 * unit of each term (the terms: hoyito_ai.h). Row [0] serves 2x6 and rows
 * of up to 8 holes, row [1] 2x12; rows of 9 to 11 holes take a blend by
 * their length (hoyito_ai_blend_weights). Rows of up to 8 keep the 2x6 set
 * because a shipped 2x8 endgame puzzle is not proven within its node budget
 * with the blend. Only Hoyito I has a 2x12 set of its own; II and III use
 * their 2x6 set on every size.
 *
 * Found by self-play, SPSA (hoyito-tune spsa, cli/tune.c). Each 2x6 set,
 * from the hand guess H = 10,60,20,20,0,0,0,0,0,0,100,-100,20:
 *   hoyito-tune spsa V --iters 1000 --pairs 32 --player d4 --seed 21 --start H
 * Hoyito I's 2x12 set, from its 2x6 set (I6):
 *   hoyito-tune spsa I --n 12 --iters 600 --pairs 32 --player d4 --seed 21 --start I6
 * What the terms earn in play: docs/ai.md, "Strength".
 */
static const hoyito_ai_weights default_weights[HOYITO_VARIANT_COUNT][HOYITO_AI_ROWS] = {
    /* side sweep 3mine 3theirs 2mine 2theirs empty_m empty_t big_m big_t threat_m threat_t tempo */
    {{{32, 68, 17, -6, 33, 12, -30, 17, -16, 14, 114, -96, 31}},        /* I, 2x6 */
     {{-14, 59, 59, -13, 71, -65, -147, 131, -52, 59, 119, -168, -6}}}, /* I, 2x12 */
    {{{8, 88, 69, 54, 38, 1, -45, 31, -16, 18, 145, -91, 18}},          /* II */
     {{8, 88, 69, 54, 38, 1, -45, 31, -16, 18, 145, -91, 18}}},
    {{{7, 75, 95, 38, 56, 16, -53, 15, -8, 6, 168, -97, 29}}, /* III */
     {{7, 75, 95, 38, 56, 16, -53, 15, -8, 6, 168, -97, 29}}},
};

static const char *const weight_names[HOYITO_AI_W_COUNT] = {
    "side",        "sweep",         "three_mine",   "three_theirs", "two_mine",
    "two_theirs",  "empty_mine",    "empty_theirs", "big_mine",     "big_theirs",
    "threat_mine", "threat_theirs", "tempo",
};

int hoyito_ai_default_weights(int variant, int n, hoyito_ai_weights *out) {
  if (variant < 0 || variant >= HOYITO_VARIANT_COUNT) return HOYITO_E_ARGUMENT;
  return hoyito_ai_blend_weights(default_weights[variant], n, out);
}

int hoyito_ai_default_weight_rows(int variant, hoyito_ai_weights out[HOYITO_AI_ROWS]) {
  if (variant < 0 || variant >= HOYITO_VARIANT_COUNT || !out) return HOYITO_E_ARGUMENT;
  memcpy(out, default_weights[variant], sizeof default_weights[variant]);
  return HOYITO_OK;
}

int hoyito_ai_blend_weights(const hoyito_ai_weights pair[HOYITO_AI_ROWS], int n,
                            hoyito_ai_weights *out) {
  if (!pair || !out || n < HOYITO_MIN_N || n > HOYITO_MAX_N) return HOYITO_E_ARGUMENT;
  int t = n < 8 ? 0 : n > 12 ? 4 : n - 8; /* quarters of the way from 2x8 to 2x12 */
  for (int k = 0; k < HOYITO_AI_W_COUNT; k++) {
    int a = pair[0].w[k], d = (pair[1].w[k] - a) * t;
    out->w[k] = (int16_t)(a + (d >= 0 ? (d + 2) / 4 : -((-d + 2) / 4)));
  }
  return HOYITO_OK;
}

int hoyito_ai_weight_name(int term, const char **out) {
  if (term < 0 || term >= HOYITO_AI_W_COUNT || !out) return HOYITO_E_ARGUMENT;
  *out = weight_names[term];
  return HOYITO_OK;
}

/*
 * Counts of one row: seeds, and holes holding 3, 2, none (open ones), or at
 * least n. Closed holes hold 0 and are skipped (R17).
 */
typedef struct {
  int seeds, three, two, empty, big;
} row_counts;

static row_counts count_row(const hoyito_pos *p, int first) {
  row_counts c = {0, 0, 0, 0, 0};
  for (int i = first; i < first + p->n; i++) {
    int s = p->seeds[i];
    if (p->closed >> i & 1u) continue;
    c.seeds += s;
    c.three += s == 3;
    c.two += s == 2;
    c.empty += s == 0;
    c.big += s >= p->n;
  }
  return c;
}

/*
 * How many casas each player's best move takes in its first lap, a cheap
 * look at the next capture (relays after the first lap are not followed).
 * With fewer seeds than open holes a lap drops one seed per hole, so the
 * holes it passes get exactly one more: with R9 each one holding 3 is
 * taken; with R10/R11 only the last, if it held 3, plus (R10) the holes
 * just before it that held 3 as well. The open holes in sowing order, twice
 * round, are the bits of one word, set where a hole holds 3: a move's count
 * is a population count, the run behind its last hole a count of leading
 * ones. No arrays: in wasm they would live on a stack in linear memory.
 * Returns South's count in the low 16 bits, North's above them.
 */
static unsigned first_lap_threats(const hoyito_pos *p, const hoyito_rules *r) {
  const int two_n = 2 * p->n;
  const int cw = p->clockwise;
  uint64_t threes = 0; /* bit j: the j-th open hole in sowing order holds 3 */
  int open = 0;
  for (int k = 0; k < two_n; k++) {
    int i = cw && k ? two_n - k : k;
    if (p->closed >> i & 1u) continue;
    threes |= (uint64_t)(p->seeds[i] == 3) << open++;
  }
  threes |= threes << open; /* the second time round */
  int threat0 = 0, threat1 = 0;
  for (int k = 0, from = 0; k < two_n; k++) {
    int i = cw && k ? two_n - k : k;
    if (p->closed >> i & 1u) continue;
    int seeds = p->seeds[i], last = from + seeds;
    from++;
    if (!seeds || seeds >= open) continue;
    int t;
    if (r->capture_every_drop) { /* the holes after the origin up to the last */
      t = __builtin_popcountll(threes >> from & ((UINT64_C(1) << seeds) - 1));
    } else { /* the run of 3s that ends at the last hole */
      int run = __builtin_clzll(~(threes << (63 - last)));
      t = !run ? 0 : r->capture_run_back ? (run < seeds ? run : seeds) : 1;
    }
    if (i < p->n) threat0 = t > threat0 ? t : threat0;
    else threat1 = t > threat1 ? t : threat1;
  }
  return (unsigned)threat0 | (unsigned)threat1 << 16;
}

int hoyito_ai_evaluate(const hoyito_pos *p, const hoyito_ai_weights *wt) {
  const int me = p->turn == HOYITO_NORTH ? HOYITO_NORTH : HOYITO_SOUTH;
  const int16_t *w = wt->w;
  row_counts mine = count_row(p, me == HOYITO_SOUTH ? 0 : p->n);
  row_counts theirs = count_row(p, me == HOYITO_SOUTH ? p->n : 0);
  int side = mine.seeds - theirs.seeds;
  int v = HOYITO_AI_SEED * (p->captured[me] - p->captured[1 - me]);
  v += w[HOYITO_AI_W_SIDE] * side;
  if (p->limit) v += w[HOYITO_AI_W_SWEEP] * side * p->quiet / p->limit;
  v += w[HOYITO_AI_W_THREE_MINE] * mine.three + w[HOYITO_AI_W_THREE_THEIRS] * theirs.three;
  v += w[HOYITO_AI_W_TWO_MINE] * mine.two + w[HOYITO_AI_W_TWO_THEIRS] * theirs.two;
  v += w[HOYITO_AI_W_EMPTY_MINE] * mine.empty + w[HOYITO_AI_W_EMPTY_THEIRS] * theirs.empty;
  v += w[HOYITO_AI_W_BIG_MINE] * mine.big + w[HOYITO_AI_W_BIG_THEIRS] * theirs.big;
  if (w[HOYITO_AI_W_THREAT_MINE] || w[HOYITO_AI_W_THREAT_THEIRS]) {
    unsigned threats = first_lap_threats(p, hoyito__rules(p->variant));
    int south = (int)(threats & 0xffff), north = (int)(threats >> 16);
    int threat_mine = me == HOYITO_SOUTH ? south : north;
    int threat_theirs = me == HOYITO_SOUTH ? north : south;
    v += w[HOYITO_AI_W_THREAT_MINE] * threat_mine + w[HOYITO_AI_W_THREAT_THEIRS] * threat_theirs;
  }
  v += w[HOYITO_AI_W_TEMPO];
  /* Estimates stay clear of the proven-result range (hoyito_ai.h). */
  if (v >= HOYITO_AI_WIN) v = HOYITO_AI_WIN - 1;
  if (v <= -HOYITO_AI_WIN) v = -HOYITO_AI_WIN + 1;
  return v;
}
