// snakes/worker.js — Snakes & Ladders' worker module (gg-snakes-worker.js):
// the ops snakes/away.js sends it, on the engine the page compiled.
import { ggServe } from '../core/serve.js';
import { SNAKES_ENGINE, snakesChancesCopy, snakesMadeCode } from './engine.js';

ggServe(SNAKES_ENGINE, { snakesChances: snakesChancesCopy, snakesMake: snakesMadeCode });
