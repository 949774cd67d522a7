// Assembles the npm package `hoyito` in build/npm/hoyito from the page's
// sources (web/), the engine's build (web/engine/gen/, after tools/build/build-wasm.sh)
// and packages/hoyito (what only the package has), then packs it with
// `npm pack` into build/npm/hoyito-VERSION.tgz:
//   index.js, engine*.js, tables-reach.js, gen/  the engine (import 'hoyito'), as in web/
//   board.js                    <hoyito-board> (import 'hoyito/board'): one
//                               bundle of the board's modules, style and
//                               engines (the search's worker a Blob URL)
//   *.d.ts, gen/abi.d.ts        the engine's types, generated from its
//                               modules' JSDoc (tsc --declaration); board.d.ts
//                               from packages/hoyito
//   README.md, CHANGELOG.md, LICENSE, package.json (version: the
//   project's, package.json at the root)
// Usage: node tools/build/pack.mjs [--out DIR]   prints the tarball's path, bytes and files.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { common, selfContained, BuildError } from './build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every source path the package is made of, relative to the repository.
export const SOURCES = {
  web: 'web',
  // Copied as they are: [from, to in the package]. The engine's modules
  // import each other and gen/abi.js by these relative paths.
  copy: [
    ['web/engine/engine.js', 'engine.js'],
    ['web/engine/engine-check.js', 'engine-check.js'],
    ['web/engine/engine-wasm.js', 'engine-wasm.js'],
    ['web/engine/engine-search.js', 'engine-search.js'],
    ['web/engine/engine-tables.js', 'engine-tables.js'],
    ['web/engine/engine-prove.js', 'engine-prove.js'],
    ['web/engine/tables-reach.js', 'tables-reach.js'],
    ['web/engine/engine-records.js', 'engine-records.js'],
    ['web/engine/gen/abi.js', 'gen/abi.js'],
    ['web/engine/gen/hoyito.wasm', 'gen/hoyito.wasm'],
    ['web/engine/gen/hoyito-ai.wasm', 'gen/hoyito-ai.wasm'],
    ['web/engine/gen/hoyito-records.wasm', 'gen/hoyito-records.wasm'],
    ['packages/hoyito/index.js', 'index.js'],
    ['packages/hoyito/board.d.ts', 'board.d.ts'],
    ['packages/hoyito/README.md', 'README.md'],
    ['packages/hoyito/CHANGELOG.md', 'CHANGELOG.md'],
    ['LICENSE', 'LICENSE'],
  ],
  manifest: 'packages/hoyito/package.json',
  version: 'package.json',
  // The board: the entry, the markup and the style sheets of the in-page board.
  boardEntry: 'packages/hoyito/src/board.js',
  boardMarkup: 'web/embed.html',
  boardStyles: ['web/style.css', 'web/later.css', 'web/embed.css'],
};

const from = (p) => path.join(ROOT, p);

/** embed.html's board: its body without the script that mounts it. */
function boardMarkup() {
  const html = fs.readFileSync(from(SOURCES.boardMarkup), 'utf8');
  const m = html.match(/<body[^>]*>([\s\S]*?)<script type="module"[^>]*><\/script>\s*<\/body>/);
  if (!m) throw new BuildError(`${SOURCES.boardMarkup}: no <body> ending with its module script`);
  return m[1].replace(/\n\s*/g, '\n').trim();
}

/**
 * The board's style sheets for a shadow root: the page's :root becomes the
 * element (:host) and its html and body the board's own box (.hoyito-body),
 * which first drops what it would inherit from the host page.
 */
