// ai-worker.js - the computer opponent, off the page's main thread.
// Loads the search build of the engine (gen/hoyito-ai.wasm) on the first
// request and keeps one search table for the life of the worker.
//
// Protocol (web/engine/ai.js is the other end):
//   in:  { id, action: 'search', position, moves, options, fresh }
//          position: the game's start position string, moves: the hole
//          numbers played since (they give R15 a its history), options:
//          Searcher.search's ({ level, seed } or { ms, depth, nodes, exactSeeds, allMoves }),
//          fresh: true clears the table first (reproducible results)
//        { id, action: 'clear' }   forget earlier searches (a new game)
//        { id, action: 'hello', ttBytes }   load now; the table size, if first
//   out: { id, ok: true, result } or { id, ok: false, code, message }
// A search cannot be interrupted from here (the wasm runs to its end), so
// ai.js cancels by terminating the worker and starting a fresh one.
import { DEFAULT_TABLE_BYTES, ERR } from './engine.js';
import { loadSearchEngine } from './engine-search.js';

let ready = null;

function start(ttBytes) {
  return loadSearchEngine().then((engine) => ({
    engine,
    searcher: engine.ai(ttBytes),
  }));
}

function answer(id, data) {
  self.postMessage({ id, ...data });
}

self.onmessage = async ({ data }) => {
  const { id, action } = data ?? {};
  try {
    ready ??= start(data.ttBytes ?? DEFAULT_TABLE_BYTES);
    const { engine, searcher } = await ready;
    if (action === 'hello') return answer(id, { ok: true, result: null });
    if (action === 'clear') {
      searcher.clear();
      return answer(id, { ok: true, result: null });
    }
    if (action !== 'search') throw Object.assign(new Error(`unknown request "${action}"`), { code: ERR.ARGUMENT });
    if (data.fresh) searcher.clear(); // a review's search: the same result whatever was searched before
    const game = engine.newGame(data.position);
    try {
      for (const move of data.moves ?? []) game.play(move);
      answer(id, { ok: true, result: searcher.search(game, data.options ?? {}) });
    } finally {
      game.free();
    }
  } catch (error) {
    if (!error.code) ready = null; // failed to load: the next request tries again
    answer(id, { ok: false, code: error.code ?? ERR.ARGUMENT, message: String(error.message ?? error) });
  }
};
