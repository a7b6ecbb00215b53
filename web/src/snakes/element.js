// gg-snakes.js — <gg-snakes>, the Snakes & Ladders element. It draws the
// engine's board on a canvas — squares numbered as LeetCode 909 numbers
// them, ladders, snakes, one to four tokens — rolls a die, and hands every
// roll to engine/wasm/wasm_snakes.c: the moves, the winner, the least rolls and
// their path, the expected rolls, the distribution of the game length and
// each player's chance of winning are all the engine's.
//
//   <gg-snakes board="classic" players="2"></gg-snakes>
//   <gg-snakes board="random" n="12" seed="5" players="3"></gg-snakes>
//   <gg-snakes board="[[-1,-1],[-1,3]]" start="0" rule="bounce"></gg-snakes>
//   <gg-snakes board="10_4-14_16-6" editing></gg-snakes>
//   <gg-snakes board="design" n="10" expected="30"></gg-snakes>
//
// Attributes: board (classic | random | design | a board code such as
// 10_4-14_16-6 | a LeetCode 909 board as JSON), n (a random or designed
// board's side, 2..20, default 10), seed (theirs; any text, a random one
// is chosen and written back when absent), expected (design: the expected
// rolls to design for, default 40), players (1..4), start (0 off the
// board | 1 on square 1), rule (over | exact | bounce), wasm-url (where
// gg-snakes.wasm is, when no configure() said; read once, when the page's
// engine loads) — start and rule
// default to the board's own: LeetCode boards start on square 1 and finish
// on any roll past the end, the others start off the board and finish
// exactly — show-path (present: one least-roll path is marked on the
// board) and editing (present: the board editor, snakes/edit.js). A change
// but show-path's and editing's starts a new game; bad values keep the
// game shown and say why.
//
// Properties: ready (a promise), state ("loading" | "error" while there
// is no game, then "ready" | "playing" | "over"),
// params, positions (a square per player, 0 off the board), turn (the
// player to roll, 1-based), winner (1-based, or 0), minRolls (-1 when the
// end cannot be reached), expectedRolls (Infinity when not finite), path,
// distribution ({ p: P(length = t) at t - 1, never, cut }), winChances
// (per player; NaN when the game is too long to work out, with the reason in
// chancesError), nobodyChance, playerColours (the tokens' CSS colours),
// lastTiming ({ analysis, chances } in ms),
// code (the board's code), editing (the attribute, as a boolean).
// Methods (each throws an Error with the engine's message, keeping the
// game): roll(value?) (value 1..6 forces the die), restart(),
// newGame({ board, n, seed, expected, players, start, rule }),
// newGameAsync(the same) (a promise; a board made to a length is searched
// for in the worker), leetCode() (the board as LeetCode JSON), addJump(from,
// to), removeJump(from).
// Events: gg-ready (a game is set up; detail: params), gg-roll (detail:
// { player, roll, from, landed, to, kind, text }), gg-chances (the win
// chances from the positions now: { winChances, nobodyChance, error }),
// gg-end ({ winner, rolls }), gg-edit ({ action: "add" | "remove", from,
// to, code, text }), gg-error ({ message }: bad attributes).
//
// Win chances can take longer than a frame (tens of ms on a crowded 20 x 20
// board): after a new game, a roll or an edit they are worked out in the
// worker (snakes/away.js) and gg-chances tells when they are in; reading
// winChances, nobodyChance or chancesError before that works them out here
// at once, so the properties are always those of the positions shown.
//
// The element is this file and web/src/snakes/: engine.js (the engine's
// field indexes and errors), style.js (the look, as data), view.js (the
// canvas and the die) and edit.js (the editor's pointer and keys). This
// file keeps the attributes, the public API, the engine calls and the
// words (their messages: words.js, in the element's lang, else its
// ancestors', else English); it owns a SnakesView, and a SnakesEditor from its first edit
// (edit.js is loaded then). It is defined as <gg-snakes> in
// snakes/index.js.
import { GGElement, ggAdoptStyle, ggBytes, ggCString, ggDecoder, ggEngine, ggEngineForElement, ggError, ggErrorText,
  ggHolding, ggLangOf, ggListen, ggNumber, ggRandomSeed, ggReady, ggSayMarkup, ggT, ggTakeSlot, ggWithText } from '../core/engine.js';
