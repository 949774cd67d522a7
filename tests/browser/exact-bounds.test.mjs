// The prover in the page past Hoyito I: at a late Hoyito II middle game on
// 2x6 (16 seeds) it settles the value within the page's budget and Analyse
// and the Hint say it "exact", the same as `hoyito solve`; at one it does not
// settle they say the bound it proved ("loses by at least 16 seeds", "at
// least a draw" with the search's estimate within it), never "exact", and
// that bound holds against `hoyito solve` with more CPU. The positions were
// reached from the Hoyito II start by seeded random moves (21, 24 and 30
// plies).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, useBrowser, askHint, openAnalysis, readAnalysis, checkExactRows } from './harness.mjs';
import { loadTestEngine, marginsByMove } from '../node/helpers.mjs';

const SETTLED = 'II:2,2,0,3,1,1/2,2,0,1,2,0:N:24,8:quiet=6';
const BOUNDED = 'II:0,0,1,3,0,1/1,4,0,1,0,1:S:8,28:quiet=3';
const DRAWN = 'II:0,3,0,0,3,0/1,5,2,1,0,9:N:12,12:quiet=1';
const cli = process.env.HOYITO_CLI || path.join(ROOT, 'build/hoyito');

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** `hoyito solve`'s bounds [lo, hi] of each position's value for the side to move (equal: its value), in `ms` of CPU each. */
function solve(positions, dir, ms) {
  const out = execFileSync(cli, ['solve', '-', '--tables', dir, '--ms', String(ms), '--tt', '64'], {
    input: `${positions.join('\n')}\n`,
    encoding: 'utf8',
  });
  const answers = out.split('\n').filter((line) => /^(value|unproven|error)/.test(line));
  assert.equal(answers.length, positions.length, out);
  return new Map(
    positions.map((p, i) => {
      const value = /^value ([+-]?\d+) for/.exec(answers[i]);
      const bounds = /^unproven: proven bounds ([+-]?\d+)\.\.([+-]?\d+) for/.exec(answers[i]);
      assert.ok(value || bounds, `${p}: ${answers[i]}`);
      return [p, value ? [Number(value[1]), Number(value[1])] : [Number(bounds[1]), Number(bounds[2])]];
    }),
  );
}

/** Analyse's verdict and rows, and the Hint's line, at `position` in a fresh page. */
async function look(position) {
  const page = await openAnalysis(env, position);
  await askHint(page, 120000); // the same search's answer
  const seen = {
    ...(await readAnalysis(page)),
    ...(await page.evaluate(() => {
      const hint = document.getElementById('hint-line');
      return { hint: hint.textContent, hintSource: hint.dataset.source };
    })),
  };
  await page.close();
  return seen;
}

/** Every row the page calls exact has hoyito solve's value for the position its move leaves. */
function checkRows(engine, position, rows, values) {
  const want = marginsByMove(engine, position, (child) => {
    const [lo, hi] = values.get(child);
    return lo === hi ? lo : NaN;
  });
  checkExactRows(position, rows, want);
}

test('Hoyito II late in the game: the exact value where the prover settles it, its bound where not', {
  skip,
}, async () => {
  const engine = await loadTestEngine();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-bounds-'));
  try {
    execFileSync(cli, ['tables', 'build', '--variant', 'II', '--out', dir]);
    const children = [SETTLED, BOUNDED].flatMap((p) => {
      const c = [];
      marginsByMove(engine, p, (child) => (c.push(child), 0));
      return c;
    });
    const values = solve([SETTLED, ...children], dir, 1000);
    // More CPU than the page's 4 M positions (about 2 s of it) for the position it does not settle.
    const [bounded, drawn] = solve([BOUNDED, DRAWN], dir, 8000).values();

    // Settled: North is 16 behind and draws with best play (hoyito solve: +16 for North from here).
    const settled = await look(SETTLED);
    assert.deepEqual(values.get(SETTLED), [16, 16]);
    assert.equal(settled.verdict, 'North to move: a draw with best play (exact)');
    assert.deepEqual(
      { hint: settled.hint, source: settled.hintSource },
      { hint: 'Best: N5 — a draw with best play (exact)', source: 'proof' },
    );
    checkRows(engine, SETTLED, settled.rows, values);
    assert.ok(
      settled.rows.every((r) => r.exact),
      `every move exact: ${JSON.stringify(settled.rows)}`,
    );

    // Not settled in the page: South, 20 behind, loses by at least 16 seeds (a value of at most +4 from here).
    const bound = await look(BOUNDED);
    assert.equal(bound.verdict, 'South to move: loses by at least 16 seeds');
    assert.match(bound.hint, /^Best: S\d( or S\d)* — loses by at least 16 seeds$/);
    assert.equal(bound.hintSource, 'bounds');
    const [lo, hi] = bounded;
    assert.ok(hi <= 4, `hoyito solve in 8 s: ${lo}..${hi} for South, so at most +4 holds`);
    checkRows(engine, BOUNDED, bound.rows, values);

    // Even captures, 24 seeds on the board: North at least draws, and the search's estimate follows where it fits.
    const draw = await look(DRAWN);
    const estimate = /^(|, about \d+ seeds? (ahead|behind)|, about even)$/;
    assert.match(draw.verdict.replace(/^North to move: at least a draw/, ''), estimate, draw.verdict);
    assert.match(draw.hint.replace(/^Best: N\d( or N\d)* — at least a draw/, ''), estimate, draw.hint);
    assert.equal(draw.hintSource, 'bounds');
    assert.ok(drawn[1] >= 0, `hoyito solve in 8 s: ${drawn[0]}..${drawn[1]} for North, so at least 0 holds`);
    assert.ok(
      draw.rows.every((r) => !r.exact && !/exact/.test(r.words)),
      JSON.stringify(draw.rows),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    engine.free?.();
  }
  assert.deepEqual(env.errors, []);
});
