// minify.mjs — the site's build-time minifier; the sources in web/ stay as
// written, only build/web gets these copies (web/CMakeLists.txt runs it):
//
//   node web/minify.mjs js   IN OUT   the module: the elements and their engine loader
//                                    (IN: the files, joined with |)
//   node web/minify.mjs html IN OUT   a page: inline scripts, styles, whitespace
//   node web/minify.mjs css  IN OUT   a style sheet
//   node web/minify.mjs script IN OUT a classic script (web/site.js)
//   node web/minify.mjs sw   web/sw.js SITE   the service worker, stamped with the
//                                    site's files and their hash (SITE/sw.js)
//
// Nothing a page or an element shows the outside is renamed: terser mangles
// local and module-scope names, and properties only where they are private
// (see PRIVATE), so element names,
// attributes, properties, methods, events and the module's exports (the
// export statements name them) stay as written. CSS and markup lose
// comments and the whitespace that does not change what renders: the text
// of <pre> and <textarea>, strings in CSS and everything inside a tag are
// kept byte for byte.
import fs from 'node:fs';
import { minify } from 'terser';

// ecma 2020: the site needs custom elements and ES modules anyway.
const TERSER = {
  module: true,
  ecma: 2020,
  compress: { passes: 2 },
  mangle: true,
  format: { comments: false },
};

// The module is one file, so the elements' private members may be renamed
// throughout it: those named with a leading underscore (`this._view`), and
// the internal names that have none — MinesEngine's members but for
// chordReady (a browser test calls it), the field indexes of the engine's
// info and figures arrays (MI.STATE, SF.LEAST: all capitals), the view's
// caches and the shadow roots' pieces (INTERNAL; a name there must only
// ever be used with a dot or as a literal key, never built as a string). Kept: the wasm exports (`_gg_…`, `_malloc`, `_free`,
// Emscripten's own, `__…`), any name written quoted anywhere (core.js's
// 'HEAPU8', '_initialize'), DOM and built-in names (terser's list), and `_game`,
// which a browser test reaches into. Nothing public matches: the elements'
// and the headless API's names are lower camel case (README).
const INTERNAL = ['handle', 'snapPtr', 'snapCap', 'pending', 'hintPtr', 'oddsPtr', 'oddsCap', 'textLater',
  'settle', 'analyse', 'snapshot', 'codes', 'tile', 'theme',
  // the shadow roots' pieces (el._ui.scroller ...), looked up by selector
  'scroller', 'spacer', 'press', 'counter', 'timer', 'advice', 'live', 'zoomIn', 'zoomOut', 'safeMoves',
  'dieLabel', 'pips',
  // the mouse's state, a pinch, the snakes board's geometry
  'combo', 'used', 'mx', 'my', 'pts', 'area', 'strip', 'numbers'];
const PRIVATE = {
  regex: new RegExp(`^(_(?!gg_|game$|malloc$|free$|emscripten|_)[A-Za-z]|[A-Z][A-Z0-9_]+$|(${INTERNAL.join('|')})$)`),
  keep_quoted: true,
};

/** A module; or, module false, a classic script, whose top-level names
 * are globals and keep theirs. The elements' shadow-DOM styles, written
 * `const NAME_STYLE = `...`;` (a template with no ${} in it), are CSS and
 * minified as such first. */
async function js(text, module = true) {
  const styled = markup(text).replace(/(\b(?:const|let|var)\s+\w+_STYLE\s*=\s*`)([^`$\\]*)`/g,
    (whole, head, style) => head + css(style) + '`');
  const options = { ...TERSER, module, toplevel: module };
  if (module) options.mangle = { properties: PRIVATE };
  const out = await minify(styled, options);
  return out.code;
}

/** The elements' markup templates (`const NAME_MARKUP = `...``, and the
 * SVG icons in them) lose the line breaks between tags: their shadow
 * roots lay out in flex boxes and blocks, where those are not rendered. */
function markup(text) {
  return text.replace(/(\b(?:const|let|var)\s+\w+_(?:MARKUP|SVG)\s*=\s*`)([^`]*)`/g,
    (whole, head, body) => head + body.replace(/>\n</g, '><').replace(/^\n/, '') + '`');
}

