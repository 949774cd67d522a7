/*
 * notation.c - the position string (docs/RULES.md "Position notation (v1)"):
 *   VARIANT:SOUTH/NORTH:TURN:SCAP,NCAP[:KEY=VALUE;KEY=VALUE...]
 * Only the canonical spelling parses, so that every position has exactly one
 * text and format(parse(s)) == s. Errors name the field at fault.
 */
#include <string.h>

#include "internal.h"

#define MAX_SEEDS (8 * HOYITO_MAX_N)

/* ---- A bounded text writer (no stdio: it would weigh on the wasm). ---- */

typedef struct {
  char *buf;
  size_t size, len;
} writer;

static void put_char(writer *w, char c) {
  if (w->len + 1 < w->size) w->buf[w->len] = c;
  w->len++;
}

static void put_str(writer *w, const char *s) {
  while (*s) put_char(w, *s++);
}

static void put_int(writer *w, long v) {
  char digits[24];
  int k = 0;
  if (v < 0) {
    put_char(w, '-');
    v = -v;
  }
  do digits[k++] = (char)('0' + v % 10);
  while ((v /= 10) && k < 23);
  while (k) put_char(w, digits[--k]);
}

static int finish(writer *w) {
  if (w->size) w->buf[w->len < w->size ? w->len : w->size - 1] = '\0';
  return w->len < w->size ? (int)w->len : HOYITO_E_BUFFER;
}

/* ---- Formatting ---------------------------------------------------------- */

static void put_row(writer *w, const hoyito_pos *p, int first) {
  for (int i = first; i < first + p->n; i++) {
    if (i > first) put_char(w, ',');
    if (p->closed >> i & 1u) put_char(w, 'x');
    else put_int(w, p->seeds[i]);
  }
}

static const char player_letter[] = "SND";

int hoyito_format(const hoyito_pos *p, char *buf, size_t size) {
  writer w = {buf, size, 0};
  const hoyito_rules *r = hoyito__rules(p->variant);
  put_str(&w, r ? r->name : "?");
  put_char(&w, ':');
  put_row(&w, p, 0);
  put_char(&w, '/');
  put_row(&w, p, p->n);
  put_char(&w, ':');
  put_char(&w, p->turn == HOYITO_OVER ? '-' : player_letter[p->turn]);
  put_char(&w, ':');
  put_int(&w, p->captured[0]);
  put_char(&w, ',');
  put_int(&w, p->captured[1]);

  /* Keys in name order, each only when not at its default. */
  char sep = ':';
  if (p->aside[0] || p->aside[1]) {
    put_char(&w, sep), sep = ';';
    put_str(&w, "aside=");
    put_int(&w, p->aside[0]);
    put_char(&w, ',');
    put_int(&w, p->aside[1]);
  }
  if (p->clockwise) put_char(&w, sep), sep = ';', put_str(&w, "dir=cw");
  if (p->limit != HOYITO_DEFAULT_LIMIT) {
    put_char(&w, sep), sep = ';';
    put_str(&w, "limit=");
    put_int(&w, p->limit);
  }
  if (p->prev <= HOYITO_DRAW) {
    put_char(&w, sep), sep = ';';
    put_str(&w, "prev=");
    put_char(&w, player_letter[p->prev]);
  }
  if (p->quiet && p->turn != HOYITO_OVER) {
    put_char(&w, sep), sep = ';';
    put_str(&w, "quiet=");
    put_int(&w, p->quiet);
  }
  if (p->round > 1) {
    put_char(&w, sep), sep = ';';
    put_str(&w, "round=");
    put_int(&w, p->round);
  }
  return finish(&w);
}

/* ---- Parsing --------------------------------------------------------------- */

typedef struct {
  const char *s; /* start of the field in the input */
  int len;
  int at; /* its offset in the input */
} span;

typedef struct {
  const char *text;
  char message[sizeof(((hoyito_error *)0)->message)];
  writer msg;
  int at; /* where the fault is, for fail() */
} parser;

