/*
 * wasm_api.c - the engine's WebAssembly surface: a handful of int/pointer
 * functions over hoyito.h, exported by name (src/wasm/wasm_exports.json; the
 * search build adds src/wasm/wasm_exports_ai.json). web/engine/engine.js is the only
 * caller; it reads results out of the buffers below, at the offsets of
 * src/wasm/wasm_abi.h, which the build writes into web/engine/gen/abi.js.
 *
 * A session (hw_session) owns one game plus the buffers its answers are
 * written into, so JS never guesses at sizes. engine.js checks every
 * argument before it gets here; the checks below only keep C safe.
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime: the search's clock (hw_clock) */
#include <stdlib.h>
#include <string.h>

#include "hoyito.h"
#include "hoyito_prove.h"
#include "hoyito_record.h"
#include "wasm_abi.h"

typedef struct {
  hoyito_game game;
  hoyito_error error;               /* detail of the last failed load */
  char text[HOYITO_MAX_POS_TEXT];   /* last position string written */
  int32_t state[ST_SIZE];           /* hw_state's answer; hw_format's input */
  hoyito_record_info info;          /* free-text tags: hw_record_write's, hw_record_read's */
  hoyito_record_error record_error; /* detail of the last failed hw_record_read */
  char *record;                     /* the last record written (malloc'd) */
  hoyito_record_place place;        /* where hw_record_read_next's next game starts */
  hoyito_record_tree tree;          /* a record's moves with variations and comments (malloc'd) */
} hw_session;

/*
 * Room for every event of one move, so it is sown once: R7 bounds a sowing
 * to HOYITO_MAX_PICKUPS pickups, each with the drops of its hand (at most
 * every seed, 8n); all else is under 4 a hole (captures take four seeds
 * each, the collects of the last four and of a sweep, an extra turn,
 * passes, the game end). One buffer serves every session: JS reads a move's
 * events before anything else plays.
 */
#define HW_MAX_EVENTS (HOYITO_MAX_PICKUPS * (1 + 8 * HOYITO_MAX_N) + 4 * HOYITO_MAX_HOLES)
static hoyito_event events[HW_MAX_EVENTS];

/* The layout this wasm was built with, as web/engine/gen/abi.js's LAYOUT. */
int hw_layout(void) {
  return ST_SIZE << 16 | AI_SIZE << 8 | (int)sizeof(hoyito_event);
}

hw_session *hw_new(void) {
  hw_session *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  hoyito_options o = {.variant = HOYITO_I, .n = HOYITO_DEFAULT_N};
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(&s->game, &start);
  return s;
}

void hw_delete(hw_session *s) {
  if (s) {
    free(s->record);
    free(s->tree.nodes);
    free(s->tree.notes);
  }
  free(s);
}

const char *hw_strerror(int code) {
  return hoyito_strerror(code);
}
const char *hw_error_message(hw_session *s) {
  return s->error.message;
}
const hoyito_event *hw_events(void) {
  return events;
}

/*
 * Starts a new game from options, `turn` (HOYITO_SOUTH or HOYITO_NORTH)
 * to move first; the session keeps its game on error.
 */
