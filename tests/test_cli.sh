#!/usr/bin/env bash
# test_cli.sh - tests of the `hoyito` command-line tool (cli/cli.c).
#
# Usage: test_cli.sh HOYITO_BINARY TEST_NAME [DATA_DIR]
#   TEST_NAME: cli_show cli_moves cli_play cli_trace cli_perft cli_batch_vectors
#              cli_errors cli_start cli_next cli_help cli_tables cli_solve cli_analyse
#              cli_prove cli_budget cli_match_tables cli_record
# Prints each failed check and exits 1 if any failed. ctest runs one name at a
# time (tests/CMakeLists.txt, section "# CLI"). Needs bash and node (node
# parses every trace line as JSON).
#
# Expected answers are worked out by hand from docs/RULES.md (the reasoning is in
# the comments), or come from the independent sources: the vectors
# (tests/data/rules_cases.tsv) and the reference model
# (tests/reference/ref_hoyito.c), never from this engine's own output.
#
# Notation reminder: S1..Sn are South's holes left to right, N1..Nn North's,
# counter-clockwise sowing runs S1..Sn, N1..Nn, S1... (R2); dir=cw reverses it.

set -u
BIN=${1:?usage: test_cli.sh HOYITO_BINARY TEST_NAME [DATA_DIR]}
TEST=${2:?usage: test_cli.sh HOYITO_BINARY TEST_NAME [DATA_DIR]}
DATA=${3:-$(cd "$(dirname "$0")" && pwd)/data}
VECTORS=$DATA/rules_cases.tsv

TMP=$(mktemp -d "${TMPDIR:-/tmp}/hoyito_cli.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
failures=0
checks=0

fail() {
  echo "FAIL [$TEST] $*"
  failures=$((failures + 1))
}

# run ARG...: runs the binary; sets RC, OUT, ERR (files $TMP/out, $TMP/err keep
# the exact bytes, since $(...) drops trailing newlines).
run() {
  "$BIN" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
  RC=$?
  OUT=$(cat "$TMP/out")
  ERR=$(cat "$TMP/err")
}

# run_in INPUT_FILE ARG...: as run, with stdin from a file (batch mode).
run_in() {
  local input=$1
  shift
  "$BIN" "$@" <"$input" >"$TMP/out" 2>"$TMP/err"
  RC=$?
  OUT=$(cat "$TMP/out")
  ERR=$(cat "$TMP/err")
}

# ok WANT ARG...: exit 0, stdout exactly WANT plus one newline, stderr empty.
ok() {
  local want=$1
  shift
  checks=$((checks + 1))
  run "$@"
  if [ "$RC" != 0 ]; then
    fail "hoyito $*: exit $RC, want 0 (stderr: $ERR)"
    return
  fi
  printf '%s\n' "$want" >"$TMP/want"
  cmp -s "$TMP/want" "$TMP/out" || fail "hoyito $*:
  got:  $(cat -A "$TMP/out" | head -40)
  want: $(cat -A "$TMP/want" | head -40)"
  [ -s "$TMP/err" ] && fail "hoyito $*: unexpected stderr: $ERR"
}

# err WANT ARG...: bad input: exit 2, nothing on stdout, exactly one line on
# stderr, starting "error: " and containing WANT (a fixed string).
err() {
  local want=$1
  shift
  checks=$((checks + 1))
  run "$@"
  [ "$RC" = 2 ] || fail "hoyito $*: exit $RC, want 2"
  [ -s "$TMP/out" ] && fail "hoyito $*: stdout should be empty, got: $OUT"
  local lines
  lines=$(wc -l <"$TMP/err")
  [ "$lines" = 1 ] || fail "hoyito $*: want one stderr line, got $lines: $ERR"
  case "$ERR" in
    "error: "*) ;;
    *) fail "hoyito $*: stderr does not start with 'error: ': $ERR" ;;
  esac
  case "$ERR" in
    *"$want"*) ;;
    *) fail "hoyito $*: stderr lacks '$want': $ERR" ;;
  esac
}

# usage_err ARG...: wrong arguments: exit 2, nothing on stdout, usage on stderr.
usage_err() {
  checks=$((checks + 1))
  run "$@"
  [ "$RC" = 2 ] || fail "hoyito $*: exit $RC, want 2"
  [ -s "$TMP/out" ] && fail "hoyito $*: stdout should be empty, got: $OUT"
  case "$ERR" in
    *"usage: hoyito"*) ;;
    *) fail "hoyito $*: no usage text on stderr: $ERR" ;;
  esac
}

START_I='I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0'
START_II='II:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0'
START_III='III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0'

# S1 from the start of Hoyito I, worked by hand. All holes hold 4, so every
# drop makes 5 or more or lands in a hole emptied by this move: no hole ever
# reaches exactly four, no capture (R9).
#   pick S1 (4): S2 S3 S4 S5 -> S5 holds 5: relay (R6)
#   pick S5 (5): S6 N1 N2 N3 N4 -> N4 holds 5: relay
#   pick N4 (5): N5 N6 S1 S2 S3 -> S3 holds 6: relay
#   pick S3 (6): S4 S5 S6 N1 N2 N3 -> N3 holds 6: relay
#   pick N3 (6): N4 N5 N6 S1 S2 S3 -> S3 was emptied, holds 1: the move ends
# South 2,7,1,6,1,6  North 6,6,0,1,6,6 (48 seeds), North to move, one quiet move.
AFTER_I_1='I:2,7,1,6,1,6/6,6,0,1,6,6:N:0,0:quiet=1'

# --------------------------------------------------------------------------
test_cli_show() {
  # North's row is printed N6..N1 so that N1 sits above S6: the board as seen
  # from South's side, where sowing from S6 goes on into N1 (R2).
  ok "Hoyito I, 6 holes a row, counter-clockwise sowing (S1..S6, then N1..N6), limit 100
         N6  N5  N4  N3  N2  N1
North     4   4   4   4   4   4   captured 0
South     4   4   4   4   4   4   captured 0
         S1  S2  S3  S4  S5  S6
South to move; 0 moves since the last capture (the game ends at 100)." show "$START_I"

  # An asymmetric board: South 1,3,0 and North 3,3,2 must show North as 2 3 3.
  ok "Hoyito III, 3 holes a row, counter-clockwise sowing (S1..S3, then N1..N3), limit 7
         N3  N2  N1
North     2   3   3   captured 6
South     1   3   0   captured 6
         S1  S2  S3
North to move; 5 moves since the last capture (the game ends at 7)." \
    show 'III:1,3,0/3,3,2:N:6,6:limit=7;quiet=5'

  # Match play: closed holes are x, set-aside seeds shown, round and prev.
  ok "Hoyito II, 6 holes a row, clockwise sowing (S6..S1, then N6..N1), limit 100
         N6  N5  N4  N3  N2  N1
North     x   x   4   4   4   4   captured 0, set aside 2
South     4   4   4   4   4   4   captured 0, set aside 6
         S1  S2  S3  S4  S5  S6
South to move; 0 moves since the last capture (the game ends at 100).
Match: game 2, the previous game was won by South." \
    show 'II:4,4,4,4,4,4/4,4,4,4,x,x:S:0,0:aside=6,2;dir=cw;prev=S;round=2'

  # Results (R14): more captured seeds wins; equal is a draw.
  run show 'II:0,0,0/0,0,0:-:16,8'
  [ "$(tail -1 "$TMP/out")" = "Game over: South wins, 16 to 8." ] || fail "show S win: $OUT"
  run show 'II:0,0,0/0,0,0:-:9,15'
  [ "$(tail -1 "$TMP/out")" = "Game over: North wins, 15 to 9." ] || fail "show N win: $OUT"
  run show 'III:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24:prev=D;round=3'
  [ "$(sed -n 6p "$TMP/out")" = "Game over: a draw, 24 to 24." ] || fail "show draw: $OUT"
  [ "$(sed -n 7p "$TMP/out")" = "Match: game 3, the previous game was a draw." ] || fail "show prev=D: $OUT"

  # 12 holes: two-digit labels stay aligned with their counts.
  run show 'I:4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4:S:0,0'
  [ "$(sed -n 2p "$TMP/out")" = "        N12 N11 N10  N9  N8  N7  N6  N5  N4  N3  N2  N1" ] ||
    fail "show n=12 north labels: $(sed -n 2p "$TMP/out")"
  [ "$(sed -n 5p "$TMP/out")" = "         S1  S2  S3  S4  S5  S6  S7  S8  S9 S10 S11 S12" ] ||
    fail "show n=12 south labels: $(sed -n 5p "$TMP/out")"

  err "north row has 5 holes, south has 6" show 'I:4,4,4,4,4,4/4,4,4,4,4:S:0,0'
  usage_err show
  usage_err show "$START_I" extra
}

