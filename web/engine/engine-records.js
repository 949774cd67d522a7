// engine-records.js - the engine with game records (gen/hoyito-records.wasm:
// the page's engine plus include/hoyito_record.h's writer and reader), a
// build of its own fetched the first time a record is written or read, so
// the page's engine (engine.js) stays small.
import { Engine, moduleOf, live, check } from './engine.js';
import { HoyitoError, fail, shown, whole, checkKeys, checkText } from './engine-check.js';
import {
  ERR,
  MAX_N,
  MAX_PLIES,
  MAX_RECORD,
  MAX_RECORD_FILE,
  RECORD_END,
  RECORD_TEXT,
  RECORD_TAGS,
  RECORD_MAX_DEPTH,
  RECORD_MAX_NODES,
  RECORD_NODE,
} from './gen/abi.js';
import { wasmEngine } from './engine-wasm.js';

/** @typedef {import('./engine.js').Game} Game */
/** @typedef {(typeof RECORD_TAGS)[number]} RecordTag */
/**
 * A record's moves with their variations and comments: the root's move is
 * null (the start), children[0] the main continuation.
 * @typedef {{ move: number | null, children: RecordTree[], comment?: string }} RecordTree
 */
/**
 * A game read: its start position string, the main line's holes, the
 * position after them, the free-text tags, every move with the variations.
 * @typedef {{ start: string, moves: number[], position: string, tags: Record<RecordTag, string>, tree: RecordTree }} GameRecord
 */
/** @typedef {{ parent: number, move: number, commentAt: number, commentLength: number, child: number }} FlatNode */

/** The most games readRecords returns from one file: each is a few KB of JS objects. */
export const MAX_RECORD_GAMES = 10000;