async function boardCss() {
  let css = '.hoyito-body { all: initial; display: block; }\n';
  for (const sheet of SOURCES.boardStyles) css += fs.readFileSync(from(sheet), 'utf8') + '\n';
  css = css
    .replace(/^:root\s*\{/gm, ':host {')
    .replace(/^html,\s*body(\.embed)?\s*\{/gm, (m, embed) => `.hoyito-body${embed ?? ''} {`)
    .replace(/^body\s*\{/gm, '.hoyito-body {');
  const left = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/(^|[},]\s*)(html|body|:root)\b[^{}]*\{/m);
  if (left)
    throw new BuildError(
      `the board's style has a rule for ${left[2]}, which a shadow root does not have: teach tools/build/pack.mjs to turn it`,
    );
  const r = await esbuild.transform(css, { loader: 'css', minify: true, target: common.target, legalComments: 'none' });
  return r.code;
}

/** esbuild plugin: `web:PATH` is a module of the page's sources; `hoyito-pack:` the board's markup and style. */
function packPlugin(markup, css) {
  return {
    name: 'hoyito-pack',
    setup(build) {
      build.onResolve({ filter: /^web:/ }, (args) => ({ path: path.join(from(SOURCES.web), args.path.slice(4)) }));
      build.onResolve({ filter: /^hoyito-pack:/ }, (args) => ({ path: args.path.slice(12), namespace: 'hoyito-pack' }));
      build.onLoad({ filter: /.*/, namespace: 'hoyito-pack' }, (args) => ({
        contents: `export default ${JSON.stringify(args.path === 'markup' ? markup : css)};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * The engine's types: tsc over the copied modules' JSDoc (strict, as
 * tsconfig.json checks them in web/), a .d.ts beside each (index.d.ts, engine.d.ts, ...).
 */
function declarations(out) {
  const config = path.join(out, 'tsconfig.json');
  const compilerOptions = {
    allowJs: true,
    checkJs: true,
    declaration: true,
    emitDeclarationOnly: true,
    strict: true,
    rootDir: '.',
    target: 'es2022',
    lib: ['es2022', 'dom'],
    module: 'esnext',
    moduleResolution: 'bundler',
    types: [],
  };
  fs.writeFileSync(config, JSON.stringify({ compilerOptions, files: ['index.js'] }));
  const tsc = spawnSync(process.execPath, [from('node_modules/typescript/bin/tsc'), '-p', config], {
    encoding: 'utf8',
  });
  fs.rmSync(config);
  if (tsc.status !== 0) throw new BuildError(`the package's types (tsc --declaration):\n${tsc.stdout}${tsc.stderr}`);
}

async function buildBoard(out) {
  const plugins = [packPlugin(boardMarkup(), await boardCss()), ...selfContained()];
  const r = await esbuild.build({
    ...common,
    entryPoints: [from(SOURCES.boardEntry)],
    format: 'esm',
    write: false,
    plugins,
  });
  const js = r.outputFiles[0].text;
  // Everything the board needs is in the file: nothing found by its address.
  if (/\bimport\.meta\b/.test(js)) throw new BuildError('board.js: import.meta is left in the bundle');
  fs.writeFileSync(path.join(out, 'board.js'), js);
}

/** Assembles the package in `dir`/hoyito and packs it; returns { tarball, size, files, unpacked, version }. */
export async function pack({ dir = path.join(ROOT, 'build', 'npm') } = {}) {
  const out = path.join(dir, 'hoyito');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(path.join(out, 'gen'), { recursive: true });
  for (const [src, dest] of SOURCES.copy) {
    if (!fs.existsSync(from(src)))
      throw new BuildError(
        `${src} is missing${src.startsWith('web/engine/gen/') ? ': run tools/build/build-wasm.sh' : ''}`,
      );
    fs.copyFileSync(from(src), path.join(out, dest));
  }
  const { version } = JSON.parse(fs.readFileSync(from(SOURCES.version), 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(from(SOURCES.manifest), 'utf8'));
  fs.writeFileSync(
    path.join(out, 'package.json'),
    `${JSON.stringify({ name: manifest.name, version, ...manifest }, null, 2)}\n`,
  );
  declarations(out);
  await buildBoard(out);
  const [info] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: out,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  return {
    tarball: path.join(dir, info.filename),
    size: info.size,
    unpacked: info.unpackedSize,
    files: info.files.map((f) => f.path).sort(),
    version,
  };
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  pack(at >= 0 ? { dir: path.resolve(args[at + 1]) } : {}).then(
    ({ tarball, size, unpacked, files }) => {
      console.log(
        `npm package: ${path.relative(process.cwd(), tarball)} ${size} bytes (${unpacked} unpacked), ${files.length} files: ${files.join(' ')}`,
      );
    },
    (e) => {
      console.error(`pack: ${e.errors?.length ? e.errors.map((x) => x.text).join('\n') : e.message}`);
      process.exit(1);
    },
  );
}
