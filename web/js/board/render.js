// render.js - draws the page from the state object, and nothing else.
// renderBoard(svg, state, view) and renderPanel(doc, state) can be called any number
// of times: the result depends only on the state. A move redraws a few dozen
// times, so a draw writes only what differs from the last one: the drawing is
// rebuilt only when its shape changes (holes a row, orientation, direction,
// language), a hole or pile is touched only when something of it changed, its
// pebbles are kept and shown or hidden rather than made again, and nothing is
// written that already holds the value (an attribute set to the same value
// still costs the browser a style pass). No draw reads the page's layout.
//
// Everything a board keeps between two draws lives in its `view`
// (createView): its geometry, its size in pixels, the nodes render reuses and
// what they show now. Nothing else is kept in this module, so boards on one
// page share nothing, but the parts modules loaded later add to every draw
// (drawAlso: the move list, the analysis numbers). The marks on the board
// (state.marks: the last move, the hinted holes, review's better move) are
// drawn here too, each with its own element of the hole, so all of them show at once.

import { computeLayout, holeSpots, pileSpots, pebbleHash } from './layout.js';
import { holeName, holeOwner, holeNumber, holeIndex } from './holes.js';
import { t, language } from '../i18n/strings.js';
import { plainError } from '../i18n/errors.js';
import { lastMoveWords } from './speech.js';

const SVG = 'http://www.w3.org/2000/svg';
// Seeds in the colours of dried mate seeds and river pebbles: [light, dark].
const SHADES = [
  ['#f4e6c8', '#b89c6c'], ['#d49a62', '#7f4b22'], ['#b7bcbf', '#5f686e'],
  ['#f0cf86', '#a67a2c'], ['#8f6a55', '#3f2b20'], ['#e7d9b9', '#9d8660'],
];

/**
 * A board's view: its geometry (layout.js, set when the drawing is built) and
 * its size in pixels (`box`, kept by the page's ResizeObserver through
 * setBox), so that placing the hand and flying pebbles never reads the page's
 * layout mid-animation. render, animate and controls all take it.
 */
export function createView() {
  return {
    layout: null,          // the current board geometry (layout.js)
    box: { w: 0, h: 0 },   // the board's size in pixels
    shapeKey: '',          // n, orientation and direction the drawing was built for
    holes: [],             // each hole's nodes and what they show, by board index (buildBoard)
    piles: [],             // the same for South's and North's pile
    drawn: {},             // what the board's own attributes and the hand show now
    marksKey: '',          // the analysis numbers drawn now
    onSound: null,         // (kind: 'drop' | 'capture') as the drawn counts grow during a move (sound.js)
  };
}

/** The board's size in pixels (from a ResizeObserver). */
export function setBox(view, w, h) {
  view.box = { w, h };
}

// Writes only a value that differs: `drawn` remembers what was written.
function put(drawn, key, value, write) {
  if (drawn[key] === value) return;
  drawn[key] = value;
  write(value);
}

export function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function shadeOf(a, b) {
  return Math.floor(pebbleHash(a, b) * SHADES.length);
}

/** SVG fill of the k-th pebble of a hole or pile: a stable mix of seed colours. */
export function pebbleFill(a, b) {
  return `url(#pb${shadeOf(a, b)})`;
}

/** The same pebble as a CSS background, for pebbles in flight. */
export function pebbleCss(a, b) {
  const [light, dark] = SHADES[shadeOf(a, b)];
  return `radial-gradient(circle at 34% 30%, #fffaf0 0, ${light} 22%, ${dark} 100%)`;
}

