// types-match.ts — the package's declarations held to the sources: each
// export of web/src, as tsc reads its JSDoc, must be assignable to what
// elements.d.ts and the per-game .d.ts declare (web/tsconfig.json checks
// this file with the sources in ./build.sh test). Not shipped.
import * as src from '../src/elements.js';
import * as mines from '../src/mines/index.js';
import * as snakes from '../src/snakes/index.js';
import type * as api from './elements.js';
import type * as minesApi from './mines.js';
import type * as snakesApi from './snakes.js';

export const elements: {
  GGMines: typeof api.GGMines;
  GGSnakes: typeof api.GGSnakes;
  configure: typeof api.configure;
  loadEngine: typeof api.loadEngine;
  registerTranslation: typeof api.registerTranslation;
  translateError: typeof api.translateError;
  version: typeof api.version;
} = src;
export const minesEntry: {
  GGMines: typeof minesApi.GGMines;
  configure: typeof minesApi.configure;
  registerTranslation: typeof minesApi.registerTranslation;
  version: typeof minesApi.version;
} = mines;
export const snakesEntry: {
  GGSnakes: typeof snakesApi.GGSnakes;
  configure: typeof snakesApi.configure;
  registerTranslation: typeof snakesApi.registerTranslation;
  version: typeof snakesApi.version;
} = snakes;
