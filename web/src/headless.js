// headless.js — the engines without a DOM, for Node and for pages that
// draw their own board (package entry gridgames/headless): Minesweeper
// games played by command lines (the language of docs/minesweeper.md),
// their board and feedback text, the solver's advice; a Snakes & Ladders
// board's least rolls, expectation and distribution. Each game's wasm is
// loaded only when asked for.
import { ggDecoder, ggEngine, ggErrorText, ggRandomSeed, ggWithText, ggBytes } from './core/engine.js';
import { MI, MINES_SOLVER_ENGINE, MinesEngine, STATE_NAMES, minesConfigure, minesRowsShown } from './mines/engine.js';
import { minesAnalyse } from './mines/copies.js';
import { SF, SI, SNAKES_MAKER_ENGINE, SNAKE_RULES, snCheck, snakesConfigure } from './snakes/engine.js';

/** @typedef {import('./core/engine.js').Engine} Engine */
/** @typedef {import('./core/engine.js').EngineOptions} EngineOptions */

/** The package's version (VERSION, set by the build). */
export const version = GG_VERSION;

/** An error's sentence in language lang: the message of an Error this API
 * or an element threw (always English, the engine's sentence or ours),
 * said in lang once that language's errors are loaded (a chunk of their
 * own); English where there is no translation. Translations registered
 * by registerTranslation (part `error`, and `engine` keyed by the
 * engine's format string) count.
 * @param {string} message @param {string} lang @returns {Promise<string>} */
export function translateError(message, lang) {
  return new Promise((resolve) => ggErrorText(lang, String(message), resolve));
}

export { registerTranslation } from './core/engine.js';

// A headless game plays in Minesweeper's wasm with the solver (hint()), a
// board is made in Snakes & Ladders' with the board maker (boards 'random'
// and 'design').
const KINDS = { mines: MINES_SOLVER_ENGINE, snakes: SNAKES_MAKER_ENGINE };

/** Set how each game's engine loads, before it does: { mines, snakes },
 * each { wasmBinary } (the bytes: Node, or a bundler that inlines them) or
 * { wasmUrl } (where the .wasm is served, when not beside the module).
 * Minesweeper's options take solver: the same for gg-mines-solver.wasm,
 * which headless games play in (by default beside mines.wasmUrl); Snakes &
 * Ladders', maker: the same for gg-snakes-maker.wasm, the headless
 * boards' (by default beside snakes.wasmUrl).
 * @param {{ mines?: EngineOptions & { solver?: EngineOptions }, snakes?: EngineOptions & { maker?: EngineOptions } }} options */
export function configure(options) {
  if (options.mines) minesConfigure(options.mines);
  if (options.snakes) snakesConfigure(options.snakes);
}

/** Resolves with the engines asked for (both by default): { version,
 * mines(options), snakes(options) }; a game not asked for throws. Under
 * Node the package's node entry hands the wasm bytes in first.
 * @param {Array<'mines' | 'snakes'>} [games] */
export async function loadEngine(games) {
  const asked = games || ['mines', 'snakes'];
  for (const name of asked) {
    if (!Object.hasOwn(KINDS, name)) throw new Error(`there is no game "${name}" (mines or snakes)`);
  }
  const [mines, snakes] = await Promise.all(['mines', 'snakes'].map((name) =>
    (asked.indexOf(/** @type {any} */ (name)) >= 0 ? ggEngine(/** @type {any} */ (KINDS)[name]) : null)));
  /** @param {string} name */
  const missing = (name) => new Error(`the ${name} engine was not loaded: loadEngine(['${name}'])`);
  return {
    version,
    /** @param {object} [options] */
    mines: (options) => {
      if (!mines) throw missing('mines');
      return new MinesGame(mines, options || {});
    },
    /** @param {object} [options] */
    snakes: (options) => {
      if (!snakes) throw missing('snakes');
      return snakesAnalysis(snakes, options || {});
    },
  };
}

/** One Minesweeper game, held in the engine until free(). options: { rows,
 * cols, mines, seed, start } (laid at the first Sweep from the seed; with
 * no seed a random one, as everywhere: docs/seeds.md), or { layout }: a
 * command file's first lines (`n m` and the rows of `*` and `.`), with any
 * moves after them played. */
export class MinesGame {
  constructor(M, o) {
    /** @type {import('../package/elements.js').MinesGameParams} */
    this._params = { rows: 0, cols: 0, mines: 0, seed: null, start: null };
    if (o.layout != null) {
      this._game = MinesEngine.loadReplay(M, String(o.layout));
    } else {
      const whole = (name, dflt) => {
        const v = o[name] == null ? dflt : Number(o[name]);
        if (!Number.isInteger(v)) throw new Error(`${name} must be a whole number, not "${o[name]}"`);
        return v;
      };
      const seed = o.seed == null || o.seed === '' ? ggRandomSeed() : String(o.seed);
      const start = String(o.start || 'opening');
      this._game = MinesEngine.create(M, whole('rows', 9), whole('cols', 9), whole('mines', 10), seed, start);
      // the engine took it, so it is one of the modes
      Object.assign(this._params, { seed, start: /** @type {import('../package/elements.js').MinesStart} */ (start) });
    }
    this._info = this._game.info();
    Object.assign(this._params, { rows: this.rows, cols: this.cols, mines: this.mines });
  }

  /** { rows, cols, mines, seed, start }: the game's options, the seed
   * chosen at random when none was given (the same seed and options give
   * the same layout everywhere: docs/seeds.md); seed and start are null
   * for a game from a layout. */
  get params() {
    return Object.assign({}, this._params);
  }

  _need() {
    if (!this._game) throw new Error('this game was freed');
    return this._game;
  }

