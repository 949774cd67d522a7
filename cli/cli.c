/*
 * cli.c - the `hoyito` command-line tool: a thin front end over the core.
 *
 * Every command is one row of the `commands` table below ({name, function,
 * arguments, summary}); adding a command is one row plus one function. A
 * command function gets the arguments after its name and returns an exit
 * status, or CLI_USAGE to have main() print its usage line.
 *
 * Conventions (also in `hoyito help`):
 *   - answers go to stdout, one line per answer;
 *   - bad input: exit 2 and exactly one line "error: ..." on stderr, nothing
 *     on stdout; bad usage: an error line plus usage text on stderr, exit 2;
 *   - batch mode (`-` for POS): one answer line per input line, an
 *     "error: ..." line in place of a bad request; exit 0 once every line is
 *     answered (1 only if reading or writing fails).
 *   - text quoted back from the input is reduced to printable ASCII and
 *     clipped, so hostile input cannot inject markup or control codes.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hoyito.h"
#include "cli_ai.h"
#include "cli_analyse.h"
#include "cli_common.h"
#include "cli_puzzle.h"
#include "cli_record.h"
#include "cli_tables.h"
#include "splitmix.h"

#define STR_(x) #x
#define STR(x) STR_(x) /* a number macro as text, for the help */

#define MSG_SIZE 320        /* one error line */
#define MAX_LINE (1u << 20) /* batch lines longer than this are refused */
/* perft's bound: the count grows about 4x a ply (depth 9 from a 2x6 start
 * takes 0.1-0.5 s), so 20 is already days; deeper is refused, not run. */
#define MAX_PERFT_DEPTH 20

/* ---- Small helpers ------------------------------------------------------ */

/*
 * Copies user text into dst as a quoted token: printable ASCII only (others
 * become '?'), at most 24 characters, so an error line stays one safe line.
 */
static void quote(char *dst, size_t size, const char *src) {
  size_t k = 0;
  if (size < 8) {
    if (size) dst[0] = '\0';
    return;
  }
  dst[k++] = '\'';
  int i = 0;
  for (; src[i] && i < 24 && k + 5 < size; i++) {
    unsigned char c = (unsigned char)src[i];
    dst[k++] = (c > ' ' && c < 127 && c != '\'' && c != '<' && c != '>') ? (char)c : '?';
  }
  if (src[i] && k + 5 < size) {
    memcpy(dst + k, "...", 3);
    k += 3;
  }
  dst[k++] = '\'';
  dst[k] = '\0';
}

static char player_letter(int player) {
  return player == HOYITO_SOUTH ? 'S' : player == HOYITO_NORTH ? 'N' : 'D';
}

static const char *player_word(int player) {
  return player == HOYITO_SOUTH ? "South" : "North";
}

/* Parses canonical digits ("0", "17", no sign, no leading zero) into *value,
 * saturating at `cap` so that huge numbers stay out of range, not wrap. */
static int parse_digits(const char *s, long cap, long *value) {
  if (!s[0] || (s[0] == '0' && s[1])) return -1;
  long v = 0;
  for (const char *c = s; *c; c++) {
    if (*c < '0' || *c > '9') return -1;
    v = v * 10 + (*c - '0');
    if (v > cap) v = cap;
  }
  *value = v;
  return 0;
}

/* Parses a position; on error writes the "error: ..." line into msg. */
static int read_position(const char *text, hoyito_pos *p, char *msg, size_t size) {
  hoyito_error err;
  if (hoyito_parse(text, p, &err) == HOYITO_OK) return 0;
  snprintf(msg, size, "error: bad position: %s", err.message);
  return -1;
}

/*
 * Plays the moves given as text, in order, on *p. On error writes the
 * "error: move M: ..." line into msg (naming which of several it was) and
 * leaves *p at the position before the failing move.
 */
static int play_moves(hoyito_pos *p, int count, char **moves, char *msg, size_t size) {
  for (int k = 0; k < count; k++) {
    char which[48] = "";
    if (count > 1) snprintf(which, sizeof which, " (move %d of %d given)", k + 1, count);
    long move;
    if (parse_digits(moves[k], 1000, &move)) {
      char q[40];
      quote(q, sizeof q, moves[k]);
      snprintf(msg, size, "error: move %s is not a hole number%s", q, which);
      return -1;
    }
    int rc = hoyito_play(p, (int)move, p, NULL);
    if (rc) {
      char range[32] = "";
      if (rc == HOYITO_E_MOVE_RANGE) snprintf(range, sizeof range, " (1..%d here)", p->n);
      char shown[40];
      if (strlen(moves[k]) > 8) quote(shown, sizeof shown, moves[k]); /* clip huge numbers */
      else snprintf(shown, sizeof shown, "%s", moves[k]);
      snprintf(msg, size, "error: move %s: %s%s%s", shown, hoyito_strerror(rc), range, which);
      return -1;
    }
  }
  return 0;
}

