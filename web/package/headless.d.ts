// headless.d.ts — gridgames/headless: the engines without a DOM.
export { loadEngine, configure, registerTranslation, translateError, version } from './elements.js';
export type { GridgamesEngine, MinesGame, MinesGameOptions, MinesGameParams, SnakesAnalysis, SnakesAnalysisOptions, EngineOptions, MinesEngineOptions, MessageKey, Translation } from './elements.js';
