// review-graph.js - the review's graph: South's expected margin (seeds)
// after each ply, exact results filled, estimates hollow, marked moves
// bigger. It is a slider: a click on a point, or the arrow keys on it, go
// to that ply (the review does the going).

import { MARKED, signed, round1 } from './review-judge.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 600;
const H = 220;
const PAD = 14;

/** The graph's element: go(ply) on a click on a point, key(event) on a key. */
export function createGraph(doc, { go, key }) {
  const svg = doc.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'review-graph');
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('role', 'slider');
  svg.addEventListener('click', (ev) => {
    const at = ev.target.closest?.('[data-ply]');
    if (at) go(Number(at.dataset.ply));
  });
  svg.addEventListener('keydown', key);
  return svg;
}

/** Draws the review's data ({ points, moves }, review-judge.js) in `svg`, anew. */
export function drawGraph(svg, { points, moves }) {
  const doc = svg.ownerDocument;
  const top = Math.max(8, ...points.map((p) => Math.abs(p.margin)));
  const x = (ply) => PAD + (ply * (W - 2 * PAD)) / Math.max(1, points.length - 1);
  const y = (m) => H / 2 - (m * (H / 2 - PAD)) / top;
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  svg.textContent = '';
  const add = (name, attrs, parent = svg) => {
    const node = doc.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    parent.appendChild(node);
    return node;
  };
  add('rect', { x: 0, y: 0, width: W, height: H / 2, class: 'south-ahead' });
  add('line', { x1: PAD, x2: W - PAD, y1: H / 2, y2: H / 2, class: 'zero' });
  const label = (text, ty) => { add('text', { x: 4, y: ty, class: 'axis' }).textContent = text; };
  label(signed(top), 22);
  label(signed(-top), H - 6);
  add('polyline', { points: points.map((p) => `${x(p.ply).toFixed(1)},${y(p.margin).toFixed(1)}`).join(' '), class: 'trace' });
  add('line', { x1: 0, x2: 0, y1: 0, y2: H, class: 'cursor' });
  const step = (W - 2 * PAD) / Math.max(1, points.length - 1);
  const hits = add('g', { class: 'hits' });
  const dots = add('g', { class: 'dots' });
  const r = Math.max(2.5, Math.min(6, step / 2.6));
  for (const p of points) {
    add('rect', { x: (x(p.ply) - step / 2).toFixed(1), y: 0, width: step.toFixed(1), height: H, 'data-ply': p.ply }, hits);
    const kind = p.ply > 0 ? moves[p.ply - 1].kind : 'start';
    add('circle', {
      cx: x(p.ply).toFixed(1), cy: y(p.margin).toFixed(1), r: MARKED.has(kind) ? r + 1.5 : r,
      class: `point ${p.exact ? 'exact' : 'estimate'} ${kind}`, 'data-ply': p.ply,
      'data-margin': String(round1(p.margin)), 'data-exact': String(p.exact), 'data-kind': kind,
    }, dots);
  }
  svg.setAttribute('aria-valuemin', '0');
  svg.setAttribute('aria-valuemax', String(points.length - 1));
}

/**
 * The cursor on ply `at` (hidden for null: the board is not on the
 * reviewed game), and the slider's value, `text` for a screen reader.
 */
export function placeCursor(svg, at, text) {
  const cursor = svg.querySelector('.cursor');
  const dot = at === null ? null : svg.querySelector(`circle[data-ply="${at}"]`);
  cursor?.setAttribute('visibility', dot ? 'visible' : 'hidden');
  if (dot) {
    cursor.setAttribute('x1', dot.getAttribute('cx'));
    cursor.setAttribute('x2', dot.getAttribute('cx'));
  }
  svg.setAttribute('aria-valuenow', String(at ?? 0));
  svg.setAttribute('aria-valuetext', text);
}
