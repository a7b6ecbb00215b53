#!/usr/bin/env bash
# merge_equals_run.sh RUNNER... — selfplay split three ways and merged is
# the one run of all its games, byte for byte (timing lines aside), and
# the thread count changes nothing: 60 Beginner games, the shards on 1, 2
# and 3 threads, against one run on 1 thread and one on 2. RUNNER is the
# native gridgames or `node build/wasm/gridgames-cli.js`.
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run=("$@")
game=(--rows 9 --cols 9 --mines 10 --start opening-3-3 --games 60 --seed merge-test)
fail=0
"${run[@]}" selfplay "${game[@]}" --threads 1 --no-timing > "$tmp/one" || fail=1
"${run[@]}" selfplay "${game[@]}" --threads 2 > "$tmp/two" || fail=1
for k in 1 2 3; do
  "${run[@]}" selfplay "${game[@]}" --shard "$k/3" --threads "$k" > "$tmp/shard-$k.txt" || fail=1
done
# In another order, and once as one stream on stdin.
"${run[@]}" selfplay-merge "$tmp/shard-2.txt" "$tmp/shard-3.txt" "$tmp/shard-1.txt" > "$tmp/merged" || fail=1
cat "$tmp"/shard-*.txt | "${run[@]}" selfplay-merge - > "$tmp/merged-stdin" || fail=1
grep -v '^games/s ' "$tmp/two" > "$tmp/two-untimed"
for got in two-untimed merged merged-stdin; do
  if ! cmp -s "$tmp/one" "$tmp/$got"; then
    echo "$got differs from the one-thread run of all 60 games:"
    diff "$tmp/one" "$tmp/$got"
    fail=1
  fi
done
[ $fail = 0 ] && { echo "3 shards merged = 1 run of 60 games:"; cat "$tmp/one"; }
exit $fail
