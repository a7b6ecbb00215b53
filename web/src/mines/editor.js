// mines/editor.js — the position editor of <gg-mines> (its `editing` mode),
// loaded on first use with the analysis module (mines/analysis.js). The
// player sets up any position: cells hidden or revealed, the numbers,
// flags, the mines in all; after every edit the engine's analysis
// (gg_board_analyse, `gridgames solve`'s) is drawn on the board: each
// hidden cell's chance of a mine, the move the solver would make, the
// cells whose number is already known, and on an impossible position the
// numbers in conflict with the engine's sentence. The page decides no
// rule: the only thing worked out here is the range a number may be set
// to (from its flagged and hidden neighbours), which keeps the editing
// sensible; whether the numbers agree is the engine's to say.
//
// Like the review (mines/review.js), a stand-in (MinesEditBoard) takes the
// place of the element's game (el._game, el._info, el._params) while the
// position is edited, so the view draws it and the keys move over it; the
// game waits in _held and comes back when editing ends. Input reaches the
// editor through the element's _primary, _flag and _chord, which the
// editor overrides on the element while it edits (taps, long presses,
// Space, F: mines/input.js as in play), and through listeners of its own,
// added while it edits: the mouse (click, drag to paint, right click),
// digits, the wheel, undo and redo.
import { ggAdoptStyle, ggError, ggLangOf, ggReady, ggT } from '../core/engine.js';
import { FLAGGED, HIDDEN, MinesEditBoard, minesParsePosition, minesPositionOfGame } from './position.js';
import { minesEditorLabel, minesEditorSayAll, minesEditorSayAnalysis } from './editor-words.js';
import { MI, minesRowsShown } from './engine.js';
import { CELL, minesAnalyseCells, minesAnalysisEngine } from './analysis.js';
import { minesDrawOdds } from './advice.js';
import { ggRunOffThread } from '../core/offthread.js';
import { MINES_EDITOR_MARKUP, MINES_EDITOR_STYLE, MINES_NUMBERS_MARKUP } from './editor-style.js';

const UNDO_LIMIT = 500;
// And at most this many bytes of it (All hidden and Clear keep the whole
// board twice: on a 1000 x 1000 board, 2 MB an edit).
const UNDO_BYTES = 32 << 20;
// From this many cells (64 x 64) the analysis of an edit is worked out in
// the analysis module's worker (mines/analysis-worker.js, through
// core/offthread.js), so that no edit waits for it: on a 100 x 100 board
// of 1,600 mines, half swept, it took 1 to 4 ms here but tens of ms at
// 300 x 300, and a phone is several times slower. Expert's stays here.
const MINES_ANALYSE_AWAY = 4096;

/** The analysis module's worker, beside this module. */
const minesAnalysisWorker = () => new Worker(new URL('./gg-mines-analysis-worker.js', import.meta.url), { type: 'module' });

/** The element's editPosition(position) and editing = true: edit position
 * (a position code, { rows, cols, mines, board }, or none: the game shown)
 * once the analysis module is here. Resolves with the analysis. */
export async function minesEdit(el, position) {
  await el.ready;
  const [M] = await Promise.all([minesAnalysisEngine(), ggReady(ggLangOf(el), ['minesEditor'])]);
  const from = position || (el._editor ? null : minesPositionOfGame(el));
  let editor = minesEditors.get(el);
  if (!editor) minesEditors.set(el, (editor = new MinesEditor(el, M)));
  const parsed = from && editor._parse(from); // a bad position throws here, the game kept
  if (!el._editor) editor._start();
  if (parsed) editor._load(parsed);
  await editor._settled();
  return editor._analysis;
}

/** Each element's editor, made once and kept while it is not editing.
 * @type {WeakMap<HTMLElement, MinesEditor>} */
const minesEditors = new WeakMap();

