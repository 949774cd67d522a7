// search-clock.test.mjs - timed searches of the wasm search engine come back
// when one searcher makes several in a row past 2.1 s of its thread's life
// (the page's worker does). Emscripten's emscripten_get_now() wrapped there
// in a standalone build, and such a search never saw its deadline. A
// liveness check, not a timing one: tools/bench/search-deadline.mjs gives each
// search 10 s beyond its limit before calling it lost.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tool = fileURLToPath(new URL('../../tools/bench/search-deadline.mjs', import.meta.url));

test("timed searches in a row, past 2.1 s of the searcher's thread, all come back", () => {
  const out = execFileSync(process.execPath, [tool, 'I:300', 'I:500', 'I:1000', 'II:300', 'III:500'], {
    encoding: 'utf8',
  });
  assert.equal(out.trim().split('\n').length, 5, out);
  assert.doesNotMatch(out, /no answer/);
});
