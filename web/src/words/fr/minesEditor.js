// words/fr/minesEditor.js — the position editor of <gg-mines> en français
// (the part `minesEditor`; the keys and the English: mines/editor-words.js).
/** @type {import('../../mines/editor-words.js').MinesEditorWords} */
export default {
  undo: 'Annuler',
  undoTitle: 'Annuler (Ctrl+Z)',
  redo: 'Rétablir',
  redoTitle: 'Rétablir (Ctrl+Y)',
  allHidden: 'Tout cacher',
  allHiddenTitle: 'Toutes les cases cachées',
  clear: 'Vider',
  clearTitle: 'Toutes les cases découvertes, à 0 : sculptez à partir de là',
  total: 'Mines en tout',
  fewer: 'Une mine de moins',
  more: 'Une mine de plus',
  mines: 'mines',
  legend: 'Chiffres sur les cases cachées : la probabilité de mine de chacune, en %. Encadrés : en bleu le coup sûr, en ambre ' +
    'le meilleur pari, en rouge les chiffres qui ne peuvent pas tous être justes. Hachurées : sans danger, mais leur chiffre est déjà connu.',
  menu: 'Le chiffre qu’affiche cette case',
  hide: 'Cacher',
  label: 'Éditeur de position, {rows, plural, one {# ligne} other {# lignes}} sur {cols, plural, one {# colonne} other {# colonnes}}, ' +
    '{mines, plural, one {# mine} other {# mines}}. Les flèches déplacent, Espace ou Entrée découvre ou cache une case, ' +
    'F pose un drapeau, 0 à 8 fixent un chiffre, Ctrl+Z annule, Ctrl+Y rétablit.',
  editing: 'Édition d’une position de {rows} sur {cols} avec {mines, plural, one {# mine} other {# mines}}. Espace ou un toucher ' +
    'découvre ou cache une case, F ou un appui long pose un drapeau, les chiffres fixent un nombre, Ctrl+Z annule.',
  back: 'Retour à la partie.',
  noRedo: 'Rien à rétablir.',
  noUndo: 'Rien à annuler.',
  redone: 'Rétabli.',
  undone: 'Annulé.',
  allHiddenDone: 'Toutes les cases sont cachées.',
  clearDone: 'Toutes les cases sont découvertes, à 0.',
  minesInAll: '{n, plural, one {# mine} other {# mines}} en tout.',
  revealed: 'Ligne {row}, colonne {col} découverte : {n}.',
  hidden: 'Ligne {row}, colonne {col} cachée.',
  flagged: 'Ligne {row}, colonne {col} : drapeau posé.',
  unflagged: 'Ligne {row}, colonne {col} : drapeau retiré.',
  cellsRevealed: '{n, plural, one {# case découverte.} other {# cases découvertes.}}',
  cellsHidden: '{n, plural, one {# case cachée.} other {# cases cachées.}}',
  range: 'Ligne {row}, colonne {col} : de {lo} à {hi} (au moins ses voisines marquées d’un drapeau, au plus celles-ci et ses voisines cachées).',
  rangeOne: 'Ligne {row}, colonne {col} : seulement {lo} (au moins ses voisines marquées d’un drapeau, au plus celles-ci et ses voisines cachées).',
  shows: 'Ligne {row}, colonne {col} : {n}.',
  choose: 'Ligne {row}, colonne {col} : choisissez son chiffre, de {lo} à {hi}, ou cachez-la.',
  impossible: 'Impossible : {why}.',
  conflict: 'Les chiffres en conflit sont encadrés en rouge.',
  counts: '{hidden, plural, one {# cachée} other {# cachées}} : {safe, plural, one {# sûre} other {# sûres}} à coup sûr, ' +
    '{certain, plural, one {# mine certaine} other {# mines certaines}}.',
  countsEstimated: '{hidden, plural, one {# cachée} other {# cachées}} : {safe, plural, one {# sûre} other {# sûres}} à coup sûr, ' +
    '{certain, plural, one {# mine certaine} other {# mines certaines}} (probabilités estimées).',
  moveNone: 'Il ne reste rien à découvrir.',
  moveSafe: 'Le solveur découvrirait ligne {row}, colonne {col}, sans danger à coup sûr.',
  moveForced: 'Le solveur tenterait ligne {row}, colonne {col}, la moitié d’un 50/50 qu’aucun chiffre ne peut trancher.',
  moveGuess: 'Le solveur tenterait ligne {row}, colonne {col}, {p} de risque de mine.',
};
