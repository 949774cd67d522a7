/* A program outside the project: plays the moves given as arguments from
 * the start of Hoyito I on 2x6 with the installed libhoyito and prints the
 * position string after them (or the engine's error). It includes every
 * installed header (hoyito_all.h) and calls into each, so that a header
 * that does not compile, or a declared function the library lacks, fails. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoyito_all.h"

static hoyito_game game; /* about 33 KB: not on the stack */

/* An engine in the program's own memory (its layout is the library's, not
 * the program's) finds a legal move at the start. */
static int search_start(void) {
  void *mem = malloc(hoyito_ai_size());
  hoyito_ai *ai = NULL;
  hoyito_search_result r;
  hoyito_search_limits limits = {.depth = 2};
  int ok = mem && hoyito_ai_init(mem, hoyito_ai_size(), NULL, 0, &ai) == 0 &&
           hoyito_ai_search(ai, &game.pos, &limits, NULL, &r) == 0 && r.move >= 1 && r.move <= 6;
  free(mem);
  return ok;
}

/* One call declared by each header, with the answer the rules give. */
static int check_headers(void) {
  const char *level;
  uint32_t boards;
  if (hoyito_ai_level_name(HOYITO_AI_DEFAULT_LEVEL, &level) != 0) return 0; /* hoyito_ai.h */
  if (!search_start()) return 0;
  if (hoyito_tables_boards(4, &boards) != 0 || boards != 1365) return 0; /* hoyito_tables.h */
  if (hoyito_prove(NULL, NULL, NULL, NULL, 0, NULL) != HOYITO_E_ARGUMENT)
    return 0;                                                         /* hoyito_prove.h */
  if (hoyito_record_size(&game) < strlen("[Result \"*\"]")) return 0; /* hoyito_record.h */
  if (hoyito_version_number() != HOYITO_VERSION_NUMBER) return 0;     /* hoyito_version.h */
  return strcmp(hoyito_strerror(HOYITO_E_MOVE_EMPTY), "that hole is empty") == 0; /* hoyito.h */
}

int main(int argc, char **argv) {
  hoyito_options opts = {HOYITO_I, 6, 0, 0};
  hoyito_pos pos;
  char text[HOYITO_MAX_POS_TEXT];
  if (hoyito_start(&opts, &pos) != 0) return 1;
  hoyito_game_init(&game, &pos);
  if (!check_headers()) {
    fprintf(stderr, "error: a call of an installed header gave a wrong answer\n");
    return 1;
  }
  for (int i = 1; i < argc; i++) {
    int rc = hoyito_play(&pos, atoi(argv[i]), &pos, NULL);
    if (rc < 0) {
      fprintf(stderr, "error: move %s: %s\n", argv[i], hoyito_strerror(rc));
      return 1;
    }
  }
  if (hoyito_format(&pos, text, sizeof text) < 0) return 1;
  printf("%s\n", text);
  return 0;
}
