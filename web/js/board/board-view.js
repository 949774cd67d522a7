// board-view.js - what a board keeps between two draws (its `view`): its
// geometry, its size in pixels, the nodes the drawing reuses and what they
// show now. Nothing else is kept by the drawing modules, so boards on one
// page share nothing. render, animate and controls all take a view.

import { fitShape } from './layout.js';

/**
 * A board's view: its geometry (layout.js, set when the drawing is built) and
 * its size in pixels (`box`, kept by the page's ResizeObserver through
 * setBox), so that placing the hand and flying pebbles never reads the page's
 * layout mid-animation.
 * @returns {View}
 */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {{ x: number, y: number }} Point */
/**
 * What the board's own attributes (render.js) and the hand (hole-draw.js) show now.
 * @typedef {{
 *   numSize?: string, position?: string, busy?: boolean, turn?: string, label?: string,
 *   hand?: HTMLElement | null,
 *   handShown?: boolean, handSize?: number, handAt?: string, handN?: boolean, handCount?: number, handText?: Text,
 * }} Drawn
 */
/**
 * A board's view (createView).
 * @typedef {{
 *   layout: Layout, box: { w: number, h: number }, shapeKey: string,
 *   holes: import('./board-frame.js').HoleNodes[], piles: import('./board-frame.js').PileNodes[],
 *   drawn: Drawn, marksKey: string, onSound: ((kind: 'drop' | 'capture') => void) | null,
 * }} View
 */
export function createView() {
  return {
    // The current board geometry (layout.js): set before anything reads it, by the first draw.
    layout: /** @type {Layout} */ (/** @type {unknown} */ (null)),
    box: { w: 0, h: 0 }, // the board's size in pixels
    shapeKey: '', // n, orientation and direction the drawing was built for
    holes: [], // each hole's nodes and what they show, by board index (board-frame.js)
    piles: [], // the same for South's and North's pile
    drawn: {}, // what the board's own attributes and the hand show now
    marksKey: '', // the analysis numbers drawn now
    onSound: null, // (kind: 'drop' | 'capture') as the drawn counts grow during a move (sound.js)
  };
}

/**
 * The board's size in pixels (from a ResizeObserver).
 * @param {View} view
 * @param {number} w
 * @param {number} h
 */
export function setBox(view, w, h) {
  view.box = { w, h };
}

/**
 * Centre of a hole, of the hand, or of a pile, in board units of `view`.
 * @param {View} view
 * @param {'hole' | 'hand' | 'pile'} kind
 * @param {number} index
 * @returns {Point}
 */
export function spotOf(view, kind, index) {
  const { holes, piles } = view.layout;
  if (kind === 'hole') return { x: holes[index].x, y: holes[index].y };
  if (kind === 'hand') {
    const H = holes[index];
    return { x: H.x + H.rx * 0.62, y: H.y - H.ry * 0.78 };
  }
  const P = piles[index];
  return { x: P.cx, y: P.cy };
}

/**
 * A point in board units as pixels from the board box's top left, and the
 * scale (pixels a unit). The drawing is centred and fitted (viewBox "meet").
 * @param {View} view
 * @param {Point} point
 */
export function toScreen(view, { x, y }) {
  const {
    layout,
    box: { w, h },
  } = view;
  const scale = Math.min(w / layout.width, h / layout.height);
  return {
    x: (w - layout.width * scale) / 2 + x * scale,
    y: (h - layout.height * scale) / 2 + y * scale,
    scale,
  };
}

/**
 * The board's shape for the space it has (or the one asked for: layout.js
 * fitShape's fields of the state); the box is read from the page before the
 * first resize. The controller's (fit.js) and the start-up's first board's
 * (main.js, before there is a controller).
 * @param {{ doc: Document | ShadowRoot, state: import('./state.js').State, view: View }} board
 */
export function boxShape({ doc, state, view }) {
  const wrap = /** @type {HTMLElement} */ (doc.getElementById('board-wrap'));
  // Rows of 9 holes or more: a phone's box grows tall enough to turn the board with holes a finger hits (style.css).
  wrap.toggleAttribute('data-long-rows', state.n >= 9);
  if (!view.box.w) setBox(view, wrap.clientWidth, wrap.clientHeight); // before the first resize
  return fitShape(state.n, view.box.w, view.box.h, state.orientation, state.compactPiles);
}
