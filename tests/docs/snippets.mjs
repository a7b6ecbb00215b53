// snippets.mjs — the docs' JS, HTML and CSS snippets as the snippet tests
// run them (docs/README.md, "Examples are tests"):
//   - a ```js block runs under Node against the packed package, installed
//     as users install it (snippets_node.test.mjs); a `prints:` block after
//     it is what it must print;
//   - a ```js block marked <!-- doctest: browser: HTML --> runs as a module
//     script in a page whose body is HTML, and a ```css block so marked is
//     the style sheet of such a page; a ```html block is a page, or a piece
//     of one's body (snippets_browser.test.mjs): each served with the site
//     and the package, opened in Chromium, every element in it must get
//     ready and play;
//   - <!-- doctest: skip: why --> runs nothing.
// Any other language (but the shell's, examples.mjs's) is a failure, so no
// block is dropped without a word.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, docPages, readPage } from './markdown.mjs';

export const LANGS = { js: 'js', javascript: 'js', mjs: 'js', html: 'html', css: 'css' };
const SHELL = new Set(['sh', 'shell', 'bash', 'console']);

/**
 * @typedef {{ page: string, line: number, lang: 'js' | 'html' | 'css',
 *   where: 'node' | 'browser' | 'skip', code: string, body: string,
 *   prints: string | null }} Snippet
 *   body: the page's markup a browser snippet runs beside (its marker's);
 *   prints: what a Node snippet must print, when the page shows it.
 */

/** Every snippet of the doc pages, and the blocks no test can run.
 * @returns {{ snippets: Snippet[], problems: string[] }} */
export function collect(pages = docPages()) {
  const snippets = [];
  const problems = [];
  for (const page of pages) {
    const items = readPage(page);
    items.forEach((item, k) => {
      if (item.kind !== 'block' || item.lang === '' || SHELL.has(item.lang)) return;
      const lang = LANGS[item.lang];
      const skip = item.markers.some((m) => m.word === 'skip');
      const browser = item.markers.find((m) => m.word === 'browser');
      const at = `${page}:${item.line}`;
      if (!lang) {
        if (!skip) problems.push(`${at}: no test runs a ${item.lang} block: mark it <!-- doctest: skip: why -->`);
        return;
      }
      const where = skip ? 'skip' : browser || lang !== 'js' ? 'browser' : 'node';
      if (lang === 'css' && where === 'browser' && !browser) {
        problems.push(`${at}: a css block runs in a page its marker gives (<!-- doctest: browser: HTML -->), or is marked skip`);
        return;
      }
      const next = items[k + 1];
      const prints = where === 'node' && next && next.kind === 'block' && next.intro === 'prints:' ? next.lines.join('\n') + '\n' : null;
      snippets.push({ page, line: item.line, lang, where, code: item.lines.join('\n') + '\n', body: browser ? browser.rest : '', prints });
    });
  }
  return { snippets, problems };
}

/** Per page: how many snippets run where, how many are skipped. */
export function tally(snippets) {
  const by = new Map();
  for (const s of snippets) {
    const key = s.where === 'skip' ? 'skipped by marker' : `${s.lang.toUpperCase()} in ${s.where === 'node' ? 'Node' : 'Chromium'}`;
    const counts = by.get(s.page) || {};
    counts[key] = (counts[key] || 0) + 1;
    by.set(s.page, counts);
  }
  return [...by].map(([page, counts]) => `${page}: ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(', ')}`);
}

/** Pack the package as ./build.sh package does (web/package/pack.mjs,
 * after the wasm build) into dir: { tarball, stage } (stage: the package's
 * files, unpacked). */
export function pack(dir) {
  const version = fs.readFileSync(path.join(ROOT, 'VERSION'), 'utf8').trim();
  execFileSync(process.execPath, [path.join(ROOT, 'web/package/pack.mjs'), dir], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return { tarball: path.join(dir, `gridgames-${version}.tgz`), stage: path.join(dir, 'gridgames') };
}

/** The import map a page needs for the package's bare specifiers, from its
 * package.json's exports (the browser's condition), the package at base. */
export function importMap(stage, base) {
  const pkg = JSON.parse(fs.readFileSync(path.join(stage, 'package.json'), 'utf8'));
  const imports = {};
  for (const [key, value] of Object.entries(pkg.exports)) {
    const file = typeof value === 'string' ? value : value.default;
    if (file && file.endsWith('.js')) imports[path.posix.join(pkg.name, key)] = base + file.replace(/^\.\//, '');
  }
  return { imports };
}
