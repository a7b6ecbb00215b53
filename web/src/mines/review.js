// mines/review.js — the game review in <gg-mines>: the engine's judging of
// every move (engine/wasm/wasm_review.c, the same code as `gridgames
// review`, in the solver's wasm) read into objects, and the board shown as it was before a
// chosen move, with the odds overlay, the cell played and the safe cell or
// better guess that existed outlined. The element's review() and
// reviewMove() are these, on the element el; this module comes with the
// first review(). While a move is shown, a
// game replayed up to it stands in for the game (el._game, el._info) and
// input plays nothing; the game itself waits in el._reviewHeld.
import { MOVE_NAMES, MinesEngine, START_MODES } from './engine.js';
import { minesReviewBytes } from './copies.js';

// The verdicts in engine/play/review.h's order, named as the CLI names them.
const REVIEW_VERDICTS = ['start', 'safe', 'forced guess', 'risky guess', 'blunder', 'flag', 'flag guess',
  'wrong flag', 'unflag', 'no effect'];
// Those the move list marks as mistakes.
const REVIEW_MISTAKES = ['risky guess', 'blunder', 'wrong flag'];

/** The element's review(): a promise of { moves: [...], summary: {...} },
 * as `gridgames review --json` gives them, worked out by the solver's
 * engine in its worker (mines/away.js) where there is one. */
export async function minesReview(el) {
  const asked = minesReviewAsked(el);
  const S = await el._solver._engine();
  return minesReviewRead((await el._solver._away(S, 'minesReview', minesReviewBytes, asked)).bytes, el);
}

/** What the review is asked: the game's replay and start mode. */
function minesReviewAsked(el) {
  el._needGame();
  const held = el._reviewHeld;
  return { text: (held ? held.game : el._game).replay(), start: START_MODES.indexOf(el._params.start || 'safe') };
}

/** Those bytes as the objects review() returns.
 * @returns {import('../../package/elements.js').MinesReview} */
function minesReviewRead(bytes, el) {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const i32 = (at) => data.getInt32(at, true), f64 = (at) => data.getFloat64(at, true);
  const cols = el._params.cols;
  const cell = (k, p) => (k < 0 ? null : { row: Math.floor(k / cols), col: k % cols, p });
  const count = i32(0), moves = [];
  for (let k = 0, at = 88; k < count; k++, at += 168) {
    const action = i32(at + 8), row = i32(at + 12), col = i32(at + 16);
    const move = {
      step: i32(at), line: i32(at + 4), move: `${MOVE_NAMES[action]} ${row + 1} ${col + 1}`, row, col,
      verdict: REVIEW_VERDICTS[i32(at + 20)], p: f64(at + 80), boom: i32(at + 24) === 1,
      exact: i32(at + 36) === 1, fiftyFifty: i32(at + 32) === 1,
      cells: [],
    };
    for (let c = 0; c < i32(at + 28); c++) move.cells.push(cell(i32(at + 48 + 4 * c), f64(at + 104 + 8 * c)));
    const safeCells = i32(at + 40);
    if (safeCells >= 0) {
      move.safeCells = safeCells;
      move.lowest = f64(at + 88);
    }
    move.better = cell(i32(at + 44), f64(at + 96));
    moves.push(move);
  }
  /** @type {any} every verdict's count, filled below */
  const verdicts = {};
  REVIEW_VERDICTS.forEach((name, k) => { verdicts[name] = i32(28 + 4 * k); });
  const bbbv = i32(20), bbbvSolved = i32(24), seconds = el.seconds;
  const summary = {
    result: /** @type {const} */ (['unfinished', 'won', 'lost', 'gave up'])[i32(8)], moves: count, verdicts, guesses: i32(4), avoidable: i32(68),
    luck: f64(72), best: f64(80), exact: i32(12) === 1, lookahead: i32(16) === 1, bbbv, bbbvSolved,
    efficiency: count ? Math.round(1000 * bbbvSolved / count) / 10 : 0, seconds,
    bbbvPerSecond: seconds > 0 ? Math.round(100 * bbbvSolved / seconds) / 100 : null,
  };
  return { moves, summary };
}

/** The element's reviewMove(index, review): show the board as it was
 * before move `index` of review.moves (from review()); a negative index
 * shows the game again. */
export function minesReviewMove(el, index, review) {
  el._needGame();
  const held = el._reviewHeld;
  if (!(index >= 0)) {
    if (!held) return;
    el._game.free();
    el._game = held.game;
    el._info = held.info;
    el._reviewHeld = null;
    el._solver._marks = [];
  } else {
    const moves = review.moves;
    const move = moves[index];
    if (!move) throw new Error(`there is no move ${index} to review (0..${moves.length - 1})`);
    // The game at the line before the move: the replay up to it loaded,
    // or, stepping forward, the board shown played on to it (a big board's
    // replay takes tens of ms to load, a move mostly much less).
    const upto = move.line - 1;
    if (held && held.upto <= upto) {
      for (const line of held.lines.slice(held.upto, upto)) if (line.trim()) el._info = el._game.play(line);
    } else {
      const lines = held ? held.lines : el._game.replay().split('\n');
      const before = MinesEngine.loadReplay(el._M, lines.slice(0, upto).join('\n') + '\n');
      if (held) el._game.free();
      else el._reviewHeld = { game: el._game, info: el._info, lines };
      el._game = before;
      el._info = before.info();
    }
    el._reviewHeld.upto = upto;
    const mistake = REVIEW_MISTAKES.indexOf(move.verdict) >= 0;
    el._solver._marks = [{ r: move.row, c: move.col, color: mistake ? '#dc2626' : '#2563eb' }];
    if (move.better) el._solver._marks.push({ r: move.better.row, c: move.better.col, color: '#16a34a' });
  }
  el._solver._hint = null;
  el._solver._odds = null;
  el._view._render(true);
  el._updateStatus();
  el.dispatchEvent(new CustomEvent('gg-review', { detail: { index: el._reviewHeld ? index : -1 } }));
}
