// puzzle-ratings.js - each puzzle's own Glicko-2 rating on this device, as
// lichess rates its puzzles by the players who try them: a puzzle starts at
// its difficulty (rating.js puzzleDifficulty) with PUZZLE_START_RD, and each
// try is one game between the learner and the puzzle, both rated from their
// values before it. Kept as a list, newest try first, of the puzzles tried
// only, at most MAX_RATED (learn-puzzles.js stores it). Pure.

import { START, puzzleDifficulty, validRating, ratePuzzle, rateTried } from './rating.js';
import { MAX_HISTORY, addHistory } from './puzzle-history.js';
import { markTried, recordResult } from './puzzle-pick.js';

/** @typedef {import('./rating.js').KeptRating} KeptRating */
/** @typedef {import('./puzzle-pick.js').PuzzleEntry} PuzzleEntry */
/** A puzzle's rating on this device. @typedef {KeptRating & { id: string }} PuzzleRating */
/**
 * What the device keeps of the puzzles: the learner's rating, the puzzles',
 * the history of tries, the record (streak, solved, tried).
 * @typedef {{
 *   rating: KeptRating, ratings: PuzzleRating[], history: import('./puzzle-history.js').HistoryEntry[],
 *   record: import('./puzzle-pick.js').PuzzleRecord,
 * }} Kept
 */

/**
 * A puzzle's starting RD. Not a new player's 350: its difficulty comes from
 * the engine's proof, an informed start; not the old fixed 80 either, so that
 * the learner's own tries can move it (a miss at equal ratings by a settled
 * learner raises it about 50 points).
 */
export const PUZZLE_START_RD = 150;

/** Puzzles whose rating is kept: as many as the history holds tries; the least recently tried go first. */
export const MAX_RATED = MAX_HISTORY;

/**
 * The list as a store held it (anything: damaged entries and repeated ids are dropped).
 * @param {unknown} saved
 */
export function readPuzzleRatings(saved) {
  if (!Array.isArray(saved)) return [];
  const seen = new Set();
  /** @type {PuzzleRating[]} */
  const out = [];
  for (const e of saved) {
    const r = e && typeof e.id === 'string' && !seen.has(e.id) ? validRating(e) : null;
    if (!r) continue;
    seen.add(e.id);
    out.push({ id: e.id, ...r });
    if (out.length === MAX_RATED) break;
  }
  return out;
}

/**
 * Puzzle `p`'s rating now: { id, rating, rd, vol, games }, its start when it was never tried here (or forgotten).
 * @param {PuzzleRating[]} ratings
 * @param {PuzzleEntry} p
 * @returns {PuzzleRating}
 */
export function puzzleRating(ratings, p) {
  return (
    ratings.find((e) => e.id === p.id) ?? {
      id: p.id,
      rating: puzzleDifficulty(p),
      rd: PUZZLE_START_RD,
      vol: START.vol,
      games: 0,
    }
  );
}

/**
 * One try of puzzle `p` by the learner `player` ({ rating, rd, vol, games }),
 * solved (a clean solve) or not: { player, ratings } after it, the puzzle
 * moved to the front of the list.
 * @param {KeptRating} player
 * @param {PuzzleRating[]} ratings
 * @param {PuzzleEntry} p
 * @param {boolean} solved
 */
export function rateTry(player, ratings, p, solved) {
  const before = puzzleRating(ratings, p);
  const learner = ratePuzzle(player, before, solved);
  const puzzle = rateTried(before, player, solved);
  return {
    player: { ...learner, games: player.games + 1 },
    ratings: [{ id: p.id, ...puzzle, games: before.games + 1 }, ...ratings.filter((e) => e.id !== p.id)].slice(
      0,
      MAX_RATED,
    ),
  };
}

/**
 * Whether puzzle `id` was tried on this device: its id in the record's `tried`, or in the history (tries kept before `tried`).
 * @param {Pick<Kept, 'record' | 'history'>} kept
 * @param {string} id
 */
export function triedBefore({ record, history }, id) {
  return record.tried.includes(id) || history.some((e) => e.id === id);
}

/**
 * A try of puzzle `p` against what the device keeps, `kept`: { rating (the
 * learner's), ratings (puzzle-ratings), history (puzzle-history), record
 * (puzzle-pick readRecord) }. `right`: the right move was played;
 * `helped`: the hint or the solution was shown first (no clean solve: a
 * miss for the rating, nothing for the streak). Only the first try of a
 * puzzle counts, as on lichess: it rates both sides, enters the history
 * (at time `at`, board size `n`) and the record; a later one (after a
 * reload, in another tab) changes nothing. Returns { kept (after the try),
 * counted, change }: change, the learner's rating as shown (rounded) after
 * minus before.
 * @param {Kept} kept
 * @param {PuzzleEntry} p
 * @param {{ right: boolean, helped?: boolean, at?: number, n: number }} how
 * @returns {{ kept: Kept, counted: boolean, change: number }}
 */
export function tryPuzzle(kept, p, { right, helped = false, at = Date.now(), n }) {
  if (triedBefore(kept, p.id)) return { kept, counted: false, change: 0 };
  const solved = right && !helped;
  const { player, ratings } = rateTry(kept.rating, kept.ratings, p, solved);
  const record = markTried(recordResult(kept.record, p.id, { right, firstTry: !helped }), p.id);
  return {
    kept: { rating: player, ratings, history: addHistory(kept.history, p.id, solved, at, n), record },
    counted: true,
    change: Math.round(player.rating) - Math.round(kept.rating.rating),
  };
}

// Added to the distance of a puzzle tried already: more than any two ratings differ (0..4000).
const TRIED = 10000;

/**
 * How far each puzzle's rating is from the learner's (puzzle-pick.js
 * nextPuzzle takes the nearest). A puzzle tried already counts as farther
 * than any untried one, so two missed puzzles never take turns while a fresh
 * one is left.
 * @param {PuzzleRating[]} ratings
 * @param {{ rating: number }} player
 * @returns {(p: PuzzleEntry) => number}
 */
export function distanceFrom(ratings, player) {
  const kept = new Map(ratings.map((e) => [e.id, e.rating]));
  return (p) =>
    kept.has(p.id)
      ? TRIED + Math.abs(/** @type {number} */ (kept.get(p.id)) - player.rating)
      : Math.abs(puzzleDifficulty(p) - player.rating);
}
