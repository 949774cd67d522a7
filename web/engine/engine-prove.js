// engine-prove.js - the value of a 2x6 position past the endgame tables,
// proven in the search build (src/wasm/wasm_api.c hw_prove*, include/hoyito_prove.h):
// a search with the worker's tables (engine-tables.js) at its leaves, under
// a node budget, keeping its proven bounds for the next asks. The search
// worker (ai-worker.js) adds its answer to a search result when it settles.
//
// "Exact" is the tables' meaning: best play by every rule except R15 a.
import { Game, live, checkEngine } from './engine.js';
import { fail, reclaim } from './engine-check.js';
import { SearchEngine } from './engine-search.js';
import { tablesReach } from './tables-reach.js';
/** @typedef {import('./engine-tables.js').EndgameTables} EndgameTables */
/** @typedef {import('./engine-tables.js').Endgames} Endgames */
import { PROVE_RESULT, MAX_PROVE_BYTES, MAX_PROVE_NODES, ERR } from './gen/abi.js';

/** The worker's bounds table: 16 bytes a position, so 1 M positions. */
export const PROVE_BYTES = 16 << 20;

/**
 * The node budget of one ask: the Hoyito I start takes 42 K positions and
 * every move's value there 2.6 M (the losing moves' exact values cost most);
 * 4 M positions are about 15 s of a worker on a loaded machine, a few on an
 * idle desktop.
 */
export const PROVE_NODES = 4000000;

/**
 * The search's budget in the worker (ai-worker.js) where the tables or the
 * prover settle every move: it only adds its scores and depth then, about
 * 20 ms of the wasm search.
 */
export const SETTLED_NODES = 20000;

export class Prover {
  /**
   * @param {SearchEngine} engine
   * @param {number} [bytes]
   */
  constructor(engine, bytes = PROVE_BYTES) {
    checkEngine(engine);
    if (!(engine instanceof SearchEngine))
      fail(ERR.ARGUMENT, 'engine: only the search build proves (loadSearchEngine)');
    if (!Number.isInteger(bytes) || bytes < 4096 || bytes > MAX_PROVE_BYTES)
      fail(ERR.ARGUMENT, `bytes: ${String(bytes)} is not a whole number of 4096..${MAX_PROVE_BYTES}`);
    this.engine = engine;
    this.m = engine.m;
    this.ptr = this.m._hw_prover_new(bytes);
    if (!this.ptr) fail(ERR.BUFFER, 'out of memory for the bounds table of the prover');
    reclaim.register(this, { m: this.m, del: '_hw_prover_delete', ptr: this.ptr }, this);
  }

  free() {
    if (!this.ptr) return;
    reclaim.unregister(this);
    this.m._hw_prover_delete(this.ptr);
    this.ptr = 0;
  }

  /**
   * Proves the value of `game`'s position (2x6, no closed hole) with the
   * built EndgameTables `tables` of its variant and limit at the leaves,
   * within `nodes` positions: { lo, hi (bounds of the value for the player
   * to move, `hoyito solve`'s; equal: proven), depth, nodes, best (a move
   * that keeps lo, 0 when not known), moves: [{ hole, lo, hi }] (every
   * legal move's value bounds, its captures included; none without
   * allMoves, which proves the value alone: far cheaper where some moves
   * lose more than others) }. Throws HoyitoError on a position or tables
   * it cannot take.
   * @param {EndgameTables} tables
   * @param {Game} game
   * @param {number} [nodes]
   * @param {boolean} [allMoves]
   */
  prove(tables, game, nodes = PROVE_NODES, allMoves = true) {
    const ptr = live(this);
    if (!(game instanceof Game) || game.engine !== this.engine) fail(ERR.ARGUMENT, 'game: not a game of this engine');
    if (!Number.isInteger(nodes) || nodes < 1 || nodes > MAX_PROVE_NODES)
      fail(ERR.ARGUMENT, `nodes: ${String(nodes)} is not a whole number of 1..${MAX_PROVE_NODES}`);
    const rc = this.m._hw_prove(ptr, live(tables), live(game), nodes, allMoves ? 1 : 0);
    if (rc !== 0) fail(rc, `prove: ${this.m.UTF8ToString(this.m._hw_strerror(rc))}`);
    const base = this.m._hw_prover_result(ptr) >> 2;
    const at = (/** @type {keyof typeof PROVE_RESULT} */ key, i = 0) => this.m.HEAP32[base + PROVE_RESULT[key] + i];
    /** @type {{ hole: number, lo: number, hi: number }[]} */
    const moves = [];
    for (let i = 0; i < at('moveCount'); i++)
      moves.push({ hole: at('moves', i), lo: at('moveLo', i), hi: at('moveHi', i) });
    return { lo: at('lo'), hi: at('hi'), depth: at('depth'), nodes: at('nodes'), best: at('best'), moves };
  }
}

