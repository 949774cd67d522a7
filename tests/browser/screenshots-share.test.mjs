// Screenshots for docs/screenshots/ of what the share issue added: the share
// dialog, the position editor (a playable and an unplayable position), the
// message for a bad link, and the embed demo, on an upright phone (360 wide)
// and a desktop. Each screen is also checked to fit: no sideways scrolling,
// dialogs inside the screen, the editor's buttons reachable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, waitIdle, readBoard, useBrowser, frames } from './harness.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

fs.mkdirSync(OUT, { recursive: true });
let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));

async function fits(page, size, selector, label) {
  const m = await page.evaluate((sel) => {
    const box = sel ? document.querySelector(sel).getBoundingClientRect() : null;
    return {
      scrollW: document.documentElement.scrollWidth,
      box: box && { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
    };
  }, selector);
  assert.ok(m.scrollW <= size.width, `${label}: no sideways scrolling (${m.scrollW})`);
  if (m.box) {
    assert.ok(
      m.box.left >= 0 && m.box.right <= size.width && m.box.top >= 0 && m.box.bottom <= size.height,
      `${label}: ${selector} inside the screen (${JSON.stringify(m.box)})`,
    );
  }
}

for (const size of SIZES) {
  test(`share screenshots at ${size.width}x${size.height}: share dialog, editor, bad link, embed demo`, {
    skip,
  }, async () => {
    const page = await env.newPage({ width: size.width, height: size.height });
    await page.addInitScript(() => {
      try {
        localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
      } catch {
        /* about:blank */
      }
    });
    const start = 'II:4,4,4,4,4,4,4/4,4,4,4,4,4,4:S:0,0';
    const moves = await referee.call((s) => {
      const g = window.referee.engine.newGame(s);
      const out = [];
      for (const pick of [3, 1, 5, 2, 7, 4, 6, 1, 2]) {
        const legal = g.snapshot().legal;
        if (!legal.length) break;
        const m = legal[pick % legal.length];
        g.play(m);
        out.push(m);
      }
      return out;
    }, start);
    await page.goto(`${env.url}#pos=${start}&moves=${moves.join('.')}`);
    await waitIdle(page);
    assert.equal((await readBoard(page)).status.includes('cannot'), false);
    await page.mouse.move(0, 0);

    await page.click('#share-open');
    await page.waitForSelector('#share-dialog[open]');
    await fits(page, size, '#share-dialog', 'share dialog');
    await page.screenshot({ path: path.join(OUT, `share-${size.name}.png`) });

    await page.click('#share-edit');
    await page.waitForSelector('#editor-dialog[open] .ed-cell');
    await page.evaluate(() => document.activeElement?.blur());
    await fits(page, size, '#editor-dialog', 'editor');
    await fits(page, size, '#ed-play', 'editor: play button');
    await page.screenshot({ path: path.join(OUT, `editor-${size.name}.png`) });
    await page.fill('#ed-h2', '9');
    await page.check('#editor-dialog input[name="x10"]');
    await page.evaluate(() => document.activeElement?.blur());
    assert.equal(await page.getAttribute('#ed-check', 'data-valid'), 'false');
    await page.evaluate(() => document.getElementById('ed-check').scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(OUT, `editor-invalid-${size.name}.png`) });

    await page.goto('about:blank');
    await page.goto(`${env.url}#pos=II:4,4,4,4,4,4,4/4,4,4,4,4,4,4:S:0,3`);
    await waitIdle(page);
    assert.match((await readBoard(page)).status, /it has 59 seeds; a board of 7 holes a row needs 56/);
    assert.match(
      await page.textContent('#status-details'),
      /seed total is 59, expected 56/,
      "the engine's words behind Details",
    );
    await fits(page, size, '[data-testid="status"]', 'bad link message');
    await page.screenshot({ path: path.join(OUT, `bad-link-${size.name}.png`) });

    await page.goto(`${env.url}embed-demo.html`);
    await page.waitForFunction(() => document.querySelectorAll('#log li[data-type="ready"]').length === 3, null, {
      timeout: 30000,
    });
    // Each board still, then two frames: each element's height (its ResizeObserver) laid out and painted.
    for (const frame of page.frames().slice(1)) await waitIdle(frame);
    await frames(page, 2);
    await fits(page, size, null, 'embed demo');
    await page.screenshot({ path: path.join(OUT, `embed-demo-${size.name}.png`), fullPage: true });
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}
