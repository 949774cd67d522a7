/*
 * fuzz_notation.c - the notation parser on any bytes: an accepted string
 * formats back to itself (only the canonical spelling parses), a refused
 * one reports a consistent error, and an accepted position is a valid one.
 */
#include "fuzz_util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  /* Longer than the input limit too, to reach the length check. */
  static char text[HOYITO_MAX_INPUT + 64];
  size_t len = size < sizeof text - 1 ? size : sizeof text - 1;
  memcpy(text, data, len);
  text[len] = '\0';
  len = strlen(text);

  hoyito_pos p;
  memset(&p, 0xA5, sizeof p);
  hoyito_pos untouched = p;
  hoyito_error err;
  int rc = hoyito_parse(text, &p, &err);
  if (rc != HOYITO_OK) {
    FUZZ_CHECK(rc < 0 && err.code == rc);
    FUZZ_CHECK(err.offset >= 0 && (size_t)err.offset <= len);
    FUZZ_CHECK(memchr(err.message, '\0', sizeof err.message) && err.message[0]);
    FUZZ_CHECK(memcmp(&p, &untouched, sizeof p) == 0);
    FUZZ_CHECK(hoyito_strerror(rc) != NULL);
    return 0;
  }
  FUZZ_CHECK(err.code == 0);
  /* parse -> format is the identity on accepted text. */
  char out[HOYITO_MAX_POS_TEXT];
  int n = hoyito_format(&p, out, sizeof out);
  FUZZ_CHECK(n > 0 && (size_t)n == len && strcmp(out, text) == 0);
  /* A buffer one byte short is refused, never overrun. */
  char small[HOYITO_MAX_POS_TEXT];
  FUZZ_CHECK(hoyito_format(&p, small, (size_t)n) == HOYITO_E_BUFFER);
  /* An accepted position is valid: R1 sizes, seeds conserved, board in
   * fours, game over exactly when the board is empty, and the player to
   * move has a legal move. */
  FUZZ_CHECK(p.n >= HOYITO_MIN_N && p.n <= HOYITO_MAX_N && p.variant < HOYITO_VARIANT_COUNT);
  FUZZ_CHECK(fuzz_seeds(&p) == 8 * p.n);
  FUZZ_CHECK(hoyito_board_total(&p) % 4 == 0);
  int moves[HOYITO_MAX_N];
  int count = hoyito_legal_moves(&p, moves);
  if (p.turn == HOYITO_OVER) {
    FUZZ_CHECK(hoyito_board_total(&p) == 0 && count == 0);
    FUZZ_CHECK(hoyito_result(&p) != HOYITO_NONE);
  } else {
    FUZZ_CHECK(hoyito_board_total(&p) > 0 && count > 0 && p.quiet < p.limit);
    FUZZ_CHECK(hoyito_result(&p) == HOYITO_NONE);
  }
  for (int i = 0; i < HOYITO_MAX_HOLES; i++)
    if (i >= 2 * p.n || p.closed >> i & 1u) FUZZ_CHECK(p.seeds[i] == 0);
  FUZZ_CHECK(p.pad == 0 && p.closed >> (2 * p.n) == 0);
  /* Equal positions compare equal bytewise: parsing again gives the same. */
  hoyito_pos again;
  FUZZ_CHECK(hoyito_parse(out, &again, NULL) == HOYITO_OK);
  FUZZ_CHECK(memcmp(&again, &p, sizeof p) == 0);
  return 0;
}
