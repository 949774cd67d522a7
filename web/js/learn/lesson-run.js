// lesson-run.js - one learner's way through a lesson and through the course,
// as plain values the Learn screen keeps: which step, how many misses, the
// position to put back after a miss, when to show the hint. Pure: the
// screen plays the move in the engine, passes its events here, and does
// what the answer says (show words, load a position, mark holes, save).

import { checkLesson } from './lesson-check.js';

/** @typedef {import('./lessons.js').Lesson} Lesson */
/** A lesson in progress (startLesson()). @typedef {{ id: string, step: number, misses: number, position: string, done: boolean, missed: boolean, hinted: boolean }} LessonRun */
/**
 * The course's progress (readProgress()): finished lessons, their stars and practices, by id.
 * @typedef {{ done: string[], stars: Record<string, number>, practice: Record<string, number> }} Progress
 */

/** Misses at one step before the hint shows the way. */
export const MISSES_BEFORE_HINT = 2;

/**
 * A fresh run of `lesson`: { id, step, misses (at this step), position
 * (where the step starts), done, missed (a miss at any step), hinted (the
 * hint shown at any step, asked for or after misses) }.
 * @param {Lesson} lesson
 * @returns {LessonRun}
 */
export function startLesson(lesson) {
  return { id: lesson.id, step: 0, misses: 0, position: lesson.position, done: false, missed: false, hinted: false };
}

/** The most stars a lesson gives. */
export const MAX_STARS = 3;

/**
 * The stars a finished run earns: 1 when any move missed its step's goal
 * (whatever else), else 2 when the hint was shown, else 3 (every step right
 * at the first try, unaided). Undo and retry start the step or the lesson
 * again but keep nothing back: a retry is a fresh run.
 * @param {{ missed: boolean, hinted: boolean }} run
 */
export function starsFor(run) {
  if (run.missed) return 1;
  return run.hinted ? 2 : MAX_STARS;
}

/**
 * The hint asked for at the run's step: { run (now hinted), hint (the right holes) }, or no hint once done.
 * @param {Lesson} lesson
 * @param {LessonRun} run
 * @returns {{ run: LessonRun, hint: number[] | null }}
 */
export function askHint(lesson, run) {
  if (run.done) return { run, hint: null };
  return { run: { ...run, hinted: true }, hint: lesson.steps[run.step].moves };
}

/**
 * The run after one move: `events` from game.play(move), `after` the game's
 * position string once it settled. Returns { run (the next run), check
 * (checkLesson's answer: met, words), reset (the position to load again
 * after a miss, else null), hint (the step's right moves once the learner
 * has missed MISSES_BEFORE_HINT times, else null) }.
 * @param {Lesson} lesson
 * @param {LessonRun} run
 * @param {import('../../engine/engine.js').MoveEvent[]} events
 * @param {string} after
 */
export function afterMove(lesson, run, events, after) {
  const check = checkLesson(lesson, events, run.step);
  if (check.done) return { run: { ...run, misses: 0, done: true }, check, reset: null, hint: null };
  if (check.met)
    return { run: { ...run, step: run.step + 1, misses: 0, position: after }, check, reset: null, hint: null };
  const misses = run.misses + 1;
  const hint = misses >= MISSES_BEFORE_HINT ? lesson.steps[run.step].moves : null;
  return {
    run: { ...run, misses, missed: true, hinted: run.hinted || Boolean(hint) },
    check,
    reset: run.position,
    hint,
  };
}

/** The most practice positions a lesson's record counts (a bound on what a store may claim). */
export const MAX_PRACTICE = 20;

/**
 * The course's progress as saved on the device: { done: the ids of finished
 * lessons, stars: { id: the best stars earned, 1..MAX_STARS }, practice:
 * { id: the most practice positions right at the first try in a finished
 * practice of that lesson, 0..MAX_PRACTICE } }. Reads what a store held
 * (any value: an old or damaged one gives no progress rather than an
 * error) and keeps only ids the course has; a lesson finished before stars
 * were kept, or with a damaged count, has 1; a damaged practice count is dropped.
 * @param {unknown} saved
 * @param {readonly Lesson[]} lessons
 * @returns {Progress}
 */
