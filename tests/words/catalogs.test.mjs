// catalogs.test.mjs — every language's catalogs (web/src/words/LANG/) held
// to the English (web/words.mjs): no key missing, none extra, the same
// placeholders, the same select values, plural forms for each of the
// language's categories, and every message formats to text with no
// braces left; the engine's error formats that can reach a page
// (tests/words/engine-msgids.mjs, read from the built modules in
// GG_WEB_DIR) each translated, with its arguments {1}, {2}... in range.
//
//   GG_WEB_DIR=build/web node --test tests/words/catalogs.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { englishCatalogs, ROOT } from '../../web/words.mjs';

const WEB_DIR = process.env.GG_WEB_DIR && path.resolve(process.env.GG_WEB_DIR);
const english = await englishCatalogs(WEB_DIR && fs.existsSync(WEB_DIR) ? WEB_DIR : null);
const { GG_LANGS, ggFormat } = await import(pathToFileURL(path.join(ROOT, 'web/src/core/i18n.js')).href);
const PARTS = ['mines', 'minesEditor', 'snakes', 'minesPage', 'minesMore', 'snakesPage', 'site'];

/** A message's pieces, read as core/i18n.js ggFormat reads them:
 * { names: every placeholder's name, at any depth; selects: name -> its
 * forms' keys, plurals: name -> its forms' keys }. */
function pieces(message, into = { names: new Set(), selects: {}, plurals: {} }) {
  let i = 0;
  const block = () => { // from just after a '{' to its '}'
    const start = i;
    for (let depth = 1; depth; i++) {
      if (i >= message.length) throw new Error(`unbalanced braces in "${message}"`);
      if (message[i] === '{') depth++;
      else if (message[i] === '}') depth--;
    }
    return message.slice(start, i - 1);
  };
  while (i < message.length) {
    if (message[i++] !== '{') continue;
    const inner = block();
    const m = inner.match(/^\s*(\w+)\s*(?:,\s*(plural|select)\s*,([\s\S]*))?$/);
    if (!m) throw new Error(`"{${inner}}" is no placeholder in "${message}"`);
    into.names.add(m[1]);
    if (!m[2]) continue;
    const forms = [];
    for (const f of m[3].matchAll(/\s*(=?[\w-]+)\s*\{((?:[^{}]|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\})*)\}/g)) {
      forms.push(f[1]);
      pieces(f[2], into);
    }
    const kind = m[2] === 'plural' ? into.plurals : into.selects;
    (kind[m[1]] ||= new Set()).add(forms.join(' '));
    if (!forms.includes('other')) throw new Error(`{${m[1]}, ${m[2]}} has no other form in "${message}"`);
  }
  return into;
}

/** Sample values for a message's placeholders: each select's first value,
 * the plurals a number. */
function sample(message) {
  const p = pieces(message), params = {};
  for (const n of p.names) params[n] = p.selects[n] ? [...p.selects[n]][0].split(' ')[0] : 3;
  return params;
}

const load = async (lang, file) => (await import(pathToFileURL(path.join(ROOT, 'web/src/words', lang, file + '.js')).href)).default;