# --------------------------------------------------------------------------
test_cli_moves() {
  ok "1 2 3 4 5 6" moves "$START_I"
  ok "1 2 3 4 5 6" moves "$START_III"
  # South 1,3,0: S3 is empty (R4); S1 and S2 are playable.
  ok "1 2" moves 'II:1,3,0/0,3,1:S:8,8'
  # Only S2 has seeds.
  ok "2" moves 'I:0,3,0/3,1,1:S:8,8'
  # North to move with N5, N6 closed (R17): only 1..4.
  ok "1 2 3 4" moves 'II:4,4,4,4,4,4/4,4,4,4,x,x:N:0,0:aside=6,2;prev=S;round=2'
  # A game that is over has no moves: one empty line, exit 0.
  ok "" moves 'II:0,0,0/0,0,0:-:16,8'
  # R7: endless moves are not legal. From the vectors (independent model):
  # S1 of this position sows forever, so the list skips it.
  ok "2 3" moves 'III:3,1,5/7,x,x:S:0,0:aside=0,8'
  ok "1" moves 'II:4,3,2/1,2,0:N:8,4:limit=5;quiet=4'
  err "bad position" moves 'I:4,4,4,4,4,4/4,4,4,4,4,4:X:0,0'
  usage_err moves
  usage_err moves "$START_I" "$START_I"
}

# --------------------------------------------------------------------------
test_cli_play() {
  ok "$AFTER_I_1" play "$START_I" 1

  # II, R10: S2 (3 seeds) drops in S3, N1, N2; N2 goes 3 -> 4 with the last
  # seed: captured. The hole before it, N1, holds 1: no run. 4 seeds are left
  # (S1, S3, N1, N3 one each): R13, the game ends and they go to South.
  # South 8+4+4 = 16, North 8.
  ok "II:0,0,0/0,0,0:-:16,8" play 'II:1,3,0/0,3,1:S:8,8' 2
  # S1 (1 seed) into S2: 3 -> 4 captured, 4 left: the same end.
  ok "II:0,0,0/0,0,0:-:16,8" play 'II:1,3,0/0,3,1:S:8,8' 1

  # II run back (R10): S2 drops in S3 (1), N1 (3 -> 4), N2 (3 -> 4, last).
  # N2 captured, then N1 (4) behind it, then S3 (1) stops the run. 4 left:
  # R13 to South. 6 + 8 + 4 = 18.
  ok "II:0,0,0/0,0,0:-:18,6" play 'II:1,3,0/3,3,2:S:6,6' 2
  # The same move in III (R11): only N2 is taken; N1 keeps its four (R12);
  # 8 seeds remain, South captured and plays again.
  ok "III:1,0,1/4,0,2:S:10,6" play 'III:1,3,0/3,3,2:S:6,6' 2
  # The same move in I (R9): N1 reaches four in passing and is taken at once
  # with one seed still in hand; N2 then reaches four with the last seed:
  # taken, 4 left on the board: R13, to South.
  ok "I:0,0,0/0,0,0:-:18,6" play 'I:1,3,0/3,3,2:S:6,6' 2

  # Two moves: III S2 as above (extra turn), then S1 (1 seed) lands in the
  # emptied S2: the move ends, no capture, North to move, quiet 1.
  ok "III:0,1,1/4,0,2:N:10,6:quiet=1" play 'III:1,3,0/3,3,2:S:6,6' 2 1
  # III S1: S2 3 -> 4 by the last seed, captured; South has no seed left so
  # the extra turn passes (R8) and North moves.
  ok "III:0,0,0/3,3,2:N:10,6" play 'III:1,3,0/3,3,2:S:6,6' 1

  # Pass (R8): S3 (1 seed) lands in the empty S4. North has no seed: North
  # passes, South moves again.
  ok "II:2,0,0,1,0,1/0,0,0,0,0,0:S:22,22:quiet=1" play 'II:2,0,1,0,0,1/0,0,0,0,0,0:S:22,22' 3

  # Clockwise (R3): S3 (3) goes S2, S1, then N3 (2 -> 3): relay; N3 (3) goes
  # N2, N1, then S3, emptied: the move ends.
  ok "II:1,2,1/2,2,0:N:8,8:dir=cw;quiet=1" play 'II:0,1,3/1,1,2:S:8,8:dir=cw' 3

  # R15(b) with limit=1: the first quiet move ends the game and each side
  # takes its own seeds: South 2+7+1+6+1+6 = 23, North 6+6+0+1+6+6 = 25.
  ok "I:0,0,0,0,0,0/0,0,0,0,0,0:-:23,25:limit=1" play "$START_I:limit=1" 1

  # No moves: the position itself, canonical.
  ok "$START_I" play "$START_I"

  # Move errors: exit 2, the move named, hoyito_strerror's words.
  err "error: move 3: that hole is empty" play 'II:1,3,0/0,3,1:S:8,8' 3
  err "error: move 3: that hole is empty (move 2 of 2 given)" play "$START_I" 1 3
  err "error: move 1: the game is over" play 'II:0,0,0/0,0,0:-:16,8' 1
  usage_err play
}

# --------------------------------------------------------------------------
# check_json: every line of $TMP/out is a JSON object whose keys are exactly
# those the CLI documents for its type; prints the types, space-separated.
check_json() {
  node -e '
    const keys = {
      pickup: "type,hole,count,relay", drop: "type,hole",
      capture: "type,hole,count,player", extra_turn: "type,player",
      pass: "type,player", last_four: "type,player,count",
      collect: "type,hole,count,player", game_end: "type,reason,result,score" };
    const text = require("fs").readFileSync(process.argv[1], "utf8");
    if (!text.endsWith("\n")) throw new Error("output does not end with a newline");
    const types = [];
    for (const line of text.slice(0, -1).split("\n")) {
      const o = JSON.parse(line);
      if (!keys[o.type]) throw new Error("unknown type: " + line);
      if (Object.keys(o).join(",") !== keys[o.type]) throw new Error("keys of: " + line);
      if ("hole" in o && !/^([SN]([1-9]|1[0-2])|hand)$/.test(o.hole)) throw new Error("hole: " + line);
      if ("player" in o && !/^[SN]$/.test(o.player)) throw new Error("player: " + line);
      if ("relay" in o && typeof o.relay !== "boolean") throw new Error("relay: " + line);
      types.push(o.type);
    }
    console.log(types.join(" "));
  ' "$TMP/out"
}

# trace_ok WANT_TEXT ARG...: trace output exactly WANT_TEXT, valid JSON lines.
trace_ok() {
  ok "$@"
  local types
  types=$(check_json 2>&1) || fail "trace ${*:2}: not valid JSON lines: $types"
}

