/*
 * cli_ai.c - the computer opponent's commands (see cli_ai.h):
 *   hoyito best POS [--ms N | --depth D | --nodes N | --level L] [--tt MB] [--all] [--exact S]
 *                   [--cpu] [--for-seeds] [--tables DIR]
 *       The best move and its search (default: 1 s); --for-seeds as Master
 *       plays (hoyito_search_limits.for_seeds); --level L the move level L
 *       plays (hoyito_ai_choose, seed 0), Master with its prover when
 *       --tables gives tables (cli_ai_master_prover). Bounds: --ms 1..1e8,
 *       --depth 1..127, --nodes 1..1e12, --tt 0..HOYITO_AI_TT_MAX_MB. No game history: a
 *       position string does not carry one, so R15(a) counts only the
 *       positions of the search itself.
 *   hoyito match A B [--games N] [--n 6] [--variant I|II|III] [--tt MB] [--from K]
 *                    [--openings MIN-MAX] [--exact S] [--cpu] [--verbose] [--tables DIR]
 *                    [--tables-a DIR] [--tables-b DIR]
 *       A against B over N/2 openings (opening k: MIN + k % (MAX - MIN + 1)
 *       random moves from the start, default 2-4 (docs/ai.md), from
 *       a PRNG seeded with k), each played twice with sides swapped. Each
 *       side has its own engine and table, cleared at the start of every
 *       game, and gets the game's history.
 *   hoyito bench-search [--depth D] [--positions]
 *       Nodes and nodes/s (CPU time) over 12 fixed positions at depth D;
 *       --positions only prints the positions, one a line, so that other
 *       benchmarks (tools/bench/bench-wasm.mjs) search exactly the same ones.
 * --cpu times searches by this thread's CPU time instead of the wall clock,
 * for measuring on a machine busy with other work; best then also prints
 * "time C ms cpu, W ms wall" (to 0.01 ms), for comparing with a clock that
 * only has the wall time (a browser's).
 * --tables DIR gives the searches the endgame tables DIR/hoyito-V.tbl
 * (hoyito_ai.tables; `hoyito tables build` writes them); a missing or
 * damaged file is refused with a warning line and the search plays on.
 * In a match --tables gives them to both players but the sparring partner;
 * --tables-a / --tables-b to one player only (whichever colour it plays),
 * so that a search with tables meets one without.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_common.h"
#include "cli_ai.h"
#include "cli_tables.h"
#include "splitmix.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double cli_ai_clock_ms(void *user) {
  (void)user;
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* This thread's CPU time: for measuring on a machine shared with other work
 * (--cpu), where the wall clock would count time spent waiting. */
