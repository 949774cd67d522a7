/*
 * wasm_abi.h - the layout of what src/wasm/wasm_api.c writes for web/engine/engine.js to
 * read: the int32 arrays of a game's state and of a search result, as field
 * lists. wasm_api.c builds its enums from them and tools/build/gen-abi.c prints
 * them (with the event record's offsets, the error codes by name and the
 * limits) into web/engine/gen/abi.js at build time, so JS never copies a number.
 *
 * A field is X(NAME, jsName, count): `count` int32 slots from ST_NAME (or
 * AI_NAME). Adding a field here is all a new one needs on the C side.
 */
#ifndef HOYITO_WASM_ABI_H
#define HOYITO_WASM_ABI_H

#include "hoyito.h"
#include "hoyito_ai.h"

/* A game's settled position: hw_state() fills it in one call. TEXT and MOVES
 * are heap addresses (wasm32) of the position string (TEXT_LENGTH bytes) and
 * of the moves played (PLY bytes). */
/* clang-format off */
#define HW_STATE_FIELDS(X)                                                         \
  X(N, n, 1) X(VARIANT, variant, 1) X(CLOCKWISE, clockwise, 1) X(LIMIT, limit, 1)  \
  X(QUIET, quiet, 1) X(ROUND, round, 1) X(PREV, prev, 1) X(TURN, turn, 1)          \
  X(CAPTURED, captured, 2) X(ASIDE, aside, 2) X(CLOSED, closed, 1)                 \
  X(LEGAL, legal, 1) X(RESULT, result, 1) X(FIRST_MOVER, firstMover, 1)            \
  X(PLY, ply, 1) X(PLY_END, plyEnd, 1) X(MATCH_WINNER, matchWinner, 1)             \
  X(TEXT, text, 1) X(TEXT_LENGTH, textLength, 1) X(MOVES, moves, 1)                \
  X(SEEDS, seeds, HOYITO_MAX_HOLES)
/* clang-format on */

/* A search's result (hw_ai_search); the MOVE_* arrays are by hole - 1. */
/* clang-format off */
#define HW_AI_RESULT_FIELDS(X)                                                     \
  X(MOVE, move, 1) X(SCORE, score, 1) X(EXACT, exact, 1) X(OUTCOME, outcome, 1)    \
  X(SEEDS, seeds, 1) X(DEPTH, depth, 1) X(SELDEPTH, seldepth, 1)                   \
  X(NODES_LO, nodesLo, 1) X(NODES_HI, nodesHi, 1) X(US, us, 1)                     \
  X(PV_LENGTH, pvLength, 1) X(PV, pv, HOYITO_AI_MAX_PV)                            \
  X(MOVE_FLAGS, moveFlags, HOYITO_MAX_N) X(MOVE_SCORES, moveScores, HOYITO_MAX_N)  \
  X(MOVE_OUTCOMES, moveOutcomes, HOYITO_MAX_N) X(MOVE_SEEDS, moveSeeds, HOYITO_MAX_N)
/* clang-format on */

/* The endgame tables' answer for a position (hw_tables_probe): VALUE is the
 * tables' value (what the player to move captures from here on minus what
 * the opponent does, with best play: `hoyito solve`'s), MARGIN the game's
 * final capture difference for that player (VALUE plus the captures so
 * far: the search's `seeds` of a finished game), KEEP a bit (1 << hole) per
 * move that keeps VALUE. */
/* clang-format off */
#define HW_TABLES_RESULT_FIELDS(X) X(VALUE, value, 1) X(MARGIN, margin, 1) X(KEEP, keep, 1)
/* clang-format on */

/* The prover's answer (hw_prove, include/hoyito_prove.h) for a position:
 * LO..HI bounds its value for the player to move (equal: proven), DEPTH the
 * last depth completed, NODES the positions searched, BEST a move that
 * keeps LO (0: none known), and for each of the MOVE_COUNT legal moves in
 * hole order (MOVES) the bounds of its value, MOVE_LO..MOVE_HI. */
/* clang-format off */
#define HW_PROVE_RESULT_FIELDS(X)                                                  \
  X(LO, lo, 1) X(HI, hi, 1) X(DEPTH, depth, 1) X(NODES, nodes, 1) X(BEST, best, 1) \
  X(MOVE_COUNT, moveCount, 1) X(MOVES, moves, HOYITO_MAX_N)                        \
  X(MOVE_LO, moveLo, HOYITO_MAX_N) X(MOVE_HI, moveHi, HOYITO_MAX_N)
/* clang-format on */

#define HW_ENUM_STATE(NAME, js, count) ST_##NAME, ST_##NAME##_LAST = ST_##NAME + (count)-1,
#define HW_ENUM_AI(NAME, js, count) AI_##NAME, AI_##NAME##_LAST = AI_##NAME + (count)-1,
enum { HW_STATE_FIELDS(HW_ENUM_STATE) ST_SIZE };
enum { HW_AI_RESULT_FIELDS(HW_ENUM_AI) AI_SIZE };
#define HW_ENUM_TABLES(NAME, js, count) TB_##NAME, TB_##NAME##_LAST = TB_##NAME + (count)-1,
enum { HW_TABLES_RESULT_FIELDS(HW_ENUM_TABLES) TB_SIZE };
#define HW_ENUM_PROVE(NAME, js, count) PR_##NAME, PR_##NAME##_LAST = PR_##NAME + (count)-1,
enum { HW_PROVE_RESULT_FIELDS(HW_ENUM_PROVE) PR_SIZE };

/* The free-text tags of a game record (hoyito_record_info's fields), in the
 * order hw_record_tag numbers them. */
/* clang-format off */
#define HW_RECORD_TAGS(X) X(event) X(site) X(date) X(south) X(north)
/* clang-format on */

/* The comments' room of the session's record tree: what reading a game of
 * HOYITO_MAX_RECORD bytes needs (hoyito_record_read_tree), and what JS may
 * put there to write one. */
#define HW_RECORD_NOTES (2 * HOYITO_MAX_RECORD + 1)

/* Search table sizes the wasm surface takes: the default is the CLI's, the
 * cap every front end's (the table is one malloc in a browser tab). */
#define HW_DEFAULT_TT_BYTES (16 << 20)
#define HW_MAX_TT_BYTES (HOYITO_AI_TT_MAX_MB << 20)
/* The largest time and node limits a search may be given: 10 minutes,
 * and about as many nodes as the wasm search visits in that time. */
#define HW_MAX_SEARCH_MS 600000
#define HW_MAX_SEARCH_NODES 1000000000

/* The endgame tables the search build makes for itself (hw_tables_build):
 * every 2x6 position with at most 8 seeds on the board. Built in the
 * worker's memory, not fetched: at most hoyito_tables_image_bytes(8, limit)
 * + hoyito_tables_scratch_bytes(8) = 9.6 MB at the largest limit taken
 * (the default, 100), of which the stored layers keep 4.6-5.9 MB. */
#define HW_TABLES_SEEDS 8
#define HW_TABLES_MAX_LIMIT HOYITO_DEFAULT_LIMIT

/* The prover's bounds table (hw_prover_new): at most 64 MB (4 M positions),
 * and the node budget of one hw_prove. */
#define HW_MAX_PROVE_BYTES (64 << 20)
#define HW_MAX_PROVE_NODES 100000000

#endif /* HOYITO_WASM_ABI_H */
