/* game.c - a game's history (undo, redo, R15a repetition) and match play (R16..R20). */
#include <string.h>

#include "internal.h"

void hoyito_game_init(hoyito_game *g, const hoyito_pos *start) {
  g->start = *start;
  g->pos = *start;
  g->first_mover = start->turn == HOYITO_NORTH ? HOYITO_NORTH : HOYITO_SOUTH;
  g->ply = 0;
  g->ply_end = 0;
}

static int same_place(const hoyito_pos *a, const hoyito_pos *b) {
  return a->turn == b->turn && memcmp(a->seeds, b->seeds, (size_t)(2 * a->n)) == 0;
}

/*
 * R15(a): does `next`, reached by the move after ply g->ply, occur for the
 * third time? Only positions since the last capture can equal it (captures
 * change the board for good); `quiet` says how many moves back that was.
 */
static int third_time(const hoyito_game *g, const hoyito_pos *next) {
  int from = g->ply + 1 - next->quiet;
  if (from < 0) from = 0;
  hoyito_pos p = g->start;
  for (int i = 0; i < from; i++) hoyito_play(&p, g->moves[i], &p, NULL);
  int seen = 1; /* next itself */
  for (int i = from; i <= g->ply; i++) {
    if (same_place(&p, next) && ++seen == 3) return 1;
    if (i < g->ply) hoyito_play(&p, g->moves[i], &p, NULL);
  }
  return 0;
}

/* Plays the move after ply g->ply and records it; redo moves are kept only if it is theirs. */
static int advance(hoyito_game *g, int move, hoyito_events *ev) {
  if (g->ply >= HOYITO_MAX_PLIES) return HOYITO_E_HISTORY_FULL;
  hoyito_pos next;
  int rc = hoyito_play(&g->pos, move, &next, ev);
  if (rc) return rc;
  if (next.turn != HOYITO_OVER && next.quiet >= 2 && third_time(g, &next))
    hoyito_end_by_sweep(&next, HOYITO_END_REPETITION, ev);
  g->moves[g->ply++] = (uint8_t)move;
  g->pos = next;
  return HOYITO_OK;
}

int hoyito_game_play(hoyito_game *g, int move, hoyito_events *ev) {
  int rc = advance(g, move, ev);
  if (rc == HOYITO_OK) g->ply_end = g->ply;
  return rc;
}

int hoyito_game_redo(hoyito_game *g, hoyito_events *ev) {
  if (g->ply >= g->ply_end) return HOYITO_E_NO_REDO;
  return advance(g, g->moves[g->ply], ev);
}

int hoyito_game_undo(hoyito_game *g) {
  if (g->ply == 0) return HOYITO_E_NO_UNDO;
  int target = g->ply - 1, keep = g->ply_end;
  hoyito_pos start = g->start;
  hoyito_game_init(g, &start);
  g->ply_end = keep;
  while (g->ply < target) advance(g, g->moves[g->ply], NULL);
  return HOYITO_OK;
}

int hoyito_match_winner(const hoyito_pos *over) {
  if (over->turn != HOYITO_OVER) return HOYITO_NONE;
  for (int player = 0; player < 2; player++)
    if (over->captured[player] + over->aside[player] < 4) return 1 - player; /* R19 */
  return HOYITO_NONE;
}

int hoyito_next_game(const hoyito_pos *over, int first_mover, hoyito_pos *out, int *match_winner) {
  if (over->turn != HOYITO_OVER) return HOYITO_E_NOT_OVER;
  int winner = hoyito_match_winner(over);
  if (match_winner) *match_winner = winner;
  if (winner != HOYITO_NONE) return HOYITO_E_MATCH_OVER;
  int result = hoyito_result(over);
  if (result == HOYITO_DRAW && first_mover != HOYITO_SOUTH && first_mover != HOYITO_NORTH)
    return HOYITO_E_ARGUMENT;
  if (over->round >= HOYITO_MAX_ROUND) return HOYITO_E_ARGUMENT;

  hoyito_pos q = *over;
  memset(q.seeds, 0, sizeof q.seeds);
  q.closed = 0;
  for (int player = 0; player < 2; player++) {
    /* R16: four to a hole from hole 1 up; the rest is set aside. R17: the
     * holes left unfilled are closed for this game. */
    int have = over->captured[player] + over->aside[player];
    int filled = have / 4 < q.n ? have / 4 : q.n;
    for (int hole = 1; hole <= q.n; hole++) {
      int i = hoyito__hole_index(&q, player, hole);
      if (hole <= filled) q.seeds[i] = 4;
      else q.closed |= 1u << i;
    }
    q.aside[player] = (uint16_t)(have - 4 * filled);
    q.captured[player] = 0;
  }
  q.quiet = 0;
  q.round = (uint16_t)(over->round + 1);
  q.prev = (uint8_t)result; /* R20 */
  /* R18: the winner starts; after a draw, whoever moved second. */
  hoyito__settle(&q, result == HOYITO_DRAW ? 1 - first_mover : result, NULL);
  *out = q;
  return HOYITO_OK;
}

int hoyito_game_next(hoyito_game *g, int *match_winner) {
  hoyito_pos next;
  int rc = hoyito_next_game(&g->pos, g->first_mover, &next, match_winner);
  if (rc) return rc;
  hoyito_game_init(g, &next);
  return HOYITO_OK;
}
