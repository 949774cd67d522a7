// puzzle-ratings.test.mjs - each puzzle's own rating on the device
// (web/js/learn/puzzle-ratings.js): it starts at the puzzle's difficulty,
// moves against the learner's (a solve is the puzzle's loss), the learner is
// rated against it, both are kept over a reload, the list is bounded and a
// damaged one is tolerated; the next puzzle is the one nearest the learner.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { readRating, puzzleDifficulty, ratePuzzle, START } from '../../web/js/learn/rating.js';
import {
  readPuzzleRatings,
  puzzleRating,
  rateTry,
  tryPuzzle,
  distanceFrom,
  PUZZLE_START_RD,
  MAX_RATED,
} from '../../web/js/learn/puzzle-ratings.js';
import { nextPuzzle, readRecord } from '../../web/js/learn/puzzle-pick.js';
import { MAX_HISTORY, readHistory } from '../../web/js/learn/puzzle-history.js';
import { load, save } from '../../web/js/lib/store.js';

const shipped = JSON.parse(fs.readFileSync(new URL('../../web/data/puzzles-I.json', import.meta.url), 'utf8'));
const puzzle = shipped[0];
const fresh = () => ({ ...START, games: 0 });

// A device's localStorage for store.js: kept strings, as a browser keeps them.
function device() {
  const kept = new Map();
  globalThis.localStorage = {
    getItem: (k) => (kept.has(k) ? kept.get(k) : null),
    setItem: (k, v) => kept.set(k, String(v)),
  };
  return kept;
}

test('a puzzle never tried starts at its difficulty with the starting RD', () => {
  const r = puzzleRating([], puzzle);
  assert.equal(r.rating, puzzleDifficulty(puzzle));
  assert.equal(r.rd, PUZZLE_START_RD);
  assert.ok(PUZZLE_START_RD > 80 && PUZZLE_START_RD < 350, 'an informed start, still able to move');
  assert.equal(r.games, 0);
});

test('a solve lowers the puzzle and raises the learner; a miss the other way', () => {
  const start = puzzleRating([], puzzle).rating;
  const solved = rateTry(fresh(), [], puzzle, true);
  assert.ok(solved.ratings[0].rating < start, `puzzle after a solve: ${solved.ratings[0].rating} (was ${start})`);
  assert.ok(solved.player.rating > 1500, `learner after a solve: ${solved.player.rating}`);
  const missed = rateTry(fresh(), [], puzzle, false);
  assert.ok(missed.ratings[0].rating > start, `puzzle after a miss: ${missed.ratings[0].rating}`);
  assert.ok(missed.player.rating < 1500, `learner after a miss: ${missed.player.rating}`);
  for (const r of [solved, missed]) {
    assert.equal(r.player.games, 1);
    assert.equal(r.ratings[0].games, 1);
    assert.ok(r.ratings[0].rd < PUZZLE_START_RD, 'the puzzle is known better after a try');
  }
});

test("the learner is rated against the puzzle's rating and RD now, not its fixed difficulty", () => {
  // The same puzzle, missed three times: it rose, so a solve of it now is worth more.
  let state = { player: fresh(), ratings: [] };
  for (let k = 0; k < 3; k++) state = rateTry(state.player, state.ratings, puzzle, false);
  const now = puzzleRating(state.ratings, puzzle);
  assert.ok(now.rating > puzzleDifficulty(puzzle) + 20, `risen to ${now.rating}`);
  const after = rateTry(state.player, state.ratings, puzzle, true);
  assert.deepEqual(after.player, { ...ratePuzzle(state.player, now, true), games: 4 });
  const againstDifficulty = ratePuzzle(state.player, { rating: puzzleDifficulty(puzzle), rd: PUZZLE_START_RD }, true);
  assert.ok(after.player.rating > againstDifficulty.rating, 'a harder puzzle now: more for solving it');
});