static double cpu_clock_ms(void *user) {
  (void)user;
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Reads a number with an optional range check; 0 on success. */
static int parse_double(const char *s, double lo, double hi, double *out) {
  char *end;
  if (!s || !*s) return -1;
  double v = strtod(s, &end);
  if (*end || !(v >= lo && v <= hi)) return -1;
  *out = v;
  return 0;
}

/* --tt: megabytes of table, 0..HOYITO_AI_TT_MAX_MB; prints the error line. */
static int parse_tt(const char *v, double *mb) {
  if (!parse_double(v, 0, HOYITO_AI_TT_MAX_MB, mb)) return 0;
  char want[64];
  snprintf(want, sizeof want, "--tt wants megabytes 0..%d (the table's cap)", HOYITO_AI_TT_MAX_MB);
  cli_error(want, v);
  return -1;
}

/* A score in words: "+1.25 (estimate)", "win by 6 (exact)", "win by at least 4". */
static void describe_score(int score, int exact, char *buf, size_t size) {
  int seeds = hoyito_ai_score_seeds(score), outcome = hoyito_ai_score_outcome(score);
  if (outcome != 0) {
    int d = abs(seeds) / HOYITO_AI_SEED;
    snprintf(buf, size, "%s by %s%d (%s)", outcome > 0 ? "win" : "loss", exact ? "" : "at least ",
             d, exact ? "exact" : "sure");
  } else if (exact) {
    snprintf(buf, size, "draw (exact)");
  } else {
    snprintf(buf, size, "%+.2f (estimate)", seeds / (double)HOYITO_AI_SEED);
  }
}

/* ---- best ---------------------------------------------------------------------- */

/* --tables DIR: the variant's tables, or NULL: a file that is missing or
 * damaged is refused with a warning and the search plays on without it. */
hoyito_ai *cli_ai_new(void *tt, size_t tt_bytes) {
  void *mem = malloc(hoyito_ai_size());
  hoyito_ai *ai = NULL;
  if (mem && hoyito_ai_init(mem, hoyito_ai_size(), tt, tt_bytes, &ai) != HOYITO_OK) free(mem);
  return ai;
}

static const hoyito_tables *load_tables(const char *dir, int variant, hoyito_tables *t,
                                        void **buffer) {
  char msg[1200];
  if (cli_tables_load(dir, variant, t, buffer, msg, sizeof msg)) {
    fprintf(stderr, "warning: %s; searching without tables\n", msg);
    return NULL;
  }
  return t;
}

/* What `hoyito best` is asked, besides the position. */
typedef struct {
  hoyito_search_limits limits;
  double tt_mb;
  int cpu;
  const char *tables_dir;
  int level; /* 0: the limits above; 1..7: hoyito_ai_choose at that level */
} best_options;

#define CLI_AI_PROVE_BYTES (16u << 20) /* Master's bounds table: 1 M positions */

/* Master's prover (hoyito_ai_set_prover) over tables, in bounds (NULL: made
 * here, to be freed by the caller), or none without tables; returns bounds. */
static void *cli_ai_master_prover(hoyito_ai *ai, const hoyito_tables *tables, void *bounds) {
  if (!tables) {
    hoyito_ai_set_prover(ai, NULL, 0, 0);
    return bounds;
  }
  if (!bounds) bounds = malloc(CLI_AI_PROVE_BYTES);
  if (!bounds) fprintf(stderr, "warning: out of memory for the prover; Master searches alone\n");
  hoyito_ai_set_prover(ai, bounds, bounds ? CLI_AI_PROVE_BYTES : 0, HOYITO_AI_PROVE_NODES);
  return bounds;
}

/* Reads best's options from argv[1] on; CLI_OK, or what the command returns. */
static int parse_best_options(int argc, char **argv, best_options *o) {
  memset(o, 0, sizeof *o);
  o->tt_mb = 16;
  hoyito_search_limits *limits = &o->limits;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    long n;
    if (strcmp(a, "--ms") == 0) {
      if (parse_double(v, 1, 1e8, &limits->ms)) return cli_error("--ms wants milliseconds", v);
      i++;
    } else if (strcmp(a, "--depth") == 0) {
      if (cli_parse_long(v, 1, HOYITO_AI_MAX_PLY - 1, &n))
        return cli_error("--depth wants 1..127", v);
      limits->depth = (int)n;
      i++;
    } else if (strcmp(a, "--nodes") == 0) {
      if (cli_parse_long(v, 1, 1000000000000L, &n)) return cli_error("--nodes wants a count", v);
      limits->nodes = (uint64_t)n;
      i++;
    } else if (strcmp(a, "--tt") == 0) {
      if (parse_tt(v, &o->tt_mb)) return CLI_BAD;
      i++;
    } else if (strcmp(a, "--exact") == 0) {
      if (cli_parse_long(v, 0, 8 * HOYITO_MAX_N, &n)) return cli_error("--exact wants seeds", v);
      limits->exact_seeds = (int)n;
      i++;
    } else if (strcmp(a, "--level") == 0) {
      if (cli_parse_long(v, 1, HOYITO_AI_LEVELS, &n)) return cli_error("--level wants 1..7", v);
      o->level = (int)n;
      i++;
    } else if (strcmp(a, "--all") == 0) {
      limits->all_moves = 1;
    } else if (strcmp(a, "--for-seeds") == 0) {
      limits->for_seeds = 1;
    } else if (strcmp(a, "--tables") == 0) {
      if (!v) return CLI_USAGE;
      o->tables_dir = v;
      i++;
    } else if (strcmp(a, "--cpu") == 0) {
      o->cpu = 1;
    } else {
      return CLI_USAGE;
    }
  }
  return CLI_OK;
}

/* best's report of r, the search of p: the move, score, line, and with
 * all_moves every move's score. */
