// Engine help in a game with a friend, by agreement (friend.js, hint.js):
// off by default on both devices (Hint, Analyse, the review), each saying
// why, until the game is over; allowed when the game is created, both bars
// say "Engine help: on" and the hint answers on the friend's device too. A link that disagrees with the
// game kept on a device turns help off there, and says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { askHint, waitIdle, workerRequests, workersSettled } from './harness.mjs';
import { twoDevices, device, sendLink, openLink, playFirstLegal } from './friend-devices.mjs';

const REASON = 'No hint or analysis during a game with a friend: they come back when it is over.';

let ana;
let ben;
const { skip } = twoDevices((a, b) => {
  ana = a;
  ben = b;
});

/** Hint's and Analyse's state: aria-disabled, and the reason in their title. */
const buttons = (page) =>
  page.evaluate(() =>
    ['hint', 'analyse'].map((id) => {
      const b = document.getElementById(id);
      return { off: b.getAttribute('aria-disabled'), title: b.title };
    }),
  );
const OFF = [
  { off: 'true', title: REASON },
  { off: 'true', title: REASON },
];
const ON = [
  { off: null, title: '' },
  { off: null, title: '' },
];

/** Waits until both buttons are as `want` (they follow the board in a microtask, their words may load). */
async function buttonsAre(page, want) {
  await page.waitForFunction(
    (w) =>
      ['hint', 'analyse'].every((id, k) => {
        const b = document.getElementById(id);
        return b.getAttribute('aria-disabled') === w[k].off && b.title === w[k].title;
      }),
    want,
  );
  assert.deepEqual(await buttons(page), want);
}

/** New game → Play a friend, South, engine help ticked or not (it starts unticked). */
async function newFriendGame(page, { help }) {
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.check('#new-form input[name="players"][value="friend"]');
  assert.equal(await page.isVisible('#friend-help-allow'), true, 'the setting is offered');
  assert.equal(await page.isChecked('#friend-help-allow'), false, 'off unless chosen');
  await page.fill('#friend-name', 'Ana');
  await page.dispatchEvent('#friend-name', 'change');
  if (help) await page.check('#friend-help-allow');
  await page.click('#new-start');
  await page.waitForFunction(() => !document.getElementById('friend-bar').hidden);
  await waitIdle(page);
}

const helpNote = (page) =>
  page.evaluate(() => {
    const note = document.getElementById('friend-help');
    return note.hidden ? null : note.textContent;
  });

test('by default neither device gives engine help while the game runs; it comes back once it is over', {
  skip,
}, async () => {
  const a = await device(ana);
  const b = await device(ben);
  await newFriendGame(a, { help: false });
  await buttonsAre(a, OFF);
  assert.equal(await helpNote(a), null, 'no "on" in the bar');
  await playFirstLegal(a);
  const link1 = await sendLink(a);
  assert.doesNotMatch(link1, /help=/, 'off is the link without the field');

  await openLink(b, ben, link1);
  await buttonsAre(b, OFF);
  assert.equal(await helpNote(b), null);
  // A press (from the keyboard: aria-disabled buttons refuse Playwright's click) says why, and asks the worker nothing.
  for (const id of ['hint', 'analyse']) {
    await b.focus(`#${id}`); // may warm the worker: settled before counting
    await workersSettled(b);
    await b.evaluate(() => {
      document.getElementById('hint-line').textContent = '';
    });
    const before = await workerRequests(b);
    await b.keyboard.press('Enter');
    await b.waitForFunction((why) => document.getElementById('hint-line').textContent === why, REASON);
    await workersSettled(b);
    assert.deepEqual(await workerRequests(b), before, `${id}: no search asked`);
  }
  assert.equal(await b.isVisible('#analysis .analysis-list li'), false, 'no analysis shown');
  // Nor the review of the game so far (the Game panel's).
  const beforeReview = await workerRequests(b);
  await b.click('.game-open:visible');
  await b.click('#review-start');
  await b.waitForFunction((why) => document.querySelector('.review-status')?.textContent === why, REASON);
  await workersSettled(b);
  assert.deepEqual(await workerRequests(b), beforeReview, 'the review searched nothing');

  // Ben resigns: the game is over on his device, and help is back there.
  await b.click('#friend-resign');
  await b.click('#friend-resign-yes');
  await b.waitForSelector('#over-dialog[open]');
  await b.click('#over-close');
  await waitIdle(b);
  await buttonsAre(b, ON);
  const link2 = await sendLink(b);
  assert.match(link2, /say=resign/);

  // Ana hears it: over on her device too, and her analysis answers.
  await openLink(a, ana, link2);
  await a.waitForSelector('#over-dialog[open]');
  await a.click('#over-close');
  await waitIdle(a);
  await buttonsAre(a, ON);
  await a.click('#analyse');
  await a.waitForSelector('#analysis .analysis-list li', { timeout: 60000 });
  await a.close();
  await b.close();
});

test('engine help allowed when the game is created: both bars say so, the hint answers on both devices, and the rematch keeps it', {
  skip,
}, async () => {
  const a = await device(ana);
  const b = await device(ben);
  await newFriendGame(a, { help: true });
  assert.equal(await helpNote(a), 'Engine help: on');
  await buttonsAre(a, ON);
  await askHint(a);
  assert.match(await a.textContent('#hint-line'), /^Best: /);
  await playFirstLegal(a);
  const link1 = await sendLink(a);
  assert.match(link1, /&help=on/);

  await openLink(b, ben, link1);
  assert.equal(await helpNote(b), 'Engine help: on', "the friend's bar says it too");
  await buttonsAre(b, ON);
  await askHint(b, 60000);
  assert.match(await b.textContent('#hint-line'), /^Best: /);
  await playFirstLegal(b);
  const link2 = await sendLink(b);
  assert.match(link2, /&help=on/, 'it goes back with every link');

  // Ana reloads her game from Ben's link: still on. Then a rematch: on again, and its link carries it.
  await openLink(a, ana, link2);
  assert.equal(await helpNote(a), 'Engine help: on');
  await a.click('#friend-resign');
  await a.click('#friend-resign-yes');
  await a.waitForSelector('#over-dialog[open]');
  await a.click('#over-rematch');
  await waitIdle(a);
  assert.equal(await helpNote(a), 'Engine help: on', 'the rematch keeps it');
  await buttonsAre(a, ON);
  await a.close();
  await b.close();
});

test('a link that disagrees with the game kept here on engine help turns it off on this device, and says so', {
  skip,
}, async () => {
  const a = await device(ana);
  await newFriendGame(a, { help: true });
  await playFirstLegal(a);
  const sent = await sendLink(a);
  // The friend's reply with help= taken out (an older page, or an edit): off here from now on.
  const b = await device(ben);
  await openLink(b, ben, sent);
  await playFirstLegal(b);
  const reply = (await sendLink(b)).replace('&help=on', '');
  await openLink(a, ana, reply);
  await a.waitForFunction(() =>
    document.querySelector('[data-testid="status"]').textContent.includes('disagree on engine help'),
  );
  assert.equal(await helpNote(a), null);
  await buttonsAre(a, OFF);
  // And it stays off: the address and the next link no longer carry it.
  await playFirstLegal(a);
  assert.doesNotMatch(await sendLink(a), /help=/);
  await a.close();
  await b.close();
});
