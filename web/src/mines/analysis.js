// mines/analysis.js — the analysis module (gg-mines-analysis.wasm, built
// from engine/wasm/wasm_board.c) as the position editor and the page's
// board files use it: board files read and written, position codes made
// and read, and any position analysed exactly as `gridgames solve` does.
// Only reached by import() (the editor, the page's parts loaded on first
// use): neither this module nor its wasm is part of a first visit. Nothing
// here touches the DOM; it decides no rule, it lays out what the engine
// answers.
import { GG_NO_MEMORY, ggBytes, ggCString, ggDecoder, ggEngine, ggWithText } from '../core/engine.js';

/** The analysis module's wasm, beside the module that holds this line.
 * @type {import('../core/engine.js').EngineKind} */
export const MINES_ANALYSIS_ENGINE = { name: 'mines-analysis', url: () => new URL('./gg-mines-analysis.wasm', import.meta.url) };

/** @typedef {import('../core/engine.js').Engine} Engine */

/** The analysis module, loaded once. @returns {Promise<Engine>} */
export function minesAnalysisEngine() {
  return ggEngine(MINES_ANALYSIS_ENGINE);
}

// gg_board_analyse's summary (wasm_board.c, SUM_*) and its cell states (CELL_*).
const SUM = { ROWS: 0, COLS: 1, MINES: 2, HIDDEN: 3, SAFE: 4, CERTAIN: 5, EXACT: 6, MOVE_R: 7, MOVE_C: 8,
  MOVE_KIND: 9, MOVE_PPM: 10, FORCED: 11, CONFLICT: 12, SIZE: 16 };
/** A cell's state byte: its certainty in the low bits, then two flags. */
export const CELL = { REVEALED: 0, UNKNOWN: 1, SAFE: 2, MINE: 3, DEAD: 4, FLAGGED: 8 };

/** rc, or an Error with the module's sentence when rc < 0. */
function boardCheck(M, rc) {
  if (rc < 0) throw new Error(ggCString(M, M._gg_board_error_message()));
  return rc;
}

/** A board file's bytes (text, .mbf or a layout code: the engine tells them
 * apart) as kind 'text' (a command file's first lines: a game), 'mbf' (its
 * bytes) or 'code' (a layout code). Throws the engine's sentence.
 * @param {Engine} M @param {Uint8Array | string} bytes @param {'text' | 'mbf' | 'code'} kind
 * @returns {Uint8Array} */
export function boardRead(M, bytes, kind) {
  const k = ['text', 'mbf', 'code'].indexOf(kind);
  const len = boardCheck(M, ggWithText(M, bytes, (p, n) => M._gg_board_read(p, n, k)));
  return ggBytes(M, M._gg_board_result(), len);
}

/** The same as text. @param {Engine} M @param {Uint8Array | string} bytes @param {'text' | 'code'} kind */
export function boardReadText(M, bytes, kind) {
  return ggDecoder.decode(boardRead(M, bytes, kind));
}

/** The position code of rows x cols cells (int8, row-major: -1 hidden, -2
 * flagged, 0..8 revealed) with `mines` in all. Throws the engine's sentence.
 * @param {Engine} M @param {number} rows @param {number} cols @param {number} mines @param {Int8Array} cells */
export function positionCode(M, rows, cols, mines, cells) {
  const len = boardCheck(M, ggWithText(M, cells, (p) => M._gg_board_code_encode(rows, cols, mines, p)));
  return ggDecoder.decode(ggBytes(M, M._gg_board_result(), len));
}

/** A layout or position code read: { kind: 'layout' | 'position', rows,
 * cols, mines, cells } (cells as positionCode takes them; for a layout 1 a
 * mine, 0 safe). Throws the engine's sentence.
 * @param {Engine} M @param {string} code */
