// pebbles.js - the seeds: their colours (as SVG gradients and as CSS, for
// pebbles in flight), where they lie in a hole or a pile, and how many show.
// A hole or pile (board-frame.js) keeps its pebble nodes in a pool: once
// made they are hidden and shown again rather than made afresh.

import { el } from './draw-util.js';
import { pebbleHash } from './layout.js';

// Seeds in the colours of dried mate seeds and river pebbles: [light, dark].
const SHADES = [
  ['#f4e6c8', '#b89c6c'],
  ['#d49a62', '#7f4b22'],
  ['#b7bcbf', '#5f686e'],
  ['#f0cf86', '#a67a2c'],
  ['#8f6a55', '#3f2b20'],
  ['#e7d9b9', '#9d8660'],
];

/**
 * @param {number} a
 * @param {number} b
 */
function shadeOf(a, b) {
  return Math.floor(pebbleHash(a, b) * SHADES.length);
}

/**
 * One radial gradient a shade (#pb0, #pb1, ...) into `defs`, for pebbleFill.
 * @param {Element} defs
 */
export function pebbleGradients(defs) {
  SHADES.forEach(([light, dark], k) => {
    const g = el('radialGradient', { id: `pb${k}`, cx: 0.5, cy: 0.5, r: 0.5, fx: 0.34, fy: 0.3 }, defs);
    el('stop', { offset: '0', 'stop-color': '#fffaf0' }, g);
    el('stop', { offset: '0.22', 'stop-color': light }, g);
    el('stop', { offset: '1', 'stop-color': dark }, g);
  });
}

/**
 * SVG fill of the k-th pebble of a hole or pile: a stable mix of seed colours.
 * @param {number} a
 * @param {number} b
 */
export function pebbleFill(a, b) {
  return `url(#pb${shadeOf(a, b)})`;
}

/**
 * The same pebble as a CSS background, for pebbles in flight.
 * @param {number} a
 * @param {number} b
 */
export function pebbleCss(a, b) {
  const [light, dark] = SHADES[shadeOf(a, b)];
  return `radial-gradient(circle at 34% 30%, #fffaf0 0, ${light} 22%, ${dark} 100%)`;
}

/**
 * A pebble circle at (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} fill
 * @param {Element} parent
 */
export function pebble(x, y, r, fill, parent) {
  return el('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: r.toFixed(1), fill, class: 'pebble' }, parent);
}

/**
 * Where a hole's or pile's pebbles lie, [x0, y0, x1, y1, ...] nearest the
 * middle first (layout.js spots offset by (x0, y0), read from keys kx, ky):
 * worked out when it first shows one, kept with the drawing as one typed
 * array (a hole has room for some 70, a pile for hundreds).
 * @template {string} K
 * @param {Record<K, number>[]} spots
 * @param {number} x0
 * @param {number} y0
 * @param {K} kx
 * @param {K} ky
 */
export function flatSpots(spots, x0, y0, kx, ky) {
  const out = new Float64Array(2 * spots.length);
  spots.forEach((s, k) => {
    out[2 * k] = x0 + s[kx];
    out[2 * k + 1] = y0 + s[ky];
  });
  return out;
}

// Hidden pebbles a hole or pile keeps for its count to grow again; more are removed.
const SPARE_PEBBLES = 3;

/**
 * Shows the first `count` pebbles of a hole or pile (as many as it has room
 * for). Pebbles once made are hidden rather than removed when the count
 * drops (a hidden one costs the browser no layout) and shown again when it
 * grows. Beyond a few spare ones they are removed (trimPebbles), except
 * while a move is shown (`keep`): a relay empties and fills the same holes,
 * and a pebble made again is styled, laid out and painted anew. The drawing
 * holds about as many pebbles as the board has seeds, however long the game.
 * @param {import('./board-frame.js').Pebbles<unknown>} h
 * @param {number} count
 * @param {boolean} keep
 */
export function showPebbles(h, count, keep) {
  if (!count && !h.pool.length) return;
  h.spots ??= h.place();
  const shown = Math.min(count, h.spots.length / 2);
  for (let k = h.pool.length; k < shown; k++) h.pool.push(h.make(k, h.spots[2 * k], h.spots[2 * k + 1]));
  for (let k = h.shown; k < shown; k++) h.pool[k].removeAttribute('visibility');
  for (let k = shown; k < h.shown; k++) h.pool[k].setAttribute('visibility', 'hidden');
  h.shown = shown;
  if (!keep) trimPebbles(h);
}

/**
 * Removes the hidden pebbles of a hole or pile beyond a few spare ones.
 * @param {import('./board-frame.js').Pebbles<unknown>} h
 */
export function trimPebbles(h) {
  while (h.pool.length > h.shown + SPARE_PEBBLES) h.pool.pop()?.remove();
}
