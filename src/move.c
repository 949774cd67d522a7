/* move.c - one move: pick-up, sowing, relays, captures and what follows (R4..R15). */
#include <string.h>

#include "internal.h"

_Static_assert(sizeof(hoyito_pos) == 48, "hoyito_pos stays small and padding-free");

hoyito_event *hoyito__emit(hoyito_events *ev, int type, int hole, int count, int player, int aux) {
  if (!ev) return NULL;
  hoyito_event *e = NULL;
  if (ev->count < ev->capacity && ev->events) {
    e = &ev->events[ev->count];
    memset(e, 0, sizeof *e);
    e->type = (uint8_t)type;
    e->hole = (uint8_t)hole;
    e->count = (uint8_t)count;
    e->player = (uint8_t)player;
    e->aux = (uint8_t)aux;
  }
  ev->count++;
  return e;
}

/* The board reads as three 64-bit words: a few word operations instead of a
 * loop over bytes, which WebAssembly engines compile worse than native ones. */
_Static_assert(HOYITO_MAX_HOLES == 3 * sizeof(uint64_t), "the board is three words");

int hoyito_board_total(const hoyito_pos *p) {
  uint64_t w[3];
  memcpy(w, p->seeds, sizeof w);
  /* Only the 2n holes in play count; bytes past them are masked off. */
  const unsigned bytes = 2u * p->n;
  const uint64_t even = 0x00ff00ff00ff00ffu;
  uint64_t lanes = 0; /* four 16-bit sums: at most 24 * 255, no carry out */
  for (unsigned j = 0; j < 3; j++) {
    unsigned valid = bytes > 8 * j ? bytes - 8 * j : 0;
    uint64_t x = valid >= 8 ? w[j] : w[j] & ((UINT64_C(1) << (8 * valid)) - 1);
    lanes += (x & even) + (x >> 8 & even);
  }
  return (int)((lanes * UINT64_C(0x0001000100010001)) >> 48);
}

int hoyito_hole_index(const hoyito_pos *p, int player, int hole) {
  if (!p || (player != HOYITO_SOUTH && player != HOYITO_NORTH) || hole < 1 || hole > p->n)
    return HOYITO_E_ARGUMENT;
  return hoyito__hole_index(p, player, hole);
}

int hoyito_hole_name(const hoyito_pos *p, int index, char buf[4]) {
  if (!p || !buf || index < 0 || index >= 2 * p->n) return HOYITO_E_ARGUMENT;
  int number = index % p->n + 1;
  buf[0] = index < p->n ? 'S' : 'N';
  if (number >= 10) {
    buf[1] = '1';
    buf[2] = (char)('0' + number - 10);
    buf[3] = '\0';
  } else {
    buf[1] = (char)('0' + number);
    buf[2] = '\0';
  }
  return HOYITO_OK;
}

int hoyito_result(const hoyito_pos *p) {
  if (p->turn != HOYITO_OVER) return HOYITO_NONE;
  if (p->captured[0] > p->captured[1]) return HOYITO_SOUTH;
  if (p->captured[1] > p->captured[0]) return HOYITO_NORTH;
  return HOYITO_DRAW;
}

/* The next open hole after i in the sowing direction (R3, R5, R17). */
static inline int next_open(const hoyito_pos *q, int i, int step) {
  int two_n = 2 * q->n;
  do {
    i += step;
    if (i < 0) i += two_n;
    else if (i >= two_n) i -= two_n;
  } while (q->closed >> i & 1u);
  return i;
}

static void end_game(hoyito_pos *q, int reason, hoyito_events *ev) {
  q->turn = HOYITO_OVER;
  q->quiet = 0;
  hoyito_event *e = hoyito__emit(ev, HOYITO_EV_GAME_END, 0, 0, hoyito_result(q), reason);
  if (e) {
    e->score[0] = q->captured[0];
    e->score[1] = q->captured[1];
  }
}

