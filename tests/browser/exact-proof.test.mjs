// The prover in the page (web/engine/engine-prove.js, in the search worker):
// at the Hoyito I start, far past the endgame tables' 8 seeds, Analyse and
// the Hint say the exact value with best play and Analyse every move's
// exact value ("proof" its source), the same as `hoyito solve` finds for the
// position each move leaves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, useBrowser, askHint, openAnalysis, readAnalysis, signed, exactWords } from './harness.mjs';

const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const cli = process.env.HOYITO_CLI || path.join(ROOT, 'build/hoyito');

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** Each of South's moves at the start valued by the CLI: minus North's proven value after it. */
function nativeMargins() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-proof-'));
  try {
    execFileSync(cli, ['tables', 'build', '--variant', 'I', '--out', dir]);
    const margins = {};
    for (let hole = 1; hole <= 6; hole++) {
      const after = execFileSync(cli, ['play', START, String(hole)], { encoding: 'utf8' }).trim();
      assert.match(after, /:N:0,0/, `S${hole} captures nothing and passes the turn`);
      const out = execFileSync(cli, ['solve', after, '--tables', dir, '--ms', '120000', '--tt', '64'], {
        encoding: 'utf8',
      });
      const value = /^value ([+-]?\d+) for North: proven/m.exec(out);
      assert.ok(value, out);
      margins[hole] = 0 - Number(value[1]);
    }
    return margins;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('Analyse and the Hint at the Hoyito I start give the proven value of every move', { skip }, async () => {
  const margins = nativeMargins();
  assert.deepEqual(margins, { 1: -16, 2: -8, 3: -16, 4: -8, 5: -16, 6: -8 });
  const page = await openAnalysis(env, START);
  const seen = await readAnalysis(page);
  assert.equal(seen.verdict, 'South to move: loses by 8 seeds with best play (exact)');
  assert.equal(seen.rows.length, 6);
  for (const r of seen.rows) {
    const m = margins[r.hole];
    assert.deepEqual(
      r,
      { hole: r.hole, source: 'proof', exact: true, best: m === -8, num: signed(m), words: exactWords(m) },
      `S${r.hole}`,
    );
  }
  await askHint(page, 120000);
  const hint = await page.evaluate(() => ({
    text: document.getElementById('hint-line').textContent,
    source: document.getElementById('hint-line').dataset.source,
  }));
  assert.deepEqual(hint, { text: 'Best: S2, S4, or S6 — loses by 8 seeds with best play (exact)', source: 'proof' });
  await page.close();
  assert.deepEqual(env.errors, []);
});
