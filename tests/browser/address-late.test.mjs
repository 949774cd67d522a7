// The address and the saved game (page/address.js) come after a first
// visit's board is playable: what happens on the board before they arrive
// is written as if they had been there. The link scheme is
// docs/notation-and-links.md's, written here by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshPage, routeOf, readBoard, waitIdle, useBrowser } from './harness.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

const fragment = (pos, moves = []) => `pos=${pos}${moves.length ? `&moves=${moves.join('.')}` : ''}`;

test('a move played before the address part arrives: saved, in the address, and Back goes to the start', {
  skip,
}, async () => {
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  let asked = false;
  const page = await freshPage(env, '', {
    store: { 'hoyito.welcome': 'friend', 'hoyito.learnOffer': true },
    before: (p) =>
      p.route(routeOf('js/page/address.js'), async (route) => {
        asked = true;
        await held;
        await route.continue();
      }),
  });
  const start = (await readBoard(page)).position;
  const hole = (await readBoard(page)).legal[0];
  const moves = [Number(hole.slice(1))];
  await page.click(`[data-hole="${hole}"]`);
  await waitIdle(page);
  const played = (await readBoard(page)).position;
  assert.notEqual(played, start, 'the move is played');
  assert.ok(asked, 'the part was asked for once the board was playable');
  assert.equal(new URL(page.url()).hash, '', 'nothing written before the part arrives');
  release();
  await page.waitForFunction((h) => decodeURIComponent(location.hash) === h, `#${fragment(start, moves)}`);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.game') ?? 'null'));
  assert.deepEqual(saved?.moves, moves, 'the game is saved with its move');
  await page.goBack();
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, start, 'back: the start');
  assert.equal(await page.isEnabled('#redo'), true, 'the move can be replayed');
  await page.goForward();
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, played, 'forward: the move again');
  assert.deepEqual(env.errors, []);
  await page.close();
});
