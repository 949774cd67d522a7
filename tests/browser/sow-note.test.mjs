// The note over the board while a long move sows ("Lap k of n", and once the
// tip that a tap skips it, sow-note.js) covers no hole: at 360 and 1280 px,
// South or North at the bottom, its box meets no [data-hole] box at any
// moment it shows (recorded as the page draws it). The 2x12 relay stands
// upright at 360 px (the holes reach the board's top) and flat at 1280.
// Photographs in /tmp/sow-note-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle, useBrowser, watchSowNote } from './harness.mjs';

// North to move; North 8 sows 95 seeds in 19 laps (animate.test.mjs checks it with the engine).
const LONG = 'I:0,0,7,1,7,3,7,7,0,2,6,6/6,6,1,0,1,7,7,2,7,1,6,6:N:0,0:quiet=3';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

const SIZES = [
  { width: 360, height: 740 },
  { width: 360, height: 560 },
  { width: 1280, height: 800 },
];

for (const size of SIZES) {
  for (const bottom of ['S', 'N']) {
    test(`the sow note covers no hole at ${size.width}x${size.height}, ${bottom === 'N' ? 'North' : 'South'} at the bottom`, {
      skip,
    }, async () => {
      const page = await env.newPage(size);
      await page.addInitScript(() => {
        localStorage.setItem('hoyito.speed', JSON.stringify('normal'));
        localStorage.removeItem('hoyito.skipTip'); // the tip too: the note at its tallest
      });
      // North plays against the computer (South): North's row at the bottom; else two people, South at the bottom.
      await page.goto(`${env.url}?lang=en#pos=${LONG}${bottom === 'N' ? '&ai-level=1&ai-side=S' : ''}`);
      await waitIdle(page);
      assert.equal(await page.getAttribute('#board', 'data-bottom'), bottom);
      await watchSowNote(page, '#board [data-hole]');
      await page.click('[data-hole="N8"]');
      await page.waitForSelector('.sow-note:not([hidden]) .sow-laps:not([hidden])');
      await page.screenshot({ path: `/tmp/sow-note-${size.width}x${size.height}-${bottom}.png` });
      await waitIdle(page);
      assert.ok((await page.evaluate(() => window.shown)) > 3, 'the note was seen, lap after lap');
      assert.deepEqual(await page.evaluate(() => [...new Set(window.overlaps)]), []);
      assert.deepEqual(env.errors, []);
      await page.close();
    });
  }
}
