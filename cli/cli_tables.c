/*
 * cli_tables.c - the endgame tables' commands (see cli_tables.h):
 *   hoyito tables build [--seeds K] [--variant I|II|III] [--limit L] [--out DIR]
 *       Builds the tables of each variant asked (default all three) up to K
 *       seeds (4, 8, 12 or 16; default 8) and writes DIR/hoyito-V.tbl (default
 *       DIR: tables), the image of hoyito_tables_build() byte for byte, with
 *       its header and checksum. Prints, per variant, what was stored, the
 *       file's size, the build's CPU time and its memory.
 *   hoyito solve POS [--tables DIR]
 *       The value of POS from the tables (default DIR: $HOYITO_TABLES, else
 *       tables) and the moves that keep it; "unproven: why" when they do
 *       not cover POS.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_tables.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>

#include "cli_common.h"
#include "hoyito.h"

/* A file bigger than this is refused unread: K = 16 at limit 100 is 1.45 GB
 * at most (a larger limit at K = 16 cannot be loaded, and is not built: cmd_build). */
#define MAX_FILE_BYTES ((size_t)1 << 31)

static double cpu_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void file_name(const char *dir, int variant, char *buf, size_t size) {
  snprintf(buf, size, "%s/hoyito-%s.tbl", dir, hoyito_rules_of(variant)->name);
}

int cli_tables_load(const char *dir, int variant, hoyito_tables *t, void **buffer, char *msg,
                    size_t size) {
  char path[1024];
  file_name(dir, variant, path, sizeof path);
  *buffer = NULL;
  FILE *f = fopen(path, "rb");
  if (!f) {
    snprintf(msg, size, "cannot read tables %s: %s", path, strerror(errno));
    return -1;
  }
  struct stat st;
  if (fstat(fileno(f), &st) != 0 || st.st_size < 0 || (size_t)st.st_size > MAX_FILE_BYTES) {
    fclose(f);
    snprintf(msg, size, "tables %s refused: not a regular file of at most 2 GB", path);
    return -1;
  }
  size_t bytes = (size_t)st.st_size;
  uint8_t *buf = malloc(bytes ? bytes : 1);
  if (!buf) {
    fclose(f);
    snprintf(msg, size, "tables %s: out of memory for %zu bytes", path, bytes);
    return -1;
  }
  size_t got = fread(buf, 1, bytes, f);
  fclose(f);
  if (got != bytes) {
    free(buf);
    snprintf(msg, size, "cannot read tables %s: short read", path);
    return -1;
  }
  int rc = hoyito_tables_open(buf, bytes, t);
  if (rc != HOYITO_TABLES_OK || t->variant != variant) {
    free(buf);
    if (rc != HOYITO_TABLES_OK)
      snprintf(msg, size, "tables %s refused: %s", path, hoyito_tables_strerror(rc));
    else
      snprintf(msg, size, "tables %s refused: they are Hoyito %s's", path,
               hoyito_rules_of(t->variant)->name);
    return -1;
  }
  *buffer = buf;
  return 0;
}

/* ---- tables build ---------------------------------------------------------------------- */

static int write_file(const char *path, const void *data, size_t bytes) {
  char tmp[1100];
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "wb");
  if (!f) return -1;
  int ok = fwrite(data, 1, bytes, f) == bytes;
  ok = fclose(f) == 0 && ok;
  if (ok && rename(tmp, path) == 0) return 0; /* never a half-written file under the real name */
  remove(tmp);
  return -1;
}

static int build_one(int variant, int k, int limit, const char *dir) {
  size_t image_bytes = hoyito_tables_image_bytes(k, limit);
  size_t scratch_bytes = hoyito_tables_scratch_bytes(k);
  void *image = malloc(image_bytes), *scratch = malloc(scratch_bytes);
  if (!image || !scratch) {
    free(image);
    free(scratch);
    fprintf(stderr, "error: out of memory (%zu bytes)\n", image_bytes + scratch_bytes);
    return CLI_IO;
  }
  double t0 = cpu_seconds();
  size_t used;
  int rc = hoyito_tables_build(variant, k, limit, image, image_bytes, scratch, scratch_bytes, &used);
  double secs = cpu_seconds() - t0;
  free(scratch);
  if (rc) {
    free(image);
    return cli_error(hoyito_tables_strerror(rc), NULL);
  }
  hoyito_tables t;
  rc = hoyito_tables_open(image, used, &t);
  if (rc) { /* the image just built must open */
    free(image);
    fprintf(stderr, "error: built tables do not check: %s\n", hoyito_tables_strerror(rc));
    return CLI_IO;
  }
  char path[1024];
  file_name(dir, variant, path, sizeof path);
  if (write_file(path, image, used)) {
    free(image);
    fprintf(stderr, "error: cannot write %s: %s\n", path, strerror(errno));
    return CLI_IO;
  }
  printf("%s: K=%d limit %d:", hoyito_rules_of(variant)->name, k, limit);
  for (int s = 4; s <= k; s += 4) {
    int i = s / 4 - 1;
    printf(" %d seeds %u boards, layers %d..%d stored;", s, t.boards[i], limit - 1, t.first_layer[i]);
  }
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf(" %s %zu bytes; %.2f s cpu; memory %.1f MB allocated, max rss %.1f MB\n", path, used,
         secs, (double)(image_bytes + scratch_bytes) / 1048576.0, (double)ru.ru_maxrss / 1024.0);
  free(image);
  return CLI_OK;
}

