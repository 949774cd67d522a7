#!/usr/bin/env node
// Builds dist/hoyito.html: the whole game in one file that plays when opened
// from disk (file://), computer opponent included. ES modules
// and separate .wasm files do not load from file://, so:
//   - an engine module (gen/hoyito.mjs, the search's gen/hoyito-ai.mjs) is
//     replaced by its classic twin (gen/hoyito-single.js, gen/hoyito-ai-single.js:
//     Emscripten scripts with the wasm inlined as base64; CMakeLists.txt targets
//     hoyito_wasm_single, hoyito_wasm_ai_single), listed in SCRIPT_TWINS;
//   - the page's ES modules are joined by a small bundler below: each module
//     becomes a function, imports become lookups, dynamic import() a promise;
//   - a worker, written the standard way
//       new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' })
//     is bundled the same way and started from a Blob URL as a classic
//     worker. Every module and twin is in the file once, as a function of the
//     page's script; a worker's Blob is made of the text of the functions it
//     needs (Function.prototype.toString), so what the page and the worker
//     both import (engine.js, the engine) is not stored twice, and the search
//     engine, which only the worker uses, never runs on the page;
//   - style.css is inlined, and links the single file cannot use are dropped.
// The bundler accepts the module syntax the page uses and refuses anything
// else with a message (export let, cycles, import.meta outside new Worker,
// import() of a computed name), so the build never produces a broken page.
// Usage: node tools/build-single.mjs [--web DIR] [--out FILE]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * ES modules replaced by a classic script in the single file: `script`
 * defines the factory `global` that is the module's default export.
 */
export const SCRIPT_TWINS = {
  'gen/hoyito.mjs': { script: 'gen/hoyito-single.js', global: 'createHoyito' },       // engine.js's
  'gen/hoyito-ai.mjs': { script: 'gen/hoyito-ai-single.js', global: 'createHoyitoAI' }, // ai-worker.js's
};

class BundleError extends Error {}

const IDENT = '[A-Za-z_$][\\w$]*';
const IMPORT_FROM = /^import\s+([^'";]*?)\s+from\s+(['"])([^'"]+)\2\s*;?/gm;
const IMPORT_BARE = /^import\s+(['"])([^'"]+)\1\s*;?/gm;
const DYNAMIC = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
// import(`./i18n/${lang}.js`): every file the pattern can name is bundled.
const DYNAMIC_TEMPLATE = /\bimport\(\s*`([^`$]*\/)([^`/$]*)\$\{([^}`]+)\}([^`/$]*)`\s*\)/g;
const WORKER = /new\s+Worker\(\s*new\s+URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)\s*(?:,\s*\{[^}]*\}\s*)?\)/g;
const EXPORT_DECL = new RegExp(`^export\\s+((?:async\\s+)?function\\*?|class|const)\\s+(${IDENT})`, 'gm');
const EXPORT_LIST = /^export\s*\{([^}]*)\}\s*;?/gm;
const EXPORT_DEFAULT = /^export\s+default\s+/m;

function resolve(from, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../')) {
    throw new BundleError(`${from}: import of "${spec}": only relative paths can be bundled`);
  }
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
}

// import { a, b as c } -> { a, b: c }; import X -> X (default); import * as ns
function bindings(clause, from, name) {
  const out = [];
  let rest = clause.trim();
  const ns = /^\*\s+as\s+([\w$]+)$/.exec(rest);
  if (ns) return [`const ${ns[1]} = __import(${JSON.stringify(name)});`];
  const def = new RegExp(`^(${IDENT})\\s*(?:,\\s*|$)`).exec(rest);
  if (def) {
    out.push(`const ${def[1]} = __import(${JSON.stringify(name)}).default;`);
    rest = rest.slice(def[0].length).trim();
  }
  if (rest) {
    const named = /^\{([^}]*)\}$/.exec(rest);
    if (!named) throw new BundleError(`${from}: cannot bundle "import ${clause} from"`);
    const list = named[1].split(',').map((s) => s.trim()).filter(Boolean)
      .map((s) => s.replace(/^([\w$]+)\s+as\s+([\w$]+)$/, '$1: $2'));
    out.push(`const { ${list.join(', ')} } = __import(${JSON.stringify(name)});`);
  }
  return out;
}

/** Files of `dir` (relative to web/) whose names are prefix*suffix. */
function matching(web, dir, prefix, suffix) {
  const full = path.join(web, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full)
    .filter((f) => f.startsWith(prefix) && f.endsWith(suffix) && f.length > prefix.length + suffix.length)
    .map((f) => path.posix.join(dir, f));
}

