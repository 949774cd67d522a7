// archive.js - every game played or imported on this device, kept in
// localStorage: one key a game ("hoyito.archive.<id>"), so two tabs that
// keep different games never write over each other, and a damaged entry
// costs that game alone. No DOM and no engine here: the page's keeper
// (archive-keep.js) and the Games screen (games-screen.js) use it, and the
// Node tests run it over a fake storage.
//
// Bounds: at most LIMIT (1,000) games; past it the oldest finished games
// go first (the oldest open ones only when none is finished), and the
// screen warns from NEAR_FULL (950). A game's entry is at most MAX_ENTRY
// characters of JSON: a variation tree, then a review, is left out past it.
//
// Faults, each a `problem` ({ key, values } for strings.js) and nothing of
// the game on the board touched:
//   - no storage (private modes, a refused frame): games kept in memory for
//     this visit only (archiveNoStorage);
//   - the storage full (quota): the game kept in memory for this visit,
//     said (archiveStorageFull);
//   - a damaged entry (not JSON, the wrong shape): that entry removed, the
//     rest kept, counted in `dropped` (the screen says so);
//   - two tabs: each write reads the game's stored entry again first and
//     merges (the longer of two lines that agree; a line that went another
//     way is kept as a game of its own).
// The Games screen lists the games from one index key (archive-index.js),
// kept in step with the entries: summaries() reads it, list() every entry.
import { mainLine, nodeAt } from '../play/tree.js';
import { createIndex, summaryOf, startHash } from './archive-index.js';
import { newGameId } from '../lib/game-id.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').Result} Result */
/** @typedef {import('../../engine/engine.js').Variant} Variant */
/** @typedef {import('../../engine/engine-records.js').RecordsEngine} RecordsEngine */
/** A record's free-text tags (engine-records.js writeRecord). @typedef {Partial<Record<import('../../engine/engine-records.js').RecordTag, string>>} Tags */
/** Who played a kept game (KINDS). @typedef {'computer' | 'friend' | 'two' | 'import'} Kind */
/**
 * The review kept with a game (archive-keep.js compactReview; read back by
 * analysis/review.js as its KeptReview): of the line's first moves, an item
 * a ply from the start (margin, exact, source) or a move (the others).
 * @typedef {object} Review
 * @property {number[]} margin the expected margin a ply from the start
 * @property {number[]} exact 1 where that margin is exact, else 0
 * @property {string} source a letter a ply: where its margin came from (e end, t tables, p prover, s search)
 * @property {import('../analysis/review-judge.js').Kind[]} kind each move's kind (best .. blunder)
 * @property {number[]} better each move's better hole (0: none)
 * @property {number[]} loss each move's cost in seeds against perfect play
 * @property {number[]} exactMove 1 where that move's judgement is exact, else 0
 */
/**
 * A kept game, as checkEntry lets it through: one entry a game, JSON under
 * PREFIX + id (docs/archive.md, "What is kept").
 * @typedef {object} Entry
 * @property {string} id the game's id (a friend game: the id in its links), 1 to 40 of [A-Za-z0-9_-]
 * @property {string} pos the start position (the engine's position string)
 * @property {number[]} moves the main line's moves, holes (1..12)
 * @property {number} at how many of those moves are on the board
 * @property {import('../play/tree.js').TreeNode} [tree] the controller's move tree (ctl.tree()), when it has one
 * @property {Kind} kind who played it: the computer, a friend by link, two people here, or imported
 * @property {number} [level] the computer's level (1..20)
 * @property {Side} [side] the computer's side; in a friend game, this device's
 * @property {string} [name] the friend's name (at most 24 characters)
 * @property {Side} [turn] whose turn it is (absent once it is over)
 * @property {true} [help] a friend game with engine help allowed to both players (absent: off)
 * @property {Variant} variant the variant
 * @property {number} n the holes a row (1..12)
 * @property {Result | null} result the result, or null while it goes on
 * @property {number[]} [score] the seeds captured, [South, North]
 * @property {boolean} finished whether it ended
 * @property {number} started when it began (ms since 1970)
 * @property {number} updated when its line last changed (ms since 1970)
 * @property {Review} [review] the review of the line's first moves
 */
