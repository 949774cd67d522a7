// ai-worker.js - the computer opponent, off the page's main thread.
// Loads the search build of the engine (gen/hoyito-ai.wasm) on the first
// request and keeps one search table for the life of the worker, and the
// endgame tables of the last 2x6 game that came near them (engine-tables.js).
//
// Protocol (web/engine/ai.js is the other end):
//   in:  { id, action: 'search', position, moves, options, fresh }
//          position: the game's start position string, moves: the hole
//          numbers played since (they give R15 a its history), options:
//          Searcher.search's ({ level, seed } or { ms, depth, nodes, exactSeeds, allMoves }),
//          and proveNodes: a node budget (1..MAX_PROVE_NODES) for the prover,
//          fresh: true clears the table and the prover's bounds first
//          (reproducible results)
//        { id, action: 'clear' }   forget earlier searches (a new game)
//        { id, action: 'hello', ttBytes, position }   load now; the table
//          size, if first; position (optional): a game the page may ask
//          about, whose endgame tables and prover (a 2x6 game, no closed
//          hole) are made now, so that its first exact answer need not
//          wait for them
//   out: { id, ok: true, result } or { id, ok: false, code, message }
//        A search's result is Searcher.search's, plus bestPlay: { value,
//        margin, moves, margins, pv } (Endgames.exact: margins holds every
//        legal move's final margin with best play; pv, engine-prove.js
//        keptLine: a line from moves[0] that keeps the value) where the
//        endgame tables cover the position (2x6, at most TABLES_SEEDS
//        seeds, no closed hole). The tables are built before that answer,
//        so a covered position's answer always carries them; only their
//        failure (out of memory) leaves it the search's alone. Past the
//        tables' seeds (a 2x6 position of any seeds, no closed hole), with
//        options.proveNodes, bestPlay is the prover's (engine-prove.js
//        provenAnswer, source: 'proof') when it settles the value within
//        that budget (margins: the moves it settled); else bestBounds holds
//        the bounds it proved ({ lo, hi, margins }), or the answer is the
//        search's alone. The prover runs before the search: with
//        options.proveNodes, where bestPlay settles every legal move the
//        search is a short one (SETTLED_NODES, engine-prove.js: scores and
//        depth alone, whatever options' ms, depth or nodes).
//        A level-7 search of a Hoyito I 2x6 game (no closed hole) plays
//        as Master with its prover (Searcher.useProver: a move that keeps
//        the value wherever the prover settles it, with the tables built
//        for it): the prover's 16 MB are made at the first such search or
//        the first ask for a proof, whichever comes first.
// A search cannot be interrupted from here (the wasm runs to its end), so
// ai.js cancels by terminating the worker and starting a fresh one.
import { DEFAULT_TABLE_BYTES, ERR, LEVELS } from './engine.js';
import { loadSearchEngine } from './engine-search.js';
import { Endgames } from './engine-tables.js';
import { Prover, SETTLED_NODES, keptLine, provenAnswer } from './engine-prove.js';
import { tablesReach } from './tables-reach.js';

/** @typedef {import('./engine-search.js').SearchEngine} SearchEngine */
/** @typedef {{ engine: SearchEngine, searcher: import('./engine-search.js').Searcher, endgames: Endgames }} Loaded */

/** @type {Promise<Loaded> | null} */
let ready = null;
/** @type {Prover | null} made at the first ask for a proof or Master's first Hoyito I move */
let prover = null;

/**
 * @param {number} ttBytes
 * @returns {Promise<Loaded>}
 */
function start(ttBytes) {
  return loadSearchEngine().then((engine) => ({
    engine,
    searcher: engine.ai(ttBytes),
    endgames: new Endgames(engine),
  }));
}

/**
 * The tables only add to an answer: without them (out of memory) it is the search's alone.
 * @template T
 * @param {() => T} work
 * @returns {T | null}
 */
function optional(work) {
  try {
    return work();
  } catch (error) {
    console.warn('hoyito: no endgame tables', error);
    return null;
  }
}

/**
 * Master's prover for a level-7 search of `game` where it applies (Hoyito I,
 * 2x6, no closed hole), else none: without tables or memory for them
 * Master searches alone.
 * @param {Loaded} loaded
 * @param {import('./engine.js').Game} game
 */
function masterProver({ engine, searcher, endgames }, game) {
  const snapshot = game.snapshot();
  const applies = snapshot.variant === 'I' && !snapshot.over && tablesReach(snapshot, Infinity);
  const ready =
    applies &&
    optional(() => {
      endgames.build(snapshot);
      searcher.useProver((prover ??= new Prover(engine)), endgames.tables);
      return true;
    });
  if (!ready) searcher.useProver(null);
}

