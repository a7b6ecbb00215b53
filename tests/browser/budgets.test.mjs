// budgets.test.mjs — what a first visit to each page fetches, each file
// gzipped at level 9 (brotli reported beside it), against the budgets in
// harness.mjs (BUDGETS): a page pays for its own game only. The service
// worker's own fetches (it precaches the whole site after the page loads)
// are not the page's. Also: a click made on the board before the engine
// has arrived is kept and played when it does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { setup, WEB_DIR, BUDGETS } from './harness.mjs';

let s;
before(async () => {
  s = await setup();
});
after(async () => {
  if (s) await s.done();
});

/** The files a fresh browser fetches for page, until the game is drawn and
 * the network is idle: { name: { bytes, gzip, brotli } }. */
async function firstVisit(page) {
  const context = await s.browser.newContext();
  const tab = await context.newPage();
  const names = new Set();
  tab.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(s.url).origin) names.add(path.basename(url.pathname) || 'index.html');
  });
  await tab.goto(s.url + page);
  await tab.waitForFunction(() => { const el = document.querySelector('#game'); return el && el.params; });
  await tab.waitForLoadState('networkidle');
  await context.close();
  const files = {};
  for (const name of names) {
    const bytes = fs.readFileSync(path.join(WEB_DIR, name));
    files[name] = { bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, brotli: zlib.brotliCompressSync(bytes).length };
  }
  return files;
}

const sum = (files, key, keep = () => true) => Object.entries(files).filter(([name]) => keep(name))
  .reduce((total, [, f]) => total + f[key], 0);
const list = (files) => Object.entries(files).map(([name, f]) => `${name} ${f.gzip}`).join(', ');

test('mines.html: a first visit within its budgets, Snakes & Ladders not fetched', async (t) => {
  const files = await firstVisit('mines.html');
  const total = sum(files, 'gzip'), rest = sum(files, 'gzip', (n) => !n.endsWith('.wasm'));
  t.diagnostic(`mines.html first visit, gzip -9: ${total} in all (brotli ${sum(files, 'brotli')}), ` +
    `${rest} besides the wasm; ${list(files)}`);
  assert.ok('gg-mines.wasm' in files);
  assert.ok(!Object.keys(files).some((n) => /snakes/.test(n)), 'no Snakes & Ladders file');
  assert.ok(!Object.keys(files).some((n) => /mines-(review|files)/.test(n)), 'the review and the files come on first use');
  assert.ok(rest <= BUDGETS.minesRest, `${rest} bytes besides the wasm, over ${BUDGETS.minesRest}`);
  assert.ok(total <= BUDGETS.mines, `${total} bytes in all, over ${BUDGETS.mines}`);
});

test('snakes.html: a first visit within its budget, Minesweeper not fetched', async (t) => {
  const files = await firstVisit('snakes.html');
  const total = sum(files, 'gzip');
  t.diagnostic(`snakes.html first visit, gzip -9: ${total} in all (brotli ${sum(files, 'brotli')}); ${list(files)}`);
  assert.ok('gg-snakes.wasm' in files);
  assert.ok(!Object.keys(files).some((n) => /mines/.test(n)), 'no Minesweeper file');
  assert.ok(total <= BUDGETS.snakes, `${total} bytes in all, over ${BUDGETS.snakes}`);
});

test('a click made before the engine arrives is played when it does', async () => {
  const context = await s.browser.newContext();
  const tab = await context.newPage();
  // The wasm held back until the click has been made.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await tab.route('**/gg-mines.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await tab.goto(s.url + 'mines.html?rows=9&cols=9&mines=10&seed=early&start=opening');
  // The board's box has its size before the engine comes.
  await tab.waitForFunction(() => {
    const el = document.querySelector('#game');
    return el.shadowRoot && el.shadowRoot.querySelector('.scroller').getBoundingClientRect().width > 0;
  });
  const canvas = await tab.evaluate(() => {
    const r = document.querySelector('#game').shadowRoot.querySelector('.scroller').getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height };
  });
  assert.equal(await tab.evaluate(() => document.querySelector('#game').params), null, 'no game yet: the engine is held back');
  await tab.mouse.click(canvas.x + canvas.w / 2, canvas.y + canvas.h / 2);
  release();
  await tab.waitForFunction(() => document.querySelector('#game').state === 'playing', null, { timeout: 10000 });
  const board = await tab.evaluate(() => document.querySelector('#game').board());
  assert.notEqual(board[4][4], '#', 'the middle cell was swept by the early click');
  await context.close();
});
