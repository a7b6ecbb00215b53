// mines/element.js — <gg-mines>, the Minesweeper element. It draws the engine's
// board on a canvas and turns mouse, keyboard and touch input into moves
// of the command-file language (`Sweep x y`, `Flag x y`, `DSweep x y`);
// every rule, the layout, the feedback text and the statistics come from
// engine/wasm/wasm_api.c.
//
//   <gg-mines rows="16" cols="30" mines="99" seed="12345" start="opening">
//
// Attributes rows, cols, mines, seed, start, cell-size, long-press,
// editing, wasm-url and lang; properties, methods (each throws an Error with the
// engine's sentence on bad input, keeping the game) and events: the JSDoc
// of the class below (the custom-elements manifest is made from it) and
// docs/elements.md §2. Keys: H hint, O odds, P play the safe moves.
//
// The element is this file and web/src/mines/: engine.js (the engine's
// calls), style.js (the look, as data), view.js (the canvas), input.js
// (mouse, touch, keyboard), solver.js (hint, odds, play safe), replay.js
// (replays and LeetCode boards), review.js (the game review, loaded with
// the first review()), moves.js (a move played here or in the worker, and
// shown), stats.js (clock, gg-end statistics), words.js (every word it
// shows or says, as messages of core/i18n.js: in the element's lang, else
// its ancestors', else English). This file keeps the attributes,
// the public API and the game shown, and wires the parts together: it
// owns a MinesView, a MinesInput, a MinesSolver and a MinesClock. It is
// defined as <gg-mines> in mines/index.js.
import { GGElement, ggAdoptStyle, ggEngineForElement, ggError, ggHolding, ggLangOf, ggListen, ggRandomSeed, ggReady,
  ggT } from '../core/engine.js';
import { MI, MINES_ENGINE, MinesEngine, START_MODES, STATE_NAMES, minesConfigure, minesRowsShown } from './engine.js';
import { MINES_AWAY_SOLVER, MinesSolver } from './solver.js';
import { MINES_MARKUP, MINES_STYLE } from './style.js';
import { MinesClock } from './stats.js';
import { MinesInput } from './input.js';
import { MinesView } from './view.js';
import { minesWarmUp } from './away.js';
import { minesChord, minesDrainQueued, minesFlag, minesMoved, minesPrimary, minesSettle } from './moves.js';
import { minesCellSentence, minesLabel, minesSayAll, minesShowError } from './words.js';
import { minesLoadLeetCode, minesLoadReplay } from './replay.js';

/** @typedef {import('./words.js').MinesWord} MinesWord */

/** mines/review.js, once loaded: the review's code comes with the first
 * review() (while a reviewed board is shown, it is here). */
let minesReviewCode = null;
const minesReviewLoad = () => import('./review.js').then((m) => (minesReviewCode = m));

/**
 * Minesweeper, drawn from the gridgames engine (the custom-elements
 * manifest is made from these tags; docs/elements.md has the whole API).
 * @summary Minesweeper: rows, cols, mines, seed, start; play by mouse, touch, keys or play().
 * @fires gg-ready - a game is drawn; detail: params
 * @fires gg-start - the first sweep of a game
 * @fires gg-move - a move was played; detail: { move, feedback, bytes, preview(max) }
 * @fires gg-load - a replay or LeetCode board was opened; detail as gg-move's
 * @fires gg-end - the game is won or lost; detail: { result, steps, seconds, bbbv, bbbvPerSecond, clicks, efficiency, ... }
 * @fires gg-error - bad attributes, or the engine could not be loaded; detail: { message }
 * @fires gg-review - the board before a reviewed move is shown, or the game again; detail: { index } (-1: the game)
 * @fires gg-edit - the position editor: an edit analysed, or editing ended; detail: { editing, code, position, analysis, timing }
 * @cssprop --gg-cell-size - a cell's side in CSS px (8..80) when there is no cell-size attribute; default 24 (32 on touch screens)
 * @cssprop --gg-font - the font of the counters' labels and buttons (a `font` shorthand)
 * @cssprop --gg-max-height - the board's largest height before it scrolls; default 75vh
 * @cssprop --gg-hidden - a hidden cell's face
 * @cssprop --gg-light - a hidden cell's lit bevel
 * @cssprop --gg-shade - a hidden cell's shaded bevel, the board's border
 * @cssprop --gg-open - a swept cell
 * @cssprop --gg-grid - the lines between swept cells
 * @cssprop --gg-pressed - a cell held down
 * @cssprop --gg-text - text
 * @cssprop --gg-frame - the frame around everything
 * @cssprop --gg-flag - the flag's cloth
 * @cssprop --gg-mine - mines and the flag's pole
 * @cssprop --gg-blown - the mine that blew, wrong flags' cross
 * @cssprop --gg-cursor - the keyboard cursor, focus rings, pressed toggles
 * @cssprop --gg-lcd - the counters' background
 * @cssprop --gg-lcd-text - the counters' digits
 * @cssprop --gg-n1 - the colour of 1 (and --gg-n2 ... --gg-n8 of 2 ... 8)
 * @csspart game - the whole frame
 * @csspart bar - the row with the counters and the face
 * @csspart counter - the mines-left counter
 * @csspart face - the new-game button
 * @csspart timer - the clock
 * @csspart board - the board's box (a canvas inside)
 * @csspart tools - the row of tool buttons
 * @csspart button - every button
 * @csspart advice - the solver's advice line
 * @csspart message - the error message
 */
