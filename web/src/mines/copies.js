// mines/copies.js — what is done with a copy of a Minesweeper game (a
// MinesEngine's copy(): its cells, steps and layout) away from the game
// itself: a game made from a copy, a copy's position taken by the game
// (the move the worker played), the solver's look at a game, the worker's
// ops on copies (a move, the solver's look, the review; mines/worker.js),
// and the idle-time warm-up of the engine. The element's first game needs
// none of it: it comes with the first move sent away, the first hint or
// review, or a big board (its warm-up, its memory made ready). No DOM: the
// worker holds it too.
import { GG_NO_MEMORY, ggBytes, ggCheck, ggWithText } from '../core/engine.js';
import { MI, MinesEngine } from './engine.js';

/** A game made from a copy. */
export function minesFromCopy(M, copy) {
  const game = MinesEngine.create(M, copy.rows, copy.cols, copy.mines, copy.seed, copy.start);
  try {
    minesAdopt(game, copy.cells, copy.steps, copy.laid);
  } catch (err) {
    game.free();
    throw err;
  }
  return game;
}

/** The game takes a copy's position: its cells, steps and layout; with
 * line and info, the move it played last (gg_mines_adopt). Returns the
 * game's info. */
export function minesAdopt(game, cells, steps, laid, line, info) {
  const M = game.M;
  game.settle();
  const words = info || new Int32Array(MI.SIZE);
  ggCheck(M, ggWithText(M, cells, (cp) => ggWithText(M, words, (ip) =>
    ggWithText(M, line || '', (lp, ln) => M._gg_mines_adopt(game.handle, cp, steps, laid ? 1 : 0, lp, ln, ip)))));
  return game.info();
}

/** The solver's look at the game (gg_mines_analyse, in the solver's
 * wasm): the hint (with advise, its guess the advised one, else the
 * lowest odds), and with withOdds every cell's mine probability (-1
 * swept) as a Float32Array into engine memory — read it before the next
 * call. The buffers are the game's, given back by its free(). */
export function minesAnalyse(game, withOdds, advise) {
  const M = game.M;
  game.settle();
  const info = game.info();
  const n = info[MI.ROWS] * info[MI.COLS];
  if (!game.hintPtr) game.hintPtr = M._gg_alloc(8 * 4);
  if (withOdds && n > game.oddsCap) {
    if (game.oddsPtr) M._gg_release(game.oddsPtr);
    game.oddsPtr = M._gg_alloc(n * 4);
    game.oddsCap = game.oddsPtr ? n : 0;
  }
  if (!game.hintPtr || (withOdds && !game.oddsPtr)) throw new Error(GG_NO_MEMORY);
  ggCheck(M, M._gg_mines_analyse(game.handle, withOdds ? game.oddsPtr : 0, game.hintPtr, advise ? 1 : 0));
  const h = M.HEAP32.subarray(game.hintPtr >> 2, (game.hintPtr >> 2) + 8);
  return {
    row: h[0], col: h[1], kind: ['none', 'safe', 'guess'][h[2]], probability: h[3] / 1e6,
    safe: h[4], mines: h[5], exact: h[6] === 1, forced: h[7] === 1,
    odds: withOdds ? new Float32Array(M.HEAPU8.buffer, game.oddsPtr, n) : null,
  };
}

/** The worker's ops (mines/worker.js) on a copy of a game: play a move; the
 * solver's look (minesAnalyse). */
export function minesMoveCopy(M, copy) {
  const game = minesFromCopy(M, copy);
  try {
    const info = game.play(copy.line);
    return { info, text: ggBytes(M, M._gg_mines_text(game.handle), info[MI.TEXT_LEN]), cells: game.copy(copy).cells };
  } finally {
    game.free();
  }
}

export function minesAnalyseCopy(M, copy) {
  const game = minesFromCopy(M, copy);
  try {
    const a = minesAnalyse(game, copy.withOdds, copy.advise);
    if (a.odds) a.odds = a.odds.slice();
    return a;
  } finally {
    game.free();
  }
}

/** The engine's review of a replay (gg_mines_review) as bytes: the totals
 * and a judgement a move (engine/wasm/wasm_review.c gives the layout). */
export function minesReviewBytes(M, { text, start }) {
  const ptr = ggWithText(M, text, (p, n) => M._gg_mines_review(p, n, start));
  if (!ptr) ggCheck(M, -1);
  return { bytes: ggBytes(M, ptr, 88 + 168 * M.HEAP32[ptr >> 2]) };
}

/** Run the engine's hot paths once on a throwaway board while the page is
 * idle: WebAssembly starts in a baseline compiler and optimises functions
 * only after they have run a while, so without this the first click on a
 * big board would pay for the slow code. The worker does it when it
 * starts (those clicks are its); the page's own thread only when it has
 * no worker. */
let minesWarmed = false;
export function warmMinesEngine(M) {
  if (minesWarmed) return;
  minesWarmed = true;
  const run = () => minesWarmUp(M);
  if (self.requestIdleCallback) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 50);
}

/** The warm-up itself (the worker runs it too, once started). */
function minesWarmUp(M) {
  let game = null;
  try {
    game = MinesEngine.create(M, 400, 400, 6000, 'warm-up', 'opening');
    game.play('Sweep 200 200');
    game.play('Flag 1 1');
    game.snapshot(0, 0, 40, 40);
    game.copy({ seed: 'warm-up' });
    game.replay();
    game.measure();
  } catch (err) {
    // Only a warm-up: a failure here shows up again where it matters.
  } finally {
    if (game) game.free();
  }
}

/** Before the first click on a big board: while the player looks at it,
 * have the engine's memory grown and touched for what that click will
 * need (the layout's pool, the flood's list, the feedback text: about 26
 * bytes a cell), so the click itself pays for none of it. */
let minesPrepared = 0;
export function prepareMemory(M, cells) {
  const bytes = cells * 26;
  if (cells < 100000 || bytes <= minesPrepared) return;
  const run = () => {
    if (bytes <= minesPrepared) return;
    const ptr = M._gg_alloc(bytes);
    if (!ptr) return;
    M.HEAPU8.fill(0, ptr, ptr + bytes);
    M._gg_release(ptr);
    minesPrepared = bytes;
  };
  if (self.requestIdleCallback) requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 50);
}
