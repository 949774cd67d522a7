/*
 * hoyito.h - the rules of Hoyito, the mancala of the Dominican Republic.
 *
 * This header is the documentation. The rules it implements are the
 * contract in docs/RULES.md (rule IDs R1..R20 are cited next to the code that
 * implements them).
 *
 * Design, in short:
 *   - A position (hoyito_pos) is a small plain struct the caller owns and may
 *     copy freely. Every function that "changes" a position writes a new one
 *     into a struct the caller passes; the input is never modified.
 *   - No malloc, no I/O, no mutable globals anywhere in the library.
 *   - 0 means success, negative values are error codes (hoyito_strerror()),
 *     one policy for every function of every header: an argument out of its
 *     range (a variant, level, hole, size...) or NULL is refused with
 *     HOYITO_E_ARGUMENT (or the code the function names), never replaced by
 *     a default, and the outputs are then left untouched.
 *   - Holes are addressed by board index: South's holes S1..Sn are 0..n-1,
 *     North's N1..Nn are n..2n-1. With counter-clockwise sowing the next hole
 *     of index i is (i + 1) mod 2n (R2), so S1..Sn, N1..Nn, S1, ...
 *     A move is the mover's own hole number 1..n (R2).
 */
#ifndef HOYITO_H
#define HOYITO_H

#include <stddef.h>
#include <stdint.h>

#include "hoyito_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* HOYITO_API marks each declaration libhoyito.so exports: the library is
 * built with -fvisibility=hidden, so nothing else is (ctest `exports`). */
#if defined(__GNUC__) || defined(__clang__)
#define HOYITO_API __attribute__((visibility("default")))
#else
#define HOYITO_API
#endif

/* HOYITO_VERSION_NUMBER of the library linked (the headers' is the macro):
 * a program may refuse to run with another than it was compiled for. */
HOYITO_API int hoyito_version_number(void);
/* HOYITO_VERSION_STRING of the library linked, e.g. "0.2.0". */
HOYITO_API const char *hoyito_version_string(void);

#define HOYITO_MIN_N 3 /* R1: the engine accepts 3..12 holes a row */
#define HOYITO_MAX_N 12
#define HOYITO_MAX_HOLES (2 * HOYITO_MAX_N)
#define HOYITO_DEFAULT_N 6       /* R1: the size of a game that names none */
#define HOYITO_DEFAULT_LIMIT 100 /* R15(b) */
#define HOYITO_MAX_LIMIT 1000    /* bounds a game to 25 * limit moves */
#define HOYITO_MAX_ROUND 9999
#define HOYITO_MAX_POS_TEXT 160 /* longest position string, with its NUL */
#define HOYITO_MAX_INPUT 512    /* longer input is rejected unread */
/* R7: a sowing picks up at most this many times (the played hole's pickup is
 * the first); a move that would need one more is endless and illegal. */
#define HOYITO_MAX_PICKUPS 1000

/* Players. HOYITO_OVER is the "turn" of a finished game. */
enum { HOYITO_SOUTH = 0, HOYITO_NORTH = 1, HOYITO_OVER = 2 };
/* Results (and the prev= key): a player, or a draw. */
enum { HOYITO_DRAW = 2, HOYITO_NONE = 3 };

typedef enum { HOYITO_I = 0, HOYITO_II = 1, HOYITO_III = 2 } hoyito_variant;
#define HOYITO_VARIANT_COUNT 3

/*
 * What distinguishes the variants, as data: rule code reads these fields and
 * never compares variant numbers. The table is in src/variant.c.
 */
typedef struct {
  const char *name;                     /* "I", "II", "III": the notation's VARIANT */
  uint8_t capture_every_drop;           /* R9: any drop that makes four captures it */
  uint8_t capture_last_drop;            /* R10/R11: the last seed of a lap making four captures */
  uint8_t capture_run_back;             /* R10: and the unbroken run of fours behind it */
  uint8_t extra_turn;                   /* R10/R11: a capturing mover plays again */
  uint8_t last_four_to_prev_from_round; /* R13/R20: 0 = always the capturer */
} hoyito_rules;

/* Points *out at the rules row of a variant (the library's own, static).
 * 0, or HOYITO_E_ARGUMENT for an unknown variant or a NULL out (*out untouched). */
HOYITO_API int hoyito_rules_of(int variant, const hoyito_rules **out);
/* The variant a name spells ("I", "II", "III", as in the notation), or
 * HOYITO_E_VARIANT for anything else, NULL included. */
HOYITO_API int hoyito_variant_by_name(const char *name);

/*
 * A position: the board and everything the notation carries (docs/RULES.md,
 * "Position notation"). 48 bytes; copy it by assignment. Unused bytes are
 * kept zero so that two equal positions compare equal with memcmp().
 */
