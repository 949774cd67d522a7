/*
 * test_rules.c - docs/RULES.md R1..R20, one named test per behaviour.
 *
 * Every case is a hand-worked position: the comment above it sows the move
 * by hand from docs/RULES.md, so the expected position and events come from the
 * rules, not from the engine's output. Holes are named as the engine names
 * them: S1..Sn, N1..Nn, each player's own hole numbers (R2). Boards are
 * written "S1..Sn / N1..Nn" like the notation; "ring" means the open holes
 * in sowing order.
 *
 * Expected events are a compact string, events in order, ", "-separated:
 *   pickup H C      the mover picks up C seeds from H (R4)
 *   relay H C       a relay pick-up (R6; the event's aux = 1)
 *   drop H H ...    one seed dropped in each hole (consecutive drops merged)
 *   capture H C P   P captures the C seeds of H (R9..R11)
 *   extra P         P plays again (R10, R11)
 *   pass P          P has no legal move and passes (R8)
 *   lastfour C P    P receives the last C seeds (R13)
 *   collect H C P   P takes C seeds from H ("hand": from the mover's hand)
 *   end R W S,N     game over by reason R, result W (S, N or D), captures
 * Pick-ups and drops carry the mover as player; the helper checks that too.
 */
#include <stdlib.h>

#include "check.h"
#include "hoyito.h"
#include "internal.h" /* hoyito__rules, hoyito__rules_check */

#define MAX_EVENTS 65536
static hoyito_event event_buf[MAX_EVENTS];
static hoyito_game game; /* about 33 KB: static, not on the stack */

static const char *reason_name(int reason) {
  switch (reason) {
    case HOYITO_END_LAST_FOUR:
      return "lastfour";
    case HOYITO_END_EMPTY:
      return "empty";
    case HOYITO_END_REPETITION:
      return "repetition";
    case HOYITO_END_LIMIT:
      return "limit";
    case HOYITO_END_NO_MOVES:
      return "nomoves";
    default:
      return "?";
  }
}

static char player_char(int player) {
  return player >= 0 && player <= 2 ? "SND"[player] : '?';
}

/* Appends printf-style text at out[*len], never past size. */
#define APPEND(...)                                                                  \
  do {                                                                               \
    if (*len < size) *len += (size_t)snprintf(out + *len, size - *len, __VA_ARGS__); \
  } while (0)

static void event_text(const hoyito_pos *p, const hoyito_event *e, int merge_drop, char *out,
                       size_t size, size_t *len) {
  char hole[8];
  if (e->hole == HOYITO_HAND) snprintf(hole, sizeof hole, "hand");
  else if (e->hole < 2 * p->n) hoyito_hole_name(p, e->hole, hole);
  else snprintf(hole, sizeof hole, "#%d", e->hole);
  switch (e->type) {
    case HOYITO_EV_PICKUP:
      APPEND("%s %s %d", e->aux ? "relay" : "pickup", hole, e->count);
      break;
    case HOYITO_EV_DROP:
      APPEND(merge_drop ? " %s" : "drop %s", hole);
      break;
    case HOYITO_EV_CAPTURE:
      APPEND("capture %s %d %c", hole, e->count, player_char(e->player));
      break;
    case HOYITO_EV_EXTRA_TURN:
      APPEND("extra %c", player_char(e->player));
      break;
    case HOYITO_EV_PASS:
      APPEND("pass %c", player_char(e->player));
      break;
    case HOYITO_EV_LAST_FOUR:
      APPEND("lastfour %d %c", e->count, player_char(e->player));
      break;
    case HOYITO_EV_COLLECT:
      APPEND("collect %s %d %c", hole, e->count, player_char(e->player));
      break;
    case HOYITO_EV_GAME_END:
      APPEND("end %s %c %d,%d", reason_name(e->aux), player_char(e->player), e->score[0],
             e->score[1]);
      break;
    default:
      APPEND("?%d", e->type);
      break;
  }
}

/* The compact text of an event list (see the top of the file). */
static void events_text(const hoyito_pos *p, const hoyito_event *e, int count, char *out,
                        size_t size) {
  size_t used = 0, *len = &used;
  out[0] = '\0';
  for (int i = 0; i < count; i++) {
    int merge = e[i].type == HOYITO_EV_DROP && i > 0 && e[i - 1].type == HOYITO_EV_DROP;
    if (i > 0 && !merge) APPEND(", ");
    event_text(p, &e[i], merge, out, size, len);
  }
}

static int parse_ok(const char *text, hoyito_pos *p) {
  hoyito_error err;
  int rc = hoyito_parse(text, p, &err);
  if (rc) printf("  cannot parse %s: %s\n", text, err.message);
  CHECK_INT(rc, 0);
  return rc == 0;
}

static void format_pos(const hoyito_pos *p, char *buf) {
  int rc = hoyito_format(p, buf, HOYITO_MAX_POS_TEXT);
  CHECK(rc > 0);
}

static int seed_total(const hoyito_pos *p) {
  return hoyito_board_total(p) + p->captured[0] + p->captured[1] + p->aside[0] + p->aside[1];
}

/* The number of pickup events (the first and every relay) in a list. */
static int pickups(const hoyito_event *e, int count) {
  int k = 0;
  for (int i = 0; i < count && i < MAX_EVENTS; i++) k += e[i].type == HOYITO_EV_PICKUP;
  return k;
}

/* Checks what every event list must satisfy whatever the move. */
static void check_event_shape(const hoyito_pos *before, const hoyito_event *e, int count) {
  int end_reason = -1;
  for (int i = 0; i < count; i++)
    if (e[i].type == HOYITO_EV_GAME_END) end_reason = e[i].aux;
  for (int i = 0; i < count; i++) {
    if (e[i].type == HOYITO_EV_PICKUP || e[i].type == HOYITO_EV_DROP)
      CHECK_INT(e[i].player, before->turn); /* only the mover sows */
    if (e[i].type == HOYITO_EV_CAPTURE) CHECK_INT(e[i].player, before->turn);
    if (e[i].type == HOYITO_EV_COLLECT) CHECK_INT(e[i].aux, end_reason);
  }
}

/*
 * One rule case: `pos`, the mover plays `move`; the position after it must be
 * `want_pos` and the events `want_events`. The same move through
 * hoyito_game_play must give the same position (no repetition here).
 */
static void expect_move(const char *pos, int move, const char *want_pos, const char *want_events) {
  int failures = check_failures;
  hoyito_pos p, q;
  if (!parse_ok(pos, &p)) return;
  hoyito_events ev = {event_buf, MAX_EVENTS, 0};
  int rc = hoyito_play(&p, move, &q, &ev);
  CHECK_INT(rc, 0);
  if (rc == 0) {
    char text[HOYITO_MAX_POS_TEXT], got[8192];
    format_pos(&q, text);
    CHECK_STR(text, want_pos);
    CHECK(ev.count <= MAX_EVENTS);
    events_text(&p, event_buf, ev.count, got, sizeof got);
    CHECK_STR(got, want_events);
    check_event_shape(&p, event_buf, ev.count);
    CHECK_INT(seed_total(&q), 8 * p.n); /* seeds are conserved */
    hoyito_pos back;
    CHECK_INT(hoyito_parse(text, &back, NULL), 0); /* the result is a valid position */

    hoyito_game_init(&game, &p);
    CHECK_INT(hoyito_game_play(&game, move, NULL), 0);
    CHECK(memcmp(&game.pos, &q, sizeof q) == 0);
  }
  if (check_failures != failures) printf("    in case %s, move %d\n", pos, move);
}

/* `pos`: playing `move` fails with `code` and leaves the output untouched. */
static void expect_illegal(const char *pos, int move, int code) {
  hoyito_pos p, q, sentinel;
  if (!parse_ok(pos, &p)) return;
  memset(&q, 0xA5, sizeof q);
  sentinel = q;
  hoyito_events ev = {event_buf, MAX_EVENTS, 0};
  int rc = hoyito_play(&p, move, &q, &ev);
  if (rc != code) printf("    in case %s, move %d\n", pos, move);
  CHECK_INT(rc, code);
  CHECK(memcmp(&q, &sentinel, sizeof q) == 0);
}

/* The legal moves of `pos` as "1 2 5". */
static void expect_legal(const char *pos, const char *want) {
  hoyito_pos p;
  if (!parse_ok(pos, &p)) return;
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&p, moves);
  char got[64];
  size_t used = 0;
  got[0] = '\0';
  for (int i = 0; i < count; i++)
    used += (size_t)snprintf(got + used, sizeof got - used, i ? " %d" : "%d", moves[i]);
  if (strcmp(got, want) != 0) printf("    legal moves of %s\n", pos);
  CHECK_STR(got, want);
}

/* ---- R1 Board ------------------------------------------------------------ */

/* R1: two rows of six, four seeds a hole, nothing captured; R2: South to move. */
TEST(R1_start_position_default) {
  hoyito_options o = {.variant = HOYITO_I};
  hoyito_pos p;
  char text[HOYITO_MAX_POS_TEXT];
  CHECK_INT(hoyito_start(&o, &p), 0);
  format_pos(&p, text);
  CHECK_STR(text, "I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0");
  CHECK_INT(p.n, 6);
  CHECK_INT(hoyito_board_total(&p), 48);
  CHECK_INT(p.limit, HOYITO_DEFAULT_LIMIT);
}

