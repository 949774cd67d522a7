// ai-workers.test.mjs - the search client's workers (web/engine/ai.js) and the
// review's lanes over them (web/js/analysis/review-run.js scoreLine), with
// stand-in workers that answer each search after a delay of their own: how
// many workers a browser gets, results kept in the order of the game
// whichever worker finishes first, the extra workers ended after, a cancel
// reaching every worker. (The real worker and search: tests/browser/review-parallel.test.mjs.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { AiClient, AiCancelled, MAX_WORKERS, workerCount } from '../../web/engine/ai.js';
import { scoreLine } from '../../web/js/analysis/review-run.js';

test('workerCount: the cores reported, 1..MAX_WORKERS; 1 when unknown', () => {
  assert.equal(MAX_WORKERS, 4);
  assert.equal(workerCount(1), 1);
  assert.equal(workerCount(2), 2);
  assert.equal(workerCount(3), 3);
  assert.equal(workerCount(16), MAX_WORKERS);
  for (const bad of [undefined, 0, -2, 2.5, '8', null]) assert.equal(workerCount(bad), 1, String(bad));
});

/**
 * Stand-in workers: a search of `moves` answers { move: moves.length, worker } after delay(moves) ms
 * (a worker slower than another), never where delay gives null. log.searches counts the searches
 * asked, log.answers the answers given; log.until(check) resolves once check() holds.
 */
function fakeWorkers(delay) {
  const waiting = new Set();
  const changed = () => {
    for (const w of waiting) if (w.check()) waiting.delete(w) && w.resolve();
  };
  const log = {
    started: 0,
    ended: 0,
    searches: 0,
    answers: 0,
    live: new Set(),
    until: (check) => new Promise((resolve) => (check() ? resolve() : waiting.add({ check, resolve }))),
  };
  const createWorker = () => {
    const me = log.started++;
    const worker = {
      postMessage({ id, action, moves }) {
        const ms = action === 'search' ? delay(moves) : 0;
        if (action === 'search') log.searches++;
        changed();
        if (ms === null) return;
        setTimeout(() => {
          if (!log.live.has(worker)) return;
          log.answers++;
          worker.onmessage({
            data: { id, ok: true, result: action === 'search' ? { move: moves.length, worker: me } : null },
          });
          changed();
        }, ms);
      },
      terminate() {
        log.ended++;
        log.live.delete(worker);
      },
    };
    log.live.add(worker);
    return worker;
  };
  return { log, createWorker };
}

const line = { pos: 'P', moves: [1, 2, 3, 4, 5, 6, 1, 2, 3], at: 9 };
const positions = line.moves.concat(0).map(() => ({ over: false }));

test('AiClient: workers 1..MAX_WORKERS, a search names one of them', async () => {
  assert.throws(() => new AiClient({ workers: 0, createWorker: () => null }), /workers: 0/);
  assert.throws(() => new AiClient({ workers: MAX_WORKERS + 1, createWorker: () => null }), /workers/);
  const { createWorker, log } = fakeWorkers(() => 1);
  const ai = new AiClient({ workers: 2, createWorker });
  assert.equal(ai.workers, 2);
  await assert.rejects(ai.search('P', [], { depth: 1, worker: 2 }), /worker: 2 is not a whole number of 0..1/);
  assert.equal((await ai.search('P', [1], { depth: 1, worker: 1 })).worker, 0, 'worker 1 started first here');
  assert.equal(log.started, 1);
  ai.dispose();
});

test('scoreLine: three lanes, results in the order of the game though they finish out of order; the extra workers end after', async () => {
  // Odd plies are slow: the lanes finish out of order.
  const { createWorker, log } = fakeWorkers((moves) => (moves.length % 2 ? 15 : 2));
  const ai = new AiClient({ workers: 3, createWorker });
  const progress = [];
  const results = await scoreLine({
    ai,
    line,
    positions,
    wanted: () => true,
    progress: (done, total) => progress.push([done, total]),
  });
  assert.deepEqual(
    results.map((r) => r.move),
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  );
  assert.equal(new Set(results.map((r) => r.worker)).size, 3, 'every worker searched');
  assert.deepEqual(
    progress,
    Array.from({ length: 11 }, (_, k) => [k, 10]),
  );
  assert.equal(log.started, 3);
  assert.equal(log.live.size, 1, 'only the first worker kept');
  // Again: every position from the cache, no search, no worker started.
  const again = await scoreLine({ ai, line, positions, wanted: () => true, progress() {} });
  assert.deepEqual(again, results);
  assert.equal(log.started, 3);
  ai.dispose();
  assert.equal(log.live.size, 0);
});

// A timeout only to fail, not hang, should the lanes never all search.
test('scoreLine: a cancel of the review rejects at once and ends every worker that was searching', {
  timeout: 30000,
}, async () => {
  const { createWorker, log } = fakeWorkers(() => null); // searches that never end on their own
  const ai = new AiClient({ workers: 3, createWorker });
  const other = { ...line, moves: [6, 5, 4, 3, 2, 1] };
  let dropped = false;
  const run = scoreLine({
    ai,
    line: other,
    positions: positions.slice(0, 7),
    wanted: () => !dropped,
    progress() {},
  });
  // A search in each lane, each worker's hello answered: the three are searching.
  await log.until(() => log.searches === 3 && log.answers === 3);
  assert.equal(ai.busy, true);
  dropped = true;
  ai.cancel('review');
  await assert.rejects(run, AiCancelled);
  assert.equal(ai.busy, false);
  assert.equal(log.live.size, 0, 'no worker left searching');
  assert.equal(log.ended, 3);
});

test("warm(position) asks the worker to make that game's tables and prover ahead; warm() only starts it", async () => {
  const sent = [];
  const createWorker = () => ({
    postMessage(message) {
      sent.push(message);
      queueMicrotask(() => this.onmessage({ data: { id: message.id, ok: true, result: null } }));
    },
    terminate() {},
  });
  const ai = new AiClient({ createWorker, workers: 1 });
  ai.warm();
  ai.warm('I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0');
  ai.warm(null);
  assert.deepEqual(
    sent.map(({ action, position }) => (position ? { action, position } : { action })),
    [{ action: 'hello' }, { action: 'hello', position: 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0' }],
  );
  ai.dispose();
});
