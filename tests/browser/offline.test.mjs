// Offline play: the manifest, the service worker's cache (every file of the
// built page, or of web/ (web/gen, web/engine/gen) with HOYITO_WEB=src, under a versioned
// name), a reload with the network cut, and an update that replaces the old
// cache. These tests let the service worker in (the others block it: its
// cache would answer requests they route).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, readBoard, waitIdle, SITE, missingPrerequisites } from './harness.mjs';
import { writePrecache } from '../../tools/build/build-web.mjs';

const missing = missingPrerequisites();
if (!missing.length && !fs.existsSync(path.join(SITE, 'gen', 'precache.js')))
  missing.push(`${SITE}/gen/precache.js (run tools/build/build-wasm.sh)`);
const skip = missing.length ? `missing ${missing.join(', ')}` : false;

// The files a visitor may need, listed here independently of tools/build/build-web.mjs.
function pageFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return pageFiles(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}
// Not for the page: Node's marker, the service worker and its list, the
// single-file build's classic engines (the page and its worker load the
// modules and their .wasm), and the precompressed twins of files (the same
// files to a browser).
const NOT_PAGE = ['package.json', 'sw.js', 'gen/precache.js'];
const forPage = (f) => !NOT_PAGE.includes(f) && !/\.(?:gz|br)$/.test(f);

/** Waits until a service worker controls the page; returns the cache names. */
async function waitControlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  return page.evaluate(() => caches.keys());
}

let temp;
let env;
before(async () => {
  if (skip) return;
  // A copy of the page: the update test changes a file in it.
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-web-'));
  fs.cpSync(SITE, temp, { recursive: true });
  writePrecache(temp); // every file of the copy: what tools/build/build.mjs lists
  env = await launch({ root: temp, serviceWorkers: 'allow' });
});
after(async () => {
  if (env) await env.close();
  if (temp) fs.rmSync(temp, { recursive: true, force: true });
});

test('the web app manifest names the app, its icons and standalone display', { skip }, async () => {
  const page = await env.newPage();
  await page.goto(env.url);
  await waitIdle(page);
  // Not before a player is there: the manifest's icons would be fetched with the page.
  assert.equal(await page.locator('link[rel="manifest"]').count(), 0, 'no manifest before a key or a press');
  await page.keyboard.press('Shift');
  const href = await page.getAttribute('link[rel="manifest"]', 'href');
  const manifest = await page.evaluate(async (u) => (await fetch(u)).json(), href);
  assert.equal(manifest.name, 'Hoyito');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  const sizes = manifest.icons.map((i) => i.sizes).sort();
  assert.deepEqual(sizes, ['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const info = await page.evaluate(async (src) => {
      const r = await fetch(src);
      const bitmap = await createImageBitmap(await r.blob());
      return { type: r.headers.get('content-type'), w: bitmap.width, h: bitmap.height };
    }, icon.src);
    const [w, h] = icon.sizes.split('x').map(Number);
    assert.deepEqual(info, { type: 'image/png', w, h }, `${icon.src} is a ${icon.sizes} PNG`);
  }
  // What Chromium itself says before it offers to install the app.
  await waitControlled(page);
  const cdp = await env.context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium can install the app');
  await page.goto(`${env.url}embed.html`); // no manifest: the same question must get a no
  const embed = await cdp.send('Page.getInstallabilityErrors');
  assert.ok(embed.installabilityErrors.length > 0, 'the check can say no');
  await page.close();
});

