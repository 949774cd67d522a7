// The details a player notices: their own row nearest them (playing North
// against the computer, or two people who turn the board), and what the last
// move did staying on the board and in the status line until the next move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, readBoard, waitIdle, useBrowser } from './harness.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';

/** Where each hole is drawn (its centre on the screen), by its DOM name. */
function holeCentres(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#board .hole')].map((h) => {
        const r = h.querySelector('.pit').getBoundingClientRect();
        return [h.dataset.hole, { x: r.x + r.width / 2, y: r.y + r.height / 2 }];
      }),
    ),
  );
}

async function openLink(page, hash) {
  await page.goto(`${env.url}#${hash}`);
  await page.waitForFunction((h) => location.hash.includes(h.split('&')[0].slice(4, 12)), hash);
  await waitIdle(page);
}

test("playing North against the computer: North's row at the bottom, hole 1 on the left, keys and words follow", {
  skip,
}, async () => {
  const page = await openGame(env);
  // The computer (South) has played 3; North, the person, is to move.
  await openLink(page, `pos=${START}&moves=3&ai-level=1&ai-side=S`);
  assert.equal(await page.getAttribute('#board', 'data-bottom'), 'N');
  const at = await holeCentres(page);
  assert.ok(at.N1.y > at.S1.y + 20, "North's row is below South's");
  for (let k = 1; k < 6; k++) assert.ok(at[`N${k}`].x < at[`N${k + 1}`].x, `N${k} left of N${k + 1}`);
  assert.ok(Math.abs(at.N1.x - at.S6.x) < 2, "each hole sits where the other player's same place was");
  // data-hole keeps its meaning: N3 is North's hole 3 wherever it is drawn.
  assert.match(await page.getAttribute('[data-hole="N3"]', 'aria-label'), /North 3/);
  assert.match(await page.getAttribute('#board', 'aria-label'), /North plays the bottom row/);
  // The bottom pile is North's.
  const piles = await page.evaluate(() =>
    ['S', 'N'].map((p) => document.querySelector(`[data-store="${p}"]`).getBoundingClientRect().y),
  );
  assert.ok(piles[1] > piles[0], "North's pile is the lower one");
  // Arrow keys walk North's playable holes left to right as drawn.
  const legal = (await readBoard(page)).legal;
  await page.focus(`[data-hole="${legal[0]}"]`);
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.hole), legal[1]);
  // The board read aloud starts with the row nearest the player.
  await page.keyboard.press('b');
  assert.match(await page.textContent('#announcer'), /^North, holes 1 to 6/);
  assert.equal(await page.isHidden('#turn-board'), true, "no turning: the side is the player's own");
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('two people on one device turn the board and back', { skip }, async () => {
  const page = await openGame(env);
  await openLink(page, `pos=${START}&moves=1`);
  assert.equal(await page.getAttribute('#board', 'data-bottom'), 'S');
  assert.equal(await page.isVisible('#turn-board'), true);
  await page.click('#turn-board');
  assert.equal(await page.getAttribute('#board', 'data-bottom'), 'N');
  let at = await holeCentres(page);
  assert.ok(at.N1.y > at.S1.y && at.N1.x < at.N6.x, "turned: North's row at the bottom, from the left");
  // Play stays the same: North's hole 6 plays hole 6 wherever it is drawn.
  await page.click('[data-hole="N6"]');
  await waitIdle(page);
  assert.match((await readBoard(page)).position, /:S:/);
  await page.click('#turn-board');
  at = await holeCentres(page);
  assert.ok(at.S1.y > at.N1.y, 'turned back');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the last move stays marked and said: a relay and a capture', { skip }, async () => {
  const page = await openGame(env);
  await openLink(page, `pos=${START}&moves=1`);
  // The link's last move (South 1) is already marked.
  let marks = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#board [data-last]')].map((h) => [h.dataset.hole, h.dataset.last]),
    ),
  );
  assert.equal(marks.S1, 'played');
  // North 6: sows, relays once, captures South 1's four (the engine's events say so).
  await page.click('[data-hole="N6"]');
  await waitIdle(page);
  marks = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#board [data-last]')].map((h) => [h.dataset.hole, h.dataset.last]),
    ),
  );
  assert.equal(marks.N6, 'played');
  assert.equal(Object.values(marks).filter((m) => m.includes('relay')).length, 1, 'one relay hole');
  assert.match(marks.S1, /captured/);
  const board = await readBoard(page);
  assert.equal(board.status, 'North sowed from 6, relayed 1 time, and took 4 seeds — South to move');
  // The next move takes the marks away while it plays, then marks its own.
  await page.click(`[data-hole="${board.legal[0]}"]`);
  await waitIdle(page);
  marks = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#board [data-last]')].map((h) => [h.dataset.hole, h.dataset.last]),
    ),
  );
  assert.equal(marks[board.legal[0]]?.split(' ')[0], 'played');
  assert.equal(marks.N6, undefined);
  assert.match((await readBoard(page)).status, new RegExp(`^South sowed from ${board.legal[0].slice(1)}`));
  // In Polish, the counts take their plural forms.
  await page.selectOption('#lang', 'pl');
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  assert.match((await readBoard(page)).status, /^Południe: siew z dołka \d/);
  await page.selectOption('#lang', 'en');
  // The choice is kept at once, before its words have loaded: a tab closed now reopens in English.
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.lang'))), 'en');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('Hint and Analysis agree on a tied position: one search, every tied best move named', { skip }, async () => {
  // 8 seeds left, South to move: S1 and S3 both win by 8 with best play, S6 loses (hint.test.mjs).
  const page = await openGame(env);
  await openLink(page, 'pos=I:1,0,1,0,0,3/1,0,0,1,0,1:S:20,20');
  await page.click('#hint');
  await page.waitForFunction(() => /^Best: /.test(document.getElementById('hint-line').textContent), null, {
    timeout: 20000,
  });
  const hint = await page.textContent('#hint-line');
  assert.equal(hint, 'Best: S1 or S3 — wins by 8 seeds with best play (exact)');
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#analysis .analysis-list li').length === 3, null, {
    timeout: 20000,
  });
  const rows = await page.$$eval('#analysis .analysis-list li', (lis) =>
    lis.map((li) => ({ hole: li.dataset.hole, best: li.classList.contains('best') })),
  );
  assert.deepEqual(
    rows,
    [
      { hole: '1', best: true },
      { hole: '3', best: true },
      { hole: '6', best: false },
    ],
    "the analysis lists the hint's first move first, the tied one next, both as best",
  );
  const glowing = await page.$$eval('#board .hole.hinted', (hs) => hs.map((h) => h.dataset.hole));
  assert.deepEqual(glowing, ['S1', 'S3']);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the new-game dialog fits a 360x740 phone without scrolling, in all six languages', { skip }, async () => {
  for (const lang of ['en', 'es', 'fr', 'pt', 'pl', 'it']) {
    const page = await env.newPage({ width: 360, height: 740 });
    await page.goto(`${env.url}?lang=${lang}`);
    await waitIdle(page);
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    for (const players of ['two', 'computer', 'friend']) {
      await page.check(`#new-form input[name="players"][value="${players}"]`);
      const fit = await page.evaluate(() => {
        const d = document.getElementById('new-dialog');
        const r = d.getBoundingClientRect();
        const start = document.getElementById('new-start').getBoundingClientRect();
        return { scroll: d.scrollHeight - d.clientHeight, bottom: r.bottom, start: start.bottom };
      });
      assert.ok(fit.scroll <= 1, `${lang}, ${players}: nothing to scroll (${fit.scroll} px more)`);
      assert.ok(fit.bottom <= 740 && fit.start <= 740, `${lang}, ${players}: the Start button is on the screen`);
    }
    // Players first, the side right after them; size and direction wait under "More options".
    const order = await page.$$eval('#new-form > *:not([hidden])', (els) => els.map((e) => e.id || e.className));
    assert.ok(order.indexOf('ai-human') < order.indexOf('new-more'), `${lang}: ${order}`);
    assert.equal(await page.isVisible('#new-size'), false, `${lang}: the size is under More options`);
    // And on a 1280x800 desktop, with the variants' hints.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.check('#new-form input[name="players"][value="computer"]');
    const scroll = await page.evaluate(() => {
      const d = document.getElementById('new-dialog');
      return d.scrollHeight - d.clientHeight;
    });
    assert.ok(scroll <= 1, `${lang}, 1280x800: nothing to scroll (${scroll} px more)`);
    await page.close();
  }
  assert.deepEqual(env.errors, []);
});

