#!/usr/bin/env bash
# check_install.sh BUILD_DIR VERSION — `cmake --install BUILD_DIR` into a
# temporary prefix (what ./build.sh install does), then: every file is
# where its reader looks for it; the command runs from the prefix's bin on
# a PATH; the man page and each completion installed are what that
# program prints of itself (`gridgames --generate KIND`); and the man page
# renders without a warning (groff -ww, and man --warnings when man-db is
# there).
set -u
build=$1 version=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail=0
bad() { echo "$*"; fail=1; }

cmake --install "$build" --prefix "$prefix" > "$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; exit 1; }

declare -A installed=([man]=share/man/man1/gridgames.1
                      [bash]=share/bash-completion/completions/gridgames
                      [zsh]=share/zsh/site-functions/_gridgames
                      [fish]=share/fish/vendor_completions.d/gridgames.fish)
[ -x "$prefix/bin/gridgames" ] || bad "bin/gridgames is not installed (or not executable)"
for kind in "${!installed[@]}"; do
  [ -s "$prefix/${installed[$kind]}" ] || bad "${installed[$kind]} is not installed"
done
[ $fail = 0 ] || { echo "installed:"; (cd "$prefix" && find . -type f | sort); exit 1; }

# The command, found on a PATH, runs.
export PATH=$prefix/bin:$PATH
[ "$(gridgames --version)" = "gridgames $version" ] || bad "gridgames --version says '$(gridgames --version)'"
game=$(printf '2 2\n.*\n..\nSweep 1 1\nQuit\n' | gridgames mines)
[ "$game" = "$(printf '1 cell(s) detected\n1 1 1\ngive up\ntotal step 1')" ] || bad "a game through the installed command printed: $game"

# Each description installed is the one the program gives.
for kind in "${!installed[@]}"; do
  gridgames --generate "$kind" > "$tmp/$kind" || bad "gridgames --generate $kind failed"
  cmp -s "$tmp/$kind" "$prefix/${installed[$kind]}" ||
    { bad "${installed[$kind]} differs from gridgames --generate $kind:"; diff "$tmp/$kind" "$prefix/${installed[$kind]}" | head -10; }
done

# The man page renders without a warning.
page=$prefix/${installed[man]}
groff -ww -man -z -Tutf8 "$page" 2> "$tmp/groff.err" || bad "groff failed on the man page"
[ -s "$tmp/groff.err" ] && { bad "groff -ww warns about the man page:"; cat "$tmp/groff.err"; }
if command -v man > /dev/null; then
  MANWIDTH=80 man --warnings -l "$page" > "$tmp/man.txt" 2> "$tmp/man.err" || bad "man -l failed on the man page"
  [ -s "$tmp/man.err" ] && { bad "man --warnings warns about the man page:"; cat "$tmp/man.err"; }
  grep -q "selfplay-merge" "$tmp/man.txt" || bad "the rendered man page does not name selfplay-merge"
  # man finds it by name under the prefix too
  MANPATH=$prefix/share/man man -w gridgames > /dev/null 2>&1 || bad "man -w gridgames does not find the page under $prefix/share/man"
fi

[ $fail = 0 ] && echo "installed under a prefix: bin/gridgames $version, its man page and 3 completions, each as the program describes itself"
exit $fail