typedef struct {
  uint8_t seeds[HOYITO_MAX_HOLES]; /* by board index; 0 in closed holes */
  uint32_t closed;                 /* bit i set: hole i is closed (R17) */
  uint16_t captured[2];            /* seeds captured in this game, by player */
  uint16_t aside[2];               /* seeds set aside in a match (R16) */
  uint16_t limit;                  /* R15(b) no-capture limit, 1..HOYITO_MAX_LIMIT */
  uint16_t quiet;                  /* moves since the last capture */
  uint16_t round;                  /* game number in a match, from 1 */
  uint8_t n;                       /* holes a row, 3..12 */
  uint8_t variant;                 /* hoyito_variant */
  uint8_t clockwise;               /* R3: 1 when dir=cw */
  uint8_t turn;                    /* HOYITO_SOUTH, HOYITO_NORTH or HOYITO_OVER */
  uint8_t prev;                    /* previous game: SOUTH, NORTH, DRAW, or NONE */
  uint8_t pad;
} hoyito_pos;

typedef struct {
  int variant;   /* hoyito_variant */
  int n;         /* 3..12 (0 means HOYITO_DEFAULT_N) */
  int clockwise; /* 0 or 1 */
  int limit;     /* 1..HOYITO_MAX_LIMIT (0 means HOYITO_DEFAULT_LIMIT) */
} hoyito_options;

/*
 * Error codes: every function of the library that can fail returns 0 (or a
 * count) or one of these, whichever header declares it. Ranges by kind:
 * positions -1..-29, moves -30..-39, games and arguments -40..-49, game
 * records -50..-59, endgame tables -60..-69, the prover -70..-79.
 */
enum {
  HOYITO_OK = 0,
  /* position string */
  HOYITO_E_TOO_LONG = -1,     /* input over HOYITO_MAX_INPUT */
  HOYITO_E_SYNTAX = -2,       /* not VARIANT:SOUTH/NORTH:TURN:CAPS[:KEYS] */
  HOYITO_E_VARIANT = -3,      /* not I, II or III */
  HOYITO_E_ROW_SIZE = -4,     /* a row outside 3..12 holes */
  HOYITO_E_ROW_MISMATCH = -5, /* rows of different lengths */
  HOYITO_E_COUNT = -6,        /* a hole count that is not a number or x */
  HOYITO_E_TURN = -7,         /* not S, N or - */
  HOYITO_E_CAPTURES = -8,     /* SCAP,NCAP malformed */
  HOYITO_E_KEY_UNKNOWN = -9,
  HOYITO_E_KEY_ORDER = -10,    /* keys not sorted, or repeated */
  HOYITO_E_KEY_VALUE = -11,    /* a key's value malformed or out of range */
  HOYITO_E_KEY_DEFAULT = -12,  /* a key written at its default value */
  HOYITO_E_TOTAL = -13,        /* board + captures + aside != 8n */
  HOYITO_E_NOT_FOUR = -14,     /* board total not a multiple of four */
  HOYITO_E_OVER = -15,         /* '-' with seeds on the board, or a turn with none */
  HOYITO_E_NO_OPEN_HOLE = -16, /* a row with every hole closed */
  HOYITO_E_MUST_PASS = -17,    /* the player to move has no legal move */
  HOYITO_E_QUIET = -18,        /* quiet at or over limit, or written when over */
  HOYITO_E_NUMBER = -19,       /* a number with a sign or leading zero */
  /* moves */
  HOYITO_E_GAME_OVER = -30,
  HOYITO_E_MOVE_RANGE = -31, /* not a hole number 1..n */
  HOYITO_E_MOVE_CLOSED = -32,
  HOYITO_E_MOVE_EMPTY = -33,
  HOYITO_E_MOVE_ENDLESS = -34, /* R7 */
  /* games and matches */
  HOYITO_E_OPTIONS = -40,
  HOYITO_E_BUFFER = -41, /* output buffer too small */
  HOYITO_E_NO_UNDO = -42,
  HOYITO_E_NO_REDO = -43,
  HOYITO_E_NOT_OVER = -44,   /* next game asked before the game ended */
  HOYITO_E_MATCH_OVER = -45, /* no next game: a player cannot fill a hole (R19) */
  HOYITO_E_HISTORY_FULL = -46,
  HOYITO_E_ARGUMENT = -47,
  /* game records (hoyito_record.h): -50..-59 */
  HOYITO_E_RECORD = -50, /* a record's text is malformed or contradicts its moves */
  /* endgame tables (hoyito_tables.h): -60..-69 */
  HOYITO_E_TABLES_MAGIC = -60,       /* not a tables image */
  HOYITO_E_TABLES_VERSION = -61,     /* another format version */
  HOYITO_E_TABLES_HEADER = -62,      /* header fields out of range */
  HOYITO_E_TABLES_SIZE = -63,        /* image shorter or longer than its header says */
  HOYITO_E_TABLES_CHECKSUM = -64,    /* damaged: checksum mismatch */
  HOYITO_E_TABLES_NOT_COVERED = -65, /* the position is outside the tables */
  /* the prover (hoyito_prove.h): -70..-79 */
  HOYITO_E_PROVE_BOARD = -70,  /* the position is not on the 2x6 board */
  HOYITO_E_PROVE_TABLES = -71, /* tables of another variant or limit than the position */
  HOYITO_E_PROVE_BOUNDS = -72, /* bounds table under HOYITO_PROVE_MIN_BYTES */
  HOYITO_E_PROVE_BUDGET = -73  /* a node budget of 0 */
};

