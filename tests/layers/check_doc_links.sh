#!/usr/bin/env bash
# check_doc_links.sh [ROOT] — every relative link in README.md and docs/*.md
# points at a file that exists and, when it names an anchor (`file.md#x` or
# `#x`), at a heading of that file: anchors are GitHub's heading slugs
# (lower case; punctuation but `-` and `_` dropped; each space a `-`; a
# repeated heading gets `-1`, `-2`, …). Links in code blocks and spans are
# not links; http(s) and mailto links are not checked. Prints each broken
# link as FILE:LINE: TARGET (reason); exit status 1 if there is one.
set -u
root=$(cd "${1:-$(dirname "$0")/../..}" && pwd)
cd "$root" || exit 2
python3 - README.md docs/*.md <<'PY'
import os, re, sys

def slugs(path):
    """The anchors GitHub gives the headings of a Markdown file."""
    seen, out, fence = {}, set(), False
    for line in open(path, encoding='utf-8'):
        if line.lstrip().startswith('```'):
            fence = not fence
            continue
        m = None if fence else re.match(r'#{1,6}\s+(.*?)\s*#*\s*$', line)
        if not m:
            continue
        text = re.sub(r'!?\[([^\]]*)\]\([^)]*\)', r'\1', m.group(1))  # a link's text only
        slug = re.sub(r'[^\w\- ]', '', text.lower()).replace(' ', '-')
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        out.add(slug if n == 0 else f'{slug}-{n}')
    return out

cache, bad = {}, 0
for src in sys.argv[1:]:
    fence = False
    for no, line in enumerate(open(src, encoding='utf-8'), 1):
        if line.lstrip().startswith('```'):
            fence = not fence
            continue
        if fence:
            continue
        line = re.sub(r'`[^`]*`', '', line)  # code spans
        for target in re.findall(r'\]\(([^)\s]+)\)', line):
            if re.match(r'[a-z]+:', target):
                continue
            file, _, anchor = target.partition('#')
            dest = os.path.normpath(os.path.join(os.path.dirname(src), file)) if file else src
            reason = None
            if dest.startswith('..') or os.path.isabs(dest):
                reason = 'outside the repository'
            elif not os.path.exists(dest):
                reason = 'no such file'
            elif anchor and dest.endswith('.md'):
                if dest not in cache:
                    cache[dest] = slugs(dest)
                if anchor not in cache[dest]:
                    reason = 'no such heading'
            if reason:
                print(f'{src}:{no}: {target} ({reason})')
                bad += 1
print(f'{bad} broken link(s)' if bad else 'every link resolves')
sys.exit(1 if bad else 0)
PY
