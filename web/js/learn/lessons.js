// lessons.js - the Learn course as data: each lesson a small position in the
// engine's notation (docs/RULES.md "Position notation"), the rules it teaches (by
// ID), and one or two steps, each a goal, the moves that reach it and the
// condition over the engine's events that says it was reached
// (lesson-check.js). The engine plays every move; nothing here knows a rule.
// The words are in the 'lessons' bundle (i18n/<lang>/lessons-<lang>.js) under the
// keys named here, said by strings.js t() once loadWords('lessons') is done.
// tests/node/lessons.test.mjs plays every legal move of every lesson in the
// real engine to keep this data honest.

/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** A step's goal, praise and miss sentences, the moves that meet it, its conditions (lesson-check.js). @typedef {{ goal: WordKey, praise: WordKey, miss: WordKey, moves: number[], when: import('./lesson-check.js').When }} LessonStep */
/** @typedef {{ id: string, title: WordKey, rules: string[], position: string, steps: LessonStep[], notPlayable?: number[], theme?: string }} Lesson */

/** @type {(id: string, k: number, moves: number[], when: import('./lesson-check.js').When) => LessonStep} */
const step = (id, k, moves, when) => ({
  goal: /** @type {WordKey} */ (`${id}Goal${k}`),
  praise: /** @type {WordKey} */ (`${id}Praise${k}`),
  miss: /** @type {WordKey} */ (`${id}Miss${k}`),
  moves,
  when,
});

/**
 * @param {string} id
 * @param {string[]} rules
 * @param {string} position
 * @param {[number[], import('./lesson-check.js').When][]} steps
 * @param {{ notPlayable?: number[], theme?: string }} [extra]
 * @returns {Lesson}
 */
const lesson = (id, rules, position, steps, extra = {}) => ({
  id,
  title: /** @type {WordKey} */ (`${id}Title`),
  rules,
  position,
  steps: steps.map((s, i) => step(id, i + 1, ...s)),
  ...extra,
});

/**
 * The course, in order: { id, title (key), rules (IDs of docs/RULES.md),
 * position, steps: [{ goal, praise, miss (keys), moves (the hole numbers
 * that meet it, for the hint), when (lesson-check.js conditions) }], and
 * notPlayable (holes with seeds the engine refuses, for the endless lesson),
 * theme (the puzzle theme of the same idea, offered at the end of the course) }.
 * A later step's moves are those of the position its earlier steps leave,
 * whichever of their right moves was played.
 */
export const LESSONS = Object.freeze([
  // Take all the seeds of a hole, one into each following hole, round into North's row.
  lesson('sow', ['R1', 'R2', 'R4', 'R5'], 'I:1,0,0,0,3,0/0,0,0,2,1,1:S:20,20', [[[5], { lastDropIn: 'theirs' }]]),
  // dir=cw: the same, the other way round.
  lesson('clockwise', ['R3'], 'I:0,3,0,0,0,1/1,1,2,0,0,0:S:20,20:dir=cw', [[[2], { lastDropIn: 'theirs' }]]),
  // Hole 1's last seed lands on seeds twice: two relays.
  lesson('relay', ['R6'], 'I:2,0,1,0,1,0/0,0,1,1,1,1:S:20,20', [[[1], { relays: { atLeast: 2 } }]], { theme: 'relay' }),
  lesson('casa', ['R9'], 'I:1,3,0,0,0,0/2,2,1,1,1,1:S:18,18', [[[1], { captures: { atLeast: 1 } }]], { theme: 'turn' }),
  // Hole 1 makes four twice in passing (Hoyito I); hole 2 only once.
  lesson('passing', ['R9'], 'I:3,3,3,0,0,0/2,1,1,1,1,1:S:16,16', [[[1], { passing: { atLeast: 2 } }]], {
    theme: 'passing',
  }),
  // Hole 1 ends on a four with two more behind it; hole 2 leaves fours that stay.
  lesson('run', ['R10', 'R12'], 'II:3,3,3,3,0,1/1,1,1,1,1,2:S:14,14', [[[1], { captures: { atLeast: 2 } }]], {
    theme: 'turn',
  }),
  // Capture, then use the extra turn to capture again.
  lesson(
    'again',
    ['R10'],
    'II:3,0,2,3,0,0/1,1,1,1,2,2:S:16,16',
    [
      [[1], { extraTurn: true }],
      [[2], { captures: { atLeast: 1 } }],
    ],
    { theme: 'extra' },
  ),
  // The board of "run" in Hoyito III: the last hole alone is taken.
  lesson(
    'onlyLast',
    ['R11', 'R12'],
    'III:3,3,3,3,0,1/1,1,1,1,1,2:S:14,14',
    [[[1, 4, 6], { captures: 1, extraTurn: true }]],
    { theme: 'extra' },
  ),
  lesson('lastFour', ['R13', 'R14'], 'I:1,3,0,0,0,0/0,0,1,1,1,1:S:20,20', [[[1], { endReason: 'last_four' }]], {
    theme: 'lastFour',
  }),
  // North's row is empty: keep your seeds on your side and North must pass.
  lesson('pass', ['R8'], 'I:2,0,1,0,1,0/0,0,0,0,0,0:S:22,22', [[[3, 5], { pass: true }]]),
  // Hole 4 would sow forever: the engine does not offer it.
  lesson('endless', ['R7'], 'II:0,2,1,2,0,1/0,2,1,0,2,1:S:18,18', [[[2, 3], { relays: { atLeast: 1 } }]], {
    notPlayable: [4],
  }),
  // One more move without a capture ends the game (limit 100); each takes their own side.
  lesson(
    'end',
    ['R15', 'R14'],
    'I:1,0,0,2,2,1/0,0,0,1,0,1:S:20,20:quiet=99',
    [[[1, 5, 6], { endReason: 'limit', winner: 'me' }]],
    { theme: 'endgame' },
  ),
  // Game 2 of a match: South won game 1 and starts; North refilled two holes only.
  lesson('match', ['R16', 'R17', 'R18'], 'II:2,3,2,1,0,4/2,2,x,x,x,x:S:8,8:aside=16,0;prev=S;round=2', [
    [[6], { captures: { atLeast: 1 } }],
  ]),
]);

