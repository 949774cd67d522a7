// The Learn course (web/js/learn/lessons.js) against the real wasm engine: every
// lesson's position is valid, cites rules docs/RULES.md has, and every step has
// a right move and a wrong one, found by playing every legal move and
// reading the events with lesson-check.js; the words built from those
// events say what the events show, in the course's English table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadTestEngine, root } from './helpers.mjs';
import { LESSONS, COURSE_KEYS, lessonById, ruleNameKey } from '../../web/js/learn/lessons.js';
import { loadWords, setLanguage, t as say } from '../../web/js/i18n/strings.js';
import { checkLesson, summarize, meets, FACT_KEYS } from '../../web/js/learn/lesson-check.js';
import {
  startLesson,
  afterMove,
  readProgress,
  markDone,
  nextLesson,
  MISSES_BEFORE_HINT,
} from '../../web/js/learn/lesson-run.js';

const engine = await loadTestEngine();
const rulesText = fs.readFileSync(new URL('docs/RULES.md', root), 'utf8');
// The IDs that open a rule in bold ("**R7 ..."), as tests/drift.cmake reads them.
const RULE_IDS = new Set([...rulesText.matchAll(/\*\*(R\d+) /g)].map((m) => m[1]));
await loadWords('lessons'); // in English, the language in use; the tables' own checks are tests/node/i18n.test.mjs
const enLessons = (await import('../../web/js/i18n/en/lessons-en.js')).default;
/** A { key, values } item of the course's words, in English. */
const en1 = ({ key, values }) => say(key, values);
/** The same in language `code`. */
async function sayIn(code, item) {
  assert.equal(await setLanguage(code), code);
  try {
    return en1(item);
  } finally {
    await setLanguage('en');
  }
}

/** Each legal move of `position` with what checkLesson says of it at `step`. */
function tryAll(lesson, position, step) {
  const game = engine.newGame(position);
  const out = [];
  try {
    for (const move of game.snapshot().legal) {
      const events = game.play(move);
      out.push({ move, events, after: game.snapshot(), check: checkLesson(lesson, events, step) });
      game.load(position);
    }
  } finally {
    game.free();
  }
  return out;
}

/**
 * Walks a lesson's steps along every right move: calls visit(step, position,
 * tries) for each position a learner can reach at each step.
 */
function walk(lesson, visit) {
  const go = (step, position) => {
    const tries = tryAll(lesson, position, step);
    visit(step, position, tries);
    if (step + 1 < lesson.steps.length)
      for (const t of tries.filter((x) => x.check.met)) go(step + 1, t.after.position);
  };
  go(0, lesson.position);
}

test('about a dozen lessons with distinct ids, each findable by id', () => {
  assert.ok(LESSONS.length >= 10 && LESSONS.length <= 15, `${LESSONS.length} lessons`);
  assert.equal(new Set(LESSONS.map((l) => l.id)).size, LESSONS.length);
  for (const l of LESSONS) assert.equal(lessonById(l.id), l);
  assert.equal(lessonById('nope'), null);
  for (const l of LESSONS) assert.ok(l.steps.length >= 1 && l.steps.length <= 2, `${l.id}: one or two moves`);
});

test('together the lessons cite every rule a player meets, R1..R18, and only rules docs/RULES.md has', () => {
  assert.ok(RULE_IDS.size >= 20, 'docs/RULES.md read');
  const cited = new Set(LESSONS.flatMap((l) => l.rules));
  for (const l of LESSONS) for (const id of l.rules) assert.ok(RULE_IDS.has(id), `${l.id} cites ${id}`);
  for (let k = 1; k <= 18; k++) assert.ok(cited.has(`R${k}`), `R${k} is taught`);
});

