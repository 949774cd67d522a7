/*
 * test_invariants.c - properties that hold after every move of every game.
 *
 * Thousands of random games (a fixed-seed PRNG, so every run plays the same
 * games) of every variant, size 3..12, both directions and several limits,
 * and random matches through hoyito_game_play / hoyito_game_next. After every
 * move: seeds are conserved (board + captured + aside = 8n, R1, R16), the
 * board holds a multiple of four unless the game is over (R13), the player
 * to move has a legal move (R8), every legal move plays and every other hole
 * number fails with the right code (R4, R7), the events replayed by hand give
 * the new board, the position round-trips through the notation, and every
 * game ends by one of the rules (R13, R15).
 *
 * HOYITO_TEST_SCALE (a positive integer, default 1) multiplies the number of
 * games, for longer soak runs.
 */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "hoyito.h"
#include "internal.h" /* hoyito__rules */

#define MAX_EVENTS 65536
static hoyito_event event_buf[MAX_EVENTS];
static hoyito_game game;

static check_rng rng; /* check.h: the tests' PRNG, seeded by each test */

static int scale(void) {
  const char *s = getenv("HOYITO_TEST_SCALE");
  int k = s ? atoi(s) : 1;
  return k > 0 ? k : 1;
}

static int seed_total(const hoyito_pos *p) {
  return hoyito_board_total(p) + p->captured[0] + p->captured[1] + p->aside[0] + p->aside[1];
}

/* Counts of what the random games went through, so the tests can check that
 * the interesting cases were reached at all. */
static struct {
  long moves, games, full_checks;
  long ends[6];
  long passes, extra_turns, endless_seen, closed_seen, mid_lap_last_four;
} seen;

/* Properties of any position a game can be in. */
static void check_position(const hoyito_pos *p) {
  CHECK_INT(seed_total(p), 8 * p->n);
  if (p->turn == HOYITO_OVER) {
    CHECK_INT(hoyito_board_total(p), 0);
    CHECK(hoyito_result(p) != HOYITO_NONE);
  } else {
    CHECK_INT(hoyito_board_total(p) % 4, 0);
    CHECK(hoyito_board_total(p) > 0);
    CHECK(p->quiet < p->limit);
    CHECK_INT(hoyito_result(p), HOYITO_NONE);
    int moves[HOYITO_MAX_N];
    CHECK(hoyito_legal_moves(p, moves) > 0); /* R8: a player who must pass is never to move */
  }
  for (int i = 0; i < 2 * p->n; i++)
    if (p->closed >> i & 1u) CHECK_INT(p->seeds[i], 0);
  CHECK_INT(p->closed >> (2 * p->n), 0);
  /* The notation round trip, to the very same bytes. */
  char text[HOYITO_MAX_POS_TEXT];
  CHECK(hoyito_format(p, text, sizeof text) > 0);
  hoyito_pos back;
  hoyito_error err;
  int rc = hoyito_parse(text, &back, &err);
  if (rc) printf("  %s: %s\n", text, err.message);
  CHECK_INT(rc, 0);
  if (rc == 0) CHECK(memcmp(&back, p, sizeof back) == 0);
}

/*
 * Every hole number of the player to move: the legal ones play, the others
 * fail with the code that says why (R4 range/closed/empty, R7 endless).
 */
