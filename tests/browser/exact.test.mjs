// The endgame tables in the page (web/engine/engine-tables.js, built in the
// search worker): the hint says the exact result with best play, "(exact)",
// at a 2x6 position of at most 8 seeds, as the game's final margin (the
// captures so far count), and names the moves the tables keep; at a 12-seed
// position it never says "exact", whatever the search finds there. The
// Analyse panel and the review say it where the tables cover the position
// too, the panel for every move (the tables' value after it), also when the
// worker is starved of time or the tables come late: no row or badge there
// is a search's estimate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  WEB,
  routeOf,
  waitIdle,
  useBrowser,
  askHint,
  openAnalysis,
  readAnalysis,
  signed,
  exactWords,
} from './harness.mjs';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { Endgames } from '../../web/engine/engine-tables.js';

// 8 seeds on the board. South captures all eight with S1 or S3 (the tables'
// value +8), and is 8 behind: a draw with best play.
const DRAWN = 'I:1,0,1,0,0,3/1,0,0,1,0,1:S:16,24';
// 8 seeds, South 16 behind: only S4 keeps the value (+8), a loss by 8.
const LOST = 'I:0,2,0,1,0,1/0,0,1,0,2,1:S:12,28';
// 12 seeds on 2x7: beyond the page's tables and its prover (2x6 only).
const TWELVE = 'I:2,0,1,0,0,3,0/1,0,2,1,1,1,0:S:20,24';

// 8 seeds: S1 and S5 win by 8, S3 loses by 8; a search short of time
// values S3 at about -1.
const RACE = 'I:1,0,2,0,1,0/0,1,0,2,0,1:S:20,20';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

// The referee: the tables of an engine of the test's own, in Node.
const engine = fs.existsSync(`${WEB}/engine/gen/hoyito-ai.wasm`)
  ? await loadSearchEngine({ wasmBinary: fs.readFileSync(`${WEB}/engine/gen/hoyito-ai.wasm`) })
  : null;

/**
 * Each legal move's final margin with best play at `position`, for its
 * mover: the position the move leaves valued by the tables (its own
 * player's margin, turned over when the turn passes), or its end.
 */
function tablesMargins(position) {
  const endgames = new Endgames(engine);
  const game = engine.newGame(position);
  try {
    const start = game.snapshot();
    const me = start.turn === 'S' ? 0 : 1;
    const margins = {};
    for (const hole of start.legal) {
      const child = engine.newGame(position);
      child.play(hole);
      const s = child.snapshot();
      const after = s.over ? null : endgames.exact(child);
      child.free();
      if (!s.over) assert.ok(after, `the tables cover ${position} after ${hole}`);
      margins[hole] = s.over
        ? s.captured[me] - s.captured[1 - me]
        : s.turn === start.turn
          ? after.margin
          : 0 - after.margin; // 0 - 0 is 0, not -0
    }
    return margins;
  } finally {
    game.free();
    endgames.free();
  }
}

/** The hint's line, glowing holes and spoken words at a position, in a language. */
async function hintAt(position, lang = 'en') {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=${lang}#pos=${position}`);
  await waitIdle(page);
  await askHint(page, 20000);
  const hint = await page.evaluate(() => ({
    text: document.getElementById('hint-line').textContent,
    hinted: [...document.querySelectorAll('#board .hole.hinted')].map((h) => h.dataset.hole).sort(),
    spoken: document.getElementById('announcer').textContent,
  }));
  await page.close();
  return hint;
}

test('the hint says the exact result at an 8-seed position, with the captures so far', { skip }, async () => {
  const drawn = await hintAt(DRAWN);
  assert.equal(drawn.text, 'Best: S1 or S3 — a draw with best play (exact)');
  assert.deepEqual(drawn.hinted, ['S1', 'S3']);
  assert.match(drawn.spoken, /a draw with best play \(exact\)/);
  const lost = await hintAt(LOST);
  assert.equal(lost.text, 'Best: S4 — loses by 8 seeds with best play (exact)');
  assert.deepEqual(lost.hinted, ['S4'], 'the one move the tables keep');
  assert.deepEqual(env.errors, []);
});

test('the exact words come in the language in use', { skip }, async () => {
  const lost = await hintAt(LOST, 'es');
  assert.match(lost.text, /pierde por 8 semillas con el mejor juego \(exacto\)$/);
  assert.deepEqual(env.errors, []);
});

