// engine-tables.js - exact values of small 2x6 endgames in the search build
// (gen/hoyito-ai.wasm): the endgame tables of include/hoyito_tables.h, built
// in the worker's own memory rather than fetched (src/wasm/wasm_api.c
// hw_tables_*). The search worker (ai-worker.js) keeps one Endgames and adds
// its answer to each search result; the Node tests check it against the CLI.
//
// "Exact" is the tables' meaning: the value with best play of the game from
// the position by every rule except R15 a (a third repetition needs the
// game's history), as docs/ai.md "Endgame tables" says.
import { Game, live, checkEngine } from './engine.js';
import { fail, reclaim } from './engine-check.js';
import { SearchEngine } from './engine-search.js';
import { tablesReach } from './tables-reach.js';
import { TABLES_RESULT, TABLES_N, TABLES_SEEDS, TABLES_MAX_LIMIT, VARIANTS, ERR } from './gen/abi.js';

/**
 * Board totals from which a game's tables are built ahead of need: a 2x6
 * game with at most twice the tables' seeds is a few captures from them, so
 * the build (0.1-0.3 s in a desktop worker) is done before an answer waits
 * on it.
 */
export const NEAR_SEEDS = 2 * TABLES_SEEDS;

/** One variant's tables (up to TABLES_SEEDS seeds) for one no-capture limit. */
/** @typedef {import('./engine.js').Snapshot} Snapshot */
/** @typedef {import('./engine.js').Variant} Variant */
/**
 * The tables' answer: value and margin for the player to move, the holes that keep the value.
 * @typedef {{ value: number, margin: number, moves: number[] }} TablesAnswer
 */

export class EndgameTables {
  /** @param {SearchEngine} engine */
  constructor(engine) {
    checkEngine(engine);
    if (!(engine instanceof SearchEngine))
      fail(ERR.ARGUMENT, 'engine: only the search build has endgame tables (loadSearchEngine)');
    this.engine = engine;
    this.m = engine.m;
    this.ptr = this.m._hw_tables_new();
    if (!this.ptr) fail(ERR.BUFFER, 'out of memory for the endgame tables');
    reclaim.register(this, { m: this.m, del: '_hw_tables_delete', ptr: this.ptr }, this);
    /** @type {Variant | null} */
    this.variant = null;
    /** @type {number | null} */
    this.limit = null;
  }

  /** Gives the tables' memory back; any later use throws. */
  free() {
    if (!this.ptr) return;
    reclaim.unregister(this);
    this.m._hw_tables_delete(this.ptr);
    this.ptr = 0;
  }

  /** Bytes the built tables hold in the heap (0: none built). */
  get bytes() {
    return this.m._hw_tables_bytes(live(this));
  }

  /**
   * Builds the tables of variant ('I' | 'II' | 'III') for a no-capture limit
   * of 1..TABLES_MAX_LIMIT, replacing any built before. Throws HoyitoError
   * (and keeps none) when out of range or out of memory.
   * @param {Variant} variant
   * @param {number} limit
   */
  build(variant, limit) {
    const v = VARIANTS.indexOf(variant);
    if (v < 0) fail(ERR.ARGUMENT, `variant: ${String(variant)} is not one of ${VARIANTS.join(', ')}`);
    if (!Number.isInteger(limit) || limit < 1 || limit > TABLES_MAX_LIMIT) {
      fail(ERR.ARGUMENT, `limit: ${String(limit)} is not a whole number of 1..${TABLES_MAX_LIMIT}`);
    }
    this.variant = null;
    this.limit = null;
    const rc = this.m._hw_tables_build(live(this), v, limit);
    if (rc !== 0) fail(ERR.BUFFER, `endgame tables: ${this.m.UTF8ToString(this.m._hw_strerror(rc))}`);
    this.variant = variant;
    this.limit = limit;
  }

