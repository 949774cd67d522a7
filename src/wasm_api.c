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

/* ---- The computer opponent (only in the AI build: web/gen/hoyito-ai.mjs) ----
 *
 * The search is big (a 16 MB table by default) and speed-bound, so it lives
 * in its own build, compiled for speed and loaded only by the page's worker
 * (web/js/ai-worker.js): the page's engine stays small. One hw_ai searches
 * the positions of any hw_session; its result goes into hw_ai.result, laid
 * out as AI_* below and mirrored by AI_RESULT in web/engine.js.
 */
#ifdef HW_AI
#include <emscripten.h>

#include "hoyito_ai.h"

enum {
  AI_MOVE, AI_SCORE, AI_EXACT, AI_OUTCOME, AI_SEEDS, AI_DEPTH, AI_SELDEPTH,
  AI_NODES_LO, AI_NODES_HI, AI_US, AI_PV_LENGTH,
  AI_PV, /* HOYITO_AI_MAX_PV moves */
  AI_MOVE_FLAGS = AI_PV + HOYITO_AI_MAX_PV, /* by hole - 1, HOYITO_MAX_N each */
  AI_MOVE_SCORES = AI_MOVE_FLAGS + HOYITO_MAX_N,
  AI_MOVE_OUTCOMES = AI_MOVE_SCORES + HOYITO_MAX_N,
  AI_MOVE_SEEDS = AI_MOVE_OUTCOMES + HOYITO_MAX_N,
  AI_SIZE = AI_MOVE_SEEDS + HOYITO_MAX_N
};

typedef struct {
  hoyito_ai ai;
  void *tt;
  hoyito_pos history[HOYITO_MAX_LIMIT]; /* R15 a: the game since its last capture */
  int32_t result[AI_SIZE];
} hw_ai;

static double hw_clock(void *user) {
  (void)user;
  return emscripten_get_now();
}

/* A searcher with a table of tt_bytes (0: none); NULL when out of memory. */
hw_ai *hw_ai_new(int tt_bytes) {
  hw_ai *a = calloc(1, sizeof *a);
  if (!a) return NULL;
  size_t bytes = tt_bytes > 0 ? (size_t)tt_bytes : 0;
  a->tt = bytes ? malloc(bytes) : NULL;
  if (bytes && !a->tt) {
    free(a);
    return NULL;
  }
  hoyito_ai_init(&a->ai, a->tt, bytes);
  a->ai.clock_ms = hw_clock;
  return a;
}

void hw_ai_delete(hw_ai *a) {
  if (!a) return;
  free(a->tt);
  free(a);
}

void hw_ai_clear(hw_ai *a) { hoyito_ai_clear(&a->ai); }
const int32_t *hw_ai_result(hw_ai *a) { return a->result; }
const char *hw_ai_level_name(int level) { return hoyito_ai_level_name(level); }
int hw_ai_levels(void) { return HOYITO_AI_LEVELS; }

/*
 * Searches the session's current position, knowing its game for R15 a.
 * level 1..HOYITO_AI_LEVELS plays as that level (seed drives its random
 * margin); level 0 searches with the given limits instead (ms, depth,
 * exact_seeds, all_moves: hoyito_search_limits), for hints, analysis and
 * benchmarks. Returns 0 or a negative error; the result is in hw_ai_result.
 */
int hw_ai_search(hw_ai *a, hw_session *s, int level, uint32_t seed, double ms, int depth,
                 int exact_seeds, int all_moves) {
  hoyito_ai_history h;
  int rc = hoyito_ai_history_of_game(&s->game, a->history, HOYITO_MAX_LIMIT, &h);
  if (rc < 0 && rc != HOYITO_E_BUFFER) return rc;
  hoyito_search_result r;
  if (level > 0) {
    rc = hoyito_ai_choose(&a->ai, &s->game.pos, level, seed, &h, &r);
  } else {
    hoyito_search_limits limits;
    memset(&limits, 0, sizeof limits);
    limits.ms = ms;
    limits.depth = depth;
    limits.exact_seeds = exact_seeds;
    limits.all_moves = all_moves;
    rc = hoyito_ai_search(&a->ai, &s->game.pos, &limits, &h, &r);
  }
  if (rc) return rc;
  int32_t *o = a->result;
  memset(o, 0, sizeof a->result);
  o[AI_MOVE] = r.move;
  o[AI_SCORE] = r.score;
  o[AI_EXACT] = r.exact;
  o[AI_OUTCOME] = hoyito_ai_score_outcome(r.score);
  o[AI_SEEDS] = hoyito_ai_score_seeds(r.score);
  o[AI_DEPTH] = r.depth;
  o[AI_SELDEPTH] = r.seldepth;
  o[AI_NODES_LO] = (int32_t)(uint32_t)r.nodes;
  o[AI_NODES_HI] = (int32_t)(uint32_t)(r.nodes >> 32);
  o[AI_US] = (int32_t)(r.ms * 1000);
  o[AI_PV_LENGTH] = r.pv_length;
  for (int i = 0; i < r.pv_length && i < HOYITO_AI_MAX_PV; i++) o[AI_PV + i] = r.pv[i];
  for (int k = 0; k < HOYITO_MAX_N; k++) {
    o[AI_MOVE_FLAGS + k] = r.move_flags[k];
    o[AI_MOVE_SCORES + k] = r.move_scores[k];
    o[AI_MOVE_OUTCOMES + k] = hoyito_ai_score_outcome(r.move_scores[k]);
    o[AI_MOVE_SEEDS + k] = hoyito_ai_score_seeds(r.move_scores[k]);
  }
  return HOYITO_OK;
}
#endif
