// rating.test.mjs - the learner's puzzle rating (web/js/learn/rating.js):
// the published Glicko-2 update, and how puzzles move it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { glicko2, ratePuzzle, puzzleDifficulty, readRating, START } from '../../web/js/learn/rating.js';

test("Glickman's worked example: 1500/200/0.06 against 1400/30, 1550/100, 1700/300 scoring 1, 0, 0", () => {
  const r = glicko2(
    { rating: 1500, rd: 200, vol: 0.06 },
    [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ],
    0.5,
  );
  assert.ok(Math.abs(r.rating - 1464.06) < 0.01, `rating ${r.rating}`);
  assert.ok(Math.abs(r.rd - 151.52) < 0.01, `rd ${r.rd}`);
  assert.ok(Math.abs(r.vol - 0.05999) < 0.00001, `vol ${r.vol}`);
});

test('a solve raises the rating, a miss lowers it, and the deviation shrinks with games', () => {
  const at = (rating) => ({ rating, rd: 80 });
  let p = { ...START };
  const up = ratePuzzle(p, at(1500), true);
  const down = ratePuzzle(p, at(1500), false);
  assert.ok(up.rating > p.rating && down.rating < p.rating);
  let last = p.rd;
  for (let k = 0; k < 10; k++) {
    p = ratePuzzle(p, at(1500), k % 2 === 0);
    assert.ok(p.rd < last, `rd ${p.rd} after game ${k + 1}`);
    last = p.rd;
  }
  // A harder puzzle solved gains more than an easier one.
  assert.ok(ratePuzzle(START, at(1900), true).rating > ratePuzzle(START, at(1200), true).rating);
  // A puzzle rated surely moves the learner more than one rated loosely.
  assert.ok(
    ratePuzzle(START, { rating: 1500, rd: 60 }, true).rating >
      ratePuzzle(START, { rating: 1500, rd: 300 }, true).rating,
  );
});

test('a longer proof, a narrower margin and moves nearly as good make a harder puzzle; bounded', () => {
  const base = { line: [3], best: 12, second: 4 };
  assert.equal(puzzleDifficulty(base), 1300 + 200);
  assert.ok(puzzleDifficulty({ ...base, line: [3, 1, 2, 4, 5] }) > puzzleDifficulty(base));
  assert.ok(puzzleDifficulty({ ...base, second: 8 }) > puzzleDifficulty(base));
  assert.equal(
    puzzleDifficulty({ ...base, near: 2 }),
    puzzleDifficulty(base) + 120,
    'each move nearly as good is one more to weigh',
  );
  assert.equal(puzzleDifficulty({ ...base, near: 'x' }), puzzleDifficulty(base), 'a set without near');
  assert.equal(puzzleDifficulty({ line: new Array(99).fill(1), best: 1, second: 0 }), 2500);
});

test('a damaged stored rating gives the start', () => {
  for (const bad of [null, 'x', { rating: NaN, rd: 100, vol: 0.06 }, { rating: 1500, rd: -1, vol: 0.06 }]) {
    assert.deepEqual(readRating(bad), { ...START, games: 0 });
  }
  assert.deepEqual(readRating({ rating: 1600, rd: 90, vol: 0.05, games: 3 }), {
    rating: 1600,
    rd: 90,
    vol: 0.05,
    games: 3,
  });
});
