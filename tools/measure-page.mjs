#!/usr/bin/env node
// Measures the play page in headless Chromium and prints the figures (no pass/fail):
//   1. page weight: every file the page loads before it can be played, raw and gzipped;
//   2. time from navigation to a playable board (the page's 'hoyito-ready' mark:
//      engine loaded, board drawn, legal holes highlighted), median of several loads;
//   3. the longest main-thread task while moves animate (Long Tasks API, which only
//      reports tasks of 50 ms or more) and the longest gap between animation frames,
//      at normal speed, then again with the CPU slowed 4x (a cheap phone).
// Usage: node tools/measure-page.mjs [--loads N] [--moves N]
// Needs /usr/bin/chromium (tools/setup.sh) and web/gen/hoyito.wasm (tools/build-wasm.sh).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const LOADS = opt('--loads', 9);
const MOVES = opt('--moves', 4);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const { server, url } = await startServer(path.join(ROOT, 'web'), 0);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-measure-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block', // every load measured from the network, never the offline cache
  });
  try {
    await weight(context, url);
    await startup(context, url);
    await animation(context, url, 1);
    await animation(context, url, 4);
  } finally {
    await context.close();
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const ready = (page) => page.waitForFunction(() => performance.getEntriesByName('hoyito-ready').length > 0
  && document.getElementById('board').dataset.busy === 'false'
  && document.querySelector('#board .hole.legal') !== null, null, { timeout: 30000 });

async function weight(context, url) {
  const page = await context.newPage();
  const files = [];
  const later = []; // loaded after the board is playable (hints, the search worker...)
  let playable = false;
  page.on('response', async (res) => {
    if (!res.url().startsWith(url)) return;
    const list = playable ? later : files;
    try {
      const body = await res.body();
      list.push({ name: res.url().slice(url.length) || 'index.html', raw: body.length, gz: zlib.gzipSync(body, { level: 9 }).length });
    } catch { /* a redirect has no body */ }
  });
  await page.goto(url);
  await ready(page);
  playable = true;
  await page.waitForTimeout(500);
  await page.close();
  files.sort((a, b) => b.gz - a.gz);
  console.log('Page weight (every file loaded before the board is playable):');
  const w = Math.max(...files.map((f) => f.name.length), 5);
  console.log(`  ${'file'.padEnd(w)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`);
  for (const f of files) console.log(`  ${f.name.padEnd(w)}  ${kb(f.raw).padStart(9)}  ${kb(f.gz).padStart(9)}`);
  const raw = files.reduce((s, f) => s + f.raw, 0);
  const gz = files.reduce((s, f) => s + f.gz, 0);
  console.log(`  ${'total'.padEnd(w)}  ${kb(raw).padStart(9)}  ${kb(gz).padStart(9)}   (${files.length} files; target <= 60 KB gzipped)`);
  if (later.length) {
    const laterGz = later.reduce((s, f) => s + f.gz, 0);
    console.log(`  then, once playable: ${later.map((f) => f.name).join(', ')}: ${kb(laterGz)} gzipped`);
  }
}

async function startup(context, url) {
  const times = [];
  const dcl = [];
  for (let i = 0; i < LOADS; i++) {
    const page = await context.newPage();
    await page.goto(url);
    await ready(page);
    const t = await page.evaluate(() => ({
      ready: performance.getEntriesByName('hoyito-ready')[0].startTime,
      dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    }));
    times.push(t.ready);
    dcl.push(t.dcl);
    await page.close();
  }
  console.log(`\nNavigation to playable board (${LOADS} loads, localhost, no cache):`);
  console.log(`  median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms   (target <= 300 ms)`);
  console.log(`  (DOMContentLoaded median ${median(dcl).toFixed(0)} ms)`);
}

async function animation(context, url, slowdown) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('hoyito.speed', JSON.stringify('normal'));
    localStorage.setItem('hoyito.newGame', JSON.stringify({ variant: 'II', n: 12, clockwise: false, starts: 'S' }));
    // Long tasks are delivered late, so keep them all and the measured windows,
    // and count only the tasks that started inside a window.
    window.__tasks = [];
    window.__windows = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.__gap = 0;
    let last = 0;
    const frame = (t) => {
      if (window.__measuring && last) window.__gap = Math.max(window.__gap, t - last);
      last = t;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto(url);
  await ready(page);
  const cdp = await context.newCDPSession(page);
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  let moves = 0;
  for (let i = 0; i < MOVES; i++) {
    const hole = await page.evaluate(() => {
      const legal = [...document.querySelectorAll('#board .hole.legal')];
      return legal.length ? legal[Math.floor(legal.length / 2)].dataset.hole : null;
    });
    if (!hole) break;
    // Only the animation is measured, not the click (playwright's own checks run in the page).
    await page.dispatchEvent(`[data-hole="${hole}"]`, 'click');
    await page.evaluate(() => { window.__measuring = true; window.__windows.push([performance.now(), Infinity]); });
    // Wait without polling: rAF polling would itself add main-thread work to what is measured.
    await page.evaluate(() => new Promise((resolve) => {
      const board = document.getElementById('board');
      if (board.dataset.busy === 'false') return resolve();
      const watch = new MutationObserver(() => {
        if (board.dataset.busy === 'false') { watch.disconnect(); resolve(); }
      });
      watch.observe(board, { attributes: true, attributeFilter: ['data-busy'] });
    }));
    await page.evaluate(() => { window.__measuring = false; window.__windows.at(-1)[1] = performance.now(); });
    moves++;
  }
  await page.waitForTimeout(300); // let the last long-task entries arrive
  const r = await page.evaluate(() => {
    const inside = window.__tasks.filter((t) => window.__windows.some(([a, b]) => t.start >= a && t.start < b));
    return { longest: Math.max(0, ...inside.map((t) => t.duration)), count: inside.length, gap: window.__gap };
  });
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  const label = slowdown > 1 ? `CPU slowed ${slowdown}x` : 'full speed';
  console.log(`\nAnimating ${moves} moves on 2x12 at normal speed (${label}):`);
  console.log(r.count
    ? `  longest main-thread task ${r.longest.toFixed(0)} ms (${r.count} tasks of 50 ms or more)   (target < 50 ms)`
    : '  longest main-thread task: under 50 ms (no long task reported)   (target < 50 ms)');
  console.log(`  longest gap between animation frames ${r.gap.toFixed(0)} ms`);
}

main().catch((e) => {
  console.error(`measure-page: ${e.message}`);
  process.exit(1);
});