/* R1: the engine accepts 3..12 holes a row, every variant, both directions. */
TEST(R1_start_every_size_variant_and_direction) {
  static const char *names[] = {"I", "II", "III"};
  for (int v = 0; v < 3; v++)
    for (int n = HOYITO_MIN_N; n <= HOYITO_MAX_N; n++)
      for (int cw = 0; cw < 2; cw++) {
        hoyito_options o = {.variant = v, .n = n, .clockwise = cw, .limit = cw ? 37 : 0};
        hoyito_pos p;
        CHECK_INT(hoyito_start(&o, &p), 0);
        /* Built by hand: "V:4,..,4/4,..,4:S:0,0" plus the non-default keys. */
        char want[HOYITO_MAX_POS_TEXT], text[HOYITO_MAX_POS_TEXT];
        size_t len = (size_t)snprintf(want, sizeof want, "%s:", names[v]);
        for (int i = 0; i < 2 * n; i++)
          len += (size_t)snprintf(want + len, sizeof want - len, "4%s",
                                  i == n - 1       ? "/"
                                  : i == 2 * n - 1 ? ""
                                                   : ",");
        snprintf(want + len, sizeof want - len, ":S:0,0%s", cw ? ":dir=cw;limit=37" : "");
        format_pos(&p, text);
        CHECK_STR(text, want);
        CHECK_INT(hoyito_board_total(&p), 8 * n);
      }
}

/* R1: sizes outside 3..12 (and other bad options) are refused, output untouched. */
TEST(R1_start_rejects_bad_options) {
  static const hoyito_options bad[] = {
      {HOYITO_I, 2, 0, 0},   {HOYITO_I, 13, 0, 0},
      {HOYITO_I, -1, 0, 0},  {3, 6, 0, 0},
      {-1, 6, 0, 0},         {HOYITO_II, 6, 2, 0},
      {HOYITO_II, 6, 0, -1}, {HOYITO_III, 6, 0, HOYITO_MAX_LIMIT + 1},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    hoyito_pos p, sentinel;
    memset(&p, 0x5A, sizeof p);
    sentinel = p;
    CHECK_INT(hoyito_start(&bad[i], &p), HOYITO_E_OPTIONS);
    CHECK(memcmp(&p, &sentinel, sizeof p) == 0);
  }
}

/* ---- R2 Players and numbering --------------------------------------------- */

/* R2: South moves first, and may play any of their six holes. */
TEST(R2_south_moves_first) {
  for (int v = 0; v < 3; v++) {
    hoyito_options o = {.variant = v, .n = HOYITO_DEFAULT_N};
    hoyito_pos p;
    CHECK_INT(hoyito_start(&o, &p), 0);
    CHECK_INT(p.turn, HOYITO_SOUTH);
  }
  expect_legal("I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0", "1 2 3 4 5 6");
}

/* R2: S1..Sn are board indices 0..n-1, N1..Nn are n..2n-1; names say so. */
TEST(R2_hole_numbering_and_names) {
  hoyito_pos p;
  char name[4];
  if (!parse_ok("I:4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4:S:0,0", &p)) return;
  CHECK_INT(hoyito_hole_index(&p, HOYITO_SOUTH, 1), 0);
  CHECK_INT(hoyito_hole_index(&p, HOYITO_SOUTH, 12), 11);
  CHECK_INT(hoyito_hole_index(&p, HOYITO_NORTH, 1), 12);
  CHECK_INT(hoyito_hole_index(&p, HOYITO_NORTH, 12), 23);
  hoyito_hole_name(&p, 0, name);
  CHECK_STR(name, "S1");
  hoyito_hole_name(&p, 9, name);
  CHECK_STR(name, "S10");
  hoyito_hole_name(&p, 12, name);
  CHECK_STR(name, "N1");
  hoyito_hole_name(&p, 23, name);
  CHECK_STR(name, "N12");
  if (!parse_ok("I:4,4,4/4,4,4:S:0,0", &p)) return;
  CHECK_INT(hoyito_hole_index(&p, HOYITO_NORTH, 1), 3);
  hoyito_hole_name(&p, 3, name);
  CHECK_STR(name, "N1");
  hoyito_hole_name(&p, 5, name);
  CHECK_STR(name, "N3");
}

/*
 * R2: North's move 1 is North's own hole 1 (N1), and North sows up its own
 * numbers. N1 holds 2: N2 (0 -> 1), N3 (0 -> 1); N3 was empty, so the move
 * ends (R6). South is to move next.
 */
TEST(R2_north_move_named_by_own_hole) {
  expect_move("II:1,0,0,0,0,1/2,0,0,0,2,2:N:20,20", 1, "II:1,0,0,0,0,1/0,1,1,0,2,2:S:20,20:quiet=1",
              "pickup N1 2, drop N2 N3");
}

/* R2: counter-clockwise, South's S6 is followed by North's N1. S6 (3): N1 1->2, N2, N3 (empty: ends). */
TEST(R2_sowing_runs_from_south_to_north) {
  expect_move("II:0,0,0,0,2,3/1,0,0,0,0,2:S:20,20", 6, "II:0,0,0,0,2,0/2,1,1,0,0,2:N:20,20:quiet=1",
              "pickup S6 3, drop N1 N2 N3");
}

/* R2: ... and North's N6 by South's S1. N6 (3): S1, S2, S3, all empty: ends at S3. */
TEST(R2_sowing_runs_from_north_to_south) {
  expect_move("II:0,0,0,0,0,1/0,0,0,0,4,3:N:20,20", 6, "II:1,1,1,0,0,1/0,0,0,0,4,0:S:20,20:quiet=1",
              "pickup N6 3, drop S1 S2 S3");
}

/* ---- R3 Direction -------------------------------------------------------- */

/*
 * R3: with dir=cw South's S3 sows S2, S1, then N6 (clockwise the hole after
 * S1 is N6). S3 (3): S2 0->1, S1 0->1, N6 1->2: occupied, relay N6 (2): N5
 * 2->3, N4 0->1: empty, the move ends. Hole numbers do not change.
 */
TEST(R3_clockwise_sowing) {
  expect_move("II:0,0,3,0,2,0/0,0,0,0,2,1:S:20,20:dir=cw", 3,
              "II:1,1,0,0,2,0/0,0,0,1,3,0:N:20,20:dir=cw;quiet=1",
              "pickup S3 3, drop S2 S1 N6, relay N6 2, drop N5 N4");
}

/* R3: clockwise, North's N1 is followed by South's S6. N1 (2): S6, S5 (empty: ends). */
TEST(R3_clockwise_north_to_south) {
  expect_move("II:1,0,0,0,0,0/2,0,0,0,2,3:N:20,20:dir=cw", 1,
              "II:1,0,0,0,1,1/0,0,0,0,2,3:S:20,20:dir=cw;quiet=1", "pickup N1 2, drop S6 S5");
}

/* R3: dir=cw holds for the whole match: the next game keeps it (and the limit). */
TEST(R3_clockwise_kept_for_the_match) {
  hoyito_pos over, next;
  if (!parse_ok("II:0,0,0,0,0,0/0,0,0,0,0,0:-:30,18:dir=cw;limit=40", &over)) return;
  CHECK_INT(hoyito_next_game(&over, HOYITO_SOUTH, &next, NULL), 0);
  char text[HOYITO_MAX_POS_TEXT];
  format_pos(&next, text);
  CHECK_STR(text, "II:4,4,4,4,4,4/4,4,4,4,x,x:S:0,0:aside=6,2;dir=cw;limit=40;prev=S;round=2");
}

/* ---- R4 Pick up ------------------------------------------------------------ */

/*
 * R4: only the mover's own non-empty open holes can be played. S3 (3): S4, S5
 * 2->3, S6 (empty: ends); S5 (2): S6, N1 (empty: ends). S1, S2, S4, S6 are
 * empty. So the legal moves are 3 and 5.
 */
TEST(R4_legal_moves_are_own_nonempty_holes) {
  expect_legal("II:0,0,3,0,2,0/0,0,0,0,2,1:S:20,20", "3 5");
  /* North to move: the same rule on North's row. N1 (2): N2, N3, empty: ends.
   * N5 (1): N6 1->2, relay N6 (2): S1 1->2, S2 0->1: ends. N6 (1): S1 1->2,
   * relay S1 (2): S2, S3: ends. N2..N4 are empty. */
  expect_legal("II:1,0,0,0,2,1/2,0,0,0,1,1:N:20,20", "1 5 6");
}

/* R4: the whole hole is picked up: the pickup event counts every seed. */
TEST(R4_pickup_takes_every_seed) {
  /* S5 holds 7: S6, N1..N6 get one each; N6 was empty so the move ends. */
  expect_move("II:1,0,0,0,7,0/0,0,0,0,0,0:S:20,20", 5, "II:1,0,0,0,0,1/1,1,1,1,1,1:N:20,20:quiet=1",
              "pickup S5 7, drop S6 N1 N2 N3 N4 N5 N6");
}

