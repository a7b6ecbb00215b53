// words/ru/snakes.js — <gg-snakes> по-русски (the part `snakes`; the keys
// and the English: snakes/words.js).
/** @type {import('../../snakes/words.js').SnakesWords} */
export default {
  roll: 'Бросить',
  board: 'поле игры «Змеи и лестницы»',
  start: 'Старт',
  again: 'Ещё раз',
  rollFor: 'Бросить кубик за игрока {player}',
  toRoll: 'Бросает игрок {player}',
  wins: 'Игрок {player} победил! (всего {rolls, plural, one {# бросок} few {# броска} many {# бросков} other {# броска}})',
  label: 'Змеи и лестницы, {n} на {n}.',
  on: 'Игрок {player} на клетке {square}.',
  atStart: 'Игрок {player} на старте.',
  editHelp: 'Редактирование: стрелки перемещают, Enter отмечает начало, затем конец, Delete убирает змею или лестницу.',
  over: 'Игра окончена.',
  rollHelp: 'Пробел или Enter бросает кубик.',
  squares: 'Поле из {squares} клеток: {ladders, plural, one {# лестница} few {# лестницы} many {# лестниц} other {# лестницы}}, ' +
    '{snakes, plural, one {# змея} few {# змеи} many {# змей} other {# змеи}}; наименьшее число бросков: {least, select, ' +
    'none {нет, последняя клетка недостижима} other {{least}}}; правила: старт {start, select, 1 {на клетке 1} other {вне поля}}, ' +
    'бросок дальше финиша {rule, select, over {заканчивает игру} exact {оставляет фишку на месте} other {отбрасывает назад}}.',
  newGame: 'Новая игра на поле {n} на {n}, {players, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}}. ' +
    'Бросает игрок 1.',
  restart: 'Новая игра. Бросает игрок 1.',
  step: 'Игроку {player} выпало {roll}: ход с {from} на {to}.',
  stepStart: 'Игроку {player} выпало {roll}: ход со старта на {to}.',
  ladder: 'Игроку {player} выпало {roll}: подъём по лестнице с {landed} на {to}.',
  snake: 'Игроку {player} выпало {roll}: спуск по змее с {landed} на {to}.',
  stay: 'Игроку {player} выпало {roll}; до {squares} нужен точный бросок: фишка остаётся на {from}.',
  stayStart: 'Игроку {player} выпало {roll}; до {squares} нужен точный бросок: фишка остаётся на старте.',
  bounce: 'Игроку {player} выпало {roll}: отскок от {squares} на {landed}.',
  bounceLadder: 'Игроку {player} выпало {roll}: отскок на {landed} и подъём по лестнице на {to}.',
  bounceSnake: 'Игроку {player} выпало {roll}: отскок на {landed} и спуск по змее на {to}.',
  wonNow: 'Игрок {player} победил!',
  edited: '{kind, select, ladder {Лестница} other {Змея}} с {from} на {to} {action, select, add {добавлена} other {убрана}}.',
  figures: 'Наименьшее число бросков: {least, select, none {нет} other {{least}}}; ожидание: {expected, select, infinite {бесконечность} ' +
    'other {{expected}}}.',
  marked: 'Клетка {square} отмечена как начало; теперь выберите конечную клетку (Esc отменяет).',
  dropped: 'Отметка снята.',
  square: 'Клетка {square}.',
  squareJump: 'Клетка {square}: {end, select, start {начало} other {конец}} {kind, select, ladder {лестницы} other {змеи}} с {from} на {to}.',
  drag: '{kind, select, ladder {лестница} other {змея}} {from}→{to}',
};
