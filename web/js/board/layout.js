// layout.js - where every hole, count and pile sits on the board drawing.
// Pure geometry in SVG user units: no DOM, no game logic. Two shapes:
//   horizontal: North's row on top, South's below, piles above and below
//               (the classic view; desktops and small boards on phones);
// Before anyone has captured, the flat board's piles are compact (a name and
// a score, no room for pebbles yet), so a phone gives the holes that height.
//   vertical:   the same board turned a quarter counter-clockwise, so South's
//               row is the right column (S1 at the bottom) and the piles stand
//               beside it; a 2x12 board gets far bigger holes on an upright phone.
// Turning keeps the sowing direction as drawn: counter-clockwise stays counter-clockwise.

const M = 10; // outer margin
const GAP = 10; // between the board and a pile

/** @typedef {{ x: number, y: number, w: number, h: number }} Rect */
/** The board's body. @typedef {Rect & { r: number }} BoardRect */
/**
 * A hole: its centre and radii, where its count and number go, its hit area.
 * @typedef {{ x: number, y: number, rx: number, ry: number, countX: number, countY: number, numX: number, numY: number, cell: Rect }} HoleGeometry
 */
/**
 * A pile: its tray, centre and where its name and count go.
 * @typedef {Rect & { vertical: boolean, cx: number, cy: number, labelX: number, labelY: number, countX: number, countY: number }} PileGeometry
 */
/** An arrow's segment [x1, y1, x2, y2]. @typedef {[number, number, number, number]} Segment */
/**
 * A board's geometry (computeLayout).
 * @typedef {{
 *   vertical: boolean, n: number, width: number, height: number, board: BoardRect, holes: HoleGeometry[],
 *   piles: PileGeometry[], pebble: number, font: number, arrows: { left: Segment, right: Segment },
 *   bottom?: import('../../engine/engine.js').Side,
 * }} Layout
 */
/** @typedef {{ vertical: boolean, stretch: number }} Shape */

/**
 * Geometry for `n` holes a row; vertical picks the turned board, stretch
 * (1..1.6) makes the flat board's holes taller ovals to fill a tall screen.
 * bottom: the player whose row is nearest the viewer ('S' by default). With
 * 'N' the board is turned half a circle: every hole takes the place of the
 * opposite player's same-numbered hole and the piles swap, so North's hole 1
 * is at the viewer's left; the sowing direction as seen is unchanged.
 * @param {number} n
 * @param {boolean} vertical
 * @param {number} [stretch]
 * @param {import('../../engine/engine.js').Side} [bottom]
 * @param {boolean} [compact]
 * @returns {Layout}
 */
export function computeLayout(n, vertical, stretch = 1, bottom = 'S', compact = false) {
  const L = vertical ? verticalLayout(n) : horizontalLayout(n, stretch, compact);
  if (bottom !== 'N') return L;
  return {
    ...L,
    bottom,
    holes: L.holes.map((_, i) => L.holes[(i + n) % (2 * n)]),
    piles: [L.piles[1], L.piles[0]],
  };
}

/**
 * @param {number} n
 * @param {number} [stretch]
 * @param {boolean} [compact]
 * @returns {Layout}
 */
function horizontalLayout(n, stretch = 1, compact = false) {
  const P = 100; // hole pitch along a row
  const Pv = P * stretch; // row height
  const R = 42; // hole radius across
  const Rv = R * stretch; // and along the column
  const rim = 46; // wood above/below the rows, holds the counts
  const side = 34; // wood at each end
  const groove = 46; // between the rows, holds the hole numbers (two lines of up to 24 units)
  const pileH = compact ? 44 : 88 * Math.min(stretch, 1.3);
  const boardW = n * P + 2 * side;
  const boardH = 2 * rim + 2 * Pv + groove;
  const board = { x: M, y: M + pileH + GAP, w: boardW, h: boardH, r: 44 };
  const northY = board.y + rim + Pv / 2;
  const southY = northY + Pv + groove;
  const holes = [];
  for (let i = 0; i < 2 * n; i++) {
    const south = i < n;
    const col = south ? i : 2 * n - 1 - i; // North's hole 1 is on South's right
    const x = board.x + side + (col + 0.5) * P;
    const y = south ? southY : northY;
    holes.push({
      x,
      y,
      rx: R,
      ry: Rv,
      countX: x,
      countY: south ? y + Rv + 33 : y - Rv - 14,
      numX: x,
      numY: south ? y - Rv - 6 : y + Rv + 21,
      cell: { x: x - P / 2, y: y - Pv / 2 - (south ? 0 : rim), w: P, h: Pv + rim },
    });
  }
  const pileW = boardW - 2 * side;
  const piles = [
    pile(board.x + side, board.y + boardH + GAP, pileW, pileH, false), // South
    pile(board.x + side, M, pileW, pileH, false), // North
  ];
  return {
    vertical: false,
    n,
    width: boardW + 2 * M,
    height: M + pileH + GAP + boardH + GAP + pileH + M,
    board,
    holes,
    piles,
    pebble: 9,
    font: 30,
    arrows: arrows(board, false, southY, northY),
  };
}

