#!/usr/bin/env node
// Builds the page users get from web/ (after tools/build/build-wasm.sh):
//   dist/web/         the site: index.html, embed.html, embed-demo.html,
//                     hoyito-board.js (a stable name: other sites embed it),
//                     sw.js + gen/precache.js, the manifest and icons, and
//                     assets/ with every script, style sheet and .wasm under a
//                     content-hashed name (cache them for ever). Each text file
//                     also as .gz and .br for hosts that serve precompressed files.
//   dist/hoyito.html  the whole game in one file that plays from file://,
//                     computer included.
// esbuild does the work: it bundles and minifies each page's script (the
// HTML's <script type="module">) and style sheets, and its code splitting
// makes what the page imports with import() (languages, dialogs, rules,
// share, editor, hints...) files loaded on demand. Left here is what esbuild
// cannot do, each part with when to drop it:
//   1. Workers started the standard way,
//        new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' }),
//      are bundled on their own and the page gets the hashed name (the single
//      file: a Blob URL of a classic script). esbuild leaves the URL as it is:
//      drop this when it bundles such workers (evanw/esbuild#312).
//   2. The engines' .wasm, found with new URL('./gen/NAME.wasm', import.meta.url),
//      are copied under a hashed name (the single file: a data: URL). Drop this
//      when esbuild follows new URL(..., import.meta.url) (evanw/esbuild#795).
//   3. What the board needs at once is one chunk: each lazy part that shares a
//      module with the page's script also imports the script, so every module
//      the script imports statically is reached from the same entries and
//      esbuild puts them all in one chunk (c-HASH.js, which the HTML preloads;
//      the script's own file is one import of it). Left to itself esbuild cuts
//      them into a chunk per set of lazy parts sharing them: 15 files and
//      2.6 KB more gzipped before the board is playable (docs/performance.md).
//      Drop this when esbuild has manual chunks (evanw/esbuild#207).
//   4. The HTML, which esbuild does not read: the built names of its script,
//      style sheets and preloads.
//   5. The single file: one classic script (esbuild's iife, lazy parts inlined)
//      and the style sheets, inside the HTML.
//   6. The service worker's list (every file written) and the .gz and .br twins.
//   7. The weight of a first visit (weight.mjs), beside the site (dist/weight.json):
//      a build that passes its budget fails (docs/performance.md).
//   8. V8's compile hint on the scripts a first visit fetches unasked, its
//      second list (esbuild's banner puts a line on every file or none):
//      drop this when esbuild gives a chunk's banner by what it holds.
// Usage: node tools/build/build.mjs [--web DIR] [--out DIR] [--dev]   (tools/build/build-wasm.sh runs it)
//   HOYITO_META=PREFIX writes each page's esbuild metafile to PREFIX-PAGE.json:
//   which module each chunk holds and its bytes (page weight work).
//   --dev: dist/dev/web, the same site unminified with source maps, no single file.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { buildWeb, writePrecache, listFiles } from './build-web.mjs';
import { firstVisit, visitFiles, overBudget } from './weight.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'web');
const TARGET = ['chrome100', 'firefox115', 'safari15'];

export class BuildError extends Error {}

// V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): a script
// whose first line it is has every function compiled as it loads.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// The two forms of new URL(..., import.meta.url) the sources use, which esbuild leaves alone.
const OWN_WASM = /new URL\('\.\/(gen\/[\w-]+\.wasm)', import\.meta\.url\)/g;
const WORKER =
  /new\s+Worker\(\s*new\s+URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)\s*(?:,\s*\{[^}]*\}\s*)?\)/g;

const hashOf = (bytes) =>
  crypto.createHash('sha256').update(bytes).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

export const common = {
  bundle: true,
  minify: true,
  target: TARGET,
  legalComments: 'none',
  logLevel: 'silent',
  charset: 'utf8',
};

/**
 * esbuild plugin for the sources' new URL(..., import.meta.url) (parts 1 and 2
 * of the header). `served` (the options of the site's build): each worker is
 * its own module bundle in `assets` and each .wasm a copy there, both under
 * hashed names. Without it (single file, npm package): a worker is a classic
 * bundle whose text becomes a Blob URL, a .wasm a data: URL. `lazy` (a Set of
 * absolute paths) and `core`: each file of `lazy` also imports `core` (part 3).
 */
