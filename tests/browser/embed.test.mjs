// embed.test.mjs — the elements as other sites embed them: on a
// host page under a strict Content-Security-Policy (the same pixels as
// without one, no violation), with no layout shift when the engine
// arrives, themed by the host's custom properties and ::part rules, in the
// dark, from another origin, with a .wasm of the wrong MIME type, a
// missing or a broken one, and the module included twice. The host pages
// are made here (page.route answers for the site's origin) so that each
// comes with the headers it needs; the module and the wasm are the site's
// own, from tests/tools/serve.mjs servers on 127.0.0.1.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setup, serve, screenshot, bigFirstClick } from './harness.mjs';

let s;
const servers = [];
before(async () => {
  s = await setup();
});
after(async () => {
  for (const server of servers) server.close();
  if (s) await s.done();
});

const STRICT = (moduleOrigin) =>
  `default-src 'none'; script-src 'self' ${moduleOrigin || ''} 'wasm-unsafe-eval'; style-src 'self'; ` +
  `connect-src 'self' ${moduleOrigin || ''}; img-src 'self' data:`;

// The host's own script and style sheet, external as a strict CSP wants:
// it records layout shifts, CSP violations and the elements' ready times.
const PROBE = `
window.__shifts = [];
window.__violations = [];
window.__errors = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
}).observe({ type: 'layout-shift', buffered: true });
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
addEventListener('unhandledrejection', (e) => window.__errors.push('unhandled rejection: ' + (e.reason && e.reason.message)));
window.__readyAt = {};
for (const tag of ['gg-mines', 'gg-snakes']) {
  customElements.whenDefined(tag).then(() => {
    for (const el of document.querySelectorAll(tag)) {
      el.ready.then(() => { window.__readyAt[tag] = performance.now(); }, () => {});
      el.addEventListener('gg-error', (e) => window.__errors.push('gg-error: ' + e.detail.message));
    }
  });
}`;
const HOST_CSS = `body { margin: 16px; font: 16px/1.5 sans-serif; }
.themed gg-mines { --gg-hidden: rgb(255, 0, 0); --gg-light: rgb(255, 0, 0); --gg-shade: rgb(255, 0, 0); }
.themed gg-mines::part(button) { background: rgb(0, 128, 0); }`;

/** A host page: both elements above a paragraph, the module from
 * moduleUrl (the site's gridgames.js by default), loaded as docs/embedding.md
 * says: a module script in the head with blocking="render", so that the
 * first paint waits for the elements' definitions (without it a page may
 * paint before the module runs, with the elements still empty inline
 * boxes, and shift when they are defined; the engine's own loading never
 * shifts anything, as the element is sized from its attributes). */
