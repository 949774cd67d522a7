// A newcomer's first visit (web/js/page/welcome.js): the page asks once how
// to play (the computer at its gentlest level, a friend on this device, a
// friend by link, the lessons first) and acts on the answer, kept for the
// next visit even when storage refuses; a link that names something, an
// embed or a page inside a frame opens directly. The status line says who
// plays whom; the offer to learn survives a first tap; the header's buttons
// carry their names at 360 px and its game line is never cut at 1280 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { WEB, waitIdle, readBoard, useBrowser, startedUp } from './harness.mjs';

const PUZZLES = JSON.parse(fs.readFileSync(path.join(WEB, 'data', 'puzzles-II.json'), 'utf8'));
const PHONE = { width: 360, height: 740 };
const DESK = { width: 1280, height: 800 };

let env;
const skip = useBrowser({ firstVisit: true }, (s) => ({ env } = s));

/** A page with nothing kept from an earlier visit (or `kept`, key -> value), at `hash`. */
async function visit(hash = '', { size = PHONE, lang = 'en', kept = {}, init } = {}) {
  const page = await env.newPage(size);
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`); // the origin, to set its storage before the page loads
  await page.evaluate((k) => {
    localStorage.clear();
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    for (const [key, value] of Object.entries(k)) localStorage.setItem(key, JSON.stringify(value));
  }, kept);
  if (init) await page.addInitScript(init);
  await page.goto(`${env.url}?lang=${lang}${hash}`);
  await waitIdle(page);
  return page;
}

const sheetShown = (page) => page.waitForSelector('#welcome[open]');
/** Whether the sheet is on the page once everything fetched after the board (the sheet too, if asked) has settled. */
async function sheetOnceStarted(page) {
  await startedUp(page);
  return page.locator('#welcome').count();
}
const matchup = (page) => page.textContent('#matchup');

test('a first visit asks how to play; "Play the computer" starts a game against the Beginner, and is not asked again', {
  skip,
}, async () => {
  const page = await visit();
  await sheetShown(page);
  const choices = await page.$$eval('#welcome [data-welcome]', (bs) =>
    bs.map((b) => [b.dataset.welcome, b.textContent]),
  );
  assert.deepEqual(
    choices.map(([id]) => id),
    ['computer', 'device', 'link', 'learn'],
  );
  assert.match(choices[0][1], /Play the computer.*Beginner/);
  assert.equal(
    await page.evaluate(() => document.activeElement.dataset.welcome),
    'computer',
    'the gentle game has the focus',
  );
  await page.click('[data-welcome="computer"]');
  await page.waitForSelector('#welcome', { state: 'detached' });
  await waitIdle(page);
  assert.equal(await matchup(page), 'You (South) vs the computer, Beginner');
  assert.match((await readBoard(page)).status, /^Your turn \(South\)/);
  await page.reload();
  await waitIdle(page);
  assert.equal(await sheetOnceStarted(page), 0, 'answered once, not asked again');
  assert.equal(await matchup(page), 'You (South) vs the computer, Beginner', 'the gentle game again');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('"A friend on this device" keeps the game for two and says so; Escape answers the same', { skip }, async () => {
  let page = await visit('', { size: DESK });
  await sheetShown(page);
  assert.equal(await page.isHidden('#matchup'), false);
  await page.click('[data-welcome="device"]');
  await page.waitForSelector('#welcome', { state: 'detached' });
  assert.equal(await matchup(page), 'Two players on this device');
  assert.match((await readBoard(page)).status, /^South to move/);
  await page.close();
  page = await visit('', { lang: 'pl' });
  await sheetShown(page);
  assert.equal(await page.textContent('#welcome-title'), 'Witaj w Hoyito');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#welcome', { state: 'detached' });
  assert.equal(await matchup(page), 'Dwie osoby na tym urządzeniu');
  await page.reload();
  await waitIdle(page);
  assert.equal(await sheetOnceStarted(page), 0);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('"A friend by link" opens the new-game dialog set for a friend; "Learn first" opens the lessons', {
  skip,
}, async () => {
  let page = await visit();
  await sheetShown(page);
  await page.click('[data-welcome="link"]');
  await page.waitForSelector('#new-dialog[open]');
  assert.equal(await page.isChecked('#new-form input[name="players"][value="friend"]'), true);
  assert.equal(await page.isVisible('#friend-name'), true);
  await page.close();
  page = await visit();
  await sheetShown(page);
  await page.click('[data-welcome="learn"]');
  await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
  assert.match(await page.evaluate(() => location.hash), /^#learn=/);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a link that names a position, a lesson or a puzzle, an embed, a page in a frame and an earlier visit open without the sheet', {
  skip,
}, async () => {
  const puzzle = PUZZLES[0].id;
  for (const hash of ['#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:N:0,0', '#learn=sow', `#puzzle=${puzzle}`]) {
    const page = await visit(hash);
    assert.equal(await sheetOnceStarted(page), 0, `${hash} opens directly`);
    await page.close();
  }
  const earlier = await visit('', { kept: { 'hoyito.newGame': { players: 'two' } } });
  assert.equal(await sheetOnceStarted(earlier), 0, 'a visitor who chose a game before is no newcomer');
  await earlier.close();
  const embed = await env.newPage(PHONE);
  await embed.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await embed.goto(`${env.url}engine/engine.js`);
  await embed.evaluate(() => localStorage.clear());
  await embed.setContent(
    `<iframe src="${env.url}embed.html#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0" width="340" height="300"></iframe>` +
      `<iframe src="${env.url}" width="340" height="600"></iframe>`,
  );
  for (const frame of embed.frames().slice(1)) {
    await waitIdle(frame);
    // The page's start-up settled (embed.html has no sheet to fetch: it never asks).
    if (!frame.url().includes('embed.html')) await startedUp(frame);
  }
  for (const frame of embed.frames().slice(1))
    assert.equal(await frame.locator('#welcome').count(), 0, `${frame.url()}: no sheet in a frame`);
  assert.deepEqual(env.errors, []);
  await embed.close();
});

