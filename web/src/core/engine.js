// core/engine.js — what both games' elements share: each game's engine
// (its own WebAssembly module, loaded on first use by our small loader,
// with errors that say why it could not be), text in and out of its
// memory, errors from its exports as thrown Errors, the shadow roots'
// style sheets, and the base class that lets a module be imported where
// there is no DOM (Node).
//
// Conventions of the engine's exports (engine/wasm/*.c): an int result
// below 0 is a failure whose sentence the game's error export holds; text
// goes in as (pointer, length) bytes from gg_alloc.

/**
 * A game's engine as the elements use it: each wasm export as M._name
 * (M._gg_mines_new ...), its memory as typed views, and the compiled
 * module, which the worker (core/offthread.js) instantiates again.
 * @typedef {Record<string, any> & {
 *   module: WebAssembly.Module,
 *   HEAP8: Int8Array, HEAPU8: Uint8Array, HEAP32: Int32Array,
 *   HEAPU32: Uint32Array, HEAPF32: Float32Array, HEAPF64: Float64Array,
 * }} Engine
 */

/**
 * How an engine gets its wasm: compiled already (module: the worker's),
 * the bytes (wasmBinary: Node), or where it is served (wasmUrl).
 * @typedef {{ module?: WebAssembly.Module, wasmBinary?: ArrayBuffer | Uint8Array, wasmUrl?: string | URL }} EngineOptions
 */

/**
 * One game's wasm: its name, and where it lies by default (a function
 * holding `new URL('./file.wasm', import.meta.url)` in the game's own
 * module, the form bundlers follow).
 * @typedef {{ name: string, url: () => URL }} EngineKind
 */

import { ggError, ggWords } from './i18n.js';

// The words (core/i18n.js), through this module: see there.
export * from './i18n.js';

/** The English of what an element says when its engine could not be
 * loaded (part `error`); why, the loader's sentence, comes with the
 * failure (core/load-words.js). */
export const GG_ENGINE_WORDS = { engineLoad: 'The game engine could not be loaded: {why}' };
ggWords('error', GG_ENGINE_WORDS);

/** An Error with the loader's English sentence key says of params: its
 * words (core/load-words.js, messages of the part `error`) come with the
 * first failure. */
async function ggLoadError(key, params) {
  ggWords('error', (await import('./load-words.js')).default);
  return ggError(key, params);
}

const ggEncoder = new TextEncoder();
export const ggDecoder = new TextDecoder();
// As the engine says it (engine/wasm/wasm_api.c, WEB_NO_MEMORY).
export const GG_NO_MEMORY = 'out of engine memory (the WebAssembly memory is full)';

/** The mark on the messages between a page and its engine's worker
 * (core/offthread.js sends them, with its own copy of the string, and
 * core/serve.js answers): kept here, so that neither side's code comes
 * with the other's. */
export const GG_WORKER_MARK = 'gridgames-worker';

/** Each game's engine, loading or loaded, by name. @type {Map<string, Promise<Engine>>} */
const ggEngines = new Map();
/** Each game's options, set before it loads. @type {Map<string, EngineOptions>} */
const ggEngineOptions = new Map();

/** A game's engine, loaded once for every element on the page. It rejects
 * with an Error that names the cause (not found, not WebAssembly, refused
 * by the page's Content-Security-Policy); a load that failed is forgotten,
 * so that the next request tries again (the network back, say).
 * @param {EngineKind} kind
 * @returns {Promise<Engine>} */
export function ggEngine(kind) {
  const loaded = ggEngines.get(kind.name);
  if (loaded) return loaded;
  const options = ggEngineOptions.get(kind.name) || {};
  const loading = ggLoadEngine(options.module || options.wasmBinary || options.wasmUrl ? options : { wasmUrl: kind.url() });
  loading.catch(() => ggEngines.get(kind.name) === loading && ggEngines.delete(kind.name));
  ggEngines.set(kind.name, loading);
  return loading;
}

/** A game's engine for an element el that has just been connected:
 * loaded once the page's own scripts have had their say, so that a
 * configure() in any of them is honoured, whatever the order of the
 * imports; else from el's wasm-url attribute, given to configure (the
 * game's own), if it has one; else from beside the game's module. While
 * the document is being parsed that is when it has been (DOMContentLoaded
 * comes after every deferred and module script has run); later, a
 * microtask from now (after the module that imported the element's, and
 * called configure() right after the import, has run to its end).
 * @param {EngineKind} kind
 * @param {Element} el
 * @param {(options: EngineOptions) => void} configure
 * @returns {Promise<Engine>} */
