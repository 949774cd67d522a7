// Docs and comments that cannot drift from the tree: every source file's
// first-line self-name is its own name; every *.js, *.mjs, *.c, *.h or *.css
// path named in the docs, in code comments, in CMake files and in CSS is a
// file of the tree (or one the build writes); every event the controller
// emits, and every `how` it gives, is in docs/architecture.md's event table.
// Each check is first shown to catch a planted fault.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const read = (f) => fs.readFileSync(path.join(ROOT, f), 'utf8');

// What the build writes (not in git: the page's generated files, the version header, the install check's all-headers file), and placeholders of hashed or per-language names.
const GENERATED = /(^|\/)(abi\.js|precache\.js|hoyito_version\.h|hoyito_all\.h)$/;
const PLACEHOLDER = /HASH|NAME|(^|[/-])xx([/.-]|$)/;
// Names that are not the tree's files: a product, and the reader's own program in an example.
const NOT_FILES = new Set(['Node.js', 'app.c']);
const FILE_NAME = /(?<![\w./*<-])((?:[\w-]+\/)*[\w-]+\.(?:js|mjs|c|h|css))(?![\w-]|\.\w)/g;

/** The file names a text names that the tree lacks. */
export function missingNames(text, files = tracked) {
  const out = [];
  for (const [, name] of text.matchAll(FILE_NAME)) {
    if (GENERATED.test(name) || PLACEHOLDER.test(name) || NOT_FILES.has(name)) continue;
    if (!files.some((t) => t === name || t.endsWith(`/${name}`))) out.push(name);
  }
  return out;
}

/** The text of a file that names files for readers: docs and CMake whole, code by its comments. */
function namingText(file) {
  const text = read(file);
  if (/\.md$|CMakeLists\.txt$|\.cmake$/.test(file)) return text;
  if (/\.m?js$/.test(file)) {
    const comments = [];
    parse(text, { ecmaVersion: 'latest', sourceType: 'module', onComment: (_, c) => comments.push(c) });
    return comments.join('\n');
  }
  if (/\.(c|h|css)$/.test(file)) return [...text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map((m) => m[0]).join('\n');
  if (/\.sh$/.test(file)) return [...text.matchAll(/(^|\s)#[^\n]*/g)].map((m) => m[0]).join('\n');
  return '';
}

test('the name check catches a file that is gone', () => {
  assert.deepEqual(missingNames('see game/record-io.js and play/tree.js, <stdio.h>, gen/abi.js, assets/main-HASH.js'), [
    'game/record-io.js',
  ]);
});

test('every file named in docs, comments, CMake and CSS is in the tree', () => {
  const sources = tracked.filter(
    (f) => /\.(md|m?js|c|h|css|sh|cmake)$|CMakeLists\.txt$/.test(f) && !f.startsWith('web/data/'),
  );
  // A code file's comment may name a scratch file the same file writes (its name is a string there).
  const own = (f, n) => !/\.md$/.test(f) && read(f).includes(`'${n}'`);
  const bad = sources.flatMap((f) =>
    missingNames(namingText(f))
      .filter((n) => !own(f, n))
      .map((n) => `${f} names ${n}`),
  );
  assert.deepEqual(bad, []);
});

/** The name a file's first line gives itself ("NAME.js - what it is"), or null. */
export function selfName(firstLine) {
  const m = firstLine.match(/^\s*(?:\/\/|\/\*+|#)\s*([\w./-]+\.(?:m?js|c|h|css|sh))\s+[-:]/);
  return m ? m[1] : null;
}

test('the self-name check reads a first line', () => {
  assert.equal(selfName('// en/core.js - the English words'), 'en/core.js');
  assert.equal(selfName('/* move.c - one move */'), 'move.c');
  assert.equal(selfName('// Every relative link'), null);
});

test("every file's first-line self-name is its own name", () => {
  const bad = [];
  for (const f of tracked.filter((t) => /\.(m?js|c|h|css|sh)$/.test(t))) {
    const name = selfName(read(f).split('\n', 1)[0]);
    if (name && path.posix.basename(name) !== path.posix.basename(f)) bad.push(`${f} calls itself ${name}`);
    else if (name && name.includes('/') && !f.endsWith(name)) bad.push(`${f} calls itself ${name}`);
  }
  assert.deepEqual(bad, []);
});

/** The controller's events and hows from its code, and the rows of the table in the doc. */
function emitted(code) {
  const events = new Set([...code.matchAll(/\bemit\('(\w+)'/g)].map((m) => m[1]));
  const hows = {
    position: new Set([...code.matchAll(/\bchanged\('(\w+)'/g)].map((m) => m[1])),
    tree: new Set([...code.matchAll(/\btell\('(\w+)'|\bemit\('tree', \{ how: '(\w+)'/g)].map((m) => m[1] ?? m[2])),
  };
  return { events, hows };
}
function table(doc) {
  const rows = new Map();
  for (const [, name, detail] of doc.matchAll(/^\| `(\w+)` \| (.*) \|[^|\n]*\|$/gm)) rows.set(name, detail);
  return rows;
}
function undocumented(code, doc) {
  const { events, hows } = emitted(code);
  const rows = table(doc);
  const out = [...events].filter((e) => !rows.has(e)).map((e) => `event ${e}`);
  for (const [event, set] of Object.entries(hows)) {
    for (const how of set) if (!rows.get(event)?.includes(`\`${how}\``)) out.push(`${event} how ${how}`);
  }
  return out;
}

const PLAY = tracked.filter((f) => f.startsWith('web/js/play/') && f.endsWith('.js'));
const ARCH = read('docs/architecture.md');

test('the event check catches an undocumented event and an undocumented how', () => {
  const code = PLAY.map(read).join('\n');
  const found = undocumented(`${code}\ncore.emit('planted', {}); tell('plantedhow');`, ARCH);
  assert.ok(found.includes('event planted') && found.includes('tree how plantedhow'), found.join(', '));
});

test("every event the controller emits, and every how, is in docs/architecture.md's table", () => {
  const code = PLAY.map(read).join('\n');
  assert.ok(emitted(code).events.size >= 4, 'the controller emits events');
  assert.deepEqual(undocumented(code, ARCH), []);
});