test('after one visit the game plays with the network cut, editor and embed included', { skip }, async () => {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(env.url);
  await waitIdle(page);
  const keys = await waitControlled(page);
  const { version, files } = await page.evaluate(async () => {
    const text = await (await fetch('gen/precache.js')).text();
    const self = {};
    new Function('self', text)(self);
    return self.HOYITO_PRECACHE;
  });
  assert.deepEqual(keys, [`hoyito-${version}`], 'one cache, named with the version');
  const cached = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1));
  }, keys[0]);
  const expected = pageFiles(temp).filter(forPage);
  for (const f of [
    'index.html',
    'embed.html',
    'hoyito-board.js',
    'manifest.webmanifest',
    'gen/icon-192.png',
    'gen/icon-512.png',
    /(?:^|\/)hoyito(?:-[A-Z0-9]{8})?\.wasm$/,
    /(?:^|\/)hoyito-ai(?:-[A-Z0-9]{8})?\.wasm$/,
    /(?:^|\/)ai-worker(?:-[A-Z0-9]{8})?\.js$/,
    /(?:^|\/)style(?:-[A-Z0-9]{8})?\.css$/,
  ]) {
    assert.ok(
      expected.some((e) => (typeof f === 'string' ? e === f : f.test(e))),
      `${f} is a file of the page`,
    );
  }
  assert.deepEqual(cached.filter(Boolean).sort(), expected.sort(), 'every file of the page is cached');
  assert.ok(files.includes('./'), 'and the bare address');

  await env.context.setOffline(true);
  try {
    assert.equal(
      await page.evaluate(() =>
        fetch('/no-such-file').then(
          () => 'online',
          () => 'offline',
        ),
      ),
      'offline',
      'the network is really cut',
    );
    env.errors.length = 0; // that failed request was logged on purpose
    await page.reload();
    await waitIdle(page);
    let board = await readBoard(page);
    assert.ok(board.legal.length > 0, 'the board is playable offline');
    await page.click(`[data-hole="${board.legal[0]}"]`);
    await waitIdle(page);
    board = await readBoard(page);
    assert.match(page.url(), /moves=/, 'a move was played');
    await page.click('#share-open');
    await page.click('#share-edit');
    await page.waitForSelector('#editor-dialog[open] #ed-board .ed-cell');
    assert.equal(await page.getAttribute('#ed-check', 'data-valid'), 'true', 'the editor works offline');
    // A new tab on the bare address, and the embed page, offline.
    const other = await env.newPage();
    await other.goto(env.url);
    await waitIdle(other);
    assert.equal((await readBoard(other)).position, board.position, 'a new tab gets the saved game offline');
    await other.goto(`${env.url}embed.html#pos=II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&mode=view`);
    await waitIdle(other);
    assert.equal((await readBoard(other)).position, 'II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0', 'the embed works offline');
    await other.close();
  } finally {
    await env.context.setOffline(false);
  }
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('after one visit the computer opponent moves with the network cut (worker and wasm from the cache)', {
  skip,
}, async () => {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(env.url);
  await waitIdle(page);
  await waitControlled(page);
  // What answers the worker's script, its imports and its wasm.
  const served = new Map();
  page.on('response', (r) =>
    served.set(new URL(r.url()).pathname.slice(1), r.fromServiceWorker() ? 'cache' : r.status()),
  );
  const failed = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  await env.context.setOffline(true);
  try {
    assert.equal(
      await page.evaluate(() =>
        fetch('/no-such-file').then(
          () => 'online',
          () => 'offline',
        ),
      ),
      'offline',
      'the network is really cut',
    );
    env.errors.length = 0; // that failed request was logged on purpose
    failed.length = 0;
    // A game against the computer (North), opened from a link with the network cut.
    const start = 'II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
    await page.goto(`${env.url}#pos=${start}&ai-level=2&ai-side=N`);
    await waitIdle(page);
    const { legal } = await readBoard(page);
    await page.click(`[data-hole="${legal[0]}"]`);
    await page.waitForFunction(() => /[#&]moves=\d+\.\d+/.test(location.hash), null, { timeout: 30000 });
    await waitIdle(page);
  } finally {
    await env.context.setOffline(false);
  }
  // Chromium reports a dedicated worker's requests on its page: the worker
  // script, its imports and the wasm it fetched all came from sw.js.
  const worker = [...served.keys()].filter((f) =>
    /(?:^|\/)(?:ai-worker[\w-]*\.js|hoyito-ai[\w-]*\.(?:m?js|wasm))$/.test(f),
  );
  assert.ok(
    worker.some((f) => f.endsWith('.wasm')) && worker.some((f) => /ai-worker/.test(f)),
    `the worker and its wasm were fetched: ${worker}`,
  );
  for (const f of worker) assert.equal(served.get(f), 'cache', `${f} answered by the service worker`);
  assert.deepEqual(failed, []);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('an update installs a new versioned cache and deletes the old ones', { skip }, async () => {
  const page = await env.newPage();
  await page.goto(env.url);
  await waitIdle(page);
  const [before] = await waitControlled(page);
  await page.evaluate(() => caches.open('hoyito-stale-from-an-old-release'));
  // A changed file: a new list and version, as the build writes it (and no
  // stale precompressed copy of the file).
  fs.appendFileSync(path.join(temp, 'index.html'), '\n<!-- update-marker -->\n');
  for (const ext of ['.gz', '.br']) fs.rmSync(path.join(temp, `index.html${ext}`), { force: true });
  const { version } = writePrecache(temp);
  assert.notEqual(`hoyito-${version}`, before, 'a changed file changes the version');
  // The new worker found, installed and activated: its activation (sw.js) deleted the other caches.
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    const fresh = registration.installing ?? registration.waiting ?? registration.active;
    if (fresh.state !== 'activated' && fresh.state !== 'redundant') {
      await new Promise((resolve) =>
        fresh.addEventListener('statechange', () => {
          if (fresh.state === 'activated' || fresh.state === 'redundant') resolve();
        }),
      );
    }
    return fresh.state;
  });
  assert.equal(state, 'activated');
  const keys = await page.evaluate(() => caches.keys());
  assert.deepEqual(keys, [`hoyito-${version}`], 'the new cache replaced the old ones (stale ones too)');
  await env.context.setOffline(true);
  try {
    await page.reload();
    await waitIdle(page);
    const html = await page.evaluate(() => fetch('index.html').then((r) => r.text()));
    assert.match(html, /update-marker/, 'the new file is served offline');
  } finally {
    await env.context.setOffline(false);
  }
  assert.deepEqual(env.errors, []);
  await page.close();
});
