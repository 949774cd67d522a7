// hole-marks.js - the marks over the holes (state.marks, set through
// controller.mark): the last move's holes, the hinted holes, review's
// better move and the analysis's line (its moves numbered 1, 2, 3...).
// Each mark is a class of the hole's group and is drawn by an element of
// its own in the hole (board-frame.js: .ring for the hint, .better for
// review's, .last for the last move), so marks never hide one another: a
// hint and review's mark on one hole both show. The line's numbers are
// only named here (data-pv): analysis/badges.js draws them with the value
// badges, each in a place of its own, outside the holes' groups (a hole is
// a button named by its aria-label, whose visible text must be part of that
// name: axe's label-content-name-mismatch).

/** @typedef {{ hinted: boolean, better: boolean, last: string, pv: string }} HoleMarks */

/**
 * The marks of each hole from `marks` (state.marks): a function of the
 * board index giving { hinted, better, last, pv } (last: e.g. 'played
 * relay', or ''; pv: the line's numbers there, e.g. '1' or '2 4', or '').
 * @param {import('./state.js').Marks} marks
 * @returns {(i: number) => HoleMarks}
 */
export function marksByHole(marks) {
  const hinted = new Set(/** @type {number[]} */ ([]).concat(marks.hint ?? [])); // a hole, or every tied best one
  const better = marks.review; // review's better move (review.js)
  const { last } = marks;
  const pv = new Map((marks.pv ?? []).map((m) => [m.index, m.text]));
  return (i) => ({ hinted: hinted.has(i), better: better === i, last: lastKinds(i, last), pv: pv.get(i) ?? '' });
}

// The last move's marks on hole i (marks.last: { played, relays,
// captured }, board indices), e.g. 'played relay', or ''.
/**
 * @param {number} i
 * @param {import('./state.js').Marks['last']} last
 */
function lastKinds(i, last) {
  if (!last) return '';
  const kinds = [];
  if (last.played === i) kinds.push('played');
  if (last.relays.includes(i)) kinds.push('relay');
  if (last.captured.includes(i)) kinds.push('captured');
  return kinds.join(' ');
}

/**
 * Puts hole `h`'s marks ({ hinted, better, last, pv }) on its group; writes only what changed.
 * @param {import('./board-frame.js').HoleNodes} h
 * @param {HoleMarks} marks
 */
export function drawMarks(h, { hinted, better, last, pv }) {
  const { g, drawn } = h;
  if (drawn.hinted !== hinted) g.classList.toggle('hinted', hinted);
  if (drawn.better !== better) g.classList.toggle('review-better', better);
  if (drawn.last !== last) {
    g.classList.toggle('last-played', last.includes('played'));
    g.classList.toggle('last-relay', last.includes('relay'));
    g.classList.toggle('last-captured', last.includes('captured'));
    if (last)
      g.dataset.last = last; // for tests and tools
    else delete g.dataset.last;
  }
  if (drawn.pv !== pv) {
    if (pv)
      g.dataset.pv = pv; // for tests and tools
    else delete g.dataset.pv;
  }
  Object.assign(drawn, { hinted, better, last, pv });
}
