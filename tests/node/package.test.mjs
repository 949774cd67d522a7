// package.test.mjs - the npm package as another program gets it: packed
// (tools/build/pack.mjs, npm pack), installed offline into an empty project in a
// temporary folder, then used from there: a Node program plays and searches,
// a TypeScript program type-checks against its declarations (generated from
// the engine's JSDoc by pack.mjs), and a page bundled by esbuild from the
// installed package shows <hoyito-board> in Chromium and plays a move
// clicked on the board. A Node program proves the Hoyito I start's value and
// every move's with the package's prover (Prover.solve), held to the native
// CLI's `hoyito solve`. Also: one version for the
// C library (CMakeLists.txt), the project (package.json) and the package.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { pack } from '../../tools/build/pack.mjs';
import { startServer } from '../../tools/dev/serve.mjs';
import { loadTestEngine, marginsByMove } from './helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const CLI = process.env.HOYITO_CLI || path.join(ROOT, 'build/hoyito');
const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const AFTER_S3 = 'I:6,6,2,7,1,6/1,6,6,6,0,1:N:0,0:quiet=1'; // RULES.md R4-R7: S3's relay sowing, as the CLI plays it

let work; // the temporary folder: the tarball and the scratch project
let scratch; // the project that installed the package
let packed; // what tools/build/pack.mjs reports

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-package-'));
  packed = await pack({ dir: path.join(work, 'npm') });
  scratch = path.join(work, 'scratch');
  fs.mkdirSync(scratch);
  fs.writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
  );
  // No registry: the tarball has no dependencies, so nothing is fetched.
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', packed.tarball], {
    cwd: scratch,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_cache: path.join(work, 'npm-cache') },
  });
});

