// bench_budgets.mjs — what a first visit fetches, for ./build.sh bench
// (tests/bench.sh reads its lines): each page of build/web, and a Vite app
// that imports gridgames/mines alone, built from the packed package, and
// each page in French (NAME-fr: its words besides). One
// line each: `NAME GZIP GZIP_BESIDES_WASM BROTLI FILES`. The same measure
// as budgets.test.mjs and package.test.mjs (firstvisit.mjs).
//
//   node tests/browser/bench_budgets.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, WEB_DIR, launch, serve } from './harness.mjs';
import { firstVisit } from './firstvisit.mjs';

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const line = (name, v) => console.log(`${name} ${v.gzip} ${v.gzipBesidesWasm} ${v.brotli} ${Object.keys(v.files).length}`);

const browser = await launch();
const site = await serve();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-budgets-'));
try {
  for (const page of ['mines', 'snakes']) line(`${page}.html`, await firstVisit(browser.browser, `${site.url}${page}.html`, WEB_DIR, '#game'));
  // The same in French: the page's words and its element's come beside.
  for (const page of ['mines', 'snakes']) line(`${page}.html-fr`, await firstVisit(browser.browser, `${site.url}${page}.html?lang=fr`, WEB_DIR, '#game'));
  // The Vite app: the package packed and installed as a user would.
  run(process.execPath, [path.join(ROOT, 'web/package/pack.mjs'), path.join(work, 'out')], ROOT);
  const tgz = fs.readdirSync(path.join(work, 'out')).find((f) => f.endsWith('.tgz'));
  const app = path.join(work, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'gg-budget-app', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', path.join(work, 'out', tgz)], app);
  fs.writeFileSync(path.join(app, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>mines</title>' +
    '<link rel="icon" href="data:,"><script type="module" src="./main.js"></script></head>' +
    '<body><gg-mines rows="9" cols="9" mines="10" seed="bench"></gg-mines></body></html>');
  fs.writeFileSync(path.join(app, 'main.js'), "import 'gridgames/mines';\n");
  run(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  const dist = path.join(app, 'dist');
  const served = await serve(dist);
  try {
    line('vite-mines', await firstVisit(browser.browser, served.url, dist, 'gg-mines'));
  } finally {
    served.close();
  }
} finally {
  site.close();
  await browser.close();
  fs.rmSync(work, { recursive: true, force: true });
}