static void print_best(const hoyito_pos *p, const hoyito_search_result *r, int all_moves) {
  char words[64];
  describe_score(r->score, r->exact, words, sizeof words);
  printf("move %d\n", r->move);
  printf("score %d: %s for %s\n", r->score, words, p->turn == HOYITO_SOUTH ? "South" : "North");
  printf("exact %s\n", r->exact ? "yes" : "no");
  printf("depth %d (seldepth %d)\n", r->depth, r->seldepth);
  double secs = r->ms > 0 ? r->ms / 1000 : 1e-9;
  printf("nodes %llu in %.0f ms: %.0f nodes/s\n", (unsigned long long)r->nodes, r->ms,
         (double)r->nodes / secs);
  printf("pv");
  for (int i = 0; i < r->pv_length; i++) printf(" %d", r->pv[i]);
  printf("\n");
  if (!all_moves) return;
  /* Scores come from the last completed iteration: before the first one
   * ends (a tiny budget), every legal move is listed unsearched. */
  int legal[HOYITO_MAX_N], count = hoyito_legal_moves(p, legal);
  printf("moves");
  for (int i = 0; i < count; i++) {
    int k = legal[i] - 1;
    if (r->move_flags[k] & HOYITO_AI_MOVE_LEGAL)
      describe_score(r->move_scores[k], r->move_flags[k] & HOYITO_AI_MOVE_PROVEN ? 1 : 0, words,
                     sizeof words);
    else snprintf(words, sizeof words, "not searched");
    printf(" %d:%s", k + 1, words);
  }
  printf("\n");
}

int hoyito_cli_best(int argc, char **argv) {
  if (argc < 1) return CLI_USAGE;
  hoyito_pos p;
  hoyito_error err;
  if (hoyito_parse(argv[0], &p, &err)) return cli_error("bad position", err.message);
  best_options o;
  int rc = parse_best_options(argc, argv, &o);
  if (rc != CLI_OK) return rc;
  hoyito_search_limits *limits = &o.limits;
  if (p.turn == HOYITO_OVER) return cli_error("the game is over", NULL);
  if (!limits->ms && !limits->depth && !limits->nodes) limits->ms = 1000;

  size_t tt_bytes = (size_t)(o.tt_mb * 1048576.0);
  void *tt = tt_bytes ? malloc(tt_bytes) : NULL;
  hoyito_ai *ai = tt_bytes && !tt ? NULL : cli_ai_new(tt, tt_bytes);
  if (!ai) {
    free(tt);
    fprintf(stderr, "error: out of memory\n");
    return CLI_IO;
  }
  hoyito_ai_set_clock(ai, o.cpu ? cpu_clock_ms : cli_ai_clock_ms, NULL);
  hoyito_tables tables;
  void *tables_buffer = NULL, *bounds = NULL;
  const hoyito_tables *t = NULL;
  if (o.tables_dir) t = load_tables(o.tables_dir, p.variant, &tables, &tables_buffer);
  hoyito_ai_set_tables(ai, t);
  if (o.level == HOYITO_AI_LEVELS) bounds = cli_ai_master_prover(ai, t, NULL);
  hoyito_search_result r;
  double cpu0 = cpu_clock_ms(NULL), wall0 = cli_ai_clock_ms(NULL);
  rc = o.level ? hoyito_ai_choose(ai, &p, o.level, 0, NULL, &r)
               : hoyito_ai_search(ai, &p, limits, NULL, &r);
  double cpu = cpu_clock_ms(NULL) - cpu0, wall = cli_ai_clock_ms(NULL) - wall0;
  free(bounds);
  cli_tables_free(tables_buffer);
  if (rc) {
    free(ai);
    free(tt);
    return cli_error(hoyito_strerror(rc), NULL);
  }
  print_best(&p, &r, limits->all_moves);
  if (o.cpu) printf("time %.2f ms cpu, %.2f ms wall\n", cpu, wall);
  free(ai);
  free(tt);
  return CLI_OK;
}

/* ---- match ------------------------------------------------------------------------ */

