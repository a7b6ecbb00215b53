#!/usr/bin/env bash
# valgrind.sh — the native suite under Valgrind's memcheck: every unit test
# (tests/unit) and every case file (tests/cases, through run_case.sh, so the
# output is still checked byte for byte), with
#   valgrind --error-exitcode=99 --leak-check=full
# A memory error or a leak makes its test fail with valgrind's report.
#
#   bash tests/valgrind.sh [BUILD_DIR]      (default build/valgrind)
#
# Builds its own tree (Debug: -O0 -g, for readable reports) unless BUILD_DIR
# holds a built gridgames already. VALGRIND_JOBS (default 2) runs that many
# at once. Exit status 0 when all are clean.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
bdir=${1:-$root/build/valgrind}
jobs=${VALGRIND_JOBS:-2}
die() { printf 'valgrind.sh: %s\n' "$*" >&2; exit 2; }
if ! command -v valgrind >/dev/null; then
  # Debian's package; installed here only when missing, and only as root.
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "valgrind.sh: installing valgrind (apt)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind >/dev/null 2>&1 \
      || { apt-get update -qq >/dev/null 2>&1 &&
           DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind >/dev/null 2>&1; } \
      || die "valgrind is missing and apt-get could not install it"
  else
    die "valgrind is missing (apt-get install valgrind)"
  fi
fi
command -v cmake >/dev/null || die "cmake is missing (apt-get install cmake)"

start=$(date +%s)
if [ ! -x "$bdir/gridgames" ] || [ "$bdir" = "$root/build/valgrind" ]; then
  cmake -S "$root" -B "$bdir" -DCMAKE_BUILD_TYPE=Debug >/dev/null || die "cannot configure $bdir"
  cmake --build "$bdir" -j"$jobs" >"$bdir/build.log" 2>&1 \
    || { tail -20 "$bdir/build.log" >&2; die "the build failed (see $bdir/build.log)"; }
fi

vg=(valgrind -q --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect
    --errors-for-leak-kinds=definite,indirect --track-origins=yes)
list=$(mktemp)
results=$(mktemp -d)
trap 'rm -rf "$list" "$results"' EXIT
for t in "$bdir"/test_*; do
  [ -x "$t" ] && [ "$(basename "$t")" != test_limits ] && echo "unit $t" >> "$list"
done
for c in "$root"/tests/cases/*/*.in; do
  echo "case $c" >> "$list"
done

# One check: "unit BINARY" or "case FILE"; writes its report on failure.
check() {
  local kind=$1 what=$2 name out
  name=$(echo "${what#"$root"/}" | tr '/' '_')
  if [ "$kind" = unit ]; then
    out=$("${vg[@]}" "$what" 2>&1 >/dev/null)
  else
    out=$(bash "$root/tests/run_case.sh" "$what" "${vg[@]}" "$bdir/gridgames" 2>&1)
  fi
  if [ $? -ne 0 ]; then
    printf '%s\n' "$out" > "$results/FAIL_$name"
    echo "FAIL $kind ${what#"$root"/}"
  fi
}
export -f check
export root bdir results
export VG="${vg[*]}"
# (the array does not cross xargs: rebuild it in each shell)
total=$(wc -l < "$list")
xargs -P "$jobs" -L 1 bash -c 'vg=($VG); check "$0" "$1"' < "$list"
fails=$(ls "$results" | wc -l)
for f in "$results"/FAIL_*; do
  [ -f "$f" ] && { echo "---- ${f#"$results"/FAIL_}"; head -40 "$f"; }
done
echo "valgrind: $((total - fails)) of $total clean in $(( $(date +%s) - start )) s"
[ "$fails" -eq 0 ]
