// engine.js - the Hoyito engine (C, compiled to WebAssembly) as JS classes.
// The only module that touches the wasm heap: everything else asks an Engine
// or a Game and gets plain values back. Every layout, code and limit comes
// from gen/abi.js, which the build generates from the C headers. Arguments
// are checked here before C sees them: a bad one is a HoyitoError naming it.
// Errors from C become HoyitoError with the engine's own message, which
// names the field at fault.
import { wasmEngine } from './engine-wasm.js';
import {
  HoyitoError,
  fail,
  shown,
  whole,
  flag,
  oneOf,
  textProblem,
  checkText,
  checkKeys,
  holeName,
  ascii,
  reclaim,
} from './engine-check.js';
import {
  LAYOUT,
  STATE,
  EVENT,
  EVENT_TYPES,
  END_REASONS,
  HAND,
  PLAYER,
  VARIANTS,
  ERR,
  MIN_N,
  MAX_N,
  DEFAULT_LIMIT,
  MAX_LIMIT,
} from './gen/abi.js';

export { HoyitoError } from './engine-check.js';
export {
  LEVELS,
  DEFAULT_TABLE_BYTES,
  MAX_TABLE_BYTES,
  MAX_INPUT,
  MIN_N,
  MAX_N,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  ERR,
  MAX_RECORD,
  RECORD_TAGS,
} from './gen/abi.js';

/** @typedef {import('./engine-wasm.js').WasmModule} WasmModule */
/** @typedef {import('./engine-wasm.js').WasmOptions} WasmOptions */
/**
 * A side: South ('S') or North ('N').
 * @typedef {'S' | 'N'} Side
 */
/**
 * A game's or match's result: a side, or a draw ('D').
 * @typedef {Side | 'D'} Result
 */
/** @typedef {(typeof VARIANTS)[number]} Variant */
/** @typedef {Exclude<(typeof END_REASONS)[number], null>} EndReason */
/**
 * How a build of the engine is loaded: its bytes (wasmBinary), or another
 * module factory of the same build (factory: a custom loader).
 * @typedef {WasmOptions & { factory?: (options: WasmOptions) => Promise<WasmModule> }} LoadOptions
 */
/**
 * A new game's options (R1, R2): n holes a row (MIN_N..MAX_N), the sowing
 * direction, the no-capture limit (1..MAX_LIMIT), who moves first.
 * @typedef {{ variant?: Variant, n?: number, clockwise?: boolean, limit?: number, starts?: Side }} StartOptions
 */
/** @typedef {{ ok: true } | { ok: false, code: number, message: string }} Validation */
/**
 * A position's fields, as describe() returns them and format() takes them:
 * seeds of every hole by board index (S1..Sn then N1..Nn), turn null when
 * the game is over, captured and aside as [south, north].
 * @typedef {{
 *   variant: Variant, n: number, seeds: number[], turn: Side | null, captured: [number, number],
 *   closed?: boolean[], aside?: [number, number], clockwise?: boolean, limit?: number,
 *   quiet?: number, round?: number, prev?: Result | null,
 * }} PositionFields
 */
/**
 * Everything a settled position shows (Game.snapshot(), Engine.describe()).
 * @typedef {{
 *   position: string, variant: Variant, n: number, clockwise: boolean, limit: number, quiet: number,
 *   round: number, prev: Result | null, turn: Side | null, over: boolean, seeds: number[],
 *   closed: boolean[], captured: [number, number], aside: [number, number], legal: number[],
 *   result: Result | null, matchWinner: Result | null, firstMover: Result | null, ply: number,
 *   plyEnd: number, canUndo: boolean, canRedo: boolean, moves: number[],
 * }} Snapshot
 */
/**
 * What a move did, step by step (Game.play(), Game.redo()).
 * @typedef {{ type: 'pickup', hole: number, name: string, count: number, relay: boolean, player: Side }
 *   | { type: 'drop', hole: number, name: string }
 *   | { type: 'capture', hole: number, name: string, count: number, player: Side }
 *   | { type: 'extra_turn' | 'pass', player: Side }
 *   | { type: 'last_four', player: Side, count: number }
 *   | { type: 'collect', hole: number | null, name: string, count: number, player: Side, reason: EndReason }
 *   | { type: 'game_end', reason: EndReason, result: Result, score: [number, number] }} MoveEvent
 */

