// mines_storage.test.mjs — the Minesweeper page's storage fails softly: the
// game in progress and the statistics survive a reload; damaged saved
// data, a full storage and a storage the browser refuses never break the
// page: it plays on, and says once why progress is not being saved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';

const browser = useBrowser(null);
const PAGE = 'mines.html?rows=9&cols=9&mines=10&seed=storage&start=opening';

/** A fresh context (its own storage), init(...) run before every page
 * script; the page opened and its game drawn. */
async function openWith(init, arg) {
  const context = await browser.s.browser.newContext();
  if (init) await context.addInitScript(init, arg);
  const page = await browser.s.open(PAGE, { context });
  return { context, page };
}

/** Play the page's game to its end: the first click, then the hint's
 * cells; returns the state and the status line. */
async function playOut(page) {
  return page.evaluate(async () => {
    const el = document.querySelector('gg-mines');
    el.play('Sweep 5 5');
    for (let k = 0; k < 100 && el.state === 'playing'; k++) {
      const h = await el.hint();
      el.play(`Sweep ${h.row + 1} ${h.col + 1}`);
    }
    return { state: el.state, status: document.getElementById('status').textContent };
  });
}

/** The statistics table's first row once it matches re (the table is
 * drawn by a module loaded when statistics are kept or a game starts):
 * its text, or after 10 s whatever it shows. */
async function statsRow(page, re) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('#stats tr').textContent), re.source,
    { timeout: 10000 }).catch(() => {});
  return page.evaluate(() => document.querySelector('#stats tr').textContent);
}

const statusOf = (page) => page.evaluate(() => {
  const box = document.getElementById('status');
  return box.hidden ? '' : box.textContent;
});

test('the game in progress and the statistics survive a reload', async () => {
  const { context, page } = await openWith();
  await page.evaluate(() => document.querySelector('gg-mines').play('Sweep 5 5'));
  const board = await page.evaluate(() => document.querySelector('gg-mines').board());
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600))); // the save's delay
  await page.reload();
  await page.waitForFunction(() => document.querySelector('gg-mines').state === 'playing');
  assert.deepEqual(await page.evaluate(() => document.querySelector('gg-mines').board()), board);
  assert.match(await statusOf(page), /back where you left it/);
  const end = await playOut(page);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('gg-mines').params);
  const want = end.state === 'won' ? /^Beginner11/ : /^Beginner10/;
  assert.match(await statsRow(page, want), want);
  await context.close();
});

test('damaged saved data: the page plays on with fresh statistics and says so once', async () => {
  const { context, page } = await openWith(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('gridgames.mines.current', '{"v":1,"params":');
      localStorage.setItem('gridgames.mines.stats', 'not json');
    }
  });
  assert.match(await statusOf(page), /damaged/);
  const end = await playOut(page);
  assert.ok(end.state === 'won' || end.state === 'lost');
  assert.match(await statsRow(page, /^Beginner1/), /^Beginner1/);
  // The damaged values were replaced by good ones.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('gridgames.mines.stats')));
  assert.equal(kept.beginner.played, 1);
  // Statistics of the wrong kinds count as none.
  await page.evaluate(() => localStorage.setItem('gridgames.mines.stats',
    JSON.stringify({ beginner: { played: 'many', won: -3, bestTime: 'fast', bestRate: null }, odd: 7 })));
  await page.reload();
  await page.waitForFunction(() => document.querySelector('gg-mines').params);
  assert.equal(await page.evaluate(() => document.querySelector('#stats tr').textContent), 'Beginner00——');
  await context.close();
  browser.s.checkProblems();
});

test('a full storage: the game plays to the end and the page says once that progress is not saved', async () => {
  const { context, page } = await openWith(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
    };
  });
  const end = await playOut(page);
  assert.ok(end.state === 'won' || end.state === 'lost');
  // The statistics are counted a moment later (by the module the first
  // click loaded), the game in progress saved at a pause: either is told.
  await page.waitForFunction(() => /not being saved/.test(document.getElementById('status').textContent), null,
    { timeout: 10000 }).catch(() => {});
  assert.match(await statusOf(page), /not being saved.*QuotaExceededError/);
  // Said once: a later message is not pushed aside by it again.
  await page.evaluate(() => document.getElementById('new-game').click());
  await playOut(page);
  assert.doesNotMatch(await statusOf(page), /not being saved/);
  await context.close();
  browser.s.checkProblems();
});

test('storage the browser refuses: the page loads, plays and says so', async () => {
  const { context, page } = await openWith(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('storage is disabled', 'SecurityError');
      },
    });
  });
  assert.match(await statusOf(page), /not being saved.*SecurityError/);
  const end = await playOut(page);
  assert.ok(end.state === 'won' || end.state === 'lost');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
  await context.close();
  browser.s.checkProblems();
});
