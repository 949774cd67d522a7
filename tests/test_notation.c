/*
 * test_notation.c - the position notation (docs/RULES.md "Position notation (v1)").
 *
 * Round trips: every position of the rule vectors and of random games and
 * matches of every variant, size and option must give format(parse(s)) == s
 * and parse back to the very same struct. Errors: every way a string can be
 * wrong has its own code (hoyito.h), one test per code, with a message that
 * names the field at fault; on error the output struct is left untouched.
 */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "hoyito.h"

/* ---- Helpers ----------------------------------------------------------------- */

/* Parses `text`, which must be valid and canonical: format gives it back. */
static int round_trip(const char *text, hoyito_pos *out) {
  hoyito_error err;
  hoyito_pos p;
  int rc = hoyito_parse(text, &p, &err);
  if (rc) {
    printf("  cannot parse %s: %s\n", text, err.message);
    CHECK_INT(rc, 0);
    return 0;
  }
  CHECK_INT(err.code, 0);
  char again[HOYITO_MAX_POS_TEXT];
  int len = hoyito_format(&p, again, sizeof again);
  CHECK_INT(len, (long)strlen(text));
  CHECK_STR(again, text);
  if (out) *out = p;
  return 1;
}

/* A position must format to a canonical string that parses back to itself. */
static void check_pos_round_trip(const hoyito_pos *p) {
  char text[HOYITO_MAX_POS_TEXT], again[HOYITO_MAX_POS_TEXT];
  int len = hoyito_format(p, text, sizeof text);
  CHECK(len > 0 && len < HOYITO_MAX_POS_TEXT);
  hoyito_pos back;
  hoyito_error err;
  int rc = hoyito_parse(text, &back, &err);
  if (rc) printf("  %s: %s\n", text, err.message);
  CHECK_INT(rc, 0);
  if (rc) return;
  /* The same struct, byte for byte (unused bytes are kept zero). */
  if (memcmp(&back, p, sizeof back) != 0) printf("  struct differs after round trip: %s\n", text);
  CHECK(memcmp(&back, p, sizeof back) == 0);
  hoyito_format(&back, again, sizeof again);
  CHECK_STR(again, text);
}

/*
 * `text` must be rejected with `code`, a message containing `needle`, and
 * *out untouched; also when no error struct is passed.
 */
static void expect_error(const char *text, int code, const char *needle) {
  hoyito_pos p, sentinel;
  hoyito_error err;
  memset(&p, 0xA5, sizeof p);
  sentinel = p;
  memset(&err, 0, sizeof err);
  err.code = 12345;
  int rc = hoyito_parse(text, &p, &err);
  int failures = check_failures;
  CHECK_INT(rc, code);
  CHECK_INT(err.code, code);
  if (!strstr(err.message, needle)) {
    printf("  message \"%s\" does not contain \"%s\"\n", err.message, needle);
    CHECK(strstr(err.message, needle) != NULL);
  }
  CHECK(err.offset >= 0 && err.offset <= (int)strlen(text));
  CHECK(memcmp(&p, &sentinel, sizeof p) == 0);
  CHECK_INT(hoyito_parse(text, &p, NULL), code);
  CHECK(memcmp(&p, &sentinel, sizeof p) == 0);
  if (check_failures != failures) printf("    in \"%.80s\"\n", text);
}

/* The offset reported for `text` (which must fail). */
static int error_offset(const char *text) {
  hoyito_pos p;
  hoyito_error err;
  CHECK(hoyito_parse(text, &p, &err) < 0);
  return err.offset;
}

static check_rng rng; /* check.h: the tests' PRNG, seeded by each test */

/* ---- Round trips -------------------------------------------------------------- */

