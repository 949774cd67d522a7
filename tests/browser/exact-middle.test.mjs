// The prover in the page at 20 middle-game positions of Hoyito I on 2x6,
// reached from the start by seeded random moves: Analyse says "exact" of a
// move's value only when the tables or the prover give it, and then it equals
// what `hoyito solve` proves for the position the move leaves; most positions
// are settled whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, useBrowser, openAnalysis, readAnalysis, checkExactRows } from './harness.mjs';
import { loadTestEngine, marginsByMove, middleGames } from '../node/helpers.mjs';

const COUNT = 20;
const cli = process.env.HOYITO_CLI || path.join(ROOT, 'build/hoyito');

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** `hoyito solve -` over every position a move leaves: its proven value for the side to move, or
 * undefined where `ms` of CPU (2 s: more than the page's 4 M positions on an idle machine) did not settle it. */
function solveAll(positions, ms = 2000) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-middle-'));
  try {
    execFileSync(cli, ['tables', 'build', '--variant', 'I', '--out', dir]);
    const out = execFileSync(cli, ['solve', '-', '--tables', dir, '--ms', String(ms), '--tt', '256'], {
      input: `${positions.join('\n')}\n`,
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    const answers = out.split('\n').filter((line) => /^(value|unproven|error)/.test(line));
    assert.equal(answers.length, positions.length, out);
    const values = new Map();
    positions.forEach((p, i) => {
      const value = /^value ([+-]?\d+) for (South|North)/.exec(answers[i]);
      assert.ok(value || answers[i].startsWith('unproven'), `${p}: ${answers[i]}`);
      if (value) values.set(p, Number(value[1]));
    });
    return values;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('Analyse says exact only of proven values, at 20 middle-game positions of Hoyito I', { skip }, async () => {
  const engine = await loadTestEngine();
  const positions = middleGames(engine, COUNT);
  // Every position a move leaves, solved natively in one batch.
  const children = [];
  for (const p of positions) marginsByMove(engine, p, (child) => (children.push(child), 0));
  const values = solveAll([...new Set(children)]);
  let settled = 0;
  for (const position of positions) {
    let want = marginsByMove(engine, position, (child) => values.get(child));
    // A page each: a link that differs by its hash alone would not load anew.
    const page = await openAnalysis(env, position);
    const { rows } = await readAnalysis(page);
    if (rows.some((r) => r.exact && Number.isNaN(want[r.hole]))) {
      // The page proved a move 2 s of native CPU left open (a busy machine does less in a CPU second): 30 s more.
      const open = [];
      marginsByMove(engine, position, (child) => (values.has(child) || open.push(child), 0));
      for (const [child, value] of solveAll(open, 30000)) values.set(child, value);
      want = marginsByMove(engine, position, (child) => values.get(child));
    }
    checkExactRows(position, rows, want);
    if (rows.every((r) => r.exact)) settled++;
    await page.close();
  }
  // The page's budget (4 M positions) settles most: at 6-12 plies a few need more.
  assert.ok(settled >= COUNT / 2, `every move exact at ${settled} positions of ${COUNT}`);
  engine.free?.();
  assert.deepEqual(env.errors, []);
});
