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

import { DEFAULT_TABLE_BYTES, ERR } from './gen/abi.js';

export class AiCancelled extends Error {
  constructor() {
    super('search cancelled');
    this.name = 'AiCancelled';
  }
}

export class AiError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'AiError';
    this.code = code;
  }
}

export class AiClient {
  #ttBytes;
  #createWorker;
  #worker = null;
  #pending = new Map(); // id -> { resolve, reject, action, owner, message }
  #nextId = 1;

  /**
   * ttBytes: the search table's size. createWorker: how to start the worker
   * (tests and the single-file build may pass their own).
   */
  constructor({ ttBytes = DEFAULT_TABLE_BYTES, createWorker = defaultWorker } = {}) {
    this.#ttBytes = ttBytes;
    this.#createWorker = createWorker;
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => this.cancel());
  }

  /** A search is running (loading the worker or clearing its table is not "thinking"). */
  get busy() {
    return [...this.#pending.values()].some((p) => p.action === 'search');
  }

  #spawn() {
    const worker = this.#createWorker();
    worker.onmessage = ({ data }) => {
      if (worker !== this.#worker) return;
      const waiting = this.#pending.get(data.id);
      if (!waiting) return;
      this.#pending.delete(data.id);
      if (data.ok) waiting.resolve(data.result);
      else waiting.reject(new AiError(data.code, data.message));
    };
    worker.onerror = (event) => {
      if (worker !== this.#worker) return;
      event.preventDefault?.();
      this.#fail(new AiError(ERR.ARGUMENT, `the search worker stopped: ${event.message ?? 'unknown error'}`));
    };
    this.#worker = worker;
    this.#send('hello', { ttBytes: this.#ttBytes }).catch(() => {});
  }

  #send(action, payload = {}, owner = null) {
    if (!this.#worker) this.#spawn();
    const id = this.#nextId++;
    const message = { id, action, ...payload };
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, action, owner, message });
      this.#worker.postMessage(message);
    });
  }

  /** Loads the search now (its wasm), so the first move is not slowed by it. */
  warm() {
    if (!this.#worker) this.#spawn();
  }

  /**
   * Searches the position reached by `moves` from `position` (a start
   * position string). `options` are Searcher.search's (engine-search.js:
   * { level, seed } or { ms, depth, nodes, exactSeeds, allMoves }) and
   * `fresh`: true clears the worker's table first, so the result is the
   * same whatever was searched before (a review's: a test can recompute
   * it). Resolves to the search result; rejects with AiCancelled or
   * AiError. `owner` names who asks, for cancel(owner).
   */
  search(position, moves, options, owner = null) {
    const { fresh = false, ...limits } = options ?? {};
    return this.#send('search', { position, moves, options: limits, fresh }, owner);
  }

  /** Forgets what earlier searches learnt (a new game). */
  clear() {
    return this.#send('clear');
  }

  /**
   * Stops the pending requests of `owner` now (all of them without one):
   * they reject with AiCancelled. Nothing to do unless one is a search;
   * else the worker is ended and the others' requests are sent again to a
   * fresh one.
   */
  cancel(owner) {
    const dropped = (p) => owner === undefined || p.owner === owner;
    const requests = [...this.#pending.values()];
    if (!this.#worker || !requests.some((p) => dropped(p) && p.action === 'search')) return;
    this.#worker.terminate();
    this.#worker = null;
    this.#pending.clear();
    for (const p of requests) {
      if (dropped(p)) continue;
      if (!this.#worker) this.#spawn();
      this.#pending.set(p.message.id, p);
      this.#worker.postMessage(p.message);
    }
    for (const p of requests) if (dropped(p)) p.reject(new AiCancelled());
  }

  #fail(error) {
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    if (this.#worker && !(error instanceof AiCancelled)) {
      this.#worker.terminate();
      this.#worker = null;
    }
    for (const { reject } of waiting) reject(error);
  }

  /** Ends the worker for good (a page or embed going away). */
  dispose() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#fail(new AiCancelled());
  }
}

function defaultWorker() {
  return new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
}

let shared = null;

/**
 * The page's one client (one worker, one search table): the computer
 * opponent, hints and analysis all ask it, so a cancel (undo, new game)
 * stops whatever was searching for the position that is gone.
 */
export function sharedAi() {
  shared ??= new AiClient();
  return shared;
}
