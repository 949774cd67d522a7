// draw-also.js - what modules loaded after the first draw add to every draw:
// the move list (moves-list.js) to the panel, the analysis numbers
// (badges.js) to the board. Neither is needed to show the board and play on
// it (page weight), so the drawing does not import them: they add themselves.

/** @typedef {(svg: SVGSVGElement, state: import('./state.js').State, view: import('./board-view.js').View) => void} BoardPart */
/** @typedef {(doc: Document, state: import('./state.js').State) => void} PanelPart */
/** @type {{ board: BoardPart[], panel: PanelPart[] }} */
const later = { board: [], panel: [] };

/**
 * Adds `part` to every draw of `where` ('board': part(svg, state, view); 'panel': part(doc, state)).
 * @template {'board' | 'panel'} W
 * @param {W} where
 * @param {(typeof later)[W][number]} part
 */
export function drawAlso(where, part) {
  if (!(/** @type {(typeof later)[W][number][]} */ (later[where]).includes(part)))
    /** @type {(typeof later)[W][number][]} */ (later[where]).push(part);
}

/**
 * The parts added to `where` ('board' | 'panel'), in the order they came.
 * @template {'board' | 'panel'} W
 * @param {W} where
 * @returns {(typeof later)[W]}
 */
export function partsOf(where) {
  return later[where];
}
