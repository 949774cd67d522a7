/*
 * test_tables.c - the endgame tables (hoyito_tables.h) against a plain
 * minimax written here over the independent reference model
 * (tests/reference/ref_hoyito.c: notation in, notation out, no code shared
 * with the engine), on random positions of every variant; damaged images;
 * what the tables refuse; and the search's use of them at the horizon.
 *
 * Tables are built inside the test (K = 8: about 0.1 s natively; K = 12,
 * 2-3 s, and K = 16 under a limit of 2, 9 s, in the native build only),
 * never read from files. The minimax is feasible because with at most 8 seeds
 * every capture ends the game (R13: it leaves 4 seeds or none), so a game
 * lasts at most limit - quiet more moves: positions are drawn with quiet
 * near the limit (limit 100), or under a small limit (5), where every
 * layer down to quiet 0 is checked, the converged ones included. With 12
 * seeds a capture starts a new quiet stretch: a limit of 3 bounds it.
 * Like the tables, the minimax leaves R15 a (repetition) out.
 */
#include <stdlib.h>

#include "check.h"
#include "hoyito.h"
#include "hoyito_ai.h"
#include "hoyito_tables.h"
#include "internal.h" /* hoyito__rules */
#include "reference/ref_hoyito.h"

/* Positions a variant and kind; fewer under the sanitizers (CMakeLists). */
static int positions(void) {
  const char *env = getenv("HOYITO_TABLES_POSITIONS");
  int n = env ? atoi(env) : 0;
  return n > 0 ? n : 5000;
}

typedef struct {
  uint8_t *image;
  size_t bytes;
  hoyito_tables t;
} built;

/* Engine k (0 or 1), made afresh over the table tt; its block is kept for the run. */
static hoyito_ai *fresh_engine(int k, void *tt, size_t tt_bytes) {
  static void *block[2];
  if (!block[k]) block[k] = malloc(hoyito_ai_size());
  hoyito_ai *ai = NULL;
  CHECK(block[k] != NULL);
  CHECK_INT(hoyito_ai_init(block[k], hoyito_ai_size(), tt, tt_bytes, &ai), 0);
  return ai;
}

static built build(int variant, int k, int limit) {
  built b = {0};
  size_t image_bytes = 0, scratch_bytes = 0;
  CHECK_INT(hoyito_tables_image_bytes(k, limit, &image_bytes), 0);
  CHECK_INT(hoyito_tables_scratch_bytes(k, &scratch_bytes), 0);
  b.image = malloc(image_bytes);
  void *scratch = malloc(scratch_bytes);
  CHECK(b.image && scratch);
  CHECK_INT(hoyito_tables_build(variant, k, limit, b.image, image_bytes, scratch, scratch_bytes,
                                &b.bytes),
            0);
  free(scratch);
  CHECK_INT(hoyito_tables_open(b.image, b.bytes, &b.t), 0);
  return b;
}

/* ---- The plain minimax over the reference model ------------------------------------- */

/* Field `which` (0-based, ':'-separated) of a position string. */
static const char *field(const char *pos, int which) {
  for (; which > 0; which--) pos = strchr(pos, ':') + 1;
  return pos;
}

static void captures(const char *pos, int caps[2]) {
  caps[0] = atoi(field(pos, 3));
  caps[1] = atoi(strchr(field(pos, 3), ',') + 1);
}

static int turn_of(const char *pos) {
  char c = field(pos, 2)[0];
  return c == 'S' ? HOYITO_SOUTH : c == 'N' ? HOYITO_NORTH : HOYITO_OVER;
}

static long minimax_nodes;

/* The mover's future captures minus the opponent's, best play both sides. */
static int minimax(const char *pos) {
  char moves[64], child[HOYITO_MAX_POS_TEXT * 2];
  CHECK(ref_moves(pos, moves, sizeof moves) >= 0);
  int me = turn_of(pos), caps[2], ccaps[2], best = -1000;
  captures(pos, caps);
  for (char *m = moves; *m;) {
    int move = (int)strtol(m, &m, 10);
    while (*m == ' ') m++;
    minimax_nodes++;
    if (ref_play(pos, move, child, sizeof child) < 0) {
      check_fail(__FILE__, __LINE__, child);
      return 0;
    }
    captures(child, ccaps);
    int v = (ccaps[me] - caps[me]) - (ccaps[1 - me] - caps[1 - me]);
    int t = turn_of(child);
    if (t != HOYITO_OVER) v += t == me ? minimax(child) : -minimax(child);
    if (v > best) best = v;
  }
  return best;
}