/* R4: each kind of illegal move has its own code and leaves the output untouched. */
TEST(R4_illegal_moves_rejected) {
  const char *pos = "II:0,0,3,0,2,0/0,0,0,0,2,1:S:20,20";
  expect_illegal(pos, 0, HOYITO_E_MOVE_RANGE);
  expect_illegal(pos, 7, HOYITO_E_MOVE_RANGE);
  expect_illegal(pos, -1, HOYITO_E_MOVE_RANGE);
  expect_illegal(pos, 13, HOYITO_E_MOVE_RANGE);
  expect_illegal(pos, 1, HOYITO_E_MOVE_EMPTY);
  expect_illegal(pos, 6, HOYITO_E_MOVE_EMPTY);
  /* S5 and S6 closed (R17). */
  expect_illegal("II:2,2,0,3,x,x/0,0,0,0,0,1:S:16,16:aside=8,0", 5, HOYITO_E_MOVE_CLOSED);
  expect_illegal("II:2,2,0,3,x,x/0,0,0,0,0,1:S:16,16:aside=8,0", 6, HOYITO_E_MOVE_CLOSED);
  expect_illegal("II:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24", 1, HOYITO_E_GAME_OVER);
  expect_illegal("II:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24", 0, HOYITO_E_GAME_OVER);
  /* North cannot name South's holes: move 7 does not exist for North either. */
  expect_illegal("II:1,0,0,0,2,1/2,0,0,0,1,1:N:20,20", 7, HOYITO_E_MOVE_RANGE);
  expect_illegal("II:1,0,0,0,2,1/2,0,0,0,1,1:N:20,20", 2, HOYITO_E_MOVE_EMPTY);
}

/* ---- R5 Sow ------------------------------------------------------------- */

/*
 * R5: n = 3, so a lap of 2n = 6 seeds reaches the emptied origin. S1 (6):
 * S2 1->2, S3 1->2, N1, N2, N3 (0->1 each) and the sixth seed into S1 itself,
 * which is not skipped. S1 was emptied, so it now holds 1 and the move ends.
 */
TEST(R5_lap_drops_into_emptied_origin) {
  expect_move("II:6,1,1/0,0,0:S:8,8", 1, "II:1,2,2/1,1,1:N:8,8:quiet=1",
              "pickup S1 6, drop S2 S3 N1 N2 N3 S1");
}

/*
 * R5 + R6: a lap of 8 > 2n seeds goes round once and on. S1 (8): S2, S3, N1,
 * N2, N3, S1, S2, S3 -> board 1,2,2 / 1,1,1, last seed in S3 (2): relay S3
 * (2): N1 1->2, N2 1->2: relay N2 (2): N3 1->2, S1 1->2: relay S1 (2):
 * S2 2->3, S3 0->1: S3 was emptied by its relay, so the move ends.
 */
TEST(R5_long_lap_passes_origin_and_goes_on) {
  expect_move("II:8,0,0/0,0,0:S:8,8", 1, "II:0,3,1/2,0,2:N:8,8:quiet=1",
              "pickup S1 8, drop S2 S3 N1 N2 N3 S1 S2 S3, relay S3 2, drop N1 N2, relay N2 2, "
              "drop N3 S1, relay S1 2, drop S2 S3");
}

/*
 * R5 + R17: with N3 closed the ring is S1 S2 S3 N1 N2 (5 holes), so a lap of
 * 5 seeds reaches the origin. S1 (5): S2, S3, N1, N2, then S1 (0 -> 1): ends.
 */
TEST(R5_origin_reached_after_open_holes_only) {
  expect_move("II:5,1,1/0,1,x:S:8,8", 1, "II:1,2,2/1,2,x:N:8,8:quiet=1",
              "pickup S1 5, drop S2 S3 N1 N2 S1");
}

/* ---- R6 Relay -------------------------------------------------------------- */

/*
 * R6: S1 (2): S2 0->1, S3 1->2. S3 was occupied and 2 is no four: relay S3,
 * both seeds (the last one included): S4 0->1, S5 0->1. S5 was empty: ends.
 */
TEST(R6_relay_from_occupied_hole) {
  expect_move("II:2,0,1,0,0,0/0,1,0,0,2,2:S:20,20", 1, "II:0,1,0,1,1,0/0,1,0,0,2,2:N:20,20:quiet=1",
              "pickup S1 2, drop S2 S3, relay S3 2, drop S4 S5");
  /* Hoyito I relays the same way when no four is made. */
  expect_move("I:2,0,1,0,0,0/0,1,0,0,2,2:S:20,20", 1, "I:0,1,0,1,1,0/0,1,0,0,2,2:N:20,20:quiet=1",
              "pickup S1 2, drop S2 S3, relay S3 2, drop S4 S5");
}

/*
 * R6: the relay goes on across the rows, in the opponent's row too. S6 (1):
 * N1 1->2: relay N1 (2): N2 2->3, N3 1->2: relay N3 (2): N4 0->1, N5 0->1:
 * ends.
 */
TEST(R6_relay_chain_through_opponent_row) {
  expect_move("III:2,1,0,0,0,1/1,2,1,0,0,0:S:20,20", 6,
              "III:2,1,0,0,0,0/0,3,0,1,1,0:N:20,20:quiet=1",
              "pickup S6 1, drop N1, relay N1 2, drop N2 N3, relay N3 2, drop N4 N5");
}

/* ---- R7 Endless moves -------------------------------------------------------- */

/*
 * R7: a real endless move, found by a brute-force search over small boards.
 * II, n = 3, board 5,3,2 / 1,0,1, South plays S1. Laps (board after the lap):
 *   S1 (5): S2..N3        -> 0,4,3 / 2,1,2  last N3 = 2: relay
 *   N3 (2): S1, S2        -> 1,5,3 / 2,1,0  last S2 = 5: relay
 * Those two laps turned "5,3,2,1,0,1 picking S1" into "1,5,3,2,1,0 picking
 * S2": the same board shifted one hole along, picking the shifted hole. The
 * pattern never lands in an empty hole and never ends a lap on a four (the
 * last seed always makes 2 or 5; a four, like S2's in the first lap, is only
 * ever made in passing, which II does not capture: R12), so after
 * 2n = 6 such pairs (12 laps) the state "board 5,3,2/1,0,1, pick S1" returns:
 * the move would sow forever, so it needs a 1,001st pickup. S2 (3: S3, N1, N2 empty) and S3 (2: N1, N2
 * empty) end at once, so they are legal.
 */
TEST(R7_endless_move_excluded_from_legal_moves) {
  expect_legal("II:5,3,2/1,0,1:S:6,6", "2 3");
  expect_illegal("II:5,3,2/1,0,1:S:6,6", 1, HOYITO_E_MOVE_ENDLESS);
  /* III captures only on a last seed making four, which never happens here. */
  expect_legal("III:5,3,2/1,0,1:S:6,6", "2 3");
  expect_illegal("III:5,3,2/1,0,1:S:6,6", 1, HOYITO_E_MOVE_ENDLESS);
}

/* R7: hoyito_game_play refuses it too, and the game is unchanged. */
TEST(R7_endless_move_rejected_by_game) {
  hoyito_pos p;
  if (!parse_ok("II:5,3,2/1,0,1:S:6,6", &p)) return;
  hoyito_game_init(&game, &p);
  CHECK_INT(hoyito_game_play(&game, 1, NULL), HOYITO_E_MOVE_ENDLESS);
  CHECK_INT(game.ply, 0);
  CHECK_INT(game.ply_end, 0);
  CHECK(memcmp(&game.pos, &p, sizeof p) == 0);
  CHECK_INT(hoyito_game_play(&game, 2, NULL), 0);
  CHECK_INT(game.ply, 1);
}

/*
 * R7 + R9: the same sowing in Hoyito I is finite, because S2 reaches four in
 * the first lap and is captured en passant. S1 (5): S2 3->4: captured (8 left
 * with the 4 in hand), S3 2->3, N1 1->2, N2 0->1, N3 1->2: relay N3 (2):
 * S1 0->1, S2 0->1 (emptied by the capture): ends. No extra turn in I.
 */
TEST(R7_same_cycle_is_finite_with_en_passant) {
  expect_move("I:5,3,2/1,0,1:S:6,6", 1, "I:1,1,3/2,1,0:N:10,6",
              "pickup S1 5, drop S2, capture S2 4 S, drop S3 N1 N2 N3, relay N3 2, drop S1 S2");
}

/*
 * R7: a finite move of hundreds of laps (found by a random search), under
 * the cap, is legal; the position after it is the independent reference's
 * (tests/reference/ref_hoyito.c play).
 */
TEST(R7_long_finite_move_is_legal) {
  const char *pos = "II:5,3,2,1,5,4,6/2,6,5,4,3,7,3:S:0,0";
  expect_legal(pos, "1 2 3 4 5 6 7");
  hoyito_pos p, q;
  if (!parse_ok(pos, &p)) return;
  hoyito_events ev = {event_buf, MAX_EVENTS, 0};
  CHECK_INT(hoyito_play(&p, 1, &q, &ev), 0);
  CHECK(ev.count <= MAX_EVENTS);
  CHECK(pickups(event_buf, ev.count) > 500);
  char text[HOYITO_MAX_POS_TEXT];
  format_pos(&q, text);
  CHECK_STR(text, "II:0,9,8,2,1,0,9/3,0,0,4,13,2,1:S:4,0");
}

/*
 * R7 at the cap. Two consecutive states of one finite sowing of 1,057 laps
 * on a ring of seven open holes (S1..S4, N1..N3), found by a random search
 * over such rings (longer finite sowings are rare: the longest of 16 million
 * moves of random games had 254 laps). From the later state the sowing
 * needs exactly HOYITO_MAX_PICKUPS pickups: legal. From the state one lap
 * earlier it needs one more: endless, so not legal, though it would end.
 * II and III sow alike until a lap ends on a four, which ends the move in
 * both, so the same boards serve both variants.
 */
