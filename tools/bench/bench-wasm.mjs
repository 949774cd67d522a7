#!/usr/bin/env node
// bench-wasm.mjs - the search's speed in WebAssembly against the native build.
//
//   node tools/bench/bench-wasm.mjs [--build DIR] [--depth D] [--repeat R] [--ms MS] [--gen DIR]... [--browser]
//
// 1. Searches the 12 positions of `hoyito bench-search` (read from
//    `hoyito bench-search --positions`, so the random games that make them
//    live in C only) at depth D (default 17) with a cleared 16 MB table,
//    natively and in the wasm build (web/engine/gen/hoyito-ai.wasm, or
//    --gen DIR; --gen more than once compares several builds, each against
//    the same native runs), in Node and, with --browser, also in headless
//    Chromium (wasm-browser.mjs: a dedicated worker loading
//    web/engine/engine-search.js as the page's computer opponent does). The
//    search is deterministic at a fixed depth, so every run's move, score
//    and node count of each position must match native's exactly: a
//    mismatch is a bug, reported, exit status 1.
//    R runs (default 5), each position searched natively and in every wasm
//    build one after the other (native first at one position, last at the
//    next), so that a change of load falls on all sides. Before timing,
//    bench-search runs once (the reference) and every wasm build searches
//    each position once: V8 first runs wasm in its baseline compiler and
//    compiles the hot functions again, optimised, on helper threads.
//    Time, CPU and wall clock on every side: native, the search thread's
//    (`hoyito best POS --depth D --cpu` prints both, to 0.01 ms); in Node,
//    the main thread's CPU time (/proc/thread-self/schedstat, so V8's helper
//    threads do not count; process.cpuUsage() where Linux's file is
//    missing, which counts them) and performance.now(); in Chromium, the
//    worker's performance.now() around the search and its thread's CPU
//    time read from /proc (wasm-browser.mjs). The kernel updates a running
//    thread's CPU time at its tick: one position's time is within a few ms,
//    a run's total within about 0.5%.
//    The ratio wasm/native is taken per run over the 12 positions (the same
//    nodes on both sides, so a ratio of times), CPU against CPU and wall
//    against wall, and reported as the median of the R runs with their
//    min-max; the load average is printed at the start and the end.
// 2. The depth reached in MS (default 1000) ms per move from the 2x6 start
//    of each variant: `hoyito best START --ms MS` and each wasm build's
//    search with the same limit. Both are wall-clock limits (the search's
//    own clock), so a busy machine lowers both.
//
// The native build: --build DIR, else build/ or build-release/ if configured
// as Release, else it configures build-release/ (Release); either way it
// builds the `hoyito` target there first. The wasm build is used as it is:
// rebuild it with tools/build/build-wasm.sh after changing the engine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { browserBuilds } from './wasm-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A file's name as printed: relative to the repository, if in it. */
const shown = (file) => (file.startsWith(root + path.sep) ? path.relative(root, file) : file);
const TT_BYTES = 16 << 20; // the table bench-search and `best` use by default

