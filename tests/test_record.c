/* test_record.c - game records (hoyito_record.h): round trips and hostile text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "hoyito_record.h"

static check_rng rng = {0x9e3779b97f4a7c15u}; /* the test's games, the same every run */

/* Plays up to `plies` random legal moves in g (fewer if the game ends). */
static void random_moves(hoyito_game *g, int plies) {
  for (int k = 0; k < plies; k++) {
    int moves[HOYITO_MAX_N];
    int count = hoyito_legal_moves(&g->pos, moves);
    if (!count) return;
    CHECK_INT(hoyito_game_play(g, moves[check_rng_below(&rng, (unsigned)count)], NULL), 0);
  }
}

static hoyito_game game_a, game_b, scratch;
static char text[1 << 21];

/* write -> read gives the same start, moves and position. */
static void check_round_trip(const hoyito_game *g, const hoyito_record_info *info) {
  CHECK(hoyito_record_size(g) <= sizeof text);
  int len = hoyito_record_write(g, info, text, sizeof text);
  CHECK(len > 0);
  hoyito_record_info back;
  hoyito_record_error err;
  int rc = hoyito_record_read(text, (size_t)len, &game_b, &back, &scratch, &err);
  if (rc) {
    check_fail(__FILE__, __LINE__, err.message);
    return;
  }
  CHECK(memcmp(&game_b.start, &g->start, sizeof g->start) == 0);
  CHECK(memcmp(&game_b.pos, &g->pos, sizeof g->pos) == 0);
  CHECK_INT(game_b.ply, g->ply);
  CHECK(memcmp(game_b.moves, g->moves, (size_t)g->ply) == 0);
  if (info) {
    CHECK_STR(back.south, info->south);
    CHECK_STR(back.north, info->north);
    CHECK_STR(back.date, info->date);
  }
}

TEST(record_round_trip_random_games_every_variant) {
  static const int sizes[] = {3, 6, 9, 12};
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++)
    for (int s = 0; s < 4; s++)
      for (int cw = 0; cw < 2; cw++)
        for (int k = 0; k < 6; k++) {
          hoyito_options o = {
              .variant = variant, .n = sizes[s], .clockwise = cw, .limit = k % 2 ? 30 : 100};
          hoyito_pos start;
          CHECK_INT(hoyito_start(&o, &start), 0);
          hoyito_game_init(&game_a, &start);
          /* Whole games, and games stopped part way (result "*"). */
          random_moves(&game_a, k < 3 ? 100000 : (int)check_rng_below(&rng, 40));
          check_round_trip(&game_a, NULL);
        }
}

