// hostile.test.mjs - every public method of web/engine/engine.js given what C cannot
// take (NUL, huge strings, NaN, ±Infinity, 2**32+1, negatives, wrong types,
// calls in the wrong order or after free()): each is a HoyitoError naming
// the argument, thrown before C sees it, and 10,000 such calls leave the
// wasm heap as it was. Runs on the search build, which is the page's engine
// plus the search (the same src/wasm/wasm_api.c), so the heap can be measured.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadSearchEngine, Searcher } from '../../web/engine/engine-search.js';
import {
  loadEngine,
  Engine,
  Game,
  HoyitoError,
  ERR,
  LEVELS,
  MAX_INPUT,
  MAX_TABLE_BYTES,
} from '../../web/engine/engine.js';
import { root } from './helpers.mjs';

const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
const engine = await loadSearchEngine({ wasmBinary });
const m = engine.m;
const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const HUGE = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0' + ';'.repeat(1 << 20);
const NUMBERS = [NaN, Infinity, -Infinity, 2 ** 32 + 1, -1, -(2 ** 31), 1.5, 1e10, '3', null, true, [], {}, 10n];
const STRINGS = [
  `${START}\0junk`,
  `${START}\0;dir=cw`,
  '\0',
  HUGE,
  'x'.repeat(MAX_INPUT + 1),
  'é'.repeat(MAX_INPUT / 2 + 1),
  42,
  null,
  undefined,
  {},
  ['I'],
  Symbol('s'),
];
const used = () => m._hw_heap_used();

/** Asserts fn throws a HoyitoError; returns it. */
function refused(fn, label) {
  let error = null;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof HoyitoError, `${label}: ${error ? `${error.name}: ${error.message}` : 'no error'}`);
  assert.equal(typeof error.code, 'number', label);
  assert.ok(error.message.length > 0, label);
  return error;
}

