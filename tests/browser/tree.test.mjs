// The move tree of a game (web/js/play/tree.js, variations.js, moves-list.js):
// a move at an earlier ply starts a variation and keeps the game; the move
// list shows the tree and steps through it by click and keys; a variation
// is promoted or deleted; against the computer the person chooses to play
// on or explore; undo and redo are as they were; screenshots at 360 and 1280 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, waitIdle, readBoard, useBrowser, workersSettled } from './harness.mjs';
import { readLink } from '../../web/js/play/link.js';
import { loadTestEngine } from '../node/helpers.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));
const engine = await loadTestEngine();
const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const GAME = [1, 1, 1, 2, 1, 5, 2, 6, 1, 3, 2, 1, 3];
const SHOTS = process.env.TREE_SHOTS || '/tmp';

const addressLine = (page) => page.evaluate(() => location.hash).then((h) => readLink(h).link);
const savedGame = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.game')));

/** The position after `moves` from `pos`, by the test's own engine. */
function positionAfter(moves, pos = START) {
  const game = engine.newGame(pos);
  for (const m of moves) game.play(m);
  const text = game.position;
  game.free();
  return text;
}

/** The move list as the reader meets it: every move's text, its nesting, which one is current. */
function readList(page) {
  return page.$$eval('#moves button.move', (bs) =>
    bs.map((b) => ({
      text: b.textContent,
      variation: Boolean(b.closest('.variation')),
      current: b.getAttribute('aria-current') === 'true',
      level: Number(b.closest('.variation')?.className.match(/level-(\d)/)[1] ?? 1),
      label: b.getAttribute('aria-label'),
    })),
  );
}

async function openAt(hash, size) {
  const page = await env.newPage(size);
  await page.addInitScript(() => {
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    // The pages of the browser share one saved game: each test starts without one (kept over its own reloads).
    if (!sessionStorage.getItem('tree-test')) localStorage.removeItem('hoyito.game');
    sessionStorage.setItem('tree-test', '1');
  });
  await page.goto(`${env.url}#${hash}`);
  await waitIdle(page);
  return page;
}

test('a move at an earlier ply from the review makes a variation: the game, its address and the review stay', {
  skip,
}, async () => {
  const page = await openAt(`pos=${START}&moves=${GAME.join('.')}&ai-level=1&ai-side=N`, { width: 1280, height: 800 });
  const game = (await addressLine(page)).moves;
  assert.deepEqual(game.slice(0, GAME.length), GAME, 'the linked game (and a reply, if the computer was to move)');
  await page.click('.game-open:visible');
  await page.click('#review-start');
  await page.waitForSelector('.review-graph circle', { timeout: 300000 });
  const rows = await page.locator('.review-table tr[data-ply]').count();
  await page.click('.review-table tr[data-ply="4"] .review-go');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(GAME.slice(0, 4)));
  await page.click('[data-hole="S3"]');
  await waitIdle(page);
  const board = await readBoard(page);
  assert.equal(board.position, positionAfter([...GAME.slice(0, 4), 3]), 'the tap was played');
  const link = await addressLine(page);
  assert.deepEqual(link.moves, game, 'the address keeps the whole game');
  assert.equal(link.at, 4, 'at the ply the variation leaves it');
  assert.equal((await savedGame(page)).moves.join('.'), game.join('.'), 'the saved game too');
  const list = await readList(page);
  assert.deepEqual(
    list
      .filter((m) => !m.variation)
      .map((m) => m.text.replace(/(x\d+)?\+?$/, ''))
      .map((t) => Number(t.slice(1))),
    game,
    "the move list's main line is the game",
  );
  assert.deepEqual(
    list.filter((m) => m.variation).map((m) => m.text),
    ['S3'],
    'the tap is a variation',
  );
  assert.ok(list.find((m) => m.current).variation, 'the board shows the variation');
  assert.match(list.find((m) => m.current).label, /variation/);
  assert.equal(await page.locator('.review-table tr[data-ply]').count(), rows, 'the review still shows the game');
  // The review's rows still go about the game.
  await page.click(`.review-table tr[data-ply="${GAME.length}"] .review-go`);
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(GAME), 'a review row goes back into the game');
  assert.equal((await addressLine(page)).at, GAME.length);
  // No computer move came while the review had it set aside.
  assert.deepEqual((await addressLine(page)).moves, game);
  // The same tap again follows the variation; closing the review from there goes back to the game's end.
  await page.click('.review-table tr[data-ply="4"] .review-go');
  await waitIdle(page);
  await page.click('[data-hole="S3"]');
  await waitIdle(page);
  assert.deepEqual(
    (await readList(page)).filter((m) => m.variation).map((m) => m.text),
    ['S3'],
    'no second S3',
  );
  await page.click('#review-close');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(game));
  assert.match(await page.evaluate(() => location.hash), /ai-level=1&ai-side=N/, 'the computer is back');
  assert.deepEqual(env.errors, []);
  await page.close();
});

