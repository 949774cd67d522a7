// strings.js - every word the page shows, in tables per language.
// Logic never holds user-facing text: it asks t(key, values). Each language
// has two tables: its core (the board, the status line, the game's dialogs)
// and its "more" (the rules panel, the share dialog, the editor), loaded
// when one of those is first opened (loadMore). The English core is built
// in; every other table is a module in i18n/, written for players of that
// language and loaded only when needed (page weight). A value is a
// string with {name} placeholders, or for a count an object of plural forms
// chosen by Intl.PluralRules on values.count (or on the value `by` names):
//   holeSeeds: { one: '{count} seed', other: '{count} seeds' }
// Polish needs one / few / many; a form a table lacks falls back to `other`,
// a key it lacks to English. tests/node/i18n.test.mjs checks every table.

export const en = {
  title: 'Hoyito',
  tagline: 'the mancala of the Dominican Republic',
  loading: 'Setting up the board…',
  loadFailed: 'The game engine could not be loaded, so the board cannot be shown. Check your connection and reload the page.',
  loadFailedDetail: 'Details: {detail}',
  partLoadFailed: 'This part of the game could not be loaded. Check your connection and try again.',
  reload: 'Reload',
  noscript: 'Hoyito needs JavaScript to play.',
  language: 'Language',

  S: 'South',
  N: 'North',
  S_short: 'S',
  N_short: 'N',
  boardLabel: { by: 'n', one: 'Hoyito board, {n} hole a row. South plays the bottom row, North the top row.', other: 'Hoyito board, {n} holes a row. South plays the bottom row, North the top row.' },
  boardHint: 'Arrow keys go from one playable hole to the next; Enter or Space plays it. {board} reads the board, {score} the score.',
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
  learnOffer: 'New to Hoyito? Learn it in five minutes.', // the first-visit offer (learn-offer.js)
  learnOfferGo: 'Learn Hoyito',
  learnNotNow: 'Not now',
  gameMenu: 'Game', // the Game panel's button (record-io.js)
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
  moveSpoken: '{player}, hole {number}',
  moveSpokenCapture: { one: '{player}, hole {number}, captured {count} seed', other: '{player}, hole {number}, captured {count} seeds' },
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
  relay: { one: '{player} picks up {count} seed from {hole} and sows on…', other: '{player} picks up {count} seeds from {hole} and sows on…' },
  captures: { one: '{player} captures {count} seed from {hole}.', other: '{player} captures {count} seeds from {hole}.' },
  extraTurn: '{player} captured and plays again.',
  pass: '{player} has no move and passes.',
  lastFour: 'Only four seeds are left: they go to {player}.',
  refill: 'Each player refills their holes from their seeds.',
  notLegal: '{hole} cannot be played now.',
  badLink: 'The position in this link cannot be played: {message}.',
  linkTooLong: { by: 'length', one: 'This link is too long ({length} character; a link holds at most {max}). A new game starts instead.', other: 'This link is too long ({length} characters; a link holds at most {max}). A new game starts instead.' },
  linkEncoding: 'This link is damaged: its {field} field has a broken %-escape. A new game starts instead.',
  linkNoPosition: 'This link has no position (pos=…). A new game starts instead.',
  linkChars: 'The position in this link contains characters no position uses ({chars}). A new game starts instead.',
  linkMoves: 'The moves in this link are not a list of hole numbers 1 to 12 ("{text}"). A new game starts instead.',
  linkAt: { by: 'max', one: 'The link asks to show move {text}, but it lists {max} move. A new game starts instead.', other: 'The link asks to show move {text}, but it lists {max} moves. A new game starts instead.' },
  linkBadMove: 'Move {k} of this link (hole {hole}) cannot be played: {message}. A new game starts instead.',
  linkOption: 'This link\'s {name} setting "{value}" is not one this board knows; it was ignored.',
  gameOverStatus: 'Game over. {result}',

  // Spoken descriptions (the screen reader's live region)
  srMove: '{what}: {details}.',
  srPlays: '{player} plays hole {number}',
  srSown: { one: '{count} seed sown', other: '{count} seeds sown' },
  srRelay: { one: 'relay of {count} seed from {hole}', other: 'relay of {count} seeds from {hole}' },
  srCapture: { one: 'captures a casa of {count} on {hole}', other: 'captures a casa of {count} on {hole}' },
  srCaptureRun: { one: 'captures the casas on {holes}, {count} seed', other: 'captures the casas on {holes}, {count} seeds' },
  srCollect: { one: '{player} takes the {count} seed left on their side.', other: '{player} takes the {count} seeds left on their side.' },
  srUndo: 'Move taken back: {player}, hole {number}.',
  srNewGame: 'New game: {info}.',
  srBoardRow: '{player}, holes 1 to {n}: {counts}.',

  // Engine errors, for players (the engine's own English detail is added after them)
  errDetail: '{reason} ({detail})',
  errTooLong: 'the position is too long',
  errSyntax: 'it is not written as a Hoyito position',
  errVariant: 'the variant must be Hoyito I, II or III',
  errRowSize: 'a row must have 3 to 12 holes',
  errRowMismatch: 'the two rows do not have the same number of holes',
  errCount: 'a hole holds something other than a number of seeds',
  errTurn: 'it does not say properly whose turn it is',
  errCaptures: 'the captured seeds are not written properly',
  errKeyUnknown: 'it has a setting this game does not know',
  errKeyOrder: 'its settings are not in order',
  errKeyValue: 'a setting has a value that is not allowed',
  errKeyDefault: 'a setting is written out at its default value',
  errTotal: 'the seeds do not add up: board, captures and seeds set aside must make eight for each pair of holes',
  errNotFour: 'the seeds on the board are not a multiple of four',
  errOver: 'the game is marked as over while seeds are still on the board, or the reverse',
  errNoOpenHole: 'a row has every hole closed',
  errMustPass: 'the player to move has no possible move',
  errQuiet: 'the moves without a capture have already reached the limit that ends the game',
  errNumber: 'a number is written with a sign or a leading zero',
  errGameOver: 'the game is already over',
  errMoveRange: 'there is no such hole',
  errMoveClosed: 'that hole is closed',
  errMoveEmpty: 'that hole is empty',
  errMoveEndless: 'that move would go round forever, so it is not allowed',
  errOptions: 'those game settings are not possible',
  errOther: 'the game engine refused it',

  // Results
  wins: '{player} wins {a}–{b}.',
  draw: 'Draw, {a}–{b}.',
  reason_last_four: 'The last four seeds went to {player}.',
  reason_last_four_nobody: 'The last four seeds were taken.',
  reason_empty: 'The last capture emptied the board.',
  reason_repetition: 'The same position came up for the third time; each player took the seeds on their side.',
  reason_limit: { by: 'limit', one: '{limit} move went by without a capture; each player took the seeds on their side.', other: '{limit} moves went by without a capture; each player took the seeds on their side.' },
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
  sizeOption: { by: 'n', one: '{n} hole', other: '{n} holes' },
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

  // Buttons that open the share dialog and the editor (their own words are in i18n/en-more.js)
  share: 'Share',
  setUpPosition: 'Set up a position…',

  // Embed
  replayFirst: 'First move',
  replayBack: 'Step back',
  replayPlay: 'Play the moves',
  replayPause: 'Pause',
  replayForward: 'Step forward',
  replayLast: 'Last move',
  replayCount: 'Move {ply} of {total}',
  openFull: 'Open in Hoyito',

  // Rules panel (its text is in i18n/en-more.js)
  rulesTitle: 'How to play Hoyito',

  // hints and analysis (hint.js; the verdicts are evaluation.js's)
  hint: 'Hint',
  hintCancel: 'Cancel hint',
  hintThinking: 'Looking for the best move for {player}…',
  hintBest: 'Best: {hole} — {verdict}',
  hintSpoken: 'Hint for {player}: hole {number}, {verdict}.',
  hintFailed: 'No hint: the search could not run.',
  analyse: 'Analyse',
  analysisTitle: 'Analysis',
  analysisFor: 'Every move of {player}, best first',
  analysisThinking: 'Analysing…',
  analysisDepth: { by: 'depth', one: 'Looked {depth} move ahead.', other: 'Looked {depth} moves ahead.' },
  analysisSolved: 'Solved: every result is certain.',
  analysisOver: 'The game is over: no moves to analyse.',
  analysisWaiting: 'The computer is to move.',
  analysisFailed: 'The analysis could not run.',
  analysisMove: '{hole}: {verdict}',
  evalWin: { one: 'wins by {count} seed with best play', other: 'wins by {count} seeds with best play' },
  evalLoss: { one: 'loses by {count} seed with best play', other: 'loses by {count} seeds with best play' },
  evalDraw: 'draw with best play',
  evalWinAtLeast: { one: 'wins by at least {count} seed', other: 'wins by at least {count} seeds' },
  evalLossAtLeast: { one: 'loses by at least {count} seed', other: 'loses by at least {count} seeds' },
  evalAhead: { one: 'about {count} seed ahead', other: 'about {count} seeds ahead' },
  evalBehind: { one: 'about {count} seed behind', other: 'about {count} seeds behind' },
  evalEven: 'about even',
  evalWinBy: { one: 'a win by {count} seed', other: 'a win by {count} seeds' },
  evalDrawAtBest: 'a draw',
  evalAtBest: 'at best {what}',

  // computer opponent
  playersDemo: 'Computer against computer, to watch',
  aiLevel: 'Level',
  aiLevel1: 'Beginner',
  aiLevel2: 'Novice',
  aiLevel3: 'Casual',
  aiLevel4: 'Club',
  aiLevel5: 'Strong',
  aiLevel6: 'Expert',
  aiLevel7: 'Master',
  aiLevelHint: 'Beginner slips up now and then; Master thinks for about a second a move.',
  aiYouPlay: 'You play',
  aiSideS: 'South, the bottom row',
  aiSideN: 'North, the top row',
  aiNote: 'Against the computer ({level}), which plays {player}.',
  aiDemoNote: 'Computer against computer ({level}). Stop it to play on yourself.',
  aiYourTurn: 'Your turn ({player})',
  aiYourTurnHint: 'Your turn ({player}): pick a glowing hole',
  aiComputerTurn: 'The computer\'s turn ({player})',
  aiThinking: 'The computer ({player}) is thinking…',
  aiDemoThinking: 'Computer against computer: {player} is thinking…',
  aiStop: 'Stop',
  aiDemoStopped: 'Stopped: two people play on from here.',
  aiFailed: 'The computer opponent could not be loaded, so both sides are played here. Reload the page to try again.',
  aiYouWin: 'You win {a}–{b}.',
  aiComputerWins: 'The computer wins {a}–{b}.',
  // ---- Play a friend, your side at the bottom, the last move, plain errors (friend helper)
  boardLabelTurned: { by: 'n', one: 'Hoyito board, {n} hole a row. North plays the bottom row, South the top row.', other: 'Hoyito board, {n} holes a row. North plays the bottom row, South the top row.' },
  turnBoard: 'Turn the board',
  lastSowed: '{player} sowed from {number}',
  lastRelayed: { one: 'relayed {count} time', other: 'relayed {count} times' },
  lastTook: { one: 'took {count} seed', other: 'took {count} seeds' },
  lastAgain: 'plays again',
  lastMoveStatus: '{move} — {turn}',
  playersFriend: 'Play a friend (by link)',
  friendYourName: 'Your name (optional)',
  friendTrust: 'Honest play is on trust: the link carries the whole game.',
  moreOptions: 'More options',
  friendSend: 'Send your move',
  friendCopied: 'Link copied: send it to your friend.',
  friendShared: 'Sent: your friend plays next.',
  friendShareText: 'My move in our game of Hoyito — your turn:',
  friendCopyByHand: 'Copy this link and send it:',
  friendTurn: 'Your friend’s turn ({player})',
  friendTurnNamed: '{name}’s turn ({player})',
  friendWait: 'It is your friend’s turn: they play on their own device.',
  friendOlder: { one: 'This link is older than the game kept here ({count} move; the link has {link}): the game goes on from where it was.', other: 'This link is older than the game kept here ({count} moves; the link has {link}): the game goes on from where it was.' },
  yourGames: 'Your games',
  friendGameLine: '{name} · {whose} · {when}',
  friendNoName: 'A friend',
  friendYourTurnShort: 'your turn',
  friendTheirTurnShort: 'their turn',
  friendGameOver: 'finished',
  details: 'Details',
  errTotalCount: { by: 'count', one: 'it has {count} seed; a board of {n} holes a row needs {need}', other: 'it has {count} seeds; a board of {n} holes a row needs {need}' },
  editorFieldNumber: '{field}: “{value}” is not a number of seeds. Write a whole number, 0 or more, without a sign.',
  sound: 'Sound of the seeds',
  friendAnalysisWaiting: 'Your friend is to move, on their own device.',
  // ---- end of the friend helper's block
};

