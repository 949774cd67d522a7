/*
 * ref_hoyito.c: a deliberately simple, independent reference model of the
 * Hoyito rules in docs/RULES.md (R1..R15, position notation v1), for one game.
 *
 * Why it exists: the tests run it beside the real engine and compare legal
 * moves, resulting positions and perft counts. It was written from docs/RULES.md
 * alone, without reading src/ or include/, so that a misreading of the rules
 * would have to be made twice, independently, to go unnoticed. Clarity is
 * preferred to speed everywhere. R15(a) (threefold repetition) is not
 * modelled: a position string carries no history.
 *
 * Build: cc -std=c11 -O2 -Wall -Wextra -Wshadow -Werror -o ref_hoyito ref_hoyito.c
 * Usage:
 *   ref_hoyito moves POS          legal moves, ascending, one line
 *   ref_hoyito play POS MOVE      the position after MOVE, one line
 *   ref_hoyito perft POS DEPTH    number of move sequences of exactly DEPTH moves
 *   ref_hoyito vectors FILE       check every case of a rules_cases.tsv file
 * Bad input: exit status 2 and one "error: ..." line on stderr.
 * Built with -DREF_HOYITO_LIBRARY (and -Wno-unused-function: the command
 * line's helpers stay) it has no main and offers ref_hoyito.h.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ref_hoyito.h"

#define MAXN 12
#define CLOSED (-1)

enum { SOUTH = 0, NORTH = 1, OVER = -1 };
enum { PREV_NONE = -1, PREV_S = 0, PREV_N = 1, PREV_D = 2 };

typedef struct {
  int variant;        /* 1, 2 or 3 (Hoyito I, II, III) */
  int n;              /* holes per row, 3..12 */
  int hole[2 * MAXN]; /* [0..n-1] South 1..n, [n..2n-1] North 1..n; CLOSED = closed */
  int turn;           /* SOUTH, NORTH, or OVER once the game has ended */
  int cap[2];         /* seeds captured in this game, by SOUTH / NORTH */
  int aside[2];       /* seeds set aside (match play) */
  int cw;             /* 1 if dir=cw */
  int limit;          /* R15(b) no-capture limit */
  int prev;           /* previous game's winner: PREV_NONE, PREV_S, PREV_N, PREV_D */
  int quiet;          /* moves since the last capture */
  int round;          /* game number in the match */
} Pos;

/* ------------------------------------------------------------------ */
/* Errors: one line on stderr, exit status 2.                          */

static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(2);
}

/* ------------------------------------------------------------------ */
/* Board helpers.                                                      */

/* The next open hole from i, with the sowing direction (dir = +1) or
 * against it (dir = -1). Closed holes are skipped (R5, R10, R17); the
 * emptied origin hole is open, so it is not skipped. */
static int step(const Pos *p, int i, int dir) {
  int m = 2 * p->n;
  int d = p->cw ? -dir : dir;
  do {
    i = (i + d + m) % m;
  } while (p->hole[i] == CLOSED);
  return i;
}

static int board_total(const Pos *p) {
  int t = 0;
  for (int i = 0; i < 2 * p->n; i++)
    if (p->hole[i] != CLOSED) t += p->hole[i];
  return t;
}

static void clear_board(Pos *p) {
  for (int i = 0; i < 2 * p->n; i++)
    if (p->hole[i] != CLOSED) p->hole[i] = 0;
}

/* R15(b), R15(c): the game ends and each player captures their own side. */
static void end_own_sides(Pos *p) {
  for (int i = 0; i < 2 * p->n; i++)
    if (p->hole[i] != CLOSED) p->cap[i / p->n] += p->hole[i];
  clear_board(p);
  p->turn = OVER;
}

/* R13: called after every capture by `mover`, with `hand` seeds still in
 * the mover's hand (Hoyito I, mid-lap). Returns 1 if the game ended. */
