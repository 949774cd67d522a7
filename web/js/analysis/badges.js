// badges.js - the analysis numbers on the board's holes (hint.js asks for
// them through controller.mark({ badges, pv })), drawn with every draw of the
// board once hint.js has added them (render.js drawAlso). They come with
// hint.js, after the board is playable.

import { el } from '../board/render.js';
import { holeNumber } from '../board/holes.js';

/** A value badge: the hole's board index, its number, whether a best move, where the value comes from. @typedef {{ index: number, text: string, best?: boolean, source?: string }} Badge */
/** @typedef {import('./pv.js').PvMark} PvMark */
/** What the badges read of a hole's place (board/layout.js). @typedef {{ x: number, y: number, rx: number, numY: number }} HolePlace */
/** @typedef {{ holes: HolePlace[], vertical?: boolean, width: number }} Layout */
/** What the badges read of the board's state (board/state.js). @typedef {{ n: number, marks: { badges?: Badge[] | null, pv?: PvMark[] | null } }} MarkedState */

// The analysis numbers on the holes: the value badges (state.marks.badges:
// [{ index, text, best, source }], source as position-search.js moveSource
// says) and the line's move numbers (state.marks.pv: [{ index, text }], pv.js
// pvMarks), each in a place of its own; aria-hidden: the analysis panel says
// them in words.
/**
 * @param {SVGSVGElement} svg
 * @param {MarkedState} state
 * @param {{ marksKey?: string, layout: Layout }} view
 */
export function drawBadges(svg, state, view) {
  const { badges, pv } = state.marks;
  const key = [badges, pv].map((list) => (list ?? []).map((b) => Object.values(b).join(':')).join('|')).join('/');
  if (key === view.marksKey) return;
  view.marksKey = key;
  svg.querySelector('.analysis-line')?.remove();
  svg.querySelector('.analysis-marks')?.remove();
  if (pv) drawLine(el('g', { class: 'analysis-line', 'aria-hidden': 'true' }, svg), pv, view.layout);
  if (!badges) return;
  const group = el('g', { class: 'analysis-marks', 'aria-hidden': 'true' }, svg);
  // Each badge sits in the groove between the hole and the one across, never
  // over the seeds: it covers the two hole numbers there, so it says its own.
  const { holes } = view.layout;
  for (const b of badges) {
    const H = holes[b.index];
    const A = holes[2 * state.n - 1 - b.index];
    const number = holeNumber(state.n, b.index);
    const text = `${number} ${b.text.replace(/([≈≤≥]) /, '$1')}`;
    const natural = 16 + text.length * 14; // bold figures of 22 units are about 14 wide
    const w = Math.min(96, natural); // within the hole's column: a long one is squeezed
    const x = (H.x + A.x) / 2;
    // Over both numbers: on the flat board they stand one above the other.
    const top = Math.min(H.y + 0.5 * (A.y - H.y) - 21, Math.min(H.numY, A.numY) - 20);
    const bottom = Math.max(H.y + 0.5 * (A.y - H.y) + 21, Math.max(H.numY, A.numY) + 5);
    const y = (top + bottom) / 2;
    const mark = el('g', { class: b.best ? 'mark best' : 'mark', 'data-hole': number }, group);
    if (b.source) /** @type {SVGElement} */ (mark).dataset.source = b.source;
    el('rect', { x: x - w / 2, y: top, width: w, height: bottom - top, rx: 14 }, mark);
    const label = el('text', { x, y: y + 8, 'text-anchor': 'middle' }, mark);
    if (natural > w) {
      label.setAttribute('textLength', String(w - 10));
      label.setAttribute('lengthAdjust', 'spacingAndGlyphs');
    }
    label.textContent = text;
  }
}

// The line's numbers: a disc on the pit's side, halfway down, over the seeds.
// The badges stand between the rows, or between the columns of the upright
// board, so there the disc takes the pit's outer side. A hole played twice
// says both numbers in one disc, "1·3".
/**
 * @param {Element} group
 * @param {PvMark[]} pv
 * @param {Layout} L
 */
function drawLine(group, pv, L) {
  for (const { index, text } of pv) {
    const H = L.holes[index];
    const x = H.x + (L.vertical && H.x < L.width / 2 ? -0.62 : 0.62) * H.rx;
    const words = text.replaceAll(' ', '\u00b7');
    const w = 38 + (words.length - 1) * 12;
    const step = el('g', { class: 'pv-step' }, group);
    el('rect', { x: x - w / 2, y: H.y - 19, width: w, height: 38, rx: 19 }, step);
    el('text', { x, y: H.y + 8, 'text-anchor': 'middle' }, step).textContent = words;
  }
}
