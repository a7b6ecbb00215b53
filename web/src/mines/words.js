// mines/words.js — everything <gg-mines> says, as messages (core/i18n.js):
// the English catalog of the part `mines` (its buttons and labels, which
// style.js names by data-t, the live region's sentences, the solver's
// advice), the English of its errors (part `error`), the loaders of the
// other languages' chunks (web/src/words/LANG/mines.js), and the
// sentences said after a move, on reaching a cell and for a loaded game,
// from the engine's info and what a cell shows (shown: the element's
// _shown). Plain functions; no DOM.
import { ggErrorText, ggLangOf, ggSayMarkup, ggWords } from '../core/engine.js';
import { FB, MI } from './engine.js';

export const MINES_WORDS = {
  // the markup (style.js: data-t="key", or "attribute:key")
  minesLeft: 'Mines left',
  face: 'New game',
  faceTitle: 'New game (N)',
  seconds: 'Seconds',
  board: 'Minesweeper board',
  flagMode: 'Flag mode',
  flagModeTitle: 'Flag mode: taps and clicks place flags',
  hint: 'Hint',
  hintTitle: 'Hint (H)',
  odds: 'Odds',
  oddsTitle: 'Mine odds (O)',
  safe: 'Play safe',
  safeTitle: 'Play the safe moves (P)',
  zoomOutLabel: 'Zoom out',
  zoomOutTitle: 'Zoom out (-)',
  zoomInLabel: 'Zoom in',
  zoomInTitle: 'Zoom in (+)',
  // the board's label and the game's announcements
  label: 'Minesweeper, {rows, plural, one {# row} other {# rows}} by {cols, plural, one {# column} other {# columns}}, ' +
    '{mines, plural, one {# mine} other {# mines}}. Arrow keys move, Space or Enter sweeps or chords, F flags, N starts a new game.',
  newGame: 'New game: {rows} by {cols}, {mines, plural, one {# mine} other {# mines}}. Arrow keys move, Space sweeps, F flags.',
  replayLoaded: 'Replay loaded: {rows} by {cols}, {steps, plural, one {# move} other {# moves}} played.',
  leetCodeLoaded: 'LeetCode board loaded: {rows} by {cols}.',
  cleared: 'The board is cleared.',
  over: 'The game is over.',
  left: '{n, plural, one {# mine} other {# mines}} left.',
  // a cell reached by the keyboard: what it shows
  cell: 'Row {row}, column {col}: {shown, select, hidden {hidden} flagged {flagged} mine {mine} blew {the mine that blew} ' +
    'wrong {wrong flag} empty {empty} other {{shown}}}',
  flaggedFirst: 'Row {row}, column {col} is flagged: press F to remove the flag first.',
  chordHow: 'Row {row}, column {col} shows {n}: flag that many neighbours to chord it.',
  // after a move
  flagPlaced: 'Flag placed on row {row}, column {col}.',
  flagRemoved: 'Flag removed from row {row}, column {col}.',
  swept: 'Row {row}, column {col} is already swept.',
  flagged: 'Row {row}, column {col} is flagged.',
  notSwept: 'Row {row}, column {col} is not swept, so it cannot be chorded.',
  chordFailed: 'Chord on row {row}, column {col} failed: the flags around it do not match its number.',
  boom: 'Boom! A mine at row {row}, column {col}. Game over.',
  nothing: 'Nothing new swept.',
  opened: 'Row {row}, column {col}: {n}.',
  sweptCells: '{n, plural, one {# cell} other {# cells}} swept.',
  gaveUp: 'Gave up.',
  won: 'Board cleared in {s, plural, one {# second} other {# seconds}}. You win!',
  // the solver's advice
  thinking: 'Thinking…',
  adviceSafe: 'Safe: row {row}, column {col}',
  adviceForced: 'No safe cell. Guess row {row}, column {col} now: half of a 50/50 no number will ever settle',
  adviceGuess: 'No safe cell. Best guess: row {row}, column {col}, {p} mine',
  adviceNone: 'Nothing left to sweep',
  noSafeMove: 'No move is certainly safe',
};

/** @typedef {typeof MINES_WORDS} MinesWords */
/** @typedef {keyof MinesWords} MinesWord */

