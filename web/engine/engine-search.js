// engine-search.js - the computer opponent's engine (gen/hoyito-ai.wasm: the
// page's engine plus the search of include/hoyito_ai.h) as JS classes. Only
// the worker (web/engine/ai-worker.js), the Node tests and the benchmarks load
// it: the page's own engine (engine.js) has no search.
import { wasmEngine } from './engine-wasm.js';
import { Engine, Game, moduleOf, live, checkEngine } from './engine.js';
import { fail, whole, flag, checkKeys, reclaim } from './engine-check.js';
import {
  AI_RESULT,
  MOVE_FLAG,
  ERR,
  LEVELS,
  MAX_N,
  SCORE_PER_SEED,
  MAX_DEPTH,
  MAX_SEARCH_MS,
  MAX_SEARCH_NODES,
  DEFAULT_TABLE_BYTES,
  MAX_TABLE_BYTES,
  MASTER_PROVE_NODES,
  MAX_PROVE_NODES,
} from './gen/abi.js';

/** @typedef {import('./engine.js').LoadOptions} LoadOptions */
/**
 * A search as a level plays: { level: 1..LEVELS, seed }.
 * @typedef {{ level: number, seed?: number }} LevelSearch
 */
/**
 * A search within bounds (at least one of ms, depth and nodes): exactSeeds,
 * the seeds left on the board from which the endgame is searched exactly;
 * allMoves, every legal move scored, not only the best.
 * @typedef {{ ms?: number, depth?: number, nodes?: number, exactSeeds?: number, allMoves?: boolean }} BoundedSearch
 */
/**
 * 1: the side to move wins by at least `seeds`; -1: loses by at least; 0: an estimate.
 * @typedef {-1 | 0 | 1} Outcome
 */
/** @typedef {{ hole: number, score: number, outcome: Outcome, seeds: number, exact: boolean, proven: boolean }} ScoredMove */
/**
 * A search's answer: the hole to play, its seeds in whole seeds (an
 * expected capture difference when outcome is 0), pv the line expected.
 * @typedef {{
 *   move: number, score: number, exact: boolean, outcome: Outcome, seeds: number, depth: number,
 *   seldepth: number, nodes: number, ms: number, pv: number[], moves: ScoredMove[],
 * }} SearchResult
 */

const U32 = 2 ** 32 - 1;
/** @param {import('./engine-wasm.js').WasmOptions} options */
const createHoyitoAI = (options) => wasmEngine(new URL('./gen/hoyito-ai.wasm', import.meta.url), options);

/** Loads the search build. Options as loadEngine's ({ wasmBinary }, { factory }). */
/**
 * @param {LoadOptions} [options]
 * @returns {Promise<SearchEngine>}
 */
export async function loadSearchEngine({ factory = createHoyitoAI, ...options } = {}) {
  return new SearchEngine(await moduleOf(factory, options));
}

/** An Engine that also searches: engine.ai() gives a Searcher. */
export class SearchEngine extends Engine {
  /** @param {import('./engine-wasm.js').WasmModule} module */
  constructor(module) {
    super(module);
    if (!this.capabilities.ai)
      fail(ERR.ARGUMENT, 'module: this build of the engine has no search (gen/hoyito-ai.wasm has)');
  }

  /**
   * A searcher with a transposition table of ttBytes; throws HoyitoError.
   * @param {number} [ttBytes]
   */
  ai(ttBytes = DEFAULT_TABLE_BYTES) {
    return new Searcher(this, ttBytes);
  }

  /** The level names of the search, "Beginner" ... */
  get levelNames() {
    const names = [];
    for (let level = 1; level <= LEVELS; level++) names.push(this.m.UTF8ToString(this.m._hw_ai_level_name(level)));
    return names;
  }
}

const SEARCH_OPTIONS = ['level', 'seed', 'ms', 'depth', 'nodes', 'exactSeeds', 'allMoves'];

/**
 * The computer opponent (include/hoyito_ai.h): one search table, kept
 * between searches so the moves of a game reuse what was learnt.
 */
export class Searcher {
  /**
   * @param {SearchEngine} engine
   * @param {number} ttBytes
   */
  constructor(engine, ttBytes) {
    checkEngine(engine);
    if (!(engine instanceof SearchEngine))
      fail(ERR.ARGUMENT, 'engine: this build of the engine has no search (loadSearchEngine)');
    if (Number.isInteger(ttBytes) && ttBytes > MAX_TABLE_BYTES) {
      fail(ERR.ARGUMENT, `ttBytes: ${ttBytes} is over the search table's cap of ${MAX_TABLE_BYTES >> 20} MB`);
    }
    whole(ttBytes, 'ttBytes', 0, MAX_TABLE_BYTES);
    this.engine = engine;
    this.m = engine.m;
    this.ptr = this.m._hw_ai_new(ttBytes);
    if (!this.ptr) fail(ERR.BUFFER, 'out of memory for the search table');
    reclaim.register(this, { m: this.m, del: '_hw_ai_delete', ptr: this.ptr }, this);
  }

  /** Gives the table's memory back; any later use throws. */
  free() {
    if (!this.ptr) return;
    reclaim.unregister(this);
    this.m._hw_ai_delete(this.ptr);
    this.ptr = 0;
  }

  /** Forgets what earlier searches learnt (a new game, or a reproducible measurement). */
  clear() {
    this.m._hw_ai_clear(live(this));
  }