static void check_every_move(const hoyito_pos *p) {
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(p, moves);
  int legal[HOYITO_MAX_N + 2] = {0};
  for (int i = 0; i < count; i++) {
    CHECK(moves[i] >= 1 && moves[i] <= p->n);
    if (i) CHECK(moves[i] > moves[i - 1]);
    legal[moves[i]] = 1;
  }
  hoyito_pos q;
  CHECK_INT(hoyito_play(p, 0, &q, NULL), HOYITO_E_MOVE_RANGE);
  CHECK_INT(hoyito_play(p, p->n + 1, &q, NULL), HOYITO_E_MOVE_RANGE);
  for (int move = 1; move <= p->n; move++) {
    int i = hoyito_hole_index(p, p->turn, move);
    int rc = hoyito_play(p, move, &q, NULL);
    if (legal[move]) {
      CHECK_INT(rc, 0);
      if (rc == 0) CHECK_INT(seed_total(&q), 8 * p->n);
    } else if (p->closed >> i & 1u) {
      CHECK_INT(rc, HOYITO_E_MOVE_CLOSED);
    } else if (p->seeds[i] == 0) {
      CHECK_INT(rc, HOYITO_E_MOVE_EMPTY);
    } else {
      CHECK_INT(rc, HOYITO_E_MOVE_ENDLESS);
      seen.endless_seen++;
    }
  }
  seen.full_checks++;
}

/*
 * Replays the events of a move on the position before it, by hand, and
 * checks that they lead to the position after it: the board, the captures,
 * who moves. This is what the page relies on to animate a move.
 */
static void check_events(const hoyito_pos *p, int move, const hoyito_pos *q, int count) {
  CHECK(count <= MAX_EVENTS);
  if (count > MAX_EVENTS) return;
  int board[HOYITO_MAX_HOLES], cap[2] = {p->captured[0], p->captured[1]};
  int hand = 0, mover = p->turn, ended = 0, pickups = 0, captures = 0, passes = 0, extra = 0;
  int first_pass = -1;
  for (int i = 0; i < 2 * p->n; i++) board[i] = p->seeds[i];
  CHECK(count >= 2);
  CHECK_INT(event_buf[0].type, HOYITO_EV_PICKUP);
  CHECK_INT(event_buf[0].hole, hoyito_hole_index(p, mover, move));
  CHECK_INT(event_buf[0].aux, 0);
  for (int k = 0; k < count; k++) {
    const hoyito_event *e = &event_buf[k];
    CHECK(!ended); /* nothing after GAME_END */
    switch (e->type) {
      case HOYITO_EV_PICKUP:
        CHECK_INT(hand, 0);
        CHECK(!(p->closed >> e->hole & 1u));
        CHECK_INT(e->count, board[e->hole]);
        CHECK(e->count > 0);
        CHECK_INT(e->aux, pickups > 0);
        hand = board[e->hole];
        board[e->hole] = 0;
        pickups++;
        break;
      case HOYITO_EV_DROP:
        CHECK(hand > 0);
        CHECK(!(p->closed >> e->hole & 1u)); /* R17: never into a closed hole */
        board[e->hole]++;
        hand--;
        break;
      case HOYITO_EV_CAPTURE:
        CHECK_INT(e->count, 4); /* a casa is exactly four (R9..R11) */
        CHECK_INT(board[e->hole], 4);
        CHECK_INT(e->player, mover);
        cap[mover] += board[e->hole];
        board[e->hole] = 0;
        captures++;
        break;
      case HOYITO_EV_EXTRA_TURN:
        CHECK_INT(e->player, mover);
        CHECK_INT(passes, 0);
        extra++;
        seen.extra_turns++;
        break;
      case HOYITO_EV_PASS:
        if (passes == 0) first_pass = e->player;
        else CHECK_INT(e->player, 1 - first_pass); /* the other player, then the game ends */
        passes++;
        seen.passes++;
        break;
      case HOYITO_EV_LAST_FOUR:
        CHECK_INT(e->count, 4);
        break;
      case HOYITO_EV_COLLECT:
        if (e->hole == HOYITO_HAND) {
          CHECK_INT(e->count, hand);
          hand = 0;
          seen.mid_lap_last_four++;
        } else {
          CHECK_INT(e->count, board[e->hole]);
          board[e->hole] = 0;
        }
        cap[e->player] += e->count;
        break;
      case HOYITO_EV_GAME_END:
        ended = 1;
        CHECK(e->aux >= HOYITO_END_LAST_FOUR && e->aux <= HOYITO_END_NO_MOVES);
        CHECK_INT(e->player, hoyito_result(q));
        CHECK_INT(e->score[0], q->captured[0]);
        CHECK_INT(e->score[1], q->captured[1]);
        if (e->aux < 6) seen.ends[e->aux]++;
        break;
      default:
        CHECK(0 && "unknown event type");
    }
  }
  CHECK_INT(hand, 0);
  for (int i = 0; i < 2 * p->n; i++) CHECK_INT(board[i], q->seeds[i]);
  CHECK_INT(cap[0], q->captured[0]);
  CHECK_INT(cap[1], q->captured[1]);
  CHECK_INT(ended, q->turn == HOYITO_OVER);
  /* Who is due: the mover after a capture in II/III (R10, R11), else the
   * opponent; each pass (R8) hands the turn over; two passes end the game. */
  int due = captures && hoyito__rules(p->variant)->extra_turn ? mover : 1 - mover;
  CHECK(extra <= 1);
  if (extra) CHECK_INT(due, mover);
  if (passes) CHECK_INT(first_pass, due);
  CHECK(passes <= 2);
  if (passes == 2) CHECK(ended);
  if (!ended) CHECK_INT(q->turn, passes ? 1 - due : due);
}

