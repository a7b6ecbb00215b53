#!/usr/bin/env bash
# check_snakes_design.sh — `gridgames snakes --design` hits every target:
# for each whole T from FROM to TO it must print a board that
# `gridgames snakes --natural` calls natural and whose expected rolls
# (`gridgames snakes --expected`, the engine's exact solver) are within 0.5
# of T; with REF=ref the separate reference tests/tools/ref_snakes.py
# (python3, exact fractions) must agree with the engine to 1e-6.
#
#   check_snakes_design.sh SIDE START RULE FROM TO REF RUNNER...
#
# REF is `ref` or `noref`; RUNNER is the gridgames binary, or
# `node build/wasm/gridgames-cli.js`. The seed is T itself, so every
# board is a different search.
set -u
side=$1 start=$2 rule=$3 from=$4 to=$5 ref=$6
shift 6
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for t in $(seq "$from" "$to"); do
  if ! "$@" snakes --design --side "$side" --expected "$t" --start "$start" --rule "$rule" --seed "$t" \
       >> "$tmp/boards" 2> "$tmp/err"; then
    echo "T=$t: $(cat "$tmp/err")"; fail=1
    echo '[[-1,-1],[-1,-1]]' >> "$tmp/boards"   # keeps the lines in step with T
  fi
done
"$@" snakes --natural "$tmp/boards" > "$tmp/natural" || fail=1
"$@" snakes --expected --start "$start" --rule "$rule" "$tmp/boards" > "$tmp/expected" || fail=1
seq "$from" "$to" | paste -d' ' - "$tmp/natural" "$tmp/expected" | awk '
  { t = $1; e = $NF; nat = $2 }
  nat != "natural" { print "T=" t ": the board is " substr($0, index($0, $2)); bad = 1 }
  e - t > 0.5 || t - e > 0.5 { print "T=" t ": expected " e ", more than 0.5 away"; bad = 1 }
  END { exit bad }' || fail=1
if [ "$ref" = ref ]; then
  python3 "$here/ref_snakes.py" --expected --start "$start" --rule "$rule" "$tmp/boards" > "$tmp/ref" || fail=1
  paste -d' ' "$tmp/expected" "$tmp/ref" | awk -v from="$from" '
    { d = $1 - $2; if (d < 0) d = -d; if (d > 2e-6) { print "T=" (from + NR - 1) ": engine " $1 ", reference " $2; bad = 1 } }
    END { exit bad }' || fail=1
fi
count=$((to - from + 1))
by=""
[ "$ref" = ref ] && by=", the reference agreeing"
[ $fail = 0 ] && echo "$count targets $from..$to on $side x $side (start $start, $rule): all within 0.5, natural$by"
exit $fail