int hw_start(hw_session *s, int variant, int n, int clockwise, int limit, int turn) {
  hoyito_options o = {.variant = variant, .n = n, .clockwise = clockwise, .limit = limit};
  hoyito_pos start;
  if (turn != HOYITO_SOUTH && turn != HOYITO_NORTH) return HOYITO_E_OPTIONS;
  int rc = hoyito_start(&o, &start);
  if (rc) return rc;
  start.turn = (uint8_t)turn; /* a start position leaves both players a move */
  hoyito_game_init(&s->game, &start);
  return HOYITO_OK;
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

/* A field of hw_format's input, checked to fit the position struct. */
static int field(const int32_t *st, int at, int32_t max, int *ok) {
  int32_t v = st[at];
  if (v < 0 || v > max) *ok = 0;
  return v;
}

/*
 * Writes the position string of the fields JS put in s->state (the layout
 * hw_state fills; LEGAL, RESULT and the game's fields are ignored) into
 * s->text, without judging the position: the editor then asks hw_validate,
 * whose message names what is wrong. Returns the length, or
 * HOYITO_E_ARGUMENT for a value the position struct cannot hold.
 */
int hw_format(hw_session *s) {
  const int32_t *st = s->state;
  int ok = 1;
  hoyito_pos p;
  memset(&p, 0, sizeof p);
  p.n = (uint8_t)field(st, ST_N, HOYITO_MAX_N, &ok);
  p.variant = (uint8_t)field(st, ST_VARIANT, HOYITO_VARIANT_COUNT - 1, &ok);
  p.clockwise = (uint8_t)field(st, ST_CLOCKWISE, 1, &ok);
  p.limit = (uint16_t)field(st, ST_LIMIT, UINT16_MAX, &ok);
  p.quiet = (uint16_t)field(st, ST_QUIET, UINT16_MAX, &ok);
  p.round = (uint16_t)field(st, ST_ROUND, UINT16_MAX, &ok);
  p.prev = (uint8_t)field(st, ST_PREV, HOYITO_NONE, &ok);
  p.turn = (uint8_t)field(st, ST_TURN, HOYITO_OVER, &ok);
  for (int k = 0; k < 2; k++) {
    p.captured[k] = (uint16_t)field(st, ST_CAPTURED + k, UINT16_MAX, &ok);
    p.aside[k] = (uint16_t)field(st, ST_ASIDE + k, UINT16_MAX, &ok);
  }
  p.closed = (uint32_t)st[ST_CLOSED] & ((1u << HOYITO_MAX_HOLES) - 1);
  for (int i = 0; i < HOYITO_MAX_HOLES; i++)
    p.seeds[i] = (uint8_t)field(st, ST_SEEDS + i, UINT8_MAX, &ok);
  if (!ok || p.n < HOYITO_MIN_N) return HOYITO_E_ARGUMENT;
  return hoyito_format(&p, s->text, sizeof s->text);
}

/* Everything a settled position shows, in one call (layout: ST_* fields). */
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
  for (int k = 0; k < 2; k++) {
    st[ST_CAPTURED + k] = p->captured[k];
    st[ST_ASIDE + k] = p->aside[k];
  }
  st[ST_CLOSED] = (int32_t)p->closed;
  st[ST_LEGAL] = legal;
  st[ST_RESULT] = hoyito_result(p);
  st[ST_FIRST_MOVER] = s->game.first_mover;
  st[ST_PLY] = s->game.ply;
  st[ST_PLY_END] = s->game.ply_end;
  st[ST_MATCH_WINNER] = hoyito_match_winner(p);
  st[ST_TEXT] = (int32_t)(uintptr_t)s->text;
  st[ST_TEXT_LENGTH] = hoyito_format(p, s->text, sizeof s->text);
  st[ST_MOVES] = (int32_t)(uintptr_t)s->game.moves;
  for (int i = 0; i < HOYITO_MAX_HOLES; i++) st[ST_SEEDS + i] = i < 2 * p->n ? p->seeds[i] : 0;
  return st;
}

/* Plays a move; returns the number of events (see hw_events) or an error. */
int hw_play(hw_session *s, int move) {
  hoyito_events ev = {events, HW_MAX_EVENTS, 0};
  int rc = hoyito_game_play(&s->game, move, &ev);
  return rc ? rc : ev.count;
}

int hw_redo(hw_session *s) {
  hoyito_events ev = {events, HW_MAX_EVENTS, 0};
  int rc = hoyito_game_redo(&s->game, &ev);
  return rc ? rc : ev.count;
}

int hw_undo(hw_session *s) {
  return hoyito_game_undo(&s->game);
}

/* Next game of the match (R16..R20); the match winner shows in the state. */
int hw_next_game(hw_session *s) {
  return hoyito_game_next(&s->game, NULL);
}