/** The languages of the page, each by its own name (never translated). */
export const LANGUAGES = {
  es: 'Español', en: 'English', fr: 'Français', pt: 'Português', pl: 'Polski', it: 'Italiano',
};

// Literal import() calls, one a table: esbuild makes each language its own lazy chunk.
const LOADERS = {
  es: () => import('./i18n/es.js'),
  fr: () => import('./i18n/fr.js'),
  pt: () => import('./i18n/pt.js'),
  pl: () => import('./i18n/pl.js'),
  it: () => import('./i18n/it.js'),
};
const MORE_LOADERS = {
  en: () => import('./i18n/en-more.js'),
  es: () => import('./i18n/es-more.js'),
  fr: () => import('./i18n/fr-more.js'),
  pt: () => import('./i18n/pt-more.js'),
  pl: () => import('./i18n/pl-more.js'),
  it: () => import('./i18n/it-more.js'),
};

/** Where the language chosen with the switch is remembered (localStorage). */
export const STORE_LANGUAGE = 'hoyito.lang';

let lang = 'en';
let current = en;
let more = null;     // the "more" table of `lang`, once loaded
let enMore = null;   // English's, the fallback for a key a table lacks
const pluralRules = new Map();

/** The language in use, e.g. 'es'. */
export function language() {
  return lang;
}

