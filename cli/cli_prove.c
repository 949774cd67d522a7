/* cli_prove.c - proven bounds on a position's value with the endgame tables
 * at the leaves (cli_prove.h has what is proven and how). */
#define _POSIX_C_SOURCE 200809L
#include "cli_prove.h"
#include "splitmix.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HOLES 12
#define INF 127

static double cpu_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A position's proven bounds, and the depth-bound results that only prune
 * (never prove): the pessimistic search's "at most" and the optimistic
 * one's "at least", each with the depth it holds at (+1; 0: none). */
typedef struct {
  uint64_t key;
  int8_t lo, hi;
  int8_t pess_most, opt_least;
  uint8_t pess_depth, opt_depth, move, pad;
} entry;

typedef struct {
  const hoyito_tables *t;
  entry *tt;
  uint64_t mask;
  uint64_t zob[HOLES][8 * HOYITO_TABLES_N + 1], zturn, zquiet;
  uint64_t nodes, next_check;
  double deadline;
  int aborted;
} prover;

/* Board, player to move and no-capture count: all a future depends on here. */
static uint64_t key_of(const prover *pr, const hoyito_pos *p) {
  uint64_t h = p->turn == HOYITO_NORTH ? pr->zturn : 0;
  for (int i = 0; i < HOLES; i++) h ^= pr->zob[i][p->seeds[i]];
  return h ^ splitmix_mix(pr->zquiet + p->quiet);
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

/*
 * Fail-soft alpha-beta. Pessimistic (opt 0): a result above alpha is a
 * proven lower bound of p's value; optimistic: a result below beta a
 * proven upper bound. Values are p's mover's future capture difference.
 */
static int search(prover *pr, const hoyito_pos *p, int depth, int alpha, int beta, int opt) {
  if (++pr->nodes >= pr->next_check) {
    pr->next_check = pr->nodes + 65536;
    if (cpu_now() >= pr->deadline) pr->aborted = 1;
  }
  if (pr->aborted) return 0;
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

int cli_prove(const hoyito_pos *p, const hoyito_tables *t, double cpu_s, size_t tt_bytes,
              cli_prove_result *out) {
  prover pr;
  memset(&pr, 0, sizeof pr);
  size_t entries = 1;
  while (entries * 2 * sizeof(entry) <= tt_bytes) entries *= 2;
  pr.tt = calloc(entries, sizeof(entry));
  if (!pr.tt) return -1;
  pr.mask = entries - 1;
  uint64_t s = 0x70726f7665ull;
  for (int i = 0; i < HOLES; i++)
    for (int k = 0; k <= 8 * HOYITO_TABLES_N; k++) pr.zob[i][k] = splitmix(&s);
  pr.zturn = splitmix(&s);
  pr.zquiet = splitmix(&s);
  pr.t = t;
  double start = cpu_now();
  pr.deadline = start + cpu_s;
  pr.next_check = 1;
  int board = hoyito_board_total(p);
  memset(out, 0, sizeof *out);
  out->lo = -board;
  out->hi = board;
  int v;
  if (table_value(t, p, board, &v)) out->lo = out->hi = v;
  for (int depth = 1; depth < 250 && out->lo < out->hi && !pr.aborted; depth++) {
    /* Null windows: raise the lower bound, then lower the upper one, while they move. */
    for (int r; !pr.aborted && out->lo < out->hi;) {
      r = search(&pr, p, depth, out->lo, out->lo + 1, 0);
      if (pr.aborted || r <= out->lo) break;
      out->lo = r;
    }
    for (int r; !pr.aborted && out->lo < out->hi;) {
      r = search(&pr, p, depth, out->hi - 1, out->hi, 1);
      if (pr.aborted || r >= out->hi) break;
      out->hi = r;
    }
    if (!pr.aborted) out->depth = depth;
  }
  const entry *e = &pr.tt[key_of(&pr, p) & pr.mask];
  out->best_move = e->key == key_of(&pr, p) && e->lo == out->lo ? e->move : 0;
  out->nodes = pr.nodes;
  out->cpu_s = cpu_now() - start;
  free(pr.tt);
  return 0;
}

/* ---- The check: a plain null-window alpha-beta ---------------------------------- */

static int at_least(const hoyito_pos *p, const hoyito_tables *t, int depth, int g, uint64_t *n);

/* value(p) <= g: every move keeps it. */
static int at_most(const hoyito_pos *p, const hoyito_tables *t, int depth, int g, uint64_t *n) {
  ++*n;
  int board = hoyito_board_total(p), v;
  if (table_value(t, p, board, &v)) return v <= g;
  if (board <= g) return 1;
  if (depth <= 0) return 0;
  for (int m = 1; m <= HOYITO_TABLES_N; m++) {
    hoyito_pos c;
    if (hoyito_play(p, m, &c, NULL) != HOYITO_OK) continue;
    int gain = gain_of(p, &c), ok;
    if (c.turn == HOYITO_OVER) ok = gain <= g;
    else if (c.turn == p->turn) ok = at_most(&c, t, depth - 1, g - gain, n);
    else ok = at_least(&c, t, depth - 1, gain - g, n);
    if (!ok) return 0;
  }
  return 1;
}

/* value(p) >= g: some move reaches it. */
static int at_least(const hoyito_pos *p, const hoyito_tables *t, int depth, int g, uint64_t *n) {
  ++*n;
  int board = hoyito_board_total(p), v;
  if (table_value(t, p, board, &v)) return v >= g;
  if (-board >= g) return 1;
  if (depth <= 0) return 0;
  hoyito_pos child[HOYITO_TABLES_N];
  int gain[HOYITO_TABLES_N], order[HOYITO_TABLES_N];
  int count = ordered_moves(p, 0, child, gain, order); /* captures first: same answer, sooner */
  for (int i = 0; i < count; i++) {
    const hoyito_pos *c = &child[order[i] - 1];
    int gn = gain[order[i] - 1], ok;
    if (c->turn == HOYITO_OVER) ok = gn >= g;
    else if (c->turn == p->turn) ok = at_least(c, t, depth - 1, g - gn, n);
    else ok = at_most(c, t, depth - 1, gn - g, n);
    if (ok) return 1;
  }
  return 0;
}

int cli_prove_plain(const hoyito_pos *p, const hoyito_tables *t, int depth, int g, int upper,
                    uint64_t *nodes) {
  return upper ? at_most(p, t, depth, g, nodes) : at_least(p, t, depth, g, nodes);
}
