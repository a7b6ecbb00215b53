// words/de/site.js — the front page auf Deutsch (the part `site`: the
// static text of index.html, marked data-i18n).
/** @type {Record<string, string>} */
export default {
  games: 'Spiele',
  language: 'Sprache',
  mines: 'Minesweeper',
  snakes: 'Schlangen und Leitern',
  intro: 'Zwei Gitterspiele auf einer C-Engine — derselbe Code treibt das Kommandozeilenprogramm und, zu WebAssembly kompiliert, diese Seiten an.',
  minesCard: 'Anfänger bis Profis oder eigene Felder bis 1000 × 1000. Ein sicherer erster Klick, eine Öffnung oder Spiele ohne Raten; ' +
    'jedes Spiel ein Permalink; Partien zum Nachspielen mit {0}; LeetCode-529-Felder.',
  snakesCard: 'Ein bis vier Spieler auf dem klassischen Brett von 1943, einem zufälligen aus einem Seed oder jedem LeetCode-909-Brett. ' +
    'Die kürzeste Wurfzahl mit einem kürzesten Weg, die genaue erwartete Wurfzahl, wie lange ein Spiel dauert und wer wohl gewinnt.',
  embed: 'Ein Spiel einbetten',
  see: 'Siehe {0}.',
};
