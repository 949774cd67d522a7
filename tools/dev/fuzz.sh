#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz for longer than the test command
# does, by hand:  bash tools/dev/fuzz.sh [SECONDS_EACH] [TARGET...]
#   SECONDS_EACH  time per target (default 300); TARGET: notation play game search record
# Builds build-fuzz (clang, ASan+UBSan). New corpus inputs go to
# build-fuzz/fuzz-out/TARGET (add the interesting ones to tests/fuzz/corpus/TARGET by
# hand); a crash's input is written to build-fuzz/fuzz-out/crash-* and the run stops.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
seconds=${1:-300}
shift || true
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(notation play game search record)

CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHOYITO_SANITIZE=ON \
  -DHOYITO_FUZZ=ON >/dev/null
cmake --build build-fuzz -j2 --target fuzz_all >/dev/null
out=build-fuzz/fuzz-out
mkdir -p "$out"
for t in "${targets[@]}"; do
  echo "== fuzz_$t for ${seconds}s"
  mkdir -p "$out/$t"
  build-fuzz/tests/fuzz/fuzz_"$t" -max_total_time="$seconds" -max_len=600 -timeout=20 \
    -rss_limit_mb=2048 -artifact_prefix="$out/" -print_final_stats=1 \
    "$out/$t" "tests/fuzz/corpus/$t" 2>&1 | grep -vE '^#[0-9]+' | tail -n 12
done
