// The practice positions of the Learn course (web/js/learn/practice.js)
// against the real wasm engine: each shows its lesson's idea (the right move
// meets the lesson's condition over the engine's events, no other legal
// move does) and the right move is clearly best (a search scores it at
// least PRACTICE_MARGIN seeds above every other move); a practice run and
// its progress as kept; the step after the course (the level and the theme).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { root } from './helpers.mjs';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { SCORE_PER_SEED } from '../../web/engine/gen/abi.js';
import { LESSONS, lessonById } from '../../web/js/learn/lessons.js';
import { PRACTICE } from '../../web/js/learn/practice.js';
import { PRACTICE_MARGIN, PRACTICE_DEPTH, NO_PRACTICE } from '../../web/js/learn/practice-rules.js';
import { checkLesson } from '../../web/js/learn/lesson-check.js';
import {
  afterMove,
  askHint,
  readProgress,
  markDone,
  markPractised,
  practised,
  courseLevel,
  courseFocus,
  totalStars,
  MAX_PRACTICE,
} from '../../web/js/learn/lesson-run.js';
import {
  practiceItems,
  practiceLesson,
  startPractice,
  practiceStep,
  practiceAfter,
  practiceNext,
  practiceRight,
  practiceOver,
} from '../../web/js/learn/practice-run.js';

const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
const engine = await loadSearchEngine({ wasmBinary });
const searcher = engine.ai();

/** Every legal move of the practice position with its events and checkLesson's answer. */
function tryAll(one) {
  const game = engine.newGame(one.position);
  try {
    return game.snapshot().legal.map((move) => {
      const events = game.play(move);
      const after = game.snapshot().position;
      game.load(one.position);
      return { move, events, after, check: checkLesson(one, events, 0) };
    });
  } finally {
    game.free();
  }
}

test('ten lessons or more have three practice positions or more; endless and match have none', () => {
  const ids = Object.keys(PRACTICE);
  assert.ok(ids.length >= 10, `${ids.length} lessons with practice`);
  for (const id of ids) assert.ok(lessonById(id), `${id} is a lesson`);
  for (const l of LESSONS) {
    if (NO_PRACTICE.includes(l.id)) assert.equal(practiceItems(l.id).length, 0, l.id);
    else assert.ok(practiceItems(l.id).length >= 3, `${l.id}: ${practiceItems(l.id).length} positions`);
  }
  const all = Object.values(PRACTICE)
    .flat()
    .map((p) => p.position);
  assert.equal(new Set(all).size, all.length, 'no position twice');
  for (const l of LESSONS) assert.ok(!all.includes(l.position), `${l.id}: not the lesson's own position`);
});

for (const [id, items] of Object.entries(PRACTICE)) {
  test(`${id}: each practice position shows the idea and its right move is best by ${PRACTICE_MARGIN} seeds`, () => {
    const lesson = lessonById(id);
    items.forEach((item, k) => {
      const name = `${id} #${k + 1} ${item.position}`;
      assert.deepEqual(engine.validate(item.position), { ok: true }, name);
      const snap = engine.describe(item.position);
      assert.equal(snap.turn, 'S', `${name}: South to move`);
      assert.equal(snap.over, false, name);
      assert.equal(snap.variant, engine.describe(lesson.position).variant, `${name}: the lesson's variant`);
      for (const m of item.moves) assert.ok(snap.legal.includes(m), `${name}: ${m} is legal`);
      const one = practiceLesson(lesson, item);
      const tries = tryAll(one);
      const meeting = tries.filter((x) => x.check.met).map((x) => x.move);
      assert.deepEqual(meeting, item.moves, `${name}: the moves meeting ${JSON.stringify(one.steps[0].when)}`);
      assert.equal(item.moves.length, 1, `${name}: one right move`);
      assert.ok(
        tries.some((x) => !x.check.met),
        `${name}: a move that misses`,
      );
      const game = engine.newGame(item.position);
      searcher.clear();
      const found = searcher.search(game, { depth: PRACTICE_DEPTH, allMoves: true });
      game.free();
      const score = Object.fromEntries(found.moves.map((m) => [m.hole, m.score]));
      const [right] = item.moves;
      for (const m of snap.legal.filter((x) => x !== right)) {
        assert.ok(
          score[right] - score[m] >= PRACTICE_MARGIN * SCORE_PER_SEED,
          `${name}: ${right} (${score[right]}) beats ${m} (${score[m]}) by ${PRACTICE_MARGIN} seeds`,
        );
      }
    });
  });
}

