// status-panel.js - draws the panel around a board from its state: the
// status line (whose turn, what happened, the result), its details and
// note, the buttons' enabled states and the game's facts; and the words of
// a result or a message, which the dialogs and the embed use too. Like the
// board, it can be drawn any number of times: only what differs is written.

import { partsOf } from './draw-also.js';
import { lastMoveWords } from './speech.js';
import { t, language } from '../i18n/strings.js';
import { plainError } from '../i18n/errors.js';
import { moving } from './state.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Sentence} Sentence */
/** A game's result and what says who played it (a match game has its result only). @typedef {Pick<State, 'result'> & Partial<Pick<State, 'opponent' | 'note'>>} Played */

/** @typedef {NonNullable<State['friend']>} Friend */
/** @typedef {NonNullable<State['opponent']>} Opponent */

/**
 * The result in words (a game's, or a match game's: { result } and its score).
 * Read once the game is over: a side has won, or it is a draw.
 * @param {Played} state
 * @param {number[]} score
 */
export function resultText(state, score) {
  const [a, b] = score;
  if (state.result === 'D') return t('draw', { a, b });
  const winner = /** @type {Side} */ (state.result);
  const hi = winner === 'S' ? a : b;
  const lo = winner === 'S' ? b : a;
  const computer = computerSide(state);
  if (computer) return t(computer === winner ? 'aiComputerWins' : 'aiYouWin', { a: hi, b: lo });
  return t('wins', { player: t(winner), a: hi, b: lo });
}

// What a move's animation said (animate.js): once the move is shown, the
// last move's words say it (speech.js lastMoveWords).
const AFTER_MOVE = new Set(['sowing', 'relay', 'captures', 'extraTurn', 'pass', 'lastFour']);

// computer opponent: the side the computer plays against a person (not computer against computer), or null.
/**
 * @param {Played} state
 * @returns {Side | null}
 */
function computerSide(state) {
  const side = state.opponent?.side;
  return (side === 'S' || side === 'N') && state.note?.key !== 'aiFailed' ? side : null;
}

// "South to move" (with the hint to pick a hole), or against the computer "Your turn (South)".
// Read while a side is to move.
/**
 * @param {State} state
 * @param {boolean} hint
 */
function turnLine(state, hint) {
  const player = t(/** @type {Side} */ (state.turn));
  const mine = state.friend?.side;
  const friend = /** @type {Friend} */ (state.friend); // there when `mine` is
  if (mine === state.turn) return t(hint ? 'aiYourTurnHint' : 'aiYourTurn', { player });
  if (mine) return friend.name ? t('friendTurnNamed', { player, name: friend.name }) : t('friendTurn', { player });
  const computer = computerSide(state);
  // The computer is silent where the move tree goes on, or while the person explores (play/variations.js).
  const silent = state.tree && (state.tree.exploring || state.tree.node.children.length > 0);
  if (computer === state.turn && silent) return t(hint ? 'toMoveHint' : 'toMove', { player });
  if (computer === state.turn) return t('aiComputerTurn', { player });
  if (computer) return t(hint ? 'aiYourTurnHint' : 'aiYourTurn', { player });
  return t(hint ? 'toMoveHint' : 'toMove', { player });
}

// Who plays whom: "You (South) vs the computer, Beginner", "Two players on this device"...
/** @param {State} state */
function matchupLine(state) {
  /** @param {number} n */
  const level = (n) => t(/** @type {WordKey} */ (`aiLevel${n}`));
  const mine = state.friend?.side;
  if (mine) {
    const player = t(mine);
    const friend = /** @type {Friend} */ (state.friend);
    return friend.name ? t('playsFriendNamed', { player, name: friend.name }) : t('playsFriend', { player });
  }
  // There when it plays both sides, or one (computerSide).
  const opponent = /** @type {Opponent} */ (state.opponent);
  if (state.opponent?.side === 'both' && state.note?.key !== 'aiFailed')
    return t('playsDemo', { level: level(opponent.level) });
  const computer = computerSide(state);
  if (computer) return t('playsComputer', { player: t(computer === 'S' ? 'N' : 'S'), level: level(opponent.level) });
  return t('playsTwo');
}

/**
 * The status line, buttons and move list, from the state.
 * @param {Document} doc
 * @param {State} state
 */
