// tables.test.mjs - the endgame tables the search worker builds in its wasm
// (web/engine/engine-tables.js over src/wasm/wasm_api.c hw_tables_*) against the
// native CLI's (`hoyito tables build` + `hoyito solve`): the same value and
// the same moves that keep it and each move's margin, on positions of random 2x6 games of every
// variant and direction with at most 8 seeds on the board, at the no-capture
// counts of the games and near the limit. Then the worker itself
// (ai-worker.js, run here with a stand-in `self`): a search result gains
// bestPlay at such a position and has none with 12 seeds. The tables are
// built once a game comes within 16 seeds, not before.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { Endgames, NEAR_SEEDS } from '../../web/engine/engine-tables.js';
import { inProcessWorker, marginsByMove, rng, root } from './helpers.mjs';

const cli = process.env.HOYITO_CLI || new URL('build/hoyito', root).pathname;
const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
const engine = await loadSearchEngine({ wasmBinary });
const VARIANTS = ['I', 'II', 'III'];

const boardSeeds = (snapshot) => snapshot.seeds.reduce((a, b) => a + b, 0);

/**
 * Positions of random first games (so no closed hole) of start options, with the
 * moves from the start that reach them: the first ones with at most `most`
 * seeds and more than `least`, a few a game.
 */
function positions(options, seed, least, most, count) {
  const random = rng(seed);
  const start = engine.startPosition(options);
  const out = [];
  for (let games = 0; games < 200 && out.length < count; games++) {
    const game = engine.newGame(start);
    const moves = [];
    let taken = 0;
    for (let s = game.snapshot(); !s.over && taken < 3; s = game.snapshot()) {
      const seeds = boardSeeds(s);
      if (seeds <= most && seeds > least && random() < 0.5) {
        out.push({ start, moves: moves.slice(), position: s.position, snapshot: s });
        taken++;
      }
      const move = s.legal[Math.floor(random() * s.legal.length)];
      game.play(move);
      moves.push(move);
    }
    game.free();
  }
  return out.slice(0, count);
}

// With the no-capture count moved near the limit (100): where the tables'
// stored layers differ most from the game's own counts.
function nearLimit({ snapshot }, quiet) {
  return engine.format({ ...snapshot, quiet });
}

function nativeSolve(position, dir) {
  const out = execFileSync(cli, ['solve', position, '--tables', dir], { encoding: 'utf8' });
  if (/^unproven/.test(out)) return null;
  const value = /^value ([+-]?\d+) for/m.exec(out);
  const moves = /^moves((?: \d+)+)$/m.exec(out);
  assert.ok(value && moves, `hoyito solve ${position}:\n${out}`);
  return { value: Number(value[1]), moves: moves[1].trim().split(' ').map(Number) };
}

test("the wasm tables give hoyito solve's value and moves at every covered position", (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-tables-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  execFileSync(cli, ['tables', 'build', '--seeds', '8', '--out', dir]);
  const endgames = new Endgames(engine);
  t.after(() => endgames.free());
  let compared = 0;
  let decided = 0;
  for (const [k, variant] of VARIANTS.entries()) {
    for (const clockwise of [false, true]) {
      const cases = positions({ variant, clockwise }, 100 + 10 * k + (clockwise ? 1 : 0), 0, 8, 8);
      assert.equal(cases.length, 8, `${variant}${clockwise ? ' cw' : ''}: ${cases.length} positions`);
      const strings = cases.flatMap((c, i) => [c.position, nearLimit(c, 90 + (i % 10))]);
      for (const position of strings) {
        // As the worker does: a game at the position, the tables' answer for it.
        const game = engine.newGame(position);
        const exact = endgames.exact(game);
        const s = game.snapshot();
        game.free();
        const native = nativeSolve(position, dir);
        assert.ok(native, `hoyito solve covers ${position}`);
        assert.ok(exact, `the wasm tables cover ${position}`);
        assert.equal(exact.value, native.value, position);
        assert.deepEqual(exact.moves, native.moves, position);
        const me = s.turn === 'S' ? 0 : 1;
        assert.equal(exact.margin, native.value + s.captured[me] - s.captured[1 - me], position);
        const best = Math.max(...Object.values(exact.margins));
        assert.equal(best, exact.margin, `${position}: the best move's margin is the position's`);
        const keep = Object.keys(exact.margins).filter((hole) => exact.margins[hole] === best);
        assert.deepEqual(keep.map(Number), exact.moves, `${position}: the moves that keep it have the best margin`);
        if (compared % 4 === 0)
          assert.deepEqual(
            exact.margins,
            marginsByMove(engine, position, (p) => nativeSolve(p, dir).value),
            `${position}: each move`,
          );
        compared++;
        if (native.value !== 0) decided++;
      }
    }
  }
  assert.equal(compared, 96, `${compared} positions compared`);
  assert.ok(decided >= compared / 4, `${decided} of ${compared} not draws: the values say something`);
  // One build a variant (limit 100 for all): a game's tables stay until another variant comes near.
  assert.equal(endgames.builds, compared ? VARIANTS.length : 0);
});

