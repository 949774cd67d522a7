#!/usr/bin/env node
// tables-wasm.mjs - what the search worker's endgame tables cost in
// WebAssembly (web/engine/engine-tables.js over gen/hoyito-ai.wasm):
//
//   node tools/bench/tables-wasm.mjs [--repeat R]
//
// In a fresh search engine with the worker's 16 MB search table, builds the
// tables of each variant (up to 8 seeds, limit 100) R times (default 3),
// printing each build's CPU and wall-clock time (process.cpuUsage: every thread of Node,
// so tier-up compilation counts; the first build of a fresh engine is the
// one a page's worker pays), the heap the kept tables hold (hw_heap_used),
// the wasm memory before and after (it never shrinks: the build's peak
// stays reserved), and a probe's cost (EndgameTables.probe: the value and
// the moves that keep it) over the positions of random games.
import fs from 'node:fs';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { EndgameTables } from '../../web/engine/engine-tables.js';
import { DEFAULT_TABLE_BYTES } from '../../web/engine/engine.js';

const args = process.argv.slice(2);
const repeat = args[0] === '--repeat' ? Number(args[1]) : 3;
if (!(Number.isInteger(repeat) && repeat > 0) || (args.length && args[0] !== '--repeat')) {
  console.error('usage: node tools/bench/tables-wasm.mjs [--repeat R]');
  process.exit(2);
}
const wasmBinary = fs.readFileSync(new URL('../../web/engine/gen/hoyito-ai.wasm', import.meta.url));
const engine = await loadSearchEngine({ wasmBinary });
const searcher = engine.ai(DEFAULT_TABLE_BYTES);
const m = engine.m;
const MB = 1 << 20;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
// CPU and wall-clock milliseconds of f().
const timed = (f) => {
  const t0 = process.cpuUsage();
  const w0 = performance.now();
  f();
  const d = process.cpuUsage(t0);
  return { cpu: (d.user + d.system) / 1000, wall: performance.now() - w0 };
};

const heap0 = m._hw_heap_used();
const memory0 = m.HEAPU8.buffer.byteLength;
console.log(
  `before: heap ${mb(heap0)} in use (the ${mb(DEFAULT_TABLE_BYTES)} search table included), wasm memory ${mb(memory0)}`,
);
const tables = new EndgameTables(engine);
for (let r = 0; r < repeat; r++) {
  for (const variant of ['I', 'II', 'III']) {
    const { cpu, wall } = timed(() => tables.build(variant, 100));
    console.log(
      `build ${variant}: ${cpu.toFixed(0)} ms cpu, ${wall.toFixed(0)} ms wall; tables ${mb(tables.bytes)}; heap +${mb(m._hw_heap_used() - heap0)};` +
        ` wasm memory ${mb(m.HEAPU8.buffer.byteLength)}`,
    );
  }
}

// Probes: every position of 8 seeds or fewer in 200 random games of Hoyito III.
let seed = 1;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const game = engine.newGame(engine.startPosition({ variant: 'III' }));
const positions = [];
for (let g = 0; g < 200; g++) {
  game.restart({ variant: 'III' });
  for (let s = game.snapshot(); !s.over; s = game.snapshot()) {
    if (s.seeds.reduce((a, b) => a + b, 0) <= 8) positions.push(s.position);
    game.play(s.legal[Math.floor(random() * s.legal.length)]);
  }
}
let covered = 0;
const { cpu: ms } = timed(() => {
  for (const p of positions) {
    game.load(p);
    covered += tables.probe(game) ? 1 : 0;
  }
});
console.log(
  `probe: ${positions.length} positions (${covered} covered), ${((1000 * ms) / positions.length).toFixed(1)} µs each (loading the position included)`,
);
game.free();
tables.free();
searcher.free();
