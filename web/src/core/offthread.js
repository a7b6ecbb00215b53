// core/offthread.js — a game's long work away from the page's main thread,
// so that no input waits on it. Each game has a worker module of its own
// (mines/worker.js, snakes/worker.js) that runs the same engine: the page
// hands it the compiled WebAssembly module, so nothing is fetched or
// compiled twice. A request is a pure function of what it is sent (a copy
// of a game, a replay, a board). What goes to the worker: a move that may
// flood a big board, the solver on a big board, the review, the snakes'
// odds; the elements' other methods answer at once on the main thread.
// A worker serves one engine (one compiled module): Minesweeper's moves
// go to the worker of gg-mines.wasm, its solver's requests to that of
// gg-mines-solver.wasm, both running mines/worker.js. Where there can be no worker (no
// Worker: Node; the module served from another origin; a
// Content-Security-Policy that refuses it; a worker that fails to start)
// the same function runs on the main thread instead, in a later task.
//
// Each game starts its worker with a function of its own module
// (`new Worker(new URL('./gg-mines-worker.js', import.meta.url), ...)`),
// the form bundlers recognise and build as a worker.

/** @typedef {import('./engine.js').Engine} Engine */
/** @typedef {import('./engine.js').EngineKind} EngineKind */
/** @typedef {{ call(op: string, args: any, transfer?: Transferable[]): Promise<any> }} WorkerClient */

/** The mark on the messages to an engine's worker: core/engine.js's
 * GG_WORKER_MARK, which core/serve.js answers, written again here so that
 * this module imports nothing of the page's first load (one loaded on
 * first use that did would split the first load's shared code into more
 * chunks, each a request at the first visit). */
const GG_WORKER_MARK = 'gridgames-worker';
/** How long a worker may take to start before the work stays here. */
const GG_WORKER_START_MS = 10000;
/** Each engine's worker, starting or started (null: none can be had).
 * @type {WeakMap<Engine, Promise<WorkerClient | null>>} */
const ggWorkers = new WeakMap();

/** The engine's worker, started by the first call: resolves with a client
 * or null where there can be none.
 * @param {Engine} M
 * @param {() => Worker} newWorker
 * @returns {Promise<WorkerClient | null>} */
export function ggOffThread(M, newWorker) {
  let worker = ggWorkers.get(M);
  if (!worker) {
    worker = ggStartWorker(M, newWorker);
    ggWorkers.set(M, worker);
  }
  return worker;
}

/** @param {Engine} M
 * @param {() => Worker} newWorker
 * @returns {Promise<WorkerClient | null>} */
async function ggStartWorker(M, newWorker) {
  if (typeof Worker === 'undefined' || !M.module) return null;
  let worker;
  try {
    worker = newWorker();
  } catch (err) {
    return null; // another origin, or refused by the page's policy
  }
  /** @type {Map<number, { resolve: (v: any) => void, reject: (e: Error) => void }>} */
  const waiting = new Map();
  let next = 1;
  /** @param {string} message */
  const fail = (message) => {
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
  };
  const running = worker;
  /** @type {WorkerClient} */
  const client = {
    call(op, args, transfer) {
      return new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        running.postMessage({ [GG_WORKER_MARK]: 1, id, op, args }, transfer || []);
      });
    },
  };
  return new Promise((resolve) => {
    // A worker that neither answers nor fails (its script never arrives)
    // is given up after a while: the work runs on this thread instead.
    const late = setTimeout(() => {
      running.terminate();
      resolve(null);
    }, GG_WORKER_START_MS);
    running.onerror = (e) => {
      e.preventDefault();
      clearTimeout(late);
      fail('the worker stopped: ' + (e.message || 'it could not run'));
      resolve(null);
    };
    running.onmessage = (e) => {
      const { id, ok, result, error } = e.data;
      if (id === 0) {
        clearTimeout(late);
        if (ok) resolve(client);
        else {
          running.terminate();
          resolve(null);
        }
        return;
      }
      const job = waiting.get(id);
      waiting.delete(id);
      if (job) (ok ? job.resolve(result) : job.reject(new Error(error)));
    };
    running.postMessage({ [GG_WORKER_MARK]: 1, id: 0, op: 'init', args: M.module });
  });
}

/** Run op in the engine's worker when there is one, else run(M, args)
 * here in a later task (so the caller's frame is drawn first). Resolves
 * with the result; a worker that fails mid-way hands the job back to the
 * main thread.
 * @template T
 * @param {Engine} M
 * @param {() => Worker} newWorker
 * @param {string} op the name the worker module serves run under
 * @param {(M: Engine, args: any) => T} run
 * @param {any} args
 * @param {Transferable[]} [transfer]
 * @returns {Promise<T>} */
export async function ggRunOffThread(M, newWorker, op, run, args, transfer) {
  const worker = await ggOffThread(M, newWorker);
  if (worker) {
    try {
      return await worker.call(op, args, transfer);
    } catch (err) {
      if (!/^the worker stopped/.test(/** @type {Error} */ (err).message)) throw err;
      ggWorkers.set(M, Promise.resolve(null));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  return run(M, args);
}
