// pages/mines-editor.js — the Minesweeper page's position analyser, loaded
// on first use: the element's editor opened on the game shown (or the
// reviewed move's board) or on a permalink's position, the permalink kept
// as the position's code while it is edited, "Play this position" once
// every mine is flagged, and back to the game.

import { moreT } from './mines-more-words.js';

/** @typedef {import('./mines.js').MinesPage} MinesPage */

let wired = false;

/** Edit the game shown, or the position of a code.
 * @param {MinesPage} page @param {string} [code] */
export async function openEditor(page, code) {
  const { el, say, sayError } = page;
  if (!wired) wire(page);
  wired = true;
  try {
    await el.editPosition(code || null);
    say('');
  } catch (err) {
    sayError(/** @type {Error} */ (err).message, (why) => moreT('cannotOpen', { why }));
  }
}

/** @param {MinesPage} page */
function wire({ el, $, say, attempt, sync, link: withLang }) {
  // The card's buttons while editing, beside Analyse (which they replace).
  $('analyse-row').insertAdjacentHTML('beforeend', '<button type="button" id="play-position" hidden disabled></button>' +
    '<button type="button" id="end-edit" hidden></button>');
  $('play-position').textContent = moreT('playPosition');
  $('end-edit').textContent = moreT('backToGame');
  el.addEventListener('gg-edit', (/** @type {CustomEvent} */ e) => {
    const d = e.detail;
    $('analyse').hidden = d.editing;
    $('play-position').hidden = $('end-edit').hidden = !d.editing;
    if (!d.editing) {
      sync();
      return;
    }
    const link = $('permalink');
    // The link waits for the frame: replacing the URL can take the
    // milliseconds the drawn edit needs.
    if (d.code) {
      requestAnimationFrame(() => setTimeout(() => {
        const q = String(withLang(new URLSearchParams({ position: d.code })));
        history.replaceState(null, '', '?' + q);
        link.href = location.href;
        link.textContent = `mines.html?${q}`;
      }));
    }
    const p = d.position, play = $('play-position');
    play.disabled = !(p.flags === p.mines && !d.analysis.error);
    play.title = play.disabled ? moreT('flagEvery', p) : moreT('playTitle');
  });
  $('play-position').addEventListener('click', () => attempt(moreT('playPosition'), () => {
    const { differ } = el.playPosition();
    say(differ.length ? moreT('differ', { n: differ.length, row: differ[0].row + 1, col: differ[0].col + 1 }) : moreT('played'));
  }));
  $('end-edit').addEventListener('click', () => {
    el.editing = false;
  });
}
