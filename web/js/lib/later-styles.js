// later-styles.js - the style sheet of what the board does not need to be
// played (web/later.css). The page links it disabled, so the browser leaves
// it alone until the board is playable; the first call turns it on. Every
// screen that needs it awaits this before it shows. Where it is inlined
// (the single file) there is nothing to wait for.

/** @type {Promise<void> | null} */
let turnedOn = null;

/**
 * Resolves once later.css applies (or failed to load: the screen still works, plainer).
 * @param {Document} [doc]
 */
export function laterStyles(doc = document) {
  /** @type {Promise<void>} */
  turnedOn ??= new Promise((resolve) => {
    /** @type {HTMLLinkElement | null} */
    const link = doc.querySelector('link[data-later]');
    if (!link || !link.disabled) return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.disabled = false;
  });
  return turnedOn;
}
