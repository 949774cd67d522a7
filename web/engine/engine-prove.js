// engine-prove.js - the value of a 2x6 position past the endgame tables,
// proven in the search build (src/wasm/wasm_api.c hw_prove*, include/hoyito_prove.h):
// a search with the worker's tables (engine-tables.js) at its leaves, under
// a node budget, keeping its proven bounds for the next asks. The search
// worker (ai-worker.js) adds its answer to a search result when it settles.
//
// The npm package exports Prover and Endgames: Prover.solve is its way in.
//
// "Exact" is the tables' meaning: best play by every rule except R15 a.
import { Game, live, checkEngine } from './engine.js';
import { fail, shown, reclaim } from './engine-check.js';
import { SearchEngine } from './engine-search.js';
import { tablesReach } from './tables-reach.js';
/** @typedef {import('./engine-tables.js').EndgameTables} EndgameTables */
/** @typedef {import('./engine-tables.js').Endgames} Endgames */
import { PROVE_RESULT, MAX_PROVE_BYTES, MAX_PROVE_NODES, TABLES_N, TABLES_MAX_LIMIT, ERR } from './gen/abi.js';

/**
 * Bounds of a value for the player to move (lo <= value <= hi; equal: proven).
 * @typedef {{ lo: number, hi: number, depth: number, nodes: number, best: number, moves: MoveBounds[] }} Bounds
 * @typedef {{ hole: number, lo: number, hi: number }} MoveBounds
 */
/**
 * Prover.solve's answer: `value` the position's value for the player to move
 * (the seeds it captures from here on minus the opponent's, with best play;
 * `hoyito solve`'s) when proven, else null and lo..hi the tightest bounds
 * proven within the budget; each legal move's the same, its captures
 * included.
 * @typedef {{ hole: number, lo: number, hi: number, value: number | null }} ProvenMove
 * @typedef {{
 *   value: number | null, lo: number, hi: number, depth: number, nodes: number, best: number, moves: ProvenMove[],
 * }} Proof
 */

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
   * @returns {Bounds}
   */
  prove(tables, game, nodes = PROVE_NODES, allMoves = true) {
    const ptr = live(this);
    if (!(game instanceof Game) || game.engine !== this.engine) fail(ERR.ARGUMENT, 'game: not a game of this engine');
    checkNodes(nodes);
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

  /**
   * Proves the value of `position` (a position string or a Game of this
   * engine) and every legal move's, with the endgame tables of `endgames`
   * at the leaves (built for the position's variant and limit first if need
   * be), within `nodes` positions; bounds proven earlier are kept, so a
   * second ask goes further. Throws HoyitoError naming what is wrong: a
   * position that does not parse (its own codes), a board not 2x6
   * (PROVE_BOARD), a no-capture limit past the tables' (PROVE_TABLES), a
   * game over (GAME_OVER), a budget out of 1..MAX_PROVE_NODES (ARGUMENT).
   * @param {Endgames} endgames
   * @param {Game | string} position
   * @param {number} [nodes]
   * @returns {Proof}
   */
  solve(endgames, position, nodes = PROVE_NODES) {
    live(this);
    checkNodes(nodes);
    if (typeof position !== 'string' && !(position instanceof Game && position.engine === this.engine))
      fail(ERR.ARGUMENT, `position: ${shown(position)} is neither a position string nor a game of this engine`);
    if (endgames?.tables?.engine !== this.engine) fail(ERR.ARGUMENT, 'endgames: not the Endgames of this engine');
    const game = typeof position === 'string' ? this.engine.newGame(position) : position;
    try {
      const snapshot = game.snapshot();
      if (snapshot.n !== TABLES_N)
        fail(ERR.PROVE_BOARD, `position: a 2x${snapshot.n} board; the prover proves 2x${TABLES_N} boards only`);
      if (snapshot.over) fail(ERR.GAME_OVER, 'position: the game is over, there is no move to prove');
      if (snapshot.limit > TABLES_MAX_LIMIT)
        fail(
          ERR.PROVE_TABLES,
          `position: a no-capture limit of ${snapshot.limit}; the endgame tables at the prover's leaves go to ${TABLES_MAX_LIMIT}`,
        );
      endgames.build(snapshot);
      const r = this.prove(endgames.tables, game, nodes);
      const known = (/** @type {{ lo: number, hi: number }} */ b) => (b.lo === b.hi ? b.lo : null);
      return { ...r, value: known(r), moves: r.moves.map((m) => ({ ...m, value: known(m) })) };
    } finally {
      if (game !== position) game.free();
    }
  }
}

/** @param {unknown} nodes */
function checkNodes(nodes) {
  if (!Number.isInteger(nodes) || Number(nodes) < 1 || Number(nodes) > MAX_PROVE_NODES)
    fail(ERR.ARGUMENT, `nodes: ${String(nodes)} is not a whole number of 1..${MAX_PROVE_NODES}`);
}

/**
 * What the prover adds to a search answer for `game`'s position, within
 * `nodes` positions: { bestPlay } when it settles the value, as the tables
 * give one (Endgames.exact: value, margin, moves that keep it, every move's
 * final margin) plus source: 'proof'; { bestBounds } when the budget ran
 * out first: { lo, hi, moves: [], margins, source: 'proof' }, the proven
 * final margins of the player to move, lo <= margin with best play <= hi
 * (null: nothing proven beyond what the board gives, every seed left to one
 * side, but never both), and the final margin of each move it did settle.
 * A move whose value the budget left unproven has no margin (the search's
 * estimate stays for it). null when the position is not the prover's (not
 * 2x6, a closed hole, over) or no bound was proven. Builds the tables of the game's variant and limit
 * first if need be (Endgames.build).
 * @param {Endgames} endgames
 * @param {Prover} prover
 * @param {Game} game
 * @param {number} [nodes]
 */
export function provenAnswer(endgames, prover, game, nodes = PROVE_NODES) {
  const snapshot = game.snapshot();
  if (snapshot.over || !tablesReach(snapshot, Infinity)) return null;
  const r = prover.solve(endgames, game, nodes);
  const me = snapshot.turn === 'S' ? 0 : 1;
  const soFar = snapshot.captured[me] - snapshot.captured[1 - me];
  /** @type {Record<number, number>} */
  const margins = {};
  const proven = r.moves.filter((m) => m.lo === m.hi);
  for (const m of proven) margins[m.hole] = m.lo + soFar;
  if (r.lo === r.hi) {
    const moves = proven.filter((m) => m.lo === r.lo).map((m) => m.hole);
    return { bestPlay: { value: r.lo, margin: r.lo + soFar, moves, margins, source: 'proof' } };
  }
  const board = snapshot.seeds.reduce((sum, s) => sum + s, 0);
  const lo = r.lo > -board ? r.lo + soFar : null;
  const hi = r.hi < board ? r.hi + soFar : null;
  if (lo === null && hi === null) return null;
  return { bestBounds: { lo, hi, moves: [], margins, source: 'proof' } };
}

/**
 * A search answer's `bestPlay` from the prover (provenAnswer's), or null
 * where it is not the prover's or the budget ran out before the value was
 * proven.
 * @param {Endgames} endgames
 * @param {Prover} prover
 * @param {Game} game
 * @param {number} [nodes]
 */
export function provenPlay(endgames, prover, game, nodes = PROVE_NODES) {
  return provenAnswer(endgames, prover, game, nodes)?.bestPlay ?? null;
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
