// english.mjs — what counts as English left on a page in another language,
// for the language tests in Chromium (languages.test.mjs) and in every
// engine (engines/languages.test.mjs): the English words of the catalogs
// that a language's own catalogs do not use (names and notation such as
// LeetCode, 3BV or, in German, Permalink may stay), and English function
// words. Also the two functions those tests run in the page: recordSaid,
// which keeps what the live regions say, and allText, all a person may see
// or hear.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { englishCatalogs } from '../../web/words.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const WEB_DIR = path.resolve(process.env.GG_WEB_DIR || path.join(ROOT, 'build/web'));

/** The shipped languages but English. */
export const LANGS = ['fr', 'de', 'es', 'pt-BR', 'ru', 'ja', 'zh-CN', 'ar'];
const PARTS = ['mines', 'minesEditor', 'snakes', 'minesPage', 'minesMore', 'snakesPage', 'site', 'errors'];

const english = await englishCatalogs(WEB_DIR);
const PRINTF = /%(?:%|\.\*s|0?\d*(?:ll|l|z)?[dux]|[sc])/g;

/** The literal text of a message: the runs between its placeholders, in
 * every form of its plurals and selects. */
function literals(message, printf) {
  let t = printf ? message.replace(PRINTF, '\0') : message;
  // Innermost braces first: a placeholder, or a form's text (marked).
  for (let k = 0; k < 8 && /[{}]/.test(t); k++) {
    t = t.replace(/\{([^{}]*)\}/g, (all, inner) => {
      if (/^\s*\w+\s*$/.test(inner)) return '\0';
      const head = inner.match(/^\s*\w+\s*,\s*(?:plural|select)\s*,/);
      if (head) return '\0' + [...inner.matchAll(/\u0001([^\u0001\u0002]*)\u0002/g)].map((m) => m[1]).join('\0') + '\0';
      return '\u0001' + inner + '\u0002';
    });
  }
  return t.replace(/#/g, '\0').split('\0').map((p) => p.replace(/^[\s.,:;!?…—()"'«»-]+|[\s.,:;!?…—()"'«»-]+$/g, ''))
    .filter((p) => /[A-Za-z]{4}/.test(p));
}

const PIECES = new Set();
for (const [part, words] of Object.entries(english)) {
  for (const msg of Object.values(words)) for (const p of literals(msg, part === 'engine')) PIECES.add(p);
}

const escape = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRe = (x) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(x)}(?![\\p{L}\\p{N}])`, 'u');

/** Each language's English pieces that are not words of its own. */
const FLAGGED = {};
for (const lang of LANGS) {
  const own = [];
  for (const part of PARTS) {
    const m = (await import(pathToFileURL(path.join(ROOT, 'web/src/words', lang, part + '.js')).href)).default;
    const add = (o) => { for (const v of Object.values(o)) own.push(typeof v === 'string' ? v : ''); };
    if (part === 'errors') {
      add(m.error);
      add(m.engine);
    } else add(m);
  }
  const all = own.join('\n');
  FLAGGED[lang] = [...PIECES].filter((p) => !wordRe(p).test(all)).map((p) => [p, wordRe(p)]);
}

/** Names and notation that may stay as they are. */
const NAMES = /Chutes and Ladders|gridgames|LeetCode|Minesweeper|3BV(\/s)?|P\(mine\)/g;
const FUNCTION_WORDS = /(?<![\p{L}])(the|and|of|is|are|with|this|that|from|you|your|not|will)(?![\p{L}])/iu;

/** The texts holding English, in a page in lang: [text, why]. */
export function englishIn(lang, texts) {
  const found = [];
  for (const text of texts) {
    for (const [piece, re] of FLAGGED[lang]) if (re.test(text)) found.push([text, piece]);
    const m = text.replace(NAMES, '').match(FUNCTION_WORDS);
    if (m) found.push([text, m[0]]);
  }
  return found;
}

/** englishIn's findings as a message. */
export function englishLeft(found) {
  return found.map(([t, w]) => `  "${w}" in "${t}"`).join('\n');
}

// ---- run in the page (their source is sent: DOM globals only)

/** Every live region of the page and of its elements' shadow roots, what
 * each says from now on recorded in window.__said. */
export function recordSaid() {
  window.__said = [];
  const regions = [...document.querySelectorAll('[aria-live], [role=status], [role=alert]')];
  for (const el of document.querySelectorAll('gg-mines, gg-snakes')) regions.push(...el.shadowRoot.querySelectorAll('[aria-live]'));
  for (const r of regions) {
    new MutationObserver(() => window.__said.push(r.textContent)).observe(r, { childList: true, characterData: true, subtree: true });
  }
}

/** All the text a person may see or hear: text, labels, titles,
 * placeholders, in the document and every shadow root, the title, and
 * what the live regions said; not the move log (the engine's feedback,
 * the CLI's text), the permalink's URL, code and its samples, or what was typed. */
export function allText() {
  const out = [document.title, ...(window.__said || [])];
  const skip = '#log, #permalink, pre, code, kbd, textarea, script, style, svg';
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.closest(skip)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
      for (const n of el.childNodes) if (n.nodeType === 3 && n.textContent.trim()) out.push(n.textContent.trim());
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  return out;
}