/** Clicks the `k`th move button of the main line (k from 1) and waits. */
async function clickMain(page, k) {
  const i = await page.$$eval(
    '#moves button.move',
    (bs, k) => {
      const main = bs.map((b, i) => [b, i]).filter(([b]) => !b.closest('.variation'));
      return main[k - 1][1];
    },
    k,
  );
  await page.locator('#moves button.move').nth(i).click();
  await waitIdle(page);
}

/** A legal hole of the board that is not `not` (a hole name like 'S3'). */
async function otherHole(page, not) {
  const { legal } = await readBoard(page);
  const pick = legal.find((h) => h !== not);
  assert.ok(pick, `a legal hole besides ${not}`);
  return pick;
}

const moverAt = (ply) => engine.describe(positionAfter(GAME.slice(0, ply))).turn;

/** Two people at the linked game, a variation of two moves after ply 4; returns its moves. */
async function withVariation(page) {
  await clickMain(page, 4);
  const first = await otherHole(page, `${moverAt(4)}${GAME[4]}`);
  await page.click(`[data-hole="${first}"]`);
  await waitIdle(page);
  const second = (await readBoard(page)).legal[0];
  await page.click(`[data-hole="${second}"]`);
  await waitIdle(page);
  return [Number(first.slice(1)), Number(second.slice(1))];
}

