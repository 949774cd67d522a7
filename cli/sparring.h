/*
 * sparring.h - the sparring partner: a plain, textbook alpha-beta player
 * (`hoyito match` opponent "aMS"), the fixed reference every strength
 * figure of the computer opponent is measured against.
 *
 * On purpose it shares nothing with src/search.c but the rules
 * (hoyito_play): negamax with alpha-beta, iterative deepening, a
 * transposition table (the table move searched first, other moves in hole
 * order), and an evaluation that counts captured seeds only. Nothing is
 * tuned; no proven bounds, no history heuristic, no repetition (R15 a)
 * inside the search. It thinks until its time is up (a single legal move
 * excepted) and plays the best move of the last completed iteration. Keep it this plain: if it grows
 * cleverer, every figure measured against it loses its meaning.
 */
#ifndef HOYITO_SPARRING_H
#define HOYITO_SPARRING_H

#include <stddef.h>
#include <stdint.h>

#include "hoyito.h"

typedef struct {
  uint64_t key;
  int32_t score;
  uint8_t depth, move, bound, pad;
} sparring_entry;

typedef struct {
  /* set by the caller */
  double (*clock_ms)(void *user); /* required: the time limit reads it */
  void *clock_user;
  /* private */
  sparring_entry *tt; /* in the caller's memory */
  size_t tt_count;
  uint64_t zobrist[HOYITO_MAX_HOLES][8 * HOYITO_MAX_N + 1];
  double deadline;
  uint64_t nodes;
  int aborted;
} sparring;

/* Prepares *s with a table in tt_memory (tt_bytes; NULL/0: none), emptied. */
void sparring_init(sparring *s, void *tt_memory, size_t tt_bytes);

/* Empties the table (a new game). */
void sparring_clear(sparring *s);

/*
 * The move for p's player to move after thinking `ms` milliseconds of
 * s->clock_ms. Writes the depth of the last completed iteration and the
 * nodes searched. p must not be over.
 */
int sparring_choose(sparring *s, const hoyito_pos *p, double ms, int *depth, uint64_t *nodes);

#endif
