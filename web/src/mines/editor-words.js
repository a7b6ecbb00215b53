// mines/editor-words.js — what the position editor of <gg-mines> says, as
// messages (core/i18n.js): the English of the part `minesEditor` (its
// tools, which editor-style.js names by data-t, the board's label while
// editing, each edit's sentence, the analysis in words), the English of
// its errors, the loaders of the other languages' chunks, and the
// editor's words said: its tools, the board's label, the analysis. Comes
// with the editor (ed: a MinesEditor), on first use.
import { ggErrorText, ggLangOf, ggNumber, ggSayMarkup, ggWords } from '../core/engine.js';

export const MINES_EDITOR_WORDS = {
  // the markup (editor-style.js)
  undo: 'Undo',
  undoTitle: 'Undo (Ctrl+Z)',
  redo: 'Redo',
  redoTitle: 'Redo (Ctrl+Y)',
  allHidden: 'All hidden',
  allHiddenTitle: 'Every cell hidden',
  clear: 'Clear',
  clearTitle: 'Every cell revealed, showing 0: carve from there',
  total: 'Mines in all',
  fewer: 'One mine fewer',
  more: 'One mine more',
  mines: 'mines',
  legend: 'Numbers on hidden cells: each one\'s chance of a mine in %. Outlined: blue the safe move, amber the best guess, ' +
    'red numbers that cannot all be right. Hatched: safe, but its number is already known.',
  menu: 'The number this cell shows',
  hide: 'Hide',
  // the board while editing
  label: 'Position editor, {rows, plural, one {# row} other {# rows}} by {cols, plural, one {# column} other {# columns}}, ' +
    '{mines, plural, one {# mine} other {# mines}}. Arrow keys move, Space or Enter reveals or hides a cell, F flags, ' +
    '0 to 8 set a number, Control+Z undoes, Control+Y redoes.',
  editing: 'Editing a {rows} by {cols} position with {mines, plural, one {# mine} other {# mines}}. Space or a tap reveals ' +
    'or hides a cell, F or a long press flags, digits set a number, Control+Z undoes.',
  back: 'Back to the game.',
  // each edit
  noRedo: 'Nothing to redo.',
  noUndo: 'Nothing to undo.',
  redone: 'Redone.',
  undone: 'Undone.',
  allHiddenDone: 'Every cell hidden.',
  clearDone: 'Every cell revealed, showing 0.',
  minesInAll: '{n, plural, one {# mine} other {# mines}} in all.',
  revealed: 'Row {row}, column {col} revealed: {n}.',
  hidden: 'Row {row}, column {col} hidden.',
  flagged: 'Row {row}, column {col} flagged.',
  unflagged: 'Row {row}, column {col} unflagged.',
  cellsRevealed: '{n, plural, one {# cell} other {# cells}} revealed.',
  cellsHidden: '{n, plural, one {# cell} other {# cells}} hidden.',
  range: 'Row {row}, column {col} can show {lo} to {hi} (at least its flagged neighbours, at most those and its hidden ones).',
  rangeOne: 'Row {row}, column {col} can show {lo} (at least its flagged neighbours, at most those and its hidden ones).',
  shows: 'Row {row}, column {col} shows {n}.',
  choose: 'Row {row}, column {col}: choose its number, {lo} to {hi}, or hide it.',
  // the analysis
  impossible: 'Impossible: {why}.',
  conflict: 'The numbers in conflict are outlined in red.',
  counts: '{hidden} hidden: {safe} certainly safe, {certain} certainly mines.',
  countsEstimated: '{hidden} hidden: {safe} certainly safe, {certain} certainly mines (odds estimated).',
  moveNone: 'Nothing is left to sweep.',
  moveSafe: 'The solver would sweep row {row}, column {col}, certainly safe.',
  moveForced: 'The solver would guess row {row}, column {col}, half of a 50/50 no number can settle.',
  moveGuess: 'The solver would guess row {row}, column {col}, {p} a mine.',
};

/** @typedef {typeof MINES_EDITOR_WORDS} MinesEditorWords */
/** @typedef {keyof MinesEditorWords} MinesEditorWord */

ggWords('minesEditor', MINES_EDITOR_WORDS, GG_WORDS_BY_NAME || {
  fr: () => import('../words/fr/minesEditor.js'),
  de: () => import('../words/de/minesEditor.js'),
  es: () => import('../words/es/minesEditor.js'),
  'pt-BR': () => import('../words/pt-BR/minesEditor.js'),
  ru: () => import('../words/ru/minesEditor.js'),
  ja: () => import('../words/ja/minesEditor.js'),
  'zh-CN': () => import('../words/zh-CN/minesEditor.js'),
  ar: () => import('../words/ar/minesEditor.js'),
});

ggWords('error', {
  editing: 'the element is editing a position: set editing to false to play the game again',
  boardShape: 'the board must be {rows} rows of {cols} cells',
  badCell: 'cell [{r},{c}] is "{ch}": a cell is # hidden, F flagged or 0-8 revealed',
  flagFirst: 'flag every mine first: {flags} of the {mines} mines are flagged',
});

/** Say the editor's tools, the board's label and the analysis again. */
export function minesEditorSayAll(ed) {
  const t = (k) => ed._t(k);
  ggSayMarkup(ed._box, t);
  ed._menu.setAttribute('aria-label', t('menu'));
  ggSayMarkup(ed._menu, t);
  if (ed._el._editor === ed) {
    minesEditorLabel(ed);
    if (ed._analysis) minesEditorSayAnalysis(ed, ed._analysis);
  }
}

/** The board's label while the position is edited. */
export function minesEditorLabel(ed) {
  ed._el._ui.scroller.setAttribute('aria-label', ed._t('label', { rows: ed._rows, cols: ed._cols, mines: ed._mines }));
}

/** The analysis a in words, shown (and said after words, if any: the
 * edit's). An impossible position's reason is the engine's sentence, in
 * the element's language (core/i18n.js ggErrorText). */
export function minesEditorSayAnalysis(ed, a, words) {
  const el = ed._el, box = ed._tools.analysis;
  ed._said = a;
  const show = (said) => {
    if (ed._said !== a) return;
    box.textContent = said;
    box.classList.toggle('impossible', !!a.error);
    if (words !== undefined) el._announce(words ? `${words} ${said}` : said);
  };
  if (a.error) {
    ggErrorText(ggLangOf(el), a.error, (why) => show(ed._t('impossible', { why }) + (a.conflict.length ? ' ' + ed._t('conflict') : '')));
    return;
  }
  const m = a.move, at = m && { row: m.row + 1, col: m.col + 1, p: (l) => ggNumber(l, m.probability, 1, 'percent') };
  show(ed._t(a.exact ? 'counts' : 'countsEstimated', a) + ' ' + ed._t(!m || m.kind === 'none' ? 'moveNone' :
    m.kind === 'safe' ? 'moveSafe' : m.forced ? 'moveForced' : 'moveGuess', at));
}
