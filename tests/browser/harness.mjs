// harness.mjs - shared helpers for the browser tests (not a test file itself).
// Starts the static server on a free port, launches Debian's Chromium through
// playwright-core with a throwaway profile (never downloads a browser), and
// collects console errors and uncaught exceptions so every test can assert none.
// The tests play the built page (dist/web, what users get), rebuilt first when
// a source is newer (tools/build/build.mjs). HOYITO_WEB=src runs them on the sources
// in web/ instead, for debugging; HOYITO_WEB=DIR on a page built elsewhere
// (HOYITO_SRC=DIR names its sources). Files the built page does not have
// (engine/engine.js, engine/ai.js...) are served from the sources, for the tests' own
// imports: the referee, tests of one module.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/dev/serve.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The sources. */
export const WEB = path.resolve(ROOT, process.env.HOYITO_SRC || 'web');
const mode = process.env.HOYITO_WEB || 'dist';
/** What the tests serve: the built page, or the sources. */
export const SITE = mode === 'src' ? WEB : mode === 'dist' ? path.join(ROOT, 'dist', 'web') : path.resolve(mode);
export const BUILT = SITE !== WEB;

/** The newest modification time of the files under `dir`. */
function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return t;
}

// The built page is rebuilt when a source changed since (node --test runs
// each file in its own process, one after another: the first one builds).
if (mode === 'dist' && fs.existsSync(path.join(WEB, 'engine', 'gen', 'hoyito.wasm'))) {
  const stamp = path.join(SITE, 'gen', 'precache.js');
  if (!fs.existsSync(stamp) || newest(WEB) > fs.statSync(stamp).mtimeMs) {
    const { build } = await import('../../tools/build/build.mjs');
    await build({ web: WEB, out: path.dirname(SITE) });
  }
}
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What page.route() needs to catch the file that serves the source `file`
 * (relative to web/): a glob for itself with HOYITO_WEB=src, else a RegExp
 * for its built copy assets/NAME-HASH.EXT (the engine's .wasm, the worker,
 * each module the page imports with import()).
 */
