/* test_record.c - game records (hoyito_record.h): round trips and hostile text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "hoyito_record.h"

static check_rng rng = { 0x9e3779b97f4a7c15u }; /* the test's games, the same every run */

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
  static const int sizes[] = { 3, 6, 9, 12 };
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++)
    for (int s = 0; s < 4; s++)
      for (int cw = 0; cw < 2; cw++)
        for (int k = 0; k < 6; k++) {
          hoyito_options o = { .variant = variant, .n = sizes[s], .clockwise = cw,
                               .limit = k % 2 ? 30 : 100 };
          hoyito_pos start;
          CHECK_INT(hoyito_start(&o, &start), 0);
          hoyito_game_init(&game_a, &start);
          /* Whole games, and games stopped part way (result "*"). */
          random_moves(&game_a, k < 3 ? 100000 : (int)check_rng_below(&rng, 40));
          check_round_trip(&game_a, NULL);
        }
}

TEST(record_round_trip_match_games) {
  hoyito_options o = { .variant = HOYITO_III, .n = HOYITO_DEFAULT_N,
                       .limit = HOYITO_DEFAULT_LIMIT };
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
  hoyito_options o = { .variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT };
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
  hoyito_options o = { .variant = HOYITO_II, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT };
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
  const char *forms[] = { "[Variant \"II\"]\n3 %d\n", "[Variant \"II\"]\nS3 N%d *\n",
                          "[Variant \"II\"]\n1.S3 {a comment} 2. n%d!? ; to the end\n",
                          "[Variant \"II\"] [Unknown \"tag\"]\n1... s3x0 2. %d+\n" };
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
  hoyito_options o = { .variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT };
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(&game_a, &start);
  random_moves(&game_a, 5);
  hoyito_game kept = game_a;
  hoyito_record_error err;
  int rc = hoyito_record_read(record, len, &game_a, NULL, &scratch, &err);
  CHECK_INT(rc, code);
  CHECK_INT(err.line, line);
  if (!strstr(err.message, words)) check_fail_str(__FILE__, __LINE__, "err.message", err.message, words);
  CHECK(memcmp(&kept, &game_a, sizeof kept) == 0);
}
#define EXPECT_ERROR(record, code, line, words) expect_error(record, strlen(record), code, line, words)

TEST(record_errors_name_the_line_and_keep_the_game) {
  EXPECT_ERROR("[Variant \"I\"]\n\n1. S1 2. S2\n", HOYITO_E_RECORD, 3, "move 2 (S2): it is North's turn");
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
  EXPECT_ERROR("[Start \"I:4,4,4/4,4,8:S:0,0\"]\n", HOYITO_E_TOTAL, 1, "Start is not a valid position");
  EXPECT_ERROR("[Variant \"II\"]\n[Start \"I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0\"]\n", HOYITO_E_RECORD, 1,
               "the Variant tag does not match the Start position");
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
  hoyito_options o = { .variant = HOYITO_II, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT };
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
  CHECK_INT(hoyito_record_read(tampered, strlen(tampered), &game_b, NULL, &scratch, &err), HOYITO_E_RECORD);
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
    hoyito_options o = { .variant = k % HOYITO_VARIANT_COUNT, .n = 3 + k, .limit = 40 };
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
    len += (size_t)snprintf(file_text + len, sizeof file_text - len, k % 2 ? "\n" : "; between\n\n");
  }
  hoyito_record_place place = { 0, 1 };
  hoyito_record_error err;
  for (int k = 0; k < GAMES; k++) {
    size_t before = place.at;
    int rc = hoyito_record_read_next(file_text, len, &place, &game_b, NULL, &scratch, &err);
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
  CHECK_INT(hoyito_record_read_next(file_text, len, &place, &game_b, NULL, &scratch, &err),
            HOYITO_RECORD_END);
  CHECK(place.at == len);
}

/* Reads the games of `file`; `codes` the return of each call, up to HOYITO_RECORD_END. */
static void expect_games(const char *file, const int *codes, const int *lines) {
  hoyito_record_place place = { 0, 0 };
  hoyito_record_error err;
  for (int k = 0;; k++) {
    int rc = hoyito_record_read_next(file, strlen(file), &place, &game_b, NULL, &scratch, &err);
    CHECK_INT(rc, codes[k]);
    if (rc != codes[k] || rc == HOYITO_RECORD_END) return;
    if (rc) CHECK_INT(err.line, lines[k]);
  }
}

TEST(record_file_games_end_at_the_result_or_the_next_tags) {
  /* No result before the next game's tags: they begin it. */
  expect_games("1 2\n[Event \"b\"]\n3 4\n", (int[]){ 0, 0, HOYITO_RECORD_END }, NULL);
  /* Tags without moves run on until a move: a second Event is the same game's. */
  expect_games("[Event \"a\"]\n[Event \"b\"]\n1 *\n", (int[]){ HOYITO_E_RECORD, HOYITO_RECORD_END },
               (int[]){ 2 });
  /* Empty games ("*") are games; a comment never closed is named at its line. */
  expect_games("* *\n\n1 2 {open\n", (int[]){ 0, 0, HOYITO_E_RECORD, HOYITO_RECORD_END },
               (int[]){ 0, 0, 3 });
  /* A bad tag line does not swallow the next game. */
  expect_games("[Variant \"I]\n1 *\n1 2 *", (int[]){ HOYITO_E_RECORD, 0, HOYITO_RECORD_END },
               (int[]){ 1 });
  expect_games("", (int[]){ HOYITO_RECORD_END }, NULL);
  /* The one-game reader refuses a second game, naming its line. */
  EXPECT_ERROR("1 *\n\n[Event \"b\"]\n1 *\n", HOYITO_E_RECORD, 3, "tags after the result");
}

TEST(record_file_too_long_is_refused_whole) {
  size_t len = HOYITO_MAX_RECORD_FILE + 1;
  char *big = malloc(len);
  CHECK(big != NULL);
  if (!big) return;
  memset(big, ' ', len);
  hoyito_record_place place = { 0, 1 };
  hoyito_record_error err;
  CHECK_INT(hoyito_record_read_next(big, len, &place, &game_b, NULL, &scratch, &err), HOYITO_E_RECORD);
  CHECK(place.at == 0 && strstr(err.message, "at most 16777216") != NULL);
  /* A game over HOYITO_MAX_RECORD in a file under the limit: named, skipped. */
  memset(big, '1', HOYITO_MAX_RECORD + 10);
  memcpy(big + HOYITO_MAX_RECORD + 10, " *\n1 *", 6);
  CHECK_INT(hoyito_record_read_next(big, HOYITO_MAX_RECORD + 16, &place, &game_b, NULL, &scratch, &err),
            HOYITO_E_RECORD);
  CHECK(strstr(err.message, "this game is") != NULL);
  CHECK_INT(hoyito_record_read_next(big, HOYITO_MAX_RECORD + 16, &place, &game_b, NULL, &scratch, &err), 0);
  free(big);
}

int main(int argc, char **argv) { return check_run(argc, argv); }