/** @type {(Result | null)[]} */
const PLAYERS = [];
PLAYERS[PLAYER.SOUTH] = 'S';
PLAYERS[PLAYER.NORTH] = 'N';
PLAYERS[PLAYER.DRAW] = 'D';
PLAYERS[PLAYER.NONE] = null;
/** @type {Record<Side, number>} */
const SIDES = { S: PLAYER.SOUTH, N: PLAYER.NORTH };
const U8 = 255;
const U16 = 65535;

/**
 * The wasm address of a game or searcher; a freed one throws.
 * @param {{ ptr: number }} owner
 */
function live(owner) {
  if (!owner.ptr) fail(ERR.ARGUMENT, `${owner instanceof Game ? 'game' : 'searcher'}: used after free()`);
  return owner.ptr;
}

/**
 * Calls hw_ function `name` on a game with a (checked) string argument.
 * @param {Game} game
 * @param {`_hw_${string}`} name
 * @param {string} text
 */
function callWithText(game, name, text) {
  const m = game.m;
  const ptr = live(game);
  const size = m.lengthBytesUTF8(text) + 1;
  const buf = m._malloc(size);
  if (!buf) fail(ERR.BUFFER, 'out of memory');
  try {
    m.stringToUTF8(text, buf, size);
    return m[name](ptr, buf);
  } finally {
    m._free(buf);
  }
}

/**
 * The engine's detail of a game's last failed parse, or the code's sentence.
 * @param {Game} game
 * @param {number} rc
 */
function parseMessage(game, rc) {
  const detail = game.m.UTF8ToString(game.m._hw_error_message(live(game)));
  return detail || game.engine.strerror(rc);
}

/**
 * rc if it is not an error code, else a HoyitoError with its sentence.
 * @param {Engine} engine
 * @param {number} rc
 */
function check(engine, rc) {
  if (rc < 0) fail(rc, engine.strerror(rc));
  return rc;
}

/**
 * Loads the page's engine (engine-wasm.js). Options: { wasmBinary } (Node),
 * { factory }: another module factory of the same engine. The search
 * (engine-search.js) and game records (engine-records.js) are builds and
 * classes of their own, so the page fetches neither before it needs them.
 */
/** @param {WasmOptions} options */
const createHoyito = (options) => wasmEngine(new URL('./gen/hoyito.wasm', import.meta.url), options);

/**
 * @param {LoadOptions} [options]
 * @returns {Promise<Engine>}
 */
export async function loadEngine({ factory = createHoyito, ...options } = {}) {
  return new Engine(await moduleOf(factory, options));
}

/**
 * The wasm module a factory makes (engine-search.js and engine-records.js load theirs so).
 * @param {unknown} factory
 * @param {WasmOptions} options
 * @returns {Promise<WasmModule>}
 */
export async function moduleOf(factory, options) {
  if (typeof factory !== 'function') fail(ERR.ARGUMENT, `factory: ${shown(factory)} is not a module factory`);
  return /** @type {NonNullable<LoadOptions['factory']>} */ (factory)(options);
}

export class Engine {
  /** @param {WasmModule} module */
  constructor(module) {
    if (typeof module?._hw_layout !== 'function') fail(ERR.ARGUMENT, 'module: not a Hoyito wasm module');
    if (module._hw_layout() !== LAYOUT) {
      fail(ERR.ARGUMENT, 'web/engine/gen/abi.js and the wasm engine were built from different headers: rebuild both');
    }
    this.m = module;
    this.capabilities = {
      ai: typeof module._hw_ai_new === 'function',
      records: typeof module._hw_record_write === 'function',
    };
    this.scratch = new Game(this); // for validate/describe/format/startPosition: never played
  }

  /**
   * The start position string for options (R1, R2): { variant, n,
   * clockwise, limit, starts: 'S' | 'N' } (who moves first).
   * @param {StartOptions} [options]
   */
  startPosition(options) {
    this.scratch.restart(options);
    return this.scratch.position;
  }

  /**
   * { ok: true } or { ok: false, code, message } for a position string.
   * @param {string} text
   * @returns {Validation}
   */
  validate(text) {
    const problem = textProblem(text);
    if (problem) return { ok: false, code: problem[0], message: problem[1] };
    const rc = callWithText(this.scratch, '_hw_validate', text);
    if (rc === 0) return { ok: true };
    return { ok: false, code: rc, message: parseMessage(this.scratch, rc) };
  }

