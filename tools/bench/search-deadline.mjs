#!/usr/bin/env node
// Checks that timed searches of the wasm search engine (web/engine/gen/hoyito-ai.wasm)
// return on time when one searcher makes several in a row, as the page's
// worker does. Prints each search's time and depth; a search still running
// 10 s after its limit is reported and the run ends (exit code 1).
// It guards the search's clock (src/wasm/wasm_api.c hw_clock): a clock that wraps
// after 2.1 s of the thread's life once left the fourth of I at 300, 500,
// 1000 ms, then II at 300 ms, searching for ever. Usage: node tools/bench/search-deadline.mjs
//   [V:MS ...]   (default I:300 I:500 I:1000 II:300 II:1000 III:1000)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (isMainThread) {
  const plan = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['I:300', 'I:500', 'I:1000', 'II:300', 'II:1000', 'III:1000'];
  const worker = new Worker(fileURLToPath(import.meta.url), { workerData: plan });
  let watchdog = null;
  worker.on('message', (m) => {
    clearTimeout(watchdog);
    if (m.start) {
      watchdog = setTimeout(async () => {
        console.log(`${m.start}: no answer 10 s after its limit`);
        await worker.terminate();
        process.exit(1);
      }, m.ms + 10000);
    } else console.log(m.line);
  });
  worker.on('exit', () => clearTimeout(watchdog));
} else {
  const { loadSearchEngine } = await import('../../web/engine/engine-search.js');
  const engine = await loadSearchEngine({
    wasmBinary: fs.readFileSync(path.join(ROOT, 'web/engine/gen/hoyito-ai.wasm')),
  });
  const searcher = engine.ai(16 << 20);
  for (const step of workerData) {
    const [variant, ms] = [step.split(':')[0], Number(step.split(':')[1])];
    parentPort.postMessage({ start: step, ms });
    const game = engine.newGame(engine.startPosition({ variant, n: 6 }));
    const t0 = performance.now();
    const r = searcher.search(game, { ms });
    parentPort.postMessage({ line: `${step}: ${Math.round(performance.now() - t0)} ms, depth ${r.depth}` });
    game.free();
  }
}
