// puzzle-names.test.mjs - puzzles named by theme and number (puzzle-pick.js),
// the theme filter, and the history of tries (puzzle-history.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadPuzzles, numberPuzzles, nextPuzzle, themeKey, PUZZLE_THEMES } from '../../web/js/learn/puzzle-pick.js';
import { readHistory, addHistory, MAX_HISTORY } from '../../web/js/learn/puzzle-history.js';
const LANGS = ['en', 'es', 'fr', 'pt', 'pl', 'it'];

test('puzzles are numbered 1.. within their theme and variant, every name unique', async () => {
  const puzzles = await loadPuzzles();
  const names = new Set(puzzles.map((p) => `${p.variant} ${p.kind} ${p.number}`));
  assert.equal(names.size, puzzles.length);
  for (const v of ['I', 'II', 'III']) {
    for (const kind of PUZZLE_THEMES) {
      const numbers = puzzles.filter((p) => p.variant === v && p.kind === kind).map((p) => p.number);
      assert.deepEqual(numbers, numbers.map((_, k) => k + 1), `${v} ${kind}`);
    }
  }
  assert.ok(puzzles.every((p) => PUZZLE_THEMES.includes(p.kind)), 'every kind is a theme with a name');
  const list = numberPuzzles([{ variant: 'I', kind: 'turn' }, { variant: 'I', kind: 'endgame' }, { variant: 'I', kind: 'turn' }, { variant: 'II', kind: 'turn' }]);
  assert.deepEqual(list.map((p) => p.number), [1, 1, 2, 1]);
});

test('every theme has a name in every language', async () => {
  for (const lang of LANGS) {
    const { default: words } = await import(`../../web/js/i18n/${lang}/lessons-${lang}.js`);
    for (const kind of PUZZLE_THEMES) assert.equal(typeof words[themeKey(kind)], 'string', `${lang} ${kind}`);
  }
});

test('the next puzzle keeps to the chosen theme', () => {
  const list = [{ id: 'a', kind: 'turn' }, { id: 'b', kind: 'endgame' }, { id: 'c', kind: 'turn' }, { id: 'd', kind: 'endgame' }];
  assert.equal(nextPuzzle(list, list[0], { solved: [] }, 'endgame').id, 'b');
  assert.equal(nextPuzzle(list, list[1], { solved: [] }, 'endgame').id, 'd');
  assert.equal(nextPuzzle(list, list[1], { solved: ['d'] }, 'endgame').id, 'b', 'the others solved: the theme still holds');
  assert.equal(nextPuzzle(list, list[0], { solved: [] }, 'all').id, 'b');
});

test('the history keeps the newest first, bounded, and drops damaged entries', () => {
  let h = [];
  for (let k = 0; k < MAX_HISTORY + 5; k++) h = addHistory(h, `p${k}`, k % 2 === 0, k);
  assert.equal(h.length, MAX_HISTORY);
  assert.equal(h[0].id, `p${MAX_HISTORY + 4}`);
  assert.deepEqual(readHistory([{ id: 'x', solved: true, at: 1 }, { id: 3 }, null, 'y']), [{ id: 'x', solved: true, at: 1 }]);
  assert.deepEqual(readHistory('broken'), []);
});
