// test-waits.test.mjs - no test waits on a clock: every test file under tests/
// waits for what happened (a settled board, a worker's answer, a saved entry,
// frames drawn), never for a fixed time. A fixed wait passes on a fast machine
// and fails on a loaded one, or hides a bug by waiting it out. Fails on
// Playwright's waitForTimeout, a sleep helper, a timer from node:timers/promises,
// and setTimeout or setInterval, except where a test simulates a slow worker or
// network (SIMULATED, each with its reason and count). First shown to catch a
// planted fixed wait.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SELF = 'tests/node/test-waits.test.mjs';

// Timers that make something slow on purpose, not waits: file -> [count, why].
const SIMULATED = new Map([
  ['tests/node/ai-workers.test.mjs', [1, 'stand-in workers answer after a delay of their own (lanes out of order)']],
  ['tests/browser/exact.test.mjs', [2, "a worker's message and the tables' file reach it late (a slow device)"]],
]);

const RULES = [
  [/\bwaitForTimeout\s*\(/, 'waitForTimeout: a fixed wait'],
  [/\bsleep\s*(\(|=)/, 'a sleep helper: a fixed wait'],
  [/timers\/promises/, 'a timer of node:timers/promises: a fixed wait'],
];
const TIMER = /\b(setTimeout|setInterval)\s*\(/;

/** The fixed waits in `text` (the file `file`), as "file:line: why" lines. */
export function fixedWaits(text, file, simulated = SIMULATED) {
  const found = [];
  const timers = [];
  text.split('\n').forEach((line, k) => {
    const code = line.replace(/\/\/.*$/, ''); // a comment may name what it replaced
    for (const [rule, why] of RULES) if (rule.test(code)) found.push(`${file}:${k + 1}: ${why}`);
    if (TIMER.test(code)) timers.push(`${file}:${k + 1}: ${TIMER.exec(code)[1]}: a wait on a clock`);
  });
  const [allowed] = simulated.get(file) ?? [0];
  if (timers.length !== allowed)
    found.push(...timers, ...(allowed ? [`${file}: ${allowed} simulated delays expected`] : []));
  return found;
}

/** The test files of the tree at `root`: every .mjs and .js under tests/, as paths from `root`. */
function testFiles(root, dir = path.join(root, 'tests')) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(root, full);
    return /\.m?js$/.test(e.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** The fixed waits of the tree at `root`. */
function waitsOfTree(root) {
  return testFiles(root)
    .filter((f) => f !== SELF)
    .flatMap((f) => fixedWaits(fs.readFileSync(path.join(root, f), 'utf8'), f));
}

test('the check catches a planted fixed wait of each kind, and lets the simulated delays be', () => {
  const file = 'tests/browser/planted.test.mjs';
  const plant = (line) => fixedWaits(`import x from 'y';\n${line}\n`, file);
  assert.deepEqual(plant('await page.waitForTimeout(300);'), [`${file}:2: waitForTimeout: a fixed wait`]);
  assert.deepEqual(plant('await sleep(250);'), [`${file}:2: a sleep helper: a fixed wait`]);
  assert.equal(plant('const sleep = (ms) => new Promise((r) => setTimeout(r, ms));').length, 2);
  assert.equal(plant("import { setTimeout as wait } from 'node:timers/promises';").length, 1);
  assert.deepEqual(plant('await new Promise((r) => setTimeout(r, 200));'), [
    `${file}:2: setTimeout: a wait on a clock`,
  ]);
  assert.equal(plant('setInterval(poll, 100);').length, 1);
  assert.deepEqual(plant('await page.waitForSelector("#x"); // no waitForTimeout(300) any more'), []);
  // The simulated delays are counted: one more timer in such a file is a wait.
  const sim = new Map([[file, [1, 'a slow worker']]]);
  assert.deepEqual(fixedWaits('setTimeout(answer, delay);\n', file, sim), []);
  assert.equal(fixedWaits('setTimeout(answer, delay);\nsetTimeout(r, 10);\n', file, sim).length, 3);
  // The same check over a planted file on disk, in a tree of its own, as the test below reads this one.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-waits-'));
  try {
    fs.mkdirSync(path.join(root, 'tests', 'browser'), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'await page.waitForTimeout(400);\n');
    assert.deepEqual(waitsOfTree(root), [`${file}:1: waitForTimeout: a fixed wait`]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('no test file waits on a clock: each waits for what happened', () => {
  const files = testFiles(ROOT);
  assert.ok(files.length > 50, `${files.length} test files found`);
  for (const file of SIMULATED.keys()) assert.ok(files.includes(file), `${file} (SIMULATED) exists`);
  assert.deepEqual(waitsOfTree(ROOT), []);
});
