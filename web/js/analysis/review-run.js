// review-run.js - the review's searches: every position of a game scored by
// the search workers (ai.js) at a fixed budget, as many at once as the
// client has workers (one per core, at most MAX_WORKERS).
// Results are cached per position (start + moves: R15 a needs the history),
// so a game reviewed again, or a game that went on, only searches what is new;
// across visits the archive keeps the review itself (review.js, `kept`).

/**
 * The search of one position: a node budget (deterministic, unlike time),
 * every move scored (a move's loss is read against the best), endgames with
 * up to 16 seeds on the board solved when the budget allows. 400 000 nodes
 * is about 0.2 s of the wasm search on a quiet machine (docs/performance.md,
 * "The review"). Then, as the hint asks (position-search.js SEARCH), the
 * prover's budget: a 2x6 position with no closed hole it settles within it
 * has every move's exact value (ai-worker.js bestPlay, source 'proof').
 */
/** @typedef {import('./evaluation.js').Answer} Answer */
/** @typedef {import('../../engine/engine.js').Engine} Engine */
/** A game's line: its start and its moves. @typedef {{ pos: string, moves: number[] }} Line */
/** What the review reads of each position. @typedef {import('./review-judge.js').Ply & { n: number }} Ply */
/** What the review asks of the search's client. @typedef {Pick<import('../../engine/ai.js').AiClient, 'search' | 'cancel' | 'release' | 'workers'>} ReviewAi */

export const REVIEW_SEARCH = Object.freeze({ nodes: 400000, allMoves: true, exactSeeds: 16, proveNodes: 4000000 });
const CACHE_MAX = 4096; // positions kept (a result is about 1 KB)
/** @type {Map<string, Answer>} */
const cache = new Map();

/**
 * A position's identity: its start and the moves since (R15 a counts the history).
 * @param {string} pos
 * @param {number[]} moves
 */
export const positionKey = (pos, moves) => `${pos}|${moves.join('.')}`;
/** A whole line's identity (the position after all its moves, redone ones too). */
export const lineKey = (/** @type {Line} */ line) => positionKey(line.pos, line.moves);

/**
 * @param {string} key
 * @param {Answer} result
 */
function remember(key, result) {
  cache.delete(key);
  cache.set(key, result);
  if (cache.size > CACHE_MAX) cache.delete(/** @type {string} */ (cache.keys().next().value));
}

/**
 * Each position of the line, from the page's engine: { turn, over, captured, n }. Throws the engine's error.
 * @param {Engine} engine
 * @param {Line} line
 * @returns {Ply[]}
 */
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
 * over: from the cache, else by a search of the worker (owner 'review'),
 * as many at once as the client has workers (ai.workers), each search with
 * a cleared table at a node budget, so the results are the same whatever
 * the number of workers and the order they finish in. The extra workers
 * are ended when it is done (ai.release()).
 * Positions before `from` are not scored (a kept review covers them).
 * Calls progress(done, total) before the first search and after each.
 * Resolves to the results (null for the positions over), or to null when
 * wanted() says, after a search, that the review was dropped meanwhile;
 * rejects with the search's error (AiCancelled, AiError).
 * @param {{
 *   ai: ReviewAi, line: Line, positions: Ply[], wanted: () => boolean,
 *   progress: (done: number, total: number) => void, from?: number,
 * }} run
 * @returns {Promise<(Answer | null)[] | null>}
 */
export async function scoreLine({ ai, line, positions, wanted, progress, from = 0 }) {
  const todo = positions.map((p, ply) =>
    p.over || ply < from ? null : positionKey(line.pos, line.moves.slice(0, ply)),
  );
  const results = todo.map((k) => (k ? (cache.get(k) ?? null) : null));
  const queue = todo.flatMap((k, ply) => (k && !results[ply] ? [ply] : []));
  const total = todo.filter(Boolean).length;
  let done = total - queue.length;
  let dropped = false;
  progress(done, total);
  // One lane per worker, each taking the next position in the order of the game.
  /** @param {number} worker */
  async function lane(worker) {
    while (queue.length && !dropped) {
      const ply = /** @type {number} */ (queue.shift());
      // `fresh`: the worker clears its table first, so a position's result is
      // the same whoever searched before (and a test can recompute it).
      const options = { ...REVIEW_SEARCH, fresh: true, worker };
      const result = /** @type {Answer} */ (await ai.search(line.pos, line.moves.slice(0, ply), options, 'review'));
      if (dropped || !wanted()) {
        dropped = true;
        return;
      }
      results[ply] = result;
      remember(/** @type {string} */ (todo[ply]), result);
      done++;
      progress(done, total);
    }
  }
  const lanes = Math.max(1, Math.min(ai.workers ?? 1, queue.length));
  try {
    await Promise.all(Array.from({ length: lanes }, (_, k) => lane(k)));
  } catch (e) {
    // One lane failed: the others' searches are of no use. A review dropped
    // meanwhile was cancelled by whoever dropped it (and another may be under way).
    const mine = !dropped && wanted();
    dropped = true;
    if (mine) ai.cancel('review');
    throw e;
  } finally {
    ai.release?.();
  }
  return dropped ? null : results;
}
