// main.js - the play page: loads the engine, hands the game to the controller
// (controller.js), and keeps the page around it: dialogs, the address (every
// move is a share link, back/forward step through the game), the game saved
// in localStorage, and the offline service worker. What the first board does
// not need loads on first use: the new-game and game-over dialogs, playing
// a friend, the share dialog, the editor, the rules, Learn, the Game panel.

import { createState } from './board/state.js';
import { renderPanel, drawAlso } from './board/render.js';
import { bindControls } from './board/controls.js';
import {
  chooseLanguage, linkLanguage, setLanguage, supported, language, loadWords, applyStrings, t, LANGUAGES, STORE_LANGUAGE,
} from './i18n/strings.js';
import { speak, announcer, turnWords } from './board/speech.js';
import { explainError } from './i18n/errors.js';
import { createController } from './play/controller.js';
import { readLink, writeLink, MAX_LINK, readScreenLink, friendFields, SPEEDS } from './play/link.js';
import { DEFAULT_LEVEL, DEFAULT_N } from '../engine/gen/abi.js';
import { validLevel } from './play/computer.js';
import { load, save } from './lib/store.js';
import { laterStyles } from './lib/later-styles.js';
import { loadEngine } from '../engine/engine.js';
import { loadOnce, whenIdle } from './lib/later.js';

const STORE_SPEED = 'hoyito.speed';
const STORE_OPTIONS = 'hoyito.newGame';
const STORE_GAME = 'hoyito.game';
const DEFAULT_OPTIONS = { variant: 'I', n: DEFAULT_N, clockwise: false, players: 'two', starts: 'S', level: DEFAULT_LEVEL, human: 'S' };

const doc = document;
const wrap = doc.getElementById('board-wrap');
const state = createState();
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

let engine = null;
let hints = null;          // the Hint button and the analysis view (hint.js)
let gameTools = null;      // the Game panel: records, pictures, review (record-io.js)
let rulesBuilt = false;
let custom = false;         // the game did not start from the new-game dialog (a link, the editor, a match)
let addressPending = false; // back/forward during an animation: follow it once the move is shown
let addressSerial = 0;      // counts the addresses opened: one that waited for its words gives way to a later one
// How the address follows a game opened for a reason (the `cause` passed to
// the controller): the address's own link replaces its entry, a bad link
// stays in sight until the next move. Else a move, a new game or the next
// game of a match is a new history entry, and the rest replaces it.
const ADDRESS_FOR_CAUSE = { address: 'replace', restore: 'replace', badLink: 'keep' };

// The search worker starts once the board is playable (warm.js), never during start-up.
const game = createController({ doc, state, reducedMotion: () => reducedMotion.matches, warmComputer: false });
// Each move told in words, the board and the score on request (narration.js): fetched once the board is playable.
let narration = null;
const narrationReady = loadOnce(() => import('./board/narration.js').then((m) => { narration = m; }));
// fn(narration.js), at once when it is loaded (a key's words come before the next key's).
function withNarration(fn) {
  if (narration) return fn(narration);
  return narrationReady().then(() => fn(narration), (e) => console.warn('hoyito: nothing told in words', e));
}
game.addEventListener('position', ({ detail: { how, cause } }) => {
  if (state.learning && (how !== 'start' || cause === 'learn')) return; // a lesson is not the game in progress
  saveGame();
  const policy = ADDRESS_FOR_CAUSE[cause] ?? (['move', 'next', 'start'].includes(how) ? 'push' : 'replace');
  if (policy !== 'keep') writeAddress(policy);
});
game.addEventListener('busy', ({ detail: { busy } }) => {
  if (!busy && addressPending) followAddress();
});
game.addEventListener('over', () => state.learning || openOver());
const draw = () => game.draw();

