// tree.js - a game's move tree, as plain data: each node is
//   { move: hole number 1..N (null at the root), children: [node, ...], comment?: string }
// children[0] is the main continuation, the others are variations. Sibling
// moves differ (a move played again where it exists is followed), so a list
// of moves from the root names one node. Pure: no DOM, no engine; the rules
// (which moves are legal) stay the engine's. Every walk is iterative and
// costs at most the tree's size.

/** A node of the tree (the header above). @typedef {{ move: number | null, children: TreeNode[], comment?: string }} TreeNode */

/**
 * A node for `move` (null: the root), without children.
 * @param {number | null} [move]
 * @returns {TreeNode}
 */
export function newNode(move = null) {
  return { move, children: [] };
}

/**
 * A tree whose main line is `moves` (a plain list of hole numbers).
 * @param {number[]} moves
 */
export function fromMoves(moves) {
  const root = newNode();
  let at = root;
  for (const move of moves) {
    const next = newNode(move);
    at.children.push(next);
    at = next;
  }
  return root;
}

/**
 * The moves that follow `node` along the main continuations (children[0]), `node`'s own left out.
 * @param {TreeNode} node
 * @returns {number[]}
 */
export function mainLine(node) {
  const moves = [];
  for (let at = node.children[0]; at; at = at.children[0]) moves.push(/** @type {number} */ (at.move)); // below the root
  return moves;
}

/**
 * The child of `node` for `move`, or null.
 * @param {TreeNode} node
 * @param {number | null} move
 */
export function child(node, move) {
  return node.children.find((c) => c.move === move) ?? null;
}

/**
 * `move` from `node`: the child that has it, followed; else a new child,
 * added as the last variation or, with `main`, as the main continuation
 * (the old one then becomes the first variation). Returns { node, added }.
 * @param {TreeNode} node
 * @param {number} move
 * @param {{ main?: boolean }} [options]
 */
export function addMove(node, move, { main = false } = {}) {
  const found = child(node, move);
  if (found) return { node: found, added: false };
  const made = newNode(move);
  if (main) node.children.unshift(made);
  else node.children.push(made);
  return { node: made, added: true };
}

/**
 * The node reached by `moves` from the root, or null when the tree has no such line.
 * @param {TreeNode} root
 * @param {number[]} moves
 */
export function nodeAt(root, moves) {
  /** @type {TreeNode | null} */
  let at = root;
  for (const move of moves) {
    at = child(at, move);
    if (!at) return null;
  }
  return at;
}

/**
 * The nodes from the root to `target` (both included), or null when `target` is not in the tree.
 * @param {TreeNode} root
 * @param {TreeNode} target
 * @returns {TreeNode[] | null}
 */
export function pathTo(root, target) {
  // Depth first with an explicit stack of [node, index of the next child to visit].
  /** @type {[TreeNode, number][]} */
  const stack = [[root, 0]];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top[0] === target) return stack.map(([n]) => n);
    const next = top[0].children[top[1]++];
    if (next) stack.push([next, 0]);
    else stack.pop();
  }
  return null;
}

/**
 * The moves from the root to `target`, or null when it is not in the tree.
 * @param {TreeNode} root
 * @param {TreeNode} target
 * @returns {number[] | null}
 */
export function movesTo(root, target) {
  const path = pathTo(root, target);
  return path ? path.slice(1).map((n) => /** @type {number} */ (n.move)) : null;
}

/**
 * How many moves of `moves` (a line from the root) are on the main line:
 * the ply where the line leaves it (its whole length when it never does).
 * @param {TreeNode} root
 * @param {number[]} moves
 */
export function mainPly(root, moves) {
  let at = root;
  let k = 0;
  while (k < moves.length && at.children[0]?.move === moves[k]) {
    at = at.children[0];
    k++;
  }
  return k;
}

/**
 * The node's parent, or null for the root (or a node not in the tree).
 * @param {TreeNode} root
 * @param {TreeNode} target
 */
export function parentOf(root, target) {
  const path = pathTo(root, target);
  return path && path.length > 1 ? path[path.length - 2] : null;
}

/**
 * Makes the line through `target` the main line: on the way from the root,
 * each node moves to its parent's first place (the others keep their order).
 * Returns whether anything changed.
 * @param {TreeNode} root
 * @param {TreeNode} target
 */
export function promote(root, target) {
  const path = pathTo(root, target);
  if (!path) return false;
  let changed = false;
  for (let k = 1; k < path.length; k++) {
    const siblings = path[k - 1].children;
    const i = siblings.indexOf(path[k]);
    if (i > 0) {
      siblings.splice(i, 1);
      siblings.unshift(path[k]);
      changed = true;
    }
  }
  return changed;
}

/**
 * Removes `target` and everything after it; returns its parent (null: the root, or not in the tree, is kept).
 * @param {TreeNode} root
 * @param {TreeNode} target
 */
export function remove(root, target) {
  const parent = parentOf(root, target);
  if (!parent) return null;
  parent.children.splice(parent.children.indexOf(target), 1);
  return parent;
}

/**
 * Puts a removed `node` (with what follows it) back under `parent` at
 * `index` among its siblings (the last place if fewer are left). Refused
 * (false) when a sibling already plays its move: siblings' moves differ.
 * @param {TreeNode} parent
 * @param {TreeNode} node
 * @param {number} index
 */
export function restore(parent, node, index) {
  if (child(parent, node.move)) return false;
  parent.children.splice(index, 0, node); // past the end: the last place
  return true;
}

/**
 * How many nodes the tree holds, its root included.
 * @param {TreeNode} root
 */
export function size(root) {
  let count = 0;
  const stack = [root];
  while (stack.length) {
    const n = /** @type {TreeNode} */ (stack.pop());
    count++;
    stack.push(...n.children);
  }
  return count;
}

/**
 * A clean copy of a tree read from storage (or anything else untrusted):
 * only the contract's fields, moves whole numbers 1..maxMove, sibling moves
 * different, a comment a string of at most 2000 characters, at most
 * `maxNodes` nodes. Returns { root } or { error } naming the first fault.
 * @param {any} value what was read (unchecked: this checks it)
 * @param {{ maxMove?: number, maxNodes?: number }} [options]
 * @returns {{ root: TreeNode, error?: undefined } | { error: string, root?: undefined }}
 */
export function readTree(value, { maxMove = 12, maxNodes = 5000 } = {}) {
  if (!value || typeof value !== 'object' || value.move !== null || !Array.isArray(value.children)) {
    return { error: 'the root is not { move: null, children: [...] }' };
  }
  const root = newNode();
  /** @type {[any, TreeNode][]} */
  const stack = [[value, root]];
  let count = 1;
  while (stack.length) {
    const [from, to] = /** @type {[any, TreeNode]} */ (stack.pop());
    if (typeof from.comment === 'string') to.comment = from.comment.slice(0, 2000);
    for (const c of from.children) {
      if (!c || typeof c !== 'object' || !Array.isArray(c.children))
        return { error: `a child of move ${from.move} is not a node` };
      if (!Number.isInteger(c.move) || c.move < 1 || c.move > maxMove)
        return { error: `move ${String(c.move).slice(0, 12)} is not a hole 1..${maxMove}` };
      if (child(to, c.move)) return { error: `move ${c.move} is there twice after move ${from.move}` };
      if (++count > maxNodes) return { error: `more than ${maxNodes} moves` };
      const made = newNode(c.move);
      to.children.push(made);
      stack.push([c, made]);
    }
  }
  return { root };
}
