#!/usr/bin/env node
// Measures the play page in headless Chromium and prints the figures of
// docs/performance.md's table (no pass/fail; timings depend on the machine, so note the load):
//   1. weight: every file fetched before the board is playable, raw and gzipped,
//      and everything fetched by 4 s after the load event with no click;
//   2. navigation -> playable board (the page's 'hoyito-ready' mark: engine
//      loaded, board drawn, legal holes highlighted), median of several loads;
//   3. the longest main-thread task (Long Tasks API: tasks of 50 ms or more)
//      and the longest gap between frames from the tap on a long relay (its
//      own task included) to the end of its animation, two relays at normal
//      speed, at full speed and with the CPU slowed 4x (a cheap phone);
//   3b. (tap) a tap as a finger makes it (the browser's input events) on the
//      N7 relay and on a Hoyito I relay (both 2x12), with the CPU slowed 4x by
//      Emulation.setCPUThrottlingRate: the longest main-thread task in a trace
//      from the tap to the move shown and drawn (wall time; and in thread time, which
//      other work on the machine swells less), the tap's own, and what filled
//      the longest (style, layout, paint, script);
//   4. DOM nodes and JS heap (after a forced GC) after 1 move, after 100 and
//      after 200 moves on 2x12 (moves are clicked by an event sent in the
//      page: playwright's own clicks leave nodes of theirs behind, Attr nodes
//      and element wrappers, which counted as the page's);
//   5. the first reply of the computer at Master on a fresh page, from the
//      click on our move to its move in the address.
// Usage: node tools/bench/measure-page.mjs [--src | --dir DIR] [--loads N] [--moves N] [--only LIST] [--no-jit] [--runs N] [--rate R]
//   --only weight,startup,relays,tap,growth,reply: only those figures (comma-separated).
//   --no-jit: V8's optimising compilers off (for the growth: the heap without the code they make).
//   --runs N, --rate R: the tap's runs on each relay (3) and its slowdown (4).
//   --busy N: N processes spinning on a core each while the tap is measured
//     (what other work on the machine does to the figure; see the tap's "others").
//   TRACE=PREFIX writes each tap's trace to PREFIX-HOLE-RUN.json (chrome://tracing, DevTools);
//   TRACE_CATS=a,b adds trace categories (disabled-by-default-devtools.timeline.invalidationTracking).
//   measures dist/web (the built page: node tools/build/build.mjs), web/ with --src, or DIR.
// Needs /usr/bin/chromium (tools/setup.sh) and the wasm (tools/build/build-wasm.sh).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../dev/serve.mjs';
import { BUDGET } from '../build/weight.mjs';
import { cpuTicks, others, hostLoop } from './cpu-others.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const LOADS = opt('--loads', 9);
const MOVES = opt('--moves', 200);
const onlyArg = args.indexOf('--only');
const ONLY = onlyArg >= 0 ? new Set(args[onlyArg + 1].split(',')) : null;
const wanted = (name) => !ONLY || ONLY.has(name);
const dirArg = args.indexOf('--dir');
const DIR =
  dirArg >= 0
    ? path.resolve(args[dirArg + 1])
    : args.includes('--src')
      ? path.join(ROOT, 'web')
      : path.join(ROOT, 'dist', 'web');

// Two long relays on 2x12: a link and the hole to click in it.
const RELAYS = [
  { pos: 'II:9,9,9,9,2,7,1,6,6,2,6,0/1,2,7,7,1,2,1,0,1,0,4,4:S:0,0:quiet=6', hole: 'S2' },
  { pos: 'II:6,1,10,1,5,4,0,3,1,5,10,4/1,10,3,2,0,4,5,1,12,1,2,1:N:0,4:quiet=2', hole: 'N7' },
];
const MASTER = 7;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  if (!fs.existsSync(path.join(DIR, 'index.html')))
    throw new Error(`${DIR} has no index.html (node tools/build/build.mjs, or --src)`);
  const { server, url } = await startServer(DIR, 0);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-measure-'));
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
      // --no-jit: V8's compilers off, so that the heap holds the page's data, not the machine code made for its hot functions.
      `--js-flags=--expose-gc${args.includes('--no-jit') ? ' --no-opt --no-maglev --no-sparkplug' : ''}`,
    ],
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block', // every load measured from the network, never the offline cache
  });
  console.log(`Measuring ${DIR} (load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`);
  try {
    if (wanted('weight')) await weight(context, url);
    if (wanted('startup')) await startup(context, url);
    if (wanted('relays')) for (const rate of [1, 4]) await relays(context, url, rate);
    if (wanted('tap')) await tapTrace(context, url);
    if (wanted('growth')) await growth(context, url);
    if (wanted('reply')) await firstReply(context, url);
  } finally {
    await context.close();
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** A new tab with the HTTP cache off: every figure is a first visit's. */
async function newPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, cdp };
}

