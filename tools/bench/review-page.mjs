#!/usr/bin/env node
// review-page.mjs - how long the page's review takes (web/js/analysis/review.js
// over review-run.js and the search workers of web/engine/ai.js), in headless
// Chromium, with one worker and with N side by side: the browser's
// hardwareConcurrency is set to 1, then to N, on fresh pages (each its own
// cache of results), the two runs alternating. Two games of two level-2
// computers (Hoyito I): a 2x6 game cut at 60 plies and a 2x10 game cut at
// 108, opened by link, reviewed from the Game panel; the time is the page's
// own (the review panel's data-ms: from the first search asked to the last
// answer, the extra workers' start included). Prints each run with the
// workers started, the ratio of the two, and the load (/proc/loadavg) before
// and after each run, and the CPU time the browser used meanwhile (about
// what the review costs on a quiet core): on a shared machine, the ratio is the figure to read.
// Usage: node tools/bench/review-page.mjs [--src | --dir DIR] [--workers N] [--repeat R] [--only 6,10]
//   measures dist/web (node tools/build/build.mjs), web/ with --src, or DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../dev/serve.mjs';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { reviewGame } from './review-game.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const WORKERS = Number(opt('--workers', 2));
const REPEAT = Number(opt('--repeat', 1));
const ONLY = new Set(opt('--only', '6,10').split(',').map(Number));
const DIR = opt('--dir', null)
  ? path.resolve(opt('--dir'))
  : path.join(ROOT, args.includes('--src') ? 'web' : 'dist/web');
const GAMES = [
  { n: 6, plies: 60 },
  { n: 10, plies: 108 },
].filter((g) => ONLY.has(g.n));

/** CPU seconds used so far by this process's descendants alive now (the browser's processes: its workers are threads of the page's). */
function treeCpu() {
  const parent = new Map();
  const cpu = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(pid), Number(f[1]));
      cpu.set(Number(pid), (Number(f[11]) + Number(f[12])) / 100); // utime + stime, in USER_HZ (100 on Linux)
    } catch {
      // a process that ended meanwhile
    }
  }
  const mine = (pid) => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, s] of cpu) if (mine(pid)) sum += s;
  return sum;
}

const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** One review on a fresh page (an empty archive) whose browser reports `cores` cores: { ms, workers, exact, cpu }. */
async function review(context, url, game, cores) {
  const page = await context.newPage();
  await page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => c });
    // Counts the workers the page starts (the search's and any other).
    const Native = window.Worker;
    window.workersStarted = 0;
    window.Worker = class extends Native {
      constructor(...a) {
        super(...a);
        window.workersStarted++;
      }
    };
    // The archive would show the review kept by the run before without a search.
    localStorage.clear();
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
  }, cores);
  await page.goto(`${url}#pos=${game.pos}&moves=${game.moves.join('.')}`);
  await page.waitForFunction(() => document.querySelector('svg#board')?.dataset.position);
  await page.click('.game-open:visible');
  const cpu0 = treeCpu();
  await page.click('#review-start');
  await page.waitForFunction(
    (k) => document.querySelectorAll('.review-graph circle').length === k,
    game.moves.length + 1,
    { timeout: 600000, polling: 100 },
  );
  const out = await page.evaluate(() => ({
    ms: Number(document.querySelector('#review').dataset.ms),
    workers: window.workersStarted,
    exact: document.querySelectorAll('.review-graph circle[data-exact="true"]').length,
  }));
  out.cpu = treeCpu() - cpu0;
  await page.close();
  return out;
}

async function main() {
  if (!fs.existsSync(path.join(DIR, 'index.html')))
    throw new Error(`${DIR} has no index.html (node tools/build/build.mjs, or --src)`);
  const wasmBinary = fs.readFileSync(path.join(ROOT, 'web/engine/gen/hoyito-ai.wasm'));
  const engine = await loadSearchEngine({ wasmBinary });
  const games = [];
  for (const g of GAMES) games.push({ ...g, ...reviewGame(engine, g) });
  const { server, url } = await startServer(DIR, 0);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-review-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  console.log(`Review of ${DIR}, 1 worker against ${WORKERS} (${os.cpus().length} cores; load ${load()})`);
  try {
    for (const game of games) {
      for (let r = 0; r < REPEAT; r++) {
        const runs = [];
        for (const cores of [1, WORKERS]) {
          const before = load();
          const run = await review(context, url, game, cores);
          runs.push(run);
          console.log(
            `2x${game.n}, ${game.moves.length} plies: ${(run.ms / 1000).toFixed(1)} s with hardwareConcurrency ${cores} ` +
              `(${run.workers} workers started, ${run.cpu.toFixed(1)} s of CPU, ${run.exact} of ${game.moves.length + 1} points exact), ` +
              `load ${before} -> ${load()}`,
          );
        }
        console.log(
          `2x${game.n}, ${game.moves.length} plies: 1 worker / ${WORKERS}: ${(runs[0].ms / runs[1].ms).toFixed(2)}x`,
        );
      }
    }
  } finally {
    await context.close();
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