// Play a friend by link (friend.js): loaded for a friend's link, the new-game dialog or a game with a friend.
let friends = null;
const friendsReady = loadOnce(() => import('./game/friend.js').then(({ createFriend }) => {
  friends = createFriend({ doc, state, controller: game });
  return friends;
}));

// The new-game and game-over dialogs (dialogs.js), with their words and styles.
let dialogs = null;
const dialogsReady = loadOnce(() => Promise.all([import('./game/dialogs.js'), loadWords('more'), laterStyles(doc)]).then(([{ createDialogs }]) => {
  dialogs = createDialogs({ doc, startNew, openNew, openEditor: () => openEditor(), nextGame });
  return dialogs;
}));

// ------------------------------------------------------------ the address and the saved game

/**
 * The current game as a share link fragment (without '#'), with the computer
 * opponent if one was asked for; just the position if the moves make it too long.
 */
function currentLink() {
  const ai = sharedOpponent() ? { aiLevel: state.opponent.level, aiSide: state.opponent.side } : {};
  const text = writeLink({ ...game.line(), ...ai, ...friendFields(state.friend) });
  return text.length <= MAX_LINK ? text : writeLink({ pos: state.position, ...ai });
}

function writeAddress(policy) {
  const hash = `#${currentLink()}`;
  if (hash === location.hash) return;
  try {
    history[policy === 'push' ? 'pushState' : 'replaceState'](null, '', hash);
  } catch { /* some frames refuse history changes: the game goes on */ }
}

function saveGame() {
  save(STORE_GAME, { ...game.line(), custom, matchGames: state.matchGames, opponent: sharedOpponent() });
}

// computer opponent: the one a link or a saved game takes along (computer against computer is only a show).
function sharedOpponent() {
  return state.opponent && state.opponent.side !== 'both' ? state.opponent : null;
}

/** The computer opponent the new-game options ask for, or null for two people. */
function optionsOpponent(options) {
  const level = validLevel(options.level);
  if (options.players === 'computer') return { level, side: options.human === 'N' ? 'S' : 'N' };
  if (options.players === 'demo') return { level, side: 'both' };
  return null;
}

const linkOpponent = (link) => (link.aiLevel || link.aiSide ? { level: link.aiLevel, side: link.aiSide } : null);

/** Shows a link's problem in the status line, then a normal game (the words are loaded: loadWords('more')). */
function linkFailed(error) {
  startGame(normalStart(), false, null, 'badLink');
  game.announce(error);
}

/**
 * Opens the link in the address. The same game at another move (back,
 * forward) only moves along it; another game is opened afresh. Resolves to
 * false when the address holds no Hoyito link.
 */
async function openAddress(initial = false) {
  const serial = ++addressSerial;
  const screen = readScreenLink(location.hash);
  if (screen) {
    if (initial && !restoreSaved()) startNormal(); // the game in progress waits under Learn
    openLearn(screen);
    return true;
  }
  const { link, error } = readLink(location.hash);
  if (!link && !error) return false;
  // A link's problem or warning, and a game with a friend, say words the
  // first screen does without (strings.js loadWords('more')); a later address wins.
  const settled = async (...parts) => {
    await Promise.all([loadWords('more'), ...parts]);
    return serial === addressSerial;
  };
  if ((error || link.warnings.length) && !await settled()) return true;
  if (error) {
    linkFailed(error);
    return true;
  }
  if (link.friend) return openFriendLink(link, settled);
  const now = game.line();
  const sameLine = !initial && link.pos === now.pos && link.moves.every((m, k) => m === now.moves[k]);
  if (sameLine && link.moves.length <= now.moves.length) {
    if (link.at !== now.at) game.goto(link.at);
    applyLinkOptions(link);
  } else {
    game.setFriend(null);
    const failed = game.openGameLine(link, { opponent: linkOpponent(link), cause: 'address' });
    if (failed) {
      if (await settled()) linkFailed(failed);
      return true;
    }
    custom = true;
    applyLinkOptions(link);
  }
  followedGame();
  return true;
}

