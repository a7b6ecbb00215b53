// mines/stats.js — the numbers of a <gg-mines> game: MinesClock, the
// seconds on the timer's display (running from the first sweep, paused
// while the element is off the page), and minesEndDetail, gg-end's detail
// from the engine's measure (3BV, 3BV/s, clicks, efficiency). Keeping
// statistics across games (localStorage) is the page's business
// (web/src/pages/mines.js), not the element's.
import { MI, RESULT_NAMES } from './engine.js';

export class MinesClock {
  constructor(lcd) {
    this._lcd = lcd;
    this._base = 0;
    this._t0 = 0;
    this._running = false;
    this._interval = 0;
  }

  /** Seconds on the clock. */
  _seconds() {
    return this._base + (this._running ? (performance.now() - this._t0) / 1000 : 0);
  }

  _start() {
    if (this._running) return;
    this._running = true;
    this._t0 = performance.now();
    this._tick();
  }

  /** Update the display four times a second (and now). */
  _tick() {
    clearInterval(this._interval);
    this._interval = setInterval(() => this._show(), 250);
    this._show();
  }

  /** No more updates (the clock keeps running: see _seconds). */
  _idle() {
    clearInterval(this._interval);
    this._interval = 0;
  }

  _stop() {
    if (this._running) this._base += (performance.now() - this._t0) / 1000;
    this._running = false;
    this._idle();
    this._show();
  }

  /** Stopped, showing seconds. */
  _reset(seconds) {
    this._stop();
    this._base = seconds;
    this._show();
  }

  _show() {
    this._lcd.textContent = String(Math.min(999, Math.floor(this._seconds()))).padStart(3, '0');
  }
}

/** gg-end's detail: the game's result and statistics. m: the engine's
 * measure(); clicks: the player's clicks, keys and taps on the board. */
export function minesEndDetail(info, m, seconds, clicks, params, source) {
  seconds = Math.round(seconds * 1000) / 1000;
  return {
    result: RESULT_NAMES[info[MI.STATE]],
    steps: info[MI.STEPS],
    seconds,
    bbbv: m.bbbv,
    bbbvSolved: m.bbbvSolved,
    bbbvPerSecond: seconds > 0 ? Math.round((m.bbbvSolved / seconds) * 1000) / 1000 : 0,
    clicks,
    efficiency: Math.round((m.bbbvSolved / Math.max(clicks, 1)) * 1000) / 10,
    rows: params.rows, cols: params.cols, mines: info[MI.MINES],
    source,
  };
}
