/*
 * fuzz_util.h - what the libFuzzer targets share: reading the fuzzer's bytes
 * as choices, building a valid position from them, and checks that abort
 * (libFuzzer keeps the input that aborted).
 */
#ifndef HOYITO_FUZZ_UTIL_H
#define HOYITO_FUZZ_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoyito.h"

#define FUZZ_CHECK(cond)                                                       \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      abort();                                                                 \
    }                                                                          \
  } while (0)

/* The fuzzer's bytes, read front to back; 0 once they run out. */
typedef struct {
  const uint8_t *data;
  size_t size, at;
} fuzz_in;

static inline int fuzz_left(const fuzz_in *in) {
  return in->at < in->size;
}
static inline unsigned fuzz_byte(fuzz_in *in) {
  return in->at < in->size ? in->data[in->at++] : 0;
}
static inline unsigned fuzz_u16(fuzz_in *in) {
  unsigned lo = fuzz_byte(in);
  return lo | fuzz_byte(in) << 8;
}

static inline int fuzz_seeds(const hoyito_pos *p) {
  return hoyito_board_total(p) + p->captured[0] + p->captured[1] + p->aside[0] + p->aside[1];
}

/* The legal moves as text ("1 3 4"), as the reference writes them. */
static inline void fuzz_moves_text(const int *moves, int count, char *out, size_t size) {
  size_t len = 0;
  out[0] = '\0';
  for (int i = 0; i < count && len < size; i++)
    len += (size_t)snprintf(out + len, size - len, i ? " %d" : "%d", moves[i]);
}

/*
 * A valid position from the bytes: either parsed text (when the fuzzer finds
 * some that parses) or a start position of any variant, size, direction and
 * limit followed by up to 255 legal moves, across games of a match (closed
 * holes, set-aside seeds). Returns 0, or -1 when the match ended.
 */
static inline int fuzz_position(fuzz_in *in, hoyito_pos *p) {
  unsigned mode = fuzz_byte(in);
  if (mode & 1) {
    char text[HOYITO_MAX_POS_TEXT];
    size_t len = fuzz_byte(in) % (sizeof text);
    size_t k = 0;
    while (k < len && fuzz_left(in)) text[k++] = (char)fuzz_byte(in);
    text[k] = '\0';
    if (hoyito_parse(text, p, NULL) == HOYITO_OK) return 0;
  }
  hoyito_options o = {(int)(mode >> 1) % 3, HOYITO_MIN_N + (int)(mode >> 3) % 10, (int)(mode >> 7),
                      0};
  unsigned limit = fuzz_byte(in);
  o.limit = limit < 128 ? 0 : (int)(limit - 127); /* default, or 1..128 */
  FUZZ_CHECK(hoyito_start(&o, p) == HOYITO_OK);
  unsigned plies = fuzz_byte(in);
  for (unsigned k = 0; k < plies; k++) {
    int moves[HOYITO_MAX_N];
    int count = hoyito_legal_moves(p, moves);
    if (count == 0) {
      int rc = hoyito_next_game(p, fuzz_byte(in) & 1, p, NULL);
      if (rc == HOYITO_E_MATCH_OVER) return -1;
      FUZZ_CHECK(rc == HOYITO_OK);
      continue;
    }
    FUZZ_CHECK(hoyito_play(p, moves[fuzz_byte(in) % (unsigned)count], p, NULL) == HOYITO_OK);
  }
  return 0;
}

#endif
