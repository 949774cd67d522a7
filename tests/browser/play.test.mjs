// Complete games played through the page by clicking the highlighted holes.
// After every move the page's board (every hole's and pile's data-count, the
// position in data-position, the highlighted holes) must equal what a separate
// engine instance (the referee) says after the same moves. Run: node --test tests/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, readBoard, waitIdle, prng, newGameViaDialog, useBrowser, positionLeft } from './harness.mjs';

let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));

function names(n, player) {
  return Array.from({ length: n }, (_, i) => `${player}${i + 1}`);
}

/** The page's board must be the referee's position. */
async function expectSameBoard(page, where) {
  const shown = await readBoard(page);
  const truth = await referee.snapshot();
  const s = truth.state;
  assert.equal(shown.busy, 'false', `${where}: board still busy`);
  assert.equal(shown.position, truth.position, `${where}: data-position`);
  const n = s.n;
  [...names(n, 'S'), ...names(n, 'N')].forEach((name, i) => {
    assert.equal(shown.holes[name]?.count, s.closed[i] ? 0 : s.seeds[i], `${where}: ${name} data-count`);
    assert.equal(shown.holes[name].closed, s.closed[i], `${where}: ${name} closed`);
  });
  assert.equal(Object.keys(shown.holes).length, 2 * n, `${where}: hole count`);
  assert.equal(shown.stores.S, s.captured[0], `${where}: South's pile`);
  assert.equal(shown.stores.N, s.captured[1], `${where}: North's pile`);
  const legal = s.turn ? truth.legal.map((m) => `${s.turn}${m}`) : [];
  assert.deepEqual(shown.legal, legal, `${where}: highlighted holes`);
  return { shown, truth };
}

/**
 * Plays until the game ends, clicking a random highlighted hole each time and
 * checking the board after every move. Returns the number of moves.
 */
async function playOut(page, rnd, label, maxMoves = 4000) {
  let moves = 0;
  for (;;) {
    const { shown, truth } = await expectSameBoard(page, `${label} move ${moves}`);
    if (!truth.state.turn) break;
    assert.ok(shown.legal.length > 0, `${label}: a player to move has a highlighted hole`);
    const pick = shown.legal[Math.floor(rnd() * shown.legal.length)];
    await page.click(`[data-hole="${pick}"]`);
    await waitIdle(page);
    await referee.play(Number(pick.slice(1)));
    moves++;
    assert.ok(moves < maxMoves, `${label}: game did not end`);
  }
  return moves;
}

async function startBoth(page, options) {
  await newGameViaDialog(page, options);
  const start = await referee.call((o) => {
    const r = window.referee;
    let text = r.engine.startPosition(o);
    if (o.starts === 'N') text = text.replace(':S:', ':N:');
    return text;
  }, options);
  await referee.start(start);
  await expectSameBoard(page, `${options.variant} start`);
}

async function expectGameOver(page, label) {
  await page.waitForSelector('#over-dialog[open]');
  const text = await page.textContent('#over-dialog');
  const truth = await referee.snapshot();
  const [s, n] = truth.state.captured;
  assert.match(text, new RegExp(`South ${s} · North ${n}`), `${label}: score in the summary`);
  assert.equal(
    s + n + truth.state.aside[0] + truth.state.aside[1],
    8 * truth.state.n,
    `${label}: every seed accounted for`,
  );
  const status = (await readBoard(page)).status;
  assert.match(status, /Game over/, `${label}: status line says the game is over`);
}

