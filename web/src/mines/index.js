// mines/index.js — Minesweeper on its own (the package's gridgames/mines,
// the site's gg-mines.js): <gg-mines> defined under that name, and its
// engine's settings. A tag already defined (the module included twice,
// from two URLs) is left alone; where there is no DOM (a server rendering
// under Node) nothing is defined and importing never throws.
import { ggDefine, registerTranslation } from '../core/engine.js';
import { GGMines } from './element.js';
import { minesConfigure } from './engine.js';

ggDefine('gg-mines', GGMines);

/** The package's version (VERSION, set by the build). */
export const version = GG_VERSION;

// configure(options): where Minesweeper's wasm comes from, before the
// first element connects (mines/engine.js, minesConfigure).
// registerTranslation(lang, messages): the element's words in a language
// of the page's own, or some of them changed (core/i18n.js).
export { GGMines, minesConfigure as configure, registerTranslation };