int cli_ai_parse_player(const char *text, cli_ai_player *out) {
  memset(out, 0, sizeof *out);
  long v = 0;
  if (!text || !*text) return -1;
  snprintf(out->label, sizeof out->label, "%s", text);
  switch (text[0]) {
    case 'L':
    case 'l':
      text++;
      /* fall through */
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
      if (cli_parse_long(text, 1, HOYITO_AI_LEVELS, &v)) return -1;
      out->kind = CLI_AI_LEVEL;
      break;
    case 'd':
      if (cli_parse_long(text + 1, 1, HOYITO_AI_MAX_PLY - 1, &v)) return -1;
      out->kind = CLI_AI_DEPTH;
      break;
    case 't': {
      /* "t100c": the same search with the captures-only evaluation (all
     * weights 0), to measure what the evaluation's terms earn */
      char digits[16];
      size_t len = strlen(text + 1);
      if (len >= sizeof digits) return -1;
      memcpy(digits, text + 1, len + 1);
      if (len > 1 && digits[len - 1] == 'c') {
        digits[len - 1] = 0;
        out->custom_weights = 1;
      }
      if (cli_parse_long(digits, 1, 100000000, &v)) return -1;
      out->kind = CLI_AI_TIME;
      break;
    }
    case 'n':
      if (cli_parse_long(text + 1, 1, 1000000000000L, &v)) return -1;
      out->kind = CLI_AI_NODES;
      break;
    case 'g':
      if (text[1]) return -1;
      out->kind = CLI_AI_GREEDY;
      break;
    case 'r':
      if (text[1]) return -1;
      out->kind = CLI_AI_RANDOM;
      break;
    case 'a':
      if (cli_parse_long(text + 1, 1, 100000000, &v)) return -1;
      out->kind = CLI_AI_SPARRING;
      break;
    default:
      return -1;
  }
  out->value = v;
  return 0;
}

struct cli_ai_arena {
  hoyito_ai *ai[2];
  sparring *partner[2]; /* a side playing "aMS" uses this, with the same table memory */
  void *tt[2];
  void *bounds[2]; /* Master's prover's, made when a side plays L7 with tables */
  size_t tt_bytes;
  hoyito_game *game;
  hoyito_pos *positions; /* every position of the game, by ply */
  double (*clock_ms)(void *user);
};

cli_ai_arena *cli_ai_arena_new(double tt_mb) {
  cli_ai_arena *a = calloc(1, sizeof *a);
  if (!a) return NULL;
  a->tt_bytes = (size_t)(tt_mb * 1048576.0);
  a->clock_ms = cli_ai_clock_ms;
  a->game = malloc(sizeof *a->game);
  a->positions = malloc((HOYITO_MAX_PLIES + 1) * sizeof *a->positions);
  int ok = a->game && a->positions;
  for (int s = 0; s < 2; s++) {
    a->partner[s] = malloc(sizeof *a->partner[s]);
    a->tt[s] = a->tt_bytes ? malloc(a->tt_bytes) : NULL;
    a->ai[s] = cli_ai_new(a->tt[s], a->tt[s] ? a->tt_bytes : 0);
    ok = ok && a->ai[s] && a->partner[s] && (!a->tt_bytes || a->tt[s]);
  }
  if (!ok) {
    cli_ai_arena_free(a);
    return NULL;
  }
  return a;
}

void cli_ai_arena_cpu_clock(cli_ai_arena *a) {
  a->clock_ms = cpu_clock_ms;
}

void cli_ai_arena_free(cli_ai_arena *a) {
  if (!a) return;
  for (int s = 0; s < 2; s++) {
    free(a->ai[s]);
    free(a->partner[s]);
    free(a->tt[s]);
    free(a->bounds[s]);
  }
  free(a->game);
  free(a->positions);
  free(a);
}

