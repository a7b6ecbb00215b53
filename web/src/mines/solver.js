// mines/solver.js — MinesSolver, the solver's help in <gg-mines>: the hint
// (a safe cell or the best guess, marked until the next move, said in the
// advice line), the odds overlay's on/off and its analysis, and playing
// the safe moves. The engine's solver (gg_mines_analyse) decides what is
// safe; this only asks and shows. The element owns one; it uses the
// element's game (_game, _info, _params), its moves (_play, _shown) and
// words (_announce), and the view (which draws the hint and the odds).
// Uses mines/engine.js (MI).

class MinesSolver {
  constructor(el) {
    this._el = el;
    this._hint = null;        // { r, c, kind } the last hint, drawn until the next move
    this._oddsOn = false;     // the odds overlay
    this._odds = null;        // { key, odds: Float32Array } the overlay's last analysis
    this._marks = [];         // [{ r, c, color }] cells outlined by the review (mines/review.js)
  }

  /** The element's hint(): advise, mark the cell, say why. */
  _advise() {
    const el = this._el;
    const a = el._needGame().analyse(false, true);
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
   * null when the solver could not say. Worked out again only after a move. */
  _currentOdds() {
    const el = this._el, game = el._game, info = el._info;
    const key = `${game.handle}:${info[MI.STEPS]}:${info[MI.SAFE_LEFT]}`;
    if (!this._odds || this._odds.key !== key) {
      try {
        this._odds = { key, odds: game.analyse(true).odds.slice() };
      } catch (e) {
        this._odds = { key, odds: null };
      }
    }
    return this._odds.odds;
  }

  /** The element's playSafeMoves(): sweep what logic proves safe until
   * nothing is; returns the sweeps made. */
  _playSafe() {
    const el = this._el;
    const game = el._needGame();
    const cols = el._params.cols;
    let played = 0;
    for (;;) {
      if (el._info[MI.STATE] === 0) {
        const a = game.analyse(false); // the first click: any cell is safe
        el._play(`Sweep ${a.row + 1} ${a.col + 1}`);
        played++;
        continue;
      }
      if (el._info[MI.STATE] !== 1) break;
      const a = game.analyse(true);
      if (!a.safe) break;
      const safe = [];
      for (let i = 0; i < a.odds.length; i++) if (a.odds[i] === 0) safe.push(i);
      let any = false;
      for (const i of safe) {
        if (el._info[MI.STATE] !== 1) break;
        const r = Math.floor(i / cols), c = i % cols;
        if (el._shown(r, c) !== '#') continue; // swept by a flood since, or flagged
        el._play(`Sweep ${r + 1} ${c + 1}`);
        played++;
        any = true;
      }
      if (!any) break;
    }
    if (!played) el._announce(el._ui.advice.textContent = 'No move is certainly safe');
    return played;
  }
}