const ready = (page) =>
  page.waitForFunction(
    () =>
      performance.getEntriesByName('hoyito-ready').length > 0 &&
      document.getElementById('board').dataset.busy === 'false' &&
      document.querySelector('#board .hole.legal') !== null,
    null,
    { timeout: 60000 },
  );

const idle = (page) =>
  page.waitForFunction(
    () => {
      const b = document.getElementById('board');
      return b.dataset.busy === 'false' && b.dataset.position !== '';
    },
    null,
    { timeout: 60000 },
  );

async function weight(context, url) {
  const { page } = await newPage(context);
  const bodies = new Map();
  const pending = [];
  page.on('response', (res) => {
    if (!res.url().startsWith(url)) return;
    pending.push(
      res.body().then(
        (body) => bodies.set(res.url(), body),
        () => {
          /* a redirect has no body */
        },
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForTimeout(
    Math.max(
      0,
      4000 -
        (await page.evaluate(() => performance.now() - performance.getEntriesByType('navigation')[0].loadEventEnd)),
    ),
  );
  // Which came before the board was playable: by the page's own clock (the
  // Resource Timing start of each request against the 'hoyito-ready' mark).
  const timing = await page.evaluate(() => {
    const readyAt = performance.getEntriesByName('hoyito-ready')[0].startTime;
    const before = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < readyAt)
      .map((e) => e.name);
    return [location.href.split('#')[0], ...before];
  });
  await Promise.all(pending);
  await page.close();
  // A worker's requests are not in the page's timing: they come after anyway.
  const files = [...bodies].map(([name, body]) => ({
    at: timing.includes(name) ? 'before' : 'after',
    name: name.slice(url.length) || 'index.html',
    raw: body.length,
    gz: zlib.gzipSync(body, { level: 9 }).length,
  }));
  const table = (list) => {
    list.sort((a, b) => b.gz - a.gz);
    const w = Math.max(...list.map((f) => f.name.length), 5);
    for (const f of list) console.log(`  ${f.name.padEnd(w)}  ${kb(f.raw).padStart(9)}  ${kb(f.gz).padStart(9)}`);
    return { raw: list.reduce((s, f) => s + f.raw, 0), gz: list.reduce((s, f) => s + f.gz, 0), w };
  };
  const before = files.filter((f) => f.at === 'before');
  const after = files.filter((f) => f.at === 'after');
  console.log('\nWeight: every file fetched before the board is playable (raw, gzip -9):');
  const b = table(before);
  console.log(
    `  = ${before.length} files, ${kb(b.raw)} raw, ${b.gz} bytes gzipped   (budget ${BUDGET.first}, tools/build/weight.mjs)`,
  );
  console.log('then, by 4 s after the load event with no click:');
  const a = table(after);
  console.log(
    `  = ${b.gz + a.gz} bytes gzipped in all (${before.length + after.length} files, ${kb(b.raw + a.raw)} raw)   (budget ${BUDGET.idle})`,
  );
}

async function startup(context, url) {
  const times = [];
  for (let i = 0; i < LOADS; i++) {
    const { page } = await newPage(context);
    await page.goto(url);
    await ready(page);
    times.push(await page.evaluate(() => performance.getEntriesByName('hoyito-ready')[0].startTime));
    await page.close();
  }
  console.log(`\nNavigation -> playable board (${LOADS} loads, localhost, no cache):`);
  console.log(
    `  median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms   (goal <= 150 ms)`,
  );
}

async function relays(context, url, rate) {
  const label = rate > 1 ? `CPU slowed ${rate}x` : 'full speed';
  console.log(`\nLong relays at normal speed (${label}):`);
  for (const { pos, hole } of RELAYS) {
    const { page, cdp } = await newPage(context);
    await page.addInitScript(() => {
      localStorage.setItem('hoyito.speed', JSON.stringify('normal'));
      // Long tasks are delivered late: keep them all and count those that
      // started inside the measured window.
      window.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      window.__gap = 0;
      let last = 0;
      const frame = (t) => {
        if (window.__window && !window.__window[1] && last) window.__gap = Math.max(window.__gap, t - last);
        last = t;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(`${url}#pos=${pos}`);
    await ready(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // The tap's own task is measured with the animation: the click is sent
    // from inside the page (playwright's own checks would run there too).
    await page.evaluate((h) => {
      window.__window = [performance.now(), 0];
      document.querySelector(`[data-hole="${h}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }, hole);
    // Waits without polling: rAF polling would add main-thread work to what is measured.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const board = document.getElementById('board');
          const done = () => board.dataset.busy === 'false';
          if (done()) return resolve();
          const watch = new MutationObserver(() => {
            if (done()) {
              watch.disconnect();
              resolve();
            }
          });
          watch.observe(board, { attributes: true, attributeFilter: ['data-busy'] });
        }),
    );
    await page.evaluate(() => {
      window.__window[1] = performance.now();
    });
    await page.waitForTimeout(300); // the last long-task entries
    const r = await page.evaluate(() => {
      const [a, b] = window.__window;
      const inside = window.__tasks.filter((t) => t.start >= a && t.start < b);
      return {
        longest: Math.max(0, ...inside.map((t) => t.duration)),
        count: inside.length,
        gap: window.__gap,
        ms: b - a,
      };
    });
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
    console.log(
      `  ${hole} of ${pos}: ${(r.ms / 1000).toFixed(1)} s; longest task ${r.count ? `${r.longest.toFixed(0)} ms (${r.count} of 50 ms or more)` : 'under 50 ms'}, ` +
        `longest frame gap ${r.gap.toFixed(0)} ms   (goal <= 50 ms)`,
    );
  }
}

// A tap on a long relay: the longest main-thread task from the tap to the
// move shown, with the CPU slowed RATE x by the DevTools protocol.
const TAPS = [
  RELAYS[1],
  // Hoyito I: North 8 sows 95 seeds in 19 laps (tests/browser/animate.test.mjs).
  { pos: 'I:0,0,7,1,7,3,7,7,0,2,6,6/6,6,1,0,1,7,7,2,7,1,6,6:N:0,0:quiet=3', hole: 'N8' },
];
const RATE = opt('--rate', 4);
const RUNS = opt('--runs', 3);
// Chromium's slowdown counts the time its main thread waits for a core as
// time it ran, and spins three times as long after it (blink's
// ThreadCPUThrottler): other work swells the tap's figures, so each run
// prints the cores it kept busy, and --busy makes some.
const BUSY = opt('--busy', 0);

// What a task's time went to, by the trace's event names.
const KIND = {
  style: /^(UpdateLayoutTree|ScheduleStyleRecalculation|RecalculateStyles|ParseAuthorStyleSheet)$/,
  layout: /^(Layout|UpdateLayerTree|HitTest)$/,
  paint: /^(PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayer|RasterTask|CompositeLayers)$/,
  gc: /GC|GCEvent|MinorGC|MajorGC/,
  script:
    /^(FunctionCall|EvaluateScript|v8\.compile|V8\.CompileCode|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.run|ParseHTML)$/,
};

/**
 * Taps a relay's hole as a finger would (the browser's own input events, so
 * hover and active states and hit testing are in it), traces the main thread
 * until the board's data-busy is false again and prints the longest task
 * (wall time at RATE x) and what filled it.
 */
async function tapTrace(context, url) {
  console.log(
    `\nA tap on a long relay, CPU slowed ${RATE}x (Emulation.setCPUThrottlingRate), main-thread trace` +
      `${BUSY ? `, ${BUSY} spinning process${BUSY > 1 ? 'es' : ''} beside it` : ''}:`,
  );
  const spinners = Array.from({ length: BUSY }, () =>
    spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }),
  );
  const notOurs = new Set(spinners.map((c) => c.pid));
  try {
    for (const { pos, hole } of TAPS) await tapRuns(context, url, pos, hole, notOurs);
  } finally {
    for (const c of spinners) c.kill();
  }
}

/**
 * The mean wall-clock length (ms) of the tasks that painted a frame: the
 * frames' own pace, to read a run's longest task against.
 * @param {{ ts: number, dur: number }[]} tasks the main thread's outermost tasks, in time order
 * @param {{ name: string, ts: number }[]} main the main thread's complete events
 */
function meanFrame(tasks, main) {
  const frames = new Set();
  for (const e of main) {
    if (e.name !== 'Paint') continue;
    let lo = 0;
    let hi = tasks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (tasks[mid].ts <= e.ts) lo = mid;
      else hi = mid - 1;
    }
    const task = tasks[lo];
    if (task && task.ts <= e.ts && e.ts <= task.ts + task.dur) frames.add(task);
  }
  return [...frames].reduce((sum, e) => sum + e.dur, 0) / 1000 / Math.max(1, frames.size);
}

async function tapRuns(context, url, pos, hole, notOurs) {
  console.log(`  ${hole} of ${pos}:`);
  const longests = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, cdp } = await newPage(context);
    await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('normal')));
    await page.goto(`${url}#pos=${pos}`);
    // Waited for with plain evaluations: playwright's waitForFunction and
    // locators put its injected script in the page, whose capture listeners
    // for pointer and mouse events would run in the tap's task.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () => {
            const board = document.getElementById('board');
            if (performance.getEntriesByName('hoyito-ready').length && board?.dataset.busy === 'false') resolve();
            else setTimeout(check, 50);
          };
          check();
        }),
    );
    await settled(page); // the parts loaded right after the board is playable (animation, move list)
    const box = await page.evaluate((h) => {
      const r = document.querySelector(`[data-hole="${h}"]`).getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }, hole);
    await page.evaluate(() => {
      const board = document.getElementById('board');
      window.__shown = new Promise((resolve) => {
        let busy = false;
        new MutationObserver((_, watch) => {
          if (board.dataset.busy === 'true') busy = true;
          else if (busy) {
            watch.disconnect();
            performance.mark('shown');
            // The move is on the screen once the frame after it is drawn:
            // the settling task's end and that frame's style, layout and
            // paint (a new shape of the board, say) are measured too.
            // A message posted in that frame's callback is a task of its own after the frame.
            const after = new MessageChannel();
            after.port1.onmessage = () => {
              performance.mark('painted');
              resolve();
            };
            requestAnimationFrame(() => after.port2.postMessage(null));
          }
        }).observe(board, { attributes: true, attributeFilter: ['data-busy'] });
      });
    });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'toplevel',
          'devtools.timeline',
          'blink.user_timing',
          'v8.execute',
          ...(process.env.TRACE_CATS?.split(',') ?? []),
        ],
      },
      transferMode: 'ReportEvents',
    });
    const loop = hostLoop();
    const before = cpuTicks(notOurs);
    await page.mouse.click(box.x, box.y);
    await page.evaluate(() => window.__shown); // awaits a promise: no polling in the page
    const busy = others(before, cpuTicks(notOurs));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
    if (process.env.TRACE) fs.writeFileSync(`${process.env.TRACE}-${hole}-${run + 1}.json`, JSON.stringify(events));
    // The tap: the browser's own dispatch of its pointerdown (a listener of ours would add to the task it measures).
    const tap = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
    const shown = events.find((e) => e.name === 'shown');
    const painted = events.find((e) => e.name === 'painted');
    const main = events.filter((e) => e.pid === tap.pid && e.tid === tap.tid && e.ph === 'X');
    // A task may be traced as a begin and an end event rather than one complete event.
    const open = [];
    for (const e of events.filter((o) => o.pid === tap.pid && o.tid === tap.tid && /RunTask$/.test(o.name))) {
      if (e.ph === 'B') open.push(e);
      else if (e.ph === 'E' && open.length) {
        const b = open.pop();
        main.push({ ...b, ph: 'X', dur: e.ts - b.ts, tdur: (e.tts ?? b.tts) - b.tts });
      }
    }
    const all = main.filter((e) => /RunTask$/.test(e.name) && e.ts + e.dur >= tap.ts && e.ts <= painted.ts);
    const tasks = all
      .filter((e) => !all.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur))
      .sort((a, b) => a.ts - b.ts);
    const own = tasks.find((e) => e.ts <= tap.ts && e.ts + e.dur >= tap.ts);
    const longest = tasks.reduce((a, e) => (e.dur > a.dur ? e : a), { dur: 0 });
    const over = tasks.filter((e) => e.dur > 50000).length;
    const inside = main.filter((e) => e !== longest && e.ts >= longest.ts && e.ts + e.dur <= longest.ts + longest.dur);
    const parts = Object.entries(KIND)
      .map(([kind, re]) => {
        // Outermost events of a kind only, so nested ones are not counted twice.
        const of = inside.filter((e) => re.test(e.name));
        const outer = of.filter(
          (e) => !of.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
        );
        const ms = outer.reduce((s, e) => s + e.dur, 0) / 1000;
        return ms >= 0.5 ? `${kind} ${ms.toFixed(0)}` : '';
      })
      .filter(Boolean);
    const ms = (e) => ((e?.dur ?? 0) / 1000).toFixed(0);
    // Thread time: the throttled thread's own time (the slowdown is spent
    // on it), less swollen than the wall clock when other work shares the cores.
    const cpu = tasks.reduce((a, e) => (e.tdur > a.tdur ? e : a), { tdur: 0 });
    const after = tasks.reduce((a, e) => (e !== own && e.dur > a.dur ? e : a), { dur: 0 });
    const afterCpu = Math.max(0, ...tasks.filter((e) => e !== own).map((e) => e.tdur ?? 0));
    console.log(
      `    run ${run + 1} (load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}): longest task ${ms(longest)} ms` +
        `${longest === own ? ' (the tap)' : ''} [${parts.join(', ')} ms], the tap's ${ms(own)} ms (${((own?.tdur ?? 0) / 1000).toFixed(0)} of thread time), the longest after it ${ms(after)} ms (${(afterCpu / 1000).toFixed(0)} ms of thread time at most), ` +
        `${over} of ${tasks.length} over 50 ms; longest in thread time ${(cpu.tdur / 1000).toFixed(0)} ms` +
        `${cpu === own ? ' (the tap)' : ''}; ${((shown.ts - tap.ts) / 1e6).toFixed(1)} s; ${busy}; ` +
        `a frame ${meanFrame(tasks, main).toFixed(1)} ms on average, the host's loop ${loop.toFixed(0)} ms   (goal <= 50 ms)`,
    );
    longests.push(longest.dur / 1000);
  }
  console.log(
    `    ${hole}, ${RUNS} runs: longest task median ${median(longests).toFixed(0)} ms, at most ${Math.max(...longests).toFixed(0)}, ` +
      `over 50 ms in ${longests.filter((ms) => ms > 50).length}   (goal: none)`,
  );
}

/** DOM nodes and JS heap after a full GC (CDP Performance metrics). */
async function footprint(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((m) => m.name === name).value;
  return { nodes: get('Nodes'), heap: get('JSHeapUsedSize') };
}

// Waits (at most 10 s) for the dialog with this id to be open. Asked in the
// page: playwright's selector calls leave its 330 KB script in the page's heap.
function shown(page, id) {
  return page.evaluate(
    (dialog) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        const check = () =>
          document.getElementById(dialog)?.open || performance.now() - t0 > 10000
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
    id,
  );
}

// Resolves once the page has been idle and fetched nothing for half a second.
function settled(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let count = -1;
        const check = () => {
          const now = performance.getEntriesByType('resource').length;
          if (now === count) resolve();
          else {
            count = now;
            requestIdleCallback(() => setTimeout(check, 500));
          }
        };
        check();
      }),
  );
}

