// games.js - the controller's games (controller.js core.games): the engine
// attached, a game started at a position, a line opened with its moves, the
// next game of a match. Each sets the engine game up afresh and tells
// subscribers with a `position` event ('start' or 'next').

import { showLoadError } from '../board/render.js';
import { loadFailed } from '../board/state.js';
import { openLine } from './open-line.js';
import { moveEntry } from './record.js';
import { mainLine, mainPly } from './tree.js';
import { prepareWords } from '../board/speech.js';
import { whenIdle } from '../lib/later.js';
import { newGameId, isGameId } from '../lib/game-id.js';

/** @typedef {import('../../engine/engine.js').Engine} Engine */
/** @typedef {import('../../engine/engine.js').Game} Game */
/** @typedef {import('./record.js').MoveEntry} MoveEntry */
/** @typedef {import('./tree.js').TreeNode} TreeNode */

/** @param {import('./controller.js').Core} core */
export function createGames(core) {
  const { state, doc, computer } = core;

  // A game set up afresh (a start position, a line, the next game of a
  // match): the state's record of the previous one goes.
  // `tree`: a saved tree of the same main line, whose variations come back too.
  // `id`: the game's identity when it is a game opened again (else a new one's).
  /**
   * @param {Game} next
   * @param {string} from
   * @param {object} [record]
   * @param {TreeNode | null} [tree]
   * @param {string | null} [id]
   */
  function begin(next, from, record = {}, tree = null, id = null) {
    if (core.game && core.game !== next) core.game.free();
    core.game = next;
    core.start = from;
    core.stale();
    Object.assign(state, {
      gameId: isGameId(id) ? id : newGameId(),
      moveLog: [],
      matchGames: [],
      message: null,
      endReason: null,
      lastFourTo: null,
      focus: null,
      ...record,
    });
    // A line opened with its moves: only the last one shown keeps its events (lastEvents()).
    const last = state.moveLog[core.snapshot().ply - 1] ?? null;
    core.keepEventsOf(last);
    for (const entry of state.moveLog) if (entry !== last) entry.events = null;
    core.variations.plantTree(tree);
  }

  /**
   * A new game at a position string (already validated by the engine);
   * `opponent`, when given, is the computer opponent of the new game;
   * `cause` comes back in the `position` event; `id`: the game's id when it
   * is a game opened again (state.gameId; else a fresh one).
   * @param {string} text
   * @param {{ opponent?: { level?: number, side?: string } | null, cause?: unknown, id?: string | null }} [options]
   */
  function startGame(text, { opponent, cause = null, id = null } = {}) {
    computer.cancel();
    if (opponent !== undefined) computer.setOpponent(opponent);
    const next = /** @type {Engine} */ (core.engine).newGame(text); // attached before any game
    begin(next, next.position, {}, null, id);
    opened(cause);
  }

  /**
   * Opens a line: a start position, the moves played from it, and how many of
   * them are on the board ({ pos, moves, at }, see link.js). Returns null, or
   * the error ({ key, values }) and leaves the current game as it was.
   * `tree`: the game's move tree (tree.js readTree) if one was kept, used
   * when its main line is the line's moves. `id`: the game's id, when the
   * line is a moment of a game known here (the saved game, the address's
   * history, the Games screen); else the game gets a fresh one.
   * @param {{ pos: string, moves: number[], at: number }} line
   * @param {{
   *   matchGames?: unknown[], opponent?: { level?: number, side?: string } | null, cause?: unknown,
   *   tree?: TreeNode | null, id?: string | null,
   * }} [options]
   * @returns {import('./link.js').LinkMessage | null}
   */
  function openGameLine(line, { matchGames = [], opponent, cause = null, tree = null, id = null } = {}) {
    const got = openLine(/** @type {Engine} */ (core.engine), line);
    if (got.error) return /** @type {import('./link.js').LinkMessage} */ (got.error);
    computer.cancel();
    if (opponent !== undefined) computer.setOpponent(opponent);
    begin(
      got.game,
      got.start,
      {
        matchGames,
        moveLog: got.played.map((p) => moveEntry(p.player, p.move, p.events)),
      },
      tree,
      id,
    );
    opened(cause);
    return null;
  }

  /** @param {unknown} cause */
  function opened(cause) {
    core.setBusy(false);
    core.sync();
    core.fit.fitBoard();
    core.show();
    core.changed('start', null, cause);
    computer.turn();
    whenIdle(prepareWords);
    whenIdle(() =>
      core.loadAnimator().catch(() => {
        /* tried again at the first move */
      }),
    );
  }

  /**
   * The current game as a line: { pos, moves: its main line (tree.js; with
   * what can be redone), at: how many of them lead to the board, or while
   * the board shows a variation, to where it leaves the main line }.
   * @returns {{ pos: string, moves: number[], at: number }}
   */
  function line() {
    const root = state.tree?.root;
    if (!core.game || !root)
      return {
        pos: core.start,
        moves: state.moveLog.map((/** @type {MoveEntry} */ e) => e.move),
        at: core.game ? core.snapshot().ply : 0,
      };
    const shown = state.moveLog.slice(0, core.snapshot().ply).map((/** @type {MoveEntry} */ e) => e.move);
    return { pos: core.start, moves: mainLine(root), at: mainPly(root, shown) };
  }

  /** The next game of a match, once a game of it is over: its seeds come back to the board (animated). */
  async function nextGame() {
    if (!core.game || state.busy || !state.result || core.snapshot().matchWinner) return;
    computer.cancel();
    core.game.nextGame();
    begin(core.game, '', { matchGames: state.matchGames, result: null });
    core.start = core.snapshot().position;
    state.position = core.start;
    core.setBusy(true);
    core.show();
    core.changed('next');
    await core.animate((a) => a.refill(core.snapshot(), state.speed));
    core.settle('next');
  }

  /**
   * The engine the board plays with: once it is there, the board is ready for a game.
   * @param {Engine} engine
   */
  function attach(engine) {
    core.engine = engine;
    state.ready = true;
  }

  /**
   * Waits for the engine (a promise) and attaches it: true. If it never
   * comes, the page's load-error box (#load-error) says why and offers a
   * reload, the board stays without a game, and the answer is false.
   * @param {Promise<Engine>} engineReady
   */
  async function attachWhenReady(engineReady) {
    try {
      attach(await engineReady);
      return true;
    } catch (error) {
      loadFailed(state, error);
      showLoadError(doc, state);
      return false;
    }
  }

  return { startGame, openGameLine, line, nextGame, attach, attachWhenReady };
}