static void say(parser *ps, const char *s) {
  put_str(&ps->msg, s);
}
static void say_int(parser *ps, long v) {
  put_int(&ps->msg, v);
}

/* Quotes input text into a message, printable characters only, clipped. */
static void say_quoted(parser *ps, span t) {
  put_char(&ps->msg, '\'');
  for (int i = 0; i < t.len && i < 16; i++) {
    char c = t.s[i];
    put_char(&ps->msg, c > ' ' && c < 127 && c != '\'' ? c : '?');
  }
  if (t.len > 16) put_str(&ps->msg, "...");
  put_char(&ps->msg, '\'');
}

static int fail(parser *ps, hoyito_error *err, int code, int at) {
  finish(&ps->msg);
  if (err) {
    err->code = code;
    err->offset = at;
    memcpy(err->message, ps->message, sizeof err->message);
  }
  return code;
}

static int span_is(span t, const char *word) {
  size_t n = strlen(word);
  return (size_t)t.len == n && memcmp(t.s, word, n) == 0;
}

/* Splits `t` at the first `c`: *head before it, *tail after. 0 if absent. */
static int split(span t, char c, span *head, span *tail) {
  const char *hit = memchr(t.s, c, (size_t)t.len);
  if (!hit) return 0;
  int k = (int)(hit - t.s);
  *head = (span){t.s, k, t.at};
  *tail = (span){hit + 1, t.len - k - 1, t.at + k + 1};
  return 1;
}

/*
 * A canonical non-negative decimal: digits only, no sign, no leading zero.
 * Returns 0 with *value set, or a code with a message saying why.
 */
static int parse_number(parser *ps, span t, long max, long *value, const char *field) {
  if (t.len == 0) {
    say(ps, field);
    say(ps, " is empty");
    return HOYITO_E_COUNT;
  }
  long v = 0;
  for (int i = 0; i < t.len; i++) {
    if (t.s[i] < '0' || t.s[i] > '9') {
      say(ps, field);
      say(ps, " is ");
      say_quoted(ps, t);
      say(ps, ", not a whole number");
      return t.s[i] == '-' || t.s[i] == '+' ? HOYITO_E_NUMBER : HOYITO_E_COUNT;
    }
    if (v <= max) v = v * 10 + (t.s[i] - '0');
  }
  if (t.len > 1 && t.s[0] == '0') {
    say(ps, field);
    say(ps, " is ");
    say_quoted(ps, t);
    say(ps, ": write numbers without leading zeros");
    return HOYITO_E_NUMBER;
  }
  if (v > max) {
    say(ps, field);
    say(ps, " is ");
    say_quoted(ps, t);
    say(ps, ", more than ");
    say_int(ps, max);
    return HOYITO_E_KEY_VALUE;
  }
  *value = v;
  return 0;
}

/* A row "4,x,0,..." into p->seeds/closed from board index `first`; *holes = length. */
static int parse_row(parser *ps, span t, hoyito_pos *p, int first, const char *row, int *holes,
                     int *at) {
  int count = 0;
  span rest = t, item;
  for (;;) {
    int more = split(rest, ',', &item, &rest);
    if (!more) item = rest;
    if (count == HOYITO_MAX_N) {
      say(ps, row);
      say(ps, " row has more than 12 holes");
      *at = item.at;
      return HOYITO_E_ROW_SIZE;
    }
    int i = first + count;
    if (span_is(item, "x")) {
      p->closed |= 1u << i;
    } else {
      long v;
      char field[24];
      writer fw = {field, sizeof field, 0};
      put_str(&fw, row);
      put_str(&fw, " hole ");
      put_int(&fw, count + 1);
      finish(&fw);
      int rc = parse_number(ps, item, MAX_SEEDS, &v, field);
      if (rc) {
        if (rc == HOYITO_E_KEY_VALUE) rc = HOYITO_E_COUNT;
        if (item.len == 0) say(ps, " (write 0 or x)");
        *at = item.at;
        return rc;
      }
      p->seeds[i] = (uint8_t)v;
    }
    count++;
    if (!more) break;
  }
  *holes = count;
  return 0;
}

