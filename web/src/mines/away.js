// mines/away.js — where Minesweeper's long work goes: its own worker
// (mines/worker.js, built as gg-mines-worker.js beside this module), through
// core/offthread.js, which comes with the first work sent away (a big
// board's game starts its worker as it is made; Expert's never needs
// one). Kept apart from the worker's module, which must not name itself.

/** @typedef {import('../core/engine.js').Engine} Engine */

const newWorker = () => new Worker(new URL('./gg-mines-worker.js', import.meta.url), { type: 'module' });
const offThread = () => import('../core/offthread.js');

/** The worker for engine M, started now if it was not: a client, or null
 * where there can be none.
 * @param {Engine} M */
export function minesWorker(M) {
  return offThread().then((m) => m.ggOffThread(M, newWorker));
}

/** run(M, args) in the worker, where the worker module serves it as op;
 * on this thread, a task later, where there is no worker.
 * @template T
 * @param {Engine} M
 * @param {string} op
 * @param {(M: Engine, args: any) => T} run
 * @param {any} args
 * @param {Transferable[]} [transfer]
 * @returns {Promise<T>} */
export function minesAway(M, op, run, args, transfer) {
  return offThread().then((m) => m.ggRunOffThread(M, newWorker, op, run, args, transfer));
}

/** A big board's game (or a no-guessing one) just made on engine M, of
 * cells cells: its worker started, its engine warmed up there, while the
 * player looks at the board, and this engine's memory made ready for the
 * first click (mines/copies.js); where there can be no worker, this
 * thread's engine is warmed up.
 * @param {Engine} M @param {number} cells */
export function minesWarmUp(M, cells) {
  const copies = import('./copies.js');
  copies.then((m) => m.prepareMemory(M, cells));
  minesWorker(M).then((worker) => void (worker || copies.then((m) => m.warmMinesEngine(M))));
}