// Play a friend: the link's game, this device's side at the bottom, once
// friend.js and the words are there (`settled`: openAddress's, a later address wins).
async function openFriendLink(link, settled) {
  try {
    if (!await settled(friendsReady())) return true;
  } catch (e) {
    console.warn('hoyito: play a friend unavailable', e);
    linkFailed({ key: 'partLoadFailed', values: {} });
    return true;
  }
  const failed = friends.open(link);
  if (failed) linkFailed(failed); // the words came with the friend's game
  else custom = true;
  followedGame();
  return true;
}

/**
 * A link's computer opponent and its warnings. The address always names the
 * opponent when there is one, so a link without one is a game for two people.
 */
function applyLinkOptions(link) {
  game.setComputerOpponent(linkOpponent(link));
  if (link.warnings.length) game.announce(link.warnings[0]);
}

// The opponent is part of the saved game and of the address: both again once it is set.
function followedGame() {
  saveGame();
  writeAddress('replace');
}

function followAddress() {
  addressPending = false;
  closeDialogs();
  openAddress();
}

function onAddressChange() {
  if (!state.ready) return;
  if (state.busy && !state.thinking) {
    addressPending = true;
    game.skip();
    return;
  }
  closeDialogs();
  openAddress();
}

// ------------------------------------------------------------ starting games

/** A start position string from the dialog's choices, by the engine (a HoyitoError for bad ones). */
function startText({ variant, n, clockwise, starts }) {
  return engine.startPosition({ variant, n, clockwise, starts });
}

function normalStart() {
  try {
    return startText({ ...DEFAULT_OPTIONS, ...load(STORE_OPTIONS, {}) });
  } catch {
    return startText(DEFAULT_OPTIONS);
  }
}

function startGame(text, isCustom, opponent, cause = null) {
  custom = isCustom;
  game.setFriend(null);
  game.startGame(text, { opponent, cause });
}

async function startNew(options) {
  const error = doc.getElementById('new-error');
  try {
    const text = startText(options);
    const friend = options.players === 'friend' ? await friendsReady() : null;
    save(STORE_OPTIONS, options);
    closeDialogs();
    startGame(text, false, optionsOpponent(options));
    friend?.start(options.human);
    followedGame();
    error.hidden = true;
    speak(doc, `${t('srNewGame', { info: doc.getElementById('game-info').textContent })} ${turnWords(state.turn, game.humanSide())}.`);
  } catch (e) {
    error.textContent = t('badStart', { message: explainError(e.code, e.message) });
    error.hidden = false;
  }
}

/** Plays a position from the editor (a valid position string). */
function playPosition(text) {
  closeDialogs();
  startGame(text, true, sharedOpponent());
}

async function nextGame() {
  closeDialogs();
  custom = true;
  await game.nextGame();
}

function setSpeed(speed) {
  if (game.setSpeed(speed)) save(STORE_SPEED, speed);
}

// ------------------------------------------------------------ dialogs

function closeDialogs() {
  for (const d of doc.querySelectorAll('dialog[open]')) d.close();
}

async function openNew() {
  if (state.opponent?.side === 'both') {
    // Computer against computer stops at "New game"; a move on its way is finished at once.
    stopDemo();
    game.skip();
    await game.idle();
  }
  const [shown, friend] = await Promise.all([dialogsReady(), friendsReady()]).catch(partFailed) ?? [];
  if (!shown) return;
  closeDialogs();
  friend.refreshList();
  shown.showNew({ ...DEFAULT_OPTIONS, ...load(STORE_OPTIONS, {}) });
}

function stopDemo() {
  if (state.opponent?.side !== 'both') return;
  game.setComputerOpponent(null, { stopped: true });
  followedGame();
}

async function openOver() {
  const shown = await dialogsReady().catch(partFailed);
  if (!shown || !state.result || state.learning) return; // taken back while its words loaded
  shown.showOver(state);
}

