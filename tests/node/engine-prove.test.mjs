// engine-prove.test.mjs - the prover through the wasm boundary (web/engine/engine-prove.js
// over src/wasm/wasm_api.c hw_prove*) against the native CLI's (`hoyito solve --ms`
// with `hoyito tables build`'s tables): the value of the Hoyito I start and of
// middle-game positions past the tables' 8 seeds, and every legal move's
// value, which the CLI finds by solving the position each move leaves.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { Endgames } from '../../web/engine/engine-tables.js';
import { Prover, SETTLED_NODES, provenAnswer, provenPlay } from '../../web/engine/engine-prove.js';
import { inProcessWorker, marginsByMove, root } from './helpers.mjs';

const cli = process.env.HOYITO_CLI || new URL('build/hoyito', root).pathname;
const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
const engine = await loadSearchEngine({ wasmBinary });

function nativeValue(position, dir) {
  const out = execFileSync(cli, ['solve', position, '--tables', dir, '--ms', '120000', '--tt', '64'], {
    encoding: 'utf8',
  });
  const value = /^value ([+-]?\d+) for .*proven/m.exec(out);
  assert.ok(value, `hoyito solve ${position} proves a value:\n${out}`);
  return Number(value[1]);
}

/** A fresh engine's tables and prover, freed when test `t` ends. */
function tablesAndProver(t) {
  const endgames = new Endgames(engine);
  const prover = new Prover(engine);
  t.after(() => {
    prover.free();
    endgames.free();
  });
  return { endgames, prover };
}

test("the wasm prover gives hoyito solve's value and every move's value past the tables", (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-prove-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  execFileSync(cli, ['tables', 'build', '--variant', 'I', '--out', dir], { encoding: 'utf8' });
  const { endgames, prover } = tablesAndProver(t);
  const start = engine.startPosition({ variant: 'I' });
  const middle = (moves) => {
    const game = engine.newGame(start);
    for (const hole of moves) game.play(hole);
    const position = game.position;
    game.free();
    return position;
  };
  // The start, and positions of 24 and 18 seeds after captures on both sides.
  const positions = [start, middle([4, 1, 2, 5]), middle([3, 6, 1, 2, 4, 5])];
  for (const position of positions) {
    const game = engine.newGame(position);
    const snapshot = game.snapshot();
    assert.ok(snapshot.seeds.reduce((a, b) => a + b, 0) > 8, `${position}: past the tables`);
    const play = provenPlay(endgames, prover, game);
    game.free();
    assert.ok(play, `${position}: proven within the budget`);
    assert.equal(play.source, 'proof');
    const me = snapshot.turn === 'S' ? 0 : 1;
    assert.equal(play.value, nativeValue(position, dir), `${position}: hoyito solve's value`);
    assert.equal(play.margin, play.value + snapshot.captured[me] - snapshot.captured[1 - me]);
    assert.deepEqual(
      play.margins,
      marginsByMove(engine, position, (p) => nativeValue(p, dir)),
      `${position}: every move's value`,
    );
    const best = Math.max(...Object.values(play.margins));
    assert.equal(play.margin, best, `${position}: the value is the best move's`);
    assert.deepEqual(
      play.moves,
      snapshot.legal.filter((hole) => play.margins[hole] === best),
      `${position}: the moves that keep the value`,
    );
  }
  // The Hoyito I start: -8 for South, kept by 2, 4 and 6 (the other moves lose by 16).
  const game = engine.newGame(start);
  assert.deepEqual(provenPlay(endgames, prover, game).margins, { 1: -16, 2: -8, 3: -16, 4: -8, 5: -16, 6: -8 });
  game.free();
});

