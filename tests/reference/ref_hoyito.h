/*
 * ref_hoyito.h - the independent reference model (ref_hoyito.c) in-process,
 * for tests that ask it many questions (a process each would be too slow).
 * Positions go in and out as notation text: the model shares no code or
 * struct with the engine.
 */
#ifndef REF_HOYITO_H
#define REF_HOYITO_H

#include <stddef.h>

/* Legal moves of POS, ascending, space-separated, into out; or -1 with
 * "error: ..." in out when POS does not parse. */
int ref_moves(const char *pos, char *out, size_t size);

/* The position after MOVE in POS, into out; or -1 with "error: ..." when POS
 * does not parse or MOVE is not legal. */
int ref_play(const char *pos, int move, char *out, size_t size);

#endif
