// learn.js - the Learn screen: the course of lessons (learn-lessons.js) and
// the puzzle trainer (learn-puzzles.js), on the page's own board: the same
// controller, renderer, animation and engine as a game. A panel above the
// board (learn-panel.js) says the goal; each move is answered in words built
// from the engine's events, and after a miss the position comes back (a
// puzzle shows the best move instead). This module opens and closes the
// screen, owns the panel's answer and routes the board's moves. It changes
// the board only through the controller (startGame, setReadOnly, mark, play).
// Loaded when Learn is opened (the first-visit offer is learn-offer.js). The
// page (page/panels.js) hands over a host: { doc, state, ctl, speak, leave,
// playBeginner, pushHash }; while state.learning is true the page neither
// saves the board as the game in progress nor writes it into the address.
// The embed (embed-board.js, mode=learn) hands over { embedded: true } instead of
// leave and playBeginner: no way out, nothing stored, no focus taken.

import { LESSONS, lessonById } from './lessons.js';
import { nextLesson, courseFocus, courseLevel } from './lesson-run.js';
import { createLearnPanel, wordsText } from './learn-panel.js';
import { createLessons } from './learn-lessons.js';
import { createPuzzles } from './learn-puzzles.js';
import { loadWords } from '../i18n/strings.js';
import { save, load } from '../lib/store.js';
import { laterStyles } from '../lib/later-styles.js';

/** @typedef {import('./lesson-check.js').Sentence} Sentence */
/** @typedef {import('./learn-panel.js').Words} Words */
/** @typedef {'lesson' | 'puzzle'} LearnMode */
/**
 * What Learn uses of the board's controller (play/controller.js): its
 * events (position), the engine's settled position, the marks, moves.
 * @typedef {Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
 *   engine: unknown,
 *   snapshot: () => import('../../engine/engine.js').Snapshot,
 *   idle: () => Promise<unknown>,
 *   mark: (marks: { hint: number | number[] | null }) => void,
 *   play: (hole: number) => Promise<unknown>,
 *   setReadOnly: (on: boolean) => void,
 *   startGame: (position: string, options?: { opponent?: null, cause?: unknown }) => void,
 *   turnBoard: () => void,
 * }} LearnCtl
 */
/** What Learn reads and sets of the page's state (board/state.js). @typedef {{ learning: boolean, turned: boolean, speed: string }} LearnState */
/**
 * The page's host (page/panels.js) or the embed's (no leave, no playBeginner).
 * @typedef {{
 *   doc: Document, state: LearnState, ctl: LearnCtl, speak: (text: string) => void,
 *   pushHash: (hash: string, how: 'push' | 'replace') => void, embedded?: boolean,
 *   leave?: () => void, playBeginner?: (level: number) => void,
 * }} LearnHost
 */
/**
 * What the lessons and the puzzles do with the screen (createLearn's `screen`).
 * @typedef {{
 *   enter: (kind: LearnMode, hash: string, push: boolean) => void,
 *   startBoard: (position: string) => void,
 *   finishBoard: () => void,
 *   claim: () => number,
 *   stale: (mine: number, kind: LearnMode) => boolean,
 *   setNote: (value: Sentence | null) => void,
 *   takeNote: () => Sentence[][],
 *   readonly words: Words,
 *   setWords: (value: Words) => void,
 *   show: () => void,
 *   answer: (value: Words) => void,
 *   speak: (text: string) => void,
 *   save: (key: string, value: unknown) => void,
 *   load: (key: string) => any,
 * }} Screen
 */

// The panel's buttons that end a lesson for a game: its practice kept is let
// go of. A reload, Back and Forward come back through the address and resume
// it, and so does Back from the puzzles, a side trip; a game that takes the
// board (a link) keeps it for them; another lesson opened lets it go itself
// (learn-lessons.js open).
const LEAVING = ['close', 'beginner'];

