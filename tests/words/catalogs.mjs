// catalogs.mjs — every message in English, part by part, as the catalogs
// of web/src/words/LANG/ must translate them: the English catalogs the
// modules register (core/i18n.js ggWords, read here by running the
// modules under Node with a stand-in registry), the pages' static text
// (web/*.html: data-i18n, data-i18n-label) and the engine's error formats
// (engine-msgids.mjs). words.test.mjs holds each language to them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
const WEB = path.join(ROOT, 'web');

/** Each page's part (the part of its static text). */
export const PAGE_PARTS = { 'mines.html': 'minesPage', 'snakes.html': 'snakesPage', 'index.html': 'site' };

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
const text = (s) => s.replace(/&(\w+|#\d+);/g, (m, e) => ENTITIES[e] ?? m).replace(/\s+/g, ' ').trim();

/** A page's static text: { key: English }, an element's own child
 * elements written {0}, {1}... as pages/words.js reads them. */
export function htmlWords(file) {
  const html = fs.readFileSync(path.join(WEB, file), 'utf8');
  const out = {};
  for (const m of html.matchAll(/<(\w+)\b[^>]*\bdata-i18n-label="([\w.-]+)"[^>]*>/g)) {
    out[m[2]] = text(m[0].match(/\baria-label="([^"]*)"/)[1]);
  }
  for (const m of html.matchAll(/<(\w+)\b[^>]*\bdata-i18n="([\w.-]+)"[^>]*>/g)) {
    // The element's content up to its own end tag (nested tags of its name counted).
    const tag = m[1], start = m.index + m[0].length;
    let depth = 1, i = start, inner = '';
    const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    re.lastIndex = start;
    for (let t; (t = re.exec(html));) {
      depth += t[1] ? -1 : 1;
      if (!depth) {
        inner = html.slice(start, t.index);
        break;
      }
    }
    if (!inner && !/^(option|title)$/.test(tag)) throw new Error(`${file}: no end to <${tag} data-i18n="${m[2]}">`);
    if (tag === 'option' && !inner) inner = html.slice(start).split(/<\/?(?:option|select)\b/)[0];
    // Child elements, outermost only, become {0}, {1}...
    let k = 0, level = 0, flat = '';
    for (const piece of inner.split(/(<[^>]+>)/)) {
      if (!piece.startsWith('<')) {
        if (!level) flat += piece;
        continue;
      }
      const closing = piece.startsWith('</'), empty = /^<(input|br|img)\b/.test(piece) || piece.endsWith('/>');
      if (!closing && !level) flat += `{${k++}}`;
      if (!closing && !empty) level++;
      if (closing) level--;
    }
    const said = text(flat);
    if (m[2] in out && out[m[2]] !== said) throw new Error(`${file}: data-i18n="${m[2]}" says "${out[m[2]]}" and "${said}"`);
    out[m[2]] = said;
  }
  return out;
}

/** Every part's English: { part: { key: English } }, from the modules
 * (their ggWords calls), the pages and the engine's formats. */
export async function englishCatalogs(webDir) {
  const parts = {};
  const add = (part, english) => Object.assign(parts[part] || (parts[part] = {}), english);
  // The modules' ggWords, heard by running them under Node: the registry
  // is core/i18n.js's own, read back through registerTranslation's store.
  globalThis.HTMLElement ??= class {};
  globalThis.customElements ??= { define() {}, get() { return undefined; } };
  globalThis.GG_VERSION = 'test';
  globalThis.document ??= /** @type {any} */ ({ documentElement: {} });
  globalThis.location ??= /** @type {any} */ ({ search: '' });
  const i18n = await import(pathToFileURL(path.join(WEB, 'src/core/i18n.js')).href);
  for (const m of ['core/engine.js', 'mines/words.js', 'mines/editor-words.js', 'snakes/words.js', 'pages/mines-words.js',
    'pages/mines-more-words.js', 'pages/snakes-words.js']) {
    const mod = await import(pathToFileURL(path.join(WEB, 'src', m)).href);
    for (const [name, value] of Object.entries(mod)) {
      if (/^[A-Z_]+_WORDS$/.test(name) && PART_OF[name]) add(PART_OF[name], value);
    }
  }
  for (const [key, english] of Object.entries(i18n.ggEnglish())) {
    const dot = key.indexOf('.');
    add(key.slice(0, dot), { [key.slice(dot + 1)]: english });
  }
  for (const [file, part] of Object.entries(PAGE_PARTS)) {
    const words = htmlWords(file);
    for (const k in words) {
      if (parts[part] && k in parts[part] && parts[part][k] !== words[k]) {
        throw new Error(`${file}: data-i18n="${k}" ("${words[k]}") is the script's "${parts[part][k]}" of part ${part}`);
      }
    }
    add(part, words);
  }
  const { engineMsgids } = await import('./engine-msgids.mjs');
  parts.engine = Object.fromEntries(engineMsgids(webDir).map((id) => [id, id]));
  return parts;
}

/** The English catalogs exported by name, and their parts. */
const PART_OF = { MINES_WORDS: 'mines', MINES_EDITOR_WORDS: 'minesEditor', SNAKES_WORDS: 'snakes', MINES_PAGE_WORDS: 'minesPage',
  MINES_MORE_WORDS: 'minesMore', SNAKES_PAGE_WORDS: 'snakesPage' };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = await englishCatalogs(path.resolve(process.argv[2] || path.join(ROOT, 'build/web')));
  for (const [part, words] of Object.entries(all)) {
    console.log(`== ${part} (${Object.keys(words).length})`);
    for (const [k, v] of Object.entries(words)) console.log(`${k}\t${v}`);
  }
}
