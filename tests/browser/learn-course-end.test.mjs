// The step after the course, on the built page: the button that offers the
// puzzles of the weakest taught theme names that theme as the trainer's
// Theme select names it (not the lesson it came from), in Polish as in
// English; the trainer opens on a puzzle of that theme even when the board
// size chosen for the puzzles has none of it (it goes to 2x6). Screenshots at 360 and 1280 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { waitIdle, useBrowser, ROOT } from './harness.mjs';
import { openFresh, clickHole, learnOpened } from './learn-page.mjs';
import { LESSONS } from '../../web/js/learn/lessons.js';

const SHOTS = process.env.HOYITO_SHOTS || '/tmp';
let env;
const skip = useBrowser({}, (s) => ({ env } = s));

// Every shipped puzzle by id, with its themes.
const SETS = ['I', 'II', 'III'].flatMap((v) => ['', '-8', '-12'].map((n) => `puzzles-${v}${n}.json`));
const PUZZLES = new Map(
  SETS.flatMap((f) => JSON.parse(fs.readFileSync(`${ROOT}/web/data/${f}`, 'utf8')).map((p) => [p.id, p])),
);

/** The last lesson open with every other done, lesson `weak` at one star and the rest at three; its right move played. */
async function courseDone(weak, options) {
  const before = LESSONS.slice(0, -1);
  const stars = Object.fromEntries(before.map((l) => [l.id, l.id === weak ? 1 : 3]));
  const last = LESSONS.at(-1);
  const page = await openFresh(env, `#learn=${last.id}`, {
    ...options,
    stored: { done: before.map((l) => l.id), stars },
  });
  if (options?.puzzleSize) {
    // read when Learn loads: set, then the page again
    await page.evaluate((n) => localStorage.setItem('hoyito.puzzleSize', JSON.stringify(n)), options.puzzleSize);
    await page.reload();
    await learnOpened(page);
  }
  await clickHole(page, `S${last.steps[0].moves[0]}`);
  return page;
}

/** Opens the trainer from the course's button; resolves to the puzzle shown and the Theme select's chosen words. */
async function openTrainer(page) {
  await page.click('#learn-puzzles');
  await page.waitForFunction(
    () => /^#puzzle=/.test(location.hash) && document.querySelector('#learn').dataset.mode === 'puzzle',
  );
  await page.waitForSelector('[data-testid="puzzle-rating"][data-rating]');
  await waitIdle(page);
  const id = await page.evaluate(() => location.hash.replace('#puzzle=', ''));
  const chosen = await page.$eval('[data-testid="puzzle-theme"]', (s) => ({
    value: s.value,
    text: s.selectedOptions[0].textContent,
  }));
  return { puzzle: PUZZLES.get(id), chosen };
}

for (const [lang, label, sentence] of [
  ['en', 'Puzzles: ', /^Next: puzzles on the theme "Big capture", then a game against /],
  ['pl', 'Zadania: ', /^Dalej: zadania z tematu „Duże bicie”, a potem partia z poziomem /],
]) {
  test(`${lang}: the course's last step names the weakest theme as the Theme select does, at 360 and 1280 px`, {
    skip,
  }, async () => {
    for (const width of [360, 1280]) {
      // Casas, the weakest: its theme is the big capture (a name of its own, unlike the lesson's).
      const page = await courseDone('casa', { lang, size: { width, height: width === 360 ? 740 : 800 } });
      const button = await page.textContent('#learn-puzzles');
      assert.match(await page.textContent('[data-learn="goal"]'), sentence);
      await page.screenshot({ path: `${SHOTS}/learn-course-end-${lang}-${width}.png`, fullPage: true });
      const { puzzle, chosen } = await openTrainer(page);
      assert.equal(chosen.value, 'turn');
      assert.equal(button, `${label}${chosen.text}`, 'the button says the name the Theme select shows');
      assert.ok(puzzle?.themes.includes('turn'), `the puzzle shown (${puzzle?.id}) is of the theme`);
      assert.deepEqual(env.errors, []);
      await page.close();
    }
  });
}

test('the puzzles kept on 2x12, which has no "last four" puzzle: the course opens one of that theme on 2x6, the size select following', {
  skip,
}, async () => {
  const page = await courseDone('lastFour', { puzzleSize: 12 });
  assert.equal(await page.textContent('#learn-puzzles'), 'Puzzles: The last four');
  const { puzzle, chosen } = await openTrainer(page);
  assert.equal(chosen.value, 'lastFour');
  assert.ok(
    puzzle?.themes.includes('lastFour'),
    `the puzzle shown (${puzzle?.id}, 2x${puzzle?.n ?? 6}) is of the theme`,
  );
  assert.equal(await page.inputValue('[data-testid="puzzle-size"]'), '6', 'the size select says the board shown');
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('hoyito.puzzleSize'))), 6);
  // Back leads to the lesson.
  await page.goBack();
  await page.waitForFunction(
    (id) => location.hash === `#learn=${id}` && document.querySelector('#learn').dataset.mode === 'lesson',
    LESSONS.at(-1).id,
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("a double click on the course's puzzles button opens the trainer once: Back leads to the lesson", {
  skip,
}, async () => {
  const page = await courseDone('casa');
  const entries = await page.evaluate(() => history.length);
  await page.dblclick('#learn-puzzles');
  await page.waitForFunction(
    () => /^#puzzle=/.test(location.hash) && document.querySelector('#learn').dataset.mode === 'puzzle',
  );
  await page.waitForSelector('[data-testid="puzzle-rating"][data-rating]');
  await waitIdle(page);
  assert.equal(await page.evaluate(() => history.length), entries + 1, 'one history entry');
  await page.goBack();
  await page.waitForFunction(
    (id) => location.hash === `#learn=${id}` && document.querySelector('#learn').dataset.mode === 'lesson',
    LESSONS.at(-1).id,
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});
