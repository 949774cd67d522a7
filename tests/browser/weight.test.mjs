// The weight the build counts (dist/weight.json, tools/build/weight.mjs) is
// what a browser downloads: a first visit of the built page records every
// response, gzips it (-9) and finds the same files with the same sizes
// before the board is playable (svg#board with a position and not busy), and
// nothing outside the build's second list until the network is quiet. The
// budgets themselves are tests/node/weight.test.mjs's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITE, BUILT, useBrowser } from './harness.mjs';

let env;
const skip = useBrowser({ firstVisit: true, viewport: { width: 360, height: 740 } }, (s) => ({ env } = s));

test('a first visit fetches before the board is playable exactly the files the build counts, at their sizes', {
  skip: skip || (!BUILT && 'the weight is the built page’s'),
}, async () => {
  const weight = JSON.parse(fs.readFileSync(path.join(path.dirname(SITE), 'weight.json'), 'utf8'));
  const page = await env.newPage();
  // The moment the board first becomes playable, by the page's clock.
  await page.addInitScript(() => {
    const playable = () => {
      const b = document.getElementById('board');
      return b && b.dataset.position !== '' && b.dataset.busy === 'false';
    };
    new MutationObserver((_, observer) => {
      if (!playable()) return;
      window.playableAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-busy'] });
  });
  const bodies = new Map();
  const pending = [];
  page.on('response', (res) => {
    if (!res.url().startsWith(env.url)) return;
    const name = res.url().slice(env.url.length).split(/[?#]/)[0] || 'index.html';
    pending.push(res.body().then((body) => bodies.set(name, zlib.gzipSync(body, { level: 9 }).length)));
  });
  await page.goto(env.url);
  await page.waitForFunction(() => window.playableAt !== undefined, null, { timeout: 60000 });
  const before = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < window.playableAt)
      .map((e) => new URL(e.name).pathname.slice(1)),
  );
  await page.waitForSelector('#welcome[open]');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const first = ['index.html', ...before].sort();
  assert.deepEqual(first, weight.first.files.map((f) => f.file).sort(), 'the files before the board is playable');
  for (const { file, gz } of weight.first.files) assert.equal(bodies.get(file), gz, `${file}: gzip -9 bytes`);
  const idle = new Set(weight.idle.files.map((f) => f.file));
  const unlisted = [...bodies.keys()].filter((f) => !idle.has(f));
  assert.deepEqual(unlisted, [], 'every file fetched with no click is in the build’s second list');
  assert.deepEqual(env.errors, []);
  await page.close();
});