/**
 * @param {number} n
 * @returns {Layout}
 */
function verticalLayout(n) {
  const P = 84; // hole pitch, along the column
  const C = 150; // column width
  const rx = 62;
  const ry = 38;
  const rim = 52; // wood outside the columns, holds the counts
  const end = 34; // wood at the bottom
  // Wood at the top: room for the lap note (sow-note.js) over no hole, as the rows leave no band across.
  const head = 110;
  const groove = 40;
  const pileW = 92;
  const boardW = 2 * rim + 2 * C + groove;
  const boardH = n * P + head + end;
  const board = { x: M + pileW + GAP, y: M, w: boardW, h: boardH, r: 44 };
  const northX = board.x + rim + C / 2;
  const southX = northX + C + groove;
  const holes = [];
  for (let i = 0; i < 2 * n; i++) {
    const south = i < n;
    const row = south ? n - 1 - i : i - n; // S1 at the bottom, N1 at the top
    const x = south ? southX : northX;
    const y = board.y + head + (row + 0.5) * P;
    holes.push({
      x,
      y,
      rx,
      ry,
      countX: south ? x + rx + 27 : x - rx - 27,
      countY: y + 10,
      numX: south ? x - rx - 11 : x + rx + 11,
      numY: y + 6,
      cell: { x: south ? x - C / 2 : x - C / 2 - rim, y: y - P / 2, w: C + rim, h: P },
    });
  }
  const piles = [
    pile(board.x + boardW + GAP, board.y + head, pileW, boardH - head - end, true), // South
    pile(M, board.y + head, pileW, boardH - head - end, true), // North
  ];
  return {
    vertical: true,
    n,
    width: boardW + 2 * (pileW + GAP) + 2 * M,
    height: boardH + 2 * M,
    board,
    holes,
    piles,
    pebble: 9,
    font: 30,
    arrows: arrows(board, true, southX, northX, head),
  };
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {boolean} vertical
 * @returns {PileGeometry}
 */
function pile(x, y, w, h, vertical) {
  return {
    x,
    y,
    w,
    h,
    vertical,
    cx: x + w / 2,
    cy: y + h / 2,
    labelX: vertical ? x + w / 2 : x + 14,
    labelY: vertical ? y + 26 : y + 28,
    countX: vertical ? x + w / 2 : x + w - 14,
    countY: vertical ? y + h - 14 : y + 30,
  };
}

// The two small arrows on the board's ends that show which way seeds travel
// when sowing counter-clockwise; render flips them for clockwise games.
/**
 * @param {BoardRect} board
 * @param {boolean} vertical
 * @param {number} a
 * @param {number} b
 * @param {number} [head]
 * @returns {{ left: Segment, right: Segment }}
 */
function arrows(board, vertical, a, b, head = 34) {
  if (!vertical) {
    const left = board.x + 17;
    const right = board.x + board.w - 17;
    return { left: [left, b, left, a], right: [right, a, right, b] };
  }
  const top = board.y + head - 17;
  const bottom = board.y + board.h - 17;
  return { left: [a, top, b, top], right: [b, bottom, a, bottom] };
}

/**
 * The board shape for a box of width x height pixels: { vertical, stretch }.
 * Turn the board only when that gives clearly bigger holes; on a flat board
 * that is narrower than its box allows, stretch the holes into the spare height.
 * @param {number} n
 * @param {number} width
 * @param {number} height
 * @param {boolean} [compact]
 * @returns {Shape}
 */
export function chooseShape(n, width, height, compact = false) {
  if (!(width > 0 && height > 0)) return { vertical: false, stretch: 1 };
  const h = horizontalLayout(n, 1, compact);
  const v = verticalLayout(n);
  const sh = Math.min(width / h.width, height / h.height);
  const sv = Math.min(width / v.width, height / v.height);
  if (sv > sh * 1.2) return { vertical: true, stretch: 1 };
  let stretch = 1;
  // Grow in steps (fewer rebuilds while a window is resized) while it still fits.
  while (stretch < 1.6 && horizontalLayout(n, stretch + 0.1, compact).height * sh <= height) stretch += 0.1;
  return { vertical: false, stretch: Math.round(stretch * 10) / 10 };
}

/**
 * The shape for a box, or the orientation asked for ('auto' | 'horizontal' | 'vertical').
 * @param {number} n
 * @param {number} width
 * @param {number} height
 * @param {string} [orientation]
 * @param {boolean} [compact]
 * @returns {Shape}
 */
export function fitShape(n, width, height, orientation = 'auto', compact = false) {
  const shape = chooseShape(n, width, height, compact);
  if (orientation === 'vertical') return { vertical: true, stretch: 1 };
  if (orientation === 'horizontal' && shape.vertical) return { vertical: false, stretch: 1 };
  return shape;
}

// Deterministic scatter: spot k of a hole or pile is always in the same place,
// so adding a seed adds one pebble instead of reshuffling them all.
/**
 * @param {number} a
 * @param {number} b
 */
function hash(a, b) {
  let h = (a * 374761393 + b * 668265263) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Sorts `spots` in place by `distance`, computed once a spot: a comparator
 * computing it was called some 2n log n times, 8-16 ms of a move's frame at
 * a 4x slowdown when a pile showed its first pebble.
 * @template T
 * @param {T[]} spots
 * @param {(spot: T) => number} distance
 */
function nearestFirst(spots, distance) {
  const keyed = spots.map((s) => ({ s, d: distance(s) }));
  keyed.sort((a, b) => a.d - b.d);
  keyed.forEach(({ s }, k) => {
    spots[k] = s;
  });
}

/**
 * Offsets {dx, dy} of the pebbles an ellipse rx, ry holds, nearest the centre
 * first. Worked out afresh on each call: pebbles.js keeps them with the drawing
 * they belong to (a cache here would keep every board shape ever drawn).
 * @param {number} rx
 * @param {number} ry
 * @param {number} spacing
 * @param {number} salt
 * @returns {{ dx: number, dy: number }[]}
 */
export function holeSpots(rx, ry, spacing, salt) {
  const spots = [];
  const rowH = spacing * 0.87;
  for (let y = -ry; y <= ry; y += rowH) {
    const odd = Math.round((y + ry) / rowH) % 2;
    for (let x = -rx; x <= rx; x += spacing) {
      const px = x + (odd ? spacing / 2 : 0);
      if ((px * px) / (rx - 10) ** 2 + (y * y) / (ry - 10) ** 2 <= 1) spots.push({ dx: px, dy: y });
    }
  }
  nearestFirst(spots, (s) => Math.hypot(s.dx / rx, s.dy / ry));
  // A second, offset layer so crowded holes look heaped, not capped.
  const layer = spots
    .map((s) => ({ dx: s.dx + spacing / 2, dy: s.dy - rowH / 2 }))
    .filter((s) => (s.dx * s.dx) / (rx - 10) ** 2 + (s.dy * s.dy) / (ry - 10) ** 2 <= 1);
  const all = spots.concat(layer).map((s, k) => ({
    dx: s.dx + (hash(k, salt) - 0.5) * spacing * 0.35,
    dy: s.dy + (hash(salt, k + 7) - 0.5) * spacing * 0.35,
  }));
  return all;
}

/**
 * Positions of pebbles in a pile rectangle, from the middle outwards.
 * @param {PileGeometry} p
 * @param {number} spacing
 * @returns {{ x: number, y: number }[]}
 */
export function pileSpots(p, spacing) {
  const spots = [];
  const rowH = spacing * 0.87;
  const top = p.vertical ? 48 : 16;
  const bottom = p.vertical ? 40 : 12;
  const left = p.vertical ? 14 : 110;
  const right = p.vertical ? 14 : 70;
  for (let y = p.y + top; y <= p.y + p.h - bottom; y += rowH) {
    const odd = Math.round((y - p.y) / rowH) % 2;
    for (let x = p.x + left; x <= p.x + p.w - right; x += spacing) {
      spots.push({ x: x + (odd ? spacing / 2 : 0), y });
    }
  }
  const mx = p.vertical ? p.cx : p.x + left + (p.w - left - right) / 2;
  const my = p.vertical ? p.y + top + (p.h - top - bottom) / 2 : p.cy;
  nearestFirst(spots, (s) => Math.hypot(s.x - mx, (s.y - my) * 1.6));
  const out = spots.map((s, k) => ({
    x: s.x + (hash(k, 99) - 0.5) * spacing * 0.4,
    y: s.y + (hash(101, k) - 0.5) * spacing * 0.4,
  }));
  return out;
}

/**
 * A stable pseudo-random number in [0, 1) for pebble colours and tilts.
 * @param {number} a
 * @param {number} b
 */
export function pebbleHash(a, b) {
  return hash(a + 1, b + 3);
}
