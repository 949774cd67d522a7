// Practice after a lesson and the step after the course, on the built page:
// a finished lesson offers its practice positions; a wrong move there is
// judged like the lesson's (its miss, the position back); the score "2 of 3"
// and the course map's mark survive a reload; the practice can be left at
// any time; the language switch says it again. After the last lesson the panel offers the puzzles of the
// weakest theme (the trainer opens on it, remembered as its select does)
// and a game at the level the stars earned. axe-core on a practice screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { waitIdle, useBrowser, axeViolations, readBoard, ROOT } from './harness.mjs';
import { openFresh, learnOpened as opened, clickHole, wordsNow } from './learn-page.mjs';
import { LESSONS } from '../../web/js/learn/lessons.js';
import { PRACTICE } from '../../web/js/learn/practice.js';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));
const fresh = (hash, options) => openFresh(env, hash, options);

/** Clicks a panel button and waits for the board to settle. */
async function press(page, selector) {
  await page.click(selector);
  await waitIdle(page);
}

const lessonRight = (id) => `S${LESSONS.find((l) => l.id === id).steps[0].moves[0]}`;
const position = (page) => page.getAttribute('svg#board', 'data-position');

test('a finished lesson offers its practice: judged like the lesson, "2 of 3 right", kept over a reload', {
  skip,
}, async () => {
  const page = await fresh('#learn=relay');
  assert.equal(await page.isVisible('#learn-practise'), false, 'no practice before the lesson is done');
  const li = (id) => page.$eval(`[data-lesson="${id}"]`, (b) => b.closest('li').dataset.practice);
  assert.equal(await li('relay'), 'todo');
  await clickHole(page, lessonRight('relay'));
  const items = PRACTICE.relay;
  assert.equal(await page.textContent('#learn-practise'), `Practise (${items.length})`);
  await press(page, '#learn-practise');
  assert.equal(await position(page), items[0].position, 'the first practice position');
  assert.match(await page.textContent('[data-learn="kicker"]'), new RegExp(`^Practice 1 of ${items.length} · `));
  assert.equal(await page.isVisible('#learn-hint'), true);
  assert.equal(await page.isVisible('#learn-next'), true, 'the way on stays open: the practice can be left');

  // A wrong move: the lesson's own miss, the facts, and the position back.
  const wrong = (await readBoard(page)).legal.find((h) => h !== `S${items[0].moves[0]}`);
  let answer = await clickHole(page, wrong);
  assert.equal(answer.verdict, 'wrong');
  assert.match(answer.text, /^Fewer than two relays: .* The board is back as it was: try again\.$/s);
  assert.equal(await position(page), items[0].position, 'the position comes back');
  answer = await clickHole(page, `S${items[0].moves[0]}`);
  assert.equal(answer.verdict, 'right');
  assert.match(answer.text, /^That is the relay/);
  for (let k = 1; k < items.length; k++) {
    assert.equal(await page.isVisible('#learn-practise'), false, 'no fresh practice halfway');
    await press(page, '#learn-practice-next');
    assert.equal(await position(page), items[k].position);
    assert.match(await page.textContent('[data-learn="kicker"]'), new RegExp(`^Practice ${k + 1} of ${items.length}`));
    answer = await clickHole(page, `S${items[k].moves[0]}`);
    assert.equal(answer.verdict, 'right');
  }
  assert.match(
    answer.text,
    new RegExp(`Practice done: ${items.length - 1} of ${items.length} right at the first try\\.$`),
  );
  assert.equal(await page.isVisible('#learn-practice-next'), false);
  assert.equal(await page.textContent('#learn-practise'), 'Practise again');
  assert.equal(await li('relay'), 'done');
  assert.match(await page.getAttribute('[data-lesson="relay"]', 'aria-label'), /, practice done$/);
  assert.equal(await li('endless'), 'none', 'a lesson without practice');

  await page.reload();
  await opened(page);
  assert.equal(await li('relay'), 'done', 'kept over a reload');
  assert.equal(await li('casa'), 'todo');
  const drawn = await page.$eval(
    '[data-lesson="relay"] .learn-practice',
    (e) => getComputedStyle(e, '::after').content,
  );
  assert.equal(drawn, '"✓"');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.lessons')));
  assert.deepEqual(saved.practice, { relay: items.length - 1 });
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a practice left halfway: the next lesson opens, nothing of the practice is kept; axe on a practice screen', {
  skip,
}, async () => {
  const page = await fresh('#learn=casa', { stored: { done: ['casa'], stars: { casa: 3 } } });
  await clickHole(page, lessonRight('casa'));
  await press(page, '#learn-practise');
  await page.click('.learn-list summary');
  assert.deepEqual(await axeViolations(page), [], 'a practice screen with the map open');
  await page.click('.learn-list summary');
  await press(page, '#learn-next');
  await page.waitForFunction(() => location.hash === '#learn=sow');
  assert.equal(await position(page), LESSONS[0].position);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.lessons')));
  assert.deepEqual(saved.practice, {});
  // A damaged record: the page opens and counts nothing.
  await page.evaluate(() =>
    localStorage.setItem('hoyito.lessons', '{"done":["relay"],"practice":{"relay":"x","casa":999}}'),
  );
  await page.reload();
  await opened(page);
  assert.equal(await page.$eval('[data-lesson="relay"]', (b) => b.closest('li').dataset.practice), 'todo');
  assert.deepEqual(env.errors, []);
  await page.close();
});