for (const [variant, seed] of [
  ['I', 11],
  ['II', 22],
  ['III', 33],
]) {
  test(`a complete game of Hoyito ${variant} on 2x6, clicked hole by hole, matches the engine after every move`, {
    skip,
  }, async () => {
    const page = await openGame(env, { speed: 'instant' });
    await startBoth(page, { variant, n: 6, clockwise: false, starts: 'S' });
    const moves = await playOut(page, prng(seed), `Hoyito ${variant}`);
    assert.ok(moves > 3, 'the game lasted more than a few moves');
    await expectGameOver(page, `Hoyito ${variant}`);
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

test('a complete game on 2x12 (Hoyito II, clockwise, North starts) matches the engine', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await startBoth(page, { variant: 'II', n: 12, clockwise: true, starts: 'N' });
  const first = await readBoard(page);
  assert.match(first.position, /:N:/, 'North is to move');
  assert.ok(
    first.legal.every((h) => h.startsWith('N')),
    'only North holes are highlighted',
  );
  await playOut(page, prng(1212), 'Hoyito II 2x12');
  await expectGameOver(page, 'Hoyito II 2x12');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('undo and redo step through the game and keep the board equal to the engine', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await startBoth(page, { variant: 'III', n: 7, clockwise: false, starts: 'S' });
  const rnd = prng(5);
  assert.equal(await page.isDisabled('#undo'), true, 'nothing to undo at the start');
  for (let i = 0; i < 6; i++) {
    const { legal } = await readBoard(page);
    const pick = legal[Math.floor(rnd() * legal.length)];
    await page.click(`[data-hole="${pick}"]`);
    await waitIdle(page);
    await referee.play(Number(pick.slice(1)));
  }
  const listBefore = await page.textContent('#moves');
  for (let i = 0; i < 3; i++) {
    await page.click('#undo');
    await waitIdle(page);
    assert.equal(await referee.undo(), true);
    await expectSameBoard(page, `after undo ${i + 1}`);
  }
  assert.equal(await page.isDisabled('#redo'), false, 'redo is offered after undo');
  for (let i = 0; i < 2; i++) {
    await page.click('#redo');
    await waitIdle(page);
    assert.equal(await referee.redo(), true);
    await expectSameBoard(page, `after redo ${i + 1}`);
  }
  // Keyboard shortcuts do the same.
  await page.keyboard.press('Control+z');
  await waitIdle(page);
  await referee.undo();
  await expectSameBoard(page, 'after Ctrl+Z');
  await page.keyboard.press('Control+y');
  await waitIdle(page);
  await referee.redo();
  await page.click('#redo');
  await waitIdle(page);
  await referee.redo();
  await expectSameBoard(page, 'after redoing everything');
  assert.equal(await page.textContent('#moves'), listBefore, 'the move list is back as it was');
  assert.equal(await page.isDisabled('#redo'), true, 'nothing left to redo');
  // A new move after an undo drops the redo line.
  await page.click('#undo');
  await waitIdle(page);
  await referee.undo();
  const { legal } = await readBoard(page);
  await page.click(`[data-hole="${legal[legal.length - 1]}"]`);
  await waitIdle(page);
  await referee.play(Number(legal[legal.length - 1].slice(1)));
  await expectSameBoard(page, 'after a new move');
  assert.equal(await page.isDisabled('#redo'), true, 'redo line dropped');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a match of two games: the refill, closed holes and who starts come from the engine', { skip }, async () => {
  const page = await openGame(env, { speed: 'fast' });
  await page.selectOption('#speed', 'instant');
  let seed = 100;
  // Find a first game after which the match goes on (a player left with under
  // four seeds ends the match at once, R19; then the page must not offer a next game).
  for (;;) {
    await startBoth(page, { variant: 'I', n: 6, clockwise: false, starts: 'S' });
    await playOut(page, prng(seed), `match game 1 (seed ${seed})`);
    await expectGameOver(page, 'match game 1');
    const truth = await referee.snapshot();
    if (!truth.matchWinner) break;
    assert.equal(await page.isHidden('#next-game'), true, 'no next game once the match is decided');
    await page.click('#over-close');
    seed++;
  }
  assert.equal(await page.isVisible('#next-game'), true, 'next game of the match is offered');
  await page.selectOption('#speed', 'fast'); // watch the refill animate
  await page.click('#next-game');
  await waitIdle(page);
  await page.selectOption('#speed', 'instant');
  await referee.nextGame();
  const { truth } = await expectSameBoard(page, 'start of game 2');
  assert.equal(truth.state.round, 2, 'the engine is in game 2');
  assert.match(await page.textContent('#game-info'), /Game 2/);
  await playOut(page, prng(seed + 1000), 'match game 2');
  await expectGameOver(page, 'match game 2');
  const summary = await page.textContent('#over-dialog');
  assert.match(summary, /Game 1:/, 'the summary lists game 1');
  assert.match(summary, /Game 2:/, 'the summary lists game 2');
  const end = await referee.snapshot();
  if (end.matchWinner) {
    assert.match(summary, /wins the match/);
    assert.equal(await page.isHidden('#next-game'), true);
  }
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('animated moves (fast) end on the engine position, input waits while a move animates', { skip }, async () => {
  const page = await openGame(env, { speed: 'fast' });
  await startBoth(page, { variant: 'II', n: 6, clockwise: false, starts: 'S' });
  await page.evaluate(() => {
    window.flights = 0;
    new MutationObserver((list) => {
      for (const m of list) window.flights += [...m.addedNodes].filter((n) => n.classList?.contains('flyer')).length;
    }).observe(document.getElementById('fly-layer'), { childList: true });
  });
  const rnd = prng(77);
  for (let i = 0; i < 6; i++) {
    const { legal, position } = await readBoard(page);
    const pick = legal[Math.floor(rnd() * legal.length)];
    await page.click(`[data-hole="${pick}"]`);
    await positionLeft(page, position); // the board busy from the tap on (animate.test.mjs)
    const during = await readBoard(page);
    assert.equal(during.busy, 'true', 'busy while the move animates');
    assert.deepEqual(during.legal, [], 'no hole is highlighted while a move animates');
    assert.notEqual(during.position, position, 'data-position is the engine position already');
    // A click during the animation is ignored.
    await page.click('[data-hole="N1"]', { force: true });
    await page.click('[data-hole="S1"]', { force: true });
    await waitIdle(page);
    await referee.play(Number(pick.slice(1)));
    await expectSameBoard(page, `fast move ${i + 1}`);
  }
  assert.ok((await page.evaluate(() => window.flights)) > 6, 'pebbles flew from hole to hole');
  assert.equal(await page.evaluate(() => document.querySelectorAll('.flyer').length), 0, 'no pebble left in the air');
  // Skip ends a slow move at once, on the engine's position.
  await page.selectOption('#speed', 'slow');
  const { legal } = await readBoard(page);
  await page.click(`[data-hole="${legal[0]}"]`);
  // Skip is offered during the move: the panel is drawn in the task after the tap's, before the animation.
  await page.waitForFunction(
    () => !document.getElementById('skip').disabled || document.getElementById('board').dataset.busy !== 'true',
  );
  assert.equal(await page.getAttribute('#board', 'data-busy'), 'true', 'the move still runs');
  assert.equal(await page.isEnabled('#skip'), true, 'skip is offered during a move');
  await page.click('#skip');
  await waitIdle(page, 2000);
  await referee.play(Number(legal[0].slice(1)));
  await expectSameBoard(page, 'after skip');
  assert.equal(await page.isDisabled('#skip'), true, 'nothing to skip afterwards');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('Skip pressed while the animation is still on its way ends that move as soon as it arrives', {
  skip,
}, async () => {
  // animate.js comes after the board is playable; a move played before it
  // arrives waits for it, and a Skip pressed meanwhile must not be lost.
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('slow')));
  let release;
  const arrived = new Promise((r) => {
    release = r;
  });
  await page.route(/\/animate[^/]*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(env.url);
  await waitIdle(page);
  const { legal, position } = await readBoard(page);
  await referee.start(position);
  await page.click(`[data-hole="${legal[0]}"]`);
  // The tap's task sets only the board's data-busy; the panel, Skip with it, follows in a task of its own
  // (docs/architecture.md, the hooks), and the move waits there for its animation.
  await positionLeft(page, position);
  const offered = await page.waitForSelector('#skip:enabled', { timeout: 10000 }).then(
    () => true,
    () => false,
  );
  assert.equal(offered, true, 'skip is offered while the move waits');
  await page.click('#skip');
  release();
  // The whole move at the slow speed takes over 3 s (four seeds at 420 ms, then a pause).
  await waitIdle(page, 2000);
  await referee.play(Number(legal[0].slice(1)));
  await expectSameBoard(page, 'after a skip during the load');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('keyboard: arrow keys move a visible focus ring over the highlighted holes, Enter plays', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await startBoth(page, { variant: 'I', n: 6, clockwise: false, starts: 'S' });
  // Tab from the top of the page until the board takes the focus.
  await page.evaluate(() => document.activeElement?.blur());
  let focused;
  for (let i = 0; i < 12 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.dataset?.hole);
  }
  assert.equal(focused, 'S1', 'the first playable hole takes the focus');
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement.querySelector('.focus')).opacity);
  assert.equal(ring, '1', 'the focus ring is visible');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  focused = await page.evaluate(() => document.activeElement.dataset.hole);
  assert.equal(focused, 'S3');
  await page.keyboard.press('Enter');
  await waitIdle(page);
  await referee.play(3);
  const after = await expectSameBoard(page, 'after Enter on S3');
  // North's turn: its row runs right to left on screen, so ArrowRight goes to the next hole drawn to the right.
  assert.equal(after.truth.state.turn, 'N');
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('#board .hole.legal')]
      .sort((a, b) => a.querySelector('.pit').getAttribute('cx') - b.querySelector('.pit').getAttribute('cx'))
      .map((h) => h.dataset.hole),
  );
  const back = await page.evaluate(() => document.activeElement?.dataset?.hole);
  assert.ok(back && back.startsWith('N'), `the focus comes back to one of North's holes (${back})`);
  await page.keyboard.press('Home');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.hole), order[0]);
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.hole), order[1]);
  await page.keyboard.press(' ');
  await waitIdle(page);
  await referee.play(Number(order[1].slice(1)));
  await expectSameBoard(page, 'after Space');
  assert.deepEqual(env.errors, []);
  await page.close();
});
