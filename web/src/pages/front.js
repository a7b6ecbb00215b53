// pages/front.js — the front page (index.html, built as site.js): the
// service worker (pages/site.js) and the page in the player's language
// (pages/words.js; its words are the HTML's, part `site`).
import './site.js';
import { pageWords } from './words.js';

pageWords('site', {}, []);