/* Every position in the rule vectors (before and after the move) round-trips. */
TEST(notation_round_trip_vectors) {
  FILE *f = fopen(HOYITO_DATA_DIR "/rules_cases.tsv", "r");
  CHECK(f != NULL);
  if (!f) return;
  char line[1024];
  int positions = 0;
  while (fgets(line, sizeof line, f)) {
    char *cols[3], *save = NULL;
    line[strcspn(line, "\r\n")] = '\0';
    cols[0] = strtok_r(line, "\t", &save);
    cols[1] = strtok_r(NULL, "\t", &save);
    cols[2] = strtok_r(NULL, "\t", &save);
    if (!cols[0] || !cols[2]) continue;
    hoyito_pos p;
    if (round_trip(cols[0], &p)) check_pos_round_trip(&p);
    if (round_trip(cols[2], &p)) check_pos_round_trip(&p);
    positions += 2;
  }
  fclose(f);
  CHECK_INT(positions, 2 * 465);
}

/*
 * Positions from random games and matches of every variant, size 3..12, both
 * directions and several limits, through hoyito_next_game so that set-aside
 * seeds, closed holes, prev and round appear too. Every one round-trips.
 */
TEST(notation_round_trip_random_playouts) {
  static const int limits[] = {100, 1, 3, 17, 250, 1000};
  rng.state = 0x2545F4914F6CDD1Du;
  long checked = 0;
  int saw_closed = 0, saw_aside = 0, saw_over = 0, saw_round = 0;
  for (int v = 0; v < 3; v++)
    for (int n = HOYITO_MIN_N; n <= HOYITO_MAX_N; n++)
      for (int cw = 0; cw < 2; cw++)
        for (size_t l = 0; l < sizeof limits / sizeof limits[0]; l++) {
          hoyito_options o = {.variant = v, .n = n, .clockwise = cw, .limit = limits[l]};
          hoyito_pos p;
          CHECK_INT(hoyito_start(&o, &p), 0);
          int first_mover = p.turn;
          for (int game = 0; game < 4; game++) {
            check_pos_round_trip(&p);
            checked++;
            for (int ply = 0; p.turn != HOYITO_OVER && ply < 3000; ply++) {
              int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&p, moves);
              CHECK(count > 0);
              if (!count) return;
              CHECK_INT(hoyito_play(&p, moves[check_rng_below(&rng, (unsigned)count)], &p, NULL),
                        0);
              check_pos_round_trip(&p);
              checked++;
              saw_closed |= p.closed != 0;
              saw_aside |= p.aside[0] || p.aside[1];
              saw_round |= p.round > 2;
            }
            saw_over |= p.turn == HOYITO_OVER;
            hoyito_pos next;
            if (p.turn != HOYITO_OVER || hoyito_next_game(&p, first_mover, &next, NULL) != 0) break;
            p = next;
            first_mover = p.turn;
          }
        }
  CHECK(checked > 10000);
  CHECK(saw_closed && saw_aside && saw_over && saw_round);
}

/* Hand-written positions with every key, closed holes and finished games. */
TEST(notation_round_trip_hand_written) {
  static const char *texts[] = {
      "I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0",
      "II:4,4,4/4,4,4:S:0,0:dir=cw",
      "III:4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4:S:0,0:limit=1000",
      "III:4,4,4,4,x,x/4,4,4,4,4,4:N:0,0:aside=0,8;prev=N;round=3",
      "II:2,2,0,3,x,x/0,0,0,0,0,1:S:16,16:aside=8,0",
      "I:0,0,0,0,0,0/0,0,0,0,0,0:-:30,18",
      "III:0,0,0,0,x,x/0,0,0,0,0,0:-:10,30:aside=6,2;dir=cw;limit=7;prev=D;round=9999",
      "II:1,0,3,2/0,2,0,0:S:12,12:limit=5;quiet=4",
      "I:10,0,0/0,0,2:N:6,6:limit=1000;quiet=999;round=2",
      "II:x,x,1/x,x,7:S:8,8:quiet=1",
  };
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
    hoyito_pos p;
    if (round_trip(texts[i], &p)) check_pos_round_trip(&p);
  }
}

