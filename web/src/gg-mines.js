// gg-mines.js — <gg-mines>, the Minesweeper element. It draws the engine's
// board on a canvas and turns mouse, keyboard and touch input into moves
// of the command-file language (`Sweep x y`, `Flag x y`, `DSweep x y`);
// every rule, the layout, the feedback text and the statistics come from
// engine/wasm_api.c.
//
//   <gg-mines rows="16" cols="30" mines="99" seed="12345" start="opening">
//
// Attributes: rows, cols, mines, seed (any text; a random one is chosen
// and written back when absent), start (safe | opening | noguess),
// cell-size (CSS px, 8..80; default 24, 32 on touch screens), long-press
// (ms, default 350). Changing rows, cols, mines, seed or start starts a
// new game; bad values keep the game shown and say why.
//
// Properties: ready (a promise), state ("ready" | "playing" | "won" |
// "lost"), params ({ rows, cols, mines, seed, start, source: "new" |
// "replay" | "leetcode" }), seconds, cellSize, flagMode, showOdds (the
// solver's odds overlay), lastTiming.
// Methods (each throws an Error with the engine's message on bad input,
// keeping the game): board(), cellCenter(r, c), play(line),
// newGame({ rows, cols, mines, seed, start }), replay(),
// loadReplay(text, { seconds, seed, start, source }), loadLeetCode(text),
// hint() (the solver's advice: a safe cell or the best guess, shown until
// the next move), playSafeMoves() (sweeps all logic proves safe; returns
// how many). Keys: H hint, O odds, P play the safe moves.
// Events: gg-ready (a game is drawn; detail: params), gg-load (it came from
// a replay or LeetCode board; detail as gg-move's), gg-start, gg-move
// ({ move, feedback, bytes, preview(max) }: the command line and the exact
// text `gridgames mines` prints for it), gg-end ({ result, steps, seconds,
// bbbv, bbbvSolved, bbbvPerSecond, clicks, efficiency, ... }), gg-error
// ({ message }: bad attributes).

// Fields of gg_mines_info (engine/wasm_api.c, INFO_*).
const MI = {
  STATE: 0, ROWS: 1, COLS: 2, MINES: 3, FLAGS: 4, STEPS: 5, SAFE_LEFT: 6, LAID: 7,
  FEEDBACK: 8, REVEALED: 9, TEXT_LEN: 10, DIRTY: 11, BLOWN_R: 15, BLOWN_C: 16,
  MOVE_KIND: 17, MOVE_R: 18, MOVE_C: 19, CLICK_R: 20, CLICK_C: 21, REPLAYABLE: 22, SIZE: 32,
};
// mines_feedback (engine/mines.h).
const FB = { SUCCESS: 0, CANCELLED: 1, SWEPT: 2, FLAGGED: 3, NOT_SWEPT: 4, FAILED: 5, DETECTED: 6, BOOM: 7 };
const MOVE_NAMES = ['Flag', 'Sweep', 'DSweep', 'Quit'];
const STATE_NAMES = ['ready', 'playing', 'won', 'lost', 'lost'];
const RESULT_NAMES = ['', '', 'won', 'lost', 'gave up'];
// What a cell shows (gg_mines_snapshot) -> its tile in the sprite sheet.
const TILE_CODES = '#F012345678*X!';
const TILE_PRESSED = TILE_CODES.length;
const ZOOM_STEPS = [12, 16, 20, 24, 28, 32, 40, 48, 64, 80];
const START_MODES = ['safe', 'opening', 'noguess'];

/** One engine game: a handle and the calls on it. */
class MinesEngine {
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
    const handle = ggWithText(M, seed, (sp, sl) =>
      ggWithText(M, start, (mp, ml) => M._gg_mines_new(rows, cols, mines, sp, sl, mp, ml)));
    return new MinesEngine(M, ggCheck(M, handle));
  }

  static loadReplay(M, text) {
    return new MinesEngine(M, ggCheck(M, ggWithText(M, text, (p, n) => M._gg_mines_load_replay(p, n))));
  }

  static loadLeetCode(M, text) {
    return new MinesEngine(M, ggCheck(M, ggWithText(M, text, (p, n) => M._gg_mines_load_leetcode(p, n))));
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
        throw new Error('out of memory');
      }
    }
    ggCheck(M, M._gg_mines_snapshot(this.handle, r0, c0, nr, nc, this.snapPtr));
    return M.HEAPU8.subarray(this.snapPtr, this.snapPtr + need);
  }

  chordReady(r, c) {
    return ggCheck(this.M, this.M._gg_mines_chord_ready(this.handle, r, c)) === 1;
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

  /** The solver's look at the game (gg_mines_analyse): the hint (with
   * advise, its guess the advised one, else the lowest odds), and with
   * withOdds every cell's mine probability (-1 swept) as a Float32Array
   * into engine memory — read it before the next call. */
  analyse(withOdds, advise) {
    const M = this.M;
    this.settle();
    const info = this.info();
    const n = info[MI.ROWS] * info[MI.COLS];
    if (!this.hintPtr) this.hintPtr = M._gg_alloc(8 * 4);
    if (withOdds && n > this.oddsCap) {
      if (this.oddsPtr) M._gg_release(this.oddsPtr);
      this.oddsPtr = M._gg_alloc(n * 4);
      this.oddsCap = this.oddsPtr ? n : 0;
    }
    if (!this.hintPtr || (withOdds && !this.oddsPtr)) throw new Error('out of memory');
    ggCheck(M, M._gg_mines_analyse(this.handle, withOdds ? this.oddsPtr : 0, this.hintPtr, advise ? 1 : 0));
    const h = M.HEAP32.subarray(this.hintPtr >> 2, (this.hintPtr >> 2) + 8);
    return {
      row: h[0], col: h[1], kind: ['none', 'safe', 'guess'][h[2]], probability: h[3] / 1e6,
      safe: h[4], mines: h[5], exact: h[6] === 1, forced: h[7] === 1,
      odds: withOdds ? new Float32Array(M.HEAPU8.buffer, this.oddsPtr, n) : null,
    };
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

/** Run the engine's hot paths once on a throwaway board while the page is
 * idle: WebAssembly starts in a baseline compiler and optimises functions
 * only after they have run a while, so without this the first click on a
 * big board would pay for the slow code. */
let minesWarmed = false;
function warmMinesEngine(M) {
  if (minesWarmed) return;
  minesWarmed = true;
  const run = () => {
    let game = null;
    try {
      game = MinesEngine.create(M, 400, 400, 6000, 'warm-up', 'opening');
      game.play('Sweep 200 200');
      game.play('Flag 1 1');
      game.snapshot(0, 0, 40, 40);
      game.replay();
      game.measure();
    } catch (err) {
      // Only a warm-up: a failure here shows up again where it matters.
    } finally {
      if (game) game.free();
    }
  };
  if (window.requestIdleCallback) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 50);
}

/** Before the first click on a big board: while the player looks at it,
 * have the engine's memory grown and touched for what that click will
 * need (the layout's pool, the flood's list, the feedback text: about 26
 * bytes a cell), so the click itself pays for none of it. */
let minesPrepared = 0;
function prepareMemory(M, cells) {
  const bytes = cells * 26;
  if (cells < 100000 || bytes <= minesPrepared) return;
  const run = () => {
    if (bytes <= minesPrepared) return;
    const ptr = M._gg_alloc(bytes);
    if (!ptr) return;
    M.HEAPU8.fill(0, ptr, ptr + bytes);
    M._gg_release(ptr);
    minesPrepared = bytes;
  };
  if (window.requestIdleCallback) requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 50);
}

/** The gg-move detail: the move line and its feedback text, decoded only
 * when read (a first click on a big board prints megabytes). */
