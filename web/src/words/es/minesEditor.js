// words/es/minesEditor.js — the position editor of <gg-mines> en español
// (the part `minesEditor`; the keys and the English: mines/editor-words.js).
/** @type {import('../../mines/editor-words.js').MinesEditorWords} */
export default {
  undo: 'Deshacer',
  undoTitle: 'Deshacer (Ctrl+Z)',
  redo: 'Rehacer',
  redoTitle: 'Rehacer (Ctrl+Y)',
  allHidden: 'Ocultar todo',
  allHiddenTitle: 'Todas las casillas ocultas',
  clear: 'Vaciar',
  clearTitle: 'Todas las casillas despejadas, a 0: esculpe desde ahí',
  total: 'Minas en total',
  fewer: 'Una mina menos',
  more: 'Una mina más',
  mines: 'minas',
  legend: 'Números en las casillas ocultas: la probabilidad de mina de cada una, en %. Con borde: en azul la jugada segura, en ámbar ' +
    'la mejor apuesta, en rojo los números que no pueden ser todos correctos. Rayadas: seguras, pero su número ya se sabe.',
  menu: 'El número que muestra esta casilla',
  hide: 'Ocultar',
  label: 'Editor de posiciones, {rows, plural, one {# fila} other {# filas}} por {cols, plural, one {# columna} other {# columnas}}, ' +
    '{mines, plural, one {# mina} other {# minas}}. Las flechas mueven, Espacio o Intro despeja u oculta una casilla, ' +
    'F pone una bandera, del 0 al 8 fijan un número, Ctrl+Z deshace, Ctrl+Y rehace.',
  editing: 'Editando una posición de {rows} por {cols} con {mines, plural, one {# mina} other {# minas}}. Espacio o un toque ' +
    'despeja u oculta una casilla, F o una pulsación larga pone una bandera, las cifras fijan un número, Ctrl+Z deshace.',
  back: 'De vuelta a la partida.',
  noRedo: 'No hay nada que rehacer.',
  noUndo: 'No hay nada que deshacer.',
  redone: 'Rehecho.',
  undone: 'Deshecho.',
  allHiddenDone: 'Todas las casillas están ocultas.',
  clearDone: 'Todas las casillas están despejadas, a 0.',
  minesInAll: '{n, plural, one {# mina} other {# minas}} en total.',
  revealed: 'Fila {row}, columna {col} despejada: {n}.',
  hidden: 'Fila {row}, columna {col} oculta.',
  flagged: 'Fila {row}, columna {col}: bandera puesta.',
  unflagged: 'Fila {row}, columna {col}: bandera quitada.',
  cellsRevealed: '{n, plural, one {# casilla despejada.} other {# casillas despejadas.}}',
  cellsHidden: '{n, plural, one {# casilla oculta.} other {# casillas ocultas.}}',
  range: 'Fila {row}, columna {col}: de {lo} a {hi} (como mínimo sus vecinas con bandera, como máximo esas y sus vecinas ocultas).',
  rangeOne: 'Fila {row}, columna {col}: solo {lo} (como mínimo sus vecinas con bandera, como máximo esas y sus vecinas ocultas).',
  shows: 'Fila {row}, columna {col}: {n}.',
  choose: 'Fila {row}, columna {col}: elige su número, de {lo} a {hi}, u ocúltala.',
  impossible: 'Imposible: {why}.',
  conflict: 'Los números en conflicto tienen un borde rojo.',
  counts: '{hidden, plural, one {# oculta} other {# ocultas}}: {safe, plural, one {# segura} other {# seguras}} sin duda, ' +
    '{certain, plural, one {# mina segura} other {# minas seguras}}.',
  countsEstimated: '{hidden, plural, one {# oculta} other {# ocultas}}: {safe, plural, one {# segura} other {# seguras}} sin duda, ' +
    '{certain, plural, one {# mina segura} other {# minas seguras}} (probabilidades estimadas).',
  moveNone: 'No queda nada por despejar.',
  moveSafe: 'El solucionador despejaría la fila {row}, columna {col}, segura sin duda.',
  moveForced: 'El solucionador se arriesgaría con la fila {row}, columna {col}, la mitad de un 50/50 que ningún número puede resolver.',
  moveGuess: 'El solucionador se arriesgaría con la fila {row}, columna {col}, {p} de riesgo de mina.',
};
