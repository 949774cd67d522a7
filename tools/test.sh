#!/usr/bin/env bash
# The test command: installs what is missing, builds everything and runs
# every test (native, under ASan+UBSan, wasm under Node, the page in
# Chromium). Ends with one "N passed, N failed" line summing all stages.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

passed=0
failed=0
log="$(mktemp -d)"

# Adds a stage's counts, read from ctest's or node's summary lines. A stage
# fails (one failure more) when its command failed without a failed test (a
# build error), when it ran no test at all, or when it skipped any: in CI a
# skipped test is a test that did not pass.
tally() {
  local name="$1" rc="$2" out="$3" p=0 f=0 s=0
  if grep -q 'tests passed' "$out"; then
    local line
    line=$(grep -E '[0-9]+% tests passed' "$out" | tail -n1)
    local total
    total=$(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$line")
    f=$(sed -E 's/.* ([0-9]+) tests? failed.*/\1/' <<<"$line")
    p=$((total - f))
    s=$(grep -cE 'Test +#[0-9]+: .*(\*\*\*Skipped|\(Disabled\))' "$out")
  elif grep -qE '^# pass [0-9]+' "$out"; then
    p=$(grep -E '^# pass [0-9]+' "$out" | tail -n1 | awk '{print $3}')
    f=$(grep -E '^# fail [0-9]+' "$out" | tail -n1 | awk '{print $3}')
    s=$(grep -E '^# (skipped|todo) [0-9]+' "$out" | awk '{t += $3} END {print t + 0}')
  fi
  if [ "$s" -gt 0 ]; then
    echo "== $name: $s test(s) skipped: a skip fails the stage"
    f=$((f + s))
    p=$((p - s > 0 ? p - s : 0))
  fi
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  if [ $((p + f)) -eq 0 ]; then
    echo "== $name: no test ran"
    f=1
  fi
  echo "== $name: $p passed, $f failed"
  passed=$((passed + p))
  failed=$((failed + f))
}

stage() {
  local name="$1"; shift
  echo "== $name"
  local out="$log/$name.txt"
  "$@" 2>&1 | tee "$out"
  tally "$name" "${PIPESTATUS[0]}" "$out"
}

if ! bash tools/setup.sh; then
  echo "setup failed"
  echo "0 passed, 1 failed"
  exit 1
fi

native() {
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
    cmake --build build -j2 >/dev/null &&
    ctest --test-dir build --output-on-failure -j2
}
sanitized() {
  cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DHOYITO_SANITIZE=ON >/dev/null &&
    cmake --build build-asan -j2 >/dev/null &&
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --test-dir build-asan --output-on-failure -j2
}
# The libFuzzer targets of tests/fuzz, each for a fixed number of runs (not
# a time, so every run is the same work) under ASan+UBSan; clang only.
# tools/dev/fuzz.sh runs them for longer by hand.
fuzzed() {
  CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHOYITO_SANITIZE=ON \
    -DHOYITO_FUZZ=ON >/dev/null &&
    cmake --build build-fuzz -j2 --target fuzz_all >/dev/null &&
    ctest --test-dir build-fuzz --output-on-failure -j2 -L fuzz
}
node_tests() {
  bash tools/build/build-wasm.sh && node --test tests/node/
}
browser_tests() {
  node --test --test-concurrency=1 tests/browser/
}

stage native native
stage sanitizers sanitized
stage fuzz fuzzed
stage wasm node_tests
if [ -d tests/browser ]; then stage browser browser_tests; fi

rm -rf "$log"
# docs/RULES.md and tests/data follow a shared rules contract that only the
# project's CI keeps next to the checkout; a clone has nothing to check them
# against, which is neither a failure nor a skip (tests/CMakeLists.txt).
if [ ! -f "$root/../shared/RULES.md" ]; then
  echo "note: no ../shared beside this checkout: the drift check against the shared rules contract was not run"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