/**
 * The endgame tables and the prover an exact answer about `position` will
 * want (a 2x6 game, no closed hole), made now: about a quarter of a second
 * of the first such answer in a fresh worker. Only an optimisation: a
 * position it cannot read or memory it cannot get leave them to that answer.
 * @param {Loaded} loaded
 * @param {string} position
 */
function ahead({ engine, endgames }, position) {
  let snapshot;
  try {
    const game = engine.newGame(position);
    snapshot = game.snapshot();
    game.free();
  } catch {
    return; // not a position: its search will say so
  }
  if (snapshot.over || !tablesReach(snapshot, Infinity)) return;
  optional(() => endgames.build(snapshot));
  optional(() => (prover ??= new Prover(engine)));
}

/**
 * What the tables or the prover add to a search answer at `game`'s
 * position: { bestPlay } from the tables where they cover it, else with
 * proveNodes the prover's (provenAnswer: { bestPlay } or { bestBounds }),
 * or null; a bestPlay with a line that keeps its value (keptLine), from
 * its first kept move.
 * @param {Loaded} loaded
 * @param {import('./engine.js').Game} game
 * @param {number} [proveNodes]
 */
function exactAnswer({ engine, endgames }, game, proveNodes) {
  const tables = optional(() => endgames.exact(game));
  const proving = !tables && proveNodes ? optional(() => (prover ??= new Prover(engine))) : null;
  const proof = tables
    ? { bestPlay: tables }
    : proving
      ? optional(() => provenAnswer(endgames, proving, game, /** @type {number} */ (proveNodes)))
      : null;
  const play = proof?.bestPlay;
  if (!play?.moves.length) return proof;
  const pv = optional(() => keptLine(endgames, proving, game, play.moves[0]));
  return pv ? { ...proof, bestPlay: { ...play, pv } } : proof;
}

/**
 * The search of a position whose every move is settled: its scores and depth alone, within SETTLED_NODES.
 * @param {{ exactSeeds?: number, allMoves?: boolean, nodes?: number }} options
 */
function shortSearch({ exactSeeds, allMoves, nodes = SETTLED_NODES }) {
  return { nodes: Math.min(nodes, SETTLED_NODES), exactSeeds, allMoves };
}

/**
 * @param {number} id
 * @param {object} data
 */
function answer(id, data) {
  self.postMessage({ id, ...data });
}

self.onmessage = async ({ data }) => {
  const { id, action } = data ?? {};
  try {
    ready ??= start(data.ttBytes ?? DEFAULT_TABLE_BYTES);
    const loaded = await ready;
    const { engine, searcher, endgames } = loaded;
    if (action === 'hello') {
      if (data.position) ahead(loaded, data.position);
      return answer(id, { ok: true, result: null });
    }
    if (action === 'clear') {
      searcher.clear();
      return answer(id, { ok: true, result: null });
    }
    if (action !== 'search')
      throw Object.assign(new Error(`unknown request "${action}"`), {
        code: ERR.ARGUMENT,
      });
    if (data.fresh) {
      // A review's search: the same result whatever was searched before, the
      // prover's too (its kept bounds could settle a position a fresh one does not).
      searcher.clear();
      prover?.free();
      prover = null;
    }
    const game = engine.newGame(data.position);
    let snapshot;
    try {
      for (const move of data.moves ?? []) game.play(move);
      const { proveNodes, ...options } = data.options ?? {};
      if (options.level === LEVELS) masterProver(loaded, game);
      const proof = exactAnswer(loaded, game, proveNodes);
      const play = proof?.bestPlay;
      // Every move settled: the search only adds its scores, so a short one does.
      const settled = proveNodes && play && game.snapshot().legal.every((h) => Number.isInteger(play.margins[h]));
      const result = searcher.search(game, settled ? shortSearch(options) : options);
      answer(id, { ok: true, result: proof ? { ...result, ...proof } : result });
      snapshot = game.snapshot();
    } finally {
      game.free();
    }
    optional(() => endgames.prepare(snapshot)); // after the answer: a game near the tables finds them built
  } catch (e) {
    const error = /** @type {{ code?: number, message?: string }} */ (e);
    if (!error.code) ready = null; // failed to load: the next request tries again
    answer(id, {
      ok: false,
      code: error.code ?? ERR.ARGUMENT,
      message: String(error.message ?? error),
    });
  }
};