static int print_position(const hoyito_pos *p) {
  char text[HOYITO_MAX_POS_TEXT];
  hoyito_format(p, text, sizeof text);
  puts(text);
  return CLI_OK;
}

static int bad(const char *msg) {
  fprintf(stderr, "%s\n", msg);
  return CLI_BAD;
}

/* The moves text of *p: "1 3 6", or "" when there are none. */
static void moves_text(const hoyito_pos *p, char *out, size_t size) {
  int moves[HOYITO_MAX_N];
  int count = hoyito_legal_moves(p, moves);
  size_t len = 0;
  out[0] = '\0';
  for (int k = 0; k < count && len < size; k++)
    len += (size_t)snprintf(out + len, size - len, k ? " %d" : "%d", moves[k]);
}

/* ---- Batch mode ------------------------------------------------------------ */

typedef struct {
  char *buf;
  size_t cap;
} line_buffer;

enum { LINE_OK, LINE_TOO_LONG, LINE_NUL };

/*
 * Reads one line (without its newline, and without a trailing '\r') into
 * lb. Returns 1 with *status set, 0 at end of input, -1 on failure. A line
 * over MAX_LINE is read to its end and reported LINE_TOO_LONG.
 */
static int read_line(FILE *in, line_buffer *lb, int *status) {
  size_t len = 0;
  int c, any = 0;
  *status = LINE_OK;
  while ((c = getc(in)) != EOF) {
    any = 1;
    if (c == '\n') break;
    if (c == '\0') *status = LINE_NUL;
    if (len + 1 >= MAX_LINE) {
      *status = LINE_TOO_LONG;
      continue;
    }
    if (len + 1 >= lb->cap) {
      size_t cap = lb->cap ? 2 * lb->cap : 1024;
      char *grown = realloc(lb->buf, cap);
      if (!grown) return -1;
      lb->buf = grown;
      lb->cap = cap;
    }
    lb->buf[len++] = (char)c;
  }
  if (ferror(in)) return -1;
  if (!any) return 0;
  if (len && lb->buf[len - 1] == '\r') len--;
  if (!lb->buf) { /* an empty first line: give the caller a string */
    lb->buf = malloc(1024);
    if (!lb->buf) return -1;
    lb->cap = 1024;
  }
  lb->buf[len] = '\0';
  return 1;
}

/*
 * Answers one batch request: `line` in, one answer line (no newline) in
 * `answer`. The error text of a bad request is its answer.
 */
typedef void (*batch_fn)(char *line, char *answer, size_t size);

static int run_batch(batch_fn answer_line) {
  line_buffer lb = {NULL, 0};
  char answer[HOYITO_MAX_POS_TEXT + MSG_SIZE];
  int status, got;
  while ((got = read_line(stdin, &lb, &status)) == 1) {
    if (status == LINE_TOO_LONG)
      snprintf(answer, sizeof answer, "error: line is longer than %u characters", MAX_LINE - 1);
    else if (status == LINE_NUL) snprintf(answer, sizeof answer, "error: line contains a NUL byte");
    else answer_line(lb.buf, answer, sizeof answer);
    puts(answer);
  }
  free(lb.buf);
  if (got < 0) {
    fprintf(stderr, "error: cannot read standard input\n");
    return CLI_IO;
  }
  return CLI_OK;
}

static void batch_moves(char *line, char *answer, size_t size) {
  hoyito_pos p;
  if (!line[0]) snprintf(answer, size, "error: empty line: expected a position");
  else if (read_position(line, &p, answer, size) == 0) moves_text(&p, answer, size);
}

