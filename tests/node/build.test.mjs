// The page's build (tools/build/build.mjs) and how tools/dev/serve.mjs serves it,
// without a browser: every file the HTML, the service worker's list and the
// scripts name exists; hashed names match their contents; precompressed
// copies are the same bytes; the server picks br, gzip or none as asked,
// with the right type, Vary and CORS; the single file names no other file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from '../../tools/build/build.mjs';
import { startServer } from '../../tools/dev/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'web');
const skip = fs.existsSync(path.join(WEB, 'engine', 'gen', 'hoyito.wasm'))
  ? false
  : 'missing web/engine/gen/hoyito.wasm (run tools/build/build-wasm.sh)';

let out;
let site;
let result;
before(async () => {
  if (skip) return;
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-build-'));
  result = await build({ web: WEB, out });
  site = path.join(out, 'web');
});
after(() => {
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

/** Every file under dir, relative, '/'-separated. */
function files(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

test("everything named is there: the HTML's scripts, styles and preloads, the precache list, each chunk's imports", {
  skip,
}, () => {
  const present = new Set(files(site));
  for (const html of ['index.html', 'embed.html']) {
    const text = fs.readFileSync(path.join(site, html), 'utf8');
    const refs = [...text.matchAll(/(?:src|href)="(?!data:|#|https?:)([^"]+)"/g)].map((m) => m[1]);
    assert.ok(
      refs.some((r) => /^assets\/main-|^assets\/embed-/.test(r)),
      `${html} loads its bundle`,
    );
    for (const r of refs) assert.ok(present.has(r), `${html} names ${r}`);
    assert.doesNotMatch(text, /js\/|engine\.js|gen\/hoyito/, `${html} names no source file`);
  }
  const self = {};
  new Function('self', fs.readFileSync(path.join(site, 'gen', 'precache.js'), 'utf8'))(self);
  const { files: cached, version } = self.HOYITO_PRECACHE;
  assert.equal(version, result.version);
  for (const f of cached.filter((c) => c !== './')) assert.ok(present.has(f), `precached ${f} exists`);
  const page = [...present].filter((f) => !/\.(?:gz|br)$/.test(f) && !['sw.js', 'gen/precache.js'].includes(f));
  assert.deepEqual(cached.filter((c) => c !== './').sort(), page.sort(), 'the list is every file of the site');
  for (const f of page.filter((p) => p.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(site, f), 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*"(\.\/[^"]+)"/g)) {
      assert.ok(present.has(path.posix.join(path.posix.dirname(f), spec)), `${f} imports ${spec}`);
    }
    for (const [, spec] of text.matchAll(/new URL\("(\.\/[^"]+)",import\.meta\.url\)/g)) {
      assert.ok(present.has(path.posix.join(path.posix.dirname(f), spec)), `${f} locates ${spec}`);
    }
  }
});

// What the board needs at once is one chunk beside the page's script, preloaded by
// the HTML (tools/build/build.mjs, part 3): esbuild's own splitting would cut it
// into a chunk per set of lazy parts sharing its modules, which gzip worse apart.
test("each page's script statically imports one chunk, which its HTML preloads", { skip }, () => {
  for (const html of ['index.html', 'embed.html']) {
    const text = fs.readFileSync(path.join(site, html), 'utf8');
    const [, script] = text.match(/<script type="module" src="([^"]+)">/);
    const preloaded = [...text.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    const reached = new Set();
    const walk = (f) => {
      if (reached.has(f)) return;
      reached.add(f);
      const js = fs.readFileSync(path.join(site, f), 'utf8');
      for (const [, spec] of js.matchAll(/\b(?:from|import)\s*"(\.\/[^"]+)"/g))
        walk(path.posix.join(path.posix.dirname(f), spec));
    };
    walk(script);
    const chunks = [...reached].filter((f) => f !== script);
    assert.equal(chunks.length, 1, `${html}: ${script} imports ${chunks.join(', ')}`);
    assert.ok(preloaded.includes(chunks[0]), `${html} preloads ${chunks[0]}`);
    assert.ok(fs.statSync(path.join(site, chunks[0])).size > 20000, `${chunks[0]} holds the board's modules`);
  }
});

test("a hashed name is its contents' (a cached file never goes stale); compressed copies are the same bytes", {
  skip,
}, () => {
  const all = files(site);
  const hashed = all.filter((f) => /^assets\/.+-[A-Z0-9]{8}\.(?:js|css|wasm)$/.test(f));
  assert.ok(hashed.length >= 10, `${hashed.length} hashed files`);
  // Two builds of the same sources give the same names.
  const again = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-build-'));
  return build({ web: WEB, out: again }).then(() => {
    assert.deepEqual(files(path.join(again, 'web')).sort(), all.sort());
    fs.rmSync(again, { recursive: true, force: true });
    for (const f of all.filter((x) => x.endsWith('.gz'))) {
      const original = fs.readFileSync(path.join(site, f.slice(0, -3)));
      assert.deepEqual(zlib.gunzipSync(fs.readFileSync(path.join(site, f))), original, f);
      assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(path.join(site, `${f.slice(0, -3)}.br`))), original);
    }
  });
});

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('the server sends br or gzip as the browser accepts, with Content-Encoding, Vary, the wasm type and CORS', {
  skip,
}, async () => {
  const { server, url } = await startServer(site, 0);
  try {
    const wasm = files(site).find((f) => /^assets\/hoyito-[A-Z0-9]{8}\.wasm$/.test(f));
    const bytes = fs.readFileSync(path.join(site, wasm));
    const br = await get(url + wasm, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-type'], 'application/wasm');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.match(br.headers['cache-control'], /immutable/, 'a hashed file is cached for ever');
    assert.deepEqual(zlib.brotliDecompressSync(br.body), bytes);
    const gz = await get(url + wasm, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    assert.equal(gz.headers['content-encoding'], 'gzip', 'br refused with q=0');
    assert.deepEqual(zlib.gunzipSync(gz.body), bytes);
    const plain = await get(url + wasm);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(Number(plain.headers['content-length']), bytes.length);
    assert.deepEqual(plain.body, bytes);
    const page = await get(url, { 'accept-encoding': 'gzip' });
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(page.headers['cache-control'], 'no-cache', 'the page is checked again on every load');
    const board = await get(`${url}hoyito-board.js`, { 'accept-encoding': 'br' });
    assert.equal(board.headers['access-control-allow-origin'], '*');
    assert.equal(board.headers['content-encoding'], 'br');
    const icon = await get(`${url}gen/icon-192.png`, { 'accept-encoding': 'br' });
    assert.equal(icon.headers['content-encoding'], undefined, 'images go as they are');
    assert.equal(icon.headers.vary, undefined);
  } finally {
    server.close();
  }
});

test('the single file names no other file and keeps no module syntax', { skip }, () => {
  const html = fs.readFileSync(path.join(out, 'hoyito.html'), 'utf8');
  assert.doesNotMatch(html, /<(?:script|link)[^>]+(?:src|href)="(?!data:|#|https?:)/);
  assert.doesNotMatch(html, /type="module"|import\.meta/);
  assert.equal(
    result.single,
    fs.statSync(path.join(out, 'hoyito.html')).size,
    "the size printed is the file's, in bytes",
  );
});

// The tables of words (web/js/i18n/<lang>/<bundle>.js, loaded by strings.js
// loadWords): English's core inside what the page loads first, every other table a
// file of its own (es-more-HASH.js) that the service worker caches, and all
// of them inside the single file. A table is recognised by its longest plain
// sentence, which the minifier leaves as it is.
test('every table of words is built: its own file, precached, and inside the single file', { skip }, async () => {
  const i18n = path.join(WEB, 'js', 'i18n');
  const self = {};
  new Function('self', fs.readFileSync(path.join(site, 'gen', 'precache.js'), 'utf8'))(self);
  const cached = self.HOYITO_PRECACHE.files;
  const single = fs.readFileSync(path.join(out, 'hoyito.html'), 'utf8');
  // The page's script and the modules it preloads: what loads before the board is playable.
  const index = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  const first = [...index.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map(
    (m) => m[1],
  );
  assert.ok(
    first.some((f) => /^assets\/main-[A-Z0-9]{8}\.js$/.test(f)),
    'index.html loads assets/main-HASH.js',
  );
  let tables = 0;
  for (const code of fs.readdirSync(i18n).filter((d) => fs.statSync(path.join(i18n, d)).isDirectory())) {
    for (const file of fs.readdirSync(path.join(i18n, code)).filter((f) => f.endsWith('.js'))) {
      const name = file.slice(0, -3);
      const table = (await import(path.join(i18n, code, file))).default;
      const plain = Object.values(table).filter((v) => typeof v === 'string' && !/["\\<{]/.test(v));
      const sentence = plain.reduce((a, b) => (b.length > a.length ? b : a), '');
      assert.ok(sentence.length > 20, `${code}/${file}: a sentence to look for`);
      // English's core is in what the page loads first; every other table is its own file.
      const holds = (f) => fs.readFileSync(path.join(site, f), 'utf8').includes(sentence);
      if (name === 'en') {
        assert.ok(first.some(holds), `${first.join(', ')} hold ${code}/${file}`);
      } else {
        const built = cached.find((f) => new RegExp(`^assets/${name}-[A-Z0-9]{8}\\.js$`).test(f));
        assert.ok(built, `${code}/${file}: built and precached`);
        assert.ok(holds(built), `${built} holds ${code}/${file}`);
      }
      assert.ok(single.includes(sentence), `the single file holds ${code}/${file}`);
      tables++;
    }
  }
  assert.equal(tables, 30, 'six languages, five bundles each');
  assert.ok(
    cached.some((f) => /^assets\/tables-[A-Z0-9]{8}\.js$/.test(f)),
    'the index of the later tables is precached',
  );
});
