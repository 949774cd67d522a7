// Learn and puzzles in the single file (dist/hoyito.html) opened from disk:
// a lesson and the puzzle of the day play with no request to any other
// file (the lesson words and the puzzles are inlined by tools/build/build.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, WEB, launch, openReferee, readBoard, waitIdle, missingPrerequisites } from './harness.mjs';
import { buildSingle } from '../../tools/build/build.mjs';

const missing = missingPrerequisites();
if (!fs.existsSync(path.join(WEB, 'engine', 'gen', 'hoyito-ai.wasm')))
  missing.push('web/engine/gen/hoyito-ai.wasm (run tools/build/build-wasm.sh)');
const skip = missing.length ? `missing ${missing.join(', ')}` : false;
const SINGLE = path.join(ROOT, 'dist', 'hoyito.html');
const PUZZLES = ['I', 'II', 'III'].flatMap((v) =>
  JSON.parse(fs.readFileSync(path.join(WEB, 'data', `puzzles-${v}.json`), 'utf8')),
);

let env;
let referee;
before(async () => {
  if (skip) return;
  await buildSingle({ web: WEB, out: SINGLE });
  env = await launch();
  referee = await openReferee(env);
});
after(async () => {
  if (env) await env.close();
});

test('the single file from file://: a lesson, then the puzzle of the day solved, nothing fetched', {
  skip,
}, async () => {
  const page = await env.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  const url = pathToFileURL(SINGLE).href;
  await page.goto(`${url}#learn=casa`);
  await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
  await waitIdle(page);
  assert.equal(await page.textContent('#learn-title'), 'Casas');
  await page.click('[data-hole="S1"]');
  await page.waitForSelector('[data-learn="words"][data-verdict="right"]');

  await page.click('#learn-puzzles');
  await page.waitForFunction(() => /^#puzzle=[0-9a-f]{8}$/.test(location.hash));
  await waitIdle(page);
  const id = (await page.evaluate(() => location.hash)).slice('#puzzle='.length);
  const p = PUZZLES.find((x) => x.id === id);
  assert.ok(p, `puzzle ${id} is a shipped one`);
  assert.equal((await readBoard(page)).position, await referee.start(p.pos));
  const turn = (await referee.snapshot()).state.turn;
  await page.click(`[data-hole="${turn}${p.answer}"]`);
  await page.waitForSelector('[data-learn="words"][data-verdict="right"]');
  // A 2x12 puzzle by its link: its set is inlined too.
  const big = JSON.parse(fs.readFileSync(path.join(WEB, 'data', 'puzzles-III-12.json'), 'utf8'))[0];
  await page.evaluate((id) => {
    location.hash = `#puzzle=${id}`;
  }, big.id);
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="puzzle-tools"]')?.dataset.puzzleId === id,
    big.id,
  );
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, await referee.start(big.pos));
  assert.deepEqual([...new Set(requests.map((r) => r.split('#')[0]))], [url]);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('offline: after one visit the lessons and the puzzles open with the network cut (service worker cache)', {
  skip,
}, async () => {
  const served = await launch({ serviceWorkers: 'allow' });
  try {
    const page = await served.newPage();
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
    await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
    await page.goto(served.url);
    await waitIdle(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    await page.waitForFunction(
      async () => {
        const keys = await caches.keys();
        return keys.length > 0 && (await (await caches.open(keys[0])).keys()).length > 20;
      },
      null,
      { timeout: 30000 },
    );
    await served.context.setOffline(true);
    await page.goto(`${served.url}#puzzle`);
    await page.reload();
    await page.waitForSelector('#learn[data-mode="puzzle"] h2:not(:empty)', { timeout: 30000 });
    await waitIdle(page);
    const id = (await page.evaluate(() => location.hash)).slice('#puzzle='.length);
    const p = PUZZLES.find((x) => x.id === id);
    assert.ok(p, `the puzzle of the day (${id}) offline`);
    assert.equal((await readBoard(page)).position, await referee.start(p.pos));
    await page.click('#learn-lessons');
    await page.waitForSelector('#learn[data-mode="lesson"] h2:not(:empty)');
    assert.equal(await page.textContent('#learn-title'), 'Sowing');
    assert.deepEqual(served.errors, []);
  } finally {
    await served.context.setOffline(false).catch(() => {});
    await served.close();
  }
});
