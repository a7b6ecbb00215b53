// core/i18n.js — the words: every sentence a person sees or hears comes
// from a message catalog, asked for by what it means (`mines.hint`), never
// glued together from English words. English is the fallback and comes
// inline with each module (ggWords); every other language is a lazy chunk
// a part at a time (web/src/words/LANG/PART.js), fetched the first time a
// message of that part is asked for in that language.
//
// A message is text with named placeholders, `{row}`, and ICU's plural and
// select: `{n, plural, one {# mine} other {# mines}}` (the category from
// Intl.PluralRules; `#` the number, `=0 {…}` an exact value),
// `{kind, select, ladder {…} other {…}}`. A number given for a
// placeholder is written by Intl.NumberFormat in the message's language.
//
// Which language: an element's own lang, else its nearest ancestor's
// (through shadow roots), else the document's (ggLangOf). A language is
// tried message by message along a chain (ggChain): `pt-PT`, `pt`, then
// any language we have with the same base (`pt-BR`), then English. A
// change of any lang attribute in the document, a chunk arriving or a
// translation registered tells the listeners (the elements, the pages),
// which say everything again.
//
// A chunk (built by web/build.mjs from web/src/words/LANG/PART.js) is the
// part's messages in the order of its English keys, the keys not sent; a
// page's part goes on with its static text, one message for each element
// the page marks with data-i18n and data-i18n-label, in the order of the
// document (the build writes the marks bare: the keys are the source's).
//
// Import these through core/engine.js, which re-exports them: the words
// then travel in the one chunk every page and element has already (a
// module reached from other entry points than core/engine.js's would be
// a chunk, a request and a gzip of its own).

/** Every language's messages by full key (`part.key`; a page's static
 * text `part.#n`, n its mark's place in the document), English included.
 * @type {Record<string, Record<string, string>>} */
const ggMessages = { en: {} };
/** Each part's loaders of the shipped languages (the package's:
 * part -> lang -> import()). */
const ggLoaders = {};
/** Each language's parts asked for: `lang/part` -> the load. */
const ggAsked = {};
/** Who says everything again on a change. @type {Set<() => void>} */
const ggListeners = new Set();
let ggObserver = null;

/** The languages shipped: English inline, the others lazy chunks. */
export const GG_LANGS = ['en', 'fr', 'de', 'es', 'pt-BR', 'ru', 'ja', 'zh-CN', 'ar'];

/** A part's messages: English (keys without the part's name), and the
 * other languages' loaders (the package's; the site loads them by name). */
export function ggWords(part, english, loaders) {
  for (const k in english) ggMessages.en[part + '.' + k] = english[k];
  if (loaders) ggLoaders[part] = loaders;
}

/** The English messages registered so far, by full key (the catalogs'
 * test and the build read them). */
export const ggEnglishMessages = () => ggMessages.en;

/** Register a translation, or override some messages of a language
 * (English too): messages by full key (`'mines.hint': '…'`); they win over
 * the shipped ones whenever they come, and the elements say everything
 * again.
 * @param {string} lang @param {Record<string, string>} messages */
export function registerTranslation(lang, messages) {
  const tag = ggChain(lang)[0];
  Object.assign(ggMessages[tag] || (ggMessages[tag] = {}), messages);
  ggTell();
}

/** The languages to try for a tag, in order: the tag, its language, the
 * languages we have of that language, English. Chinese in the
 * traditional script (zh-Hant, and zh-TW, zh-HK, zh-MO unless they say
 * zh-Hans) does not read zh-CN's simplified one. */
export function ggChain(tag) {
  let t = 'en';
  try {
    t = Intl.getCanonicalLocales(tag)[0];
  } catch {
    // not a language tag: English
  }
  const base = t.split('-')[0], chain = [t, base];
  const hant = base === 'zh' && /-Hant\b|^(?!.*-Hans\b).*-(TW|HK|MO)\b/.test(t);
  for (const l of GG_LANGS.concat(Object.keys(ggMessages))) {
    if (!l.indexOf(base + '-') && !hant) chain.push(l);
  }
  return chain.concat('en');
}

/** The language we ship that a tag reads (en-GB: en; pt-PT: pt-BR;
 * zh-TW: none), else undefined. @param {string} tag */
export const ggShipped = (tag) => ggChain(tag).slice(0, -1).find((l) => GG_LANGS.includes(l));

/** The language an element speaks: its own lang, else its nearest
 * ancestor's (a shadow root's host's), else 'en'.
 * @param {Node} node @returns {string} */
export function ggLangOf(node) {
  for (let n = /** @type {any} */ (node); n; n = n.parentNode || n.host) if (n.lang) return n.lang;
  return 'en';
}

/** Load a part of a language (once; core/i18n-load.js does it, loaded
 * with the first); resolves when it is in. English, and languages neither
 * shipped nor loaded by the package's loaders, have nothing to load. */
