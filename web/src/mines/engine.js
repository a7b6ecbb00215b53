// mines/engine.js — the Minesweeper engine as the page sees it: the field
// indexes of engine/wasm/wasm_api.c's exports, MinesEngine (one game: a handle
// and the calls on it, and a copy of it for elsewhere), the memory priming,
// and the gg-move detail that decodes the engine's feedback only when read.
// What is done with a copy (the worker's ops, a copy's position taken,
// the solver's look, the warm-up) is mines/copies.js, which a first game
// on a page of Expert's size never needs.
// Nothing here touches the DOM: the worker (mines/worker.js) holds it too.
import { GG_NO_MEMORY, ggBytes, ggCheck, ggConfigureEngine, ggDecoder, ggTakeSlot, ggWithText } from '../core/engine.js';

/** Minesweeper's wasm for play (web/CMakeLists.txt builds it from
 * engine/wasm/wasm_api.c and wasm_replay.c: the rules, the generators,
 * command files, LeetCode boards), beside the module that holds this line.
 * @type {import('../core/engine.js').EngineKind} */
export const MINES_ENGINE = { name: 'mines', url: () => new URL('./gg-mines.wasm', import.meta.url) };

/** The same with the solver and the review (wasm_solver.c, wasm_review.c
 * besides): an element loads it on first use, on a copy of its game; the
 * headless API plays its games in it.
 * @type {import('../core/engine.js').EngineKind} */
export const MINES_SOLVER_ENGINE = { name: 'mines-solver', url: () => new URL('./gg-mines-solver.wasm', import.meta.url) };

/** Set where Minesweeper's wasm comes from, before it loads: options as
 * EngineOptions, for gg-mines.wasm, and options.solver for
 * gg-mines-solver.wasm; without it, a wasmUrl given says where both are
 * (the solver's file beside it).
 * @param {import('../core/engine.js').EngineOptions & { solver?: import('../core/engine.js').EngineOptions }} options */
export function minesConfigure(options) {
  const { solver, ...own } = options;
  ggConfigureEngine(MINES_ENGINE, own);
  if (solver) ggConfigureEngine(MINES_SOLVER_ENGINE, solver);
  else if (own.wasmUrl) {
    // The solver's beside it: the same path, the last name replaced;
    // resolved against the page now (a single-page app may change its
    // path before the first hint), or under Node, where a page's script
    // may be rendered, kept as it is, so that configuring never throws.
    const solver = String(own.wasmUrl).replace(/[^/]*$/, 'gg-mines-solver.wasm');
    ggConfigureEngine(MINES_SOLVER_ENGINE, { wasmUrl: globalThis.location ? new URL(solver, location.href) : solver });
  }
}

/** The first click's modes, as the engine numbers them. */
export const START_MODES = ['safe', 'opening', 'noguess'];

// Fields of gg_mines_info (engine/wasm/wasm_api.c, INFO_*).
export const MI = {
  STATE: 0, ROWS: 1, COLS: 2, MINES: 3, FLAGS: 4, STEPS: 5, SAFE_LEFT: 6, LAID: 7,
  FEEDBACK: 8, REVEALED: 9, TEXT_LEN: 10, DIRTY: 11, BLOWN_R: 15, BLOWN_C: 16,
  MOVE_KIND: 17, MOVE_R: 18, MOVE_C: 19, CLICK_R: 20, CLICK_C: 21, REPLAYABLE: 22, SIZE: 32,
};
// mines_feedback (engine/rules/mines.h).
export const FB = { SUCCESS: 0, CANCELLED: 1, SWEPT: 2, FLAGGED: 3, NOT_SWEPT: 4, FAILED: 5, DETECTED: 6, BOOM: 7 };
export const MOVE_NAMES = ['Flag', 'Sweep', 'DSweep', 'Quit'];
/** @type {Array<'ready' | 'playing' | 'won' | 'lost'>} */
export const STATE_NAMES = ['ready', 'playing', 'won', 'lost', 'lost'];
export const RESULT_NAMES = ['', '', 'won', 'lost', 'gave up'];

/** The whole board as one string a row of what each cell shows ('#'
 * hidden, 'F' flag, '0'-'8' swept; after a loss '*', 'X', '!'), read in
 * snapshots of at most 64 KB from anything with MinesEngine's snapshot():
 * the game, or the board that stands in for it while a position is edited.
 * @param {{ snapshot(r0: number, c0: number, nr: number, nc: number): Uint8Array }} game
 * @param {number} rows @param {number} cols */
export function minesRowsShown(game, rows, cols) {
  const out = [];
  const chunk = Math.max(1, Math.floor(65536 / cols));
  for (let r = 0; r < rows; r += chunk) {
    const n = Math.min(chunk, rows - r);
    const cells = game.snapshot(r, 0, n, cols);
    for (let k = 0; k < n; k++) out.push(ggDecoder.decode(cells.subarray(k * cols, (k + 1) * cols)));
  }
  return out;
}

/** One engine game: a handle and the calls on it. */
export class MinesEngine {
  constructor(M, handle) {
    this.M = M;
    this.handle = handle;
    this.snapPtr = 0;
    this.snapCap = 0;
    this.pending = null; // the last call's text, not yet copied out
    this.hintPtr = 0;    // gg_mines_analyse's hint, 8 int32
    this.oddsPtr = 0;    // and its odds, one float a cell
    this.oddsCap = 0;
  }

  static create(M, rows, cols, mines, seed, start) {
    const handle = ggTakeSlot(M, () => ggWithText(M, seed, (sp, sl) =>
      ggWithText(M, start, (mp, ml) => M._gg_mines_new(rows, cols, mines, sp, sl, mp, ml))));
    return new MinesEngine(M, ggCheck(M, handle));
  }

