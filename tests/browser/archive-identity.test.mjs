// One game, one entry; the opponent part of the game; a full storage told.
// A game against the computer that ends and is reviewed stays one entry
// across a reload, Back and a move played there; exploring in the review
// keeps the computer as the opponent (the matchup, the address, the entry);
// a storage filled to its quota in the middle of a game is said in the status
// line after the result, and the Games screen lists the game as the page holds it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, waitIdle, readBoard, prng, freshPage } from './harness.mjs';
import { loadRecordsTestEngine } from '../node/helpers.mjs';

let env;
const skip = useBrowser({}, (b) => {
  env = b.env;
});
const records = skip ? null : await loadRecordsTestEngine();

/** A finished random game of Hoyito I on 2x4 whose last move is South's. */
function finishedGame() {
  const pos = records.startPosition({ variant: 'I', n: 4 });
  for (let seed = 1; ; seed++) {
    const random = prng(seed);
    const game = records.newGame(pos);
    const moves = [];
    let mover = null;
    while (!game.snapshot().over) {
      const { legal, turn } = game.snapshot();
      mover = turn;
      const move = legal[Math.floor(random() * legal.length)];
      game.play(move);
      moves.push(move);
    }
    game.free();
    if (mover === 'S' && moves.length >= 8) return { pos, moves };
  }
}

const g = skip ? null : finishedGame();
const last = g ? g.moves.length - 1 : 0;

/** The archive's entries in the store: id, opponent, line, whether a review is kept. */
const stored = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('hoyito.archive.'))
      .map((k) => {
        const e = JSON.parse(localStorage.getItem(k));
        return {
          id: e.id,
          kind: e.kind,
          level: e.level,
          side: e.side,
          moves: e.moves.join('.'),
          review: Boolean(e.review),
        };
      }),
  );

/** The Games screen's rows (the board's game written first), the screen closed again. */
async function rows(page) {
  await page.click('#games-open');
  await page.waitForSelector('#games-dialog[open]');
  const out = await page.$$eval('#games-list .games-item', (items) =>
    items.map((li) => ({
      who: li.querySelector('.games-who').textContent,
      what: li.querySelector('.games-what').textContent,
      mark: li.querySelector('.games-mark').textContent,
    })),
  );
  await page.click('#games-close');
  return out;
}

/** The game one move before its end against the computer (North, level 1), its last move played and reviewed. */
async function endedAgainstComputer() {
  const page = await freshPage(env, `#pos=${g.pos}&moves=${g.moves.slice(0, last).join('.')}&ai-level=1&ai-side=N`, {
    store: { 'hoyito.learnOffer': true },
  });
  await page.click(`[data-hole="S${g.moves[last]}"]`);
  await page.waitForSelector('#over-dialog[open]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.review-table tr[data-ply]');
  // The review is kept with the game (archive-keep.js): waited for in the store.
  await page.waitForFunction(() =>
    Object.keys(localStorage).some((k) => k.startsWith('hoyito.archive.') && /"review"/.test(localStorage.getItem(k))),
  );
  return page;
}

