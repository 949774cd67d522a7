// A game with a friend by link is one game in the archive ("Your games" on the
// Games screen): whichever side this device plays, however often its links are
// opened or reloaded, it is one entry under the friend game's id
// (docs/archive.md, "One game, one entry"); the page opened again without a
// link reopens it as the game with a friend it is, not as a game for two.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle } from './harness.mjs';
import { twoDevices, device, sendLink, openLink, playFirstLegal } from './friend-devices.mjs';

let ana;
let ben;
const { skip } = twoDevices((a, b) => {
  ana = a;
  ben = b;
});

/** The archive's entries once every write is done: { id, kind, plies } each. */
async function kept(page, plies) {
  await page.waitForFunction((n) => {
    const all = Object.keys(localStorage).filter((k) => k.startsWith('hoyito.archive.'));
    return all.some((k) => (JSON.parse(localStorage.getItem(k)).moves ?? []).length === n);
  }, plies);
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('hoyito.archive.'))
      .map((k) => {
        const e = JSON.parse(localStorage.getItem(k));
        return { id: e.id, kind: e.kind, plies: e.moves.length };
      }),
  );
}

test('a game with a friend is one entry on each device, across links and reloads', { skip }, async () => {
  const a = await device(ana);
  const b = await device(ben);
  await a.click('#new-game');
  await a.check('#new-form input[name="players"][value="friend"]');
  await a.click('#new-start');
  await waitIdle(a);
  await playFirstLegal(a);
  const link1 = await sendLink(a);
  const id = new URLSearchParams(link1.slice(1)).get('friend');
  await openLink(b, ben, link1);
  await playFirstLegal(b);
  const link2 = await sendLink(b);
  await openLink(a, ana, link2);
  await playFirstLegal(a);
  const link3 = await sendLink(a);
  await openLink(b, ben, link3);
  await openLink(b, ben, link3); // opened twice
  await b.reload();
  await waitIdle(b);
  await playFirstLegal(b);
  await sendLink(b);
  await b.reload(); // the game left is written (the archive writes a game on its first move, then when left)
  await waitIdle(b);
  // Ana comes back to the page without a link: the game she left opens, the same game.
  await a.goto('about:blank');
  await a.goto(`${ana.url}?lang=en`);
  await a.waitForFunction(() => !document.getElementById('friend-bar').hidden); // as the game with a friend it is
  await waitIdle(a);
  assert.equal(new URLSearchParams((await a.evaluate(() => location.hash)).slice(1)).get('friend'), id);
  await a.reload();
  await waitIdle(a);
  const one = [{ id, kind: 'friend', plies: 3 }];
  assert.deepEqual(await kept(a, 3), one, "Ana's device");
  assert.deepEqual(await kept(b, 4), [{ id, kind: 'friend', plies: 4 }], "Ben's device");
  assert.deepEqual(ana.errors, []);
  assert.deepEqual(ben.errors, []);
});