/** A pebble circle at (x, y). */
export function pebble(x, y, r, fill, parent) {
  return el('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: r.toFixed(1), fill, class: 'pebble' }, parent);
}

// ---------------------------------------------------------------- the board

// What modules loaded after the first draw add to every draw: the move
// list (moves-list.js) to the panel, the analysis numbers (badges.js) to the
// board. Neither is needed to show the board and play on it (page weight).
const later = { board: [], panel: [] };

/** Adds `part` to every draw of `where` ('board': part(svg, state, view); 'panel': part(doc, state)). */
export function drawAlso(where, part) {
  if (!later[where].includes(part)) later[where].push(part);
}

/**
 * Draws the board and the piles into `svg`, and the hand into the layer over
 * it (an HTML layer: what moves there is composited, so an animation does not
 * repaint the board every frame).
 */
export function renderBoard(svg, state, view) {
  const bottom = state.bottom;
  const compact = state.compactPiles;
  const key = `${state.n}|${state.vertical}|${state.stretch}|${state.clockwise}|${bottom}|${compact}|${language()}`;
  if (key !== view.shapeKey || !svg.querySelector('.holes')) {
    view.layout = computeLayout(state.n, state.vertical, state.stretch, bottom, compact);
    buildBoard(svg, state, view);
    view.shapeKey = key;
    view.marksKey = '';
  }
  // Hole numbers at least 11 px on the screen (phones), within what the groove holds (24 units).
  const scale = view.box.w ? Math.min(view.box.w / view.layout.width, view.box.h / view.layout.height) : 1;
  const d = view.drawn;
  put(d, 'numSize', `${Math.min(24, Math.max(16, 11.5 / scale)).toFixed(1)}px`, (v) => svg.style.setProperty('--num-size', v));
  put(d, 'position', state.position, (v) => { svg.dataset.position = v; });
  put(d, 'busy', state.busy, (v) => {
    svg.dataset.busy = v ? 'true' : 'false';
    svg.setAttribute('aria-busy', v ? 'true' : 'false');
    svg.classList.toggle('is-busy', v);
  });
  put(d, 'turn', state.turn ?? '-', (v) => { svg.dataset.turn = v; });
  put(d, 'label', `${bottom}|${state.n}`, () => {
    svg.dataset.bottom = bottom;
    svg.setAttribute('aria-label', t(bottom === 'N' ? 'boardLabelTurned' : 'boardLabel', { n: state.n }));
  });
  svg.classList.toggle('turn-S', state.turn === 'S' && !state.busy);
  svg.classList.toggle('turn-N', state.turn === 'N' && !state.busy);

  const legal = new Set(legalIndices(state));
  const focusIndex = legal.has(state.focus) ? state.focus : (legal.size ? Math.min(...legal) : null);
  const hinted = new Set([].concat(state.marks.hint ?? [])); // a hole, or every tied best one
  const better = state.marks.review; // review's better move (review.js)
  const last = state.marks.last;
  for (let i = 0; i < view.holes.length; i++) {
    const marks = { hinted: hinted.has(i), better: better === i, last: lastKinds(i, last) };
    updateHole(view.holes[i], i, state, view, legal.has(i), i === focusIndex, marks);
  }
  for (let p = 0; p < 2; p++) updatePile(view.piles[p], p, state, view);
  updateHand(svg.parentNode.querySelector('.hand'), state, view);
  for (const part of later.board) part(svg, state, view);
}

// The last move's marks on hole i (state.marks.last: { played, relays,
// captured }, board indices), e.g. 'played relay', or ''.
function lastKinds(i, last) {
  if (!last) return '';
  const kinds = [];
  if (last.played === i) kinds.push('played');
  if (last.relays.includes(i)) kinds.push('relay');
  if (last.captured.includes(i)) kinds.push('captured');
  return kinds.join(' ');
}

/** Board indices of the holes the mover may play now. */
export function legalIndices(state) {
  return state.turn ? state.legal.map((m) => holeIndex(state.n, state.turn, m)) : [];
}

function buildBoard(svg, state, view) {
  const L = view.layout;
  svg.textContent = '';
  svg.setAttribute('viewBox', `0 0 ${L.width} ${L.height}`);
  svg.classList.toggle('vertical', L.vertical);
  buildDefs(svg);

  const B = L.board;
  const wood = el('g', { class: 'wood', 'aria-hidden': 'true' }, svg);
  el('rect', { x: B.x + 4, y: B.y + 8, width: B.w, height: B.h, rx: B.r, class: 'board-shadow' }, wood);
  el('rect', { x: B.x, y: B.y, width: B.w, height: B.h, rx: B.r, fill: 'url(#wood)', class: 'board-body' }, wood);
  grain(wood, B, L.vertical);
  el('rect', { x: B.x + 3, y: B.y + 3, width: B.w - 6, height: B.h - 6, rx: B.r - 3, class: 'board-edge' }, wood);
  for (const side of ['left', 'right']) {
    let [x1, y1, x2, y2] = L.arrows[side];
    if (state.clockwise) [x1, y1, x2, y2] = [x2, y2, x1, y1];
    const len = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    const sx = x1 + ux * 0.3 * len;
    const sy = y1 + uy * 0.3 * len;
    const ex = x1 + ux * 0.7 * len;
    const ey = y1 + uy * 0.7 * len;
    const head = `M${ex - ux * 12 - uy * 9} ${ey - uy * 12 + ux * 9} L${ex} ${ey} L${ex - ux * 12 + uy * 9} ${ey - uy * 12 - ux * 9}`;
    el('path', { d: `M${sx} ${sy} L${ex} ${ey} ${head}`, class: 'arrow' }, wood);
  }
  const title = el('title', {}, wood);
  title.textContent = `${t('direction')}: ${t(state.clockwise ? 'clockwise' : 'counterClockwise')}`;

  const piles = el('g', { class: 'piles' }, svg);
  view.piles = ['S', 'N'].map((player, p) => {
    const P = L.piles[p];
    const g = el('g', { class: `pile pile-${player}`, 'data-store': player, 'data-count': '', role: 'img' }, piles);
    el('rect', { x: P.x, y: P.y, width: P.w, height: P.h, rx: 22, fill: 'url(#tray)', class: 'tray' }, g);
    const name = el('text', { x: P.labelX, y: P.labelY, class: 'pile-name', 'text-anchor': P.vertical ? 'middle' : 'start' }, g);
    name.textContent = t(player);
    const pebbles = el('g', { class: 'pile-pebbles' }, g);
    const count = el('text', { x: P.countX, y: P.countY, class: 'pile-count', 'text-anchor': P.vertical ? 'middle' : 'end' }, g);
    const aside = el('text', {
      x: P.labelX, y: P.vertical ? P.labelY + 24 : P.labelY + 26,
      class: 'pile-aside', 'text-anchor': P.vertical ? 'middle' : 'start',
    }, g);
    return {
      g, group: pebbles, pool: [], shown: 0, countText: textIn(count), aside, drawn: {},
      spots: null,
      place: () => flat(pileSpots(P, 16), 0, 0, 'x', 'y'),
      make: (k, x, y) => pebble(x, y, 7.6 + pebbleHash(k, 40 + p) * 2, pebbleFill(40 + p, k), pebbles),
    };
  });

  const holes = el('g', { class: 'holes' }, svg);
  const groups = L.holes.map((H, i) => {
    const g = el('g', {
      class: 'hole', 'data-hole': holeName(state.n, i), 'data-index': i, 'data-count': '', role: 'button',
    }, holes);
    el('rect', { x: H.cell.x, y: H.cell.y, width: H.cell.w, height: H.cell.h, class: 'hit' }, g);
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx + 7, ry: H.ry + 7, class: 'ring' }, g);
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx + 7, ry: H.ry + 7, class: 'better' }, g); // over the ring: a hint and review's mark show together
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx + 1, ry: H.ry + 1, class: 'last' }, g);
    el('ellipse', { cx: H.x, cy: H.y + 2, rx: H.rx + 2, ry: H.ry + 2, class: 'lip' }, g);
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx, ry: H.ry, fill: 'url(#pit)', class: 'pit' }, g);
    const pebbles = el('g', { class: 'pebbles' }, g);
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx - 3, ry: H.ry - 3, fill: 'url(#lid)', class: 'lid' }, g);
    el('ellipse', { cx: H.x, cy: H.y, rx: H.rx + 12, ry: H.ry + 12, class: 'focus' }, g);
    return { g, group: pebbles };
  });
  // Counts and hole numbers sit outside the hole buttons: each button's
  // aria-label already says both, and a screen reader should not hear them twice.
  const labels = el('g', { class: 'labels', 'aria-hidden': 'true' }, svg);
  view.holes = L.holes.map((H, i) => {
    const num = el('text', { x: H.numX, y: H.numY, class: 'num', 'text-anchor': 'middle' }, labels);
    num.textContent = String(holeNumber(state.n, i));
    const count = el('text', { x: H.countX, y: H.countY, class: 'count', 'text-anchor': 'middle' }, labels);
    return {
      ...groups[i],
      pool: [], shown: 0, count, countText: textIn(count),
      spots: null,
      place: () => flat(holeSpots(H.rx, H.ry, 17, i), H.x, H.y, 'dx', 'dy'),
      make: (k, x, y) => pebble(x, y, 8.2 + pebbleHash(i, k) * 2, pebbleFill(i, k), groups[i].group),
      name: t('hole', { player: t(holeOwner(state.n, i)), number: holeNumber(state.n, i) }),
      drawn: {},
    };
  });
}

