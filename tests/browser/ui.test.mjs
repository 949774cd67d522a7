// The page around the board: first load, remembered speed, the new-game
// dialog, the rules panel's examples, a wasm that fails to load, reduced
// motion, touch, and an accessibility scan with axe-core.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openGame,
  readBoard,
  waitIdle,
  newGameViaDialog,
  useBrowser,
  routeOf,
  axeViolations,
  frames,
} from './harness.mjs';

let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));

test('first visit: a 2x6 Hoyito I board, four seeds a hole, South to move', { skip }, async () => {
  const page = await openGame(env, { speed: null });
  const board = await readBoard(page);
  const start = await referee.call(() => window.referee.engine.startPosition({ variant: 'I', n: 6 }));
  assert.equal(board.position, start);
  assert.equal(Object.keys(board.holes).length, 12);
  for (const [name, h] of Object.entries(board.holes)) assert.equal(h.count, 4, `${name} holds 4`);
  assert.deepEqual(board.stores, { S: 0, N: 0 });
  assert.deepEqual(board.legal, ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
  assert.match(board.status, /South to move/);
  assert.equal(await page.inputValue('#speed'), 'normal', 'normal speed by default');
  assert.equal(await page.evaluate(() => performance.getEntriesByName('hoyito-ready').length), 1, 'ready mark set');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the speed choice is remembered between visits', { skip }, async () => {
  const page = await openGame(env, { speed: null });
  await page.selectOption('#speed', 'fast');
  await page.reload();
  await waitIdle(page);
  assert.equal(await page.inputValue('#speed'), 'fast');
  await page.selectOption('#speed', 'slow');
  const other = await openGame(env, { speed: null });
  assert.equal(await other.inputValue('#speed'), 'slow', 'a new visit gets the last choice');
  await other.selectOption('#speed', 'normal');
  assert.deepEqual(env.errors, []);
  await page.close();
  await other.close();
});

test('new-game dialog: variant, size, direction and who starts reach the engine', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]'); // its words load first (strings.js loadWords('more'))
  const hints = await page.$$eval('#new-form .variants .choice small', (els) => els.map((e) => e.textContent));
  assert.equal(hints.length, 3, 'one line for each variant');
  assert.ok(
    hints.every((h) => h.length > 20),
    'each variant says what makes it different',
  );
  const sizes = await page.$$eval('#new-form select[name="n"] option', (els) => els.map((e) => e.value));
  assert.deepEqual(sizes, ['6', '7', '8', '9', '10', '11', '12']);
  assert.equal(
    await page.isVisible('#players-computer'),
    true,
    'the computer opponent is offered (its search runs in a worker)',
  );
  await page.click('#new-cancel');

  await newGameViaDialog(page, { variant: 'III', n: 9, clockwise: true, starts: 'N' });
  const board = await readBoard(page);
  const expected = await referee.call(() =>
    window.referee.engine.startPosition({ variant: 'III', n: 9, clockwise: true }).replace(':S:', ':N:'),
  );
  assert.equal(board.position, expected);
  assert.match(board.position, /dir=cw/);
  assert.equal(Object.keys(board.holes).length, 18);
  assert.deepEqual(board.legal, ['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8', 'N9']);
  assert.match(board.status, /North to move/);
  assert.match(await page.textContent('#game-info'), /Hoyito III · 2×9 · clockwise/);
  // The choices come back next time the dialog opens.
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  assert.equal(await page.isChecked('#new-form input[name="variant"][value="III"]'), true);
  assert.equal(await page.inputValue('#new-form select[name="n"]'), '9');
  await page.keyboard.press('Escape');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('rules panel: every worked example is what the engine does', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await page.click('#rules-open');
  await page.waitForSelector('#rules-dialog[open] .example');
  const examples = await page.$$eval('#rules-dialog .example', (figs) =>
    figs.map((f) => ({
      before: f.dataset.position,
      move: Number(f.dataset.move),
      after: f.dataset.after,
      caption: f.textContent,
    })),
  );
  assert.equal(examples.length, 4, 'a relay and one capture of each variant');
  for (const ex of examples) {
    const got = await referee.call(({ before, move }) => {
      const g = window.referee.engine.newGame(before);
      g.play(move);
      const p = g.position;
      g.free();
      return p;
    }, ex);
    assert.equal(got, ex.after, `example "${ex.caption.slice(0, 40)}…"`);
  }
  const text = await page.textContent('#rules-dialog');
  for (const word of ['Goal', 'relay', 'casa', 'Hoyito I:', 'Hoyito II:', 'Hoyito III:', 'match']) {
    assert.ok(text.toLowerCase().includes(word.toLowerCase()), `the rules mention ${word}`);
  }
  await page.click('#rules-close');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a wasm that fails to load gives a clear message, not an exception', { skip }, async () => {
  // Missing, or not WebAssembly at all (a host's error page sent as 200).
  const answers = [
    { status: 404, body: 'gone' },
    { status: 200, contentType: 'application/wasm', body: '<html>oops</html>' },
  ];
  for (const answer of answers) {
    const blocked = `${answer.status}`;
    const page = await env.newPage();
    await page.route(routeOf('engine/gen/hoyito.wasm'), (route) => route.fulfill(answer));
    const uncaught = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    await page.goto(env.url);
    await page.waitForSelector('#load-error:not([hidden])');
    const message = await page.textContent('#load-error');
    assert.match(message, /could not be loaded/, `${blocked}: message shown`);
    assert.match(await page.textContent('[data-testid="status"]'), /could not be loaded/);
    assert.equal(await page.isVisible('#reload'), true, 'a reload button is offered');
    assert.deepEqual(uncaught, [], `${blocked}: no uncaught exception`);
    await page.close();
  }
  env.errors.length = 0; // the failed requests were logged on purpose
});

