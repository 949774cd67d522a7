// computer.js - the computer opponent of one board: who it is (level, side),
// and the scheduler that, whenever the board settles with the computer's side
// to move, asks the search worker (ai.js) for a move and plays it like a
// click. The rules and the moves are the engine's; this module only decides
// when to ask and whether the answer is still wanted.
//
// `host` is the controller's side of the join:
//   game()          the engine game now (null before one is set up)
//   snapshot()      its position (engine.js Game.snapshot(), read once a change)
//   start()         the position the game started from (the search replays its moves)
//   play(move)      plays the computer's move (animation, events, all of it)
//   setBusy(on)     marks the board busy (no hole to click) or not
//   refresh()       the state back to the engine's position, then shown
//   speak(text)     says text through the board's live region
//   waits()         true while the computer stays silent (the board explores
//                   a variation, or shows a position its game goes on from)

import { LEVELS, DEFAULT_LEVEL } from '../../engine/gen/abi.js';
import { t } from '../i18n/strings.js';
import { loadOnce } from '../lib/later.js';

/** @typedef {import('../../engine/engine.js').Game} Game */
/** @typedef {import('../../engine/engine.js').Snapshot} Snapshot */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('./controller.js').State} State */
/** The computer opponent: its level (1..LEVELS) and side ('both': computer against computer). @typedef {{ level: number, side: Side | 'both' }} Opponent */
/**
 * The controller's side of the join (the header above).
 * @typedef {{
 *   game: () => Game | null, snapshot: () => Snapshot, start: () => string, play: (move: number) => Promise<void>,
 *   setBusy: (on: boolean) => void, refresh: () => void, speak: (text: string) => void, waits?: () => boolean,
 * }} ComputerHost
 */

// Computer against computer: the pause between moves, so people can follow.
/** @type {Record<string, number>} */
const DEMO_PAUSE = { slow: 1400, normal: 900, fast: 500, instant: 250 };

/**
 * A level as asked for, or the default level when it is not one of 1..LEVELS.
 * @param {any} level anything asked for (a link's, a saved game's)
 * @returns {number}
 */
export function validLevel(level) {
  return Number.isInteger(level) && level >= 1 && level <= LEVELS ? level : DEFAULT_LEVEL;
}

/**
 * The computer opponent a link or a saved game takes along: the state's,
 * unless it plays both sides (computer against computer is only a show).
 * @param {{ opponent: Opponent | null }} state
 */
export function sharedOpponent({ opponent }) {
  return opponent && opponent.side !== 'both' ? opponent : null;
}

/**
 * An opponent as asked for ({ level, side }), made valid, or null for two people.
 * @param {{ level?: unknown, side?: unknown } | null | undefined} opponent
 * @returns {Opponent | null}
 */
export function normalOpponent(opponent) {
  if (!opponent) return null;
  const side = /** @type {Opponent['side']} */ (
    ['S', 'N', 'both'].includes(/** @type {string} */ (opponent.side)) ? opponent.side : 'N'
  );
  return { level: validLevel(opponent.level), side };
}

/**
 * @param {Opponent | null} a
 * @param {Opponent | null} b
 */
function sameOpponent(a, b) {
  return (a?.level ?? null) === (b?.level ?? null) && (a?.side ?? null) === (b?.side ?? null);
}

// The search (computer-search.js, with the search client ai.js) loads at the
// computer's first turn, or as the opponent is set when `warm`: a game
// between two people never fetches it.
const searchReady = loadOnce(() => import('./computer-search.js'));

/**
 * `warm`: start the search worker as soon as an opponent is set, so its
 * first move need not wait for it to load (the page leaves that to warm.js,
 * which waits until the board is playable).
 * @param {{ state: State, host: ComputerHost, warm?: boolean }} options
 */
