// architecture.test.mjs - the page's folders keep to the import rules of
// docs/architecture.md. The rules live only there (the fenced `rules`
// block); this reads them and every module under web/ (generated files
// aside), takes each module's imports as esbuild parses them (static,
// export ... from, dynamic import()) plus the URLs it resolves against its
// own address (new URL('./x', import.meta.url): workers, the engines' .wasm),
// and fails on an import the module's row does not allow, an import of a
// file that does not exist, an import() whose target is not a literal, and
// a module that no row places.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'web');
const DOC = path.join(ROOT, 'docs', 'architecture.md');
const rel = (file) => path.relative(WEB, file).split(path.sep).join('/');
// Built files: not sources, and absent from a fresh clone.
const generated = (p) => /(?:^|\/)gen\//.test(p);

/** The rows of the doc's ```rules block: [{ place, allowed: [prefix...] }]. */
function readRules(text) {
  const block = /^```rules\n([\s\S]*?)^```$/m.exec(text);
  assert.ok(block, 'docs/architecture.md has a ```rules block');
  return block[1]
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [place, ...allowed] = line.split(/\s+/);
      return { place, allowed: allowed.filter((a) => a !== '-') };
    });
}

// A row's place or an allowed target: a folder ('js/board/', '*' = any one
// folder name) covers what is under it, a file itself.
const pattern = (p) =>
  new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}${p.endsWith('/') ? '' : '$'}`);
const covers = (p, file) => pattern(p).test(file);
const depth = (p) => p.split('/').length;

/** The row that places `file`: the deepest that covers it. */
function rowOf(rules, file) {
  return rules.filter((r) => covers(r.place, file)).sort((a, b) => depth(b.place) - depth(a.place))[0] ?? null;
}

/** What `file` may import: what is under its own place (a folder row) or is itself (a file row), and the row's targets. */
function allows(row, file, target) {
  const own = pattern(row.place).exec(file)[0];
  return (
    (row.place.endsWith('/') ? target.startsWith(own) : target === own) || row.allowed.some((a) => covers(a, target))
  );
}

function modules(dir = WEB) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return generated(`${rel(full)}/`) ? [] : modules(full);
    return e.name.endsWith('.js') ? [full] : [];
  });
}

/** Every import of every module: [{ from, spec, target, kind }] (paths relative to web/). */
async function importsOf(files) {
  const found = [];
  const result = await esbuild
    .build({
      entryPoints: files,
      bundle: true,
      write: false,
      outdir: path.join(ROOT, 'dist', 'architecture'),
      format: 'esm',
      logLevel: 'silent',
      metafile: false,
      plugins: [
        {
          name: 'record-imports',
          setup(build) {
            // Each import is noted and left outside the bundle: only the modules themselves are parsed.
            build.onResolve({ filter: /.*/ }, (args) => {
              if (args.kind === 'entry-point') return undefined;
              const target = /^\.{1,2}\//.test(args.path) ? rel(path.resolve(args.resolveDir, args.path)) : args.path;
              found.push({ from: rel(args.importer), spec: args.path, target, kind: args.kind });
              return { path: args.path, external: true };
            });
          },
        },
      ],
    })
    .catch((e) => e);
  const unreadable = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    // esbuild leaves import(x) alone without a word: look for it in the code (comments out).
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
    for (const m of code.matchAll(/\bimport\s*\(\s*(?![\s'"])([\w$]*)/g)) {
      // import(NAME) of a module-level `const NAME = 'node:...'`: a Node built-in that
      // bundlers must not follow (the engine under Node), checked like a literal.
      const spec = new RegExp(`^const ${m[1] || '\\W'} = '(node:[\\w/]+)';$`, 'm').exec(code)?.[1];
      if (spec) found.push({ from: rel(file), spec, target: spec, kind: 'dynamic-node' });
      else unreadable.push(`${rel(file)}: ${code.slice(m.index, m.index + 40).split('\n')[0]}`);
    }
    for (const m of text.matchAll(/new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]*)\1\s*,\s*import\.meta\.url\s*\)/g)) {
      found.push({ from: rel(file), spec: m[2], target: rel(path.resolve(path.dirname(file), m[2])), kind: 'new-url' });
    }
  }
  return { found, errors: result.errors ?? [], unreadable };
}

const rules = readRules(fs.readFileSync(DOC, 'utf8'));
const files = modules();
const { found, errors, unreadable } = await importsOf(files);

test('the rules block of docs/architecture.md is read, and every row places a module', () => {
  assert.ok(rules.length >= 5, `${rules.length} rows`);
  const stale = rules.filter((r) => !files.some((f) => rowOf(rules, rel(f)) === r));
  assert.deepEqual(
    stale.map((r) => r.place),
    [],
    'rows that place no module (stale: remove or fix them)',
  );
});

test('every module of web/ is parsed and placed by a row of the rules', () => {
  assert.deepEqual(
    errors.map((e) => `${e.location?.file}: ${e.text}`),
    [],
  );
  assert.ok(files.length > 40, `${files.length} modules`);
  const unplaced = files.map(rel).filter((f) => !rowOf(rules, f));
  assert.deepEqual(unplaced, [], 'modules no row of docs/architecture.md places: add the folder to the rules');
});

test('every import() names its module literally (else its target cannot be checked)', () => {
  assert.deepEqual(unreadable, []);
});

test('every relative import names a file that exists', () => {
  assert.ok(found.length > 100, `${found.length} imports read`);
  const missing = found
    .filter((i) => /^\.{1,2}\//.test(i.spec) && !generated(i.target) && !fs.existsSync(path.join(WEB, i.target)))
    .map((i) => `${i.from} imports ${i.spec}`);
  assert.deepEqual(missing, []);
});

test('every import keeps to the rules of docs/architecture.md', () => {
  const broken = [];
  for (const i of found) {
    if (!/^\.{1,2}\//.test(i.spec)) {
      // Outside the page's own files: only a Node built-in its row names.
      if (!rowOf(rules, i.from)?.allowed.includes(i.spec))
        broken.push(`${i.from} imports '${i.spec}', which is not a file of web/`);
      continue;
    }
    const row = rowOf(rules, i.from);
    if (row && !allows(row, i.from, i.target)) {
      broken.push(
        `${i.from} imports ${i.target} (${i.kind}): ${row.place} may import ${row.allowed.join(' ') || 'nothing'} besides itself`,
      );
    }
  }
  assert.deepEqual(broken, []);
});

test('no two modules share a file name (built files are named after it)', () => {
  const seen = new Map();
  for (const f of files.map(rel)) {
    const name = path.posix.basename(f);
    seen.set(name, [...(seen.get(name) ?? []), f]);
  }
  assert.deepEqual(
    [...seen.values()].filter((l) => l.length > 1),
    [],
  );
});

/** The rows of the doc's ```contexts block: [{ name, file, typedef }]. */
function readContexts(text) {
  const block = /^```contexts\n([\s\S]*?)^```$/m.exec(text);
  assert.ok(block, 'docs/architecture.md has a ```contexts block');
  return block[1]
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [name, file, typedef] = line.split(/\s+/);
      return { name, file, typedef };
    });
}

