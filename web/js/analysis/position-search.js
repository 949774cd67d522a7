// position-search.js - the one search of the position on the board that
// the Hint (hint.js) and the analysis view (analysis-panel.js) share, and
// how they read its answer: every move tied with the best, in one order.

import { t, language } from '../i18n/strings.js';
import { exactWords } from '../i18n/exact-words.js';
import { rankMoves, verdictNumber, verdictWords, marginNumber } from './evaluation.js';
import { pvSteps } from './pv.js';

/**
 * One search a position, shared by the hint and the analysis: it scores
 * every move, so the hint names what the analysis lists first (and every
 * move tied with it), never the answer of another search.
 */
export const SEARCH = { ms: 1500, exactSeeds: 16, allMoves: true };

/**
 * A result's moves in the one order the hint and the analysis share: the
 * search's move first, then by score, equal scores by hole number (the
 * engine's order for them is not promised).
 */
export function ranked(result) {
  return rankMoves({ ...result, moves: (result.moves ?? []).slice().sort((a, b) => a.hole - b.hole) });
}

/** Every move tied with the best, best first: the hint names them all, the analysis lists them first. */
export function bestMoves(result) {
  const moves = ranked(result);
  if (!moves.length) return [{ ...result, hole: result.move }];
  const kept = moves.filter((m) => result.bestPlay?.moves.includes(m.hole)); // the endgame tables' best moves
  if (kept.length) return kept;
  return moves.filter((m) => m.score === moves[0].score && verdictNumber(m) === verdictNumber(moves[0]));
}

/** The best moves' verdict in words: the endgame tables' exact one where they cover the position. */
export function bestWords(result) {
  return result.bestPlay ? exactWords(result.bestPlay.margin) : verdictWords(bestMoves(result)[0]);
}

/**
 * Whether the endgame tables keep the result with move `m`: such a move has
 * the position's exact result; of any other they give no value, so it keeps
 * the search's verdict.
 */
export const keepsExact = (result, m) => Boolean(result.bestPlay?.moves.includes(m.hole));

/** A move's verdict in words: the exact one for the moves the tables keep. */
export function moveWords(result, m) {
  return keepsExact(result, m) ? bestWords(result) : verdictWords(m);
}

/** A move's short number ("+8", "≈ +1.5"): the exact final margin for the moves the tables keep. */
export function moveNumber(result, m) {
  return keepsExact(result, m) ? marginNumber(result.bestPlay.margin) : verdictNumber(m);
}

/** "S4", a hole as the board's labels write it. */
export function shortHole(player, hole) {
  return `${t(`${player}_short`)}${hole}`;
}

/** "S4 or S5", in the language in use. */
export function orList(items) {
  try {
    return new Intl.ListFormat(language(), { type: 'disjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/**
 * The position on the board as the hint and the analysis see it, and its
 * search (owner 'hints' in the worker). Returns { snapshot(),
 * computerToMove(snap), search(snap), searchAfter(snap, hole, limits),
 * steps(snap, pv), drop(), forget() }.
 */
export function createPositionSearch({ state, controller, ai }) {
  let found = null; // { key, result }: the search of the position on the board, once it answered
  let pending = null; // { key, promise }: that search while it runs

  /**
   * The engine's position now: its identity (start + moves: R15 a counts
   * the history) and mover. Read from the engine game, not the drawn board
   * (during an animation that is not the game's yet).
   */
  function snapshot() {
    if (!controller.game || !state.ready) return null;
    const { pos } = controller.line();
    const { moves, turn, n } = controller.snapshot();
    return { key: `${pos}|${moves.join('.')}`, pos, moves, turn, n };
  }

  // The computer's turn, or a friend's (who plays on their own device): no hint for them here.
  function computerToMove(snap) {
    if (state.friend && state.friend.side !== snap.turn) return true;
    const side = state.opponent?.side;
    return Boolean(side) && (side === 'both' || side === snap.turn);
  }

  /**
   * Searches snap's position once for both the hint and the analysis
   * (whichever asks second gets the same answer); the computer opponent's
   * cancels leave it running.
   */
  function search(snap) {
    if (found?.key === snap.key) return Promise.resolve(found.result);
    if (pending?.key === snap.key) return pending.promise;
    const promise = ai.search(snap.pos, snap.moves, SEARCH, 'hints').then(
      (result) => {
        if (pending?.promise === promise) pending = null;
        found = { key: snap.key, result };
        return result;
      },
      (error) => {
        if (pending?.promise === promise) pending = null;
        throw error;
      },
    );
    pending = { key: snap.key, promise };
    return promise;
  }

  return {
    snapshot,
    computerToMove,
    search,
    /** A search of the position after `hole` (a line after a move, analysis-line.js). */
    searchAfter: (snap, hole, limits) => ai.search(snap.pos, [...snap.moves, hole], limits, 'hints'),
    /** A line (hole numbers) from snap's position as the page's engine plays it (pv.js pvSteps). */
    steps: (snap, pv) => (controller.game ? pvSteps(controller.game.engine, snap.pos, snap.moves, pv) : []),
    /** Stops our searches in the worker; the computer opponent's go on. */
    drop() {
      ai.cancel('hints');
    },
    /** Another position on the board: what was searched is not for it. */
    forget() {
      pending = null;
      found = null;
    },
  };
}
