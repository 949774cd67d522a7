// The hand-written move records of the READMEs are played through the real
// engine: an example that a rules change made illegal (or whose shown result
// went stale) fails here rather than in a reader's hands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadTestEngine, root } from './helpers.mjs';

const read = (file) => fs.readFileSync(new URL(file, root), 'utf8');

// `build/hoyito play POSITION M M M    # RESULT` lines of the front README.
function cliExamples(text) {
  return [...text.matchAll(/^build\/hoyito play (\S+)((?: \d+)+)\s+#\s*(\S+)\s*$/gm)].map((m) => ({
    pos: m[1],
    moves: m[2].trim().split(/\s+/).map(Number),
    after: m[3],
  }));
}

// `moves` ("3 4 1") of the package README: moves from the default start.
function attributeExamples(text) {
  return [...text.matchAll(/`moves` \("([\d .]+)"\)/g)].map((m) =>
    m[1]
      .trim()
      .split(/[\s.]+/)
      .map(Number),
  );
}

function playAll(engine, pos, moves) {
  const game = engine.newGame(pos);
  try {
    moves.forEach((move, k) => {
      try {
        game.play(move);
      } catch (e) {
        assert.fail(`move ${k + 1} (${move}) of ${moves.join(' ')} from ${pos ?? 'the start'}: ${e.message}`);
      }
    });
    return game.position;
  } finally {
    game.free();
  }
}

test('the readers find the examples, and a wrong one fails', async () => {
  assert.deepEqual(cliExamples('build/hoyito play I:1/2:S:0,0 3 4    # I:x\n'), [
    { pos: 'I:1/2:S:0,0', moves: [3, 4], after: 'I:x' },
  ]);
  assert.deepEqual(attributeExamples('`moves` ("3 5 1"), `at`'), [[3, 5, 1]]);
  const engine = await loadTestEngine();
  assert.throws(() => playAll(engine, undefined, [3, 5, 1]), /move 2 \(5\)/);
});

test("README's command-line example plays and ends where it says", async () => {
  const engine = await loadTestEngine();
  const examples = cliExamples(read('README.md'));
  assert.ok(examples.length >= 1, 'README.md shows a `build/hoyito play` example');
  for (const { pos, moves, after } of examples) assert.equal(playAll(engine, pos, moves), after);
});

test("the package README's moves example is legal from the default start", async () => {
  const engine = await loadTestEngine();
  const examples = attributeExamples(read('packages/hoyito/README.md'));
  assert.ok(examples.length >= 1, 'packages/hoyito/README.md shows a `moves` example');
  for (const moves of examples) playAll(engine, undefined, moves);
});
