#!/usr/bin/env bash
# publish_ready.sh PACK_DIR — the packed npm package is ready to publish
# (nothing is published): publint and @arethetypeswrong/cli (attw), both
# pinned in package-lock.json, read the tarball and find nothing to report.
#
# attw's checks are narrowed twice, each for what the package is, not to
# hide a fault in it:
#  --profile esm-only: the package is ES modules only ("type": "module",
#    node >= 18), so a CommonJS require() resolving to ESM is what it
#    means to be, not a mistake; CommonJS code reaches it with import().
#  --exclude-entrypoints for the five .wasm files: they are exported as
#    files, for bundlers and configure({ wasmUrl }), not modules, and have
#    no types to resolve.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
tgz=$1/gridgames-$(cat "$root/VERSION").tgz
[ -f "$tgz" ] || { echo "no $tgz: the package/pack test makes it"; exit 1; }
fail=0
echo "== publint $tgz"
"$root/node_modules/.bin/publint" run --strict "$tgz" || fail=1
echo "== attw $tgz"
"$root/node_modules/.bin/attw" "$tgz" --profile esm-only --format ascii --no-color --no-emoji \
  --exclude-entrypoints ./gg-mines.wasm ./gg-mines-solver.wasm ./gg-mines-analysis.wasm ./gg-snakes.wasm ./gg-snakes-maker.wasm || fail=1
exit $fail