/*
 * Plays one move chosen at random, through hoyito_play (plain) or the game
 * (with R15a), checking everything above. Returns 0 when the game is over.
 */
static int random_move(hoyito_pos *p, hoyito_game *g) {
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(p, moves);
  CHECK(count > 0);
  if (count == 0) return 0;
  check_every_move(p);
  int move = moves[check_rng_below(&rng, (unsigned)count)];
  hoyito_pos before = *p, after;
  hoyito_events ev = {event_buf, MAX_EVENTS, 0};
  int rc = g ? hoyito_game_play(g, move, &ev) : hoyito_play(p, move, &after, &ev);
  CHECK_INT(rc, 0);
  if (rc) return 0;
  if (g) after = g->pos;
  check_events(&before, move, &after, ev.count);
  /* quiet: 0 after a capture, one more after a quiet move (passes do not count). */
  if (after.turn != HOYITO_OVER) {
    int captured = after.captured[0] + after.captured[1] > before.captured[0] + before.captured[1];
    CHECK_INT(after.quiet, captured ? 0 : before.quiet + 1);
  }
  check_position(&after);
  *p = after;
  seen.moves++;
  return p->turn != HOYITO_OVER;
}

static void print_seen(void) {
  printf(
      "  %ld games, %ld moves, %ld positions with every hole tried; ends: last four %ld, "
      "empty %ld, repetition %ld, limit %ld, no moves %ld; passes %ld, extra turns %ld, "
      "endless moves %ld, mid-lap last four %ld\n",
      seen.games, seen.moves, seen.full_checks, seen.ends[1], seen.ends[2], seen.ends[3],
      seen.ends[4], seen.ends[5], seen.passes, seen.extra_turns, seen.endless_seen,
      seen.mid_lap_last_four);
}

/* R15(b) and the header's bound: no game is longer than 25 * limit moves. */
static int move_bound(const hoyito_pos *p) {
  return 25 * p->limit + 25;
}

/* ---- Tests ------------------------------------------------------------------------- */

/*
 * Random single games with hoyito_play: every variant, size 3..12, both
 * directions, limits 100, 30 and 5. Every move is checked, and on every
 * position every legal move and every other hole number is tried.
 */
