// Play a friend by link, no server: two browsers (two profiles on two
// origins, as two devices) play through three link exchanges. Each sees its
// own row at the bottom, the list of games on each device follows, and an
// old link does not rewind the game kept on a device, nor plays a move again
// (in a new tab or the same one); Undo is offered only where it acts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readBoard, waitIdle } from './harness.mjs';
import { twoDevices, device, playFirstLegal } from './friend-devices.mjs';

let ana;
let ben;
const { skip } = twoDevices((a, b) => {
  ana = a;
  ben = b;
});

async function sendMove(page) {
  await page.waitForSelector('#friend-send:not([hidden])');
  await page.click('#friend-send');
  await page.waitForFunction(() => window.sentLink);
  assert.equal(await page.textContent('#friend-said'), 'Link copied: send it to your friend.');
  const link = await page.evaluate(() => window.sentLink);
  await page.evaluate(() => {
    window.sentLink = null;
  });
  return new URL(link).hash;
}

async function open(page, env, hash) {
  await page.goto('about:blank'); // a fresh load, as opening a link from a message
  await page.goto(`${env.url}?lang=en${hash}`);
  await page.waitForFunction((h) => location.hash.includes(new URLSearchParams(h.slice(1)).get('friend')), hash);
  await waitIdle(page);
}

const bottom = (page) => page.getAttribute('#board', 'data-bottom');

async function gamesList(page) {
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  const items = await page.$$eval('#friend-games .friend-game', (bs) => bs.map((b) => b.textContent));
  await page.click('#new-cancel');
  return items;
}

test('a friend game by links: three exchanges, each side at the bottom, the lists follow, an old link does not rewind', {
  skip,
}, async () => {
  const a = await device(ana);
  const b = await device(ben);

  // Ana starts a game with a friend, playing South, and gives her name.
  await a.click('#new-game');
  await a.check('#new-form input[name="players"][value="friend"]');
  assert.equal(await a.isVisible('#ai-human'), true, 'the side to play is offered');
  assert.equal(await a.isVisible('#new-level'), false, 'no computer level');
  await a.fill('#friend-name', 'Ana');
  await a.dispatchEvent('#friend-name', 'change');
  await a.click('#new-start');
  await waitIdle(a);
  assert.equal(await bottom(a), 'S');
  assert.equal(await a.isHidden('#friend-send'), true, 'nothing to send before a move');

  // Exchange 1: Ana plays, sends; Ben opens it as North, at the bottom, her move shown again.
  const first = await playFirstLegal(a);
  assert.match((await readBoard(a)).status, /Your friend’s turn \(North\)$/);
  const link1 = await sendMove(a);
  assert.match(link1, /&friend=[a-z0-9]+&you=N&from=Ana/);
  await open(b, ben, link1);
  assert.equal(await bottom(b), 'N');
  let seen = await readBoard(b);
  assert.match(seen.status, new RegExp(`^South sowed from ${first.slice(1)}`));
  assert.equal(
    await b.innerText('#friend-news'),
    'Ana sent you a move: play yours, then press “Send your move”.',
    'a welcome on the first link',
  );
  assert.ok(seen.legal.length && seen.legal.every((h) => h.startsWith('N')), "Ben plays North's holes");
  assert.equal(seen.position, (await readBoard(a)).position, 'the same game on both devices');

  // Ben may not play Ana's side: after his move, no hole is offered.
  await playFirstLegal(b);
  seen = await readBoard(b);
  assert.deepEqual(seen.legal, [], "South plays on Ana's device");
  assert.equal(await b.isDisabled('#hint'), true, "no hint for the friend's turn");
  assert.match(seen.status, /Ana’s turn \(South\)$/);
  const link2 = await sendMove(b);
  assert.match(link2, /&you=S/);

  // Exchange 2: Ana opens Ben's move; her list says it is her turn.
  await open(a, ana, link2);
  assert.equal(await bottom(a), 'S');
  assert.ok((await readBoard(a)).legal.every((h) => h.startsWith('S')));
  await playFirstLegal(a);
  const link3 = await sendMove(a);
  let list = await gamesList(a);
  assert.equal(list.length, 1);
  assert.match(list[0], /^A friend · their turn · /);

  // Exchange 3: Ben opens it; his list names Ana and says it is his turn.
  await open(b, ben, link3);
  const afterThree = await readBoard(b);
  assert.equal(afterThree.position, (await readBoard(a)).position);
  list = await gamesList(b);
  assert.match(list[0], /^Ana · your turn · /);

  // An old link (the first one) on Ben's device: said, and the game stays where it is.
  await open(b, ben, link1);
  const old = await readBoard(b);
  assert.equal(old.position, afterThree.position, 'not rewound');
  assert.match(old.status, /^This link is older than the game kept here \(3 moves; the link has 1\)/);

  // Reopened from the list: the latest line.
  await b.goto(`${ben.url}?lang=en`);
  await waitIdle(b);
  await b.click('#new-game');
  await b.click('#friend-games .friend-game');
  await b.waitForFunction(() => /friend=/.test(location.hash));
  await waitIdle(b);
  assert.equal((await readBoard(b)).position, afterThree.position);
  assert.equal(await bottom(b), 'N');

  assert.deepEqual(ana.errors, []);
  assert.deepEqual(ben.errors, []);
});

