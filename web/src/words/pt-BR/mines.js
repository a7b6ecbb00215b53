// words/pt-BR/mines.js — <gg-mines> em português do Brasil (the part
// `mines`; the keys and the English: mines/words.js).
// Zero takes the plural ("0 minas"), where Intl.PluralRules puts pt's 0
// with one: each plural has an =0 form.
/** @type {import('../../mines/words.js').MinesWords} */
export default {
  minesLeft: 'Minas restantes',
  face: 'Novo jogo',
  faceTitle: 'Novo jogo (N)',
  seconds: 'Segundos',
  board: 'tabuleiro do Campo Minado',
  flagMode: 'Modo bandeira',
  flagModeTitle: 'Modo bandeira: toques e cliques colocam bandeiras',
  hint: 'Dica',
  hintTitle: 'Dica (H)',
  odds: 'Probabilidades',
  oddsTitle: 'Probabilidade de mina (O)',
  safe: 'Jogadas seguras',
  safeTitle: 'Fazer as jogadas seguras (P)',
  zoomOutLabel: 'Diminuir zoom',
  zoomOutTitle: 'Diminuir zoom (-)',
  zoomInLabel: 'Aumentar zoom',
  zoomInTitle: 'Aumentar zoom (+)',
  label: 'Campo Minado, {rows, plural, =0 {# linhas} one {# linha} other {# linhas}} por {cols, plural, =0 {# colunas} one {# coluna} other {# colunas}}, ' +
    '{mines, plural, =0 {# minas} one {# mina} other {# minas}}. As setas movem, Espaço ou Enter abre ou faz um acorde, ' +
    'F coloca uma bandeira, N começa um novo jogo.',
  newGame: 'Novo jogo: {rows} por {cols}, {mines, plural, =0 {# minas} one {# mina} other {# minas}}. As setas movem, Espaço abre, ' +
    'F coloca uma bandeira.',
  replayLoaded: 'Partida carregada: {rows} por {cols}, {steps, plural, =0 {# jogadas feitas} one {# jogada feita} other {# jogadas feitas}}.',
  leetCodeLoaded: 'Tabuleiro do LeetCode carregado: {rows} por {cols}.',
  cleared: 'O campo está limpo.',
  over: 'O jogo acabou.',
  left: '{n, plural, =0 {Restam # minas.} one {Resta # mina.} other {Restam # minas.}}',
  cell: 'Linha {row}, coluna {col}: {shown, select, hidden {oculta} flagged {com bandeira} mine {mina} blew {a mina que explodiu} ' +
    'wrong {bandeira errada} empty {vazia} other {{shown}}}',
  flaggedFirst: 'Linha {row}, coluna {col} tem uma bandeira: aperte F para tirá-la primeiro.',
  chordHow: 'Linha {row}, coluna {col} mostra {n}: coloque essa quantidade de bandeiras em volta para fazer um acorde.',
  flagPlaced: 'Bandeira colocada na linha {row}, coluna {col}.',
  flagRemoved: 'Bandeira tirada da linha {row}, coluna {col}.',
  swept: 'Linha {row}, coluna {col} já está aberta.',
  flagged: 'Linha {row}, coluna {col} tem uma bandeira.',
  notSwept: 'Linha {row}, coluna {col} não está aberta, então não aceita acorde.',
  chordFailed: 'O acorde na linha {row}, coluna {col} falhou: as bandeiras em volta não batem com o número.',
  boom: 'Bum! Uma mina na linha {row}, coluna {col}. Fim de jogo.',
  nothing: 'Nada de novo foi aberto.',
  opened: 'Linha {row}, coluna {col}: {n}.',
  sweptCells: '{n, plural, =0 {# casas abertas.} one {# casa aberta.} other {# casas abertas.}}',
  gaveUp: 'Você desistiu.',
  won: 'Campo limpo em {s, plural, =0 {# segundos} one {# segundo} other {# segundos}}. Você venceu!',
  thinking: 'Pensando…',
  adviceSafe: 'Segura: linha {row}, coluna {col}',
  adviceForced: 'Nenhuma casa segura. Chute agora a linha {row}, coluna {col}: metade de um 50/50 que nenhum número vai resolver',
  adviceGuess: 'Nenhuma casa segura. Melhor chute: linha {row}, coluna {col}, {p} de chance de mina',
  adviceNone: 'Não resta nada para abrir',
  noSafeMove: 'Nenhuma jogada é segura com certeza',
};