/**
 * What put() takes: an entry before checkEntry, which drops what is not one
 * (a turn of null: a game over); `updated` is now when absent.
 * @typedef {Omit<Entry, 'updated' | 'turn'> & { updated?: number, turn?: Side | null }} EntryDraft
 */
/** A fault, in words (strings.js t: a key and its values). @typedef {{ key: import('../i18n/strings.js').WordKey, values: Record<string, unknown> }} Problem */
/** What the archive uses of a Storage (localStorage, or memoryStorage()). @typedef {Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>} Store */
/** The archive (createArchive). @typedef {ReturnType<typeof createArchive>} Archive */
/** What reviewOfLine reads of an entry (archive-keep.js's game on the board: its start once captured). @typedef {{ pos?: string, moves: number[], review?: Review }} KeptLine */

export const LIMIT = 1000;
export const NEAR_FULL = 950;
export const MAX_ENTRY = 64 * 1024;
export const PREFIX = 'hoyito.archive.';
export const KINDS = ['computer', 'friend', 'two', 'import'];

const SIDES = new Set(['S', 'N']);
const RESULTS = new Set(['S', 'N', 'D']);
const ID = /^[A-Za-z0-9_-]{1,40}$/;

// Of a value read from storage: a number once Number.isInteger or isFinite says so.
/** @type {(v: unknown, lo: number, hi: number) => boolean} */
const isInt = (v, lo, hi) => Number.isInteger(v) && /** @type {number} */ (v) >= lo && /** @type {number} */ (v) <= hi;
/** @type {(v: unknown) => boolean} */
const isTime = (v) => Number.isFinite(v) && /** @type {number} */ (v) > 0;

export { newGameId };

/**
 * `value` as an archive entry, or null when it is not one (the shape every
 * reader here relies on). Unknown fields are dropped.
 * @param {any} value what was read (unchecked: this checks it)
 * @returns {Entry | null}
 */
export function checkEntry(value) {
  const e = value;
  if (!e || typeof e !== 'object' || Array.isArray(e)) return null;
  if (typeof e.id !== 'string' || !ID.test(e.id)) return null;
  if (typeof e.pos !== 'string' || !e.pos || e.pos.length > 400) return null;
  if (!Array.isArray(e.moves) || !e.moves.every((/** @type {unknown} */ m) => isInt(m, 1, 12))) return null;
  if (!isInt(e.at, 0, e.moves.length)) return null;
  if (!KINDS.includes(e.kind)) return null;
  if (!['I', 'II', 'III'].includes(e.variant) || !isInt(e.n, 1, 12)) return null;
  if (e.result !== null && !RESULTS.has(e.result)) return null;
  if (typeof e.finished !== 'boolean' || !isTime(e.started) || !isTime(e.updated)) return null;
  /** @type {Entry} */
  const out = {
    id: e.id,
    pos: e.pos,
    moves: e.moves,
    at: e.at,
    kind: e.kind,
    variant: e.variant,
    n: e.n,
    result: e.result,
    finished: e.finished,
    started: e.started,
    updated: e.updated,
  };
  if (SIDES.has(e.side)) out.side = e.side;
  if (isInt(e.level, 1, 20)) out.level = e.level;
  if (typeof e.name === 'string') out.name = e.name.slice(0, 24);
  if (e.help === true) out.help = true; // a friend game with engine help allowed to both
  if (SIDES.has(e.turn)) out.turn = e.turn;
  if (Array.isArray(e.score) && e.score.length === 2 && e.score.every((/** @type {unknown} */ v) => isInt(v, 0, 1e6)))
    out.score = e.score;
  if (e.tree && typeof e.tree === 'object') out.tree = e.tree;
  if (e.review && typeof e.review === 'object') out.review = e.review;
  return out;
}

/** @type {(a: number[], b: number[]) => boolean} */
const isPrefix = (a, b) => a.length <= b.length && a.every((m, k) => m === b[k]);

/**
 * Whether two entries are one game's line at two moments (one line a prefix of the other).
 * @param {{ pos: string, moves: number[] }} a
 * @param {{ pos: string, moves: number[] }} b
 */
export function sameLine(a, b) {
  return a.pos === b.pos && (isPrefix(a.moves, b.moves) || isPrefix(b.moves, a.moves));
}

// Whether the entry's tree has `moves` as a line from its start (a variation promoted over it keeps it).
/**
 * @param {Entry} e
 * @param {number[]} moves
 */
