// storage.test.mjs — the pages with their storage refused, in each engine
// (engines/storage-refused.js in every page): Minesweeper plays a game to
// its end, says once that progress is not being saved, and counts the
// game in the statistics it shows; Snakes & Ladders plays on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSite, waitGame, clickAt } from '../engines.mjs';
import { playOutByHints } from '../inpage.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const site = await useSite({ serve: ['--inject', path.join(here, 'storage-refused.js')] });

test('mines.html: the game plays to its end and the page says once why nothing is kept', async () => {
  const page = await site.open('mines.html?rows=9&cols=9&mines=10&seed=storage&start=opening');
  await waitGame(page);
  assert.equal(await page.evaluate(() => {
    try {
      return typeof localStorage;
    } catch (err) {
      return err.name;
    }
  }), 'SecurityError', 'the storage is refused');
  await clickAt(page, page.evaluate(() => document.querySelector('gg-mines').cellCenter(4, 4)));
  const end = await page.evaluate(playOutByHints);
  assert.match(end, /^(won|lost)$/);
  const status = await page.waitFor(() => {
    const box = document.getElementById('status');
    return !box.hidden && box.textContent;
  }, null, { what: 'the page says why progress is not kept' });
  assert.equal(status, 'Progress is not being saved: this browser refuses its storage (SecurityError).');
  const row = await page.waitFor(() => {
    const first = document.querySelector('#stats tr');
    return first && /^Beginner1/.test(first.textContent) && first.textContent;
  }, null, { what: 'the statistics count the game' });
  assert.match(row, end === 'won' ? /^Beginner11/ : /^Beginner10/);
  await page.screenshot('mines-storage-refused');
});

test('snakes.html plays on', async () => {
  const page = await site.open('snakes.html?board=classic&players=2');
  await waitGame(page, 'gg-snakes');
  const to = await page.evaluate(() => document.querySelector('gg-snakes').roll(3).to);
  assert.equal(to, 3);
});
