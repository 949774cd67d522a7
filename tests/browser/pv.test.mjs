// The line behind a move in the analysis (web/js/analysis/analysis-line.js):
// the best move's line written under the verdict in the notation and its
// moves numbered on the board's holes (data-pv), each step played by the
// engine here in turn; the pointed move's line (a row of the list, a hole
// of the board under the keyboard's focus) replaces it; closing the panel
// or a move clears the numbers. Screenshots at 360 and 1280 px into /tmp.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle, useBrowser, routeOf } from './harness.mjs';
import { loadTestEngine } from '../node/helpers.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));
const engine = await loadTestEngine();
const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
/** Four moves into a game: each the mover's last legal hole. */
const MOVES = (() => {
  const game = engine.newGame(START);
  const moves = [];
  for (let k = 0; k < 4; k++) {
    moves.push(game.snapshot().legal.at(-1));
    game.play(moves.at(-1));
  }
  game.free();
  return moves;
})();
const SHOTS = process.env.PV_SHOTS ?? '/tmp';

async function openAt(size) {
  const page = await env.newPage(size);
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=en#pos=${START}&moves=${MOVES.join('.')}`);
  await waitIdle(page);
  return page;
}

/** The line shown: its text, the engine's names of its moves, and the board's numbered holes { 'S3': '1', ... }. */
function readLine(page) {
  return page.evaluate(() => {
    const el = document.querySelector('#analysis .analysis-pv');
    const marks = {};
    for (const g of document.querySelectorAll('#board .hole[data-pv]')) marks[g.dataset.hole] = g.dataset.pv;
    const drawn = [...document.querySelectorAll('#board .pv-step')].filter(
      (s) => s.getAttribute('visibility') !== 'hidden',
    ).length;
    return {
      text: el && !el.hidden ? el.textContent : null,
      holes: (el?.dataset.holes ?? '').split(' ').filter(Boolean),
      marks,
      drawn,
    };
  });
}

/** The numbers each hole should carry for `holes` (engine names in order): the first six, by hole. */
function expectedMarks(holes) {
  const out = {};
  holes.slice(0, 6).forEach((h, k) => {
    out[h] = out[h] ? `${out[h]} ${k + 1}` : String(k + 1);
  });
  return out;
}

/** Plays `holes` (engine names) from the position after `moves` here: each is the mover's and legal. */
function assertPlayable(moves, holes) {
  const game = engine.newGame(START);
  for (const m of moves) game.play(m);
  for (const h of holes) {
    assert.equal(h[0], game.snapshot().turn, `${holes.join(' ')}: ${h} is the mover's`);
    assert.doesNotThrow(() => game.play(Number(h.slice(1))), `${holes.join(' ')}: ${h} is legal`);
  }
  game.free();
}

const waitLine = (page, first) =>
  page.waitForFunction(
    (f) => {
      const el = document.querySelector('#analysis .analysis-pv');
      return el && !el.hidden && el.dataset.holes.split(' ')[0] === f && el.dataset.holes.split(' ').length > 1;
    },
    first,
    { timeout: 60000 },
  );

