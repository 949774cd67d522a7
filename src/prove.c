/* prove.c - proven bounds on a 2x6 position's value with the endgame tables
 * at the leaves (hoyito_prove.h has what is proven and how). */
#include <string.h>

#include "hoyito_prove.h"

#define HOLES (2 * HOYITO_TABLES_N)
#define MAX_SEEDS (8 * HOYITO_TABLES_N) /* every seed of the 2x6 game on the board */
#define INF 127
#define MAX_DEPTH 250 /* depth + 1 is kept in a byte */

/* A position's proven bounds, and the depth-bound results that only prune
 * (never prove): the pessimistic search's "at most" and the optimistic
 * one's "at least", each with the depth it holds at (+1; 0: none). */
typedef struct {
  uint64_t key;
  int8_t lo, hi;
  int8_t pess_most, opt_least;
  uint8_t pess_depth, opt_depth, move, pad;
} entry;

typedef char entry_size_is_public[sizeof(entry) == HOYITO_PROVE_ENTRY_BYTES ? 1 : -1];

typedef struct {
  const hoyito_tables *t;
  entry *tt;
  uint64_t mask;
  uint64_t zob[HOLES][MAX_SEEDS + 1], zturn, zquiet, context;
  uint64_t nodes, budget, next_poll;
  int (*stop)(void *user);
  void *stop_user;
  int aborted, stopped; /* aborted: the budget or the stop; stopped: the stop */
} prover;

/* splitmix64's finaliser: a good 64-bit mix of one value. */
static uint64_t mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* What a search never changes but a value depends on: the game (variant,
 * direction, limit, closed holes, match state) and the leaves' tables. A
 * kept bounds table serves only positions of the same context. */
static uint64_t context_of(const hoyito_pos *p, const hoyito_tables *t) {
  uint64_t c = p->variant;
  c = mix(c * 31 + p->clockwise);
  c = mix(c * 31 + p->limit);
  c = mix(c * 31 + p->closed);
  c = mix(c * 31 + p->round);
  c = mix(c * 31 + p->prev);
  c = mix(c * 31 + ((uint64_t)p->aside[0] << 16 | p->aside[1]));
  return mix(c * 31 + (t ? (uint64_t)t->max_seeds << 16 | (uint64_t)t->limit : 0));
}

/* Board, player to move and no-capture count: all a future depends on here. */
static uint64_t key_of(const prover *pr, const hoyito_pos *p) {
  uint64_t h = pr->context ^ (p->turn == HOYITO_NORTH ? pr->zturn : 0);
  for (int i = 0; i < HOLES; i++) h ^= pr->zob[i][p->seeds[i]];
  return h ^ mix(pr->zquiet + p->quiet);
}

/* The mover's captures minus the opponent's from p to c. */
static int gain_of(const hoyito_pos *p, const hoyito_pos *c) {
  int me = p->turn;
  return (c->captured[me] - p->captured[me]) - (c->captured[1 - me] - p->captured[1 - me]);
}

/* The exact value from the tables, when they cover p. */
static int table_value(const hoyito_tables *t, const hoyito_pos *p, int board, int *v) {
  return t && board <= t->max_seeds && hoyito_tables_probe(t, p, v) == 0;
}

/* p's moves, the stored best first, then by what they capture. */
static int ordered_moves(const hoyito_pos *p, int first, hoyito_pos child[HOYITO_TABLES_N],
                         int gain[HOYITO_TABLES_N], int order[HOYITO_TABLES_N]) {
  int count = 0, key[HOYITO_TABLES_N];
  for (int m = 1; m <= HOYITO_TABLES_N; m++) {
    if (hoyito_play(p, m, &child[m - 1], NULL) != HOYITO_OK) continue;
    gain[m - 1] = gain_of(p, &child[m - 1]);
    int k = m == first ? 1000 : gain[m - 1] * 2 + (child[m - 1].turn == p->turn);
    int at = count++;
    for (; at > 0 && key[at - 1] < k; at--) key[at] = key[at - 1], order[at] = order[at - 1];
    key[at] = k;
    order[at] = m;
  }
  return count;
}

static int search(prover *pr, const hoyito_pos *p, int depth, int alpha, int beta, int opt);

/* The value for p's mover of its move m (child c, gain g). */
static int move_value(prover *pr, const hoyito_pos *p, const hoyito_pos *c, int g, int depth,
                      int alpha, int beta, int opt) {
  if (c->turn == HOYITO_OVER) return g;
  if (c->turn == p->turn) return g + search(pr, c, depth - 1, alpha - g, beta - g, opt);
  return g - search(pr, c, depth - 1, g - beta, g - alpha, !opt);
}

/* Records what a search of the node found: a bound in the mode's own
 * direction is proven; the other direction only prunes, at that depth.
 * The move kept is the one that proved lo (tried first next time). */