/* ---- Game records (include/hoyito_record.h) ----
 *
 * JS fills the free-text tags through hw_record_tag (numbered as
 * HW_RECORD_TAGS lists them; HOYITO_RECORD_TEXT bytes each), then writes;
 * after a read they hold the record's tags.
 */
char *hw_record_tag(hw_session *s, int tag) {
#define HW_TAG_FIELD(name) s->info.name,
  char *tags[] = {HW_RECORD_TAGS(HW_TAG_FIELD)};
  return tag >= 0 && tag < (int)(sizeof tags / sizeof *tags) ? tags[tag] : NULL;
}

/* Writes the record of the game up to its current ply; returns its length
 * (the text is at hw_record_text) or a negative error. */
int hw_record_write(hw_session *s) {
  free(s->record);
  size_t size = hoyito_record_size(&s->game);
  s->record = malloc(size);
  if (!s->record) return HOYITO_E_BUFFER;
  return hoyito_record_write(&s->game, &s->info, s->record, size);
}

const char *hw_record_text(hw_session *s) {
  return s->record;
}

/* The session's tree: HOYITO_RECORD_MAX_NODES nodes and HW_RECORD_NOTES bytes
 * of comments (what a game of HOYITO_MAX_RECORD bytes needs), made once. */
static hoyito_record_tree *tree_of(hw_session *s) {
  hoyito_record_tree *t = &s->tree;
  if (!t->nodes) t->nodes = malloc(HOYITO_RECORD_MAX_NODES * sizeof *t->nodes);
  if (!t->notes) t->notes = malloc(HW_RECORD_NOTES);
  if (!t->nodes || !t->notes) return NULL;
  t->cap = HOYITO_RECORD_MAX_NODES;
  t->notes_size = HW_RECORD_NOTES;
  return t;
}

/* Where JS reads a tree read, or puts one to write: nodes (hoyito_record_node,
 * RECORD_NODE in abi.js) and the comments' bytes; NULL when out of memory. */
hoyito_record_node *hw_record_nodes(hw_session *s) {
  return tree_of(s) ? s->tree.nodes : NULL;
}
char *hw_record_notes(hw_session *s) {
  return tree_of(s) ? s->tree.notes : NULL;
}
int hw_record_node_count(hw_session *s) {
  return s->tree.count;
}

/* Writes the record of the game from the session's start with the `count`
 * nodes JS put at hw_record_nodes (notes_len bytes of comments): its
 * length, or a negative error that hw_record_error_* name (_node: which). */
int hw_record_write_tree(hw_session *s, int count, int notes_len) {
  hoyito_record_tree *t = tree_of(s);
  if (!t) return HOYITO_E_BUFFER;
  if (count < 1 || count > t->cap || notes_len < 0 || (size_t)notes_len > t->notes_size)
    return HOYITO_E_ARGUMENT;
  t->count = count;
  t->notes_len = (size_t)notes_len;
  free(s->record);
  size_t size = hoyito_record_tree_size(t);
  s->record = malloc(size);
  hoyito_game *scratch = malloc(sizeof *scratch);
  int rc = HOYITO_E_BUFFER;
  if (s->record && scratch)
    rc = hoyito_record_write_tree(&s->game.start, t, &s->info, scratch, s->record, size,
                                  &s->record_error);
  free(scratch);
  return rc;
}

/* Reads len bytes of record text (NULs included: the reader names them)
 * into the session's game (the main line, every move played) and tree; on
 * error the game is kept and hw_record_error_line / _message say where and
 * what. */
int hw_record_read(hw_session *s, const char *text, int len) {
  if (len < 0) return HOYITO_E_ARGUMENT;
  hoyito_record_tree *t = tree_of(s);
  hoyito_game *scratch = malloc(sizeof *scratch);
  int rc = HOYITO_E_BUFFER;
  if (t && scratch)
    rc = hoyito_record_read_tree(text, (size_t)len, t, &s->game, &s->info, scratch,
                                 &s->record_error);
  free(scratch);
  return rc;
}