async function growth(context, url) {
  const { page, cdp } = await newPage(context);
  await page.addInitScript(() => {
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    localStorage.setItem('hoyito.newGame', JSON.stringify({ variant: 'II', n: 12, clockwise: false, starts: 'S' }));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle'); // what loads after the board is playable has loaded
  await cdp.send('Performance.enable');
  let first = null;
  let half = null;
  let played = 0;
  let seed = 7;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  while (played < MOVES) {
    const legal = await page.evaluate(() =>
      [...document.querySelectorAll('#board .hole.legal')].map((h) => h.dataset.hole),
    );
    if (!legal.length) {
      // The game is over: its next game (a match) or a new one, and play on.
      // The game-over dialog joins the page when a game first ends (dialogs.js).
      await shown(page, 'over-dialog');
      const next = await page.evaluate(() => {
        const d = document.getElementById('over-dialog');
        if (!d?.open) return null;
        const b = document.getElementById('next-game');
        return b && !b.hidden && !b.disabled ? '#next-game' : '#over-new';
      });
      if (!next) throw new Error('no legal move and no game-over dialog');
      await page.evaluate((sel) => document.querySelector(sel).click(), next);
      if (next === '#over-new') {
        await shown(page, 'new-dialog');
        await page.evaluate(() => document.getElementById('new-start').click());
      }
      await idle(page);
      continue;
    }
    // As a tap sends them: a pointerdown (the page's first sign of a player) and a click.
    await page.evaluate(
      (hole) => {
        const target = document.querySelector(`[data-hole="${hole}"]`);
        target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      },
      legal[Math.floor(rnd() * legal.length)],
    );
    await idle(page);
    played++;
    if (played === 1) {
      await settled(page); // what the first press asks for (the dialogs, the Game panel) has loaded
      first = await footprint(cdp);
    }
    if (played === Math.floor(MOVES / 2)) half = await footprint(cdp);
  }
  const last = await footprint(cdp);
  await page.close();
  const ratio = (a, b) => `x${(b / a).toFixed(2)}`;
  console.log(`\nAfter 1 move, ${Math.floor(MOVES / 2)} and ${played} moves on 2x12 (instant speed, after a GC):`);
  console.log(
    `  DOM nodes ${first.nodes} -> ${half.nodes} -> ${last.nodes} (${ratio(first.nodes, last.nodes)}), ` +
      `JS heap ${kb(first.heap)} -> ${kb(half.heap)} -> ${kb(last.heap)} (${ratio(first.heap, last.heap)})   (goal <= x1.1)`,
  );
  console.log(
    `  from ${Math.floor(MOVES / 2)} to ${played} moves: DOM nodes ${ratio(half.nodes, last.nodes)}, JS heap ${ratio(half.heap, last.heap)}` +
      ' (the first moves also make V8 compile the hot code)',
  );
}

async function firstReply(context, url) {
  const start = 'II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  const out = [];
  for (const wait of [0, 2000]) {
    const { page } = await newPage(context);
    await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
    await page.goto(`${url}#pos=${start}&ai-level=${MASTER}&ai-side=N`);
    await ready(page);
    await page.waitForTimeout(wait);
    const t0 = await page.evaluate(() => performance.now());
    await page.dispatchEvent('[data-hole="S3"]', 'click');
    await page.waitForFunction(() => /[#&]moves=\d+\.\d+/.test(location.hash), null, { timeout: 60000, polling: 50 });
    const t1 = await page.evaluate(() => performance.now());
    await page.close();
    out.push(`${wait ? `${wait / 1000} s after playable` : 'at once'} ${((t1 - t0) / 1000).toFixed(2)} s`);
  }
  console.log(
    `\nFirst reply at Master (level ${MASTER}) on a fresh page, click to its move: ${out.join(', ')}   (goal <= 1.5 s)`,
  );
}

main().catch((e) => {
  console.error(`measure-page: ${e.message}`);
  process.exit(1);
});
