#!/usr/bin/env bash
# The play command: installs what is missing, builds the native CLI, the
# WebAssembly engine and the page (dist/web), then serves the game on
# localhost and prints its URL.
#   --dev     builds and serves dist/dev/web instead: the same page,
#             unminified, with source maps (node tools/dev/serve.mjs web serves
#             the sources themselves)
#   --port N  the port (default 8080, or a free one)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
dir=dist/web
args=()
for a in "$@"; do
  if [ "$a" = "--dev" ]; then dir=dist/dev/web; else args+=("$a"); fi
done
bash tools/setup.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 >/dev/null
bash tools/build/build-wasm.sh
if [ "$dir" = dist/dev/web ]; then node tools/build/build.mjs --dev; fi
exec node tools/dev/serve.mjs "$dir" ${args[@]+"${args[@]}"}
