// variations.js - the game's move tree (tree.js) on a board (controller.js
// core.variations). The engine game holds one line of the tree (state.moveLog: the
// moves played and those that can be redone); the tree holds every line
// tried. Here: which node the board shows, where a move joins the tree, the
// engine's line set to reach another node, a variation promoted or deleted.
//
// A move where the line goes on:
//   - the move that is already there is followed, its continuation with it;
//   - after undo or redo, the address's history, or when the person chose
//     "play on" (against the computer): it becomes the main continuation there, the
//     old continuation kept as its first variation;
//   - after a jump (the move list, the review) it
//     starts a variation and the main line stays as it was; against the
//     computer the person is asked first (branch-dialog.js): play on, or
//     explore (the computer stays silent until the board is back on the
//     main line).
// The computer plays only at the end of a line, so never over moves the tree already has.

import { fromMoves, mainLine, addMove, child, nodeAt, movesTo, mainPly } from './tree.js';
import { moveEntry } from './record.js';
import { loadOnce } from '../lib/later.js';
import { moving } from '../board/state.js';

/** @typedef {import('./controller.js').Core} Core */
/** @typedef {import('./tree.js').TreeNode} TreeNode */
/** @typedef {import('./record.js').MoveEntry} MoveEntry */
/** @typedef {import('../../engine/engine.js').Engine} Engine */
/** @typedef {import('../../engine/engine.js').Game} Game */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** The game's tree on the board (state.tree). @typedef {import('../board/state.js').MoveTree} GameTree */
/** Where a move goes in the tree (placeMove). @typedef {'main' | 'variation' | 'follow'} Place */
/**
 * What the move list asks of the tree (a 'hoyito-tree' event's detail).
 * @typedef {{ action?: 'go' | 'comment' | 'promote' | 'delete' | 'restore', node?: TreeNode, text?: string }} TreeAction
 */

// The move-list entry (who moved, what was captured) of every node off the
// engine's line, from one walk of the tree on a game of its own. A move the
// rules refuse (a tree saved by hand) is dropped with what follows it.
// Costs one engine move and one snapshot a node.
/**
 * @param {Engine} engine
 * @param {string} start
 * @param {TreeNode} root
 * @param {WeakMap<TreeNode, MoveEntry>} entries
 */
function describeAll(engine, start, root, entries) {
  const game = engine.newGame(start);
  try {
    /** @type {[TreeNode, number][]} */
    const stack = [[root, 0]];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const next = top[0].children[top[1]++];
      if (!next) {
        if (/** @type {[TreeNode, number]} */ (stack.pop())[0] !== root) game.undo();
        continue;
      }
      const player = /** @type {Side} */ (game.snapshot().turn); // a child: a move to play
      let events;
      try {
        events = game.play(/** @type {number} */ (next.move));
      } catch (e) {
        console.warn(`hoyito: a saved variation's move ${next.move} is refused, dropped with what follows`, e);
        top[0].children.splice(--top[1], 1);
        continue;
      }
      if (!entries.has(next))
        entries.set(next, { ...moveEntry(player, /** @type {number} */ (next.move), events), events: null });
      stack.push([next, 0]);
    }
  } finally {
    game.free();
  }
}

// The engine's line goes on along the node's continuation (played, then
// taken back): redo and the move list follow the line the tree has.
/**
 * @param {Core} core
 * @param {TreeNode} node
 */
function extend(core, node) {
  const { state } = core;
  // A move was just played in core.game; `at` is below the root: a move.
  // The game's tree is planted (state.tree, a GameTree while a game is open).
  let count = 0;
  for (let at = node.children[0]; at; at = at.children[0]) {
    const player = /** @type {GameTree} */ (state.tree).entries.has(at)
      ? null
      : /** @type {Game} */ (core.game).snapshot().turn;
    const events = /** @type {Game} */ (core.game).play(/** @type {number} */ (at.move));
    if (player)
      /** @type {GameTree} */ (state.tree).entries.set(at, {
        ...moveEntry(player, /** @type {number} */ (at.move), events),
        events: null,
      });
    state.moveLog.push(/** @type {MoveEntry} */ (/** @type {GameTree} */ (state.tree).entries.get(at))); // set above if it was not there
    count++;
  }
  if (!count) return;
  while (count-- > 0) /** @type {Game} */ (core.game).undo();
  core.stale();
}