export function createComputer({ state, host, warm = true }) {
  // Bumped by whatever moves the game on (undo, redo, goto, a new game, a
  // link, another opponent) and by each new search: an answer for a
  // position that is gone is dropped.
  let epoch = 0;
  let failed = false; // the search worker could not start: two people play on
  /** @type {typeof import('./computer-search.js') | null} */
  let search = null; // computer-search.js, once loaded

  // The opponent and its standing note (which level, which side; or why the computer cannot play).
  /** @param {{ level?: unknown, side?: unknown } | null} opponent */
  function setOpponent(opponent) {
    state.opponent = normalOpponent(opponent);
    if (!state.opponent) state.note = null;
    else if (failed) state.note = { key: 'aiFailed', values: {} };
    else if (state.opponent.side === 'both')
      state.note = { key: 'aiDemoNote', values: { level: state.opponent.level } };
    else state.note = { key: 'aiNote', values: { level: state.opponent.level, player: state.opponent.side } };
    if (warm && state.opponent && !failed && !state.readOnly)
      searchReady().then(
        (m) => m.warm(),
        () => {
          /* said by the first turn */
        },
      );
  }

  /**
   * The side the person plays against the computer, or null (two people, or computer against computer).
   * @returns {Side | null}
   */
  function humanSide() {
    if (failed) return null;
    const side = state.opponent?.side;
    if (side === 'S') return 'N';
    if (side === 'N') return 'S';
    return null;
  }

  /** Drops the search under way (if any) and any answer still to come. */
  function cancel() {
    epoch++;
    if (!state.thinking) return;
    state.thinking = false;
    search?.cancel();
    host.setBusy(false);
    host.refresh();
  }

  /**
   * Called whenever the board settles with a player to move: if the
   * computer plays that side, the board is busy while the search worker
   * thinks at state.opponent.level; its answer is played like a click,
   * unless the game moved on meanwhile. Another turn of the computer (an
   * extra turn, or computer against computer) comes back here when that
   * move has settled.
   */
  function turn() {
    const opponent = state.opponent;
    const game = host.game();
    if (!opponent || failed || !game || !state.ready || state.readOnly) return;
    if (state.busy || state.result || !state.turn) return;
    if (opponent.side !== 'both' && opponent.side !== state.turn) return;
    if (host.waits?.()) return;
    const mine = ++epoch;
    state.thinking = true;
    host.setBusy(true);
    host.refresh();
    // The answer is played if the game is still where it was asked.
    /** @param {string} position */
    const claim = (position) => {
      if (mine !== epoch || host.game() !== game || host.snapshot().position !== position || !state.thinking)
        return false;
      state.thinking = false;
      return true;
    };
    const stop = (/** @type {unknown} */ error) => stopped(mine, error);
    const pause = opponent.side === 'both' ? (DEMO_PAUSE[state.speed] ?? 900) : 0;
    searchReady().then((m) => {
      search = m;
      if (mine === epoch) m.searchMove(host, { level: opponent.level, pause, claim, stopped: stop });
    }, stop);
  }

  // The search of turn `mine` failed or was cancelled from outside.
  /**
   * @param {number} mine
   * @param {unknown} error
   */
  function stopped(mine, error) {
    if (mine !== epoch) return;
    state.thinking = false;
    host.setBusy(false);
    if (/** @type {Error | null} */ (error)?.name === 'AiCancelled') {
      // Cancelled from outside (the page hidden, then shown again): think again.
      host.refresh();
      setTimeout(turn, 0);
      return;
    }
    // The worker did not load (or broke): say so, and two people play on.
    if (/** @type {Error | null} */ (error)?.name === 'AiError')
      console.warn('hoyito: the computer opponent stopped', error);
    else console.error('hoyito: the computer opponent stopped', error);
    failed = true;
    setOpponent(state.opponent);
    host.refresh();
    host.speak(t('aiFailed'));
  }

  /**
   * A new opponent ({ level, side } or null): the same one again changes
   * nothing (a search under way goes on) and returns false; another one
   * drops the search and returns true.
   * @param {{ level?: unknown, side?: unknown } | null} opponent
   */
  function change(opponent) {
    if (sameOpponent(normalOpponent(opponent), state.opponent)) return false;
    cancel();
    setOpponent(opponent);
    return true;
  }

  return {
    setOpponent,
    change,
    humanSide,
    cancel,
    turn,
    /** A stamp that stays current until the game moves on (see `epoch`). */
    get epoch() {
      return epoch;
    },
  };
}