// Where a hole's or pile's pebbles lie, [x0, y0, x1, y1, ...] nearest the
// middle first: worked out when it first shows one, kept with the drawing
// as one typed array (a hole has room for some 70, a pile for hundreds).
function flat(spots, x0, y0, kx, ky) {
  const out = new Float64Array(2 * spots.length);
  spots.forEach((s, k) => {
    out[2 * k] = x0 + s[kx];
    out[2 * k + 1] = y0 + s[ky];
  });
  return out;
}

// An empty text node in `parent`, whose data is the text shown: changing it
// does not replace a node.
function textIn(parent) {
  return parent.appendChild(document.createTextNode(''));
}

function buildDefs(svg) {
  const defs = el('defs', {}, svg);
  const wood = el('linearGradient', { id: 'wood', x1: 0, y1: 0, x2: 0.15, y2: 1 }, defs);
  [['0', '#b8773f'], ['0.45', '#a0612f'], ['1', '#7d4521']].forEach(([o, c]) => el('stop', { offset: o, 'stop-color': c }, wood));
  const pit = el('radialGradient', { id: 'pit', cx: 0.5, cy: 0.42, r: 0.62 }, defs);
  [['0', '#3b200f'], ['0.7', '#4e2b14'], ['0.92', '#65391b'], ['1', '#2c1608']].forEach(([o, c]) => el('stop', { offset: o, 'stop-color': c }, pit));
  const tray = el('linearGradient', { id: 'tray', x1: 0, y1: 0, x2: 0, y2: 1 }, defs);
  [['0', '#2e1a0c'], ['1', '#4a2c16']].forEach(([o, c]) => el('stop', { offset: o, 'stop-color': c }, tray));
  const lid = el('radialGradient', { id: 'lid', cx: 0.4, cy: 0.35, r: 0.75 }, defs);
  [['0', '#c98d55'], ['1', '#8a552c']].forEach(([o, c]) => el('stop', { offset: o, 'stop-color': c }, lid));
  SHADES.forEach(([light, dark], k) => {
    const g = el('radialGradient', { id: `pb${k}`, cx: 0.5, cy: 0.5, r: 0.5, fx: 0.34, fy: 0.3 }, defs);
    el('stop', { offset: '0', 'stop-color': '#fffaf0' }, g);
    el('stop', { offset: '0.22', 'stop-color': light }, g);
    el('stop', { offset: '1', 'stop-color': dark }, g);
  });
}

