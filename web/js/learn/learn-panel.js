// learn-panel.js - the panel above the board on the Learn screen: title,
// goal, the answer to the last move, the buttons and the course map (every
// lesson with its stars).
// It draws what learn.js hands it and reports button presses; it keeps no
// lesson or puzzle of its own, so the language switch only draws it again.

import { LESSONS, ruleNameKey } from './lessons.js';
import { nextLesson, starsOf, practised, courseFocus, courseLevel } from './lesson-run.js';
import { practiceItems, practiceOver } from './practice-run.js';
import { themeKey } from './puzzle-pick.js';
import { t } from '../i18n/strings.js';
import { html } from '../lib/dom.js';

/** @typedef {import('./lesson-check.js').Sentence} Sentence */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** The answer to the last move: paragraphs of sentences, and its verdict ('right', 'wrong' or ''). @typedef {{ parts: Sentence[][], verdict: string }} Words */
/**
 * A lesson as the panel draws it, or its practice (`practice` set, `current` the position's one-step lesson).
 * @typedef {{
 *   lesson: import('./lessons.js').Lesson, current: import('./lessons.js').Lesson,
 *   run: import('./lesson-run.js').LessonRun, progress: import('./lesson-run.js').Progress,
 *   practice?: import('./practice-run.js').Practice | null,
 * }} LessonView
 */
/**
 * A puzzle as the panel draws it (`shown` null: the puzzles could not be loaded), and the streak.
 * @typedef {{ shown: { today?: boolean | null, title: string, goal: string, over: boolean } | null, streak: number }} PuzzleView
 */

/**
 * One paragraph of the answer ({ key, values } items) in the language in use.
 * @type {(items: readonly Sentence[]) => string}
 */
export const paragraph = (items) => items.map((w) => t(w.key, w.values)).join(' ');

/**
 * The whole answer ({ parts: [paragraph items...], verdict }) as text.
 * @type {(words: Words) => string}
 */
export const wordsText = (words) => words.parts.map(paragraph).join('\n');

/** @param {Document} doc */
function build(doc) {
  const section = html(doc, 'section', { id: 'learn', class: 'learn', 'aria-labelledby': 'learn-title', hidden: '' });
  const head = html(doc, 'div', { class: 'learn-head' }, section);
  const titles = html(doc, 'div', { class: 'learn-titles' }, head);
  html(doc, 'p', { class: 'learn-kicker', 'data-learn': 'kicker' }, titles);
  html(doc, 'h2', { id: 'learn-title', tabindex: '-1', 'data-learn': 'title' }, titles);
  html(doc, 'button', { type: 'button', id: 'learn-close', class: 'ghost', 'data-learn': 'close' }, head);
  html(doc, 'p', { class: 'learn-goal', 'data-learn': 'goal' }, section);
  html(doc, 'p', { class: 'learn-words', 'data-learn': 'words', 'data-testid': 'learn-words' }, section);
  const actions = html(doc, 'div', { class: 'learn-actions' }, section);
  const buttons = [
    ['next', 'primary'],
    ['practice-next', 'primary'],
    ['practise', ''],
    ['puzzles', ''],
    ['beginner', 'primary'],
    ['hint', ''],
    ['retry', ''],
    ['lessons', ''],
  ];
  for (const [name, cls] of buttons) {
    html(doc, 'button', { type: 'button', id: `learn-${name}`, class: cls, 'data-learn': name, hidden: '' }, actions);
  }
  const list = html(doc, 'details', { class: 'learn-list', 'data-learn': 'list' }, section);
  html(doc, 'summary', { 'data-learn': 'list-title' }, list);
  html(doc, 'ol', { 'data-learn': 'items' }, list);
  (
    doc.querySelector('.board-area') ??
    /** @type {ParentNode} */ (/** @type {HTMLElement} */ (doc.getElementById('board-wrap')).parentNode)
  ).prepend(section);
  return section;
}

