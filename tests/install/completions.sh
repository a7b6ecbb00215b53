#!/usr/bin/env bash
# completions.sh GRIDGAMES — the shell completions `gridgames --generate
# bash|zsh|fish` prints complete what the program's declaration says
# (`gridgames --generate options`: each command, its options, a choice's
# values). bash: the function is registered (complete -p) and, called as
# bash calls it (COMP_WORDS, COMP_CWORD), offers every command, every
# option of each command and every value of each choice, also after
# `--name=`. fish: the same asked through `complete -C`. zsh: the script
# parses, and compinit binds it to gridgames. A shell that is not
# installed is said and skipped (./build.sh deps installs zsh and fish).
set -u
gridgames=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "$*"; fail=1; }
for kind in bash zsh fish options; do
  "$gridgames" --generate $kind > "$tmp/$kind" || { echo "gridgames --generate $kind failed"; exit 1; }
done

# What each command line should offer, from the declaration: "WORDS|OFFERS".
commands=$(awk 'NF == 1 && $1 != "-" { print $1 }' "$tmp/options")
{
  echo "gridgames |$(echo $commands) --help --version"
  for c in $commands; do
    echo "gridgames $c --|$(awk -v c="$c" '$1 == c && NF > 1 { printf "%s ", $2 }' "$tmp/options")--help --version"
  done
  awk 'NF > 2 { choices = $3; for (i = 4; i <= NF; i++) choices = choices " " $i
                print "gridgames " $1 " " $2 " |" choices
                print "gridgames " $1 " " $2 "=|" choices }' "$tmp/options"
} > "$tmp/expected"
[ "$(wc -l < "$tmp/expected")" -gt 20 ] || bad "too few completions to check: $(cat "$tmp/options")"
sorted() { tr ' ' '\n' | sed '/^$/d' | sort | tr '\n' ' '; }

# bash
checked=0
while IFS='|' read -r words offers; do
  got=$(bash -c '
    source "$1"
    complete -p gridgames > /dev/null || { echo "NOT REGISTERED"; exit; }
    read -r -a COMP_WORDS <<< "$2"
    [[ $2 == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    _gridgames
    printf "%s\n" "${COMPREPLY[@]}"' bash "$tmp/bash" "$words" | sed 's/^--[a-z-]*=//' | sorted)
  want=$(echo "$offers" | sorted)
  [ "$got" = "$want" ] || bad "bash: '$words' offers [$got], the declaration [$want]"
  checked=$((checked + 1))
done < "$tmp/expected"
echo "bash: $checked command lines complete as declared"

# fish
if command -v fish > /dev/null; then
  checked=0
  while IFS='|' read -r words offers; do
    [[ $words == *= ]] && continue # fish completes a value after the space
    # fish offers options only for a word that starts with -
    [ "$words" = "gridgames " ] && offers=$(echo $commands)
    got=$(fish -c 'source $argv[1]; complete -C$argv[2]' "$tmp/fish" "$words" | cut -f1 | sorted)
    want=$(echo "$offers" | sorted)
    [ "$got" = "$want" ] || bad "fish: '$words' offers [$got], the declaration [$want]"
    checked=$((checked + 1))
  done < <(cat "$tmp/expected"; echo "gridgames -|--help --version")
  echo "fish: $checked command lines complete as declared"
else
  echo "fish is not installed: its completion is not checked"
fi

# zsh
if command -v zsh > /dev/null; then
  zsh -n "$tmp/zsh" || bad "zsh cannot parse the zsh completion"
  mkdir "$tmp/fpath" && cp "$tmp/zsh" "$tmp/fpath/_gridgames"
  bound=$(HOME=$tmp zsh -f -c 'fpath=("$1" $fpath); autoload -U compinit; compinit -u -d "$HOME/.zcompdump"
                               print -r -- ${_comps[gridgames]}' zsh "$tmp/fpath")
  [ "$bound" = _gridgames ] || bad "zsh: compinit binds gridgames to '$bound', not _gridgames"
  echo "zsh: the completion parses and compinit binds it"
else
  echo "zsh is not installed: its completion is not checked"
fi
exit $fail
