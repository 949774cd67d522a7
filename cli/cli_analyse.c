/*
 * cli_analyse.c - `hoyito analyse RECORD|- [--ms N] [--tables DIR] [--tt MB] [--json]`:
 * every move of a game record's main line judged against perfect play.
 *
 * Each position's value (the tables' and the prover's: the seeds the mover
 * will capture minus the opponent's, without R15 a) is proven by
 * hoyito_prove() within --ms of CPU, with the endgame tables at its leaves,
 * one tables open and one bounds table for the whole record, so that what
 * one position proved serves the later ones. A move's value before is the
 * mover's captures so far less the opponent's, plus the position's value;
 * after, the same counted after the move, plus or minus the next
 * position's value. Its cost (before less after) is 0 for a perfect move;
 * where a value is not proven in time, bounds are printed instead.
 * Variations follow the main line, each its own block, in the record's
 * order; the per-side summary counts the main line only (what was played).
 */
#include "cli_analyse.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_common.h"
#include "cli_tables.h"
#include "hoyito.h"
#include "hoyito_prove.h"
#include "hoyito_record.h"

typedef struct {
  const char *record;
  cli_prove_options prove;
  int json;
} analyse_options;

typedef struct {
  int lo, hi; /* bounds, equal when exact */
} span;

static int parse_args(int argc, char **argv, analyse_options *o) {
  o->record = NULL;
  cli_prove_options_init(&o->prove, 2000, 256);
  o->json = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(a, "--json") == 0) {
      o->json = 1;
      continue;
    }
    if (a[0] == '-' && a[1]) {
      if (!v) return CLI_USAGE;
      i++;
    }
    int taken = a[0] == '-' && a[1] ? cli_prove_option(a, v, &o->prove) : 0;
    if (taken == CLI_BAD) return CLI_BAD;
    if (taken) {
      continue;
    } else if (a[0] == '-' && a[1]) {
      return CLI_USAGE;
    } else if (o->record) {
      return CLI_USAGE; /* one record */
    } else {
      o->record = a;
    }
  }
  return o->record ? CLI_OK : CLI_USAGE;
}

/* What the analysis keeps for the whole record. */
typedef struct {
  const hoyito_tables *t; /* NULL: none (missing, or another limit) */
  void *bounds;
  size_t bytes;
  double ms;
} prover;

/* The value of p for its mover (game over: 0, nothing left to take). */
static span value_of(const hoyito_pos *p, const prover *pr) {
  span s = {0, 0};
  if (p->turn == HOYITO_OVER) return s;
  int board = hoyito_board_total(p);
  s.lo = -board, s.hi = board; /* what the board guarantees, when nothing is proven */
  if (p->n != HOYITO_TABLES_N) return s;
  double deadline = cli_cpu_seconds() + pr->ms / 1000.0;
  hoyito_prove_limits limits = {UINT64_MAX, 0, 1, cli_cpu_spent, &deadline};
  hoyito_prove_result r;
  if (hoyito_prove(p, pr->t, &limits, pr->bounds, pr->bytes, &r) == 0) s.lo = r.lo, s.hi = r.hi;
  return s;
}

static const char *side_name(int player) {
  return player == HOYITO_SOUTH ? "South" : "North";
}

static void print_span(span s) {
  char buf[32];
  if (s.lo == s.hi) snprintf(buf, sizeof buf, "%+d", s.lo);
  else snprintf(buf, sizeof buf, "%+d..%+d", s.lo, s.hi);
  printf(" %-9s", buf);
}

/* One move: ply (1-based), position before, move, position after, their values;
 * variation: 0 on the main line, else the variation's number. */
static void report_move(const analyse_options *o, int ply, int variation, const hoyito_pos *p,
                        int move, const hoyito_pos *c, span v, span cv, int tally[2][3]) {
  const int me = p->turn;
  int before0 = p->captured[me] - p->captured[1 - me];
  int after0 = c->captured[me] - c->captured[1 - me];
  span before = {before0 + v.lo, before0 + v.hi}, after = {after0, after0};
  if (c->turn == me) after.lo += cv.lo, after.hi += cv.hi;
  else if (c->turn != HOYITO_OVER) after.lo -= cv.hi, after.hi -= cv.lo;
  span cost = {before.lo - after.hi, before.hi - after.lo};
  if (cost.lo < 0) cost.lo = 0; /* no move is worth more than the best one */
  if (cost.lo == cost.hi && !variation) {
    tally[me][0]++;
    tally[me][1] += cost.lo == 0;
    tally[me][2] += cost.lo;
  }
  if (o->json) {
    printf(
        "{\"ply\":%d,\"mover\":\"%s\",\"move\":%d,\"before\":[%d,%d],\"after\":[%d,%d],"
        "\"cost\":[%d,%d]",
        ply, side_name(me), move, before.lo, before.hi, after.lo, after.hi, cost.lo, cost.hi);
    if (variation) printf(",\"variation\":%d", variation);
    printf("}\n");
    return;
  }
  printf("%4d  %-5s  %4d ", ply, side_name(me), move);
  print_span(before);
  print_span(after);
  if (cost.lo == cost.hi) printf(" %d\n", cost.lo);
  else printf(" %d..%d\n", cost.lo, cost.hi);
}

/* The record's tree with each node's position, ply and value. */
typedef struct {
  const hoyito_record_tree *tree;
  hoyito_pos *pos;
  span *value;
  int *ply;
} analysed_tree;

/* The moves from node `from` along first children: the main line from the
 * root, a variation from its first move. */
