// readme_shots.mjs — the pictures of the pages in README.md, taken from
// build/web in headless Chromium (the browser tests' set-up) and written
// to docs/img/: run it when a page's look changes (./build.sh shots).
//
//   docs/img/mines.jpg    mines.html, Intermediate, a game under way with
//                         the odds overlay and a hint
//   docs/img/snakes.jpg   snakes.html, the classic board, two players a
//                         few rolls in
//   docs/img/phone.jpg    mines.html on a 390 x 844 phone
import fs from 'node:fs';
import path from 'node:path';
import { setup, onElement, ROOT } from '../browser/harness.mjs';

const out = path.join(ROOT, 'docs/img');
fs.mkdirSync(out, { recursive: true });
const s = await setup();
try {
  const shoot = async (page, name) => {
    const file = path.join(out, `${name}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
    console.log(`${path.relative(ROOT, file)}: ${fs.statSync(file).size} bytes`);
  };
  // A game under way: the first click, a dozen moves the hint calls
  // safe, then the odds and the hint shown.
  const play = (el) => {
    el.play('Sweep 8 8');
    for (let k = 0; k < 12 && el.state === 'playing'; k++) {
      const h = el.hint();
      if (h.kind !== 'safe') break;
      el.play(`Sweep ${h.row + 1} ${h.col + 1}`);
    }
    el.showOdds = true;
    el.hint();
  };

  const wide = await s.browser.newContext({ viewport: { width: 1100, height: 720 }, deviceScaleFactor: 0.75 });
  const mines = await s.open('mines.html?rows=16&cols=16&mines=40&seed=readme&start=opening', { context: wide });
  await onElement(mines, 'gg-mines', play);
  await shoot(mines, 'mines');

  const snakes = await s.open('snakes.html?board=classic&players=2&seed=readme', { context: wide, selector: 'gg-snakes' });
  await snakes.emulateMedia({ reducedMotion: 'reduce' });
  await onElement(snakes, 'gg-snakes', (el) => {
    for (let k = 0; k < 8; k++) el.roll();
    el.winChances; // in now (else from the worker): the page shows them at once
    return new Promise((resolve) => setTimeout(resolve, 0));
  });
  await shoot(snakes, 'snakes');

  const phone = await s.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 0.75,
    isMobile: true, hasTouch: true });
  const small = await s.open('mines.html?rows=9&cols=9&mines=10&seed=readme&start=opening', { context: phone });
  await onElement(small, 'gg-mines', (el) => {
    el.play('Sweep 5 5');
  });
  await shoot(small, 'phone');
  s.checkProblems();
} finally {
  await s.done();
}
