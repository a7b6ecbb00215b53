#!/usr/bin/env bash
# check_paths.sh [ROOT [PATHSPEC...]] — every engine file and folder that
# the repository names exists. Reads the files git tracks under ROOT (the
# repository, by default this script's; PATHSPEC narrows them as for
# `git ls-files`, e.g. ':!web' or 'web'), finds each path written as
# engine/..., a file (engine/rules/mines.h) or a folder (engine/solver/,
# engine/wasm), in code, comments, docs, tests and build files, and checks
# that it is there. A path written with a capital placeholder
# (engine/wasm/wasm_GAME.c) is a pattern, not a file, and is not checked;
# of a glob or a variable (engine/wasm/*.c, engine/${layer}) only the
# folder before it is.
#
# Prints one line per missing path, FILE:LINE: PATH, and exits 1; prints a
# summary and exits 0 when every path exists; exits 77 (skipped) when ROOT
# is not a git checkout.
set -u
root=${1:-$(dirname "$0")/../..}
shift $(($# > 0 ? 1 : 0))
cd "$root" 2>/dev/null || { echo "check_paths: no folder $root" >&2; exit 2; }
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "check_paths: skipped, $root is not a git checkout"
  exit 77
fi

missing=0 named=0
declare -A files_seen=()
# "file:line:match" for each engine path on each line of each text file;
# the match may start with the character before "engine/".
while IFS= read -r hit; do
  file=${hit%%:*}
  rest=${hit#*:}
  line=${rest%%:*}
  path=engine/${rest#*engine/}
  if [[ $path =~ [][*?{\$\<]$ ]]; then
    path=${path%/*}/ # a glob, a variable or a <placeholder>: its folder
  fi
  while [[ $path == *. ]]; do path=${path%.}; done # a sentence's full stop
  [[ $path =~ [A-Z] ]] && continue
  named=$((named + 1))
  files_seen[$file]=1
  if { [[ $path == */ ]] && [ ! -d "$path" ]; } || [ ! -e "$path" ]; then
    echo "$file:$line: $path does not exist"
    missing=$((missing + 1))
  fi
done < <(git ls-files -z -- "$@" | xargs -0 -r grep -IonE '(^|[^A-Za-z0-9_.-])engine/([A-Za-z0-9_-]+/)*[A-Za-z0-9_.-]*[][*?{$<]?' --)

if [ "$missing" -gt 0 ]; then
  echo "check_paths: $missing of $named engine paths named do not exist"
  exit 1
fi
echo "check_paths: $named engine paths named in ${#files_seen[@]} files, all there"