/* ---- Random positions ------------------------------------------------------------------ */

/* A valid 2x6 position of `variant` with `seeds` seeds on the board, quiet
 * in [qlo, qhi], either direction; round and prev as the tables cover. */
static hoyito_pos random_position(check_rng *rng, int variant, int seeds, int limit, int qlo,
                                  int qhi) {
  for (;;) {
    hoyito_pos p;
    memset(&p, 0, sizeof p);
    p.n = 6;
    p.variant = (uint8_t)variant;
    p.limit = (uint16_t)limit;
    p.round = (uint16_t)(1 + check_rng_below(rng, 4));
    p.prev = p.round > 1 ? (uint8_t)check_rng_below(rng, 3) : HOYITO_NONE;
    if (variant == HOYITO_III && p.round >= 3) p.prev = HOYITO_DRAW; /* the capturer's last four */
    p.clockwise = (uint8_t)check_rng_below(rng, 2);
    p.turn = (uint8_t)check_rng_below(rng, 2);
    p.quiet = (uint16_t)(qlo + (int)check_rng_below(rng, (unsigned)(qhi - qlo + 1)));
    /* Seeds dropped one at a time into random holes, sometimes into fewer
     * holes, so that piles (long sowings, relays) occur too. */
    int holes = 2 + (int)check_rng_below(rng, 11);
    for (int k = 0; k < seeds; k++) p.seeds[check_rng_below(rng, (unsigned)holes) * 12 / holes]++;
    int rest = 48 - seeds;
    p.captured[0] = (uint16_t)check_rng_below(rng, (unsigned)rest + 1);
    p.captured[1] = (uint16_t)(rest - p.captured[0]);
    char text[HOYITO_MAX_POS_TEXT];
    hoyito_pos back;
    /* Only what the notation accepts: the mover must have a move. */
    if (hoyito_format(&p, text, sizeof text) > 0 && hoyito_parse(text, &back, NULL) == 0)
      return back;
  }
}

/* Draws positions() positions of 4..k seeds (mostly k) and compares the
 * tables with the minimax. */
static void agree_k(int variant, int k, int limit, int qlo, int qhi, uint64_t seed, int count) {
  built b = build(variant, k, limit);
  check_rng rng = {seed};
  int mismatches = 0, seen[2] = {0, 0};
  minimax_nodes = 0;
  for (int i = 0; i < count; i++) {
    int seeds =
        check_rng_below(&rng, 3) ? k : 4 * (1 + (int)check_rng_below(&rng, (unsigned)k / 4));
    hoyito_pos p = random_position(&rng, variant, seeds, limit, qlo, qhi);
    char text[HOYITO_MAX_POS_TEXT];
    hoyito_format(&p, text, sizeof text);
    int tv = 999;
    CHECK_INT(hoyito_tables_probe(&b.t, &p, &tv), 0);
    int mv = minimax(text);
    seen[seeds == k]++;
    if (tv != mv && mismatches++ < 5) printf("  %s: tables %d, minimax %d\n", text, tv, mv);
  }
  CHECK_INT(mismatches, 0);
  CHECK(seen[0] > 0 && seen[1] > 0);
  printf("  %s K=%d limit %d quiet %d..%d: %d positions, %ld minimax moves\n",
         hoyito__rules(variant)->name, k, limit, qlo, qhi, count, minimax_nodes);
  free(b.image);
}

static void agree(int variant, int limit, int qlo, int qhi, uint64_t seed) {
  agree_k(variant, 8, limit, qlo, qhi, seed, positions());
}

/* limit 100, 1..5 moves before R15 b ends the game. */
TEST(tables_I_agree_near_limit) {
  agree(HOYITO_I, 100, 95, 99, 11);
}
TEST(tables_II_agree_near_limit) {
  agree(HOYITO_II, 100, 95, 99, 12);
}
TEST(tables_III_agree_near_limit) {
  agree(HOYITO_III, 100, 95, 99, 13);
}
/* limit 5: every layer, quiet 0..4. */
TEST(tables_I_agree_limit_5) {
  agree(HOYITO_I, 5, 0, 4, 21);
}
TEST(tables_II_agree_limit_5) {
  agree(HOYITO_II, 5, 0, 4, 22);
}
TEST(tables_III_agree_limit_5) {
  agree(HOYITO_III, 5, 0, 4, 23);
}