/** Every hostile call, once; `label` says which in a failure. */
function hostileCalls() {
  const calls = [];
  const add = (label, fn, names) => calls.push({ label, fn, names });
  for (const s of STRINGS) {
    const shown = typeof s === 'string' ? `${JSON.stringify(s.slice(0, 20))}(${s.length})` : String(typeof s);
    if (s !== undefined) add(`newGame(${shown})`, () => engine.newGame(s), 'position'); // none: a 2x6 game
    add(`describe(${shown})`, () => engine.describe(s), 'position');
    add(`game.load(${shown})`, (g) => g.load(s), 'position');
  }
  for (const x of NUMBERS) {
    const shown = typeof x === 'bigint' ? `${x}n` : (JSON.stringify(x) ?? String(x));
    add(`play(${shown})`, (g) => g.play(x), 'move');
    add(`restart({ n: ${shown} })`, (g) => g.restart({ n: x }), 'n');
    add(`restart({ limit: ${shown} })`, (g) => g.restart({ limit: x }), 'limit');
    add(`startPosition({ n: ${shown} })`, () => engine.startPosition({ n: x }), 'n');
    add(`startPosition({ limit: ${shown} })`, () => engine.startPosition({ limit: x }), 'limit');
    add(`ai(${shown})`, () => engine.ai(x), 'ttBytes');
    if (x !== -1 && x !== -(2 ** 31)) add(`strerror(${shown})`, () => engine.strerror(x), 'code'); // any int32 is a code
    add(`search({ level: ${shown} })`, (g, s) => s.search(g, { level: x }), 'level');
    add(`search({ ms: ${shown} })`, (g, s) => s.search(g, { ms: x }), 'ms');
    add(`search({ depth: ${shown} })`, (g, s) => s.search(g, { depth: x }), 'depth');
    add(`search({ nodes: ${shown} })`, (g, s) => s.search(g, { nodes: x }), 'nodes');
    add(`search({ depth: 1, exactSeeds: ${shown} })`, (g, s) => s.search(g, { depth: 1, exactSeeds: x }), 'exactSeeds');
    add(`search({ level: 1, seed: ${shown} })`, (g, s) => s.search(g, { level: 1, seed: x }), 'seed');
    add(`format({ n: ${shown} })`, () => engine.format({ ...engine.describe(START), n: x }), 'n');
    add(`format({ round: ${shown} })`, () => engine.format({ ...engine.describe(START), round: x }), 'round');
    add(
      `format(S1 = ${shown})`,
      () => engine.format({ ...engine.describe(START), seeds: [x, ...new Array(11).fill(4)] }),
      'S1',
    );
  }
  add('restart({ variant: "IV" })', (g) => g.restart({ variant: 'IV' }), 'variant');
  add('restart({ clockwise: 1 })', (g) => g.restart({ clockwise: 1 }), 'clockwise');
  add('restart({ starts: "-" })', (g) => g.restart({ starts: '-' }), 'starts');
  add('restart({ holes: 6 })', (g) => g.restart({ holes: 6 }), 'holes');
  add('restart(null)', (g) => g.restart(null), 'options');
  add('format(null)', () => engine.format(null), 'fields');
  add('format({ turn: "-" })', () => engine.format({ ...engine.describe(START), turn: '-' }), 'turn');
  add(`ai(${MAX_TABLE_BYTES + 1})`, () => engine.ai(MAX_TABLE_BYTES + 1), 'cap');
  add('ai(1 << 30)', () => engine.ai(1 << 30), 'cap');
  // A search always has a bound.
  add('new Engine({})', () => new Engine({}), 'module');
  add('new Game({})', () => new Game({}), 'engine');
  add('new Searcher(null, 0)', () => new Searcher(null, 0), 'engine');
  add('search({})', (g, s) => s.search(g, {}), 'bound');
  add('search()', (g, s) => s.search(g), 'bound');
  add('search({ level: 0 })', (g, s) => s.search(g, { level: 0 }), 'level');
  add(`search({ level: ${LEVELS + 1} })`, (g, s) => s.search(g, { level: LEVELS + 1 }), 'level');
  add('search({ allMoves: true })', (g, s) => s.search(g, { allMoves: true }), 'bound');
  add('search({ exactSeeds: 8 })', (g, s) => s.search(g, { exactSeeds: 8 }), 'bound');
  add('search({ level: 3, ms: 5 })', (g, s) => s.search(g, { level: 3, ms: 5 }), 'level');
  add('search({ seed: 3, depth: 2 })', (g, s) => s.search(g, { seed: 3, depth: 2 }), 'seed');
  add('search({ deep: 3 })', (g, s) => s.search(g, { deep: 3 }), 'deep');
  add('search(game, null)', (g, s) => s.search(g, null), 'options');
  add('search(not a game)', (g, s) => s.search({ ptr: g.ptr }, { depth: 1 }), 'game');
  add('search(position string)', (g, s) => s.search(START, { depth: 1 }), 'game');
  // Wrong order.
  add('nextGame() before the game is over', (g) => g.nextGame(), 'not over');
  add(
    'play() on a finished game',
    (g) => {
      g.load('I:0,0,0,0,0,0/0,0,0,0,0,0:-:28,20');
      g.play(1);
    },
    'over',
  );
  add(
    'search() a finished game',
    (g, s) => {
      g.load('I:0,0,0,0,0,0/0,0,0,0,0,0:-:28,20');
      s.search(g, { depth: 2 });
    },
    'over',
  );
  add('play(9) on 2x6', (g) => g.play(9), 'hole');
  return calls;
}

/** Every method of a freed game or searcher. */
function afterFree(game, searcher, other) {
  return [
    ['game.snapshot()', () => game.snapshot()],
    ['game.position', () => game.position],
    ['game.play(1)', () => game.play(1)],
    ['game.undo()', () => game.undo()],
    ['game.redo()', () => game.redo()],
    ['game.nextGame()', () => game.nextGame()],
    ['game.load(START)', () => game.load(START)],
    ['game.restart()', () => game.restart()],
    ['searcher.search(freed game)', () => other.search(game, { depth: 1 })],
    ['searcher.clear()', () => searcher.clear()],
    ['searcher.search()', () => searcher.search(engine.newGame(), { depth: 1 })],
  ];
}

test('every public method refuses hostile input with a HoyitoError naming it', () => {
  const game = engine.newGame();
  const searcher = engine.ai(1 << 16);
  for (const { label, fn, names } of hostileCalls()) {
    game.restart();
    const e = refused(() => fn(game, searcher), label);
    if (!['not over', 'over', 'hole', 'bound', 'cap'].includes(names)) {
      assert.ok(e.message.includes(names), `${label}: "${e.message}" does not name ${names}`);
    }
  }
  // The wrong-order errors are the engine's own codes.
  game.restart();
  assert.equal(refused(() => game.nextGame(), 'nextGame').code, ERR.NOT_OVER);
  assert.equal(refused(() => game.play(2 ** 32 + 1), 'play').code, ERR.MOVE_RANGE);
  assert.match(refused(() => engine.ai(1 << 30), 'ai').message, /cap of 256 MB/);
  assert.match(refused(() => searcher.search(game, {}), 'search').message, /no bound/);
  // validate() answers instead of throwing, and names the problem.
  for (const s of STRINGS) {
    const verdict = engine.validate(s);
    assert.equal(verdict.ok, false, String(typeof s === 'string' ? s.slice(0, 40) : typeof s));
    assert.equal(typeof verdict.code, 'number');
  }
  assert.equal(engine.validate(`${START}\0junk`).code, ERR.SYNTAX);
  assert.equal(engine.validate(HUGE).code, ERR.TOO_LONG);
  // The game was never harmed: what C got was only ever valid.
  game.restart();
  assert.equal(game.position, START);
  searcher.free();
  game.free();
});

