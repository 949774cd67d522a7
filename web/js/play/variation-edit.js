// variation-edit.js - the move tree's edits (variations.js fetches this at
// the first one: few games ever make one, the first page does without): a
// variation promoted or deleted, the deletion taken back.

import { mainLine, nodeAt, movesTo, mainPly, promote, remove, restore, size } from './tree.js';

// With a friend, the main line's moves that stay the game's: those sent,
// and every move up to the friend's last one (their link brought them).
/** @typedef {import('./tree.js').TreeNode} TreeNode */
// The edits run on a game's tree (variations.js: a node of it is given, or free()): state.tree is there.
/** @typedef {import('./variations.js').GameTree} GameTree */
/** @param {import('./controller.js').State} state */
function keptPly(state) {
  const f = state.friend;
  if (!f) return 0;
  let kept = f.sent ?? 0;
  let ply = 0;
  for (let at = /** @type {GameTree} */ (state.tree).root.children[0]; at; at = at.children[0]) {
    ply++;
    if (/** @type {GameTree} */ (state.tree).entries.get(at)?.player !== f.side) kept = Math.max(kept, ply);
  }
  return kept;
}

/**
 * `core` is the controller's (controller.js Core); then the steps of
 * variations.js the edits share: free(), syncNode(), tell(how),
 * gotoNode(node), setLine(moves, at), pathMoves().
 * @param {import('./controller.js').Core} core
 * @param {{
 *   free: () => unknown, syncNode: () => void, tell: (how: string) => void, gotoNode: (node: TreeNode) => boolean,
 *   setLine: (moves: number[], at: number) => void, pathMoves: () => number[],
 * }} steps
 */
export function createEdits(core, { free, syncNode, tell, gotoNode, setLine, pathMoves }) {
  const { state } = core;

  /**
   * The node on the board's line becomes the main line's; with a friend,
   * not over moves that stay the game's (said: the link would rewrite them).
   * @param {TreeNode} [node]
   */
  function promoteVariation(node = state.tree?.node) {
    if (!free() || !node) return false;
    const moves = movesTo(/** @type {GameTree} */ (state.tree).root, node);
    if (moves && mainPly(/** @type {GameTree} */ (state.tree).root, moves) < keptPly(state)) {
      core.changes.announce({ key: 'friendPromoteKept', values: {} });
      return false;
    }
    if (!promote(/** @type {GameTree} */ (state.tree).root, node)) return false;
    syncNode();
    tell('promote');
    core.show();
    core.computer.turn();
    return true;
  }

  /**
   * Deletes `node` (by default the board's), off the main line, with what
   * follows it; the board goes to the move before it if it showed one of them.
   * @param {TreeNode} [node]
   */
  function deleteVariation(node = state.tree?.node) {
    if (!free() || !node || node.move === null) return false;
    const root = /** @type {GameTree} */ (state.tree).root;
    const moves = movesTo(root, node);
    if (!moves || mainPly(root, moves) === moves.length) return false; // the main line is the game: not deleted here
    const parent = /** @type {TreeNode} */ (nodeAt(root, moves.slice(0, -1))); // a node's line: its parent is there
    const shown = pathMoves();
    const inside = moves.every((m, k) => shown[k] === m);
    const deleted = {
      parent,
      node,
      index: parent.children.indexOf(node),
      count: size(node),
      board: /** @type {GameTree} */ (state.tree).node,
    };
    remove(root, node);
    /** @type {GameTree} */ (state.tree).deleted = deleted;
    tell('delete');
    if (inside) gotoNode(parent);
    else {
      const path = /** @type {number[]} */ (movesTo(root, /** @type {GameTree} */ (state.tree).node)); // the board's node, not deleted
      setLine([...path, ...mainLine(/** @type {GameTree} */ (state.tree).node)], path.length);
      core.sync();
      core.show();
    }
    return true;
  }

  /**
   * The variation deleted last comes back at its place among its siblings,
   * with its comments, and the board where it was before the deletion.
   */
  function restoreDeleted() {
    const d = state.tree?.deleted;
    // Kept only while the tree has not changed otherwise: its parent is still there.
    if (!free() || !d || !restore(d.parent, d.node, d.index)) return false;
    tell('restore');
    return gotoNode(d.board);
  }

  return { promoteVariation, deleteVariation, restoreDeleted };
}