test('on a 360x740 phone: numbers of 11 px and more, compact empty piles, whole header text, badges off the seeds', {
  skip,
}, async () => {
  for (const lang of ['en', 'es', 'fr', 'pt', 'pl', 'it']) {
    const page = await env.newPage({ width: 360, height: 740 });
    await page.goto(`${env.url}?lang=${lang}#pos=${START}&moves=3`);
    await waitIdle(page);
    const m = await page.evaluate(() => {
      const board = document.getElementById('board');
      const scale = board.getScreenCTM().a; // pixels a board unit
      const nums = [...board.querySelectorAll('.num')].map((n) => parseFloat(getComputedStyle(n).fontSize) * scale);
      const cut = [...document.querySelectorAll('header *')]
        .filter(
          (e) =>
            e.children.length === 0 &&
            e.offsetParent &&
            getComputedStyle(e).textOverflow === 'ellipsis' &&
            e.scrollWidth > e.clientWidth + 1,
        )
        .map((e) => e.textContent);
      const info = document.getElementById('game-info');
      const piles = ['S', 'N'].map(
        (p) => document.querySelector(`[data-store="${p}"] .tray`).getBoundingClientRect().height,
      );
      return { smallest: Math.min(...nums), cut, infoCut: info.scrollWidth > info.clientWidth + 1, piles };
    });
    assert.ok(m.smallest >= 11, `${lang}: hole numbers ${m.smallest.toFixed(1)} px`);
    assert.deepEqual(m.cut, [], `${lang}: no header text cut short`);
    assert.equal(m.infoCut, false, `${lang}: the game's line is whole`);
    for (const h of m.piles) assert.ok(h < 30, `${lang}: an empty pile is a compact score (${h.toFixed(0)} px)`);
    await page.close();
  }
  // Analysis badges: none overlaps a seed.
  const page = await env.newPage({ width: 360, height: 740 });
  await page.goto(`${env.url}?lang=en#pos=${START}&moves=3`);
  await waitIdle(page);
  await page.click('#analyse');
  await page.waitForSelector('#board .analysis-marks .mark', { timeout: 20000 });
  const overlaps = await page.evaluate(() => {
    const boxes = (sel) => [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
    const seeds = boxes('#board .holes .pebble');
    const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return boxes('#board .analysis-marks rect').filter((r) => seeds.some((s) => hit(r, s))).length;
  });
  assert.equal(overlaps, 0, 'no badge over a seed');
  assert.ok((await page.$$eval('#board .analysis-marks .mark', (ms) => ms.length)) > 0);
  await page.close();
  assert.deepEqual(env.errors, []);
});

test("errors in plain words: the link's problem first, the engine's detail behind Details; the editor names the hole", {
  skip,
}, async () => {
  const page = await env.newPage({ width: 360, height: 740 });
  await page.goto(`${env.url}?lang=en#pos=I:4,4,4,4,4,4/4,4,4,4,0,0:S:0,0`);
  await waitIdle(page);
  const board = await readBoard(page);
  assert.match(
    board.status,
    /^The position in this link cannot be played: it has 40 seeds; a board of 6 holes a row needs 48\. /,
  );
  assert.doesNotMatch(board.status, /expected|captured \d/, 'no developer words in the first line');
  assert.equal(await page.isVisible('#status-details'), true);
  assert.equal(await page.isVisible('.status-details-text'), false, 'the detail is folded away');
  await page.click('#status-details summary');
  assert.match(
    await page.textContent('.status-details-text'),
    /seed total is 40, expected 48 \(board 40 \+ captured 0 \+ aside 0\)/,
  );
  // The next move puts the game first again: the details go with the message.
  await page.click('[data-hole="S1"]');
  await waitIdle(page);
  assert.equal(await page.isHidden('#status-details'), true);

  // The editor: "-3" in South 3 is named as such.
  await page.click('#new-game');
  await page.click('#new-edit');
  await page.waitForSelector('#editor-dialog[open]');
  await page.fill('#ed-h2', '-3');
  const verdict = await page.textContent('#ed-check .ed-verdict');
  assert.equal(verdict, 'South 3: “-3” is not a number of seeds. Write a whole number, 0 or more, without a sign.');
  assert.equal(await page.getAttribute('#ed-h2', 'aria-invalid'), 'true');
  assert.equal(await page.isDisabled('#ed-play'), true);
  await page.fill('#ed-h2', '4');
  assert.equal(await page.getAttribute('#ed-h2', 'aria-invalid'), null);
  await page.close();
  assert.deepEqual(env.errors, []);
});

test('sound: off by default, a click a seed and a knock for a capture once on, remembered, silent under reduced motion', {
  skip,
}, async () => {
  // Counts what the page asks Web Audio to play (the real AudioContext still plays it).
  const counting = () => {
    window.sounds = [];
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args) {
      window.sounds.push(this.buffer.duration > 0.08 ? 'capture' : 'drop');
      return start.apply(this, args);
    };
  };
  const page = await env.newPage();
  await page.addInitScript(counting);
  await page.goto(`${env.url}?lang=en#pos=${START}&moves=1`);
  await waitIdle(page);
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false', 'off by default');
  await page.click('#sound');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true');
  await page.selectOption('#speed', 'fast');
  await page.click('[data-hole="N6"]'); // sows, relays once, captures South 1's four
  await waitIdle(page);
  const heard = await page.evaluate(() => window.sounds);
  assert.ok(heard.filter((s) => s === 'drop').length >= 4, `a click a seed (${heard})`);
  assert.ok(heard.includes('capture'), 'and a knock for the capture');
  // Remembered at the next visit.
  await page.reload();
  await waitIdle(page);
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true');
  // Reduced motion: nothing plays, even with the sound on.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    window.sounds = [];
  });
  const { legal } = await readBoard(page);
  await page.click(`[data-hole="${legal[0]}"]`);
  await waitIdle(page);
  assert.deepEqual(await page.evaluate(() => window.sounds), []);
  await page.click('#sound');
  await page.selectOption('#speed', 'instant');
  await page.close();
  assert.deepEqual(env.errors, []);
});