TEST(R7_sowing_of_exactly_1000_pickups_is_legal) {
  static const char *const pos[] = {
      "II:26,3,2,6,x,x,x,x,x,x,x,x/32,14,13,x,x,x,x,x,x,x,x,x:N:0,0",
      "III:26,3,2,6,x,x,x,x,x,x,x,x/32,14,13,x,x,x,x,x,x,x,x,x:N:0,0",
  };
  /* After the move: the reference's answer (tests/reference, play). */
  static const char *const after[] = {
      "II:13,12,1,33,x,x,x,x,x,x,x,x/0,23,14,x,x,x,x,x,x,x,x,x:S:0,0:quiet=1",
      "III:13,12,1,33,x,x,x,x,x,x,x,x/0,23,14,x,x,x,x,x,x,x,x,x:S:0,0:quiet=1",
  };
  for (int k = 0; k < 2; k++) {
    expect_legal(pos[k], "1 2 3");
    hoyito_pos p, q;
    if (!parse_ok(pos[k], &p)) return;
    hoyito_events ev = {event_buf, MAX_EVENTS, 0};
    CHECK_INT(hoyito_play(&p, 1, &q, &ev), 0);
    CHECK(ev.count <= MAX_EVENTS);
    CHECK_INT(pickups(event_buf, ev.count), HOYITO_MAX_PICKUPS);
    char text[HOYITO_MAX_POS_TEXT];
    format_pos(&q, text);
    CHECK_STR(text, after[k]);
  }
}

TEST(R7_sowing_needing_1001_pickups_is_endless) {
  static const char *const pos[] = {
      "II:24,1,16,3,x,x,x,x,x,x,x,x/29,12,11,x,x,x,x,x,x,x,x,x:S:0,0",
      "III:24,1,16,3,x,x,x,x,x,x,x,x/29,12,11,x,x,x,x,x,x,x,x,x:S:0,0",
  };
  for (int k = 0; k < 2; k++) {
    expect_legal(pos[k], "1 2 4");
    expect_illegal(pos[k], 3, HOYITO_E_MOVE_ENDLESS);
  }
}

/*
 * R7 in Hoyito I. En-passant captures drain the board, so I sowings stay
 * short: no finite one over 35 laps turned up in exhaustive searches of
 * rings of 2..4 holes (up to 48 seeds) and 3.5 million random boards, so no
 * finite I sowing of 1,000 pickups could be built. What the cap does in I
 * is stop the endless ones, like this one (the one those searches found):
 * S3, N3 open, 3 and 1 seeds. S3 (3):
 * N3 1->2, S3 0->1, N3 2->3: relay N3 (3): S3 1->2, N3 0->1, S3 2->3: relay
 * S3, the first state mirrored; no drop ever makes four. Nobody has another
 * hole, so the notation cannot hold it (a player who must pass is never to
 * move): the struct is built by hand from a valid neighbour.
 */
TEST(R7_endless_move_in_hoyito_I) {
  hoyito_pos p;
  if (!parse_ok("I:x,x,2/x,x,2:S:10,10", &p)) return;
  p.seeds[2] = 3;
  p.seeds[5] = 1;
  int moves[HOYITO_MAX_N];
  CHECK_INT(hoyito_legal_moves(&p, moves), 0);
  hoyito_events ev = {event_buf, MAX_EVENTS, 0};
  hoyito_pos q = p;
  CHECK_INT(hoyito_play(&p, 3, &q, &ev), HOYITO_E_MOVE_ENDLESS);
  CHECK(memcmp(&q, &p, sizeof p) == 0);
  /* The sowing ran to the cap: the pickups it reported before giving up. */
  CHECK(ev.count <= MAX_EVENTS);
  CHECK_INT(pickups(event_buf, ev.count), HOYITO_MAX_PICKUPS);
}

/*
 * R7: a reachable match position whose N3 relay would cycle
 * only after 23,319,682 laps. Under the cap N3 is endless after 1,000
 * pickups; the other moves end within 12 laps.
 */
TEST(R7_slow_cycle_is_endless_under_the_cap) {
  const char *pos =
      "II:0,1,6,7,6,0,4,1,0,1,3/2,11,10,3,4,1,x,x,x,x,x:N:4,4:aside=20,0;limit=20;prev=S;"
      "quiet=1;round=2";
  expect_legal(pos, "1 2 4 5 6");
  expect_illegal(pos, 3, HOYITO_E_MOVE_ENDLESS);
  /* A second such position, where the search once slowed down: every
   * non-empty hole is legal (the reference agrees). */
  expect_legal(
      "II:3,5,4,5,4,0,2,3,9,7,1/5,8,7,0,1,0,x,x,x,x,x:N:0,4:aside=20,0;limit=20;"
      "prev=S;round=2",
      "1 2 3 5");
}

/* ---- R8 Passing --------------------------------------------------------------- */

/*
 * R8: S1 (1): S2 0->1 ends. North's row is empty, so North has no legal move
 * and passes; South moves again. The pass is not a move (R15 b: quiet + 1).
 */
TEST(R8_player_without_seeds_passes) {
  expect_move("II:1,0,3,4/0,0,0,0:S:12,12:quiet=7", 1, "II:0,1,3,4/0,0,0,0:S:12,12:quiet=8",
              "pickup S1 1, drop S2, pass N");
}

/*
 * R8 + R7: a player whose only moves are endless passes. Only S3 and N3 are
 * open (a ring of two). S3 (2): N3 6->7, then S3 itself (R5) 0->1: ends.
 * North's only hole N3 (7) is endless. Laps, as (S3, N3) after each:
 *   N3 7: (5,3) relay S3;  S3 5: (2,6) relay N3;  N3 6: (5,3) relay N3;
 *   N3 3: (7,1) relay S3;  S3 7: (3,5) relay N3;  N3 5: (6,2) relay S3;
 *   S3 6: (3,5) relay S3;  S3 3: (1,7) relay N3 -- the first state again.
 * No lap ends in an empty hole or on a four, so North passes and South,
 * who still has S3, moves again.
 */
TEST(R8_player_with_only_endless_moves_passes) {
  expect_move("II:x,x,2/x,x,6:S:8,8", 3, "II:x,x,1/x,x,7:S:8,8:quiet=1",
              "pickup S3 2, drop N3 S3, pass N");
}

/*
 * R8 + R10: after a capture the mover plays again, but here they have no
 * seeds left, so they pass and North moves. S6 (1): N1 3->4, the last seed:
 * captured (12 left); the run back finds S6 empty. South's row is empty.
 */
TEST(R8_extra_turn_passes_when_mover_cannot_move) {
  expect_move("II:0,0,0,0,0,1/3,2,2,2,2,4:S:16,16", 6, "II:0,0,0,0,0,0/0,2,2,2,2,4:N:20,16",
              "pickup S6 1, drop N1, capture N1 4 S, pass S");
}

/* ---- R9 Hoyito I -------------------------------------------------------------- */

/*
 * R9: en passant on the opponent's row, mid-lap, goes to the mover. S6 (3):
 * N1 0->1, N2 3->4: captured by South at once (8 seeds left), N3 0->1: the
 * last seed lands in an empty hole, the move ends. No extra turn.
 */
TEST(R9_en_passant_capture_mid_lap) {
  expect_move("I:2,2,0,0,0,3/0,3,0,0,0,2:S:18,18", 6, "I:2,2,0,0,0,0/1,0,1,0,0,2:N:22,18",
              "pickup S6 3, drop N1 N2, capture N2 4 S, drop N3");
}

/*
 * R9: the last seed makes four: captured, and the move ends there (no relay,
 * though the hole was occupied), no extra turn. S1 (2): S2 0->1, S3 3->4.
 */
TEST(R9_last_seed_four_ends_move) {
  expect_move("I:2,0,3,0,0,0/1,1,1,0,2,2:S:18,18", 1, "I:0,1,0,0,0,0/1,1,1,0,2,2:N:22,18",
              "pickup S1 2, drop S2 S3, capture S3 4 S");
}

/* R9: several fours in one lap. S1 (4): S2 3->4 taken, S3 3->4 taken, S4, S5 (empty): ends. */
TEST(R9_several_captures_in_one_lap) {
  expect_move("I:4,3,3,0,0,0/2,2,2,2,2,0:S:14,14", 1, "I:0,0,0,1,1,0/2,2,2,2,2,0:N:22,14",
              "pickup S1 4, drop S2, capture S2 4 S, drop S3, capture S3 4 S, drop S4 S5");
}

/*
 * R9: a relay lap captures en passant too. S1 (2): S2 0->1, S3 1->2: relay
 * S3 (2): S4 3->4 taken (8 left), S5 0->1: ends.
 */
TEST(R9_capture_in_relay_lap) {
  expect_move("I:2,0,1,3,0,0/1,1,1,1,1,1:S:18,18", 1, "I:0,1,0,0,1,0/1,1,1,1,1,1:N:22,18",
              "pickup S1 2, drop S2 S3, relay S3 2, drop S4, capture S4 4 S, drop S5");
}

/* R9: North capturing on South's row: the seeds go to North. N6 (2): S1 3->4 taken, S2 0->1 ends. */
TEST(R9_north_captures_on_south_row) {
  expect_move("I:3,0,0,0,2,2/1,1,0,0,1,2:N:18,18", 6, "I:0,1,0,0,2,2/1,1,0,0,1,0:S:18,22",
              "pickup N6 2, drop S1, capture S1 4 N, drop S2");
}

/* ---- R10 Hoyito II -------------------------------------------------------------- */

/*
 * R10: the last seed makes four: captured, the hole before it (S2, holding 1)
 * is no four so the run stops at once, and South plays again (S2 can move).
 * S1 (2): S2 0->1, S3 3->4.
 */