export class MinesEditor {
  constructor(el, M) {
    this._el = el;
    this._M = M;
    const ui = el._ui, root = el.shadowRoot;
    // The editor's sheet, adopted after the element's own.
    const own = [...root.adoptedStyleSheets];
    ggAdoptStyle(root, MINES_EDITOR_STYLE);
    root.adoptedStyleSheets = [...own, ...root.adoptedStyleSheets];
    this._box = document.createElement('div');
    this._box.className = 'editor';
    this._box.setAttribute('part', 'editor');
    this._box.innerHTML = MINES_EDITOR_MARKUP;
    ui.message.before(this._box);
    this._menu = document.createElement('div');
    this._menu.className = 'numbers';
    this._menu.setAttribute('role', 'menu');
    this._menu.setAttribute('data-t', 'aria-label:menu');
    this._menu.hidden = true;
    this._menu.innerHTML = MINES_NUMBERS_MARKUP;
    ui.board.appendChild(this._menu);
    const $ = (sel) => this._box.querySelector(sel);
    this._tools = { undo: $('.undo'), redo: $('.redo'), allHidden: $('.all-hidden'), clear: $('.clear'),
      fewer: $('.fewer'), more: $('.more'), total: $('.total'), analysis: $('.analysis') };
    this._rows = 0;
    this._cols = 0;
    this._mines = 0;
    this._cells = new Int8Array(0);
    this._undo = [];
    this._redo = [];
    this._open = null;        // the edit being made (a drag): { idx, before, after, mines, full }
    this._analysis = null;    // the engine's last word (analysis.js MinesAnalysis)
    this._code = '';          // the position's code, '' when the engine refused it
    this._board = new MinesEditBoard(this);
    this._info = new Int32Array(MI.SIZE);
    this._held = null;        // the game while the position is edited: { game, info, params, source, running }
    this._paint = null;       // a mouse drag: the state it paints
    this._hover = null;       // the cell under the mouse
    this._via = 'mouse';      // what made the last input: 'mouse', 'touch', 'pen' or 'key'
    this._menuCell = null;    // the cell whose number menu is open
    this._away = null;        // { words } an analysis out in the worker; words: an edit made meanwhile
    this._pending = null;     // its promise
    this.lastTiming = null;
    this._box.hidden = true;
    this._said = null;        // the analysis shown, said again in each language
    minesEditorSayAll(this);
  }

  /** A message of the part minesEditor in the element's language.
   * @param {import('./editor-words.js').MinesEditorWord} key @param {object} [params] */
  _t(key, params) {
    return ggT(ggLangOf(this._el), 'minesEditor.' + key, params);
  }

  /** Say the tools, the board's label and the analysis again. */
  _words() {
    minesEditorSayAll(this);
  }

  // ---- taking the game's place and giving it back

  /** Editing begins: the game is held, the editor's input listens. */
  _start() {
    const el = this._el;
    this._wire();
    el._endReview();
    el._settle();
    this._held = { game: el._game, info: el._info, params: el._params, source: el._source, running: el._clock._running };
    // The moves input makes become edits (own properties over the class's).
    el._primary = (r, c, flagMode) => this._primary(r, c, flagMode);
    el._flag = (r, c) => this._flag(r, c);
    el._chord = () => {};
    el._clock._stop();
    el._solver._forget();
    el._editor = this;
    if (!el.hasAttribute('editing')) el._quietly('editing', '');
    this._box.hidden = false;
  }

  /** Editing ends: the game again, as it was. */
  _stop() {
    const el = this._el, held = this._held;
    this._commit();
    this._away = null;
    this._closeMenu();
    this._box.hidden = true;
    el._editor = null;
    delete el._primary;
    delete el._flag;
    delete el._chord;
    el._game = held.game;
    el._info = held.info;
    el._params = held.params;
    el._source = held.source;
    el._solver._marks = [];
    if (held.running) el._clock._start();
    this._held = null;
    if (el.hasAttribute('editing')) {
      el._reflecting = true;
      el.removeAttribute('editing');
      el._reflecting = false;
    }
    this._unwire();
    const { rows, cols } = held.params;
    if (el._view._cursor.r >= rows || el._view._cursor.c >= cols) el._view._cursor = { r: 0, c: 0 };
    el._view._layout();
    el._updateStatus();
    el._onWords(); // the board's label in play, among the rest
    el._announce(this._t('back'));
    el.dispatchEvent(new CustomEvent('gg-edit', { detail: { editing: false } }));
  }