static const char *const key_names[] = {"aside", "dir", "limit", "prev", "quiet", "round"};
enum { KEY_ASIDE, KEY_DIR, KEY_LIMIT, KEY_PREV, KEY_QUIET, KEY_ROUND, KEY_COUNT };

static int say_default(parser *ps, span item) {
  say_quoted(ps, item);
  say(ps, " is the default and is not written");
  return HOYITO_E_KEY_DEFAULT;
}

static int parse_key_value(parser *ps, span item, hoyito_pos *p, int *last_key, int *quiet_written);

/* A key's malformed number is the key's fault, not a hole count's. */
static int parse_key(parser *ps, span item, hoyito_pos *p, int *last_key, int *quiet_written) {
  int rc = parse_key_value(ps, item, p, last_key, quiet_written);
  return rc == HOYITO_E_COUNT ? HOYITO_E_KEY_VALUE : rc;
}

/* A known key, after the one before it (*last_key) in name order. */
static int find_key(parser *ps, span name, const int *last_key, int *key) {
  int k = 0;
  while (k < KEY_COUNT && !span_is(name, key_names[k])) k++;
  if (k == KEY_COUNT) {
    say(ps, "unknown key ");
    say_quoted(ps, name);
    say(ps, " (known: aside, dir, limit, prev, quiet, round)");
    return HOYITO_E_KEY_UNKNOWN;
  }
  if (k <= *last_key) {
    say(ps, "key '");
    say(ps, key_names[k]);
    say(ps, k == *last_key ? "' is repeated" : "' is out of order: keys are sorted by name");
    return HOYITO_E_KEY_ORDER;
  }
  *key = k;
  return 0;
}

static int parse_key_value(parser *ps, span item, hoyito_pos *p, int *last_key,
                           int *quiet_written) {
  span name, value;
  if (!split(item, '=', &name, &value)) {
    say(ps, "key ");
    say_quoted(ps, item);
    say(ps, " has no '=value'");
    return HOYITO_E_SYNTAX;
  }
  int key, rc;
  if ((rc = find_key(ps, name, last_key, &key))) return rc;
  *last_key = key;

  long v;
  switch (key) {
    case KEY_ASIDE: {
      span a, b;
      long s_aside, n_aside;
      if (!split(value, ',', &a, &b)) {
        say(ps, "aside must be two numbers, South's and North's: aside=S,N");
        return HOYITO_E_KEY_VALUE;
      }
      if ((rc = parse_number(ps, a, MAX_SEEDS, &s_aside, "South's aside"))) return rc;
      if ((rc = parse_number(ps, b, MAX_SEEDS, &n_aside, "North's aside"))) return rc;
      if (s_aside == 0 && n_aside == 0) return say_default(ps, item);
      p->aside[0] = (uint16_t)s_aside;
      p->aside[1] = (uint16_t)n_aside;
      return 0;
    }
    case KEY_DIR:
      if (span_is(value, "ccw")) return say_default(ps, item);
      if (!span_is(value, "cw")) {
        say(ps, "dir must be cw (counter-clockwise is the default), not ");
        say_quoted(ps, value);
        return HOYITO_E_KEY_VALUE;
      }
      p->clockwise = 1;
      return 0;
    case KEY_LIMIT:
      if ((rc = parse_number(ps, value, HOYITO_MAX_LIMIT, &v, "limit"))) return rc;
      if (v < 1) {
        say(ps, "limit must be at least 1");
        return HOYITO_E_KEY_VALUE;
      }
      if (v == HOYITO_DEFAULT_LIMIT) return say_default(ps, item);
      p->limit = (uint16_t)v;
      return 0;
    case KEY_PREV:
      if (value.len != 1 || !memchr(player_letter, value.s[0], 3)) {
        say(ps, "prev must be S, N or D, not ");
        say_quoted(ps, value);
        return HOYITO_E_KEY_VALUE;
      }
      p->prev = (uint8_t)((const char *)memchr(player_letter, value.s[0], 3) - player_letter);
      return 0;
    case KEY_QUIET:
      if ((rc = parse_number(ps, value, HOYITO_MAX_LIMIT, &v, "quiet"))) return rc;
      if (v == 0) return say_default(ps, item);
      p->quiet = (uint16_t)v;
      *quiet_written = 1;
      return 0;
    default: /* KEY_ROUND */
      if ((rc = parse_number(ps, value, HOYITO_MAX_ROUND, &v, "round"))) return rc;
      if (v < 1) {
        say(ps, "round must be at least 1");
        return HOYITO_E_KEY_VALUE;
      }
      if (v == 1) return say_default(ps, item);
      p->round = (uint16_t)v;
      return 0;
  }
}

