// node.js — the entry Node resolves ("node" in the exports map): the
// package as elsewhere, with each game's wasm read from the package's own
// files (the web build would fetch() it by URL, which Node cannot do for a
// path). Importing it defines nothing and does not throw: there is no DOM
// (server-side rendering); the headless API (loadEngine) works.
import { readFileSync } from 'node:fs';
import { configure } from './headless.js';

const read = (name) => readFileSync(new URL(name, import.meta.url));
configure({
  mines: { wasmBinary: read('./gg-mines.wasm'), solver: { wasmBinary: read('./gg-mines-solver.wasm') } },
  snakes: { wasmBinary: read('./gg-snakes.wasm'), maker: { wasmBinary: read('./gg-snakes-maker.wasm') } },
});

export * from './index.js';
