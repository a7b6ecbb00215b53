// words/pt-BR/minesMore.js — what the Minesweeper page's parts loaded on
// first use say, em português do Brasil (the part `minesMore`; the keys
// and the English: pages/mines-more-words.js).
// Zero takes the plural ("0 minas"), where Intl.PluralRules puts pt's 0
// with one: each plural has an =0 form.
/** @type {typeof import('../../pages/mines-more-words.js').MINES_MORE_WORDS} */
export default {
  summary: '{result, select, unfinished {Inacabado} won {Vencido} lost {Perdido} other {Abandonado}} após ' +
    '{moves, plural, =0 {# jogadas} one {# jogada} other {# jogadas}}: {guesses, plural, =0 {# chutes} one {# chute} other {# chutes}} ' +
    '({avoidable} evitáveis), sorte {luck} (no máximo {best}), 3BV {solved}/{bbbv}, eficiência {efficiency}.',
  bigBoard: 'Num tabuleiro deste tamanho, os melhores chutes são as menores probabilidades.',
  item: '{move}: {verdict}',
  itemOdds: '{move}: {verdict}, {p}',
  start: 'início',
  safe: 'segura',
  forcedGuess: 'chute forçado',
  riskyGuess: 'chute arriscado',
  blunder: 'erro grave',
  flag: 'bandeira',
  flagGuess: 'bandeira no chute',
  wrongFlag: 'bandeira errada',
  unflag: 'bandeira tirada',
  noEffect: 'sem efeito',
  move: 'Jogada {n}, {move}: {why}',
  hitMine: 'Acertou uma mina.',
  whyStart: 'A primeira abertura: o modo de início a mantém longe das minas.',
  whySafe: 'Segura com certeza.',
  whyFiftyFifty: 'Um chute forçado: metade de um 50/50 que nenhum número resolveria.',
  whyForced: 'Um chute forçado com {p}: nenhuma casa era segura com certeza, e nenhuma era mais segura.',
  whyRisky: 'Um chute arriscado com {p}: a linha {row}, coluna {col} tinha {better}.',
  whyCertainMine: 'Abriu uma mina certa.',
  whyBlunder: 'Um chute com {p} quando {safe, plural, =0 {# casas eram seguras} one {# casa era segura} other {# casas eram seguras}} com certeza, entre elas ' +
    'a linha {row}, coluna {col}.',
  whyFlag: 'Uma bandeira numa mina certa.',
  whyFlagGuess: 'Uma bandeira numa casa com {p} de chance de ser mina.',
  whyWrongFlag: 'Uma bandeira numa casa segura com certeza.',
  whyUnflag: 'Uma bandeira tirada.',
  whyNoEffect: 'Não mudou nada.',
  review: 'Revisão',
  export: 'Exportar',
  exported: 'Partida exportada ({n, plural, =0 {# bytes} one {# byte} other {# bytes}}).',
  replayLoaded: 'Partida {file} carregada.',
  importing: 'Ao importar {file}: {why}. O jogo atual foi mantido.',
  positionOpened: 'Posição {file} aberta no analisador.',
  openingFailed: 'Ao abrir {file}: {why}. O jogo atual foi mantido.',
  opening: 'Ao abrir {file}',
  boardOpened: 'Arquivo de tabuleiro {file} aberto: um novo jogo na disposição de {rows} × {cols} dele, com ' +
    '{mines, plural, =0 {# minas} one {# mina} other {# minas}}.',
  saveMbf: 'Salvar .mbf',
  mbfSaved: 'Disposição salva como .mbf ({n, plural, =0 {# bytes} one {# byte} other {# bytes}}).',
  leetCode: 'Tabuleiro do LeetCode',
  leetCodeOpened: 'Tabuleiro do LeetCode aberto.',
  leetCodeNoReplay: 'Tabuleiro do LeetCode aberto. Nenhuma sequência de aberturas a partir de um tabuleiro oculto chega a esta posição, ' +
    'então ela não tem partida.',
  cannotOpen: 'Essa posição não pode ser aberta: {why}. O jogo atual foi mantido.',
  playPosition: 'Jogar esta posição',
  backToGame: 'Voltar ao jogo',
  flagEvery: 'Coloque primeiro uma bandeira em cada mina ({flags} de {mines} com bandeira)',
  playTitle: 'Um novo jogo na disposição formada pelas bandeiras',
  differ: 'A posição virou um novo jogo, mas os números dela diferem da disposição das bandeiras em ' +
    '{n, plural, =0 {# casas} one {# casa} other {# casas}}, a primeira na linha {row}, coluna {col}: o jogo mostra os da disposição.',
  played: 'A posição virou um novo jogo: continue jogando.',
  seconds: '{s} s',
  forget: 'Apagar todas as estatísticas?',
  lastGame: 'Último jogo: {result, select, won {vencido} lost {perdido} other {abandonado}} em {seconds} s — 3BV {solved}/{bbbv}, ' +
    '{rate} 3BV/s, {clicks, plural, =0 {# cliques} one {# clique} other {# cliques}}, eficiência {efficiency}.',
};
