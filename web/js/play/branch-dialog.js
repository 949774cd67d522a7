// branch-dialog.js - the question asked when the person plays, against the
// computer, at a position the game already went on from (variations.js):
// play on from here (the game continues with this move, the old moves kept
// as a variation) or explore (the computer stays silent). One <dialog>
// a board, made the first time it is needed.

import { t, loadWords } from '../i18n/strings.js';
import { laterStyles } from '../lib/later-styles.js';

const made = new WeakMap(); // doc -> its dialog

function dialogOf(doc) {
  let dialog = made.get(doc);
  if (dialog) return dialog;
  const own = doc.ownerDocument ?? doc;
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
    b.addEventListener('click', () => dialog.close(value));
    actions.append(b);
  }
  dialog.append(el('h2', { id: 'branch-title' }), el('p', { id: 'branch-text' }), actions);
  (doc.body ?? doc).append(dialog);
  made.set(doc, dialog);
  return dialog;
}

/** Asks; resolves to 'main' (play on from here), 'explore', or null (cancelled, Escape). */
export async function askBranch(doc) {
  await Promise.all([loadWords('more'), laterStyles(doc.ownerDocument ?? doc)]);
  const dialog = dialogOf(doc);
  const words = {
    'branch-title': 'branchTitle',
    'branch-text': 'branchText',
    'branch-cancel': 'cancel',
    'branch-explore': 'branchExplore',
    'branch-play-on': 'branchPlayOn',
  };
  for (const [id, key] of Object.entries(words)) dialog.querySelector(`#${id}`).textContent = t(key);
  dialog.returnValue = '';
  dialog.showModal();
  dialog.querySelector('#branch-play-on').focus();
  await new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
  return dialog.returnValue === 'main' || dialog.returnValue === 'explore' ? dialog.returnValue : null;
}
