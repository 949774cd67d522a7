/* A program outside the project: plays the moves given as arguments from
 * the start of Hoyito I on 2x6 with the installed libhoyito and prints the
 * position string after them (or the engine's error). */
#include <stdio.h>
#include <stdlib.h>

#include <hoyito.h>

int main(int argc, char **argv) {
  hoyito_options opts = {HOYITO_I, 6, 0, 0};
  hoyito_pos pos;
  char text[HOYITO_MAX_POS_TEXT];
  if (hoyito_start(&opts, &pos) != 0) return 1;
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
