// snakes/engine.js — the Snakes & Ladders engine as the page sees it: the
// field indexes of engine/wasm_snakes.c's gg_snakes_info and
// gg_snakes_figures, the names of its rules, states and moves, and its
// errors as thrown Errors. Uses core.js (ggCString); no DOM.

// Fields of gg_snakes_info and gg_snakes_figures (engine/wasm_snakes.c).
const SI = { STATE: 0, N: 1, SQUARES: 2, PLAYERS: 3, TURN: 4, WINNER: 5, ROLLS: 6, START: 7, RULE: 8, LAST: 9, SIZE: 20 };
const SF = { LEAST: 0, EXPECTED: 1, DIST_LEN: 2, NEVER: 3, DIST_CUT: 4, NOBODY: 5, WIN: 6, SIZE: 10 };
const SNAKE_RULES = ['over', 'exact', 'bounce'];
const SNAKE_STATES = ['ready', 'playing', 'over'];
const SNAKE_MOVES = ['step', 'ladder', 'snake', 'stay', 'bounce', 'bounce-ladder', 'bounce-snake'];

function snCheck(M, rc) {
  if (rc < 0) throw new Error(ggCString(M, M._gg_snakes_error_message()));
  return rc;
}