test('reduced motion: seeds change in place instead of flying; default speed is fast', { skip }, async () => {
  const calm = await launch({ reducedMotion: 'reduce' });
  try {
    const page = await openGame(calm, { speed: null });
    assert.equal(await page.inputValue('#speed'), 'fast');
    await page.selectOption('#speed', 'normal');
    await page.evaluate(() => {
      window.flights = 0;
      new MutationObserver((list) => {
        for (const m of list) window.flights += [...m.addedNodes].filter((n) => n.classList?.contains('flyer')).length;
      }).observe(document.getElementById('board-wrap'), { childList: true, subtree: true });
    });
    await page.click('[data-hole="S2"]');
    await waitIdle(page, 30000);
    assert.equal(await page.evaluate(() => window.flights), 0, 'no pebble flew');
    const board = await readBoard(page);
    const truth = await referee.call(() => {
      const g = window.referee.engine.newGame(window.referee.engine.startPosition({ variant: 'I', n: 6 }));
      g.play(2);
      const p = g.position;
      g.free();
      return p;
    });
    assert.equal(board.position, truth);
    assert.deepEqual(calm.errors, []);
  } finally {
    await calm.close();
  }
});

test('touch: a tap plays a hole; a swipe on the board does not scroll the page', { skip }, async () => {
  // A short screen so the page itself can scroll: then only the board must refuse to.
  const phone = await launch({ viewport: { width: 360, height: 420 }, hasTouch: true, isMobile: true });
  try {
    const page = await openGame(phone, { speed: 'instant' });
    await page.tap('[data-hole="S4"]');
    await waitIdle(page);
    assert.match((await readBoard(page)).position, /:N:/, 'the tap played S4');
    const cdp = await phone.context.newCDPSession(page);
    // A finger drags 100 px up from the middle of `selector`; returns how far the page scrolled.
    const swipe = async (selector) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await page.locator(selector).boundingBox();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let k = 1; k <= 10; k++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - 10 * k }] });
        await frames(page, 1); // a move a frame, as a finger makes them
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await frames(page, 2); // the last move's scroll, if any, applied and read back by the page
      return page.evaluate(() => window.scrollY);
    };
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight);
    assert.ok(scrollable, 'the short page can scroll');
    assert.equal(await swipe('#board .hole[data-hole="N3"] .hit'), 0, 'a swipe on a hole does not scroll the page');
    assert.equal(await swipe('#board .pile-N .tray'), 0, 'nor one on a pile');
    // Last: the page's fling after it can outlast scrollTo(0, 0) and would move the next swipe's page.
    assert.ok((await swipe('.brand')) > 0, 'a swipe outside the board scrolls (so the checks can fail)');
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
  }
});

test('accessibility: axe-core finds no serious problems on the board or in the dialogs', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  const scan = async (label) => assert.deepEqual(await axeViolations(page), [], label);
  await scan('board');
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await scan('new-game dialog');
  await page.click('#new-cancel');
  await page.click('#rules-open');
  await scan('rules panel');
  await page.click('#rules-close');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a shared position link opens that position; closed holes are drawn closed and cannot be played', {
  skip,
}, async () => {
  // From the shared vectors: North's holes 7..12 closed in a later game of a match.
  const text = 'II:1,0,0,0,0,0,1,0,0,0,0,2/0,0,1,0,2,1,x,x,x,x,x,x:N:60,4:aside=0,24;quiet=10';
  const page = await env.newPage();
  await page.goto(`${env.url}#pos=${encodeURIComponent(text)}`);
  await waitIdle(page);
  await referee.start(text);
  const board = await readBoard(page);
  const truth = await referee.snapshot();
  assert.equal(board.position, text);
  for (let h = 1; h <= 12; h++) {
    assert.equal(board.holes[`N${h}`].closed, h >= 7, `N${h} closed`);
    if (h >= 7) {
      const lid = await page.$eval(`[data-hole="N${h}"] .lid`, (e) => getComputedStyle(e).display);
      assert.notEqual(lid, 'none', `N${h} shows its lid`);
    }
  }
  assert.deepEqual(
    board.legal,
    truth.legal.map((m) => `N${m}`),
  );
  assert.match(await page.textContent('[data-store="N"]'), /24 set aside/);
  await page.click('[data-hole="N9"]', { force: true });
  await frames(page); // a move would be played in the task after the tap's
  assert.equal((await readBoard(page)).position, text, 'a click on a closed hole plays nothing');

  // Following another link in the same tab opens that position too.
  await page.goto(`${env.url}#pos=${encodeURIComponent('III:4,4,4/4,4,4:N:0,0:dir=cw')}`);
  await page.waitForFunction(() => document.getElementById('board').dataset.position.startsWith('III:'));
  assert.deepEqual((await readBoard(page)).legal, ['N1', 'N2', 'N3']);
  // A position whose seeds do not add up.
  await page.goto(`${env.url}#pos=${encodeURIComponent('I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,1')}`);
  await page.reload();
  await waitIdle(page);
  const broken = await readBoard(page);
  assert.match(broken.status, /cannot be played/, 'a broken link says so');
  assert.match(broken.position, /^I{1,3}:4(,4)+\/4(,4)+:[SN]:0,0/, 'and a new game starts instead');
  assert.deepEqual(env.errors, []);
  await page.close();
});
