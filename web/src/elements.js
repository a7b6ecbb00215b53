// elements.js — both elements' classes without tag names (the package's
// gridgames/elements), so that a page may choose its own:
// customElements.define('my-mines', GGMines). Defines nothing.
export { GGMines } from './mines/element.js';
export { GGSnakes } from './snakes/element.js';
export { configure, loadEngine, registerTranslation, translateError, version } from './headless.js';