function moveDetail(move, text) {
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

const FACE_SVG = `<svg viewBox="0 0 32 32" aria-hidden="true"><circle class="head" cx="16" cy="16" r="13"/>
<g class="eyes-open"><circle cx="11.5" cy="12.5" r="1.8"/><circle cx="20.5" cy="12.5" r="1.8"/></g>
<g class="eyes-won"><path d="M7 11.5h18v1.5l-2.5 3h-4l-2-3h-1l-2 3h-4l-2.5-3z"/></g>
<g class="eyes-lost"><path d="M9 10l5 5M14 10l-5 5M18 10l5 5M23 10l-5 5"/></g>
<path class="mouth-smile" d="M10.5 19.5q5.5 5 11 0"/><circle class="mouth-o" cx="16" cy="21" r="2.6"/>
<path class="mouth-sad" d="M10.5 23q5.5-5 11 0"/></svg>`;

const FLAG_SVG = `<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 1.5v13" stroke="currentColor" stroke-width="1.6"/><path d="M4.8 2h8l-2.4 3 2.4 3h-8z" fill="currentColor"/></svg>`;

const MINES_STYLE = `
:host { display: inline-block; max-width: 100%; vertical-align: top; color: var(--gg-text);
  font: 14px/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --gg-hidden: #c6ccd5; --gg-light: #f5f7fa; --gg-shade: #7f8896; --gg-open: #eceef2;
  --gg-grid: #c2c8d1; --gg-text: #1c2230; --gg-frame: #dde1e7; --gg-flag: #c8102e;
  --gg-mine: #15181d; --gg-blown: #ff5a4f; --gg-cursor: #0b57d0; --gg-lcd: #101418; --gg-lcd-text: #ff5d4a;
  --gg-n1: #0057b8; --gg-n2: #00734f; --gg-n3: #c2340f; --gg-n4: #4b2991; --gg-n5: #7a3b00;
  --gg-n6: #006b7a; --gg-n7: #1c2230; --gg-n8: #5d6673; --gg-pressed: #dde1e7; }
@media (prefers-color-scheme: dark) {
  :host { --gg-hidden: #4b5563; --gg-light: #6e7889; --gg-shade: #272c35; --gg-open: #1d2229;
    --gg-grid: #2e3540; --gg-text: #e6e9ee; --gg-frame: #2a3039; --gg-flag: #ff6b6b;
    --gg-mine: #eef1f5; --gg-blown: #b3261e; --gg-cursor: #8ab4ff; --gg-lcd: #05070a; --gg-lcd-text: #ff7b6b;
    --gg-n1: #74b3ff; --gg-n2: #4fd6a4; --gg-n3: #ff9466; --gg-n4: #c9a8ff; --gg-n5: #f2c14e;
    --gg-n6: #5fd9e8; --gg-n7: #eef1f5; --gg-n8: #a8b0bd; --gg-pressed: #39414d; }
}
* { box-sizing: border-box; }
.game { background: var(--gg-frame); border-radius: 8px; padding: 8px; display: flex; flex-direction: column; gap: 8px; max-width: 100%; }
.bar, .tools { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.lcd { font: bold 22px/1 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; letter-spacing: 1px;
  background: var(--gg-lcd); color: var(--gg-lcd-text); padding: 4px 6px; border-radius: 4px; min-width: 3.2em; text-align: center; }
button { font: inherit; color: var(--gg-text); background: var(--gg-hidden); border: 1px solid var(--gg-shade);
  border-radius: 6px; min-height: 36px; min-width: 36px; padding: 2px 10px; cursor: pointer; touch-action: manipulation; }
button:hover { filter: brightness(1.06); }
button:focus-visible, .scroller:focus-visible { outline: 3px solid var(--gg-cursor); outline-offset: 2px; }
button[aria-pressed="true"] { background: var(--gg-cursor); color: #fff; border-color: var(--gg-cursor); }
.face { width: 44px; height: 44px; padding: 4px; }
.face svg { width: 100%; height: 100%; display: block; }
.face .head { fill: #ffd54a; stroke: #6b5200; stroke-width: 1.5; }
.face g, .face path, .face circle:not(.head) { fill: #222; stroke: #222; stroke-width: 1.6; stroke-linecap: round; }
.face .mouth-smile, .face .mouth-sad, .face .eyes-lost path { fill: none; }
.face .eyes-won, .face .eyes-lost, .face .mouth-o, .face .mouth-sad { display: none; }
.face[data-mood="press"] .mouth-smile { display: none; } .face[data-mood="press"] .mouth-o { display: inline; }
.face[data-mood="won"] .eyes-open { display: none; } .face[data-mood="won"] .eyes-won { display: inline; }
.face[data-mood="lost"] .eyes-open, .face[data-mood="lost"] .mouth-smile { display: none; }
.face[data-mood="lost"] .eyes-lost, .face[data-mood="lost"] .mouth-sad { display: inline; }
.flagmode { display: inline-flex; align-items: center; gap: 6px; }
.flagmode svg { width: 16px; height: 16px; }
.zoom { display: inline-flex; gap: 4px; align-items: center; }
.tools { flex-wrap: wrap; }
.advice { flex: 1 1 12em; }
.board { position: relative; max-width: 100%; align-self: center; border: 2px solid var(--gg-shade); border-radius: 2px; background: var(--gg-open); }
.scroller { overflow: auto; max-width: 100%; max-height: var(--gg-max-height, 75vh); touch-action: none;
  -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; overscroll-behavior: contain; }
.spacer { pointer-events: none; }
canvas { position: absolute; left: 0; top: 0; pointer-events: none; display: block; }
.press { position: absolute; width: 80px; height: 80px; margin: -40px 0 0 -40px; pointer-events: none; }
.press svg { width: 100%; height: 100%; display: block; overflow: visible; }
.press circle { fill: none; stroke: var(--gg-cursor); stroke-width: 7; stroke-linecap: round;
  stroke-dasharray: 100; stroke-dashoffset: 100; transform: rotate(-90deg); transform-origin: 50% 50%;
  animation: gg-fill var(--gg-long-press, 350ms) linear forwards; }
.press .track { stroke: var(--gg-shade); opacity: .45; animation: none; stroke-dashoffset: 0; }
@keyframes gg-fill { to { stroke-dashoffset: 0; } }
@media (prefers-reduced-motion: reduce) {
  .press circle { animation: none; stroke-dashoffset: 0; stroke-dasharray: 6 4; }
}
.message { margin: 0; padding: 6px 10px; border-radius: 6px; background: #fde7e6; color: #7a1010; border: 1px solid #e8a5a0; max-width: 40em; }
@media (prefers-color-scheme: dark) { .message { background: #3a1614; color: #ffd2cc; border-color: #7a2a24; } }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
[hidden] { display: none !important; }
`;

const MINES_TEMPLATE = `<style>${MINES_STYLE}</style>
<div class="game" part="game">
  <div class="bar" part="bar">
    <span class="lcd counter" title="Mines left" aria-hidden="true">000</span>
    <button class="face" type="button" title="New game (N)" aria-label="New game">${FACE_SVG}</button>
    <span class="lcd timer" title="Seconds" aria-hidden="true">000</span>
  </div>
  <div class="board" part="board">
    <div class="scroller" tabindex="0" role="application" aria-roledescription="Minesweeper board"><div class="spacer"></div></div>
    <canvas aria-hidden="true"></canvas>
    <div class="press" hidden aria-hidden="true"><svg viewBox="0 0 80 80"><circle class="track" cx="40" cy="40" r="34" pathLength="100"/><circle cx="40" cy="40" r="34" pathLength="100"/></svg></div>
  </div>
  <div class="tools" part="tools">
    <button class="flagmode" type="button" aria-pressed="false" title="Flag mode: taps and clicks place flags">${FLAG_SVG}<span>Flag mode</span></button>
    <span class="zoom"><button class="hint" type="button" title="Hint (H)">Hint</button><button class="odds" type="button" aria-pressed="false" title="Mine odds (O)">Odds</button><button class="safe-moves" type="button" title="Play the safe moves (P)">Play safe</button></span>
    <span class="advice" aria-hidden="true"></span>
    <span class="zoom"><button class="zoom-out" type="button" aria-label="Zoom out" title="Zoom out (-)">−</button><button class="zoom-in" type="button" aria-label="Zoom in" title="Zoom in (+)">+</button></span>
  </div>
  <p class="message" role="alert" hidden></p>
  <div class="sr" aria-live="polite" aria-atomic="true"></div>
</div>`;

class GGMines extends HTMLElement {
  static get observedAttributes() {
    return ['rows', 'cols', 'mines', 'seed', 'start', 'cell-size', 'long-press'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = MINES_TEMPLATE;
    const $ = (sel) => root.querySelector(sel);
    this._ui = {
      counter: $('.counter'), face: $('.face'), timer: $('.timer'), board: $('.board'),
      scroller: $('.scroller'), spacer: $('.spacer'), canvas: $('canvas'), press: $('.press'),
      flagMode: $('.flagmode'), zoomIn: $('.zoom-in'), zoomOut: $('.zoom-out'),
      hint: $('.hint'), odds: $('.odds'), safeMoves: $('.safe-moves'), advice: $('.advice'),
      message: $('.message'), live: $('.sr'),
    };
    this._ctx = this._ui.canvas.getContext('2d', { alpha: false });
    this._M = null;
    this._game = null;        // MinesEngine
    this._info = null;        // its last info
    this._params = null;      // { rows, cols, mines, seed, start } of the game shown
    this._source = 'new';     // 'new', 'replay' or 'leetcode'
    this._cellCss = 24;       // cell size asked for, CSS px
    this._view = null;        // what the canvas shows now
    this._sprites = null;
    this._cursor = { r: 0, c: 0 };
    this._pressed = null;     // { r, c, area } cells drawn pushed in while a button is held
    this._mouse = { left: false, right: false, middle: false, combo: false, used: false };
    this._touches = new Map();
    this._touch = null;
    this._flagMode = false;
    this._hint = null;        // { r, c, kind } the last hint, drawn until the next move
    this._oddsOn = false;     // the odds overlay
    this._odds = null;        // { key, odds: Float32Array } the overlay's last analysis
    this._keyboard = true;    // the cursor shows while the keyboard is in use
    this._clicks = 0;
    this._timer = { base: 0, t0: 0, running: false, interval: 0 };
    this._reflecting = false;
    this._pendingNew = false;
    this.lastTiming = null;
    this._readyResolve = null;
    this._ready = new Promise((resolve, reject) => {
      this._readyResolve = resolve;
      this._readyReject = reject;
    });
    this._bindInput();
  }

  // ---- lifecycle

  connectedCallback() {
    if (!this._observer) {
      this._observer = new ResizeObserver(() => this._resizeCanvas());
    }
    this._observer.observe(this._ui.scroller);
    this._schemeQuery = matchMedia('(prefers-color-scheme: dark)');
    this._onScheme = () => { this._sprites = null; this._render(true); };
    this._schemeQuery.addEventListener('change', this._onScheme);
    this._onWindowResize = () => {
      if ((window.devicePixelRatio || 1) !== this._dpr) this._layout();
    };
    window.addEventListener('resize', this._onWindowResize);
    if (this._timer.running) this._startTicking();
    if (this._M) {
      if (!this._game) this._tryNewFromAttributes();
      return;
    }
    ggEngine().then((M) => {
      this._M = M;
      this._applyZoomAttribute();
      this._tryNewFromAttributes();
      this._readyResolve(this);
      warmMinesEngine(M);
    }, (err) => {
      this._showMessage('The game engine could not be loaded: ' + err.message);
      this._readyReject(err);
    });
  }

  disconnectedCallback() {
    if (this._observer) this._observer.disconnect();
    if (this._schemeQuery) this._schemeQuery.removeEventListener('change', this._onScheme);
    window.removeEventListener('resize', this._onWindowResize);
    clearInterval(this._timer.interval);
    this._timer.interval = 0;
    // Gone for good (not just moved): give the engine its memory back.
    setTimeout(() => {
      if (!this.isConnected && this._game) {
        this._stopTimer();
        this._game.free();
        this._game = null;
        this._info = null;
        this._view = null;
      }
    }, 0);
  }

  attributeChangedCallback(name, oldValue, value) {
    if (this._reflecting || !this._M || oldValue === value) return;
    if (name === 'cell-size') {
      this._applyZoomAttribute();
      this._layout();
      return;
    }
    if (name === 'long-press') return;
    // Several attributes set together make one new game.
    if (this._pendingNew) return;
    this._pendingNew = true;
    queueMicrotask(() => {
      this._pendingNew = false;
      this._tryNewFromAttributes();
    });
  }

  /** A new game from the attributes; bad ones keep the game shown (if
   * any) and say why, in the element and as a gg-error event. */
  _tryNewFromAttributes() {
    try {
      this._newFromAttributes();
    } catch (err) {
      this._showMessage(err.message);
      this.dispatchEvent(new CustomEvent('gg-error', { detail: { message: err.message } }));
    }
  }

  // ---- public API

  /** Resolves with the element once the engine is loaded and a game drawn. */
  get ready() {
    return this._ready;
  }

  /** "ready", "playing", "won" or "lost". */
  get state() {
    return this._info ? STATE_NAMES[this._info[MI.STATE]] : 'ready';
  }

  /** The game's parameters: { rows, cols, mines, seed, start, source }. */
  get params() {
    return this._params ? Object.assign({ source: this._source }, this._params) : null;
  }

  /** Seconds on the clock. */
  get seconds() {
    const t = this._timer;
    return t.base + (t.running ? (performance.now() - t.t0) / 1000 : 0);
  }

  /** The drawn cell size in CSS pixels (zoom: buttons, pinch, Ctrl+wheel,
   * or the cell-size attribute). */
  get cellSize() {
    return this._cell || this._cellCss;
  }

  get flagMode() {
    return this._flagMode;
  }

  /** The solver's advice, from what the player sees: { row, col (0-based),
   * kind: 'safe' | 'guess' | 'none', probability (of a mine), safe, mines
   * (hidden cells certainly so), exact, forced }. A guess is the one the
   * self-play solver makes (but for its endgame search); forced: it is
   * half of a 50/50 no number can ever settle, which must be guessed some
   * time and is best guessed now. Shown on the board until the next move. */
  hint() {
    const game = this._needGame();
    const a = game.analyse(false, true);
    this._hint = a.kind === 'none' ? null : { r: a.row, c: a.col, kind: a.kind };
    const where = `row ${a.row + 1}, column ${a.col + 1}`;
    const text = a.kind === 'safe' ? `Safe: ${where}` :
      a.kind === 'guess' && a.forced ? `No safe cell. Guess ${where} now: half of a 50/50 no number will ever settle` :
      a.kind === 'guess' ? `No safe cell. Best guess: ${where}, ${(100 * a.probability).toFixed(1)}% mine` :
        'Nothing left to sweep';
    this._announce(this._ui.advice.textContent = text);
    this._drawOverlays();
    delete a.odds;
    return a;
  }

  /** The odds overlay: each hidden cell tinted by its chance of a mine. */
  get showOdds() {
    return this._oddsOn;
  }

  set showOdds(on) {
    this._oddsOn = !!on;
    this._ui.odds.setAttribute('aria-pressed', String(this._oddsOn));
    this._odds = null;
    if (this._game) this._render(true);
  }

  /** Sweep every cell logic proves safe, again and again until none is
   * left (a guess is needed, or the game is won). Returns the sweeps made. */
  playSafeMoves() {
    const game = this._needGame();
    const cols = this._params.cols;
    let played = 0;
    for (;;) {
      if (this._info[MI.STATE] === 0) {
        const a = game.analyse(false); // the first click: any cell is safe
        this._play(`Sweep ${a.row + 1} ${a.col + 1}`);
        played++;
        continue;
      }
      if (this._info[MI.STATE] !== 1) break;
      const a = game.analyse(true);
      if (!a.safe) break;
      const safe = [];
      for (let i = 0; i < a.odds.length; i++) if (a.odds[i] === 0) safe.push(i);
      let any = false;
      for (const i of safe) {
        if (this._info[MI.STATE] !== 1) break;
        const r = Math.floor(i / cols), c = i % cols;
        if (this._shown(r, c) !== '#') continue; // swept by a flood since, or flagged
        this._play(`Sweep ${r + 1} ${c + 1}`);
        played++;
        any = true;
      }
      if (!any) break;
    }
    if (!played) this._announce(this._ui.advice.textContent = 'No move is certainly safe');
    return played;
  }

  set flagMode(on) {
    this._flagMode = !!on;
    this._ui.flagMode.setAttribute('aria-pressed', String(this._flagMode));
  }

  /** The board as strings, one a row: '#' hidden, 'F' flag, '0'-'8'
   * swept; after a loss '*' mine, 'X' the mine that blew, '!' wrong flag. */
  board() {
    const game = this._needGame();
    const { rows, cols } = this._params;
    const out = [];
    const chunk = Math.max(1, Math.floor(65536 / cols));
    for (let r = 0; r < rows; r += chunk) {
      const n = Math.min(chunk, rows - r);
      const cells = game.snapshot(r, 0, n, cols);
      for (let k = 0; k < n; k++) out.push(ggDecoder.decode(cells.subarray(k * cols, (k + 1) * cols)));
    }
    return out;
  }

  /** The viewport position { x, y } of cell (r, c)'s centre (0-based),
   * scrolled into view first. */
  cellCenter(r, c) {
    this._needGame();
    this._checkCell(r, c);
    this._scrollCellIntoView(r, c, true);
    const box = this._ui.scroller.getBoundingClientRect();
    let x = box.left + (c + 0.5) * this._cell - this._ui.scroller.scrollLeft;
    let y = box.top + (r + 0.5) * this._cell - this._ui.scroller.scrollTop;
    // And the page scrolled so that the point is on screen.
    const dx = x < 0 || x >= innerWidth ? x - innerWidth / 2 : 0;
    const dy = y < 0 || y >= innerHeight ? y - innerHeight / 2 : 0;
    if (dx || dy) {
      window.scrollBy(dx, dy);
      const b2 = this._ui.scroller.getBoundingClientRect();
      x += b2.left - box.left;
      y += b2.top - box.top;
    }
    return { x, y };
  }

  /** Play one move written as a command line (`Sweep 3 4`, 1-based).
   * Returns the gg-move detail; throws on a bad line or after the end. */
  play(line) {
    this._needGame();
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

  /** The game as a command file (SPEC §1): `n m`, the layout, the moves,
   * `Quit` if unfinished. Throws before the first sweep (no layout yet). */
  replay() {
    return this._needGame().replay();
  }

  /** Open a command file as the game: its moves are played back; a final
   * Quit (or the end of the text) leaves the game on, to play on. Throws,
   * keeping the current game, on bad text. options.seconds sets the clock. */
  loadReplay(text, options) {
    this._needEngine();
    const game = MinesEngine.loadReplay(this._M, String(text));
    const info = game.info();
    const feedback = game.textLater(info);
    this._adopt(game, info, {
      rows: info[MI.ROWS], cols: info[MI.COLS], mines: info[MI.MINES],
      seed: (options && options.seed) || '', start: (options && options.start) || '',
    }, (options && options.source) || 'replay');
    this._timer.base = (options && options.seconds) || 0;
    this._updateTimer();
    const detail = this._dispatchLoad(feedback);
    this._announce(`Replay loaded: ${info[MI.ROWS]} by ${info[MI.COLS]}, ${info[MI.STEPS]} moves played. ` +
      this._stateSentence(info));
    return detail;
  }

  /** Open a LeetCode 529 board (`board = [[...]]`, optional click) as a
   * game in progress; the click, if any, is then played as a Sweep. */
  loadLeetCode(text) {
    this._needEngine();
    const game = MinesEngine.loadLeetCode(this._M, String(text));
    const info = game.info();
    const feedback = game.textLater(info);
    this._adopt(game, info, { rows: info[MI.ROWS], cols: info[MI.COLS], mines: info[MI.MINES], seed: '', start: '' },
      'leetcode');
    const setup = this._dispatchLoad(feedback);
    let click = null;
    if (info[MI.CLICK_R] >= 0 && this._info[MI.STATE] <= 1) {
      click = this._play(`Sweep ${info[MI.CLICK_R] + 1} ${info[MI.CLICK_C] + 1}`);
    } else {
      this._announce(`LeetCode board loaded: ${info[MI.ROWS]} by ${info[MI.COLS]}. ` + this._stateSentence(info));
    }
    return { setup, click, replayable: info[MI.REPLAYABLE] === 1 };
  }

  // ---- games

  /** gg-load: a game was opened; detail: the feedback of the moves that
   * made it (move '' and the text gridgames mines prints for them). */
  _dispatchLoad(text) {
    const detail = moveDetail('', text);
    detail.source = this._source;
    this.dispatchEvent(new CustomEvent('gg-load', { detail }));
    return detail;
  }

  _needEngine() {
    if (!this._M) throw new Error('the game engine is still loading (await element.ready)');
  }

  _needGame() {
    this._needEngine();
    if (!this._game) throw new Error('there is no game (the attributes were not valid)');
    return this._game;
  }

  _checkCell(r, c) {
    const { rows, cols } = this._params;
    if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r >= rows || c >= cols) {
      throw new Error(`cell (${r}, ${c}) is not on the ${rows} x ${cols} board (0-based)`);
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

  _newFromAttributes() {
    const p = this._attributeParams();
    if (!p.seed) p.seed = ggRandomSeed();
    this._create(p);
  }

  _create(p) {
    for (const name of ['rows', 'cols', 'mines']) {
      if (!Number.isInteger(Number(p[name])) || String(p[name]).trim() === '') {
        throw new Error(`${name} must be a whole number, not "${p[name]}"`);
      }
      p[name] = Number(p[name]);
    }
    if (START_MODES.indexOf(p.start) < 0) throw new Error(`start must be safe, opening or noguess, not "${p.start}"`);
    const game = MinesEngine.create(this._M, p.rows, p.cols, p.mines, p.seed, p.start);
    this._adopt(game, game.info(), p, 'new');
    prepareMemory(this._M, p.rows * p.cols);
    this._announce(`New game: ${p.rows} by ${p.cols}, ${p.mines} mines. Arrow keys move, Space sweeps, F flags.`);
  }

  /** Show game (freeing the one shown before) and reflect its parameters. */
  _adopt(game, info, params, source) {
    if (this._game) this._game.free();
    this._game = game;
    this._info = info;
    this._params = params;
    this._source = source;
    this._clicks = 0;
    this._stopTimer();
    this._timer.base = 0;
    this._updateTimer();
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
    this._cursor = { r: 0, c: 0 };
    this._ui.scroller.setAttribute('aria-label',
      `Minesweeper, ${params.rows} rows by ${params.cols} columns, ${info[MI.MINES]} mines. ` +
      'Arrow keys move, Space or Enter sweeps or chords, F flags, N starts a new game.');
    this._layout();
    this._updateStatus();
    this.dispatchEvent(new CustomEvent('gg-ready', { detail: this.params }));
  }

  /** Play a line through the engine, draw what changed, tell listeners. */
  _play(line) {
    const game = this._game;
    const before = this._info[MI.STATE];
    if (this._hint) {
      this._hint = null;
      this._ui.advice.textContent = '';
    }
    const t0 = performance.now();
    const info = game.play(line);
    const text = game.textLater(info);
    const t1 = performance.now();
    this._info = info;
    this._render(false, info);
    const t2 = performance.now();
    this.lastTiming = { engine: t1 - t0, draw: t2 - t1, cells: info[MI.REVEALED], bytes: text.length };

    const kind = info[MI.MOVE_KIND];
    const move = kind === 3 ? 'Quit' : `${MOVE_NAMES[kind]} ${info[MI.MOVE_R] + 1} ${info[MI.MOVE_C] + 1}`;
    const state = info[MI.STATE];
    if (before === 0 && state !== 0) {
      this._startTimer();
      this.dispatchEvent(new CustomEvent('gg-start', { detail: this.params }));
    } else if (state === 1 && !this._timer.running) {
      this._startTimer(); // a loaded game: the clock runs from its next move
    }
    if (state >= 2) this._stopTimer();
    this._updateStatus();
    const detail = moveDetail(move, text);
    this._announce(this._moveSentence(info));
    this.dispatchEvent(new CustomEvent('gg-move', { detail }));
    if (state >= 2) this._end(info);
    return detail;
  }

  _end(info) {
    const m = this._game.measure();
    const seconds = Math.round(this.seconds * 1000) / 1000;
    const clicks = Math.max(this._clicks, 1);
    const detail = {
      result: RESULT_NAMES[info[MI.STATE]],
      steps: info[MI.STEPS],
      seconds,
      bbbv: m.bbbv,
      bbbvSolved: m.bbbvSolved,
      bbbvPerSecond: seconds > 0 ? Math.round((m.bbbvSolved / seconds) * 1000) / 1000 : 0,
      clicks: this._clicks,
      efficiency: Math.round((m.bbbvSolved / clicks) * 1000) / 10,
      rows: this._params.rows, cols: this._params.cols, mines: info[MI.MINES],
      source: this._source,
    };
    this.dispatchEvent(new CustomEvent('gg-end', { detail }));
  }

  // ---- what input does (moves only; the engine decides what they do)

  _shown(r, c) {
    return String.fromCharCode(this._game.snapshot(r, c, 1, 1)[0]);
  }

  _playing() {
    return this._game && this._info[MI.STATE] <= 1;
  }

  /** Left click, tap, Space: sweep a hidden cell, chord a number. */
  _primary(r, c, flagMode) {
    if (!this._playing()) return;
    this._clicks++;
    const shown = this._shown(r, c);
    if (flagMode) {
      if (shown === '#' || shown === 'F') this._play(`Flag ${r + 1} ${c + 1}`);
      else if (shown >= '1' && shown <= '8') this._chord(r, c, false);
      return;
    }
    if (shown === '#') this._play(`Sweep ${r + 1} ${c + 1}`);
    else if (shown >= '1' && shown <= '8') this._chord(r, c, false);
    else if (shown === 'F') this._announce(`Row ${r + 1}, column ${c + 1} is flagged: press F to remove the flag first.`);
  }

  /** Right click, long press, F: flag or unflag a hidden cell. */
  _flag(r, c) {
    if (!this._playing()) return;
    this._clicks++;
    const shown = this._shown(r, c);
    if (shown === '#' || shown === 'F') this._play(`Flag ${r + 1} ${c + 1}`);
    else if (shown >= '1' && shown <= '8') this._chord(r, c, false);
  }

  /** Both buttons, middle click: chord when the engine says it would act. */
  _chord(r, c, count) {
    if (!this._playing()) return;
    if (count) this._clicks++;
    if (this._game.chordReady(r, c)) this._play(`DSweep ${r + 1} ${c + 1}`);
    else {
      const shown = this._shown(r, c);
      if (shown >= '1' && shown <= '8') this._announce(`Row ${r + 1}, column ${c + 1} shows ${shown}: flag that many neighbours to chord it.`);
    }
  }

  // ---- input

  _bindInput() {
    const ui = this._ui;
    const sc = ui.scroller;
    ui.face.addEventListener('click', () => this._newGameByPlayer());
    ui.flagMode.addEventListener('click', () => { this.flagMode = !this._flagMode; });
    ui.hint.addEventListener('click', () => this._guarded(() => this.hint()));
    ui.odds.addEventListener('click', () => { this.showOdds = !this._oddsOn; });
    ui.safeMoves.addEventListener('click', () => this._guarded(() => this.playSafeMoves()));
    ui.zoomIn.addEventListener('click', () => this._zoomStep(1));
    ui.zoomOut.addEventListener('click', () => this._zoomStep(-1));
    sc.addEventListener('scroll', () => this._render(true), { passive: true });
    sc.addEventListener('contextmenu', (e) => e.preventDefault());
    sc.addEventListener('mousedown', (e) => this._mouseDown(e));
    sc.addEventListener('mousemove', (e) => this._mouseMove(e));
    sc.addEventListener('mouseup', (e) => this._mouseUp(e));
    sc.addEventListener('mouseleave', () => this._setPressed(null));
    sc.addEventListener('pointerdown', (e) => this._pointerDown(e));
    sc.addEventListener('pointermove', (e) => this._pointerMove(e));
    sc.addEventListener('pointerup', (e) => this._pointerUp(e, false));
    sc.addEventListener('pointercancel', (e) => this._pointerUp(e, true));
    sc.addEventListener('keydown', (e) => this._keyDown(e));
    sc.addEventListener('focus', () => this._drawCursor());
    sc.addEventListener('blur', () => this._drawCursor());
    sc.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const box = sc.getBoundingClientRect();
      this._zoomTo(this._cellCss * (e.deltaY < 0 ? 1.15 : 1 / 1.15), e.clientX - box.left, e.clientY - box.top);
    }, { passive: false });
  }

  /** Run a player's request, showing its error instead of throwing. */
  _guarded(fn) {
    if (!this._game) return;
    try {
      fn();
    } catch (err) {
      this._showMessage(err.message);
    }
  }

  _newGameByPlayer() {
    if (!this._M) return;
    try {
      if (this._source === 'new') this.newGame();
      else this.newGame({ rows: this._params.rows, cols: this._params.cols, mines: this._params.mines,
        start: this.getAttribute('start') || 'opening' });
    } catch (err) {
      this._showMessage(err.message);
    }
  }

  /** The cell under a viewport point, or null. */
  _cellAt(clientX, clientY) {
    if (!this._game) return null;
    const sc = this._ui.scroller;
    const box = sc.getBoundingClientRect();
    const x = clientX - box.left, y = clientY - box.top;
    if (x < 0 || y < 0 || x >= sc.clientWidth || y >= sc.clientHeight) return null;
    const c = Math.floor((x + sc.scrollLeft) / this._cell), r = Math.floor((y + sc.scrollTop) / this._cell);
    if (r < 0 || c < 0 || r >= this._params.rows || c >= this._params.cols) return null;
    return { r, c };
  }

  _mouseDown(e) {
    const m = this._mouse;
    if (e.button > 2) return;
    if (e.button === 1) e.preventDefault(); // no autoscroll
    // e.buttons is the truth about what is held (a button let go outside
    // the board never sent us its mouseup).
    m.left = (e.buttons & 1) !== 0 || e.button === 0;
    m.right = (e.buttons & 2) !== 0 || e.button === 2;
    m.middle = (e.buttons & 4) !== 0 || e.button === 1;
    if (!(m.left && m.right)) m.combo = m.used = false;
    this._keyboard = false;
    const cell = this._cellAt(e.clientX, e.clientY);
    if (m.left && m.right) m.combo = true;
    if (e.button === 2 && !m.left && cell) {
      this._cursor = cell;
      this._flag(cell.r, cell.c);
    }
    this._mouseMove(e);
  }

  _mouseMove(e) {
    const m = this._mouse;
    if (e.buttons === 0) m.left = m.right = m.middle = m.combo = m.used = false;
    if (!this._playing() || !(m.left || m.middle || m.combo)) return this._setPressed(null);
    const cell = this._cellAt(e.clientX, e.clientY);
    this._setPressed(cell ? { r: cell.r, c: cell.c, area: m.combo || m.middle } : null);
  }

  _mouseUp(e) {
    const m = this._mouse;
    const cell = this._cellAt(e.clientX, e.clientY);
    const wasCombo = m.combo;
    if (e.button === 0) m.left = false;
    else if (e.button === 1) m.middle = false;
    else if (e.button === 2) m.right = false;
    else return;
    this._setPressed(null);
    if (wasCombo) {
      // Both buttons: chord at the first release, ignore the second.
      if (!m.used && cell) this._chord(cell.r, cell.c, true);
      m.used = true;
      if (!m.left && !m.right) m.combo = m.used = false;
      return;
    }
    if (!cell) return;
    this._cursor = cell;
    if (e.button === 0) this._primary(cell.r, cell.c, this._flagMode);
    else if (e.button === 1) this._chord(cell.r, cell.c, true);
    else this._drawCursor();
  }

  _setPressed(p) {
    const old = this._pressed;
    if (!old && !p) return;
    if (old && p && old.r === p.r && old.c === p.c && old.area === p.area) return;
    this._pressed = p;
    this._ui.face.dataset.mood = p ? 'press' : this._mood();
    this._drawOverlays();
  }

  _pointerDown(e) {
    if (e.pointerType === 'mouse') return;
    e.preventDefault(); // no compatibility mouse events, no text selection
    this._keyboard = false;
    this._ui.scroller.setPointerCapture(e.pointerId);
    this._touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this._touches.size === 1) {
      const cell = this._cellAt(e.clientX, e.clientY);
      const t = this._touch = { id: e.pointerId, x0: e.clientX, y0: e.clientY, cell, moved: false, done: false, timer: 0 };
      if (cell && this._playing()) {
        this._showPress(e.clientX, e.clientY);
        t.timer = setTimeout(() => {
          t.done = true;
          this._hidePress();
          this._cursor = cell;
          this._flag(cell.r, cell.c);
        }, this._longPressMs());
      }
    } else {
      this._cancelTouch();
      this._pinch = this._pinchState();
    }
  }

  _pointerMove(e) {
    if (e.pointerType === 'mouse' || !this._touches.has(e.pointerId)) return;
    const prev = this._touches.get(e.pointerId);
    const cur = { x: e.clientX, y: e.clientY };
    this._touches.set(e.pointerId, cur);
    const sc = this._ui.scroller;
    if (this._touches.size >= 2 && this._pinch) {
      const p = this._pinchState();
      const box = sc.getBoundingClientRect();
      sc.scrollLeft -= p.mx - this._pinch.mx;
      sc.scrollTop -= p.my - this._pinch.my;
      if (this._pinch.d > 10) this._zoomTo(this._pinch.cell * (p.d / this._pinch.d), p.mx - box.left, p.my - box.top, true);
      this._pinch.mx = p.mx;
      this._pinch.my = p.my;
      return;
    }
    const t = this._touch;
    if (!t || t.id !== e.pointerId) return;
    if (!t.moved && Math.hypot(cur.x - t.x0, cur.y - t.y0) > 10) {
      t.moved = true;
      clearTimeout(t.timer);
      this._hidePress();
    }
    if (t.moved) {
      sc.scrollLeft -= cur.x - prev.x;
      sc.scrollTop -= cur.y - prev.y;
    }
  }

  _pointerUp(e, cancelled) {
    if (e.pointerType === 'mouse' || !this._touches.has(e.pointerId)) return;
    this._touches.delete(e.pointerId);
    const t = this._touch;
    if (t && t.id === e.pointerId) {
      clearTimeout(t.timer);
      this._hidePress();
      if (!cancelled && !t.moved && !t.done && t.cell) {
        this._cursor = t.cell;
        this._primary(t.cell.r, t.cell.c, this._flagMode);
      }
      this._touch = null;
    }
    if (this._touches.size < 2 && this._pinch) {
      this._pinch = null;
      this._reflecting = true;
      this.setAttribute('cell-size', String(Math.round(this._cellCss)));
      this._reflecting = false;
    }
  }

  _cancelTouch() {
    const t = this._touch;
    if (t) {
      clearTimeout(t.timer);
      t.done = true;
    }
    this._hidePress();
  }

  _pinchState() {
    const pts = Array.from(this._touches.values());
    const a = pts[0], b = pts[1];
    return { d: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2, cell: this._cellCss };
  }

  _longPressMs() {
    const v = Number(this.getAttribute('long-press'));
    return v > 0 ? v : 350;
  }

  _showPress(x, y) {
    const press = this._ui.press;
    const box = this._ui.board.getBoundingClientRect();
    press.style.left = `${x - box.left}px`;
    press.style.top = `${y - box.top}px`;
    press.style.setProperty('--gg-long-press', `${this._longPressMs()}ms`);
    // Restart the animation.
    press.hidden = true;
    void press.getBoundingClientRect();
    press.hidden = false;
  }

  _hidePress() {
    this._ui.press.hidden = true;
  }

  _keyDown(e) {
    if (!this._game || e.altKey || e.metaKey) return;
    if (!this._keyboard) {
      this._keyboard = true;
      this._drawCursor();
    }
    const { rows, cols } = this._params;
    let { r, c } = this._cursor;
    const page = Math.max(1, Math.floor(this._ui.scroller.clientHeight / this._cell) - 1);
    const step = e.ctrlKey || e.shiftKey ? 5 : 1;
    let moved = true;
    switch (e.key) {
      case 'ArrowUp': r -= step; break;
      case 'ArrowDown': r += step; break;
      case 'ArrowLeft': c -= step; break;
      case 'ArrowRight': c += step; break;
      case 'Home': c = 0; if (e.ctrlKey) r = 0; break;
      case 'End': c = cols - 1; if (e.ctrlKey) r = rows - 1; break;
      case 'PageUp': r -= page; break;
      case 'PageDown': r += page; break;
      default: moved = false;
    }
    if (moved) {
      e.preventDefault();
      this._cursor = { r: Math.max(0, Math.min(rows - 1, r)), c: Math.max(0, Math.min(cols - 1, c)) };
      this._scrollCellIntoView(this._cursor.r, this._cursor.c, false);
      this._drawCursor();
      this._announceCell(this._cursor.r, this._cursor.c);
      return;
    }
    if (e.ctrlKey) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === ' ' || key === 'Enter') {
      e.preventDefault();
      this._primary(this._cursor.r, this._cursor.c, false);
    } else if (key === 'f') {
      e.preventDefault();
      this._flag(this._cursor.r, this._cursor.c);
    } else if (key === 'n') {
      e.preventDefault();
      this._newGameByPlayer();
    } else if (key === 'h') {
      e.preventDefault();
      this._guarded(() => this.hint());
    } else if (key === 'o') {
      e.preventDefault();
      this.showOdds = !this._oddsOn;
    } else if (key === 'p') {
      e.preventDefault();
      this._guarded(() => this.playSafeMoves());
    } else if (key === '+' || key === '=') {
      e.preventDefault();
      this._zoomStep(1);
    } else if (key === '-') {
      e.preventDefault();
      this._zoomStep(-1);
    }
  }

  // ---- zoom and layout

  _applyZoomAttribute() {
    const v = Number(this.getAttribute('cell-size'));
    if (v > 0) this._cellCss = Math.max(8, Math.min(80, v));
    else this._cellCss = matchMedia('(pointer: coarse)').matches ? 32 : 24; // room for a fingertip
  }

  _zoomStep(dir) {
    const cur = this._cellCss;
    let next = cur;
    if (dir > 0) next = ZOOM_STEPS.find((s) => s > cur + 0.5) || ZOOM_STEPS[ZOOM_STEPS.length - 1];
    else next = ZOOM_STEPS.slice().reverse().find((s) => s < cur - 0.5) || ZOOM_STEPS[0];
    const sc = this._ui.scroller;
    this._zoomTo(next, sc.clientWidth / 2, sc.clientHeight / 2);
  }

  /** Set the cell size, keeping the board point under (ax, ay) in place. */
  _zoomTo(size, ax, ay, live) {
    const next = Math.max(8, Math.min(80, size));
    if (!this._game || Math.abs(next - this._cellCss) < 0.01) return;
    const sc = this._ui.scroller;
    const bx = (sc.scrollLeft + ax) / this._cell, by = (sc.scrollTop + ay) / this._cell;
    this._cellCss = next;
    if (!live) {
      this._reflecting = true;
      this.setAttribute('cell-size', String(Math.round(next)));
      this._reflecting = false;
    }
    this._layout(() => {
      sc.scrollLeft = bx * this._cell - ax;
      sc.scrollTop = by * this._cell - ay;
    });
  }

  _layout(beforeRender) {
    if (!this._params) return;
    const ui = this._ui;
    this._dpr = window.devicePixelRatio || 1;
    this._cellDev = Math.max(6, Math.round(this._cellCss * this._dpr));
    this._cell = this._cellDev / this._dpr;
    const w = this._params.cols * this._cell, h = this._params.rows * this._cell;
    ui.spacer.style.width = `${w}px`;
    ui.spacer.style.height = `${h}px`;
    ui.scroller.style.width = `${w}px`;
    ui.scroller.style.height = `${h}px`;
    this._sprites = null;
    if (beforeRender) beforeRender();
    this._resizeCanvas();
  }

  _resizeCanvas() {
    const ui = this._ui;
    if (!this._params) return;
    const w = ui.scroller.clientWidth, h = ui.scroller.clientHeight;
    const dw = Math.max(1, Math.round(w * this._dpr)), dh = Math.max(1, Math.round(h * this._dpr));
    if (ui.canvas.width !== dw || ui.canvas.height !== dh) {
      ui.canvas.width = dw;
      ui.canvas.height = dh;
      ui.canvas.style.width = `${dw / this._dpr}px`;
      ui.canvas.style.height = `${dh / this._dpr}px`;
    }
    this._render(true);
  }

  _scrollCellIntoView(r, c, center) {
    const sc = this._ui.scroller, s = this._cell;
    const x0 = c * s, y0 = r * s;
    const vw = sc.clientWidth, vh = sc.clientHeight;
    if (x0 < sc.scrollLeft || x0 + s > sc.scrollLeft + vw) sc.scrollLeft = center ? x0 + s / 2 - vw / 2 : (x0 < sc.scrollLeft ? x0 : x0 + s - vw);
    if (y0 < sc.scrollTop || y0 + s > sc.scrollTop + vh) sc.scrollTop = center ? y0 + s / 2 - vh / 2 : (y0 < sc.scrollTop ? y0 : y0 + s - vh);
    this._render(true);
  }

  // ---- drawing

  _theme() {
    const cs = getComputedStyle(this);
    const get = (name) => cs.getPropertyValue(name).trim();
    const t = {};
    for (const name of ['hidden', 'light', 'shade', 'open', 'grid', 'flag', 'mine', 'blown', 'cursor', 'pressed', 'text']) {
      t[name] = get(`--gg-${name}`);
    }
    t.numbers = [];
    for (let n = 1; n <= 8; n++) t.numbers[n] = get(`--gg-n${n}`);
    return t;
  }

  /** Every tile drawn once at the cell size in device pixels. */
  _buildSprites() {
    const s = this._cellDev;
    const t = this._theme();
    const sheet = document.createElement('canvas');
    sheet.width = s * (TILE_CODES.length + 1);
    sheet.height = s;
    const g = sheet.getContext('2d');
    const line = Math.max(1, Math.round(s / 24));
    const bevel = Math.max(1, Math.round(s / 9));
    const open = (x, fill) => {
      g.fillStyle = fill || t.open;
      g.fillRect(x, 0, s, s);
      g.fillStyle = t.grid;
      g.fillRect(x + s - line, 0, line, s);
      g.fillRect(x, s - line, s, line);
    };
    const hidden = (x) => {
      g.fillStyle = t.hidden;
      g.fillRect(x, 0, s, s);
      g.fillStyle = t.light;
      g.fillRect(x, 0, s - bevel, bevel);
      g.fillRect(x, 0, bevel, s - bevel);
      g.fillStyle = t.shade;
      g.beginPath();
      g.moveTo(x + s, 0); g.lineTo(x + s, s); g.lineTo(x, s);
      g.lineTo(x + bevel, s - bevel); g.lineTo(x + s - bevel, s - bevel); g.lineTo(x + s - bevel, bevel);
      g.closePath();
      g.fill();
    };
    const flag = (x) => {
      // A pennant on a pole standing on a two-step base: at any size it
      // must not read as the digit 1.
      const u = s / 16;
      g.fillStyle = t.mine;
      g.fillRect(x + 8.6 * u, 2.4 * u, 1.3 * u, 9.4 * u);
      g.fillRect(x + 6.2 * u, 11 * u, 6 * u, 1.4 * u);
      g.fillRect(x + 4.2 * u, 12.2 * u, 10 * u, 1.6 * u);
      g.fillStyle = t.flag;
      g.beginPath();
      g.moveTo(x + 9.9 * u, 2.2 * u); g.lineTo(x + 9.9 * u, 8.6 * u); g.lineTo(x + 2.6 * u, 5.4 * u);
      g.closePath();
      g.fill();
    };
    const mine = (x) => {
      const cx = x + s / 2, cy = s / 2, rad = s * 0.26;
      g.strokeStyle = t.mine;
      g.lineWidth = Math.max(1, s / 14);
      g.beginPath();
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 4;
        g.moveTo(cx - Math.cos(a) * rad * 1.45, cy - Math.sin(a) * rad * 1.45);
        g.lineTo(cx + Math.cos(a) * rad * 1.45, cy + Math.sin(a) * rad * 1.45);
      }
      g.stroke();
      g.fillStyle = t.mine;
      g.beginPath();
      g.arc(cx, cy, rad, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = t.open;
      g.beginPath();
      g.arc(cx - rad * 0.35, cy - rad * 0.35, rad * 0.25, 0, Math.PI * 2);
      g.fill();
    };
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (let i = 0; i < TILE_CODES.length; i++) {
      const ch = TILE_CODES[i], x = i * s;
      if (ch === '#') hidden(x);
      else if (ch === 'F') { hidden(x); flag(x); }
      else if (ch >= '0' && ch <= '8') {
        open(x);
        if (ch !== '0') {
          g.fillStyle = t.numbers[ch.charCodeAt(0) - 48];
          g.font = `bold ${Math.round(s * 0.66)}px ui-sans-serif, system-ui, "DejaVu Sans", Arial, sans-serif`;
          g.fillText(ch, x + s / 2, s / 2 + s * 0.04);
        }
      } else if (ch === '*') { open(x); mine(x); }
      else if (ch === 'X') { open(x, t.blown); mine(x); }
      else if (ch === '!') {
        open(x);
        flag(x);
        g.strokeStyle = t.blown;
        g.lineWidth = Math.max(1.5, s / 10);
        g.beginPath();
        g.moveTo(x + s * 0.2, s * 0.2); g.lineTo(x + s * 0.8, s * 0.8);
        g.moveTo(x + s * 0.8, s * 0.2); g.lineTo(x + s * 0.2, s * 0.8);
        g.stroke();
      }
    }
    open(TILE_PRESSED * s, t.pressed);
    this._sprites = { sheet, size: s, theme: t, tile: new Int16Array(128).fill(0) };
    for (let i = 0; i < TILE_CODES.length; i++) this._sprites.tile[TILE_CODES.charCodeAt(i)] = i;
  }

  /** Draw the visible cells: all of them (full) or those whose look
   * changed since the last draw; info's dirty rectangle bounds the check. */
  _render(full, info) {
    if (!this._game || !this._cellDev) return;
    const ui = this._ui, ctx = this._ctx;
    const sc = ui.scroller;
    const { rows, cols } = this._params;
    if (!this._sprites || this._sprites.size !== this._cellDev) this._buildSprites();
    const s = this._cellDev, dpr = this._dpr;
    const x0 = Math.round(sc.scrollLeft * dpr), y0 = Math.round(sc.scrollTop * dpr);
    const cw = ui.canvas.width, ch = ui.canvas.height;
    const c0 = Math.min(cols - 1, Math.floor(x0 / s)), r0 = Math.min(rows - 1, Math.floor(y0 / s));
    const c1 = Math.min(cols - 1, Math.floor((x0 + cw - 1) / s)), r1 = Math.min(rows - 1, Math.floor((y0 + ch - 1) / s));
    const nr = r1 - r0 + 1, nc = c1 - c0 + 1;
    let v = this._view;
    const same = v && v.x0 === x0 && v.y0 === y0 && v.r0 === r0 && v.c0 === c0 && v.nr === nr && v.nc === nc &&
      v.cw === cw && v.ch === ch && v.sheet === this._sprites.sheet;
    if (!same) full = true;
    if (!full && info && info[MI.DIRTY] < 0) return this._drawOverlays();
    // Only the rows the move touched need a look (a big board's flood can
    // cover rows far outside the view).
    let dr0 = r0, dr1 = r1, dc0 = c0, dc1 = c1;
    if (!full && info) {
      dr0 = Math.max(r0, info[MI.DIRTY]); dc0 = Math.max(c0, info[MI.DIRTY + 1]);
      dr1 = Math.min(r1, info[MI.DIRTY + 2]); dc1 = Math.min(c1, info[MI.DIRTY + 3]);
      if (dr0 > dr1 || dc0 > dc1) return this._drawOverlays();
    }
    if (full) {
      v = this._view = { x0, y0, r0, c0, nr, nc, cw, ch, sheet: this._sprites.sheet, codes: new Uint8Array(nr * nc) };
      ctx.fillStyle = this._sprites.theme.open;
      ctx.fillRect(0, 0, cw, ch);
    }
    const snap = this._game.snapshot(dr0, dc0, dr1 - dr0 + 1, dc1 - dc0 + 1);
    const sheet = this._sprites.sheet, tile = this._sprites.tile;
    const pw = dc1 - dc0 + 1;
    for (let r = dr0; r <= dr1; r++) {
      const y = r * s - y0;
      const srow = (r - dr0) * pw, vrow = (r - r0) * nc - c0;
      for (let c = dc0; c <= dc1; c++) {
        const code = snap[srow + c - dc0];
        if (!full && v.codes[vrow + c] === code) continue;
        v.codes[vrow + c] = code;
        ctx.drawImage(sheet, tile[code] * s, 0, s, s, c * s - x0, y, s, s);
      }
    }
    this._drawOverlays();
  }

  /** Redraw one visible cell from the cache, then what sits on top. */
  _redrawCell(r, c) {
    const v = this._view;
    if (!v || r < v.r0 || c < v.c0 || r >= v.r0 + v.nr || c >= v.c0 + v.nc) return;
    const s = this._cellDev;
    this._ctx.drawImage(this._sprites.sheet, this._sprites.tile[v.codes[(r - v.r0) * v.nc + c - v.c0]] * s, 0, s, s,
      c * s - v.x0, r * s - v.y0, s, s);
  }

  /** The pushed-in cells under a held button and the keyboard cursor. */
  _drawOverlays() {
    const v = this._view;
    if (!v) return;
    const ctx = this._ctx, s = this._cellDev;
    const p = this._pressed;
    // Cells drawn pressed or with a cursor last time are restored first.
    for (const key of this._overlayCells || []) this._redrawCell(key[0], key[1]);
    this._overlayCells = [];
    if (p && this._playing()) {
      const span = p.area ? 1 : 0;
      for (let r = p.r - span; r <= p.r + span; r++) {
        for (let c = p.c - span; c <= p.c + span; c++) {
          if (r < v.r0 || c < v.c0 || r >= v.r0 + v.nr || c >= v.c0 + v.nc) continue;
          if (v.codes[(r - v.r0) * v.nc + c - v.c0] !== 35) continue; // '#'
          ctx.drawImage(this._sprites.sheet, TILE_PRESSED * s, 0, s, s, c * s - v.x0, r * s - v.y0, s, s);
          this._overlayCells.push([r, c]);
        }
      }
    }
    if (this._oddsOn && this._game && this._info[MI.STATE] <= 1) this._drawOdds(v);
    if (this._hint) {
      const { r, c, kind } = this._hint;
      const w = Math.max(3, Math.round(s / 7));
      ctx.strokeStyle = kind === 'safe' ? '#16a34a' : '#f59e0b';
      ctx.lineWidth = w;
      ctx.strokeRect(c * s - v.x0 + w / 2, r * s - v.y0 + w / 2, s - w, s - w);
      this._overlayCells.push([r, c]);
    }
    if (this._keyboard && this._hasFocus()) {
      const { r, c } = this._cursor;
      const x = c * s - v.x0, y = r * s - v.y0;
      const w = Math.max(2, Math.round(s / 10));
      ctx.strokeStyle = this._sprites.theme.cursor;
      ctx.lineWidth = w;
      ctx.strokeRect(x + w / 2, y + w / 2, s - w, s - w);
      ctx.strokeStyle = this._sprites.theme.open;
      ctx.lineWidth = Math.max(1, w / 2);
      ctx.strokeRect(x + w + 0.5, y + w + 0.5, s - 2 * w - 1, s - 2 * w - 1);
      this._overlayCells.push([r, c]);
    }
  }

  _hasFocus() {
    return this.shadowRoot.activeElement === this._ui.scroller;
  }

  /** Tint the visible hidden cells by their chance of a mine (green safe,
   * red mine), with the percentage when the cells are big enough. The
   * analysis is redone only after a move. */
  _drawOdds(v) {
    const info = this._info;
    const key = `${this._game.handle}:${info[MI.STEPS]}:${info[MI.SAFE_LEFT]}`;
    if (!this._odds || this._odds.key !== key) {
      try {
        this._odds = { key, odds: this._game.analyse(true).odds.slice() };
      } catch (e) {
        this._odds = { key, odds: null };
      }
    }
    const odds = this._odds.odds;
    if (!odds) return;
    const ctx = this._ctx, s = this._cellDev, cols = this._params.cols;
    const label = s >= 22 * this._dpr;
    if (label) {
      ctx.font = `${Math.round(s * 0.36)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
    }
    for (let r = v.r0; r < v.r0 + v.nr; r++) {
      for (let c = v.c0; c < v.c0 + v.nc; c++) {
        const code = v.codes[(r - v.r0) * v.nc + c - v.c0];
        if (code !== 35 && code !== 70) continue; // '#' or 'F'
        const p = odds[r * cols + c];
        if (p < 0) continue;
        const x = c * s - v.x0, y = r * s - v.y0;
        ctx.fillStyle = `rgba(${Math.round(40 + 200 * p)},${Math.round(170 - 130 * p)},60,0.42)`;
        ctx.fillRect(x, y, s, s);
        if (label) {
          ctx.fillStyle = '#111';
          ctx.fillText(p === 0 ? '0' : p === 1 ? '100' : String(Math.max(1, Math.min(99, Math.round(100 * p)))),
            x + s / 2, y + s / 2 + 1);
        }
        this._overlayCells.push([r, c]);
      }
    }
  }

  _drawCursor() {
    this._drawOverlays();
  }

  // ---- status: counter, timer, face, messages, announcements

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

  _startTimer() {
    const t = this._timer;
    if (t.running) return;
    t.running = true;
    t.t0 = performance.now();
    this._startTicking();
  }

  _startTicking() {
    clearInterval(this._timer.interval);
    this._timer.interval = setInterval(() => this._updateTimer(), 250);
    this._updateTimer();
  }

  _stopTimer() {
    const t = this._timer;
    if (t.running) t.base += (performance.now() - t.t0) / 1000;
    t.running = false;
    clearInterval(t.interval);
    t.interval = 0;
    this._updateTimer();
  }

  _updateTimer() {
    this._ui.timer.textContent = String(Math.min(999, Math.floor(this.seconds))).padStart(3, '0');
  }

  _showMessage(text) {
    this._ui.message.textContent = text;
    this._ui.message.hidden = false;
  }

  _hideMessage() {
    this._ui.message.hidden = true;
    this._ui.message.textContent = '';
  }

  _announce(text) {
    // Replacing the text of an aria-atomic live region has it read out.
    this._ui.live.textContent = text;
  }

  _announceCell(r, c) {
    const shown = this._shown(r, c);
    const what = { '#': 'hidden', F: 'flagged', '*': 'mine', X: 'the mine that blew', '!': 'wrong flag' }[shown] ||
      (shown === '0' ? 'empty' : shown);
    this._announce(`Row ${r + 1}, column ${c + 1}: ${what}`);
  }

  _stateSentence(info) {
    const st = info[MI.STATE];
    if (st === 2) return 'The board is cleared.';
    if (st >= 3) return 'The game is over.';
    return `${info[MI.MINES] - info[MI.FLAGS]} mines left.`;
  }

  _moveSentence(info) {
    const r = info[MI.MOVE_R] + 1, c = info[MI.MOVE_C] + 1;
    const at = `row ${r}, column ${c}`;
    const left = `${info[MI.MINES] - info[MI.FLAGS]} mines left.`;
    let s;
    switch (info[MI.FEEDBACK]) {
      case FB.SUCCESS: s = `Flag placed on ${at}. ${left}`; break;
      case FB.CANCELLED: s = `Flag removed from ${at}. ${left}`; break;
      case FB.SWEPT: s = `${at} is already swept.`; break;
      case FB.FLAGGED: s = `${at} is flagged.`; break;
      case FB.NOT_SWEPT: s = `${at} is not swept, so it cannot be chorded.`; break;
      case FB.FAILED: s = `Chord on ${at} failed: the flags around it do not match its number.`; break;
      case FB.BOOM: s = `Boom! A mine at row ${info[MI.BLOWN_R] + 1}, column ${info[MI.BLOWN_C] + 1}. Game over.`; break;
      case FB.DETECTED: {
        const n = info[MI.REVEALED];
        if (n === 0) s = 'Nothing new swept.';
        else if (n === 1 && info[MI.MOVE_KIND] === 1) s = `${at}: ${this._shown(r - 1, c - 1)}.`;
        else s = `${n} cells swept.`;
        break;
      }
      default: s = info[MI.MOVE_KIND] === 3 ? 'Gave up.' : '';
    }
    if (info[MI.STATE] === 2) s += ` Board cleared in ${Math.round(this.seconds)} seconds. You win!`;
    return s;
  }
}
