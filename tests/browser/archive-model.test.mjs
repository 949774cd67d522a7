// The archive against a model of it: seeded random sequences of what a
// player does (play a move, start a variation, promote or delete it, undo,
// reload, Back and Forward, a new game, reopen a game from the Games screen,
// open the game's own link, go on in a second tab, delete a game, the storage
// full for a while), and after every step: one entry per game, the entry of
// the game on the board equal to what the page shows, and no move lost (each
// game's entry holds its line as last shown). The model knows games by what
// the page shows, never by the archive's ids, so it judges any version of the
// page. A failing seed is printed; the seeds that failed once stay in FIXED.
// HOYITO_MODEL_SEEDS=1,2,3 and HOYITO_MODEL_STEPS=40 run others.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, waitIdle, readBoard, prng, freshPage } from './harness.mjs';

let env;
const skip = useBrowser({}, (b) => {
  env = b.env;
});

// Seeds that found a fault (kept as regression cases: on the page before one
// game had one identity, 1 lost a move kept while the storage was full and 3
// kept a game twice after a variation and Back), then another.
const FIXED = [1, 3];
const SEEDS = process.env.HOYITO_MODEL_SEEDS ? process.env.HOYITO_MODEL_SEEDS.split(',').map(Number) : [...FIXED, 2];
const STEPS = Number(process.env.HOYITO_MODEL_STEPS || 24);
// 2x4 and 2x5: games end within a few dozen steps. A new game starts from the start
// the board does not show (the link of the board's own start is its first move).
const STARTS = ['I:4,4,4,4/4,4,4,4:S:0,0', 'I:4,4,4,4,4/4,4,4,4,4:S:0,0'];
const COMPUTER = '&ai-level=1&ai-side=N';

// The store refuses the archive's writes, as full, while this tab's session says so.
const FULL = `{
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (this === localStorage && /^hoyito\\.archive\\./.test(String(key)) && sessionStorage.getItem('full') === '1')
      throw new DOMException('exceeded the quota', 'QuotaExceededError');
    return setItem.call(this, key, value);
  };
}`;

/** What the page shows: the game's start, its main line (the address names it), the opponent, whether it ended. */
async function shown(page) {
  await waitIdle(page);
  return page.evaluate(() => {
    const p = new URLSearchParams(location.hash.slice(1));
    const b = document.getElementById('board');
    return {
      pos: p.get('pos'),
      moves: p.get('moves') ? p.get('moves').split('.').map(Number) : [],
      kind: p.get('ai-level') ? `computer${p.get('ai-level')}${p.get('ai-side')}` : 'two',
      over: !b.querySelector('.hole.legal'),
    };
  });
}

/** Every archive entry in the store, as the model names games: start, line, opponent. */
function entries(page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('hoyito.archive.'))
      .map((k) => {
        const e = JSON.parse(localStorage.getItem(k));
        return {
          id: e.id,
          pos: e.pos,
          moves: e.moves,
          kind: e.kind === 'computer' ? `computer${e.level}${e.side}` : e.kind,
        };
      }),
  );
}

const keyOf = (g) => `${g.pos} ${g.moves.join('.')} ${g.kind}`;
const agree = (a, b) => a.every((m, k) => b[k] === undefined || b[k] === m) || b.every((m, k) => a[k] === m);

/** The Games screen opened (the board's game written first) and closed: its rows. */
async function listed(page) {
  await page.click('#games-open');
  await page.waitForSelector('#games-dialog[open]');
  const rows = await page.$$eval('#games-list .games-item', (items) =>
    items.map((li) => ({ id: li.dataset.game, what: li.querySelector('.games-what').textContent })),
  );
  rows.warning = (await page.isVisible('#games-warning')) ? await page.textContent('#games-warning') : '';
  await page.click('#games-close');
  await page.waitForSelector('#games-dialog:not([open])', { state: 'attached' });
  return rows;
}

