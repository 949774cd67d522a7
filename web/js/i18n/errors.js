// errors.js - the engine's error codes (include/hoyito.h, HOYITO_E_*) as
// sentences for players in their language. The engine's own message is
// English and names the exact field at fault: it is kept after the
// sentence as a detail, for whoever wants to fix a position by hand.

import { t } from './strings.js';
import { ERR, ERR_KIND } from '../../engine/gen/abi.js';

// Each position's and move's error has a sentence (and so do the game
// settings): its key is the code's name in camel case after 'err',
// HOYITO_E_NO_OPEN_HOLE -> errNoOpenHole (tests/node/abi.test.mjs checks them
// all); a key built here, not a table of them, keeps the first page light.
/** @type {Map<number, string>} */
const NAMES = new Map(Object.entries(ERR).map(([name, code]) => [code, name]));
const SAID = new Set(['position', 'move']);
/** Each code's name's kind: 'position', 'move', 'options'… */
const KIND = /** @type {Record<string, string>} */ (ERR_KIND);
/** @typedef {import('./strings.js').WordKey} WordKey */

/**
 * The player's sentence for an engine error code, e.g. 'that hole is empty'.
 * @param {number} code
 */
export function errorReason(code) {
  const name = NAMES.get(code);
  if (!name || !(SAID.has(KIND[name]) || name === 'OPTIONS')) return t('errOther');
  return t(/** @type {WordKey} */ (`err${name.toLowerCase().replace(/(?:^|_)(\w)/g, (_, c) => c.toUpperCase())}`));
}

/**
 * What a player reads first, and the engine's detail for a "Details"
 * disclosure: { reason, detail }. A seed total that does not add up is said
 * with its numbers ("it has 40 seeds; a board of 6 holes a row needs 48"),
 * read from the engine's own report of them; detail is '' when the
 * engine's message says no more than the reason.
 * @param {unknown} code the engine's error code (anything else: not the engine's error)
 * @param {unknown} [detail] the engine's message
 * @returns {{ reason: string, detail: string }}
 */
export function plainError(code, detail) {
  if (typeof code !== 'number') return { reason: String(detail ?? ''), detail: '' };
  const name = NAMES.get(code);
  const more = detail && KIND[/** @type {string} */ (name)] === 'position' ? String(detail) : '';
  const total = name === 'TOTAL' && /seed total is (\d+), expected (\d+)/.exec(more);
  if (total) {
    const need = Number(total[2]);
    return { reason: t('errTotalCount', { count: Number(total[1]), need, n: need / 8 }), detail: more };
  }
  return { reason: errorReason(code), detail: more };
}

/**
 * The sentence with the engine's detail after it, e.g. "the seeds do not
 * add up: … (seed total is 49, expected 48 …)". Without a code (an error
 * that did not come from the engine) the detail is all there is.
 * @param {unknown} code
 * @param {unknown} [detail]
 */
export function explainError(code, detail) {
  if (typeof code !== 'number') return String(detail ?? '');
  const reason = errorReason(code);
  // Only a position's errors have a detail that says more than the code:
  // which field, which numbers. A move's message is the code's own.
  return detail && KIND[/** @type {string} */ (NAMES.get(code))] === 'position'
    ? t('errDetail', { reason, detail })
    : reason;
}
