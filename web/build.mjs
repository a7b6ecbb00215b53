// build.mjs — the site and the npm package's modules from web/src and the
// two engines' wasm (web/CMakeLists.txt runs it after emcc):
//
//   node web/build.mjs WASM_DIR SITE_DIR PACKAGE_DIR
//   node web/build.mjs sw SITE_DIR       stamp SITE_DIR/sw.js again
//
// The ES modules of web/src are bundled by esbuild from their entry points:
// each game's element module and workers, both games together, the
// headless API, the pages' scripts. The site builds its bundles apart
// (SITE_BUNDLES), so a page fetches few files for its first game and what
// it imports with import() comes later as a chunk of its own; the package
// bundles its entries together (PACKAGE_ENTRIES), code they share in
// chunks that each imports, for the app's bundler to take apart. Both are
// minified by esbuild, then once more by terser (its compressor finds
// what esbuild's leaves: some 2% of a page's script, gzipped). Names the
// outside sees are kept: esbuild renames only the
// internal properties MANGLED names (the elements' private fields, the
// engine's field indexes), never the wasm's exports (`_gg_…`,
// `_initialize`, the memory views) nor `_game`, which a test reaches into.
//
// The pages are minified by html-minifier-terser, the style sheets (the
// site's and the elements' shadow-root sheets in style.js) by esbuild's
// CSS minifier. The service worker (sw.js) is
// stamped last with the list of the site's files and a hash of them all.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { minify as minifyHtml } from 'html-minifier-terser';
import { minify as terser } from 'terser';
import { CONTENT_SECURITY_POLICY } from './policy.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const version = fs.readFileSync(path.join(root, 'VERSION'), 'utf8').trim();

/** What the site is built from: bundles, each of entries built together
 * (output name -> source). The Snakes & Ladders page starts its worker as
 * it loads (the win chances), so the two share their chunks; Minesweeper's
 * starts its workers only for big boards and the position editor, and
 * keeps its first load in one file. The embeds are a file each. */
const SITE_BUNDLES = [
  { mines: 'src/pages/mines.js' },
  { 'gg-mines-worker': 'src/mines/worker.js' },
  { 'gg-mines-analysis-worker': 'src/mines/analysis-worker.js' },
  { snakes: 'src/pages/snakes.js', 'gg-snakes-worker': 'src/snakes/worker.js' },
  { 'gg-mines': 'src/mines/index.js' },
  { 'gg-snakes': 'src/snakes/index.js' },
  { gridgames: 'src/index.js' },
  { site: 'src/pages/front.js' },
];
/** What the package is built from, all together: output name -> source. */
const PACKAGE_ENTRIES = {
  'gg-mines': 'src/mines/index.js',
  'gg-snakes': 'src/snakes/index.js',
  'gg-mines-worker': 'src/mines/worker.js',
  'gg-snakes-worker': 'src/snakes/worker.js',
  'gg-mines-analysis-worker': 'src/mines/analysis-worker.js',
  index: 'src/index.js',
  elements: 'src/elements.js',
  headless: 'src/headless.js',
};
const WASM = ['gg-mines.wasm', 'gg-mines-solver.wasm', 'gg-snakes.wasm', 'gg-snakes-maker.wasm', 'gg-mines-analysis.wasm'];

/** The shadow roots' sheets and markup in each game's style.js, minified as CSS
 * (esbuild) and as HTML (html-minifier-terser) before bundling. A template
 * there is plain text: no ${} in it but another of the file's plain
 * templates by name (`${FACE_SVG}`), put in first. */
