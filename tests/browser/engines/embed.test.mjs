// embed.test.mjs — the elements on a host page under a strict
// Content-Security-Policy, in each engine: both get their games and play
// with no violation and no other problem (the probe), and the host's text
// below them does not move when their engines arrive (measured from the
// moment the elements are defined and sized from their attributes; the
// layout-shift API is Chromium's alone).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitGame } from '../engines.mjs';

const site = await useSite();

// Stricter than the site's own: nothing but what the elements need.
const STRICT = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; connect-src 'self'; " +
  "img-src 'self'; base-uri 'none'; object-src 'none'";
const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${STRICT}">
<title>A host page</title><link rel="icon" href="icon.svg"><link rel="stylesheet" href="host.css">
<script src="host.js"></script>
<script type="module" src="gridgames.js" blocking="render"></script>
</head><body>
<h1>A host page</h1>
<gg-mines rows="9" cols="9" mines="10" seed="embed" start="opening"></gg-mines>
<gg-snakes board="classic" players="2"></gg-snakes>
<p id="after">A paragraph below the games, which must not move when they load.</p>
</body></html>`;
// The host's own script: where the paragraph is once the elements are
// defined (their modules run before DOMContentLoaded) and once both are ready.
const HOST_JS = `window.__at = {};
document.addEventListener('DOMContentLoaded', () => {
  const top = () => document.getElementById('after').getBoundingClientRect().top;
  window.__at.defined = top();
  Promise.all(['gg-mines', 'gg-snakes'].map((t) => document.querySelector(t).ready))
    .then(() => requestAnimationFrame(() => requestAnimationFrame(() => { window.__at.ready = top(); })));
});`;
const HOST_CSS = 'body { margin: 16px; font: 16px/1.5 sans-serif; }';

test('a strict host page: both games play, no violation, nothing moves', async () => {
  const dir = site.siteCopy({ 'host.html': HOST, 'host.js': HOST_JS, 'host.css': HOST_CSS });
  const server = await site.serve(dir);
  const page = await site.open('host.html', { width: 1280, height: 1400, server });
  await waitGame(page, 'gg-mines');
  await waitGame(page, 'gg-snakes');
  const at = await page.waitFor(() => window.__at.ready !== undefined && window.__at, null, { what: 'both elements ready' });
  assert.equal(at.ready, at.defined, 'the paragraph below the games did not move');
  const played = await page.evaluate(() => {
    const mines = document.querySelector('gg-mines'), snakes = document.querySelector('gg-snakes');
    mines.play('Sweep 5 5');
    return { mines: mines.state, roll: snakes.roll(3).to, snakes: snakes.state };
  });
  assert.deepEqual(played, { mines: 'playing', roll: 3, snakes: 'playing' });
  // The solver's wasm and its worker, under the same policy.
  const hint = await page.evaluate(() => document.querySelector('gg-mines').hint().then((h) => h.kind));
  assert.match(hint, /^(safe|guess)$/);
  await page.screenshot('embed-strict');
});