test('the hint never says exact at a 12-seed position of 2x7', { skip }, async () => {
  const twelve = await hintAt(TWELVE);
  assert.match(twelve.text, /^Best: S\d/);
  assert.doesNotMatch(twelve.text, /exact/);
  assert.doesNotMatch(twelve.spoken, /exact/);
  assert.deepEqual(env.errors, []);
});

/** The Analyse panel at a position: its headline of the exact result, and each move's row. */
async function analysisAt(position) {
  const page = await openAnalysis(env, position);
  const seen = await readAnalysis(page);
  await page.close();
  return seen;
}

test('the analysis heads an 8-seed position with its exact result; every move has its exact value', {
  skip,
}, async () => {
  const drawn = await analysisAt(DRAWN);
  assert.equal(drawn.verdict, 'South to move: a draw with best play (exact)');
  const best = drawn.rows.filter((r) => r.best);
  assert.deepEqual(best.map((r) => r.hole).sort(), [1, 3], 'the moves the tables keep are the best rows');
  for (const r of best) assert.deepEqual([r.num, r.words], ['0', 'a draw with best play (exact)']);
  const margins = tablesMargins(DRAWN);
  for (const r of drawn.rows)
    assert.deepEqual([r.num, r.words], [signed(margins[r.hole]), exactWords(margins[r.hole])], `S${r.hole}`);
  const lost = await analysisAt(LOST);
  assert.equal(lost.verdict, 'South to move: loses by 8 seeds with best play (exact)');
  assert.deepEqual(
    lost.rows.filter((r) => r.best).map((r) => [r.hole, r.num]),
    [[4, '-8']],
  );
  const twelve = await analysisAt(TWELVE);
  assert.equal(twelve.verdict, null);
  assert.doesNotMatch(twelve.text, /exact/);
  assert.deepEqual(env.errors, []);
});

/**
 * Plays `hole` for South at `position` and reviews that game; returns the
 * review's verdict of that first move, and the same judged here by the
 * endgame tables of a separate engine (null where they do not cover it).
 */
async function reviewFirstMove(position, hole) {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=en#pos=${position}`);
  await waitIdle(page);
  await page.click(`[data-hole="S${hole}"]`);
  await waitIdle(page);
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await page.waitForSelector('.review-table tr[data-ply="1"] .kind', { timeout: 120000 });
  const row = page.locator('.review-table tr[data-ply="1"]');
  const seen = { kind: await row.getAttribute('data-kind'), words: await row.locator('.kind').textContent() };
  const tables = await page.evaluate(
    async ({ position, hole }) => {
      const { loadSearchEngine } = await import('/engine/engine-search.js');
      const { Endgames } = await import('/engine/engine-tables.js');
      const engine = await loadSearchEngine();
      const endgames = new Endgames(engine);
      const game = engine.newGame(position);
      const before = endgames.exact(game);
      game.play(hole);
      const next = game.snapshot();
      const after = next.over ? null : endgames.exact(game);
      game.free();
      if (!before) return null;
      // The mover is South; the margin after the move is read from South's side.
      const margin = next.over ? next.captured[0] - next.captured[1] : (next.turn === 'S' ? 1 : -1) * after.margin;
      return { kept: before.moves.includes(hole), loss: before.margin - margin };
    },
    { position, hole },
  );
  await page.close();
  return { ...seen, tables };
}

test('the review judges a move at an 8-seed position by the tables, in exact words; not at 12 seeds', {
  skip,
}, async () => {
  const kept = await reviewFirstMove(DRAWN, 1);
  assert.deepEqual(kept, { kind: 'best', words: 'best (exact)', tables: { kept: true, loss: 0 } });
  const lost = await reviewFirstMove(DRAWN, 6);
  assert.equal(lost.tables.kept, false);
  assert.ok(lost.tables.loss > 0, 'a move the tables do not keep gives seeds away');
  assert.equal(lost.words, `${lost.kind} (loses exactly ${lost.tables.loss} seeds)`);
  const twelve = await reviewFirstMove(TWELVE, 1);
  assert.equal(twelve.tables, null);
  assert.doesNotMatch(twelve.words, /exact/);
  assert.deepEqual(env.errors, []);
});

