#!/usr/bin/env node
// bench-wasm.mjs - the search's speed in WebAssembly against the native build.
//
//   node tools/bench/bench-wasm.mjs [--build DIR] [--depth D] [--repeat R] [--ms MS] [--gen DIR]
//
// 1. Searches the 12 positions of `hoyito bench-search` (read from
//    `hoyito bench-search --positions`, so the random games that make them
//    live in C only) at depth D (default 17) with a cleared 16 MB table,
//    in the wasm build (web/engine/gen/hoyito-ai.wasm, or --gen DIR) and natively.
//    The search is deterministic at a fixed depth, so move, score and node
//    count must match exactly: a mismatch is a bug, reported, exit status 1.
//    Time is CPU time on both sides: native, the thread's CPU clock
//    (bench-search); wasm, process.cpuUsage() (user + system, every thread
//    of Node) around each search call. Node's helper threads (GC, tier-up
//    compilation) count against wasm, so the ratio is, if anything, low.
//    Each side runs R times (default 3) and keeps each position's fastest.
// 2. The depth reached in MS (default 1000) ms per move from the 2x6 start
//    of each variant: `hoyito best START --ms MS` and the wasm search with
//    the same limit. Both are wall-clock limits (the search's own clock),
//    so a busy machine lowers both.
//
// The native build: --build DIR, else build/ or build-release/ if configured
// as Release, else it configures build-release/ (Release); either way it
// builds the `hoyito` target there first. The wasm build is used as it is:
// rebuild it with tools/build/build-wasm.sh after changing the engine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSearchEngine } from '../../web/engine/engine-search.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TT_BYTES = 16 << 20; // the table bench-search and `best` use by default

function usage(message) {
  if (message) console.error(`error: ${message}`);
  console.error('usage: node tools/bench/bench-wasm.mjs [--build DIR] [--depth D] [--repeat R] [--ms MS] [--gen DIR]');
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { build: null, depth: 17, repeat: 3, ms: 1000, gen: path.join(root, 'web/engine/gen') };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    const int = (lo, hi) => {
      const v = Number(value);
      if (!Number.isInteger(v) || v < lo || v > hi) usage(`${argv[i]} wants ${lo}..${hi}`);
      i++;
      return v;
    };
    switch (argv[i]) {
      case '--build':
        if (!value) usage('--build wants a directory');
        opts.build = path.resolve(value);
        i++;
        break;
      case '--gen':
        if (!value) usage('--gen wants a directory');
        opts.gen = path.resolve(value);
        i++;
        break;
      case '--depth':
        opts.depth = int(1, 40);
        break;
      case '--repeat':
        opts.repeat = int(1, 100);
        break;
      case '--ms':
        opts.ms = int(10, 600000);
        break;
      default:
        usage(`unknown argument ${argv[i]}`);
    }
  }
  return opts;
}

function buildType(dir) {
  try {
    const cache = fs.readFileSync(path.join(dir, 'CMakeCache.txt'), 'utf8');
    return /^CMAKE_BUILD_TYPE:STRING=(.*)$/m.exec(cache)?.[1] ?? '';
  } catch {
    return null;
  }
}

// The native CLI to compare with: a Release build, configured here if need
// be, and brought up to date with the sources (a stale binary would not
// search what the wasm build searches).
function nativeCli(explicit) {
  let dir = explicit;
  if (dir) {
    if (!fs.existsSync(path.join(dir, 'CMakeCache.txt'))) usage(`${dir} is not a CMake build directory`);
    const type = buildType(dir);
    if (type !== 'Release') console.warn(`warning: ${dir} is a ${type || 'unknown'} build, not Release`);
  } else {
    dir = ['build', 'build-release'].map((name) => path.join(root, name)).find((d) => buildType(d) === 'Release');
    if (!dir) {
      dir = path.join(root, 'build-release');
      console.log(`configuring ${path.relative(root, dir)} (Release)...`);
      execFileSync('cmake', ['-S', root, '-B', dir, '-DCMAKE_BUILD_TYPE=Release'], { stdio: 'ignore' });
    }
  }
  execFileSync('cmake', ['--build', dir, '-j2', '--target', 'hoyito'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(dir, 'hoyito');
}

function run(cli, args) {
  return execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 16 << 20 });
}

// bench-search's lines: "POS move M score S nodes N T ms", then a total line.
function nativeBench(cli, depth) {
  const rows = [];
  for (const line of run(cli, ['bench-search', '--depth', String(depth)]).split('\n')) {
    const m = /^(\S+)\s+move\s+(\d+) score\s+(-?\d+) nodes\s+(\d+)\s+(\d+) ms$/.exec(line);
    if (m) rows.push({ position: m[1], move: +m[2], score: +m[3], nodes: +m[4], ms: +m[5] });
  }
  return rows;
}

