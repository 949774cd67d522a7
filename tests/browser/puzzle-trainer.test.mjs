// puzzle-trainer.test.mjs - the puzzle trainer's return visits (learn-puzzles.js,
// puzzle-tools.js) on the built page: the Glicko-2 rating goes up on a solve,
// down on a miss, and survives a reload; the puzzle's own rating the other
// way, kept over a reload too (puzzle-ratings.js); only a puzzle's first try
// counts, over a reload and across tabs, and the feedback says the change
// ("+12", "−9"); a hinted solve is no clean solve;
// "Show the solution" plays the whole proving line, both sides, then the
// board only shows; the theme select; the history reopens a puzzle; an embed
// stores nothing. Screenshots of a themed puzzle and a solution shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { WEB, readBoard, waitIdle, useBrowser } from './harness.mjs';
import { openFresh } from './learn-page.mjs';

const load = (v) => JSON.parse(fs.readFileSync(path.join(WEB, 'data', `puzzles-${v}.json`), 'utf8'));
const I = load('I');
const II = load('II');
const SHOTS = process.env.HOYITO_SHOTS || '/tmp';

let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));

/** A page with nothing remembered (speed instant), opened at `hash` of `base` (the page, or embed.html). */
async function fresh(hash, options) {
  const page = await openFresh(env, hash, options);
  await opened(page);
  return page;
}

async function opened(page) {
  await page.waitForSelector('#learn[data-mode="puzzle"] h2:not(:empty)');
  await page.waitForSelector('[data-testid="puzzle-rating"][data-rating]');
  await waitIdle(page);
}

const ratingShown = (page) => page.getAttribute('[data-testid="puzzle-rating"]', 'data-rating').then(Number);
const puzzleShown = (page) => page.getAttribute('[data-testid="puzzle-rating"]', 'data-puzzle-rating').then(Number);
const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);
const overShown = (page) =>
  page.waitForFunction(() => !document.getElementById('learn-next').hidden, null, { timeout: 30000 });

test('a solve raises the rating, kept over a reload; a miss lowers it; both go into the history', {
  skip,
}, async () => {
  const p = II.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S');
  const page = await fresh(`#puzzle=${p.id}`);
  assert.equal(await ratingShown(page), 1500);
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  const up = await ratingShown(page);
  assert.ok(up > 1500, `rating after a solve: ${up}`);
  const kept = await stored(page, 'hoyito.puzzleRating');
  assert.equal(Math.round(kept.rating), up);
  assert.ok(kept.rd < 350, 'the deviation shrinks');
  await page.reload();
  await opened(page);
  assert.equal(await ratingShown(page), up, 'the rating survives a reload');

  const q = II.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S' && x.id !== p.id);
  await page.evaluate((id) => {
    location.hash = `#puzzle=${id}`;
  }, q.id);
  await page.waitForFunction((id) => location.hash === `#puzzle=${id}`, q.id);
  await waitIdle(page);
  const wrong = (await readBoard(page)).legal.find((h) => h !== `S${q.answer}`);
  await page.click(`[data-hole="${wrong}"]`);
  await overShown(page);
  const down = await ratingShown(page);
  assert.ok(down < up, `rating after a miss: ${down} (was ${up})`);
  const history = await stored(page, 'hoyito.puzzleHistory');
  assert.deepEqual(
    history.map((e) => [e.id, e.solved]),
    [
      [q.id, false],
      [p.id, true],
    ],
  );

  // The history lists both, newest first, and a row opens its puzzle again.
  await page.click('.puzzle-history summary');
  const rows = await page.$$eval('.puzzle-history li button', (bs) => bs.map((b) => [b.dataset.id, b.textContent]));
  assert.deepEqual(
    rows.map((r) => r[0]),
    [q.id, p.id],
  );
  assert.match(rows[1][1], /^(Big capture|Relay sowing|Extra move|The last four) \d+ · Hoyito II · solved$/);
  await page.click(`.puzzle-history button[data-id="${p.id}"]`);
  await page.waitForFunction((id) => location.hash === `#puzzle=${id}`, p.id);
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, await referee.start(p.pos));
  assert.deepEqual(env.errors, []);
  await page.close();
});

const words = (page) => page.textContent('[data-learn="words"]');
const historyShown = async (page) => {
  await page.click('.puzzle-history summary');
  return page.$$eval('.puzzle-history li button', (bs) =>
    bs.map((b) => [b.dataset.id, b.textContent.split(' · ').pop()]),
  );
};