/* K = 12 under limit 3: a game from 12 seeds lasts at most 7 more moves
 * (3 quiet, a capture, 3 quiet, the capture that ends it). Native builds
 * only: under the sanitizers building K = 12 alone takes over a minute. */
#ifdef HOYITO_TABLES_TEST_K12
TEST(tables_I_agree_12_seeds_limit_3) {
  agree_k(HOYITO_I, 12, 3, 0, 2, 31, 2000);
}
TEST(tables_II_agree_12_seeds_limit_3) {
  agree_k(HOYITO_II, 12, 3, 0, 2, 32, 2000);
}
TEST(tables_III_agree_12_seeds_limit_3) {
  agree_k(HOYITO_III, 12, 3, 0, 2, 33, 2000);
}
#endif

/* K = 16 under limit 2: from 16 seeds a game lasts at most 8 more moves
 * (one quiet move, then a capture or the end, four times), so the minimax
 * stays small. Cost, native only: each build plays every move of the 13.0 M
 * boards of 16 seeds twice, 9 s of CPU and 340 MB a variant; the minimax of
 * 2000 positions (about 80 000 moves) a fraction of a second. */
#ifdef HOYITO_TABLES_TEST_K16
TEST(tables_I_agree_16_seeds_limit_2) {
  agree_k(HOYITO_I, 16, 2, 0, 1, 41, 2000);
}
TEST(tables_II_agree_16_seeds_limit_2) {
  agree_k(HOYITO_II, 16, 2, 0, 1, 42, 2000);
}
TEST(tables_III_agree_16_seeds_limit_2) {
  agree_k(HOYITO_III, 16, 2, 0, 1, 43, 2000);
}
#endif

/* ---- Damaged images and refusals ------------------------------------------------------- */

TEST(tables_damaged_image_refused) {
  built b = build(HOYITO_II, 4, 100);
  hoyito_tables t;
  uint8_t *copy = malloc(b.bytes + 1);
  CHECK(copy != NULL);
  memcpy(copy, b.image, b.bytes);
  CHECK_INT(hoyito_tables_open(copy, b.bytes, &t), 0);
  /* One bit anywhere in the values or in a checked header field. */
  size_t spots[] = {64, b.bytes / 2, b.bytes - 1, 16, 18, 24, 30, 32, 40};
  for (size_t i = 0; i < sizeof spots / sizeof *spots; i++) {
    copy[spots[i]] ^= 4;
    int rc = hoyito_tables_open(copy, b.bytes, &t);
    CHECK(rc == HOYITO_E_TABLES_CHECKSUM || rc == HOYITO_E_TABLES_SIZE ||
          rc == HOYITO_E_TABLES_HEADER);
    copy[spots[i]] ^= 4;
  }
  copy[48] ^= 1; /* past the checked fields: still the same tables */
  CHECK_INT(hoyito_tables_open(copy, b.bytes, &t), 0);
  copy[48] ^= 1;
  CHECK_INT(hoyito_tables_open(copy, b.bytes - 1, &t), HOYITO_E_TABLES_SIZE);
  CHECK_INT(hoyito_tables_open(copy, b.bytes + 1, &t), HOYITO_E_TABLES_SIZE);
  CHECK_INT(hoyito_tables_open(copy, 10, &t), HOYITO_E_TABLES_MAGIC);
  copy[8] = 1; /* the format with room for 12 seeds at most */
  CHECK_INT(hoyito_tables_open(copy, b.bytes, &t), HOYITO_E_TABLES_VERSION);
  CHECK(strstr(hoyito_strerror(HOYITO_E_TABLES_VERSION), "rebuild") != NULL);
  copy[8] = 2;
  /* The header-only open: a changed value passes, a changed size does not. */
  copy[b.bytes / 2] ^= 4;
  CHECK_INT(hoyito_tables_open(copy, b.bytes, &t), HOYITO_E_TABLES_CHECKSUM);
  CHECK_INT(hoyito_tables_open_header(copy, b.bytes, &t), 0);
  CHECK_INT(t.max_seeds, 4);
  copy[b.bytes / 2] ^= 4;
  CHECK_INT(hoyito_tables_open_header(copy, b.bytes - 1, &t), HOYITO_E_TABLES_SIZE);
  CHECK_INT(hoyito_tables_open_header(copy, 10, &t), HOYITO_E_TABLES_MAGIC);
  copy[0] = 'X';
  CHECK_INT(hoyito_tables_open(copy, b.bytes, &t), HOYITO_E_TABLES_MAGIC);
  CHECK_INT(hoyito_tables_open_header(copy, b.bytes, &t), HOYITO_E_TABLES_MAGIC);
  CHECK(strstr(hoyito_strerror(HOYITO_E_TABLES_CHECKSUM), "damaged") != NULL);
  free(copy);
  free(b.image);
}