test_cli_trace() {
  # S1 from the start of Hoyito I (AFTER_I_1 above): 5 pick-ups (4 relays) and
  # 4+5+5+6+6 = 26 drops, nothing else.
  trace_ok '{"type":"pickup","hole":"S1","count":4,"relay":false}
{"type":"drop","hole":"S2"}
{"type":"drop","hole":"S3"}
{"type":"drop","hole":"S4"}
{"type":"drop","hole":"S5"}
{"type":"pickup","hole":"S5","count":5,"relay":true}
{"type":"drop","hole":"S6"}
{"type":"drop","hole":"N1"}
{"type":"drop","hole":"N2"}
{"type":"drop","hole":"N3"}
{"type":"drop","hole":"N4"}
{"type":"pickup","hole":"N4","count":5,"relay":true}
{"type":"drop","hole":"N5"}
{"type":"drop","hole":"N6"}
{"type":"drop","hole":"S1"}
{"type":"drop","hole":"S2"}
{"type":"drop","hole":"S3"}
{"type":"pickup","hole":"S3","count":6,"relay":true}
{"type":"drop","hole":"S4"}
{"type":"drop","hole":"S5"}
{"type":"drop","hole":"S6"}
{"type":"drop","hole":"N1"}
{"type":"drop","hole":"N2"}
{"type":"drop","hole":"N3"}
{"type":"pickup","hole":"N3","count":6,"relay":true}
{"type":"drop","hole":"N4"}
{"type":"drop","hole":"N5"}
{"type":"drop","hole":"N6"}
{"type":"drop","hole":"S1"}
{"type":"drop","hole":"S2"}
{"type":"drop","hole":"S3"}' trace "$START_I" 1
  [ "$(grep -c . "$TMP/out")" = 31 ] || fail "trace start I 1: want 31 events"

  # II run back then the last four (see test_cli_play): capture N2, capture
  # N1, then the four left go to South from the board, hole by hole, and the
  # game ends 18-6.
  trace_ok '{"type":"pickup","hole":"S2","count":3,"relay":false}
{"type":"drop","hole":"S3"}
{"type":"drop","hole":"N1"}
{"type":"drop","hole":"N2"}
{"type":"capture","hole":"N2","count":4,"player":"S"}
{"type":"capture","hole":"N1","count":4,"player":"S"}
{"type":"last_four","player":"S","count":4}
{"type":"collect","hole":"S1","count":1,"player":"S"}
{"type":"collect","hole":"S3","count":1,"player":"S"}
{"type":"collect","hole":"N3","count":2,"player":"S"}
{"type":"game_end","reason":"last_four","result":"S","score":[18,6]}' trace 'II:1,3,0/3,3,2:S:6,6' 2

  # I en passant (R9): the capture of N1 comes between the drops.
  trace_ok '{"type":"pickup","hole":"S2","count":3,"relay":false}
{"type":"drop","hole":"S3"}
{"type":"drop","hole":"N1"}
{"type":"capture","hole":"N1","count":4,"player":"S"}
{"type":"drop","hole":"N2"}
{"type":"capture","hole":"N2","count":4,"player":"S"}
{"type":"last_four","player":"S","count":4}
{"type":"collect","hole":"S1","count":1,"player":"S"}
{"type":"collect","hole":"S3","count":1,"player":"S"}
{"type":"collect","hole":"N3","count":2,"player":"S"}
{"type":"game_end","reason":"last_four","result":"S","score":[18,6]}' trace 'I:1,3,0/3,3,2:S:6,6' 2

  # I, the last four mid-lap (R13): S2 (3) drops in S3 and N1 (3 -> 4,
  # captured) with one seed still in hand. Board 3 + hand 1 = 4: the hand's
  # seed is collected first, then S3, N2, N3. South 8+4+4 = 16.
  trace_ok '{"type":"pickup","hole":"S2","count":3,"relay":false}
{"type":"drop","hole":"S3"}
{"type":"drop","hole":"N1"}
{"type":"capture","hole":"N1","count":4,"player":"S"}
{"type":"last_four","player":"S","count":4}
{"type":"collect","hole":"hand","count":1,"player":"S"}
{"type":"collect","hole":"S3","count":1,"player":"S"}
{"type":"collect","hole":"N2","count":1,"player":"S"}
{"type":"collect","hole":"N3","count":1,"player":"S"}
{"type":"game_end","reason":"last_four","result":"S","score":[16,8]}' trace 'I:0,3,0/3,1,1:S:8,8' 2

  # III: capture then extra turn (R11).
  trace_ok '{"type":"pickup","hole":"S2","count":3,"relay":false}
{"type":"drop","hole":"S3"}
{"type":"drop","hole":"N1"}
{"type":"drop","hole":"N2"}
{"type":"capture","hole":"N2","count":4,"player":"S"}
{"type":"extra_turn","player":"S"}' trace 'III:1,3,0/3,3,2:S:6,6' 2

  # III: capture, but South has no seed left for the extra turn: South passes.
  trace_ok '{"type":"pickup","hole":"S1","count":1,"relay":false}
{"type":"drop","hole":"S2"}
{"type":"capture","hole":"S2","count":4,"player":"S"}
{"type":"pass","player":"S"}' trace 'III:1,3,0/3,3,2:S:6,6' 1

  # North passes (R8).
  trace_ok '{"type":"pickup","hole":"S3","count":1,"relay":false}
{"type":"drop","hole":"S4"}
{"type":"pass","player":"N"}' trace 'II:2,0,1,0,0,1/0,0,0,0,0,0:S:22,22' 3

  # R15(b) limit=1: the 31 sowing events, then each side's seeds collected
  # (empty N3 skipped) and the end by limit, North ahead 25-23.
  run trace "$START_I:limit=1" 1
  check_json >"$TMP/types" 2>&1 || fail "trace limit: not valid JSON: $(cat "$TMP/types")"
  tail -12 "$TMP/out" >"$TMP/tail"
  printf '%s\n' '{"type":"collect","hole":"S1","count":2,"player":"S"}' \
    '{"type":"collect","hole":"S2","count":7,"player":"S"}' \
    '{"type":"collect","hole":"S3","count":1,"player":"S"}' \
    '{"type":"collect","hole":"S4","count":6,"player":"S"}' \
    '{"type":"collect","hole":"S5","count":1,"player":"S"}' \
    '{"type":"collect","hole":"S6","count":6,"player":"S"}' \
    '{"type":"collect","hole":"N1","count":6,"player":"N"}' \
    '{"type":"collect","hole":"N2","count":6,"player":"N"}' \
    '{"type":"collect","hole":"N4","count":1,"player":"N"}' \
    '{"type":"collect","hole":"N5","count":6,"player":"N"}' \
    '{"type":"collect","hole":"N6","count":6,"player":"N"}' \
    '{"type":"game_end","reason":"limit","result":"N","score":[23,25]}' >"$TMP/want_tail"
  cmp -s "$TMP/tail" "$TMP/want_tail" || fail "trace limit: end events:
$(cat "$TMP/tail")"
  [ "$(grep -c . "$TMP/out")" = 43 ] || fail "trace limit: want 31 + 11 collects + 1 end = 43 events"

  # Long relays in the vectors: every trace line valid JSON, whatever the size.
  local pos move
  while IFS=$'\t' read -r pos move _ _; do
    run trace "$pos" "$move"
    [ "$RC" = 0 ] || fail "trace $pos $move: exit $RC: $ERR"
    check_json >/dev/null 2>"$TMP/jerr" || fail "trace $pos $move: $(cat "$TMP/jerr")"
  done < <(sed -n '1~40p' "$VECTORS")

  err "error: move 3: that hole is empty" trace 'II:1,3,0/0,3,1:S:8,8' 3
  err "error: move 7:" trace "$START_I" 7
  usage_err trace "$START_I"
  usage_err trace "$START_I" 1 2
}

# --------------------------------------------------------------------------
test_cli_perft() {
  ok 1 perft "$START_I" 0
  ok 6 perft "$START_II" 1
  # A finished game: the empty sequence only; no sequence of 1 move.
  ok 1 perft 'II:0,0,0/0,0,0:-:16,8' 0
  ok 0 perft 'II:0,0,0/0,0,0:-:16,8' 1
  # Both of South's moves end the game (test_cli_play): 2 sequences of one
  # move, none of two.
  ok 2 perft 'II:1,3,0/0,3,1:S:8,8' 1
  ok 0 perft 'II:1,3,0/0,3,1:S:8,8' 2
  # III 1,3,0/3,3,2 South: S1 -> North to move with 3,3,2 (South passed), all
  # three of North's moves end in an empty hole: 3. S2 -> South again with
  # 1,0,1/4,0,2: S1 and S3 both legal: 2. Depth 2 = 5.
  ok 2 perft 'III:1,3,0/3,3,2:S:6,6' 1
  ok 5 perft 'III:1,3,0/3,3,2:S:6,6' 2
  # Mirror (swap rows, captures and turn): the same counts.
  ok 5 perft 'III:3,3,2/1,3,0:N:6,6' 2

  # Start positions, n=6, depth 1..5: counts of the independent reference
  # model tests/reference/ref_hoyito.c (perft command), written from docs/RULES.md
  # without this engine's code.
  local d want
  set -- 6 32 140 638 3029
  for d in 1 2 3 4 5; do want=$1; shift; ok "$want" perft "$START_I" "$d"; done
  set -- 6 32 158 819 4044
  for d in 1 2 3 4 5; do want=$1; shift; ok "$want" perft "$START_II" "$d"; done
  set -- 6 32 158 820 4056
  for d in 1 2 3 4 5; do want=$1; shift; ok "$want" perft "$START_III" "$d"; done
  # The mirror of the start with North to move counts the same.
  ok 3029 perft 'I:4,4,4,4,4,4/4,4,4,4,4,4:N:0,0' 5

  # perft DEPTH = sum over `moves` of perft DEPTH-1 after `play`: the three
  # commands agree with each other.
  local start m sum after
  for start in "$START_II" 'III:3,1,5/7,x,x:S:0,0:aside=0,8' \
    'II:4,4,4,4,4,4/4,4,4,4,x,x:N:0,0:aside=6,2;prev=S;round=2'; do
    run moves "$start"
    sum=0
    for m in $OUT; do
      after=$("$BIN" play "$start" "$m")
      sum=$((sum + $("$BIN" perft "$after" 3)))
    done
    ok "$sum" perft "$start" 4
  done

  # Depth 1 equals the number of legal moves of the vectors (column 4).
  # Every 10th vector: a process each is slow under the sanitizers, and
  # cli_batch_vectors already checks every vector's moves in one process.
  local pos moves n k=0
  while IFS=$'\t' read -r pos _ _ moves; do
    k=$((k + 1))
    [ $((k % 10)) -eq 1 ] || continue
    n=$(echo $moves | wc -w)
    got=$("$BIN" perft "$pos" 1)
    [ "$got" = "$n" ] || fail "perft $pos 1: got $got, want $n (vector moves: $moves)"
  done <"$VECTORS"

  err "depth 'x' is not a number" perft "$START_I" x
  err "depth '21' is over 20, perft's bound" perft "$START_I" 21
  err "depth '64' is over 20, perft's bound" perft "$START_I" 64
  err "depth '99999999999999999999' is over 20" perft "$START_I" 99999999999999999999
  err "is not a number" perft "$START_I" -1
  err "bad position" perft 'I:4,4/4,4:S:0,0' 1
  usage_err perft "$START_I"
}