// A few long, faint strokes across the board read as wood grain.
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

// One hole: only what differs from its last draw is written (a move
// redraws every hole a few dozen times, and most of them have not changed).
function updateHole(h, i, state, view, legal, focused, { hinted, better, last }) {
  const { g, drawn } = h;
  const closed = Boolean(state.closed[i]);
  const count = closed ? 0 : state.seeds[i];
  const active = state.active === i;
  const mine = !state.busy && state.turn === holeOwner(state.n, i);
  const tab = legal ? (focused ? '0' : '-1') : '';
  if (drawn.count !== count) {
    if (state.busy && count > (drawn.count ?? 0)) view.onSound?.('drop'); // a seed sown into it
    g.dataset.count = String(count);
    h.countText.data = String(count);
    showPebbles(h, count);
    if ((count === 0) !== drawn.empty) {
      drawn.empty = count === 0;
      h.count.classList.toggle('empty', drawn.empty);
      g.classList.toggle('empty', drawn.empty);
    }
  }
  if (drawn.closed !== closed) {
    h.count.classList.toggle('closed', closed);
    g.classList.toggle('closed', closed);
    if (closed) g.dataset.closed = 'true';
    else delete g.dataset.closed;
  }
  if (drawn.legal !== legal) g.classList.toggle('legal', legal);
  if (drawn.active !== active) g.classList.toggle('active', active);
  if (drawn.mine !== mine) g.classList.toggle('mine', mine);
  if (drawn.hinted !== hinted) g.classList.toggle('hinted', hinted);
  if (drawn.better !== better) g.classList.toggle('review-better', better);
  if (drawn.last !== last) {
    g.classList.toggle('last-played', last.includes('played'));
    g.classList.toggle('last-relay', last.includes('relay'));
    g.classList.toggle('last-captured', last.includes('captured'));
    if (last) g.dataset.last = last; // for tests and tools
    else delete g.dataset.last;
  }
  if (drawn.tab !== tab) {
    if (tab) {
      g.setAttribute('tabindex', tab);
      g.removeAttribute('aria-disabled');
    } else {
      g.removeAttribute('tabindex');
      g.setAttribute('aria-disabled', 'true');
    }
  }
  if (drawn.count !== count || drawn.closed !== closed || drawn.legal !== legal) {
    const parts = [h.name, closed ? t('holeClosed') : t('holeSeeds', { count })];
    if (legal) parts.push(t('holePlayable'));
    g.setAttribute('aria-label', parts.join(', '));
  }
  Object.assign(drawn, { count, closed, legal, active, mine, hinted, better, last, tab });
}

