/* search_state.h - the engine's state behind hoyito_ai.h's opaque hoyito_ai:
 * shared by src/search.c and src/eval.c, and read by the tests (they link
 * the core's static objects). Not installed: its layout is not part of the
 * API or the ABI, so it may change with any version. */
#ifndef HOYITO_SEARCH_STATE_H
#define HOYITO_SEARCH_STATE_H

#include "hoyito_ai.h"

/* One transposition table slot (8 bytes). */
typedef struct {
  uint32_t check; /* upper half of the key */
  int16_t score;
  uint8_t depth; /* plies searched below; 255: proven, valid at any depth */
  uint8_t meta;  /* bits 0-3 best move, 4-5 bound, 6-7 age */
} hoyito_ai_tt_entry;

/* The search's scratch for one ply. */
typedef struct {
  const hoyito_pos *pos;           /* the node's position */
  uint64_t zb;                     /* hash of board + turn: R15 a identity */
  uint64_t hms;                    /* hash of the positions since the last capture */
  uint64_t key;                    /* transposition table key */
  hoyito_pos child[HOYITO_MAX_N];  /* position after each move, by hole - 1 */
  uint64_t child_zb[HOYITO_MAX_N]; /* their zb and key, by hole - 1 */
  uint64_t child_key[HOYITO_MAX_N];
  /* The search's own, here rather than in its recursion's locals: in wasm,
   * locals whose address is taken live on a stack in linear memory, which
   * every call would then set up and take down. */
  hoyito_ai_tt_entry entries[HOYITO_MAX_N]; /* children's table entries, read ahead */
  int32_t order_key[HOYITO_MAX_N];          /* move ordering */
  int proven;                               /* the node's value is proven (search()) */
  uint8_t order[HOYITO_MAX_N];
} hoyito_ai_frame;

/*
 * The engine (hoyito_ai.h's opaque hoyito_ai). hoyito_ai_init() fills it;
 * the setters write the settings.
 */
struct hoyito_ai {
  /* -- the settings (hoyito_ai.h says each: hoyito_ai_set_*) -- */
  hoyito_ai_clock clock_ms;
  void *clock_user;
  const volatile int *stop;
  const hoyito_tables *tables;
  void *prove_bounds;   /* Master's prover (hoyito_ai_set_prover): its bounds table, */
  size_t prove_bytes;   /* its size */
  uint64_t prove_nodes; /* and its node budget a move */
  /* by variant, for 2x6 ([v][0]) and 2x12 ([v][1]) */
  hoyito_ai_weights weights[HOYITO_VARIANT_COUNT][HOYITO_AI_ROWS];

  /* -- the search's own -- */
  hoyito_ai_tt_entry *tt; /* 4-slot buckets, in the caller's memory */
  uint64_t tt_buckets;    /* 4-slot buckets in tt (0 when tt == NULL) */
  uint8_t age;
  uint64_t zobrist[HOYITO_MAX_HOLES][8 * HOYITO_MAX_N + 1];
  uint64_t zobrist_turn;
  int32_t history[2][HOYITO_MAX_N]; /* history heuristic, by player and hole - 1 */
  /* the search in progress */
  uint64_t nodes, node_limit;
  uint64_t next_poll;  /* node count at which the clock is read next */
  uint32_t poll_every; /* nodes between clock reads, adapted to their cost */
  double start_ms, deadline_ms, last_poll_ms;
  double gap_ms, gap_cap_ms; /* longest time between clock reads so far, and its cap */
  int aborted, seldepth, seq_base;
  int qdepth;                       /* captures played out at the horizon (0: none) */
  int for_seeds;                    /* limits.for_seeds of the search in progress */
  uint32_t root_only;               /* bit m: the root searches move m only (0: every move) */
  const hoyito_tables *leaf_tables; /* tables read at the horizon in this search */
  hoyito_ai_weights eval_weights;   /* the weights for the board of this search */
  uint64_t context; /* hash of what stays fixed in a game (n, variant, closed holes...) */
  uint64_t seq[HOYITO_MAX_LIMIT + HOYITO_AI_MAX_PLY + 2]; /* R15 a: history + path hashes */
  uint8_t pv_len[HOYITO_AI_MAX_PLY + 1];
  uint8_t pv[HOYITO_AI_MAX_PLY + 1][HOYITO_AI_MAX_PLY + 1];
  hoyito_ai_frame frame[HOYITO_AI_MAX_PLY + 1];
};

#endif
