/*
 * test_search.c - the computer opponent (hoyito_ai.h): hand-worked tactics,
 * exact endgames against an independent plain minimax written here,
 * determinism, legality, the stop flag, and the levels.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "hoyito.h"
#include "hoyito_ai.h"
#include "search_state.h" /* the work clock reads the search's node count */

#define TT_BYTES (1u << 20)

/* The engine's memory, about 160 KB: not on the stack. */
static _Alignas(HOYITO_AI_ALIGN) unsigned char engine_memory[sizeof(struct hoyito_ai)];
static hoyito_ai *engine;
static unsigned char tt_memory[TT_BYTES];

/* A fresh engine in engine_memory over the table tt. */
static void engine_init(void *tt, size_t tt_bytes) {
  CHECK_INT(hoyito_ai_init(engine_memory, sizeof engine_memory, tt, tt_bytes, &engine), 0);
}

static hoyito_pos parse(const char *text) {
  hoyito_pos p;
  hoyito_error err;
  int rc = hoyito_parse(text, &p, &err);
  if (rc) printf("  parse %s: %s\n", text, err.message);
  CHECK_INT(rc, 0);
  return p;
}

static int is_legal(const hoyito_pos *p, int move) {
  int moves[HOYITO_MAX_N], n = hoyito_legal_moves(p, moves);
  for (int i = 0; i < n; i++)
    if (moves[i] == move) return 1;
  return 0;
}

/* Searches until proven (no depth limit, endgame mode for any seed count). */
static hoyito_search_result solve(const hoyito_pos *p, const hoyito_ai_history *h, void *tt,
                                  size_t tt_bytes) {
  engine_init(tt, tt_bytes);
  hoyito_search_limits limits = {0};
  limits.exact_seeds = 8 * HOYITO_MAX_N;
  hoyito_search_result r;
  CHECK_INT(hoyito_ai_search(engine, p, &limits, h, &r), 0);
  return r;
}

/* The proven final capture difference of a result, from South's side. */
static int south_result(const hoyito_pos *p, const hoyito_search_result *r) {
  int d = hoyito_ai_score_seeds(r->score) / HOYITO_AI_SEED;
  return p->turn == HOYITO_SOUTH ? d : -d;
}

/* ---- Hand-worked positions ------------------------------------------------------ */

/*
 * Hoyito I: S6's single seed lands in N1 (3 -> 4) and captures it (R9); the
 * four left (N6 3, S1 1) go to the capturer (R13): South ends 28-20, +8,
 * the most the board allows. S1 instead captures nothing.
 */
static void search_forced_capture(void) {
  hoyito_pos p = parse("I:1,0,0,0,0,1/3,0,0,0,0,3:S:20,20");
  hoyito_search_result r = solve(&p, NULL, tt_memory, sizeof tt_memory);
  CHECK_INT(r.move, 6);
  CHECK_INT(r.exact, 1);
  CHECK_INT(r.score, HOYITO_AI_WIN + 8 * HOYITO_AI_SEED);
  CHECK_INT(hoyito_ai_score_outcome(r.score), 1);
  CHECK_INT(hoyito_ai_score_seeds(r.score), 800);
  /* A two-ply search already sees it (the game ends at once). */
  engine_init(tt_memory, sizeof tt_memory);
  hoyito_search_limits limits = {0};
  limits.depth = 2;
  CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &r), 0);
  CHECK_INT(r.move, 6);
}

/*
 * Hoyito II: S6 captures N1 (3 -> 4) and S1 captures S2 (3 -> 4), each with
 * an extra turn (R10): after both, four seeds remain and go to South (R13).
 * South gains all 12 seeds, 30-18 = +12, in two moves of the same player
 * (the score must not flip sign between them). North never moves.
 */
static void search_extra_turn_combination(void) {
  hoyito_pos p = parse("II:1,3,0,0,0,1/3,0,0,4,0,0:S:18,18");
  hoyito_search_result r = solve(&p, NULL, tt_memory, sizeof tt_memory);
  CHECK(r.move == 1 || r.move == 6);
  CHECK_INT(r.exact, 1);
  CHECK_INT(r.score, HOYITO_AI_WIN + 12 * HOYITO_AI_SEED);
  CHECK_INT(r.pv_length, 2);
  CHECK(r.pv_length == 2 && r.pv[0] + r.pv[1] == 7); /* 1 then 6, or 6 then 1 */
  /* Both captures fit in a two-move search: the game ends inside it. */
  engine_init(tt_memory, sizeof tt_memory);
  hoyito_search_limits limits = {0};
  limits.depth = 2;
  CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &r), 0);
  CHECK_INT(r.exact, 1);
  CHECK_INT(r.depth, 2);
  CHECK_INT(r.score, HOYITO_AI_WIN + 12 * HOYITO_AI_SEED);
}

/* ---- An independent plain minimax --------------------------------------------------- */

/*
 * Max for South, min for North, whoever is to move (so extra turns and
 * passes need no special case), alpha-beta only, no table, no estimates:
 * every line is played to the end of the game. Repetition (R15 a) over
 * `path`: the game's positions since the last capture, oldest first, the
 * current one last. Values are South's final capture difference.
 */
#define PLAIN_PATH 512
static long plain_nodes;

static int sweep_value(const hoyito_pos *p) {
  int v = p->captured[0] - p->captured[1];
  for (int i = 0; i < p->n; i++) v += p->seeds[i] - p->seeds[p->n + i];
  return v;
}

