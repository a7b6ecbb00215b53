// package.test.mjs — the npm package as its users get it:
// packed (web/package/pack.mjs), installed from the tarball into an app of
// its own with npm (from the file: no registry, no network), then
//   - a TypeScript consumer compiled against it (tsc --noEmit, strict), so
//     the declarations cannot drift from the API;
//   - imported under Node as a server renders pages (no DOM: no throw), the
//     README's headless example run, the versions compared;
//   - built with Vite (vite build), served, and a game played in Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, NATIVE_CLI, BUDGETS, launch, serve, screenshot } from './harness.mjs';
import { firstVisit, listFiles } from './firstvisit.mjs';

let work;
let app;
let tarball;
const version = fs.readFileSync(path.join(ROOT, 'VERSION'), 'utf8').trim();
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

before(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-package-'));
  const packed = run(process.execPath, [path.join(ROOT, 'web/package/pack.mjs'), path.join(work, 'out')], ROOT);
  console.log('# ' + packed.trim());
  tarball = path.join(work, 'out', `gridgames-${version}.tgz`);
  assert.ok(fs.existsSync(tarball), packed);
  app = path.join(work, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'gg-consumer', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], app);
});
after(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('the package: name, version, exports, no runtime dependencies', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/gridgames/package.json'), 'utf8'));
  assert.equal(pkg.name, 'gridgames');
  assert.equal(pkg.version, version);
  assert.equal(pkg.type, 'module');
  assert.equal(pkg.dependencies, undefined);
  for (const entry of ['.', './mines', './snakes', './elements', './headless', './gg-mines.wasm', './gg-snakes.wasm', './package.json']) {
    assert.ok(pkg.exports[entry], entry);
  }
  const cem = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/gridgames', pkg.customElements), 'utf8'));
  const tags = cem.modules.flatMap((m) => m.declarations).map((d) => d.tagName).sort();
  assert.deepEqual(tags, ['gg-mines', 'gg-snakes']);
  const mines = cem.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'gg-mines');
  assert.ok(mines.attributes.some((a) => a.name === 'cell-size'));
  assert.ok(mines.events.some((e) => e.name === 'gg-move'));
  assert.ok(mines.cssParts.some((p) => p.name === 'board'));
  assert.ok(mines.cssProperties.some((p) => p.name === '--gg-cell-size'));
});

test('a TypeScript consumer compiles against the declarations (tsc --noEmit)', () => {
  fs.writeFileSync(path.join(app, 'consumer.ts'), `
import { GGMines, GGSnakes, loadEngine, version, type MinesHint, type SnakesRollDetail, type SnakesEditDetail } from 'gridgames';
import { GGMines as Unregistered } from 'gridgames/elements';
import { GGMines as OnlyMines, configure as configureMines } from 'gridgames/mines';
import { GGSnakes as OnlySnakes } from 'gridgames/snakes';
import { loadEngine as loadHeadless } from 'gridgames/headless';
configureMines({ wasmUrl: new URL('./gg-mines.wasm', location.href) });
const sameMines: typeof GGMines = OnlyMines;
const sameSnakes: typeof GGSnakes = OnlySnakes;
void loadHeadless(['mines']).then((e) => e.mines({ rows: 9, cols: 9, mines: 10 }).free());
void sameMines; void sameSnakes;

const mines: GGMines = document.createElement('gg-mines');
const snakes: GGSnakes | null = document.querySelector('gg-snakes');
const other: typeof Unregistered = GGMines;
mines.addEventListener('gg-move', (e) => { const line: string = e.detail.move; const text: string = e.detail.feedback; void line; void text; });
mines.addEventListener('gg-end', (e) => { const won: boolean = e.detail.result === 'won'; void won; });
mines.addEventListener('gg-error', (e) => console.log(e.detail.message));
snakes?.addEventListener('gg-roll', (e) => { const d: SnakesRollDetail = e.detail; console.log(d.text, d.kind); });
snakes?.addEventListener('gg-edit', (e) => { const d: SnakesEditDetail = e.detail; const up: boolean = d.to > d.from; console.log(d.code, d.action, up); });
if (snakes) {
  snakes.editing = true;
  snakes.newGame({ board: 'design', n: 10, expected: 30, seed: 1 });
  snakes.addJump(22, 58);
  snakes.removeJump(22);
  const code: string = snakes.code;
  console.log(code, snakes.params?.board === 'code');
}
async function main(): Promise<void> {
  await mines.ready;
  mines.newGame({ rows: 9, cols: 9, mines: 10, seed: 'x', start: 'noguess' });
  mines.play('Sweep 5 5');
  const hint: MinesHint = await mines.hint();
  const rows: string[] = mines.board();
  mines.showOdds = true;
  console.log(hint.kind, rows.length, mines.state, mines.params?.rows, version);
  const engine = await loadEngine();
  const game = engine.mines({ layout: '2 2\\n*.\\n..\\n' });
  const feedback: string = game.play('Sweep 2 2');
  const odds: number[][] = game.hint({ odds: true }).odds;
  game.free();
  const board = engine.snakes({ board: 'classic' });
  const expected: number = board.expectedRolls;
  console.log(feedback, odds, expected, board.distribution.p[0], other.name);
}
void main();
`);
  fs.writeFileSync(path.join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2022', 'dom'], types: [] },
    files: ['consumer.ts'],
  }));
  try {
    run(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
  } catch (err) {
    assert.fail(`tsc found errors:\n${err.stdout}${err.stderr}`);
  }
  // And a wrong use is caught: the declarations are not `any`.
  fs.writeFileSync(path.join(app, 'consumer.ts'), "import { GGMines } from 'gridgames';\nconst m: GGMines = document.createElement('gg-mines');\nconst n: number = m.board();\nconsole.log(n);\n");
  assert.throws(() => run(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app));
});