test('storage that throws: the sheet is asked, answered and acted on, and nothing breaks', { skip }, async () => {
  const page = await visit('', {
    init: () => {
      const refuse = () => {
        throw new DOMException('refused', 'SecurityError');
      };
      Storage.prototype.getItem = refuse;
      Storage.prototype.setItem = refuse;
    },
  });
  await sheetShown(page);
  await page.click('[data-welcome="computer"]');
  await page.waitForSelector('#welcome', { state: 'detached' });
  await waitIdle(page);
  assert.equal(await matchup(page), 'You (South) vs the computer, Beginner');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the offer to learn survives a first tap: a move puts it away for now, Learn stays in the header with its name', {
  skip,
}, async () => {
  const page = await visit('', { kept: { 'hoyito.welcome': 'device' } });
  await page.waitForSelector('#learn-offer');
  await page.click('[data-hole="S3"]');
  await waitIdle(page);
  await page.waitForSelector('#learn-offer', { state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('hoyito.learnOffer')), null, 'a tap is not an answer');
  const learn = await page.$eval('#learn-open', (b) => {
    const r = b.getBoundingClientRect();
    return {
      shown: r.width > 0 && r.bottom <= innerHeight,
      name: b.getAttribute('aria-label') || b.textContent.trim(),
      title: b.title,
    };
  });
  assert.equal(learn.shown, true);
  assert.equal(learn.name, 'Learn');
  assert.deepEqual(env.errors, []);
  await page.close();
});

const LAST_MOVE = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:quiet=99'; // South 3 ends the game (R15b), South wins 28-20

/** The game-over dialog's buttons in their order, and which is the main one. */
const overButtons = (page) =>
  page.$$eval('#over-dialog .actions button:not([hidden])', (bs) =>
    bs.map((b) => `${b.id}${b.classList.contains('primary') ? '*' : ''}`),
  );

