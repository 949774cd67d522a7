// learn-puzzles.js - the puzzle trainer on the Learn screen (the puzzles of
// puzzle-pick.js). A puzzle goes through three phases: 'solve' (the learner
// moves), then either 'over' at once (the right move), or 'best' (a wrong
// move was answered; the position comes back and the engine plays the best
// move) and then 'over'. While a move is judged ('judging') no other counts,
// and the board only shows while a miss is read. 'solution' plays the whole
// proving line, both sides, and ends 'over'. The record (streak, solved), the
// learner's rating (rating.js), each puzzle tried's own rating
// (puzzle-ratings.js), the history of tries and the theme are kept on the
// device. Where the endgame tables reach a puzzle, its explanation adds their
// exact value (puzzle-exact.js).
// The board and the panel are the screen's (learn.js), reached through `screen`.

import {
  loadPuzzles,
  loadHistorySets,
  puzzleOfDay,
  nextPuzzle,
  readRecord,
  PUZZLE_THEMES,
  PUZZLE_SIZES,
  hasTheme,
  themesIn,
  puzzleName,
  sizeOf,
} from './puzzle-pick.js';
import { readRating } from './rating.js';
import { readPuzzleRatings, puzzleRating, tryPuzzle, distanceFrom } from './puzzle-ratings.js';
import { createPuzzleExact, exactParagraph } from './puzzle-exact.js';
import { readHistory } from './puzzle-history.js';
import { createPuzzleTools } from './puzzle-tools.js';
import { holeIndex } from '../board/holes.js';
import { summarize, facts } from './lesson-check.js';
import { paragraph } from './learn-panel.js';
import { t, loadWords } from '../i18n/strings.js';
import { load } from '../lib/store.js';

const STORE_PUZZLES = 'hoyito.puzzles';
const STORE_RATING = 'hoyito.puzzleRating';
const STORE_PUZZLE_RATINGS = 'hoyito.puzzleRatings';
const STORE_HISTORY = 'hoyito.puzzleHistory';
const STORE_THEME = 'hoyito.puzzleTheme';
const STORE_SIZE = 'hoyito.puzzleSize';
// A move of the shown solution stays in sight this long before the next one (none at speed 'instant').
const SOLUTION_STEP_MS = 400;
// A wrong puzzle move stays in sight this long before the best one is played (none at speed 'instant').
const SHOW_BEST_AFTER_MS = 900;

/** @typedef {import('./puzzle-pick.js').Puzzle} Puzzle */
/** @typedef {import('./lesson-check.js').Sentence} Sentence */
/** @typedef {import('./learn.js').Screen} Screen */
/**
 * A move played on the puzzle's board (the controller's `position` detail).
 * @typedef {{ move: { player: string, move: number, events: import('../../engine/engine.js').MoveEvent[] } }} Played
 */

// A change of rating as the feedback says it: "+12", "−9" (a minus sign), "±0".
const signed = (/** @type {number} */ n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '\u00b10');

// Why puzzle `p`'s answer is the best move, from the engine's figures.
/** @type {(p: Puzzle) => Sentence} */
const proofOf = (p) =>
  p.kind === 'turn'
    ? { key: 'puzzleRightTurn', values: { best: p.best, second: p.second } }
    : { key: 'puzzleRightEndgame', values: { margin: p.best - p.second } };

// The puzzle is over: the endgame tables' exact value (`exact`, puzzle-exact.js)
// joins the answer shown (now, or when the worker answers), unless another
// puzzle, answer or screen came by then.
/**
 * @param {Screen} screen
 * @param {ReturnType<typeof createPuzzleExact>} exact
 * @param {Puzzle} puzzle
 */
async function sayExact(screen, exact, puzzle) {
  const shown = screen.words;
  const mine = screen.claim(); // nothing else of the puzzle waits once it is over
  const found = await exact.of(puzzle);
  if (!found || screen.stale(mine, 'puzzle') || screen.words !== shown) return;
  const said = exactParagraph(found);
  screen.setWords({ ...shown, parts: [...shown.parts, said] });
  screen.show();
  screen.speak(paragraph(said));
}

