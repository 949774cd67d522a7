/*
 * tune.c - `hoyito-tune`: the measuring and tuning driver of the computer
 * opponent (not part of the product).
 *
 *   hoyito-tune spsa VARIANT [--iters N] [--pairs P] [--player dD] [--seed S] [--n N]
 *       Tunes the evaluation weights of VARIANT (I, II, III) by self-play:
 *       SPSA (simultaneous perturbation stochastic approximation). Each
 *       iteration perturbs every weight by +-c at once, plays the two
 *       perturbed sets against each other (P openings, sides swapped), and
 *       moves the weights along the estimated gradient of the capture
 *       difference they got. Prints the weights as it goes and a C row at
 *       the end; src/eval.c records the runs behind the defaults.
 *       --start W begins from W instead of the current defaults.
 *   hoyito-tune verify VARIANT W1,W2,... [--against V1,V2,...|zero|default|aMS] [--pairs P]
 *                      [--player X] [--from K] [--exact S] [--cpu] [--openings MIN-MAX]
 *                      [--n N] [--verbose]
 *       A match of weight set W against another set (default: the built-in
 *       defaults) or the sparring partner (aMS), to accept or reject a
 *       tuning result. --cpu: time limits in CPU time. --verbose: each game
 *       and the summary as `hoyito match --verbose` prints them, so that
 *       split-match.mjs reads it (--paired: against a match of the defaults
 *       on the same games).
 *   hoyito-tune terms VARIANT [--player X] [--against X] [--pairs P] [--from K] [--exact S]
 *                     [--only G,G] [--cpu] [--openings MIN-MAX] [--n N]
 *       What each group of evaluation terms earns against an outside
 *       opponent (default t100 against the sparring partner a100, 50
 *       openings from 0, --exact 16): the tuned weights, then each group
 *       at zero, on the same openings and colours; the seeds a game each
 *       group is worth, game by game, with its standard error. --only: those
 *       groups (side, sweep, three, two, empty, big, threat, tempo, again,
 *       all) after the tuned set.
 *   hoyito-tune exact [--seeds S] [--samples N] [--ms M] [--variant V] [--plies P]
 *                     [--tables DIR [--search-tables]]
 *       How far exact endgame play reaches: samples positions with at most
 *       S seeds on the board from games between d5 players (the game's
 *       history included), solves each with at most M ms of CPU time, and
 *       prints how many were proven and how long it took. --plies P plays
 *       P more d5 moves first (later endgame positions, usually inside a
 *       quiet stretch; the R15 a history grows with them).
 *       --tables DIR compares each position with the endgame tables there
 *       (exact without R15 a): does the search's move keep the tables'
 *       value, and does a proven result (with R15 a and the history) equal
 *       it; --search-tables gives the search the tables too.
 *   hoyito-tune clock [--ms M] [--samples N]
 *       The wall time of timed searches (M ms, default 500) over N random
 *       positions: median, 99th percentile, worst, and how many overran
 *       the limit by more than 10%. Meant for a loaded machine.
 *   hoyito-tune openings [--ms M] [--count K] [--variant V] [--openings MIN-MAX] [--n N]
 *       The first K openings of `hoyito match` (default 30 of 2-4 random moves; 2xN, default 2x6) and what
 *       the search makes of each in M ms of CPU (default 2000): proven,
 *       winner sure (and for which side) or open. A match's points cannot
 *       go far above half when most openings are already decided.
 *   hoyito-tune book-check [--short MS] [--long MS] [--count K] [--variant V] [--n N] [--start]
 *       What an opening book would change: Master's move at MS ms against a
 *       long search (default 100 and 3000) on the first K match openings, or
 *       with --start on the start and each first move; counts the same moves.
 *   hoyito-tune bench [--depth D] [--ms M] [--captures]
 *       The search on 36 positions like a match's (2x6, 12 a variant: the
 *       match openings 0-3, then 0, 2 and 6 moves of a depth-6 player),
 *       each from a fresh 16 MB table: with --depth D (default 16) nodes and
 *       CPU time to reach depth D; with --ms M the depth reached in M ms of
 *       CPU. What a change to the search costs or saves where it plays.
 *       --captures: with the captures-only evaluation (all weights 0).
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli_ai.h"
#include "cli_common.h"
#include "cli_tables.h"
#include "splitmix.h"

static double cpu_ms(void *user) {
  (void)user;
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int parse_weights(const char *s, hoyito_ai_weights *w) {
  memset(w, 0, sizeof *w);
  if (strcmp(s, "zero") == 0) return 0;
  for (int k = 0; k < HOYITO_AI_W_COUNT; k++) {
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || v < -5000 || v > 5000) return -1;
    w->w[k] = (int16_t)v;
    s = end;
    if (k + 1 < HOYITO_AI_W_COUNT) {
      if (*s != ',') return -1;
      s++;
    }
  }
  return *s ? -1 : 0;
}

static void print_weights(const char *label, const double *theta) {
  printf("%s", label);
  for (int k = 0; k < HOYITO_AI_W_COUNT; k++) printf("%s%.0f", k ? "," : " ", theta[k]);
  printf("\n");
}

static const char *arg_after(int argc, char **argv, const char *name) {
  for (int i = 0; i + 1 < argc; i++)
    if (strcmp(argv[i], name) == 0) return argv[i + 1];
  return NULL;
}

/* --openings MIN-MAX (default: hoyito match's 2-4). 0, or -1 if malformed. */
static int openings_arg(int argc, char **argv, cli_ai_openings *out) {
  const char *s = arg_after(argc, argv, "--openings");
  *out = CLI_AI_OPENINGS_DEFAULT;
  return s ? cli_ai_parse_openings(s, out) : 0;
}

