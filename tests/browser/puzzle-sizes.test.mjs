// puzzle-sizes.test.mjs - the puzzle sets of 2x8 and 2x12 on the page
// (puzzle-pick.js, puzzle-tools.js): the board-size select loads a size's
// set, the theme select offers only the themes that size has puzzles of, a
// puzzle of the chosen size and theme opens and is solved, the size is kept
// on the device, #puzzle=ID finds a 2x12 puzzle, axe-core on the trainer
// with both selects, and screenshots of themed 2x8 and 2x12 puzzles at 360
// and 1280 px in English and Polish (to /tmp/puzzle-size-*.png), the board
// inside a 360x740 phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { WEB, readBoard, waitIdle, useBrowser, axeViolations, freshPage } from './harness.mjs';
import { puzzleOpened } from './learn-page.mjs';

const SHOTS = process.env.HOYITO_SHOTS || '/tmp';
const setOf = (n) =>
  ['I', 'II', 'III'].flatMap((v) => {
    const file = path.join(WEB, 'data', n === 6 ? `puzzles-${v}.json` : `puzzles-${v}-${n}.json`);
    return JSON.parse(fs.readFileSync(file, 'utf8')).map((p) => ({ ...p, variant: v, n }));
  });
const SETS = { 6: setOf(6), 8: setOf(8), 12: setOf(12) };
const SPECIFIC = ['lastFour', 'passing', 'relay', 'extra'];
const find = (id) => [...SETS[6], ...SETS[8], ...SETS[12]].find((p) => p.id === id);
const turnOf = (p) => p.pos.split(':')[2];

let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));

/** A page with nothing remembered but `stored` (speed instant), opened at `hash`. */
async function fresh(hash, { lang = 'en', size, stored = {} } = {}) {
  const page = await freshPage(env, hash, { lang, size, store: stored });
  await opened(page);
  return page;
}

const opened = puzzleOpened;

const shownId = (page) => page.getAttribute('[data-testid="puzzle-tools"]', 'data-puzzle-id');
/** Waits until the trainer shows another puzzle than `before`, and returns it. */
async function nextShown(page, before) {
  await page.waitForFunction(
    (id) =>
      document.querySelector('[data-testid="puzzle-tools"]')?.dataset.puzzleId !== id &&
      location.hash === `#puzzle=${document.querySelector('[data-testid="puzzle-tools"]').dataset.puzzleId}`,
    before,
  );
  await waitIdle(page);
  return find(await shownId(page));
}
const options = (page, which) => page.$$eval(`[data-testid="puzzle-${which}"] option`, (os) => os.map((o) => o.value));

