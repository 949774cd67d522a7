/* tables.c - endgame tables for 2x6 by a backward pass over the no-capture count
 * (hoyito_tables.h has what a value means, what "exact" means and the format). */
#include <string.h>

#include "hoyito_tables.h"
#include "internal.h"

#define HOLES (2 * HOYITO_TABLES_N)
#define NO_POSITION (-128) /* a board whose mover must pass: never probed */

/* ---- Boards and their ranks ------------------------------------------------------ */

/* Ways to put t seeds in k holes: C(t + k - 1, k - 1). */
static uint32_t ways(int k, int t) {
  if (k == 0) return t == 0;
  uint64_t r = 1;
  for (int j = 1; j < k; j++) r = r * (uint64_t)(t + j) / (uint64_t)j; /* C(t+j, j), exact */
  return (uint32_t)r;
}

typedef struct {
  uint32_t ways[HOLES + 1][HOYITO_TABLES_MAX_SEEDS + 1];
} ranker;

static void ranker_init(ranker *rk) {
  for (int k = 0; k <= HOLES; k++)
    for (int t = 0; t <= HOYITO_TABLES_MAX_SEEDS; t++) rk->ways[k][t] = ways(k, t);
}

/* Boards of s seeds (0..HOYITO_TABLES_MAX_SEEDS), unchecked: the API's
 * hoyito_tables_boards checks its arguments. */
static uint32_t boards_of(int s) {
  return ways(HOLES, s);
}

int hoyito_tables_boards(int seeds, uint32_t *out) {
  if (seeds < 0 || seeds > HOYITO_TABLES_MAX_SEEDS || !out) return HOYITO_E_ARGUMENT;
  *out = boards_of(seeds);
  return HOYITO_OK;
}

/* A board's rank among the boards of its seed count, in lexicographic order
 * (hole 0 most significant): the boards before it, counted a hole at a time
 * (sum over v < b[i] of ways(11 - i, rem - v), telescoped). */
static uint32_t rank_of(const ranker *rk, const uint8_t b[HOLES], int seeds) {
  uint32_t r = 0;
  int rem = seeds;
  for (int i = 0; i < HOLES - 1; i++) {
    r += rk->ways[HOLES - i][rem] - rk->ways[HOLES - i][rem - b[i]];
    rem -= b[i];
  }
  return r;
}

/* The next board of the same seed count in rank order; 0 after the last. */
static int next_board(uint8_t b[HOLES]) {
  int j = HOLES - 1;
  while (j >= 1 && !b[j]) j--;
  if (j < 1) return 0;
  uint8_t t = (uint8_t)(b[j] - 1);
  b[j] = 0;
  b[j - 1]++;
  b[HOLES - 1] = t;
  return 1;
}

/*
 * The board of *p as its player to move sees it: the mover's row first
 * (the rules are the same for both players, R2), and for dir=cw each row
 * mirrored, which turns clockwise sowing into counter-clockwise (R3).
 */
static void normal_board(const hoyito_pos *p, uint8_t b[HOLES]) {
  const int n = HOYITO_TABLES_N;
  for (int i = 0; i < HOLES; i++) {
    int row = i / n, col = i % n;
    int src_row = p->turn == HOYITO_NORTH ? 1 - row : row;
    int src_col = p->clockwise ? n - 1 - col : col;
    b[i] = p->seeds[src_row * n + src_col];
  }
}

/* ---- The image --------------------------------------------------------------------- */

static void put16(uint8_t *at, unsigned v) {
  at[0] = (uint8_t)v;
  at[1] = (uint8_t)(v >> 8);
}
static void put32(uint8_t *at, uint32_t v) {
  for (int k = 0; k < 4; k++) at[k] = (uint8_t)(v >> 8 * k);
}
static void put64(uint8_t *at, uint64_t v) {
  for (int k = 0; k < 8; k++) at[k] = (uint8_t)(v >> 8 * k);
}
static unsigned get16(const uint8_t *at) {
  return (unsigned)at[0] | (unsigned)at[1] << 8;
}
static uint32_t get32(const uint8_t *at) {
  uint32_t v = 0;
  for (int k = 3; k >= 0; k--) v = v << 8 | at[k];
  return v;
}
static uint64_t get64(const uint8_t *at) {
  uint64_t v = 0;
  for (int k = 7; k >= 0; k--) v = v << 8 | at[k];
  return v;
}

static uint64_t fnv1a(uint64_t h, const uint8_t *data, size_t len) {
  for (size_t i = 0; i < len; i++) h = (h ^ data[i]) * 0x100000001b3ull;
  return h;
}