/* A static English sentence for any code above (never NULL): the one
 * error space of every header. */
HOYITO_API const char *hoyito_strerror(int code);

/*
 * The detail of a parse error, for people: the code, the byte offset in the
 * input where the fault was found, and a sentence naming the field at fault
 * ("north row has 5 holes, south has 6"). Filled by hoyito_parse() when the
 * caller passes one; the caller owns it.
 */
typedef struct {
  int code;
  int offset;
  char message[120];
} hoyito_error;

/* ---- Positions ---------------------------------------------------------- */

/*
 * Writes the start position for `opts` into *out: four seeds a hole, South to
 * move (R1, R2). Returns 0 or HOYITO_E_OPTIONS; *out untouched on error.
 */
HOYITO_API int hoyito_start(const hoyito_options *opts, hoyito_pos *out);

/*
 * Parses a position string (docs/RULES.md notation) into *out. Only the canonical
 * spelling is accepted (sorted keys, no defaults, no leading zeros), so that
 * format(parse(s)) == s. Returns 0 or a negative code; on error *out is
 * untouched and *err (if not NULL) says what is wrong.
 */
HOYITO_API int hoyito_parse(const char *text, hoyito_pos *out, hoyito_error *err);

/*
 * Writes the canonical string of *p into buf (size bytes, NUL-terminated;
 * HOYITO_MAX_POS_TEXT is always enough). Returns the length, or
 * HOYITO_E_BUFFER if it does not fit.
 */
HOYITO_API int hoyito_format(const hoyito_pos *p, char *buf, size_t size);

/* Writes the name of board index `index` (0..2n-1: "S3", "N12") into buf[4].
 * 0, or HOYITO_E_ARGUMENT for an index off the board (buf untouched). */
HOYITO_API int hoyito_hole_name(const hoyito_pos *p, int index, char buf[4]);

/* Board index of `player`'s (HOYITO_SOUTH or HOYITO_NORTH) hole number
 * `hole` (1..n), or HOYITO_E_ARGUMENT for another player or hole. */
HOYITO_API int hoyito_hole_index(const hoyito_pos *p, int player, int hole);

/* Seeds on the board. */
HOYITO_API int hoyito_board_total(const hoyito_pos *p);

/*
 * Result of a finished game: HOYITO_SOUTH, HOYITO_NORTH or HOYITO_DRAW (R14);
 * HOYITO_NONE while the game goes on.
 */
HOYITO_API int hoyito_result(const hoyito_pos *p);

/* ---- Moves --------------------------------------------------------------- */

typedef enum {
  HOYITO_EV_PICKUP = 1,     /* hole, count; aux = 1 for a relay pick-up (R4, R6) */
  HOYITO_EV_DROP = 2,       /* hole: one seed dropped there (R5) */
  HOYITO_EV_CAPTURE = 3,    /* hole, count, player = capturer (R9..R11) */
  HOYITO_EV_EXTRA_TURN = 4, /* player plays again (R10, R11) */
  HOYITO_EV_PASS = 5,       /* player has no legal move and passes (R8) */
  HOYITO_EV_LAST_FOUR = 6,  /* player receives the last four (R13); COLLECTs follow */
  HOYITO_EV_COLLECT =
      7, /* hole (or HOYITO_HAND), count, player: seeds taken at the end (R13, R15) */
  HOYITO_EV_GAME_END = 8 /* aux = reason, player = result, score = captures */
} hoyito_event_type;

#define HOYITO_HAND 255 /* COLLECT from the mover's hand (mid-lap, Hoyito I) */

typedef enum {
  HOYITO_END_LAST_FOUR = 1,  /* R13: a capture left four seeds */
  HOYITO_END_EMPTY = 2,      /* R13: a capture emptied the board */
  HOYITO_END_REPETITION = 3, /* R15(a): third occurrence (games only) */
  HOYITO_END_LIMIT = 4,      /* R15(b) */
  HOYITO_END_NO_MOVES = 5    /* R15(c), R8 */
} hoyito_end_reason;

