// The review of a finished game: one graph point per ply (0 = the start),
// the marks agree with the engine's scores (the endgame tables' values at
// 8 seeds or fewer, the prover's past them) recomputed here by a separate search engine, clicking a point and the arrow keys go to that ply, trying
// the better move and coming back restores the game; screenshots of the
// review at 360 and 1280 px into docs/screenshots/ (review-*.png), in
// English and in Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, openGame, freshPage, readBoard, waitIdle, useBrowser, workersSettled } from './harness.mjs';
import { loadTestEngine, rng } from '../node/helpers.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
fs.mkdirSync(OUT, { recursive: true });
const cli = process.env.HOYITO_CLI || `${ROOT}/build/hoyito`;
const skipCli = fs.existsSync(cli) ? false : `missing ${cli} (cmake --build build)`;
let env;
const skip = useBrowser({}, (s) => ({ env } = s)) || skipCli;
const engine = await loadTestEngine();

/** A finished random game of Hoyito I on 2x6 of 20..40 plies, with its record by the CLI. */
function finishedGame() {
  const start = engine.startPosition({});
  for (let seed = 1; ; seed++) {
    const random = rng(seed);
    const game = engine.newGame(start);
    const moves = [];
    const positions = [game.position];
    while (!game.snapshot().over) {
      const legal = game.snapshot().legal;
      moves.push(legal[Math.floor(random() * legal.length)]);
      game.play(moves[moves.length - 1]);
      positions.push(game.position);
    }
    game.free();
    if (moves.length >= 20 && moves.length <= 40) {
      const record = execFileSync(cli, ['record', 'write', start, ...moves.map(String)], { encoding: 'utf8' });
      return { start, moves, positions, record };
    }
  }
}

const game = finishedGame();

/**
 * Imports `text` through the Game panel and waits until the panel says how
 * it went (the records engine loads on the first import).
 */
async function importRecord(page, text) {
  await page.click('.game-open:visible');
  await page.fill('#record-text', text);
  await page.click('#record-import');
  await page.waitForFunction(() => document.getElementById('record-status')?.textContent !== '');
  await waitIdle(page);
}

/** The Game panel again (an import closes it on the game), for its review. */
async function startReview(page) {
  await page.click('.game-open:visible');
  await page.click('#review-start');
}

/** Opens the page with the game imported and reviewed; returns the page. */
async function reviewed(size, language) {
  const page = await openGame(env, { size });
  // The language is remembered across pages of the browser: chosen each time.
  await page.selectOption('#lang', language ?? 'en');
  await page.waitForFunction((l) => document.documentElement.lang === l, language ?? 'en');
  await importRecord(page, game.record);
  await startReview(page);
  await page.waitForSelector('.review-graph circle', { timeout: 300000 });
  return page;
}

const ply = async (page) => {
  const board = await readBoard(page);
  return game.positions.indexOf(board.position);
};

