/*
 * test_perft.c - perft: the number of move sequences of exactly D moves.
 *
 * tests/data/perft.txt holds counts computed by the independent reference
 * model (tests/reference/ref_hoyito.c), one position a line:
 *   POSITION ;D1 n ;D2 n ...
 * The engine's perft is the plainest recursion over hoyito_play for holes
 * 1..n, skipping the moves it refuses. Passes are automatic and are not
 * moves, sequences on which the game ends early are not counted, R15(b)
 * applies (hoyito_play applies it) and R15(a) does not (no history).
 *
 * perft_engine_file checks every count against the engine;
 * perft_reference_file runs ref_hoyito on every count too, so both
 * implementations are held to the same file in every run; perft_mirror
 * checks that swapping the rows (and everything that belongs to a side)
 * changes no count.
 */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "hoyito.h"

#define MAX_LINES 128
#define MAX_DEPTH 16

typedef struct {
  char pos[HOYITO_MAX_INPUT + 1];
  int depths;
  long long count[MAX_DEPTH + 1]; /* count[d] for d = 1..depths */
} perft_line;

static perft_line lines[MAX_LINES];

/* Reads perft.txt: '#' comments and blank lines are skipped. Returns the number of lines. */
static int read_perft_file(void) {
  FILE *f = fopen(HOYITO_DATA_DIR "/perft.txt", "r");
  CHECK(f != NULL);
  if (!f) return 0;
  char text[2048];
  int count = 0, number = 0;
  while (fgets(text, sizeof text, f)) {
    number++;
    text[strcspn(text, "\r\n")] = '\0';
    if (text[0] == '#' || text[0] == '\0') continue;
    CHECK(count < MAX_LINES);
    if (count >= MAX_LINES) break;
    perft_line *l = &lines[count];
    char *field = strstr(text, " ;");
    CHECK(field != NULL);
    if (!field) continue;
    size_t len = (size_t)(field - text);
    CHECK(len < sizeof l->pos);
    memcpy(l->pos, text, len);
    l->pos[len] = '\0';
    l->depths = 0;
    /* " ;D1 6 ;D2 32 ...": depths must run 1, 2, 3, ... */
    while (field && strncmp(field, " ;D", 3) == 0) {
      char *end;
      long depth = strtol(field + 3, &end, 10);
      long long value = strtoll(end, &end, 10);
      if (depth != l->depths + 1 || depth > MAX_DEPTH) {
        printf("  perft.txt line %d: depth %ld out of order\n", number, depth);
        CHECK(0);
        break;
      }
      l->count[++l->depths] = value;
      field = *end ? end : NULL;
    }
    CHECK(field == NULL); /* nothing else on the line */
    CHECK(l->depths >= 1);
    count++;
  }
  fclose(f);
  return count;
}

static long long perft(const hoyito_pos *p, int depth) {
  if (depth == 0) return 1;
  if (p->turn == HOYITO_OVER) return 0;
  long long total = 0;
  hoyito_pos q;
  for (int move = 1; move <= p->n; move++)
    if (hoyito_play(p, move, &q, NULL) == 0) total += perft(&q, depth - 1);
  return total;
}

static int parse_ok(const char *text, hoyito_pos *p) {
  hoyito_error err;
  int rc = hoyito_parse(text, p, &err);
  if (rc) printf("  cannot parse %s: %s\n", text, err.message);
  CHECK_INT(rc, 0);
  return rc == 0;
}

/* ---- Tests ------------------------------------------------------------------------ */

/* The file holds what it says it holds: the start positions, to the promised depths. */
TEST(perft_file_contents) {
  int count = read_perft_file();
  CHECK(count >= 20);
  static const char *const starts[] = {
      "I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0",         "II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0",
      "III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0",       "I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:dir=cw",
      "II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:dir=cw", "III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:dir=cw",
  };
  for (size_t s = 0; s < sizeof starts / sizeof starts[0]; s++) {
    int found = 0;
    for (int i = 0; i < count; i++)
      if (strcmp(lines[i].pos, starts[s]) == 0) found = lines[i].depths >= 7;
    if (!found) printf("  missing to depth 7: %s\n", starts[s]);
    CHECK(found);
  }
  int twelve = 0;
  for (int i = 0; i < count; i++) {
    hoyito_pos p;
    if (parse_ok(lines[i].pos, &p) && p.n == 12 && lines[i].depths >= 5) twelve++;
  }
  CHECK(twelve >= 6);
}

