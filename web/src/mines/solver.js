// mines/solver.js — MinesSolver, the solver's help in <gg-mines>: the hint
// (a safe cell or the best guess, marked until the next move, said in the
// advice line), the odds overlay's on/off and its analysis, and playing
// the safe moves. The engine's solver (gg_mines_analyse) decides what is
// safe; this only asks and shows. The element owns one; it uses the
// element's game (_game, _info, _params), its moves (_play, minesSweep,
// _shown) and words (_announce), and the view (which draws the hint and
// the odds).
// The solver is in its own wasm (gg-mines-solver.wasm), loaded at the
// first request: each request runs on a copy of the game there, and on a
// big board, where it can take longer than a frame, in that wasm's worker
// (mines/away.js). So the element's hint() and playSafeMoves() answer
// with promises.
import { ggEngine, ggPercent } from '../core/engine.js';
import { MI, MINES_SOLVER_ENGINE, minesAnalyseCopy } from './engine.js';
import { minesAway } from './away.js';
import { minesSweep } from './moves.js';

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

  /** The solver's look at the game as it stands (MinesEngine.analyse on a
   * copy), options { withOdds, advise }: a promise; the copy is taken now. */
  async _ask(options) {
    const copy = this._copy(options);
    const S = await this._engine();
    if (!this._goesAway()) return minesAnalyseCopy(S, copy);
    return minesAway(S, 'minesAnalyse', minesAnalyseCopy, copy, [copy.cells.buffer]);
  }

  /** The element's hint(), and the hint asked for from input: the advice
   * on the game as it stands, marked and said if the game has not moved on
   * by the time it comes. */
  async _advise() {
    const el = this._el;
    el._settle();
    el._endReview();
    const key = this._key();
    const wait = !this._S || this._goesAway();
    if (wait) this._say('thinking');
    try {
      const a = await this._ask({ withOdds: false, advise: true });
      if (key === this._key()) return this._showAdvice(a);
      delete a.odds;
      return a;
    } finally {
      if (wait && this._advice && this._advice[0] === 'thinking') this._say();
    }
  }

  _adviseFromInput() {
    this._advise().catch((err) => this._el._showMessage(err.message));
  }

  /** Mark the advised cell and say why. */
  _showAdvice(a) {
    const el = this._el;
    this._hint = a.kind === 'none' ? null : { r: a.row, c: a.col, kind: a.kind };
    const where = { row: a.row + 1, col: a.col + 1, p: (l) => ggPercent(l, a.probability, 1) };
    el._announce(this._say(a.kind === 'safe' ? 'adviceSafe' : a.kind !== 'guess' ? 'adviceNone' : a.forced ? 'adviceForced' : 'adviceGuess', where));
    el._view._drawOverlays();
    delete a.odds;
    return a;
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

  /** Every cell's chance of a mine (-1 swept) in the game as it stands, or
   * null when the solver could not say. Worked out again only after a move;
   * null until the solver's engine is here, and on a big board until the
   * worker's answer comes (then drawn). */
  _currentOdds() {
    const el = this._el, key = this._key();
    if (this._odds && this._odds.key === key) return this._odds.odds;
    if (this._S && !this._goesAway()) {
      let odds = null;
      try {
        odds = minesAnalyseCopy(this._S, this._copy({ withOdds: true })).odds;
      } catch (e) {
        // no odds: the overlay shows nothing
      }
      this._odds = { key, odds };
      return odds;
    }
    if (this._oddsAsked !== key) {
      this._oddsAsked = key;
      const done = (odds) => {
        if (key !== this._key()) return;
        this._odds = { key, odds };
        if (this._oddsOn || el._reviewHeld) el._view._drawOverlays();
      };
      this._ask({ withOdds: true, advise: false }).then((a) => done(a.odds), () => done(null));
    }
    return null;
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
   * logic proves safe, a round at a time, until nothing is (or the player
   * moves meanwhile); resolves with the sweeps made. On a big board each
   * round's floods go to the worker and the page is drawn between rounds. */
  async _playSafe() {
    const el = this._el;
    el._settle();
    el._endReview();
    el._needGame();
    if (this._safeRunning) return 0;
    this._safeRunning = true;
    let played = 0;
    try {
      while (el._game && el._info[MI.STATE] <= 1) {
        const key = this._key(), game = el._game, away = this._goesAway();
        const a = await this._ask({ withOdds: el._info[MI.STATE] === 1, advise: false });
        if (key !== this._key() || el._away) break; // the player moved meanwhile
        const cols = el._params.cols, cells = el._info[MI.STATE] === 0 ? [a.row * cols + a.col] : minesSafeCells(a);
        const before = played;
        for (const i of cells) {
          if (el._game !== game || el._info[MI.STATE] > 1) break; // a new game, or the end
          const r = Math.floor(i / cols), c = i % cols;
          if (el._shown(r, c) !== '#') continue; // swept by a flood since, or flagged
          const line = `Sweep ${r + 1} ${c + 1}`;
          if (away) await minesSweep(el, line, r, c, false); // a flood goes to the worker
          else el._play(line);
          played++;
        }
        if (played === before) break;
        if (away) await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    } finally {
      this._safeRunning = false;
    }
    if (!played) el._announce(this._say('noSafeMove'));
    return played;
  }

  _playSafeFromInput() {
    this._playSafe().catch((err) => this._el._showMessage(err.message));
  }
}

/** The cells an analysis (with odds) finds certainly safe, as indexes. */
function minesSafeCells(a) {
  const safe = [];
  if (a.safe) for (let i = 0; i < a.odds.length; i++) if (a.odds[i] === 0) safe.push(i);
  return safe;
}
