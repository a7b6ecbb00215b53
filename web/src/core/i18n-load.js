// core/i18n-load.js — the chunks of the languages but English, for
// core/i18n.js, which loads this the first time a part of another language
// is asked for (English needs none of it) and hands it what it works on.
// It imports nothing (a module of the first load imported here would be
// split off as a chunk of its own).
//
// A chunk, words-LANG-PART.js (web/build.mjs makes it from
// web/src/words/LANG/PART.js), is the part's messages in the order of its
// English keys; a page's part goes on with its static text, one message a
// mark of the page (data-i18n, data-i18n-label, bare in the built page),
// in the order of the document, kept as `part.#n`.

/** Load lang's chunk of part into messages (a message there already, an
 * embedder's registered translation, stays), then tell: in the site by its
 * name (words-LANG-PART.js, beside every module), in the package by the
 * part's own import() of it (loaders), which an app's bundler follows. */
export function ggLoadPart(lang, part, messages, loaders, tell) {
  return (GG_WORDS_BY_NAME ? import(wordsFile(lang, part)) : loaders[part][lang]()).then((m) => {
    const to = messages[lang] || (messages[lang] = {}), prefix = part + '.';
    const keys = Object.keys(messages.en).filter((k) => k.startsWith(prefix));
    m.default.forEach((text, i) => {
      const key = keys[i] || prefix + '#' + (i - keys.length);
      if (text != null && !(key in to)) to[key] = text;
    });
    tell();
  }, () => {}); // offline and never fetched: English stands in
}

/** A language's chunk of a part, by name (a function: the site's bundler
 * leaves the import() alone). */
function wordsFile(lang, part) {
  return `./words-${lang}-${part}.js`;
}

/** Say the page's static text (said(key): a message of the page's
 * language, or none): each element marked data-i18n its text ({0}, {1}...
 * its own child elements, kept), each marked data-i18n-label its
 * aria-label, in the order of the document; what has no translation stays
 * as it is. */
export function ggSayPage(part, said) {
  let n = 0;
  const next = () => said(part + '.#' + n++);
  for (const e of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n],[data-i18n-label]'))) {
    const text = e.hasAttribute('data-i18n') && next(), label = e.hasAttribute('data-i18n-label') && next();
    const kids = Array.from(e.children);
    if (text) e.replaceChildren(...text.split(/\{(\d)\}/).map((s, i) => (i % 2 ? kids[Number(s)] : s)));
    if (label) e.setAttribute('aria-label', label);
  }
}
