// sow-note.js - the note over the board while a move sows: the lap it is on
// ("Lap 3 of 12", when the move relays) and, the first time a move's
// animation runs long, that a tap on the board skips it (tapToSkip). That tip is
// remembered on the device, except by a board embedded in another page
// (embed.html, or <hoyito-board> in the page's own document), which keeps
// nothing of its own there: it tells each board once.
//
// It covers no hole, whatever the width and whichever side is at the bottom:
// when it shows (and when the tip joins it) it takes the highest band across
// the layer that no hole's box reaches and that holds it (the top pile, the
// groove between the rows, the bottom pile), else it stands just above the
// board. It is placed by a ResizeObserver, which reports its height after
// the frame's layout and before its paint, never forcing one (until then the
// note waits off the page); the holes' boxes come from the board's geometry
// (reading them from the page, two dozen SVG groups, took a few milliseconds
// of a frame at a 4x slowdown).

import { t } from '../i18n/strings.js';
import { load, save } from '../lib/store.js';
import { toScreen } from './board-view.js';

const STORE_TIP = 'hoyito.skipTip';
/** A move's animation planned this long (ms) or longer gets the tip. */
export const LONG_MS = 2000;

const EDGE = 3; // px kept free between the note and a hole
const FOCUS_RING = 12; // how far a hole's focus ring reaches past its pit (board-frame.js)

/**
 * The note's top in the layer (px, negative above it): the highest band
 * across it free of every box of `spans` ([top, bottom] in px from the
 * layer's top: the holes', and one at its bottom) that holds `height`, else above.
 * @param {number} height
 * @param {number[][]} spans
 */
export function noteTop(height, spans) {
  let free = 0; // the top of the band below every hole seen so far
  for (const [top, bottom] of spans.sort((a, b) => a[0] - b[0])) {
    const room = top - free - 2 * EDGE;
    if (room >= height) return Math.round(free + EDGE + Math.min(room - height, 2 * EDGE) / 2);
    free = Math.max(free, bottom);
  }
  return -height - EDGE;
}

/**
 * Each hole's box in `view`'s board ([top, bottom] in px from its top, the
 * layer's): its hit area and its focus ring, its outermost parts
 * (board-frame.js); then the layer's bottom.
 * @param {import('./board-view.js').View} view
 */
function holeSpans(view) {
  const { h } = view.box;
  return view.layout.holes
    .map((H) => [
      toScreen(view, { x: H.x, y: Math.min(H.cell.y, H.y - H.ry - FOCUS_RING) }).y,
      toScreen(view, { x: H.x, y: Math.max(H.cell.y + H.cell.h, H.y + H.ry + FOCUS_RING) }).y,
    ])
    .concat([[h, h]]);
}

/**
 * The note in `layer` (the HTML layer over the board, where pebbles fly), over the board of `view`.
 * @param {HTMLElement} layer
 * @param {import('./board-view.js').View} view
 */
export function createSowNote(layer, view) {
  const doc = layer.ownerDocument;
  const keeps = layer.getRootNode() === doc && !doc.body?.classList.contains('embed');
  let told = keeps && load(STORE_TIP, false) === true;
  // The note's parts: null until make() makes them, which every use but end()'s check comes after.
  let box = /** @type {HTMLDivElement} */ (/** @type {unknown} */ (null));
  let laps = /** @type {HTMLSpanElement} */ (/** @type {unknown} */ (null));
  let tip = /** @type {HTMLSpanElement} */ (/** @type {unknown} */ (null));
  let sized = /** @type {ResizeObserver} */ (/** @type {unknown} */ (null)); // places the note once laid out

  function make() {
    if (box) return;
    box = doc.createElement('div');
    box.className = 'sow-note';
    laps = doc.createElement('span');
    laps.className = 'sow-laps';
    tip = doc.createElement('span');
    tip.className = 'sow-tip';
    box.hidden = laps.hidden = tip.hidden = true;
    box.append(laps, tip);
    layer.appendChild(box);
    sized = new ResizeObserver(() => {
      if (!box.hidden) box.style.top = `${noteTop(box.offsetHeight, holeSpans(view))}px`;
    });
  }

  // Shown, or a part of it shown: off the page until the observer places it
  // where it covers no hole, in the frame that first paints it.
  let parts = ''; // the parts shown, when it was placed
  function show() {
    const now = `${!laps.hidden}${!tip.hidden}`;
    if (!box.hidden && parts === now) return;
    parts = now;
    box.style.top = '-9999px';
    box.hidden = false;
    sized.unobserve(box);
    sized.observe(box); // observed afresh: a report at the next frame, whatever the note's size was
  }

  return {
    /**
     * A move starts, planned as `plan` (pace.js): a long one gets the tip, once.
     * @param {{ total: number }} plan
     */
    start(plan) {
      if (told || plan.total < LONG_MS) return;
      told = true;
      if (keeps) save(STORE_TIP, true);
      make();
      tip.textContent = t('skipTip');
      tip.hidden = false;
      show();
    },
    /**
     * The move picks up for lap `lap` of `of`.
     * @param {number} lap
     * @param {number} of
     */
    lap(lap, of) {
      if (of < 2) return;
      make();
      laps.textContent = t('sowLap', { lap, laps: of });
      laps.hidden = false;
      show();
    },
    /** The move is shown: the note goes. */
    end() {
      if (!box) return;
      box.hidden = true;
      laps.hidden = true;
      tip.hidden = true;
    },
  };
}

/**
 * While a long move plays, a press on `area` (the board and the layer over
 * it) calls skip(). The tap's click, which comes once the move is shown,
 * is stopped before it reaches the board, so that it never plays the hole
 * under the finger (dropped at the next press, or after a second).
 * Returns the function that stops listening.
 * @param {HTMLElement} area
 * @param {() => void} skip
 */
export function tapToSkip(area, skip) {
  const tapped = () => {
    skip();
    /** @param {Event} ev */
    const stop = (ev) => {
      ev.stopPropagation();
      ev.preventDefault();
      done();
    };
    const done = () => {
      clearTimeout(timer);
      area.removeEventListener('click', stop, true);
      area.removeEventListener('pointerdown', done, true);
    };
    const timer = setTimeout(done, 1000);
    area.addEventListener('click', stop, true);
    setTimeout(() => area.addEventListener('pointerdown', done, true), 0); // the next press, not this one
  };
  area.addEventListener('pointerdown', tapped);
  return () => area.removeEventListener('pointerdown', tapped);
}
