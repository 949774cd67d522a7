// The controller's seams (controller.js): the events it sends, in order and
// only once the board shows what they say, and boards on one page sharing
// nothing (render.js and animate.js keep no module state: each board has its
// own view). The boards are bare ones in shadow roots of one page (boards.mjs),
// driven through the same module instances.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';
import { openBoards, readShadowBoard } from './boards.mjs';

const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
const ENDING = 'I:1,3,0,0,0,0/2,2,0,0,0,0:S:20,20'; // S1 captures, the last four go to South: game over

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

const take = (page, id) => page.evaluate((id) => window.boards[id].log.splice(0), id);

test('controller events: position, busy and over, in order, each sent after the board shows it', { skip }, async () => {
  const page = await openBoards(env);
  await page.evaluate((p) => window.makeBoard('a', { width: 640, height: 400, position: p }), START);
  assert.deepEqual(await take(page, 'a'), ['position:start'], 'a new game: its position, nothing busy');

  const act = (code) => page.evaluate(code);
  await act(() => window.boards.a.controller.play(3, 2));
  assert.deepEqual(
    await take(page, 'a'),
    ['busy:true', 'position:move', 'busy:false'],
    'a move: busy, its position, free',
  );

  await act(() => window.boards.a.controller.undo());
  assert.deepEqual(await take(page, 'a'), ['position:undo']);
  await act(() => window.boards.a.controller.redo());
  assert.deepEqual(await take(page, 'a'), ['busy:true', 'position:redo', 'busy:false']);
  await act(() => window.boards.a.controller.goto(0));
  assert.deepEqual(await take(page, 'a'), ['position:goto']);

  // The move's events travel with its position (speech and the embed use them).
  const move = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const { controller } = window.boards.a;
        controller.addEventListener(
          'position',
          (e) =>
            resolve({
              how: e.detail.how,
              player: e.detail.move.player,
              move: e.detail.move.move,
              types: e.detail.move.events.map((ev) => ev.type),
              turn: e.detail.snapshot.turn,
            }),
          { once: true },
        );
        controller.play(2, 1);
      }),
  );
  assert.equal(move.how, 'move');
  assert.equal(move.player, 'S');
  assert.equal(move.move, 2);
  assert.equal(move.types[0], 'pickup', 'the engine events of the move');
  assert.equal(move.turn, 'N', 'and the position after it');
  await page.waitForFunction(() => window.boards.a.log.at(-1) === 'busy:false');
  await take(page, 'a');

  await page.evaluate((p) => window.boards.a.controller.startGame(p), ENDING);
  await take(page, 'a');
  await act(() => window.boards.a.controller.play(1, 0));
  assert.deepEqual(
    await take(page, 'a'),
    ['busy:true', 'position:move', 'busy:false', 'over'],
    'the end is told after the move is shown',
  );
  const over = await page.evaluate(() => window.boards.a.over);
  assert.deepEqual(over, {
    result: 'S',
    score: [28, 20],
    endReason: 'last_four',
    lastFourTo: 'S',
    position: await page.evaluate(() => window.boards.a.controller.game.position),
  });

  // Every event was sent once the board showed it: data-busy and data-position agree with it.
  for (const c of await page.evaluate(() => window.boards.a.checks)) {
    assert.equal(c.shown, c.sent, `${c.event}: the board shows what the event says`);
  }
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a settled click, undo and redo each read the engine state once (_hw_state)', { skip }, async () => {
  const page = await openBoards(env);
  await page.evaluate((p) => window.makeBoard('a', { width: 640, height: 400, position: p }), START);
  // Count the engine's state reads (each sows every hole for the legal
  // moves) from the action until the board has settled and shown it.
  await page.evaluate(() => {
    const { m } = window.boards.a.controller.engine;
    const real = m._hw_state; // bound by now: the new game read it
    window.reads = 0;
    m._hw_state = (...args) => {
      window.reads++;
      return real(...args);
    };
  });
  const reads = (method, ...args) =>
    page.evaluate(
      async ([name, values]) => {
        const { controller } = window.boards.a;
        window.reads = 0;
        await controller[name](...values);
        await controller.idle();
        return window.reads;
      },
      [method, args],
    );
  const counted = {
    'click S3': await reads('play', 3, 2),
    'click N4': await reads('play', 4, 9),
    undo: await reads('undo'),
    redo: await reads('redo'),
    'goto 0': await reads('goto', 0),
  };
  assert.deepEqual(
    counted,
    { 'click S3': 1, 'click N4': 1, undo: 1, redo: 1, 'goto 0': 1 },
    'one read per settled move',
  );
  assert.equal(
    await take(page, 'a').then((log) => log.filter((e) => e.startsWith('position:')).length),
    6,
    'the start and the five changes, each told once',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('controller events against the computer: the reply is its own busy, position and free', { skip }, async () => {
  const page = await openBoards(env);
  await page.evaluate(
    (p) =>
      window.makeBoard('c', {
        width: 640,
        height: 400,
        position: p,
        opponent: { level: 1, side: 'N' },
      }),
    START,
  );
  await take(page, 'c');
  await page.evaluate(() => window.boards.c.controller.play(3, 2));
  await page.waitForFunction(() => window.boards.c.log.filter((e) => e === 'busy:false').length >= 2, null, {
    timeout: 60000,
  });
  assert.deepEqual(await take(page, 'c'), [
    'busy:true',
    'position:move',
    'busy:false', // the move, shown
    'busy:true', // the computer thinks
    'position:computer',
    'busy:false', // its reply, shown
  ]);
  const board = await readShadowBoard(page, 'c');
  assert.equal(board.position, board.engine);
  assert.match(board.position, /:S:/, 'South to move again');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('two boards on one page share nothing: each draws, animates and marks only itself', { skip }, async () => {
  const page = await openBoards(env);
  // Different shapes: a flat 2x6 and a turned 2x12, so any geometry or
  // drawing kept between boards would show on the other one.
  await page.evaluate((p) => window.makeBoard('flat', { width: 700, height: 420, position: p }), START);
  await page.evaluate(() =>
    window.makeBoard('tall', {
      width: 360,
      height: 720,
      position: 'II:4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4:S:0,0',
    }),
  );
  const flat0 = await readShadowBoard(page, 'flat');
  const tall0 = await readShadowBoard(page, 'tall');
  assert.equal(flat0.vertical, false);
  assert.equal(tall0.vertical, true, 'the narrow box turns the long board');
  assert.equal(flat0.names.length, 12);
  assert.equal(tall0.names.length, 24);

  // Both animate at once; the hands must stay inside their own boards.
  const outside = await page.evaluate(async () => {
    const seen = [];
    let running = true;
    const watch = () => {
      for (const id of ['flat', 'tall']) {
        const root = document.getElementById(id).shadowRoot;
        const box = root.getElementById('board-wrap').getBoundingClientRect();
        const hand = root.querySelector('.hand.shown');
        if (!hand) continue;
        const r = hand.getBoundingClientRect();
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        if (cx < box.left || cx > box.right || cy < box.top || cy > box.bottom) seen.push(`${id} hand at ${cx},${cy}`);
      }
      if (running) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    await Promise.all([window.boards.flat.controller.play(4, 3), window.boards.tall.controller.play(12, 11)]);
    running = false;
    return seen;
  });
  assert.deepEqual(outside, [], 'no hand drawn outside its board');

  for (const id of ['flat', 'tall']) {
    const b = await readShadowBoard(page, id);
    assert.equal(b.position, b.engine, `${id}: the board shows its own engine's position`);
    assert.deepEqual(b.labels, b.holes, `${id}: every count label is its own hole's count`);
  }
  const flat1 = await readShadowBoard(page, 'flat');
  const tall1 = await readShadowBoard(page, 'tall');
  assert.notDeepEqual(flat1.holes, flat0.holes);
  assert.notDeepEqual(tall1.holes, tall0.holes);

  // A mark on one board (a hint) shows on that board only.
  await page.evaluate(() => window.boards.flat.controller.mark({ hint: 1 }));
  assert.deepEqual((await readShadowBoard(page, 'flat')).hinted, ['S2']);
  assert.deepEqual((await readShadowBoard(page, 'tall')).hinted, []);
  // Redrawing the other board leaves the first as it is.
  await page.evaluate(() => window.boards.tall.controller.goto(0));
  const flat2 = await readShadowBoard(page, 'flat');
  assert.deepEqual(flat2.labels, flat2.holes);
  assert.deepEqual(flat2.hinted, ['S2']);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("a hint and the review's better move show together, each with its own look", { skip }, async () => {
  const page = await openBoards(env);
  await page.evaluate((p) => window.makeBoard('m', { width: 640, height: 400, position: p }), START);
  // The marks' looks come with the later styles (hint.js and review.js load them with themselves).
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/later.css' });
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', reject, { once: true });
        document.getElementById('m').shadowRoot.prepend(link);
      }),
  );
  const look = () =>
    page.evaluate(() => {
      const svg = document.getElementById('m').shadowRoot.getElementById('board');
      const holes = (selector) => [...svg.querySelectorAll(selector)].map((h) => h.dataset.hole);
      // What a part of a hole shows: its stroke's colour and dashes, or null when nothing is drawn.
      const drawn = (hole, part) => {
        const s = getComputedStyle(svg.querySelector(`[data-hole="${hole}"] .${part}`));
        return s.stroke === 'none' || s.opacity === '0' ? null : { colour: s.stroke, dashes: s.strokeDasharray };
      };
      return {
        hinted: holes('.hole.hinted'),
        better: holes('.hole.review-better'),
        ring: Object.fromEntries(['S2', 'S5'].map((h) => [h, drawn(h, 'ring')])),
        mark: Object.fromEntries(['S2', 'S5', 'N3'].map((h) => [h, drawn(h, 'better')])),
      };
    });

  await page.evaluate(() => window.boards.m.controller.mark({ hint: 1, review: 4 }));
  const apart = await look();
  assert.deepEqual(apart.hinted, ['S2'], 'the hint marks its hole');
  assert.deepEqual(apart.better, ['S5'], 'and the review its own, at the same time');
  assert.equal(apart.mark.S2, null, 'the hinted hole has no review mark');
  assert.equal(apart.mark.N3, null, 'an unmarked hole neither');
  assert.ok(apart.mark.S5 && apart.ring.S2, 'both marks are drawn');
  assert.notEqual(apart.mark.S5.colour, apart.ring.S2.colour, 'the two marks differ in colour');
  assert.notEqual(apart.mark.S5.dashes, apart.ring.S2.dashes, "and in line: the review's is dashed");

  // Both on one hole: the hint's ring and the review's mark over it, both drawn.
  await page.evaluate(() => window.boards.m.controller.mark({ hint: 4 }));
  const together = await look();
  assert.deepEqual(together.hinted, ['S5']);
  assert.deepEqual(together.better, ['S5']);
  assert.deepEqual(together.ring.S5, apart.ring.S2, "the hint's ring as on any hole");
  assert.deepEqual(together.mark.S5, apart.mark.S5, "and the review's mark over it, as before");

  await page.evaluate(() => window.boards.m.controller.mark({ hint: null }));
  const reviewOnly = await look();
  assert.deepEqual([reviewOnly.hinted, reviewOnly.better], [[], ['S5']], "a hint taken away leaves the review's mark");
  assert.deepEqual(env.errors, []);
  await page.close();
});