test("the game-over dialog: a casual game's main answer is a new game; the next game of the match is the main one in match play", {
  skip,
}, async () => {
  const page = await visit(`#pos=${LAST_MOVE}`, { kept: { 'hoyito.welcome': 'device' } });
  await page.click('[data-hole="S3"]');
  await page.waitForSelector('#over-dialog[open]');
  assert.deepEqual(
    await overButtons(page),
    ['over-close', 'next-game', 'over-new*'],
    'game 1: New game is the main answer',
  );
  assert.equal((await page.textContent('#next-game')).trim(), 'Play on as a match', 'a single game is no match yet');
  await page.close();
  const match = await visit(`#pos=${LAST_MOVE};round=2`, { kept: { 'hoyito.welcome': 'device' } });
  await match.click('[data-hole="S3"]');
  await match.waitForSelector('#over-dialog[open]');
  assert.deepEqual(
    await overButtons(match),
    ['over-close', 'over-new', 'next-game*'],
    'game 2 of a match: its next game is',
  );
  assert.equal((await match.textContent('#next-game')).trim(), 'Next game of the match');
  assert.deepEqual(env.errors, []);
  await match.close();
});

test("the new-game dialog on a phone: the variants' and the level's hints show, and the side chosen is the one at the bottom", {
  skip,
}, async () => {
  for (const lang of ['en', 'pl']) {
    const page = await visit('', { kept: { 'hoyito.welcome': 'device' }, lang });
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.check('#new-form input[name="players"][value="computer"]');
    const hint = () =>
      page.$eval('#variant-hint', (p) => ({ text: p.textContent, shown: p.getBoundingClientRect().height > 0 }));
    const first = await hint();
    assert.ok(
      first.shown && first.text.length > 20,
      `${lang}: the chosen variant's hint is shown (${JSON.stringify(first)})`,
    );
    await page.click('#new-form .variants .choice:nth-child(3)'); // Hoyito II
    assert.notEqual((await hint()).text, first.text, `${lang}: the hint follows the variant chosen`);
    assert.equal(await page.isVisible('#new-form .ai-options .field-hint'), true, `${lang}: the level's hint`);
    const sides = await page.$$eval('#ai-human .choice', (ls) => ls.map((l) => l.textContent.trim()));
    assert.ok(
      sides.every((s) => !/top|bottom|górny|dolny/i.test(s)),
      `${lang}: the sides are not named by a row (${sides})`,
    );
    await page.check('#new-form input[name="human"][value="N"]');
    await page.click('#new-start');
    await page.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
    await waitIdle(page);
    assert.match(
      await page.getAttribute('#board', 'aria-label'),
      lang === 'en' ? /North plays the bottom row/ : /Północ gra dolnym rzędem/,
    );
    assert.equal(
      await matchup(page),
      lang === 'en' ? 'You (North) vs the computer, Casual' : 'Ty (Północ) kontra komputer, Rekreacyjny',
    );
    await page.close();
  }
  assert.deepEqual(env.errors, []);
});

