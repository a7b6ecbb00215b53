// mines/solver.js — MinesSolver, the solver's help in <gg-mines>: the hint
// (a safe cell or the best guess, marked until the next move, said in the
// advice line), the odds overlay's on/off and its analysis, and playing
// the safe moves. The engine's solver (gg_mines_analyse) decides what is
// safe; this only asks and shows. The element owns one; it uses the
// element's game (_game, _info, _params), its moves (_play, _shown) and
// words (_announce), and the view (which draws the hint and the odds).
// On a big board the solver can take longer than a frame: what the player
// asks for (the hint, the overlay, the safe moves) is then worked out in
// the worker (mines/away.js) on a copy of the game and shown when it
// comes; the element's methods (hint(), playSafeMoves()) still answer at
// once.
import { MI, minesAnalyseCopy } from './engine.js';
import { minesAway } from './away.js';

// From this many cells the player's requests go to the worker: a 100 x 100
// board's advised guess takes 13 ms (median) to 37 ms (99th percentile)
// natively; Expert's stays under 2 ms and is shown at once.
export const MINES_AWAY_SOLVER = 4096;

export class MinesSolver {
  constructor(el) {
    this._el = el;
    this._hint = null;        // { r, c, kind } the last hint, drawn until the next move
    this._oddsOn = false;     // the odds overlay
    this._odds = null;        // { key, odds: Float32Array } the overlay's last analysis
    this._marks = [];         // [{ r, c, color }] cells outlined by the review (mines/review.js)
  }

  /** The element's hint(): advise, mark the cell, say why. */
  _advise() {
    return this._showAdvice(this._el._needGame().analyse(false, true));
  }

  /** The hint the player asks for (button, H): hint(), or on a big board
   * the same worked out in the worker and shown if the game has not moved
   * on meanwhile. */
  _adviseFromInput() {
    const el = this._el;
    if (!this._goesAway()) return el.hint();
    el._settle();
    el._endReview();
    const key = this._key();
    el._ui.advice.textContent = 'Thinking…';
    this._ask({ withOdds: false, advise: true }).then((a) => {
      if (key === this._key()) this._showAdvice(a);
    }, (err) => el._showMessage(err.message));
  }

  /** Mark the advised cell and say why. */
  _showAdvice(a) {
    const el = this._el;
    this._hint = a.kind === 'none' ? null : { r: a.row, c: a.col, kind: a.kind };
    const where = `row ${a.row + 1}, column ${a.col + 1}`;
    const text = a.kind === 'safe' ? `Safe: ${where}` :
      a.kind === 'guess' && a.forced ? `No safe cell. Guess ${where} now: half of a 50/50 no number will ever settle` :
      a.kind === 'guess' ? `No safe cell. Best guess: ${where}, ${(100 * a.probability).toFixed(1)}% mine` :
        'Nothing left to sweep';
    el._announce(el._ui.advice.textContent = text);
    el._view._drawOverlays();
    delete a.odds;
    return a;
  }

  /** A move was made: the hint no longer holds. */
  _forget() {
    if (this._hint) {
      this._hint = null;
      this._el._ui.advice.textContent = '';
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
   * on a big board in the worker, null until it comes (then drawn). */
  _currentOdds() {
    const el = this._el, key = this._key();
    if (this._odds && this._odds.key === key) return this._odds.odds;
    if (!this._goesAway()) {
      let odds = null;
      try {
        odds = el._game.analyse(true).odds.slice();
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
        if (this._oddsOn) el._view._drawOverlays();
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

  /** The solver's look at a copy of the game, in the worker: a promise of
   * what MinesEngine.analyse gives. */
  _ask(options) {
    const el = this._el;
    const copy = Object.assign(el._game.copy(el._params), options);
    return minesAway(el._M, 'minesAnalyse', minesAnalyseCopy, copy, [copy.cells.buffer]);
  }

  /** Play the safe moves from input (button, P): playSafeMoves(), or on a
   * big board a round at a time, each round's analysis in the worker and
   * the page drawn between rounds. */
  async _playSafeFromInput() {
    const el = this._el;
    if (!this._goesAway()) return el.playSafeMoves();
    if (this._safeRunning) return;
    this._safeRunning = true;
    let played = 0;
    try {
      el._settle();
      el._endReview();
      while (el._game && el._info[MI.STATE] <= 1) {
        const key = this._key(), game = el._game;
        const a = await this._ask({ withOdds: el._info[MI.STATE] === 1, advise: false });
        if (key !== this._key() || el._away) break; // the player moved meanwhile
        const cols = el._params.cols, cells = el._info[MI.STATE] === 0 ? [a.row * cols + a.col] : minesSafeCells(a);
        const before = played;
        for (const i of cells) {
          if (el._game !== game || el._info[MI.STATE] > 1) break; // a new game, or the end
          const r = Math.floor(i / cols), c = i % cols;
          if (el._shown(r, c) !== '#') continue; // swept by a flood since, or flagged
          await el._sweep(`Sweep ${r + 1} ${c + 1}`, r, c, false); // a flood goes to the worker
          played++;
        }
        if (played === before) break;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    } catch (err) {
      el._showMessage(err.message);
    } finally {
      this._safeRunning = false;
    }
    if (!played) el._announce(el._ui.advice.textContent = 'No move is certainly safe');
  }

  /** Sweep the cells (indexes) still hidden; returns how many were swept. */
  _sweepAll(cells) {
    const el = this._el, cols = el._params.cols;
    let played = 0;
    for (const i of cells) {
      if (el._info[MI.STATE] > 1) break;
      const r = Math.floor(i / cols), c = i % cols;
      if (el._shown(r, c) !== '#') continue; // swept by a flood since, or flagged
      el._play(`Sweep ${r + 1} ${c + 1}`);
      played++;
    }
    return played;
  }

  /** The element's playSafeMoves(): sweep what logic proves safe until
   * nothing is; returns the sweeps made. */
  _playSafe() {
    const el = this._el;
    const game = el._needGame();
    let played = 0;
    for (;;) {
      if (el._info[MI.STATE] === 0) {
        const a = game.analyse(false); // the first click: any cell is safe
        el._play(`Sweep ${a.row + 1} ${a.col + 1}`);
        played++;
        continue;
      }
      if (el._info[MI.STATE] !== 1) break;
      const swept = this._sweepAll(minesSafeCells(game.analyse(true)));
      if (!swept) break;
      played += swept;
    }
    if (!played) el._announce(el._ui.advice.textContent = 'No move is certainly safe');
    return played;
  }
}

/** The cells an analysis (with odds) finds certainly safe, as indexes. */
function minesSafeCells(a) {
  const safe = [];
  if (a.safe) for (let i = 0; i < a.odds.length; i++) if (a.odds[i] === 0) safe.push(i);
  return safe;
}
