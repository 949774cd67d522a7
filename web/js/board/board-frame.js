// board-frame.js - builds a board's drawing for its shape: the wood with its
// grain and the direction arrows, the two piles, the holes (each with an
// element for every mark, so all of them can show at once) and the labels.
// Built again only when the shape changes (render.js); every draw after
// that only updates what it built (hole-draw.js, hole-marks.js). What it
// built is kept in the board's view (board-view.js): view.holes, view.piles.

import { holeSpots, pileSpots, pebbleHash } from './layout.js';
import { holeName, holeOwner, holeNumber } from './holes.js';
import { el, textIn } from './draw-util.js';
import { pebble, pebbleFill, pebbleGradients, flatSpots } from './pebbles.js';
import { t } from '../i18n/strings.js';

/** @typedef {import('./layout.js').Layout} Layout */
/**
 * A hole's or pile's pebbles (pebbles.js showPebbles): the group they are
 * drawn in, the nodes made (pool) and how many show, where they lie (spots,
 * worked out by place() when first needed), how one is made, and what the
 * drawing shows now (drawn).
 * @template D
 * @typedef {{
 *   g: SVGElement, group: SVGElement, pool: SVGElement[], shown: number, countText: Text,
 *   drawn: D, spots: Float64Array | null, place: () => Float64Array,
 *   make: (k: number, x: number, y: number) => SVGElement,
 * }} Pebbles
 */
/**
 * What a hole shows now (hole-draw.js, hole-marks.js).
 * @typedef {{
 *   count?: number, empty?: boolean, closed?: boolean, legal?: boolean, active?: boolean, tab?: string, label?: string,
 *   hinted?: boolean, better?: boolean, last?: string, pv?: string,
 * }} HoleDrawn
 */
/** What a pile shows now (hole-draw.js). @typedef {{ count?: number, aside?: number, toMove?: boolean }} PileDrawn */
/** A hole's nodes: its pebbles, its count's text element and its spoken name. @typedef {Pebbles<HoleDrawn> & { count: SVGElement, name: string }} HoleNodes */
/** A pile's nodes: its pebbles and what is set aside. @typedef {Pebbles<PileDrawn> & { aside: SVGElement }} PileNodes */

/**
 * Builds the drawing of view.layout into `svg` (emptied first) and keeps its nodes in `view`.
 * @param {SVGSVGElement} svg
 * @param {import('./state.js').State} state
 * @param {import('./board-view.js').View} view
 */
export function buildBoard(svg, state, view) {
  const L = view.layout;
  svg.textContent = '';
  svg.setAttribute('viewBox', `0 0 ${L.width} ${L.height}`);
  svg.classList.toggle('vertical', L.vertical);
  buildDefs(svg);
  buildWood(svg, L, state.clockwise);
  view.piles = buildPiles(svg, L);
  view.holes = buildHoles(svg, L, state.n);
}

/** @param {SVGSVGElement} svg */
function buildDefs(svg) {
  const defs = el('defs', {}, svg);
  const wood = el('linearGradient', { id: 'wood', x1: 0, y1: 0, x2: 0.15, y2: 1 }, defs);
  [
    ['0', '#b8773f'],
    ['0.45', '#a0612f'],
    ['1', '#7d4521'],
  ].forEach(([o, c]) => el('stop', { offset: o, 'stop-color': c }, wood));
  const pit = el('radialGradient', { id: 'pit', cx: 0.5, cy: 0.42, r: 0.62 }, defs);
  [
    ['0', '#3b200f'],
    ['0.7', '#4e2b14'],
    ['0.92', '#65391b'],
    ['1', '#2c1608'],
  ].forEach(([o, c]) => el('stop', { offset: o, 'stop-color': c }, pit));
  const tray = el('linearGradient', { id: 'tray', x1: 0, y1: 0, x2: 0, y2: 1 }, defs);
  [
    ['0', '#2e1a0c'],
    ['1', '#4a2c16'],
  ].forEach(([o, c]) => el('stop', { offset: o, 'stop-color': c }, tray));
  const lid = el('radialGradient', { id: 'lid', cx: 0.4, cy: 0.35, r: 0.75 }, defs);
  [
    ['0', '#c98d55'],
    ['1', '#8a552c'],
  ].forEach(([o, c]) => el('stop', { offset: o, 'stop-color': c }, lid));
  pebbleGradients(defs);
}

