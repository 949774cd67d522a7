// The review judges Hoyito I on 2x6 exactly: every position of a short
// recorded game settled by the prover (the worker's proveNodes, as the hint
// asks), each move's cost against perfect play the one `hoyito analyse
// RECORD --json` prints, the seeds each player gave away, the graph's first
// point the start's proven -8. The kept review says the same after a reload
// without a search; a review kept in the older shape (no source of its
// values) is judged again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, countSearches, openGame, waitIdle, useBrowser } from './harness.mjs';

const cli = process.env.HOYITO_CLI || `${ROOT}/build/hoyito`;
const skipCli = fs.existsSync(cli) ? false : `missing ${cli} (cmake --build build)`;
let env;
const skip = useBrowser({}, (s) => ({ env } = s)) || skipCli;

// A line of Hoyito I whose every position the prover settles within the
// review's budget, with moves that give seeds away on both sides.
const MOVES = [4, 1, 4, 2, 5, 2, 2, 6, 6, 2];

/** The record of the line and each move's exact cost by the native CLI, from the 8-seed tables. */
function analysed() {
  if (skip) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-review-exact-'));
  try {
    execFileSync(cli, ['tables', 'build', '--variant', 'I', '--out', dir], { encoding: 'utf8' });
    const start = execFileSync(cli, ['start'], { encoding: 'utf8' }).trim();
    const record = execFileSync(cli, ['record', 'write', start, ...MOVES.map(String)], { encoding: 'utf8' });
    const file = path.join(dir, 'game.hgr');
    fs.writeFileSync(file, record);
    const out = execFileSync(cli, ['analyse', file, '--tables', dir, '--json'], { encoding: 'utf8' });
    const moves = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    return { record, moves };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const game = analysed();

async function review(page) {
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('#review .review-graph circle').length === n &&
      document.getElementById('review')?.getAttribute('aria-busy') === 'false',
    MOVES.length + 1,
    { timeout: 300000 },
  );
}

/** What the review shows: each move's verdict, the totals, the first point and its row. */
const shown = (page) =>
  page.evaluate(() => ({
    verdicts: [...document.querySelectorAll('.review-table tbody tr[data-kind] .kind')].map((s) => s.textContent),
    perfect: document.querySelector('.review-perfect').textContent,
    seeds: [...document.querySelectorAll('.review-perfect [data-player]')].map((s) => [
      s.dataset.player,
      Number(s.dataset.seeds),
    ]),
    first: (({ dataset: d }) => [d.margin, d.exact])(document.querySelector('.review-graph circle[data-ply="0"]')),
    firstRow: document.querySelector('.review-table tr[data-ply="0"] td').textContent,
    exactPoints: [...document.querySelectorAll('.review-graph circle')].every((c) => c.dataset.exact === 'true'),
  }));

test("the review of a Hoyito I game: each move's cost is hoyito analyse's, the totals per player, the start -8 exact", {
  skip,
}, async () => {
  for (const m of game.moves) assert.equal(m.cost[0], m.cost[1], `ply ${m.ply}: the CLI proves the cost`);
  const page = await openGame(env, { size: { width: 1280, height: 800 } });
  await page.addInitScript(countSearches);
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.click('.game-open:visible');
  await page.fill('#record-text', game.record);
  await page.click('#record-import');
  await page.waitForFunction(() => document.getElementById('record-status')?.textContent !== '');
  await waitIdle(page);
  await review(page);

  const got = await shown(page);
  const expected = game.moves.map(({ cost: [c] }) =>
    c === 0 ? /\(exact\)$/ : new RegExp(`\\(loses exactly ${c} seeds?\\)$`),
  );
  got.verdicts.forEach((v, k) => assert.match(v, expected[k], `move ${k + 1}: cost ${game.moves[k].cost[0]}`));
  assert.equal(got.verdicts.length, game.moves.length);
  const total = (mover) => game.moves.filter((m) => m.mover === mover).reduce((a, m) => a + m.cost[0], 0);
  assert.deepEqual(got.seeds, [
    ['S', total('South')],
    ['N', total('North')],
  ]);
  assert.equal(
    got.perfect,
    `South gave away ${total('South')} seeds to perfect play. North gave away ${total('North')} seeds to perfect play.`,
  );
  assert.deepEqual(got.first, ['-8', 'true'], 'the start: -8, exact');
  assert.equal(got.firstRow, '−8 (exact)');
  assert.ok(got.exactPoints, 'every point exact');

  // Kept with the game: a reload shows the same words without a search.
  await page.waitForFunction(() =>
    Object.keys(localStorage).some((k) => localStorage.getItem(k).includes('"source":"')),
  );
  await page.reload();
  await waitIdle(page);
  await review(page);
  assert.deepEqual(await shown(page), got, 'the kept review, as it was');
  assert.equal(await page.evaluate(() => window.searches), 0, 'no search after the reload');
  assert.equal(
    await page.textContent('#review .review-status'),
    'The review kept with this game, shown without searching again.',
  );

  // A review kept in the older shape (no source of its values) is judged again, exactly.
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) {
      const entry = JSON.parse(localStorage.getItem(k) ?? 'null');
      if (!entry?.review?.source) continue;
      delete entry.review.source;
      localStorage.setItem(k, JSON.stringify(entry));
    }
  });
  await page.reload();
  await waitIdle(page);
  await review(page);
  assert.deepEqual(await shown(page), got, 'judged again, the same');
  assert.ok((await page.evaluate(() => window.searches)) > 0, 'searched again');
  assert.deepEqual(env.errors, []);
  await page.close();
});