static int last_four(Pos *p, int mover, int hand) {
  int left = board_total(p) + hand;
  if (left != 4 && left != 0) return 0;
  if (left == 4) {
    int to = mover;
    /* R13, R20: Hoyito III from round 3, the previous winner; after a draw (or
         * with no prev recorded) the capturer. */
    if (p->variant == 3 && p->round >= 3 && (p->prev == PREV_S || p->prev == PREV_N)) to = p->prev;
    p->cap[to] += 4;
  }
  clear_board(p);
  p->turn = OVER;
  return 1;
}

/* ------------------------------------------------------------------ */
/* Sowing one move (R4..R13).                                          */

/* R7: the most pick-ups one sowing may make, the first one included. */
#define MAX_PICKUPS 1000

/* Sows the move of p->turn from hole index `from`, captures included.
 * Returns 1 if the move is endless (R7; p is then meaningless), else 0, with
 * *captured set, and p->turn == OVER if a capture ended the game (R13).
 *
 * Endless (R7) means the sowing would need pick-up number MAX_PICKUPS + 1.
 * No cycle detection: the cap is the rule. */
static int sow(Pos *p, int from, int *captured) {
  int mover = p->turn;
  int pick = from;
  int pickups = 0;

  *captured = 0;
  for (;;) {
    /* R4 / R6: pick up the whole hole and sow on from the next one. */
    pickups++;
    if (pickups > MAX_PICKUPS) return 1;
    int hand = p->hole[pick];
    p->hole[pick] = 0;
    int i = pick;
    while (hand > 0) {
      i = step(p, i, +1);
      p->hole[i]++;
      hand--;
      if (p->variant == 1 && p->hole[i] == 4) {
        /* R9: en passant; a four made by the last seed ends the move. */
        p->hole[i] = 0;
        p->cap[mover] += 4;
        *captured = 1;
        if (last_four(p, mover, hand) || hand == 0) return 0;
      }
    }
    if (p->hole[i] == 1) /* R6: landed in an empty hole */
      return 0;
    if (p->variant != 1 && p->hole[i] == 4) {
      /* R10 / R11: the last seed made a four. */
      p->hole[i] = 0;
      p->cap[mover] += 4;
      *captured = 1;
      if (p->variant == 2) {
        /* R10: the unbroken run of fours before it. */
        for (int j = step(p, i, -1); p->hole[j] == 4; j = step(p, j, -1)) {
          p->hole[j] = 0;
          p->cap[mover] += 4;
        }
      }
      last_four(p, mover, 0);
      return 0;
    }
    pick = i; /* R6: relay */
  }
}

/* 1 if `side` may play its hole k (1..n) in p: open, non-empty, not endless. */
static int is_legal(const Pos *p, int side, int k) {
  int from = side * p->n + k - 1;
  if (p->hole[from] == CLOSED || p->hole[from] == 0) return 0;
  Pos q = *p;
  int captured;
  q.turn = side;
  return !sow(&q, from, &captured);
}

static int has_legal(const Pos *p, int side) {
  for (int k = 1; k <= p->n; k++)
    if (is_legal(p, side, k)) return 1;
  return 0;
}

/* Plays hole k (1..n) for p->turn; the caller has checked that it is legal.
 * Applies the quiet counter and limit (R15b), the extra turn (R10, R11),
 * passes (R8) and the end when neither side can move (R15c). */
static void play(Pos *p, int k) {
  int mover = p->turn;
  int captured;
  sow(p, mover * p->n + k - 1, &captured);
  if (p->turn == OVER) { /* R13 */
    p->quiet = 0;
    return;
  }
  p->quiet = captured ? 0 : p->quiet + 1;
  if (p->quiet >= p->limit) {
    end_own_sides(p);
    p->quiet = 0;
    return;
  }
  int want = (captured && p->variant != 1) ? mover : 1 - mover;
  if (has_legal(p, want)) p->turn = want;
  else if (has_legal(p, 1 - want)) p->turn = 1 - want; /* R8: `want` passes */
  else {
    end_own_sides(p);
    p->quiet = 0;
  }
}

