// ai.test.mjs - the search in WebAssembly (web/engine/gen/hoyito-ai.wasm, Searcher in
// web/engine/engine-search.js) against the native one (`hoyito best POS --depth D`). At a
// fixed depth with a fresh table of the same size the search is
// deterministic, so both builds must give the same move, score, depth,
// nodes and line, on positions of every variant, on 2x12 and clockwise.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { HoyitoError } from '../../web/engine/engine.js';
import { rng, root } from './helpers.mjs';

const cli = process.env.HOYITO_CLI || new URL('build/hoyito', root).pathname;
const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
const engine = await loadSearchEngine({ wasmBinary });
const TT_BYTES = 16 << 20; // the CLI's default table (--tt 16)
const searcher = engine.ai(TT_BYTES);

// The position after `plies` random moves from a start (fixed seed per case).
function positionAfter(options, plies, seed) {
  const random = rng(seed);
  const game = engine.newGame(engine.startPosition(options));
  for (let i = 0; i < plies && !game.snapshot().over; i++) {
    const moves = game.snapshot().legal;
    game.play(moves[Math.floor(random() * moves.length)]);
  }
  const position = game.position;
  game.free();
  return position;
}

// A few positions of each variant: the 2x6 start and a middle game, a 2x12
// game and a clockwise one; the depth keeps each search to milliseconds.
const cases = [];
for (const [k, variant] of ['I', 'II', 'III'].entries()) {
  cases.push({ position: positionAfter({ variant }, 0, 0), depth: 9 });
  cases.push({ position: positionAfter({ variant }, 10, 11 + k), depth: 9 });
  cases.push({ position: positionAfter({ variant, n: 12 }, 7, 21 + k), depth: 6 });
  cases.push({ position: positionAfter({ variant, clockwise: true }, 5, 31 + k), depth: 8 });
  cases.push({ position: positionAfter({ variant, n: 9, clockwise: true }, 12, 41 + k), depth: 7 });
}

function nativeBest(position, depth) {
  const out = execFileSync(cli, ['best', position, '--depth', String(depth)], { encoding: 'utf8' });
  const field = (re) => {
    const m = re.exec(out);
    assert.ok(m, `no ${re} in the output of hoyito best:\n${out}`);
    return m;
  };
  const [, seldepth] = field(/^depth \d+ \(seldepth (\d+)\)$/m);
  return {
    move: Number(field(/^move (\d+)$/m)[1]),
    score: Number(field(/^score (-?\d+):/m)[1]),
    exact: field(/^exact (yes|no)$/m)[1] === 'yes',
    depth: Number(field(/^depth (\d+)/m)[1]),
    seldepth: Number(seldepth),
    nodes: Number(field(/^nodes (\d+) in/m)[1]),
    pv: field(/^pv(.*)$/m)[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  };
}

function wasmBest(position, limits) {
  const game = engine.newGame(position);
  try {
    searcher.clear(); // as the CLI's fresh engine: results must not depend on earlier searches
    return searcher.search(game, limits);
  } finally {
    game.free();
  }
}

test('the positions cover every variant, 2x12 and clockwise, none finished', () => {
  for (const v of ['I:', 'II:', 'III:'])
    assert.ok(
      cases.some((c) => c.position.startsWith(v)),
      v,
    );
  assert.ok(
    cases.some((c) => c.position.split(':')[1].split('/')[0].split(',').length === 12),
    '2x12',
  );
  assert.ok(
    cases.some((c) => c.position.includes('dir=cw')),
    'clockwise',
  );
  for (const c of cases) assert.ok(!engine.describe(c.position).over, c.position);
});

test('wasm and native searches agree exactly at a fixed depth', () => {
  for (const { position, depth } of cases) {
    const native = nativeBest(position, depth);
    const w = wasmBest(position, { depth });
    const got = {
      move: w.move,
      score: w.score,
      exact: w.exact,
      depth: w.depth,
      seldepth: w.seldepth,
      nodes: w.nodes,
      pv: w.pv,
    };
    assert.deepEqual(got, native, `${position} at depth ${depth}`);
    assert.equal(w.depth, depth, `${position}: the search stopped early`);
  }
});

test('the same search twice from a cleared table gives the same result', () => {
  const { position, depth } = cases[1];
  const a = wasmBest(position, { depth });
  const b = wasmBest(position, { depth });
  assert.deepEqual({ ...a, ms: 0 }, { ...b, ms: 0 });
});

test('every level returns a legal move', () => {
  const random = rng(5);
  for (const { position } of cases) {
    const game = engine.newGame(position);
    const legal = game.snapshot().legal;
    game.free();
    // Level 6 (12 moves deep) takes seconds on 2x12: levels 1-5 there.
    const top = engine.describe(position).n === 12 ? 5 : 6;
    for (let level = 1; level <= top; level++) {
      const r = wasmBest(position, { level, seed: Math.floor(random() * 2 ** 32) });
      assert.ok(legal.includes(r.move), `level ${level} played ${r.move} in ${position} (legal: ${legal})`);
      assert.ok(r.depth >= 1 && r.nodes > 0, `level ${level} searched nothing in ${position}`);
    }
  }
  // The strongest level is timed (about 1 s): once is enough.
  const { position } = cases[1];
  const game = engine.newGame(position);
  const legal = game.snapshot().legal;
  game.free();
  const r = wasmBest(position, { level: engine.levelNames.length, seed: 7 });
  assert.ok(legal.includes(r.move), `the top level played ${r.move} in ${position}`);
});

test('searching a finished game is a named error, as in the CLI', () => {
  const random = rng(99);
  const game = engine.newGame(engine.startPosition({ variant: 'II' }));
  while (!game.snapshot().over) {
    const moves = game.snapshot().legal;
    game.play(moves[Math.floor(random() * moves.length)]);
  }
  const position = game.position;
  assert.throws(
    () => searcher.search(game, { depth: 4 }),
    (e) => {
      assert.ok(e instanceof HoyitoError);
      assert.equal(e.name, 'HoyitoError');
      assert.equal(e.code, -30); // HOYITO_E_GAME_OVER
      assert.equal(e.message, 'the game is over');
      return true;
    },
  );
  assert.throws(() => searcher.search(game, { level: 3 }), { name: 'HoyitoError', code: -30 });
  game.free();
  assert.throws(
    () => execFileSync(cli, ['best', position, '--depth', '4'], { encoding: 'utf8', stdio: 'pipe' }),
    (e) => e.status === 2 && /error: the game is over/.test(e.stderr),
  );
});

test.after(() => searcher.free());