# --------------------------------------------------------------------------
test_cli_batch_vectors() {
  # All 465 cases in one process each way: `moves -` gives column 4, `play -`
  # on columns 1 and 2 (tab-separated) gives column 3.
  cut -f1 "$VECTORS" >"$TMP/positions"
  run_in "$TMP/positions" moves -
  [ "$RC" = 0 ] || fail "moves - over the vectors: exit $RC: $ERR"
  cut -f4 "$VECTORS" >"$TMP/want_moves"
  if ! cmp -s "$TMP/want_moves" "$TMP/out"; then
    fail "moves - over the vectors differs (want < > got):
$(diff "$TMP/want_moves" "$TMP/out" | head -20)"
  fi
  [ "$(wc -l <"$TMP/out")" = 465 ] || fail "moves -: want 465 answer lines, got $(wc -l <"$TMP/out")"

  cut -f1,2 "$VECTORS" >"$TMP/requests"
  run_in "$TMP/requests" play -
  [ "$RC" = 0 ] || fail "play - over the vectors: exit $RC: $ERR"
  cut -f3 "$VECTORS" >"$TMP/want_play"
  if ! cmp -s "$TMP/want_play" "$TMP/out"; then
    fail "play - over the vectors differs (want < > got):
$(diff "$TMP/want_play" "$TMP/out" | head -20)"
  fi

  # Bad lines mixed in: each answered in place by its error line, the others
  # answered as usual, exit 0. The last line has no final newline.
  printf '%s\n' "$START_I 1" \
    'I:4,4,4,4,4,4/4,4,4,4,4:S:0,0 1' \
    '' \
    "$START_I 1 3" \
    "II:1,3,0/0,3,1:S:8,8	2" \
    'II:0,0,0/0,0,0:-:16,8 1' \
    "$START_I x" \
    'I:<script>alert(1)</script> 1' >"$TMP/mixed"
  printf '%s' "$START_I 1" >>"$TMP/mixed"
  run_in "$TMP/mixed" play -
  [ "$RC" = 0 ] || fail "play - mixed: exit $RC"
  [ -s "$TMP/err" ] && fail "play - mixed: stderr should be empty: $ERR"
  printf '%s\n' "$AFTER_I_1" \
    'error: bad position: north row has 5 holes, south has 6' \
    'error: empty line: expected POSITION MOVE...' \
    'error: move 3: that hole is empty (move 2 of 2 given)' \
    'II:0,0,0/0,0,0:-:16,8' \
    'error: move 1: the game is over' \
    "error: move 'x' is not a hole number" \
    "error: bad position: unexpected character '<' at position 3" \
    "$AFTER_I_1" >"$TMP/want_mixed"
  cmp -s "$TMP/want_mixed" "$TMP/out" || fail "play - mixed:
$(diff "$TMP/want_mixed" "$TMP/out")"

  printf '%s\n' "$START_I" 'bad' 'II:0,0,0/0,0,0:-:16,8' '' 'III:1,3,0/3,3,2:S:6,6' >"$TMP/mixed_moves"
  run_in "$TMP/mixed_moves" moves -
  [ "$RC" = 0 ] || fail "moves - mixed: exit $RC"
  # The third answer is an empty line: that game is over.
  printf '%s\n' '1 2 3 4 5 6' 'error: bad position: expected VARIANT:SOUTH/NORTH:TURN:SCAP,NCAP[:KEYS], found 1 field(s)' \
    '' 'error: empty line: expected a position' '1 2' >"$TMP/want_mm"
  cmp -s "$TMP/want_mm" "$TMP/out" || fail "moves - mixed:
$(diff "$TMP/want_mm" "$TMP/out")"

  # Windows line ends are accepted; a NUL byte is refused for its line only.
  printf '%s\r\n%s\0x\n%s\n' "$START_I" "$START_I" "$START_I" >"$TMP/crlf"
  run_in "$TMP/crlf" moves -
  printf '%s\n' '1 2 3 4 5 6' 'error: line contains a NUL byte' '1 2 3 4 5 6' >"$TMP/want_crlf"
  cmp -s "$TMP/want_crlf" "$TMP/out" || fail "moves - CRLF/NUL:
$(diff "$TMP/want_crlf" "$TMP/out")"

  # No input, no answers.
  run_in /dev/null moves -
  [ "$RC" = 0 ] && [ ! -s "$TMP/out" ] || fail "moves - with no input: exit $RC, out '$OUT'"

  usage_err play - 1
}

# --------------------------------------------------------------------------
test_cli_errors() {
  # Malformed positions: the parser's message names the field.
  err "north row has 5 holes, south has 6" moves 'I:4,4,4,4,4,4/4,4,4,4,4:S:0,0'
  err "seed total is 49, expected 48" moves 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:1,0'
  err "unknown variant 'IV'" moves 'IV:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0'
  err "unknown key 'foo'" moves "$START_I:foo=1"
  err "longer than 512 characters" moves "I:$(printf '4,%.0s' $(seq 300))4/4:S:0,0"
  err "unexpected character '<'" show 'I:<script>alert(1)</script>'
  # Hostile text is never echoed back whole.
  case "$ERR" in *"<script>"*) fail "error line echoes markup: $ERR" ;; esac
  err "unexpected character" play "$START_I"$'\n'"x" 1
  err "turn must be S, N or -" moves 'I:4,4,4,4,4,4/4,4,4,4,4,4:Q:0,0'
  err "is the default and is not written" moves "$START_I:limit=100"
  err "expected VARIANT:SOUTH/NORTH:TURN:SCAP,NCAP" moves ''

  # Illegal moves: exit 2, the move named, the engine's words.
  err "error: move 3: that hole is empty" play 'II:1,3,0/0,3,1:S:8,8' 3
  err "error: move 5: that hole is closed" play 'II:4,4,4,4,4,4/4,4,4,4,x,x:N:0,0:aside=6,2;prev=S;round=2' 5
  err "error: move 7: no such hole" play "$START_I" 7
  err "error: move 0: no such hole" play "$START_I" 0
  err "error: move 'abc' is not a hole number" play "$START_I" abc
  err "error: move '-1' is not a hole number" play "$START_I" -1
  err "error: move '01' is not a hole number" play "$START_I" 01
  err "error: move '?script?' is not" play "$START_I" '<script>'
  case "$ERR" in *"<script>"*) fail "error line echoes markup: $ERR" ;; esac
  err "no such hole" play "$START_I" 99999999999999999999999999
  err "error: move 1: the game is over" play 'II:0,0,0/0,0,0:-:16,8' 1
  # R7: an endless move (vectors: S1 here sows forever) is refused.
  err "error: move 1: that move would sow forever" play 'III:3,1,5/7,x,x:S:0,0:aside=0,8' 1
  err "error: move 1: the game is over (move 2 of 2 given)" play 'II:1,3,0/0,3,1:S:8,8' 2 1
}

# --------------------------------------------------------------------------
test_cli_start() {
  ok "$START_I" start
  ok "$START_II" start --variant II
  ok "III:4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4:S:0,0:dir=cw;limit=50" start --variant III --n 8 --cw --limit 50
  ok "I:4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4:S:0,0" start --n 12
  err "--n must be a number 3..12" start --n 13
  err "--n must be a number 3..12" start --n 0
  err "--limit must be a number 1..1000" start --limit 0
  err "--limit must be a number 1..1000" start --limit 1001
  err "--variant must be I, II or III" start --variant IV
  usage_err start --bogus
  usage_err start --variant
}

