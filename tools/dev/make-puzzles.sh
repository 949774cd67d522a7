#!/usr/bin/env bash
# Regenerates the shipped puzzles with the engine's generator (`hoyito
# puzzles`, cli/cli_puzzle.c), a fixed seed, so the same engine gives the
# same files: web/data/puzzles-{I,II,III}.json (2x6, 200 a variant) and
# puzzles-{I,II,III}-{8,12}.json (2x8: up to 60, 2x12: up to 40 a variant).
# The larger boards are bounded by the games looked through (--games), and
# by PUZZLE_SECONDS of wall time a set if set (what was found by then is a
# prefix of the same sequence, and is shipped). About a CPU-second a 2x6
# puzzle, several on 2x8 and 2x12. tests/node/puzzles.test.mjs re-checks
# every answer, line and theme.
# Usage: bash tools/dev/make-puzzles.sh [SIZE...]   (default: 6 8 12)
#   HOYITO_CLI      the hoyito binary (default build/hoyito)
#   VARIANTS        the variants to make (default "I II III")
#   PUZZLE_SECONDS  wall-time bound of one set (default none)
#   REPROVE=1       keep the positions of the files already there: each is
#                   proved and themed again (`--positions`), no games played
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cli="${HOYITO_CLI:-$root/build/hoyito}"
[ -x "$cli" ] || { cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=Release >/dev/null && cmake --build "$root/build" -j2 --target hoyito >/dev/null; }
mkdir -p "$root/web/data"
sizes=("$@")
[ $# -gt 0 ] || sizes=(6 8 12)
bound=()
[ -z "${PUZZLE_SECONDS:-}" ] || bound=(timeout -s TERM "$PUZZLE_SECONDS")
for n in "${sizes[@]}"; do
  case "$n" in
    6) count=200; games=(); suffix="" ;;
    8) count=60; games=(--games 600); suffix="-8" ;;
    12) count=40; games=(--games 400); suffix="-12" ;;
    *) echo "error: size must be 6, 8 or 12, not $n" >&2; exit 2 ;;
  esac
  for v in ${VARIANTS:-I II III}; do
    out="$root/web/data/puzzles-$v$suffix.json"
    if [ -n "${REPROVE:-}" ]; then
      # "KIND POS" a line, from the file as it is.
      grep -o '"kind":"[a-z]*","pos":"[^"]*"' "$out" | sed 's/"kind":"\([a-z]*\)","pos":"\([^"]*\)"/\1 \2/' |
        nice -n 10 "$cli" puzzles --positions - > "$out.raw"
    else
      # A bound met (status 124) keeps what was found; any other failure stops.
      nice -n 10 "${bound[@]}" "$cli" puzzles --variant "$v" --n "$n" --count "$count" --seed 1 "${games[@]}" > "$out.raw" ||
        [ $? -eq 124 ] || { echo "error: the generator failed for $out" >&2; exit 1; }
    fi
    awk 'BEGIN { print "[" } { printf "%s%s\n", (NR > 1 ? "," : ""), $0 } END { print "]" }' "$out.raw" > "$out.tmp"
    rm "$out.raw"
    mv "$out.tmp" "$out"
    echo "$out: $(grep -c '"kind":"turn"' "$out") turn, $(grep -c '"kind":"endgame"' "$out") endgame, $(gzip -9c "$out" | wc -c) bytes gzipped"
  done
done
