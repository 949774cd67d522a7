// Stars per lesson (web/js/learn/lesson-run.js), played in the wasm engine:
// three for every step right at the first try, two when the hint was shown
// (asked for) without a miss, one after any miss; the best is kept on the
// device and a damaged or older record reads back safely.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTestEngine } from './helpers.mjs';
import { LESSONS, lessonById } from '../../web/js/learn/lessons.js';
import {
  startLesson,
  afterMove,
  askHint,
  starsFor,
  readProgress,
  markDone,
  starsOf,
  MAX_STARS,
  MISSES_BEFORE_HINT,
} from '../../web/js/learn/lesson-run.js';

const engine = await loadTestEngine();

/**
 * Plays `lesson` to its end: at each step `plan(step)` says what comes
 * before the right move ({ hint, misses }). Returns the finished run.
 */
function playThrough(lesson, plan) {
  const game = engine.newGame(lesson.position);
  let run = startLesson(lesson);
  try {
    while (!run.done) {
      const { moves } = lesson.steps[run.step];
      const { hint = false, misses = 0 } = plan(run.step);
      if (hint) {
        const asked = askHint(lesson, run);
        assert.deepEqual(asked.hint, moves, 'the hint names the right holes');
        run = asked.run;
      }
      for (let i = 0; i < misses; i++) {
        const wrong = game.snapshot().legal.find((m) => !moves.includes(m));
        const answer = afterMove(lesson, run, game.play(wrong), game.position);
        assert.equal(answer.check.met, false);
        run = answer.run;
        game.load(answer.reset);
      }
      run = afterMove(lesson, run, game.play(moves[0]), game.position).run;
    }
    return run;
  } finally {
    game.free();
  }
}

test('every lesson: three stars at the first try, two with the hint asked, one after a miss', () => {
  for (const lesson of LESSONS) {
    assert.equal(starsFor(playThrough(lesson, () => ({}))), 3, `${lesson.id}: first try`);
    assert.equal(starsFor(playThrough(lesson, () => ({ hint: true }))), 2, `${lesson.id}: hint at every step`);
    assert.equal(starsFor(playThrough(lesson, () => ({ misses: 1 }))), 1, `${lesson.id}: a miss at every step`);
    assert.equal(starsFor(playThrough(lesson, () => ({ hint: true, misses: 1 }))), 1, `${lesson.id}: hint and a miss`);
    assert.equal(
      starsFor(playThrough(lesson, () => ({ misses: MISSES_BEFORE_HINT }))),
      1,
      `${lesson.id}: the hint after misses`,
    );
  }
});

test('a miss or the hint at a later step counts for the whole lesson', () => {
  const again = lessonById('again');
  assert.ok(again.steps.length > 1);
  assert.equal(starsFor(playThrough(again, (step) => ({ hint: step === 1 }))), 2);
  assert.equal(starsFor(playThrough(again, (step) => ({ misses: step === 1 ? 1 : 0 }))), 1);
});

test('the hint asked for marks the run, and a finished run gives none', () => {
  const sow = lessonById('sow');
  const run = startLesson(sow);
  assert.equal(run.hinted, false);
  assert.equal(askHint(sow, run).run.hinted, true);
  assert.equal(askHint(sow, run).run.missed, false, 'asking is not a miss');
  const done = playThrough(sow, () => ({}));
  assert.deepEqual(askHint(sow, done), { run: done, hint: null });
});

test('stars kept on the device: the best of all runs, read back after a reload, damaged values safe', () => {
  let progress = readProgress(null, LESSONS);
  assert.equal(starsOf(progress, 'sow'), 0, 'not finished: no stars');
  progress = markDone(progress, 'sow', LESSONS, 2);
  progress = markDone(progress, 'sow', LESSONS, 1);
  assert.equal(starsOf(progress, 'sow'), 2, 'a worse run keeps the best');
  progress = markDone(progress, 'sow', LESSONS, 3);
  progress = markDone(progress, 'relay', LESSONS, 1);
  const reloaded = readProgress(JSON.stringify(progress), LESSONS);
  assert.deepEqual(reloaded, { done: ['sow', 'relay'], stars: { sow: 3, relay: 1 }, practice: {} });
  // Finished before stars were kept: one star, the lesson still done.
  assert.deepEqual(readProgress({ done: ['casa'] }, LESSONS).stars, { casa: 1 });
  for (const bad of [0, 4, 2.5, '3', null, -1]) {
    assert.equal(readProgress({ done: ['casa'], stars: { casa: bad } }, LESSONS).stars.casa, 1, `stars ${bad}`);
  }
  assert.deepEqual(
    readProgress({ done: [], stars: { casa: 3 } }, LESSONS).stars,
    {},
    'stars without the lesson done are dropped',
  );
  assert.deepEqual(readProgress({ done: ['sow'], stars: 'lots' }, LESSONS).stars, { sow: 1 });
  assert.equal(MAX_STARS, 3);
});
