// The move list as a score sheet (web/js/play/moves-list.js): a 62-ply game
// with a 20-ply variation (a nested one inside it), opened from the saved
// game, at a phone's and a desktop's size: the list never runs sideways,
// its rows hold at most two plies, numbered as a record numbers them, the
// variation is indented under the move it replaces, folded past its eighth
// ply until its button (or a move of it on the board) shows the rest, and a
// move tapped on the list goes on the board with the board in the window.
// Screenshots (English and Polish, both sizes) go to MOVE_SHEET_SHOTS, else the system's temporary folder.
import { test } from 'node:test';
import os from 'node:os';
import assert from 'node:assert/strict';
import { axeViolations, freshPage, readBoard, useBrowser, waitIdle } from './harness.mjs';
import { loadTestEngine } from '../node/helpers.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));
const engine = await loadTestEngine();
const START = engine.startPosition({});
// Random legal moves (tests/prng.mjs, seed 4): 62 plies with no end, and from ply 21 another move and 19 more.
const GAME =
  '6.2.1.1.3.4.1.6.4.5.5.4.4.6.3.5.2.1.4.6.6.3.3.6.2.5.4.3.3.1.4.4.6.2.2.4.1.6.1.3.3.5.4.6.6.4.1.1.5.3.1.6.6.2.4.6.5.4.6.2.3.3'
    .split('.')
    .map(Number);
const VARIATION = [2, 2, 5, 2, 4, 4, 5, 5, 2, 2, 4, 6, 5, 2, 3, 5, 1, 6, 5, 1];
const BRANCH = 20; // plies of the game before the variation
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** The position after `moves` from the start, by the test's own engine. */
function positionAfter(moves) {
  const game = engine.newGame(START);
  for (const m of moves) game.play(m);
  const text = game.position;
  game.free();
  return text;
}

/** A legal move after `moves` other than `not`. */
function otherMove(moves, not) {
  const game = engine.newGame(START);
  for (const m of moves) game.play(m);
  const move = game.snapshot().legal.find((m) => m !== not);
  game.free();
  return move;
}

const chain = (moves) => moves.reduceRight((next, move) => ({ move, children: next ? [next] : [] }), null);

/** The saved game's tree: the game, the variation at ply 21, and inside it another move at its fifth ply. */
function savedTree() {
  const main = chain(GAME);
  const variation = chain(VARIATION);
  let at = main;
  for (let k = 1; k < BRANCH; k++) at = at.children[0];
  at.children.push(variation);
  const before = [...GAME.slice(0, BRANCH), ...VARIATION.slice(0, 4)];
  const alt = otherMove(before, VARIATION[4]);
  let v = variation;
  for (let k = 1; k < 4; k++) v = v.children[0];
  v.children.push({ move: alt, children: [] });
  return { move: null, children: [main] };
}

// Kept as the text of the saved game: a nested object of 62 levels is too deep to hand to the page as a value.
const SAVED = JSON.stringify({ pos: START, moves: GAME, at: 30, tree: savedTree() });

async function open(size, lang = 'en') {
  const page = await freshPage(env, `#pos=${START}&moves=${GAME.join('.')}&at=30`, {
    lang,
    size,
    raw: { 'hoyito.game': SAVED },
  });
  await page.waitForSelector('#moves .variation');
  return page;
}

/** The sheet measured: its overflow, each row's plies and numbers, where the game's and the variation's moves start. */
function readSheet(page) {
  return page.evaluate(() => {
    const list = document.getElementById('moves');
    const left = (e) => e.getBoundingClientRect().left;
    const rows = [...list.querySelectorAll(':scope > li.turn')].map((li) => {
      const moves = [...li.querySelectorAll('button.move')];
      return {
        count: moves.length,
        numbers: [...li.querySelectorAll('.move-no')].map((n) => n.textContent),
        tops: moves.map((b) => Math.round(b.getBoundingClientRect().top)),
      };
    });
    const variation = list.querySelector('.variation');
    const nested = variation.querySelector('.variation');
    return {
      scrollWidth: list.scrollWidth,
      clientWidth: list.clientWidth,
      rows,
      mainLeft: left(list.querySelector('li.turn button.move')),
      mainNumberLeft: left(list.querySelector('li.turn .move-no')),
      variationLeft: left(variation.querySelector('button.move')),
      nestedLeft: left(nested.querySelector('button.move')),
      variationShown: [...variation.querySelectorAll(':scope > .ply button.move')].map((b) => b.textContent),
      restHidden: variation.querySelector('.variation-rest').hidden,
      more: variation.querySelector('.variation-more').textContent,
      expanded: variation.querySelector('.variation-more').getAttribute('aria-expanded'),
    };
  });
}

/** Whether the board's box meets the window, and the board's position. */
function boardInWindow(page) {
  return page.evaluate(() => {
    const r = document.getElementById('board').getBoundingClientRect();
    return {
      inWindow: r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
      position: document.getElementById('board').dataset.position,
    };
  });
}

