#!/usr/bin/env bash
# Builds the engine to WebAssembly (web/gen/hoyito.mjs + web/gen/hoyito.wasm,
# the search's web/gen/hoyito-ai.mjs + .wasm, and their classic twins
# web/gen/*-single.js for the single file), then the page (tools/build.mjs):
# dist/web and dist/hoyito.html.
# Debian's emcc 3.1.6 runs its JS optimiser under Node 20, which finds
# Debian's acorn only through NODE_PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NODE_PATH=/usr/share/nodejs
cd "$root"
if [ ! -f build-wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=MinSizeRel >/dev/null
fi
cmake --build build-wasm -j2 >/dev/null
echo "wasm: web/gen/hoyito.mjs $(stat -c %s web/gen/hoyito.mjs) bytes, web/gen/hoyito.wasm $(stat -c %s web/gen/hoyito.wasm) bytes"
# The engine's tests need only web/gen: a page that does not build is
# reported, not fatal (the browser tests build it again and fail the same way).
node tools/build.mjs || echo "warning: the page (dist/) was not built (see above)" >&2