TEST(record_round_trip_match_games) {
  hoyito_options o = {.variant = HOYITO_III, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(&game_a, &start);
  int games = 0;
  for (;;) {
    random_moves(&game_a, 100000);
    check_round_trip(&game_a, NULL);
    games++;
    int winner;
    if (hoyito_game_next(&game_a, &winner) != HOYITO_OK) break;
    CHECK(game_a.start.round > 1);
    int len = hoyito_record_write(&game_a, NULL, text, sizeof text);
    CHECK(len > 0 && strstr(text, "[Start \"III:") && strstr(text, "[Round \""));
  }
  CHECK(games >= 2);
}

TEST(record_free_text_tags_are_escaped) {
  hoyito_options o = {.variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(&game_a, &start);
  random_moves(&game_a, 7);
  hoyito_record_info info;
  memset(&info, 0, sizeof info);
  strcpy(info.south, "Ana \"la\" P\xc3\xa9rez \\ 1");
  strcpy(info.north, "Luis");
  strcpy(info.date, "2026.12.01");
  check_round_trip(&game_a, &info);
}

/* Reads text into game_a, expecting success. */
static int read_ok(const char *record) {
  hoyito_record_error err;
  int rc = hoyito_record_read(record, strlen(record), &game_a, NULL, &scratch, &err);
  if (rc) check_fail(__FILE__, __LINE__, err.message);
  return rc;
}

TEST(record_reads_hand_written_move_lists) {
  hoyito_options o = {.variant = HOYITO_II, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos p;
  hoyito_start(&o, &p);
  hoyito_game_init(&game_b, &p);
  CHECK_INT(hoyito_game_play(&game_b, 3, NULL), 0);
  int second = 0;
  int moves[HOYITO_MAX_N];
  CHECK(hoyito_legal_moves(&game_b.pos, moves) > 0);
  second = moves[0];
  CHECK_INT(hoyito_game_play(&game_b, second, NULL), 0);

  char record[200];
  /* Bare numbers, side letters, glued and spaced numbering, comments, annotations. */
  const char *forms[] = {"[Variant \"II\"]\n3 %d\n", "[Variant \"II\"]\nS3 N%d *\n",
                         "[Variant \"II\"]\n1.S3 {a comment} 2. n%d!? ; to the end\n",
                         "[Variant \"II\"] [Unknown \"tag\"]\n1... s3x0 2. %d+\n"};
  for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
    snprintf(record, sizeof record, forms[f], second);
    if (read_ok(record)) continue;
    CHECK_INT(game_a.ply, 2);
    CHECK(memcmp(&game_a.pos, &game_b.pos, sizeof game_a.pos) == 0);
  }
  /* No tags at all: the default start (Hoyito I, 6 holes). */
  if (!read_ok("1 2")) CHECK_INT(game_a.pos.variant, HOYITO_I);
}

/* Reads a bad record over a game in progress: the error and its line, and the game kept. */
static void expect_error(const char *record, size_t len, int code, int line, const char *words) {
  hoyito_options o = {.variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(&game_a, &start);
  random_moves(&game_a, 5);
  hoyito_game kept = game_a;
  hoyito_record_error err;
  int rc = hoyito_record_read(record, len, &game_a, NULL, &scratch, &err);
  CHECK_INT(rc, code);
  CHECK_INT(err.line, line);
  if (!strstr(err.message, words))
    check_fail_str(__FILE__, __LINE__, "err.message", err.message, words);
  CHECK(memcmp(&kept, &game_a, sizeof kept) == 0);
}
#define EXPECT_ERROR(record, code, line, words) \
  expect_error(record, strlen(record), code, line, words)

TEST(record_errors_name_the_line_and_keep_the_game) {
  EXPECT_ERROR("[Variant \"I\"]\n\n1. S1 2. S2\n", HOYITO_E_RECORD, 3,
               "move 2 (S2): it is North's turn");
  EXPECT_ERROR("[Start \"I:0,4,4,4,4,8/4,4,4,4,4,4:S:0,0\"]\n\n1. S1\n", HOYITO_E_MOVE_EMPTY, 3,
               "move 1 (S1): that hole is empty");
  EXPECT_ERROR("1. S7\n", HOYITO_E_MOVE_RANGE, 1, "move 1 (S7)");
  EXPECT_ERROR("1. Q3\n", HOYITO_E_RECORD, 1, "'Q3' is not a move");
  EXPECT_ERROR("[Variant \"IV\"]\n1. S1\n", HOYITO_E_RECORD, 1, "Variant must be I, II or III");
  EXPECT_ERROR("[Holes \"13\"]\n", HOYITO_E_RECORD, 1, "Holes must be");
  EXPECT_ERROR("[Direction \"up\"]\n", HOYITO_E_RECORD, 1, "Direction must be ccw or cw");
  EXPECT_ERROR("[Limit \"0\"]\n", HOYITO_E_RECORD, 1, "Limit must be");
  EXPECT_ERROR("[Variant \"I\"]\n[Variant \"II\"]\n", HOYITO_E_RECORD, 2, "given twice");
  EXPECT_ERROR("[Variant \"I\n", HOYITO_E_RECORD, 1, "no closing quote");
  EXPECT_ERROR("[Variant I]\n", HOYITO_E_RECORD, 1, "must be quoted");
  EXPECT_ERROR("1. S1 [Variant \"I\"]\n", HOYITO_E_RECORD, 1, "tags must come before the moves");
  EXPECT_ERROR("1. S1 {never closed\n2. N1\n", HOYITO_E_RECORD, 1, "no closing }");
  EXPECT_ERROR("1. S1 *\n2. N1\n", HOYITO_E_RECORD, 2, "'2.' after the result");
  EXPECT_ERROR("1. S1 1-0\n", HOYITO_E_RECORD, 1, "moves end before the game does");
  EXPECT_ERROR("[Score \"24-24\"]\n1. S1\n", HOYITO_E_RECORD, 1, "Score is given");
  EXPECT_ERROR("[Start \"I:4,4,4/4,4,8:S:0,0\"]\n", HOYITO_E_TOTAL, 1,
               "Start is not a valid position");
  EXPECT_ERROR("[Variant \"II\"]\n[Start \"I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0\"]\n", HOYITO_E_RECORD,
               1, "the Variant tag does not match the Start position");
  EXPECT_ERROR("[Result \"2-0\"]\n", HOYITO_E_RECORD, 1, "Result must be");
  EXPECT_ERROR("[Result \"1-0\"]\n1. S1 0-1\n", HOYITO_E_RECORD, 1, "differ");
  /* Binary: a NUL and other control bytes are named with their line. */
  EXPECT_ERROR("1. S1\n2. N1\x01\n", HOYITO_E_RECORD, 2, "control byte (0x01)");
  expect_error("1. S1\0 2. N1", 12, HOYITO_E_RECORD, 1, "control byte (0x00)");
}

TEST(record_refuses_huge_text_unread) {
  size_t len = 10u << 20;
  char *big = malloc(len);
  CHECK(big != NULL);
  if (!big) return;
  memset(big, ' ', len);
  expect_error(big, len, HOYITO_E_RECORD, 0, "at most 1048576");
  /* Just under the limit, only spaces and comments: read, no moves. */
  memcpy(big, "{", 1);
  big[HOYITO_MAX_RECORD - 1] = '}';
  CHECK_INT(hoyito_record_read(big, HOYITO_MAX_RECORD, &game_a, NULL, &scratch, NULL), 0);
  CHECK_INT(game_a.ply, 0);
  free(big);
}

TEST(record_finished_game_result_is_checked) {
  hoyito_options o = {.variant = HOYITO_II, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(&game_a, &start);
  random_moves(&game_a, 100000);
  CHECK(game_a.pos.turn == HOYITO_OVER);
  int len = hoyito_record_write(&game_a, NULL, text, sizeof text);
  CHECK(len > 0);
  /* A buffer one byte short is refused whole. */
  static char short_buf[sizeof text];
  CHECK_INT(hoyito_record_write(&game_a, NULL, short_buf, (size_t)len), HOYITO_E_BUFFER);
  CHECK_INT(short_buf[0], 0);

  /* Another result, in the Result tag and after the moves alike: the reader
   * names it as not the game's. */
  int result = hoyito_result(&game_a.pos);
  const char *right = result == HOYITO_SOUTH ? "1-0" : result == HOYITO_NORTH ? "0-1" : "1/2-1/2";
  const char *wrong = result == HOYITO_SOUTH ? "0-1" : "1-0";
  char tag[32];
  snprintf(tag, sizeof tag, "[Result \"%s\"]", right);
  char *at = strstr(text, tag);
  size_t right_len = strlen(right);
  CHECK(at != NULL && strncmp(text + len - right_len - 1, right, right_len) == 0);
  if (!at) return;
  static char tampered[sizeof text];
  text[len - right_len - 1] = '\0'; /* drop the result after the moves */
  snprintf(tampered, sizeof tampered, "%.*s[Result \"%s\"]%s%s\n", (int)(at - text), text, wrong,
           at + strlen(tag), wrong);
  hoyito_record_error err;
  CHECK_INT(hoyito_record_read(tampered, strlen(tampered), &game_b, NULL, &scratch, &err),
            HOYITO_E_RECORD);
  CHECK(strstr(err.message, "not the game's") != NULL);
}

/* ---- Files of many games ---- */

static char file_text[1 << 21];

/* A file of random games written one after another, the fourth made bad
 * (an illegal first move): read_next gives each game back, names the bad
 * one with the file's line, and then reads on. */
TEST(record_file_of_many_games_reads_each_and_names_the_bad_one) {
  enum { GAMES = 6, BAD = 3 };
  static hoyito_game want[GAMES];
  size_t len = 0;
  int bad_line = 1;
  for (int k = 0; k < GAMES; k++) {
    hoyito_options o = {.variant = k % HOYITO_VARIANT_COUNT, .n = 3 + k, .limit = 40};
    hoyito_pos start;
    CHECK_INT(hoyito_start(&o, &start), 0);
    hoyito_game_init(&want[k], &start);
    random_moves(&want[k], k % 2 ? 100000 : 9); /* finished games and games in progress */
    if (k == BAD) {
      for (size_t i = 0; i < len; i++) bad_line += file_text[i] == '\n';
      len += (size_t)snprintf(file_text + len, sizeof file_text - len, "{bad}\n1. S99 *\n");
      continue;
    }
    int n = hoyito_record_write(&want[k], NULL, file_text + len, sizeof file_text - len);
    CHECK(n > 0);
    len += (size_t)n;
    len +=
        (size_t)snprintf(file_text + len, sizeof file_text - len, k % 2 ? "\n" : "; between\n\n");
  }
  hoyito_record_place place = {0, 1};
  hoyito_record_error err;
  for (int k = 0; k < GAMES; k++) {
    size_t before = place.at;
    int rc = hoyito_record_read_next(file_text, len, &place, NULL, &game_b, NULL, &scratch, &err);
    CHECK(place.at > before);
    if (k == BAD) {
      CHECK_INT(rc, HOYITO_E_MOVE_RANGE);
      CHECK_INT(err.line, bad_line + 1);
      continue;
    }
    if (rc) {
      check_fail(__FILE__, __LINE__, err.message);
      return;
    }
    CHECK_INT(game_b.ply, want[k].ply);
    CHECK(memcmp(&game_b.pos, &want[k].pos, sizeof game_b.pos) == 0);
  }
  CHECK_INT(hoyito_record_read_next(file_text, len, &place, NULL, &game_b, NULL, &scratch, &err),
            HOYITO_RECORD_END);
  CHECK(place.at == len);
}

/* Reads the games of `file`; `codes` the return of each call, up to HOYITO_RECORD_END. */
static void expect_games(const char *file, const int *codes, const int *lines) {
  hoyito_record_place place = {0, 0};
  hoyito_record_error err;
  for (int k = 0;; k++) {
    int rc =
        hoyito_record_read_next(file, strlen(file), &place, NULL, &game_b, NULL, &scratch, &err);
    CHECK_INT(rc, codes[k]);
    if (rc != codes[k] || rc == HOYITO_RECORD_END) return;
    if (rc) CHECK_INT(err.line, lines[k]);
  }
}

TEST(record_file_games_end_at_the_result_or_the_next_tags) {
  /* No result before the next game's tags: they begin it. */
  expect_games("1 2\n[Event \"b\"]\n3 4\n", (int[]){0, 0, HOYITO_RECORD_END}, NULL);
  /* Tags without moves run on until a move: a second Event is the same game's. */
  expect_games("[Event \"a\"]\n[Event \"b\"]\n1 *\n", (int[]){HOYITO_E_RECORD, HOYITO_RECORD_END},
               (int[]){2});
  /* Empty games ("*") are games; a comment never closed is named at its line. */
  expect_games("* *\n\n1 2 {open\n", (int[]){0, 0, HOYITO_E_RECORD, HOYITO_RECORD_END},
               (int[]){0, 0, 3});
  /* A bad tag line does not swallow the next game. */
  expect_games("[Variant \"I]\n1 *\n1 2 *", (int[]){HOYITO_E_RECORD, 0, HOYITO_RECORD_END},
               (int[]){1});
  expect_games("", (int[]){HOYITO_RECORD_END}, NULL);
  /* A variation left open ends at its game's result, not the file's end. */
  expect_games("1 (2 *\n\n1 2 *", (int[]){HOYITO_E_RECORD, 0, HOYITO_RECORD_END}, (int[]){1});
  /* The one-game reader refuses a second game, naming its line. */
  EXPECT_ERROR("1 *\n\n[Event \"b\"]\n1 *\n", HOYITO_E_RECORD, 3, "tags after the result");
}

TEST(record_file_too_long_is_refused_whole) {
  size_t len = HOYITO_MAX_RECORD_FILE + 1;
  char *big = malloc(len);
  CHECK(big != NULL);
  if (!big) return;
  memset(big, ' ', len);
  hoyito_record_place place = {0, 1};
  hoyito_record_error err;
  CHECK_INT(hoyito_record_read_next(big, len, &place, NULL, &game_b, NULL, &scratch, &err),
            HOYITO_E_RECORD);
  CHECK(place.at == 0 && strstr(err.message, "at most 16777216") != NULL);
  /* A game over HOYITO_MAX_RECORD in a file under the limit: named, skipped. */
  memset(big, '1', HOYITO_MAX_RECORD + 10);
  memcpy(big + HOYITO_MAX_RECORD + 10, " *\n1 *", 6);
  CHECK_INT(hoyito_record_read_next(big, HOYITO_MAX_RECORD + 16, &place, NULL, &game_b, NULL,
                                    &scratch, &err),
            HOYITO_E_RECORD);
  CHECK(strstr(err.message, "this game is") != NULL);
  CHECK_INT(hoyito_record_read_next(big, HOYITO_MAX_RECORD + 16, &place, NULL, &game_b, NULL,
                                    &scratch, &err),
            0);
  free(big);
}

/* ---- Variations ---- */

#define TREE_CAP 1024
static hoyito_record_node nodes_a[TREE_CAP], nodes_b[TREE_CAP];
static char notes_a[1 << 16], notes_b[1 << 17];
static hoyito_record_tree tree_a = {nodes_a, TREE_CAP, 0, notes_a, sizeof notes_a, 0};
static hoyito_record_tree tree_b = {nodes_b, TREE_CAP, 0, notes_b, sizeof notes_b, 0};

/* The game at node i of t: its path from the root replayed on g. */
static void game_at(const hoyito_record_tree *t, int i, const hoyito_pos *start, hoyito_game *g) {
  static int path[TREE_CAP];
  int n = 0;
  for (int k = i; k > 0; k = t->nodes[k].parent) path[n++] = t->nodes[k].move;
  hoyito_game_init(g, start);
  while (n > 0) CHECK_INT(hoyito_game_play(g, path[--n], NULL), 0);
}

/* A random comment: spaces, parentheses, ';', braces, quotes, UTF-8, line ends. */
static void random_comment(hoyito_record_tree *t, hoyito_record_node *node) {
  static const char *const bits[] = {"a",   "b ", " ",   "(",        ")",      ";",
                                     "{",   "\"", "\\",  "\xc3\xa9", "\n",     "\t",
                                     "1-0", "*",  "[x]", "S3",       "passes", "}"};
  node->comment_at = (int)t->notes_len;
  int parts = 1 + (int)check_rng_below(&rng, 8), brace = 0, line_end = 0;
  for (int k = 0; k < parts; k++) {
    const char *bit = bits[check_rng_below(&rng, sizeof bits / sizeof *bits)];
    /* A '}' and a line end cannot share a comment (the writer refuses it). */
    if ((bit[0] == '}' && line_end) || (bit[0] == '\n' && brace)) bit = "a";
    brace |= bit[0] == '}';
    line_end |= bit[0] == '\n';
    memcpy(t->notes + t->notes_len, bit, strlen(bit));
    t->notes_len += strlen(bit);
  }
  node->comment_len = (int)t->notes_len - node->comment_at;
}

/* A random tree of `size` legal moves from start, with comments on a third
 * of them, its nodes in an order of its own (not a record's): each new move
 * goes on the last one mostly, else anywhere. */
static void random_tree(hoyito_record_tree *t, const hoyito_pos *start, int size) {
  static int nest[TREE_CAP]; /* variations around each node: at most HOYITO_RECORD_MAX_DEPTH */
  t->nodes[0] = (hoyito_record_node){-1, 0, -1, -1, 0, 0};
  t->count = 1;
  t->notes_len = 0;
  nest[0] = 0;
  if (check_rng_below(&rng, 3) == 0) random_comment(t, &t->nodes[0]);
  for (int tries = 0, last = 0; t->count < size && tries < 20 * size; tries++) {
    int parent = check_rng_below(&rng, 4) ? last : (int)check_rng_below(&rng, (unsigned)t->count);
    int has_child = 0;
    for (int i = parent + 1; i < t->count && !has_child; i++)
      has_child = t->nodes[i].parent == parent;
    game_at(t, parent, start, &game_a);
    int moves[HOYITO_MAX_N];
    int k = hoyito_legal_moves(&game_a.pos, moves);
    if (k == 0 || nest[parent] + has_child > HOYITO_RECORD_MAX_DEPTH) {
      last = 0;
      continue;
    }
    last = t->count++;
    nest[last] = nest[parent] + has_child;
    t->nodes[last] =
        (hoyito_record_node){parent, moves[check_rng_below(&rng, (unsigned)k)], -1, -1, 0, 0};
    if (check_rng_below(&rng, 3) == 0) random_comment(t, &t->nodes[last]);
  }
}

/* Whether the subtrees at a's node i and b's node j hold the same moves and comments, in order. */
static int same_tree(const hoyito_record_tree *a, int i, const hoyito_record_tree *b, int j) {
  const hoyito_record_node *x = &a->nodes[i], *y = &b->nodes[j];
  if (x->move != y->move || x->comment_len != y->comment_len ||
      memcmp(a->notes + x->comment_at, b->notes + y->comment_at, (size_t)x->comment_len) != 0)
    return 0;
  int p = x->child, q = y->child;
  for (; p >= 0 && q >= 0; p = a->nodes[p].next, q = b->nodes[q].next)
    if (!same_tree(a, p, b, q)) return 0;
  return p < 0 && q < 0;
}

static char text_b[1 << 21];

TEST(record_tree_round_trip_random_trees) {
  int variations = 0, comments = 0, passes = 0;
  for (int k = 0; k < 120; k++) {
    hoyito_options o = {.variant = k % HOYITO_VARIANT_COUNT,
                        .n = 3 + k % 10,
                        .clockwise = k % 4 == 1,
                        .limit = k % 2 ? 20 : 100};
    hoyito_pos start;
    CHECK_INT(hoyito_start(&o, &start), 0);
    random_tree(&tree_a, &start, 1 + (int)check_rng_below(&rng, 400));
    hoyito_record_error err;
    CHECK(hoyito_record_tree_size(&tree_a) <= sizeof text);
    int len = hoyito_record_write_tree(&start, &tree_a, NULL, &scratch, text, sizeof text, &err);
    if (len < 0) {
      check_fail(__FILE__, __LINE__, err.message);
      return;
    }
    int rc = hoyito_record_read_tree(text, (size_t)len, &tree_b, &game_b, NULL, &scratch, &err);
    if (rc) {
      check_fail(__FILE__, __LINE__, err.message);
      return;
    }
    CHECK_INT(tree_b.count, tree_a.count);
    CHECK(same_tree(&tree_a, 0, &tree_b, 0));
    /* The main line is the game read; the one-game reader gives it too. */
    int ply = 0;
    for (int i = tree_a.nodes[0].child; i >= 0; i = tree_a.nodes[i].child, ply++)
      CHECK_INT(game_b.moves[ply], tree_a.nodes[i].move);
    CHECK_INT(game_b.ply, ply);
    CHECK_INT(hoyito_record_read(text, (size_t)len, &game_a, NULL, &scratch, &err), 0);
    CHECK(memcmp(&game_a.pos, &game_b.pos, sizeof game_a.pos) == 0);
    /* What was read writes the same text again. */
    int len_b =
        hoyito_record_write_tree(&start, &tree_b, NULL, &scratch, text_b, sizeof text_b, &err);
    CHECK(len_b == len && memcmp(text, text_b, (size_t)len) == 0);
    variations += strchr(text, '(') != NULL;
    comments += tree_a.notes_len > 0;
    passes += strstr(text, "h passes}") != NULL;
  }
  /* The trees did branch and carry comments, and the writer's pass notes were not read as comments. */
  CHECK(variations > 60 && comments > 60 && passes > 5);
}

/* Reads `record` with a tree, expecting success. */
static int read_tree_ok(const char *record) {
  hoyito_record_error err;
  int rc = hoyito_record_read_tree(record, strlen(record), &tree_b, &game_a, NULL, &scratch, &err);
  if (rc) check_fail(__FILE__, __LINE__, err.message);
  return rc;
}

/* Node i's comment as a string (in a static buffer). */
static const char *comment_of(const hoyito_record_tree *t, int i) {
  static char buf[256];
  snprintf(buf, sizeof buf, "%.*s", t->nodes[i].comment_len, t->notes + t->nodes[i].comment_at);
  return buf;
}

TEST(record_tree_reads_variations_and_keeps_comments_on_their_move) {
  /* From the 2x6 start of Hoyito I: S3, then North's N1 (main) or N2 (a variation). */
  if (read_tree_ok(
          "{the game} 1. S3 2. N1 {main} (2. N2 {why} 3. S4 {deep} (3. S5)) {more} 3. S2 *\n"))
    return;
  CHECK_INT(tree_b.count, 7);
  /* In text order: root, S3, N1, N2, S4, S5, S2. */
  static const int parents[] = {-1, 0, 1, 1, 3, 3, 2}, moves[] = {0, 3, 1, 2, 4, 5, 2};
  for (int i = 0; i < 7; i++) {
    CHECK_INT(tree_b.nodes[i].parent, parents[i]);
    CHECK_INT(tree_b.nodes[i].move, moves[i]);
  }
  CHECK_STR(comment_of(&tree_b, 0), "the game");
  CHECK_STR(comment_of(&tree_b, 2), "main more"); /* the comment after ')' is the main move's too */
  CHECK_STR(comment_of(&tree_b, 3), "why");
  CHECK_STR(comment_of(&tree_b, 4), "deep");
  CHECK_INT(tree_b.nodes[1].child, 2);
  CHECK_INT(tree_b.nodes[2].next, 3);
  CHECK_INT(tree_b.nodes[4].next, 5);
  CHECK_INT(game_a.ply, 3);
  CHECK_INT(game_a.moves[2], 2);
  /* ';' comments end at the line's end (CR too); two comments join with a space. */
  if (read_tree_ok("1. S3 ; to the end\r\n{and} {this}\n2. N1")) return;
  CHECK_STR(comment_of(&tree_b, 1), " to the end and this");
  /* An old record without variations: a line of nodes, the writer's pass notes not comments. */
  if (read_tree_ok("1 2 {a}")) return;
  CHECK_INT(tree_b.count, 3);
  CHECK_INT(tree_b.nodes[2].parent, 1);
}

TEST(record_tree_hostile_parentheses_are_refused_with_their_line) {
  EXPECT_ERROR("(1. S3) 1. S4\n", HOYITO_E_RECORD, 1, "a variation ( must follow the move");
  EXPECT_ERROR("[Variant \"I\"]\n\n(\n", HOYITO_E_RECORD, 3, "a variation ( must follow the move");
  EXPECT_ERROR("1. S3 ((2. N1))\n", HOYITO_E_RECORD, 1, "a variation ( must follow the move");
  EXPECT_ERROR("1. S3\n)\n", HOYITO_E_RECORD, 2, "a ) with no ( before it");
  EXPECT_ERROR("1. S3 (1. S4) 2. N1)\n", HOYITO_E_RECORD, 1, "a ) with no ( before it");
  EXPECT_ERROR("1. S3 ()\n", HOYITO_E_RECORD, 1, "a variation () with no move in it");
  EXPECT_ERROR("1. S3\n(1. S4\n2. N1\n", HOYITO_E_RECORD, 2, "a variation ( has no closing )");
  EXPECT_ERROR("1. S3 (1. S4 *) 2. N1\n", HOYITO_E_RECORD, 1, "a result inside a variation");
  EXPECT_ERROR("1. S3 2. N1\n(2. N2\n3. S9)\n", HOYITO_E_MOVE_RANGE, 3,
               "move 3 (S9) in a variation");
  EXPECT_ERROR("1. S3 (1. N4)\n", HOYITO_E_RECORD, 1,
               "move 1 (N4) in a variation: it is South's turn");
  EXPECT_ERROR("1. S3 (1. S4 {never closed)\n2. N1\n", HOYITO_E_RECORD, 1,
               "a comment { has no closing }");
  EXPECT_ERROR("1. S3 * (1. S4)\n", HOYITO_E_RECORD, 1, "'(' after the result");
  /* Nested to the bound reads; one deeper is refused. */
  static char deep[4096];
  size_t n = (size_t)snprintf(deep, sizeof deep, "1. S3");
  for (int d = 0; d < HOYITO_RECORD_MAX_DEPTH; d++)
    n += (size_t)snprintf(deep + n, sizeof deep - n, " (1. S%d", 1 + d % 6);
  for (int d = 0; d < HOYITO_RECORD_MAX_DEPTH; d++) deep[n++] = ')';
  deep[n] = '\0';
  if (read_tree_ok(deep)) return;
  CHECK_INT(tree_b.count, HOYITO_RECORD_MAX_DEPTH + 2);
  memmove(deep + 13, deep + 6, n - 6 + 1); /* one more "(1. S2 " after "1. S3 " */
  memcpy(deep + 6, "(1. S2 ", 7);
  EXPECT_ERROR(deep, HOYITO_E_RECORD, 1, "variations nested deeper than 64");
  /* 1 MB of '(' and 1 MB of ')': the first names the fault at once. */
  char *big = malloc(HOYITO_MAX_RECORD);
  CHECK(big != NULL);
  if (!big) return;
  memset(big, '(', HOYITO_MAX_RECORD);
  expect_error(big, HOYITO_MAX_RECORD, HOYITO_E_RECORD, 1, "a variation ( must follow the move");
  memcpy(big, "1. S3 ", 6);
  expect_error(big, HOYITO_MAX_RECORD, HOYITO_E_RECORD, 1, "a variation ( must follow the move");
  memset(big, ')', HOYITO_MAX_RECORD);
  expect_error(big, HOYITO_MAX_RECORD, HOYITO_E_RECORD, 1, "a ) with no ( before it");
  free(big);
}

/* Many variations deep in a long game: checked up to the stated work, then refused. */
TEST(record_tree_variations_work_is_bounded) {
  hoyito_options o = {.variant = HOYITO_I, .n = 12, .limit = HOYITO_MAX_LIMIT};
  hoyito_pos start;
  hoyito_start(&o, &start);
  do {
    hoyito_game_init(&game_a, &start);
    random_moves(&game_a, 100000);
  } while (game_a.ply < 400);
  hoyito_game_init(&game_b, &start);
  for (int i = 0; i < 400; i++) CHECK_INT(hoyito_game_play(&game_b, game_a.moves[i], NULL), 0);
  int len = hoyito_record_write(&game_b, NULL, text, sizeof text);
  CHECK(len > 0);
  len -= 3; /* " *\n" */
  /* Alternatives to the last move (the same move again): each costs about 400 plies to check. */
  char alternative[32];
  CHECK_INT(hoyito_game_undo(&game_b), 0); /* the mover of move 400 */
  snprintf(alternative, sizeof alternative, " (400. %c%d)", "SN"[game_b.pos.turn],
           game_a.moves[399]);
  size_t n = (size_t)len, each = strlen(alternative);
  int count = HOYITO_RECORD_MAX_VARIATION_WORK / 400 + 10;
  for (int k = 0; k < count; k++, n += each) memcpy(text + n, alternative, each);
  text[n] = '\0';
  hoyito_record_error err;
  CHECK_INT(hoyito_record_read(text, n, &game_a, NULL, &scratch, &err), HOYITO_E_RECORD);
  CHECK(strstr(err.message, "the variations are too long to check") != NULL);
  /* An eighth of them reads (the whole bound would cost as much again: slow under the sanitizers). */
  n = (size_t)len + (size_t)(count / 8) * each;
  text[n] = '\0';
  CHECK_INT(hoyito_record_read(text, n, &game_a, NULL, &scratch, &err), 0);
}

TEST(record_tree_buffers_too_small_are_named) {
  hoyito_record_node few[3];
  char note[4];
  hoyito_record_tree small = {few, 3, 0, note, sizeof note, 0};
  hoyito_record_error err;
  const char *three = "1. S3 2. N1\n3. S2\n";
  CHECK_INT(hoyito_record_read_tree(three, strlen(three), &small, &game_a, NULL, &scratch, &err),
            HOYITO_E_BUFFER);
  CHECK_INT(err.line, 2);
  CHECK(strstr(err.message, "more than 3 moves") != NULL);
  const char *noted = "1. S3 {hello}";
  CHECK_INT(hoyito_record_read_tree(noted, strlen(noted), &small, &game_a, NULL, &scratch, &err),
            HOYITO_E_BUFFER);
  CHECK(strstr(err.message, "the comments need more than 4 bytes") != NULL);
}

TEST(record_tree_writer_refuses_what_is_not_a_tree) {
  hoyito_options o = {.variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_record_error err;
  static hoyito_record_node bad[4];
  hoyito_record_tree t = {bad, 4, 3, notes_a, sizeof notes_a, 0};
  bad[0] = (hoyito_record_node){-1, 0, 0, 0, 0, 0};
  bad[1] = (hoyito_record_node){2, 3, 0, 0, 0, 0}; /* its parent after it */
  bad[2] = (hoyito_record_node){0, 3, 0, 0, 0, 0};
  CHECK_INT(hoyito_record_write_tree(&start, &t, NULL, &scratch, text, sizeof text, &err),
            HOYITO_E_ARGUMENT);
  CHECK_INT(err.node, 1);
  bad[1].parent = 0;
  bad[2] = (hoyito_record_node){1, 5, 0, 0, 0, 0}; /* N5 is empty after S3 */
  CHECK_INT(hoyito_record_write_tree(&start, &t, NULL, &scratch, text, sizeof text, &err),
            HOYITO_E_MOVE_EMPTY);
  CHECK_INT(err.node, 2);
  CHECK(strstr(err.message, "node 2: move 2 (N5): that hole is empty") != NULL);
  bad[2] = (hoyito_record_node){1, 1, 0, 0, 0, 4};
  memcpy(notes_a, "a}\nb", 4);
  t.notes_len = 4;
  CHECK_INT(hoyito_record_write_tree(&start, &t, NULL, &scratch, text, sizeof text, &err),
            HOYITO_E_ARGUMENT);
  CHECK(err.node == 2 && strstr(err.message, "both '}' and a line end") != NULL);
  notes_a[2] = '\x01';
  CHECK_INT(hoyito_record_write_tree(&start, &t, NULL, &scratch, text, sizeof text, &err),
            HOYITO_E_ARGUMENT);
  CHECK(err.node == 2 && strstr(err.message, "control byte (0x01)") != NULL);
  /* A '}' alone: written as a ';' comment, read back whole. */
  bad[2].comment_len = 2;
  int len = hoyito_record_write_tree(&start, &t, NULL, &scratch, text, sizeof text, &err);
  CHECK(len > 0 && strstr(text, "2. N1x12 ;a}\n*") != NULL);
  CHECK_INT(hoyito_record_read_tree(text, (size_t)len, &tree_b, &game_b, NULL, &scratch, &err), 0);
  CHECK_STR(comment_of(&tree_b, 2), "a}");
  bad[2].comment_len = 5; /* past the notes */
  CHECK_INT(hoyito_record_write_tree(&start, &t, NULL, &scratch, text, sizeof text, &err),
            HOYITO_E_ARGUMENT);
  /* Variations nested as deep as a reader takes, and one deeper: at each
   * level the main move and an alternative, whose line branches again. */
  static hoyito_record_node chain[2 * HOYITO_RECORD_MAX_DEPTH + 3];
  hoyito_record_tree deep = {chain, 2 * HOYITO_RECORD_MAX_DEPTH + 3, 1, notes_a, 0, 0};
  o.n = 12;
  hoyito_start(&o, &start);
  chain[0] = (hoyito_record_node){-1, 0, 0, 0, 0, 0};
  /* A random line long enough, with two moves at each of its positions. */
  for (int tries = 0, at = 0, d = 0; d <= HOYITO_RECORD_MAX_DEPTH; d++) {
    if (d == 0) {
      hoyito_game_init(&game_a, &start);
      deep.count = 1;
      at = 0;
    }
    int moves[HOYITO_MAX_N], k = hoyito_legal_moves(&game_a.pos, moves);
    if (k < 2) {
      CHECK(++tries < 1000);
      d = -1;
      continue;
    }
    int main = (int)check_rng_below(&rng, (unsigned)k), other = (main + 1) % k;
    chain[deep.count++] = (hoyito_record_node){at, moves[main], 0, 0, 0, 0};
    chain[deep.count] = (hoyito_record_node){at, moves[other], 0, 0, 0, 0};
    at = deep.count++;
    CHECK_INT(hoyito_game_play(&game_a, moves[other], NULL), 0);
  }
  /* Nested as deep as a reader takes: written and read back. */
  deep.count -= 2;
  len = hoyito_record_write_tree(&start, &deep, NULL, &scratch, text, sizeof text, &err);
  CHECK(len > 0);
  CHECK_INT(hoyito_record_read_tree(text, (size_t)len, &tree_b, &game_b, NULL, &scratch, &err), 0);
  deep.count += 2;
  CHECK_INT(hoyito_record_write_tree(&start, &deep, NULL, &scratch, text, sizeof text, &err),
            HOYITO_E_ARGUMENT);
  CHECK_INT(err.node, deep.count - 1);
  CHECK(strstr(err.message, "nested deeper than 64") != NULL);
  /* A buffer too small is refused whole. */
  random_tree(&tree_a, &start, 50);
  CHECK_INT(hoyito_record_write_tree(&start, &tree_a, NULL, &scratch, text, 10, &err),
            HOYITO_E_BUFFER);
  CHECK_INT(text[0], 0);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
