// index.js — the package's main entry: <gg-mines> and <gg-snakes> defined
// under those names (a tag already defined is left alone, and nothing is
// defined where there is no DOM), and everything elements.js exports.
// A page that wants other tag names imports 'gridgames/elements' and
// calls customElements.define itself.
import { GGMines, GGSnakes } from './elements.js';

if (typeof customElements !== 'undefined') {
  if (!customElements.get('gg-mines')) customElements.define('gg-mines', GGMines);
  if (!customElements.get('gg-snakes')) customElements.define('gg-snakes', GGSnakes);
}

export * from './elements.js';