export function ggEngineForElement(kind, el, configure) {
  return new Promise((resolve) => {
    if (typeof document !== 'undefined' && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => resolve(null), { once: true });
    } else queueMicrotask(() => resolve(null));
  }).then(() => {
    // The element's wasm-url attribute, when no script has said where the
    // wasm is: it needs no script at all.
    const url = el.getAttribute('wasm-url');
    if (url && !ggEngines.has(kind.name) && !ggEngineOptions.has(kind.name)) configure({ wasmUrl: new URL(url, document.baseURI) });
    return ggEngine(kind);
  });
}

/** Set how a game's engine loads, before it does (the packages'
 * configure()): before any game of it was made, which elements do once
 * the page's scripts have run (ggEngineForElement).
 * @param {EngineKind} kind
 * @param {EngineOptions} options */
export function ggConfigureEngine(kind, options) {
  if (ggEngines.has(kind.name)) {
    throw new Error(`the ${kind.name} engine is already loading or loaded: configure() must come before its first ` +
      'game (an element starts one once the page\'s scripts have run; a headless game at once)');
  }
  ggEngineOptions.set(kind.name, Object.assign({}, ggEngineOptions.get(kind.name), options));
}

/** The worker's engine: the module the page compiled, instantiated here
 * and remembered under the game's name.
 * @param {EngineKind} kind
 * @param {WebAssembly.Module} module */
export function ggAdoptEngine(kind, module) {
  const engine = ggLoadEngine({ module });
  ggEngines.set(kind.name, engine);
  return engine;
}

/** Load an engine and resolve with it as M (see Engine). The wasm is
 * linked on its own (web/CMakeLists.txt): it grows its memory itself and
 * only tells of it (its one import), so a view is made again whenever the
 * memory's buffer has changed.
 * @param {EngineOptions} options
 * @returns {Promise<Engine>} */
export async function ggLoadEngine(options) {
  const imports = { env: { emscripten_notify_memory_growth() {} } };
  const { module, instance } = await ggInstantiate(imports, options);
  const wasm = /** @type {any} */ (instance.exports);
  /** @type {any} */
  const M = { module };
  for (const name in wasm) M['_' + name] = wasm[name];
  for (const [name, View] of Object.entries({ 'HEAP8': Int8Array, 'HEAPU8': Uint8Array, 'HEAP32': Int32Array,
    'HEAPU32': Uint32Array, 'HEAPF32': Float32Array, 'HEAPF64': Float64Array })) {
    let view = null;
    Object.defineProperty(M, name, {
      get: () => (view && view.buffer === wasm.memory.buffer ? view : (view = new View(wasm.memory.buffer))),
    });
  }
  /** @type {any} */ (wasm)._initialize(); // the C library's start-up
  return M;
}

/** { module, instance } from options.
 * @param {WebAssembly.Imports} imports
 * @param {EngineOptions} options
 * @returns {Promise<{ module: WebAssembly.Module, instance: WebAssembly.Instance }>} */
async function ggInstantiate(imports, options) {
  /** @param {() => Promise<any>} how */
  const compile = async (how) => {
    try {
      return await how();
    } catch (err) {
      const csp = /unsafe-eval|Content.Security/i.test(err.message);
      throw await ggLoadError(csp ? 'csp' : 'notEngine', { url, why: err.message });
    }
  };
  let url = 'the wasm given';
  if (options.module) {
    const module = options.module;
    return compile(async () => ({ module, instance: await WebAssembly.instantiate(module, imports) }));
  }
  const bytes = options.wasmBinary;
  if (bytes) return compile(() => WebAssembly.instantiate(/** @type {BufferSource} */ (bytes), imports));
  url = String(options.wasmUrl);
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (err) {
    throw await ggLoadError('unfetched', { url, why: err.message });
  }
  if (!response.ok) throw await ggLoadError('status', { url, status: response.status });
  // Streaming compilation needs the right MIME type; a server that sends
  // another (application/octet-stream) costs only the streaming.
  if (WebAssembly.instantiateStreaming && /^application\/wasm\b/.test(response.headers.get('content-type') || '')) {
    return compile(() => WebAssembly.instantiateStreaming(response, imports));
  }
  const fetched = await response.arrayBuffer();
  return compile(() => WebAssembly.instantiate(fetched, imports));
}