  /**
   * Master (level LEVELS) asks `prover` (engine-prove.js), with the built
   * endgame tables `tables` at its leaves and `nodes` positions a move,
   * before it searches: in Hoyito I on 2x6 it then plays a move that keeps
   * the value whenever the prover settles it (include/hoyito_ai.h,
   * hoyito_ai_set_prover). null: Master searches alone again. The prover's
   * bounds are cleared when it is first given. Throws HoyitoError.
   * @param {{ ptr: number } | null} prover
   * @param {{ ptr: number } | null} [tables]
   * @param {number} [nodes]
   */
  useProver(prover, tables = null, nodes = MASTER_PROVE_NODES) {
    const ptr = live(this);
    if (prover && !tables) fail(ERR.ARGUMENT, 'tables: the prover needs its endgame tables');
    whole(nodes, 'nodes', 1, MAX_PROVE_NODES);
    const rc = this.m._hw_ai_master(ptr, prover ? live(prover) : 0, tables ? live(tables) : 0, nodes);
    if (rc < 0) fail(rc, this.engine.strerror(rc));
  }

  /**
   * Searches the current position of `game` (its moves count for R15 a).
   * { level: 1..LEVELS, seed } plays as that level; without a level,
   * searches within { ms, depth, nodes, exactSeeds, allMoves }, at least one
   * of ms, depth and nodes given (a search always has a bound). Returns
   * { move, score, exact, outcome, seeds, depth, seldepth, nodes, ms, pv,
   *   moves: [{ hole, score, outcome, seeds, exact, proven }] (scored moves) }
   * where outcome is 1 (the player to move wins by at least `seeds`), -1
   * (loses by at least) or 0 (an estimate: `seeds` is the expected capture
   * difference), and seeds is in whole seeds. Throws HoyitoError.
   * @param {Game} game
   * @param {LevelSearch | BoundedSearch} [options]
   * @returns {SearchResult}
   */
  search(game, options = {}) {
    const ptr = live(this);
    if (!(game instanceof Game) || game.engine !== this.engine) fail(ERR.ARGUMENT, 'game: not a game of this engine');
    const gamePtr = live(game);
    /** @type {Partial<LevelSearch & BoundedSearch>} */
    const o = checkKeys(options, 'options', SEARCH_OPTIONS);
    let args;
    if (o.level !== undefined) {
      const level = whole(o.level, 'level', 1, LEVELS);
      const extra = Object.keys(o).find((key) => key !== 'level' && key !== 'seed');
      if (extra) fail(ERR.ARGUMENT, `options: ${extra} with a level (a level sets its own limits)`);
      args = [level, whole(o.seed === undefined ? 0 : o.seed, 'seed', 0, U32), 0, 0, 0, 0, 0];
    } else {
      if (o.seed !== undefined) fail(ERR.ARGUMENT, 'options: seed without a level');
      if (o.ms === undefined && o.depth === undefined && o.nodes === undefined) {
        fail(ERR.ARGUMENT, 'options: no bound (give a level, or ms, depth or nodes)');
      }
      args = [
        0,
        0,
        o.ms === undefined ? 0 : whole(o.ms, 'ms', 1, MAX_SEARCH_MS),
        o.depth === undefined ? 0 : whole(o.depth, 'depth', 1, MAX_DEPTH),
        o.nodes === undefined ? 0 : whole(o.nodes, 'nodes', 1, MAX_SEARCH_NODES),
        whole(o.exactSeeds === undefined ? 0 : o.exactSeeds, 'exactSeeds', 0, 8 * MAX_N),
        flag(o.allMoves === undefined ? false : o.allMoves, 'allMoves') ? 1 : 0,
      ];
    }
    const m = this.m;
    const rc = m._hw_ai_search(ptr, gamePtr, ...args);
    if (rc < 0) fail(rc, this.engine.strerror(rc));
    const base = m._hw_ai_result(ptr) >> 2;
    const h = m.HEAP32;
    /** @param {keyof typeof AI_RESULT} key */
    const at = (key, i = 0) => h[base + AI_RESULT[key] + i];
    /** @type {ScoredMove[]} */
    const moves = [];
    for (let k = 0; k < MAX_N; k++) {
      const flags = at('moveFlags', k);
      if (!(flags & MOVE_FLAG.LEGAL)) continue;
      moves.push({
        hole: k + 1,
        score: at('moveScores', k),
        outcome: /** @type {Outcome} */ (at('moveOutcomes', k)),
        seeds: at('moveSeeds', k) / SCORE_PER_SEED,
        exact: (flags & MOVE_FLAG.EXACT) !== 0,
        proven: (flags & MOVE_FLAG.PROVEN) !== 0,
      });
    }
    const pv = [];
    for (let i = 0; i < at('pvLength'); i++) pv.push(at('pv', i));
    return {
      move: at('move'),
      score: at('score'),
      exact: at('exact') === 1,
      outcome: /** @type {Outcome} */ (at('outcome')),
      seeds: at('seeds') / SCORE_PER_SEED,
      depth: at('depth'),
      seldepth: at('seldepth'),
      nodes: (at('nodesHi') >>> 0) * 2 ** 32 + (at('nodesLo') >>> 0),
      ms: at('us') / 1000,
      pv,
      moves,
    };
  }
}