const decoder = new TextDecoder();
const NODE_KEYS = ['move', 'children', 'comment'];
// What a record's comment cannot hold: control characters but tab, CR, LF; nor both a '}' (such a
// comment is written as "; ..." to the line's end) and a line end.
const NOT_IN_COMMENT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A tree argument (writeRecord's) checked and flattened, parents before
 * children and children in order: nodes [{ parent, move, commentAt,
 * commentLength, child }] (child: its index among its parent's children)
 * and the comments' UTF-8 bytes. Iterative, so a deep tree does not
 * overflow the stack; bounded by RECORD_MAX_NODES.
 * @param {any} tree unchecked: the caller's
 */
function flatTree(tree) {
  /** @type {FlatNode[]} */
  const nodes = [];
  /** @type {Uint8Array[]} */
  const chunks = [];
  let notesLength = 0;
  const seen = new Set();
  const encoder = new TextEncoder();
  const stack = [{ node: tree, parent: -1, child: 0, plies: 0, nest: 0 }];
  const where = () => pathOf(nodes, nodes.length - 1);
  while (stack.length) {
    const { node, parent, child, plies, nest } = /** @type {(typeof stack)[number]} */ (stack.pop());
    nodes.push({ parent, move: 0, commentAt: 0, commentLength: 0, child });
    if (node === null || typeof node !== 'object' || Array.isArray(node))
      fail(ERR.ARGUMENT, `${where()}: ${shown(node)} is not a node { move, children, comment? }`);
    if (seen.has(node)) fail(ERR.ARGUMENT, `${where()}: a node that is already in the tree`);
    seen.add(node);
    // A node's path is made only to name a fault: making it for each would cost the tree's depth a node.
    if (Object.keys(node).some((key) => !NODE_KEYS.includes(key))) checkKeys(node, where(), NODE_KEYS);
    if (parent < 0 && node.move !== null)
      fail(ERR.ARGUMENT, `tree.move: ${shown(node.move)} is not null (the root is the start, not a move)`);
    if (parent >= 0) {
      const { move } = node;
      nodes[nodes.length - 1].move =
        Number.isInteger(move) && move >= 1 && move <= MAX_N ? move : whole(move, `${where()}.move`, 1, MAX_N);
    }
    if (!Array.isArray(node.children)) fail(ERR.ARGUMENT, `${where()}.children: ${shown(node.children)} is not a list`);
    if (nodes.length + stack.length + node.children.length > RECORD_MAX_NODES)
      fail(ERR.ARGUMENT, `tree: more than ${RECORD_MAX_NODES} nodes`);
    if (plies > MAX_PLIES) fail(ERR.ARGUMENT, `${where()}: more than ${MAX_PLIES} moves from the start`);
    if (nest > RECORD_MAX_DEPTH) fail(ERR.ARGUMENT, `${where()}: variations nested deeper than ${RECORD_MAX_DEPTH}`);
    if (node.comment !== undefined) {
      if (typeof node.comment !== 'string')
        fail(ERR.ARGUMENT, `${where()}.comment: ${shown(node.comment)} is not a string`);
      const bad = node.comment.match(NOT_IN_COMMENT);
      if (bad)
        fail(
          ERR.ARGUMENT,
          `${where()}.comment: ${JSON.stringify(bad[0])} at ${bad.index} cannot be in a record's comment (no control characters but tab and line ends)`,
        );
      if (node.comment.includes('}') && /[\r\n]/.test(node.comment))
        fail(ERR.ARGUMENT, `${where()}.comment: a record's comment cannot hold both "}" and a line end`);
      const bytes = encoder.encode(node.comment);
      const last = nodes[nodes.length - 1];
      last.commentAt = notesLength;
      last.commentLength = bytes.length;
      notesLength += bytes.length;
      chunks.push(bytes);
      if (notesLength > MAX_RECORD) fail(ERR.ARGUMENT, `tree: the comments are over ${MAX_RECORD} bytes in all`);
    }
    const index = nodes.length - 1;
    for (let k = node.children.length - 1; k >= 0; k--) {
      stack.push({
        node: node.children[k],
        parent: index,
        child: k,
        plies: plies + 1,
        nest: nest + (k > 0 ? 1 : 0),
      });
    }
  }
  const notes = new Uint8Array(notesLength);
  chunks.reduce((at, bytes) => (notes.set(bytes, at), at + bytes.length), 0);
  return { nodes, notes };
}

/**
 * Names flat node i by its path from the root, a run of main moves shortened: "tree.children[0]×12.children[1]".
 * @param {FlatNode[]} nodes
 * @param {number} i
 */
function pathOf(nodes, i) {
  const steps = [];
  for (let k = i; k > 0 && nodes[k]; k = nodes[k].parent) steps.push(nodes[k].child);
  let path = 'tree';
  for (let k = steps.length - 1; k >= 0; ) {
    let run = 1;
    while (k - run >= 0 && steps[k - run] === steps[k]) run++;
    path += `.children[${steps[k]}]${run > 2 ? `×${run}` : `.children[${steps[k]}]`.repeat(run - 1)}`;
    k -= run;
  }
  return path;
}

/** @param {import('./engine-wasm.js').WasmOptions} options */
const createHoyitoRecords = (options) => wasmEngine(new URL('./gen/hoyito-records.wasm', import.meta.url), options);

/** Loads the records build. Options as loadEngine's ({ wasmBinary }, { factory }). */
/**
 * @param {import('./engine.js').LoadOptions} [options]
 * @returns {Promise<RecordsEngine>}
 */
export async function loadRecordsEngine({ factory = createHoyitoRecords, ...options } = {}) {
  return new RecordsEngine(await moduleOf(factory, options));
}

/** An Engine that also writes and reads game records. */
export class RecordsEngine extends Engine {
  /** @param {import('./engine-wasm.js').WasmModule} module */
  constructor(module) {
    super(module);
    if (!this.capabilities.records)
      fail(ERR.ARGUMENT, 'module: this build of the engine has no game records (gen/hoyito-records.wasm has)');
  }

  /**
   * The game record (include/hoyito_record.h) of the game that starts at
   * the position string `start` and plays `moves` (hole numbers), or the
   * moves of `tree` with their variations and comments (readRecord's tree:
   * { move: null, children: [...], comment? } at the root, { move: hole,
   * children, comment? } below, children[0] the main continuation), with
   * the free-text `tags` { event, site, date, south, north } (each cut to
   * what a tag holds, at a character's end). Throws HoyitoError naming a
   * bad argument (a tree node by its path) or the first move that is not
   * legal.
   * @param {{ start: string, moves?: number[], tree?: RecordTree, tags?: Partial<Record<RecordTag, string>> }} game
   * @returns {string}
   */
  writeRecord({ start, moves, tree, tags = {} }) {
    checkText(start);
    if (moves !== undefined && tree !== undefined) fail(ERR.ARGUMENT, 'writeRecord: moves or tree, not both');
    if (moves !== undefined && (!Array.isArray(moves) || moves.length > MAX_PLIES))
      fail(ERR.ARGUMENT, `moves: not a list of at most ${MAX_PLIES} holes`);
    checkKeys(tags, 'tags', RECORD_TAGS);
    const flat = tree === undefined ? null : flatTree(tree);
    const game = this.newGame(start);
    try {
      (moves ?? []).forEach((move, k) => {
        try {
          game.play(move);
        } catch (e) {
          const error = /** @type {HoyitoError} */ (e);
          fail(error.code, `move ${k + 1} (${shown(move)}): ${error.message}`);
        }
      });
      const m = this.m;
      const ptr = live(game);
      RECORD_TAGS.forEach((key, k) => {
        const value = tags[key] ?? '';
        if (typeof value !== 'string') fail(ERR.ARGUMENT, `tags.${key}: ${shown(value)} is not a string`);
        m.stringToUTF8(value, m._hw_record_tag(ptr, k), RECORD_TEXT); // stops before a character that does not fit
      });
      const length = flat ? this.#writeTree(ptr, flat) : check(this, m._hw_record_write(ptr));
      return m.UTF8ToString(m._hw_record_text(ptr), length);
    } finally {
      game.free();
    }
  }

  /**
   * Writes a flatTree into the session's tree and the record from it; its length.
   * @param {number} ptr
   * @param {{ nodes: FlatNode[], notes: Uint8Array }} flat
   */
  #writeTree(ptr, { nodes, notes }) {
    const m = this.m;
    const at = m._hw_record_nodes(ptr) / 4;
    const notesAt = m._hw_record_notes(ptr);
    if (!at || !notesAt) fail(ERR.BUFFER, 'out of memory');
    const heap = m.HEAP32;
    nodes.forEach(({ parent, move, commentAt, commentLength }, i) => {
      const o = at + i * RECORD_NODE.size;
      heap[o + RECORD_NODE.parent] = parent;
      heap[o + RECORD_NODE.move] = move;
      heap[o + RECORD_NODE.commentAt] = commentAt;
      heap[o + RECORD_NODE.commentLength] = commentLength;
    });
    m.HEAPU8.set(notes, notesAt);
    const length = m._hw_record_write_tree(ptr, nodes.length, notes.length);
    if (length < 0) {
      const node = m._hw_record_error_node(ptr);
      const message =
        m.UTF8ToString(m._hw_record_error_message(ptr)).replace(/^node \d+: /, '') || this.strerror(length);
      fail(length, node >= 0 && node < nodes.length ? `${pathOf(nodes, node)}: ${message}` : message);
    }
    if (length > MAX_RECORD)
      fail(ERR.ARGUMENT, `tree: its record would be ${length} bytes; at most ${MAX_RECORD} are read`);
    return length;
  }

  /**
   * Reads a game record: `text` a string or the bytes of a file
   * (Uint8Array), at most MAX_RECORD bytes (more is refused unread). Returns
   * { start, moves, position, tags, tree } (the start position string, the
   * main line's every hole, its final position string, the free-text tags,
   * and the tree of every move with the variations and comments, as
   * writeRecord takes it: what this returns, writeRecord writes, and reading
   * that gives it back; include/hoyito_record.h). Every move of every
   * variation is checked. Throws a
   * HoyitoError whose `line` (1-based; 0: the record as a whole) and
   * message name the fault.
   * @param {string | Uint8Array} text
   * @returns {GameRecord}
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
   * @param {string | Uint8Array} text
   * @returns {{ games: GameRecord[], errors: { game: number, line: number, message: string }[] }}
   */
  readRecords(text) {
    return this.#withText(text, MAX_RECORD_FILE, 'file', (ptr, buf, length, game) => {
      const m = this.m;
      /** @type {GameRecord[]} */
      const games = [];
      /** @type {{ game: number, line: number, message: string }[]} */
      const errors = [];
      let at = 0;
      let line = 1;
      for (let k = 1; ; k++) {
        const rc = m._hw_record_read_next(ptr, buf, length, at, line);
        if (rc === RECORD_END) break;
        const next = m._hw_record_next_at(ptr);
        if (rc < 0 && next === at) throw this.#readError(ptr, rc); // the file as a whole
        if (k > MAX_RECORD_GAMES) {
          errors.push({
            game: k,
            line,
            message: `line ${line}: more than ${MAX_RECORD_GAMES} games; the rest is not read`,
          });
          break;
        }
        if (rc < 0)
          errors.push({
            game: k,
            line: m._hw_record_error_line(ptr),
            message: this.#readError(ptr, rc).message,
          });
        else games.push(this.#gameRead(ptr, game));
        at = next;
        line = m._hw_record_next_line(ptr);
      }
      return { games, errors };
    });
  }

  /**
   * Puts `text` (a string or bytes, at most `limit` bytes) in the wasm's memory for read(ptr, buf, length, game).
   * @template T
   * @param {unknown} text
   * @param {number} limit
   * @param {string} what
   * @param {(ptr: number, buf: number, length: number, game: Game) => T} read
   * @returns {T}
   */
  #withText(text, limit, what, read) {
    /** @type {(message: string) => never} */
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

  /**
   * @param {number} ptr
   * @param {number} rc
   */
  #readError(ptr, rc) {
    const m = this.m;
    const message = m.UTF8ToString(m._hw_record_error_message(ptr)) || this.strerror(rc);
    return Object.assign(new HoyitoError(rc, message), {
      line: m._hw_record_error_line(ptr),
    });
  }

  /**
   * readRecord's result for the game just read into `game` (session ptr).
   * @param {number} ptr
   * @param {Game} game
   * @returns {GameRecord}
   */
  #gameRead(ptr, game) {
    const m = this.m;
    const tags = /** @type {Record<RecordTag, string>} */ ({});
    RECORD_TAGS.forEach((key, k) => {
      tags[key] = m.UTF8ToString(m._hw_record_tag(ptr, k));
    });
    const { moves, position } = game.snapshot();
    return {
      start: m.UTF8ToString(m._hw_start_position(ptr)),
      moves,
      position,
      tags,
      tree: this.#treeRead(ptr),
    };
  }

  /**
   * The tree of the record just read, from the session's nodes (see writeRecord).
   * @param {number} ptr
   * @returns {RecordTree}
   */
  #treeRead(ptr) {
    const m = this.m;
    const count = m._hw_record_node_count(ptr);
    const at = m._hw_record_nodes(ptr) / 4;
    const notes = m._hw_record_notes(ptr);
    const heap = m.HEAP32;
    const bytes = m.HEAPU8;
    const made = new Array(count);
    for (let i = 0; i < count; i++) {
      const o = at + i * RECORD_NODE.size;
      /** @type {RecordTree} */
      const node = {
        move: i ? heap[o + RECORD_NODE.move] : null,
        children: [],
      };
      const length = heap[o + RECORD_NODE.commentLength];
      if (length > 0) {
        const from = notes + heap[o + RECORD_NODE.commentAt];
        node.comment = decoder.decode(bytes.subarray(from, from + length));
      }
      made[i] = node;
      if (i) made[heap[o + RECORD_NODE.parent]].children.push(node); // a parent comes before its children
    }
    return made[0];
  }
}
