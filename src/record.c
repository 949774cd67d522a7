/* record.c - whole games as text (hoyito_record.h): writing and checked reading. */
#include <stdarg.h>
#include <string.h>

#include "hoyito_record.h"

/* ---- Writing ----------------------------------------------------------------- */

/*
 * A vsnprintf for the few conversions records use (%s %c %d %zu %02x):
 * the C library's pulls about 8 KB of gzipped code into the page's wasm.
 * Stores at most size-1 bytes and a NUL; returns the length it would need.
 */
static int format_v(char *buf, size_t size, const char *fmt, va_list ap) {
  size_t len = 0;
#define EMIT(ch) do { if (len + 1 < size) buf[len] = (ch); len++; } while (0)
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
    do digits[nd++] = "0123456789abcdef"[u % (unsigned)base]; while ((u /= (unsigned)base) > 0);
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
  case HOYITO_SOUTH: return "1-0";
  case HOYITO_NORTH: return "0-1";
  case HOYITO_DRAW: return "1/2-1/2";
  default: return "*";
  }
}

/* Whether p is the standard start for its options (then no Start tag is written). */
static int is_standard_start(const hoyito_pos *p) {
  hoyito_options o = { .variant = p->variant, .n = p->n, .clockwise = p->clockwise,
                       .limit = p->limit };
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
#define RECORD_TAGS(X)                                                                  \
  X(VARIANT, "Variant") X(HOLES, "Holes") X(DIRECTION, "Direction") X(LIMIT, "Limit")   \
  X(START, "Start") X(ROUND, "Round") X(RESULT, "Result") X(SCORE, "Score")             \
  X(EVENT, "Event") X(SITE, "Site") X(DATE, "Date") X(SOUTH, "South") X(NORTH, "North")
#define TAG_ID(id, name) TAG_##id,
#define TAG_NAME(id, name) name,
enum { RECORD_TAGS(TAG_ID) TAG_COUNT };
static const char *const tag_names[TAG_COUNT] = { RECORD_TAGS(TAG_NAME) };
#undef TAG_ID
#undef TAG_NAME

int hoyito_record_write(const hoyito_game *g, const hoyito_record_info *info, char *buf,
                        size_t size) {
  out_text o = { buf, size, 0 };
  const hoyito_pos *s = &g->start;
  if (info) {
    put_text_tag(&o, tag_names[TAG_EVENT], info->event);
    put_text_tag(&o, tag_names[TAG_SITE], info->site);
    put_text_tag(&o, tag_names[TAG_DATE], info->date);
    put_text_tag(&o, tag_names[TAG_SOUTH], info->south);
    put_text_tag(&o, tag_names[TAG_NORTH], info->north);
  }
  put(&o, "[%s \"%s\"]\n[%s \"%d\"]\n[%s \"%s\"]\n[%s \"%d\"]\n", tag_names[TAG_VARIANT],
      hoyito_rules_of(s->variant)->name, tag_names[TAG_HOLES], s->n, tag_names[TAG_DIRECTION],
      s->clockwise ? "cw" : "ccw", tag_names[TAG_LIMIT], s->limit);
  if (!is_standard_start(s)) {
    char text[HOYITO_MAX_POS_TEXT];
    hoyito_format(s, text, sizeof text);
    put(&o, "[%s \"%s\"]\n", tag_names[TAG_START], text);
  }
  if (s->round > 1) put(&o, "[%s \"%d\"]\n", tag_names[TAG_ROUND], s->round);
  const hoyito_pos *end = &g->pos;
  put(&o, "[%s \"%s\"]\n", tag_names[TAG_RESULT], result_text(end));
  if (end->turn == HOYITO_OVER)
    put(&o, "[%s \"%d-%d\"]\n", tag_names[TAG_SCORE], end->captured[0], end->captured[1]);
  put(&o, "\n");

  /* The moves are replayed to annotate them, through a game so that R15(a)
   * applies exactly as it did in g. */
  hoyito_game replay;
  hoyito_game_init(&replay, s);
  const hoyito_rules *r = hoyito_rules_of(s->variant);
  for (int i = 0; i < g->ply; i++) {
    const hoyito_pos before = replay.pos;
    const int mover = before.turn;
    if (hoyito_game_play(&replay, g->moves[i], NULL)) break; /* g's own moves: never */
    const hoyito_pos *after = &replay.pos;
    int took = after->captured[mover] - before.captured[mover];
    /* An extra turn needs a casa taken (R10, R11); otherwise the mover moving
     * again means the other player passed (R8). */
    int extra = after->turn == mover && took > 0 && r->extra_turn;
    int expected = extra ? mover : 1 - mover;
    if (i) put(&o, i % MOVES_PER_LINE ? " " : "\n");
    put(&o, "%d. %c%d", i + 1, mover == HOYITO_SOUTH ? 'S' : 'N', g->moves[i]);
    if (took > 0) put(&o, "x%d", took);
    if (extra) put(&o, "+");
    if (after->turn != HOYITO_OVER && after->turn != expected)
      put(&o, " {%s passes}", expected == HOYITO_SOUTH ? "South" : "North");
  }
  put(&o, "%s%s\n", g->ply ? " " : "", result_text(end));
  if (o.len + 1 > size) {
    if (size) buf[0] = '\0';
    return HOYITO_E_BUFFER;
  }
  buf[o.len] = '\0';
  return (int)o.len;
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
    int k = rd->line ? format(rd->err->message, sizeof rd->err->message, "line %d: ", rd->line)
                     : 0;
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

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

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


typedef struct {
  char value[TAG_COUNT][HOYITO_MAX_POS_TEXT]; /* the Start position is the longest value */
  int line[TAG_COUNT];                       /* 0: absent */
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
    if (i >= rd->len || t[i] == '\n') return fail(rd, HOYITO_E_RECORD, "a tag's value has no closing quote");
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
    if (strlen(tag_names[tag]) != name_len || memcmp(tag_names[tag], t + name_at, name_len)) continue;
    if (tags->line[tag]) return fail(rd, HOYITO_E_RECORD, "the %s tag is given twice", tag_names[tag]);
    tags->line[tag] = rd->line;
    /* Free text is cut at a character boundary if too long; the rest must fit whole. */
    size_t room = sizeof tags->value[tag] - 1;
    if (tag >= TAG_EVENT) {
      room = HOYITO_RECORD_TEXT - 1;
      if (k > room) {
        k = room;
        while (k > 0 && ((unsigned char)value[k] & 0xc0) == 0x80) k--;
      }
    } else if (k > room) {
      return fail(rd, HOYITO_E_RECORD, "the %s tag's value is too long", tag_names[tag]);
    }
    memcpy(tags->value[tag], value, k);
    tags->value[tag][k] = '\0';
  }
  return HOYITO_OK; /* other tags are read and ignored */
}

/* The start position from the tags: Start, or the options, which must agree with it. */
static int start_from_tags(reader *rd, const tag_set *tags, hoyito_pos *start) {
  hoyito_options o = { .variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT };
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
    if (strcmp(d, "ccw") && strcmp(d, "cw")) return fail(rd, HOYITO_E_RECORD, "Direction must be ccw or cw");
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
  const struct { int tag, ok; } agree[] = {
    { TAG_VARIANT, start->variant == o.variant }, { TAG_HOLES, start->n == o.n },
    { TAG_DIRECTION, start->clockwise == o.clockwise }, { TAG_LIMIT, start->limit == o.limit },
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
    return fail(rd, HOYITO_E_RECORD, "the record gives a result, but its moves end before the game does");
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

/* Skips the comment at rd->at: ';' to the end of the line, or { to }. */
static int skip_comment(reader *rd) {
  const char *text = rd->text;
  if (text[rd->at] == ';') {
    while (rd->at < rd->len && text[rd->at] != '\n') rd->at++;
    return HOYITO_OK;
  }
  int line = rd->line;
  while (rd->at < rd->len && text[rd->at] != '}') rd->line += text[rd->at++] == '\n';
  if (rd->at >= rd->len) {
    rd->line = line;
    return fail(rd, HOYITO_E_RECORD, "a comment { has no closing }");
  }
  rd->at++;
  return HOYITO_OK;
}

/* The game on `scratch` from the tags' start (the standard one without them). */
static int start_game(reader *rd, const tag_set *tags, hoyito_game *scratch) {
  hoyito_pos start;
  int rc = start_from_tags(rd, tags, &start);
  if (rc) return rc;
  hoyito_game_init(scratch, &start);
  return HOYITO_OK;
}

/* Plays one move token (t, n long; `shown` quotes it for messages) on scratch. */
static int play_token(reader *rd, const char *t, size_t n, const char *shown, hoyito_game *scratch,
                      int *plies) {
  /* "12." or "12..." numbers a move; it may be glued to the move ("12.S3"). */
  size_t k = 0;
  while (k < n && t[k] >= '0' && t[k] <= '9') k++;
  if (k > 0 && k < n && t[k] == '.') {
    while (k < n && t[k] == '.') k++;
    t += k;
    n -= k;
    if (n == 0) return HOYITO_OK;
  }
  const hoyito_pos *p = &scratch->pos;
  int side = p->turn;
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
  while (a < n && (t[a] == 'x' || t[a] == '+' || t[a] == '!' || t[a] == '?' ||
                   (t[a] >= '0' && t[a] <= '9')))
    a++;
  if (hole < 0 || a < n)
    return fail(rd, HOYITO_E_RECORD, "'%s' is not a move (a move is a hole, like S3 or 3)", shown);
  if (p->turn == HOYITO_OVER)
    return fail(rd, HOYITO_E_GAME_OVER, "move %d (%s): the game is already over", *plies + 1, shown);
  if (side != p->turn)
    return fail(rd, HOYITO_E_RECORD, "move %d (%s): it is %s's turn", *plies + 1, shown,
                p->turn == HOYITO_SOUTH ? "South" : "North");
  int rc = hole > HOYITO_MAX_N ? HOYITO_E_MOVE_RANGE : hoyito_game_play(scratch, (int)hole, NULL);
  if (rc) return fail(rd, rc, "move %d (%s): %s", *plies + 1, shown, hoyito_strerror(rc));
  ++*plies;
  return HOYITO_OK;
}

/* The tags, comments, moves and the result after them: the moves are
 * played on scratch, the result token (and its line) kept. */
static int read_body(reader *rd, tag_set *tags, hoyito_game *scratch, int *result,
                     int *result_line) {
  int started = 0, plies = 0, rc;
  rd->line = rd->first_line;
  for (;;) {
    skip_space(rd);
    if (rd->at >= rd->len) break;
    const char *t = rd->text + rd->at;
    if (*t == ';' || *t == '{') {
      if ((rc = skip_comment(rd))) return rc;
      continue;
    }
    if (*t == '[') {
      if (*result_line)
        return fail(rd, HOYITO_E_RECORD, "tags after the result begin another game; a record holds one");
      if (started) return fail(rd, HOYITO_E_RECORD, "tags must come before the moves");
      if ((rc = read_tag(rd, tags))) return rc;
      continue;
    }
    /* A token: up to white space or a comment. */
    size_t n = 0;
    while (rd->at + n < rd->len && !is_space(t[n]) && t[n] != '{' && t[n] != ';') n++;
    rd->at += n;
    char shown[40];
    quote(shown, sizeof shown, t, n);
    if (*result_line) return fail(rd, HOYITO_E_RECORD, "'%s' after the result", shown);
    if (!started) {
      int line = rd->line;
      if ((rc = start_game(rd, tags, scratch))) return rc;
      rd->line = line;
      started = 1;
    }
    int res = parse_result(t, n);
    if (res >= 0) {
      *result = res;
      *result_line = rd->line;
      continue;
    }
    if ((rc = play_token(rd, t, n, shown, scratch, &plies))) return rc;
  }
  return started ? HOYITO_OK : start_game(rd, tags, scratch);
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

/* Reads one game, text[0..len) (its first line is first_line), as hoyito_record_read does. */
static int read_game(const char *text, size_t len, int first_line, hoyito_game *g,
                     hoyito_record_info *info, hoyito_game *scratch, hoyito_record_error *err) {
  reader rd = { text, len, 0, 0, err, first_line };
  if (len > HOYITO_MAX_RECORD)
    return fail(&rd, HOYITO_E_RECORD, "the record is %zu bytes; at most %d are read", len,
                HOYITO_MAX_RECORD);
  static const tag_set empty_tags;
  tag_set tags = empty_tags;
  int result = HOYITO_NONE, result_line = 0, rc;
  if ((rc = check_text(&rd)) || (rc = read_body(&rd, &tags, scratch, &result, &result_line)) ||
      (rc = check_claims(&rd, &tags, result, result_line, &scratch->pos)))
    return rc;
  *g = *scratch;
  if (info) fill_info(info, &tags);
  if (err) memset(err, 0, sizeof *err);
  return HOYITO_OK;
}

int hoyito_record_read(const char *text, size_t len, hoyito_game *g, hoyito_record_info *info,
                       hoyito_game *scratch, hoyito_record_error *err) {
  if (!text || !g || !scratch || scratch == g) {
    reader rd = { text, len, 0, 0, err, 1 };
    return fail(&rd, HOYITO_E_ARGUMENT, "bad arguments");
  }
  return read_game(text, len, 1, g, info, scratch, err);
}

/* ---- Files of many games ------------------------------------------------------ */

static int is_delimiter(char c) { return is_space(c) || c == '{' || c == ';' || c == '(' || c == ')'; }

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
 * result (outside variations), before the next game's tags, or the text's
 * end. *any says whether it holds more than space and closed comments.
 */
static size_t game_end(const char *t, size_t len, size_t at, int *any) {
  int moves = 0, depth = 0;
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
      depth += c == '(' ? 1 : -1;
      at++;
    } else {
      size_t n = 0;
      while (at + n < len && !is_delimiter(t[at + n])) n++;
      *any = moves = 1;
      at += n;
      if (depth <= 0 && parse_result(t + at - n, n) >= 0) return at;
    }
  }
  return at;
}

int hoyito_record_read_next(const char *text, size_t len, hoyito_record_place *place,
                            hoyito_game *g, hoyito_record_info *info, hoyito_game *scratch,
                            hoyito_record_error *err) {
  reader rd = { text, len, 0, 0, err, 1 };
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
  return read_game(text + at, end - at, line, g, info, scratch, err);
}
