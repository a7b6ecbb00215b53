// pages/mines-review.js — the Minesweeper page's review panel, loaded with
// the first review: the summary, the moves (mistakes marked), and for the
// move chosen the board before it and why it was judged so. The element
// works the review out away from the page (review()).

import { ggNumber } from '../core/engine.js';
import { moreLang, moreT } from './mines-more-words.js';

/** @typedef {import('./mines.js').MinesPage} MinesPage */

/** @param {number} p */
const pct = (p) => ggNumber(moreLang(), p, 1, 'percent');
/** A verdict's name in the page's language ('forced guess': forcedGuess). @param {string} verdict */
const named = (verdict) => moreT(/** @type {any} */ (verdict.replace(/ (\w)/, (_, c) => c.toUpperCase())));
/** @param {any} m a move of the review */
function why(m) {
  const at = m.better ? { row: m.better.row + 1, col: m.better.col + 1, better: pct(m.better.p) } : {};
  const params = Object.assign({ p: pct(m.p), safe: m.safeCells }, at);
  switch (m.verdict) {
    case 'start': return moreT('whyStart');
    case 'safe': return moreT('whySafe');
    case 'forced guess': return moreT(m.fiftyFifty ? 'whyFiftyFifty' : 'whyForced', params);
    case 'risky guess': return moreT('whyRisky', params);
    case 'blunder': return moreT(m.p === 1 ? 'whyCertainMine' : 'whyBlunder', params);
    case 'flag': return moreT('whyFlag');
    case 'flag guess': return moreT('whyFlagGuess', params);
    case 'wrong flag': return moreT('whyWrongFlag');
    case 'unflag': return moreT('whyUnflag');
    default: return moreT('whyNoEffect');
  }
}
/** The review shown, or null. @type {any} */
let review = null;
/** Show the board before move i and say why it was judged so.
 * @param {MinesPage} page @param {number} i */
function showMove({ el, $, attempt }, i) {
  const items = $('review-list').children;
  if (!review || i < 0 || i >= items.length) return;
  attempt(moreT('review'), () => el.reviewMove(i, review));
  for (const li of items) li.firstChild.removeAttribute('aria-current');
  const b = items[i].firstChild;
  b.setAttribute('aria-current', 'step');
  b.focus();
  $('review-why').textContent = moreT('move', { n: i + 1, move: review.moves[i].move, why: why(review.moves[i]) }) +
    (review.moves[i].boom ? ' ' + moreT('hitMine') : '');
}
/** Close the panel and show the game again.
 * @param {MinesPage} page */
export function closeReview({ el, $ }) {
  if (!review) return;
  review = null;
  $('review-box').hidden = true;
  el.reviewMove(-1);
}
let asked = 0; // a review asked again drops one still being worked out
let listening = false;

/** Work the review out (the button waits meanwhile) and show it.
 * @param {MinesPage} page */
export async function openReview(page) {
  const { el, $, sayError, t } = page;
  if (!listening) {
    listening = true;
    $('review-list').addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
      const items = Array.from($('review-list').children);
      const i = items.findIndex((li) => li.firstChild.hasAttribute('aria-current'));
      const to = /** @type {Record<string, number>} */ ({ ArrowDown: i + 1, ArrowRight: i + 1, ArrowUp: i - 1, ArrowLeft: i - 1,
        Home: 0, End: items.length - 1 })[e.key];
      if (to === undefined) return;
      e.preventDefault();
      showMove(page, Math.max(0, Math.min(items.length - 1, to)));
    });
    $('review-close').addEventListener('click', () => closeReview(page));
    el.addEventListener('gg-ready', () => asked++);
  }
  const mine = ++asked;
  $('review').disabled = true;
  let got;
  try {
    got = await el.review();
  } catch (err) {
    sayError(/** @type {Error} */ (err).message, (why) => t('refused', { what: moreT('review'), why }));
  }
  if (mine !== asked) return;
  $('review').disabled = false;
  if (!got) return;
  review = got;
  const s = review.summary;
  $('review-sum').textContent = moreT('summary', { result: s.result.replace(' ', ''), moves: s.moves, guesses: s.guesses,
    avoidable: s.avoidable, luck: pct(s.luck), best: pct(s.best), solved: s.bbbvSolved, bbbv: s.bbbv,
    efficiency: pct(s.efficiency / 100) }) + (s.lookahead ? '' : ' ' + moreT('bigBoard'));
  const list = $('review-list');
  list.textContent = '';
  review.moves.forEach((/** @type {any} */ m, /** @type {number} */ i) => {
    const b = document.createElement('button');
    b.type = 'button';
    const mistake = ['risky guess', 'blunder', 'wrong flag'].indexOf(m.verdict) >= 0;
    b.className = mistake ? 'mistake' : '';
    const odds = m.verdict.indexOf('guess') >= 0 || m.verdict === 'blunder';
    b.textContent = (mistake ? '✗ ' : '') + moreT(odds ? 'itemOdds' : 'item', { move: m.move, verdict: named(m.verdict), p: pct(m.p) });
    b.addEventListener('click', () => showMove(page, i));
    list.appendChild(document.createElement('li')).appendChild(b);
  });
  $('review-box').hidden = false;
  showMove(page, 0);
}
