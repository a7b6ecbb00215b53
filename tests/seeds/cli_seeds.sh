#!/usr/bin/env bash
# cli_seeds.sh RUNNER... — the one rule for seeds (docs/seeds.md) in the
# command-line runner: with no --seed, `generate`, `snakes --random`,
# `snakes --design` and `selfplay` each choose a random seed and name it
# (on stderr before the output; selfplay in its report), a whole number
# below 10^12; given again with --seed, that seed gives the same output,
# and nothing on stderr; two runs without a seed choose two seeds.
# RUNNER is the native gridgames, `node build/wasm/gridgames-cli.js`, or
# the npm package's installed bin.
set -u
run=("$@")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "$*"; fail=1; }

# seeded WHAT COMMAND ARGS...: run without a seed, read the seed named on
# stderr (into $seed), run again with it.
seeded() {
  local what=$1 command=$2
  shift 2
  "${run[@]}" "$command" "$@" > "$tmp/first" 2> "$tmp/first.err" || { bad "$command $*: failed: $(cat "$tmp/first.err")"; return; }
  seed=$(sed -n "s/^gridgames $command: random seed \([0-9]*\) (--seed \1 gives this $what again)\$/\1/p" "$tmp/first.err")
  if [ -z "$seed" ] || [ "$(wc -l < "$tmp/first.err")" -ne 1 ] || [ ${#seed} -gt 12 ]; then
    bad "$command $*: stderr does not name one random seed below 10^12: $(cat "$tmp/first.err")"
    return
  fi
  "${run[@]}" "$command" "$@" --seed "$seed" > "$tmp/again" 2> "$tmp/again.err" || bad "$command $* --seed $seed: failed"
  [ -s "$tmp/again.err" ] && bad "$command $* --seed $seed: stderr not empty: $(cat "$tmp/again.err")"
  cmp -s "$tmp/first" "$tmp/again" || { bad "$command $*: --seed $seed does not give the same $what again:"; diff "$tmp/first" "$tmp/again" | head -5; }
}

seed=
seeded layout generate --rows 9 --cols 9 --mines 10 --first 5,5
first_seed=$seed
seeded layout generate --rows 16 --cols 30 --mines 99 --first 8,8 --start noguess
seeded board snakes --random --side 8 --code
seeded board snakes --design --side 6 --expected 12 --code
seeded layout generate --rows 9 --cols 9 --mines 10 --first 5,5
[ -n "$seed" ] && [ "$seed" = "$first_seed" ] && bad "two runs without --seed chose the same seed, $seed"

# selfplay names its seed in the report's first line.
"${run[@]}" selfplay --rows 9 --cols 9 --mines 10 --games 20 --no-timing > "$tmp/report" 2> "$tmp/report.err" || bad "selfplay failed"
[ -s "$tmp/report.err" ] && bad "selfplay without --seed wrote to stderr: $(cat "$tmp/report.err")"
seed=$(sed -n '1s/^selfplay 9 x 9, 10 mines, start safe-corner (first click row 1, column 1), seed \([0-9]\{1,12\}\)$/\1/p' "$tmp/report")
if [ -z "$seed" ]; then
  bad "selfplay's report does not name a random seed: $(head -1 "$tmp/report")"
else
  "${run[@]}" selfplay --rows 9 --cols 9 --mines 10 --games 20 --no-timing --seed "$seed" > "$tmp/again"
  cmp -s "$tmp/report" "$tmp/again" || bad "selfplay --seed $seed does not give the same report"
fi
[ $fail = 0 ] && echo "seeds: generate (2), snakes --random, snakes --design and selfplay name a random seed, which gives the same output again"
exit $fail
