// mines/words.js — what <gg-mines> says to a screen reader (its live
// region): the sentence after a move, on reaching a cell, and for the
// state of a loaded game, all from the engine's info and what a cell shows
// (shown: the element's _shown). Plain functions; no DOM.
import { FB, MI } from './engine.js';

export function minesStateSentence(info) {
  const st = info[MI.STATE];
  if (st === 2) return 'The board is cleared.';
  if (st >= 3) return 'The game is over.';
  return `${info[MI.MINES] - info[MI.FLAGS]} mines left.`;
}

export function minesCellSentence(r, c, shown) {
  const what = { '#': 'hidden', F: 'flagged', '*': 'mine', X: 'the mine that blew', '!': 'wrong flag' }[shown] ||
    (shown === '0' ? 'empty' : shown);
  return `Row ${r + 1}, column ${c + 1}: ${what}`;
}

/** el: the element (its _shown and seconds). */
export function minesMoveSentence(info, el) {
  const r = info[MI.MOVE_R] + 1, c = info[MI.MOVE_C] + 1;
  const at = `row ${r}, column ${c}`;
  const left = `${info[MI.MINES] - info[MI.FLAGS]} mines left.`;
  let s;
  switch (info[MI.FEEDBACK]) {
    case FB.SUCCESS: s = `Flag placed on ${at}. ${left}`; break;
    case FB.CANCELLED: s = `Flag removed from ${at}. ${left}`; break;
    case FB.SWEPT: s = `${at} is already swept.`; break;
    case FB.FLAGGED: s = `${at} is flagged.`; break;
    case FB.NOT_SWEPT: s = `${at} is not swept, so it cannot be chorded.`; break;
    case FB.FAILED: s = `Chord on ${at} failed: the flags around it do not match its number.`; break;
    case FB.BOOM: s = `Boom! A mine at row ${info[MI.BLOWN_R] + 1}, column ${info[MI.BLOWN_C] + 1}. Game over.`; break;
    case FB.DETECTED: {
      const n = info[MI.REVEALED];
      if (n === 0) s = 'Nothing new swept.';
      else if (n === 1 && info[MI.MOVE_KIND] === 1) s = `${at}: ${el._shown(r - 1, c - 1)}.`;
      else s = `${n} cells swept.`;
      break;
    }
    default: s = info[MI.MOVE_KIND] === 3 ? 'Gave up.' : '';
  }
  if (info[MI.STATE] === 2) s += ` Board cleared in ${Math.round(el.seconds)} seconds. You win!`;
  return s;
}
