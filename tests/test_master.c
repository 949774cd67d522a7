/*
 * test_master.c - Master (level 7) with its prover (hoyito_ai_set_prover):
 * in Hoyito I positions where Master alone plays a move that gives value
 * away, with the prover it plays one that keeps the value hoyito_prove
 * finds for every move; without the prover, and where it does not apply,
 * level 7 plays as it did (its plain search). No clock: level 7 then stops
 * at its node budget, so every result here is deterministic.
 */
#include <stdlib.h>

#include "check.h"
#include "hoyito.h"
#include "hoyito_ai.h"
#include "hoyito_prove.h"
#include "hoyito_tables.h"

#define TT_BYTES (16u << 20) /* as the front ends' */
#define BOUNDS_BYTES (4u << 20)

static _Alignas(HOYITO_AI_ALIGN) unsigned char engine_memory[1 << 20];
static unsigned char tt_memory[TT_BYTES];
static _Alignas(8) unsigned char master_bounds[BOUNDS_BYTES];
static _Alignas(8) unsigned char judge_bounds[BOUNDS_BYTES];

/*
 * Hoyito I positions (from random games) where level 7 without a prover
 * plays a move that loses value: its move then, the proven value, the
 * moves that keep it.
 */
static const struct {
  const char *pos;
  int plain_move;
} misses[] = {
    {"I:1,0,1,3,1,1/1,2,1,0,0,1:N:12,24:quiet=3", 6},
    {"I:1,3,1,0,0,1/1,0,2,1,0,2:N:16,20:quiet=4", 6},
    {"I:2,0,3,0,0,0/0,0,1,3,3,0:S:12,24", 3},
    {"I:1,1,0,1,3,0/2,3,0,1,0,0:N:12,24:quiet=5", 1},
};

static hoyito_pos parse(const char *text) {
  hoyito_pos p;
  hoyito_error err;
  CHECK_INT(hoyito_parse(text, &p, &err), 0);
  return p;
}

/* Hoyito I's 8-seed tables under the standard limit, built once. */
static const hoyito_tables *tables_i(void) {
  static hoyito_tables t;
  static uint8_t *image;
  if (image) return &t;
  size_t image_bytes = 0, scratch_bytes = 0, used = 0;
  CHECK_INT(hoyito_tables_image_bytes(8, HOYITO_DEFAULT_LIMIT, &image_bytes), 0);
  CHECK_INT(hoyito_tables_scratch_bytes(8, &scratch_bytes), 0);
  image = malloc(image_bytes);
  void *scratch = malloc(scratch_bytes);
  CHECK(image && scratch);
  CHECK_INT(hoyito_tables_build(HOYITO_I, 8, HOYITO_DEFAULT_LIMIT, image, image_bytes, scratch,
                                scratch_bytes, &used),
            0);
  free(scratch);
  CHECK_INT(hoyito_tables_open(image, used, &t), 0);
  return &t;
}

/* A fresh engine (no clock) with the tables t, and the prover if asked. */
static hoyito_ai *engine(const hoyito_tables *t, int prover) {
  hoyito_ai *ai = NULL;
  CHECK(hoyito_ai_size() <= sizeof engine_memory);
  CHECK_INT(hoyito_ai_init(engine_memory, sizeof engine_memory, tt_memory, TT_BYTES, &ai), 0);
  CHECK_INT(hoyito_ai_set_tables(ai, t), 0);
  if (prover)
    CHECK_INT(hoyito_ai_set_prover(ai, master_bounds, BOUNDS_BYTES, HOYITO_AI_PROVE_NODES), 0);
  return ai;
}

static hoyito_search_result choose(hoyito_ai *ai, const hoyito_pos *p, int level) {
  hoyito_search_result r;
  CHECK_INT(hoyito_ai_choose(ai, p, level, 0, NULL, &r), 0);
  return r;
}

/* Two results alike in everything but the time taken. */
static int same_result(const hoyito_search_result *a, const hoyito_search_result *b) {
  return a->move == b->move && a->score == b->score && a->exact == b->exact &&
         a->depth == b->depth && a->nodes == b->nodes && a->pv_length == b->pv_length &&
         memcmp(a->pv, b->pv, sizeof a->pv) == 0 &&
         memcmp(a->move_scores, b->move_scores, sizeof a->move_scores) == 0 &&
         memcmp(a->move_flags, b->move_flags, sizeof a->move_flags) == 0;
}

/* p's value and every move's bounds, by a proof of its own with a large budget. */
static hoyito_prove_result judge(const hoyito_pos *p, const hoyito_tables *t) {
  hoyito_prove_limits limits = {.nodes = 20000000, .all_moves = 1};
  hoyito_prove_result r;
  CHECK_INT(hoyito_prove(p, t, &limits, judge_bounds, sizeof judge_bounds, &r), 0);
  CHECK_INT(r.lo, r.hi); /* the judge settles these positions */
  return r;
}

/* 1 if move m is proven (by the judge's r) to keep the value, -1 to lose some, 0: not settled. */
static int keeps_value(const hoyito_prove_result *r, int m) {
  for (int k = 0; k < r->move_count; k++)
    if (r->moves[k] == m) return r->move_lo[k] == r->lo ? 1 : r->move_hi[k] < r->lo ? -1 : 0;
  return 0;
}

