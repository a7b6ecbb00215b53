#!/usr/bin/env bash
# The large Minesweeper tests (docs/minesweeper.md at the original problem's full scale) and the
# differential test, each comparing gridgames byte for byte with ref_mines,
# the independent reference in tests/tools/:
#
#   check_large.sh gen SCENARIO DATA_DIR GEN_MINES REF_MINES
#       make DATA_DIR/SCENARIO.in (gen_mines SCENARIO 1) and its expected
#       output SCENARIO.ans (ref_mines), unless they are newer than the
#       tools; check the game lasts to Quit. SCENARIO: flood or dense.
#   check_large.sh run SCENARIO DATA_DIR RUNNER...
#       RUNNER mines DATA_DIR/SCENARIO.in must print SCENARIO.ans exactly,
#       with an empty stderr and exit status 0.
#   check_large.sh random COUNT WORK_DIR GEN_MINES REF_MINES RUNNER...
#       COUNT random games (gen_mines random), small boards mostly, a few
#       at the original problem's subtask sizes (docs/minesweeper.md §8); every one must match ref_mines. A
#       failing game is kept in WORK_DIR as fail_SEED.in.
#
# The generated files are cached, so the wasm tests and tests/bench.sh
# reuse what the native setup made; they are written under a temporary
# name and renamed, so a reader never sees half a file.
set -u

die() { echo "check_large.sh: $*" >&2; exit 1; }

# Compare out/err/status of one run with the expected output; says why not.
compare() { # ANS OUT ERR STATUS LABEL
  local ans=$1 out=$2 err=$3 status=$4 label=$5 fail=0
  if [ "$status" -ne 0 ]; then
    echo "$label: exit status $status, expected 0"; fail=1
  fi
  if [ -s "$err" ]; then
    echo "$label: stderr not empty:"; head -c 2000 "$err"; fail=1
  fi
  if ! cmp -s "$ans" "$out"; then
    echo "$label: stdout differs from the reference ($(cmp "$ans" "$out" 2>&1 | head -1))"
    diff "$ans" "$out" | head -20
    fail=1
  fi
  return $fail
}

mode=${1:-}
shift || true
case $mode in
gen)
  [ $# -eq 4 ] || die "usage: gen SCENARIO DATA_DIR GEN_MINES REF_MINES"
  scenario=$1 dir=$2 gen=$3 ref=$4
  mkdir -p "$dir" || die "cannot make $dir"
  in=$dir/$scenario.in ans=$dir/$scenario.ans
  if [ ! -s "$in" ] || [ "$gen" -nt "$in" ]; then
    "$gen" -v "$scenario" 1 > "$in.tmp.$$" || die "gen_mines $scenario failed"
    mv -f "$in.tmp.$$" "$in"
  fi
  if [ ! -s "$ans" ] || [ "$ref" -nt "$ans" ] || [ "$in" -nt "$ans" ]; then
    "$ref" < "$in" > "$ans.tmp.$$" || die "ref_mines failed on $in"
    mv -f "$ans.tmp.$$" "$ans"
  fi
  # The scenario's promise: every one of the 60,000 moves is played.
  [ "$(tail -n 2 "$ans" | tr '\n' '|')" = "give up|total step 60000|" ] ||
    die "$scenario: the game does not last to Quit: $(tail -n 2 "$ans" | tr '\n' ' ')"
  echo "$scenario: $(wc -l < "$in") input lines, $(wc -l < "$ans") expected output lines"
  ;;
run)
  [ $# -ge 3 ] || die "usage: run SCENARIO DATA_DIR RUNNER..."
  scenario=$1 dir=$2
  shift 2
  in=$dir/$scenario.in ans=$dir/$scenario.ans
  [ -s "$in" ] && [ -s "$ans" ] || die "$in or $ans missing: run the large/setup tests first"
  tmp=$(mktemp -d) || die "mktemp failed"
  trap 'rm -rf "$tmp"' EXIT
  start=$(date +%s%N)
  "$@" mines "$in" > "$tmp/out" 2> "$tmp/err" < /dev/null
  status=$?
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  compare "$ans" "$tmp/out" "$tmp/err" $status "$scenario" || exit 1
  echo "$scenario: $(wc -l < "$ans") lines match the reference (${ms} ms)"
  ;;
random)
  [ $# -ge 5 ] || die "usage: random COUNT WORK_DIR GEN_MINES REF_MINES RUNNER..."
  count=$1 dir=$2 gen=$3 ref=$4
  shift 4
  mkdir -p "$dir" || die "cannot make $dir"
  densities=(0 0.05 0.1 0.15 0.2 0.3 0.5 0.9 1)
  failures=0 finish=0 over=0 quit=0
  for ((seed = 1; seed <= count; seed++)); do
    # Mostly tiny boards, where every rule and edge comes up within a few
    # moves; every 10th game a sparse 20 x 30 one, where floods run into
    # flags and chords; every 25th at a subtask's size (1 x 1000, 300 x 300).
    if ((seed % 50 == 0)); then
      rows=300 cols=300 density=0.1 moves=8000
    elif ((seed % 25 == 0)); then
      rows=1 cols=$((900 + seed % 100)) density=0.05 moves=1000
    elif ((seed % 10 == 0)); then
      rows=20 cols=30 density=0.08 moves=150
    else
      rows=$((1 + (seed * 7) % 10)) cols=$((1 + (seed * 13) % 12))
      density=${densities[$((seed % ${#densities[@]}))]}
      moves=$(((seed * 37) % 60))
    fi
    in=$dir/game.in
    "$gen" random $seed $rows $cols $density $moves > "$in" || die "gen_mines random $seed failed"
    "$ref" < "$in" > "$dir/game.ans" || die "ref_mines failed on seed $seed"
    "$@" mines "$in" > "$dir/game.out" 2> "$dir/game.err" < /dev/null
    status=$?
    case $(tail -n 2 "$dir/game.ans" | head -n 1) in
      finish) finish=$((finish + 1)) ;;
      "game over") over=$((over + 1)) ;;
      *) quit=$((quit + 1)) ;;
    esac
    if ! report=$(compare "$dir/game.ans" "$dir/game.out" "$dir/game.err" $status \
        "seed $seed (gen_mines random $seed $rows $cols $density $moves)"); then
      failures=$((failures + 1))
      cp "$in" "$dir/fail_$seed.in"
      if ((failures <= 5)); then echo "$report"; fi
    fi
  done
  echo "$count random games ($finish finish, $over game over, $quit give up): $failures differ from the reference"
  [ $failures -eq 0 ] || exit 1
  ;;
*)
  die "usage: check_large.sh gen|run|random ..."
  ;;
esac
