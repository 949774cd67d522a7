// first-visit.js - whether this visit is a newcomer's first (main.js asks at
// start-up, then fetches welcome.js to ask how to play), and the answer kept;
// whether the page opens a game of its own at start-up.

import { load, save } from '../lib/store.js';

export const STORE_WELCOME = 'hoyito.welcome';
// The game in progress, kept for the next visit (address.js, docs/archive.md).
export const STORE_GAME = 'hoyito.game';
// What an earlier visit left that shows it was not the first one.
const EARLIER = ['hoyito.newGame', 'hoyito.learnOffer', 'hoyito.lessons'];

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

/** Whether the page opens a game of its own at start-up: a link in its address, or a game an earlier visit kept. */
export function opensGame() {
  return Boolean(location.hash) || load(STORE_GAME, null) !== null;
}
