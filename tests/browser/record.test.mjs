// The Game panel: a record made by the CLI imports into the page and
// reproduces the game; a bad one (pasted or dropped) is refused naming the
// line and leaves the game on the board as it was; the page's own record
// download reads back (CLI) to the position on the board, with the game's
// comments even when it has no variation; the pictures
// (SVG, PNG) are real files that hold the position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { ROOT, openGame, readBoard, waitIdle, useBrowser, newGameViaDialog, positionLeft } from './harness.mjs';
import { loadTestEngine, rng } from '../node/helpers.mjs';

const cli = process.env.HOYITO_CLI || `${ROOT}/build/hoyito`;
const skipCli = fs.existsSync(cli) ? false : `missing ${cli} (cmake --build build)`;
let env;
const skip = useBrowser({}, (s) => ({ env } = s)) || skipCli;
const engine = await loadTestEngine();

/** A random game of Hoyito II on 2x7 from the CLI: { start, moves, record, end }. */
function cliGame(seed, plies) {
  const random = rng(seed);
  const start = engine.startPosition({ variant: 'II', n: 7, starts: 'N' });
  const game = engine.newGame(start);
  const moves = [];
  while (moves.length < plies && !game.snapshot().over) {
    const legal = game.snapshot().legal;
    moves.push(legal[Math.floor(random() * legal.length)]);
    game.play(moves[moves.length - 1]);
  }
  game.free();
  const record = execFileSync(cli, ['record', 'write', start, ...moves.map(String), '--south', 'Ana'], {
    encoding: 'utf8',
  });
  const end = execFileSync(cli, ['record', 'read', '-'], { input: record, encoding: 'utf8' }).trim();
  return { start, moves, record, end };
}

async function openTools(page) {
  await page.click('.game-open:visible');
  await page.waitForSelector('#game-dialog[open]');
}

async function importText(page, text) {
  await openTools(page);
  await page.fill('#record-text', text);
  await page.click('#record-import');
}

/** What a game on the page is: the board, the moves listed, the address. */
async function gameNow(page) {
  return {
    board: await readBoard(page),
    moves: await page.locator('#moves li').count(),
    hash: await page.evaluate(() => location.hash),
  };
}