TEST(invariants_random_games) {
  static const int limits[] = {100, 30, 5, 100};
  memset(&seen, 0, sizeof seen);
  rng.state = 0x1D8E4E27C47D124Fu;
  int per_config = 24 * scale();
  for (int v = 0; v < 3; v++)
    for (int n = HOYITO_MIN_N; n <= HOYITO_MAX_N; n++)
      for (int cw = 0; cw < 2; cw++)
        for (int k = 0; k < per_config; k++) {
          hoyito_options o = {.variant = v, .n = n, .clockwise = cw, .limit = limits[k % 4]};
          hoyito_pos p;
          CHECK_INT(hoyito_start(&o, &p), 0);
          check_position(&p);
          int plies = 0, bound = move_bound(&p);
          while (plies < bound && random_move(&p, NULL)) plies++;
          CHECK_INT(p.turn, HOYITO_OVER); /* every game ends by a rule */
          seen.games++;
          if (check_failures) return;
        }
  CHECK(seen.games >= 1440);
  print_seen();
  /* The random games did reach the cases they are meant to cover. */
  CHECK(seen.ends[HOYITO_END_LAST_FOUR] > 0);
  CHECK(seen.ends[HOYITO_END_LIMIT] > 0);
  CHECK(seen.passes > 0);
  CHECK(seen.extra_turns > 0);
  CHECK(seen.mid_lap_last_four > 0);
}

/*
 * Random matches through hoyito_game_play and hoyito_game_next: R15(a) is
 * applied, and between games the refill (R16, R17), who starts (R18), round
 * and prev (R20) and the match end (R19) are checked against a hand-written
 * model of those rules.
 */
TEST(invariants_random_matches) {
  memset(&seen, 0, sizeof seen);
  rng.state = 0x5851F42D4C957F2Du;
  int matches = 0, games = 0, match_ends = 0, draws = 0, closed = 0;
  for (int rep = 0; rep < scale(); rep++)
    for (int v = 0; v < 3; v++)
      for (int n = HOYITO_MIN_N; n <= HOYITO_MAX_N; n++)
        for (int cw = 0; cw < 2; cw++) {
          hoyito_options o = {.variant = v, .n = n, .clockwise = cw, .limit = n <= 6 ? 40 : 60};
          hoyito_pos p;
          CHECK_INT(hoyito_start(&o, &p), 0);
          hoyito_game_init(&game, &p);
          matches++;
          for (int g = 0; g < 25; g++) {
            int plies = 0, bound = move_bound(&game.pos);
            hoyito_pos cur = game.pos;
            while (plies < bound && random_move(&cur, &game)) plies++;
            CHECK_INT(game.pos.turn, HOYITO_OVER);
            CHECK_INT(game.ply, plies + (game.pos.turn == HOYITO_OVER));
            games++;
            hoyito_pos over = game.pos;
            int first = game.first_mover, winner = -1;
            int result = hoyito_result(&over);
            int rc = hoyito_game_next(&game, &winner);
            /* R19, by hand: a player with fewer than 4 seeds has lost. */
            int have[2] = {over.captured[0] + over.aside[0], over.captured[1] + over.aside[1]};
            if (have[0] < 4 || have[1] < 4) {
              CHECK_INT(rc, HOYITO_E_MATCH_OVER);
              CHECK_INT(winner, have[0] < 4 ? HOYITO_NORTH : HOYITO_SOUTH);
              CHECK(memcmp(&game.pos, &over, sizeof over) == 0);
              match_ends++;
              break;
            }
            CHECK_INT(rc, 0);
            if (rc) return;
            const hoyito_pos *next = &game.pos;
            /* R16, R17 by hand: four to a hole from hole 1 up, the rest aside. */
            for (int pl = 0; pl < 2; pl++) {
              int filled = have[pl] / 4 < n ? have[pl] / 4 : n;
              for (int h = 1; h <= n; h++) {
                int i = hoyito_hole_index(next, pl, h);
                CHECK_INT(next->seeds[i], h <= filled ? 4 : 0);
                CHECK_INT(next->closed >> i & 1u, h > filled);
              }
              CHECK_INT(next->aside[pl], have[pl] - 4 * filled);
              CHECK_INT(next->captured[pl], 0);
              closed += filled < n;
            }
            /* R18: the winner starts; after a draw whoever moved second (they
             * always have a move on a freshly filled board). R20: round, prev. */
            CHECK_INT(next->turn, result == HOYITO_DRAW ? 1 - first : result);
            draws += result == HOYITO_DRAW;
            CHECK_INT(next->round, over.round + 1);
            CHECK_INT(next->prev, result);
            CHECK_INT(next->quiet, 0);
            CHECK_INT(next->clockwise, cw);
            CHECK_INT(next->limit, o.limit);
            check_position(next);
            if (check_failures) return;
          }
        }
  seen.games = games;
  print_seen();
  printf("  %d matches, %d games, %d ended by R19, %d draws\n", matches, games, match_ends, draws);
  CHECK(games > 300);
  CHECK(match_ends > 0);
  CHECK(draws > 0);
  CHECK(closed > 0);
  /* Repetition (R15a) ends are rare in random play (a few per thousand games):
   * test_rules covers them by hand; here they are only counted. */
}