# --------------------------------------------------------------------------
test_cli_next() {
  # R16-R18, R20: South won 30-18. South fills all 6 holes (24) and sets 6
  # aside; North fills 4 (16), sets 2 aside, N5 and N6 are closed. The
  # winner starts; round 2, prev=S.
  ok "II:4,4,4,4,4,4/4,4,4,4,x,x:S:0,0:aside=6,2;prev=S;round=2" next 'II:0,0,0,0,0,0/0,0,0,0,0,0:-:30,18'
  # --first is ignored when someone won.
  ok "II:4,4,4,4,4,4/4,4,4,4,x,x:S:0,0:aside=6,2;prev=S;round=2" next 'II:0,0,0,0,0,0/0,0,0,0,0,0:-:30,18' --first N
  # A draw: the player who moved second starts (R18).
  ok "II:4,4,4,4,4,4/4,4,4,4,4,4:N:0,0:prev=D;round=2" next 'II:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24' --first S
  ok "III:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:prev=D;round=4" next 'III:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24:prev=S;round=3' --first N
  err "give --first S|N" next 'II:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24'
  # R19: North has 3 seeds and cannot fill a hole: South wins the match.
  ok "match over: S wins" next 'II:0,0,0,0,0,0/0,0,0,0,0,0:-:45,3'
  ok "match over: N wins" next 'I:0,0,0/0,0,0:-:1,23'
  err "the game is not over yet" next "$START_I"
  err "--first must be S or N" next 'II:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24' --first X
  usage_err next
  usage_err next 'II:0,0,0,0,0,0/0,0,0,0,0,0:-:30,18' extra
}

# --------------------------------------------------------------------------
test_cli_help() {
  local cmd
  for args in help --help; do
    run $args
    [ "$RC" = 0 ] || fail "hoyito $args: exit $RC"
    for cmd in show moves play trace perft start next bench help; do
      grep -q "^  hoyito $cmd" "$TMP/out" || fail "hoyito $args does not list '$cmd'"
    done
    grep -q "Batch mode" "$TMP/out" || fail "hoyito $args does not explain batch mode"
    # Each bound is stated: the R7 pickup cap, perft's depth, the input size.
    tr '\n' ' ' <"$TMP/out" | grep -q "picks up at most 1000 times, one needing more is endless" ||
      fail "hoyito $args does not state the R7 cap"
    grep -q "perft DEPTH 0..20" "$TMP/out" || fail "hoyito $args does not state perft's bound"
    grep -q "POS at most 512 characters" "$TMP/out" || fail "hoyito $args does not state POS's bound"
  done
  ok "usage: hoyito perft POS DEPTH
  the number of move sequences of exactly DEPTH moves, DEPTH 0..20 (games ending sooner not counted)" help perft
  # No command, or an unknown one: usage on stderr, exit 2.
  usage_err
  usage_err frobnicate
  case "$ERR" in "error: unknown command 'frobnicate'"*) ;; *) fail "unknown command: $ERR" ;; esac
  usage_err '<script>'
  case "$ERR" in *"<script>"*) fail "usage error echoes markup: $ERR" ;; esac
}

# --------------------------------------------------------------------------
# Endgame tables (cli/cli_tables.c). Built here, K = 8 (a fraction of a
# second natively), into the test's own folder.
TABLES=$TMP/tables

build_tables() {
  "$BIN" tables build --seeds 8 --out "$TABLES" >"$TMP/build" 2>&1 ||
    fail "tables build: exit $? ($(cat "$TMP/build"))"
}

# The S and N captures of a position string, and its turn letter.
caps_of() { local f=${1#*:*:*:}; f=${f%%:*}; echo "${f%,*} ${f#*,}"; }
turn_of() { local f=${1#*:*:}; echo "${f%%:*}"; }

# solve_value POS: the value solve prints (its first line, "value +N for ...").
solve_value() {
  local line
  line=$("$BIN" solve "$1" --tables "$TABLES" | head -1)
  case "$line" in
    "value "*) line=${line#value }; line=${line%% *}; echo $((line)) ;;
    *) echo "none: $line" ;;
  esac
}

# check_solve POS: solve's value and kept moves against every legal move
# played by `hoyito play`: the move's captures, plus (when the game goes on)
# solve's value after it, negated when the turn passes. When every move ends
# the game (quiet one below the limit, and R13 at 8 seeds) this needs no
# table at all; elsewhere it checks that the values of neighbouring layers
# agree with each other.
check_solve() {
  local pos=$1 me caps scap ncap best=-99 keep="" m
  checks=$((checks + 1))
  me=$(turn_of "$pos")
  caps=$(caps_of "$pos")
  scap=${caps% *}
  ncap=${caps#* }
  for m in $("$BIN" moves "$pos"); do
    local child ccaps cs cn gain v cturn
    child=$("$BIN" play "$pos" "$m")
    ccaps=$(caps_of "$child")
    cs=${ccaps% *}
    cn=${ccaps#* }
    if [ "$me" = S ]; then gain=$(((cs - scap) - (cn - ncap))); else gain=$(((cn - ncap) - (cs - scap))); fi
    cturn=$(turn_of "$child")
    v=$gain
    if [ "$cturn" != - ]; then
      local cv
      cv=$(solve_value "$child")
      case "$cv" in none*) fail "solve $child: $cv"; return ;; esac
      if [ "$cturn" = "$me" ]; then v=$((gain + cv)); else v=$((gain - cv)); fi
    fi
    if [ "$v" -gt "$best" ]; then best=$v; keep=" $m"; elif [ "$v" = "$best" ]; then keep="$keep $m"; fi
  done
  local got
  got=$("$BIN" solve "$pos" --tables "$TABLES")
  local want_player
  if [ "$me" = S ]; then want_player=South; else want_player=North; fi
  case "$got" in
    "value $(printf '%+d' "$best") for $want_player: "*"exact without R15 a repetition"*) ;;
    *) fail "solve $pos: got '$got', want value $best" ;;
  esac
  [ "$(printf '%s\n' "$got" | sed -n 2p)" = "moves$keep" ] ||
    fail "solve $pos: got '$(printf '%s\n' "$got" | sed -n 2p)', want 'moves$keep'"
}

test_cli_tables() {
  "$BIN" tables build --variant II --out "$TABLES" >"$TMP/build" 2>&1 ||
    fail "tables build: exit $? ($(cat "$TMP/build"))"
  [ -s "$TABLES/hoyito-II.tbl" ] || fail "tables build wrote no $TABLES/hoyito-II.tbl"
  [ -e "$TABLES/hoyito-I.tbl" ] && fail "tables build --variant II wrote I's tables too"
  grep -q "^II: K=8 limit 100: 4 seeds 1365 boards, .* 8 seeds 75582 boards, .* bytes; .* s cpu; memory" "$TMP/build" ||
    fail "tables build: no summary line for II: $(cat "$TMP/build")"
  [ "$(wc -l <"$TMP/build")" = 1 ] || fail "tables build --variant II: $(cat "$TMP/build")"
  usage_err tables
  usage_err tables build --seeds
  err "--seeds wants 4, 8, 12 or 16" tables build --seeds 5 --out "$TABLES"
  err "--variant wants I, II or III" tables build --variant IV --out "$TABLES"
  # tables verify: the checksum of each file there (a use checks only the
  # header and size); a damaged one (one byte of the values changed) is
  # named with the reason.
  local pos='II:1,1,0,2,0,0/0,1,0,2,1,0:N:24,16:quiet=40'
  checks=$((checks + 1))
  run tables verify --tables "$TABLES"
  [ "$RC" = 0 ] && [ -z "$ERR" ] || fail "tables verify of good tables: exit $RC, $ERR"
  printf '%s\n' "$OUT" | grep -q "^$TABLES/hoyito-II.tbl: ok, Hoyito II K=8 limit 100, " ||
    fail "tables verify: no ok line for II: $OUT"
  printf '%s\n' "$OUT" | grep -q "^$TABLES/hoyito-I.tbl: none$" ||
    fail "tables verify: no 'none' line for the missing I: $OUT"
  mkdir -p "$TMP/bad" "$TMP/none"
  cp "$TABLES/hoyito-II.tbl" "$TMP/bad/"
  printf '\x7f' | dd of="$TMP/bad/hoyito-II.tbl" bs=1 seek=100000 conv=notrunc status=none
  err "tables $TMP/bad/hoyito-II.tbl refused: tables file is damaged (checksum mismatch)" \
    tables verify --tables "$TMP/bad" --variant II
  usage_err tables verify --tables
  # Missing, truncated or with a damaged header: refused at open, by name.
  err "cannot read tables $TMP/none/hoyito-II.tbl" solve "$pos" --tables "$TMP/none"
  err "cannot read tables $TMP/none/hoyito-II.tbl" tables verify --tables "$TMP/none" --variant II
  local size
  size=$(wc -c <"$TABLES/hoyito-II.tbl")
  cp "$TABLES/hoyito-II.tbl" "$TMP/bad/"
  printf 'X' | dd of="$TMP/bad/hoyito-II.tbl" bs=1 seek=0 conv=notrunc status=none
  err "tables $TMP/bad/hoyito-II.tbl refused: not an endgame tables file" solve "$pos" --tables "$TMP/bad"
  head -c 30 "$TABLES/hoyito-II.tbl" >"$TMP/bad/hoyito-II.tbl"
  err "tables $TMP/bad/hoyito-II.tbl refused: not an endgame tables file (30 bytes, under the 64-byte header)" \
    solve "$pos" --tables "$TMP/bad"
  head -c 1000 "$TABLES/hoyito-II.tbl" >"$TMP/bad/hoyito-II.tbl"
  err "tables $TMP/bad/hoyito-II.tbl refused: tables file is truncated or has extra bytes (1000 bytes; its header says $size)" \
    solve "$pos" --tables "$TMP/bad"
  "$BIN" tables build --seeds 4 --variant I --out "$TMP/four" >/dev/null
  cp "$TMP/four/hoyito-I.tbl" "$TMP/four/hoyito-II.tbl"
  err "tables $TMP/four/hoyito-II.tbl refused: they are Hoyito I's" solve "$pos" --tables "$TMP/four"
  local dir
  for dir in "$TMP/bad" "$TMP/none"; do
    checks=$((checks + 1))
    run best "$pos" --depth 3 --tables "$dir"
    [ "$RC" = 0 ] || fail "best with bad tables in $dir: exit $RC"
    case "$OUT" in "move "[1-6]*) ;; *) fail "best with bad tables in $dir: no move: $OUT" ;; esac
    case "$ERR" in
      "warning: "*"hoyito-II.tbl"*"; searching without tables") ;;
      *) fail "best with bad tables in $dir: stderr '$ERR'" ;;
    esac
    # Without tables: what best says with none given (but the timing).
    local with
    with=$(printf '%s\n' "$OUT" | sed 's/ in [0-9]* ms: [0-9]* nodes\/s$//')
    run best "$pos" --depth 3
    [ "$with" = "$(printf '%s\n' "$OUT" | sed 's/ in [0-9]* ms: [0-9]* nodes\/s$//')" ] ||
      fail "best with refused tables differs from best without: $with"
  done
  # With good tables best plays a move solve keeps, silently.
  checks=$((checks + 1))
  run best "$pos" --depth 1 --tables "$TABLES"
  [ -s "$TMP/err" ] && fail "best --tables: stderr $ERR"
  local move keep
  move=$(printf '%s\n' "$OUT" | sed -n 's/^move //p')
  keep=$("$BIN" solve "$pos" --tables "$TABLES" | sed -n 's/^moves //p')
  case " $keep " in *" $move "*) ;; *) fail "best --tables plays $move, solve keeps $keep" ;; esac
  # Level 7 with tables asks the prover first: past the tables' 8 seeds it
  # plays a move that solve --ms proves keeps the value (its search alone
  # plays 3 here, losing 12 seeds: tests/test_master.c).
  checks=$((checks + 1))
  pos='I:2,0,3,0,0,0/0,0,1,3,3,0:S:12,24'
  "$BIN" tables build --variant I --out "$TMP/eight" >/dev/null
  run best "$pos" --level 7 --tables "$TMP/eight"
  [ "$RC" = 0 ] && [ ! -s "$TMP/err" ] || fail "best --level 7 --tables: exit $RC, stderr $ERR"
  move=$(printf '%s\n' "$OUT" | sed -n 's/^move //p')
  keep=$("$BIN" solve "$pos" --tables "$TMP/eight" --ms 20000 | sed -n 's/^moves //p')
  case " $keep " in *" $move "*) ;; *) fail "best --level 7 plays $move, solve keeps $keep" ;; esac
  err "--level wants 1..7: 8" best "$pos" --level 8
}

