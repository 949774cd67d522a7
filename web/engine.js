// engine.js - the Hoyito engine (C, compiled to WebAssembly) as JS classes.
// The only module that touches the wasm heap: everything else asks an Engine
// or a Game and gets plain values back. Errors from C become HoyitoError
// with the engine's own message, which names the field at fault.
import createHoyito from './gen/hoyito.mjs';

const VARIANTS = ['I', 'II', 'III'];
const PLAYERS = ['S', 'N', 'D', null]; // HOYITO_SOUTH, _NORTH, _DRAW, _NONE
const REASONS = [null, 'last_four', 'empty', 'repetition', 'limit', 'no_moves'];
const EVENT_TYPES = [null, 'pickup', 'drop', 'capture', 'extra_turn', 'pass', 'last_four',
  'collect', 'game_end'];
const HAND = 255;

// Offsets into the int32 state array written by hw_state (src/wasm_api.c).
const STATE = {
  n: 0, variant: 1, clockwise: 2, limit: 3, quiet: 4, round: 5, prev: 6, turn: 7,
  capturedS: 8, capturedN: 9, asideS: 10, asideN: 11, closed: 12, legal: 13,
  result: 14, firstMover: 15, ply: 16, plyEnd: 17, matchWinner: 18, seeds: 19,
};

export class HoyitoError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'HoyitoError';
    this.code = code;
  }
}

function holeName(n, index) {
  return (index < n ? 'S' : 'N') + ((index % n) + 1);
}

// Offsets into the int32 result array written by hw_ai_search (AI_* in src/wasm_api.c).
const MAX_PV = 64;
const MAX_N = 12;
const AI_RESULT = {
  move: 0, score: 1, exact: 2, outcome: 3, seeds: 4, depth: 5, seldepth: 6,
  nodesLo: 7, nodesHi: 8, us: 9, pvLength: 10, pv: 11,
  moveFlags: 11 + MAX_PV, moveScores: 11 + MAX_PV + MAX_N,
  moveOutcomes: 11 + MAX_PV + 2 * MAX_N, moveSeeds: 11 + MAX_PV + 3 * MAX_N,
};
const MOVE_LEGAL = 1;
const MOVE_EXACT = 2;
const MOVE_PROVEN = 4;

/**
 * Loads the wasm module. Options: { wasmBinary } (Node), { locateFile },
 * { factory }: the module factory, default the page's engine (gen/hoyito.mjs);
 * the worker passes gen/hoyito-ai.mjs's, which adds the search (engine.ai()).
 */
export async function loadEngine({ factory = createHoyito, ...options } = {}) {
  const module = await factory(options);
  return new Engine(module);
}

export class Engine {
  constructor(module) {
    this.m = module;
    this.eventSize = module._hw_event_size();
    this.scratch = new Game(this); // for validate/describe: never played
    this.capabilities = { ai: typeof module._hw_ai_new === 'function' };
  }

  /** A searcher with a transposition table of ttBytes (AI build only); throws HoyitoError. */
  ai(ttBytes = 16 << 20) {
    if (!this.capabilities.ai) throw new HoyitoError(-47, 'this build of the engine has no search');
    return new Searcher(this, ttBytes);
  }

  /** The level names of the search, "Beginner" ... (AI build only). */
  get levelNames() {
    if (!this.capabilities.ai) return [];
    const names = [];
    for (let level = 1; level <= this.m._hw_ai_levels(); level++) {
      names.push(this.m.UTF8ToString(this.m._hw_ai_level_name(level)));
    }
    return names;
  }

  /** The start position string for options (R1, R2). */
  startPosition({ variant = 'I', n = 6, clockwise = false, limit = 100 } = {}) {
    const game = this.newGame();
    try {
      game.restart({ variant, n, clockwise, limit });
      return game.position;
    } finally {
      game.free();
    }
  }

  /** { ok: true } or { ok: false, code, message } for a position string. */
  validate(text) {
    if (typeof text !== 'string') return { ok: false, code: -47, message: 'no position given' };
    const rc = this.scratch.call('_hw_validate', text);
    if (rc === 0) return { ok: true };
    return { ok: false, code: rc, message: this.scratch.errorMessage(rc) };
  }

  /** The state of any valid position string; throws HoyitoError. */
  describe(text) {
    this.scratch.load(text);
    return this.scratch.state;
  }

  /** A new game, at a position string if given, else Hoyito I on 2x6. */
  newGame(text) {
    const game = new Game(this);
    if (text !== undefined) {
      try {
        game.load(text);
      } catch (e) {
        game.free();
        throw e;
      }
    }
    return game;
  }

