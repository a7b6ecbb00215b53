// index.js — both games (the package's gridgames, the site's
// gridgames.js): <gg-mines> and <gg-snakes> defined, each loading its own
// engine when its first element connects, and the headless API. A page
// that shows one game imports that game's module instead
// (mines/index.js, snakes/index.js) and pays for that game only.
import './mines/index.js';
import './snakes/index.js';

export { GGMines } from './mines/element.js';
export { GGSnakes } from './snakes/element.js';
export { configure, loadEngine, MinesGame, registerTranslation, translateError, version } from './headless.js';

// The engines themselves, as the tests reach them (the browser tests, and
// the wasm tests under node, which hand a wasm's bytes to ggLoadEngine).
export { ggEngine, ggLoadEngine } from './core/engine.js';
export { MINES_ENGINE, MINES_SOLVER_ENGINE } from './mines/engine.js';
export { SNAKES_ENGINE } from './snakes/engine.js';
