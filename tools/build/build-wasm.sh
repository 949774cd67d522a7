#!/usr/bin/env bash
# Builds the engine to WebAssembly (web/engine/gen/hoyito.wasm, the search's
# hoyito-ai.wasm and the records' hoyito-records.wasm beside it:
# standalone modules that web/engine/engine-wasm.js loads; abi.js), then the
# page (build.mjs): dist/web and dist/hoyito.html.
# Debian's emcc 3.1.6 runs its JS optimiser under Node 20, which finds
# Debian's acorn only through NODE_PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export NODE_PATH=/usr/share/nodejs
cd "$root"
if [ ! -f build-wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=MinSizeRel >/dev/null
fi
cmake --build build-wasm -j2 >/dev/null
echo "wasm: $(for f in web/engine/gen/*.wasm; do printf '%s %s bytes; ' "$f" "$(stat -c %s "$f")"; done)"
# The engine's tests need only web/engine/gen: a page that does not build is
# reported, not fatal (the browser tests build it again and fail the same way).
node tools/build/build.mjs || echo "warning: the page (dist/) was not built (see above)" >&2
