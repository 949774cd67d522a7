// puzzles.test.mjs - the engine's puzzles (`hoyito puzzles`, cli/cli_puzzle.c)
// and the shipped sets in web/data (2x6, 2x8, 2x12, each variant): the
// generator is deterministic for a seed, and every shipped answer, `near`,
// line and theme is checked again here, by other code than the generator's.
// Turn puzzles: every turn is enumerated in this file, move by move through
// the CLI's batch mode. Endgame puzzles: the same proving search scores every
// move (`hoyito best --all`). Lines and themes: played in the wasm engine,
// the themes read from its events (lesson-check.js summarize()).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { root, loadTestEngine } from './helpers.mjs';
import { summarize } from '../../web/js/learn/lesson-check.js';

const cli = process.env.HOYITO_CLI || new URL('build/hoyito', root).pathname;
const run = (args, input) => execFileSync(cli, args, { input, encoding: 'utf8', maxBuffer: 256 << 20 });

// The fields of a position string a test needs: whose turn, and captures.
function fields(position) {
  const [, , turn, caps] = position.split(':');
  const [south, north] = caps.split(',').map(Number);
  return { turn, captured: { S: south, N: north } };
}

const VARIANTS = ['I', 'II', 'III'];
// Each set's file and the fewest puzzles it must hold (2x12 proofs cost the most).
const SETS = VARIANTS.flatMap((variant) => [
  { variant, n: 6, file: `web/data/puzzles-${variant}.json`, least: 100 },
  { variant, n: 8, file: `web/data/puzzles-${variant}-8.json`, least: 20 },
  { variant, n: 12, file: `web/data/puzzles-${variant}-12.json`, least: 12 },
]);
const readSet = (set) => JSON.parse(fs.readFileSync(new URL(set.file, root), 'utf8'));
const shipped = SETS.flatMap((set) => readSet(set).map((p) => ({ ...p, variant: set.variant, n: set.n })));
// How close another move may come to the answer and still count in `near` (NEAR_MARGIN in cli/cli_puzzle.c).
const NEAR_MARGIN = 4;
const THEMES = ['turn', 'endgame', 'relay', 'passing', 'extra', 'lastFour'];

test('the generator gives the same puzzles for the same seed, and others for another', () => {
  const args = ['puzzles', '--variant', 'II', '--count', '4', '--seed', '11'];
  const first = run(args);
  assert.equal(run(args), first);
  assert.notEqual(run(['puzzles', '--variant', 'II', '--count', '4', '--seed', '12']), first);
  const lines = first
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.equal(lines.length, 4);
  for (const p of lines) {
    assert.match(p.id, /^[0-9a-f]{8}$/);
    assert.ok(['turn', 'endgame'].includes(p.kind));
    assert.ok(p.best - p.second >= 4, `${p.id}: margin ${p.best - p.second}`);
    assert.equal(p.themes[0], p.kind, `${p.id}: the kind is the first theme`);
    assert.ok(Number.isInteger(p.near) && p.near >= 0, p.id);
  }
});

test('the generator bounded by --games ships what it found, and says how many', () => {
  const out = execFileSync(
    cli,
    ['puzzles', '--variant', 'I', '--n', '8', '--count', '50', '--games', '2', '--seed', '3'],
    { encoding: 'utf8', stdio: 'pipe' },
  );
  assert.ok(out.trim().split('\n').filter(Boolean).length < 50);
  assert.throws(
    () => execFileSync(cli, ['puzzles', '--games', '0'], { encoding: 'utf8', stdio: 'pipe' }),
    (e) => e.status === 2 && e.stderr.includes('--games must be'),
  );
});