TEST(R10_last_seed_four_captures_with_extra_turn) {
  expect_move("II:2,0,3,0,0,0/1,1,1,0,2,2:S:18,18", 1, "II:0,1,0,0,0,0/1,1,1,0,2,2:S:22,18",
              "pickup S1 2, drop S2 S3, capture S3 4 S, extra S");
}

/*
 * R10: the run backwards crosses from North's row into South's and stops at
 * the first hole that is not four. S3 (4): S4 0->1, S5 3->4, S6 3->4 (fours
 * in passing, not captured yet: R12), N1 3->4 last: capture N1, then back:
 * S6 4 captured, S5 4 captured, S4 holds 1: stop. S2 holds four but lies
 * beyond the break, so it stays. 12 captured, 8 left; extra turn.
 */
TEST(R10_run_back_across_rows_stops_at_first_non_four) {
  expect_move("II:0,4,4,0,3,3/3,0,0,3,0,0:S:14,14", 3, "II:0,4,0,1,0,0/0,0,0,3,0,0:S:26,14",
              "pickup S3 4, drop S4 S5 S6 N1, capture N1 4 S, capture S6 4 S, capture S5 4 S, "
              "extra S");
}

/*
 * R10 + R17: the run back skips closed holes. S5, S6 closed: the ring is
 * S1..S4, N1..N6. S3 (2): S4 3->4, N1 3->4 last: capture N1; back from N1
 * the open holes are S4 (S6, S5 skipped): 4, captured; then S3, emptied:
 * stop. Extra turn.
 */
TEST(R10_run_back_skips_closed_holes) {
  expect_move("II:2,2,2,3,x,x/3,0,2,2,2,2:S:10,10:aside=8,0", 3,
              "II:2,2,0,0,x,x/0,0,2,2,2,2:S:18,10:aside=8,0",
              "pickup S3 2, drop S4 N1, capture N1 4 S, capture S4 4 S, extra S");
}

/*
 * R10: North's run back from South's S1 wraps to North's N6, N5. N4 (3):
 * N5 3->4, N6 3->4, S1 3->4 last: capture S1, N6, N5 for North; N4 was
 * emptied: stop. North plays again.
 */
TEST(R10_north_run_back_wraps_into_own_row) {
  expect_move("II:3,0,2,2,0,0/2,2,0,3,3,3:N:14,14", 4, "II:0,0,2,2,0,0/2,2,0,0,0,0:N:14,26",
              "pickup N4 3, drop N5 N6 S1, capture S1 4 N, capture N6 4 N, capture N5 4 N, "
              "extra N");
}

/* ---- R11 Hoyito III ------------------------------------------------------------ */

/*
 * R11: the same sowing as the II run-back case, but only the last hole is
 * captured: S5 and S6 keep their fours (R12). 4 captured, 16 left; South
 * plays again.
 */
TEST(R11_III_captures_only_last_hole) {
  expect_move("III:0,4,4,0,3,3/3,0,0,3,0,0:S:14,14", 3, "III:0,4,0,1,4,4/0,0,0,3,0,0:S:18,14",
              "pickup S3 4, drop S4 S5 S6 N1, capture N1 4 S, extra S");
}

/* R11: the capturing mover plays again in III too. S1 (2): S2 0->1, S3 3->4 last. */
TEST(R11_III_extra_turn) {
  expect_move("III:2,0,3,0,0,0/1,1,1,0,2,2:S:18,18", 1, "III:0,1,0,0,0,0/1,1,1,0,2,2:S:22,18",
              "pickup S1 2, drop S2 S3, capture S3 4 S, extra S");
}

/* ---- R12 Casas that stay -------------------------------------------------------- */

/*
 * R12: S1 (3): S2 3->4 in passing, S3 0->1, S4 0->1 (empty): ends. In II and
 * III the four on S2 is not captured; in I it would be (see R13 mid-lap).
 */
TEST(R12_four_made_in_passing_stays) {
  expect_move("II:3,3,0,0,0,0/1,1,0,0,0,0:S:20,20", 1, "II:0,4,1,1,0,0/1,1,0,0,0,0:N:20,20:quiet=1",
              "pickup S1 3, drop S2 S3 S4");
  expect_move("III:3,3,0,0,0,0/1,1,0,0,0,0:S:20,20", 1,
              "III:0,4,1,1,0,0/1,1,0,0,0,0:N:20,20:quiet=1", "pickup S1 3, drop S2 S3 S4");
}

/* ---- R13 The last four ------------------------------------------------------------ */

/*
 * R13: Hoyito I, mid-lap. S1 (3): S2 3->4 captured en passant. Left: N1 1,
 * N2 1 on the board plus 2 seeds still in South's hand = 4: the game ends at
 * once and those four go to South, the hand's seeds included.
 */
TEST(R13_last_four_from_hand_mid_lap) {
  expect_move("I:3,3,0,0,0,0/1,1,0,0,0,0:S:20,20", 1, "I:0,0,0,0,0,0/0,0,0,0,0,0:-:28,20",
              "pickup S1 3, drop S2, capture S2 4 S, lastfour 4 S, collect hand 2 S, "
              "collect N1 1 S, collect N2 1 S, end lastfour S 28,20");
}

/*
 * R13: Hoyito II. S1 (2): S2 0->1, S3 3->4 last: captured, leaving 4 seeds
 * (S2, N1, N2, N6): the game ends, they go to South; no extra turn.
 */
TEST(R13_last_four_on_board_to_capturer) {
  expect_move("II:2,0,3,0,0,0/1,1,0,0,0,1:S:20,20", 1, "II:0,0,0,0,0,0/0,0,0,0,0,0:-:28,20",
              "pickup S1 2, drop S2 S3, capture S3 4 S, lastfour 4 S, collect S2 1 S, "
              "collect N1 1 S, collect N2 1 S, collect N6 1 S, end lastfour S 28,20");
}

/*
 * R13: the game ends at once when a capture leaves four, even in the middle
 * of a II run back. S1 (2): S2 3->4, S3 3->4 last: S3 captured, 4 left (S2):
 * the game is over, South gets S2's four as the last four.
 */
TEST(R13_ends_at_once_during_run_back) {
  expect_move("II:2,3,3,0,0,0/0,0,0,0,0,0:S:20,20", 1, "II:0,0,0,0,0,0/0,0,0,0,0,0:-:28,20",
              "pickup S1 2, drop S2 S3, capture S3 4 S, lastfour 4 S, collect S2 4 S, "
              "end lastfour S 28,20");
}

/* R13: a capture that empties the board ends the game. S1 (1): S2 3->4 captured, nothing left. */
TEST(R13_capture_emptying_board_ends_game) {
  expect_move("I:1,3,0/0,0,0:S:10,10", 1, "I:0,0,0/0,0,0:-:14,10",
              "pickup S1 1, drop S2, capture S2 4 S, end empty S 14,10");
}

/*
 * R13 + R20: Hoyito III from round 3: the last four go to the previous
 * game's winner (North), not to South who captured. S1 (2): S2 0->1, S3 3->4
 * last: South captures 4 (20), 4 left: North gets them (28).
 */
TEST(R13_III_round3_last_four_to_prev_winner) {
  expect_move("III:2,0,3,0,0,0/1,1,0,0,0,1:S:16,24:prev=N;round=3", 1,
              "III:0,0,0,0,0,0/0,0,0,0,0,0:-:20,28:prev=N;round=3",
              "pickup S1 2, drop S2 S3, capture S3 4 S, lastfour 4 N, collect S2 1 N, "
              "collect N1 1 N, collect N2 1 N, collect N6 1 N, end lastfour N 20,28");
}

/* R13 + R20: in round 2 the capturer still gets them: South 16+4+4, a draw with 24. */
TEST(R13_III_round2_last_four_to_capturer) {
  expect_move("III:2,0,3,0,0,0/1,1,0,0,0,1:S:16,24:prev=N;round=2", 1,
              "III:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24:prev=N;round=2",
              "pickup S1 2, drop S2 S3, capture S3 4 S, lastfour 4 S, collect S2 1 S, "
              "collect N1 1 S, collect N2 1 S, collect N6 1 S, end lastfour D 24,24");
}

/* R13 [decision]: after a drawn previous game, the capturer gets the last four. */
TEST(R13_III_prev_draw_last_four_to_capturer) {
  expect_move("III:2,0,3,0,0,0/1,1,0,0,0,1:S:16,24:prev=D;round=5", 1,
              "III:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24:prev=D;round=5",
              "pickup S1 2, drop S2 S3, capture S3 4 S, lastfour 4 S, collect S2 1 S, "
              "collect N1 1 S, collect N2 1 S, collect N6 1 S, end lastfour D 24,24");
}

/* R13: North capturing in round 4 after South won: South gets them. N1 (2): N2 0->1, N3 3->4. */
TEST(R13_III_north_capture_last_four_to_south) {
  expect_move("III:1,1,0,0,0,1/2,0,3,0,0,0:N:24,16:prev=S;round=4", 1,
              "III:0,0,0,0,0,0/0,0,0,0,0,0:-:28,20:prev=S;round=4",
              "pickup N1 2, drop N2 N3, capture N3 4 N, lastfour 4 S, collect S1 1 S, "
              "collect S2 1 S, collect S6 1 S, collect N2 1 S, end lastfour S 28,20");
}

