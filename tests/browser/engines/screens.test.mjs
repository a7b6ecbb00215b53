// screens.test.mjs — the pictures to look at, per engine: both pages, in
// light and dark, on a desktop (1280 x 900) and on a 390 x 844 phone, each
// a moment into a game, as build/screenshots/ENGINE/{mines,snakes}-
// {light,dark}-{desktop,phone}.png. Each page loads and plays without a
// problem (the probe), and fits the phone's width.
//
// WebKitGTK's MiniBrowser keeps its window at least 447 px wide (its
// toolbar), so there the phone is a 390 x 844 frame of a page of the
// site's origin, and the picture is that frame's.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, useSite } from '../engines.mjs';

const site = await useSite();
let dark = null;
after(async () => {
  if (dark) await dark.close();
});

const PAGES = [
  ['mines', 'mines.html?rows=9&cols=9&mines=10&seed=screens&start=opening', 'gg-mines'],
  ['snakes', 'snakes.html?board=random&n=10&seed=3&players=3', 'gg-snakes'],
];
const FRAME = (src) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>a phone</title>
<link rel="icon" href="icon.svg"><link rel="stylesheet" href="phone-frame.css"></head>
<body><iframe src="${src}" width="390" height="844" title="the page at 390 x 844"></iframe></body></html>`;

for (const scheme of ['light', 'dark']) {
  test(`both pages, ${scheme}, desktop and phone`, async () => {
    const browser = scheme === 'dark' ? (dark = dark || await launch({ dark: true })) : site.browser;
    const frames = site.siteCopy(Object.fromEntries(PAGES.map(([name, url]) => [`${name}-phone.html`, FRAME(url)])
      .concat([['phone-frame.css', 'body { margin: 0; } iframe { border: 0; display: block; }']])));
    const framed = await site.serve(frames);
    for (const [name, url, tag] of PAGES) {
      for (const [form, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
        let page = await site.open(url, { browser, width, height });
        const inner = await page.evaluate(() => innerWidth);
        let frame = false;
        if (form === 'phone' && inner !== 390) {
          assert.equal(page.engine, 'webkit', `only MiniBrowser keeps a wider window (${inner} px)`);
          await site.close(page);
          page = await site.open(`${name}-phone.html`, { browser, width: 600, height, server: framed });
          await page.waitFor(() => document.querySelector('iframe').contentDocument &&
            document.querySelector('iframe').contentDocument.readyState === 'complete');
          frame = true;
        }
        const ready = await page.waitFor(([t, inFrame]) => {
          const d = inFrame ? document.querySelector('iframe').contentDocument : document;
          const el = d.querySelector(t);
          return el && el.state !== 'loading' && el.params && { scheme: d.defaultView.matchMedia('(prefers-color-scheme: dark)').matches,
            width: d.defaultView.innerWidth, wide: d.documentElement.scrollWidth };
        }, [tag, frame], { what: `${name} ready (${scheme}, ${form})` });
        assert.equal(ready.scheme, scheme === 'dark', `prefers-color-scheme is ${scheme}`);
        if (form === 'phone') {
          assert.equal(ready.width, 390);
          assert.ok(ready.wide <= 390, `${name}: nothing wider than the phone (${ready.wide} px)`);
        }
        // A moment into the game: a sweep at the centre, or two rolls.
        await page.evaluate(([t, inFrame]) => {
          const d = inFrame ? document.querySelector('iframe').contentDocument : document;
          const el = d.querySelector(t);
          if (t === 'gg-mines') el.play('Sweep 5 5');
          else {
            el.roll(4);
            el.roll(2);
          }
        }, [tag, frame]);
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 700))); // the tokens' moves drawn
        if (frame) await page.screenshotOf('iframe', `${name}-${scheme}-${form}`);
        else await page.screenshot(`${name}-${scheme}-${form}`);
        await site.close(page);
      }
    }
  });
}
