// dom.js - builds elements from plain values for the dialogs and panels.
// Text always goes in as text nodes (never HTML), so nothing a link or a
// field holds can become markup.

/**
 * h('p', { class: 'x', 'data-s': 'key' }, 'text', child, ...): `on...`
 * attributes are listeners; false, null and undefined ones are left out.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attrs]
 * @param {...unknown} children nodes, or text of anything else (null, undefined and false: none); lists are flattened
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/**
 * A `tag` element of `doc` with `attrs` (`text`: its text, as a text node),
 * appended to `parent` when one is given: for panels drawn field by field.
 */
/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {Document} doc
 * @param {K} tag
 * @param {Record<string, string>} [attrs]
 * @param {Element | null} [parent]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function html(doc, tag, attrs = {}, parent = null) {
  const e = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v);
  }
  if (parent) parent.appendChild(e);
  return e;
}

/**
 * Copies text to the clipboard; resolves true when it worked.
 * @param {string} text
 * @param {HTMLInputElement | HTMLTextAreaElement} field the text shown, selected where there is no clipboard API
 */
export async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (file://, old browsers): the selection and execCommand.
    try {
      field.focus();
      field.select();
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
