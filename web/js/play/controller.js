// controller.js - one board's game: owns the engine game, plays moves,
// animates the engine's events and redraws from the engine's position. The
// rules are the engine's: this file asks it for the legal holes and what a
// move did, never decides. Shared by the page (main.js) and the embed
// (embed-board.js); a page may hold several boards, each with its own controller,
// state and view.
//
// Here: the move pipeline (a click or the computer's move: engine, state,
// animation, settling), the events and the public surface (the object
// createController returns, every member listed there). Beside it, its
// parts, each a named field of the one `core` declared below: core.games
// (games.js: starting games, opening lines, the next game of a match),
// core.nav (navigation.js: undo, redo, go to a ply), core.fit (fit.js: the
// board's shape and the focus), core.changes (board-changes.js: what other
// modules may change: announce, mark, setReadOnly, setFriend, the
// opponent...), core.variations (variations.js: the move tree) and
// core.computer (computer.js).
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
//   game      the game on the board was found to be a kept game (setGameId):
//             its id changed. detail: { id }
//   friend    the game with a friend by link changed (setFriend: started,
//             left, ended by word). detail: { friend }
//   over      a move that ended the game has been shown.
//             detail: { result, score, endReason, lastFourTo, position }
//   tree      the move tree changed (variations.js). detail: { how, root }
// Order for one move: busy(true), position, ... busy(false), then over.
// Each detail's type is declared below (PositionDetail ... TreeDetail,
// ControllerEvents); a listener hears a CustomEvent<...Detail> (Listen).

import { syncFromGame, moving } from '../board/state.js';
import { renderBoard, renderPanel, createView, drawBusy } from '../board/render.js';
import { createComputer } from './computer.js';
import { moveEntry, endOf, matchRecord } from './record.js';
import { holeName, holeIndex } from '../board/holes.js';
import { speak, moveFacts, prepareWords } from '../board/speech.js';
import { loadOnce, nextTask } from '../lib/later.js';
import { createGames } from './games.js';
import { createNavigation } from './navigation.js';
import { createFit } from './fit.js';
import { createBoardChanges } from './board-changes.js';
import { createVariations } from './variations.js';

/** @typedef {import('../../engine/engine.js').Engine} Engine */
/** @typedef {import('../../engine/engine.js').Game} Game */
/** @typedef {import('../../engine/engine.js').Snapshot} Snapshot */
/** @typedef {import('../../engine/engine.js').MoveEvent} MoveEvent */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').Result} Result */
/** @typedef {import('../../engine/engine.js').EndReason} EndReason */
/** @typedef {import('./record.js').MoveEntry} MoveEntry */
/** The board's state, field by field (board/state.js createState()). @typedef {import('../board/state.js').State} State */
/** The board's view (board/board-view.js createView()). @typedef {ReturnType<typeof createView>} View */
/**
 * The animation (board/animate.js createAnimator()): a move's events, a
 * match's next game refilling the board, the rest skipped.
 * @typedef {{
 *   run: (events: MoveEvent[], speed: string) => Promise<void>,
 *   refill: (snapshot: Snapshot, speed: string) => Promise<void>,
 *   skip: () => void,
 * }} Animator
 */
/**
 * How the position changed: a move played by the player or the computer
 * opponent, taken back, redone, a match's next game, a jump.
 * @typedef {'start' | 'move' | 'computer' | 'undo' | 'redo' | 'next' | 'goto'} How
 */
/**
 * The move of a `position` event: played or redone (with its events), or the
 * first taken back by an undo (without them).
 * @typedef {{ player: Side, move: number, events?: MoveEvent[] | null }} ShownMove
 */
/** @typedef {{ how: How, cause: unknown, snapshot: Snapshot, move: ShownMove | null }} PositionDetail */
/** @typedef {{ busy: boolean, thinking: boolean }} BusyDetail */
/** @typedef {{ id: string | null }} GameDetail */
/** @typedef {{ friend: object | null }} FriendDetail */
/**
 * @typedef {{ result: Result, score: number[], endReason: EndReason | null, lastFourTo: Side | null, position: string }} OverDetail
 */
/** @typedef {{ how: string, root: object }} TreeDetail */
/**
 * The controller's events and their details (the header above).
 * @typedef {{
 *   position: PositionDetail, busy: BusyDetail, game: GameDetail, friend: FriendDetail,
 *   over: OverDetail, tree: TreeDetail,
 * }} ControllerEvents
 */
