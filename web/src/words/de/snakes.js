// words/de/snakes.js — <gg-snakes> auf Deutsch (the part `snakes`; the
// keys and the English: snakes/words.js).
/** @type {import('../../snakes/words.js').SnakesWords} */
export default {
  roll: 'Würfeln',
  board: 'Spielbrett Schlangen und Leitern',
  start: 'Start',
  again: 'Neues Spiel',
  rollFor: 'Würfeln für Spieler {player}',
  toRoll: 'Spieler {player} ist am Zug',
  wins: 'Spieler {player} gewinnt! ({rolls, plural, one {# Wurf} other {# Würfe}} insgesamt)',
  label: 'Schlangen und Leitern, {n} mal {n}.',
  on: 'Spieler {player} auf Feld {square}.',
  atStart: 'Spieler {player} am Start.',
  editHelp: 'Bearbeiten: Pfeiltasten bewegen, Eingabe markiert einen Anfang, dann ein Ende, Entf entfernt eine Schlange oder Leiter.',
  over: 'Spiel vorbei.',
  rollHelp: 'Leertaste oder Eingabe würfelt.',
  squares: 'Brett mit {squares} Feldern: {ladders, plural, one {# Leiter} other {# Leitern}}, ' +
    '{snakes, plural, one {# Schlange} other {# Schlangen}}; kürzeste Wurfzahl {least, select, none {keine: das Ziel ist unerreichbar} ' +
    'other {{least}}}; Regeln: Start {start, select, 1 {auf Feld 1} other {außerhalb des Bretts}}, ein Wurf über das Ziel hinaus ' +
    '{rule, select, over {beendet das Spiel} exact {lässt die Figur stehen} other {prallt zurück}}.',
  newGame: 'Neues Spiel auf einem Brett von {n} mal {n}, {players, plural, one {# Spieler} other {# Spieler}}. Spieler 1 ist am Zug.',
  restart: 'Neues Spiel. Spieler 1 ist am Zug.',
  step: 'Spieler {player} würfelt {roll} und zieht von {from} nach {to}.',
  stepStart: 'Spieler {player} würfelt {roll} und zieht vom Start nach {to}.',
  ladder: 'Spieler {player} würfelt {roll} und steigt die Leiter von {landed} nach {to} hinauf.',
  snake: 'Spieler {player} würfelt {roll} und rutscht die Schlange von {landed} nach {to} hinunter.',
  stay: 'Spieler {player} würfelt {roll}, braucht einen genauen Wurf bis {squares} und bleibt auf {from}.',
  stayStart: 'Spieler {player} würfelt {roll}, braucht einen genauen Wurf bis {squares} und bleibt am Start.',
  bounce: 'Spieler {player} würfelt {roll} und prallt von {squares} zurück nach {landed}.',
  bounceLadder: 'Spieler {player} würfelt {roll}, prallt zurück nach {landed} und steigt die Leiter nach {to} hinauf.',
  bounceSnake: 'Spieler {player} würfelt {roll}, prallt zurück nach {landed} und rutscht die Schlange nach {to} hinunter.',
  wonNow: 'Spieler {player} gewinnt!',
  edited: '{kind, select, ladder {Leiter} other {Schlange}} von {from} nach {to} {action, select, add {hinzugefügt} other {entfernt}}.',
  figures: 'Kürzeste Wurfzahl {least, select, none {keine} other {{least}}}, erwartet {expected, select, infinite {unendlich} other {{expected}}}.',
  marked: 'Feld {square} als Anfang markiert: jetzt das Zielfeld (Esc bricht ab).',
  dropped: 'Markierung aufgehoben.',
  square: 'Feld {square}.',
  squareJump: 'Feld {square}: {end, select, start {Anfang} other {Ende}} der {kind, select, ladder {Leiter} other {Schlange}} von {from} nach {to}.',
  drag: '{kind, select, ladder {Leiter} other {Schlange}} {from}→{to}',
};
