// mines/position.js — the position the editor of <gg-mines> edits, as
// data: a cell a byte (0-8 revealed showing that number, HIDDEN,
// FLAGGED; as gg_board_code_encode takes it), read from a position code,
// from board() rows or from the game shown, and MinesEditBoard, which
// stands in for the game while the position is edited. Comes with the
// editor (mines/editor.js).
import { ggError } from '../core/engine.js';
import { decodeCode } from './analysis.js';
import { MI } from './engine.js';

// A cell of the position, as gg_board_code_encode takes it.
export const HIDDEN = -1, FLAGGED = -2;

/** A position read: from a position code (P...; a layout code L... is its
 * board all hidden; M the analysis module), or { rows, cols, mines, board }
 * with board() rows. Throws on a bad one. */
export function minesParsePosition(M, position) {
  let rows, cols, mines, cells;
  if (typeof position === 'string') {
    const d = decodeCode(M, position.trim());
    ({ rows, cols, mines } = d);
    cells = d.kind === 'position' ? d.cells : new Int8Array(rows * cols).fill(HIDDEN);
  } else {
    ({ rows, cols, mines } = position);
    const board = position.board;
    if (!Array.isArray(board) || board.length !== rows || board.some((row) => String(row).length !== cols)) {
      throw ggError('boardShape', { rows, cols });
    }
    cells = new Int8Array(rows * cols);
    board.forEach((row, r) => {
      for (let c = 0; c < cols; c++) {
        const ch = row[c];
        const v = ch === '#' ? HIDDEN : ch === 'F' ? FLAGGED : ch >= '0' && ch <= '8' ? ch.charCodeAt(0) - 48 : null;
        if (v === null) throw ggError('badCell', { r, c, ch });
        cells[r * cols + c] = v;
      }
    });
  }
  return { rows, cols, mines, cells };
}

/** The game shown as a position (a reviewed move's board while a review is
 * shown; after a loss, the mines shown count as hidden cells). */
export function minesPositionOfGame(el) {
  const board = el.board().map((row) => row.replace(/[*X]/g, '#').replace(/!/g, 'F'));
  return { rows: el._params.rows, cols: el._params.cols, mines: el._info[MI.MINES], board };
}

/** What stands in for the game while the position is edited: what the
 * view and the element read of a game (snapshot), and the game's own
 * replay; moves are refused. */
export class MinesEditBoard {
  constructor(editor) {
    this.editor = editor;
    this.handle = 0;
    this.out = new Uint8Array(0);
  }

  /** What the cells of a rectangle show, one char code a cell ('#', 'F',
   * '0'-'8'), row-major, as MinesEngine.snapshot. */
  snapshot(r0, c0, nr, nc) {
    const ed = this.editor, cols = ed._cols;
    if (this.out.length < nr * nc) this.out = new Uint8Array(nr * nc);
    for (let r = 0; r < nr; r++) {
      for (let c = 0; c < nc; c++) {
        const v = ed._cells[(r0 + r) * cols + c0 + c];
        this.out[r * nc + c] = v === HIDDEN ? 35 : v === FLAGGED ? 70 : 48 + v;
      }
    }
    return this.out.subarray(0, nr * nc);
  }

  replay() {
    return this.editor._held.game.replay();
  }

  chordReady() {
    return false;
  }

  mayFlood() {
    return false;
  }

  play() {
    throw ggError('editing');
  }

  analyse() {
    return this.play();
  }

  measure() {
    return this.play();
  }

  copy() {
    return this.play();
  }

  free() {}
}
