// core.js — what every gridgames element shares: the one engine instance
// (the WebAssembly module above, loaded on first use), text in and out of
// its memory, and errors from its exports as thrown Errors.
//
// Conventions of the engine's exports (engine/wasm_*.c): an int result
// below 0 is a failure whose sentence gg_error_message() holds; text goes
// in as (pointer, length) bytes from gg_alloc.
const ggEncoder = new TextEncoder();
const ggDecoder = new TextDecoder();
let ggEnginePromise = null;

/** The engine module, loaded once for every element on the page. */
function ggEngine() {
  if (!ggEnginePromise) ggEnginePromise = createGridgames();
  return ggEnginePromise;
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

/** Call fn(ptr, len) with text copied into engine memory, freed after. */
function ggWithText(M, text, fn) {
  const bytes = ggEncoder.encode(String(text));
  const ptr = M._gg_alloc(bytes.length);
  if (!ptr) throw new Error('out of memory');
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