export function renderPanel(doc, state) {
  renderStatus(doc, state);
  renderButtons(doc, state);
  const info = doc.getElementById('game-info');
  if (info) {
    const infoText = [
      t('variantName', { variant: state.variant }),
      t('boardSize', { n: state.n }),
      t(state.clockwise ? 'clockwise' : 'counterClockwise'),
      t('round', { round: state.round }),
    ].join(' · ');
    setText(info, infoText);
  }
  for (const part of partsOf('panel')) part(doc, state);
}

// The status line's words and whose colour its dot shows (`who`, or null).
/**
 * @param {HTMLElement} status
 * @param {State} state
 * @returns {{ line: string, who: Side | null }}
 */
function statusLine(status, state) {
  if (state.loadError) return { line: t('loadFailed'), who: null };
  if (!state.ready) return { line: t('loading'), who: null };
  if (state.result) {
    // What was said since (the device refused to keep the game, a hint) follows the result.
    const said = state.message && !AFTER_MOVE.has(state.message.key);
    const over = t('gameOverStatus', { result: resultText(state, state.captured) });
    return {
      line: said ? `${over} ${messageText(state.message)}` : over,
      who: state.result === 'D' ? null : state.result,
    };
  }
  if (state.thinking) {
    return {
      line: t(state.opponent?.side === 'both' ? 'aiDemoThinking' : 'aiThinking', {
        player: t(/** @type {Side} */ (state.turn)),
      }),
      who: state.turn,
    };
  }
  if (state.busy) return { line: busyLine(status, state.message), who: state.hand?.player ?? state.turn };
  const said = state.message && !AFTER_MOVE.has(state.message.key);
  let line;
  if (said) line = `${messageText(state.message)} ${turnLine(state, false)}.`;
  else if (state.lastMove)
    line = t('lastMoveStatus', { move: lastMoveWords(state.lastMove), turn: turnLine(state, false) });
  else line = turnLine(state, !state.readOnly);
  return { line, who: state.turn };
}

// The status line, the details of a refused position and the standing note.
/**
 * @param {Document} doc
 * @param {State} state
 */
function renderStatus(doc, state) {
  const status = /** @type {HTMLElement} */ (doc.querySelector('[data-testid="status"]'));
  const turnDot = /** @type {HTMLElement} */ (status.querySelector('.dot'));
  const { line, who } = statusLine(status, state);
  setText(/** @type {Element} */ (status.querySelector('.status-text')), line);
  status.classList.toggle('thinking', Boolean(state.thinking));
  // A link's problem and a storage fault are long and stay put: the status line may grow for them.
  status.classList.toggle('expanded', /^(badLink|link|archive)/.test(state.message?.key ?? ''));
  // The engine's own words about a refused position, behind "Details".
  const details = doc.getElementById('status-details');
  if (details) {
    const v = state.message?.values;
    const more = v && typeof v.code === 'number' ? plainError(v.code, v.message).detail : '';
    setText(/** @type {Element} */ (details.querySelector('.status-details-text')), more);
    setHidden(details, !more);
  }
  const note = doc.getElementById('note');
  if (note) {
    const noteText = state.note ? t(state.note.key, localise(state.note.values)) : '';
    setText(note, noteText);
    // Against the computer the line of who plays whom says it already.
    setHidden(note, !state.note || (state.note.key === 'aiNote' && Boolean(doc.getElementById('matchup'))));
  }
  const matchup = doc.getElementById('matchup');
  if (matchup) {
    setText(matchup, state.ready && !state.learning ? matchupLine(state) : '');
    setHidden(matchup, !matchup.textContent);
  }
  if (turnDot.dataset.player !== (who ?? '')) {
    turnDot.dataset.player = who ?? '';
    status.dataset.player = who ?? '';
  }
}

// Which buttons may be pressed now, and which are shown.
/**
 * @param {Document} doc
 * @param {State} state
 */