test_cli_solve() {
  build_tables
  local pos
  for pos in \
    'I:0,2,0,1,0,1/0,0,3,0,1,0:S:20,20:quiet=99' \
    'I:0,2,0,1,0,1/0,0,3,0,1,0:S:20,20:dir=cw;quiet=99' \
    'II:1,1,0,2,0,0/0,1,0,2,1,0:N:24,16:quiet=99' \
    'III:0,0,3,0,0,1/2,0,0,0,1,1:S:10,30:quiet=99' \
    'I:0,2,0,1,0,1/0,0,3,0,1,0:N:20,20:dir=cw;quiet=50' \
    'II:0,0,0,0,0,5/0,0,1,0,2,0:S:20,20:dir=cw;quiet=97' \
    'III:0,0,3,0,0,1/2,0,0,0,1,1:S:10,30:quiet=60' \
    'III:0,0,3,0,0,1/2,0,0,0,1,1:N:10,30:prev=D;quiet=30;round=4' \
    'I:2,0,0,0,0,0/0,1,0,0,0,1:N:22,22:quiet=98'; do
    check_solve "$pos"
  done
  # By hand: S4's three seeds end in N1, which makes four: South takes it
  # (R9) and, four seeds being left, those too (R13): +8, the only move.
  ok "value +8 for South: the seeds left that South captures minus North's, with best play (exact without R15 a repetition; tables K=8, limit 100)
moves 4" solve 'I:0,0,0,3,0,0/3,0,0,1,1,0:S:20,20' --tables "$TABLES"
  ok "unproven: more seeds on the board than the tables hold" solve "$START_I" --tables "$TABLES"
  ok "unproven: in this round the last four go to the previous winner (R13), which the tables do not cover" \
    solve 'III:0,0,3,0,0,1/2,0,0,0,1,1:N:10,30:prev=S;round=3' --tables "$TABLES"
  ok "unproven: the tables were built for another limit" solve 'I:0,2,0,1,0,1/0,0,3,0,1,0:S:20,20:limit=50' --tables "$TABLES"
  err "bad position" solve 'I:9' --tables "$TABLES"
  err "the game is over" solve 'I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24' --tables "$TABLES"
  usage_err solve
  usage_err solve "$START_I" --tables
  # $HOYITO_TABLES stands in for --tables.
  checks=$((checks + 1))
  [ "$(HOYITO_TABLES=$TABLES "$BIN" solve 'I:0,0,0,3,0,0/3,0,0,1,1,0:S:20,20' | head -1 | cut -c1-8)" = "value +8" ] ||
    fail "solve does not read \$HOYITO_TABLES"
  # solve -: a position a line, each answered as `solve POS` answers it; a
  # bad line by its error line on stdout, and the lines after it still.
  local good=('I:0,0,0,3,0,0/3,0,0,1,1,0:S:20,20' 'II:1,1,0,2,0,0/0,1,0,2,1,0:N:24,16:quiet=99'
    "$START_I" 'III:0,0,3,0,0,1/2,0,0,0,1,1:S:10,30:quiet=60') want=""
  for pos in "${good[@]}"; do
    run solve "$pos" --tables "$TABLES"
    want+="$OUT"$'\n'
  done
  printf '%s\n' "${good[0]}" 'I:9' "${good[1]}" '' "${good[2]}" 'I:0,0,0,0,0,0/0,0,0,0,0,0:-:24,24' \
    "${good[3]}" >"$TMP/in"
  printf '%0600d\n' 0 >>"$TMP/in"
  run_in "$TMP/in" solve - --tables "$TABLES"
  checks=$((checks + 1))
  [ "$RC" = 0 ] && [ -z "$ERR" ] || fail "solve -: exit $RC, stderr $ERR"
  [ "$(printf '%s\n' "$OUT" | grep -v '^error: ')"$'\n' = "$want" ] ||
    fail "solve - answers other than solve POS: $OUT"
  [ "$(printf '%s\n' "$OUT" | grep '^error: ' | cut -c1-40)" = "error: bad position: expected VARIANT:SO
error: empty line: expected a position
error: the game is over
error: line too long for a position" ] || fail "solve - error lines: $OUT"
}

# solve --ms past the tables: with the tables of 8 seeds at its leaves, the
# search's value of a 12-seed position must be the value the tables of 12
# seeds hold (built by the backward pass, not by search), its move must keep
# that value, and the plain alpha-beta must confirm both bounds. Limit 6
# keeps every table small (a second natively) and every proof short.
test_cli_prove() {
  local full=$TMP/t12 part=$TMP/t8 pos
  "$BIN" tables build --seeds 12 --limit 6 --out "$full" >/dev/null || fail "tables build --seeds 12"
  "$BIN" tables build --seeds 8 --limit 6 --out "$part" >/dev/null || fail "tables build --seeds 8"
  for pos in \
    'I:1,0,1,2,2,1/1,1,1,1,0,1:S:18,18:limit=6;quiet=1' \
    'I:4,0,0,1,0,2/0,1,1,1,0,2:N:18,18:limit=6;quiet=1' \
    'II:2,0,0,1,0,2/0,1,2,3,0,1:N:18,18:limit=6;quiet=1' \
    'II:1,0,0,2,2,1/1,1,2,1,0,1:N:18,18:limit=6;quiet=1' \
    'III:4,4,0,0,0,0/1,1,0,1,1,0:N:18,18:limit=6;quiet=1' \
    'III:0,0,2,1,0,3/0,3,0,2,1,0:S:18,18:limit=6;quiet=1'; do
    checks=$((checks + 1))
    TABLES=$full
    local want got move child gain cv v me caps ccaps
    want=$(solve_value "$pos")
    run solve "$pos" --tables "$part" --ms 60000 --tt 16 --plain 12
    [ "$RC" = 0 ] || fail "solve $pos --ms: exit $RC ($ERR)"
    got=$(printf '%s\n' "$OUT" | sed -n 1p)
    case "$got" in
      "value $(printf '%+d' "$want") for "*"proven by search"*"(K=8) at its leaves"*) ;;
      *) fail "solve $pos --ms: '$got', the tables of 12 seeds say $want"; continue ;;
    esac
    [ "$(printf '%s\n' "$OUT" | grep -c 'plain alpha-beta to depth 12: value .* confirmed')" = 2 ] ||
      fail "solve $pos --plain: $OUT"
    move=$(printf '%s\n' "$OUT" | sed -n 's/^moves //p')
    child=$("$BIN" play "$pos" "$move")
    me=$(turn_of "$pos")
    caps=$(caps_of "$pos")
    ccaps=$(caps_of "$child")
    gain=$(((${ccaps% *} - ${caps% *}) - (${ccaps#* } - ${caps#* })))
    [ "$me" = N ] && gain=$((-gain))
    v=$gain
    case "$(turn_of "$child")" in
      -) ;;
      "$me") cv=$(solve_value "$child"); v=$((gain + cv)) ;;
      *) cv=$(solve_value "$child"); v=$((gain - cv)) ;;
    esac
    [ "$v" = "$want" ] || fail "solve $pos --ms plays $move, worth $v, not $want"
  done
  # solve - with --ms: each position proven in turn, with one table of
  # proven bounds; a bad line between them changes neither answer.
  local a='I:1,0,1,2,2,1/1,1,1,1,0,1:S:18,18:limit=6;quiet=1' b='II:2,0,0,1,0,2/0,1,2,3,0,1:N:18,18:limit=6;quiet=1'
  local wa wb
  wa=$(solve_value "$a")
  wb=$(solve_value "$b")
  printf '%s\n' "$a" 'II:x' "$b" "$a" >"$TMP/in"
  run_in "$TMP/in" solve - --tables "$part" --ms 60000 --tt 16
  checks=$((checks + 1))
  [ "$RC" = 0 ] && [ "$(printf '%s\n' "$OUT" | sed -n 's/^value \([-+0-9]*\) for .*proven by search.*/\1/p' | tr '\n' ' ')" = \
    "$(printf '%+d %+d %+d ' "$wa" "$wb" "$wa")" ] && [ "$(printf '%s\n' "$OUT" | grep -c '^error: bad position')" = 1 ] ||
    fail "solve - --ms: $OUT (want $wa, $wb, $wa)"
  TABLES=$part
  # Out of time at once: bounds, never a claimed value.
  checks=$((checks + 1))
  run solve "$START_I" --tables "$part" --ms 1 --tt 16
  case "$OUT" in
    "unproven: proven bounds "*" for South after depth "*) ;;
    *) fail "solve start --ms 1: $OUT" ;;
  esac
  err "--ms wants 1..1e8" solve "$START_I" --tables "$part" --ms 0
  err "--plain wants a depth 1..200" solve "$START_I" --tables "$part" --ms 5 --plain x
  usage_err solve "$START_I" --tables "$part" --ms
}