/* Every count of perft.txt, computed by the engine. D1 is also the number of legal moves. */
TEST(perft_engine_file) {
  int count = read_perft_file();
  for (int i = 0; i < count; i++) {
    hoyito_pos p;
    if (!parse_ok(lines[i].pos, &p)) continue;
    int moves[HOYITO_MAX_N];
    CHECK_INT(hoyito_legal_moves(&p, moves), lines[i].count[1]);
    for (int d = 1; d <= lines[i].depths; d++) {
      long long got = perft(&p, d);
      if (got != lines[i].count[d]) {
        printf("  %s D%d: engine %lld, file %lld\n", lines[i].pos, d, got, lines[i].count[d]);
        CHECK(0);
      }
    }
  }
}

#ifdef HOYITO_REF_HOYITO
/* Every count of perft.txt, computed by the reference program. */
TEST(perft_reference_file) {
  int count = read_perft_file();
  for (int i = 0; i < count; i++)
    for (int d = 1; d <= lines[i].depths; d++) {
      char command[HOYITO_MAX_INPUT + 256];
      /* Positions hold only [A-Za-z0-9,/:;=-]: single quotes are safe. */
      int len = snprintf(command, sizeof command, "'%s' perft '%s' %d", HOYITO_REF_HOYITO,
                         lines[i].pos, d);
      CHECK(len > 0 && (size_t)len < sizeof command);
      FILE *out = popen(command, "r");
      CHECK(out != NULL);
      if (!out) return;
      long long got = -1;
      if (fscanf(out, "%lld", &got) != 1) got = -1;
      CHECK_INT(pclose(out), 0);
      if (got != lines[i].count[d]) {
        printf("  %s D%d: ref_hoyito %lld, file %lld\n", lines[i].pos, d, got, lines[i].count[d]);
        CHECK(0);
      }
    }
}
#endif

/*
 * The game does not care which side is called South: swapping the rows,
 * the turn, the captures, the set-aside seeds and prev gives a position
 * with the same counts at every depth.
 */
static void mirror(const hoyito_pos *p, hoyito_pos *m) {
  int n = p->n;
  uint32_t row = (1u << n) - 1;
  *m = *p;
  for (int i = 0; i < n; i++) {
    m->seeds[i] = p->seeds[n + i];
    m->seeds[n + i] = p->seeds[i];
  }
  m->closed = (p->closed >> n & row) | (p->closed & row) << n;
  m->captured[0] = p->captured[1];
  m->captured[1] = p->captured[0];
  m->aside[0] = p->aside[1];
  m->aside[1] = p->aside[0];
  if (p->turn <= HOYITO_NORTH) m->turn = (uint8_t)(1 - p->turn);
  if (p->prev <= HOYITO_NORTH) m->prev = (uint8_t)(1 - p->prev);
}

TEST(perft_mirror) {
  static const struct {
    const char *pos;
    int depth;
  } cases[] = {
      {"I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0", 5},
      {"II:7,2,3,8,0,0,2,6,2,x,x,x/0,1,0,3,1,3,1,3,0,0,4,2:N:12,24:aside=12,0", 4},
      {"III:4,4,4,4,x,x/4,4,4,4,4,4:N:0,0:aside=0,8;prev=N;round=3", 6},
      {"II:2,2,2,3,x,x/3,0,2,2,2,2:S:10,10:aside=8,0;dir=cw", 6},
      {"III:0,0,1,2,0,4/2,2,2,0,2,1:N:8,24:quiet=10", 6},
      {"I:6,6,1,5,1,x/6,6,0,1,6,6:N:0,0:aside=4,0;quiet=1", 5},
      {"II:5,3,2/1,0,1:S:6,6", 8},
      {"II:x,x,2/x,x,6:S:8,8", 4},
      {"I:1,0,0,1,1,1/0,1,0,1,1,1:N:12,28:limit=50;quiet=44", 7},
      {"III:1,x,x,x/6,6,6,1:N:0,0:aside=12,0;prev=S;quiet=1;round=3", 7},
  };
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    hoyito_pos p, m, back;
    if (!parse_ok(cases[c].pos, &p)) continue;
    mirror(&p, &m);
    /* The mirror is a valid position, and mirroring twice gives p back. */
    char text[HOYITO_MAX_POS_TEXT];
    CHECK(hoyito_format(&m, text, sizeof text) > 0);
    if (!parse_ok(text, &back)) continue;
    CHECK(memcmp(&back, &m, sizeof m) == 0);
    mirror(&m, &back);
    CHECK(memcmp(&back, &p, sizeof p) == 0);
    for (int d = 1; d <= cases[c].depth; d++) {
      long long a = perft(&p, d), b = perft(&m, d);
      if (a != b) printf("  %s D%d: %lld, mirrored %s: %lld\n", cases[c].pos, d, a, text, b);
      CHECK(a == b);
    }
  }
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