/* "POSITION MOVE..." split at spaces and tabs, in place. */
static void batch_play(char *line, char *answer, size_t size) {
  char *tokens_small[64];
  char **tokens = tokens_small;
  size_t room = 64, count = 0;
  for (char *s = line;;) {
    while (*s == ' ' || *s == '\t') *s++ = '\0';
    if (!*s) break;
    if (count == room) {
      size_t grown_room = room * 2;
      char **grown = malloc(grown_room * sizeof *grown);
      if (!grown) {
        snprintf(answer, size, "error: out of memory");
        goto done;
      }
      memcpy(grown, tokens, count * sizeof *grown);
      if (tokens != tokens_small) free(tokens);
      tokens = grown;
      room = grown_room;
    }
    tokens[count++] = s;
    while (*s && *s != ' ' && *s != '\t') s++;
  }
  hoyito_pos p;
  if (count == 0) {
    snprintf(answer, size, "error: empty line: expected POSITION MOVE...");
  } else if (read_position(tokens[0], &p, answer, size) == 0 &&
             play_moves(&p, (int)count - 1, tokens + 1, answer, size) == 0) {
    hoyito_format(&p, answer, size);
  }
done:
  if (tokens != tokens_small) free(tokens);
}

/* ---- show ----------------------------------------------------------------- */

static void print_row(const hoyito_pos *p, int player, int aside_shown) {
  printf("%-7s", player == HOYITO_SOUTH ? "South" : "North");
  for (int k = 0; k < p->n; k++) {
    /* North's row reads right to left from South's side of the board. */
    int hole = player == HOYITO_SOUTH ? k + 1 : p->n - k;
    int i = hoyito_hole_index(p, player, hole);
    if (p->closed >> i & 1u) printf("%4s", "x");
    else printf("%4d", p->seeds[i]);
  }
  printf("   captured %d", p->captured[player]);
  if (aside_shown) printf(", set aside %d", p->aside[player]);
  putchar('\n');
}

static void print_labels(const hoyito_pos *p, int player) {
  printf("%-7s", "");
  for (int k = 0; k < p->n; k++) {
    int hole = player == HOYITO_SOUTH ? k + 1 : p->n - k;
    char name[4];
    hoyito_hole_name(p, hoyito_hole_index(p, player, hole), name);
    printf("%4s", name);
  }
  putchar('\n');
}

static int cmd_show(int argc, char **argv) {
  if (argc != 1) return CLI_USAGE;
  hoyito_pos p;
  char msg[MSG_SIZE];
  if (read_position(argv[0], &p, msg, sizeof msg)) return bad(msg);

  const hoyito_rules *r = cli_rules(p.variant);
  if (p.clockwise)
    printf("Hoyito %s, %d holes a row, clockwise sowing (S%d..S1, then N%d..N1), limit %d\n",
           r->name, p.n, p.n, p.n, p.limit);
  else
    printf(
        "Hoyito %s, %d holes a row, counter-clockwise sowing (S1..S%d, then N1..N%d), "
        "limit %d\n",
        r->name, p.n, p.n, p.n, p.limit);
  int aside_shown = p.aside[0] || p.aside[1];
  print_labels(&p, HOYITO_NORTH);
  print_row(&p, HOYITO_NORTH, aside_shown);
  print_row(&p, HOYITO_SOUTH, aside_shown);
  print_labels(&p, HOYITO_SOUTH);

  int result = hoyito_result(&p);
  if (result == HOYITO_NONE)
    printf("%s to move; %d move%s since the last capture (the game ends at %d).\n",
           player_word(p.turn), p.quiet, p.quiet == 1 ? "" : "s", p.limit);
  else if (result == HOYITO_DRAW)
    printf("Game over: a draw, %d to %d.\n", p.captured[0], p.captured[1]);
  else
    printf("Game over: %s wins, %d to %d.\n", player_word(result), p.captured[result],
           p.captured[1 - result]);
  if (p.round > 1 || p.prev != HOYITO_NONE) {
    printf("Match: game %d", p.round);
    if (p.prev == HOYITO_DRAW) printf(", the previous game was a draw");
    else if (p.prev != HOYITO_NONE)
      printf(", the previous game was won by %s", player_word(p.prev));
    printf(".\n");
  }
  return CLI_OK;
}

/* ---- moves, play ------------------------------------------------------------ */

static int cmd_moves(int argc, char **argv) {
  if (argc != 1) return CLI_USAGE;
  if (strcmp(argv[0], "-") == 0) return run_batch(batch_moves);
  hoyito_pos p;
  char msg[MSG_SIZE], text[64];
  if (read_position(argv[0], &p, msg, sizeof msg)) return bad(msg);
  moves_text(&p, text, sizeof text);
  puts(text);
  return CLI_OK;
}

