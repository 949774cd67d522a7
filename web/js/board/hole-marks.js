// hole-marks.js - the marks over the holes (state.marks, set through
// controller.mark): the last move's holes, the hinted holes and review's
// better move. Each mark is a class of the hole's group and is drawn by an
// element of its own in the hole (board-frame.js: .ring for the hint,
// .better for review's, .last for the last move), so marks never hide one
// another: a hint and review's mark on one hole both show.

/**
 * The marks of each hole from `marks` (state.marks): a function of the
 * board index giving { hinted, better, last } (last: e.g. 'played relay', or '').
 */
export function marksByHole(marks) {
  const hinted = new Set([].concat(marks.hint ?? [])); // a hole, or every tied best one
  const better = marks.review; // review's better move (review.js)
  const { last } = marks;
  return (i) => ({ hinted: hinted.has(i), better: better === i, last: lastKinds(i, last) });
}

// The last move's marks on hole i (marks.last: { played, relays,
// captured }, board indices), e.g. 'played relay', or ''.
function lastKinds(i, last) {
  if (!last) return '';
  const kinds = [];
  if (last.played === i) kinds.push('played');
  if (last.relays.includes(i)) kinds.push('relay');
  if (last.captured.includes(i)) kinds.push('captured');
  return kinds.join(' ');
}

/** Puts hole `h`'s marks ({ hinted, better, last }) on its group; writes only what changed. */
export function drawMarks(h, { hinted, better, last }) {
  const { g, drawn } = h;
  if (drawn.hinted !== hinted) g.classList.toggle('hinted', hinted);
  if (drawn.better !== better) g.classList.toggle('review-better', better);
  if (drawn.last !== last) {
    g.classList.toggle('last-played', last.includes('played'));
    g.classList.toggle('last-relay', last.includes('relay'));
    g.classList.toggle('last-captured', last.includes('captured'));
    if (last) g.dataset.last = last; // for tests and tools
    else delete g.dataset.last;
  }
  Object.assign(drawn, { hinted, better, last });
}
