// snakes/engine.js — the Snakes & Ladders engine as the page sees it: the
// field indexes of engine/wasm/wasm_snakes.c's gg_snakes_info and
// gg_snakes_figures, the names of its rules, states and moves, its errors
// as thrown Errors, and the worker's ops (snakes/worker.js) on copies of
// a game; no DOM.
import { ggBytes, ggConfigureEngine, ggCString, ggDecoder, ggWithText } from '../core/engine.js';

// Fields of gg_snakes_info and gg_snakes_figures (engine/wasm/wasm_snakes.c).
/** Snakes & Ladders' own wasm (web/CMakeLists.txt builds it from
 * engine/wasm/wasm_snakes.c), beside the module that holds this line.
 * @type {import('../core/engine.js').EngineKind} */
export const SNAKES_ENGINE = { name: 'snakes', url: () => new URL('./gg-snakes.wasm', import.meta.url) };

/** The same with the board maker (gg_snakes_new_random,
 * gg_snakes_new_designed: natural boards made at random or to a length),
 * which the first board so made loads (a board made to a length is
 * searched for in its worker); the headless API's boards are made in it.
 * @type {import('../core/engine.js').EngineKind} */
export const SNAKES_MAKER_ENGINE = { name: 'snakes-maker', url: () => new URL('./gg-snakes-maker.wasm', import.meta.url) };

/** Set where Snakes & Ladders' wasm comes from, before it loads: options
 * for gg-snakes.wasm, options.maker for gg-snakes-maker.wasm; without it,
 * a wasmUrl given says where both are (the maker's file beside it).
 * @param {import('../core/engine.js').EngineOptions & { maker?: import('../core/engine.js').EngineOptions }} options */
export function snakesConfigure(options) {
  const { maker, ...own } = options;
  ggConfigureEngine(SNAKES_ENGINE, own);
  if (maker) ggConfigureEngine(SNAKES_MAKER_ENGINE, maker);
  else if (own.wasmUrl) {
    // The maker's beside it, as mines/engine.js finds the solver's.
    const maker = String(own.wasmUrl).replace(/[^/]*$/, 'gg-snakes-maker.wasm');
    ggConfigureEngine(SNAKES_MAKER_ENGINE, { wasmUrl: globalThis.location ? new URL(maker, location.href) : maker });
  }
}

export const SI = { STATE: 0, N: 1, SQUARES: 2, PLAYERS: 3, TURN: 4, WINNER: 5, ROLLS: 6, START: 7, RULE: 8, LAST: 9, SIZE: 20 };
export const SF = { LEAST: 0, EXPECTED: 1, DIST_LEN: 2, NEVER: 3, DIST_CUT: 4, NOBODY: 5, WIN: 6, SIZE: 10 };
/** @type {Array<import('../../package/elements.js').SnakesRule>} */
export const SNAKE_RULES = ['over', 'exact', 'bounce'];
/** @type {Array<'ready' | 'playing' | 'over'>} */
export const SNAKE_STATES = ['ready', 'playing', 'over'];
/** @type {Array<import('../../package/elements.js').SnakesMoveKind>} */
export const SNAKE_MOVES = ['step', 'ladder', 'snake', 'stay', 'bounce', 'bounce-ladder', 'bounce-snake'];

export function snCheck(M, rc) {
  if (rc < 0) throw new Error(ggCString(M, M._gg_snakes_error_message()));
  return rc;
}

/** The worker's ops. Win chances from the positions a game's rolls lead
 * to, on a copy made from its board code, rules and players: { win (per
 * player), nobody, error }. */
export function snakesChancesCopy(M, a) {
  const h = snCheck(M, ggWithText(M, a.code, (p, n) => M._gg_snakes_new_code(p, n)));
  try {
    snCheck(M, ggWithText(M, a.rule, (rp, rl) => ggWithText(M, '', (sp, sl) => M._gg_snakes_setup(h, a.players, a.start, rp, rl, sp, sl))));
    for (const v of a.rolls) snCheck(M, M._gg_snakes_roll(h, v));
    const rc = M._gg_snakes_chances(h), fp = M._gg_snakes_figures(h) >> 3;
    return { chances: M.HEAPF64.slice(fp + SF.NOBODY, fp + SF.SIZE), error: rc < 0 ? ggCString(M, M._gg_snakes_error_message()) : '' };
  } finally {
    M._gg_snakes_free(h);
  }
}

/** A natural board made to a length (gg_snakes_new_designed), or with
 * a.random at random (gg_snakes_new_random), as its code: in the board
 * maker's wasm, M. */
export function snakesMadeCode(M, a) {
  const h = snCheck(M, ggWithText(M, a.seed, (sp, sl) => (a.random ? M._gg_snakes_new_random(a.n, sp, sl)
    : ggWithText(M, a.rule, (rp, rl) => M._gg_snakes_new_designed(a.n, a.expected, a.start, rp, rl, sp, sl)))));
  try {
    const len = snCheck(M, M._gg_snakes_code(h));
    return { code: ggDecoder.decode(ggBytes(M, M._gg_snakes_text(h), len)) };
  } finally {
    M._gg_snakes_free(h);
  }
}
