// mines/advice.js — the solver's help in <gg-mines>, the code behind
// MinesSolver (mines/solver.js), which loads it with the solver's wasm on
// first use: a request to the solver on a copy of the game (in that wasm's
// worker on a big board), the hint marked and said, the odds overlay's
// analysis and its drawing, and the safe moves played. Functions of the
// solver s (its element s._el). It imports nothing of the element's first
// load but core/engine.js and mines/engine.js (a module shared with the
// first load would become a chunk of its own there): the worker is the
// solver's _away.
import { ggBitmapLater, ggNumber } from '../core/engine.js';
import { MI } from './engine.js';
import { minesAnalyseCopy } from './copies.js';

/** The solver's look at a copy of the game (taken by the caller, with the
 * analysis' options { withOdds, advise }): a promise. */
async function minesAsk(s, copy) {
  const S = await s._engine();
  if (!s._goesAway()) return minesAnalyseCopy(S, copy);
  return s._away(S, 'minesAnalyse', minesAnalyseCopy, copy, [copy.cells.buffer]);
}

/** The advice on the copy of the game in position key: marked and said if
 * the game has not moved on by the time it comes (the element's hint()).
 * @returns {Promise<import('../../package/elements.js').MinesHint>} */
export async function minesAdvise(s, key, copy) {
  /** @type {any} */
  const a = await minesAsk(s, copy);
  delete a.odds;
  if (key !== s._key()) return a;
  const el = s._el;
  s._hint = a.kind === 'none' ? null : { r: a.row, c: a.col, kind: a.kind };
  const where = { row: a.row + 1, col: a.col + 1, p: (l) => ggNumber(l, a.probability, 1, 'percent') };
  el._announce(s._say(a.kind === 'safe' ? 'adviceSafe' : a.kind !== 'guess' ? 'adviceNone' : a.forced ? 'adviceForced' : 'adviceGuess', where));
  el._view._drawOverlays();
  return a;
}

/** Every cell's chance of a mine (-1 swept) in the game as it stands, or
 * null when the solver could not say. Worked out again only after a move;
 * null until the solver's engine is here, and on a big board until the
 * worker's answer comes (then drawn). */
export function minesCurrentOdds(s) {
  const el = s._el, key = s._key();
  if (s._odds && s._odds.key === key) return s._odds.odds;
  if (s._S && !s._goesAway()) {
    let odds = null;
    try {
      odds = minesAnalyseCopy(s._S, s._copy({ withOdds: true })).odds;
    } catch (e) {
      // no odds: the overlay shows nothing
    }
    s._odds = { key, odds };
    return odds;
  }
  if (s._oddsAsked !== key) {
    s._oddsAsked = key;
    const done = (odds) => {
      if (key !== s._key()) return;
      s._odds = { key, odds };
      if (s._oddsOn || el._reviewHeld) el._view._drawOverlays();
    };
    minesAsk(s, s._copy({ withOdds: true, advise: false })).then((a) => done(a.odds), () => done(null));
  }
  return null;
}

/** Odds 0..100% drawn once for cells of s device px, side by side on a
 * canvas kept by the view, for minesDrawOdds to copy: each a tint from
 * green (safe) to red (a mine), with its percentage when labelled. A copy
 * costs far less than drawing the cell again: WebKit without a GPU took
 * 200 ms to fill an Expert board's 400 cells each in a colour of its own. */
function minesOddsSheet(view, s, labelled) {
  const key = `${s} ${labelled}`;
  if (view._oddsTiles && view._oddsTiles.key === key) return view._oddsTiles.sheet;
  const sheet = document.createElement('canvas');
  sheet.width = 101 * s;
  sheet.height = s;
  const g = /** @type {CanvasRenderingContext2D} */ (sheet.getContext('2d'));
  g.font = `${Math.round(s * 0.36)}px system-ui, sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let k = 0; k <= 100; k++) {
    const p = k / 100;
    g.fillStyle = `rgba(${Math.round(40 + 200 * p)},${Math.round(170 - 130 * p)},60,0.42)`;
    g.fillRect(k * s, 0, s, s);
    if (labelled) {
      g.fillStyle = '#111';
      g.fillText(String(k), k * s + s / 2, s / 2 + 1);
    }
  }
  view._oddsTiles = { key, sheet: /** @type {CanvasImageSource} */ (sheet) };
  ggBitmapLater(sheet, (bitmap) => {
    if (view._oddsTiles && view._oddsTiles.sheet === sheet) view._oddsTiles.sheet = bitmap;
  });
  return sheet;
}

/** Each hidden cell of the view's rectangle v tinted by its chance of a
 * mine (odds, one a cell; green safe, red mine), with the percentage when
 * the cells are big enough, 0 and 100 only when certain (the overlay, a
 * reviewed move's board, the position editor's). */
export function minesDrawOdds(view, v, odds) {
  const ctx = view._ctx, s = view._cellDev, cols = view._el._params.cols;
  const sheet = minesOddsSheet(view, s, s >= 22 * view._dpr);
  for (let r = v.r0; r < v.r0 + v.nr; r++) {
    for (let c = v.c0; c < v.c0 + v.nc; c++) {
      const code = v.codes[(r - v.r0) * v.nc + c - v.c0];
      if (code !== 35 && code !== 70) continue; // '#' or 'F'
      const p = odds[r * cols + c];
      if (p < 0) continue;
      const k = p === 0 ? 0 : p === 1 ? 100 : Math.max(1, Math.min(99, Math.round(100 * p)));
      ctx.drawImage(sheet, k * s, 0, s, s, c * s - v.x0, r * s - v.y0, s, s);
      view._overlayCells.push([r, c]);
    }
  }
}

/** The element's playSafeMoves(): sweep what logic proves safe, a round
 * at a time, until nothing is (or the player moves meanwhile); resolves
 * with the sweeps made. On a big board each round's floods go to the
 * worker and the page is drawn between rounds. */
export async function minesPlaySafe(s) {
  const el = s._el;
  if (s._safeRunning) return 0;
  s._safeRunning = true;
  let played = 0;
  try {
    while (el._game && el._info[MI.STATE] <= 1) {
      const key = s._key(), game = el._game, away = s._goesAway();
      const a = await minesAsk(s, s._copy({ withOdds: el._info[MI.STATE] === 1, advise: false }));
      if (key !== s._key() || el._away) break; // the player moved meanwhile
      const cols = el._params.cols, cells = el._info[MI.STATE] === 0 ? [a.row * cols + a.col] : minesSafeCells(a);
      const before = played;
      for (const i of cells) {
        if (el._game !== game || el._info[MI.STATE] > 1) break; // a new game, or the end
        const r = Math.floor(i / cols), c = i % cols;
        if (el._shown(r, c) !== '#') continue; // swept by a flood since, or flagged
        const line = `Sweep ${r + 1} ${c + 1}`;
        if (away) await s._sweep(line, r, c); // a flood goes to the worker
        else el._play(line);
        played++;
      }
      if (played === before) break;
      if (away) await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  } finally {
    s._safeRunning = false;
  }
  if (!played) el._announce(s._say('noSafeMove'));
  return played;
}

/** The cells an analysis (with odds) finds certainly safe, as indexes. */
function minesSafeCells(a) {
  const safe = [];
  if (a.safe) for (let i = 0; i < a.odds.length; i++) if (a.odds[i] === 0) safe.push(i);
  return safe;
}
