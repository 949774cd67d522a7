// axe-core (WCAG 2.1 and 2.2 A and AA rules) on every screen of the play page, on a
// 360 px phone and a 1280 px desktop: the first-visit sheet, the game, the
// new-game dialog, the Game panel, the review, the rules panel, the hint
// and the Analyse panel with its badges on the holes, My games, a lesson and
// a puzzle. Every violation counts, whatever its impact.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { WEB, waitIdle, useBrowser, axeViolations } from './harness.mjs';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PUZZLE = JSON.parse(fs.readFileSync(path.join(WEB, 'data', 'puzzles-II.json'), 'utf8'))[0].id;
// A finished game of 37 moves (Hoyito I, 2x6): the review has a list to scroll.
const GAME =
  'pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&moves=2.6.1.6.4.5.2.6.2.4.6.3.2.5.1.4.4.3.5.6.4.3.5.1.4.5.1.2.3.2.4.1.6.4.1.1.4';
// 8 seeds (every move has the endgame tables' value) and a position of the
// opening (the search's estimates): the badges show on every playable hole.
const ENDGAME = 'I:1,0,2,0,1,0/0,1,0,2,0,1:S:20,20';
const MIDGAME = 'I:5,0,5,5,1,6/5,5,0,5,5,6:S:0,0';
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

let env;
const skip = useBrowser({ firstVisit: true }, (s) => ({ env } = s));

/** A page at `hash`, speed instant, the first-visit sheet answered unless `newcomer`. */
async function visit(hash, size, { newcomer = false } = {}) {
  const page = await env.newPage(size);
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`); // the origin, to set its storage before the page loads
  await page.evaluate((fresh) => {
    localStorage.clear();
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    if (!fresh) localStorage.setItem('hoyito.welcome', JSON.stringify('device'));
  }, newcomer);
  await page.goto(`${env.url}?lang=en${hash ? `#${hash}` : ''}`);
  await waitIdle(page);
  return page;
}

// Every WCAG 2.1 A/AA violation, whatever its impact (the harness's helper keeps serious and critical ones).
async function violations(page) {
  await axeViolations(page, ['wcag2a']); // loads axe-core into the page
  return page.evaluate(async (runOnly) => {
    const r = await window.axe.run(document, { runOnly });
    return r.violations.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')})`,
    );
  }, WCAG);
}

for (const size of SIZES) {
  const at = `${size.width} px`;

  test(`axe at ${at}: the first-visit sheet, the game, the new-game dialog, the rules panel`, { skip }, async () => {
    const page = await visit('', size, { newcomer: true });
    await page.waitForSelector('#welcome[open]');
    assert.deepEqual(await violations(page), [], `${at}: the first-visit sheet`);
    await page.click('[data-welcome="device"]');
    await page.waitForSelector('#welcome', { state: 'detached' });
    await page.click('[data-hole="S3"]');
    await waitIdle(page);
    assert.deepEqual(await violations(page), [], `${at}: the game`);
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    assert.deepEqual(await violations(page), [], `${at}: the new-game dialog`);
    await page.check('#new-form input[name="players"][value="computer"]');
    assert.deepEqual(await violations(page), [], `${at}: the new-game dialog against the computer`);
    await page.click('#new-cancel');
    await page.click('#rules-open');
    await page.waitForSelector('#rules-dialog[open] #rules-body > *');
    assert.deepEqual(await violations(page), [], `${at}: the rules panel`);
    assert.deepEqual(env.errors, []);
    await page.close();
  });

  test(`axe at ${at}: the Game panel and the review`, { skip }, async () => {
    const page = await visit(GAME, size);
    if (await page.$('#over-dialog[open]')) await page.click('#over-close');
    await page.click('.game-open:visible');
    await page.waitForSelector('#record-file', { state: 'attached' });
    assert.deepEqual(await violations(page), [], `${at}: the Game panel`);
    await page.click('#review-start');
    await page.waitForSelector('.review-graph circle', { timeout: 300000 });
    assert.deepEqual(await violations(page), [], `${at}: the review`);
    assert.deepEqual(env.errors, []);
    await page.close();
  });

  test(`axe at ${at}: the hint and the Analyse panel with its badges on the board`, { skip }, async () => {
    for (const position of [ENDGAME, MIDGAME]) {
      const page = await visit(`pos=${position}`, size);
      await page.click('#hint');
      await page.waitForSelector('#hint-line:not([hidden]):not(.thinking)', { timeout: 60000 });
      await page.click('#analyse');
      await page.waitForSelector('#board .analysis-marks .mark', { timeout: 60000 });
      await page.waitForSelector('#analysis .analysis-list li');
      assert.deepEqual(await violations(page), [], `${at}: the analysis of ${position}`);
      await page.close();
    }
    assert.deepEqual(env.errors, []);
  });

  test(`axe at ${at}: My games open, with a game in it`, { skip }, async () => {
    const page = await visit(GAME, size);
    if (await page.$('#over-dialog[open]')) await page.click('#over-close');
    await page.click('#games-open');
    await page.waitForSelector('#games-dialog[open] #games-list li');
    assert.deepEqual(await violations(page), [], `${at}: My games`);
    assert.deepEqual(env.errors, []);
    await page.close();
  });

  test(`axe at ${at}: a lesson and a puzzle`, { skip }, async () => {
    for (const hash of ['learn=sow', `puzzle=${PUZZLE}`]) {
      const page = await visit(hash, size);
      await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
      await waitIdle(page);
      assert.deepEqual(await violations(page), [], `${at}: #${hash}`);
      await page.close();
    }
    assert.deepEqual(env.errors, []);
  });
}
