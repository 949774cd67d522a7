// puzzle-history.js - the puzzles the learner solved or missed, newest first,
// as plain values (learn-puzzles.js keeps them on the device). Pure.

// Entries kept: the oldest go first (a bound on the store and on the list drawn).
export const MAX_HISTORY = 200;

/** The history as a store held it (anything: damaged entries are dropped). */
export function readHistory(saved) {
  if (!Array.isArray(saved)) return [];
  return saved
    .filter((e) => e && typeof e.id === 'string' && typeof e.solved === 'boolean' && Number.isFinite(e.at))
    .map(({ id, solved, at }) => ({ id, solved, at }))
    .slice(0, MAX_HISTORY);
}

/** The history with puzzle `id` just tried (`solved`: a clean solve) at time `at` (ms). */
export function addHistory(history, id, solved, at) {
  return [{ id, solved, at }, ...history].slice(0, MAX_HISTORY);
}
