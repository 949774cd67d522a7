// cli.test.mjs - the wasm engine and the native CLI must agree: same legal
// moves, same resulting positions, same events, on a few hundred positions
// reached by random games of every variant, size, direction and match round.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { loadTestEngine, rng, root } from './helpers.mjs';

const engine = await loadTestEngine();
const cli = process.env.HOYITO_CLI || new URL('build/hoyito', root).pathname;

function run(args, input) {
  return execFileSync(cli, args, { input, encoding: 'utf8', maxBuffer: 64 << 20 });
}

// Positions from random games; after a game ends the match goes on, so
// closed holes and set-aside seeds show up too.
function samplePositions() {
  const random = rng(20261130);
  const samples = [];
  for (const variant of ['I', 'II', 'III']) {
    for (const n of [3, 6, 9, 12]) {
      for (const clockwise of [false, true]) {
        const game = engine.newGame(engine.startPosition({ variant, n, clockwise, limit: 60 }));
        for (let games = 0; games < 3 && samples.length < 100000; games++) {
          while (!game.snapshot().over) {
            const moves = game.snapshot().legal;
            if (random() < 0.25) samples.push(game.position);
            game.play(moves[Math.floor(random() * moves.length)]);
          }
          if (game.snapshot().matchWinner) break;
          game.nextGame();
        }
        game.free();
      }
    }
  }
  // Every 7th keeps the count to a few hundred while covering every setting.
  return samples.filter((_, i) => i % 7 === 0);
}

// The CLI's JSON for an event of the wasm engine (web/engine/engine.js).
function asCliEvent(e) {
  switch (e.type) {
    case 'pickup':
      return { type: e.type, hole: e.name, count: e.count, relay: e.relay };
    case 'drop':
      return { type: e.type, hole: e.name };
    case 'capture':
      return { type: e.type, hole: e.name, count: e.count, player: e.player };
    case 'extra_turn':
    case 'pass':
      return { type: e.type, player: e.player };
    case 'last_four':
      return { type: e.type, player: e.player, count: e.count };
    case 'collect':
      return { type: e.type, hole: e.name, count: e.count, player: e.player };
    case 'game_end':
      return { type: e.type, reason: e.reason, result: e.result, score: e.score };
    default:
      throw new Error(`unknown event ${e.type}`);
  }
}

const positions = samplePositions();

test('sample covers every variant, size and direction', () => {
  assert.ok(positions.length >= 200, `only ${positions.length} positions`);
  for (const v of ['I:', 'II:', 'III:']) assert.ok(positions.some((p) => p.startsWith(v)));
  assert.ok(positions.some((p) => p.includes('dir=cw')));
  assert.ok(
    positions.some((p) => p.includes('x')),
    'no closed holes sampled',
  );
});

test('wasm and CLI agree on legal moves', () => {
  const lines = run(['moves', '-'], positions.join('\n') + '\n')
    .trimEnd()
    .split('\n');
  assert.equal(lines.length, positions.length);
  positions.forEach((p, i) => {
    const game = engine.newGame(p);
    assert.equal(game.snapshot().legal.join(' '), lines[i], p);
    game.free();
  });
});

test('wasm and CLI agree on positions after every legal move', () => {
  const requests = [];
  const expected = [];
  for (const p of positions) {
    const game = engine.newGame(p);
    for (const move of game.snapshot().legal) {
      game.play(move);
      requests.push(`${p} ${move}`);
      expected.push(game.position);
      game.undo();
    }
    game.free();
  }
  const lines = run(['play', '-'], requests.join('\n') + '\n')
    .trimEnd()
    .split('\n');
  assert.equal(lines.length, requests.length);
  lines.forEach((line, i) => assert.equal(line, expected[i], requests[i]));
});

test('wasm and CLI agree on the events of a move', () => {
  const random = rng(7);
  for (const p of positions) {
    const game = engine.newGame(p);
    const moves = game.snapshot().legal;
    const move = moves[Math.floor(random() * moves.length)];
    const events = game.play(move).map(asCliEvent);
    game.free();
    const traced = run(['trace', p, String(move)])
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(events, traced, `${p} move ${move}`);
  }
});

test('wasm perft equals the native suite perft file', () => {
  const file = fs.readFileSync(new URL('tests/data/perft.txt', root), 'utf8');
  const game = engine.newGame();
  const perft = (depth) => {
    if (depth === 0) return 1;
    let total = 0;
    for (const move of game.snapshot().legal) {
      game.play(move);
      if (!game.snapshot().over || depth === 1) total += depth === 1 ? 1 : perft(depth - 1);
      game.undo();
    }
    return total;
  };
  let checked = 0;
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [position, ...depths] = line.split(' ;').map((s) => s.trim());
    for (const d of depths) {
      const [, depth, count] = /^D(\d+) (\d+)$/.exec(d);
      if (Number(count) > 5000) continue; // deep counts are the native suite's job
      game.load(position);
      assert.equal(perft(Number(depth)), Number(count), `${position} D${depth}`);
      checked++;
    }
  }
  game.free();
  assert.ok(checked > 20, `only ${checked} perft counts checked`);
});