static int report_line(const analyse_options *o, const analysed_tree *a, int from, int variation,
                       int tally[2][3]) {
  const hoyito_record_node *nodes = a->tree->nodes;
  if (variation && !o->json)
    printf("variation %d, from ply %d\n", variation, a->ply[nodes[from].parent] + 1);
  for (int i = variation ? from : nodes[from].child; i >= 0; i = nodes[i].child) {
    int up = nodes[i].parent;
    report_move(o, a->ply[i], variation, &a->pos[up], nodes[i].move, &a->pos[i], a->value[up],
                a->value[i], tally);
    fflush(stdout);
  }
  return CLI_OK;
}

/* Every move of the record, main line first, each position proven once. */
static int analyse_tree(const hoyito_pos *start, const hoyito_record_tree *tree,
                        const analyse_options *o, prover *pr) {
  int tally[2][3] = {{0}}, n = tree->count;
  analysed_tree a = {tree, malloc((size_t)n * sizeof(hoyito_pos)), malloc((size_t)n * sizeof(span)),
                     malloc((size_t)n * sizeof(int))};
  int rc = CLI_OK;
  if (!a.pos || !a.value || !a.ply) {
    fprintf(stderr, "error: out of memory\n");
    rc = CLI_IO;
    goto done;
  }
  /* A parent comes before its children: one pass plays every node. */
  a.pos[0] = *start, a.ply[0] = 0;
  for (int i = 1; i < n; i++) {
    const hoyito_record_node *nd = &tree->nodes[i];
    if (hoyito_play(&a.pos[nd->parent], nd->move, &a.pos[i], NULL)) {
      fprintf(stderr, "error: move %d of the record is not legal\n", i);
      rc = CLI_BAD;
      goto done;
    }
    a.ply[i] = a.ply[nd->parent] + 1;
  }
  if (!o->json) printf(" ply  mover  move  before    after     cost\n");
  /* Values in line order, so that the main line prints as it is proven. */
  a.value[0] = value_of(&a.pos[0], pr);
  for (int i = tree->nodes[0].child; i >= 0; i = tree->nodes[i].child)
    a.value[i] = value_of(&a.pos[i], pr);
  report_line(o, &a, 0, 0, tally);
  if (!o->json)
    for (int s = HOYITO_SOUTH; s <= HOYITO_NORTH; s++)
      printf("%s: %d moves judged, %d perfect, %d seeds given away\n", side_name(s), tally[s][0],
             tally[s][1], tally[s][2]);
  /* A variation starts at every child that is not its parent's first. */
  int variation = 0;
  for (int i = 1; i < n; i++) {
    if (tree->nodes[tree->nodes[i].parent].child == i) continue;
    for (int k = i; k >= 0; k = tree->nodes[k].child) a.value[k] = value_of(&a.pos[k], pr);
    report_line(o, &a, i, ++variation, tally);
  }
done:
  free(a.pos);
  free(a.value);
  free(a.ply);
  return rc;
}

int hoyito_cli_analyse(int argc, char **argv) {
  analyse_options o;
  int rc = parse_args(argc, argv, &o);
  if (rc) return rc;
  size_t len = 0;
  errno = 0;
  char *text = cli_slurp(o.record, HOYITO_MAX_RECORD, &len);
  if (!text) {
    fprintf(stderr, "error: cannot read the record %s: %s\n", o.record,
            errno ? strerror(errno) : "out of memory");
    return CLI_BAD;
  }
  hoyito_game *games = malloc(2 * sizeof *games);
  hoyito_record_tree tree = {malloc(HOYITO_RECORD_MAX_NODES * sizeof(hoyito_record_node)),
                             HOYITO_RECORD_MAX_NODES,
                             0,
                             malloc(2 * len + 1),
                             2 * len + 1,
                             0};
  if (!games || !tree.nodes || !tree.notes) {
    free(text), free(games), free(tree.nodes), free(tree.notes);
    fprintf(stderr, "error: out of memory\n");
    return CLI_IO;
  }
  hoyito_record_error err;
  rc = hoyito_record_read_tree(text, len, &tree, &games[0], NULL, &games[1], &err);
  free(text);
  free(tree.notes), tree.notes = NULL; /* comments are not analysed */
  if (rc) {
    fprintf(stderr, "error: %s: %s\n", o.record, err.message);
    free(games), free(tree.nodes);
    return CLI_BAD;
  }
  const hoyito_pos *start = &games[0].start;
  hoyito_tables t;
  void *handle = NULL;
  char msg[1200];
  prover pr = {NULL, NULL, (size_t)o.prove.tt_mb << 20, o.prove.ms};
  if (start->n == HOYITO_TABLES_N) {
    if (cli_tables_load(o.prove.dir, start->variant, &t, &handle, msg, sizeof msg))
      fprintf(stderr, "warning: %s; proving without tables\n", msg);
    else if (t.limit == start->limit)
      pr.t = &t; /* tables of another limit cover none of the game's positions */
  }
  /* Zero pages: the prover need not clear them, and keeps what it proved. */
  pr.bounds = calloc(pr.bytes, 1);
  if (!pr.bounds) {
    fprintf(stderr, "error: out of memory for a %ld MB table\n", o.prove.tt_mb);
    rc = CLI_IO;
  } else {
    rc = analyse_tree(start, &tree, &o, &pr);
  }
  free(tree.nodes);
  free(pr.bounds);
  cli_tables_free(handle);
  free(games);
  return rc;
}
