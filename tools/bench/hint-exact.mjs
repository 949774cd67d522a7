#!/usr/bin/env node
// hint-exact.mjs - what an exact Hint costs in Hoyito I on 2x6: the search
// worker (web/engine/ai-worker.js, run in a fresh Node process each time, as
// a page's first Hint meets a fresh worker) asked the page's Hint request
// (SEARCH of web/js/analysis/position-search.js: its time, all moves, the
// prover's node budget) at the start and at N middle-game positions (the
// seeded positions of tests/browser/exact-middle.test.mjs: 6 to 12 random
// plies from the start).
//
//   node tools/bench/hint-exact.mjs [--count N] [--warm]
//
// --warm: the worker first answers the 'hello' with the position that the
// page sends at a pointer over Hint (web/js/play/warm.js: the wasm loaded,
// the endgame tables built, the prover made), and only the Hint is timed.
//
// Prints each position's wall-clock and CPU time (process.cpuUsage: every
// thread of Node), whether the answer is the prover's (source proof or
// tables) and how many moves it settled, then the median and the worst.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SEARCH } from '../../web/js/analysis/position-search.js';

const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const self = fileURLToPath(import.meta.url);

/** One Hint in this process's fresh worker (warmed first: --warm): { wall, cpu, source, settled, moves }. */
async function hintHere(position, warm) {
  const answers = new Map();
  globalThis.self = { postMessage: (message) => answers.get(message.id)?.(message) };
  await import('../../web/engine/ai-worker.js');
  const ask = (id, data) =>
    new Promise((resolve) => {
      answers.set(id, resolve);
      globalThis.self.onmessage({ data: { id, ...data } });
    });
  if (warm) await ask(0, { action: 'hello', position });
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const answer = await ask(1, { action: 'search', position, moves: [], options: SEARCH });
  const used = process.cpuUsage(cpu);
  const play = answer.result?.bestPlay;
  return {
    wall: performance.now() - wall,
    cpu: (used.user + used.system) / 1000,
    source: play?.source ?? (play ? 'tables' : 'estimate'),
    settled: play?.margins ? Object.keys(play.margins).length : 0,
    moves: answer.result?.moves?.length ?? 0,
  };
}

/** The seeded middle-game positions of the page test. */
async function middlePositions(count) {
  const { loadTestEngine, middleGames } = await import('../../tests/node/helpers.mjs');
  return middleGames(await loadTestEngine(), count);
}

const args = process.argv.slice(2);
if (args[0] === '--one') {
  console.log(JSON.stringify(await hintHere(args[1], args[2] === '--warm')));
  process.exit(0);
}
const warm = args.includes('--warm');
const rest = args.filter((a) => a !== '--warm');
const count = rest[0] === '--count' ? Number(rest[1]) : 20;
if (!(Number.isInteger(count) && count >= 0) || (rest.length && (rest[0] !== '--count' || rest.length !== 2))) {
  console.error('usage: node tools/bench/hint-exact.mjs [--count N] [--warm]');
  process.exit(2);
}
const rows = [];
for (const position of [START, ...(await middlePositions(count))]) {
  const r = JSON.parse(
    execFileSync(process.execPath, [self, '--one', position, ...(warm ? ['--warm'] : [])], { encoding: 'utf8' }),
  );
  rows.push(r);
  console.log(
    `${position.padEnd(44)} ${r.wall.toFixed(0).padStart(6)} ms wall ${r.cpu.toFixed(0).padStart(6)} ms cpu  ${r.source.padEnd(8)} ${r.settled}/${r.moves} moves settled`,
  );
}
const sorted = (key) => rows.map((r) => r[key]).sort((a, b) => a - b);
const median = (xs) => xs[Math.floor(xs.length / 2)];
for (const key of ['wall', 'cpu'])
  console.log(`${key}: median ${median(sorted(key)).toFixed(0)} ms, worst ${sorted(key).at(-1).toFixed(0)} ms`);
console.log(`${rows.filter((r) => r.source !== 'estimate').length} of ${rows.length} answers exact`);