static int cmd_play(int argc, char **argv) {
  if (argc < 1) return CLI_USAGE;
  if (strcmp(argv[0], "-") == 0) return argc == 1 ? run_batch(batch_play) : CLI_USAGE;
  hoyito_pos p;
  char msg[MSG_SIZE];
  if (read_position(argv[0], &p, msg, sizeof msg) ||
      play_moves(&p, argc - 1, argv + 1, msg, sizeof msg))
    return bad(msg);
  return print_position(&p);
}

/* ---- trace -------------------------------------------------------------------- */

static const char *end_reason_name(int reason) {
  switch (reason) {
    case HOYITO_END_LAST_FOUR:
      return "last_four";
    case HOYITO_END_EMPTY:
      return "empty";
    case HOYITO_END_REPETITION:
      return "repetition";
    case HOYITO_END_LIMIT:
      return "limit";
    default:
      return "no_moves";
  }
}

/* One event as a JSON object on one line (the keys listed in `hoyito help`). */
static void print_event_json(const hoyito_pos *p, const hoyito_event *e) {
  char hole[5] = "hand";
  if (e->hole != HOYITO_HAND) hoyito_hole_name(p, e->hole, hole);
  char who = player_letter(e->player);
  switch (e->type) {
    case HOYITO_EV_PICKUP:
      printf("{\"type\":\"pickup\",\"hole\":\"%s\",\"count\":%d,\"relay\":%s}\n", hole, e->count,
             e->aux ? "true" : "false");
      break;
    case HOYITO_EV_DROP:
      printf("{\"type\":\"drop\",\"hole\":\"%s\"}\n", hole);
      break;
    case HOYITO_EV_CAPTURE:
      printf("{\"type\":\"capture\",\"hole\":\"%s\",\"count\":%d,\"player\":\"%c\"}\n", hole,
             e->count, who);
      break;
    case HOYITO_EV_EXTRA_TURN:
      printf("{\"type\":\"extra_turn\",\"player\":\"%c\"}\n", who);
      break;
    case HOYITO_EV_PASS:
      printf("{\"type\":\"pass\",\"player\":\"%c\"}\n", who);
      break;
    case HOYITO_EV_LAST_FOUR:
      printf("{\"type\":\"last_four\",\"player\":\"%c\",\"count\":%d}\n", who, e->count);
      break;
    case HOYITO_EV_COLLECT:
      printf("{\"type\":\"collect\",\"hole\":\"%s\",\"count\":%d,\"player\":\"%c\"}\n", hole,
             e->count, who);
      break;
    case HOYITO_EV_GAME_END:
      printf("{\"type\":\"game_end\",\"reason\":\"%s\",\"result\":\"%c\",\"score\":[%d,%d]}\n",
             end_reason_name(e->aux), who, e->score[0], e->score[1]);
      break;
    default:
      printf("{\"type\":\"unknown\",\"code\":%d}\n", e->type);
      break;
  }
}

static int cmd_trace(int argc, char **argv) {
  if (argc != 2) return CLI_USAGE;
  hoyito_pos p, after;
  char msg[MSG_SIZE];
  long move = 0;
  if (read_position(argv[0], &p, msg, sizeof msg)) return bad(msg);
  after = p;
  if (play_moves(&after, 1, argv + 1, msg, sizeof msg)) return bad(msg);
  parse_digits(argv[1], 1000, &move); /* play_moves accepted it */

  /* Starts small on purpose: any move of more than 16 events takes the
   * regrow path, so it runs in ordinary use, not only on rare long relays. */
  hoyito_events ev = {NULL, 16, 0};
  for (;;) {
    hoyito_event *grown = realloc(ev.events, (size_t)ev.capacity * sizeof *ev.events);
    if (!grown) {
      free(ev.events);
      fprintf(stderr, "error: out of memory for %d events\n", ev.capacity);
      return CLI_IO;
    }
    ev.events = grown;
    hoyito_play(&p, (int)move, &after, &ev); /* it succeeded above: no error here */
    if (ev.count <= ev.capacity) break;
    ev.capacity = ev.count; /* the move is deterministic: replay it with room */
  }
  for (int k = 0; k < ev.count; k++) print_event_json(&p, &ev.events[k]);
  free(ev.events);
  return CLI_OK;
}

/* ---- perft ------------------------------------------------------------------- */

/*
 * Move sequences of exactly `depth` moves. Passes are part of a move, games
 * that end early contribute nothing, and there is no history (no R15a).
 */
