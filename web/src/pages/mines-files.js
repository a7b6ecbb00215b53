// pages/mines-files.js — the Minesweeper page's files, loaded on first
// use: a replay exported as a command file, one imported (file picker or
// drop), a board file opened as a new game on its layout (MinesweeperX's
// .mbf, a layout as text or code; the analysis module reads them) or the
// game's layout saved as .mbf, a LeetCode 529 board pasted.
import { boardRead, boardReadText, minesAnalysisEngine } from '../mines/analysis.js';
import { ggError } from '../core/engine.js';
import { moreT } from './mines-more-words.js';

/** @typedef {import('./mines.js').MinesPage} MinesPage */

/** Offer bytes as a download named name.
 * @param {BlobPart} bytes @param {string} name @param {string} type */
function download(bytes, name, type) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([bytes], { type }));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** Download the game as a command file.
 * @param {MinesPage} page */
export function exportReplay({ el, say, attempt }) {
  attempt(moreT('export'), () => {
    const text = el.replay();
    const p = el.params;
    download(text, `mines-${p.rows}x${p.cols}-${p.seed || p.source}.txt`, 'text/plain');
    say(moreT('exported', { n: text.length }));
  });
}

/** Open file: a replay is played back; any other board file (.mbf, a
 * layout as text or code) starts a new game on its layout; a position
 * code opens the analyser on it. A file none of them takes: its message,
 * the game kept.
 * @param {MinesPage} page @param {File} file */
export async function importReplay({ el, say, sayError, attempt }, file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = null;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not text: a board file's bytes, or nothing the page reads
  }
  // Control bytes: not a text file (an .mbf, or a file of another kind).
  if (text !== null && /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(text)) text = null;
  if (text !== null) {
    let why;
    try {
      el.loadReplay(text);
      say(moreT('replayLoaded', { file: file.name }));
      return;
    } catch (err) {
      why = err.message;
    }
    // Other text than a code is a layout only as a replay's first lines:
    // the replay's message says what is wrong with it.
    if (!/^\s*[LP]\d/.test(text)) {
      sayError(why, (said) => moreT('importing', { file: file.name, why: said }));
      return;
    }
    if (/^\s*P\d/.test(text)) {
      try {
        await el.editPosition(text.trim());
        say(moreT('positionOpened', { file: file.name }));
      } catch (err) {
        sayError(err.message, (why) => moreT('openingFailed', { file: file.name, why }));
      }
      return;
    }
  }
  const M = await minesAnalysisEngine();
  attempt(moreT('opening', { file: file.name }), () => {
    el.loadReplay(boardReadText(M, bytes, 'text'));
    const p = el.params;
    say(moreT('boardOpened', { file: file.name, rows: p.rows, cols: p.cols, mines: p.mines }));
  });
}

/** Download the game's layout as MinesweeperX's .mbf (its side at most 255).
 * @param {MinesPage} page */
export async function saveMbf({ el, say, attempt }) {
  const text = attempt(moreT('saveMbf'), () => el.replay());
  if (text === undefined) return;
  const M = await minesAnalysisEngine();
  attempt(moreT('saveMbf'), () => {
    const bytes = boardRead(M, text, 'mbf');
    const p = el.params;
    download(/** @type {Uint8Array<ArrayBuffer>} */ (bytes), `mines-${p.rows}x${p.cols}-${p.seed || p.source}.mbf`, 'application/octet-stream');
    say(moreT('mbfSaved', { n: bytes.length }));
  });
}

/** Open the LeetCode 529 board pasted in the page.
 * @param {MinesPage} page */
export function openLeetCode({ el, $, say, attempt }) {
  attempt(moreT('leetCode'), () => {
    const text = $('leetcode').value;
    if (!text.trim()) throw ggError('pasteBoard');
    const r = el.loadLeetCode(text);
    say(moreT(r.replayable ? 'leetCodeOpened' : 'leetCodeNoReplay'));
  });
}