/**
 * The Analyse panel and the board's badges at `position` on a fresh page
 * whose search worker is starved: each search stops after a few thousand
 * nodes, as a 1.5 s search does on a machine busy with other work (its
 * estimates then depend on the time it got), and reaches the worker
 * `late` ms late; `tablesLate`: the search build (which builds the tables)
 * comes that many ms late.
 */
async function starvedAnalysis(position, { late = 0, tablesLate = 0 } = {}) {
  const page = await env.newPage();
  await page.addInitScript((late) => {
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    const Base = window.Worker;
    window.Worker = class extends Base {
      postMessage(data, ...rest) {
        if (data?.action !== 'search') return super.postMessage(data, ...rest);
        const { exactSeeds, allMoves } = data.options ?? {};
        const starved = { ...data, options: { nodes: 2000, exactSeeds, allMoves } };
        setTimeout(() => super.postMessage(starved, ...rest), late);
      }
    };
  }, late);
  let wasmAsked = 0;
  if (tablesLate) {
    await page.route(routeOf('engine/gen/hoyito-ai.wasm'), (route) => {
      wasmAsked++;
      setTimeout(() => route.continue().catch(() => {}), tablesLate);
    });
  }
  await page.goto(`${env.url}?lang=en#pos=${position}`);
  await waitIdle(page);
  await page.click('#analyse');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('#analysis .analysis-list li').length > 0 &&
      document.querySelectorAll('#board .analysis-marks .mark').length > 0,
    null,
    { timeout: 60000 },
  );
  const seen = await page.evaluate(() => {
    const verdict = document.querySelector('#analysis .analysis-verdict');
    return {
      verdict: verdict.hidden ? null : verdict.textContent,
      status: document.querySelector('#analysis .analysis-status').textContent,
      rows: [...document.querySelectorAll('#analysis .analysis-list li')].map((li) => ({
        hole: li.dataset.hole,
        source: li.dataset.source,
        num: li.querySelector('.an-num').textContent,
        words: li.querySelector('.an-words').textContent,
      })),
      badges: [...document.querySelectorAll('#board .analysis-marks .mark')].map((g) => ({
        hole: g.dataset.hole,
        source: g.dataset.source,
        text: g.textContent,
      })),
      text: document.getElementById('analysis').textContent,
    };
  });
  await page.close();
  if (tablesLate) assert.ok(wasmAsked > 0, 'the search build was held back');
  return seen;
}

test("a starved or late worker: every row of a covered position is the tables' exact value, never an estimate", {
  skip,
}, async () => {
  const margins = tablesMargins(RACE);
  assert.deepEqual(margins, { 1: 8, 3: -8, 5: 8 }, 'the referee');
  const loads = [{}, { late: 300 }, { tablesLate: 1500 }, { late: 300, tablesLate: 1500 }];
  for (let k = 0; k < 12; k++) {
    const how = loads[k % loads.length];
    const seen = await starvedAnalysis(RACE, how);
    const at = `load ${k + 1} ${JSON.stringify(how)}`;
    assert.equal(seen.verdict, 'South to move: wins by 8 seeds with best play (exact)', at);
    assert.deepEqual(
      seen.rows.map((r) => [r.hole, r.source, r.num, r.words]),
      [
        ['1', 'tables', '+8', exactWords(8)],
        ['5', 'tables', '+8', exactWords(8)],
        ['3', 'tables', '-8', exactWords(-8)],
      ],
      at,
    );
    assert.deepEqual(
      seen.badges.map((b) => [b.hole, b.source, b.text]).sort(),
      Object.entries(margins).map(([hole, m]) => [hole, 'tables', `${hole} ${signed(m)}`]),
      at,
    );
    assert.equal(seen.status, 'Exact: every result is counted to the end of the game by the endgame tables.', at);
  }
  // Beyond the tables nothing says exact, however the search went.
  const twelve = await starvedAnalysis(TWELVE);
  assert.equal(twelve.verdict, null);
  assert.doesNotMatch(twelve.text, /exact|Exact/);
  for (const r of [...twelve.rows, ...twelve.badges]) assert.notEqual(r.source, 'tables', JSON.stringify(r));
  for (const r of twelve.rows.filter((x) => x.source === 'estimate')) assert.match(r.num, /^≈ /, JSON.stringify(r));
  assert.deepEqual(env.errors, []);
});
