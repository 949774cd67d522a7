// puzzle-pick.test.mjs - puzzles named by theme and number (puzzle-pick.js),
// the theme filter, and the history of tries (puzzle-history.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  loadPuzzles,
  numberPuzzles,
  nextPuzzle,
  themeKey,
  mainTheme,
  puzzleName,
  themesIn,
  PUZZLE_THEMES,
  PUZZLE_SIZES,
} from '../../web/js/learn/puzzle-pick.js';
import { readHistory, addHistory, MAX_HISTORY } from '../../web/js/learn/puzzle-history.js';
const LANGS = ['en', 'es', 'fr', 'pt', 'pl', 'it'];

test('puzzles are numbered 1.. within their named theme, variant and size, every name unique', async () => {
  let puzzles = [];
  for (const n of PUZZLE_SIZES) puzzles = [...puzzles, ...(await loadPuzzles(n)).filter((p) => p.n === n)];
  const names = new Set(puzzles.map((p) => puzzleName(p, (key, values) => `${key}${JSON.stringify(values ?? {})}`)));
  assert.equal(names.size, puzzles.length);
  for (const v of ['I', 'II', 'III']) {
    for (const n of PUZZLE_SIZES) {
      for (const theme of PUZZLE_THEMES) {
        const numbers = puzzles
          .filter((p) => p.variant === v && p.n === n && mainTheme(p) === theme)
          .map((p) => p.number);
        assert.deepEqual(
          numbers,
          numbers.map((_, k) => k + 1),
          `${v} 2x${n} ${theme}`,
        );
      }
    }
  }
  assert.ok(
    puzzles.every((p) => p.themes.every((x) => PUZZLE_THEMES.includes(x))),
    'every theme has a name',
  );
  const list = numberPuzzles([
    { variant: 'I', kind: 'turn' },
    { variant: 'I', kind: 'endgame' },
    { variant: 'I', kind: 'turn' },
    { variant: 'II', kind: 'turn' },
    { variant: 'I', kind: 'turn', themes: ['turn', 'relay'] },
    { variant: 'I', kind: 'turn', n: 8 },
  ]);
  assert.deepEqual(
    list.map((p) => p.number),
    [1, 1, 2, 1, 1, 1],
  );
});

test('a name says the most specific theme, and the size off 2x6', () => {
  const say = (key, values) => `${key}(${Object.values(values ?? {}).join(',')})`;
  const p = { variant: 'I', kind: 'turn', themes: ['turn', 'relay', 'extra'], n: 8, number: 3 };
  assert.equal(puzzleName(p, say), 'puzzleNameSize(puzzleThemeRelay(),3,I,boardSize(8))');
  assert.equal(mainTheme({ kind: 'endgame', themes: ['endgame', 'extra', 'lastFour'] }), 'lastFour');
  assert.equal(puzzleName({ ...p, themes: ['turn'], n: 6 }, say), 'puzzleName(puzzleThemeTurn(),3,I,boardSize(6))');
  const list = [
    { n: 6, kind: 'turn', themes: ['turn'] },
    { n: 8, kind: 'endgame', themes: ['endgame', 'lastFour'] },
  ];
  assert.deepEqual(themesIn(list, 8), ['endgame', 'lastFour']);
  assert.deepEqual(themesIn(list, 12), []);
});

test('every theme has a name in every language', async () => {
  for (const lang of LANGS) {
    const { default: words } = await import(`../../web/js/i18n/${lang}/lessons-${lang}.js`);
    for (const kind of PUZZLE_THEMES) assert.equal(typeof words[themeKey(kind)], 'string', `${lang} ${kind}`);
  }
});

test('the next puzzle keeps to the chosen theme', () => {
  const list = [
    { id: 'a', kind: 'turn' },
    { id: 'b', kind: 'endgame' },
    { id: 'c', kind: 'turn' },
    { id: 'd', kind: 'endgame' },
  ];
  assert.equal(nextPuzzle(list, list[0], { solved: [] }, 'endgame').id, 'b');
  assert.equal(nextPuzzle(list, list[1], { solved: [] }, 'endgame').id, 'd');
  assert.equal(
    nextPuzzle(list, list[1], { solved: ['d'] }, 'endgame').id,
    'b',
    'the others solved: the theme still holds',
  );
  assert.equal(nextPuzzle(list, list[0], { solved: [] }, 'all').id, 'b');
  const sized = [
    { id: 'a', kind: 'turn', n: 6 },
    { id: 'b', kind: 'turn', themes: ['turn', 'relay'], n: 8 },
    { id: 'c', kind: 'endgame', n: 8 },
    { id: 'd', kind: 'turn', themes: ['turn', 'relay'], n: 12 },
  ];
  assert.equal(nextPuzzle(sized, sized[0], { solved: [] }, 'relay', 8).id, 'b', 'theme and size');
  assert.equal(nextPuzzle(sized, sized[1], { solved: [] }, 'relay', 12).id, 'd');
  assert.equal(
    nextPuzzle(sized, sized[0], { solved: [] }, 'lastFour', 8).id,
    'b',
    'a theme the size lacks: the size holds',
  );
});

test('the history keeps the newest first, bounded, and drops damaged entries', () => {
  let h = [];
  for (let k = 0; k < MAX_HISTORY + 5; k++) h = addHistory(h, `p${k}`, k % 2 === 0, k);
  assert.equal(h.length, MAX_HISTORY);
  assert.equal(h[0].id, `p${MAX_HISTORY + 4}`);
  assert.deepEqual(readHistory([{ id: 'x', solved: true, at: 1 }, { id: 3 }, null, 'y']), [
    { id: 'x', solved: true, at: 1 },
  ]);
  assert.deepEqual(readHistory('broken'), []);
});