# The node budget holds within quiescence too: on this position (captures
# everywhere at the horizon) --nodes 100 used to search 190 nodes and 257
# searched 400. `best` must report no more nodes than asked.
test_cli_budget() {
  local pos='II:6,1,10,1,5,4,0,3,1,5,10,4/1,10,3,2,0,4,5,1,12,1,2,1:N:0,4:quiet=2' n used
  for n in 1 100 257 1000 5000; do
    checks=$((checks + 1))
    run best "$pos" --nodes "$n"
    used=$(printf '%s\n' "$OUT" | sed -n 's/^nodes \([0-9]*\) in .*/\1/p')
    [ -n "$used" ] && [ "$used" -le "$n" ] || fail "best --nodes $n searched '$used' nodes: $OUT"
    run best "$pos" --nodes "$n" --for-seeds
    used=$(printf '%s\n' "$OUT" | sed -n 's/^nodes \([0-9]*\) in .*/\1/p')
    [ -n "$used" ] && [ "$used" -le "$n" ] || fail "best --nodes $n --for-seeds searched '$used' nodes"
  done
  # --cpu adds the search's CPU and wall time to 0.01 ms (bench-wasm.mjs reads both).
  checks=$((checks + 1))
  run best "$pos" --nodes 1000 --cpu
  printf '%s\n' "$OUT" | grep -Eq '^time [0-9]+\.[0-9]{2} ms cpu, [0-9]+\.[0-9]{2} ms wall$' ||
    fail "best --cpu: no time line: $OUT"
}

# match's tables given to one player. Depth players search without a clock,
# so each run's games are the same every time and runs can be compared game
# by game.
# match_games ARG...: the game lines' results of `hoyito match d2 d2
# --games 10 --variant II --verbose ARG...`, one line, and its score line.
match_games() {
  run match d2 d2 --games 10 --variant II --verbose "$@"
  [ "$RC" = 0 ] || fail "match $*: exit $RC ($ERR)"
  printf '%s\n' "$OUT" | awk '/^game /{ printf "%s ", $8 } / vs /{ print "| " $0 }'
}

