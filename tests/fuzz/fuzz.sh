#!/usr/bin/env bash
# fuzz.sh — build the libFuzzer targets (tests/fuzz/fuzz_*.c) with clang in
# build/fuzz and run each for SECONDS, one after another, one process at a
# time, niced.
#
#   bash tests/fuzz/fuzz.sh [SECONDS] [TARGET...]   (./build.sh fuzz SECONDS)
#   bash tests/fuzz/fuzz.sh build                    just build
#   bash tests/fuzz/fuzz.sh list                     the targets built
#
# SECONDS defaults to 60; 0 replays the corpus and seeds without fuzzing.
# TARGET is a name like fuzz_minesfile (AddressSanitizer + UBSan) or
# fuzz_minesfile_msan (MemorySanitizer); default: every target. Seeds are
# made afresh from the case files in tests/cases (and tests/fuzz/seeds/)
# into build/fuzz/seeds/NAME; what the fuzzer finds worth keeping grows in
# build/fuzz/corpus/NAME from run to run, shared by both builds. A crash,
# hang, leak, uninitialised read or failed check is saved to
# build/fuzz/findings/TARGET/ and makes the exit status 1; rerun it with
# `build/fuzz/TARGET FILE`. Logs: build/fuzz/logs/. FUZZ_BUILD_DIR moves
# build/fuzz; FUZZ_JOBS sets the build's parallelism. FUZZ_SMOKE=1 (ctest's
# runs) replays only the newest FUZZ_SMOKE_INPUTS (200) of the corpus. FUZZ_SKIP_NOGUESS=1
# makes the API targets ask for openings instead of guess-free layouts
# (to fuzz the rest while a noguess.c finding awaits its fix).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
bdir=${FUZZ_BUILD_DIR:-$root/build/fuzz}
die() { printf 'fuzz.sh: %s\n' "$*" >&2; exit 2; }

build() {
  command -v clang >/dev/null || die "clang is missing (./build.sh deps installs it)"
  mkdir -p "$bdir" || die "cannot create $bdir"
  # One build at a time, even when ctest starts several fuzz runs at once.
  exec 9>"$bdir/.build.lock"
  flock 9
  if [ ! -f "$bdir/CMakeCache.txt" ]; then
    CC=clang cmake -S "$root/tests/fuzz" -B "$bdir" -DCMAKE_BUILD_TYPE=Debug >"$bdir/configure.log" 2>&1 \
      || { cat "$bdir/configure.log" >&2; die "cannot configure $bdir"; }
  fi
  cmake --build "$bdir" -j"${FUZZ_JOBS:-2}" >"$bdir/build.log" 2>&1 \
    || { tail -40 "$bdir/build.log" >&2; die "the fuzz targets do not build (see $bdir/build.log)"; }
  flock -u 9
}

targets_built() {
  local f
  for f in "$bdir"/fuzz_*; do
    [ -x "$f" ] && [ -f "$f" ] && basename "$f"
  done
}

