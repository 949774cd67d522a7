// engine-wasm.js - loads an engine build (a standalone WebAssembly module
// from CMakeLists.txt's hoyito_wasm_engine: the page's gen/hoyito.wasm, the
// search's gen/hoyito-ai.wasm, the records' gen/hoyito-records.wasm) and
// gives it the shape the classes of engine*.js ask of a module: `_name` for
// each C export, the HEAP views, and three string helpers. Emscripten's own
// loader did the same in 3.9 KB gzipped.
// tools/build/build.mjs points each .wasm URL (new URL of ./gen/NAME.wasm)
// of engine*.js at the hashed .wasm, or makes it a data: URL in the single file.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// Node cannot fetch a file: URL (the npm package's .wasm next to this
// module): it reads the file. The module name is not a literal, so that a
// page's bundler neither follows nor refuses it.
const NODE_FS = 'node:fs/promises';
const inNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';

async function instantiate(url, imports) {
  if (inNode && new URL(url).protocol === 'file:') {
    const { readFile } = await import(/* @vite-ignore */ NODE_FS);
    return WebAssembly.instantiate(await readFile(new URL(url)), imports);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  // Streaming compiles while the bytes arrive; it needs the wasm MIME type.
  if (response.headers.get('content-type') === 'application/wasm')
    return WebAssembly.instantiateStreaming(response, imports);
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
}

/** The engine at `url` (or the bytes `wasmBinary`: Node) as a module object. */
export async function wasmEngine(url, { wasmBinary } = {}) {
  let memory = null;
  const imports = {
    // Growing the memory replaces its buffer: the views below are remade when they see it.
    env: { emscripten_notify_memory_growth() {} },
    // The search's clock (wasm_api.c hw_clock), in nanoseconds.
    wasi_snapshot_preview1: {
      clock_time_get(id, precision, at) {
        new DataView(memory.buffer).setBigUint64(at, BigInt(Math.round(performance.now() * 1e6)), true);
        return 0;
      },
    },
  };
  const { instance } = wasmBinary
    ? await WebAssembly.instantiate(wasmBinary, imports)
    : await instantiate(url, imports);
  const { memory: mem, _initialize: initialize, ...functions } = instance.exports;
  memory = mem;
  initialize(); // the C library's constructors
  const module = {};
  for (const [name, value] of Object.entries(functions)) if (typeof value === 'function') module[`_${name}`] = value;
  const views = new Map();
  const view = (Type) => {
    let v = views.get(Type);
    if (v?.buffer !== memory.buffer) views.set(Type, (v = new Type(memory.buffer)));
    return v;
  };
  Object.defineProperties(module, {
    HEAPU8: { get: () => view(Uint8Array) },
    HEAPU16: { get: () => view(Uint16Array) },
    HEAP32: { get: () => view(Int32Array) },
  });
  /** The NUL-terminated UTF-8 text at ptr, read up to maxBytes bytes. */
  module.UTF8ToString = (ptr, maxBytes = Infinity) => {
    const heap = view(Uint8Array);
    let end = ptr;
    while (end - ptr < maxBytes && heap[end]) end++;
    return decoder.decode(heap.subarray(ptr, end));
  };
  /** Writes text and a NUL in at most maxBytes bytes, never half a character. */
  module.stringToUTF8 = (text, ptr, maxBytes) => {
    if (!(maxBytes > 0)) return 0;
    const heap = view(Uint8Array);
    const { written } = encoder.encodeInto(text, heap.subarray(ptr, ptr + maxBytes - 1));
    heap[ptr + written] = 0;
    return written;
  };
  module.lengthBytesUTF8 = (text) => encoder.encode(text).length;
  return module;
}