void hoyito_end_by_sweep(hoyito_pos *q, int reason, hoyito_events *ev) {
  for (int i = 0; i < 2 * q->n; i++) {
    if (!q->seeds[i]) continue;
    int owner = i < q->n ? HOYITO_SOUTH : HOYITO_NORTH;
    hoyito__emit(ev, HOYITO_EV_COLLECT, i, q->seeds[i], owner, reason);
    q->captured[owner] = (uint16_t)(q->captured[owner] + q->seeds[i]);
    q->seeds[i] = 0;
  }
  end_game(q, reason, ev);
}

/*
 * R13: a capture left `remaining` (0 or 4) seeds, counting `hand`. The four go
 * to the capturer, or in a late Hoyito III round to the previous winner.
 */
static void end_by_last_four(hoyito_pos *q, const hoyito_rules *r, int capturer, int hand,
                             int remaining, hoyito_events *ev) {
  if (remaining == 0) {
    end_game(q, HOYITO_END_EMPTY, ev);
    return;
  }
  int to = capturer;
  if (r->last_four_to_prev_from_round && q->round >= r->last_four_to_prev_from_round &&
      (q->prev == HOYITO_SOUTH || q->prev == HOYITO_NORTH))
    to = q->prev;
  hoyito__emit(ev, HOYITO_EV_LAST_FOUR, 0, remaining, to, HOYITO_END_LAST_FOUR);
  if (hand) hoyito__emit(ev, HOYITO_EV_COLLECT, HOYITO_HAND, hand, to, HOYITO_END_LAST_FOUR);
  for (int i = 0; i < 2 * q->n; i++) {
    if (!q->seeds[i]) continue;
    hoyito__emit(ev, HOYITO_EV_COLLECT, i, q->seeds[i], to, HOYITO_END_LAST_FOUR);
    q->seeds[i] = 0;
  }
  q->captured[to] = (uint16_t)(q->captured[to] + remaining);
  end_game(q, HOYITO_END_LAST_FOUR, ev);
}

static inline void capture(hoyito_pos *q, int hole, int mover, hoyito_events *ev) {
  hoyito__emit(ev, HOYITO_EV_CAPTURE, hole, q->seeds[hole], mover, 0);
  q->captured[mover] = (uint16_t)(q->captured[mover] + q->seeds[hole]);
  q->seeds[hole] = 0;
}

enum { SOW_DONE, SOW_ENDED, SOW_ENDLESS, SOW_RESULT = 3, SOW_CAPTURE = 4 };

/* sow() is written once and compiled twice, with and without events (below). */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))
#else
#define ALWAYS_INLINE inline
#define NOINLINE
#endif

/*
 * Sows the move that starts at board index `origin` on *q, with its relays
 * and captures (R4..R13). Returns SOW_DONE, SOW_ENDED (R13 finished the
 * game) or SOW_ENDLESS (R7), plus SOW_CAPTURE times the casas taken: a
 * count returned, not written through a pointer, stays out of memory (in
 * wasm, out of the stack in linear memory).
 *
 * R7 is a cap: a sowing that would pick up a 1,001st time is endless. No
 * cycle check on top: endless moves are rare, and a cycle check saves at
 * most HOYITO_MAX_PICKUPS laps on each while costing a compare on every
 * relay of every finite move.
 */