function ggLoad(lang, part) {
  const id = lang + '/' + part;
  if (!(GG_WORDS_BY_NAME ? GG_LANGS.indexOf(lang) > 0 : (ggLoaders[part] || {})[lang])) return;
  return ggAsked[id] || (ggAsked[id] = import('./i18n-load.js').then((m) => m.ggLoadPart(lang, part, ggMessages, ggLoaders, ggTell)));
}

/** Resolves once the parts are in (or could not be) for tag's chain. */
export function ggReady(tag, parts) {
  return Promise.all(ggChain(tag).flatMap((l) => parts.map((p) => ggLoad(l, p))));
}

/** The message key in the language of tag, its placeholders filled from
 * params. A part not yet in is asked for (the fallback meanwhile).
 * @param {string} tag @param {string} key @param {Record<string, any>} [params] */
export function ggT(tag, key, params) {
  for (const l of ggChain(tag)) {
    const m = (ggMessages[l] || {})[key];
    if (m != null) return ggFormat(l, m, params || {});
    ggLoad(l, key.split('.')[0]);
  }
  return key;
}

const ggIntl = {};
/** x in lang: digits decimals when given; style 'percent' (x a chance:
 * 0.125 is 12.5 %). In the digits 0-9 in every language, as the board and
 * the command files write them: an Arabic page's default digits are those
 * in one engine's ICU and Arabic-Indic in another's (WebKitGTK with
 * Debian's). */
export function ggNumber(lang, x, digits, style) {
  const id = lang + digits + style;
  return (ggIntl[id] || (ggIntl[id] = new Intl.NumberFormat(lang, { numberingSystem: 'latn', style, minimumFractionDigits: digits, maximumFractionDigits: digits })))
    .format(x);
}

/** Fill a message's placeholders, plurals and selects (a form may hold
 * placeholders and a plural or select of its own). A number is written in
 * the language; a function is asked for its text in the language (a
 * percentage, say). */
export function ggFormat(lang, message, params) {
  return message.replace(/\{(\w+)(?:, ?(plural|select),((?:[^{}]|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\})*))?\}/g, (all, name, kind, forms) => {
    const v = params[name];
    if (v === undefined) return all;
    if (!kind) return typeof v === 'number' ? ggNumber(lang, v) : typeof v === 'function' ? v(lang) : v;
    const form = {};
    forms.replace(/(=?[\w-]+) ?\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g, (_, k, text) => (form[k] = text));
    const plural = kind === 'plural';
    const text = form['=' + v] ?? form[plural ? new Intl.PluralRules(lang).select(v) : v] ?? form.other;
    return ggFormat(lang, plural ? text.replace(/#/g, ggNumber(lang, v)) : text, params);
  });
}

/** Call fn whenever the words may have changed: a lang attribute in the
 * document, a chunk in, a translation registered (on), or no longer.
 * @param {() => void} fn @param {boolean} on */
export function ggListen(fn, on) {
  if (on) ggListeners.add(fn);
  else ggListeners.delete(fn);
  if (!ggObserver) {
    ggObserver = new MutationObserver(ggTell);
    ggObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
}

function ggTell() {
  for (const fn of ggListeners) fn();
}

/** An Error whose message is an English error sentence of part `error`
 * (key without the part), which ggErrorText says again in any language.
 * @param {string} key @param {Record<string, any>} [params] */
export function ggError(key, params) {
  return new Error(ggFormat('en', ggMessages.en['error.' + key], params || {}));
}

/** Show an error's sentence (its English message, the engine's or ours)
 * in the language of tag: show(text) at once in English; in another
 * language once the translations of errors are in, a chunk of their own
 * (core/errors.js) fetched with the first error shown in that language.
 * @param {string} tag @param {string} message @param {(text: string) => void} show */
export function ggErrorText(tag, message, show) {
  if (/^en\b/.test(ggChain(tag)[0])) show(message);
  else import('./errors.js').then((m) => m.ggSayError(ggChain(tag), message, ggMessages, ggFormat)).then(show, () => show(message));
}

/** Say the page's static text in tag's language, once its part's
 * messages are in (core/i18n-load.js; pages/words.js). */
export function ggSayPage(tag, part) {
  return import('./i18n-load.js').then((m) => m.ggSayPage(part, (key) => {
    const said = ggT(tag, key);
    return said !== key && said;
  }));
}

/** Say a shadow root's markup: each element's data-t, "key" its text,
 * "attribute:key" an attribute, in words from t. */
export function ggSayMarkup(root, t) {
  for (const e of root.querySelectorAll('[data-t]')) {
    for (const w of e.getAttribute('data-t').split(' ')) {
      const [a, k] = w.split(':');
      if (k) e.setAttribute(a, t(k));
      else e.textContent = t(a);
    }
  }
}