/* R13: only Hoyito III reads prev; II gives the last four to the capturer in any round. */
TEST(R13_II_last_four_ignores_prev) {
  expect_move("II:2,0,3,0,0,0/1,1,0,0,0,1:S:16,24:prev=N;round=3", 1,
              "II:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24:prev=N;round=3",
              "pickup S1 2, drop S2 S3, capture S3 4 S, lastfour 4 S, collect S2 1 S, "
              "collect N1 1 S, collect N2 1 S, collect N6 1 S, end lastfour D 24,24");
}

/* ---- R14 Result ------------------------------------------------------------ */

/* R14: more captured seeds wins, equal is a draw; set-aside seeds do not count. */
TEST(R14_result_by_captures) {
  static const struct {
    const char *pos;
    int result;
  } cases[] = {
      {"II:0,0,0/0,0,0:-:13,11", HOYITO_SOUTH},
      {"II:0,0,0/0,0,0:-:11,13", HOYITO_NORTH},
      {"II:0,0,0/0,0,0:-:12,12", HOYITO_DRAW},
      {"II:0,0,0/0,0,0:-:10,8:aside=0,6",
       HOYITO_SOUTH}, /* North holds more seeds but captured fewer */
      {"II:4,4,4/4,4,4:S:0,0", HOYITO_NONE},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    hoyito_pos p;
    if (!parse_ok(cases[i].pos, &p)) continue;
    CHECK_INT(hoyito_result(&p), cases[i].result);
  }
}

/* ---- R15 Games that do not end ------------------------------------------------- */

/*
 * R15(a): four single seeds, S3 S6 N3 N6, each move drops one seed into the
 * next (empty) hole, never a four. The twelve moves S6 N6 S3 N3 S1 N1 S4 N4
 * S2 N2 S5 N5 move every seed three holes on:
 *   S6->N1, N6->S1, S3->S4, N3->N4, S1->S2, N1->N2, S4->S5, N4->N5,
 *   S2->S3, N2->N3, S5->S6, N5->N6
 * which gives back S3 S6 N3 N6 with South to move. After 12 moves the start
 * occurs a second time, after 24 a third: the game ends and each side takes
 * its own seeds (2 each): 24-24, a draw.
 */
TEST(R15a_threefold_repetition_in_game) {
  static const int cycle[12] = {6, 6, 3, 3, 1, 1, 4, 4, 2, 2, 5, 5};
  const char *start = "I:0,0,1,0,0,1/0,0,1,0,0,1:S:22,22";
  hoyito_pos p, plain;
  if (!parse_ok(start, &p)) return;
  hoyito_game_init(&game, &p);
  plain = p;
  char text[HOYITO_MAX_POS_TEXT], got[1024];
  for (int ply = 0; ply < 24; ply++) {
    hoyito_events ev = {event_buf, MAX_EVENTS, 0};
    CHECK_INT(game.pos.turn, ply % 2 ? HOYITO_NORTH : HOYITO_SOUTH);
    CHECK_INT(hoyito_game_play(&game, cycle[ply % 12], &ev), 0);
    CHECK_INT(hoyito_play(&plain, cycle[ply % 12], &plain, NULL), 0);
    if (ply == 11) {
      format_pos(&game.pos, text);
      CHECK_STR(text, "I:0,0,1,0,0,1/0,0,1,0,0,1:S:22,22:quiet=12"); /* second time */
    }
    if (ply < 23) CHECK(game.pos.turn != HOYITO_OVER);
    if (ply == 23) {
      events_text(&p, event_buf, ev.count, got, sizeof got);
      CHECK_STR(got,
                "pickup N5 1, drop N6, collect S3 1 S, collect S6 1 S, collect N3 1 N, "
                "collect N6 1 N, end repetition D 24,24");
    }
  }
  format_pos(&game.pos, text);
  CHECK_STR(text, "I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24");
  /* hoyito_play has no history: R15(a) is not its business. */
  format_pos(&plain, text);
  CHECK_STR(text, "I:0,0,1,0,0,1/0,0,1,0,0,1:S:22,22:quiet=24");
  /* Undo takes the repetition back; redo brings it again. */
  CHECK_INT(hoyito_game_undo(&game), 0);
  CHECK_INT(game.pos.turn, HOYITO_NORTH);
  CHECK_INT(hoyito_game_redo(&game, NULL), 0);
  CHECK_INT(game.pos.turn, HOYITO_OVER);
}

/*
 * R15(b): limit=5, quiet=4: the fifth move in a row without a capture ends
 * the game. S1 (1): S2 0->1. Each player takes their own side: South
 * 1+3+2 = 6 (18), North 2 (14). quiet is not written once over.
 */
TEST(R15b_limit_ends_and_sweeps) {
  expect_move("II:1,0,3,2/0,2,0,0:S:12,12:limit=5;quiet=4", 1, "II:0,0,0,0/0,0,0,0:-:18,14:limit=5",
              "pickup S1 1, drop S2, collect S2 1 S, collect S3 3 S, collect S4 2 S, "
              "collect N2 2 N, end limit S 18,14");
}

/* R15(b): the default limit is 100. */
TEST(R15b_default_limit_is_100) {
  expect_move("II:1,0,3,2/0,2,0,0:S:12,12:quiet=98", 1, "II:0,1,3,2/0,2,0,0:N:12,12:quiet=99",
              "pickup S1 1, drop S2");
  expect_move("II:1,0,3,2/0,2,0,0:S:12,12:quiet=99", 1, "II:0,0,0,0/0,0,0,0:-:18,14",
              "pickup S1 1, drop S2, collect S2 1 S, collect S3 3 S, collect S4 2 S, "
              "collect N2 2 N, end limit S 18,14");
}

/*
 * R15(b): a capture resets the count, and every move of an extra turn counts.
 * S1 (2) captures S3 on the last seed: quiet 0, South again; S2 (1): S3 0->1
 * is a quiet move: quiet 1.
 */
TEST(R15b_capture_resets_and_extra_turn_moves_count) {
  expect_move("II:2,0,3,0,0,0/1,1,1,0,2,2:S:18,18:limit=5;quiet=4", 1,
              "II:0,1,0,0,0,0/1,1,1,0,2,2:S:22,18:limit=5",
              "pickup S1 2, drop S2 S3, capture S3 4 S, extra S");
  expect_move("II:0,1,0,0,0,0/1,1,1,0,2,2:S:22,18:limit=5", 2,
              "II:0,0,1,0,0,0/1,1,1,0,2,2:N:22,18:limit=5;quiet=1", "pickup S2 1, drop S3");
}

/* R15(b): a pass is not a move: with limit=8, quiet=7, South's move ends the game. */
TEST(R15b_passes_do_not_count) {
  expect_move("II:1,0,3,4/0,0,0,0:S:12,12:quiet=6", 1, "II:0,1,3,4/0,0,0,0:S:12,12:quiet=7",
              "pickup S1 1, drop S2, pass N");
  expect_move("II:1,0,3,4/0,0,0,0:S:12,12:limit=8;quiet=7", 1, "II:0,0,0,0/0,0,0,0:-:20,12:limit=8",
              "pickup S1 1, drop S2, collect S2 1 S, collect S3 3 S, collect S4 4 S, "
              "end limit S 20,12");
}

/*
 * R15(c) + R8: neither player has a legal move. Only S3 and N3 are open
 * with S3 = 5, N3 = 3: both moves lie on the 8-lap cycle worked out in
 * R8_player_with_only_endless_moves_passes (S3 5 -> (2,6) relay N3, N3 6 ->
 * (5,3) relay N3, N3 3 -> (7,1) relay S3, ...), so both are endless. Such a
 * position cannot be written with a player to move (the notation refuses a
 * player who must pass), and exhaustive searches over small boards found
 * no move that leads to it, so the struct is built by hand and the game is
 * ended the way R15(c) says: each player takes their own side.
 */
TEST(R15c_neither_can_move_sweeps) {
  hoyito_pos p;
  if (!parse_ok("II:x,x,4/x,x,4:S:8,8", &p)) return; /* a valid neighbour, then moved seeds */
  p.seeds[2] = 5;
  p.seeds[5] = 3;
  int moves[HOYITO_MAX_N];
  CHECK_INT(hoyito_legal_moves(&p, moves), 0);
  CHECK_INT(hoyito_play(&p, 3, &p, NULL), HOYITO_E_MOVE_ENDLESS);
  p.turn = HOYITO_NORTH;
  CHECK_INT(hoyito_legal_moves(&p, moves), 0);
  CHECK_INT(hoyito_play(&p, 3, &p, NULL), HOYITO_E_MOVE_ENDLESS);
  char text[HOYITO_MAX_POS_TEXT];
  format_pos(&p, text);
  hoyito_pos parsed;
  CHECK_INT(hoyito_parse(text, &parsed, NULL), HOYITO_E_MUST_PASS);
  hoyito_events ev = {event_buf, MAX_EVENTS, 0};
  hoyito_end_by_sweep(&p, HOYITO_END_NO_MOVES, &ev);
  char got[512];
  events_text(&p, event_buf, ev.count, got, sizeof got);
  CHECK_STR(got, "collect S3 5 S, collect N3 3 N, end nomoves S 13,11");
  format_pos(&p, text);
  CHECK_STR(text, "II:x,x,0/x,x,0:-:13,11");
}

/* ---- R16..R20 Match play --------------------------------------------------------- */

