// Screenshots for docs/screenshots/: a 2x6 game in progress, a 2x12 game and
// the game-over summary, on an upright phone (360x740) and a desktop
// (1280x800). The test also checks that the page fits each screen (nothing
// cut off, no sideways scrolling; on a phone the move sheet runs on below the
// board, on a desktop after a long game) and that every hole is big enough to tap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, openGame, readBoard, waitIdle, prng, newGameViaDialog, useBrowser } from './harness.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

fs.mkdirSync(OUT, { recursive: true });
let env;
const skip = useBrowser({}, (s) => ({ env } = s));

async function playMoves(page, rnd, count) {
  for (let i = 0; i < count; i++) {
    const { legal } = await readBoard(page);
    if (!legal.length) return;
    await page.click(`[data-hole="${legal[Math.floor(rnd() * legal.length)]}"]`);
    await waitIdle(page);
  }
}

function pngSize(file) {
  const b = fs.readFileSync(file);
  assert.equal(b.toString('ascii', 1, 4), 'PNG', `${file} is a PNG`);
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

// The page must fit the screen: no sideways scroll, board inside the viewport,
// and each hole's tap area at least 24 px across (WCAG 2.2 target size).
// A long game's move list reads at full length under the board (the page scrolls, `scrolls`).
async function checkFits(page, size, label, { scrolls = false } = {}) {
  const m = await page.evaluate(() => {
    const svg = document.getElementById('board').getBoundingClientRect();
    const smallest = Math.min(
      ...[...document.querySelectorAll('#board .hole .hit')].map((r) => {
        const b = r.getBoundingClientRect();
        return Math.min(b.width, b.height);
      }),
    );
    return {
      scrollW: document.documentElement.scrollWidth,
      scrollH: document.documentElement.scrollHeight,
      board: { top: svg.top, bottom: svg.bottom, left: svg.left, right: svg.right },
      status: document.querySelector('[data-testid="status"]').getBoundingClientRect().toJSON(),
      smallest,
      touch: getComputedStyle(document.getElementById('board')).touchAction,
    };
  });
  assert.ok(m.scrollW <= size.width, `${label}: no sideways scrolling (${m.scrollW} px wide)`);
  if (!scrolls) assert.ok(m.scrollH <= size.height, `${label}: the page fits the screen height (${m.scrollH} px)`);
  assert.ok(
    m.board.left >= 0 && m.board.right <= size.width && m.board.bottom <= size.height,
    `${label}: board on screen`,
  );
  assert.ok(m.status.top >= 0 && m.status.bottom <= size.height, `${label}: the status line on screen`);
  assert.ok(m.smallest >= 24, `${label}: holes are at least 24 px to tap (${m.smallest.toFixed(1)})`);
  assert.equal(m.touch, 'pinch-zoom', `${label}: a swipe on the board does not scroll the page`);
}

for (const size of SIZES) {
  test(`screenshots at ${size.width}x${size.height}: 2x6 in progress, 2x12, game over`, { skip }, async () => {
    const page = await openGame(env, { speed: 'instant', size });
    await newGameViaDialog(page, { variant: 'I', n: 6 });
    await playMoves(page, prng(3), 9);
    await page.mouse.move(0, 0);
    // On a phone the move sheet's rows (two plies a row) run on below the board.
    const phone = size.width < 600;
    await checkFits(page, size, `2x6 at ${size.name}`, { scrolls: phone });
    const shots = [];
    const shot = async (name) => {
      const file = path.join(OUT, `${name}-${size.name}.png`);
      await page.screenshot({ path: file });
      shots.push(file);
    };
    await shot('game-2x6');

    await newGameViaDialog(page, { variant: 'II', n: 12 });
    await playMoves(page, prng(12), 7);
    await page.mouse.move(0, 0);
    await checkFits(page, size, `2x12 at ${size.name}`, { scrolls: phone });
    await shot('game-2x12');

    await newGameViaDialog(page, { variant: 'III', n: 6 });
    const rnd = prng(40);
    for (let i = 0; i < 3000; i++) {
      const { legal } = await readBoard(page);
      if (!legal.length) break;
      await page.click(`[data-hole="${legal[Math.floor(rnd() * legal.length)]}"]`);
      await waitIdle(page);
    }
    await page.waitForSelector('#over-dialog[open]');
    await checkFits(page, size, `game over at ${size.name}`, { scrolls: true });
    await shot('game-over');

    for (const file of shots) {
      assert.deepEqual(pngSize(file), { width: size.width, height: size.height }, path.basename(file));
    }
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}
