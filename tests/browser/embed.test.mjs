// Embeds: web/embed-demo.html (a page with deliberately hostile CSS and three
// <hoyito-board> elements: a game against the computer, a read-only position,
// a replay) and embed.html on its own, as an iframe would show it. Positions
// are checked against a separate engine instance (the referee).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readBoard, waitIdle, useBrowser, frames } from './harness.mjs';
import { PUZZLE_THEMES, themeKey } from '../../web/js/learn/puzzle-pick.js';
import PL_LESSONS from '../../web/js/i18n/pl/lessons-pl.js';

const REPLAY_START = 'III:4,4,4,4,4,4,4/4,4,4,4,4,4,4:S:0,0';
const REPLAY_MOVES = [1, 1, 7, 6, 4, 3, 5, 1, 5, 6, 2, 2, 6, 4, 1, 3];
const VIEW = 'II:1,0,0,0,0,0,1,0,0,0,0,2/0,0,1,0,2,1,x,x,x,x,x,x:N:60,4:aside=0,24;quiet=10';

let env;
let referee;
const skip = useBrowser({ referee: true, viewport: { width: 1280, height: 900 } }, (s) => ({ env, referee } = s));

/** The positions after 0..k moves of a line, from the referee. */
function line(start, moves) {
  return referee.call(
    ({ start, moves }) => {
      const g = window.referee.engine.newGame(start);
      const out = [g.position];
      for (const m of moves) {
        g.play(m);
        out.push(g.position);
      }
      g.free();
      return out;
    },
    { start, moves },
  );
}

/** The frame inside a <hoyito-board>'s shadow root (Playwright's CSS reaches into open shadow roots). */
async function boardFrame(page, id) {
  const frame = await (await page.$(`#${id} iframe`)).contentFrame();
  await waitIdle(frame);
  return frame;
}

const logged = (page, board, type) =>
  page.$$eval(`#log li[data-board="${board}"][data-type="${type}"]`, (els) => els.map((e) => e.textContent));

