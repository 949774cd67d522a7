#!/usr/bin/env node
// bench-review.mjs - how long the review (web/js/analysis/review-run.js) takes for a
// 60-ply game: every position searched at REVIEW_SEARCH in the wasm search
// build (web/engine/gen/hoyito-ai.wasm, as the page's worker runs it), the table
// cleared before each as the worker does for a review. The game is played
// by two level-2 computers on 2x10 (a longer board, so 60 plies are reached)
// and cut at 60 plies. Prints the wall-clock total, the slowest position,
// the CPU time (near what an idle machine takes) and the load.
// Usage: node tools/bench/bench-review.mjs [--plies 60] [--n 10] [--variant I]
import fs from 'node:fs';
import os from 'node:os';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { REVIEW_SEARCH } from '../../web/js/analysis/review-run.js';
import { reviewGame } from './review-game.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const plies = Number(arg('plies', 60));
const n = Number(arg('n', 10));
const variant = arg('variant', 'I');

const wasmBinary = fs.readFileSync(new URL('../../web/engine/gen/hoyito-ai.wasm', import.meta.url));
const engine = await loadSearchEngine({ wasmBinary });
const searcher = engine.ai();
const { pos: start, moves } = reviewGame(engine, { n, plies, variant });

const load = os.loadavg()[0].toFixed(2);
const times = [];
const began = performance.now();
const cpu0 = process.cpuUsage();
for (let k = 0; k <= moves.length; k++) {
  const game = engine.newGame(start);
  for (const m of moves.slice(0, k)) game.play(m);
  if (!game.snapshot().over) {
    const t0 = performance.now();
    searcher.clear();
    searcher.search(game, REVIEW_SEARCH);
    times.push(performance.now() - t0);
  }
  game.free();
}
const total = (performance.now() - began) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuS = (cpu.user + cpu.system) / 1e6;
console.log(
  `review of a ${moves.length}-ply game (Hoyito ${variant}, 2x${n}): ${times.length} positions at ${REVIEW_SEARCH.nodes} nodes each`,
);
console.log(
  `total ${total.toFixed(1)} s, mean ${((total * 1000) / times.length).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms a position`,
);
console.log(`CPU time ${cpuS.toFixed(1)} s (what a quiet core would take, about)`);
console.log(`load average at start ${load}, at end ${os.loadavg()[0].toFixed(2)} (${os.cpus().length} cores)`);