function treeHolds(e, moves) {
  try {
    return Boolean(e.tree && nodeAt(e.tree, moves));
  } catch {
    return false; // a damaged tree holds nothing
  }
}

/**
 * Two entries of one id (this tab's and the stored one): the longer line
 * with what either knows (a review, a tree); mine when my tree holds the
 * stored line (a variation made the main line, one of the game's moments);
 * or null when the lines went different ways (then both are kept, under two ids).
 * @param {Entry} stored
 * @param {Entry} mine
 * @returns {Entry | null}
 */
export function mergeEntries(stored, mine) {
  if (stored.pos === mine.pos && !sameLine(stored, mine) && treeHolds(mine, stored.moves))
    return {
      ...mine,
      started: Math.min(stored.started, mine.started),
      updated: Math.max(stored.updated, mine.updated),
    };
  if (!sameLine(stored, mine)) return null;
  const [longer, shorter] = stored.moves.length > mine.moves.length ? [stored, mine] : [mine, stored];
  return {
    ...shorter,
    ...longer,
    started: Math.min(stored.started, mine.started),
    updated: Math.max(stored.updated, mine.updated),
    review: longerReview(longer.review, shorter.review), // each of the longer line's first moves
    tree: longer.tree ?? shorter.tree,
  };
}

// Of two reviews of one line's first moves, the one of more moves.
/** @type {(review: Review | null | undefined) => number} */
const plies = (review) => (Array.isArray(review?.margin) ? review.margin.length : 0);
/** @type {(a: Review | undefined, b: Review | undefined) => Review | undefined} */
const longerReview = (a, b) => (plies(b) > plies(a) ? b : (a ?? b));

/**
 * The kept review of the most of `line`'s first moves (its start and moves):
 * `first`'s (the board's entry), else one of the entries on the same start
 * whose moves agree; null when none is kept.
 * @param {Archive} archive
 * @param {{ pos: string, moves: number[] }} line
 * @param {KeptLine | null} [first]
 * @returns {Review | null}
 */
export function reviewOfLine(archive, line, first = null) {
  /** @type {Review | null} */
  let best = null;
  /** @param {KeptLine | null} entry */
  const consider = (entry) => {
    const review = entry?.review;
    const n = plies(review) - 1;
    // n < 0 first: past it, the entry has a review (so it is not null)
    if (
      n < 0 ||
      /** @type {KeptLine} */ (entry).pos !== line.pos ||
      n > line.moves.length ||
      n > /** @type {KeptLine} */ (entry).moves.length
    )
      return;
    for (let k = 0; k < n; k++) if (/** @type {KeptLine} */ (entry).moves[k] !== line.moves[k]) return;
    if (n >= plies(best)) best = /** @type {Review} */ (review);
  };
  consider(first);
  if (plies(best) === line.moves.length + 1) return best;
  const start = startHash(line.pos);
  for (const s of archive.summaries()) if (s.start === start && s.plies) consider(archive.get(s.id));
  return best;
}

// The entry's text, within MAX_ENTRY: the tree, then the review, left out past it.
/** @param {Partial<Entry>} entry */
function entryText(entry) {
  let text = JSON.stringify(entry);
  for (const part of /** @type {const} */ (['tree', 'review'])) {
    if (text.length <= MAX_ENTRY) break;
    const { [part]: _, ...rest } = entry;
    entry = rest;
    text = JSON.stringify(entry);
  }
  return text;
}

/** @type {(e: Partial<DOMException> | undefined) => boolean} */
const isQuota = (e) => e?.name === 'QuotaExceededError' || e?.code === 22 || e?.code === 1014;

/**
 * A storage that keeps nothing past this visit (when the device's refuses).
 * @returns {Store}
 */
export function memoryStorage() {
  /** @type {Map<string, string>} */
  const map = new Map();
  /** @type {string[] | null} */
  let keys = null; // key(i)'s list, made again after a key comes or goes
  return {
    get length() {
      return map.size;
    },
    key: (i) => (keys ??= [...map.keys()])[i] ?? null,
    getItem: (k) => (map.has(k) ? /** @type {string} */ (map.get(k)) : null),
    setItem: (k, v) => {
      if (!map.has(k)) keys = null;
      map.set(k, String(v));
    },
    removeItem: (k) => {
      if (map.delete(k)) keys = null;
    },
  };
}

