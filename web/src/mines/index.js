// mines/index.js — Minesweeper on its own (the package's gridgames/mines,
// the site's gg-mines.js): <gg-mines> defined under that name, and its
// engine's settings. A tag already defined (the module included twice,
// from two URLs) is left alone; where there is no DOM (a server rendering
// under Node) nothing is defined and importing never throws.
import { ggDefine } from '../core/engine.js';
import { GGMines } from './element.js';
import { minesConfigure } from './engine.js';

/** @typedef {import('../core/engine.js').EngineOptions} EngineOptions */

ggDefine('gg-mines', GGMines);

/** The package's version (VERSION, set by the build). */
export const version = GG_VERSION;

/** Set where Minesweeper's wasm comes from, before the first element
 * connects: { wasmUrl } or { wasmBinary } for gg-mines.wasm, and solver:
 * the same for gg-mines-solver.wasm (by default beside wasmUrl).
 * @param {EngineOptions & { solver?: EngineOptions }} options */
export function configure(options) {
  minesConfigure(options);
}

export { GGMines };