/*
 * A very long position fits HOYITO_MAX_POS_TEXT: n = 12, nine holes of ten
 * seeds, every key written with a long value (92 on the board + 4 aside = 96).
 */
TEST(notation_long_position_fits) {
  const char *longest =
      "III:10,10,10,10,10,10,10,10,10,0,0,0/1,1,0,0,0,0,0,0,0,0,0,0:N:0,0:aside=1,3;dir=cw;"
      "limit=1000;prev=D;quiet=999;round=9999";
  hoyito_pos p;
  CHECK(strlen(longest) < HOYITO_MAX_POS_TEXT);
  if (round_trip(longest, &p)) check_pos_round_trip(&p);
}

/* A short buffer: HOYITO_E_BUFFER, still NUL-terminated; exactly enough room works. */
TEST(notation_format_buffer_too_small) {
  hoyito_pos p;
  const char *text = "II:2,2,0,3,x,x/0,0,0,0,0,1:S:16,16:aside=8,0";
  if (!round_trip(text, &p)) return;
  size_t len = strlen(text);
  char buf[HOYITO_MAX_POS_TEXT];
  memset(buf, '#', sizeof buf);
  CHECK_INT(hoyito_format(&p, buf, len), HOYITO_E_BUFFER);
  CHECK_INT(buf[len - 1], '\0');
  CHECK(strncmp(buf, text, len - 1) == 0);
  memset(buf, '#', sizeof buf);
  CHECK_INT(hoyito_format(&p, buf, len + 1), (long)len);
  CHECK_STR(buf, text);
  CHECK_INT(hoyito_format(&p, buf, 1), HOYITO_E_BUFFER);
  CHECK_INT(buf[0], '\0');
  buf[0] = '#';
  CHECK_INT(hoyito_format(&p, buf, 0), HOYITO_E_BUFFER);
  CHECK_INT(buf[0], '#'); /* size 0: nothing written */
}

/* A successful parse clears a stale error struct. */
TEST(notation_success_clears_error) {
  hoyito_pos p;
  hoyito_error err;
  memset(&err, 'z', sizeof err);
  err.message[sizeof err.message - 1] = '\0';
  CHECK_INT(hoyito_parse("I:4,4,4/4,4,4:S:0,0", &p, &err), 0);
  CHECK_INT(err.code, 0);
  CHECK_STR(err.message, "");
}

/* ---- One test per error code ------------------------------------------------------- */

TEST(notation_error_argument) {
  hoyito_pos p, sentinel;
  hoyito_error err;
  memset(&p, 0xA5, sizeof p);
  sentinel = p;
  CHECK_INT(hoyito_parse(NULL, &p, &err), HOYITO_E_ARGUMENT);
  CHECK_INT(err.code, HOYITO_E_ARGUMENT);
  CHECK(memcmp(&p, &sentinel, sizeof p) == 0);
}

/* Input over HOYITO_MAX_INPUT is refused unread; exactly the maximum is read. */
TEST(notation_error_too_long) {
  char text[HOYITO_MAX_INPUT + 2];
  memset(text, '4', sizeof text);
  text[HOYITO_MAX_INPUT + 1] = '\0';
  expect_error(text, HOYITO_E_TOO_LONG, "longer than 512");
  text[HOYITO_MAX_INPUT] = '\0'; /* 512 characters: read, and wrong for another reason */
  hoyito_pos p;
  CHECK_INT(hoyito_parse(text, &p, NULL), HOYITO_E_SYNTAX);
}

