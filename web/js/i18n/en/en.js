// en/en.js - English: what the first screen shows and says (the board, the
// header and the action bar, the status line of a game, the spoken moves).
// The one table built into the page's first bundle (strings.js imports it);
// every other table is loaded when wanted (strings.js loadWords).
export default {
  title: 'Hoyito',
  tagline: 'the mancala of the Dominican Republic',
  loading: 'Setting up the board…',
  loadFailed:
    'The game engine could not be loaded, so the board cannot be shown. Check your connection and reload the page.',
  loadFailedDetail: 'Details: {detail}',
  partLoadFailed: 'This part of the game could not be loaded. Check your connection and try again.',
  reload: 'Reload',
  noscript: 'Hoyito needs JavaScript to play.',
  language: 'Language',

  S: 'South',
  N: 'North',
  boardLabel: {
    by: 'n',
    one: 'Hoyito board, {n} hole a row. South plays the bottom row, North the top row.',
    other: 'Hoyito board, {n} holes a row. South plays the bottom row, North the top row.',
  },
  hole: '{player} {number}',
  holeSeeds: { one: '{count} seed', other: '{count} seeds' },
  holeClosed: 'closed',
  holePlayable: 'you can play it',
  pileLabel: { one: '{player} has captured {count} seed', other: '{player} has captured {count} seeds' },
  pileAside: { one: '{count} set aside', other: '{count} set aside' },
  pileAsideShort: '+{count} aside',
  direction: 'Sowing direction',

  // Header and action bar
  newGame: 'New game',
  rules: 'Rules',
  learn: 'Learn', // Learn and puzzles: the header's entry (learn.js)
  gameMenu: 'Game', // the Game panel's button (game-panel.js)
  gamesMenu: 'My games', // the Games screen's button (games-screen.js)
  undo: 'Undo',
  redo: 'Redo',
  skip: 'Skip',
  speed: 'Speed',
  speedSlow: 'Slow',
  speedNormal: 'Normal',
  speedFast: 'Fast',
  speedInstant: 'Instant',
  close: 'Close',
  moves: 'Moves',
  movesLegend: 'x4: took 4 seeds. +: plays again. "passes": had no move.',
  passes: '{player} passes',
  round: 'Game {round}',
  variantName: 'Hoyito {variant}',
  boardSize: '2×{n}',
  clockwise: 'clockwise',
  counterClockwise: 'counter-clockwise',
  readBoard: 'Read the board',
  readScore: 'Read the score',
  keyBoard: 'b',
  keyScore: 's',

  // Status line
  toMove: '{player} to move',
  toMoveHint: '{player} to move: pick a glowing hole',
  sowing: '{player} sows from {hole}…',
  relay: {
    one: '{player} picks up {count} seed from {hole} and sows on…',
    other: '{player} picks up {count} seeds from {hole} and sows on…',
  },
  captures: {
    one: '{player} captures {count} seed from {hole}.',
    other: '{player} captures {count} seeds from {hole}.',
  },
  extraTurn: '{player} captured and plays again.',
  pass: '{player} has no move and passes.',
  lastFour: 'Only four seeds are left: they go to {player}.',
  refill: 'Each player refills their holes from their seeds.',
  notLegal: '{hole} cannot be played now.',
  gameOverStatus: 'Game over. {result}',

  // Spoken descriptions (the screen reader's live region)
  srMove: '{what}: {details}.',
  srPlays: '{player} plays hole {number}',
  srSown: { one: '{count} seed sown', other: '{count} seeds sown' },
  srRelay: { one: 'relay of {count} seed from {hole}', other: 'relay of {count} seeds from {hole}' },
  srCapture: { one: 'captures a casa of {count} on {hole}', other: 'captures a casa of {count} on {hole}' },
  srCaptureRun: {
    one: 'captures the casas on {holes}, {count} seed',
    other: 'captures the casas on {holes}, {count} seeds',
  },
  srCollect: {
    one: '{player} takes the {count} seed left on their side.',
    other: '{player} takes the {count} seeds left on their side.',
  },
  srUndo: 'Move taken back: {player}, hole {number}.',
  srBoardRow: '{player}, holes 1 to {n}: {counts}.',

  // Results
  wins: '{player} wins {a}–{b}.',
  draw: 'Draw, {a}–{b}.',

  // The button that opens the share dialog (its own words are in en/en-more.js)
  share: 'Share',

  // Embed (its replay bar)
  replayFirst: 'First move',
  replayBack: 'Step back',
  replayPlay: 'Play the moves',
  replayPause: 'Pause',
  replayForward: 'Step forward',
  replayLast: 'Last move',
  replayCount: 'Move {ply} of {total}',
  openFull: 'Open in Hoyito',

  // The Hint and Analyse buttons (what they show is in en/en-more.js)
  hint: 'Hint',
  analyse: 'Analyse',

  // The computer opponent during a game
  aiLevel: 'Level',
  aiLevel1: 'Beginner',
  aiLevel2: 'Novice',
  aiLevel3: 'Casual',
  aiLevel4: 'Club',
  aiLevel5: 'Strong',
  aiLevel6: 'Expert',
  aiLevel7: 'Master',
  aiNote: 'Against the computer ({level}), which plays {player}.',
  aiYourTurn: 'Your turn ({player})',
  aiYourTurnHint: 'Your turn ({player}): pick a glowing hole',
  aiComputerTurn: "The computer's turn ({player})",
  aiThinking: 'The computer ({player}) is thinking…',
  aiFailed: 'The computer opponent could not be loaded, so both sides are played here. Reload the page to try again.',
  aiYouWin: 'You win {a}–{b}.',
  aiComputerWins: 'The computer wins {a}–{b}.',
  // The board turned, the last move in the status line, the sound
  boardLabelTurned: {
    by: 'n',
    one: 'Hoyito board, {n} hole a row. North plays the bottom row, South the top row.',
    other: 'Hoyito board, {n} holes a row. North plays the bottom row, South the top row.',
  },
  turnBoard: 'Turn the board',
  turnBoardShort: 'Turn', // under its icon in a phone's action bar: a word of turnBoard
  lastSowed: '{player} sowed from {number}',
  lastRelayed: { one: 'relayed {count} time', other: 'relayed {count} times' },
  lastTook: { one: 'took {count} seed', other: 'took {count} seeds' },
  lastAgain: 'plays again',
  lastMoveStatus: '{move} — {turn}',
  sound: 'Sound of the seeds',
  // ---- who plays whom (status-panel.js)
  playsTwo: 'Two players on this device',
  playsComputer: 'You ({player}) vs the computer, {level}',
  playsDemo: 'Computer vs computer, {level}',
  playsFriend: 'You ({player}) vs a friend, by link',
  playsFriendNamed: 'You ({player}) vs {name}, by link',
  // A long move's note over the board (sow-note.js): its lap, and that a tap skips it.
  sowLap: 'Lap {lap} of {laps}',
  skipTip: 'Tap the board to skip',
};
