// node.js — the entry Node resolves ("node" in the exports map): the
// module as elsewhere, with the engine's wasm read from the package's own
// file (the web build would fetch() it by URL, which Node cannot do for a
// path). Importing it defines nothing and does not throw: there is no DOM
// (server-side rendering); the headless API (loadEngine) works.
import { readFileSync } from 'node:fs';
import { configure } from './elements.js';

configure({ wasmBinary: readFileSync(new URL('./gridgames.wasm', import.meta.url)) });

export * from './elements.js';