function usage(message) {
  if (message) console.error(`error: ${message}`);
  console.error(
    'usage: node tools/bench/bench-wasm.mjs [--build DIR] [--depth D] [--repeat R] [--ms MS] [--gen DIR]... [--browser]',
  );
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { build: null, depth: 17, repeat: 5, ms: 1000, gen: [], browser: false };
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
        opts.gen.push(path.resolve(value));
        i++;
        break;
      case '--browser':
        opts.browser = true;
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
  if (!opts.gen.length) opts.gen.push(path.join(root, 'web/engine/gen'));
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

// bench-search's lines: "POS move M score S nodes N T ms", then the total
// line "... nodes N in T ms cpu ...", whose T is not rounded per position.
function nativeBench(cli, depth, count) {
  const out = run(cli, ['bench-search', '--depth', String(depth)]);
  const rows = [];
  for (const line of out.split('\n')) {
    const m = /^(\S+)\s+move\s+(\d+) score\s+(-?\d+) nodes\s+(\d+)\s+(\d+) ms$/.exec(line);
    if (m) rows.push({ position: m[1], move: +m[2], score: +m[3], nodes: +m[4], ms: +m[5] });
  }
  const total = /nodes (\d+) in (\d+) ms cpu/.exec(out);
  if (rows.length !== count || !total) throw new Error(`unexpected output of hoyito bench-search:\n${out}`);
  return { rows, nodes: +total[1], ms: +total[2] };
}

// One position natively at a depth, timed by the search thread's CPU clock
// and the wall clock: `hoyito best POS --depth D --cpu` (a fresh table, as
// bench-search clears its own).
function nativeSearch(cli, position, depth) {
  const out = run(cli, ['best', position, '--depth', String(depth), '--cpu']);
  const move = /^move (\d+)/m.exec(out);
  const score = /^score (-?\d+)/m.exec(out);
  const nodes = /^nodes (\d+) in/m.exec(out);
  const time = /^time ([\d.]+) ms cpu, ([\d.]+) ms wall$/m.exec(out);
  if (!move || !score || !nodes || !time) throw new Error(`unexpected output of hoyito best:\n${out}`);
  return { position, move: +move[1], score: +score[1], nodes: +nodes[1], cpuMs: +time[1], wallMs: +time[2] };
}

function nativeBest(cli, position, ms) {
  const out = run(cli, ['best', position, '--ms', String(ms)]);
  const depth = /^depth (\d+)/m.exec(out);
  const nodes = /^nodes (\d+) in (\d+) ms/m.exec(out);
  if (!depth || !nodes) throw new Error(`unexpected output of hoyito best:\n${out}`);
  return { depth: +depth[1], nodes: +nodes[1], ms: +nodes[2] };
}

// The CPU time of this thread, in ms: the first field of schedstat is the
// nanoseconds it ran. Null where the file is missing (not Linux).
function threadCpuMs() {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}
const THREAD_CPU = threadCpuMs() !== null;
function cpuMs() {
  if (THREAD_CPU) return /** @type {number} */ (threadCpuMs());
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

// A wasm build in Node: { where, name, engine, cpu (its CPU time is
// measured), search(position, limits) (a promise, as a browser's), free() }.
async function nodeBuild(gen) {
  const file = path.join(gen, 'hoyito-ai.wasm');
  const engine = await loadSearchEngine({ wasmBinary: fs.readFileSync(file) });
  const searcher = engine.ai(TT_BYTES);
  const search = async (position, limits) => {
    const game = engine.newGame(position);
    try {
      searcher.clear();
      const cpu0 = cpuMs();
      const wall0 = performance.now();
      const r = searcher.search(game, limits);
      return { ...r, wallMs: performance.now() - wall0, cpuMs: cpuMs() - cpu0 };
    } finally {
      game.free();
    }
  };
  return {
    where: 'Node',
    gen,
    name: shown(file),
    engine,
    cpu: true,
    search,
    free: () => searcher.free(),
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const fmt = (x) => Math.round(x).toLocaleString('en-US');
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const spread = (xs, digits = 2) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;

// One wasm search of a position; a result that differs from native's is a mismatch.
async function wasmOne(build, position, depth, n, mismatches) {
  const r = await build.search(position, { depth });
  if (n.position !== position || n.move !== r.move || n.score !== r.score || n.nodes !== r.nodes) {
    mismatches.push(
      `MISMATCH ${build.label} ${position}: native move ${n.move} score ${n.score} nodes ${n.nodes}; ` +
        `wasm move ${r.move} score ${r.score} nodes ${r.nodes}`,
    );
  }
  return r;
}

// One run: each position natively and in every wasm build, one after the
// other (native first at one position, last at the next), so that a change
// of load within the run falls on both sides.
async function interleavedRun(cli, builds, positions, depth, reference, mismatches) {
  const rows = [];
  const runs = builds.map(() => []);
  for (const [i, position] of positions.entries()) {
    const wasm = async () => {
      for (const [k, b] of builds.entries()) runs[k].push(await wasmOne(b, position, depth, reference[i], mismatches));
    };
    if (i % 2) await wasm();
    const n = nativeSearch(cli, position, depth);
    const ref = reference[i];
    if (n.move !== ref.move || n.score !== ref.score || n.nodes !== ref.nodes)
      mismatches.push(`MISMATCH native ${position}: bench-search nodes ${ref.nodes}, best --depth nodes ${n.nodes}`);
    rows.push(n);
    if (!(i % 2)) await wasm();
  }
  builds.forEach((b, k) => b.runs.push(runs[k]));
  const total = (key) => sum(rows.map((r) => r[key]));
  return { rows, nodes: total('nodes'), cpuMs: total('cpuMs'), wallMs: total('wallMs') };
}

// Each position's median time over the runs, natively and in each wasm
// build, with native/wasm of the medians: CPU time against CPU time, or
// wall against wall (marked w) for a build whose CPU time is not measured.
function printPositions(positions, nativeRuns, builds) {
  const heads = builds.map((b) => `${b.label} ms  ratio`.padStart(20));
  console.log(
    `${'position (median ms)'.padEnd(44)} ${'nodes'.padStart(10)} ${'native'.padStart(7)} ${heads.join(' ')}`,
  );
  positions.forEach((position, i) => {
    const cells = builds.map((b) => {
      const clock = b.cpu ? 'cpuMs' : 'wallMs';
      const n = median(nativeRuns.map((run_) => run_.rows[i][clock]));
      const w = median(b.runs.map((run_) => run_[i][clock]));
      const ratio = n > 0 && w > 0 ? (n / w).toFixed(2) : '   -';
      return `${w.toFixed(0)}${b.cpu ? ' ' : 'w'} ${ratio}`.padStart(20);
    });
    const n = median(nativeRuns.map((run_) => run_.rows[i].cpuMs));
    const nodes = String(nativeRuns[0].rows[i].nodes).padStart(10);
    console.log(`${position.padEnd(44)} ${nodes} ${n.toFixed(0).padStart(7)} ${cells.join(' ')}`);
  });
}

// Each side's time over the 12 positions, and the ratios wasm/native of
// each run's: CPU/CPU where the build's CPU time is measured, and wall/wall.
function printSummary(nativeRuns, builds) {
  const nodes = nativeRuns[0].nodes;
  const nativeCpu = nativeRuns.map((r) => r.cpuMs);
  const nativeWall = nativeRuns.map((r) => r.wallMs);
  console.log(
    `native: ${fmt(nodes)} nodes in ${spread(nativeCpu, 0)} ms CPU, ${spread(nativeWall, 0)} ms wall: ` +
      `${fmt(nodes / (median(nativeCpu) / 1000))} nodes/s of CPU`,
  );
  const ratios = (times, native) => times.map((ms, i) => native[i] / ms);
  for (const b of builds) {
    const cpu = b.cpu ? b.runs.map((run_) => sum(run_.map((r) => r.cpuMs))) : null;
    const wall = b.runs.map((run_) => sum(run_.map((r) => r.wallMs)));
    console.log(
      `${b.label} (${b.name}): ${cpu ? `${spread(cpu, 0)} ms CPU, ` : ''}${spread(wall, 0)} ms wall: ` +
        `${fmt(nodes / (median(cpu ?? wall) / 1000))} nodes/s of ${cpu ? 'CPU' : 'wall clock'}`,
    );
    console.log(
      `  ratio wasm/native, median (min-max) of ${wall.length} runs: ` +
        `${cpu ? `CPU/CPU ${spread(ratios(cpu, nativeCpu))}, ` : ''}wall/wall ${spread(ratios(wall, nativeWall))}`,
    );
  }
}

async function speed(cli, builds, positions, opts) {
  const node = THREAD_CPU ? "Node's main thread's (schedstat)" : "Node's process.cpuUsage(), every thread";
  const chromium = builds.some((b) => b.where === 'Chromium')
    ? `; Chromium's worker thread's (schedstat)${builds.every((b) => b.cpu) ? '' : ', where found'}`
    : '';
  console.log(
    `search speed: ${positions.length} positions at depth ${opts.depth}, ${opts.repeat} runs, native and wasm interleaved by position`,
  );
  console.log(
    `CPU time: native the search thread's; ${node}${chromium}; wall: around the search, CLOCK_MONOTONIC natively, performance.now() in wasm`,
  );
  const first = nativeBench(cli, opts.depth, positions.length);
  const mismatches = [];
  for (const b of builds) {
    for (const [i, position] of positions.entries()) await wasmOne(b, position, opts.depth, first.rows[i], mismatches); // warm-up, untimed
    b.runs = [];
  }
  const nativeRuns = [];
  for (let k = 0; k < opts.repeat; k++)
    nativeRuns.push(await interleavedRun(cli, builds, positions, opts.depth, first.rows, mismatches));
  printPositions(positions, nativeRuns, builds);
  printSummary(nativeRuns, builds);
  for (const m of new Set(mismatches)) console.log(m);
  console.log(mismatches.length ? `${mismatches.length} mismatches!` : 'node counts identical in every run');
  return mismatches.length;
}

async function depthInTime(cli, builds, ms) {
  console.log(`\ndepth in ${ms} ms a move from the 2x6 start (wall clock, cleared table):`);
  for (const variant of ['I', 'II', 'III']) {
    const start = builds[0].engine.startPosition({ variant, n: 6 });
    const n = nativeBest(cli, start, ms);
    const cells = [];
    for (const b of builds) {
      const w = await b.search(start, { ms });
      cells.push(`${b.label} depth ${String(w.depth).padStart(2)} (${fmt(w.nodes)} nodes)`);
    }
    console.log(
      `  ${variant.padEnd(3)} native depth ${String(n.depth).padStart(2)} (${fmt(n.nodes)} nodes), ${cells.join(', ')}`,
    );
  }
}

const opts = parseArgs(process.argv.slice(2));
const cli = nativeCli(opts.build);
const builds = [];
for (const gen of opts.gen) builds.push(await nodeBuild(gen));
const browser = opts.browser ? await browserBuilds(root, opts.gen) : null;
for (const b of browser?.builds ?? []) builds.push({ ...b, where: 'Chromium', name: shown(b.name) });
const several = opts.gen.length > 1;
for (const b of builds) b.label = `${b.where}${several ? ` ${opts.gen.indexOf(b.gen) + 1}` : ''}`;
const positions = run(cli, ['bench-search', '--positions']).trim().split('\n');
console.log(`native: ${shown(cli)}; wasm: ${opts.gen.map(shown).join(', ')}`);
console.log(
  `wasm in Node ${process.versions.node} (V8 ${process.versions.v8})` +
    (browser ? ` and in a dedicated worker of headless Chromium ${browser.version}` : ''),
);
console.log(`load average at start: ${load()}`);
const mismatches = await speed(cli, builds, positions, opts);
console.log(`load average at end: ${load()}`);
await depthInTime(cli, builds, opts.ms);
for (const b of builds) b.free?.();
await browser?.close();
process.exit(mismatches ? 1 : 0);