function hostPage({ base, moduleUrl, extraModule, themed, csp } = {}) {
  const mod = moduleUrl || (base || s.url) + 'gridgames.js';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
${csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : ''}
<link rel="icon" href="data:,"><link rel="stylesheet" href="/host.css"><script src="/probe.js"></script>
<script type="module" src="${mod}" blocking="render"></script>${extraModule ? `<script type="module" src="${extraModule}"></script>` : ''}
</head><body class="${themed ? 'themed' : ''}">
<h1>A host page</h1>
<gg-mines rows="9" cols="9" mines="10" seed="embed" start="opening"></gg-mines>
<gg-snakes board="classic" players="2"></gg-snakes>
<p id="after">A paragraph below the games, which must not move when they load.</p>
</body></html>`;
}

/** Open a host page at the site's origin (or base's, a server's URL) with
 * the given CSP (or none), sent as a header. With options.files, the page
 * is written to a directory of its own and served from there instead
 * (Chromium lets a page fetch from another loopback origin only when it
 * came from a loopback server itself, not from page.route), the CSP in a
 * <meta>. */
async function openHost(options = {}) {
  const context = options.context || s.browser.context;
  if (options.files) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-host-'));
    fs.writeFileSync(path.join(dir, 'host.html'), hostPage(options));
    fs.writeFileSync(path.join(dir, 'probe.js'), PROBE);
    fs.writeFileSync(path.join(dir, 'host.css'), HOST_CSS);
    const server = await serve(dir);
    servers.push(server);
    options = Object.assign({}, options, { base: server.url, files: false, served: true, csp: null });
  }
  const page = await context.newPage();
  const consoleLines = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') consoleLines.push(m.text()); });
  page.on('pageerror', (e) => consoleLines.push('page error: ' + e.message));
  const base = options.base || s.url;
  if (!options.served) {
    const headers = options.csp ? { 'content-security-policy': options.csp } : {};
    await page.route(base + 'host.html', (route) => route.fulfill({ contentType: 'text/html', headers, body: hostPage(Object.assign({}, options, { csp: null })) }));
    await page.route(base + 'probe.js', (route) => route.fulfill({ contentType: 'text/javascript', body: PROBE }));
    await page.route(base + 'host.css', (route) => route.fulfill({ contentType: 'text/css', body: HOST_CSS }));
  }
  if (options.wasm) await page.route(/gg-(mines|snakes)\.wasm$/, options.wasm);
  const t0 = Date.now();
  await page.goto(base + 'host.html');
  if (options.waitReady !== false) {
    await page.waitForFunction(() => window.__readyAt['gg-mines'] && window.__readyAt['gg-snakes'], null, { timeout: 20000 });
  }
  return { page, consoleLines, loadMs: Date.now() - t0 };
}

/** After two frames and a pause: what the probe saw. */
async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  return page.evaluate(() => ({
    cls: window.__shifts.reduce((a, b) => a + b, 0), shifts: window.__shifts.length,
    violations: window.__violations, errors: window.__errors, readyAt: window.__readyAt,
  }));
}

async function play(page) {
  return page.evaluate(() => {
    const mines = document.querySelector('gg-mines'), snakes = document.querySelector('gg-snakes');
    mines.play('Sweep 5 5');
    const roll = snakes.roll(3);
    return { mines: mines.state, board: mines.board(), roll: roll.to, snakes: snakes.state };
  });
}

async function elementsShot(page, name) {
  const file = await screenshot(page, name, { fullPage: true });
  const boxes = await page.evaluate(() => ['gg-mines', 'gg-snakes'].map((t) => {
    const r = document.querySelector(t).getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  const clips = [];
  for (const clip of boxes) clips.push(await page.screenshot({ clip }));
  return { file, clips, boxes };
}

test('under a strict CSP the elements look and play as without one, with no violation', async () => {
  const plain = await openHost();
  const strict = await openHost({ csp: STRICT() });
  const a = await settle(plain.page), b = await settle(strict.page);
  assert.deepEqual(b.violations, [], 'CSP violations');
  assert.deepEqual(b.errors, []);
  assert.deepEqual(strict.consoleLines, []);
  const shotA = await elementsShot(plain.page, 'embed-host-plain');
  const shotB = await elementsShot(strict.page, 'embed-host-strict-csp');
  assert.deepEqual(shotB.boxes, shotA.boxes);
  assert.ok(shotA.clips[0].equals(shotB.clips[0]), '<gg-mines> differs under the CSP');
  assert.ok(shotA.clips[1].equals(shotB.clips[1]), '<gg-snakes> differs under the CSP');
  const played = await play(strict.page);
  assert.equal(played.mines, 'playing');
  assert.equal(played.snakes, 'playing');
  // The worker the policy allows ('self'): a big first click goes there.
  const big = await bigFirstClick(strict.page, 'embed-big');
  assert.deepEqual([big.state, big.away], ['playing', true]);
  assert.ok(big.swept > 1000, `the first click swept ${big.swept} cells`);
  // The solver's wasm on first use, and on this big board its worker, under the same policy.
  const hint = await strict.page.evaluate(() => document.querySelector('gg-mines').hint());
  assert.match(hint.kind, /^(safe|guess)$/);
  const after = await settle(strict.page);
  assert.deepEqual(after.violations, [], 'CSP violations after the worker');
  assert.deepEqual(strict.consoleLines, []);
  assert.deepEqual(a.violations, []);
  await plain.page.close();
  await strict.page.close();
});

test('no layout shift: the host page does not move when the engine arrives', async () => {
  const { page } = await openHost({ csp: STRICT() });
  const before = await page.evaluate(() => document.getElementById('after').getBoundingClientRect().top);
  const seen = await settle(page);
  const after = await page.evaluate(() => document.getElementById('after').getBoundingClientRect().top);
  assert.equal(after, before);
  assert.equal(seen.cls, 0, `layout shift ${seen.cls} in ${seen.shifts} shift(s)`);
  console.log(`# layout shift: ${seen.cls}; ready after ${seen.readyAt['gg-mines'].toFixed(0)} ms (<gg-mines>), ` +
    `${seen.readyAt['gg-snakes'].toFixed(0)} ms (<gg-snakes>) from navigation`);
  // And while the engine is slow to come: the box is the size it will be.
  const slow = await openHost({
    waitReady: false,
    wasm: async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); },
  });
  await slow.page.waitForFunction(() => customElements.get('gg-mines') && customElements.get('gg-snakes'));
  const early = await slow.page.evaluate(() => ['gg-mines', 'gg-snakes', '#after'].map((q) => document.querySelector(q).getBoundingClientRect().height));
  await slow.page.waitForFunction(() => window.__readyAt['gg-mines'] && window.__readyAt['gg-snakes'], null, { timeout: 20000 });
  const late = await settle(slow.page);
  const ready = await slow.page.evaluate(() => ['gg-mines', 'gg-snakes', '#after'].map((q) => document.querySelector(q).getBoundingClientRect().height));
  assert.deepEqual(early, ready);
  assert.equal(late.cls, 0);
  await page.close();
  await slow.page.close();
});