test_cli_match_tables() {
  build_tables
  local none a b both each
  none=$(match_games)
  a=$(match_games --tables-a "$TABLES")
  [ -s "$TMP/err" ] && fail "match --tables-a: stderr $(cat "$TMP/err")"
  b=$(match_games --tables-b "$TABLES")
  both=$(match_games --tables "$TABLES")
  each=$(match_games --tables-a "$TABLES" --tables-b "$TABLES")
  checks=$((checks + 4))
  [ "$a" != "$none" ] || fail "match --tables-a changes no game: $a"
  # Two equal searches, one with exact endgames: it takes more seeds.
  case "$a" in *"seeds +"[1-9]*) ;; *) fail "match --tables-a: A takes no more seeds than its twin: $a" ;; esac
  # The tables go with the player, not the colour: game 2k-1 of the A run
  # (A South with tables) is game 2k of the B run (B South with tables),
  # seen from the other side.
  local ga gb k
  read -r -a ga <<<"${a%%|*}"
  read -r -a gb <<<"${b%%|*}"
  [ "${#ga[@]}" = 10 ] && [ "${#gb[@]}" = 10 ] || fail "match tables runs: not 10 games each: $a / $b"
  for ((k = 0; k < ${#ga[@]}; k += 2)); do
    [ $((ga[k] + gb[k + 1])) = 0 ] && [ $((ga[k + 1] + gb[k])) = 0 ] ||
      fail "match --tables-a/-b: opening $((k / 2)) gives ${ga[k]} ${ga[k + 1]} against ${gb[k]} ${gb[k + 1]}"
  done
  # Each game line ends with the game itself: its moves, replayed from its
  # start, end it with the margin the line gives (A's, from A's side).
  run match d2 d2 --games 4 --variant II --verbose
  local line d side start moves end
  while read -r line; do
    checks=$((checks + 1))
    d=$(sed -E 's/.*, ([+-][0-9]+) \(plies.*/\1/' <<<"$line")
    side=$(sed -E 's/.* as (South|North),.*/\1/' <<<"$line")
    start=${line#* from }
    start=${start%% moves*}
    read -r -a moves <<<"${line#* moves}"
    end=$("$BIN" play "$start" "${moves[@]}")
    local cap=${end##*:} sign=1
    [ "$side" = North ] && sign=-1
    case "$end" in *":-:"*) ;; *) fail "match --verbose: the moves of '$line' do not end the game: $end" ;; esac
    [ $(((${cap%,*} - ${cap#*,}) * sign)) = $((d)) ] || fail "match --verbose: '$line' ends at $end"
  done < <(grep '^game ' "$TMP/out")
  # --tables as before: both players.
  [ "$both" = "$each" ] || fail "match --tables differs from --tables-a plus --tables-b: $both / $each"
  # The partner plays without tables: asked to give it some is an error.
  err "the sparring partner (aMS) plays without tables" match d2 a10 --tables-b "$TABLES"
  err "the sparring partner (aMS) plays without tables" match a10 d2 --tables-a "$TABLES"
  usage_err match d2 d2 --tables-a
  # A missing folder: a warning, then the games without tables.
  checks=$((checks + 1))
  [ "$(match_games --tables-a "$TMP/none")" = "$none" ] || fail "match --tables-a with no tables plays other games"
  # (match_games ran in a subshell: its stderr is in the file only)
  case "$(cat "$TMP/err")" in
    "warning: "*"hoyito-II.tbl"*"; searching without tables") ;;
    *) fail "match --tables-a with no tables: stderr '$(cat "$TMP/err")'" ;;
  esac
}

# --------------------------------------------------------------------------
# cli_record: `record read` of one game, and --all over a file of many games.
test_cli_record() {
  local one two
  one=$("$BIN" play "$START_I" 3 4 1)
  two=$("$BIN" play "$START_I" 1 2)
  printf '3 4 1\n' >"$TMP/one.hgr"
  ok "$one" record read "$TMP/one.hgr"
  # Three games, the second bad (line 5 of the file), comments between them.
  printf '[Event "a"]\n1. S3 2. N4 3. S1 *\n{between}\n[Event "b"]\n1. S9 *\n1 2 *\n' >"$TMP/many.hgr"
  checks=$((checks + 1))
  run record read --all "$TMP/many.hgr"
  [ "$RC" = 2 ] || fail "record read --all with a bad game: exit $RC, want 2"
  printf '1\t%s\n3\t%s\n' "$one" "$two" >"$TMP/want"
  cmp -s "$TMP/want" "$TMP/out" || fail "record read --all: got $(cat -A "$TMP/out")"
  [ "$ERR" = "error: game 2: line 5: move 1 (S9): no such hole: a move is a hole number 1..n" ] ||
    fail "record read --all: stderr '$ERR'"
  # Without --all a file of many games is refused, naming where the second begins.
  err "line 4: tags after the result begin another game" record read "$TMP/many.hgr"
  # Only space and comments: no game, nothing printed, no error.
  printf '\n{nothing}\n' >"$TMP/none.hgr"
  checks=$((checks + 1))
  run record read --all "$TMP/none.hgr"
  [ "$RC" = 0 ] && [ -z "$OUT$ERR" ] || fail "record read --all of no game: exit $RC, '$OUT' '$ERR'"
}

# --------------------------------------------------------------------------
# analyse (cli/cli_analyse.c): a short Hoyito I game, 8 seeds left, played
# to its end by the first and last legal moves in turn; every move's cost
# checked against solve's values of the positions before and after it.
test_cli_analyse() {
  build_tables
  local start='I:1,1,0,2,0,0/0,1,0,2,1,0:S:24,16' pos moves="" i=0 m
  pos=$start
  while [ "$i" -lt 40 ]; do
    set -- $("$BIN" moves "$pos")
    [ $# = 0 ] && break
    if [ $((i % 2)) = 0 ]; then m=$1; else m=${!#}; fi
    moves="$moves $m"
    pos=$("$BIN" play "$pos" "$m")
    i=$((i + 1))
  done
  "$BIN" record write "$start" $moves >"$TMP/game.hgr" || fail "record write: exit $?"
  run analyse "$TMP/game.hgr" --tables "$TABLES"
  [ "$RC" = 0 ] && [ -z "$ERR" ] || fail "analyse: exit $RC, $ERR"
  local lines judged=(0 0) perfect=(0 0) given=(0 0) ply=0
  lines=$(printf '%s\n' "$OUT" | sed -n '2,$p' | grep -v '^South:\|^North:')
  [ "$(printf '%s\n' "$lines" | wc -l)" = "$i" ] || fail "analyse: want $i move lines: $OUT"
  pos=$start
  for m in $moves; do
    ply=$((ply + 1))
    checks=$((checks + 1))
    local child me caps ccaps before after cv side cost got
    child=$("$BIN" play "$pos" "$m")
    me=$(turn_of "$pos")
    caps=$(caps_of "$pos")
    ccaps=$(caps_of "$child")
    before=$(solve_value "$pos")
    if [ "$me" = S ]; then side=0; before=$((before + ${caps% *} - ${caps#* })); after=$((${ccaps% *} - ${ccaps#* }))
    else side=1; before=$((before + ${caps#* } - ${caps% *})); after=$((${ccaps#* } - ${ccaps% *})); fi
    case "$(turn_of "$child")" in
      -) ;;
      "$me") cv=$(solve_value "$child"); after=$((after + cv)) ;;
      *) cv=$(solve_value "$child"); after=$((after - cv)) ;;
    esac
    cost=$((before - after))
    judged[side]=$((judged[side] + 1))
    [ "$cost" = 0 ] && perfect[side]=$((perfect[side] + 1))
    given[side]=$((given[side] + cost))
    got=$(printf '%s\n' "$lines" | sed -n "${ply}p" | tr -s ' ')
    [ "$got" = " $ply $([ $side = 0 ] && echo South || echo North) $m $(printf '%+d %+d' "$before" "$after") $cost" ] ||
      fail "analyse ply $ply ($pos, move $m): got '$got', want before $before after $after cost $cost"
    pos=$child
  done
  printf '%s\n' "$OUT" | grep -qx "South: ${judged[0]} moves judged, ${perfect[0]} perfect, ${given[0]} seeds given away" ||
    fail "analyse: South's summary, want ${judged[0]}/${perfect[0]}/${given[0]}: $OUT"
  printf '%s\n' "$OUT" | grep -qx "North: ${judged[1]} moves judged, ${perfect[1]} perfect, ${given[1]} seeds given away" ||
    fail "analyse: North's summary, want ${judged[1]}/${perfect[1]}/${given[1]}: $OUT"
  [ $((given[0] + given[1])) -gt 0 ] || fail "analyse: the game has no costly move to check"
  # --json: one object a move, the same costs; standard input for -.
  checks=$((checks + 1))
  run_in "$TMP/game.hgr" analyse - --tables "$TABLES" --json
  [ "$RC" = 0 ] && [ "$(printf '%s\n' "$OUT" | wc -l)" = "$i" ] || fail "analyse --json: exit $RC, $OUT"
  local first=${moves# }
  first=${first%% *}
  printf '%s\n' "$OUT" | grep -q "^{\"ply\":1,\"mover\":\"South\",\"move\":$first,.*\"cost\":\[" ||
    fail "analyse --json: first line $OUT"
  # A variation at ply 2 is judged as the same moves would be on a main line.
  checks=$((checks + 1))
  local m1=${first} p1 alts a2 p2 b3 side2 side3
  p1=$("$BIN" play "$start" "$m1")
  alts=$("$BIN" moves "$p1")
  a2=$(printf '%s\n' $alts | grep -vx "$(printf '%s\n' $moves | sed -n 2p)" | head -1)
  p2=$("$BIN" play "$p1" "$a2")
  b3=$(set -- $("$BIN" moves "$p2"); echo "$1")
  side2=$(turn_of "$p1")
  side3=$(turn_of "$p2")
  sed -E "0,/(^| )2\. [SN][0-9]+/s//& (2. $side2$a2 3. $side3$b3)/" "$TMP/game.hgr" >"$TMP/var.hgr"
  "$BIN" record write "$start" "$m1" "$a2" "$b3" >"$TMP/line.hgr" || fail "record write: exit $?"
  run analyse "$TMP/var.hgr" --tables "$TABLES"
  [ "$RC" = 0 ] || fail "analyse with a variation: exit $RC, $ERR"
  local var line
  var=$(printf '%s\n' "$OUT" | sed -n '/^variation 1, from ply 2$/,$p' | sed -n '2,3p')
  run analyse "$TMP/line.hgr" --tables "$TABLES"
  line=$(printf '%s\n' "$OUT" | sed -n '3,4p')
  [ -n "$var" ] && [ "$var" = "$line" ] || fail "analyse: variation rows '$var', want the line's '$line'"
  run analyse "$TMP/var.hgr" --tables "$TABLES" --json
  [ "$(printf '%s\n' "$OUT" | grep -c '"variation":1}$')" = 2 ] || fail "analyse --json: variation rows: $OUT"
  # Bad input: a missing file, a record with an illegal move (its line named).
  err "cannot read the record $TMP/none.hgr" analyse "$TMP/none.hgr" --tables "$TABLES"
  sed 's/^1\. S1 /1. S3 /' "$TMP/game.hgr" >"$TMP/bad.hgr"
  err "$TMP/bad.hgr: line 9: move 1 (S3): that hole is empty" analyse "$TMP/bad.hgr" --tables "$TABLES"
  usage_err analyse
  err "--ms wants 1..1e8" analyse "$TMP/game.hgr" --ms 0
}

# --------------------------------------------------------------------------
case "$TEST" in
  cli_show | cli_moves | cli_play | cli_trace | cli_perft | cli_batch_vectors | cli_errors | \
    cli_start | cli_next | cli_help | cli_tables | cli_solve | cli_prove | cli_budget | cli_match_tables | \
    cli_record | cli_analyse)
    "test_$TEST" ;;
  *)
    echo "test_cli.sh: unknown test '$TEST'" >&2
    exit 2 ;;
esac

if [ "$failures" -gt 0 ]; then
  echo "$TEST: $failures failure(s)"
  exit 1
fi
echo "$TEST: ok ($checks checks)"