/* Sequences of exactly `depth` moves; passes are not moves. */
static long long perft(const Pos *p, int depth) {
  if (depth == 0) return 1;
  if (p->turn == OVER) return 0;
  long long total = 0;
  for (int k = 1; k <= p->n; k++) {
    if (!is_legal(p, p->turn, k)) continue;
    Pos q = *p;
    play(&q, k);
    total += perft(&q, depth - 1);
  }
  return total;
}

/* ------------------------------------------------------------------ */
/* Position notation v1.                                               */

/* Writes the canonical spelling of p into out (at least 256 bytes). */
static void write_pos(const Pos *p, char *out) {
  static const char *const vname[] = {"", "I", "II", "III"};
  char *o = out;
  o += sprintf(o, "%s:", vname[p->variant]);
  for (int i = 0; i < 2 * p->n; i++) {
    if (i == p->n) *o++ = '/';
    else if (i > 0) *o++ = ',';
    if (p->hole[i] == CLOSED) *o++ = 'x';
    else o += sprintf(o, "%d", p->hole[i]);
  }
  o += sprintf(o, ":%s:%d,%d",
               p->turn == SOUTH   ? "S"
               : p->turn == NORTH ? "N"
                                  : "-",
               p->cap[0], p->cap[1]);
  /* Keys in name order, defaults omitted, quiet omitted once the game is over. */
  char sep = ':';
  if (p->aside[0] || p->aside[1]) {
    o += sprintf(o, "%caside=%d,%d", sep, p->aside[0], p->aside[1]);
    sep = ';';
  }
  if (p->cw) {
    o += sprintf(o, "%cdir=cw", sep);
    sep = ';';
  }
  if (p->limit != 100) {
    o += sprintf(o, "%climit=%d", sep, p->limit);
    sep = ';';
  }
  if (p->prev != PREV_NONE) {
    o += sprintf(o, "%cprev=%c", sep, "SND"[p->prev]);
    sep = ';';
  }
  if (p->quiet != 0 && p->turn != OVER) {
    o += sprintf(o, "%cquiet=%d", sep, p->quiet);
    sep = ';';
  }
  if (p->round != 1) o += sprintf(o, "%cround=%d", sep, p->round);
  *o = '\0';
}

/* Parses a canonical non-negative decimal integer ("0" or no leading zero)
 * from s up to (not including) end; -1 if it is not one. Non-canonical
 * spellings are refused because each position has exactly one spelling. */
static int parse_num(const char *s, const char *end) {
  if (s >= end || end - s > 6) return -1;
  if (*s == '0' && end - s > 1) return -1;
  int v = 0;
  for (; s < end; s++) {
    if (*s < '0' || *s > '9') return -1;
    v = v * 10 + (*s - '0');
  }
  return v;
}

/* Parses "A,B" (two numbers); returns 0 or -1. */
static int parse_pair(const char *s, const char *end, int *a, int *b) {
  const char *comma = memchr(s, ',', (size_t)(end - s));
  if (!comma) return -1;
  *a = parse_num(s, comma);
  *b = parse_num(comma + 1, end);
  return (*a < 0 || *b < 0) ? -1 : 0;
}

/* Parses one row "c,c,...,c" into holes[]; returns its length or -1. */
static int parse_row(const char *s, const char *end, int *holes) {
  int count = 0;
  for (;;) {
    const char *e = s;
    while (e < end && *e != ',') e++;
    if (count == MAXN) return -1;
    if (e - s == 1 && *s == 'x') holes[count] = CLOSED;
    else if ((holes[count] = parse_num(s, e)) < 0) return -1;
    count++;
    if (e == end) return count;
    s = e + 1;
  }
}

/* Parses a position string into *p. On failure writes a message naming the
 * field at fault into err and returns -1 (p is then meaningless). */