function sourcesPlugin({ served, assets, lazy = new Set(), core } = {}) {
  const workers = new Map(); // absolute path -> Promise of what replaces its new Worker(...)
  const texts = new Map(); // a classic worker's id -> its text
  const wasmUrl = (file) => {
    if (!fs.existsSync(file))
      throw new BuildError(`${path.relative(ROOT, file)} is missing: run tools/build/build-wasm.sh`);
    const wasm = fs.readFileSync(file);
    if (!served) return JSON.stringify(`data:application/wasm;base64,${wasm.toString('base64')}`);
    const hashed = path.basename(file).replace(/\.wasm$/, `-${hashOf(wasm)}.wasm`);
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(assets, hashed), wasm);
    return `new URL("./${hashed}",import.meta.url)`;
  };
  const buildWorker = async (source) => {
    const plugins = [sourcesPlugin({ served, assets })];
    if (served) {
      const r = await esbuild.build({
        ...served,
        entryPoints: [source],
        outdir: assets,
        format: 'esm',
        entryNames: '[name]-[hash]',
        metafile: true,
        plugins,
      });
      const [file] = Object.entries(r.metafile.outputs).find(([, o]) => o.entryPoint);
      return `new Worker(new URL(${JSON.stringify(`./${path.basename(file)}`)}, import.meta.url), { type: 'module' })`;
    }
    const r = await esbuild.build({ ...common, entryPoints: [source], format: 'iife', write: false, plugins });
    const id = `hoyito-worker:${texts.size}`;
    texts.set(id, r.outputFiles[0].text);
    return id;
  };
  return {
    name: 'hoyito-sources',
    setup(build) {
      build.onLoad({ filter: /\.js$/, namespace: 'file' }, async (args) => {
        const text = fs.readFileSync(args.path, 'utf8');
        const dir = path.dirname(args.path);
        const started = [...text.matchAll(WORKER)].map((m) => path.resolve(dir, m[2]));
        for (const w of started) if (!workers.has(w)) workers.set(w, buildWorker(w));
        const built = await Promise.all(started.map((w) => workers.get(w)));
        // A classic worker's text is the default export of a module of its own (hoyito-worker:N).
        const imports = served ? '' : built.map((id, k) => `import __worker${k} from ${JSON.stringify(id)};`).join('');
        let k = 0;
        let contents =
          imports +
          text
            .replace(OWN_WASM, (m, file) => wasmUrl(path.join(dir, file)))
            .replace(WORKER, () => (served ? built[k++] : `new Worker(__worker${k++}())`));
        // At the end, where it moves no line of the source map.
        if (lazy.has(args.path)) contents += `\nimport ${JSON.stringify(core)};\n`;
        return contents === text ? undefined : { contents, loader: 'js' };
      });
      build.onResolve({ filter: /^hoyito-worker:/ }, (args) => ({ path: args.path, namespace: 'hoyito-worker' }));
      // One Blob URL a worker: the computer opponent restarts its worker on every cancel.
      build.onLoad({ filter: /.*/, namespace: 'hoyito-worker' }, (args) => ({
        contents: `let url = null;\nexport default () => url ??= URL.createObjectURL(new Blob([${JSON.stringify(texts.get(args.path))}], { type: 'text/javascript' }));\n`,
        loader: 'js',
      }));
    },
  };
}