test('under Node: importing does not throw (no DOM), the headless API plays, one version everywhere', () => {
  const out = run(process.execPath, ['--input-type=module', '-e', `
import * as gg from 'gridgames';
import * as elements from 'gridgames/elements';
const engine = await gg.loadEngine();
const game = engine.mines({ rows: 9, cols: 9, mines: 10, seed: 'node', start: 'opening' });
const feedback = game.play('Sweep 5 5');
console.log(JSON.stringify({ version: gg.version, same: elements.GGMines === gg.GGMines, state: game.state,
  lines: feedback.split('\\n')[0], zero: game.board()[4][4], least: engine.snakes({ board: 'classic' }).minRolls }));
game.free();
const designed = engine.snakes({ board: 'design', n: 10, expected: 30, seed: 'node' });
const again = engine.snakes({ board: designed.code, start: 0, rule: 'exact' });
console.log(JSON.stringify({ code: designed.code, expected: designed.expectedRolls, again: again.expectedRolls }));
`], app);
  const [r, d] = out.trim().split('\n').slice(-2).map((line) => JSON.parse(line));
  // A board made to a length, and read back from its code, headless.
  assert.ok(Math.abs(d.expected - 30) <= 0.5, `designed for 30: ${d.expected}`);
  assert.equal(d.again, d.expected);
  if (fs.existsSync(NATIVE_CLI)) {
    assert.equal(run(NATIVE_CLI, ['snakes', '--design', '--side', '10', '--expected', '30', '--seed', 'node', '--start', '0',
      '--rule', 'exact', '--code'], ROOT).trim(), d.code);
  }
  assert.equal(r.version, version);
  assert.ok(r.same);
  assert.equal(r.state, 'playing');
  assert.match(r.lines, /cell\(s\) detected/);
  assert.equal(r.zero, '0');
  assert.equal(r.least, 7);
  if (fs.existsSync(NATIVE_CLI)) assert.equal(run(NATIVE_CLI, ['--version'], ROOT).trim(), `gridgames ${version}`);
});

test("the README's headless example runs as written and prints what it says", () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const m = readme.match(/<!-- headless-example -->\s*```js\n([\s\S]*?)```\s*prints:\s*```\n([\s\S]*?)```/);
  assert.ok(m, 'README.md has the headless example, marked <!-- headless-example -->, and what it prints');
  fs.writeFileSync(path.join(app, 'example.mjs'), m[1]);
  assert.equal(run(process.execPath, ['example.mjs'], app), m[2]);
});

