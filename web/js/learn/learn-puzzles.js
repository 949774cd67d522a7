// learn-puzzles.js - the puzzle trainer on the Learn screen (the puzzles of
// puzzle-pick.js). A puzzle goes through three phases: 'solve' (the learner
// moves), then either 'over' at once (the right move), or 'best' (a wrong
// move was answered; the position comes back and the engine plays the best
// move) and then 'over'. While a move is judged ('judging') no other counts,
// and the board only shows while a miss is read. The record (streak, solved) is kept on the device.
// The board and the panel are the screen's (learn.js), reached through `screen`.

import { loadPuzzles, puzzleOfDay, nextPuzzle, readRecord, recordResult } from './puzzle-pick.js';
import { summarize, facts } from './lesson-check.js';
import { paragraph } from './learn-panel.js';
import { t, loadWords } from '../i18n/strings.js';
import { load } from '../lib/store.js';

const STORE_PUZZLES = 'hoyito.puzzles';
// A wrong puzzle move stays in sight this long before the best one is played (none at speed 'instant').
const SHOW_BEST_AFTER_MS = 900;

/**
 * The puzzles for `ctl` (the board's controller); `state` is the board's
 * state (read for its speed). `screen`: learn.js's { enter, startBoard,
 * finishBoard, claim, stale, takeNote, setNote, words, setWords, show, answer, speak, save }.
 */
export function createPuzzles(ctl, state, screen) {
  let puzzles = null;              // every puzzle, once loaded
  let puzzle = null;
  let phase = 'solve';             // 'solve', 'judging' (the try is answered), 'best' (the best move is being shown), 'over'
  let firstTry = true;
  let turn = 'S';                  // who moves in the puzzle's position
  let record = readRecord(load(STORE_PUZZLES));

  /** Opens puzzle `id`, or the puzzle of the day (also after an unknown id); `push`: a new history entry. */
  async function openAll(id, { push = false } = {}) {
    await loadWords('lessons');
    try {
      puzzles ??= await loadPuzzles();
    } catch (e) {
      screen.enter('puzzle', 'puzzle', push);
      puzzle = null;
      screen.setWords({ parts: [[{ key: 'puzzleLoadFailed', values: { detail: String(e?.message || e) } }]], verdict: 'wrong' });
      screen.show();
      return;
    }
    const asked = id ? puzzles.find((p) => p.id === id) : null;
    screen.setNote(id && !asked ? { key: 'puzzleUnknown', values: { id } } : null);
    open(asked ?? puzzleOfDay(puzzles, new Date()), { push });
  }

  function open(p, { push = false } = {}) {
    screen.enter('puzzle', `puzzle=${p.id}`, push);
    start(p, { retry: false });
  }

  function start(p, { retry }) {
    puzzle = p;
    phase = 'solve';
    firstTry = !retry;
    screen.setWords({ parts: screen.takeNote(), verdict: '' });
    screen.startBoard(p.pos);
    turn = ctl.snapshot().turn;
    ctl.mark({ hint: null });
    screen.show();
    screen.speak(`${title()}. ${goal()}`);
  }

  const title = () => t('puzzleName', { id: puzzle.id, variant: puzzle.variant });
  const goal = () => t(puzzle.kind === 'turn' ? 'puzzleGoalTurn' : 'puzzleGoalEndgame', { player: t(turn) });
  const isToday = () => puzzles && puzzle === puzzleOfDay(puzzles, new Date());

  /** Answers a move played on the puzzle's board (the controller's `position` detail). */
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
    }
  }

  // The learner's move: right ends the puzzle; wrong says what it did, then shows the best.
  async function judge(right, what, mine) {
    record = recordResult(record, puzzle.id, { right, firstTry });
    screen.save(STORE_PUZZLES, record);
    await ctl.idle();
    if (screen.stale(mine, 'puzzle')) return;
    if (right) {
      phase = 'over';
      const proof = puzzle.kind === 'turn'
        ? { key: 'puzzleRightTurn', values: { best: puzzle.best, second: puzzle.second } }
        : { key: 'puzzleRightEndgame', values: { margin: puzzle.best - puzzle.second } };
      screen.finishBoard();
      screen.answer({ parts: [[{ key: 'puzzleRight' }, proof, ...what]], verdict: 'right' });
      return;
    }
    screen.answer({ parts: [[{ key: 'puzzleWrong' }, ...what]], verdict: 'wrong' });
    // The board only shows while the miss is read: a tap there would be another try.
    screen.finishBoard();
    // What the best move does: the position again, and the engine plays it.
    if (state.speed !== 'instant') await new Promise((r) => setTimeout(r, SHOW_BEST_AFTER_MS));
    if (screen.stale(mine, 'puzzle')) return;
    screen.startBoard(puzzle.pos);
    phase = 'best';
    screen.setWords({ parts: [...screen.words.parts, [{ key: 'puzzleBest', values: { hole: puzzle.answer } }]], verdict: 'wrong' });
    screen.show();
    ctl.play(puzzle.answer);
  }

  // The best move, played by the engine, has been shown: what it did joins its paragraph.
  async function bestShown(what, mine) {
    await ctl.idle();
    if (screen.stale(mine, 'puzzle')) return;
    phase = 'over';
    const [wrong, best] = screen.words.parts;
    screen.setWords({ parts: [wrong, [...best, ...what]], verdict: 'wrong' });
    screen.finishBoard();
    screen.show();
    screen.speak(paragraph(screen.words.parts[1]));
  }

  return {
    openAll,
    onMove,
    next: (options) => open(nextPuzzle(puzzles, puzzle, record), options),
    retry: () => start(puzzle, { retry: true }),
    showing: (id) => id === puzzle?.id,
    /** What the panel shows of the puzzle (learn-panel.js). */
    panelView: () => ({
      shown: puzzle && { title: title(), goal: goal(), today: isToday(), over: phase === 'over' },
      streak: record.streak,
    }),
  };
}
