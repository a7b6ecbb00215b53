// offline.test.mjs — the site as an installable app that plays offline:
// after one visit the service worker has every file, so with the network
// off index, mines and snakes load and play (the hint's solver too, a file
// no page had fetched); a new build (here: a copy of
// the site with gridgames.js changed and sw.js stamped again, as the build
// does) is picked up on the next load, every file from it, one cache
// left; the manifest and the icon are served and named by every page, and
// Chromium finds the site installable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serve, launch, WEB_DIR, ROOT, screenshot, bigFirstClick } from './harness.mjs';

let site;
let server;
let browser;
before(async () => {
  // A copy of the site: the update test changes it.
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-offline-'));
  for (const f of fs.readdirSync(WEB_DIR)) fs.copyFileSync(path.join(WEB_DIR, f), path.join(site, f));
  server = await serve(site);
  browser = await launch();
});
after(async () => {
  if (browser) await browser.close();
  if (server) server.close();
  fs.rmSync(site, { recursive: true, force: true });
});

const problems = [];
async function open(context, url) {
  const page = await context.newPage();
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(server.url + url);
  return page;
}

/** The one gridgames cache while a worker controls the page, at once, or
 * null. */
function cacheInCharge(page) {
  return page.evaluate(async () => {
    const keys = (await caches.keys()).filter((key) => key.startsWith('gridgames-'));
    return navigator.serviceWorker.controller && keys.length === 1 ? keys[0] : null;
  });
}

/** Wait until the page is controlled by a worker whose cache is the only
 * gridgames one; returns that cache's name. */
async function controlled(page) {
  // A worker that never gets ready fails the test in 30 s, not at ctest's timeout.
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready,
    new Promise((resolve, reject) => setTimeout(() => reject(new Error('no service worker ready after 30 s')), 30000))]));
  for (let k = 0; k < 300; k++) {
    const key = await cacheInCharge(page);
    if (key) return key;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no single gridgames cache under a controlling worker');
}

test('every page names the manifest and carries the icon; the manifest is served', async () => {
  const context = await browser.newContext();
  const page = await open(context, 'index.html');
  for (const p of ['index.html', 'mines.html', 'snakes.html']) {
    await page.goto(server.url + p);
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), 'manifest.webmanifest', p);
    // The tab's icon is the app's, icon.svg (the pages' policy allows no
    // data: URL), and is served.
    assert.equal(await page.locator('link[rel="icon"]').getAttribute('href'), 'icon.svg', p);
    assert.equal(await page.evaluate(() => fetch('icon.svg').then((r) => r.headers.get('content-type'))), 'image/svg+xml', p);
  }
  const m = await page.evaluate(async () => {
    const r = await fetch('manifest.webmanifest');
    return { type: r.headers.get('content-type'), json: await r.json() };
  });
  assert.match(m.type, /^application\/manifest\+json/);
  assert.equal(m.json.display, 'standalone');
  assert.equal(m.json.start_url, './');
  assert.ok(m.json.icons.some((i) => i.purpose === 'maskable'));
  // Chromium's own installability check: nothing stands in the way but
  // the test's incognito profile (the manifest, the icon, the worker pass).
  await page.goto(server.url + 'index.html');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
  await context.close();
});

