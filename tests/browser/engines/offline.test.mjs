// offline.test.mjs — after one visit, the site plays with no network, in
// each engine: the service worker (web/sw.js) has put every file in its
// cache; then the server is stopped (truly gone: its port refuses), and
// Minesweeper (with a hint, whose wasm the first visit never fetched),
// Snakes & Ladders and the index load again from the cache and play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, useSite, waitGame } from '../engines.mjs';

const site = await useSite();

test('one visit, the server gone: the pages load from the worker\'s cache and play', async () => {
  const server = await site.serve(site.siteCopy());
  const page = await site.open('index.html', { server });
  // The worker in charge of the page, its one cache filled.
  const cache = await page.waitFor(async () => {
    if (!navigator.serviceWorker) return 'no service worker in this browser';
    const keys = (await caches.keys()).filter((key) => key.startsWith('gridgames-'));
    return navigator.serviceWorker.controller && keys.length === 1 && keys[0];
  }, null, { timeout: 60000, what: `${ENGINE}: a service worker controls the page, with its cache` });
  assert.match(cache, /^gridgames-[0-9a-f]{16}$/);
  server.close();
  // The port refuses now: a file the worker does not hold cannot be had.
  assert.equal(await page.evaluate(() => fetch('not-in-the-site.txt').then(() => 'fetched', () => 'failed')), 'failed');

  await page.goto(server.url + 'mines.html?rows=9&cols=9&mines=10&seed=offline&start=opening');
  await waitGame(page);
  const mines = await page.evaluate(async () => {
    const el = document.querySelector('gg-mines');
    el.play('Sweep 5 5');
    const hint = await el.hint();
    return { state: el.state, hint: hint.kind };
  });
  assert.equal(mines.state, 'playing');
  assert.match(mines.hint, /^(safe|guess)$/);
  await page.screenshot('offline-mines');

  await page.goto(server.url + 'snakes.html?board=classic&players=2');
  await waitGame(page, 'gg-snakes');
  assert.equal(await page.evaluate(() => document.querySelector('gg-snakes').roll(3).to), 3);

  await page.goto(server.url);
  assert.equal(await page.waitFor(() => document.querySelector('h1') && document.querySelector('h1').textContent), 'gridgames');
});
