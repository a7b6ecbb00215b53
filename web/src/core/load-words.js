// core/load-words.js — the English of the engine loader's errors (part
// `error`: core/engine.js registers them with the first failure; their
// translations are the errors' chunks'). Apart, as no page that loads its
// engine needs them.
export const GG_LOAD_WORDS = {
  csp: "the page's Content-Security-Policy needs 'wasm-unsafe-eval' in script-src",
  notEngine: '{url} is not the gridgames engine ({why})',
  unfetched: '{url} could not be fetched ({why}; from another origin it needs CORS headers)',
  status: '{url} could not be fetched: HTTP {status}',
};
// What core/engine.js reads (a name in capitals would be renamed by the
// build's mangling of such properties: web/build.mjs MANGLED).
export default GG_LOAD_WORDS;
