// bound-words.js - the prover's bounds of a position's value in words, where
// its budget ran out before the value (a search result's bestBounds). Loaded
// with the first answer that has bounds (position-search.js): after a click
// on Hint or Analyse, not with the page.
import { t } from './strings.js';

/**
 * The prover's bounds of a final margin with best play (a search result's
 * bestBounds: lo <= margin <= hi, one of them null where nothing is
 * proven) in the words the search uses for its own bounds: a sure result first ("wins by
 * at least 4 seeds", "loses by at least 4 seeds", "at least a draw", "at
 * best a draw"); else, both results still open, the tighter bound ("loses
 * by at most 2 seeds", "at best a win by 6 seeds"). Never "exact": that is
 * for settled values. The search's verdict of the best move `m` (a search
 * result's move, in `words`) is said after the bound where it is an
 * estimate (not a bound, not proven: analysis/evaluation.js) that lies within it.
 * @param {{ lo: number | null, hi: number | null }} bounds
 * @param {{ seeds?: number, outcome?: unknown, exact?: boolean, proven?: boolean } | null} [m]
 * @param {string} [words]
 * @returns {string}
 */
export function boundWords({ lo, hi }, m = null, words = '') {
  const bound = boundOnly(lo, hi);
  const seeds = m?.seeds ?? NaN;
  const fits = m && !m.outcome && m.exact && !m.proven && (lo === null || seeds >= lo) && (hi === null || seeds <= hi);
  return fits ? t('boundEstimate', { bound, estimate: words }) : bound;
}

/**
 * @param {number | null} lo
 * @param {number | null} hi
 */
function boundOnly(lo, hi) {
  const loses = lo !== null && (hi === null || -lo <= hi); // the lower bound is the tighter
  if (lo !== null && lo > 0) return t('evalWinAtLeast', { count: lo });
  if (hi !== null && hi < 0) return t('evalLossAtLeast', { count: -hi });
  if (lo === 0) return t('boundDrawAtLeast');
  if (hi === 0) return t('evalAtBest', { what: t('evalDrawAtBest') });
  if (loses) return t('boundLossAtMost', { count: -lo });
  return t('evalAtBest', { what: t('evalWinBy', { count: hi }) });
}
