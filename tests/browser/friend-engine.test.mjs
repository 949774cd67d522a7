// No engine help in a running game with a friend (web/js/analysis/hint.js):
// Hint and Analyse stay focusable but say why they are off, and ask the
// worker nothing; once the game is over (here: resigned) the analysis
// answers again; once it ends by its last move, a hint on its moves does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle, useBrowser, workerRequests, workersSettled, axeViolations } from './harness.mjs';

// South to move in a small endgame: the search answers in milliseconds.
const GAME = 'pos=I:1,0,1,0,0,3/1,0,0,1,0,1:S:20,20&friend=help1&you=S&from=Ana';
const REASON = 'No hint or analysis during a game with a friend: they come back when it is over.';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

const buttons = (page) =>
  page.evaluate(() =>
    ['hint', 'analyse'].map((id) => {
      const b = document.getElementById(id);
      return { off: b.getAttribute('aria-disabled'), title: b.title, why: b.getAttribute('aria-description') };
    }),
  );

test('Hint and Analyse are off while a friend game runs, and come back once it is over', { skip }, async () => {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=en#${GAME}`);
  await page.waitForFunction(() => !document.getElementById('friend-bar').hidden);
  await waitIdle(page);
  await page.waitForFunction((why) => document.getElementById('hint').title === why, REASON);
  for (const b of await buttons(page)) assert.deepEqual(b, { off: 'true', title: REASON, why: REASON });

  for (const id of ['hint', 'analyse']) {
    await page.focus(`#${id}`); // may warm the worker: settled before counting
    await workersSettled(page);
    await page.evaluate(() => {
      document.getElementById('hint-line').textContent = '';
    });
    const before = await workerRequests(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((why) => document.getElementById('hint-line').textContent === why, REASON);
    await workersSettled(page);
    assert.deepEqual(await workerRequests(page), before, `${id}: no search asked`);
    assert.equal(await page.isVisible('#analysis .analysis-list li'), false, `${id}: no analysis shown`);
    assert.equal(await page.$$eval('#board .analysis-marks .mark', (m) => m.length), 0, `${id}: no badge`);
  }
  assert.deepEqual(await axeViolations(page), [], 'axe-core: the buttons off');

  // The game ends (resigned): the analysis answers again.
  await page.click('#friend-resign');
  await page.click('#friend-resign-yes');
  await page.waitForSelector('#over-dialog[open]');
  await page.click('#over-close');
  await waitIdle(page);
  for (const b of await buttons(page)) assert.deepEqual(b, { off: null, title: '', why: null });
  const before = await workerRequests(page);
  await page.click('#analyse');
  await page.waitForSelector('#analysis .analysis-list li', { timeout: 60000 });
  assert.ok((await workerRequests(page)).sent > before.sent, 'the analysis asked the worker');
  await page.close();
});

// South's S3 ends the game (docs/RULES.md R13: the last four are South's).
const LAST = 'pos=I:0,0,3,3,0,0/0,0,0,0,0,2:S:20,20&friend=help2&you=S&from=Ana';

test('after a friend game ends by its last move, a hint on its moves answers', { skip }, async () => {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=en#${LAST}`);
  await page.waitForFunction(() => !document.getElementById('friend-bar').hidden);
  await waitIdle(page);
  await page.waitForFunction((why) => document.getElementById('hint').title === why, REASON);
  await page.click('[data-hole="S3"]');
  await page.waitForSelector('#over-dialog[open]');
  await page.click('#over-close');
  await waitIdle(page);
  for (const b of await buttons(page)) assert.deepEqual(b, { off: null, title: '', why: null });
  // Back at the start (the move list's Home): South's hint there.
  await page.focus('#moves li.turn button.move');
  await page.keyboard.press('Home');
  await waitIdle(page);
  await workersSettled(page);
  const before = await workerRequests(page);
  await page.click('#hint');
  await page.waitForFunction(() => /^Best: /.test(document.getElementById('hint-line').textContent), null, {
    timeout: 60000,
  });
  assert.ok((await workerRequests(page)).sent > before.sent, 'the hint asked the worker');
  await page.close();
});
