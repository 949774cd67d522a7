// Playing against the computer on the page (controller.js computerTurn, the
// new-game dialog, the embed). The computer's moves are read from the page's
// address (every position is a share link: pos + moves) and replayed on a
// referee, a separate engine instance: each one must be legal, made on the
// computer's turn, and leave the page showing exactly the referee's board.
// Undo, a new game and stopping computer against computer drop a search
// under way, and no answer arrives later for a position that is gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, readBoard, waitIdle, prng, useBrowser, routeOf, workersSettled } from './harness.mjs';
import { readLink } from '../../web/js/play/link.js';

let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));

/** The line in the page's address: { pos, moves, at, aiLevel, aiSide }. */
async function addressLine(page) {
  const { link } = readLink(new URL(page.url()).hash);
  assert.ok(link, `the address holds a game (${page.url()})`);
  return link;
}

/**
 * A new game from the dialog. players: 'two' | 'computer' | 'demo';
 * human: the side the person plays against the computer.
 */
async function newGame(
  page,
  { variant = 'I', n = 6, starts = 'S', players = 'computer', level = 1, human = 'S', wait = true } = {},
) {
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.evaluate(() => {
    document.getElementById('new-more').open = true;
  }); // size, direction, who starts
  await page.check(`#new-form input[name="variant"][value="${variant}"]`);
  await page.selectOption('#new-form select[name="n"]', String(n));
  await page.check(`#new-form input[name="starts"][value="${starts}"]`);
  await page.check(`#new-form input[name="players"][value="${players}"]`);
  if (players !== 'two') await page.selectOption('#new-form select[name="level"]', String(level));
  if (players === 'computer') await page.check(`#new-form input[name="human"][value="${human}"]`);
  await page.click('#new-start');
  await page.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
  if (wait) await waitIdle(page);
}

/** The page's board must be the referee's: position, every count, the piles, the glowing holes. */
async function expectReferee(page, where) {
  const shown = await readBoard(page);
  const truth = await referee.snapshot();
  const s = truth.state;
  assert.equal(shown.position, truth.position, `${where}: position`);
  for (let i = 0; i < 2 * s.n; i++) {
    const name = `${i < s.n ? 'S' : 'N'}${(i % s.n) + 1}`;
    assert.equal(shown.holes[name].count, s.closed[i] ? 0 : s.seeds[i], `${where}: ${name}`);
  }
  assert.deepEqual([shown.stores.S, shown.stores.N], s.captured, `${where}: piles`);
  return { shown, truth };
}

/**
 * Replays on the referee the moves the address gained since `known`: each
 * must be legal there; a move on the computer's turn counts as the
 * computer's, one on the person's turn must be the hole the test clicked
 * (computer 'both': every move is the computer's or already checked).
 */
async function followMoves(page, known, clicked, computer) {
  const { moves } = await addressLine(page);
  assert.ok(moves.length >= known, 'the line only grows while playing');
  let replies = 0;
  for (let k = known; k < moves.length; k++) {
    const before = await referee.snapshot();
    const turn = before.state.turn;
    assert.ok(turn, `move ${k + 1}: the game was not over`);
    assert.ok(before.legal.includes(moves[k]), `move ${k + 1} (${turn}${moves[k]}) is legal in ${before.position}`);
    if (computer === 'both' || turn === computer) replies++;
    else assert.equal(moves[k], clicked.shift(), `move ${k + 1} is the hole the person clicked`);
    await referee.play(moves[k]);
  }
  return { count: moves.length, replies };
}

