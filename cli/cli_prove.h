/*
 * cli_prove.h - proving the value of a 2x6 position the endgame tables do
 * not cover (more seeds than they hold), with the tables at the leaves:
 * `hoyito solve POS --ms N` and its check `--plain D` (cli_tables.c).
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
 * is a leaf with its exact value. Every bound it proves is stored
 * (whatever the depth) and reused as a tighter horizon; deepening until
 * the two bounds meet gives the value, and a cut-off search still gives
 * the tightest bounds it proved.
 */
#ifndef HOYITO_CLI_PROVE_H
#define HOYITO_CLI_PROVE_H

#include <stddef.h>
#include <stdint.h>

#include "hoyito_tables.h"

typedef struct {
  int lo, hi;     /* proven: lo <= value <= hi (equal: the value) */
  int depth;      /* last depth whose bounds searches completed */
  uint64_t nodes; /* positions searched */
  double cpu_s;   /* CPU time taken */
  int best_move;  /* a move that keeps lo (0 when none is known) */
} cli_prove_result;

/*
 * Proves bounds on p's value (p must be 2x6, not over) with tables t (may
 * be NULL: only finished games then) at the leaves, deepening until the
 * bounds meet or cpu_s seconds of CPU time have passed. Uses tt_bytes of
 * memory for its table of proven bounds (16 bytes a position). Returns 0,
 * or -1 when that memory cannot be had.
 */
int cli_prove(const hoyito_pos *p, const hoyito_tables *t, double cpu_s, size_t tt_bytes,
              cli_prove_result *out);

/*
 * The check, written apart from cli_prove: a plain fail-hard alpha-beta,
 * no table, no stored bound, the same leaves (tables; -board or +board at
 * depth 0), to `depth` plies. Returns 1 if it proves value >= g (upper = 0)
 * or value <= g (upper = 1), else 0; counts its positions into *nodes.
 */
int cli_prove_plain(const hoyito_pos *p, const hoyito_tables *t, int depth, int g, int upper,
                    uint64_t *nodes);

#endif