test('the prover refuses a budget out of range and a board not 2x6', () => {
  const prover = new Prover(engine);
  const endgames = new Endgames(engine);
  const game = engine.newGame(engine.startPosition({ variant: 'I' }));
  endgames.build(game.snapshot());
  assert.throws(() => prover.prove(endgames.tables, game, 0), /nodes: 0 is not/);
  const wide = engine.newGame(engine.startPosition({ variant: 'I', n: 7 }));
  assert.equal(provenPlay(endgames, prover, wide), null, "a 2x7 board is not the prover's");
  assert.throws(() => prover.prove(endgames.tables, wide, 1000), /prove/);
  for (const g of [game, wide]) g.free();
  endgames.free();
  prover.free();
});

test("the worker's level-7 move keeps the proven value in Hoyito I", async (t) => {
  const ask = await inProcessWorker(t);
  const { endgames, prover } = tablesAndProver(t);
  // Positions past the tables where Master's search alone plays a move
  // that gives value away (tests/test_master.c), and one of 24 seeds.
  const middle = engine.newGame(engine.startPosition({ variant: 'I' }));
  for (const hole of [4, 1, 2, 5]) middle.play(hole);
  const positions = [
    'I:1,0,1,3,1,1/1,2,1,0,0,1:N:12,24:quiet=3',
    'I:1,3,1,0,0,1/1,0,2,1,0,2:N:16,20:quiet=4',
    'I:2,0,3,0,0,0/0,0,1,3,3,0:S:12,24',
    'I:1,1,0,1,3,0/2,3,0,1,0,0:N:12,24:quiet=5',
    middle.position,
  ];
  middle.free();
  for (const position of positions) {
    const answer = await ask({ action: 'search', position, moves: [], options: { level: 7, seed: 1 } });
    assert.equal(answer.ok, true, answer.message);
    const game = engine.newGame(position);
    const play = provenPlay(endgames, prover, game);
    game.free();
    assert.ok(play, `${position}: proven by the test's own prover`);
    assert.ok(
      play.moves.includes(answer.result.move),
      `${position}: Master plays ${answer.result.move}, the value is kept by ${play.moves}`,
    );
    assert.equal(answer.result.seeds, play.margin, `${position}: scored as proven`);
  }
});

test("the worker's exact answer: a short search where the prover settles every move, and a line that keeps the value", async (t) => {
  const ask = await inProcessWorker(t);
  const { endgames, prover } = tablesAndProver(t);
  const start = engine.startPosition({ variant: 'I' });
  const options = { nodes: 400000, allMoves: true, exactSeeds: 16, proveNodes: 4000000 };
  const settled = await ask({ action: 'search', position: start, moves: [], options, fresh: true });
  assert.equal(settled.ok, true, settled.message);
  const { bestPlay, nodes } = settled.result;
  assert.deepEqual(bestPlay.margins, { 1: -16, 2: -8, 3: -16, 4: -8, 5: -16, 6: -8 });
  assert.ok(nodes <= SETTLED_NODES, `every move settled: the search is a short one (${nodes} nodes)`);
  // Along the line, each position's proven margin is the start's, from its mover's side.
  assert.equal(bestPlay.pv[0], bestPlay.moves[0]);
  assert.ok(bestPlay.pv.length >= 10, `a line as long as the analysis writes: ${bestPlay.pv}`);
  const game = engine.newGame(start);
  endgames.build(game.snapshot());
  for (const hole of bestPlay.pv) {
    game.play(hole);
    const s = game.snapshot();
    if (s.over) break;
    const r = prover.prove(endgames.tables, game, 4000000, false);
    assert.equal(r.lo, r.hi, `after ${hole}: proven`);
    const me = s.turn === 'S' ? 0 : 1;
    const margin = r.lo + s.captured[me] - s.captured[1 - me];
    assert.equal(s.turn === 'S' ? margin : 0 - margin, bestPlay.margin, `${game.position}: the value kept`);
  }
  game.free();
  // Unsettled (a budget too small to prove anything): the whole search, as asked.
  const open = await ask({
    action: 'search',
    position: start,
    moves: [],
    options: { ...options, proveNodes: 1000 },
    fresh: true,
  });
  assert.equal(open.ok, true, open.message);
  assert.equal(open.result.bestPlay, undefined);
  assert.ok(open.result.nodes > SETTLED_NODES, `the search asked for: ${open.result.nodes} nodes`);
});

