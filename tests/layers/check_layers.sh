#!/usr/bin/env bash
# check_layers.sh [ENGINE_DIR] — the engine's layering, checked rather than
# remembered. Each folder of engine/ is a layer, and a file may include
# headers of its own layer and of the layers it stands on, never of a layer
# above it or beside it:
#
#   base  <-  rules  <-  solver  <-  gen  <-  play  <-  formats  <-  cli | wasm
#                    <-  odds  <-----------------------  formats
#
# (base: status, errors, output, PRNG, JSON scanner; rules: the games;
# solver: what a Minesweeper player can know; odds: what the dice give in
# Snakes & Ladders; gen: mine layouts made at the first click; play: whole
# games played and judged; formats: the text formats; cli and wasm: the two
# front ends). solver and odds stand side by side, as do cli and wasm, and
# neither of a pair includes the other. Every engine include names its
# layer ("rules/mines.h"), so the rule can be read off the #include lines.
# Prints one line per broken rule, naming the file, its line and the
# include, and exits 1; prints a summary and exits 0 when all is well.
set -u
engine=${1:-$(dirname "$0")/../../engine}
[ -d "$engine" ] || { echo "check_layers: no engine folder at $engine" >&2; exit 2; }

# The layers each layer may include besides its own.
uses() {
  case $1 in
    base) echo "" ;;
    rules) echo "base" ;;
    solver | odds) echo "base rules" ;;
    gen) echo "base rules solver" ;;
    play) echo "base rules solver gen" ;;
    formats) echo "base rules solver odds gen play" ;;
    cli | wasm) echo "base rules solver odds gen play formats" ;;
    *) echo "-" ;;
  esac
}
layers="base, rules, solver, odds, gen, play, formats, cli, wasm"

bad=0 files=0 includes=0
for path in "$engine"/*/*.[ch]; do
  [ -e "$path" ] || continue
  layer=$(basename "$(dirname "$path")")
  own=$(uses "$layer")
  name="$layer/$(basename "$path")"
  files=$((files + 1))
  if [ "$own" = "-" ]; then
    echo "$name: engine/$layer is not a layer ($layers)"
    bad=$((bad + 1))
    continue
  fi
  # "line:header" for each quoted include
  while IFS=: read -r line header; do
    includes=$((includes + 1))
    target=${header%%/*}
    if [ "$target" = "$header" ]; then
      echo "$name:$line: #include \"$header\" does not name its layer (write \"LAYER/$header\")"
      bad=$((bad + 1))
      continue
    fi
    theirs=$(uses "$target")
    if [ "$theirs" = "-" ]; then
      echo "$name:$line: #include \"$header\": $target is not a layer of the engine"
      bad=$((bad + 1))
    elif [ "$target" != "$layer" ] && [[ " $own " != *" $target "* ]]; then
      if [[ " $theirs " == *" $layer "* ]]; then
        why="$target is a layer above $layer"
      elif [ "$layer" = cli ] || [ "$layer" = wasm ]; then
        why="the front ends $layer and $target never include each other"
      else
        why="$layer and $target stand side by side and never include each other"
      fi
      echo "$name:$line: #include \"$header\": $why"
      bad=$((bad + 1))
    fi
  done < <(awk '/^[ \t]*#[ \t]*include[ \t]*"/ {
                 h = $0; sub(/^[^"]*"/, "", h); sub(/".*/, "", h); print FNR ":" h }' "$path")
done

if [ "$files" -eq 0 ]; then
  echo "check_layers: no source files under $engine/*/" >&2
  exit 2
fi
if [ "$bad" -gt 0 ]; then
  echo "check_layers: $bad include(s) break the layering"
  exit 1
fi
echo "check_layers: $files files, $includes engine includes, all within the layering"