/* --n N, the row length (default 6). 0, or -1 if out of range. */
static int n_arg(int argc, char **argv, int *out) {
  const char *s = arg_after(argc, argv, "--n");
  *out = s ? atoi(s) : HOYITO_DEFAULT_N;
  return *out < HOYITO_MIN_N || *out > HOYITO_MAX_N ? -1 : 0;
}

static double points(const cli_ai_match_result *r) {
  return r->games ? (r->wins + 0.5 * r->draws) / r->games : 0.5;
}

/* ---- spsa --------------------------------------------------------------------------- */

static int run_spsa(int argc, char **argv) {
  int variant = hoyito_variant_by_name(argc > 0 ? argv[0] : NULL);
  if (variant < 0) return 2;
  const char *s;
  int iters = (s = arg_after(argc, argv, "--iters")) ? atoi(s) : 400;
  int pairs = (s = arg_after(argc, argv, "--pairs")) ? atoi(s) : 8;
  uint64_t rng = (s = arg_after(argc, argv, "--seed")) ? strtoull(s, NULL, 10) : 1;
  cli_ai_player base;
  if (cli_ai_parse_player((s = arg_after(argc, argv, "--player")) ? s : "d4", &base)) return 2;
  cli_ai_openings openings;
  int n;
  if (openings_arg(argc, argv, &openings) || n_arg(argc, argv, &n)) return 2;
  hoyito_ai_weights start;
  hoyito_ai_default_weights(variant, n, &start);
  if ((s = arg_after(argc, argv, "--start")) && parse_weights(s, &start)) return 2;

  hoyito_options o = {.variant = variant, .n = n, .limit = HOYITO_DEFAULT_LIMIT};
  cli_ai_arena *arena = cli_ai_arena_new(4);
  if (!arena) return 1;
  double theta[HOYITO_AI_W_COUNT];
  for (int k = 0; k < HOYITO_AI_W_COUNT; k++) theta[k] = start.w[k];
  /* Gains: a perturbation of c = 30 (0.3 seed) per weight, and a step that
   * moves a weight by about 10 for a 2-seed difference a game early on,
   * shrinking as in Spall's standard schedule. */
  const double c0 = 30, a0 = 8000, A = 50;
  double t0 = cpu_ms(NULL);
  print_weights("start", theta);
  for (int it = 0; it < iters; it++) {
    double ck = c0 / pow(it + 1, 0.101), ak = a0 / pow(it + 1 + A, 0.602);
    int delta[HOYITO_AI_W_COUNT];
    cli_ai_player plus = base, minus = base;
    plus.custom_weights = minus.custom_weights = 1;
    for (int k = 0; k < HOYITO_AI_W_COUNT; k++) {
      delta[k] = splitmix(&rng) & 1 ? 1 : -1;
      plus.weights.w[k] = (int16_t)lround(theta[k] + ck * delta[k]);
      minus.weights.w[k] = (int16_t)lround(theta[k] - ck * delta[k]);
    }
    snprintf(plus.label, sizeof plus.label, "plus");
    snprintf(minus.label, sizeof minus.label, "minus");
    cli_ai_match_result res;
    memset(&res, 0, sizeof res);
    cli_ai_play_match(arena, &plus, &minus, &o, &openings, 1000 + it * pairs, pairs, 0, &res);
    /* The signal: plus's capture difference over minus, per game, in units
     * of 16 seeds (a third of the board), clipped to [-1, 1]. Seeds say more
     * than win/draw/loss about a small change, for the same games. */
    double r = (double)res.diff / res.games / 16;
    if (r > 1) r = 1;
    if (r < -1) r = -1;
    for (int k = 0; k < HOYITO_AI_W_COUNT; k++) {
      theta[k] += ak * r / (2 * ck * delta[k]);
      if (theta[k] > 2000) theta[k] = 2000;
      if (theta[k] < -2000) theta[k] = -2000;
    }
    if ((it + 1) % 10 == 0 || it + 1 == iters) {
      char label[64];
      snprintf(label, sizeof label, "iter %d (%.0f s)", it + 1, (cpu_ms(NULL) - t0) / 1000);
      print_weights(label, theta);
      fflush(stdout);
    }
  }
  printf("row { {");
  for (int k = 0; k < HOYITO_AI_W_COUNT; k++) printf("%s%.0f", k ? ", " : " ", theta[k]);
  printf(" } }\n");
  cli_ai_arena_free(arena);
  return 0;
}

/* ---- verify ------------------------------------------------------------------------- */

