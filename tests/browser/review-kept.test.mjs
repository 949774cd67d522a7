// A review is never computed twice: the archive keeps a finished game's
// review (game/archive-keep.js), and the game opened again (a reload, its
// link) shows it without a search; a game that went on since searches only
// the positions its kept review does not cover. The worker's searches are
// counted from the page: every message posted to a worker asking for one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countSearches, waitIdle, useBrowser } from './harness.mjs';
import { loadTestEngine, rng } from '../node/helpers.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));
const engine = await loadTestEngine();

/** A finished random game of Hoyito I on 2x6 of 16..30 plies. */
function finishedGame() {
  const start = engine.startPosition({});
  for (let seed = 1; ; seed++) {
    const random = rng(seed);
    const game = engine.newGame(start);
    const moves = [];
    while (!game.snapshot().over) {
      const legal = game.snapshot().legal;
      moves.push(legal[Math.floor(random() * legal.length)]);
      game.play(moves.at(-1));
    }
    game.free();
    if (moves.length >= 16 && moves.length <= 30) return { start, moves };
  }
}
const game = finishedGame();

const graphDrawn = (page, points) =>
  page.waitForFunction((n) => document.querySelectorAll('#review .review-graph circle').length === n, points, {
    timeout: 300000,
  });
/** The review's graph as shown: each point's ply, margin and kind. */
const graph = (page) =>
  page.$$eval('#review .review-graph circle', (cs) =>
    cs.map((c) => [c.dataset.ply, c.dataset.margin, c.className.baseVal]),
  );
/** Whether the archive holds a review of `plies` moves. */
const keptReview = (page, plies) =>
  page.waitForFunction(
    (n) =>
      Object.keys(localStorage).some((k) => {
        const entry = k.startsWith('hoyito.') ? localStorage.getItem(k) : '';
        return entry.includes('"review"') && JSON.parse(entry).review?.margin?.length === n + 1;
      }),
    plies,
  );

test('a finished game reviewed once shows its kept review after a reload, without a search', {
  skip,
}, async () => {
  const page = await env.newPage({ width: 1280, height: 800 });
  await page.addInitScript(countSearches);
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  // The game without its last move: the last one is played here, and the game's end starts its review.
  const last = game.moves.length;
  await page.goto(`${env.url}#pos=${game.start}&moves=${game.moves.slice(0, last - 1).join('.')}`);
  await waitIdle(page);
  const before = engine.newGame(game.start);
  for (const m of game.moves.slice(0, last - 1)) before.play(m);
  const turn = before.snapshot().turn;
  before.free();
  await page.click(`[data-hole="${turn}${game.moves[last - 1]}"]`);
  await waitIdle(page);
  await graphDrawn(page, last + 1);
  const searched = await page.evaluate(() => window.searches);
  assert.ok(searched >= last - 2, `the first review searched ${searched} positions`);
  const shown = await graph(page);
  await keptReview(page, last);

  // Reloaded: the finished game, its review shown again, and no search.
  await page.reload();
  await waitIdle(page);
  await graphDrawn(page, last + 1);
  assert.deepEqual(await graph(page), shown, 'the same review');
  assert.equal(await page.evaluate(() => window.searches), 0, 'no search after the reload');
  assert.deepEqual(env.errors, []);
  await page.close();
});

/** The turn at ply `ply` of the game. */
function turnAt(ply) {
  const g = engine.newGame(game.start);
  for (const m of game.moves.slice(0, ply)) g.play(m);
  const { turn } = g.snapshot();
  g.free();
  return turn;
}

test('a game reviewed, reloaded and played on searches only the positions after the kept review', {
  skip,
}, async () => {
  const page = await env.newPage({ width: 1280, height: 800 });
  // An archive of its own: the game above, kept finished, would be the game this link is an earlier moment of.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(() => localStorage.clear());
  await page.addInitScript(countSearches);
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  const cut = 10;
  await page.goto(`${env.url}#pos=${game.start}&moves=${game.moves.slice(0, cut).join('.')}`);
  await waitIdle(page);
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await graphDrawn(page, cut + 1);
  const first = await graph(page);
  await keptReview(page, cut);

  await page.reload();
  await waitIdle(page);
  for (const ply of [cut, cut + 1]) {
    await page.click(`[data-hole="${turnAt(ply)}${game.moves[ply]}"]`);
    await waitIdle(page);
  }
  await page.evaluate(() => {
    window.searches = 0;
  });
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await graphDrawn(page, cut + 3);
  assert.equal(await page.evaluate(() => window.searches), 3, 'the positions after the 10 kept moves, and no other');
  assert.deepEqual((await graph(page)).slice(0, cut), first.slice(0, cut), 'the kept points as they were');
  assert.deepEqual(env.errors, []);
  await page.close();
});
