// pages/mines-review.js — the Minesweeper page's review panel, loaded with
// the first review: the summary, the moves (mistakes marked), and for the
// move chosen the board before it and why it was judged so. The element
// works the review out away from the page (review()).

/** @typedef {import('./mines.js').MinesPage} MinesPage */

/** @param {number} p */
const pct = (p) => `${(100 * p).toFixed(1)}%`;
/** @param {{ row: number, col: number }} cell */
const at = (cell) => `row ${cell.row + 1}, column ${cell.col + 1}`;
/** @param {any} m a move of the review */
function why(m) {
  switch (m.verdict) {
    case 'start': return 'The first sweep: the start mode keeps it off a mine.';
    case 'safe': return 'Certainly safe.';
    case 'forced guess': return m.fiftyFifty ? 'A forced guess: half of a 50/50 no number could ever settle.'
      : `A forced guess at ${pct(m.p)}: no cell was certainly safe, and none was safer.`;
    case 'risky guess': return `A risky guess at ${pct(m.p)}: ${at(m.better)} was ${pct(m.better.p)}.`;
    case 'blunder': return m.p === 1 ? 'A sweep onto a certain mine.'
      : `A guess at ${pct(m.p)} while ${m.safeCells} cells were certainly safe, ${at(m.better)} among them.`;
    case 'flag': return 'A flag on a certain mine.';
    case 'flag guess': return `A flag on a cell that was ${pct(m.p)} a mine.`;
    case 'wrong flag': return 'A flag on a cell that was certainly safe.';
    case 'unflag': return 'A flag taken off.';
    default: return 'It changed nothing.';
  }
}
/** The review shown, or null. @type {any} */
let review = null;
/** Show the board before move i and say why it was judged so.
 * @param {MinesPage} page @param {number} i */
function showMove({ el, $, attempt }, i) {
  const items = $('review-list').children;
  if (!review || i < 0 || i >= items.length) return;
  attempt('Review', () => el.reviewMove(i, review));
  for (const li of items) li.firstChild.removeAttribute('aria-current');
  const b = items[i].firstChild;
  b.setAttribute('aria-current', 'step');
  b.focus();
  $('review-why').textContent = `Move ${i + 1}, ${review.moves[i].move}: ${why(review.moves[i])}` +
    (review.moves[i].boom ? ' It hit a mine.' : '');
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
  const { el, $, say } = page;
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
    say(`Review: ${/** @type {Error} */ (err).message}. The current game is kept.`, 'error');
  }
  if (mine !== asked) return;
  $('review').disabled = false;
  if (!got) return;
  review = got;
  const s = review.summary;
  $('review-sum').textContent = `${s.result === 'unfinished' ? 'Unfinished' : s.result[0].toUpperCase() + s.result.slice(1)}` +
    ` after ${s.moves} moves: ${s.guesses} guesses (${s.avoidable} avoidable), luck ${pct(s.luck)}` +
    ` (best ${pct(s.best)}), 3BV ${s.bbbvSolved}/${s.bbbv}, efficiency ${s.efficiency}%.` +
    (s.lookahead ? '' : ' Better guesses are the lowest odds on a board this big.');
  const list = $('review-list');
  list.textContent = '';
  review.moves.forEach((/** @type {any} */ m, /** @type {number} */ i) => {
    const b = document.createElement('button');
    b.type = 'button';
    const mistake = ['risky guess', 'blunder', 'wrong flag'].indexOf(m.verdict) >= 0;
    b.className = mistake ? 'mistake' : '';
    b.textContent = `${mistake ? '✗ ' : ''}${m.move}: ${m.verdict}` +
      (m.verdict.indexOf('guess') >= 0 || m.verdict === 'blunder' ? `, ${pct(m.p)}` : '');
    b.addEventListener('click', () => showMove(page, i));
    list.appendChild(document.createElement('li')).appendChild(b);
  });
  $('review-box').hidden = false;
  showMove(page, 0);
}