// The board's body, its grain and edge, and an arrow on each side for the direction of sowing.
/**
 * @param {SVGSVGElement} svg
 * @param {Layout} L
 * @param {boolean} clockwise
 */
function buildWood(svg, L, clockwise) {
  const B = L.board;
  const wood = el('g', { class: 'wood', 'aria-hidden': 'true' }, svg);
  el('rect', { x: B.x + 4, y: B.y + 8, width: B.w, height: B.h, rx: B.r, class: 'board-shadow' }, wood);
  el('rect', { x: B.x, y: B.y, width: B.w, height: B.h, rx: B.r, fill: 'url(#wood)', class: 'board-body' }, wood);
  grain(wood, B, L.vertical);
  el('rect', { x: B.x + 3, y: B.y + 3, width: B.w - 6, height: B.h - 6, rx: B.r - 3, class: 'board-edge' }, wood);
  for (const side of /** @type {const} */ (['left', 'right'])) {
    let [x1, y1, x2, y2] = L.arrows[side];
    if (clockwise) [x1, y1, x2, y2] = [x2, y2, x1, y1];
    el('path', { d: arrowPath(x1, y1, x2, y2), class: 'arrow' }, wood);
  }
  const title = el('title', {}, wood);
  title.textContent = `${t('direction')}: ${t(clockwise ? 'clockwise' : 'counterClockwise')}`;
}

// An arrow over the middle of the segment (x1, y1) -> (x2, y2), with its head at 70 %.
/**
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 */
function arrowPath(x1, y1, x2, y2) {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const sx = x1 + ux * 0.3 * len;
  const sy = y1 + uy * 0.3 * len;
  const ex = x1 + ux * 0.7 * len;
  const ey = y1 + uy * 0.7 * len;
  const head = `M${ex - ux * 12 - uy * 9} ${ey - uy * 12 + ux * 9} L${ex} ${ey} L${ex - ux * 12 + uy * 9} ${ey - uy * 12 - ux * 9}`;
  return `M${sx} ${sy} L${ex} ${ey} ${head}`;
}

// A few long, faint strokes across the board read as wood grain.
/**
 * @param {Element} parent
 * @param {import('./layout.js').BoardRect} B
 * @param {boolean} vertical
 */