export class GGMines extends GGElement {
  static get observedAttributes() {
    return ['rows', 'cols', 'mines', 'seed', 'start', 'cell-size', 'long-press', 'editing', 'lang'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    // The look, from mines/style.js: the sheet adopted (a host's strict
    // Content-Security-Policy refuses <style>), then the markup.
    ggAdoptStyle(root, MINES_STYLE);
    root.innerHTML = MINES_MARKUP;
    const $ = (sel) => root.querySelector(sel);
    this._ui = {
      game: $('.game'), counter: $('.counter'), face: $('.face'), timer: $('.timer'), board: $('.board'),
      scroller: $('.scroller'), spacer: $('.spacer'), canvas: $('canvas'), press: $('.press'),
      flagMode: $('.flagmode'), zoomIn: $('.zoom-in'), zoomOut: $('.zoom-out'),
      hint: $('.hint'), odds: $('.odds'), safeMoves: $('.safe-moves'), advice: $('.advice'),
      message: $('.message'), live: $('.sr'),
    };
    this._M = null;
    this._game = null;        // MinesEngine
    this._info = null;        // its last info
    this._params = null;      // { rows, cols, mines, seed, start } of the game shown
    this._source = 'new';     // 'new', 'replay' or 'leetcode'
    this._reviewHeld = null;  // { game, info } while review shows an earlier board
    this._editor = null;      // the position editor (mines/editor.js) while editing
    this._flagMode = false;
    this._clicks = 0;
    this._clock = new MinesClock(this._ui.timer);
    this._reflecting = false;
    this._pendingNew = false;
    this.lastTiming = null;
    this._readyResolve = null;
    this._ready = new Promise((resolve, reject) => {
      this._readyResolve = resolve;
      this._readyReject = reject;
    });
    // A page that never awaits ready still hears of a failure (gg-error,
    // the message in the box), not of an unhandled rejection.
    this._ready.catch(() => {});
    this._loading = false;    // the engine was asked for
    this._failure = '';       // why there is no game, when there is none
    this._away = null;        // { line }: a move out in the worker
    this._queued = [];        // input that came meanwhile (or before the engine), in order
    this._early = null;       // the attributes' board while the engine is on its way
    this._here = false;       // while that input is played: no move goes out
    this._view = new MinesView(this);
    this._solver = new MinesSolver(this);
    this._input = new MinesInput(this);
    this._error = null;       // the error shown (English), said again in each language
    this._onWords = () => minesSayAll(this);
  }

  /** A message of the part mines in the element's language.
   * @param {MinesWord} key @param {object} [params] */
  _t(key, params) {
    return ggT(ggLangOf(this), 'mines.' + key, params);
  }

  // ---- lifecycle

  // An element holds an engine game exactly while it is in the document:
  // one is made when it is connected (once the engine is loaded), and given
  // back a task after it is removed, unless it was inserted again by then
  // (a move in the DOM keeps the game, the board and the clock).

  connectedCallback() {
    this._view._connect();
    ggListen(this._onWords, true);
    minesSayAll(this);
    // Hidden until its words are here (no English first in French).
    const words = ggReady(ggLangOf(this), ['mines']), game = this._ui.game;
    game.classList.add('wait');
    words.then(() => game.classList.remove('wait'));
    if (this._clock._running) this._clock._tick();
    if (this._M) {
      if (!this._game) this._start();
      return;
    }
    // The box takes the size its board will have before the engine comes,
    // so the page around it does not move when it does.
    this._view._zoomFromAttribute();
    this._early = this._attributeParams();
    this._view._sizeBoard(this._early);
    if (this._loading) return;
    this._loading = true;
    Promise.all([ggEngineForElement(MINES_ENGINE, this, minesConfigure), words]).then(([M]) => {
      this._M = M;
      if (this.isConnected) this._start();
    }, (err) => {
      const message = ggError('engineLoad', { why: err.message }).message;
      this._failure = message;
      this._showMessage(message);
      this.dispatchEvent(new CustomEvent('gg-error', { detail: { message } }));
      this._readyReject(new Error(message));
    });
  }

  /** The engine is here and the element on the page: a game from the
   * attributes, and ready settles. */
  _start() {
    const early = this._queued; // input made before the engine came: played on the new game
    this._view._zoomFromAttribute();
    this._tryNewFromAttributes();
    this._early = null;
    this._readyResolve(this);
    if (this.hasAttribute('editing')) this._editingChanged();
    if (this._game) {
      this._queued = early;
      minesDrainQueued(this, false);
    }
  }

  disconnectedCallback() {
    this._view._disconnect();
    ggListen(this._onWords, false);
    this._clock._idle();
    this._releaseLater();
  }

  /** Give the game back a task from now if the element is not in the
   * document then. */
  _releaseLater() {
    setTimeout(() => {
      if (!this.isConnected) this._release();
    }, 0);
  }

  _release() {
    if (!this._game) return;
    this._endEdit();
    this._away = null;
    this._queued = [];
    this._endReview();
    this._clock._stop();
    this._game.free();
    this._game = null;
    ggHolding(this._M, this, false);
    this._info = null;
    this._params = null;
    this._view._vis = null;
    this._solver._hint = null;
    this._solver._odds = null;
    this._failure = ggError('noGameDetached').message;
  }

  attributeChangedCallback(name, oldValue, value) {
    if (this._reflecting || oldValue === value) return;
    if (!this._M) {
      // Before the engine: the box keeps the size of the board it will
      // be made from (a page's script may set the attributes meanwhile).
      if (this._early) {
        this._view._zoomFromAttribute();
        this._early = this._attributeParams();
        this._view._sizeBoard(this._early);
      }
      return;
    }
    if (name === 'cell-size') {
      this._view._zoomFromAttribute();
      this._view._layout();
      return;
    }
    if (name === 'long-press') return;
    if (name === 'lang') return minesSayAll(this);
    if (name === 'editing') return this._editingChanged();
    // Several attributes set together make one new game.
    if (this._pendingNew) return;
    this._pendingNew = true;
    queueMicrotask(() => {
      this._pendingNew = false;
      this._tryNewFromAttributes();
    });
  }

  /** Set an attribute that reflects a change made here (no new game). */
  _quietly(name, value) {
    this._reflecting = true;
    this.setAttribute(name, value);
    this._reflecting = false;
  }

  /** A new game from the attributes; bad ones keep the game shown (if
   * any) and say why, in the element and as a gg-error event. */
  _tryNewFromAttributes() {
    try {
      const p = this._attributeParams();
      this._create(Object.assign(p, { seed: p.seed || ggRandomSeed() }));
    } catch (err) {
      if (!this._game) this._failure = ggError('noGameBecause', { why: err.message }).message;
      this._showMessage(err.message);
      this.dispatchEvent(new CustomEvent('gg-error', { detail: { message: err.message } }));
    }
  }

  // ---- public API

  /** Resolves with the element once the engine is loaded and a game drawn. */
  get ready() {
    return this._ready;
  }

  /** "ready" (no sweep yet), "playing", "won" or "lost" while there is a
   * game; without one (reads throw, saying why), "loading" (the engine is
   * on its way, or the element is out of the document and gets a game
   * when inserted) or "error" (the engine could not be loaded, or the
   * attributes are bad: gg-error and the message say why).
   * @returns {'loading' | 'error' | 'ready' | 'playing' | 'won' | 'lost'} */
  get state() {
    this._settle();
    const held = this._reviewHeld || (this._editor && this._editor._held);
    const info = held ? held.info : this._info;
    if (info) return STATE_NAMES[info[MI.STATE]];
    return this._failure && this.isConnected ? 'error' : 'loading';
  }

  /** The game's parameters: { rows, cols, mines, seed, start, source }. */
  get params() {
    return this._params ? Object.assign({ source: this._source }, this._params) : null;
  }

  /** True while a move that may flood a big board is out in the worker:
   * a call that reads the game (state, board(), replay() ...) finishes it
   * on this thread first, so whoever can wait, waits for its gg-move. */
  get busy() {
    return !!this._away;
  }

  /** Seconds on the clock. */
  get seconds() {
    return this._clock._seconds();
  }

  /** The drawn cell size in CSS pixels (zoom: buttons, pinch, Ctrl+wheel,
   * or the cell-size attribute). */
  get cellSize() {
    return this._view._cell || this._view._cellCss;
  }

  get flagMode() {
    return this._flagMode;
  }

  /** The solver's advice, from what the player sees: { row, col (0-based),
   * kind: 'safe' | 'guess' | 'none', probability (of a mine), safe, mines
   * (hidden cells certainly so), exact, forced }. A guess is the one the
   * self-play solver makes (but for its endgame search); forced: it is
   * half of a 50/50 no number can ever settle, which must be guessed some
   * time and is best guessed now. Shown on the board until the next move.
   * A promise: the solver's wasm comes at the first request. */
  hint() {
    return this._solver._advise();
  }

  /** The odds overlay: each hidden cell tinted by its chance of a mine. */
  get showOdds() {
    return this._solver._oddsOn;
  }

  set showOdds(on) {
    this._settle();
    this._solver._showOdds(on);
  }

  /** Sweep every cell logic proves safe, again and again until none is
   * left (a guess is needed, or the game is won). Resolves with the sweeps
   * made. */
  playSafeMoves() {
    return this._solver._playSafe();
  }

  /** The solver's verdict on every move of the game so far, from what the
   * player could see before it (the figures of `gridgames review --json`):
   * { moves: [{ step, line, move ("Sweep 4 2"), row, col (0-based),
   * verdict ('start' | 'safe' | 'forced guess' | 'risky guess' | 'blunder' |
   * 'flag' | 'flag guess' | 'wrong flag' | 'unflag' | 'no effect'), p (its
   * chance of a mine), cells [{ row, col, p }] (those it swept itself),
   * safeCells and lowest (for guesses: cells certainly safe, the lowest
   * chance), better ({ row, col, p }: a safe cell for a blunder, the
   * solver's guess for a risky one, else null), boom, exact, fiftyFifty }],
   * summary: { result, moves, verdicts, guesses, avoidable, luck, best,
   * exact, lookahead, bbbv, bbbvSolved, efficiency, seconds, bbbvPerSecond } }.
   * A promise, worked out away from the page's main thread (in a Web
   * Worker where the page allows one): a long game on a big board takes a
   * while, and the page goes on meanwhile. Rejects before the first sweep. */
  review() {
    this._settle();
    return minesReviewLoad().then((m) => m.minesReview(this));
  }

  /** Show the board as it was before move `index` of review().moves (pass
   * the review to spare working it out again): the odds then, the cell
   * played outlined (red for a mistake), and the safe cell or better guess
   * in green. Input plays nothing meanwhile; a negative index shows the
   * game again, as does any move, hint or new game. Resolves once shown
   * (given the review, the board is shown before this returns). */
  reviewMove(index, review) {
    try {
      this._settle();
      if (!(index >= 0)) return Promise.resolve(void this._endReview());
      if (review && minesReviewCode) return Promise.resolve(void minesReviewCode.minesReviewMove(this, index, review));
    } catch (err) {
      return Promise.reject(err);
    }
    return (review ? Promise.resolve(review) : this.review()).then((r) =>
      minesReviewLoad().then((m) => m.minesReviewMove(this, index, r)));
  }

  // ---- the position editor (mines/editor.js, loaded on first use)

  /** The position editor: the board becomes a position to set up (cells
   * hidden or revealed, numbers, flags, the mines in all), analysed by the
   * engine after every edit; the game waits meanwhile and comes back when
   * editing ends. Setting it starts from the game shown. */
  get editing() {
    return this.hasAttribute('editing');
  }

  set editing(on) {
    this.toggleAttribute('editing', !!on);
  }

  /** Edit position: a position code (`P…`), or { rows, cols, mines,
   * board } with board() rows ('#', 'F', '0'-'8'); none: the game shown.
   * Resolves with the analysis once the editor and its engine are here;
   * rejects with the engine's sentence on a bad position. */
  editPosition(position) {
    return import('./editor.js').then((m) => m.minesEdit(this, position));
  }

  /** While editing: { rows, cols, mines, flags, board, code } (code: the
   * position code, '' when the engine refused the position); else null. */
  get position() {
    return this._editor ? this._editor._position() : null;
  }

  /** While editing, the engine's last analysis of the position: { rows,
   * cols, mines, hidden, safe, certain, exact, move: { row, col, kind,
   * probability, forced }, odds (P(mine) a cell, -1 revealed), states,
   * error (an impossible position's sentence, else null), conflict
   * [{ row, col }] }; else null. */
  get analysis() {
    return this._editor ? this._editor._analysis : null;
  }

  /** Undo or redo an edit of the position; false when there was none. */
  undo() {
    return !!this._editor && this._editor._undoRedo(false);
  }

  redo() {
    return !!this._editor && this._editor._undoRedo(true);
  }

  /** Play the position as a new game: the layout its flags make (every
   * mine flagged), the revealed cells swept. Returns { differ: [{ row,
   * col }] }, where the game's numbers are not the position's; null
   * when not editing. */
  playPosition() {
    return this._editor ? this._editor._playPosition() : null;
  }

  _editingChanged() {
    if (!this._game) return; // _start looks again
    if (!this.editing) this._endEdit();
    else if (!this._editor) this.editPosition().catch((err) => this._showMessage(err.message));
  }

  _endEdit() {
    if (this._editor) this._editor._stop();
  }

  /** Back to the game from a reviewed board (no-op when not reviewing). */
  _endReview() {
    if (this._reviewHeld) minesReviewCode.minesReviewMove(this, -1);
  }

  set flagMode(on) {
    this._flagMode = !!on;
    this._ui.flagMode.setAttribute('aria-pressed', String(this._flagMode));
  }

  /** The board as strings, one a row: '#' hidden, 'F' flag, '0'-'8'
   * swept; after a loss '*' mine, 'X' the mine that blew, '!' wrong flag. */
  board() {
    this._settle();
    const game = this._needGame(); // before _params: with no game it says why
    const { rows, cols } = this._params;
    return minesRowsShown(game, rows, cols);
  }

  /** The viewport position { x, y } of cell (r, c)'s centre (0-based),
   * scrolled into view first. */
  cellCenter(r, c) {
    this._needGame();
    this._checkCell(r, c);
    return this._view._cellCenter(r, c);
  }

  /** Play one move written as a command line (`Sweep 3 4`, 1-based).
   * Returns the gg-move detail; throws on a bad line or after the end. */
  play(line) {
    this._needGame();
    this._settle();
    this._endReview();
    this._clicks++;
    return this._play(String(line));
  }

  /** A new game. options: { rows, cols, mines, seed, start }, each
   * defaulting to the current game's (the seed to a new random one). The
   * attributes follow. Throws, keeping the current game, on bad values. */
  newGame(options) {
    this._needEngine();
    const o = options || {};
    const base = this._params || this._attributeParams();
    const params = {
      rows: o.rows !== undefined ? o.rows : base.rows,
      cols: o.cols !== undefined ? o.cols : base.cols,
      mines: o.mines !== undefined ? o.mines : base.mines,
      start: o.start !== undefined ? o.start : base.start,
      seed: o.seed !== undefined && o.seed !== null && o.seed !== '' ? String(o.seed) : ggRandomSeed(),
    };
    this._create(params);
  }

  /** The game as a command file (docs/minesweeper.md §11): `n m`, the layout, the moves,
   * `Quit` if unfinished. Throws before the first sweep (no layout yet). */
  replay() {
    this._needGame();
    this._settle();
    this._endReview();
    return this._game.replay();
  }

  /** Open a command file as the game: its moves are played back; a final
   * Quit (or the end of the text) leaves the game on, to play on. Throws,
   * keeping the current game, on bad text. options.seconds sets the clock. */
  loadReplay(text, options) {
    return minesLoadReplay(this, text, options);
  }

  /** Open a LeetCode 529 board (`board = [[...]]`, optional click) as a
   * game in progress; the click, if any, is then played as a Sweep. */
  loadLeetCode(text) {
    return minesLoadLeetCode(this, text);
  }

  // ---- games

  _needEngine() {
    if (!this._M) throw this._failure ? new Error(this._failure) : ggError('loading');
  }

  _needGame() {
    this._needEngine();
    if (!this._game) throw this._failure ? new Error(this._failure) : ggError('noGame');
    return this._game;
  }

  _checkCell(r, c) {
    const { rows, cols } = this._params;
    if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r >= rows || c >= cols) {
      throw ggError('offBoard', { r, c, rows, cols });
    }
  }

