// pages/front.js — the front page (index.html, built as site.js): the
// service worker (pages/site.js) and the page in the player's language
// (pages/words.js; its words are the HTML's, part `site`).
import './site.js';
import { pageWords } from './words.js';

pageWords('site', {}, [], GG_WORDS_BY_NAME || {
  fr: () => import('../words/fr/site.js'),
  de: () => import('../words/de/site.js'),
  es: () => import('../words/es/site.js'),
  'pt-BR': () => import('../words/pt-BR/site.js'),
  ru: () => import('../words/ru/site.js'),
  ja: () => import('../words/ja/site.js'),
  'zh-CN': () => import('../words/zh-CN/site.js'),
  ar: () => import('../words/ar/site.js'),
});