static int run_verify(int argc, char **argv) {
  if (argc < 2) return 2;
  int variant = hoyito_variant_by_name(argv[0]);
  int n;
  if (variant < 0 || n_arg(argc, argv, &n)) return 2;
  const char *s;
  cli_ai_player a, b;
  if (cli_ai_parse_player((s = arg_after(argc, argv, "--player")) ? s : "d5", &a)) return 2;
  b = a;
  a.custom_weights = b.custom_weights = 1;
  if (parse_weights(argv[1], &a.weights)) return 2;
  hoyito_ai_default_weights(variant, n, &b.weights);
  s = arg_after(argc, argv, "--against");
  if (s && s[0] == 'a') { /* the sparring partner, "a100" */
    if (cli_ai_parse_player(s, &b)) return 2;
  } else if (s && strcmp(s, "default") != 0 && parse_weights(s, &b.weights)) {
    return 2;
  }
  snprintf(a.label, sizeof a.label, "new");
  snprintf(b.label, sizeof b.label, "%s", s ? s : "default");
  int pairs = (s = arg_after(argc, argv, "--pairs")) ? atoi(s) : 100;
  int from = (s = arg_after(argc, argv, "--from")) ? atoi(s) : 500000;
  a.exact_seeds = b.exact_seeds = (s = arg_after(argc, argv, "--exact")) ? atoi(s) : 0;
  cli_ai_openings openings;
  if (openings_arg(argc, argv, &openings)) return 2;
  hoyito_options o = {.variant = variant, .n = n, .limit = HOYITO_DEFAULT_LIMIT};
  cli_ai_arena *arena = cli_ai_arena_new(16);
  if (!arena) return 1;
  int verbose = 0;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--cpu") == 0) cli_ai_arena_cpu_clock(arena);
    verbose |= strcmp(argv[i], "--verbose") == 0;
  }
  cli_ai_match_result res;
  memset(&res, 0, sizeof res);
  double t0 = cpu_ms(NULL);
  cli_ai_play_match(arena, &a, &b, &o, &openings, from, pairs, verbose, &res);
  if (verbose) cli_ai_print_match(&a, &b, &o, &res, (cpu_ms(NULL) - t0) / 1000);
  double f = points(&res);
  printf(
      "verify %s: new vs %s: %d games +%d =%d -%d score %.1f%% seeds %+.2f/game, "
      "pairs ahead %d behind %d (%.0f s)\n",
      argv[0], b.label, res.games, res.wins, res.draws, res.losses, 100 * f,
      (double)res.diff / res.games, res.pairs_won, res.pairs_lost, (cpu_ms(NULL) - t0) / 1000);
  cli_ai_arena_free(arena);
  return 0;
}

/* ---- terms ---------------------------------------------------------------------------- */

/* The evaluation's terms in the groups `terms` switches off together (a
 * term counted for both players is one idea); "again" switches off nothing,
 * to show the noise, and "all" everything: captures only. */
static const struct {
  const char *name;
  int first, count;
} term_groups[] = {
    {"side", HOYITO_AI_W_SIDE, 1},
    {"sweep", HOYITO_AI_W_SWEEP, 1},
    {"three", HOYITO_AI_W_THREE_MINE, 2},
    {"two", HOYITO_AI_W_TWO_MINE, 2},
    {"empty", HOYITO_AI_W_EMPTY_MINE, 2},
    {"big", HOYITO_AI_W_BIG_MINE, 2},
    {"threat", HOYITO_AI_W_THREAT_MINE, 2},
    {"tempo", HOYITO_AI_W_TEMPO, 1},
    {"again", 0, 0},
    {"all", 0, HOYITO_AI_W_COUNT},
};
#define TERM_GROUPS ((int)(sizeof term_groups / sizeof term_groups[0]))

/* Is `name` one of the comma-separated names in `list`? */
static int list_has(const char *list, const char *name) {
  size_t len = strlen(name);
  for (const char *at = list; (at = strstr(at, name)); at += len)
    if ((at == list || at[-1] == ',') && (at[len] == ',' || at[len] == 0)) return 1;
  return 0;
}

/*
 * What each group of terms earns against an outside opponent: the tuned
 * weights, then the same with one group at zero, each set playing the same
 * openings with the same colours against the same opponent (default: Master's
 * search at 100 ms against the sparring partner at 100 ms). Prints each
 * set's points and seeds a game, and the seeds a game the group is worth,
 * counted game by game against the tuned set with its standard error (the
 * CPU clock never cuts two searches at the same node, so even the same set
 * played twice differs by some games).
 */
