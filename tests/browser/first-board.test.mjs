// A plain new game's board is drawn by the start-up (main.js) before the
// rest of the page (page/play.js) is fetched, and is playable: a tap on it
// is kept and played once the rest has arrived. A page with a game of its
// own draws no board before the rest has opened that game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeOf, readBoard, waitIdle, useBrowser } from './harness.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

const PLAIN = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';

/** A page of env whose request for play.js waits until `release()`; `asked()` counts such requests. */
async function heldPage() {
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  let asked = 0;
  const page = await env.newPage({ width: 360, height: 740 });
  await page.route(routeOf('js/page/play.js'), async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return { page, release, asked: () => asked };
}

/** Where the header's buttons and the board are, as a finger would find them. */
const places = (page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.top button, #board [data-hole="S1"], #board [data-hole="N1"], #board [data-store]',
      ),
    ].map((e) => {
      const r = e.getBoundingClientRect();
      return `${e.id || e.getAttribute('data-hole') || e.getAttribute('data-store') || e.className}: ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }),
  );

const playable = (page) =>
  page.waitForFunction(() => {
    const b = document.getElementById('board');
    return b?.dataset.position && b.dataset.busy === 'false';
  });

test("a first visit's board is playable before the rest of the page arrives; a tap on it is played then", {
  skip,
}, async () => {
  const { page, release, asked } = await heldPage();
  await page.goto(`${env.url}engine/engine.js`); // the origin, for its storage
  await page.evaluate(() => localStorage.clear());
  await page.goto(env.url);
  await playable(page);
  const first = await readBoard(page);
  assert.equal(first.position.split(':').slice(0, 4).join(':'), PLAIN, 'the plain new game, South to move');
  assert.deepEqual(first.legal, ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'], 'its holes are playable');
  assert.match(first.status, /South/, 'the status line says whose move it is');
  assert.equal(asked(), 1, 'the rest of the page is asked for once the board is drawn');
  await page.click('[data-hole="S3"]');
  assert.equal((await readBoard(page)).position, first.position, 'the tap waits for the rest');
  release();
  await page.waitForFunction(() => location.hash.includes('moves=3'));
  await waitIdle(page);
  assert.notEqual((await readBoard(page)).position, first.position, 'the tap was played (S3: the address says so)');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a page with a saved game draws no board until the rest of the page has opened it', { skip }, async () => {
  const { page, release } = await heldPage();
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem(
      'hoyito.game',
      JSON.stringify({ id: null, pos: 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0', moves: [2], at: 1, custom: false }),
    );
  });
  await page.goto(env.url);
  // The engine and the words come, the board does not: the start-up waits for the rest.
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.getAttribute('#board', 'data-position'), '', 'no board before the rest');
  release();
  await waitIdle(page);
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /moves=2$/, 'the saved game opened');
  assert.notEqual((await readBoard(page)).position.split(':').slice(0, 4).join(':'), PLAIN, 'with its move played');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('taps made before the rest of the page arrives are judged as they would be after: a hole of the other side is refused, a second tap is no second move', {
  skip,
}, async () => {
  const { page, release } = await heldPage();
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(env.url);
  await playable(page);
  const before = await page.evaluate(() => history.length);
  await page.click('[data-hole="N2"]', { force: true });
  await page.click('[data-hole="S3"]');
  await page.click('[data-hole="S3"]');
  await page.keyboard.press('Escape');
  release();
  await page.waitForFunction(() => location.hash.includes('moves='));
  await waitIdle(page);
  const board = await readBoard(page);
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /moves=3$/, 'S3 alone was played');
  const turn = await page.getAttribute('#board', 'data-turn');
  assert.ok(board.legal.length > 0 && board.legal.every((h) => h[0] === turn), 'the side to move is offered its holes');
  assert.equal(await page.evaluate(() => localStorage.getItem('hoyito.game') !== null), true, 'the game is kept');
  // Back goes to the start (the move kept to redo), Forward to the move.
  await page.goBack();
  await page.waitForFunction(() => /moves=3&at=0$/.test(decodeURIComponent(location.hash)));
  await waitIdle(page);
  assert.equal((await readBoard(page)).position.split(':').slice(0, 4).join(':'), PLAIN, 'Back: the start');
  await page.goForward();
  await page.waitForFunction(() => /moves=3$/.test(decodeURIComponent(location.hash)));
  await waitIdle(page);
  assert.deepEqual((await readBoard(page)).position, board.position, 'Forward: the move again');
  assert.ok((await page.evaluate(() => history.length)) > before, 'each has its own history entry');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the header and the board stay where the start-up drew them when the rest of the page arrives', {
  skip,
}, async () => {
  const { page, release } = await heldPage();
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('hoyito.learnOffer', 'true'); // answered: no offer comes above the board
  });
  await page.goto(env.url);
  await playable(page);
  const placed = await places(page);
  release();
  await page.waitForFunction(() => document.body.dataset.started !== undefined);
  await waitIdle(page);
  assert.deepEqual(await places(page), placed);
  assert.deepEqual(env.errors, []);
  await page.close();
});