static void expect_next_game(const char *over, int first_mover, const char *want) {
  hoyito_pos p, next;
  if (!parse_ok(over, &p)) return;
  int winner = -1;
  int rc = hoyito_next_game(&p, first_mover, &next, &winner);
  CHECK_INT(rc, 0);
  CHECK_INT(winner, HOYITO_NONE);
  if (rc) return;
  char text[HOYITO_MAX_POS_TEXT];
  format_pos(&next, text);
  if (strcmp(text, want) != 0) printf("    next game after %s\n", over);
  CHECK_STR(text, want);
  CHECK_INT(seed_total(&next), 8 * p.n);
}

/*
 * R16: South has 30: six holes of four (24), 6 set aside. North has 18: holes
 * N1..N4 (16), 2 aside; N5, N6 cannot be filled and are closed (R17). South
 * won, so South starts (R18); round 2, prev=S (R20).
 */
TEST(R16_refill_from_hole_1) {
  expect_next_game("I:0,0,0,0,0,0/0,0,0,0,0,0:-:30,18", HOYITO_SOUTH,
                   "I:4,4,4,4,4,4/4,4,4,4,x,x:S:0,0:aside=6,2;prev=S;round=2");
}

/*
 * R16: set-aside seeds refill too. South 10 + 6 = 16: S1..S4, none aside.
 * North 30 + 2 = 32: all six (24), 8 aside. North captured more: North starts.
 */
TEST(R16_refill_counts_set_aside_seeds) {
  expect_next_game("II:0,0,0,0,0,0/0,0,0,0,0,0:-:10,30:aside=6,2", HOYITO_SOUTH,
                   "II:4,4,4,4,x,x/4,4,4,4,4,4:N:0,0:aside=0,8;prev=N;round=2");
}

/* R16: a remainder below four is set aside: South 21 = 5 holes + 1, North 27 = 6 holes + 3. */
TEST(R16_remainder_set_aside) {
  expect_next_game("I:0,0,0,0,0,0/0,0,0,0,0,0:-:21,27", HOYITO_NORTH,
                   "I:4,4,4,4,4,x/4,4,4,4,4,4:N:0,0:aside=1,3;prev=N;round=2");
}

/* R17: closed holes open again when a later refill fills them: South's S5, S6 reopen. */
TEST(R17_closed_holes_reopen_when_refilled) {
  expect_next_game("I:0,0,0,0,x,x/0,0,0,0,0,0:-:30,10:aside=0,8", HOYITO_SOUTH,
                   "I:4,4,4,4,4,4/4,4,4,4,x,x:S:0,0:aside=6,2;prev=S;round=2");
}

/* R17: nobody sows into closed holes. S4 (3): S5, S6 closed, so N1, N2, N3 (empty): ends. */
TEST(R17_sowing_skips_closed_holes) {
  expect_move("II:2,2,0,3,x,x/0,0,0,0,0,1:S:16,16:aside=8,0", 4,
              "II:2,2,0,0,x,x/1,1,1,0,0,1:N:16,16:aside=8,0;quiet=1", "pickup S4 3, drop N1 N2 N3");
  /* Clockwise, North's N1 is followed by S6, S5 (closed), so S4 1->2, S3 0->1: ends. */
  expect_move("II:2,2,0,1,x,x/2,0,0,0,0,1:N:16,16:aside=8,0;dir=cw", 1,
              "II:2,2,1,2,x,x/0,0,0,0,0,1:S:16,16:aside=8,0;dir=cw;quiet=1",
              "pickup N1 2, drop S4 S3");
}

/* R17: nobody plays from a closed hole, and the legal moves leave them out. */
TEST(R17_closed_holes_cannot_be_played) {
  /* S1 (2): S2 2->3, S3 0->1 ends; S2 (2): S3 0->1, S4 3->4 last: a capture;
   * S4 (3): N1..N3 (S5, S6 skipped) ends. */
  expect_legal("II:2,2,0,3,x,x/0,0,0,0,0,1:S:16,16:aside=8,0", "1 2 4");
  expect_illegal("II:2,2,0,3,x,x/0,0,0,0,0,1:S:16,16:aside=8,0", 5, HOYITO_E_MOVE_CLOSED);
}

/* R18: after a draw the player who moved second starts (hoyito_next_game is told who moved first). */
TEST(R18_draw_second_mover_starts) {
  expect_next_game("I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24", HOYITO_SOUTH,
                   "I:4,4,4,4,4,4/4,4,4,4,4,4:N:0,0:prev=D;round=2");
  expect_next_game("I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24", HOYITO_NORTH,
                   "I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:prev=D;round=2");
  /* Who moved first must be a player when the game was drawn. */
  hoyito_pos p, out;
  if (!parse_ok("I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24", &p)) return;
  CHECK_INT(hoyito_next_game(&p, HOYITO_OVER, &out, NULL), HOYITO_E_ARGUMENT);
}

/*
 * R18 through hoyito_game_next: the game began with North to move and ends
 * drawn, so South (who moved second) starts the next one. N1 (2): N2 0->1,
 * N3 3->4 last: North captures (20), 4 left go to North (24): 24-24.
 */
TEST(R18_draw_second_mover_starts_via_game) {
  hoyito_pos p;
  if (!parse_ok("II:1,1,0,0,0,1/2,0,3,0,0,0:N:24,16", &p)) return;
  hoyito_game_init(&game, &p);
  CHECK_INT(game.first_mover, HOYITO_NORTH);
  hoyito_events ev = {event_buf, MAX_EVENTS, 0};
  CHECK_INT(hoyito_game_play(&game, 1, &ev), 0);
  char text[HOYITO_MAX_POS_TEXT], got[1024];
  events_text(&p, event_buf, ev.count, got, sizeof got);
  CHECK_STR(got,
            "pickup N1 2, drop N2 N3, capture N3 4 N, lastfour 4 N, collect S1 1 N, "
            "collect S2 1 N, collect S6 1 N, collect N2 1 N, end lastfour D 24,24");
  int winner = -1;
  CHECK_INT(hoyito_game_next(&game, &winner), 0);
  CHECK_INT(winner, HOYITO_NONE);
  format_pos(&game.pos, text);
  CHECK_STR(text, "II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:prev=D;round=2");
  CHECK_INT(game.ply, 0);
  CHECK_INT(game.first_mover, HOYITO_SOUTH);
}

/* R18: the winner starts, whoever moved first. */
TEST(R18_winner_starts) {
  expect_next_game("III:0,0,0,0,0,0/0,0,0,0,0,0:-:20,28", HOYITO_NORTH,
                   "III:4,4,4,4,4,x/4,4,4,4,4,4:N:0,0:aside=0,4;prev=N;round=2");
  expect_next_game("III:0,0,0,0,0,0/0,0,0,0,0,0:-:28,20", HOYITO_SOUTH,
                   "III:4,4,4,4,4,4/4,4,4,4,4,x:S:0,0:aside=4,0;prev=S;round=2");
}

/* R19: North has 3 seeds, not enough for one hole: North has lost the match. */
TEST(R19_match_lost_when_no_hole_fills) {
  hoyito_pos p, out, sentinel;
  if (!parse_ok("I:0,0,0,0,0,0/0,0,0,0,0,0:-:45,3", &p)) return;
  memset(&out, 0xA5, sizeof out);
  sentinel = out;
  int winner = -1;
  CHECK_INT(hoyito_next_game(&p, HOYITO_SOUTH, &out, &winner), HOYITO_E_MATCH_OVER);
  CHECK_INT(winner, HOYITO_SOUTH);
  CHECK(memcmp(&out, &sentinel, sizeof out) == 0);
  CHECK_INT(hoyito_match_winner(&p), HOYITO_SOUTH);
  /* Set-aside seeds count: 2 captured + 1 aside is still 3 for South. */
  if (!parse_ok("I:0,0,0,0,0,0/0,0,0,0,0,0:-:2,45:aside=1,0", &p)) return;
  CHECK_INT(hoyito_match_winner(&p), HOYITO_NORTH);
  CHECK_INT(hoyito_next_game(&p, HOYITO_SOUTH, &out, &winner), HOYITO_E_MATCH_OVER);
  CHECK_INT(winner, HOYITO_NORTH);
  /* Through hoyito_game_next: an error leaves the game unchanged. */
  if (!parse_ok("I:0,0,0,0,0,0/0,0,0,0,0,0:-:45,3", &p)) return;
  hoyito_game_init(&game, &p);
  CHECK_INT(hoyito_game_next(&game, &winner), HOYITO_E_MATCH_OVER);
  CHECK_INT(winner, HOYITO_SOUTH);
  CHECK(memcmp(&game.pos, &p, sizeof p) == 0);
}

/* R19: exactly four seeds fill one hole, so the match goes on (2 + 2 aside for South). */
TEST(R19_four_seeds_keep_the_match_going) {
  hoyito_pos p;
  if (!parse_ok("I:0,0,0,0,0,0/0,0,0,0,0,0:-:2,44:aside=2,0", &p)) return;
  CHECK_INT(hoyito_match_winner(&p), HOYITO_NONE);
  expect_next_game("I:0,0,0,0,0,0/0,0,0,0,0,0:-:2,44:aside=2,0", HOYITO_SOUTH,
                   "I:4,x,x,x,x,x/4,4,4,4,4,4:N:0,0:aside=0,20;prev=N;round=2");
}

