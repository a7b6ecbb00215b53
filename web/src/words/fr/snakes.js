// words/fr/snakes.js — <gg-snakes> en français (the part `snakes`; the
// keys and the English: snakes/words.js).
/** @type {import('../../snakes/words.js').SnakesWords} */
export default {
  roll: 'Lancer',
  board: 'plateau de Serpents et échelles',
  start: 'Départ',
  again: 'Rejouer',
  rollFor: 'Lancer le dé pour le joueur {player}',
  toRoll: 'Au joueur {player} de lancer',
  wins: 'Le joueur {player} gagne ! ({rolls, plural, one {# lancer} other {# lancers}} en tout)',
  label: 'Serpents et échelles, {n} sur {n}.',
  on: 'Joueur {player} sur la case {square}.',
  atStart: 'Joueur {player} au départ.',
  editHelp: 'Édition : les flèches déplacent, Entrée marque un départ puis une arrivée, Suppr enlève un serpent ou une échelle.',
  over: 'Partie terminée.',
  rollHelp: 'Espace ou Entrée lance le dé.',
  squares: 'Plateau de {squares} cases : {ladders, plural, one {# échelle} other {# échelles}}, ' +
    '{snakes, plural, one {# serpent} other {# serpents}} ; lancers minimum : {least, select, none {aucun, la dernière case est ' +
    'inaccessible} other {{least}}} ; règles : départ {start, select, 1 {sur la case 1} other {hors du plateau}}, un lancer qui ' +
    'dépasse la fin {rule, select, over {termine la partie} exact {laisse le pion sur place} other {fait reculer d’autant}}.',
  newGame: 'Nouvelle partie sur un plateau de {n} sur {n}, {players, plural, one {# joueur} other {# joueurs}}. Au joueur 1 de lancer.',
  restart: 'Nouvelle partie. Au joueur 1 de lancer.',
  step: 'Le joueur {player} fait {roll} et avance de {from} à {to}.',
  stepStart: 'Le joueur {player} fait {roll} et avance du départ à {to}.',
  ladder: 'Le joueur {player} fait {roll} et monte l’échelle de {landed} à {to}.',
  snake: 'Le joueur {player} fait {roll} et glisse le long du serpent de {landed} à {to}.',
  stay: 'Le joueur {player} fait {roll} ; il faut un lancer exact pour atteindre {squares} : il reste sur {from}.',
  stayStart: 'Le joueur {player} fait {roll} ; il faut un lancer exact pour atteindre {squares} : il reste au départ.',
  bounce: 'Le joueur {player} fait {roll} et rebondit de {squares} à {landed}.',
  bounceLadder: 'Le joueur {player} fait {roll}, rebondit jusqu’à {landed} et monte l’échelle jusqu’à {to}.',
  bounceSnake: 'Le joueur {player} fait {roll}, rebondit jusqu’à {landed} et glisse le long du serpent jusqu’à {to}.',
  wonNow: 'Le joueur {player} gagne !',
  edited: '{kind, select, ladder {Échelle} other {Serpent}} {action, select, add {{kind, select, ladder {ajoutée} other {ajouté}}} ' +
    'other {{kind, select, ladder {retirée} other {retiré}}}} de {from} à {to}.',
  figures: 'Lancers minimum : {least, select, none {aucun} other {{least}}}, espérance : {expected, select, infinite {infinie} other {{expected}}}.',
  marked: 'Case {square} marquée comme départ ; choisissez maintenant la case d’arrivée (Échap annule).',
  dropped: 'Marque enlevée.',
  square: 'Case {square}.',
  squareJump: 'Case {square} : {end, select, start {départ} other {arrivée}} {kind, select, ladder {de l’échelle} other {du serpent}} de {from} à {to}.',
  drag: '{kind, select, ladder {échelle} other {serpent}} {from}→{to}',
};
