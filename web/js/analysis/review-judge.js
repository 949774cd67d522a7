// review-judge.js - the review's judgement of a game, from the search's
// results: South's margin after each ply, and each move classified by the
// seeds it loses against the best move (THRESHOLDS). No page in it: the
// Node tests and the panel (review-panel.js, review-graph.js) read it alike.

/** @typedef {import('./evaluation.js').Answer} Answer */
/** @typedef {import('./evaluation.js').BestPlay} BestPlay */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder'} Kind */
/** @typedef {keyof typeof SOURCES} Source */
/** What the review reads of a position of the game. @typedef {{ turn: Side | null, over: boolean, captured: [number, number] }} Ply */
/** @typedef {{ ply: number, margin: number, exact: boolean, source: Source }} Point */
/**
 * @typedef {{
 *   ply: number, player: Side, hole: number, loss: number, kind: Kind, exact: boolean,
 *   better: number | null, betterMargin: number | null,
 * }} Judged
 */

/** @type {Kind[]} */
export const KINDS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
/** Seeds lost against the best move: below 0.5 best, below 2 good, below 4 inaccuracy, below 8 mistake, else blunder. */
export const THRESHOLDS = [0.5, 2, 4, 8];
/** The kinds of move the review marks (a better move named, a bigger point on the graph). */
export const MARKED = new Set(['inaccuracy', 'mistake', 'blunder']);

/**
 * The kind of a move that loses `loss` seeds against the best.
 * @param {number} loss
 */
export function classify(loss) {
  let k = 0;
  while (k < THRESHOLDS.length && loss >= THRESHOLDS[k]) k++;
  return KINDS[k];
}

/**
 * Where a point's value comes from: the game's end, the endgame tables,
 * the prover (both a result's bestPlay: exact), or the search (an estimate,
 * though the search may have proved it under R15 a: "exact" is kept for
 * the tables' meaning, docs/ai.md). A kept review holds each one's first
 * letter (game/archive-keep.js compactReview).
 */
export const SOURCES = { end: 'e', tables: 't', proof: 'p', search: 's' };
/**
 * Whether a value of `source` is exact (every source but the search's).
 * @param {Source} source
 */
export const isExact = (source) => source !== 'search';

/**
 * The review's data from the positions of a game (ply 0..N: { turn, over,
 * captured }), its moves, and the search result of each position not over
 * (null for those that are). Returns { points: [{ ply, margin, exact,
 * source }], moves: [{ ply (after the move), player, hole, loss, kind,
 * better, betterMargin, exact }] }: margins are South's, in seeds. Where
 * the endgame tables or the prover settle a position (its result's
 * bestPlay), its margin and the move played there are judged exactly
 * (exactMove: the move's loss is its cost against perfect play); elsewhere
 * by the search's scores.
 * @param {Ply[]} positions
 * @param {number[]} moves
 * @param {(Answer | null)[]} results
 * @returns {{ points: Point[], moves: Judged[] }}
 */
export function judge(positions, moves, results) {
  const points = positions.map(
    /** @returns {Point} */ (p, ply) => {
      if (p.over) return { ply, margin: p.captured[0] - p.captured[1], exact: true, source: 'end' };
      const r = /** @type {Answer} */ (results[ply]);
      const sign = p.turn === 'S' ? 1 : -1;
      if (r.bestPlay)
        return { ply, margin: sign * r.bestPlay.margin, exact: true, source: r.bestPlay.source ?? 'tables' };
      return { ply, margin: sign * r.seeds, exact: false, source: 'search' };
    },
  );
  const judged = moves.map((hole, k) => {
    const player = /** @type {Side} */ (positions[k].turn);
    const sign = player === 'S' ? 1 : -1;
    const exact = exactMove(positions, results, k, hole);
    if (exact) {
      const kind = classify(exact.loss);
      return {
        ply: k + 1,
        player,
        hole,
        loss: exact.loss,
        kind,
        exact: true,
        better: MARKED.has(kind) ? exact.better : null,
        betterMargin: MARKED.has(kind) ? sign * exact.margin : null,
      };
    }
    const r = /** @type {Answer} */ (results[k]);
    const best = r.moves.find((m) => m.hole === r.move);
    const played = r.moves.find((m) => m.hole === hole);
    const loss = hole === r.move || !best || !played ? 0 : Math.max(0, best.seeds - played.seeds);
    const kind = classify(loss);
    return {
      ply: k + 1,
      player,
      hole,
      loss,
      kind,
      exact: false,
      better: MARKED.has(kind) ? r.move : null,
      // A marked move has a best move (its loss is 0 without one).
      betterMargin: MARKED.has(kind) ? sign * /** @type {{ seeds: number }} */ (best).seeds : null,
    };
  });
  return { points, moves: judged };
}

/**
 * The move `hole` played at ply k, judged by the endgame tables or the
 * prover: { loss (its cost: the whole seeds of the final margin it gives
 * away with best play, the value before it less the value after it, both
 * the mover's; 0 when it keeps the value), better (a move that keeps it),
 * margin (the mover's final margin with best play) }, or null when the
 * position before it is not settled, or neither that position's answer
 * (bestPlay.margins) nor the position after it gives the move's value. The
 * margin after the move is read from the next mover's side: the same
 * player's when the move earns another turn.
 * @param {Ply[]} positions
 * @param {(Answer | null)[]} results
 * @param {number} k
 * @param {number} hole
 */
export function exactMove(positions, results, k, hole) {
  const before = results[k]?.bestPlay;
  if (!before) return null;
  const player = positions[k].turn;
  const better = before.moves.includes(/** @type {Answer} */ (results[k]).move)
    ? /** @type {Answer} */ (results[k]).move
    : before.moves[0];
  if (before.moves.includes(hole)) return { loss: 0, better, margin: before.margin };
  const own = before.margins?.[hole];
  if (Number.isInteger(own))
    return { loss: Math.max(0, before.margin - /** @type {number} */ (own)), better, margin: before.margin };
  const next = positions[k + 1];
  let after;
  if (next.over) after = (player === 'S' ? 1 : -1) * (next.captured[0] - next.captured[1]);
  else if (results[k + 1]?.bestPlay)
    after = (next.turn === player ? 1 : -1) * /** @type {BestPlay} */ (results[k + 1]?.bestPlay).margin;
  else return null;
  return { loss: Math.max(0, before.margin - after), better, margin: before.margin };
}

/**
 * Counts of each kind per player: { S: { best: 3, ... }, N: {...} }.
 * @param {Judged[]} judged
 */
export function countKinds(judged) {
  /** @type {Record<Side, Record<Kind, number>>} */
  const counts = { S: /** @type {Record<Kind, number>} */ ({}), N: /** @type {Record<Kind, number>} */ ({}) };
  for (const side of /** @type {Side[]} */ (['S', 'N'])) for (const k of KINDS) counts[side][k] = 0;
  for (const m of judged) counts[m.player][m.kind]++;
  return counts;
}

/**
 * The seeds each player gave away to perfect play (the sum of the costs of
 * their moves judged exactly), and how many moves were: { S, N, exact, total }.
 * @param {Judged[]} judged
 */
export function givenAway(judged) {
  const out = { S: 0, N: 0, exact: 0, total: judged.length };
  for (const m of judged) {
    if (!m.exact) continue;
    out[m.player] += m.loss;
    out.exact++;
  }
  return out;
}

/** A margin with its sign ("+3", "−2", "0"; a true minus sign). */
export const signed = (/** @type {number} */ v) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');
export const round1 = (/** @type {number} */ v) => Math.round(v * 10) / 10;