static ALWAYS_INLINE int sow(hoyito_pos *q, const hoyito_rules *r, int origin, hoyito_events *ev) {
  /* Fields read in the loops, copied to locals: every store to a seed (a
   * byte, which may alias anything) would otherwise reload them. */
  const int mover = q->turn;
  const int step = q->clockwise ? -1 : 1;
  const int two_n = 2 * q->n;
  const uint32_t closed = q->closed;
  const int every_drop = r->capture_every_drop;
  int hole = origin;
  int relay = 0;
  int pickups = 0;
  int captures = 0; /* in SOW_CAPTURE units */

  for (;;) {
    if (++pickups > HOYITO_MAX_PICKUPS) return SOW_ENDLESS; /* R7 */
    int hand = q->seeds[hole];
    q->seeds[hole] = 0;
    hoyito__emit(ev, HOYITO_EV_PICKUP, hole, hand, mover, relay);
    int at = hole;
    while (hand > 0) {
      do {
        at += step;
        if (at < 0) at += two_n;
        else if (at >= two_n) at -= two_n;
      } while (closed >> at & 1u);
      q->seeds[at]++;
      hand--;
      hoyito__emit(ev, HOYITO_EV_DROP, at, 1, mover, 0);
      if (every_drop && q->seeds[at] == 4) { /* R9 */
        capture(q, at, mover, ev);
        captures += SOW_CAPTURE;
        int remaining = hoyito_board_total(q) + hand; /* counted here: captures are rare */
        if (remaining <= 4) {
          end_by_last_four(q, r, mover, hand, remaining, ev);
          return SOW_ENDED + captures;
        }
        if (hand == 0) return SOW_DONE + captures; /* R9: the last seed made the four */
      }
    }

    if (r->capture_last_drop && q->seeds[at] == 4) { /* R10, R11 */
      int h = at;
      do {
        capture(q, h, mover, ev);
        captures += SOW_CAPTURE;
        int remaining = hoyito_board_total(q);
        if (remaining <= 4) {
          end_by_last_four(q, r, mover, 0, remaining, ev);
          return SOW_ENDED + captures;
        }
        h = next_open(q, h, -step);
      } while (r->capture_run_back && q->seeds[h] == 4);
      return SOW_DONE + captures;
    }
    if (q->seeds[at] == 1) return SOW_DONE + captures; /* R6: landed in an empty hole */
    hole = at;                                         /* R6: relay */
    relay = 1;
  }
}

/* sow() without events, as the search always asks: a copy with no event code
 * at all is smaller and faster, in wasm above all (tools/bench/bench-wasm.mjs). */
static NOINLINE int sow_silent(hoyito_pos *q, const hoyito_rules *r, int origin) {
  return sow(q, r, origin, NULL);
}

static NOINLINE int sow_events(hoyito_pos *q, const hoyito_rules *r, int origin,
                               hoyito_events *ev) {
  return sow(q, r, origin, ev);
}

/* 0 if `move` may be tried by the player to move, else the error code. */
static int check_move(const hoyito_pos *p, int move) {
  if (p->turn > HOYITO_NORTH) return HOYITO_E_GAME_OVER;
  if (move < 1 || move > p->n) return HOYITO_E_MOVE_RANGE;
  int i = hoyito__hole_index(p, p->turn, move);
  if (p->closed >> i & 1u) return HOYITO_E_MOVE_CLOSED;
  if (!p->seeds[i]) return HOYITO_E_MOVE_EMPTY;
  return HOYITO_OK;
}

/*
 * Where the last seed of a move from board index i with k seeds lands, if
 * that is decided by the board before the move; -1 when the sowing goes
 * round (k >= open holes) and may pass the same hole twice.
 */
static inline int first_lap_end(const hoyito_pos *p, int i, int k, int open) {
  if (k >= open) return -1;
  const int two_n = 2 * p->n;
  if (!p->closed) { /* every hole open: the k-th hole on */
    int at = p->clockwise ? i - k : i + k;
    return at < 0 ? at + two_n : at >= two_n ? at - two_n : at;
  }
  int at = i;
  for (int d = 0; d < k; d++) at = next_open(p, at, p->clockwise ? -1 : 1);
  return at;
}

/* hoyito__has_move's sowing of each move in a scratch copy: a function of its
 * own, so that the copy's stack (in linear memory in wasm) is set up only
 * when the quick check below leaves the question open. */
static NOINLINE int has_move_by_sowing(const hoyito_pos *p, int player) {
  const hoyito_rules *r = hoyito__rules(p->variant);
  hoyito_pos q;
  for (int move = 1; move <= p->n; move++) {
    int i = hoyito__hole_index(p, player, move);
    if (!p->seeds[i] || (p->closed >> i & 1u)) continue;
    q = *p;
    q.turn = (uint8_t)player;
    if (sow_silent(&q, r, i) != SOW_ENDLESS) return 1;
  }
  return 0;
}