/* One move of player `who` (side `side`'s engine) in the game so far. */
static int pick_move(cli_ai_arena *arena, int side, const cli_ai_player *who, const hoyito_game *g,
                     uint64_t seed, hoyito_search_result *r) {
  hoyito_ai *ai = arena->ai[side];
  const hoyito_pos *positions = arena->positions;
  const hoyito_pos *p = &g->pos;
  int count = p->quiet < g->ply ? p->quiet : g->ply;
  hoyito_ai_history h = {positions + g->ply - count, count};
  hoyito_search_limits limits;
  memset(&limits, 0, sizeof limits);
  hoyito_ai_weights w[HOYITO_AI_ROWS];
  if (who->kind == CLI_AI_GREEDY) memset(w, 0, sizeof w); /* captures only */
  else if (who->custom_weights) w[0] = w[1] = who->weights;
  else hoyito_ai_default_weight_rows(p->variant, w);
  hoyito_ai_set_weights(ai, p->variant, w);
  switch (who->kind) {
    case CLI_AI_LEVEL:
      return hoyito_ai_choose(ai, p, (int)who->value, seed, &h, r);
    case CLI_AI_RANDOM: {
      int moves[HOYITO_MAX_N], n = hoyito_legal_moves(p, moves);
      memset(r, 0, sizeof *r);
      r->move = moves[seed % (uint64_t)n];
      return 0;
    }
    case CLI_AI_SPARRING: {
      sparring *partner = arena->partner[side];
      memset(r, 0, sizeof *r);
      double t0 = partner->clock_ms(NULL);
      r->move = sparring_choose(partner, p, (double)who->value, &r->depth, &r->nodes);
      r->ms = partner->clock_ms(NULL) - t0;
      return r->move ? 0 : HOYITO_E_GAME_OVER;
    }
    case CLI_AI_GREEDY:
      limits.depth = 1;
      limits.no_quiescence = 1; /* one move deep means one move */
      break;
    case CLI_AI_DEPTH:
      limits.depth = (int)who->value;
      break;
    case CLI_AI_TIME: /* Master's search: its clock, and playing for seeds */
      limits.ms = (double)who->value;
      limits.for_seeds = 1;
      break;
    case CLI_AI_NODES:
      limits.nodes = (uint64_t)who->value;
      break;
  }
  limits.exact_seeds = who->exact_seeds;
  return hoyito_ai_search(ai, p, &limits, &h, r);
}

int cli_ai_parse_openings(const char *text, cli_ai_openings *out) {
  char *end;
  if (!text) return -1;
  long lo = strtol(text, &end, 10);
  if (end == text || *end != '-') return -1;
  const char *rest = end + 1;
  long hi = strtol(rest, &end, 10);
  if (end == rest || *end || lo < 0 || hi < lo || hi > 40) return -1;
  out->min_plies = (int)lo;
  out->max_plies = (int)hi;
  return 0;
}

uint64_t cli_ai_open(const cli_ai_openings *openings, int k, hoyito_game *g,
                     hoyito_pos *positions) {
  uint64_t rng = 0x6f70656e696e67ull ^ (uint64_t)k * 0x9e3779b97f4a7c15ull;
  int plies = openings->min_plies + k % (openings->max_plies - openings->min_plies + 1);
  if (positions) positions[g->ply] = g->pos;
  for (int i = 0; i < plies && g->pos.turn != HOYITO_OVER; i++) {
    int moves[HOYITO_MAX_N], n = hoyito_legal_moves(&g->pos, moves);
    hoyito_game_play(g, moves[splitmix(&rng) % (uint64_t)n], NULL);
    if (positions) positions[g->ply] = g->pos;
  }
  return rng;
}

/* Plays one game from opening number `opening`; returns South's final capture difference. */
static int play_game(cli_ai_arena *arena, const cli_ai_player *south, const cli_ai_player *north,
                     const hoyito_options *o, const cli_ai_openings *openings, int opening,
                     cli_ai_match_result *res, int a_side) {
  hoyito_pos start;
  hoyito_start(o, &start);
  hoyito_game *g = arena->game;
  hoyito_game_init(g, &start);
  uint64_t rng = cli_ai_open(openings, opening, g, arena->positions);
  for (int s = 0; s < 2; s++) {
    const cli_ai_player *who = s == HOYITO_SOUTH ? south : north;
    if (who->kind == CLI_AI_SPARRING) {
      sparring_init(arena->partner[s], arena->tt[s], arena->tt[s] ? arena->tt_bytes : 0);
      arena->partner[s]->clock_ms = arena->clock_ms;
      continue;
    }
    hoyito_ai_clear(arena->ai[s]);
    hoyito_ai_set_clock(arena->ai[s], arena->clock_ms, NULL);
    hoyito_ai_set_tables(arena->ai[s], who->tables); /* the player's, not the colour's */
    const int master = who->kind == CLI_AI_LEVEL && who->value == HOYITO_AI_LEVELS;
    arena->bounds[s] =
        cli_ai_master_prover(arena->ai[s], master ? who->tables : NULL, arena->bounds[s]);
  }
  while (g->pos.turn != HOYITO_OVER && g->ply < HOYITO_MAX_PLIES) {
    int side = g->pos.turn;
    const cli_ai_player *who = side == HOYITO_SOUTH ? south : north;
    hoyito_search_result r;
    uint64_t seed = splitmix(&rng);
    if (pick_move(arena, side, who, g, seed, &r) != 0) break;
    int k = side == a_side ? 0 : 1;
    res->nodes[k] += r.nodes;
    res->moves[k]++;
    res->ms[k] += r.ms;
    res->depth_sum[k] += r.depth;
    if (hoyito_game_play(g, r.move, NULL) != 0) break; /* cannot happen: moves are legal */
    arena->positions[g->ply] = g->pos;
  }
  return g->pos.captured[HOYITO_SOUTH] - g->pos.captured[HOYITO_NORTH];
}

