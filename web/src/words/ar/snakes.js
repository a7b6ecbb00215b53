// words/ar/snakes.js — <gg-snakes> بالعربية (the part `snakes`; the keys
// and the English: snakes/words.js).
/** @type {import('../../snakes/words.js').SnakesWords} */
export default {
  roll: 'ارمِ',
  board: 'رقعة السلم والثعبان',
  start: 'البداية',
  again: 'مرة أخرى',
  rollFor: 'رمي النرد عن اللاعب {player}',
  toRoll: 'دور اللاعب {player}',
  wins: 'فاز اللاعب {player}! ({rolls, plural, zero {# رمية} one {رمية واحدة} two {رميتان} few {# رميات} many {# رميةً} other {# رمية}} في المجموع)',
  label: 'السلم والثعبان، {n} × {n}.',
  on: 'اللاعب {player} على المربع {square}.',
  atStart: 'اللاعب {player} عند البداية.',
  editHelp: 'التحرير: مفاتيح الأسهم للتنقل، وEnter لتحديد بداية ثم نهاية، وDelete لإزالة ثعبان أو سلم.',
  over: 'انتهت اللعبة.',
  rollHelp: 'المسافة أو Enter لرمي النرد.',
  squares: 'رقعة عدد مربعاتها {squares}: {ladders, plural, zero {لا سلالم} one {سلم واحد} two {سلمان} few {# سلالم} many {# سلمًا} other {# سلم}}، {snakes, plural, zero {لا ثعابين} one {ثعبان واحد} two {ثعبانان} few {# ثعابين} many {# ثعبانًا} other {# ثعبان}}؛ أقل عدد من الرميات: {least, select, none {لا يوجد، ' +
    'فالمربع الأخير لا يمكن بلوغه} other {{least}}}؛ القواعد: البداية {start, select, 1 {على المربع 1} other {خارج الرقعة}}، ' +
    'والرمية التي تتجاوز النهاية {rule, select, over {تُنهي اللعبة} exact {تُبقي القطعة مكانها} other {ترتد إلى الوراء}}.',
  newGame: 'لعبة جديدة على رقعة {n} × {n}، {players, plural, zero {لا لاعبين} one {لاعب واحد} two {لاعبان} few {# لاعبين} many {# لاعبًا} other {# لاعب}}. دور اللاعب 1.',
  restart: 'لعبة جديدة. دور اللاعب 1.',
  step: 'رمى اللاعب {player} {roll} وتقدّم من {from} إلى {to}.',
  stepStart: 'رمى اللاعب {player} {roll} وتقدّم من البداية إلى {to}.',
  ladder: 'رمى اللاعب {player} {roll} وصعد السلم من {landed} إلى {to}.',
  snake: 'رمى اللاعب {player} {roll} وانزلق على الثعبان من {landed} إلى {to}.',
  stay: 'رمى اللاعب {player} {roll}؛ يلزم رقم مضبوط لبلوغ {squares}: يبقى على {from}.',
  stayStart: 'رمى اللاعب {player} {roll}؛ يلزم رقم مضبوط لبلوغ {squares}: يبقى عند البداية.',
  bounce: 'رمى اللاعب {player} {roll} وارتدّ من {squares} إلى {landed}.',
  bounceLadder: 'رمى اللاعب {player} {roll}، وارتدّ إلى {landed} ثم صعد السلم إلى {to}.',
  bounceSnake: 'رمى اللاعب {player} {roll}، وارتدّ إلى {landed} ثم انزلق على الثعبان إلى {to}.',
  wonNow: 'فاز اللاعب {player}!',
  edited: '{action, select, add {أُضيف} other {أُزيل}} {kind, select, ladder {السلم} other {الثعبان}} من {from} إلى {to}.',
  figures: 'أقل عدد من الرميات: {least, select, none {لا يوجد} other {{least}}}، والمتوقع: {expected, select, infinite {لا نهائي} ' +
    'other {{expected}}}.',
  marked: 'حُدّد المربع {square} بدايةً؛ اختر الآن مربع النهاية (Esc للإلغاء).',
  dropped: 'أُزيل التحديد.',
  square: 'المربع {square}.',
  squareJump: 'المربع {square}: {end, select, start {بداية} other {نهاية}} {kind, select, ladder {السلم} other {الثعبان}} من {from} إلى {to}.',
  drag: '{kind, select, ladder {سلم} other {ثعبان}} {from}→{to}',
};
