// core/errors.js — an error said in a language other than English,
// loaded with the first such error shown (core/i18n.js ggErrorText).
//
// An error is its English sentence: the engine's (gg_error.msg, built by
// gg_fail from a printf format, as `gridgames` prints it) or ours (a
// message of the part `error`, ggError). Like gettext's msgid, the English
// is the error's identity: the sentence is matched against the English
// formats (the engine's, whose translations are keyed by the format
// string itself: `'replay line %ld: %s'`, placeholders {1}, {2}... by
// position; ours, `{name}`), which gives the error and its arguments; a
// number argument is written in the language, and an argument that is
// itself an error's sentence (`replay line 3: board row 2 is empty`) is
// said in the language in its turn. The engine and the CLI stay as they
// are, byte for byte. The translations of both kinds are a chunk a
// language (web/src/words/LANG/errors.js: { error, engine }); a sentence
// no format matches, or with no translation, stays English. It imports
// nothing: core/i18n.js hands it what it needs, so that no module of the
// first load is shared with this chunk (which would split it off).

/** The languages shipped but English (core/i18n.js's GG_LANGS). */
const GG_ERROR_LANGS = ['fr', 'de', 'es', 'pt-BR', 'ru', 'ja', 'zh-CN', 'ar'];

/** A language's chunk of errors in the site, by its name (a function: the
 * site's bundler leaves the import() alone). */
function errorsFile(lang) {
  return `./words-${lang}-errors.js`;
}

/** Each language's chunk of errors (the package's import()s; the site
 * loads them by name).
 * @type {true | Record<string, () => Promise<{ default: { error: Record<string, string>, engine: Record<string, string> } }>>} */
const GG_ERROR_LOADERS = GG_WORDS_BY_NAME || {
  fr: () => import('../words/fr/errors.js'),
  de: () => import('../words/de/errors.js'),
  es: () => import('../words/es/errors.js'),
  'pt-BR': () => import('../words/pt-BR/errors.js'),
  ru: () => import('../words/ru/errors.js'),
  ja: () => import('../words/ja/errors.js'),
  'zh-CN': () => import('../words/zh-CN/errors.js'),
  ar: () => import('../words/ar/errors.js'),
};

/** Each language's chunk of errors, loading or in. */
const ggLoaded = {};

/** The matchers of every format known: [regex, key, names, literal
 * length], made again when formats come (a chunk, registerTranslation):
 * ggKnown counts the messages they were made from. */
let ggMatchers = null, ggKnown = 0;

let ggFormat = null;

/** The sentence message (English) in the languages of chain (core/i18n.js
 * ggChain), messages being every language's, format core/i18n.js's.
 * @param {string[]} chain @param {string} message @param {Record<string, Record<string, string>>} messages
 * @param {(lang: string, message: string, params: object) => string} format
 * @returns {Promise<string>} */
export async function ggSayError(chain, message, messages, format) {
  ggFormat = format;
  await Promise.all(chain.map((l) => ggLoadErrors(l, messages)));
  return ggSay(chain, message, messages, 0);
}

function ggLoadErrors(lang, messages) {
  const load = GG_WORDS_BY_NAME ? GG_ERROR_LANGS.indexOf(lang) >= 0 && (() => import(errorsFile(lang))) : GG_ERROR_LOADERS[lang];
  if (load && !ggLoaded[lang]) {
    ggLoaded[lang] = load().then((m) => {
      const to = messages[lang] || (messages[lang] = {});
      for (const part of ['error', 'engine']) {
        for (const k in m.default[part]) if (!(part + '.' + k in to)) to[part + '.' + k] = m.default[part][k];
      }
      ggMatchers = null;
    }, () => {});
  }
  return ggLoaded[lang];
}

/** The matchers: ours from English (`error.*`), the engine's from the
 * formats any language has (`engine.*`: the key is the format). */
function ggMatch(messages) {
  let known = 0;
  for (const lang in messages) known += Object.keys(messages[lang]).length;
  if (ggMatchers && known === ggKnown) return ggMatchers;
  ggKnown = known;
  const made = [], seen = new Set();
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const k in messages.en) {
    if (!k.startsWith('error.')) continue;
    const names = [];
    const source = messages.en[k].split(/\{(\w+)\}/).map((piece, i) => (i % 2 ? (names.push(piece), '(.*?)') : escape(piece))).join('');
    made.push([new RegExp('^' + source + '$', 's'), k, names, source.length - 5 * names.length]);
  }
  for (const lang in messages) {
    for (const k in messages[lang]) {
      if (!k.startsWith('engine.') || seen.has(k)) continue;
      seen.add(k);
      const names = [];
      // printf's conversions as gg_vformat writes them (engine/base/gg.h).
      const source = k.slice(7).split(/(%(?:%|\.\*s|0?\d*(?:ll|l|z)?[dux]|[sc]))/).map((piece, i) => {
        if (!(i % 2)) return escape(piece);
        if (piece === '%%') return '%';
        names.push(String(names.length + 1));
        return /[du]$/.test(piece) && !/^%0/.test(piece) ? '(-?\\d+)' : piece === '%c' ? '(.)' : /x$/.test(piece) ? '([0-9a-f]+)' : '(.*?)';
      }).join('');
      made.push([new RegExp('^' + source + '$', 's'), k, names, k.length - 2 * names.length]);
    }
  }
  // The most specific first: the one with the most words of its own.
  return (ggMatchers = made.sort((a, b) => b[3] - a[3]));
}

/** message said in the first language of chain that has its error. */
function ggSay(chain, message, messages, depth) {
  if (depth > 4) return message;
  for (const [regex, key, names] of ggMatch(messages)) {
    const m = regex.exec(message);
    if (!m) continue;
    const lang = chain.find((l) => messages[l] && messages[l][key] != null);
    if (!lang || lang === 'en') return message;
    const params = {};
    names.forEach((name, i) => {
      const v = m[i + 1];
      // A whole number written plainly (ours may have thousands' commas) is a number.
      params[name] = /^-?\d{1,3}(,?\d{3})*$/.test(v) && !/^-?0\d/.test(v) ? Number(v.replace(/,/g, ''))
        : ggSay(chain, v, messages, depth + 1);
    });
    return ggFormat(lang, messages[lang][key], params);
  }
  return message;
}
