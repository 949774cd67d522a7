// library.test.mjs - src/ is the library docs/architecture.md describes: its
// .c files directly in src/ are CMake's HOYITO_CORE_SOURCES, every one, and
// nothing in src/ (but src/wasm/, the wasm engines' boundary) includes or calls
// I/O, malloc or the clock, or keeps a mutable global. Each check is first
// shown to catch a planted fault.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (f) => fs.readFileSync(path.join(ROOT, f), 'utf8');

// The standard headers docs/architecture.md allows: no I/O, no allocation, no clock.
const STANDARD = new Set(['string.h', 'stdint.h', 'stdarg.h', 'stddef.h']);
// The C library's calls that do I/O, allocate, read the clock or leave the program.
const BANNED =
  /(?<![\w.>])(malloc|calloc|realloc|free|aligned_alloc|printf|fprintf|sprintf|snprintf|vsnprintf|puts|fputs|putchar|getchar|fopen|fclose|fread|fwrite|fgets|time|clock|clock_gettime|exit|abort|getenv|rand|srand)\s*\(/g;

/** The files of the library: src/ and its folders, but src/wasm/. */
function librarySources() {
  return fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true })
    .map((f) => `src/${f.split(path.sep).join('/')}`)
    .filter((f) => /\.[ch]$/.test(f) && !f.startsWith('src/wasm/'));
}

/** C text with its comments blanked and its string and character literals emptied. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, (m) =>
    m[0] === '/' ? m.replace(/[^\n]/g, ' ') : m[0] + m[0],
  );
}

/** The headers a library file includes that the library may not. */
function badIncludes(text, ownHeaders) {
  const out = [];
  for (const [, system, local] of text.matchAll(/^\s*#\s*include\s*(?:<([^>]+)>|"([^"]+)")/gm)) {
    if (system !== undefined && !STANDARD.has(system)) out.push(`<${system}>`);
    if (local !== undefined && !ownHeaders.has(local)) out.push(`"${local}"`);
  }
  return out;
}

/** The banned calls in a library file. */
function badCalls(text) {
  return [...code(text).matchAll(BANNED)].map((m) => `${m[1]}()`);
}

/** The variables a file defines outside any function that are not const all through. */
function mutableGlobals(text) {
  const flat = code(text).replace(/^\s*#(?:[^\n\\]|\\[\s\S])*$/gm, ''); // preprocessor lines, continued or not
  const out = [];
  let depth = 0;
  let decl = '';
  let body = false; // the braces at depth 0 are a function's body
  for (const ch of flat) {
    if (ch === '{' && depth++ === 0) {
      body = /\)\s*$/.test(decl);
      decl += '{';
    } else if (ch === '}' && --depth === 0) {
      decl = body ? '' : `${decl}}`;
    } else if (depth === 0 && ch !== ';') {
      decl += ch;
    } else if (depth === 0) {
      // A declaration: a variable unless it declares a type, a function or an assertion.
      const head = decl.split('=')[0].replace(/\s+/g, ' ').trim();
      const notVariable =
        /^(typedef|extern|_Static_assert|static_assert)\b/.test(head) ||
        /\)$/.test(head) ||
        /^(struct|union|enum)\b[^{]*(\{\})?$/.test(head);
      const constAll = head.lastIndexOf('const') > head.lastIndexOf('*');
      if (!notVariable && !constAll) out.push(head);
      decl = '';
    }
  }
  return out;
}

test('the checks catch a planted include, call and mutable global', () => {
  const own = new Set(['internal.h', 'hoyito.h']);
  assert.deepEqual(
    badIncludes('#include <string.h>\n#include <stdio.h>\n#include "internal.h"\n#include "../cli/x.h"\n', own),
    ['<stdio.h>', '"../cli/x.h"'],
  );
  const calls =
    'int f(void) {\n  /* malloc( in a comment */\n  char *p = malloc(4);\n  s->free(p);\n  printf("clock()");\n}\n';
  assert.deepEqual(badCalls(calls), ['malloc()', 'printf()']);
  const globals = [
    'static const char *const names[] = {"a", "b"};',
    'static const int table[2] = {1, 2};',
    'typedef struct { int a; } pair;',
    'struct node { int a; };',
    'int hoyito_f(int a);',
    'static int g(int a) { static int calls; return a + calls++; }',
    'static int count = 0;',
    'static const char *last;',
    'int shared[4];',
  ].join('\n');
  assert.deepEqual(mutableGlobals(globals), ['static int count', 'static const char *last', 'int shared[4]']);
});

test('the library is every .c directly in src/, and src/wasm/ is not in it', () => {
  const cmake = read('CMakeLists.txt');
  const listed = cmake
    .match(/set\(HOYITO_CORE_SOURCES([^)]*)\)/)[1]
    .trim()
    .split(/\s+/)
    .sort();
  const direct = fs
    .readdirSync(path.join(ROOT, 'src'))
    .filter((f) => f.endsWith('.c'))
    .map((f) => `src/${f}`)
    .sort();
  assert.deepEqual(listed, direct);
  assert.ok(fs.existsSync(path.join(ROOT, 'src/wasm/wasm_api.c')), 'the wasm boundary is in src/wasm/');
  assert.ok(!listed.some((f) => f.startsWith('src/wasm/')));
});

test('no file of the library includes or calls I/O, malloc or the clock, nor keeps a mutable global', () => {
  const sources = librarySources();
  assert.ok(sources.includes('src/move.c') && sources.includes('src/internal.h'), sources.join(' '));
  const own = new Set([
    ...sources.filter((f) => f.endsWith('.h')).map((f) => f.slice('src/'.length)),
    ...fs.readdirSync(path.join(ROOT, 'include')),
    'hoyito_version.h', // generated into the build's include folder from cmake/hoyito_version.h.in
  ]);
  const bad = sources.flatMap((f) => {
    const text = read(f);
    return [
      ...badIncludes(text, own).map((i) => `${f} includes ${i}`),
      ...badCalls(text).map((c) => `${f} calls ${c}`),
      ...mutableGlobals(text).map((g) => `${f} keeps a mutable global: ${g}`),
    ];
  });
  assert.deepEqual(bad, []);
});
