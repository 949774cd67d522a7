// board-changes.js - what other modules may change on a board, each through
// one method that changes the state and draws it (controller.js core.changes):
// words in the status line, marks, read-only, a friend's game, the speed,
// the computer opponent. Nothing else writes a board's state: the node
// tests of the state hold that.

import { messageText } from '../board/render.js';
import { speak } from '../board/speech.js';
import { SPEEDS } from '../board/state.js';

/** @typedef {import('./controller.js').Core} Core */
/** Words for the status line (render.js messageText). @typedef {import('../board/state.js').Sentence} Message */
/** A game with a friend by link (game/friend.js): this device's side. @typedef {import('../board/state.js').Friend} Friend */

/** @param {Core} core */
export function createBoardChanges(core) {
  const { state, doc, computer } = core;

  /**
   * Says `message` ({ key, values }, see render.js messageText) in the
   * status line and through the live region; null clears the line.
   * @param {Message | null} message
   */
  function announce(message) {
    state.message = message;
    core.show();
    if (message) speak(/** @type {Document} */ (doc), messageText(message));
  }

  /**
   * Puts marks on the board ({ hint, review, badges }, see state.js) and draws them.
   * @param {Record<string, unknown>} marks
   */
  function mark(marks) {
    state.marks = { ...state.marks, ...marks };
    core.show();
  }

  // The state back to the engine's (mid-move the move's end does that), then drawn.
  function redraw() {
    if (!core.game) return;
    if (!state.busy) core.sync();
    core.show();
  }

  /**
   * The board only shows (a finished lesson, an embed's view or replay) or can be played again.
   * @param {boolean} on
   */
  function setReadOnly(on) {
    state.readOnly = on;
    redraw();
  }

  /**
   * A game with a friend by link ({ id, side: this device's, name }, see friend.js), or null.
   * @param {Friend | null} friend
   */
  function setFriend(friend) {
    state.friend = friend;
    redraw();
    core.emit('friend', { friend });
  }

  /**
   * The game on the board is the kept game `id` (the archive found it by its
   * line, for a link that names no game): the address and the saved game carry it on.
   * @param {string | null} id
   */
  function setGameId(id) {
    if (state.gameId === id) return;
    state.gameId = id;
    core.emit('game', { id });
  }

  /**
   * The animation's speed (one of state.js SPEEDS): false for another value.
   * @param {string} speed
   */
  function setSpeed(speed) {
    if (!SPEEDS.includes(speed)) return false;
    state.speed = speed;
    core.show();
    return true;
  }

  /**
   * THE hook for the computer opponent: { level: 1..7, side: 'S' | 'N' |
   * 'both' } ('both': computer against computer, to watch), or null for two
   * people. Links and embeds (ai-level, ai-side), the new-game dialog and a
   * saved game all come here. The same opponent again changes nothing (a
   * search under way goes on); another one drops it. `stopped`: the person
   * stopped computer against computer (the status line says so).
   * @param {{ level?: unknown, side?: unknown } | null} opponent
   * @param {{ stopped?: boolean }} [options]
   */
  function setComputerOpponent(opponent, { stopped = false } = {}) {
    const wasDemo = state.opponent?.side === 'both';
    if (computer.change(opponent)) {
      if (stopped && wasDemo) state.message = { key: 'aiDemoStopped', values: {} };
      if (core.game && !state.busy) core.sync(); // mid-animation the drawn board is the animation's
    }
    core.show();
    computer.turn();
  }

  /**
   * Resolves when the board is not busy (now, or when the move under way is shown).
   * @returns {Promise<void>}
   */
  function idle() {
    if (!state.busy) return Promise.resolve();
    return new Promise((resolve) => {
      /** @param {Event} ev */
      const done = (ev) => {
        if (/** @type {CustomEvent<import('./controller.js').BusyDetail>} */ (ev).detail.busy) return;
        core.off('busy', done);
        resolve();
      };
      core.on('busy', done);
    });
  }

  return { announce, mark, setReadOnly, setFriend, setGameId, setSpeed, setComputerOpponent, idle };
}