void cli_ai_play_match(cli_ai_arena *arena, const cli_ai_player *a, const cli_ai_player *b,
                       const hoyito_options *o, const cli_ai_openings *openings, int first_opening,
                       int pairs, int verbose, cli_ai_match_result *res) {
  for (int k = first_opening; k < first_opening + pairs; k++) {
    long pair = 0;
    for (int swap = 0; swap < 2; swap++) {
      int a_side = swap ? HOYITO_NORTH : HOYITO_SOUTH;
      int d = play_game(arena, swap ? b : a, swap ? a : b, o, openings, k, res, a_side);
      if (swap) d = -d;
      if (res->per_game) res->per_game[res->games] = d;
      res->games++;
      res->diff += d;
      pair += d;
      if (d > 0) res->wins++;
      else if (d < 0) res->losses++;
      else res->draws++;
      if (verbose) {
        /* The game itself after its summary, for judging each move afterwards
           (tools/bench/perfect-play.mjs): its start and every move, the opening's too. */
        const hoyito_game *g = arena->game;
        char start[HOYITO_MAX_POS_TEXT];
        if (hoyito_format(&g->start, start, sizeof start) < 0) start[0] = '\0';
        printf("game %d opening %d: %s as %s, %+d (plies %d) from %s moves", res->games, k,
               a->label, a_side == HOYITO_SOUTH ? "South" : "North", d, g->ply, start);
        for (int m = 0; m < g->ply; m++) printf(" %d", g->moves[m]);
        printf("\n");
      }
    }
    res->pairs_won += pair > 0;
    res->pairs_lost += pair < 0;
  }
}

/* Elo difference for a score fraction (clamped away from 0 and 1). */
static double elo_of(double fraction) {
  if (fraction < 0.001) fraction = 0.001;
  if (fraction > 0.999) fraction = 0.999;
  return -400.0 * log10(1.0 / fraction - 1.0);
}

/* match's report: the score with its error, Elo, seeds, each side's effort. */
void cli_ai_print_match(const cli_ai_player *a, const cli_ai_player *b, const hoyito_options *o,
                        const cli_ai_match_result *res, double secs) {
  double points = res->wins + 0.5 * res->draws, fraction = points / res->games;
  /* Standard error of the score fraction from the per-game outcomes. */
  double w = (double)res->wins / res->games, d = (double)res->draws / res->games;
  double var = w * (1 - fraction) * (1 - fraction) + d * (0.5 - fraction) * (0.5 - fraction) +
               (1 - w - d) * fraction * fraction;
  double se = sqrt(var / res->games);
  printf(
      "%s vs %s: %d games (variant %s, n=%d): +%d =%d -%d, score %.1f%% (+-%.1f), "
      "Elo %+.0f, seeds %+.2f a game\n",
      a->label, b->label, res->games, cli_rules(o->variant)->name, o->n, res->wins, res->draws,
      res->losses, 100 * fraction, 196 * se, elo_of(fraction), (double)res->diff / res->games);
  for (int k = 0; k < 2; k++) {
    const cli_ai_player *who = k ? b : a;
    long m = res->moves[k] ? res->moves[k] : 1;
    printf("  %s: %ld moves, %.0f nodes/move, depth %.1f/move, %.1f ms/move\n", who->label,
           res->moves[k], (double)res->nodes[k] / m, (double)res->depth_sum[k] / m, res->ms[k] / m);
  }
  printf("  opening pairs (both games' seeds): %s ahead in %d, behind in %d, even in %d\n",
         a->label, res->pairs_won, res->pairs_lost,
         res->games / 2 - res->pairs_won - res->pairs_lost);
  printf("  %.1f s\n", secs);
}