after(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Writes `text` to the scratch project's `name`; returns its path. */
function scratchFile(name, text) {
  const file = path.join(scratch, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

test('one version: CMakeLists.txt project(), package.json and the packed package agree', () => {
  const cmake = fs
    .readFileSync(path.join(ROOT, 'CMakeLists.txt'), 'utf8')
    .match(/project\(hoyito VERSION (\d+\.\d+\.\d+)/);
  assert.ok(cmake, 'CMakeLists.txt: project(hoyito VERSION x.y.z)');
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  assert.equal(root.version, cmake[1], 'package.json version = the C library version');
  const installed = JSON.parse(fs.readFileSync(path.join(scratch, 'node_modules/hoyito/package.json'), 'utf8'));
  assert.equal(installed.version, cmake[1]);
  assert.equal(installed.license, 'MIT');
  assert.equal(root.license, 'MIT');
  assert.equal(installed.dependencies, undefined, 'no runtime dependencies');
});

test('the tarball: the package files only, no test, source map or tool, and small', () => {
  console.log(
    `# npm pack: ${path.basename(packed.tarball)} ${packed.size} bytes, ${packed.unpacked} unpacked, ${packed.files.length} files`,
  );
  assert.deepEqual(packed.files, [
    'CHANGELOG.md',
    'LICENSE',
    'README.md',
    'board.d.ts',
    'board.js',
    'engine-check.d.ts',
    'engine-check.js',
    'engine-prove.d.ts',
    'engine-prove.js',
    'engine-records.d.ts',
    'engine-records.js',
    'engine-search.d.ts',
    'engine-search.js',
    'engine-tables.d.ts',
    'engine-tables.js',
    'engine-wasm.d.ts',
    'engine-wasm.js',
    'engine.d.ts',
    'engine.js',
    'gen/abi.d.ts',
    'gen/abi.js',
    'gen/hoyito-ai.wasm',
    'gen/hoyito-records.wasm',
    'gen/hoyito.wasm',
    'index.d.ts',
    'index.js',
    'package.json',
    'tables-reach.d.ts',
    'tables-reach.js',
  ]);
  assert.ok(!packed.files.some((f) => /\.map$|test|tools?\//.test(f)));
  // The bound: 2026-12-02 it was 205 KB (board.js carries the board's code,
  // style, words and the three engines); a doubling means something came in by mistake.
  assert.ok(packed.size < 400 * 1024, `tarball ${packed.size} bytes`);
  const license = fs.readFileSync(path.join(scratch, 'node_modules/hoyito/LICENSE'), 'utf8');
  assert.match(license, /^MIT License\n\nCopyright \(c\) 2026 The Hoyito authors/);
});

test('a Node program plays a game through the installed engine and asks the search for moves', () => {
  const program = scratchFile(
    'play.mjs',
    `
    import { loadEngine, loadSearchEngine, loadRecordsEngine, HoyitoError, LEVELS } from 'hoyito';
    const rules = await loadEngine();
    const first = rules.newGame();
    const events = first.play(3);
    let refused = null;
    try { first.play(5); } catch (e) { refused = e instanceof HoyitoError ? e.codeName : String(e); }
    const engine = await loadSearchEngine();
    const game = engine.newGame();
    game.play(3);
    const searcher = engine.ai(1 << 20);
    const legal = game.snapshot().legal;
    const best = searcher.search(game, { level: LEVELS, seed: 1 });
    let plies = 1;
    while (!game.snapshot().over && plies < 2000) {
      game.play(searcher.search(game, { depth: 3 }).move);
      plies++;
    }
    const end = game.snapshot();
    const records = await loadRecordsEngine();
    const text = records.writeRecord({ start: rules.startPosition(), moves: end.moves.slice(0, end.ply) });
    console.log(JSON.stringify({
      position: first.position, drops: events.filter((e) => e.type === 'drop').length, refused,
      legal, best: best.move, levelName: engine.levelNames[LEVELS - 1],
      over: end.over, result: end.result, plies, final: end.position, replayed: records.readRecord(text).position,
    }));
  `,
  );
  const out = JSON.parse(execFileSync(process.execPath, [program], { cwd: scratch, encoding: 'utf8' }));
  assert.equal(out.position, AFTER_S3);
  assert.equal(out.refused, 'MOVE_EMPTY', 'N5 is empty after S3: the engine refuses it');
  assert.ok(out.drops > 4, 'S3 relays: more drops than its four seeds');
  assert.ok(out.legal.includes(out.best), `the search's move ${out.best} is legal (${out.legal})`);
  assert.equal(out.levelName, 'Master');
  assert.equal(out.over, true, `the game ended (${out.plies} plies)`);
  assert.ok(['S', 'N', 'D'].includes(out.result));
  assert.equal(out.replayed, out.final, 'the game record plays back to the same position');
});

/** `hoyito solve POS`'s proven value (the native CLI, with the tables of `hoyito tables build` in dir). */
function cliValue(position, dir) {
  const out = execFileSync(CLI, ['solve', position, '--tables', dir, '--ms', '120000', '--tt', '64'], {
    encoding: 'utf8',
  });
  const value = /^value ([+-]?\d+) for /m.exec(out);
  assert.ok(value, `hoyito solve ${position} proves a value:\n${out}`);
  return Number(value[1]);
}

test("a Node program proves a position's value and every move's with the installed prover, as hoyito solve does", async (t) => {
  const program = scratchFile(
    'prove.mjs',
    `
    import { loadSearchEngine, Prover, Endgames, MAX_PROVE_NODES } from 'hoyito';
    const engine = await loadSearchEngine();
    const endgames = new Endgames(engine);
    const prover = new Prover(engine);
    const start = engine.startPosition({ variant: 'I' });
    const proof = prover.solve(endgames, start);
    // A fresh prover (no bounds kept from the proof above) with a budget too small.
    const small = new Prover(engine);
    const game = engine.newGame(start);
    const bounds = small.solve(endgames, game, 2000);
    game.free();
    const refused = (position, nodes) => {
      try {
        prover.solve(endgames, position, nodes);
        return null;
      } catch (e) {
        return { code: e.codeName, message: e.message };
      }
    };
    const errors = {
      parse: refused('I:4,4,4/4,4:S:0,0'),
      notPosition: refused(42),
      wide: refused(engine.startPosition({ variant: 'I', n: 7 })),
      over: refused('I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24'),
      limit: refused(start + ':limit=150'),
      zero: refused(start, 0),
      many: refused(start, MAX_PROVE_NODES + 1),
      half: refused(start, 1.5),
    };
    small.free(); prover.free(); endgames.free();
    console.log(JSON.stringify({ start, proof, bounds, errors }));
  `,
  );
  const out = JSON.parse(execFileSync(process.execPath, [program], { cwd: scratch, encoding: 'utf8' }));
  const { start, proof, bounds, errors } = out;
  assert.equal(start, START);

  // The Hoyito I start: -8 for South, proven.
  assert.equal(proof.value, -8);
  assert.equal(proof.lo, -8);
  assert.equal(proof.hi, -8);
  const dir = fs.mkdtempSync(path.join(work, 'tables-'));
  execFileSync(CLI, ['tables', 'build', '--variant', 'I', '--out', dir], { encoding: 'utf8' });
  assert.equal(proof.value, cliValue(start, dir), "hoyito solve's value of the start");
  // Each move's value: its captures and hoyito solve's value of the position it leaves (no captures before it).
  const engine = await loadTestEngine();
  const expected = marginsByMove(engine, start, (p) => cliValue(p, dir));
  assert.deepEqual(Object.keys(expected).map(Number), [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(
    proof.moves.map((m) => m.hole),
    [1, 2, 3, 4, 5, 6],
    'every legal move',
  );
  for (const m of proof.moves) {
    assert.equal(m.value, expected[m.hole], `move ${m.hole}: hoyito solve's value after it, turned to the mover`);
    assert.equal(m.lo, m.value);
    assert.equal(m.hi, m.value);
  }
  assert.equal(proof.value, Math.max(...proof.moves.map((m) => m.value)), "the value is the best move's");
  assert.ok(proof.nodes > 0 && proof.nodes <= 4000000, `${proof.nodes} positions within the default budget`);

  // Too small a budget: no value, but bounds that hold the true ones.
  assert.equal(bounds.value, null, `2000 positions do not prove the start (${bounds.lo}..${bounds.hi})`);
  assert.ok(bounds.nodes <= 2000, `${bounds.nodes} positions within the budget`);
  assert.ok(bounds.lo < bounds.hi && bounds.lo <= -8 && -8 <= bounds.hi, `${bounds.lo} <= -8 <= ${bounds.hi}`);
  for (const m of bounds.moves) {
    const v = expected[m.hole];
    assert.ok(m.lo <= v && v <= m.hi, `move ${m.hole}: ${m.lo} <= ${v} <= ${m.hi}`);
    assert.equal(m.value, m.lo === m.hi ? m.lo : null);
  }

  // Wrong calls: a HoyitoError naming what is wrong.
  assert.deepEqual(errors.parse, { code: 'ROW_MISMATCH', message: 'north row has 2 holes, south has 3' });
  assert.equal(errors.notPosition.code, 'ARGUMENT');
  assert.match(errors.notPosition.message, /^position: 42 is neither a position string nor a game/);
  assert.equal(errors.wide.code, 'PROVE_BOARD');
  assert.match(errors.wide.message, /^position: a 2x7 board; the prover proves 2x6 boards only/);
  assert.equal(errors.over.code, 'GAME_OVER');
  assert.match(errors.over.message, /^position: the game is over/);
  assert.equal(errors.limit.code, 'PROVE_TABLES');
  assert.match(errors.limit.message, /^position: a no-capture limit of 150; .* go to 100/);
  for (const [key, nodes] of [
    ['zero', '0'],
    ['many', '100000001'],
    ['half', '1.5'],
  ]) {
    assert.equal(errors[key].code, 'ARGUMENT');
    assert.equal(errors[key].message, `nodes: ${nodes} is not a whole number of 1..100000000`);
  }
  t.diagnostic(`the start proven in ${proof.nodes} positions, depth ${proof.depth}`);
});

test('a TypeScript program type-checks against the declarations (tsc --noEmit), and a wrong one does not', () => {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const config = (file) =>
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: [],
        skipLibCheck: false,
      },
      files: [file],
    });
  scratchFile(
    'consumer.ts',
    `
    import {
      loadEngine, loadSearchEngine, loadRecordsEngine, Engine, Game, SearchEngine, Searcher, RecordsEngine,
      HoyitoError, ERR, LEVELS, DEFAULT_TABLE_BYTES, MAX_TABLE_BYTES, MAX_INPUT, MIN_N, MAX_N, DEFAULT_LIMIT,
      MAX_LIMIT, MAX_RECORD, RECORD_TAGS, Prover, Endgames, EndgameTables, PROVE_NODES, PROVE_BYTES,
      MAX_PROVE_NODES, MAX_PROVE_BYTES, TABLES_MAX_LIMIT,
      type Snapshot, type MoveEvent, type SearchResult, type GameRecord, type Validation, type ErrorName,
      type PositionFields, type Side, type Proof, type ProvenMove, type TablesAnswer,
    } from 'hoyito';
    import 'hoyito/board';
    import type { HoyitoBoardElement, HoyitoBoardMoveDetail, HoyitoBoardReadyDetail, HoyitoBoardGameOverDetail } from 'hoyito/board';

    const engine: Engine = await loadEngine();
    const game: Game = engine.newGame(engine.startPosition({ variant: 'II', n: 7, starts: 'N' }));
    const events: MoveEvent[] = game.play(game.snapshot().legal[0]);
    for (const e of events) if (e.type === 'capture') { const seeds: number = e.count; void seeds; }
    const snap: Snapshot = game.snapshot();
    const turn: Side | null = snap.turn;
    const ok: Validation = engine.validate(snap.position);
    if (!ok.ok) { const why: string = ok.message; void why; }
    const fields: PositionFields = engine.describe(snap.position);
    const again: string = engine.format(fields);
    const undone: boolean = game.undo();
    const redone: MoveEvent[] | null = game.redo();
    try { game.play(MAX_N + 1); } catch (e) {
      if (e instanceof HoyitoError) { const name: ErrorName | null = e.codeName; const code: number = e.code; void name; void code; }
    }
    game.free();
    const search: SearchEngine = await loadSearchEngine();
    const ai: Searcher = search.ai(DEFAULT_TABLE_BYTES);
    const g2 = search.newGame();
    const r1: SearchResult = ai.search(g2, { level: LEVELS, seed: 7 });
    const r2: SearchResult = ai.search(g2, { ms: 50, depth: 6, nodes: 1000, exactSeeds: 8, allMoves: true });
    const best: number = r1.move + r2.moves[0].hole + r2.pv.length;
    const names: string[] = search.levelNames;
    ai.clear(); ai.free();
    const endgames = new Endgames(search);
    const prover = new Prover(search, PROVE_BYTES);
    const proof: Proof = prover.solve(endgames, g2, PROVE_NODES);
    const value: number | null = proof.value;
    const moveValues: ProvenMove[] = prover.solve(endgames, search.startPosition(), MAX_PROVE_NODES).moves;
    const bounds: [number, number, number | null] = [proof.lo, proof.hi, moveValues[0].value];
    const tables: EndgameTables = endgames.tables;
    const exact: TablesAnswer | null = tables.probe(g2);
    const caps: number[] = [MAX_PROVE_BYTES, TABLES_MAX_LIMIT, tables.bytes];
    prover.free(); endgames.free();
    const records: RecordsEngine = await loadRecordsEngine({ wasmBinary: new Uint8Array(0) });
    const text: string = records.writeRecord({ start: engine.startPosition(), moves: [3], tags: { event: 'Club' } });
    const read: GameRecord = records.readRecord(text);
    const south: string = read.tags.south;
    const limits: number[] = [MAX_TABLE_BYTES, MAX_INPUT, MIN_N, DEFAULT_LIMIT, MAX_LIMIT, MAX_RECORD, ERR.MOVE_EMPTY, RECORD_TAGS.length];

    const board: HoyitoBoardElement = document.createElement('hoyito-board');
    board.setAttribute('mode', 'play');
    board.addEventListener('move', (e) => { const d: HoyitoBoardMoveDetail = e.detail; const p: string = d.position; void p; });
    board.addEventListener('ready', (e) => { const d: HoyitoBoardReadyDetail = e.detail; void d.error; });
    board.addEventListener('gameover', (e) => { const d: HoyitoBoardGameOverDetail = e.detail; const s: number = d.score[0]; void s; });
    void [turn, again, undone, redone, best, names, south, limits, value, bounds, exact, caps];
  `,
  );
  scratchFile('tsconfig.json', config('consumer.ts'));
  const good = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: scratch, encoding: 'utf8' });
  assert.equal(good.status, 0, `tsc on consumer.ts:\n${good.stdout}${good.stderr}`);

  // The declarations are what tsc checks against: a misuse is an error.
  scratchFile(
    'wrong.ts',
    `
    import { loadEngine, loadSearchEngine, Prover, Endgames } from 'hoyito';
    const engine = await loadEngine();
    const position: number = engine.newGame().position;
    engine.newGame().play('S3');
    const search = await loadSearchEngine();
    new Prover(search).solve(new Endgames(search), 3);
    document.createElement('hoyito-board').addEventListener('move', (e) => { const n: number = e.detail.position; void n; });
    void position;
  `,
  );
  scratchFile('tsconfig.wrong.json', config('wrong.ts'));
  const bad = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.wrong.json'], { cwd: scratch, encoding: 'utf8' });
  assert.notEqual(bad.status, 0);
  const errors = (bad.stdout.match(/error TS\d+/g) || []).length;
  assert.equal(errors, 4, `four type errors in wrong.ts:\n${bad.stdout}`);
  assert.match(
    bad.stdout,
    /wrong\.ts\(\d+,\d+\): error TS2345: Argument of type 'number' is not assignable to parameter of type 'string \| Game'/,
  );
});

/** The scratch site: page.js bundled by esbuild from the installed package, and `html` as its index.html. */
async function bundledSite(html) {
  const site = path.join(scratch, 'site');
  fs.rmSync(site, { recursive: true, force: true });
  scratchFile(
    'page.js',
    `
    import 'hoyito/board';
    const log = (window.hoyitoEvents = []);
    for (const type of ['ready', 'move', 'gameover']) {
      document.addEventListener(type, (e) => log.push({ type, detail: e.detail }));
    }
  `,
  );
  await esbuild.build({
    entryPoints: [path.join(scratch, 'page.js')],
    bundle: true,
    format: 'esm',
    outfile: path.join(site, 'page.js'),
    absWorkingDir: scratch,
    logLevel: 'silent',
  });
  fs.writeFileSync(
    path.join(site, 'index.html'),
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>A site</title><link rel="icon" href="data:,">
    <script type="module" src="page.js"></script></head><body><h1>My site</h1>${html}</body></html>`,
  );
  return site;
}

/**
 * Serves `site` (and `fallback` folders behind it) and opens it in Chromium;
 * runs check(page, problems, elsewhere): console errors, failed requests and
 * requests that left the server, which the check asserts on.
 */
async function inChromium(site, check, fallback = []) {
  const { server, url } = await startServer(site, 0, { fallback });
  const profile = fs.mkdtempSync(path.join(work, 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 900, height: 800 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await context.newPage();
    const problems = [];
    const elsewhere = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(url) && !/^(data|blob):/.test(r.url())) elsewhere.push(r.url());
    });
    await page.goto(url);
    await page.waitForFunction(() => window.hoyitoEvents?.some((e) => e.type === 'ready'), null, { timeout: 30000 });
    await check(page, problems, elsewhere);
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

test('a page bundled by esbuild from the installed package shows <hoyito-board> in Chromium, plays a clicked move and the computer answers', async () => {
  const site = await bundledSite(
    '<hoyito-board mode="play" ai-level="1" ai-side="N" speed="instant" style="width: 700px"></hoyito-board>',
  );
  assert.deepEqual(
    fs.readdirSync(site).sort(),
    ['index.html', 'page.js'],
    'the page is its bundle: no other file served',
  );
  await inChromium(site, async (page, problems, elsewhere) => {
    const board = page.locator('hoyito-board svg#board');
    assert.equal(await board.getAttribute('data-position'), START);
    assert.equal(await page.locator('hoyito-board iframe').count(), 0, 'mounted in the page, not framed');
    const box = await page.locator('hoyito-board').boundingBox();
    assert.ok(box.width === 700 && box.height > 300, `the element has the board's size (${box.width}x${box.height})`);
    await page.locator('hoyito-board [data-hole="S3"]').click();
    // The computer (level 1, North; its search runs in a worker) answers.
    await page.waitForFunction(() => window.hoyitoEvents.filter((e) => e.type === 'move').length === 2, null, {
      timeout: 30000,
    });
    const [mine, answer] = await page.evaluate(() =>
      window.hoyitoEvents.filter((e) => e.type === 'move').map((e) => e.detail),
    );
    assert.deepEqual({ ...mine }, { player: 'S', move: 3, position: AFTER_S3, ply: 1, moves: [3] });
    assert.equal(answer.player, 'N');
    assert.deepEqual(answer.moves, [3, answer.move]);
    await page.waitForFunction(
      () => document.querySelector('hoyito-board').shadowRoot.querySelector('#board').dataset.busy === 'false',
    );
    assert.equal(
      await board.getAttribute('data-position'),
      answer.position,
      "the board shows the position after the computer's move",
    );
    assert.equal(
      await page.evaluate(() => window.hoyitoEvents.filter((e) => e.type === 'ready').length),
      1,
      'one ready',
    );
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de', "the host's <html lang> is its own");
    assert.deepEqual(problems, []);
    assert.deepEqual(elsewhere, [], 'nothing fetched from anywhere else');
  });
});

test('the package\'s <hoyito-board src=".../embed.html"> frames a hosted Hoyito (dist/web) instead', async () => {
  const hosted = path.join(ROOT, 'dist', 'web');
  assert.ok(
    fs.existsSync(path.join(hosted, 'embed.html')),
    'dist/web/embed.html: run tools/build/build-wasm.sh (it builds the site)',
  );
  const position = 'II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  const site = await bundledSite(`<hoyito-board src="embed.html" mode="view" position="${position}"></hoyito-board>`);
  await inChromium(
    site,
    async (page, problems, elsewhere) => {
      const ready = await page.evaluate(() => window.hoyitoEvents.find((e) => e.type === 'ready').detail);
      assert.equal(ready.position, position);
      const frame = await (await page.$('hoyito-board iframe')).contentFrame();
      assert.equal(await frame.locator('svg#board').getAttribute('data-position'), position);
      assert.match(frame.url(), /\/embed\.html#pos=II/);
      assert.deepEqual(problems, []);
      assert.deepEqual(elsewhere, []);
    },
    [hosted],
  );
});