  /**
   * The snapshot (see Game.snapshot) of any valid position string; throws HoyitoError.
   * @param {string} text
   */
  describe(text) {
    this.scratch.load(text);
    return this.scratch.snapshot();
  }

  /**
   * The position string of `fields`, shaped as describe() returns them:
   * { variant, n, seeds, turn ('S' | 'N', null when over), captured, and
   * optionally closed, aside, clockwise, limit, quiet, round, prev ('S' |
   * 'N' | 'D' | null) }. Writes any values a position can hold, without
   * judging them (validate() says what is wrong, naming the field); throws
   * a HoyitoError naming a field whose value is not a whole number in range.
   * @param {PositionFields} fields
   */
  format(fields) {
    const f = fields;
    if (f === null || typeof f !== 'object') fail(ERR.ARGUMENT, `fields: ${shown(f)} is not an object`);
    const variant = oneOf(f.variant, 'variant', VARIANTS, ERR.VARIANT);
    const n = whole(f.n, 'n', MIN_N, MAX_N, ERR.ROW_SIZE);
    /** @type {<T>(value: T[] | undefined, name: string) => T[]} */
    const list = (value, name) => {
      if (!Array.isArray(value) || value.length < 2 * n) fail(ERR.ARGUMENT, `${name}: not a list of ${2 * n} holes`);
      return value;
    };
    /** @type {(value: number[] | undefined, name: string) => number[]} */
    const pair = (value, name) => {
      if (!Array.isArray(value) || value.length !== 2) fail(ERR.ARGUMENT, `${name}: not a pair [south, north]`);
      return value;
    };
    const seeds = list(f.seeds, 'seeds');
    const closed = f.closed === undefined ? new Array(2 * n).fill(false) : list(f.closed, 'closed');
    const captured = pair(f.captured, 'captured');
    const aside = f.aside === undefined ? [0, 0] : pair(f.aside, 'aside');
    const prev = f.prev ?? '';
    /** @type {Record<string, number>} */
    const values = {
      n,
      variant: VARIANTS.indexOf(variant),
      clockwise: flag(f.clockwise === undefined ? false : f.clockwise, 'clockwise') ? 1 : 0,
      limit: whole(f.limit === undefined ? DEFAULT_LIMIT : f.limit, 'limit', 0, U16, ERR.KEY_VALUE),
      quiet: whole(f.quiet === undefined ? 0 : f.quiet, 'quiet', 0, U16, ERR.KEY_VALUE),
      round: whole(f.round === undefined ? 1 : f.round, 'round', 1, U16, ERR.KEY_VALUE),
      prev:
        prev === ''
          ? PLAYER.NONE
          : { S: PLAYER.SOUTH, N: PLAYER.NORTH, D: PLAYER.DRAW }[oneOf(prev, 'prev', ['S', 'N', 'D'], ERR.KEY_VALUE)],
      turn: f.turn === null ? PLAYER.OVER : SIDES[oneOf(f.turn, 'turn', ['S', 'N'], ERR.TURN)],
    };
    let closedBits = 0;
    const counts = [];
    for (let i = 0; i < 2 * n; i++) {
      if (flag(closed[i], `${holeName(n, i)} closed`)) closedBits |= 1 << i;
      counts.push(closed[i] ? 0 : whole(seeds[i], `${holeName(n, i)} seeds`, 0, U8, ERR.COUNT));
    }
    const cap = captured.map((v, k) => whole(v, `captured ${'SN'[k]}`, 0, U16, ERR.CAPTURES));
    const set = aside.map((v, k) => whole(v, `aside ${'SN'[k]}`, 0, U16, ERR.KEY_VALUE));
    const m = this.m;
    const ptr = live(this.scratch);
    const at = m._hw_state(ptr) >> 2;
    const text = m.HEAP32[at + STATE.text];
    const h = m.HEAP32;
    for (const key of /** @type {const} */ (['n', 'variant', 'clockwise', 'limit', 'quiet', 'round', 'prev', 'turn']))
      h[at + STATE[key]] = values[key];
    h.set(cap, at + STATE.captured);
    h.set(set, at + STATE.aside);
    h[at + STATE.closed] = closedBits;
    h.fill(0, at + STATE.seeds, at + STATE.seeds + 2 * MAX_N);
    h.set(counts, at + STATE.seeds);
    const length = check(this, m._hw_format(ptr));
    return ascii(m.HEAPU8, text, length);
  }