function renderButtons(doc, state) {
  /** @type {(id: string, on: boolean) => void} */
  const setEnabled = (id, on) => {
    const b = /** @type {HTMLButtonElement | null} */ (doc.getElementById(id));
    if (b && b.disabled === on) b.disabled = !on;
  };
  // While the computer thinks, undo, redo and a new game stay at hand (they drop its search).
  const free = state.ready && !moving(state);
  setEnabled('undo', free && state.canUndo);
  setEnabled('redo', free && state.canRedo);
  setEnabled('skip', moving(state));
  // A move finishes (or is skipped) first; computer against computer stops at once. Meanwhile New
  // game keeps the focus it has (aria-disabled: Chromium moves it off a disabled button, to the body).
  setEnabled('new-game', state.ready);
  const wait = String(!free && state.opponent?.side !== 'both');
  const b = doc.getElementById('new-game');
  if (b && b.getAttribute('aria-disabled') !== wait) b.setAttribute('aria-disabled', wait);
  // The board turns by itself for a side of one's own (the computer's or a friend's opponent).
  const turn = doc.getElementById('turn-board');
  if (turn) setHidden(turn, Boolean(state.friend || computerSide(state)));
  const stop = doc.getElementById('demo-stop');
  if (stop) setHidden(stop, state.opponent?.side !== 'both' || Boolean(state.result)); // nothing to stop once it ended
  const speed = /** @type {HTMLSelectElement | null} */ (doc.getElementById('speed'));
  if (speed && speed.value !== state.speed) speed.value = state.speed;
}

// Writes the text or the hidden flag only when it differs: the same value
// written again still costs the browser a style pass, and a draw runs on
// every step of a move.
/**
 * @param {Node} node
 * @param {string} text
 */
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}
/**
 * @param {HTMLElement} node
 * @param {boolean} hidden
 */
function setHidden(node, hidden) {
  if (node.hidden !== hidden) node.hidden = hidden;
}

// While a move is shown the status line says its latest announcement, the
// same for many draws in a row: its words are made once a message (the last
// one kept by status element, in the language it was made in). Before the
// move's first announcement it keeps what it said: blank, it blinked.
/** @type {WeakMap<HTMLElement, { message: Sentence, lang: string, line: string }>} */
const announced = new WeakMap();
/**
 * @param {HTMLElement} status
 * @param {Sentence | null} message
 */
function busyLine(status, message) {
  if (!message) return status.textContent ?? ''; // its dot is empty: the line's words
  const last = announced.get(status);
  if (last?.message === message && last.lang === language()) return last.line;
  const line = t(message.key, localise(message.values));
  announced.set(status, { message, lang: language(), line });
  return line;
}

// A message's values in words: players by name, holes as "South 3", an
// engine error (values.code) as a sentence with the engine's detail after it.
/**
 * @param {Record<string, unknown>} [values]
 * @returns {Record<string, unknown>}
 */
function localise(values = {}) {
  const out = { ...values };
  if (out.player) out.player = t(/** @type {WordKey} */ (out.player));
  if (typeof out.level === 'number') out.level = t(/** @type {WordKey} */ (`aiLevel${out.level}`));
  const hole = /** @type {string} */ (out.hole); // a hole's name, 'S3', when the test below passes
  if (/^[SN]\d+$/.test(hole ?? ''))
    out.hole = t('hole', { player: t(/** @type {Side} */ (hole[0])), number: hole.slice(1) });
  if (typeof out.code === 'number') out.message = plainError(out.code, out.message).reason;
  return out;
}

/**
 * A message ({ key, values }) as the sentence shown, in the language in use.
 * @param {Sentence | null | undefined} message
 */
export function messageText(message) {
  return message ? t(message.key, localise(message.values)) : '';
}

/**
 * The page's load-error box (#load-error): what could not load
 * (state.loadError: the engine, or the page's part that plays it), and a
 * reload. The board stays without a game, not busy.
 * @param {Document | ShadowRoot} doc
 * @param {State} state
 */
export function showLoadError(doc, state) {
  const box = /** @type {HTMLElement} */ (doc.getElementById('load-error'));
  /** @type {Element} */ (box.querySelector('.load-error-detail')).textContent = t('loadFailedDetail', {
    detail: state.loadError,
  });
  box.hidden = false;
  /** @type {Element} */ (box.querySelector('#reload')).addEventListener('click', () => location.reload());
  /** @type {HTMLElement} */ (doc.getElementById('board')).dataset.busy = 'false';
  renderPanel(/** @type {Document} */ (doc), state);
}