const styles = {
  name: 'gridgames-styles',
  setup(build) {
    build.onLoad({ filter: /[\\/][\w-]*style\.js$/ }, async (args) => {
      let text = await fs.promises.readFile(args.path, 'utf8');
      const plain = new Map([...text.matchAll(/\bconst (\w+)\s*=\s*`([^`$\\]*)`/g)].map((m) => [m[1], m[2]]));
      text = text.replace(/\$\{(\w+)\}/g, (all, name) => (plain.has(name) ? plain.get(name) : all));
      const parts = [];
      const template = /(\bexport const \w+_(STYLE|MARKUP|SVG)\s*=\s*`)([^`$\\]*)`/g;
      for (const m of text.matchAll(template)) parts.push(m);
      for (const m of parts.reverse()) {
        const [whole, head, kind, body] = m;
        const small = kind === 'STYLE' ? (await esbuild.transform(body, { loader: 'css', minify: true })).code.trim()
          : await minifyHtml(body, HTML_OPTIONS);
        text = text.slice(0, m.index) + head + small + '`' + text.slice(m.index + whole.length);
      }
      return { contents: text, loader: 'js' };
    });
  },
};

/** The languages' messages (web/src/words/LANG/PART.js, core/i18n.js):
 * each built once, as words-LANG-PART.js beside the modules, and every
 * import() of one left as an import of that file (not a chunk each
 * bundle of the site would have a copy of, under a name of its own). */
const WORDS_DIR = path.join(here, 'src/words');
const words = {
  name: 'gridgames-words',
  setup(build) {
    build.onResolve({ filter: /[\\/]words[\\/][\w-]+[\\/]\w+\.js$/ }, (args) => {
      const [, lang, part] = args.path.match(/words[\\/]([\w-]+)[\\/](\w+)\.js$/);
      return { path: `./words-${lang}-${part}.js`, external: true };
    });
  },
};

/** Build the languages' messages into dir: words-LANG-PART.js, each a
 * module whose default is the part's messages in the order of its keys
 * (web/words.mjs chunkKeys; core/i18n.js reads them so: the keys are not
 * sent), null where a language has none; the errors' (core/errors.js,
 * which matches the English sentences against the keys) an object. */
async function buildWords(dir) {
  const { chunkKeys } = await import('./words.mjs');
  const order = await chunkKeys();
  for (const lang of fs.readdirSync(WORDS_DIR)) {
    for (const f of fs.readdirSync(path.join(WORDS_DIR, lang))) {
      const part = f.replace(/\.js$/, ''), words = (await import(pathToFileURL(path.join(WORDS_DIR, lang, f)).href)).default;
      const out = part === 'errors' ? words : order[part].map((k) => words[k] ?? null);
      fs.writeFileSync(path.join(dir, `words-${lang}-${part}.js`), `export default ${JSON.stringify(out)};\n`);
    }
  }
}

const HTML_OPTIONS = {
  collapseWhitespace: true, // a blank between inline elements stays one blank
  removeComments: true,
  collapseBooleanAttributes: true,
  removeAttributeQuotes: true,
  removeRedundantAttributes: true,
  useShortDoctype: true,
  removeOptionalTags: true,
  removeScriptTypeAttributes: true,
  sortAttributes: true,
  sortClassName: true,
  minifyCSS: true,
  minifyJS: true,
  keepClosingSlash: true, // the SVG icons
};

/** The properties renamed: the elements' private fields (a leading
 * underscore), the engine's field indexes (MI.STATE, SF.LEAST: all
 * capitals) and the internal names below (MinesEngine's members, the
 * view's caches, the shadow roots' pieces looked up by selector, the
 * input's state), each used only with a dot or as a literal key. Kept:
 * the wasm's exports and memory views (M._gg_…, M.HEAPU8), and `_game`,
 * which a browser test reaches into. */
const INTERNAL = ['handle', 'snapPtr', 'snapCap', 'pending', 'hintPtr', 'oddsPtr', 'oddsCap', 'textLater',
  'settle', 'analyse', 'snapshot', 'codes', 'tile', 'theme', 'scroller', 'spacer', 'press', 'counter', 'timer',
  'advice', 'live', 'zoomIn', 'zoomOut', 'safeMoves', 'dieLabel', 'pips', 'combo', 'used', 'mx', 'my', 'pts',
  'area', 'strip', 'numbers'];
const MANGLED = new RegExp(`^_|^[A-Z][A-Z0-9_]+$|^(${INTERNAL.join('|')})$`);
/* The language's and the DOM's own names in capitals, which MANGLED would
 * catch: Math.PI renamed is undefined, and every snake and mine drawn
 * with it is NaN (tests/web/minified.test.mjs reads the bundles for a
 * built-in's property that is not the built-in's). */
const BUILTIN = [...new Set([Math, Number].flatMap((o) => Object.getOwnPropertyNames(o))
  .concat(['ELEMENT_NODE', 'TEXT_NODE', 'DOCUMENT_NODE', 'DOCUMENT_FRAGMENT_NODE', 'DOM_KEY_LOCATION_STANDARD',
    'DOM_KEY_LOCATION_LEFT', 'DOM_KEY_LOCATION_RIGHT', 'DOM_KEY_LOCATION_NUMPAD', 'DONE', 'LOADING', 'OPEN', 'CLOSED']))]
  .filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name));
const KEPT = new RegExp(`^_(gg_|game$|initialize$)|^HEAP|^(${BUILTIN.join('|')})$`);

/** Bundle entries into dir: ES modules, chunks shared, minified. byName:
 * the languages' messages are loaded by their file's name (the site, where
 * every module lies beside them) rather than by an import() of each (the
 * package: an app's bundler follows those). */
async function bundle(entries, dir, byName) {
  fs.rmSync(dir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: here,
    entryPoints: entries,
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    charset: 'utf8',
    minify: true,
    mangleProps: MANGLED,
    reserveProps: KEPT,
    chunkNames: 'chunk-[hash]',
    define: { GG_VERSION: JSON.stringify(version), GG_WORDS_BY_NAME: String(byName) },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [styles, words],
  });
  // terser's pass over each module esbuild wrote: ES modules (top-level
  // names are the module's own), esbuild's property names kept as they
  // are.
  for (const file of Object.keys(result.metafile.outputs)) {
    const full = path.resolve(here, file);
    const code = fs.readFileSync(full, 'utf8');
    const small = await terser(code, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } });
    fs.writeFileSync(full, small.code);
  }
  return result.metafile;
}

