// move-comment.js - the comment of the move on the board, under the move
// list (moves-list.js): shown when that move is current, and added, edited
// or deleted there. A comment is the tree node's `comment` (tree.js), the
// `{...}` of a record (docs/records.md): it goes with the saved game, the
// archive and the record files. At most COMMENT_MAX characters here;
// cleanComment() keeps only what a record can hold.
//
// The change goes to the board's controller as a 'hoyito-tree' event
// ({ action: 'comment', node, text }, variations.js), as the list's others.
// Keyboard: the button opens a text field with the focus in it; Ctrl+Enter
// (or Save) keeps it, Escape (or Cancel) leaves it as it was. A comment
// deleted can be undone while its move is on the board.

import { t } from '../i18n/strings.js';

export const COMMENT_MAX = 500;

/** @typedef {import('./tree.js').TreeNode} TreeNode */

/**
 * `text` as a comment a record can hold: no control characters but tab and
 * line ends, not both a '}' and a line end (then the lines are joined), at
 * most COMMENT_MAX characters, trimmed. '' means no comment.
 * @param {unknown} text
 */
export function cleanComment(text) {
  // eslint-disable-next-line no-control-regex
  let s = String(text ?? '')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();
  if (s.includes('}') && /[\r\n]/.test(s)) s = s.replace(/\s*[\r\n]+\s*/g, ' ');
  return s.slice(0, COMMENT_MAX).trim();
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {Document} doc
 * @param {K} tag
 * @param {object} [props]
 */
const el = (doc, tag, props = {}) => Object.assign(doc.createElement(tag), props);

/**
 * The comment box after `list` (made once); draw(node) shows `node`'s.
 * @param {Element} list
 * @param {(action: 'comment', node: TreeNode, extra: { text: string }) => void} send
 */
export function createCommentBox(list, send) {
  const doc = list.ownerDocument;
  const box = el(doc, 'div', { className: 'move-comment', id: 'move-comment' });
  const text = el(doc, 'p', { className: 'move-comment-text', id: 'move-comment-text' });
  const edit = el(doc, 'button', { type: 'button', className: 'move-comment-edit', id: 'move-comment-edit' });
  const form = el(doc, 'div', { className: 'move-comment-form', hidden: true });
  const label = el(doc, 'label', { htmlFor: 'move-comment-field', className: 'move-comment-label' });
  const field = el(doc, 'textarea', { id: 'move-comment-field', maxLength: COMMENT_MAX, rows: 2 });
  const save = el(doc, 'button', { type: 'button', className: 'primary', id: 'move-comment-save' });
  const cancel = el(doc, 'button', { type: 'button', id: 'move-comment-cancel' });
  const remove = el(doc, 'button', { type: 'button', id: 'move-comment-delete' });
  form.append(label, field, el(doc, 'span', { className: 'move-comment-actions' }), save, cancel, remove);
  // "Comment deleted. Undo", as a variation deleted (moves-list.js): while its move is on the board.
  const deleted = el(doc, 'span', { className: 'move-comment-deleted', id: 'move-comment-deleted', hidden: true });
  deleted.setAttribute('role', 'status');
  const deletedText = el(doc, 'span');
  const undo = el(doc, 'button', { type: 'button', id: 'move-comment-undo' });
  deleted.append(deletedText, ' ', undo);
  box.append(text, edit, form, deleted);
  list.after(box);
  /** @type {TreeNode | null} */
  let node = null;
  /** @type {{ node: TreeNode, text: string } | null} */
  let undone = null; // the comment deleted last: { node, text }, while its move is on the board

  function close(focus = true) {
    form.hidden = true;
    edit.hidden = !node;
    if (focus && node) edit.focus();
  }
  /** @param {string} value */
  function keep(value) {
    const target = node;
    close();
    if (!target) return;
    const words = cleanComment(value);
    undone = !words && target.comment ? { node: target, text: target.comment } : null;
    send('comment', target, { text: words });
  }
  edit.addEventListener('click', () => {
    if (!node) return;
    field.value = node.comment ?? '';
    form.hidden = false;
    edit.hidden = true;
    remove.hidden = !node.comment;
    field.focus();
  });
  save.addEventListener('click', () => keep(field.value));
  cancel.addEventListener('click', () => close());
  remove.addEventListener('click', () => keep(''));
  undo.addEventListener('click', () => {
    const back = undone;
    undone = null;
    if (back) send('comment', back.node, { text: back.text });
    edit.focus();
  });
  field.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') {
      ev.preventDefault();
      ev.stopPropagation();
      close();
    } else if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      keep(field.value);
    }
  });

  /**
   * The move on the board is `current` (a node, null at the start): its comment shown, the field closed.
   * @param {TreeNode | null} current
   */
  function draw(current) {
    if (current !== node) {
      node = current;
      form.hidden = true;
      undone = null;
    }
    box.hidden = !node; // at the start nothing to say or do: no room taken
    const words = node?.comment ?? '';
    text.textContent = words;
    text.hidden = !words;
    edit.hidden = !node || !form.hidden;
    edit.textContent = t(words ? 'commentEdit' : 'commentAdd');
    label.textContent = t('commentLabel', { max: COMMENT_MAX });
    save.textContent = t('commentSave');
    cancel.textContent = t('commentCancel');
    remove.textContent = t('commentDelete');
    if (undone && (undone.node !== node || node.comment)) undone = null; // written again meanwhile
    deleted.hidden = !undone;
    // Named while hidden too (every control of the page has a name): by what it brings back.
    deletedText.textContent = t('commentDeleted');
    undo.textContent = t('undo');
    undo.setAttribute('aria-label', `${t('undo')}: ${t('commentDeleted')}`);
  }
  return { draw };
}