/** CSS without comments and the blanks around { } ; , and after a colon.
 * No blank is removed before a colon (`a :hover` is not `a:hover`), nor
 * around + - * / (calc() needs them); strings are left alone. */
function css(text) {
  // Comments and strings in one pass, so that an apostrophe in a comment
  // does not start a "string" that keeps the rules after it unminified.
  const parts = text.split(/(\/\*[\s\S]*?\*\/|"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*')/);
  return parts.map((part, i) => {
    if (i % 2) return part.startsWith('/*') ? ' ' : part; // a comment, a string
    return part
      .replace(/[ \t\n\r\f]+/g, ' ')
      .replace(/ ?([{};,]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}');
  }).join('').trim();
}

/** Whitespace between tags and in text: a run of HTML blanks (not the
 * no-break space) is one blank, a newline if it held one, as the browser's
 * own collapsing shows it. Tags, <pre> and <textarea> are copied as they are. */
function text(run) {
  return run.replace(/[ \t\n\r\f]+/g, (ws) => (ws.includes('\n') ? '\n' : ' '));
}

async function html(page) {
  const tokens = page.split(/(<!--[\s\S]*?-->|<(script|style|pre|textarea)\b[^>]*>[\s\S]*?<\/\2\s*>|<[^>]*>)/i);
  let out = '';
  // split() puts the whole match at 1, 4, 7, ... and the element name after it.
  for (let i = 0; i < tokens.length; i += 3) {
    out += text(tokens[i]);
    const token = tokens[i + 1];
    if (token === undefined) break;
    const name = (tokens[i + 2] || '').toLowerCase();
    if (token.startsWith('<!--')) continue;
    if (name === 'script' || name === 'style') {
      const open = token.slice(0, token.indexOf('>') + 1);
      const body = token.slice(open.length, token.lastIndexOf('<'));
      const close = token.slice(open.length + body.length);
      const type = (open.match(/\btype\s*=\s*["']?([^"'\s>]+)/i) || [])[1] || 'text/javascript';
      let done = body;
      if (name === 'style') done = css(body);
      else if (!body.trim()) done = '';
      else if (/^module$/i.test(type)) done = await js(body);
      else if (/^(text|application)\/javascript$/i.test(type)) done = await js(body, false);
      out += open + done + close;
    } else {
      out += token;
    }
  }
  return out.trim() + '\n';
}

/** The service worker (web/sw.js) for the site in directory `site`:
 * GG_FILES becomes the list of the site's files (and './', the index),
 * GG_BUILD a SHA-256 of their names and bytes, so any change to the site
 * makes a new sw.js and with it a new cache; then minified as a classic
 * script. */
async function sw(template, site) {
  const crypto = await import('node:crypto');
  const files = fs.readdirSync(site).filter((f) => f !== 'sw.js' && !f.endsWith('.tmp')).sort();
  const hash = crypto.createHash('sha256');
  for (const f of files) hash.update(f + '\0').update(fs.readFileSync(`${site}/${f}`));
  const filled = template
    .replace("const GG_BUILD = '';", `const GG_BUILD = '${hash.digest('hex').slice(0, 16)}';`)
    .replace('const GG_FILES = [];', `const GG_FILES = ${JSON.stringify(['./', ...files])};`);
  return js(filled, false);
}

const [kind, input, output] = process.argv.slice(2);
const KINDS = { js, html, css, script: (text) => js(text, false), sw: null };
if (!(kind in KINDS) || !input || !output) {
  console.error('usage: node minify.mjs js|html|css|script IN OUT, or node minify.mjs sw web/sw.js SITE_DIR');
  process.exit(2);
}
if (kind === 'sw') {
  const result = await sw(fs.readFileSync(input, 'utf8'), output);
  fs.writeFileSync(`${output}/sw.js.tmp`, result);
  fs.renameSync(`${output}/sw.js.tmp`, `${output}/sw.js`);
  process.exit(0);
}
// IN may be several files joined with | (the module: elements|tail).
const result = await KINDS[kind](input.split('|').map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
fs.writeFileSync(output + '.tmp', result);
fs.renameSync(output + '.tmp', output);
