// en/lessons-en.js - English: the words of the Learn course (lessons.js), loaded
// when Learn is opened. Keys: the course's, each lesson's (title, then per
// step goal / praise / miss), and the "what happened" facts lesson-check.js
// builds from the engine's events. Plural forms as in strings.js.
export default {
  learnTitle: 'Learn Hoyito',
  lessonOf: 'Lesson {k} of {total}',
  rulesCited: 'Rules: {rules}',
  // The rules a lesson teaches, by name (lessons.js rules: R1..R18 of docs/RULES.md)
  ruleR1: 'the board',
  ruleR2: 'the players',
  ruleR3: 'the direction',
  ruleR4: 'picking up',
  ruleR5: 'sowing',
  ruleR6: 'relay sowing',
  ruleR7: 'endless moves',
  ruleR8: 'passing',
  ruleR9: 'captures in Hoyito I',
  ruleR10: 'captures in Hoyito II',
  ruleR11: 'captures in Hoyito III',
  ruleR12: 'casas that stay',
  ruleR13: 'the last four',
  ruleR14: 'who wins',
  ruleR15: 'the move limit',
  ruleR16: 'refilling',
  ruleR17: 'closed holes',
  ruleR18: 'who starts',
  tryAgain: 'The board is back as it was: try again.',
  hintShown: 'The hole ringed with white dots is the one to play.',
  nextLesson: 'Next lesson',
  courseDone: 'You know the rules of Hoyito. Ready for a first game?',

  sowTitle: 'Sowing',
  sowGoal1:
    "Your holes are the bottom row: take the seeds of one hole and drop them one to a hole, to the right and on into North's row at the top, so that your last seed lands in North's row.",
  sowPraise1:
    "Well done: you took every seed from your hole and dropped one into each hole after it, round into North's row.",
  sowMiss1: "That hole has too few seeds to reach North's row.",

  clockwiseTitle: 'The other direction',
  clockwiseGoal1:
    "In this game seeds go clockwise, to the left along your row and then into North's: make your last seed land in North's row.",
  clockwisePraise1: 'Right: a game set to clockwise sows the other way round, from the first move to the last.',
  clockwiseMiss1: 'Those seeds stayed in your row: find a hole with enough seeds to go past your hole 1.',

  relayTitle: 'Relay sowing',
  relayGoal1: 'When your last seed lands on seeds, you pick them all up and sow on: make a move that does this twice.',
  relayPraise1: 'That is the relay: a move goes on until its last seed falls into an empty hole.',
  relayMiss1: 'Fewer than two relays: look for a hole whose last seed lands on seeds.',

  casaTitle: 'Casas',
  casaGoal1: 'A hole holding exactly four seeds is a casa, and you capture it: make a four.',
  casaPraise1: 'A casa: its four seeds are yours, and whoever captures more seeds wins the game.',
  casaMiss1: 'No hole reached exactly four: look for a hole of three that your sowing can add one to.',

  passingTitle: 'Hoyito I: captures on the way',
  passingGoal1:
    'In Hoyito I every seed that makes a four captures it at once, and you sow on: capture two casas in one move.',
  passingPraise1: 'Two casas in one move: in Hoyito I every four you make on the way is yours.',
  passingMiss1: 'That was fewer than two casas: find the hole whose seeds pass over two holes of three.',

  runTitle: 'Hoyito II: the last hole and the run behind it',
  runGoal1:
    'In Hoyito II only your last seed captures: it takes its four and every four right behind it, so capture at least two casas.',
  runPraise1: 'Your last seed made a four, and the fours just behind it went with it.',
  runMiss1:
    'Fewer than two casas: in Hoyito II a four made on the way stays, and only the hole of your last seed is taken, with the fours right behind it.',

  againTitle: 'Hoyito II: play again',
  againGoal1: 'In Hoyito II a capture earns you another move: capture a casa with your last seed.',
  againPraise1: 'Captured, and it is your move again.',
  againMiss1: 'No capture, so the turn would pass to North: your last seed must make the four.',
  againGoal2: 'Use your extra move: capture another casa.',
  againPraise2: 'Two captures in one turn: every capture earns another move.',
  againMiss2: 'That move captured nothing: look for a hole of three your last seed can reach.',

  onlyLastTitle: 'Hoyito III: the last hole only',
  onlyLastGoal1: 'In Hoyito III your last seed captures only its own hole, and then you play again: capture a casa.',
  onlyLastPraise1: 'Only the last hole was taken: every other four on the board stays where it is.',
  onlyLastMiss1: 'Your last seed did not make a four, so nothing was captured: fours made on the way stay.',

  lastFourTitle: 'The last four',
  lastFourGoal1:
    'When a capture leaves only four seeds on the board, they go to the capturer and the game ends: end the game that way.',
  lastFourPraise1: 'Game over: you captured, and the last four seeds on the board were yours too.',
  lastFourMiss1: 'No capture, so the game goes on: make a four.',

  passTitle: 'Passing',
  passGoal1: 'North has no seeds: make a move that leaves North with none, so that North must pass and you play again.',
  passPraise1: 'North had nothing to play and passed: a player with no move passes.',
  passMiss1: "Your seeds reached North's row, so North can move: keep them on your side.",

  endlessTitle: 'Endless moves',
  endlessGoal1:
    'Your hole 4 has seeds but cannot be played, because its relay would go round forever: play a move that relays.',
  endlessPraise1: 'Good: a move that would never end is not allowed, so the game never offers it.',
  endlessMiss1: 'That move ended without a relay: look for one whose last seed lands on seeds.',

  endTitle: 'How a game ends',
  endGoal1:
    'After 100 moves without a capture the game ends and each player takes the seeds on their own side; this is the 100th: end the game ahead.',
  endPraise1: 'The game is over and you have more seeds: whoever has captured more wins.',
  endMiss1: "Too many of your seeds went over to North's side: keep more on your own side.",

  matchTitle: 'Matches',
  matchGoal1:
    'Game 2 of a match: you won game 1, so you start; North refilled only two holes, the others are closed and seeds skip them. Capture a casa.',
  matchPraise1:
    'Right: seeds skip closed holes. After each game, players refill their holes four to a hole from the seeds they won; a hole they cannot fill stays closed.',
  matchMiss1: 'No capture: count your seeds past the closed holes, which nobody sows into.',

  factSow: {
    one: 'You sowed {count} seed from your hole {hole}.',
    other: 'You sowed {count} seeds from your hole {hole}.',
  },
  factPassing: {
    one: 'You captured {count} casa on the way, as soon as a seed made four.',
    other: 'You captured {count} casas on the way, each as soon as a seed made four.',
  },
  factRelays: {
    one: 'You relayed {count} time: your last seed landed on seeds, so you picked them all up and sowed on.',
    other: 'You relayed {count} times: each time your last seed landed on seeds, you picked them all up and sowed on.',
  },
  factLastCapture: {
    one: 'Your last seed made a four: you captured {count} casa.',
    other: 'Your last seed made a four: you captured it and the run behind it, {count} casas.',
  },
  factEndMine: 'Your last seed fell into your empty hole {hole}, so the move ended.',
  factEndTheirs: "Your last seed fell into your opponent's empty hole {hole}, so the move ended.",
  factExtraTurn: 'You captured, so you play again.',
  factPassTheirs: 'Your opponent has no move and passes: you play again.',
  factLastFourMine: {
    one: 'Only {count} seed was left on the board: it is yours.',
    other: 'Only {count} seeds were left on the board: they are yours.',
  },
  factLastFourTheirs: {
    one: 'Only {count} seed was left on the board: it goes to your opponent.',
    other: 'Only {count} seeds were left on the board: they go to your opponent.',
  },
  factOverLastFour: 'The game is over.',
  factOverEmpty: 'The board is empty: the game is over.',
  factOverRepetition: 'The same position came up for the third time: the game is over.',
  factOverLimit: 'That was too many moves in a row without a capture: the game is over.',
  factOverNoMoves: 'Neither player can move: the game is over.',
  factCollectMine: {
    one: 'You take the {count} seed left on your side.',
    other: 'You take the {count} seeds left on your side.',
  },
  factCollectTheirs: {
    one: 'Your opponent takes the {count} seed left on their side.',
    other: 'Your opponent takes the {count} seeds left on their side.',
  },
  factWin: 'You win, {mine} to {theirs}.',
  factLoss: 'You lose, {mine} to {theirs}.',
  factDraw: 'A draw, {mine} to {theirs}.',
  // The Learn screen and the puzzle trainer (learn.js, puzzle-pick.js)
  learnClose: 'Back to the game',
  learnLessons: 'Lessons',
  lessonUnknown: 'There is no lesson "{id}": here is the next one.',
  puzzlesOpen: 'Puzzles',
  puzzleOfDay: 'Puzzle of the day',
  puzzleName: '{theme} {number} · Hoyito {variant}',
  puzzleGoalTurn:
    '{player} to move: find the move that captures the most seeds this turn (relays and extra moves count).',
  puzzleGoalEndgame:
    '{player} to move: find the one move that keeps the best result; every other move loses seeds with best play.',
  puzzleRight: 'Right: that is the best move.',
  puzzleRightTurn: 'This turn can take {best} seeds; the next best move takes {second}.',
  puzzleRightEndgame: 'With best play, any other move ends at least {margin} seeds worse.',
  puzzleWrong: 'Not the best move.',
  puzzleBest: 'The best move was hole {hole}. Here is what it does:',
  puzzleNext: 'Next puzzle',
  puzzleRetry: 'Try again',
  puzzleStreak: { one: 'Streak: {count} puzzle solved in a row', other: 'Streak: {count} puzzles solved in a row' },
  puzzleLoadFailed: 'The puzzles could not be loaded: {detail}',
  puzzleUnknown: 'There is no puzzle "{id}": here is the puzzle of the day.',
  // Stars, the course map and the Hint button (learn-lessons.js, learn-panel.js)
  learnMap: 'Course map',
  hintAsk: 'Hint',
  lessonMapItem: { one: 'Lesson {k}, {title}, {count} star of 3', other: 'Lesson {k}, {title}, {count} stars of 3' },
  starsEarned: { one: 'Lesson finished: {count} star of 3.', other: 'Lesson finished: {count} stars of 3.' },
  starsHinted: 'Right at the first try without the hint earns three.',
  starsMissed: 'Right at the first try earns three; the hint alone, two.',
  // The puzzle trainer's themes, rating, hint, solution and history (puzzle-tools.js, learn-puzzles.js)
  puzzleThemeTurn: 'Big capture',
  puzzleThemeEndgame: 'Endgame',
  puzzleThemeAll: 'All themes',
  puzzleThemeLabel: 'Theme',
  puzzleRating: 'Your rating: {rating} ± {rd} · Puzzle rating {difficulty}',
  puzzleRatingChange: 'Your rating: {change}, now {rating}.',
  puzzleRatingKept: 'Only your first try of a puzzle counts: your rating stays {rating}.',
  puzzleHint: 'Hint',
  puzzleHintShown: 'Hint: the hole to play is marked. A solve with a hint counts as a miss for your rating.',
  puzzleSolution: 'Show the solution',
  puzzleSolutionShown: 'The solution, played on the board move by move, with the replies.',
  puzzleHistory: 'History ({count})',
  puzzleHistoryEmpty: 'No puzzle tried yet.',
  puzzleHistorySolved: 'solved',
  puzzleHistoryMissed: 'missed',
  // Practice after a lesson and the step after the course (learn-lessons.js, learn-panel.js)
  practise: 'Practise ({count})',
  practiseAgain: 'Practise again',
  practiceOf: 'Practice {k} of {total}',
  practiceNext: 'Next position',
  practiceScore: 'Practice done: {right} of {total} right at the first try.',
  mapPractised: 'practice done',
  coursePuzzles: 'Puzzles: {topic}',
  playLevel: 'Play against {level}',
  courseNext: 'Next: puzzles on the theme "{topic}", then a game against {level}, a level chosen from your stars.',
  // The puzzle themes read from the proof, and the board size of the set (puzzle-pick.js, puzzle-tools.js)
  puzzleThemeRelay: 'Relay sowing',
  puzzleThemePassing: 'Capture on the way',
  puzzleThemeExtra: 'Extra move',
  puzzleThemeLastFour: 'The last four',
  puzzleSizeLabel: 'Board',
  puzzleNameSize: '{theme} {number} · Hoyito {variant} · {size}',
};
