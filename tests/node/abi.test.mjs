// abi.test.mjs - the declared boundary between C and JS. web/engine/gen/abi.js is
// generated from the headers by tools/build/gen-abi.c; these tests fail when the
// C side changed and abi.js was not generated again, when a wasm build and
// abi.js disagree, and when a settled position takes more than one state read.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { loadEngine, Engine, HoyitoError } from '../../web/engine/engine.js';
import { LAYOUT, STATE, AI_RESULT, EVENT, ERR, ERR_KIND, MAX_PICKUPS } from '../../web/engine/gen/abi.js';
import { errorReason, explainError } from '../../web/js/i18n/errors.js';
import { loadWords } from '../../web/js/i18n/strings.js';
import { createState, syncFromGame } from '../../web/js/board/state.js';
import { loadTestEngine, rng, root } from './helpers.mjs';

const rootDir = new URL('.', root).pathname;
const generated = fs.readFileSync(new URL('web/engine/gen/abi.js', root), 'utf8');

test('web/engine/gen/abi.js is what tools/build/gen-abi.c prints from the headers now', () => {
  // Compiled again here, for wasm32 as the build does: a header changed
  // since the last build shows as a difference.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-abi-'));
  try {
    const sources = fs
      .readdirSync(path.join(rootDir, 'src'))
      .filter((f) => f.endsWith('.c') && f !== 'wasm_api.c')
      .map((f) => path.join(rootDir, 'src', f));
    const out = path.join(dir, 'gen-abi.js');
    execFileSync(
      'emcc',
      [
        '-std=c11',
        '-O0',
        '-sENVIRONMENT=node',
        '-sSINGLE_FILE=1',
        '-I',
        path.join(rootDir, 'include'),
        '-I',
        path.join(rootDir, 'src'),
        path.join(rootDir, 'tools', 'build', 'gen-abi.c'),
        ...sources,
        '-o',
        out,
      ],
      { stdio: 'pipe', env: { ...process.env, NODE_PATH: '/usr/share/nodejs' } },
    );
    const now = execFileSync(process.execPath, [out], { encoding: 'utf8' });
    assert.equal(generated, now, 'web/engine/gen/abi.js is stale: run tools/build/build-wasm.sh');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('both wasm builds report the layout abi.js describes, and the layout is whole', async () => {
  const page = await loadTestEngine();
  assert.equal(page.m._hw_layout(), LAYOUT);
  const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
  const ai = await loadSearchEngine({ wasmBinary });
  assert.equal(ai.m._hw_layout(), LAYOUT);
  // LAYOUT packs the sizes the C side was built with.
  assert.equal(LAYOUT >> 16, STATE.size);
  assert.equal((LAYOUT >> 8) & 255, AI_RESULT.size);
  assert.equal(LAYOUT & 255, EVENT.size);
  // Fields are distinct slots inside the array.
  for (const layout of [STATE, AI_RESULT]) {
    const slots = Object.entries(layout)
      .filter(([k]) => k !== 'size')
      .map(([, v]) => v);
    assert.equal(new Set(slots).size, slots.length);
    assert.ok(slots.every((v) => v >= 0 && v < layout.size));
  }
  // Error codes have names, and distinct values.
  assert.equal(ERR.MOVE_EMPTY, -33);
  assert.equal(new Set(Object.values(ERR)).size, Object.keys(ERR).length);
  for (const code of Object.values(ERR)) assert.notEqual(page.strerror(code), 'unknown error', String(code));
});

test('an engine refuses a wasm built from other headers', async () => {
  const page = await loadTestEngine();
  const other = Object.create(page.m, { _hw_layout: { value: () => LAYOUT + 1 } });
  assert.throws(
    () => new Engine(other),
    (e) => e instanceof HoyitoError && /different headers/.test(e.message),
  );
});

test('a settled move reads the engine state once (_hw_state), through snapshot()', async () => {
  const engine = await loadTestEngine();
  // Emscripten's export binds itself on its first call, replacing the property.
  engine.describe('I:4,4,4/4,4,4:S:0,0');
  const real = engine.m._hw_state;
  let calls = 0;
  engine.m._hw_state = (...args) => {
    calls++;
    return real(...args);
  };
  try {
    const random = rng(7);
    for (const options of [
      { variant: 'I' },
      { variant: 'II', n: 9, clockwise: true },
      { variant: 'III', starts: 'N' },
    ]) {
      const game = engine.newGame(engine.startPosition(options));
      const state = createState();
      calls = 0;
      let snap = syncFromGame(state, game);
      assert.equal(calls, 1, 'a new game settles in one read');
      let moves = 0;
      while (!snap.over && moves < 60) {
        calls = 0;
        const move = snap.legal[Math.floor(random() * snap.legal.length)];
        const events = game.play(move);
        assert.ok(events.length > 0);
        snap = syncFromGame(state, game);
        assert.equal(calls, 1, `move ${moves + 1} of ${snap.position}`);
        assert.equal(state.position, snap.position);
        assert.deepEqual(state.legal, snap.legal);
        moves++;
      }
      calls = 0;
      syncFromGame(state, game, game.snapshot()); // a caller that took the snapshot itself
      assert.equal(calls, 1, 'a snapshot passed in is not read again');
      calls = 0;
      assert.equal(game.undo(), true);
      syncFromGame(state, game);
      assert.equal(calls, 1, 'an undo settles in one read');
      calls = 0;
      assert.ok(game.redo().length > 0);
      syncFromGame(state, game);
      assert.equal(calls, 1, 'a redo settles in one read');
      game.free();
    }
  } finally {
    engine.m._hw_state = real;
  }
});

test('snapshot() holds the whole settled position', async () => {
  const engine = await loadTestEngine();
  const game = engine.newGame('II:0,1,2,0,0,5/0,3,0,5,0,0:N:14,18:limit=20;quiet=3;round=2');
  game.play(2);
  game.undo();
  const s = game.snapshot();
  assert.equal(s.position, game.position);
  assert.deepEqual(s.legal, engine.describe(s.position).legal, 'the legal moves of its position, read by another game');
  assert.deepEqual(s.legal, [2, 4]);
  assert.deepEqual(s.moves, [], 'the moves played to reach it');
  assert.equal(s.turn, 'N');
  assert.equal(s.round, 2);
  assert.equal(s.quiet, 3);
  assert.equal(s.limit, 20);
  assert.deepEqual(s.captured, [14, 18]);
  assert.deepEqual(
    { ply: s.ply, plyEnd: s.plyEnd, canUndo: s.canUndo, canRedo: s.canRedo },
    { ply: 0, plyEnd: 1, canUndo: false, canRedo: true },
  );
  assert.equal(s.firstMover, 'N');
  game.free();
});

test('the engine writes positions for the editor and starts games with North', async () => {
  const engine = await loadTestEngine();
  assert.equal(engine.startPosition({ variant: 'III', n: 7, starts: 'N' }), 'III:4,4,4,4,4,4,4/4,4,4,4,4,4,4:N:0,0');
  const fields = engine.describe('III:4,0,4,4,4,4,4/4,4,4,4,4,4,x:N:0,8:dir=cw;quiet=3');
  assert.equal(engine.format(fields), 'III:4,0,4,4,4,4,4/4,4,4,4,4,4,x:N:0,8:dir=cw;quiet=3');
  // Values a position can hold but the rules refuse are written, for validate() to name.
  const wrong = engine.format({ ...fields, seeds: fields.seeds.map((v, i) => (i === 0 ? 5 : v)), prev: 'D', limit: 0 });
  assert.equal(wrong, 'III:5,0,4,4,4,4,4/4,4,4,4,4,4,x:N:0,8:dir=cw;limit=0;prev=D;quiet=3');
  assert.equal(engine.validate(wrong).ok, false);
  assert.throws(() => engine.format({ ...fields, captured: [0, ''] }), {
    name: 'HoyitoError',
    code: ERR.CAPTURES,
    message: /captured N/,
  });
});

test('a move is sown once, all its events kept, however long its relay (R7 bounds it)', async () => {
  const engine = await loadTestEngine();
  // A reachable match position: North's 3 relays without end, the other moves are long.
  const game = engine.newGame(
    'II:0,1,6,7,6,0,4,1,0,1,3/2,11,10,3,4,1,x,x,x,x,x:N:4,4:aside=20,0;limit=20;prev=S;quiet=1;round=2',
  );
  const start = game.snapshot();
  assert.deepEqual(start.legal, [1, 2, 4, 5, 6]);
  assert.throws(() => game.play(3), { name: 'HoyitoError', code: ERR.MOVE_ENDLESS });
  for (const move of start.legal) {
    game.load(start.position);
    const events = game.play(move);
    const pickups = events.filter((e) => e.type === 'pickup');
    assert.ok(pickups.length >= 1 && pickups.length <= MAX_PICKUPS);
    // Every seed picked up is dropped, unless the game ends with it in hand.
    const dropped = events.filter((e) => e.type === 'drop').length;
    const inHand = events.filter((e) => e.type === 'collect' && e.name === 'hand').reduce((s, e) => s + e.count, 0);
    assert.equal(
      dropped + inHand,
      pickups.reduce((s, e) => s + e.count, 0),
      `move ${move}`,
    );
    assert.deepEqual(game.redo(), null);
    assert.equal(game.undo(), true);
    assert.deepEqual(game.redo(), events, `move ${move}: redo reports the same events`);
  }
  game.free();
});

test('errors.js has a sentence for every position and move error the engine names', async () => {
  await loadWords('more'); // the sentences are later words: the page loads them before it shows an error
  const other = errorReason(-9999);
  for (const [name, kind] of Object.entries(ERR_KIND)) {
    if (kind !== 'position' && kind !== 'move') continue;
    assert.notEqual(errorReason(ERR[name]), other, `no sentence for ${name}`);
  }
  // A position's detail is kept after the sentence; a move's is not.
  assert.ok(explainError(ERR.TOTAL, 'seed total is 49').includes('seed total is 49'));
  assert.equal(explainError(ERR.MOVE_EMPTY, 'that hole is empty'), errorReason(ERR.MOVE_EMPTY));
});
