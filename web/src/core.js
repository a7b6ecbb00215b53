// core.js — what every gridgames element shares: the one engine instance
// (the WebAssembly module, loaded on first use by our own small loader,
// with errors that say why it could not be), text in and out of its
// memory, errors from its exports as thrown Errors, the shadow roots'
// style sheets, and the base class that lets the module be imported where
// there is no DOM (Node).
//
// Conventions of the engine's exports (engine/wasm_*.c): an int result
// below 0 is a failure whose sentence gg_error_message() holds; text goes
// in as (pointer, length) bytes from gg_alloc.
const ggEncoder = new TextEncoder();
const ggDecoder = new TextDecoder();
let ggEnginePromise = null;
// As the engine says it (engine/wasm/wasm_api.c, WEB_NO_MEMORY).
const GG_NO_MEMORY = 'out of engine memory (the WebAssembly memory is full)';
// How the engine gets its wasm (the package's configure(), headless.js):
// the bytes (wasmBinary: Node) or a URL (wasmUrl); by default
// gridgames.wasm beside this module.
const ggEngineOptions = {};

/** The engine module, loaded once for every element on the page. It
 * rejects with an Error that names the cause (not found, not WebAssembly,
 * refused by the page's Content-Security-Policy). */
function ggEngine() {
  return ggEnginePromise || (ggEnginePromise = createGridgames());
}

/** Load the engine (options: { wasmBinary } or { wasmUrl }; by default
 * ggEngineOptions) and resolve with it as M: each export of
 * engine/wasm/*.c as M._name (M._gg_mines_new ...), its memory as
 * M.HEAP8, HEAPU8, HEAP32, HEAPU32, HEAPF32, HEAPF64. The wasm is linked
 * on its own (web/CMakeLists.txt): it grows its memory itself and only
 * tells of it (its one import), so a view is made again whenever the
 * memory's buffer has changed. The module's default export, as tests
 * under Node use it. */
async function createGridgames(options) {
  const imports = { env: { emscripten_notify_memory_growth() {} } };
  const { module, instance } = await ggInstantiate(imports, options || ggEngineOptions);
  const wasm = instance.exports;
  // The compiled module, for the worker (offthread.js) to run the same engine.
  const M = { module };
  for (const name in wasm) M['_' + name] = wasm[name];
  // Quoted: the minifier renames capitalised and _-led names it is not shown quoted.
  for (const [name, View] of Object.entries({ 'HEAP8': Int8Array, 'HEAPU8': Uint8Array, 'HEAP32': Int32Array,
    'HEAPU32': Uint32Array, 'HEAPF32': Float32Array, 'HEAPF64': Float64Array })) {
    let view = null;
    Object.defineProperty(M, name, {
      get: () => (view && view.buffer === wasm.memory.buffer ? view : (view = new View(wasm.memory.buffer))),
    });
  }
  wasm['_initialize'](); // the C library's start-up
  return M;
}

/** { module, instance } from options: { module } (compiled already: the
 * worker's), { wasmBinary } or { wasmUrl }. */
async function ggInstantiate(imports, options) {
  const compile = async (how) => {
    try {
      return await how();
    } catch (err) {
      const csp = /unsafe-eval|Content.Security/i.test(err.message);
      throw new Error(csp ? "the page's Content-Security-Policy needs 'wasm-unsafe-eval' in script-src" :
        `${url} is not the gridgames engine (${err.message})`);
    }
  };
  let url = 'the wasm given';
  if (options.module) {
    return compile(async () => ({ module: options.module, instance: await WebAssembly.instantiate(options.module, imports) }));
  }
  if (options.wasmBinary) return compile(() => WebAssembly.instantiate(options.wasmBinary, imports));
  url = String(options.wasmUrl || new URL('./gridgames.wasm', import.meta.url));
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (err) {
    throw new Error(`${url} could not be fetched (${err.message}; from another origin it needs CORS headers)`);
  }
  if (!response.ok) throw new Error(`${url} could not be fetched: HTTP ${response.status}`);
  // Streaming compilation needs the right MIME type; a server that sends
  // another (application/octet-stream) costs only the streaming.
  if (WebAssembly.instantiateStreaming && /^application\/wasm\b/.test(response.headers.get('content-type'))) {
    return compile(() => WebAssembly.instantiateStreaming(response, imports));
  }
  const bytes = await response.arrayBuffer();
  return compile(() => WebAssembly.instantiate(bytes, imports));
}

/** What the elements extend: HTMLElement, or where there is none (a
 * server rendering pages under Node) a plain class, so that importing the
 * module does not throw. */
const GGElement = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

/** A shadow root's style sheet from CSS text, made once per text: a
 * constructable sheet (adoptedStyleSheets), which a Content-Security-Policy
 * without 'unsafe-inline' allows where a <style> element is refused. */
const ggSheets = new Map();
function ggAdoptStyle(root, cssText) {
  let sheet = ggSheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    ggSheets.set(cssText, sheet);
  }
  root.adoptedStyleSheets = [sheet];
}

/** Throw the engine's message when rc < 0; else return rc. */
function ggCheck(M, rc) {
  if (rc < 0) throw new Error(ggCString(M, M._gg_error_message()));
  return rc;
}

/** The NUL-terminated string at ptr. */
function ggCString(M, ptr) {
  const heap = M.HEAPU8;
  let end = ptr;
  while (heap[end]) end++;
  return ggDecoder.decode(heap.subarray(ptr, end));
}

/** Call fn(ptr, len) with text (or a typed array's bytes) copied into
 * engine memory, freed after. */
function ggWithText(M, text, fn) {
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
function ggBytes(M, ptr, len) {
  return len > 0 ? M.HEAPU8.slice(ptr, ptr + len) : new Uint8Array(0);
}

/** A random seed, as decimal text: 12 digits from the system's generator. */
function ggRandomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return String((words[0] % 1000000) * 1000000 + (words[1] % 1000000)).padStart(1, '0');
}

/** prefers-reduced-motion, read now. */
function ggReducedMotion() {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}
