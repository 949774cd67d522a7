/* sparring.c - the plain alpha-beta reference player (see sparring.h). */
#include "sparring.h"

#include <string.h>

#define WIN 100000 /* a finished game: WIN + margin, so any win beats any count */

enum { EXACT = 1, LOWER = 2, UPPER = 3 };

static uint64_t mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void sparring_clear(sparring *s) {
  if (s->tt) memset(s->tt, 0, s->tt_count * sizeof *s->tt);
}

void sparring_init(sparring *s, void *tt_memory, size_t tt_bytes) {
  memset(s, 0, sizeof *s);
  uint64_t state = 0x737061727269ull;
  for (int i = 0; i < HOYITO_MAX_HOLES; i++)
    for (int k = 0; k <= 8 * HOYITO_MAX_N; k++)
      s->zobrist[i][k] = mix(state += 0x9e3779b97f4a7c15ull);
  s->tt = tt_memory && tt_bytes >= sizeof *s->tt ? tt_memory : NULL;
  s->tt_count = s->tt ? tt_bytes / sizeof *s->tt : 0;
  sparring_clear(s);
}

/* Everything play() reads: board, mover, captures, the no-capture count. */
static uint64_t key_of(const sparring *s, const hoyito_pos *p) {
  uint64_t h = mix((uint64_t)p->turn << 48 | (uint64_t)p->quiet << 16 |
                   (uint64_t)p->captured[1] << 8 | p->captured[0]);
  for (int i = 0; i < 2 * p->n; i++) h ^= s->zobrist[i][p->seeds[i]];
  return h | 1; /* 0 marks an empty slot */
}

static int final_value(const hoyito_pos *c, int me) {
  int d = c->captured[me] - c->captured[1 - me];
  return d > 0 ? WIN + d : d < 0 ? -WIN + d : 0;
}

static int search(sparring *s, const hoyito_pos *p, int depth, int alpha, int beta) {
  if ((++s->nodes & 15) == 0 && s->clock_ms(s->clock_user) >= s->deadline) s->aborted = 1;
  if (s->aborted) return 0;
  const int me = p->turn;
  if (depth == 0) return p->captured[me] - p->captured[1 - me];
  uint64_t key = key_of(s, p);
  sparring_entry *e = s->tt ? &s->tt[key % s->tt_count] : NULL;
  int first = 0;
  if (e && e->key == key) {
    first = e->move;
    if (e->depth >= depth && (e->bound == EXACT || (e->bound == LOWER && e->score >= beta) ||
                              (e->bound == UPPER && e->score <= alpha)))
      return e->score;
  }
  const int alpha0 = alpha;
  int best = -2 * WIN, best_move = 0;
  for (int i = 0; i <= p->n; i++) {
    int m = i == 0 ? first : i;
    if (m == 0 || (i > 0 && m == first)) continue;
    hoyito_pos c;
    if (hoyito_play(p, m, &c, NULL) != 0) continue;
    int v = c.turn == HOYITO_OVER ? final_value(&c, me)
            : c.turn == me        ? search(s, &c, depth - 1, alpha, beta)
                                  : -search(s, &c, depth - 1, -beta, -alpha);
    if (s->aborted) return 0;
    if (v > best) best = v, best_move = m;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  if (e && (e->key != key || depth >= e->depth)) { /* depth-preferred, one slot */
    e->key = key;
    e->score = best;
    e->depth = (uint8_t)depth;
    e->move = (uint8_t)best_move;
    e->bound = (uint8_t)(best >= beta ? LOWER : best > alpha0 ? EXACT : UPPER);
  }
  return best;
}

int sparring_choose(sparring *s, const hoyito_pos *p, double ms, int *depth, uint64_t *nodes) {
  s->nodes = 0;
  s->aborted = 0;
  s->deadline = s->clock_ms(s->clock_user) + ms;
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(p, moves);
  int choice = count ? moves[0] : 0;
  *depth = 0;
  for (int d = 1; d < 128 && count > 1; d++) {
    int best = -2 * WIN, best_move = 0, order[HOYITO_MAX_N], k = 0;
    order[k++] = choice; /* the previous iteration's choice first */
    for (int i = 0; i < count; i++)
      if (moves[i] != choice) order[k++] = moves[i];
    for (int i = 0; i < count; i++) {
      int m = order[i];
      hoyito_pos c;
      hoyito_play(p, m, &c, NULL);
      int v = c.turn == HOYITO_OVER ? final_value(&c, p->turn)
              : c.turn == p->turn   ? search(s, &c, d - 1, best, 2 * WIN)
                                    : -search(s, &c, d - 1, -2 * WIN, -best);
      if (s->aborted) break;
      if (v > best) best = v, best_move = m;
    }
    if (s->aborted) break;
    choice = best_move;
    *depth = d;
  }
  *nodes = s->nodes;
  return choice;
}
