#!/usr/bin/env node
// Builds the page users get, with esbuild, from web/ (after tools/build-wasm.sh):
//   dist/web/         the site: index.html, embed.html, embed-demo.html,
//                     hoyito-board.js (a stable name: other sites embed it),
//                     sw.js + gen/precache.js, the manifest and icons, and
//                     assets/ with every script, style sheet and .wasm under a
//                     content-hashed name (cache them for ever). Each text file
//                     also as .gz and .br for hosts that serve precompressed files.
//   dist/hoyito.html  the whole game in one file that plays from file://,
//                     computer included.
// The page's modules are bundled and minified from their entries (the HTML's
// <script type="module">): what the script imports statically is one file,
// and what the page imports with import() (languages, dialogs, rules, share,
// editor, hints and analysis...) becomes files loaded on demand (step 2).
// Two things esbuild leaves alone are handled here:
//   - the AI worker, started the standard way
//       new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' })
//     is built first as its own bundle and the page gets its hashed name (the
//     single file gets a Blob URL of its text: a classic worker);
//   - the engines' classes (engine*.js) find their .wasm with
//     new URL('./gen/NAME.wasm', import.meta.url): the .wasm is copied under a
//     hashed name and the URL points at it; the single file gets a data: URL.
// The service worker's list is what esbuild wrote (its metafile) plus the files copied.
// Usage: node tools/build.mjs [--web DIR] [--out DIR] [--dev]   (tools/build-wasm.sh runs it)
//   HOYITO_META=PREFIX writes each page's esbuild metafile to PREFIX-PAGE.json:
//   which module each chunk holds and its bytes (page weight work).
//   --dev: dist/dev/web, the same site unminified with source maps, no single file.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { buildWeb, writePrecache } from './build-web.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'web');
const TARGET = ['chrome100', 'firefox115', 'safari15'];

export class BuildError extends Error {}

// How the engines' classes (web/engine*.js) locate their .wasm (engine-wasm.js loads it).
const OWN_WASM = /new URL\('\.\/(gen\/[\w-]+\.wasm)', import\.meta\.url\)/g;
const WORKER = /new\s+Worker\(\s*new\s+URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)\s*(?:,\s*\{[^}]*\}\s*)?\)/g;

const rel = (file, base = WEB) => path.relative(base, file).split(path.sep).join('/');
const hashOf = (bytes) => crypto.createHash('sha256').update(bytes).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

/**
 * esbuild plugin for the engines: in web/engine*.js each .wasm URL points at
 * the .wasm copied to `assets` under a hashed name (served), or becomes a
 * data: URL of its bytes (single). A bundle that never loads an engine (the
 * worker never runs the page's) leaves its class out, URL and all: esbuild
 * drops what nothing calls.
 */
function enginePlugin({ web, mode, assets }) {
  return {
    name: 'hoyito-engines',
    setup(build) {
      build.onLoad({ filter: /[\\/]engine(?:-[a-z]+)?\.js$/ }, (args) => {
        if (path.dirname(args.path) !== path.resolve(web)) return undefined;
        const text = fs.readFileSync(args.path, 'utf8');
        const contents = text.replace(OWN_WASM, (m, file) => {
          const full = path.join(web, file);
          if (!fs.existsSync(full)) throw new BuildError(`${file} is missing: run tools/build-wasm.sh`);
          const wasm = fs.readFileSync(full);
          if (mode === 'single') return JSON.stringify(`data:application/wasm;base64,${wasm.toString('base64')}`);
          const hashed = path.basename(file).replace(/\.wasm$/, `-${hashOf(wasm)}.wasm`);
          fs.mkdirSync(assets, { recursive: true });
          fs.writeFileSync(path.join(assets, hashed), wasm);
          return `new URL("./${hashed}",import.meta.url)`;
        });
        return contents === text ? undefined : { contents, loader: 'js' };
      });
    },
  };
}

/**
 * esbuild plugin for workers started the standard way: `workers` maps a
 * worker's source path to what replaces the new Worker(...) expression.
 */
