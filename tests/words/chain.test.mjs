// chain.test.mjs — which languages a tag reads (core/i18n.js): the chain
// an element tries message by message (ggChain), and the shipped language
// a page picks from the browser's (ggShipped, pages/words.js). The two
// are one rule: a page never picks a language its elements would not read.
//
//   node --test tests/words/chain.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../web/words.mjs';

const { ggChain, ggShipped } = await import(pathToFileURL(path.join(ROOT, 'web/src/core/i18n.js')).href);

test('a tag reads itself, its language, the languages we have of it, then English', () => {
  assert.deepEqual(ggChain('pt-PT'), ['pt-PT', 'pt', 'pt-BR', 'en']);
  assert.deepEqual(ggChain('de-at'), ['de-AT', 'de', 'en']);
  assert.deepEqual(ggChain('ar'), ['ar', 'ar', 'en']);
  assert.deepEqual(ggChain('not a tag'), ['en', 'en', 'en']);
});

test('Chinese: the traditional script never reads the simplified catalog', () => {
  for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN', 'zh-hant-hk']) {
    assert.ok(!ggChain(tag).includes('zh-CN'), tag);
    assert.equal(ggShipped(tag), undefined, tag);
  }
  for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-TW', 'zh-Hans-HK']) {
    assert.ok(ggChain(tag).includes('zh-CN'), tag);
    assert.equal(ggShipped(tag), 'zh-CN', tag);
  }
});

test('the language a page picks for each of the browser\'s tags', () => {
  const picks = { 'en-US': 'en', 'en-GB': 'en', fr: 'fr', 'fr-CA': 'fr', 'de-CH': 'de', 'es-419': 'es', pt: 'pt-BR',
    'pt-PT': 'pt-BR', 'pt-BR': 'pt-BR', 'ru-RU': 'ru', 'ja-JP': 'ja', 'ar-EG': 'ar', eo: undefined, nl: undefined };
  for (const [tag, lang] of Object.entries(picks)) assert.equal(ggShipped(tag), lang, tag);
});