static uint64_t perft(const hoyito_pos *p, int depth) {
  if (depth == 0) return 1;
  if (p->turn == HOYITO_OVER) return 0;
  uint64_t total = 0;
  hoyito_pos next;
  for (int move = 1; move <= p->n; move++)
    if (hoyito_play(p, move, &next, NULL) == HOYITO_OK) total += perft(&next, depth - 1);
  return total;
}

static int cmd_perft(int argc, char **argv) {
  if (argc != 2) return CLI_USAGE;
  hoyito_pos p;
  char msg[MSG_SIZE];
  long depth;
  if (read_position(argv[0], &p, msg, sizeof msg)) return bad(msg);
  if (parse_digits(argv[1], 1000, &depth)) {
    char q[40];
    quote(q, sizeof q, argv[1]);
    snprintf(msg, sizeof msg, "error: depth %s is not a number 0..%d", q, MAX_PERFT_DEPTH);
    return bad(msg);
  }
  if (depth > MAX_PERFT_DEPTH) {
    char q[40];
    quote(q, sizeof q, argv[1]);
    snprintf(msg, sizeof msg, "error: depth %s is over %d, perft's bound (about 4x the time a ply)",
             q, MAX_PERFT_DEPTH);
    return bad(msg);
  }
  printf("%llu\n", (unsigned long long)perft(&p, (int)depth));
  return CLI_OK;
}

/* ---- start, next ----------------------------------------------------------------- */

/* Reads option `name`'s number from argv[*k + 1] within lo..hi. */
static int option_number(int argc, char **argv, int *k, long lo, long hi, int *out, char *msg,
                         size_t size) {
  long v;
  if (*k + 1 >= argc) {
    snprintf(msg, size, "error: %s needs a value", argv[*k]);
    return -1;
  }
  ++*k;
  if (parse_digits(argv[*k], hi + 1, &v) || v < lo || v > hi) {
    char q[40];
    quote(q, sizeof q, argv[*k]);
    snprintf(msg, size, "error: %s must be a number %ld..%ld, not %s", argv[*k - 1], lo, hi, q);
    return -1;
  }
  *out = (int)v;
  return 0;
}

static int cmd_start(int argc, char **argv) {
  hoyito_options o = {.variant = HOYITO_I, .n = HOYITO_DEFAULT_N, .limit = HOYITO_DEFAULT_LIMIT};
  char msg[MSG_SIZE];
  for (int k = 0; k < argc; k++) {
    if (strcmp(argv[k], "--variant") == 0) {
      if (k + 1 >= argc) return CLI_USAGE;
      const char *name = argv[++k];
      int v = hoyito_variant_by_name(name);
      if (v < 0) {
        char q[40];
        quote(q, sizeof q, name);
        snprintf(msg, sizeof msg, "error: --variant must be I, II or III, not %s", q);
        return bad(msg);
      }
      o.variant = v;
    } else if (strcmp(argv[k], "--n") == 0) {
      if (option_number(argc, argv, &k, HOYITO_MIN_N, HOYITO_MAX_N, &o.n, msg, sizeof msg))
        return bad(msg);
    } else if (strcmp(argv[k], "--limit") == 0) {
      if (option_number(argc, argv, &k, 1, HOYITO_MAX_LIMIT, &o.limit, msg, sizeof msg))
        return bad(msg);
    } else if (strcmp(argv[k], "--cw") == 0) {
      o.clockwise = 1;
    } else {
      return CLI_USAGE;
    }
  }
  hoyito_pos p;
  int rc = hoyito_start(&o, &p);
  if (rc) {
    snprintf(msg, sizeof msg, "error: %s", hoyito_strerror(rc));
    return bad(msg);
  }
  return print_position(&p);
}

