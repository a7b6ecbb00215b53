// words/pt-BR/minesEditor.js — the position editor of <gg-mines> em
// português do Brasil (the part `minesEditor`; the keys and the English:
// mines/editor-words.js).
// Zero takes the plural ("0 minas"), where Intl.PluralRules puts pt's 0
// with one: each plural has an =0 form.
/** @type {import('../../mines/editor-words.js').MinesEditorWords} */
export default {
  undo: 'Desfazer',
  undoTitle: 'Desfazer (Ctrl+Z)',
  redo: 'Refazer',
  redoTitle: 'Refazer (Ctrl+Y)',
  allHidden: 'Ocultar tudo',
  allHiddenTitle: 'Todas as casas ocultas',
  clear: 'Limpar',
  clearTitle: 'Todas as casas abertas, com 0: esculpa a partir daí',
  total: 'Minas no total',
  fewer: 'Uma mina a menos',
  more: 'Uma mina a mais',
  mines: 'minas',
  legend: 'Números nas casas ocultas: a probabilidade de mina de cada uma, em %. Com borda: em azul a jogada segura, em âmbar ' +
    'o melhor chute, em vermelho os números que não podem estar todos certos. Hachuradas: seguras, mas o número delas já é conhecido.',
  menu: 'O número que esta casa mostra',
  hide: 'Ocultar',
  label: 'Editor de posições, {rows, plural, =0 {# linhas} one {# linha} other {# linhas}} por {cols, plural, =0 {# colunas} one {# coluna} other {# colunas}}, ' +
    '{mines, plural, =0 {# minas} one {# mina} other {# minas}}. As setas movem, Espaço ou Enter abre ou oculta uma casa, ' +
    'F coloca uma bandeira, de 0 a 8 definem um número, Ctrl+Z desfaz, Ctrl+Y refaz.',
  editing: 'Editando uma posição de {rows} por {cols} com {mines, plural, =0 {# minas} one {# mina} other {# minas}}. Espaço ou um toque ' +
    'abre ou oculta uma casa, F ou um toque longo coloca uma bandeira, os algarismos definem um número, Ctrl+Z desfaz.',
  back: 'De volta ao jogo.',
  noRedo: 'Nada para refazer.',
  noUndo: 'Nada para desfazer.',
  redone: 'Refeito.',
  undone: 'Desfeito.',
  allHiddenDone: 'Todas as casas estão ocultas.',
  clearDone: 'Todas as casas estão abertas, com 0.',
  minesInAll: '{n, plural, =0 {# minas} one {# mina} other {# minas}} no total.',
  revealed: 'Linha {row}, coluna {col} aberta: {n}.',
  hidden: 'Linha {row}, coluna {col} oculta.',
  flagged: 'Linha {row}, coluna {col}: bandeira colocada.',
  unflagged: 'Linha {row}, coluna {col}: bandeira tirada.',
  cellsRevealed: '{n, plural, =0 {# casas abertas.} one {# casa aberta.} other {# casas abertas.}}',
  cellsHidden: '{n, plural, =0 {# casas ocultas.} one {# casa oculta.} other {# casas ocultas.}}',
  range: 'Linha {row}, coluna {col}: de {lo} a {hi} (no mínimo as vizinhas com bandeira, no máximo essas e as vizinhas ocultas).',
  rangeOne: 'Linha {row}, coluna {col}: só {lo} (no mínimo as vizinhas com bandeira, no máximo essas e as vizinhas ocultas).',
  shows: 'Linha {row}, coluna {col}: {n}.',
  choose: 'Linha {row}, coluna {col}: escolha o número dela, de {lo} a {hi}, ou oculte-a.',
  impossible: 'Impossível: {why}.',
  conflict: 'Os números em conflito têm borda vermelha.',
  counts: '{hidden, plural, =0 {# ocultas} one {# oculta} other {# ocultas}}: {safe, plural, =0 {# seguras} one {# segura} other {# seguras}} com certeza, ' +
    '{certain, plural, =0 {# minas certas} one {# mina certa} other {# minas certas}}.',
  countsEstimated: '{hidden, plural, =0 {# ocultas} one {# oculta} other {# ocultas}}: {safe, plural, =0 {# seguras} one {# segura} other {# seguras}} com certeza, ' +
    '{certain, plural, =0 {# minas certas} one {# mina certa} other {# minas certas}} (probabilidades estimadas).',
  moveNone: 'Não resta nada para abrir.',
  moveSafe: 'O solucionador abriria a linha {row}, coluna {col}, segura com certeza.',
  moveForced: 'O solucionador chutaria a linha {row}, coluna {col}, metade de um 50/50 que nenhum número consegue resolver.',
  moveGuess: 'O solucionador chutaria a linha {row}, coluna {col}, {p} de chance de mina.',
};
