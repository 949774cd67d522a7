// learn.js - the Learn screen (the course of lessons.js) and the puzzle
// trainer (puzzle-pick.js), on the page's own board: the same controller,
// renderer, animation and engine as a game. A panel above the board says
// the goal; each move is judged from the engine's events (lesson-check.js,
// lesson-run.js), answered in words built from them, and after a miss the
// position comes back (a puzzle shows the best move instead). Loaded when
// Learn is opened (the first-visit offer is learn-offer.js). The page (main.js)
// hands over a host: { doc, state, game, speak, leave, playBeginner,
// pushHash }; while state.learning is true the page neither
// saves the board as the game in progress nor writes it into the address.
// The embed (embed-board.js, mode=learn) hands over { embedded: true } instead of
// leave and playBeginner: no way out, nothing stored, no focus taken.

import { LESSONS, lessonById } from './lessons.js';
import { t, loadWords } from '../i18n/strings.js';
import { startLesson, afterMove, readProgress, markDone, nextLesson } from './lesson-run.js';
import { summarize, facts } from './lesson-check.js';
import { loadPuzzles, puzzleOfDay, nextPuzzle, readRecord, recordResult } from './puzzle-pick.js';
import { holeIndex } from '../board/holes.js';
import { laterStyles } from '../lib/later-styles.js';

const STORE_PROGRESS = 'hoyito.lessons';
const STORE_PUZZLES = 'hoyito.puzzles';
// A wrong puzzle move stays in sight this long before the best one is played (none at speed 'instant').
const SHOW_BEST_AFTER_MS = 900;
let embedded = false;

// localStorage can be missing or refuse (private modes, frames): nothing is remembered then.
function load(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key, value) {
  if (embedded) return; // an embed never writes its host's storage
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch { /* not remembered: fine */ }
}

const html = (doc, tag, attrs = {}, parent = null) => {
  const e = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v);
  }
  if (parent) parent.appendChild(e);
  return e;
};