static int cmd_build(int argc, char **argv) {
  long k = 8, limit = HOYITO_DEFAULT_LIMIT;
  int variant = -1;
  const char *dir = CLI_TABLES_DEFAULT_DIR;
  for (int i = 0; i < argc; i += 2) { /* every option takes a value */
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!v) return CLI_USAGE;
    if (strcmp(a, "--seeds") == 0) {
      if (cli_parse_long(v, 4, 16, &k) || k % 4) return cli_error("--seeds wants 4, 8, 12 or 16", v);
    } else if (strcmp(a, "--limit") == 0) {
      if (cli_parse_long(v, 1, HOYITO_MAX_LIMIT, &limit)) return cli_error("--limit wants 1..1000", v);
    } else if (strcmp(a, "--variant") == 0) {
      variant = hoyito_variant_by_name(v);
      if (variant < 0) return cli_error("--variant wants I, II or III", v);
    } else if (strcmp(a, "--out") == 0) {
      if (!*v || strlen(v) > 900) return cli_error("--out wants a folder (at most 900 characters)", v);
      dir = v;
    } else {
      return CLI_USAGE;
    }
  }
  size_t most = hoyito_tables_image_bytes((int)k, (int)limit);
  if (most > MAX_FILE_BYTES) {
    fprintf(stderr, "error: tables of %ld seeds at limit %ld can take %zu bytes, over the 2 GB a "
            "tables file may have: use a smaller --limit or --seeds\n", k, limit, most);
    return CLI_BAD;
  }
  if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
    fprintf(stderr, "error: cannot make folder %s: %s\n", dir, strerror(errno));
    return CLI_IO;
  }
  for (int v = 0; v < HOYITO_VARIANT_COUNT; v++) {
    if (variant >= 0 && v != variant) continue;
    int rc = build_one(v, (int)k, (int)limit, dir);
    if (rc) return rc;
    fflush(stdout);
  }
  return CLI_OK;
}

int hoyito_cli_tables(int argc, char **argv) {
  if (argc >= 1 && strcmp(argv[0], "build") == 0) return cmd_build(argc - 1, argv + 1);
  return CLI_USAGE;
}

/* ---- solve ---------------------------------------------------------------------------- */

int hoyito_cli_solve(int argc, char **argv) {
  if (argc != 1 && argc != 3) return CLI_USAGE;
  const char *dir = getenv("HOYITO_TABLES");
  if (!dir || !*dir) dir = CLI_TABLES_DEFAULT_DIR;
  if (argc == 3) {
    if (strcmp(argv[1], "--tables") != 0) return CLI_USAGE;
    dir = argv[2];
  }
  hoyito_pos p;
  hoyito_error err;
  if (hoyito_parse(argv[0], &p, &err)) return cli_error("bad position", err.message);
  if (p.turn == HOYITO_OVER) return cli_error("the game is over", NULL);
  hoyito_tables t;
  void *buffer;
  char msg[1200];
  if (cli_tables_load(dir, p.variant, &t, &buffer, msg, sizeof msg)) return cli_error(msg, NULL);
  const char *why = hoyito_tables_refusal(&t, &p);
  int value;
  if (why || hoyito_tables_probe(&t, &p, &value)) {
    printf("unproven: %s\n", why ? why : "not a position of the tables");
    free(buffer);
    return CLI_OK;
  }
  /* The moves that keep the value: each one's captures plus the tables'
   * value after it (same sign when the mover plays again). */
  const int me = p.turn;
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&p, moves), keep[HOYITO_MAX_N], kept = 0;
  int best = -1000;
  for (int i = 0; i < count; i++) {
    hoyito_pos c;
    hoyito_play(&p, moves[i], &c, NULL);
    int v = (c.captured[me] - p.captured[me]) - (c.captured[1 - me] - p.captured[1 - me]), cv = 0;
    if (c.turn != HOYITO_OVER && hoyito_tables_probe(&t, &c, &cv)) {
      free(buffer);
      fprintf(stderr, "error: the tables do not cover the position after move %d\n", moves[i]);
      return CLI_IO;
    }
    v += c.turn == HOYITO_OVER ? 0 : c.turn == me ? cv : -cv;
    if (v > best) best = v, kept = 0;
    if (v == best) keep[kept++] = moves[i];
  }
  free(buffer);
  if (best != value) {
    fprintf(stderr, "error: the tables disagree with themselves (%d, best move %d)\n", value, best);
    return CLI_IO;
  }
  printf("value %+d for %s: the seeds left that %s captures minus %s's, with best play "
         "(exact without R15 a repetition; tables K=%d, limit %d)\n",
         value, me == HOYITO_SOUTH ? "South" : "North", me == HOYITO_SOUTH ? "South" : "North",
         me == HOYITO_SOUTH ? "North" : "South", t.max_seeds, t.limit);
  printf("moves");
  for (int i = 0; i < kept; i++) printf(" %d", keep[i]);
  printf("\n");
  return CLI_OK;
}