/**
 * The controller's addEventListener: a listener of one of its events hears
 * a CustomEvent of that event's detail; any other listener an Event.
 * @typedef {{
 *   <K extends keyof ControllerEvents>(type: K, fn: (ev: CustomEvent<ControllerEvents[K]>) => void): void,
 *   (type: string, fn: EventListener): void,
 * }} Listen
 */

// What the move that led here did stays on the board and in the status
// line until the next move starts (from its events, lastEvents()).
/**
 * @param {State} state
 * @param {number} ply
 */
function showLastMove(state, ply) {
  const facts = ply > 0 ? moveFacts(state.moveLog[ply - 1]) : null;
  state.lastMove = facts;
  state.marks = {
    ...state.marks,
    last: facts ? { played: facts.played, relays: facts.relays, captured: facts.captured } : null,
  };
}

// After an animation: the drawn board must be the engine's. A difference is a
// bug in the page (never in what the player sees afterwards: the redraw fixes it).
/**
 * @param {State} state
 * @param {Snapshot} s
 */
function checkAgainstEngine(state, s) {
  /** @type {(a: number[], b: number[]) => boolean} */
  const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
  const seeds = s.seeds.map((v, i) => (s.closed[i] ? 0 : v));
  const drawn = state.seeds.map((/** @type {number} */ v, /** @type {number} */ i) => (s.closed[i] ? 0 : v));
  if (!same(drawn, seeds) || !same(state.captured, s.captured)) {
    console.error('hoyito: the animation ended on a different board', {
      drawn: state.seeds.slice(),
      captured: state.captured.slice(),
      engine: s.position,
    });
  }
}

/**
 * What the controller's parts share, declared here and only here: each
 * part gets it, reads its fields and calls the pipeline's steps and the
 * other parts by name (core.fit.fitBoard()). A part adds nothing to it
 * (tests/node/architecture.test.mjs). Its data fields change with the
 * game: games.js sets the engine, the game and its start, variations.js
 * the game set up again (a shorter line).
 * @typedef {object} Core
 * @property {Document | ShadowRoot} doc the board's document or shadow root (#board, #board-wrap, #fly-layer)
 * @property {State} state the board's state (board/state.js)
 * @property {SVGSVGElement} svg the board's drawing (#board)
 * @property {View} view the board's view (board-view.js createView(): its box, the sound hook)
 * @property {Engine | null} engine the engine (engine.js), once attached (games.js)
 * @property {Game | null} game the engine game on the board (engine.js Game), or null before the first
 * @property {string} start the position the current game started from (its ply 0)
 * @property {<K extends keyof ControllerEvents>(type: K, detail: ControllerEvents[K]) => void} emit
 *   tells the controller's subscribers (the events above)
 * @property {(type: keyof ControllerEvents, fn: EventListener) => void} on listens to the controller's own events
 * @property {(type: keyof ControllerEvents, fn: EventListener) => void} off stops listening
 * @property {() => void} show draws the board and the panel, then tells whether busy changed
 * @property {() => void} sync the engine's position into the state, with what is derived from it
 * @property {(on: boolean) => void} setBusy the board busy (no legal hole) or free
 * @property {() => Snapshot} snapshot the engine's position (Game.snapshot()), read once after each change
 * @property {() => void} stale after every engine call that moves the game: the next snapshot() reads again
 * @property {(how: How, move?: ShownMove | null, cause?: unknown) => void} changed sends the `position` event
 * @property {(run: (animator: Animator) => Promise<void>) => Promise<boolean>} animate
 *   runs run(animator) once it is loaded; false without it
 * @property {(played: MoveEvent[], player: Side, move: number, how: How, place?: string) => Promise<void>} animateMove
 *   a move the engine made, into the tree and the state, animated and settled
 * @property {(how: How) => void} settle back to the engine's position, then the game's end or the next turn
 * @property {() => Promise<void>} loadAnimator loads the animation (animate.js) once
 * @property {(entry: MoveEntry | null) => void} keepEventsOf the one move-list entry that keeps its events
 * @property {ReturnType<typeof createComputer>} computer the computer opponent (computer.js)
 * @property {ReturnType<typeof createGames>} games games started, lines opened, a match's next game (games.js)
 * @property {ReturnType<typeof createNavigation>} nav undo, redo, a jump along the main line (navigation.js)
 * @property {ReturnType<typeof createFit>} fit the board's shape, its bottom row, the focus (fit.js)
 * @property {ReturnType<typeof createBoardChanges>} changes what other modules may change on the board (board-changes.js)
 * @property {ReturnType<typeof createVariations>} variations the move tree on the board (variations.js)
 */