test("the worker's hello with a position makes what its exact answers want, and refuses nothing", async (t) => {
  const ask = await inProcessWorker(t);
  const start = engine.startPosition({ variant: 'I' });
  for (const position of [start, engine.startPosition({ variant: 'I', n: 7 }), 'not a position']) {
    const hello = await ask({ action: 'hello', position });
    assert.deepEqual({ ok: hello.ok, result: hello.result }, { ok: true, result: null }, position);
  }
  const options = { nodes: 400000, allMoves: true, exactSeeds: 16, proveNodes: 4000000 };
  const answer = await ask({ action: 'search', position: start, moves: [], options });
  assert.equal(answer.ok, true, answer.message);
  assert.equal(answer.result.bestPlay?.source, 'proof', 'proven after the hello');
});

/** `hoyito solve`'s bounds of a position's value for the side to move, [lo, hi] (equal: proven), in `ms` of CPU. */
function nativeBounds(position, dir, ms) {
  const out = execFileSync(cli, ['solve', position, '--tables', dir, '--ms', String(ms), '--tt', '64'], {
    encoding: 'utf8',
  });
  const value = /^value ([+-]?\d+) for/m.exec(out); // proven, or the tables'
  if (value) return [Number(value[1]), Number(value[1])];
  const bounds = /^unproven: proven bounds ([+-]?\d+)\.\.([+-]?\d+) for/m.exec(out);
  assert.ok(bounds, `hoyito solve ${position}:\n${out}`);
  return [Number(bounds[1]), Number(bounds[2])];
}

test("where the budget runs out, the prover's bounds agree with hoyito solve's (Hoyito II)", (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-bounds-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  execFileSync(cli, ['tables', 'build', '--variant', 'II', '--out', dir], { encoding: 'utf8' });
  const endgames = new Endgames(engine);
  t.after(() => endgames.free());
  // 12 seeds on the board, South 20 seeds behind: 1 000 positions prove only a lower bound, 20 000 both.
  const position = 'II:0,0,1,3,0,1/1,4,0,1,0,1:S:8,28:quiet=3';
  const soFar = 8 - 28;
  // More CPU than the page's budget: both bounds are proven, so the value lies in both and these are inside the page's.
  const [nlo, nhi] = nativeBounds(position, dir, 3000).map((v) => v + soFar);
  const settled = marginsByMove(engine, position, (p) =>
    nativeBounds(p, dir, 3000).reduce((a, b) => (a === b ? a : NaN)),
  );
  const game = engine.newGame(position);
  // A fresh prover each: one keeps the bounds it proved for the next ask.
  const prove = (ask, nodes) => {
    const prover = new Prover(engine);
    const answer = ask(endgames, prover, game, nodes);
    prover.free();
    return answer;
  };
  const found = [1000, 20000].map((nodes) => {
    assert.equal(prove(provenPlay, nodes), null, `${nodes}: no value for the search's answer`);
    const answer = prove(provenAnswer, nodes);
    assert.ok(answer?.bestBounds, `${nodes}: bounds, not a value: ${JSON.stringify(answer)}`);
    const { lo, hi, margins, source } = answer.bestBounds;
    assert.equal(source, 'proof');
    assert.ok(lo !== null || hi !== null, `${nodes}: a bound past what the board gives`);
    assert.ok(lo === null || lo <= nlo, `${nodes}: ${lo} <= hoyito solve's ${nlo}`);
    assert.ok(hi === null || nhi <= hi, `${nodes}: hoyito solve's ${nhi} <= ${hi}`);
    for (const [hole, margin] of Object.entries(margins)) assert.equal(margin, settled[hole], `${nodes}: move ${hole}`);
    return [lo, hi];
  });
  game.free();
  assert.deepEqual(found, [
    [-24, null],
    [-24, -16],
  ]);
});