  _attributeParams() {
    const num = (name, fallback) => {
      const v = this.getAttribute(name);
      return v === null || v.trim() === '' ? fallback : Number(v);
    };
    return {
      rows: num('rows', 9), cols: num('cols', 9), mines: num('mines', 10),
      seed: this.getAttribute('seed') || '',
      start: (this.getAttribute('start') || 'opening').trim(),
    };
  }

  _create(p) {
    for (const name of ['rows', 'cols', 'mines']) {
      if (!Number.isInteger(Number(p[name])) || String(p[name]).trim() === '') {
        throw ggError('wholeNumber', { name, value: String(p[name]) });
      }
      p[name] = Number(p[name]);
    }
    if (START_MODES.indexOf(p.start) < 0) throw ggError('startMode', { value: p.start });
    const game = MinesEngine.create(this._M, p.rows, p.cols, p.mines, p.seed, p.start);
    this._adopt(game, game.info(), p, 'new');
    // A board whose work goes to the worker: that made ready while the
    // player looks at the board.
    if (p.rows * p.cols >= MINES_AWAY_SOLVER || p.start === 'noguess') minesWarmUp(this._M, p.rows * p.cols);
    this._announce(this._t('newGame', p));
  }

  /** Show game (freeing the one shown before) and reflect its parameters. */
  _adopt(game, info, params, source) {
    this._away = null; // a move still out belongs to the game replaced
    this._queued = [];
    this._endEdit();
    this._endReview();
    if (this._game) this._game.free();
    this._game = game;
    ggHolding(this._M, this, true);
    this._failure = '';
    // Made while off the page (a method called on a detached element): the
    // game is given back unless the element is inserted by the next task.
    if (!this.isConnected) this._releaseLater();
    this._info = info;
    this._params = params;
    this._source = source;
    this._clicks = 0;
    this._clock._reset(0);
    this._hideMessage();
    this._reflecting = true;
    try {
      for (const name of ['rows', 'cols', 'mines', 'seed', 'start']) {
        const v = String(params[name]);
        if (v === '') this.removeAttribute(name);
        else if (this.getAttribute(name) !== v) this.setAttribute(name, v);
      }
    } finally {
      this._reflecting = false;
    }
    this._view._cursor = { r: 0, c: 0 };
    minesLabel(this);
    this._view._layout();
    this._updateStatus();
    this.dispatchEvent(new CustomEvent('gg-ready', { detail: this.params }));
  }