for (const lang of GG_LANGS.filter((l) => l !== 'en')) {
  const rules = new Intl.PluralRules(lang), categories = new Set(rules.resolvedOptions().pluralCategories);
  // The categories a count of the games may fall in (whole numbers under
  // a million: French and Spanish's `many`, for whole millions, is not one).
  const needed = new Set(['other', ...Array.from({ length: 1200 }, (_, n) => rules.select(n)), ...[1e4, 1e5, 999999].map((n) => rules.select(n))]);
  /** Hold one message to its English. */
  const compare = (where, en, said, numbered) => {
    assert.equal(typeof said, 'string', `${where}: not a string`);
    const e = pieces(en), t = pieces(said);
    if (numbered) {
      // The engine's formats: {1}, {2}... the printf arguments in order.
      const args = en.split(/%(?:%|\.\*s|0?\d*(?:ll|l|z)?[dux]|[sc])/).length - 1 - (en.match(/%%/g) || []).length;
      for (const n of t.names) assert.ok(/^\d+$/.test(n) && +n >= 1 && +n <= args, `${where}: {${n}} is not one of the ${args} arguments`);
    } else {
      assert.deepEqual([...t.names].sort(), [...e.names].sort(), `${where}: placeholders ${[...t.names]} differ from English's ${[...e.names]}`);
      for (const n in e.selects) {
        const want = new Set([...e.selects[n]].flatMap((f) => f.split(' ')));
        for (const forms of t.selects[n] || []) {
          const have = new Set(forms.split(' '));
          for (const v of want) assert.ok(have.has(v) || v === 'other', `${where}: {${n}, select} lacks the value ${v}`);
        }
      }
      for (const n in e.plurals) assert.ok(t.plurals[n] || t.names.has(n), `${where}: {${n}} is gone`);
    }
    for (const n in t.plurals) {
      for (const forms of t.plurals[n]) {
        const have = forms.split(' ');
        for (const c of have) assert.ok(c.startsWith('=') || categories.has(c), `${where}: ${lang} has no plural category ${c}`);
        for (const c of needed) assert.ok(have.includes(c), `${where}: {${n}, plural} lacks ${lang}'s category ${c}`);
      }
    }
    const out = ggFormat(lang, said, sample(said));
    assert.ok(!/[{}]/.test(out.replace(/\{\w+\}/g, '')), `${where}: braces left in "${out}"`);
  };

  test(`${lang}: every part has the keys of English, no more, with the same placeholders`, async () => {
    for (const part of PARTS) {
      const words = await load(lang, part), en = english[part];
      const missing = Object.keys(en).filter((k) => !(k in words)), extra = Object.keys(words).filter((k) => !(k in en));
      assert.deepEqual(missing, [], `${lang}/${part}.js lacks ${missing.join(', ')}`);
      assert.deepEqual(extra, [], `${lang}/${part}.js has keys English has not: ${extra.join(', ')}`);
      for (const k in en) compare(`${lang}/${part}.js ${k}`, en[k], words[k], false);
    }
  });

  test(`${lang}: the errors, ours and the engine's`, async (t) => {
    const { error, engine } = await load(lang, 'errors');
    const missing = Object.keys(english.error).filter((k) => !(k in error)), extra = Object.keys(error).filter((k) => !(k in english.error));
    assert.deepEqual(missing, [], `${lang}/errors.js lacks error.${missing.join(', error.')}`);
    assert.deepEqual(extra, [], `${lang}/errors.js has errors English has not: ${extra.join(', ')}`);
    for (const k in english.error) compare(`${lang}/errors.js error.${k}`, english.error[k], error[k], false);
    for (const k in engine) compare(`${lang}/errors.js engine "${k}"`, k, engine[k], true);
    if (!english.engine) return t.skip('no GG_WEB_DIR: the engine formats the modules hold are not known');
    const lacks = Object.keys(english.engine).filter((k) => !(k in engine)), more = Object.keys(engine).filter((k) => !(k in english.engine));
    assert.deepEqual(lacks, [], `${lang}/errors.js lacks the engine's formats:\n${lacks.join('\n')}`);
    assert.deepEqual(more, [], `${lang}/errors.js has formats no module holds:\n${more.join('\n')}`);
  });
}

test('the shipped languages each have their folder of catalogs, and only they', () => {
  const dirs = fs.readdirSync(path.join(ROOT, 'web/src/words')).sort();
  assert.deepEqual(dirs, GG_LANGS.filter((l) => l !== 'en').sort());
});

test('the package\'s MessageKey (web/package/elements.d.ts) lists every key of the parts the elements speak, and no other', () => {
  const dts = fs.readFileSync(path.join(ROOT, 'web/package/elements.d.ts'), 'utf8');
  const typed = new Set([...dts.matchAll(/'((?:mines|minesEditor|snakes|error)\.\w+)'/g)].map((m) => m[1]));
  const want = new Set(['mines', 'minesEditor', 'snakes', 'error'].flatMap((part) => Object.keys(english[part]).map((k) => part + '.' + k)));
  assert.deepEqual([...want].filter((k) => !typed.has(k)), [], 'keys elements.d.ts lacks');
  assert.deepEqual([...typed].filter((k) => !want.has(k)), [], 'keys elements.d.ts has that no catalog has');
});
