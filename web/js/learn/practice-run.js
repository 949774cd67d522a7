// practice-run.js - a learner's way through the practice positions of a
// lesson (practice.js), as plain values: each position is a one-step
// lesson judged by the lesson's own condition and words (lesson-check.js
// through lesson-run.js afterMove), and counts as right when its move was
// right at the first try, unaided. Pure: the screen plays the moves.

import { PRACTICE } from './practice.js';
import { startLesson, starsFor, MAX_STARS } from './lesson-run.js';

/** The practice positions of lesson `id`: [{ position, moves, when? }] (none for some lessons). */
export const practiceItems = (id) => PRACTICE[id] ?? [];

/**
 * Practice position `item` of `lesson` as a one-step lesson: the lesson's
 * first step (its goal, praise and miss) at the item's position, met by
 * the item's `when` (else the step's), its right moves the item's.
 */
export function practiceLesson(lesson, item) {
  const first = lesson.steps[0];
  return { ...lesson, position: item.position, steps: [{ ...first, moves: item.moves, when: item.when ?? first.when }] };
}

/** A fresh practice of `lesson`: { id, index (the position shown), results (true: right at the first try) }. */
export function startPractice(lesson) {
  return { id: lesson.id, index: 0, results: [], total: practiceItems(lesson.id).length };
}

/** The one-step lesson of the position the practice shows, and a fresh run of it. */
export function practiceStep(lesson, practice) {
  const current = practiceLesson(lesson, practiceItems(lesson.id)[practice.index]);
  return { current, run: startLesson(current) };
}

/** The practice once `run` (of its position) is done: its result kept. */
export function practiceAfter(practice, run) {
  if (!run.done || practice.results.length > practice.index) return practice;
  return { ...practice, results: [...practice.results, starsFor(run) === MAX_STARS] };
}

/** The practice at its next position (the caller checks there is one). */
export const practiceNext = (practice) => ({ ...practice, index: practice.index + 1 });

/** Positions right at the first try so far. */
export const practiceRight = (practice) => practice.results.filter(Boolean).length;

/** Every position answered. */
export const practiceOver = (practice) => practice.results.length >= practice.total;
