/*
 * test_record_identity.c - whatever a record reader accepts is written, and
 * write after read is the identity (record_identity.h), over fixed hostile
 * records and generated ones: random trees of moves in the many forms a
 * person may write them, with comments and tags of hostile bytes.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#define RECORD_IDENTITY_NODES 150000 /* the long records below */
#include "record_identity.h"

/* Checks the promise on a NUL-terminated record, which must be accepted. */
static void identity_of(const char *file, int line, const char *text, size_t len) {
  int accepted;
  const char *broken = record_identity(text, len, &accepted);
  char what[400];
  if (!accepted) {
    snprintf(what, sizeof what, "refused: %s", ri.err.message);
    check_fail(file, line, what);
  } else if (broken) {
    snprintf(what, sizeof what, "%s, for %.200s", broken, text);
    check_fail(file, line, what);
  }
}
#define IDENTITY(text) identity_of(__FILE__, __LINE__, text, strlen(text))

/* Node i's comment, read, as a string. */
static const char *comment(int i) {
  static char buf[256];
  const hoyito_record_node *node = &ri.tree[0].nodes[i];
  snprintf(buf, sizeof buf, "%.*s", node->comment_len, ri.tree[0].notes + node->comment_at);
  return buf;
}

TEST(record_identity_fixed_cases) {
  /* A comment with a '}' and a line end: its lines are joined with a space. */
  IDENTITY(";\r}");
  CHECK_STR(comment(0), " }");
  IDENTITY("1. S3 ;a}\rb\n2. N1 *");
  CHECK_STR(comment(1), "a} b");
  IDENTITY("1. S3 {a\nb} ;c}\n2. N1 *");
  CHECK_STR(comment(1), "a b c}");
  IDENTITY("1. S3 {a \r\n\t b} (1. S4) ;}\r\n2. N1 *");
  CHECK_STR(comment(1), "a b }");
  /* Without a '}', line ends stay. */
  IDENTITY("1. S3 {a\r\nb\rc\n} *");
  CHECK_STR(comment(1), "a\r\nb\rc\n");
  /* Tags: tab and CR become spaces; bytes not UTF-8 become U+FFFD; cut at a character's end. */
  IDENTITY("[Site \"\r\"]\n[Event \"a\tb\"]\n1. S3 *");
  CHECK_STR(ri.info[0].site, " ");
  CHECK_STR(ri.info[0].event, "a b");
  IDENTITY("[South \"\xff\xc3(\xed\xa0\x80\"]\n[North \"a\\b\\\\\\\"\"]\n*");
  CHECK_STR(ri.info[0].south, "\xef\xbf\xbd\xef\xbf\xbd(\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
  CHECK_STR(ri.info[0].north, "a\\b\\\"");
  char tag[400] = "[Date \"";
  for (int k = 0; k < 70; k++) strcat(tag, "\xc3\xa9");
  strcat(tag, "\"]\n*");
  IDENTITY(tag);
  CHECK_INT(strlen(ri.info[0].date), 62);
  /* 21 bytes not UTF-8 are 63 bytes of U+FFFD, and no more. */
  char wide[100] = "[Event \"";
  for (int k = 0; k < 25; k++) strcat(wide, "\x80");
  strcat(wide, "\"]");
  IDENTITY(wide);
  CHECK_INT(strlen(ri.info[0].event), 63);
  /* The writer's pass notes, and comments that look like them. */
  IDENTITY("[Holes \"3\"] 1. S1 {North passes} {North passes} ;North passes}\n*");
  IDENTITY("{}{};\n1 {} (2 {)} ;(\n) *\r\n");
}

/* ---- Generated records ---- */

static check_rng rng = {0x2545f4914f6cdd1du};
static char x[1 << 20];
static size_t x_len;

static void add(const char *s) {
  size_t n = strlen(s);
  if (x_len + n < sizeof x) memcpy(x + x_len, s, n), x_len += n;
}

static unsigned below(unsigned n) {
  return check_rng_below(&rng, n);
}

static const char *const hostile[] = {"a",
                                      " ",
                                      "\t",
                                      "\r",
                                      "\n",
                                      "\r\n",
                                      "}",
                                      "{",
                                      ";",
                                      "(",
                                      ")",
                                      "\"",
                                      "\\",
                                      "\xc3\xa9",
                                      "\xe2\x82\xac",
                                      "\xf0\x9f\x8c\xb1",
                                      "\xff",
                                      "\xc3",
                                      "\xe2\x82",
                                      "\xed\xa0\x80",
                                      "\xc0\xaf",
                                      "1-0",
                                      "*",
                                      "[x]",
                                      "S3",
                                      "]",
                                      "North passes",
                                      "South passes"};
#define HOSTILE (sizeof hostile / sizeof *hostile)

/* A hostile comment: its bytes in {...} and ;... comments, switching where one cannot hold them. */
static void add_comment(void) {
  if (below(8) == 0) { /* the writer's pass notes, or empty comments */
    add(below(2) ? " {North passes}" : below(2) ? " {}" : " ;\n");
    return;
  }
  int brace = below(2);
  add(brace ? " {" : " ;");
  for (int parts = 1 + (int)below(10); parts > 0; parts--) {
    for (const char *c = hostile[below(HOSTILE)]; *c; c++) {
      char one[2] = {*c, 0};
      if (brace && *c == '}') {
        add("} ;}");
        brace = 0;
      } else if (!brace && *c == '\n') {
        add("\n{");
        brace = 1;
      } else {
        add(one);
      }
    }
  }
  add(brace ? "}" : "\n");
}

static void add_space(void) {
  static const char *const spaces[] = {" ", "\n", "\r\n", "\t", "  "};
  add(spaces[below(5)]);
}

/* A move in one of the forms a person writes ("12. S3", "S3", "3", "12...S3x1+!"), and comments. */
static void add_move(hoyito_game *g, int move) {
  char token[40];
  char side = g->pos.turn == HOYITO_SOUTH ? 'S' : 'N';
  int ply = g->ply + 1;
  switch (below(4)) {
    case 0:
      snprintf(token, sizeof token, "%d. %c%d", ply, side, move);
      break;
    case 1:
      snprintf(token, sizeof token, "%c%d", side, move);
      break;
    case 2:
      snprintf(token, sizeof token, "%d", move);
      break;
    default:
      snprintf(token, sizeof token, "%d...%c%dx1+!?", ply, side, move);
  }
  add(token);
  CHECK_INT(hoyito_game_play(g, move, NULL), 0);
  while (below(3) == 0) add_comment();
  add_space();
}

static hoyito_game before[8], alt[8];

static int random_move(const hoyito_game *g) {
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&g->pos, moves);
  return count ? moves[below((unsigned)count)] : 0;
}