static int plain(hoyito_pos *path, int len, int alpha, int beta) {
  const hoyito_pos *p = &path[len - 1];
  int maxing = p->turn == HOYITO_SOUTH, best = maxing ? -1000 : 1000;
  plain_nodes++;
  for (int m = 1; m <= p->n; m++) {
    hoyito_pos c;
    if (hoyito_play(p, m, &c, NULL)) continue;
    int v;
    if (c.turn == HOYITO_OVER) {
      v = c.captured[0] - c.captured[1];
    } else {
      int seen = 0;
      for (int i = len - 1; i >= 0 && i >= len - c.quiet; i--)
        seen += path[i].turn == c.turn && memcmp(path[i].seeds, c.seeds, sizeof c.seeds) == 0;
      if (c.quiet >= 2 && seen >= 2) {
        v = sweep_value(&c);
      } else if (len >= PLAIN_PATH) {
        CHECK(len < PLAIN_PATH); /* the test positions are chosen to stay shallower */
        v = 0;
      } else {
        path[len] = c;
        v = plain(path, len + 1, alpha, beta);
      }
    }
    if (maxing ? v > best : v < best) best = v;
    if (maxing && best > alpha) alpha = best;
    if (!maxing && best < beta) beta = best;
    if (alpha >= beta) break;
  }
  return best;
}

static hoyito_pos plain_path[PLAIN_PATH];

/*
 * Small endgames from random games (3 or 4 holes a row, at most 12 seeds on
 * the board, a short no-capture limit so that the plain minimax ends): the
 * search's proven result must equal the plain minimax, whatever the table
 * size (0, 64 KB, 1 MB).
 */
static int random_endgame(uint64_t *rng, int variant, int n, int max_seeds, int limit,
                          hoyito_pos *out) {
  hoyito_options o = {.variant = variant,
                      .n = n,
                      .clockwise = (int)(splitmix(rng) % 2),
                      .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos p;
  hoyito_start(&o, &p);
  while (p.turn != HOYITO_OVER && hoyito_board_total(&p) > max_seeds) {
    int moves[HOYITO_MAX_N], k = hoyito_legal_moves(&p, moves);
    hoyito_play(&p, moves[splitmix(rng) % (uint64_t)k], &p, NULL);
  }
  if (p.turn == HOYITO_OVER) return 0;
  p.limit = (uint16_t)limit;
  p.quiet = 0;
  *out = p;
  return 1;
}

static void exact_matches_plain_minimax(void) {
  static unsigned char small_tt[64 << 10];
  uint64_t rng = 0x746573745f6d6d78ull;
  int compared = 0, nonzero = 0;
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    for (int k = 0; k < 30; k++) {
      hoyito_pos p;
      int n = 3 + k % 2;
      if (!random_endgame(&rng, variant, n, n == 3 ? 12 : 8, 6 + k % 5, &p)) continue;
      plain_path[0] = p;
      plain_nodes = 0;
      int want = plain(plain_path, 1, -1000, 1000);
      hoyito_search_result r1 = solve(&p, NULL, tt_memory, sizeof tt_memory);
      hoyito_search_result r2 = solve(&p, NULL, small_tt, sizeof small_tt);
      hoyito_search_result r3 = solve(&p, NULL, NULL, 0);
      char text[HOYITO_MAX_POS_TEXT];
      hoyito_format(&p, text, sizeof text);
      if (!r1.exact || south_result(&p, &r1) != want)
        printf("  %s: plain minimax %+d, search %+d (exact %d)\n", text, want,
               south_result(&p, &r1), r1.exact);
      CHECK_INT(r1.exact, 1);
      CHECK_INT(r2.exact, 1);
      CHECK_INT(r3.exact, 1);
      CHECK_INT(south_result(&p, &r1), want);
      CHECK_INT(r2.score, r1.score);
      CHECK_INT(r3.score, r1.score);
      /* The best move really achieves the result: play it and re-solve. */
      hoyito_pos after;
      CHECK_INT(hoyito_play(&p, r1.move, &after, NULL), 0);
      if (after.turn != HOYITO_OVER) {
        hoyito_ai_history h = {&p, 1};
        hoyito_search_result ra = solve(&after, &h, tt_memory, sizeof tt_memory);
        CHECK_INT(south_result(&after, &ra), want);
      } else {
        CHECK_INT(after.captured[0] - after.captured[1], want);
      }
      compared++;
      nonzero += want != 0;
    }
  }
  CHECK(compared >= 80);
  CHECK(nonzero >= 20); /* the sample is not all draws */
}

/* Extends the quiet line cyc[0..len) until it returns to cyc[0]; the
 * length of the line before the return (cyc[len] is cyc[0] again), or 0. */
#define CYCLE_MAX 8
static int find_cycle(hoyito_pos *cyc, int len) {
  if (len > CYCLE_MAX) return 0;
  for (int m = 1; m <= cyc[len - 1].n; m++) {
    hoyito_pos c;
    if (hoyito_play(&cyc[len - 1], m, &c, NULL) || c.turn == HOYITO_OVER || c.quiet == 0) continue;
    cyc[len] = c;
    if (c.turn == cyc[0].turn && memcmp(c.seeds, cyc[0].seeds, sizeof c.seeds) == 0) return len;
    int found = find_cycle(cyc, len + 1);
    if (found) return found;
  }
  return 0;
}

