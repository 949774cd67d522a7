// draw-util.js - the few helpers every part of a board's drawing uses: SVG
// elements from values, text nodes whose data is rewritten in place, and a
// write that happens only when the value differs (the same value written
// again still costs the browser a style pass, and a move redraws a few dozen times).

const SVG = 'http://www.w3.org/2000/svg';

/**
 * An SVG element `name` with `attrs`, appended to `parent` if given.
 * @param {string} name
 * @param {Record<string, string | number>} [attrs]
 * @param {Element | null} [parent]
 * @returns {SVGElement}
 */
export function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, /** @type {string} */ (v)); // a number is written as its string
  if (parent) parent.appendChild(node);
  return node;
}

/**
 * An empty text node in `parent`, whose data is the text shown: changing it does not replace a node.
 * @param {Node} parent
 */
export function textIn(parent) {
  return parent.appendChild(document.createTextNode(''));
}

/**
 * Calls write(value) only when `value` differs from what `drawn[key]` remembers as written.
 * @template {object} D
 * @template {keyof D} K
 * @param {D} drawn
 * @param {K} key
 * @param {NonNullable<D[K]>} value
 * @param {(value: NonNullable<D[K]>) => void} write
 */
export function put(drawn, key, value, write) {
  if (drawn[key] === value) return;
  drawn[key] = value;
  write(value);
}
