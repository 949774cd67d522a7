// puzzle-history.js - the puzzles the learner solved or missed, newest first,
// as plain values (learn-puzzles.js keeps them on the device). Each entry
// names its puzzle's board size, so the history can load the sets it needs
// (each size is a chunk of its own) and list a try of any size. Pure.

// Entries kept: the oldest go first (a bound on the store and on the list drawn).
export const MAX_HISTORY = 200;

/** A try: the puzzle's id, a clean solve or not, when (ms), its board size (older entries: none). @typedef {{ id: string, solved: boolean, at: number, n?: number }} HistoryEntry */

/**
 * The history as a store held it (anything: damaged entries are dropped).
 * @param {unknown} saved
 * @returns {HistoryEntry[]}
 */
export function readHistory(saved) {
  if (!Array.isArray(saved)) return [];
  return saved
    .filter((e) => e && typeof e.id === 'string' && typeof e.solved === 'boolean' && Number.isFinite(e.at))
    .map(({ id, solved, at, n }) => (Number.isInteger(n) ? { id, solved, at, n } : { id, solved, at }))
    .slice(0, MAX_HISTORY);
}

/**
 * The history with puzzle `id` (of board size `n`) just tried (`solved`: a clean solve) at time `at` (ms).
 * @param {HistoryEntry[]} history
 * @param {string} id
 * @param {boolean} solved
 * @param {number} at
 * @param {number} n
 * @returns {HistoryEntry[]}
 */
export function addHistory(history, id, solved, at, n) {
  return [{ id, solved, at, n }, ...history].slice(0, MAX_HISTORY);
}

/**
 * The board sizes (of `sizes`) whose sets hold the entries `known(id)` does
 * not: each entry's own, or every size when an entry kept none (a record
 * older than sizes) or one not in `sizes`. At most every size: a bound on what opening the history loads.
 * @param {HistoryEntry[]} history
 * @param {(id: string) => boolean} known
 * @param {readonly number[]} sizes
 * @returns {number[]}
 */
export function historySizes(history, known, sizes) {
  /** @type {Set<number | undefined>} */
  const wanted = new Set();
  for (const e of history) {
    if (known(e.id)) continue;
    if (!sizes.includes(/** @type {number} */ (e.n))) return [...sizes];
    wanted.add(e.n);
  }
  return sizes.filter((n) => wanted.has(n));
}

/**
 * The entries the history lists, newest first, each with its `name`
 * (`nameOf(id)`): those `nameOf` names none of (a puzzle no longer shipped,
 * or its set not loaded) are left out, and so left out of the count too.
 * The history itself keeps them: a set that loads later lists them again.
 * @param {HistoryEntry[]} history
 * @param {(id: string) => string | null | undefined} nameOf
 */
export function listedHistory(history, nameOf) {
  return history.flatMap((e) => {
    const name = nameOf(e.id);
    return name ? [{ id: e.id, solved: e.solved, name }] : [];
  });
}
