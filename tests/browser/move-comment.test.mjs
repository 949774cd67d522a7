// The comment of a move (move-comment.js, a tree node's `comment`): added
// from the keyboard under the move list, shown when its move is current and
// marked in the list (heard by a screen reader), kept across a reload, in
// the archive, and through a record file downloaded and imported back;
// edited, left unchanged by Escape, deleted; at most 500 characters.
// Photographed at 360 and 1280 px (/tmp/move-comment-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, waitIdle, readBoard, freshPage } from './harness.mjs';
import { loadRecordsTestEngine } from '../node/helpers.mjs';

let env;
const skip = useBrowser({}, (b) => {
  env = b.env;
});
const records = skip ? null : await loadRecordsTestEngine();

const fresh = (size) => freshPage(env, '', { size, store: { 'hoyito.learnOffer': true } });

async function play(page, count) {
  for (let k = 0; k < count; k++) {
    const { legal } = await readBoard(page);
    await page.click(`[data-hole="${legal[0]}"]`);
    await waitIdle(page);
  }
}

const shownComment = (page) =>
  page.evaluate(() => {
    const p = document.getElementById('move-comment-text');
    return p && !p.hidden ? p.textContent : null;
  });
const marked = (page) =>
  page.$$eval('#moves button.move.has-comment', (bs) => bs.map((b) => b.getAttribute('aria-label')));
const mainMove = (page, ply) => page.locator('#moves li.turn button.move').nth(ply - 1);

async function write(page, text, key = 'Control+Enter') {
  await page.click('#move-comment-edit');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'move-comment-field', 'the field has the focus');
  await page.fill('#move-comment-field', text);
  await page.keyboard.press(key);
}

const NOTE = 'A quiet move: {North} waits.\nThen the relay.';

test('a comment is added from the keyboard, shown on its move, marked, kept across a reload and in the archive', {
  skip,
}, async () => {
  const page = await fresh({ width: 1280, height: 800 });
  await play(page, 3);
  assert.equal(await shownComment(page), null);
  assert.equal(await page.textContent('#move-comment-edit'), 'Add a comment');
  await write(page, 'A quiet move: waits.\u0007 Then the relay.');
  assert.equal(await shownComment(page), 'A quiet move: waits. Then the relay.', 'a control character is left out');
  assert.equal(
    await page.evaluate(() => document.activeElement.id),
    'move-comment-edit',
    'the focus back on the button',
  );
  assert.equal((await marked(page)).length, 1);
  assert.match((await marked(page))[0], /\(with a comment\)$/);

  // Another move: not its comment; back: shown again.
  await mainMove(page, 1).click();
  assert.equal(await shownComment(page), null);
  await mainMove(page, 3).click();
  assert.equal(await shownComment(page), 'A quiet move: waits. Then the relay.');

  // A '}' with line ends: the lines joined (a record cannot hold both).
  await write(page, NOTE);
  assert.equal(await shownComment(page), 'A quiet move: {North} waits. Then the relay.');
  await page.screenshot({ path: '/tmp/move-comment-1280.png' });

  // A reload: the saved game has it.
  await page.reload();
  await waitIdle(page);
  assert.equal(await shownComment(page), 'A quiet move: {North} waits. Then the relay.');
  // The archive too (written in a task of its own).
  await page.waitForFunction(() =>
    Object.keys(localStorage).some(
      (k) => k.startsWith('hoyito.archive.') && localStorage.getItem(k).includes('{North} waits'),
    ),
  );
  const tree = await page.evaluate(
    () => JSON.parse(Object.entries(localStorage).find(([k]) => k.startsWith('hoyito.archive.'))[1]).tree,
  );
  // Through a record and back (the records engine): the same tree, its comment with it.
  const moves = [];
  for (let at = tree.children[0]; at; at = at.children[0]) moves.push(at.move);
  const text = records.writeRecord({ start: 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0', tree, tags: {} });
  assert.match(
    text,
    /;\s?A quiet move: \{North\} waits\. Then the relay\./,
    "a comment with a '}' is written to the line's end",
  );
  assert.deepEqual(records.readRecord(text).tree, tree);

  // Escape leaves it as it was; Delete removes it, and its mark.
  await write(page, 'not kept', 'Escape');
  assert.equal(await shownComment(page), 'A quiet move: {North} waits. Then the relay.');
  await page.click('#move-comment-edit');
  await page.click('#move-comment-delete');
  assert.equal(await shownComment(page), null);
  assert.deepEqual(await marked(page), []);
  // Undone, as a variation deleted: the comment and its mark come back.
  await page.waitForSelector('#move-comment-deleted:not([hidden])');
  assert.equal(await page.textContent('#move-comment-deleted'), 'Comment deleted. Undo');
  await page.click('#move-comment-undo');
  assert.equal(await shownComment(page), 'A quiet move: {North} waits. Then the relay.', 'undone');
  assert.equal((await marked(page)).length, 1);
  assert.equal(await page.isHidden('#move-comment-deleted'), true, 'nothing left to undo');
  // Cleared by saving an empty field: the same undo; gone for good once another move is on the board.
  await write(page, '   ');
  assert.equal(await shownComment(page), null);
  await page.waitForSelector('#move-comment-deleted:not([hidden])');
  await page.click('#undo');
  await waitIdle(page);
  assert.equal(await page.isHidden('#move-comment-deleted'), true);
  await page.click('#redo');
  await waitIdle(page);
  assert.equal(await page.isHidden('#move-comment-deleted'), true, 'not offered again');
  await page.reload();
  await waitIdle(page);
  assert.equal(await shownComment(page), null, 'deleted for good');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a record with comments imported from the Games screen shows them; a comment is at most 500 characters; at 360 px', {
  skip,
}, async () => {
  const page = await fresh({ width: 360, height: 740 });
  const start = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  const g = records.newGame(start);
  const first = g.snapshot().legal[0];
  g.play(first);
  const second = g.snapshot().legal[0];
  g.free();
  const tree = {
    move: null,
    children: [{ move: first, comment: 'Opening on the left', children: [{ move: second, children: [] }] }],
  };
  const file = records.writeRecord({ start, tree, tags: { date: '2026.12.02' } });
  await page.click('#games-open');
  await page.waitForSelector('#games-dialog[open]');
  await page.setInputFiles('#games-file', { name: 'games.hgr', mimeType: 'text/plain', buffer: Buffer.from(file) });
  await page.waitForFunction(() => /imported/i.test(document.getElementById('games-status').textContent));
  await page.click('#games-list .games-open');
  await waitIdle(page);
  await mainMove(page, 1).click();
  assert.equal(await shownComment(page), 'Opening on the left');
  assert.equal((await marked(page)).length, 1);

  await mainMove(page, 2).click();
  await write(page, 'x'.repeat(600));
  assert.equal((await shownComment(page)).length, 500, 'at most 500 characters');
  // On the phone the comment keeps to its lines and the board keeps its room, shown and while edited.
  const clear = () =>
    page.evaluate(() => {
      const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const box = document.querySelector('.move-comment').getBoundingClientRect();
      return box.right <= innerWidth && !meets(box, document.getElementById('board').getBoundingClientRect());
    });
  await page.screenshot({ path: '/tmp/move-comment-360.png' });
  assert.ok(await clear(), 'the comment beside the board, within the width');
  await page.click('#move-comment-edit');
  await page.screenshot({ path: '/tmp/move-comment-edit-360.png' });
  assert.ok(await clear(), 'the field too');
  assert.deepEqual(env.errors, []);
  await page.close();
});
