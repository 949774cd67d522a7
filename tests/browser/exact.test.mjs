// The endgame tables in the page (web/engine/engine-tables.js, built in the
// search worker): the hint says the exact result with best play, "(exact)",
// at a 2x6 position of at most 8 seeds, as the game's final margin (the
// captures so far count), and names the moves the tables keep; at a 12-seed
// position it never says "exact", whatever the search finds there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle, useBrowser } from './harness.mjs';

// 8 seeds on the board. South captures all eight with S1 or S3 (the tables'
// value +8), and is 8 behind: a draw with best play.
const DRAWN = 'I:1,0,1,0,0,3/1,0,0,1,0,1:S:16,24';
// 8 seeds, South 16 behind: only S4 keeps the value (+8), a loss by 8.
const LOST = 'I:0,2,0,1,0,1/0,0,1,0,2,1:S:12,28';
// 12 seeds: beyond the page's tables.
const TWELVE = 'I:2,0,1,0,0,3/1,0,2,1,1,1:S:16,20';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** The hint's line, glowing holes and spoken words at a position, in a language. */
async function hintAt(position, lang = 'en') {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=${lang}#pos=${position}`);
  await waitIdle(page);
  await page.click('#hint');
  await page.waitForFunction(() => {
    const line = document.getElementById('hint-line');
    return !line.hidden && !line.classList.contains('thinking') && line.textContent !== '';
  }, null, { timeout: 20000 });
  const hint = await page.evaluate(() => ({
    text: document.getElementById('hint-line').textContent,
    hinted: [...document.querySelectorAll('#board .hole.hinted')].map((h) => h.dataset.hole).sort(),
    spoken: document.getElementById('announcer').textContent,
  }));
  await page.close();
  return hint;
}

test('the hint says the exact result at an 8-seed position, with the captures so far', { skip }, async () => {
  const drawn = await hintAt(DRAWN);
  assert.equal(drawn.text, 'Best: S1 or S3 — a draw with best play (exact)');
  assert.deepEqual(drawn.hinted, ['S1', 'S3']);
  assert.match(drawn.spoken, /a draw with best play \(exact\)/);
  const lost = await hintAt(LOST);
  assert.equal(lost.text, 'Best: S4 — loses by 8 seeds with best play (exact)');
  assert.deepEqual(lost.hinted, ['S4'], 'the one move the tables keep');
  assert.deepEqual(env.errors, []);
});

test('the exact words come in the language in use', { skip }, async () => {
  const lost = await hintAt(LOST, 'es');
  assert.match(lost.text, /pierde por 8 semillas con el mejor juego \(exacto\)$/);
  assert.deepEqual(env.errors, []);
});

test('the hint never says exact at a 12-seed position', { skip }, async () => {
  const twelve = await hintAt(TWELVE);
  assert.match(twelve.text, /^Best: S\d/);
  assert.doesNotMatch(twelve.text, /exact/);
  assert.doesNotMatch(twelve.spoken, /exact/);
  assert.deepEqual(env.errors, []);
});
