// main.js - loads the engine, owns the game, and wires state, render, animate
// and controls together. The rules are the engine's: this file asks it for
// the start position, the legal holes and what a move did, then animates the
// answer and redraws from the engine's position.

import { createState, syncFromGame } from './state.js';
import { renderBoard, renderPanel, renderSummary, setBoardBox } from './render.js';
import { createAnimator } from './animate.js';
import { bindControls, fillNewGameForm } from './controls.js';
import { chooseLanguage, applyStrings, t } from './strings.js';
import { chooseShape } from './layout.js';
import { buildRules } from './rules.js';

const SPEEDS = ['slow', 'normal', 'fast', 'instant'];
const STORE_SPEED = 'hoyito.speed';
const STORE_OPTIONS = 'hoyito.newGame';
const DEFAULT_OPTIONS = { variant: 'I', n: 6, clockwise: false, players: 'two', starts: 'S' };

const doc = document;
const svg = doc.getElementById('board');
const wrap = doc.getElementById('board-wrap');
const state = createState();
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

let engine = null;
let game = null;
let rulesBuilt = false;
let focusInBoard = false; // a move was played from the keyboard: give the focus back after it

// localStorage can be missing or refuse (private modes, embedded frames).
function load(key, fallback) {
  try {
    const v = localStorage.getItem(key);
    return v === null ? fallback : JSON.parse(v);
  } catch {
    return fallback;
  }
}
function save(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch { /* not remembered: fine */ }
}

function draw() {
  renderBoard(svg, state);
  renderPanel(doc, state);
}

const animator = createAnimator({
  state, draw, svg, layer: doc.getElementById('fly-layer'), reducedMotion: () => reducedMotion.matches,
});

// ------------------------------------------------------------ game actions

function setBusy(on) {
  state.busy = on;
  if (on) state.legal = [];
}

// After an animation: the drawn board must be the engine's. A difference is a
// bug in the page (never in what the player sees afterwards: the redraw fixes it).
function checkAgainstEngine() {
  const s = game.state;
  const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
  const seeds = s.seeds.map((v, i) => (s.closed[i] ? 0 : v));
  const drawn = state.seeds.map((v, i) => (s.closed[i] ? 0 : v));
  if (!same(drawn, seeds) || !same(state.captured, s.captured)) {
    console.error('hoyito: the animation ended on a different board', {
      drawn: state.seeds.slice(), captured: state.captured.slice(), engine: game.position,
    });
  }
}

function summarise(player, move, events) {
  let captured = 0;
  const passes = [];
  for (const e of events) {
    if (e.type === 'capture' && e.player === player) captured += e.count;
    if (e.type === 'pass') passes.push(e.player);
  }
  return { player, move, captured, passes };
}

async function animateMove(events, player, move) {
  state.moveLog.length = game.ply - 1;
  state.moveLog.push(summarise(player, move, events));
  state.ply = game.ply; // the move shows in the list while it animates
  state.position = game.position; // data-position is always the engine's position
  setBusy(true);
  state.message = null;
  draw();
  await animator.run(events, state.speed);
  checkAgainstEngine();
  settle();
}

// Back to the engine's position, input open again; the game-over summary if it ended.
function settle() {
  setBusy(false);
  syncFromGame(state, game);
  if (state.result && !state.matchGames.some((g) => g.round === state.round)) {
    state.matchGames.push({ round: state.round, result: state.result, score: state.captured.slice() });
  }
  draw();
  if (state.result) openOver();
  else restoreFocus();
}

function restoreFocus() {
  if (!focusInBoard) return;
  const target = svg.querySelector('.hole[tabindex="0"]');
  if (target) target.focus({ preventScroll: true });
}

async function play(move, index) {
  if (!game || state.busy || !state.ready) return;
  if (!state.legal.includes(move) || (index !== undefined && index !== (state.turn === 'S' ? 0 : state.n) + move - 1)) {
    if (index !== undefined && state.turn && !state.result) {
      state.message = { key: 'notLegal', values: { hole: svg.querySelectorAll('.hole')[index].dataset.hole } };
      draw();
    }
    return;
  }
  const player = state.turn;
  focusInBoard = svg.contains(doc.activeElement) && doc.activeElement !== svg;
  const events = game.play(move);
  await animateMove(events, player, move);
}

function undo() {
  if (!game || state.busy || !game.canUndo) return;
  game.undo();
  state.message = null;
  if (state.result) state.matchGames = state.matchGames.filter((g) => g.round !== state.round);
  state.endReason = null;
  state.lastFourTo = null;
  syncFromGame(state, game);
  draw();
}

async function redo() {
  if (!game || state.busy || !game.canRedo) return;
  const player = game.state.turn;
  const events = game.redo();
  if (!events) return;
  await animateMove(events, player, game.moves[game.ply - 1]);
}