/** The Learn screen for the page's board. */
export function createLearn(host) {
  const { doc, state, game } = host;
  embedded = Boolean(host.embedded);
  let mode = null;                 // 'lesson' | 'puzzle' while open
  let lesson = null;
  let run = null;
  let progress = readProgress(load(STORE_PROGRESS), LESSONS);
  let puzzles = null;              // every puzzle, once loaded
  let puzzle = null;
  let phase = 'solve';             // a puzzle: 'solve', 'best' (the best move is being shown), 'over'
  let firstTry = true;
  let puzzleTurn = 'S';            // who moves in the puzzle's position
  let record = readRecord(load(STORE_PUZZLES));
  let epoch = 0;                   // a newer lesson, puzzle or reset makes older awaits stale
  // The panel's answer, kept as { key, values } items (paragraphs of them) so
  // that the language switch says it again in the new language.
  let words = { parts: [], verdict: '' };
  let note = null;                 // a link's unknown id: { key, values }

  const panel = build();
  const q = (name) => panel.querySelector(`[data-learn="${name}"]`);

  function build() {
    const section = html(doc, 'section', { id: 'learn', class: 'learn', 'aria-labelledby': 'learn-title', hidden: '' });
    const head = html(doc, 'div', { class: 'learn-head' }, section);
    const titles = html(doc, 'div', { class: 'learn-titles' }, head);
    html(doc, 'p', { class: 'learn-kicker', 'data-learn': 'kicker' }, titles);
    html(doc, 'h2', { id: 'learn-title', tabindex: '-1', 'data-learn': 'title' }, titles);
    html(doc, 'button', { type: 'button', id: 'learn-close', class: 'ghost', 'data-learn': 'close' }, head);
    html(doc, 'p', { class: 'learn-goal', 'data-learn': 'goal' }, section);
    html(doc, 'p', { class: 'learn-words', 'data-learn': 'words', 'data-testid': 'learn-words' }, section);
    const actions = html(doc, 'div', { class: 'learn-actions' }, section);
    for (const [name, cls] of [['next', 'primary'], ['beginner', 'primary'], ['retry', ''], ['puzzles', ''], ['lessons', '']]) {
      html(doc, 'button', { type: 'button', id: `learn-${name}`, class: cls, 'data-learn': name, hidden: '' }, actions);
    }
    const list = html(doc, 'details', { class: 'learn-list', 'data-learn': 'list' }, section);
    html(doc, 'summary', { 'data-learn': 'list-title' }, list);
    html(doc, 'ol', { 'data-learn': 'items' }, list);
    (doc.querySelector('.board-area') ?? doc.getElementById('board-wrap').parentNode).prepend(section);
    return section;
  }

  // Buttons do what their name says; the list of lessons opens any of them.
  panel.addEventListener('click', (ev) => {
    const button = ev.target.closest('button');
    if (!button) return;
    const lessonId = button.dataset.lesson;
    if (lessonId) {
      openLesson(lessonById(lessonId), { push: true });
      return;
    }
    const act = {
      close,
      next: () => (mode === 'puzzle' ? openPuzzle(nextPuzzle(puzzles, puzzle, record), { push: true }) : openLesson(nextLesson(progress, LESSONS) ?? LESSONS[0], { push: true })),
      beginner: () => {
        close({ leave: false });
        host.playBeginner();
      },
      retry: () => (mode === 'puzzle' ? startPuzzle(puzzle, { retry: true }) : openLesson(lesson)),
      puzzles: () => openPuzzles(null, { push: true }),
      lessons: () => openLesson(nextLesson(progress, LESSONS) ?? LESSONS[0], { push: true }),
    }[button.dataset.learn];
    act?.();
  });

  game.addEventListener('position', ({ detail }) => {
    if (!mode) return;
    if (detail.how === 'start') {
      if (detail.cause === 'learn') return;
      // Another game took the board (a link, the new-game dialog): it was set up
      // while a finished lesson's board was read-only, so its holes open now (close()).
      close({ leave: false });
      return;
    }
    if (detail.how === 'move') {
      if (mode === 'lesson') lessonMove(detail);
      else puzzleMove(detail);
    } else if (['undo', 'redo', 'goto'].includes(detail.how)) {
      // Undo (Ctrl+Z) and the like: the step starts again from its position.
      queueMicrotask(() => (mode === 'lesson' ? startStep(run.position) : startPuzzle(puzzle, { retry: true })));
    }
  });

  // ------------------------------------------------------------ opening and closing

  /** Opens a lesson or a puzzle (`where` as link.js readScreenLink gives); `push`: a new history entry. */
  async function open(where = { screen: 'learn', id: null }, { push = false } = {}) {
    await laterStyles(doc);
    await loadWords('lessons');
    // The address already shows this (hashchange and popstate both come for one change).
    if (mode === 'lesson' && where.screen === 'learn' && where.id === lesson.id) return;
    if (mode === 'puzzle' && where.screen === 'puzzle' && where.id === puzzle?.id) return;
    if (where.screen === 'puzzle') {
      await openPuzzles(where.id, { push });
      return;
    }
    const asked = where.id ? lessonById(where.id) : null;
    note = where.id && !asked ? { key: 'lessonUnknown', values: { id: where.id } } : null;
    openLesson(asked ?? nextLesson(progress, LESSONS) ?? LESSONS[0], { push });
  }

  function enter(kind, hash, push) {
    const wasOpen = Boolean(mode);
    mode = kind;
    state.learning = true;
    doc.body.classList.add('learning');
    panel.hidden = false;
    host.pushHash(hash, push ? 'push' : 'replace');
    if (!wasOpen && !embedded) queueMicrotask(() => q('title').focus({ preventScroll: true }));
  }

  /** Leaves Learn; `leave`: the page's game comes back (else another game already took the board). */
  function close({ leave = true } = {}) {
    if (!mode) return;
    epoch++;
    mode = null;
    state.learning = false;
    game.setReadOnly(false);
    doc.body.classList.remove('learning');
    panel.hidden = true;
    game.mark({ hint: null });
    if (leave) host.leave?.();
  }

  function startBoard(position) {
    epoch++;
    game.setReadOnly(false);
    game.startGame(position, { opponent: null, cause: 'learn' });
  }

  function finishBoard() {
    game.setReadOnly(true); // the lesson or puzzle is over: the board only shows
  }

  // ------------------------------------------------------------ lessons

  function openLesson(next, { push = false } = {}) {
    lesson = next;
    run = startLesson(lesson);
    enter('lesson', `learn=${lesson.id}`, push);
    words = { parts: note ? [[note]] : [], verdict: '' };
    note = null;
    startStep(lesson.position);
    render();
    host.speak(`${t(lesson.title)}. ${t(lesson.steps[0].goal)}`);
  }

  function startStep(position) {
    startBoard(position);
    game.mark({ hint: null });
  }

  async function lessonMove(detail) {
    const answer = afterMove(lesson, run, detail.move.events, detail.snapshot.position);
    run = answer.run;
    const mine = ++epoch;
    await game.idle(); // the seeds land before the words
    if (mine !== epoch || mode !== 'lesson') return;
    const said = [...answer.check.words];
    if (answer.reset) {
      startBoard(answer.reset);
      said.push({ key: 'tryAgain' });
    }
    const snap = game.snapshot();
    game.mark({ hint: answer.hint ? holeIndex(snap.n, snap.turn, answer.hint[0]) : null });
    if (answer.hint) said.push({ key: 'hintShown' });
    if (run.done) {
      progress = markDone(progress, lesson.id, LESSONS);
      store(STORE_PROGRESS, progress);
      finishBoard();
      if (!nextLesson(progress, LESSONS)) said.push({ key: 'courseDone' });
    } else if (answer.check.met) {
      said.push({ key: lesson.steps[run.step].goal });
    }
    words = { parts: [said], verdict: answer.check.met ? 'right' : 'wrong' };
    render();
    host.speak(wordsText());
  }

  // ------------------------------------------------------------ puzzles

  async function openPuzzles(id, { push = false } = {}) {
    await loadWords('lessons');
    try {
      puzzles ??= await loadPuzzles();
    } catch (e) {
      enter('puzzle', 'puzzle', push);
      puzzle = null;
      words = { parts: [[{ key: 'puzzleLoadFailed', values: { detail: String(e?.message || e) } }]], verdict: 'wrong' };
      render();
      return;
    }
    const asked = id ? puzzles.find((p) => p.id === id) : null;
    note = id && !asked ? { key: 'puzzleUnknown', values: { id } } : null;
    openPuzzle(asked ?? puzzleOfDay(puzzles, new Date()), { push });
  }

  function openPuzzle(p, { push = false } = {}) {
    enter('puzzle', `puzzle=${p.id}`, push);
    startPuzzle(p, { retry: false });
  }

  function startPuzzle(p, { retry }) {
    puzzle = p;
    phase = 'solve';
    firstTry = !retry;
    words = { parts: note ? [[note]] : [], verdict: '' };
    note = null;
    startBoard(p.pos);
    puzzleTurn = game.snapshot().turn;
    game.mark({ hint: null });
    render();
    host.speak(`${puzzleTitle()}. ${puzzleGoal()}`);
  }

  const puzzleTitle = () => t('puzzleName', { id: puzzle.id, variant: puzzle.variant });
  const puzzleGoal = () => t(puzzle.kind === 'turn' ? 'puzzleGoalTurn' : 'puzzleGoalEndgame', { player: t(puzzleTurn) });
  const isToday = () => puzzles && puzzle === puzzleOfDay(puzzles, new Date());

  async function puzzleMove(detail) {
    const what = facts(summarize(detail.move.events));
    const mine = ++epoch;
    if (phase === 'solve') {
      const right = detail.move.move === puzzle.answer;
      record = recordResult(record, puzzle.id, { right, firstTry });
      store(STORE_PUZZLES, record);
      await game.idle();
      if (mine !== epoch || mode !== 'puzzle') return;
      if (right) {
        phase = 'over';
        const proof = puzzle.kind === 'turn'
          ? { key: 'puzzleRightTurn', values: { best: puzzle.best, second: puzzle.second } }
          : { key: 'puzzleRightEndgame', values: { margin: puzzle.best - puzzle.second } };
        words = { parts: [[{ key: 'puzzleRight' }, proof, ...what]], verdict: 'right' };
        finishBoard();
        render();
        host.speak(wordsText());
        return;
      }
      words = { parts: [[{ key: 'puzzleWrong' }, ...what]], verdict: 'wrong' };
      render();
      host.speak(wordsText());
      // What the best move does: the position again, and the engine plays it.
      if (state.speed !== 'instant') await new Promise((r) => setTimeout(r, SHOW_BEST_AFTER_MS));
      if (mine !== epoch || mode !== 'puzzle') return;
      startBoard(puzzle.pos);
      phase = 'best';
      words = { parts: [...words.parts, [{ key: 'puzzleBest', values: { hole: puzzle.answer } }]], verdict: 'wrong' };
      render();
      game.play(puzzle.answer);
      return;
    }
    if (phase === 'best') {
      await game.idle();
      if (mine !== epoch || mode !== 'puzzle') return;
      phase = 'over';
      const [wrong, best] = words.parts;
      words = { parts: [wrong, [...best, ...what]], verdict: 'wrong' };
      finishBoard();
      render();
      host.speak(paragraph(words.parts[1]));
    }
  }

  // ------------------------------------------------------------ the panel

  const paragraph = (items) => items.map((w) => t(w.key, w.values)).join(' ');
  const wordsText = () => words.parts.map(paragraph).join('\n');

  function show(name, text, visible = true) {
    const e = q(name);
    if (text !== undefined && e.textContent !== text) e.textContent = text;
    e.hidden = !visible;
  }

  function render() {
    if (!mode) return;
    panel.dataset.mode = mode;
    show('close', t('learnClose'), !embedded);
    const w = q('words');
    w.textContent = wordsText();
    w.dataset.verdict = words.verdict;
    w.hidden = !words.parts.length;
    if (mode === 'lesson') renderLesson();
    else renderPuzzle();
  }

  function renderLesson() {
    const k = LESSONS.indexOf(lesson) + 1;
    show('kicker', `${t('lessonOf', { k, total: LESSONS.length })} · ${t('rulesCited', { rules: lesson.rules.join(', ') })}`);
    show('title', t(lesson.title));
    show('goal', t(lesson.steps[Math.min(run.step, lesson.steps.length - 1)].goal));
    const after = nextLesson(progress, LESSONS);
    show('next', t('nextLesson'), run.done && Boolean(after));
    show('beginner', t('playBeginner'), run.done && !after && !embedded);
    show('retry', undefined, false);
    show('puzzles', t('puzzlesOpen'), run.done);
    show('lessons', undefined, false);
    show('list', undefined, true);
    show('list-title', t('learnLessons'));
    const items = q('items');
    items.textContent = '';
    for (const l of LESSONS) {
      const li = html(doc, 'li', {}, items);
      const b = html(doc, 'button', { type: 'button', class: 'link-button', 'data-lesson': l.id, text: t(l.title) }, li);
      if (l === lesson) b.setAttribute('aria-current', 'step');
      if (progress.done.includes(l.id)) {
        li.classList.add('done');
        html(doc, 'span', { class: 'visually-hidden', text: ` ${t('learnDone')}` }, b);
      }
    }
  }

  function renderPuzzle() {
    const streak = t('puzzleStreak', { count: record.streak });
    show('kicker', puzzle && isToday() ? `${t('puzzleOfDay')} · ${streak}` : streak);
    show('title', puzzle ? puzzleTitle() : t('puzzlesOpen'));
    show('goal', puzzle ? puzzleGoal() : '', Boolean(puzzle));
    show('next', t('puzzleNext'), Boolean(puzzle) && phase === 'over');
    show('beginner', undefined, false);
    show('retry', t('puzzleRetry'), Boolean(puzzle) && phase === 'over' && words.verdict === 'wrong');
    show('puzzles', undefined, false);
    show('lessons', t('learnLessons'), true);
    show('list', undefined, false);
  }

  return {
    open,
    close,
    get active() { return Boolean(mode); },
    /** The words again in the language now in use (after the language switch). */
    async refresh() {
      if (!mode) return;
      await loadWords('lessons');
      render();
    },
  };
}
