// pages/words.js — the site's pages in the player's language: the
// language is ?lang= if the URL names one we ship, else the first of the
// browser's languages we have (pt-PT reads pt-BR), else English; it is set
// as the document's lang and dir (so the elements on the page follow it),
// and the picker in the header (select.lang) changes it (a reload with
// ?lang=, which the permalinks then keep). The pages' own words are messages of a part
// of their own (core/i18n.js): the static text of the HTML, marked
// data-i18n="key" (its text; {0}, {1}... stand for the element's own child
// elements, kept) and data-i18n-label="key" (its aria-label), stays as the
// English first paint; in another language the page is hidden until its
// words and its elements' are in, then said (core/i18n.js ggSayPage).
import { GG_LANGS, ggErrorText, ggReady, ggSayPage, ggShipped, ggT, ggWords } from '../core/engine.js';

const html = document.documentElement;
const asked = new URLSearchParams(location.search).get('lang');

/** The language the URL asks for (?lang=, one we ship), else ''. */
export const pageLangAsked = (asked && GG_LANGS.find((l) => l.toLowerCase() === asked.toLowerCase())) || '';

/** The page's language: asked for, else the browser's first we have. */
export const pageLang = pageLangAsked || navigator.languages.map(ggShipped).find((l) => l) || 'en';
// Set before the page's elements connect (the pages import this module
// first): each reads it then.
html.lang = pageLang;
html.dir = /^ar\b/.test(pageLang) ? 'rtl' : 'ltr';

let pagePart = '';
/** What waits for the page's words (null once they are in). @type {Array<() => void> | null} */
let pageWaiting = pageLang === 'en' ? null : [];

/** fn() once the page's words are in: now if they are. @param {() => void} fn */
export function pageLater(fn) {
  if (pageWaiting) pageWaiting.push(fn);
  else fn();
}

/** A message of the page's part in its language. @param {string} key @param {object} [params] */
export const pageT = (key, params) => ggT(pageLang, pagePart + '.' + key, params);

/** Show an error (its English sentence) in the page's language. */
export const pageError = (message, show) => ggErrorText(pageLang, message, show);

/** Set the page in its language: its part's words (part, English and
 * the other languages' loaders), the elements' parts it shows (parts),
 * the picker, and the static text once the words are in. */
export function pageWords(part, english, parts, loaders) {
  pagePart = part;
  ggWords(part, english, loaders);
  if (pageLangAsked) {
    // The links to the other pages keep the language asked for.
    for (const a of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('header a'))) a.search = '?lang=' + pageLang;
  }
  if (pageLang !== 'en') {
    html.classList.add('gg-wait');
    ggReady(pageLang, parts.concat(part)).then(() => ggSayPage(pageLang, part)).finally(() => {
      html.classList.remove('gg-wait');
      const waiting = pageWaiting || [];
      pageWaiting = null;
      for (const fn of waiting) fn();
    });
  }
  // The language picker (the header's select.lang): each language by its
  // own name, as the browser's Intl names it.
  const select = /** @type {HTMLSelectElement} */ (document.querySelector('select.lang'));
  for (const l of GG_LANGS) {
    const name = new Intl.DisplayNames(l, { type: 'language' }).of(l === 'zh-CN' ? 'zh-Hans' : l);
    const option = new Option(name[0].toLocaleUpperCase(l) + name.slice(1), l, false, l === pageLang);
    option.lang = l;
    select.add(option);
  }
  select.addEventListener('change', () => {
    const q = new URLSearchParams(location.search);
    q.set('lang', select.value);
    location.search = '?' + q;
  });
}

/** A module loaded on first use, once its part's words are in (in the
 * page's language). @template T @param {Promise<T>} load @param {string} part */
export const pageMore = (load, part) => load.then((m) => ggReady(pageLang, [part]).then(() => m));

/** The query of a permalink, with the language if the URL asked for one.
 * @param {URLSearchParams} q */
export function pageLink(q) {
  if (pageLangAsked) q.set('lang', pageLang);
  return q;
}
