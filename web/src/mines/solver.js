// mines/solver.js — MinesSolver, the solver's help in <gg-mines>: the hint
// (a safe cell or the best guess, marked until the next move, said in the
// advice line), the odds overlay's on/off and its analysis, and playing
// the safe moves. The engine's solver (gg_mines_analyse) decides what is
// safe; this only asks and shows. The element owns one; it uses the
// element's game (_game, _info, _params), its moves (_play, minesSweep,
// _shown) and words (_announce), and the view (which draws the hint and
// the odds).
// The solver is in its own wasm (gg-mines-solver.wasm), loaded at the
// first request with the code that asks it (mines/advice.js): each request
// runs on a copy of the game there, and on a big board, where it can take
// longer than a frame, in that wasm's worker (mines/away.js). So the
// element's hint() and playSafeMoves() answer with promises. What stays
// here is what a move, the view and the words read at once: the hint, the
// review's marks, the overlay's switch, the advice line.
import { ggEngine } from '../core/engine.js';
import { MI, MINES_SOLVER_ENGINE } from './engine.js';
import { minesSweep } from './moves.js';
import { minesAway } from './away.js';

// From this many cells the requests go to the worker: a 100 x 100
// board's advised guess takes 13 ms (median) to 37 ms (99th percentile)
// natively; Expert's stays under 2 ms and is shown at once.
export const MINES_AWAY_SOLVER = 4096;

export class MinesSolver {
  constructor(el) {
    this._el = el;
    this._S = null;           // the solver's engine, once loaded
    this._hint = null;        // { r, c, kind } the last hint, drawn until the next move
    this._oddsOn = false;     // the odds overlay
    this._odds = null;        // { key, odds: Float32Array } the overlay's last analysis
    this._marks = [];         // [{ r, c, color }] cells outlined by the review (mines/review.js)
    this._safeRunning = false;
    this._advice = null;      // [key, params] the advice line says, again in each language
    this._code = null;        // mines/advice.js, once loaded
  }

  /** The advice line: a message of words.js (none: empty), said again
   * when the language changes (_sayAdvice). Returns its text. */
  _say(key, params) {
    this._advice = key ? [key, params] : null;
    return this._sayAdvice();
  }

  _sayAdvice() {
    const a = this._advice;
    return (this._el._ui.advice.textContent = a ? this._el._t(a[0], a[1]) : '');
  }

  /** The solver's engine, loaded on first use. */
  async _engine() {
    return this._S || (this._S = await ggEngine(MINES_SOLVER_ENGINE));
  }

  /** A copy of the game as it stands, with the analysis' options
   * { withOdds, advise } (what minesAnalyseCopy takes). */
  _copy(options) {
    const el = this._el;
    return Object.assign(el._needGame().copy(el._params), options);
  }

  /** run(M, args) in engine M's worker (mines/away.js's minesAway), for
   * the modules loaded later (advice.js, review.js), which import none of
   * the first load's but through what they are given. */
  _away(M, op, run, args, transfer) {
    return minesAway(M, op, run, args, transfer);
  }

  /** Sweep (r, c) as input would (a flood on a big board goes to the
   * worker: a promise of it shown). */
  _sweep(line, r, c) {
    return minesSweep(this._el, line, r, c, false);
  }

  /** The solver's code (mines/advice.js), loaded with its wasm. */
  _work() {
    return import('./advice.js').then((m) => (this._code = m));
  }

  /** The element's hint(), and the hint asked for from input: the advice
   * on the game as it stands (copied now), marked and said if the game has
   * not moved on by the time it comes. */
  async _advise() {
    const el = this._el;
    el._settle();
    el._endReview();
    const key = this._key(), copy = this._copy({ withOdds: false, advise: true });
    const wait = !this._S || this._goesAway();
    if (wait) this._say('thinking');
    try {
      return await (await this._work()).minesAdvise(this, key, copy);
    } finally {
      if (wait && this._advice && this._advice[0] === 'thinking') this._say();
    }
  }

  _adviseFromInput() {
    this._advise().catch((err) => this._el._showMessage(err.message));
  }

  /** A move was made: the hint no longer holds. */
  _forget() {
    if (this._hint) {
      this._hint = null;
      this._say();
    }
  }

  _showOdds(on) {
    const el = this._el;
    this._oddsOn = !!on;
    el._ui.odds.setAttribute('aria-pressed', String(this._oddsOn));
    this._odds = null;
    if (el._game) el._view._render(true);
  }

  /** Draw the odds over the view's rectangle v: every hidden cell's
   * chance of a mine in the game as it stands (mines/advice.js, which is
   * asked for now if it is not here; the overlay is drawn again then). */
  _drawOdds(v) {
    const el = this._el;
    if (!this._code) return void this._work().then(() => el._view._drawOverlays());
    const odds = this._code.minesCurrentOdds(this);
    if (odds) this._code.minesDrawOdds(el._view, v, odds);
  }

  /** Which position the game is in: a move changes it. */
  _key() {
    const el = this._el, info = el._info;
    return el._game ? `${el._game.handle}:${info[MI.STEPS]}:${info[MI.SAFE_LEFT]}` : '';
  }

  /** Does the solver's work on this board go to the worker? */
  _goesAway() {
    const p = this._el._params;
    return !!p && p.rows * p.cols >= MINES_AWAY_SOLVER;
  }

  /** The element's playSafeMoves(), and the same from input: sweep what
   * logic proves safe until nothing is (mines/advice.js). */
  async _playSafe() {
    const el = this._el;
    el._settle();
    el._endReview();
    el._needGame();
    return (await this._work()).minesPlaySafe(this);
  }

  _playSafeFromInput() {
    this._playSafe().catch((err) => this._el._showMessage(err.message));
  }
}
