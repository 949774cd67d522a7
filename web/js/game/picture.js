// picture.js - the position on the board as a picture file, made in the
// page from the board's own SVG (no server): an SVG that stands alone (the
// page's CSS written into each element) and a PNG drawn from it, both with
// a caption line under the board (variant, whose turn, score), for places
// where a link shows no preview.

// The presentation properties the page's CSS sets on the board's shapes.
const PROPS = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'opacity',
  'display', 'visibility', 'font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing',
  'paint-order', 'stroke-linejoin', 'dominant-baseline',
];
// Only what a picture shows: no event or focus hooks.
const DROP_ATTRS = /^(tabindex|role|aria-.*|focusable)$/;
export const PNG_MAX_SIDE = 2400; // pixels: the PNG's bound, whatever the board's size
const PNG_SCALE = 2;

/** `url("http://…/page#pit")` -> `url(#pit)`: a picture refers to its own gradients. */
function localRefs(value) {
  return value.replace(/url\(\s*["']?[^"'#)]*#([^"')]+)["']?\s*\)/g, 'url(#$1)');
}

/**
 * The board `svg` (the page's #board) as standalone SVG text, with
 * `caption` written under it; `background` fills behind it (the page's).
 * Returns { text, width, height } (the picture's size in SVG units).
 */
export function pictureSvg(svg, caption, background = '#1d1410') {
  const view = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (view.length !== 4 || view.some((v) => !Number.isFinite(v)) || view[2] <= 0) throw new Error('the board is not drawn yet');
  const [x, y, w, h] = view;
  const clone = svg.cloneNode(true);
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [clone, ...clone.querySelectorAll('*')];
  from.forEach((el, i) => {
    const css = getComputedStyle(el);
    const style = PROPS.map((p) => [p, css.getPropertyValue(p)]).filter(([, v]) => v !== '')
      .map(([p, v]) => `${p}:${localRefs(v)}`).join(';');
    const copy = to[i];
    for (const a of [...copy.attributes]) if (DROP_ATTRS.test(a.name)) copy.removeAttribute(a.name);
    copy.setAttribute('style', style);
  });
  // The glow of the playable holes, the review's mark and the focus ring are the page's, not the position's.
  for (const el of clone.querySelectorAll('.ring, .better, .focus, .hit')) el.remove();
  const band = Math.round(Math.max(28, w / 22)); // the caption's strip
  const NS = 'http://www.w3.org/2000/svg';
  const back = document.createElementNS(NS, 'rect');
  Object.entries({ x, y, width: w, height: h + band, fill: background }).forEach(([k, v]) => back.setAttribute(k, v));
  clone.insertBefore(back, clone.firstChild);
  const text = document.createElementNS(NS, 'text');
  Object.entries({
    x: x + w / 2, y: y + h + band * 0.62, 'text-anchor': 'middle', class: 'caption',
    style: `fill:#f6e7cf;font-family:system-ui,sans-serif;font-size:${Math.round(band * 0.5)}px`,
  }).forEach(([k, v]) => text.setAttribute(k, v));
  text.textContent = caption;
  clone.appendChild(text);
  clone.setAttribute('viewBox', `${x} ${y} ${w} ${h + band}`);
  clone.setAttribute('width', String(Math.round(w)));
  clone.setAttribute('height', String(Math.round(h + band)));
  clone.setAttribute('xmlns', NS);
  clone.removeAttribute('class');
  clone.removeAttribute('aria-describedby');
  clone.removeAttribute('id');
  const title = document.createElementNS(NS, 'title');
  title.textContent = caption;
  clone.insertBefore(title, clone.firstChild);
  return { text: new XMLSerializer().serializeToString(clone), width: w, height: h + band };
}

/** A PNG Blob of standalone SVG text of that size, at most PNG_MAX_SIDE pixels a side. */
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
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  } finally {
    URL.revokeObjectURL(url);
  }
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
}
