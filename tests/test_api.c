/*
 * test_api.c - the library's API as a whole, not a rule: its version, its
 * one error space, and (table-driven) every public function refusing each
 * bad argument with the documented code, its outputs untouched.
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "hoyito.h"
#include "hoyito_ai.h"
#include "hoyito_record.h"
#include "hoyito_tables.h"

/* The library linked is the one the headers describe, and the macros agree. */
TEST(version_of_headers_and_library) {
  CHECK_INT(hoyito_version_number(), HOYITO_VERSION_NUMBER);
  CHECK_STR(hoyito_version_string(), HOYITO_VERSION_STRING);
  CHECK_INT(HOYITO_VERSION_NUMBER,
            HOYITO_VERSION_MAJOR * 10000 + HOYITO_VERSION_MINOR * 100 + HOYITO_VERSION_PATCH);
  char spelled[32];
  snprintf(spelled, sizeof spelled, "%d.%d.%d", HOYITO_VERSION_MAJOR, HOYITO_VERSION_MINOR,
           HOYITO_VERSION_PATCH);
  CHECK_STR(HOYITO_VERSION_STRING, spelled);
}

/* Every code of every header, with the range its kind has in hoyito.h. */
static const struct {
  int code, low, high;
} codes[] = {
    {HOYITO_E_TOO_LONG, -29, -1},
    {HOYITO_E_SYNTAX, -29, -1},
    {HOYITO_E_VARIANT, -29, -1},
    {HOYITO_E_ROW_SIZE, -29, -1},
    {HOYITO_E_ROW_MISMATCH, -29, -1},
    {HOYITO_E_COUNT, -29, -1},
    {HOYITO_E_TURN, -29, -1},
    {HOYITO_E_CAPTURES, -29, -1},
    {HOYITO_E_KEY_UNKNOWN, -29, -1},
    {HOYITO_E_KEY_ORDER, -29, -1},
    {HOYITO_E_KEY_VALUE, -29, -1},
    {HOYITO_E_KEY_DEFAULT, -29, -1},
    {HOYITO_E_TOTAL, -29, -1},
    {HOYITO_E_NOT_FOUR, -29, -1},
    {HOYITO_E_OVER, -29, -1},
    {HOYITO_E_NO_OPEN_HOLE, -29, -1},
    {HOYITO_E_MUST_PASS, -29, -1},
    {HOYITO_E_QUIET, -29, -1},
    {HOYITO_E_NUMBER, -29, -1},
    {HOYITO_E_GAME_OVER, -39, -30},
    {HOYITO_E_MOVE_RANGE, -39, -30},
    {HOYITO_E_MOVE_CLOSED, -39, -30},
    {HOYITO_E_MOVE_EMPTY, -39, -30},
    {HOYITO_E_MOVE_ENDLESS, -39, -30},
    {HOYITO_E_OPTIONS, -49, -40},
    {HOYITO_E_BUFFER, -49, -40},
    {HOYITO_E_NO_UNDO, -49, -40},
    {HOYITO_E_NO_REDO, -49, -40},
    {HOYITO_E_NOT_OVER, -49, -40},
    {HOYITO_E_MATCH_OVER, -49, -40},
    {HOYITO_E_HISTORY_FULL, -49, -40},
    {HOYITO_E_ARGUMENT, -49, -40},
    {HOYITO_E_RECORD, -59, -50},
    {HOYITO_E_TABLES_MAGIC, -69, -60},
    {HOYITO_E_TABLES_VERSION, -69, -60},
    {HOYITO_E_TABLES_HEADER, -69, -60},
    {HOYITO_E_TABLES_SIZE, -69, -60},
    {HOYITO_E_TABLES_CHECKSUM, -69, -60},
    {HOYITO_E_TABLES_NOT_COVERED, -69, -60},
};
#define CODES (int)(sizeof codes / sizeof *codes)

/* One error space: each code once, in its kind's range, with its own sentence. */
TEST(error_codes_one_space) {
  const char *unknown = hoyito_strerror(-1000);
  CHECK_STR(hoyito_strerror(HOYITO_OK), "no error");
  for (int i = 0; i < CODES; i++) {
    CHECK(codes[i].code >= codes[i].low && codes[i].code <= codes[i].high);
    CHECK(strcmp(hoyito_strerror(codes[i].code), unknown) != 0);
    for (int j = 0; j < i; j++) {
      CHECK(codes[i].code != codes[j].code);
      CHECK(strcmp(hoyito_strerror(codes[i].code), hoyito_strerror(codes[j].code)) != 0);
    }
  }
  /* A number between codes is no code. */
  CHECK_STR(hoyito_strerror(-20), unknown);
  CHECK_STR(hoyito_strerror(-70), unknown);
  CHECK_STR(hoyito_strerror(1), unknown);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