export function decodeCode(M, code) {
  const header = M._gg_alloc(16);
  if (!header) throw new Error(GG_NO_MEMORY);
  try {
    const n = boardCheck(M, ggWithText(M, code, (p, len) => M._gg_board_code_decode(p, len, header)));
    const h = M.HEAP32.subarray(header >> 2, (header >> 2) + 4);
    const cells = new Int8Array(ggBytes(M, M._gg_board_result(), n).buffer);
    return { kind: h[0] === 1 ? 'layout' : 'position', rows: h[1], cols: h[2], mines: h[3], cells };
  } finally {
    M._gg_release(header);
  }
}

/**
 * What the engine says of a position (gg_board_analyse, `gridgames solve`'s
 * analysis). On an impossible position: error (solve's sentence) and the
 * conflicting numbers, nothing else.
 * @typedef {{
 *   rows: number, cols: number, mines: number, hidden: number,
 *   safe: number, certain: number, exact: boolean,
 *   move: { row: number, col: number, kind: 'none' | 'safe' | 'guess', probability: number, forced: boolean } | null,
 *   odds: Float64Array | null, states: Uint8Array | null,
 *   error: string | null, conflict: Array<{ row: number, col: number }>,
 * }} MinesAnalysis
 */

/** Analyse a position code (mines in all: the code's).
 * @param {Engine} M @param {string} code @returns {MinesAnalysis} */
export function analysePosition(M, code) {
  const sum = M._gg_alloc(SUM.SIZE * 4);
  if (!sum) throw new Error(GG_NO_MEMORY);
  try {
    const n = ggWithText(M, code, (p, len) => M._gg_board_analyse(p, len, -1, sum));
    const s = Int32Array.from(M.HEAP32.subarray(sum >> 2, (sum >> 2) + SUM.SIZE));
    /** @type {MinesAnalysis} */
    const a = { rows: s[SUM.ROWS], cols: s[SUM.COLS], mines: s[SUM.MINES], hidden: s[SUM.HIDDEN], safe: s[SUM.SAFE],
      certain: s[SUM.CERTAIN], exact: s[SUM.EXACT] === 1, move: null, odds: null, states: null, error: null, conflict: [] };
    if (n < 0) {
      a.error = ggCString(M, M._gg_board_error_message());
      for (let k = 0; k < 2; k++) {
        const row = s[SUM.CONFLICT + 2 * k], col = s[SUM.CONFLICT + 2 * k + 1];
        if (row >= 0) a.conflict.push({ row, col });
      }
      return a;
    }
    const at = M._gg_board_result();
    a.odds = new Float64Array(M.HEAPU8.slice(at, at + 8 * n).buffer);
    a.states = M.HEAPU8.slice(at + 8 * n, at + 9 * n);
    const kind = s[SUM.MOVE_KIND];
    a.move = { row: s[SUM.MOVE_R], col: s[SUM.MOVE_C], kind: kind === 1 ? 'safe' : kind === 2 ? 'guess' : 'none',
      probability: s[SUM.MOVE_PPM] / 1e6, forced: s[SUM.FORCED] === 1 };
    return a;
  } finally {
    M._gg_release(sum);
  }
}

/** A position the editor holds ({ rows, cols, mines, cells }) coded and
 * analysed: { code ('' when the engine refused the position itself),
 * analysis, timing (ms) }; a refusal is told as an impossible position.
 * The editor calls it here on small boards, in the worker on big ones.
 * @param {Engine} M @param {{ rows: number, cols: number, mines: number, cells: Int8Array }} asked */
export function minesAnalyseCells(M, { rows, cols, mines, cells }) {
  const t0 = performance.now();
  let code = '', analysis;
  try {
    code = positionCode(M, rows, cols, mines, cells);
    analysis = analysePosition(M, code);
  } catch (err) {
    code = '';
    analysis = { rows, cols, mines, hidden: 0, safe: 0, certain: 0, exact: false, move: null, odds: null, states: null,
      error: /** @type {Error} */ (err).message, conflict: [] };
  }
  return { code, analysis, timing: performance.now() - t0 };
}
