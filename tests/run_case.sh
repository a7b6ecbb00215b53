#!/usr/bin/env bash
# Run one case file through a gridgames runner and compare, byte for byte:
#   run_case.sh CASE.in RUNNER...
# Arguments come from CASE.args, else from the group's `args` file; the
# token @IN@ there stands for the case file's path, otherwise the case is
# fed on stdin. An argument with @DIR@ in it names a file beside the case
# file: the runner then runs in the case file's folder, @DIR@ standing for
# `.`, so that the paths it prints are the same on every machine.
# Expected: CASE.ans on stdout; with CASE.err present, that text on stderr
# and exit status 2, else an empty stderr and status 0.
set -u
case_in=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); shift
base=${case_in%.in}
dir=$(dirname "$case_in")
if [ -f "$base.args" ]; then argfile=$base.args; else argfile=$dir/args; fi
read -r -a args < "$argfile"
feed_stdin=1
run_in=.
for i in "${!args[@]}"; do
  if [ "${args[$i]}" = "@IN@" ]; then args[$i]=$case_in; feed_stdin=0; fi
  if [[ ${args[$i]} == *@DIR@* ]]; then args[$i]=${args[$i]//@DIR@/.}; run_in=$dir; fi
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ $feed_stdin = 1 ]; then
  (cd "$run_in" && "$@" "${args[@]}") < "$case_in" > "$tmp/out" 2> "$tmp/err"
else
  (cd "$run_in" && "$@" "${args[@]}") < /dev/null > "$tmp/out" 2> "$tmp/err"
fi
status=$?

fail=0
if [ -f "$base.err" ]; then want_status=2; want_err=$base.err; else want_status=0; want_err=/dev/null; fi
if [ $status -ne $want_status ]; then
  echo "exit status $status, expected $want_status"; fail=1
fi
if ! cmp -s "$tmp/out" "$base.ans"; then
  echo "stdout differs from $base.ans:"; diff "$base.ans" "$tmp/out" | head -20; fail=1
fi
if ! cmp -s "$tmp/err" "$want_err"; then
  echo "stderr differs from $want_err:"; diff "$want_err" "$tmp/err" | head -20; fail=1
fi
exit $fail
