// navigation.js - moving along the game's own line (controller.js core.nav):
// undo and redo along the engine's line, and a jump to any ply of the main
// line (the move tree's other jumps: variations.js). Against the computer, undo and redo
// take its replies along; with a friend, only this device's own moves go back.

import { moving } from '../board/state.js';

/** @typedef {import('./controller.js').Core} Core */

/** @param {Core} core */
export function createNavigation(core) {
  const { state, computer } = core;
  const free = () => core.game && !moving(state); // the computer's thinking may be dropped, a move's animation not

  /**
   * Takes a move back. Against the computer: back to the player's last turn,
   * the computer's replies with it (and a search under way is dropped).
   * Computer against computer stops, then one move goes back.
   */
  function undo() {
    if (!free()) return;
    if (state.opponent?.side === 'both') core.changes.setComputerOpponent(null, { stopped: true });
    const target = undoTarget();
    if (target < 0) return;
    computer.cancel();
    const taken = state.moveLog[target];
    let ply = core.snapshot().ply;
    while (ply > target && /** @type {import('../../engine/engine.js').Game} */ (core.game).undo()) ply--; // free(): a game is open
    core.stale();
    state.message = null;
    core.sync();
    core.show();
    core.changed('undo', taken ? { player: taken.player, move: taken.move } : null);
    computer.turn();
  }

  // The ply undo goes back to: one move, or against the computer the last
  // turn of the person (-1: none, e.g. only the computer's first move).
  // With a friend, only this device's own moves not yet sent: the friend's came by link.
  function undoTarget() {
    const { ply, canUndo } = core.snapshot();
    if (!canUndo) return -1;
    if (state.friend) {
      // Nor a move already sent (the friend has it), nor in a game ended by word (friend-end.js).
      const { side, sent = 0, end } = state.friend;
      return state.moveLog[ply - 1]?.player === side && ply > sent && !end ? ply - 1 : -1;
    }
    const human = computer.humanSide();
    if (!human) return ply - 1;
    for (let p = ply - 1; p >= 0; p--) {
      if (state.moveLog[p]?.player === human) return p;
    }
    return -1;
  }
  /** Replays a taken-back move; against the computer, its replies too (as they were). */
  async function redo() {
    if (!free() || !core.snapshot().canRedo || state.friend?.end) return;
    if (state.opponent?.side === 'both') core.changes.setComputerOpponent(null, { stopped: true });
    computer.cancel();
    const mine = computer.epoch;
    const human = computer.humanSide();
    do {
      await redoOne();
    } while (mine === computer.epoch && human && state.turn && state.turn !== human && core.snapshot().canRedo);
    if (mine === computer.epoch) computer.turn();
  }

  async function redoOne() {
    const player = /** @type {import('../../engine/engine.js').Side} */ (core.snapshot().turn); // a move to redo: not over
    const redone = /** @type {import('../../engine/engine.js').Game} */ (core.game).redo();
    if (!redone) return;
    core.stale();
    const { moves, ply } = core.snapshot();
    await core.animateMove(redone, player, moves[ply - 1], 'redo');
  }

  /**
   * Jumps to `ply` moves of the main line at once (no animation), leaving a
   * variation the board may show (variations.js gotoNode). With `jump`, a
   * move there then starts a variation (the review); without it (the
   * address, an embed's replay) it is the game's, as after undo. `explore`
   * (the review): a move there explores without asking (variations.js).
   * @param {number} ply
   * @param {{ jump?: boolean, explore?: boolean }} [options]
   */
  function goto(ply, { jump = false, explore = false } = {}) {
    if (!free() || !state.tree) return;
    let node = state.tree.root;
    for (let k = 0; k < ply && node.children[0]; k++) node = node.children[0];
    core.variations.gotoNode(node, { jump, explore });
  }

  return { undo, redo, goto, undoTarget };
}