test('loadEngine refuses what is not a module factory', async () => {
  for (const factory of [null, 42, 'createHoyito', {}]) {
    await assert.rejects(loadEngine({ factory }), (e) => e instanceof HoyitoError && /factory/.test(e.message));
  }
});

test('a freed game or searcher throws on any use; free() twice is harmless', () => {
  const game = engine.newGame();
  const searcher = engine.ai(1 << 16);
  const other = engine.ai(0);
  game.free();
  searcher.free();
  game.free();
  searcher.free();
  for (const [label, fn] of afterFree(game, searcher, other)) {
    assert.match(refused(fn, label).message, /used after free\(\)/, label);
  }
  other.free();
});

test('a search with a level or a bound answers; the cap itself is accepted', () => {
  const game = engine.newGame();
  const searcher = engine.ai(1 << 16);
  assert.ok(game.snapshot().legal.includes(searcher.search(game, { level: 1, seed: 2 ** 32 - 1 }).move));
  assert.ok(searcher.search(game, { nodes: 500 }).nodes >= 1);
  assert.equal(searcher.search(game, { depth: 2, allMoves: true }).moves.length, 6);
  // A time-bound search of a board it cannot solve comes back (or the test times out) with a move.
  const big = engine.newGame('II:4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4:S:0,0');
  const timed = searcher.search(big, { ms: 50 });
  assert.ok(big.snapshot().legal.includes(timed.move), `a 50 ms search played ${timed.move}`);
  assert.ok(timed.nodes >= 1);
  big.free();
  searcher.free();
  game.free();
});

test('10,000 hostile calls leave the wasm heap as it was', () => {
  const game = engine.newGame();
  const searcher = engine.ai(1 << 16);
  const calls = hostileCalls();
  // Warm up: the first calls may allocate what stays (Emscripten's own buffers).
  for (const { fn } of calls) {
    try {
      game.restart();
      fn(game, searcher);
    } catch {}
  }
  const heapBefore = used();
  const memoryBefore = m.HEAPU8.length;
  let count = 0;
  while (count < 10000) {
    for (const { fn } of calls) {
      try {
        game.restart();
        fn(game, searcher);
      } catch (e) {
        if (!(e instanceof HoyitoError)) throw e;
      }
      if (++count === 10000) break;
    }
  }
  assert.equal(used(), heapBefore, 'heap bytes in use');
  assert.equal(m.HEAPU8.length, memoryBefore, 'wasm memory size');
  searcher.free();
  game.free();
});

// A timeout only to fail, not hang, should a collection never report its sentinel.
test('games dropped without free() are reclaimed; a live game costs what it holds', { timeout: 60000 }, async () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  // One full collection and its clean-ups: a sentinel of our own, dropped, is
  // reported reclaimed, then one more turn of the event loop for the engine's
  // registry (its clean-up task queued by the same collection).
  const sentinels = new FinalizationRegistry((done) => done());
  const plant = (done) => sentinels.register({}, done); // in a frame of its own: no register of ours holds it
  const collect = () =>
    new Promise((done) => {
      plant(done);
      gc();
    }).then(() => new Promise(setImmediate));
  // What earlier tests dropped: collected until a collection gives nothing back.
  let base = used();
  for (let i = 0; i < 20; i++) {
    await collect();
    if (used() === base) break;
    base = used();
  }
  let games = Array.from({ length: 100 }, () => engine.newGame(START));
  const perGame = (used() - base) / games.length;
  console.log(`wasm heap per live game: ${Math.round(perGame)} bytes`);
  assert.ok(perGame < 40000, `${perGame} bytes a game`);
  games.forEach((g) => g.play(3)); // events allocated too
  games = null;
  for (let i = 0; i < 20 && used() > base; i++) await collect();
  assert.equal(used(), base, 'the dropped games were given back');
});