/** One module's source as a function body; returns { code, deps, lazy, workers }. */
export function transform(name, source, web = null) {
  const deps = [];
  const lazy = [];
  const workers = [];
  let code = source;
  code = code.replace(WORKER, (m, q, spec) => {
    const target = resolve(name, spec);
    workers.push(target);
    return `new Worker(__workerUrl(${JSON.stringify(target)}))`;
  });
  if (/\bimport\.meta\b/.test(code.replace(/\/\/.*$/gm, ''))) {
    throw new BundleError(`${name}: import.meta is only understood in new Worker(new URL('...', import.meta.url))`);
  }
  code = code.replace(IMPORT_FROM, (m, clause, q, spec) => {
    const target = resolve(name, spec);
    deps.push(target);
    return bindings(clause, name, target).join(' ');
  });
  code = code.replace(IMPORT_BARE, (m, q, spec) => {
    const target = resolve(name, spec);
    deps.push(target);
    return `__import(${JSON.stringify(target)});`;
  });
  code = code.replace(DYNAMIC, (m, q, spec) => {
    const target = resolve(name, spec);
    lazy.push(target);
    return `__load(${JSON.stringify(target)})`;
  });
  code = code.replace(DYNAMIC_TEMPLATE, (m, dirSpec, prefix, expr, suffix) => {
    const dir = resolve(name, `${dirSpec}x`).replace(/\/x$/, '').replace(/^x$/, '.');
    if (web) lazy.push(...matching(web, dir, prefix, suffix));
    const at = dir === '.' ? '' : `${dir}/`;
    return `__load(${JSON.stringify(at + prefix)} + (${expr}) + ${JSON.stringify(suffix)})`;
  });
  if (/\bimport\s*\(/.test(code.replace(/\/\/.*$/gm, ''))) {
    throw new BundleError(`${name}: import() of a computed name cannot be bundled`);
  }
  const exported = [];
  code = code.replace(EXPORT_DECL, (m, kind, id) => {
    exported.push(`${id}: ${id}`);
    return `${kind} ${id}`;
  });
  code = code.replace(EXPORT_LIST, (m, list) => {
    for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [local, as] = item.split(/\s+as\s+/);
      exported.push(`${as ?? local}: ${local}`);
    }
    return '';
  });
  code = code.replace(EXPORT_DEFAULT, '__exports.default = ');
  if (/^export\b/m.test(code)) {
    throw new BundleError(`${name}: an export the bundler does not know (export let/var, export * from, destructuring)`);
  }
  if (exported.length) code += `\nObject.assign(__exports, { ${exported.join(', ')} });\n`;
  return { code, deps, lazy, workers };
}

/** Every module reachable from `entries`, in a map name -> transformed; refuses import cycles. */
function collect(web, entries) {
  const modules = new Map();
  const visit = (name, stack) => {
    if (stack.includes(name)) throw new BundleError(`import cycle: ${[...stack, name].join(' -> ')}`);
    if (modules.has(name)) return;
    if (Object.hasOwn(SCRIPT_TWINS, name)) {
      modules.set(name, { code: `__exports.default = __twin(${JSON.stringify(name)});\n`, deps: [], lazy: [], workers: [] });
      return;
    }
    const file = path.join(web, name);
    if (!fs.existsSync(file)) throw new BundleError(`${stack.at(-1) ?? 'entry'}: imports ${name}, which does not exist`);
    const m = transform(name, fs.readFileSync(file, 'utf8'), web);
    modules.set(name, m);
    for (const d of m.deps) visit(d, [...stack, name]);
    for (const d of m.lazy) visit(d, []); // loaded later: not part of this module's start-up chain
  };
  for (const e of entries) visit(e, []);
  return modules;
}

// The bundle's runtime, run in strict mode by the page and by every worker.
// A worker's Blob holds this text, the definitions it needs as their own
// text (Function.prototype.toString: each is in the file once, whoever
// uses it) and a call of its entry; a twin's script runs on first use.
const PRELUDE = `var __defs = Object.create(null), __done = Object.create(null), __urls = Object.create(null);
var __twinDone = Object.create(null);
function __import(name) {
  if (__done[name]) return __done[name];
  var exports = __done[name] = {};
  __defs[name](exports);
  return exports;
}
function __load(name) {
  return new Promise(function (resolve) {
    if (!__defs[name]) throw new TypeError('Failed to fetch dynamically imported module: ' + name);
    resolve(__import(name));
  });
}
function __twin(name) {
  if (!(name in __twinDone)) __twinDone[name] = __twinDefs[name]();
  return __twinDone[name];
}
function __workerUrl(name) {
  // One Blob URL a worker: the computer opponent restarts its worker on every cancel.
  if (!__urls[name]) {
    var need = __workerNeeds[name], parts = [';(function () {\\nvar __twinDefs = {};\\n'];
    need.twins.forEach(function (t) {
      parts.push('__twinDefs[' + JSON.stringify(t) + '] = ', __twinDefs[t].toString(), ';\\n');
    });
    parts.push('(function () {\\n\\'use strict\\';\\nvar __prelude = ', JSON.stringify(__prelude), ';\\n', __prelude,
      'var __workerNeeds = ', JSON.stringify(__workerNeeds), ';\\n');
    need.modules.forEach(function (m) {
      parts.push('__defs[' + JSON.stringify(m) + '] = ', __defs[m].toString(), ';\\n');
    });
    parts.push('__import(' + JSON.stringify(name) + ');\\n})();\\n})();\\n');
    __urls[name] = URL.createObjectURL(new Blob(parts, { type: 'text/javascript' }));
  }
  return __urls[name];
}
`;

