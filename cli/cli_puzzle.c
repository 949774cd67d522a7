/*
 * cli_puzzle.c - `hoyito puzzles`: puzzles found by the engine in games the
 * levels play against each other, each with its proof.
 *
 * Two kinds, both with one clearly best first move:
 *   - turn: the move whose whole turn (the move and every extra turn it earns,
 *     R10/R11) captures the most; every turn is enumerated, so the figures
 *     are exact; the best turn takes at least MIN_TURN_GAIN seeds and at
 *     least MIN_MARGIN more than the best turn of any other first move.
 *   - endgame: the search proves the result, and every other move is proven
 *     at least MIN_MARGIN seeds worse with best play (R14 margin).
 * Each puzzle also carries its themes, read from the engine's events along
 * its line (line_themes), and `near`: how many other moves come within
 * NEAR_MARGIN seeds of the answer.
 * Output: one JSON object a line (docs/learn.md). The same
 * arguments give the same puzzles: every choice comes from --seed, and the
 * searches are bounded by nodes, never by time.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_ai.h"
#include "cli_common.h"
#include "cli_puzzle.h"
#include "hoyito_ai.h"
#include "splitmix.h"

#define MIN_MARGIN 4             /* seeds between the answer and any other move */
#define MIN_TURN_GAIN 8          /* seeds a turn puzzle's answer takes at least */
#define TURN_NODE_CAP 200000     /* positions a turn enumeration may visit; past it, no puzzle */
#define ENDGAME_SEEDS 16         /* endgame puzzles have at most this many seeds on the board */
#define ENDGAME_NODES 1000000ull /* node budget of a proving search */
#define ENDGAME_LINE 8           /* moves of the proven line printed */
#define ENDGAME_TRIES 4          /* proving searches a game gets (they cost the most) */
#define TURN_MIN_SEEDS 16        /* turn puzzles come from the middle game */
#define MAX_LEAD 12              /* captures apart at most: the game is still open */
#define MAX_GAMES_PER_PUZZLE 200 /* gives up when puzzles are this rare */
#define NEAR_MARGIN \
  4 /* `near` counts the other moves at most this many seeds (a casa) below the answer */
#define MAX_POSITIONS 10000 /* lines --positions reads at most */
#define MAX_EVENTS 65536    /* events of one move read for the themes; past it, no puzzle */

/* Themes beyond the kind, each read from the events along the line. */
enum {
  THEME_RELAY = 1,    /* the answer relays at least twice (R6) */
  THEME_PASSING = 2,  /* the answer captures a casa and sowing goes on (R9, en passant) */
  THEME_EXTRA = 4,    /* an extra turn the line captures with (R10, R11) */
  THEME_LAST_FOUR = 8 /* the last four taken anywhere in the line (R13) */
};

/* What the finders share: the engine, the ids met, an event buffer. */
typedef struct {
  hoyito_ai *ai;
  unsigned long *ids; /* ids printed so far: a position met twice is one puzzle */
  long seen;
  hoyito_events ev;
} finder;

/*
 * The seeds `mover` captures in the turn that begins with `move` at *p (p's
 * player is the mover), with the best continuation through extra turns;
 * -1 when the enumeration went past TURN_NODE_CAP positions (*nodes counts
 * them). line/length get the moves of one best turn.
 */
static int turn_value(const hoyito_pos *p, int move, long *nodes, int depth, int *line,
                      int *length) {
  const int mover = p->turn;
  hoyito_pos q;
  hoyito_play(p, move, &q, NULL);
  int gain = q.captured[mover] - p->captured[mover];
  line[0] = move;
  *length = 1;
  /* The turn goes on only through an extra turn: a capture that leaves the
   * mover to move (a pass by the other side also does, and is not one). */
  if (q.turn != mover || gain <= 0 || !cli_rules(q.variant)->extra_turn) return gain;
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(&q, moves), best = 0;
  for (int k = 0; k < count; k++) {
    int sub[HOYITO_AI_MAX_PV], sub_length;
    if (++*nodes > TURN_NODE_CAP || depth + 1 >= HOYITO_AI_MAX_PV) return -1;
    int more = turn_value(&q, moves[k], nodes, depth + 1, sub, &sub_length);
    if (more < 0) return -1;
    if (more > best || k == 0) {
      best = more;
      memcpy(line + 1, sub, (size_t)sub_length * sizeof *sub);
      *length = 1 + sub_length;
    }
  }
  return gain + best;
}