static void store(entry *e, uint64_t key, int lo, int hi, int best, int move, int alpha0, int beta,
                  int depth, int opt) {
  if (e->key != key) {
    memset(e, 0, sizeof *e);
    e->key = key;
    e->lo = (int8_t)lo;
    e->hi = (int8_t)hi;
  }
  if (!opt && best > alpha0) e->lo = (int8_t)(best > lo ? best : lo);
  if (!opt && best < beta) e->pess_most = (int8_t)best, e->pess_depth = (uint8_t)(depth + 1);
  if (opt && best < beta) e->hi = (int8_t)(best < hi ? best : hi);
  if (opt && best > alpha0) e->opt_least = (int8_t)best, e->opt_depth = (uint8_t)(depth + 1);
  if (!opt && best > alpha0) e->move = (uint8_t)move; /* the move behind the proven lo */
}

/* Counts a node against the budget; 0 once it (or the caller's stop) is spent. */
static int take_node(prover *pr) {
  if (pr->aborted) return 0;
  if (pr->nodes >= pr->budget) return pr->aborted = 1, 0;
  if (pr->stop && pr->nodes >= pr->next_poll) {
    pr->next_poll = pr->nodes + HOYITO_PROVE_POLL;
    if (pr->stop(pr->stop_user)) return pr->aborted = pr->stopped = 1, 0;
  }
  pr->nodes++;
  return 1;
}

/*
 * Fail-soft alpha-beta. Pessimistic (opt 0): a result above alpha is a
 * proven lower bound of p's value; optimistic: a result below beta a
 * proven upper bound. Values are p's mover's future capture difference.
 */
static int search(prover *pr, const hoyito_pos *p, int depth, int alpha, int beta, int opt) {
  if (!take_node(pr)) return 0;
  int board = hoyito_board_total(p), v;
  if (table_value(pr->t, p, board, &v)) return v;
  uint64_t key = key_of(pr, p);
  entry *e = &pr->tt[key & pr->mask];
  int lo = -board, hi = board, first = 0;
  if (e->key == key) {
    lo = e->lo, hi = e->hi, first = e->move;
    if (!opt && e->pess_depth > depth && e->pess_most <= alpha) return e->pess_most;
    if (opt && e->opt_depth > depth && e->opt_least >= beta) return e->opt_least;
  }
  if (lo >= beta || lo == hi) return lo;
  if (hi <= alpha) return hi;
  if (depth <= 0) return opt ? hi : lo;
  hoyito_pos child[HOYITO_TABLES_N];
  int gain[HOYITO_TABLES_N], order[HOYITO_TABLES_N];
  int count = ordered_moves(p, first, child, gain, order);
  if (!count) return opt ? hi : lo; /* not a position: hoyito_play leaves the mover a move */
  const int alpha0 = alpha;
  int best = -INF, best_move = 0;
  for (int i = 0; i < count; i++) {
    int m = order[i];
    v = move_value(pr, p, &child[m - 1], gain[m - 1], depth, alpha, beta, opt);
    if (pr->aborted) return 0;
    if (v > best) best = v, best_move = m;
    if (best > alpha) alpha = best;
    if (best >= beta) break;
  }
  /* Still true bounds, and tighter: what was proven before. */
  if (!opt && best < lo) best = lo;
  if (opt && best > hi) best = hi;
  store(e, key, lo, hi, best, best_move, alpha0, beta, depth, opt);
  return best;
}

/* The bounds known of p without searching: the tables', the bounds
 * table's, else what the board allows. */
static void known_bounds(const prover *pr, const hoyito_pos *p, int *lo, int *hi) {
  int board = hoyito_board_total(p), v;
  *lo = -board, *hi = board;
  if (table_value(pr->t, p, board, &v)) {
    *lo = *hi = v;
    return;
  }
  uint64_t key = key_of(pr, p);
  const entry *e = &pr->tt[key & pr->mask];
  if (e->key == key) *lo = e->lo, *hi = e->hi;
}

/* Deepens p's search until its bounds meet or the budget is spent; *depth:
 * the last depth completed. */
static void deepen(prover *pr, const hoyito_pos *p, int *lo, int *hi, int *depth) {
  known_bounds(pr, p, lo, hi);
  *depth = 0;
  for (int d = 1; d < MAX_DEPTH && *lo < *hi && !pr->aborted; d++) {
    /* Null windows: raise the lower bound, then lower the upper one, while they move. */
    for (int r; !pr->aborted && *lo < *hi;) {
      r = search(pr, p, d, *lo, *lo + 1, 0);
      if (pr->aborted || r <= *lo) break;
      *lo = r;
    }
    for (int r; !pr->aborted && *lo < *hi;) {
      r = search(pr, p, d, *hi - 1, *hi, 1);
      if (pr->aborted || r >= *hi) break;
      *hi = r;
    }
    if (!pr->aborted) *depth = d;
  }
}

/* Every legal move's bounds, each proven in turn with an equal share of
 * what is left of the budget (what one leaves unspent goes to the next), so
 * that one hard move does not leave the easy ones after it unproven; then
 * the position's bounds are no wider than its moves allow. */
