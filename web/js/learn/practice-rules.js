// practice-rules.js - what a practice position of the Learn course must
// show (tools/dev/make-practice.mjs makes practice.js to it;
// tests/node/practice.test.mjs checks every position against it).

/** Seeds by which the search must score the right move above every other. */
export const PRACTICE_MARGIN = 2;

/** The search's depth (plies) that scores every move. */
export const PRACTICE_DEPTH = 12;

/**
 * Lessons without practice: `endless` teaches a move the engine refuses
 * (nothing to find), `match` how a match refills and closes holes (a
 * setting between games, not a move to choose).
 */
export const NO_PRACTICE = Object.freeze(['endless', 'match']);
