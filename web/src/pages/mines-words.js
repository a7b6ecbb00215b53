// pages/mines-words.js — the Minesweeper page's words: the English of the
// part `minesPage` that its script says (mines.html's own static text is
// the HTML's, marked data-i18n: pages/words.js), and of `minesMore`, what
// the parts loaded on first use say (the review panel, the files, the
// analyser, the statistics: pages/mines-more-words.js).

export const MINES_PAGE_WORDS = {
  refused: '{what}: {why}. The current game is kept.',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
  refusesStorage: 'Progress is not being saved: this browser refuses its storage ({name}).',
  refusedStorage: 'Progress is not being saved: this browser\'s storage refused it ({name}).',
  damaged: 'Saved progress was damaged and could not be read; it starts afresh.',
  cannotPlay: 'That game cannot be played: {why}. The current game is kept.',
  cannotPlayBeginner: 'That game cannot be played: {why}. Here is a Beginner game instead.',
  back: 'Your game in progress is back where you left it.',
  cannotStart: 'The game could not start: {why}',
  noLinkReplay: '(a loaded replay has no permalink)',
  noLinkLeetCode: '(a LeetCode board has no permalink)',
  newGame: 'New game',
  moreBytes: '… ({n, plural, one {# more byte} other {# more bytes}} of cells)',
  logLeetCode: '(LeetCode position, swept)',
  logReplay: '(replay)',
};

/** The other languages' chunks of the part. */
export const MINES_PAGE_LOADERS = GG_WORDS_BY_NAME || {
  fr: () => import('../words/fr/minesPage.js'),
  de: () => import('../words/de/minesPage.js'),
  es: () => import('../words/es/minesPage.js'),
  'pt-BR': () => import('../words/pt-BR/minesPage.js'),
  ru: () => import('../words/ru/minesPage.js'),
  ja: () => import('../words/ja/minesPage.js'),
  'zh-CN': () => import('../words/zh-CN/minesPage.js'),
  ar: () => import('../words/ar/minesPage.js'),
};