// Hidden pebbles a hole or pile keeps for its count to grow again; more are removed.
const SPARE_PEBBLES = 3;

/**
 * Shows the first `count` pebbles of a hole or pile (as many as it has room
 * for). Pebbles once made are hidden rather than removed when the count
 * drops (a hidden one costs the browser no layout) and shown again when it
 * grows, a few of them: the drawing holds about as many pebbles as the board
 * has seeds, however long the game.
 */
function showPebbles(h, count) {
  if (!count && !h.pool.length) return;
  h.spots ??= h.place();
  const shown = Math.min(count, h.spots.length / 2);
  for (let k = h.pool.length; k < shown; k++) h.pool.push(h.make(k, h.spots[2 * k], h.spots[2 * k + 1]));
  for (let k = h.shown; k < shown; k++) h.pool[k].removeAttribute('visibility');
  for (let k = shown; k < h.shown; k++) h.pool[k].setAttribute('visibility', 'hidden');
  while (h.pool.length > shown + SPARE_PEBBLES) h.pool.pop().remove();
  h.shown = shown;
}

function updatePile(h, p, state, view) {
  const { g, drawn } = h;
  const count = state.captured[p];
  const aside = state.aside[p];
  if (drawn.count !== count) {
    if (state.busy && count > (drawn.count ?? 0)) view.onSound?.('capture');
    g.dataset.count = String(count);
    h.countText.data = String(count);
    showPebbles(h, count);
  }
  if (drawn.count !== count || drawn.aside !== aside) {
    const vertical = view.layout.piles[p].vertical;
    const asideText = aside > 0 ? t('pileAside', { count: aside }) : '';
    h.aside.textContent = aside > 0 && vertical ? t('pileAsideShort', { count: aside }) : asideText;
    g.setAttribute('aria-label', t('pileLabel', { player: t(p ? 'N' : 'S'), count }) + (asideText ? `, ${asideText}` : ''));
    drawn.count = count;
    drawn.aside = aside;
  }
  put(drawn, 'toMove', state.turn === (p ? 'N' : 'S') && !state.result, (v) => g.classList.toggle('to-move', v));
}

