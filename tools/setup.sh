#!/usr/bin/env bash
# Hoyito toolchain setup: idempotent, fast when everything is already present.
#   - Debian packages: cmake, build-essential, emscripten (+ node-acorn), chromium, fonts
#   - npm devDependencies (esbuild, playwright-core, axe-core, typescript, biome) via `npm ci` when node_modules is
#     missing or older than package-lock.json
# Usage: bash tools/setup.sh        (run as root, or with sudo available)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export DEBIAN_FRONTEND=noninteractive

log() { printf '[setup] %s\n' "$*"; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -E"; else
    log "not root and no sudo: cannot install apt packages"; fi
fi

# Debian packages the project needs.
#   emscripten      - emcc 3.1.6 (pulls clang/lld/binaryen/nodejs)
#   node-acorn      - acorn for emcc's JS optimiser (found via NODE_PATH=/usr/share/nodejs)
#   chromium        - headless browser for tests, driven by npm playwright-core
#   fonts-liberation - real fonts so screenshots render text
#   clang, libclang-rt-14-dev - the fuzz targets (libFuzzer's runtime is only
#                    recommended by clang, and recommends are not installed)
#   clang-format    - the C layout check (tests/node/format.test.mjs)
#   abigail-tools   - abidw and abidiff: libhoyito's ABI check (ctest abi)
APT_PKGS=(build-essential cmake make gzip emscripten node-acorn chromium fonts-liberation
          clang libclang-rt-14-dev clang-format abigail-tools)

missing=()
# Node.js/npm come preinstalled (NodeSource 20.x deb); fall back to Debian's only if absent.
if ! command -v npm >/dev/null 2>&1; then missing+=(nodejs npm); fi
for p in "${APT_PKGS[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -gt 0 ]; then
  log "installing apt packages: ${missing[*]}"
  t0=$SECONDS
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  log "apt packages installed in $((SECONDS - t0))s"
else
  log "apt packages present"
fi

# npm devDependencies. `npm ci` when node_modules is missing or stale.
cd "$ROOT"
if [ -f package-lock.json ]; then
  stamp=node_modules/.package-lock.json   # written by npm after every install
  if [ ! -d node_modules ] || [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] \
     || [ package.json -nt "$stamp" ]; then
    log "npm ci"
    t0=$SECONDS
    npm ci --no-audit --no-fund --loglevel=error
    log "npm packages installed in $((SECONDS - t0))s"
  else
    log "node_modules up to date"
  fi
fi

log "emcc: $(NODE_PATH=/usr/share/nodejs emcc --version 2>/dev/null | head -n1 || echo 'not found')"
log "chromium: $(chromium --version 2>/dev/null || echo 'not found')"
log "done (export NODE_PATH=/usr/share/nodejs before running emcc/emcmake)"