/** The elements holding a game of each engine (a slot of its table).
 * @type {WeakMap<Engine, Set<{ isConnected: boolean, _release(): void }>>} */
const ggHolders = new WeakMap();

/** el holds a game of M now (on), or no longer (off). An element gives its
 * game back a task after it leaves the document, so that a move within one
 * task keeps it; ggTakeSlot takes it back sooner when slots run out.
 * @param {Engine} M
 * @param {{ isConnected: boolean, _release(): void }} el
 * @param {boolean} on */
export function ggHolding(M, el, on) {
  let holders = ggHolders.get(M);
  if (!holders) ggHolders.set(M, (holders = new Set()));
  if (on) holders.add(el);
  else holders.delete(el);
}

/** make() is an engine call that takes a game slot (a handle, or a
 * negative status). When it fails and elements out of the document still
 * hold games, those are given back at once and make() is tried again, so
 * that a refusal has no cause but games truly open.
 * @param {Engine} M
 * @param {() => number} make
 * @returns {number} */
export function ggTakeSlot(M, make) {
  const rc = make();
  if (rc >= 0) return rc;
  let freed = 0;
  for (const el of ggHolders.get(M) || []) {
    if (!el.isConnected) {
      el._release();
      freed++;
    }
  }
  return freed ? make() : rc;
}

/** What the elements extend: HTMLElement, or where there is none (a
 * server rendering pages under Node) a plain class, so that importing the
 * module does not throw. */
export const GGElement = /** @type {typeof HTMLElement} */ (typeof HTMLElement === 'undefined' ? class {} : HTMLElement);

/** Define tag as cls where there are custom elements (not under Node),
 * unless the tag is taken already (the module included twice, from two
 * URLs): importing an element's module never throws.
 * @param {string} tag @param {CustomElementConstructor} cls */
export function ggDefine(tag, cls) {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, cls);
}

/** A shadow root's style sheet from CSS text, made once per text: a
 * constructable sheet (adoptedStyleSheets), which a Content-Security-Policy
 * without 'unsafe-inline' allows where a <style> element is refused. */
const ggSheets = new Map();
export function ggAdoptStyle(root, cssText) {
  let sheet = ggSheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    ggSheets.set(cssText, sheet);
  }
  root.adoptedStyleSheets = [sheet];
}

/** Throw the engine's message when rc < 0; else return rc. */
export function ggCheck(M, rc) {
  if (rc < 0) throw new Error(ggCString(M, M._gg_error_message()));
  return rc;
}

/** The NUL-terminated string at ptr. */
export function ggCString(M, ptr) {
  const heap = M.HEAPU8;
  let end = ptr;
  while (heap[end]) end++;
  return ggDecoder.decode(heap.subarray(ptr, end));
}

/** Call fn(ptr, len) with text (or a typed array's bytes) copied into
 * engine memory, freed after. */
export function ggWithText(M, text, fn) {
  const bytes = ArrayBuffer.isView(text) ? new Uint8Array(text.buffer, text.byteOffset, text.byteLength) :
    ggEncoder.encode(String(text));
  const ptr = M._gg_alloc(bytes.length);
  if (!ptr) throw new Error(GG_NO_MEMORY);
  try {
    M.HEAPU8.set(bytes, ptr);
    return fn(ptr, bytes.length);
  } finally {
    M._gg_release(ptr);
  }
}

/** A copy of len bytes at ptr (the engine reuses its buffers). */
export function ggBytes(M, ptr, len) {
  return len > 0 ? M.HEAPU8.slice(ptr, ptr + len) : new Uint8Array(0);
}

/** A random seed, as decimal text: 12 digits from the system's generator. */
export function ggRandomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return String((words[0] % 1000000) * 1000000 + (words[1] % 1000000)).padStart(1, '0');
}

/** then(bitmap), an ImageBitmap of canvas, once the browser has made
 * it: a canvas's tiles are drawn from that. WebKit copies a canvas source
 * at every drawImage, and a bitmap at once: 480 cells of a sprite sheet
 * took it 20 to 90 ms from the canvas, 3 ms from its bitmap (WebKitGTK
 * without a GPU). Where there is no createImageBitmap, nothing happens.
 * @param {HTMLCanvasElement} canvas @param {(bitmap: ImageBitmap) => void} then */
export function ggBitmapLater(canvas, then) {
  if (typeof createImageBitmap === 'function') createImageBitmap(canvas).then(then, () => {});
}

/** prefers-reduced-motion, read now. */
export function ggReducedMotion() {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}
