#!/usr/bin/env bash
# Regenerates the shipped puzzles, web/data/puzzles-{I,II,III}.json, with the
# engine's generator (`hoyito puzzles`, cli/cli_puzzle.c): 2x6 boards, a
# fixed seed, so the same engine gives the same files. About a CPU-second a
# puzzle. tests/node/puzzles.test.mjs re-checks every answer.
# Usage: bash tools/dev/make-puzzles.sh [COUNT]   (default 200 a variant)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
count="${1:-200}"
cli="$root/build/hoyito"
[ -x "$cli" ] || { cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=Release >/dev/null && cmake --build "$root/build" -j2 --target hoyito >/dev/null; }
mkdir -p "$root/web/data"
for v in I II III; do
  out="$root/web/data/puzzles-$v.json"
  "$cli" puzzles --variant "$v" --n 6 --count "$count" --seed 1 | awk 'BEGIN { print "[" } { printf "%s%s\n", (NR > 1 ? "," : ""), $0 } END { print "]" }' > "$out.tmp"
  mv "$out.tmp" "$out"
  echo "$out: $(grep -c '"kind":"turn"' "$out") turn, $(grep -c '"kind":"endgame"' "$out") endgame, $(gzip -9c "$out" | wc -c) bytes gzipped"
done
