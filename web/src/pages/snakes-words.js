// pages/snakes-words.js — the Snakes & Ladders page's words: the English
// of the part `snakesPage` that its script says (snakes.html's own static
// text is the HTML's, marked data-i18n: pages/words.js).

export const SNAKES_PAGE_WORDS = {
  refused: '{what}: {why}. The current game is kept.',
  cannotPlay: 'That game cannot be played: {why}. The current game is kept.',
  cannotPlayClassic: 'That game cannot be played: {why}. Here is the classic board instead.',
  cannotStart: 'The game could not start: {why}',
  pasteFirst: 'Paste a LeetCode 909 board first, like [[-1,-1],[-1,3]].',
  looking: 'Looking for a {n} × {n} board that lasts about {expected} rolls…',
  newGame: 'New game',
  newBoard: 'New board',
  export: 'Export',
  exported: 'Board exported as LeetCode 909 JSON (also in the box below): `gridgames snakes FILE` reads it.',
  roll: 'Roll',
  never: 'never: the last square cannot be reached',
  infinite: 'infinite: some games never end',
  path: 'One shortest path: {path}',
  start: 'start',
  timing: 'Analysis of the {n} × {n} board took {ms} ms.',
  timingChances: 'Analysis of the {n} × {n} board took {ms} ms (win chances {chances} ms).',
  noEnd: 'No game ever ends.',
  plot: 'Length of a one-player game: least {least, plural, one {# roll} other {# rolls}}, half the games over by roll {median, select, 0 {never} other {{median}}}, {p} by roll {end}.',
  plotNever: 'Length of a one-player game: least {least, plural, one {# roll} other {# rolls}}, half the games over by roll ' +
    '{median, select, 0 {never} other {{median}}}, {p} by roll {end}; {never} never end.',
  notWorkedOut: 'Not worked out: {why}.',
  player: 'Player {player}',
  playerToRoll: 'Player {player} (to roll)',
  nobody: 'Nobody, ever',
  won: 'Player {player} wins after {rolls, plural, one {# roll} other {# rolls}} in all. Space, Enter or the die plays again.',
};

/** The other languages' chunks of the part. */
export const SNAKES_PAGE_LOADERS = GG_WORDS_BY_NAME || {
  fr: () => import('../words/fr/snakesPage.js'),
  de: () => import('../words/de/snakesPage.js'),
  es: () => import('../words/es/snakesPage.js'),
  'pt-BR': () => import('../words/pt-BR/snakesPage.js'),
  ru: () => import('../words/ru/snakesPage.js'),
  ja: () => import('../words/ja/snakesPage.js'),
  'zh-CN': () => import('../words/zh-CN/snakesPage.js'),
  ar: () => import('../words/ar/snakesPage.js'),
};
