// words/es/site.js — the front page en español (the part `site`: the
// static text of index.html, marked data-i18n).
/** @type {Record<string, string>} */
export default {
  games: 'Juegos',
  language: 'Idioma',
  mines: 'Buscaminas',
  snakes: 'Serpientes y escaleras',
  intro: 'Dos juegos de cuadrícula sobre un único motor en C: el mismo código hace funcionar el programa de línea de órdenes y, ' +
    'compilado a WebAssembly, estas páginas.',
  minesCard: 'De Principiante a Experto, o tableros personalizados de hasta 1000 × 1000. Un primer clic seguro, una apertura o ' +
    'partidas sin adivinar; cada partida con su enlace permanente; partidas para reproducir con {0}; tableros de LeetCode 529.',
  snakesCard: 'De uno a cuatro jugadores en el tablero clásico de 1943, uno aleatorio a partir de una semilla o cualquier tablero ' +
    'de LeetCode 909. El mínimo de tiradas con un camino más corto, el número exacto de tiradas esperado, cuánto dura una partida ' +
    'y quién tiene más posibilidades de ganar.',
  embed: 'Insertar un juego',
  see: 'Consulta {0}.',
};