  /**
   * The tables' answer for the current position of `game`: { value (the
   * seeds the player to move captures from here on minus the opponent's,
   * with best play: `hoyito solve`'s value), margin (the game's final
   * capture difference for that player, as a search result's `seeds`),
   * moves (the holes that keep the value) }, or null when they do not
   * cover it (refusal() says why).
   * @param {Game} game
   * @returns {TablesAnswer | null}
   */
  probe(game) {
    const ptr = live(this);
    if (!(game instanceof Game) || game.engine !== this.engine) fail(ERR.ARGUMENT, 'game: not a game of this engine');
    if (this.m._hw_tables_probe(ptr, live(game)) !== 0) return null;
    const base = this.m._hw_tables_result(ptr) >> 2;
    /** @param {keyof typeof TABLES_RESULT} key */
    const at = (key) => this.m.HEAP32[base + TABLES_RESULT[key]];
    const moves = [];
    for (let hole = 1; hole <= TABLES_N; hole++) if ((at('keep') >> hole) & 1) moves.push(hole);
    return { value: at('value'), margin: at('margin'), moves };
  }

  /**
   * Each legal move's final capture margin with best play after it, for the
   * player to move at `game`'s position ({ hole: margin }): the move's
   * captures and the tables' value of the position it leaves (or its end),
   * as probe() weighs the moves, so the moves that keep probe().margin are
   * those with the largest. Played from the position alone, as the tables
   * see it (no history: R15 a left out). Null when the tables do not cover
   * the position or one it leaves.
   * @param {Game} game
   * @returns {Record<number, number> | null}
   */
  margins(game) {
    const start = game.snapshot();
    if (start.over || this.m._hw_tables_probe(live(this), live(game)) !== 0) return null;
    const me = start.turn === 'S' ? 0 : 1;
    const child = this.engine.newGame(game.position);
    try {
      /** @type {Record<number, number>} */
      const margins = {};
      for (const hole of start.legal) {
        child.play(hole);
        const s = child.snapshot();
        const after = s.over ? null : this.probe(child);
        child.undo();
        if (!s.over && !after) return null;
        const kept = /** @type {TablesAnswer} */ (after); // not over: the tables' answer
        margins[hole] = s.over
          ? s.captured[me] - s.captured[1 - me]
          : s.turn === start.turn
            ? kept.margin
            : 0 - kept.margin; // 0 - 0 is 0, not -0
      }
      return margins;
    } finally {
      child.free();
    }
  }

  /**
   * Why the tables do not cover the position of `game`, or null when they do.
   * @param {Game} game
   */
  refusal(game) {
    const why = this.m._hw_tables_refusal(live(this), live(game));
    return why ? this.m.UTF8ToString(why) : null;
  }
}

/**
 * The worker's tables: built for a game's variant and limit the first time
 * a 2x6 game of them comes within NEAR_SEEDS seeds, kept until another
 * variant or limit comes near (one set at a time: at most 9.6 MB while
 * building, 4.6-5.9 MB kept).
 */
export class Endgames {
  /** @param {SearchEngine} engine */
  constructor(engine) {
    this.tables = new EndgameTables(engine);
    this.builds = 0; // how many times they were built (tests, measurements)
  }

  /**
   * Builds the tables a game's snapshot is near, if not built yet; whether it built.
   * @param {Snapshot} snapshot
   */
  prepare(snapshot) {
    return tablesReach(snapshot, NEAR_SEEDS) && this.build(snapshot);
  }

  /**
   * Builds the tables of a snapshot's variant and limit, if not built yet (the prover's leaves); whether it built.
   * @param {Snapshot} snapshot
   */
  build({ variant, limit }) {
    if (this.tables.variant === variant && this.tables.limit === limit) return false;
    this.tables.build(variant, limit);
    this.builds++;
    return true;
  }

  /**
   * The tables' answer (EndgameTables.probe) for game's position, with each
   * legal move's margin (`margins`, EndgameTables.margins), building them
   * first if it needs them; else null.
   * @param {Game} game
   */
  exact(game) {
    const snapshot = game.snapshot();
    if (snapshot.over || !tablesReach(snapshot)) return null;
    this.prepare(snapshot);
    const found = this.tables.probe(game);
    const margins = found && this.tables.margins(game);
    return found && margins ? { ...found, margins } : null;
  }

  free() {
    this.tables.free();
  }
}
