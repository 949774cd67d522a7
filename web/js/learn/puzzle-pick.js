// puzzle-pick.js - which puzzle to show and the learner's record of them, as
// plain values (the puzzle trainer in learn.js keeps them on the device).
// Pure: no DOM, no engine. The puzzles are web/data/puzzles-*.json, made and
// proved by `hoyito puzzles` (cli/cli_puzzle.c); loadPuzzles() imports them
// when the trainer opens, so the build ships them as chunks of their own
// (precached for offline play, inlined in the single file).

export const PUZZLE_VARIANTS = Object.freeze(['I', 'II', 'III']);

const LOADERS = {
  I: () => import('../../data/puzzles-I.json', { with: { type: 'json' } }),
  II: () => import('../../data/puzzles-II.json', { with: { type: 'json' } }),
  III: () => import('../../data/puzzles-III.json', { with: { type: 'json' } }),
};

/** Every shipped puzzle, each with its variant: [{ id, kind, pos, answer, line, best, second, variant }]. */
export async function loadPuzzles() {
  const sets = await Promise.all(PUZZLE_VARIANTS.map((v) => LOADERS[v]().then((m) => m.default)));
  return numberPuzzles(sets.flatMap((set, k) => set.map((p) => ({ ...p, variant: PUZZLE_VARIANTS[k] }))));
}

// The themes a player can choose: each puzzle's `kind`, set by the engine when the set was made.
export const PUZZLE_THEMES = Object.freeze(['turn', 'endgame']);

/** The i18n key of a theme's name ('turn' -> 'puzzleThemeTurn'). */
export const themeKey = (kind) => `puzzleTheme${kind[0].toUpperCase()}${kind.slice(1)}`;

/**
 * Each puzzle numbered from 1 within its theme and variant, in the order of its
 * file. A regenerated set numbers afresh; links carry the id, which names
 * the position itself.
 */
export function numberPuzzles(puzzles) {
  const counts = new Map();
  return puzzles.map((p) => {
    const key = `${p.variant}:${p.kind}`;
    const number = (counts.get(key) ?? 0) + 1;
    counts.set(key, number);
    return { ...p, number };
  });
}

/** Days since 1970-01-01 for the calendar date of `date` where the learner is. */
export function dayNumber(date) {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86400000);
}

/**
 * The puzzle of the day: the same for everyone on one calendar date, chosen
 * without a network. A multiplicative hash spreads consecutive days over the
 * list, so neighbouring days rarely get neighbouring puzzles or one variant.
 */
export function puzzleOfDay(puzzles, date) {
  const k = Math.imul(dayNumber(date), 2654435761) >>> 0;
  return puzzles[k % puzzles.length];
}

/**
 * The puzzle after `current` in the list not solved yet (the next one when
 * all are), of theme `theme` when one is given ('all' or null: any). With
 * `distance` (puzzle-ratings.js distanceFrom), the unsolved one nearest the
 * learner's rating other than `current` (ties: the first after it).
 */
export function nextPuzzle(puzzles, current, record, theme = null, distance = null) {
  const fits = (p) => !theme || theme === 'all' || p.kind === theme;
  const at = Math.max(0, puzzles.indexOf(current));
  let first = null;
  let near = null;
  for (let k = 1; k <= puzzles.length; k++) {
    const p = puzzles[(at + k) % puzzles.length];
    if (!fits(p)) continue;
    first ??= p;
    if (record.solved.includes(p.id) || (distance && p === current)) continue;
    if (!distance) return p;
    if (!near || distance(p) < distance(near)) near = p;
  }
  return near ?? first ?? puzzles[(at + 1) % puzzles.length];
}

/** The learner's record as a store held it (anything: a damaged value gives a fresh record). */
export function readRecord(saved) {
  let value = null;
  try {
    value = typeof saved === 'string' ? JSON.parse(saved) : saved;
  } catch {
    value = null;
  }
  const count = (v) => (Number.isInteger(v) && v >= 0 ? v : 0);
  const solved = Array.isArray(value?.solved) ? value.solved.filter((id) => typeof id === 'string') : [];
  return { streak: count(value?.streak), best: count(value?.best), solved };
}

// Ids kept: every shipped puzzle three times over; the oldest go first (a bound on the store).
const MAX_SOLVED = 1800;

/**
 * The record after a puzzle: solved at the first try grows the streak, a
 * wrong first move ends it. A puzzle tried again after a miss counts for nothing.
 */
export function recordResult(record, id, { right, firstTry }) {
  if (!firstTry) return record;
  if (!right) return { ...record, streak: 0 };
  const streak = record.streak + 1;
  const solved = record.solved.includes(id) ? record.solved : [...record.solved, id].slice(-MAX_SOLVED);
  return { streak, best: Math.max(record.best, streak), solved };
}
