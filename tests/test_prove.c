/*
 * test_prove.c - the library's prover (hoyito_prove.h) against the endgame
 * tables' backward pass (tables of 8 seeds as the truth, the prover given
 * those of 4 at its leaves), against the plain alpha-beta of cli_prove.c on
 * fixed 12-seed positions of every variant, its node budget, and its
 * argument checks. Tables are built here under a no-capture limit of 6,
 * which keeps every table small and every proof short.
 */
#include <stdlib.h>

#include "check.h"
#include "cli_prove.h"
#include "hoyito.h"
#include "hoyito_prove.h"
#include "hoyito_tables.h"

#define LIMIT 6
#define BIG_BUDGET 100000000ull

static uint8_t bounds[1 << 20]; /* the prover's table: 64 Ki positions */

typedef struct {
  uint8_t *image;
  hoyito_tables t;
} built;

static built tables[HOYITO_VARIANT_COUNT][HOYITO_TABLES_MAX_SEEDS / 4];

/* The tables of `variant` up to k seeds under LIMIT, built once. */
static const hoyito_tables *tables_of(int variant, int k) {
  built *b = &tables[variant][k / 4 - 1];
  if (b->image) return &b->t;
  size_t image_bytes = 0, scratch_bytes = 0, used = 0;
  CHECK_INT(hoyito_tables_image_bytes(k, LIMIT, &image_bytes), 0);
  CHECK_INT(hoyito_tables_scratch_bytes(k, &scratch_bytes), 0);
  b->image = malloc(image_bytes);
  void *scratch = malloc(scratch_bytes);
  CHECK(b->image && scratch);
  CHECK_INT(
      hoyito_tables_build(variant, k, LIMIT, b->image, image_bytes, scratch, scratch_bytes, &used),
      0);
  free(scratch);
  CHECK_INT(hoyito_tables_open(b->image, used, &b->t), 0);
  return &b->t;
}

static hoyito_pos parse(const char *text) {
  hoyito_pos p;
  hoyito_error err;
  CHECK_INT(hoyito_parse(text, &p, &err), 0);
  return p;
}

/* A random position of `seeds` seeds under LIMIT, the mover with a move. */
static hoyito_pos random_pos(uint64_t *s, int variant, int seeds) {
  static const char *names[] = {"I", "II", "III"};
  for (;;) {
    int b[12] = {0};
    for (int i = 0; i < seeds; i++) b[splitmix(s) % 12]++;
    int south = (int)(splitmix(s) % (uint64_t)(49 - seeds)), quiet = (int)(splitmix(s) % LIMIT);
    char text[160], keys[40];
    snprintf(keys, sizeof keys, quiet ? ":limit=%d;quiet=%d" : ":limit=%d", LIMIT, quiet);
    snprintf(text, sizeof text, "%s:%d,%d,%d,%d,%d,%d/%d,%d,%d,%d,%d,%d:%c:%d,%d%s", names[variant],
             b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11],
             splitmix(s) & 1 ? 'S' : 'N', south, 48 - seeds - south, keys);
    hoyito_pos p;
    hoyito_error err;
    if (hoyito_parse(text, &p, &err) == 0 && p.turn != HOYITO_OVER) return p;
  }
}

static hoyito_prove_result prove(const hoyito_pos *p, const hoyito_tables *t, uint64_t nodes,
                                 int all_moves) {
  hoyito_prove_limits limits = {nodes, all_moves, 0, NULL, NULL};
  hoyito_prove_result r;
  CHECK_INT(hoyito_prove(p, t, &limits, bounds, sizeof bounds, &r), 0);
  return r;
}

/* The value of p's move m for its mover, by the tables t. */
static int move_value_by_tables(const hoyito_pos *p, int m, const hoyito_tables *t) {
  hoyito_pos c;
  CHECK_INT(hoyito_play(p, m, &c, NULL), 0);
  int me = p->turn, v = 0;
  int g = (c.captured[me] - p->captured[me]) - (c.captured[1 - me] - p->captured[1 - me]);
  if (c.turn == HOYITO_OVER) return g;
  CHECK_INT(hoyito_tables_probe(t, &c, &v), 0);
  return c.turn == me ? g + v : g - v;
}

