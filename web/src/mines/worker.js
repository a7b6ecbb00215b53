// mines/worker.js — Minesweeper's worker module (gg-mines-worker.js): the
// ops mines/away.js sends it, on the engine the page compiled. Its engine
// code is made fast at once, before the first request needs it.
import { ggServe } from '../core/serve.js';
import { MINES_ENGINE } from './engine.js';
import { minesAnalyseCopy, minesMoveCopy, minesReviewBytes, warmMinesEngine } from './copies.js';

ggServe(MINES_ENGINE, { minesMove: minesMoveCopy, minesAnalyse: minesAnalyseCopy, minesReview: minesReviewBytes },
  warmMinesEngine);
