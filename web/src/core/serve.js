// core/serve.js — the worker's side of core/offthread.js: what a game's
// worker module (mines/worker.js, snakes/worker.js) runs to answer the
// page. Apart from the page's side, so that neither carries the other.
import { GG_WORKER_MARK, ggAdoptEngine } from './engine.js';

/** @typedef {import('./engine.js').Engine} Engine */
/** @typedef {import('./engine.js').EngineKind} EngineKind */
/** @typedef {Record<string, (M: Engine, args: any) => any>} WorkerOps */

/** The worker's side: a game's worker module calls this once. It answers
 * the messages marked as ours (a page's own worker that imports the
 * module hears nothing from it): `init` with the page's compiled module,
 * then each op of ops, with structured-cloneable results whose typed
 * arrays are moved rather than copied.
 * @param {EngineKind} kind
 * @param {WorkerOps} ops
 * @param {(M: Engine) => void} [warm] run once the engine is there, to make its code fast before it is needed */
export function ggServe(kind, ops, warm) {
  /** @type {Promise<Engine> | null} */
  let engine = null;
  addEventListener('message', async (e) => {
    const data = /** @type {MessageEvent} */ (e).data;
    if (!data || !data[GG_WORKER_MARK]) return;
    const { id, op, args } = data;
    try {
      if (op === 'init') {
        engine = ggAdoptEngine(kind, args);
        const M = await engine;
        postMessage({ id, ok: true });
        if (warm) setTimeout(() => warm(M), 0);
        return;
      }
      if (!engine || !Object.hasOwn(ops, op)) throw new Error(`the worker cannot ${op}`);
      const result = ops[op](await engine, args);
      const moved = Object.values(result || {}).filter((v) => ArrayBuffer.isView(v)).map((v) => v.buffer);
      postMessage({ id, ok: true, result }, { transfer: moved });
    } catch (err) {
      postMessage({ id, ok: false, error: /** @type {Error} */ (err).message });
    }
  });
}
