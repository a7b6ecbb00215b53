// mines/moves.js — how a move of <gg-mines> is played and shown: what
// input means (a click, a tap, a key on a cell: a Sweep, a Flag, a chord,
// from what the cell shows; the engine decides what the move does), and
// the move played at once
// on this thread, or, for one that may flood a big board, on a copy of
// the game in the worker (mines/away.js), the game then taking the copy's
// position; input made meanwhile waits its turn (el._queued), and any call
// that reads the game first finishes the move here (minesSettle). Then the
// board is drawn, the clock run and the events sent. Functions of the
// element el (its _game, _info, _away, _queued, view, clock and words).
import { MI, MOVE_NAMES, moveDetail } from './engine.js';
import { minesAway } from './away.js';
import { minesEndDetail } from './stats.js';
import { minesMoveSentence } from './words.js';

// Boards at least this big (128 x 128) play a move that may flood (the
// first click, a sweep onto a 0) in the worker (mines/away.js), so that
// input never waits on it: the first click on a board this size takes the
// engine about 2 ms here, several frames on a slow phone; the worker's
// round trip costs the move a few ms but no frame.
const MINES_AWAY_MOVES = 16384;

/** The element's _primary: left click, tap, Space on cell (r, c): sweep
 * a hidden cell, chord a number (flag mode: flag, chord). */
export function minesPrimary(el, r, c, flagMode) {
  if (el._away || el._early) return void el._queued.push(() => el._primary(r, c, flagMode));
  if (!el._playing()) return;
  el._clicks++;
  const shown = el._shown(r, c);
  if (flagMode) {
    if (shown === '#' || shown === 'F') el._play(`Flag ${r + 1} ${c + 1}`);
    else if (shown >= '1' && shown <= '8') el._chord(r, c, false);
    return;
  }
  if (shown === '#') minesSweep(el, `Sweep ${r + 1} ${c + 1}`, r, c, false);
  else if (shown >= '1' && shown <= '8') el._chord(r, c, false);
  else if (shown === 'F') el._announce(el._t('flaggedFirst', { row: r + 1, col: c + 1 }));
}

/** The element's _flag: right click, long press, F: flag or unflag a
 * hidden cell (chord a number). */
export function minesFlag(el, r, c) {
  if (el._away || el._early) return void el._queued.push(() => el._flag(r, c));
  if (!el._playing()) return;
  el._clicks++;
  const shown = el._shown(r, c);
  if (shown === '#' || shown === 'F') el._play(`Flag ${r + 1} ${c + 1}`);
  else if (shown >= '1' && shown <= '8') el._chord(r, c, false);
}

/** The element's _chord: both buttons, middle click: chord when the
 * engine says it would act (count: a click of its own). */
export function minesChord(el, r, c, count) {
  if (el._away || el._early) return void el._queued.push(() => el._chord(r, c, count));
  if (!el._playing()) return;
  if (count) el._clicks++;
  if (el._game.chordReady(r, c)) minesSweep(el, `DSweep ${r + 1} ${c + 1}`, r, c, true);
  else {
    const shown = el._shown(r, c);
    if (shown >= '1' && shown <= '8') el._announce(el._t('chordHow', { row: r + 1, col: c + 1, n: +shown }));
  }
}

/** A sweep or chord from input: on a big board, one that may flood goes
 * to the worker, as does the first click of a guess-free game (then a
 * promise of it being shown is returned). */
export function minesSweep(el, line, r, c, chord) {
  const p = el._params;
  // A guess-free layout, made at the first click, can take long on any
  // dense board: that click goes away whatever the size.
  const away = p.rows * p.cols >= MINES_AWAY_MOVES || (p.start === 'noguess' && el._info[MI.STATE] === 0);
  if (!el._here && away && el._game.mayFlood(r, c, chord)) return minesPlayAway(el, line);
  el._play(line);
}

/** A move that may flood a big board: played on a copy of the game in
 * the worker, whose position the game then takes; input meanwhile waits
 * its turn (_queued), and any call on the element first finishes the
 * move here (_settle). Resolves once the move is shown. */
export function minesPlayAway(el, line) {
  const job = { line };
  el._away = job;
  el._solver._forget();
  // The face holds its breath until the move is shown.
  el._ui.face.dataset.mood = 'press';
  el._ui.scroller.setAttribute('aria-busy', 'true');
  const t0 = performance.now();
  const copy = Object.assign(el._game.copy(el._params), { line });
  // What is done with the copy comes with the first move sent away.
  return import('./copies.js').then(({ minesAdopt, minesMoveCopy }) =>
    minesAway(el._M, 'minesMove', minesMoveCopy, copy, [copy.cells.buffer]).then((r) => {
      if (el._away !== job) return;
      el._away = null;
      const info = minesAdopt(el._game, r.cells, r.info[MI.STEPS], r.info[MI.LAID], line, r.info);
      minesMoved(el, info, { length: r.text.length, bytes: () => r.text, settle() {} }, t0, true);
    })).catch((err) => {
      if (el._away !== job) return;
      el._away = null;
      el._play(line); // the worker could not: here, as before
      el.lastTiming.awayFailed = err.message; // why, for whoever measures
    }).finally(() => {
      el._ui.scroller.removeAttribute('aria-busy');
      if (el._game) el._updateStatus();
      minesDrainQueued(el);
    });
}

/** Finish here a move still out in the worker, and the input queued
 * behind it, so that every call sees every move made before it. */
export function minesSettle(el) {
  const job = el._away;
  if (!job) return;
  el._away = null;
  el._ui.scroller.removeAttribute('aria-busy');
  el._play(job.line);
  minesDrainQueued(el, true);
}

/** Input that waited for a move out in the worker, in order (here, with
 * here, even a move that would go out again). */
export function minesDrainQueued(el, here) {
  while (el._queued.length && !el._away) {
    el._here = !!here;
    try {
      el._queued.shift()();
    } finally {
      el._here = false;
    }
  }
}

/** After a move: draw what changed, run the clock, tell listeners. */
export function minesMoved(el, info, text, t0, away) {
  const clock = el._clock;
  const before = el._info[MI.STATE];
  const t1 = performance.now();
  el._info = info;
  el._view._render(false, info);
  const t2 = performance.now();
  el.lastTiming = { engine: t1 - t0, draw: t2 - t1, cells: info[MI.REVEALED], bytes: text.length, away };

  const kind = info[MI.MOVE_KIND];
  const move = kind === 3 ? 'Quit' : `${MOVE_NAMES[kind]} ${info[MI.MOVE_R] + 1} ${info[MI.MOVE_C] + 1}`;
  const state = info[MI.STATE];
  if (before === 0 && state !== 0) {
    clock._start();
    el.dispatchEvent(new CustomEvent('gg-start', { detail: el.params }));
  } else if (state === 1 && !clock._running) {
    clock._start(); // a loaded game: the clock runs from its next move
  }
  if (state >= 2) clock._stop();
  el._updateStatus();
  const detail = moveDetail(move, text);
  el._announce(minesMoveSentence(info, el));
  el.dispatchEvent(new CustomEvent('gg-move', { detail }));
  if (state >= 2) {
    el.dispatchEvent(new CustomEvent('gg-end', {
      detail: minesEndDetail(info, el._game.measure(), el.seconds, el._clicks, el._params, el._source),
    }));
  }
  return detail;
}
