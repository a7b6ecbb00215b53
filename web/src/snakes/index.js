// snakes/index.js — Snakes & Ladders on its own (the package's
// gridgames/snakes, the site's gg-snakes.js): <gg-snakes> defined under
// that name, and its engine's settings. A tag already defined is left
// alone; where there is no DOM nothing is defined and importing never
// throws.
import { ggConfigureEngine, ggDefine } from '../core/engine.js';
import { GGSnakes } from './element.js';
import { SNAKES_ENGINE } from './engine.js';

/** @typedef {import('../core/engine.js').EngineOptions} EngineOptions */

ggDefine('gg-snakes', GGSnakes);

/** The package's version (VERSION, set by the build). */
export const version = GG_VERSION;

/** Set where Snakes & Ladders' wasm comes from, before the first element
 * connects: { wasmUrl } or { wasmBinary }.
 * @param {EngineOptions} options */
export function configure(options) {
  ggConfigureEngine(SNAKES_ENGINE, options);
}

export { GGSnakes };
