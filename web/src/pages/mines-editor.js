// pages/mines-editor.js — the Minesweeper page's position analyser, loaded
// on first use: the element's editor opened on the game shown (or the
// reviewed move's board) or on a permalink's position, the permalink kept
// as the position's code while it is edited, "Play this position" once
// every mine is flagged, and back to the game.

/** @typedef {import('./mines.js').MinesPage} MinesPage */

let wired = false;

/** Edit the game shown, or the position of a code.
 * @param {MinesPage} page @param {string} [code] */
export async function openEditor(page, code) {
  const { el, say } = page;
  if (!wired) wire(page);
  wired = true;
  try {
    await el.editPosition(code || null);
    say('');
  } catch (err) {
    say(`That position cannot be opened: ${/** @type {Error} */ (err).message}. The current game is kept.`, 'error');
  }
}

/** @param {MinesPage} page */
function wire({ el, $, say, attempt, sync }) {
  // The card's buttons while editing, beside Analyse (which they replace).
  $('analyse-row').insertAdjacentHTML('beforeend', '<button type="button" id="play-position" hidden disabled>Play this position</button>' +
    '<button type="button" id="end-edit" hidden>Back to the game</button>');
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
        history.replaceState(null, '', '?position=' + d.code);
        link.href = location.href;
        link.textContent = `mines.html?position=${d.code}`;
      }));
    }
    const p = d.position, play = $('play-position');
    play.disabled = !(p.flags === p.mines && !d.analysis.error);
    play.title = play.disabled ? `Flag every mine first (${p.flags} of ${p.mines} flagged)` : 'A new game on the layout the flags make';
  });
  $('play-position').addEventListener('click', () => attempt('Play this position', () => {
    const { differ } = el.playPosition();
    say(differ.length ? `The position is a new game, but its numbers differ from the flags' layout at ${differ.length} ` +
      `cell(s), the first at row ${differ[0].row + 1}, column ${differ[0].col + 1}: the game shows the layout's.`
      : 'The position is a new game: play on.');
  }));
  $('end-edit').addEventListener('click', () => {
    el.editing = false;
  });
}
