// ai.js - the page's side of the computer opponent: requests to the search
// worker (ai-worker.js), each with an id, answered by promises.
//
// The worker is busy for the whole of a search, so cancel() terminates it
// (and rejects what was pending with an AiCancelled); the next request starts
// a fresh worker. Undo, a new game and leaving the page call cancel(): no
// search outlives what it was for. Answers of an older worker never arrive.
// Requests may name an owner ('computer', 'hints'): cancel(owner) drops only
// that owner's, and the others' go on in the fresh worker, so one part of
// the page never has to work around another's cancel.
//
// A client has one worker for good (worker 0: the computer, hints, analysis)
// and may start more for searches in parallel (the review: `worker: k` in a
// search's options, k < workers). Each worker holds its own wasm memory:
// 32 MB (the search build's initial memory, which holds the search table of
// DEFAULT_TABLE_BYTES = 16 MB and the endgame tables, at most 9.6 MB while
// built) and a few MB of JS, so MAX_WORKERS of them hold about 4 x 36 MB;
// release() ends the extra ones once they are idle.

import { DEFAULT_TABLE_BYTES, ERR } from './gen/abi.js';

/**
 * What the worker answers a search: Searcher.search's result, with the
 * endgame tables' or the prover's bestPlay where they settle the position,
 * or the prover's bestBounds where it proved only bounds (ai-worker.js).
 * @typedef {import('./engine-search.js').SearchResult & { bestPlay?: object, bestBounds?: object }} AiResult
 */
/**
 * A search's options: Searcher.search's, and which worker, and whether its table is cleared first.
 * @typedef {(import('./engine-search.js').LevelSearch | import('./engine-search.js').BoundedSearch)
 *   & { fresh?: boolean, worker?: number }} AiSearchOptions
 */
/**
 * A request waiting for its answer.
 * @typedef {{
 *   resolve: (result: unknown) => void, reject: (error: Error) => void, action: string,
 *   owner: string | null, message: { id: number, action: string },
 * }} Pending
 */
/** @typedef {(p: Pending) => boolean} Dropped */

/** Where a search's answer carries the endgame tables' `bestPlay` (the worker's tables reach the position). */
export { tablesReach } from './tables-reach.js';

/** The most search workers a client runs at once (a review's parallel searches). */
export const MAX_WORKERS = 4;

/** Workers for parallel searches: the cores the browser reports (hardwareConcurrency), 1..MAX_WORKERS. */
export function workerCount(cores = globalThis.navigator?.hardwareConcurrency) {
  return Number.isInteger(cores) && cores > 1 ? Math.min(cores, MAX_WORKERS) : 1;
}

export class AiCancelled extends Error {
  constructor() {
    super('search cancelled');
    this.name = 'AiCancelled';
  }
}

export class AiError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message);
    this.name = 'AiError';
    this.code = code;
  }
}

/** One worker and its pending requests; a cancel or a crash replaces the worker. */
class Lane {
  #start;
  /** @type {Worker | null} */
  worker = null;
  /** @type {Map<number, Pending>} */
  pending = new Map(); // id -> { resolve, reject, action, owner, message }

  /**
   * start(): a new worker, its 'hello' already sent by the caller's onspawn.
   * @param {() => Worker} start
   */
  constructor(start) {
    this.#start = start;
  }

  get searching() {
    return [...this.pending.values()].some((p) => p.action === 'search');
  }

  spawn() {
    const worker = this.#start();
    worker.onmessage = ({ data }) => {
      if (worker !== this.worker) return;
      const waiting = this.pending.get(data.id);
      if (!waiting) return;
      this.pending.delete(data.id);
      if (data.ok) waiting.resolve(data.result);
      else waiting.reject(new AiError(data.code, data.message));
    };
    /** @param {ErrorEvent} event */
    worker.onerror = (event) => {
      if (worker !== this.worker) return;
      event.preventDefault?.();
      this.fail(new AiError(ERR.ARGUMENT, `the search worker stopped: ${event.message ?? 'unknown error'}`));
    };
    this.worker = worker;
  }

  /** @param {Pending} p */
  send(p) {
    this.pending.set(p.message.id, p);
    /** @type {Worker} */ (this.worker).postMessage(p.message);
  }

  /**
   * Drops the requests `dropped` picks, if one is a search: the worker ends, the others go to a fresh one.
   * @param {Dropped} dropped
   * @param {(lane: Lane) => void} hello
   */
  cancel(dropped, hello) {
    const requests = [...this.pending.values()];
    if (!this.worker || !requests.some((p) => dropped(p) && p.action === 'search')) return;
    this.worker.terminate();
    this.worker = null;
    this.pending.clear();
    for (const p of requests) {
      if (dropped(p)) continue;
      if (!this.worker) hello(this);
      this.send(p);
    }
    for (const p of requests) if (dropped(p)) p.reject(new AiCancelled());
  }

  /** @param {Error} error */
  fail(error) {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    this.worker?.terminate();
    this.worker = null;
    for (const { reject } of waiting) reject(error);
  }
}

export class AiClient {
  #ttBytes;
  #createWorker;
  #workers;
  /** @type {(Lane | undefined)[]} */
  #lanes = []; // [0] for good; the others started by searches that name them
  #nextId = 1;

