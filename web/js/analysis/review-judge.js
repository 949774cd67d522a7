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
 * betterMargin }] }: margins are South's, in seeds.
 */
export function judge(positions, moves, results) {
  const points = positions.map((p, ply) => {
    if (p.over) return { ply, margin: p.captured[0] - p.captured[1], exact: true };
    const r = results[ply];
    return { ply, margin: (p.turn === 'S' ? 1 : -1) * r.seeds, exact: r.exact };
  });
  const judged = moves.map((hole, k) => {
    const player = positions[k].turn;
    const r = results[k];
    const best = r.moves.find((m) => m.hole === r.move);
    const played = r.moves.find((m) => m.hole === hole);
    const loss = hole === r.move || !best || !played ? 0 : Math.max(0, best.seeds - played.seeds);
    const kind = classify(loss);
    const sign = player === 'S' ? 1 : -1;
    return {
      ply: k + 1, player, hole, loss, kind,
      better: MARKED.has(kind) ? r.move : null, betterMargin: MARKED.has(kind) ? sign * best.seeds : null,
    };
  });
  return { points, moves: judged };
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
