// bench_lighthouse.mjs — Lighthouse (mobile preset: a mid-range phone on a
// slow 4G link, simulated) on the site's three pages, served from
// build/web, in Debian's Chromium: RUNS runs a page (3; BENCH_LIGHTHOUSE_RUNS),
// the median of each category, of the layout shift (CLS) and of the total
// blocking time, and Lighthouse's benchmarkIndex of this machine (how fast
// it is now: a shared machine under load scores lower). tests/bench.sh runs
// it; it is not a test. One line a page:
//   lighthouse PAGE RUNS PERF A11Y BEST_PRACTICES SEO CLS TBT_MS BENCHMARK_INDEX
// Lighthouse is installed apart, for the bench only: npm ci in
// tests/bench/lighthouse (tests/bench.sh does it).
import path from 'node:path';
import { serve, ROOT } from './harness.mjs';

const modules = path.join(ROOT, 'tests/bench/lighthouse/node_modules');
const { default: lighthouse } = await import(path.join(modules, 'lighthouse/core/index.js'));
const chromeLauncher = await import(path.join(modules, 'chrome-launcher/dist/index.js'));

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const server = await serve();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.GG_CHROMIUM || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const page of ['index.html', 'mines.html', 'snakes.html']) {
    const rows = [];
    for (let k = 0; k < runs; k++) {
      const { lhr } = await lighthouse(server.url + page, { port: chrome.port, output: 'json', logLevel: 'error' });
      const score = (id) => Math.round(100 * (lhr.categories[id] ? lhr.categories[id].score : NaN));
      rows.push({
        perf: score('performance'), a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo'),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        bi: lhr.environment.benchmarkIndex,
      });
    }
    const m = (key) => median(rows.map((r) => r[key]));
    console.log(`lighthouse ${page} ${runs} ${m('perf')} ${m('a11y')} ${m('bp')} ${m('seo')} ${m('cls').toFixed(3)} ` +
      `${Math.round(m('tbt'))} ${Math.round(m('bi'))}`);
  }
} finally {
  await chrome.kill();
  server.close();
}
