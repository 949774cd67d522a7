// controller.js - the game controller shared by the page (main.js) and the
// embed (embed.js): owns the engine game, plays moves, animates the engine's
// events and redraws from the engine's position. The rules are the engine's:
// this file asks it for the legal holes and what a move did, never decides.
//
// The page around it listens through `hooks`:
//   changed(how)  after every settled change; how: 'start' | 'move' | 'undo' |
//                 'redo' | 'next' | 'goto' | 'computer' (a move of the
//                 computer opponent). The place to save the game and update
//                 the address.
//   moved(info)   a move was played and shown: { player, move, position, ply }.
//   over()        the game has ended (the board shows the final position).

import { syncFromGame } from './state.js';
import { renderBoard, renderPanel, messageText } from './render.js';
import { describeMove, speak } from './speech.js';
import { t } from './strings.js';
import { createAnimator } from './animate.js';
import { chooseShape } from './layout.js';
import { openLine, AI_LEVELS } from './link.js';
import { sharedAi, AiCancelled, AiError } from './ai.js';

const SPEEDS = ['slow', 'normal', 'fast', 'instant'];
// Computer against computer: the pause between moves, so people can follow.
const DEMO_PAUSE = { slow: 1400, normal: 900, fast: 500, instant: 250 };

export function createController({ doc, state, hooks = {}, reducedMotion = () => false }) {
  const svg = doc.getElementById('board');
  const wrap = doc.getElementById('board-wrap');
  let engine = null;
  let game = null;
  let start = '';          // the position the current game started from (its ply 0)
  let focusInBoard = false; // a move was played from the keyboard: give the focus back after it
  // Bumped by whatever moves the game on (undo, redo, goto, a new game, a
  // link, another opponent): a computer's answer or a redo chain started
  // before it is for a position that is gone, and is dropped.
  let epoch = 0;
  let replaying = false;    // a redo chain against the computer: its replies are replayed, not searched
  let aiFailed = false;     // the search worker could not start: two people play on
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
    if (state.canUndo && undoTarget() < 0) state.canUndo = false; // only the computer's first move: nothing of yours to take back
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
    // Against the computer the turn is said as "Your turn" / "The computer's turn".
    const after = game.state;
    const turnSaid = humanSide() && after.turn ? ` ${turnWords(after.turn)}.` : '';
    speak(doc, describeMove(player, move, events, turnSaid ? null : after) + turnSaid);
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
    focusInBoard = svg.contains(doc.activeElement) && doc.activeElement !== svg;
    await playMove(move, 'move');
  }

  // A click's move and the computer's take the same way: animation, speech, link, save.
  async function playMove(move, how) {
    const player = state.turn;
    const events = game.play(move);
    await animateMove(events, player, move, how);
  }

  /**
   * Takes a move back. Against the computer: back to the player's last turn,
   * the computer's replies with it (and a search under way is dropped).
   * Computer against computer stops, then one move goes back.
   */
  function undo() {
    if (!game || (state.busy && !state.thinking)) return;
    if (state.opponent?.side === 'both') setComputerOpponent(null, { stopped: true });
    const target = undoTarget();
    if (target < 0) return;
    cancelComputer();
    const taken = state.moveLog[target];
    while (game.ply > target && game.undo());
    state.message = null;
    if (state.result) state.matchGames = state.matchGames.filter((g) => g.round !== state.round);
    state.endReason = null;
    state.lastFourTo = null;
    sync();
    draw();
    if (taken) {
      speak(doc, `${t('srUndo', { player: t(taken.player), number: taken.move })} ${turnWords()}.`);
    }
    emit('changed', 'undo');
    computerTurn();
  }

  // The ply undo goes back to: one move, or against the computer the last
  // turn of the person (-1: none, e.g. only the computer's first move).
  function undoTarget() {
    if (!game.canUndo) return -1;
    const human = humanSide();
    if (!human) return game.ply - 1;
    for (let p = game.ply - 1; p >= 0; p--) {
      if (state.moveLog[p]?.player === human) return p;
    }
    return -1;
  }

  /** Replays a taken-back move; against the computer, its replies too (as they were). */
  async function redo() {
    if (!game || (state.busy && !state.thinking) || !game.canRedo) return;
    if (state.opponent?.side === 'both') setComputerOpponent(null, { stopped: true });
    cancelComputer();
    const mine = epoch;
    replaying = true;
    try {
      do {
        await redoOne();
      } while (mine === epoch && humanSide() && state.turn && state.turn !== humanSide() && game.canRedo);
    } finally {
      replaying = false;
    }
    if (mine === epoch) computerTurn();
  }

  async function redoOne() {
    const player = game.state.turn;
    const events = game.redo();
    if (!events) return;
    await animateMove(events, player, game.moves[game.ply - 1], 'redo');
  }

  /** Jumps to `ply` moves of the current line at once (no animation). */
  function goto(ply) {
    if (!game || (state.busy && !state.thinking)) return;
    cancelComputer();
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
    computerTurn();
  }

  function reset(extra = {}) {
    Object.assign(state, {
      moveLog: [], matchGames: [], message: null, endReason: null, lastFourTo: null, focus: null, ...extra,
    });
  }

  /**
   * A new game at a position string (already validated by the engine);
   * `opponent`, when given, is the computer opponent of the new game.
   */
  function startGame(text, { opponent } = {}) {
    cancelComputer();
    if (opponent !== undefined) setOpponent(opponent);
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
  function openGameLine(line, { matchGames = [], opponent } = {}) {
    const opened = openLine(engine, line);
    if (opened.error) return opened.error;
    cancelComputer();
    if (opponent !== undefined) setOpponent(opponent);
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
    cancelComputer();
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
    if (state.busy && !state.thinking) animator.skip();
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

  function sameOpponent(a, b) {
    return (a?.level ?? null) === (b?.level ?? null) && (a?.side ?? null) === (b?.side ?? null);
  }

  function normalOpponent(opponent) {
    if (!opponent) return null;
    const level = Number.isInteger(opponent.level) && opponent.level >= 1 && opponent.level <= AI_LEVELS ? opponent.level : 3;
    const side = ['S', 'N', 'both'].includes(opponent.side) ? opponent.side : 'N';
    return { level, side };
  }

  // The opponent and its standing note (which level, which side; or why the computer cannot play).
  function setOpponent(opponent) {
    state.opponent = normalOpponent(opponent);
    if (!state.opponent) state.note = null;
    else if (aiFailed) state.note = { key: 'aiFailed', values: {} };
    else if (state.opponent.side === 'both') state.note = { key: 'aiDemoNote', values: { level: state.opponent.level } };
    else state.note = { key: 'aiNote', values: { level: state.opponent.level, player: state.opponent.side } };
    if (state.opponent && !aiFailed && !state.readOnly) sharedAi().warm(); // the first move need not wait for it to load
  }

  /** The side the person plays against the computer, or null (two people, or computer against computer). */
  function humanSide() {
    if (aiFailed) return null;
    const side = state.opponent?.side;
    if (side === 'S') return 'N';
    if (side === 'N') return 'S';
    return null;
  }

  // "South to move", or against the computer "Your turn" / "The computer's turn".
  function turnWords(turn = state.turn) {
    if (!turn) return '';
    if (!humanSide()) return t('toMove', { player: t(turn) });
    return t(turn === humanSide() ? 'aiYourTurn' : 'aiComputerTurn', { player: t(turn) });
  }

  /** Drops the search under way (if any) and any answer still to come. */
  function cancelComputer() {
    epoch++;
    if (!state.thinking) return;
    state.thinking = false;
    sharedAi().cancel('computer');
    setBusy(false);
    if (game) sync();
    draw();
  }

  /**
   * THE hook for the computer opponent: { level: 1..7, side: 'S' | 'N' |
   * 'both' } ('both': computer against computer, to watch), or null for two
   * people. Links and embeds (ai-level, ai-side), the new-game dialog and a
   * saved game all come here. The same opponent again changes nothing (a
   * search under way goes on); another one drops it. `stopped`: the person
   * stopped computer against computer (the status line says so).
   */
  function setComputerOpponent(opponent, { stopped = false } = {}) {
    if (sameOpponent(normalOpponent(opponent), state.opponent)) {
      draw();
      computerTurn();
      return;
    }
    const wasDemo = state.opponent?.side === 'both';
    cancelComputer();
    setOpponent(opponent);
    if (stopped && wasDemo) state.message = { key: 'aiDemoStopped', values: {} };
    if (game && !state.busy) sync(); // mid-animation the drawn board is the animation's
    draw();
    computerTurn();
  }

  /**
   * Called whenever the board settles with a player to move: if the
   * computer plays that side, the board is busy (data-busy="true", no hole
   * to click) while the search worker thinks at state.opponent.level; its
   * answer is played like a click, unless the game moved on meanwhile.
   * Another turn of the computer (an extra turn, or computer against
   * computer) comes back here when that move has settled.
   */
  function computerTurn() {
    const opponent = state.opponent;
    if (!opponent || aiFailed || !game || !state.ready || state.readOnly || replaying) return;
    if (state.busy || state.result || !state.turn) return;
    if (opponent.side !== 'both' && opponent.side !== state.turn) return;
    const mine = ++epoch;
    const position = game.position;
    const moves = game.moves;
    const seed = Math.floor(Math.random() * 2 ** 32);
    state.thinking = true;
    setBusy(true);
    draw();
    const pause = opponent.side === 'both' ? DEMO_PAUSE[state.speed] ?? 900 : 0;
    Promise.all([
      sharedAi().search(start, moves, { level: opponent.level, seed }, 'computer'),
      new Promise((resolve) => setTimeout(resolve, pause)),
    ]).then(([result]) => {
      if (mine !== epoch || !game || game.position !== position || !state.thinking) return;
      state.thinking = false;
      if (!game.legalMoves().includes(result.move)) {
        throw new Error(`the search answered hole ${result.move}, not a legal move of ${position}`);
      }
      return playMove(result.move, 'computer');
    }).catch((error) => {
      if (mine !== epoch) return;
      if (error instanceof AiCancelled) {
        // Cancelled from outside (the page hidden, then shown again): think again.
        state.thinking = false;
        setBusy(false);
        sync();
        draw();
        setTimeout(computerTurn, 0);
        return;
      }
      // The worker did not load (or broke): say so, and two people play on.
      if (error instanceof AiError) console.warn('hoyito: the computer opponent stopped', error);
      else console.error('hoyito: the computer opponent stopped', error);
      aiFailed = true;
      state.thinking = false;
      setOpponent(state.opponent);
      setBusy(false);
      sync();
      draw();
      speak(doc, t('aiFailed'));
    });
  }

  return {
    attach(e) { engine = e; },
    get engine() { return engine; },
    get game() { return game; },
    animator,
    draw, play, undo, redo, goto, nextGame, skip, setSpeed, focusHole, fitBoard,
    startGame, openGameLine, line, setComputerOpponent, turnWords: () => turnWords(),
  };
}
