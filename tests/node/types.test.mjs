// types.test.mjs - the JS that tsconfig.json names type-checks (tsc over its
// JSDoc types, strict, nothing emitted), and the check bites: a planted
// misuse of the engine's API, checked with the same settings, is an error.
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

test('the folders tsconfig.json names type-check (tsc -p tsconfig.json: no error)', () => {
  const { status, out } = tsc('tsconfig.json');
  assert.equal(out.trim(), '');
  assert.equal(status, 0);
});