/* Every move's value, the best move, and the value itself, as the tables t
 * hold them; `value` is the position's. */
static void check_moves(const hoyito_pos *p, const hoyito_prove_result *r, const hoyito_tables *t,
                        int value) {
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(p, moves), best = -1000;
  CHECK_INT(r->move_count, count);
  for (int k = 0; k < count && k < r->move_count; k++) {
    int want = move_value_by_tables(p, moves[k], t);
    CHECK_INT(r->moves[k], moves[k]);
    CHECK_INT(r->move_lo[k], want);
    CHECK_INT(r->move_hi[k], want);
    if (want > best) best = want;
  }
  CHECK_INT(best, value);
  CHECK(r->best_move >= 1 && r->best_move <= HOYITO_TABLES_N);
  if (r->best_move) CHECK_INT(move_value_by_tables(p, r->best_move, t), value);
}

/* Random 8-seed positions of every variant: the prover, with the tables of
 * 4 seeds at its leaves, finds the value the tables of 8 hold, and on
 * request every move's value as they hold it. */
TEST(prove_equals_tables) {
  uint64_t s = 0x7465737470726f76ull;
  for (int v = 0; v < HOYITO_VARIANT_COUNT; v++) {
    const hoyito_tables *four = tables_of(v, 4), *eight = tables_of(v, 8);
    for (int i = 0; i < 150; i++) {
      hoyito_pos p = random_pos(&s, v, 8);
      int want;
      CHECK_INT(hoyito_tables_probe(eight, &p, &want), 0);
      hoyito_prove_result r = prove(&p, four, BIG_BUDGET, i % 2);
      CHECK_INT(r.lo, want);
      CHECK_INT(r.hi, want);
      CHECK(r.nodes > 0 && r.nodes < BIG_BUDGET);
      if (i % 2) check_moves(&p, &r, eight, want);
      if (!(i % 2) && r.best_move) CHECK_INT(move_value_by_tables(&p, r.best_move, eight), want);
    }
  }
}

/* Where the tables cover the position itself: their value, with no node
 * searched, and every move's value from them. */
TEST(prove_table_position) {
  hoyito_pos p = parse("I:0,1,0,2,0,1/1,0,2,0,0,1:S:20,20:limit=6;quiet=2");
  const hoyito_tables *eight = tables_of(HOYITO_I, 8);
  int want;
  CHECK_INT(hoyito_tables_probe(eight, &p, &want), 0);
  hoyito_prove_result r = prove(&p, eight, 1, 1);
  CHECK_INT(r.lo, want);
  CHECK_INT(r.hi, want);
  CHECK_INT(r.nodes, 0);
  check_moves(&p, &r, eight, want);
}

/* 12-seed positions of every variant (the CLI's test set), with the tables
 * of 8 at the leaves: the plain alpha-beta confirms the value proven, and
 * cannot show a value above or below it. */
static const char *const twelve[] = {
    "I:1,0,1,2,2,1/1,1,1,1,0,1:S:18,18:limit=6;quiet=1",
    "I:4,0,0,1,0,2/0,1,1,1,0,2:N:18,18:limit=6;quiet=1",
    "II:2,0,0,1,0,2/0,1,2,3,0,1:N:18,18:limit=6;quiet=1",
    "II:1,0,0,2,2,1/1,1,2,1,0,1:N:18,18:limit=6;quiet=1",
    "III:4,4,0,0,0,0/1,1,0,1,1,0:N:18,18:limit=6;quiet=1",
    "III:0,0,2,1,0,3/0,3,0,2,1,0:S:18,18:limit=6;quiet=1",
};
#define TWELVE (int)(sizeof twelve / sizeof *twelve)

