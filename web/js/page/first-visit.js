// first-visit.js - whether this visit is a newcomer's first (play.js asks
// once the board is playable, then fetches welcome.js to ask how to play),
// and the answer kept.

import { load, save } from '../lib/store.js';
import { STORE_OPTIONS } from './start.js';

export const STORE_WELCOME = 'hoyito.welcome';
// What an earlier visit left that shows it was not the first one.
const EARLIER = [STORE_OPTIONS, 'hoyito.learnOffer', 'hoyito.lessons'];

// Storage refused (private modes, some frames): the answer lives as long as the page.
/** @type {string | null} */
let answeredHere = null;

/** Whether this visit is a newcomer's first: nothing kept from an earlier one, not in a frame. */
export function isFirstVisit() {
  if (answeredHere || load(STORE_WELCOME, null)) return false;
  if (EARLIER.some((key) => load(key, null) !== null)) return false;
  try {
    if (window.top !== window) return false; // a page inside another site's page is an embed
  } catch {
    return false;
  }
  return true;
}

/**
 * Keeps the newcomer's answer (welcome.js), on the device when it can.
 * @param {string} id the choice's (welcome.js CHOICES)
 */
export function answered(id) {
  answeredHere = id;
  save(STORE_WELCOME, id);
}