test('only the first try counts: a miss, a reload, a solve; the feedback says each change', { skip }, async () => {
  const p = II.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S');
  const page = await fresh(`#puzzle=${p.id}`);
  const before = await ratingShown(page);
  const wrong = (await readBoard(page)).legal.find((h) => h !== `S${p.answer}`);
  await page.click(`[data-hole="${wrong}"]`);
  await overShown(page);
  const missed = await ratingShown(page);
  assert.ok(missed < before);
  assert.match(await words(page), new RegExp(`Your rating: \u2212${before - missed}, now ${missed}\\.`));
  await page.reload();
  await opened(page);
  assert.equal(await ratingShown(page), missed);
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  assert.equal(await ratingShown(page), missed, 'the solve after a reload gains nothing back');
  assert.match(await words(page), new RegExp(`Only your first try of a puzzle counts: your rating stays ${missed}\\.`));
  assert.equal(Math.round((await stored(page, 'hoyito.puzzleRating')).rating), missed);
  assert.deepEqual(await historyShown(page), [[p.id, 'missed']], 'one outcome, the first');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('only the first try counts across tabs: a tab open before another missed it gains nothing', { skip }, async () => {
  const p = II.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S');
  const first = await fresh(`#puzzle=${p.id}`);
  const second = await env.newPage();
  await second.goto(`${env.url}?lang=en#puzzle=${p.id}`);
  await opened(second);
  const wrong = (await readBoard(first)).legal.find((h) => h !== `S${p.answer}`);
  await first.click(`[data-hole="${wrong}"]`);
  await overShown(first);
  const missed = await ratingShown(first);
  const solved = II.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S' && x.id !== p.id);
  await second.click(`[data-hole="S${p.answer}"]`);
  await overShown(second);
  assert.equal(await ratingShown(second), missed, "the other tab's miss stands");
  assert.match(await words(second), /Only your first try of a puzzle counts/);
  assert.deepEqual(
    (await stored(second, 'hoyito.puzzleHistory')).map((e) => [e.id, e.solved]),
    [[p.id, false]],
  );
  // A puzzle not tried yet still counts in the second tab, and its solve says the gain.
  await openPuzzle(second, solved.id);
  await second.click(`[data-hole="S${solved.answer}"]`);
  await overShown(second);
  const up = await ratingShown(second);
  assert.ok(up > missed);
  assert.match(await words(second), new RegExp(`Your rating: \\+${up - missed}, now ${up}\\.`));
  assert.deepEqual(env.errors, []);
  await first.close();
  await second.close();
});

/** Opens puzzle `id` in the page already on the trainer, by its link. */
async function openPuzzle(page, id) {
  await page.evaluate((x) => {
    location.hash = `#puzzle=${x}`;
  }, id);
  await page.waitForFunction(
    (x) =>
      location.hash === `#puzzle=${x}` &&
      document.querySelector('[data-testid="puzzle-tools"]')?.dataset.puzzleId === x,
    id,
  );
  await waitIdle(page);
}

test("the puzzle's own rating: down on a solve, up on a miss, shown as words, kept over a reload", {
  skip,
}, async () => {
  const south = II.filter((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S');
  const [p, q] = south;
  const page = await fresh(`#puzzle=${p.id}`);
  const p0 = await puzzleShown(page);
  assert.ok(p0 >= 800 && p0 <= 2500, `a puzzle starts at its difficulty: ${p0}`);
  assert.match(
    await page.textContent('[data-testid="puzzle-rating"]'),
    new RegExp(`^Your rating: 1500 ± 350 · Puzzle rating ${p0}$`),
  );
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  const p1 = await puzzleShown(page);
  assert.ok(p1 < p0, `the puzzle after a solve: ${p1} (was ${p0})`);
  assert.match(await page.textContent('[data-testid="puzzle-rating"]'), new RegExp(`Puzzle rating ${p1}$`));

  await openPuzzle(page, q.id);
  const q0 = await puzzleShown(page);
  const wrong = (await readBoard(page)).legal.find((h) => h !== `S${q.answer}`);
  await page.click(`[data-hole="${wrong}"]`);
  await overShown(page);
  const q1 = await puzzleShown(page);
  assert.ok(q1 > q0, `the puzzle after a miss: ${q1} (was ${q0})`);
  const kept = await stored(page, 'hoyito.puzzleRatings');
  assert.deepEqual(
    kept.map((e) => [e.id, Math.round(e.rating), e.games]),
    [
      [q.id, q1, 1],
      [p.id, p1, 1],
    ],
  );

  // A reload opens q again with its rating as it was left; p too, by its link.
  await page.reload();
  await opened(page);
  assert.equal(await puzzleShown(page), q1);
  await openPuzzle(page, p.id);
  assert.equal(await puzzleShown(page), p1, "the solved puzzle's rating survives the reload");
  // Another solve of p moves nothing: only its first try counts.
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  assert.equal(await puzzleShown(page), p1);
  assert.equal((await stored(page, 'hoyito.puzzleRatings')).find((e) => e.id === p.id).games, 1);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a damaged store of puzzle ratings is tolerated: the trainer rates afresh', { skip }, async () => {
  const p = II.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S');
  const page = await env.newPage();
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate((id) => {
    localStorage.clear();
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    localStorage.setItem('hoyito.puzzleRatings', '[{"id":'); // cut short: not JSON
    localStorage.setItem('hoyito.puzzleRating', JSON.stringify({ rating: 'high', rd: null }));
  }, p.id);
  await page.goto(`${env.url}?lang=en#puzzle=${p.id}`);
  await opened(page);
  assert.equal(await ratingShown(page), 1500);
  const p0 = await puzzleShown(page);
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  assert.ok((await puzzleShown(page)) < p0);
  assert.equal((await stored(page, 'hoyito.puzzleRatings')).length, 1);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the hint marks the hole to play; a solve after it is no clean solve', { skip }, async () => {
  const p = II.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S');
  const page = await fresh(`#puzzle=${p.id}`);
  await page.click('[data-testid="puzzle-hint"]');
  await page.waitForSelector(`.hole.hinted[data-hole="S${p.answer}"]`);
  assert.equal(await page.$$eval('.hole.hinted', (hs) => hs.length), 1);
  assert.match(await page.textContent('[data-learn="words"]'), /Hint: the hole to play is marked/);
  assert.equal(await page.isDisabled('[data-testid="puzzle-hint"]'), true);
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  assert.equal(await page.getAttribute('[data-learn="words"]', 'data-verdict'), 'right');
  assert.ok((await ratingShown(page)) < 1500, 'a hinted solve counts as a miss');
  assert.equal((await stored(page, 'hoyito.puzzles')).streak, 0);
  assert.deepEqual(env.errors, []);
  await page.close();
});

// The endgame puzzle with the longest proving line: both sides move in it.
const longest = I.filter((x) => x.kind === 'endgame').sort((a, b) => b.line.length - a.line.length)[0];

test('"Show the solution" plays the whole proving line, both sides, then the board only shows', { skip }, async () => {
  assert.ok(longest.line.length >= 4, `a line of ${longest.line.length} plies`);
  const page = await fresh(`#puzzle=${longest.id}`);
  assert.match(
    await page.textContent('#learn-title'),
    /^(Big capture|Endgame|Relay sowing|Capture on the way|Extra move|The last four) \d+ · Hoyito I$/,
  );
  await referee.start(longest.pos);
  const turns = [];
  let after = null;
  for (const m of longest.line) {
    turns.push((await referee.snapshot()).state.turn);
    after = await referee.play(m);
  }
  assert.ok(new Set(turns).size === 2, "the line has the opponent's replies");
  await page.click('[data-testid="puzzle-solution"]');
  await overShown(page);
  await waitIdle(page);
  const board = await readBoard(page);
  assert.equal(board.position, after.position, 'the board shows the end of the line');
  assert.deepEqual(board.legal, [], 'read-only');
  await page.click('svg#board .hole >> nth=0', { force: true });
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, after.position, 'a tap changes nothing');
  assert.ok((await ratingShown(page)) < 1500, 'the solution shown counts as a miss');
  const said = (await page.textContent('[data-learn="words"]')).split('\n');
  assert.match(
    said[0],
    /^The solution, played on the board move by move, with the replies\. With best play, any other move ends at least \d+ seeds worse\. Your rating: \u2212\d+, now \d+\.$/,
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the theme select keeps the next puzzle to its theme, and is remembered', { skip }, async () => {
  const p = II.find((x) => x.kind === 'turn');
  const page = await fresh(`#puzzle=${p.id}`);
  await page.selectOption('.puzzle-theme select', 'endgame');
  // The puzzle shown is an endgame (named by its most specific theme, so by id here).
  const endgameShown =
    `(${JSON.stringify([...I, ...II, ...load('III')].filter((x) => x.kind === 'endgame').map((x) => x.id))})` +
    '.includes(document.querySelector(\'[data-testid="puzzle-tools"]\').dataset.puzzleId)';
  await page.waitForFunction(endgameShown);
  await waitIdle(page);
  await page.click('[data-testid="puzzle-solution"]');
  await overShown(page);
  await page.click('#learn-next');
  await page.waitForFunction(`${endgameShown} && location.hash.endsWith(document.querySelector('[data-testid="puzzle-tools"]').dataset.puzzleId)
    && !document.querySelector('[data-testid="puzzle-solution"]').disabled`);
  assert.equal(await stored(page, 'hoyito.puzzleTheme'), 'endgame');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('an embed (mode=learn) rates nothing on the device', { skip }, async () => {
  const p = II.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S');
  const page = await fresh(`#mode=learn&puzzle=${p.id}`, { base: 'embed.html' });
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  assert.equal(await page.evaluate(() => localStorage.getItem('hoyito.puzzleRating')), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('hoyito.puzzleHistory')), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('hoyito.puzzleRatings')), null);
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const lang of ['en', 'pl']) {
  for (const width of [360, 1280]) {
    test(`screenshots (${lang}, ${width} px): a themed puzzle, and its solution shown`, { skip }, async () => {
      const size = width === 360 ? { width: 360, height: 740 } : { width: 1280, height: 800 };
      const page = await fresh(`#puzzle=${longest.id}`, { lang, size });
      await page.screenshot({ path: path.join(SHOTS, `puzzle-trainer-${lang}-${width}.png`), fullPage: true });
      await page.click('[data-testid="puzzle-solution"]');
      await overShown(page);
      await waitIdle(page);
      await page.screenshot({ path: path.join(SHOTS, `puzzle-solution-${lang}-${width}.png`), fullPage: true });
      assert.deepEqual(env.errors, []);
      await page.close();
    });
  }
}