test('no answer where the tables do not reach: 12 seeds, a closed hole, 2x9, another limit', () => {
  const endgames = new Endgames(engine);
  try {
    const [twelve] = positions({ variant: 'II', clockwise: false }, 7, 8, 12, 1);
    assert.equal(boardSeeds(twelve.snapshot), 12);
    const game = engine.newGame(twelve.position);
    assert.equal(endgames.exact(game), null);
    assert.equal(endgames.builds, 0, 'a position outside them builds nothing');
    const [far] = positions({ variant: 'II', clockwise: false }, 3, NEAR_SEEDS, 48, 1);
    assert.equal(endgames.prepare(far.snapshot), false, `over ${NEAR_SEEDS} seeds: not built ahead`);
    assert.equal(endgames.prepare(twelve.snapshot), true, `${NEAR_SEEDS} seeds or fewer: built ahead`);
    assert.equal(endgames.prepare(twelve.snapshot), false, 'once');
    const [eight] = positions({ variant: 'II', clockwise: false }, 8, 0, 8, 1);
    game.load(eight.position);
    assert.ok(endgames.exact(game), 'the same variant at 8 seeds is covered');
    game.load('II:0,0,0,2,1,1/0,0,2,1,1,x:N:8,28:aside=0,4;quiet=38'); // a second game's, 8 seeds
    assert.equal(endgames.exact(game), null, 'a closed hole');
    assert.match(endgames.tables.refusal(game), /closed/);
    game.load(engine.format({ ...eight.snapshot, limit: 200 }));
    assert.equal(endgames.exact(game), null, 'a limit over 100: not built');
    const [nine] = positions({ variant: 'II', n: 9 }, 4, 0, 8, 1);
    game.load(nine.position);
    assert.equal(endgames.exact(game), null, '2x9');
    game.free();
  } finally {
    endgames.free();
  }
});

test("the worker adds bestPlay to a covered search's result, and none above 8 seeds", async (t) => {
  const ask = await inProcessWorker(t);
  const search = (c) => ask({ action: 'search', position: c.start, moves: c.moves, options: { depth: 3 } });
  const far = positions({ variant: 'III', clockwise: true }, 5, NEAR_SEEDS, 48, 1)[0];
  const twelve = positions({ variant: 'III', clockwise: true }, 6, 8, 12, 1)[0];
  const eight = positions({ variant: 'III', clockwise: true }, 9, 0, 8, 1)[0];
  const answers = [];
  for (const c of [far, twelve, eight]) answers.push(await search(c));
  for (const a of answers) assert.equal(a.ok, true, a.message);
  assert.equal(answers[0].result.bestPlay, undefined, `${far.position}: over ${NEAR_SEEDS} seeds`);
  assert.equal(answers[1].result.bestPlay, undefined, `${twelve.position}: 12 seeds`);
  const { bestPlay } = answers[2].result;
  assert.ok(bestPlay, `${eight.position}: covered`);
  const game = engine.newGame(eight.position);
  const endgames = new Endgames(engine);
  const { pv, ...play } = bestPlay;
  assert.deepEqual(play, endgames.exact(game), 'the worker answers as the tables do');
  // Its line keeps the value: each position on it has the same final margin, from its mover's side.
  assert.equal(pv[0], play.moves[0]);
  const mover = game.snapshot().turn;
  for (const hole of pv) {
    game.play(hole);
    const s = game.snapshot();
    const margin = s.over ? s.captured[0] - s.captured[1] : endgames.exact(game).margin;
    const south = (turn, m) => (turn === 'N' ? 0 - m : m); // 0 - 0 is 0, not -0
    assert.equal(south(s.over ? 'S' : s.turn, margin), south(mover, play.margin), `after ${hole}`);
  }
  game.free();
  endgames.free();
  // The search's own fields are untouched.
  for (const key of ['move', 'score', 'exact', 'outcome', 'seeds', 'depth', 'moves'])
    assert.ok(key in answers[2].result, key);
});
