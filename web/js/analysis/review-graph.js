// review-graph.js - the review's graph: South's expected margin (seeds)
// after each ply, exact results filled, estimates hollow, marked moves
// bigger. It is a slider: a click on a point, or the arrow keys on it, go
// to that ply (the review does the going).

import { MARKED, signed, round1 } from './review-judge.js';

/** @typedef {import('./review-judge.js').Point} Point */
/** @typedef {import('./review-judge.js').Judged} Judged */

const NS = 'http://www.w3.org/2000/svg';
const W = 600;
const H = 220;
const PAD = 14;
const AXIS = 26; // the band under the plot where the move numbers are written
const MID = (H - AXIS) / 2; // the zero line

// The scale's end: the largest margin rounded up to a number one reads at a glance (never "16.42").
const SCALE = [5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100];
const scaleTop = (/** @type {number} */ m) => SCALE.find((v) => m <= v) ?? Math.ceil(m / 50) * 50;
// Every how many moves a number is written: ten numbers at most.
const tickStep = (/** @type {number} */ plies) =>
  [1, 2, 5, 10, 20, 50, 100, 200, 500].find((k) => plies / k <= 10) ?? 1000;

/**
 * The graph's element: go(ply) on a click on a point, key(event) on a key.
 * @param {Document} doc
 * @param {{ go: (ply: number) => void, key: (event: KeyboardEvent) => void }} on
 */
export function createGraph(doc, { go, key }) {
  const svg = doc.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'review-graph');
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('role', 'slider');
  svg.addEventListener('click', (ev) => {
    const at = /** @type {SVGElement | null | undefined} */ (
      /** @type {Element} */ (ev.target).closest?.('[data-ply]')
    );
    if (at) go(Number(at.dataset.ply));
  });
  svg.addEventListener('keydown', key);
  return svg;
}

/**
 * Draws the review's data ({ points, moves }, review-judge.js) in `svg`, anew.
 * @param {SVGSVGElement} svg
 * @param {{ points: Point[], moves: Judged[] }} data
 */
export function drawGraph(svg, { points, moves }) {
  const doc = svg.ownerDocument;
  const top = scaleTop(Math.max(4, ...points.map((p) => Math.abs(p.margin))));
  const x = (/** @type {number} */ ply) => PAD + (ply * (W - 2 * PAD)) / Math.max(1, points.length - 1);
  const y = (/** @type {number} */ m) => MID - (m * (MID - PAD)) / top;
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  svg.textContent = '';
  /**
   * @param {string} name
   * @param {Record<string, string | number>} attrs
   * @param {Element} [parent]
   */
  const add = (name, attrs, parent = svg) => {
    const node = doc.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, /** @type {string} */ (v)); // a number is written as its text
    parent.appendChild(node);
    return node;
  };
  add('rect', { x: 0, y: 0, width: W, height: MID, class: 'south-ahead' });
  add('line', { x1: PAD, x2: W - PAD, y1: MID, y2: MID, class: 'zero' });
  /**
   * @param {string} text
   * @param {number} ty
   */
  const label = (text, ty) => {
    add('text', { x: 4, y: ty, class: 'axis' }).textContent = text;
  };
  label(signed(top), 22);
  label(signed(-top), H - AXIS - 6);
  const plies = points.length - 1;
  const every = tickStep(plies);
  for (let ply = every; ply <= plies; ply += every) {
    add('line', { x1: x(ply), x2: x(ply), y1: H - AXIS, y2: H - AXIS + 5, class: 'tick' });
    add('text', { x: x(ply), y: H - 4, class: 'axis move-number', 'text-anchor': 'middle' }).textContent = String(ply);
  }
  add('polyline', {
    points: points.map((p) => `${x(p.ply).toFixed(1)},${y(p.margin).toFixed(1)}`).join(' '),
    class: 'trace',
  });
  add('line', { x1: 0, x2: 0, y1: 0, y2: H - AXIS, class: 'cursor' });
  const step = (W - 2 * PAD) / Math.max(1, points.length - 1);
  const hits = add('g', { class: 'hits' });
  const dots = add('g', { class: 'dots' });
  const r = Math.max(2.5, Math.min(6, step / 2.6));
  for (const p of points) {
    add(
      'rect',
      { x: (x(p.ply) - step / 2).toFixed(1), y: 0, width: step.toFixed(1), height: H - AXIS, 'data-ply': p.ply },
      hits,
    );
    const kind = p.ply > 0 ? moves[p.ply - 1].kind : 'start';
    add(
      'circle',
      {
        cx: x(p.ply).toFixed(1),
        cy: y(p.margin).toFixed(1),
        r: MARKED.has(kind) ? r + 1.5 : r,
        class: `point ${p.exact ? 'exact' : 'estimate'} ${kind}`,
        'data-ply': p.ply,
        'data-margin': String(round1(p.margin)),
        'data-exact': String(p.exact),
        'data-kind': kind,
      },
      dots,
    );
  }
  svg.setAttribute('aria-valuemin', '0');
  svg.setAttribute('aria-valuemax', String(points.length - 1));
}

/**
 * The cursor on ply `at` (hidden for null: the board is not on the
 * reviewed game), and the slider's value, `text` for a screen reader.
 * @param {SVGSVGElement} svg
 * @param {number | null} at
 * @param {string} text
 */
export function placeCursor(svg, at, text) {
  const cursor = svg.querySelector('.cursor');
  const dot = at === null ? null : svg.querySelector(`circle[data-ply="${at}"]`);
  cursor?.setAttribute('visibility', dot ? 'visible' : 'hidden');
  if (dot) {
    // Drawn with the dots (drawGraph).
    /** @type {Element} */ (cursor).setAttribute('x1', /** @type {string} */ (dot.getAttribute('cx')));
    /** @type {Element} */ (cursor).setAttribute('x2', /** @type {string} */ (dot.getAttribute('cx')));
  }
  svg.setAttribute('aria-valuenow', String(at ?? 0));
  svg.setAttribute('aria-valuetext', text);
}