static int cmd_next(int argc, char **argv) {
  const char *text = NULL;
  int first = HOYITO_NONE;
  for (int k = 0; k < argc; k++) {
    if (strcmp(argv[k], "--first") == 0) {
      if (k + 1 >= argc) return CLI_USAGE;
      k++;
      if (strcmp(argv[k], "S") == 0) first = HOYITO_SOUTH;
      else if (strcmp(argv[k], "N") == 0) first = HOYITO_NORTH;
      else return bad("error: --first must be S or N, the player who moved first in that game");
    } else if (!text) {
      text = argv[k];
    } else {
      return CLI_USAGE;
    }
  }
  if (!text) return CLI_USAGE;
  hoyito_pos p, next;
  char msg[MSG_SIZE];
  if (read_position(text, &p, msg, sizeof msg)) return bad(msg);
  if (p.turn == HOYITO_OVER && hoyito_result(&p) == HOYITO_DRAW && first == HOYITO_NONE &&
      hoyito_match_winner(&p) == HOYITO_NONE)
    return bad(
        "error: the game was a draw: give --first S|N, the player who moved first in it "
        "(the other one starts the next game)");
  int winner = HOYITO_NONE;
  int rc = hoyito_next_game(&p, first, &next, &winner);
  if (rc == HOYITO_E_MATCH_OVER) {
    printf("match over: %c wins\n", player_letter(winner));
    return CLI_OK;
  }
  if (rc) {
    snprintf(msg, sizeof msg, "error: %s",
             rc == HOYITO_E_ARGUMENT ? "no next game: the match has reached its last round"
                                     : hoyito_strerror(rc));
    return bad(msg);
  }
  return print_position(&next);
}

/* ---- bench --------------------------------------------------------------------- */

/* FNV-1a over a position's bytes: the fingerprint of the games played. */
static uint64_t hash_pos(uint64_t h, const hoyito_pos *p) {
  const unsigned char *b = (const unsigned char *)p;
  for (size_t i = 0; i < sizeof *p; i++) h = (h ^ b[i]) * 0x100000001b3ull;
  return h;
}

#define BENCH_GAMES 500 /* per variant, size and direction: about 2-3 s in all (-O2) */

static int cmd_bench(int argc, char **argv) {
  (void)argv;
  if (argc != 0) return CLI_USAGE;
  uint64_t rng = 0x486f7969746f21ull, hash = 0xcbf29ce484222325ull;
  uint64_t moves_played = 0, legal_calls = 0, games = 0;
  int configs = 0;
  clock_t t0 = clock();
  for (int variant = 0; variant < HOYITO_VARIANT_COUNT; variant++)
    for (int n = 6; n <= HOYITO_MAX_N; n++)
      for (int cw = 0; cw <= 1; cw++, configs++) {
        hoyito_options o = {
            .variant = variant, .n = n, .clockwise = cw, .limit = HOYITO_DEFAULT_LIMIT};
        hoyito_pos start;
        hoyito_start(&o, &start);
        for (int g = 0; g < BENCH_GAMES; g++, games++) {
          hoyito_pos p = start;
          int moves[HOYITO_MAX_N], count;
          while ((count = hoyito_legal_moves(&p, moves)) > 0) {
            legal_calls++;
            hoyito_play(&p, moves[splitmix(&rng) % (uint64_t)count], &p, NULL);
            moves_played++;
            hash = hash_pos(hash, &p);
          }
          legal_calls++;
        }
      }
  double seconds = (double)(clock() - t0) / CLOCKS_PER_SEC;
  if (seconds <= 0) seconds = 1e-9;
  printf(
      "bench: %d configurations (variants I..III, 6..12 holes, both directions), "
      "%llu random games\n",
      configs, (unsigned long long)games);
  printf("moves played: %llu, legal_moves calls: %llu, in %.3f s cpu\n",
         (unsigned long long)moves_played, (unsigned long long)legal_calls, seconds);
  printf("moves/s: %.0f\n", (double)moves_played / seconds);
  printf("engine calls/s (play + legal_moves): %.0f\n",
         (double)(moves_played + legal_calls) / seconds);
  printf("fingerprint: nodes %llu hash %016llx\n", (unsigned long long)moves_played,
         (unsigned long long)hash);
  return CLI_OK;
}

/* ---- The command table ------------------------------------------------------ */

static int cmd_help(int argc, char **argv);

