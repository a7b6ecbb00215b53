#!/usr/bin/env bash
# installed_bin.sh PACK_DIR — `npx gridgames` with node alone: the packed
# npm package (PACK_DIR/gridgames-VERSION.tgz, from web/package/pack.mjs)
# installed from the file into a temporary prefix with npm, offline, and
# then every case file ctest runs through the wasm build
# (tests/cases/GROUP/NAME.in, by tests/run_case.sh) run through the
# installed bin, PREFIX/node_modules/.bin/gridgames: the same stdout,
# stderr and exit status. A failing case is named, with its diff. Also
# `npm exec` finds the bin, and the seeds rule holds through it
# (tests/seeds/cli_seeds.sh).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
pack_dir=$1
version=$(cat "$root/VERSION")
tgz=$pack_dir/gridgames-$version.tgz
[ -f "$tgz" ] || { echo "no $tgz: the package/pack test makes it"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
mkdir -p "$prefix"
echo '{ "name": "gg-bin-user", "private": true }' > "$prefix/package.json"
if ! (cd "$prefix" && npm install --offline --no-audit --no-fund --loglevel=error "$tgz") > "$tmp/npm.log" 2>&1; then
  echo "npm install of $tgz failed:"; cat "$tmp/npm.log"; exit 1
fi
bin=$prefix/node_modules/.bin/gridgames
[ -x "$bin" ] || { echo "the package installed no executable bin: $(ls -la "$prefix/node_modules/.bin" 2>&1)"; exit 1; }
fail=0
say=$(cd "$prefix" && npm exec --offline -- gridgames --version 2>&1)
[ "$say" = "gridgames $version" ] || { echo "npm exec -- gridgames --version said: $say"; fail=1; }

# Every case file, two at a time; each result in a file of its own.
export bin root
ls "$root"/tests/cases/*/*.in > "$tmp/cases" # as the root CMakeLists.txt globs them
mkdir "$tmp/results"
run_one() {
  local case=$1 name
  name=$(basename "$(dirname "$case")")/$(basename "$case" .in)
  if out=$(bash "$root/tests/run_case.sh" "$case" "$bin" 2>&1); then
    echo pass > "$2/${name//\//__}"
  else
    printf 'FAILED %s (through %s)\n%s\n' "$name" "$bin" "$out" > "$2/${name//\//__}"
  fi
}
export -f run_one
xargs -P "$(nproc 2>/dev/null || echo 2)" -I{} bash -c 'run_one "$1" "$2"' _ {} "$tmp/results" < "$tmp/cases"
total=$(wc -l < "$tmp/cases")
passed=$(grep -lx pass "$tmp/results"/* 2>/dev/null | wc -l)
grep -hv -x pass "$tmp/results"/* 2>/dev/null
[ "$passed" -eq "$total" ] || fail=1
echo "$passed of $total case files give the same bytes and exit status through the installed bin"

bash "$root/tests/seeds/cli_seeds.sh" "$bin" || fail=1
exit $fail