/**
 * A search answer's `bestPlay` from the prover for `game`'s position, as
 * the tables give one (Endgames.exact: value, margin, moves that keep it,
 * every move's final margin) plus source: 'proof'; null when the position
 * is not the prover's (not 2x6, a closed hole, over) or the budget ran out
 * before the value was proven. A move whose value the budget left unproven
 * has no margin (the search's estimate stays for it). Builds the tables of
 * the game's variant and limit first if need be (Endgames.build).
 * @param {Endgames} endgames
 * @param {Prover} prover
 * @param {Game} game
 * @param {number} [nodes]
 */
export function provenPlay(endgames, prover, game, nodes = PROVE_NODES) {
  const snapshot = game.snapshot();
  if (snapshot.over || !tablesReach(snapshot, Infinity)) return null;
  endgames.build(snapshot);
  const r = prover.prove(endgames.tables, game, nodes);
  if (r.lo !== r.hi) return null;
  const me = snapshot.turn === 'S' ? 0 : 1;
  const soFar = snapshot.captured[me] - snapshot.captured[1 - me];
  /** @type {Record<number, number>} */
  const margins = {};
  const proven = r.moves.filter((m) => m.lo === m.hi);
  for (const m of proven) margins[m.hole] = m.lo + soFar;
  const moves = proven.filter((m) => m.lo === r.lo).map((m) => m.hole);
  return { value: r.lo, margin: r.lo + soFar, moves, margins, source: 'proof' };
}

/** Moves of a kept line at most: the analysis writes 10 of them, with "…" after when it goes on. */
export const LINE_PLIES = 12;
/** Each ply's budget in keptLine: the proof of the position before left most of their bounds. */
export const LINE_NODES = 200000;

/**
 * A line from `game`'s position that keeps its value with best play (hole
 * numbers): `first` (a move that keeps it), then at each position a move
 * that keeps that one's value, the tables' (the lowest hole) where they
 * cover it, else the prover's (the value alone, within `nodes`; none with
 * `prover` null), until the game ends, `plies` moves, or a value left
 * unproven. Played from the position alone (no history: R15 a left out, as
 * the tables and the prover do); `game` is not moved.
 * @param {Endgames} endgames
 * @param {Prover | null} prover
 * @param {Game} game
 * @param {number} first
 */
export function keptLine(endgames, prover, game, first, plies = LINE_PLIES, nodes = LINE_NODES) {
  const copy = game.engine.newGame(game.position);
  const line = [];
  try {
    for (let hole = first; hole && line.length < plies; hole = keeping(endgames, prover, copy, nodes)) {
      copy.play(hole);
      line.push(hole);
    }
  } finally {
    copy.free();
  }
  return line;
}

/**
 * A move that keeps the value of `game`'s position, or 0 where none is known.
 * @param {Endgames} endgames
 * @param {Prover | null} prover
 * @param {Game} game
 * @param {number} nodes
 */
function keeping(endgames, prover, game, nodes) {
  const snapshot = game.snapshot();
  if (snapshot.over) return 0;
  if (tablesReach(snapshot)) return endgames.tables.probe(game)?.moves[0] ?? 0;
  if (!prover || !tablesReach(snapshot, Infinity)) return 0;
  const r = prover.prove(endgames.tables, game, nodes, false);
  return r.lo === r.hi ? r.best : 0;
}
