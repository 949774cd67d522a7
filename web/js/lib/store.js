// store.js - what the page keeps on the device (localStorage, as JSON).
// localStorage can be missing or refuse (private modes, embedded frames):
// then nothing is remembered and the page plays on.

/**
 * The value kept under `key`, or `fallback` when there is none or it cannot be read.
 * @param {string} key
 * @param {any} [fallback]
 * @returns {any} what JSON.parse makes of it: the caller checks its shape
 */
export function load(key, fallback = null) {
  try {
    const v = localStorage.getItem(key);
    return v === null ? fallback : JSON.parse(v);
  } catch {
    return fallback;
  }
}

/**
 * Keeps `value` under `key`, if the device lets the page.
 * @param {string} key
 * @param {unknown} value
 */
export function save(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* not remembered: fine */
  }
}