/* Stable id from the position text (FNV-1a), so a puzzle keeps its link. */
static unsigned long position_id(const char *text) {
  uint32_t h = 2166136261u;
  for (const char *c = text; *c; c++) h = (h ^ (uint8_t)*c) * 16777619u;
  return h;
}

static void print_line(const int *line, int length) {
  printf("[");
  for (int k = 0; k < length; k++) printf(k ? ",%d" : "%d", line[k]);
  printf("]");
}

static int seen_before(finder *f, const char *text) {
  unsigned long id = position_id(text);
  for (long k = 0; k < f->seen; k++)
    if (f->ids[k] == id) return 1;
  f->ids[f->seen++] = id;
  return 0;
}

/*
 * The themes of the line played from *start (its first move is the answer),
 * from the events the engine reports for each move; -1 if a move is refused
 * or reports more than MAX_EVENTS events.
 */
static int line_themes(finder *f, const hoyito_pos *start, const int *line, int length) {
  hoyito_pos p = *start;
  int themes = 0, extra = 0; /* extra: this move is an extra turn */
  for (int k = 0; k < length; k++) {
    if (hoyito_play(&p, line[k], &p, &f->ev) || f->ev.count > f->ev.capacity) return -1;
    int relays = 0;
    for (int i = 0; i < f->ev.count; i++) {
      const hoyito_event *e = &f->ev.events[i];
      if (e->type == HOYITO_EV_PICKUP && e->aux) relays++;
      /* A capture the sowing goes on from (a drop follows) was made in passing. */
      if (k == 0 && e->type == HOYITO_EV_CAPTURE && i + 1 < f->ev.count &&
          f->ev.events[i + 1].type == HOYITO_EV_DROP)
        themes |= THEME_PASSING;
      /* An extra turn used: the move it earned captures again (a turn's line
       * plays its extra turns even when they take nothing). */
      if (extra && e->type == HOYITO_EV_CAPTURE) themes |= THEME_EXTRA;
      if (e->type == HOYITO_EV_LAST_FOUR) themes |= THEME_LAST_FOUR;
    }
    if (k == 0 && relays >= 2) themes |= THEME_RELAY;
    extra = f->ev.count > 0 && f->ev.events[f->ev.count - 1].type == HOYITO_EV_EXTRA_TURN;
  }
  return themes;
}

/* The end of a puzzle's line: its figures, `near` and themes (the kind first). */
static void print_tail(const char *kind, int best, int second, int near, int themes) {
  static const struct {
    int bit;
    const char *name;
  } names[] = {{THEME_RELAY, "relay"},
               {THEME_PASSING, "passing"},
               {THEME_EXTRA, "extra"},
               {THEME_LAST_FOUR, "lastFour"}};
  printf(",\"best\":%d,\"second\":%d,\"near\":%d,\"themes\":[\"%s\"", best, second, near, kind);
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
    if (themes & names[k].bit) printf(",\"%s\"", names[k].name);
  printf("]}\n");
  fflush(stdout); /* a long run stopped early keeps every puzzle it found */
}

