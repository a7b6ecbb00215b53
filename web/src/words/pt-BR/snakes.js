// words/pt-BR/snakes.js — <gg-snakes> em português do Brasil (the part
// `snakes`; the keys and the English: snakes/words.js).
// Zero takes the plural ("0 minas"), where Intl.PluralRules puts pt's 0
// with one: each plural has an =0 form.
/** @type {import('../../snakes/words.js').SnakesWords} */
export default {
  roll: 'Jogar',
  board: 'tabuleiro de Cobras e Escadas',
  start: 'Início',
  again: 'De novo',
  rollFor: 'Jogar o dado pelo jogador {player}',
  toRoll: 'Vez do jogador {player}',
  wins: 'O jogador {player} venceu! ({rolls, plural, =0 {# jogadas} one {# jogada} other {# jogadas}} ao todo)',
  label: 'Cobras e Escadas, {n} por {n}.',
  on: 'Jogador {player} na casa {square}.',
  atStart: 'Jogador {player} no início.',
  editHelp: 'Edição: as setas movem, Enter marca um começo e depois um fim, Delete tira uma cobra ou escada.',
  over: 'Fim de jogo.',
  rollHelp: 'Espaço ou Enter joga o dado.',
  squares: 'Tabuleiro de {squares} casas: {ladders, plural, =0 {# escadas} one {# escada} other {# escadas}}, ' +
    '{snakes, plural, =0 {# cobras} one {# cobra} other {# cobras}}; mínimo de jogadas: {least, select, none {nenhum, a última casa é ' +
    'inalcançável} other {{least}}}; regras: início {start, select, 1 {na casa 1} other {fora do tabuleiro}}, uma jogada que ' +
    'passa do fim {rule, select, over {termina o jogo} exact {deixa o peão onde está} other {volta o que passou}}.',
  newGame: 'Novo jogo num tabuleiro de {n} por {n}, {players, plural, =0 {# jogadores} one {# jogador} other {# jogadores}}. Vez do jogador 1.',
  restart: 'Novo jogo. Vez do jogador 1.',
  step: 'O jogador {player} tira {roll} e anda de {from} para {to}.',
  stepStart: 'O jogador {player} tira {roll} e anda do início para {to}.',
  ladder: 'O jogador {player} tira {roll} e sobe a escada de {landed} para {to}.',
  snake: 'O jogador {player} tira {roll} e desce pela cobra de {landed} para {to}.',
  stay: 'O jogador {player} tira {roll}; precisa do número exato para chegar a {squares}: fica em {from}.',
  stayStart: 'O jogador {player} tira {roll}; precisa do número exato para chegar a {squares}: fica no início.',
  bounce: 'O jogador {player} tira {roll} e volta de {squares} para {landed}.',
  bounceLadder: 'O jogador {player} tira {roll}, volta até {landed} e sobe a escada até {to}.',
  bounceSnake: 'O jogador {player} tira {roll}, volta até {landed} e desce pela cobra até {to}.',
  wonNow: 'O jogador {player} venceu!',
  edited: '{kind, select, ladder {Escada} other {Cobra}} de {from} a {to} {action, select, add {colocada} other {tirada}}.',
  figures: 'Mínimo de jogadas: {least, select, none {nenhum} other {{least}}}; esperado: {expected, select, infinite {infinito} other {{expected}}}.',
  marked: 'Casa {square} marcada como começo; agora escolha a casa do fim (Esc cancela).',
  dropped: 'Marca tirada.',
  square: 'Casa {square}.',
  squareJump: 'Casa {square}: {end, select, start {começo} other {fim}} da {kind, select, ladder {escada} other {cobra}} de {from} a {to}.',
  drag: '{kind, select, ladder {escada} other {cobra}} {from}→{to}',
};