test('an old link without the friend fields still opens as before', { skip }, async () => {
  const page = await device(ana);
  await page.goto(`${ana.url}?lang=en#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&moves=3`);
  await waitIdle(page);
  const board = await readBoard(page);
  assert.match(board.status, /^South sowed from 3/);
  assert.equal(await page.isHidden('#friend-bar'), true);
  assert.deepEqual(ana.errors, []);
});

test("undo takes back this device's own moves, never the friend's", { skip }, async () => {
  const page = await device(ben);
  await open(page, ben, '#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&moves=3&friend=undo1&you=N&from=Ana');
  const received = await page.getAttribute('#board', 'data-position');
  assert.equal(await page.getAttribute('#board', 'data-turn'), 'N');
  assert.equal(await page.isDisabled('#undo'), true, "the friend's move cannot be taken back");
  await playFirstLegal(page);
  assert.equal(await page.isDisabled('#undo'), false, "one's own move can");
  await page.click('#undo');
  await waitIdle(page);
  assert.equal(await page.getAttribute('#board', 'data-position'), received);
  assert.equal(await page.isDisabled('#undo'), true);
  assert.deepEqual(ben.errors, []);
});

// Watches the board from now on: how many times it went busy (a move played or played again).
function watchBusy(page) {
  return page.evaluate(() => {
    window.wentBusy = 0;
    const board = document.getElementById('board');
    new MutationObserver(() => {
      if (board.dataset.busy === 'true') window.wentBusy++;
    }).observe(board, { attributes: true, attributeFilter: ['data-busy'] });
  });
}

async function hashInSameTab(page, hash) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.waitForFunction((h) => location.hash !== h, hash); // the page wrote its own address for the game
  await waitIdle(page);
}

test('an older link, or one seen already, plays no move again in the same tab or a new one; a sent move has no Undo', {
  skip,
}, async () => {
  const game = 'pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&friend=older1&you=N&from=Ana';
  const page = await device(ben);
  await open(page, ben, `#${game}&moves=3`);
  assert.equal(await page.innerText('#friend-news'), 'Ana sent you a move: play yours, then press “Send your move”.');
  await playFirstLegal(page);
  assert.equal(await page.isDisabled('#undo'), false, 'his move can be taken back before it is sent');
  const sent = await sendMove(page);
  assert.equal(await page.isDisabled('#undo'), true, 'not once it is sent: Ana has it');
  const kept = await readBoard(page);

  // The first link again, in the same tab: said, the game stays, no move is played again.
  await watchBusy(page);
  await hashInSameTab(page, `#${game}&moves=3`);
  let now = await readBoard(page);
  assert.equal(now.position, kept.position);
  assert.match(now.status, /^This link is older than the game kept here \(2 moves; the link has 1\)/);
  assert.equal(await page.evaluate(() => window.wentBusy), 0, 'no move played again');
  assert.equal(await page.isDisabled('#undo'), true);
  assert.equal(await page.isHidden('#friend-news'), true, 'no welcome the second time');

  // The link he sent, fields in another order: the game as it is, nothing played again.
  await hashInSameTab(
    page,
    `#${game.split('&').reverse().join('&')}&moves=${new URLSearchParams(sent.slice(1)).get('moves')}`,
  );
  now = await readBoard(page);
  assert.equal(now.position, kept.position);
  assert.equal(await page.evaluate(() => window.wentBusy), 0, 'no move played again');
  assert.equal(await page.getAttribute('#board', 'data-bottom'), 'N');

  // A new tab with the first link: said, and Undo is not offered (his move is sent).
  const tab = await ben.newPage();
  await tab.goto(`${ben.url}?lang=en#${game}&moves=3`);
  await tab.waitForFunction(() => /older/.test(document.querySelector('[data-testid=status]').textContent));
  await waitIdle(tab);
  assert.equal((await readBoard(tab)).position, kept.position);
  assert.equal(await tab.isDisabled('#undo'), true, 'Undo is enabled only where it acts');
  await tab.close();
  assert.deepEqual(ben.errors, []);
});