/* A turn puzzle at *p, printed if it is one. Returns 1 when printed. */
static int try_turn_puzzle(finder *f, const hoyito_pos *p) {
  int moves[HOYITO_MAX_N], count = hoyito_legal_moves(p, moves);
  if (count < 2 || hoyito_board_total(p) < TURN_MIN_SEEDS) return 0;
  int best = -1, second = -1, best_line[HOYITO_AI_MAX_PV], best_length = 0, gains[HOYITO_MAX_N];
  long nodes = 0;
  for (int k = 0; k < count; k++) {
    int line[HOYITO_AI_MAX_PV], length;
    int gain = turn_value(p, moves[k], &nodes, 0, line, &length);
    if (gain < 0) return 0;
    gains[k] = gain;
    if (gain > best) {
      second = best;
      best = gain;
      memcpy(best_line, line, (size_t)length * sizeof *line);
      best_length = length;
    } else if (gain > second) {
      second = gain;
    }
  }
  if (best < MIN_TURN_GAIN || best - second < MIN_MARGIN) return 0;
  int themes = line_themes(f, p, best_line, best_length), near = 0;
  if (themes < 0) return 0;
  for (int k = 0; k < count; k++)
    near += moves[k] != best_line[0] && gains[k] >= best - NEAR_MARGIN;
  char text[HOYITO_MAX_POS_TEXT];
  hoyito_format(p, text, sizeof text);
  if (seen_before(f, text)) return 0;
  printf("{\"id\":\"%08lx\",\"kind\":\"turn\",\"pos\":\"%s\",\"answer\":%d,\"line\":",
         position_id(text), text, best_line[0]);
  print_line(best_line, best_length);
  print_tail("turn", best, second, near, themes);
  return 1;
}

/* An endgame puzzle at *p, printed if it is one. Returns 1 when printed. */
static int try_endgame_puzzle(finder *f, const hoyito_pos *p) {
  int on_board = hoyito_board_total(p);
  if (on_board > ENDGAME_SEEDS || on_board <= 4) return 0;
  int moves[HOYITO_MAX_N];
  if (hoyito_legal_moves(p, moves) < 2) return 0;
  hoyito_search_limits limits;
  memset(&limits, 0, sizeof limits);
  limits.nodes = ENDGAME_NODES;
  limits.exact_seeds = ENDGAME_SEEDS;
  limits.all_moves = 1;
  hoyito_search_result r;
  hoyito_ai_clear(f->ai); /* each proof independent of the one before: reproducible */
  if (hoyito_ai_search(f->ai, p, &limits, NULL, &r) || !r.exact) return 0;
  /* Every other move proven at least MIN_MARGIN seeds worse (its score is
   * exact or an upper bound; either way, proven). */
  int second = -HOYITO_AI_INF;
  for (int m = 1; m <= p->n; m++) {
    if (m == r.move || !(r.move_flags[m - 1] & HOYITO_AI_MOVE_LEGAL)) continue;
    if (!(r.move_flags[m - 1] & HOYITO_AI_MOVE_PROVEN)) return 0;
    if (r.move_scores[m - 1] > second) second = r.move_scores[m - 1];
  }
  int best_seeds = hoyito_ai_score_seeds(r.score) / HOYITO_AI_SEED;
  int second_seeds = hoyito_ai_score_seeds(second) / HOYITO_AI_SEED;
  if (second == -HOYITO_AI_INF || best_seeds - second_seeds < MIN_MARGIN) return 0;
  /* The expected line, for showing: its start is enough. */
  int line[ENDGAME_LINE], length = r.pv_length < ENDGAME_LINE ? r.pv_length : ENDGAME_LINE;
  for (int k = 0; k < length; k++) line[k] = r.pv[k];
  int themes = line_themes(f, p, line, length), near = 0;
  if (themes < 0) return 0;
  /* Near: a score (exact, or a proven upper bound) within NEAR_MARGIN of the answer's. */
  for (int m = 1; m <= p->n; m++)
    near +=
        m != r.move && (r.move_flags[m - 1] & HOYITO_AI_MOVE_LEGAL) &&
        hoyito_ai_score_seeds(r.move_scores[m - 1]) / HOYITO_AI_SEED >= best_seeds - NEAR_MARGIN;
  char text[HOYITO_MAX_POS_TEXT];
  hoyito_format(p, text, sizeof text);
  if (seen_before(f, text)) return 0;
  printf("{\"id\":\"%08lx\",\"kind\":\"endgame\",\"pos\":\"%s\",\"answer\":%d,\"line\":",
         position_id(text), text, r.move);
  print_line(line, length);
  print_tail("endgame", best_seeds, second_seeds, near, themes);
  return 1;
}

/* What `hoyito puzzles` is asked. */
typedef struct {
  hoyito_options o;
  long count, seed, games; /* games: how many games to look through at most */
  const char *positions;   /* --positions: a file (or "-") of "KIND POS" lines to prove again */
  int kinds;               /* bit 0 turn, bit 1 endgame */
} puzzle_options;

