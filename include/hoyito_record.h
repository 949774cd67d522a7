/*
 * hoyito_record.h - whole games as text: the Hoyito game record (HGR).
 *
 * A record is tag pairs, then the moves, like a chess PGN:
 *
 *   [Event "Club evening"]
 *   [Date "2026.12.01"]
 *   [South "Ana"]
 *   [North "Luis"]
 *   [Variant "II"]
 *   [Holes "6"]
 *   [Direction "ccw"]
 *   [Limit "100"]
 *   [Result "0-1"]
 *   [Score "20-28"]
 *
 *   1. S3 2. N5x4+ 3. N2 {South passes} 4. N6 ... 0-1
 *
 * Tags. Variant (I, II, III), Holes (3..12), Direction (ccw or cw) and Limit
 * (1..1000) give the standard start position; Start gives any other in the
 * position notation (match games, set-up positions) and then wins over the
 * others, which must agree with it when present. Round is the game's number
 * in a match (informative; Start carries it). Result is 1-0 (South won),
 * 0-1 (North), 1/2-1/2 or * (not finished); Score is the final captures,
 * South's first. Event, Site, Date, South and North are free text; any
 * other tag is read and ignored. A value is quoted; \" and \\ escape.
 * Free text is read as UTF-8 without control bytes, as the writer writes
 * it: a tab or CR becomes a space, a byte that is not part of a UTF-8
 * character becomes U+FFFD, and a value is cut to HOYITO_RECORD_TEXT - 1
 * bytes at a character's end.
 *
 * Moves. Each move is the mover's hole, written with the side: S3 is South's
 * hole 3. Every move is numbered, since extra turns and passes (R8, R10,
 * R11) break the alternation: "12." before a move is its number. After the
 * hole, "xK" says the mover took K seeds with it and "+" that they play
 * again (extra turn). Comments are {...} or ; to the end of the line.
 * The result ends the moves.
 *
 * Reading is lenient where a person writes by hand and strict where a game
 * could silently change: numbers, annotations and comments are skipped (not
 * checked), so "3 4 1" or "S3 N4 S1" are records too (a bare number is the
 * mover's hole); but the side letter must be the player to move, every move
 * must be legal, and a result other than * must be the game's. Writing
 * gives the canonical form above; read(write(g)) gives g's moves back.
 *
 * Variations. A line in parentheses right after a move is an alternative
 * to that move, played from the position before it, as in a chess PGN;
 * variations nest, and several may follow one move:
 *
 *   1. S3 2. N1x12 {the game's move} (2. N2x12 3. S4x4 {a comment} (3. S5x24))
 *   (2. N3) 3. S2x4 *
 *
 * Here N2 and N3 are North's alternatives to N1 and S5 is South's to S4;
 * the game goes on with 3. S2 after N1. The moves outside parentheses are
 * the main line: the game itself, what hoyito_record_read plays and what
 * the Result and Score tags describe. Every move of every variation is
 * checked from its own position (with its own line's history, for R15(a)).
 * A comment belongs to the move before it in its line: before the first
 * move, to the game (the tree's root); after '(' before the variation's
 * first move, to the move the variation branches after; after ')', to the
 * move the variation was an alternative to. Several comments on one move
 * are joined with a space; the writer's pass notes ("{North passes}" after
 * the move that makes North pass) are not comments. Refused, with the
 * line: '(' before any move of its line (at the start, or right after
 * another '('), ')' without '(', "()" with no move, a '(' never closed, a
 * result inside a variation, variations nested deeper than
 * HOYITO_RECORD_MAX_DEPTH, and more moves than the caller's node buffer
 * holds (the page's: HOYITO_RECORD_MAX_NODES). The writer writes a
 * comment as {...}, or as ;... to the line's end when it holds a '}' (so
 * it cannot hold a line end too); no control bytes but tab and line ends.
 * So the reader joins the lines of a comment that holds a '}' (a move's
 * comments once joined): the white space around each line end becomes one
 * space, as the page cleans a comment (web/js/play/move-comment.js).
 *
 * Write after read is the identity: whatever hoyito_record_read_tree
 * accepts, hoyito_record_write_tree writes, and reading that back gives the
 * same start, tree, comments and tags (tests/record_identity.h, checked on
 * generated records and by tests/fuzz/fuzz_record.c). For that the reader
 * also refuses a record whose tree, written out, would be over
 * HOYITO_MAX_RECORD bytes (bare holes, "3 (4) (5)", grow several times).
 * Cost: each '(' and ')' is O(1); each move costs what hoyito_game_play
 * costs at its ply (O(ply)), as in a record without variations; the plies
 * of the variations' moves may add up to HOYITO_RECORD_MAX_VARIATION_WORK.
 *
 * Many games in one file. Records follow one another, each its tags, its
 * moves and its result:
 *
 *   [Event "Club evening"] [South "Ana"] ... 1. S3 ... 0-1
 *   [Event "Club evening"] ... 1. S5 ... *
 *
 * hoyito_record_read reads one game (text after its result is an error);
 * hoyito_record_read_next reads such a file game by game.
 */
