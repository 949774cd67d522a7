#!/usr/bin/env bash
# The play command: installs what is missing, builds the native CLI and the
# WebAssembly engine, then serves the game on localhost and prints its URL.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash tools/setup.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 >/dev/null
bash tools/build-wasm.sh
exec node tools/serve.mjs web "$@"
