// measure-archive.mjs - the archive (web/js/game/archive.js) at its bound: 1,000 finished
// games of one random 2x6 game with a review each.
//   node tools/bench/measure-archive.mjs            over an in-memory storage: the characters
//                                                   kept, the time of list() and of a write that makes room
//   node tools/bench/measure-archive.mjs --browser  in Chromium (the built page, as the browser
//                                                   tests serve it): the Games screen's redraw (a
//                                                   filter changed, and the layout it needs) with the
//                                                   1,000 games, `--runs` (7) redraws timed; in turn with
//                                                   those, when the page keeps an index, redraws with the
//                                                   index key removed before each (every entry read).
//   HOYITO_WEB=DIR HOYITO_SRC=DIR2 measure another build of the page (tests/browser/harness.mjs)
import { createArchive, memoryStorage, newGameId } from '../../web/js/game/archive.js';
import { loadRecordsTestEngine } from '../../tests/node/helpers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const e = await loadRecordsTestEngine();
// A real-size game: random moves of a 2x6 Hoyito I game to its end, with a review's results.
const pos = e.startPosition({ variant: 'I', n: 6 });
let seed = 1;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const g = e.newGame(pos);
const moves = [];
while (!g.snapshot().over) {
  const l = g.snapshot().legal;
  const m = l[Math.floor(rnd() * l.length)];
  g.play(m);
  moves.push(m);
}
const base = {
  pos,
  moves,
  at: moves.length,
  kind: 'computer',
  level: 3,
  side: 'N',
  variant: 'I',
  n: 6,
  result: 'S',
  finished: true,
  score: [30, 18],
  review: { margin: moves.map((_, k) => k % 7), kind: moves.map(() => 'good'), better: moves.map(() => 0) },
};
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

if (!process.argv.includes('--browser')) {
  const storage = memoryStorage();
  const a = createArchive({ storage });
  for (let k = 0; k < 1000; k++) a.put({ ...base, id: newGameId(), started: 1e12 + k, updated: 1e12 + k });
  let chars = 0;
  for (let i = 0; i < storage.length; i++) chars += storage.key(i).length + storage.getItem(storage.key(i)).length;
  const t0 = performance.now();
  const n = a.list().length;
  const t1 = performance.now();
  const r = a.put({ ...base, id: newGameId(), started: 2e12, updated: 2e12 });
  const t2 = performance.now();
  const fresh = createArchive({ storage });
  const t3 = performance.now();
  const shown = (fresh.summaries?.() ?? fresh.list()).length;
  const t4 = performance.now();
  console.log({
    plies: moves.length,
    games: n,
    chars,
    perGame: Math.round(chars / n),
    listMs: +(t1 - t0).toFixed(1),
    putWhenFullMs: +(t2 - t1).toFixed(1),
    evicted: r.evicted.length,
    screenListMs: +(t4 - t3).toFixed(1),
    screenListed: shown,
  });
} else {
  const { launch, waitIdle } = await import('../../tests/browser/harness.mjs');
  const runs = Number(arg('runs', 7));
  const env = await launch();
  try {
    const page = await env.newPage();
    await page.goto(env.url);
    await page.evaluate((entry) => {
      localStorage.clear();
      localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
      localStorage.setItem('hoyito.learnOffer', 'true');
      for (let k = 0; k < 1000; k++) {
        const id = `bench${k}`;
        localStorage.setItem(
          `hoyito.archive.${id}`,
          JSON.stringify({ ...entry, id, started: 1.7e12 + k * 1000, updated: 1.7e12 + k * 1000 }),
        );
      }
    }, base);
    await page.goto(env.url);
    await waitIdle(page);
    await page.click('#games-open');
    await page.waitForSelector('#games-dialog[open]');
    // One redraw: the filter changed (render() runs in the change event), then the layout it needs.
    const redraw = (dropIndex) =>
      page.evaluate((drop) => {
        const select = document.getElementById('games-state');
        if (drop) localStorage.removeItem('hoyito.archiveIndex');
        const t0 = performance.now();
        select.value = select.value === 'finished' ? 'all' : 'finished';
        select.dispatchEvent(new Event('change'));
        void document.getElementById('games-list').offsetHeight;
        return { ms: performance.now() - t0, rows: document.querySelectorAll('#games-list .games-item').length };
      }, dropIndex);
    // The two ways taken in turn, so that both meet the same load.
    const hasIndex = (await page.evaluate(() => localStorage.getItem('hoyito.archiveIndex'))) !== null;
    const ways = hasIndex
      ? [
          ['redraw', false],
          ['redrawIndexRemoved', true],
        ]
      : [['redraw', false]];
    const result = { games: 1000, plies: moves.length, index: hasIndex };
    for (const [name] of ways) result[name] = { times: [] };
    for (let k = 0; k < runs; k++) {
      for (const [name, drop] of ways) {
        const r = await redraw(drop);
        result[name].times.push(+r.ms.toFixed(1));
        result[name].rows = r.rows;
      }
    }
    for (const [name] of ways) result[name].medianMs = median(result[name].times);
    console.log(JSON.stringify(result, null, 1));
    if (env.errors.length) console.log('page errors:', env.errors);
  } finally {
    await env.close();
  }
}