  // ---- the position

  /** A position read (mines/position.js); throws on a bad one. */
  _parse(position) {
    return minesParsePosition(this._M, position);
  }

  /** Show a position read by _parse, as a fresh start (no undo). */
  _load({ rows, cols, mines, cells }) {
    this._commit();
    const sized = rows !== this._rows || cols !== this._cols;
    this._rows = rows;
    this._cols = cols;
    this._mines = mines;
    this._cells = cells;
    this._undo = [];
    this._redo = [];
    const el = this._el;
    el._game = this._board;
    el._info = this._info;
    el._params = Object.assign({}, this._held.params, { rows, cols, mines });
    if (sized || el._view._cursor.r >= rows || el._view._cursor.c >= cols) el._view._cursor = { r: 0, c: 0 };
    el._view._layout();
    minesEditorLabel(this);
    this._analyse(this._t('editing', { rows, cols, mines }));
  }

  /** The position as the element's `position` property shows it. */
  _position() {
    const board = minesRowsShown(this._board, this._rows, this._cols);
    return { rows: this._rows, cols: this._cols, mines: this._mines, flags: this._flags(), board, code: this._code };
  }

  _flags() {
    let n = 0;
    for (let i = 0; i < this._cells.length; i++) n += this._cells[i] === FLAGGED ? 1 : 0;
    return n;
  }

