// words/ru/minesMore.js — what the Minesweeper page's parts loaded on
// first use say, по-русски (the part `minesMore`; the keys and the
// English: pages/mines-more-words.js).
/** @type {typeof import('../../pages/mines-more-words.js').MINES_MORE_WORDS} */
export default {
  summary: '{result, select, unfinished {Не закончена} won {Победа} lost {Поражение} other {Сдача}}, ' +
    '{moves, plural, one {# ход} few {# хода} many {# ходов} other {# хода}}: {guesses, plural, one {# угадывание} ' +
    'few {# угадывания} many {# угадываний} other {# угадывания}} (можно было избежать: {avoidable}), удача {luck} ' +
    '(в лучшем случае {best}), 3BV {solved}/{bbbv}, эффективность {efficiency}.',
  bigBoard: 'На таком большом поле лучшие варианты — клетки с наименьшей вероятностью.',
  item: '{move}: {verdict}',
  itemOdds: '{move}: {verdict}, {p}',
  start: 'старт',
  safe: 'безопасно',
  forcedGuess: 'вынужденный риск',
  riskyGuess: 'рискованный ход',
  blunder: 'грубая ошибка',
  flag: 'флажок',
  flagGuess: 'флажок наугад',
  wrongFlag: 'неверный флажок',
  unflag: 'флажок снят',
  noEffect: 'без эффекта',
  move: 'Ход {n}, {move}: {why}',
  hitMine: 'Он попал на мину.',
  whyStart: 'Первое открытие: режим старта уводит его от мин.',
  whySafe: 'Наверняка безопасно.',
  whyFiftyFifty: 'Вынужденный риск: половина «50 на 50», которое никакое число не разрешило бы.',
  whyForced: 'Вынужденный риск с вероятностью {p}: ни одна клетка не была безопасной наверняка, и ни одна не была безопаснее.',
  whyRisky: 'Рискованный ход с вероятностью {p}: у строки {row}, столбца {col} было {better}.',
  whyCertainMine: 'Открытие клетки с верной миной.',
  whyBlunder: 'Риск с вероятностью {p}, когда {safe, plural, one {# клетка была наверняка безопасна} few {# клетки были наверняка безопасны} ' +
    'many {# клеток было наверняка безопасно} other {# клетки были наверняка безопасны}}, среди них строка {row}, столбец {col}.',
  whyFlag: 'Флажок на верной мине.',
  whyFlagGuess: 'Флажок на клетке с вероятностью мины {p}.',
  whyWrongFlag: 'Флажок на клетке, наверняка безопасной.',
  whyUnflag: 'Флажок снят.',
  whyNoEffect: 'Он ничего не изменил.',
  review: 'Разбор',
  export: 'Экспорт',
  exported: 'Запись экспортирована ({n, plural, one {# байт} few {# байта} many {# байт} other {# байта}}).',
  replayLoaded: 'Запись {file} загружена.',
  importing: 'Импорт {file}: {why}. Текущая игра сохранена.',
  positionOpened: 'Позиция {file} открыта в анализаторе.',
  openingFailed: 'Открытие {file}: {why}. Текущая игра сохранена.',
  opening: 'Открытие {file}',
  boardOpened: 'Файл поля {file} открыт: новая игра на его расстановке {rows} × {cols}, ' +
    '{mines, plural, one {# мина} few {# мины} many {# мин} other {# мины}}.',
  saveMbf: 'Сохранить .mbf',
  mbfSaved: 'Расстановка сохранена в .mbf ({n, plural, one {# байт} few {# байта} many {# байт} other {# байта}}).',
  leetCode: 'Поле LeetCode',
  leetCodeOpened: 'Поле LeetCode открыто.',
  leetCodeNoReplay: 'Поле LeetCode открыто. Никакие открытия с закрытого поля не приводят к этой позиции, поэтому записи у неё нет.',
  cannotOpen: 'Эту позицию нельзя открыть: {why}. Текущая игра сохранена.',
  playPosition: 'Играть эту позицию',
  backToGame: 'Назад к игре',
  flagEvery: 'Сначала отметьте флажком каждую мину (отмечено {flags} из {mines})',
  playTitle: 'Новая игра на расстановке, которую задают флажки',
  differ: 'Позиция стала новой игрой, но её числа расходятся с расстановкой флажков в ' +
    '{n, plural, one {# клетке} few {# клетках} many {# клетках} other {# клетки}}, первая — строка {row}, столбец {col}: ' +
    'игра показывает числа расстановки.',
  played: 'Позиция стала новой игрой: играйте дальше.',
  seconds: '{s} с',
  forget: 'Забыть всю статистику?',
  lastGame: 'Последняя игра: {result, select, won {победа} lost {поражение} other {сдача}} за {seconds} с — 3BV {solved}/{bbbv}, ' +
    '{rate} 3BV/s, {clicks, plural, one {# щелчок} few {# щелчка} many {# щелчков} other {# щелчка}}, эффективность {efficiency}.',
};