for (const size of SIZES) {
  test(`${size.width}x${size.height}: the move list is a sheet of rows of two plies, the variation indented under its move`, {
    skip,
  }, async () => {
    const page = await open(size);
    const sheet = await readSheet(page);
    assert.ok(
      sheet.scrollWidth <= sheet.clientWidth,
      `no sideways overflow: ${sheet.scrollWidth} in ${sheet.clientWidth}`,
    );
    assert.ok(
      sheet.rows.every((r) => r.count >= 1 && r.count <= 2),
      `rows of one or two plies: ${sheet.rows.map((r) => r.count)}`,
    );
    assert.ok(
      sheet.rows.every((r) => new Set(r.tops).size === 1),
      'the plies of a row side by side',
    );
    // Numbered a ply at a time, as a record: 1. 2. / 3. 4. ...; the row of ply 21 breaks for the variation.
    const numbers = sheet.rows.flatMap((r) => r.numbers);
    assert.deepEqual(
      numbers,
      GAME.map((_, k) => `${k + 1}.`),
    );
    assert.deepEqual(sheet.rows[10].numbers, ['21.'], 'the row of the move the variation replaces ends there');
    assert.deepEqual(sheet.rows[11].numbers, ['22.'], 'and the sheet goes on under the variation');
    assert.ok(
      sheet.variationLeft > sheet.mainLeft && sheet.variationLeft > sheet.mainNumberLeft,
      `the variation indented: its first move at ${sheet.variationLeft}, the game's at ${sheet.mainLeft}`,
    );
    assert.ok(sheet.nestedLeft > sheet.variationLeft, 'a variation in a variation indented further');
    // Folded: its first 8 plies shown, the 12 others behind the button.
    assert.equal(sheet.variationShown.length, 8);
    assert.equal(sheet.restHidden, true);
    assert.equal(sheet.more, '12 more moves');
    assert.equal(sheet.expanded, 'false');
    assert.deepEqual(await axeViolations(page), [], 'the sheet and its fold button pass axe-core');
    await page.click('#moves .variation-more');
    assert.equal(
      await page.isVisible('#moves .variation .variation-rest button.move >> nth=0'),
      true,
      'the rest shown',
    );
    assert.equal(await page.getAttribute('#moves .variation-more', 'aria-expanded'), 'true');
    await page.click('#moves .variation-more');
    assert.equal(await page.isHidden('#moves .variation .variation-rest'), true, 'and folded again');

    // A move tapped far down the sheet (the page scrolled to it on a phone): on the board, the board in the window.
    const last = page.locator('#moves li.turn button.move').last();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await page.waitForFunction((p) => document.getElementById('board').dataset.position === p, positionAfter(GAME));
    await waitIdle(page);
    let board = await boardInWindow(page);
    assert.equal(board.position, positionAfter(GAME));
    assert.ok(board.inWindow, 'the board in the window after the tap');
    assert.equal(await last.getAttribute('aria-current'), 'true');

    // A move in the middle of the sheet, then the variation's first move and End, to its last, folded
    // away: the board shows it, and the sheet unfolds to mark it.
    const ply30 = page.locator('#moves li.turn button.move').nth(29);
    await ply30.scrollIntoViewIfNeeded();
    await ply30.click();
    await waitIdle(page);
    board = await boardInWindow(page);
    assert.equal(board.position, positionAfter(GAME.slice(0, 30)));
    assert.ok(board.inWindow);
    await page.locator('#moves .variation button.move').first().click();
    await waitIdle(page);
    assert.equal((await boardInWindow(page)).position, positionAfter([...GAME.slice(0, BRANCH), VARIATION[0]]));
    await page.keyboard.press('End');
    await waitIdle(page);
    assert.equal((await readBoard(page)).position, positionAfter([...GAME.slice(0, BRANCH), ...VARIATION]));
    assert.equal(
      await page.isVisible('#moves button.move[aria-current]'),
      true,
      'the folded move shown once on the board',
    );
    assert.equal(await page.getAttribute('#moves .variation-more', 'aria-expanded'), 'true');
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

test('in English and Polish, at 360 and 1280 px, the sheet fits its width (screenshots taken)', { skip }, async () => {
  const dir = process.env.MOVE_SHEET_SHOTS || os.tmpdir();
  for (const size of SIZES) {
    for (const lang of ['en', 'pl']) {
      const page = await open(size, lang);
      const { scrollWidth, clientWidth } = await readSheet(page);
      assert.ok(scrollWidth <= clientWidth, `${lang} ${size.width}: ${scrollWidth} in ${clientWidth}`);
      await page.screenshot({ path: `${dir}/sheet-${lang}-${size.width}.png`, fullPage: true });
      await page.close();
    }
  }
  assert.deepEqual(env.errors, []);
});
