// The computer opponent in the browser: web/engine/ai.js talking to its worker.
// A search answers with a legal move, runs off the main thread (the page
// keeps running timers while it thinks), and cancel() really stops it: the
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
  const ticks = await page.evaluate(async () => {
    let count = 0;
    let done = false;
    const tick = () => {
      count++;
      if (!done) setTimeout(tick, 10);
    };
    setTimeout(tick, 10);
    // 2x12: not solved within the time, so the search really uses it.
    const start = window.engine.startPosition({ variant: 'II', n: 12 });
    await window.ai.search(start, [], { ms: 800 });
    done = true;
    return count;
  });
  // 800 ms of search: a blocked main thread would have run the timer once or twice.
  assert.ok(ticks >= 10, `only ${ticks} timer ticks while the computer thought`);
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
    await new Promise((r) => setTimeout(r, 300));
    const before = performance.now();
    window.ai.cancel();
    busyLog.push(window.ai.busy);
    const how = await long;
    const waited = performance.now() - before;
    const nextSearch = window.ai.search(start, [], { depth: 4 });
    busyLog.push(window.ai.busy);
    const next = await nextSearch;
    busyLog.push(window.ai.busy);
    return { how, waited, next: next.move, busyLog };
  });
  assert.equal(outcome.how, 'AiCancelled');
  assert.ok(outcome.waited < 1000, `cancel took ${outcome.waited} ms`);
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
    await new Promise((r) => setTimeout(r, 300));
    window.ai.cancel('hints');
    return { long: await long, other: await other, busy: window.ai.busy };
  });
  assert.equal(outcome.long, 'AiCancelled');
  assert.ok(outcome.other >= 1 && outcome.other <= 12, `the other owner's search answered ${outcome.other}`);
  assert.equal(outcome.busy, false);
});
