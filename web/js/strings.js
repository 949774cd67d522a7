// strings.js - every word the page shows, in one table per language.
// Logic never holds user-facing text: it asks t(key, values). To add a
// language, copy the `en` table, translate the values (keep the {names}),
// and add it to TABLES; nothing else changes. Missing keys fall back to English.

const en = {
  title: 'Hoyito',
  tagline: 'the mancala of the Dominican Republic',
  loading: 'Setting up the board…',
  loadFailed: 'The game engine could not be loaded, so the board cannot be shown. Check your connection and reload the page.',
  loadFailedDetail: 'Details: {detail}',
  reload: 'Reload',
  noscript: 'Hoyito needs JavaScript to play.',

  S: 'South',
  N: 'North',
  boardLabel: 'Hoyito board, {n} holes a row. South plays the bottom row, North the top row.',
  hole: '{player} {number}',
  holeSeeds: '{count} seeds',
  holeSeed: '1 seed',
  holeClosed: 'closed',
  holePlayable: 'you can play it',
  pileLabel: '{player} has captured {count}',
  pileAside: '{count} set aside',
  pileAsideShort: '+{count} aside',
  direction: 'Sowing direction',

  // Header and action bar
  newGame: 'New game',
  rules: 'Rules',
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
  movesEmpty: 'No moves yet.',
  movesLegend: '+4: captured 4 seeds. A player listed twice in a row moved again. "passes": had no move.',
  passes: '{player} passes',
  round: 'Game {round}',
  variantName: 'Hoyito {variant}',
  boardSize: '2×{n}',
  clockwise: 'clockwise',
  counterClockwise: 'counter-clockwise',

  // Status line
  toMove: '{player} to move',
  toMoveHint: '{player} to move: pick a glowing hole',
  sowing: '{player} sows from {hole}…',
  relay: '{player} picks up {count} from {hole} and sows on…',
  captures: '{player} captures {count} from {hole}.',
  extraTurn: '{player} captured and plays again.',
  pass: '{player} has no move and passes.',
  lastFour: 'Only four seeds are left: they go to {player}.',
  refill: 'Each player refills their holes from their seeds.',
  notLegal: '{hole} cannot be played now.',
  badLink: 'The position in this link cannot be played: {message}.',
  linkTooLong: 'This link is too long ({length} characters; a link holds at most {max}). A new game starts instead.',
  linkEncoding: 'This link is damaged: its {field} field has a broken %-escape. A new game starts instead.',
  linkNoPosition: 'This link has no position (pos=…). A new game starts instead.',
  linkChars: 'The position in this link contains characters no position uses ({chars}). A new game starts instead.',
  linkMoves: 'The moves in this link are not a list of hole numbers 1 to 12 ("{text}"). A new game starts instead.',
  linkAt: 'The link asks to show move {text}, but it lists {max} moves. A new game starts instead.',
  linkBadMove: 'Move {k} of this link (hole {hole}) cannot be played: {message}. A new game starts instead.',
  linkOption: 'This link\'s {name} setting "{value}" is not one this board knows; it was ignored.',
  aiUnavailable: 'The computer opponent is not available yet: both sides are played here.',
  gameOverStatus: 'Game over. {result}',

  // Results
  wins: '{player} wins {a}–{b}.',
  draw: 'Draw, {a}–{b}.',
  reason_last_four: 'The last four seeds went to {player}.',
  reason_last_four_nobody: 'The last four seeds were taken.',
  reason_empty: 'The last capture emptied the board.',
  reason_repetition: 'The same position came up for the third time; each player took the seeds on their side.',
  reason_limit: '{limit} moves went by without a capture; each player took the seeds on their side.',
  reason_no_moves: 'Neither player could move; each player took the seeds on their side.',

  // Game-over dialog
  gameOver: 'Game over',
  matchOver: 'Match over',
  score: '{S} {s} · {N} {n}',
  nextGame: 'Next game of the match',
  nextGameHint: 'Each player refills their own holes, four to a hole, from the seeds they won. Holes that cannot be filled stay closed. {player} starts.',
  nextGameDrawHint: 'Each player refills their own holes, four to a hole, from the seeds they won. Holes that cannot be filled stay closed. After a draw, the player who moved second starts.',
  matchWinner: '{loser} cannot fill a single hole. {winner} wins the match.',
  matchGames: 'Games of this match',
  matchGameLine: 'Game {round}: {result}',
  lookAtBoard: 'Look at the board',

  // New-game dialog
  newGameTitle: 'New game',
  variant: 'Variant',
  variantI: 'Hoyito I',
  variantIHint: 'Any hole that reaches exactly four while you sow is yours at once, even mid-move.',
  variantII: 'Hoyito II',
  variantIIHint: 'Only your last seed captures: its four plus the unbroken run of fours behind it. Then you play again.',
  variantIII: 'Hoyito III',
  variantIIIHint: 'Only your last seed captures, and only its own hole. Then you play again.',
  size: 'Holes a row',
  sizeOption: '{n} holes',
  directionLegend: 'Sowing direction',
  ccwOption: 'Counter-clockwise',
  ccwHint: 'seeds travel right along your row',
  cwOption: 'Clockwise',
  cwHint: 'seeds travel left along your row',
  players: 'Players',
  playersTwo: 'Two people on this device',
  playersComputer: 'Against the computer',
  starts: 'Who starts',
  start: 'Start',
  cancel: 'Cancel',
  badStart: 'This game cannot start that way: {message}',

  // Share dialog
  share: 'Share',
  shareTitle: 'Share this game',
  shareLinkLabel: 'Link to this position, with the moves that led to it',
  shareLinkHint: 'Whoever opens it sees this board and can play on or step back through the moves.',
  copyLink: 'Copy link',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it.',
  embedLabel: 'Put this board on a website',
  embedHint: 'Paste this into any page; the board shows this position, read-only.',
  copyEmbed: 'Copy embed code',
  editPosition: 'Edit position',
  embedTitle: 'Hoyito board',

  // Position editor
  setUpPosition: 'Set up a position…',
  editorTitle: 'Set up a position',
  editorHint: 'Type the seeds in each hole; tick "closed" for holes closed in a match.',
  toMoveLabel: 'To move',
  capturedLabel: '{player} captured',
  asideLabel: '{player} set aside',
  closedLabel: 'closed',
  holeField: 'Seeds in {hole}',
  editorMore: 'More settings',
  quietLabel: 'Moves since the last capture',
  limitLabel: 'Moves without a capture that end the game',
  roundLabel: 'Game of the match',
  prevLabel: 'Previous game won by',
  prevNone: 'nobody (first game)',
  prevDraw: 'a draw',
  seedTotal: 'Seeds: {count} of {total}',
  editorValid: 'Ready: this position can be played.',
  editorInvalid: 'Not playable yet: {message}.',
  editorStart: 'Start position',
  editorClear: 'Clear the board',
  playPosition: 'Play it',

  // Embed
  replayFirst: 'First move',
  replayBack: 'Step back',
  replayPlay: 'Play the moves',
  replayPause: 'Pause',
  replayForward: 'Step forward',
  replayLast: 'Last move',
  replayCount: 'Move {ply} of {total}',
  openFull: 'Open in Hoyito',

  // Rules panel
  rulesTitle: 'How to play Hoyito',
  rulesGoalH: 'Goal',
  rulesGoal: 'Capture more seeds than your opponent.',
  rulesBoardH: 'The board',
  rulesBoard: 'Two rows of holes with four seeds in each. South owns the bottom row, North the top row. Each player counts their holes from their own left: 1, 2, 3… Captured seeds are kept beside the board.',
  rulesMoveH: 'A move',
  rulesMove: 'Take all the seeds from one of your holes and drop them one by one into the next holes, going round both rows (counter-clockwise unless the game was set to clockwise).',
  rulesRelay: 'Where your last seed lands decides what happens next. In an empty hole, your move is over. In a hole that already had seeds, pick them all up, your last seed too, and keep sowing from the next hole.',
  rulesCaptureH: 'Capturing',
  rulesCapture: 'A hole holding exactly four seeds is a casa. The player who is sowing takes it, whichever side of the board it is on. The three versions of the game capture differently:',
  rulesI: 'Hoyito I: every time a seed you drop makes four, you take those four right away and keep sowing.',
  rulesII: 'Hoyito II: only the last seed of your sowing captures. You take its four and every hole just behind it that also holds four, stopping at the first that does not. Then you play again.',
  rulesIII: 'Hoyito III: only the last seed captures, and only its own hole. Then you play again.',
  rulesPassH: 'No move?',
  rulesPass: 'A player who cannot move passes, and the other player moves again. Moves that would go round forever cannot be chosen.',
  rulesEndH: 'End of the game',
  rulesEnd: 'When a capture leaves only four seeds on the board, those four go to the player who captured and the game is over. A game also ends when the same position comes up three times, after a long stretch of moves without any capture, or when nobody can move; then each player takes the seeds on their own side. Most seeds wins.',
  rulesMatchH: 'A match',
  rulesMatch: 'After a game, each player fills their own holes, four seeds to a hole starting from their hole 1, using the seeds they won. Holes they cannot fill stay closed for that game: nobody sows into them. The winner starts the next game. Whoever cannot fill even one hole loses the match. In Hoyito III, from the third game on, the last four seeds go to the winner of the previous game.',
  rulesExamplesH: 'Examples',
  before: 'Before',
  after: 'After',
  exampleRelay: 'Relay: South plays hole 2. The last seed lands in hole 5, which had seeds, so South picks up all three and sows on; the last seed now lands in an empty hole and the move ends.',
  exampleI: 'Hoyito I: South plays hole 2. Its first seed makes four in hole 3: South takes them at once and sows on. The last seed lands in an empty hole.',
  exampleII: 'Hoyito II: South plays hole 1. The last seed makes four in hole 4, and holes 3 and 2 behind it now hold four too: South takes all twelve and plays again.',
  exampleIII: 'Hoyito III, same board: South takes only the four in hole 4 and plays again. Holes 2 and 3 keep their seeds.',
  captured: 'captured',
};

const TABLES = { en };

let current = en;

/** Picks the first language of the browser that has a table (English otherwise). */
export function chooseLanguage(languages = []) {
  for (const tag of languages) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (TABLES[base]) {
      current = TABLES[base];
      return base;
    }
  }
  current = en;
  return 'en';
}

/** The string for `key` with {name} placeholders filled from `values`. */
export function t(key, values = {}) {
  const text = current[key] ?? en[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}

/** Fills every element with data-s="key" (textContent) or data-s-label="key" (aria-label). */
export function applyStrings(root) {
  for (const el of root.querySelectorAll('[data-s]')) el.textContent = t(el.dataset.s);
  for (const el of root.querySelectorAll('[data-s-label]')) el.setAttribute('aria-label', t(el.dataset.sLabel));
  for (const el of root.querySelectorAll('[data-s-title]')) el.title = t(el.dataset.sTitle);
}
