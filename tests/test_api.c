/*
 * test_api.c - the library's API as a whole, not a rule: its version, its
 * one error space, and (table-driven) every public function refusing each
 * bad argument with the documented code, its outputs untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
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
    {HOYITO_E_PROVE_BOARD, -79, -70},
    {HOYITO_E_PROVE_TABLES, -79, -70},
    {HOYITO_E_PROVE_BOUNDS, -79, -70},
    {HOYITO_E_PROVE_BUDGET, -79, -70},
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
  CHECK_STR(hoyito_strerror(-70 + 1), unknown);
  CHECK_STR(hoyito_strerror(-80), unknown);
  CHECK_STR(hoyito_strerror(1), unknown);
}

/* ---- Every argument checked, one policy -------------------------------------------- */

static hoyito_pos start6;         /* Hoyito I on 2x6, South to move */
static hoyito_ai *engine;         /* in engine_mem */
static unsigned char *engine_mem; /* hoyito_ai_size() + HOYITO_AI_ALIGN bytes, kept for the run */
static hoyito_ai_weights pair6[HOYITO_AI_ROWS];
static uint8_t out_buf[4096];

static void setup(void) {
  hoyito_options o = {HOYITO_I, 6, 0, 0};
  hoyito_start(&o, &start6);
  if (!engine_mem) engine_mem = malloc(hoyito_ai_size() + HOYITO_AI_ALIGN);
  CHECK(engine_mem != NULL);
  CHECK_INT(hoyito_ai_init(engine_mem, hoyito_ai_size(), NULL, 0, &engine), 0);
  CHECK_INT(hoyito_ai_default_weight_rows(HOYITO_I, pair6), 0);
}

/* Each case calls one public function with one bad argument, its output (if
 * any) pointed into `out`; it returns what the function returned. */
typedef int (*bad_call)(void *out);