/* Up to `plies` random moves from g, some with alternatives in parentheses, nested to 4. */
static void add_line(hoyito_game *g, int plies, int nest) {
  for (int k = 0; k < plies; k++) {
    int move = random_move(g);
    if (!move) return;
    before[nest] = *g;
    add_move(g, move);
    for (int a = nest < 4 && below(4) == 0 ? 1 + (int)below(3) : 0; a > 0; a--) {
      alt[nest] = before[nest];
      add("(");
      if (below(4) == 0) add_comment(); /* after '(': the move before's */
      add_move(&alt[nest], random_move(&alt[nest]));
      add_line(&alt[nest], (int)below(6), nest + 1);
      add(") ");
      if (below(4) == 0) add_comment(); /* after ')': the main move's */
    }
  }
}

/* A tag of hostile text (escaped: '"' and '\' cannot stand alone; no line end). */
static void add_tag(const char *name) {
  add("[");
  add(name);
  add(below(2) ? " \"" : "\t\"");
  for (int parts = (int)below(20); parts > 0; parts--) {
    const char *bit = hostile[below(HOSTILE)];
    add(bit[0] == '"' ? "\\\"" : bit[0] == '\\' ? "\\\\" : strchr(bit, '\n') ? "\r" : bit);
  }
  add("\"]");
  add_space();
}