function workerPlugin(workers) {
  return {
    name: 'hoyito-workers',
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, (args) => {
        const text = fs.readFileSync(args.path, 'utf8');
        if (!WORKER.test(text)) return undefined;
        WORKER.lastIndex = 0;
        const imports = [];
        const contents = text.replace(WORKER, (m, q, spec) => {
          const target = path.resolve(path.dirname(args.path), spec);
          const replacement = workers.get(target);
          if (!replacement) throw new BuildError(`${path.basename(args.path)}: worker ${spec} was not built`);
          return replacement(imports);
        });
        return { contents: imports.join('') + contents, loader: 'js' };
      });
    },
  };
}

// A table of words, web/js/i18n/<lang>/<bundle>.js, is built under both
// names (es-more-HASH.js): every language has a more.js, and review.js is
// also the review's code.
const WORDS_TABLE = /(?:^|[\\/])i18n[\\/]([a-z]{2})[\\/]([\w-]+)\.js$/;
/** The name (before -HASH.js) of a lazy part's built file, for a source path. */
export function builtBaseName(file) {
  const m = WORDS_TABLE.exec(file);
  return m ? `${m[1]}-${m[2]}` : path.basename(file, path.extname(file));
}
const entryName = (file) => (WORDS_TABLE.test(file) ? { in: file, out: builtBaseName(file) } : file);

// Where the page's core module namespaces wait for its lazy parts (step 2 of buildSite).
const coreGlobal = 'globalThis[Symbol.for("hoyito.core")]';

// A static import of the page's sources: `import { a, b as c } from './x.js'`
// (they use no other form: checked by coreNames).
const IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g;

/**
 * What the lazy parts (`lazyFiles`, absolute paths) import of each core
 * module (`coreFiles`: absolute path -> path relative to web/): a Map of
 * core file -> Set of export names. Refuses what this build cannot hand
 * on: another form of import of a core module, or a core module whose
 * exports could change (the registry holds values, not live bindings).
 */
