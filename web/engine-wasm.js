// engine-wasm.js - loads the page's engine, gen/hoyito.wasm (a standalone
// WebAssembly module: CMakeLists.txt's hoyito_wasm), and gives it the shape
// engine.js asks of a module: `_name` for each C export, the HEAP views, and
// the three string helpers. Emscripten's loader did the same in 3.9 KB
// gzipped, fetched before the board is playable; the engines of the worker
// and of the records, loaded later, keep theirs.
// tools/build.mjs points the URL below at the hashed .wasm, or inlines it
// as a data: URL in the single file.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function instantiate(url, imports) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  // Streaming compiles while the bytes arrive; it needs the wasm MIME type.
  if (response.headers.get('content-type') === 'application/wasm') return WebAssembly.instantiateStreaming(response, imports);
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
}

/** The engine as a module object. Options: { wasmBinary } (bytes: Node), { wasmUrl }. */
export default async function createHoyito({ wasmBinary, wasmUrl = new URL('./gen/hoyito.wasm', import.meta.url) } = {}) {
  // Growing the memory replaces its buffer: the views below are remade when they see it.
  const imports = { env: { emscripten_notify_memory_growth() {} } };
  const { instance } = wasmBinary ? await WebAssembly.instantiate(wasmBinary, imports) : await instantiate(wasmUrl, imports);
  const { memory, _initialize: initialize, ...functions } = instance.exports;
  initialize(); // the C library's constructors
  const module = {};
  for (const [name, value] of Object.entries(functions)) if (typeof value === 'function') module[`_${name}`] = value;
  const views = new Map();
  const view = (Type) => {
    let v = views.get(Type);
    if (v?.buffer !== memory.buffer) views.set(Type, v = new Type(memory.buffer));
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
