/*
 * wasm_api.c - the engine's WebAssembly surface: a handful of int/pointer
 * functions over hoyito.h, exported by name (web/exports.json). web/engine.js
 * is the only caller; it reads results out of the per-game buffers below.
 *
 * A session (hw_session) owns one game plus the buffers its answers are
 * written into, so nothing here is global and JS never guesses at sizes.
 */
#include <stdlib.h>
#include <string.h>

#include "hoyito.h"

/* Layout of hw_session.state, mirrored by STATE in web/engine.js. */
enum {
  ST_N, ST_VARIANT, ST_CLOCKWISE, ST_LIMIT, ST_QUIET, ST_ROUND, ST_PREV, ST_TURN,
  ST_CAPTURED_S, ST_CAPTURED_N, ST_ASIDE_S, ST_ASIDE_N, ST_CLOSED, ST_LEGAL,
  ST_RESULT, ST_FIRST_MOVER, ST_PLY, ST_PLY_END, ST_MATCH_WINNER, ST_SEEDS,
  ST_SIZE = ST_SEEDS + HOYITO_MAX_HOLES
};

typedef struct {
  hoyito_game game;
  hoyito_error error;                   /* detail of the last failed load */
  char text[HOYITO_MAX_POS_TEXT];       /* last position string written */
  int32_t state[ST_SIZE];
  uint8_t movers[HOYITO_MAX_PLIES];     /* who played each recorded move */
  hoyito_events events;                 /* last move's events (heap, grows) */
} hw_session;

hw_session *hw_new(void) {
  hw_session *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->events.capacity = 1024;
  s->events.events = malloc(sizeof(hoyito_event) * (size_t)s->events.capacity);
  if (!s->events.events) {
    free(s);
    return NULL;
  }
  hoyito_options o = { HOYITO_I, 6, 0, 0 };
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(&s->game, &start);
  return s;
}

void hw_delete(hw_session *s) {
  if (!s) return;
  free(s->events.events);
  free(s);
}

int hw_event_size(void) { return (int)sizeof(hoyito_event); }
const char *hw_strerror(int code) { return hoyito_strerror(code); }
const char *hw_error_message(hw_session *s) { return s->error.message; }
const hoyito_event *hw_events(hw_session *s) { return s->events.events; }
const uint8_t *hw_moves(hw_session *s) { return s->game.moves; }

/* Starts a new game from options; the session keeps its game on error. */
int hw_start(hw_session *s, int variant, int n, int clockwise, int limit) {
  hoyito_options o = { variant, n, clockwise, limit };
  hoyito_pos start;
  int rc = hoyito_start(&o, &start);
  if (rc == HOYITO_OK) hoyito_game_init(&s->game, &start);
  return rc;
}

/* Starts a game at a position string; on error the game is untouched. */
int hw_load(hw_session *s, const char *text) {
  hoyito_pos p;
  int rc = hoyito_parse(text, &p, &s->error);
  if (rc == HOYITO_OK) hoyito_game_init(&s->game, &p);
  return rc;
}

/* Checks a position string without touching the game. */
int hw_validate(hw_session *s, const char *text) {
  hoyito_pos p;
  return hoyito_parse(text, &p, &s->error);
}

const char *hw_position(hw_session *s) {
  hoyito_format(&s->game.pos, s->text, sizeof s->text);
  return s->text;
}

const int32_t *hw_state(hw_session *s) {
  const hoyito_pos *p = &s->game.pos;
  int32_t *st = s->state;
  int moves[HOYITO_MAX_N];
  int count = hoyito_legal_moves(p, moves);
  int32_t legal = 0;
  for (int i = 0; i < count; i++) legal |= 1 << moves[i];
  st[ST_N] = p->n;
  st[ST_VARIANT] = p->variant;
  st[ST_CLOCKWISE] = p->clockwise;
  st[ST_LIMIT] = p->limit;
  st[ST_QUIET] = p->quiet;
  st[ST_ROUND] = p->round;
  st[ST_PREV] = p->prev;
  st[ST_TURN] = p->turn;
  st[ST_CAPTURED_S] = p->captured[0];
  st[ST_CAPTURED_N] = p->captured[1];
  st[ST_ASIDE_S] = p->aside[0];
  st[ST_ASIDE_N] = p->aside[1];
  st[ST_CLOSED] = (int32_t)p->closed;
  st[ST_LEGAL] = legal;
  st[ST_RESULT] = hoyito_result(p);
  st[ST_FIRST_MOVER] = s->game.first_mover;
  st[ST_PLY] = s->game.ply;
  st[ST_PLY_END] = s->game.ply_end;
  st[ST_MATCH_WINNER] = hoyito_match_winner(p);
  for (int i = 0; i < HOYITO_MAX_HOLES; i++) st[ST_SEEDS + i] = i < 2 * p->n ? p->seeds[i] : 0;
  return st;
}

/* Who made each recorded move (undone ones included), for a move list. */
const uint8_t *hw_movers(hw_session *s) {
  hoyito_pos p = s->game.start;
  for (int i = 0; i < s->game.ply_end; i++) {
    s->movers[i] = p.turn;
    hoyito_play(&p, s->game.moves[i], &p, NULL);
  }
  return s->movers;
}

/*
 * Makes room for every event of `move` (a long relay can need thousands):
 * the game layer adds at most a sweep of 2n holes and a game end to what
 * hoyito_play reports.
 */
static int reserve_events(hw_session *s, int move) {
  hoyito_pos after;
  s->events.count = 0;
  int rc = hoyito_play(&s->game.pos, move, &after, &s->events);
  if (rc) return rc;
  int need = s->events.count + HOYITO_MAX_HOLES + 2;
  if (need > s->events.capacity) {
    hoyito_event *grown = realloc(s->events.events, sizeof(hoyito_event) * (size_t)need);
    if (!grown) return HOYITO_E_BUFFER;
    s->events.events = grown;
    s->events.capacity = need;
  }
  return HOYITO_OK;
}

/* Plays a move; returns the number of events (see hw_events) or an error. */
int hw_play(hw_session *s, int move) {
  int rc = reserve_events(s, move);
  if (rc == HOYITO_OK) rc = hoyito_game_play(&s->game, move, &s->events);
  return rc ? rc : s->events.count;
}

int hw_redo(hw_session *s) {
  if (s->game.ply >= s->game.ply_end) return HOYITO_E_NO_REDO;
  int rc = reserve_events(s, s->game.moves[s->game.ply]);
  if (rc == HOYITO_OK) rc = hoyito_game_redo(&s->game, &s->events);
  return rc ? rc : s->events.count;
}

int hw_undo(hw_session *s) { return hoyito_game_undo(&s->game); }

/* Next game of the match (R16..R20); the match winner shows in the state. */
int hw_next_game(hw_session *s) { return hoyito_game_next(&s->game, NULL); }