import { SF, SI, SNAKES_ENGINE, SNAKES_MAKER_ENGINE, SNAKE_MOVES, SNAKE_RULES, SNAKE_STATES, snCheck, snakesChancesCopy,
  snakesConfigure, snakesMadeCode } from './engine.js';
import { SNAKES_MARKUP, SNAKES_STYLE } from './style.js';
import { SnakesView } from './view.js';
import { snakesAway } from './away.js';
import { snRollSentence } from './words.js';

/** The board maker's engine (gg-snakes-maker.wasm), once loaded. */
let snakesMaker = null;
/** Load it (once): it makes natural boards, at random or to a length, on
 * the page's thread for newGame() (a board made to a length in its own
 * worker, for newGameAsync()). */
const snakesMakerLoad = () => ggEngine(SNAKES_MAKER_ENGINE).then((D) => (snakesMaker = D));

/** What the maker is asked for a board (board 'random' or 'design'):
 * newGame's options as numbers (a random seed when none). */
function snakesMakeAsked(o) {
  const whole = (v, dflt) => (v == null || v === '' ? dflt : Number(v));
  const start = whole(o.start, -1), n = whole(o.n, 10);
  return { random: String(o.board).trim() === 'random', n: Number.isInteger(n) ? n : -9, expected: whole(o.expected, 40),
    start: start === -1 ? 0 : start, rule: o.rule == null ? '' : String(o.rule),
    seed: o.seed == null || o.seed === '' ? ggRandomSeed() : String(o.seed) };
}

/**
 * Snakes & Ladders, drawn from the gridgames engine, with the board's odds.
 * @summary Snakes & Ladders for 1-4 players: board, n, seed, expected, players, start, rule, show-path, editing.
 * @fires gg-ready - a game is set up; detail: params
 * @fires gg-roll - a roll was played; detail: { player, roll, from, landed, to, kind, text }
 * @fires gg-chances - the win chances from the positions now are in; detail: { winChances, nobodyChance, error }
 * @fires gg-end - a player won; detail: { winner, rolls }
 * @fires gg-edit - the board was edited; detail: { action, from, to, code, text }
 * @fires gg-error - bad attributes, or the engine could not be loaded; detail: { message }
 * @cssprop --gg-font - the font of the bar and the die (a `font` shorthand)
 * @cssprop --gg-text - text
 * @cssprop --gg-frame - the frame around everything
 * @cssprop --gg-sq1 - squares, one colour of the checkerboard
 * @cssprop --gg-sq2 - squares, the other colour
 * @cssprop --gg-end - the last square
 * @cssprop --gg-num - square numbers
 * @cssprop --gg-rail - ladders' rails
 * @cssprop --gg-rung - ladders' rungs
 * @cssprop --gg-path - the least-roll path, focus rings
 * @cssprop --gg-ring - the ring around tokens
 * @cssprop --gg-p1 - player 1's token (and --gg-p2 ... --gg-p4)
 * @csspart game - the whole frame
 * @csspart bar - the row with whose turn it is and the die
 * @csspart turn - whose turn it is
 * @csspart die - the die (a button)
 * @csspart button - the die
 * @csspart board - the board's box (inside, the board's canvas and the tokens' canvas over it)
 * @csspart message - the error message
 */
