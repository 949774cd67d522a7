// render.js - draws a board and the panel around it from the state object,
// and nothing else. renderBoard(svg, state, view) and renderPanel(doc, state)
// can be called any number of times: the result depends only on the state.
// A move redraws a few dozen times, so a draw writes only what differs from
// the last one: the drawing is rebuilt only when its shape changes (holes a
// row, orientation, direction, language), a hole or pile is touched only
// when something of it changed, its pebbles are kept and shown or hidden
// rather than made again, and nothing is written that already holds the
// value. No draw reads the page's layout.
//
// The drawing's parts: board-view.js (what a board keeps between draws),
// board-frame.js (the drawing built for a shape), hole-draw.js (counts,
// pebbles, playable holes, the hand), hole-marks.js (the marks over the
// holes, which all show at once), pebbles.js, status-panel.js (the panel),
// draw-also.js (parts loaded later that join every draw). This module is
// the one the rest of the page draws through.

import { computeLayout } from './layout.js';
import { holeIndex } from './holes.js';
import { put } from './draw-util.js';
import { buildBoard } from './board-frame.js';
import { updateHole, updatePile, updateHand } from './hole-draw.js';
import { marksByHole, drawMarks } from './hole-marks.js';
import { partsOf } from './draw-also.js';
import { t, language } from '../i18n/strings.js';

export { createView, setBox, boxShape } from './board-view.js';
export { el } from './draw-util.js';
export { drawAlso } from './draw-also.js';
export { renderPanel, resultText, messageText, showLoadError } from './status-panel.js';

/** @typedef {import('./state.js').State} State */

/**
 * Draws the board and the piles into `svg`, and the hand into the layer over
 * it (an HTML layer: what moves there is composited, so an animation does not
 * repaint the board every frame).
 * @param {SVGSVGElement} svg
 * @param {State} state
 * @param {import('./board-view.js').View} view
 */
export function renderBoard(svg, state, view) {
  // Compact piles change only the flat board's geometry: a turned board is not built again at the first capture.
  const compact = state.compactPiles && !state.vertical;
  const key = `${state.n}|${state.vertical}|${state.stretch}|${state.clockwise}|${state.bottom}|${compact}|${language()}`;
  // The view's drawing is in this svg (read from the nodes kept: a query in every frame of a move costs its time).
  if (key !== view.shapeKey || view.holes[0]?.g.parentNode?.parentNode !== svg) {
    view.layout = computeLayout(state.n, state.vertical, state.stretch, state.bottom, compact);
    buildBoard(svg, state, view);
    view.shapeKey = key;
    view.marksKey = '';
  }
  drawBusy(svg, state.busy, view);
  drawBoardAttributes(svg, state, view);
  const legal = new Set(legalIndices(state));
  const focusIndex = legal.has(/** @type {number} */ (state.focus))
    ? state.focus
    : legal.size
      ? Math.min(...legal)
      : null;
  const marksOf = marksByHole(state.marks);
  for (let i = 0; i < view.holes.length; i++) {
    updateHole(view.holes[i], i, state, view, legal.has(i), i === focusIndex);
    drawMarks(view.holes[i], marksOf(i));
  }
  for (let p = 0; p < 2; p++) updatePile(view.piles[p], p, state, view);
  view.drawn.hand ??= /** @type {ParentNode} */ (svg.parentNode).querySelector('.hand');
  updateHand(view.drawn.hand, state, view);
  for (const part of partsOf('board')) part(svg, state, view);
}

/**
 * The board's busy hooks (data-busy, aria-busy) alone: a tap's move is
 * played in the task after the tap's, and the board says it is busy at once.
 * @param {SVGSVGElement} svg
 * @param {boolean} busy
 * @param {import('./board-view.js').View} view
 */
export function drawBusy(svg, busy, view) {
  // A focused hole loses its tabindex on a move: blurred before any write, as
  // Chromium computes every style and layout pending to move the focus.
  if (busy && !view.drawn.busy) /** @type {SVGElement | null} */ (svg.querySelector(':focus'))?.blur();
  put(view.drawn, 'busy', busy, (v) => {
    svg.dataset.busy = String(v);
    svg.setAttribute('aria-busy', svg.dataset.busy);
  });
}

// The svg's other hooks (data-position, data-turn, its label) and the numbers' size.
/**
 * @param {SVGSVGElement} svg
 * @param {State} state
 * @param {import('./board-view.js').View} view
 */
function drawBoardAttributes(svg, state, view) {
  const { bottom } = state;
  // Hole numbers at least 11 px on the screen (phones), within what the groove holds (24 units).
  const scale = view.box.w ? Math.min(view.box.w / view.layout.width, view.box.h / view.layout.height) : 1;
  const d = view.drawn;
  put(d, 'numSize', `${Math.min(24, Math.max(16, 11.5 / scale)).toFixed(1)}px`, (v) =>
    svg.style.setProperty('--num-size', v),
  );
  put(d, 'position', state.position, (v) => {
    svg.dataset.position = v;
  });
  put(d, 'turn', state.turn ?? '-', (v) => {
    svg.dataset.turn = v;
  });
  put(d, 'label', `${bottom}|${state.n}`, () => {
    svg.dataset.bottom = bottom;
    svg.setAttribute('aria-label', t(bottom === 'N' ? 'boardLabelTurned' : 'boardLabel', { n: state.n }));
  });
}

/**
 * Board indices of the holes the mover may play now.
 * @param {State} state
 */
export function legalIndices(state) {
  return state.turn ? state.legal.map((m) => holeIndex(state.n, state.turn, m)) : [];
}