for (const lesson of LESSONS) {
  test(`${lesson.id} (${lesson.rules.join(', ')}): a valid position, a right move and a wrong one at each step`, () => {
    assert.deepEqual(engine.validate(lesson.position), { ok: true }, lesson.position);
    let visits = 0;
    walk(lesson, (step, position, tries) => {
      visits++;
      const right = tries.filter((t) => t.check.met).map((t) => t.move);
      const wrong = tries.filter((t) => !t.check.met).map((t) => t.move);
      assert.ok(right.length >= 1, `${lesson.id} step ${step + 1} at ${position}: no move meets it`);
      assert.ok(wrong.length >= 1, `${lesson.id} step ${step + 1} at ${position}: no wrong move to explain`);
      assert.deepEqual(right, lesson.steps[step].moves, `${lesson.id} step ${step + 1}: the hint's moves`);
      for (const t of tries) {
        const last = step === lesson.steps.length - 1;
        assert.equal(t.check.done, t.check.met && last);
        assert.equal(t.check.words[0].key, t.check.met ? lesson.steps[step].praise : lesson.steps[step].miss);
        // A step that is not the last leaves the learner to move again.
        if (t.check.met && !last)
          assert.equal(t.after.turn, engine.describe(position).turn, `${lesson.id}: same player moves on`);
      }
    });
    assert.ok(visits >= lesson.steps.length);
  });
}

test('the endless lesson: hole 4 has seeds, is open, and the engine refuses it as endless (R7)', () => {
  const lesson = lessonById('endless');
  const s = engine.describe(lesson.position);
  const game = engine.newGame(lesson.position);
  for (const hole of lesson.notPlayable) {
    assert.ok(s.seeds[hole - 1] > 0 && !s.closed[hole - 1]);
    assert.ok(!s.legal.includes(hole));
    assert.throws(
      () => game.play(hole),
      (e) => e.codeName === 'MOVE_ENDLESS',
    );
  }
  game.free();
});

test("the match lesson shows closed holes, game 2 and last game's winner starting (R16-R18)", () => {
  const s = engine.describe(lessonById('match').position);
  assert.ok(s.closed.some(Boolean));
  assert.equal(s.round, 2);
  assert.equal(s.prev, 'S');
  assert.equal(s.turn, 'S');
});

/** Counts taken from the raw events, independently of summarize(). */
function raw(events) {
  const mover = events[0].player;
  const pickups = events.filter((e) => e.type === 'pickup');
  return {
    mover,
    relays: pickups.length - 1,
    captures: events.filter((e) => e.type === 'capture').length,
    extra: events.some((e) => e.type === 'extra_turn'),
    end: events.find((e) => e.type === 'game_end') ?? null,
    first: pickups[0],
  };
}

test('the words of every move of every lesson say what its events show', () => {
  for (const lesson of LESSONS) {
    walk(lesson, (step, position, tries) => {
      for (const t of tries) {
        const r = raw(t.events);
        const by = (key) => t.check.words.find((w) => w.key === key);
        const where = `${lesson.id} move ${t.move} at ${position}`;
        assert.deepEqual(by('factSow').values, { count: r.first.count, hole: t.move }, where);
        assert.equal(by('factRelays')?.values.count ?? 0, r.relays, `${where}: relays`);
        const said = (by('factPassing')?.values.count ?? 0) + (by('factLastCapture')?.values.count ?? 0);
        assert.equal(said, r.captures, `${where}: casas`);
        assert.equal(Boolean(by('factExtraTurn')), r.extra, where);
        if (r.end) {
          const [mine, theirs] = r.mover === 'S' ? r.end.score : [...r.end.score].reverse();
          const key = r.end.result === 'D' ? 'factDraw' : r.end.result === r.mover ? 'factWin' : 'factLoss';
          assert.deepEqual(by(key).values, { mine, theirs }, where);
        }
        for (const w of t.check.words) {
          const text = en1(w);
          assert.notEqual(text, w.key, `${where}: English has ${w.key}`);
          assert.doesNotMatch(text, /\{\w+\}/, `${where}: ${w.key} filled`);
        }
      }
    });
  }
});

test('the right moves read as they should, in English and Polish plurals', async () => {
  const right = (id) => tryAll(lessonById(id), lessonById(id).position, 0).find((t) => t.check.met).check;
  const en = (check) => check.words.map(en1).join(' ');
  assert.match(en(right('relay')), /You relayed 2 times/);
  assert.match(en(right('passing')), /You captured 2 casas on the way/);
  assert.match(en(right('run')), /you captured it and the run behind it, 3 casas/);
  assert.match(
    en(right('lastFour')),
    /Only 4 seeds were left on the board: they are yours\. The game is over\. You win, 28 to 20\./,
  );
  assert.match(en(right('pass')), /passes: you play again/);
  assert.match(await sayIn('pl', { key: 'factSow', values: { count: 5, hole: 2 } }), /5 ziaren/);
  assert.match(await sayIn('pl', { key: 'factSow', values: { count: 3, hole: 2 } }), /3 ziarna/);
  assert.equal(await sayIn('fr', { key: 'nope' }), 'nope', 'an unknown key shows itself');
});

