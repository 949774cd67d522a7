/* record.c - whole games as text (hoyito_record.h): writing and checked reading. */
#include <stdarg.h>
#include <string.h>

#include "hoyito_record.h"
#include "internal.h"

/* ---- Writing ----------------------------------------------------------------- */

/*
 * A vsnprintf for the few conversions records use (%s %c %d %zu %02x):
 * the C library's pulls about 8 KB of gzipped code into the page's wasm.
 * Stores at most size-1 bytes and a NUL; returns the length it would need.
 */
static int format_v(char *buf, size_t size, const char *fmt, va_list ap) {
  size_t len = 0;
#define EMIT(ch)                         \
  do {                                   \
    if (len + 1 < size) buf[len] = (ch); \
    len++;                               \
  } while (0)
  for (const char *f = fmt; *f; f++) {
    if (*f != '%') {
      EMIT(*f);
      continue;
    }
    f++;
    char digits[24];
    int nd = 0, width = 0, base = 10;
    unsigned long long u = 0;
    int negative = 0;
    if (*f == '0') f++, width = *f++ - '0';
    if (*f == 's') {
      for (const char *t = va_arg(ap, const char *); *t; t++) EMIT(*t);
      continue;
    }
    if (*f == 'c') {
      EMIT((char)va_arg(ap, int));
      continue;
    }
    if (*f == 'd') {
      long long v = va_arg(ap, int);
      negative = v < 0;
      u = (unsigned long long)(negative ? -v : v);
    } else if (*f == 'z' && f[1] == 'u') {
      f++;
      u = va_arg(ap, size_t);
    } else if (*f == 'x') {
      u = va_arg(ap, unsigned);
      base = 16;
    } else {
      EMIT('%');
      EMIT(*f);
      if (!*f) break;
      continue;
    }
    do digits[nd++] = "0123456789abcdef"[u % (unsigned)base];
    while ((u /= (unsigned)base) > 0);
    while (nd < width) digits[nd++] = '0';
    if (negative) EMIT('-');
    while (nd > 0) EMIT(digits[--nd]);
  }
#undef EMIT
  if (size) buf[len < size ? len : size - 1] = '\0';
  return (int)len;
}

static int format(char *buf, size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int k = format_v(buf, size, fmt, ap);
  va_end(ap);
  return k;
}

/* A writer that counts what it could not store, so one check at the end suffices. */
typedef struct {
  char *buf;
  size_t size, len;
} out_text;

