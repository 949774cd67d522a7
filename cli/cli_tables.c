/*
 * cli_tables.c - the endgame tables' commands (see cli_tables.h):
 *   hoyito tables build [--seeds K] [--variant I|II|III] [--limit L] [--out DIR]
 *       Builds the tables of each variant asked (default all three) up to K
 *       seeds (4, 8, 12 or 16; default 8) and writes DIR/hoyito-V.tbl (default
 *       DIR: tables), the image of hoyito_tables_build() byte for byte, with
 *       its header and checksum. Prints, per variant, what was stored, the
 *       file's size, the build's CPU time and its memory.
 *   hoyito tables verify [--tables DIR] [--variant V]
 *       Checks each file's checksum (every use maps a file and checks its
 *       header and size only); a damaged one is named on standard error.
 *   hoyito solve POS|- [--tables DIR] [--ms N [--tt MB] [--plain D]]
 *       The value of POS from the tables (default DIR: $HOYITO_TABLES, else
 *       tables) and the moves that keep it; "unproven: why" when they do
 *       not cover POS. With --ms, a position past them is searched with
 *       them at the leaves for up to N ms of CPU (hoyito_prove.h): its value
 *       and a move keeping it, or the tightest bounds proven; --plain D
 *       then checks those bounds by a plain alpha-beta to depth D. With -,
 *       one position a line of standard input, each answered in turn with
 *       the same tables and bounds table; a bad line by its "error: ..."
 *       line on standard output, and the lines after it still.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_tables.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli_common.h"
#include "cli_prove.h"
#include "hoyito.h"
#include "hoyito_prove.h"

/* A file bigger than this is refused unread: K = 16 at limit 100 is 1.45 GB
 * at most (a larger limit at K = 16 cannot be loaded, and is not built: cmd_build). */
#define MAX_FILE_BYTES ((size_t)1 << 31)

double cli_cpu_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int cli_cpu_spent(void *deadline) {
  return cli_cpu_seconds() >= *(const double *)deadline;
}

void cli_prove_options_init(cli_prove_options *o, double ms, long tt_mb) {
  o->dir = getenv("HOYITO_TABLES");
  if (!o->dir || !*o->dir) o->dir = CLI_TABLES_DEFAULT_DIR;
  o->ms = ms;
  o->tt_mb = tt_mb;
}

int cli_prove_option(const char *a, const char *v, cli_prove_options *o) {
  long x;
  if (strcmp(a, "--tables") == 0) {
    o->dir = v;
  } else if (strcmp(a, "--ms") == 0) {
    if (cli_parse_long(v, 1, 100000000, &x)) return cli_error("--ms wants 1..1e8", v);
    o->ms = (double)x;
  } else if (strcmp(a, "--tt") == 0) {
    if (cli_parse_long(v, 1, 16384, &o->tt_mb)) return cli_error("--tt wants 1..16384 (MB)", v);
  } else {
    return 0;
  }
  return 1;
}

static void file_name(const char *dir, int variant, char *buf, size_t size) {
  snprintf(buf, size, "%s/hoyito-%s.tbl", dir, cli_rules(variant)->name);
}

/* A mapped file: what cli_tables_load hands back and cli_tables_free unmaps. */
typedef struct {
  void *map;
  size_t bytes;
} mapping;

/* Maps DIR/hoyito-V.tbl read-only into *m; -1 with msg on failure. */
static int map_file(const char *path, mapping *m, char *msg, size_t size) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) {
    snprintf(msg, size, "cannot read tables %s: %s", path, strerror(errno));
    return -1;
  }
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (size_t)st.st_size > MAX_FILE_BYTES) {
    close(fd);
    snprintf(msg, size, "tables %s refused: not a regular file of at most 2 GB", path);
    return -1;
  }
  m->bytes = (size_t)st.st_size;
  if (m->bytes < HOYITO_TABLES_HEADER) { /* nothing to map that could open */
    close(fd);
    snprintf(msg, size, "tables %s refused: %s (%zu bytes, under the %d-byte header)", path,
             hoyito_strerror(HOYITO_E_TABLES_MAGIC), m->bytes, HOYITO_TABLES_HEADER);
    return -1;
  }
  m->map = mmap(NULL, m->bytes, PROT_READ, MAP_SHARED, fd, 0);
  close(fd); /* the mapping keeps the file */
  if (m->map == MAP_FAILED) {
    snprintf(msg, size, "cannot map tables %s: %s", path, strerror(errno));
    return -1;
  }
  return 0;
}

