// The search's verdict in words and as a short number (web/js/analysis/evaluation.js),
// for the hint and the analysis view. The inputs are search results written
// by hand in the shape Searcher.search returns (engine.js): a result has
// `move` and `exact` (proven); a move has `exact` (a value, else an upper
// bound) and `proven`. outcome 1 / -1: a sure win / loss by at least `seeds`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES, setLanguage, loadWords } from '../../web/js/i18n/strings.js';
import { verdictOf, verdictWords, verdictNumber, rankMoves, isProven } from '../../web/js/analysis/evaluation.js';

// The verdicts' words are in the later tables, loaded before a hint or the
// analysis shows (hint.js); once loaded, each language switch brings its own.
await loadWords('more');

const result = (outcome, seeds, exact) => ({ move: 1, score: 0, outcome, seeds, exact, moves: [] });
const move = (outcome, seeds, exact, proven) => ({ hole: 1, score: 0, outcome, seeds, exact, proven });

test('a proven result: wins / loses by so many seeds with best play, or a draw', async () => {
  await setLanguage('en');
  assert.equal(verdictWords(result(1, 8, true)), 'wins by 8 seeds with best play');
  assert.equal(verdictWords(result(1, 1, true)), 'wins by 1 seed with best play');
  assert.equal(verdictWords(result(-1, -4, true)), 'loses by 4 seeds with best play');
  assert.equal(verdictWords(result(0, 0, true)), 'draw with best play');
  assert.equal(verdictNumber(result(1, 8, true)), '+8');
  assert.equal(verdictNumber(result(-1, -4, true)), '-4');
  assert.equal(verdictNumber(result(0, 0, true)), '0');
  assert.ok(isProven(result(1, 8, true)));
});

test('a sure winner with the margin still open: "at least"', async () => {
  await setLanguage('en');
  assert.equal(verdictWords(result(-1, -3, false)), 'loses by at least 3 seeds');
  assert.equal(verdictWords(result(1, 1, false)), 'wins by at least 1 seed');
  assert.equal(verdictNumber(result(-1, -3, false)), '≤ -3');
  assert.equal(verdictNumber(result(1, 6, false)), '≥ +6');
  assert.ok(!isProven(result(-1, -3, false)));
  // A move's value at the depth reached, not proven: the same.
  assert.equal(verdictWords(move(1, 2, true, false)), 'wins by at least 2 seeds');
});

test('an estimate: about so many seeds ahead or behind, or about even', async () => {
  await setLanguage('en');
  assert.equal(verdictWords(result(0, 2.2, false)), 'about 2 seeds ahead');
  assert.equal(verdictWords(result(0, 1.4, false)), 'about 1 seed ahead');
  assert.equal(verdictWords(result(0, -10.98, false)), 'about 11 seeds behind');
  assert.equal(verdictWords(result(0, 0.3, false)), 'about even');
  assert.equal(verdictWords(result(0, 0, false)), 'about even', 'not proven: a 0 is not a draw');
  assert.equal(verdictNumber(result(0, 1.53, false)), '≈ +1.5');
  assert.equal(verdictNumber(result(0, -10.98, false)), '≈ -11');
  assert.equal(verdictNumber(result(0, 0.02, false)), '≈ 0');
});

test('a move known only as an upper bound: "at best", except a loss, which stays a sure loss', async () => {
  await setLanguage('en');
  assert.equal(verdictWords(move(0, 1.5, false, false)), 'at best about 2 seeds ahead');
  assert.equal(verdictNumber(move(0, 1.5, false, false)), '≤ +1.5');
  assert.equal(verdictWords(move(1, 4, false, true)), 'at best a win by 4 seeds');
  assert.equal(verdictNumber(move(1, 4, false, true)), '≤ +4');
  assert.equal(verdictWords(move(0, 0, false, true)), 'at best a draw');
  assert.equal(verdictNumber(move(0, 0, false, true)), '≤ 0');
  assert.equal(verdictWords(move(-1, -8, false, true)), 'loses by at least 8 seeds');
  assert.equal(verdictNumber(move(-1, -8, false, true)), '≤ -8');
  assert.equal(verdictOf(move(-1, -8, true, true)).kind, 'loss', 'a proven value');
  assert.equal(verdictOf(move(-1, -8, true, false)).kind, 'lossAtLeast', 'a value at that depth only');
});

test('Spanish words and decimal comma', async () => {
  assert.equal(await setLanguage('es'), 'es');
  assert.equal(verdictWords(result(1, 8, true)), 'gana por 8 semillas con el mejor juego');
  assert.equal(verdictWords(result(1, 1, true)), 'gana por 1 semilla con el mejor juego');
  assert.equal(verdictWords(result(-1, -3, false)), 'pierde por al menos 3 semillas');
  assert.equal(verdictWords(result(0, 0, true)), 'empate con el mejor juego');
  assert.equal(verdictWords(result(0, 2.2, false)), 'cerca de 2 semillas de ventaja');
  assert.equal(verdictNumber(result(0, 1.53, false)), '≈ +1,5');
});