/**
 * A controller for the board in `doc` (#board, #board-wrap, #fly-layer; a
 * document or a shadow root). `state` is the board's state (state.js);
 * `reducedMotion()` says whether seeds should not travel; `warmComputer`:
 * load the search worker as soon as a computer opponent is set (computer.js);
 * `view`: the board's view, when the board was drawn before the controller (main.js).
 * @param {{ doc: Document | ShadowRoot, state: State, reducedMotion?: () => boolean, warmComputer?: boolean, view?: View }} options
 */
export function createController({
  doc,
  state,
  reducedMotion = () => false,
  warmComputer = true,
  view = createView(),
}) {
  const events = new EventTarget();
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (doc.getElementById('board')));
  let toldBusy = false; // the busy state subscribers last heard
  /** @type {Snapshot | null} */
  let snap = null; // the engine's snapshot, read once after each change (snapshot())
  /** @type {MoveEntry | null} */
  let withEvents = null; // the one move-list entry that keeps its events (lastEvents())
  let held = false; // the computer's replies paused (the review moves about the game), the opponent kept

  // The animation (animate.js) is not needed to show a board: it loads in
  // idle time once a game is open, or with the first move if that is sooner.
  /** @type {Animator | null} */
  let animator = null;
  const loadAnimator = loadOnce(() =>
    import(/* idle */ '../board/animate.js').then(({ createAnimator }) => {
      animator = createAnimator({
        state,
        draw: show,
        view,
        layer: /** @type {HTMLElement} */ (doc.getElementById('fly-layer')),
        reducedMotion,
      });
    }),
  );

  /** @type {Core} */
  const core = {
    doc,
    state,
    svg,
    view,
    engine: null,
    game: null,
    start: '',
    emit: (type, detail) => events.dispatchEvent(new CustomEvent(type, { detail })),
    on: (type, fn) => events.addEventListener(type, fn),
    off: (type, fn) => events.removeEventListener(type, fn),
    show,
    sync,
    setBusy,
    snapshot,
    stale,
    changed,
    animate,
    animateMove,
    settle,
    loadAnimator,
    keepEventsOf,
    computer: /** @type {any} */ (null), // made from core just below
    games: /** @type {any} */ (null),
    nav: /** @type {any} */ (null),
    fit: /** @type {any} */ (null),
    changes: /** @type {any} */ (null),
    variations: /** @type {any} */ (null),
  };

  // Draws the board and (unless `boardOnly`) the panel, then tells subscribers if busy changed.
  /** @param {boolean} [boardOnly] */
  function show(boardOnly) {
    state.bottom = core.fit.bottomSide();
    // Piles compact until the first capture; the board's shape is chosen again when that changes.
    const compact = !state.captured.some(Boolean) && !state.aside.some(Boolean);
    if (!state.busy && compact !== state.compactPiles && view.box.w) {
      state.compactPiles = compact;
      core.fit.fitBoard();
    }
    renderBoard(svg, state, view);
    if (boardOnly) return;
    renderPanel(/** @type {Document} */ (doc), state);
    if (state.busy !== toldBusy) {
      toldBusy = state.busy;
      core.emit('busy', { busy: state.busy, thinking: state.thinking });
    }
  }

  // Without its animation (offline, never cached) a move is shown at once.
  // A Skip pressed while it loads is kept for the move that waited for it.
  let skipOnLoad = false;
  /** @type {Core['animate']} */
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
    const running = run(/** @type {Animator} */ (animator)); // loadAnimator() set it
    if (skipOnLoad) /** @type {Animator} */ (animator).skip();
    skipOnLoad = false;
    await running;
    return true;
  }

  function skip() {
    if (!moving(state)) return;
    if (animator) animator.skip();
    else skipOnLoad = true;
  }

  /** @param {boolean} on */
  function setBusy(on) {
    state.busy = on;
    if (on) state.legal = [];
  }

  // The engine's position into the state, with what is derived from it:
  // why the game ended (from the last move's events) and the match so far.
  // A read-only board offers no hole.
  function sync() {
    syncFromGame(state, /** @type {Game} */ (core.game), snapshot());
    Object.assign(state, endOf(lastEvents()));
    state.matchGames = matchRecord(state.matchGames, state);
    if (state.readOnly) state.legal = [];
    if (state.friend && state.turn !== state.friend.side) state.legal = []; // the friend plays that side, on their device
    if (state.canUndo && core.nav.undoTarget() < 0) state.canUndo = false; // only the computer's first move: nothing of yours to take back
    if (state.friend?.end) state.canRedo = false; // a friend game ended by word (friend-end.js) stays as it ended
    showLastMove(state, snapshot().ply);
    core.variations.syncNode();
  }

  // The engine's events for the move that led to the position shown (its
  // marks on the board, the status line's words, why a game ended), or null.
  // Only that move keeps them in the move list, so the list does not grow by
  // a whole event list a move (a long relay makes a hundred events): when
  // undo or a jump makes an older move the last one, the engine gives its
  // events again, one move back and forth along its own record.
  function lastEvents() {
    /** @type {MoveEntry | undefined} */
    const entry = state.moveLog[snapshot().ply - 1];
    if (!entry) return null;
    // A move on record: a game is open.
    if (!entry.events && /** @type {Game} */ (core.game).undo()) entry.events = /** @type {Game} */ (core.game).redo();
    keepEventsOf(entry);
    return entry.events;
  }

  /**
   * `entry` (or none: null) is the one move-list entry that keeps its events.
   * @param {MoveEntry | null} entry
   */
  function keepEventsOf(entry) {
    if (withEvents === entry) return;
    if (withEvents) withEvents.events = null;
    withEvents = entry;
  }

  function refresh() {
    if (core.game) sync();
    show();
  }

  // One read of the engine's position after each change of it, shared by
  // the event and the redraw: `stale()` after every engine call that moves the game.
  /** @returns {Snapshot} */
  function snapshot() {
    snap ??= /** @type {Game} */ (core.game).snapshot();
    return snap;
  }
  function stale() {
    snap = null;
  }

  // Read the snapshot during the event: the game may move on afterwards.
  /** @type {Core['changed']} */
  function changed(how, move = null, cause = null) {
    const now = snap;
    core.emit('position', {
      how,
      cause,
      move,
      get snapshot() {
        return now ?? snapshot();
      },
    });
  }

  /** @type {Core['animateMove']} */
  async function animateMove(played, player, move, how, place = 'main') {
    // The words for the status line once the move is shown, made now if idle
    // time has not made them yet: never in a frame of the animation or at its end.
    prepareWords();
    // The move joins the tree (variations.js): the line through it can be redone.
    const { ply, position } = snapshot();
    core.variations.treePlayed(how, ply, moveEntry(player, move, played), place);
    state.ply = ply; // the move shows in the list while it animates
    state.position = position; // data-position is always the engine's position
    setBusy(true);
    state.message = null;
    state.lastMove = null;
    state.marks = { ...state.marks, last: null };
    // A tap's task holds only the engine's move and the board busy on its
    // position; the panel, the move list and the `position` event's
    // listeners (the words of the move, the page's writes) follow in a task
    // of their own, and the animation starts in another, so that the
    // browser's style and layout after the tap have only the board's to do.
    show(true);
    await /** @type {Promise<void>} */ (new Promise((resolve) => nextTask(resolve)));
    show();
    // Told before the animation: a crash mid-move keeps it (the page saves
    // it), and a screen reader need not wait.
    changed(how, { player, move, events: played });
    await /** @type {Promise<void>} */ (new Promise((resolve) => nextTask(resolve)));
    if (await animate((a) => a.run(played, state.speed))) checkAgainstEngine(state, snapshot());
    // The last landings end in a frame's callbacks: the settled board is drawn in a task of its own, not in that frame.
    await /** @type {Promise<void>} */ (new Promise((resolve) => nextTask(resolve)));
    settle(how);
  }

  // Back to the engine's position, input open again; then the game-over
  // news, or the next turn (a redo chain goes on by itself: no computer turn).
  /** @param {How} how */
  function settle(how) {
    const mine = computer.epoch;
    setBusy(false);
    sync();
    show();
    if (mine !== computer.epoch) return; // a subscriber moved the game on
    if (state.result) {
      if (how !== 'next') {
        core.emit('over', {
          result: state.result,
          score: state.captured.slice(),
          endReason: state.endReason,
          lastFourTo: state.lastFourTo,
          position: state.position,
        });
      }
    } else {
      core.fit.restoreFocus();
      if (how !== 'redo') computer.turn();
    }
  }

  /**
   * Plays hole `move` for the side to move; `index` (a board index), when a
   * hole was clicked or keyed, must be that hole.
   * @param {number} move
   * @param {number} [index]
   */
  async function play(move, index) {
    if (!core.game || state.busy || !state.ready || state.readOnly) return;
    if (state.friend && state.turn && state.turn !== state.friend.side) {
      core.changes.announce({ key: 'friendWait', values: {} });
      return;
    }
    if (!state.legal.includes(move) || (index !== undefined && index !== holeIndex(state.n, state.turn, move))) {
      if (index !== undefined && state.turn && !state.result)
        core.changes.announce({ key: 'notLegal', values: { hole: holeName(state.n, index) } });
      return;
    }
    core.fit.noteFocus();
    // Where the line goes on, the move may start a variation (variations.js; it may ask).
    const game = core.game;
    const place = await core.variations.placeMove(move);
    if (!place || core.game !== game || state.busy || !state.legal.includes(move)) return;
    // Played in the task after the tap's, so that the browser's own work
    // for the press and release (hover, hit tests, the pointer's events) is
    // not one task with the engine's move and the board's first draw. The
    // board is busy at once: a second tap or a key waits, as the hooks say.
    state.busy = true;
    drawBusy(svg, true, view);
    await /** @type {Promise<void>} */ (new Promise((resolve) => nextTask(resolve)));
    state.busy = false;
    if (core.game !== game) return show(); // the page opened another game meanwhile
    await playMove(move, 'move', place);
  }

  // A click's move and the computer's take the same way: animation, events.
  /**
   * @param {number} move
   * @param {How} how
   * @param {string} [place]
   */
  async function playMove(move, how, place) {
    const player = /** @type {Side} */ (state.turn); // a legal move: the game is not over
    const played = /** @type {Game} */ (core.game).play(move);
    stale();
    await animateMove(played, player, move, how, place);
  }

  const computer = createComputer({
    state,
    warm: warmComputer,
    host: {
      game: () => core.game,
      snapshot,
      start: () => core.start,
      play: (/** @type {number} */ move) => playMove(move, 'computer'),
      setBusy,
      refresh,
      speak: (/** @type {string} */ text) => speak(/** @type {Document} */ (doc), text),
      waits: () => held || core.variations.computerWaits(),
    },
  });
  core.computer = computer;
  core.games = createGames(core);
  core.nav = createNavigation(core);
  core.fit = createFit(core);
  core.changes = createBoardChanges(core);
  core.variations = createVariations(core);
  const { games, nav, fit, changes, variations } = core;

  // The controller's public surface, all of it: the page, the embed, the
  // analysis and learn call these and nothing else.
  return {
    // ---- the engine and the game (games.js)
    get engine() {
      return core.engine;
    },
    get game() {
      return core.game;
    },
    attach: games.attach,
    attachWhenReady: games.attachWhenReady,
    startGame: games.startGame,
    openGameLine: games.openGameLine,
    nextGame: games.nextGame,
    line: games.line,
    /** The engine's position now (Game.snapshot()), read once after each change. */
    snapshot: () => snapshot(),

    // ---- moves: played, skipped, taken back, redone (navigation.js), jumped to
    play,
    skip,
    undo: nav.undo,
    redo: nav.redo,
    goto: nav.goto,
    tree: variations.tree,
    gotoNode: variations.gotoNode,

    // ---- the board's shape and drawing (fit.js)
    view,
    draw: show,
    resize: fit.resize,
    focusHole: fit.focusHole,
    turnBoard: fit.turnBoard,

    // ---- what other modules may change on the board (board-changes.js)
    announce: changes.announce,
    mark: changes.mark,
    setReadOnly: changes.setReadOnly,
    setFriend: changes.setFriend,
    setGameId: changes.setGameId,
    setSpeed: changes.setSpeed,
    setComputerOpponent: changes.setComputerOpponent,
    idle: changes.idle,

    // ---- the computer opponent (computer.js)
    /**
     * Pauses the computer's replies (`on`) or lets them come again; the
     * opponent stays the game's (the review: it would play from where it looks).
     * @param {boolean} on
     */
    holdComputer(on) {
      if (held === on) return;
      held = on;
      if (!on) computer.turn();
    },
    humanSide: computer.humanSide,

    // ---- the events (above)
    addEventListener: /** @type {Listen} */ (events.addEventListener.bind(events)),
    removeEventListener: events.removeEventListener.bind(events),
  };
}