static int run_terms(int argc, char **argv) {
  int variant = hoyito_variant_by_name(argc > 0 ? argv[0] : NULL);
  if (variant < 0) return 2;
  const char *s;
  cli_ai_player a, b;
  if (cli_ai_parse_player((s = arg_after(argc, argv, "--player")) ? s : "t100", &a)) return 2;
  if (cli_ai_parse_player((s = arg_after(argc, argv, "--against")) ? s : "a100", &b)) return 2;
  int pairs = (s = arg_after(argc, argv, "--pairs")) ? atoi(s) : 50;
  int from = (s = arg_after(argc, argv, "--from")) ? atoi(s) : 0;
  a.exact_seeds = b.exact_seeds = (s = arg_after(argc, argv, "--exact")) ? atoi(s) : 16;
  cli_ai_openings openings;
  int n;
  if (pairs < 1 || pairs > 100000 || openings_arg(argc, argv, &openings) || n_arg(argc, argv, &n))
    return 2;
  hoyito_options o = {.variant = variant, .n = n, .limit = HOYITO_DEFAULT_LIMIT};
  cli_ai_arena *arena = cli_ai_arena_new(16);
  int *base = malloc(2 * (size_t)pairs * sizeof *base),
      *games = malloc(2 * (size_t)pairs * sizeof *games);
  if (!arena || !base || !games) return 1;
  for (int i = 0; i < argc; i++)
    if (strcmp(argv[i], "--cpu") == 0) cli_ai_arena_cpu_clock(arena);
  a.custom_weights = 1;
  hoyito_ai_weights tuned;
  hoyito_ai_default_weights(variant, n, &tuned);
  const char *only = arg_after(argc, argv, "--only"); /* "sweep,again": those groups only */
  if (only) {                                         /* every name must be a group's */
    int named = 1, known = 0;
    for (const char *c = only; *c; c++) named += *c == ',';
    for (int g = 0; g < TERM_GROUPS; g++) known += list_has(only, term_groups[g].name);
    if (known != named) return 2;
  }
  for (int g = -1; g < TERM_GROUPS; g++) {
    if (g >= 0 && only && !list_has(only, term_groups[g].name)) continue;
    a.weights = tuned;
    if (g >= 0)
      for (int k = 0; k < term_groups[g].count; k++) a.weights.w[term_groups[g].first + k] = 0;
    cli_ai_match_result res;
    memset(&res, 0, sizeof res);
    res.per_game = g < 0 ? base : games;
    double t0 = cpu_ms(NULL);
    cli_ai_play_match(arena, &a, &b, &o, &openings, from, pairs, 0, &res);
    printf("%s %-6s %s vs %s: %d games, %5.1f%%, seeds %+6.2f a game, pairs ahead %d behind %d",
           argv[0], g < 0 ? "tuned" : term_groups[g].name, a.label, b.label, res.games,
           100 * points(&res), (double)res.diff / res.games, res.pairs_won, res.pairs_lost);
    if (g >= 0) {
      double sum = 0, sq = 0;
      for (int i = 0; i < res.games; i++) sum += base[i] - games[i];
      double mean = sum / res.games;
      for (int i = 0; i < res.games; i++)
        sq += (base[i] - games[i] - mean) * (base[i] - games[i] - mean);
      int changed = 0;
      for (int i = 0; i < res.games; i++) changed += base[i] != games[i];
      printf("; the group earns %+.2f (se %.2f; %d games changed)", mean,
             res.games > 1 ? sqrt(sq / (res.games - 1) / res.games) : 0, changed);
    }
    printf(" (%.0f s)\n", (cpu_ms(NULL) - t0) / 1000);
    fflush(stdout);
  }
  free(base);
  free(games);
  cli_ai_arena_free(arena);
  return 0;
}

/* ---- exact ---------------------------------------------------------------------------- */

/* One move of the depth-5 player that walks the games to their endgames. */
static void play_d5(hoyito_ai *player, hoyito_game *g, hoyito_pos *hist) {
  hoyito_search_limits limits = {0};
  limits.depth = 5;
  hoyito_ai_history h;
  hoyito_ai_history_of_game(g, hist, HOYITO_MAX_LIMIT, &h);
  hoyito_search_result r;
  hoyito_ai_search(player, &g->pos, &limits, &h, &r);
  hoyito_game_play(g, r.move, NULL);
}

/* A d5 game from a random opening, stopped at the first position with at
 * most `seeds` seeds on the board, then `plies` more (--plies: later in the
 * endgame, inside a quiet stretch with its history). */