static uint64_t image_checksum(const uint8_t *image, size_t payload) {
  uint64_t h = fnv1a(0xcbf29ce484222325ull, image, 40);
  return fnv1a(h, image + HOYITO_TABLES_HEADER, payload);
}

static int valid_k(int max_seeds) {
  return max_seeds >= 4 && max_seeds <= HOYITO_TABLES_MAX_SEEDS && max_seeds % 4 == 0;
}

/* hoyito_tables_image_bytes for checked arguments. */
static size_t image_bytes_of(int max_seeds, int limit) {
  size_t total = HOYITO_TABLES_HEADER;
  for (int s = 4; s <= max_seeds; s += 4) total += (size_t)limit * boards_of(s);
  return total;
}

int hoyito_tables_image_bytes(int max_seeds, int limit, size_t *out) {
  if (!valid_k(max_seeds) || limit < 1 || limit > HOYITO_MAX_LIMIT || !out)
    return HOYITO_E_ARGUMENT;
  *out = image_bytes_of(max_seeds, limit);
  return HOYITO_OK;
}

/* Scratch of the build, per board of the seed count being solved: the
 * board's quiet moves (child rank << 1 | 1 when the mover moves again
 * after a pass; -1 for none) and the best of its other moves. */
typedef struct {
  int32_t *child; /* 6 per board */
  int8_t *fixed;  /* best capture or game end; NO_POSITION for none */
} graph;

/* hoyito_tables_scratch_bytes for a checked K. */
static size_t scratch_bytes_of(int max_seeds) {
  return (size_t)boards_of(max_seeds) * (HOYITO_TABLES_N * sizeof(int32_t) + 1) + 8;
}

int hoyito_tables_scratch_bytes(int max_seeds, size_t *out) {
  if (!valid_k(max_seeds) || !out) return HOYITO_E_ARGUMENT;
  *out = scratch_bytes_of(max_seeds);
  return HOYITO_OK;
}

/* The stored value of layer q of seed count s at board rank r. */
static int layer_value(const hoyito_tables *t, int s, int q, uint32_t r) {
  int k = s / 4 - 1;
  if (q < t->first_layer[k]) q = t->first_layer[k];
  size_t at = t->offset[k] + (size_t)(t->limit - 1 - q) * t->boards[k] + r;
  return (int8_t)t->image[at];
}

/* ---- Building ------------------------------------------------------------------------ */

/* The position of board b (South to move) at no-capture count `quiet`, with a
 * valid captures total: values count no capture, so which one is moot. */
static void board_position(const hoyito_tables *t, const uint8_t b[HOLES], int s, int quiet,
                           hoyito_pos *p) {
  memset(p, 0, sizeof *p);
  p->n = HOYITO_TABLES_N;
  p->variant = (uint8_t)t->variant;
  p->limit = (uint16_t)t->limit;
  p->quiet = (uint16_t)quiet;
  p->round = 1;
  p->prev = HOYITO_NONE;
  p->turn = HOYITO_SOUTH;
  p->captured[HOYITO_SOUTH] = (uint16_t)(8 * HOYITO_TABLES_N - s);
  memcpy(p->seeds, b, HOLES);
}

/* The mover's captures minus the opponent's from p to c. */
static int gain_of(const hoyito_pos *p, const hoyito_pos *c) {
  return (c->captured[0] - p->captured[0]) - (c->captured[1] - p->captured[1]);
}

/*
 * The moves of one board of s seeds (rank r): its quiet moves into the
 * graph, the best of its other moves (a capture, valued by a smaller
 * table at quiet 0, or the game's end) into g->fixed, and its value in
 * layer limit - 1 (where every quiet move ends the game by R15 b) into
 * *top. Smaller seed counts are already in *t.
 */
static void board_moves(const hoyito_tables *t, const ranker *rk, const uint8_t b[HOLES], int s,
                        uint32_t r, graph *g, int8_t *top) {
  const int n = HOYITO_TABLES_N;
  hoyito_pos p, p_top;
  board_position(t, b, s, 0, &p);
  board_position(t, b, s, t->limit - 1, &p_top);
  int32_t *child = g->child + (size_t)r * n;
  int best = NO_POSITION, best_top = NO_POSITION;
  for (int m = 1; m <= n; m++) {
    child[m - 1] = -1;
    hoyito_pos c, c_top;
    if (hoyito_play(&p, m, &c, NULL) != HOYITO_OK) continue; /* empty or endless (R7) */
    int fixed = NO_POSITION;
    if (c.turn == HOYITO_OVER) {
      fixed = gain_of(&p, &c);
    } else {
      int cs = hoyito_board_total(&c);
      uint8_t cb[HOLES];
      normal_board(&c, cb);
      uint32_t cr = rank_of(rk, cb, cs);
      if (cs < s) { /* a capture: quiet is 0 again, in a smaller table */
        int v = layer_value(t, cs, 0, cr);
        fixed = gain_of(&p, &c) + (c.turn == HOYITO_SOUTH ? v : -v);
      } else {
        child[m - 1] = (int32_t)(cr << 1 | (c.turn == HOYITO_SOUTH));
      }
    }
    if (fixed > best) best = fixed;
    /* At quiet limit - 1 a quiet move ends the game (R15 b); a capture
     * plays as at quiet 0. */
    hoyito_play(&p_top, m, &c_top, NULL);
    int v_top = c_top.turn == HOYITO_OVER ? gain_of(&p_top, &c_top) : fixed;
    if (v_top > best_top) best_top = v_top;
  }
  g->fixed[r] = (int8_t)best;
  *top = (int8_t)best_top;
}