// What the device keeps of the puzzles, read again; where the store holds
// nothing (an embed keeps nothing: screen.load gives null) the values `now` stay.
/**
 * @param {Screen} screen
 * @param {import('./puzzle-ratings.js').Kept} now
 * @returns {import('./puzzle-ratings.js').Kept}
 */
function readKept(screen, now) {
  /** @type {<T>(key: string, read: (saved: unknown) => T, value: T) => T} */
  const fresh = (key, read, value) => {
    const saved = screen.load(key);
    return saved === null || saved === undefined ? value : read(saved);
  };
  return {
    record: fresh(STORE_PUZZLES, readRecord, now.record),
    rating: fresh(STORE_RATING, readRating, now.rating),
    ratings: fresh(STORE_PUZZLE_RATINGS, readPuzzleRatings, now.ratings),
    history: fresh(STORE_HISTORY, readHistory, now.history),
  };
}

/**
 * The puzzles for `ctl` (the board's controller); `state` is the board's
 * state (read for its speed). `screen`: learn.js's { enter, startBoard,
 * finishBoard, claim, stale, takeNote, setNote, words, setWords, show, answer, speak, save }.
 * @param {import('./learn.js').LearnCtl} ctl
 * @param {import('./learn.js').LearnState} state
 * @param {Screen} screen
 */
