#!/usr/bin/env bash
# compare.sh — deal the same Expert layouts to our solver and to a local
# build of DavidNHill/Minesweeper's Java solver, record every move of each,
# and study the games only one of them wins (tests/research/README.md).
#
#   GG_JAVA_SOLVER_CLASSES=/work/java-solver/classes \
#     tests/research/compare.sh [START] [GAMES] [SEED] [SAMPLES] [CHUNK] [OUT]
#
# START safe-corner (default) or opening-3-3; GAMES 20000; SEED 1 (the
# layouts of `gridgames selfplay --seed SEED --start START`); SAMPLES 40
# layouts per divergence for the worth of each choice; CHUNK 2500 games
# per Java run; OUT /work/research-out/START-seedSEED. One Java process at
# a time, beside one divergence run: two threads at most. Run it niced.
# Finished chunks are kept: run it again to go on where it stopped.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
start=${1:-safe-corner}
games=${2:-20000}
seed=${3:-1}
samples=${4:-40}
chunk=${5:-2500}
out=${6:-/work/research-out/$start-seed$seed}
classes=${GG_JAVA_SOLVER_CLASSES:?set GG_JAVA_SOLVER_CLASSES to the compiled classes of the Java solver}
build=${GG_RESEARCH_BUILD:-$repo/build/native}

mkdir -p "$out/bin"
# The engine library, as the CLI is built; then our two small tools.
if [ ! -f "$build/libggengine.a" ]; then
    cmake -S "$repo" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" -j2 --target ggengine >/dev/null
fi
cc -O2 -std=c11 -Wall -I "$repo/engine" "$here/gg_research.c" "$build/libggengine.a" -lm -o "$out/bin/gg_research"
javac -nowarn -cp "$classes" -d "$out/bin" "$here/GgJavaDriver.java"

# Java plays the chunks one after another; our divergence study follows
# a chunk behind: one Java thread and one of ours, no more.
play_all() {
    for ((first = 0; first < games; first += chunk)); do
        n=$chunk
        if [ $((first + n)) -gt "$games" ]; then n=$((games - first)); fi
        printf -v tag '%07d' "$first"
        [ -s "$out/java-$tag.txt" ] && continue
        "$out/bin/gg_research" play "$seed" "$start" "$first" "$n" "$out/layouts-$tag.txt" "$out/ours-$tag.txt" \
            2>"$out/ours-$tag.log"
        java -XX:ActiveProcessorCount=1 -cp "$classes:$out/bin" GgJavaDriver "$out/layouts-$tag.txt" \
            "$out/java-$tag.tmp" 2>"$out/java-$tag.log"
        mv "$out/java-$tag.tmp" "$out/java-$tag.txt"
    done
}
play_all &
player=$!
for ((first = 0; first < games; first += chunk)); do
    printf -v tag '%07d' "$first"
    [ -s "$out/diverge-$tag.txt" ] && continue
    while [ ! -s "$out/java-$tag.txt" ]; do
        kill -0 "$player" 2>/dev/null || [ -s "$out/java-$tag.txt" ] || { echo "compare.sh: chunk $tag not played" >&2; exit 1; }
        sleep 5
    done
    "$out/bin/gg_research" diverge "$start" "$out/ours-$tag.txt" "$out/java-$tag.txt" "$out/layouts-$tag.txt" \
        "$samples" "$out/diverge-$tag.tmp" 2>"$out/diverge-$tag.log"
    mv "$out/diverge-$tag.tmp" "$out/diverge-$tag.txt"
done
wait "$player"
python3 "$here/summarize.py" "$out" >"$out/summary.md"
cat "$out/summary.md"
