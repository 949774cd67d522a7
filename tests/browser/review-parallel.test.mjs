// The review's searches in parallel workers (web/js/analysis/review-run.js
// scoreLine over web/engine/ai.js): on a fixed game, three workers give the
// same results, node for node, and so the same judgement as one worker does;
// the extra workers are started for the review and ended after it; a cancel
// stops every worker's search at once and the client works on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';
import { loadTestEngine, rng } from '../node/helpers.mjs';

let env;
const skip = useBrowser({}, (s) => ({ env } = s));
const engine = await loadTestEngine();

/** A fixed game: Hoyito I on 2x6, random legal moves (seed 7), cut at 24 plies or its end. */
function fixedGame() {
  const start = engine.startPosition({});
  const random = rng(7);
  const game = engine.newGame(start);
  const moves = [];
  while (!game.snapshot().over && moves.length < 24) {
    const legal = game.snapshot().legal;
    moves.push(legal[Math.floor(random() * legal.length)]);
    game.play(moves.at(-1));
  }
  game.free();
  return { pos: start, moves, at: moves.length };
}

/** In the page: helpers to run scoreLine with a client of `workers` workers, counting the workers started and ended. */
async function setUp(page) {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(() => {
    window.reviewWith = async (workers, line, version, { cancelAfter } = {}) => {
      const { AiClient } = await import('/engine/ai.js');
      const { loadEngine } = await import('/engine/engine.js');
      // Its own copy of the module: its own cache of results, so every position is searched.
      const { scoreLine, replay } = await import(`/js/analysis/review-run.js?${version}`);
      const { judge } = await import('/js/analysis/review-judge.js');
      const log = { started: 0, ended: 0, progress: [] };
      const ai = new AiClient({
        workers,
        createWorker() {
          const worker = new Worker('/engine/ai-worker.js', { type: 'module' });
          log.started++;
          const terminate = worker.terminate.bind(worker);
          worker.terminate = () => {
            log.ended++;
            terminate();
          };
          return worker;
        },
      });
      const positions = replay(await loadEngine(), line);
      let outcome;
      try {
        const results = await scoreLine({
          ai,
          line,
          positions,
          wanted: () => true,
          progress(done, total) {
            log.progress.push([done, total]);
            if (cancelAfter !== undefined && done === cancelAfter) ai.cancel('review');
          },
        });
        // The search's own time differs from run to run: left out.
        const strip = results.map((r) => (r ? { ...r, ms: 0 } : r));
        outcome = { results: strip, judged: judge(positions, line.moves, results) };
      } catch (e) {
        outcome = { error: e.name };
      }
      log.busy = ai.busy;
      log.endedByReview = log.ended;
      // The client still answers after all that.
      log.after = (await ai.search(line.pos, [], { depth: 3 })).depth;
      ai.dispose();
      return { ...outcome, log };
    };
  });
}

test('three workers judge a fixed game exactly as one does, and end the extra workers after', { skip }, async () => {
  const page = await env.newPage();
  await setUp(page);
  const line = fixedGame();
  const one = await page.evaluate((l) => window.reviewWith(1, l, 'one'), line);
  const three = await page.evaluate((l) => window.reviewWith(3, l, 'three'), line);
  const searched = one.results.filter(Boolean).length;
  assert.ok(searched >= 20, `only ${searched} positions searched`);
  assert.deepEqual(three.results, one.results, 'the same search results, position by position');
  assert.deepEqual(three.judged, one.judged, 'the same judgement');
  assert.ok(one.results.filter(Boolean).every((r) => r.nodes > 0));
  assert.equal(one.log.started, 1);
  assert.equal(three.log.started, 3, 'a worker for each');
  assert.equal(three.log.endedByReview, 2, 'the two extra workers ended once the review was done');
  // Progress counts up by one from 0 to the total, whichever worker finished.
  const total = searched;
  assert.deepEqual(
    three.log.progress,
    Array.from({ length: total + 1 }, (_, k) => [k, total]),
  );
  assert.equal(three.log.after, 3);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a cancel during a parallel review stops every worker at once; the client works on', { skip }, async () => {
  const page = await env.newPage();
  await setUp(page);
  const line = fixedGame();
  const out = await page.evaluate((l) => window.reviewWith(3, l, 'cancel', { cancelAfter: 2 }), line);
  assert.equal(out.error, 'AiCancelled');
  assert.deepEqual(out.log.progress.at(-1)[0], 2, 'no progress after the cancel');
  assert.equal(out.log.busy, false, 'no search left running');
  assert.ok(out.log.endedByReview >= 3, `${out.log.endedByReview} workers ended: each had a search`);
  assert.equal(out.log.after, 3);
  assert.deepEqual(env.errors, []);
  await page.close();
});
