#!/usr/bin/env node
// Tiny dependency-free static file server for Hoyito's web page and tests.
//
//   node tools/dev/serve.mjs [DIR] [--port N]
//
// Serves DIR (default "dist/web", the built page; "web" for the sources) on
// 127.0.0.1. Port default 8080; if that port is busy (or N is 0) a free port
// is chosen. Prints "Serving DIR at http://127.0.0.1:PORT/".
// It does what a real host must (docs/hosting.md): the .wasm MIME type,
// CORS for hoyito-board.js, and compression: FILE.br or FILE.gz, written
// next to FILE by tools/build/build.mjs, is sent when the browser accepts it, with
// Content-Encoding and Vary: Accept-Encoding. Files with a content hash in
// their name (assets/) may be cached for ever; everything else is checked
// again on every load.
//
// In tests:
//   import { startServer } from './tools/dev/serve.mjs';
//   const { server, url } = await startServer('dist/web', 0);   // url ends with '/'
//   ...; server.close();
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DEFAULT_PORT = 8080;

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

export function mimeType(file) {
  return MIME_TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

// Types worth compressing (images are compressed already).
const COMPRESSIBLE = /\.(?:html?|m?js|css|json|map|webmanifest|wasm|svg|txt|md|xml)$/i;
// tools/build/build.mjs names: assets/NAME-HASH.EXT, HASH 8 capitals or digits.
const HASHED = /^\/assets\/[\w.-]+-[A-Z0-9]{8}\.\w+$/;

/** The encodings a request accepts, best first among those we have (br, gzip). */
function accepted(req) {
  const header = String(req.headers['accept-encoding'] || '');
  const ok = new Set(
    header.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      return params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p)) ? '' : name;
    }),
  );
  return [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].filter(([name]) => ok.has(name));
}

// `next`: what answers a request for a file `root` does not have (a 404 without it).
function makeHandler(root, next = (req, res) => send(res, 404, 'Not Found\n')) {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    }
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    } catch {
      return send(res, 400, 'Bad Request\n');
    }
    if (rel.includes('\0')) return send(res, 400, 'Bad Request\n');
    let file = path.resolve(root, '.' + rel);
    // Refuse anything that escapes the served directory.
    if (file !== root && !file.startsWith(root + path.sep)) {
      return send(res, 403, 'Forbidden\n');
    }
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        if (!rel.endsWith('/')) {
          return send(res, 301, 'Moved\n', { Location: encodeURI(rel) + '/' });
        }
        file = path.join(file, 'index.html');
        return fs.stat(file, (err2, st2) => serveFile(err2, st2));
      }
      serveFile(err, st);
    });

    function serveFile(err, st) {
      if (err || !st.isFile()) return next(req, res);
      // Resolve symlinks and re-check containment.
      fs.realpath(file, (err3, real) => {
        if (err3) return next(req, res);
        if (real !== root && !real.startsWith(root + path.sep)) {
          return send(res, 403, 'Forbidden\n');
        }
        const headers = {
          'Content-Type': mimeType(file),
          'Content-Length': st.size,
          'Cache-Control': HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache',
          // Other sites load hoyito-board.js as a module script, which is
          // fetched with CORS: embedding must work from any origin.
          'Access-Control-Allow-Origin': '*',
        };
        let body = real;
        if (COMPRESSIBLE.test(real)) {
          headers.Vary = 'Accept-Encoding';
          for (const [encoding, ext] of accepted(req)) {
            const packed = fs.statSync(real + ext, { throwIfNoEntry: false });
            if (!packed?.isFile()) continue;
            body = real + ext;
            headers['Content-Encoding'] = encoding;
            headers['Content-Length'] = packed.size;
            break;
          }
        }
        res.writeHead(200, headers);
        if (req.method === 'HEAD') return res.end();
        const stream = fs.createReadStream(body);
        stream.on('error', () => res.destroy());
        stream.pipe(res);
      });
    }
  };
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    const onError = (e) => {
      server.off('listening', onListening);
      reject(e);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/**
 * Start serving `dir` on 127.0.0.1. `fallback`: directories whose files are
 * served where `dir` has none (the tests' own imports of source modules).
 * port: a number; 0 or undefined means "DEFAULT_PORT if free, else any free port".
 * A specific port that is busy also falls back to a free port.
 * Resolves to { server, url, port, root } where url is "http://127.0.0.1:PORT/".
 */
export async function startServer(dir = 'dist/web', port = 0, { fallback = [] } = {}) {
  const [root, ...more] = [dir, ...fallback].map((d) => {
    const real = fs.realpathSync(path.resolve(d));
    if (!fs.statSync(real).isDirectory()) throw new Error(`not a directory: ${real}`);
    return real;
  });
  const server = http.createServer([root, ...more].reduceRight((next, r) => makeHandler(r, next), undefined));
  const wanted = Number(port) || DEFAULT_PORT;
  try {
    await listen(server, wanted);
  } catch (e) {
    if (e.code !== 'EADDRINUSE' && e.code !== 'EACCES') throw e;
    await listen(server, 0);
  }
  const actual = server.address().port;
  return { server, url: `http://127.0.0.1:${actual}/`, port: actual, root };
}

function parseArgs(argv) {
  let dir = 'dist/web';
  let port = 0;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--port' || a === '-p') port = Number(argv[++i]);
    else if (a.startsWith('--port=')) port = Number(a.slice(7));
    else if (a === '-h' || a === '--help') {
      console.log('usage: node tools/dev/serve.mjs [DIR] [--port N]');
      process.exit(0);
    } else dir = a;
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`invalid port: ${port}`);
    process.exit(2);
  }
  return { dir, port };
}

const isMain = (() => {
  if (!process.argv[1]) return false;
  try {
    return pathToFileURL(fs.realpathSync(process.argv[1])).href === import.meta.url;
  } catch {
    return false;
  }
})();
if (isMain) {
  const { dir, port } = parseArgs(process.argv.slice(2));
  startServer(dir, port)
    .then(({ url }) => {
      console.log(`Serving ${dir} at ${url}`);
    })
    .catch((e) => {
      console.error(`serve: ${e.message}`);
      process.exit(1);
    });
}

export default startServer;
