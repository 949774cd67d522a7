// The single-file build (dist/hoyito.html, tools/build-single.mjs) opened
// from disk as a double-click would (file://): it must play with nothing but
// itself, no request to any other file or server. And the way a worker (the
// computer opponent's, when it comes) gets into that file: a page that starts
// one the standard way must work served and as a single file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ROOT, WEB, launch, openReferee, readBoard, waitIdle, prng, missingPrerequisites,
} from './harness.mjs';
import { buildSingle } from '../../tools/build-single.mjs';
import { startServer } from '../../tools/serve.mjs';

const missing = missingPrerequisites();
if (!fs.existsSync(path.join(WEB, 'gen', 'hoyito-single.js'))) missing.push('web/gen/hoyito-single.js (run tools/build-wasm.sh)');
const skip = missing.length ? `missing ${missing.join(', ')}` : false;
const SINGLE = path.join(ROOT, 'dist', 'hoyito.html');

let env;
let referee;
before(async () => {
  if (skip) return;
  buildSingle({ out: SINGLE }); // from the sources as they are now, as tools/build-wasm.sh does
  env = await launch();
  referee = await openReferee(env);
});
after(async () => {
  if (env) await env.close();
});

test('dist/hoyito.html plays from file:// with no other file and no network', { skip }, async () => {
  const page = await env.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  const url = pathToFileURL(SINGLE).href;
  await page.goto(url);
  await waitIdle(page);
  const start = (await readBoard(page)).position;
  await referee.start(start);
  const rnd = prng(2024);
  for (let i = 0; i < 12; i++) {
    const { legal } = await readBoard(page);
    if (!legal.length) break;
    const pick = legal[Math.floor(rnd() * legal.length)];
    await page.click(`[data-hole="${pick}"]`);
    await waitIdle(page);
    await referee.play(Number(pick.slice(1)));
    assert.equal((await readBoard(page)).position, (await referee.snapshot()).position, `move ${i + 1}`);
  }
  // The address follows the game here too, and a reload opens it again.
  assert.match(page.url(), /^file:.*#pos=.*&moves=/);
  const shown = (await readBoard(page)).position;
  await page.reload();
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, shown);
  // The lazily loaded parts are in the file as well.
  await page.click('#share-open');
  await page.waitForSelector('#share-dialog[open]');
  assert.equal(await page.isHidden('#share-embed-box'), true, 'no embed code from a file');
  await page.click('#share-edit');
  await page.waitForSelector('#editor-dialog[open] .ed-cell');
  assert.equal(await page.getAttribute('#ed-check', 'data-valid'), 'true');
  await page.click('#editor-close');
  await page.click('#rules-open');
  await page.waitForSelector('#rules-dialog[open] .example');
  const others = requests.filter((u) => !u.startsWith(url.split('#')[0]) && !u.startsWith('data:'));
  assert.deepEqual(others, [], 'nothing but the file itself was requested');
  assert.ok(requests.length >= 1);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a worker started the standard way works served and inside the single file (Blob URL)', { skip }, async () => {
  // A tiny page with a worker that asks the engine something, in a scratch web/.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-worker-'));
  try {
    fs.mkdirSync(path.join(dir, 'js'));
    fs.mkdirSync(path.join(dir, 'gen'));
    for (const f of ['engine.js', 'package.json', 'gen/hoyito.mjs', 'gen/hoyito.wasm', 'gen/hoyito-single.js']) {
      fs.copyFileSync(path.join(WEB, f), path.join(dir, f));
    }
    fs.writeFileSync(path.join(dir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>w</title><p id="out">waiting</p>\n<script type="module" src="js/main.js"></script>\n');
    fs.writeFileSync(path.join(dir, 'js', 'main.js'), [
      "import { ask } from './ask.js';",
      "const worker = new Worker(new URL('./echo-worker.js', import.meta.url), { type: 'module' });",
      "worker.onmessage = (e) => { document.getElementById('out').textContent = e.data; };",
      "worker.onerror = (e) => { document.getElementById('out').textContent = `error ${e.message}`; };",
      'worker.postMessage(ask);',
    ].join('\n'));
    fs.writeFileSync(path.join(dir, 'js', 'ask.js'), "export const ask = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';\n");
    fs.writeFileSync(path.join(dir, 'js', 'echo-worker.js'), [
      "import { loadEngine } from '../engine.js';",
      'const ready = loadEngine();',
      'self.onmessage = async (e) => {',
      '  const engine = await ready;',
      '  const g = engine.newGame(e.data);',
      '  g.play(3);',
      '  self.postMessage(`${g.position} from ${self.location.protocol}`);',
      '};',
    ].join('\n'));
    const expected = (await referee.call(() => {
      const g = window.referee.engine.newGame('I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0');
      g.play(3);
      return g.position;
    }));
    const { server, url } = await startServer(dir, 0);
    const page = await env.newPage();
    try {
      await page.goto(url);
      await page.waitForFunction(() => document.getElementById('out').textContent !== 'waiting');
      assert.equal(await page.textContent('#out'), `${expected} from http:`, 'served: a module worker');
    } finally {
      server.closeAllConnections(); // the page keeps its connection alive
      await new Promise((r) => server.close(r));
    }
    const out = path.join(dir, 'single.html');
    buildSingle({ web: dir, out });
    const html = fs.readFileSync(out, 'utf8');
    assert.doesNotMatch(html, /type="module"|import\.meta/, 'no module syntax left');
    await page.goto(pathToFileURL(out).href);
    await page.waitForFunction(() => document.getElementById('out').textContent !== 'waiting');
    assert.equal(await page.textContent('#out'), `${expected} from blob:`, 'single file: the same worker from a Blob URL');
    assert.deepEqual(env.errors, []);
    await page.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