function coreNames(coreFiles, lazyFiles) {
  const names = new Map([...coreFiles.keys()].map((f) => [f, new Set()]));
  for (const file of coreFiles.keys()) {
    if (/^export\s+(?:let|var)\b/m.test(fs.readFileSync(file, 'utf8'))) throw new BuildError(`${rel(file)}: an exported let or var cannot be handed to the lazy parts`);
  }
  for (const file of lazyFiles) {
    const text = fs.readFileSync(file, 'utf8');
    const other = /\bimport\s+(?:\*|[\w$]+)[^'"]*from\s*['"]([^'"]+)['"]|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g;
    for (const m of text.matchAll(other)) {
      const target = path.resolve(path.dirname(file), m[1] ?? m[2] ?? m[3]);
      if (coreFiles.has(target)) throw new BuildError(`${rel(file)}: only import { ... } from '${m[1] ?? m[2] ?? m[3]}' can reach the page's core`);
    }
    for (const m of text.matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), m[3]);
      if (!names.has(target)) continue;
      for (const spec of m[1].split(',').map((x) => x.trim()).filter(Boolean)) names.get(target).add(spec.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/**
 * esbuild plugin for a page's lazy parts: an import of a core module
 * becomes a module that hands on the core's values of the names the lazy
 * parts use (`names`, from coreNames).
 */
function corePlugin(coreFiles, names) {
  return {
    name: 'hoyito-core',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        return coreFiles.has(file) ? { path: file, namespace: 'hoyito-core' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'hoyito-core' }, (args) => {
        const lines = [`const m = ${coreGlobal}[${JSON.stringify(coreFiles.get(args.path))}];`];
        for (const name of names.get(args.path)) lines.push(`export const ${name} = m.${name};`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * esbuild plugin for a page's core: its entry imports every core module,
 * puts the names the lazy parts use (`names`) where they look for them,
 * then runs the page's script (`entry`); an import() of a lazy part names
 * its built file (`builtName(absolute source path)`, relative to assets/).
 */
function coreEntryPlugin(entry, coreFiles, names, builtName) {
  return {
    name: 'hoyito-core-entry',
    setup(build) {
      build.onResolve({ filter: /^hoyito-core-entry$/ }, () => ({ path: 'hoyito-core-entry', namespace: 'hoyito-core-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'hoyito-core-entry' }, () => {
        const used = [...coreFiles].filter(([file]) => names.get(file).size);
        const lines = used.map(([file], k) => `import * as m${k} from ${JSON.stringify(file)};`);
        const held = used.map(([file, key], k) => `${JSON.stringify(key)}: { ${[...names.get(file)].map((n) => `${n}: m${k}.${n}`).join(', ')} }`);
        lines.push(`${coreGlobal} = { ${held.join(', ')} };`);
        lines.push(`import ${JSON.stringify(entry)};`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(entry) };
      });
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const built = builtName(path.resolve(args.resolveDir, args.path));
        return built ? { path: `./${path.posix.basename(built)}`, external: true } : undefined;
      });
    },
  };
}

/** The worker sources a set of entries start (one level: a worker that starts workers is refused). */
function findWorkers(entries) {
  const found = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(WORKER)) found.add(path.resolve(path.dirname(file), m[2]));
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g)) {
      visit(path.resolve(path.dirname(file), m[2]));
    }
  };
  entries.forEach(visit);
  return [...found];
}

export const common = {
  bundle: true, minify: true, target: TARGET, legalComments: 'none', logLevel: 'silent', charset: 'utf8',
};

/** The HTML pages that load the app, and what they load. */
function pagesOf(web, names = ['index.html', 'embed.html']) {
  return names.map((html) => {
    const text = fs.readFileSync(path.join(web, html), 'utf8');
    const scripts = [...text.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    // A link may carry more attributes (later.css: data-later disabled); they stay.
    const styles = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
    if (scripts.length !== 1) throw new BuildError(`${html}: one <script type="module" src> expected, found ${scripts.length}`);
    return { html, text, script: scripts[0], styles };
  });
}

// Line breaks and indentation between tags, and comments, carry nothing.
const squeezeHtml = (html) => html.replace(/<!--(?!\s*\[)[\s\S]*?-->/g, '').replace(/\n\s+/g, '\n').replace(/>\n</g, '><');

/** Builds dist/web; returns { files, version, entries } (files relative to out). */
async function buildSite(web, out, { dev = false } = {}) {
  // --dev: the same files, unminified, each with a source map (not cached by sw.js).
  const served = dev ? { ...common, minify: false, sourcemap: 'linked' } : common;
  fs.rmSync(out, { recursive: true, force: true });
  const assets = path.join(out, 'assets');
  const pages = pagesOf(web);
  const outputs = new Set();
  const note = (metafile) => {
    for (const f of Object.keys(metafile.outputs)) outputs.add(path.relative(out, path.resolve(ROOT, f)).split(path.sep).join('/'));
  };

  // 1. Workers: one bundle each (module workers, as the sources start them).
  const workers = new Map();
  for (const source of findWorkers(pages.map((p) => path.join(web, p.script)))) {
    const r = await esbuild.build({
      ...served, entryPoints: [source], outdir: assets, format: 'esm', entryNames: '[name]-[hash]',
      metafile: true, write: true,
      plugins: [enginePlugin({ web, mode: 'served', assets })],
    });
    note(r.metafile);
    const [file] = Object.entries(r.metafile.outputs).find(([, o]) => o.entryPoint);
    const name = path.basename(file);
    workers.set(source, () => `new Worker(new URL(${JSON.stringify(`./${name}`)}, import.meta.url), { type: 'module' })`);
  }

  // 2. Each page's script, in two builds of its own:
  //   - the core: every module the page's script imports statically (what
  //     the board needs at once), as ONE file: esbuild's code splitting would
  //     cut it into a dozen chunks (each module a lazy part also imports
  //     goes to a chunk of its own), which gzip much worse one by one;
  //   - the lazy parts (what the page imports with import(): languages,
  //     rules, share, editor, hints...), split among themselves as esbuild
  //     does, each keeping its name (assets/es-HASH.js, editor-HASH.js...).
  //     A lazy part reaches a core module's exports through the core's
  //     registry (coreGlobal: what the lazy parts import of each), never by
  //     the core's file name: the core names the lazy parts' hashed files,
  //     so the other way round would be a circle of hashes. The same
  //     module instances, live bindings aside (coreNames refuses an
  //     exported let).
  // Style sheets go with the lazy parts' build.
  const plugins = [workerPlugin(workers), enginePlugin({ web, mode: 'served', assets })];
  const outRel = (file) => path.relative(out, path.resolve(ROOT, file)).split(path.sep).join('/');
  for (const page of pages) {
    const entry = path.join(web, page.script);
    const scan = await esbuild.build({
      ...common, entryPoints: [entry], outdir: assets, format: 'esm', splitting: true, metafile: true, write: false, plugins,
    });
    const inputs = scan.metafile.inputs;
    const core = new Set();
    const walk = (input) => {
      if (core.has(input)) return;
      core.add(input);
      for (const i of inputs[input]?.imports ?? []) if (i.kind === 'import-statement') walk(i.path);
    };
    walk(Object.keys(inputs).find((i) => path.resolve(ROOT, i) === entry));
    const coreFiles = new Map([...core].map((i) => [path.resolve(ROOT, i), rel(path.resolve(ROOT, i), web)]));
    const lazy = [...new Set(Object.values(inputs).flatMap((i) => i.imports)
      .filter((i) => i.kind === 'dynamic-import').map((i) => path.resolve(ROOT, i.path)))]
      .filter((file) => !coreFiles.has(file))
      // Data imported as JSON modules (web/data) stays a chunk: as an entry, without its
      // import attribute, it would be a second copy of the same module.
      .filter((file) => !file.endsWith('.json'));
    const lazyFiles = Object.keys(inputs).map((i) => path.resolve(ROOT, i)).filter((f) => !coreFiles.has(f) && f.endsWith('.js'));
    const names = coreNames(coreFiles, lazyFiles);

    const lazyBuild = await esbuild.build({
      ...served, entryPoints: [...lazy.map(entryName), ...page.styles.map((s) => path.join(web, s))], outdir: assets,
      format: 'esm', splitting: true, entryNames: '[name]-[hash]', chunkNames: 'c-[hash]', metafile: true, write: true,
      plugins: [corePlugin(coreFiles, names), ...plugins],
    });
    note(lazyBuild.metafile);
    page.built = new Map(); // source (relative to web) -> output (relative to out)
    page.holder = new Map(); // source module (relative to web) -> the output it ended up in
    for (const [file, o] of Object.entries(lazyBuild.metafile.outputs)) {
      for (const input of Object.keys(o.inputs)) page.holder.set(rel(path.resolve(ROOT, input), web), outRel(file));
      if (o.entryPoint) page.built.set(rel(path.resolve(ROOT, o.entryPoint), web), outRel(file));
    }

    const coreBuild = await esbuild.build({
      ...served, entryPoints: ['hoyito-core-entry'], outdir: assets, format: 'esm', metafile: true, write: false,
      plugins: [coreEntryPlugin(entry, coreFiles, names, (file) => page.built.get(rel(file, web))), ...plugins],
    });
    const js = coreBuild.outputFiles.find((f) => f.path.endsWith('.js'));
    const name = `${path.basename(page.script, '.js')}-${hashOf(js.contents)}.js`;
    const map = coreBuild.outputFiles.find((f) => f.path.endsWith('.js.map'));
    fs.writeFileSync(path.join(assets, name), map ? js.text.replace(/sourceMappingURL=\S+/, `sourceMappingURL=${name}.map`) : js.contents);
    if (map) fs.writeFileSync(path.join(assets, `${name}.map`), map.contents);
    outputs.add(`assets/${name}`);
    if (map) outputs.add(`assets/${name}.map`);
    page.built.set(page.script, `assets/${name}`);
    for (const file of coreFiles.values()) page.holder.set(file, `assets/${name}`);
    page.static = [];
    if (process.env.HOYITO_META) {
      const metafile = { inputs: coreBuild.metafile.inputs, outputs: { ...lazyBuild.metafile.outputs } };
      const [[, o]] = Object.entries(coreBuild.metafile.outputs).filter(([f]) => f.endsWith('.js'));
      metafile.outputs[`dist/web/assets/${name}`] = o;
      fs.writeFileSync(`${process.env.HOYITO_META}-${path.basename(page.html)}.json`, JSON.stringify(metafile));
    }
  }
  const wasmCopies = fs.readdirSync(assets).filter((f) => f.endsWith('.wasm')); // by enginePlugin
  for (const f of wasmCopies) outputs.add(`assets/${f}`);
  const hashedWasm = (name) => wasmCopies.find((f) => f.startsWith(name.replace(/\.wasm$/, '-')) && /-[A-Z0-9]{8}\.wasm$/.test(f));

  // 3. The HTML: the built script and styles; each preload of the sources
  // (modules the board needs at once, the engine's wasm: fetched in parallel,
  // not one after another) becomes one of the file that holds it now.
  for (const page of pages) {
    const main = page.built.get(page.script);
    const preloads = new Set(page.static.map((c) => `<link rel="modulepreload" href="${c}">`));
    for (const [, kind, href] of page.text.matchAll(/^<link rel="(modulepreload|preload)" href="([^"]+)"[^>]*>$/gm)) {
      if (kind === 'preload' && href.endsWith('.wasm')) {
        const wasm = hashedWasm(path.posix.basename(href));
        if (!wasm) throw new BuildError(`${page.html}: preload of ${href}, which is not built`);
        preloads.add(`<link rel="preload" href="assets/${wasm}" as="fetch" type="application/wasm" crossorigin>`);
      } else if (kind === 'modulepreload') {
        const file = page.holder.get(href);
        if (!file) throw new BuildError(`${page.html}: modulepreload of ${href}, which is not built`);
        if (file !== main) preloads.add(`<link rel="modulepreload" href="${file}">`);
      }
    }
    let html = page.text.replace(/^<link rel="(?:modulepreload|preload)"[^>]*>\n/gm, '');
    for (const s of page.styles) html = html.replace(`<link rel="stylesheet" href="${s}"`, `<link rel="stylesheet" href="${page.built.get(s)}"`);
    const lastStyle = html.lastIndexOf('<link rel="stylesheet"');
    const at = html.indexOf('\n', lastStyle) + 1;
    html = html.slice(0, at) + [...preloads].join('\n') + '\n' + html.slice(at);
    html = html.replace(`<script type="module" src="${page.script}"></script>`, `<script type="module" src="${main}"></script>`);
    fs.writeFileSync(path.join(out, page.html), squeezeHtml(html));
    outputs.add(page.html);
  }

  // 4. Files with stable names: the embed script, the service worker, the
  // manifest and its icons, the embed demo.
  // Bundled: other sites load this one file, so what it imports (the
  // layout's proportions) travels inside it.
  const board = await esbuild.build({ ...common, bundle: true, entryPoints: [path.join(web, 'hoyito-board.js')], outfile: path.join(out, 'hoyito-board.js'), format: 'esm', write: true });
  if (board.errors.length) throw new BuildError('hoyito-board.js');
  outputs.add('hoyito-board.js');
  await esbuild.build({ ...common, bundle: false, entryPoints: [path.join(web, 'sw.js')], outfile: path.join(out, 'sw.js'), write: true });
  for (const f of ['manifest.webmanifest', 'embed-demo.html', 'gen/icon-192.png', 'gen/icon-512.png']) {
    fs.mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
    fs.copyFileSync(path.join(web, f), path.join(out, f));
    outputs.add(f);
  }

  // 5. What the service worker caches (not itself nor its list), then precompressed twins.
  const files = [...outputs].filter((f) => f !== 'sw.js' && !f.endsWith('.map')).sort();
  const { version } = writePrecache(out, files);
  for (const f of [...files, 'sw.js', 'gen/precache.js']) compress(path.join(out, f));
  return { files, version };
}

const COMPRESSIBLE = /\.(?:html|js|mjs|css|wasm|webmanifest|json|svg)$/;

/** Writes file.gz and file.br next to a text or wasm file (what tools/serve.mjs and many hosts serve). */
function compress(file) {
  if (!COMPRESSIBLE.test(file)) return;
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }));
}