  /**
   * ttBytes: each worker's search table. createWorker: how to start a worker
   * (tests and the single-file build may pass their own). workers: how many
   * may search at once (workerCount(), 1..MAX_WORKERS).
   * @param {{ ttBytes?: number, createWorker?: () => Worker, workers?: number }} [options]
   */
  constructor({ ttBytes = DEFAULT_TABLE_BYTES, createWorker = defaultWorker, workers = workerCount() } = {}) {
    if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
      throw new AiError(ERR.ARGUMENT, `workers: ${String(workers)} is not a whole number of 1..${MAX_WORKERS}`);
    }
    this.#ttBytes = ttBytes;
    this.#createWorker = createWorker;
    this.#workers = workers;
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => this.cancel());
  }

  /** How many searches may run at once (the `worker` numbers 0..workers-1). */
  get workers() {
    return this.#workers;
  }

  /** A search is running (loading the worker or clearing its table is not "thinking"). */
  get busy() {
    return this.#lanes.some((lane) => lane?.searching);
  }

  /**
   * The lane of worker k, its worker started (with its 'hello') if it has none.
   * @param {number} k
   */
  #lane(k) {
    const lane = (this.#lanes[k] ??= new Lane(() => this.#createWorker()));
    if (!lane.worker) this.#hello(lane);
    return lane;
  }

  /** @param {Lane} lane */
  #hello(lane) {
    lane.spawn();
    this.#request(lane, 'hello', { ttBytes: this.#ttBytes }).catch(() => {});
  }

  /**
   * @param {Lane} lane
   * @param {string} action
   * @param {object} [payload]
   * @param {string | null} [owner]
   * @returns {Promise<any>} the worker's answer: a search's result, or null
   */
  #request(lane, action, payload = {}, owner = null) {
    const message = { id: this.#nextId++, action, ...payload };
    return new Promise((resolve, reject) => lane.send({ resolve, reject, action, owner, message }));
  }

  /**
   * Loads the search now (its wasm), so the first move is not slowed by it;
   * with `position` (a game the page may ask about), also that game's
   * endgame tables and prover, which an exact answer there wants first.
   * @param {string | null} [position]
   */
  warm(position = null) {
    const lane = this.#lane(0);
    if (position) this.#request(lane, 'hello', { ttBytes: this.#ttBytes, position }).catch(() => {});
  }

  /**
   * Searches the position reached by `moves` from `position` (a start
   * position string). `options` are Searcher.search's (engine-search.js:
   * { level, seed } or { ms, depth, nodes, exactSeeds, allMoves }), and
   * `fresh`: true clears the worker's table first, so the result is the
   * same whatever was searched before, in whichever worker (a review's: a
   * test can recompute it); `worker`: which worker searches (0..workers-1,
   * 0 by default). Resolves to the search result; rejects with AiCancelled
   * or AiError. `owner` names who asks, for cancel(owner).
   * @param {string} position
   * @param {number[]} moves
   * @param {AiSearchOptions} [options]
   * @param {string | null} [owner]
   * @returns {Promise<AiResult>}
   */
  search(position, moves, options, owner = null) {
    const { fresh = false, worker = 0, ...limits } = options ?? {};
    if (!Number.isInteger(worker) || worker < 0 || worker >= this.#workers) {
      return Promise.reject(
        new AiError(ERR.ARGUMENT, `worker: ${String(worker)} is not a whole number of 0..${this.#workers - 1}`),
      );
    }
    return this.#request(this.#lane(worker), 'search', { position, moves, options: limits, fresh }, owner);
  }

  /**
   * Forgets what earlier searches learnt (a new game).
   * @returns {Promise<null>}
   */
  clear() {
    return this.#request(this.#lane(0), 'clear');
  }

  /**
   * Stops the pending requests of `owner` now (all of them without one):
   * they reject with AiCancelled. In each worker, nothing to do unless one
   * is a search; else that worker is ended and the others' requests are
   * sent again to a fresh one.
   * @param {string | null} [owner]
   */
  cancel(owner) {
    /** @type {Dropped} */
    const dropped = (p) => owner === undefined || p.owner === owner;
    for (const lane of this.#lanes) lane?.cancel(dropped, (l) => this.#hello(l));
  }

  /** Ends the workers past the first that have nothing to do (their memory back after a review). */
  release() {
    for (let k = 1; k < this.#lanes.length; k++) {
      const lane = this.#lanes[k];
      if (lane?.worker && lane.pending.size === 0) lane.fail(new AiCancelled());
    }
  }

  /** Ends the workers for good (a page or embed going away). */
  dispose() {
    for (const lane of this.#lanes) lane?.fail(new AiCancelled());
  }
}

function defaultWorker() {
  return new Worker(new URL('./ai-worker.js', import.meta.url), {
    type: 'module',
  });
}

/** @type {AiClient | null} */
let shared = null;

/**
 * The page's one client (one worker, one search table, and more workers
 * while a review searches in parallel): the computer opponent, hints and
 * analysis all ask it, so a cancel (undo, new game) stops whatever was
 * searching for the position that is gone.
 */
export function sharedAi() {
  shared ??= new AiClient();
  return shared;
}