test('tools/dev/make-practice.mjs makes the shipped practice.js again (same seed, same engine)', () => {
  const out = execFileSync(process.execPath, ['tools/dev/make-practice.mjs', '--check'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  assert.match(out, /up to date/);
});

test('a practice run: a miss is judged like the lesson and counts the position wrong; the score counts first tries', () => {
  const lesson = lessonById('relay');
  let practice = startPractice(lesson);
  assert.equal(practice.total, practiceItems('relay').length);
  const answers = [];
  for (let k = 0; k < practice.total; k++) {
    let { current, run } = practiceStep(lesson, practice);
    const tries = tryAll(current);
    if (k === 0) {
      const wrong = tries.find((x) => !x.check.met);
      const a = afterMove(current, run, wrong.events, wrong.after);
      assert.equal(a.check.met, false);
      assert.equal(a.check.words[0].key, 'relayMiss1', "the lesson's own miss");
      assert.equal(a.reset, current.position, 'the position comes back');
      run = a.run;
      practice = practiceAfter(practice, run);
      assert.equal(practice.results.length, 0, 'not answered yet');
    }
    const right = tries.find((x) => x.check.met);
    const a = afterMove(current, run, right.events, right.after);
    assert.equal(a.check.words[0].key, 'relayPraise1');
    assert.ok(a.run.done);
    practice = practiceAfter(practice, a.run);
    practice = practiceAfter(practice, a.run); // answered twice: counted once
    answers.push(practice.results.at(-1));
    if (k + 1 < practice.total) {
      assert.equal(practiceOver(practice), false);
      practice = practiceNext(practice);
    }
  }
  assert.deepEqual(answers, [false, ...Array(answers.length - 1).fill(true)]);
  assert.ok(practiceOver(practice));
  assert.equal(practiceRight(practice), practice.total - 1);
});

test('a practice position answered right after the Hint button does not count as right', () => {
  const lesson = lessonById('casa');
  let practice = startPractice(lesson);
  const { current, run } = practiceStep(lesson, practice);
  const hinted = askHint(current, run);
  assert.deepEqual(hinted.hint, practiceItems('casa')[0].moves, "the hint rings the practice position's move");
  const right = tryAll(current).find((x) => x.check.met);
  practice = practiceAfter(practice, afterMove(current, hinted.run, right.events, right.after).run);
  assert.deepEqual(practice.results, [false]);
});

test('practice progress is kept with the lessons: the best score, bounded, damaged values dropped', () => {
  let p = readProgress(null, LESSONS);
  assert.deepEqual(p.practice, {});
  p = markDone(p, 'relay', LESSONS, 3);
  p = markPractised(p, 'relay', LESSONS, 2);
  assert.equal(practised(p, 'relay'), true);
  assert.equal(practised(p, 'casa'), false);
  p = markPractised(p, 'relay', LESSONS, 1);
  assert.equal(p.practice.relay, 2, 'the best kept');
  p = markPractised(p, 'relay', LESSONS, 3);
  assert.equal(p.practice.relay, 3);
  p = markDone(p, 'casa', LESSONS, 2);
  assert.equal(p.practice.relay, 3, 'finishing a lesson keeps the practice');
  const again = readProgress(JSON.stringify(p), LESSONS);
  assert.deepEqual(again, p, 'through the store and back');
  const damaged = readProgress(
    JSON.stringify({
      done: ['relay'],
      stars: { relay: 3 },
      practice: { relay: 'x', casa: -1, sow: MAX_PRACTICE + 1, run: 2.5, nope: 3, pass: 0, end: 1 },
    }),
    LESSONS,
  );
  assert.deepEqual(damaged.practice, { pass: 0, end: 1 });
  assert.deepEqual(readProgress({ done: ['relay'], practice: [1, 2] }, LESSONS).practice, {});
  assert.deepEqual(readProgress('{"done":["relay"],"practice":', LESSONS), { done: [], stars: {}, practice: {} });
});

/** Progress with every lesson done, lesson i with stars[i]. */
const withStars = (stars) =>
  LESSONS.reduce((p, l, i) => markDone(p, l.id, LESSONS, stars[i]), readProgress(null, LESSONS));

test('the level after the course: 36 stars of 39 or more Casual, 26 or more Novice, else Beginner', () => {
  assert.equal(LESSONS.length * 3, 39);
  const course = (total) => {
    // total stars over 13 lessons, one to three each
    const stars = LESSONS.map(() => 1);
    let left = total - LESSONS.length;
    for (let i = 0; left > 0; i++, left--) stars[i % LESSONS.length]++;
    const p = withStars(stars);
    assert.equal(totalStars(p, LESSONS), total);
    return courseLevel(p, LESSONS);
  };
  assert.equal(course(39), 3);
  assert.equal(course(36), 3);
  assert.equal(course(35), 2);
  assert.equal(course(26), 2);
  assert.equal(course(25), 1);
  assert.equal(course(13), 1);
});

test('the puzzles after the course: the theme of the lesson with a theme that earned the fewest stars', () => {
  assert.equal(courseFocus(withStars(LESSONS.map(() => 3)), LESSONS).theme, 'relay', 'all equal: the first');
  const stars = LESSONS.map((l) => (l.id === 'lastFour' ? 1 : l.id === 'sow' ? 1 : 3));
  assert.equal(courseFocus(withStars(stars), LESSONS).id, 'lastFour', 'sow has no theme');
  const themes = new Set(LESSONS.filter((l) => l.theme).map((l) => l.theme));
  assert.deepEqual([...themes].sort(), ['endgame', 'extra', 'lastFour', 'passing', 'relay', 'turn']);
});
