/*
 * hoyito_prove.h - proving the value of a 2x6 position past the endgame
 * tables (src/prove.c), with the tables at the leaves.
 *
 * Like hoyito.h, this header is the documentation.
 *
 * What is proven: the value as the tables define it (hoyito_tables.h): the
 * seeds the player to move will capture minus the opponent's, from here
 * on, with best play, in the game WITHOUT R15 a (third repetition), which
 * ends only by R13, R15 b and R15 c. Without R15 a a position's future is
 * its board, its player to move and its no-capture count alone, so one
 * proven bound serves every path to it.
 *
 * How: a depth-limited alpha-beta whose horizon is valued by what the board
 * guarantees: at worst every seed left goes to the opponent (-board), at
 * best all to the mover (+board). Searched once with the pessimistic
 * horizon it proves lower bounds, once with the optimistic one upper
 * bounds; the mode flips with the player to move, so a lower bound of a
 * node rests on upper bounds of the opponent's replies. A table position
 * is a leaf with its exact value. Every bound it proves is stored in the
 * caller's bounds table (whatever the depth) and reused as a tighter
 * horizon; deepening until the two bounds meet gives the value, and a
 * search cut off by its node budget still gives the tightest bounds it
 * proved.
 *
 * Memory is the caller's (no malloc, no I/O, no clock): the bounds table is
 * any buffer of at least HOYITO_PROVE_MIN_BYTES, HOYITO_PROVE_ENTRY_BYTES a
 * position (a power of two of entries is used). Deterministic: the same
 * position, tables, limits and table contents give the same result.
 */
#ifndef HOYITO_PROVE_H
#define HOYITO_PROVE_H

#include <stddef.h>
#include <stdint.h>

#include "hoyito.h"
#include "hoyito_tables.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HOYITO_PROVE_ENTRY_BYTES 16 /* a position of the bounds table */
#define HOYITO_PROVE_MIN_BYTES 4096 /* the smallest bounds table taken */
#define HOYITO_PROVE_POLL 65536     /* nodes between calls of limits.stop */

typedef struct {
  uint64_t nodes; /* node budget, at least 1: at most this many positions are searched */
  int all_moves;  /* nonzero: every legal move's value too (out->moves) */
  /* Nonzero: the bounds table holds only zero bytes or what earlier calls
   * wrote, and is kept (a bound is stored with the position's game and the
   * tables' size, so it serves only the same ones); 0: it is cleared first. */
  int keep_bounds;
  /* Optional (NULL: none): called before the first node and then every
   * HOYITO_PROVE_POLL nodes; nonzero stops the search as the node budget
   * would (a time limit, say). */
  int (*stop)(void *user);
  void *stop_user;
} hoyito_prove_limits;

typedef struct {
  int lo, hi;     /* proven for the player to move: lo <= value <= hi (equal: the value) */
  int depth;      /* the last depth whose bound searches completed */
  uint64_t nodes; /* positions searched, at most limits.nodes */
  int best_move;  /* a move (1..6) that keeps lo; 0 when not known */
  /* With limits.all_moves: the legal moves in hole order, and the proven
   * bounds of each one's value for the player to move (its captures, plus
   * or minus the value after it); equal bounds: that move's value. What
   * the position's own proof leaves of the budget is shared among the
   * moves in turn (each an equal part of what is left). When
   * the position's value is proven, the moves that keep it are those whose
   * move_lo equals it. */
  int move_count;
  int moves[HOYITO_TABLES_N];
  int move_lo[HOYITO_TABLES_N], move_hi[HOYITO_TABLES_N];
} hoyito_prove_result;

/*
 * Proves bounds on p's value with tables t at the leaves (NULL: only
 * finished games are leaves; else tables of p's variant and limit), within
 * limits, using bounds (bounds_bytes) as its table of proven bounds. Fills
 * *out and returns 0 whether or not the value was reached (out->lo <
 * out->hi: the budget ran out first). Errors, *out untouched:
 * HOYITO_E_ARGUMENT (p, limits, bounds or out NULL), HOYITO_E_GAME_OVER,
 * HOYITO_E_PROVE_BOARD (p not on the 2x6 board), HOYITO_E_PROVE_TABLES (t
 * of another variant or limit than p), HOYITO_E_PROVE_BOUNDS (bounds_bytes
 * under HOYITO_PROVE_MIN_BYTES), HOYITO_E_PROVE_BUDGET (limits->nodes 0).
 */
HOYITO_API int hoyito_prove(const hoyito_pos *p, const hoyito_tables *t,
                            const hoyito_prove_limits *limits, void *bounds, size_t bounds_bytes,
                            hoyito_prove_result *out);

#ifdef __cplusplus
}
#endif

#endif /* HOYITO_PROVE_H */