/*
 * R15(a) with the caller's history. From a position p with a quiet cycle
 * p, c1..ck, p, the game c1..ck, p, c1..ck, p (now): p and every ci have
 * occurred twice, so a move from now into c1 ends the game (third time).
 * The proven result must match the plain minimax given the same history,
 * and for some positions it differs from the result without history.
 */
static void exact_with_history(void) {
  uint64_t rng = 0x6869737430ull;
  int tried = 0, differs = 0;
  static hoyito_pos hist[2 * CYCLE_MAX + 1];
  for (int attempt = 0; attempt < 4000 && tried < 30; attempt++) {
    hoyito_pos p;
    if (!random_endgame(&rng, attempt % 3, 3 + attempt % 2, 8 + 4 * (attempt / 2 % 2), 30, &p))
      continue;
    hoyito_pos cyc[CYCLE_MAX + 1];
    cyc[0] = p;
    int len = find_cycle(cyc, 1);
    if (!len) continue;
    int k = len - 1, count = 0;
    for (int i = 1; i <= k; i++) hist[count++] = cyc[i];
    hist[count++] = p;
    for (int i = 1; i <= k; i++) hist[count++] = cyc[i];
    hoyito_pos now = p;
    now.quiet = (uint16_t)count;       /* all since the last capture */
    now.limit = (uint16_t)(count + 4); /* keeps the plain minimax short */
    hoyito_ai_history h = {hist, count};
    for (int i = 0; i < count; i++) plain_path[i] = hist[i];
    plain_path[count] = now;
    int want = plain(plain_path, count + 1, -1000, 1000);
    hoyito_search_result r = solve(&now, &h, tt_memory, sizeof tt_memory);
    CHECK_INT(r.exact, 1);
    CHECK_INT(south_result(&now, &r), want);
    plain_path[0] = now;
    int without = plain(plain_path, 1, -1000, 1000);
    hoyito_search_result r0 = solve(&now, NULL, tt_memory, sizeof tt_memory);
    CHECK_INT(r0.exact, 1);
    CHECK_INT(south_result(&now, &r0), without);
    differs += without != want;
    tried++;
  }
  printf("  %d positions with a cycle, %d results changed by the history\n", tried, differs);
  CHECK(tried >= 30);
  CHECK(differs >= 3); /* the history did change results */
  printf("  plain minimax nodes %ld\n", plain_nodes);
}

/*
 * Whether what the search claims holds against the plain minimax: a proven
 * score is the result; an unproven score in the win or loss range bounds it
 * (hoyito_ai.h: "the winner is sure"); a root move flagged PROVEN has that
 * exact value (with EXACT) or at most that value. Values from the mover's side.
 */
static int claims_hold(const hoyito_search_result *r, int want, const int *move_want, int n) {
  int ok = 1, d = hoyito_ai_score_seeds(r->score) / HOYITO_AI_SEED;
  if (r->exact) ok &= d == want;
  else if (hoyito_ai_score_outcome(r->score) > 0) ok &= want >= d;
  else if (hoyito_ai_score_outcome(r->score) < 0) ok &= want <= d;
  for (int k = 0; k < n; k++) {
    int f = r->move_flags[k], v = hoyito_ai_score_seeds(r->move_scores[k]) / HOYITO_AI_SEED;
    if (!(f & HOYITO_AI_MOVE_PROVEN)) continue;
    ok &= (f & HOYITO_AI_MOVE_EXACT) ? move_want[k] == v : move_want[k] <= v;
  }
  return ok;
}

/*
 * The real board (2x6) with 8 or 12 seeds, in the middle of a quiet
 * stretch with the game's history (R15 a), and a no-capture limit a few
 * moves ahead (R15 b) so that the plain minimax ends: every claim of the
 * endgame search (proven results, sure winners, per-move proven scores), at
 * full length and cut short by node budgets, must agree with the plain
 * minimax. Fails if any "exact" or "sure" score were wrong.
 */
