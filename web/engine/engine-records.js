// engine-records.js - the engine with game records (gen/hoyito-records.wasm:
// the page's engine plus include/hoyito_record.h's writer and reader), a
// build of its own fetched the first time a record is written or read, so
// the page's engine (engine.js) stays small.
import { Engine, moduleOf, live, check } from './engine.js';
import { HoyitoError, fail, shown, checkKeys, checkText } from './engine-check.js';
import { ERR, MAX_PLIES, MAX_RECORD, RECORD_TEXT, RECORD_TAGS } from './gen/abi.js';
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
    const refuse = (message) => {
      throw Object.assign(new HoyitoError(ERR.RECORD, message), { line: 0 });
    };
    let bytes;
    if (text instanceof Uint8Array) bytes = text;
    else if (typeof text === 'string') {
      // A UTF-16 unit is at least one UTF-8 byte: no need to encode a long string.
      if (text.length > MAX_RECORD) refuse(`the record is longer than ${MAX_RECORD} bytes`);
      bytes = new TextEncoder().encode(text);
    } else refuse(`record: ${shown(text)} is neither text nor bytes`);
    if (bytes.length > MAX_RECORD) refuse(`the record is longer than ${MAX_RECORD} bytes`);
    const game = this.newGame();
    const m = this.m;
    const buf = m._malloc(bytes.length + 1);
    try {
      if (!buf) fail(ERR.BUFFER, 'out of memory');
      m.HEAPU8.set(bytes, buf);
      const ptr = live(game);
      const rc = m._hw_record_read(ptr, buf, bytes.length);
      if (rc < 0) {
        const message = m.UTF8ToString(m._hw_record_error_message(ptr)) || this.strerror(rc);
        throw Object.assign(new HoyitoError(rc, message), { line: m._hw_record_error_line(ptr) });
      }
      const tags = {};
      RECORD_TAGS.forEach((key, k) => { tags[key] = m.UTF8ToString(m._hw_record_tag(ptr, k)); });
      const { moves, position } = game.snapshot();
      return { start: m.UTF8ToString(m._hw_start_position(ptr)), moves, position, tags };
    } finally {
      if (buf) m._free(buf);
      game.free();
    }
  }

}