test('the review: a point per ply, marks agree with the engine, a click and the arrow keys go to a ply', {
  skip,
}, async () => {
  const page = await reviewed({ width: 1280, height: 800 });
  const points = await page.$$eval('.review-graph circle', (cs) =>
    cs.map((c) => ({
      ply: Number(c.dataset.ply),
      margin: Number(c.dataset.margin),
      exact: c.dataset.exact === 'true',
      kind: c.dataset.kind,
    })),
  );
  assert.equal(points.length, game.moves.length + 1);
  assert.deepEqual(
    points.map((p) => p.ply),
    game.moves.map((_, k) => k).concat(game.moves.length),
  );
  // The end is the game's result, exact.
  const end = engine.describe(game.positions.at(-1));
  assert.deepEqual(points.at(-1), {
    ply: game.moves.length,
    margin: end.captured[0] - end.captured[1],
    exact: true,
    kind: points.at(-1).kind,
  });

  // A few plies recomputed by the search engine loaded here (not the page's worker).
  const plies = [0, 1, Math.floor(game.moves.length / 2), game.moves.length - 1];
  const expected = await page.evaluate(
    async ({ start, moves, plies }) => {
      const { loadSearchEngine } = await import('/engine/engine-search.js');
      const { REVIEW_SEARCH } = await import('/js/analysis/review-run.js');
      const { Endgames } = await import('/engine/engine-tables.js');
      const { classify } = await import('/js/analysis/review-judge.js');
      const { Prover, provenPlay } = await import('/engine/engine-prove.js');
      const e = await loadSearchEngine();
      const searcher = e.ai();
      const endgames = new Endgames(e);
      const { proveNodes, ...options } = REVIEW_SEARCH;
      // The endgame tables' value (at most 8 seeds), else the prover's from fresh bounds, as the worker's review asks.
      const settled = (g) => {
        const table = endgames.exact(g);
        if (table) return table;
        const prover = new Prover(e);
        try {
          return provenPlay(endgames, prover, g, proveNodes);
        } finally {
          prover.free();
        }
      };
      const out = [];
      for (const k of plies) {
        const g = e.newGame(start);
        for (const m of moves.slice(0, k)) g.play(m);
        const turn = g.snapshot().turn;
        const sign = turn === 'S' ? 1 : -1;
        searcher.clear();
        const r = searcher.search(g, options);
        const table = settled(g);
        g.play(moves[k]);
        const next = g.snapshot();
        const tableAfter = next.over ? null : settled(g);
        g.free();
        const own = table?.margins?.[moves[k]];
        const after = Number.isInteger(own)
          ? own
          : next.over
            ? sign * (next.captured[0] - next.captured[1])
            : tableAfter && (next.turn === turn ? 1 : -1) * tableAfter.margin;
        if (table && (table.moves.includes(moves[k]) || after !== null)) {
          const loss = table.moves.includes(moves[k]) ? 0 : Math.max(0, table.margin - after);
          const better = table.moves.includes(r.move) ? r.move : table.moves[0];
          out.push({ k, margin: sign * table.margin, exact: true, kind: classify(loss), better });
          continue;
        }
        const best = r.moves.find((m) => m.hole === r.move);
        const played = r.moves.find((m) => m.hole === moves[k]);
        const loss = moves[k] === r.move ? 0 : Math.max(0, best.seeds - played.seeds);
        out.push({
          k,
          margin: sign * (table ? table.margin : r.seeds),
          exact: Boolean(table),
          kind: classify(loss),
          better: r.move,
        });
      }
      return out;
    },
    { start: game.start, moves: game.moves, plies },
  );
  for (const x of expected) {
    assert.equal(points[x.k].margin, Math.round(x.margin * 10) / 10, `ply ${x.k}: margin`);
    assert.equal(points[x.k].exact, x.exact, `ply ${x.k}: exact`);
    assert.equal(points[x.k + 1].kind, x.kind, `move ${x.k + 1}: kind`);
    const row = page.locator(`.review-table tr[data-ply="${x.k + 1}"]`);
    assert.equal(await row.getAttribute('data-kind'), x.kind);
    if (['inaccuracy', 'mistake', 'blunder'].includes(x.kind)) {
      assert.match(await row.textContent(), new RegExp(`Try [SN]${x.better}`));
    }
  }
  // Counts per player add up to each player's moves.
  const counts = await page.$$eval('.review-counts li', (lis) =>
    lis.map((li) => li.textContent.match(/\d+/g).map(Number)),
  );
  assert.equal(counts[0].reduce((a, b) => a + b, 0) + counts[1].reduce((a, b) => a + b, 0), game.moves.length);

  // A click on a point goes to that ply; the arrow keys step from there.
  const k = Math.floor(game.moves.length / 3);
  await page.click(`.review-graph circle[data-ply="${k}"]`, { force: true });
  await waitIdle(page);
  assert.equal(await ply(page), k);
  assert.equal(await page.getAttribute('.review-graph', 'aria-valuenow'), String(k));
  await page.focus('.review-graph');
  await page.keyboard.press('ArrowRight');
  await waitIdle(page);
  assert.equal(await ply(page), k + 1);
  await page.keyboard.press('Home');
  await waitIdle(page);
  assert.equal(await ply(page), 0);
  await page.keyboard.press('End');
  await waitIdle(page);
  assert.equal(await ply(page), game.moves.length);
  // The table's move buttons go there too.
  await page.click(`.review-table tr[data-ply="${k}"] .review-go`);
  await waitIdle(page);
  assert.equal(await ply(page), k);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('trying the better move plays it as a variation of the move tree; back to the game restores it, the variation kept', {
  skip,
}, async () => {
  const page = await reviewed({ width: 1280, height: 800 });
  const marked = await page.$$eval('.review-table tr[data-kind]', (rows) =>
    rows.filter((r) => r.querySelector('.review-try')).map((r) => Number(r.dataset.ply)),
  );
  assert.ok(marked.length > 0, 'a random game has a marked move');
  const k = marked[0];
  // At the position before the marked move, the better move is marked on the board (its own mark, not the hint's).
  const better0 = Number((await page.textContent(`.review-table tr[data-ply="${k}"] .review-try`)).match(/\d+$/)[0]);
  await page.click(`.review-table tr[data-ply="${k - 1}"] .review-go`);
  await waitIdle(page);
  const mover = engine.describe(game.positions[k - 1]).turn;
  assert.deepEqual(await page.$$eval('#board .hole.review-better', (hs) => hs.map((h) => h.dataset.hole)), [
    `${mover}${better0}`,
  ]);
  const at = Math.min(k + 2, game.moves.length);
  await page.click(`.review-table tr[data-ply="${at}"] .review-go`);
  await waitIdle(page);
  const mainMoves = () =>
    page.$$eval('#moves button.move', (bs) => bs.filter((b) => !b.closest('.variation')).map((b) => b.textContent));
  const before = {
    board: await readBoard(page),
    moves: await mainMoves(),
    hash: await page.evaluate(() => location.hash),
  };
  const better = Number((await page.textContent(`.review-table tr[data-ply="${k}"] .review-try`)).match(/\d+$/)[0]);
  await page.click(`.review-table tr[data-ply="${k}"] .review-try`);
  await waitIdle(page);
  await page.waitForSelector('#review-back');
  const tried = engine.newGame(game.start);
  for (const m of game.moves.slice(0, k - 1)) tried.play(m);
  tried.play(better);
  assert.equal((await readBoard(page)).position, tried.position);
  tried.free();
  await page.click('#review-back');
  await waitIdle(page);
  assert.deepEqual(
    { board: await readBoard(page), moves: await mainMoves(), hash: await page.evaluate(() => location.hash) },
    before,
  );
  assert.equal(await page.isHidden('.review-variation'), true);
  // The try stays in the game's move tree, as a variation at the marked move.
  const tries = await page.$$eval('#moves .variation button.move', (bs) =>
    bs.map((b) => b.textContent.replace(/(x\d+)?\+?$/, '')),
  );
  assert.deepEqual(tries, [`${engine.describe(game.positions[k - 1]).turn}${better}`]);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a game that ends is reviewed by itself; another game hides the review', { skip }, async () => {
  const page = await openGame(env);
  const lines = game.record.split('\n');
  // The record without its last move (and without the result it no longer has).
  const last = game.moves.length;
  const cut = lines
    .join('\n')
    .replace(new RegExp(`\\s${last}\\. [SN]\\d+[^ \\n]*\\s+\\S+\\s*$`), ' *\n')
    .replace(/\[Result "[^"]*"\]\n/, '')
    .replace(/\[Score "[^"]*"\]\n/, '');
  await importRecord(page, cut);
  assert.equal(await ply(page), last - 1, await page.textContent('#record-status'));
  await page.keyboard.press('Escape');
  const before = engine.describe(game.positions[last - 1]);
  await page.click(`[data-hole="${before.turn}${game.moves[last - 1]}"]`);
  await waitIdle(page);
  await page.waitForSelector('#over-dialog[open]');
  await page.waitForFunction((n) => document.querySelectorAll('.review-graph circle').length === n, last + 1, {
    timeout: 300000,
  });
  await page.click('#over-new');
  await page.click('#new-start');
  await waitIdle(page);
  assert.equal(await page.isHidden('#review'), true);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the review shows its progress and can be stopped; started again it finishes', { skip }, async () => {
  // A fresh store: the review the tests above kept of this game would show at once, unsearched (review-kept.test.mjs).
  const page = await freshPage(env);
  await importRecord(page, game.record);
  await startReview(page);
  await page.waitForFunction(() => Number(document.querySelector('.review-progress')?.value) >= 1, null, {
    timeout: 120000,
  });
  assert.match(await page.textContent('.review-status'), /Reviewing position \d+ of \d+/);
  assert.equal(await page.isHidden('.review-graph'), true, 'no empty graph while the review runs');
  await page.click('#review-stop');
  assert.equal(await page.textContent('.review-status'), 'The review was stopped.');
  assert.equal(await page.isHidden('.review-progress'), true);
  assert.equal(await page.locator('.review-graph circle').count(), 0);
  assert.equal(await page.isHidden('.review-graph'), true, 'no empty graph once stopped');
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await page.waitForSelector('.review-graph circle', { timeout: 300000 });
  assert.equal(await page.locator('.review-graph circle').count(), game.moves.length + 1);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('against the computer: the review moves about the game without the computer playing; closing it goes back to the end', {
  skip,
}, async () => {
  const page = await env.newPage({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}#pos=${game.start}&moves=${game.moves.join('.')}&ai-level=1&ai-side=N`);
  await waitIdle(page);
  assert.equal(await ply(page), game.moves.length);
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await page.waitForSelector('.review-graph circle', { timeout: 300000 });
  // A ply where the computer (North) is to move.
  const k = game.positions.findIndex((p, i) => i > 0 && engine.describe(p).turn === 'N');
  await page.click(`.review-table tr[data-ply="${k}"] .review-go`);
  await waitIdle(page);
  await workersSettled(page); // a computer move, were one asked for, has come
  assert.equal(await ply(page), k);
  await page.click('#review-close');
  await waitIdle(page);
  assert.equal(await ply(page), game.moves.length);
  assert.match(await page.evaluate(() => location.hash), /ai-level=1/);
  assert.equal(await page.isHidden('#review'), true);
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const [width, height] of [
  [360, 740],
  [1280, 800],
]) {
  test(`review screenshots at ${width} px (English, Spanish)`, { skip }, async () => {
    for (const language of [null, 'es']) {
      const page = await reviewed({ width, height }, language);
      const k = Math.floor(game.moves.length / 2);
      await page.click(`.review-graph circle[data-ply="${k}"]`, { force: true });
      await waitIdle(page);
      const title = await page.textContent('#review-title');
      assert.equal(title, language === 'es' ? 'Revisión' : 'Review');
      const scrollW = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollW <= width, `no sideways scrolling (${scrollW})`);
      await page.screenshot({ path: path.join(OUT, `review-${language ?? 'en'}-${width}.png`) });
      await page.close();
    }
    assert.deepEqual(env.errors, []);
  });
}
