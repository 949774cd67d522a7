// The tree's layout is the formatters': Biome (biome.json) for the JS and
// CSS, clang-format (.clang-format) for the C. Each check is first shown to
// catch a misformatted snippet, so a formatter that stopped looking would fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');
const STYLE = `--style=file:${path.join(ROOT, '.clang-format')}`;

const run = (cmd, args, input) => spawnSync(cmd, args, { cwd: ROOT, input, encoding: 'utf8' });

test('Biome reformats a misformatted snippet', () => {
  const r = run(BIOME, ['format', '--stdin-file-path=planted.js'], 'const a = {b:1}\n');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, 'const a = { b: 1 };\n');
});

test('the JS and CSS are formatted (npx biome format --write . fixes them)', () => {
  const r = run(BIOME, ['format', '.']);
  assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`.slice(0, 4000));
});

test('clang-format reformats a misformatted snippet', () => {
  const r = run('clang-format', [STYLE, '--assume-filename=planted.c'], 'int  f( int x ){return x;}\n');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, 'int f(int x) {\n  return x;\n}\n');
});

test('the C is formatted (clang-format -i on the files named fixes them)', () => {
  const files = execFileSync('git', ['ls-files', '*.c', '*.h'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  assert.ok(files.length > 30, `only ${files.length} C files`);
  const r = run('clang-format', [STYLE, '--dry-run', '--Werror', ...files]);
  const named = [...new Set([...r.stderr.matchAll(/^([^\s:]+\.[ch]):\d+/gm)].map((m) => m[1]))];
  assert.equal(r.status, 0, `not formatted: ${named.join(' ')}`);
});
