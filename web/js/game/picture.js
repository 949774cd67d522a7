// picture.js - the position on the board as a picture file, made in the
// page (no server): the board drawn afresh, at rest, in one shape whatever
// the device (flat, South or North nearest as the player turned it, without
// the last move's marks, a hint or the focus, which need the page to be
// read), written as an SVG that stands alone (the page's CSS written into
// each element) and a PNG drawn from it, both with a caption line under
// the board (variant, whose turn, score), for places where a link shows no
// preview. Its size depends only on the board's holes a row.

import { renderBoard, createView } from '../board/render.js';

/** @typedef {import('../board/state.js').State} State */
/**
 * A picture as standalone SVG text and its size in pixels.
 * @typedef {{ text: string, width: number, height: number }} Picture
 */

// The presentation properties the page's CSS sets on the board's shapes.
const PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'display',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'paint-order',
  'stroke-linejoin',
  'dominant-baseline',
];
// Only what a picture shows: no event or focus hooks.
const DROP_ATTRS = /^(tabindex|role|aria-.*|focusable)$/;
export const PNG_MAX_SIDE = 2400; // pixels: the PNG's bound, whatever the board's size
const PNG_SCALE = 2;
/**
 * The SVG's pixels a board unit (its PNG's are PNG_SCALE times that),
 * whatever the device: holes are the same size in every picture, and a
 * picture's size depends only on the board's holes a row (2x12: 928x434
 * PNG pixels, about 200 KB).
 */
export const PICTURE_SCALE = 0.36;
const NS = 'http://www.w3.org/2000/svg';

/**
 * The board of `state` drawn afresh out of sight in `doc` (so that the page's
 * CSS applies to it): flat, at rest, with none of the marks over the holes.
 * Returns its svg and remove(), which the caller calls once it is read.
 * @param {Document} doc
 * @param {State} state
 */
function drawnAtRest(doc, state) {
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText =
    'position:fixed;left:-20000px;top:0;width:1200px;height:800px;pointer-events:none;overflow:hidden';
  const svg = doc.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'board');
  box.appendChild(svg);
  doc.body.appendChild(box);
  /** @type {State} */
  const still = {
    ...state,
    vertical: false,
    stretch: 1,
    busy: false,
    thinking: false,
    hand: null,
    active: null,
    legal: [],
    focus: null,
    marks: { last: null, hint: null, review: null, badges: null, pv: null },
  };
  renderBoard(svg, still, createView());
  return { svg, remove: () => box.remove() };
}

/**
 * `url("http://…/page#pit")` -> `url(#pit)`: a picture refers to its own gradients.
 * @param {string} value
 */
function localRefs(value) {
  return value.replace(/url\(\s*["']?[^"'#)]*#([^"')]+)["']?\s*\)/g, 'url(#$1)');
}

/**
 * The position of `state` (the board's, state.js) as standalone SVG text,
 * drawn in `doc` with `caption` written under it; `background` fills behind
 * it (the page's). Returns { text, width, height } (the picture's size in
 * pixels: PICTURE_SCALE a board unit).
 * @param {{ doc: Document, state: State, caption: string, background?: string }} options
 * @returns {Picture}
 */
export function pictureSvg({ doc, state, caption, background = '#1d1410' }) {
  const drawn = drawnAtRest(doc, state);
  try {
    return standalone(drawn.svg, caption, background);
  } finally {
    drawn.remove();
  }
}

/**
 * The drawn `svg` with the page's CSS written into each element and the caption under it.
 * @param {SVGSVGElement} svg
 * @param {string} caption
 * @param {string} background
 * @returns {Picture}
 */
function standalone(svg, caption, background) {
  const view = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (view.length !== 4 || view.some((v) => !Number.isFinite(v)) || view[2] <= 0)
    throw new Error('the board is not drawn yet');
  const [x, y, w, h] = view;
  const clone = /** @type {SVGSVGElement} */ (svg.cloneNode(true));
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [clone, ...clone.querySelectorAll('*')];
  from.forEach((el, i) => {
    const css = getComputedStyle(el);
    const style = PROPS.map((p) => [p, css.getPropertyValue(p)])
      .filter(([, v]) => v !== '')
      .map(([p, v]) => `${p}:${localRefs(v)}`)
      .join(';');
    const copy = to[i];
    for (const a of [...copy.attributes]) if (DROP_ATTRS.test(a.name)) copy.removeAttribute(a.name);
    copy.setAttribute('style', style);
  });
  // The glow of the playable holes, the marks over them and the focus ring are the page's, not the position's.
  for (const el of clone.querySelectorAll('.ring, .better, .last, .focus, .hit, .analysis-marks')) el.remove();
  for (const el of clone.querySelectorAll('[data-last]')) el.removeAttribute('data-last');
  const band = 48; // the caption's strip (board units): its words fit under a 2x6 board
  const back = document.createElementNS(NS, 'rect');
  Object.entries({ x, y, width: w, height: h + band, fill: background }).forEach(([k, v]) =>
    back.setAttribute(k, String(v)),
  );
  clone.insertBefore(back, clone.firstChild);
  const text = document.createElementNS(NS, 'text');
  Object.entries({
    x: x + w / 2,
    y: y + h + band * 0.62,
    'text-anchor': 'middle',
    class: 'caption',
    style: `fill:#f6e7cf;font-family:system-ui,sans-serif;font-size:${Math.round(band * 0.5)}px`,
  }).forEach(([k, v]) => text.setAttribute(k, String(v)));
  text.textContent = caption;
  clone.appendChild(text);
  clone.setAttribute('viewBox', `${x} ${y} ${w} ${h + band}`);
  const width = Math.round(w * PICTURE_SCALE);
  const height = Math.round((h + band) * PICTURE_SCALE);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('xmlns', NS);
  clone.removeAttribute('class');
  clone.removeAttribute('aria-describedby');
  clone.removeAttribute('id');
  const title = document.createElementNS(NS, 'title');
  title.textContent = caption;
  clone.insertBefore(title, clone.firstChild);
  return { text: new XMLSerializer().serializeToString(clone), width, height };
}

/**
 * Rounds each colour to a multiple of 4 (64 shades a channel, which the
 * wood's and the pebbles' gradients show without banding): the PNG's
 * compression then finds the repeats that the drawing's smoothing hides,
 * and the file weighs some 40 % less (a 2x12 board: about 330 KB to 200 KB).
 * One pass over the pixels (under a million).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} width
 * @param {number} height
 */
function fewerShades(ctx, width, height) {
  const image = ctx.getImageData(0, 0, width, height);
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    d[i] = Math.min(255, d[i] + 2) & 0xfc;
    d[i + 1] = Math.min(255, d[i + 1] + 2) & 0xfc;
    d[i + 2] = Math.min(255, d[i + 2] + 2) & 0xfc;
  }
  ctx.putImageData(image, 0, 0);
}

/**
 * A PNG Blob of standalone SVG text of that size, at most PNG_MAX_SIDE pixels a side.
 * @param {Picture} picture
 * @returns {Promise<Blob>}
 */
export async function pngOf({ text, width, height }) {
  const scale = Math.min(PNG_SCALE, PNG_MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const image = new Image();
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    image.src = url;
    await image.decode();
    // A new canvas has no other context, so it always gives this one.
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    fewerShades(ctx, canvas.width, canvas.height);
  } finally {
    URL.revokeObjectURL(url);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
  );
}
