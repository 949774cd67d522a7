// review-run.js - the review's searches: every position of a game scored by
// the search worker (ai.js) at a fixed budget, one after the other.
// Results are cached per position (start + moves: R15 a needs the history),
// so a game reviewed again, or a game that went on, only searches what is new.

/**
 * The search of one position: a node budget (deterministic, unlike time),
 * every move scored (a move's loss is read against the best), endgames with
 * up to 16 seeds on the board solved when the budget allows. 400 000 nodes
 * is about 0.2 s of the wasm search on a quiet machine: a 60-ply game in
 * about 15 s (docs/records.md, "The review").
 */
export const REVIEW_SEARCH = Object.freeze({ nodes: 400000, allMoves: true, exactSeeds: 16 });
const CACHE_MAX = 4096; // positions kept (a result is about 1 KB)
const cache = new Map();

/** A position's identity: its start and the moves since (R15 a counts the history). */
export const positionKey = (pos, moves) => `${pos}|${moves.join('.')}`;
/** A whole line's identity (the position after all its moves, redone ones too). */
export const lineKey = (line) => positionKey(line.pos, line.moves);

function remember(key, result) {
  cache.delete(key);
  cache.set(key, result);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value);
}

/** Each position of the line, from the page's engine: { turn, over, captured, n }. Throws the engine's error. */
export function replay(engine, line) {
  const g = engine.newGame(line.pos);
  try {
    const read = () => {
      const s = g.snapshot();
      return { turn: s.turn, over: s.over, captured: s.captured, n: s.n };
    };
    const positions = [read()];
    for (const m of line.moves) {
      g.play(m);
      positions.push(read());
    }
    return positions;
  } finally {
    g.free();
  }
}

/**
 * Scores each position of `line` (its `positions` from replay) that is not
 * over: from the cache, else by a search of the worker (owner 'review').
 * Calls progress(done, total) before the first search and after each.
 * Resolves to the results (null for the positions over), or to null when
 * wanted() says, after a search, that the review was dropped meanwhile;
 * rejects with the search's error (AiCancelled, AiError).
 */
export async function scoreLine({ ai, line, positions, wanted, progress }) {
  const todo = positions.map((p, ply) => (p.over ? null : positionKey(line.pos, line.moves.slice(0, ply))));
  const results = todo.map((k) => (k ? cache.get(k) ?? null : null));
  const total = todo.filter(Boolean).length;
  let done = todo.filter((k, i) => k && results[i]).length;
  progress(done, total);
  for (let ply = 0; ply < todo.length; ply++) {
    if (!todo[ply] || results[ply]) continue;
    // `fresh`: the worker clears its table first, so a position's result is
    // the same whoever searched before (and a test can recompute it).
    const result = await ai.search(line.pos, line.moves.slice(0, ply), { ...REVIEW_SEARCH, fresh: true }, 'review');
    if (!wanted()) return null;
    results[ply] = result;
    remember(todo[ply], result);
    done++;
    progress(done, total);
  }
  return results;
}
