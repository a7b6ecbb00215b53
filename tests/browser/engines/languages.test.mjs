// languages.test.mjs — the languages in each engine (the Chromium suite's
// languages.test.mjs plays every one of them; here three scripts, each a
// different kind: French, Japanese and Arabic): both pages with ?lang= and
// a host page in the language embedding both elements, played by the
// keyboard, hold no English but names and notation (english.mjs) in what
// they show or announce, an error of ours and one of the engine's
// included; the document's lang and dir are set. Arabic mirrors the page
// and the elements' controls while the board keeps column 1 on the left
// and the arrows move as they show. Screenshots as
// build/screenshots/ENGINE/lang-LANG-{mines,snakes,embed}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitGame } from '../engines.mjs';
import { englishIn, englishLeft, recordSaid, allText } from '../english.mjs';

const site = await useSite();
const LANGS = ['fr', 'ja', 'ar'];

async function noEnglish(page, lang, where) {
  const texts = await page.evaluate(allText);
  const found = englishIn(lang, texts);
  assert.deepEqual(found, [], `${where} (${lang}): English left:\n${englishLeft(found)}`);
  assert.ok(texts.length > 20, `${where}: ${texts.length} texts`);
}

/** Focus a part of the first tag's shadow root, as a click would (a click
 * on the board would sweep a cell). */
const focusPart = (page, tag, selector) => page.evaluate(([t, sel]) => {
  document.querySelector(t).shadowRoot.querySelector(sel).focus();
}, [tag, selector]);

const said = (page) => page.evaluate(() => window.__said.length);
const live = (page) => page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.sr').textContent);
const settled = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));

const HOST = (lang) => `<!doctype html><html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}><head><meta charset="utf-8">
<title>host</title><link rel="icon" href="icon.svg"><link rel="stylesheet" href="host.css">
<script type="module" src="gridgames.js"></script></head><body>
<gg-mines rows="9" cols="9" mines="10" seed="lang" start="opening"></gg-mines>
<gg-snakes board="classic" players="2"></gg-snakes></body></html>`;