static void put(out_text *o, const char *fmt, ...) {
  char tmp[256];
  va_list ap;
  va_start(ap, fmt);
  int k = format_v(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (k < 0) return;
  for (int i = 0; i < k && i < (int)sizeof tmp - 1; i++, o->len++)
    if (o->len + 1 < o->size) o->buf[o->len] = tmp[i];
}

/* A free-text tag, quoted; control bytes become spaces (they cannot be read back). */
static void put_text_tag(out_text *o, const char *name, const char *value) {
  if (!value[0]) return;
  char quoted[2 * HOYITO_RECORD_TEXT + 1];
  size_t k = 0;
  for (size_t i = 0; value[i] && i < HOYITO_RECORD_TEXT - 1; i++) {
    unsigned char c = (unsigned char)value[i];
    if (c == '"' || c == '\\') quoted[k++] = '\\';
    quoted[k++] = (c < 0x20 || c == 0x7f) ? ' ' : (char)c;
  }
  quoted[k] = '\0';
  put(o, "[%s \"%s\"]\n", name, quoted);
}

static const char *result_text(const hoyito_pos *p) {
  switch (hoyito_result(p)) {
    case HOYITO_SOUTH:
      return "1-0";
    case HOYITO_NORTH:
      return "0-1";
    case HOYITO_DRAW:
      return "1/2-1/2";
    default:
      return "*";
  }
}

/* Whether p is the standard start for its options (then no Start tag is written). */
static int is_standard_start(const hoyito_pos *p) {
  hoyito_options o = {
      .variant = p->variant, .n = p->n, .clockwise = p->clockwise, .limit = p->limit};
  hoyito_pos s;
  return hoyito_start(&o, &s) == HOYITO_OK && memcmp(&s, p, sizeof s) == 0;
}

#define MOVES_PER_LINE 8
/* Per ply at most "32768. N12x65535+ {South passes}\n": 40 bytes is ample. */
#define BYTES_PER_PLY 40
#define TAG_BYTES 1024 /* fixed tags, the Start position, and slack */

size_t hoyito_record_size(const hoyito_game *g) {
  return TAG_BYTES + 5 * (2 * HOYITO_RECORD_TEXT + 16) + (size_t)g->ply * BYTES_PER_PLY;
}

/*
 * The tags a record knows, each named once: the writer and the reader both
 * use these. The game's tags first, then the free text (from TAG_EVENT on),
 * which is cut to HOYITO_RECORD_TEXT when read.
 */
/* clang-format off */
#define RECORD_TAGS(X)                                                                  \
  X(VARIANT, "Variant") X(HOLES, "Holes") X(DIRECTION, "Direction") X(LIMIT, "Limit")   \
  X(START, "Start") X(ROUND, "Round") X(RESULT, "Result") X(SCORE, "Score")             \
  X(EVENT, "Event") X(SITE, "Site") X(DATE, "Date") X(SOUTH, "South") X(NORTH, "North")
/* clang-format on */
#define TAG_ID(id, name) TAG_##id,
#define TAG_NAME(id, name) name,
enum { RECORD_TAGS(TAG_ID) TAG_COUNT };
static const char *const tag_names[TAG_COUNT] = {RECORD_TAGS(TAG_NAME)};
#undef TAG_ID
#undef TAG_NAME

/* The tags of a game from `start` whose main line ends at `end`, and the blank line. */
static void put_tags(out_text *o, const hoyito_pos *s, const hoyito_pos *end,
                     const hoyito_record_info *info) {
  if (info) {
    put_text_tag(o, tag_names[TAG_EVENT], info->event);
    put_text_tag(o, tag_names[TAG_SITE], info->site);
    put_text_tag(o, tag_names[TAG_DATE], info->date);
    put_text_tag(o, tag_names[TAG_SOUTH], info->south);
    put_text_tag(o, tag_names[TAG_NORTH], info->north);
  }
  put(o, "[%s \"%s\"]\n[%s \"%d\"]\n[%s \"%s\"]\n[%s \"%d\"]\n", tag_names[TAG_VARIANT],
      hoyito__rules(s->variant)->name, tag_names[TAG_HOLES], s->n, tag_names[TAG_DIRECTION],
      s->clockwise ? "cw" : "ccw", tag_names[TAG_LIMIT], s->limit);
  if (!is_standard_start(s)) {
    char text[HOYITO_MAX_POS_TEXT];
    hoyito_format(s, text, sizeof text);
    put(o, "[%s \"%s\"]\n", tag_names[TAG_START], text);
  }
  if (s->round > 1) put(o, "[%s \"%d\"]\n", tag_names[TAG_ROUND], s->round);
  put(o, "[%s \"%s\"]\n", tag_names[TAG_RESULT], result_text(end));
  if (end->turn == HOYITO_OVER)
    put(o, "[%s \"%d-%d\"]\n", tag_names[TAG_SCORE], end->captured[0], end->captured[1]);
  put(o, "\n");
}

/*
 * The player who passed after the move from `before` to `after` (R8), or
 * -1: the writer notes it as a comment ("{North passes}") and the reader
 * knows that comment as the writer's. An extra turn needs a casa taken
 * (R10, R11); otherwise the mover moving again means the other passed.
 */
static int passer(const hoyito_pos *before, const hoyito_pos *after) {
  int mover = before->turn;
  int took = after->captured[mover] - before->captured[mover];
  int extra = after->turn == mover && took > 0 && hoyito__rules(before->variant)->extra_turn;
  int expected = extra ? mover : 1 - mover;
  return after->turn != HOYITO_OVER && after->turn != expected ? expected : -1;
}

static const char *const pass_notes[2] = {"South passes", "North passes"};

/* The moves' text: where a line breaks (MOVES_PER_LINE moves a line) and
 * whether the next token follows "(" or nothing (no space before it). */
typedef struct {
  out_text *o;
  int on_line, glued;
} move_text;

static void put_space(move_text *mt) {
  if (mt->glued) {
    mt->glued = 0;
  } else if (mt->on_line >= MOVES_PER_LINE) {
    put(mt->o, "\n");
    mt->on_line = 0;
  } else {
    put(mt->o, " ");
  }
}

/* Plays `move` on g and writes it: numbered by its ply, with xK, + and a pass. */
static int put_move(move_text *mt, hoyito_game *g, int move) {
  const hoyito_pos before = g->pos;
  int rc = hoyito_game_play(g, move, NULL);
  if (rc) return rc;
  const hoyito_pos *after = &g->pos;
  int mover = before.turn;
  int took = after->captured[mover] - before.captured[mover];
  put_space(mt);
  mt->on_line++;
  put(mt->o, "%d. %c%d", g->ply, mover == HOYITO_SOUTH ? 'S' : 'N', move);
  if (took > 0) put(mt->o, "x%d", took);
  if (after->turn == mover && took > 0 && hoyito__rules(before.variant)->extra_turn)
    put(mt->o, "+");
  int passed = passer(&before, after);
  if (passed >= 0) put(mt->o, " {%s}", pass_notes[passed]);
  return HOYITO_OK;
}

/* Ends the text: the result after the moves, the NUL; or HOYITO_E_BUFFER. */
static int finish(out_text *o, const move_text *mt, const hoyito_pos *end) {
  put(o, "%s%s\n", mt->glued ? "" : " ", result_text(end));
  if (o->len + 1 > o->size) {
    if (o->size) o->buf[0] = '\0';
    return HOYITO_E_BUFFER;
  }
  o->buf[o->len] = '\0';
  return (int)o->len;
}

int hoyito_record_write(const hoyito_game *g, const hoyito_record_info *info, char *buf,
                        size_t size) {
  out_text o = {buf, size, 0};
  put_tags(&o, &g->start, &g->pos, info);
  /* The moves are replayed to annotate them, through a game so that R15(a)
   * applies exactly as it did in g. */
  hoyito_game replay;
  hoyito_game_init(&replay, &g->start);
  move_text mt = {&o, 0, 1};
  for (int i = 0; i < g->ply; i++)
    if (put_move(&mt, &replay, g->moves[i])) break; /* g's own moves: never */
  return finish(&o, &mt, &g->pos);
}

/* ---- Reading ----------------------------------------------------------------- */

typedef struct {
  const char *text;
  size_t len, at;
  int line;
  hoyito_record_error *err;
  int first_line; /* the line text[0] is on: a game of a file of many keeps the file's numbers */
} reader;

/* Records the first fault (with the reader's line) and returns `code`. */
static int fail(reader *rd, int code, const char *fmt, ...) {
  if (rd->err) {
    rd->err->code = code;
    rd->err->line = rd->line;
    rd->err->node = -1;
    int k = rd->line ? format(rd->err->message, sizeof rd->err->message, "line %d: ", rd->line) : 0;
    va_list ap;
    va_start(ap, fmt);
    format_v(rd->err->message + k, sizeof rd->err->message - (size_t)k, fmt, ap);
    va_end(ap);
  }
  return code;
}

/* Copies user text for an error message: printable ASCII, clipped. */
static void quote(char *dst, size_t size, const char *src, size_t len) {
  size_t k = 0;
  for (size_t i = 0; i < len && k + 4 < size; i++) {
    unsigned char c = (unsigned char)src[i];
    dst[k++] = (c > ' ' && c < 127) ? (char)c : '?';
  }
  if (k + 4 >= size && len > k) {
    memcpy(dst + k, "...", 3);
    k += 3;
  }
  dst[k] = '\0';
}

static int is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* What ends a move token: space, a comment, a variation's parenthesis. */
static int is_delimiter(char c) {
  return is_space(c) || c == '{' || c == ';' || c == '(' || c == ')';
}

static void skip_space(reader *rd) {
  while (rd->at < rd->len && is_space(rd->text[rd->at])) {
    if (rd->text[rd->at] == '\n') rd->line++;
    rd->at++;
  }
}

/* Reads a positive decimal of at most 5 digits from s[0..len); -1 if it is not one. */
static long small_number(const char *s, size_t len) {
  if (len == 0 || len > 5) return -1;
  long v = 0;
  for (size_t i = 0; i < len; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    v = v * 10 + (s[i] - '0');
  }
  return v;
}

/* The length of the well-formed UTF-8 character at s[0..n) (n > 0), or 0 if it is not one. */
static size_t utf8_length(const unsigned char *s, size_t n) {
  if (s[0] < 0x80) return 1;
  size_t len = s[0] >= 0xc2 && s[0] <= 0xdf   ? 2
               : s[0] >= 0xe0 && s[0] <= 0xef ? 3
               : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4
                                              : 0;
  if (len == 0 || len > n) return 0;
  /* The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF. */
  unsigned lo = s[0] == 0xe0 ? 0xa0 : s[0] == 0xf0 ? 0x90 : 0x80;
  unsigned hi = s[0] == 0xed ? 0x9f : s[0] == 0xf4 ? 0x8f : 0xbf;
  if (s[1] < lo || s[1] > hi) return 0;
  for (size_t i = 2; i < len; i++)
    if ((s[i] & 0xc0) != 0x80) return 0;
  return len;
}

/*
 * A free-text tag's value as the record_info promises it: UTF-8 (a byte
 * that is not part of a character becomes U+FFFD, as a browser shows it)
 * without control bytes (a tab or CR becomes a space, as the writer writes
 * it), cut before the first character past `room` bytes. Returns its length.
 */
static size_t clean_text(char *dst, size_t room, const char *src, size_t n) {
  static const char replacement[] = "\xef\xbf\xbd";
  size_t k = 0;
  for (size_t i = 0; i < n;) {
    const unsigned char *c = (const unsigned char *)src + i;
    size_t len = utf8_length(c, n - i);
    const char *put_from = len ? src + i : replacement;
    size_t put_len = len ? len : 3;
    if (len == 1 && (c[0] < 0x20 || c[0] == 0x7f)) put_from = " ";
    if (k + put_len > room) break;
    memcpy(dst + k, put_from, put_len);
    k += put_len;
    i += len ? len : 1;
  }
  return k;
}

typedef struct {
  char value[TAG_COUNT][HOYITO_MAX_POS_TEXT]; /* the Start position is the longest value */
  int line[TAG_COUNT];                        /* 0: absent */
} tag_set;

/* Reads one [Name "value"] pair at rd->at (which is at '['). */
static int read_tag(reader *rd, tag_set *tags) {
  const char *t = rd->text;
  size_t i = rd->at + 1, name_at = i;
  while (i < rd->len && ((t[i] >= 'A' && t[i] <= 'Z') || (t[i] >= 'a' && t[i] <= 'z') ||
                         (t[i] >= '0' && t[i] <= '9') || t[i] == '_'))
    i++;
  size_t name_len = i - name_at;
  if (name_len == 0 || name_len > 32)
    return fail(rd, HOYITO_E_RECORD, "a tag is [Name \"value\"], with a name of 1 to 32 letters");
  while (i < rd->len && (t[i] == ' ' || t[i] == '\t')) i++;
  if (i >= rd->len || t[i] != '"') return fail(rd, HOYITO_E_RECORD, "a tag's value must be quoted");
  i++;
  char value[256];
  size_t k = 0;
  for (;; i++) {
    if (i >= rd->len || t[i] == '\n')
      return fail(rd, HOYITO_E_RECORD, "a tag's value has no closing quote");
    if (t[i] == '"') break;
    if (t[i] == '\\' && i + 1 < rd->len && (t[i + 1] == '"' || t[i + 1] == '\\')) i++;
    if (k + 1 >= sizeof value) return fail(rd, HOYITO_E_RECORD, "a tag's value is over 255 bytes");
    value[k++] = t[i];
  }
  value[k] = '\0';
  i++;
  while (i < rd->len && (t[i] == ' ' || t[i] == '\t')) i++;
  if (i >= rd->len || t[i] != ']') return fail(rd, HOYITO_E_RECORD, "a tag must end with ]");
  rd->at = i + 1;

  for (int tag = 0; tag < TAG_COUNT; tag++) {
    if (strlen(tag_names[tag]) != name_len || memcmp(tag_names[tag], t + name_at, name_len))
      continue;
    if (tags->line[tag])
      return fail(rd, HOYITO_E_RECORD, "the %s tag is given twice", tag_names[tag]);
    tags->line[tag] = rd->line;
    /* Free text is cleaned and cut at a character's end if too long; the rest must fit whole. */
    if (tag >= TAG_EVENT) {
      k = clean_text(tags->value[tag], HOYITO_RECORD_TEXT - 1, value, k);
    } else if (k > sizeof tags->value[tag] - 1) {
      return fail(rd, HOYITO_E_RECORD, "the %s tag's value is too long", tag_names[tag]);
    } else {
      memcpy(tags->value[tag], value, k);
    }
    tags->value[tag][k] = '\0';
  }
  return HOYITO_OK; /* other tags are read and ignored */
}

/* The start position from the tags: Start, or the options, which must agree with it. */
static int start_from_tags(reader *rd, const tag_set *tags, hoyito_pos *start) {
  hoyito_options o = {.variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  if (tags->line[TAG_VARIANT]) {
    rd->line = tags->line[TAG_VARIANT];
    int v = hoyito_variant_by_name(tags->value[TAG_VARIANT]);
    if (v < 0) return fail(rd, HOYITO_E_RECORD, "Variant must be I, II or III");
    o.variant = v;
  }
  if (tags->line[TAG_HOLES]) {
    rd->line = tags->line[TAG_HOLES];
    long n = small_number(tags->value[TAG_HOLES], strlen(tags->value[TAG_HOLES]));
    if (n < HOYITO_MIN_N || n > HOYITO_MAX_N)
      return fail(rd, HOYITO_E_RECORD, "Holes must be a number %d..%d", HOYITO_MIN_N, HOYITO_MAX_N);
    o.n = (int)n;
  }
  if (tags->line[TAG_DIRECTION]) {
    rd->line = tags->line[TAG_DIRECTION];
    const char *d = tags->value[TAG_DIRECTION];
    if (strcmp(d, "ccw") && strcmp(d, "cw"))
      return fail(rd, HOYITO_E_RECORD, "Direction must be ccw or cw");
    o.clockwise = strcmp(d, "cw") == 0;
  }
  if (tags->line[TAG_LIMIT]) {
    rd->line = tags->line[TAG_LIMIT];
    long l = small_number(tags->value[TAG_LIMIT], strlen(tags->value[TAG_LIMIT]));
    if (l < 1 || l > HOYITO_MAX_LIMIT)
      return fail(rd, HOYITO_E_RECORD, "Limit must be a number 1..%d", HOYITO_MAX_LIMIT);
    o.limit = (int)l;
  }
  if (!tags->line[TAG_START]) {
    rd->line = 0;
    return hoyito_start(&o, start) ? fail(rd, HOYITO_E_RECORD, "the tags give no valid start") : 0;
  }
  rd->line = tags->line[TAG_START];
  hoyito_error perr;
  int rc = hoyito_parse(tags->value[TAG_START], start, &perr);
  if (rc) return fail(rd, rc, "Start is not a valid position: %s", perr.message);
  /* Tags written beside Start describe it; a contradiction means a mistake. */
  const struct {
    int tag, ok;
  } agree[] = {
      {TAG_VARIANT, start->variant == o.variant},
      {TAG_HOLES, start->n == o.n},
      {TAG_DIRECTION, start->clockwise == o.clockwise},
      {TAG_LIMIT, start->limit == o.limit},
  };
  for (size_t k = 0; k < sizeof agree / sizeof agree[0]; k++) {
    if (tags->line[agree[k].tag] && !agree[k].ok) {
      rd->line = tags->line[agree[k].tag];
      return fail(rd, HOYITO_E_RECORD, "the %s tag does not match the Start position",
                  tag_names[agree[k].tag]);
    }
  }
  if (tags->line[TAG_ROUND] &&
      small_number(tags->value[TAG_ROUND], strlen(tags->value[TAG_ROUND])) != start->round) {
    rd->line = tags->line[TAG_ROUND];
    return fail(rd, HOYITO_E_RECORD, "the Round tag does not match the Start position");
  }
  return HOYITO_OK;
}

/* "1-0" and so on: the player who won, HOYITO_DRAW, HOYITO_NONE for "*", -1 if not a result. */
static int parse_result(const char *s, size_t len) {
  if (len == 3 && !memcmp(s, "1-0", 3)) return HOYITO_SOUTH;
  if (len == 3 && !memcmp(s, "0-1", 3)) return HOYITO_NORTH;
  if (len == 7 && !memcmp(s, "1/2-1/2", 7)) return HOYITO_DRAW;
  if (len == 1 && s[0] == '*') return HOYITO_NONE;
  return -1;
}

/* Checks a claimed result (tag or token, from `line`) against the game played. */
static int check_result(reader *rd, int claimed, int line, const hoyito_pos *end) {
  if (claimed == HOYITO_NONE) return HOYITO_OK;
  rd->line = line;
  if (end->turn != HOYITO_OVER)
    return fail(rd, HOYITO_E_RECORD,
                "the record gives a result, but its moves end before the game does");
  if (hoyito_result(end) != claimed)
    return fail(rd, HOYITO_E_RECORD, "the result given is not the game's (%s)", result_text(end));
  return HOYITO_OK;
}

/* A text record: anything else (a binary file dropped by mistake) is named at once. */
static int check_text(reader *rd) {
  rd->line = rd->first_line;
  for (size_t i = 0; i < rd->len; i++) {
    unsigned char c = (unsigned char)rd->text[i];
    if (c == '\n') rd->line++;
    else if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
      return fail(rd, HOYITO_E_RECORD, "a control byte (0x%02x): this is not a text record", c);
  }
  return HOYITO_OK;
}

/* An open variation: the move it is an alternative to, to go back to at its ')'. */
typedef struct {
  hoyito_pos before, after; /* the positions before and after that move */
  int node, move, ply;      /* its node, hole and ply */
  int line;                 /* the line of the '(' */
} branch;

/* Where the reader is in the tree of moves. The game is the line being
 * read, from the start to the last move; variations are taken back by
 * restoring the saved positions, so R15(a) sees each line's own history. */
typedef struct {
  hoyito_game *game;
  hoyito_record_tree *tree; /* NULL: variations are checked, not kept */
  int cur, move;            /* the last move's node (0: the root) and hole */
  hoyito_pos before;        /* the position before it */
  int fresh;                /* no move yet in this line: at the start, or just after '(' */
  int pass_note;            /* who the writer notes as passing after it ("{North passes}"), or -1 */
  int depth;
  long work; /* the plies of the variations' moves, summed: each costs its ply */
  branch open[HOYITO_RECORD_MAX_DEPTH];
} walk;

/* Joins a comment to the last move's node (the root's before any move). */
static int keep_comment(reader *rd, walk *w, const char *s, size_t n) {
  if (w->pass_note >= 0 && n == strlen(pass_notes[w->pass_note]) &&
      memcmp(s, pass_notes[w->pass_note], n) == 0) {
    w->pass_note = -1; /* the writer's note of a pass, not a comment */
    return HOYITO_OK;
  }
  hoyito_record_tree *t = w->tree;
  if (!t || n == 0) return HOYITO_OK;
  hoyito_record_node *node = &t->nodes[w->cur];
  size_t had = (size_t)node->comment_len;
  /* A comment split around variations is moved to the end to be joined. */
  int moved = had > 0 && (size_t)node->comment_at + had != t->notes_len;
  size_t need = n + (had ? 1 : 0) + (moved ? had : 0);
  if (need > t->notes_size - t->notes_len)
    return fail(rd, HOYITO_E_BUFFER, "the comments need more than %zu bytes", t->notes_size);
  if (moved || !had) {
    if (moved) memmove(t->notes + t->notes_len, t->notes + node->comment_at, had);
    node->comment_at = (int)t->notes_len;
    t->notes_len += had;
  }
  if (had) t->notes[t->notes_len++] = ' ';
  memcpy(t->notes + t->notes_len, s, n);
  t->notes_len += n;
  node->comment_len = (int)(t->notes_len - (size_t)node->comment_at);
  return HOYITO_OK;
}

/* Reads the comment at rd->at: ';' to the end of the line, or { to }. */
static int read_comment(reader *rd, walk *w) {
  const char *text = rd->text;
  size_t from = ++rd->at, to;
  if (text[from - 1] == ';') {
    while (rd->at < rd->len && text[rd->at] != '\n') rd->at++;
    to = rd->at;
    if (to > from && text[to - 1] == '\r') to--;
  } else {
    int line = rd->line;
    while (rd->at < rd->len && text[rd->at] != '}') rd->line += text[rd->at++] == '\n';
    if (rd->at >= rd->len) {
      rd->line = line;
      return fail(rd, HOYITO_E_RECORD, "a comment { has no closing }");
    }
    to = rd->at++;
  }
  return keep_comment(rd, w, text + from, to - from);
}

/* The game on `scratch` from the tags' start (the standard one without them). */
static int start_game(reader *rd, const tag_set *tags, hoyito_game *scratch) {
  hoyito_pos start;
  int rc = start_from_tags(rd, tags, &start);
  if (rc) return rc;
  hoyito_game_init(scratch, &start);
  return HOYITO_OK;
}

/* After a move is played: it is the line's last, and a node of the tree. */
static int moved(reader *rd, walk *w, const hoyito_pos *before, int hole) {
  w->before = *before;
  w->move = hole;
  w->fresh = 0;
  w->pass_note = passer(before, &w->game->pos);
  if (w->depth && (w->work += w->game->ply) > HOYITO_RECORD_MAX_VARIATION_WORK)
    return fail(rd, HOYITO_E_RECORD,
                "the variations are too long to check (their moves' plies add up to over %d)",
                HOYITO_RECORD_MAX_VARIATION_WORK);
  hoyito_record_tree *t = w->tree;
  if (!t) return HOYITO_OK;
  if (t->count >= t->cap)
    return fail(rd, HOYITO_E_BUFFER, "more than %d moves with the variations", t->cap);
  t->nodes[t->count] = (hoyito_record_node){w->cur, hole, -1, -1, 0, 0};
  w->cur = t->count++;
  return HOYITO_OK;
}

/* Plays one move token (t, n long; `shown` quotes it for messages) on the line. */
static int play_token(reader *rd, const char *t, size_t n, const char *shown, walk *w) {
  /* "12." or "12..." numbers a move; it may be glued to the move ("12.S3"). */
  size_t k = 0;
  while (k < n && t[k] >= '0' && t[k] <= '9') k++;
  if (k > 0 && k < n && t[k] == '.') {
    while (k < n && t[k] == '.') k++;
    t += k;
    n -= k;
    if (n == 0) return HOYITO_OK;
  }
  hoyito_game *g = w->game;
  const hoyito_pos before = g->pos;
  int side = before.turn;
  k = 0;
  if (t[0] == 'S' || t[0] == 's' || t[0] == 'N' || t[0] == 'n') {
    side = (t[0] == 'S' || t[0] == 's') ? HOYITO_SOUTH : HOYITO_NORTH;
    k = 1;
  }
  size_t digits = k;
  while (digits < n && t[digits] >= '0' && t[digits] <= '9') digits++;
  long hole = small_number(t + k, digits - k);
  /* Annotations after the hole are skipped: xK, +, and the usual ! and ?. */
  size_t a = digits;
  while (a < n &&
         (t[a] == 'x' || t[a] == '+' || t[a] == '!' || t[a] == '?' || (t[a] >= '0' && t[a] <= '9')))
    a++;
  if (hole < 0 || a < n)
    return fail(rd, HOYITO_E_RECORD, "'%s' is not a move (a move is a hole, like S3 or 3)", shown);
  const char *in = w->depth ? " in a variation" : "";
  if (before.turn == HOYITO_OVER)
    return fail(rd, HOYITO_E_GAME_OVER, "move %d (%s)%s: the game is already over", g->ply + 1,
                shown, in);
  if (side != before.turn)
    return fail(rd, HOYITO_E_RECORD, "move %d (%s)%s: it is %s's turn", g->ply + 1, shown, in,
                before.turn == HOYITO_SOUTH ? "South" : "North");
  int rc = hole > HOYITO_MAX_N ? HOYITO_E_MOVE_RANGE : hoyito_game_play(g, (int)hole, NULL);
  if (rc) return fail(rd, rc, "move %d (%s)%s: %s", g->ply + 1, shown, in, hoyito_strerror(rc));
  return moved(rd, w, &before, (int)hole);
}

/* '(': the moves up to ')' are an alternative to the line's last move. */
static int open_variation(reader *rd, walk *w) {
  if (w->fresh)
    return fail(rd, HOYITO_E_RECORD, "a variation ( must follow the move it is an alternative to");
  if (w->depth >= HOYITO_RECORD_MAX_DEPTH)
    return fail(rd, HOYITO_E_RECORD, "variations nested deeper than %d", HOYITO_RECORD_MAX_DEPTH);
  hoyito_game *g = w->game;
  w->open[w->depth++] = (branch){w->before, g->pos, w->cur, w->move, g->ply, rd->line};
  g->pos = w->before;
  g->ply_end = --g->ply;
  if (w->tree) w->cur = w->tree->nodes[w->cur].parent;
  w->fresh = 1;
  w->pass_note = -1;
  return HOYITO_OK;
}

/* ')': back to the move the variation was an alternative to. */
static int close_variation(reader *rd, walk *w) {
  if (w->depth == 0) return fail(rd, HOYITO_E_RECORD, "a ) with no ( before it");
  if (w->fresh) return fail(rd, HOYITO_E_RECORD, "a variation () with no move in it");
  const branch *b = &w->open[--w->depth];
  hoyito_game *g = w->game;
  g->pos = b->after;
  g->ply = g->ply_end = b->ply;
  g->moves[b->ply - 1] = (uint8_t)b->move; /* the variation's own moves overwrote it */
  w->before = b->before;
  w->cur = b->node;
  w->move = b->move;
  w->pass_note = -1;
  return HOYITO_OK;
}

/* One token (n bytes at t) of the moves: a move, a result, '(' or ')'. */
static int read_token(reader *rd, const char *t, size_t n, walk *w, int *result, int *result_line) {
  char shown[40];
  quote(shown, sizeof shown, t, n);
  if (*result_line) return fail(rd, HOYITO_E_RECORD, "'%s' after the result", shown);
  if (*t == '(') return open_variation(rd, w);
  if (*t == ')') return close_variation(rd, w);
  int res = parse_result(t, n);
  if (res < 0) return play_token(rd, t, n, shown, w);
  if (w->depth) return fail(rd, HOYITO_E_RECORD, "a result inside a variation");
  *result = res;
  *result_line = rd->line;
  return HOYITO_OK;
}

/* The tags, comments, moves and variations, and the result after them: the
 * main line is played on w->game, the result token (and its line) kept. */
static int read_body(reader *rd, tag_set *tags, walk *w, int *result, int *result_line) {
  int started = 0, rc;
  rd->line = rd->first_line;
  for (;;) {
    skip_space(rd);
    if (rd->at >= rd->len) break;
    const char *t = rd->text + rd->at;
    if (*t == ';' || *t == '{') {
      if ((rc = read_comment(rd, w))) return rc;
      continue;
    }
    if (*t == '[') {
      if (*result_line)
        return fail(rd, HOYITO_E_RECORD,
                    "tags after the result begin another game; a record holds one");
      if (started) return fail(rd, HOYITO_E_RECORD, "tags must come before the moves");
      if ((rc = read_tag(rd, tags))) return rc;
      continue;
    }
    /* A token: '(' or ')', or up to white space, a comment or a parenthesis. */
    size_t n = 1;
    if (*t != '(' && *t != ')')
      for (n = 0; rd->at + n < rd->len && !is_delimiter(t[n]);) n++;
    rd->at += n;
    if (!started) {
      int line = rd->line;
      if ((rc = start_game(rd, tags, w->game))) return rc;
      rd->line = line;
      started = 1;
    }
    if ((rc = read_token(rd, t, n, w, result, result_line))) return rc;
  }
  if (w->depth) {
    rd->line = w->open[w->depth - 1].line;
    return fail(rd, HOYITO_E_RECORD, "a variation ( has no closing )");
  }
  return started ? HOYITO_OK : start_game(rd, tags, w->game);
}

/* The Result and Score tags and the result token must be the game's. */
static int check_claims(reader *rd, const tag_set *tags, int result, int result_line,
                        const hoyito_pos *end) {
  int rc;
  if (tags->line[TAG_RESULT]) {
    rd->line = tags->line[TAG_RESULT];
    int claimed = parse_result(tags->value[TAG_RESULT], strlen(tags->value[TAG_RESULT]));
    if (claimed < 0) return fail(rd, HOYITO_E_RECORD, "Result must be 1-0, 0-1, 1/2-1/2 or *");
    if (result_line && claimed != result)
      return fail(rd, HOYITO_E_RECORD, "the Result tag and the result after the moves differ");
    if ((rc = check_result(rd, claimed, rd->line, end))) return rc;
  }
  if (result_line && (rc = check_result(rd, result, result_line, end))) return rc;
  if (tags->line[TAG_SCORE]) {
    rd->line = tags->line[TAG_SCORE];
    char want[24];
    format(want, sizeof want, "%d-%d", end->captured[0], end->captured[1]);
    if (end->turn != HOYITO_OVER)
      return fail(rd, HOYITO_E_RECORD, "a Score is given, but the moves end before the game does");
    if (strcmp(want, tags->value[TAG_SCORE]))
      return fail(rd, HOYITO_E_RECORD, "the Score tag is not the game's (%s)", want);
  }
  return HOYITO_OK;
}

static void fill_info(hoyito_record_info *info, const tag_set *tags) {
  memset(info, 0, sizeof *info);
  memcpy(info->event, tags->value[TAG_EVENT], HOYITO_RECORD_TEXT);
  memcpy(info->site, tags->value[TAG_SITE], HOYITO_RECORD_TEXT);
  memcpy(info->date, tags->value[TAG_DATE], HOYITO_RECORD_TEXT);
  memcpy(info->south, tags->value[TAG_SOUTH], HOYITO_RECORD_TEXT);
  memcpy(info->north, tags->value[TAG_NORTH], HOYITO_RECORD_TEXT);
  info->event[HOYITO_RECORD_TEXT - 1] = info->site[HOYITO_RECORD_TEXT - 1] = '\0';
  info->date[HOYITO_RECORD_TEXT - 1] = info->south[HOYITO_RECORD_TEXT - 1] = '\0';
  info->north[HOYITO_RECORD_TEXT - 1] = '\0';
}

/* Fills each node's child and next links from the parents, in index order. */
static void link_children(hoyito_record_tree *t) {
  for (int i = 0; i < t->count; i++) t->nodes[i].child = t->nodes[i].next = -1;
  for (int i = t->count - 1; i > 0; i--) {
    hoyito_record_node *parent = &t->nodes[t->nodes[i].parent];
    t->nodes[i].next = parent->child;
    parent->child = i;
  }
}

/*
 * A comment that holds a '}' is written as "; ..." to the line's end, so it
 * cannot hold a line end too: its lines are joined, the white space around
 * each line end becoming one space (as the page cleans a player's comment,
 * web/js/play/move-comment.js). Other comments are kept as they are.
 */
static void join_comment_lines(hoyito_record_tree *t) {
  for (int i = 0; i < t->count; i++) {
    hoyito_record_node *node = &t->nodes[i];
    char *s = t->notes + node->comment_at;
    size_t n = (size_t)node->comment_len, k = 0;
    if (n == 0 || !memchr(s, '}', n) || (!memchr(s, '\n', n) && !memchr(s, '\r', n))) continue;
    for (size_t j = 0; j < n;) {
      if (s[j] != '\r' && s[j] != '\n') {
        s[k++] = s[j++];
        continue;
      }
      while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t')) k--;
      while (j < n && is_space(s[j])) j++;
      s[k++] = ' ';
    }
    node->comment_len = (int)k;
  }
}

static int write_tree_text(out_text *o, const hoyito_pos *start, hoyito_record_tree *tree,
                           const hoyito_record_info *info, hoyito_game *scratch,
                           hoyito_record_error *err);

/*
 * What is read must write back into a record that is read: a tree whose
 * record, as the writer writes it, is over HOYITO_MAX_RECORD bytes is
 * refused (bare hole numbers, "3 (4) (5)", grow several times written out).
 * Counted only when hoyito_record_tree_size's bound is that long; the count
 * works in scratch, which then plays the main line again.
 */
static int check_written_size(reader *rd, const tag_set *tags, hoyito_record_tree *tree,
                              hoyito_game *scratch) {
  if (hoyito_record_tree_size(tree) <= (size_t)HOYITO_MAX_RECORD + 1) return HOYITO_OK;
  hoyito_record_info info;
  fill_info(&info, tags);
  const hoyito_pos start = scratch->start;
  out_text o = {NULL, 0, 0};
  write_tree_text(&o, &start, tree, &info, scratch, NULL); /* HOYITO_E_BUFFER: counted only */
  hoyito_game_init(scratch, &start);
  for (int i = tree->nodes[0].child; i >= 0; i = tree->nodes[i].child)
    hoyito_game_play(scratch, tree->nodes[i].move, NULL); /* played once already: legal */
  if (o.len <= HOYITO_MAX_RECORD) return HOYITO_OK;
  rd->line = 0;
  return fail(rd, HOYITO_E_RECORD,
              "written out with its variations, this record would be %zu bytes; at most %d are "
              "read",
              o.len, HOYITO_MAX_RECORD);
}

/* Reads one game, text[0..len) (its first line is first_line), as
 * hoyito_record_read_tree does (tree may be NULL). */
static int read_game(const char *text, size_t len, int first_line, hoyito_record_tree *tree,
                     hoyito_game *g, hoyito_record_info *info, hoyito_game *scratch,
                     hoyito_record_error *err) {
  reader rd = {text, len, 0, 0, err, first_line};
  if (len > HOYITO_MAX_RECORD)
    return fail(&rd, HOYITO_E_RECORD, "the record is %zu bytes; at most %d are read", len,
                HOYITO_MAX_RECORD);
  if (tree && (!tree->nodes || tree->cap < 1 || (!tree->notes && tree->notes_size)))
    return fail(&rd, HOYITO_E_ARGUMENT, "bad arguments");
  static const tag_set empty_tags;
  tag_set tags = empty_tags;
  walk w = {.game = scratch, .tree = tree, .fresh = 1, .pass_note = -1};
  if (tree) {
    tree->nodes[0] = (hoyito_record_node){-1, 0, -1, -1, 0, 0};
    tree->count = 1;
    tree->notes_len = 0;
  }
  int result = HOYITO_NONE, result_line = 0, rc;
  if ((rc = check_text(&rd)) || (rc = read_body(&rd, &tags, &w, &result, &result_line)) ||
      (rc = check_claims(&rd, &tags, result, result_line, &scratch->pos)))
    return rc;
  if (tree) {
    join_comment_lines(tree);
    if ((rc = check_written_size(&rd, &tags, tree, scratch))) return rc;
    link_children(tree);
  }
  *g = *scratch;
  if (info) fill_info(info, &tags);
  if (err) memset(err, 0, sizeof *err);
  return HOYITO_OK;
}

int hoyito_record_read(const char *text, size_t len, hoyito_game *g, hoyito_record_info *info,
                       hoyito_game *scratch, hoyito_record_error *err) {
  return hoyito_record_read_tree(text, len, NULL, g, info, scratch, err);
}

int hoyito_record_read_tree(const char *text, size_t len, hoyito_record_tree *tree, hoyito_game *g,
                            hoyito_record_info *info, hoyito_game *scratch,
                            hoyito_record_error *err) {
  if (!text || !g || !scratch || scratch == g) {
    reader rd = {text, len, 0, 0, err, 1};
    return fail(&rd, HOYITO_E_ARGUMENT, "bad arguments");
  }
  return read_game(text, len, 1, tree, g, info, scratch, err);
}

/* ---- Files of many games ------------------------------------------------------ */

/* Past the tag [Name "value"] at t[at] (which is '['): its ']', or the line's end. */
static size_t skip_tag_text(const char *t, size_t len, size_t at) {
  int quoted = 0;
  for (at++; at < len && t[at] != '\n'; at++) {
    if (quoted && t[at] == '\\' && at + 1 < len && (t[at + 1] == '"' || t[at + 1] == '\\')) at++;
    else if (t[at] == '"') quoted = !quoted;
    else if (!quoted && t[at] == ']') return at + 1;
  }
  return at;
}

/*
 * The end of the game that starts at t[at], without reading it: after its
 * result, before the next game's tags, or the text's end. A result inside
 * a variation ends the game too (the reader refuses it), so a variation
 * left open does not swallow the games after it. *any says whether it
 * holds more than space and closed comments.
 */
static size_t game_end(const char *t, size_t len, size_t at, int *any) {
  int moves = 0;
  *any = 0;
  while (at < len) {
    char c = t[at];
    if (is_space(c)) {
      at++;
    } else if (c == '{') {
      while (at < len && t[at] != '}') at++;
      if (at >= len) *any = 1; /* never closed: the reader names it */
      else at++;
    } else if (c == ';') {
      while (at < len && t[at] != '\n') at++;
    } else if (c == '[') {
      if (moves) return at;
      *any = 1;
      at = skip_tag_text(t, len, at);
    } else if (c == '(' || c == ')') {
      *any = moves = 1;
      at++;
    } else {
      size_t n = 0;
      while (at + n < len && !is_delimiter(t[at + n])) n++;
      *any = moves = 1;
      at += n;
      if (parse_result(t + at - n, n) >= 0) return at;
    }
  }
  return at;
}

int hoyito_record_read_next(const char *text, size_t len, hoyito_record_place *place,
                            hoyito_record_tree *tree, hoyito_game *g, hoyito_record_info *info,
                            hoyito_game *scratch, hoyito_record_error *err) {
  reader rd = {text, len, 0, 0, err, 1};
  if (!text || !place || !g || !scratch || scratch == g || place->at > len)
    return fail(&rd, HOYITO_E_ARGUMENT, "bad arguments");
  if (len > HOYITO_MAX_RECORD_FILE)
    return fail(&rd, HOYITO_E_RECORD, "the file is %zu bytes; at most %d are read", len,
                HOYITO_MAX_RECORD_FILE);
  size_t at = place->at;
  int line = place->line > 0 ? place->line : 1, any;
  size_t end = game_end(text, len, at, &any);
  /* The next game starts where this one ends, whatever this one holds. */
  place->at = end;
  place->line = line;
  for (size_t i = at; i < end; i++) place->line += text[i] == '\n';
  if (!any) {
    if (err) memset(err, 0, sizeof *err);
    return HOYITO_RECORD_END;
  }
  if (end - at > HOYITO_MAX_RECORD) {
    rd.line = line;
    return fail(&rd, HOYITO_E_RECORD, "this game is %zu bytes; at most %d are read", end - at,
                HOYITO_MAX_RECORD);
  }
  return read_game(text + at, end - at, line, tree, g, info, scratch, err);
}

/* ---- Variations: writing ------------------------------------------------------- */

/* Names the tree node at fault in *err (if any) and returns `code`. */
static int fail_node(hoyito_record_error *err, int code, int node, const char *fmt, ...) {
  if (err) {
    err->code = code;
    err->line = 0;
    err->node = node;
    int k = format(err->message, sizeof err->message, "node %d: ", node);
    va_list ap;
    va_start(ap, fmt);
    format_v(err->message + k, sizeof err->message - (size_t)k, fmt, ap);
    va_end(ap);
  }
  return code;
}

/* A tree the writer can write: parents before children, comments in notes
 * that a record can hold, variations nested at most HOYITO_RECORD_MAX_DEPTH. */
static int check_tree(hoyito_record_tree *t, hoyito_record_error *err) {
  if (!t->nodes || t->count < 1 || t->count > t->cap || t->nodes[0].parent != -1)
    return fail_node(err, HOYITO_E_ARGUMENT, 0, "not a tree (node 0 is the root, parent -1)");
  for (int i = 0; i < t->count; i++) {
    const hoyito_record_node *node = &t->nodes[i];
    if (i && (node->parent < 0 || node->parent >= i))
      return fail_node(err, HOYITO_E_ARGUMENT, i, "its parent (%d) is not a node before it",
                       node->parent);
    if (node->comment_len == 0) continue;
    if (node->comment_at < 0 || node->comment_len < 0 || !t->notes ||
        (size_t)node->comment_at > t->notes_len ||
        (size_t)node->comment_len > t->notes_len - (size_t)node->comment_at)
      return fail_node(err, HOYITO_E_ARGUMENT, i, "its comment is not in the notes");
    int brace = 0, line_end = 0;
    for (int k = 0; k < node->comment_len; k++) {
      unsigned char c = (unsigned char)t->notes[node->comment_at + k];
      brace |= c == '}';
      line_end |= c == '\r' || c == '\n';
      if ((c < 0x20 && c != '\t' && c != '\r' && c != '\n') || c == 0x7f)
        return fail_node(err, HOYITO_E_ARGUMENT, i, "its comment holds a control byte (0x%02x)", c);
    }
    /* One with a '}' is written as "; ..." to the line's end: it cannot end a line too. */
    if (brace && line_end)
      return fail_node(err, HOYITO_E_ARGUMENT, i, "its comment holds both '}' and a line end");
  }
  link_children(t);
  return HOYITO_OK;
}

/* Text written as it is (a comment: longer than put's formatting buffer). */
static void put_raw(out_text *o, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++, o->len++)
    if (o->len + 1 < o->size) o->buf[o->len] = s[i];
}

/* Names tree node i's move, played on g, as not legal ("move 3 (N5): ..."). */
static int fail_move(hoyito_record_error *err, int rc, int i, const hoyito_game *g, int move) {
  int turn = g->pos.turn;
  char side = turn == HOYITO_SOUTH ? 'S' : turn == HOYITO_NORTH ? 'N' : '-';
  return fail_node(err, rc, i, "move %d (%c%d): %s", g->ply + 1, side, move, hoyito_strerror(rc));
}

/* Node i's comment, if any: {...}, or ;... to the line's end when it holds a '}'. */
static void put_comment(move_text *mt, const hoyito_record_tree *t, int i) {
  const hoyito_record_node *node = &t->nodes[i];
  size_t n = (size_t)node->comment_len;
  if (node->comment_len <= 0) return;
  const char *text = t->notes + node->comment_at;
  int line = memchr(text, '}', n) != NULL;
  put(mt->o, mt->glued ? "%c" : " %c", line ? ';' : '{');
  put_raw(mt->o, text, n);
  put(mt->o, line ? "\n" : "}");
  mt->on_line = line ? 0 : mt->on_line;
  mt->glued = line; /* after a line's end, no space */
}

/* Plays and writes node i's move, then its comment; names the node if it is not legal. */
static int put_node(move_text *mt, const hoyito_record_tree *t, hoyito_game *g, int i,
                    hoyito_record_error *err) {
  const hoyito_record_node *node = &t->nodes[i];
  int rc = HOYITO_E_MOVE_RANGE;
  if (node->move >= 1 && node->move <= HOYITO_MAX_N) rc = put_move(mt, g, node->move);
  if (rc) return fail_move(err, rc, i, g, node->move);
  put_comment(mt, t, i);
  return HOYITO_OK;
}

/* A move whose variations are being written, to come back to after them. */
typedef struct {
  hoyito_pos before, after; /* the positions before and after it */
  int main, ply, next;      /* its node and ply; the next variation to write */
} wframe;

/*
 * The moves of the tree, as a reader takes them: at each node its first
 * child, then each other child's line in parentheses, then the first
 * child's continuation. An explicit stack, as deep as the variations nest.
 */
static int put_tree_moves(move_text *mt, const hoyito_record_tree *t, hoyito_game *g,
                          hoyito_record_error *err) {
  wframe stack[HOYITO_RECORD_MAX_DEPTH];
  int depth = 0, cur = 0, rc;
  for (;;) {
    int c = t->nodes[cur].child;
    if (c >= 0) {
      const hoyito_pos before = g->pos;
      if ((rc = put_node(mt, t, g, c, err))) return rc;
      if (t->nodes[c].next < 0) {
        cur = c;
        continue;
      }
      if (depth >= HOYITO_RECORD_MAX_DEPTH)
        return fail_node(err, HOYITO_E_ARGUMENT, t->nodes[c].next,
                         "variations nested deeper than %d", HOYITO_RECORD_MAX_DEPTH);
      stack[depth++] = (wframe){before, g->pos, c, g->ply, t->nodes[c].next};
    } else if (depth == 0) {
      return HOYITO_OK;
    } else {
      put(mt->o, ")");
      mt->glued = 0;
    }
    wframe *f = &stack[depth - 1];
    if (f->next >= 0) { /* the next alternative, from the position before the main move */
      int v = f->next;
      f->next = t->nodes[v].next;
      put_space(mt);
      put(mt->o, "(");
      mt->glued = 1;
      g->pos = f->before;
      g->ply = g->ply_end = f->ply - 1;
      if ((rc = put_node(mt, t, g, v, err))) return rc;
      cur = v;
      continue;
    }
    depth--; /* back on the main move, to go on after it */
    g->pos = f->after;
    g->ply = g->ply_end = f->ply;
    g->moves[f->ply - 1] = (uint8_t)t->nodes[f->main].move;
    cur = f->main;
  }
}

/* hoyito_record_write_tree into *o: its length, or HOYITO_E_BUFFER with o->len the length
 * it needs (counted without being stored when o->size is 0), or a tree's or move's error. */
static int write_tree_text(out_text *o, const hoyito_pos *start, hoyito_record_tree *tree,
                           const hoyito_record_info *info, hoyito_game *scratch,
                           hoyito_record_error *err) {
  int rc = check_tree(tree, err);
  if (rc) return rc;
  /* The main line first, for the tags: its end is the game's result. */
  hoyito_game_init(scratch, start);
  for (int i = tree->nodes[0].child; i >= 0; i = tree->nodes[i].child) {
    int move = tree->nodes[i].move;
    rc = move >= 1 && move <= HOYITO_MAX_N ? hoyito_game_play(scratch, move, NULL)
                                           : HOYITO_E_MOVE_RANGE;
    if (rc) return fail_move(err, rc, i, scratch, move);
  }
  const hoyito_pos end = scratch->pos;
  put_tags(o, start, &end, info);
  move_text mt = {o, 0, 1};
  put_comment(&mt, tree, 0); /* the game's comment, before the first move */
  hoyito_game_init(scratch, start);
  if ((rc = put_tree_moves(&mt, tree, scratch, err))) {
    if (o->size) o->buf[0] = '\0';
    return rc;
  }
  return finish(o, &mt, &end);
}

int hoyito_record_write_tree(const hoyito_pos *start, hoyito_record_tree *tree,
                             const hoyito_record_info *info, hoyito_game *scratch, char *buf,
                             size_t size, hoyito_record_error *err) {
  if (!start || !tree || !scratch || (!buf && size))
    return fail_node(err, HOYITO_E_ARGUMENT, 0, "bad arguments");
  out_text o = {buf, size, 0};
  return write_tree_text(&o, start, tree, info, scratch, err);
}

size_t hoyito_record_tree_size(const hoyito_record_tree *t) {
  size_t size = TAG_BYTES + 5 * (2 * HOYITO_RECORD_TEXT + 16);
  for (int i = 0; i < t->count; i++) {
    size += BYTES_PER_PLY + 3; /* and " (" and ")" around a variation */
    if (t->nodes[i].comment_len > 0) size += (size_t)t->nodes[i].comment_len + 3;
  }
  return size;
}
