// errors.js - the engine's error codes (include/hoyito.h, HOYITO_E_*) as
// sentences for players in their language. The engine's own message is
// English and names the exact field at fault: it is kept after the
// sentence as a detail, for whoever wants to fix a position by hand.

import { t } from './strings.js';

const KEYS = {
  '-1': 'errTooLong', '-2': 'errSyntax', '-3': 'errVariant', '-4': 'errRowSize', '-5': 'errRowMismatch',
  '-6': 'errCount', '-7': 'errTurn', '-8': 'errCaptures', '-9': 'errKeyUnknown', '-10': 'errKeyOrder',
  '-11': 'errKeyValue', '-12': 'errKeyDefault', '-13': 'errTotal', '-14': 'errNotFour', '-15': 'errOver',
  '-16': 'errNoOpenHole', '-17': 'errMustPass', '-18': 'errQuiet', '-19': 'errNumber',
  '-30': 'errGameOver', '-31': 'errMoveRange', '-32': 'errMoveClosed', '-33': 'errMoveEmpty',
  '-34': 'errMoveEndless', '-40': 'errOptions',
};

/** The player's sentence for an engine error code, e.g. 'that hole is empty'. */
export function errorReason(code) {
  return t(KEYS[code] ?? 'errOther');
}

/**
 * The sentence with the engine's detail after it, e.g. "the seeds do not
 * add up: … (seed total is 49, expected 48 …)". Without a code (an error
 * that did not come from the engine) the detail is all there is.
 */
export function explainError(code, detail) {
  if (typeof code !== 'number') return String(detail ?? '');
  const reason = errorReason(code);
  // Only a position's errors (-1..-19) have a detail that says more than the
  // code: which field, which numbers. A move's message is the code's own.
  return detail && code > -30 ? t('errDetail', { reason, detail }) : reason;
}