  strerror(code) {
    return this.m.UTF8ToString(this.m._hw_strerror(code));
  }
}

export class Game {
  constructor(engine) {
    this.engine = engine;
    this.m = engine.m;
    this.ptr = this.m._hw_new();
    if (!this.ptr) throw new HoyitoError(-41, 'out of memory');
  }

  free() {
    if (this.ptr) this.m._hw_delete(this.ptr);
    this.ptr = 0;
  }

  /** Calls an hw_ function whose extra argument is a string. */
  call(name, text) {
    const m = this.m;
    const size = m.lengthBytesUTF8(text) + 1;
    const buf = m._malloc(size);
    try {
      m.stringToUTF8(text, buf, size);
      return m[name](this.ptr, buf);
    } finally {
      m._free(buf);
    }
  }

  errorMessage(rc) {
    const detail = this.m.UTF8ToString(this.m._hw_error_message(this.ptr));
    return detail || this.engine.strerror(rc);
  }

  check(rc) {
    if (rc < 0) throw new HoyitoError(rc, this.engine.strerror(rc));
    return rc;
  }

  /** Replaces this game by the one at a position string; throws, keeping the game, if invalid. */
  load(text) {
    if (typeof text !== 'string') throw new HoyitoError(-47, 'no position given');
    const rc = this.call('_hw_load', text);
    if (rc < 0) throw new HoyitoError(rc, this.errorMessage(rc));
  }

  /** Replaces this game by a new one from options. */
  restart({ variant = 'I', n = 6, clockwise = false, limit = 100 } = {}) {
    const v = VARIANTS.indexOf(variant);
    this.check(this.m._hw_start(this.ptr, v, n, clockwise ? 1 : 0, limit));
  }

  get position() {
    return this.m.UTF8ToString(this.m._hw_position(this.ptr));
  }

  get raw() {
    const base = this.m._hw_state(this.ptr) >> 2;
    return (key) => this.m.HEAP32[base + STATE[key]];
  }

  get state() {
    const get = this.raw;
    const n = get('n');
    const closedBits = get('closed');
    const base = (this.m._hw_state(this.ptr) >> 2) + STATE.seeds;
    const seeds = Array.from(this.m.HEAP32.subarray(base, base + 2 * n));
    const turn = get('turn');
    return {
      variant: VARIANTS[get('variant')],
      n,
      clockwise: get('clockwise') === 1,
      limit: get('limit'),
      quiet: get('quiet'),
      round: get('round'),
      prev: PLAYERS[get('prev')],
      turn: turn === 2 ? null : PLAYERS[turn],
      over: turn === 2,
      seeds,
      closed: seeds.map((_, i) => ((closedBits >>> i) & 1) === 1),
      captured: [get('capturedS'), get('capturedN')],
      aside: [get('asideS'), get('asideN')],
    };
  }

  legalMoves() {
    const bits = this.raw('legal');
    const moves = [];
    for (let hole = 1; hole <= 12; hole++) if ((bits >> hole) & 1) moves.push(hole);
    return moves;
  }

  readEvents(count) {
    const m = this.m;
    const n = this.raw('n');
    const base = m._hw_events(this.ptr);
    const size = this.engine.eventSize;
    const events = [];
    for (let i = 0; i < count; i++) {
      const at = base + i * size;
      const u8 = m.HEAPU8;
      const type = EVENT_TYPES[u8[at]];
      const hole = u8[at + 1];
      const count1 = u8[at + 2];
      const player = PLAYERS[u8[at + 3]];
      const aux = u8[at + 4];
      switch (type) {
        case 'pickup':
          events.push({ type, hole, name: holeName(n, hole), count: count1, relay: aux === 1, player });
          break;
        case 'drop':
          events.push({ type, hole, name: holeName(n, hole) });
          break;
        case 'capture':
          events.push({ type, hole, name: holeName(n, hole), count: count1, player });
          break;
        case 'extra_turn':
        case 'pass':
          events.push({ type, player });
          break;
        case 'last_four':
          events.push({ type, player, count: count1 });
          break;
        case 'collect':
          events.push({
            type,
            hole: hole === HAND ? null : hole,
            name: hole === HAND ? 'hand' : holeName(n, hole),
            count: count1,
            player,
            reason: REASONS[aux],
          });
          break;
        case 'game_end': {
          const u16 = (at + 6) >> 1;
          events.push({
            type, reason: REASONS[aux], result: player,
            score: [m.HEAPU16[u16], m.HEAPU16[u16 + 1]],
          });
          break;
        }
        default:
          throw new HoyitoError(-47, `unknown event type ${u8[at]}`);
      }
    }
    return events;
  }