  /** Play a line through the engine, draw what changed, tell listeners. */
  _play(line) {
    this._solver._forget();
    const t0 = performance.now();
    const info = this._game.play(line);
    return minesMoved(this, info, this._game.textLater(info), t0, false);
  }

  /** Finish here a move still out in the worker, and the input queued
   * behind it, so that every call sees every move made before it. */
  _settle() {
    minesSettle(this);
  }

  // ---- what input does (moves only; the engine decides what they do)

  _shown(r, c) {
    return String.fromCharCode(this._game.snapshot(r, c, 1, 1)[0]);
  }

  _playing() {
    return this._game && !this._reviewHeld && this._info[MI.STATE] <= 1;
  }

  // Input's moves (mines/moves.js), which the position editor replaces on
  // the element while it edits.

  /** Left click, tap, Space: sweep a hidden cell, chord a number. */
  _primary(r, c, flagMode) {
    minesPrimary(this, r, c, flagMode);
  }

  /** Right click, long press, F: flag or unflag a hidden cell. */
  _flag(r, c) {
    minesFlag(this, r, c);
  }

  /** Both buttons, middle click: chord when the engine says it would act. */
  _chord(r, c, count) {
    minesChord(this, r, c, count);
  }

  // ---- status: counter, face, messages, announcements

  _mood() {
    const st = this._info ? this._info[MI.STATE] : 0;
    return st === 2 ? 'won' : st >= 3 ? 'lost' : 'smile';
  }

  _updateStatus() {
    const info = this._info;
    const left = info[MI.MINES] - info[MI.FLAGS];
    this._ui.counter.textContent = left < 0 ? '-' + String(-left).padStart(2, '0') : String(left).padStart(3, '0');
    this._ui.face.dataset.mood = this._mood();
  }

  /** Show an error (its English sentence) in the element's language. */
  _showMessage(message) {
    minesShowError(this, message);
  }

  _hideMessage() {
    minesShowError(this, null);
  }

  _announce(text) {
    // Replacing the text of an aria-atomic live region has it read out.
    this._ui.live.textContent = text;
  }

  _announceCell(r, c) {
    this._announce(minesCellSentence(this, r, c, this._shown(r, c)));
  }
}
