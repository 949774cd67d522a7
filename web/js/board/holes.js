// holes.js - board indices and hole names as the engine numbers them (docs/RULES.md):
// index 0..n-1 is S1..Sn, n..2n-1 is N1..Nn. The one place that formula lives.

/** @typedef {import('../../engine/engine.js').Side} Side */

/**
 * Board index of a player's hole number (1..n).
 * @param {number} n
 * @param {Side | null} player (a snapshot's turn, read while a side is to move)
 * @param {number} number
 */
export function holeIndex(n, player, number) {
  return (player === 'S' ? 0 : n) + number - 1;
}

/**
 * The owner ('S' | 'N') of a board index.
 * @param {number} n
 * @param {number} index
 * @returns {Side}
 */
export function holeOwner(n, index) {
  return index < n ? 'S' : 'N';
}

/**
 * The hole number (1..n) of a board index, counted from its owner's hole 1.
 * @param {number} n
 * @param {number} index
 */
export function holeNumber(n, index) {
  return (index % n) + 1;
}

/**
 * 'S3' style name of a board index.
 * @param {number} n
 * @param {number} index
 */
export function holeName(n, index) {
  return holeOwner(n, index) + holeNumber(n, index);
}
