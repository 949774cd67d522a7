// engine-wasm.js - loads an engine build (a standalone WebAssembly module
// from CMakeLists.txt's hoyito_wasm_engine: the page's gen/hoyito.wasm, the
// search's gen/hoyito-ai.wasm, the records' gen/hoyito-records.wasm) and
// gives it the shape the classes of engine*.js ask of a module: `_name` for
// each C export, the HEAP views, and three string helpers. Emscripten's own
// loader did the same in 3.9 KB gzipped.
// tools/build/build.mjs points each .wasm URL (new URL of ./gen/NAME.wasm)
// of engine*.js at the hashed .wasm, or makes it a data: URL in the single file.

/**
 * An engine build as engine*.js use it: `_name` for each C export (ints and
 * wasm addresses in, an int out), the heap's views, and the string helpers.
 * @typedef {{
 *   [name: `_${string}`]: (...args: number[]) => number,
 *   readonly HEAPU8: Uint8Array,
 *   readonly HEAPU16: Uint16Array,
 *   readonly HEAP32: Int32Array,
 *   UTF8ToString(ptr: number, maxBytes?: number): string,
 *   stringToUTF8(text: string, ptr: number, maxBytes: number): number,
 *   lengthBytesUTF8(text: string): number,
 * }} WasmModule
 */

/**
 * How a build is loaded: from its URL, or from its bytes (Node).
 * @typedef {{ wasmBinary?: BufferSource }} WasmOptions
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// Node cannot fetch a file: URL (the npm package's .wasm next to this
// module): it reads the file. The module name is not a literal, so that a
// page's bundler neither follows nor refuses it.
const NODE_FS = 'node:fs/promises';
// Read through globalThis: the page's types have no Node (tsconfig.json).
const { process } = /** @type {{ process?: { versions?: { node?: string } } }} */ (globalThis);
const inNode = typeof process?.versions?.node === 'string';

/**
 * @param {URL | string} url
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<WebAssembly.WebAssemblyInstantiatedSource>}
 */
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

/**
 * The engine at `url` (or the bytes `wasmBinary`: Node) as a module object.
 * @param {URL | string} url
 * @param {WasmOptions} [options]
 * @returns {Promise<WasmModule>}
 */
export async function wasmEngine(url, { wasmBinary } = {}) {
  /** @type {WebAssembly.Memory | null} */
  let memory = null;
  const imports = {
    // Growing the memory replaces its buffer: the views below are remade when they see it.
    env: { emscripten_notify_memory_growth() {} },
    // The search's clock (wasm_api.c hw_clock), in nanoseconds.
    wasi_snapshot_preview1: {
      /**
       * @param {number} id
       * @param {bigint} precision
       * @param {number} at
       */
      clock_time_get(id, precision, at) {
        new DataView(/** @type {WebAssembly.Memory} */ (memory).buffer).setBigUint64(
          at,
          BigInt(Math.round(performance.now() * 1e6)),
          true,
        );
        return 0;
      },
    },
  };
  const { instance } = wasmBinary
    ? await WebAssembly.instantiate(wasmBinary, imports)
    : await instantiate(url, imports);
  const { memory: mem, _initialize: initialize, ...functions } = instance.exports;
  const heap = /** @type {WebAssembly.Memory} */ (mem);
  memory = heap;
  /** @type {() => void} */ (initialize)(); // the C library's constructors
  const module = /** @type {WasmModule} */ ({});
  for (const [name, value] of Object.entries(functions))
    if (typeof value === 'function') module[`_${name}`] = /** @type {(...args: number[]) => number} */ (value);
  const views = new Map();
  /**
   * @template {Uint8Array | Uint16Array | Int32Array} T
   * @param {new (buffer: ArrayBuffer) => T} Type
   * @returns {T}
   */
  const view = (Type) => {
    let v = views.get(Type);
    if (v?.buffer !== heap.buffer) views.set(Type, (v = new Type(heap.buffer)));
    return v;
  };
  Object.defineProperties(module, {
    HEAPU8: { get: () => view(Uint8Array) },
    HEAPU16: { get: () => view(Uint16Array) },
    HEAP32: { get: () => view(Int32Array) },
  });
  /** The NUL-terminated UTF-8 text at ptr, read up to maxBytes bytes. */
  module.UTF8ToString = (ptr, maxBytes = Infinity) => {
    const u8 = view(Uint8Array);
    let end = ptr;
    while (end - ptr < maxBytes && u8[end]) end++;
    return decoder.decode(u8.subarray(ptr, end));
  };
  /** Writes text and a NUL in at most maxBytes bytes, never half a character. */
  module.stringToUTF8 = (text, ptr, maxBytes) => {
    if (!(maxBytes > 0)) return 0;
    const u8 = view(Uint8Array);
    const { written } = encoder.encodeInto(text, u8.subarray(ptr, ptr + maxBytes - 1));
    u8[ptr + written] = 0;
    return written;
  };
  module.lengthBytesUTF8 = (text) => encoder.encode(text).length;
  return module;
}
