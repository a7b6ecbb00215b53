// mines/analysis-worker.js — the analysis module's worker
// (gg-mines-analysis-worker.js): the position editor's analysis of a big
// board (minesAnalyseCells), on the module the page compiled.
import { minesAnalysisServe } from './analysis.js';

minesAnalysisServe();
