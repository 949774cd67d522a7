// puzzles.test.mjs - the engine's puzzles (`hoyito puzzles`, cli/cli_puzzle.c)
// and the shipped set in web/data: the generator is deterministic for a seed,
// and every shipped answer is proved again here, by other code than the
// generator's. Turn puzzles: every turn is enumerated in this file, move by
// move through the CLI's batch mode. Endgame puzzles: a proving search scores
// every move (`hoyito best --all`).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { root } from './helpers.mjs';

const cli = process.env.HOYITO_CLI || new URL('build/hoyito', root).pathname;
const run = (args, input) =>
  execFileSync(cli, args, { input, encoding: 'utf8', maxBuffer: 256 << 20 });

// The fields of a position string a test needs: whose turn, and captures.
function fields(position) {
  const [, , turn, caps] = position.split(':');
  const [south, north] = caps.split(',').map(Number);
  return { turn, captured: { S: south, N: north } };
}

const VARIANTS = ['I', 'II', 'III'];
const shipped = VARIANTS.flatMap((variant) => {
  const file = new URL(`web/data/puzzles-${variant}.json`, root);
  return JSON.parse(fs.readFileSync(file, 'utf8')).map((p) => ({ ...p, variant }));
});

test('the generator gives the same puzzles for the same seed, and others for another', () => {
  const args = ['puzzles', '--variant', 'II', '--count', '4', '--seed', '11'];
  const first = run(args);
  assert.equal(run(args), first);
  assert.notEqual(run(['puzzles', '--variant', 'II', '--count', '4', '--seed', '12']), first);
  const lines = first.trim().split('\n').map((line) => JSON.parse(line));
  assert.equal(lines.length, 4);
  for (const p of lines) {
    assert.match(p.id, /^[0-9a-f]{8}$/);
    assert.ok(['turn', 'endgame'].includes(p.kind));
    assert.ok(p.best - p.second >= 4, `${p.id}: margin ${p.best - p.second}`);
  }
});

test('the generator refuses bad arguments with a clear error', () => {
  for (const [flag, value, words] of [['--variant', 'IV', '--variant must be'],
    ['--n', '13', '--n must be'], ['--count', '0', '--count must be'], ['--kind', 'x', '--kind must be']]) {
    assert.throws(() => execFileSync(cli, ['puzzles', flag, value], { encoding: 'utf8', stdio: 'pipe' }),
      (e) => e.status === 2 && e.stderr.includes(words));
  }
});

test('the shipped set: a few hundred puzzles a variant, unique ids, under 30 KB gzipped', async () => {
  const { gzipSync } = await import('node:zlib');
  let bytes = 0;
  for (const variant of VARIANTS) {
    const text = fs.readFileSync(new URL(`web/data/puzzles-${variant}.json`, root));
    bytes += gzipSync(text, { level: 9 }).length;
    assert.ok(shipped.filter((p) => p.variant === variant).length >= 100, variant);
  }
  assert.ok(bytes <= 30 * 1024, `${bytes} bytes gzipped`);
  assert.equal(new Set(shipped.map((p) => p.id)).size, shipped.length);
  for (const p of shipped) {
    assert.ok(p.pos.startsWith(`${p.variant}:`), p.id);
    assert.ok(run(['moves', p.pos]).trim().split(' ').map(Number).includes(p.answer), p.id);
  }
});

// The seeds the mover takes in the best turn after each first move, found
// by walking every turn one level at a time (a batch call per level).
function turnValues(puzzles) {
  // A branch: the puzzle, its first move, the position now, seeds so far.
  let open = [];
  const best = puzzles.map(() => new Map());
  const movesOf = (positions) => run(['moves', '-'], positions.join('\n') + '\n').split('\n');
  const firstMoves = movesOf(puzzles.map((p) => p.pos));
  puzzles.forEach((p, i) => {
    for (const m of firstMoves[i].trim().split(' ').map(Number))
      open.push({ i, first: m, pos: p.pos, move: m, gained: 0 });
  });
  for (let level = 0; open.length; level++) {
    assert.ok(level < 64, 'a turn longer than 64 moves');
    const after = run(['play', '-'], open.map((b) => `${b.pos} ${b.move}`).join('\n') + '\n').split('\n');
    const next = [];
    const goOn = [];
    open.forEach((b, k) => {
      const before = fields(b.pos), now = fields(after[k]);
      const mover = before.turn;
      const took = now.captured[mover] - before.captured[mover];
      const gained = b.gained + took;
      const map = best[b.i];
      map.set(b.first, Math.max(map.get(b.first) ?? 0, gained));
      // An extra turn (R10, R11): a capture and the same player to move.
      if (now.turn === mover && took > 0 && puzzles[b.i].variant !== 'I')
        goOn.push({ ...b, pos: after[k], gained });
    });
    if (goOn.length) {
      const moves = movesOf(goOn.map((b) => b.pos));
      goOn.forEach((b, k) => {
        for (const m of moves[k].trim().split(' ').map(Number)) next.push({ ...b, move: m });
      });
    }
    open = next;
  }
  return best;
}

test('every shipped turn puzzle: its answer starts the turn that takes the most, 4 seeds ahead of any other', () => {
  const puzzles = shipped.filter((p) => p.kind === 'turn');
  assert.ok(puzzles.length > 0);
  const values = turnValues(puzzles);
  puzzles.forEach((p, i) => {
    const byMove = [...values[i].entries()].sort((a, b) => b[1] - a[1]);
    assert.equal(byMove[0][0], p.answer, `${p.id}: best first move`);
    assert.equal(byMove[0][1], p.best, `${p.id}: seeds of the best turn`);
    assert.equal(byMove[1][1], p.second, `${p.id}: seeds of the second-best`);
    assert.equal(p.line[0], p.answer, p.id);
  });
});

// The CLI's words for a score: "win by 8 (exact)", "loss by at least 4 (sure)",
// "draw (exact)", "+1.25 (estimate)" -> seeds for the mover, and whether
// proven ("exact": the value, or a bound on it, that holds with best play).
function parseScore(text) {
  const m = text.match(/^(win|loss) by (?:at least )?(\d+) \((exact|sure)\)$|^draw \(exact\)$|^([+-]\d+\.\d+) \(estimate\)$/);
  assert.ok(m, `score words: ${text}`);
  if (m[4]) return { seeds: Number(m[4]), proven: false };
  if (!m[1]) return { seeds: 0, proven: true };
  return { seeds: Number(m[2]) * (m[1] === 'win' ? 1 : -1), proven: m[3] === 'exact' };
}

test('every shipped endgame puzzle: a proving search finds the answer and every other move 4 seeds worse', () => {
  const puzzles = shipped.filter((p) => p.kind === 'endgame');
  for (const p of puzzles) {
    const out = run(['best', p.pos, '--nodes', '3000000', '--exact', '16', '--all']);
    assert.match(out, /^exact yes$/m, `${p.id}: proven`);
    const line = out.match(/^moves (.*)$/m)[1];
    const scores = new Map(line.split(/ (?=\d+:)/).map((entry) => {
      const [move, words] = entry.split(/:(.*)/s);
      return [Number(move), parseScore(words)];
    }));
    const answer = scores.get(p.answer);
    assert.ok(answer && answer.proven && answer.seeds === p.best, `${p.id}: answer ${line}`);
    for (const [move, s] of scores) {
      if (move === p.answer) continue;
      // Proven (its value or an upper bound on it) at least 4 seeds below the answer.
      assert.ok(s.proven && s.seeds <= p.best - 4, `${p.id}: move ${move} ${line}`);
    }
  }
});