/**
 * The lesson with this id (a #learn=ID link), or null.
 * @param {string | null | undefined} id
 */
export function lessonById(id) {
  return LESSONS.find((l) => l.id === id) ?? null;
}

/**
 * The key of a rule's name in the player's words ('R5' -> 'ruleR5': "sowing"), said where a lesson cites it.
 * @type {(id: string) => WordKey}
 */
export const ruleNameKey = (id) => /** @type {WordKey} */ (`rule${id}`);

/** The course's words: keys every lessons table has besides each lesson's own. */
export const COURSE_KEYS = Object.freeze([
  ...[...new Set(LESSONS.flatMap((l) => l.rules))].map(ruleNameKey),
  'learnTitle',
  'lessonOf',
  'rulesCited',
  'tryAgain',
  'hintShown',
  'nextLesson',
  'courseDone',
  // The Learn screen and the puzzle trainer (learn.js, puzzle-pick.js).
  'learnClose',
  'learnLessons',
  'lessonUnknown',
  'puzzlesOpen',
  'puzzleOfDay',
  'puzzleName',
  'puzzleGoalTurn',
  'puzzleGoalEndgame',
  'puzzleRight',
  'puzzleRightTurn',
  'puzzleRightEndgame',
  'puzzleWrong',
  'puzzleBest',
  'puzzleNext',
  'puzzleRetry',
  'puzzleStreak',
  'puzzleLoadFailed',
  'puzzleUnknown',
  // Stars, the course map and the Hint button (learn-lessons.js, learn-panel.js).
  'learnMap',
  'hintAsk',
  'lessonMapItem',
  'starsEarned',
  'starsHinted',
  'starsMissed',
  // The puzzle trainer's themes, rating, hint, solution and history (puzzle-tools.js).
  'puzzleThemeTurn',
  'puzzleThemeEndgame',
  'puzzleThemeAll',
  'puzzleThemeLabel',
  'puzzleRating',
  'puzzleRatingChange',
  'puzzleRatingKept',
  'puzzleHint',
  'puzzleHintShown',
  'puzzleSolution',
  'puzzleSolutionShown',
  'puzzleHistory',
  'puzzleHistoryEmpty',
  'puzzleHistorySolved',
  'puzzleHistoryMissed',
  // Practice after a lesson and the step after the course (learn-lessons.js, learn-panel.js).
  'practise',
  'practiseAgain',
  'practiceOf',
  'practiceNext',
  'practiceScore',
  'mapPractised',
  'coursePuzzles',
  'playLevel',
  'courseNext',
  'puzzleThemeRelay',
  'puzzleThemePassing',
  'puzzleThemeExtra',
  'puzzleThemeLastFour',
  'puzzleSizeLabel',
  'puzzleNameSize',
]);