// The hand: a disc over the board that moves by its transform alone (the
// compositor slides it), with the count of seeds it holds.
function updateHand(div, state, view) {
  const hand = state.hand;
  if (!div) return;
  const d = view.drawn;
  const shown = Boolean(hand?.count);
  put(d, 'handShown', shown, (v) => div.classList.toggle('shown', v));
  if (!shown) return;
  const at = toScreen(view, spotOf(view, 'hand', hand.hole));
  const size = Math.max(22, 50 * at.scale);
  put(d, 'handSize', size, (v) => {
    div.style.width = div.style.height = `${v}px`;
    div.style.fontSize = `${v * 0.52}px`;
  });
  put(d, 'handAt', `translate(${(at.x - size / 2).toFixed(1)}px, ${(at.y - size / 2).toFixed(1)}px)`, (v) => { div.style.transform = v; });
  put(d, 'handN', hand.player === 'N', (v) => div.classList.toggle('hand-N', v));
  put(d, 'handCount', hand.count, (v) => {
    d.handText ??= textIn(div);
    d.handText.data = String(v);
  });
}

/** Centre of a hole, of the hand, or of a pile, in board units of `view`. */
export function spotOf(view, kind, index) {
  const { holes, piles } = view.layout;
  if (kind === 'hole') return { x: holes[index].x, y: holes[index].y };
  if (kind === 'hand') {
    const H = holes[index];
    return { x: H.x + H.rx * 0.62, y: H.y - H.ry * 0.78 };
  }
  const P = piles[index];
  return { x: P.cx, y: P.cy };
}

/**
 * A point in board units as pixels from the board box's top left, and the
 * scale (pixels a unit). The drawing is centred and fitted (viewBox "meet").
 */
export function toScreen(view, { x, y }) {
  const { layout, box: { w, h } } = view;
  const scale = Math.min(w / layout.width, h / layout.height);
  return {
    x: (w - layout.width * scale) / 2 + x * scale,
    y: (h - layout.height * scale) / 2 + y * scale,
    scale,
  };
}

// ---------------------------------------------------------------- the panel

/** The result in words (a game's, or a match game's: { result } and its score). */
export function resultText(state, score) {
  const [a, b] = score;
  if (state.result === 'D') return t('draw', { a, b });
  const winner = state.result;
  const hi = winner === 'S' ? a : b;
  const lo = winner === 'S' ? b : a;
  const computer = computerSide(state);
  if (computer) return t(computer === winner ? 'aiComputerWins' : 'aiYouWin', { a: hi, b: lo });
  return t('wins', { player: t(winner), a: hi, b: lo });
}

// What a move's animation said (animate.js): once the move is shown, the
// last move's words say it (speech.js lastMoveWords).
const AFTER_MOVE = new Set(['sowing', 'relay', 'captures', 'extraTurn', 'pass', 'lastFour']);

// computer opponent: the side the computer plays against a person (not computer against computer), or null.
function computerSide(state) {
  const side = state.opponent?.side;
  return (side === 'S' || side === 'N') && state.note?.key !== 'aiFailed' ? side : null;
}

// "South to move" (with the hint to pick a hole), or against the computer "Your turn (South)".
function turnLine(state, hint) {
  const player = t(state.turn);
  const mine = state.friend?.side;
  if (mine === state.turn) return t(hint ? 'aiYourTurnHint' : 'aiYourTurn', { player });
  if (mine) return state.friend.name ? t('friendTurnNamed', { player, name: state.friend.name }) : t('friendTurn', { player });
  const computer = computerSide(state);
  if (computer === state.turn) return t('aiComputerTurn', { player });
  if (computer) return t(hint ? 'aiYourTurnHint' : 'aiYourTurn', { player });
  return t(hint ? 'toMoveHint' : 'toMove', { player });
}

