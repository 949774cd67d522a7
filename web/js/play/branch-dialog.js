// branch-dialog.js - the question asked when the person plays, against the
// computer, at a position the game already went on from (variations.js):
// play on from here (the game continues with this move, the old moves kept
// as a variation) or explore (the computer stays silent). One <dialog>
// a board, made the first time it is needed.

import { t, loadWords } from '../i18n/strings.js';
import { laterStyles } from '../lib/later-styles.js';

/** @typedef {import('../i18n/strings.js').WordKey} WordKey */

/** @type {WeakMap<Document | ShadowRoot, HTMLDialogElement>} */
const made = new WeakMap(); // doc -> its dialog

/** @param {Document | ShadowRoot} doc */
function dialogOf(doc) {
  let dialog = made.get(doc);
  if (dialog) return dialog;
  const own = /** @type {Document} */ (doc.ownerDocument ?? doc);
  /**
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {object} [props]
   */
  const el = (tag, props = {}) => Object.assign(own.createElement(tag), props);
  dialog = el('dialog', { className: 'branch-dialog', id: 'branch-dialog' });
  dialog.setAttribute('aria-labelledby', 'branch-title');
  dialog.setAttribute('aria-describedby', 'branch-text');
  const actions = el('div', { className: 'actions' });
  for (const [id, value, cls] of [
    ['branch-cancel', 'cancel', ''],
    ['branch-explore', 'explore', ''],
    ['branch-play-on', 'main', 'primary'],
  ]) {
    const b = el('button', { type: 'button', id, className: cls });
    b.addEventListener('click', () => /** @type {HTMLDialogElement} */ (dialog).close(value));
    actions.append(b);
  }
  dialog.append(el('h2', { id: 'branch-title' }), el('p', { id: 'branch-text' }), actions);
  const page = /** @type {Document} */ (doc); // or a shadow root, which has no body
  (page.body ?? doc).append(dialog);
  made.set(doc, dialog);
  return dialog;
}

/**
 * Asks; resolves to 'main' (play on from here), 'explore', or null (cancelled, Escape).
 * @param {Document | ShadowRoot} doc
 * @returns {Promise<'main' | 'explore' | null>}
 */
export async function askBranch(doc) {
  await Promise.all([loadWords('more'), laterStyles(/** @type {Document} */ (doc.ownerDocument ?? doc))]);
  const dialog = dialogOf(doc);
  /** @type {Record<string, WordKey>} */
  const words = {
    'branch-title': 'branchTitle',
    'branch-text': 'branchText',
    'branch-cancel': 'cancel',
    'branch-explore': 'branchExplore',
    'branch-play-on': 'branchPlayOn',
  };
  for (const [id, key] of Object.entries(words)) {
    const node = /** @type {Element} */ (dialog.querySelector(`#${id}`)); // made by dialogOf()
    node.textContent = t(key);
  }
  dialog.returnValue = '';
  dialog.showModal();
  /** @type {HTMLButtonElement} */ (dialog.querySelector('#branch-play-on')).focus();
  await new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
  return dialog.returnValue === 'main' || dialog.returnValue === 'explore' ? dialog.returnValue : null;
}