static void reach_endgame(hoyito_game *g, hoyito_ai *player, hoyito_pos *hist, uint64_t *rng,
                          int variant, int seeds, int plies) {
  hoyito_options o = {.variant = variant, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(g, &start);
  hoyito_ai_clear(player);
  for (int i = 0; i < 6 && g->pos.turn != HOYITO_OVER; i++) {
    int moves[HOYITO_MAX_N], n = hoyito_legal_moves(&g->pos, moves);
    hoyito_game_play(g, moves[splitmix(rng) % (uint64_t)n], NULL);
  }
  while (g->pos.turn != HOYITO_OVER && hoyito_board_total(&g->pos) > seeds)
    play_d5(player, g, hist);
  for (int i = 0; i < plies && g->pos.turn != HOYITO_OVER; i++) play_d5(player, g, hist);
}

/* A variant's endgames so far: how many were searched, proven, sure. */
typedef struct {
  int tried, proven, sure;
  double proven_ms, worst_proven_ms;
  int covered, kept, proven_covered, proven_agree; /* against the tables */
} exact_tally;

/* The tables' value tv of p against the search's move and proof r: printed and counted. */
static void compare_tables(const hoyito_tables *tables, const hoyito_pos *p,
                           const hoyito_search_result *r, int tv, exact_tally *t) {
  /* The move's value: its captures, then the tables' value after it. */
  const int me = p->turn;
  hoyito_pos c;
  hoyito_play(p, r->move, &c, NULL);
  int mv = (c.captured[me] - p->captured[me]) - (c.captured[1 - me] - p->captured[1 - me]), cv = 0;
  if (c.turn != HOYITO_OVER && hoyito_tables_probe(tables, &c, &cv) == 0)
    mv += c.turn == me ? cv : -cv;
  int have = p->captured[me] - p->captured[1 - me];
  int proved = hoyito_ai_score_seeds(r->score) / HOYITO_AI_SEED - have;
  t->covered++;
  t->kept += mv == tv;
  if (r->exact) t->proven_covered++, t->proven_agree += proved == tv;
  printf(" tables %+d move %+d%s", tv, mv, r->exact && proved != tv ? " PROOF DIFFERS" : "");
}

/* The game's position searched to its end (within ms): a line printed, the
 * tally counted; `tables` (or NULL) checks the search's move and proof. */
static void search_exact(hoyito_ai *ai, const hoyito_game *g, hoyito_pos *hist, double ms,
                         const hoyito_tables *tables, exact_tally *t) {
  hoyito_ai_history h;
  hoyito_ai_history_of_game(g, hist, HOYITO_MAX_LIMIT, &h);
  hoyito_search_limits limits = {0};
  limits.exact_seeds = 8 * HOYITO_MAX_N;
  limits.ms = ms;
  hoyito_search_result r;
  hoyito_ai_clear(ai);
  hoyito_ai_search(ai, &g->pos, &limits, &h, &r);
  char text[HOYITO_MAX_POS_TEXT];
  hoyito_format(&g->pos, text, sizeof text);
  t->tried++;
  t->proven += r.exact;
  t->sure += r.exact || hoyito_ai_score_outcome(r.score) != 0;
  if (r.exact) {
    t->proven_ms += r.ms;
    if (r.ms > t->worst_proven_ms) t->worst_proven_ms = r.ms;
  }
  printf("%-50s seeds %2d %s depth %3d nodes %10llu %8.0f ms score %d", text,
         hoyito_board_total(&g->pos),
         r.exact                            ? "PROVEN"
         : hoyito_ai_score_outcome(r.score) ? "sure  "
                                            : "open  ",
         r.depth, (unsigned long long)r.nodes, r.ms, r.score);
  int tv;
  if (tables && hoyito_tables_probe(tables, &g->pos, &tv) == 0)
    compare_tables(tables, &g->pos, &r, tv, t);
  printf("\n");
  fflush(stdout);
}

static int run_exact(int argc, char **argv) {
  const char *s;
  int seeds = (s = arg_after(argc, argv, "--seeds")) ? atoi(s) : 12;
  int samples = (s = arg_after(argc, argv, "--samples")) ? atoi(s) : 20;
  double ms = (s = arg_after(argc, argv, "--ms")) ? atof(s) : 10000;
  int only = (s = arg_after(argc, argv, "--variant")) ? hoyito_variant_by_name(s) : -1;
  int plies = (s = arg_after(argc, argv, "--plies")) ? atoi(s) : 0;
  if (only == HOYITO_E_VARIANT) return 2;
  const char *tables_dir = arg_after(argc, argv, "--tables");
  int search_tables = 0;
  for (int i = 0; i < argc; i++) search_tables |= strcmp(argv[i], "--search-tables") == 0;
  size_t tt_bytes = 64u << 20;
  void *tt = malloc(tt_bytes), *ptt = malloc(4u << 20);
  hoyito_ai *ai = tt ? cli_ai_new(tt, tt_bytes) : NULL;
  hoyito_ai *player = ptt ? cli_ai_new(ptt, 4u << 20) : NULL;
  hoyito_game *g = malloc(sizeof *g);
  hoyito_pos *hist = malloc(HOYITO_MAX_LIMIT * sizeof *hist);
  if (!ai || !player || !g || !hist) return 1;
  hoyito_ai_set_clock(ai, cpu_ms, NULL);
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    if (only >= 0 && variant != only) continue;
    exact_tally t = {0};
    hoyito_tables tables;
    void *tables_buffer = NULL;
    char msg[1200];
    if (tables_dir &&
        cli_tables_load(tables_dir, variant, &tables, &tables_buffer, msg, sizeof msg)) {
      fprintf(stderr, "error: %s\n", msg);
      return 2;
    }
    hoyito_ai_set_tables(ai, tables_buffer && search_tables ? &tables : NULL);
    uint64_t rng = 0x6578616374ull + (uint64_t)variant;
    for (int game = 0; t.tried < samples && game < samples * 20; game++) {
      reach_endgame(g, player, hist, &rng, variant, seeds, plies);
      if (g->pos.turn == HOYITO_OVER) continue;
      search_exact(ai, g, hist, ms, tables_buffer ? &tables : NULL, &t);
    }
    printf(
        "variant %s, <= %d seeds: %d of %d proven (exact margin) within %.0f ms cpu, mean %.0f ms, "
        "worst %.0f ms; winner sure in %d of %d\n",
        cli_rules(variant)->name, seeds, t.proven, t.tried, ms,
        t.proven ? t.proven_ms / t.proven : 0, t.worst_proven_ms, t.sure, t.tried);
    if (tables_buffer)
      printf(
          "  tables%s: cover %d of %d; the search's move keeps their value in %d; "
          "proven results equal it in %d of %d\n",
          search_tables ? " (searched with)" : "", t.covered, t.tried, t.kept, t.proven_agree,
          t.proven_covered);
    cli_tables_free(tables_buffer);
  }
  free(tt);
  free(ai);
  free(player);
  free(g);
  free(hist);
  free(ptt);
  return 0;
}

/* ---- clock ---------------------------------------------------------------------------- */

static int compare_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/*
 * The wall time a timed search really takes: positions from random games
 * of each variant (2x6, 2 to 40 moves in), each searched with a fresh
 * 16 MB table under the wall clock, timed from the call to its return.
 * Run it on a loaded machine: that is where overruns show.
 */
