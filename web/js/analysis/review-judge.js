// review-judge.js - the review's judgement of a game, from the search's
// results: South's margin after each ply, and each move classified by the
// seeds it loses against the best move (THRESHOLDS). No page in it: the
// Node tests and the panel (review-panel.js, review-graph.js) read it alike.

export const KINDS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
/** Seeds lost against the best move: below 0.5 best, below 2 good, below 4 inaccuracy, below 8 mistake, else blunder. */
export const THRESHOLDS = [0.5, 2, 4, 8];
/** The kinds of move the review marks (a better move named, a bigger point on the graph). */
export const MARKED = new Set(['inaccuracy', 'mistake', 'blunder']);

/** The kind of a move that loses `loss` seeds against the best. */
export function classify(loss) {
  let k = 0;
  while (k < THRESHOLDS.length && loss >= THRESHOLDS[k]) k++;
  return KINDS[k];
}

/**
 * The review's data from the positions of a game (ply 0..N: { turn, over,
 * captured }), its moves, and the search result of each position not over
 * (null for those that are). Returns { points: [{ ply, margin, exact }],
 * moves: [{ ply (after the move), player, hole, loss, kind, better,
 * betterMargin, exact }] }: margins are South's, in seeds. Where the
 * endgame tables cover a position (its result's bestPlay), its margin and
 * the move played there are judged exactly (exactMove); elsewhere by the
 * search's scores.
 */
export function judge(positions, moves, results) {
  const points = positions.map((p, ply) => {
    if (p.over) return { ply, margin: p.captured[0] - p.captured[1], exact: true };
    const r = results[ply];
    const sign = p.turn === 'S' ? 1 : -1;
    if (r.bestPlay) return { ply, margin: sign * r.bestPlay.margin, exact: true };
    return { ply, margin: sign * r.seeds, exact: r.exact };
  });
  const judged = moves.map((hole, k) => {
    const player = positions[k].turn;
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
    const r = results[k];
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
      betterMargin: MARKED.has(kind) ? sign * best.seeds : null,
    };
  });
  return { points, moves: judged };
}

/**
 * The move `hole` played at ply k, judged by the endgame tables: { loss (the
 * whole seeds of the final margin it gives away with best play: 0 when the
 * tables keep it), better (a move they keep), margin (the mover's final
 * margin with best play) }, or null when they do not cover the position
 * before it, or the position after it is neither covered nor over. The
 * margin after the move is read from the next mover's side: the same
 * player's when the move earns another turn.
 */
export function exactMove(positions, results, k, hole) {
  const before = results[k]?.bestPlay;
  if (!before) return null;
  const player = positions[k].turn;
  const better = before.moves.includes(results[k].move) ? results[k].move : before.moves[0];
  if (before.moves.includes(hole)) return { loss: 0, better, margin: before.margin };
  const next = positions[k + 1];
  let after;
  if (next.over) after = (player === 'S' ? 1 : -1) * (next.captured[0] - next.captured[1]);
  else if (results[k + 1]?.bestPlay) after = (next.turn === player ? 1 : -1) * results[k + 1].bestPlay.margin;
  else return null;
  return { loss: Math.max(0, before.margin - after), better, margin: before.margin };
}

/** Counts of each kind per player: { S: { best: 3, ... }, N: {...} }. */
export function countKinds(judged) {
  const counts = { S: {}, N: {} };
  for (const side of ['S', 'N']) for (const k of KINDS) counts[side][k] = 0;
  for (const m of judged) counts[m.player][m.kind]++;
  return counts;
}

/** A margin with its sign ("+3", "−2", "0"; a true minus sign). */
export const signed = (v) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');
export const round1 = (v) => Math.round(v * 10) / 10;