TEST(tables_refuse_what_they_do_not_cover) {
  built b = build(HOYITO_III, 8, 100);
  const char *outside[] = {
      "III:4,0,0,4,0,0/0,0,4,0,0,0:S:18,18",                /* 12 seeds, K = 8 */
      "III:4,0,0,0,0,0/0,0,4,0,0,0:S:20,20:prev=S;round=3", /* the last four go to South */
      "III:4,0,0,0,0,0/0,0,4,0,0,0:S:20,20:limit=50",       /* another limit */
      "III:4,0,0,0,0,x/0,0,4,0,0,0:S:20,16:aside=4,0",      /* a closed hole */
      "II:4,0,0,0,0,0/0,0,4,0,0,0:S:20,20",                 /* another variant */
      "III:4,0,0,0,0,0,0/0,0,4,0,0,0,0:S:24,24",            /* 2x7 */
  };
  for (size_t i = 0; i < sizeof outside / sizeof *outside; i++) {
    hoyito_pos p;
    CHECK_INT(hoyito_parse(outside[i], &p, NULL), 0);
    int v = 999;
    CHECK_INT(hoyito_tables_probe(&b.t, &p, &v), HOYITO_E_TABLES_NOT_COVERED);
    CHECK(hoyito_tables_refusal(&b.t, &p) != NULL);
    CHECK_INT(v, 999);
  }
  /* After a drawn game the capturer keeps the last four: covered. */
  hoyito_pos p;
  int v;
  CHECK_INT(hoyito_parse("III:4,0,0,0,0,0/0,0,4,0,0,0:S:20,20:prev=D;round=3", &p, NULL), 0);
  CHECK_INT(hoyito_tables_probe(&b.t, &p, &v), 0);
  CHECK_INT(hoyito_tables_build(HOYITO_I, 6, 100, b.image, b.bytes, b.image, b.bytes, &b.bytes),
            HOYITO_E_ARGUMENT);
  free(b.image);
}

/* Hand-worked: South's S4 (3 seeds) drops into S5, S6, N1; N1 had 3 and
 * makes a casa with the last seed: South takes it (R9) and 4 seeds are
 * left, so the game ends and they go to South too (R13): +8. */
TEST(tables_hand_worked_last_four) {
  built b = build(HOYITO_I, 8, 100);
  hoyito_pos p;
  int v = 0;
  CHECK_INT(hoyito_parse("I:0,0,0,3,0,0/3,0,0,1,1,0:S:20,20", &p, NULL), 0);
  CHECK_INT(hoyito_tables_probe(&b.t, &p, &v), 0);
  CHECK_INT(v, 8);
  /* The same from North's side (rows swapped) and mirrored for dir=cw. */
  CHECK_INT(hoyito_parse("I:3,0,0,1,1,0/0,0,0,3,0,0:N:20,20", &p, NULL), 0);
  CHECK_INT(hoyito_tables_probe(&b.t, &p, &v), 0);
  CHECK_INT(v, 8);
  free(b.image);
}

/* ---- The search with tables ------------------------------------------------------------- */

/* At a root the tables cover, the search's move keeps their value (at
 * depth 1, where its own choice often does not), and a proof, when there
 * is one, equals their value (no history: no repetition within depth 1). */
TEST(tables_search_plays_their_moves) {
  static unsigned char tt[1 << 20];
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    built b = build(variant, 8, 100);
    check_rng rng = {77 + (uint64_t)variant};
    for (int i = 0; i < 200; i++) {
      hoyito_pos p = random_position(&rng, variant, 8, 100, 0, 99);
      int root;
      CHECK_INT(hoyito_tables_probe(&b.t, &p, &root), 0);
      hoyito_ai *ai = fresh_engine(0, tt, sizeof tt);
      hoyito_ai_set_tables(ai, &b.t);
      hoyito_search_limits limits = {0};
      limits.depth = 1;
      hoyito_search_result r;
      CHECK_INT(hoyito_ai_search(ai, &p, &limits, NULL, &r), 0);
      hoyito_pos c;
      CHECK_INT(hoyito_play(&p, r.move, &c, NULL), 0);
      int me = p.turn,
          v = (c.captured[me] - p.captured[me]) - (c.captured[1 - me] - p.captured[1 - me]);
      int cv = 0;
      if (c.turn != HOYITO_OVER) {
        CHECK_INT(hoyito_tables_probe(&b.t, &c, &cv), 0);
        v += c.turn == me ? cv : -cv;
      }
      CHECK_INT(v, root);
      if (r.exact)
        CHECK_INT(hoyito_ai_score_seeds(r.score) / HOYITO_AI_SEED,
                  p.captured[me] - p.captured[1 - me] + root);
    }
    free(b.image);
  }
}