export function routeOf(file) {
  if (!BUILT) return `**/${file}`;
  const { name, ext } = path.posix.parse(file);
  const quote = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/assets/${quote(name)}-[A-Z0-9]{8}${quote(ext)}$`);
}

/** Whether the things a browser test needs are present (so a test can say why it skips). */
export function missingPrerequisites() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push(`${CHROMIUM} (run tools/setup.sh)`);
  if (!fs.existsSync(path.join(WEB, 'engine', 'gen', 'hoyito.wasm')))
    missing.push('web/engine/gen/hoyito.wasm (run tools/build/build-wasm.sh)');
  else if (!fs.existsSync(path.join(SITE, 'index.html')))
    missing.push(`${SITE}/index.html (run node tools/build/build.mjs)`);
  return missing;
}

/**
 * Starts the server (on `root`, default SITE, with the sources behind it) and a browser. Returns
 * { url, server, context, newPage, errors, close }.
 * newPage(viewport) opens a page whose console errors and page errors land in `errors`.
 */
export async function launch({
  viewport = { width: 1280, height: 800 },
  reducedMotion = 'no-preference',
  root = SITE,
  // The offline cache would answer requests that tests route or block: only
  // the offline tests let the service worker in.
  serviceWorkers = 'block',
  // A newcomer's first visit asks how to play (page/welcome.js): the tests
  // open the page as a returning visitor unless they ask for a first visit.
  firstVisit = false,
  ...more
} = {}) {
  const { server, url } = await startServer(root, 0, { fallback: root === WEB ? [] : [WEB] });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-chromium-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport,
      reducedMotion,
      serviceWorkers,
      ...more,
    });
  } catch (e) {
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
    throw e;
  }
  await context.addInitScript(logWorkers);
  if (!firstVisit) {
    await context.addInitScript(() => {
      try {
        if (localStorage.getItem('hoyito.welcome') === null) localStorage.setItem('hoyito.welcome', '"device"');
      } catch {
        /* no storage here (about:blank, a refusing test): nothing to answer */
      }
    });
  }
  const errors = [];
  const watch = (page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url || page.url()})`);
    });
    page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
    return page;
  };
  for (const p of context.pages()) watch(p);
  return {
    url,
    server,
    context,
    errors,
    async newPage(size) {
      const page = watch(await context.newPage());
      if (size) await page.setViewportSize(size);
      return page;
    },
    async close() {
      await context.close().catch(() => {});
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Runs in every page before its own scripts: each Worker's requests (messages
 * with an id: the search worker's protocol, web/engine/ai.js) are counted
 * open until answered or until the worker is terminated, so a test waits
 * for the page's searches to be over (workersSettled) instead of for a time.
 */
function logWorkers() {
  const Native = globalThis.Worker;
  if (!Native || globalThis.__hoyitoWorkers) return;
  const log = { sent: 0, settled: 0 };
  globalThis.__hoyitoWorkers = log;
  globalThis.Worker = class extends Native {
    #open = new Set();
    constructor(...args) {
      super(...args);
      // Added before the page's own onmessage: counted before the page sees the answer.
      this.addEventListener('message', ({ data }) => {
        if (data && this.#open.delete(data.id)) log.settled++;
      });
    }
    postMessage(message, ...rest) {
      if (message && message.id != null && !this.#open.has(message.id)) {
        this.#open.add(message.id);
        log.sent++;
      }
      return super.postMessage(message, ...rest);
    }
    terminate() {
      log.settled += this.#open.size;
      this.#open.clear();
      return super.terminate();
    }
  };
}

/**
 * Watches the sowing note (.sow-note in #fly-layer) while it shows: each
 * time it changes, window.shown counts up and window.overlaps gets a line for
 * every element of `others` (a selector) whose box meets the note's.
 */
export function watchSowNote(page, others) {
  return page.evaluate((sel) => {
    window.overlaps = [];
    window.shown = 0;
    const layer = document.getElementById('fly-layer');
    const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    new MutationObserver(() => {
      const note = layer.querySelector('.sow-note:not([hidden])');
      if (!note) return;
      window.shown++;
      const box = note.getBoundingClientRect();
      for (const other of document.querySelectorAll(sel))
        if (meets(box, other.getBoundingClientRect()))
          window.overlaps.push(
            `"${note.textContent}" at ${Math.round(box.top)}..${Math.round(box.bottom)} over ${other.className.baseVal ?? other.className} ${other.dataset.hole ?? ''}`,
          );
    }).observe(layer, { subtree: true, childList: true, characterData: true, attributes: true });
  }, others);
}

/** An init script (page.addInitScript): every search request the page posts to a worker, counted in window.searches. */
export function countSearches() {
  window.searches = 0;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.action === 'search') window.searches++;
    return post.call(this, message, ...rest);
  };
}

/** The page's worker requests so far: { sent, settled } (logWorkers). */
export function workerRequests(page) {
  return page.evaluate(() => ({ ...globalThis.__hoyitoWorkers }));
}

/**
 * Waits until every request the page sent a worker is answered or dropped
 * (its worker ended), then until the board is still: what the page does
 * with an answer has been done, so "nothing more came" can be asserted.
 */
export async function workersSettled(page, timeout = 60000) {
  await page.waitForFunction(
    () => {
      const log = globalThis.__hoyitoWorkers;
      return !log || log.sent === log.settled;
    },
    null,
    { timeout, polling: 'raf' },
  );
  await waitIdle(page, timeout);
}

/** Opens the game page and waits until the board can be played. */
export async function openGame(env, { speed = 'instant', size } = {}) {
  const page = await env.newPage(size);
  if (speed) {
    await page.addInitScript((s) => localStorage.setItem('hoyito.speed', JSON.stringify(s)), speed);
  }
  await page.goto(env.url);
  await waitIdle(page);
  return page;
}

/**
 * A page of `env` at `size` on a fresh store: the store is cleared (unless
 * `keep`), the speed set to instant and each key of `store` set to its value
 * (as JSON) before the page loads; then `base` (the page, or embed.html) is
 * opened at `hash`, in `lang` (null: the browser's), and waited for until
 * the board is still. `init`: a script (a function or its text) the page
 * (and the first load, which only sets the store) runs before its own
 * (page.addInitScript). `raw`: keys set to their string as it is (damaged
 * values too); `before(page)`: called before the first load (a listener).
 */
export async function freshPage(
  env,
  hash = '',
  { lang = 'en', size, keep = false, store = {}, raw = {}, init = null, base = '', before = null } = {},
) {
  const page = await env.newPage(size);
  if (before) await before(page);
  if (init) await page.addInitScript(init);
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`); // the origin, to set its storage before the page loads
  await page.evaluate(
    ({ k, s, r }) => {
      if (!k) localStorage.clear();
      localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
      for (const [key, value] of Object.entries(s)) localStorage.setItem(key, JSON.stringify(value));
      for (const [key, value] of Object.entries(r)) localStorage.setItem(key, value);
    },
    { k: keep, s: store, r: raw },
  );
  await page.goto(`${env.url}${base}${lang ? `?lang=${lang}` : ''}${hash}`);
  await waitIdle(page);
  return page;
}

/** Waits until no move is animating (data-busy="false" on the board) and the move list is drawn. */
export function waitIdle(page, timeout = 60000) {
  return page.waitForFunction(
    () => {
      const b = document.getElementById('board');
      // The move list (moves-list.js) joins the page just after the board: drawn once, it follows every draw.
      const list = document.getElementById('moves');
      return b && b.dataset.busy === 'false' && b.dataset.position !== '' && (!list || list.firstChild);
    },
    null,
    { timeout, polling: 'raf' },
  );
}

/**
 * Waits until the board's data-position is no longer `position`: a tap's move
 * is played in the task after the tap's (docs/architecture.md, the hooks).
 */
export function positionLeft(page, position, timeout = 60000) {
  return page.waitForFunction((p) => document.getElementById('board').dataset.position !== p, position, { timeout });
}

/** Presses Hint and waits for its answer: the hint line shown, no longer thinking, with words. */
export async function askHint(page, timeout = 30000) {
  await page.click('#hint');
  await page.waitForFunction(
    () => {
      const line = document.getElementById('hint-line');
      return !line.hidden && !line.classList.contains('thinking') && line.textContent !== '';
    },
    null,
    { timeout },
  );
}

/** What the page shows: every hole's and pile's count, the position, the legal holes. */
export function readBoard(page) {
  return page.evaluate(() => {
    const board = document.getElementById('board');
    const holes = {};
    for (const h of board.querySelectorAll('[data-hole]')) {
      holes[h.dataset.hole] = { count: Number(h.dataset.count), closed: h.dataset.closed === 'true' };
    }
    const stores = {};
    for (const s of document.querySelectorAll('[data-store]')) stores[s.dataset.store] = Number(s.dataset.count);
    const legal = [...board.querySelectorAll('.hole.legal')].map((h) => h.dataset.hole);
    return {
      position: board.dataset.position,
      busy: board.dataset.busy,
      holes,
      stores,
      legal,
      status: document.querySelector('[data-testid="status"]').textContent.trim(),
    };
  });
}

/**
 * A referee: a second page on the same origin with its own engine instance,
 * independent of the page under test. It replays the moves the test makes and
 * says what the position must be.
 */
export async function openReferee(env) {
  const page = await env.newPage();
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`); // any page of the origin will do: we only need it to import from
  await page.evaluate(async () => {
    const { loadEngine } = await import('/engine/engine.js');
    window.referee = { engine: await loadEngine(), game: null };
  });
  return {
    page,
    start(text) {
      return page.evaluate((t) => {
        if (window.referee.game) window.referee.game.free();
        window.referee.game = window.referee.engine.newGame(t);
        return window.referee.game.position;
      }, text);
    },
    call(fn, arg) {
      return page.evaluate(fn, arg);
    },
    /** Plays a move; returns { position, state, legal }. */
    play(move) {
      return page.evaluate((m) => {
        const g = window.referee.game;
        g.play(m);
        const s = g.snapshot();
        return { position: s.position, state: s, legal: s.legal, matchWinner: s.matchWinner };
      }, move);
    },
    snapshot() {
      return page.evaluate(() => {
        const g = window.referee.game;
        const s = g.snapshot();
        return { position: s.position, state: s, legal: s.legal, matchWinner: s.matchWinner };
      });
    },
    undo() {
      return page.evaluate(() => window.referee.game.undo());
    },
    redo() {
      return page.evaluate(() => window.referee.game.redo() !== null);
    },
    nextGame() {
      return page.evaluate(() => window.referee.game.nextGame());
    },
  };
}