  /** Play one command line (`Sweep 3 4`, 1-based); returns the lines
   * `gridgames mines` prints for it. Throws with the engine's sentence on a
   * bad line, keeping the game. */
  play(line) {
    const game = this._need();
    this._info = game.play(String(line));
    return game.text(this._info);
  }

  /** "ready" (no sweep yet), "playing", "won" or "lost". */
  get state() {
    return this._game ? STATE_NAMES[this._info[MI.STATE]] : 'freed';
  }

  get rows() { return this._info[MI.ROWS]; }
  get cols() { return this._info[MI.COLS]; }
  get mines() { return this._info[MI.MINES]; }
  get flags() { return this._info[MI.FLAGS]; }
  get steps() { return this._info[MI.STEPS]; }

  /** One string a row: '#' hidden, 'F' flag, '0'-'8' swept; after a loss
   * '*' mine, 'X' the mine that blew, '!' a wrong flag. */
  board() {
    return minesRowsShown(this._need(), this.rows, this.cols);
  }

  /** The game as a command file: layout, moves, `Quit` if unfinished. */
  replay() {
    return this._need().replay();
  }

  /** The solver's advice from what a player sees: { row, col (0-based),
   * kind: 'safe' | 'guess' | 'none', probability, safe, mines, exact,
   * forced }, as <gg-mines>'s hint(). With { odds: true }, odds too: each
   * cell's chance of a mine, one array a row (-1 for a swept cell). */
  hint(options) {
    const withOdds = !!(options && options.odds);
    /** @type {any} */
    const a = minesAnalyse(this._need(), withOdds, true);
    if (withOdds) {
      const cols = this.cols, odds = [];
      for (let r = 0; r < this.rows; r++) odds.push(Array.from(a.odds.subarray(r * cols, (r + 1) * cols)));
      a.odds = odds;
    } else {
      delete a.odds;
    }
    return a;
  }

  /** Give the game's memory back to the engine. */
  free() {
    if (this._game) this._game.free();
    this._game = null;
  }
}

/** A Snakes & Ladders board's figures, for one player. options: { board:
 * 'classic' | 'random' | 'design' | a board code (`10_4-14_16-6`) |
 * LeetCode 909 JSON, n and seed (a random or designed board's), expected
 * (the expected rolls to design for, default 40), start (0 | 1), rule
 * ('over' | 'exact' | 'bounce') }, start and rule the board's own when
 * absent; a random or designed board with no seed gets a random one
 * (docs/seeds.md). Returns { n, squares, start, rule, seed (a random or
 * designed board's, else null), minRolls (-1 unreachable), path,
 * expectedRolls (Infinity when not finite), distribution: { p, never,
 * cut }, leetCode, code }. The engine's board is freed before it
 * returns. */
function snakesAnalysis(M, o) {
  const board = String(o.board == null || o.board === '' ? 'classic' : o.board).trim();
  const start = o.start == null || o.start === '' ? -1 : Number.isInteger(Number(o.start)) ? Number(o.start) : -9;
  const rule = o.rule == null ? '' : String(o.rule);
  const seed = o.seed == null || o.seed === '' ? ggRandomSeed() : String(o.seed);
  const n = o.n == null ? 10 : Number(o.n);
  let h;
  if (board === 'classic') h = snCheck(M, M._gg_snakes_new_classic());
  else if (board === 'random') h = snCheck(M, ggWithText(M, seed, (sp, sl) => M._gg_snakes_new_random(n, sp, sl)));
  else if (board === 'design') {
    h = snCheck(M, ggWithText(M, seed, (sp, sl) => ggWithText(M, rule, (rp, rl) =>
      M._gg_snakes_new_designed(n, o.expected == null ? 40 : Number(o.expected), start === -1 ? 0 : start, rp, rl, sp, sl))));
  } else {
    const code = /^\d/.test(board);
    h = snCheck(M, ggWithText(M, board, (bp, bl) => M[code ? '_gg_snakes_new_code' : '_gg_snakes_new_leetcode'](bp, bl)));
  }
  try {
    snCheck(M, ggWithText(M, rule, (rp, rl) => ggWithText(M, '1', (sp, sl) => M._gg_snakes_setup(h, 1, start, rp, rl, sp, sl))));
    snCheck(M, M._gg_snakes_analyse(h));
    const ip = M._gg_snakes_info(h) >> 2, fp = M._gg_snakes_figures(h) >> 3;
    const info = M.HEAP32.slice(ip, ip + SI.SIZE), f = M.HEAPF64.slice(fp, fp + SF.SIZE);
    const least = f[SF.LEAST], len = f[SF.DIST_LEN];
    const pp = M._gg_snakes_path(h) >> 2, dp = M._gg_snakes_distribution(h) >> 3;
    /** @type {import('../package/elements.js').SnakesAnalysis} */
    const out = {
      leetCode: '',
      code: '',
      seed: board === 'random' || board === 'design' ? seed : null,
      n: info[SI.N], squares: info[SI.SQUARES], start: info[SI.START], rule: SNAKE_RULES[info[SI.RULE]],
      minRolls: least,
      path: least >= 0 ? Array.from(M.HEAP32.subarray(pp, pp + least + 1)) : [],
      expectedRolls: f[SF.EXPECTED],
      distribution: { p: Array.from(M.HEAPF64.subarray(dp, dp + len)), never: f[SF.NEVER], cut: f[SF.DIST_CUT] === 1 },
    };
    // The exports reuse the game's text buffer: after the arrays are read.
    const text = (rc) => ggDecoder.decode(ggBytes(M, M._gg_snakes_text(h), snCheck(M, rc))).trim();
    out.leetCode = text(M._gg_snakes_json(h));
    out.code = text(M._gg_snakes_code(h));
    return out;
  } finally {
    M._gg_snakes_free(h);
  }
}
