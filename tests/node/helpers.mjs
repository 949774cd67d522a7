// helpers.mjs - loads the real wasm engine for Node tests. The engines are
// standalone modules that web/engine/engine-wasm.js fetches in a page; Node has no
// page to fetch from, so the bytes are read here and handed over as wasmBinary.
import fs from 'node:fs';
import { loadEngine } from '../../web/engine/engine.js';
import { loadRecordsEngine } from '../../web/engine/engine-records.js';

export const root = new URL('../../', import.meta.url);

export function loadTestEngine() {
  const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito.wasm', root));
  return loadEngine({ wasmBinary });
}

/** The engine with game records (its own build: gen/hoyito-records.wasm). */
export function loadRecordsTestEngine() {
  const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-records.wasm', root));
  return loadRecordsEngine({ wasmBinary });
}

export function readVectors() {
  const text = fs.readFileSync(new URL('tests/data/rules_cases.tsv', root), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [position, move, after, moves] = line.split('\t');
      return { position, move: Number(move), after, moves };
    });
}

import { prng } from '../prng.mjs';

export { prng as rng };

/**
 * Each legal move's final margin for the mover at `position`, from
 * `valueOf(position)` (the value for the side to move of the position a move
 * leaves, as `hoyito solve` gives it): that value plus the captures so far,
 * turned over when the turn passes, or the game's end. `engine`: any engine.
 */
export function marginsByMove(engine, position, valueOf) {
  const game = engine.newGame(position);
  const start = game.snapshot();
  const me = start.turn === 'S' ? 0 : 1;
  const margins = {};
  for (const hole of start.legal) {
    game.load(position);
    game.play(hole);
    const s = game.snapshot();
    const them = s.turn === 'S' ? 0 : 1;
    const margin = s.over ? 0 : valueOf(s.position) + s.captured[them] - s.captured[1 - them];
    margins[hole] = s.over ? s.captured[me] - s.captured[1 - me] : s.turn === start.turn ? margin : 0 - margin;
  }
  game.free();
  return margins;
}

let workerOnMessage = null; // the worker module's handler: it loads once a process

/**
 * The search worker (web/engine/ai-worker.js) run in this process, as a page's
 * worker would receive messages: ask(data) posts one request and resolves
 * with its answer. One worker a process: the module keeps its state from
 * one test to the next.
 */
export async function inProcessWorker(t) {
  const waiting = new Map();
  globalThis.self = { postMessage: (message) => waiting.get(message.id)?.(message) };
  t.after(() => {
    delete globalThis.self;
  });
  if (!workerOnMessage) {
    await import('../../web/engine/ai-worker.js');
    workerOnMessage = globalThis.self.onmessage;
  }
  let id = 0;
  return (data) =>
    new Promise((resolve) => {
      waiting.set(++id, resolve);
      workerOnMessage({ data: { id, ...data } });
    });
}

/**
 * `count` different Hoyito I 2x6 positions, none over, reached from the start
 * by seeded random moves, 6 to 12 plies (the exact-middle test's and the
 * exact Hint benchmark's middle games).
 */
export function middleGames(engine, count, seed = 20261204) {
  const random = prng(seed);
  const start = engine.startPosition({ variant: 'I' });
  const positions = [];
  while (positions.length < count) {
    const game = engine.newGame(start);
    const plies = 6 + (positions.length % 7);
    for (let i = 0; i < plies && !game.snapshot().over; i++) {
      const { legal } = game.snapshot();
      game.play(legal[Math.floor(random() * legal.length)]);
    }
    const s = game.snapshot();
    if (!s.over && !positions.includes(s.position)) positions.push(s.position);
    game.free();
  }
  return positions;
}