static int run_clock(int argc, char **argv) {
  const char *s;
  double ms = (s = arg_after(argc, argv, "--ms")) ? atof(s) : 500;
  int samples = (s = arg_after(argc, argv, "--samples")) ? atoi(s) : 60;
  if (!(ms > 0) || samples < 1 || samples > 100000) return 2;
  size_t tt_bytes = 16u << 20;
  void *tt = malloc(tt_bytes);
  hoyito_ai *ai = tt ? cli_ai_new(tt, tt_bytes) : NULL;
  double *wall = malloc((size_t)samples * sizeof *wall);
  if (!ai || !wall) return 1;
  hoyito_ai_set_clock(ai, cli_ai_clock_ms, NULL);
  uint64_t rng = 0x636c6f636bull;
  int over = 0, depth_sum = 0;
  double worst = 0, worst_cpu = 0; /* a worst case far above its CPU time was a wait for a core */
  for (int k = 0; k < samples; k++) {
    hoyito_options o = {
        .variant = k % HOYITO_VARIANT_COUNT, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
    hoyito_pos p;
    hoyito_start(&o, &p);
    int plies = 2 + (int)(splitmix(&rng) % 39);
    for (int i = 0; i < plies; i++) {
      int moves[HOYITO_MAX_N], n = hoyito_legal_moves(&p, moves);
      hoyito_pos c;
      hoyito_play(&p, moves[splitmix(&rng) % (uint64_t)n], &c, NULL);
      if (c.turn == HOYITO_OVER) break;
      p = c;
    }
    hoyito_ai_clear(ai);
    hoyito_search_limits limits = {0};
    limits.ms = ms;
    hoyito_search_result r;
    double t0 = cli_ai_clock_ms(NULL), c0 = cpu_ms(NULL);
    hoyito_ai_search(ai, &p, &limits, NULL, &r);
    wall[k] = cli_ai_clock_ms(NULL) - t0;
    if (wall[k] > worst) worst = wall[k], worst_cpu = cpu_ms(NULL) - c0;
    over += wall[k] > ms * 1.1;
    depth_sum += r.depth;
  }
  qsort(wall, (size_t)samples, sizeof *wall, compare_double);
  printf(
      "clock: %d searches of %.0f ms (wall clock): median %.1f ms, 99th percentile %.1f ms, "
      "max %.1f ms (%.1f ms cpu), over +10%%: %d; depth %.1f\n",
      samples, ms, wall[samples / 2],
      wall[(samples * 99) / 100 < samples ? (samples * 99) / 100 : samples - 1], wall[samples - 1],
      worst_cpu, over, (double)depth_sum / samples);
  free(tt);
  free(ai);
  free(wall);
  return 0;
}

/* ---- openings ------------------------------------------------------------------------- */

/* The one-position tools' searcher: the CPU clock, a table, and a game to
 * play match openings in. 0, or 1 when out of memory. */
typedef struct {
  void *tt;
  hoyito_ai *ai;
  hoyito_game *g;
} probe;

static int probe_new(probe *pr, size_t tt_bytes) {
  pr->tt = malloc(tt_bytes);
  pr->ai = pr->tt ? cli_ai_new(pr->tt, tt_bytes) : NULL;
  pr->g = malloc(sizeof *pr->g);
  if (!pr->ai || !pr->g) return 1;
  hoyito_ai_set_clock(pr->ai, cpu_ms, NULL);
  return 0;
}

static void probe_free(probe *pr) {
  free(pr->tt);
  free(pr->ai);
  free(pr->g);
}

/* The position of `hoyito match`'s opening k on a fresh 2xn board. */
static hoyito_pos opening_at(hoyito_game *g, int variant, int n, const cli_ai_openings *openings,
                             int k) {
  hoyito_options o = {.variant = variant, .n = n, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos start;
  hoyito_start(&o, &start);
  hoyito_game_init(g, &start);
  cli_ai_open(openings, k, g, NULL);
  return g->pos;
}

static int run_openings(int argc, char **argv) {
  const char *s;
  double ms = (s = arg_after(argc, argv, "--ms")) ? atof(s) : 2000;
  int count = (s = arg_after(argc, argv, "--count")) ? atoi(s) : 30;
  int only = (s = arg_after(argc, argv, "--variant")) ? hoyito_variant_by_name(s) : -1;
  int n = (s = arg_after(argc, argv, "--n")) ? atoi(s) : HOYITO_DEFAULT_N;
  cli_ai_openings openings;
  if (!(ms > 0) || count < 1 || only == HOYITO_E_VARIANT || n < HOYITO_MIN_N || n > HOYITO_MAX_N ||
      openings_arg(argc, argv, &openings))
    return 2;
  probe pr;
  if (probe_new(&pr, 64u << 20)) return 1;
  hoyito_ai *ai = pr.ai;
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    if (only >= 0 && variant != only) continue;
    int proven = 0, sure = 0, open = 0;
    for (int k = 0; k < count; k++) {
      hoyito_pos p = opening_at(pr.g, variant, n, &openings, k);
      if (p.turn == HOYITO_OVER) continue;
      hoyito_ai_clear(ai);
      hoyito_search_limits limits = {0};
      limits.ms = ms;
      hoyito_search_result r;
      hoyito_ai_search(ai, &p, &limits, NULL, &r);
      int outcome = hoyito_ai_score_outcome(r.score),
          d = hoyito_ai_score_seeds(r.score) / HOYITO_AI_SEED;
      const char *mover = p.turn == HOYITO_SOUTH ? "South" : "North";
      char text[HOYITO_MAX_POS_TEXT];
      hoyito_format(&p, text, sizeof text);
      if (r.exact) proven++;
      else if (outcome) sure++;
      else open++;
      printf("opening %2d %-46s %s: %s %+d (depth %d)\n", k, text, mover,
             r.exact   ? "proven"
             : outcome ? "sure  "
                       : "open  ",
             d, r.depth);
    }
    printf(
        "variant %s: %d openings of %d-%d moves, %.0f ms: proven %d, winner sure %d, open %d "
        "(2x%d)\n",
        cli_rules(variant)->name, count, openings.min_plies, openings.max_plies, ms, proven, sure,
        open, n);
    fflush(stdout);
  }
  probe_free(&pr);
  return 0;
}

/* ---- book-check ------------------------------------------------------------------------ */

/*
 * What an opening book would change: Master's search (for_seeds, endgame
 * from 16 seeds, fresh table) at --short ms of CPU against --long ms, on the
 * first K openings of `hoyito match`, or with --start on the start and the
 * positions after each first move (where a book of play from the start
 * begins). A book built from long searches pays only where they differ.
 */
static int run_book_check(int argc, char **argv) {
  const char *s;
  double short_ms = (s = arg_after(argc, argv, "--short")) ? atof(s) : 100;
  double long_ms = (s = arg_after(argc, argv, "--long")) ? atof(s) : 3000;
  int count = (s = arg_after(argc, argv, "--count")) ? atoi(s) : 30;
  int n = (s = arg_after(argc, argv, "--n")) ? atoi(s) : HOYITO_DEFAULT_N;
  int only = (s = arg_after(argc, argv, "--variant")) ? hoyito_variant_by_name(s) : -1;
  int from_start = 0;
  for (int i = 0; i < argc; i++) from_start |= strcmp(argv[i], "--start") == 0;
  cli_ai_openings openings;
  if (!(short_ms > 0) || !(long_ms > 0) || count < 1 || n < HOYITO_MIN_N || n > HOYITO_MAX_N ||
      only == HOYITO_E_VARIANT || openings_arg(argc, argv, &openings))
    return 2;
  probe pr;
  if (probe_new(&pr, 16u << 20)) return 1;
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    if (only >= 0 && variant != only) continue;
    int same = 0, total = 0;
    int positions = from_start ? n + 1 : count;
    for (int k = 0; k < positions; k++) {
      cli_ai_openings none = {0, 0};
      hoyito_pos start = opening_at(pr.g, variant, n, &none, 0), p = start;
      if (!from_start) p = opening_at(pr.g, variant, n, &openings, k);
      else if (k > 0 && hoyito_play(&start, k, &p, NULL) != 0) continue;
      if (p.turn == HOYITO_OVER) continue;
      hoyito_search_result r[2];
      for (int t = 0; t < 2; t++) {
        hoyito_search_limits limits = {0};
        limits.ms = t ? long_ms : short_ms;
        limits.for_seeds = 1;
        limits.exact_seeds = 16;
        hoyito_ai_clear(pr.ai);
        hoyito_ai_search(pr.ai, &p, &limits, NULL, &r[t]);
      }
      char text[HOYITO_MAX_POS_TEXT];
      hoyito_format(&p, text, sizeof text);
      total++;
      same += r[0].move == r[1].move;
      printf(
          "%s %2d %-60s %5.0f ms: move %2d score %6d depth %2d | %5.0f ms: move %2d score %6d "
          "depth %2d%s\n",
          cli_rules(variant)->name, k, text, short_ms, r[0].move, r[0].score, r[0].depth, long_ms,
          r[1].move, r[1].score, r[1].depth, r[0].move == r[1].move ? "" : "  differs");
      fflush(stdout);
    }
    printf("variant %s, 2x%d, %s: the same move at %.0f and %.0f ms in %d of %d\n",
           cli_rules(variant)->name, n,
           from_start ? "the start and each first move" : "match openings", short_ms, long_ms, same,
           total);
  }
  probe_free(&pr);
  return 0;
}

