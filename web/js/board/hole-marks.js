// hole-marks.js - the marks over the holes (state.marks, set through
// controller.mark): the last move's holes, the hinted holes, review's
// better move and the analysis's line (its moves numbered 1, 2, 3...).
// Each mark is a class of the hole's group and is drawn by an element of
// its own in the hole (board-frame.js: .ring for the hint, .better for
// review's, .last for the last move; .pv-step, made here when first
// needed, for the line), so marks never hide one another: a hint and
// review's mark on one hole both show. The line's number is text, so it
// sits beside the hole's group, not in it: a hole is a button named by its
// aria-label, whose visible text must be part of that name (axe's
// label-content-name-mismatch).

/**
 * The marks of each hole from `marks` (state.marks): a function of the
 * board index giving { hinted, better, last, pv } (last: e.g. 'played
 * relay', or ''; pv: the line's numbers there, e.g. '1' or '2 4', or '').
 */
export function marksByHole(marks) {
  const hinted = new Set([].concat(marks.hint ?? [])); // a hole, or every tied best one
  const better = marks.review; // review's better move (review.js)
  const { last } = marks;
  const pv = new Map((marks.pv ?? []).map((m) => [m.index, m.text]));
  return (i) => ({ hinted: hinted.has(i), better: better === i, last: lastKinds(i, last), pv: pv.get(i) ?? '' });
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

/** Puts hole `h`'s marks ({ hinted, better, last, pv }) on its group; writes only what changed. */
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
  if (drawn.pv !== pv) drawStep(h, pv);
  Object.assign(drawn, { hinted, better, last, pv });
}

// The line's numbers on a hole: a disc at the pit's right, halfway down, over the
// seeds, in a colour of its own (data-pv for tests and tools): the value badges
// sit in the groove above or below the pit (analysis/badges.js), never here.
function drawStep(h, text) {
  const { g } = h;
  if (!text) {
    delete g.dataset.pv;
    h.pvStep?.setAttribute('visibility', 'hidden');
    return;
  }
  g.dataset.pv = text;
  if (!h.pvStep) {
    const pit = g.querySelector('.pit');
    const at = (name) => Number(pit.getAttribute(name));
    const ns = g.namespaceURI;
    const x = at('cx') + at('rx') * 0.62;
    const y = at('cy');
    h.pvStep = g.ownerDocument.createElementNS(ns, 'g');
    h.pvStep.setAttribute('class', 'pv-step');
    h.pvStep.setAttribute('aria-hidden', 'true');
    const disc = g.ownerDocument.createElementNS(ns, 'rect');
    for (const [k, v] of Object.entries({ x: x - 19, y: y - 19, width: 38, height: 38, rx: 19 }))
      disc.setAttribute(k, String(v));
    const label = g.ownerDocument.createElementNS(ns, 'text');
    for (const [k, v] of Object.entries({ x, y: y + 8, 'text-anchor': 'middle' })) label.setAttribute(k, String(v));
    h.pvStep.append(disc, label);
    g.parentNode.appendChild(h.pvStep); // after every hole: over their seeds
  }
  const [disc, label] = h.pvStep.children;
  // Two numbers or more on one hole: a wider pill, centred on the same point.
  const w = 38 + (text.length - 1) * 12;
  disc.setAttribute('x', String(Number(label.getAttribute('x')) - w / 2));
  disc.setAttribute('width', String(w));
  label.textContent = text;
  h.pvStep.removeAttribute('visibility');
}