TEST(prove_agrees_with_plain) {
  for (int i = 0; i < TWELVE; i++) {
    hoyito_pos p = parse(twelve[i]);
    const hoyito_tables *eight = tables_of(p.variant, 8);
    hoyito_prove_result r = prove(&p, eight, BIG_BUDGET, 0);
    CHECK_INT(r.lo, r.hi);
    uint64_t nodes = 0;
    CHECK_INT(cli_prove_plain(&p, eight, 12, r.lo, 0, &nodes), 1);
    CHECK_INT(cli_prove_plain(&p, eight, 12, r.hi, 1, &nodes), 1);
    CHECK_INT(cli_prove_plain(&p, eight, 12, r.lo + 1, 0, &nodes), 0);
    CHECK_INT(cli_prove_plain(&p, eight, 12, r.hi - 1, 1, &nodes), 0);
  }
}

#ifdef HOYITO_PROVE_TEST_K12
/* The same positions against the tables of 12 seeds, moves included. */
TEST(prove_equals_tables_k12) {
  for (int i = 0; i < TWELVE; i++) {
    hoyito_pos p = parse(twelve[i]);
    int want;
    CHECK_INT(hoyito_tables_probe(tables_of(p.variant, 12), &p, &want), 0);
    hoyito_prove_result r = prove(&p, tables_of(p.variant, 8), BIG_BUDGET, 1);
    CHECK_INT(r.lo, want);
    CHECK_INT(r.hi, want);
    check_moves(&p, &r, tables_of(p.variant, 12), want);
  }
}
#endif

/* A budget under what the proof takes: at most that many nodes, bounds
 * rather than a value, and the bounds hold the value; every move's bounds
 * hold its value too. The whole budget gives the value. */
TEST(prove_node_budget) {
  hoyito_pos p = parse(twelve[0]);
  const hoyito_tables *four = tables_of(HOYITO_I, 4); /* a longer proof: 4 seeds at the leaves */
  hoyito_prove_result value = prove(&p, four, BIG_BUDGET, 0), full = prove(&p, four, BIG_BUDGET, 1);
  CHECK_INT(value.lo, value.hi);
  CHECK_INT(full.lo, value.lo);
  CHECK(value.nodes > 1000 && value.nodes < full.nodes);
  const uint64_t budgets[] = {1, 2, 10, 100, 1000, value.nodes / 2, value.nodes - 1};
  for (int i = 0; i < (int)(sizeof budgets / sizeof *budgets); i++) {
    hoyito_prove_result r = prove(&p, four, budgets[i], 0);
    CHECK(r.nodes <= budgets[i]);
    CHECK(r.lo < r.hi);
    CHECK(r.lo <= value.lo && value.lo <= r.hi);
  }
  const uint64_t move_budgets[] = {1, 1000, value.nodes, (value.nodes + full.nodes) / 2};
  for (int i = 0; i < (int)(sizeof move_budgets / sizeof *move_budgets); i++) {
    hoyito_prove_result r = prove(&p, four, move_budgets[i], 1);
    CHECK(r.nodes <= move_budgets[i]);
    CHECK(r.lo <= value.lo && value.lo <= r.hi);
    CHECK_INT(r.move_count, full.move_count);
    for (int k = 0; k < r.move_count; k++) {
      CHECK(r.move_lo[k] <= full.move_lo[k] && full.move_lo[k] <= r.move_hi[k]);
      if (r.moves[k] == r.best_move) CHECK(r.move_lo[k] >= r.lo); /* it keeps lo */
    }
  }
  /* The budget the proof took is enough, and gives the same proof. */
  hoyito_prove_result r = prove(&p, four, value.nodes, 0);
  CHECK(memcmp(&r, &value, sizeof r) == 0);
}

static int stop_at(void *calls) {
  return --*(int *)calls < 0;
}

/* The caller's stop ends the search as the budget would; a kept bounds
 * table goes on from what was proven; any alignment of the table serves. */