test('a record made by the CLI imports and reproduces the game', { skip }, async () => {
  const page = await openGame(env);
  const g = cliGame(7, 40);
  await importText(page, g.record);
  await page.waitForFunction((end) => document.getElementById('board').dataset.position === end, g.end);
  await waitIdle(page);
  await page.waitForSelector('#game-dialog:not([open])', { state: 'attached' }); // closed on the game imported
  assert.match(await page.textContent('#record-status'), /40/);
  assert.match(await page.textContent('#announcer'), /40/, 'the import is said');
  const { hash } = await gameNow(page);
  assert.ok(hash.includes(`moves=${g.moves.join('.')}`), hash);
  assert.equal((await page.locator('#moves li').count()) > 0, true);
  // Back one move with Undo: the game was played move by move, not just set up.
  await page.keyboard.press('Escape');
  await page.click('#undo');
  await waitIdle(page);
  const back = engine.newGame(g.start);
  for (const m of g.moves.slice(0, -1)) back.play(m);
  assert.equal((await readBoard(page)).position, back.position);
  back.free();
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a malformed record, pasted or dropped, is refused by line and leaves the game untouched', { skip }, async () => {
  const page = await openGame(env);
  const g = cliGame(11, 12);
  await importText(page, g.record);
  await page.waitForFunction((end) => document.getElementById('board').dataset.position === end, g.end);
  await page.keyboard.press('Escape');
  const before = await gameNow(page);

  const lines = g.record.split('\n');
  const movesLine = lines.findIndex((l) => l.startsWith('1.'));
  const bad = [...lines.slice(0, movesLine), '1. N1', `2. S${99}`].join('\n');
  await importText(page, bad);
  const said = await page.textContent('#record-status');
  assert.match(said, new RegExp(`line ${movesLine + 2}`), said);
  assert.match(said, /unchanged/);
  assert.equal(await page.isVisible('#game-dialog'), true, 'a failed import keeps the panel open');
  assert.equal(await page.inputValue('#record-text'), bad, 'and the text pasted');
  await page.keyboard.press('Escape');
  assert.deepEqual(await gameNow(page), before);

  // A binary file dropped on the page: refused the same way.
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255])], 'x.png', { type: 'image/png' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await page.waitForSelector('#game-dialog[open]');
  await page.waitForFunction(() => /line 1/.test(document.getElementById('record-status').textContent));
  await page.keyboard.press('Escape');
  assert.deepEqual(await gameNow(page), before);

  // A good record dropped as a file opens.
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'game.hgr', { type: 'text/plain' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, cliGame(3, 20).record);
  await positionLeft(page, before.board.position);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("the page's record download reads back, by the CLI, to the board's game", { skip }, async () => {
  const page = await openGame(env);
  await newGameViaDialog(page);
  for (let k = 0; k < 6; k++) {
    const { legal } = await readBoard(page);
    await page.click(`[data-hole="${legal[k % legal.length]}"]`);
    await waitIdle(page);
  }
  const position = (await readBoard(page)).position;
  await openTools(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#record-download')]);
  assert.match(download.suggestedFilename(), /^hoyito-.*\.hgr$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  assert.match(text, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
  assert.match(text, /\[Variant "I"\]/);
  const read = spawnSync(cli, ['record', 'read', '-'], { input: text, encoding: 'utf8' });
  assert.equal(read.status, 0, read.stderr);
  assert.equal(read.stdout.trim(), position);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a comment without a variation goes into Download and Copy; one with a "}" and a line end has its lines joined; the moves of variations are counted', {
  skip,
}, async () => {
  const page = await openGame(env);
  // The comment's pieces join into "a\nb c}", which a record cannot hold: read as "a b c}".
  await importText(page, '1. S3 {a\nb} ;c}\n2. N1 *');
  await page.waitForFunction(() => /2/.test(document.getElementById('record-status').textContent));
  await openTools(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#record-download')]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  assert.match(text, /1\. S3 ;a b c\}\n2\. N1x12 \*/);
  await page.click('#record-copy');
  await page.waitForFunction(() => document.getElementById('record-text').value.includes(';a b c}\n'));
  // What was downloaded imports again, with its comment.
  const read = spawnSync(cli, ['record', 'read', '-'], { input: text, encoding: 'utf8' });
  assert.equal(read.status, 0, read.stderr);
  // A record with a variation: its moves are said too, not only the game's.
  await page.fill('#record-text', '1. S3 (1. S4 2. N1) 2. N1 *');
  await page.click('#record-import');
  await page.waitForFunction(() =>
    /2 moves, and 2 more in variations/.test(document.getElementById('record-status').textContent),
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("pictures: the SVG holds the board's counts and the caption, the PNG is a PNG of its size", { skip }, async () => {
  const page = await openGame(env);
  await newGameViaDialog(page);
  for (let k = 0; k < 3; k++) {
    const { legal } = await readBoard(page);
    await page.click(`[data-hole="${legal[0]}"]`);
    await waitIdle(page);
  }
  const board = await readBoard(page);
  await openTools(page);
  const [svgFile] = await Promise.all([page.waitForEvent('download'), page.click('#picture-svg')]);
  assert.match(svgFile.suggestedFilename(), /\.svg$/);
  const svg = fs.readFileSync(await svgFile.path(), 'utf8');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
    const counts = {};
    for (const h of doc.querySelectorAll('[data-hole]')) counts[h.dataset.hole] = Number(h.dataset.count);
    const shown = [...doc.querySelectorAll('text.count')].map((c) => c.textContent);
    return {
      root: doc.documentElement.localName,
      counts,
      shown,
      caption: doc.querySelector('text.caption')?.textContent,
      width: Number(doc.documentElement.getAttribute('width')),
      height: Number(doc.documentElement.getAttribute('height')),
    };
  }, svg);
  assert.equal(parsed.error, undefined);
  assert.equal(parsed.root, 'svg');
  assert.deepEqual(parsed.counts, Object.fromEntries(Object.entries(board.holes).map(([k, v]) => [k, v.count])));
  const sorted = (list) => list.map(Number).sort((a, b) => a - b);
  assert.deepEqual(sorted(parsed.shown), sorted(Object.values(board.holes).map((h) => h.count)));
  assert.match(parsed.caption, /^Hoyito I 2×6 · (South|North) to move · South \d+ – North \d+$/);
  const [pngFile] = await Promise.all([page.waitForEvent('download'), page.click('#picture-png')]);
  const png = fs.readFileSync(await pngFile.path());
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(png.toString('latin1', 12, 16), 'IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  assert.equal(width, Math.round(parsed.width * 2));
  assert.equal(height, Math.round(parsed.height * 2));
  assert.ok(png.length > 5000, `${png.length} bytes`);
  assert.deepEqual(env.errors, []);
  await page.close();
});