/* Reads the game of a file of many (len bytes) that starts at byte `at`,
 * on line `line`: 0, a negative error (as hw_record_read) or
 * HOYITO_RECORD_END; either way hw_record_next_at / _line then say where
 * the game after it starts. */
int hw_record_read_next(hw_session *s, const char *text, int len, int at, int line) {
  if (len < 0 || at < 0 || at > len) return HOYITO_E_ARGUMENT;
  hoyito_record_tree *t = tree_of(s);
  hoyito_game *scratch = malloc(sizeof *scratch);
  int rc = HOYITO_E_BUFFER;
  s->place.at = (size_t)at;
  s->place.line = line;
  if (t && scratch)
    rc = hoyito_record_read_next(text, (size_t)len, &s->place, t, &s->game, &s->info, scratch,
                                 &s->record_error);
  free(scratch);
  return rc;
}

int hw_record_next_at(hw_session *s) {
  return (int)s->place.at;
}
int hw_record_next_line(hw_session *s) {
  return s->place.line;
}
int hw_record_error_node(hw_session *s) {
  return s->record_error.node;
}

int hw_record_error_line(hw_session *s) {
  return s->record_error.line;
}
const char *hw_record_error_message(hw_session *s) {
  return s->record_error.message;
}

/* The position string of the game's start (its ply 0). */
const char *hw_start_position(hw_session *s) {
  hoyito_format(&s->game.start, s->text, sizeof s->text);
  return s->text;
}

/* ---- The computer opponent (only in the AI build: web/engine/gen/hoyito-ai.wasm) ----
 *
 * The search is big (a 16 MB table by default) and speed-bound, so it lives
 * in its own build, compiled for speed and loaded only by the page's worker
 * (web/engine/ai-worker.js): the page's engine stays small. One hw_ai searches
 * the positions of any hw_session; its result goes into hw_ai.result, laid
 * out as AI_* (src/wasm/wasm_abi.h).
 */
#ifdef HW_AI
#include <malloc.h>
#include <time.h>

/* The endgame tables and the prover, below; here for Master's use of them. */
typedef struct {
  uint8_t *image; /* the built image, trimmed to its length; NULL: none */
  hoyito_tables t;
  int32_t result[TB_SIZE];
} hw_tables;

typedef struct {
  void *bounds;
  size_t bytes;
  int32_t result[PR_SIZE];
} hw_prover;

typedef struct {
  hoyito_ai *ai; /* in its own block (hoyito_ai_size), freed with it */
  void *tt;
  hw_prover *prover; /* Master's (hw_ai_master), or NULL */
  hw_tables *tables; /* the prover's leaves, set on the engine for level 7 only */
  int prove_nodes;   /* the prover's budget a move */
  hoyito_pos history[HOYITO_MAX_LIMIT]; /* R15 a: the game since its last capture */
  int32_t result[AI_SIZE];
} hw_ai;

/* The search's clock, in milliseconds, from WASI's monotonic clock (the
 * worker's performance.now(), engine-wasm.js). Not emscripten_get_now():
 * in a standalone build it is 1000 * clock() in a 32-bit clock_t, which
 * wraps once the worker has run 2.1 s, and a timed search then never saw
 * its deadline (tools/bench/search-deadline.mjs). */
static double hw_clock(void *user) {
  (void)user;
  struct timespec ts;
  if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0) return 0;
  return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* A searcher with a table of tt_bytes (0..HW_MAX_TT_BYTES; 0: none); NULL
 * when out of memory or out of range. */
hw_ai *hw_ai_new(int tt_bytes) {
  if (tt_bytes < 0 || tt_bytes > HW_MAX_TT_BYTES) return NULL;
  hw_ai *a = calloc(1, sizeof *a);
  if (!a) return NULL;
  size_t bytes = (size_t)tt_bytes;
  a->tt = bytes ? malloc(bytes) : NULL;
  void *mem = malloc(hoyito_ai_size());
  if ((bytes && !a->tt) || !mem ||
      hoyito_ai_init(mem, hoyito_ai_size(), a->tt, bytes, &a->ai) != HOYITO_OK) {
    free(mem);
    free(a->tt);
    free(a);
    return NULL;
  }
  hoyito_ai_set_clock(a->ai, hw_clock, NULL);
  return a;
}

