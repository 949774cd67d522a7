// pv.test.mjs - the analysis's line read by the engine (web/js/analysis/pv.js):
// each move's player and hole as the engine plays them (an extra turn keeps
// the player), the line cut at the game's end and at a move the engine
// refuses, the board's numbers per hole (a hole played twice has both).
import test from 'node:test';
import assert from 'node:assert/strict';
import { pvSteps, pvMarks, pvText, PV_MARKS, PV_TEXT } from '../../web/js/analysis/pv.js';
import { loadTestEngine, rng } from './helpers.mjs';

const engine = await loadTestEngine();
const START = engine.startPosition({});
const START_II = engine.startPosition({ variant: 'II' }); // a capture earns another turn (R10)

/** A random game of Hoyito II up to and including a move that earns its player another turn. */
function untilExtraTurn() {
  for (let seed = 1; seed < 200; seed++) {
    const random = rng(seed);
    const game = engine.newGame(START_II);
    const moves = [];
    while (!game.snapshot().over) {
      const legal = game.snapshot().legal;
      const m = legal[Math.floor(random() * legal.length)];
      const events = game.play(m);
      moves.push(m);
      if (events.some((e) => e.type === 'extra_turn')) {
        game.free();
        return moves;
      }
    }
    game.free();
  }
  throw new Error('no extra turn in 200 games');
}

test('pvSteps: the engine names each move and its player; an extra turn keeps the player', () => {
  const moves = untilExtraTurn();
  const before = moves.slice(0, -3);
  const line = moves.slice(-3);
  const steps = pvSteps(engine, START_II, before, line);
  assert.equal(steps.length, 3);
  const game = engine.newGame(START_II);
  for (const m of before) game.play(m);
  steps.forEach((s, k) => {
    const turn = game.snapshot().turn;
    assert.equal(s.player, turn, `step ${k + 1}: the mover`);
    assert.equal(s.name, `${turn}${line[k]}`);
    assert.equal(s.number, line[k]);
    assert.equal(s.index, turn === 'S' ? line[k] - 1 : 6 + line[k] - 1);
    game.play(line[k]);
  });
  game.free();
  // The last move earned another turn: the line goes on with the same player.
  const again = pvSteps(engine, START_II, moves, []);
  assert.deepEqual(again, []);
  const next = engine.newGame(START_II);
  for (const m of moves) next.play(m);
  const { turn, legal } = next.snapshot();
  next.free();
  assert.equal(pvSteps(engine, START_II, moves, [legal[0]])[0].player, turn);
  assert.equal(turn, steps.at(-1).player, 'the same player after an extra turn');
});

test("pvSteps: cut at a move the engine refuses, at the game's end, and at `max`", () => {
  const steps = pvSteps(engine, START, [], [1, 2, 3]);
  assert.deepEqual(
    steps.map((s) => s.name),
    ['S1', 'N2', 'S3'],
  );
  // S1 empty: refused at once; S2 is played, then a hole past the board refused.
  const holes = 'I:0,4,4,4,4,4/4,4,4,4,4,0:S:4,4';
  assert.deepEqual(pvSteps(engine, holes, [], [1, 2]), []);
  assert.deepEqual(
    pvSteps(engine, holes, [], [2, 7, 1]).map((s) => s.name),
    ['S2'],
  );
  assert.deepEqual(pvSteps(engine, START, [], [9, 1]), [], 'a hole past the board');
  const end = 'I:1,0,0,0,0,0/0,0,0,0,0,3:S:20,24';
  const finished = pvSteps(engine, end, [], [1, 6, 6, 6, 6]);
  assert.ok(finished.length < 5, 'stops at the end');
  const long = Array.from({ length: 40 }, (_, k) => (k % 6) + 1);
  assert.ok(pvSteps(engine, START, [], long).length <= PV_TEXT);
});

test('pvMarks: the first PV_MARKS moves numbered by hole, a hole played twice has both', () => {
  const at = (...indices) => indices.map((index) => ({ index }));
  assert.deepEqual(pvMarks(at(2, 8, 2, 5)), [
    { index: 2, text: '1 3' },
    { index: 8, text: '2' },
    { index: 5, text: '4' },
  ]);
  assert.equal(PV_MARKS, 6);
  assert.deepEqual(
    pvMarks(at(0, 1, 2, 3, 4, 5, 6, 7)).map((m) => m.index),
    [0, 1, 2, 3, 4, 5],
  );
  assert.deepEqual(pvMarks([]), []);
  assert.equal(
    pvText([{ n: 'S3' }, { n: 'N5' }], (s) => s.n),
    'S3 N5',
  );
  assert.equal(
    pvText([{ n: 'S3' }], (s) => s.n, true),
    'S3 …',
  );
});