int hoyito__has_move(const hoyito_pos *p, int player) {
  int open = 2 * p->n;
  for (uint32_t c = p->closed; c; c &= c - 1) open--;
  /* First the moves decided without sowing: fewer seeds than open holes
   * drop one a hole and never reach the origin, so the last lands on the
   * count that hole had before. On an empty hole the move ends (R6); on a 3
   * it makes a casa and ends (R9 with the last seed, R10/R11). Either way
   * it is finite (R7). Most calls end here, saving most of this function's
   * share of the search (it runs after every move, for the player next). */
  for (int move = 1; move <= p->n; move++) {
    int i = hoyito__hole_index(p, player, move);
    if (!p->seeds[i] || (p->closed >> i & 1u)) continue;
    int at = first_lap_end(p, i, p->seeds[i], open);
    if (at >= 0 && (p->seeds[at] == 0 || p->seeds[at] == 3)) return 1;
  }
  return has_move_by_sowing(p, player);
}

void hoyito__settle(hoyito_pos *q, int player, hoyito_events *ev) {
  for (int tries = 0; tries < 2; tries++, player = 1 - player) {
    if (hoyito__has_move(q, player)) {
      q->turn = (uint8_t)player;
      return;
    }
    hoyito__emit(ev, HOYITO_EV_PASS, 0, 0, player, 0);
  }
  hoyito_end_by_sweep(q, HOYITO_END_NO_MOVES, ev);
}

/*
 * The rules after the sowing (R8, R10, R11, R15 b/c) on *q, which the
 * checked move from board index `origin` is played on in place. Returns 0,
 * or HOYITO_E_MOVE_ENDLESS with *q half sown.
 */
static ALWAYS_INLINE int play_on(hoyito_pos *q, const hoyito_rules *r, int origin,
                                 hoyito_events *ev, int inline_sow) {
  const int mover = q->turn;
  int sown = ev           ? sow_events(q, r, origin, ev)
             : inline_sow ? sow(q, r, origin, NULL)
                          : sow_silent(q, r, origin);
  int result = sown & SOW_RESULT, captures = sown / SOW_CAPTURE;
  if (result == SOW_ENDLESS) return HOYITO_E_MOVE_ENDLESS;
  if (result == SOW_DONE) {
    q->quiet = captures ? 0 : (uint16_t)(q->quiet + 1);
    if (q->quiet >= q->limit) { /* R15(b) */
      hoyito_end_by_sweep(q, HOYITO_END_LIMIT, ev);
    } else if (captures && r->extra_turn && hoyito__has_move(q, mover)) {
      hoyito__emit(ev, HOYITO_EV_EXTRA_TURN, 0, 0, mover, 0); /* R10, R11 */
      q->turn = (uint8_t)mover;
    } else {
      const int next = captures && r->extra_turn ? mover : 1 - mover;
      /* The search's moves take the usual outcome here, without a call. */
      if (inline_sow && hoyito__has_move(q, next)) q->turn = (uint8_t)next;
      else hoyito__settle(q, next, ev);
    }
  }
  return HOYITO_OK;
}

int hoyito_play(const hoyito_pos *p, int move, hoyito_pos *out, hoyito_events *ev) {
  int rc = check_move(p, move);
  if (rc) return rc;
  hoyito_pos q = *p;
  if (ev) ev->count = 0;
  rc = play_on(&q, hoyito__rules(p->variant), hoyito__hole_index(p, p->turn, move), ev, 0);
  if (rc) return rc;
  *out = q;
  return HOYITO_OK;
}

int hoyito__play_into(const hoyito_pos *p, int move, hoyito_pos *out) {
  int rc = check_move(p, move);
  if (rc) return rc;
  *out = *p;
  return play_on(out, hoyito__rules(p->variant), hoyito__hole_index(p, p->turn, move), NULL, 1);
}

int hoyito_legal_moves(const hoyito_pos *p, int moves[HOYITO_MAX_N]) {
  if (p->turn > HOYITO_NORTH) return 0;
  const hoyito_rules *r = hoyito__rules(p->variant);
  int count = 0;
  hoyito_pos q;
  for (int move = 1; move <= p->n; move++) {
    if (check_move(p, move)) continue;
    q = *p;
    if (sow_silent(&q, r, hoyito__hole_index(p, p->turn, move)) != SOW_ENDLESS)
      moves[count++] = move;
  }
  return count;
}
