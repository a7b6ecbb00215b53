// firstvisit.mjs — what a first visit fetches, each file gzipped at level
// 9 and brotli'd: the measure the budgets are held to (budgets.test.mjs,
// package.test.mjs) and that ./build.sh bench prints (bench_budgets.mjs).
// Only the page's own requests count: the service worker's precaching of
// the whole site after the page has loaded is not the page's.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Open url in a fresh context of browser (a playwright Browser), wait
 * until the element matching selector has a game and the network is idle,
 * and return { files: { name: { bytes, gzip, brotli } }, gzip, brotli,
 * gzipBesidesWasm }, each file read from dir (where the server serves it
 * from; '/' is index.html). */
export async function firstVisit(browser, url, dir, selector) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const names = new Set();
  const origin = new URL(url).origin;
  tab.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === origin) names.add(u.pathname === '/' ? 'index.html' : u.pathname.slice(1));
  });
  await tab.goto(url);
  await tab.waitForFunction((sel) => { const el = document.querySelector(sel); return el && el.params; }, selector);
  await tab.waitForLoadState('networkidle');
  await context.close();
  const files = {};
  for (const name of names) {
    const bytes = fs.readFileSync(path.join(dir, name));
    files[name] = { bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, brotli: zlib.brotliCompressSync(bytes).length };
  }
  const sum = (key, keep) => Object.entries(files).filter(([n]) => !keep || keep(n)).reduce((t, [, f]) => t + f[key], 0);
  return { files, gzip: sum('gzip'), brotli: sum('brotli'), gzipBesidesWasm: sum('gzip', (n) => !n.endsWith('.wasm')) };
}

/** The files of a visit, a line: `name gzip`, comma-separated. */
export function listFiles(visit) {
  return Object.entries(visit.files).map(([name, f]) => `${name} ${f.gzip}`).join(', ');
}