/** The page's code for a language tag ('es-DO' -> 'es'), or null when the page does not speak it. */
export function supported(tag) {
  const base = String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, base) ? base : null;
}

/** The language a link asks for, ?lang=es or #…&lang=es, or null. */
export function linkLanguage(loc = location) {
  const get = (text) => new URLSearchParams(text).get('lang');
  return supported(get(loc.search.slice(1)) ?? get(loc.hash.slice(1)));
}

/**
 * The language to show: the link's, else the one chosen with the switch,
 * else the browser's first that the page speaks, else English.
 */
export function chooseLanguage({ link = null, saved = null, browser = [] } = {}) {
  for (const tag of [link, saved, ...browser]) {
    const code = supported(tag);
    if (code) return code;
  }
  return 'en';
}

/** A language's whole table, core and more (for tests and tools). */
export async function loadTable(code) {
  const core = code === 'en' ? en : (await LOADERS[code]()).default;
  return { ...core, ...(await MORE_LOADERS[code]()).default };
}

/**
 * Loads the words of the rules panel, the share dialog and the editor in
 * the language in use; await it before building one of those.
 */
export async function loadMore() {
  const code = lang;
  const table = (await MORE_LOADERS[code]()).default;
  if (code === 'en') enMore = table;
  if (code === lang) more = table;
}

