// words/es/minesMore.js — what the Minesweeper page's parts loaded on
// first use say, en español (the part `minesMore`; the keys and the
// English: pages/mines-more-words.js).
/** @type {typeof import('../../pages/mines-more-words.js').MINES_MORE_WORDS} */
export default {
  summary: '{result, select, unfinished {Sin terminar} won {Ganada} lost {Perdida} other {Abandonada}} tras ' +
    '{moves, plural, one {# jugada} other {# jugadas}}: {guesses, plural, one {# apuesta} other {# apuestas}} ' +
    '({avoidable} evitables), suerte {luck} (la mejor {best}), 3BV {solved}/{bbbv}, eficiencia {efficiency}.',
  bigBoard: 'En un tablero tan grande, las mejores apuestas son las probabilidades más bajas.',
  item: '{move}: {verdict}',
  itemOdds: '{move}: {verdict}, {p}',
  start: 'inicio',
  safe: 'segura',
  forcedGuess: 'apuesta forzada',
  riskyGuess: 'apuesta arriesgada',
  blunder: 'error grave',
  flag: 'bandera',
  flagGuess: 'bandera a ciegas',
  wrongFlag: 'bandera errónea',
  unflag: 'bandera quitada',
  noEffect: 'sin efecto',
  move: 'Jugada {n}, {move}: {why}',
  hitMine: 'Dio en una mina.',
  whyStart: 'El primer despeje: el modo de inicio lo aleja de las minas.',
  whySafe: 'Segura sin duda.',
  whyFiftyFifty: 'Una apuesta forzada: la mitad de un 50/50 que ningún número habría resuelto.',
  whyForced: 'Una apuesta forzada al {p}: ninguna casilla era segura sin duda, y ninguna era más segura.',
  whyRisky: 'Una apuesta arriesgada al {p}: la fila {row}, columna {col} tenía un {better}.',
  whyCertainMine: 'Un despeje sobre una mina segura.',
  whyBlunder: 'Una apuesta al {p} cuando {safe, plural, one {# casilla era segura} other {# casillas eran seguras}} sin duda, entre ellas ' +
    'la fila {row}, columna {col}.',
  whyFlag: 'Una bandera sobre una mina segura.',
  whyFlagGuess: 'Una bandera sobre una casilla con un {p} de ser mina.',
  whyWrongFlag: 'Una bandera sobre una casilla segura sin duda.',
  whyUnflag: 'Una bandera quitada.',
  whyNoEffect: 'No cambió nada.',
  review: 'Revisión',
  export: 'Exportar',
  exported: 'Partida exportada ({n, plural, one {# byte} other {# bytes}}).',
  replayLoaded: 'Partida {file} cargada.',
  importing: 'Al importar {file}: {why}. Se conserva la partida en curso.',
  positionOpened: 'Posición {file} abierta en el analizador.',
  openingFailed: 'Al abrir {file}: {why}. Se conserva la partida en curso.',
  opening: 'Al abrir {file}',
  boardOpened: 'Archivo de tablero {file} abierto: una partida nueva sobre su distribución de {rows} × {cols} con ' +
    '{mines, plural, one {# mina} other {# minas}}.',
  saveMbf: 'Guardar .mbf',
  mbfSaved: 'Distribución guardada como .mbf ({n, plural, one {# byte} other {# bytes}}).',
  leetCode: 'Tablero de LeetCode',
  leetCodeOpened: 'Tablero de LeetCode abierto.',
  leetCodeNoReplay: 'Tablero de LeetCode abierto. Ningún despeje desde un tablero oculto llega a esta posición, así que no tiene partida grabada.',
  cannotOpen: 'Esa posición no se puede abrir: {why}. Se conserva la partida en curso.',
  playPosition: 'Jugar esta posición',
  backToGame: 'Volver a la partida',
  flagEvery: 'Pon primero una bandera en cada mina ({flags} de {mines} con bandera)',
  playTitle: 'Una partida nueva sobre la distribución que forman las banderas',
  differ: 'La posición es una partida nueva, pero sus números difieren de la distribución de las banderas en ' +
    '{n, plural, one {# casilla} other {# casillas}}, la primera en la fila {row}, columna {col}: la partida muestra los de la distribución.',
  played: 'La posición es una partida nueva: sigue jugando.',
  seconds: '{s} s',
  forget: '¿Borrar todas las estadísticas?',
  lastGame: 'Última partida: {result, select, won {ganada} lost {perdida} other {abandonada}} en {seconds} s — 3BV {solved}/{bbbv}, ' +
    '{rate} 3BV/s, {clicks, plural, one {# clic} other {# clics}}, eficiencia {efficiency}.',
};
