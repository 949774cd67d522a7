// A friend game whose board goes away from the game: an earlier move looked
// at from the move list, a variation explored. Send hands on the game (its
// main line with this device's new move), so while the board is away Send is
// not offered: the bar says why and "Back to the game" returns to its last
// position, from where the link sends the game and nothing explored. A
// variation over moves already sent or received is not made the main line
// (the link would rewrite them); one over this device's own unsent move is.
// The message is photographed at 360 and 1280 px (/tmp/friend-variation-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readBoard, waitIdle } from './harness.mjs';
import { twoDevices, device } from './friend-devices.mjs';

let ben;
const { skip } = twoDevices((a, b) => {
  ben = b;
});

const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const GAME = `pos=${START}&friend=vari1&you=N&from=Ana`;

async function open(page, hash) {
  await page.goto('about:blank');
  await page.goto(`${ben.url}?lang=en#${hash}`);
  await page.waitForFunction(() => /friend=vari/.test(location.hash));
  await waitIdle(page);
}

async function playLegal(page, avoid = null) {
  const { legal } = await readBoard(page);
  const hole = legal.find((h) => h !== avoid);
  await page.click(`[data-hole="${hole}"]`);
  await waitIdle(page);
  return Number(hole.slice(1));
}

/** Presses Send and returns the moves its link carries. */
async function sendMoves(page) {
  await page.click('#friend-send');
  await page.waitForFunction(() => window.sentLink);
  const link = await page.evaluate(() => window.sentLink);
  await page.evaluate(() => {
    window.sentLink = null;
  });
  return new URLSearchParams(new URL(link).hash.slice(1)).get('moves');
}

/** Clicks the main line's `ply`th move in the move list (0: the start, by Home). */
async function goToPly(page, ply) {
  if (ply === 0) {
    await page.focus('#moves li.turn button.move');
    await page.keyboard.press('Home');
  } else {
    await page
      .locator('#moves li.turn button.move')
      .nth(ply - 1)
      .click();
  }
  await waitIdle(page);
}

const away = (page) =>
  page.evaluate(() => {
    const box = document.getElementById('friend-away');
    return box.hidden ? null : box.querySelector('.friend-away-text').textContent;
  });

test('away from the game, Send is not offered and says why; back to the game, the link sends the game, not what was explored', {
  skip,
}, async () => {
  const page = await device(ben);
  // Ana opened with 3; Ben answered and sent it; Ana's next link brings her second move.
  await open(page, `${GAME}&moves=3`);
  const b1 = await playLegal(page);
  assert.equal(await sendMoves(page), `3.${b1}`);
  await open(page, `${GAME}&moves=3.${b1}.1`);
  const b2 = await playLegal(page);
  const game = `3.${b1}.1.${b2}`;
  const last = (await readBoard(page)).position;
  assert.equal(await page.isVisible('#friend-send'), true, 'his move to send');
  assert.equal(await away(page), null);

  // An earlier move looked at: Send is not offered there, and the bar says why.
  await goToPly(page, 2);
  assert.equal(await page.isHidden('#friend-send'), true);
  assert.equal(await away(page), 'You are looking at an earlier move: go back to the game to play and send your move.');

  // Just before his own unsent move (as after Undo): his turn, nothing away.
  await goToPly(page, 3);
  assert.equal(await away(page), null);
  // Another move there is a variation explored: Send stays hidden; the message says the move is not sent.
  const x = await playLegal(page, `N${b2}`);
  assert.notEqual(x, b2);
  assert.equal(await page.isHidden('#friend-send'), true, 'not offered: the link would not carry what is shown');
  assert.equal(
    await away(page),
    'You are exploring a variation: moves played here are not sent. Go back to the game to play and send your move.',
  );
  assert.equal(await page.isVisible('#friend-back'), true);
  await page.screenshot({ path: '/tmp/friend-variation-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator('#friend-away').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/friend-variation-360.png' });
  const box = await page.$eval('#friend-away', (el) => {
    const r = el.getBoundingClientRect();
    return [r.left, r.right];
  });
  assert.ok(box[0] >= 0 && box[1] <= 360, `the message fits the phone's width (${box})`);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the game: its last position, Send offered, and the link is the game with his move.
  await page.click('#friend-back');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, last);
  assert.equal(await away(page), null);
  assert.equal(await sendMoves(page), game, 'the main line and his move, not the variation');
  assert.equal(await page.isDisabled('#undo'), true, 'sent');

  // The variation is still in the tree (nothing lost): the move list shows it.
  assert.equal(await page.locator('#moves li.variations button.move').count(), 1);
  assert.deepEqual(ben.errors, []);
  await page.close();
});

test('a variation over moves already sent or received is not made the main line; one over his own unsent move is, and is sent', {
  skip,
}, async () => {
  const page = await device(ben);
  const GAME2 = GAME.replace('vari1', 'vari2');
  await open(page, `${GAME2}&moves=3`);
  const b1 = await playLegal(page);
  assert.equal(await sendMoves(page), `3.${b1}`);
  // Another answer to Ana's 3, explored after his was sent: not made the main line, said; the game unchanged.
  await goToPly(page, 1);
  assert.match(await away(page), /earlier move/);
  const y = await playLegal(page, `N${b1}`);
  assert.notEqual(y, b1);
  await page.click('.tree-promote');
  // The tree's edits load at the first one (variations.js): the refusal is said once it has.
  await page.waitForFunction(() =>
    /the moves already sent or received stay the game’s/.test(
      document.querySelector('[data-testid="status"]').textContent,
    ),
  );
  assert.match(await away(page), /exploring a variation/);
  await page.click('#friend-back');
  await waitIdle(page);
  assert.equal(await sendMoves(page), `3.${b1}`, 'sent again: the game as it was');

  // Ana's next move; his answer, then another answer explored and made the main line: it is what is sent.
  await open(page, `${GAME2}&moves=3.${b1}.1`);
  const b2 = await playLegal(page);
  await goToPly(page, 3);
  const x = await playLegal(page, `N${b2}`);
  await page.click('.tree-promote');
  await waitIdle(page);
  assert.equal(await away(page), null, 'the main line now');
  assert.equal(await sendMoves(page), `3.${b1}.1.${x}`);
  assert.deepEqual(ben.errors, []);
  await page.close();
});
