# expect_complaints.sh — sourced by the layers' catches_*.sh, the tests of
# the checkers: a checker run on a broken copy must exit with status 1,
# print each complaint wanted as a whole line, and no other complaint.
#
#   expect_complaints CHECKER OUTPUT STATUS PATTERN LINE...
#
# PATTERN (grep -E) tells a complaint from the rest of OUTPUT. On a
# failure it says what was missing and prints CHECKER's output; returns
# 0 or 1.
expect_complaints() {
  local checker=$1 out=$2 rc=$3 pattern=$4 fail=0
  shift 4
  [ "$rc" -eq 1 ] || { echo "expected exit status 1, got $rc"; fail=1; }
  for want in "$@"; do
    grep -qxF "$want" <<< "$out" || { echo "missing: $want"; fail=1; }
  done
  local got
  got=$(grep -cE "$pattern" <<< "$out")
  [ "$got" -eq $# ] || { echo "expected exactly $# complaints, got $got"; fail=1; }
  [ "$fail" -eq 0 ] || printf '%s said:\n%s\n' "$checker" "$out"
  return "$fail"
}
