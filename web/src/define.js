// define.js — the last part of the site's module: the elements get their
// tag names, and the module exports them with the engine loader and the
// version (and, as its default, createGridgames: the engine's exports
// without the elements, which the tests under Node call). Everything the elements use is declared before this runs (a
// page's elements are upgraded, constructed and connected right here).
// The classes themselves define nothing: the package's elements.js leaves
// this file out and ends with its own export line (web/package/), so a
// page can pick its own tag names.
//
// A tag already defined (the module included twice, from two URLs) is left
// alone, and where there is no DOM (a server rendering under Node) nothing
// is defined: importing the module never throws.

if (typeof customElements !== 'undefined') {
  if (!customElements.get('gg-mines')) customElements.define('gg-mines', GGMines);
  if (!customElements.get('gg-snakes')) customElements.define('gg-snakes', GGSnakes);
}

/** The worker for the engine's long work (offthread.js): this module. */
function ggNewWorker() {
  return new Worker(new URL('./gridgames.js', import.meta.url), { type: 'module' });
}

export { ggEngine, GGMines, GGSnakes, GG_VERSION as version, createGridgames as default };