test('after one visit, with the network off, index, mines and snakes load and play', async () => {
  const context = await browser.newContext();
  const page = await open(context, 'index.html');
  await controlled(page);
  await context.setOffline(true);
  // Truly offline: a request the worker does not answer fails.
  assert.equal(await page.evaluate(() => fetch('not-in-the-site.txt').then(() => 'fetched', () => 'failed')), 'failed');
  problems.length = 0; // the console's word on that failed request
  await page.goto(server.url + 'mines.html?rows=9&cols=9&mines=10&seed=offline&start=opening');
  const mines = await page.evaluate(async () => {
    const el = document.querySelector('gg-mines');
    await Promise.race([el.ready, new Promise((resolve, reject) => setTimeout(() => reject(new Error('the game not ready after 30 s')), 30000))]);
    el.play('Sweep 5 5');
    // The solver's wasm, never fetched by this context's pages, comes from the cache.
    const hint = await Promise.race([el.hint(),
      new Promise((resolve, reject) => setTimeout(() => reject(new Error('no hint after 30 s')), 30000))]);
    return { state: el.state, open: el.board().join('').replace(/[#F]/g, '').length, hint: hint.kind };
  });
  assert.equal(mines.state, 'playing');
  assert.ok(mines.open > 1);
  assert.match(mines.hint, /^(safe|guess)$/);
  // A big board's first click goes to the engine's worker, whose script
  // (the module itself) comes from the cache too.
  const big = await bigFirstClick(page, 'offline-big');
  assert.deepEqual([big.state, big.away], ['playing', true], `played here: ${big.awayFailed || 'it never went to the worker'}`);
  assert.ok(big.swept > 1000);
  await screenshot(page, 'offline-mines');
  await page.goto(server.url + 'snakes.html?board=classic&players=2');
  const snakes = await page.evaluate(async () => {
    const el = document.querySelector('gg-snakes');
    await Promise.race([el.ready, new Promise((resolve, reject) => setTimeout(() => reject(new Error('the game not ready after 30 s')), 30000))]);
    el.roll(3);
    return el.positions;
  });
  assert.deepEqual(snakes.slice(0, 1), [3]);
  await page.goto(server.url);
  assert.equal(await page.locator('h1').textContent(), 'gridgames');
  await context.setOffline(false);
  await context.close();
  assert.deepEqual(problems.splice(0), []);
});

test('a new build is picked up on the next load, every file from it, and the old cache is gone', async () => {
  const context = await browser.newContext();
  let page = await open(context, 'mines.html');
  const first = await controlled(page);
  // The next build: the page's module changes, and the build stamps sw.js anew.
  fs.appendFileSync(path.join(site, 'mines.js'), '\n// the next build\n');
  execFileSync(process.execPath, [path.join(ROOT, 'web/build.mjs'), 'sw', site]);
  // The load that finds the new worker; the page reloads itself when it
  // takes over (a reload the evaluations below may run into: retried). A
  // navigation is what checks for a new sw.js, so while the new build's
  // worker has not taken over (its install may have failed), the page is
  // loaded again; after 90 s the test fails and says where the workers are.
  let second = first;
  const until = Date.now() + 90000;
  while (second === first && Date.now() < until) {
    await page.reload().catch(() => {});
    for (let k = 0; k < 20 && second === first; k++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      second = (await cacheInCharge(page).catch(() => null)) || first;
    }
  }
  const workers = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return r ? ['installing', 'waiting', 'active'].map((k) => `${k}: ${r[k] ? r[k].state : '-'}`).join(', ') : 'none';
  }).catch((err) => err.message);
  assert.notEqual(second, first, `the new build's worker took over (registration: ${workers})`);
  // A fresh tab, not a reload of this one: this one may still be in the
  // reload it does itself when the new worker takes over.
  await page.close();
  page = await open(context, 'mines.html');
  const files = fs.readdirSync(site);
  const served = await page.evaluate(async (names) => {
    const out = {};
    const late = (n) => new Promise((resolve, reject) => setTimeout(() => reject(new Error(`${n} not served in 30 s`)), 30000));
    for (const n of names) {
      const bytes = new Uint8Array(await Promise.race([fetch(n).then((r) => r.arrayBuffer()), late(n)]));
      out[n] = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))
        .map((b) => b.toString(16).padStart(2, '0')).join('');
    }
    return out;
  }, files);
  for (const f of files) {
    const want = crypto.createHash('sha256').update(fs.readFileSync(path.join(site, f))).digest('hex');
    assert.equal(served[f], want, `${f} is the new build's`);
  }
  // And the page itself runs on it: the module it loaded is the new one.
  const game = await page.evaluate(async () => {
    const el = document.querySelector('gg-mines');
    await Promise.race([el.ready, new Promise((resolve, reject) => setTimeout(() => reject(new Error('the game not ready after 30 s')), 30000))]);
    return el.state;
  });
  assert.equal(game, 'ready');
  await context.close();
  assert.deepEqual(problems.splice(0), []);
});