// Inline scripts end at the first "</script" whatever the JS means by it.
const inlineJs = (js) => js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * The esbuild plugins of one self-contained bundle of `entries` (the single
 * file, the npm package's board): each worker they start is bundled as a
 * classic script whose text becomes a Blob URL, and the engines' .wasm
 * become data: URLs.
 */
export async function selfContained(web, entries) {
  const workers = new Map();
  let n = 0;
  for (const source of findWorkers(entries)) {
    const r = await esbuild.build({
      ...common, entryPoints: [source], format: 'iife', write: false,
      plugins: [enginePlugin({ web, mode: 'single' })],
    });
    const text = r.outputFiles[0].text;
    const id = `hoyito-worker:${n++}`;
    workers.set(source, (imports) => {
      const local = `__worker${imports.length}`;
      imports.push(`import ${local} from ${JSON.stringify(id)};`);
      return `new Worker(${local}())`;
    });
    workers.set(id, text);
  }
  const virtual = {
    name: 'hoyito-worker-text',
    setup(build) {
      build.onResolve({ filter: /^hoyito-worker:/ }, (args) => ({ path: args.path, namespace: 'hoyito-worker' }));
      // One Blob URL a worker: the computer opponent restarts its worker on every cancel.
      build.onLoad({ filter: /.*/, namespace: 'hoyito-worker' }, (args) => ({
        contents: `let url = null;\nexport default () => url ??= URL.createObjectURL(new Blob([${JSON.stringify(workers.get(args.path))}], { type: 'text/javascript' }));\n`,
        loader: 'js',
      }));
    },
  };
  return [virtual, workerPlugin(workers), enginePlugin({ web, mode: 'single' })];
}

/**
 * The single file for `web`'s `html` page: one classic script (no modules,
 * no fetch: file:// allows neither), every lazy part inlined by esbuild, the
 * worker a Blob URL of its own bundle's text, the engines data: URLs.
 */
export async function buildSingleHtml(web = WEB, { html = 'index.html' } = {}) {
  const [page] = pagesOf(web, [html]);
  const plugins = await selfContained(web, [path.join(web, page.script)]);
  const r = await esbuild.build({
    ...common, entryPoints: [path.join(web, page.script)], format: 'iife', write: false, plugins,
  });
  const js = r.outputFiles[0].text;
  if (/\bimport\.meta\b/.test(js)) throw new BuildError(`${page.script}: import.meta is left in the single file`);
  let out = page.text.replace(/^\s*<link rel="(?:modulepreload|preload|manifest|apple-touch-icon)"[^>]*>\n/gm, '');
  for (const s of page.styles) {
    const css = await esbuild.build({ ...common, entryPoints: [path.join(web, s)], write: false });
    // Inlined, a sheet costs no request: later.css applies at once here.
    const link = new RegExp(`<link rel="stylesheet" href="${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    out = out.replace(link, () => `<style>${css.outputFiles[0].text.replace(/<\/(style)/gi, '<\\/$1')}</style>`);
  }
  out = out.replace(`<script type="module" src="${page.script}"></script>`, () => `<script>${inlineJs(js)}</script>`);
  if (/<(?:script|link)[^>]+(?:src|href)="(?!data:|#|https?:)/.test(out)) throw new BuildError(`${html}: a file reference is left in the single file`);
  return squeezeHtml(out);
}

/** Writes the single file; returns its size in bytes. */
export async function buildSingle({ web = WEB, out = path.join(ROOT, 'dist', 'hoyito.html'), ...rest } = {}) {
  const page = await buildSingleHtml(web, rest);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, page);
  return Buffer.byteLength(page);
}

/** Everything: the sources' own generated files (icons, list), dist/web, dist/hoyito.html. */
export async function build({ web = WEB, out = path.join(ROOT, 'dist'), dev = false } = {}) {
  buildWeb(web);
  const site = await buildSite(web, path.join(out, 'web'), { dev });
  if (dev) return { ...site, single: 0 };
  const single = await buildSingle({ web, out: path.join(out, 'hoyito.html') });
  return { ...site, single };
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const args = process.argv.slice(2);
  const opt = (name, dflt) => {
    const i = args.indexOf(name);
    return i >= 0 ? path.resolve(args[i + 1]) : dflt;
  };
  const dev = args.includes('--dev');
  const out = opt('--out', path.join(ROOT, dev ? 'dist/dev' : 'dist'));
  build({ web: opt('--web', WEB), out, dev }).then(({ files, version, single }) => {
    const gz = (f) => fs.statSync(path.join(out, 'web', `${f}.gz`)).size;
    const size = files.filter((f) => COMPRESSIBLE.test(f)).reduce((s, f) => s + gz(f), 0);
    console.log(`web: ${path.relative(process.cwd(), path.join(out, 'web'))}, ${files.length} files (${(size / 1024).toFixed(1)} KB gzipped in all), version ${version}`);
    if (!dev) console.log(`single file: ${path.relative(process.cwd(), path.join(out, 'hoyito.html'))} ${single} bytes`);
  }, (e) => {
    console.error(`build: ${e.errors?.length ? e.errors.map((x) => x.text).join('\n') : e.message}`);
    process.exit(1);
  });
}
