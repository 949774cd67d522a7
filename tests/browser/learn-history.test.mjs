// The puzzle history across board sizes, on the built page (learn-puzzles.js,
// puzzle-history.js, puzzle-tools.js): a try on 2x8 is still listed after a
// reload onto a 2x6 puzzle: the trainer loads the sets the history names
// and no other, so the heading counts the try before the history is opened
// and does not change when it opens; an entry kept
// before entries named their size is listed too; a row opens its puzzle;
// the heading counts the entries listed, not those no longer shipped;
// a damaged or refused store opens an empty history without an error.
// Screenshots of the history open at 360 and 1280 px, English and Polish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { WEB, useBrowser, freshPage } from './harness.mjs';
import { puzzleOpened } from './learn-page.mjs';

const SHOTS = process.env.HOYITO_SHOTS || '/tmp';
const setOf = (n) =>
  ['I', 'II', 'III'].flatMap((v) => {
    const file = path.join(WEB, 'data', n === 6 ? `puzzles-${v}.json` : `puzzles-${v}-${n}.json`);
    return JSON.parse(fs.readFileSync(file, 'utf8')).map((p) => ({ ...p, variant: v, n }));
  });
const SETS = { 6: setOf(6), 8: setOf(8), 12: setOf(12) };
const southTurn = (n) => SETS[n].find((p) => p.kind === 'turn' && p.pos.split(':')[2] === 'S');

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/**
 * A page with nothing remembered but `stored` (raw strings, speed instant),
 * opened at `hash`; `seen` collects the bodies of the scripts it loads.
 */
async function fresh(hash, { lang = 'en', size, stored = {}, seen } = {}) {
  const before =
    seen &&
    ((page) =>
      page.on(
        'response',
        (r) =>
          /\.(js|json)(\?|$)/.test(r.url()) &&
          r.text().then(
            (b) => seen.push(b),
            () => {},
          ),
      ));
  const page = await freshPage(env, hash, { lang, size, raw: stored, before });
  await opened(page);
  return page;
}

const opened = puzzleOpened;

const rows = (page) => page.$$eval('.puzzle-history li button', (bs) => bs.map((b) => [b.dataset.id, b.textContent]));
/** The count the history's heading shows. */
const headingCount = (page) =>
  page.$eval('.puzzle-history summary', (s) => Number(s.textContent.match(/\((\d+)\)/)[1]));
/** Opens the history and waits until it lists `count` rows. */
async function openHistory(page, count) {
  await page.click('.puzzle-history summary');
  await page.waitForFunction((k) => document.querySelectorAll('.puzzle-history li button').length === k, count);
  return rows(page);
}

