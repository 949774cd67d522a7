// puzzle-pick.js - which puzzle to show and the learner's record of them, as
// plain values (the puzzle trainer in learn.js keeps them on the device).
// Pure: no DOM, no engine. The puzzles are web/data/puzzles-*.json, made and
// proved by `hoyito puzzles` (cli/cli_puzzle.c); loadPuzzles() imports them
// when the trainer opens, so the build ships them as chunks of their own
// (precached for offline play, inlined in the single file).

import { historySizes } from './puzzle-history.js';

/**
 * A puzzle as its file has it: the position, its answer and proving line,
 * the best and second best moves' scores, how many moves come near, its
 * kind and themes (an older set: its kind only), its board size (2x6 sets: none).
 * @typedef {{
 *   id: string, kind: string, themes?: string[], pos: string, answer: number, line: number[],
 *   best: number, second: number, near?: number, n?: number,
 * }} PuzzleEntry
 */
/** A puzzle loaded: with its variant, size and number. @typedef {PuzzleEntry & { variant: string, n: number, number: number }} Puzzle */
/** The learner's record: the streak, the best one, the puzzles solved and tried. @typedef {{ streak: number, best: number, solved: string[], tried: string[] }} PuzzleRecord */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */

export const PUZZLE_VARIANTS = Object.freeze(['I', 'II', 'III']);
// The board sizes with a set of their own (2xN); the puzzle of the day is on the first.
export const PUZZLE_SIZES = Object.freeze([6, 8, 12]);
/**
 * A puzzle's board size (2xN); the first sets were all 2x6 and name none.
 * @type {(p: { n?: number }) => number}
 */
export const sizeOf = (p) => p.n ?? PUZZLE_SIZES[0];

// One import() a file, each a literal path, so the build makes each a chunk of its own.
/** @type {Record<number, Record<string, () => Promise<{ default: PuzzleEntry[] }>>>} */
const LOADERS = {
  6: {
    I: () => import('../../data/puzzles-I.json', { with: { type: 'json' } }),
    II: () => import('../../data/puzzles-II.json', { with: { type: 'json' } }),
    III: () => import('../../data/puzzles-III.json', { with: { type: 'json' } }),
  },
  8: {
    I: () => import('../../data/puzzles-I-8.json', { with: { type: 'json' } }),
    II: () => import('../../data/puzzles-II-8.json', { with: { type: 'json' } }),
    III: () => import('../../data/puzzles-III-8.json', { with: { type: 'json' } }),
  },
  12: {
    I: () => import('../../data/puzzles-I-12.json', { with: { type: 'json' } }),
    II: () => import('../../data/puzzles-II-12.json', { with: { type: 'json' } }),
    III: () => import('../../data/puzzles-III-12.json', { with: { type: 'json' } }),
  },
};

// Each size's puzzles once loaded (a promise), so a puzzle stays one object however often it is asked for.
/** @type {Map<number, Promise<Puzzle[]>>} */
const loaded = new Map();

/**
 * The puzzles of board size `n` (2xn), each with its variant, size and number.
 * @param {number} n
 * @returns {Promise<Puzzle[]>}
 */
function loadSet(n) {
  if (!loaded.has(n)) {
    const files = PUZZLE_VARIANTS.map((v) => LOADERS[n][v]().then((m) => m.default));
    const set = Promise.all(files).then((sets) =>
      numberPuzzles(sets.flatMap((list, k) => list.map((p) => ({ ...p, variant: PUZZLE_VARIANTS[k], n })))),
    );
    set.catch(() => loaded.delete(n)); // a failed load is tried again next time
    loaded.set(n, set);
  }
  return /** @type {Promise<Puzzle[]>} */ (loaded.get(n));
}

/**
 * The shipped puzzles: [{ id, kind, themes, pos, answer, line, best, second,
 * near, variant, n, number }], the 2x6 set and the set of size `n`; when
 * `id` is given and in neither, the other sizes are loaded one by one until
 * it is found (at most every set).
 * @param {number} [n]
 * @param {string | null} [id]
 */
