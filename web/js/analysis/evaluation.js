// evaluation.js - what the search says about a move, in words and as a short
// number, for the hint and the analysis view (hint.js). Pure: no DOM, no
// engine; the words come from the tables through t().
//
// A search result (Searcher.search in engine-search.js) and each of its moves
// carry { outcome, seeds } from the player to move's side: outcome 1 / -1
// means the win / loss is sure and `seeds` (whole seeds) is its smallest
// margin; 0 means `seeds` is the expected capture difference (fractional),
// or a draw. Whether that is the value with best play from both sides:
//   the result's `exact`;
//   for a move, `exact` (its value at the depth reached; else only an
//   upper bound: the move is no better than that) and `proven` (it holds
//   with best play, not just at that depth). See include/hoyito_ai.h.

import { t, language } from '../i18n/strings.js';

/** @typedef {import('../../engine/engine-search.js').SearchResult} SearchResult */
/** @typedef {import('../../engine/engine-search.js').ScoredMove} ScoredMove */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** A search result or one of its moves. @typedef {SearchResult | ScoredMove} Entry */
/**
 * The endgame tables' or the prover's value of a position (ai-worker.js): the
 * mover's final margin with best play, the moves that keep it, each settled
 * move's final margin, a line that keeps it.
 * @typedef {{
 *   value: number, margin: number, moves: number[], margins?: Record<number, number>, pv?: number[],
 *   source?: 'tables' | 'proof',
 * }} BestPlay
 */
/**
 * The prover's bounds of the mover's final margin where it settled no value (null: none proven).
 * @typedef {{ lo: number | null, hi: number | null, moves: number[], margins: Record<number, number>, source: 'proof' }} BestBounds
 */
/**
 * A search's answer as the worker gives it (ai.js AiResult), bestPlay and bestBounds with their fields.
 * @typedef {SearchResult & { bestPlay?: BestPlay, bestBounds?: BestBounds }} Answer
 */
/** @typedef {'win' | 'loss' | 'draw' | 'winAtLeast' | 'lossAtLeast' | 'ahead' | 'behind' | 'even' | 'winBy' | 'drawAtBest'} WordedKind */
/**
 * @typedef {{ kind: WordedKind, margin: number, seeds: number }
 *   | { kind: 'atBest', margin: number, seeds: number, under: Verdict }} Verdict
 */

/**
 * The kind of verdict, one of:
 *   win | loss | draw            the value with best play (proven)
 *   winAtLeast | lossAtLeast     the winner is sure, the margin at least `margin`
 *   ahead | behind | even        an estimate, about `margin` seeds
 *   atBest                       an upper bound (a move no better than the best);
 *                                `under` is the bound's own verdict (winBy,
 *                                drawAtBest, or an estimate)
 * and `margin`, the whole seeds it speaks of (never negative).
 * `entry` is a search result (it has `move`) or one of its `moves`.
 * @param {Entry} entry
 * @returns {Verdict}
 */
export function verdictOf(entry) {
  const isResult = 'move' in entry;
  const value = isResult ? true : Boolean(entry.exact); // a value, not just a bound
  const proven = isResult ? Boolean(entry.exact) : Boolean(entry.proven);
  const seeds = Number(entry.seeds) || 0;
  const margin = Math.round(Math.abs(seeds));
  // A loss bound is still a sure loss by at least that much: no "at best" needed.
  if (entry.outcome < 0) return { kind: value && proven ? 'loss' : 'lossAtLeast', margin, seeds };
  if (!value) {
    /** @type {Verdict} */
    let under = entry.outcome > 0 ? { kind: 'winBy', margin, seeds } : estimate(seeds, proven);
    if (under.kind === 'draw') under = { ...under, kind: 'drawAtBest' };
    return { kind: 'atBest', margin, seeds, under };
  }
  if (entry.outcome > 0) return { kind: proven ? 'win' : 'winAtLeast', margin, seeds };
  return estimate(seeds, proven);
}

/**
 * @param {number} seeds
 * @param {boolean} proven
 * @returns {Verdict}
 */
function estimate(seeds, proven) {
  // Only finished games score exactly, and their non-win scores are draws.
  if (proven && seeds === 0) return { kind: 'draw', margin: 0, seeds: 0 };
  const margin = Math.round(Math.abs(seeds));
  if (margin === 0) return { kind: 'even', margin: 0, seeds };
  return { kind: seeds > 0 ? 'ahead' : 'behind', margin, seeds };
}

/** @type {Record<WordedKind, WordKey>} */
const KEYS = {
  win: 'evalWin',
  loss: 'evalLoss',
  draw: 'evalDraw',
  winAtLeast: 'evalWinAtLeast',
  lossAtLeast: 'evalLossAtLeast',
  ahead: 'evalAhead',
  behind: 'evalBehind',
  even: 'evalEven',
  winBy: 'evalWinBy',
  drawAtBest: 'evalDrawAtBest',
};

/**
 * The verdict in words, e.g. "wins by 8 seeds with best play", "about 2 seeds ahead".
 * @param {Entry} entry
 */
export function verdictWords(entry) {
  return wordsOf(verdictOf(entry));
}

/**
 * @param {Verdict} v
 * @returns {string}
 */
function wordsOf(v) {
  if (v.kind === 'atBest') return t('evalAtBest', { what: wordsOf(v.under) });
  return t(KEYS[v.kind], { count: v.margin });
}

/**
 * @param {number} value
 * @param {number} digits
 */
function number(value, digits) {
  try {
    return new Intl.NumberFormat(language(), {
      maximumFractionDigits: digits,
      minimumFractionDigits: 0,
      signDisplay: 'exceptZero',
    }).format(value);
  } catch {
    return (value > 0 ? '+' : '') + value.toFixed(digits);
  }
}

/**
 * The verdict as a short number for lists and the board: "+8" (with best
 * play), "≥ +3" / "≤ −3" (sure win / loss, margin open), "≈ +1.5" (an
 * estimate), "≤ +1.5" (no better than that).
 * @param {Entry} entry
 */
export function verdictNumber(entry) {
  return numberOf(verdictOf(entry));
}

/**
 * A final margin as the short number of a result with best play: "+8", "−8", "0".
 * @param {number} margin
 */
export function marginNumber(margin) {
  return number(margin, 0);
}

/** @param {Verdict} v */
function numberOf(v) {
  switch (v.kind) {
    case 'win':
    case 'loss':
    case 'draw':
      return number(v.kind === 'loss' ? -v.margin : v.margin, 0);
    case 'winAtLeast':
      return `≥ ${number(v.margin, 0)}`;
    case 'lossAtLeast':
      return `≤ ${number(-v.margin, 0)}`;
    case 'atBest':
      return `≤ ${v.under.kind === 'winBy' || v.under.kind === 'drawAtBest' ? number(v.margin, 0) : number(Math.round(v.seeds * 10) / 10, 1)}`;
    default:
      return `≈ ${number(Math.round(v.seeds * 10) / 10, 1)}`;
  }
}

/**
 * Whether the verdict is the result with best play (a win, a loss or a draw for certain).
 * @param {Entry} entry
 */
export function isProven(entry) {
  return ['win', 'loss', 'draw'].includes(verdictOf(entry).kind);
}

/**
 * The moves of a search result, best first: the best move, then by score
 * (the engine's order for equal scores is kept by the stable sort).
 * @param {SearchResult} result
 */
export function rankMoves(result) {
  const moves = result.moves.slice();
  moves.sort((a, b) => +(b.hole === result.move) - +(a.hole === result.move) || b.score - a.score);
  return moves;
}
