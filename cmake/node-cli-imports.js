// node-cli-imports.js — for emcc (--js-library, the root CMakeLists.txt):
// gridgames-plain.wasm's one import, cli_node_write (engine/cli/cli_node.c),
// comes from JavaScript, which emcc must be told to link the wasm. The
// wasm has no Emscripten JavaScript: the function the module imports is
// cmake/node-cli.js's write, and this body is never used.
mergeInto(LibraryManager.library, {
  cli_node_write: function () {},
});
