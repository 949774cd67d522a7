// The endgame tables in the page (web/engine/engine-tables.js, built in the
// search worker): the hint says the exact result with best play, "(exact)",
// at a 2x6 position of at most 8 seeds, as the game's final margin (the
// captures so far count), and names the moves the tables keep; at a 12-seed
// position it never says "exact", whatever the search finds there. The
// Analyse panel and the review say it where the tables cover the position too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle, useBrowser } from './harness.mjs';

// 8 seeds on the board. South captures all eight with S1 or S3 (the tables'
// value +8), and is 8 behind: a draw with best play.
const DRAWN = 'I:1,0,1,0,0,3/1,0,0,1,0,1:S:16,24';
// 8 seeds, South 16 behind: only S4 keeps the value (+8), a loss by 8.
const LOST = 'I:0,2,0,1,0,1/0,0,1,0,2,1:S:12,28';
// 12 seeds: beyond the page's tables.
const TWELVE = 'I:2,0,1,0,0,3/1,0,2,1,1,1:S:16,20';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** The hint's line, glowing holes and spoken words at a position, in a language. */
async function hintAt(position, lang = 'en') {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=${lang}#pos=${position}`);
  await waitIdle(page);
  await page.click('#hint');
  await page.waitForFunction(
    () => {
      const line = document.getElementById('hint-line');
      return !line.hidden && !line.classList.contains('thinking') && line.textContent !== '';
    },
    null,
    { timeout: 20000 },
  );
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

test('the hint never says exact at a 12-seed position', { skip }, async () => {
  const twelve = await hintAt(TWELVE);
  assert.match(twelve.text, /^Best: S\d/);
  assert.doesNotMatch(twelve.text, /exact/);
  assert.doesNotMatch(twelve.spoken, /exact/);
  assert.deepEqual(env.errors, []);
});

/** The Analyse panel at a position: its headline of the exact result, and each move's row. */
async function analysisAt(position) {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=en#pos=${position}`);
  await waitIdle(page);
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#analysis .analysis-list li').length > 0, null, {
    timeout: 20000,
  });
  const seen = await page.evaluate(() => {
    const verdict = document.querySelector('#analysis .analysis-verdict');
    return {
      verdict: verdict.hidden ? null : verdict.textContent,
      rows: [...document.querySelectorAll('#analysis .analysis-list li')].map((li) => ({
        hole: li.dataset.hole,
        best: li.classList.contains('best'),
        num: li.querySelector('.an-num').textContent,
        words: li.querySelector('.an-words').textContent,
      })),
      text: document.getElementById('analysis').textContent,
    };
  });
  await page.close();
  return seen;
}

test('the analysis heads an 8-seed position with its exact result; only the kept moves say exact', {
  skip,
}, async () => {
  const drawn = await analysisAt(DRAWN);
  assert.equal(drawn.verdict, 'South to move: a draw with best play (exact)');
  const best = drawn.rows.filter((r) => r.best);
  assert.deepEqual(best.map((r) => r.hole).sort(), ['1', '3'], 'the moves the tables keep are the best rows');
  for (const r of best) assert.deepEqual([r.num, r.words], ['0', 'a draw with best play (exact)']);
  for (const r of drawn.rows.filter((x) => !x.best))
    assert.doesNotMatch(r.words, /exact/, `S${r.hole}: the tables give no value for it`);
  const lost = await analysisAt(LOST);
  assert.equal(lost.verdict, 'South to move: loses by 8 seeds with best play (exact)');
  assert.deepEqual(
    lost.rows.filter((r) => r.best).map((r) => [r.hole, r.num]),
    [['4', '-8']],
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