export class GGSnakes extends GGElement {
  static get observedAttributes() {
    return ['board', 'n', 'seed', 'expected', 'players', 'start', 'rule', 'show-path', 'editing', 'lang'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    // The look, from snakes/style.js: the sheet adopted (a host's strict
    // Content-Security-Policy refuses <style>), then the markup.
    ggAdoptStyle(root, SNAKES_STYLE);
    root.innerHTML = SNAKES_MARKUP;
    const q = (s) => root.querySelector(s);
    this._ui = { game: q('.game'), board: q('.board'), canvas: q('canvas'), tokens: q('.tokens'), die: q('.die'), dieLabel: q('.die span'),
      pips: root.querySelectorAll('.die circle'), turn: q('.turn'), message: q('.message'), live: q('.sr') };
    this._view = new SnakesView(this);
    // The editor's state, which the view draws; its input (edit.js) comes
    // with the first edit (_loadEditor). Until then the board's pointer
    // events while editing are kept from a press on, and played to it
    // when it comes, so a drag made at once is not lost.
    /** @type {{ _cursor: number, _mark: number, _drag: any, _early?: PointerEvent[], _key?: (e: KeyboardEvent) => boolean,
     *   _pointer: (e: PointerEvent) => void,
     *   _draw?: (ctx: CanvasRenderingContext2D, view: any, snakeColour: string) => void }} */
    this._editor = { _cursor: 1, _mark: 0, _drag: null, _early: [],
      _pointer(e) {
        if (this._early.length || e.type === 'pointerdown') this._early.push(e);
      } };
    this._editorLoading = null;
    this._h = 0;
    this._rolls = [];         // the dice since the game began: a copy's positions
    this._chancesOut = null;  // while the win chances are out in the worker
    this._chancesError = '';
    this.lastTiming = null;
    this._ui.die.addEventListener('click', () => this._byPlayer());
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) {
      this._ui.board.addEventListener(type, (e) => this.editing && this._editor._pointer(e));
    }
    this._ui.board.addEventListener('keydown', (e) => {
      if (this.editing && this._h) {
        if (this._editor._key && this._editor._key(e)) e.preventDefault();
      } else if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
        e.preventDefault();
        this._byPlayer();
      }
    });
    this._view._showFace(5);
    this._ready = new Promise((resolve, reject) => {
      this._readyResolve = resolve;
      this._readyReject = reject;
    });
    this._ready.catch(() => {}); // heard through gg-error and the message
    this._loading = false;
    this._failure = ''; // why there is no game and none is coming, when so
    this._error = null; // the error shown (English), said again in each language
    this._onWords = () => this._words();
  }

  /** A message of the part snakes in the element's language.
   * @param {import('./words.js').SnakesWord} key @param {object} [params] */
  _t(key, params) {
    return ggT(ggLangOf(this), 'snakes.' + key, params);
  }

  /** Say everything again: the language or the words have changed. */
  _words() {
    ggSayMarkup(this.shadowRoot, (k) => this._t(k));
    if (this._info) {
      this._updateBar();
      Object.assign(this._view, { _static: null, _squares: null }); // the board's words: its start strip, its label
      this._view._render();
    }
    if (this._error) this._showMessage(this._error);
  }

  // As <gg-mines>: a game while in the document, given back a task after
  // the element is removed unless it was inserted again by then.

  connectedCallback() {
    this._view._connect();
    ggListen(this._onWords, true);
    this._words();
    // Hidden until its words are here (no English first in French).
    const words = ggReady(ggLangOf(this), ['snakes']), game = this._ui.game;
    game.classList.add('wait');
    words.then(() => game.classList.remove('wait'));
    if (this._M) {
      if (!this._h) this._start();
      return;
    }
    // The board's box from the attributes, before the engine comes.
    this._view._sizeFromAttributes();
    if (this._loading) return;
    this._loading = true;
    Promise.all([ggEngineForElement(SNAKES_ENGINE, this, snakesConfigure), words]).then(([M]) => {
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

  _start() {
    // A board made at random or to a length comes from the maker's
    // wasm, in its worker: ready waits for it.
    this._fromAttributes().then(() => this._readyResolve(this));
  }

  disconnectedCallback() {
    this._view._disconnect();
    ggListen(this._onWords, false);
    setTimeout(() => {
      if (!this.isConnected) this._release();
    }, 0);
  }

  _release() {
    this._chancesOut = null;
    if (!this._h) return;
    this._view._stop();
    this._M._gg_snakes_free(this._h);
    this._h = 0;
    ggHolding(this._M, this, false);
    this._info = this._figures = this._params = null;
  }

  /** The editor's input (snakes/edit.js), loaded the first time the
   * element edits; it takes over the state the view has drawn so far. */
  _loadEditor() {
    this._editorLoading = this._editorLoading || import('./edit.js').then(({ SnakesEditor }) => {
      const { _early: early = [], _pointer, ...state } = this._editor;
      this._editor = Object.assign(new SnakesEditor(this), state, { _drag: null });
      for (const e of early) this._editor._pointer(e);
      this._view._render(); // its marks
    });
  }

  /** Resolves with the element once the engine is loaded and a game set up. */
  get ready() {
    return this._ready;
  }

  attributeChangedCallback(name) {
    if (name === 'lang') return this._words();
    if (this._reflecting) return;
    // Before the engine: the box keeps the size of the board it will be
    // made from (a page's script may set the attributes meanwhile).
    if (!this._M) return void (this.isConnected && this._view._sizeFromAttributes());
    if (name === 'editing') {
      if (this.editing) this._loadEditor();
      Object.assign(this._editor, { _mark: 0, _drag: null });
      this._hideMessage();
    }
    if (name === 'show-path' || name === 'editing') return this._view._redraw();
    // Several attributes set in a row make one new game.
    if (!this._pending) {
      this._pending = true;
      queueMicrotask(() => {
        this._pending = false;
        this._fromAttributes();
      });
    }
  }

  // ---- the API

  /** @returns {import('../../package/elements.js').SnakesParams | null} */
  get params() {
    return this._params ? /** @type {any} its board is one of SnakesParams' */ (Object.assign({}, this._params)) : null;
  }
  /** "ready" (no roll yet), "playing" or "over" while there is a game;
   * without one (reads throw, saying why), "loading" (the engine is on its
   * way, or the element is out of the document and gets a game when
   * inserted) or "error" (the engine could not be loaded, or the
   * attributes are bad: gg-error and the message say why).
   * @returns {'loading' | 'error' | 'ready' | 'playing' | 'over'} */
  get state() {
    if (this._info) return SNAKE_STATES[this._info[SI.STATE]];
    return this._failure && this.isConnected ? 'error' : 'loading';
  }
  get positions() {
    return this._positions ? Array.from(this._positions) : [];
  }
  get turn() {
    return this._info ? this._info[SI.TURN] + 1 : 0;
  }
  get winner() {
    return this._info ? this._info[SI.WINNER] + 1 : 0;
  }
  get minRolls() {
    return this._figures ? this._figures[SF.LEAST] : NaN;
  }
  get expectedRolls() {
    return this._figures ? this._figures[SF.EXPECTED] : NaN;
  }
  get path() {
    return this._path ? Array.from(this._path) : [];
  }
  get distribution() {
    const f = this._figures;
    return f ? { p: Array.from(this._dist), never: f[SF.NEVER], cut: f[SF.DIST_CUT] === 1 } : null;
  }
  get winChances() {
    this._settleChances();
    return this._figures ? Array.from(this._figures.subarray(SF.WIN, SF.WIN + this._info[SI.PLAYERS])) : [];
  }
  get chancesError() {
    this._settleChances();
    return this._chancesError;
  }
  get playerColours() {
    return this._view._colours().players.slice();
  }
  get nobodyChance() {
    this._settleChances();
    return this._figures ? this._figures[SF.NOBODY] : NaN;
  }
  /** The board's code (`10_4-14_16-6`, docs/snakes.md §8). */
  get code() {
    this._need();
    return this._text(this._M._gg_snakes_code(this._h));
  }
  get editing() {
    return this.hasAttribute('editing');
  }
  set editing(on) {
    this.toggleAttribute('editing', !!on);
  }

  // Start a new game; throws (keeping the game shown) on a bad value. A
  // board made at random or to a length needs the board maker's wasm: it
  // is made at once when that is here (after any newGameAsync() of such
  // a board), else this throws and has it fetched.
  newGame(o = {}) {
    this._newGame(o, null);
  }

  // The same as a promise, the board maker's wasm fetched if need be; a
  // board made to a length (board "design") is searched for in its worker,
  // which can take seconds when the length is out of reach, while the page
  // goes on.
  newGameAsync(o = {}) {
    const board = String(o.board).trim();
    if (!this._M || (board !== 'design' && board !== 'random')) return new Promise((resolve) => resolve(this.newGame(o)));
    const asked = snakesMakeAsked(o);
    return snakesMakerLoad().then((D) => (asked.random ? snakesMadeCode(D, asked) : snakesAway(D, 'snakesMake', snakesMadeCode, asked)))
      .then((r) => this._newGame(Object.assign({}, o, { seed: asked.seed }), r.code));
  }

  _newGame(o, designed) {
    const M = this._M;
    if (!M) throw this._failure ? new Error(this._failure) : ggError('snakesLoading');
    const board = String(o.board == null || o.board === '' ? 'classic' : o.board).trim();
    const whole = (v, dflt) => (v == null || v === '' ? dflt : Number.isInteger(Number(v)) ? Number(v) : -9);
    const p = { board: 'leetcode', n: 0, seed: null, players: whole(o.players, 1),
      start: whole(o.start, -1), rule: o.rule == null ? '' : String(o.rule) };
    const text = (t, fn) => snCheck(M, ggTakeSlot(M, () => ggWithText(M, t, fn)));
    let h;
    if (board === 'classic') {
      p.board = board;
      h = snCheck(M, ggTakeSlot(M, () => M._gg_snakes_new_classic()));
    } else if (board === 'random' || board === 'design') {
      p.board = board;
      p.n = whole(o.n, 10);
      p.seed = o.seed == null || o.seed === '' ? ggRandomSeed() : String(o.seed);
      p.expected = o.expected == null || o.expected === '' ? 40 : Number(o.expected);
      if (!designed) {
        // Made here, synchronously, by the maker's wasm once it is loaded.
        if (!snakesMaker) {
          snakesMakerLoad().catch(() => {}); // there for the next call
          throw ggError('makerLoading');
        }
        designed = snakesMadeCode(snakesMaker, snakesMakeAsked(Object.assign({}, o, { seed: p.seed, n: p.n }))).code;
      }
      h = text(designed, (bp, bl) => M._gg_snakes_new_code(bp, bl));
    } else {
      // A board code starts with its side; a LeetCode board with a bracket.
      p.board = /^\d/.test(board) ? 'code' : p.board;
      h = text(board, (bp, bl) => M[p.board === 'code' ? '_gg_snakes_new_code' : '_gg_snakes_new_leetcode'](bp, bl));
    }
    try {
      snCheck(M, ggWithText(M, p.rule, (rp, rl) => ggWithText(M, ggRandomSeed(),
        (sp, sl) => M._gg_snakes_setup(h, p.players, p.start, rp, rl, sp, sl))));
      this._analyse(h);
    } catch (err) {
      M._gg_snakes_free(h);
      throw err;
    }
    if (this._h) M._gg_snakes_free(this._h);
    this._h = h;
    this._failure = '';
    ggHolding(M, this, true);
    if (!this.isConnected) setTimeout(() => { if (!this.isConnected) this._release(); }, 0);
    this._read();
    this._rolls = [];
    const info = this._info;
    Object.assign(p, { n: info[SI.N], start: info[SI.START], rule: SNAKE_RULES[info[SI.RULE]] });
    if (p.board !== 'design') delete p.expected;
    this._params = p;
    // start and rule stay attributes only when chosen, not the board's own.
    this._reflect(p, (k) => o[k] != null && o[k] !== '');
    Object.assign(this._editor, { _cursor: 1, _mark: 0, _drag: null });
    if (this.editing) this._loadEditor();
    this._hideMessage();
    const view = this._view;
    view._anim = null;
    view._showFace(5);
    view._layout();
    this._announce(this._t('newGame', p));
    this._chancesLater();
    this.dispatchEvent(new CustomEvent('gg-ready', { detail: this.params }));
    this._tellChances();
  }

  // The game's attributes from its params (the board as its name, JSON or
  // code); start and rule only where chosen(k).
  _reflect(p, chosen) {
    if (p.board === 'leetcode') p.json = this.leetCode();
    if (p.board === 'code') p.code = this.code;
    this._reflecting = true;
    this.setAttribute('board', p.json || p.code || p.board);
    for (const k of ['n', 'seed', 'expected']) if (p[k] != null && p.seed != null) this.setAttribute(k, p[k]); else this.removeAttribute(k);
    for (const k of ['start', 'rule']) if (chosen(k)) this.setAttribute(k, p[k]); else this.removeAttribute(k);
    this.setAttribute('players', p.players);
    this._reflecting = false;
  }

  /** Add a snake or ladder from square `from` to `to` (a ladder when to >
   * from); removeJump(from) takes the one starting on `from` away. The
   * engine decides what an edit may do: a refused edit throws its sentence
   * (and shows it) and keeps the board. An edit starts the game afresh on
   * the edited board, whose params become a board code. */
  addJump(from, to) {
    this._edit({ action: 'add', from, to }, (d) => this._M._gg_snakes_add_jump(this._h, d.from, d.to));
  }

  removeJump(from) {
    this._edit({ action: 'remove', from }, (d) => this._M._gg_snakes_remove_jump(this._h, d.from));
  }

  _edit(d, call) {
    this._need();
    const p = this._params, whole = (v) => (Number.isInteger(Number(v)) ? Number(v) : -1);
    // Whole squares go to the engine, which names anything else it refuses.
    d.from = whole(d.from);
    d.to = d.action === 'add' ? whole(d.to) : this._dest[d.from];
    try {
      snCheck(this._M, call(d));
    } catch (err) {
      this._showMessage(err.message);
      throw err;
    }
    this._analyse(this._h);
    this._read();
    this._rolls = [];
    // The board is a code now; a LeetCode board keeps its own rules as chosen ones.
    const own = p.board !== 'leetcode';
    Object.assign(p, { board: 'code', seed: null });
    delete p.json;
    delete p.expected;
    this._reflect(p, (k) => !own || this.hasAttribute(k));
    this._hideMessage();
    const view = this._view;
    view._anim = view._static = null;
    view._render();
    const least = this.minRolls, e = this.expectedRolls;
    d.text = this._t('edited', { action: d.action, kind: d.to > d.from ? 'ladder' : 'snake', from: d.from, to: d.to }) + ' ' +
      this._t('figures', { least: least < 0 ? 'none' : least, expected: Number.isFinite(e) ? (l) => ggNumber(l, e, 2) : 'infinite' });
    d.code = p.code;
    this._announce(d.text);
    this._chancesLater();
    this.dispatchEvent(new CustomEvent('gg-edit', { detail: d }));
    this._tellChances();
  }

  // The same board, rules and players from the start.
  restart() {
    this._need();
    snCheck(this._M, this._M._gg_snakes_restart(this._h));
    this._read();
    this._rolls = [];
    this._view._anim = null;
    this._hideMessage();
    this._view._render();
    this._announce(this._t('restart'));
    this._chancesLater();
    this.dispatchEvent(new CustomEvent('gg-ready', { detail: this.params }));
    this._tellChances();
  }

  // The player to roll rolls (value 1..6 forces the die). Returns the
  // gg-roll detail.
  roll(value) {
    this._need();
    const M = this._M;
    const v = value == null ? 0 : Number.isInteger(value) && value > 0 ? value : -1;
    try {
      snCheck(M, M._gg_snakes_roll(this._h, v));
    } catch (err) {
      this._showMessage(err.message);
      throw err;
    }
    this._hideMessage();
    const before = this._positions;
    this._read();
    const l = this._info.subarray(SI.LAST, SI.LAST + 6);
    /** @type {import('../../package/elements.js').SnakesRollDetail} */
    const d = { player: l[0] + 1, roll: l[1], from: l[2], landed: l[3], to: l[4], kind: SNAKE_MOVES[l[5]], text: '' };
    this._rolls.push(d.roll);
    d.text = snRollSentence((k, p) => this._t(k, p), d, this._info[SI.SQUARES]);
    const over = this.state === 'over';
    this._view._rollDie(d.roll);
    this._view._animate(l[0], d, before);
    this._announce(d.text + ' ' + (over ? this._t('wonNow', d) : this._t('toRoll', { player: this.turn }) + '.'));
    this._chancesLater();
    this.dispatchEvent(new CustomEvent('gg-roll', { detail: d }));
    if (over) this.dispatchEvent(new CustomEvent('gg-end', { detail: { winner: d.player, rolls: this._info[SI.ROLLS] } }));
    this._tellChances();
    return d;
  }

  // The board as LeetCode 909 JSON, one line.
  leetCode() {
    this._need();
    return this._text(this._M._gg_snakes_json(this._h));
  }

  // The text the engine wrote for the game: rc its length or an error.
  _text(rc) {
    const M = this._M;
    return ggDecoder.decode(ggBytes(M, M._gg_snakes_text(this._h), snCheck(M, rc))).trim();
  }

  // ---- engine calls

  _need() {
    if (!this._h) {
      throw this._failure ? new Error(this._failure) : ggError(this._M && !this.isConnected ? 'snakesDetached' : 'snakesNotYet');
    }
  }

  // Least rolls and path, expected rolls and distribution, timed as the
  // page sees them (the win chances follow: _chancesLater).
  _analyse(h) {
    const M = this._M;
    const t0 = performance.now();
    snCheck(M, M._gg_snakes_analyse(h));
    const t1 = performance.now();
    const fp = M._gg_snakes_figures(h) >> 3, pp = M._gg_snakes_path(h) >> 2, dp = M._gg_snakes_distribution(h) >> 3;
    const least = M.HEAPF64[fp + SF.LEAST], len = M.HEAPF64[fp + SF.DIST_LEN];
    this._path = least >= 0 ? M.HEAP32.slice(pp, pp + least + 1) : new Int32Array(0);
    this._dist = len > 0 ? M.HEAPF64.slice(dp, dp + len) : new Float64Array(0);
    this._figures = M.HEAPF64.slice(fp, fp + SF.SIZE);
    this.lastTiming = { analysis: t1 - t0, chances: NaN };
  }

  // Win chances from the positions now, worked out here: into the
  // figures, or NaN with the engine's reason when the game is too long to
  // work out.
  _chances() {
    const M = this._M, h = this._h;
    const t0 = performance.now();
    const rc = M._gg_snakes_chances(h);
    const fp = M._gg_snakes_figures(h) >> 3;
    this._tookChances(M.HEAPF64.slice(fp + SF.NOBODY, fp + SF.SIZE), rc < 0 ? ggCString(M, M._gg_snakes_error_message()) : '',
      performance.now() - t0);
  }

  _tookChances(chances, error, ms) {
    const f = this._figures;
    f.set(chances, SF.NOBODY);
    if (error) f.fill(NaN, SF.NOBODY);
    this._chancesError = error;
    this.lastTiming.chances = ms;
  }

  // gg-chances, once the chances of the positions now are in.
  _tellChances() {
    if (this._chancesOut || !this._figures) return;
    const f = this._figures;
    this.dispatchEvent(new CustomEvent('gg-chances', { detail: { winChances: this.winChances, nobodyChance: f[SF.NOBODY], error: this._chancesError } }));
  }

  // The win chances after a new game, a roll or an edit: on a board past
  // 8 x 8 worked out in the worker, on a copy of the game (its board code,
  // rules, players and the dice so far); here at once on smaller ones.
  _chancesLater() {
    if (!this._h) return;
    if (this._info[SI.SQUARES] <= 64) return this._chances();
    const p = this._params, job = { t0: performance.now() };
    this._chancesOut = job;
    const copy = { code: this.code, players: p.players, start: p.start, rule: p.rule, rolls: this._rolls.slice() };
    snakesAway(this._M, 'snakesChances', snakesChancesCopy, copy).then((r) => {
      if (this._chancesOut !== job) return;
      this._chancesOut = null;
      this._tookChances(r.chances, r.error, performance.now() - job.t0);
      this._tellChances();
    }, () => this._settleChances());
  }

  // Win chances still out in the worker are worked out here, now (the
  // worker's answer, come later, is dropped); gg-chances follows.
  _settleChances() {
    if (!this._chancesOut) return;
    this._chancesOut = null;
    this._chances();
    queueMicrotask(() => this._tellChances());
  }

  _read() {
    const M = this._M, h = this._h;
    const ip = snCheck(M, M._gg_snakes_info(h) || -2) >> 2; // NULL: a stale handle
    const info = this._info = M.HEAP32.slice(ip, ip + SI.SIZE);
    const squares = info[SI.SQUARES];
    const pp = M._gg_snakes_positions(h) >> 2, dp = M._gg_snakes_dest(h) >> 2, cp = M._gg_snakes_cells(h) >> 2;
    this._positions = M.HEAP32.slice(pp, pp + info[SI.PLAYERS]);
    this._dest = M.HEAP32.slice(dp, dp + squares + 1);
    this._cells = M.HEAP32.slice(cp, cp + squares);
    this._updateBar();
  }

  // A new game from the attributes (a promise for a board made to a
  // length); bad ones keep the game shown and say why.
  _fromAttributes() {
    const a = (k) => this.getAttribute(k);
    const o = { board: a('board'), n: a('n'), seed: a('seed'), expected: a('expected'), players: a('players'), start: a('start'), rule: a('rule') };
    const refused = (err) => {
      if (!this._h) this._failure = ggError('noGameBecause', { why: err.message }).message;
      this._showMessage(err.message);
      this.dispatchEvent(new CustomEvent('gg-error', { detail: { message: err.message } }));
    };
    return this.newGameAsync(o).catch(refused);
  }

  _byPlayer() {
    if (!this._h) return;
    try {
      if (this.state === 'over') this.restart();
      else this.roll();
    } catch (err) {
      // roll() has shown the message.
    }
  }

  // ---- words

  _updateBar() {
    const ui = this._ui, info = this._info;
    const over = info[SI.STATE] === 2, who = info[over ? SI.WINNER : SI.TURN] + 1;
    const t = this._view._colours();
    ui.turn.textContent = '';
    const sw = document.createElement('span');
    sw.className = 'swatch';
    sw.style.background = t.players[who - 1];
    ui.turn.append(sw, this._t(over ? 'wins' : 'toRoll', { player: who, rolls: info[SI.ROLLS] }));
    ui.dieLabel.textContent = this._t(over ? 'again' : 'roll');
    ui.die.setAttribute('aria-label', this._t(over ? 'again' : 'rollFor', { player: who }));
    ui.board.setAttribute('aria-label', [this._t('label', { n: info[SI.N] }),
      ...this.positions.map((square, i) => this._t(square ? 'on' : 'atStart', { player: i + 1, square })),
      this._t(this.editing ? 'editHelp' : over ? 'over' : 'rollHelp')].join(' '));
  }

  /** Show an error (its English sentence) in the element's language. */
  _showMessage(message) {
    const box = this._ui.message;
    this._error = message;
    ggErrorText(ggLangOf(this), message, (text) => {
      if (this._error !== message) return;
      box.textContent = text;
      box.hidden = false;
    });
  }

  _hideMessage() {
    this._error = null;
    this._ui.message.hidden = true;
  }

  _announce(text) {
    this._ui.live.textContent = text;
  }
}