static int rules_of_minus_one(void *out) {
  return hoyito_rules_of(-1, out);
}
static int rules_of_past_end(void *out) {
  return hoyito_rules_of(HOYITO_VARIANT_COUNT, out);
}
static int rules_of_null(void *out) {
  return (void)out, hoyito_rules_of(HOYITO_I, NULL);
}
static int hole_index_player(void *out) {
  return (void)out, hoyito_hole_index(&start6, 2, 1);
}
static int hole_index_zero(void *out) {
  return (void)out, hoyito_hole_index(&start6, 0, 0);
}
static int hole_index_past_n(void *out) {
  return (void)out, hoyito_hole_index(&start6, 1, 7);
}
static int hole_name_minus(void *out) {
  return hoyito_hole_name(&start6, -1, out);
}
static int hole_name_past(void *out) {
  return hoyito_hole_name(&start6, 12, out);
}
static int weights_variant(void *out) {
  return hoyito_ai_default_weights(3, 6, out);
}
static int weights_minus(void *out) {
  return hoyito_ai_default_weights(-1, 6, out);
}
static int weights_small(void *out) {
  return hoyito_ai_default_weights(HOYITO_I, 2, out);
}
static int weights_large(void *out) {
  return hoyito_ai_default_weights(HOYITO_I, 13, out);
}
static int weight_rows_variant(void *out) {
  return hoyito_ai_default_weight_rows(3, out);
}
static int weight_rows_minus(void *out) {
  return hoyito_ai_default_weight_rows(-1, out);
}
static int blend_small(void *out) {
  return hoyito_ai_blend_weights(pair6, 2, out);
}
static int blend_large(void *out) {
  return hoyito_ai_blend_weights(pair6, 13, out);
}
static int limits_zero(void *out) {
  return hoyito_ai_level_limits(0, out);
}
static int limits_past(void *out) {
  return hoyito_ai_level_limits(HOYITO_AI_LEVELS + 1, out);
}
static int noise_zero(void *out) {
  return (void)out, hoyito_ai_level_noise(0);
}
static int noise_past(void *out) {
  return (void)out, hoyito_ai_level_noise(HOYITO_AI_LEVELS + 1);
}
static int choose_zero(void *out) {
  return hoyito_ai_choose(engine, &start6, 0, 1, NULL, out);
}
static int choose_past(void *out) {
  return hoyito_ai_choose(engine, &start6, HOYITO_AI_LEVELS + 1, 1, NULL, out);
}
static int search_null(void *out) {
  hoyito_search_limits l = {.depth = 1};
  return hoyito_ai_search(engine, NULL, &l, NULL, out);
}
static int init_null_mem(void *out) {
  return hoyito_ai_init(NULL, hoyito_ai_size(), NULL, 0, out);
}
static int init_small(void *out) {
  return hoyito_ai_init(engine_mem, hoyito_ai_size() - 1, NULL, 0, out);
}
static int init_misaligned(void *out) {
  return hoyito_ai_init(engine_mem + 1, hoyito_ai_size(), NULL, 0, out);
}
static int init_null_out(void *out) {
  return (void)out, hoyito_ai_init(engine_mem, hoyito_ai_size(), NULL, 0, NULL);
}
static int set_clock_null(void *out) {
  return (void)out, hoyito_ai_set_clock(NULL, NULL, NULL);
}
static int set_stop_null(void *out) {
  return (void)out, hoyito_ai_set_stop(NULL, NULL);
}
static int set_tables_null(void *out) {
  return (void)out, hoyito_ai_set_tables(NULL, NULL);
}
static int set_weights_null(void *out) {
  return (void)out, hoyito_ai_set_weights(NULL, HOYITO_I, pair6);
}
static int set_weights_variant(void *out) {
  return (void)out, hoyito_ai_set_weights(engine, HOYITO_VARIANT_COUNT, pair6);
}
static int set_weights_minus(void *out) {
  return (void)out, hoyito_ai_set_weights(engine, -1, pair6);
}
static int set_weights_no_pair(void *out) {
  return (void)out, hoyito_ai_set_weights(engine, HOYITO_I, NULL);
}
static int level_name_zero(void *out) {
  return hoyito_ai_level_name(0, out);
}
static int level_name_past(void *out) {
  return hoyito_ai_level_name(HOYITO_AI_LEVELS + 1, out);
}
static int level_name_null(void *out) {
  return (void)out, hoyito_ai_level_name(1, NULL);
}
static int weight_name_minus(void *out) {
  return hoyito_ai_weight_name(-1, out);
}
static int weight_name_past(void *out) {
  return hoyito_ai_weight_name(HOYITO_AI_W_COUNT, out);
}
static int weight_name_null(void *out) {
  return (void)out, hoyito_ai_weight_name(0, NULL);
}
static int boards_minus(void *out) {
  return hoyito_tables_boards(-1, out);
}
static int boards_past(void *out) {
  return hoyito_tables_boards(HOYITO_TABLES_MAX_SEEDS + 1, out);
}
static int boards_null(void *out) {
  return (void)out, hoyito_tables_boards(4, NULL);
}
static int image_bytes_k(void *out) {
  return hoyito_tables_image_bytes(6, 100, out);
}
static int image_bytes_limit(void *out) {
  return hoyito_tables_image_bytes(8, 0, out);
}
static int image_bytes_past_limit(void *out) {
  return hoyito_tables_image_bytes(8, HOYITO_MAX_LIMIT + 1, out);
}
static int image_bytes_null(void *out) {
  return (void)out, hoyito_tables_image_bytes(8, 100, NULL);
}
static int scratch_bytes_k(void *out) {
  return hoyito_tables_scratch_bytes(0, out);
}
static int scratch_bytes_past(void *out) {
  return hoyito_tables_scratch_bytes(HOYITO_TABLES_MAX_SEEDS + 4, out);
}
static int scratch_bytes_null(void *out) {
  return (void)out, hoyito_tables_scratch_bytes(8, NULL);
}
static int start_with(void *out, int variant, int n, int clockwise, int limit) {
  hoyito_options o = {variant, n, clockwise, limit};
  return hoyito_start(&o, out);
}
static int start_variant(void *out) {
  return start_with(out, 3, 6, 0, 0);
}
static int start_small(void *out) {
  return start_with(out, HOYITO_I, 2, 0, 0);
}
static int start_large(void *out) {
  return start_with(out, HOYITO_I, 13, 0, 0);
}
static int start_clockwise(void *out) {
  return start_with(out, HOYITO_I, 6, 2, 0);
}
static int start_limit(void *out) {
  return start_with(out, HOYITO_I, 6, 0, HOYITO_MAX_LIMIT + 1);
}
static int play_zero(void *out) {
  return hoyito_play(&start6, 0, out, NULL);
}
static int play_past(void *out) {
  return hoyito_play(&start6, 7, out, NULL);
}
static int next_not_over(void *out) {
  return hoyito_next_game(&start6, 0, out, NULL);
}
static int parse_variant(void *out) {
  return hoyito_parse("IV:4,4,4/4,4,4:S:0,0", out, NULL);
}
static int format_small(void *out) {
  return hoyito_format(&start6, out, 5);
}
static int tables_k(void *out) {
  return hoyito_tables_build(HOYITO_I, 5, 100, out_buf, 8, out_buf, 8, out);
}
static int tables_variant(void *out) {
  return hoyito_tables_build(3, 4, 100, out_buf, 8, out_buf, 8, out);
}
static int tables_limit(void *out) {
  return hoyito_tables_build(HOYITO_I, 4, 0, out_buf, 8, out_buf, 8, out);
}
static int tables_open_null(void *out) {
  return hoyito_tables_open(NULL, 64, out);
}
static int tables_open_junk(void *out) {
  static const char junk[HOYITO_TABLES_HEADER] = "not tables";
  return hoyito_tables_open(junk, sizeof junk, out);
}