  /** The values a revealed cell's number may take: at least its flagged
   * neighbours, at most those and its hidden ones. */
  _range(r, c) {
    let lo = 0, hi = 0;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr, cc = c + dc;
        if ((!dr && !dc) || rr < 0 || cc < 0 || rr >= this._rows || cc >= this._cols) continue;
        const v = this._cells[rr * this._cols + cc];
        if (v === FLAGGED) lo++;
        if (v < 0) hi++;
      }
    }
    return { lo, hi };
  }

  // ---- edits: each a change of cells (and of the mines in all), undone as one

  _change(i, v) {
    const old = this._cells[i];
    if (old === v) return false;
    const e = this._open || (this._open = { idx: [], before: [], after: [], mines: [this._mines, this._mines], full: null });
    e.idx.push(i);
    e.before.push(old);
    e.after.push(v);
    this._cells[i] = v;
    return true;
  }

  /** The edit made so far goes on the undo list. */
  _commit() {
    const e = this._open;
    if (!e) return;
    this._open = null;
    e.mines[1] = this._mines;
    this._undo.push(e);
    const size = (x) => 8 * x.idx.length + (x.full ? 2 * x.full[0].length : 0);
    let bytes = this._undo.reduce((sum, x) => sum + size(x), 0);
    while (this._undo.length > 1 && (this._undo.length > UNDO_LIMIT || bytes > UNDO_BYTES)) bytes -= size(this._undo.shift());
    this._redo = [];
  }

  /** Apply an edit of the lists forwards (redo) or backwards (undo). */
  _apply(e, forward) {
    if (e.full) this._cells.set(forward ? e.full[1] : e.full[0]);
    if (forward) for (let k = 0; k < e.idx.length; k++) this._cells[e.idx[k]] = e.after[k];
    else for (let k = e.idx.length - 1; k >= 0; k--) this._cells[e.idx[k]] = e.before[k];
    this._mines = e.mines[forward ? 1 : 0];
  }

  _undoRedo(forward) {
    this._commit();
    const from = forward ? this._redo : this._undo, to = forward ? this._undo : this._redo;
    const e = from.pop();
    if (!e) {
      this._el._announce(this._t(forward ? 'noRedo' : 'noUndo'));
      return false;
    }
    this._apply(e, forward);
    to.push(e);
    this._analyse(this._t(forward ? 'redone' : 'undone'));
    return true;
  }

  /** Every cell set to v (hidden, or revealed showing 0). */
  _fill(v, words) {
    this._commit();
    const before = this._cells.slice();
    this._cells.fill(v);
    this._open = { idx: [], before: [], after: [], mines: [this._mines, this._mines], full: [before, this._cells.slice()] };
    this._commit();
    this._analyse(words);
  }

  _setMines(n) {
    if (!(n >= 0) || n === this._mines) return;
    this._commit();
    this._open = { idx: [], before: [], after: [], mines: [this._mines, n], full: null };
    this._mines = n;
    this._commit();
    this._analyse(this._t('minesInAll', { n }));
  }

  /** Hidden (or flagged) -> revealed, showing the least its neighbours
   * allow; revealed -> hidden. */
  _toggle(r, c, to) {
    const i = r * this._cols + c, v = this._cells[i];
    const reveal = to === undefined ? v < 0 : to === 'revealed';
    if (reveal && v >= 0) return '';
    if (!reveal && v === HIDDEN) return '';
    if (reveal) {
      this._change(i, this._range(r, c).lo);
      return this._t('revealed', { row: r + 1, col: c + 1, n: this._cells[i] });
    }
    this._change(i, HIDDEN);
    return this._t('hidden', { row: r + 1, col: c + 1 });
  }

  _flag(r, c) {
    this._closeMenu();
    const i = r * this._cols + c;
    const on = this._cells[i] !== FLAGGED;
    this._change(i, on ? FLAGGED : HIDDEN);
    this._commit();
    this._analyse(this._t(on ? 'flagged' : 'unflagged', { row: r + 1, col: c + 1 }));
  }

  /** Set a number (a hidden cell is revealed with it), within its range. */
  _setNumber(r, c, n) {
    const i = r * this._cols + c, { lo, hi } = this._range(r, c);
    if (n < lo || n > hi) {
      this._el._announce(this._t(lo === hi ? 'rangeOne' : 'range', { row: r + 1, col: c + 1, lo, hi }));
      return false;
    }
    if (this._cells[i] === n) return false;
    this._change(i, n);
    this._commit();
    this._analyse(this._t('shows', { row: r + 1, col: c + 1, n }));
    return true;
  }

  // ---- input

  /** A tap, a click without a drag, Space or Enter (from the element). */
  _primary(r, c, flagMode) {
    this._closeMenu();
    if (flagMode) return this._flag(r, c);
    if (this._via === 'touch' || this._via === 'pen') {
      if (this._cells[r * this._cols + c] >= 0) return this._openMenu(r, c);
    }
    const words = this._toggle(r, c);
    this._commit();
    if (words) this._analyse(words);
  }

  _wire() {
    const el = this._el, ui = el._ui, t = this._tools;
    /** @type {Array<[EventTarget, string, (e: any) => void, any]>} */
    this._listeners = [
      [ui.board, 'pointerdown', (e) => { this._via = e.pointerType; }, true],
      [ui.board, 'mousedown', (e) => this._mouseDown(e), true],
      [ui.board, 'mousemove', (e) => this._mouseMove(e), true],
      [ui.board, 'mouseup', (e) => this._mouseUp(e), true],
      [ui.board, 'mouseleave', () => { this._hover = null; }, false],
      [ui.board, 'wheel', (e) => this._wheel(e), { capture: true, passive: false }],
      [ui.board, 'keydown', (e) => this._keyDown(e), true],
      [this._menu, 'click', (e) => this._menuClick(e), false],
      [t.undo, 'click', () => this._undoRedo(false), false],
      [t.redo, 'click', () => this._undoRedo(true), false],
      [t.allHidden, 'click', () => this._fill(HIDDEN, this._t('allHiddenDone')), false],
      [t.clear, 'click', () => this._fill(0, this._t('clearDone')), false],
      [t.fewer, 'click', () => this._setMines(this._mines - 1), false],
      [t.more, 'click', () => this._setMines(this._mines + 1), false],
    ];
    for (const [target, type, fn, options] of this._listeners) target.addEventListener(type, fn, options);
  }

  _unwire() {
    for (const [target, type, fn, options] of this._listeners) target.removeEventListener(type, fn, options);
  }

  _onBoard(e) {
    return e.target === this._el._ui.scroller || this._el._ui.scroller.contains(e.target);
  }

  /** The mouse, in place of input.js's: left paints (the first cell's
   * toggle, carried over every cell the drag crosses), right flags. */
  _mouseDown(e) {
    if (!this._onBoard(e)) return;
    e.stopPropagation();
    this._via = 'mouse';
    this._closeMenu();
    const view = this._el._view;
    view._keyboard = false;
    const cell = view._cellAt(e.clientX, e.clientY);
    if (!cell) return;
    view._cursor = cell;
    if (e.button === 2) return this._flag(cell.r, cell.c);
    if (e.button !== 0) return;
    const v = this._cells[cell.r * this._cols + cell.c];
    this._paint = { to: v < 0 ? 'revealed' : 'hidden', last: cell, words: '' };
    this._paintCell(cell);
  }

  _paintCell(cell) {
    const p = this._paint;
    const words = this._toggle(cell.r, cell.c, p.to);
    if (!words) return;
    p.words = p.words ? this._t(p.to === 'hidden' ? 'cellsHidden' : 'cellsRevealed', { n: p.n + 1 }) : words;
    p.n = (p.n || 0) + 1;
    this._analyse(p.words);
  }

  _mouseMove(e) {
    if (!this._onBoard(e)) return;
    e.stopPropagation();
    const cell = this._el._view._cellAt(e.clientX, e.clientY);
    this._hover = cell;
    const p = this._paint;
    if (!p) return;
    if (!(e.buttons & 1)) return this._endPaint();
    if (cell && (cell.r !== p.last.r || cell.c !== p.last.c)) {
      p.last = cell;
      this._paintCell(cell);
    }
  }

  _mouseUp(e) {
    if (!this._onBoard(e)) return;
    e.stopPropagation();
    this._endPaint();
  }

  _endPaint() {
    if (!this._paint) return;
    this._paint = null;
    this._commit();
    this._tell(); // the undo button, now that the drag is one edit
  }

  /** The wheel over a revealed cell steps its number; Ctrl+wheel zooms. */
  _wheel(e) {
    if (e.ctrlKey || !this._onBoard(e)) return;
    const cell = this._el._view._cellAt(e.clientX, e.clientY);
    if (!cell) return;
    const v = this._cells[cell.r * this._cols + cell.c];
    if (v < 0) return;
    e.preventDefault();
    e.stopPropagation();
    const step = e.deltaY < 0 ? 1 : e.deltaY > 0 ? -1 : 0;
    const { lo, hi } = this._range(cell.r, cell.c);
    const n = Math.max(lo, Math.min(hi, v + step));
    if (step && n !== v) this._setNumber(cell.r, cell.c, n);
  }

  /** Digits, undo and redo; the play keys that make no sense here are
   * ignored; the rest (arrows, Space, F, zoom) go on to input.js. */
  _keyDown(e) {
    if (e.target !== this._el._ui.scroller || e.altKey || e.metaKey) return;
    this._via = 'key';
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (e.ctrlKey && (key === 'z' || key === 'y')) {
      e.preventDefault();
      e.stopPropagation();
      this._undoRedo(key === 'y' || e.shiftKey);
      return;
    }
    if (e.ctrlKey) return;
    if (key >= '0' && key <= '8') {
      e.preventDefault();
      e.stopPropagation();
      const view = this._el._view;
      const cell = !view._keyboard && this._hover ? this._hover : view._cursor;
      this._setNumber(cell.r, cell.c, key.charCodeAt(0) - 48);
    } else if (key === 'h' || key === 'o' || key === 'p' || key === 'n') {
      e.stopPropagation();
    } else if (key === 'Escape') {
      this._closeMenu();
    }
  }

  /** On a touch screen, a tap on a revealed cell: its number from a menu
   * (those out of its range disabled), or Hide. */
  _openMenu(r, c) {
    const el = this._el, view = el._view, sc = el._ui.scroller, menu = this._menu;
    const { lo, hi } = this._range(r, c);
    for (const b of menu.querySelectorAll('button')) {
      const n = Number(b.dataset.n);
      b.disabled = n >= 0 && (n < lo || n > hi);
      b.setAttribute('aria-pressed', String(n === this._cells[r * this._cols + c]));
    }
    this._menuCell = { r, c };
    menu.hidden = false;
    const s = view._cell, w = menu.offsetWidth, h = menu.offsetHeight;
    const x = c * s - sc.scrollLeft, y = r * s - sc.scrollTop;
    const room = el._ui.board.clientWidth;
    menu.style.left = `${Math.max(0, Math.min(room - w, x + s / 2 - w / 2))}px`;
    menu.style.top = `${y + s + h <= sc.clientHeight || y < h ? y + s : y - h}px`;
    el._announce(this._t('choose', { row: r + 1, col: c + 1, lo, hi }));
  }

  _closeMenu() {
    this._menu.hidden = true;
    this._menuCell = null;
  }

  _menuClick(e) {
    const b = e.target.closest('button');
    const cell = this._menuCell;
    if (!b || !cell) return;
    this._closeMenu();
    const n = Number(b.dataset.n);
    if (n < 0) {
      const words = this._toggle(cell.r, cell.c, 'hidden');
      this._commit();
      if (words) this._analyse(words);
    } else {
      this._setNumber(cell.r, cell.c, n);
    }
  }

  // ---- the engine's analysis, drawn and said

  /** Analyse the position and show it; words say the edit first. On a big
   * board the engine works in the worker: the edit is drawn at once, its
   * analysis when it comes (edits made meanwhile are analysed together,
   * once the one out comes back). */
  _analyse(words) {
    const el = this._el, t0 = performance.now();
    this._info[MI.STATE] = 1;
    this._info[MI.ROWS] = this._rows;
    this._info[MI.COLS] = this._cols;
    this._info[MI.MINES] = this._mines;
    this._info[MI.FLAGS] = this._flags();
    const asked = { rows: this._rows, cols: this._cols, mines: this._mines, cells: this._cells };
    if (this._cells.length < MINES_ANALYSE_AWAY) return this._show(minesAnalyseCells(this._M, asked), words, t0);
    el._view._render(true);
    el._updateStatus();
    if (this._away) {
      this._away.words = words; // the edit made meanwhile: analysed next
      return;
    }
    const job = this._away = { words: null };
    el._ui.scroller.setAttribute('aria-busy', 'true');
    asked.cells = this._cells.slice();
    this._pending = ggRunOffThread(this._M, minesAnalysisWorker, 'minesPosition', minesAnalyseCells, asked).then((r) => {
      if (this._away !== job) return;
      this._away = null;
      this._show(r, words, t0);
      if (job.words !== null) return this._analyse(job.words);
    }, (err) => {
      if (this._away === job) this._away = null;
      el._showMessage(err.message);
    }).finally(() => {
      if (!this._away) el._ui.scroller.removeAttribute('aria-busy');
    });
  }

  /** Resolves once the analysis shown is of the position as it stands. */
  async _settled() {
    while (this._away) await this._pending;
  }

  /** Show what the engine answered ({ code, analysis }). */
  _show({ code, analysis: a, timing }, words, t0) {
    const el = this._el;
    this._code = code;
    this._analysis = a;
    const marks = a.conflict.map(({ row, col }) => ({ r: row, c: col, color: '#dc2626' }));
    if (a.move && a.move.kind !== 'none') {
      marks.push({ r: a.move.row, c: a.move.col, color: a.move.kind === 'safe' ? '#2563eb' : '#f59e0b' });
    }
    el._solver._hint = null;
    el._solver._marks = marks;
    const t1 = performance.now();
    el._view._render(true);
    el._updateStatus();
    this.lastTiming = { solve: timing, shown: performance.now() - t0, draw: performance.now() - t1, cells: this._cells.length };
    minesEditorSayAnalysis(this, a, words);
    this._tell();
  }

  /** The buttons' state, and the gg-edit event. */
  _tell() {
    const t = this._tools;
    t.undo.disabled = !this._undo.length && !this._open;
    t.redo.disabled = !this._redo.length;
    t.fewer.disabled = this._mines <= 0;
    t.total.textContent = String(this._mines);
    if (this._open) return; // a drag: told once it ends
    const el = this._el;
    // The position is written out only if read (a big board's is megabytes).
    el.dispatchEvent(new CustomEvent('gg-edit', { detail: { editing: true, code: this._code, get position() { return el.position; },
      analysis: this._analysis, timing: this.lastTiming } }));
  }

  /** Drawn by the view over the cells (view.js _drawOverlays): each hidden
   * cell's odds, and a hatch on those whose number is already known. */
  _drawOverlay(view, v) {
    const a = this._analysis;
    if (!a || !a.odds) return;
    minesDrawOdds(view, v, a.odds);
    const ctx = view._ctx, s = view._cellDev, cols = this._cols;
    ctx.save();
    ctx.strokeStyle = 'rgba(25,30,40,0.55)';
    ctx.lineWidth = Math.max(1, s / 14);
    for (let r = v.r0; r < v.r0 + v.nr; r++) {
      for (let c = v.c0; c < v.c0 + v.nc; c++) {
        if (!(a.states[r * cols + c] & CELL.DEAD)) continue;
        // Parallel strokes across the cell, at 45 degrees.
        const x = c * s - v.x0, y = r * s - v.y0;
        ctx.save();
        ctx.beginPath();
        ctx.rect(x, y, s, s);
        ctx.clip();
        ctx.beginPath();
        for (let k = 1; k <= 5; k++) {
          ctx.moveTo(x + (k / 3 - 1) * s, y + s);
          ctx.lineTo(x + (k / 3) * s, y);
        }
        ctx.stroke();
        ctx.restore();
        view._overlayCells.push([r, c]);
      }
    }
    ctx.restore();
  }

  /** The layout the flags make, played as a new game with the revealed
   * cells swept (a command file: the layout, then a Sweep a cell). Only
   * when every mine is flagged; the game shows the layout's own numbers. */
  _playPosition() {
    const flags = this._flags();
    if (flags !== this._mines) {
      throw ggError('flagFirst', { flags, mines: this._mines });
    }
    if (this._analysis && this._analysis.error) throw new Error(this._analysis.error);
    const rows = this._rows, cols = this._cols, lines = [`${rows} ${cols}`], sweeps = [];
    for (let r = 0; r < rows; r++) {
      let row = '';
      for (let c = 0; c < cols; c++) {
        const v = this._cells[r * cols + c];
        row += v === FLAGGED ? '*' : '.';
        if (v >= 0) sweeps.push(`Sweep ${r + 1} ${c + 1}`);
      }
      lines.push(row);
    }
    const position = this._position();
    const el = this._el;
    el.loadReplay(lines.concat(sweeps).join('\n') + '\n', { source: 'replay' });
    // What the game shows where the position had a number: the same, unless
    // the flags disagree with the numbers.
    const shown = el.board();
    const differ = [];
    position.board.forEach((row, r) => {
      for (let c = 0; c < cols; c++) if (row[c] >= '0' && row[c] <= '8' && shown[r][c] !== row[c]) differ.push({ row: r, col: c });
    });
    return { differ };
  }
}
