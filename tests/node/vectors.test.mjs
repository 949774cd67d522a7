// vectors.test.mjs - the wasm engine against the 465 shared rule cases and
// the engine API's error handling.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadTestEngine, readVectors } from './helpers.mjs';
import { HoyitoError } from '../../web/engine/engine.js';

const engine = await loadTestEngine();

test('wasm: legal moves and results of all 465 rule vectors', () => {
  const cases = readVectors();
  assert.equal(cases.length, 465);
  for (const c of cases) {
    const game = engine.newGame(c.position);
    try {
      assert.equal(game.position, c.position);
      assert.equal(game.snapshot().legal.join(' '), c.moves, `moves of ${c.position}`);
      game.play(c.move);
      assert.equal(game.position, c.after, `${c.position} move ${c.move}`);
    } finally {
      game.free();
    }
  }
});

test('wasm: a malformed position throws a HoyitoError naming the field', () => {
  assert.throws(
    () => engine.newGame('I:4,4,4,4,4,4/4,4,4,4,4:S:0,0'),
    (e) => e instanceof HoyitoError && e.code === -5 && /north row has 5 holes, south has 6/.test(e.message),
  );
  assert.throws(
    () => engine.newGame('I:4,4,4,4,4,3/4,4,4,4,4,4:S:0,0'),
    (e) => e instanceof HoyitoError && /seed total is 47, expected 48/.test(e.message),
  );
  assert.deepEqual(engine.validate('IV:4,4,4/4,4,4:S:0,0').code, -3);
  assert.equal(engine.validate('I:4,4,4/4,4,4:S:0,0').ok, true);
});

test('wasm: a failed load or an illegal move leaves the game as it was', () => {
  const game = engine.newGame('I:3,2,0/2,0,1:S:12,4');
  try {
    const before = game.position;
    assert.throws(() => game.load('I:<script>/4:S:0,0'), HoyitoError);
    assert.equal(game.position, before);
    assert.throws(
      () => game.play(3),
      (e) => e.code === -33,
    ); // S3 is empty
    assert.throws(
      () => game.play(9),
      (e) => e.code === -31,
    );
    assert.equal(game.position, before);
    assert.equal(game.snapshot().ply, 0);
  } finally {
    game.free();
  }
});

test('wasm: undo and redo restore positions exactly', () => {
  const game = engine.newGame(engine.startPosition({ variant: 'II' }));
  try {
    const seen = [game.position];
    for (let i = 0; i < 6 && !game.snapshot().over; i++) {
      game.play(game.snapshot().legal[0]);
      seen.push(game.position);
    }
    const played = game.snapshot().ply;
    for (let i = played; i > 0; i--) {
      assert.equal(game.undo(), true);
      assert.equal(game.position, seen[i - 1]);
    }
    assert.equal(game.undo(), false);
    for (let i = 1; i <= played; i++) {
      assert.ok(Array.isArray(game.redo()));
      assert.equal(game.position, seen[i]);
    }
    assert.equal(game.redo(), null);
  } finally {
    game.free();
  }
});