test('the move list steps through the tree by keys: along the line, between variations, to the ends', {
  skip,
}, async () => {
  const page = await openAt(`pos=${START}&moves=${GAME.join('.')}`, { width: 1280, height: 800 });
  const v = await withVariation(page);
  assert.equal((await readBoard(page)).position, positionAfter([...GAME.slice(0, 4), ...v]));
  await page.focus('#moves button[aria-current]');
  const expectAt = async (moves, why) => {
    await waitIdle(page);
    assert.equal((await readBoard(page)).position, positionAfter(moves), why);
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-current')),
      'true',
      `${why}: the focus is on the move shown`,
    );
  };
  await page.keyboard.press('ArrowLeft');
  await expectAt([...GAME.slice(0, 4), v[0]], 'left: one move back along the variation');
  await page.keyboard.press('ArrowUp');
  await expectAt(GAME.slice(0, 5), 'up: the move the variation replaces');
  await page.keyboard.press('ArrowUp');
  await expectAt(GAME.slice(0, 5), 'up from the first: stays');
  await page.keyboard.press('ArrowDown');
  await expectAt([...GAME.slice(0, 4), v[0]], 'down: the variation');
  await page.keyboard.press('ArrowRight');
  await expectAt([...GAME.slice(0, 4), ...v], 'right: along it');
  await page.keyboard.press('End');
  await expectAt([...GAME.slice(0, 4), ...v], 'End: the end of this line');
  await page.keyboard.press('Home');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter([]), 'Home: the start');
  await page.keyboard.press('ArrowRight');
  await expectAt(GAME.slice(0, 1), 'right from the start: the first move');
  await page.keyboard.press('End');
  await expectAt(GAME, "End: the main line's end");
  // What a screen reader meets: buttons with words, one current, variations said as such.
  const list = await readList(page);
  assert.equal(list.filter((m) => m.current).length, 1);
  assert.match(list.find((m) => m.variation).label, /^[SN]\d+(x\d+)?\+?: (South|North), hole \d+.*\(variation\)$/);
  assert.equal(await page.$$eval('#moves button.move[tabindex="0"]', (bs) => bs.length), 1, 'one Tab stop in the list');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a variation is promoted to the main line, and a variation deleted; the address and the saved game follow', {
  skip,
}, async () => {
  const page = await openAt(`pos=${START}&moves=${GAME.join('.')}`, { width: 360, height: 740 });
  const v = await withVariation(page);
  assert.equal(await page.isVisible('.tree-promote'), true, 'the buttons show on a move off the main line');
  await page.click('.tree-promote');
  await waitIdle(page);
  const promoted = [...GAME.slice(0, 4), ...v];
  assert.deepEqual((await addressLine(page)).moves, promoted, 'the address names the new main line');
  assert.equal((await addressLine(page)).at, promoted.length);
  assert.equal((await readBoard(page)).position, positionAfter(promoted), 'the board stays');
  assert.equal(await page.isHidden('.tree-promote'), true, 'on the main line: nothing to promote');
  let list = await readList(page);
  assert.deepEqual(list.filter((m) => m.variation).length, GAME.length - 4, 'the old game is a variation now');
  // Delete it: the board shows where it started, and the tree holds the one line.
  await page.locator('#moves .variation button.move').first().click();
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(GAME.slice(0, 5)));
  await page.click('.tree-delete');
  await waitIdle(page);
  list = await readList(page);
  assert.equal(list.filter((m) => m.variation).length, 0, 'the variation is gone');
  assert.equal((await readBoard(page)).position, positionAfter(GAME.slice(0, 4)), 'the board is at the move before it');
  assert.equal(await page.isEnabled('#redo'), true, 'redo goes on along the main line');
  await page.click('#redo');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(promoted.slice(0, 5)));
  const saved = await savedGame(page);
  assert.deepEqual(saved.moves, promoted);
  assert.equal(JSON.stringify(saved.tree).includes('"comment"'), false);
  assert.deepEqual(saved.tree.children.length, 1);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("a deleted variation comes back with the note's Undo: the tree, the board, the address and the saved game as before", {
  skip,
}, async () => {
  const page = await openAt(`pos=${START}&moves=${GAME.join('.')}`, { width: 360, height: 740 });
  const v = await withVariation(page);
  await page.click('.tree-promote');
  await waitIdle(page);
  // The old game, now a variation, on the board at its fifth move: then deleted.
  await page.locator('#moves .variation button.move').first().click();
  await waitIdle(page);
  const before = {
    list: await readList(page),
    address: await page.evaluate(() => location.hash),
    saved: await savedGame(page),
    position: (await readBoard(page)).position,
  };
  assert.equal(await page.isHidden('.tree-deleted'), true, 'no note before a deletion');
  await page.click('.tree-delete');
  await waitIdle(page);
  assert.equal((await readList(page)).filter((m) => m.variation).length, 0, 'the variation is gone');
  await page.waitForFunction(
    (tree) => JSON.stringify(JSON.parse(localStorage.getItem('hoyito.game')).tree) !== tree,
    JSON.stringify(before.saved.tree),
  );
  const note = await page.textContent('.tree-deleted');
  assert.match(
    note,
    new RegExp(`Variation deleted \\(${GAME.length - 4} moves\\)`),
    'the note names what Undo brings back',
  );
  await page.click('.tree-restore');
  await waitIdle(page);
  assert.deepEqual(await readList(page), before.list, 'the same tree, the same move on the board');
  assert.equal((await readBoard(page)).position, before.position, 'the board where it was');
  assert.equal(await page.evaluate(() => location.hash), before.address, 'the same address');
  await page.waitForFunction(
    (tree) => JSON.stringify(JSON.parse(localStorage.getItem('hoyito.game')).tree) === tree,
    JSON.stringify(before.saved.tree),
  );
  assert.deepEqual((await savedGame(page)).moves, [...GAME.slice(0, 4), ...v]);
  assert.equal(await page.isHidden('.tree-deleted'), true, 'the note goes once used');
  // A deletion then another change of the tree: the note goes.
  await page.click('.tree-delete');
  await waitIdle(page);
  assert.equal(await page.isVisible('.tree-deleted'), true);
  const hole = await otherHole(page, `${moverAt(4)}${v[0]}`);
  await page.click(`[data-hole="${hole}"]`);
  await waitIdle(page);
  assert.equal(await page.isHidden('.tree-deleted'), true, 'a new variation: the deletion is for good');
  assert.deepEqual(env.errors, []);
  await page.close();
});

/** The last main-line ply before `end` at which South (the person) is to move, and South's move there. */
function southPlyBefore(line, end) {
  for (let k = end - 1; k >= 0; k--) if (engine.describe(positionAfter(line.slice(0, k))).turn === 'S') return k;
  throw new Error('no South turn');
}