test('a finished, reviewed game against the computer stays one entry across a reload, Back and a move there', {
  skip,
}, async () => {
  const page = await endedAgainstComputer();
  const [entry] = await stored(page);
  assert.deepEqual(
    [entry.kind, entry.level, entry.side, entry.moves, entry.review],
    ['computer', 1, 'N', g.moves.join('.'), true],
  );
  await page.reload();
  await waitIdle(page);
  let listed = await rows(page);
  assert.equal(listed.length, 1, 'one row after the reload');
  assert.deepEqual(await stored(page), [entry], 'one entry, the reviewed one, unchanged');

  // Back one step, another move there (the game goes on another way, the old line kept), a reload: still one game.
  await page.goBack();
  await waitIdle(page);
  const { legal } = await readBoard(page);
  const other = legal.find((h) => h !== `S${g.moves[last]}`) ?? legal[0];
  await page.click(`[data-hole="${other}"]`);
  await waitIdle(page);
  await page.reload();
  await waitIdle(page);
  listed = await rows(page);
  assert.equal(listed.length, 1, 'one row after a move from an earlier ply and a reload');
  const after = await stored(page);
  assert.deepEqual(
    after.map((e) => [e.id, e.kind]),
    [[entry.id, 'computer']],
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('exploring in the review keeps the computer as the opponent: the matchup, the address and the entry', {
  skip,
}, async () => {
  const page = await endedAgainstComputer();
  const matchup = await page.textContent('#matchup');
  assert.match(matchup, /computer/i);
  const ply = Math.max(1, last - 3);
  await page.click(`.review-table tr[data-ply="${ply}"] .review-go`);
  await waitIdle(page);
  const { legal, position } = await readBoard(page);
  const played = g.moves[ply];
  const hole = legal.find((h) => Number(h.slice(1)) !== played) ?? legal[0];
  await page.click(`[data-hole="${hole}"]`);
  await waitIdle(page);
  assert.notEqual((await readBoard(page)).position, position, 'the move was played');
  assert.equal(await page.isVisible('#branch-dialog'), false, 'exploring from the review asks nothing');
  assert.equal(await page.textContent('#matchup'), matchup, 'still against the computer');
  assert.match(await page.evaluate(() => location.hash), /ai-level=1&ai-side=N/, 'the address names the computer');
  // The computer stays silent while the board explores: nothing thinks, the turn waits.
  assert.equal(await page.evaluate(() => document.getElementById('board').dataset.busy), 'false');

  await page.reload();
  await waitIdle(page);
  assert.equal(await page.textContent('#matchup'), matchup, 'after a reload too');
  const listed = await rows(page);
  assert.deepEqual(
    listed.map((r) => r.who),
    ['Computer (Level 1, Beginner)'],
    'one game, against the computer',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the storage filled to its quota mid-game: told in the status line after the result; listed as the page holds it', {
  skip,
}, async () => {
  // Two people, three moves before the end: the game is kept at its first move here, then the storage fills.
  const from = last - 2;
  const page = await freshPage(env, `#pos=${g.pos}&moves=${g.moves.slice(0, from).join('.')}`, {
    store: { 'hoyito.learnOffer': true },
  });
  const mover = async (k) => {
    const { legal } = await readBoard(page);
    const hole = legal.find((h) => Number(h.slice(1)) === g.moves[k]);
    await page.click(`[data-hole="${hole}"]`);
    await waitIdle(page);
  };
  await mover(from);
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('hoyito.archive.')));
  // Full to the last character: the index goes first (removed, it would free room for the game's next write).
  const filled = await page.evaluate(() => {
    localStorage.removeItem('hoyito.archiveIndex');
    let n = 0;
    let fault = null;
    for (const size of [100000, 1000]) {
      const v = 'x'.repeat(size);
      try {
        for (;;) localStorage.setItem(`fill${n++}`, v);
      } catch (e) {
        fault = e.name;
      }
    }
    let lo = 0;
    let hi = 1000; // the longest last item that fits
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      try {
        localStorage.setItem('fillz', 'x'.repeat(mid));
        lo = mid;
      } catch {
        hi = mid - 1;
      }
    }
    localStorage.setItem('fillz', 'x'.repeat(lo));
    return fault;
  });
  assert.equal(filled, 'QuotaExceededError');
  for (let k = from + 1; k <= last; k++) await mover(k);
  await page.waitForSelector('#over-dialog[open]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid=status]').textContent;
    return /^Game over\./.test(text.trim()) && /storage on this device is full/.test(text);
  });
  const listed = await rows(page);
  assert.equal(listed.length, 1);
  assert.equal(listed[0].mark, 'Finished', 'as the page holds it, not as the device kept it');
  assert.match(listed[0].what, /wins \d+–\d+|Draw/);
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('fill')) localStorage.removeItem(k);
  });
  assert.deepEqual(env.errors, []);
  await page.close();
});
