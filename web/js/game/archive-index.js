// archive-index.js - the archive's index: one localStorage key
// ("hoyito.archiveIndex") holding each kept game's summary, what the Games
// screen's list and the archive's own choices (room, the game a board
// continues) need, so a redraw reads one key instead of every game's entry.
//
// The entries (archive.js) are the truth; the index follows them:
//   - each write and delete of an entry updates it (read again first, so
//     another tab's summaries stay);
//   - read, it is checked against the entries' keys (a key list, nothing
//     parsed): a game kept without it (another tab, a page from before the
//     index) is read and added, a summary without its entry dropped;
//   - missing or damaged (not JSON, another shape): rebuilt from the entries;
//   - another tab's write of an entry (the `storage` event, heard(key, value))
//     updates that game's summary, and the summary heard is applied again
//     at each read until this tab writes that game itself: two tabs writing
//     the index at once can lose one's update of a game already listed (the
//     other's index landing after it), and what was heard restores it;
//   - the storage full while it is written: it is removed, not left stale
//     (the entry was written before it: the game is kept); the list is then
//     read from the entries, as before the index, until it fits again.
// Bound: one summary a kept entry (at most the archive's 1,000), each at most
// about 260 characters (an id of 40, a name of 24): about 260 KB at most.

/** @typedef {import('./archive.js').Entry} Entry */
/** @typedef {import('./archive.js').Store} Store */
/**
 * A kept game's summary in the index: its entry's fields the list reads,
 * with `plies` (how many moves its main line has) and `start` (startHash of
 * its start position) instead of its moves, tree and review.
 * @typedef {Pick<Entry, 'id' | 'kind' | 'variant' | 'n' | 'result' | 'finished' | 'started' | 'updated' | 'level' | 'side' | 'name' | 'turn' | 'score'> & { plies: number, start: string }} Summary
 */

export const INDEX_KEY = 'hoyito.archiveIndex';
const VERSION = 1;

/**
 * A short, stable name of a start position (FNV-1a, 32 bits), to find a game's candidates without its entry.
 * @param {string} pos
 */
export function startHash(pos) {
  let h = 0x811c9dc5;
  for (let i = 0; i < pos.length; i++) h = Math.imul(h ^ pos.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** @type {('level' | 'side' | 'name' | 'turn' | 'score')[]} */
const OPTIONAL = ['level', 'side', 'name', 'turn', 'score'];

/**
 * What the list needs of a checked entry (archive.js checkEntry): no moves, no tree, no review.
 * @param {Entry} e
 * @returns {Summary}
 */
export function summaryOf(e) {
  /** @type {Summary} */
  const s = {
    id: e.id,
    kind: e.kind,
    variant: e.variant,
    n: e.n,
    result: e.result,
    finished: e.finished,
    started: e.started,
    updated: e.updated,
    plies: e.moves.length,
    start: startHash(e.pos),
  };
  for (const k of OPTIONAL) if (e[k] !== undefined) /** @type {Record<string, unknown>} */ (s)[k] = e[k];
  return s;
}

/**
 * @param {any} s what was read (unchecked: this checks it)
 * @returns {s is Summary}
 */
const isSummary = (s) =>
  s &&
  typeof s === 'object' &&
  typeof s.id === 'string' &&
  typeof s.kind === 'string' &&
  typeof s.variant === 'string' &&
  Number.isInteger(s.n) &&
  Number.isInteger(s.plies) &&
  typeof s.finished === 'boolean' &&
  Number.isFinite(s.updated) &&
  Number.isFinite(s.started) &&
  typeof s.start === 'string' &&
  (s.result === null || typeof s.result === 'string');

/**
 * The index over `device` (a Storage). `entryKeys()` lists the entries'
 * keys, `readEntry(key)` reads one (null when missing or damaged), `idOf(key)`
 * names the game a key holds. Returns { current(), set(entry), drop(id), heard(key, value) }.
 * @param {{
 *   device: Store, entryKeys: () => string[], readEntry: (key: string) => Entry | null,
 *   idOf: (key: string) => string | null, checkEntry: (value: unknown) => Entry | null,
 * }} options
 */
export function createIndex({ device, entryKeys, readEntry, idOf, checkEntry }) {
  /** @type {Map<string, Summary>} */
  const heardOf = new Map(); // id -> the summary of another tab's last write of it (at most one a game)

  // The stored summaries by id, or null when missing or damaged.
  /** @returns {Map<string, Summary> | null} */
  function read() {
    let data;
    try {
      data = JSON.parse(/** @type {string} */ (device.getItem(INDEX_KEY))); // none: null parses as null
    } catch {
      return null;
    }
    if (!data || data.v !== VERSION || !Array.isArray(data.games)) return null;
    /** @type {Map<string, Summary>} */
    const map = new Map();
    for (const s of data.games) if (isSummary(s)) map.set(s.id, s); // a bad one is read again from its entry
    return map;
  }

  /** @param {Map<string, Summary>} map */
  function write(map) {
    try {
      device.setItem(INDEX_KEY, JSON.stringify({ v: VERSION, games: [...map.values()] }));
      return true;
    } catch {
      try {
        device.removeItem(INDEX_KEY); // never a stale index: the entries are read instead
      } catch {
        /* a storage that stops answering: read from the entries next time */
      }
      return false;
    }
  }

  /** Every kept game's summary, in step with the entries' keys (rebuilt or mended first when not). */
  function current() {
    const stored = read();
    const map = stored ?? new Map();
    let changed = !stored;
    const ids = new Set();
    for (const key of entryKeys()) {
      const id = /** @type {string} */ (idOf(key)); // an entry's key names its game
      ids.add(id);
      if (map.has(id)) continue;
      const e = readEntry(key);
      if (e) map.set(id, summaryOf(e));
      else ids.delete(id);
      changed = true;
    }
    for (const id of map.keys()) {
      if (ids.has(id)) continue;
      map.delete(id);
      changed = true;
    }
    for (const [id, s] of heardOf) {
      if (!ids.has(id) || JSON.stringify(map.get(id)) === JSON.stringify(s)) continue;
      map.set(id, s);
      changed = true;
    }
    if (changed) write(map);
    return map;
  }

  // One game's summary changed (null: gone). A missing index stays missing: current() rebuilds it.
  /**
   * @param {string} id
   * @param {Summary | null | undefined} summary
   */
  function change(id, summary) {
    const map = read();
    if (!map) return;
    const was = map.get(id);
    if (summary ? JSON.stringify(was) === JSON.stringify(summary) : !was) return;
    if (summary) map.set(id, summary);
    else map.delete(id);
    write(map);
  }

  return {
    current,
    /** @param {Entry} entry */
    set(entry) {
      heardOf.delete(entry.id);
      change(entry.id, summaryOf(entry));
    },
    /** @param {string} id */
    drop(id) {
      heardOf.delete(id);
      change(id, null);
    },
    /**
     * Another tab wrote `key` (a `storage` event): its game's summary follows.
     * @param {string | null} key
     * @param {string | null} value
     */
    heard(key, value) {
      const id = key === null ? null : idOf(key);
      if (!id) return;
      heardOf.delete(id);
      if (value === null) {
        change(id, null);
        return;
      }
      let e = null;
      try {
        e = checkEntry(JSON.parse(value));
      } catch {
        /* damaged: read (and dropped) by current() */
      }
      if (!e || e.id !== id) return;
      heardOf.set(id, summaryOf(e));
      change(id, heardOf.get(id));
    },
  };
}