for (const variant of ['I', 'II', 'III']) {
  test(`a whole game against the computer in Hoyito ${variant} on 2x6: every computer move legal, the board the referee's`, {
    skip,
  }, async () => {
    const page = await openGame(env, { speed: 'instant' });
    const human = variant === 'II' ? 'N' : 'S'; // the computer starts in II
    const computer = human === 'S' ? 'N' : 'S';
    await newGame(page, { variant, n: 6, starts: 'S', level: variant === 'III' ? 2 : 1, human });
    const start = (await addressLine(page)).pos;
    assert.equal(await referee.start(start), start);
    assert.match(
      await page.textContent('#note'),
      new RegExp(
        `Against the computer \\((Beginner|Novice)\\), which plays ${computer === 'N' ? 'North' : 'South'}\\.`,
      ),
    );
    const rnd = prng(variant.length * 31);
    const clicked = [];
    let known = 0;
    let replies = 0;
    for (let turns = 0; turns < 400; turns++) {
      const followed = await followMoves(page, known, clicked, computer);
      known = followed.count;
      replies += followed.replies;
      const { shown, truth } = await expectReferee(page, `${variant} after ${known} moves`);
      assert.equal(shown.busy, 'false');
      if (!truth.state.turn) {
        assert.match(shown.status, /^Game over\. (You win|The computer wins|Draw)/);
        break;
      }
      assert.equal(truth.state.turn, human, 'the page waits only on the person');
      assert.match(shown.status, new RegExp(`Your turn \\(${human === 'S' ? 'South' : 'North'}\\)`));
      assert.deepEqual(
        shown.legal,
        truth.legal.map((m) => `${human}${m}`),
        "the person's holes glow",
      );
      const move = truth.legal[Math.floor(rnd() * truth.legal.length)];
      clicked.push(move);
      await page.click(`[data-hole="${human}${move}"]`);
      await waitIdle(page);
    }
    assert.equal((await referee.snapshot()).state.turn, null, 'the game was played to its end');
    assert.ok(replies >= 3, `the computer answered (${replies} moves)`);
    assert.deepEqual(clicked, [], 'every click is in the line');
    await page.waitForSelector('#over-dialog[open]');
    assert.match(await page.textContent('#over-result'), /^(You win|The computer wins|Draw)/);
    // The next game of the match: the computer keeps its side.
    if (await page.isVisible('#next-game')) {
      await referee.nextGame();
      await page.click('#next-game');
      await waitIdle(page);
      const next = await addressLine(page);
      assert.equal(next.pos, (await referee.snapshot()).position, "game 2 starts where the referee's does");
      assert.equal(next.aiSide, computer);
      await followMoves(page, 0, [], computer);
      const { shown, truth } = await expectReferee(page, `${variant} game 2`);
      assert.equal(
        truth.state.turn,
        human,
        "game 2: the person's turn, the computer has played its move if it started",
      );
      assert.match(shown.status, new RegExp(`Your turn \\(${human === 'S' ? 'South' : 'North'}\\)`));
      assert.match(await page.textContent('#game-info'), /Game 2/);
    }
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

// Waits (in the page, frame by frame) until the computer is thinking, then
// clicks `selector` in that same frame: the click surely lands mid-search.
function clickWhileThinking(page, selector) {
  return page.evaluate(
    (sel) =>
      new Promise((resolve) => {
        const status = document.querySelector('[data-testid="status"]');
        const check = () => {
          if (status.classList.contains('thinking') && document.getElementById('board').dataset.busy === 'true') {
            document.querySelector(sel).click();
            resolve(true);
          } else requestAnimationFrame(check);
        };
        check();
      }),
    selector,
  );
}

test("undo while the computer thinks drops its search: the position before the person's move, and no move later", {
  skip,
}, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await newGame(page, { variant: 'II', n: 12, level: 7, human: 'S' });
  const start = (await readBoard(page)).position;
  await page.click('[data-hole="S4"]');
  await clickWhileThinking(page, '#undo');
  let board = await readBoard(page);
  assert.equal(board.position, start, "back before the person's move");
  assert.equal(board.busy, 'false');
  assert.match(board.status, /Your turn \(South\)/);
  await workersSettled(page); // the search was dropped, or answered and its answer dealt with
  board = await readBoard(page);
  assert.equal(board.position, start, 'no computer move arrived later');
  assert.deepEqual((await addressLine(page)).moves, [4], 'the move can be redone, nothing more');
  assert.equal(await page.isEnabled('#redo'), true);

  // After a computer reply, undo takes back the reply and the person's move.
  await page.click('[data-hole="S2"]');
  await waitIdle(page);
  const line = await addressLine(page);
  assert.ok(line.moves.length >= 2 && line.moves[0] === 2, `the computer answered S2 (${line.moves})`);
  await page.click('#undo');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, start, "undo goes back to the person's turn");
  // Redo replays the person's move and the computer's reply as they were.
  await page.click('#redo');
  await waitIdle(page);
  const redone = await addressLine(page);
  assert.deepEqual(redone.moves, line.moves);
  assert.equal(redone.at, line.moves.length, "redo goes on to the person's next turn");
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a new game while the computer thinks: its answer never reaches the new game', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  // The computer's engine is held back until the test has acted, so it is
  // surely still thinking meanwhile, however fast or loaded the machine.
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.context().route(routeOf('engine/gen/hoyito-ai.wasm'), async (route) => {
    await held;
    await route.continue().catch(() => {}); // the worker may be gone by then
  });
  await newGame(page, { variant: 'I', n: 12, level: 7, human: 'N', wait: false });
  // The computer plays South and starts: it is thinking now.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const check = () =>
          document.querySelector('.status').classList.contains('thinking') ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );
  assert.equal(await page.isEnabled('#new-game'), true, 'a new game can be asked for while the computer thinks');
  assert.equal(await page.isEnabled('#skip'), false, 'nothing to skip while it thinks');
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.evaluate(() => {
    // The choices (two people, 2x6 under "More options") and the start in one
    // task, checked in the same frame: the search is surely still under way.
    const form = document.getElementById('new-form');
    form.querySelector('input[name="players"][value="two"]').click();
    form.querySelector('select[name="n"]').value = '6';
    if (!document.querySelector('.status').classList.contains('thinking'))
      throw new Error('the computer had answered already');
    document.getElementById('new-start').click();
  });
  await waitIdle(page);
  const start = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  assert.equal((await readBoard(page)).position, start);
  release();
  await workersSettled(page);
  const board = await readBoard(page);
  assert.equal(board.position, start, 'no computer move in the new game');
  assert.deepEqual(board.legal, ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
  assert.match(board.status, /^South to move/, 'two people again');
  assert.equal(await page.isHidden('#note'), true);
  assert.doesNotMatch(page.url(), /ai-level/);

  // A link opened while the computer thinks: the link's game, and nothing else.
  await newGame(page, { variant: 'II', n: 12, level: 7, human: 'N', wait: false });
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const check = () => {
          if (!document.querySelector('.status').classList.contains('thinking')) return requestAnimationFrame(check);
          location.hash = '#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&moves=2';
          return resolve();
        };
        check();
      }),
  );
  await waitIdle(page);
  await referee.start(start);
  const linked = (await referee.play(2)).position;
  assert.equal((await readBoard(page)).position, linked);
  await workersSettled(page);
  assert.equal((await readBoard(page)).position, linked, 'no computer move in the linked game');
  assert.match((await readBoard(page)).status, /North to move$/);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('computer against computer plays on by itself, legally, and stops at Stop', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await newGame(page, { variant: 'III', n: 6, players: 'demo', level: 2, wait: false });
  assert.equal(await page.isVisible('#demo-stop'), true, 'a Stop button while it plays');
  assert.match(await page.textContent('#note'), /Computer against computer \(Novice\)/);
  const start = 'III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  await referee.start(start);
  await page.waitForFunction(() => /moves=(\d+\.){7}/.test(location.hash), null, { timeout: 30000 });
  assert.match((await readBoard(page)).status, /Computer against computer|captures|sows|picks up|plays again/);
  await page.click('#demo-stop');
  await waitIdle(page);
  const stopped = await addressLine(page);
  assert.ok(stopped.moves.length >= 8);
  const { count } = await followMoves(page, 0, [], 'both'); // every move legal, in order
  assert.equal(count, stopped.moves.length);
  await workersSettled(page);
  assert.deepEqual((await addressLine(page)).moves, stopped.moves, 'no move after Stop');
  const board = (await expectReferee(page, 'after Stop')).shown;
  assert.match(board.status, /Stopped: two people play on from here\./);
  assert.ok(board.legal.length > 0, 'the board is playable again');
  assert.equal(await page.isHidden('#demo-stop'), true);
  assert.equal(await page.isHidden('#note'), true);
  // Undo also stops it: start again, then undo mid-play.
  await newGame(page, { variant: 'I', n: 6, players: 'demo', level: 1, wait: false });
  await page.waitForFunction(() => /moves=\d+\.\d+/.test(location.hash), null, { timeout: 30000 });
  await page.waitForFunction(() => !document.getElementById('undo').disabled, null, { timeout: 30000 });
  await page.click('#undo');
  await waitIdle(page);
  const after = await addressLine(page);
  await workersSettled(page);
  assert.deepEqual(await addressLine(page), after, 'undo stopped it');
  assert.equal(await page.isHidden('#demo-stop'), true);
  // And "New game", even in the middle of a move (the move finishes at once).
  await page.selectOption('#speed', 'slow');
  await newGame(page, { variant: 'II', n: 8, players: 'demo', level: 1, wait: false });
  await page.waitForFunction(
    () =>
      /moves=\d+/.test(location.hash) &&
      document.getElementById('board').dataset.busy === 'true' &&
      !document.querySelector('.status').classList.contains('thinking'),
    null,
    { timeout: 30000 },
  );
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.click('#new-cancel');
  await waitIdle(page);
  const left = await addressLine(page);
  await referee.start(left.pos);
  await followMoves(page, 0, [], 'both');
  await expectReferee(page, 'after New game stopped it');
  await workersSettled(page);
  assert.deepEqual(await addressLine(page), left, 'New game stopped it');
  await page.selectOption('#speed', 'instant');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a reload brings back the game against the computer with its level and side', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  await newGame(page, { variant: 'II', n: 7, level: 4, human: 'N', starts: 'N' });
  await page.click('[data-hole="N3"]');
  await waitIdle(page);
  const before = await addressLine(page);
  assert.ok(before.moves.length >= 2, 'the computer answered');
  assert.equal(before.aiLevel, 4);
  assert.equal(before.aiSide, 'S');
  const position = (await readBoard(page)).position;
  // Reloading from the page's own address, and from a bare address (the saved game).
  for (const url of [null, env.url]) {
    if (url) await page.goto(url);
    else await page.reload();
    await waitIdle(page);
    const board = await readBoard(page);
    assert.equal(board.position, position, `${url}: the same position`);
    assert.match(await page.textContent('#note'), /Against the computer \(Club\), which plays South\./);
    assert.match(board.status, /Your turn \(North\)/);
  }
  await page.click(`[data-hole="${(await readBoard(page)).legal[0]}"]`);
  await waitIdle(page);
  const after = await addressLine(page);
  assert.ok(after.moves.length >= before.moves.length + 2, 'the computer still answers after the reload');
  await referee.start(after.pos);
  await followMoves(page, 0, [], 'both');
  await expectReferee(page, 'after the reload');
  // The dialog remembers the choices.
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  assert.equal(await page.isChecked('#new-form input[name="players"][value="computer"]'), true);
  assert.equal(await page.inputValue('#new-form select[name="level"]'), '4');
  assert.equal(await page.isChecked('#new-form input[name="human"][value="N"]'), true);
  assert.equal(await page.isVisible('#new-form select[name="level"]'), true);
  await page.check('#new-form input[name="players"][value="two"]');
  assert.equal(await page.isHidden('#new-form select[name="level"]'), true, 'no level for two people');
  await page.click('#new-cancel');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the level names are the engine\'s, translated; a Spanish game speaks of "the computer"', { skip }, async () => {
  const page = await openGame(env, { speed: 'instant' });
  const names = await page.evaluate(async () => {
    const { loadSearchEngine } = await import('/engine/engine-search.js');
    return (await loadSearchEngine()).levelNames;
  });
  const levelNames = async () => {
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    const shown = await page.$$eval('#new-form select[name="level"] option', (os) => os.map((o) => o.textContent));
    await page.click('#new-cancel');
    return shown;
  };
  assert.deepEqual(await levelNames(), names);
  assert.equal(names.length, 7);
  await page.selectOption('#lang', 'es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  const spanish = await levelNames();
  assert.equal(spanish[0], 'Principiante');
  assert.equal(spanish[6], 'Maestro');
  await newGame(page, { level: 3, human: 'S' });
  assert.match(await page.textContent('#note'), /^Contra la computadora \(Aficionado\)/);
  assert.match((await readBoard(page)).status, /^Te toca \(Sur\)/);
  await page.selectOption('#lang', 'en');
  // Remembered once English is in use (its later words come first): then the next tests get English.
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("the embed demo's game against the computer answers a move, and its search ends with the element", {
  skip,
}, async () => {
  const page = await env.newPage();
  // The page's workers as they start and end; until(ok) resolves at the first change that makes ok() true.
  const workers = { started: 0, ended: 0 };
  const changes = new EventTarget();
  const until = (ok) =>
    new Promise((resolve) => {
      const check = () => ok() && (changes.removeEventListener('change', check), resolve());
      changes.addEventListener('change', check);
      check();
    });
  page.on('worker', (w) => {
    workers.started++;
    changes.dispatchEvent(new Event('change'));
    w.on('close', () => {
      workers.ended++;
      changes.dispatchEvent(new Event('change'));
    });
  });
  await page.goto(`${env.url}embed-demo.html`);
  await page.waitForFunction(() => document.querySelectorAll('#log li[data-type="ready"]').length === 3, null, {
    timeout: 60000,
  });
  const frame = await (await page.$('#board-play iframe')).contentFrame();
  await waitIdle(frame);
  assert.match(await frame.textContent('#note'), /Against the computer \(Casual\), which plays North\./);
  await frame.click('[data-hole="S3"]');
  await page.waitForFunction(
    () => document.querySelectorAll('#log li[data-board="board-play"][data-type="move"]').length >= 2,
    null,
    { timeout: 60000 },
  );
  await waitIdle(frame);
  const logged = await page.$$eval('#log li[data-board="board-play"][data-type="move"]', (els) =>
    els.map((e) => e.textContent),
  );
  assert.match(logged[0], /^board-play move: S3 → /);
  assert.match(logged[1], /^board-play move: N\d+ → /, 'the computer (North) answered');
  const start = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  await referee.start(start);
  await referee.play(3);
  const reply = Number(/N(\d+)/.exec(logged[1])[1]);
  assert.ok((await referee.snapshot()).legal.includes(reply), 'a legal reply');
  const after = await referee.play(reply);
  assert.equal((await readBoard(frame)).position, after.position);
  assert.match((await readBoard(frame)).status, /Your turn \(South\)/);

  // An embed against Master on 2x12, removed while it thinks: its worker goes with it.
  await page.evaluate(() => {
    const el = document.createElement('hoyito-board');
    el.id = 'board-master';
    el.setAttribute('position', 'II:4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4:N:0,0');
    el.setAttribute('ai-level', '7');
    el.setAttribute('ai-side', 'N');
    el.setAttribute('speed', 'instant');
    document.body.append(el);
  });
  // Master thinks about a second: caught at it (polled every 10 ms), the element goes.
  await page.waitForFunction(
    () => {
      const f = document.getElementById('board-master')?.shadowRoot.querySelector('iframe');
      return f?.contentDocument?.querySelector('.status.thinking');
    },
    null,
    { timeout: 60000, polling: 10 },
  );
  await until(() => workers.started >= 2); // the browser tells of a worker a little late
  assert.equal(workers.started, 2, 'each board has its own worker');
  assert.equal(workers.ended, 0, 'both alive');
  await page.evaluate(() => document.getElementById('board-master').remove());
  await until(() => workers.ended > 0);
  assert.equal(workers.ended, 1, "the removed board's worker ended, and only that one");
  // Its frame and its worker are gone: nothing of it can still post a move.
  assert.equal(
    await page.$$eval('#log li[data-board="board-master"][data-type="move"]', (els) => els.length),
    0,
    'no move from the removed board',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a search worker that cannot load: a clear note, and two people play on', { skip }, async () => {
  const page = await env.newPage();
  await page.route(routeOf('engine/ai-worker.js'), (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(env.url);
  await waitIdle(page);
  const errorsBefore = env.errors.length;
  await newGame(page, { variant: 'I', n: 6, level: 3, human: 'S' });
  await page.click('[data-hole="S2"]');
  await page.waitForFunction(() => /could not be loaded/.test(document.getElementById('note').textContent), null, {
    timeout: 30000,
  });
  await waitIdle(page);
  const board = await readBoard(page);
  assert.match(
    await page.textContent('#note'),
    /^The computer opponent could not be loaded, so both sides are played here\./,
  );
  assert.match(board.status, /North to move$/, 'the status speaks of players again (after the last move in words)');
  assert.ok(
    board.legal.length > 0 && board.legal.every((h) => h.startsWith('N')),
    "North's holes can be played by a person",
  );
  await page.click(`[data-hole="${board.legal[0]}"]`);
  await waitIdle(page);
  assert.equal((await addressLine(page)).moves.length, 2);
  // Only the browser's own line about the missing file; nothing thrown by the page.
  const extra = env.errors.splice(errorsBefore);
  assert.ok(
    extra.every((e) => /404|Failed to load|ai-worker/.test(e)),
    extra.join('\n'),
  );
  await page.close();
});
