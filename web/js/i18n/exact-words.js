// exact-words.js - the endgame tables' verdict in words, one way for every
// part that says it (the hint and the Analyse panel, the puzzles).
import { t } from './strings.js';

/**
 * "wins by 3 seeds with best play (exact)", "loses by …", "a draw …": the
 * words for a final capture margin of the player to move (a search result's
 * bestPlay.margin); their table is the 'more' bundle.
 */
export function exactWords(margin) {
  return margin ? t(margin > 0 ? 'exactWin' : 'exactLoss', { count: Math.abs(margin) }) : t('exactDraw');
}

/**
 * The prover's bounds of a final margin with best play (a search result's
 * bestBounds: lo <= margin <= hi, null where nothing is proven) in the
 * words the search uses for its own bounds: a sure result first ("wins by
 * at least 4 seeds", "loses by at least 4 seeds", "at least a draw", "at
 * best a draw"); else, both results still open, the tighter bound ("loses
 * by at most 2 seeds", "at best a win by 6 seeds"). Never "exact": that is
 * for settled values. null when neither bound is given.
 */
export function boundWords({ lo, hi }) {
  const loses = lo !== null && (hi === null || -lo <= hi); // the lower bound is the tighter
  if (lo !== null && lo > 0) return t('evalWinAtLeast', { count: lo });
  if (hi !== null && hi < 0) return t('evalLossAtLeast', { count: -hi });
  if (lo === 0) return t('boundDrawAtLeast');
  if (hi === 0) return t('evalAtBest', { what: t('evalDrawAtBest') });
  if (loses) return t('boundLossAtMost', { count: -lo });
  if (hi !== null) return t('evalAtBest', { what: t('evalWinBy', { count: hi }) });
  return null;
}
