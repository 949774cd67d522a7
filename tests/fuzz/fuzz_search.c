/*
 * fuzz_search.c - the search (include/hoyito_ai.h, public API only) with
 * small budgets on positions built from the fuzzer's bytes: it returns a
 * legal move and a line of legal moves, and two searches that both claim a
 * proven score agree on it, whatever their budgets and table contents.
 */
#include "fuzz_util.h"
#include "hoyito_ai.h"

static hoyito_ai *ai;           /* in a block of hoyito_ai_size(), kept for the run */
static uint32_t table[1 << 14]; /* 64 KB, small so that entries collide */

static void check_result(const hoyito_pos *p, const hoyito_search_result *r) {
  int moves[HOYITO_MAX_N];
  int count = hoyito_legal_moves(p, moves);
  int legal = 0;
  for (int k = 0; k < count; k++) legal |= moves[k] == r->move;
  FUZZ_CHECK(legal);
  FUZZ_CHECK(r->score > -HOYITO_AI_INF && r->score < HOYITO_AI_INF);
  FUZZ_CHECK(r->pv_length >= 0 && r->pv_length <= HOYITO_AI_MAX_PV);
  if (r->pv_length > 0) FUZZ_CHECK(r->pv[0] == r->move);
  /* The line is a sequence of legal moves (passes are inside hoyito_play). */
  hoyito_pos q = *p;
  for (int k = 0; k < r->pv_length; k++) {
    FUZZ_CHECK(q.turn != HOYITO_OVER);
    FUZZ_CHECK(hoyito_play(&q, r->pv[k], &q, NULL) == HOYITO_OK);
  }
  for (int h = 1; h <= p->n; h++) {
    if (!(r->move_flags[h - 1] & HOYITO_AI_MOVE_LEGAL)) continue;
    int listed = 0;
    for (int k = 0; k < count; k++) listed |= moves[k] == h;
    FUZZ_CHECK(listed);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static int ready;
  if (!ready) {
    void *mem = malloc(hoyito_ai_size());
    FUZZ_CHECK(mem && hoyito_ai_init(mem, hoyito_ai_size(), table, sizeof table, &ai) == 0);
    ready = 1;
  }
  fuzz_in in = {data, size, 0};
  hoyito_pos p;
  if (fuzz_position(&in, &p) || p.turn == HOYITO_OVER) return 0;
  hoyito_ai_clear(ai);

  int proven = 0, proven_score = 0;
  for (int run = 0; run < 3; run++) {
    unsigned b = fuzz_byte(&in);
    hoyito_search_limits limits;
    memset(&limits, 0, sizeof limits);
    if (b & 1) limits.depth = 1 + (int)(b >> 1) % 3;
    else limits.nodes = 1 + (uint64_t)(b >> 1) * (b >> 1) / 8; /* 1..2 017 */
    if (!limits.depth && (b & 0x80)) limits.exact_seeds = 8;   /* bounded by the nodes */
    limits.all_moves = (fuzz_byte(&in) & 1);
    if (fuzz_byte(&in) & 1) hoyito_ai_clear(ai); /* else the table carries over */
    hoyito_search_result r;
    FUZZ_CHECK(hoyito_ai_search(ai, &p, &limits, NULL, &r) == HOYITO_OK);
    check_result(&p, &r);
    if (!r.exact) continue;
    if (proven && r.score != proven_score) {
      char text[HOYITO_MAX_POS_TEXT];
      hoyito_format(&p, text, sizeof text);
      fprintf(stderr, "%s: proven %d, then proven %d\n", text, proven_score, r.score);
      abort();
    }
    proven = 1;
    proven_score = r.score;
  }
  return 0;
}
