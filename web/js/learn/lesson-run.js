// lesson-run.js - one learner's way through a lesson and through the course,
// as plain values the Learn screen keeps: which step, how many misses, the
// position to put back after a miss, when to show the hint. Pure: the
// screen plays the move in the engine, passes its events here, and does
// what the answer says (show words, load a position, mark holes, save).

import { checkLesson } from './lesson-check.js';

/** Misses at one step before the hint shows the way. */
export const MISSES_BEFORE_HINT = 2;

/** A fresh run of `lesson`: { id, step, misses, position (where the step starts), done }. */
export function startLesson(lesson) {
  return { id: lesson.id, step: 0, misses: 0, position: lesson.position, done: false };
}

/**
 * The run after one move: `events` from game.play(move), `after` the game's
 * position string once it settled. Returns { run (the next run), check
 * (checkLesson's answer: met, words), reset (the position to load again
 * after a miss, else null), hint (the step's right moves once the learner
 * has missed MISSES_BEFORE_HINT times, else null) }.
 */
export function afterMove(lesson, run, events, after) {
  const check = checkLesson(lesson, events, run.step);
  if (check.done) return { run: { ...run, misses: 0, done: true }, check, reset: null, hint: null };
  if (check.met) return { run: { ...run, step: run.step + 1, misses: 0, position: after }, check, reset: null, hint: null };
  const misses = run.misses + 1;
  const hint = misses >= MISSES_BEFORE_HINT ? lesson.steps[run.step].moves : null;
  return { run: { ...run, misses }, check, reset: run.position, hint };
}

/**
 * The course's progress as saved on the device: the ids of finished
 * lessons. Reads what a store held (any value: an old or damaged one gives
 * no progress rather than an error) and keeps only ids the course has.
 */
export function readProgress(saved, lessons) {
  let ids = [];
  try {
    const value = typeof saved === 'string' ? JSON.parse(saved) : saved;
    if (Array.isArray(value?.done)) ids = value.done;
  } catch {
    ids = [];
  }
  return { done: lessons.map((l) => l.id).filter((id) => ids.includes(id)) };
}

/** Progress with lesson `id` finished. */
export function markDone(progress, id, lessons) {
  return readProgress({ done: [...progress.done, id] }, lessons);
}

/** The first lesson not finished yet, or null when the course is done (offer a game against Beginner). */
export function nextLesson(progress, lessons) {
  return lessons.find((l) => !progress.done.includes(l.id)) ?? null;
}
