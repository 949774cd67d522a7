// learn-lessons.js - the course on the Learn screen: opens a lesson (of
// lessons.js), judges each move from the engine's events (lesson-run.js),
// puts the step's position back after a miss, shows the hint after two or
// when asked, and keeps which lessons are done with their stars. A finished
// lesson offers its practice positions (practice-run.js), judged the same
// way, one after another; where a practice is is kept on the device, so that
// a reload (or the browser's Back and Forward) comes back to its position.
// The board and the panel are the screen's (learn.js), reached through `screen`.

import { LESSONS } from './lessons.js';
import {
  startLesson,
  afterMove,
  askHint,
  starsFor,
  readProgress,
  markDone,
  markPractised,
  nextLesson,
} from './lesson-run.js';
import {
  practiceItems,
  startPractice,
  practiceStep,
  practiceAfter,
  practiceNext,
  practiceRight,
  practiceOver,
  practicePlace,
  readPracticePlace,
} from './practice-run.js';
import { holeIndex } from '../board/holes.js';
import { t } from '../i18n/strings.js';
import { load } from '../lib/store.js';

const STORE_PROGRESS = 'hoyito.lessons';
// The practice under way (practice-run.js practicePlace): kept until it ends or the learner leaves it by a button.
const STORE_PLACE = 'hoyito.practicePlace';

/** @typedef {import('./lessons.js').Lesson} Lesson */
/** @typedef {import('./lesson-check.js').Sentence} Sentence */

/**
 * The lessons for `ctl` (the board's controller). `screen`: learn.js's
 * { enter, startBoard, finishBoard, claim, stale, takeNote, setWords, show, answer, speak, save, load }.
 * @param {import('./learn.js').LearnCtl} ctl
 * @param {import('./learn.js').Screen} screen
 */
