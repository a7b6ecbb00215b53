#!/usr/bin/env bash
# parallel_recipe.sh GRIDGAMES — docs/cli.md §6.6's GNU Parallel recipe for selfplay
# shards (section "selfplay"), run on this machine: `--sshlogin :` is GNU
# Parallel's name for the local computer, where docs/cli.md names hosts.
# The merged report must be the one run of all the games, byte for byte.
# Exits 77 (skipped) without GNU Parallel (./build.sh deps installs it).
set -u
command -v parallel >/dev/null || { echo "GNU parallel is not installed: skipped"; exit 77; }
gridgames=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$gridgames" "$tmp/bin/gridgames"
export PATH=$tmp/bin:$PATH
cd "$tmp"
game="--rows 9 --cols 9 --mines 10 --games 80 --seed 1"

# The recipe, as docs/cli.md writes it but for the host list and the game count.
seq 4 | parallel --will-cite -j2 --sshlogin : \
  gridgames selfplay $game --threads 1 --shard {}/4 > shards.txt || exit 1
gridgames selfplay-merge shards.txt > merged.txt || exit 1

gridgames selfplay $game --no-timing > one-run.txt || exit 1
if ! cmp -s one-run.txt merged.txt; then
  echo "the merged shards differ from one run:"
  diff one-run.txt merged.txt
  exit 1
fi
echo "4 shards by GNU Parallel merged = 1 run:"
cat merged.txt
