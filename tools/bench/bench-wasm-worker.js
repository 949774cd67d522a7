// bench-wasm-worker.js - the wasm side of bench-wasm.mjs --browser: a
// dedicated module worker, as the page's computer opponent runs
// (web/engine/ai-worker.js), that loads web/engine/engine-search.js and a
// build of hoyito-ai.wasm the way it does (wasmEngine: fetch, streaming
// compile), keeps one search table and searches what it is sent.
// wasm-browser.mjs serves it at /bench/ and web/engine/ at /engine/.
//
// Protocol, one request at a time, each answered by one message:
//   { action: 'load', wasm: URL }      loads that build, a table of 16 MB
//   { action: 'prepare', position }    clears the table, sets up the game
//   { action: 'search', limits }       searches it (Searcher.search's { depth } or { ms })
//                                      -> { move, score, nodes, depth, wallMs }
//   any failure                        -> { error }
// The search is a request of its own so that the caller can read this
// thread's CPU time just around it (the clearing of 16 MB left out, as in
// the Node and native runs); wallMs is this worker's performance.now()
// around Searcher.search alone.
import { wasmEngine } from '/engine/engine-wasm.js';
import { loadSearchEngine } from '/engine/engine-search.js';

const TT_BYTES = 16 << 20; // as bench-search and `hoyito best`

/** @type {import('../../web/engine/engine-search.js').Searcher | null} */
let searcher = null;
/** @type {import('../../web/engine/engine-search.js').SearchEngine | null} */
let engine = null;
/** @type {import('../../web/engine/engine.js').Game | null} */
let game = null;

async function handle(data) {
  if (data.action === 'load') {
    const url = new URL(data.wasm, location.href);
    engine = await loadSearchEngine({ factory: (options) => wasmEngine(url, options) });
    searcher = engine.ai(TT_BYTES);
    return { ok: true };
  }
  if (data.action === 'prepare') {
    game?.free();
    game = engine.newGame(data.position);
    searcher.clear();
    return { ok: true };
  }
  if (data.action === 'search') {
    const t0 = performance.now();
    const r = searcher.search(game, data.limits);
    const wallMs = performance.now() - t0;
    game.free();
    game = null;
    return { move: r.move, score: r.score, nodes: r.nodes, depth: r.depth, wallMs };
  }
  throw new Error(`unknown action ${data.action}`);
}

self.onmessage = async ({ data }) => {
  try {
    self.postMessage(await handle(data));
  } catch (e) {
    self.postMessage({ error: String(e?.stack ?? e) });
  }
};
