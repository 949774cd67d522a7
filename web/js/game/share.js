// share.js - the share dialog (loaded on first use): the link to the current
// game (start position + moves, the same text as the address), an embed
// snippet for other websites, and the way into the position editor.

import { h, copyText } from '../lib/dom.js';
import { t, language } from '../i18n/strings.js';

/** @type {HTMLDialogElement | null} */
let dialog = null;

/**
 * Builds the dialog (into `dialog`) and returns it.
 * @param {import('../page/play.js').Page} page
 */
function build(page) {
  const done = h('p', { class: 'share-done', role: 'status', id: 'share-done' });
  const linkField = h('input', { id: 'share-link', type: 'text', readonly: true, spellcheck: 'false' });
  const embedField = h('textarea', { id: 'share-embed', readonly: true, rows: 3, spellcheck: 'false' });
  /**
   * @param {HTMLInputElement | HTMLTextAreaElement} field
   * @param {MouseEvent} ev a click on a copy button
   */
  const copy = async (field, ev) => {
    const ok = await copyText(field.value, field);
    done.textContent = ok ? t('copied') : t('copyFailed');
    if (!ok) field.select();
    /** @type {HTMLButtonElement} */ (ev.target).focus();
  };
  const built = h(
    'dialog',
    { id: 'share-dialog', class: 'share', 'aria-labelledby': 'share-title' },
    h(
      'div',
      { class: 'rules-head' },
      h('h2', { id: 'share-title' }, t('shareTitle')),
      h('button', { type: 'button', id: 'share-close', onclick: () => built.close() }, t('close')),
    ),
    h('label', { for: 'share-link', class: 'share-label' }, t('shareLinkLabel')),
    h(
      'div',
      { class: 'copy-row' },
      linkField,
      h(
        'button',
        {
          type: 'button',
          id: 'share-copy',
          class: 'primary',
          onclick: (/** @type {MouseEvent} */ ev) => copy(linkField, ev),
        },
        t('copyLink'),
      ),
    ),
    h('p', { class: 'share-hint' }, t('shareLinkHint')),
    h(
      'div',
      { class: 'share-embed', id: 'share-embed-box' },
      h('label', { for: 'share-embed', class: 'share-label' }, t('embedLabel')),
      h(
        'div',
        { class: 'copy-row' },
        embedField,
        h(
          'button',
          { type: 'button', id: 'share-copy-embed', onclick: (/** @type {MouseEvent} */ ev) => copy(embedField, ev) },
          t('copyEmbed'),
        ),
      ),
      h('p', { class: 'share-hint' }, t('embedHint')),
    ),
    done,
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'button', id: 'share-edit', onclick: () => page.menus.openEditor() }, t('editPosition')),
    ),
  );
  document.body.appendChild(built);
  dialog = built;
  return built;
}

/**
 * Opens the share dialog for the game on the board.
 * @param {import('../page/play.js').Page} page the play page's context
 * @param {string} fragment the game's link, without '#' (address.js currentLink)
 */
export function showShare(page, fragment) {
  if (dialog && dialog.dataset.lang !== language()) {
    dialog.remove(); // built again in the language now in use
    dialog = null;
  }
  if (!dialog) {
    dialog = build(page);
    dialog.dataset.lang = language();
  }
  const base = location.href.split('#')[0];
  const url = `${base}#${fragment}`;
  /** @type {HTMLInputElement} */ (dialog.querySelector('#share-link')).value = url;
  // The embed lives next to the page; a page opened from a file has no server to embed from.
  const online = /^https?:$/.test(location.protocol);
  /** @type {HTMLElement} */ (dialog.querySelector('#share-embed-box')).hidden = !online;
  if (online) {
    const src = new URL(`embed.html#${fragment}&mode=view`, base).href;
    const title = t('embedTitle').replace(/"/g, '&quot;');
    /** @type {HTMLTextAreaElement} */ (dialog.querySelector('#share-embed')).value =
      `<iframe src="${src.replace(/"/g, '%22')}" title="${title}" style="width:100%;max-width:720px;aspect-ratio:4/3;border:0" loading="lazy"></iframe>`;
  }
  /** @type {HTMLElement} */ (dialog.querySelector('#share-done')).textContent = '';
  dialog.showModal();
  const field = /** @type {HTMLInputElement} */ (dialog.querySelector('#share-link'));
  field.focus();
  field.select();
}
