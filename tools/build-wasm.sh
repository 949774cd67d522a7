#!/usr/bin/env bash
# Builds the engine to WebAssembly (web/gen/hoyito.mjs + web/gen/hoyito.wasm,
# and web/gen/hoyito-single.js for the single file), then what the page needs
# offline (tools/build-web.mjs) and dist/hoyito.html (tools/build-single.mjs).
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
# Offline play: app icons and the service worker's file list (web/gen), then
# the single-file build dist/hoyito.html.
node tools/build-web.mjs
# The page does not need the single file: a failure is reported, not fatal
# (tests/browser/single.test.mjs rebuilds it and fails with the same message).
node tools/build-single.mjs || echo "warning: dist/hoyito.html was not built (see above)" >&2
