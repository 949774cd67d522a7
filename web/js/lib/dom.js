// dom.js - builds elements from plain values for the lazily loaded dialogs.
// Text always goes in as text nodes (never HTML), so nothing a link or a
// field holds can become markup.

/** h('p', { class: 'x', 'data-s': 'key' }, 'text', child, ...) */
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

/** Copies text to the clipboard; resolves true when it worked. */
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
