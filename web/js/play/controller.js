// controller.js - one board's game: owns the engine game, plays moves,
// animates the engine's events and redraws from the engine's position. The
// rules are the engine's: this file asks it for the legal holes and what a
// move did, never decides. Shared by the page (main.js) and the embed
// (embed-board.js); a page may hold several boards, each with its own controller,
// state and view.
//
// The controller is an EventTarget. Whoever cares subscribes (the address
// and the saved game, speech, hints, the embed's messages):
//   position  the engine's position changed (before any animation of it).
//             detail: { how, cause, snapshot, move }
//               how      'start' | 'move' | 'computer' (the computer
//                        opponent's move) | 'undo' | 'redo' | 'next' | 'goto'
//               cause    what the caller passed to startGame/openGameLine
//                        (e.g. 'address'), else null
//               snapshot the engine's position after it (engine.js
//                        Game.snapshot(), read once and shared)
//               move     { player, move, events } for a move played or
//                        redone; for 'undo', the first move taken back
//                        (without events); else null
//   busy      the board became busy (a move animates, the computer thinks)
//             or free again. detail: { busy, thinking }. A move is shown
//             once busy goes false after its `position`.
//   over      a move that ended the game has been shown.
//             detail: { result, score, endReason, lastFourTo, position }
// Order for one move: busy(true), position, ... busy(false), then over.

import { syncFromGame } from '../board/state.js';
import { renderBoard, renderPanel, messageText, createView, setBox } from '../board/render.js';
import { fitShape } from '../board/layout.js';
import { openLine, SPEEDS } from './link.js';
import { createComputer } from './computer.js';
import { moveEntry, endOf, matchRecord } from './record.js';
import { holeName, holeIndex } from '../board/holes.js';
import { speak, moveFacts, prepareWords } from '../board/speech.js';
import { loadOnce, whenIdle } from '../lib/later.js';
import { t } from '../i18n/strings.js';

/**
 * A controller for the board in `doc` (#board, #board-wrap, #fly-layer; a
 * document or a shadow root). `state` is the board's state (state.js);
 * `reducedMotion()` says whether seeds should not travel; `warmComputer`:
 * load the search worker as soon as a computer opponent is set (computer.js).
 */
