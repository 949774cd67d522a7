// types.test.mjs - all of the page's and the engine's JS type-checks (tsc
// over its JSDoc types, strict, nothing emitted, tsconfig.json), none is
// left out, and the check bites: a planted misuse of the engine's API,
// checked with the same settings, is an error.
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

test('every JS file of the page and the engine type-checks: tsc -p tsconfig.json names no error', () => {
  const { status, out } = tsc('tsconfig.json');
  assert.equal(out.trim(), '');
  assert.equal(status, 0);
});

test('tsconfig.json leaves no JS file of web/js/ or web/engine/ out of the check', () => {
  const r = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json', '--listFilesOnly'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const checked = new Set(r.stdout.split('\n').map((line) => path.relative(ROOT, line.trim())));
  const files = ['web/js', 'web/engine'].flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true })
      .map((f) => path.join(dir, String(f)))
      .filter((f) => f.endsWith('.js')),
  );
  assert.ok(files.length > 100, `${files.length} files`);
  assert.deepEqual(
    files.filter((f) => !checked.has(f)),
    [],
  );
});
