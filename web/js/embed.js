// embed.js - embed.html: the board alone (embed-board.js) in a frame of
// another site's page, iframed directly or by <hoyito-board>. What it shows
// is the address fragment (see embed-board.js); what happens is posted to
// the page around it: postMessage({ source: 'hoyito', type, detail }), which
// <hoyito-board> turns into DOM events.

import { mountBoard } from './embed/embed-board.js';
import { linkLanguage, STORE_LANGUAGE } from './i18n/strings.js';

/**
 * @param {string} type
 * @param {unknown} detail
 */
function tell(type, detail) {
  if (window.parent === window) return;
  // Positions and moves only: nothing private, so any host may listen.
  window.parent.postMessage({ source: 'hoyito', type, detail }, '*');
}

// The language chosen on the page itself (same origin) is only read here, never written.
/** @returns {string | null} */
function savedLanguage() {
  try {
    return JSON.parse(/** @type {string} */ (localStorage.getItem(STORE_LANGUAGE))); // null: JSON null
  } catch {
    return null;
  }
}

const mounted = mountBoard({
  doc: document,
  fragment: () => location.hash.slice(1),
  tell,
  language: () => linkLanguage(),
  saved: savedLanguage(),
});
window.addEventListener('hashchange', async () => (await mounted).open());