/* The sentence for a refused file: the library's reason, and for a wrong
 * size the size found against the size the header declares. */
static void refusal(const char *path, int rc, const mapping *m, char *msg, size_t size) {
  if (rc == HOYITO_E_TABLES_SIZE) {
    const uint8_t *h = m->map;
    uint64_t payload = 0;
    for (int i = 7; i >= 0; i--) payload = payload << 8 | h[32 + i];
    snprintf(msg, size, "tables %s refused: %s (%zu bytes; its header says %llu)", path,
             hoyito_strerror(rc), m->bytes, (unsigned long long)payload + HOYITO_TABLES_HEADER);
  } else {
    snprintf(msg, size, "tables %s refused: %s", path, hoyito_strerror(rc));
  }
}

/* Opens a file: checked whole (verify) or its header and size only (every
 * use: the file was verified when built, and by `tables verify`). */
static int open_file(const char *dir, int variant, int whole, hoyito_tables *t, void **handle,
                     char *msg, size_t size) {
  char path[1024];
  file_name(dir, variant, path, sizeof path);
  *handle = NULL;
  mapping m;
  if (map_file(path, &m, msg, size)) return -1;
  int rc =
      whole ? hoyito_tables_open(m.map, m.bytes, t) : hoyito_tables_open_header(m.map, m.bytes, t);
  mapping *keep = rc == HOYITO_OK && t->variant == variant ? malloc(sizeof *keep) : NULL;
  if (!keep) {
    if (rc != HOYITO_OK) refusal(path, rc, &m, msg, size);
    else if (t->variant != variant)
      snprintf(msg, size, "tables %s refused: they are Hoyito %s's", path,
               cli_rules(t->variant)->name);
    else snprintf(msg, size, "tables %s: out of memory", path);
    munmap(m.map, m.bytes);
    return -1;
  }
  *keep = m;
  *handle = keep;
  return 0;
}

int cli_tables_load(const char *dir, int variant, hoyito_tables *t, void **buffer, char *msg,
                    size_t size) {
  return open_file(dir, variant, 0, t, buffer, msg, size);
}