/** The status line, buttons and move list, from the state. */
export function renderPanel(doc, state) {
  const status = doc.querySelector('[data-testid="status"]');
  const turnDot = status.querySelector('.dot');
  const text = status.querySelector('.status-text');
  let line;
  let who = null;
  if (state.loadError) line = t('loadFailed');
  else if (!state.ready) line = t('loading');
  else if (state.result) {
    line = t('gameOverStatus', { result: resultText(state, state.captured) });
    who = state.result === 'D' ? null : state.result;
  } else if (state.thinking) {
    line = t(state.opponent?.side === 'both' ? 'aiDemoThinking' : 'aiThinking', { player: t(state.turn) });
    who = state.turn;
  } else if (state.busy) {
    line = busyLine(status, state.message);
    who = state.hand?.player ?? state.turn;
  } else {
    const said = state.message && !AFTER_MOVE.has(state.message.key);
    if (said) line = `${t(state.message.key, localise(state.message.values))} ${turnLine(state, false)}.`;
    else if (state.lastMove) line = t('lastMoveStatus', { move: lastMoveWords(state.lastMove), turn: turnLine(state, false) });
    else line = turnLine(state, !state.readOnly);
    who = state.turn;
  }
  setText(text, line);
  status.classList.toggle('thinking', Boolean(state.thinking));
  // A link's problem is long and stays put: the status line may grow for it.
  status.classList.toggle('expanded', /^(badLink|link)/.test(state.message?.key ?? ''));
  // The engine's own words about a refused position, behind "Details".
  const details = doc.getElementById('status-details');
  if (details) {
    const v = state.message?.values;
    const more = v && typeof v.code === 'number' ? plainError(v.code, v.message).detail : '';
    setText(details.querySelector('.status-details-text'), more);
    setHidden(details, !more);
  }
  const note = doc.getElementById('note');
  if (note) {
    const noteText = state.note ? t(state.note.key, localise(state.note.values)) : '';
    setText(note, noteText);
    setHidden(note, !state.note);
  }
  if (turnDot.dataset.player !== (who ?? '')) {
    turnDot.dataset.player = who ?? '';
    status.dataset.player = who ?? '';
  }

  const setEnabled = (id, on) => {
    const b = doc.getElementById(id);
    if (b && b.disabled === on) b.disabled = !on;
  };
  // While the computer thinks, undo, redo and a new game stay at hand (they drop its search).
  const free = state.ready && (!state.busy || state.thinking);
  setEnabled('undo', free && state.canUndo);
  setEnabled('redo', free && state.canRedo);
  setEnabled('skip', state.busy && !state.thinking);
  // A move finishes (or is skipped) first; computer against computer stops at once.
  setEnabled('new-game', free || state.opponent?.side === 'both');
  // The board turns by itself for a side of one's own (the computer's or a friend's opponent).
  const turn = doc.getElementById('turn-board');
  if (turn) setHidden(turn, Boolean(state.friend || computerSide(state)));
  const stop = doc.getElementById('demo-stop');
  if (stop) setHidden(stop, state.opponent?.side !== 'both');
  const speed = doc.getElementById('speed');
  if (speed && speed.value !== state.speed) speed.value = state.speed;

  const info = doc.getElementById('game-info');
  if (info) {
    const infoText = [
      t('variantName', { variant: state.variant }), t('boardSize', { n: state.n }),
      t(state.clockwise ? 'clockwise' : 'counterClockwise'), t('round', { round: state.round }),
    ].join(' · ');
    setText(info, infoText);
  }
  for (const part of later.panel) part(doc, state);
}

// Writes the text or the hidden flag only when it differs: the same value
// written again still costs the browser a style pass, and a draw runs on
// every step of a move.
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}
function setHidden(node, hidden) {
  if (node.hidden !== hidden) node.hidden = hidden;
}

// While a move is shown the status line says its latest announcement, the
// same for many draws in a row: its words are made once a message (the last
// one kept by status element, in the language it was made in).
const announced = new WeakMap();
function busyLine(status, message) {
  if (!message) return '';
  const last = announced.get(status);
  if (last?.message === message && last.lang === language()) return last.line;
  const line = t(message.key, localise(message.values));
  announced.set(status, { message, lang: language(), line });
  return line;
}

// A message's values in words: players by name, holes as "South 3", an
// engine error (values.code) as a sentence with the engine's detail after it.
function localise(values = {}) {
  const out = { ...values };
  if (out.player) out.player = t(out.player);
  if (typeof out.level === 'number') out.level = t(`aiLevel${out.level}`);
  if (/^[SN]\d+$/.test(out.hole ?? '')) out.hole = t('hole', { player: t(out.hole[0]), number: out.hole.slice(1) });
  if (typeof out.code === 'number') out.message = plainError(out.code, out.message).reason;
  return out;
}

/** A message ({ key, values }) as the sentence shown, in the language in use. */
export function messageText(message) {
  return message ? t(message.key, localise(message.values)) : '';
}