/** One run: `steps` random actions from `seed`, the model checked after each. Throws with the seed and the steps. */
async function run(seed, steps) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  let page = await freshPage(env, `#pos=${STARTS[0]}`, { init: FULL, store: { 'hoyito.learnOffer': true } });
  const games = []; // the model: { pos, moves, kind, lines: Set of every main line it had, gone }
  let cur = null; // the game on the board
  const log = [];
  let told = false; // the storage's fault said in this page's visit

  // The game on the board after an action that keeps it (its line as the page shows it now).
  const same = async () => {
    const s = await shown(page);
    if (!cur) {
      cur = { ...s, lines: new Set(), gone: false };
      games.push(cur);
    }
    assert.equal(s.pos, cur.pos, 'the same game on the board');
    cur.moves = s.moves;
    cur.kind = s.kind;
    cur.lines.add(s.moves.join('.'));
  };
  // After an action that must show the same game with its line unchanged (a reload, its link, another tab).
  const unchanged = async (what) => {
    const s = await shown(page);
    assert.deepEqual(
      [s.pos, s.moves.join('.'), s.kind],
      [cur.pos, cur.moves.join('.'), cur.kind],
      `${what}: the game comes back as it was`,
    );
  };
  const fresh = async () => {
    const s = await shown(page);
    cur = { ...s, lines: new Set([s.moves.join('.')]), gone: false };
    games.push(cur);
  };
  // Back or Forward: the game the address goes to is one the model knows (by its start, opponent and a line it had).
  const known = async () => {
    const s = await shown(page);
    const line = s.moves.join('.');
    const fits = (g) =>
      g.pos === s.pos &&
      g.kind === s.kind &&
      (g.lines.has(line) ||
        agree(g.moves, s.moves) ||
        [...g.lines].some((l) => agree(l.split('.').map(Number), s.moves)));
    const found = (fits(cur) ? cur : null) ?? [...games].reverse().find((g) => g !== cur && !g.gone && fits(g));
    if (!found) {
      await fresh(); // an address of a game with no move yet
      return;
    }
    cur = found;
    cur.moves = s.moves;
    cur.lines.add(line);
  };

  async function play() {
    const { legal } = await readBoard(page);
    if (!legal.length) return false;
    await page.click(`[data-hole="${pick(legal)}"]`);
    await waitIdle(page);
    if (await page.isVisible('#branch-dialog')) await page.click(pick(['#branch-explore', '#branch-play-on']));
    if (await page.isVisible('#over-dialog')) await page.keyboard.press('Escape');
    await waitIdle(page);
    cur.gone = false;
    return true;
  }

  const actions = {
    async play() {
      if (!(await play())) return false;
      await same();
    },
    async newGame() {
      const computer = random() < 0.5;
      const start = STARTS.find((p) => p !== cur.pos); // the board's own start would only go to its first move
      await page.evaluate(
        (h) => {
          location.hash = h;
        },
        `#pos=${start}${computer ? COMPUTER : ''}`,
      );
      await page.waitForFunction(
        ([c, was]) => /ai-level/.test(location.hash) === c && !location.hash.includes(was),
        [computer, `pos=${cur.pos}`],
      );
      await fresh();
    },
    async undo() {
      if (!(await page.isEnabled('#undo'))) return false;
      await page.click('#undo');
      await same();
    },
    async variation() {
      const count = await page.$$eval('#moves button.move', (bs) => bs.filter((b) => !b.closest('.variation')).length);
      if (count < 2) return false;
      const k = 1 + Math.floor(random() * (count - 1));
      const i = await page.$$eval(
        '#moves button.move',
        (bs, k) => bs.map((b, i) => [b, i]).filter(([b]) => !b.closest('.variation'))[k - 1][1],
        k,
      );
      await page.locator('#moves button.move').nth(i).click();
      await waitIdle(page);
      if (!(await play())) return false;
      await same();
    },
    async promote() {
      if (!(await page.isVisible('.tree-promote'))) return false;
      await page.click('.tree-promote');
      await same();
    },
    async deleteVariation() {
      if (!(await page.isVisible('.tree-delete'))) return false;
      await page.click('.tree-delete');
      await same();
    },
    async reload() {
      told = false;
      await page.reload();
      await unchanged('reload');
    },
    async back() {
      const url = page.url();
      await page.goBack();
      if (page.url().includes('/engine/')) {
        await page.goForward(); // before the game page: not a step of the game
        await waitIdle(page);
      }
      if (page.url() === url) return false;
      await known();
    },
    async forward() {
      const url = page.url();
      await page.goForward();
      if (page.url() === url) return false;
      await known();
    },
    async ownLink() {
      const url = page.url();
      await page.goto('about:blank');
      told = false;
      await page.goto(url);
      await unchanged("the game's own link");
    },
    async secondTab() {
      const other = await env.newPage();
      await other.addInitScript(FULL);
      await other.goto(`${env.url}?lang=en`); // the game in progress comes back
      await page.close();
      page = other;
      told = false;
      await unchanged('another tab');
    },
    async reopen() {
      const rows = await listed(page);
      const stored = await entries(page);
      const choices = rows.filter((r) => stored.some((e) => e.id === r.id && e.kind !== 'import'));
      if (!choices.length) return false;
      const row = pick(choices);
      const entry = stored.find((e) => e.id === row.id);
      const game = games.find((g) => !g.gone && keyOf(g) === keyOf(entry));
      assert.ok(game, `the listed game ${keyOf(entry)} is one of the model's`);
      await page.click('#games-open');
      await page.waitForSelector('#games-dialog[open]');
      await page.click(`[data-game="${row.id}"] .games-open`);
      await page.waitForSelector('#games-dialog:not([open])', { state: 'attached' });
      cur = game;
      await unchanged('reopened from the Games screen');
    },
    async deleteGame() {
      const stored = await entries(page);
      const others = stored.filter((e) => keyOf(e) !== keyOf(cur));
      if (!others.length) return false;
      const e = pick(others);
      await page.click('#games-open');
      await page.waitForSelector('#games-dialog[open]');
      await page.click(`[data-game="${e.id}"] .games-delete`);
      await page.click('#games-close');
      const game = games.find((g) => !g.gone && keyOf(g) === keyOf(e));
      if (game) game.gone = true;
    },
    async storageFull() {
      const { legal } = await readBoard(page);
      if (!legal.length) return false;
      await page.evaluate(() => sessionStorage.setItem('full', '1'));
      await play();
      await same();
      const rows = await listed(page);
      assert.match(rows.warning, /storage on this device is full/, 'the Games screen says the storage is full');
      if (!told) {
        // Said once a visit, in the status line (after the result when the game ended).
        await page.waitForFunction(() =>
          /storage on this device is full/.test(document.querySelector('[data-testid=status]').textContent),
        );
        told = true;
      }
      assert.equal(rows.length, games.filter((g) => !g.gone && g.moves.length).length, 'the list holds every game');
      await page.evaluate(() => sessionStorage.removeItem('full'));
    },
  };
  const weights = {
    play: 30,
    newGame: 5,
    undo: 5,
    variation: 6,
    promote: 4,
    deleteVariation: 3,
    reload: 8,
    back: 5,
    forward: 3,
    ownLink: 4,
    secondTab: 3,
    reopen: 6,
    deleteGame: 2,
    storageFull: 3,
  };
  const bag = Object.entries(weights).flatMap(([name, w]) => Array(w).fill(name));

  // After every step: the store holds one entry per game, each as the model last saw it.
  async function check() {
    const rows = await listed(page); // the board's game written first (the screen flushes it)
    const stored = await entries(page);
    const want = games
      .filter((g) => !g.gone && g.moves.length)
      .map(keyOf)
      .sort();
    const have = stored.map(keyOf).sort();
    assert.deepEqual(have, want, 'one entry per game, each with its line as last shown');
    assert.equal(rows.length, stored.length, 'the Games screen lists each game once');
    const s = await shown(page);
    if (s.moves.length && !cur.gone)
      assert.ok(
        stored.some((e) => keyOf(e) === keyOf(s)),
        "the board's game is kept as the page shows it",
      );
  }

  try {
    await same();
    for (let step = 0; step < steps; step++) {
      const name = pick(bag);
      log.push(name);
      if (await page.isVisible('#over-dialog')) await page.keyboard.press('Escape'); // the end's news, read
      if ((await actions[name]()) === false) log[log.length - 1] += ' (nothing to do)';
      await check();
    }
    assert.deepEqual(env.errors, []);
  } catch (e) {
    const at = await page.evaluate(() => location.href).catch(() => '?');
    e.message = `seed ${seed}, step ${log.length} of [${log.join(', ')}] at ${at}: ${e.message}`;
    console.log(`archive model: failing seed ${seed} (HOYITO_MODEL_SEEDS=${seed})`);
    throw e;
  } finally {
    await page.close().catch(() => {});
  }
}

for (const seed of SEEDS) {
  test(`the archive follows its model: seed ${seed}, ${STEPS} steps`, { skip }, async () => {
    await run(seed, STEPS);
  });
}
