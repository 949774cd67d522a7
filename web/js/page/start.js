// start.js - what the play page's start-up makes and knows first, before
// there is a controller: whether the page opens a game of its own, else the
// new game it starts; the board's state and view, the engine on its way, and
// the controls' actions, bound at once (main.js) and each call kept until
// the page around the board (play.js) gives the real ones.

import { createState } from '../board/state.js';
import { createView } from '../board/render.js';
import { loadEngine } from '../../engine/engine.js';
import { DEFAULT_N } from '../../engine/gen/abi.js';
import { load } from '../lib/store.js';

/** @typedef {import('../board/controls.js').Actions} Actions */

// The game in progress, kept for the next visit (address.js, docs/archive.md).
export const STORE_GAME = 'hoyito.game';
// The new-game dialog's last choices (starting.js).
export const STORE_OPTIONS = 'hoyito.newGame';
// The board of a new game when no choice was kept (starting.js DEFAULT_OPTIONS).
/** @type {Readonly<{ variant: import('../../engine/engine.js').Variant, n: number, clockwise: boolean, starts: import('../../engine/engine.js').Side }>} */
export const DEFAULT_START = Object.freeze({ variant: 'I', n: DEFAULT_N, clockwise: false, starts: 'S' });

/** Whether the page opens a game of its own at start-up: a link in its address, or a game an earlier visit kept. */
export function opensGame() {
  return Boolean(location.hash) || load(STORE_GAME, null) !== null;
}

/** Whether the page starts with a new game of DEFAULT_START for two people: no game of its own, no new-game choice kept. */
export function plainStart() {
  return !opensGame() && load(STORE_OPTIONS, null) === null;
}

export const doc = document;
export const state = createState();
export const view = createView();
export const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
// The engine loads from the first moment, while the language does.
export const engineReady = loadEngine();
engineReady.catch(() => {
  /* said where it is awaited */
});

/** @type {Actions | null} */
let actions = null;
/** @type {[keyof Actions, unknown[]][]} */
const waiting = [];
/**
 * The controls' actions: play.js's once it has given them (setActions),
 * else each call kept, in order, for then (a tap on the first board plays
 * once the page can play it).
 * @type {Actions}
 */
export const controlActions = /** @type {Actions} */ (
  new Proxy(
    {},
    {
      get:
        (_, /** @type {keyof Actions} */ name) =>
        (/** @type {unknown[]} */ ...args) => {
          if (actions) return /** @type {Function | undefined} */ (actions[name])?.(...args);
          waiting.push([name, args]);
        },
    },
  )
);

/**
 * The actions the controls call from now on; the calls kept till now are made first.
 * @param {Actions} given
 */
export function setActions(given) {
  actions = given;
  for (const [name, args] of waiting.splice(0)) /** @type {Function | undefined} */ (given[name])?.(...args);
}