/**
 * The page's localStorage, or null when it cannot be used at all.
 * @returns {Store | null}
 */
function deviceStorage() {
  try {
    const s = globalThis.localStorage;
    s.getItem(`${PREFIX}probe`);
    return s;
  } catch {
    return null;
  }
}

/**
 * The archive over `storage` (a Storage: getItem, setItem, removeItem, key,
 * length; default the page's localStorage). `now()` gives the time.
 * Returns { list(), summaries(), get(id), put(entry), remove(id), count(),
 * heard(key, value), problem, takeDropped(), available, limit }.
 * @param {{ storage?: Store | null, now?: () => number, limit?: number }} [options]
 */
export function createArchive({ storage = deviceStorage(), now = () => Date.now(), limit = LIMIT } = {}) {
  const available = Boolean(storage);
  const device = storage ?? memoryStorage();
  /** @type {Map<string, Entry>} */
  const unkept = new Map(); // games the device refused (quota): kept for this visit, listed, downloadable
  /** @type {Problem | null} */
  let problem = available ? null : { key: 'archiveNoStorage', values: {} };
  let dropped = 0; // damaged entries removed since the last list()

  function keys() {
    const out = [];
    try {
      for (let i = 0; i < device.length; i++) {
        const k = device.key(i);
        if (k && k.startsWith(PREFIX)) out.push(k);
      }
    } catch {
      /* a storage that stops answering: what was read */
    }
    return out;
  }

  // The entry stored under `key`, or null; a damaged one is removed and counted.
  /**
   * @param {string} key
   * @returns {Entry | null}
   */
  function read(key) {
    let text;
    try {
      text = device.getItem(key);
    } catch {
      return null;
    }
    if (text === null) return null;
    let entry = null;
    try {
      entry = checkEntry(JSON.parse(text));
    } catch {
      /* not JSON */
    }
    if (entry && PREFIX + entry.id === key) return entry;
    dropped++;
    try {
      device.removeItem(key);
    } catch {
      /* gone next time */
    }
    return null;
  }

  const index = createIndex({
    device,
    entryKeys: keys,
    readEntry: read,
    checkEntry,
    idOf: (/** @type {string} */ key) => (key.startsWith(PREFIX) ? key.slice(PREFIX.length) : null),
  });

  /** Every game's summary (archive-index.js summaryOf: no moves, `plies` their count), newest first. */
  function summaries() {
    const byId = index.current();
    for (const [id, e] of unkept) byId.set(id, summaryOf(e)); // what the page holds: newer than what the device kept
    return [...byId.values()].sort((a, b) => b.updated - a.updated);
  }

  /** Every game, newest first (a game the device refused included): every entry read. */
  function list() {
    /** @type {Map<string, Entry>} */
    const byId = new Map();
    for (const k of keys()) {
      const e = read(k);
      if (e) byId.set(e.id, e);
    }
    for (const [id, e] of unkept) byId.set(id, e);
    return [...byId.values()].sort((a, b) => b.updated - a.updated);
  }

  /**
   * The game `id`, or null when none is kept under it.
   * @param {string} id
   * @returns {Entry | null}
   */
  function get(id) {
    return unkept.get(id) || (ID.test(id) && read(PREFIX + id)) || null;
  }

  // Room for one more game: the oldest finished go first, then the oldest open. Returns the ids removed.
  /** @param {string} keepId */
  function makeRoom(keepId) {
    if (keys().length + unkept.size < limit) return []; // counted by key: nothing read
    const games = summaries().filter((g) => g.id !== keepId);
    const over = games.length + 1 - limit;
    if (over <= 0) return [];
    const order = [...games].sort((a, b) => (a.finished === b.finished ? a.updated - b.updated : a.finished ? -1 : 1));
    const gone = order.slice(0, over).map((g) => g.id);
    gone.forEach(remove);
    return gone;
  }

  /**
   * Keeps `entry` (checked first: a bad one is refused). The stored entry of
   * the same id is read again first and merged; a line that went another
   * way is kept under a new id. Returns { id, evicted, problem }: the id it
   * is kept under, the games removed to make room, and a fault (the entry is
   * then kept in memory for this visit).
   * @param {EntryDraft} entry
   * @returns {{ id: string | null, evicted: string[], problem: Problem | null }}
   */
  function put(entry) {
    let mine = checkEntry({ ...entry, updated: entry.updated ?? now() });
    if (!mine) return { id: null, evicted: [], problem: { key: 'archiveBadEntry', values: {} } };
    const stored = read(PREFIX + mine.id);
    if (stored) mine = mergeEntries(stored, mine) ?? { ...mine, id: newGameId() };
    const evicted = stored ? [] : makeRoom(mine.id);
    try {
      device.setItem(PREFIX + mine.id, entryText(mine));
      index.set(mine); // after the entry: an index the storage cannot hold leaves the game kept
      unkept.delete(mine.id);
      retry();
      if (problem?.key === 'archiveStorageFull' && !unkept.size) problem = null;
      return { id: mine.id, evicted, problem: null };
    } catch (e) {
      unkept.set(mine.id, mine);
      problem = {
        key: isQuota(/** @type {DOMException} */ (e)) || available ? 'archiveStorageFull' : 'archiveNoStorage',
        values: {},
      };
      return { id: mine.id, evicted, problem };
    }
  }

  // The games the device refused, written again now that a write fits (each read again first, as put does).
  function retry() {
    for (const [id, e] of [...unkept]) {
      const stored = read(PREFIX + id);
      const entry = stored ? mergeEntries(stored, e) : e;
      if (!entry) continue; // went another way meanwhile: kept in memory, listed
      try {
        device.setItem(PREFIX + id, entryText(entry));
        index.set(entry);
        unkept.delete(id);
      } catch {
        return; // still full
      }
    }
  }

  /** @param {string} id */
  function remove(id) {
    unkept.delete(id);
    try {
      device.removeItem(PREFIX + id);
    } catch {
      /* nothing to remove */
    }
    index.drop(id);
  }

  return {
    list,
    summaries,
    get,
    put,
    remove,
    count: () => summaries().length,
    /** Writes again the games the device refused, as far as they fit. */
    retry() {
      if (!available || !unkept.size) return;
      retry();
      if (problem?.key === 'archiveStorageFull' && !unkept.size) problem = null;
    },
    /** Another tab wrote `key` (a `storage` event's key and newValue): the index follows. */
    heard: (/** @type {string | null} */ key, /** @type {string | null} */ value) => index.heard(key, value),
    /** The last fault, or null. */
    get problem() {
      return problem;
    },
    /** Damaged entries removed so far; takeDropped() reads and clears the count. */
    takeDropped() {
      const n = dropped;
      dropped = 0;
      return n;
    },
    available,
    limit,
  };
}

