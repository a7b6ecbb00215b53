// mines.d.ts — gridgames/mines: defines <gg-mines> alone and loads only
// Minesweeper's wasm.
import type { MinesEngineOptions } from './elements.js';
export { GGMines, registerTranslation, version } from './elements.js';
export type * from './elements.js';
/** Where Minesweeper's wasm comes from (options.solver: the solver's), before the first element connects. */
export declare function configure(options: MinesEngineOptions): void;
