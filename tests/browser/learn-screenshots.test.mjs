// Screenshots for docs/screenshots/: a lesson after a miss (the hint
// glowing) and a puzzle after a wrong move (the best move shown), on an
// upright phone (360x740) and a desktop (1280x800); a practice position
// after a miss and the course map open, in English and Polish. Each screen must fit:
// no sideways scrolling, the board and the Learn panel on screen, holes big
// enough to tap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WEB, readBoard, waitIdle, useBrowser } from './harness.mjs';
import { openFresh } from './learn-page.mjs';
import { PRACTICE } from '../../web/js/learn/practice.js';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];
const PUZZLE = JSON.parse(fs.readFileSync(path.join(WEB, 'data', 'puzzles-I.json'), 'utf8')).find(
  (p) => p.kind === 'turn' && p.pos.split(':')[2] === 'S' && p.second > 0,
);

fs.mkdirSync(OUT, { recursive: true });
let env;
const skip = useBrowser({}, (s) => ({ env } = s));

const open = (size, hash, lang = null) => openFresh(env, hash, { lang, size });

async function checkFits(page, size, label) {
  const m = await page.evaluate(() => {
    const box = (e) => e.getBoundingClientRect();
    const smallest = Math.min(
      ...[...document.querySelectorAll('#board .hole .hit')].map((r) => Math.min(box(r).width, box(r).height)),
    );
    return {
      scrollW: document.documentElement.scrollWidth,
      board: box(document.getElementById('board')),
      panel: box(document.getElementById('learn')),
      smallest,
    };
  });
  assert.ok(m.scrollW <= size.width, `${label}: no sideways scrolling (${m.scrollW} px)`);
  assert.ok(m.board.bottom <= size.height && m.board.right <= size.width, `${label}: board on screen`);
  assert.ok(m.panel.top >= 0 && m.panel.bottom <= m.board.top + 1, `${label}: the panel above the board`);
  assert.ok(m.smallest >= 24, `${label}: holes at least 24 px (${m.smallest.toFixed(1)})`);
}

for (const size of SIZES) {
  test(`Learn screenshots at ${size.width}x${size.height}: a lesson after two misses, a puzzle after a wrong move`, {
    skip,
  }, async () => {
    let page = await open(size, '#learn=relay');
    for (let k = 0; k < 2; k++) {
      const before = await page.textContent('[data-learn="words"]');
      await page.click('[data-hole="S3"]');
      await page.waitForFunction((b) => document.querySelector('[data-learn="words"]').textContent !== b, before);
      await waitIdle(page);
    }
    assert.equal(await page.getAttribute('.hole.hinted', 'data-hole'), 'S1');
    await checkFits(page, size, 'lesson');
    await page.screenshot({ path: path.join(OUT, `learn-lesson-${size.name}.png`) });
    await page.close();

    page = await open(size, `#puzzle=${PUZZLE.id}`);
    const wrong = (await readBoard(page)).legal.find((h) => h !== `S${PUZZLE.answer}`);
    await page.click(`[data-hole="${wrong}"]`);
    await page.waitForSelector('#learn-retry:not([hidden])', { timeout: 30000 });
    await waitIdle(page);
    await checkFits(page, size, 'puzzle');
    await page.screenshot({ path: path.join(OUT, `learn-puzzle-${size.name}.png`) });
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

/** Taps `hole` and waits for the panel's answer. */
async function tap(page, hole) {
  const before = await page.textContent('[data-learn="words"]');
  await page.click(`[data-hole="${hole}"]`);
  await page.waitForFunction((b) => document.querySelector('[data-learn="words"]').textContent !== b, before, {
    timeout: 30000,
  });
  await waitIdle(page);
}

for (const lang of ['en', 'pl']) {
  for (const size of SIZES) {
    test(`Learn screenshots at ${size.width}x${size.height} in ${lang}: a practice position after a miss, the course map`, {
      skip,
    }, async () => {
      const page = await open(size, '#learn=relay', lang);
      await tap(page, 'S1'); // the lesson, right at the first try
      await page.click('#learn-practise');
      await waitIdle(page);
      const item = PRACTICE.relay[0];
      await tap(
        page,
        (await readBoard(page)).legal.find((h) => h !== `S${item.moves[0]}`),
      );
      assert.equal(await page.getAttribute('[data-learn="words"]', 'data-verdict'), 'wrong');
      await checkFits(page, size, `${lang} practice`);
      await page.screenshot({ path: path.join(OUT, `learn-practice-${lang}-${size.name}.png`) });
      await page.click('.learn-list summary');
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll('.learn-list, .learn-list *')]
          .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
          .map((e) => e.outerHTML.slice(0, 80)),
      );
      assert.deepEqual(clipped, [], `${lang} map: nothing clipped`);
      assert.ok(
        (await page.evaluate(() => document.documentElement.scrollWidth)) <= size.width,
        `${lang} map: no sideways scrolling`,
      );
      await page.screenshot({ path: path.join(OUT, `learn-map-${lang}-${size.name}.png`), fullPage: true });
      assert.deepEqual(env.errors, []);
      await page.close();
    });
  }
}
