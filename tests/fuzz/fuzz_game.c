/*
 * fuzz_game.c - the game and match API (hoyito_game_*) driven by the
 * fuzzer's bytes: play, undo, redo, next game. A shadow record of the
 * positions, kept here by plain hoyito_play, checks each step: undo gives
 * back the previous position, redo the undone one, R15(a) ends a game
 * exactly on a third occurrence, and a refused call changes nothing.
 */
#include "fuzz_util.h"

#define SHADOW 4096 /* plies followed per input */
static hoyito_game game, before;
static hoyito_pos shadow[SHADOW + 1]; /* shadow[k]: the position after k moves */
static int shadow_end;                /* positions known, for redo: shadow[0..shadow_end] */
static hoyito_event events[1 << 17];

static int same_place(const hoyito_pos *a, const hoyito_pos *b) {
  return a->turn == b->turn && memcmp(a->seeds, b->seeds, sizeof a->seeds) == 0;
}

/* What hoyito_game_play must give after shadow[ply]: the move, then R15(a). */
static hoyito_pos expected_after(int ply, int move) {
  hoyito_pos next;
  FUZZ_CHECK(hoyito_play(&shadow[ply], move, &next, NULL) == HOYITO_OK);
  if (next.turn == HOYITO_OVER) return next;
  int seen = 1;
  for (int k = 0; k <= ply; k++) seen += same_place(&shadow[k], &next);
  if (seen >= 3) hoyito_end_by_sweep(&next, HOYITO_END_REPETITION, NULL);
  return next;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_in in = {data, size, 0};
  hoyito_pos start;
  if (fuzz_position(&in, &start)) return 0;
  hoyito_game_init(&game, &start);
  shadow[0] = start;
  shadow_end = 0;
  while (fuzz_left(&in) && game.ply < SHADOW) {
    unsigned op = fuzz_byte(&in);
    before = game;
    int rc;
    switch (op % 8) {
      case 0: /* undo */
        rc = hoyito_game_undo(&game);
        FUZZ_CHECK(rc == (before.ply ? HOYITO_OK : HOYITO_E_NO_UNDO));
        if (rc == HOYITO_OK)
          FUZZ_CHECK(game.ply == before.ply - 1 && game.ply_end == before.ply_end);
        break;
      case 1: /* redo */
        rc = hoyito_game_redo(&game, NULL);
        FUZZ_CHECK(rc == (before.ply < before.ply_end ? HOYITO_OK : HOYITO_E_NO_REDO));
        if (rc == HOYITO_OK)
          FUZZ_CHECK(game.ply == before.ply + 1 && game.ply_end == before.ply_end);
        break;
      case 2: { /* next game of the match */
        int winner = -1;
        rc = hoyito_game_next(&game, &winner);
        if (before.pos.turn != HOYITO_OVER) {
          FUZZ_CHECK(rc == HOYITO_E_NOT_OVER);
          break;
        }
        hoyito_pos want;
        int want_rc = hoyito_next_game(&before.pos, before.first_mover, &want, NULL);
        FUZZ_CHECK(rc == want_rc);
        if (rc == HOYITO_E_MATCH_OVER) return 0;
        FUZZ_CHECK(rc == HOYITO_OK && game.ply == 0 && game.ply_end == 0);
        FUZZ_CHECK(memcmp(&game.pos, &want, sizeof want) == 0);
        FUZZ_CHECK(game.first_mover == want.turn);
        shadow[0] = want;
        shadow_end = 0;
        continue;
      }
      default: { /* a move: usually legal, sometimes any number */
        int moves[HOYITO_MAX_N];
        int count = hoyito_legal_moves(&game.pos, moves);
        int move = count && op < 0xF0 ? moves[op % (unsigned)count] : (int)(op & 15) - 2;
        hoyito_events ev = {events, (int)(sizeof events / sizeof events[0]), 0};
        rc = hoyito_game_play(&game, move, &ev);
        int legal = 0;
        for (int k = 0; k < count; k++) legal |= moves[k] == move;
        FUZZ_CHECK((rc == HOYITO_OK) == legal);
        if (rc != HOYITO_OK) break;
        hoyito_pos want = expected_after(before.ply, move);
        FUZZ_CHECK(memcmp(&game.pos, &want, sizeof want) == 0);
        FUZZ_CHECK(game.ply == before.ply + 1 && game.ply_end == game.ply);
        /* Repetition shows in the events as a game end by R15(a). */
        int repetition = 0;
        for (int k = 0; k < ev.count && k < ev.capacity; k++)
          repetition |=
              events[k].type == HOYITO_EV_GAME_END && events[k].aux == HOYITO_END_REPETITION;
        hoyito_pos plain;
        hoyito_play(&shadow[before.ply], move, &plain, NULL);
        FUZZ_CHECK(repetition == (memcmp(&plain, &game.pos, sizeof plain) != 0));
        shadow[game.ply] = game.pos;
        shadow_end = game.ply;
        continue;
      }
    }
    if (rc != HOYITO_OK) {
      FUZZ_CHECK(memcmp(&game, &before, sizeof game) == 0); /* refused: unchanged */
      continue;
    }
    /* After undo or redo the position is the one recorded for that ply. */
    FUZZ_CHECK(game.ply <= shadow_end);
    FUZZ_CHECK(memcmp(&game.pos, &shadow[game.ply], sizeof game.pos) == 0);
    FUZZ_CHECK(memcmp(&game.start, &shadow[0], sizeof game.start) == 0);
  }
  return 0;
}
