// engine-check.js - how the engine's JS classes check what callers pass and
// say what is wrong: every error is a HoyitoError whose message names the
// argument or field at fault (engine.js, engine-search.js and
// engine-records.js share these so each check is written once).
import { ERR, MAX_INPUT } from './gen/abi.js';

/**
 * The error codes of include/hoyito.h, by name without HOYITO_E_.
 * @typedef {keyof typeof ERR} ErrorName
 */

/** @type {Map<number, ErrorName>} */
const ERROR_NAMES = new Map(Object.entries(ERR).map(([name, code]) => [code, /** @type {ErrorName} */ (name)]));

export class HoyitoError extends Error {
  /**
   * @param {number} code an ERR code (gen/abi.js)
   * @param {string} message
   */
  constructor(code, message) {
    super(message);
    this.name = 'HoyitoError';
    this.code = code;
  }

  /**
   * The code's name in include/hoyito.h without HOYITO_E_, e.g. 'MOVE_EMPTY'; null for a code the engine does not have.
   * @returns {ErrorName | null}
   */
  get codeName() {
    return ERROR_NAMES.get(this.code) ?? null;
  }
}

/**
 * @param {number} code
 * @param {string} message
 * @returns {never}
 */
export function fail(code, message) {
  throw new HoyitoError(code, message);
}

/**
 * A value as a message shows it: short, whatever its type.
 * @param {unknown} value
 */
export function shown(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
  try {
    return String(value);
  } catch {
    return typeof value;
  }
}

/**
 * `value` if it is a whole number min..max, else a HoyitoError naming `name`.
 * @param {unknown} value
 * @param {string} name
 * @param {number} min
 * @param {number} max
 * @param {number} [code]
 * @returns {number}
 */
export function whole(value, name, min, max, code = ERR.ARGUMENT) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(code, `${name}: ${shown(value)} is not a whole number ${min}..${max}`);
  }
  return value;
}

/**
 * @param {unknown} value
 * @param {string} name
 * @param {number} [code]
 * @returns {boolean}
 */
export function flag(value, name, code = ERR.ARGUMENT) {
  if (typeof value !== 'boolean') fail(code, `${name}: ${shown(value)} is not true or false`);
  return value;
}

/**
 * @template {string} T
 * @param {unknown} value
 * @param {string} name
 * @param {readonly T[]} choices
 * @param {number} [code]
 * @returns {T}
 */
export function oneOf(value, name, choices, code = ERR.ARGUMENT) {
  if (!choices.includes(/** @type {T} */ (value)))
    fail(code, `${name}: ${shown(value)} is not one of ${choices.join(', ')}`);
  return /** @type {T} */ (value);
}

/**
 * Why a position string cannot reach C, or null: not a string, a NUL, too long.
 * @param {unknown} text
 * @returns {[number, string] | null}
 */
export function textProblem(text) {
  if (typeof text !== 'string') return [ERR.ARGUMENT, `position: ${shown(text)} is not a string`];
  const nul = text.indexOf('\0');
  if (nul >= 0) return [ERR.SYNTAX, `position: a NUL character at ${nul}`];
  // A UTF-16 unit is at least one UTF-8 byte: no need to measure a long string.
  if (text.length > MAX_INPUT || new TextEncoder().encode(text).length > MAX_INPUT) {
    return [ERR.TOO_LONG, `position: longer than ${MAX_INPUT} bytes`];
  }
  return null;
}

/**
 * @param {unknown} text
 * @returns {string}
 */
export function checkText(text) {
  const problem = textProblem(text);
  if (problem) fail(...problem);
  return /** @type {string} */ (text);
}

/**
 * Only these keys, for options objects (a misspelt key is an error, not a default).
 * @template {object} T
 * @param {T} options
 * @param {string} name
 * @param {readonly string[]} keys
 * @returns {T}
 */
export function checkKeys(options, name, keys) {
  if (options === null || typeof options !== 'object')
    fail(ERR.ARGUMENT, `${name}: ${shown(options)} is not an object`);
  for (const key of Object.keys(options)) {
    if (!keys.includes(key)) fail(ERR.ARGUMENT, `${name}: unknown option ${shown(key)} (${keys.join(', ')})`);
  }
  return options;
}

/**
 * @param {number} n
 * @param {number} index
 */
export function holeName(n, index) {
  return (index < n ? 'S' : 'N') + ((index % n) + 1);
}

/**
 * @param {Uint8Array} u8
 * @param {number} at
 * @param {number} length
 */
export function ascii(u8, at, length) {
  let s = '';
  for (let i = 0; i < length; i++) s += String.fromCharCode(u8[at + i]);
  return s;
}

// Wasm memory of games and searchers dropped without free(): reclaimed when
// they are collected. free() is still the way: collection may come late.
export const reclaim = new FinalizationRegistry(
  /** @param {{ m: import('./engine-wasm.js').WasmModule, del: `_${string}`, ptr: number }} held */
  ({ m, del, ptr }) => m[del](ptr),
);
