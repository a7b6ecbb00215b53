// words/pt-BR/site.js — the front page em português do Brasil (the part
// `site`: the static text of index.html, marked data-i18n).
/** @type {Record<string, string>} */
export default {
  games: 'Jogos',
  language: 'Idioma',
  mines: 'Campo Minado',
  snakes: 'Cobras e Escadas',
  intro: 'Dois jogos de grade sobre um só motor em C — o mesmo código roda o programa de linha de comando e, compilado para ' +
    'WebAssembly, estas páginas.',
  minesCard: 'De Iniciante a Avançado, ou tabuleiros personalizados de até 1000 × 1000. Um primeiro clique seguro, uma abertura ou ' +
    'jogos sem chute; cada jogo com seu link permanente; partidas para reproduzir com {0}; tabuleiros do LeetCode 529.',
  snakesCard: 'De um a quatro jogadores no tabuleiro clássico de 1943, num aleatório gerado por uma semente ou em qualquer tabuleiro ' +
    'do LeetCode 909. O mínimo de jogadas com um caminho mais curto, o número exato de jogadas esperado, quanto dura um jogo e ' +
    'quem tem mais chance de vencer.',
  embed: 'Incorporar um jogo',
  see: 'Veja {0}.',
};