/* Everything the syntax cannot see: totals, the turn, the keys together. */
static int check_position(parser *ps, const hoyito_pos *p, int quiet_written) {
  int board = hoyito_board_total(p);
  int total = board + p->captured[0] + p->captured[1] + p->aside[0] + p->aside[1];
  if (total != 8 * p->n) {
    say(ps, "seed total is ");
    say_int(ps, total);
    say(ps, ", expected ");
    say_int(ps, 8 * p->n);
    say(ps, " (board ");
    say_int(ps, board);
    say(ps, " + captured ");
    say_int(ps, p->captured[0] + p->captured[1]);
    say(ps, " + aside ");
    say_int(ps, p->aside[0] + p->aside[1]);
    say(ps, ")");
    return HOYITO_E_TOTAL;
  }
  uint32_t row = (1u << p->n) - 1;
  if ((p->closed & row) == row || (p->closed >> p->n & row) == row) {
    say(ps, (p->closed & row) == row ? "south" : "north");
    say(ps, " row has no open hole");
    return HOYITO_E_NO_OPEN_HOLE;
  }
  if (p->turn == HOYITO_OVER) {
    if (board) {
      say(ps, "the game is marked over ('-') but the board holds ");
      say_int(ps, board);
      say(ps, " seeds");
      return HOYITO_E_OVER;
    }
    if (quiet_written) {
      say(ps, "quiet is not written once the game is over");
      return HOYITO_E_QUIET;
    }
    return 0;
  }
  if (board == 0) {
    say(ps, "the board is empty, so the game is over: the turn must be '-'");
    return HOYITO_E_OVER;
  }
  if (board % 4) {
    say(ps, "the board holds ");
    say_int(ps, board);
    say(ps, " seeds, not a multiple of four");
    return HOYITO_E_NOT_FOUR;
  }
  if (p->quiet >= p->limit) {
    say(ps, "quiet=");
    say_int(ps, p->quiet);
    say(ps, " must be below limit=");
    say_int(ps, p->limit);
    say(ps, ": the game would have ended");
    return HOYITO_E_QUIET;
  }
  if (!hoyito__has_move(p, p->turn)) {
    say(ps, p->turn == HOYITO_SOUTH ? "South" : "North");
    say(ps, " is to move but has no legal move (a player who must pass is never to move)");
    return HOYITO_E_MUST_PASS;
  }
  return 0;
}

/* The length and the alphabet, before any structure: a stray byte is named
 * with its place. */
static int check_characters(parser *ps, const char *text, int *len) {
  int n = 0;
  while (text[n] && n <= HOYITO_MAX_INPUT) n++;
  if (n > HOYITO_MAX_INPUT) {
    say(ps, "position is longer than ");
    say_int(ps, HOYITO_MAX_INPUT);
    say(ps, " characters");
    ps->at = HOYITO_MAX_INPUT;
    return HOYITO_E_TOO_LONG;
  }
  for (int i = 0; i < n; i++) {
    char c = text[i];
    if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
          strchr(",/:;=-", c))) {
      say(ps, "unexpected character ");
      if (c > ' ' && c < 127) {
        char one[4] = {'\'', c, '\'', 0};
        say(ps, one);
      } else {
        say(ps, "code ");
        say_int(ps, (unsigned char)c);
      }
      say(ps, " at position ");
      say_int(ps, i + 1);
      ps->at = i;
      return HOYITO_E_SYNTAX;
    }
  }
  *len = n;
  return 0;
}