export { prng } from '../prng.mjs';

/** Starts a new game through the dialog. options: { variant, n, clockwise, starts }. */
export async function newGameViaDialog(page, { variant = 'I', n = 6, clockwise = false, starts = 'S' } = {}) {
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.evaluate(() => {
    document.getElementById('new-more').open = true;
  }); // size, direction, who starts
  await page.check(`#new-form input[name="variant"][value="${variant}"]`);
  await page.selectOption('#new-form select[name="n"]', String(n));
  await page.check(`#new-form input[name="direction"][value="${clockwise ? 'cw' : 'ccw'}"]`);
  await page.check(`#new-form input[name="starts"][value="${starts}"]`);
  await page.click('#new-start');
  await page.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
  await waitIdle(page);
}

/**
 * Waits until what the page fetches after the board (the move list, hints,
 * narration, sound, the learn offer or the first-visit sheet) has settled:
 * body[data-started] (main.js startLater). Nothing joins the page unasked after.
 */
export function startedUp(page, timeout = 60000) {
  return page.waitForSelector('body[data-started]', { state: 'attached', timeout });
}

/**
 * A fresh page of `env` at `position` (in English, moves instant) with
 * Analyse open and its rows drawn from a search that has settled.
 */
export async function openAnalysis(env, position, timeout = 120000) {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=en#pos=${position}`);
  await waitIdle(page);
  await page.click('#analyse');
  await workersSettled(page, timeout);
  await page.waitForFunction(() => document.querySelectorAll('#analysis .analysis-list li').length > 0, null, {
    timeout,
  });
  return page;
}

