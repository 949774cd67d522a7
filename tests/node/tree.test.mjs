// The move tree's helpers (web/js/play/tree.js): lines, variations, promotion,
// deletion and reading a stored tree, on plain nodes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  newNode,
  fromMoves,
  mainLine,
  child,
  addMove,
  nodeAt,
  pathTo,
  movesTo,
  mainPly,
  parentOf,
  promote,
  remove,
  restore,
  size,
  readTree,
} from '../../web/js/play/tree.js';

test('a plain moves list is a tree of one line, and back', () => {
  const root = fromMoves([1, 1, 1, 2, 1, 5]);
  assert.equal(root.move, null);
  assert.deepEqual(mainLine(root), [1, 1, 1, 2, 1, 5]);
  assert.equal(size(root), 7);
  assert.deepEqual(mainLine(fromMoves([])), []);
  assert.deepEqual(Object.keys(root.children[0]).sort(), ['children', 'move'], 'the shared node shape, nothing more');
});

test('a move where the line goes on is a variation, or followed when the tree has it', () => {
  const root = fromMoves([1, 1, 1, 2, 1]);
  const at = nodeAt(root, [1, 1, 1, 2]);
  const v = addMove(at, 3);
  assert.equal(v.added, true);
  assert.deepEqual(
    at.children.map((c) => c.move),
    [1, 3],
    'the main continuation stays first',
  );
  assert.deepEqual(mainLine(root), [1, 1, 1, 2, 1], 'the main line is intact');
  const again = addMove(at, 3);
  assert.equal(again.added, false);
  assert.equal(again.node, v.node, 'the same move again follows the variation');
  assert.equal(addMove(at, 1).node, at.children[0], 'the main move is followed');
  const main = addMove(at, 4, { main: true });
  assert.deepEqual(
    at.children.map((c) => c.move),
    [4, 1, 3],
    'play on: the new move is the continuation',
  );
  assert.deepEqual(mainLine(root), [1, 1, 1, 2, 4]);
  assert.equal(child(at, 4), main.node);
  assert.equal(child(at, 6), null);
});

test('paths: the nodes and moves to a node, and where a line leaves the main line', () => {
  const root = fromMoves([1, 2, 3]);
  const v = addMove(nodeAt(root, [1]), 5).node;
  addMove(v, 6);
  const deep = nodeAt(root, [1, 5, 6]);
  assert.deepEqual(
    pathTo(root, deep).map((n) => n.move),
    [null, 1, 5, 6],
  );
  assert.deepEqual(movesTo(root, deep), [1, 5, 6]);
  assert.equal(movesTo(root, newNode(1)), null, 'a node from elsewhere');
  assert.equal(nodeAt(root, [1, 4]), null);
  assert.equal(mainPly(root, [1, 5, 6]), 1);
  assert.equal(mainPly(root, [1, 2, 3]), 3);
  assert.equal(mainPly(root, []), 0);
  assert.equal(parentOf(root, deep), v);
  assert.equal(parentOf(root, root), null);
});

test('promote makes a line the main line; the others keep their order', () => {
  const root = fromMoves([1, 2, 3]);
  const at1 = nodeAt(root, [1]);
  addMove(at1, 4);
  const five = addMove(at1, 5).node;
  const six = addMove(five, 6).node;
  addMove(root, 2);
  assert.equal(promote(root, six), true);
  assert.deepEqual(mainLine(root), [1, 5, 6]);
  assert.deepEqual(
    at1.children.map((c) => c.move),
    [5, 2, 4],
  );
  assert.equal(promote(root, six), false, 'already the main line');
  const two = child(root, 2);
  promote(root, two);
  assert.deepEqual(mainLine(root), [2]);
  assert.equal(promote(root, newNode(3)), false, 'not in the tree');
});

test('remove takes a node and what follows it; the root stays', () => {
  const root = fromMoves([1, 2, 3]);
  const at1 = nodeAt(root, [1]);
  const v = addMove(at1, 4).node;
  addMove(v, 5);
  assert.equal(remove(root, v), at1);
  assert.deepEqual(
    at1.children.map((c) => c.move),
    [2],
  );
  assert.equal(size(root), 4);
  assert.equal(remove(root, root), null);
  assert.equal(remove(root, v), null, 'already gone');
  remove(root, nodeAt(root, [1, 2]));
  assert.deepEqual(mainLine(root), [1]);
});

test('restore puts a removed line back at its place among its siblings, comments kept', () => {
  const root = fromMoves([1, 2, 3]);
  const at1 = nodeAt(root, [1]);
  const v = addMove(at1, 4).node;
  addMove(at1, 5);
  v.comment = 'kept';
  addMove(v, 6);
  const index = at1.children.indexOf(v);
  remove(root, v);
  assert.equal(restore(at1, v, index), true);
  assert.deepEqual(
    at1.children.map((c) => c.move),
    [2, 4, 5],
    'the same index',
  );
  assert.equal(nodeAt(root, [1, 4]).comment, 'kept');
  assert.deepEqual(mainLine(nodeAt(root, [1, 4])), [6]);
  assert.equal(restore(at1, v, 0), false, 'a sibling plays that move already');
  remove(root, v);
  remove(root, nodeAt(root, [1, 5]));
  assert.equal(restore(at1, v, 9), true, 'fewer siblings left: the last place');
  assert.deepEqual(
    at1.children.map((c) => c.move),
    [2, 4],
  );
});

test('walks are not recursive: a line of 20000 moves', () => {
  const moves = Array.from({ length: 20000 }, (_, i) => (i % 6) + 1);
  const root = fromMoves(moves);
  const end = nodeAt(root, moves);
  assert.equal(movesTo(root, end).length, 20000);
  assert.equal(promote(root, end), false);
  assert.equal(size(root), 20001);
});

test('readTree copies a stored tree and names the first fault', () => {
  const root = fromMoves([1, 2]);
  addMove(root, 3).node.comment = 'a try';
  const stored = JSON.parse(JSON.stringify({ ...root, extra: 1 }));
  stored.children[0].junk = '<b>';
  const read = readTree(stored);
  assert.equal(read.error, undefined);
  assert.deepEqual(read.root, JSON.parse(JSON.stringify(root)));
  assert.equal(read.root.children[0].junk, undefined, "only the contract's fields");
  assert.match(readTree(null).error, /root/);
  assert.match(readTree({ move: 3, children: [] }).error, /root/);
  assert.match(readTree({ move: null, children: [{ move: 13, children: [] }] }).error, /13 is not a hole 1\.\.12/);
  assert.match(
    readTree({
      move: null,
      children: [
        { move: 2, children: [] },
        { move: 2, children: [] },
      ],
    }).error,
    /twice/,
  );
  assert.match(readTree({ move: null, children: [{ move: 2 }] }).error, /not a node/);
  assert.match(readTree(fromMoves([1, 2, 3, 4]), { maxNodes: 3 }).error, /more than 3/);
  assert.equal(readTree({ move: null, children: [], comment: 'x'.repeat(5000) }).root.comment.length, 2000);
});
