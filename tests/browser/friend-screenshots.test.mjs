// Screenshots of seven details of a friend's game at 360x740 and 1280x800,
// and of engine help allowed by agreement (the new-game dialog's box, the
// bar's "Engine help: on"), into docs/screenshots/ (friend-*.png,
// details-*.png), each taken after asserting what it should show; and
// axe-core on the new screens (the new-game dialog with a friend and "Your
// games", the friend bar, with engine help on too, an error's Details).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, readBoard, waitIdle, useBrowser, axeViolations } from './harness.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

fs.mkdirSync(OUT, { recursive: true });
let env;
const skip = useBrowser({}, (s) => ({ env } = s));

async function page360(size, lang = 'en') {
  const page = await env.newPage({ width: size.width, height: size.height });
  await page.addInitScript(() => {
    if (location.protocol === 'about:') return;
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    navigator.clipboard.writeText = async (text) => {
      window.sentLink = text;
    };
  });
  await page.goto(`${env.url}?lang=${lang}`);
  await waitIdle(page);
  return page;
}

async function at(page, hash) {
  await page.goto('about:blank');
  await page.goto(`${env.url}?lang=en#${hash}`);
  await waitIdle(page);
}

async function axe(page, label) {
  assert.deepEqual(await axeViolations(page), [], label);
}

const shot = (page, name, size) => page.screenshot({ path: path.join(OUT, `${name}-${size.name}.png`) });

for (const size of SIZES) {
  test(`screenshots at ${size.name} px: the seven details, and axe-core on the new screens`, { skip }, async () => {
    const page = await page360(size);

    // 1. North against the computer: North's row at the bottom.
    await at(page, `pos=${START}&moves=3&ai-level=1&ai-side=S`);
    assert.equal(await page.getAttribute('#board', 'data-bottom'), 'N');
    await shot(page, 'details-1-north-at-the-bottom', size);

    // 2. The last move marked and said: a relay and a capture (North 6 after South 1).
    await at(page, `pos=${START}&moves=1`);
    await page.click('[data-hole="N6"]');
    await waitIdle(page);
    assert.match((await readBoard(page)).status, /took 4 seeds — South to move/);
    await shot(page, 'details-2-last-move', size);

    // 3 and 4. Hint and analysis agree on a tied position; badges off the seeds.
    await at(page, 'pos=I:1,0,1,0,0,3/1,0,0,1,0,1:S:20,20');
    await page.click('#hint');
    await page.waitForFunction(() => /^Best: /.test(document.getElementById('hint-line').textContent), null, {
      timeout: 20000,
    });
    await page.click('#analyse');
    await page.waitForSelector('#board .analysis-marks .mark', { timeout: 20000 });
    assert.equal(await page.textContent('#hint-line'), 'Best: S1 or S3 — wins by 8 seeds with best play (exact)');
    await shot(page, 'details-3-hint-and-analysis', size);
    await page.click('#analyse');

    // 4. The new-game dialog on one screen; compact piles and whole header text on the board behind it.
    await page.click('#new-game');
    await page.check('#new-form input[name="players"][value="computer"]');
    await shot(page, 'details-4-new-game', size);
    await page.click('#new-cancel');
    for (const lang of ['pl', 'fr']) {
      const other = await page360(size, lang);
      await shot(other, `details-4-board-${lang}`, size);
      await other.close();
    }

    // 5. An error in plain words, its detail opened.
    await at(page, 'pos=I:4,4,4,4,4,4/4,4,4,4,0,0:S:0,0');
    await page.click('#status-details summary');
    await shot(page, 'details-5-error', size);
    await axe(page, 'an error with its details');

    // 6. Play a friend: the dialog with the games list, after a move the Send button.
    await page.click('#new-game');
    await page.check('#new-form input[name="players"][value="friend"]');
    await page.check('#new-form input[name="human"][value="N"]');
    await page.fill('#friend-name', 'Ana');
    await page.click('#new-start');
    await waitIdle(page);
    assert.equal(await page.getAttribute('#board', 'data-bottom'), 'N');
    await page.click('#new-game');
    await page.check('#new-form input[name="players"][value="friend"]');
    assert.equal(await page.isVisible('#friend-games'), true);
    await shot(page, 'friend-1-new-game', size);
    await axe(page, 'the new-game dialog with a friend and Your games');
    await page.check('#new-form input[name="human"][value="S"]');
    await page.click('#new-start');
    await waitIdle(page);
    const { legal } = await readBoard(page);
    await page.click(`[data-hole="${legal[0]}"]`);
    await waitIdle(page);
    await page.click('#friend-send');
    await page.waitForFunction(() => window.sentLink);
    await shot(page, 'friend-2-send-your-move', size);
    await axe(page, 'the friend bar');
    const link = new URL(await page.evaluate(() => window.sentLink)).hash;
    const friend = await page360(size);
    await friend.goto(`${env.url}?lang=en${link}`);
    await waitIdle(friend);
    assert.equal(await friend.getAttribute('#board', 'data-bottom'), 'N');
    await shot(friend, 'friend-3-opened-by-the-friend', size);
    await friend.close();

    // 7. Engine help by agreement: ticked in the new-game dialog, then "Engine help: on" in the bar and a hint.
    await page.click('#new-game');
    await page.check('#new-form input[name="players"][value="friend"]');
    await page.check('#friend-help-allow');
    await shot(page, 'friend-4-allow-engine-help', size);
    await page.click('#new-start');
    await waitIdle(page);
    assert.equal(await page.textContent('#friend-help'), 'Engine help: on');
    await page.click('#hint');
    await page.waitForFunction(() => /^Best: /.test(document.getElementById('hint-line').textContent), null, {
      timeout: 60000,
    });
    await shot(page, 'friend-5-engine-help-on', size);
    await axe(page, 'the friend bar with engine help on');

    assert.deepEqual(env.errors, []);
    await page.close();
  });
}