test('2x8 chosen, then a theme: a puzzle of that size and theme opens, is solved, and the size is kept', {
  skip,
}, async () => {
  const page = await fresh('#puzzle');
  const daily = find(await shownId(page));
  assert.equal(daily.n, 6, 'the puzzle of the day is on 2x6');
  assert.deepEqual(await options(page, 'size'), ['6', '8', '12']);
  await page.selectOption('[data-testid="puzzle-size"]', '8');
  const first = await nextShown(page, daily.id);
  assert.equal(first.n, 8);
  assert.ok((await page.$('[data-hole="S8"]')) && !(await page.$('[data-hole="S9"]')), 'a 2x8 board');
  // The theme select offers what the 2x8 set has, no more.
  const offered = await options(page, 'theme');
  const has = ['turn', 'endgame', ...SPECIFIC].filter((x) => SETS[8].some((p) => p.themes.includes(x)));
  assert.deepEqual([...offered].sort(), ['all', ...has].sort());
  // A specific theme with two puzzles or more on 2x8, so that Next puzzle has another to go to.
  const theme = SPECIFIC.find((x) => offered.includes(x) && SETS[8].filter((q) => q.themes.includes(x)).length >= 2);
  assert.ok(theme, `a specific theme on 2x8 (${offered})`);
  await page.selectOption('[data-testid="puzzle-theme"]', theme);
  let p = first;
  if (!first.themes.includes(theme)) p = await nextShown(page, first.id);
  assert.equal(p.n, 8);
  assert.ok(p.themes.includes(theme), `${p.id} ${p.themes}`);
  assert.match(await page.textContent('#learn-title'), / · Hoyito (I|II|III) · 2×8$/);
  assert.equal((await readBoard(page)).position, await referee.start(p.pos));
  await page.click(`[data-hole="${turnOf(p)}${p.answer}"]`);
  await page.waitForSelector('[data-learn="words"][data-verdict="right"]');
  // Next puzzle keeps to the size and the theme.
  await page.click('#learn-next');
  const after = await nextShown(page, p.id);
  assert.ok(after.n === 8 && after.themes.includes(theme), `${after.id}`);
  // Both are kept on the device.
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.puzzleSize'))), 8);
  await page.reload();
  await opened(page);
  assert.equal(await page.inputValue('[data-testid="puzzle-size"]'), '8');
  assert.equal(await page.inputValue('[data-testid="puzzle-theme"]'), theme);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('#puzzle=ID of a 2x12 puzzle opens it, whatever size was chosen; the puzzle of the day stays 2x6', {
  skip,
}, async () => {
  const p = SETS[12].find((x) => SPECIFIC.some((t) => x.themes.includes(t))) ?? SETS[12][0];
  const page = await fresh(`#puzzle=${p.id}`, { stored: { 'hoyito.puzzleSize': 8 } });
  assert.equal(await shownId(page), p.id);
  assert.equal((await readBoard(page)).position, await referee.start(p.pos));
  assert.ok(await page.$('[data-hole="N12"]'), 'a 2x12 board');
  assert.match(await page.textContent('#learn-title'), / · 2×12$/);
  await page.evaluate(() => {
    location.hash = '#puzzle';
  });
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="puzzle-tools"]').dataset.puzzleId !== id,
    p.id,
  );
  await waitIdle(page);
  assert.equal(find(await shownId(page)).n, 6);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a damaged stored size is let go of: 2x6', { skip }, async () => {
  const page = await fresh('#puzzle', { stored: { 'hoyito.puzzleSize': 7, 'hoyito.puzzleTheme': 'nonsense' } });
  assert.equal(await page.inputValue('[data-testid="puzzle-size"]'), '6');
  assert.equal(await page.inputValue('[data-testid="puzzle-theme"]'), 'all');
  await page.close();
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`axe at ${size.width} px: the trainer with its size and theme selects on a 2x12 puzzle`, { skip }, async () => {
    const p = SETS[12][0];
    const page = await fresh(`#puzzle=${p.id}`, { size, stored: { 'hoyito.puzzleSize': 12 } });
    assert.deepEqual(await axeViolations(page), []);
    await page.close();
  });
}

test('screenshots: themed 2x8 and 2x12 puzzles at 360 and 1280 px, en and pl; the board fits a phone', {
  skip,
}, async () => {
  for (const n of [8, 12]) {
    const p =
      SETS[n].find((x) => SPECIFIC.some((t) => x.themes.includes(t)) && turnOf(x) === 'N') ??
      SETS[n].find((x) => SPECIFIC.some((t) => x.themes.includes(t)));
    for (const lang of ['en', 'pl']) {
      for (const size of [
        { width: 360, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        const page = await fresh(`#puzzle=${p.id}`, { lang, size, stored: { 'hoyito.puzzleSize': n } });
        const box = await page.$eval('svg#board', (b) => {
          const r = b.getBoundingClientRect();
          return {
            left: r.left,
            right: r.right,
            top: r.top,
            bottom: r.bottom,
            page: document.documentElement.scrollWidth,
          };
        });
        assert.ok(
          box.left >= 0 && box.right <= size.width && box.page <= size.width,
          `${n} ${lang} ${size.width}: ${JSON.stringify(box)}`,
        );
        if (size.width === 360) {
          assert.ok(box.bottom <= size.height, `the board inside the phone: ${JSON.stringify(box)}`);
          const hole = await page.$eval(`[data-hole="${turnOf(p)}1"]`, (h) => h.getBoundingClientRect().width);
          assert.ok(hole >= 20, `a ${n}-hole row: holes ${hole} px wide`);
        }
        await page.screenshot({ path: path.join(SHOTS, `puzzle-size-${n}-${lang}-${size.width}.png`) });
        await page.close();
      }
    }
  }
});