static void exact_claims_six_holes(void) {
  static hoyito_game g;
  static hoyito_pos hist[HOYITO_MAX_LIMIT];
  static unsigned char small_tt[64 << 10];
  uint64_t rng = 0x736978686f6c6573ull;
  int checked = 0, with_history = 0, unproven = 0, sure = 0, proven_moves = 0;
  for (int k = 0; k < 90; k++) {
    int variant = k % 3, seeds = k % 5 == 4 ? 12 : 8;
    hoyito_options o = {.variant = variant,
                        .n = HOYITO_DEFAULT_N,
                        .clockwise = (int)(splitmix(&rng) % 2),
                        .limit = HOYITO_DEFAULT_LIMIT};
    hoyito_pos start;
    hoyito_start(&o, &start);
    hoyito_game_init(&g, &start);
    while (g.pos.turn != HOYITO_OVER && hoyito_board_total(&g.pos) > seeds) {
      int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&g.pos, moves);
      hoyito_game_play(&g, moves[splitmix(&rng) % (uint64_t)count], NULL);
    }
    /* A few quiet moves more, so that the stretch has a history. */
    int extra = (int)(splitmix(&rng) % 5);
    for (int i = 0; i < extra && g.pos.turn != HOYITO_OVER; i++) {
      int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&g.pos, moves);
      hoyito_pos c;
      int m = moves[splitmix(&rng) % (uint64_t)count];
      hoyito_play(&g.pos, m, &c, NULL);
      if (c.turn == HOYITO_OVER || c.quiet == 0) break;
      hoyito_game_play(&g, m, NULL);
    }
    if (g.pos.turn == HOYITO_OVER) continue;
    hoyito_ai_history h;
    CHECK(hoyito_ai_history_of_game(&g, hist, HOYITO_MAX_LIMIT, &h) >= 0);
    hoyito_pos p = g.pos;
    p.limit = (uint16_t)(p.quiet + (seeds == 8 ? 7 + k % 3 : 3));
    for (int i = 0; i < h.count; i++) plain_path[i] = h.positions[i];
    plain_path[h.count] = p;
    int sign = p.turn == HOYITO_SOUTH ? 1 : -1;
    int want = sign * plain(plain_path, h.count + 1, -1000, 1000);
    int move_want[HOYITO_MAX_N] = {0};
    for (int m = 1; m <= p.n; m++) {
      hoyito_pos c;
      if (hoyito_play(&p, m, &c, NULL)) continue;
      int seen = 0;
      for (int i = h.count; i >= 0 && i >= h.count + 1 - c.quiet; i--)
        seen += plain_path[i].turn == c.turn &&
                memcmp(plain_path[i].seeds, c.seeds, sizeof c.seeds) == 0;
      if (c.turn == HOYITO_OVER) move_want[m - 1] = sign * (c.captured[0] - c.captured[1]);
      else if (c.quiet >= 2 && seen >= 2) move_want[m - 1] = sign * sweep_value(&c);
      else {
        plain_path[h.count + 1] = c;
        move_want[m - 1] = sign * plain(plain_path, h.count + 2, -1000, 1000);
      }
    }
    char text[HOYITO_MAX_POS_TEXT];
    hoyito_format(&p, text, sizeof text);
    /* Solved, with every root move scored; then cut short by node budgets. */
    engine_init(tt_memory, sizeof tt_memory);
    hoyito_search_limits limits = {0};
    limits.exact_seeds = 16;
    limits.all_moves = 1;
    hoyito_search_result r;
    for (int for_seeds = 0; for_seeds < 2; for_seeds++) {
      limits.for_seeds = for_seeds;
      hoyito_ai_clear(engine);
      CHECK_INT(hoyito_ai_search(engine, &p, &limits, &h, &r), 0);
      CHECK_INT(r.exact, 1);
      CHECK_INT(hoyito_ai_score_seeds(r.score) / HOYITO_AI_SEED, want);
      CHECK_INT(move_want[r.move - 1], want);
      if (!claims_hold(&r, want, move_want, p.n))
        printf("  %s: claims differ (want %+d)\n", text, want);
      CHECK(claims_hold(&r, want, move_want, p.n));
    }
    /* Cut short, with and without playing for seeds (whose unproven sure
     * scores are estimates inside, claims that hold outside). */
    for (int cut = 0; cut < 8; cut++) {
      limits.all_moves = cut % 2;
      limits.for_seeds = cut >= 4;
      limits.nodes = (uint64_t)30 << (2 * (cut % 4));
      engine_init(cut < 2 ? small_tt : tt_memory, cut < 2 ? sizeof small_tt : sizeof tt_memory);
      CHECK_INT(hoyito_ai_search(engine, &p, &limits, &h, &r), 0);
      if (!claims_hold(&r, want, move_want, p.n)) {
        printf("  %s (%llu nodes): claims differ (want %+d)\n", text,
               (unsigned long long)limits.nodes, want);
        printf("    exact %d score %d depth %d move %d\n", r.exact, r.score, r.depth, r.move);
        for (int m = 0; m < p.n; m++)
          printf("    move %d flags %d score %d want %+d\n", m + 1, r.move_flags[m],
                 r.move_scores[m], move_want[m]);
      }
      CHECK(claims_hold(&r, want, move_want, p.n));
      unproven += !r.exact;
      sure += !r.exact && hoyito_ai_score_outcome(r.score) != 0;
      for (int m = 0; m < p.n; m++) proven_moves += (r.move_flags[m] & HOYITO_AI_MOVE_PROVEN) != 0;
    }
    checked++;
    with_history += h.count > 0;
  }
  printf(
      "  %d positions (%d with history); cut short: %d unproven, %d of them sure; %d proven "
      "moves\n",
      checked, with_history, unproven, sure, proven_moves);
  CHECK(checked >= 80);
  CHECK(with_history >= 30);
  CHECK(sure >= 10);      /* the "sure" claims were exercised */
  CHECK(unproven > sure); /* and so were estimates */
}

/* ---- Determinism, legality, stopping --------------------------------------------------- */