/** @param {Core} core */
export function createVariations(core) {
  const { state, computer } = core;
  // state.tree is read cast to GameTree below: plantTree() plants it with
  // each game, and the steps that read it run on an open game (free()).
  let branching = false; // the board came to its node by a jump: a new move there is a variation
  let exploreThere = false; // that jump was the review's: a new move there explores without asking

  // The tree's edits (variation-edit.js: promote, delete, restore), fetched
  // once the tree has a variation to edit: most games never have one.
  /** @type {ReturnType<typeof import('./variation-edit.js').createEdits> | null} */
  let edits = null;
  const editsReady = loadOnce(() =>
    import('./variation-edit.js').then(({ createEdits }) => {
      edits = createEdits(core, { free, syncNode, tell, gotoNode, setLine, pathMoves });
    }),
  );
  const fetchEdits = () =>
    editsReady().catch(() => {
      /* fetched again at the first edit */
    });
  /** @type {(node: TreeNode) => boolean} */
  const branched = (node) => node.children.length > 1 || node.children.some(branched);

  /** @type {() => number[]} */
  const pathMoves = () => state.moveLog.slice(0, core.snapshot().ply).map((/** @type {MoveEntry} */ e) => e.move);
  // The main line's last move (or the root of a game without moves): where the game goes on.
  /** @param {TreeNode} node */
  const isMainEnd = (node) => {
    if (node.children.length) return false;
    const moves = /** @type {number[]} */ (movesTo(/** @type {GameTree} */ (state.tree).root, node)); // a node of the tree
    return mainPly(/** @type {GameTree} */ (state.tree).root, moves) === moves.length;
  };

  /** @param {string} how */
  function tell(how) {
    // The deleted variation can be brought back until the tree changes otherwise (a new game: a new tree).
    if (how !== 'delete') /** @type {GameTree} */ (state.tree).deleted = null;
    /** @type {GameTree} */ (state.tree).rev++;
    core.emit('tree', { how, root: /** @type {GameTree} */ (state.tree).root });
  }

  /**
   * A new tree for the game just set up (games.js begin): its main line is
   * the engine's line; `saved`, a tree (tree.js readTree) whose main line is
   * that same line, brings its variations along.
   * @param {TreeNode | null} [saved]
   */
  function plantTree(saved = null) {
    /** @type {number[]} */
    const moves = state.moveLog.map((/** @type {MoveEntry} */ e) => e.move);
    const same = saved && mainLine(saved).join('.') === moves.join('.');
    const root = same ? saved : fromMoves(moves);
    /** @type {WeakMap<TreeNode, MoveEntry>} */
    const entries = new WeakMap();
    let at = root;
    for (const entry of state.moveLog) {
      at = /** @type {TreeNode} */ (child(at, entry.move)); // the tree's main line is the log's
      entries.set(at, entry);
    }
    state.tree = { root, node: root, entries, rev: (state.tree?.rev ?? 0) + 1, exploring: false };
    if (same) describeAll(/** @type {Engine} */ (core.engine), core.start, root, entries);
    if (same && branched(root)) fetchEdits();
    branching = false;
    exploreThere = false;
    syncNode();
    core.emit('tree', { how: 'new', root });
  }

  /** The node of the position on the board (after every engine change: controller.js sync()). */
  function syncNode() {
    const tree = state.tree;
    if (!tree || !core.game) return;
    const path = pathMoves();
    tree.node = nodeAt(tree.root, path) ?? tree.root;
    // Exploring lasts while the board is off the main line.
    if (tree.exploring && mainPly(tree.root, path) === path.length) tree.exploring = false;
  }

  /**
   * Where a move at the node on the board goes: 'main' (the continuation
   * there), 'variation', 'follow' (the move the tree has there, followed as
   * it is), or null (the person cancelled). May ask.
   * @param {number} move
   * @returns {Promise<Place | null>}
   */
  async function placeMove(move) {
    const { node, exploring } = /** @type {GameTree} */ (state.tree);
    if (!node.children.length) {
      if (isMainEnd(node)) branching = false;
      return 'main';
    }
    if (child(node, move)) return branching || exploring ? 'follow' : 'main';
    if (exploring) return 'variation';
    if (!branching) return 'main';
    if (!state.opponent || !computer.humanSide()) return 'variation';
    if (exploreThere) {
      /** @type {GameTree} */ (state.tree).exploring = true; // the computer stays silent, still the opponent
      return 'variation';
    }
    // The question is fetched when first asked: few games ever need it.
    const { askBranch } = await import('./branch-dialog.js');
    const answer = await askBranch(core.doc);
    if (answer === 'explore') {
      /** @type {GameTree} */ (state.tree).exploring = true;
      return 'variation';
    }
    if (answer === 'main') branching = false;
    return answer;
  }

  /**
   * A move was played (or redone) to ply `ply`: its node in the tree (made
   * if new) is the board's, and the move list holds the line through it
   * with its continuation, which the engine can then redo.
   * @param {import('./controller.js').How} how
   * @param {number} ply
   * @param {MoveEntry} entry
   * @param {string} place
   */
  function treePlayed(how, ply, entry, place) {
    const tree = /** @type {GameTree} */ (state.tree);
    const parent =
      nodeAt(
        tree.root,
        state.moveLog.slice(0, ply - 1).map((/** @type {MoveEntry} */ e) => e.move),
      ) ?? tree.root;
    let node = child(parent, entry.move);
    let added = false;
    if (how !== 'redo' || !node) {
      ({ node, added } = addMove(parent, entry.move, { main: place === 'main' }));
      if (!added && place === 'main') promoteFrom(parent, node);
      state.moveLog.length = ply - 1;
    }
    tree.entries.set(node, entry);
    state.moveLog[ply - 1] = entry;
    tree.node = node;
    if (how !== 'redo') extend(core, node);
    if (added && parent.children.length > 1) fetchEdits();
    if (added) tell('add');
  }

  // "Play on" over a move the tree had as a variation: it becomes the continuation there.
  /**
   * @param {TreeNode} parent
   * @param {TreeNode} node
   */
  function promoteFrom(parent, node) {
    const i = parent.children.indexOf(node);
    if (i > 0) parent.children.unshift(...parent.children.splice(i, 1));
  }

  // The engine's line becomes `moves`, `at` of them played: the common start
  // is kept, the rest played again (at most the line's length in engine moves).
  /**
   * @param {number[]} moves
   * @param {number} at
   */
  function setLine(moves, at) {
    /** @type {MoveEntry[]} */
    const log = state.moveLog;
    let k = 0;
    while (k < moves.length && k < log.length && log[k].move === moves[k]) k++;
    let ply = core.snapshot().ply;
    if (k === moves.length && log.length > k) {
      // Only a shorter line (a continuation deleted): the engine cannot forget
      // a redo line, so the game is set up again from its start.
      const fresh = /** @type {Engine} */ (core.engine).newGame(core.start);
      /** @type {Game} */ (core.game).free();
      core.game = fresh;
      k = 0;
      ply = 0;
    }
    // free(): a game is open.
    while (ply > k && /** @type {Game} */ (core.game).undo()) ply--;
    while (ply < k && /** @type {Game} */ (core.game).redo()) ply++;
    log.length = k;
    // `moves` is a line of the tree, each node described (an entry each).
    let node = /** @type {TreeNode} */ (nodeAt(/** @type {GameTree} */ (state.tree).root, moves.slice(0, k)));
    for (let j = k; j < moves.length; j++) {
      node = /** @type {TreeNode} */ (child(node, moves[j]));
      /** @type {Game} */ (core.game).play(moves[j]);
      log.push(/** @type {MoveEntry} */ (/** @type {GameTree} */ (state.tree).entries.get(node)));
      ply++;
    }
    while (ply > at && /** @type {Game} */ (core.game).undo()) ply--;
    core.stale();
  }

  const free = () => core.game && state.tree && !moving(state);

  /**
   * Shows the position after `node` (a node of tree()), its line's
   * continuation ready to redo. `jump` (the move list, the review): a move
   * there then starts a variation; else (the address's history) it is the
   * game's, as after undo. `explore` (the review): a move there explores
   * (the computer silent until the board is back on the main line) without asking.
   * @param {TreeNode} node
   * @param {{ jump?: boolean, explore?: boolean }} [options]
   */
  function gotoNode(node, { jump = true, explore = false } = {}) {
    if (!free()) return false;
    const moves = movesTo(/** @type {GameTree} */ (state.tree).root, node);
    if (!moves) return false;
    computer.cancel();
    setLine([...moves, ...mainLine(node)], moves.length);
    branching = jump && !isMainEnd(node);
    exploreThere = branching && explore;
    state.message = null;
    core.sync();
    core.show();
    core.changed('goto');
    computer.turn();
    return true;
  }

  /**
   * `node`'s comment becomes `text` (already cleaned: move-comment.js); '' deletes it.
   * @param {TreeNode | undefined} node
   * @param {string} text
   */
  function commentNode(node, text) {
    if (!state.tree || !node || node.move === null || !movesTo(state.tree.root, node)) return false;
    if ((node.comment ?? '') === text) return false;
    if (text) node.comment = text;
    else delete node.comment;
    tell('comment');
    core.show();
    return true;
  }

  // The move list's clicks and keys (moves-list.js) come as 'hoyito-tree'
  // events. Those that come while the tree's edits load wait for them, in
  // their order; a jump and a comment need none of it.
  /** @param {TreeAction} detail */
  function act({ action, node, text }) {
    if (action === 'go') gotoNode(/** @type {TreeNode} */ (node));
    else if (action === 'comment') commentNode(node, /** @type {string} */ (text));
    else if (action === 'promote') edits?.promoteVariation(node);
    else if (action === 'delete') edits?.deleteVariation(node);
    else if (action === 'restore') edits?.restoreDeleted();
  }
  let waiting = 0;
  let queue = Promise.resolve();
  core.doc.addEventListener('hoyito-tree', (ev) => {
    /** @type {TreeAction} */
    const detail = /** @type {CustomEvent} */ (ev).detail ?? {};
    if (!waiting && (edits || detail.action === 'go' || detail.action === 'comment')) return act(detail);
    waiting++;
    queue = queue
      .then(() => editsReady().catch((e) => console.warn('hoyito: the move tree cannot be edited now', e)))
      .then(() => act(detail))
      .catch((e) => console.error('hoyito: a move tree edit failed', e))
      .finally(() => waiting--);
  });

  // Exploring, or where the tree goes on: the computer does not play over it.
  const computerWaits = () => Boolean(state.tree && (state.tree.exploring || state.tree.node.children.length));

  return {
    /** The game's move tree: its root node (tree.js), or null before a game. */
    tree: () => state.tree?.root ?? null,
    gotoNode,
    plantTree,
    syncNode,
    placeMove,
    treePlayed,
    computerWaits,
  };
}