int hoyito_cli_match(int argc, char **argv) {
  if (argc < 2) return CLI_USAGE;
  cli_ai_player a, b;
  if (cli_ai_parse_player(argv[0], &a))
    return cli_error("bad player (L1..L7, dD, tMS, tMSc, nNODES, g, r, aMS)", argv[0]);
  if (cli_ai_parse_player(argv[1], &b))
    return cli_error("bad player (L1..L7, dD, tMS, tMSc, nNODES, g, r, aMS)", argv[1]);
  hoyito_options o = {.variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  cli_ai_openings openings = CLI_AI_OPENINGS_DEFAULT;
  long games = 20, from = 0, exact = 0;
  double tt_mb = 16;
  int verbose = 0, cpu = 0;
  const char *tables_all = NULL, *tables_for[2] = {NULL, NULL}; /* --tables; --tables-a, -b */
  for (int i = 2; i < argc; i++) {
    const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    long n;
    if (strcmp(s, "--games") == 0) {
      if (cli_parse_long(v, 2, 1000000, &games) || games % 2)
        return cli_error("--games wants an even count", v);
      i++;
    } else if (strcmp(s, "--n") == 0) {
      if (cli_parse_long(v, HOYITO_MIN_N, HOYITO_MAX_N, &n)) return cli_error("--n wants 3..12", v);
      o.n = (int)n;
      i++;
    } else if (strcmp(s, "--variant") == 0) {
      if (!v) return CLI_USAGE;
      o.variant = hoyito_variant_by_name(v);
      if (o.variant < 0) return cli_error("--variant wants I, II or III", v);
      i++;
    } else if (strcmp(s, "--tt") == 0) {
      if (parse_tt(v, &tt_mb)) return CLI_BAD;
      i++;
    } else if (strcmp(s, "--from") == 0) {
      if (cli_parse_long(v, 0, 1000000000, &from))
        return cli_error("--from wants an opening number", v);
      i++;
    } else if (strcmp(s, "--openings") == 0) {
      if (cli_ai_parse_openings(v, &openings))
        return cli_error("--openings wants MIN-MAX random moves (0-40)", v);
      i++;
    } else if (strcmp(s, "--exact") == 0) {
      if (cli_parse_long(v, 0, 8 * HOYITO_MAX_N, &exact))
        return cli_error("--exact wants seeds", v);
      i++;
    } else if (strcmp(s, "--tables") == 0) {
      if (!v) return CLI_USAGE;
      tables_all = v;
      i++;
    } else if (strcmp(s, "--tables-a") == 0 || strcmp(s, "--tables-b") == 0) {
      if (!v) return CLI_USAGE;
      int k = s[9] == 'b';
      if ((k ? &b : &a)->kind == CLI_AI_SPARRING)
        return cli_error("the sparring partner (aMS) plays without tables", s);
      tables_for[k] = v;
      i++;
    } else if (strcmp(s, "--verbose") == 0) {
      verbose = 1;
    } else if (strcmp(s, "--cpu") == 0) {
      cpu = 1;
    } else {
      return CLI_USAGE;
    }
  }
  a.exact_seeds = b.exact_seeds = (int)exact;
  cli_ai_arena *arena = cli_ai_arena_new(tt_mb);
  if (!arena) {
    fprintf(stderr, "error: out of memory\n");
    return CLI_IO;
  }
  if (cpu) cli_ai_arena_cpu_clock(arena);
  /* Each player's tables (the partner's engine has none): its own
   * --tables-a/-b, else --tables; one copy when both name one folder. */
  hoyito_tables tables[2];
  void *tables_buffer[2] = {NULL, NULL};
  cli_ai_player *players[2] = {&a, &b};
  const char *dirs[2];
  for (int k = 0; k < 2; k++) dirs[k] = tables_for[k] ? tables_for[k] : tables_all;
  for (int k = 0; k < 2; k++) {
    if (!dirs[k] || players[k]->kind == CLI_AI_SPARRING) continue;
    if (k == 1 && a.tables && strcmp(dirs[0], dirs[1]) == 0) b.tables = a.tables;
    else players[k]->tables = load_tables(dirs[k], o.variant, &tables[k], &tables_buffer[k]);
  }
  cli_ai_match_result res;
  memset(&res, 0, sizeof res);
  double t0 = cli_ai_clock_ms(NULL);
  cli_ai_play_match(arena, &a, &b, &o, &openings, (int)from, (int)(games / 2), verbose, &res);
  double secs = (cli_ai_clock_ms(NULL) - t0) / 1000;
  cli_ai_print_match(&a, &b, &o, &res, secs);
  cli_ai_arena_free(arena);
  cli_tables_free(tables_buffer[0]);
  cli_tables_free(tables_buffer[1]);
  return CLI_OK;
}

/* ---- bench-search ---------------------------------------------------------------------- */

int hoyito_cli_bench_search(int argc, char **argv) {
  long depth = 17; /* about 1.5 s of CPU on a 2020s desktop core */
  int list_only =
      0; /* --positions: print the positions, search nothing (tools/bench/bench-wasm.mjs) */
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc) {
      if (cli_parse_long(argv[i + 1], 1, 40, &depth))
        return cli_error("--depth wants 1..40", argv[i + 1]);
      i++;
    } else if (strcmp(argv[i], "--positions") == 0) {
      list_only = 1;
    } else {
      return CLI_USAGE;
    }
  }
  size_t tt_bytes = 16u << 20;
  void *tt = malloc(tt_bytes);
  hoyito_ai *ai = tt ? cli_ai_new(tt, tt_bytes) : NULL;
  if (!ai) {
    free(tt);
    fprintf(stderr, "error: out of memory\n");
    return CLI_IO;
  }
  /* the figure is CPU time: other work on the machine does not count */
  hoyito_ai_set_clock(ai, cpu_clock_ms, NULL);
  /* Fixed positions: each variant's start and three positions after fixed
   * random games of 6, 12 and 20 moves. */
  uint64_t total_nodes = 0;
  double total_ms = 0;
  int count = 0;
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    for (int plies = 0; plies <= 20; plies += plies ? (plies < 12 ? 6 : 8) : 6) {
      hoyito_options o = {.variant = variant, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
      hoyito_pos p;
      hoyito_start(&o, &p);
      uint64_t rng = 0x62656e6368ull + (uint64_t)variant;
      for (int i = 0; i < plies && p.turn != HOYITO_OVER; i++) {
        int moves[HOYITO_MAX_N], n = hoyito_legal_moves(&p, moves);
        hoyito_play(&p, moves[splitmix(&rng) % (uint64_t)n], &p, NULL);
      }
      if (p.turn == HOYITO_OVER) continue;
      char text[HOYITO_MAX_POS_TEXT];
      hoyito_format(&p, text, sizeof text);
      if (list_only) {
        printf("%s\n", text);
        continue;
      }
      hoyito_ai_clear(ai);
      hoyito_search_limits limits;
      memset(&limits, 0, sizeof limits);
      limits.depth = (int)depth;
      hoyito_search_result r;
      hoyito_ai_search(ai, &p, &limits, NULL, &r);
      printf("%-44s move %2d score %6d nodes %10llu %8.0f ms\n", text, r.move, r.score,
             (unsigned long long)r.nodes, r.ms);
      total_nodes += r.nodes;
      total_ms += r.ms;
      count++;
    }
  }
  if (list_only) {
    free(ai);
    free(tt);
    return CLI_OK;
  }
  printf("bench-search: %d positions at depth %ld: nodes %llu in %.0f ms cpu: %.0f nodes/s\n",
         count, depth, (unsigned long long)total_nodes, total_ms,
         (double)total_nodes / (total_ms > 0 ? total_ms / 1000 : 1e-9));
  free(ai);
  free(tt);
  return CLI_OK;
}