async function site(wasmDir, out) {
  fs.mkdirSync(out, { recursive: true });
  // The site's bundles are built apart (SITE_BUNDLES): a page or an embed
  // fetches few files for what it needs at once (chunks shared with every
  // other entry would be more files, each compressed apart), its workers
  // reuse its chunks, and its parts loaded on first use come as chunks of
  // their own.
  const stage = out + '.modules';
  fs.rmSync(stage, { recursive: true, force: true });
  for (const entries of SITE_BUNDLES) {
    const dir = path.join(stage, Object.keys(entries)[0]);
    await bundle(entries, dir, true);
    for (const f of fs.readdirSync(dir)) fs.renameSync(path.join(dir, f), path.join(stage, f));
    fs.rmSync(dir, { recursive: true });
  }
  // Only this build's files: the site directory is emptied of old modules
  // and chunks first.
  for (const f of fs.readdirSync(out)) fs.rmSync(path.join(out, f), { recursive: true, force: true });
  for (const f of fs.readdirSync(stage)) fs.renameSync(path.join(stage, f), path.join(out, f));
  fs.rmSync(stage, { recursive: true, force: true });
  for (const f of WASM) fs.copyFileSync(path.join(wasmDir, f), path.join(out, f));
  await buildWords(out);
  for (const f of fs.readdirSync(here)) {
    const from = path.join(here, f);
    if (!fs.statSync(from).isFile()) continue;
    if (f.endsWith('.html')) {
      // Every page names the site's Content-Security-Policy (policy.mjs)
      // first thing in its head, so that it holds on any static host.
      const page = fs.readFileSync(from, 'utf8').replace('<meta charset="utf-8">',
        `<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`);
      if (!page.includes('http-equiv="Content-Security-Policy"')) throw new Error(`${f} has no <meta charset="utf-8"> to put the policy after`);
      // The static text's marks go bare: the languages' chunks give a
      // message a mark, in the order of the document (core/i18n.js
      // ggSayPage), and the keys are the source's (web/words.mjs).
      const small = (await minifyHtml(page, HTML_OPTIONS)).replace(/ (data-i18n(?:-label)?)=(?:"[^"]*"|[^\s>]+)/g, ' $1');
      fs.writeFileSync(path.join(out, f), small + '\n');
    } else if (f.endsWith('.css')) {
      // A page's own sheet comes with what every page shares, in one file.
      const shared = f === 'gridgames.css' ? '' : fs.readFileSync(path.join(here, 'gridgames.css'), 'utf8');
      const css = shared + fs.readFileSync(from, 'utf8');
      fs.writeFileSync(path.join(out, f), (await esbuild.transform(css, { loader: 'css', minify: true })).code);
    } else if (/\.(svg|ico|webmanifest)$/.test(f)) {
      fs.copyFileSync(from, path.join(out, f));
    }
  }
  await stampServiceWorker(out);
}

/** The service worker into the site in out: GG_FILES the site's files
 * (and './', the index), GG_BUILD a SHA-256 of their names and bytes, so
 * any change to the site makes a new sw.js and with it a new cache. */
async function stampServiceWorker(out) {
  const files = fs.readdirSync(out).filter((f) => f !== 'sw.js').sort();
  const hash = crypto.createHash('sha256');
  for (const f of files) hash.update(f + '\0').update(fs.readFileSync(path.join(out, f)));
  const sw = fs.readFileSync(path.join(here, 'sw.js'), 'utf8')
    .replace("const GG_BUILD = '';", `const GG_BUILD = '${hash.digest('hex').slice(0, 16)}';`)
    .replace('const GG_FILES = [];', `const GG_FILES = ${JSON.stringify(['./', ...files])};`);
  fs.writeFileSync(path.join(out, 'sw.js'), (await esbuild.transform(sw, { minify: true, target: 'es2020' })).code);
}

async function pkg(wasmDir, out) {
  await bundle(PACKAGE_ENTRIES, out, false);
  await buildWords(out);
  for (const f of WASM) fs.copyFileSync(path.join(wasmDir, f), path.join(out, f));
}

const args = process.argv.slice(2);
if (args[0] === 'sw' && args.length === 2) {
  await stampServiceWorker(path.resolve(args[1])); // a site changed by hand (the offline test)
} else if (args.length === 3) {
  const [wasmDir, siteDir, packageDir] = args.map((a) => path.resolve(a));
  await site(wasmDir, siteDir);
  await pkg(wasmDir, packageDir);
} else {
  console.error('usage: node web/build.mjs WASM_DIR SITE_DIR PACKAGE_DIR, or node web/build.mjs sw SITE_DIR');
  process.exit(2);
}
