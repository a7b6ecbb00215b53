// cli_wasm_pre.js — runs before the wasm CLI (build/wasm/gridgames-cli.js)
// compiles its module under node. It asks V8 for optimized code only: a
// game's hot loops (the flood, the board parse) are entered once and run
// long, and wasm here has no on-stack replacement, so code compiled by the
// baseline tier would run to the end unoptimized (measured 3-5x slower
// than native instead of about 1.2x). Each function is still compiled
// only when first called (V8's lazy compilation, left on): a one-cell game
// compiles what it calls, not the whole module. Measured here, best of 3,
// with the module compiled whole before: a one-cell game 213 -> 160 ms
// (node alone: 58 ms), the seed's 1000 x 1000 flood 227 -> 182 ms, its
// dense game 215 -> 171 ms, the same output.
if (typeof process === 'object' && process.versions && process.versions.v8) {
  require('v8').setFlagsFromString('--no-liftoff');
}