static int parse_puzzle_options(int argc, char **argv, puzzle_options *po) {
  long n = 6;
  for (int k = 0; k < argc; k++) {
    const char *flag = argv[k], *value = k + 1 < argc ? argv[k + 1] : NULL;
    if (!value) return CLI_USAGE;
    k++;
    if (strcmp(flag, "--variant") == 0) {
      po->o.variant = hoyito_variant_by_name(value);
      if (po->o.variant < 0) {
        fprintf(stderr, "error: --variant must be I, II or III\n");
        return CLI_BAD;
      }
    } else if (strcmp(flag, "--n") == 0) {
      if (cli_parse_long(value, HOYITO_MIN_N, HOYITO_MAX_N, &n)) {
        fprintf(stderr, "error: --n must be %d..%d\n", HOYITO_MIN_N, HOYITO_MAX_N);
        return CLI_BAD;
      }
      po->o.n = (int)n;
    } else if (strcmp(flag, "--count") == 0) {
      if (cli_parse_long(value, 1, 10000, &po->count)) {
        fprintf(stderr, "error: --count must be 1..10000\n");
        return CLI_BAD;
      }
    } else if (strcmp(flag, "--seed") == 0) {
      if (cli_parse_long(value, 0, 2000000000, &po->seed)) {
        fprintf(stderr, "error: --seed must be 0..2000000000\n");
        return CLI_BAD;
      }
    } else if (strcmp(flag, "--games") == 0) {
      if (cli_parse_long(value, 1, 10000000, &po->games)) {
        fprintf(stderr, "error: --games must be 1..10000000\n");
        return CLI_BAD;
      }
    } else if (strcmp(flag, "--positions") == 0) {
      po->positions = value;
    } else if (strcmp(flag, "--kind") == 0) {
      po->kinds = strcmp(value, "turn") == 0 ? 1 : strcmp(value, "endgame") == 0 ? 2 : 0;
      if (!po->kinds) {
        fprintf(stderr, "error: --kind must be turn or endgame\n");
        return CLI_BAD;
      }
    } else {
      return CLI_USAGE;
    }
  }
  return CLI_OK;
}

/* One game between two levels from a few random moves; the puzzles met on
 * the way are printed. Returns how many (at most `wanted`). */
static long puzzles_of_game(finder *f, hoyito_game *g, const puzzle_options *po, uint64_t *rng,
                            long wanted) {
  hoyito_pos start;
  hoyito_start(&po->o, &start);
  hoyito_game_init(g, &start);
  /* Two levels that play reasonably but not alike (2..4: quick, deterministic
   * for a seed), and a place in the game from which to look. */
  int level[2] = {2 + (int)(splitmix(rng) % 3), 2 + (int)(splitmix(rng) % 3)};
  int look_from = 2 + (int)(splitmix(rng) % 20);
  /* A few random moves first, so that the deterministic levels meet new
   * positions in every game. */
  for (int k = 2 + (int)(splitmix(rng) % 5); k > 0 && g->pos.turn != HOYITO_OVER; k--) {
    int moves[HOYITO_MAX_N], legal = hoyito_legal_moves(&g->pos, moves);
    hoyito_game_play(g, moves[splitmix(rng) % (uint64_t)legal], NULL);
  }
  long found = 0;
  int turn_found = 0, endgame_tries = (po->kinds & 2) ? ENDGAME_TRIES : 0;
  while (g->pos.turn != HOYITO_OVER && found < wanted) {
    const hoyito_pos *p = &g->pos;
    int lead = abs(p->captured[0] - p->captured[1]);
    if (g->ply >= look_from && lead <= MAX_LEAD) {
      if ((po->kinds & 1) && !turn_found && try_turn_puzzle(f, p)) {
        turn_found = 1, found++;
      } else if (endgame_tries && hoyito_board_total(p) <= ENDGAME_SEEDS) {
        endgame_tries--;
        if (found < wanted && try_endgame_puzzle(f, p)) endgame_tries = 0, found++;
      }
    }
    hoyito_search_result r;
    if (hoyito_ai_choose(f->ai, &g->pos, level[g->pos.turn], splitmix(rng), NULL, &r)) break;
    if (hoyito_game_play(g, r.move, NULL)) break;
  }
  return found;
}