test('both ratings survive a reload of the store', () => {
  device();
  let player = readRating(load('hoyito.puzzleRating'));
  let ratings = readPuzzleRatings(load('hoyito.puzzleRatings'));
  ({ player, ratings } = rateTry(player, ratings, puzzle, true));
  ({ player, ratings } = rateTry(player, ratings, shipped[1], false));
  save('hoyito.puzzleRating', player);
  save('hoyito.puzzleRatings', ratings);
  // A reload: read back from the strings kept.
  assert.deepEqual(readRating(load('hoyito.puzzleRating')), player);
  const back = readPuzzleRatings(load('hoyito.puzzleRatings'));
  assert.deepEqual(back, ratings);
  assert.deepEqual(
    back.map((e) => e.id),
    [shipped[1].id, puzzle.id],
    'newest try first',
  );
  assert.equal(puzzleRating(back, puzzle).rating, ratings[1].rating);
});

// What the trainer keeps, as a page reads it from the store (learn-puzzles.js), and writes it back.
const KEYS = {
  rating: 'hoyito.puzzleRating',
  ratings: 'hoyito.puzzleRatings',
  history: 'hoyito.puzzleHistory',
  record: 'hoyito.puzzles',
};
const readKept = () => ({
  rating: readRating(load(KEYS.rating)),
  ratings: readPuzzleRatings(load(KEYS.ratings)),
  history: readHistory(load(KEYS.history)),
  record: readRecord(load(KEYS.record)),
});
const saveKept = (kept) => {
  for (const [name, key] of Object.entries(KEYS)) save(key, kept[name]);
};

test('only the first try of a puzzle counts: a miss, a reload, a solve leaves the rating and one history entry', () => {
  device();
  const start = readKept();
  const miss = tryPuzzle(start, puzzle, { right: false, at: 1000, n: 6 });
  assert.equal(miss.counted, true);
  assert.ok(miss.change < 0, `a miss costs: ${miss.change}`);
  assert.equal(miss.change, Math.round(miss.kept.rating.rating) - Math.round(start.rating.rating), 'as shown, rounded');
  saveKept(miss.kept);
  // A reload (or another tab): what the store holds now.
  const again = tryPuzzle(readKept(), puzzle, { right: true, at: 2000, n: 6 });
  assert.equal(again.counted, false);
  assert.equal(again.change, 0);
  assert.deepEqual(again.kept, readKept(), 'nothing changes');
  assert.equal(
    Math.round(again.kept.rating.rating),
    Math.round(miss.kept.rating.rating),
    'the rating gains nothing back',
  );
  assert.deepEqual(
    again.kept.history.map((e) => [e.id, e.solved]),
    [[puzzle.id, false]],
    'the history lists the first outcome only',
  );
  assert.equal(puzzleRating(again.kept.ratings, puzzle).games, 1, "the puzzle's rating moved once");
  // Another puzzle still counts, and a solve raises the rating.
  const other = tryPuzzle(again.kept, shipped[1], { right: true, n: 6 });
  assert.equal(other.counted, true);
  assert.ok(other.change > 0);
  assert.deepEqual(other.kept.record.tried, [puzzle.id, shipped[1].id]);
  assert.equal(other.kept.record.streak, 1);
});

test('a helped solve is a miss for the rating and nothing for the streak; a try kept before `tried` counts as tried', () => {
  const fresh = { rating: { ...START, games: 0 }, ratings: [], history: [], record: readRecord(null) };
  const helped = tryPuzzle({ ...fresh, record: { ...fresh.record, streak: 3, best: 3 } }, puzzle, {
    right: true,
    helped: true,
  });
  assert.ok(helped.change < 0);
  assert.equal(helped.kept.history[0].solved, false);
  assert.equal(helped.kept.record.streak, 3, 'the streak neither grows nor ends');
  assert.deepEqual(helped.kept.record.tried, [puzzle.id]);
  // An older record: no `tried`, the history names the puzzle.
  const older = { ...fresh, history: [{ id: puzzle.id, solved: true, at: 1 }] };
  assert.equal(tryPuzzle(older, puzzle, { right: false }).counted, false);
});