void hw_ai_delete(hw_ai *a) {
  if (!a) return;
  free(a->ai);
  free(a->tt);
  free(a);
}

void hw_ai_clear(hw_ai *a) {
  hoyito_ai_clear(a->ai);
}
const int32_t *hw_ai_result(hw_ai *a) {
  return a->result;
}
/* NULL (0 in JS) for a level outside 1..HOYITO_AI_LEVELS. */
const char *hw_ai_level_name(int level) {
  const char *name;
  return hoyito_ai_level_name(level, &name) == HOYITO_OK ? name : NULL;
}

/* Bytes of heap in use (for tests and measurements of memory per game). */
int hw_heap_used(void) {
  return (int)mallinfo().uordblks;
}

/*
 * Searches the session's current position, knowing its game for R15 a.
 * level 1..HOYITO_AI_LEVELS plays as that level (seed drives its random
 * margin); level 0 searches with the given limits instead (ms, depth,
 * nodes, exact_seeds, all_moves: hoyito_search_limits), for hints, analysis
 * and benchmarks; at least one of ms, depth and nodes must bound it (nodes
 * is a double, as JS numbers reach C without BigInt). Returns 0 or a negative error;
 * the result is in hw_ai_result.
 */
int hw_ai_search(hw_ai *a, hw_session *s, int level, uint32_t seed, double ms, int depth,
                 double nodes, int exact_seeds, int all_moves) {
  if (level < 0 || level > HOYITO_AI_LEVELS) return HOYITO_E_ARGUMENT;
  if (level == 0 && !(ms > 0 && ms <= HW_MAX_SEARCH_MS) &&
      !(depth > 0 && depth < HOYITO_AI_MAX_PLY) && !(nodes >= 1 && nodes <= HW_MAX_SEARCH_NODES))
    return HOYITO_E_ARGUMENT; /* unbounded */
  hoyito_ai_history h;
  int rc = hoyito_ai_history_of_game(&s->game, a->history, HOYITO_MAX_LIMIT, &h);
  if (rc < 0 && rc != HOYITO_E_BUFFER) return rc;
  hoyito_search_result r;
  if (level == HOYITO_AI_LEVELS && a->prover) {
    /* Master with its prover over the built tables; the other searches
     * (hints, analysis) keep searching without tables. */
    hoyito_ai_set_tables(a->ai, a->tables->image ? &a->tables->t : NULL);
    rc = hoyito_ai_choose(a->ai, &s->game.pos, level, seed, &h, &r);
    hoyito_ai_set_tables(a->ai, NULL);
  } else if (level > 0) {
    rc = hoyito_ai_choose(a->ai, &s->game.pos, level, seed, &h, &r);
  } else {
    hoyito_search_limits limits;
    memset(&limits, 0, sizeof limits);
    limits.ms = ms;
    limits.depth = depth;
    limits.nodes = nodes >= 1 ? (uint64_t)nodes : 0;
    limits.exact_seeds = exact_seeds;
    limits.all_moves = all_moves;
    rc = hoyito_ai_search(a->ai, &s->game.pos, &limits, &h, &r);
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

/* ---- Endgame tables (include/hoyito_tables.h), built in the worker ----
 *
 * The page fetches no tables file: the worker builds the tables of one
 * variant and limit up to HW_TABLES_SEEDS seeds when a game comes near them
 * (web/engine/engine-tables.js) and keeps them until another variant or
 * limit asks. The build's scratch and the unstored layers go back to the
 * heap when it ends.
 */

hw_tables *hw_tables_new(void) {
  return calloc(1, sizeof(hw_tables));
}

void hw_tables_delete(hw_tables *t) {
  if (t) free(t->image);
  free(t);
}

const int32_t *hw_tables_result(hw_tables *t) {
  return t->result;
}

/* Bytes of the built image (0: none built). */
int hw_tables_bytes(hw_tables *t) {
  return t->image ? (int)t->t.bytes : 0;
}

/* Builds (or rebuilds) the tables of variant for limit 1..HW_TABLES_MAX_LIMIT.
 * Returns 0 or a negative HOYITO_E_* code; HOYITO_E_BUFFER when the
 * heap cannot grow enough. On error no tables are kept. */
int hw_tables_build(hw_tables *t, int variant, int limit) {
  free(t->image);
  t->image = NULL;
  if (limit < 1 || limit > HW_TABLES_MAX_LIMIT) return HOYITO_E_ARGUMENT;
  size_t image_bytes, scratch_bytes;
  int rc = hoyito_tables_image_bytes(HW_TABLES_SEEDS, limit, &image_bytes);
  if (rc == HOYITO_OK) rc = hoyito_tables_scratch_bytes(HW_TABLES_SEEDS, &scratch_bytes);
  if (rc != HOYITO_OK) return rc;
  uint8_t *image = malloc(image_bytes);
  void *scratch = malloc(scratch_bytes);
  size_t used = 0;
  rc = image && scratch ? hoyito_tables_build(variant, HW_TABLES_SEEDS, limit, image, image_bytes,
                                              scratch, scratch_bytes, &used)
                        : HOYITO_E_BUFFER;
  free(scratch);
  if (rc == HOYITO_OK) {
    uint8_t *trimmed = realloc(image, used); /* the layers not stored go back to the heap */
    image = trimmed ? trimmed : image;
    rc = hoyito_tables_open(image, used, &t->t);
  }
  if (rc != HOYITO_OK) {
    free(image);
    return rc;
  }
  t->image = image;
  return HOYITO_OK;
}

/* NULL when the tables cover the session's position, else why not. */
const char *hw_tables_refusal(hw_tables *t, hw_session *s) {
  return t->image ? hoyito_tables_refusal(&t->t, &s->game.pos) : "no tables built";
}

/*
 * The tables' answer for the session's position into hw_tables_result
 * (TB_* fields): its value, the game's final margin and the moves that keep
 * the value (each move's captures plus the value after it, negated when
 * the turn passes: as `hoyito solve` finds them). Returns 0 or
 * HOYITO_E_TABLES_NOT_COVERED (hw_tables_refusal says why).
 */
int hw_tables_probe(hw_tables *t, hw_session *s) {
  const hoyito_pos *p = &s->game.pos;
  int value;
  if (!t->image || hoyito_tables_probe(&t->t, p, &value)) return HOYITO_E_TABLES_NOT_COVERED;
  const int me = p->turn;
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(p, moves), keep = 0;
  for (int i = 0; i < count; i++) {
    hoyito_pos c;
    if (hoyito_play(p, moves[i], &c, NULL)) return HOYITO_E_TABLES_NOT_COVERED;
    int v = (c.captured[me] - p->captured[me]) - (c.captured[1 - me] - p->captured[1 - me]),
        after = 0;
    if (c.turn != HOYITO_OVER && hoyito_tables_probe(&t->t, &c, &after))
      return HOYITO_E_TABLES_NOT_COVERED;
    v += c.turn == HOYITO_OVER ? 0 : c.turn == me ? after : -after;
    if (v == value) keep |= 1 << moves[i];
  }
  if (!keep)
    return HOYITO_E_TABLES_NOT_COVERED; /* no move reaches the value: tables of other rules */
  t->result[TB_VALUE] = value;
  t->result[TB_MARGIN] = value + p->captured[me] - p->captured[1 - me];
  t->result[TB_KEEP] = keep;
  return HOYITO_OK;
}

/* ---- The prover (include/hoyito_prove.h), in the worker ----
 *
 * Past the tables' seeds the worker proves a 2x6 position's value with the
 * tables at the leaves. One hw_prover keeps one bounds table for the life
 * of the worker: a bound is stored with its game and the tables' size, so
 * the bounds proven for one position serve the next ones of any game.
 */

/* A prover with a bounds table of bytes (HOYITO_PROVE_MIN_BYTES..
 * HW_MAX_PROVE_BYTES); NULL when out of range or out of memory. */
hw_prover *hw_prover_new(int bytes) {
  if (bytes < HOYITO_PROVE_MIN_BYTES || bytes > HW_MAX_PROVE_BYTES) return NULL;
  hw_prover *p = calloc(1, sizeof *p);
  void *bounds = p ? calloc(1, (size_t)bytes) : NULL; /* zero bytes: no bounds yet */
  if (!bounds) {
    free(p);
    return NULL;
  }
  p->bounds = bounds;
  p->bytes = (size_t)bytes;
  return p;
}

void hw_prover_delete(hw_prover *p) {
  if (p) free(p->bounds);
  free(p);
}

const int32_t *hw_prover_result(hw_prover *p) {
  return p->result;
}

/*
 * Master (level 7 of hw_ai_search) asks prover p, over the tables t at its
 * leaves, within nodes (1..HW_MAX_PROVE_NODES) positions a move, before
 * searching (hoyito_ai_set_prover: Hoyito I on 2x6); p NULL: no more. The
 * bounds table is p's, shared with hw_prove (the same bounds serve both),
 * cleared when first given here and by hw_ai_clear. p and t must outlive
 * their use here (hw_ai_master(a, NULL, NULL, 0) before freeing them).
 * Returns 0 or a negative HOYITO_E_* code.
 */
int hw_ai_master(hw_ai *a, hw_prover *p, hw_tables *t, int nodes) {
  if (p && (!t || nodes < 1 || nodes > HW_MAX_PROVE_NODES)) return HOYITO_E_ARGUMENT;
  if (p != a->prover || (p && nodes != a->prove_nodes)) { /* else kept: its bounds too */
    int rc = hoyito_ai_set_prover(a->ai, p ? p->bounds : NULL, p ? p->bytes : 0, (uint64_t)nodes);
    if (rc != HOYITO_OK) return rc;
  }
  a->prover = p;
  a->prove_nodes = p ? nodes : 0;
  a->tables = p ? t : NULL;
  return HOYITO_OK;
}

/* Proves the session's position with the built tables t at the leaves,
 * within nodes (1..HW_MAX_PROVE_NODES) positions, and with all_moves every
 * move's bounds too (without: the value and PR_BEST alone, PR_MOVE_COUNT 0),
 * into hw_prover_result (PR_* fields). Returns 0 (PR_LO < PR_HI: the budget
 * ran out first) or a negative HOYITO_E_* code (no tables built:
 * HOYITO_E_TABLES_NOT_COVERED). */
int hw_prove(hw_prover *p, hw_tables *t, hw_session *s, int nodes, int all_moves) {
  if (nodes < 1 || nodes > HW_MAX_PROVE_NODES) return HOYITO_E_ARGUMENT;
  if (!t->image) return HOYITO_E_TABLES_NOT_COVERED;
  hoyito_prove_limits limits = {
      .nodes = (uint64_t)nodes, .all_moves = all_moves != 0, .keep_bounds = 1};
  hoyito_prove_result r;
  int rc = hoyito_prove(&s->game.pos, &t->t, &limits, p->bounds, p->bytes, &r);
  if (rc != HOYITO_OK) return rc;
  int32_t *o = p->result;
  o[PR_LO] = r.lo;
  o[PR_HI] = r.hi;
  o[PR_DEPTH] = r.depth;
  o[PR_NODES] = (int32_t)r.nodes;
  o[PR_BEST] = r.best_move;
  o[PR_MOVE_COUNT] = r.move_count;
  for (int i = 0; i < HOYITO_MAX_N; i++) {
    int in = i < r.move_count;
    o[PR_MOVES + i] = in ? r.moves[i] : 0;
    o[PR_MOVE_LO + i] = in ? r.move_lo[i] : 0;
    o[PR_MOVE_HI + i] = in ? r.move_hi[i] : 0;
  }
  return HOYITO_OK;
}
#endif