TEST(master_keeps_the_proven_value) {
  const hoyito_tables *t = tables_i();
  for (size_t i = 0; i < sizeof misses / sizeof misses[0]; i++) {
    hoyito_pos p = parse(misses[i].pos);
    hoyito_prove_result truth = judge(&p, t);
    hoyito_search_result plain = choose(engine(t, 0), &p, HOYITO_AI_LEVELS);
    CHECK_INT(plain.move, misses[i].plain_move);
    CHECK_INT(keeps_value(&truth, plain.move), -1); /* the search alone gives value away */
    hoyito_search_result r = choose(engine(t, 1), &p, HOYITO_AI_LEVELS);
    if (keeps_value(&truth, r.move) != 1)
      printf("  %s: Master plays %d, not proven to keep the value\n", misses[i].pos, r.move);
    CHECK_INT(keeps_value(&truth, r.move), 1);
    /* Scored as the proof says: the final margin with best play. */
    int margin = p.captured[p.turn] - p.captured[1 - p.turn] + truth.lo;
    if (!r.exact) CHECK_INT(hoyito_ai_score_seeds(r.score), margin * HOYITO_AI_SEED);
  }
}

/* Deterministic: the same engine state gives the same choice. */
TEST(master_with_prover_repeats) {
  const hoyito_tables *t = tables_i();
  hoyito_pos p = parse(misses[1].pos);
  hoyito_search_result a = choose(engine(t, 1), &p, HOYITO_AI_LEVELS);
  hoyito_search_result b = choose(engine(t, 1), &p, HOYITO_AI_LEVELS);
  CHECK(same_result(&a, &b));
}

/*
 * Without the prover, and where it does not apply (no tables, a level
 * below Master, Hoyito II, a closed hole), level 7 is its plain search
 * with the level's limits, as before the prover existed.
 */
TEST(master_without_prover_unchanged) {
  const hoyito_tables *t = tables_i();
  hoyito_search_limits limits;
  CHECK_INT(hoyito_ai_level_limits(HOYITO_AI_LEVELS, &limits), 0);
  static const char *const others[] = {
      "II:1,1,1,0,12,1/0,1,3,0,0,0:S:4,24",
      "I:1,1,1,0,x,1/0,1,3,0,0,0:S:4,24:aside=4,8;round=2",
  };
  hoyito_pos p = parse(misses[1].pos);
  hoyito_search_result want, got;
  CHECK_INT(hoyito_ai_search(engine(t, 0), &p, &limits, NULL, &want), 0);
  got = choose(engine(t, 0), &p, HOYITO_AI_LEVELS);
  CHECK(same_result(&got, &want));
  got = choose(engine(NULL, 1), &p, HOYITO_AI_LEVELS); /* a prover without tables */
  CHECK_INT(hoyito_ai_search(engine(NULL, 0), &p, &limits, NULL, &want), 0);
  CHECK(same_result(&got, &want));
  hoyito_ai *ai = engine(t, 1);
  CHECK_INT(hoyito_ai_set_prover(ai, NULL, 0, 0), 0); /* set, then taken away */
  got = choose(ai, &p, HOYITO_AI_LEVELS);
  CHECK_INT(got.move, misses[1].plain_move);
  for (int level = 5; level < HOYITO_AI_LEVELS; level++) {
    hoyito_search_result with = choose(engine(t, 1), &p, level);
    hoyito_search_result without = choose(engine(t, 0), &p, level);
    CHECK(same_result(&with, &without));
  }
  for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
    hoyito_pos q = parse(others[i]);
    hoyito_search_result with = choose(engine(NULL, 1), &q, HOYITO_AI_LEVELS);
    hoyito_search_result without = choose(engine(NULL, 0), &q, HOYITO_AI_LEVELS);
    CHECK(same_result(&with, &without));
  }
}

TEST(master_prover_setter_checks) {
  hoyito_ai *ai = engine(NULL, 0);
  CHECK_INT(hoyito_ai_set_prover(NULL, master_bounds, BOUNDS_BYTES, 1), HOYITO_E_ARGUMENT);
  CHECK_INT(hoyito_ai_set_prover(ai, master_bounds, HOYITO_PROVE_MIN_BYTES - 1, 1),
            HOYITO_E_PROVE_BOUNDS);
  CHECK_INT(hoyito_ai_set_prover(ai, master_bounds, BOUNDS_BYTES, 0), HOYITO_E_PROVE_BUDGET);
  master_bounds[7] = 1; /* set: the bounds table is cleared, ready for the prover */
  CHECK_INT(hoyito_ai_set_prover(ai, master_bounds, BOUNDS_BYTES, 1), 0);
  CHECK_INT(master_bounds[7], 0);
  master_bounds[7] = 1; /* and by hoyito_ai_clear, as a new game's */
  hoyito_ai_clear(ai);
  CHECK_INT(master_bounds[7], 0);
  CHECK_INT(hoyito_ai_set_prover(ai, NULL, 0, 0), 0);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
