// page-memory.test.mjs - the page's engine (web/engine/gen/hoyito.wasm) has its own
// allocator (src/wasm/wasm_malloc.c): what is freed is used again, so making and
// freeing games, and handing in texts of every size, grows its memory once
// and no more; and games held at once keep their own positions.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadEngine, MAX_INPUT } from '../../web/engine/engine.js';
import { root } from './helpers.mjs';

const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito.wasm', root));
const engine = await loadEngine({ wasmBinary });
const memory = () => engine.m.HEAPU8.buffer.byteLength;
const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';

// Texts of many lengths up to the most the engine reads, each refused or not as its length says.
function texts() {
  const out = [];
  for (let n = 1; n <= MAX_INPUT; n = n * 2 + 1) out.push(`${START};${'x'.repeat(n)}`.slice(0, MAX_INPUT));
  return out;
}

function round() {
  const games = [];
  for (let k = 0; k < 300; k++) {
    const g = engine.newGame(START);
    g.play(1 + (k % 6));
    games.push(g);
  }
  for (const text of texts()) assert.equal(engine.validate(text).ok, false, `${text.length} characters`);
  assert.ok(
    games.every((g, k) => {
      const { moves } = g.snapshot();
      return moves.length === 1 && moves[0] === 1 + (k % 6);
    }),
    'each game keeps its move',
  );
  const positions = new Set(games.map((g) => g.position));
  assert.equal(positions.size, 6, 'six different first moves, six positions');
  for (const g of games) g.free();
}

test('freed games and texts are used again: the memory grows in the first round only', () => {
  round();
  const after = memory();
  for (let r = 0; r < 20; r++) round();
  assert.equal(memory(), after);
});

test('a text longer than the engine reads is refused before any allocation, and the engine goes on', () => {
  const before = memory();
  assert.equal(engine.validate(`${START};${'x'.repeat(1 << 20)}`).ok, false);
  assert.equal(memory(), before);
  assert.equal(engine.validate(START).ok, true);
});