static void random_record(void) {
  static const char *const free_tags[] = {"Event", "Site", "Date", "South", "North", "Annotator"};
  x_len = 0;
  for (int k = 0; k < 6; k++)
    if (below(2)) add_tag(free_tags[k]);
  hoyito_options o = {.variant = (int)below(HOYITO_VARIANT_COUNT),
                      .n = 3 + (int)below(10),
                      .clockwise = (int)below(2),
                      .limit = below(2) ? 20 : 100};
  const hoyito_rules *rules = NULL;
  CHECK_INT(hoyito_rules_of(o.variant, &rules), 0);
  char tags[200];
  snprintf(tags, sizeof tags,
           "[Variant \"%s\"]\n[Holes \"%d\"]\n[Direction \"%s\"]\n[Limit \"%d\"]\n", rules->name,
           o.n, o.clockwise ? "cw" : "ccw", o.limit);
  add(tags);
  if (below(3) == 0) add_comment();
  hoyito_pos start;
  CHECK_INT(hoyito_start(&o, &start), 0);
  static hoyito_game g;
  hoyito_game_init(&g, &start);
  add_line(&g, (int)below(60), 0);
  add(below(4) ? "*\n" : "");
  x[x_len] = '\0';
}

TEST(record_identity_generated_records) {
  int joined = 0, line_ends = 0, cut = 0, replaced = 0, variations = 0;
  for (int k = 0; k < 400; k++) {
    random_record();
    identity_of(__FILE__, __LINE__, x, x_len);
    if (check_failures) return; /* the first failure's record is the one to look at */
    const hoyito_record_tree *t = &ri.tree[0];
    for (int i = 0; i < t->count; i++) {
      const char *s = t->notes + t->nodes[i].comment_at;
      size_t n = (size_t)t->nodes[i].comment_len;
      joined += n && memchr(s, '}', n) != NULL;
      line_ends += n && memchr(s, '\n', n) != NULL;
    }
    const hoyito_record_info *info = &ri.info[0];
    cut += strlen(info->event) > 60 || strlen(info->south) > 60; /* near the 63 bytes kept */
    replaced += strstr(info->event, "\xef\xbf\xbd") != NULL;
    variations += memchr(x, '(', x_len) != NULL;
  }
  /* The records did carry what the promise is about. */
  CHECK(joined > 100 && line_ends > 100 && replaced > 50 && variations > 200);
  CHECK(cut > 10);
}

/* "1. S3" and `alternatives` times " (1)": bare holes, several times as long written out. */
static const char *many_alternatives(int alternatives) {
  static char text[1 << 20];
  size_t at = (size_t)snprintf(text, sizeof text, "1. S3");
  for (int k = 0; k < alternatives && at + 5 < sizeof text; k++)
    memcpy(text + at, " (1)", 4), at += 4;
  memcpy(text + at, " *", 3);
  return text;
}

TEST(record_identity_refuses_what_would_be_too_long_written) {
  /* 100 000 alternatives write 800 KB: counted, read, written, read back the same. */
  IDENTITY(many_alternatives(100000));
  CHECK_INT(ri.tree[0].count, 100002);
  /* 140 000 (560 KB) would write 1.1 MB, which no reader reads: refused. */
  const char *text = many_alternatives(140000);
  int accepted;
  CHECK(record_identity(text, strlen(text), &accepted) == NULL);
  CHECK(!accepted);
  CHECK_INT(ri.err.code, HOYITO_E_RECORD);
  CHECK(strstr(ri.err.message, "would be 1120") != NULL);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