test("a host's custom properties and ::part rules restyle the element; the dark theme follows the system", async () => {
  const { page } = await openHost({ themed: true });
  await settle(page);
  const look = await page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    const canvas = el.shadowRoot.querySelector('canvas');
    const cell = el.cellSize, dpr = devicePixelRatio;
    const px = canvas.getContext('2d').getImageData(Math.round(cell * 4.5 * dpr), Math.round(cell * 4.5 * dpr), 1, 1).data;
    const button = getComputedStyle(el.shadowRoot.querySelector('.hint')).backgroundColor;
    return { px: Array.from(px), button };
  });
  assert.deepEqual(look.px, [255, 0, 0, 255]);
  assert.equal(look.button, 'rgb(0, 128, 0)');
  await screenshot(page, 'embed-host-themed', { fullPage: true });
  const dark = await s.browser.newContext({ colorScheme: 'dark' });
  const night = await openHost({ context: dark, csp: STRICT() });
  const seen = await settle(night.page);
  assert.deepEqual(seen.violations, []);
  const px = await night.page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    const c = el.cellSize * 4.5 * devicePixelRatio;
    return Array.from(el.shadowRoot.querySelector('canvas').getContext('2d').getImageData(Math.round(c), Math.round(c), 1, 1).data);
  });
  // --gg-hidden in the dark theme: #4b5563.
  assert.deepEqual(px, [0x4b, 0x55, 0x63, 255]);
  await screenshot(night.page, 'embed-host-dark-strict-csp', { fullPage: true });
  await dark.close();
  await page.close();
});

test('from another origin (CORS), and from a server that sends the wasm as application/octet-stream', async () => {
  const cors = await serve(null, ['--cors']);
  servers.push(cors);
  const other = new URL(cors.url).origin;
  const { page, consoleLines } = await openHost({ files: true, moduleUrl: cors.url + 'gridgames.js', csp: STRICT(other) });
  const seen = await settle(page);
  assert.deepEqual(seen.violations, []);
  assert.deepEqual(seen.errors, []);
  assert.deepEqual(consoleLines, []);
  assert.equal((await play(page)).mines, 'playing');
  // No worker from another origin's module: the big click on the main thread.
  const big = await bigFirstClick(page, 'embed-big');
  assert.equal(big.state, 'playing');
  assert.ok(big.swept > 1000, `the first click swept ${big.swept} cells`);
  assert.deepEqual(consoleLines, []);
  await page.close();

  const octet = await serve(null, ['--wasm-type', 'application/octet-stream']);
  servers.push(octet);
  const wrong = await openHost({ base: octet.url, csp: STRICT() });
  assert.equal(await wrong.page.evaluate((u) => fetch(u).then((r) => r.headers.get('content-type')), octet.url + 'gg-mines.wasm'),
    'application/octet-stream');
  const seen2 = await settle(wrong.page);
  assert.deepEqual(seen2.errors, []);
  assert.deepEqual(wrong.consoleLines, [], 'no streaming-compile warning');
  assert.equal((await play(wrong.page)).mines, 'playing');
  await wrong.page.close();
});

test('a missing or broken wasm: a short message in the box and gg-error, never a blank box or an unhandled rejection', async () => {
  for (const [name, handler, cause] of [
    ['missing', (route) => route.fulfill({ status: 404, body: 'not found' }), /HTTP 404/],
    ['broken', (route) => route.fulfill({ contentType: 'application/wasm', body: Buffer.from('not wasm at all') }), /not the gridgames engine/],
  ]) {
    const { page } = await openHost({ waitReady: false, wasm: handler });
    await page.waitForFunction(() => window.__errors.length >= 2, null, { timeout: 15000 });
    const seen = await settle(page);
    const shown = await page.evaluate(() => ['gg-mines', 'gg-snakes'].map((t) => {
      const m = document.querySelector(t).shadowRoot.querySelector('.message');
      return { hidden: m.hidden, text: m.textContent, height: m.getBoundingClientRect().height };
    }));
    for (const m of shown) {
      assert.equal(m.hidden, false, name);
      assert.match(m.text, /^The game engine could not be loaded: /);
      assert.match(m.text, cause);
      assert.ok(m.height > 0);
    }
    assert.equal(seen.errors.filter((e) => e.startsWith('unhandled')).length, 0, seen.errors.join('\n'));
    assert.equal(seen.errors.filter((e) => e.startsWith('gg-error')).length, 2);
    const thrown = await page.evaluate(() => document.querySelector('gg-mines').ready.then(() => 'resolved', (e) => e.message));
    assert.match(thrown, cause);
    await screenshot(page, `embed-wasm-${name}`, { fullPage: true });
    await page.close();
  }
});

test('the module included twice (two URLs) defines once and throws nothing', async () => {
  const { page, consoleLines } = await openHost({ extraModule: s.url + 'gridgames.js?again', csp: STRICT() });
  const seen = await settle(page);
  assert.deepEqual(seen.errors, []);
  assert.deepEqual(consoleLines, []);
  assert.equal((await play(page)).mines, 'playing');
  await page.close();
});