test("the best move's line in words and numbered on the board; the pointed move's; cleared on close and on a move", {
  skip,
}, async () => {
  const page = await openAt({ width: 1280, height: 800 });
  assert.deepEqual((await readLine(page)).marks, {}, 'no numbers before the analysis');
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#analysis .analysis-list li').length > 0, null, {
    timeout: 60000,
  });
  const best = await page.$eval('#analysis .analysis-list li', (li) => Number(li.dataset.hole));
  const game = engine.newGame(START);
  for (const m of MOVES) game.play(m);
  const { turn } = game.snapshot();
  game.free();
  await waitLine(page, `${turn}${best}`);
  let line = await readLine(page);
  assert.match(line.text, /^Expected play: [SN]\d+( [SN]\d+)+( …)?$/);
  assert.equal(
    line.text.replace(/^Expected play: /, '').replace(/ …$/, ''),
    line.holes.join(' '),
    "the text is the engine's names",
  );
  assertPlayable(MOVES, line.holes);
  assert.deepEqual(line.marks, expectedMarks(line.holes));
  assert.equal(line.drawn, Object.keys(line.marks).length, 'a disc drawn on each numbered hole');
  await page.screenshot({ path: `${SHOTS}/pv-1280.png` });

  // Another move, pointed at in the list: its own line, from a search of the position after it.
  const other = await page.$eval('#analysis .analysis-list li:last-child', (li) => Number(li.dataset.hole));
  assert.notEqual(other, best);
  await page.hover('#analysis .analysis-list li:last-child');
  await waitLine(page, `${turn}${other}`);
  line = await readLine(page);
  assertPlayable(MOVES, line.holes);
  assert.match(line.marks[`${turn}${other}`], /^1\b/);
  assert.deepEqual(line.marks, expectedMarks(line.holes));

  // The pointer gone: the best move's line again. A hole of the board under the focus: its line.
  await page.mouse.move(5, 5);
  await waitLine(page, `${turn}${best}`);
  await page.focus(`#board [data-hole="${turn}${other}"]`);
  await waitLine(page, `${turn}${other}`);

  // Closing the panel clears the numbers; opening it brings them back.
  await page.click('#analyse');
  line = await readLine(page);
  assert.equal(line.text, null);
  assert.deepEqual(line.marks, {});
  assert.equal(line.drawn, 0);
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#board .hole[data-pv]').length > 0, null, {
    timeout: 60000,
  });

  // A move: the old line's numbers go at once; the new position's line comes with its analysis.
  const legal = await page.$$eval('#board .hole.legal', (gs) => gs.map((g) => g.dataset.hole));
  await page.click(`#board [data-hole="${legal[0]}"]`);
  await page.waitForFunction((old) => {
    const el = document.querySelector('#analysis .analysis-pv');
    return el.hidden || el.dataset.holes !== old;
  }, line.holes.join(' '));
  await waitIdle(page);
  await page.waitForFunction(
    () =>
      !document.querySelector('#analysis .analysis-pv').hidden &&
      document.querySelectorAll('#board .hole[data-pv]').length > 0,
    null,
    { timeout: 60000 },
  );
  line = await readLine(page);
  assertPlayable([...MOVES, Number(legal[0].slice(1))], line.holes);
  assert.deepEqual(line.marks, expectedMarks(line.holes));
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the line at 360 px', { skip }, async () => {
  const page = await openAt({ width: 360, height: 740 });
  await page.click('#analyse');
  await page.waitForFunction(
    () =>
      !document.querySelector('#analysis .analysis-pv')?.hidden &&
      document.querySelectorAll('#board .hole[data-pv]').length > 1,
    null,
    { timeout: 60000 },
  );
  await page.screenshot({ path: `${SHOTS}/pv-360.png`, fullPage: true });
  const line = await readLine(page);
  assert.deepEqual(line.marks, expectedMarks(line.holes));
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the line, its part not loaded at the first opening (offline, never cached), comes at the next', {
  skip,
}, async () => {
  const page = await openAt({ width: 1280, height: 800 });
  const part = routeOf('js/analysis/analysis-line.js');
  await page.route(part, (route) => route.abort());
  const warned = page.waitForEvent('console', (msg) => msg.text().includes('no line behind the moves'));
  await page.click('#analyse');
  await warned;
  await page.waitForFunction(() => document.querySelectorAll('#analysis .analysis-list li').length > 0, null, {
    timeout: 60000,
  });
  assert.deepEqual((await readLine(page)).marks, {}, 'no line without its part');
  await page.unroute(part);
  await page.click('#analyse');
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#board .hole[data-pv]').length > 0, null, {
    timeout: 60000,
  });
  const line = await readLine(page);
  assert.deepEqual(line.marks, expectedMarks(line.holes));
  // The refused fetch's own console line, and no other.
  assert.deepEqual(
    env.errors.filter((e) => !/Failed to load|analysis-line/.test(e)),
    [],
  );
  env.errors.length = 0;
  await page.close();
});

test("the Learn screen takes the board: the line's numbers and the analysis numbers go", { skip }, async () => {
  const page = await openAt({ width: 1280, height: 800 });
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#board .hole[data-pv]').length > 0, null, {
    timeout: 60000,
  });
  await page.click('#learn-open');
  await page.waitForFunction(() => document.body.classList.contains('learning'));
  await waitIdle(page);
  const left = await page.evaluate(() => ({
    pv: document.querySelectorAll('#board .hole[data-pv]').length,
    badges: document.querySelectorAll('#board .analysis-marks .mark').length,
  }));
  assert.deepEqual(left, { pv: 0, badges: 0 });
  assert.deepEqual(env.errors, []);
  await page.close();
});