/* ---- bench ---------------------------------------------------------------------------- */

/* Position k of variant v for `bench`: match opening k % 4 as hoyito match
 * first played it (4 + k % 3 random moves, not today's 2-4; kept so that node
 * counts stay comparable with earlier runs), then 0, 2 or 6 moves of a
 * depth-6 player. Returns 0 if that game ended first. */
static int bench_position(hoyito_ai *player, int variant, int k, hoyito_pos *out) {
  hoyito_options o = {.variant = variant, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  hoyito_pos p;
  hoyito_start(&o, &p);
  static const int more[3] = {0, 2, 6};
  int opening = k % 4, plies = more[k / 4];
  uint64_t rng = 0x6f70656e696e67ull ^ (uint64_t)opening * 0x9e3779b97f4a7c15ull;
  for (int i = 0; i < 4 + opening % 3 && p.turn != HOYITO_OVER; i++) {
    int moves[HOYITO_MAX_N], n = hoyito_legal_moves(&p, moves);
    hoyito_play(&p, moves[splitmix(&rng) % (uint64_t)n], &p, NULL);
  }
  hoyito_ai_clear(player);
  for (int i = 0; i < plies && p.turn != HOYITO_OVER; i++) {
    hoyito_search_limits limits = {0};
    limits.depth = 6;
    hoyito_search_result r;
    hoyito_ai_search(player, &p, &limits, NULL, &r);
    hoyito_play(&p, r.move, &p, NULL);
  }
  *out = p;
  return p.turn != HOYITO_OVER;
}

static int run_bench(int argc, char **argv) {
  const char *s;
  int depth = (s = arg_after(argc, argv, "--depth")) ? atoi(s) : 16;
  double ms = (s = arg_after(argc, argv, "--ms")) ? atof(s) : 0;
  if (depth < 1 || depth >= HOYITO_AI_MAX_PLY || ms < 0) return 2;
  size_t tt_bytes = 16u << 20;
  void *tt = malloc(tt_bytes), *ptt = malloc(1u << 20);
  hoyito_ai *ai = tt ? cli_ai_new(tt, tt_bytes) : NULL;
  hoyito_ai *player = ptt ? cli_ai_new(ptt, 1u << 20) : NULL;
  if (!ai || !player) return 1;
  hoyito_ai_set_clock(ai, cpu_ms, NULL);
  for (int i = 0; i < argc; i++) /* the captures-only evaluation */
    if (strcmp(argv[i], "--captures") == 0) {
      const hoyito_ai_weights none[HOYITO_AI_ROWS] = {{{0}}, {{0}}};
      for (int v = 0; v < HOYITO_VARIANT_COUNT; v++) hoyito_ai_set_weights(ai, v, none);
    }
  uint64_t nodes = 0;
  double total_ms = 0;
  long depth_sum = 0;
  int count = 0;
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++) {
    for (int k = 0; k < 12; k++) {
      hoyito_pos p;
      if (!bench_position(player, variant, k, &p)) continue;
      hoyito_ai_clear(ai);
      hoyito_search_limits limits = {0};
      if (ms > 0) limits.ms = ms;
      else limits.depth = depth;
      hoyito_search_result r;
      hoyito_ai_search(ai, &p, &limits, NULL, &r);
      char text[HOYITO_MAX_POS_TEXT];
      hoyito_format(&p, text, sizeof text);
      printf("%-48s move %2d depth %3d score %6d nodes %10llu %7.0f ms\n", text, r.move, r.depth,
             r.score, (unsigned long long)r.nodes, r.ms);
      nodes += r.nodes;
      total_ms += r.ms;
      depth_sum += r.depth;
      count++;
    }
  }
  printf("bench: %d positions, %s %d: nodes %llu in %.0f ms cpu (%.0f nodes/s), mean depth %.2f\n",
         count, ms > 0 ? "ms" : "depth", ms > 0 ? (int)ms : depth, (unsigned long long)nodes,
         total_ms, nodes / (total_ms > 0 ? total_ms / 1000 : 1e-9), (double)depth_sum / count);
  free(tt);
  free(ptt);
  free(ai);
  free(player);
  return 0;
}

