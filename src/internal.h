/* internal.h - helpers shared by the engine's files, and what only the
 * tests call; not part of the API: libhoyito.so does not export them. */
#ifndef HOYITO_INTERNAL_H
#define HOYITO_INTERNAL_H

#include "hoyito.h"

/*
 * Gives the turn to `player` if they have a legal move, else passes (R8) to
 * the other, else ends the game by R15(c). Reports PASS / GAME_END events.
 */
void hoyito__settle(hoyito_pos *q, int player, hoyito_events *ev);

/* hoyito_play() without events into *out, which must not be p: the search's
 * moves, sown in place instead of in a copy. On error *out is scrap. */
int hoyito__play_into(const hoyito_pos *p, int move, hoyito_pos *out);

/* 1 when `player` has at least one legal (finite, R7) move in *p. */
int hoyito__has_move(const hoyito_pos *p, int player);

/* Appends an event (counted even past capacity); the slot written, or NULL. */
hoyito_event *hoyito__emit(hoyito_events *ev, int type, int hole, int count, int player, int aux);

/* The rules row of a variant, NULL for an unknown one: the engine's own
 * lookup (hoyito_rules_of is the API's, with its error code). */
const hoyito_rules *hoyito__rules(int variant);

/* Board index of `player`'s hole 1..n, unchecked: the move generator's
 * (hoyito_hole_index is the API's, which checks its arguments). */
static inline int hoyito__hole_index(const hoyito_pos *p, int player, int hole) {
  return (player == HOYITO_NORTH ? p->n : 0) + hole - 1;
}

/* 0 when the row is self-consistent, else HOYITO_E_ARGUMENT (the tests run
 * it over the variant table). */
int hoyito__rules_check(const hoyito_rules *rules);

#endif