test('a try on 2x8 is counted and listed after a reload onto a 2x6 puzzle, loading no 2x12 set; its row opens it again', {
  skip,
}, async () => {
  const p8 = southTurn(8);
  const p6 = southTurn(6);
  const seen = [];
  const page = await fresh(`#puzzle=${p8.id}`, { seen });
  await page.click(`[data-hole="S${p8.answer}"]`);
  await page.waitForFunction(() => !document.getElementById('learn-next').hidden);
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('hoyito.puzzleHistory')));
  assert.deepEqual(
    kept.map((e) => [e.id, e.solved, e.n]),
    [[p8.id, true, 8]],
    'the entry names its size',
  );

  // Twice over: a reload, then another.
  for (let k = 0; k < 2; k++) {
    await page.goto(`${env.url}?lang=en#puzzle=${p6.id}`);
    seen.length = 0;
    await page.reload();
    await opened(page);
  }
  await page.waitForFunction(() => /\(1\)/.test(document.querySelector('.puzzle-history summary').textContent));
  const any12 = SETS[12].slice(0, 5).map((p) => p.id);
  await page.waitForFunction(() => true); // the responses' bodies read
  assert.ok(
    seen.some((b) => b.includes(p8.id)),
    'the 2x8 sets are loaded with the trainer',
  );
  assert.ok(!seen.some((b) => any12.some((id) => b.includes(id))), 'no 2x12 set is loaded for a history without one');
  const listed = await openHistory(page, 1);
  assert.equal(await headingCount(page), 1, 'opening the history changes no count');
  assert.equal(listed[0][0], p8.id);
  assert.match(listed[0][1], / · 2×8 · solved$/, listed[0][1]);
  await page.click(`.puzzle-history button[data-id="${p8.id}"]`);
  await page.waitForFunction((id) => location.hash === `#puzzle=${id}`, p8.id);
  await opened(page);
  assert.equal(await page.getAttribute('[data-testid="puzzle-tools"]', 'data-puzzle-id'), p8.id);
  assert.ok((await page.$('[data-hole="S8"]')) && !(await page.$('[data-hole="S9"]')), 'a 2x8 board');
  await page.goBack();
  await page.waitForFunction((id) => location.hash === `#puzzle=${id}`, p6.id);
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const [lang, width] of [
  ['en', 360],
  ['pl', 1280],
  ['pl', 360],
  ['en', 1280],
]) {
  test(`${lang} ${width} px: an entry kept without its size (2x12) and a 2x8 one are listed with their names`, {
    skip,
  }, async () => {
    const p12 = SETS[12][3];
    const p8 = southTurn(8);
    const history = [
      { id: p12.id, solved: false, at: 2 }, // kept before entries named their size
      { id: p8.id, solved: true, at: 1, n: 8 },
      { id: 'ffffffff', solved: true, at: 0, n: 12 }, // no longer shipped: not listed
    ];
    const page = await fresh(`#puzzle=${southTurn(6).id}`, {
      lang,
      size: { width, height: width === 360 ? 740 : 800 },
      stored: { 'hoyito.puzzleHistory': JSON.stringify(history) },
    });
    const listed = await openHistory(page, 2);
    assert.deepEqual(
      listed.map(([id]) => id),
      [p12.id, p8.id],
      'newest first',
    );
    assert.equal(
      await headingCount(page),
      listed.length,
      'the heading counts the entries listed, not the one no longer shipped',
    );
    assert.match(listed[0][1], / · 2×12 · /);
    await page.screenshot({ path: `${SHOTS}/learn-history-${lang}-${width}.png`, fullPage: true });
    await page.click(`.puzzle-history button[data-id="${p12.id}"]`);
    await page.waitForFunction((id) => location.hash === `#puzzle=${id}`, p12.id);
    await opened(page);
    assert.ok(await page.$('[data-hole="S12"]'), 'a 2x12 board');
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

test('a history of puzzles no longer shipped lists none, says so and counts none; the store keeps them', {
  skip,
}, async () => {
  const history = [
    { id: 'eeeeeeee', solved: true, at: 1, n: 6 },
    { id: 'ffffffff', solved: false, at: 0, n: 8 },
  ];
  const page = await fresh('#puzzle', { stored: { 'hoyito.puzzleHistory': JSON.stringify(history) } });
  await page.click('.puzzle-history summary');
  await page.waitForFunction(() => document.querySelectorAll('.puzzle-history li').length === 1);
  await page.waitForFunction(() => /\(0\)/.test(document.querySelector('.puzzle-history summary').textContent));
  assert.equal(await page.$$eval('.puzzle-history li button', (bs) => bs.length), 0);
  assert.equal(await page.textContent('.puzzle-history li'), 'No puzzle tried yet.');
  assert.equal(await headingCount(page), 0);
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('hoyito.puzzleHistory')));
  assert.deepEqual(
    kept.map((e) => e.id),
    ['eeeeeeee', 'ffffffff'],
    'the stored history is not pruned',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a damaged history, or one of damaged entries, opens empty and the trainer plays on', { skip }, async () => {
  for (const saved of ['{"id":', '[{"id":5},{"id":"x","solved":"yes","at":1},null,7]', '{"0":{"id":"a"}}']) {
    const page = await fresh('#puzzle', { stored: { 'hoyito.puzzleHistory': saved } });
    await page.click('.puzzle-history summary');
    await page.waitForFunction(() => document.querySelectorAll('.puzzle-history li').length === 1);
    assert.equal(await page.$$eval('.puzzle-history li button', (bs) => bs.length), 0, saved);
    assert.deepEqual(env.errors, [], saved);
    await page.close();
  }
});