static const struct {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *args;    /* the usage line after "hoyito NAME" */
  const char *summary; /* one line for `hoyito help` */
} commands[] = {
    {"show", cmd_show, "POS",
     "the board as text: North's row on top as seen from South, captures, turn or result"},
    {"moves", cmd_moves, "POS|-", "legal moves, space-separated (an empty line when none)"},
    {"play", cmd_play, "POS|- MOVE...", "the position after those moves, on one line"},
    {"trace", cmd_trace, "POS MOVE", "that move's events, one JSON object per line"},
    {"perft", cmd_perft, "POS DEPTH",
     "the number of move sequences of exactly DEPTH moves, DEPTH 0.." STR(
         MAX_PERFT_DEPTH) " (games ending sooner not counted)"},
    {"start", cmd_start, "[--variant I|II|III] [--n N] [--cw] [--limit L]",
     "the start position (default: Hoyito I, 6 holes, counter-clockwise, limit 100)"},
    {"next", cmd_next, "POS [--first S|N]",
     "the next game of the match after a finished game, or \"match over: S wins\""},
    {"bench", cmd_bench, "", "moves per second over fixed random games (and a fingerprint)"},
    {"best", hoyito_cli_best,
     "POS [--ms N | --depth D | --nodes N | --level L] [--tt MB] [--all] [--exact S] [--cpu] "
     "[--for-seeds] [--tables DIR]",
     "the computer's best move: score, exact or not, depth, nodes, nodes/s, principal variation;"
     " bounds --ms 1..1e8, --depth 1..127, --nodes 1..1e12, --tt 0..256 (MB), --exact 0..96;"
     " --all scores every legal move (\"not searched\" before the first iteration ends);"
     " --for-seeds plays for seeds as Master does once the winner is sure (its words then claim "
     "less);"
     " --tables DIR holds the root to the endgame tables there and, without --for-seeds, values "
     "the horizon by them (a bad file: a warning, then no tables);"
     " --level 1..7 the move that level plays (seed 0), at 7 with the prover over the --tables"},
    {"match", hoyito_cli_match,
     "A B [--games N] [--n 6] [--variant I|II|III] [--tt MB] [--from K] [--openings MIN-MAX] "
     "[--exact S] [--cpu] [--verbose]"
     " [--tables DIR] [--tables-a DIR] [--tables-b DIR]",
     "A against B (L1..L7 level, dD depth, tMS time, tMSc the same with captures-only evaluation, "
     "nNODES nodes,"
     " g greedy, r random, aMS the plain"
     " alpha-beta sparring partner) from openings of MIN-MAX random moves (default 2-4), sides "
     "swapped; --tt 0..256 (MB) a side;"
     " --tables DIR gives both players' searches the endgame tables (not the partner's), "
     "--tables-a/-b DIR"
     " one player's only, whichever colour it plays"},
    {"bench-search", hoyito_cli_bench_search, "[--depth D] [--positions]",
     "search nodes and nodes/s over fixed positions at a fixed depth (the node count fingerprints "
     "the search); --positions lists them"},
    {"record", hoyito_cli_record,
     "write POS [MOVE...] [--event|--site|--date|--south|--north T] | read [--all] FILE|-",
     "write: the game record of those moves (docs/cli.md, \"Game records\"); read: check a "
     "record's every move, print its final position;"
     " --all: every game of a file of many, \"K<TAB>POSITION\" a line"},
    {"puzzles", hoyito_cli_puzzles,
     "[--variant I|II|III] [--n N] [--count K] [--seed S] [--kind turn|endgame] [--games G] "
     "[--positions FILE|-]",
     "K puzzles with one clearly best move, found in the levels' games and proved; one JSON line "
     "each"},
    {"tables", hoyito_cli_tables,
     "build [--seeds 4|8|12|16] [--variant I|II|III] [--limit L] [--out DIR] | verify [--tables "
     "DIR] [--variant I|II|III]",
     "build: endgame tables of 2x6 (every position with at most K seeds, default 8; all variants "
     "unless one is given)"
     " into DIR/hoyito-V.tbl (default DIR: " CLI_TABLES_DEFAULT_DIR
     "), with a checksum; prints time, memory, size. verify: checks each file's checksum (a use "
     "checks only its header and size)"},
    {"solve", hoyito_cli_solve, "POS|- [--tables DIR] [--ms N [--tt MB] [--plain D]]",
     "POS's value from the endgame tables (default DIR: $HOYITO_TABLES, "
     "else " CLI_TABLES_DEFAULT_DIR
     ") and the moves that keep it, or \"unproven: why\"; exact without R15 a repetition."
     " --ms N: past the tables, search with them at the leaves for up to N ms of CPU (table of "
     "proven"
     " bounds --tt 1..16384 MB, default 1024): the value, or the tightest bounds proven;"
     " --plain D checks those bounds by a plain alpha-beta to depth D"},
    {"analyse", hoyito_cli_analyse, "RECORD|- [--ms N] [--tables DIR] [--tt MB] [--json]",
     "every move of a game record's main line against perfect play: ply, mover, move, the "
     "mover's value before and after it (captures so far plus the proven value), its cost (0: "
     "perfect), or bounds where --ms N of CPU a position (default 2000) proves none; then each "
     "side's moves judged, perfect moves, seeds given away. --json: one object a move"},
    {"help", cmd_help, "[COMMAND]", "this text"},
};
#define COMMAND_COUNT ((int)(sizeof commands / sizeof commands[0]))