export function createLessons(ctl, screen) {
  // Set by open(), which comes first (the lesson, its run): none is read before.
  let lesson = /** @type {Lesson} */ (/** @type {unknown} */ (null));
  let current = lesson; // the lesson judged now: `lesson`, or its practice position as a one-step lesson
  let run = /** @type {import('./lesson-run.js').LessonRun} */ (/** @type {unknown} */ (null));
  /** @type {import('./practice-run.js').Practice | null} */
  let practice = null; // practice-run.js's record while practising, else null
  let progress = readProgress(load(STORE_PROGRESS), LESSONS);

  /**
   * Opens `next`; `push`: a new history entry. `resume` (the address asked
   * for it: a reload, Back, Forward): its practice where it was kept, if any;
   * else a practice kept is let go of.
   * @param {Lesson} next
   * @param {{ push?: boolean, resume?: boolean }} [options]
   */
  function open(next, { push = false, resume = false } = {}) {
    lesson = next;
    current = lesson;
    practice = null;
    run = startLesson(lesson);
    screen.enter('lesson', `learn=${lesson.id}`, push);
    screen.setWords({ parts: screen.takeNote(), verdict: '' });
    const place = resume ? readPracticePlace(screen.load(STORE_PLACE), lesson) : null;
    if (place) {
      practice = place.practice;
      showPractice(place);
      return;
    }
    if (!resume) forget();
    startStep(lesson.position);
    screen.show();
    screen.speak(`${t(lesson.title)}. ${t(lesson.steps[0].goal)}`);
  }

  /**
   * The practice of the open lesson from its first position, or its next one.
   * @param {{ fresh: boolean }} how
   */
  function practise({ fresh }) {
    if (!practiceItems(lesson.id).length) return;
    practice = fresh
      ? startPractice(lesson)
      : practiceNext(/** @type {import('./practice-run.js').Practice} */ (practice));
    showPractice({ missed: false, hinted: false });
  }

  // The practice's position, its run missed or hinted as kept (a reload does not wipe a miss).
  /** @param {{ missed: boolean, hinted: boolean }} place */
  function showPractice({ missed, hinted }) {
    const shown = /** @type {import('./practice-run.js').Practice} */ (practice); // set by the caller
    ({ current, run } = practiceStep(lesson, shown));
    run = { ...run, missed, hinted };
    keep();
    screen.setWords({ parts: [], verdict: '' });
    startStep(current.position);
    if (hinted) markHint(current.steps[0].moves);
    screen.show();
    const where = t('practiceOf', { k: shown.index + 1, total: shown.total });
    screen.speak(`${where}. ${t(current.steps[0].goal)}`);
  }

  // Where the practice is, kept; a finished one is let go of.
  function keep() {
    if (practice && !practiceOver(practice)) screen.save(STORE_PLACE, practicePlace(practice, run));
    else forget();
  }

  function forget() {
    if (screen.load(STORE_PLACE) !== null) screen.save(STORE_PLACE, null);
  }

  /** @param {number[]} moves */
  function markHint(moves) {
    const snap = ctl.snapshot();
    ctl.mark({ hint: holeIndex(snap.n, snap.turn, moves[0]) });
  }

  /** @param {string} position */
  function startStep(position) {
    screen.startBoard(position);
    ctl.mark({ hint: null });
  }

  /**
   * Answers a move played in the lesson or its practice (the controller's `position` detail).
   * @param {{ move: { events: import('../../engine/engine.js').MoveEvent[] }, snapshot: { position: string } }} detail
   */
  async function onMove(detail) {
    const answer = afterMove(current, run, detail.move.events, detail.snapshot.position);
    run = answer.run;
    if (practice) {
      practice = practiceAfter(practice, run);
      keep(); // before the seeds land: a reload meanwhile keeps the answer
    }
    const mine = screen.claim();
    await ctl.idle(); // the seeds land before the words
    if (screen.stale(mine, 'lesson')) return;
    /** @type {Sentence[]} */
    const said = [...answer.check.words];
    if (answer.reset) {
      screen.startBoard(answer.reset);
      said.push({ key: 'tryAgain' });
    }
    if (answer.hint) markHint(answer.hint);
    else ctl.mark({ hint: null });
    if (answer.hint) said.push({ key: 'hintShown' });
    if (run.done) said.push(...(practice ? practiceDone(practice) : lessonDone()));
    else if (answer.check.met) said.push({ key: current.steps[run.step].goal });
    screen.answer({ parts: [said], verdict: answer.check.met ? 'right' : 'wrong' });
  }

  // The lesson finished: its stars kept, the words that say them.
  /** @returns {Sentence[]} */
  function lessonDone() {
    const stars = starsFor(run);
    progress = markDone(progress, lesson.id, LESSONS, stars);
    screen.save(STORE_PROGRESS, progress);
    screen.finishBoard();
    /** @type {Sentence[]} */
    const said = [{ key: 'starsEarned', values: { count: stars } }];
    if (stars < 3) said.push({ key: run.missed ? 'starsMissed' : 'starsHinted' });
    if (!nextLesson(progress, LESSONS)) said.push({ key: 'courseDone' });
    return said;
  }

  // A practice position answered right: at the last one, the score kept.
  /**
   * @param {import('./practice-run.js').Practice} practice
   * @returns {Sentence[]}
   */
  function practiceDone(practice) {
    screen.finishBoard();
    if (!practiceOver(practice)) return [];
    progress = markPractised(progress, lesson.id, LESSONS, practiceRight(practice));
    screen.save(STORE_PROGRESS, progress);
    return [{ key: 'practiceScore', values: { right: practiceRight(practice), total: practice.total } }];
  }

  /** The Hint button: rings the step's right hole; the lesson then gives two stars at most. */
  async function hint() {
    await ctl.idle(); // a move still landing answers first, so its words and marks do not hide the ring
    const answer = askHint(current, run);
    if (!answer.hint) return;
    run = answer.run;
    if (practice) keep();
    markHint(answer.hint);
    screen.answer({ parts: [[{ key: 'hintShown' }]], verdict: '' });
  }

  return {
    open,
    onMove,
    hint,
    /** The open lesson's practice from its first position. */
    practise: () => practise({ fresh: true }),
    /** The practice's next position. */
    practiceNext: () => practice && !practiceOver(practice) && practise({ fresh: false }),
    /**
     * The first lesson not done yet (the first one once all are).
     * @param {{ push?: boolean }} [options]
     */
    openNext: (options) => open(nextLesson(progress, LESSONS) ?? LESSONS[0], options),
    /** The practice kept is let go of (the learner left the lesson by a button: learn.js LEAVING). */
    forget,
    retry: () => open(lesson),
    /** The step again from its position (after an undo or the like). */
    restartStep: () => startStep(run.position),
    showing: (/** @type {string | null} */ id) => id === lesson.id,
    /** The course's progress (stars, practice) as kept. */
    get progress() {
      return progress;
    },
    /** What the panel shows of the lesson (learn-panel.js). */
    panelView: () => ({ lesson, current, run, progress, practice }),
  };
}
