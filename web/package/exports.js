// exports.js — the end of the package's elements.js (web/CMakeLists.txt
// joins it after the glue, the elements and headless.js in place of the
// site's define.js): the classes without tag names, so that a page may
// choose its own (index.js defines <gg-mines> and <gg-snakes>), the
// headless engine, the loader's options and the version.

export { GGMines, GGSnakes, loadEngine, ggConfigure as configure, ggEngine, GG_VERSION as version,
  createGridgames as default };