#ifndef HOYITO_RECORD_H
#define HOYITO_RECORD_H

#include <stddef.h>

#include "hoyito.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HOYITO_MAX_RECORD (1 << 20)       /* longer record text is refused unread */
#define HOYITO_MAX_RECORD_FILE (16 << 20) /* a longer file of many games is refused unread */
#define HOYITO_RECORD_END 1               /* hoyito_record_read_next: no game is left */
#define HOYITO_RECORD_TEXT 64             /* room for a free-text tag value, with its NUL */

/* The free-text tags; empty strings when absent. UTF-8, no control bytes. */
typedef struct {
  char event[HOYITO_RECORD_TEXT];
  char site[HOYITO_RECORD_TEXT];
  char date[HOYITO_RECORD_TEXT];
  char south[HOYITO_RECORD_TEXT];
  char north[HOYITO_RECORD_TEXT];
} hoyito_record_info;

/* What is wrong with a record, for people: the line (1-based; 0 for the
 * record as a whole) and a sentence naming the fault. */
typedef struct {
  int code;
  int line;
  char message[160];
  int node; /* writing a tree: the node at fault; -1 otherwise */
} hoyito_record_error;

/* ---- Variations ----
 *
 * A game with its variations is a tree of moves in a node buffer the
 * caller owns: node 0 is the start (the root), every other node a move
 * played from its parent's position. A node's children are the moves tried
 * there, in index order; the first is the main continuation, the others
 * its alternatives. Comments are text in a second caller buffer, `notes`.
 */
#define HOYITO_RECORD_MAX_DEPTH 64    /* variations nested in variations, at most */
#define HOYITO_RECORD_MAX_NODES 65536 /* the node buffer of the wasm build */
/* The variations' moves' plies, summed, at most: checking a move costs
 * about its ply (R15(a) replays its line), so this bounds a record's cost
 * beyond its main line's (0.5 s of CPU natively, 1.6 s in the wasm:
 * docs/records.md, tools/bench/bench-records.mjs). */
#define HOYITO_RECORD_MAX_VARIATION_WORK (1 << 24)

typedef struct {
  int parent;      /* the node this move is played from: < its own index; -1 for the root */
  int move;        /* the mover's hole 1..N; 0 for the root */
  int child, next; /* first child, next sibling (-1: none): filled from parent (see below) */
  int comment_at;  /* the comment after this move (on the root: before the first move) */
  int comment_len; /* is notes[comment_at .. comment_at + comment_len); 0: none */
} hoyito_record_node;

typedef struct {
  hoyito_record_node *nodes; /* room for cap nodes; count used */
  int cap, count;
  char *notes; /* room for notes_size bytes of comments; notes_len used (no NULs) */
  size_t notes_size, notes_len;
} hoyito_record_tree;

/*
 * Writes the record of g's moves up to g->ply (its current position) into
 * buf (size bytes, NUL-terminated). info may be NULL. Returns the length,
 * or HOYITO_E_BUFFER when it does not fit: hoyito_record_size(g) is enough.
 */
HOYITO_API int hoyito_record_write(const hoyito_game *g, const hoyito_record_info *info, char *buf,
                                   size_t size);

/* Bytes that always hold g's record with its free-text tags, NUL included. */
HOYITO_API size_t hoyito_record_size(const hoyito_game *g);

