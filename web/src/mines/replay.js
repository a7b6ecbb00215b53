// mines/replay.js — games that come from text rather than a seed: a
// command file (a replay, docs/minesweeper.md §11) played back, or a LeetCode 529 board
// opened as a game in progress; the engine parses and plays both. The
// element's loadReplay and loadLeetCode are these, on the element el
// (its _adopt, _play, _clock, _announce); a game's own replay text is
// MinesEngine.replay.
import { MI, MinesEngine, moveDetail } from './engine.js';
import { minesStateSentence } from './words.js';

/** gg-load: a game was opened; detail: the feedback of the moves that
 * made it (move '' and the text gridgames mines prints for them). */
function minesDispatchLoad(el, text) {
  const detail = moveDetail('', text);
  detail.source = el._source;
  el.dispatchEvent(new CustomEvent('gg-load', { detail }));
  return detail;
}

export function minesLoadReplay(el, text, options) {
  const o = options || {};
  el._needEngine();
  const game = MinesEngine.loadReplay(el._M, String(text));
  const info = game.info();
  const feedback = game.textLater(info);
  el._adopt(game, info, {
    rows: info[MI.ROWS], cols: info[MI.COLS], mines: info[MI.MINES], seed: o.seed || '', start: o.start || '',
  }, o.source || 'replay');
  el._clock._reset(o.seconds || 0);
  const detail = minesDispatchLoad(el, feedback);
  el._announce(el._t('replayLoaded', { rows: info[MI.ROWS], cols: info[MI.COLS], steps: info[MI.STEPS] }) + ' ' +
    minesStateSentence(el, info));
  return detail;
}

export function minesLoadLeetCode(el, text) {
  el._needEngine();
  const game = MinesEngine.loadLeetCode(el._M, String(text));
  const info = game.info();
  const feedback = game.textLater(info);
  el._adopt(game, info, { rows: info[MI.ROWS], cols: info[MI.COLS], mines: info[MI.MINES], seed: '', start: '' },
    'leetcode');
  const setup = minesDispatchLoad(el, feedback);
  let click = null;
  if (info[MI.CLICK_R] >= 0 && el._info[MI.STATE] <= 1) {
    click = el._play(`Sweep ${info[MI.CLICK_R] + 1} ${info[MI.CLICK_C] + 1}`);
  } else {
    el._announce(el._t('leetCodeLoaded', { rows: info[MI.ROWS], cols: info[MI.COLS] }) + ' ' +
      minesStateSentence(el, info));
  }
  return { setup, click, replayable: info[MI.REPLAYABLE] === 1 };
}