export function createPuzzles(ctl, state, screen) {
  /** @type {Puzzle[] | null} */
  let puzzles = null; // every puzzle, once loaded
  /** @type {Puzzle[]} */
  let shelf = []; // puzzles of other sizes the history names, loaded with the trainer
  // Null until a puzzle opens, and after the puzzles failed to load: what reads it runs with one (the guards say where not).
  let puzzle = /** @type {Puzzle} */ (/** @type {unknown} */ (null));
  let phase = 'solve'; // 'solve', 'judging' (the try is answered), 'best' (the best move is being shown), 'solution', 'over'
  let turn = /** @type {import('../../engine/engine.js').Side | null} */ ('S'); // who moves in the puzzle's position
  let record = readRecord(load(STORE_PUZZLES));
  let rating = readRating(load(STORE_RATING));
  let ratings = readPuzzleRatings(load(STORE_PUZZLE_RATINGS)); // each puzzle tried's own, newest first
  let history = readHistory(load(STORE_HISTORY));
  const savedTheme = load(STORE_THEME);
  let theme = PUZZLE_THEMES.includes(savedTheme) ? savedTheme : 'all';
  let size = PUZZLE_SIZES.includes(load(STORE_SIZE)) ? load(STORE_SIZE) : PUZZLE_SIZES[0]; // the board size chosen
  let rated = false; // this opening of the puzzle has been offered to the rating (tryPuzzle)
  /** @type {Sentence[]} */
  let solutionRating = []; // what showing the solution did to the rating, in words (its answer says it)
  let hinted = false; // the hint was shown: no clean solve
  let step = 0; // the solution's next move (phase 'solution')
  /** @type {ReturnType<typeof createPuzzleTools> | null} */
  let tools = null; // the row of puzzle-tools.js, once the trainer opened
  const exact = createPuzzleExact({
    engine: () => /** @type {import('../../engine/engine.js').Engine} */ (ctl.engine),
  });

  /**
   * Opens puzzle `id`, or the puzzle of the day (also after an unknown id); `push`: a new history entry.
   * @param {string | null} id
   * @param {{ push?: boolean }} [options]
   */
  async function openAll(id, { push = false } = {}) {
    await loadWords('lessons');
    tools ??= createPuzzleTools(document, /** @type {Element} */ (document.getElementById('learn')), act);
    try {
      puzzles = await loadPuzzles(size, id);
    } catch (e) {
      screen.enter('puzzle', 'puzzle', push);
      puzzle = /** @type {Puzzle} */ (/** @type {unknown} */ (null));
      screen.setWords({
        parts: [[{ key: 'puzzleLoadFailed', values: { detail: String(/** @type {any} */ (e)?.message || e) } }]],
        verdict: 'wrong',
      });
      screen.show();
      return;
    }
    const asked = id ? puzzles.find((p) => p.id === id) : null;
    screen.setNote(id && !asked ? { key: 'puzzleUnknown', values: { id } } : null);
    open(asked ?? puzzleOfDay(puzzles, new Date()), { push });
    loadShelf();
  }

  /**
   * @param {Puzzle} p
   * @param {{ push?: boolean }} [options]
   */
  function open(p, { push = false } = {}) {
    screen.enter('puzzle', `puzzle=${p.id}`, push);
    start(p, { retry: false });
  }

  /**
   * @param {Puzzle} p
   * @param {{ retry: boolean }} how
   */
  function start(p, { retry }) {
    puzzle = p;
    phase = 'solve';
    hinted = false;
    if (!retry) {
      rated = false;
      solutionRating = [];
      reread(); // the rating and history shown are the device's now
    }
    screen.setWords({ parts: screen.takeNote(), verdict: '' });
    screen.startBoard(p.pos);
    turn = ctl.snapshot().turn;
    exact.of(p); // asked now: ready by the time the puzzle is over
    ctl.mark({ hint: null });
    screen.show();
    screen.speak(`${title()}. ${goal()}`);
  }

  const nameOf = (/** @type {Puzzle} */ p) => puzzleName(p, t);
  const byId = (/** @type {string} */ id) => puzzles?.find((x) => x.id === id) ?? shelf.find((x) => x.id === id);
  const title = () => nameOf(puzzle);
  const goal = () =>
    t(puzzle.kind === 'turn' ? 'puzzleGoalTurn' : 'puzzleGoalEndgame', {
      player: t(/** @type {import('../../engine/engine.js').Side} */ (turn)), // a puzzle is not over
    });
  const isToday = () => puzzles && puzzle === puzzleOfDay(puzzles, new Date());

  /**
   * Answers a move played on the puzzle's board (the controller's `position` detail).
   * @param {Played} detail
   */
  async function onMove(detail) {
    const what = facts(summarize(detail.move.events));
    const mine = screen.claim();
    if (phase === 'solve') {
      // One try: the puzzle's side and hole both count, and nothing is judged twice.
      phase = 'judging';
      await judge(detail.move.player === turn && detail.move.move === puzzle.answer, what, mine);
    } else if (phase === 'best') {
      phase = 'judging'; // the engine's best move: the one move this phase answers
      await bestShown(what, mine);
    } else if (phase === 'solution') {
      await solutionStep(detail, mine);
    }
  }

  // Read again before a try: another tab may have tried a puzzle since.
  function reread() {
    ({ record, rating, ratings, history } = readKept(screen, { record, rating, ratings, history }));
  }

  // The first result of an opening is the try (a hint or the solution makes it a miss); only a
  // puzzle's first try on the device counts (tryPuzzle). The words of what it did to the rating, or none.
  /**
   * @param {boolean} right
   * @param {boolean} helped
   * @returns {Sentence[]}
   */
  function rate(right, helped) {
    if (rated) return [];
    rated = true;
    reread();
    const tried = tryPuzzle({ rating, ratings, history, record }, puzzle, { right, helped, n: sizeOf(puzzle) });
    ({ rating, ratings, history, record } = tried.kept);
    const now = Math.round(rating.rating);
    if (!tried.counted) return [{ key: 'puzzleRatingKept', values: { rating: now } }];
    screen.save(STORE_RATING, rating);
    screen.save(STORE_PUZZLE_RATINGS, ratings);
    screen.save(STORE_HISTORY, history);
    screen.save(STORE_PUZZLES, record);
    return [{ key: 'puzzleRatingChange', values: { change: signed(tried.change), rating: now } }];
  }

  // The learner's move: right ends the puzzle; wrong says what it did, then shows the best.
  /**
   * @param {boolean} right
   * @param {Sentence[]} what
   * @param {number} mine
   */
  async function judge(right, what, mine) {
    const said = rate(right, hinted);
    await ctl.idle();
    if (screen.stale(mine, 'puzzle')) return;
    if (right) {
      phase = 'over';
      screen.finishBoard();
      screen.answer({ parts: [[{ key: 'puzzleRight' }, proofOf(puzzle), ...what, ...said]], verdict: 'right' });
      sayExact(screen, exact, puzzle);
      return;
    }
    screen.answer({ parts: [[{ key: 'puzzleWrong' }, ...what, ...said]], verdict: 'wrong' });
    // The board only shows while the miss is read: a tap there would be another try.
    screen.finishBoard();
    // What the best move does: the position again, and the engine plays it.
    if (state.speed !== 'instant') await new Promise((r) => setTimeout(r, SHOW_BEST_AFTER_MS));
    if (screen.stale(mine, 'puzzle')) return;
    screen.startBoard(puzzle.pos);
    phase = 'best';
    screen.setWords({
      parts: [...screen.words.parts, [{ key: 'puzzleBest', values: { hole: puzzle.answer } }]],
      verdict: 'wrong',
    });
    screen.show();
    ctl.play(puzzle.answer);
  }

  // The best move, played by the engine, has been shown: what it did joins its paragraph.
  /**
   * @param {Sentence[]} what
   * @param {number} mine
   */
  async function bestShown(what, mine) {
    await ctl.idle();
    if (screen.stale(mine, 'puzzle')) return;
    phase = 'over';
    const [wrong, best] = screen.words.parts;
    screen.setWords({ parts: [wrong, [...best, ...what]], verdict: 'wrong' });
    screen.finishBoard();
    screen.show();
    screen.speak(paragraph(screen.words.parts[1]));
    sayExact(screen, exact, puzzle);
  }

  // The hint: the answer's hole gets the board's hint mark.
  function hint() {
    if (!puzzle || phase !== 'solve') return;
    hinted = true;
    const snap = ctl.snapshot();
    ctl.mark({ hint: holeIndex(snap.n, snap.turn, puzzle.answer) });
    screen.setWords({ parts: [...screen.words.parts, [{ key: 'puzzleHintShown' }]], verdict: '' });
    screen.show();
    screen.speak(t('puzzleHintShown'));
  }

  // The solution: the puzzle's position again, and the proving line played move by move, both sides.
  function showSolution() {
    if (!puzzle || (phase !== 'solve' && phase !== 'over')) return; // never over a move still being answered
    solutionRating = rate(false, true);
    playSolution();
  }

  async function playSolution() {
    screen.startBoard(puzzle.pos);
    ctl.mark({ hint: null });
    phase = 'solution';
    step = 0;
    screen.answer({ parts: [[{ key: 'puzzleSolutionShown' }, ...solutionRating]], verdict: 'wrong' });
    const mine = screen.claim();
    await ctl.idle(); // a move still drawn would refuse the first one
    if (!screen.stale(mine, 'puzzle')) ctl.play(puzzle.line[0]);
  }

  /**
   * @param {Played} detail
   * @param {number} mine
   */
  async function solutionStep(detail, mine) {
    if (detail.move.move !== puzzle.line[step]) {
      playSolution(); // a tap came between the solution's moves: the line starts again
      return;
    }
    step++;
    await ctl.idle();
    if (step < puzzle.line.length && state.speed !== 'instant')
      await new Promise((r) => setTimeout(r, SOLUTION_STEP_MS));
    if (screen.stale(mine, 'puzzle')) return;
    if (step < puzzle.line.length) {
      ctl.play(puzzle.line[step]);
      return;
    }
    phase = 'over';
    screen.finishBoard();
    screen.answer({ parts: [[{ key: 'puzzleSolutionShown' }, proofOf(puzzle), ...solutionRating]], verdict: 'wrong' });
    sayExact(screen, exact, puzzle);
  }

  /**
   * A press of the tools' row: a puzzle id ('history'), a theme or a size with it.
   * @param {string | undefined} name
   * @param {any} value
   */
  function act(name, value) {
    if (name === 'hint') hint();
    else if (name === 'solution') showSolution();
    else if (name === 'history')
      openAll(value, { push: true }); // its set loads if it is not yet
    else if (name === 'history-open')
      loadShelf(); // again, should it have failed
    else if (name === 'theme' && puzzles) chooseTheme(value, true);
    else if (name === 'size' && PUZZLE_SIZES.includes(value)) {
      size = value;
      screen.save(STORE_SIZE, size);
      loadPuzzles(size).then(
        (all) => ((puzzles = all), open(nextPuzzle(all, puzzle, record, theme, size), { push: true })),
        () => screen.show(),
      );
    }
  }

  // The sets of other sizes the history names load behind the puzzle, so its heading counts
  // their tries before it opens (a set that cannot load: its tries unlisted, as if no longer shipped).
  async function loadShelf() {
    shelf = await loadHistorySets(history, puzzles ?? []).catch(() => shelf);
    if (shelf.length) screen.show(); // only a history of other sizes has more to list
  }

  function drawTools() {
    tools?.render({
      id: puzzle?.id,
      rating,
      difficulty: puzzle && Math.round(puzzleRating(ratings, puzzle).rating), // the puzzle's own rating now
      theme,
      themes: themesIn(puzzles ?? [], size),
      size,
      canHint: Boolean(puzzle) && phase === 'solve' && !hinted,
      canSolve: Boolean(puzzle) && (phase === 'solve' || phase === 'over'),
      history,
      nameOf: (id) => byId(id) && nameOf(/** @type {Puzzle} */ (byId(id))),
    });
  }

  /**
   * Theme `value` chosen and remembered ('all' when no puzzle has it), and a puzzle of it shown.
   * @param {string} value
   * @param {boolean} push
   */
  function chooseTheme(value, push) {
    const all = /** @type {Puzzle[]} */ (puzzles); // loaded: the callers check
    theme = PUZZLE_THEMES.includes(value) && all.some((p) => hasTheme(p, value)) ? value : 'all';
    screen.save(STORE_THEME, theme);
    if (puzzle && !hasTheme(puzzle, theme)) open(nextPuzzle(all, puzzle, record, theme, size), { push });
    else screen.show();
  }

  /**
   * The trainer at theme `value`, in place of the puzzle of the day, so that
   * Back leads to the lesson. The course names the theme: when the size
   * chosen has none of it, the trainer goes to 2x6 (the course's own board).
   * @param {string} value
   * @param {{ push?: boolean }} [options]
   */
  async function openTheme(value, options) {
    await openAll(null, options);
    if (!puzzles) return;
    if (!themesIn(puzzles, size).includes(value)) screen.save(STORE_SIZE, (size = PUZZLE_SIZES[0]));
    chooseTheme(value, false);
  }

  return {
    openAll,
    openTheme,
    onMove,
    /** @param {{ push?: boolean }} [options] */
    next: (options) =>
      open(
        nextPuzzle(/** @type {Puzzle[]} */ (puzzles), puzzle, record, theme, size, distanceFrom(ratings, rating)),
        options,
      ),
    retry: () => start(puzzle, { retry: true }),
    showing: (/** @type {string | null} */ id) => id === puzzle?.id,
    /** What the panel shows of the puzzle (learn-panel.js). */
    panelView: () => (
      drawTools(),
      {
        shown: puzzle && { title: title(), goal: goal(), today: isToday(), over: phase === 'over' },
        streak: record.streak,
      }
    ),
  };
}