/*
 * `--positions`: each line "turn POS" or "endgame POS" is proved again as
 * that kind, and printed (themes and all) if it still is one; a position
 * that is no longer one is said on stderr. Keeps a set's positions and ids
 * while its proofs and themes are made by the engine as it is now.
 */
static int puzzles_of_positions(finder *f, const char *path) {
  FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
  if (!in) {
    fprintf(stderr, "error: cannot read %s\n", path);
    return CLI_IO;
  }
  char line[HOYITO_MAX_POS_TEXT + 16];
  long number = 0;
  int rc = CLI_OK;
  while (rc == CLI_OK && fgets(line, sizeof line, in)) {
    number++;
    line[strcspn(line, "\r\n")] = 0;
    int kind = strncmp(line, "turn ", 5) == 0 ? 1 : strncmp(line, "endgame ", 8) == 0 ? 2 : 0;
    hoyito_pos p;
    hoyito_error err = {0};
    if (!kind || hoyito_parse(strchr(line, ' ') + 1, &p, &err) || f->seen >= MAX_POSITIONS) {
      fprintf(stderr,
              "error: line %ld: want \"turn POS\" or \"endgame POS\", at most %d lines%s%s\n",
              number, MAX_POSITIONS, kind ? ": " : "", kind ? err.message : "");
      rc = CLI_BAD;
    } else if (!(kind == 1 ? try_turn_puzzle(f, &p) : try_endgame_puzzle(f, &p))) {
      fprintf(stderr, "line %ld: no longer a%s puzzle\n", number,
              kind == 1 ? " turn" : "n endgame");
    }
  }
  if (in != stdin) fclose(in);
  return rc;
}

int hoyito_cli_puzzles(int argc, char **argv) {
  puzzle_options po = {
      .o = {.variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT},
      .count = 10,
      .seed = 1,
      .games = 0,
      .kinds = 3};
  int rc = parse_puzzle_options(argc, argv, &po);
  if (rc != CLI_OK) return rc;
  long count = po.positions ? MAX_POSITIONS : po.count,
       max_games = po.games ? po.games : MAX_GAMES_PER_PUZZLE * count;
  size_t tt_bytes = 16u << 20;
  void *tt = malloc(tt_bytes);
  finder f = {tt ? cli_ai_new(tt, tt_bytes) : NULL, /* no clock: every search is bounded by nodes */
              malloc((size_t)count * sizeof *f.ids),
              0,
              {malloc(MAX_EVENTS * sizeof *f.ev.events), MAX_EVENTS, 0}};
  hoyito_game *g = malloc(sizeof *g);
  if (!f.ai || !f.ids || !f.ev.events || !tt || !g) {
    free(f.ai), free(f.ids), free(f.ev.events), free(tt), free(g);
    fprintf(stderr, "error: out of memory\n");
    return CLI_IO;
  }
  if (po.positions) {
    rc = puzzles_of_positions(&f, po.positions);
    free(f.ai), free(f.ids), free(f.ev.events), free(tt), free(g);
    return rc == CLI_OK && fflush(stdout) ? CLI_IO : rc;
  }
  uint64_t rng = (uint64_t)po.seed * 0x9e3779b97f4a7c15u + 1;
  long found = 0, games = 0;
  while (found < count && games < max_games) {
    games++;
    found += puzzles_of_game(&f, g, &po, &rng, count - found);
  }
  free(f.ai), free(f.ids), free(f.ev.events), free(tt), free(g);
  if (found < count && !po.games) {
    fprintf(stderr, "error: found %ld puzzles of %ld in %ld games\n", found, count, games);
    return CLI_BAD;
  }
  /* With --games the bound is the point: fewer puzzles are a result, said on stderr. */
  if (found < count)
    fprintf(stderr, "found %ld puzzles of %ld in %ld games\n", found, count, games);
  return fflush(stdout) ? CLI_IO : CLI_OK;
}