  static loadReplay(M, text) {
    return new MinesEngine(M, ggCheck(M, ggTakeSlot(M, () => ggWithText(M, text, (p, n) => M._gg_mines_load_replay(p, n)))));
  }

  static loadLeetCode(M, text) {
    return new MinesEngine(M, ggCheck(M, ggTakeSlot(M, () => ggWithText(M, text, (p, n) => M._gg_mines_load_leetcode(p, n)))));
  }

  info() {
    const ptr = this.M._gg_mines_info(this.handle);
    ggCheck(this.M, ptr ? 0 : -2);
    return Int32Array.from(this.M.HEAP32.subarray(ptr >> 2, (ptr >> 2) + MI.SIZE));
  }

  /** Play a command line; returns the info after it. */
  play(line) {
    const M = this.M;
    this.settle();
    ggCheck(M, ggWithText(M, line, (p, n) => M._gg_mines_play(this.handle, p, n)));
    return this.info();
  }

  /** The last call's text, left in engine memory (a big flood prints
   * megabytes; most are never read): { length, bytes() }. It is copied out
   * only if still wanted when the next call would overwrite it. */
  textLater(info) {
    this.settle();
    const M = this.M;
    const ptr = M._gg_mines_text(this.handle), len = info[MI.TEXT_LEN];
    let copy = null;
    const text = {
      length: len,
      bytes: () => copy || (len ? M.HEAPU8.subarray(ptr, ptr + len) : new Uint8Array(0)),
      settle: () => { if (!copy) copy = ggBytes(M, ptr, len); },
    };
    this.pending = text;
    return text;
  }

  /** Copy out the last call's text before the engine reuses its buffer. */
  settle() {
    if (this.pending) this.pending.settle();
    this.pending = null;
  }

  text(info) {
    this.settle();
    return ggDecoder.decode(ggBytes(this.M, this.M._gg_mines_text(this.handle), info[MI.TEXT_LEN]));
  }

  /** What the cells of a rectangle show, one char code a cell, row-major.
   * The view is into engine memory: read it before the next call. */
  snapshot(r0, c0, nr, nc) {
    const M = this.M;
    const need = nr * nc;
    if (need > this.snapCap) {
      if (this.snapPtr) M._gg_release(this.snapPtr);
      this.snapCap = Math.max(need, 4096);
      this.snapPtr = M._gg_alloc(this.snapCap);
      if (!this.snapPtr) {
        this.snapCap = 0;
        throw new Error(GG_NO_MEMORY);
      }
    }
    ggCheck(M, M._gg_mines_snapshot(this.handle, r0, c0, nr, nc, this.snapPtr));
    return M.HEAPU8.subarray(this.snapPtr, this.snapPtr + need);
  }

  chordReady(r, c) {
    return ggCheck(this.M, this.M._gg_mines_chord_ready(this.handle, r, c)) === 1;
  }

  /** Would Sweep (or with chord, DSweep) on (r, c) sweep a 0, and so maybe
   * flood much of the board? */
  mayFlood(r, c, chord) {
    return ggCheck(this.M, this.M._gg_mines_may_flood(this.handle, r, c, chord ? 1 : 0)) === 1;
  }

  /** What a copy of this game elsewhere starts from (the worker's, see
   * mines/worker.js): { rows, cols, mines, seed, start, cells, steps, laid },
   * params being the game's { seed, start }. */
  copy(params) {
    const info = this.info(), n = info[MI.ROWS] * info[MI.COLS];
    return {
      rows: info[MI.ROWS], cols: info[MI.COLS], mines: info[MI.MINES], seed: String(params.seed),
      start: params.start || 'safe', steps: info[MI.STEPS], laid: info[MI.LAID],
      cells: ggBytes(this.M, this.M._gg_mines_cells(this.handle), n),
    };
  }

  replay() {
    this.settle();
    ggCheck(this.M, this.M._gg_mines_replay(this.handle));
    return this.text(this.info());
  }

  /** 3BV and friends (gg_mines_measure). */
  measure() {
    const M = this.M;
    const ptr = M._gg_alloc(5 * 8);
    try {
      ggCheck(M, M._gg_mines_measure(this.handle, ptr));
      const f = M.HEAPF64.subarray(ptr >> 3, (ptr >> 3) + 5);
      return { bbbv: f[0], bbbvSolved: f[1], openings: f[2], steps: f[3], swept: f[4] };
    } finally {
      M._gg_release(ptr);
    }
  }

  free() {
    this.settle();
    if (this.snapPtr) this.M._gg_release(this.snapPtr);
    this.snapPtr = 0;
    if (this.hintPtr) this.M._gg_release(this.hintPtr);
    if (this.oddsPtr) this.M._gg_release(this.oddsPtr);
    this.hintPtr = this.oddsPtr = this.oddsCap = 0;
    if (this.handle) this.M._gg_mines_free(this.handle);
    this.handle = 0;
  }
}

/** The gg-move detail: the move line and its feedback text, decoded only
 * when read (a first click on a big board prints megabytes). */
export function moveDetail(move, text) {
  let decoded = null;
  return {
    move,
    bytes: text.length,
    get feedback() {
      if (decoded === null) decoded = ggDecoder.decode(text.bytes());
      return decoded;
    },
    /** The feedback's first lines, at most max bytes, whole lines only. */
    preview(max) {
      if (text.length <= max) return this.feedback;
      const cut = text.bytes().subarray(0, max);
      return ggDecoder.decode(cut.subarray(0, cut.lastIndexOf(10) + 1));
    },
  };
}