static int parse_pos(const char *text, Pos *p, char *err, size_t errlen) {
#define FAIL(...)                       \
  do {                                  \
    snprintf(err, errlen, __VA_ARGS__); \
    return -1;                          \
  } while (0)
  const char *f[6];
  size_t flen[6];
  int nf = 0;
  const char *s = text;

  memset(p, 0, sizeof *p);
  p->limit = 100;
  p->prev = PREV_NONE;
  p->round = 1;

  /* Split on ':' into 4 or 5 fields. */
  for (;;) {
    const char *c = strchr(s, ':');
    if (nf == 5) FAIL("position: too many ':'-separated fields");
    f[nf] = s;
    flen[nf] = c ? (size_t)(c - s) : strlen(s);
    nf++;
    if (!c) break;
    s = c + 1;
  }
  if (nf < 4) FAIL("position: expected VARIANT:SOUTH/NORTH:TURN:SCAP,NCAP[:KEYS]");
  for (const char *c = text; *c; c++)
    if (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r')
      FAIL("position: whitespace is not allowed");

  /* VARIANT */
  if (flen[0] == 1 && !strncmp(f[0], "I", 1)) p->variant = 1;
  else if (flen[0] == 2 && !strncmp(f[0], "II", 2)) p->variant = 2;
  else if (flen[0] == 3 && !strncmp(f[0], "III", 3)) p->variant = 3;
  else FAIL("variant: must be I, II or III");

  /* SOUTH/NORTH */
  {
    const char *b = f[1], *bend = f[1] + flen[1];
    const char *slash = memchr(b, '/', flen[1]);
    int south[MAXN], north[MAXN];
    if (!slash) FAIL("board: expected SOUTH/NORTH");
    int ns = parse_row(b, slash, south);
    if (ns < 0) FAIL("board: south row must be 3..12 counts (non-negative integers or x)");
    int nn = parse_row(slash + 1, bend, north);
    if (nn < 0) FAIL("board: north row must be 3..12 counts (non-negative integers or x)");
    if (ns != nn) FAIL("board: rows have different lengths (%d and %d)", ns, nn);
    if (ns < 3) FAIL("board: rows must have 3..12 holes");
    p->n = ns;
    for (int k = 0; k < ns; k++) {
      p->hole[k] = south[k];
      p->hole[ns + k] = north[k];
    }
  }

  /* TURN */
  if (flen[2] == 1 && f[2][0] == 'S') p->turn = SOUTH;
  else if (flen[2] == 1 && f[2][0] == 'N') p->turn = NORTH;
  else if (flen[2] == 1 && f[2][0] == '-') p->turn = OVER;
  else FAIL("turn: must be S, N or -");

  /* SCAP,NCAP */
  if (parse_pair(f[3], f[3] + flen[3], &p->cap[0], &p->cap[1]) < 0)
    FAIL("captures: expected SCAP,NCAP (non-negative integers)");

  /* Keys: each known, strictly in name order (so no repeats), none at its default. */
  if (nf == 5) {
    static const char *const names[] = {"aside", "dir", "limit", "prev", "quiet", "round"};
    int last = -1;
    const char *k = f[4], *kend = f[4] + flen[4];
    int quiet_given = 0;
    for (;;) {
      const char *e = k;
      while (e < kend && *e != ';') e++;
      const char *eq = memchr(k, '=', (size_t)(e - k));
      if (!eq) FAIL("keys: expected KEY=VALUE, got '%.*s'", (int)(e - k), k);
      int id = -1;
      for (int t = 0; t < 6; t++)
        if ((size_t)(eq - k) == strlen(names[t]) && !strncmp(k, names[t], strlen(names[t]))) id = t;
      if (id < 0) FAIL("keys: unknown key '%.*s'", (int)(eq - k), k);
      if (id <= last) FAIL("%s: keys must be written once each, sorted by name", names[id]);
      last = id;
      const char *v = eq + 1;
      int bad_default = 0;
      switch (id) {
        case 0:
          if (parse_pair(v, e, &p->aside[0], &p->aside[1]) < 0)
            FAIL("aside: expected S,N (non-negative integers)");
          bad_default = !p->aside[0] && !p->aside[1];
          break;
        case 1:
          if (e - v == 2 && !strncmp(v, "cw", 2)) p->cw = 1;
          else if (e - v == 3 && !strncmp(v, "ccw", 3)) bad_default = 1;
          else FAIL("dir: must be cw or ccw");
          break;
        case 2:
          if ((p->limit = parse_num(v, e)) < 1) FAIL("limit: must be an integer of at least 1");
          bad_default = p->limit == 100;
          break;
        case 3:
          if (e - v == 1 && (*v == 'S' || *v == 'N' || *v == 'D'))
            p->prev = *v == 'S' ? PREV_S : *v == 'N' ? PREV_N : PREV_D;
          else FAIL("prev: must be S, N or D");
          break;
        case 4:
          if ((p->quiet = parse_num(v, e)) < 0) FAIL("quiet: must be a non-negative integer");
          bad_default = p->quiet == 0;
          quiet_given = 1;
          break;
        case 5:
          if ((p->round = parse_num(v, e)) < 1) FAIL("round: must be an integer of at least 1");
          bad_default = p->round == 1;
          break;
      }
      if (bad_default) FAIL("%s: a key at its default value is not written", names[id]);
      if (e == kend) break;
      k = e + 1;
    }
    if (quiet_given && p->turn == OVER) FAIL("quiet: not written once the game is over");
  }

  /* Consistency. */
  int board = board_total(p);
  if (board + p->cap[0] + p->cap[1] + p->aside[0] + p->aside[1] != 8 * p->n)
    FAIL("board: board + captures + aside = %d, must be %d",
         board + p->cap[0] + p->cap[1] + p->aside[0] + p->aside[1], 8 * p->n);
  if (p->turn == OVER && board != 0) FAIL("turn: '-' (game over) but the board is not empty");
  if (p->turn != OVER && board == 0)
    FAIL("turn: the board is empty, so the game is over and turn must be '-'");
  if (board % 4 != 0) FAIL("board: total %d is not a multiple of four", board);
  if (p->turn != OVER && p->quiet >= p->limit)
    FAIL("quiet: %d reaches limit %d, so the game would be over", p->quiet, p->limit);
  if (p->turn != OVER && !has_legal(p, p->turn))
    FAIL("turn: %c has no legal move (a player who must pass is never shown to move)",
         "SN"[p->turn]);
  return 0;
#undef FAIL
}

/* ------------------------------------------------------------------ */
/* Command line.                                                       */

/* Writes the legal moves of p, ascending and space-separated, into out. */
static void write_moves(const Pos *p, char *out) {
  char *o = out;
  *o = '\0';
  if (p->turn == OVER) return;
  for (int k = 1; k <= p->n; k++)
    if (is_legal(p, p->turn, k)) o += sprintf(o, o == out ? "%d" : " %d", k);
}

/* Parses a move for p; returns 1..n or -1, with a message in err. */
static int parse_move(const Pos *p, const char *s, char *err, size_t errlen) {
  int k = parse_num(s, s + strlen(s));
  if (k < 1 || k > p->n) {
    snprintf(err, errlen, "move: '%s' is not a hole number 1..%d", s, p->n);
    return -1;
  }
  if (p->turn == OVER) {
    snprintf(err, errlen, "move: the game is over");
    return -1;
  }
  if (!is_legal(p, p->turn, k)) {
    snprintf(err, errlen, "move: %d is not a legal move here", k);
    return -1;
  }
  return k;
}

/* In-process use (tests/reference/ref_hoyito.h): the moves and play
 * commands' answers as text, for the differential test and the fuzzers. */
int ref_moves(const char *pos, char *out, size_t size) {
  char err[256], buf[512];
  Pos p;
  if (parse_pos(pos, &p, err, sizeof err) < 0) {
    snprintf(out, size, "error: %s", err);
    return -1;
  }
  write_moves(&p, buf);
  snprintf(out, size, "%s", buf);
  return 0;
}

int ref_play(const char *pos, int move, char *out, size_t size) {
  char err[256], buf[512];
  Pos p;
  if (parse_pos(pos, &p, err, sizeof err) < 0) {
    snprintf(out, size, "error: %s", err);
    return -1;
  }
  if (move < 1 || move > p.n || p.turn == OVER || !is_legal(&p, p.turn, move)) {
    snprintf(out, size, "error: move %d is not a legal move here", move);
    return -1;
  }
  play(&p, move);
  write_pos(&p, buf);
  snprintf(out, size, "%s", buf);
  return 0;
}

#ifndef REF_HOYITO_LIBRARY
static int run_vectors(const char *path) {
  FILE *fp = fopen(path, "r");
  if (!fp) die("vectors: cannot open '%s'", path);
  char line[2048], err[256], got[512];
  int passed = 0, failed = 0, lineno = 0;
  while (fgets(line, sizeof line, fp)) {
    lineno++;
    size_t len = strlen(line);
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = '\0';
    if (len == 0 || line[0] == '#') continue;
    char *col[4];
    int nc = 0;
    char *c = line;
    col[nc++] = c;
    while (nc < 4 && (c = strchr(c, '\t')) != NULL) {
      *c++ = '\0';
      col[nc++] = c;
    }
    if (nc != 4 || strchr(col[3], '\t')) {
      printf("line %d: expected 4 tab-separated columns\n", lineno);
      failed++;
      continue;
    }
    Pos p;
    if (parse_pos(col[0], &p, err, sizeof err) < 0) {
      printf("line %d: %s: cannot parse: %s\n", lineno, col[0], err);
      failed++;
      continue;
    }
    int ok = 1;
    write_moves(&p, got);
    if (strcmp(got, col[3]) != 0) {
      printf("line %d: moves %s\n  expected: %s\n  got:      %s\n", lineno, col[0], col[3], got);
      ok = 0;
    }
    int k = parse_move(&p, col[1], err, sizeof err);
    if (k < 0) {
      printf("line %d: play %s %s: %s\n", lineno, col[0], col[1], err);
      ok = 0;
    } else {
      play(&p, k);
      write_pos(&p, got);
      if (strcmp(got, col[2]) != 0) {
        printf("line %d: play %s %s\n  expected: %s\n  got:      %s\n", lineno, col[0], col[1],
               col[2], got);
        ok = 0;
      }
    }
    if (ok) passed++;
    else failed++;
  }
  fclose(fp);
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}

static void usage(void) {
  die("usage: ref_hoyito moves POS | play POS MOVE | perft POS DEPTH | vectors FILE");
}

int main(int argc, char **argv) {
  char err[256], out[512];
  Pos p;

  if (argc < 2) usage();
  if (!strcmp(argv[1], "vectors")) {
    if (argc != 3) usage();
    return run_vectors(argv[2]);
  }
  int want = !strcmp(argv[1], "moves")                                 ? 3
             : (!strcmp(argv[1], "play") || !strcmp(argv[1], "perft")) ? 4
                                                                       : 0;
  if (!want || argc != want) usage();
  if (parse_pos(argv[2], &p, err, sizeof err) < 0) die("%s", err);
  if (!strcmp(argv[1], "moves")) {
    write_moves(&p, out);
    puts(out);
  } else if (!strcmp(argv[1], "play")) {
    int k = parse_move(&p, argv[3], err, sizeof err);
    if (k < 0) die("%s", err);
    play(&p, k);
    write_pos(&p, out);
    puts(out);
  } else {
    int depth = parse_num(argv[3], argv[3] + strlen(argv[3]));
    if (depth < 0) die("depth: '%s' is not a non-negative integer", argv[3]);
    printf("%lld\n", perft(&p, depth));
  }
  return 0;
}
#endif /* REF_HOYITO_LIBRARY */
