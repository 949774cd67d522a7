// puzzle-tools.js - the puzzle trainer's own row under the Learn panel's
// buttons: the learner's rating, the board size and theme selects, Hint,
// Show the solution and the history of tries. It draws what
// learn-puzzles.js hands it and reports what is pressed; it keeps nothing
// of its own, so the language switch only draws it again. The lessons hide
// it (style.css, data-mode).

import { t } from '../i18n/strings.js';
import { html } from '../lib/dom.js';
import { PUZZLE_SIZES, themeKey } from './puzzle-pick.js';
import { listedHistory } from './puzzle-history.js';

/**
 * What the row draws (render()).
 * @typedef {{
 *   id?: string, rating: { rating: number, rd: number }, difficulty?: number | null, theme: string | null,
 *   themes?: string[], size?: number, canHint: boolean, canSolve: boolean,
 *   history: import('./puzzle-history.js').HistoryEntry[], nameOf: (id: string) => string | null | undefined,
 * }} ToolsView
 */

/**
 * @param {Document} doc
 * @param {Element} section
 */
function build(doc, section) {
  const row = html(doc, 'div', { class: 'puzzle-tools', 'data-testid': 'puzzle-tools' });
  html(doc, 'p', { class: 'puzzle-rating', 'data-puzzle': 'rating', 'data-testid': 'puzzle-rating' }, row);
  const sizeLabel = html(doc, 'label', { class: 'puzzle-size' }, row);
  html(doc, 'span', { 'data-puzzle': 'size-label' }, sizeLabel);
  const sizes = html(doc, 'select', { 'data-puzzle': 'size', 'data-testid': 'puzzle-size' }, sizeLabel);
  for (const n of PUZZLE_SIZES) html(doc, 'option', { value: String(n) }, sizes); // words: render()
  const label = html(doc, 'label', { class: 'puzzle-theme' }, row);
  html(doc, 'span', { 'data-puzzle': 'theme-label' }, label);
  html(doc, 'select', { 'data-puzzle': 'theme', 'data-testid': 'puzzle-theme' }, label); // options: render()
  for (const name of ['hint', 'solution']) {
    html(doc, 'button', { type: 'button', 'data-puzzle': name, 'data-testid': `puzzle-${name}` }, row);
  }
  const history = html(doc, 'details', { class: 'puzzle-history', 'data-puzzle': 'history' }, row);
  html(doc, 'summary', { 'data-puzzle': 'history-title' }, history);
  html(doc, 'ol', { 'data-puzzle': 'history-items' }, history);
  const actions = section.querySelector('.learn-actions');
  if (actions) actions.after(row);
  else section.appendChild(row);
  return row;
}

/**
 * The row, put into the Learn panel `section` of `doc`. `onAction(name, value)`
 * hears 'hint', 'solution', 'theme' (the theme chosen), 'size' (the board size chosen),
 * 'history-open' (the history unfolded) and 'history' (a puzzle id).
 * @param {Document} doc
 * @param {Element} section
 * @param {(name: string | undefined, value: string | number | null) => void} onAction
 */
export function createPuzzleTools(doc, section, onAction) {
  const row = build(doc, section);
  const q = (/** @type {string} */ name) => /** @type {HTMLElement} */ (row.querySelector(`[data-puzzle="${name}"]`));
  const details = () => /** @type {HTMLDetailsElement} */ (q('history'));
  const select = (/** @type {string} */ name) => /** @type {HTMLSelectElement} */ (q(name));
  row.addEventListener('click', (ev) => {
    const button = /** @type {Element} */ (ev.target).closest('button');
    if (!button) return;
    ev.stopPropagation(); // the panel's own buttons are learn-panel.js's
    if (button.dataset.id) {
      details().open = false;
      onAction('history', button.dataset.id);
    } else onAction(button.dataset.puzzle, null);
  });
  details().addEventListener('toggle', () => details().open && onAction('history-open', null));
  select('theme').addEventListener('change', () => onAction('theme', select('theme').value));
  select('size').addEventListener('change', () => onAction('size', Number(select('size').value)));

  // The theme select offers 'all' and the themes the chosen size has puzzles of.
  /**
   * @param {string[]} themes
   * @param {string | null} value
   */
  function renderThemes(themes, value) {
    const theme = select('theme');
    const values = ['all', ...themes];
    if ([...theme.options].map((o) => o.value).join() !== values.join()) {
      theme.textContent = '';
      for (const v of values) html(doc, 'option', { value: v }, theme);
    }
    for (const option of theme.options) {
      option.textContent = option.value === 'all' ? t('puzzleThemeAll') : t(themeKey(option.value));
    }
    theme.value = value !== null && values.includes(value) ? value : 'all';
  }

  // The heading counts the entries listed: one list for both.
  /**
   * @param {ToolsView['history']} history
   * @param {ToolsView['nameOf']} nameOf
   */
  function renderHistory(history, nameOf) {
    const listed = listedHistory(history, nameOf);
    q('history-title').textContent = t('puzzleHistory', { count: listed.length });
    const items = q('history-items');
    items.textContent = '';
    if (!listed.length) html(doc, 'li', { text: t('puzzleHistoryEmpty') }, items);
    for (const e of listed) {
      const li = html(doc, 'li', { class: e.solved ? 'solved' : 'missed' }, items);
      const verdict = t(e.solved ? 'puzzleHistorySolved' : 'puzzleHistoryMissed');
      html(
        doc,
        'button',
        { type: 'button', class: 'link-button', 'data-id': e.id, text: `${e.name} · ${verdict}` },
        li,
      );
    }
  }

  return {
    /**
     * Draws { id, rating: { rating, rd }, difficulty, theme, themes (those on
     * offer), size, canHint, canSolve, history: [{ id, solved }], nameOf(id) }.
     * @param {ToolsView} view
     */
    render(view) {
      if (view.id) row.dataset.puzzleId = view.id; // the puzzle shown, for tests and tools (its title no longer names the id)
      const rating = Math.round(view.rating.rating);
      const r = q('rating');
      r.dataset.rating = String(rating);
      r.dataset.puzzleRating = String(view.difficulty ?? ''); // the puzzle's own rating now (puzzle-ratings.js)
      r.textContent = t('puzzleRating', { rating, rd: Math.round(view.rating.rd), difficulty: view.difficulty ?? '–' });
      q('size-label').textContent = t('puzzleSizeLabel');
      const sizes = select('size');
      for (const option of sizes.options) option.textContent = t('boardSize', { n: option.value });
      sizes.value = String(view.size ?? PUZZLE_SIZES[0]);
      q('theme-label').textContent = t('puzzleThemeLabel');
      renderThemes(view.themes ?? [], view.theme);
      const hint = /** @type {HTMLButtonElement} */ (q('hint'));
      hint.textContent = t('puzzleHint');
      hint.disabled = !view.canHint;
      const solution = /** @type {HTMLButtonElement} */ (q('solution'));
      solution.textContent = t('puzzleSolution');
      solution.disabled = !view.canSolve;
      renderHistory(view.history, view.nameOf);
    },
  };
}