static void random_midgame(uint64_t *rng, int variant, int plies, hoyito_pos *out) {
  hoyito_options o = {.variant = variant, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos p;
  hoyito_start(&o, &p);
  for (int i = 0; i < plies; i++) {
    int moves[HOYITO_MAX_N], k = hoyito_legal_moves(&p, moves);
    hoyito_pos c;
    if (!k) break;
    hoyito_play(&p, moves[splitmix(rng) % (uint64_t)k], &c, NULL);
    if (c.turn == HOYITO_OVER) break;
    p = c;
  }
  *out = p;
}

static void determinism_fixed_depth(void) {
  uint64_t rng = 0x64657465726dull;
  for (int i = 0; i < 9; i++) {
    hoyito_pos p;
    random_midgame(&rng, i % 3, i * 3, &p);
    hoyito_search_limits limits = {0};
    limits.depth = 8;
    hoyito_search_result a, b;
    engine_init(tt_memory, sizeof tt_memory);
    CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &a), 0);
    engine_init(tt_memory, sizeof tt_memory);
    CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &b), 0);
    CHECK_INT(a.move, b.move);
    CHECK_INT(a.score, b.score);
    CHECK(a.depth == 8 || a.exact); /* a proven result ends the deepening early */
    CHECK_INT(b.depth, a.depth);
    CHECK(a.nodes == b.nodes);
    CHECK_INT(a.pv_length, b.pv_length);
    CHECK(memcmp(a.pv, b.pv, (size_t)a.pv_length) == 0);
    /* hoyito_ai_clear gives the same as a fresh init. */
    hoyito_ai_clear(engine);
    CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &b), 0);
    CHECK(a.nodes == b.nodes);
    CHECK_INT(a.score, b.score);
  }
}

/*
 * Quiescence plays out captures at the horizon. One move deep, every move
 * that hands the turn over is then worth at most what the static view
 * says (the opponent may stand or capture), and in some positions less;
 * a move that keeps the turn (II, III) is worth at least as much. The
 * levels below Master keep the static horizon.
 */
/* The depth-1 scores of every move of *p with the weights pair `w` for its variant. */
static void scores_with(const hoyito_pos *p, const hoyito_ai_weights w[HOYITO_AI_ROWS],
                        int out[HOYITO_MAX_N]) {
  hoyito_search_limits limits = {0};
  limits.depth = 1;
  limits.all_moves = 1;
  limits.no_quiescence = 1;
  hoyito_search_result r;
  engine_init(tt_memory, sizeof tt_memory);
  CHECK_INT(hoyito_ai_set_weights(engine, p->variant, w), 0);
  CHECK_INT(hoyito_ai_search(engine, p, &limits, NULL, &r), 0);
  memcpy(out, r.move_scores, sizeof r.move_scores);
}

/*
 * The evaluation's weights follow the board: the 2x6 set up to 2x8, the
 * 2x12 set on 2x12, a blend between (each weight rounded half away from zero).
 */
static void weights_follow_the_row_length(void) {
  hoyito_ai_weights pair[HOYITO_AI_ROWS], out;
  memset(pair, 0, sizeof pair);
  pair[0].w[0] = 10, pair[1].w[0] = 70; /* +60: fifteen a hole from 8 */
  pair[0].w[1] = 0, pair[1].w[1] = -7;  /* -3.5 at 2x10 rounds to -4 */
  const int n[] = {3, 6, 8, 9, 10, 11, 12}, w0[] = {10, 10, 10, 25, 40, 55, 70},
            w1[] = {0, 0, 0, -2, -4, -5, -7};
  for (int i = 0; i < 7; i++) {
    hoyito_ai_blend_weights(pair, n[i], &out);
    CHECK_INT(out.w[0], w0[i]);
    CHECK_INT(out.w[1], w1[i]);
    CHECK_INT(out.w[2], 0);
  }
  hoyito_ai_weights d6, d12;
  for (int v = 0; v < HOYITO_VARIANT_COUNT; v++) {
    hoyito_ai_default_weights(v, 6, &d6);
    engine_init(NULL, 0);
    CHECK(memcmp(&engine->weights[v][0], &d6, sizeof d6) == 0);
    hoyito_ai_default_weights(v, 12, &d12);
    CHECK(memcmp(&engine->weights[v][1], &d12, sizeof d12) == 0);
  }
  /* A search reads the set of its board's size: with one set of the pair
   * zeroed (captures only), the scores change exactly where that set counts. */
  for (int k = 0; k < 3; k++) {
    hoyito_options o = {
        .variant = HOYITO_I, .n = k == 0 ? 8 : 6 + 3 * k, .limit = HOYITO_DEFAULT_LIMIT};
    hoyito_pos p, c;
    hoyito_start(&o, &p);
    for (int ply = 0; ply < 3; ply++) {
      int moves[HOYITO_MAX_N];
      CHECK(hoyito_legal_moves(&p, moves) > 0);
      CHECK_INT(hoyito_play(&p, moves[0], &c, NULL), 0);
      p = c;
    }
    hoyito_ai_weights both[HOYITO_AI_ROWS], no6[HOYITO_AI_ROWS], no12[HOYITO_AI_ROWS];
    hoyito_ai_default_weight_rows(HOYITO_I, both);
    memcpy(no6, both, sizeof both);
    memcpy(no12, both, sizeof both);
    memset(&no6[0], 0, sizeof no6[0]);
    memset(&no12[1], 0, sizeof no12[1]);
    int base[HOYITO_MAX_N], a[HOYITO_MAX_N], b[HOYITO_MAX_N];
    scores_with(&p, both, base);
    scores_with(&p, no6, a);
    scores_with(&p, no12, b);
    int same6 = memcmp(base, a, sizeof base) == 0, same12 = memcmp(base, b, sizeof base) == 0;
    CHECK_INT(same6, p.n == 12); /* the 2x6 set counts below 12 holes */
    CHECK_INT(same12, p.n == 8); /* the 2x12 set counts above 8 */
  }
}

