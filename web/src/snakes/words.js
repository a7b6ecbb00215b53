// snakes/words.js — everything <gg-snakes> says, as messages
// (core/i18n.js): the English of the part `snakes` (the die and the bar,
// the board's labels, the live region's sentences, the editor's), of its
// errors (part `error`), and the loaders of the other languages' chunks
// (web/src/words/LANG/snakes.js). Plain data and functions; no DOM.
import { ggWords } from '../core/engine.js';

export const SNAKES_WORDS = {
  // the markup (style.js) and the bar
  roll: 'Roll',
  board: 'Snakes and Ladders board',
  start: 'Start',
  again: 'Play again',
  rollFor: 'Roll the die for player {player}',
  toRoll: 'Player {player} to roll',
  wins: 'Player {player} wins! ({rolls, plural, one {# roll} other {# rolls}} in all)',
  // the board's labels: the game, and the board itself (its canvas)
  label: 'Snakes and Ladders, {n} by {n}.',
  on: 'Player {player} on {square}.',
  atStart: 'Player {player} at the start.',
  editHelp: 'Editing: arrow keys move, Enter marks a start then an end, Delete removes a snake or ladder.',
  over: 'Game over.',
  rollHelp: 'Space or Enter rolls.',
  squares: 'Board of {squares} squares: {ladders, plural, one {# ladder} other {# ladders}}, ' +
    '{snakes, plural, one {# snake} other {# snakes}}; least rolls {least, select, none {none: the end cannot be reached} other {{least}}}; ' +
    'rules: start {start, select, 1 {on square 1} other {off the board}}, a roll past the end ' +
    '{rule, select, over {finishes} exact {leaves the token where it is} other {bounces back}}.',
  // the live region
  newGame: 'New game on a {n} by {n} board, {players, plural, one {# player} other {# players}}. Player 1 to roll.',
  restart: 'New game. Player 1 to roll.',
  step: 'Player {player} rolled {roll}, moved from {from} to {to}.',
  stepStart: 'Player {player} rolled {roll}, moved from the start to {to}.',
  ladder: 'Player {player} rolled {roll}, climbed the ladder from {landed} to {to}.',
  snake: 'Player {player} rolled {roll}, slid down the snake from {landed} to {to}.',
  stay: 'Player {player} rolled {roll}, needs an exact roll to reach {squares}: stays on {from}.',
  stayStart: 'Player {player} rolled {roll}, needs an exact roll to reach {squares}: stays on the start.',
  bounce: 'Player {player} rolled {roll}, bounced back from {squares} to {landed}.',
  bounceLadder: 'Player {player} rolled {roll}, bounced back to {landed} and climbed the ladder to {to}.',
  bounceSnake: 'Player {player} rolled {roll}, bounced back to {landed} and slid down the snake to {to}.',
  wonNow: 'Player {player} wins!',
  // the editor's
  edited: '{action, select, add {Added} other {Removed}} the {kind, select, ladder {ladder} other {snake}} from {from} to {to}.',
  figures: 'Least rolls {least, select, none {none} other {{least}}}, expected {expected, select, infinite {infinite} other {{expected}}}.',
  marked: 'Square {square} marked as a start: now the end square (Escape cancels).',
  dropped: 'Mark dropped.',
  square: 'Square {square}.',
  squareJump: 'Square {square}: {end, select, start {start} other {end}} of the {kind, select, ladder {ladder} other {snake}} from {from} to {to}.',
  drag: '{kind, select, ladder {ladder} other {snake}} {from}→{to}',
};

/** @typedef {typeof SNAKES_WORDS} SnakesWords */
/** @typedef {keyof SnakesWords} SnakesWord */

ggWords('snakes', SNAKES_WORDS, GG_WORDS_BY_NAME || {
  fr: () => import('../words/fr/snakes.js'),
  de: () => import('../words/de/snakes.js'),
  es: () => import('../words/es/snakes.js'),
  'pt-BR': () => import('../words/pt-BR/snakes.js'),
  ru: () => import('../words/ru/snakes.js'),
  ja: () => import('../words/ja/snakes.js'),
  'zh-CN': () => import('../words/zh-CN/snakes.js'),
  ar: () => import('../words/ar/snakes.js'),
});

ggWords('error', {
  snakesDetached: 'no game: the element is not in the document (it gets one when inserted)',
  snakesNotYet: 'no game yet: wait for the element\'s ready promise',
  snakesLoading: 'the engine is still loading: wait for the element\'s ready promise',
  makerLoading: 'the board maker (gg-snakes-maker.wasm) is still loading: newGameAsync() makes a board at random or to a length',
  noGameBecause: 'there is no game: {why}',
});

/** The sentence a screen reader says for a roll, d as gg-roll's detail.
 * @param {(key: SnakesWord, params?: object) => string} t @param {number} squares */
export function snRollSentence(t, d, squares) {
  const kind = { 'bounce-ladder': 'bounceLadder', 'bounce-snake': 'bounceSnake' }[d.kind] || d.kind;
  return t(!d.from && (kind === 'step' || kind === 'stay') ? kind + 'Start' : kind, Object.assign({ squares }, d));
}
