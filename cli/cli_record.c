/*
 * cli_record.c - `hoyito record write POS [MOVE...] [--south NAME ...]` prints
 * the record of that game; `hoyito record read FILE|-` checks every move of
 * a record and prints the position it ends in; `hoyito record read --all
 * FILE|-` does so for every game of a file of many.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_common.h"
#include "cli_record.h"
#include "hoyito_record.h"

static int record_write(int argc, char **argv) {
  if (argc < 1) return CLI_USAGE;
  hoyito_record_info info;
  memset(&info, 0, sizeof info);
  static const struct {
    const char *flag;
    size_t offset;
  } texts[] = {
      {"--event", offsetof(hoyito_record_info, event)},
      {"--site", offsetof(hoyito_record_info, site)},
      {"--date", offsetof(hoyito_record_info, date)},
      {"--south", offsetof(hoyito_record_info, south)},
      {"--north", offsetof(hoyito_record_info, north)},
  };
  hoyito_game *g = malloc(sizeof *g);
  if (!g) {
    fprintf(stderr, "error: out of memory\n");
    return CLI_IO;
  }
  hoyito_error perr;
  hoyito_pos start;
  if (hoyito_parse(argv[0], &start, &perr)) {
    fprintf(stderr, "error: bad position: %s\n", perr.message);
    free(g);
    return CLI_BAD;
  }
  hoyito_game_init(g, &start);
  int rc = CLI_OK;
  for (int k = 1; k < argc && rc == CLI_OK; k++) {
    size_t t = 0;
    while (t < sizeof texts / sizeof texts[0] && strcmp(argv[k], texts[t].flag)) t++;
    if (t < sizeof texts / sizeof texts[0]) {
      if (k + 1 >= argc) {
        rc = CLI_USAGE;
        break;
      }
      char *field = (char *)&info + texts[t].offset;
      snprintf(field, HOYITO_RECORD_TEXT, "%s", argv[++k]);
      continue;
    }
    char *end;
    long move = strtol(argv[k], &end, 10);
    if (*end || end == argv[k] || move < 1 || move > HOYITO_MAX_N) {
      fprintf(stderr, "error: move %d given is not a hole number 1..%d\n", g->ply + 1, start.n);
      rc = CLI_BAD;
      break;
    }
    int prc = hoyito_game_play(g, (int)move, NULL);
    if (prc) {
      fprintf(stderr, "error: move %d given (%ld): %s\n", g->ply + 1, move, hoyito_strerror(prc));
      rc = CLI_BAD;
    }
  }
  if (rc == CLI_OK) {
    size_t size = hoyito_record_size(g);
    char *text = malloc(size);
    if (!text) {
      rc = CLI_IO;
      fprintf(stderr, "error: out of memory\n");
    } else {
      hoyito_record_write(g, &info, text, size);
      fputs(text, stdout);
      free(text);
    }
  }
  free(g);
  return rc;
}

/* Prints the final position of every game of a file of many, "K<TAB>POSITION" a
 * line; a bad game is named on stderr ("error: game K: line L: ...") and the
 * rest are read. */
static int read_all(const char *text, size_t len, hoyito_game *games) {
  hoyito_record_place place = {0, 1};
  hoyito_record_error err;
  int bad = 0, rc;
  size_t before = 0;
  for (int k = 1; (rc = hoyito_record_read_next(text, len, &place, NULL, &games[0], NULL, &games[1],
                                                &err)) != HOYITO_RECORD_END;
       k++, before = place.at) {
    if (rc && place.at == before) { /* the file as a whole (too long) */
      fprintf(stderr, "error: %s\n", err.message);
      return CLI_BAD;
    }
    if (rc) {
      fprintf(stderr, "error: game %d: %s\n", k, err.message);
      bad = 1;
      continue;
    }
    char pos[HOYITO_MAX_POS_TEXT];
    hoyito_format(&games[0].pos, pos, sizeof pos);
    printf("%d\t%s\n", k, pos);
  }
  return bad ? CLI_BAD : CLI_OK;
}

static int record_read(int argc, char **argv) {
  int all = argc == 2 && strcmp(argv[0], "--all") == 0;
  if (argc != 1 && !all) return CLI_USAGE;
  size_t len = 0;
  char *text = cli_slurp(argv[all], all ? HOYITO_MAX_RECORD_FILE : HOYITO_MAX_RECORD, &len);
  if (!text) {
    fprintf(stderr, "error: cannot read the record\n");
    return CLI_IO;
  }
  hoyito_game *games = malloc(2 * sizeof *games);
  if (!games) {
    free(text);
    fprintf(stderr, "error: out of memory\n");
    return CLI_IO;
  }
  hoyito_record_error err;
  int rc = all ? read_all(text, len, games)
               : hoyito_record_read(text, len, &games[0], NULL, &games[1], &err);
  if (!all && rc == CLI_OK) {
    char pos[HOYITO_MAX_POS_TEXT];
    hoyito_format(&games[0].pos, pos, sizeof pos);
    puts(pos);
  } else if (!all) {
    fprintf(stderr, "error: %s\n", err.message);
  }
  free(games);
  free(text);
  return rc == CLI_OK ? CLI_OK : CLI_BAD;
}

int hoyito_cli_record(int argc, char **argv) {
  if (argc >= 1 && strcmp(argv[0], "write") == 0) return record_write(argc - 1, argv + 1);
  if (argc >= 1 && strcmp(argv[0], "read") == 0) return record_read(argc - 1, argv + 1);
  return CLI_USAGE;
}
