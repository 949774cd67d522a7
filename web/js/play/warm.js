// warm.js - the computer ready at once. Its worker starts and compiles the
// search engine (a streaming compile of a content-hashed .wasm the HTTP cache
// keeps) before anyone waits for an answer, but never while the page itself
// is loading, and never for visitors who will not use it:
//   - a game against the computer: in the first idle time after the board
//     is playable (its first reply then costs only the search);
//   - otherwise at the first sign of wanting it: a pointer over or focus on
//     Hint or Analyse, or the computer chosen in the new-game dialog.
// A pointer over or focus on Hint or Analyse also makes the game's endgame
// tables and prover, which an exact Hint in a 2x6 game wants first (ai.js
// warm(position)), in any game.
// main.js calls warmUp once, after the 'hoyito-ready' mark.
import { sharedAi } from '../../engine/ai.js';
import { whenIdle } from '../lib/later.js';

/**
 * computer(): whether the game on the board has a computer player;
 * position(): its position string (null before a game is on the board).
 * @param {{ doc?: Document, computer?: () => boolean, position?: () => string | null }} [options]
 */
export function warmUp({ doc = document, computer = () => false, position = () => null } = {}) {
  if (typeof Worker !== 'function') return;
  let done = false;
  // With a position, also the tables and prover of the game on the board (sent again: cheap once made).
  /** @param {string | null} [pos] */
  const warm = (pos) => {
    if (done && !pos) return;
    done = true;
    sharedAi().warm(pos);
  };
  for (const id of ['hint', 'analyse']) {
    const button = doc.getElementById(id);
    for (const type of ['pointerenter', 'focus', 'touchstart'])
      button?.addEventListener(type, () => warm(position()), { once: true, passive: true });
  }
  if (computer()) {
    whenIdle(() => warm());
    return;
  }
  // The new-game dialog joins the page when first opened: its changes are heard on the document.
  doc.addEventListener('change', (event) => {
    // A change comes from a form's field.
    if (
      /** @type {HTMLInputElement} */ (event.target).form?.id === 'new-form' &&
      /** @type {HTMLInputElement} */ (event.target).name === 'players' &&
      /** @type {HTMLInputElement} */ (event.target).value !== 'two'
    )
      warm();
  });
}
