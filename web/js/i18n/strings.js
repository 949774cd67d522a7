// strings.js - every word the page shows, in tables per language.
// Logic never holds user-facing text: it asks t(key, values). Each language
// has two tables: its core, what the first screen shows and says (the
// board, the header and the action bar, the status line of a game, the
// spoken moves), and its "more", the words of what opens later (the
// dialogs, the rules panel, the share dialog, the editor, hints and
// analysis, a refused link or position, a game with a friend), loaded by
// loadMore() before one of those first shows. The English core is built
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
  aiComputerTurn: 'The computer\'s turn ({player})',
  aiThinking: 'The computer ({player}) is thinking…',
  aiFailed: 'The computer opponent could not be loaded, so both sides are played here. Reload the page to try again.',
  aiYouWin: 'You win {a}–{b}.',
  aiComputerWins: 'The computer wins {a}–{b}.',
  // The board turned, the last move in the status line, the sound
  boardLabelTurned: { by: 'n', one: 'Hoyito board, {n} hole a row. North plays the bottom row, South the top row.', other: 'Hoyito board, {n} holes a row. North plays the bottom row, South the top row.' },
  turnBoard: 'Turn the board',
  lastSowed: '{player} sowed from {number}',
  lastRelayed: { one: 'relayed {count} time', other: 'relayed {count} times' },
  lastTook: { one: 'took {count} seed', other: 'took {count} seeds' },
  lastAgain: 'plays again',
  lastMoveStatus: '{move} — {turn}',
  sound: 'Sound of the seeds',
};

/** The languages of the page, each by its own name (never translated). */
export const LANGUAGES = {
  es: 'Español', en: 'English', fr: 'Français', pt: 'Português', pl: 'Polski', it: 'Italiano',
};

// Literal import() calls, one a table: esbuild makes each language its own lazy chunk.
const LOADERS = {
  es: () => import('./es/es.js'),
  fr: () => import('./fr/fr.js'),
  pt: () => import('./pt/pt.js'),
  pl: () => import('./pl/pl.js'),
  it: () => import('./it/it.js'),
};
const MORE_LOADERS = {
  en: () => import('./en/en-more.js'),
  es: () => import('./es/es-more.js'),
  fr: () => import('./fr/fr-more.js'),
  pt: () => import('./pt/pt-more.js'),
  pl: () => import('./pl/pl-more.js'),
  it: () => import('./it/it-more.js'),
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

// Where the words show: the page's document (its <html lang> and [data-s]
// texts), or, once showLanguageIn() was called, only the boards mounted in
// another page's elements, which must not relabel that page.
const boards = new Set();

/** Shows the language in `root` (a shadow root) and `holder`'s lang rather than in the document. */
export function showLanguageIn(root, holder) {
  const board = { root, holder };
  boards.add(board);
  holder.lang = lang;
  return () => boards.delete(board);
}

function relabel() {
  if (boards.size) for (const { root } of boards) applyStrings(root);
  else if (typeof document !== 'undefined') applyStrings(document);
}

// Each language's "more" table: one load however many calls, resolved once
// the table is in use if its language still is (and the page relabelled).
const moreLoads = new Map();  // code -> promise of the table
let moreWanted = false;       // loadMore() was called: a language switch brings the new language's too

function moreTable(code) {
  let load = moreLoads.get(code);
  if (!load) {
    load = MORE_LOADERS[code]().then(({ default: table }) => {
      if (code === 'en') enMore = table;
      if (code === lang && more !== table) {
        more = table;
        relabel();
      }
      return table;
    });
    load.catch(() => moreLoads.delete(code)); // offline before it was ever cached: the next call tries again
    moreLoads.set(code, load);
  }
  return load;
}

/**
 * Loads the words of what opens after the board is playable (the dialogs,
 * the rules, share and editor, hints and analysis, a refused link, a game
 * with a friend) in the language in use; await it before showing one of
 * those. The first time it also puts them into the page's [data-s]
 * elements, hidden dialogs included. Called again, it returns the same
 * promise (already resolved once loaded). Never called in idle time: these
 * words are fetched when a player opens something (page weight).
 */
export function loadMore() {
  moreWanted = true;
  return moreTable(lang);
}

/**
 * Makes `code` the language of t() and of <html lang>. Resolves to the code
 * in use: English for a language the page does not speak, and the current
 * one if the table cannot be loaded (offline before it was ever cached).
 * Once loadMore() was called, the new language's "more" table comes along.
 */
export async function setLanguage(code) {
  const next = supported(code) ?? 'en';
  const extra = moreWanted ? moreTable(next).catch(() => null) : null;
  let table;
  try {
    table = next === 'en' ? en : (await LOADERS[next]()).default;
  } catch {
    return lang;
  }
  const nextMore = await extra;
  lang = next;
  current = table;
  more = nextMore;
  if (boards.size) for (const { holder } of boards) holder.lang = next;
  else if (typeof document !== 'undefined') document.documentElement.lang = next;
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

// Whether t(key) has words for it now (else its table is not loaded yet).
function known(key) {
  return (current[key] ?? more?.[key] ?? en[key] ?? enMore?.[key]) !== undefined;
}

/**
 * Fills every element with data-s="key" (textContent), data-s-label="key"
 * (aria-label) or data-s-title="key" (title). A key whose table is not
 * loaded yet (a hidden dialog's, before loadMore) keeps the HTML's own text.
 */
export function applyStrings(root) {
  for (const el of root.querySelectorAll('[data-s]')) if (known(el.dataset.s)) el.textContent = t(el.dataset.s);
  for (const el of root.querySelectorAll('[data-s-label]')) if (known(el.dataset.sLabel)) el.setAttribute('aria-label', t(el.dataset.sLabel));
  for (const el of root.querySelectorAll('[data-s-title]')) if (known(el.dataset.sTitle)) el.title = t(el.dataset.sTitle);
}