// ------------------------------------------------------------ many games in one file

/**
 * Reads a file of records with `records` (engine-records.js readRecords).
 * Returns { games: [readRecord's results, each with its tree], errors:
 * [{ game, line, message }] } (game 1-based; line in the file).
 * @param {RecordsEngine} records
 * @param {string | Uint8Array} text
 */
export function readMany(records, text) {
  return records.readRecords(text);
}

// A game's record with its variations when its kept tree still has the
// game's main line; else the main line alone (a tree kept apart from its moves).
/** @type {(a: number[], b: number[]) => boolean} */
const sameMoves = (a, b) => a.length === b.length && a.every((m, k) => m === b[k]);

/**
 * @param {RecordsEngine} records
 * @param {Entry} g
 * @param {Tags} tags
 */
function writeOne(records, g, tags) {
  if (g.tree && sameMoves(mainLine(g.tree), g.moves)) {
    try {
      return records.writeRecord({ start: g.pos, tree: g.tree, tags });
    } catch {
      /* the tree does not replay: the moves still may */
    }
  }
  return records.writeRecord({ start: g.pos, moves: g.moves, tags });
}

/**
 * One file of the games' records, a blank line between two. `tagsOf(game)`
 * gives a record's free-text tags. A game the engine cannot write (its
 * moves do not replay) is left out and named in `failed` (its id).
 * @param {RecordsEngine} records
 * @param {Entry[]} games
 * @param {(game: Entry) => Tags} tagsOf
 */
export function writeMany(records, games, tagsOf) {
  const texts = [];
  const failed = [];
  for (const g of games) {
    try {
      texts.push(writeOne(records, g, tagsOf(g)).trimEnd());
    } catch {
      failed.push(g.id);
    }
  }
  return { text: texts.length ? `${texts.join('\n\n')}\n` : '', failed };
}