int main(int argc, char **argv) {
  static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
  } commands[] = {
      {"spsa", run_spsa},   {"verify", run_verify},     {"terms", run_terms},
      {"exact", run_exact}, {"clock", run_clock},       {"book-check", run_book_check},
      {"bench", run_bench}, {"openings", run_openings},
  };
  for (size_t i = 0; argc >= 2 && i < sizeof commands / sizeof commands[0]; i++) {
    if (strcmp(argv[1], commands[i].name) != 0) continue;
    int rc = commands[i].run(argc - 2, argv + 2);
    if (rc == 2)
      fprintf(stderr, "error: wrong arguments for '%s' (hoyito-tune alone lists them)\n", argv[1]);
    else if (rc == 1) fprintf(stderr, "error: out of memory\n");
    return rc;
  }
  fprintf(stderr,
          "usage: hoyito-tune spsa VARIANT [--iters N] [--pairs P] [--player dD] [--seed S] "
          "[--start W]\n"
          "                        [--openings MIN-MAX] [--n N]\n"
          "       hoyito-tune verify VARIANT W [--against W|zero|default|aMS] [--pairs P] "
          "[--player X]\n"
          "                          [--from K] [--exact S] [--cpu] [--openings MIN-MAX] [--n N] "
          "[--verbose]\n"
          "       hoyito-tune terms VARIANT [--player X] [--against X] [--pairs P] [--from K] "
          "[--exact S]\n"
          "                         [--only G,G] [--cpu] [--openings MIN-MAX] [--n N]\n"
          "       hoyito-tune exact [--seeds S] [--samples N] [--ms M] [--variant V] [--plies P]\n"
          "                         [--tables DIR [--search-tables]]\n"
          "       hoyito-tune clock [--ms M] [--samples N]\n"
          "       hoyito-tune openings [--ms M] [--count K] [--variant V] [--openings MIN-MAX] "
          "[--n N]\n"
          "       hoyito-tune book-check [--short MS] [--long MS] [--count K] [--variant V] [--n "
          "N] [--start]\n"
          "                              [--openings MIN-MAX]\n"
          "       hoyito-tune bench [--depth D] [--ms M] [--captures]\n");
  return 2;
}