/* VARIANT:SOUTH/NORTH:TURN:SCAP,NCAP[:KEYS]: four or five fields. */
static int split_fields(parser *ps, span rest, span fields[5], int *nfields) {
  int count = 0;
  while (count < 4 && split(rest, ':', &fields[count], &rest)) count++;
  fields[count++] = rest;
  if (count == 5 && memchr(rest.s, ':', (size_t)rest.len)) count = 6;
  if (count < 4 || count > 5) {
    say(ps, "expected VARIANT:SOUTH/NORTH:TURN:SCAP,NCAP[:KEYS], found ");
    say_int(ps, count);
    say(ps, count > 5 ? " or more fields" : " field(s)");
    ps->at = 0;
    return HOYITO_E_SYNTAX;
  }
  *nfields = count;
  return 0;
}

static int parse_variant(parser *ps, span field, hoyito_pos *p) {
  int variant = 0;
  while (variant < HOYITO_VARIANT_COUNT && !span_is(field, hoyito__rules(variant)->name)) variant++;
  if (variant == HOYITO_VARIANT_COUNT) {
    say(ps, "unknown variant ");
    say_quoted(ps, field);
    say(ps, " (expected I, II or III)");
    ps->at = 0;
    return HOYITO_E_VARIANT;
  }
  p->variant = (uint8_t)variant;
  return 0;
}

static int parse_board(parser *ps, span field, hoyito_pos *p) {
  span south, north;
  if (!split(field, '/', &south, &north)) {
    say(ps, "the board must be SOUTH/NORTH, two rows separated by '/'");
    ps->at = field.at;
    return HOYITO_E_SYNTAX;
  }
  if (memchr(north.s, '/', (size_t)north.len)) {
    say(ps, "the board has more than two rows");
    ps->at = north.at;
    return HOYITO_E_SYNTAX;
  }
  /* Rows are read into a scratch position laid out for 12 holes, then packed. */
  hoyito_pos rows;
  memset(&rows, 0, sizeof rows);
  int ns = 0, nn = 0, rc;
  if ((rc = parse_row(ps, south, &rows, 0, "south", &ns, &ps->at)) ||
      (rc = parse_row(ps, north, &rows, HOYITO_MAX_N, "north", &nn, &ps->at)))
    return rc;
  if (ns != nn) {
    say(ps, "north row has ");
    say_int(ps, nn);
    say(ps, " holes, south has ");
    say_int(ps, ns);
    ps->at = north.at;
    return HOYITO_E_ROW_MISMATCH;
  }
  if (ns < HOYITO_MIN_N) {
    say(ps, "rows have ");
    say_int(ps, ns);
    say(ps, " holes; a row has 3 to 12");
    ps->at = field.at;
    return HOYITO_E_ROW_SIZE;
  }
  p->n = (uint8_t)ns;
  for (int i = 0; i < ns; i++) {
    p->seeds[i] = rows.seeds[i];
    p->seeds[ns + i] = rows.seeds[HOYITO_MAX_N + i];
    if (rows.closed >> i & 1u) p->closed |= 1u << i;
    if (rows.closed >> (HOYITO_MAX_N + i) & 1u) p->closed |= 1u << (ns + i);
  }
  return 0;
}

static int parse_turn(parser *ps, span field, hoyito_pos *p) {
  if (span_is(field, "S")) p->turn = HOYITO_SOUTH;
  else if (span_is(field, "N")) p->turn = HOYITO_NORTH;
  else if (span_is(field, "-")) p->turn = HOYITO_OVER;
  else {
    say(ps, "turn must be S, N or - (game over), not ");
    say_quoted(ps, field);
    ps->at = field.at;
    return HOYITO_E_TURN;
  }
  return 0;
}