/** The HTML pages that load the app, and what they load. */
function pagesOf(web, names = ['index.html', 'embed.html']) {
  return names.map((html) => {
    const text = fs.readFileSync(path.join(web, html), 'utf8');
    const scripts = [...text.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    // A link may carry more attributes (later.css: data-later disabled); they stay.
    const styles = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
    if (scripts.length !== 1)
      throw new BuildError(`${html}: one <script type="module" src> expected, found ${scripts.length}`);
    return { html, text, script: scripts[0], styles };
  });
}

// Line breaks and indentation between tags, and comments, carry nothing.
const squeezeHtml = (html) =>
  html
    .replace(/<!--(?!\s*\[)[\s\S]*?-->/g, '')
    .replace(/\n\s+/g, '\n')
    .replace(/>\n</g, '><');

/**
 * What a page's script (`entry`) imports with import(), from esbuild's graph:
 * `named`, the modules outside its core (what the script imports
 * statically), and `sharing`, those that are in the core or import
 * (statically, at any depth) a module of it (absolute paths).
 */
async function lazyParts(entry) {
  const { metafile } = await esbuild.build({
    ...common,
    entryPoints: [entry],
    format: 'esm',
    splitting: true,
    outdir: '/',
    metafile: true,
    write: false,
  });
  const abs = (i) => path.resolve(ROOT, i);
  const imports = new Map(Object.entries(metafile.inputs).map(([i, v]) => [abs(i), v.imports]));
  const reach = (from, seen = new Set()) => {
    if (seen.has(from)) return seen;
    seen.add(from);
    for (const i of imports.get(from) ?? []) if (i.kind === 'import-statement') reach(abs(i.path), seen);
    return seen;
  };
  const core = reach(entry);
  const lazy = [
    ...new Set(
      [...imports.values()]
        .flat()
        .filter((i) => i.kind === 'dynamic-import')
        .map((i) => abs(i.path)),
    ),
  ].filter((f) => f.endsWith('.js') && f !== entry);
  return {
    named: lazy.filter((f) => !core.has(f)),
    sharing: new Set(lazy.filter((f) => [...reach(f)].some((m) => core.has(m)))),
  };
}

/** Builds dist/web; returns { version, files } of the service worker's list. */
async function buildSite(web, out, { dev = false } = {}) {
  // --dev: the same files, unminified, each with a source map (not cached by sw.js).
  const served = dev ? { ...common, minify: false, sourcemap: 'linked' } : common;
  fs.rmSync(out, { recursive: true, force: true });
  const assets = path.join(out, 'assets');
  const pages = pagesOf(web);
  const outRel = (file) => path.relative(out, path.resolve(ROOT, file)).split(path.sep).join('/');
  const webRel = (file) => path.relative(web, path.resolve(ROOT, file)).split(path.sep).join('/');

  // Each page's script and style sheets: one esbuild build with code
  // splitting. Each lazy part is an entry, to keep its module's name
  // (assets/es-HASH.js, editor-HASH.js...); those sharing a module with the
  // script import it (part 3 of the header).
  for (const page of pages) {
    const entry = path.join(web, page.script);
    const lazy = await lazyParts(entry);
    const r = await esbuild.build({
      ...served,
      entryPoints: [entry, ...lazy.named, ...page.styles.map((s) => path.join(web, s))],
      outdir: assets,
      format: 'esm',
      splitting: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'c-[hash]',
      metafile: true,
      plugins: [sourcesPlugin({ served, assets, lazy: lazy.sharing, core: entry })],
    });
    page.built = new Map(); // source (relative to web) -> output (relative to out)
    page.holder = new Map(); // source module (relative to web) -> the output it ended up in
    for (const [file, o] of Object.entries(r.metafile.outputs)) {
      for (const input of Object.keys(o.inputs)) page.holder.set(webRel(input), outRel(file));
      if (o.entryPoint) page.built.set(webRel(o.entryPoint), outRel(file));
    }
    if (process.env.HOYITO_META)
      fs.writeFileSync(`${process.env.HOYITO_META}-${page.html}.json`, JSON.stringify(r.metafile));
  }
  const wasmCopies = fs.readdirSync(assets).filter((f) => f.endsWith('.wasm'));
  const hashedWasm = (name) =>
    wasmCopies.find((f) => f.startsWith(name.replace(/\.wasm$/, '-')) && /-[A-Z0-9]{8}\.wasm$/.test(f));

  // The HTML (part 4): the built script and styles; each preload of the sources
  // (modules the board needs at once, the engine's wasm: fetched in parallel,
  // not one after another) becomes one of the file that holds it now.
  for (const page of pages) {
    const main = page.built.get(page.script);
    const preloads = new Set();
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
    for (const s of page.styles)
      html = html.replace(`<link rel="stylesheet" href="${s}"`, `<link rel="stylesheet" href="${page.built.get(s)}"`);
    const lastStyle = html.lastIndexOf('<link rel="stylesheet"');
    const at = html.indexOf('\n', lastStyle) + 1;
    html = html.slice(0, at) + [...preloads].join('\n') + '\n' + html.slice(at);
    html = html.replace(
      `<script type="module" src="${page.script}"></script>`,
      `<script type="module" src="${main}"></script>`,
    );
    fs.writeFileSync(path.join(out, page.html), squeezeHtml(html));
  }

  // Files with stable names: the embed script, the service worker, the
  // manifest and its icons, the embed demo.
  // Bundled: other sites load this one file, so what it imports (the
  // layout's proportions) travels inside it.
  await esbuild.build({
    ...common,
    entryPoints: [path.join(web, 'hoyito-board.js')],
    outfile: path.join(out, 'hoyito-board.js'),
    format: 'esm',
  });
  await esbuild.build({
    ...common,
    bundle: false,
    entryPoints: [path.join(web, 'sw.js')],
    outfile: path.join(out, 'sw.js'),
  });
  for (const f of ['manifest.webmanifest', 'embed-demo.html', 'gen/icon-192.png', 'gen/icon-512.png']) {
    fs.mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
    fs.copyFileSync(path.join(web, f), path.join(out, f));
  }

  // Part 8. The scripts a visit fetches unasked (the second list of part 7) run on
  // the first moves: V8 compiles each whole as it loads, told by a compile
  // hint, rather than a function at a time inside the first move's tasks
  // (40-55 ms of them at a 4x slowdown, docs/performance.md). Not in --dev:
  // a line before the code would move its source map.
  if (!dev) {
    for (const file of visitFiles(
      out,
      web,
      pages.find((p) => p.html === 'index.html'),
    ).idle) {
      if (!file.endsWith('.js')) continue;
      const at = path.join(out, file);
      fs.writeFileSync(at, `${COMPILE_HINT}\n${fs.readFileSync(at, 'utf8')}`);
    }
  }

  // What the service worker caches (part 6: every file written but itself,
  // its list and source maps), then precompressed twins.
  const { version, files } = writePrecache(out);
  for (const f of listFiles(out)) compress(path.join(out, f));
  const weight = firstVisit(
    out,
    web,
    pages.find((p) => p.html === 'index.html'),
  );
  fs.writeFileSync(path.join(path.dirname(out), 'weight.json'), `${JSON.stringify(weight, null, 1)}\n`);
  return { version, files: files.filter((f) => f !== './'), weight };
}

const COMPRESSIBLE = /\.(?:html|js|mjs|css|wasm|webmanifest|json|svg)$/;

/** Writes file.gz and file.br next to a text or wasm file (what tools/dev/serve.mjs and many hosts serve). */
function compress(file) {
  if (!COMPRESSIBLE.test(file)) return;
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
}

// Inline scripts end at the first "</script" whatever the JS means by it.
const inlineJs = (js) => js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * The esbuild plugins of one self-contained bundle (the single file, the npm
 * package's board): each worker the sources start is a Blob URL of a classic
 * script, each engine's .wasm a data: URL.
 */
export const selfContained = () => [sourcesPlugin()];

/**
 * The single file for `web`'s `html` page: one classic script (no modules,
 * no fetch: file:// allows neither), every lazy part inlined by esbuild, the
 * worker a Blob URL of its own bundle's text, the engines data: URLs.
 */
export async function buildSingleHtml(web = WEB, { html = 'index.html' } = {}) {
  const [page] = pagesOf(web, [html]);
  const r = await esbuild.build({
    ...common,
    entryPoints: [path.join(web, page.script)],
    format: 'iife',
    write: false,
    plugins: selfContained(),
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
  if (/<(?:script|link)[^>]+(?:src|href)="(?!data:|#|https?:)/.test(out))
    throw new BuildError(`${html}: a file reference is left in the single file`);
  return squeezeHtml(out);
}

/** Writes the single file; returns its size in bytes. */
export async function buildSingle({ web = WEB, out = path.join(ROOT, 'dist', 'hoyito.html'), ...rest } = {}) {
  const page = await buildSingleHtml(web, rest);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, page);
  return Buffer.byteLength(page);
}

/**
 * Everything: the sources' own generated files (icons, list), dist/web,
 * dist/weight.json, dist/hoyito.html. Fails (BuildError) when the first
 * visit passes a budget of `budget` (weight.mjs BUDGET).
 */
export async function build({ web = WEB, out = path.join(ROOT, 'dist'), dev = false, budget } = {}) {
  buildWeb(web);
  const site = await buildSite(web, path.join(out, 'web'), { dev });
  if (dev) return { ...site, single: 0 };
  const over = overBudget(site.weight, budget);
  if (over.length)
    throw new BuildError(`the first visit is too heavy (${path.join(out, 'weight.json')}):\n${over.join('\n')}`);
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
  build({ web: opt('--web', WEB), out, dev }).then(
    ({ files, version, single, weight }) => {
      const gz = (f) => fs.statSync(path.join(out, 'web', `${f}.gz`)).size;
      const size = files.filter((f) => COMPRESSIBLE.test(f)).reduce((s, f) => s + gz(f), 0);
      console.log(
        `web: ${path.relative(process.cwd(), path.join(out, 'web'))}, ${files.length} files (${(size / 1024).toFixed(1)} KB gzipped in all), version ${version}`,
      );
      if (dev) return;
      console.log(`single file: ${path.relative(process.cwd(), path.join(out, 'hoyito.html'))} ${single} bytes`);
      const { first, idle } = weight;
      console.log(
        `first visit (${path.relative(process.cwd(), path.join(out, 'weight.json'))}): ${first.total} bytes gzipped in ${first.files.length} files before the board is playable, ${idle.total} in ${idle.files.length} with no click`,
      );
    },
    (e) => {
      console.error(`build: ${e.errors?.length ? e.errors.map((x) => x.text).join('\n') : e.message}`);
      process.exit(1);
    },
  );
}
