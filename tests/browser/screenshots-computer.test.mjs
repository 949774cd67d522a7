// Screenshots of playing against the computer for docs/screenshots/: the
// new-game dialog with the computer's options, the "thinking" indicator, a
// game against the computer and computer against computer, on an upright phone (360x740) and a desktop
// (1280x800). The test also checks that the dialog and the page fit the
// screen and that the indicator is there while the computer thinks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, openGame, readBoard, waitIdle, prng, useBrowser } from './harness.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

fs.mkdirSync(OUT, { recursive: true });
let env;
const skip = useBrowser({}, (s) => ({ env } = s));

async function fillDialog(page, { variant = 'II', n, level, human }) {
  if (await page.$('#over-dialog[open]')) await page.click('#over-close');
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.evaluate(() => {
    document.getElementById('new-more').open = true;
  }); // size, direction, who starts
  await page.check(`#new-form input[name="variant"][value="${variant}"]`);
  await page.selectOption('#new-form select[name="n"]', String(n));
  await page.check('#new-form input[name="players"][value="computer"]');
  await page.selectOption('#new-form select[name="level"]', String(level));
  await page.check(`#new-form input[name="human"][value="${human}"]`);
}

async function noSidewaysScroll(page, size, label) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= size.width, `${label}: no sideways scrolling (${width} px)`);
}

for (const size of SIZES) {
  test(`computer screenshots at ${size.width}x${size.height}: dialog, thinking, a game`, { skip }, async () => {
    const page = await openGame(env, { speed: 'instant', size });
    const shot = (name) => page.screenshot({ path: path.join(OUT, `${name}-${size.name}.png`) });

    // The dialog with the computer's options (scrolled to them on the phone).
    await fillDialog(page, { n: 6, level: 3, human: 'S' });
    await page.$eval('#ai-options', (el) => el.scrollIntoView({ block: 'center' }));
    assert.equal(await page.isVisible('#new-form select[name="level"]'), true);
    await page.mouse.move(0, 0);
    await shot('new-game-computer');
    await noSidewaysScroll(page, size, 'dialog');
    await page.click('#new-start');
    await waitIdle(page);

    // A game against the computer, a few moves in.
    const rnd = prng(7);
    for (let i = 0; i < 4; i++) {
      const { legal } = await readBoard(page);
      if (!legal.length) break;
      await page.click(`[data-hole="${legal[Math.floor(rnd() * legal.length)]}"]`);
      await waitIdle(page);
    }
    assert.match((await readBoard(page)).status, /Your turn \(South\)|Game over/);
    await page.mouse.move(0, 0);
    await noSidewaysScroll(page, size, 'game');
    await shot('computer-game');

    // Master on 2x12 thinks long enough to be seen: shot while the status says so.
    await fillDialog(page, { n: 12, level: 7, human: 'S' });
    await page.click('#new-start');
    await waitIdle(page);
    let seen = false;
    for (let attempt = 0; attempt < 6 && !seen; attempt++) {
      const { legal } = await readBoard(page);
      await page.click(`[data-hole="${legal[Math.floor(rnd() * legal.length)]}"]`);
      await page.waitForSelector('.status.thinking', { timeout: 10000 }).catch(() => {});
      const before = await page.$('.status.thinking');
      if (before) {
        await page.mouse.move(0, 0);
        await shot('computer-thinking');
        seen = Boolean(await page.$('.status.thinking'));
      }
      await waitIdle(page);
    }
    assert.ok(seen, 'caught the computer thinking');

    // Computer against computer, with its Stop button.
    if (await page.$('#over-dialog[open]')) await page.click('#over-close');
    await page.click('#new-game');
    await page.check('#new-form input[name="variant"][value="I"]');
    await page.evaluate(() => {
      document.getElementById('new-more').open = true;
    });
    await page.selectOption('#new-form select[name="n"]', '8');
    await page.check('#new-form input[name="players"][value="demo"]');
    await page.selectOption('#new-form select[name="level"]', '4');
    await page.selectOption('#speed', 'normal').catch(() => {});
    await page.click('#new-start');
    await page.waitForFunction(() => /moves=\d+\.\d+\.\d+/.test(location.hash), null, { timeout: 30000 });
    assert.equal(await page.isVisible('#demo-stop'), true);
    await noSidewaysScroll(page, size, 'demo');
    await shot('computer-demo');
    await page.click('#demo-stop');
    await waitIdle(page);
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}