test('computer against computer: the line says so, and Stop goes once the game is over', { skip }, async () => {
  const page = await visit('', { kept: { 'hoyito.welcome': 'device' } });
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.check('#new-form input[name="players"][value="demo"]');
  await page.selectOption('#new-level', '1');
  await page.click('#new-start');
  await page.waitForSelector('#demo-stop:not([hidden])');
  assert.equal(await matchup(page), 'Computer vs computer, Beginner');
  await page.waitForFunction(
    () => /^Game over/.test(document.querySelector('[data-testid="status"]').textContent.trim()),
    null,
    { timeout: 120000, polling: 500 },
  );
  assert.equal(await page.isHidden('#demo-stop'), true, 'nothing to stop');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("the header: on a phone every button shows its name, with a tooltip; on a desktop the game's line is never cut", {
  skip,
}, async () => {
  const long = 'III:4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4:S:0,0:round=12';
  for (const lang of ['en', 'pl', 'pt']) {
    for (const size of [PHONE, DESK]) {
      const page = await visit(`#pos=${long}`, { kept: { 'hoyito.welcome': 'device' }, lang, size });
      const seen = await page.evaluate(() => {
        const buttons = [...document.querySelectorAll('.top-actions button')].filter((b) => b.offsetParent);
        const labels = buttons.map((b) => {
          const word = b.querySelector('span');
          const r = word.getBoundingClientRect();
          const box = b.getBoundingClientRect();
          const shown =
            r.width > 8 &&
            r.height > 6 &&
            getComputedStyle(word).clipPath === 'none' &&
            r.left >= box.left - 1 &&
            r.right <= box.right + 1 &&
            word.scrollWidth <= word.clientWidth + 1;
          return { id: b.id, word: word.textContent, shown, title: b.title };
        });
        const info = document.getElementById('game-info');
        const top = document.querySelector('.top').getBoundingClientRect();
        const r = info.getBoundingClientRect();
        return {
          labels,
          info: info.textContent,
          infoWhole:
            info.scrollWidth <= info.clientWidth + 1 &&
            info.scrollHeight <= info.clientHeight + 1 &&
            r.bottom <= top.bottom + 1,
        };
      });
      for (const l of seen.labels) {
        assert.ok(l.shown, `${lang} ${size.width}: #${l.id} shows "${l.word}"`);
        assert.equal(l.title, l.word, `${lang} ${size.width}: #${l.id} has its name as a tooltip`);
      }
      assert.ok(seen.labels.length >= 4, `${lang} ${size.width}: ${seen.labels.map((l) => l.id)}`);
      assert.match(seen.info, /Hoyito III · 2×9 · .* · \S+ 12$/);
      assert.ok(seen.infoWhole, `${lang} ${size.width}: the game's line "${seen.info}" is whole`);
      await page.close();
    }
  }
  assert.deepEqual(env.errors, []);
});

test('the review on a phone: a round scale, numbered moves, read at full length with the status and the action bar in view', {
  skip,
}, async () => {
  const game =
    'pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&moves=2.6.1.6.4.5.2.6.2.4.6.3.2.5.1.4.4.3.5.6.4.3.5.1.4.5.1.2.3.2.4.1.6.4.1.1.4';
  const page = await visit(`#${game}`, { kept: { 'hoyito.welcome': 'device' } });
  if (await page.$('#over-dialog[open]')) await page.click('#over-close');
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await page.waitForFunction(() => document.querySelectorAll('.review-graph circle').length === 38, null, {
    timeout: 300000,
    polling: 500,
  });
  const graph = await page.$$eval('.review-graph .axis', (ts) => ts.map((t) => t.textContent));
  const [top, bottom, ...moves] = graph;
  assert.match(top, /^\+(5|10|15|20|25|30|40|50)$/, `a round scale (${graph})`);
  assert.equal(bottom, `−${top.slice(1)}`);
  assert.deepEqual(moves, ['5', '10', '15', '20', '25', '30', '35'], 'the moves are numbered');
  // The page scrolls as one column (docs/i18n-and-a11y.md): the review at its full length, no box of its own
  // to scroll, the status line held at the top and the action bar at the foot, whatever row is scrolled to.
  const seen = await page.evaluate(() => {
    document.querySelector('.review-table tr:last-child').scrollIntoView({ block: 'end' });
    const review = document.getElementById('review');
    const status = document.querySelector('[data-testid="status"]').getBoundingClientRect();
    const bar = document.querySelector('.bar').getBoundingClientRect();
    const last = document.querySelector('.review-table tr:last-child').getBoundingClientRect();
    return {
      scrolled: scrollY > 0,
      boxScrolls: review.scrollHeight > review.clientHeight + 1,
      status: status.top >= 0 && status.bottom <= innerHeight,
      bar: bar.top >= 0 && bar.bottom <= innerHeight,
      lastRowClear: last.bottom <= bar.top + 1 && last.top >= status.bottom - 1,
    };
  });
  assert.deepEqual(
    seen,
    { scrolled: true, boxScrolls: false, status: true, bar: true, lastRowClear: true },
    'the page scrolls, the review does not, the bars stay in view and the last row is clear of them',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});