test('an app built with Vite from the installed package plays a game', async () => {
  fs.writeFileSync(path.join(app, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>vite app</title>
<link rel="icon" href="data:,"><script type="module" src="/main.js" blocking="render"></script></head>
<body><gg-mines rows="9" cols="9" mines="10" seed="vite"></gg-mines><my-snakes board="classic"></my-snakes></body></html>`);
  fs.writeFileSync(path.join(app, 'main.js'), `import { version } from 'gridgames';
import { GGSnakes } from 'gridgames/elements';
class MySnakes extends GGSnakes {}
customElements.define('my-snakes', MySnakes);
window.ggVersion = version;
`);
  try {
    run(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  } catch (err) {
    assert.fail(`vite build failed:\n${err.stdout}${err.stderr}`);
  }
  const dist = path.join(app, 'dist');
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  assert.ok(assets.some((f) => f.endsWith('.wasm')), `the wasm is among Vite's assets: ${assets}`);
  const server = await serve(dist);
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    const problems = [];
    page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text()); });
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto(server.url);
    const r = await page.evaluate(async () => {
      const mines = document.querySelector('gg-mines'), snakes = document.querySelector('my-snakes');
      await Promise.all([mines.ready, snakes.ready]);
      mines.play('Sweep 5 5');
      return { state: mines.state, version: window.ggVersion, roll: snakes.roll(4).to, snakes: snakes.state };
    });
    assert.equal(r.state, 'playing');
    assert.equal(r.version, version);
    assert.equal(r.snakes, 'playing');
    await screenshot(page, 'package-vite-app');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('a Vite app importing gridgames/mines alone: one game defined, within its budget', async (t) => {
  const root = path.join(app, 'mines-only');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>mines app</title>
<link rel="icon" href="data:,"><script type="module" src="./main.js" blocking="render"></script></head>
<body><gg-mines rows="9" cols="9" mines="10" seed="vite"></gg-mines></body></html>`);
  fs.writeFileSync(path.join(root, 'main.js'), "import 'gridgames/mines';\n");
  try {
    run(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], root);
  } catch (err) {
    assert.fail(`vite build failed:\n${err.stdout}${err.stderr}`);
  }
  const dist = path.join(root, 'dist');
  const server = await serve(dist);
  const browser = await launch();
  try {
    const visit = await firstVisit(browser.browser, server.url, dist, 'gg-mines');
    const page = await browser.context.newPage();
    await page.goto(server.url);
    const r = await page.evaluate(async () => {
      const mines = document.querySelector('gg-mines');
      await mines.ready;
      mines.play('Sweep 5 5');
      // The solver's wasm: emitted by Vite, fetched for the first hint.
      const hint = await mines.hint();
      return { state: mines.state, snakes: customElements.get('gg-snakes') === undefined, hint: hint.kind };
    });
    assert.equal(r.state, 'playing');
    assert.match(r.hint, /^(safe|guess)$/);
    assert.ok(!Object.keys(visit.files).some((n) => /solver/.test(n)), 'the solver is not part of the first visit');
    assert.ok(r.snakes, '<gg-snakes> is not defined');
    const total = visit.gzip;
    t.diagnostic(`a Vite app with gridgames/mines alone fetches ${total} bytes (gzip -9, brotli ${visit.brotli}): ${listFiles(visit)}`);
    assert.ok(!Object.keys(visit.files).some((n) => /snakes/.test(n)), 'no Snakes & Ladders file');
    assert.ok(total <= BUDGETS.viteMines, `${total} bytes, over ${BUDGETS.viteMines}`);
  } finally {
    await browser.close();
    server.close();
  }
});

test('a Vite app with the wasm hosted under another path: configure() right after the import', async () => {
  const root = path.join(app, 'hosted');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>hosted</title>
<link rel="icon" href="data:,"><script type="module" src="./main.js"></script></head>
<body><gg-mines rows="9" cols="9" mines="10" seed="hosted"></gg-mines></body></html>`);
  // docs/embedding.md §3: the element is in the HTML already; configure()
  // comes in the module right after the import that defines it.
  fs.writeFileSync(path.join(root, 'main.js'),
    "import { configure } from 'gridgames/mines';\nconfigure({ wasmUrl: '/hosted/gg-mines.wasm' });\n");
  try {
    run(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], root);
  } catch (err) {
    assert.fail(`vite build failed:\n${err.stdout}${err.stderr}`);
  }
  // The wasm files only under /hosted/: the ones Vite emitted are removed.
  const dist = path.join(root, 'dist');
  for (const f of fs.readdirSync(path.join(dist, 'assets'))) {
    if (f.endsWith('.wasm')) fs.rmSync(path.join(dist, 'assets', f));
  }
  fs.mkdirSync(path.join(dist, 'hosted'));
  for (const f of ['gg-mines.wasm', 'gg-mines-solver.wasm']) {
    fs.copyFileSync(path.join(app, 'node_modules/gridgames', f), path.join(dist, 'hosted', f));
  }
  const server = await serve(dist);
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    const problems = [], wasm = [];
    page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text()); });
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('request', (req) => { if (req.url().endsWith('.wasm')) wasm.push(new URL(req.url()).pathname); });
    await page.goto(server.url);
    const r = await page.evaluate(async () => {
      const mines = document.querySelector('gg-mines');
      await mines.ready;
      mines.play('Sweep 5 5');
      return { state: mines.state, hint: (await mines.hint()).kind };
    });
    assert.equal(r.state, 'playing');
    assert.match(r.hint, /^(safe|guess)$/);
    assert.deepEqual(wasm, ['/hosted/gg-mines.wasm', '/hosted/gg-mines-solver.wasm']);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    server.close();
  }
});