// A part loaded on first use could not be (offline before it was ever cached): said in the status line.
function partFailed(e) {
  console.warn('hoyito: a part of the page could not be loaded', e);
  game.announce({ key: 'partLoadFailed', values: {} });
  return null;
}

// The rules panel, like the share dialog and the editor, loads with its words on first use.
async function openRules() {
  if (!rulesBuilt && engine) {
    const [{ buildRules }] = await Promise.all([import('./learn/rules.js'), loadWords('more'), laterStyles(doc)]);
    buildRules(doc.getElementById('rules-body'), engine);
    rulesBuilt = true;
  } else {
    await loadWords('more'); // its title
  }
  const dialog = doc.getElementById('rules-dialog');
  if (!dialog.open) dialog.showModal();
}

// The share dialog and the editor are loaded on first use (page weight).
const page = {
  get engine() { return engine; }, state, t, language, game, currentLink, playPosition, closeDialogs,
  openEditor: (text) => openEditor(text), openShare: () => openShare(),
};

async function openShare() {
  if (!state.ready || state.busy) return;
  closeDialogs();
  const [{ showShare }] = await Promise.all([import('./game/share.js'), loadWords('more'), laterStyles(doc)]);
  showShare(page);
}

async function openEditor(text = state.position) {
  if (!state.ready || state.busy) return;
  closeDialogs();
  const [{ showEditor }] = await Promise.all([import('./game/editor.js'), loadWords('more'), laterStyles(doc)]);
  showEditor(page, text);
}

// ------------------------------------------------------------ Learn and puzzles (learn.js, loaded when opened)

let learn = null;
const learnHost = {
  doc, state, game,
  speak: (text) => speak(doc, text),
  pushHash(hash, policy) {
    try {
      history[policy === 'push' ? 'pushState' : 'replaceState'](null, '', `#${hash}`);
    } catch { /* some frames refuse history changes */ }
  },
  leave() {
    if (!restoreSaved()) startNormal();
    followedGame();
  },
  playBeginner() {
    const options = { ...DEFAULT_OPTIONS, players: 'computer', level: 1, human: 'S', starts: 'S' };
    save(STORE_OPTIONS, options);
    startGame(startText(options), false, optionsOpponent(options));
    followedGame();
  },
};

// One load, however many calls (hashchange and popstate come together).
const learnReady = loadOnce(() => import('./learn/learn.js').then(({ createLearn }) => {
  learn = createLearn(learnHost);
  return learn;
}));

async function openLearn(where, options) {
  if (!state.ready) return;
  closeDialogs();
  try {
    await (await learnReady()).open(where, options);
  } catch (e) {
    console.warn('Learn unavailable', e);
  }
}

// ------------------------------------------------------------ language, and the board in words

/** Puts every string of the page in the language in use (at start-up and after the switch). */
function applyLanguage() {
  applyStrings(doc);
  hints?.refresh();
  gameTools?.refresh();
  learn?.refresh();
  dialogs?.refresh();
  const keys = { board: t('keyBoard').toUpperCase(), score: t('keyScore').toUpperCase() };
  doc.getElementById('board-hint').textContent = t('boardHint', keys);
  const select = doc.getElementById('lang');
  select.value = language();
  doc.querySelector('.lang-code').textContent = language().toUpperCase();
  doc.querySelector('.lang-name').textContent = LANGUAGES[language()];
  rulesBuilt = false; // built again, in this language, when next opened
  if (state.ready) draw();
  else renderPanel(doc, state);
}

async function switchLanguage(code) {
  // The choice is kept at once: its words may take a moment to load, and a
  // tab closed meanwhile must not come back in the old language.
  save(STORE_LANGUAGE, supported(code) ?? 'en');
  const now = await setLanguage(code);
  save(STORE_LANGUAGE, now); // the old one again if the new one could not load
  // A language in the address would win over the switch at the next visit.
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    try {
      history.replaceState(history.state, '', url.href);
    } catch { /* the address keeps it: fine */ }
  }
  applyLanguage();
}

