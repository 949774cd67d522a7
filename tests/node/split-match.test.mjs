// tools/bench/split-match.mjs on small made-up outputs of `hoyito-tune
// openings` and `hoyito match --verbose`: the open games' points with their
// standard error over the pairs, per part and over every part, and the
// decided games kept out of them.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOL = fileURLToPath(new URL('../../tools/bench/split-match.mjs', import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-match-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name, lines) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};
const run = (...args) => execFileSync(process.execPath, [TOOL, ...args], { encoding: 'utf8' });

// Openings 0-2 open, 3 won by South (the mover) with best play.
const OPENINGS = write('openings.txt', [
  'opening  0 III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0 South: open   +3 (depth 9)',
  'opening  1 III:4,4,4,4,4,4/4,4,4,4,4,4:N:0,0 North: open   -2 (depth 9)',
  'opening  2 III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0 South: open   +1 (depth 9)',
  'opening  3 III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0 South: sure   +8 (depth 9)',
  'variant III: 4 openings of 2-4 moves, 2000 ms: proven 0, winner sure 1, open 3 (2x6)',
]);
const part = (name, games) =>
  write(name, [
    ...games.map(
      ([k, side, d], i) => `game ${i + 1} opening ${k}: t100 as ${side}, ${d > 0 ? '+' : ''}${d} (plies 40)`,
    ),
    `t100 vs a100: ${games.length} games (variant III, n=6): summary`,
  ]);
// Open pairs: both won (1), a win and a loss (0.5); decided: the won side wins.
const first = part('a.txt', [
  [0, 'South', 8],
  [0, 'North', 16],
  [3, 'South', 24],
  [3, 'North', -8],
]);
// Open pairs: a draw and a win (0.75), then a win and a loss (0.5).
const second = part('b.txt', [
  [1, 'South', 0],
  [1, 'North', 8],
  [2, 'South', -8],
  [2, 'North', 16],
]);

test('split-match: the open points with their standard error over the pairs, per part and over all', () => {
  const out = run(OPENINGS, first, second).split('\n');
  assert.ok(
    out.includes(
      '  open: 2 games, points 100.0%, seeds +12.00 a game; 1 pairs, points 100.0% (standard error 0.0 over the pairs)',
    ),
    out.join('\n'),
  );
  assert.ok(
    out.includes('  t100 holds the won side: 1 games, points 100.0%, seeds +24.00 a game'),
    'a decided game stays out of the open ones',
  );
  assert.ok(
    out.includes(
      '  open: 4 games, points 62.5%, seeds +4.00 a game; 2 pairs, points 62.5% (standard error 12.5 over the pairs)',
    ),
    out.join('\n'),
  );
  // (1 + 0.75 + 0.5) / 3 = 75%; the pairs' spread: sd 0.25, over sqrt(3).
  assert.equal(
    out.filter(Boolean).at(-1),
    'all 2 parts, open openings: 3 pairs, points 75.0% (standard error 14.4 over the pairs)',
  );
});

test('split-match: one part alone has no line over all parts', () => {
  const out = run(OPENINGS, first);
  assert.doesNotMatch(out, /^all /m);
});
