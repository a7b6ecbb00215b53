#!/usr/bin/env bash
# catches_wrong_include.sh — check_layers.sh must fail, naming the file and
# the include, on a copy of the engine with deliberately wrong includes: a
# rule that reaches up into a text format, the solver reaching across into
# Snakes & Ladders' odds beside it, and the wasm front end reaching across
# into the CLI's. (A checker that passes everything tests nothing.)
set -u
here=$(dirname "$0")
engine=${1:-$here/../../engine}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$engine" "$tmp/engine"
sed -i '1a #include "formats/minesfile.h"' "$tmp/engine/rules/mines.c"
sed -i '1a #include "odds/snakesdesign.h"' "$tmp/engine/solver/cellset.c"
sed -i '1a #include "cli/cli_io.h"' "$tmp/engine/wasm/wasm_review.c"

out=$(bash "$here/check_layers.sh" "$tmp/engine")
rc=$?
. "$here/expect_complaints.sh"
expect_complaints check_layers.sh "$out" "$rc" '^[a-z]*/[a-z_0-9]*\.[ch]:' \
  'rules/mines.c:2: #include "formats/minesfile.h": formats is a layer above rules' \
  'solver/cellset.c:2: #include "odds/snakesdesign.h": solver and odds stand side by side and never include each other' \
  'wasm/wasm_review.c:2: #include "cli/cli_io.h": the front ends wasm and cli never include each other' || exit 1
echo "check_layers.sh caught all three wrong includes"