test('Polish counts: 1 ziarno, 3 ziarna, 5 ziaren, 22 ziarna', async () => {
  assert.equal(await setLanguage('pl'), 'pl');
  assert.equal(verdictWords(result(1, 1, true)), 'wygrywa o 1 ziarno przy najlepszej grze');
  assert.equal(verdictWords(result(1, 3, true)), 'wygrywa o 3 ziarna przy najlepszej grze');
  assert.equal(verdictWords(result(-1, -5, false)), 'przegrywa o co najmniej 5 ziaren');
  assert.equal(verdictWords(result(-1, -22, true)), 'przegrywa o 22 ziarna przy najlepszej grze');
});

test('every verdict has words in every language', async () => {
  const samples = [
    result(1, 8, true),
    result(-1, -2, true),
    result(0, 0, true),
    result(1, 3, false),
    result(-1, -1, false),
    result(0, 4.4, false),
    result(0, -2.6, false),
    result(0, 0.1, false),
    move(0, 2, false, false),
    move(1, 5, false, false),
    move(-1, -6, false, true),
    move(0, 0, false, true),
  ];
  for (const code of Object.keys(LANGUAGES)) {
    assert.equal(await setLanguage(code), code);
    for (const entry of samples) {
      const words = verdictWords(entry);
      assert.doesNotMatch(words, /^eval|[{}]/, `${code}: ${JSON.stringify(entry)} -> ${words}`);
      assert.match(verdictNumber(entry), /\d/, code);
    }
  }
});

test('moves ranked best first, then by score', () => {
  const ranked = rankMoves({
    move: 3,
    moves: [
      { hole: 1, score: -16800 },
      { hole: 2, score: 120 },
      { hole: 3, score: 120 },
      { hole: 5, score: 16400 },
    ].map((m) => ({ ...m, outcome: 0, seeds: 0, exact: true, proven: false })),
  });
  // Hole 5's score is higher but hole 3 is the search's choice (e.g. an
  // iteration cut short kept it): the choice leads, the rest follow by score.
  assert.deepEqual(
    ranked.map((m) => m.hole),
    [3, 5, 2, 1],
  );
});

test("the prover's bounds in words (bound-words.js): a sure result first, else the tighter bound, never exact", async () => {
  const { boundWords } = await import('../../web/js/i18n/bound-words.js');
  await setLanguage('en');
  const cases = [
    [{ lo: 4, hi: 12 }, 'wins by at least 4 seeds'],
    [{ lo: 1, hi: null }, 'wins by at least 1 seed'],
    [{ lo: -24, hi: -16 }, 'loses by at least 16 seeds'],
    [{ lo: null, hi: -2 }, 'loses by at least 2 seeds'],
    [{ lo: 0, hi: 16 }, 'at least a draw'],
    [{ lo: -8, hi: 0 }, 'at best a draw'],
    [{ lo: -2, hi: 6 }, 'loses by at most 2 seeds'],
    [{ lo: -4, hi: 4 }, 'loses by at most 4 seeds'],
    [{ lo: -6, hi: 1 }, 'at best a win by 1 seed'],
    [{ lo: null, hi: 6 }, 'at best a win by 6 seeds'],
    [{ lo: -3, hi: null }, 'loses by at most 3 seeds'],
  ];
  for (const [bounds, words] of cases) assert.equal(boundWords(bounds), words, JSON.stringify(bounds));
  // The search's estimate of the best move follows where it lies within the bounds; a bound or a proven value does not.
  const about = move(0, 7.2, true, false);
  assert.equal(boundWords({ lo: 0, hi: 16 }, about, verdictWords(about)), 'at least a draw, about 7 seeds ahead');
  assert.equal(boundWords({ lo: 0, hi: 4 }, about, verdictWords(about)), 'at least a draw');
  const sure = move(-1, -16, true, false);
  assert.equal(boundWords({ lo: -24, hi: -16 }, sure, verdictWords(sure)), 'loses by at least 16 seeds');
  const notMore = move(0, 2, false, false);
  assert.equal(boundWords({ lo: 0, hi: 16 }, notMore, verdictWords(notMore)), 'at least a draw');
  await setLanguage('pl');
  assert.equal(boundWords({ lo: -5, hi: 8 }), 'przegrywa o co najwyżej 5 ziaren');
  assert.equal(boundWords({ lo: -2, hi: 8 }), 'przegrywa o co najwyżej 2 ziarna');
  assert.equal(boundWords({ lo: 0, hi: 8 }), 'co najmniej remis');
  for (const language of Object.keys(LANGUAGES)) {
    await setLanguage(language);
    for (const [bounds] of cases) assert.doesNotMatch(boundWords(bounds), /exact|dokładnie|exacto|exato|esatto|\{/);
  }
  await setLanguage('en');
});