/** The fields a `@typedef {object} NAME` declares, each with its `@property` line. */
function declaredFields(text, typedef) {
  const block = new RegExp(`@typedef \\{object\\} ${typedef}\\b([\\s\\S]*?)\\*/`).exec(text);
  if (!block) return null;
  return [...block[1].matchAll(/@property\s+\{[^\n]*?\}\s+(\w+)\s+\S/g)].map((m) => m[1]);
}

/**
 * What breaks the rule of a shared context: anything poured into it
 * (Object.assign), a field its typedef does not declare, a method set on it
 * from another module, the creator's literal not the typedef's fields.
 * `sources`: [[file relative to web/, text]].
 */
function contextBreaks(context, sources) {
  const { name, file, typedef } = context;
  const broken = [];
  const creator = sources.find(([f]) => f === file)?.[1];
  const fields = creator ? declaredFields(creator, typedef) : null;
  if (!fields) return [`${file}: no @typedef {object} ${typedef} with its @property lines`];
  const literal = new RegExp(`^(\\s*)const ${name} = \\{\\n([\\s\\S]*?)^\\1\\};`, 'm').exec(creator);
  const keys = literal ? [...literal[2].matchAll(new RegExp(`^${literal[1]}  (\\w+)\\b`, 'gm'))].map((m) => m[1]) : [];
  if (keys.join() !== fields.join())
    broken.push(`${file}: const ${name} = { ${keys.join(', ')} } is not @typedef ${typedef}'s ${fields.join(', ')}`);
  for (const [f, text] of sources) {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
    for (const m of code.matchAll(
      new RegExp(`Object\\.(?:assign|defineProperty|defineProperties)\\(\\s*${name}\\b`, 'g'),
    ))
      broken.push(`${f}: ${m[0]}: declare the field in @typedef ${typedef} (${file}) instead`);
    if (f === file) continue;
    const writes = new RegExp(
      `(?<![.\\w$])${name}\\.(\\w+)\\s*=(?![=>])\\s*(async\\b|function\\b|\\([^()]*\\)\\s*=>|[\\w$]+\\s*=>)?`,
      'g',
    );
    for (const m of code.matchAll(writes)) {
      if (!fields.includes(m[1])) broken.push(`${f}: ${name}.${m[1]} = : not a field of @typedef ${typedef} (${file})`);
      else if (m[2]) broken.push(`${f}: ${name}.${m[1]} = ${m[2]}: a method set from another module`);
    }
  }
  return broken;
}