TEST(prove_stop_and_kept_bounds) {
  hoyito_pos p = parse("I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:limit=6");
  int calls = 0;
  hoyito_prove_limits limits = {BIG_BUDGET, 0, 0, stop_at, &calls};
  hoyito_prove_result r;
  CHECK_INT(hoyito_prove(&p, NULL, &limits, bounds, sizeof bounds, &r), 0);
  CHECK_INT(r.nodes, 0); /* polled before the first node */
  CHECK(r.lo == -48 && r.hi == 48);
  calls = 2;
  CHECK_INT(hoyito_prove(&p, NULL, &limits, bounds, sizeof bounds, &r), 0);
  CHECK_INT(r.nodes, 2 * HOYITO_PROVE_POLL);
  CHECK(r.lo < r.hi);

  hoyito_pos q = parse(twelve[2]);
  const hoyito_tables *eight = tables_of(q.variant, 8);
  hoyito_prove_result fresh = prove(&q, eight, BIG_BUDGET, 0);
  hoyito_prove_limits keep = {BIG_BUDGET, 0, 1, NULL, NULL};
  CHECK_INT(hoyito_prove(&q, eight, &keep, bounds, sizeof bounds, &r), 0);
  CHECK_INT(r.lo, fresh.lo);
  CHECK_INT(r.hi, fresh.lo);
  CHECK(r.nodes < fresh.nodes / 2);
  hoyito_prove_limits clear = {BIG_BUDGET, 0, 0, NULL, NULL};
  CHECK_INT(hoyito_prove(&q, eight, &clear, bounds + 3, sizeof bounds - 3, &r), 0);
  CHECK_INT(r.lo, fresh.lo);
  CHECK_INT(r.hi, fresh.lo);
}

/* Bad arguments: each its own code, and *out untouched. */
TEST(prove_bad_arguments) {
  hoyito_pos p = parse(twelve[0]);
  const hoyito_tables *eight = tables_of(HOYITO_I, 8);
  hoyito_prove_limits limits = {1000, 0, 0, NULL, NULL}, none = {0, 0, 0, NULL, NULL};
  hoyito_prove_result r, before;
  memset(&r, 0x5a, sizeof r);
  before = r;
  CHECK_INT(hoyito_prove(NULL, eight, &limits, bounds, sizeof bounds, &r), HOYITO_E_ARGUMENT);
  CHECK_INT(hoyito_prove(&p, eight, NULL, bounds, sizeof bounds, &r), HOYITO_E_ARGUMENT);
  CHECK_INT(hoyito_prove(&p, eight, &limits, NULL, sizeof bounds, &r), HOYITO_E_ARGUMENT);
  CHECK_INT(hoyito_prove(&p, eight, &limits, bounds, sizeof bounds, NULL), HOYITO_E_ARGUMENT);
  CHECK_INT(hoyito_prove(&p, eight, &limits, bounds, HOYITO_PROVE_MIN_BYTES - 1, &r),
            HOYITO_E_PROVE_BOUNDS);
  CHECK_INT(hoyito_prove(&p, eight, &none, bounds, sizeof bounds, &r), HOYITO_E_PROVE_BUDGET);
  hoyito_pos seven = parse("I:4,4,4,4,4,4,4/4,4,4,4,4,4,4:S:0,0");
  CHECK_INT(hoyito_prove(&seven, NULL, &limits, bounds, sizeof bounds, &r), HOYITO_E_PROVE_BOARD);
  hoyito_pos over = parse("I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24");
  CHECK_INT(hoyito_prove(&over, NULL, &limits, bounds, sizeof bounds, &r), HOYITO_E_GAME_OVER);
  hoyito_pos other_limit = parse("I:1,0,1,2,2,1/1,1,1,1,0,1:S:18,18:quiet=1");
  CHECK_INT(hoyito_prove(&other_limit, eight, &limits, bounds, sizeof bounds, &r),
            HOYITO_E_PROVE_TABLES);
  CHECK_INT(hoyito_prove(&p, tables_of(HOYITO_II, 8), &limits, bounds, sizeof bounds, &r),
            HOYITO_E_PROVE_TABLES);
  CHECK(memcmp(&r, &before, sizeof r) == 0);
  /* The smallest table still proves. */
  CHECK_INT(hoyito_prove(&p, eight, &limits, bounds, HOYITO_PROVE_MIN_BYTES, &r), 0);
  CHECK(r.nodes <= 1000);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
