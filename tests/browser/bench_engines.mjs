// bench_engines.mjs — the pages' speed in each browser engine, side by
// side in one run (tests/bench.sh runs it; it is not a test), through the
// same page API as the cross-engine tests (engines.mjs). A line an engine
// and figure, times in ms:
//   ENGINE expert-click CLICKS MEAN MEDIAN WORST  an Expert click by the
//                                        mouse on a safe hidden cell: the
//                                        element's own work (engine +
//                                        drawing); the mean too, as WebKit's
//                                        clock counts whole ms
//   ENGINE first-click ATTEMPTS BEST_WORK BEST_SHOWN  1000 x 1000 with 50,000
//                                        mines, the first click by the mouse
//                                        (played in the worker): its work
//                                        (the round trip and drawing), and
//                                        mouseup to the frame that shows it;
//                                        the best of up to 3 fresh pages
//   ENGINE hint+overlay CALLS MEDIAN P99  hint() and a fresh odds overlay
//                                        on Expert's first guesses
//   ENGINE embed-ready RUNS MEDIAN       a fresh embed.html: navigation to
//                                        <gg-mines>'s ready
// BENCH_ENGINES (default "chromium firefox webkit") picks the engines.
// Needs build/web (./build.sh web) and the browsers of ./build.sh deps.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, serveSite } from './engines.mjs';
import { hintOverlayTimes } from './inpage.mjs';

const engines = (process.env.BENCH_ENGINES || 'chromium firefox webkit').split(/\s+/).filter(Boolean);
// Put into every page beside the probe: when <gg-mines>'s ready resolved,
// on the page's clock (from its navigation).
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-bench-'));
const READY = path.join(scratch, 'ready-time.js');
fs.writeFileSync(READY, `customElements.whenDefined('gg-mines').then(() => {
  const el = document.querySelector('gg-mines');
  if (el) el.ready.then(() => { window.__readyAt = performance.now(); });
});`);
const site = await serveSite(null, ['--inject', READY]);
const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const quantile = (xs, q) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** A real mouse click on cell (r, c) of the page's <gg-mines>, timed:
 * { work: the element's engine + drawing, shown: mouseup to the frame
 * after the move's gg-move }. */
async function timedClick(page, r, c) {
  const at = await page.evaluate(([rr, cc]) => {
    const el = document.querySelector('gg-mines');
    window.__t = null;
    el.lastTiming = null;
    el.addEventListener('mouseup', () => { window.__down = performance.now(); }, { once: true, capture: true });
    el.addEventListener('gg-move', () => requestAnimationFrame(() => { window.__t = performance.now() - window.__down; }), { once: true });
    return el.cellCenter(rr, cc);
  }, [r, c]);
  await page.mouse.click(at.x, at.y);
  return page.waitFor(() => {
    const el = document.querySelector('gg-mines');
    return window.__t !== null && el.lastTiming && { work: el.lastTiming.engine + el.lastTiming.draw, shown: window.__t, cells: el.lastTiming.cells };
  }, null, { timeout: 60000 });
}

async function benchEngine(engine) {
  const browser = await launch({ engine, fineTimers: true });
  const out = [];
  try {
    // Expert: ordinary clicks on safe hidden cells, in row order.
    let page = await browser.newPage();
    await page.goto(site.url + 'embed.html');
    await page.waitFor(() => document.querySelector('gg-mines').state === 'ready');
    await page.evaluate(() => document.querySelector('gg-mines').newGame({ rows: 16, cols: 30, mines: 99, seed: 'expert-speed', start: 'opening' }));
    await new Promise((resolve) => setTimeout(resolve, 800));
    await timedClick(page, 8, 15);
    const layout = await page.evaluate(() => document.querySelector('gg-mines').replay().split('\n').slice(1, 17));
    const clicks = [];
    for (let r = 0; r < 16 && clicks.length < 25; r++) {
      for (let c = 0; c < 30 && clicks.length < 25; c++) {
        const { board, state } = await page.evaluate(() => ({ board: document.querySelector('gg-mines').board(), state: document.querySelector('gg-mines').state }));
        if (state !== 'playing') break;
        if (layout[r][c] === '.' && board[r][c] === '#') clicks.push((await timedClick(page, r, c)).work);
      }
    }
    // The mean beside the median: WebKit's clock counts whole ms, and the
    // mean of many such readings still measures a fraction of one.
    const mean = clicks.reduce((a, b) => a + b, 0) / clicks.length;
    out.push(`${engine} expert-click ${clicks.length} ${mean.toFixed(2)} ${median(clicks).toFixed(2)} ${Math.max(...clicks).toFixed(2)}`);

    // Hint and overlay on Expert's first guesses, a frame apart.
    const hints = await page.evaluate(hintOverlayTimes, Number(process.env.BENCH_HINT_SEEDS || 20));
    out.push(`${engine} hint+overlay ${hints.length} ${median(hints).toFixed(2)} ${quantile(hints, 0.99).toFixed(2)}`);
    await page.close();

    // 1000 x 1000: the first click, on fresh pages.
    const big = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      page = await browser.newPage();
      await page.goto(site.url + 'embed.html');
      await page.waitFor(() => document.querySelector('gg-mines').state === 'ready');
      await page.evaluate(() => document.querySelector('gg-mines').newGame({ rows: 1000, cols: 1000, mines: 50000, seed: 'big', start: 'opening' }));
      await new Promise((resolve) => setTimeout(resolve, 1500)); // a player's first second: the worker warms up
      big.push(await timedClick(page, 500, 500));
      await page.close();
    }
    const best = big.reduce((a, b) => (a.work <= b.work ? a : b));
    out.push(`${engine} first-click ${big.length} ${best.work.toFixed(1)} ${best.shown.toFixed(1)}`);

    // A fresh embed.html: navigation to ready.
    const ready = [];
    for (let run = 0; run < 5; run++) {
      page = await browser.newPage();
      await page.goto(site.url + 'embed.html');
      ready.push(await page.waitFor(() => window.__readyAt, null, { timeout: 30000 }));
      await page.close();
    }
    out.push(`${engine} embed-ready ${ready.length} ${median(ready).toFixed(0)}`);
  } finally {
    await browser.close();
  }
  return out;
}

try {
  for (const engine of engines) {
    for (const line of await benchEngine(engine)) console.log(line);
  }
} finally {
  site.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
