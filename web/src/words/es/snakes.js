// words/es/snakes.js — <gg-snakes> en español (the part `snakes`; the
// keys and the English: snakes/words.js).
/** @type {import('../../snakes/words.js').SnakesWords} */
export default {
  roll: 'Tirar',
  board: 'tablero de Serpientes y escaleras',
  start: 'Salida',
  again: 'Otra vez',
  rollFor: 'Tirar el dado por el jugador {player}',
  toRoll: 'Tira el jugador {player}',
  wins: '¡Gana el jugador {player}! ({rolls, plural, one {# tirada} other {# tiradas}} en total)',
  label: 'Serpientes y escaleras, {n} por {n}.',
  on: 'Jugador {player} en la casilla {square}.',
  atStart: 'Jugador {player} en la salida.',
  editHelp: 'Edición: las flechas mueven, Intro marca un inicio y luego un final, Supr quita una serpiente o una escalera.',
  over: 'Partida terminada.',
  rollHelp: 'Espacio o Intro tira el dado.',
  squares: 'Tablero de {squares} casillas: {ladders, plural, one {# escalera} other {# escaleras}}, ' +
    '{snakes, plural, one {# serpiente} other {# serpientes}}; mínimo de tiradas: {least, select, none {ninguno, la última casilla ' +
    'es inalcanzable} other {{least}}}; reglas: salida {start, select, 1 {en la casilla 1} other {fuera del tablero}}, una tirada ' +
    'que se pasa de la meta {rule, select, over {termina la partida} exact {deja la ficha donde está} other {rebota hacia atrás}}.',
  newGame: 'Partida nueva en un tablero de {n} por {n}, {players, plural, one {# jugador} other {# jugadores}}. Tira el jugador 1.',
  restart: 'Partida nueva. Tira el jugador 1.',
  step: 'El jugador {player} saca un {roll} y avanza de {from} a {to}.',
  stepStart: 'El jugador {player} saca un {roll} y avanza de la salida a {to}.',
  ladder: 'El jugador {player} saca un {roll} y sube por la escalera de {landed} a {to}.',
  snake: 'El jugador {player} saca un {roll} y baja por la serpiente de {landed} a {to}.',
  stay: 'El jugador {player} saca un {roll}; hace falta una tirada exacta para llegar a {squares}: se queda en {from}.',
  stayStart: 'El jugador {player} saca un {roll}; hace falta una tirada exacta para llegar a {squares}: se queda en la salida.',
  bounce: 'El jugador {player} saca un {roll} y rebota de {squares} a {landed}.',
  bounceLadder: 'El jugador {player} saca un {roll}, rebota hasta {landed} y sube por la escalera hasta {to}.',
  bounceSnake: 'El jugador {player} saca un {roll}, rebota hasta {landed} y baja por la serpiente hasta {to}.',
  wonNow: '¡Gana el jugador {player}!',
  edited: '{kind, select, ladder {Escalera} other {Serpiente}} de {from} a {to} {action, select, add {añadida} other {quitada}}.',
  figures: 'Mínimo de tiradas: {least, select, none {ninguno} other {{least}}}; esperanza: {expected, select, infinite {infinita} other {{expected}}}.',
  marked: 'Casilla {square} marcada como inicio; elige ahora la casilla final (Esc cancela).',
  dropped: 'Marca quitada.',
  square: 'Casilla {square}.',
  squareJump: 'Casilla {square}: {end, select, start {inicio} other {final}} de la {kind, select, ladder {escalera} other {serpiente}} de {from} a {to}.',
  drag: '{kind, select, ladder {escalera} other {serpiente}} {from}→{to}',
};
