// game-id.js - a game's identity: given when a game starts and carried by
// everything that opens it again (docs/archive.md, "One game, one entry").

/** A fresh game id: random letters and the time, so two tabs never make the same one. */
export function newGameId() {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => (b % 36).toString(36)).join('') + Date.now().toString(36).slice(-4);
}

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Whether `id` can name a game (and its archive key).
 * @param {unknown} id
 * @returns {id is string}
 */
export const isGameId = (id) => typeof id === 'string' && ID.test(id);
