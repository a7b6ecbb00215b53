// snakes/index.js — Snakes & Ladders on its own (the package's
// gridgames/snakes, the site's gg-snakes.js): <gg-snakes> defined under
// that name, and its engine's settings. A tag already defined is left
// alone; where there is no DOM nothing is defined and importing never
// throws.
import { ggDefine, registerTranslation } from '../core/engine.js';
import { GGSnakes } from './element.js';
import { snakesConfigure } from './engine.js';

ggDefine('gg-snakes', GGSnakes);

/** The package's version (VERSION, set by the build). */
export const version = GG_VERSION;

// configure(options): where Snakes & Ladders' wasm comes from, before the
// first element connects (snakes/engine.js, snakesConfigure).
// registerTranslation(lang, messages): the element's words in a language
// of the page's own, or some of them changed (core/i18n.js).
export { GGSnakes, snakesConfigure as configure, registerTranslation };