static int parse_captures(parser *ps, span field, hoyito_pos *p) {
  span scap, ncap;
  long caps[2];
  int rc;
  if (!split(field, ',', &scap, &ncap)) {
    say(ps, "captures must be two numbers, South's and North's: SCAP,NCAP");
    ps->at = field.at;
    return HOYITO_E_CAPTURES;
  }
  if ((rc = parse_number(ps, scap, MAX_SEEDS, &caps[0], "South's captures"))) {
    ps->at = scap.at;
    return rc == HOYITO_E_NUMBER ? rc : HOYITO_E_CAPTURES;
  }
  if ((rc = parse_number(ps, ncap, MAX_SEEDS, &caps[1], "North's captures"))) {
    ps->at = ncap.at;
    return rc == HOYITO_E_NUMBER ? rc : HOYITO_E_CAPTURES;
  }
  p->captured[0] = (uint16_t)caps[0];
  p->captured[1] = (uint16_t)caps[1];
  return 0;
}

/* KEY=VALUE;... in name order, each at most once. */
static int parse_keys(parser *ps, span keys, hoyito_pos *p, int *quiet_written) {
  int last_key = -1, rc;
  span item;
  if (keys.len == 0) {
    say(ps, "a ':' after the captures must be followed by keys");
    ps->at = keys.at;
    return HOYITO_E_SYNTAX;
  }
  for (;;) {
    int more = split(keys, ';', &item, &keys);
    if (!more) item = keys;
    if ((rc = parse_key(ps, item, p, &last_key, quiet_written))) {
      ps->at = item.at;
      return rc;
    }
    if (!more) return 0;
  }
}

int hoyito_parse(const char *text, hoyito_pos *out, hoyito_error *err) {
  parser ps_storage;
  parser *ps = &ps_storage;
  ps->text = text;
  ps->msg = (writer){ps->message, sizeof ps->message, 0};
  ps->at = 0;
  if (!text) {
    say(ps, "no position given");
    return fail(ps, err, HOYITO_E_ARGUMENT, 0);
  }
  span fields[5];
  int len = 0, nfields = 0, rc;
  if ((rc = check_characters(ps, text, &len)) ||
      (rc = split_fields(ps, (span){text, len, 0}, fields, &nfields)))
    return fail(ps, err, rc, ps->at);

  hoyito_pos p;
  memset(&p, 0, sizeof p);
  p.limit = HOYITO_DEFAULT_LIMIT;
  p.round = 1;
  p.prev = HOYITO_NONE;
  int quiet_written = 0;
  if ((rc = parse_variant(ps, fields[0], &p)) || (rc = parse_board(ps, fields[1], &p)) ||
      (rc = parse_turn(ps, fields[2], &p)) || (rc = parse_captures(ps, fields[3], &p)) ||
      (nfields == 5 && (rc = parse_keys(ps, fields[4], &p, &quiet_written))))
    return fail(ps, err, rc, ps->at);

  if ((rc = check_position(ps, &p, quiet_written))) return fail(ps, err, rc, 0);
  *out = p;
  if (err) {
    err->code = 0;
    err->offset = 0;
    err->message[0] = '\0';
  }
  return HOYITO_OK;
}

int hoyito_start(const hoyito_options *o, hoyito_pos *out) {
  int n = o->n ? o->n : HOYITO_DEFAULT_N;
  int limit = o->limit ? o->limit : HOYITO_DEFAULT_LIMIT;
  if (!hoyito__rules(o->variant) || n < HOYITO_MIN_N || n > HOYITO_MAX_N ||
      (o->clockwise != 0 && o->clockwise != 1) || limit < 1 || limit > HOYITO_MAX_LIMIT)
    return HOYITO_E_OPTIONS;
  hoyito_pos p;
  memset(&p, 0, sizeof p);
  p.n = (uint8_t)n;
  p.variant = (uint8_t)o->variant;
  p.clockwise = (uint8_t)o->clockwise;
  p.limit = (uint16_t)limit;
  p.round = 1;
  p.prev = HOYITO_NONE;
  for (int i = 0; i < 2 * n; i++) p.seeds[i] = 4; /* R1 */
  hoyito__settle(&p, HOYITO_SOUTH, NULL);         /* R2: South first */
  *out = p;
  return HOYITO_OK;
}