static void prove_moves(prover *pr, const hoyito_pos *p, hoyito_prove_result *out) {
  int most_lo = -INF, most_hi = -INF, legal[HOYITO_MAX_N];
  int left = hoyito_legal_moves(p, legal);
  const uint64_t budget = pr->budget;
  for (int m = 1; m <= HOYITO_TABLES_N; m++) {
    hoyito_pos c;
    if (hoyito_play(p, m, &c, NULL) != HOYITO_OK) continue;
    int g = gain_of(p, &c), lo = 0, hi = 0, depth, k = out->move_count++;
    if (!pr->stopped && pr->nodes < budget) {
      pr->aborted = 0;
      pr->budget = pr->nodes + (budget - pr->nodes) / (uint64_t)(left > 0 ? left : 1);
      if (pr->budget == pr->nodes) pr->budget++;
    }
    left--;
    if (c.turn != HOYITO_OVER) deepen(pr, &c, &lo, &hi, &depth);
    out->moves[k] = m;
    out->move_lo[k] = c.turn == p->turn ? g + lo : g - hi;
    out->move_hi[k] = c.turn == p->turn ? g + hi : g - lo;
    if (c.turn == HOYITO_OVER) out->move_lo[k] = out->move_hi[k] = g;
    if (out->move_lo[k] > most_lo) most_lo = out->move_lo[k];
    if (out->move_hi[k] > most_hi) most_hi = out->move_hi[k];
  }
  pr->budget = budget;
  if (most_lo > out->lo) out->lo = most_lo;
  if (most_hi < out->hi) out->hi = most_hi;
  /* The stored move if it still keeps lo (which the moves may have raised),
   * else the first move that does. */
  for (int k = 0; k < out->move_count; k++)
    if (out->moves[k] == out->best_move && out->move_lo[k] < out->lo) out->best_move = 0;
  for (int k = 0; !out->best_move && k < out->move_count; k++)
    if (out->move_lo[k] >= out->lo) out->best_move = out->moves[k];
}

static int check_arguments(const hoyito_pos *p, const hoyito_tables *t,
                           const hoyito_prove_limits *limits, const void *bounds,
                           size_t bounds_bytes, const hoyito_prove_result *out) {
  if (!p || !limits || !bounds || !out) return HOYITO_E_ARGUMENT;
  if (p->n != HOYITO_TABLES_N) return HOYITO_E_PROVE_BOARD;
  for (int i = 0; i < HOLES; i++)
    if (p->seeds[i] > MAX_SEEDS) return HOYITO_E_ARGUMENT; /* not a position of the game */
  if (p->turn != HOYITO_SOUTH && p->turn != HOYITO_NORTH) return HOYITO_E_GAME_OVER;
  if (t && (t->variant != p->variant || t->limit != p->limit)) return HOYITO_E_PROVE_TABLES;
  if (bounds_bytes < HOYITO_PROVE_MIN_BYTES) return HOYITO_E_PROVE_BOUNDS;
  if (!limits->nodes) return HOYITO_E_PROVE_BUDGET;
  return HOYITO_OK;
}

/* Sets up the prover over the caller's bounds table: its entries aligned
 * and a power of two of them. */
static void prover_init(prover *pr, const hoyito_pos *p, const hoyito_tables *t,
                        const hoyito_prove_limits *limits, void *bounds, size_t bytes) {
  memset(pr, 0, sizeof *pr);
  size_t skip = (size_t)(-(uintptr_t)bounds & (sizeof(uint64_t) - 1));
  size_t entries = 1, room = (bytes - skip) / sizeof(entry);
  while (entries * 2 <= room) entries *= 2;
  pr->tt = (entry *)(void *)((unsigned char *)bounds + skip);
  if (!limits->keep_bounds) memset(pr->tt, 0, entries * sizeof(entry));
  pr->mask = entries - 1;
  uint64_t s = 0x70726f7665ull;
  for (int i = 0; i < HOLES; i++)
    for (int k = 0; k <= MAX_SEEDS; k++) pr->zob[i][k] = mix(s += 0x9e3779b97f4a7c15ull);
  pr->zturn = mix(s += 0x9e3779b97f4a7c15ull);
  pr->zquiet = mix(s += 0x9e3779b97f4a7c15ull);
  pr->context = context_of(p, t);
  pr->t = t;
  pr->budget = limits->nodes;
  pr->stop = limits->stop;
  pr->stop_user = limits->stop_user;
}

int hoyito_prove(const hoyito_pos *p, const hoyito_tables *t, const hoyito_prove_limits *limits,
                 void *bounds, size_t bounds_bytes, hoyito_prove_result *out) {
  int rc = check_arguments(p, t, limits, bounds, bounds_bytes, out);
  if (rc) return rc;
  prover pr;
  prover_init(&pr, p, t, limits, bounds, bounds_bytes);
  memset(out, 0, sizeof *out);
  deepen(&pr, p, &out->lo, &out->hi, &out->depth);
  uint64_t key = key_of(&pr, p);
  const entry *e = &pr.tt[key & pr.mask];
  if (e->key == key && e->lo == out->lo) out->best_move = e->move;
  if (limits->all_moves) prove_moves(&pr, p, out);
  out->nodes = pr.nodes;
  return HOYITO_OK;
}