/*
 * Random positions far from any start: random seed counts and closed holes,
 * every variant and size, both directions. Whatever hoyito_parse accepts
 * obeys the same rules: the legal moves play, the others fail rightly.
 */
TEST(invariants_random_positions) {
  memset(&seen, 0, sizeof seen);
  rng.state = 0xDA942042E4DD58B5u;
  int accepted = 0;
  for (int k = 0; k < 6000 * scale(); k++) {
    hoyito_pos p;
    memset(&p, 0, sizeof p);
    p.n = (uint8_t)(HOYITO_MIN_N + check_rng_below(&rng, HOYITO_MAX_N - HOYITO_MIN_N + 1));
    p.variant = (uint8_t)check_rng_below(&rng, 3);
    p.clockwise = (uint8_t)check_rng_below(&rng, 2);
    p.limit = HOYITO_DEFAULT_LIMIT;
    p.round = (uint16_t)(1 + check_rng_below(&rng, 4));
    p.prev = (uint8_t)(p.round > 1 ? check_rng_below(&rng, 3) : HOYITO_NONE);
    p.turn = (uint8_t)check_rng_below(&rng, 2);
    int holes = 2 * p.n;
    if (check_rng_below(&rng, 3) == 0) { /* close the top holes of each row, as a refill would */
      int open_s = 1 + (int)check_rng_below(&rng, (unsigned)p.n),
          open_n = 1 + (int)check_rng_below(&rng, (unsigned)p.n);
      for (int h = open_s; h < p.n; h++) p.closed |= 1u << h;
      for (int h = open_n; h < p.n; h++) p.closed |= 1u << (p.n + h);
    }
    int board = 4 * (1 + (int)check_rng_below(&rng, (unsigned)(2 * p.n)));
    for (int s = 0; s < board; s++) {
      int i;
      do i = (int)check_rng_below(&rng, (unsigned)holes);
      while (p.closed >> i & 1u);
      p.seeds[i]++;
    }
    int rest = 8 * p.n - board;
    if (p.closed) {
      p.aside[0] = (uint16_t)(rest / 4);
      rest -= p.aside[0];
    }
    p.captured[0] = (uint16_t)(rest / 2);
    p.captured[1] = (uint16_t)(rest - rest / 2);
    char text[HOYITO_MAX_POS_TEXT];
    hoyito_format(&p, text, sizeof text);
    hoyito_pos q;
    if (hoyito_parse(text, &q, NULL) != 0) continue; /* e.g. the player to move must pass */
    accepted++;
    check_position(&q);
    check_every_move(&q);
    seen.closed_seen += q.closed != 0;
    if (check_failures) return;
  }
  printf("  %d random positions accepted, %ld with closed holes, %ld endless moves met\n", accepted,
         seen.closed_seen, seen.endless_seen);
  CHECK(accepted > 3000 * scale());
  CHECK(seen.closed_seen > 0);
  CHECK(seen.endless_seen > 0);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
