// The move tree of a game (web/js/play/tree.js, variations.js, moves-list.js):
// a move at an earlier ply starts a variation and keeps the game; the move
// list shows the tree and steps through it by click and keys; a variation
// is promoted or deleted; against the computer the person chooses to play
// on or explore; undo and redo are as they were; screenshots at 360 and 1280 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, waitIdle, readBoard, useBrowser } from './harness.mjs';
import { readLink } from '../../web/js/play/link.js';
import { loadTestEngine } from '../node/helpers.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));
const engine = await loadTestEngine();
const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const GAME = [1, 1, 1, 2, 1, 5, 2, 6, 1, 3, 2, 1, 3];
const SHOTS = process.env.TREE_SHOTS || '/tmp';

const addressLine = (page) => page.evaluate(() => location.hash).then((h) => readLink(h).link);
const savedGame = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.game')));

/** The position after `moves` from `pos`, by the test's own engine. */
function positionAfter(moves, pos = START) {
  const game = engine.newGame(pos);
  for (const m of moves) game.play(m);
  const text = game.position;
  game.free();
  return text;
}

/** The move list as the reader meets it: every move's text, its nesting, which one is current. */
function readList(page) {
  return page.$$eval('#moves button.move', (bs) => bs.map((b) => ({
    text: b.textContent, variation: Boolean(b.closest('.variation')), current: b.getAttribute('aria-current') === 'true',
    label: b.getAttribute('aria-label'),
  })));
}

async function openAt(hash, size) {
  const page = await env.newPage(size);
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}#${hash}`);
  await waitIdle(page);
  return page;
}

test('a move at an earlier ply from the review makes a variation: the game, its address and the review stay', { skip }, async () => {
  const page = await openAt(`pos=${START}&moves=${GAME.join('.')}&ai-level=1&ai-side=N`, { width: 1280, height: 800 });
  const game = (await addressLine(page)).moves;
  assert.deepEqual(game.slice(0, GAME.length), GAME, 'the linked game (and a reply, if the computer was to move)');
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await page.waitForSelector('.review-graph circle', { timeout: 300000 });
  const rows = await page.locator('.review-table tr[data-ply]').count();
  await page.click('.review-table tr[data-ply="4"] .review-go');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(GAME.slice(0, 4)));
  await page.click('[data-hole="S3"]');
  await waitIdle(page);
  const board = await readBoard(page);
  assert.equal(board.position, positionAfter([...GAME.slice(0, 4), 3]), 'the tap was played');
  const link = await addressLine(page);
  assert.deepEqual(link.moves, game, 'the address keeps the whole game');
  assert.equal(link.at, 4, 'at the ply the variation leaves it');
  assert.equal((await savedGame(page)).moves.join('.'), game.join('.'), 'the saved game too');
  const list = await readList(page);
  assert.deepEqual(list.filter((m) => !m.variation).map((m) => m.text.replace(/\+\d+$/, '')).map((t) => Number(t.slice(1))), game, 'the move list\'s main line is the game');
  assert.deepEqual(list.filter((m) => m.variation).map((m) => m.text), ['S3'], 'the tap is a variation');
  assert.ok(list.find((m) => m.current).variation, 'the board shows the variation');
  assert.match(list.find((m) => m.current).label, /variation/);
  assert.equal(await page.locator('.review-table tr[data-ply]').count(), rows, 'the review still shows the game');
  // The review's rows still go about the game.
  await page.click(`.review-table tr[data-ply="${GAME.length}"] .review-go`);
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(GAME), 'a review row goes back into the game');
  assert.equal((await addressLine(page)).at, GAME.length);
  // No computer move came while the review had it set aside.
  assert.deepEqual((await addressLine(page)).moves, game);
  assert.deepEqual(env.errors, []);
  await page.close();
});
