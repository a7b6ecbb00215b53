// words/ru/mines.js — <gg-mines> по-русски (the part `mines`; the keys and
// the English: mines/words.js).
/** @type {import('../../mines/words.js').MinesWords} */
export default {
  minesLeft: 'Осталось мин',
  face: 'Новая игра',
  faceTitle: 'Новая игра (N)',
  seconds: 'Секунды',
  board: 'поле Сапёра',
  flagMode: 'Режим флажков',
  flagModeTitle: 'Режим флажков: касание или щелчок ставит флажок',
  hint: 'Подсказка',
  hintTitle: 'Подсказка (H)',
  odds: 'Вероятности',
  oddsTitle: 'Вероятность мины (O)',
  safe: 'Безопасные ходы',
  safeTitle: 'Сделать безопасные ходы (P)',
  zoomOutLabel: 'Уменьшить',
  zoomOutTitle: 'Уменьшить (-)',
  zoomInLabel: 'Увеличить',
  zoomInTitle: 'Увеличить (+)',
  label: 'Сапёр, {rows, plural, one {# строка} few {# строки} many {# строк} other {# строки}} на ' +
    '{cols, plural, one {# столбец} few {# столбца} many {# столбцов} other {# столбца}}, ' +
    '{mines, plural, one {# мина} few {# мины} many {# мин} other {# мины}}. Стрелки перемещают, пробел или Enter открывает ' +
    'клетку или делает аккорд, F ставит флажок, N начинает новую игру.',
  newGame: 'Новая игра: {rows} на {cols}, {mines, plural, one {# мина} few {# мины} many {# мин} other {# мины}}. ' +
    'Стрелки перемещают, пробел открывает, F ставит флажок.',
  replayLoaded: 'Запись загружена: {rows} на {cols}, {steps, plural, one {сделан # ход} few {сделано # хода} many {сделано # ходов} ' +
    'other {сделано # хода}}.',
  leetCodeLoaded: 'Поле LeetCode загружено: {rows} на {cols}.',
  cleared: 'Поле разминировано.',
  over: 'Игра окончена.',
  left: '{n, plural, one {Осталась # мина.} few {Осталось # мины.} many {Осталось # мин.} other {Осталось # мины.}}',
  cell: 'Строка {row}, столбец {col}: {shown, select, hidden {закрыта} flagged {флажок} mine {мина} blew {взорвавшаяся мина} ' +
    'wrong {неверный флажок} empty {пусто} other {{shown}}}',
  flaggedFirst: 'Строка {row}, столбец {col}: стоит флажок; сначала нажмите F, чтобы его снять.',
  chordHow: 'Строка {row}, столбец {col}: число {n}; поставьте столько же флажков вокруг, чтобы сделать аккорд.',
  flagPlaced: 'Флажок поставлен: строка {row}, столбец {col}.',
  flagRemoved: 'Флажок снят: строка {row}, столбец {col}.',
  swept: 'Строка {row}, столбец {col}: клетка уже открыта.',
  flagged: 'Строка {row}, столбец {col}: стоит флажок.',
  notSwept: 'Строка {row}, столбец {col}: клетка не открыта, аккорд невозможен.',
  chordFailed: 'Аккорд на строке {row}, столбце {col} не удался: флажки вокруг не совпадают с числом.',
  boom: 'Бабах! Мина на строке {row}, столбце {col}. Игра окончена.',
  nothing: 'Ничего нового не открыто.',
  opened: 'Строка {row}, столбец {col}: {n}.',
  sweptCells: '{n, plural, one {Открыта # клетка.} few {Открыто # клетки.} many {Открыто # клеток.} other {Открыто # клетки.}}',
  gaveUp: 'Вы сдались.',
  won: 'Поле разминировано за {s, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}. Победа!',
  thinking: 'Думаю…',
  adviceSafe: 'Безопасно: строка {row}, столбец {col}',
  adviceForced: 'Безопасных клеток нет. Рискните сейчас: строка {row}, столбец {col} — половина «50 на 50», которое никакое число не разрешит',
  adviceGuess: 'Безопасных клеток нет. Лучший риск: строка {row}, столбец {col}, мина с вероятностью {p}',
  adviceNone: 'Открывать больше нечего',
  noSafeMove: 'Ни один ход не безопасен наверняка',
};
