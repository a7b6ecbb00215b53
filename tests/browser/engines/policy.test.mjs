// policy.test.mjs — every page of the site under its own policy, in each
// engine: each names it in a <meta> at least as strict as the site
// promises, the server sends it as a header with frame-ancestors, nosniff
// and a referrer policy, and each page loads and plays with no violation
// and no other problem (the probe).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitGame } from '../engines.mjs';

const site = await useSite();

// The least each page must say (the words); it may say more.
const AT_LEAST = ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'none'"];

// Each page, its game's element and a move (a Minesweeper command line,
// or a Snakes & Ladders roll).
const PAGES = [
  ['index.html', null, null],
  ['mines.html?rows=9&cols=9&mines=10&seed=policy&start=opening', 'gg-mines', 'Sweep 5 5'],
  ['snakes.html?board=classic&players=2', 'gg-snakes', 'roll'],
  ['embed.html', 'gg-mines', 'Sweep 8 15'],
];

for (const [url, tag, move] of PAGES) {
  const name = url.replace(/\?.*/, '');
  test(`${name}: its policy named and sent; played with no violation`, async () => {
    const page = await site.open(url);
    const seen = await page.evaluate(async () => {
      const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
      const r = await fetch(location.href);
      return {
        first: document.head.firstElementChild.outerHTML.startsWith('<meta charset'),
        metaIndex: [...document.head.children].indexOf(meta),
        meta: meta && meta.content,
        header: r.headers.get('content-security-policy'),
        nosniff: r.headers.get('x-content-type-options'),
        referrer: r.headers.get('referrer-policy'),
        inline: [...document.scripts].filter((s) => !s.src).length,
      };
    });
    for (const directive of AT_LEAST) assert.ok(seen.meta.includes(directive), `<meta> has ${directive}: ${seen.meta}`);
    assert.equal(seen.metaIndex, 1, 'the policy comes right after the charset, before any script or style');
    assert.equal(seen.inline, 0, 'no inline script');
    assert.ok(seen.header.startsWith(seen.meta), 'the header says what the <meta> says');
    assert.match(seen.header, name === 'embed.html' ? /; frame-ancestors \*$/ : /; frame-ancestors 'self'$/);
    assert.equal(seen.nosniff, 'nosniff');
    assert.equal(seen.referrer, 'strict-origin-when-cross-origin');
    if (tag) {
      await waitGame(page, tag);
      const state = await page.evaluate(([t, m]) => {
        const el = document.querySelector(t);
        if (m === 'roll') el.roll(3);
        else el.play(m);
        return el.state;
      }, [tag, move]);
      assert.equal(state, 'playing');
    } else {
      assert.equal(await page.evaluate(() => document.querySelector('h1').textContent), 'gridgames');
    }
  });
}