/* Layer `here` from layer `above` (one more move without capture): each
 * board's best of its fixed moves and its quiet moves into `above`. */
static void layer_from(const graph *g, uint32_t boards, const int8_t *above, int8_t *here) {
  for (uint32_t r = 0; r < boards; r++) {
    int best = g->fixed[r];
    const int32_t *child = g->child + (size_t)r * HOYITO_TABLES_N;
    for (int m = 0; m < HOYITO_TABLES_N; m++) {
      if (child[m] < 0) continue;
      int v = above[child[m] >> 1];
      if (!(child[m] & 1)) v = -v;
      if (v > best) best = v;
    }
    here[r] = (int8_t)best;
  }
}

/*
 * One seed count: the move graph of every board and layer limit - 1, then
 * each layer from the one above until two agree (every lower layer is then
 * the same); sets the count's first stored layer.
 */
static void build_count(hoyito_tables *t, const ranker *rk, uint8_t *image, int s, graph *g) {
  const int k = s / 4 - 1;
  const uint32_t boards = t->boards[k];
  int8_t *top = (int8_t *)image + t->offset[k]; /* layer limit - 1, then downwards */
  uint8_t b[HOLES] = {0};
  b[HOLES - 1] = (uint8_t)s;
  for (uint32_t r = 0; r < boards; r++, next_board(b)) board_moves(t, rk, b, s, r, g, top + r);
  int stored = 1;
  for (int q = t->limit - 2; q >= 0; q--) {
    const int8_t *above = top + (size_t)(stored - 1) * boards;
    int8_t *here = top + (size_t)stored * boards;
    layer_from(g, boards, above, here);
    if (memcmp(here, above, boards) == 0) break;
    stored++;
  }
  t->first_layer[k] = t->limit - stored;
}

int hoyito_tables_build(int variant, int max_seeds, int limit, void *image, size_t image_bytes,
                        void *scratch, size_t scratch_bytes, size_t *used) {
  if (!hoyito__rules(variant) || !valid_k(max_seeds) || limit < 1 || limit > HOYITO_MAX_LIMIT ||
      !image || !scratch || !used)
    return HOYITO_E_ARGUMENT;
  if (image_bytes < image_bytes_of(max_seeds, limit) || scratch_bytes < scratch_bytes_of(max_seeds))
    return HOYITO_E_BUFFER;
  uint8_t *img = image;
  ranker rk;
  ranker_init(&rk);
  graph g;
  uintptr_t at = ((uintptr_t)scratch + 7) & ~(uintptr_t)7;
  g.child = (int32_t *)at;
  g.fixed = (int8_t *)(g.child + (size_t)boards_of(max_seeds) * HOYITO_TABLES_N);

  hoyito_tables t;
  memset(&t, 0, sizeof t);
  t.image = img;
  t.variant = variant;
  t.n = HOYITO_TABLES_N;
  t.max_seeds = max_seeds;
  t.limit = limit;
  size_t offset = HOYITO_TABLES_HEADER;
  for (int s = 4; s <= max_seeds; s += 4) {
    int k = s / 4 - 1;
    t.boards[k] = boards_of(s);
    t.offset[k] = offset;
    build_count(&t, &rk, img, s, &g);
    offset += (size_t)(limit - t.first_layer[k]) * t.boards[k];
  }
  memset(img, 0, HOYITO_TABLES_HEADER);
  memcpy(img, "HOYITOTB", 8);
  put32(img + 8, HOYITO_TABLES_VERSION);
  img[12] = (uint8_t)variant;
  img[13] = HOYITO_TABLES_N;
  img[14] = (uint8_t)max_seeds;
  put16(img + 16, (unsigned)limit);
  for (int k = 0; k < max_seeds / 4; k++) put16(img + 18 + 2 * k, (unsigned)t.first_layer[k]);
  put64(img + 32, offset - HOYITO_TABLES_HEADER);
  put64(img + 40, image_checksum(img, offset - HOYITO_TABLES_HEADER));
  *used = offset;
  return HOYITO_OK;
}