/**
 * What Analyse shows: its verdict (null when hidden), its whole text, and
 * each row's hole (a number), source, exact (a boolean), best, num and words.
 */
export function readAnalysis(page) {
  return page.evaluate(() => {
    const verdict = document.querySelector('#analysis .analysis-verdict');
    return {
      verdict: verdict.hidden ? null : verdict.textContent,
      text: document.getElementById('analysis').textContent,
      rows: [...document.querySelectorAll('#analysis .analysis-list li')].map((li) => ({
        hole: Number(li.dataset.hole),
        source: li.dataset.source,
        exact: li.dataset.exact === 'true',
        best: li.classList.contains('best'),
        num: li.querySelector('.an-num').textContent,
        words: li.querySelector('.an-words').textContent,
      })),
    };
  });
}

/** A final margin as the analysis writes it: +8, 0, -8. */
export const signed = (m) => (m > 0 ? `+${m}` : String(m));

/** A final margin in the words of an exact value, in English. */
export const exactWords = (m) =>
  m === 0
    ? 'a draw with best play (exact)'
    : `${m > 0 ? 'wins' : 'loses'} by ${Math.abs(m)} seeds with best play (exact)`;

/**
 * Analyse's rows at `position` against `want`, each legal move's final
 * margin known elsewhere (NaN: not settled there): a row for each move, a
 * row not exact never says "exact", and an exact one has that margin.
 */
export function checkExactRows(position, rows, want) {
  assert.equal(rows.length, Object.keys(want).length, `${position}: a row a legal move`);
  for (const r of rows) {
    const where = `${position}, hole ${r.hole}: ${JSON.stringify(r)}`;
    if (!r.exact) {
      // An estimate, a bound, or a value the search proved with the repetition rule along its path.
      assert.doesNotMatch(r.words, /exact/, where);
      continue;
    }
    assert.match(r.words, /\(exact\)$/, where);
    assert.ok(!Number.isNaN(want[r.hole]), `${where}: exact in the page, not settled by the native solver`);
    assert.equal(r.num, signed(want[r.hole]), where);
  }
}

/** Waits until the page has drawn `n` more animation frames: what a change laid out is painted. */
export function frames(page, n = 2) {
  return page.evaluate(
    (count) =>
      new Promise((resolve) => {
        const next = () => (--count > 0 ? requestAnimationFrame(next) : resolve());
        requestAnimationFrame(next);
      }),
    n,
  );
}

const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

export const AXE_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The serious and critical axe-core violations of `rules` (by default WCAG
 * 2.0-2.2 A/AA and best practice) on the page as it is now, as "rule: help
 * (targets)" lines.
 */
export async function axeViolations(page, rules = AXE_RULES) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (runOnly) => {
    const r = await window.axe.run(document, { runOnly });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')})`,
      );
  }, rules);
}

/**
 * The set-up most test files share: skipped (with the reason) when Chromium
 * or the build is missing; otherwise a browser launched before the tests
 * (launch options as launch()), a referee opened if asked, and both closed
 * after. bind({ env, referee }) hands them to the file once they exist.
 * Returns the skip reason, or false.
 */
export function useBrowser({ referee = false, ...options } = {}, bind = () => {}) {
  const missing = missingPrerequisites();
  const skip = missing.length ? `missing ${missing.join(', ')}` : false;
  let env = null;
  before(async () => {
    if (skip) return;
    env = await launch(options);
    bind({ env, referee: referee ? await openReferee(env) : null });
  });
  after(async () => {
    if (env) await env.close();
  });
  return skip;
}
