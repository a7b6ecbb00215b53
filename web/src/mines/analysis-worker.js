// mines/analysis-worker.js — the analysis module's worker
// (gg-mines-analysis-worker.js): the position editor's analysis of a big
// board (minesAnalyseCells), on the module the page compiled.
import { ggServe } from '../core/serve.js';
import { MINES_ANALYSIS_ENGINE, minesAnalyseCells } from './analysis.js';

ggServe(MINES_ANALYSIS_ENGINE, { minesPosition: minesAnalyseCells });