static const char help_notes[] =
  "\n"
  "POS is a position string (docs/RULES.md notation), e.g. I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0\n"
  "(quote it in the shell when it has keys: ';' separates them). MOVE is the mover's\n"
  "hole number 1..n. Passes happen by themselves and are never moves.\n"
  "\n"
  "Batch mode: with - in place of POS, `moves` reads one position per line on stdin\n"
  "and `play` reads \"POSITION MOVE...\" per line (spaces or tabs between); each writes\n"
  "one answer line per input line; `solve` reads one position per line and answers\n"
  "each as `solve POS` would, with the same options, tables and table of proven\n"
  "bounds. A bad line is answered by its \"error: ...\" line, on stdout, and the other\n"
  "lines are still answered: the exit status is 0 once every line is answered.\n"
  "\n"
  "trace events: pickup {hole,count,relay}, drop {hole}, capture {hole,count,player},\n"
  "extra_turn {player}, pass {player}, last_four {player,count}, collect {hole (or\n"
  "\"hand\"),count,player}, game_end {reason: last_four|empty|repetition|limit|no_moves,\n"
  "result: S|N|D, score: [south,north]}.\n"
  "\n"
  "perft: passes are automatic, R15(a) repetition is not applied (no history),\n"
  "the no-capture limit R15(b) is.\n"
  "next: --first (who moved first in the finished game) is needed only after a draw;\n"
  "it is ignored otherwise, since the winner starts.\n"
  "\n"
  "Bounds: POS at most " STR(HOYITO_MAX_INPUT) " characters; a move picks up at most "
  STR(HOYITO_MAX_PICKUPS) " times,\n"
  "one needing more is endless and illegal (R7); perft DEPTH 0.." STR(MAX_PERFT_DEPTH)
  " (about 4x the\n"
  "time a ply); start --n " STR(HOYITO_MIN_N) ".." STR(HOYITO_MAX_N) ", --limit 1.."
  STR(HOYITO_MAX_LIMIT) "; batch lines under 1 MiB.\n"
  "\n"
  "Exit status: 0 success; 2 bad input (one \"error: ...\" line on stderr, nothing on\n"
  "stdout) or wrong arguments (usage on stderr); 1 if reading, writing or memory fails.\n";

static void print_usage(FILE *out) {
  fprintf(out, "usage: hoyito COMMAND [ARGUMENTS]\n\ncommands:\n");
  for (int k = 0; k < COMMAND_COUNT; k++) {
    char line[160];
    snprintf(line, sizeof line, "%s%s%s", commands[k].name, commands[k].args[0] ? " " : "",
             commands[k].args);
    fprintf(out, "  hoyito %s\n      %s\n", line, commands[k].summary);
  }
}

static int find_command(const char *name) {
  for (int k = 0; k < COMMAND_COUNT; k++)
    if (strcmp(commands[k].name, name) == 0) return k;
  return -1;
}

static int cmd_help(int argc, char **argv) {
  if (argc > 1) return CLI_USAGE;
  if (argc == 1) {
    int k = find_command(argv[0]);
    if (k < 0) return CLI_USAGE;
    printf("usage: hoyito %s%s%s\n  %s\n", commands[k].name, commands[k].args[0] ? " " : "",
           commands[k].args, commands[k].summary);
    return CLI_OK;
  }
  print_usage(stdout);
  fputs(help_notes, stdout);
  return CLI_OK;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    print_usage(stderr);
    return CLI_BAD;
  }
  const char *name = argv[1];
  if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) name = "help";
  int k = find_command(name);
  if (k < 0) {
    char q[40];
    quote(q, sizeof q, argv[1]);
    fprintf(stderr, "error: unknown command %s\n", q);
    print_usage(stderr);
    return CLI_BAD;
  }
  int rc = commands[k].run(argc - 2, argv + 2);
  if (rc == CLI_USAGE) {
    fprintf(stderr, "error: wrong arguments for '%s'\nusage: hoyito %s%s%s\n", commands[k].name,
            commands[k].name, commands[k].args[0] ? " " : "", commands[k].args);
    fprintf(stderr, "(hoyito help lists every command)\n");
    return CLI_BAD;
  }
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "error: cannot write standard output\n");
    return CLI_IO;
  }
  return rc;
}
