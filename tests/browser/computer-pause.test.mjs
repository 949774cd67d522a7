// The pause between the moves of computer against computer (computer.js
// DEMO_PAUSE), counted on Playwright's clock: the page's time stands still
// while the worker, not under that clock, answers. The clock is installed for
// a whole browser context, so this file has a browser of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, useBrowser } from './harness.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** The number of moves in the page's address (moves=1.2.3). */
function movesInAddress(page) {
  return page.evaluate(() => {
    const moves = new URLSearchParams(location.hash.slice(1)).get('moves');
    return moves ? moves.split('.').length : 0;
  });
}

test('computer against computer waits its pause before each move, even with the answer in hand', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.check('#new-form input[name="players"][value="demo"]');
  await page.selectOption('#new-form select[name="level"]', '1');
  await page.click('#new-start');
  await page.waitForFunction(() => {
    const log = globalThis.__hoyitoWorkers;
    return log.sent > 0 && log.sent === log.settled;
  });
  assert.equal(await movesInAddress(page), 0, 'no move before the pause, the answer in hand');
  await page.clock.runFor(240);
  assert.equal(await movesInAddress(page), 0, 'none 240 ms in (the pause at instant speed is 250 ms)');
  await page.clock.runFor(20);
  await page.waitForFunction(() => /moves=\d/.test(location.hash));
  assert.equal(await movesInAddress(page), 1, 'the move once the pause is over');
  assert.deepEqual(env.errors, []);
  await page.close();
});