test('against the computer, a move at an earlier ply asks: play on (the computer answers, the old game kept) or explore (it stays silent)', {
  skip,
}, async () => {
  const page = await openAt(`pos=${START}&moves=${GAME.slice(0, 9).join('.')}&ai-level=1&ai-side=N`, {
    width: 1280,
    height: 800,
  });
  const game = (await addressLine(page)).moves;
  assert.equal(await page.isHidden('#over-dialog'), true, 'the game goes on');
  // Explore: the computer stays silent, the game stays as it was.
  let k = southPlyBefore(game, game.length - 2);
  await clickMain(page, k);
  await workersSettled(page); // a computer move, were one asked for, has come
  assert.equal((await readBoard(page)).position, positionAfter(game.slice(0, k)), 'no computer move over the game');
  let hole = await otherHole(page, `S${game[k]}`);
  await page.click(`[data-hole="${hole}"]`);
  await page.waitForSelector('#branch-dialog[open]');
  await page.keyboard.press('Escape');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(game.slice(0, k)), 'cancelled: nothing played');
  await page.click(`[data-hole="${hole}"]`);
  await page.waitForSelector('#branch-dialog[open]');
  await page.click('#branch-explore');
  await waitIdle(page);
  const explored = [...game.slice(0, k), Number(hole.slice(1))];
  await workersSettled(page);
  let board = await readBoard(page);
  assert.equal(board.position, positionAfter(explored), 'the computer stays silent while exploring');
  assert.doesNotMatch(board.status, /computer/i, 'and the status line does not wait for it');
  assert.deepEqual((await addressLine(page)).moves, game, 'the game is as it was');
  // The person plays North's move too while exploring.
  if (engine.describe(board.position).turn === 'N') {
    const north = board.legal[0];
    await page.click(`[data-hole="${north}"]`);
    await waitIdle(page);
    explored.push(Number(north.slice(1)));
    assert.equal((await readBoard(page)).position, positionAfter(explored));
  }
  // Play on from an earlier ply: the game goes on from there, the computer answers.
  k = southPlyBefore(game, k);
  await clickMain(page, k);
  hole = await otherHole(page, `S${game[k]}`);
  await page.click(`[data-hole="${hole}"]`);
  await page.waitForSelector('#branch-dialog[open]');
  await page.click('#branch-play-on');
  await waitIdle(page);
  await page.waitForFunction((n) => {
    const b = document.getElementById('board');
    return b.dataset.busy === 'false' && (location.hash.match(/moves=([\d.]+)/)?.[1].split('.').length ?? 0) > n;
  }, k + 1);
  await waitIdle(page);
  const line = await addressLine(page);
  assert.deepEqual(
    line.moves.slice(0, k + 1),
    [...game.slice(0, k), Number(hole.slice(1))],
    'the new move is the game now',
  );
  assert.ok(line.moves.length > k + 1, 'and the computer answered it');
  board = await readBoard(page);
  assert.equal(board.position, positionAfter(line.moves));
  const variations = (await readList(page))
    .filter((m) => m.level === 2)
    .map((m) => Number(m.text.replace(/(x\d+)?\+?$/, '').slice(1)));
  assert.deepEqual(variations.slice(0, game.length - k), game.slice(k), 'the old game is kept as a variation');
  // Undo and redo go on as before: undo takes the computer's reply back with the person's move.
  await page.click('#undo');
  await waitIdle(page);
  assert.equal(
    (await readBoard(page)).position,
    positionAfter(line.moves.slice(0, southPlyBefore(line.moves, line.moves.length))),
  );
  await page.click('#redo');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(line.moves));
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('two people: undo and redo as before; a move after undo is the game now, the old one kept as a variation; a reload keeps the tree', {
  skip,
}, async () => {
  const page = await openAt(`pos=${START}&moves=${GAME.slice(0, 6).join('.')}`, { width: 1280, height: 800 });
  await page.click('#undo');
  await waitIdle(page);
  await page.click('#undo');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(GAME.slice(0, 4)));
  await page.click('#redo');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, positionAfter(GAME.slice(0, 5)));
  assert.deepEqual(await addressLine(page).then((l) => [l.moves, l.at]), [GAME.slice(0, 6), 5]);
  const hole = await otherHole(page, `${moverAt(5)}${GAME[5]}`);
  await page.click(`[data-hole="${hole}"]`);
  await waitIdle(page);
  const now = [...GAME.slice(0, 5), Number(hole.slice(1))];
  assert.deepEqual(
    await addressLine(page).then((l) => [l.moves, l.at]),
    [now, 6],
    'the address follows the game, as before',
  );
  assert.equal(await page.isDisabled('#redo'), true, 'nothing to redo after a new move');
  const list = await readList(page);
  assert.deepEqual(
    list.filter((m) => m.variation).map((m) => m.text.replace(/(x\d+)?\+?$/, '')),
    [`${moverAt(5)}${GAME[5]}`],
    'the move taken back is a variation',
  );
  // Back in the browser's history: the game as it was, the new move kept as a variation; forward again.
  await page.goBack();
  await waitIdle(page);
  assert.deepEqual(await addressLine(page).then((l) => [l.moves, l.at]), [GAME.slice(0, 6), 5]);
  assert.deepEqual(
    (await readList(page)).filter((m) => m.variation).map((m) => m.text.replace(/(x\d+)?\+?$/, '')),
    [hole],
    'back: the new move is the variation',
  );
  await page.goForward();
  await waitIdle(page);
  assert.deepEqual(await readList(page), list, 'forward: as it was');
  await page.reload();
  await waitIdle(page);
  assert.deepEqual(await readList(page), list, 'the reload keeps the tree');
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const [width, height] of [
  [360, 740],
  [1280, 800],
]) {
  test(`the move tree at ${width} px: no sideways scrolling, a screenshot`, { skip }, async () => {
    const page = await openAt(`pos=${START}&moves=${GAME.join('.')}`, { width, height });
    await withVariation(page);
    await clickMain(page, 2);
    await page.click(`[data-hole="${await otherHole(page, `${moverAt(2)}${GAME[2]}`)}"]`);
    await waitIdle(page);
    await withVariation(page);
    const scrollW = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollW <= width, `no sideways scrolling (${scrollW})`);
    await page.locator('#moves button.move').first().click();
    await waitIdle(page);
    await page.locator('#moves .variation button.move').last().click();
    await waitIdle(page);
    const current = await page.$eval('#moves button[aria-current]', (b) => {
      const r = b.getBoundingClientRect();
      const l = b.closest('#moves').getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, l };
    });
    // The list scrolls the move in sight at the next frame: wait for it to be seen (or time out).
    const seen = await page
      .waitForFunction(
        () => {
          const b = document.querySelector('#moves button[aria-current]');
          const r = b.getBoundingClientRect();
          const l = b.closest('#moves').getBoundingClientRect();
          return r.left >= l.left - 1 && r.right <= l.right + 1 && r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
        },
        null,
        { timeout: 10000, polling: 'raf' },
      )
      .then(
        () => true,
        () => false,
      );
    assert.ok(seen, `the move on the board is in sight (${JSON.stringify(current)})`);
    await page.screenshot({ path: `${SHOTS}/tree-${width}.png` });
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

test('a game with a variation goes to a record with it, and the record opens with the same tree', {
  skip,
}, async () => {
  const page = await openAt(`pos=${START}&moves=${GAME.join('.')}`, { width: 1280, height: 800 });
  const v = await withVariation(page);
  const before = await readList(page);
  await page.click('.game-open:visible');
  await page.waitForSelector('#game-dialog[open]');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#record-download')]);
  const fs = await import('node:fs');
  const text = fs.readFileSync(await download.path(), 'utf8');
  const m = moverAt(4);
  assert.match(text, new RegExp(`\\(5\\. ${m}${v[0]}`), `the variation is written in parentheses:\n${text}`);
  await page.keyboard.press('Escape');

  // Another game on the board, then the record: the same main line and the same variation come back.
  await page.goto(`${env.url}#pos=${START}&moves=1`);
  await waitIdle(page);
  await page.click('.game-open:visible');
  await page.waitForSelector('#game-dialog[open]');
  await page.fill('#record-text', text);
  await page.click('#record-import');
  await page.waitForFunction((p) => document.getElementById('board').dataset.position === p, positionAfter(GAME));
  await page.keyboard.press('Escape');
  const after = await readList(page);
  assert.deepEqual(
    after.map((x) => [x.text, x.variation]),
    before.map((x) => [x.text, x.variation]),
    'the same tree in the move list',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});