// Runs of five words (lower case, no punctuation) of `text`.
const fiveWordRuns = (text) => {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.slice(4).map((_, k) => words.slice(k, k + 5).join(' '));
};

test('a miss says each thing once: its own sentence shares no run of five words with the facts after it, in every language', async () => {
  const misses = [];
  for (const lesson of LESSONS) {
    walk(lesson, (step, position, tries) => {
      for (const t of tries.filter((x) => !x.check.met))
        misses.push({ where: `${lesson.id} move ${t.move}`, words: t.check.words });
    });
  }
  assert.ok(misses.length >= 20, `${misses.length} misses`);
  for (const code of ['en', 'es', 'fr', 'pt', 'pl', 'it']) {
    assert.equal(await setLanguage(code), code);
    await loadWords('lessons');
    try {
      for (const { where, words } of misses) {
        const [head, ...rest] = words.map(en1);
        const again = new Set(fiveWordRuns(rest.join(' ')));
        const twice = fiveWordRuns(head).find((run) => again.has(run));
        assert.equal(twice, undefined, `${code} ${where}: ${[head, ...rest].join(' ')}`);
      }
    } finally {
      await setLanguage('en');
    }
  }
});

test('the lessons name the rules they teach in player words, never by ID, in every language', async () => {
  for (const code of ['en', 'es', 'fr', 'pt', 'pl', 'it']) {
    const table = (await import(`../../web/js/i18n/${code}/lessons-${code}.js`)).default;
    for (const lesson of LESSONS) {
      for (const id of lesson.rules) {
        const name = table[ruleNameKey(id)];
        assert.ok(typeof name === 'string' && name.length > 2 && !/\bR\d+\b|,/.test(name), `${code} ${id}: ${name}`);
      }
    }
  }
});

test('a learner who misses twice at every step gets the board back each time, then the hint, then finishes the course', () => {
  let progress = readProgress(null, LESSONS);
  for (let lesson = nextLesson(progress, LESSONS); lesson; lesson = nextLesson(progress, LESSONS)) {
    let run = startLesson(lesson);
    const game = engine.newGame(lesson.position);
    while (!run.done) {
      const { moves } = lesson.steps[run.step];
      const wrong = game.snapshot().legal.find((m) => !moves.includes(m));
      for (let miss = 1; miss <= MISSES_BEFORE_HINT; miss++) {
        const answer = afterMove(lesson, run, game.play(wrong), game.position);
        assert.equal(answer.check.met, false);
        assert.equal(answer.reset, run.position, `${lesson.id}: a miss puts the step's position back`);
        assert.deepEqual(
          answer.hint,
          miss >= MISSES_BEFORE_HINT ? moves : null,
          `${lesson.id}: hint after ${miss} misses`,
        );
        run = answer.run;
        game.load(answer.reset);
      }
      const answer = afterMove(lesson, run, game.play(moves[0]), game.position);
      assert.equal(answer.check.met, true, lesson.id);
      assert.equal(answer.reset, null);
      assert.equal(answer.run.misses, 0, 'misses count per step');
      if (!answer.run.done)
        assert.equal(answer.run.position, game.position, 'the next step starts where the right move left the board');
      run = answer.run;
    }
    game.free();
    progress = markDone(progress, lesson.id, LESSONS);
  }
  assert.deepEqual(
    progress.done,
    LESSONS.map((l) => l.id),
  );
});