  /** Plays a hole number 1..n; returns the events. Throws HoyitoError, game unchanged. */
  play(move) {
    if (!Number.isInteger(move)) throw new HoyitoError(-31, this.engine.strerror(-31));
    return this.readEvents(this.check(this.m._hw_play(this.ptr, move)));
  }

  undo() {
    return this.m._hw_undo(this.ptr) === 0;
  }

  redo() {
    const rc = this.m._hw_redo(this.ptr);
    return rc < 0 ? null : this.readEvents(rc);
  }

  get canUndo() {
    return this.raw('ply') > 0;
  }

  get canRedo() {
    const get = this.raw;
    return get('ply') < get('plyEnd');
  }

  get ply() {
    return this.raw('ply');
  }

  get moves() {
    const ply = this.ply;
    const base = this.m._hw_moves(this.ptr);
    return Array.from(this.m.HEAPU8.subarray(base, base + ply));
  }

  get history() {
    const moves = this.moves;
    const base = this.m._hw_movers(this.ptr);
    return moves.map((move, i) => ({ player: PLAYERS[this.m.HEAPU8[base + i]], move }));
  }

  get result() {
    return PLAYERS[this.raw('result')];
  }

  get firstMover() {
    return PLAYERS[this.raw('firstMover')];
  }

  get matchWinner() {
    return PLAYERS[this.raw('matchWinner')];
  }

  /** Next game of the match; throws if the game is not over or the match is. */
  nextGame() {
    this.check(this.m._hw_next_game(this.ptr));
  }
}

/**
 * The computer opponent (include/hoyito_ai.h): one search table, kept
 * between searches so the moves of a game reuse what was learnt.
 */
export class Searcher {
  constructor(engine, ttBytes) {
    this.engine = engine;
    this.m = engine.m;
    this.ptr = this.m._hw_ai_new(ttBytes);
    if (!this.ptr) throw new HoyitoError(-41, 'out of memory for the search table');
  }

  free() {
    if (this.ptr) this.m._hw_ai_delete(this.ptr);
    this.ptr = 0;
  }

  /** Forgets what earlier searches learnt (a new game, or a reproducible measurement). */
  clear() {
    this.m._hw_ai_clear(this.ptr);
  }

  /**
   * Searches the current position of `game` (its moves count for R15 a).
   * { level: 1..7, seed } plays as that level; without a level, searches
   * within { ms, depth, exactSeeds, allMoves }. Returns
   * { move, score, exact, outcome, seeds, depth, seldepth, nodes, ms, pv,
   *   moves: [{ hole, score, outcome, seeds, exact, proven }] (scored moves) }
   * where outcome is 1 (the player to move wins by at least `seeds`), -1
   * (loses by at least) or 0 (an estimate: `seeds` is the expected capture
   * difference), and seeds is in whole seeds. Throws HoyitoError.
   */
  search(game, { level = 0, seed = 0, ms = 0, depth = 0, exactSeeds = 0, allMoves = false } = {}) {
    const m = this.m;
    const rc = m._hw_ai_search(this.ptr, game.ptr, level, seed >>> 0, ms, depth, exactSeeds,
      allMoves ? 1 : 0);
    if (rc < 0) throw new HoyitoError(rc, this.engine.strerror(rc));
    const base = m._hw_ai_result(this.ptr) >> 2;
    const at = (key, i = 0) => m.HEAP32[base + AI_RESULT[key] + i];
    const moves = [];
    for (let k = 0; k < MAX_N; k++) {
      const flags = at('moveFlags', k);
      if (!(flags & MOVE_LEGAL)) continue;
      moves.push({
        hole: k + 1, score: at('moveScores', k), outcome: at('moveOutcomes', k),
        seeds: at('moveSeeds', k) / 100, exact: (flags & MOVE_EXACT) !== 0,
        proven: (flags & MOVE_PROVEN) !== 0,
      });
    }
    const pv = [];
    for (let i = 0; i < at('pvLength'); i++) pv.push(at('pv', i));
    return {
      move: at('move'), score: at('score'), exact: at('exact') === 1, outcome: at('outcome'),
      seeds: at('seeds') / 100, depth: at('depth'), seldepth: at('seldepth'),
      nodes: (at('nodesHi') >>> 0) * 2 ** 32 + (at('nodesLo') >>> 0), ms: at('us') / 1000,
      pv, moves,
    };
  }
}
