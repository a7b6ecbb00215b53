// headless_seeds.mjs — the one rule for seeds (docs/seeds.md) in the
// headless engine (web/src/headless.js, the package's gridgames/headless),
// and across front ends: a game made with no seed gets a random one,
// named in game.params.seed; that seed with the same options makes the
// same layout, which is the one `gridgames generate` prints for it; a
// random Snakes & Ladders board names its seed, and that seed gives
// `gridgames snakes --random`'s board.
//
//   node --test tests/seeds/headless_seeds.mjs
//   (GG_WEB_DIR: build/web; GG_GRIDGAMES: the native gridgames)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = process.env.GG_WEB_DIR || path.join(here, '..', '..', 'build', 'web');
const gridgames = process.env.GG_GRIDGAMES || path.join(here, '..', '..', 'build', 'native', 'gridgames');
globalThis.HTMLElement ??= class {};
globalThis.customElements ??= { define() {}, get() { return undefined; } };
const { configure, loadEngine } = await import(pathToFileURL(path.join(webDir, 'gridgames.js')).href);
const wasm = (name) => fs.readFileSync(path.join(webDir, name));
configure({
  mines: { wasmBinary: wasm('gg-mines.wasm'), solver: { wasmBinary: wasm('gg-mines-solver.wasm') } },
  snakes: { wasmBinary: wasm('gg-snakes.wasm'), maker: { wasmBinary: wasm('gg-snakes-maker.wasm') } },
});
const engine = await loadEngine();
const cli = (...args) => execFileSync(gridgames, args, { encoding: 'utf8' });

/** The layout a game's first Sweep at (row, col) lays: the replay's board lines. */
function layoutAfter(game, row, col) {
  game.play(`Sweep ${row} ${col}`);
  const lines = game.replay().split('\n');
  return lines.slice(0, 1 + Number(lines[0].split(' ')[0])).join('\n') + '\n';
}

test('a Minesweeper game with no seed names the random one it chose', () => {
  const game = engine.mines({ rows: 16, cols: 30, mines: 99 });
  const { seed, rows, cols, mines, start } = game.params;
  assert.match(seed, /^\d{1,12}$/);
  assert.deepEqual({ rows, cols, mines, start }, { rows: 16, cols: 30, mines: 99, start: 'opening' });
  const layout = layoutAfter(game, 8, 15);
  game.free();

  const again = engine.mines({ rows: 16, cols: 30, mines: 99, seed });
  assert.equal(again.params.seed, seed);
  assert.equal(layoutAfter(again, 8, 15), layout, 'the named seed makes the same layout');
  again.free();

  assert.equal(cli('generate', '--rows', '16', '--cols', '30', '--mines', '99', '--first', '8,15', '--seed', seed,
    '--start', 'opening'), layout, 'gridgames generate prints the same layout for that seed');

  const other = engine.mines({ rows: 16, cols: 30, mines: 99 });
  assert.notEqual(other.params.seed, seed, 'two games without a seed choose two seeds');
  other.free();
});

test('a game from a layout has no seed to name', () => {
  const game = engine.mines({ layout: '2 2\n*.\n..\n' });
  assert.deepEqual(game.params, { rows: 2, cols: 2, mines: 1, seed: null, start: null });
  game.free();
});

test('a random Snakes & Ladders board names its seed, which is the CLI\'s board too', () => {
  const board = engine.snakes({ board: 'random', n: 8 });
  assert.match(board.seed, /^\d{1,12}$/);
  assert.equal(engine.snakes({ board: 'random', n: 8, seed: board.seed }).code, board.code);
  assert.equal(cli('snakes', '--random', '--side', '8', '--seed', board.seed, '--code'), board.code + '\n');
  assert.equal(engine.snakes({ board: 'classic' }).seed, null);
  assert.equal(engine.snakes({ board: 'random', n: 8, seed: 'kitten' }).seed, 'kitten');
});
