// engine-records.js - the engine with game records (gen/hoyito-records.wasm:
// the page's engine plus include/hoyito_record.h's writer and reader), a
// build of its own fetched the first time a record is written or read, so
// the page's engine (engine.js) stays small.
import { Engine, moduleOf, live, check } from './engine.js';
import { HoyitoError, fail, shown, checkKeys, checkText } from './engine-check.js';
import { ERR, MAX_PLIES, MAX_RECORD, MAX_RECORD_FILE, RECORD_END, RECORD_TEXT, RECORD_TAGS } from './gen/abi.js';

/** The most games readRecords returns from one file: each is a few KB of JS objects. */
export const MAX_RECORD_GAMES = 10000;
import { wasmEngine } from './engine-wasm.js';

const createHoyitoRecords = (options) => wasmEngine(new URL('./gen/hoyito-records.wasm', import.meta.url), options);

/** Loads the records build. Options as loadEngine's ({ wasmBinary }, { factory }). */
export async function loadRecordsEngine({ factory = createHoyitoRecords, ...options } = {}) {
  return new RecordsEngine(await moduleOf(factory, options));
}

/** An Engine that also writes and reads game records. */
export class RecordsEngine extends Engine {
  constructor(module) {
    super(module);
    if (!this.capabilities.records) fail(ERR.ARGUMENT, 'module: this build of the engine has no game records (gen/hoyito-records.wasm has)');
  }

  /**
   * The game record (include/hoyito_record.h) of the game that starts at
   * the position string `start` and plays `moves` (hole numbers), with the
   * free-text `tags` { event, site, date, south, north } (each cut to what
   * a tag holds, at a character's end). Throws HoyitoError naming a bad
   * argument or the first move that is not legal.
   */
  writeRecord({ start, moves = [], tags = {} }) {
    checkText(start);
    if (!Array.isArray(moves) || moves.length > MAX_PLIES) fail(ERR.ARGUMENT, `moves: not a list of at most ${MAX_PLIES} holes`);
    checkKeys(tags, 'tags', RECORD_TAGS);
    const game = this.newGame(start);
    try {
      moves.forEach((move, k) => {
        try {
          game.play(move);
        } catch (e) {
          fail(e.code, `move ${k + 1} (${shown(move)}): ${e.message}`);
        }
      });
      const m = this.m;
      const ptr = live(game);
      RECORD_TAGS.forEach((key, k) => {
        const value = tags[key] ?? '';
        if (typeof value !== 'string') fail(ERR.ARGUMENT, `tags.${key}: ${shown(value)} is not a string`);
        m.stringToUTF8(value, m._hw_record_tag(ptr, k), RECORD_TEXT); // stops before a character that does not fit
      });
      const length = check(this, m._hw_record_write(ptr));
      return m.UTF8ToString(m._hw_record_text(ptr), length);
    } finally {
      game.free();
    }
  }

  /**
   * Reads a game record: `text` a string or the bytes of a file
   * (Uint8Array), at most MAX_RECORD bytes (more is refused unread). Returns
   * { start, moves, position, tags } (the start position string, every
   * move's hole, the final position string, the free-text tags). Throws a
   * HoyitoError whose `line` (1-based; 0: the record as a whole) and
   * message name the fault.
   */
  readRecord(text) {
    return this.#withText(text, MAX_RECORD, 'record', (ptr, buf, length, game) => {
      const rc = this.m._hw_record_read(ptr, buf, length);
      if (rc < 0) throw this.#readError(ptr, rc);
      return this.#gameRead(ptr, game);
    });
  }

  /**
   * Reads a file of many games, one after another (each its tags, moves and
   * result: include/hoyito_record.h): `text` a string or bytes, at most
   * MAX_RECORD_FILE bytes, at most MAX_RECORD_GAMES games. Returns
   * { games: [readRecord's result, ...], errors: [{ game, line, message }] }:
   * a bad game is named by its number in the file (1-based) and the file's
   * line, and the games after it are read. Throws only for the file as a
   * whole (too long, not text or bytes).
   */
  readRecords(text) {
    return this.#withText(text, MAX_RECORD_FILE, 'file', (ptr, buf, length, game) => {
      const m = this.m;
      const games = [];
      const errors = [];
      let at = 0;
      let line = 1;
      for (let k = 1; ; k++) {
        const rc = m._hw_record_read_next(ptr, buf, length, at, line);
        if (rc === RECORD_END) break;
        const next = m._hw_record_next_at(ptr);
        if (rc < 0 && next === at) throw this.#readError(ptr, rc); // the file as a whole
        if (k > MAX_RECORD_GAMES) {
          errors.push({ game: k, line, message: `line ${line}: more than ${MAX_RECORD_GAMES} games; the rest is not read` });
          break;
        }
        if (rc < 0) errors.push({ game: k, line: m._hw_record_error_line(ptr), message: this.#readError(ptr, rc).message });
        else games.push(this.#gameRead(ptr, game));
        at = next;
        line = m._hw_record_next_line(ptr);
      }
      return { games, errors };
    });
  }

  /** Puts `text` (a string or bytes, at most `limit` bytes) in the wasm's memory for read(ptr, buf, length, game). */
  #withText(text, limit, what, read) {
    const refuse = (message) => {
      throw Object.assign(new HoyitoError(ERR.RECORD, message), { line: 0 });
    };
    let bytes;
    if (text instanceof Uint8Array) bytes = text;
    else if (typeof text === 'string') {
      // A UTF-16 unit is at least one UTF-8 byte: no need to encode a long string.
      if (text.length > limit) refuse(`the ${what} is longer than ${limit} bytes`);
      bytes = new TextEncoder().encode(text);
    } else refuse(`${what}: ${shown(text)} is neither text nor bytes`);
    if (bytes.length > limit) refuse(`the ${what} is longer than ${limit} bytes`);
    const game = this.newGame();
    const m = this.m;
    const buf = m._malloc(bytes.length + 1);
    try {
      if (!buf) fail(ERR.BUFFER, 'out of memory');
      m.HEAPU8.set(bytes, buf);
      return read(live(game), buf, bytes.length, game);
    } finally {
      if (buf) m._free(buf);
      game.free();
    }
  }

  #readError(ptr, rc) {
    const m = this.m;
    const message = m.UTF8ToString(m._hw_record_error_message(ptr)) || this.strerror(rc);
    return Object.assign(new HoyitoError(rc, message), { line: m._hw_record_error_line(ptr) });
  }

  /** readRecord's result for the game just read into `game` (session ptr). */
  #gameRead(ptr, game) {
    const m = this.m;
    const tags = {};
    RECORD_TAGS.forEach((key, k) => { tags[key] = m.UTF8ToString(m._hw_record_tag(ptr, k)); });
    const { moves, position } = game.snapshot();
    return { start: m.UTF8ToString(m._hw_start_position(ptr)), moves, position, tags };
  }
}