/**
 * What running `entry` needs: { modules: name -> transformed, twins: Set of
 * SCRIPT_TWINS names }, with those of the workers it starts; `workers`
 * collects each worker's own needs.
 */
function plan(web, entry, workers) {
  const modules = collect(web, [entry]);
  const twins = new Set([...modules.keys()].filter((name) => Object.hasOwn(SCRIPT_TWINS, name)));
  for (const w of new Set([...modules.values()].flatMap((m) => m.workers))) {
    if (!workers.has(w)) {
      workers.set(w, null);
      workers.set(w, plan(web, w, workers));
    }
    const inner = workers.get(w);
    if (!inner) throw new BundleError(`${w}: a worker that starts itself cannot be bundled`);
    for (const [name, m] of inner.modules) modules.set(name, m);
    for (const t of inner.twins) twins.add(t);
  }
  return { modules, twins };
}

/** A classic script running `entry`: the twins it needs (sloppy scripts), then the strict bundle. */
function script(web, entry) {
  const workers = new Map();
  const { modules, twins } = plan(web, entry, workers);
  let out = ";(function () {\nvar __twinDefs = {};\n";
  for (const name of twins) {
    const twin = SCRIPT_TWINS[name];
    const file = path.join(web, twin.script);
    if (!fs.existsSync(file)) throw new BundleError(`${twin.script} is missing: run tools/build-wasm.sh`);
    out += `__twinDefs[${JSON.stringify(name)}] = function () {\n${fs.readFileSync(file, 'utf8')}\nreturn ${twin.global};\n};\n`;
  }
  const needs = Object.fromEntries([...workers].map(([w, n]) => [w, { modules: [...n.modules.keys()], twins: [...n.twins] }]));
  const prelude = workers.size ? JSON.stringify(PRELUDE) : "''"; // a worker's copy
  out += `(function () {\n'use strict';\nvar __prelude = ${prelude};\n${PRELUDE}`;
  out += `var __workerNeeds = ${JSON.stringify(needs)};\n`;
  for (const [name, m] of modules) {
    out += `__defs[${JSON.stringify(name)}] = function (__exports) {\n${m.code}\n};\n`;
  }
  return `${out}__import(${JSON.stringify(entry)});\n})();\n})();\n`;
}

// Inline scripts end at the first "</script" whatever the JS means by it.
const inlineJs = (js) => js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/** The single HTML file for `web`, as a string. */
export function buildSingleHtml(web, { html = 'index.html', entry = 'js/main.js' } = {}) {
  let page = fs.readFileSync(path.join(web, html), 'utf8');
  page = page.replace(/^\s*<link rel="(?:modulepreload|preload|manifest|apple-touch-icon)"[^>]*>\n/gm, '');
  page = page.replace(/<link rel="stylesheet" href="([^"]+)">/g, (m, href) => {
    const css = fs.readFileSync(path.join(web, href), 'utf8');
    if (/url\(\s*['"]?(?!data:|#)/.test(css)) throw new BundleError(`${href}: url() to a file cannot be inlined`);
    return `<style>\n${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  });
  const main = new RegExp(`<script type="module" src="${entry}"></script>`);
  if (!main.test(page)) throw new BundleError(`${html} has no <script type="module" src="${entry}">`);
  const js = script(web, entry);
  page = page.replace(main, () => `<script>\n${inlineJs(js)}</script>`);
  if (/<(?:script|link)[^>]+(?:src|href)="(?!data:|#|https?:)/.test(page)) {
    throw new BundleError(`${html}: a file reference is left in the single file`);
  }
  return page;
}

/** Writes the single file; returns its size in bytes. */
export function buildSingle({ web = path.join(ROOT, 'web'), out = path.join(ROOT, 'dist', 'hoyito.html'), ...rest } = {}) {
  const page = buildSingleHtml(web, rest);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, page);
  return page.length;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? path.resolve(args[i + 1]) : undefined;
  };
  const out = opt('--out') ?? path.join(ROOT, 'dist', 'hoyito.html');
  try {
    const size = buildSingle({ web: opt('--web'), out });
    console.log(`single file: ${path.relative(process.cwd(), out)} ${size} bytes`);
  } catch (e) {
    if (!(e instanceof BundleError)) throw e;
    console.error(`build-single: ${e.message}`);
    process.exit(1);
  }
}
