// badges.js - the analysis numbers on the board's holes (hint.js asks for
// them through controller.mark({ badges })), drawn with every draw of the
// board once hint.js has added them (render.js drawAlso). They come with
// hint.js, after the board is playable.

import { el } from '../board/render.js';
import { holeNumber } from '../board/holes.js';

// The analysis numbers on the holes (state.marks.badges: [{ index, text, best, source }],
// source as position-search.js moveSource says);
// aria-hidden: the analysis panel says them in words.
export function drawBadges(svg, state, view) {
  const badges = state.marks.badges;
  const key = badges ? badges.map((b) => `${b.index}:${b.text}:${b.source}:${b.best ? 1 : 0}`).join('|') : '';
  if (key === view.marksKey) return;
  view.marksKey = key;
  svg.querySelector('.analysis-marks')?.remove();
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
    const natural = 12 + text.length * 12.5;
    const w = Math.min(96, natural); // within the hole's column: a long one is squeezed
    const x = (H.x + A.x) / 2;
    // Over both numbers: on the flat board they stand one above the other.
    const top = Math.min(H.y + 0.5 * (A.y - H.y) - 21, Math.min(H.numY, A.numY) - 20);
    const bottom = Math.max(H.y + 0.5 * (A.y - H.y) + 21, Math.max(H.numY, A.numY) + 5);
    const y = (top + bottom) / 2;
    const mark = el('g', { class: b.best ? 'mark best' : 'mark', 'data-hole': number }, group);
    if (b.source) mark.dataset.source = b.source;
    el('rect', { x: x - w / 2, y: top, width: w, height: bottom - top, rx: 14 }, mark);
    const label = el('text', { x, y: y + 8, 'text-anchor': 'middle' }, mark);
    if (natural > w) {
      label.setAttribute('textLength', String(w - 10));
      label.setAttribute('lengthAdjust', 'spacingAndGlyphs');
    }
    label.textContent = text;
  }
}