export async function loadPuzzles(n = 6, id = null) {
  const sizes = [...new Set([6, PUZZLE_SIZES.includes(n) ? n : 6])];
  let puzzles = (await Promise.all(sizes.map(loadSet))).flat();
  for (const other of PUZZLE_SIZES) {
    if (!id || puzzles.some((p) => p.id === id)) break;
    if (!sizes.includes(other)) puzzles = [...puzzles, ...(await loadSet(other))];
  }
  return puzzles;
}

/**
 * The puzzles of the sizes whose tries `history` (puzzle-history.js) holds
 * and `puzzles` (those loaded) lacks: at most every set, each loaded once.
 * @param {import('./puzzle-history.js').HistoryEntry[]} history
 * @param {Puzzle[]} puzzles
 */
export async function loadHistorySets(history, puzzles) {
  const ids = new Set(puzzles.map((p) => p.id));
  const have = new Set(puzzles.map(sizeOf));
  const sizes = historySizes(history, (id) => ids.has(id), PUZZLE_SIZES).filter((n) => !have.has(n));
  return (await Promise.all(sizes.map(loadSet))).flat();
}

// The themes a player can choose, read by the engine from each puzzle's proof
// (cli/cli_puzzle.c): the kind ('turn', 'endgame') and what the line does.
export const PUZZLE_THEMES = Object.freeze(['turn', 'endgame', 'relay', 'passing', 'extra', 'lastFour']);
// The most specific first: a puzzle is named by the first of these it has, the rarest first.
const SPECIFIC = ['lastFour', 'passing', 'relay', 'extra'];

/**
 * The puzzle's themes (a set made before themes were read has its kind alone).
 * @type {(p: PuzzleEntry) => string[]}
 */
export const themesOf = (p) => (Array.isArray(p.themes) ? p.themes : [p.kind]);
/**
 * Whether `p` is of `theme` ('all' or null: every puzzle is).
 * @type {(p: PuzzleEntry, theme: string | null) => boolean}
 */
export const hasTheme = (p, theme) => !theme || theme === 'all' || themesOf(p).includes(theme);
/**
 * The theme a puzzle is named by: its most specific one, else its kind.
 * @type {(p: PuzzleEntry) => string}
 */
export const mainTheme = (p) => SPECIFIC.find((x) => themesOf(p).includes(x)) ?? p.kind;
/**
 * The themes (of PUZZLE_THEMES, in its order) some puzzle of size `n` has.
 * @type {(puzzles: Puzzle[], n: number) => string[]}
 */
export const themesIn = (puzzles, n) =>
  PUZZLE_THEMES.filter((x) => puzzles.some((p) => sizeOf(p) === n && hasTheme(p, x)));

/**
 * The i18n key of a theme's name ('turn' -> 'puzzleThemeTurn').
 * @type {(kind: string) => WordKey}
 */
export const themeKey = (kind) => /** @type {WordKey} */ (`puzzleTheme${kind[0].toUpperCase()}${kind.slice(1)}`);

/**
 * Each puzzle numbered from 1 within its named theme, variant and size, in
 * the order of its file. A regenerated set numbers afresh; links carry the
 * id, which names the position itself.
 * @template {PuzzleEntry & { variant: string }} P
 * @param {P[]} puzzles
 * @returns {(P & { number: number })[]}
 */
export function numberPuzzles(puzzles) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  return puzzles.map((p) => {
    const key = `${p.variant}:${sizeOf(p)}:${mainTheme(p)}`;
    const number = (counts.get(key) ?? 0) + 1;
    counts.set(key, number);
    return { ...p, number };
  });
}

/**
 * The i18n key and values of a puzzle's name ("Relay 3 · Hoyito I · 2×8"); `t` translates the theme.
 * @param {Puzzle} p
 * @param {typeof import('../i18n/strings.js').t} t
 */
export function puzzleName(p, t) {
  const values = {
    theme: t(themeKey(mainTheme(p))),
    number: p.number,
    variant: p.variant,
    size: t('boardSize', { n: sizeOf(p) }),
  };
  return t(sizeOf(p) === 6 ? 'puzzleName' : 'puzzleNameSize', values);
}

/**
 * Days since 1970-01-01 for the calendar date of `date` where the learner is.
 * @param {Date} date
 */
export function dayNumber(date) {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86400000);
}