test('a damaged store is tolerated: bad entries dropped, the good kept, nothing thrown', () => {
  const good = { id: 'aaaa0001', rating: 1600, rd: 120, vol: 0.06, games: 2 };
  for (const bad of [null, 'x', 42, {}, { id: 'a' }]) assert.deepEqual(readPuzzleRatings(bad), []);
  const mixed = [
    null,
    'x',
    { id: 7, rating: 1500, rd: 100, vol: 0.06 },
    { id: 'b', rating: NaN, rd: 100, vol: 0.06 },
    { id: 'c', rating: 1500, rd: -5, vol: 0.06 },
    { id: 'd', rating: 1500, rd: 100, vol: 2 },
    good,
    { ...good, rating: 900 },
    { id: 'e', rating: 1400, rd: 90, vol: 0.05, games: -3 },
  ];
  assert.deepEqual(readPuzzleRatings(mixed), [good, { id: 'e', rating: 1400, rd: 90, vol: 0.05, games: 0 }]);
  // Unparsable JSON in the store reads as nothing (store.js), and the trainer starts afresh.
  const kept = device();
  kept.set('hoyito.puzzleRatings', '[{"id":');
  assert.deepEqual(readPuzzleRatings(load('hoyito.puzzleRatings')), []);
  // A refusing store: load gives nothing and save throws nothing.
  globalThis.localStorage = {
    getItem() {
      throw new Error('denied');
    },
    setItem() {
      throw new Error('denied');
    },
  };
  assert.deepEqual(readPuzzleRatings(load('hoyito.puzzleRatings')), []);
  save('hoyito.puzzleRatings', []);
});

test('only puzzles tried are kept, at most as many as the history holds, the least recent first to go', () => {
  assert.equal(MAX_RATED, MAX_HISTORY);
  let player = fresh();
  let ratings = [];
  const many = Array.from({ length: MAX_RATED + 25 }, (_, k) => ({ ...puzzle, id: `p${k}` }));
  for (const p of many) ({ player, ratings } = rateTry(player, ratings, p, true));
  ({ player, ratings } = rateTry(player, ratings, many[30], false)); // tried again: to the front, not twice
  assert.equal(ratings.length, MAX_RATED);
  assert.equal(new Set(ratings.map((e) => e.id)).size, MAX_RATED);
  assert.equal(ratings[0].id, 'p30');
  assert.equal(ratings[0].games, 2);
  assert.ok(!ratings.some((e) => e.id === 'p0'), 'the oldest forgotten');
  assert.equal(readPuzzleRatings([...ratings, ...ratings]).length, MAX_RATED, 'a longer stored list is cut');
  assert.equal(puzzleRating(ratings, many[0]).rating, puzzleDifficulty(puzzle), 'a forgotten puzzle starts again');
});

test("the next puzzle is the unsolved one nearest the learner's rating, never the one shown", () => {
  const record = readRecord(null);
  const player = { ...fresh(), rating: 1750 };
  const dist = distanceFrom([], player);
  const current = shipped[0];
  const next = nextPuzzle(shipped, current, record, null, null, dist);
  assert.notEqual(next, current);
  const best = Math.min(...shipped.filter((p) => p !== current).map(dist));
  assert.equal(dist(next), best);
  // Within a theme, and a puzzle's own rating counts, not its difficulty: of
  // two tried puzzles, the one whose rating moved to the learner's.
  const endgames = shipped.filter((p) => p.kind === 'endgame' && p !== current);
  const untried = endgames.map((p) => ({ ...p, id: `x${p.id}` })); // kept out of the choice below
  const [far, other] = endgames.filter((p) => dist(p) > 200);
  const moved = [far, other].map((p, k) => ({
    id: p.id,
    rating: player.rating + 50 * k,
    rd: 100,
    vol: 0.06,
    games: 5,
  }));
  const only = [current, far, other];
  assert.equal(nextPuzzle(only, current, record, 'endgame', null, distanceFrom(moved, player)).id, far.id);
  // An untried puzzle comes before any tried one, however near (two missed puzzles never take turns).
  const fresh1 = nextPuzzle(
    [current, far, other, untried[0]],
    current,
    record,
    'endgame',
    null,
    distanceFrom(moved, player),
  );
  assert.equal(fresh1.id, untried[0].id);
  // Solved puzzles are passed over while any is left.
  const solved = { ...record, solved: [far.id] };
  assert.equal(nextPuzzle(only, current, solved, 'endgame', null, distanceFrom(moved, player)).id, other.id);
  // Without a distance, the list order as before.
  assert.equal(nextPuzzle(shipped, current, record), shipped[1]);
});