export function createController({ doc, state, reducedMotion = () => false, warmComputer = true }) {
  const events = new EventTarget();
  const svg = doc.getElementById('board');
  const wrap = doc.getElementById('board-wrap');
  const view = createView();
  let engine = null;
  let game = null;
  let start = '';           // the position the current game started from (its ply 0)
  let focusInBoard = false; // a move was played from the keyboard: give the focus back after it
  let toldBusy = false;     // the busy state subscribers last heard
  let snap = null;          // the engine's snapshot, read once after each change (snapshot())
  let withEvents = null;    // the one move-list entry that keeps its events (lastEvents())

  const emit = (type, detail) => events.dispatchEvent(new CustomEvent(type, { detail }));

  // The row nearest the viewer: the side this device plays (against the
  // computer or a friend), else South unless two people turned the board.
  function bottomSide() {
    return state.friend?.side ?? computer.humanSide() ?? (state.turned ? 'N' : 'S');
  }

  // Draws the board and the panel, then tells subscribers if busy changed.
  function show() {
    state.bottom = bottomSide();
    // Piles compact until the first capture; the board's shape is chosen again when that changes.
    const compact = !state.captured.some(Boolean) && !state.aside.some(Boolean);
    if (!state.busy && compact !== state.compactPiles && view.box.w) {
      state.compactPiles = compact;
      fitBoard();
    }
    renderBoard(svg, state, view);
    renderPanel(doc, state);
    if (state.busy !== toldBusy) {
      toldBusy = state.busy;
      emit('busy', { busy: state.busy, thinking: state.thinking });
    }
  }

  // The animation (animate.js) is not needed to show a board: it loads in
  // idle time once a game is open, or with the first move if that is sooner.
  let animator = null;
  const loadAnimator = loadOnce(() => import('../board/animate.js').then(({ createAnimator }) => {
    animator = createAnimator({ state, draw: show, view, layer: doc.getElementById('fly-layer'), reducedMotion });
  }));
  // Without its animation (offline, never cached) a move is shown at once.
  // A Skip pressed while it loads is kept for the move that waited for it.
  let skipOnLoad = false;
  async function animate(run) {
    if (!animator) {
      skipOnLoad = false;
      try {
        await loadAnimator();
      } catch (e) {
        console.warn('hoyito: moves are shown without animation', e);
        return false;
      }
    }
    const running = run(animator);
    if (skipOnLoad) animator.skip();
    skipOnLoad = false;
    await running;
    return true;
  }

  function setBusy(on) {
    state.busy = on;
    if (on) state.legal = [];
  }

  // The engine's position into the state, with what is derived from it:
  // why the game ended (from the last move's events) and the match so far.
  // A read-only board offers no hole.
  function sync() {
    syncFromGame(state, game, snapshot());
    Object.assign(state, endOf(lastEvents()));
    state.matchGames = matchRecord(state.matchGames, state);
    if (state.readOnly) state.legal = [];
    if (state.friend && state.turn !== state.friend.side) state.legal = []; // the friend plays that side, on their device
    if (state.canUndo && undoTarget() < 0) state.canUndo = false; // only the computer's first move: nothing of yours to take back
    showLastMove();
  }

  // The engine's events for the move that led to the position shown (its
  // marks on the board, the status line's words, why a game ended), or null.
  // Only that move keeps them in the move list, so the list does not grow by
  // a whole event list a move (a long relay makes a hundred events): when
  // undo or a jump makes an older move the last one, the engine gives its
  // events again, one move back and forth along its own record.
  function lastEvents() {
    const entry = state.moveLog[snapshot().ply - 1];
    if (!entry) return null;
    if (!entry.events && game.undo()) entry.events = game.redo();
    if (withEvents !== entry) {
      if (withEvents) withEvents.events = null;
      withEvents = entry;
    }
    return entry.events;
  }

  // What the move that led here did stays on the board and in the status
  // line until the next move starts (from its events, lastEvents()).
  function showLastMove() {
    const { ply } = snapshot();
    const facts = ply > 0 ? moveFacts(state.moveLog[ply - 1]) : null;
    state.lastMove = facts;
    state.marks = {
      ...state.marks,
      last: facts ? { played: facts.played, relays: facts.relays, captured: facts.captured } : null,
    };
  }

  function refresh() {
    if (game) sync();
    show();
  }

  const computer = createComputer({
    state,
    warm: warmComputer,
    host: {
      game: () => game,
      snapshot,
      start: () => start,
      play: (move) => playMove(move, 'computer'),
      setBusy,
      refresh,
      speak: (text) => speak(doc, text),
    },
  });

  // One read of the engine's position after each change of it, shared by
  // the event and the redraw: `stale()` after every engine call that moves the game.
  function snapshot() {
    snap ??= game.snapshot();
    return snap;
  }
  function stale() {
    snap = null;
  }

  // Read the snapshot during the event: the game may move on afterwards.
  function changed(how, move = null, cause = null) {
    const now = snap;
    emit('position', { how, cause, move, get snapshot() { return now ?? snapshot(); } });
  }

  // After an animation: the drawn board must be the engine's. A difference is a
  // bug in the page (never in what the player sees afterwards: the redraw fixes it).
  function checkAgainstEngine() {
    const s = snapshot();
    const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
    const seeds = s.seeds.map((v, i) => (s.closed[i] ? 0 : v));
    const drawn = state.seeds.map((v, i) => (s.closed[i] ? 0 : v));
    if (!same(drawn, seeds) || !same(state.captured, s.captured)) {
      console.error('hoyito: the animation ended on a different board', {
        drawn: state.seeds.slice(), captured: state.captured.slice(), engine: s.position,
      });
    }
  }

  async function animateMove(events, player, move, how) {
    // The words for the status line once the move is shown, made now if idle
    // time has not made them yet: never in a frame of the animation or at its end.
    prepareWords();
    // A redone move keeps the rest of the line (it can still be redone); a new move ends it.
    const { ply, position } = snapshot();
    if (how !== 'redo') state.moveLog.length = ply - 1;
    state.moveLog[ply - 1] = moveEntry(player, move, events);
    state.ply = ply; // the move shows in the list while it animates
    state.position = position; // data-position is always the engine's position
    setBusy(true);
    state.message = null;
    state.lastMove = null;
    state.marks = { ...state.marks, last: null };
    show();
    // Saved and spoken before the animation: a crash mid-move keeps it, and
    // a screen reader need not wait.
    changed(how, { player, move, events });
    if (await animate((a) => a.run(events, state.speed))) checkAgainstEngine();
    settle(how);
  }

  // Back to the engine's position, input open again; then the game-over
  // news, or the next turn (a redo chain goes on by itself: no computer turn).
  function settle(how) {
    const mine = computer.epoch;
    setBusy(false);
    sync();
    show();
    if (mine !== computer.epoch) return; // a subscriber moved the game on
    if (state.result) {
      if (how !== 'next') {
        emit('over', {
          result: state.result, score: state.captured.slice(), endReason: state.endReason,
          lastFourTo: state.lastFourTo, position: state.position,
        });
      }
    } else {
      restoreFocus();
      if (how !== 'redo') computer.turn();
    }
  }

  function restoreFocus() {
    if (!focusInBoard) return;
    const target = svg.querySelector('.hole[tabindex="0"]');
    if (target) target.focus({ preventScroll: true });
  }

  async function play(move, index) {
    if (!game || state.busy || !state.ready || state.readOnly) return;
    if (state.friend && state.turn && state.turn !== state.friend.side) {
      announce({ key: 'friendWait', values: {} });
      return;
    }
    if (!state.legal.includes(move) || (index !== undefined && index !== holeIndex(state.n, state.turn, move))) {
      if (index !== undefined && state.turn && !state.result) announce({ key: 'notLegal', values: { hole: holeName(state.n, index) } });
      return;
    }
    focusInBoard = svg.contains(doc.activeElement) && doc.activeElement !== svg;
    await playMove(move, 'move');
  }

  // A click's move and the computer's take the same way: animation, events.
  async function playMove(move, how) {
    const player = state.turn;
    const played = game.play(move);
    stale();
    await animateMove(played, player, move, how);
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
    computer.cancel();
    const taken = state.moveLog[target];
    let ply = snapshot().ply;
    while (ply > target && game.undo()) ply--;
    stale();
    state.message = null;
    sync();
    show();
    changed('undo', taken ? { player: taken.player, move: taken.move } : null);
    computer.turn();
  }

  // The ply undo goes back to: one move, or against the computer the last
  // turn of the person (-1: none, e.g. only the computer's first move).
  // With a friend, only this device's own moves: the friend's came by link.
  function undoTarget() {
    const { ply, canUndo } = snapshot();
    if (!canUndo) return -1;
    if (state.friend) return state.moveLog[ply - 1]?.player === state.friend.side ? ply - 1 : -1;
    const human = computer.humanSide();
    if (!human) return ply - 1;
    for (let p = ply - 1; p >= 0; p--) {
      if (state.moveLog[p]?.player === human) return p;
    }
    return -1;
  }

  /** Replays a taken-back move; against the computer, its replies too (as they were). */
  async function redo() {
    if (!game || (state.busy && !state.thinking) || !snapshot().canRedo) return;
    if (state.opponent?.side === 'both') setComputerOpponent(null, { stopped: true });
    computer.cancel();
    const mine = computer.epoch;
    const human = computer.humanSide();
    do {
      await redoOne();
    } while (mine === computer.epoch && human && state.turn && state.turn !== human && snapshot().canRedo);
    if (mine === computer.epoch) computer.turn();
  }

  async function redoOne() {
    const player = snapshot().turn;
    const redone = game.redo();
    if (!redone) return;
    stale();
    const { moves, ply } = snapshot();
    await animateMove(redone, player, moves[ply - 1], 'redo');
  }

  /** Jumps to `ply` moves of the current line at once (no animation). */
  function goto(ply) {
    if (!game || (state.busy && !state.thinking)) return;
    computer.cancel();
    let at = snapshot().ply;
    while (at > ply && game.undo()) at--;
    while (at < ply && game.redo()) at++;
    stale();
    state.message = null;
    sync();
    show();
    changed('goto');
    computer.turn();
  }

  // A game set up afresh (a start position, a line, the next game of a
  // match): the state's record of the previous one goes.
  function begin(next, from, record = {}) {
    if (game && game !== next) game.free();
    game = next;
    start = from;
    stale();
    Object.assign(state, {
      moveLog: [], matchGames: [], message: null, endReason: null, lastFourTo: null, focus: null, ...record,
    });
    // A line opened with its moves: only the last one shown keeps its events (lastEvents()).
    withEvents = state.moveLog[snapshot().ply - 1] ?? null;
    for (const entry of state.moveLog) if (entry !== withEvents) entry.events = null;
  }

  /**
   * A new game at a position string (already validated by the engine);
   * `opponent`, when given, is the computer opponent of the new game;
   * `cause` comes back in the `position` event.
   */
  function startGame(text, { opponent, cause = null } = {}) {
    computer.cancel();
    if (opponent !== undefined) computer.setOpponent(opponent);
    const next = engine.newGame(text);
    begin(next, next.position);
    opened(cause);
  }

  /**
   * Opens a line: a start position, the moves played from it, and how many of
   * them are on the board ({ pos, moves, at }, see link.js). Returns null, or
   * the error ({ key, values }) and leaves the current game as it was.
   */
  function openGameLine(line, { matchGames = [], opponent, cause = null } = {}) {
    const got = openLine(engine, line);
    if (got.error) return got.error;
    computer.cancel();
    if (opponent !== undefined) computer.setOpponent(opponent);
    begin(got.game, got.start, {
      matchGames, moveLog: got.played.map((p) => moveEntry(p.player, p.move, p.events)),
    });
    opened(cause);
    return null;
  }

  function opened(cause) {
    setBusy(false);
    sync();
    fitBoard();
    show();
    changed('start', null, cause);
    computer.turn();
    whenIdle(prepareWords);
    whenIdle(() => loadAnimator().catch(() => { /* tried again at the first move */ }));
  }

  /** The current game as a line: { pos, moves (with any redo line), at }. */
  function line() {
    return { pos: start, moves: state.moveLog.map((e) => e.move), at: game ? snapshot().ply : 0 };
  }

  async function nextGame() {
    if (!game || state.busy || !state.result || snapshot().matchWinner) return;
    computer.cancel();
    game.nextGame();
    begin(game, '', { matchGames: state.matchGames, result: null });
    start = snapshot().position;
    state.position = start;
    setBusy(true);
    show();
    changed('next');
    await animate((a) => a.refill(snapshot(), state.speed));
    settle('next');
  }

  function skip() {
    if (!state.busy || state.thinking) return;
    if (animator) animator.skip();
    else skipOnLoad = true;
  }

  function setSpeed(speed) {
    if (!SPEEDS.includes(speed)) return false;
    state.speed = speed;
    show();
    return true;
  }

  function focusHole(index) {
    state.focus = index;
    show();
    svg.querySelector(`.hole[data-index="${index}"]`)?.focus();
  }

  /** The board's box changed (ResizeObserver): its shape is chosen again and it is drawn. */
  function resize(width, height) {
    setBox(view, width, height);
    // The drawing takes the box's size in pixels rather than 100%: Chromium
    // lays a flexed box out twice a frame, and a percentage-sized SVG is then
    // laid out afresh, every shape and text in it, whenever anything beside
    // the board changes (the status line, a dozen times in a long relay).
    svg.style.width = `${width}px`;
    svg.style.height = `${height}px`;
    fitBoard();
    show();
  }

  /** Picks the board's shape for the space it has (or the one asked for). */
  function fitBoard() {
    if (!view.box.w) setBox(view, wrap.clientWidth, wrap.clientHeight); // before the first resize
    Object.assign(state, fitShape(state.n, view.box.w, view.box.h, state.orientation, state.compactPiles));
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
    const wasDemo = state.opponent?.side === 'both';
    if (computer.change(opponent)) {
      if (stopped && wasDemo) state.message = { key: 'aiDemoStopped', values: {} };
      if (game && !state.busy) sync(); // mid-animation the drawn board is the animation's
    }
    show();
    computer.turn();
  }

  /** Resolves when the board is not busy (now, or when the move under way is shown). */
  function idle() {
    if (!state.busy) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (ev) => {
        if (ev.detail.busy) return;
        events.removeEventListener('busy', done);
        resolve();
      };
      events.addEventListener('busy', done);
    });
  }

  /** Two people on one device: the other row nearest the viewer (a side of one's own keeps its row). */
  function turnBoard() {
    state.turned = !state.turned;
    show();
  }

  /** Puts marks on the board ({ hint, review, badges }, see state.js) and draws them. */
  function mark(marks) {
    state.marks = { ...state.marks, ...marks };
    show();
  }

  /**
   * Says `message` ({ key, values }, see render.js messageText) in the
   * status line and through the live region; null clears the line.
   */
  function announce(message) {
    state.message = message;
    show();
    if (message) speak(doc, messageText(message));
  }

  // The state back to the engine's (mid-move the move's end does that), then drawn.
  function redraw() {
    if (!game) return;
    if (!state.busy) sync();
    show();
  }

  /** The board only shows (a finished lesson, an embed's view or replay) or can be played again. */
  function setReadOnly(on) {
    state.readOnly = on;
    redraw();
  }

  /** A game with a friend by link ({ id, side: this device's, name }, see friend.js), or null. */
  function setFriend(friend) {
    state.friend = friend;
    redraw();
  }

  /** The engine the board plays with: once it is there, the board is ready for a game. */
  function attach(e) {
    engine = e;
    state.ready = true;
  }

  /**
   * Waits for the engine (a promise) and attaches it: true. If it never
   * comes, the page's load-error box (#load-error) says why and offers a
   * reload, the board stays without a game, and the answer is false.
   */
  async function attachWhenReady(engineReady) {
    try {
      attach(await engineReady);
      return true;
    } catch (error) {
      state.loadError = String(error?.message || error);
      const box = doc.getElementById('load-error');
      box.querySelector('.load-error-detail').textContent = t('loadFailedDetail', { detail: state.loadError });
      box.hidden = false;
      box.querySelector('#reload').addEventListener('click', () => location.reload());
      svg.dataset.busy = 'false';
      renderPanel(doc, state);
      return false;
    }
  }

  return {
    attach, attachWhenReady,
    get engine() { return engine; },
    get game() { return game; },
    view,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    /** The engine's position now (Game.snapshot()), read once after each change. */
    snapshot: () => snapshot(),
    draw: show, play, undo, redo, goto, nextGame, skip, setSpeed, focusHole, resize, fitBoard, idle, mark, turnBoard,
    announce, setReadOnly, setFriend,
    startGame, openGameLine, line, setComputerOpponent, humanSide: computer.humanSide,
  };
}
