// wasm-browser.mjs - bench-wasm.mjs's wasm builds in headless Chromium
// (Debian's /usr/bin/chromium, or $CHROMIUM, through playwright-core; never
// a downloaded browser), where players run the search: one dedicated worker
// a build (bench-wasm-worker.js), each loading web/engine/engine-search.js
// and the build's hoyito-ai.wasm over http from a server of its own (a
// .wasm cannot be fetched from file:).
//
// Time: the worker's performance.now() around the search (wall clock), and
// the CPU time of the worker's thread, read from outside: Linux's
// /proc/PID/task/TID/schedstat of the thread Chromium names
// "DedicatedWorker" that appeared in a descendant of this process when the
// worker started (V8's compiler threads do not count, as in Node's
// measurement). Where that thread cannot be found, cpuMs is null.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { mimeType } from '../dev/serve.mjs';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

// The server: web/engine/ at /engine/, this folder's worker at /bench/, the
// build gens[K] at /gen/K/hoyito-ai.wasm, an empty page at /.
function serve(root, gens) {
  const files = (rel) => {
    if (rel === '/') return null;
    if (rel === '/bench/bench-wasm-worker.js') return path.join(root, 'tools/bench/bench-wasm-worker.js');
    const gen = /^\/gen\/(\d+)\/hoyito-ai\.wasm$/.exec(rel);
    if (gen) return gens[+gen[1]] && path.join(gens[+gen[1]], 'hoyito-ai.wasm');
    if (/^\/engine\/[\w/.-]+\.js$/.test(rel) && !rel.includes('..')) return path.join(root, 'web', rel);
    return undefined;
  };
  const server = http.createServer((req, res) => {
    const rel = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const file = files(rel);
    if (file === null) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>bench-wasm</title>');
    }
    fs.readFile(file ?? '', (err, body) => {
      if (err) {
        res.writeHead(404);
        return res.end();
      }
      res.writeHead(200, { 'Content-Type': mimeType(file ?? ''), 'Cache-Control': 'no-cache' });
      res.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Every thread named `name` in the processes descending from this one: { pid, tid }.
function threadsNamed(name) {
  const children = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const visit = (pid) => {
    for (const child of children.get(pid) ?? []) {
      try {
        for (const tid of fs.readdirSync(`/proc/${child}/task`)) {
          if (fs.readFileSync(`/proc/${child}/task/${tid}/comm`, 'utf8').trim() === name)
            found.push({ pid: child, tid });
        }
      } catch {
        // gone meanwhile
      }
      visit(child);
    }
  };
  visit(String(process.pid));
  return found;
}

/** A thread's CPU time in ms (schedstat's first field, ns). */
function threadCpuMs({ pid, tid }) {
  return Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

// In the page: the workers, and ask(k, message), the answer of worker k.
function pageSetup() {
  const workers = [];
  Object.assign(globalThis, {
    startWorker(wasm) {
      workers.push(new Worker('/bench/bench-wasm-worker.js', { type: 'module' }));
      return globalThis.ask(workers.length - 1, { action: 'load', wasm });
    },
    ask(k, message) {
      return new Promise((resolve, reject) => {
        workers[k].onmessage = ({ data }) => (data.error ? reject(new Error(data.error)) : resolve(data));
        workers[k].onerror = (e) => reject(new Error(e.message || 'the worker failed to start'));
        workers[k].postMessage(message);
      });
    },
  });
}

/**
 * Chromium with a worker for each build in `gens` (folders holding
 * hoyito-ai.wasm). Returns { version, builds, close }, each build
 * { name, gen, cpu (whether its thread's CPU time is read), search(position, limits) }
 * where search resolves to { move, score, nodes, depth, wallMs, cpuMs }.
 */
export async function browserBuilds(root, gens) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (bash tools/setup.sh, or $CHROMIUM)`);
  const server = await serve(root, gens);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const close = async () => {
    await browser.close().catch(() => {});
    await new Promise((resolve) => server.close(resolve));
  };
  try {
    const page = await browser.newPage();
    page.on('pageerror', (err) => console.error(`chromium: ${err.message}`));
    await page.goto(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`);
    await page.evaluate(pageSetup);
    const ask = (k, message) => page.evaluate(([k_, m]) => globalThis.ask(k_, m), [k, message]);
    const builds = [];
    for (const [k, gen] of gens.entries()) {
      const before = new Set(threadsNamed('DedicatedWorker').map((t) => t.tid));
      await page.evaluate((wasm) => globalThis.startWorker(wasm), `/gen/${k}/hoyito-ai.wasm`);
      const fresh = threadsNamed('DedicatedWorker').filter((t) => !before.has(t.tid));
      const thread = fresh.length === 1 ? fresh[0] : null;
      const search = async (position, limits) => {
        await ask(k, { action: 'prepare', position });
        const cpu0 = thread && threadCpuMs(thread);
        const r = await ask(k, { action: 'search', limits });
        return { ...r, cpuMs: thread ? threadCpuMs(thread) - /** @type {number} */ (cpu0) : null };
      };
      builds.push({ name: path.join(gen, 'hoyito-ai.wasm'), gen, cpu: !!thread, search });
    }
    return { version: browser.version(), builds, close };
  } catch (e) {
    await close();
    throw e;
  }
}
