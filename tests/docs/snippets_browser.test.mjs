// snippets_browser.test.mjs — the docs' HTML snippets, and the JS and CSS
// ones marked <!-- doctest: browser: HTML --> (snippets.mjs), each made a
// page as the docs say to make one and opened in Chromium through the
// browser tests' harness (any console error or warning, page error, failed
// or foreign request fails it). Every element on the page must get ready
// and play: a Minesweeper element takes a Sweep, a Snakes & Ladders one a
// roll; a JS snippet must run to its end; a CSS snippet's ::part() names
// must be parts of the element.
//
// The pages are served, by the harness, from a folder that holds the site
// (GG_WEB_DIR, build/web: `gg-mines.js` as the elements' reference writes
// it), the package made by web/package/pack.mjs as node_modules/gridgames/
// (the package README's `node_modules/gridgames/gg-mines.js`, and the
// target of the import map that bare `gridgames/…` imports need without a
// bundler), and its *.js and *.wasm copied to games/ (embedding.md §2's
// plain page).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './markdown.mjs';
import { collect, pack, importMap } from './snippets.mjs';

const SITE = path.resolve(process.env.GG_WEB_DIR || path.join(ROOT, 'build/web'));
const snippets = collect().snippets.filter((s) => s.where === 'browser');
let work;
let s;

/** The page a snippet makes: an HTML snippet that is a whole document as
 * it is, else a page holding it (HTML: as the body; JS: a module script
 * after the marker's body, which then says it has run; CSS: the style
 * sheet of the marker's body). */
function pageOf(snippet, map) {
  if (snippet.lang === 'html' && /^\s*<!doctype/i.test(snippet.code)) return snippet.code;
  const body = snippet.lang === 'html' ? snippet.code : snippet.body;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${snippet.page}:${snippet.line}</title>
<link rel="icon" href="data:,">
<script type="importmap">${JSON.stringify(map)}</script>
${snippet.lang === 'css' ? `<style>\n${snippet.code}</style>` : ''}
</head>
<body>
${body}
${snippet.lang === 'js' ? `<script type="module">\n${snippet.code}window.ggSnippetRan = true;\n</script>` : ''}
</body>
</html>
`;
}

const pageName = (snippet) => `doc-${snippet.page.replace(/\W+/g, '-')}-${snippet.line}.html`;

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-doc-browser-'));
  const { stage } = pack(path.join(work, 'out'));
  const root = path.join(work, 'site');
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  for (const file of fs.readdirSync(SITE)) fs.symlinkSync(path.join(SITE, file), path.join(root, file));
  fs.symlinkSync(stage, path.join(root, 'node_modules/gridgames'));
  fs.mkdirSync(path.join(root, 'games'));
  for (const file of fs.readdirSync(stage).filter((f) => /\.(js|wasm)$/.test(f))) {
    fs.copyFileSync(path.join(stage, file), path.join(root, 'games', file));
  }
  // A whole page the docs show names no icon, so Chromium asks for the
  // site's /favicon.ico: any site has one (build/web's pages name theirs).
  fs.writeFileSync(path.join(root, 'favicon.ico'), '');
  const map = importMap(stage, '/node_modules/gridgames/');
  for (const snippet of snippets) fs.writeFileSync(path.join(root, pageName(snippet)), pageOf(snippet, map));
  // The harness serves GG_WEB_DIR, read when it is first imported.
  process.env.GG_WEB_DIR = root;
  const { setup } = await import('../browser/harness.mjs');
  s = await setup({ siteHeaders: false }); // the docs' pages are an embedder's, with their own policy
});
after(async () => {
  if (s) await s.done();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Wait for fn(arg) in the page to be true, failing at once on a problem. */
async function until(page, fn, arg, what, ms = 30000) {
  const end = Date.now() + ms;
  while (!(await page.evaluate(fn, arg))) {
    s.checkProblems();
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const snippet of snippets) {
  test(`${snippet.page}:${snippet.line} (${snippet.lang}): its elements get ready and play`, async () => {
    const page = await s.open(pageName(snippet), { waitGame: false });
    try {
      if (snippet.lang === 'js') await until(page, () => window.ggSnippetRan === true, null, 'the snippet runs to its end');
      const tags = await page.evaluate(() => [...new Set([...document.body.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.includes('-')))]);
      assert.ok(tags.length, 'the page holds an element');
      for (const tag of tags) await until(page, (t) => customElements.get(t) !== undefined, tag, `<${tag}> defined`);
      const played = await page.evaluate(async () => {
        const out = [];
        for (const el of document.body.querySelectorAll('*')) {
          if (!el.localName.includes('-')) continue;
          await el.ready;
          if (el.editing) el.editing = false;
          if (typeof el.roll === 'function') el.roll();
          else el.play('Sweep 1 1');
          out.push({ tag: el.localName, state: el.state, snakes: typeof el.roll === 'function' });
        }
        return out;
      });
      for (const p of played) {
        assert.ok(p.snakes ? ['playing', 'over'].includes(p.state) : ['playing', 'won'].includes(p.state), `<${p.tag}> plays: ${p.state}`);
      }
      if (snippet.lang === 'css') {
        const parts = [...snippet.code.matchAll(/::part\(([\w-]+)\)/g)].map((m) => m[1]);
        const missing = await page.evaluate((names) => {
          const roots = [...document.body.querySelectorAll('*')].filter((e) => e.shadowRoot).map((e) => e.shadowRoot);
          return names.filter((n) => !roots.some((r) => r.querySelector(`[part~="${n}"]`)));
        }, parts);
        assert.deepEqual(missing, [], 'every ::part() of the style sheet is a part of the element');
      }
      s.checkProblems();
    } finally {
      await page.close();
    }
  });
}