/*
 * Reads the record text[0..len) into *g (started at the record's start
 * position, every move played) and *info (if not NULL). Returns 0 or a
 * negative code: HOYITO_E_RECORD for the record's own form, a position
 * code for a bad Start, a move code for an illegal move; *err (if not NULL)
 * names the line and the fault. On error *g and *info are untouched.
 * `scratch` is a second game the reader works in (so that *g survives a
 * bad record); it may not be g.
 */
HOYITO_API int hoyito_record_read(const char *text, size_t len, hoyito_game *g,
                                  hoyito_record_info *info, hoyito_game *scratch,
                                  hoyito_record_error *err);

/*
 * hoyito_record_read that also keeps the variations and comments: *tree
 * gets every move of the record as a node (count, nodes, their child and
 * next links) and every comment in notes. *g is the main line, as
 * hoyito_record_read gives it. notes_size >= 2 * len + 1 is always enough
 * but where one move's comments are split around its variations many
 * times; a tree or notes too small is HOYITO_E_BUFFER, naming the line.
 * On error *tree holds nothing of use. What it accepts, the writer writes
 * (see Variations above: such a record is refused when it would be
 * written longer than HOYITO_MAX_RECORD; hoyito_record_read does not
 * keep the tree and does not refuse it).
 */
HOYITO_API int hoyito_record_read_tree(const char *text, size_t len, hoyito_record_tree *tree,
                                       hoyito_game *g, hoyito_record_info *info,
                                       hoyito_game *scratch, hoyito_record_error *err);

/*
 * Writes the record of the game at *start with the moves of *tree (count
 * nodes; parent, move and comment of each are read, child and next are
 * filled here) into buf (size bytes, NUL-terminated): the main line is the
 * first child of each node from the root, and the Result and Score tags
 * are its end's. Returns the length, HOYITO_E_BUFFER when it does not fit
 * (hoyito_record_tree_size is enough), HOYITO_E_ARGUMENT for a tree that
 * is not one (a parent not before its child, variations nested deeper than
 * HOYITO_RECORD_MAX_DEPTH, a comment outside notes, or holding a control
 * byte other than tab, CR, LF, or both a '}' and a line end), or a move's
 * error code for a move that is not legal where it stands; *err (if not
 * NULL) then names the node (err->node) and the fault. scratch is a game
 * to work in.
 */
HOYITO_API int hoyito_record_write_tree(const hoyito_pos *start, hoyito_record_tree *tree,
                                        const hoyito_record_info *info, hoyito_game *scratch,
                                        char *buf, size_t size, hoyito_record_error *err);

/* Bytes that always hold the record of *tree with free-text tags, NUL included. */
HOYITO_API size_t hoyito_record_tree_size(const hoyito_record_tree *tree);

/* Where the next game of a file of many starts: a byte offset into the
 * file and the line it is on (1-based; 0 is taken as 1). Start with {0, 1}. */
typedef struct {
  size_t at;
  int line;
} hoyito_record_place;

/*
 * Reads the game of text[0..len) (a file of many games, at most
 * HOYITO_MAX_RECORD_FILE bytes) that starts at *place, as hoyito_record_read
 * reads one record (at most HOYITO_MAX_RECORD bytes a game), with the
 * file's line numbers in *err. A game ends after its result (1-0, 0-1,
 * 1/2-1/2 or *; one inside a variation ends it too, as an error), or where
 * the next game's tags begin after its moves, or at the file's end.
 * Returns 0 (the game is in *g and
 * *info), a negative code for a bad game (*err names it; *g, *info kept),
 * or HOYITO_RECORD_END when only space and comments are left. Each call
 * moves *place past the game it looked at, good or bad, so a loop reads
 * every game of a file and names every bad one. tree may be NULL (the
 * variations are checked, not kept); else as hoyito_record_read_tree, with
 * notes_size >= 2 * HOYITO_MAX_RECORD + 1. Cost: linear in the game's
 * bytes, plus its moves' as hoyito_record_read.
 */
HOYITO_API int hoyito_record_read_next(const char *text, size_t len, hoyito_record_place *place,
                                       hoyito_record_tree *tree, hoyito_game *g,
                                       hoyito_record_info *info, hoyito_game *scratch,
                                       hoyito_record_error *err);

#ifdef __cplusplus
}
#endif

#endif /* HOYITO_RECORD_H */
