// The computer opponent in the browser: web/engine/ai.js talking to its worker.
// A search answers with a legal move, runs off the main thread (the page
// keeps drawing frames while it thinks), and cancel() really stops it: the
// pending request is rejected at once and the next one is answered by a
// fresh worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, missingPrerequisites } from './harness.mjs';

const missing = missingPrerequisites();
const skip = missing.length ? `missing ${missing.join(', ')}` : false;

let env;
let page;
before(async () => {
  if (skip) return;
  env = await launch();
  page = await env.newPage();
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(async () => {
    const { AiClient } = await import('/engine/ai.js');
    const { loadEngine } = await import('/engine/engine.js');
    window.ai = new AiClient({ ttBytes: 4 << 20 });
    window.engine = await loadEngine();
    // Resolves after n frames of the page, or at the first where stop() holds; to the frames drawn.
    window.drawFrames = (n, stop = () => false) =>
      new Promise((resolve) => {
        let drawn = 0;
        const next = () => (++drawn < n && !stop() ? requestAnimationFrame(next) : resolve(drawn));
        requestAnimationFrame(next);
      });
    // Resolves in the page's next task (a message to itself): after every microtask of this one.
    window.nextTask = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve('the next task');
        channel.port2.postMessage(null);
      });
  });
});
after(async () => {
  await env?.close();
});

test('ai_search_answers_a_legal_move_in_each_variant', { skip }, async () => {
  for (const variant of ['I', 'II', 'III']) {
    const answer = await page.evaluate(async (v) => {
      const game = window.engine.newGame();
      game.restart({ variant: v });
      game.play(3);
      const legal = game.snapshot().legal;
      const start = window.engine.startPosition({ variant: v });
      const r = await window.ai.search(start, [3], { depth: 6 });
      game.free();
      return { legal, move: r.move, depth: r.depth, moves: r.moves.map((m) => m.hole) };
    }, variant);
    assert.ok(answer.legal.includes(answer.move), `${variant}: ${answer.move} not in ${answer.legal}`);
    assert.equal(answer.depth, 6, variant);
    assert.deepEqual(answer.moves, answer.legal, `${variant}: every legal move scored`);
  }
});

test('ai_levels_are_named_by_the_engine', { skip }, async () => {
  // The names are the search engine's; the worker plays its top level and
  // refuses one past it, so the client knows the same levels.
  const out = await page.evaluate(async () => {
    const { loadSearchEngine } = await import('/engine/engine-search.js');
    const levels = (await loadSearchEngine()).levelNames;
    const start = window.engine.startPosition();
    const top = await window.ai.search(start, [], { level: levels.length, seed: 1 });
    const past = await window.ai.search(start, [], { level: levels.length + 1, seed: 1 }).then(
      () => 'answered',
      (e) => `${e.name} ${e.message}`,
    );
    return { levels, top: top.move, past };
  });
  assert.equal(out.levels.length, 7);
  assert.equal(out.levels[0], 'Beginner');
  assert.equal(out.levels[6], 'Master');
  assert.ok(out.top >= 1 && out.top <= 6, `Master answered ${out.top}`);
  assert.match(out.past, /^AiError .*level/);
});

test('ai_search_runs_off_the_main_thread', { skip }, async () => {
  const outcome = await page.evaluate(async () => {
    // 2x12 with a minute: a search that ends only when cancelled.
    const start = window.engine.startPosition({ variant: 'II', n: 12 });
    let over = false;
    const search = window.ai.search(start, [], { ms: 60000 }).then(
      () => 'answered',
      (e) => e.name,
    );
    search.then(() => {
      over = true;
    });
    // A search on the main thread would have blocked search() itself: no frame before it ended.
    const drawn = await window.drawFrames(10, () => over);
    const during = !over;
    window.ai.cancel();
    return { drawn, during, how: await search };
  });
  assert.equal(outcome.drawn, 10, 'the page drew frames while the computer thought');
  assert.equal(outcome.during, true, 'the search was still going on');
  assert.equal(outcome.how, 'AiCancelled');
});

test('ai_cancel_rejects_at_once_and_the_next_search_works', { skip }, async () => {
  const outcome = await page.evaluate(async () => {
    const start = window.engine.startPosition({ variant: 'III', n: 12 });
    const busyLog = []; // busy as a "thinking" indicator reads it: as each search starts and ends
    const long = window.ai.search(start, [], { ms: 60000 }).then(
      () => 'answered',
      (e) => e.name,
    );
    busyLog.push(window.ai.busy);
    await window.drawFrames(2); // under way
    window.ai.cancel();
    busyLog.push(window.ai.busy);
    // At once: rejected before the page's next task, not when a worker answers.
    const how = await Promise.race([long, window.nextTask()]);
    const nextSearch = window.ai.search(start, [], { depth: 4 });
    busyLog.push(window.ai.busy);
    const next = await nextSearch;
    busyLog.push(window.ai.busy);
    return { how, next: next.move, busyLog };
  });
  assert.equal(outcome.how, 'AiCancelled');
  assert.ok(outcome.next >= 1 && outcome.next <= 12);
  assert.deepEqual(outcome.busyLog, [true, false, true, false]);
});

test('ai_bad_requests_are_named_errors', { skip }, async () => {
  const errors = await page.evaluate(async () => {
    const out = [];
    for (const [position, moves] of [
      ['not a position', []],
      [window.engine.startPosition(), [9]],
    ]) {
      try {
        await window.ai.search(position, moves, { depth: 2 });
        out.push('no error');
      } catch (e) {
        out.push(`${e.name} ${e.code} ${e.message}`);
      }
    }
    return out;
  });
  assert.match(errors[0], /^AiError -\d+ \S/);
  assert.match(errors[1], /^AiError -\d+ \S/);
  assert.equal(env.errors.length, 0, env.errors.join('\n'));
});

test('ai_cancel_by_owner_leaves_the_others_searches_running', { skip }, async () => {
  const outcome = await page.evaluate(async () => {
    const start = window.engine.startPosition({ variant: 'III', n: 12 });
    const long = window.ai.search(start, [], { ms: 60000 }, 'hints').then(
      () => 'answered',
      (e) => e.name,
    );
    const other = window.ai.search(start, [], { depth: 3 }, 'computer').then(
      (r) => r.move,
      (e) => e.name,
    );
    await window.drawFrames(2); // under way
    window.ai.cancel('hints');
    return { long: await long, other: await other, busy: window.ai.busy };
  });
  assert.equal(outcome.long, 'AiCancelled');
  assert.ok(outcome.other >= 1 && outcome.other <= 12, `the other owner's search answered ${outcome.other}`);
  assert.equal(outcome.busy, false);
});
