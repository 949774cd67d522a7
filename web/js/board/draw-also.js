// draw-also.js - what modules loaded after the first draw add to every draw:
// the move list (moves-list.js) to the panel, the analysis numbers
// (badges.js) to the board. Neither is needed to show the board and play on
// it (page weight), so the drawing does not import them: they add themselves.

const later = { board: [], panel: [] };

/** Adds `part` to every draw of `where` ('board': part(svg, state, view); 'panel': part(doc, state)). */
export function drawAlso(where, part) {
  if (!later[where].includes(part)) later[where].push(part);
}

/** The parts added to `where` ('board' | 'panel'), in the order they came. */
export function partsOf(where) {
  return later[where];
}
