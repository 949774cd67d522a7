// Screenshots in Spanish and Polish (docs/screenshots/*-es-*.png, *-pl-*.png)
// on an upright phone (360x740) and a desktop (1280x800): a game in
// progress, the new-game dialog, the rules panel and the game-over summary.
// Longer words must not break the layout: the page fits the screen, no
// button, label or status line cuts its text, and dialogs fit too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, readBoard, waitIdle, prng, useBrowser } from './harness.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

fs.mkdirSync(OUT, { recursive: true });
let env;
const skip = useBrowser({}, (s) => ({ env } = s));

// Text that is cut: an element narrower (or shorter) than its own text, in
// the visible part of the page or the open dialog. Scrolling boxes (the move
// list, a dialog's body) are meant to scroll and are left out.
function cutText(page) {
  return page.evaluate(() => {
    const out = [];
    const root = document.querySelector('dialog[open]') ?? document;
    const sel =
      'button, label, legend, select, h1, h2, h3, .status, .status-text, .info, .choice, .note, .speed, .over-result, .over-score, .pile-name, p';
    for (const el of root.querySelectorAll(sel)) {
      if (!el.getClientRects().length || el.closest('[hidden], .visually-hidden, .sr-tools')) continue;
      const s = getComputedStyle(el);
      if (el.id === 'game-info' || el.id === 'moves' || s.overflowY === 'auto' || s.overflowX === 'auto') continue;
      const wide = el.scrollWidth > el.clientWidth + 1;
      const tall = el.scrollHeight > el.clientHeight + 1 && s.overflow !== 'visible';
      if (el.clientWidth && (wide || tall))
        out.push(
          `${el.tagName}${el.id ? `#${el.id}` : ''}.${el.className}: "${el.textContent.trim().slice(0, 50)}" (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
        );
    }
    const r = (document.querySelector('dialog[open]') ?? document.documentElement).getBoundingClientRect();
    if (r.right > innerWidth + 1 || r.left < -1) out.push(`wider than the screen: ${r.left}..${r.right}`);
    if (document.documentElement.scrollWidth > innerWidth)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return out;
  });
}

async function playMoves(page, rnd, count) {
  for (let i = 0; i < count; i++) {
    const { legal } = await readBoard(page);
    if (!legal.length) return;
    await page.click(`[data-hole="${legal[Math.floor(rnd() * legal.length)]}"]`);
    await waitIdle(page);
  }
}

for (const lang of ['es', 'pl']) {
  for (const size of SIZES) {
    test(`${lang} at ${size.width}x${size.height}: game, new-game dialog, rules, game over; nothing cut`, {
      skip,
    }, async () => {
      const page = await env.newPage({ width: size.width, height: size.height });
      await page.addInitScript(() => {
        localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
        localStorage.removeItem('hoyito.game'); // a new game, not the one an earlier test left
      });
      await page.goto(`${env.url}?lang=${lang}`);
      await waitIdle(page);
      await playMoves(page, prng(3), 9);
      await page.mouse.move(0, 0);
      const shot = (name) => page.screenshot({ path: path.join(OUT, `${name}-${lang}-${size.name}.png`) });
      assert.deepEqual(await cutText(page), [], 'game');
      const box = await page.evaluate(() => document.getElementById('board').getBoundingClientRect().toJSON());
      assert.ok(box.bottom <= size.height && box.right <= size.width, 'the board is on screen');
      await shot('game');

      await page.click('#new-game');
      await page.waitForSelector('#new-dialog[open]');
      assert.deepEqual(await cutText(page), [], 'new-game dialog');
      await shot('new-game');
      await page.click('#new-cancel');

      await page.click('#rules-open');
      await page.waitForSelector('#rules-dialog[open] .example');
      assert.deepEqual(await cutText(page), [], 'rules');
      await shot('rules');
      await page.keyboard.press('Escape');

      // One move from the end (R13: the last four go to the capturer).
      await page.goto(`${env.url}?lang=${lang}#pos=I:1,3,0,0,0,0/2,2,0,0,0,0:S:20,20`);
      await waitIdle(page);
      await page.click('[data-hole="S1"]');
      await page.waitForSelector('#over-dialog[open]');
      assert.deepEqual(await cutText(page), [], 'game over');
      await shot('game-over');
      assert.deepEqual(env.errors, []);
      await page.close();
    });
  }
}