// The board and the score in words, from the engine (mid-animation the drawn board is not the game's yet).
function boardNow() {
  return game.game ? game.snapshot() : state;
}
const sayBoard = () => withNarration(({ describeBoard }) => speak(doc, describeBoard(boardNow(), state.bottom)));
const sayScore = () => withNarration(({ describeScore }) => speak(doc, describeScore(boardNow())));

// ------------------------------------------------------------ start-up

/** A game saved by an earlier visit, if one was in progress; true when it was opened. */
function restoreSaved() {
  const saved = load(STORE_GAME, null);
  if (!saved || typeof saved.pos !== 'string' || !Array.isArray(saved.moves)) return false;
  if (!saved.custom && !saved.moves.length) return false; // nothing played: a new game is the same
  const { link } = readLink(writeLink({ pos: saved.pos, moves: saved.moves, at: saved.at }));
  if (!link) return false;
  const matchGames = Array.isArray(saved.matchGames) ? saved.matchGames.filter((g) => g && typeof g.round === 'number') : [];
  if (game.openGameLine(link, { matchGames, cause: 'restore' })) return false;
  custom = Boolean(saved.custom);
  if (saved.opponent) {
    game.setComputerOpponent(saved.opponent);
    followedGame();
  }
  return true;
}

// A new game with the new-game dialog's last choices, the computer opponent included.
function startNormal() {
  const opponent = optionsOpponent({ ...DEFAULT_OPTIONS, ...load(STORE_OPTIONS, {}) });
  // A page opened afresh does not start computer against computer by itself.
  startGame(normalStart(), false, opponent?.side === 'both' ? null : opponent, 'restore');
}

// Offline: the service worker caches every file of the page (sw.js).
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  const go = () => navigator.serviceWorker.register('sw.js').catch(() => { /* online only */ });
  if (doc.readyState === 'complete') setTimeout(go, 500);
  else addEventListener('load', () => setTimeout(go, 500), { once: true });
}

// The app's manifest (installing it): in the HTML it made the browser fetch
// its icons before the board was playable. Served pages only.
function addManifest() {
  if (!/^https?:$/.test(location.protocol) || doc.querySelector('link[rel="manifest"]')) return;
  const manifest = doc.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = 'manifest.webmanifest';
  doc.head.append(manifest);
}

/** Runs `fn` once, at the first key, press, touch or file dragged in. */
function onFirstInterest(fn) {
  const types = ['pointerdown', 'keydown', 'touchstart', 'dragenter'];
  const once = () => {
    for (const type of types) removeEventListener(type, once, true);
    fn();
  };
  for (const type of types) addEventListener(type, once, { capture: true, passive: true });
}

// ------------------------------------------------------------ the Game panel (record-io.js, loaded when first wanted)

const gameToolsReady = loadOnce(() => import('./game/record-io.js').then(({ createGameTools }) => {
  gameTools = createGameTools({ doc, state, controller: game, engine: () => engine, onOpen: () => { custom = true; } });
  return gameTools;
}));

function withGameTools(fn) {
  gameToolsReady().then(fn, (e) => console.warn('game tools unavailable', e));
}

function bindGameTools() {
  // One button in the header on narrow screens, one in the bar on wide ones (style.css).
  for (const b of doc.querySelectorAll('.game-open')) b.addEventListener('click', () => withGameTools((g) => g.open()));
  // A game that ends is reviewed at once (the panel beside the board fills in while the result shows).
  game.addEventListener('over', () => {
    if (typeof Worker === 'function') withGameTools((g) => g.startReview());
  });
  // A record file dropped anywhere on the page opens (the browser would
  // otherwise navigate away to it, losing the game).
  doc.addEventListener('dragover', (ev) => {
    if ([...(ev.dataTransfer?.types ?? [])].includes('Files')) ev.preventDefault();
  });
  doc.addEventListener('drop', (ev) => {
    const file = ev.dataTransfer?.files?.[0];
    if (!file) return;
    ev.preventDefault();
    withGameTools((g) => g.importFile(file));
  });
}

