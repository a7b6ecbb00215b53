// mines_scale.test.mjs — the page at the issue's scale: a 1000 x 1000
// board with 50,000 mines answers and draws its first click (a flood of
// hundreds of thousands of cells), Expert clicks are answered, and the
// whole site's files are there (each page's budget: budgets.test.mjs). How fast the clicks
// are is the bench's (tests/browser/bench_page.mjs, `./build.sh bench`);
// here the times are printed as test diagnostics and written to
// build/screenshots/figures.json, not asserted.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, look, screenshot, timeBigFirstClick, timeExpertClicks, WEB_DIR, SHOTS_DIR } from './harness.mjs';

const figures = {};
let s;
before(async () => {
  s = await setup();
});
after(async () => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(SHOTS_DIR, 'figures.json'), JSON.stringify(figures, null, 2) + '\n');
  if (s) await s.done();
});
afterEach(() => s.checkProblems());

test('1000 x 1000 with 50,000 mines: the first click floods, is answered and drawn, far corners too', async (t) => {
  const page = await s.open('embed.html');
  const timing = await timeBigFirstClick(page);
  t.diagnostic(`1000x1000 first click: ${timing.cells} cells, ${timing.bytes} bytes of feedback; engine ${timing.engine.toFixed(1)} ms + draw ${timing.draw.toFixed(1)} ms; mouseup to answered ${timing.answered.toFixed(1)} ms, to next frame ${timing.painted.toFixed(1)} ms`);
  figures.bigFirstClick = timing;
  const { state } = await look(page).catch(() => ({ state: null }));
  assert.equal(state, 'playing');
  assert.ok(timing.cells >= 100000, `the first click floods ${timing.cells} cells`);
  assert.ok(timing.bytes > 0);
  await screenshot(page, 'big-1000x1000-first-click');
  // Far corners draw too.
  await page.evaluate(() => document.querySelector('gg-mines').cellCenter(999, 999));
  await screenshot(page, 'big-1000x1000-corner');
  await page.close();
});

test('Expert: ordinary clicks are answered and drawn', async (t) => {
  const page = await s.open('embed.html');
  const { first, clicks: times } = await timeExpertClicks(page, 25);
  const totals = times.map((x) => x.engine + x.draw).sort((a, b) => a - b);
  const median = totals[Math.floor(totals.length / 2)];
  const worst = totals[totals.length - 1];
  const answered = times.map((x) => x.answered).sort((a, b) => a - b);
  figures.expertClick = { first, clicks: totals.length, medianMs: median, worstMs: worst, medianAnsweredMs: answered[Math.floor(answered.length / 2)] };
  t.diagnostic(`Expert: first click ${(first.engine + first.draw).toFixed(2)} ms; ${totals.length} clicks, engine+draw median ${median.toFixed(2)} ms, worst ${worst.toFixed(2)} ms; mouseup to answered median ${figures.expertClick.medianAnsweredMs.toFixed(2)} ms`);
  assert.ok(totals.length >= 10);
  assert.ok(times.every((x) => x.cells >= 1 && x.answered >= 0), 'every click swept a cell and answered');
  await page.close();
});

test('the whole site: every file there, one wasm a game, the solver\'s, the analyser\'s and the designer\'s', async (t) => {
  const zlib = await import('node:zlib');
  const files = fs.readdirSync(WEB_DIR).sort();
  const sizes = Object.fromEntries(files.map((f) => [f, fs.statSync(path.join(WEB_DIR, f)).size]));
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  let gzip = 0, brotli = 0;
  for (const f of files) {
    const bytes = fs.readFileSync(path.join(WEB_DIR, f));
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(bytes).length;
  }
  figures.site = { sizes, total, gzip, brotli };
  t.diagnostic(`site: ${files.map((f) => `${f} ${sizes[f]}`).join(', ')}; total ${total} bytes ` +
    `; each file compressed: gzip ${gzip}, brotli ${brotli}`);
  for (const f of ['index.html', 'mines.html', 'snakes.html', 'embed.html', 'gridgames.js', 'gg-mines.js', 'gg-snakes.js',
    'gg-mines-worker.js', 'gg-snakes-worker.js', 'gg-mines-analysis-worker.js', 'mines.js', 'snakes.js',
    'gg-mines.wasm', 'gg-mines-solver.wasm', 'gg-snakes.wasm', 'gg-mines-analysis.wasm', 'snakes.css',
    'gridgames.css', 'sw.js', 'site.js', 'manifest.webmanifest', 'icon.svg']) {
    assert.ok(f in sizes, `build/web/${f} is there`);
  }
  // One wasm a game; Minesweeper's with its solver, which the first
  // hint, odds or review loads; the position editor's analysis module,
  // which only that editor and the page's board files load; Snakes &
  // Ladders' with its board designer, which a board made to a length loads.
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm')),
    ['gg-mines-analysis.wasm', 'gg-mines-solver.wasm', 'gg-mines.wasm', 'gg-snakes-maker.wasm', 'gg-snakes.wasm'],
    'one wasm a game, the solver\'s, the analyser\'s and the designer\'s');
});

test('every page loads without a console message or a request leaving the origin', async () => {
  for (const p of ['index.html', 'mines.html', 'snakes.html', 'embed.html']) {
    const page = await s.open(p, { waitGame: false });
    await page.waitForLoadState('networkidle');
    if (p !== 'index.html' && p !== 'snakes.html') {
      await page.waitForFunction(() => { const el = document.querySelector('gg-mines'); return el && el.params; });
    }
    await screenshot(page, `site-${p.replace('.html', '')}`);
    await page.close();
  }
  s.checkProblems();
});