export function readProgress(saved, lessons) {
  /** @type {unknown[]} */
  let ids = [];
  /** @type {Record<string, unknown>} */
  let stars = {};
  /** @type {Record<string, unknown>} */
  let practice = {};
  try {
    const value = typeof saved === 'string' ? JSON.parse(saved) : saved;
    if (Array.isArray(value?.done)) ids = value.done;
    if (value?.stars && typeof value.stars === 'object') stars = value.stars;
    if (value?.practice && typeof value.practice === 'object' && !Array.isArray(value.practice))
      practice = value.practice;
  } catch {
    ids = [];
  }
  const done = lessons.map((l) => l.id).filter((id) => ids.includes(id));
  // A stored count: anything.
  const count = (/** @type {any} */ n) => (Number.isInteger(n) && n >= 1 && n <= MAX_STARS ? n : 1);
  const fair = (/** @type {any} */ n) => Number.isInteger(n) && n >= 0 && n <= MAX_PRACTICE;
  const practised = lessons.map((l) => l.id).filter((id) => Object.hasOwn(practice, id) && fair(practice[id]));
  return {
    done,
    stars: Object.fromEntries(done.map((id) => [id, count(stars[id])])),
    practice: Object.fromEntries(practised.map((id) => [id, /** @type {number} */ (practice[id])])), // a count fair() took
  };
}

/**
 * Progress with lesson `id` finished with `stars` (the best of all its runs is kept).
 * @param {Progress} progress
 * @param {string} id
 * @param {readonly Lesson[]} lessons
 */
export function markDone(progress, id, lessons, stars = 1) {
  const best = Math.max(stars, progress.stars?.[id] ?? 0);
  return readProgress({ ...progress, done: [...progress.done, id], stars: { ...progress.stars, [id]: best } }, lessons);
}

/**
 * Progress with a practice of lesson `id` finished, `right` positions right at the first try (the best kept).
 * @param {Progress} progress
 * @param {string} id
 * @param {readonly Lesson[]} lessons
 * @param {number} right
 */
export function markPractised(progress, id, lessons, right) {
  const best = Math.max(right, progress.practice?.[id] ?? 0);
  return readProgress({ ...progress, practice: { ...progress.practice, [id]: best } }, lessons);
}

/**
 * Whether a practice of lesson `id` was finished on this device.
 * @type {(progress: Progress, id: string) => boolean}
 */
export const practised = (progress, id) => Object.hasOwn(progress.practice ?? {}, id);

/**
 * The stars kept for lesson `id`: 0 when not finished yet.
 * @type {(progress: Progress, id: string) => number}
 */
export const starsOf = (progress, id) => (progress.done.includes(id) ? progress.stars[id] : 0);

/**
 * The first lesson not finished yet, or null when the course is done (offer a game against Beginner).
 * @param {Progress} progress
 * @param {readonly Lesson[]} lessons
 */
export function nextLesson(progress, lessons) {
  return lessons.find((l) => !progress.done.includes(l.id)) ?? null;
}

/**
 * The stars of the whole course (0..MAX_STARS a lesson).
 * @type {(progress: Progress, lessons: readonly Lesson[]) => number}
 */
export const totalStars = (progress, lessons) => lessons.reduce((sum, l) => sum + starsOf(progress, l.id), 0);

/**
 * The computer's level (1 Beginner, 2 Novice, 3 Casual: docs/ai.md) offered
 * once the course is done, from its stars: at least 36 of 39 (a miss or a
 * hint in at most three lessons) Casual, at least 26 (two thirds) Novice,
 * else Beginner. The steps are fractions of the most stars, so a longer
 * course keeps the rule.
 * @param {Progress} progress
 * @param {readonly Lesson[]} lessons
 */
export function courseLevel(progress, lessons) {
  const total = totalStars(progress, lessons);
  const most = lessons.length * MAX_STARS;
  if (total >= Math.ceil((most * 12) / 13)) return 3;
  if (total >= Math.ceil((most * 2) / 3)) return 2;
  return 1;
}

/**
 * The lesson whose puzzles are offered once the course is done: of the
 * lessons with a puzzle `theme`, the one that earned the fewest stars, the
 * first in the course among equals (the idea to practise most); null when
 * none has a theme.
 * @param {Progress} progress
 * @param {readonly Lesson[]} lessons
 */
export function courseFocus(progress, lessons) {
  /** @type {Lesson | null} */
  let pick = null;
  for (const l of lessons) {
    if (l.theme && (!pick || starsOf(progress, l.id) < starsOf(progress, pick.id))) pick = l;
  }
  return pick;
}
