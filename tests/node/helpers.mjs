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

export { prng as rng } from '../prng.mjs';
