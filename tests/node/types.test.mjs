// types.test.mjs - the JS that tsconfig.json names type-checks (tsc over its
// JSDoc types, strict, nothing emitted), and the check bites: a planted
// misuse of the engine's API, checked with the same settings, is an error.
// tsc also checks the files those import from folders not typed yet and
// reports their errors: the folders named must have none of their own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/** tsc -p on a config: its exit status and what it printed. */
function tsc(config) {
  const r = spawnSync(process.execPath, [TSC, '-p', config], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

test('a planted type error in a user of the engine fails the check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-types-'));
  try {
    const engine = JSON.stringify(path.join(ROOT, 'web/engine/engine.js'));
    fs.writeFileSync(
      path.join(dir, 'planted.js'),
      `import { loadEngine } from ${engine};\nconst engine = await loadEngine();\nengine.newGame(42);\n`,
    );
    const config = {
      extends: path.join(ROOT, 'tsconfig.json'),
      include: ['planted.js'],
    };
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
    const { status, out } = tsc(path.join(dir, 'tsconfig.json'));
    assert.notEqual(status, 0, out);
    assert.match(
      out,
      /planted\.js\(3,16\): error TS2345: Argument of type 'number' is not assignable to parameter of type 'string/,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The include globs of tsconfig.json (a JSON file with // comments above it), as one test of a path.
function includedTest() {
  const text = fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const escape = (part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  // '**/' is any folders (or none), '*' any name's characters.
  const globs = JSON.parse(text).include.map((glob) =>
    glob
      .split('**/')
      .map((part) => part.split('*').map(escape).join('[^/]*'))
      .join('(?:.*/)?'),
  );
  const re = new RegExp(`^(?:${globs.join('|')})$`);
  return (file) => re.test(file);
}

test('the include globs are read as tsc reads them', () => {
  const included = includedTest();
  assert.ok(included('web/js/lib/dom.js'));
  assert.ok(included('web/engine/gen/abi.js'));
  assert.ok(!included('web/js/lib.js'));
  assert.ok(!included('web/js/libx/dom.js'));
});

test('the folders tsconfig.json names type-check: no error in them (tsc -p tsconfig.json)', () => {
  const { status, out } = tsc('tsconfig.json');
  // An error's first line names its file; the lines after it, indented, say more.
  const errors = out.split('\n').filter((line) => line.trim() && !/^\s/.test(line));
  for (const line of errors) assert.match(line, /^[^\s(]+\(\d+,\d+\): error TS\d+: /, out);
  const included = includedTest();
  assert.deepEqual(
    errors.filter((line) => included(line.slice(0, line.indexOf('(')))),
    [],
    out,
  );
  if (!errors.length) assert.equal(status, 0);
});
