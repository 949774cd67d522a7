// learn-lessons.js - the course on the Learn screen: opens a lesson (of
// lessons.js), judges each move from the engine's events (lesson-run.js),
// puts the step's position back after a miss, shows the hint after two or
// when asked, and keeps which lessons are done with their stars. The board and the panel are the screen's
// (learn.js), reached through `screen`.

import { LESSONS } from './lessons.js';
import { startLesson, afterMove, askHint, starsFor, readProgress, markDone, nextLesson } from './lesson-run.js';
import { holeIndex } from '../board/holes.js';
import { t } from '../i18n/strings.js';
import { load } from '../lib/store.js';

const STORE_PROGRESS = 'hoyito.lessons';

/**
 * The lessons for `ctl` (the board's controller). `screen`: learn.js's
 * { enter, startBoard, finishBoard, claim, stale, takeNote, setWords, show, answer, speak, save }.
 */
export function createLessons(ctl, screen) {
  let lesson = null;
  let run = null;
  let progress = readProgress(load(STORE_PROGRESS), LESSONS);

  /** Opens `next`; `push`: a new history entry. */
  function open(next, { push = false } = {}) {
    lesson = next;
    run = startLesson(lesson);
    screen.enter('lesson', `learn=${lesson.id}`, push);
    screen.setWords({ parts: screen.takeNote(), verdict: '' });
    startStep(lesson.position);
    screen.show();
    screen.speak(`${t(lesson.title)}. ${t(lesson.steps[0].goal)}`);
  }

  function startStep(position) {
    screen.startBoard(position);
    ctl.mark({ hint: null });
  }

  /** Answers a move played in the lesson (the controller's `position` detail). */
  async function onMove(detail) {
    const answer = afterMove(lesson, run, detail.move.events, detail.snapshot.position);
    run = answer.run;
    const mine = screen.claim();
    await ctl.idle(); // the seeds land before the words
    if (screen.stale(mine, 'lesson')) return;
    const said = [...answer.check.words];
    if (answer.reset) {
      screen.startBoard(answer.reset);
      said.push({ key: 'tryAgain' });
    }
    const snap = ctl.snapshot();
    ctl.mark({ hint: answer.hint ? holeIndex(snap.n, snap.turn, answer.hint[0]) : null });
    if (answer.hint) said.push({ key: 'hintShown' });
    if (run.done) {
      const stars = starsFor(run);
      progress = markDone(progress, lesson.id, LESSONS, stars);
      screen.save(STORE_PROGRESS, progress);
      said.push({ key: 'starsEarned', values: { count: stars } });
      if (stars < 3) said.push({ key: run.missed ? 'starsMissed' : 'starsHinted' });
      screen.finishBoard();
      if (!nextLesson(progress, LESSONS)) said.push({ key: 'courseDone' });
    } else if (answer.check.met) {
      said.push({ key: lesson.steps[run.step].goal });
    }
    screen.answer({ parts: [said], verdict: answer.check.met ? 'right' : 'wrong' });
  }

  /** The Hint button: rings the step's right hole; the lesson then gives two stars at most. */
  async function hint() {
    await ctl.idle(); // a move still landing answers first, so its words and marks do not hide the ring
    const answer = askHint(lesson, run);
    if (!answer.hint) return;
    run = answer.run;
    const snap = ctl.snapshot();
    ctl.mark({ hint: holeIndex(snap.n, snap.turn, answer.hint[0]) });
    screen.answer({ parts: [[{ key: 'hintShown' }]], verdict: '' });
  }

  return {
    open,
    onMove,
    hint,
    /** The first lesson not done yet (the first one once all are). */
    openNext: (options) => open(nextLesson(progress, LESSONS) ?? LESSONS[0], options),
    retry: () => open(lesson),
    /** The step again from its position (after an undo or the like). */
    restartStep: () => startStep(run.position),
    showing: (id) => id === lesson.id,
    /** What the panel shows of the lesson (learn-panel.js). */
    panelView: () => ({ lesson, run, progress }),
  };
}