function nativeBest(cli, position, ms) {
  const out = run(cli, ['best', position, '--ms', String(ms)]);
  const depth = /^depth (\d+)/m.exec(out);
  const nodes = /^nodes (\d+) in (\d+) ms/m.exec(out);
  if (!depth || !nodes) throw new Error(`unexpected output of hoyito best:\n${out}`);
  return { depth: +depth[1], nodes: +nodes[1], ms: +nodes[2] };
}

async function wasmEngine(gen) {
  const wasmBinary = fs.readFileSync(path.join(gen, 'hoyito-ai.wasm'));
  return loadSearchEngine({ wasmBinary });
}

function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function wasmSearch(engine, searcher, position, limits) {
  const game = engine.newGame(position);
  try {
    searcher.clear();
    const cpu0 = cpuMs();
    const r = searcher.search(game, limits);
    return { ...r, cpuMs: cpuMs() - cpu0 };
  } finally {
    game.free();
  }
}

const rate = (nodes, ms) => (ms > 0 ? nodes / (ms / 1000) : Infinity);
const fmt = (x) => Math.round(x).toLocaleString('en-US');

const opts = parseArgs(process.argv.slice(2));
const cli = nativeCli(opts.build);
const engine = await wasmEngine(opts.gen);
const searcher = engine.ai(TT_BYTES);
const positions = run(cli, ['bench-search', '--positions']).trim().split('\n');

console.log(
  `native: ${path.relative(root, cli) || cli}; wasm: ${path.relative(root, path.join(opts.gen, 'hoyito-ai.wasm'))}`,
);
console.log(
  `search speed: ${positions.length} positions at depth ${opts.depth}, best of ${opts.repeat} runs, CPU time`,
);

// Warm-up: V8 first runs wasm in its baseline compiler and tiers up hot
// functions in the background; a short search first measures the optimised code.
wasmSearch(engine, searcher, positions[0], { depth: Math.max(1, opts.depth - 4) });

const native = [];
const wasm = [];
let mismatches = 0;
for (let run_ = 0; run_ < opts.repeat; run_++) {
  const rows = nativeBench(cli, opts.depth);
  if (rows.length !== positions.length)
    throw new Error(`bench-search printed ${rows.length} rows, expected ${positions.length}`);
  rows.forEach((row, i) => {
    if (!native[i] || row.ms < native[i].ms) native[i] = row;
  });
  positions.forEach((position, i) => {
    const r = wasmSearch(engine, searcher, position, { depth: opts.depth });
    if (!wasm[i] || r.cpuMs < wasm[i].cpuMs) wasm[i] = r;
  });
}

let nativeNodes = 0,
  nativeMs = 0,
  wasmNodes = 0,
  wasmMs = 0;
console.log(
  `${'position'.padEnd(44)} ${'nodes'.padStart(10)} ${'native ms'.padStart(9)} ${'wasm ms'.padStart(8)}  wasm/native`,
);
positions.forEach((position, i) => {
  const n = native[i],
    w = wasm[i];
  if (n.position !== position || n.move !== w.move || n.score !== w.score || n.nodes !== w.nodes) {
    mismatches++;
    console.log(
      `MISMATCH ${position}: native move ${n.move} score ${n.score} nodes ${n.nodes}; ` +
        `wasm move ${w.move} score ${w.score} nodes ${w.nodes}`,
    );
  }
  nativeNodes += n.nodes;
  nativeMs += n.ms;
  wasmNodes += w.nodes;
  wasmMs += w.cpuMs;
  const ratio = n.ms > 0 && w.cpuMs > 0 ? (n.ms / w.cpuMs).toFixed(2) : '-';
  console.log(
    `${position.padEnd(44)} ${String(n.nodes).padStart(10)} ${n.ms.toFixed(0).padStart(9)} ${w.cpuMs.toFixed(0).padStart(8)}  ${ratio}`,
  );
});
const nativeRate = rate(nativeNodes, nativeMs),
  wasmRate = rate(wasmNodes, wasmMs);
console.log(`native: ${fmt(nativeNodes)} nodes in ${nativeMs.toFixed(0)} ms: ${fmt(nativeRate)} nodes/s`);
console.log(`wasm:   ${fmt(wasmNodes)} nodes in ${wasmMs.toFixed(0)} ms: ${fmt(wasmRate)} nodes/s`);
console.log(
  `ratio wasm/native: ${(wasmRate / nativeRate).toFixed(2)}` +
    (mismatches ? `  (${mismatches} node-count mismatches!)` : '  (node counts identical)'),
);

console.log(`\ndepth in ${opts.ms} ms a move from the 2x6 start (wall clock, cleared table):`);
for (const variant of ['I', 'II', 'III']) {
  const start = engine.startPosition({ variant, n: 6 });
  const n = nativeBest(cli, start, opts.ms);
  const w = wasmSearch(engine, searcher, start, { ms: opts.ms });
  console.log(
    `  ${variant.padEnd(3)} native depth ${String(n.depth).padStart(2)} (${fmt(n.nodes)} nodes), ` +
      `wasm depth ${String(w.depth).padStart(2)} (${fmt(w.nodes)} nodes)`,
  );
}
searcher.free();
process.exit(mismatches ? 1 : 0);