test('progress saved on the device: kept in course order, unknown or damaged values give none', () => {
  const saved = JSON.stringify(markDone(markDone(readProgress(null, LESSONS), 'relay', LESSONS), 'sow', LESSONS));
  const progress = readProgress(saved, LESSONS);
  assert.deepEqual(progress.done, ['sow', 'relay']);
  assert.equal(nextLesson(progress, LESSONS).id, 'clockwise');
  assert.deepEqual(readProgress('{not json', LESSONS).done, []);
  assert.deepEqual(readProgress({ done: 'sow' }, LESSONS).done, []);
  assert.deepEqual(readProgress({ done: ['gone', 'casa'] }, LESSONS).done, ['casa']);
});

test('the whole course takes under ten minutes: its English words at 200 a minute plus 10 s a move', (t) => {
  const count = (key) =>
    en1({ key, values: { count: 2, hole: 1, mine: 20, theirs: 20, k: 1, total: 13, rules: 'R1' } }).split(/\s+/).length;
  let wordsRead = 0;
  let moves = 0;
  for (const lesson of LESSONS) {
    wordsRead += count(lesson.title);
    for (const s of lesson.steps) {
      wordsRead += count(s.goal) + count(s.praise);
      moves++;
    }
    // What happened, as the right move's words say it.
    for (const w of tryAll(lesson, lesson.position, 0)
      .find((t) => t.check.met)
      .check.words.slice(1))
      wordsRead += count(w.key);
  }
  const seconds = (wordsRead / 200) * 60 + moves * 10;
  t.diagnostic(`${wordsRead} words, ${moves} moves: about ${Math.round(seconds)} s`);
  assert.ok(seconds < 600, `${Math.round(seconds)} s`);
});

test('conditions: every key must hold, an unknown one is a lesson bug', () => {
  const s = summarize([
    { type: 'pickup', name: 'S1', hole: 0, count: 2, relay: false, player: 'S' },
    { type: 'drop', name: 'S2', hole: 1 },
    { type: 'capture', name: 'S2', hole: 1, count: 4, player: 'S' },
    { type: 'drop', name: 'S3', hole: 2 },
  ]);
  assert.equal(s.passing, 1);
  assert.equal(s.lastCaptures, 0);
  assert.equal(s.endedEmpty, true);
  assert.ok(meets(s, { captures: 1, passing: { atLeast: 1 }, lastDropIn: 'mine' }));
  assert.ok(!meets(s, { captures: 1, extraTurn: true }));
  assert.throws(() => meets(s, { capturez: 1 }), /unknown capturez/);
});

// The course's table: the keys the course names, no other (every language's
// bundle has English's keys: tests/node/i18n.test.mjs).
const forms = (value) =>
  typeof value === 'string'
    ? [value]
    : Object.entries(value)
        .filter(([k]) => k !== 'by')
        .map(([, v]) => v);