TEST(notation_error_syntax) {
  expect_error("", HOYITO_E_SYNTAX, "found 1 field");
  expect_error("I:4,4,4/4,4,4:S", HOYITO_E_SYNTAX, "found 3 field");
  expect_error("I:4,4,4/4,4,4:S:0,0:a:b", HOYITO_E_SYNTAX, "6 or more fields");
  expect_error("I:4,4,4/4,4,4:S:0,0:", HOYITO_E_SYNTAX, "followed by keys");
  expect_error("I:4,4,4 /4,4,4:S:0,0", HOYITO_E_SYNTAX, "unexpected character");
  expect_error("I:4,4,4/4,4,4:S:0,0\n", HOYITO_E_SYNTAX, "unexpected character");
  expect_error("I:4,4,4/4,4,4:S:+0,0", HOYITO_E_SYNTAX, "'+'");
  expect_error("I:4,4,4/4,4,4/4:S:0,0", HOYITO_E_SYNTAX, "more than two rows");
  expect_error("I:4,4,4,4,4,4:S:0,0", HOYITO_E_SYNTAX, "SOUTH/NORTH");
  expect_error("I:4,4,4/4,4,4:S:0,0:dir", HOYITO_E_SYNTAX, "'dir' has no '=value'");
  CHECK_INT(error_offset("I:4,4,4 /4,4,4:S:0,0"), 7); /* the space */
}

TEST(notation_error_variant) {
  expect_error("IV:4,4,4/4,4,4:S:0,0", HOYITO_E_VARIANT, "variant 'IV'");
  expect_error("i:4,4,4/4,4,4:S:0,0", HOYITO_E_VARIANT, "variant 'i'");
  expect_error(":4,4,4/4,4,4:S:0,0", HOYITO_E_VARIANT, "variant ''");
}

TEST(notation_error_row_size) {
  expect_error("I:4,4/4,4:S:0,0", HOYITO_E_ROW_SIZE, "rows have 2 holes");
  expect_error("I:4,4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4,4:S:0,0", HOYITO_E_ROW_SIZE,
               "south row has more than 12 holes");
  expect_error("I:4,4,4/4,4,4,4,4,4,4,4,4,4,4,4,4:S:0,0", HOYITO_E_ROW_SIZE,
               "north row has more than 12 holes");
}

TEST(notation_error_row_mismatch) {
  expect_error("I:4,4,4,4,4,4/4,4,4,4,4:S:0,0", HOYITO_E_ROW_MISMATCH,
               "north row has 5 holes, south has 6");
  expect_error("I:4,4,4/4,4,4,4:S:0,0", HOYITO_E_ROW_MISMATCH,
               "north row has 4 holes, south has 3");
  CHECK_INT(error_offset("I:4,4,4,4,4,4/4,4,4,4,4:S:0,0"), 14); /* the north row */
}

TEST(notation_error_count) {
  expect_error("I:4,a,4/4,4,4:S:0,0", HOYITO_E_COUNT, "south hole 2 is 'a'");
  expect_error("I:4,,4/4,4,4:S:0,0", HOYITO_E_COUNT, "south hole 2 is empty");
  expect_error("I:4,4,4/4,4,97:S:0,0", HOYITO_E_COUNT, "north hole 3 is '97', more than 96");
  expect_error("I:4,4,4/4,X,4:S:0,0", HOYITO_E_COUNT, "north hole 2");
  CHECK_INT(error_offset("I:4,a,4/4,4,4:S:0,0"), 4);
}

TEST(notation_error_turn) {
  expect_error("I:4,4,4/4,4,4:X:0,0", HOYITO_E_TURN, "turn must be S, N or -");
  expect_error("I:4,4,4/4,4,4:SN:0,0", HOYITO_E_TURN, "'SN'");
  expect_error("I:4,4,4/4,4,4::0,0", HOYITO_E_TURN, "turn");
}

TEST(notation_error_captures) {
  expect_error("I:4,4,4/4,4,4:S:0", HOYITO_E_CAPTURES, "captures must be two numbers");
  expect_error("I:4,4,4/4,4,4:S:a,0", HOYITO_E_CAPTURES, "South's captures is 'a'");
  expect_error("I:4,4,4/4,4,4:S:0,", HOYITO_E_CAPTURES, "North's captures is empty");
  expect_error("I:4,4,4/4,4,4:S:0,0,0", HOYITO_E_CAPTURES, "North's captures");
  expect_error("I:4,4,4/4,4,4:S:97,0", HOYITO_E_CAPTURES, "more than 96");
}