for (const lang of LANGS) {
  test(`${lang}: the Minesweeper page, played by the keyboard, says nothing in English`, async () => {
    const page = await site.open(`mines.html?lang=${lang}&rows=9&cols=9&mines=10&seed=langs&start=opening`);
    await waitGame(page);
    const doc = await page.waitFor(() => document.querySelector('gg-mines').shadowRoot.querySelector('.hint').textContent !== 'Hint' &&
      { lang: document.documentElement.lang, dir: document.documentElement.dir }, null, { what: 'the element\'s words in the language' });
    assert.deepEqual(doc, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    await page.evaluate(recordSaid);
    await focusPart(page, 'gg-mines', '.scroller');
    for (const key of ['ArrowRight', 'ArrowDown', ' ', 'ArrowRight', 'f', 'f']) await page.keyboard.press(key);
    await page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.hint').click());
    await page.waitFor(() => document.querySelector('gg-mines').shadowRoot.querySelector('.advice').textContent.trim() !== '',
      null, { what: 'the hint said' });
    await settled(page);
    assert.ok(await said(page) >= 4, 'the live regions spoke');
    await noEnglish(page, lang, 'mines.html');
    // The file input's own button and "no file chosen" are in the
    // browser's language, not the page's: the input is hidden and its
    // label, in the page's words, is what shows.
    const file = await page.evaluate(() => {
      const input = document.getElementById('import'), label = input.closest('label');
      const box = (e) => { const r = e.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; };
      return { input: box(input), label: box(label), text: label.textContent.trim() };
    });
    assert.deepEqual(file.input, [1, 1], 'the file input is hidden');
    assert.ok(file.label[0] > 100 && file.label[1] >= 36 && file.text.length > 5, `its label shows: ${JSON.stringify(file)}`);
    if (lang === 'ar') {
      // The page and the controls mirror; the board does not, and the
      // arrows move as they show.
      const dirs = await page.evaluate(() => {
        const el = document.querySelector('gg-mines'), root = el.shadowRoot;
        const dir = (e) => getComputedStyle(e).direction;
        const x = (e) => e.getBoundingClientRect().left;
        return { page: dir(document.body), board: dir(root.querySelector('.board')),
          counterRight: x(root.querySelector('.counter')) > x(root.querySelector('.timer')),
          cell1: el.cellCenter(0, 0).x < el.cellCenter(0, 1).x };
      });
      assert.deepEqual(dirs, { page: 'rtl', board: 'ltr', counterRight: true, cell1: true });
      const at = await live(page); // the focus is in column 3 (two Rights)
      await page.keyboard.press('ArrowLeft');
      await page.waitFor((b) => document.querySelector('gg-mines').shadowRoot.querySelector('.sr').textContent !== b, at);
      const left = await live(page);
      await page.keyboard.press('ArrowRight');
      await page.waitFor((b) => document.querySelector('gg-mines').shadowRoot.querySelector('.sr').textContent !== b, left);
      const right = await live(page);
      // The focused cell's column, as the Arabic announcement gives it.
      const column = (t) => {
        const m = t.match(/العمود (\d+)/);
        assert.ok(m, `a cell's announcement: "${t}" (before: "${at}")`);
        return Number(m[1]);
      };
      assert.equal(column(right), column(left) + 1, `Left then Right: "${left}", then "${right}"`);
    }
    await page.screenshot(`lang-${lang}-mines`);
  });

  test(`${lang}: the Snakes & Ladders page, played by the keyboard, says nothing in English`, async () => {
    const page = await site.open(`snakes.html?lang=${lang}&board=classic&players=2`);
    await waitGame(page, 'gg-snakes');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    await page.evaluate(recordSaid);
    await focusPart(page, 'gg-snakes', '.board');
    await page.keyboard.press(' ');
    await page.waitFor(() => document.querySelectorAll('#log li').length === 1);
    await page.keyboard.press(' ');
    await page.waitFor(() => document.querySelectorAll('#log li').length === 2);
    await page.waitFor(() => document.querySelectorAll('#chances tr').length >= 2);
    await settled(page);
    assert.ok(await said(page) >= 2, 'the live regions spoke');
    await noEnglish(page, lang, 'snakes.html');
    await page.screenshot(`lang-${lang}-snakes`);
  });

  test(`${lang}: a host page in ${lang} embedding both elements, its errors too`, async () => {
    const server = await site.serve(site.siteCopy({ 'host.html': HOST(lang), 'host.css': 'body { margin: 16px; font: 16px/1.5 sans-serif; }' }));
    const page = await site.open('host.html', { server });
    await waitGame(page);
    await waitGame(page, 'gg-snakes');
    await page.evaluate(recordSaid);
    await focusPart(page, 'gg-mines', '.scroller');
    for (const key of ['ArrowRight', ' ', 'ArrowDown', 'f']) await page.keyboard.press(key);
    await focusPart(page, 'gg-snakes', '.board');
    await page.keyboard.press(' ');
    // An error of ours (a bad attribute), then one of the engine's.
    const message = (before) => page.waitFor((b) => {
      const m = document.querySelector('gg-mines').shadowRoot.querySelector('.message');
      return !m.hidden && m.textContent && m.textContent !== b && m.textContent;
    }, before, { what: 'the element says what is wrong' });
    await page.evaluate(() => document.querySelector('gg-mines').setAttribute('start', 'bogus'));
    const ours = await message('');
    await page.evaluate(() => {
      const el = document.querySelector('gg-mines');
      el.setAttribute('start', 'opening');
      el.setAttribute('rows', '5000');
    });
    const engines = await message(ours);
    await settled(page);
    assert.doesNotMatch(ours, /^start must be/);
    assert.doesNotMatch(engines, /board is outside what the page takes/);
    await noEnglish(page, lang, 'host page');
    await page.screenshot(`lang-${lang}-embed`);
  });
}
