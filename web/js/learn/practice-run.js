// practice-run.js - a learner's way through the practice positions of a
// lesson (practice.js), as plain values: each position is a one-step
// lesson judged by the lesson's own condition and words (lesson-check.js
// through lesson-run.js afterMove), and counts as right when its move was
// right at the first try, unaided. Pure: the screen plays the moves.

import { PRACTICE } from './practice.js';
import { startLesson, starsFor, MAX_STARS } from './lesson-run.js';

/** @typedef {import('./lessons.js').Lesson} Lesson */
/** @typedef {import('./lesson-run.js').LessonRun} LessonRun */
/** A practice position: its right moves, and its own condition where the step's does not fit. @typedef {{ position: string, moves: number[], when?: import('./lesson-check.js').When }} PracticeItem */
/** A practice under way: the position shown, the answers so far (true: right at the first try), how many. @typedef {{ id: string, index: number, results: boolean[], total: number }} Practice */

/**
 * The practice positions of lesson `id`: [{ position, moves, when? }] (none for some lessons).
 * @type {(id: string) => readonly PracticeItem[]}
 */
export const practiceItems = (id) =>
  /** @type {Record<string, readonly PracticeItem[] | undefined>} */ (PRACTICE)[id] ?? [];

/**
 * Practice position `item` of `lesson` as a one-step lesson: the lesson's
 * first step (its goal, praise and miss) at the item's position, met by
 * the item's `when` (else the step's), its right moves the item's.
 * @param {Lesson} lesson
 * @param {PracticeItem} item
 * @returns {Lesson}
 */
export function practiceLesson(lesson, item) {
  const first = lesson.steps[0];
  return {
    ...lesson,
    position: item.position,
    steps: [{ ...first, moves: item.moves, when: item.when ?? first.when }],
  };
}

/**
 * A fresh practice of `lesson`: { id, index (the position shown), results (true: right at the first try) }.
 * @param {Lesson} lesson
 * @returns {Practice}
 */
export function startPractice(lesson) {
  return { id: lesson.id, index: 0, results: [], total: practiceItems(lesson.id).length };
}

/**
 * The one-step lesson of the position the practice shows, and a fresh run of it.
 * @param {Lesson} lesson
 * @param {Practice} practice
 */
export function practiceStep(lesson, practice) {
  const current = practiceLesson(lesson, practiceItems(lesson.id)[practice.index]);
  return { current, run: startLesson(current) };
}

/**
 * The practice once `run` (of its position) is done: its result kept.
 * @param {Practice} practice
 * @param {LessonRun} run
 * @returns {Practice}
 */
export function practiceAfter(practice, run) {
  if (!run.done || practice.results.length > practice.index) return practice;
  return { ...practice, results: [...practice.results, starsFor(run) === MAX_STARS] };
}

/**
 * The practice at its next position (the caller checks there is one).
 * @type {(practice: Practice) => Practice}
 */
export const practiceNext = (practice) => ({ ...practice, index: practice.index + 1 });

/**
 * Positions right at the first try so far.
 * @type {(practice: Practice) => number}
 */
export const practiceRight = (practice) => practice.results.filter(Boolean).length;

/**
 * Every position answered.
 * @type {(practice: Practice) => boolean}
 */
export const practiceOver = (practice) => practice.results.length >= practice.total;

/**
 * What the device keeps of a practice under way: where it is, and whether the position shown was missed or hinted.
 * @type {(practice: Practice, run: LessonRun) => { id: string, index: number, results: boolean[], missed: boolean, hinted: boolean }}
 */
export const practicePlace = (practice, run) => ({
  id: practice.id,
  index: practice.index,
  results: practice.results,
  missed: run.missed,
  hinted: run.hinted,
});

/**
 * The practice of `lesson` kept by practicePlace (any value: a damaged one,
 * or one of another lesson, gives null): { practice, missed, hinted }. A
 * position already answered goes on at the next; a finished practice gives null.
 * @param {any} saved what a store held: anything
 * @param {Lesson} lesson
 * @returns {{ practice: Practice, missed: boolean, hinted: boolean } | null}
 */
export function readPracticePlace(saved, lesson) {
  const total = practiceItems(lesson.id).length;
  const { index, results } = saved && typeof saved === 'object' ? saved : {};
  if (saved?.id !== lesson.id || !Number.isInteger(index) || index < 0 || index >= total) return null;
  if (!Array.isArray(results) || !results.every((r) => typeof r === 'boolean')) return null;
  if (results.length !== index && results.length !== index + 1) return null;
  const answered = results.length > index;
  if (answered && index + 1 >= total) return null;
  const practice = { id: lesson.id, index: answered ? index + 1 : index, results, total };
  return { practice, missed: !answered && saved.missed === true, hinted: !answered && saved.hinted === true };
}
