// offthread.js — the engine's long work away from the page's main thread,
// so that no input waits on it: a Web Worker running this same module over
// the same engine (the compiled WebAssembly module is handed to it; nothing
// is fetched or compiled twice) answers requests, each a pure function of
// what it is sent (a copy of a game, a replay, a board). The elements'
// methods stay synchronous and run on the main thread as before; only what
// an element starts itself from input — a move that may flood a big board,
// the solver on a big board, the review, the snakes' odds — goes to the
// worker. Where there can be no worker (no Worker: Node; the module served
// from another origin; a Content-Security-Policy that refuses it; a worker
// that fails to start) the same work runs on the main thread instead.
//
// The worker is started by the first request and shared by every element.
// Each build names its own module file for it (ggNewWorker, in define.js
// and the package's exports.js), in the form bundlers recognise
// (`new Worker(new URL('./file.js', import.meta.url), { type: 'module' })`).

const GG_WORKER_MARK = 'gridgames-worker';
let ggWorkerPromise = null;

/** The shared worker: resolves with { call(op, args, transfer) → promise of
 * the result } or null where there can be none. */
function ggOffThread() {
  return ggWorkerPromise || (ggWorkerPromise = ggEngine().then(ggStartWorker, () => null));
}

function ggStartWorker(M) {
  if (typeof Worker === 'undefined' || !M.module) return null;
  let worker;
  try {
    worker = ggNewWorker();
  } catch (err) {
    return null; // another origin, or refused by the page's policy
  }
  const waiting = new Map();
  let next = 1;
  const fail = (message) => {
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
  };
  return new Promise((resolve) => {
    worker.onerror = (e) => {
      e.preventDefault();
      fail('the worker stopped: ' + (e.message || 'it could not run'));
      resolve(null);
    };
    worker.onmessage = (e) => {
      const { id, ok, result, error } = e.data;
      if (id === 0) {
        resolve(ok ? client : (worker.terminate(), null));
        return;
      }
      const job = waiting.get(id);
      waiting.delete(id);
      if (job) (ok ? job.resolve(result) : job.reject(new Error(error)));
    };
    const client = {
      call(op, args, transfer) {
        return new Promise((resolve, reject) => {
          const id = next++;
          waiting.set(id, { resolve, reject });
          worker.postMessage({ [GG_WORKER_MARK]: 1, id, op, args }, transfer || []);
        });
      },
    };
    worker.postMessage({ [GG_WORKER_MARK]: 1, id: 0, op: 'init', args: M.module });
  });
}

/** Run op: in the worker when there is one, else here in a later task
 * (so the caller's frame is drawn first). Resolves with the result; a
 * worker that fails mid-way hands the job back to the main thread. */
async function ggRunOffThread(M, op, args, transfer) {
  const worker = await ggOffThread();
  if (worker) {
    try {
      return await worker.call(op, args, transfer);
    } catch (err) {
      if (!/^the worker stopped/.test(err.message)) throw err;
      ggWorkerPromise = Promise.resolve(null);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  return GG_WORKER_OPS[op](M, args);
}

/** What the worker does, each op a function of the engine M and its
 * arguments, returning structured-cloneable results (the same functions
 * run on the main thread where there is no worker). */
const GG_WORKER_OPS = {
  minesMove: minesMoveCopy,
  minesAnalyse: minesAnalyseCopy,
  minesReview: minesReviewBytes,
  snakesChances: snakesChancesCopy,
  snakesDesign: snakesDesignCode,
};

/** The worker's side: answer the messages marked as ours (a page's own
 * worker that imports this module hears nothing from it). */
async function ggServe(e) {
  const data = e.data;
  if (!data || !data[GG_WORKER_MARK]) return;
  const { id, op, args } = data;
  try {
    if (op === 'init') {
      ggEnginePromise = createGridgames({ module: args });
      const M = await ggEnginePromise;
      postMessage({ id, ok: true });
      setTimeout(() => warmMinesEngine(M), 0); // the engine's code made fast before it is needed
      return;
    }
    const result = GG_WORKER_OPS[op](await ggEnginePromise, args);
    postMessage({ id, ok: true, result }, ggTransferable(result));
  } catch (err) {
    postMessage({ id, ok: false, error: err.message });
  }
}

/** The typed arrays' buffers in a result, moved rather than copied. */
function ggTransferable(result) {
  return Object.values(result || {}).filter((v) => ArrayBuffer.isView(v)).map((v) => v.buffer);
}

if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  addEventListener('message', ggServe);
}
