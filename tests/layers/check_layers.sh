#!/usr/bin/env bash
# check_layers.sh [ENGINE_DIR] — the engine's layering, checked rather than
# remembered. Each folder of engine/ is a layer, and a file may include
# headers of its own layer and of the layers below it, never above:
#
#   base  <-  rules  <-  solver  <-  formats  <-  cli | wasm
#
# (base: status, errors, output, PRNG, JSON scanner; rules: the games;
# solver: the solver and the layout generators; formats: the text formats;
# cli and wasm: the two front ends, which never include each other). Every
# engine include names its layer ("rules/mines.h"), so the rule can be read
# off the #include lines. Prints one line per broken rule, naming the file,
# its line and the include, and exits 1; prints a summary and exits 0 when
# all is well.
set -u
engine=${1:-$(dirname "$0")/../../engine}
[ -d "$engine" ] || { echo "check_layers: no engine folder at $engine" >&2; exit 2; }

rank() {
  case $1 in
    base) echo 0 ;; rules) echo 1 ;; solver) echo 2 ;; formats) echo 3 ;;
    cli | wasm) echo 4 ;; *) echo -1 ;;
  esac
}

bad=0 files=0 includes=0
for path in "$engine"/*/*.[ch]; do
  [ -e "$path" ] || continue
  layer=$(basename "$(dirname "$path")")
  own=$(rank "$layer")
  name="$layer/$(basename "$path")"
  files=$((files + 1))
  if [ "$own" -lt 0 ]; then
    echo "$name: engine/$layer is not a layer (base, rules, solver, formats, cli, wasm)"
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
    theirs=$(rank "$target")
    if [ "$theirs" -lt 0 ]; then
      echo "$name:$line: #include \"$header\": $target is not a layer of the engine"
      bad=$((bad + 1))
    elif [ "$target" != "$layer" ] && [ "$theirs" -ge "$own" ]; then
      if [ "$theirs" -eq "$own" ]; then
        why="the front ends $layer and $target never include each other"
      else
        why="$target is a layer above $layer"
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