ggWords('mines', MINES_WORDS, GG_WORDS_BY_NAME || {
  fr: () => import('../words/fr/mines.js'),
  de: () => import('../words/de/mines.js'),
  es: () => import('../words/es/mines.js'),
  'pt-BR': () => import('../words/pt-BR/mines.js'),
  ru: () => import('../words/ru/mines.js'),
  ja: () => import('../words/ja/mines.js'),
  'zh-CN': () => import('../words/zh-CN/mines.js'),
  ar: () => import('../words/ar/mines.js'),
});

// The element's errors (their translations: web/src/words/LANG/errors.js).
ggWords('error', {
  noGameDetached: 'there is no game: the element is not in the document (it gets one when inserted)',
  noGameBecause: 'there is no game: {why}',
  loading: 'the game engine is still loading (await element.ready)',
  noGame: 'there is no game (the attributes were not valid)',
  offBoard: 'cell ({r}, {c}) is not on the {rows} x {cols} board (0-based)',
  wholeNumber: '{name} must be a whole number, not "{value}"',
  startMode: 'start must be safe, opening or noguess, not "{value}"',
});

/** What the game is now, for a loaded game's announcement. el: the
 * element (its _t). */
export function minesStateSentence(el, info) {
  const st = info[MI.STATE];
  return st === 2 ? el._t('cleared') : st >= 3 ? el._t('over') : el._t('left', { n: info[MI.MINES] - info[MI.FLAGS] });
}

/** Cell (r, c), 0-based, and what it shows. */
export function minesCellSentence(el, r, c, shown) {
  const what = { '#': 'hidden', F: 'flagged', '*': 'mine', X: 'blew', '!': 'wrong', 0: 'empty' }[shown] || +shown;
  return el._t('cell', { row: r + 1, col: c + 1, shown: what });
}

/** After a move: what it did. el: the element (its _t, _shown and seconds). */
export function minesMoveSentence(info, el) {
  const row = info[MI.MOVE_R] + 1, col = info[MI.MOVE_C] + 1, at = { row, col };
  const left = () => ' ' + el._t('left', { n: info[MI.MINES] - info[MI.FLAGS] });
  const key = /** @type {MinesWord[]} */ (['flagPlaced', 'flagRemoved', 'swept', 'flagged', 'notSwept', 'chordFailed', , 'boom'])[info[MI.FEEDBACK]];
  let s = '';
  if (key === 'boom') s = el._t(key, { row: info[MI.BLOWN_R] + 1, col: info[MI.BLOWN_C] + 1 });
  else if (key) s = el._t(key, at) + (info[MI.FEEDBACK] <= FB.CANCELLED ? left() : '');
  else if (info[MI.FEEDBACK] === FB.DETECTED) {
    const n = info[MI.REVEALED];
    s = n === 0 ? el._t('nothing') : n === 1 && info[MI.MOVE_KIND] === 1 ? el._t('opened', { row, col, n: +el._shown(row - 1, col - 1) })
      : el._t('sweptCells', { n });
  } else if (info[MI.MOVE_KIND] === 3) s = el._t('gaveUp');
  if (info[MI.STATE] === 2) s += ' ' + el._t('won', { s: Math.round(el.seconds) });
  return s;
}

/** Say everything of the element el again (its language or the words
 * have changed): the markup, the board's label, the advice, the error
 * shown, the position editor's. */
export function minesSayAll(el) {
  ggSayMarkup(el.shadowRoot, (k) => el._t(k));
  if (el._params) minesLabel(el);
  el._solver._sayAdvice();
  if (el._error) minesShowError(el, el._error);
  if (el._editor) el._editor._words();
}

/** The game's label on the board (the position editor sets its own). */
export function minesLabel(el) {
  const p = el._params;
  if (!el._editor) el._ui.scroller.setAttribute('aria-label', el._t('label', { rows: p.rows, cols: p.cols, mines: el._info[MI.MINES] }));
}

/** Show an error, its English sentence (the engine's or the element's),
 * in the element's box in its language; null hides the box. */
export function minesShowError(el, message) {
  const box = el._ui.message;
  el._error = message;
  if (!message) {
    box.hidden = true;
    box.textContent = '';
    return;
  }
  ggErrorText(ggLangOf(el), message, (text) => {
    if (el._error !== message) return;
    box.textContent = text;
    box.hidden = false;
  });
}