const contexts = readContexts(fs.readFileSync(DOC, 'utf8'));
const sourceTexts = files.map((f) => [rel(f), fs.readFileSync(f, 'utf8')]);

test('a shared context is declared in one place, and no module adds to it', () => {
  assert.ok(contexts.length >= 1, 'the contexts block names the shared objects');
  for (const context of contexts) assert.deepEqual(contextBreaks(context, sourceTexts), [], context.name);
});

test('the context check catches what is poured into one, or set on it from elsewhere', () => {
  const core = contexts.find((c) => c.name === 'core');
  const planted = (text) => contextBreaks(core, [...sourceTexts, ['js/play/planted.js', text]]);
  assert.deepEqual(planted('export const f = (core) => core.fit.fitBoard();'), []);
  assert.equal(planted('export function f(core) {\n  Object.assign(core, { x() {} });\n}').length, 1);
  assert.equal(planted('export function f(core) {\n  core.bottomSide = () => 1;\n}').length, 1);
  assert.equal(planted('export function f(core) {\n  core.fit = function () {};\n}').length, 1);
  assert.deepEqual(planted('export function f(core, g) {\n  core.game = g;\n}'), []);
});

test("the context check holds the play page's too: nothing poured into it, no method set on it", () => {
  const page = contexts.find((c) => c.name === 'page');
  assert.ok(page, 'the contexts block names the play page (main.js)');
  const planted = (text) => contextBreaks(page, [...sourceTexts, ['js/page/planted.js', text]]);
  assert.deepEqual(planted('export const f = (page) => page.menus.closeDialogs();'), []);
  assert.deepEqual(planted('export function f(page) {\n  page.custom = true;\n}'), []);
  assert.equal(
    planted("import { t } from '../i18n/strings.js';\nexport function f(page) {\n  Object.assign(page, { t });\n}")
      .length,
    1,
  );
  assert.equal(planted('export function f(page) {\n  page.openNew = () => null;\n}').length, 1);
  assert.equal(planted('export function f(page) {\n  page.menus = async () => null;\n}').length, 1);
});
