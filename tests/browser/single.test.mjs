// The single-file build (dist/hoyito.html, tools/build/build.mjs) opened
// from disk as a double-click would (file://): it must play with nothing but
// itself, no request to any other file or server. And the way a worker gets
// into that file: a page that starts one the standard way must work served
// and as a single file, and the computer opponent's own worker (web/engine/ai.js,
// ai-worker.js and the search engine's classic twin) must answer from file://.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, WEB, launch, openReferee, readBoard, waitIdle, prng, missingPrerequisites } from './harness.mjs';
import { buildSingle } from '../../tools/build/build.mjs';
import { startServer } from '../../tools/dev/serve.mjs';

const missing = missingPrerequisites();
if (!fs.existsSync(path.join(WEB, 'engine', 'gen', 'hoyito-ai.wasm')))
  missing.push('web/engine/gen/hoyito-ai.wasm (run tools/build/build-wasm.sh)');
const skip = missing.length ? `missing ${missing.join(', ')}` : false;
const SINGLE = path.join(ROOT, 'dist', 'hoyito.html');

let env;
let referee;
before(async () => {
  if (skip) return;
  await buildSingle({ web: WEB, out: SINGLE }); // from the sources as they are now, as tools/build/build.mjs does
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
  // blob: is a worker the file started from its own text (the computer opponent's).
  const others = requests.filter((u) => !u.startsWith(url.split('#')[0]) && !/^(?:data|blob):/.test(u));
  assert.deepEqual(others, [], 'nothing but the file itself was requested');
  assert.ok(requests.length >= 1);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('dist/hoyito.html: the computer answers a move from file://', { skip }, async () => {
  const page = await env.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  const start = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  const file = pathToFileURL(SINGLE).href;
  // A link to a game against the computer, which plays North.
  await page.goto(`${file}#pos=${start}&ai-level=1&ai-side=N`);
  await waitIdle(page);
  await referee.start(start);
  const { legal } = await readBoard(page);
  assert.ok(legal.length > 0 && legal.every((h) => h.startsWith('S')), `South to play: ${legal}`);
  await page.click(`[data-hole="${legal[0]}"]`);
  await page.waitForFunction(() => /[#&]moves=\d+\.\d+/.test(location.hash), null, { timeout: 30000 });
  await waitIdle(page);
  const moves = /[#&]moves=([\d.]+)/.exec(new URL(page.url()).hash)[1].split('.').map(Number);
  assert.equal(moves[0], Number(legal[0].slice(1)), 'our move first');
  for (const m of moves) await referee.play(m); // an illegal computer move would throw here
  assert.equal(
    (await readBoard(page)).position,
    (await referee.snapshot()).position,
    "the board after the computer's answer",
  );
  const others = requests.filter((u) => !u.startsWith(file) && !/^(?:data|blob):/.test(u));
  assert.deepEqual(others, [], 'nothing but the file and its Blob worker');
  assert.ok(
    requests.some((u) => u.startsWith('blob:')),
    'the search ran in a worker',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

/** Every module of web/engine/ (the scratch pages below bundle the real ones, whatever they import). */
const engineModules = () =>
  fs
    .readdirSync(path.join(WEB, 'engine'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `engine/${f}`);

test('a worker started the standard way works served and inside the single file (Blob URL)', { skip }, async () => {
  // A tiny page with a worker that asks the engine something, in a scratch web/.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-worker-'));
  try {
    fs.mkdirSync(path.join(dir, 'js'));
    fs.mkdirSync(path.join(dir, 'engine', 'gen'), { recursive: true });
    for (const f of [...engineModules(), 'package.json', 'engine/gen/abi.js', 'engine/gen/hoyito.wasm']) {
      fs.copyFileSync(path.join(WEB, f), path.join(dir, f));
    }
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>w</title><p id="out">waiting</p>\n<script type="module" src="js/main.js"></script>\n',
    );
    fs.writeFileSync(
      path.join(dir, 'js', 'main.js'),
      [
        "import { ask } from './ask.js';",
        "const worker = new Worker(new URL('./echo-worker.js', import.meta.url), { type: 'module' });",
        "worker.onmessage = (e) => { document.getElementById('out').textContent = e.data; };",
        "worker.onerror = (e) => { document.getElementById('out').textContent = `error ${e.message}`; };",
        'worker.postMessage(ask);',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'js', 'ask.js'), "export const ask = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';\n");
    fs.writeFileSync(
      path.join(dir, 'js', 'echo-worker.js'),
      [
        "import { loadEngine } from '../engine/engine.js';",
        'const ready = loadEngine();',
        'self.onmessage = async (e) => {',
        '  const engine = await ready;',
        '  const g = engine.newGame(e.data);',
        '  g.play(3);',
        '  self.postMessage(`${g.position} from ${self.location.protocol}`);',
        '};',
      ].join('\n'),
    );
    const expected = await referee.call(() => {
      const g = window.referee.engine.newGame('I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0');
      g.play(3);
      return g.position;
    });
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
    await buildSingle({ web: dir, out });
    const html = fs.readFileSync(out, 'utf8');
    assert.doesNotMatch(html, /type="module"|import\.meta/, 'no module syntax left');
    await page.goto(pathToFileURL(out).href);
    await page.waitForFunction(() => document.getElementById('out').textContent !== 'waiting');
    assert.equal(
      await page.textContent('#out'),
      `${expected} from blob:`,
      'single file: the same worker from a Blob URL',
    );
    assert.deepEqual(env.errors, []);
    await page.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the computer opponent answers a legal move from file:// (its worker from a Blob URL)', { skip }, async () => {
  // A page that uses the page's engine and the real AiClient, bundled from a
  // scratch web/ with the real ai.js, ai-worker.js, engine.js and engines.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-ai-single-'));
  try {
    fs.mkdirSync(path.join(dir, 'js'));
    fs.mkdirSync(path.join(dir, 'engine', 'gen'), { recursive: true });
    for (const f of [
      ...engineModules(),
      'package.json',
      'engine/gen/abi.js',
      'engine/gen/hoyito.wasm',
      'engine/gen/hoyito-ai.wasm',
    ]) {
      fs.copyFileSync(path.join(WEB, f), path.join(dir, f));
    }
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>ai</title>\n<script type="module" src="js/main.js"></script>\n',
    );
    // The hook a test needs: the bundle's modules are not reachable from outside.
    fs.writeFileSync(
      path.join(dir, 'js', 'main.js'),
      [
        "import { loadEngine } from '../engine/engine.js';",
        "import { AiClient } from '../engine/ai.js';",
        'window.hoyitoTest = { loadEngine, AiClient };',
      ].join('\n'),
    );
    const out = path.join(dir, 'single.html');
    await buildSingle({ web: dir, out });
    const html = fs.readFileSync(out, 'utf8');
    // Each engine once in the file (its .wasm as base64, in a data: URL), though
    // page and worker both import engine.js: the worker's bundle leaves the
    // page's engine out, the page's leaves the search out.
    for (const f of ['engine/gen/hoyito.wasm', 'engine/gen/hoyito-ai.wasm']) {
      const base64 = fs.readFileSync(path.join(WEB, f)).toString('base64');
      assert.equal(
        html.split(`data:application/wasm;base64,${base64}`).length - 1,
        1,
        `${f} is in the single file once`,
      );
    }
    assert.doesNotMatch(html, /type="module"|import\.meta/, 'no module syntax left');

    const page = await env.newPage();
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    const url = pathToFileURL(out).href;
    await page.goto(url);
    await page.waitForFunction(() => window.hoyitoTest);
    const answer = await page.evaluate(async () => {
      const { loadEngine, AiClient } = window.hoyitoTest;
      const engine = await loadEngine();
      const start = engine.startPosition({ variant: 'III' });
      const game = engine.newGame(start);
      game.play(2);
      const legal = game.snapshot().legal;
      game.free();
      const ai = new AiClient({ ttBytes: 1 << 20 });
      const first = await ai.search(start, [2], { depth: 5 });
      // A cancel ends that worker; the next request starts a new one from the same Blob.
      const long = ai.search(engine.startPosition({ variant: 'II', n: 12 }), [], { ms: 60000 }).then(
        () => 'answered',
        (e) => e.name,
      );
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); // two frames: under way
      ai.cancel();
      const cancelled = await long;
      const again = await ai.search(start, [2], { depth: 3 });
      // The worker's engine knows the levels: it plays the top one and refuses one past it.
      const master = await ai.search(start, [2], { level: 7, seed: 1 });
      const past = await ai.search(start, [2], { level: 8, seed: 1 }).then(
        () => 'answered',
        (e) => e.name,
      );
      ai.dispose();
      return { legal, first: first.move, depth: first.depth, cancelled, again: again.move, master: master.move, past };
    });
    assert.ok(answer.legal.includes(answer.first), `computer move ${answer.first} not in ${answer.legal}`);
    assert.equal(answer.depth, 5);
    assert.equal(answer.cancelled, 'AiCancelled');
    assert.ok(answer.legal.includes(answer.again), `after a cancel: ${answer.again} not in ${answer.legal}`);
    assert.ok(answer.legal.includes(answer.master), `at the top level: ${answer.master} not in ${answer.legal}`);
    assert.equal(answer.past, 'AiError', 'the search engine has seven levels');
    const others = requests.filter((u) => !u.startsWith(url) && !u.startsWith('blob:') && !u.startsWith('data:'));
    assert.deepEqual(others, [], 'nothing but the file (and its Blob worker) was requested');
    assert.deepEqual(env.errors, []);
    await page.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
