// pages/mines-files.js — the Minesweeper page's files, loaded on first
// use: a replay exported as a command file, one imported (file picker or
// drop), a LeetCode 529 board pasted.

/** @typedef {import('./mines.js').MinesPage} MinesPage */

/** Download the game as a command file.
 * @param {MinesPage} page */
export function exportReplay({ el, say, attempt }) {
  attempt('Export', () => {
    const text = el.replay();
    const p = el.params;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = `mines-${p.rows}x${p.cols}-${p.seed || p.source}.txt`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    say(`Replay exported (${text.length} bytes).`);
  });
}

/** Play the replay in file.
 * @param {MinesPage} page @param {File} file */
export async function importReplay({ el, say, attempt }, file) {
  const text = await file.text();
  attempt(`Importing ${file.name}`, () => {
    el.loadReplay(text);
    say(`Replay ${file.name} loaded.`);
  });
}

/** Open the LeetCode 529 board pasted in the page.
 * @param {MinesPage} page */
export function openLeetCode({ el, $, say, attempt }) {
  attempt('LeetCode board', () => {
    const text = $('leetcode').value;
    if (!text.trim()) throw new Error('paste a board first, like board = [["E","M"],["E","E"]], click = [1,0]');
    const r = el.loadLeetCode(text);
    say(r.replayable ? 'LeetCode board opened.'
      : 'LeetCode board opened. No sweeps from a hidden board reach this position, so it has no replay.');
  });
}
