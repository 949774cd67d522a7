// helpers.mjs - loads the real wasm engine for Node tests. Node 20's global
// fetch makes an Emscripten 3.1.6 module try to fetch its .wasm by path, so
// the bytes are read here and handed over as wasmBinary.
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
  return text.trim().split('\n').map((line) => {
    const [position, move, after, moves] = line.split('\t');
    return { position, move: Number(move), after, moves };
  });
}

// A small deterministic PRNG (mulberry32), so every run tests the same games.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
