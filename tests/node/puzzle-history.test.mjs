// The history of puzzle tries (puzzle-history.js): each entry keeps its
// board size, a damaged entry is dropped, and the sizes a history needs
// loaded are those of the entries not known yet, every size when an entry
// names none (a record kept before entries named their size).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  readHistory,
  addHistory,
  historySizes,
  listedHistory,
  MAX_HISTORY,
} from '../../web/js/learn/puzzle-history.js';

const SIZES = [6, 8, 12];

test('an entry keeps its board size over the store; a damaged one is dropped', () => {
  let h = addHistory([], 'aaaaaaaa', true, 5, 8);
  h = addHistory(h, 'bbbbbbbb', false, 6, 6);
  const kept = readHistory(
    JSON.parse(JSON.stringify([...h, { id: 'c', solved: 1, at: 2 }, null, { id: 'd', solved: true, at: 1, n: '8' }])),
  );
  assert.deepEqual(kept, [
    { id: 'bbbbbbbb', solved: false, at: 6, n: 6 },
    { id: 'aaaaaaaa', solved: true, at: 5, n: 8 },
    { id: 'd', solved: true, at: 1 },
  ]);
  assert.deepEqual(readHistory('not a list'), []);
  assert.equal(
    readHistory(Array.from({ length: MAX_HISTORY + 9 }, (_, k) => ({ id: `${k}`, solved: true, at: k, n: 6 }))).length,
    MAX_HISTORY,
  );
});

test('the sizes to load: of the entries not known, each its own; every size for an entry without one', () => {
  const h = [
    { id: 'a', n: 12 },
    { id: 'b', n: 8 },
    { id: 'c', n: 8 },
    { id: 'd', n: 6 },
  ];
  assert.deepEqual(
    historySizes(h, () => false, SIZES),
    [6, 8, 12],
  );
  assert.deepEqual(
    historySizes(h, (id) => id !== 'b', SIZES),
    [8],
    'only the 2x8 entry is unknown',
  );
  assert.deepEqual(
    historySizes(h, () => true, SIZES),
    [],
    'all known: nothing to load',
  );
  assert.deepEqual(
    historySizes([{ id: 'x' }], () => false, SIZES),
    SIZES,
    'an entry without a size: every size',
  );
  assert.deepEqual(
    historySizes([{ id: 'x', n: 10 }], () => false, SIZES),
    SIZES,
    'a size no set has: every size',
  );
  assert.deepEqual(
    historySizes([], () => false, SIZES),
    [],
  );
});

test('the entries listed are those with a name, newest first; the history keeps the others', () => {
  const h = [
    { id: 'a', solved: true, at: 3, n: 6 },
    { id: 'gone', solved: false, at: 2, n: 6 },
    { id: 'b', solved: false, at: 1 },
  ];
  const names = { a: 'Puzzle A', b: 'Puzzle B' };
  const listed = listedHistory(h, (id) => names[id]);
  assert.deepEqual(listed, [
    { id: 'a', solved: true, name: 'Puzzle A' },
    { id: 'b', solved: false, name: 'Puzzle B' },
  ]);
  assert.equal(h.length, 3, 'the history is not pruned');
  assert.deepEqual(
    listedHistory(h, () => undefined),
    [],
    'no set loaded: nothing listed',
  );
  assert.deepEqual(
    listedHistory(h, (id) => names[id] ?? (id === 'gone' && 'Back again')).map((e) => e.id),
    ['a', 'gone', 'b'],
    'a set loaded later lists its entries again',
  );
});