// The shipped puzzles' themes: the trainer opens on a theme only when a puzzle has it.
const KINDS = new Set(
  ['I', 'II', 'III'].flatMap((v) =>
    JSON.parse(fs.readFileSync(`${ROOT}/web/data/puzzles-${v}.json`, 'utf8')).flatMap((p) => p.themes ?? [p.kind]),
  ),
);

test('after the last lesson: the puzzles of the weakest theme, then a game at the level the stars earned', {
  skip,
}, async () => {
  // Every lesson but the last done, the passing lesson with one star: 12 lessons, 34 stars, +3 = 37 -> Casual.
  const before = LESSONS.slice(0, -1);
  const stars = Object.fromEntries(before.map((l) => [l.id, l.id === 'passing' ? 1 : 3]));
  const last = LESSONS.at(-1);
  const page = await fresh(`#learn=${last.id}`, { stored: { done: before.map((l) => l.id), stars } });
  await clickHole(page, lessonRight(last.id));
  assert.match(await wordsNow(page), /You know the rules of Hoyito\./);
  assert.equal(
    await page.textContent('[data-learn="goal"]'),
    'Next: puzzles on the theme "Capture on the way", then a game against Casual, a level chosen from your stars.',
  );
  assert.equal(
    await page.textContent('#learn-puzzles'),
    'Puzzles: Capture on the way',
    'the theme, as the Theme select names it',
  );
  assert.equal(await page.textContent('#learn-beginner'), 'Play against Casual');
  assert.equal(await page.isVisible('#learn-next'), false);
  await page.click('#learn-puzzles');
  await page.waitForFunction(
    () => /^#puzzle=/.test(location.hash) && document.querySelector('#learn').dataset.mode === 'puzzle',
  );
  await waitIdle(page);
  const theme = KINDS.has('passing') ? 'passing' : 'all';
  await page.waitForFunction(
    (want) =>
      JSON.parse(localStorage.getItem('hoyito.puzzleTheme') ?? 'null') === want ||
      (want === 'all' && localStorage.getItem('hoyito.puzzleTheme') !== null),
    theme,
  );
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('hoyito.puzzleTheme'))), theme);

  await page.goBack();
  await opened(page);
  await page.waitForFunction((id) => location.hash === `#learn=${id}`, last.id);
  await clickHole(page, lessonRight(last.id));
  await page.click('#learn-beginner');
  await page.waitForFunction(() => !document.body.classList.contains('learning'));
  await waitIdle(page);
  const options = await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.newGame')));
  assert.equal(options.players, 'computer');
  assert.equal(options.level, 3, 'Casual');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('after the last lesson with Casas the weakest: the trainer opens on big captures, and Back leads to the lesson', {
  skip,
}, async () => {
  assert.ok(KINDS.has('turn'), 'the shipped set has big captures');
  const before = LESSONS.slice(0, -1);
  const stars = Object.fromEntries(before.map((l) => [l.id, l.id === 'casa' ? 1 : 2])); // 2*11 + 1 = 23, +3 = 26 -> Novice
  const last = LESSONS.at(-1);
  const page = await fresh(`#learn=${last.id}`, { stored: { done: before.map((l) => l.id), stars } });
  await clickHole(page, lessonRight(last.id));
  assert.equal(await page.textContent('#learn-puzzles'), 'Puzzles: Big capture', 'the theme, not the lesson (Casas)');
  assert.equal(await page.textContent('#learn-beginner'), 'Play against Novice');
  await page.click('#learn-puzzles');
  await page.waitForFunction(() => localStorage.getItem('hoyito.puzzleTheme') === '"turn"');
  await waitIdle(page);
  const id = await page.evaluate(() => location.hash.replace('#puzzle=', ''));
  const kind = ['I', 'II', 'III']
    .flatMap((v) => JSON.parse(fs.readFileSync(`${ROOT}/web/data/puzzles-${v}.json`, 'utf8')))
    .find((p) => p.id === id)?.kind;
  assert.equal(kind, 'turn', `the puzzle shown (${id}) is a big capture`);
  await page.goBack();
  await page.waitForFunction(
    (want) => location.hash === `#learn=${want}` && document.querySelector('#learn').dataset.mode === 'lesson',
    last.id,
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the language switch says the practice and its answer again in the new language', { skip }, async () => {
  const page = await fresh('#learn=relay');
  await clickHole(page, lessonRight('relay'));
  await press(page, '#learn-practise');
  const item = PRACTICE.relay[0];
  const wrong = (await readBoard(page)).legal.find((h) => h !== `S${item.moves[0]}`);
  await clickHole(page, wrong);
  await page.selectOption('#lang', 'pl');
  await page.waitForFunction(() =>
    /^Ćwiczenie 1 z \d/.test(document.querySelector('[data-learn="kicker"]').textContent),
  );
  assert.match(await wordsNow(page), /^Mniej niż dwie sztafety/);
  assert.equal(await page.textContent('#learn-hint'), 'Podpowiedź');
  assert.equal(await position(page), item.position, 'still the practice position');
  const answer = await clickHole(page, `S${item.moves[0]}`);
  assert.equal(answer.verdict, 'right');
  assert.deepEqual(env.errors, []);
  await page.close();
});