TEST(notation_error_key_unknown) {
  expect_error("I:4,4,4/4,4,4:S:0,0:foo=1", HOYITO_E_KEY_UNKNOWN, "unknown key 'foo'");
  expect_error("I:4,4,4/4,4,4:S:0,0:Dir=cw", HOYITO_E_KEY_UNKNOWN, "unknown key 'Dir'");
  expect_error("I:4,4,4/4,4,4:S:0,0:=5", HOYITO_E_KEY_UNKNOWN, "unknown key ''");
}

TEST(notation_error_key_order) {
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=50;dir=cw", HOYITO_E_KEY_ORDER, "'dir' is out of order");
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=50;limit=60", HOYITO_E_KEY_ORDER, "'limit' is repeated");
  expect_error("III:4,4,4/4,4,4:S:0,0:round=2;prev=S", HOYITO_E_KEY_ORDER,
               "'prev' is out of order");
  CHECK_INT(error_offset("I:4,4,4/4,4,4:S:0,0:limit=50;dir=cw"), 29); /* the second key */
}

TEST(notation_error_key_value) {
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=0", HOYITO_E_KEY_VALUE, "limit must be at least 1");
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=1001", HOYITO_E_KEY_VALUE,
               "limit is '1001', more than 1000");
  expect_error("I:4,4,4/4,4,4:S:0,0:dir=left", HOYITO_E_KEY_VALUE, "dir must be cw");
  expect_error("I:4,4,4/4,4,4:S:0,0:prev=X", HOYITO_E_KEY_VALUE, "prev must be S, N or D");
  expect_error("I:4,4,4/4,4,4:S:0,0:prev=SN", HOYITO_E_KEY_VALUE, "prev must be S, N or D");
  expect_error("I:4,4,4/4,4,4:S:0,0:aside=4", HOYITO_E_KEY_VALUE, "aside must be two numbers");
  expect_error("I:4,4,4/4,4,4:S:0,0:aside=97,0", HOYITO_E_KEY_VALUE, "South's aside is '97'");
  expect_error("I:4,4,4/4,4,4:S:0,0:round=0", HOYITO_E_KEY_VALUE, "round must be at least 1");
  expect_error("I:4,4,4/4,4,4:S:0,0:round=10000", HOYITO_E_KEY_VALUE, "round is '10000'");
  expect_error("I:4,4,4/4,4,4:S:0,0:quiet=1001", HOYITO_E_KEY_VALUE, "quiet is '1001'");
}

/*
 * A key whose value is not a number at all is a bad key value (hoyito.h:
 * E_KEY_VALUE "a key's value malformed"), not a bad hole count (E_COUNT is
 * "a hole count that is not a number or x").
 */
TEST(notation_error_key_value_not_a_number) {
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=abc", HOYITO_E_KEY_VALUE, "limit");
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=", HOYITO_E_KEY_VALUE, "limit");
  expect_error("I:4,4,4/4,4,4:S:0,0:aside=a,1", HOYITO_E_KEY_VALUE, "aside");
  expect_error("I:4,4,4/4,4,4:S:0,0:aside=,4", HOYITO_E_KEY_VALUE, "aside");
  expect_error("I:4,4,4/4,4,4:S:0,0:quiet=", HOYITO_E_KEY_VALUE, "quiet");
  expect_error("I:4,4,4/4,4,4:S:0,0:round=x", HOYITO_E_KEY_VALUE, "round");
}