/**
 * Makes `code` the language of t() and of <html lang>. Resolves to the code
 * in use: English for a language the page does not speak, and the current
 * one if the table cannot be loaded (offline before it was ever cached).
 */
export async function setLanguage(code) {
  const next = supported(code) ?? 'en';
  let table;
  try {
    table = next === 'en' ? en : (await LOADERS[next]()).default;
  } catch {
    return lang;
  }
  if (next !== lang) more = null;
  lang = next;
  current = table;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  return lang;
}

function pluralForm(code, n) {
  let rules = pluralRules.get(code);
  if (!rules) {
    rules = new Intl.PluralRules(code);
    pluralRules.set(code, rules);
  }
  return rules.select(n);
}

/**
 * A table's value in language `code` as text: the plural form `values`
 * call for (a missing form falls back to `other`), {name} placeholders
 * filled. Every table of the page goes through here (t(), the lessons' say()).
 */
export function fill(text, values, code) {
  if (typeof text === 'object') text = text[pluralForm(code, Number(values[text.by ?? 'count']))] ?? text.other;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}

/** The string for `key` with {name} placeholders filled from `values`. */
export function t(key, values = {}) {
  let text = current[key] ?? more?.[key];
  let code = lang;
  if (text === undefined) {
    text = en[key] ?? enMore?.[key];
    code = 'en';
  }
  if (text === undefined) return key;
  return fill(text, values, code);
}

/** Fills every element with data-s="key" (textContent) or data-s-label="key" (aria-label). */
export function applyStrings(root) {
  for (const el of root.querySelectorAll('[data-s]')) el.textContent = t(el.dataset.s);
  for (const el of root.querySelectorAll('[data-s-label]')) el.setAttribute('aria-label', t(el.dataset.sLabel));
  for (const el of root.querySelectorAll('[data-s-title]')) el.title = t(el.dataset.sTitle);
}
