/* cli_prove.c - the plain check of the library's prover (cli_prove.h). */
#include "cli_prove.h"

/* The mover's captures minus the opponent's from p to c. */
static int gain_of(const hoyito_pos *p, const hoyito_pos *c) {
  int me = p->turn;
  return (c->captured[me] - p->captured[me]) - (c->captured[1 - me] - p->captured[1 - me]);
}

/* The exact value from the tables, when they cover p. */
static int table_value(const hoyito_tables *t, const hoyito_pos *p, int board, int *v) {
  return t && board <= t->max_seeds && hoyito_tables_probe(t, p, v) == 0;
}

/* p's moves, by what they capture. */
static int ordered_moves(const hoyito_pos *p, hoyito_pos child[HOYITO_TABLES_N],
                         int gain[HOYITO_TABLES_N], int order[HOYITO_TABLES_N]) {
  int count = 0, key[HOYITO_TABLES_N];
  for (int m = 1; m <= HOYITO_TABLES_N; m++) {
    if (hoyito_play(p, m, &child[m - 1], NULL) != HOYITO_OK) continue;
    gain[m - 1] = gain_of(p, &child[m - 1]);
    int k = gain[m - 1] * 2 + (child[m - 1].turn == p->turn);
    int at = count++;
    for (; at > 0 && key[at - 1] < k; at--) key[at] = key[at - 1], order[at] = order[at - 1];
    key[at] = k;
    order[at] = m;
  }
  return count;
}

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
  int count = ordered_moves(p, child, gain, order); /* captures first: same answer, sooner */
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
