// cli_wasm_pre.js — runs before the wasm CLI (build/wasm/gridgames-cli.js)
// compiles its module under node. It asks V8 for optimized code from the
// start: a game's hot loops (the flood, the board parse) are entered once
// and run long, and wasm has no on-stack replacement, so code compiled by
// the baseline tier would run to the end unoptimized — measured 3-5x
// slower than native instead of about 1.2x.
if (typeof process === 'object' && process.versions && process.versions.v8) {
  const v8 = require('v8');
  v8.setFlagsFromString('--no-liftoff');
  v8.setFlagsFromString('--no-wasm-lazy-compilation');
}