const placeholders = (text) => new Set([...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

test("English has exactly the course keys, every lesson's keys and every fact key", () => {
  const lessonKeys = LESSONS.flatMap((l) => [l.title, ...l.steps.flatMap((s) => [s.goal, s.praise, s.miss])]);
  const want = [...COURSE_KEYS, ...lessonKeys, ...FACT_KEYS].sort();
  assert.deepEqual(Object.keys(enLessons).sort(), want);
  for (const [key, value] of Object.entries(enLessons)) {
    if (typeof value === 'string') continue;
    assert.ok('one' in value && 'other' in value, `en.${key}`);
    for (const text of forms(value)) assert.ok(same(placeholders(text), placeholders(value.other)), `en.${key}`);
  }
});

// The puzzle trainer's choices (web/js/learn/puzzle-pick.js): the shipped puzzles
// load as modules, the puzzle of the day depends on the date alone, and the
// streak kept on the device survives a damaged store.
test('puzzles: all three sets load, every position is valid, the answer is a legal move', async () => {
  const { loadPuzzles, PUZZLE_VARIANTS } = await import('../../web/js/learn/puzzle-pick.js');
  const puzzles = await loadPuzzles();
  assert.deepEqual([...new Set(puzzles.map((p) => p.variant))], PUZZLE_VARIANTS);
  assert.ok(puzzles.length >= 300, `${puzzles.length} puzzles`);
  for (const p of puzzles) {
    assert.ok(engine.validate(p.pos).ok, p.id);
    const game = engine.newGame(p.pos);
    assert.ok(game.snapshot().legal.includes(p.answer), p.id);
    game.free();
  }
});

test('puzzle of the day: the same all day, another the next day, spread over the variants', async () => {
  const { loadPuzzles, puzzleOfDay, dayNumber } = await import('../../web/js/learn/puzzle-pick.js');
  const puzzles = await loadPuzzles();
  const morning = new Date(2026, 11, 1, 0, 5);
  const night = new Date(2026, 11, 1, 23, 55);
  assert.equal(dayNumber(morning), dayNumber(night));
  assert.equal(puzzleOfDay(puzzles, morning), puzzleOfDay(puzzles, night));
  const days = Array.from({ length: 30 }, (_, k) => puzzleOfDay(puzzles, new Date(2026, 11, 1 + k)));
  assert.equal(new Set(days.map((p) => p.id)).size, 30, 'a month without a repeat');
  for (const v of ['I', 'II', 'III'])
    assert.ok(
      days.some((p) => p.variant === v),
      `Hoyito ${v} comes up in a month`,
    );
});

test('puzzle record: a first-try solve grows the streak, a miss ends it, a retry counts for nothing', async () => {
  const { readRecord, recordResult, nextPuzzle } = await import('../../web/js/learn/puzzle-pick.js');
  let r = readRecord('{broken');
  assert.deepEqual(r, { streak: 0, best: 0, solved: [], tried: [] });
  assert.deepEqual(readRecord({ streak: -3, best: 'x', solved: ['a', 7], tried: [8, 'b'] }), {
    streak: 0,
    best: 0,
    solved: ['a'],
    tried: ['b'],
  });
  r = recordResult(r, 'a', { right: true, firstTry: true });
  r = recordResult(r, 'b', { right: true, firstTry: true });
  assert.deepEqual(r, { streak: 2, best: 2, solved: ['a', 'b'], tried: [] });
  assert.equal(recordResult(r, 'c', { right: true, firstTry: false }), r);
  r = recordResult(r, 'c', { right: false, firstTry: true });
  assert.deepEqual(r, { streak: 0, best: 2, solved: ['a', 'b'], tried: [] });
  const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  assert.equal(nextPuzzle(list, list[0], r).id, 'c', 'solved ones are skipped');
  assert.equal(nextPuzzle(list, list[2], { solved: ['a', 'b', 'c'] }).id, 'a', 'all solved: the next one');
});

test("Learn links: #learn, #learn=ID, #puzzle=ID and the embed's mode=learn; game links are left to readLink", async () => {
  const { readScreenLink, readLink } = await import('../../web/js/play/link.js');
  assert.deepEqual(readScreenLink('#learn'), { screen: 'learn', id: null });
  assert.deepEqual(readScreenLink('#learn=relay'), { screen: 'learn', id: 'relay' });
  assert.deepEqual(readScreenLink('puzzle=2f5773ab'), { screen: 'puzzle', id: '2f5773ab' });
  assert.deepEqual(readScreenLink('#mode=learn'), { screen: 'learn', id: null });
  assert.deepEqual(readScreenLink('#mode=learn&lesson=casa'), { screen: 'learn', id: 'casa' });
  assert.deepEqual(readScreenLink('#mode=learn&puzzle'), { screen: 'puzzle', id: null });
  // The words' language beside them, as in a game link.
  assert.deepEqual(readScreenLink('#learn=sow&lang=pl'), { screen: 'learn', id: 'sow' });
  assert.deepEqual(readScreenLink('#lang=es&puzzle'), { screen: 'puzzle', id: null });
  assert.deepEqual(readScreenLink('#mode=learn&lesson=casa&lang=it'), { screen: 'learn', id: 'casa' });
  for (const other of [
    '',
    '#',
    '#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0',
    '#learn=<b>',
    '#learning',
    '#mode=play',
    `#learn=${'x'.repeat(41)}`,
    '#lang=pl',
    '#learn=sow&moves=3',
  ]) {
    assert.equal(readScreenLink(other), null, other);
  }
  // The share-link reader still sees no game in a Learn link, and games as before.
  assert.deepEqual(readLink('#learn=relay'), { link: null });
  assert.deepEqual(readLink('#puzzle'), { link: null });
  assert.equal(readLink('#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&moves=3').link.moves[0], 3);
});
