/*
 * fuzz_play.c - moves on positions built from the fuzzer's bytes, with the
 * invariants every move keeps: the legal list is exactly what hoyito_play
 * accepts (and what the independent reference says), seeds are conserved,
 * the game is over exactly when the position says so, the events add up,
 * the event and silent paths agree, and the notation round-trips.
 */
#include "fuzz_util.h"
#include "../reference/ref_hoyito.h"

#define EVENTS (1 << 17) /* more than a move of HOYITO_MAX_PICKUPS laps makes */
static hoyito_event events[EVENTS];

static void check_position(const hoyito_pos *p, int count) {
  FUZZ_CHECK(fuzz_seeds(p) == 8 * p->n);
  FUZZ_CHECK(hoyito_board_total(p) % 4 == 0);
  if (p->turn == HOYITO_OVER) {
    FUZZ_CHECK(hoyito_board_total(p) == 0 && count == 0 && p->quiet == 0);
    FUZZ_CHECK(hoyito_result(p) != HOYITO_NONE);
  } else {
    FUZZ_CHECK(p->turn <= HOYITO_NORTH && count > 0 && p->quiet < p->limit);
    FUZZ_CHECK(hoyito_board_total(p) > 0 && hoyito_result(p) == HOYITO_NONE);
  }
  char text[HOYITO_MAX_POS_TEXT];
  FUZZ_CHECK(hoyito_format(p, text, sizeof text) > 0);
  hoyito_pos back;
  FUZZ_CHECK(hoyito_parse(text, &back, NULL) == HOYITO_OK);
  FUZZ_CHECK(memcmp(&back, p, sizeof back) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_in in = {data, size, 0};
  hoyito_pos p;
  if (fuzz_position(&in, &p)) return 0;
  for (int step = 0; step < 64 && fuzz_left(&in); step++) {
    int moves[HOYITO_MAX_N];
    int count = hoyito_legal_moves(&p, moves);
    check_position(&p, count);

    char text[HOYITO_MAX_POS_TEXT], mine[64], ref[600];
    hoyito_format(&p, text, sizeof text);
    fuzz_moves_text(moves, count, mine, sizeof mine);
    FUZZ_CHECK(ref_moves(text, ref, sizeof ref) == 0);
    if (strcmp(mine, ref) != 0) {
      fprintf(stderr, "%s: moves %s, reference %s\n", text, mine, ref);
      abort();
    }

    if (p.turn == HOYITO_OVER) {
      int winner;
      int rc = hoyito_next_game(&p, fuzz_byte(&in) & 1, &p, &winner);
      if (rc == HOYITO_E_MATCH_OVER) {
        FUZZ_CHECK(winner == hoyito_match_winner(&p) && winner != HOYITO_NONE);
        return 0;
      }
      FUZZ_CHECK(rc == HOYITO_OK);
      continue;
    }

    /* Every hole number and a few outside 1..n: accepted iff listed. */
    int listed[HOYITO_MAX_N + 3] = {0};
    for (int k = 0; k < count; k++) listed[moves[k]] = 1;
    for (int m = 0; m <= p.n + 1; m++) {
      hoyito_pos q = p, before = p;
      int rc = hoyito_play(&p, m, &q, NULL);
      FUZZ_CHECK((rc == HOYITO_OK) == listed[m]);
      if (rc) FUZZ_CHECK(memcmp(&q, &before, sizeof q) == 0);
      if (m < 1 || m > p.n) FUZZ_CHECK(rc == HOYITO_E_MOVE_RANGE);
    }

    unsigned b = fuzz_byte(&in);
    int move = moves[b % (unsigned)count];
    hoyito_pos silent, q;
    FUZZ_CHECK(hoyito_play(&p, move, &silent, NULL) == HOYITO_OK);
    hoyito_events ev = {events, EVENTS, 0};
    FUZZ_CHECK(hoyito_play(&p, move, &q, &ev) == HOYITO_OK);
    FUZZ_CHECK(ev.count <= EVENTS);
    FUZZ_CHECK(memcmp(&q, &silent, sizeof q) == 0);

    /* The events add up: seeds picked up are dropped or still in hand at
     * the end; what the players gained is what was captured or collected. */
    long picked = 0, dropped = 0, hand = 0, gained = 0, pickups = 0;
    for (int k = 0; k < ev.count; k++) {
      const hoyito_event *e = &events[k];
      switch (e->type) {
        case HOYITO_EV_PICKUP:
          picked += e->count;
          pickups++;
          FUZZ_CHECK(e->player == p.turn);
          break;
        case HOYITO_EV_DROP:
          dropped++;
          FUZZ_CHECK(e->player == p.turn);
          break;
        case HOYITO_EV_CAPTURE:
          gained += e->count;
          FUZZ_CHECK(e->player == p.turn);
          break;
        case HOYITO_EV_COLLECT:
          gained += e->count;
          if (e->hole == HOYITO_HAND) hand += e->count;
          break;
        default:
          break;
      }
    }
    FUZZ_CHECK(pickups >= 1 && pickups <= HOYITO_MAX_PICKUPS);
    FUZZ_CHECK(picked == dropped + hand);
    FUZZ_CHECK(gained == (long)(q.captured[0] + q.captured[1]) - p.captured[0] - p.captured[1]);
    FUZZ_CHECK((ev.count > 0 && events[ev.count - 1].type == HOYITO_EV_GAME_END) ==
               (q.turn == HOYITO_OVER));

    /* The independent reference plays it to the same position. */
    char after[HOYITO_MAX_POS_TEXT];
    hoyito_format(&q, after, sizeof after);
    FUZZ_CHECK(ref_play(text, move, ref, sizeof ref) == 0);
    if (strcmp(after, ref) != 0) {
      fprintf(stderr, "%s play %d: %s, reference %s\n", text, move, after, ref);
      abort();
    }
    p = q;
  }
  return 0;
}