static void quiescence_at_horizon(void) {
  uint64_t rng = 0x7175696574ull;
  int lower = 0;
  for (int i = 0; i < 60; i++) {
    hoyito_pos p;
    random_midgame(&rng, i % 3, 4 + i % 20, &p);
    if (p.turn == HOYITO_OVER) continue;
    hoyito_search_limits limits = {0};
    limits.depth = 1;
    limits.all_moves = 1;
    hoyito_search_result q, s;
    engine_init(tt_memory, sizeof tt_memory);
    CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &q), 0);
    limits.no_quiescence = 1;
    engine_init(tt_memory, sizeof tt_memory);
    CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &s), 0);
    for (int m = 1; m <= p.n; m++) {
      hoyito_pos c;
      if (hoyito_play(&p, m, &c, NULL) != 0 || c.turn == HOYITO_OVER) continue;
      int a = q.move_scores[m - 1], b = s.move_scores[m - 1];
      if (c.turn == p.turn) CHECK(a >= b);
      else CHECK(a <= b);
      lower += a < b;
    }
  }
  CHECK(lower > 0);
  hoyito_search_limits limits;
  for (int l = 1; l <= HOYITO_AI_LEVELS; l++) {
    CHECK_INT(hoyito_ai_level_limits(l, &limits), 0);
    CHECK_INT(limits.no_quiescence, l < HOYITO_AI_LEVELS);
  }
}

/* The whole principal variation is a legal line, and so is every best move. */
static void never_illegal(void) {
  uint64_t rng = 0x6c6567616cull;
  for (int i = 0; i < 60; i++) {
    hoyito_pos p;
    hoyito_options o = {
        .variant = i % 3, .n = 3 + i % 10, .clockwise = (i / 3) % 2, .limit = HOYITO_DEFAULT_LIMIT};
    hoyito_start(&o, &p);
    int plies = (int)(splitmix(&rng) % 60);
    for (int k = 0; k < plies; k++) {
      int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&p, moves);
      hoyito_pos c;
      hoyito_play(&p, moves[splitmix(&rng) % (uint64_t)count], &c, NULL);
      if (c.turn == HOYITO_OVER) break;
      p = c;
    }
    hoyito_search_limits limits = {0};
    if (i % 2) limits.nodes = 1 + splitmix(&rng) % 3000; /* stops mid-iteration */
    else limits.depth = 1 + i % 7;
    hoyito_search_result r;
    engine_init(tt_memory, sizeof tt_memory);
    CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &r), 0);
    CHECK(is_legal(&p, r.move));
    CHECK(r.pv_length >= 1 && r.pv[0] == r.move);
    hoyito_pos q = p;
    for (int k = 0; k < r.pv_length && q.turn != HOYITO_OVER; k++) {
      CHECK(is_legal(&q, r.pv[k]));
      hoyito_play(&q, r.pv[k], &q, NULL);
    }
    for (int k = 0; k < p.n; k++)
      CHECK(!(r.move_flags[k] & HOYITO_AI_MOVE_LEGAL) || is_legal(&p, k + 1));
  }
  hoyito_pos over = parse("I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24");
  hoyito_search_limits limits = {0};
  limits.depth = 3;
  hoyito_search_result r;
  CHECK_INT(hoyito_ai_search(engine, &over, &limits, NULL, &r), HOYITO_E_GAME_OVER);
}

/* A clock that sets the stop flag after a few polls, like another thread would. */
static volatile int stop_flag;
static int polls;
static double stopping_clock(void *user) {
  int *after = user;
  if (++polls >= *after) stop_flag = 1;
  return 0;
}

static void stop_flag_stops(void) {
  hoyito_pos p = parse("II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0");
  hoyito_search_limits limits = {0};
  limits.depth = 60; /* far more than can finish */
  limits.ms = 1e9;   /* a time limit makes the search poll the clock */
  hoyito_search_result r;
  int after = 5;
  engine_init(tt_memory, sizeof tt_memory);
  hoyito_ai_set_clock(engine, stopping_clock, &after);
  hoyito_ai_set_stop(engine, &stop_flag);
  stop_flag = 0;
  polls = 0;
  CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &r), 0);
  CHECK(r.nodes < 20 * 1024);
  CHECK(r.depth < 60);
  CHECK(is_legal(&p, r.move));
  /* Set before the search: it returns at once, still with a legal move. */
  hoyito_ai_set_clock(engine, NULL, NULL);
  stop_flag = 1;
  CHECK_INT(hoyito_ai_search(engine, &p, &limits, NULL, &r), 0);
  CHECK(r.nodes <= 1024);
  CHECK(is_legal(&p, r.move));
  stop_flag = 0;
  hoyito_ai_set_stop(engine, NULL);
}

/*
 * A clock driven by the search's own work: `per_node` ms for each node
 * searched so far, plus `per_read` for each read. Deterministic, so the
 * time management is tested without timing anything.
 */
typedef struct {
  const hoyito_ai *ai;
  double per_node, per_read, reads;
} work_clock;
static double work_clock_ms(void *user) {
  work_clock *c = user;
  c->reads++;
  return (double)c->ai->nodes * c->per_node + c->reads * c->per_read;
}

static hoyito_search_result timed_search(const hoyito_pos *p, double ms, double per_node,
                                         double per_read) {
  engine_init(tt_memory, sizeof tt_memory);
  work_clock c = {engine, per_node, per_read, 0};
  hoyito_ai_set_clock(engine, work_clock_ms, &c);
  hoyito_search_limits limits = {0};
  limits.ms = ms;
  hoyito_search_result r;
  CHECK_INT(hoyito_ai_search(engine, p, &limits, NULL, &r), 0);
  hoyito_ai_set_clock(engine, NULL, NULL);
  CHECK(is_legal(p, r.move));
  return r;
}