  /**
   * A new game, at a position string if given, else Hoyito I on 2x6.
   * @param {string} [text]
   */
  newGame(text) {
    if (text !== undefined) checkText(text);
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

  /**
   * The engine's English sentence for an error code.
   * @param {number} code
   */
  strerror(code) {
    whole(code, 'code', -(2 ** 31), 2 ** 31 - 1);
    return this.m.UTF8ToString(this.m._hw_strerror(code));
  }
}

/**
 * Games come from engine.newGame() and searchers from engine.ai().
 * @param {unknown} engine
 * @returns {asserts engine is Engine}
 */
function checkEngine(engine) {
  if (!(engine instanceof Engine)) fail(ERR.ARGUMENT, `engine: ${shown(engine)} is not an Engine`);
}

export class Game {
  /** @param {Engine} engine */
  constructor(engine) {
    checkEngine(engine);
    this.engine = engine;
    this.m = engine.m;
    this.ptr = this.m._hw_new();
    if (!this.ptr) fail(ERR.BUFFER, 'out of memory');
    /** @type {number | undefined} */
    this.n = 6; // holes a row, for the events' hole names; a snapshot refreshes it
    reclaim.register(this, { m: this.m, del: '_hw_delete', ptr: this.ptr }, this);
  }

  /** Gives the game's memory back; any later use throws. */
  free() {
    if (!this.ptr) return;
    reclaim.unregister(this);
    this.m._hw_delete(this.ptr);
    this.ptr = 0;
  }

  /**
   * Replaces this game by the one at a position string; throws, keeping the game, if invalid.
   * @param {string} text
   */
  load(text) {
    checkText(text);
    const rc = callWithText(this, '_hw_load', text);
    if (rc < 0) fail(rc, parseMessage(this, rc));
    this.n = undefined;
  }

  /**
   * Replaces this game by a new one from { variant, n, clockwise, limit, starts: 'S' | 'N' }.
   * @param {StartOptions} [options]
   */
  restart(options = {}) {
    const {
      variant = 'I',
      n = 6,
      clockwise = false,
      limit = DEFAULT_LIMIT,
      starts = 'S',
    } = checkKeys(options, 'options', ['variant', 'n', 'clockwise', 'limit', 'starts']);
    const v = VARIANTS.indexOf(oneOf(variant, 'variant', VARIANTS, ERR.OPTIONS));
    whole(n, 'n', MIN_N, MAX_N, ERR.OPTIONS);
    flag(clockwise, 'clockwise', ERR.OPTIONS);
    whole(limit, 'limit', 1, MAX_LIMIT, ERR.OPTIONS);
    oneOf(starts, 'starts', ['S', 'N'], ERR.OPTIONS);
    check(this.engine, this.m._hw_start(live(this), v, n, clockwise ? 1 : 0, limit, SIDES[starts]));
    this.n = n;
  }

  /**
   * Everything a settled position shows, from one read of the engine:
   * { position, variant, n, clockwise, limit, quiet, round, prev, turn
   * ('S' | 'N', null when over), over, seeds, closed (by board index),
   * captured, aside ([south, north]), legal (hole numbers), result ('S' |
   * 'N' | 'D' once over, else null), matchWinner, firstMover, ply, plyEnd,
   * canUndo, canRedo, moves (the holes played to reach it) }.
   * @returns {Snapshot}
   */
  snapshot() {
    const get = this.#read();
    const h = this.m.HEAP32;
    const u8 = this.m.HEAPU8;
    const at = get.at;
    const n = get('n');
    this.n = n;
    const seeds = Array.from(h.subarray(at + STATE.seeds, at + STATE.seeds + 2 * n));
    const closedBits = get('closed');
    const legalBits = get('legal');
    const legal = [];
    for (let hole = 1; hole <= n; hole++) if ((legalBits >> hole) & 1) legal.push(hole);
    const turn = get('turn');
    const ply = get('ply');
    const plyEnd = get('plyEnd');
    const moves = get('moves');
    return {
      position: ascii(u8, get('text'), get('textLength')),
      variant: VARIANTS[get('variant')],
      n,
      clockwise: get('clockwise') === 1,
      limit: get('limit'),
      quiet: get('quiet'),
      round: get('round'),
      prev: PLAYERS[get('prev')],
      turn: turn === PLAYER.OVER ? null : /** @type {Side} */ (PLAYERS[turn]),
      over: turn === PLAYER.OVER,
      seeds,
      closed: seeds.map((_, i) => ((closedBits >>> i) & 1) === 1),
      captured: [get('captured'), get('captured', 1)],
      aside: [get('aside'), get('aside', 1)],
      legal,
      result: PLAYERS[get('result')],
      matchWinner: PLAYERS[get('matchWinner')],
      firstMover: PLAYERS[get('firstMover')],
      ply,
      plyEnd,
      canUndo: ply > 0,
      canRedo: ply < plyEnd,
      moves: Array.from(u8.subarray(moves, moves + ply)),
    };
  }

