// controller.js - the game controller shared by the page (main.js) and the
// embed (embed.js): owns the engine game, plays moves, animates the engine's
// events and redraws from the engine's position. The rules are the engine's:
// this file asks it for the legal holes and what a move did, never decides.
//
// The page around it listens through `hooks`:
//   changed(how)  after every settled change; how: 'start' | 'move' | 'undo' |
//                 'redo' | 'next' | 'goto'. The place to save the game and
//                 update the address.
//   moved(info)   a move was played and shown: { player, move, position, ply }.
//   over()        the game has ended (the board shows the final position).

import { syncFromGame } from './state.js';
import { renderBoard, renderPanel, messageText } from './render.js';
import { describeMove, speak } from './speech.js';
import { t } from './strings.js';
import { createAnimator } from './animate.js';
import { chooseShape } from './layout.js';
import { openLine } from './link.js';

const SPEEDS = ['slow', 'normal', 'fast', 'instant'];

export function createController({ doc, state, hooks = {}, reducedMotion = () => false }) {
  const svg = doc.getElementById('board');
  const wrap = doc.getElementById('board-wrap');
  let engine = null;
  let game = null;
  let start = '';          // the position the current game started from (its ply 0)
  let focusInBoard = false; // a move was played from the keyboard: give the focus back after it
  const emit = (name, arg) => { if (hooks[name]) hooks[name](arg); };

  function draw() {
    renderBoard(svg, state);
    renderPanel(doc, state);
  }

  const animator = createAnimator({
    state, draw, svg, layer: doc.getElementById('fly-layer'), reducedMotion,
  });

  function setBusy(on) {
    state.busy = on;
    if (on) state.legal = [];
  }

  // The engine's position into the state; a read-only board offers no hole.
  function sync() {
    syncFromGame(state, game);
    if (state.readOnly) state.legal = [];
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

  async function animateMove(events, player, move, how) {
    // A redone move keeps the rest of the line (it can still be redone); a new move ends it.
    if (how !== 'redo') state.moveLog.length = game.ply - 1;
    state.moveLog[game.ply - 1] = summarise(player, move, events);
    state.ply = game.ply; // the move shows in the list while it animates
    state.position = game.position; // data-position is always the engine's position
    setBusy(true);
    state.message = null;
    draw();
    // Heard at once, in words, from the engine's events: a screen reader need not wait for the animation.
    speak(doc, describeMove(player, move, events, game.state));
    emit('changed', how); // saved before the animation: a crash mid-move keeps it
    await animator.run(events, state.speed);
    checkAgainstEngine();
    settle(false);
    emit('moved', { player, move, position: game.position, ply: game.ply });
    if (state.result && !state.busy) emit('over');
  }

  // Back to the engine's position, input open again; the game-over summary if
  // it ended (announced by the caller when `announce` is false).
  function settle(announce = true) {
    setBusy(false);
    sync();
    if (state.result && !state.matchGames.some((g) => g.round === state.round)) {
      state.matchGames.push({ round: state.round, result: state.result, score: state.captured.slice() });
    }
    draw();
    if (state.result) {
      if (announce) emit('over');
    } else {
      restoreFocus();
      computerTurn();
    }
  }

  function restoreFocus() {
    if (!focusInBoard) return;
    const target = svg.querySelector('.hole[tabindex="0"]');
    if (target) target.focus({ preventScroll: true });
  }

  async function play(move, index) {
    if (!game || state.busy || !state.ready || state.readOnly) return;
    if (!state.legal.includes(move) || (index !== undefined && index !== (state.turn === 'S' ? 0 : state.n) + move - 1)) {
      if (index !== undefined && state.turn && !state.result) {
        state.message = { key: 'notLegal', values: { hole: svg.querySelectorAll('.hole')[index].dataset.hole } };
        draw();
        speak(doc, messageText(state.message));
      }
      return;
    }
    const player = state.turn;
    focusInBoard = svg.contains(doc.activeElement) && doc.activeElement !== svg;
    const events = game.play(move);
    await animateMove(events, player, move, 'move');
  }

  function undo() {
    if (!game || state.busy || !game.canUndo) return;
    const taken = state.moveLog[game.ply - 1];
    game.undo();
    state.message = null;
    if (state.result) state.matchGames = state.matchGames.filter((g) => g.round !== state.round);
    state.endReason = null;
    state.lastFourTo = null;
    sync();
    draw();
    if (taken) {
      speak(doc, `${t('srUndo', { player: t(taken.player), number: taken.move })} ${t('toMove', { player: t(state.turn) })}.`);
    }
    emit('changed', 'undo');
  }

  async function redo() {
    if (!game || state.busy || !game.canRedo) return;
    const player = game.state.turn;
    const events = game.redo();
    if (!events) return;
    await animateMove(events, player, game.moves[game.ply - 1], 'redo');
  }

  /** Jumps to `ply` moves of the current line at once (no animation). */
  function goto(ply) {
    if (!game || state.busy) return;
    let lastEvents = null;
    while (game.ply > ply && game.undo());
    while (game.ply < ply) {
      lastEvents = game.redo();
      if (!lastEvents) break;
    }
    state.message = null;
    state.endReason = null;
    state.lastFourTo = null;
    for (const e of lastEvents ?? []) {
      if (e.type === 'game_end') state.endReason = e.reason;
      if (e.type === 'last_four') state.lastFourTo = e.player;
    }
    sync();
    if (!state.result) state.matchGames = state.matchGames.filter((g) => g.round !== state.round);
    else if (!state.matchGames.some((g) => g.round === state.round)) {
      state.matchGames.push({ round: state.round, result: state.result, score: state.captured.slice() });
    }
    draw();
    emit('changed', 'goto');
  }

  function reset(extra = {}) {
    Object.assign(state, {
      moveLog: [], matchGames: [], message: null, endReason: null, lastFourTo: null, focus: null, ...extra,
    });
  }

  /** A new game at a position string (already validated by the engine). */
  function startGame(text) {
    if (game) game.free();
    game = engine.newGame(text);
    start = game.position;
    reset();
    setBusy(false);
    sync();
    fitBoard();
    draw();
    emit('changed', 'start');
    computerTurn();
  }

  /**
   * Opens a line: a start position, the moves played from it, and how many of
   * them are on the board ({ pos, moves, at }, see link.js). Returns null, or
   * the error ({ key, values }) and leaves the current game as it was.
   */
  function openGameLine(line, { matchGames = [] } = {}) {
    const opened = openLine(engine, line);
    if (opened.error) return opened.error;
    if (game) game.free();
    game = opened.game;
    start = opened.start;
    reset({ matchGames });
    state.moveLog = opened.played.map((p) => summarise(p.player, p.move, p.events));
    const shown = opened.played[game.ply - 1];
    for (const e of shown ? shown.events : []) {
      if (e.type === 'game_end') state.endReason = e.reason;
      if (e.type === 'last_four') state.lastFourTo = e.player;
    }
    setBusy(false);
    sync();
    if (state.result && !state.matchGames.some((g) => g.round === state.round)) {
      state.matchGames.push({ round: state.round, result: state.result, score: state.captured.slice() });
    }
    fitBoard();
    draw();
    emit('changed', 'start');
    computerTurn();
    return null;
  }

  /** The current game as a line: { pos, moves (with any redo line), at }. */
  function line() {
    return { pos: start, moves: state.moveLog.map((e) => e.move), at: game ? game.ply : 0 };
  }

  async function nextGame() {
    if (!game || state.busy || !state.result || game.matchWinner) return;
    game.nextGame();
    start = game.position;
    Object.assign(state, {
      moveLog: [], message: null, endReason: null, lastFourTo: null, result: null, position: game.position,
    });
    setBusy(true);
    draw();
    emit('changed', 'next');
    await animator.refill(game.state, state.speed);
    settle();
  }

  function skip() {
    if (state.busy) animator.skip();
  }

  function setSpeed(speed) {
    if (!SPEEDS.includes(speed)) return false;
    state.speed = speed;
    draw();
    return true;
  }

  function focusHole(index) {
    state.focus = index;
    draw();
    svg.querySelector(`.hole[data-index="${index}"]`)?.focus();
  }

  /** Picks the board's shape for the space it has (or the one asked for); true when it changed. */
  function fitBoard() {
    let shape = chooseShape(state.n, wrap.clientWidth, wrap.clientHeight);
    if (state.orientation === 'vertical') shape = { vertical: true, stretch: 1 };
    else if (state.orientation === 'horizontal' && shape.vertical) shape = { vertical: false, stretch: 1 };
    const changed = shape.vertical !== state.vertical || shape.stretch !== state.stretch;
    state.vertical = shape.vertical;
    state.stretch = shape.stretch;
    return changed;
  }

  // ---------------------------------------------------------- the computer opponent

  /**
   * THE hook for the computer opponent: { level: 1..8, side: 'S' | 'N' }, or
   * null for two people. Links and embeds (ai-level, ai-side) and the
   * new-game dialog all come here. Until the engine offers an AI
   * (engine.capabilities?.ai) the wish is kept and a note says the computer
   * opponent is not available yet; the board stays playable by two people.
   */
  function setComputerOpponent(opponent) {
    state.opponent = opponent ? { level: opponent.level ?? 3, side: opponent.side ?? 'N' } : null;
    state.note = state.opponent && !engine?.capabilities?.ai ? { key: 'aiUnavailable', values: {} } : null;
    draw();
    computerTurn();
  }

  /**
   * Called whenever the board settles with a player to move. When the AI
   * arrives, this is where it plays: if state.opponent.side is to move, set
   * busy (data-busy="true" while it thinks), ask the AI worker for a move at
   * state.opponent.level, then hand it to play() like a click.
   */
  function computerTurn() {
    if (!state.opponent || !engine?.capabilities?.ai) return;
  }

  return {
    attach(e) { engine = e; },
    get engine() { return engine; },
    get game() { return game; },
    animator,
    draw, play, undo, redo, goto, nextGame, skip, setSpeed, focusHole, fitBoard,
    startGame, openGameLine, line, setComputerOpponent,
  };
}