static const struct {
  const char *name;
  bad_call call;
  int want;     /* the documented code */
  size_t bytes; /* the output's size, which must stay untouched */
} bad_cases[] = {
    {"hoyito_rules_of(-1)", rules_of_minus_one, HOYITO_E_ARGUMENT, sizeof(void *)},
    {"hoyito_rules_of(COUNT)", rules_of_past_end, HOYITO_E_ARGUMENT, sizeof(void *)},
    {"hoyito_rules_of(NULL out)", rules_of_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_hole_index(player 2)", hole_index_player, HOYITO_E_ARGUMENT, 0},
    {"hoyito_hole_index(hole 0)", hole_index_zero, HOYITO_E_ARGUMENT, 0},
    {"hoyito_hole_index(hole n+1)", hole_index_past_n, HOYITO_E_ARGUMENT, 0},
    {"hoyito_hole_name(-1)", hole_name_minus, HOYITO_E_ARGUMENT, 4},
    {"hoyito_hole_name(2n)", hole_name_past, HOYITO_E_ARGUMENT, 4},
    {"hoyito_ai_default_weights(variant 3)", weights_variant, HOYITO_E_ARGUMENT,
     sizeof(hoyito_ai_weights)},
    {"hoyito_ai_default_weights(variant -1)", weights_minus, HOYITO_E_ARGUMENT,
     sizeof(hoyito_ai_weights)},
    {"hoyito_ai_default_weights(n 2)", weights_small, HOYITO_E_ARGUMENT, sizeof(hoyito_ai_weights)},
    {"hoyito_ai_default_weights(n 13)", weights_large, HOYITO_E_ARGUMENT,
     sizeof(hoyito_ai_weights)},
    {"hoyito_ai_default_weight_rows(3)", weight_rows_variant, HOYITO_E_ARGUMENT,
     HOYITO_AI_ROWS * sizeof(hoyito_ai_weights)},
    {"hoyito_ai_default_weight_rows(-1)", weight_rows_minus, HOYITO_E_ARGUMENT,
     HOYITO_AI_ROWS * sizeof(hoyito_ai_weights)},
    {"hoyito_ai_blend_weights(n 2)", blend_small, HOYITO_E_ARGUMENT, sizeof(hoyito_ai_weights)},
    {"hoyito_ai_blend_weights(n 13)", blend_large, HOYITO_E_ARGUMENT, sizeof(hoyito_ai_weights)},
    {"hoyito_ai_level_limits(0)", limits_zero, HOYITO_E_ARGUMENT, sizeof(hoyito_search_limits)},
    {"hoyito_ai_level_limits(LEVELS+1)", limits_past, HOYITO_E_ARGUMENT,
     sizeof(hoyito_search_limits)},
    {"hoyito_ai_level_noise(0)", noise_zero, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_level_noise(LEVELS+1)", noise_past, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_choose(level 0)", choose_zero, HOYITO_E_ARGUMENT, sizeof(hoyito_search_result)},
    {"hoyito_ai_choose(LEVELS+1)", choose_past, HOYITO_E_ARGUMENT, sizeof(hoyito_search_result)},
    {"hoyito_ai_search(NULL position)", search_null, HOYITO_E_ARGUMENT,
     sizeof(hoyito_search_result)},
    {"hoyito_ai_init(NULL mem)", init_null_mem, HOYITO_E_ARGUMENT, sizeof(void *)},
    {"hoyito_ai_init(size - 1)", init_small, HOYITO_E_BUFFER, sizeof(void *)},
    {"hoyito_ai_init(misaligned)", init_misaligned, HOYITO_E_ARGUMENT, sizeof(void *)},
    {"hoyito_ai_init(NULL out)", init_null_out, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_set_clock(NULL)", set_clock_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_set_stop(NULL)", set_stop_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_set_tables(NULL)", set_tables_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_set_weights(NULL)", set_weights_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_set_weights(variant 3)", set_weights_variant, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_set_weights(variant -1)", set_weights_minus, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_set_weights(NULL pair)", set_weights_no_pair, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_level_name(0)", level_name_zero, HOYITO_E_ARGUMENT, sizeof(void *)},
    {"hoyito_ai_level_name(LEVELS+1)", level_name_past, HOYITO_E_ARGUMENT, sizeof(void *)},
    {"hoyito_ai_level_name(NULL out)", level_name_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_ai_weight_name(-1)", weight_name_minus, HOYITO_E_ARGUMENT, sizeof(void *)},
    {"hoyito_ai_weight_name(W_COUNT)", weight_name_past, HOYITO_E_ARGUMENT, sizeof(void *)},
    {"hoyito_ai_weight_name(NULL out)", weight_name_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_tables_boards(-1)", boards_minus, HOYITO_E_ARGUMENT, sizeof(uint32_t)},
    {"hoyito_tables_boards(MAX+1)", boards_past, HOYITO_E_ARGUMENT, sizeof(uint32_t)},
    {"hoyito_tables_boards(NULL out)", boards_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_tables_image_bytes(K 6)", image_bytes_k, HOYITO_E_ARGUMENT, sizeof(size_t)},
    {"hoyito_tables_image_bytes(limit 0)", image_bytes_limit, HOYITO_E_ARGUMENT, sizeof(size_t)},
    {"hoyito_tables_image_bytes(limit 1001)", image_bytes_past_limit, HOYITO_E_ARGUMENT,
     sizeof(size_t)},
    {"hoyito_tables_image_bytes(NULL out)", image_bytes_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_tables_scratch_bytes(K 0)", scratch_bytes_k, HOYITO_E_ARGUMENT, sizeof(size_t)},
    {"hoyito_tables_scratch_bytes(K 20)", scratch_bytes_past, HOYITO_E_ARGUMENT, sizeof(size_t)},
    {"hoyito_tables_scratch_bytes(NULL out)", scratch_bytes_null, HOYITO_E_ARGUMENT, 0},
    {"hoyito_start(variant 3)", start_variant, HOYITO_E_OPTIONS, sizeof(hoyito_pos)},
    {"hoyito_start(n 2)", start_small, HOYITO_E_OPTIONS, sizeof(hoyito_pos)},
    {"hoyito_start(n 13)", start_large, HOYITO_E_OPTIONS, sizeof(hoyito_pos)},
    {"hoyito_start(clockwise 2)", start_clockwise, HOYITO_E_OPTIONS, sizeof(hoyito_pos)},
    {"hoyito_start(limit 1001)", start_limit, HOYITO_E_OPTIONS, sizeof(hoyito_pos)},
    {"hoyito_play(hole 0)", play_zero, HOYITO_E_MOVE_RANGE, sizeof(hoyito_pos)},
    {"hoyito_play(hole n+1)", play_past, HOYITO_E_MOVE_RANGE, sizeof(hoyito_pos)},
    {"hoyito_next_game(not over)", next_not_over, HOYITO_E_NOT_OVER, sizeof(hoyito_pos)},
    {"hoyito_parse(variant IV)", parse_variant, HOYITO_E_VARIANT, sizeof(hoyito_pos)},
    {"hoyito_format(size 5)", format_small, HOYITO_E_BUFFER, 0},
    {"hoyito_tables_build(K 5)", tables_k, HOYITO_E_ARGUMENT, sizeof(size_t)},
    {"hoyito_tables_build(variant 3)", tables_variant, HOYITO_E_ARGUMENT, sizeof(size_t)},
    {"hoyito_tables_build(limit 0)", tables_limit, HOYITO_E_ARGUMENT, sizeof(size_t)},
    {"hoyito_tables_open(NULL)", tables_open_null, HOYITO_E_ARGUMENT, sizeof(hoyito_tables)},
    {"hoyito_tables_open(junk)", tables_open_junk, HOYITO_E_TABLES_MAGIC, sizeof(hoyito_tables)},
};

/* Each bad argument gets its documented code, and the output keeps every byte. */
TEST(bad_arguments_refused_outputs_untouched) {
  static uint8_t out[sizeof(hoyito_tables) + sizeof(hoyito_search_result) + sizeof(hoyito_pos)];
  setup();
  for (size_t i = 0; i < sizeof bad_cases / sizeof *bad_cases; i++) {
    memset(out, 0xA5, sizeof out);
    int got = bad_cases[i].call(out);
    if (got != bad_cases[i].want) {
      fprintf(stderr, "  %s: got %d (%s)\n", bad_cases[i].name, got, hoyito_strerror(got));
      CHECK_INT(got, bad_cases[i].want);
    }
    for (size_t b = 0; b < bad_cases[i].bytes; b++) {
      if (out[b] != 0xA5) {
        fprintf(stderr, "  %s: wrote byte %zu of its output\n", bad_cases[i].name, b);
        CHECK(out[b] == 0xA5);
        break;
      }
    }
  }
}

/* The same calls with good arguments succeed (so the table above tests the
 * argument, not a broken call). */
TEST(good_arguments_accepted) {
  const hoyito_rules *r = NULL;
  hoyito_ai_weights w, rows[HOYITO_AI_ROWS];
  hoyito_search_limits l;
  char name[4];
  setup();
  CHECK_INT(hoyito_rules_of(HOYITO_III, &r), 0);
  CHECK_STR(r->name, "III");
  CHECK_INT(hoyito_hole_index(&start6, HOYITO_NORTH, 6), 11);
  CHECK_INT(hoyito_hole_name(&start6, 11, name), 0);
  CHECK_STR(name, "N6");
  CHECK_INT(hoyito_ai_default_weights(HOYITO_III, 12, &w), 0);
  CHECK_INT(hoyito_ai_default_weight_rows(HOYITO_III, rows), 0);
  CHECK(memcmp(&w, &rows[1], sizeof w) == 0);
  CHECK_INT(hoyito_ai_blend_weights(rows, 3, &w), 0);
  CHECK(memcmp(&w, &rows[0], sizeof w) == 0);
  CHECK_INT(hoyito_ai_level_limits(HOYITO_AI_LEVELS, &l), 0);
  CHECK(hoyito_ai_level_noise(1) > 0);
  CHECK_INT(hoyito_ai_level_noise(HOYITO_AI_LEVELS), 0);
  const char *text = NULL;
  CHECK_INT(hoyito_ai_level_name(1, &text), 0);
  CHECK_STR(text, "Beginner");
  CHECK_INT(hoyito_ai_level_name(HOYITO_AI_LEVELS, &text), 0);
  CHECK_STR(text, "Master");
  CHECK_INT(hoyito_ai_weight_name(HOYITO_AI_W_SIDE, &text), 0);
  CHECK_STR(text, "side");
  CHECK_INT(hoyito_ai_weight_name(HOYITO_AI_W_COUNT - 1, &text), 0);
  CHECK_STR(text, "tempo");
  uint32_t boards = 0;
  size_t bytes = 0;
  CHECK_INT(hoyito_tables_boards(4, &boards), 0);
  CHECK_INT((int)boards, 1365); /* C(15, 11) */
  CHECK_INT(hoyito_tables_image_bytes(4, 2, &bytes), 0);
  CHECK(bytes == HOYITO_TABLES_HEADER + 2 * 1365);
  CHECK_INT(hoyito_tables_scratch_bytes(4, &bytes), 0);
  CHECK(bytes == 1365 * 25 + 8);
  hoyito_ai *ai = NULL;
  CHECK_INT(hoyito_ai_init(engine_mem, hoyito_ai_size(), NULL, 0, &ai), 0);
  CHECK(ai == (hoyito_ai *)engine_mem); /* *out is mem: freeing mem ends it */
  CHECK_INT(hoyito_ai_set_clock(ai, NULL, NULL), 0);
  CHECK_INT(hoyito_ai_set_stop(ai, NULL), 0);
  CHECK_INT(hoyito_ai_set_tables(ai, NULL), 0);
  CHECK_INT(hoyito_ai_set_weights(ai, HOYITO_III, rows), 0);
}

/* A refused init leaves the memory as it was: the caller's bytes are not
 * half-written when they are too few. */
TEST(engine_init_refused_memory_untouched) {
  setup();
  size_t size = hoyito_ai_size();
  memset(engine_mem, 0xA5, size);
  hoyito_ai *ai = NULL;
  CHECK_INT(hoyito_ai_init(engine_mem, size - 1, NULL, 0, &ai), HOYITO_E_BUFFER);
  CHECK_INT(hoyito_ai_init(engine_mem + 1, size, NULL, 0, &ai), HOYITO_E_ARGUMENT);
  CHECK(ai == NULL);
  for (size_t b = 0; b < size; b++) {
    if (engine_mem[b] != 0xA5) {
      fprintf(stderr, "  byte %zu written\n", b);
      CHECK(engine_mem[b] == 0xA5);
      break;
    }
  }
  CHECK(size > 1000); /* the state lives in the caller's memory, not behind a pointer */
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
