// exact-words.js - the endgame tables' verdict in words, one way for every
// part that says it (the hint and the Analyse panel, the puzzles).
import { t } from './strings.js';

/**
 * "wins by 3 seeds with best play (exact)", "loses by …", "a draw …": the
 * words for a final capture margin of the player to move (a search result's
 * bestPlay.margin); their table is the 'more' bundle.
 * @param {number} margin
 */
export function exactWords(margin) {
  return margin ? t(margin > 0 ? 'exactWin' : 'exactLoss', { count: Math.abs(margin) }) : t('exactDraw');
}
