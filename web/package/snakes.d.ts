// snakes.d.ts — gridgames/snakes: defines <gg-snakes> alone and loads only
// Snakes & Ladders' wasm.
import type { SnakesEngineOptions } from './elements.js';
export { GGSnakes, registerTranslation, version } from './elements.js';
export type * from './elements.js';
/** Where Snakes & Ladders' wasm comes from (options.maker: the board maker's), before the first element connects. */
export declare function configure(options: SnakesEngineOptions): void;
