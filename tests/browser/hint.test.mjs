// The Hint button and the analysis view (web/js/analysis/hint.js): the hint names a
// legal hole and that hole glows; in a small endgame the search proves the
// result, so the hint says "with best play" and agrees with the analysis,
// which lists exactly the legal moves, best first; a move clears the hint
// and moves the analysis on; a hint still searching when a move is played
// never shows up afterwards; the analysis follows a shared game stepped
// back and forth. Screenshots of both at 360x740 and 1280x800 go to
// docs/screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, readBoard, waitIdle, useBrowser, axeViolations, workersSettled } from './harness.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');

// 8 seeds left, South to move with S1, S3 or S6. Worked by hand: S1 and S3
// win by 8 (South ends with all eight), S6 loses by 8; the search proves it
// in milliseconds.
const ENDGAME = 'I:1,0,1,0,0,3/1,0,0,1,0,1:S:20,20';
const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';

fs.mkdirSync(OUT, { recursive: true });
let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** A fresh page at a link fragment (without '#'), English, instant moves. */
async function openAt(fragment, size) {
  const page = await env.newPage(size);
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=en${fragment ? `#${fragment}` : ''}`);
  await waitIdle(page);
  return page;
}

/** What the hint shows: its line, the glowing holes, the button's label. */
function readHint(page) {
  return page.evaluate(() => {
    const line = document.getElementById('hint-line');
    const button = document.getElementById('hint');
    return {
      shown: !line.hidden,
      text: line.textContent,
      score: line.dataset.score === undefined || line.dataset.score === '' ? null : Number(line.dataset.score),
      hinted: [...document.querySelectorAll('#board .hole.hinted')].map((h) => h.dataset.hole),
      label: button.textContent.trim(),
      disabled: button.disabled,
      spoken: document.getElementById('announcer').textContent.replace(/\u00a0$/, ''),
    };
  });
}

// A 2x6 answer waits for the worker's proof past the tables (up to 4 M positions: seconds on a loaded machine).
async function hint(page) {
  await page.click('#hint');
  await page.waitForFunction(() => /^Best: /.test(document.getElementById('hint-line').textContent), null, {
    timeout: 60000,
  });
  return readHint(page);
}

/** The analysis panel once its search has answered: rows best first, the status line, the board's marks. */
async function readAnalysis(page) {
  await page.waitForFunction(
    () => {
      const panel = document.getElementById('analysis');
      return !panel.hidden && panel.querySelectorAll('.analysis-list li').length > 0;
    },
    null,
    { timeout: 60000 },
  );
  return page.evaluate(() => {
    const panel = document.getElementById('analysis');
    return {
      rows: [...panel.querySelectorAll('.analysis-list li')].map((li) => ({
        hole: Number(li.dataset.hole),
        score: Number(li.dataset.score),
        text: li.textContent,
        spoken: li.querySelector('.visually-hidden').textContent,
      })),
      status: panel.querySelector('.analysis-status').textContent,
      heading: panel.querySelector('.analysis-for').textContent,
      marks: [...document.querySelectorAll('#board .analysis-marks .mark')].map((m) => Number(m.dataset.hole)),
    };
  });
}

const holeNumbers = (legal) => legal.map((name) => Number(name.replace(/^[SN]/, ''))).sort((a, b) => a - b);

test('hint_names_a_legal_hole_and_it_glows', { skip }, async () => {
  const page = await openAt(`pos=${START}`);
  const { legal } = await readBoard(page);
  const h = await hint(page);
  // Every move tied for best is named ("S2 or S5") and glows.
  const named = /^Best: ([SN]\d+(?:(?:, or |, | or )[SN]\d+)*) — /.exec(h.text)?.[1]?.split(/, or |, | or /);
  assert.ok(named, `the line names a hole: "${h.text}"`);
  const hole = named[0];
  for (const name of named) assert.ok(legal.includes(name), `${name} is one of ${legal}`);
  assert.deepEqual(h.hinted.sort(), named.slice().sort(), 'those holes, and only they, glow');
  assert.match(h.spoken, new RegExp(`^Hint for South: hole ${hole.slice(1)}[, ]`), 'spoken through the live region');
  assert.equal(h.label, 'Hint');
  // The worker proves the opening past the tables: the line says its exact value.
  assert.match(h.text, /loses by 8 seeds with best play \(exact\)$/);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('hint_and_analysis_agree_on_a_proven_endgame', { skip }, async () => {
  const page = await openAt(`pos=${ENDGAME}`);
  const { legal } = await readBoard(page);
  const h = await hint(page);
  assert.equal(
    h.text,
    'Best: S1 or S3 — wins by 8 seeds with best play (exact)',
    "both tied moves named, the endgame tables' words",
  );

  await page.click('#analyse');
  assert.equal(await page.getAttribute('#analyse', 'aria-pressed'), 'true');
  const a = await readAnalysis(page);
  assert.deepEqual(
    a.rows.map((r) => r.hole).sort((x, y) => x - y),
    holeNumbers(legal),
    'exactly the legal moves',
  );
  const best = Math.max(...a.rows.map((r) => r.score));
  assert.equal(a.rows[0].score, best, 'the best first');
  for (let k = 2; k < a.rows.length; k++) assert.ok(a.rows[k - 1].score >= a.rows[k].score, 'then by score');
  assert.equal(h.score, best, "the hint's score is the best analysed score");
  const hinted = a.rows.find((r) => `S${r.hole}` === h.hinted[0]);
  assert.equal(hinted.score, best, 'and so is its move');
  const words = Object.fromEntries(a.rows.map((r) => [r.hole, r.spoken]));
  // Every move has the endgame tables' exact result after it, S6 as the moves they keep.
  assert.equal(words[1], 'South 1: wins by 8 seeds with best play (exact)');
  assert.equal(words[3], 'South 3: wins by 8 seeds with best play (exact)');
  assert.equal(words[6], 'South 6: loses by 8 seeds with best play (exact)');
  assert.match(a.rows.find((r) => r.hole === 6).text, /-8/);
  assert.equal(a.status, 'Exact: every result is counted to the end of the game by the endgame tables.');
  assert.equal(a.heading, 'Every move of South, best first');
  assert.deepEqual(a.marks.sort(), holeNumbers(legal), 'each legal hole marked on the board');

  // Keyboard: both buttons are reached with Tab and work with Enter.
  await page.focus('#analyse');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#analyse', 'aria-pressed'), 'false');
  assert.ok(await page.evaluate(() => document.getElementById('analysis').hidden));
  assert.equal(await page.evaluate(() => document.querySelectorAll('#board .analysis-marks').length), 0);
  await page.keyboard.press('Enter');
  await readAnalysis(page);

  // axe-core with the hint and the analysis shown.
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a_move_clears_the_hint_and_moves_the_analysis_on', { skip }, async () => {
  const page = await openAt(`pos=${ENDGAME}`);
  const h = await hint(page);
  await page.click('#analyse');
  await readAnalysis(page);
  await page.click(`[data-hole="${h.hinted[0]}"]`);
  await waitIdle(page);
  const after = await readHint(page);
  assert.equal(after.shown, false, 'the hint line is gone');
  assert.deepEqual(after.hinted, [], 'no hole glows for it');
  const board = await readBoard(page);
  if (board.legal.length) {
    await page.waitForFunction(
      () =>
        /North/.test(document.querySelector('#analysis .analysis-for').textContent) &&
        document.querySelectorAll('#analysis .analysis-list li').length > 0,
      null,
      { timeout: 60000 },
    );
    const a = await readAnalysis(page);
    assert.deepEqual(
      a.rows.map((r) => r.hole).sort((x, y) => x - y),
      holeNumbers(board.legal),
      "North's legal moves now",
    );
  }
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a_hint_still_searching_when_a_move_is_played_never_shows', { skip }, async () => {
  const page = await openAt(`pos=${START}`);
  await page.click('#hint');
  // The hint's words load with the first click (strings.js loadWords('more')), then it searches.
  await page.waitForFunction(() => document.getElementById('hint').getAttribute('aria-busy') === 'true');
  const thinking = await readHint(page);
  assert.equal(thinking.label, 'Cancel hint', 'the button stops it while it searches');
  assert.match(thinking.text, /^Looking for the best move for South/);
  await page.click('[data-hole="S1"]');
  await waitIdle(page);
  await workersSettled(page); // the hint's search dropped, or its stale answer come and dealt with
  const after = await readHint(page);
  assert.equal(after.shown, false);
  assert.deepEqual(after.hinted, []);
  assert.equal(after.label, 'Hint');
  // The search is ready for the next question (a fresh worker): North's hint.
  const next = await hint(page);
  assert.match(next.text, /^Best: N\d+/);
  const { legal } = await readBoard(page);
  assert.ok(legal.includes(next.hinted[0]), `${next.hinted[0]} in ${legal}`);

  // A second click on the button while it searches cancels it too.
  await page.click('[data-hole="' + legal[0] + '"]');
  await waitIdle(page);
  // Both clicks in one task: two separate clicks could fall a whole search
  // apart on a loaded machine, and then the second asks again.
  await page.evaluate(() => {
    const button = document.getElementById('hint');
    button.click();
    button.click();
  });
  await workersSettled(page);
  const cancelled = await readHint(page);
  assert.equal(cancelled.shown, false);
  assert.equal(cancelled.label, 'Hint');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('hint_is_off_when_the_game_is_over_and_the_analysis_says_so', { skip }, async () => {
  const page = await openAt('pos=I:0,0,0,0,0,0/0,0,0,0,0,0:-:28,20');
  await page.keyboard.press('Escape'); // the game-over summary
  assert.equal((await readHint(page)).disabled, true);
  await page.click('#analyse');
  // The panel opens once its words are in: empty until then, 'Analysing…' while it looks.
  await page.waitForFunction(
    () => !['', 'Analysing…'].includes(document.querySelector('#analysis .analysis-status').textContent),
  );
  assert.equal(await page.textContent('#analysis .analysis-status'), 'The game is over: no moves to analyse.');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the_analysis_follows_a_shared_game_stepped_back_and_forth', { skip }, async () => {
  const page = await openAt(`pos=${START}&moves=3.5.1&at=1`);
  await page.click('#analyse');
  for (const at of [1, 2, 0, 3]) {
    await page.evaluate((n) => {
      location.hash = `pos=${'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0'}&moves=3.5.1&at=${n}`;
    }, at);
    await waitIdle(page);
    const board = await readBoard(page);
    const turn = board.legal[0][0];
    const player = turn === 'S' ? 'South' : 'North';
    await page.waitForFunction(
      (p) =>
        document.querySelector('#analysis .analysis-for').textContent.includes(p) &&
        document.querySelectorAll('#analysis .analysis-list li').length > 0,
      player,
      { timeout: 60000 },
    );
    const a = await readAnalysis(page);
    assert.deepEqual(
      a.rows.map((r) => r.hole).sort((x, y) => x - y),
      holeNumbers(board.legal),
      `at=${at}`,
    );
    assert.match(a.status, /^Looked \d+ moves ahead\.$|^Solved/, `at=${at}`);
  }
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const size of [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
]) {
  test(`screenshots_of_the_hint_and_the_analysis_${size.name}`, { skip }, async () => {
    const page = await openAt(`pos=I:0,2,0,1,0,1/1,0,2,0,1,0:N:18,22`, size);
    await hint(page);
    await page.screenshot({ path: path.join(OUT, `hint-${size.name}.png`) });
    await page.click('#analyse');
    await readAnalysis(page);
    await page.screenshot({ path: path.join(OUT, `analysis-${size.name}.png`) });
    const m = await page.evaluate(() => ({ scrollW: document.documentElement.scrollWidth }));
    assert.ok(m.scrollW <= size.width, `no sideways scrolling (${m.scrollW} px)`);
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}