typedef struct {
  uint8_t type; /* hoyito_event_type */
  uint8_t hole; /* board index, or HOYITO_HAND */
  uint8_t count;
  uint8_t player;
  uint8_t aux;
  uint8_t pad;
  uint16_t score[2]; /* GAME_END: final captures of South, North */
} hoyito_event;

/*
 * Where play() reports what happened, in order. The caller owns `events`
 * (room for `capacity`); `count` is set to the number of events the move
 * produced, which may exceed capacity: then only the first `capacity` were
 * written and the caller may play the move again with a larger buffer.
 * Pass NULL for no events (search does).
 */
typedef struct {
  hoyito_event *events;
  int capacity;
  int count;
} hoyito_events;

/*
 * Legal moves of the player to move (R4, R7: at most HOYITO_MAX_PICKUPS
 * pickups, so each costs a bounded time), ascending hole numbers 1..n,
 * into moves[] (room for HOYITO_MAX_N). Returns how many (0 when over).
 */
HOYITO_API int hoyito_legal_moves(const hoyito_pos *p, int moves[HOYITO_MAX_N]);

/*
 * Plays hole `move` (1..n) of the player to move and writes the position
 * after it into *out: captures, extra turn, passes (R8), the last four (R13),
 * the no-capture limit (R15 b) and a stalemate (R15 c) applied. *out may be p.
 * Repetition (R15 a) needs history: see hoyito_game. Returns 0 or a negative
 * code (HOYITO_E_GAME_OVER, _MOVE_RANGE, _MOVE_CLOSED, _MOVE_EMPTY,
 * _MOVE_ENDLESS); on error *out is untouched.
 */
HOYITO_API int hoyito_play(const hoyito_pos *p, int move, hoyito_pos *out, hoyito_events *ev);

/*
 * Ends the game in *p now with each player capturing the seeds on their own
 * side (R15), reporting COLLECT and GAME_END events with `reason`.
 */
HOYITO_API void hoyito_end_by_sweep(hoyito_pos *p, int reason, hoyito_events *ev);

/* ---- Matches (R16..R20) ---------------------------------------------------- */

/*
 * From a finished game, the first position of the next game of the match:
 * refill (R16), closed holes (R17), who starts (R18: the winner; after a
 * draw, the player who did not move first, which the caller gives as
 * `first_mover`), round + 1 and prev (R20). Returns 0; HOYITO_E_NOT_OVER;
 * or HOYITO_E_MATCH_OVER when a player cannot fill a hole (R19), with
 * *match_winner set (if not NULL) and *out untouched.
 */
HOYITO_API int hoyito_next_game(const hoyito_pos *over, int first_mover, hoyito_pos *out,
                                int *match_winner);

/* The match winner if `over` ends the match (R19), else HOYITO_NONE. */
HOYITO_API int hoyito_match_winner(const hoyito_pos *over);

/* ---- Games: history, undo/redo, repetition ----------------------------- */

#define HOYITO_MAX_PLIES 32768 /* > 25 * HOYITO_MAX_LIMIT: no game is longer */

/*
 * A game: where it began and the moves played. Positions are replayed from
 * `start` when needed, which keeps the struct small (about 33 KB) and plain.
 * R15(a) repetition is checked here, over the positions since the last
 * capture (a capture changes the board for good).
 */
typedef struct {
  hoyito_pos start; /* the game's first position */
  hoyito_pos pos;   /* the current position */
  int first_mover;  /* start.turn: who moved first (R18) */
  int ply;          /* moves played to reach pos */
  int ply_end;      /* moves kept: [ply, ply_end) can be redone */
  uint8_t moves[HOYITO_MAX_PLIES];
} hoyito_game;

/* Starts a game at *start (which must be valid). */
HOYITO_API void hoyito_game_init(hoyito_game *g, const hoyito_pos *start);

/*
 * Plays `move` in the game: hoyito_play() plus R15(a). Drops any redo moves.
 * Returns 0 or an error; on error the game is unchanged.
 */
HOYITO_API int hoyito_game_play(hoyito_game *g, int move, hoyito_events *ev);

/* Takes back / replays one move. 0, HOYITO_E_NO_UNDO or HOYITO_E_NO_REDO. */
HOYITO_API int hoyito_game_undo(hoyito_game *g);
HOYITO_API int hoyito_game_redo(hoyito_game *g, hoyito_events *ev);

/*
 * Starts the next game of the match in *g after a finished one (see
 * hoyito_next_game). On error *g is unchanged.
 */
HOYITO_API int hoyito_game_next(hoyito_game *g, int *match_winner);

#ifdef __cplusplus
}
#endif

#endif /* HOYITO_H */