void cli_tables_free(void *buffer) {
  mapping *m = buffer;
  if (!m) return;
  munmap(m->map, m->bytes);
  free(m);
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
  size_t image_bytes, scratch_bytes;
  int sized = hoyito_tables_image_bytes(k, limit, &image_bytes);
  if (sized == HOYITO_OK) sized = hoyito_tables_scratch_bytes(k, &scratch_bytes);
  if (sized != HOYITO_OK) return cli_error(hoyito_strerror(sized), NULL);
  void *image = malloc(image_bytes), *scratch = malloc(scratch_bytes);
  if (!image || !scratch) {
    free(image);
    free(scratch);
    fprintf(stderr, "error: out of memory (%zu bytes)\n", image_bytes + scratch_bytes);
    return CLI_IO;
  }
  double t0 = cli_cpu_seconds();
  size_t used;
  int rc =
      hoyito_tables_build(variant, k, limit, image, image_bytes, scratch, scratch_bytes, &used);
  double secs = cli_cpu_seconds() - t0;
  free(scratch);
  if (rc) {
    free(image);
    return cli_error(hoyito_strerror(rc), NULL);
  }
  hoyito_tables t;
  rc = hoyito_tables_open(image, used, &t);
  if (rc) { /* the image just built must open */
    free(image);
    fprintf(stderr, "error: built tables do not check: %s\n", hoyito_strerror(rc));
    return CLI_IO;
  }
  char path[1024];
  file_name(dir, variant, path, sizeof path);
  if (write_file(path, image, used)) {
    free(image);
    fprintf(stderr, "error: cannot write %s: %s\n", path, strerror(errno));
    return CLI_IO;
  }
  printf("%s: K=%d limit %d:", cli_rules(variant)->name, k, limit);
  for (int s = 4; s <= k; s += 4) {
    int i = s / 4 - 1;
    printf(" %d seeds %u boards, layers %d..%d stored;", s, t.boards[i], limit - 1,
           t.first_layer[i]);
  }
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf(" %s %zu bytes; %.2f s cpu; memory %.1f MB allocated, max rss %.1f MB\n", path, used, secs,
         (double)(image_bytes + scratch_bytes) / 1048576.0, (double)ru.ru_maxrss / 1024.0);
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
      if (cli_parse_long(v, 4, 16, &k) || k % 4)
        return cli_error("--seeds wants 4, 8, 12 or 16", v);
    } else if (strcmp(a, "--limit") == 0) {
      if (cli_parse_long(v, 1, HOYITO_MAX_LIMIT, &limit))
        return cli_error("--limit wants 1..1000", v);
    } else if (strcmp(a, "--variant") == 0) {
      variant = hoyito_variant_by_name(v);
      if (variant < 0) return cli_error("--variant wants I, II or III", v);
    } else if (strcmp(a, "--out") == 0) {
      if (!*v || strlen(v) > 900)
        return cli_error("--out wants a folder (at most 900 characters)", v);
      dir = v;
    } else {
      return CLI_USAGE;
    }
  }
  size_t most;
  int sized = hoyito_tables_image_bytes((int)k, (int)limit, &most);
  if (sized != HOYITO_OK) return cli_error(hoyito_strerror(sized), NULL);
  if (most > MAX_FILE_BYTES) {
    fprintf(stderr,
            "error: tables of %ld seeds at limit %ld can take %zu bytes, over the 2 GB a "
            "tables file may have: use a smaller --limit or --seeds\n",
            k, limit, most);
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

/* tables verify: each file's checksum, the one check an open skips. */
static int cmd_verify(int argc, char **argv) {
  int variant = -1;
  const char *dir = getenv("HOYITO_TABLES");
  if (!dir || !*dir) dir = CLI_TABLES_DEFAULT_DIR;
  for (int i = 0; i < argc; i += 2) { /* every option takes a value */
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!v) return CLI_USAGE;
    if (strcmp(a, "--tables") == 0) {
      dir = v;
    } else if (strcmp(a, "--variant") == 0) {
      variant = hoyito_variant_by_name(v);
      if (variant < 0) return cli_error("--variant wants I, II or III", v);
    } else {
      return CLI_USAGE;
    }
  }
  int bad = 0;
  for (int v = 0; v < HOYITO_VARIANT_COUNT; v++) {
    if (variant >= 0 && v != variant) continue;
    char path[1024], msg[1200];
    file_name(dir, v, path, sizeof path);
    hoyito_tables t;
    void *handle;
    double t0 = cli_cpu_seconds();
    if (open_file(dir, v, 1, &t, &handle, msg, sizeof msg)) {
      /* Without --variant a missing file is only noted: a folder may hold some variants. */
      if (variant < 0 && access(path, F_OK) != 0) {
        printf("%s: none\n", path);
        continue;
      }
      fprintf(stderr, "error: %s\n", msg);
      bad = 1;
      continue;
    }
    printf("%s: ok, Hoyito %s K=%d limit %d, %zu bytes checked in %.2f s cpu\n", path,
           cli_rules(v)->name, t.max_seeds, t.limit, t.bytes, cli_cpu_seconds() - t0);
    cli_tables_free(handle);
  }
  return bad ? CLI_BAD : CLI_OK;
}

int hoyito_cli_tables(int argc, char **argv) {
  if (argc >= 1 && strcmp(argv[0], "build") == 0) return cmd_build(argc - 1, argv + 1);
  if (argc >= 1 && strcmp(argv[0], "verify") == 0) return cmd_verify(argc - 1, argv + 1);
  return CLI_USAGE;
}

/* ---- solve ---------------------------------------------------------------------------- */

typedef struct {
  cli_prove_options prove; /* ms 0: no search past the tables */
  long plain;              /* depth of the plain check (0: none) */
} solve_options;

