/*
 * cli_common.h - what every command of the hoyito CLI shares: its exit
 * codes, how it reads a number argument and a file.
 */
#ifndef HOYITO_CLI_COMMON_H
#define HOYITO_CLI_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoyito.h"

/* What a command returns; main() turns CLI_USAGE into the command's usage. */
enum {
  CLI_OK = 0,
  CLI_IO = 1,    /* reading, writing or memory failed */
  CLI_BAD = 2,   /* bad input: an "error:" line was printed */
  CLI_USAGE = -1 /* wrong arguments */
};

/* The rules row of a variant the CLI holds already checked (a parsed
 * position's, an option's): never NULL for those. */
static inline const hoyito_rules *cli_rules(int variant) {
  const hoyito_rules *r = NULL;
  return hoyito_rules_of(variant, &r) == 0 ? r : NULL;
}

/* A whole decimal number lo..hi, nothing before or after it: 0 and *out set,
 * or -1 and *out untouched. */
static inline int cli_parse_long(const char *s, long lo, long hi, long *out) {
  char *end;
  if (!s || !*s) return -1;
  long v = strtol(s, &end, 10);
  if (*end || v < lo || v > hi) return -1;
  *out = v;
  return 0;
}

/* Prints "error: WHAT: DETAIL" (DETAIL may be NULL) to stderr; CLI_BAD. */
static inline int cli_error(const char *what, const char *detail) {
  fprintf(stderr, "error: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  return CLI_BAD;
}

/* Reads at most limit + 1 bytes of a file (or stdin for "-"), so that the
 * reader can refuse more; NULL (errno set) when it cannot be read. */
static inline char *cli_slurp(const char *path, size_t limit, size_t *len) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) return NULL;
  char *buf = malloc(limit + 1);
  size_t n = buf ? fread(buf, 1, limit + 1, f) : 0;
  int failed = !buf || ferror(f);
  if (f != stdin) fclose(f);
  if (failed) {
    free(buf);
    return NULL;
  }
  *len = n;
  return buf;
}

#endif