async function main() {
  // The engine loads while the language does.
  const engineReady = loadEngine();
  engineReady.catch(() => { /* shown below */ });
  announcer(doc);
  await setLanguage(chooseLanguage({
    link: linkLanguage(), saved: load(STORE_LANGUAGE, null), browser: navigator.languages || [navigator.language],
  }));
  applyLanguage();
  const speed = load(STORE_SPEED, null);
  state.speed = SPEEDS.includes(speed) ? speed : (reducedMotion.matches ? 'fast' : 'normal');
  bindControls(doc, state, {
    play: game.play, undo: game.undo, redo: game.redo, skip: game.skip, setSpeed, openNew,
    openRules, focusHole: game.focusHole, openShare,
    setLanguage: switchLanguage, sayBoard, sayScore, turnBoard: game.turnBoard,
  }, game.view);
  renderPanel(doc, state);

  if (!(await game.attachWhenReady(engineReady))) return;
  engine = game.engine;
  if (typeof Worker !== 'function') for (const id of ['hint', 'analyse']) doc.getElementById(id).hidden = true;
  doc.getElementById('demo-stop').addEventListener('click', stopDemo);

  // A shared link wins; else the game in progress from the last visit; else a new game.
  const fresh = !(await openAddress(true)) && !restoreSaved();
  if (fresh) startNormal();
  doc.getElementById('learn-open').addEventListener('click', () => openLearn(undefined, { push: true }));

  window.addEventListener('popstate', onAddressChange);
  window.addEventListener('hashchange', onAddressChange);
  new ResizeObserver((entries) => {
    const { width, height } = entries[entries.length - 1].contentRect;
    game.resize(width, height);
  }).observe(wrap);
  performance.mark('hoyito-ready');
  withNarration(({ narrate }) => narrate(game, doc));
  import('./play/moves-list.js').then(({ drawMoves }) => {
    drawAlso('panel', drawMoves);
    draw();
  }, (e) => console.warn('hoyito: no move list', e));
  // What follows is not needed to start playing. Hints, sound, the words
  // for screen readers, the move list and the first-visit offer are fetched
  // now; the Game panel, the dialogs, the later style sheet and the app's
  // manifest at the first sign of a player, or when asked for, so that a
  // page only looked at stays light.
  // In idle time: the first press's own move animates first.
  onFirstInterest(() => whenIdle(() => {
    laterStyles(doc);
    addManifest();
    gameToolsReady().catch(() => { /* said when the panel is asked for */ });
    dialogsReady().catch(() => { /* said when a dialog is asked for */ }); // New game opens at once
  }));
  bindGameTools();
  // The first-visit offer (learn.js), unless it was answered on an earlier visit.
  if (fresh && !load('hoyito.learnOffer', false)) {
    import('./learn/learn-offer.js').then(({ offerLearn }) => offerLearn(learnHost, () => openLearn(undefined, { push: true })), () => {});
  }
  // Hints and analysis search in the same worker as the computer opponent.
  if (typeof Worker === 'function') {
    import('./analysis/hint.js').then(({ createHints }) => {
      hints = createHints({ doc, state, controller: game });
    }, (e) => console.warn('hints unavailable', e));
  }
  import('./board/sound.js').then(({ createSound }) => createSound({ doc, view: game.view, reducedMotion: () => reducedMotion.matches }));
  import('./play/warm.js').then(({ warmUp }) => warmUp({ doc, computer: () => Boolean(state.opponent) }));
  registerServiceWorker();
}

main();