/* An undecided position gets (nearly) its whole budget, never more: no
 * stopping at a fraction of it for fear of an iteration not finishing. */
static void clock_uses_budget(void) {
  uint64_t rng = 0x627564676574ull;
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    hoyito_pos p;
    random_midgame(&rng, variant, 6, &p);
    hoyito_search_result r = timed_search(&p, 200, 0.001, 0); /* 1 us a node */
    CHECK(!r.exact);
    CHECK(r.ms >= 190);
    CHECK(r.ms <= 200);
    CHECK(r.depth >= 8);
  }
}

/* When nodes are dear (long sowings: 2 ms a node here) the clock is read
 * at every node, so the search still stops within one node of its limit;
 * when each read also finds time gone missing (a busy machine), it stops
 * early by that much rather than late. */
static void clock_expensive_nodes(void) {
  hoyito_pos p = parse("II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0");
  hoyito_search_result r = timed_search(&p, 300, 2, 0);
  CHECK(r.ms <= 302);
  CHECK(r.ms >= 290);
  CHECK(r.nodes <= 152);
  r = timed_search(&p, 300, 0.001, 5);
  CHECK(r.ms <= 305); /* the read that times the search adds its 5 ms */
  CHECK(r.ms >= 280);
}

/* ---- Levels ------------------------------------------------------------------------------ */

static void level_names(void) {
  const char *names[HOYITO_AI_LEVELS + 1] = {NULL};
  CHECK(HOYITO_AI_LEVELS >= 6 && HOYITO_AI_LEVELS <= 8);
  for (int l = 1; l <= HOYITO_AI_LEVELS; l++) {
    CHECK_INT(hoyito_ai_level_name(l, &names[l]), 0);
    CHECK(names[l] != NULL);
    for (int k = 1; k < l; k++) CHECK(strcmp(names[k], names[l]) != 0);
  }
  CHECK_STR(names[1], "Beginner");
  hoyito_search_limits limits;
  CHECK_INT(hoyito_ai_level_limits(0, &limits), HOYITO_E_ARGUMENT);
  hoyito_search_result r;
  hoyito_pos p = parse("I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0");
  CHECK_INT(hoyito_ai_choose(engine, &p, HOYITO_AI_LEVELS + 1, 1, NULL, &r), HOYITO_E_ARGUMENT);
}

/* Level 1 never misses a capture it sees and never plays an illegal move;
 * the same seed gives the same move, and different seeds vary. */
static void level_one_takes_captures(void) {
  hoyito_pos p = parse("I:1,0,0,0,0,1/3,0,0,0,0,3:S:20,20");
  engine_init(tt_memory, sizeof tt_memory);
  for (uint64_t seed = 0; seed < 20; seed++) {
    hoyito_search_result r;
    CHECK_INT(hoyito_ai_choose(engine, &p, 1, seed, NULL, &r), 0);
    CHECK_INT(r.move, 6);
  }
  /* A quiet position: no move captures at once, several are close. */
  hoyito_pos start = parse("I:1,1,1,1,1,1/1,1,1,1,1,1:S:18,18");
  int seen[HOYITO_MAX_N + 1] = {0}, kinds = 0;
  for (uint64_t seed = 0; seed < 40; seed++) {
    hoyito_search_result r, again;
    CHECK_INT(hoyito_ai_choose(engine, &start, 1, seed, NULL, &r), 0);
    CHECK_INT(hoyito_ai_choose(engine, &start, 1, seed, NULL, &again), 0);
    CHECK_INT(r.move, again.move);
    CHECK(is_legal(&start, r.move));
    kinds += !seen[r.move]++;
  }
  CHECK(kinds >= 2);
}

/* Plays level a (South) against level b from position *start; South's final difference. */
static int level_game(const hoyito_pos *start, int a, int b, uint64_t seed) {
  static hoyito_game g;
  static hoyito_pos hist[HOYITO_MAX_LIMIT];
  /* 20 000 nodes a second of the timed level: the test stays short */
  hoyito_game_init(&g, start);
  engine_init(tt_memory, sizeof tt_memory);
  work_clock c = {engine, 0.05, 0, 0};
  hoyito_ai_set_clock(engine, work_clock_ms, &c);
  while (g.pos.turn != HOYITO_OVER && g.ply < 2000) {
    hoyito_ai_history h;
    hoyito_ai_history_of_game(&g, hist, HOYITO_MAX_LIMIT, &h);
    hoyito_search_result r;
    int level = g.pos.turn == HOYITO_SOUTH ? a : b;
    CHECK_INT(hoyito_ai_choose(engine, &g.pos, level, splitmix(&seed), &h, &r), 0);
    CHECK_INT(hoyito_game_play(&g, r.move, NULL), 0);
  }
  hoyito_ai_set_clock(engine, NULL, NULL);
  return g.pos.captured[0] - g.pos.captured[1];
}