/* R16..R19: no next game before the game is over. */
TEST(R19_no_next_game_before_the_end) {
  hoyito_pos p, out;
  if (!parse_ok("I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0", &p)) return;
  CHECK_INT(hoyito_next_game(&p, HOYITO_SOUTH, &out, NULL), HOYITO_E_NOT_OVER);
  CHECK_INT(hoyito_match_winner(&p), HOYITO_NONE);
  hoyito_game_init(&game, &p);
  CHECK_INT(hoyito_game_next(&game, NULL), HOYITO_E_NOT_OVER);
}

/* R20: each next game counts the round up and records the previous result. */
TEST(R20_III_rounds_and_prev) {
  expect_next_game("III:0,0,0,0,0,0/0,0,0,0,0,0:-:30,18", HOYITO_SOUTH,
                   "III:4,4,4,4,4,4/4,4,4,4,x,x:S:0,0:aside=6,2;prev=S;round=2");
  expect_next_game("III:0,0,0,0,x,x/0,0,0,0,0,0:-:10,30:aside=6,2;prev=S;round=2", HOYITO_SOUTH,
                   "III:4,4,4,4,x,x/4,4,4,4,4,4:N:0,0:aside=0,8;prev=N;round=3");
  expect_next_game("III:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24:prev=N;round=3", HOYITO_NORTH,
                   "III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:prev=D;round=4");
}

/* The match and undo tests' random games. */
static check_rng rng;
static unsigned rng_next(unsigned bound) {
  return check_rng_below(&rng, bound);
}

/*
 * R20 + R13 over whole matches: in Hoyito III the last four go to the
 * capturer in rounds 1 and 2, and from round 3 to the previous game's winner
 * (to the capturer after a draw); I and II always give them to the capturer.
 * Random matches through hoyito_game_play / hoyito_game_next; every
 * LAST_FOUR event is checked against that rule.
 */
TEST(R20_last_four_recipient_over_matches) {
  rng.state = 0x9E3779B97F4A7C15u;
  int seen_prev = 0, seen_capturer_late = 0;
  for (int match = 0; match < 60; match++) {
    hoyito_options o = {.variant = match % 3, .n = 3 + match % 4, .clockwise = match % 5 == 0};
    hoyito_pos p;
    CHECK_INT(hoyito_start(&o, &p), 0);
    hoyito_game_init(&game, &p);
    for (int games = 0; games < 12; games++) {
      while (game.pos.turn != HOYITO_OVER) {
        int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&game.pos, moves);
        CHECK(count > 0);
        if (count == 0) return;
        hoyito_pos before = game.pos;
        hoyito_events ev = {event_buf, MAX_EVENTS, 0};
        CHECK_INT(hoyito_game_play(&game, moves[rng_next((unsigned)count)], &ev), 0);
        for (int i = 0; i < ev.count && i < MAX_EVENTS; i++) {
          if (event_buf[i].type != HOYITO_EV_LAST_FOUR) continue;
          int want = before.turn;
          if (before.variant == HOYITO_III && before.round >= 3 &&
              (before.prev == HOYITO_SOUTH || before.prev == HOYITO_NORTH))
            want = before.prev;
          CHECK_INT(event_buf[i].player, want);
          if (want != before.turn) seen_prev++;
          else if (before.variant == HOYITO_III && before.round >= 3) seen_capturer_late++;
        }
      }
      int winner;
      if (hoyito_game_next(&game, &winner) != 0) break;
    }
  }
  CHECK(seen_prev > 0); /* the rule was exercised */
  (void)seen_capturer_late;
}

/* ---- Games: undo and redo ---------------------------------------------------------- */

/* hoyito_game undo/redo restore every position exactly (byte for byte). */
TEST(game_undo_redo_restore_positions) {
  static hoyito_pos seen[200];
  rng.state = 12345;
  for (int v = 0; v < 3; v++) {
    hoyito_options o = {.variant = v, .n = HOYITO_DEFAULT_N, .clockwise = v == 1};
    hoyito_pos p;
    CHECK_INT(hoyito_start(&o, &p), 0);
    hoyito_game_init(&game, &p);
    CHECK_INT(hoyito_game_undo(&game), HOYITO_E_NO_UNDO);
    CHECK_INT(hoyito_game_redo(&game, NULL), HOYITO_E_NO_REDO);
    int plies = 0;
    seen[0] = game.pos;
    while (game.pos.turn != HOYITO_OVER && plies < 199) {
      int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&game.pos, moves);
      CHECK_INT(hoyito_game_play(&game, moves[rng_next((unsigned)count)], NULL), 0);
      seen[++plies] = game.pos;
    }
    CHECK(plies > 5);
    for (int i = plies; i > 0; i--) {
      CHECK(memcmp(&game.pos, &seen[i], sizeof(hoyito_pos)) == 0);
      CHECK_INT(hoyito_game_undo(&game), 0);
      CHECK_INT(game.ply, i - 1);
    }
    CHECK(memcmp(&game.pos, &seen[0], sizeof(hoyito_pos)) == 0);
    CHECK_INT(hoyito_game_undo(&game), HOYITO_E_NO_UNDO);
    for (int i = 1; i <= plies; i++) {
      CHECK_INT(hoyito_game_redo(&game, NULL), 0);
      CHECK(memcmp(&game.pos, &seen[i], sizeof(hoyito_pos)) == 0);
    }
    CHECK_INT(hoyito_game_redo(&game, NULL), HOYITO_E_NO_REDO);
    /* A new move after undo drops the moves that could be redone. */
    CHECK_INT(hoyito_game_undo(&game), 0);
    CHECK_INT(hoyito_game_undo(&game), 0);
    hoyito_pos back = game.pos;
    int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&back, moves);
    CHECK(count > 0);
    CHECK_INT(hoyito_game_play(&game, moves[0], NULL), 0);
    CHECK_INT(game.ply, plies - 1);
    CHECK_INT(game.ply_end, plies - 1);
    CHECK_INT(hoyito_game_redo(&game, NULL), HOYITO_E_NO_REDO);
  }
}

/* ---- Events buffer ----------------------------------------------------------------- */

/* A short buffer gets the first events; count still says how many there were. */
TEST(events_count_past_capacity) {
  hoyito_pos p, q;
  if (!parse_ok("II:8,0,0/0,0,0:S:8,8", &p)) return;
  hoyito_event few[3];
  memset(few, 0, sizeof few);
  hoyito_events ev = {few, 2, 0};
  CHECK_INT(hoyito_play(&p, 1, &q, &ev), 0);
  /* 4 pick-ups and 8 + 2 + 2 + 2 drops (see R5_long_lap_passes_origin_and_goes_on). */
  CHECK_INT(ev.count, 18);
  CHECK_INT(few[0].type, HOYITO_EV_PICKUP);
  CHECK_INT(few[1].type, HOYITO_EV_DROP);
  CHECK_INT(few[2].type, 0); /* beyond capacity: not written */
}

/* ---- Variant table (R9..R13, R20) ---------------------------------------------------- */

/* Every row of the variant table passes hoyito__rules_check and says what docs/RULES.md says. */
TEST(variants_table_rows_check) {
  static const struct {
    const char *name;
    int every, last, run_back, extra, prev_round;
  } want[HOYITO_VARIANT_COUNT] = {
      {"I", 1, 0, 0, 0, 0},   /* R9, R13 */
      {"II", 0, 1, 1, 1, 0},  /* R10, R12 */
      {"III", 0, 1, 0, 1, 3}, /* R11, R12, R13/R20 */
  };
  for (int v = 0; v < HOYITO_VARIANT_COUNT; v++) {
    const hoyito_rules *r = NULL;
    CHECK_INT(hoyito_rules_of(v, &r), 0);
    CHECK(r != NULL);
    if (!r) continue;
    CHECK_INT(hoyito__rules_check(r), 0);
    CHECK_STR(r->name, want[v].name);
    CHECK_INT(r->capture_every_drop, want[v].every);
    CHECK_INT(r->capture_last_drop, want[v].last);
    CHECK_INT(r->capture_run_back, want[v].run_back);
    CHECK_INT(r->extra_turn, want[v].extra);
    CHECK_INT(r->last_four_to_prev_from_round, want[v].prev_round);
  }
  CHECK(hoyito__rules(-1) == NULL);
  CHECK(hoyito__rules(HOYITO_VARIANT_COUNT) == NULL);
  /* The check does reject inconsistent rows. */
  hoyito_rules bad = *hoyito__rules(HOYITO_II);
  bad.capture_every_drop = 1; /* both capture modes */
  CHECK(hoyito__rules_check(&bad) < 0);
  bad = *hoyito__rules(HOYITO_I);
  bad.capture_run_back = 1; /* a run back without last-drop captures */
  CHECK(hoyito__rules_check(&bad) < 0);
  bad = *hoyito__rules(HOYITO_III);
  bad.capture_last_drop = 0; /* no capture at all */
  CHECK(hoyito__rules_check(&bad) < 0);
  CHECK(hoyito__rules_check(NULL) < 0);
}

/* A variant is found by its notation name alone; anything else is refused. */
TEST(variants_by_name) {
  for (int v = 0; v < HOYITO_VARIANT_COUNT; v++)
    CHECK_INT(hoyito_variant_by_name(hoyito__rules(v)->name), v);
  CHECK_INT(hoyito_variant_by_name("II"), HOYITO_II);
  const char *wrong[] = {"", "i", "IV", "I ", " II", "IIII", "2"};
  for (size_t k = 0; k < sizeof wrong / sizeof *wrong; k++)
    CHECK_INT(hoyito_variant_by_name(wrong[k]), HOYITO_E_VARIANT);
  CHECK_INT(hoyito_variant_by_name(NULL), HOYITO_E_VARIANT);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