static int solve_args(int argc, char **argv, solve_options *o) {
  cli_prove_options_init(&o->prove, 0, 1024);
  o->plain = 0;
  for (int i = 1; i < argc; i += 2) { /* every option takes a value */
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!v) return CLI_USAGE;
    int taken = cli_prove_option(a, v, &o->prove);
    if (taken == CLI_BAD) return CLI_BAD;
    if (taken) {
      continue;
    } else if (strcmp(a, "--plain") == 0) {
      if (cli_parse_long(v, 1, 200, &o->plain)) return cli_error("--plain wants a depth 1..200", v);
    } else {
      return CLI_USAGE;
    }
  }
  return CLI_OK;
}

static const char *side_name(int player) {
  return player == HOYITO_SOUTH ? "South" : "North";
}

/* What solve keeps from one position to the next (`solve -`): each
 * variant's tables, loaded when first asked, and the prover's bounds table,
 * whose bounds serve later positions of the same game. */
typedef struct {
  hoyito_tables t[HOYITO_VARIANT_COUNT];
  void *buffer[HOYITO_VARIANT_COUNT];
  void *bounds;
  int batch; /* errors are answers on standard output */
} solve_state;

/* An error: on standard error (CLI_BAD), or in a batch the answer. */
static int solve_error(const solve_state *st, const char *what, const char *detail) {
  if (!st->batch) return cli_error(what, detail);
  printf("error: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  return CLI_OK;
}

/* Past the tables: proven bounds by the library's prover (hoyito_prove.h),
 * for up to o->prove.ms of CPU, and the plain check of the bounds found when asked. */
static int solve_by_search(const hoyito_pos *p, const hoyito_tables *t, const solve_options *o,
                           solve_state *st) {
  if (p->n != HOYITO_TABLES_N) {
    printf("unproven: the search past the tables proves 2x6 positions only\n");
    return CLI_OK;
  }
  size_t bytes = (size_t)o->prove.tt_mb << 20;
  /* Zero pages: the prover need not clear them, and keeps what it proved (keep_bounds). */
  if (!st->bounds) st->bounds = calloc(bytes, 1);
  if (!st->bounds) {
    fprintf(stderr, "error: out of memory for a %ld MB table\n", o->prove.tt_mb);
    return CLI_IO;
  }
  double start = cli_cpu_seconds(), deadline = start + o->prove.ms / 1000.0;
  hoyito_prove_limits limits = {UINT64_MAX, 0, 1, cli_cpu_spent, &deadline};
  hoyito_prove_result r;
  /* Tables of another limit cover none of p's positions: searched without them. */
  int rc = hoyito_prove(p, t->limit == p->limit ? t : NULL, &limits, st->bounds, bytes, &r);
  double cpu_s = cli_cpu_seconds() - start;
  if (rc) return solve_error(st, hoyito_strerror(rc), NULL);
  const char *me = side_name(p->turn);
  if (r.lo == r.hi)
    printf(
        "value %+d for %s: proven by search to depth %d with the tables (K=%d) at its leaves "
        "(exact without R15 a repetition); %llu positions, %.1f s cpu\n",
        r.lo, me, r.depth, t->max_seeds, (unsigned long long)r.nodes, cpu_s);
  if (r.lo == r.hi && r.best_move) printf("moves %d\n", r.best_move);
  else if (r.lo == r.hi)
    printf("moves unknown (its table slot was reused: a larger --tt keeps it)\n");
  else
    printf(
        "unproven: proven bounds %+d..%+d for %s after depth %d with the tables (K=%d) at "
        "the leaves (without R15 a repetition); %llu positions, %.1f s cpu\n",
        r.lo, r.hi, me, r.depth, t->max_seeds, (unsigned long long)r.nodes, cpu_s);
  fflush(stdout); /* what is proven shows even if the long check below is stopped */
  if (!o->plain) return CLI_OK;
  for (int upper = 0; upper < 2; upper++) {
    int g = upper ? r.hi : r.lo;
    uint64_t nodes = 0;
    double t0 = cli_cpu_seconds();
    int ok = cli_prove_plain(p, t, (int)o->plain, g, upper, &nodes);
    printf("plain alpha-beta to depth %ld: value %s %+d %s; %llu positions, %.1f s cpu\n", o->plain,
           upper ? "<=" : ">=", g, ok ? "confirmed" : "not shown", (unsigned long long)nodes,
           cli_cpu_seconds() - t0);
    fflush(stdout);
  }
  return CLI_OK;
}

/* The value from the tables and the moves that keep it: each one's
 * captures plus the tables' value after it (same sign when the mover plays
 * again). */
static int solve_by_tables(const hoyito_pos *p, const hoyito_tables *t, int value) {
  const int me = p->turn;
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(p, moves), keep[HOYITO_MAX_N], kept = 0;
  int best = -1000;
  for (int i = 0; i < count; i++) {
    hoyito_pos c;
    hoyito_play(p, moves[i], &c, NULL);
    int v = (c.captured[me] - p->captured[me]) - (c.captured[1 - me] - p->captured[1 - me]), cv = 0;
    if (c.turn != HOYITO_OVER && hoyito_tables_probe(t, &c, &cv)) {
      fprintf(stderr, "error: the tables do not cover the position after move %d\n", moves[i]);
      return CLI_IO;
    }
    v += c.turn == HOYITO_OVER ? 0 : c.turn == me ? cv : -cv;
    if (v > best) best = v, kept = 0;
    if (v == best) keep[kept++] = moves[i];
  }
  if (best != value) {
    fprintf(stderr, "error: the tables disagree with themselves (%d, best move %d)\n", value, best);
    return CLI_IO;
  }
  printf(
      "value %+d for %s: the seeds left that %s captures minus %s's, with best play "
      "(exact without R15 a repetition; tables K=%d, limit %d)\n",
      value, side_name(me), side_name(me), side_name(1 - me), t->max_seeds, t->limit);
  printf("moves");
  for (int i = 0; i < kept; i++) printf(" %d", keep[i]);
  printf("\n");
  return CLI_OK;
}

/* One position's answer (POS as written). */
static int solve_one(const char *text, const solve_options *o, solve_state *st) {
  hoyito_pos p;
  hoyito_error err;
  if (hoyito_parse(text, &p, &err)) return solve_error(st, "bad position", err.message);
  if (p.turn == HOYITO_OVER) return solve_error(st, "the game is over", NULL);
  hoyito_tables *t = &st->t[p.variant];
  char msg[1200];
  if (!st->buffer[p.variant] &&
      cli_tables_load(o->prove.dir, p.variant, t, &st->buffer[p.variant], msg, sizeof msg))
    return solve_error(st, msg, NULL);
  const char *why = hoyito_tables_refusal(t, &p);
  int value;
  if (!why && hoyito_tables_probe(t, &p, &value) == 0) return solve_by_tables(&p, t, value);
  if (o->prove.ms > 0) return solve_by_search(&p, t, o, st);
  printf("unproven: %s\n", why ? why : "not a position of the tables");
  return CLI_OK;
}

/* `solve -`: a position a line, each answered in turn; a bad line by its
 * error line, and the others still. */
static int solve_lines(const solve_options *o, solve_state *st) {
  char line[HOYITO_MAX_INPUT + 2];
  int rc = CLI_OK;
  while (rc == CLI_OK && fgets(line, sizeof line, stdin)) {
    size_t len = strlen(line);
    int whole = len && line[len - 1] == '\n';
    if (!whole && !feof(stdin)) { /* over the longest position: its rest is skipped */
      for (int c; (c = getchar()) != EOF && c != '\n';) {}
      rc = solve_error(st, "line too long for a position", NULL);
    } else {
      while (len && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = '\0';
      if (!len) rc = solve_error(st, "empty line: expected a position", NULL);
      else rc = solve_one(line, o, st);
    }
    fflush(stdout);
  }
  if (rc == CLI_OK && ferror(stdin)) {
    fprintf(stderr, "error: cannot read standard input\n");
    rc = CLI_IO;
  }
  return rc;
}

int hoyito_cli_solve(int argc, char **argv) {
  if (argc < 1) return CLI_USAGE;
  solve_options o;
  int rc = solve_args(argc, argv, &o);
  if (rc) return rc;
  solve_state st;
  memset(&st, 0, sizeof st);
  st.batch = strcmp(argv[0], "-") == 0;
  rc = st.batch ? solve_lines(&o, &st) : solve_one(argv[0], &o, &st);
  for (int v = 0; v < HOYITO_VARIANT_COUNT; v++) cli_tables_free(st.buffer[v]);
  free(st.bounds);
  return rc;
}