  /** One read of the engine's state: a field getter (key, i) over it; .at is its int32 index. */
  #read() {
    const at = this.m._hw_state(live(this)) >> 2;
    const h = this.m.HEAP32;
    /** @param {keyof typeof STATE} key */
    const get = (key, i = 0) => h[at + STATE[key] + i];
    get.at = at;
    return get;
  }

  /**
   * The position string alone: cheaper than a snapshot(), which also finds
   * the legal moves (sowing each hole) and copies the board. For callers
   * that need only the text (a line's start, a test's referee).
   */
  get position() {
    return this.m.UTF8ToString(this.m._hw_position(live(this)));
  }

  /**
   * @param {number} count
   * @returns {MoveEvent[]}
   */
  #events(count) {
    const m = this.m;
    const n = this.n ?? this.snapshot().n;
    live(this);
    const base = m._hw_events(); // one buffer for all games: read before anything else plays
    const u8 = m.HEAPU8;
    const u16 = m.HEAPU16;
    /** @type {MoveEvent[]} */
    const events = [];
    for (let i = 0; i < count; i++) {
      const at = base + i * EVENT.size;
      const type = EVENT_TYPES[u8[at + EVENT.type]];
      const hole = u8[at + EVENT.hole];
      const number = u8[at + EVENT.count];
      const who = PLAYERS[u8[at + EVENT.player]];
      const player = /** @type {Side} */ (who); // a side, but game_end's result (who) may be a draw
      const aux = u8[at + EVENT.aux];
      const reason = /** @type {EndReason} */ (END_REASONS[aux]);
      switch (type) {
        case 'pickup':
          events.push({
            type,
            hole,
            name: holeName(n, hole),
            count: number,
            relay: aux === 1,
            player,
          });
          break;
        case 'drop':
          events.push({ type, hole, name: holeName(n, hole) });
          break;
        case 'capture':
          events.push({
            type,
            hole,
            name: holeName(n, hole),
            count: number,
            player,
          });
          break;
        case 'extra_turn':
        case 'pass':
          events.push({ type, player });
          break;
        case 'last_four':
          events.push({ type, player, count: number });
          break;
        case 'collect':
          events.push({
            type,
            hole: hole === HAND ? null : hole,
            name: hole === HAND ? 'hand' : holeName(n, hole),
            count: number,
            player,
            reason,
          });
          break;
        case 'game_end': {
          const score = (at + EVENT.score) >> 1;
          events.push({
            type,
            reason,
            result: /** @type {Result} */ (who),
            score: [u16[score], u16[score + 1]],
          });
          break;
        }
        default:
          fail(ERR.ARGUMENT, `unknown event type ${u8[at + EVENT.type]}`);
      }
    }
    return events;
  }

  /**
   * Plays a hole number 1..n; returns the events. Throws HoyitoError, game unchanged.
   * @param {number} move
   */
  play(move) {
    whole(move, 'move', 1, MAX_N, ERR.MOVE_RANGE);
    return this.#events(check(this.engine, this.m._hw_play(live(this), move)));
  }

  /** Takes back a move: false when there is none. */
  undo() {
    return this.m._hw_undo(live(this)) === 0;
  }

  /** Replays a taken-back move: its events, or null when there is none. */
  redo() {
    const rc = this.m._hw_redo(live(this));
    return rc < 0 ? null : this.#events(rc);
  }

  /** Next game of the match; throws if the game is not over or the match is. */
  nextGame() {
    check(this.engine, this.m._hw_next_game(live(this)));
  }
}

// For the engine's other builds' classes (engine-search.js, engine-records.js): the same checks and messages.
export { live, check, checkEngine };