static void level_max_beats_level_one(void) {
  int max_points = 0, games = 0;
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    hoyito_options o = {.variant = variant, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
    hoyito_pos start;
    hoyito_start(&o, &start);
    /* One move in, so both sides get a different game. */
    hoyito_pos p;
    hoyito_play(&start, 1 + variant, &p, NULL);
    int d = level_game(&p, HOYITO_AI_LEVELS, 1, 11 + (uint64_t)variant);
    max_points += d > 0 ? 2 : d == 0;
    d = level_game(&p, 1, HOYITO_AI_LEVELS, 23 + (uint64_t)variant);
    max_points += d < 0 ? 2 : d == 0;
    games += 2;
  }
  printf("  level %d vs level 1: %d of %d points\n", HOYITO_AI_LEVELS, max_points, 2 * games);
  CHECK(max_points >= 2 * games - 2); /* at most one game not won */
}

static void history_of_game(void) {
  static hoyito_game g;
  hoyito_pos start = parse("I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0"), buf[4];
  hoyito_game_init(&g, &start);
  hoyito_ai_history h;
  CHECK_INT(hoyito_ai_history_of_game(&g, buf, 4, &h), 0);
  CHECK_INT(h.count, 0);
  /* Moves without captures: S1 (4 seeds, relays...) - whatever happens, the
   * history holds the positions since the last capture, oldest first. */
  uint64_t rng = 77;
  hoyito_pos seen[64];
  int plies = 0;
  seen[0] = start;
  while (plies < 40 && g.pos.turn != HOYITO_OVER) {
    int moves[HOYITO_MAX_N], k = hoyito_legal_moves(&g.pos, moves);
    hoyito_game_play(&g, moves[splitmix(&rng) % (uint64_t)k], NULL);
    seen[++plies] = g.pos;
    hoyito_pos all[64];
    int want = g.pos.quiet < plies ? g.pos.quiet : plies;
    int rc = hoyito_ai_history_of_game(&g, all, 64, &h);
    CHECK_INT(rc, want);
    CHECK_INT(h.count, want);
    for (int i = 0; i < h.count; i++)
      CHECK(memcmp(&h.positions[i], &seen[plies - want + i], sizeof(hoyito_pos)) == 0);
    if (want > 4) {
      CHECK_INT(hoyito_ai_history_of_game(&g, buf, 4, &h), HOYITO_E_BUFFER);
      CHECK_INT(h.count, 4);
      CHECK(memcmp(&h.positions[3], &seen[plies - 1], sizeof(hoyito_pos)) == 0);
    }
  }
}

/*
 * The node budget holds exactly, quiescence included: this 2x12 position
 * is full of captures at the horizon, and a budget of 100 used to search
 * 190 nodes (257: 400). Checked with and without quiescence, at several
 * budgets, on it and on positions of random games.
 */
static void node_budget_holds(void) {
  const uint64_t budgets[] = {1, 2, 5, 100, 257, 1000, 5000, 20000};
  hoyito_pos ps[7];
  ps[0] = parse("II:6,1,10,1,5,4,0,3,1,5,10,4/1,10,3,2,0,4,5,1,12,1,2,1:N:0,4:quiet=2");
  uint64_t rng = 5;
  for (int k = 1; k < 7; k++) {
    hoyito_options o = {k % 3, k < 4 ? 6 : 12, k % 2, 100};
    hoyito_start(&o, &ps[k]);
    for (int ply = 0; ply < 10 + 3 * k; ply++) {
      int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&ps[k], moves);
      if (!count) break;
      hoyito_pos next;
      hoyito_play(&ps[k], moves[splitmix(&rng) % (uint64_t)count], &next, NULL);
      if (next.turn == HOYITO_OVER) break;
      ps[k] = next;
    }
  }
  for (int k = 0; k < 7; k++)
    for (size_t i = 0; i < sizeof budgets / sizeof *budgets; i++)
      for (int quiesce = 0; quiesce < 2; quiesce++) {
        engine_init(tt_memory, TT_BYTES);
        hoyito_search_limits limits = {0};
        limits.nodes = budgets[i];
        limits.no_quiescence = !quiesce;
        limits.for_seeds = quiesce;
        hoyito_search_result r;
        CHECK_INT(hoyito_ai_search(engine, &ps[k], &limits, NULL, &r), 0);
        if (r.nodes > budgets[i])
          printf("  position %d, budget %llu: %llu nodes\n", k, (unsigned long long)budgets[i],
                 (unsigned long long)r.nodes);
        CHECK(r.nodes <= budgets[i]);
        CHECK(is_legal(&ps[k], r.move));
      }
}

int main(int argc, char **argv) {
  static const check_case cases[] = {
      {"search_forced_capture", search_forced_capture},
      {"search_extra_turn_combination", search_extra_turn_combination},
      {"exact_matches_plain_minimax", exact_matches_plain_minimax},
      {"exact_with_history", exact_with_history},
      {"exact_claims_six_holes", exact_claims_six_holes},
      {"determinism_fixed_depth", determinism_fixed_depth},
      {"quiescence_at_horizon", quiescence_at_horizon},
      {"weights_follow_the_row_length", weights_follow_the_row_length},
      {"never_illegal", never_illegal},
      {"stop_flag_stops", stop_flag_stops},
      {"clock_uses_budget", clock_uses_budget},
      {"clock_expensive_nodes", clock_expensive_nodes},
      {"level_names", level_names},
      {"level_one_takes_captures", level_one_takes_captures},
      {"level_max_beats_level_one", level_max_beats_level_one},
      {"history_of_game", history_of_game},
      {"node_budget_holds", node_budget_holds},
  };
  return check_main(argc, argv, cases, (int)(sizeof cases / sizeof cases[0]));
}