function grain(parent, B, vertical) {
  const g = el('g', { class: 'grain' }, parent);
  const lines = 14;
  for (let k = 0; k < lines; k++) {
    const f = (k + 0.5) / lines;
    const wobble = 4 + pebbleHash(k, 5) * 8;
    const phase = pebbleHash(5, k) * 6;
    let d = '';
    const steps = 12;
    for (let s = 0; s <= steps; s++) {
      const u = s / steps;
      const w = Math.sin(u * 6 + phase) * wobble;
      const x = vertical ? B.x + f * B.w + w : B.x + u * B.w;
      const y = vertical ? B.y + u * B.h : B.y + f * B.h + w;
      d += `${s ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    }
    el('path', { d, 'stroke-width': (1 + pebbleHash(k, 9) * 2.5).toFixed(1) }, g);
  }
}

// South's and North's pile: the tray, the name, the pebbles, the count and what is set aside.
/**
 * @param {SVGSVGElement} svg
 * @param {Layout} L
 * @returns {PileNodes[]}
 */
function buildPiles(svg, L) {
  const piles = el('g', { class: 'piles' }, svg);
  return /** @type {const} */ (['S', 'N']).map((player, p) => {
    const P = L.piles[p];
    const g = el('g', { class: `pile pile-${player}`, 'data-store': player, 'data-count': '', role: 'img' }, piles);
    el('rect', { x: P.x, y: P.y, width: P.w, height: P.h, rx: 22, fill: 'url(#tray)', class: 'tray' }, g);
    const name = el(
      'text',
      { x: P.labelX, y: P.labelY, class: 'pile-name', 'text-anchor': P.vertical ? 'middle' : 'start' },
      g,
    );
    name.textContent = t(player);
    const pebbles = el('g', { class: 'pile-pebbles' }, g);
    const count = el(
      'text',
      { x: P.countX, y: P.countY, class: 'pile-count', 'text-anchor': P.vertical ? 'middle' : 'end' },
      g,
    );
    const aside = el(
      'text',
      {
        x: P.labelX,
        y: P.vertical ? P.labelY + 24 : P.labelY + 26,
        class: 'pile-aside',
        'text-anchor': P.vertical ? 'middle' : 'start',
      },
      g,
    );
    return {
      g,
      group: pebbles,
      pool: [],
      shown: 0,
      countText: textIn(count),
      aside,
      drawn: {},
      spots: null,
      place: () => flatSpots(pileSpots(P, 16), 0, 0, 'x', 'y'),
      /** @type {(k: number, x: number, y: number) => SVGElement} */
      make: (k, x, y) => pebble(x, y, 7.6 + pebbleHash(k, 40 + p) * 2, pebbleFill(40 + p, k), pebbles),
    };
  });
}

// Each hole a button: its layers from the hit area up (the marks' rings under the pit,
// the focus ring on top), then its number and count in a layer of their own.
/**
 * @param {SVGSVGElement} svg
 * @param {Layout} L
 * @param {number} n
 * @returns {HoleNodes[]}
 */
function buildHoles(svg, L, n) {
  const holes = el('g', { class: 'holes' }, svg);
  const groups = L.holes.map((H, i) => {
    const g = el(
      'g',
      {
        class: 'hole',
        'data-hole': holeName(n, i),
        'data-index': i,
        'data-count': '',
        role: 'button',
      },
      holes,
    );
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx + 7, ry: H.ry + 7, class: 'ring' }, g); // the hint's
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx + 7, ry: H.ry + 7, class: 'better' }, g); // over the ring: a hint and review's mark show together
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx + 1, ry: H.ry + 1, class: 'last' }, g);
    el('ellipse', { cx: H.x, cy: H.y + 2, rx: H.rx + 2, ry: H.ry + 2, class: 'lip' }, g);
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx, ry: H.ry, fill: 'url(#pit)', class: 'pit' }, g);
    const pebbles = el('g', { class: 'pebbles' }, g);
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx - 3, ry: H.ry - 3, fill: 'url(#lid)', class: 'lid' }, g);
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx + 12, ry: H.ry + 12, class: 'focus' }, g);
    el('rect', { x: H.cell.x, y: H.cell.y, width: H.cell.w, height: H.cell.h, class: 'hit' }, g);
    return { g, group: pebbles };
  });
  return buildLabels(svg, L, n, groups);
}

// Counts and hole numbers sit outside the hole buttons: each button's
// aria-label already says both, and a screen reader should not hear them twice.
/**
 * @param {SVGSVGElement} svg
 * @param {Layout} L
 * @param {number} n
 * @param {{ g: SVGElement, group: SVGElement }[]} groups
 * @returns {HoleNodes[]}
 */
function buildLabels(svg, L, n, groups) {
  const labels = el('g', { class: 'labels', 'aria-hidden': 'true' }, svg);
  return L.holes.map((H, i) => {
    const num = el('text', { x: H.numX, y: H.numY, class: 'num', 'text-anchor': 'middle' }, labels);
    num.textContent = String(holeNumber(n, i));
    const count = el('text', { x: H.countX, y: H.countY, class: 'count', 'text-anchor': 'middle' }, labels);
    return {
      ...groups[i],
      pool: [],
      shown: 0,
      count,
      countText: textIn(count),
      spots: null,
      place: () => flatSpots(holeSpots(H.rx, H.ry, 17, i), H.x, H.y, 'dx', 'dy'),
      /** @type {(k: number, x: number, y: number) => SVGElement} */
      make: (k, x, y) => pebble(x, y, 8.2 + pebbleHash(i, k) * 2, pebbleFill(i, k), groups[i].group),
      name: t('hole', { player: t(holeOwner(n, i)), number: holeNumber(n, i) }),
      drawn: {},
    };
  });
}