/**
 * The Learn screen for the page's board.
 * @param {LearnHost} host
 */
export function createLearn(host) {
  const { doc, state, ctl } = host;
  const embedded = Boolean(host.embedded);
  /** @type {LearnMode | null} */
  let mode = null; // 'lesson' | 'puzzle' while open
  let epoch = 0; // a newer lesson, puzzle or reset makes older awaits stale
  // The panel's answer, kept as { key, values } items (paragraphs of them) so
  // that the language switch says it again in the new language.
  /** @type {Words} */
  let words = { parts: [], verdict: '' };
  /** @type {Sentence | null} */
  let note = null; // a link's unknown id: { key, values }
  /** @type {Promise<void> | null} */
  let opening = null; // the trainer being opened from the panel's button, until it shows
  let turnedBefore = false; // the page's own turn of the board (two players on one device), given back on leaving

  // What the lessons and the puzzles do with the screen.
  /** @type {Screen} */
  const screen = {
    enter,
    startBoard(position) {
      epoch++;
      ctl.setReadOnly(false);
      ctl.startGame(position, { opponent: null, cause: 'learn' });
      faceLearner();
    },
    finishBoard: () => ctl.setReadOnly(true), // the lesson or puzzle is over: the board only shows
    claim: () => ++epoch,
    /** A newer lesson, puzzle or reset came since `mine` (claim()), or the screen is not `kind` now. */
    stale: (mine, kind) => mine !== epoch || mode !== kind,
    setNote(value) {
      note = value;
    },
    /** The note as the answer's first paragraph (once). */
    takeNote() {
      const parts = note ? [[note]] : [];
      note = null;
      return parts;
    },
    get words() {
      return words;
    },
    setWords(value) {
      words = value;
    },
    /** Drawn again; an answer that grew (the best move's words, the exact value) keeps the board in sight. */
    show() {
      render();
      if (mode && words.verdict) panel.revealWords();
    },
    /** The answer shown and spoken. */
    answer(value) {
      words = value;
      render();
      if (mode) panel.revealWords();
      host.speak(wordsText(words));
    },
    speak: (text) => host.speak(text),
    save(key, value) {
      if (!embedded) save(key, value); // an embed never writes its host's storage
    },
    /** What the device keeps under `key` (an embed: nothing, so it never resumes its host's practice). */
    load: (key) => (embedded ? null : load(key)),
  };
  const lessons = createLessons(ctl, screen);
  const puzzles = createPuzzles(ctl, state, screen);
  const panel = createLearnPanel(doc, { embedded, onAction: act });

  // Buttons do what their name says; the course map opens any lesson.
  /**
   * @param {string | null | undefined} name
   * @param {string | null} lessonId
   */
  function act(name, lessonId) {
    if (lessonId) {
      lessons.open(/** @type {import('./lessons.js').Lesson} */ (lessonById(lessonId)), { push: true }); // the map names the course's lessons only
      return;
    }
    const push = { push: true };
    /** @type {Record<string, () => unknown>} */
    const acts = {
      close: () => close(),
      next: () => (mode === 'puzzle' ? puzzles.next(push) : lessons.openNext(push)),
      beginner: () => {
        close({ leave: false });
        /** @type {(level: number) => void} */ (host.playBeginner)(courseLevel(lessons.progress, LESSONS)); // the level the course's stars earned
      },
      hint: () => lessons.hint(),
      retry: () => (mode === 'puzzle' ? puzzles.retry() : lessons.retry()),
      // A second press while the trainer loads (a double click) adds no second history entry.
      puzzles: () =>
        (opening ??= (
          courseOver()
            ? puzzles.openTheme(courseFocus(lessons.progress, LESSONS)?.theme ?? 'all', push)
            : puzzles.openAll(null, push)
        ).finally(() => {
          opening = null;
        })),
      practise: () => lessons.practise(),
      'practice-next': () => lessons.practiceNext(),
      lessons: () => lessons.openNext(push),
    };
    if (LEAVING.includes(/** @type {string} */ (name))) lessons.forget();
    acts[/** @type {string} */ (name)]?.();
  }

  // Every lesson done: the puzzles offered are of the theme the course's stars ask for.
  const courseOver = () => !nextLesson(lessons.progress, LESSONS);

  ctl.addEventListener('position', (event) => {
    const { detail } = /** @type {CustomEvent} */ (event);
    if (!mode) return;
    if (detail.how === 'start') {
      if (detail.cause === 'learn') return;
      // Another game took the board (a link, the new-game dialog): it was set up
      // while a finished lesson's board was read-only, so its holes open now (close()).
      close({ leave: false });
      return;
    }
    if (detail.how === 'move') {
      if (mode === 'lesson') lessons.onMove(detail);
      else puzzles.onMove(detail);
    } else if (['undo', 'redo', 'goto'].includes(detail.how)) {
      // Undo (Ctrl+Z) and the like: the step starts again from its position.
      queueMicrotask(() => (mode === 'lesson' ? lessons.restartStep() : puzzles.retry()));
    }
  });

  /**
   * Opens a lesson or a puzzle (`where` as link.js readScreenLink gives); `push`: a new history entry.
   * @param {{ screen: 'learn' | 'puzzle', id: string | null }} [where]
   * @param {{ push?: boolean }} [options]
   */
  async function open(where = { screen: 'learn', id: null }, { push = false } = {}) {
    await laterStyles(doc);
    await loadWords('lessons');
    // The address already shows this (hashchange and popstate both come for one change).
    if (mode === 'lesson' && where.screen === 'learn' && lessons.showing(where.id)) return;
    if (mode === 'puzzle' && where.screen === 'puzzle' && puzzles.showing(where.id)) return;
    if (where.screen === 'puzzle') {
      await puzzles.openAll(where.id, { push });
      return;
    }
    const asked = where.id ? lessonById(where.id) : null;
    note = where.id && !asked ? { key: 'lessonUnknown', values: { id: where.id } } : null;
    if (asked)
      lessons.open(asked, { push, resume: true }); // a reload, Back or Forward: a practice kept goes on
    else lessons.openNext({ push });
  }

  // The side to move is the learner's: its row is the one nearest the viewer,
  // as a game against the computer puts the human's (a puzzle may be North's).
  function faceLearner() {
    if (state.turned !== (ctl.snapshot().turn === 'N')) ctl.turnBoard();
  }

  /**
   * @param {LearnMode} kind
   * @param {string} hash
   * @param {boolean} push
   */
  function enter(kind, hash, push) {
    const wasOpen = Boolean(mode);
    if (!wasOpen) turnedBefore = state.turned;
    mode = kind;
    state.learning = true;
    doc.body.classList.add('learning');
    panel.open = true;
    host.pushHash(hash, push ? 'push' : 'replace');
    if (!wasOpen && !embedded) queueMicrotask(panel.focusTitle);
  }

  /**
   * Leaves Learn; `leave`: the page's game comes back (else another game already took the board).
   * @param {{ leave?: boolean }} [options]
   */
  function close({ leave = true } = {}) {
    if (!mode) return;
    epoch++;
    mode = null;
    state.learning = false;
    ctl.setReadOnly(false);
    doc.body.classList.remove('learning');
    if (state.turned !== turnedBefore) ctl.turnBoard();
    panel.open = false;
    ctl.mark({ hint: null });
    if (leave) host.leave?.();
  }

  function render() {
    if (!mode) return;
    panel.render(mode, words, mode === 'lesson' ? lessons.panelView() : puzzles.panelView());
  }

  return {
    open,
    close,
    get active() {
      return Boolean(mode);
    },
    /** The words again in the language now in use (after the language switch). */
    async refresh() {
      if (!mode) return;
      await loadWords('lessons');
      render();
    },
  };
}
