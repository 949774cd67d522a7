// position-search.js - the one search of the position on the board that
// the Hint (hint.js) and the analysis view (analysis-panel.js) share, and
// how they read its answer: every move tied with the best, in one order.

import { t, language } from '../i18n/strings.js';
import { exactWords } from '../i18n/exact-words.js';
import { rankMoves, verdictNumber, verdictWords, marginNumber, isProven } from './evaluation.js';
import { pvSteps } from './pv.js';

/** @typedef {import('./evaluation.js').Answer} Answer */
/** @typedef {import('./evaluation.js').BestPlay} BestPlay */
/** @typedef {import('../../engine/engine-search.js').ScoredMove} ScoredMove */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** A move of an answer: one of its scored moves, or the answer itself as its move where it scored none. @typedef {ScoredMove | (Answer & { hole: number })} Move */
/** Where a move's value comes from (moveSource). @typedef {'tables' | 'proof' | 'estimate'} Source */
/** The position on the board: its identity (start + moves), start, moves, mover, holes a row. @typedef {{ key: string, pos: string, moves: number[], turn: Side | null, n: number }} Snap */
/**
 * What the position's search reads of the page (play/controller.js, board/state.js).
 * @typedef {{
 *   state: { ready?: boolean, friend?: { side: Side } | null, opponent?: { side: Side | 'both' } | null },
 *   controller: {
 *     game: { engine: import('../../engine/engine.js').Engine } | null, line: () => { pos: string },
 *     snapshot: () => { moves: number[], turn: Side | null, n: number },
 *   },
 *   ai: Pick<import('../../engine/ai.js').AiClient, 'search' | 'cancel'>, friendPlaying?: () => boolean,
 * }} PositionSearchHost
 */

/**
 * One search a position, shared by the hint and the analysis: it scores
 * every move, so the hint names what the analysis lists first (and every
 * move tied with it), never the answer of another search.
 */
export const SEARCH = { ms: 1500, exactSeeds: 16, allMoves: true, proveNodes: 4000000 };

/** The words of the prover's bounds (bound-words.js), loaded with the first answer that has them. */
/** @type {typeof import('../i18n/bound-words.js').boundWords | null} */
let boundWords = null;

/**
 * Where a move's value comes from, which chooses its words and number:
 *   'tables'    the endgame tables (result.bestPlay): exact, "(exact)";
 *   'proof'     the prover (a result.bestPlay of source 'proof', beyond the
 *               tables' seeds: exact as theirs, "(exact)"; or a move it
 *               settled in a result.bestBounds) or the search proved it
 *               (evaluation.js isProven): "with best play";
 *   'estimate'  the search's value at the depth it reached, which depends on
 *               the time it got: "about", "≈".
 * Never the position's size: a covered position whose answer came without
 * the tables (they failed to build) is the search's.
 * @param {Answer} result
 * @param {Move} m
 * @returns {Source}
 */
export function moveSource(result, m) {
  if (tablesMargin(result, m) !== null)
    return /** @type {{ source?: Source }} */ (result.bestPlay ?? result.bestBounds).source ?? 'tables';
  return isProven(m) ? 'proof' : 'estimate';
}

/**
 * The tables' final margin with best play after move `m` (each legal
 * move's, bestPlay.margins, or a move the prover settled where it gave
 * only bounds of the position, bestBounds.margins), or null where they give none.
 * @param {Answer} result
 * @param {{ hole: number }} m
 * @returns {number | null}
 */
export function tablesMargin(result, m) {
  const play = result.bestPlay ?? result.bestBounds;
  if (!play) return null;
  if (play.margins && Number.isInteger(play.margins[m.hole])) return play.margins[m.hole];
  // bestBounds keeps no move: its margin is never read.
  return play.moves.includes(m.hole) ? /** @type {BestPlay} */ (play).margin : null; // an answer without margins: the kept moves only
}

/**
 * A result's moves in the one order the hint and the analysis share: by the
 * tables' margin where they give every move one; else the search's move
 * first, then by score; equal ones by hole number (the engine's order for
 * them is not promised).
 * @param {Answer} result
 * @returns {ScoredMove[]}
 */
export function ranked(result) {
  const moves = (result.moves ?? []).slice().sort((a, b) => a.hole - b.hole);
  if (moves.length && moves.every((m) => result.bestPlay?.margins?.[m.hole] !== undefined)) {
    // Every move has its margin here.
    return moves.sort(
      (a, b) => /** @type {number} */ (tablesMargin(result, b)) - /** @type {number} */ (tablesMargin(result, a)),
    );
  }
  return rankMoves({ ...result, moves });
}

/**
 * Every move tied with the best, best first: the hint names them all, the analysis lists them first.
 * @param {Answer} result
 * @returns {Move[]}
 */