static int final_score(int d) {
  return d > 0   ? HOYITO_AI_WIN + HOYITO_AI_SEED * d
         : d < 0 ? -HOYITO_AI_WIN + HOYITO_AI_SEED * d
                 : 0;
}

/* Limits of a one-move search that scores every legal move. */
static hoyito_search_limits every_move_at_depth_1(int for_seeds) {
  hoyito_search_limits limits = {0};
  limits.depth = 1;
  limits.all_moves = 1;
  limits.for_seeds = for_seeds;
  return limits;
}

/* Below a root they do not cover (12 seeds, K = 8), a horizon node they
 * cover (8 seeds, after a capture) is scored as a game ending with their
 * value: at depth 1 each capturing root move scores exactly that. */
TEST(tables_search_reads_them_at_the_horizon) {
  static unsigned char tt[1 << 20];
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    built b = build(variant, 8, 100);
    check_rng rng = {91 + (uint64_t)variant};
    int seen = 0;
    for (int i = 0; i < 200; i++) {
      hoyito_pos p = random_position(&rng, variant, 12, 100, 0, 99);
      hoyito_ai *ai = fresh_engine(0, tt, sizeof tt);
      hoyito_ai_set_tables(ai, &b.t);
      hoyito_search_limits limits = every_move_at_depth_1(0);
      hoyito_search_result r;
      CHECK_INT(hoyito_ai_search(ai, &p, &limits, NULL, &r), 0);
      const int me = p.turn;
      int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&p, moves);
      for (int k = 0; k < count; k++) {
        hoyito_pos c;
        hoyito_play(&p, moves[k], &c, NULL);
        int tv;
        if (c.turn == HOYITO_OVER || hoyito_tables_probe(&b.t, &c, &tv) != 0) continue;
        int have = c.captured[me] - c.captured[1 - me];
        CHECK(r.move_flags[moves[k] - 1] & HOYITO_AI_MOVE_LEGAL);
        CHECK_INT(r.move_scores[moves[k] - 1], final_score(have + (c.turn == me ? tv : -tv)));
        seen++;
      }
    }
    CHECK(seen > 20);
    free(b.image);
  }
}
/* Master's play (for_seeds) reads them at the root only: below a root they
 * do not cover, every move scores as in a search without them, though the
 * horizon reaches positions they cover (a table's best-play value there,
 * scored as a game's end, outranked every estimate: docs/ai.md). */
TEST(tables_master_leaves_the_horizon_to_the_search) {
  static unsigned char tt_with[1 << 20], tt_without[1 << 20];
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    built b = build(variant, 8, 100);
    check_rng rng = {113 + (uint64_t)variant};
    int covered = 0;
    for (int i = 0; i < 100; i++) {
      hoyito_pos p = random_position(&rng, variant, 12, 100, 0, 99);
      hoyito_ai *with = fresh_engine(0, tt_with, sizeof tt_with);
      hoyito_ai *without = fresh_engine(1, tt_without, sizeof tt_without);
      hoyito_ai_set_tables(with, &b.t);
      hoyito_search_limits limits = every_move_at_depth_1(1);
      hoyito_search_result a, c;
      CHECK_INT(hoyito_ai_search(with, &p, &limits, NULL, &a), 0);
      CHECK_INT(hoyito_ai_search(without, &p, &limits, NULL, &c), 0);
      CHECK_INT(a.move, c.move);
      int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&p, moves);
      for (int k = 0; k < count; k++) {
        CHECK_INT(a.move_scores[moves[k] - 1], c.move_scores[moves[k] - 1]);
        hoyito_pos child;
        int tv;
        hoyito_play(&p, moves[k], &child, NULL);
        covered += child.turn != HOYITO_OVER && hoyito_tables_probe(&b.t, &child, &tv) == 0;
      }
    }
    CHECK(covered > 20);
    free(b.image);
  }
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
