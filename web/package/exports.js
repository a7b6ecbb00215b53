// exports.js — the end of the package's elements.js (web/CMakeLists.txt
// joins it after the glue, the elements and headless.js in place of the
// site's define.js): the classes without tag names, so that a page may
// choose its own (index.js defines <gg-mines> and <gg-snakes>), the
// headless engine, the loader's options and the version.

/** The worker for the engine's long work (offthread.js): this module,
 * written so that bundlers (Vite, webpack) build it as a worker too. */
function ggNewWorker() {
  return new Worker(new URL('./elements.js', import.meta.url), { type: 'module' });
}

export { GGMines, GGSnakes, loadEngine, ggConfigure as configure, ggEngine, GG_VERSION as version,
  createGridgames as default };
