/*
 * test_vectors.c - the 465 rule cases of tests/data/rules_cases.tsv, computed
 * by an independent model of docs/RULES.md: the legal moves of each position
 * and the position after a move. tests/drift.cmake keeps the file equal to
 * the contract's copy when that is at hand.
 */
#include <stdlib.h>

#include "check.h"
#include "hoyito.h"

static void moves_text(const hoyito_pos *p, char *out, size_t size) {
  int moves[HOYITO_MAX_N];
  int count = hoyito_legal_moves(p, moves);
  size_t len = 0;
  out[0] = '\0';
  for (int i = 0; i < count; i++)
    len += (size_t)snprintf(out + len, size - len, i ? " %d" : "%d", moves[i]);
}

TEST(vectors_all) {
  FILE *f = fopen(HOYITO_DATA_DIR "/rules_cases.tsv", "r");
  CHECK(f != NULL);
  if (!f) return;
  char line[1024];
  int cases = 0;
  while (fgets(line, sizeof line, f)) {
    char *cols[4], *save = NULL;
    line[strcspn(line, "\r\n")] = '\0';
    cols[0] = strtok_r(line, "\t", &save);
    for (int c = 1; c < 4; c++) cols[c] = strtok_r(NULL, "\t", &save);
    if (!cols[0] || !cols[3]) continue;
    cases++;
    hoyito_pos p, after;
    hoyito_error err;
    int rc = hoyito_parse(cols[0], &p, &err);
    if (rc) {
      printf("  case %d: %s\n  parse: %s\n", cases, cols[0], err.message);
      CHECK_INT(rc, 0);
      continue;
    }
    char text[HOYITO_MAX_POS_TEXT], moves[64];
    hoyito_format(&p, text, sizeof text);
    CHECK_STR(text, cols[0]);
    moves_text(&p, moves, sizeof moves);
    if (strcmp(moves, cols[3]) != 0) printf("  case %d: moves of %s\n", cases, cols[0]);
    CHECK_STR(moves, cols[3]);
    rc = hoyito_play(&p, atoi(cols[1]), &after, NULL);
    CHECK_INT(rc, 0);
    hoyito_format(&after, text, sizeof text);
    if (strcmp(text, cols[2]) != 0) printf("  case %d: %s move %s\n", cases, cols[0], cols[1]);
    CHECK_STR(text, cols[2]);
  }
  fclose(f);
  CHECK_INT(cases, 465);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