/** The position in the address (#pos=...), or null. */
function linkedPosition() {
  const match = /^#pos=(.+)$/.exec(location.hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** A start position string from the dialog's choices, validated by the engine. */
function startText(options) {
  let text = engine.startPosition({ variant: options.variant, n: options.n, clockwise: options.clockwise });
  if (options.starts === 'N') {
    // The notation's third field is the player to move (RULES.md); the engine validates the result.
    const fields = text.split(':');
    fields[2] = 'N';
    text = fields.join(':');
  }
  const check = engine.validate(text);
  if (!check.ok) throw new Error(check.message);
  return text;
}

function startGame(text) {
  if (game) game.free();
  game = engine.newGame(text);
  Object.assign(state, {
    moveLog: [], matchGames: [], message: null, endReason: null, lastFourTo: null, focus: null,
  });
  setBusy(false);
  syncFromGame(state, game);
  fitBoard();
  draw();
}

function startNew(options) {
  const error = doc.getElementById('new-error');
  try {
    const text = startText(options);
    save(STORE_OPTIONS, options);
    closeDialogs();
    startGame(text);
    error.hidden = true;
  } catch (e) {
    error.textContent = t('badStart', { message: e.message });
    error.hidden = false;
  }
}

async function nextGame() {
  if (!game || state.busy || !state.result || game.matchWinner) return;
  closeDialogs();
  game.nextGame();
  Object.assign(state, {
    moveLog: [], message: null, endReason: null, lastFourTo: null, result: null, position: game.position,
  });
  setBusy(true);
  draw();
  await animator.refill(game.state, state.speed);
  settle();
}

function skip() {
  if (state.busy) animator.skip();
}

function setSpeed(speed) {
  if (!SPEEDS.includes(speed)) return;
  state.speed = speed;
  save(STORE_SPEED, speed);
  draw();
}

function focusHole(index) {
  state.focus = index;
  draw();
  svg.querySelector(`.hole[data-index="${index}"]`)?.focus();
}

/** Picks the board's shape for the space it has; true when it changed. */
function fitBoard() {
  const shape = chooseShape(state.n, wrap.clientWidth, wrap.clientHeight);
  const changed = shape.vertical !== state.vertical || shape.stretch !== state.stretch;
  state.vertical = shape.vertical;
  state.stretch = shape.stretch;
  return changed;
}

// ------------------------------------------------------------ dialogs

function closeDialogs() {
  for (const d of doc.querySelectorAll('dialog[open]')) d.close();
}

function openNew() {
  closeDialogs();
  fillNewGameForm(doc.getElementById('new-form'), { ...DEFAULT_OPTIONS, ...load(STORE_OPTIONS, {}) });
  doc.getElementById('new-error').hidden = true;
  doc.getElementById('new-dialog').showModal();
}

function openOver() {
  const dialog = doc.getElementById('over-dialog');
  renderSummary(dialog, state);
  if (!dialog.open) dialog.showModal();
}

function openRules() {
  if (!rulesBuilt && engine) {
    buildRules(doc.getElementById('rules-body'), engine);
    rulesBuilt = true;
  }
  doc.getElementById('rules-dialog').showModal();
}

// ------------------------------------------------------------ start-up

function fillSizeOptions() {
  const select = doc.querySelector('#new-form select[name="n"]');
  select.textContent = '';
  for (let n = 6; n <= 12; n++) {
    const o = doc.createElement('option');
    o.value = String(n);
    o.textContent = t('sizeOption', { n, total: 8 * n });
    select.appendChild(o);
  }
}

function showLoadError(error) {
  state.loadError = String(error?.message || error);
  const box = doc.getElementById('load-error');
  box.querySelector('.load-error-detail').textContent = t('loadFailedDetail', { detail: state.loadError });
  box.hidden = false;
  box.querySelector('#reload').addEventListener('click', () => location.reload());
  svg.dataset.busy = 'false';
  renderPanel(doc, state);
}

async function main() {
  chooseLanguage(navigator.languages || [navigator.language]);
  applyStrings(doc);
  fillSizeOptions();
  const speed = load(STORE_SPEED, null);
  state.speed = SPEEDS.includes(speed) ? speed : (reducedMotion.matches ? 'fast' : 'normal');
  bindControls(doc, state, {
    play, undo, redo, skip, setSpeed, openNew, startNew, nextGame, openRules, focusHole,
  });
  renderPanel(doc, state);

  try {
    const { loadEngine } = await import('../engine.js');
    engine = await loadEngine();
  } catch (e) {
    showLoadError(e);
    return;
  }
  // The computer opponent arrives with the AI: its option stays hidden until the
  // engine says it has one (engine.capabilities.ai). The form already returns
  // options.players === 'computer'; the AI's turn then belongs in settle(): set
  // state.busy (data-busy="true" while it thinks), ask the engine for a move,
  // and hand it to animateMove() like a click.
  if (engine.capabilities?.ai) doc.getElementById('players-computer').hidden = false;

  const options = { ...DEFAULT_OPTIONS, ...load(STORE_OPTIONS, {}) };
  let text;
  try {
    text = startText(options);
  } catch {
    text = startText(DEFAULT_OPTIONS);
  }
  // A shared position: index.html#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0 (RULES.md notation).
  const linked = linkedPosition();
  let linkError = null;
  if (linked !== null) {
    const check = engine.validate(linked);
    if (check.ok) text = linked;
    else linkError = { key: 'badLink', values: { message: check.message } };
  }
  state.ready = true;
  startGame(text);
  if (linkError) {
    state.message = linkError;
    draw();
  }

  window.addEventListener('hashchange', () => {
    const next = linkedPosition();
    if (next === null || state.busy || next === state.position) return;
    const check = engine.validate(next);
    closeDialogs();
    if (check.ok) startGame(next);
    else {
      state.message = { key: 'badLink', values: { message: check.message } };
      draw();
    }
  });
  new ResizeObserver((entries) => {
    const { width, height } = entries[entries.length - 1].contentRect;
    setBoardBox(width, height);
    fitBoard();
    draw();
  }).observe(wrap);
  performance.mark('hoyito-ready');
}

main();
