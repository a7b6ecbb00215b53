// words/fr/site.js — the front page en français (the part `site`: the
// static text of index.html, marked data-i18n).
/** @type {Record<string, string>} */
export default {
  games: 'Jeux',
  language: 'Langue',
  mines: 'Démineur',
  snakes: 'Serpents et échelles',
  intro: 'Deux jeux de grille sur un seul moteur en C — le même code fait tourner le programme en ligne de commande et, compilé ' +
    'en WebAssembly, ces pages.',
  minesCard: 'De Débutant à Expert, ou des grilles personnalisées jusqu’à 1000 × 1000. Un premier clic sûr, en ouverture ou sans ' +
    'hasard ; chaque partie a son lien permanent ; des parties à rejouer avec {0} ; les grilles LeetCode 529.',
  snakesCard: 'De un à quatre joueurs sur le plateau classique de 1943, un plateau aléatoire tiré d’une graine, ou tout plateau ' +
    'LeetCode 909. Le nombre minimum de lancers avec un plus court chemin, le nombre exact de lancers en moyenne, la durée d’une ' +
    'partie et qui a le plus de chances de gagner.',
  embed: 'Intégrer un jeu',
  see: 'Voir {0}.',
};