/**
 * The panel, put above the board in `doc`. `onAction(name, lessonId)` hears
 * a button: its data-learn name ('close', 'next', 'practice-next', 'practise',
 * 'puzzles', 'beginner', 'hint', 'retry', 'lessons'), or a lesson of the course map (name null, its id).
 * `embedded`: no way out of Learn is offered.
 * @param {Document} doc
 * @param {{ embedded: boolean, onAction: (name: string | null | undefined, lessonId: string | null) => void }} options
 */
export function createLearnPanel(doc, { embedded, onAction }) {
  const section = build(doc);
  const q = (/** @type {string} */ name) =>
    /** @type {HTMLElement} */ (section.querySelector(`[data-learn="${name}"]`));

  section.addEventListener('click', (ev) => {
    const button = /** @type {Element} */ (ev.target).closest('button');
    if (!button) return;
    if (button.dataset.lesson) {
      /** @type {HTMLDetailsElement} */ (q('list')).open = false; // the list gives the lesson its room back
      onAction(null, button.dataset.lesson);
    } else onAction(button.dataset.learn, null);
  });

  /**
   * @param {string} name
   * @param {string} [text]
   */
  function show(name, text, visible = true) {
    const e = q(name);
    if (text !== undefined && e.textContent !== text) e.textContent = text;
    e.hidden = !visible;
  }

  // A lesson, or its practice (`practice` set, `current` the position's one-step lesson).
  /** @param {LessonView} view */
  function renderLesson({ lesson, current, run, progress, practice }) {
    const k = LESSONS.indexOf(lesson) + 1;
    const rules = lesson.rules.map((id) => t(ruleNameKey(id))).join(', ');
    const where = practice
      ? t('practiceOf', { k: practice.index + 1, total: practice.total })
      : t('lessonOf', { k, total: LESSONS.length });
    show('kicker', `${where} · ${t('rulesCited', { rules })}`);
    show('title', t(lesson.title));
    const after = nextLesson(progress, LESSONS);
    const free = run.done || Boolean(practice); // the lesson is behind: the way on is open
    const end = free && !after; // the whole course is done: its next step
    const focus = courseFocus(progress, LESSONS);
    const topic = focus && t(themeKey(/** @type {string} */ (focus.theme))); // named as the trainer's Theme select names it (courseFocus: a lesson with one)
    const level = t(/** @type {WordKey} */ (`aiLevel${courseLevel(progress, LESSONS)}`));
    const step = current.steps[Math.min(run.step, current.steps.length - 1)];
    show('goal', end && run.done && focus ? t('courseNext', { topic, level }) : t(step.goal));
    show('next', t('nextLesson'), free && Boolean(after));
    const count = practiceItems(lesson.id).length;
    const over = !practice || practiceOver(practice);
    show('practice-next', t('practiceNext'), Boolean(practice) && run.done && !over);
    show('practise', t(practice ? 'practiseAgain' : 'practise', { count }), run.done && over && count > 0);
    show('beginner', t('playLevel', { level }), end && !embedded);
    show('retry', undefined, false);
    show('puzzles', end && focus ? t('coursePuzzles', { topic }) : t('puzzlesOpen'), free);
    q('puzzles').classList.toggle('primary', end);
    show('lessons', undefined, false);
    show('list', undefined, true);
    show('hint', t('hintAsk'), !run.done);
    show('list-title', t('learnMap'));
    drawMap(lesson, progress);
  }

  // The course map: a button a lesson, named for a screen reader with its
  // number, title and stars; the stars drawn beside the title are hidden from it.
  /**
   * @param {import('./lessons.js').Lesson} lesson
   * @param {import('./lesson-run.js').Progress} progress
   */
  function drawMap(lesson, progress) {
    const items = q('items');
    items.textContent = '';
    LESSONS.forEach((l, i) => {
      const count = starsOf(progress, l.id);
      const li = html(doc, 'li', { 'data-stars': String(count) }, items);
      const title = t(l.title);
      const practice = practiceItems(l.id).length === 0 ? 'none' : practised(progress, l.id) ? 'done' : 'todo';
      li.dataset.practice = practice;
      const label =
        t('lessonMapItem', { k: i + 1, title, count }) + (practice === 'done' ? `, ${t('mapPractised')}` : '');
      const b = html(
        doc,
        'button',
        { type: 'button', class: 'link-button', 'data-lesson': l.id, 'aria-label': label },
        li,
      );
      html(doc, 'span', { class: 'learn-map-title', text: title }, b);
      html(doc, 'span', { class: 'learn-stars', 'aria-hidden': 'true', 'data-stars': String(count) }, b);
      html(doc, 'span', { class: 'learn-practice', 'aria-hidden': 'true' }, b); // drawn by CSS from li[data-practice]
      if (l === lesson) b.setAttribute('aria-current', 'step');
      if (progress.done.includes(l.id)) li.classList.add('done');
    });
  }

  // `shown` is null when the puzzles could not be loaded.
  /** @param {PuzzleView & { verdict: string }} view */
  function renderPuzzle({ shown, streak, verdict }) {
    const streakText = t('puzzleStreak', { count: streak });
    show('kicker', shown?.today ? `${t('puzzleOfDay')} · ${streakText}` : streakText);
    show('title', shown ? shown.title : t('puzzlesOpen'));
    show('goal', shown ? shown.goal : '', Boolean(shown));
    show('next', t('puzzleNext'), !!shown && shown.over);
    show('beginner', undefined, false);
    show('retry', t('puzzleRetry'), !!shown && shown.over && verdict === 'wrong');
    show('hint', undefined, false);
    show('puzzles', undefined, false);
    show('practise', undefined, false);
    show('practice-next', undefined, false);
    show('lessons', t('learnLessons'), true);
    show('list', undefined, false);
  }

  return {
    /** Shows or hides the panel. */
    set open(/** @type {boolean} */ on) {
      section.hidden = !on;
    },
    focusTitle: () => q('title').focus({ preventScroll: true }),
    /**
     * The answer brought into sight when the page was scrolled past it, else the board under it as far as the
     * panel's top allows (a phone whose panel outgrew the screen: the player reads the words beside the board).
     */
    revealWords() {
      const w = q('words');
      if (embedded || w.hidden) return; // an embed never scrolls its host page
      const win = /** @type {Window} */ (doc.defaultView);
      if (w.getBoundingClientRect().top < 0) {
        w.scrollIntoView({ block: 'start' });
        const off = w.getBoundingClientRect().top; // the page scrolls by whole pixels: a fractional top stays a little above
        if (off < 0) win.scrollBy(0, Math.floor(off));
        return;
      }
      const bar = /** @type {HTMLElement | null} */ (doc.querySelector('.bar'));
      const held = bar && win.getComputedStyle(bar).position === 'sticky' ? bar.offsetHeight : 0;
      const below =
        /** @type {Element} */ (doc.getElementById('board')).getBoundingClientRect().bottom - (win.innerHeight - held);
      const room = Math.floor(section.getBoundingClientRect().top);
      if (below > 0 && room > 0) win.scrollBy(0, Math.min(Math.ceil(below), room));
    },
    /**
     * Draws the panel for `mode` ('lesson' | 'puzzle'), its answer `words`
     * and `what` (a lesson: { lesson, run, progress }; a puzzle: { shown, streak }).
     * @param {'lesson' | 'puzzle'} mode
     * @param {Words} words
     * @param {LessonView | PuzzleView} what
     */
    render(mode, words, what) {
      section.dataset.mode = mode;
      show('close', t('learnClose'), !embedded);
      const w = q('words');
      w.textContent = wordsText(words);
      w.dataset.verdict = words.verdict;
      section.dataset.verdict = words.verdict ?? ''; // a phone folds the puzzle tools while an answer shows (style)
      w.hidden = !words.parts.length;
      if (mode === 'lesson') renderLesson(/** @type {LessonView} */ (what));
      else renderPuzzle({ .../** @type {PuzzleView} */ (what), verdict: words.verdict });
    },
  };
}
