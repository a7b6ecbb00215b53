#!/usr/bin/env bash
# outcomes_compare.sh RUNNER... — each game's outcome (selfplay --outcomes)
# is the same on any number of threads and in shards put together with
# cat, agrees with the report's counts, and selfplay-compare pairs the
# games: a run against its own shards differs in no game; runs of
# different starts do not compare. RUNNER is the native gridgames or
# `node build/wasm/gridgames-cli.js`.
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run=("$@")
game=(--rows 9 --cols 9 --mines 10 --start opening-3-3 --games 45 --seed outcomes-test)
fail=0
say() { echo "$*"; fail=1; }

"${run[@]}" selfplay "${game[@]}" --threads 1 --no-timing --outcomes "$tmp/one.txt" > "$tmp/report" || fail=1
"${run[@]}" selfplay "${game[@]}" --threads 3 --no-timing --outcomes "$tmp/three.txt" > /dev/null || fail=1
cmp -s "$tmp/one.txt" "$tmp/three.txt" || say "the outcomes on 3 threads differ from those on 1"
for k in 1 2 3; do
  "${run[@]}" selfplay "${game[@]}" --shard "$k/3" --outcomes "$tmp/shard-$k.txt" > /dev/null || fail=1
done
cat "$tmp/shard-3.txt" "$tmp/shard-1.txt" "$tmp/shard-2.txt" > "$tmp/shards.txt"

# The report's counts, from the outcomes: 45 lines of games, and as many
# won, and as many guesses, as the report says.
games=$(grep -cE '^[0-9]+ (won|lost) [0-9]+$' "$tmp/one.txt")
won=$(grep -cE '^[0-9]+ won ' "$tmp/one.txt")
guesses=$(awk '$2 == "won" || $2 == "lost" { q += $3 } END { print q + 0 }' "$tmp/one.txt")
[ "$games" = 45 ] || say "the outcomes hold $games games, not 45"
grep -q "^won $won of 45 games" "$tmp/report" || say "the outcomes say $won won; the report: $(sed -n 2p "$tmp/report")"
want=$(awk -v q="$guesses" 'BEGIN { printf "guesses %.3f per game", q / 45 }')
grep -qx "$want" "$tmp/report" || say "the outcomes say '$want'; the report: $(sed -n 3p "$tmp/report")"

# A run against its shards, put together in another order: the same games.
"${run[@]}" selfplay-compare "$tmp/one.txt" "$tmp/shards.txt" > "$tmp/compare" || fail=1
grep -q "^paired 45 games$" "$tmp/compare" || say "selfplay-compare did not pair 45 games"
grep -q "^won by A only 0, by B only 0, by both $won, by neither $((45 - won))$" "$tmp/compare" \
  || say "a run and its own shards differ: $(cat "$tmp/compare")"

# Another start is another run: refused, with status 2.
"${run[@]}" selfplay --rows 9 --cols 9 --mines 10 --games 45 --seed outcomes-test --no-timing \
  --outcomes "$tmp/corner.txt" > /dev/null || fail=1
"${run[@]}" selfplay-compare "$tmp/one.txt" "$tmp/corner.txt" > /dev/null 2> "$tmp/err"
status=$?
[ $status = 2 ] || say "comparing runs of two starts exited $status, not 2"
grep -q "are of different runs (start opening-3-3 and start safe-corner)" "$tmp/err" \
  || say "comparing runs of two starts said: $(cat "$tmp/err")"

[ $fail = 0 ] && { echo "45 games' outcomes: the same on 1 and 3 threads and in 3 shards; compared:"; cat "$tmp/compare"; }
exit $fail
