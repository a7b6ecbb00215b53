// budgets.test.mjs — what a first visit to each page fetches, each file
// gzipped at level 9 (brotli reported beside it), against the budgets in
// harness.mjs (BUDGETS): a page pays for its own game only. The service
// worker's own fetches (it precaches the whole site after the page loads)
// are not the page's. Also: a click made on the board before the engine
// has arrived is kept and played when it does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, WEB_DIR, BUDGETS } from './harness.mjs';
import { firstVisit, listFiles } from './firstvisit.mjs';

let s;
before(async () => {
  s = await setup();
});
after(async () => {
  if (s) await s.done();
});

test('mines.html: a first visit within its budgets, Snakes & Ladders not fetched', async (t) => {
  const visit = await firstVisit(s.browser, s.url + 'mines.html', WEB_DIR, '#game');
  const files = visit.files, total = visit.gzip, rest = visit.gzipBesidesWasm;
  t.diagnostic(`mines.html first visit, gzip -9: ${total} in all (brotli ${visit.brotli}), ` +
    `${rest} besides the wasm; ${listFiles(visit)}`);
  assert.ok('gg-mines.wasm' in files);
  assert.ok(!Object.keys(files).some((n) => /snakes/.test(n)), 'no Snakes & Ladders file');
  assert.ok(!Object.keys(files).some((n) => /mines-(review|files)/.test(n)), 'the review and the files come on first use');
  assert.ok(!Object.keys(files).some((n) => /analysis/.test(n)), 'the position editor and its engine come on first use');
  assert.ok(rest <= BUDGETS.minesRest, `${rest} bytes besides the wasm, over ${BUDGETS.minesRest}`);
  assert.ok(total <= BUDGETS.mines, `${total} bytes in all, over ${BUDGETS.mines}`);
});

test('snakes.html: a first visit within its budget, Minesweeper not fetched', async (t) => {
  const visit = await firstVisit(s.browser, s.url + 'snakes.html', WEB_DIR, '#game');
  const files = visit.files, total = visit.gzip;
  t.diagnostic(`snakes.html first visit, gzip -9: ${total} in all (brotli ${visit.brotli}); ${listFiles(visit)}`);
  assert.ok('gg-snakes.wasm' in files);
  assert.ok(!Object.keys(files).some((n) => /mines/.test(n)), 'no Minesweeper file');
  assert.ok(total <= BUDGETS.snakes, `${total} bytes in all, over ${BUDGETS.snakes}`);
});

test('a first visit in French adds its words only, within their budget', async (t) => {
  for (const page of ['mines.html', 'snakes.html']) {
    const en = await firstVisit(s.browser, s.url + page, WEB_DIR, '#game');
    const fr = await firstVisit(s.browser, s.url + page + '?lang=fr', WEB_DIR, '#game');
    const added = Object.keys(fr.files).filter((n) => !(n in en.files));
    t.diagnostic(`${page}?lang=fr: ${fr.gzip} (+${fr.gzip - en.gzip}); added ${added.map((n) => `${n} ${fr.files[n].gzip}`).join(', ')}`);
    assert.ok(Object.keys(en.files).every((n) => n in fr.files), 'the same files as in English, and');
    assert.ok(added.every((n) => /^words-fr-|^chunk-/.test(n)), `only words: ${added}`);
    assert.ok(!added.some((n) => /errors/.test(n)), 'the errors\' words come with the first error');
    assert.ok(fr.gzip - en.gzip <= BUDGETS.french, `${page}: French adds ${fr.gzip - en.gzip} bytes, over ${BUDGETS.french}`);
  }
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
