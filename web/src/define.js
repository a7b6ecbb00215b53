// define.js — the last part of the module: the elements get their tag
// names, and the module exports them with the engine loader. Everything
// the elements use is declared before this runs (a page's elements are
// upgraded, constructed and connected right here). The classes themselves
// define nothing, so an entry that exports them without defining them
// leaves this file out and ends with its own export line.

customElements.define('gg-mines', GGMines);
customElements.define('gg-snakes', GGSnakes);

export { ggEngine, GGMines, GGSnakes };