test("--positions proves a set's positions again: the 2x12 Hoyito III set comes back line for line", () => {
  const file = new URL('web/data/puzzles-III-12.json', root);
  const lines = readSet({ file: 'web/data/puzzles-III-12.json' });
  const input = lines.map((p) => `${p.kind} ${p.pos}`).join('\n') + '\n';
  const again = run(['puzzles', '--positions', '-'], input)
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.deepEqual(again, lines, fs.realpathSync(file));
  // A position that is no puzzle is said on stderr and left out; a malformed line stops with an error.
  const start = 'III:4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4:S:0,0';
  const out = execFileSync(cli, ['puzzles', '--positions', '-'], {
    input: `endgame ${start}\n`,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  assert.equal(out, '');
  assert.throws(
    () =>
      execFileSync(cli, ['puzzles', '--positions', '-'], { input: 'turn III:9\n', encoding: 'utf8', stdio: 'pipe' }),
    (e) => e.status === 2 && e.stderr.includes('line 1: want "turn POS" or "endgame POS"'),
  );
});

test('the generator refuses bad arguments with a clear error', () => {
  for (const [flag, value, words] of [
    ['--variant', 'IV', '--variant must be'],
    ['--n', '13', '--n must be'],
    ['--count', '0', '--count must be'],
    ['--kind', 'x', '--kind must be'],
  ]) {
    assert.throws(
      () => execFileSync(cli, ['puzzles', flag, value], { encoding: 'utf8', stdio: 'pipe' }),
      (e) => e.status === 2 && e.stderr.includes(words),
    );
  }
});

test('the shipped sets: enough puzzles each, unique ids, every size under its weight, each on its board', async () => {
  const { gzipSync } = await import('node:zlib');
  const bytes = { 6: 0, 8: 0, 12: 0 };
  for (const set of SETS) {
    bytes[set.n] += gzipSync(fs.readFileSync(new URL(set.file, root)), { level: 9 }).length;
    const count = shipped.filter((p) => p.variant === set.variant && p.n === set.n).length;
    assert.ok(count >= set.least, `${set.file}: ${count} puzzles`);
  }
  assert.ok(bytes[6] <= 40 * 1024 && bytes[8] <= 16 * 1024 && bytes[12] <= 16 * 1024, JSON.stringify(bytes));
  assert.equal(new Set(shipped.map((p) => p.id)).size, shipped.length);
  const legal = run(['moves', '-'], shipped.map((p) => p.pos).join('\n') + '\n').split('\n');
  shipped.forEach((p, i) => {
    assert.ok(p.pos.startsWith(`${p.variant}:`), p.id);
    assert.equal(p.pos.split(':')[1].split('/')[0].split(',').length, p.n, `${p.id}: a 2x${p.n} board`);
    assert.ok(legal[i].trim().split(' ').map(Number).includes(p.answer), p.id);
    assert.ok(legal[i].trim().split(' ').length >= 2, `${p.id}: a choice`);
    assert.equal(p.line[0], p.answer, p.id);
  });
});

// The themes of a line, from the events the wasm engine reports as it is
// played (docs/learn.md): 'relay' (the answer relays twice or more),
// 'passing' (the answer captures in passing), 'extra' (a move on an extra
// turn captures again), 'lastFour' (the last four taken in the line); the kind first.
function themesOfLine(engine, p) {
  const game = engine.newGame(p.pos);
  const got = new Set([p.kind]);
  let extra = false; // this move is an extra turn
  try {
    p.line.forEach((move, k) => {
      assert.ok(game.snapshot().legal.includes(move), `${p.id}: move ${k + 1} of the line (${move}) is legal`);
      const s = summarize(game.play(move));
      if (k === 0 && s.relays >= 2) got.add('relay');
      if (k === 0 && s.passing > 0) got.add('passing');
      if (extra && s.captures > 0) got.add('extra'); // an extra turn that captured again
      extra = s.extraTurn;
      if (s.lastFour) got.add('lastFour');
    });
  } finally {
    game.free();
  }
  return THEMES.filter((x) => got.has(x));
}

test("every shipped line is legal throughout, and its themes are the ones the engine's events show", async () => {
  const engine = await loadTestEngine();
  const seen = new Set();
  for (const p of shipped) {
    assert.deepEqual(p.themes, themesOfLine(engine, p), p.id);
    p.themes.forEach((x) => seen.add(`${p.n}:${x}`));
  }
  // Every theme is met somewhere (else its reading is never tried).
  for (const x of THEMES)
    assert.ok(
      [6, 8, 12].some((n) => seen.has(`${n}:${x}`)),
      `theme ${x} in no set`,
    );
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
      const before = fields(b.pos),
        now = fields(after[k]);
      const mover = before.turn;
      const took = now.captured[mover] - before.captured[mover];
      const gained = b.gained + took;
      const map = best[b.i];
      map.set(b.first, Math.max(map.get(b.first) ?? 0, gained));
      // An extra turn (R10, R11): a capture and the same player to move.
      if (now.turn === mover && took > 0 && puzzles[b.i].variant !== 'I') goOn.push({ ...b, pos: after[k], gained });
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
    const near = byMove.slice(1).filter(([, v]) => v >= p.best - NEAR_MARGIN).length;
    assert.equal(p.near, near, `${p.id}: moves within ${NEAR_MARGIN} seeds of the answer`);
    assert.equal(p.line[0], p.answer, p.id);
  });
});

// The CLI's words for a score: "win by 8 (exact)", "loss by at least 4 (sure)",
// "draw (exact)", "+1.25 (estimate)" -> seeds for the mover, and whether
// proven ("exact": the value, or a bound on it, that holds with best play).
function parseScore(text) {
  const m = text.match(
    /^(win|loss) by (?:at least )?(\d+) \((exact|sure)\)$|^draw \(exact\)$|^([+-]\d+\.\d+) \(estimate\)$/,
  );
  assert.ok(m, `score words: ${text}`);
  if (m[4]) return { seeds: Number(m[4]), proven: false };
  if (!m[1]) return { seeds: 0, proven: true };
  return { seeds: Number(m[2]) * (m[1] === 'win' ? 1 : -1), proven: m[3] === 'exact' };
}

test('every shipped endgame puzzle: a proving search finds the answer and every other move 4 seeds worse', () => {
  const puzzles = shipped.filter((p) => p.kind === 'endgame');
  for (const p of puzzles) {
    // The generator's own budget: the same search, so `near` reads the same bounds.
    const out = run(['best', p.pos, '--nodes', '1000000', '--exact', '16', '--all']);
    assert.match(out, /^exact yes$/m, `${p.id}: proven`);
    const line = out.match(/^moves (.*)$/m)[1];
    const scores = new Map(
      line.split(/ (?=\d+:)/).map((entry) => {
        const [move, words] = entry.split(/:(.*)/s);
        return [Number(move), parseScore(words)];
      }),
    );
    const answer = scores.get(p.answer);
    assert.ok(answer && answer.proven && answer.seeds === p.best, `${p.id}: answer ${line}`);
    for (const [move, s] of scores) {
      if (move === p.answer) continue;
      // Proven (its value or an upper bound on it) at least 4 seeds below the answer.
      assert.ok(s.proven && s.seeds <= p.best - 4, `${p.id}: move ${move} ${line}`);
    }
    assert.equal(
      Math.max(...[...scores].filter(([m]) => m !== p.answer).map(([, s]) => s.seeds)),
      p.second,
      `${p.id}: second`,
    );
    const near = [...scores].filter(([m, s]) => m !== p.answer && s.seeds >= p.best - NEAR_MARGIN).length;
    assert.equal(p.near, near, `${p.id}: near ${line}`);
  }
});