test('embed demo: three boards on a hostile page, each working, no CSS crossing either way', { skip }, async () => {
  const page = await env.newPage();
  await page.goto(`${env.url}embed-demo.html`);
  await page.waitForFunction(() => document.querySelectorAll('#log li[data-type="ready"]').length === 3, null, {
    timeout: 30000,
  });

  // The host page's own CSS still applies to the host page...
  const host = await page.evaluate(() => {
    const h2 = getComputedStyle(document.querySelector('h2'));
    const button = getComputedStyle(document.getElementById('show-end'));
    return {
      h2: h2.fontFamily,
      transform: h2.textTransform,
      button: button.backgroundColor,
      body: getComputedStyle(document.body).backgroundImage,
    };
  });
  assert.match(host.h2, /Comic Sans/, 'the host keeps its fonts');
  assert.equal(host.transform, 'uppercase');
  assert.equal(host.button, 'rgb(0, 255, 0)', "the host's buttons keep their style: the board's CSS stays inside");
  assert.match(host.body, /repeating-linear-gradient/, "the host's background is untouched");

  // ...and none of it reaches the boards.
  for (const id of ['board-play', 'board-view', 'board-replay']) {
    const box = await page.evaluate((id) => {
      const el = document.getElementById(id);
      const frame = el.shadowRoot.querySelector('iframe');
      const r = el.getBoundingClientRect();
      const f = frame.getBoundingClientRect();
      return {
        w: r.width,
        h: r.height,
        fw: f.width,
        fh: f.height,
        display: getComputedStyle(frame).display,
        shadow: Boolean(el.shadowRoot),
      };
    }, id);
    assert.ok(box.shadow, `${id}: the board lives in a shadow root`);
    assert.equal(box.display, 'block', `${id}: the host's "iframe { display: none !important }" does not reach it`);
    assert.ok(box.w > 250 && box.h > 250, `${id}: a usable size (${box.w}x${box.h})`);
    assert.ok(box.fw >= box.w - 16 && box.fh >= box.h - 16, `${id}: the board fills its element`);
    const frame = await boardFrame(page, id);
    const inside = await frame.evaluate(() => {
      const board = document.getElementById('board').getBoundingClientRect();
      return {
        font: getComputedStyle(document.body).fontFamily,
        holes: document.querySelectorAll('#board .hole').length,
        board: { w: board.width, h: board.height },
        visibility: getComputedStyle(document.getElementById('board')).visibility,
        statusColor: getComputedStyle(document.querySelector('.status')).color,
      };
    });
    assert.doesNotMatch(inside.font, /Comic/, `${id}: the host's font does not reach the board`);
    assert.equal(inside.visibility, 'visible', `${id}: the host's ".board { visibility: hidden }" does not reach it`);
    assert.equal(inside.statusColor, 'rgb(247, 236, 218)', `${id}: nor its colours`);
    assert.ok(
      inside.board.w > 200 && inside.board.h > 120,
      `${id}: the board is drawn (${inside.board.w}x${inside.board.h})`,
    );
  }

  // 1. A game against the computer: it says so, and answers the person's move.
  const play = await boardFrame(page, 'board-play');
  assert.match(await play.textContent('#note'), /Against the computer \(Casual\), which plays North\./);
  assert.equal(await play.isVisible('#note'), true);
  let board = await readBoard(play);
  assert.deepEqual(board.legal, ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
  await play.click('[data-hole="S3"]');
  await page.waitForFunction(
    () => document.querySelectorAll('#log li[data-board="board-play"][data-type="move"]').length === 2,
  );
  await waitIdle(play);
  const moves = await logged(page, 'board-play', 'move');
  const reply = Number(/^board-play move: N(\d+) /.exec(moves[1])?.[1]);
  const played = await line('I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0', [3, reply]);
  assert.deepEqual(
    moves,
    [`board-play move: S3 → ${played[1]}`, `board-play move: N${reply} → ${played[2]}`],
    'the host heard the move and the reply',
  );
  assert.equal((await readBoard(play)).position, played[2]);

  // 2. The read-only position: shown exactly, nothing to play.
  const view = await boardFrame(page, 'board-view');
  board = await readBoard(view);
  assert.equal(board.position, VIEW);
  assert.deepEqual(board.legal, []);
  assert.match(board.status, /North to move/);
  assert.equal(board.holes.N9.closed, true);
  await view.click('[data-hole="N1"]', { force: true });
  await frames(view); // a move would be played in the task after the tap's
  assert.equal((await readBoard(view)).position, VIEW, 'a click changes nothing');
  assert.equal(await view.isHidden('#note'), true);

  // 3. The replay: step forward and back through the move list.
  const positions = await line(REPLAY_START, REPLAY_MOVES);
  const replay = await boardFrame(page, 'board-replay');
  assert.equal((await readBoard(replay)).position, REPLAY_START);
  assert.equal(await replay.textContent('#replay-count'), 'Move 0 of 16');
  assert.deepEqual((await readBoard(replay)).legal, [], 'a replay is not played by clicking the board');
  for (let k = 1; k <= 3; k++) {
    await replay.click('#replay-forward');
    await waitIdle(replay);
    assert.equal((await readBoard(replay)).position, positions[k], `replay forward to move ${k}`);
  }
  await replay.click('#replay-back');
  await waitIdle(replay);
  assert.equal((await readBoard(replay)).position, positions[2]);
  await replay.click('#replay-last');
  await waitIdle(replay);
  assert.equal((await readBoard(replay)).position, positions[16]);
  assert.equal(await replay.textContent('#replay-count'), 'Move 16 of 16');
  await replay.click('#replay-first');
  await waitIdle(replay);
  assert.equal((await readBoard(replay)).position, positions[0]);
  // Play the moves back, then pause.
  await replay.click('#replay-play');
  await replay.waitForFunction(
    () => /Move [2-9] of 16/.test(document.getElementById('replay-count').textContent),
    null,
    { timeout: 20000 },
  );
  await replay.click('#replay-play');
  const paused = await replay.textContent('#replay-count');
  // The play-back's loop has ended (a move under way when paused may still land): nothing steps on after.
  await replay.waitForSelector('#replay-play:not([data-stepping])', { state: 'attached' });
  await waitIdle(replay);
  const at = Number(/Move (\d+)/.exec(await replay.textContent('#replay-count'))[1]);
  assert.ok(at - Number(/Move (\d+)/.exec(paused)[1]) <= 1, `pause stops the replay (${paused}, then move ${at})`);
  assert.ok(at < 16, 'before the end');
  assert.equal((await readBoard(replay)).position, positions[at]);

  // The host changes a board through its attributes.
  await page.click('#show-end');
  await replay.waitForFunction((p) => document.getElementById('board').dataset.position === p, positions[16]);

  // Sized by its container: a narrower column gives a narrower board.
  const narrow = await page.evaluate(() => {
    document.getElementById('demo-view').style.width = '280px';
    return new Promise((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          resolve(document.getElementById('board-view').getBoundingClientRect().width);
        }),
      ),
    );
  });
  assert.ok(narrow <= 280, `the element follows its container (${narrow} px)`);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the embed reports the end of a game to the host page, after the last move', { skip }, async () => {
  // A finished random game, one move before its end.
  const { before, last } = await referee.call(() => {
    const e = window.referee.engine;
    let seed = 3;
    for (;;) {
      const g = e.newGame(e.startPosition({ variant: 'II', n: 6 }));
      const history = [];
      while (!g.snapshot().result) {
        const legal = g.snapshot().legal;
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const m = legal[seed % legal.length];
        history.push(g.position);
        g.play(m);
        history.push(m);
      }
      const result = { before: history[history.length - 2], last: history[history.length - 1] };
      g.free();
      if (!/dir=|limit=/.test(result.before)) return result;
    }
  });
  const page = await env.newPage();
  await page.goto(`${env.url}embed-demo.html`);
  await page.waitForFunction(() => document.querySelectorAll('#log li[data-type="ready"]').length === 3, null, {
    timeout: 30000,
  });
  await page.evaluate((p) => {
    const el = document.getElementById('board-play');
    el.removeAttribute('ai-level');
    el.removeAttribute('ai-side');
    el.setAttribute('position', p);
  }, before);
  const frame = await (await page.$('#board-play iframe')).contentFrame();
  await frame.waitForFunction((p) => document.getElementById('board').dataset.position === p, before);
  await waitIdle(frame);
  const turn = before.split(':')[2];
  await frame.click(`[data-hole="${turn}${last}"]`);
  await page.waitForFunction(() => document.querySelector('#log li[data-type="gameover"]'));
  const types = await page.$$eval('#log li[data-board="board-play"]', (els) => els.map((e) => e.dataset.type));
  assert.deepEqual(types.slice(-2), ['move', 'gameover'], 'the move, then the end');
  const [over] = await logged(page, 'board-play', 'gameover');
  const final = await referee.call(
    ({ before, last }) => {
      const g = window.referee.engine.newGame(before);
      g.play(last);
      const { result, captured } = g.snapshot();
      return { result, score: captured };
    },
    { before, last },
  );
  assert.equal(over, `board-play gameover: result ${final.result}, ${final.score.join('–')}`);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('embed.html as an iframe: mode, orientation, computer options and bad links from the address', {
  skip,
}, async () => {
  const page = await env.newPage({ width: 420, height: 700 });
  const open = async (fragment) => {
    await page.goto('about:blank');
    await page.goto(`${env.url}embed.html#${fragment}`);
    await waitIdle(page);
    return readBoard(page);
  };
  // View, turned board.
  let board = await open(`pos=${VIEW}&mode=view&orientation=vertical`);
  assert.equal(board.position, VIEW);
  assert.deepEqual(board.legal, []);
  assert.equal(
    await page.$eval('#board', (b) => b.classList.contains('vertical')),
    true,
    'orientation=vertical turns the board',
  );
  assert.equal(await page.isHidden('#play-controls'), true);
  assert.equal(await page.isHidden('#replay-controls'), true);
  // The same board asked flat, on a tall narrow frame where it would turn by itself.
  board = await open(`pos=${VIEW}&mode=view&orientation=horizontal`);
  assert.equal(
    await page.$eval('#board', (b) => b.classList.contains('vertical')),
    false,
    'orientation=horizontal keeps it flat',
  );
  board = await open(`pos=${VIEW}&mode=view`);
  assert.equal(
    await page.$eval('#board', (b) => b.classList.contains('vertical')),
    true,
    'auto turns a 2x12 board on a tall frame',
  );
  // Play, with a computer opponent asked for; undo works.
  board = await open('pos=I:4,4,4,4,4,4/4,4,4,4,4,4:N:0,0&ai-level=5&ai-side=S&speed=instant');
  assert.deepEqual(board.legal, ['N1', 'N2', 'N3', 'N4', 'N5', 'N6']);
  assert.match(await page.textContent('#note'), /Against the computer \(Strong\), which plays South\./);
  await page.click('[data-hole="N2"]');
  await waitIdle(page);
  assert.match((await readBoard(page)).status, /Your turn \(North\)/, 'the computer answered');
  await page.click('#undo');
  await waitIdle(page);
  assert.equal(
    (await readBoard(page)).position,
    'I:4,4,4,4,4,4/4,4,4,4,4,4:N:0,0',
    'undo takes back the reply and the move',
  );
  assert.match(
    await page.getAttribute('#open-full', 'href'),
    /^index\.html#pos=I:4,4,4,4,4,4\/4,4,4,4,4,4:N:0,0&moves=2\.\d+&at=0$/,
    'open in Hoyito takes the game along',
  );
  // Options the embed does not know, and a bad position.
  board = await open('pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&ai-level=9&mode=play');
  assert.match(board.status, /ai-level setting "9" is not one this board knows/);
  board = await open('pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&mode=evil');
  assert.match(board.status, /mode setting "evil"/);
  assert.ok(board.legal.length > 0, 'an unknown mode plays');
  board = await open(`pos=${encodeURIComponent('<img src=x onerror=alert(1)>')}&mode=view`);
  assert.match(board.status, /characters no position uses/);
  assert.equal(board.position, 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0');
  // A replay from the address, opened at a given move.
  const positions = await line(REPLAY_START, REPLAY_MOVES);
  board = await open(`pos=${REPLAY_START}&moves=${REPLAY_MOVES.join('.')}&at=5&mode=replay`);
  assert.equal(board.position, positions[5]);
  assert.equal(await page.textContent('#replay-count'), 'Move 5 of 16');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('lang in the address fragment works in every embed mode, wherever it stands', { skip }, async () => {
  const page = await env.newPage({ width: 420, height: 700 });
  const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  const open = async (fragment) => {
    await page.goto('about:blank');
    await page.goto(`${env.url}embed.html#${fragment}`);
    await waitIdle(page);
    await page.waitForFunction(() => document.documentElement.lang === 'pl');
    return readBoard(page);
  };
  const polish = /Południe|Północ/;
  // play, at the end and at the start of the fragment
  for (const fragment of [`pos=${START}&mode=play&lang=pl`, `lang=pl&pos=${START}`]) {
    const board = await open(fragment);
    assert.equal(board.position, START, fragment);
    assert.equal(board.legal.length, 6, `${fragment}: a game to play`);
    assert.match(board.status, polish, `${fragment}: the status in Polish`);
    assert.equal(await page.isVisible('#play-controls'), true);
  }
  assert.equal(
    await page.getAttribute('#open-full', 'href'),
    `index.html?lang=pl#pos=${START}`,
    'open in Hoyito keeps the language',
  );
  // view
  let board = await open(`pos=${VIEW}&mode=view&lang=pl`);
  assert.equal(board.position, VIEW);
  assert.deepEqual(board.legal, []);
  assert.match(board.status, polish);
  // replay
  board = await open(`pos=${REPLAY_START}&moves=${REPLAY_MOVES.join('.')}&lang=pl&at=5&mode=replay`);
  assert.equal(board.position, (await line(REPLAY_START, REPLAY_MOVES))[5]);
  assert.equal(await page.textContent('#replay-count'), 'Ruch 5 z 16');
  // learn: a lesson and a puzzle, the language key before or after the rest
  for (const fragment of [
    'mode=learn&lesson=casa&lang=pl',
    'lang=pl&mode=learn&lesson=casa',
    'mode=learn&lang=pl&lesson=casa',
  ]) {
    await open(fragment);
    await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
    assert.equal(await page.textContent('#learn-title'), 'Casy', fragment);
    assert.doesNotMatch((await readBoard(page)).status, /pozycj|position/i, `${fragment}: no complaint about the link`);
  }
  assert.equal(await page.getAttribute('#open-full', 'href'), 'index.html?lang=pl#mode=learn&lesson=casa');
  await open('mode=learn&puzzle&lang=pl');
  await page.waitForSelector('#learn[data-mode="puzzle"]');
  const themes = PUZZLE_THEMES.map((k) => PL_LESSONS[themeKey(k)]).join('|');
  assert.match(
    await page.textContent('#learn-title'),
    new RegExp(`^(${themes}) \\d+ · Hoyito I+$`),
    'a Polish theme name',
  );
  // The language changes with the fragment, without a reload.
  await page.evaluate(() => {
    location.hash = '#mode=learn&lesson=casa&lang=fr';
  });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.waitForSelector('#learn:not([data-mode="puzzle"]) h2:not(:empty)');
  assert.deepEqual(env.errors, []);
  await page.close();
});
