// pages/mines-more-words.js — what the Minesweeper page's parts loaded on
// first use say (the review panel, replays and board files, the LeetCode
// paste, the analyser's buttons, the statistics): the English of the part
// `minesMore` and moreT, its messages in the page's language. Each of
// those modules imports it (and nothing of the page's first load but
// through the page object it is given, so that no module of it becomes a
// chunk of its own); the page waits for the part's words before it runs
// one (pages/words.js pageMore).
import { ggT, ggWords } from '../core/engine.js';
// Nothing of it is used here: the import has every part loaded on first
// use reach mines/engine.js as it reaches core/engine.js, so that the
// bundler puts the two in one chunk (a request and a gzip fewer at the
// first visit: 185 B).
import '../mines/engine.js';

export const MINES_MORE_WORDS = {
  // the review panel: a summary, each move's verdict and why
  summary: '{result, select, unfinished {Unfinished} won {Won} lost {Lost} other {Gave up}} after ' +
    '{moves, plural, one {# move} other {# moves}}: {guesses, plural, one {# guess} other {# guesses}} ({avoidable} avoidable), ' +
    'luck {luck} (best {best}), 3BV {solved}/{bbbv}, efficiency {efficiency}.',
  bigBoard: 'Better guesses are the lowest odds on a board this big.',
  item: '{move}: {verdict}',
  itemOdds: '{move}: {verdict}, {p}',
  start: 'start',
  safe: 'safe',
  forcedGuess: 'forced guess',
  riskyGuess: 'risky guess',
  blunder: 'blunder',
  flag: 'flag',
  flagGuess: 'flag guess',
  wrongFlag: 'wrong flag',
  unflag: 'unflag',
  noEffect: 'no effect',
  move: 'Move {n}, {move}: {why}',
  hitMine: 'It hit a mine.',
  whyStart: 'The first sweep: the start mode keeps it off a mine.',
  whySafe: 'Certainly safe.',
  whyFiftyFifty: 'A forced guess: half of a 50/50 no number could ever settle.',
  whyForced: 'A forced guess at {p}: no cell was certainly safe, and none was safer.',
  whyRisky: 'A risky guess at {p}: row {row}, column {col} was {better}.',
  whyCertainMine: 'A sweep onto a certain mine.',
  whyBlunder: 'A guess at {p} while {safe, plural, one {# cell was} other {# cells were}} certainly safe, row {row}, column {col} among them.',
  whyFlag: 'A flag on a certain mine.',
  whyFlagGuess: 'A flag on a cell that was {p} a mine.',
  whyWrongFlag: 'A flag on a cell that was certainly safe.',
  whyUnflag: 'A flag taken off.',
  whyNoEffect: 'It changed nothing.',
  review: 'Review',
  // replays, board files, the LeetCode paste
  export: 'Export',
  exported: 'Replay exported ({n, plural, one {# byte} other {# bytes}}).',
  replayLoaded: 'Replay {file} loaded.',
  importing: 'Importing {file}: {why}. The current game is kept.',
  positionOpened: 'Position {file} opened in the analyser.',
  openingFailed: 'Opening {file}: {why}. The current game is kept.',
  opening: 'Opening {file}',
  boardOpened: 'Board file {file} opened: a new game on its {rows} × {cols} layout with {mines, plural, one {# mine} other {# mines}}.',
  saveMbf: 'Save .mbf',
  mbfSaved: 'Layout saved as .mbf ({n, plural, one {# byte} other {# bytes}}).',
  leetCode: 'LeetCode board',
  leetCodeOpened: 'LeetCode board opened.',
  leetCodeNoReplay: 'LeetCode board opened. No sweeps from a hidden board reach this position, so it has no replay.',
  // the analyser
  cannotOpen: 'That position cannot be opened: {why}. The current game is kept.',
  playPosition: 'Play this position',
  backToGame: 'Back to the game',
  flagEvery: 'Flag every mine first ({flags} of {mines} flagged)',
  playTitle: 'A new game on the layout the flags make',
  differ: 'The position is a new game, but its numbers differ from the flags\' layout at ' +
    '{n, plural, one {# cell} other {# cells}}, the first at row {row}, column {col}: the game shows the layout\'s.',
  played: 'The position is a new game: play on.',
  // the statistics
  seconds: '{s} s',
  forget: 'Forget every statistic?',
  lastGame: 'Last game: {result, select, won {won} lost {lost} other {gave up}} in {seconds} s — 3BV {solved}/{bbbv}, ' +
    '{rate} 3BV/s, {clicks, plural, one {# click} other {# clicks}}, efficiency {efficiency}.',
};

ggWords('minesMore', MINES_MORE_WORDS, GG_WORDS_BY_NAME || {
  fr: () => import('../words/fr/minesMore.js'),
  de: () => import('../words/de/minesMore.js'),
  es: () => import('../words/es/minesMore.js'),
  'pt-BR': () => import('../words/pt-BR/minesMore.js'),
  ru: () => import('../words/ru/minesMore.js'),
  ja: () => import('../words/ja/minesMore.js'),
  'zh-CN': () => import('../words/zh-CN/minesMore.js'),
  ar: () => import('../words/ar/minesMore.js'),
});

ggWords('error', {
  pasteBoard: 'paste a board first, like board = [["E","M"],["E","E"]], click = [1,0]',
});

/** The page's language (pages/words.js set it on the document). */
export const moreLang = () => document.documentElement.lang;

/** A message of the part minesMore in the page's language.
 * @param {keyof typeof MINES_MORE_WORDS} key @param {object} [params] */
export const moreT = (key, params) => ggT(moreLang(), 'minesMore.' + key, params);
