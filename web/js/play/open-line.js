// open-line.js - a line (a position and the moves played from it, as a link
// or a saved game gives it) played on a new engine game: the controller's
// way to open any game with moves (games.js). The engine judges the position
// and each move; a refusal comes back as a link's message (link.js LinkMessage).

import { ERR } from '../../engine/gen/abi.js';

/**
 * Plays a link's moves on a new engine game. Returns { game, start, played }
 * (the caller frees game; start is the position in the engine's spelling;
 * played[k] is { player, move, events } of move k, for the move list),
 * or { error } when the position or a move is refused, with the engine's message.
 * The game is left at `at` moves; the rest of the line can be redone.
 * @param {import('../../engine/engine.js').Engine} engine
 * @param {{ pos: string, moves: number[], at: number }} line
 */
export function openLine(engine, { pos, moves, at }) {
  const check = engine.validate(pos);
  if (!check.ok) return { error: { key: 'badLink', values: { message: check.message, code: check.code } } };
  const game = engine.newGame(pos);
  const start = game.position;
  /** @type {{ player: import('../../engine/engine.js').Side, move: number, events: import('../../engine/engine.js').MoveEvent[] }[]} */
  const played = [];
  for (let k = 0; k < moves.length; k++) {
    const player = game.snapshot().turn; // the mover of each move: one read a move, when a line opens
    try {
      played.push({
        player: /** @type {import('../../engine/engine.js').Side} */ (player), // a move played: not over
        move: moves[k],
        events: game.play(moves[k]),
      });
    } catch (e) {
      game.free();
      // The engine's code (HOYITO_E_*) becomes a sentence in the player's language (errors.js).
      // `e` is the engine's HoyitoError.
      const values = player
        ? { message: /** @type {Error} */ (e).message, code: /** @type {{ code: number }} */ (e).code }
        : { message: '', code: ERR.GAME_OVER };
      return { error: { key: 'linkBadMove', values: { k: k + 1, hole: moves[k], ...values } } };
    }
  }
  for (let k = moves.length; k > at; k--) game.undo();
  return { game, start, played };
}
