// words.mjs — every message in English, part by part, in the order of its
// keys, as the catalogs of web/src/words/LANG/ translate them: the English
// catalogs the modules register (core/i18n.js ggWords, read by running the
// modules under Node), the pages' static text (web/*.html: data-i18n,
// data-i18n-label, in the order of the document) and, given the built
// site, the engine's error formats (tests/words/engine-msgids.mjs). The
// build writes each language's chunk of a part as its messages in this
// order (build.mjs, core/i18n-load.js reads them so); tests/words holds
// each language to these.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..');
const WEB = here;

/** Each page's part (the part of its static text). */
export const PAGE_PARTS = { 'mines.html': 'minesPage', 'snakes.html': 'snakesPage', 'index.html': 'site' };

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
const text = (s) => s.replace(/&(\w+|#\d+);/g, (m, e) => ENTITIES[e] ?? m).replace(/\s+/g, ' ').trim();

/** A page's static text: { key: English } in the order of the document
 * (an element's data-i18n, then its data-i18n-label), an element's own
 * child elements written {0}, {1}... as core/i18n-load.js reads them. */
export function htmlWords(file) {
  const html = fs.readFileSync(path.join(WEB, file), 'utf8');
  const out = {};
  const put = (key, said) => {
    if (key in out && out[key] !== said) throw new Error(`${file}: "${key}" says "${out[key]}" and "${said}"`);
    out[key] = said;
  };
  for (const m of html.matchAll(/<(\w+)\b([^>]*)>/g)) {
    const [tag, attrs] = [m[1], m[2]];
    const key = (attrs.match(/\bdata-i18n="([\w.-]+)"/) || [])[1], label = (attrs.match(/\bdata-i18n-label="([\w.-]+)"/) || [])[1];
    if (key) {
      // The element's content up to its own end tag (nested tags of its name counted).
      const start = m.index + m[0].length;
      let depth = 1, inner = null;
      const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
      re.lastIndex = start;
      for (let t; (t = re.exec(html));) {
        depth += t[1] ? -1 : 1;
        if (!depth) {
          inner = html.slice(start, t.index);
          break;
        }
      }
      if (inner === null && tag === 'option') inner = html.slice(start).split(/<\/?(?:option|select)\b/)[0];
      if (inner === null) throw new Error(`${file}: no end to <${tag} data-i18n="${key}">`);
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
      put(key, text(flat));
    }
    if (label) put(label, text(attrs.match(/\baria-label="([^"]*)"/)[1]));
  }
  return out;
}

/** A page's marks in the order of the document: the key of each
 * data-i18n, then of each data-i18n-label, of each element (a key may come
 * twice), which core/i18n.js ggSayPage counts through. */
export function htmlMarks(file) {
  const html = fs.readFileSync(path.join(WEB, file), 'utf8'), marks = [];
  for (const m of html.matchAll(/<\w+\b([^>]*)>/g)) {
    for (const re of [/\bdata-i18n="([\w.-]+)"/, /\bdata-i18n-label="([\w.-]+)"/]) {
      const k = m[1].match(re);
      if (k) marks.push(k[1]);
    }
  }
  return marks;
}

/** Each page part's script's keys (englishCatalogs fills it). */
const SCRIPT_KEYS = {};

/** Every part's English: { part: { key: English } }, from the modules
 * (their ggWords calls), the pages and the engine's formats. */

export async function englishCatalogs(webDir) {
  globalThis.GG_WORDS_BY_NAME ??= false;
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
  for (const m of ['core/engine.js', 'core/load-words.js', 'mines/words.js', 'mines/editor-words.js', 'snakes/words.js', 'pages/mines-words.js',
    'pages/mines-more-words.js', 'pages/snakes-words.js']) {
    const mod = await import(pathToFileURL(path.join(WEB, 'src', m)).href);
    for (const [name, value] of Object.entries(mod)) {
      if (/^[A-Z_]+_WORDS$/.test(name) && PART_OF[name]) add(PART_OF[name], value);
    }
  }
  for (const [key, english] of Object.entries(i18n.ggEnglishMessages())) {
    const dot = key.indexOf('.');
    add(key.slice(0, dot), { [key.slice(dot + 1)]: english });
  }
  for (const [file, part] of Object.entries(PAGE_PARTS)) {
    SCRIPT_KEYS[part] = new Set(Object.keys(parts[part] || {}));
    const words = htmlWords(file);
    for (const k in words) {
      if (parts[part] && k in parts[part] && parts[part][k] !== words[k]) {
        throw new Error(`${file}: data-i18n="${k}" ("${words[k]}") is the script's "${parts[part][k]}" of part ${part}`);
      }
    }
    add(part, words);
  }
  if (webDir) {
    const { engineMsgids } = await import('../tests/words/engine-msgids.mjs');
    parts.engine = Object.fromEntries(engineMsgids(webDir).map((id) => [id, id]));
  }
  return parts;
}

/** The keys of each part in the order its chunks give their messages
 * (web/build.mjs writes them so, core/i18n.js reads them so): the part's
 * English keys as its module registers them; a page's, its script's, then
 * one a mark of the document (htmlMarks). The errors' chunk is not in
 * order: core/errors.js reads it by key. */
export async function chunkKeys() {
  const parts = await englishCatalogs(null), keys = {};
  for (const part in parts) keys[part] = Object.keys(parts[part]);
  for (const [file, part] of Object.entries(PAGE_PARTS)) {
    const html = htmlWords(file);
    keys[part] = keys[part].filter((k) => !(k in html) || SCRIPT_KEYS[part].has(k)).concat(htmlMarks(file));
  }
  return keys;
}

/** The English catalogs exported by name, and their parts. */
const PART_OF = { GG_ENGINE_WORDS: 'error', GG_LOAD_WORDS: 'error', MINES_WORDS: 'mines', MINES_EDITOR_WORDS: 'minesEditor', SNAKES_WORDS: 'snakes', MINES_PAGE_WORDS: 'minesPage',
  MINES_MORE_WORDS: 'minesMore', SNAKES_PAGE_WORDS: 'snakesPage' };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = await englishCatalogs(process.argv[2] === '-' ? null : path.resolve(process.argv[2] || path.join(ROOT, 'build/web')));
  for (const [part, words] of Object.entries(all)) {
    console.log(`== ${part} (${Object.keys(words).length})`);
    for (const [k, v] of Object.entries(words)) console.log(`${k}\t${v}`);
  }
}
