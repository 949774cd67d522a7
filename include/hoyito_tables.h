/*
 * hoyito_tables.h - endgame tables for the 2x6 board: the exact value of
 * every position with at most K seeds on the board (K = 4, 8, 12 or 16), built
 * by a backward pass over the no-capture count (src/tables.c).
 *
 * Like hoyito.h, this header is the documentation.
 *
 * What a value is: the seeds the player to move will capture minus the
 * seeds the opponent will capture, from this position to the end of the
 * game, with best play by both (only seeds still on the board count; the
 * captures so far are not in it). Range -K..K.
 *
 * What "exact" means here: exact for the game played from the position by
 * every rule of RULES.md EXCEPT R15 a (third repetition), which needs the
 * game's history: the game ends only by R13 (the last four), R15 b (`limit`
 * moves without a capture) and R15 c (no legal move for either side). A
 * game that would end earlier by a third repetition can have another
 * value; the tables do not claim it. The search (hoyito_ai.h) therefore
 * uses a table value as its estimate at the horizon, never as a proof.
 *
 * Covered: Hoyito I, II, III on 2x6 (n = 6), no closed hole, the limit the
 * tables were built for (default 100), at most K seeds on the board, both
 * sowing directions (dir=cw is the mirror image of ccw, hole j <-> 7 - j),
 * any captures, aside, round and prev; except Hoyito III with round >= 3
 * and a previous winner (R13/R20: the last four go to that winner, not the
 * capturer), which is refused.
 *
 * Why it is a plain backward pass: within a seed count a move either
 * captures (fewer seeds, no-capture count back to 0: an earlier, smaller
 * table) or raises the no-capture count by one. So the positions with s
 * seeds form layers by that count, and layer q is computed from layer q + 1
 * alone, from the limit down; there is no cycle to resolve. Every layer is
 * the same function of the one above, so once a layer equals the one above
 * for every board, all lower layers equal it too: only the layers from the
 * limit down to the first repeated one are stored.
 *
 * Memory is the caller's (no malloc, no I/O): the build writes a
 * self-checking image (header + values + checksum) into a caller buffer;
 * that image is also the file format, and hoyito_tables_open() checks one
 * read back before any probe uses it (hoyito_tables_open_header() checks
 * all but the checksum, for a file verified before).
 *
 * Image format, version 2 (little-endian; 64-byte header):
 *   0  "HOYITOTB"          8  u32 format version (2)
 *   12 u8 variant          13 u8 n (6)     14 u8 K     15 u8 0
 *   16 u16 limit           18 u16 first stored layer for 4, 8, 12, 16
 *                                  seeds (0 past K)        26..31 zero
 *   32 u64 payload bytes   40 u64 checksum (FNV-1a 64 over bytes 0..39
 *                                  and the payload)     48..63 zero
 *   payload: for s = 4, 8, .. K: layers q = limit - 1 down to the first
 *   stored one, each one signed byte per board (boards of s seeds in 12
 *   holes, the mover's row first, ranked in lexicographic order); -128
 *   marks a board whose mover has no legal move (not a position).
 * Version 1 (room for 4, 8 and 12 seeds only, checksum at 32) is refused
 * with HOYITO_E_TABLES_VERSION: such a file is rebuilt, in seconds.
 */
#ifndef HOYITO_TABLES_H
#define HOYITO_TABLES_H

#include <stddef.h>
#include <stdint.h>

#include "hoyito.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HOYITO_TABLES_VERSION 2
#define HOYITO_TABLES_N 6          /* the board the tables cover: 2x6 */
#define HOYITO_TABLES_MAX_SEEDS 16 /* K = 4, 8, 12 or 16 */
#define HOYITO_TABLES_HEADER 64    /* bytes before the values */

/* An opened image: points into the caller's bytes, which must stay alive. */
typedef struct {
  const uint8_t *image;
  size_t bytes;
  int variant, n, max_seeds, limit;
  int first_layer[HOYITO_TABLES_MAX_SEEDS / 4]; /* by s / 4 - 1 */
  uint32_t boards[HOYITO_TABLES_MAX_SEEDS / 4]; /* boards of s seeds */
  size_t offset[HOYITO_TABLES_MAX_SEEDS / 4];   /* of layer limit - 1, in image */
} hoyito_tables;

/* *out: the boards of `seeds` seeds (0..HOYITO_TABLES_MAX_SEEDS) in the 12
 * holes, C(seeds + 11, 11). 0, or HOYITO_E_ARGUMENT for another count or a
 * NULL out (*out untouched). */
HOYITO_API int hoyito_tables_boards(int seeds, uint32_t *out);

/* *out: the most bytes an image of K seeds (4, 8, 12 or 16) and that limit
 * (1..HOYITO_MAX_LIMIT) can take (every layer stored): 64 + limit *
 * (boards(4) + .. + boards(K)). K = 8, limit 100: 7.7 MB; K = 12: 143 MB;
 * K = 16: 1.45 GB. 0, or HOYITO_E_ARGUMENT for another K or limit or a
 * NULL out (*out untouched). */
HOYITO_API int hoyito_tables_image_bytes(int max_seeds, int limit, size_t *out);

/* *out: the build's scratch for K seeds, 25 bytes a board of K seeds (34 MB
 * at K = 12, 326 MB at K = 16). 0, or HOYITO_E_ARGUMENT for another K or a
 * NULL out (*out untouched). */
HOYITO_API int hoyito_tables_scratch_bytes(int max_seeds, size_t *out);

/*
 * Builds the tables of `variant` up to K = max_seeds seeds for no-capture
 * limit `limit` (1..HOYITO_MAX_LIMIT) into image (image_bytes, at least
 * hoyito_tables_image_bytes), using scratch (at least
 * hoyito_tables_scratch_bytes). Every move is hoyito_play()'s. Sets *used
 * to the image's length (what a file holds). Cost: 2 hoyito_play() calls
 * per move of each board, then limit passes of 6 reads per board.
 */
HOYITO_API int hoyito_tables_build(int variant, int max_seeds, int limit, void *image,
                                   size_t image_bytes, void *scratch, size_t scratch_bytes,
                                   size_t *used);

/* Checks an image (magic, version, header, size, checksum) and fills *out.
 * Returns 0, HOYITO_E_ARGUMENT (NULL) or a HOYITO_E_TABLES_* code (hoyito.h);
 * *out untouched on error. */
HOYITO_API int hoyito_tables_open(const void *image, size_t bytes, hoyito_tables *out);

/* hoyito_tables_open() but for the checksum: the header and the size only,
 * in constant time, for an image whose checksum was checked before (a file
 * verified when written and by `hoyito tables verify`, then mapped on each
 * use). A changed value byte goes unseen: its probes answer wrong. */
HOYITO_API int hoyito_tables_open_header(const void *image, size_t bytes, hoyito_tables *out);

/* NULL when the tables cover *p, else a sentence saying why not. */
HOYITO_API const char *hoyito_tables_refusal(const hoyito_tables *t, const hoyito_pos *p);

/* The value of *p for its player to move (see top), into *value. Returns 0
 * or HOYITO_E_TABLES_NOT_COVERED (hoyito_tables_refusal says why). */
HOYITO_API int hoyito_tables_probe(const hoyito_tables *t, const hoyito_pos *p, int *value);

#ifdef __cplusplus
}
#endif

#endif /* HOYITO_TABLES_H */
