#!/usr/bin/env bash
# catches_stale_path.sh — check_paths.sh must fail, naming the file, the
# line and the path, on a throwaway repository whose text names an engine
# file and an engine folder that are not there, and must let pass what is
# there, a glob's folder and a placeholder. (A checker that passes
# everything tests nothing.) The stale paths are put together at run
# time, so that this file names none itself.
set -u
here=$(cd "$(dirname "$0")" && pwd)
command -v git >/dev/null || { echo "skipped: no git"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
e=engine
mkdir -p "$tmp/$e/rules"
: > "$tmp/$e/rules/mines.h"
cat > "$tmp/notes.md" <<TEXT
The rules are $e/rules/mines.h, in $e/rules/ with $e/rules/*.c beside it.
A new game adds $e/wasm/wasm_GAME.c.
The solver was $e/solver_gone.c.
Its folder was $e/nowhere/ and is no more.
TEXT
git -C "$tmp" init -q && git -C "$tmp" add -A || { echo "cannot make a git repository in $tmp"; exit 1; }

out=$(bash "$here/check_paths.sh" "$tmp")
rc=$?
. "$here/expect_complaints.sh"
expect_complaints check_paths.sh "$out" "$rc" 'does not exist$' \
  "notes.md:3: $e/solver_gone.c does not exist" "notes.md:4: $e/nowhere/ does not exist" || exit 1
echo "check_paths.sh caught both stale paths"