/* ---- Reading ---------------------------------------------------------------------------- */

int hoyito_tables_open_header(const void *image, size_t bytes, hoyito_tables *out) {
  if (!image || !out) return HOYITO_E_ARGUMENT;
  const uint8_t *img = image;
  if (bytes < HOYITO_TABLES_HEADER || memcmp(img, "HOYITOTB", 8) != 0) return HOYITO_E_TABLES_MAGIC;
  if (get32(img + 8) != HOYITO_TABLES_VERSION) return HOYITO_E_TABLES_VERSION;
  hoyito_tables t;
  memset(&t, 0, sizeof t);
  t.image = img;
  t.bytes = bytes;
  t.variant = img[12];
  t.n = img[13];
  t.max_seeds = img[14];
  t.limit = (int)get16(img + 16);
  if (!hoyito__rules(t.variant) || t.n != HOYITO_TABLES_N || !valid_k(t.max_seeds) || t.limit < 1 ||
      t.limit > HOYITO_MAX_LIMIT || img[15])
    return HOYITO_E_TABLES_HEADER;
  for (int at = 18 + 2 * (t.max_seeds / 4); at < 32; at++)
    if (img[at]) return HOYITO_E_TABLES_HEADER; /* unused layer slots and padding */
  size_t offset = HOYITO_TABLES_HEADER;
  for (int k = 0; k < t.max_seeds / 4; k++) {
    t.first_layer[k] = (int)get16(img + 18 + 2 * k);
    if (t.first_layer[k] >= t.limit) return HOYITO_E_TABLES_HEADER;
    t.boards[k] = boards_of(4 * (k + 1));
    t.offset[k] = offset;
    offset += (size_t)(t.limit - t.first_layer[k]) * t.boards[k];
  }
  uint64_t payload = get64(img + 32);
  if (payload != offset - HOYITO_TABLES_HEADER || bytes != offset) return HOYITO_E_TABLES_SIZE;
  *out = t;
  return HOYITO_OK;
}

int hoyito_tables_open(const void *image, size_t bytes, hoyito_tables *out) {
  hoyito_tables t;
  int rc = hoyito_tables_open_header(image, bytes, &t);
  if (rc) return rc;
  if (get64(t.image + 40) != image_checksum(t.image, t.bytes - HOYITO_TABLES_HEADER))
    return HOYITO_E_TABLES_CHECKSUM;
  *out = t;
  return HOYITO_OK;
}

const char *hoyito_tables_refusal(const hoyito_tables *t, const hoyito_pos *p) {
  if (p->turn > HOYITO_NORTH) return "the game is over";
  if (p->variant != t->variant) return "the tables are of another variant";
  if (p->n != t->n) return "the tables cover the 2x6 board only";
  if (p->closed) return "the tables cover no closed hole";
  if (p->limit != t->limit) return "the tables were built for another limit";
  if (p->quiet >= p->limit) return "quiet is at or over the limit";
  const hoyito_rules *r = hoyito__rules(p->variant);
  if (r->last_four_to_prev_from_round && p->round >= r->last_four_to_prev_from_round &&
      (p->prev == HOYITO_SOUTH || p->prev == HOYITO_NORTH))
    return "in this round the last four go to the previous winner (R13), which the tables do not "
           "cover";
  int s = hoyito_board_total(p);
  if (s > t->max_seeds) return "more seeds on the board than the tables hold";
  if (s < 4 || s % 4) return "not a board total of the tables (4, 8, 12, 16 seeds)";
  return NULL;
}

int hoyito_tables_probe(const hoyito_tables *t, const hoyito_pos *p, int *value) {
  if (!t || !p || !value || hoyito_tables_refusal(t, p)) return HOYITO_E_TABLES_NOT_COVERED;
  int s = hoyito_board_total(p);
  uint8_t b[HOLES];
  normal_board(p, b);
  uint32_t r = 0; /* rank_of() without its table: 22 small products */
  for (int i = 0, rem = s; i < HOLES - 1; rem -= b[i], i++)
    r += ways(HOLES - i, rem) - ways(HOLES - i, rem - b[i]);
  int v = layer_value(t, s, p->quiet, r);
  if (v == NO_POSITION) return HOYITO_E_TABLES_NOT_COVERED; /* the mover must pass: invalid */
  *value = v;
  return HOYITO_OK;
}
