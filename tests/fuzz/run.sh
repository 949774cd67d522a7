#!/usr/bin/env bash
# run.sh TARGET CORPUS RUNS [libFuzzer options...]: runs a fuzz target over
# its seed corpus, then RUNS new inputs, growing a scratch copy of the
# corpus (the repository's stays as written). Prints libFuzzer's summary;
# the exit status is the target's (0: nothing failed).
set -uo pipefail
target=$1 corpus=$2 runs=$3
shift 3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$target" -runs="$runs" -seed=1 -max_len=600 -timeout=20 -rss_limit_mb=2048 \
  -artifact_prefix="${FUZZ_ARTIFACTS:-$scratch/}" -print_final_stats=1 "$@" \
  "$scratch" "$corpus" >"$scratch.log" 2>&1
status=$?
grep -vE '^#[0-9]+' "$scratch.log" | tail -n 40
rm -f "$scratch.log"
exit "$status"
