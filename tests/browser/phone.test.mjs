// phone.test.mjs — the pages on a phone (390 x 844, touch) and a tablet
// (768 x 1024): on first load the whole Beginner board and its buttons show
// without scrolling, its cells 40 px or more across the width; the board
// presets are one tap away, Expert fits the width (its board pans inside
// its box), the snakes board and its die show;
// no page scrolls sideways. Screenshots, light and dark, in build/screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, screenshot } from './harness.mjs';

const browser = useBrowser(null);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const TABLET = { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The boxes (viewport px) of what a player needs first, and the page's widths. */
function boxes() {
  const el = document.querySelector('gg-mines');
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  };
  const root = el.shadowRoot;
  return {
    board: box(root.querySelector('.board')),
    tools: [...root.querySelectorAll('button')].map(box),
    presets: [...document.querySelectorAll('#presets button')].map(box),
    newGame: box(document.getElementById('new-game')),
    scrollWidth: document.documentElement.scrollWidth,
    width: innerWidth,
    height: innerHeight,
  };
}
const inside = (b, w, h) => b.top >= 0 && b.left >= 0 && b.bottom <= h && b.right <= w;

for (const scheme of ['light', 'dark']) {
  test(`mines.html on a 390 x 844 phone (${scheme}): Beginner whole on first load, presets one tap away`, async () => {
    const context = await browser.s.browser.newContext({ ...PHONE, colorScheme: scheme });
    const page = await browser.s.open('mines.html', { context });
    const b = await page.evaluate(boxes);
    assert.equal(b.scrollWidth, b.width, 'no sideways scrolling');
    assert.ok(inside(b.board, b.width, b.height), `the board is on screen: ${JSON.stringify(b.board)}`);
    // Beginner fills the width, in cells a fingertip can hit (40 px or more).
    const cell = await page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.scroller').clientWidth / 9);
    assert.ok(cell >= 40, `Beginner's cells are ${cell} px wide`);
    assert.ok(b.board.right - b.board.left >= 0.9 * b.width, 'the Beginner board fills the width');
    b.tools.forEach((t, i) => assert.ok(inside(t, b.width, b.height), `the element's button ${i} is on screen`));
    b.presets.forEach((t, i) => assert.ok(inside(t, b.width, b.height), `preset ${i} is on screen`));
    assert.ok(inside(b.newGame, b.width, b.height));
    await screenshot(page, `phone-390-mines-${scheme}`);
    // One tap on a preset: Expert, which fits the width and pans inside its box.
    await page.locator('#presets button[data-preset="expert"]').tap();
    await page.waitForFunction(() => document.querySelector('gg-mines').params.cols === 30);
    const e = await page.evaluate(boxes);
    assert.equal(e.scrollWidth, e.width, 'Expert: no sideways scrolling of the page');
    assert.ok(e.board.left >= 0 && e.board.right <= e.width, 'Expert: the board box fits the width');
    await screenshot(page, `phone-390-mines-expert-${scheme}`);
    await context.close();
  });
}

test('snakes.html on a phone: the board and the die on screen; tablets in both schemes', async () => {
  const context = await browser.s.browser.newContext(PHONE);
  const page = await browser.s.open('snakes.html', { context, selector: 'gg-snakes' });
  const s = await page.evaluate(() => {
    const el = document.querySelector('gg-snakes');
    const r = el.getBoundingClientRect();
    const die = el.shadowRoot.querySelector('button').getBoundingClientRect();
    return { right: r.right, dieBottom: die.bottom, scrollWidth: document.documentElement.scrollWidth, width: innerWidth,
      height: innerHeight };
  });
  assert.equal(s.scrollWidth, s.width);
  assert.ok(s.right <= s.width);
  assert.ok(s.dieBottom <= s.height, 'the die is on screen');
  await screenshot(page, 'phone-390-snakes');
  await context.close();
  for (const scheme of ['light', 'dark']) {
    const tablet = await browser.s.browser.newContext({ ...TABLET, colorScheme: scheme });
    for (const p of ['mines.html', 'snakes.html']) {
      const t = await browser.s.open(p, { context: tablet, selector: p === 'mines.html' ? 'gg-mines' : 'gg-snakes' });
      assert.equal(await t.evaluate(() => document.documentElement.scrollWidth), 768, p);
      await screenshot(t, `tablet-768-${p.replace('.html', '')}-${scheme}`);
    }
    await tablet.close();
  }
});
