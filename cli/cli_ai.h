/*
 * cli_ai.h - the `hoyito` commands of the computer opponent (best, match,
 * bench-search), and the match machinery cli/tune.c shares.
 *
 * Command functions follow cli/cli.c's table: they get the arguments
 * after the command name and return 0 (done), 1 (I/O or memory failure),
 * 2 (bad input: one "error: ..." line was printed on stderr) or -1 (wrong
 * arguments: the caller prints the usage line).
 */
#ifndef HOYITO_CLI_AI_H
#define HOYITO_CLI_AI_H

#include <stdint.h>

#include "hoyito_ai.h"
#include "sparring.h"

int hoyito_cli_best(int argc, char **argv);
int hoyito_cli_match(int argc, char **argv);
int hoyito_cli_bench_search(int argc, char **argv);

/* ---- Match machinery -------------------------------------------------------- */

/* A player setting: how one side of a match chooses its moves. */
typedef enum {
  CLI_AI_LEVEL = 0, /* "L3" or "3": hoyito_ai_choose at that level */
  CLI_AI_DEPTH,     /* "d6": fixed depth */
  CLI_AI_TIME,      /* "t100": milliseconds a move; "t100c": captures-only evaluation */
  CLI_AI_NODES,     /* "n50000": nodes a move */
  CLI_AI_GREEDY,    /* "g": one ply, captures only (all weights 0) */
  CLI_AI_RANDOM,    /* "r": a uniformly random legal move */
  CLI_AI_SPARRING   /* "a500": the plain alpha-beta of sparring.h, ms a move */
} cli_ai_kind;

typedef struct {
  cli_ai_kind kind;
  long value;         /* level, depth, ms or nodes */
  int exact_seeds;    /* for depth/time/nodes players (0: none) */
  int custom_weights; /* 1: use `weights` for the match's variant */
  hoyito_ai_weights weights;
  const hoyito_tables *tables; /* endgame tables for its engine, or NULL (the partner has none) */
  char label[32];
} cli_ai_player;

/* Parses "L3", "3", "d6", "t100", "t100c", "n50000", "g", "r" or "a100". 0, or -1 if malformed. */
int cli_ai_parse_player(const char *text, cli_ai_player *out);

typedef struct {
  int games, wins, draws, losses; /* from A's side */
  long diff;                      /* sum of A's final capture differences */
  int pairs_won, pairs_lost;      /* openings where A's two games total more / less than B's */
  uint64_t nodes[2];              /* nodes searched by A, B */
  long moves[2];                  /* moves chosen by A, B */
  double ms[2];                   /* thinking time of A, B */
  long depth_sum[2];              /* sum of completed depths of A, B */
  int *per_game;                  /* if not NULL: A's capture difference of game i at [i] */
} cli_ai_match_result;

/* Everything a match needs, allocated once (cli_ai_match_alloc). */
typedef struct cli_ai_arena cli_ai_arena;
cli_ai_arena *cli_ai_arena_new(double tt_mb);
void cli_ai_arena_free(cli_ai_arena *arena);
/* Times the arena's searches by this thread's CPU time (hoyito match --cpu). */
void cli_ai_arena_cpu_clock(cli_ai_arena *arena);

/* How many random moves open a match's games: opening k has
 * min_plies + k % (max_plies - min_plies + 1); docs/ai.md measures with 2-4. */
typedef struct {
  int min_plies, max_plies;
} cli_ai_openings;
#define CLI_AI_OPENINGS_DEFAULT ((cli_ai_openings){2, 4})

/* Parses "2-4" (0 <= min <= max <= 40). 0, or -1 if malformed. */
int cli_ai_parse_openings(const char *text, cli_ai_openings *out);

/* Plays opening k in game *g (random moves from a PRNG seeded with k,
 * stopping early if the game ends) and returns the PRNG's state after it,
 * from which a match draws the random players' seeds. positions, if not
 * NULL, gets the position after each move, by ply. */
uint64_t cli_ai_open(const cli_ai_openings *openings, int k, hoyito_game *g, hoyito_pos *positions);

/*
 * Plays `pairs` openings (numbers first_opening ..), each twice with sides
 * swapped, A against B, under options *o, adding to *res. Openings are
 * deterministic (cli_ai_open). verbose prints one line per game on stdout.
 */
void cli_ai_play_match(cli_ai_arena *arena, const cli_ai_player *a, const cli_ai_player *b,
                       const hoyito_options *o, const cli_ai_openings *openings, int first_opening,
                       int pairs, int verbose, cli_ai_match_result *res);

/* A match's summary as `hoyito match` prints it (the lines split-match.mjs reads). */
void cli_ai_print_match(const cli_ai_player *a, const cli_ai_player *b, const hoyito_options *o,
                        const cli_ai_match_result *res, double secs);

/* Milliseconds on a monotonic clock (the search's clock callback). */
double cli_ai_clock_ms(void *user);

/* An engine in a malloc'd block (hoyito_ai_init; free() ends it) over the
 * table tt (tt_bytes, may be NULL with 0); NULL when out of memory. */
hoyito_ai *cli_ai_new(void *tt, size_t tt_bytes);

#endif
