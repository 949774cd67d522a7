// controls.js - turns taps, clicks and keys into calls on `actions`.
// It knows the page's elements and the state (to find the highlighted holes
// and to ignore input while a move animates), never the engine or the rules.
//
// actions: { play(hole), undo(), redo(), skip(), setSpeed(speed), openNew(),
//            openRules(), focusHole(index), openShare(), setLanguage(code),
//            sayBoard(), sayScore(), turnBoard() }
// (The new-game and game-over dialogs wire their own buttons: dialogs.js.)

import { t } from '../i18n/strings.js';
import { holeNumber } from './holes.js';
import { legalIndices } from './render.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./board-view.js').View} View */
/**
 * What the page's inputs call (see above); the optional ones are the full page's only.
 * @typedef {{
 *   play: (hole: number, index: number) => unknown, undo: () => unknown, redo: () => unknown, skip: () => unknown,
 *   setSpeed: (speed: string) => unknown, openNew: () => unknown, openRules: () => unknown,
 *   focusHole: (index: number) => unknown, openShare: () => unknown, setLanguage?: (code: string) => unknown,
 *   sayBoard?: () => unknown, sayScore?: () => unknown, turnBoard?: () => unknown,
 * }} Actions
 */

/**
 * Wires every input of the page. `state` is read (and its `focus`, the hole
 * the reader is on, kept); `view` is the board's view (board-view.js), whose
 * geometry gives the order the eye reads the holes in.
 * @param {Document} doc
 * @param {State} state
 * @param {Actions} actions
 * @param {View} view
 */
export function bindControls(doc, state, actions, view) {
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (doc.getElementById('board')));

  // Tap or click on a glowing hole plays it.
  svg.addEventListener('click', (ev) => {
    const hole = /** @type {SVGElement | null} */ (/** @type {Element} */ (ev.target).closest('.hole'));
    if (!hole || state.busy || !state.ready) return;
    const index = Number(hole.dataset.index);
    actions.play(holeNumber(state.n, index), index);
  });

  // A press on a hole leaves the focus where it was: focused, the hole would
  // lose it again as its move starts (render.js), and each change of focus
  // computes the page's pending style and layout in the tap's own task.
  svg.addEventListener('pointerdown', (ev) => {
    if (/** @type {Element} */ (ev.target).closest('.hole')) ev.preventDefault();
  });

  // Arrow keys walk over the playable holes in the order they are drawn;
  // Enter or Space plays the focused one.
  svg.addEventListener('keydown', (ev) => {
    const hole = /** @type {SVGElement | null} */ (/** @type {Element} */ (ev.target).closest('.hole'));
    if (!hole) return;
    const index = Number(hole.dataset.index);
    if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      if (!state.busy) actions.play(holeNumber(state.n, index), index);
      return;
    }
    // Letter keys act only while the board has the focus (WCAG 2.1.4), and
    // follow the language: B(oard) and S(core) in English, T and M in Spanish.
    const letter = !ev.ctrlKey && !ev.metaKey && !ev.altKey && ev.key.length === 1 ? ev.key.toLowerCase() : '';
    if (letter && (letter === t('keyBoard') || letter === t('keyScore'))) {
      ev.preventDefault();
      if (letter === t('keyBoard')) actions.sayBoard?.();
      else actions.sayScore?.();
      return;
    }
    const step = /** @type {Record<string, number>} */ ({ ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 })[
      ev.key
    ];
    const jump = /** @type {Record<string, number>} */ ({ Home: -Infinity, End: Infinity })[ev.key];
    if (step === undefined && jump === undefined) return;
    ev.preventDefault();
    const order = playableInDrawnOrder(state, view);
    if (!order.length) return;
    const at = order.indexOf(index);
    let next;
    if (jump === -Infinity) next = order[0];
    else if (jump === Infinity) next = order[order.length - 1];
    else next = order[Math.max(0, Math.min(order.length - 1, at < 0 ? 0 : at + step))];
    actions.focusHole(next);
  });

  // Remember which hole the reader is on, so a redraw keeps the focus there.
  svg.addEventListener('focusin', (ev) => {
    const hole = /** @type {SVGElement | null} */ (/** @type {Element} */ (ev.target).closest('.hole'));
    if (hole) state.focus = Number(hole.dataset.index);
  });

  /** @type {(id: string, type: string, fn: (ev: Event) => void) => void} */
  const on = (id, type, fn) => doc.getElementById(id)?.addEventListener(type, fn);
  on('undo', 'click', () => actions.undo());
  on('redo', 'click', () => actions.redo());
  on('skip', 'click', () => actions.skip());
  on('speed', 'change', (ev) => actions.setSpeed(/** @type {HTMLSelectElement} */ (ev.target).value));
  on('new-game', 'click', (ev) => {
    if (/** @type {Element} */ (ev.currentTarget).getAttribute('aria-disabled') !== 'true') actions.openNew();
  });
  on('rules-open', 'click', () => actions.openRules());
  on('share-open', 'click', () => actions.openShare());
  on('rules-close', 'click', () => /** @type {HTMLDialogElement} */ (doc.getElementById('rules-dialog')).close());
  on('lang', 'change', (ev) => actions.setLanguage?.(/** @type {HTMLSelectElement} */ (ev.target).value));
  on('say-board', 'click', () => actions.sayBoard?.());
  on('say-score', 'click', () => actions.sayScore?.());
  on('turn-board', 'click', () => actions.turnBoard?.());

  // Keyboard shortcuts for the whole page: Escape skips a running animation,
  // Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) take back and replay.
  doc.addEventListener('keydown', (ev) => {
    if (doc.querySelector('dialog[open]')) return;
    if (ev.key === 'Escape' && state.busy) {
      actions.skip();
      return;
    }
    const mod = ev.ctrlKey || ev.metaKey;
    if (!mod) return;
    const key = ev.key.toLowerCase();
    if (key === 'z' && !ev.shiftKey) {
      ev.preventDefault();
      actions.undo();
    } else if (key === 'y' || (key === 'z' && ev.shiftKey)) {
      ev.preventDefault();
      actions.redo();
    }
  });
}

// Playable holes sorted as the eye reads them: left to right on the flat
// board, top to bottom on the turned one (the board's geometry, not the DOM's).
/**
 * @param {State} state
 * @param {View} view
 */
function playableInDrawnOrder(state, view) {
  const { holes, vertical } = view.layout;
  /** @param {number} i */
  const at = (i) => (vertical ? holes[i].y : holes[i].x);
  return legalIndices(state).sort((a, b) => at(a) - at(b));
}