# seeds TARGET DIR: the starting inputs of a target, made from case files.
seeds() {
  local target=$1 dir=$2 f
  rm -rf "$dir" && mkdir -p "$dir"
  case $target in
    fuzz_minesfile) cp "$root"/tests/cases/mines/*.in "$dir"/ 2>/dev/null ;;
    fuzz_lc529) cp "$root"/tests/cases/click/*.in "$dir"/ 2>/dev/null ;;
    fuzz_boardfile) cp "$root"/tests/cases/board/*.in "$dir"/ 2>/dev/null ;;
    fuzz_selfplaytext)
      # Shard reports as they are; outcomes as one side, and as A and B.
      cp "$root"/tests/cases/selfplay_merge/*.in "$dir"/ 2>/dev/null
      for f in "$root"/tests/cases/selfplay_compare/*.in; do
        cp "$f" "$dir/one-$(basename "$f")"
        { cat "$root/tests/cases/selfplay_compare/old_solver.outcomes"; printf '\000'; cat "$f"; } \
          > "$dir/pair-$(basename "$f")"
      done ;;
    fuzz_wasm_import)
      # The first byte picks the import: even a replay, odd a LeetCode board.
      for f in "$root"/tests/cases/mines/*.in; do
        { printf '\000'; cat "$f"; } > "$dir/replay-$(basename "$f")"
      done
      for f in "$root"/tests/cases/click/*.in; do
        { printf '\001'; cat "$f"; } > "$dir/leetcode-$(basename "$f")"
      done ;;
    fuzz_lc909)
      # The first byte picks the mode and the rules: seed each board
      # under a few of them.
      for f in "$root"/tests/cases/snakes*/*.in; do
        [ -f "$f" ] || continue
        for mode in 0 1 2 4 5 9 13 18 22; do
          { printf "\\$(printf '%03o' $mode)"; cat "$f"; } > "$dir/$mode-$(basename "$f")"
        done
      done ;;
    *)
      # API sequences and the like: any bytes make a program, and the case
      # files are as good a start as any.
      for f in "$root"/tests/cases/*/*.in; do
        [ -f "$f" ] && cp "$f" "$dir/$(basename "$(dirname "$f")")-$(basename "$f")"
      done ;;
  esac
  # The run-time seeds of a target: tests/fuzz/seeds/TARGET, if any (small
  # regression inputs kept in the repository).
  if [ -d "$root/tests/fuzz/seeds/$target" ]; then
    cp "$root/tests/fuzz/seeds/$target"/* "$dir"/ 2>/dev/null
  fi
  return 0
}

# The longest input each target gets.
max_len() {
  case $1 in
    fuzz_numbers) echo 64 ;;
    fuzz_mines_api|fuzz_wasm_snakes) echo 4096 ;;
    *) echo 16384 ;;
  esac
}

# run TARGET SECONDS: fuzz one target; 0 when nothing was found.
run() {
  local target=$1 secs=$2 bin=$bdir/$1 name=${1%_msan}
  local corpus=$bdir/corpus/$name seeddir=$bdir/seeds/$name findings=$bdir/findings/$target
  local log=$bdir/logs/$target.log dict=$root/tests/fuzz/$name.dict
  [ -x "$bin" ] || { echo "fuzz.sh: no target $target in $bdir" >&2; return 1; }
  mkdir -p "$corpus" "$findings" "$bdir/logs"
  seeds "$name" "$seeddir"
  # An input that runs 25 s under ASan (some 10x slower than a release
  # build) counts as a hang; the margin is for a machine shared with other
  # work. Slow inputs under that are noted in the log, not findings.
  local opts=(-rss_limit_mb=2048 -timeout=25 -report_slow_units=25 -max_len="$(max_len "$name")"
              -print_final_stats=1 -artifact_prefix="$findings/")
  if [ "$secs" -eq 0 ]; then opts+=(-runs=0); else opts+=(-max_total_time="$secs"); fi
  [ -f "$dict" ] && opts+=(-dict="$dict")
  # The inputs: the corpus and the seeds. A smoke run (FUZZ_SMOKE=1, as
  # ctest runs them) takes the seeds and only the FUZZ_SMOKE_INPUTS (200)
  # newest corpus inputs, and adds what it finds to the corpus after: the
  # corpus grows from run to run, and replaying all of it under ASan would
  # sooner or later outlast the test's time limit.
  local dirs=("$corpus" "$seeddir") smoke=
  if [ "${FUZZ_SMOKE:-0}" = 1 ]; then
    smoke=$bdir/smoke/$target
    rm -rf "$smoke" && mkdir -p "$smoke/new" "$smoke/old" || die "cannot create $smoke"
    ls -t "$corpus" | head -n "${FUZZ_SMOKE_INPUTS:-200}" | while read -r f; do
      cp "$corpus/$f" "$smoke/old/"
    done
    dirs=("$smoke/new" "$smoke/old" "$seeddir")
  fi
  local before
  before=$(find "$findings" -type f ! -name 'slow-unit-*' | wc -l)
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1} \
  UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
    nice -n 10 "$bin" "${opts[@]}" "${dirs[@]}" >"$log" 2>&1
  local status=$?
  if [ -n "$smoke" ]; then
    find "$smoke/new" -type f -exec mv -f {} "$corpus"/ \;
    rm -rf "$smoke"
  fi
  local execs after
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  after=$(find "$findings" -type f ! -name 'slow-unit-*' | wc -l)
  if [ $status -ne 0 ] || [ "$after" -gt "$before" ]; then
    printf '%-27s FOUND SOMETHING after %s runs (exit %s); log %s\n' "$target" "${execs:-?}" "$status" "$log"
    grep -m3 -E 'ERROR|SUMMARY|check failed|runtime error' "$log" | sed 's/^/    /'
    ls -t "$findings" | head -3 | sed "s|^|    reproduce: $bin $findings/|"
    return 1
  fi
  printf '%-27s %s s, %s runs, nothing found (corpus %s inputs)\n' "$target" "$secs" "${execs:-?}" \
    "$(ls "$corpus" | wc -l)"
  return 0
}

main() {
  case "${1:-}" in
    build) build; return 0 ;;
    list) targets_built; return 0 ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; return 0 ;;
  esac
  local secs=${1:-60}
  case $secs in ''|*[!0-9]*) die "SECONDS must be a whole number, not '$secs'" ;; esac
  shift || true
  build
  local wanted
  if [ $# -eq 0 ]; then
    mapfile -t wanted < <(targets_built)
  else
    wanted=("$@")
  fi
  [ ${#wanted[@]} -gt 0 ] || die "no fuzz targets built in $bdir"
  local fail=0 t
  for t in "${wanted[@]}"; do
    run "$t" "$secs" || fail=1
  done
  return $fail
}

# The whole file is read before main runs, so editing it mid-run is safe.
main "$@"; exit $?