/**
 * The puzzle of the day: the same for everyone on one calendar date, chosen
 * without a network. A multiplicative hash spreads consecutive days over the
 * list, so neighbouring days rarely get neighbouring puzzles or one variant.
 * @param {Puzzle[]} puzzles
 * @param {Date} date
 */
export function puzzleOfDay(puzzles, date) {
  const k = Math.imul(dayNumber(date), 2654435761) >>> 0;
  const daily = puzzles.filter((p) => sizeOf(p) === 6); // always the 2x6 set, whatever else is loaded
  return daily[k % daily.length];
}

/**
 * The puzzle after `current` in the list not solved yet (the next one when
 * all are), of theme `theme` when one is given ('all' or null: any), and
 * of board size `n` when one is given. A theme no puzzle of that size has
 * is let go of before the size. With `distance` (puzzle-ratings.js
 * distanceFrom), the unsolved one nearest the learner's rating other than
 * `current` (ties: the first after it).
 * @param {Puzzle[]} puzzles
 * @param {Puzzle | null} current
 * @param {PuzzleRecord} record
 * @param {string | null} [theme]
 * @param {number | null} [n]
 * @param {((p: Puzzle) => number) | null} [distance]
 * @returns {Puzzle}
 */
export function nextPuzzle(puzzles, current, record, theme = null, n = null, distance = null) {
  const ofSize = (/** @type {Puzzle} */ p) => !n || sizeOf(p) === n;
  const at = Math.max(0, puzzles.indexOf(/** @type {Puzzle} */ (current)));
  for (const fits of [(/** @type {Puzzle} */ p) => ofSize(p) && hasTheme(p, theme), ofSize]) {
    /** @type {Puzzle | null} */
    let first = null;
    /** @type {Puzzle | null} */
    let near = null;
    for (let k = 1; k <= puzzles.length; k++) {
      const p = puzzles[(at + k) % puzzles.length];
      if (!fits(p)) continue;
      first ??= p;
      if (record.solved.includes(p.id) || (distance && p === current)) continue;
      if (!distance) return p;
      if (!near || distance(p) < distance(near)) near = p;
    }
    if (near ?? first) return /** @type {Puzzle} */ (near ?? first);
  }
  return puzzles[(at + 1) % puzzles.length];
}

/**
 * The learner's record as a store held it (anything: a damaged value gives a fresh record).
 * @param {unknown} saved
 * @returns {PuzzleRecord}
 */
export function readRecord(saved) {
  let value = null;
  try {
    value = typeof saved === 'string' ? JSON.parse(saved) : saved;
  } catch {
    value = null;
  }
  const count = (/** @type {any} */ v) => (Number.isInteger(v) && v >= 0 ? v : 0);
  const ids = (/** @type {unknown} */ v) => (Array.isArray(v) ? v.filter((id) => typeof id === 'string') : []);
  return {
    streak: count(value?.streak),
    best: count(value?.best),
    solved: ids(value?.solved),
    tried: ids(value?.tried),
  };
}

// Ids kept: every shipped 2x6 puzzle three times over; the oldest go first (a bound on the store).
const MAX_SOLVED = 1800;

/**
 * The record with puzzle `id` tried: its first try has counted (the
 * rating, the history), so no later one does, whatever reload or tab it
 * comes from. A record kept before `tried` holds none: the history
 * (puzzle-history.js) names the puzzles tried then.
 * @param {PuzzleRecord} record
 * @param {string} id
 * @returns {PuzzleRecord}
 */
export function markTried(record, id) {
  return record.tried.includes(id) ? record : { ...record, tried: [...record.tried, id].slice(-MAX_SOLVED) };
}

/**
 * The record after a puzzle: solved at the first try grows the streak, a
 * wrong first move ends it. A puzzle tried again after a miss counts for nothing.
 * @param {PuzzleRecord} record
 * @param {string} id
 * @param {{ right: boolean, firstTry: boolean }} result
 * @returns {PuzzleRecord}
 */
export function recordResult(record, id, { right, firstTry }) {
  if (!firstTry) return record;
  if (!right) return { ...record, streak: 0 };
  const streak = record.streak + 1;
  const solved = record.solved.includes(id) ? record.solved : [...record.solved, id].slice(-MAX_SOLVED);
  return { ...record, streak, best: Math.max(record.best, streak), solved };
}
