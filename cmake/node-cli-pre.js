// node-cli-pre.js — put into gridgames-full.js by emcc (--pre-js, the root
// CMakeLists.txt): the full runner's wasm, gridgames-full.wasm beside the
// script (in the npm package too, where the script is gridgames-full.cjs),
// read and instantiated at once. Emscripten 3.1.6 would fetch() it, which
// node cannot do by path; inlined as base64 (SINGLE_FILE) it cost each
// start its decoding and the memory of both copies.
Module['instantiateWasm'] = function (imports, receiveInstance) {
  var bytes = require('fs').readFileSync(require('path').join(__dirname, 'gridgames-full.wasm'));
  var instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), imports);
  receiveInstance(instance);
  return instance.exports;
};