export function bestMoves(result) {
  const moves = ranked(result);
  if (!moves.length) return [{ ...result, hole: result.move }];
  const kept = moves.filter((m) => result.bestPlay?.moves.includes(m.hole)); // the endgame tables' best moves
  if (kept.length) return kept;
  return moves.filter((m) => m.score === moves[0].score && verdictNumber(m) === verdictNumber(moves[0]));
}

/**
 * Where the best moves' verdict comes from (moveSource), or 'bounds': the
 * prover's bounds of the position's value (bestWords).
 * @param {Answer} result
 * @returns {Source | 'bounds'}
 */
export function bestSource(result) {
  if (result.bestPlay) return result.bestPlay.source ?? 'tables';
  return result.bestBounds ? 'bounds' : moveSource(result, bestMoves(result)[0]);
}

/**
 * The best moves' verdict in words: the exact one where the tables or the
 * prover give it ("(exact)"); the bound the prover proved where its budget
 * ran out first ("wins by at least 4 seeds"), with the search's estimate
 * beside it where it fits ("at least a draw, about 7 seeds ahead"); else
 * the search's.
 * @param {Answer} result
 */
export function bestWords(result) {
  const m = bestMoves(result)[0];
  if (result.bestPlay) return exactWords(result.bestPlay.margin);
  return result.bestBounds
    ? /** @type {typeof import('../i18n/bound-words.js').boundWords} */ (boundWords)(
        result.bestBounds,
        m,
        verdictWords(m),
      )
    : verdictWords(m);
}

/**
 * A move's verdict in words, chosen by its source: the tables' exact words, or the search's.
 * @param {Answer} result
 * @param {Move} m
 */
export function moveWords(result, m) {
  const margin = tablesMargin(result, m);
  return margin === null ? verdictWords(m) : exactWords(margin);
}

/**
 * A move's short number ("+8", "≈ +1.5"): the tables' final margin where they give one.
 * @param {Answer} result
 * @param {Move} m
 */
export function moveNumber(result, m) {
  const margin = tablesMargin(result, m);
  return margin === null ? verdictNumber(m) : marginNumber(margin);
}

/**
 * "S4", a hole as the board's labels write it.
 * @param {Side} player
 * @param {number} hole
 */
export function shortHole(player, hole) {
  return `${t(/** @type {WordKey} */ (`${player}_short`))}${hole}`;
}

/**
 * "S4 or S5", in the language in use.
 * @param {string[]} items
 */
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
 * steps(snap, pv), drop(), forget() }. `friendPlaying()` says whether a game
 * with a friend is still being played (hint.js): once it is over, the
 * friend's turns can be looked at too.
 * @param {PositionSearchHost} host
 */
export function createPositionSearch({ state, controller, ai, friendPlaying = () => Boolean(state.friend) }) {
  /** @type {{ key: string, result: Answer } | null} */
  let found = null; // { key, result }: the search of the position on the board, once it answered
  /** @type {{ key: string, promise: Promise<Answer> } | null} */
  let pending = null; // { key, promise }: that search while it runs

  /**
   * The engine's position now: its identity (start + moves: R15 a counts
   * the history) and mover. Read from the engine game, not the drawn board
   * (during an animation that is not the game's yet).
   * @returns {Snap | null}
   */
  function snapshot() {
    if (!controller.game || !state.ready) return null;
    const { pos } = controller.line();
    const { moves, turn, n } = controller.snapshot();
    return { key: `${pos}|${moves.join('.')}`, pos, moves, turn, n };
  }

  // The computer's turn, or a friend's (who plays on their own device) in a game still played: no hint for them here.
  /** @param {Snap} snap */
  function computerToMove(snap) {
    if (state.friend && state.friend.side !== snap.turn && friendPlaying()) return true;
    const side = state.opponent?.side;
    return Boolean(side) && (side === 'both' || side === snap.turn);
  }

  /**
   * Searches snap's position once for both the hint and the analysis
   * (whichever asks second gets the same answer); the computer opponent's
   * cancels leave it running.
   * @param {Snap} snap
   * @returns {Promise<Answer>}
   */
  function search(snap) {
    if (found?.key === snap.key) return Promise.resolve(found.result);
    if (pending?.key === snap.key) return pending.promise;
    const promise = /** @type {Promise<Answer>} */ (ai.search(snap.pos, snap.moves, SEARCH, 'hints'))
      // An answer with bounds: their words first.
      .then(async (result) => (result.bestBounds && ({ boundWords } = await import('../i18n/bound-words.js')), result))
      .then(
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
    searchAfter: (
      /** @type {Snap} */ snap,
      /** @type {number} */ hole,
      /** @type {import('../../engine/ai.js').AiSearchOptions} */ limits,
    ) => ai.search(snap.pos, [...snap.moves, hole], limits, 'hints'),
    /** A line (hole numbers) from snap's position as the page's engine plays it (pv.js pvSteps). */
    steps: (/** @type {Snap} */ snap, /** @type {number[]} */ pv) =>
      controller.game ? pvSteps(controller.game.engine, snap.pos, snap.moves, pv) : [],
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