TEST(notation_error_key_default) {
  expect_error("I:4,4,4/4,4,4:S:0,0:dir=ccw", HOYITO_E_KEY_DEFAULT, "'dir=ccw' is the default");
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=100", HOYITO_E_KEY_DEFAULT, "'limit=100' is the default");
  expect_error("I:4,4,4/4,4,4:S:0,0:quiet=0", HOYITO_E_KEY_DEFAULT, "'quiet=0' is the default");
  expect_error("I:4,4,4/4,4,4:S:0,0:round=1", HOYITO_E_KEY_DEFAULT, "'round=1' is the default");
  expect_error("I:4,4,4/4,4,4:S:0,0:aside=0,0", HOYITO_E_KEY_DEFAULT, "'aside=0,0' is the default");
}

TEST(notation_error_total) {
  expect_error("I:4,4,4,4,4,4/4,4,4,4,4,3:S:0,0", HOYITO_E_TOTAL, "seed total is 47, expected 48");
  expect_error("I:4,4,4/4,4,4:S:4,0", HOYITO_E_TOTAL, "seed total is 28, expected 24");
  expect_error("I:4,4,4,x/4,4,4,4:S:0,0:aside=3,0", HOYITO_E_TOTAL,
               "seed total is 31, expected 32");
  expect_error("I:0,0,0/0,0,0:-:12,11", HOYITO_E_TOTAL, "seed total is 23, expected 24");
}

TEST(notation_error_not_four) {
  expect_error("I:2,2,2/0,0,0:S:9,9", HOYITO_E_NOT_FOUR,
               "board holds 6 seeds, not a multiple of four");
  expect_error("II:1,0,0,0/0,0,0,0:S:15,16", HOYITO_E_NOT_FOUR, "board holds 1 seeds");
}

TEST(notation_error_over) {
  expect_error("I:4,4,4/4,4,4:-:0,0", HOYITO_E_OVER,
               "marked over ('-') but the board holds 24 seeds");
  expect_error("I:0,0,0/0,0,0:S:12,12", HOYITO_E_OVER, "the board is empty");
  expect_error("I:0,0,0/0,0,0:N:12,12", HOYITO_E_OVER, "the board is empty");
}

TEST(notation_error_no_open_hole) {
  expect_error("I:x,x,x/4,4,4:S:0,0:aside=12,0", HOYITO_E_NO_OPEN_HOLE,
               "south row has no open hole");
  expect_error("I:4,4,4/x,x,x:S:0,0:aside=0,12", HOYITO_E_NO_OPEN_HOLE,
               "north row has no open hole");
}

TEST(notation_error_must_pass) {
  /* South has no seeds. */
  expect_error("II:0,0,0/4,0,0:S:10,10", HOYITO_E_MUST_PASS,
               "South is to move but has no legal move");
  /* North's only move is endless (see test_rules R8_player_with_only_endless_moves_passes). */
  expect_error("II:x,x,1/x,x,7:N:8,8", HOYITO_E_MUST_PASS,
               "North is to move but has no legal move");
}

TEST(notation_error_quiet) {
  expect_error("I:4,4,4/4,4,4:S:0,0:quiet=100", HOYITO_E_QUIET,
               "quiet=100 must be below limit=100");
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=5;quiet=7", HOYITO_E_QUIET,
               "quiet=7 must be below limit=5");
  expect_error("I:0,0,0/0,0,0:-:12,12:quiet=3", HOYITO_E_QUIET,
               "quiet is not written once the game is over");
}

TEST(notation_error_number) {
  expect_error("I:04,4,4/4,4,4:S:0,0", HOYITO_E_NUMBER, "south hole 1 is '04'");
  expect_error("I:-4,4,4/4,4,4:S:0,0", HOYITO_E_NUMBER, "south hole 1 is '-4'");
  expect_error("I:4,4,4/4,4,4:S:00,0", HOYITO_E_NUMBER, "South's captures is '00'");
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=050", HOYITO_E_NUMBER, "limit is '050'");
  expect_error("I:4,4,4/4,4,4:S:0,0:limit=-5", HOYITO_E_NUMBER, "limit is '-5'");
  expect_error("I:4,4,4/4,4,4:S:0,0:aside=1,-1", HOYITO_E_NUMBER, "North's aside is '-1'");
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
