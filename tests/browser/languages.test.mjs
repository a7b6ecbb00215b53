// languages.test.mjs — every shipped language, played: both pages with
// ?lang=, and a host page in that language embedding both elements; all
// the text of each (the pages', the shadow roots', the labels and titles,
// every live-region announcement made meanwhile, an error of ours and one
// of the engine's) holds none of the English words of the catalogs but
// names and notation (a word the language's own catalogs use: LeetCode,
// 3BV, Permalink in German), and no English function word. Also: Arabic
// mirrors the pages and the elements' controls while the board stays as
// the command files number it (column 1 on the left, Left arrow moving
// left); an element follows its own lang, else the document's, live; a
// language it lacks falls back message by message; registerTranslation
// adds a language or changes words. Screenshots in French, Japanese and
// Arabic, light and dark, in build/screenshots/lang-*.png.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { setup, screenshot, waitGame } from './harness.mjs';
import { playOutByHints } from './inpage.mjs';
import { LANGS, englishIn, englishLeft, recordSaid, allText } from './english.mjs';

let s;
before(async () => {
  s = await setup();
});
after(async () => {
  if (s) await s.done();
});
afterEach(() => s.checkProblems());

async function checkEnglish(page, lang, where) {
  const texts = await page.evaluate(allText);
  const found = englishIn(lang, texts);
  assert.deepEqual(found, [], `${where} (${lang}): English left:\n${englishLeft(found)}`);
  return texts;
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
const live = (page, tag) => page.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('.sr').textContent, tag);

/** Click what, then wait for the page's status line to say something new. */
async function clickForStatus(page, what) {
  const before = await page.evaluate(() => document.querySelector('#status').textContent);
  await page.locator(what).click();
  await page.waitForFunction((b) => {
    const st = document.querySelector('#status');
    return !st.hidden && st.textContent && st.textContent !== b;
  }, before);
}

/** Minesweeper's page: moves by the keyboard, a flag, a hint, the odds,
 * the game played out and reviewed, the analyser, a bad LeetCode board. */
async function playMinesPage(page) {
  await page.evaluate(recordSaid);
  const board = page.locator('gg-mines .scroller');
  await board.focus();
  for (const key of ['ArrowRight', 'ArrowDown', 'Space', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  await page.keyboard.press('f');
  await page.keyboard.press('f');
  await page.locator('gg-mines .hint').click();
  await page.waitForFunction(() => document.querySelector('gg-mines').shadowRoot.querySelector('.advice').textContent.trim() !== '');
  await page.locator('gg-mines .odds').click();
  await frames(page);
  await page.locator('gg-mines .odds').click();
  await page.evaluate(playOutByHints);
  await page.locator('#review').click();
  await page.waitForFunction(() => document.querySelectorAll('#review-list li').length > 0, null, { timeout: 30000 });
  await page.locator('#review-list li').first().focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelector('#review-why').textContent.trim() !== '');
  await page.locator('#review-close').click();
  await page.locator('button[data-preset=custom]').click();
  await page.fill('#leetcode', 'board = [["E","E"],["E"]], click = [0,0]');
  await clickForStatus(page, '#open-leetcode');
  await page.locator('#analyse').click();
  await page.waitForFunction(() => document.querySelector('gg-mines').analysis);
  await board.focus();
  for (const key of ['ArrowRight', 'Space', '3', 'Control+z']) await page.keyboard.press(key);
  await frames(page);
}

/** Snakes & Ladders' page: rolls by the keyboard, the editor, a bad
 * LeetCode board. */
async function playSnakesPage(page) {
  await page.evaluate(recordSaid);
  await page.locator('gg-snakes .board').focus();
  for (let k = 0; k < 4; k++) await page.keyboard.press('Space');
  await page.locator('#edit').click();
  await page.locator('gg-snakes .board').focus();
  for (const key of ['ArrowUp', 'Enter', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await page.locator('#edit').click();
  await page.fill('#leetcode', '[[-1,-1],[-1]]');
  await clickForStatus(page, '#open-leetcode');
  await frames(page);
}

/** A host page in lang embedding both elements. */
function hostPage(lang, body) {
  return `<!doctype html><html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"><script type="module" src="/gridgames.js"></script>
<style>body { font: 16px/1.5 sans-serif; margin: 16px; } @media (prefers-color-scheme: dark) { body { background: #111; color: #eee; } }</style>
</head><body>${body || '<gg-mines rows="9" cols="9" mines="10" seed="lang" start="opening"></gg-mines>\n<gg-snakes board="classic" players="2"></gg-snakes>'}</body></html>`;
}

async function openHost(lang, options = {}) {
  // A context of its own: the site's service worker, registered by the
  // pages, would answer for the host page instead of the route.
  const context = await s.browser.newContext({ serviceWorkers: 'block', colorScheme: options.scheme || 'light' });
  const page = await context.newPage();
  page.on('close', () => context.close());
  await page.route(s.url + 'host.html', (route) => route.fulfill({ contentType: 'text/html', body: hostPage(lang, options.body) }));
  await page.goto(s.url + 'host.html');
  await waitGame(page);
  await page.waitForFunction(() => document.querySelector('gg-snakes') ? document.querySelector('gg-snakes').state !== 'loading' : true);
  return page;
}

/** The host page: moves in both elements, an error of ours and one of
 * the engine's in the message box. */
async function playHost(page) {
  await page.evaluate(recordSaid);
  await page.locator('gg-mines .scroller').focus();
  for (const key of ['ArrowRight', 'Space', 'ArrowDown', 'f']) await page.keyboard.press(key);
  await page.locator('gg-snakes .board').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  const message = () => page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.message').textContent);
  const changed = (before) => page.waitForFunction((b) => {
    const m = document.querySelector('gg-mines').shadowRoot.querySelector('.message');
    return !m.hidden && m.textContent && m.textContent !== b;
  }, before);
  await page.evaluate(() => document.querySelector('gg-mines').setAttribute('start', 'bogus'));
  await changed('');
  const ours = await message();
  await page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    el.setAttribute('start', 'opening');
    el.setAttribute('rows', '5000');
  });
  await changed(ours);
  const engines = await message();
  await frames(page);
  return { ours, engines };
}

for (const lang of LANGS) {
  test(`${lang}: the Minesweeper page, played, says nothing in English`, async () => {
    const page = await s.open(`mines.html?lang=${lang}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.evaluate(() => document.documentElement.dir), lang === 'ar' ? 'rtl' : 'ltr');
    await playMinesPage(page);
    const texts = await checkEnglish(page, lang, 'mines.html');
    assert.ok(texts.length > 100, `${texts.length} texts`);
    assert.ok((await page.evaluate(() => window.__said.length)) >= 8, 'the live regions spoke');
    // The permalink and the header's links keep the language.
    assert.match(await page.getAttribute('#permalink', 'href'), new RegExp(`lang=${lang}`));
    assert.match(await page.getAttribute('header nav a[href*="snakes.html"]', 'href'), new RegExp(`lang=${lang}`));
    // A game in progress comes back on the next visit, said in the language
    // (the page's words may come after the element's game).
    await page.locator('#end-edit').click();
    await page.evaluate(() => {
      const el = document.querySelector('gg-mines');
      el.newGame({ rows: 9, cols: 9, mines: 10, seed: 'back', start: 'opening' });
      el.play('Sweep 5 5');
    });
    await page.waitForLoadState('networkidle');
    await page.reload();
    await waitGame(page);
    await page.waitForFunction(() => !document.querySelector('#status').hidden && document.querySelector('#status').textContent);
    await checkEnglish(page, lang, 'mines.html, the game in progress back');
    await page.waitForLoadState('networkidle');
    await page.close();
  });

  test(`${lang}: the Snakes & Ladders page, played, says nothing in English`, async () => {
    const page = await s.open(`snakes.html?lang=${lang}&board=classic&players=2`, { selector: 'gg-snakes' });
    await playSnakesPage(page);
    await checkEnglish(page, lang, 'snakes.html');
    assert.ok((await page.evaluate(() => window.__said.length)) >= 4, 'the live regions spoke');
    await page.close();
  });

  test(`${lang}: a host page in ${lang} embedding both elements, its errors too`, async () => {
    const page = await openHost(lang);
    const { ours, engines } = await playHost(page);
    await checkEnglish(page, lang, 'host page');
    assert.doesNotMatch(ours, /^start must be/);
    assert.doesNotMatch(engines, /board is outside what the page takes/);
    await page.close();
  });
}

test('the front page in each language', async () => {
  for (const lang of LANGS) {
    const page = await s.open(`index.html?lang=${lang}`, { waitGame: false });
    await page.waitForFunction(() => !document.documentElement.classList.contains('gg-wait') && document.documentElement.lang !== 'en');
    await checkEnglish(page, lang, 'index.html');
    await page.close();
  }
});

test('Arabic: the pages and the controls mirror, the board is numbered as the command files number it', async () => {
  const page = await s.open('mines.html?lang=ar');
  const dirs = await page.evaluate(() => {
    const root = document.querySelector('gg-mines').shadowRoot;
    const dir = (e) => getComputedStyle(e).direction;
    const x = (e) => e.getBoundingClientRect().left;
    return { page: dir(document.body), board: dir(root.querySelector('.board')), tools: dir(root.querySelector('.tools') || root.querySelector('.hint').parentElement),
      counterRight: x(root.querySelector('.counter')) > x(root.querySelector('.timer')),
      cell1: document.querySelector('gg-mines').cellCenter(0, 0).x < document.querySelector('gg-mines').cellCenter(0, 1).x };
  });
  assert.deepEqual(dirs, { page: 'rtl', board: 'ltr', tools: 'rtl', counterRight: true, cell1: true });
  await page.locator('gg-mines .scroller').focus();
  await page.keyboard.press('ArrowRight');
  assert.match(await live(page, 'gg-mines'), /^الصف 1، العمود 2: /);
  await page.keyboard.press('ArrowLeft');
  assert.match(await live(page, 'gg-mines'), /^الصف 1، العمود 1: /);
  await page.close();
});

test('an element follows its own lang, else the document\'s, live; a language it lacks falls back message by message', async () => {
  const page = await openHost('fr', { body: '<gg-mines id="a"></gg-mines><gg-mines id="b" lang="ja"></gg-mines><gg-mines id="c" lang="pt-PT"></gg-mines><gg-mines id="d" lang="eo"></gg-mines>' });
  const hint = () => page.evaluate(() => ['a', 'b', 'c', 'd'].map((id) => document.getElementById(id).shadowRoot.querySelector('.hint').textContent));
  await page.waitForFunction(() => document.getElementById('b').shadowRoot.querySelector('.hint').textContent === 'ヒント');
  assert.deepEqual(await hint(), ['Indice', 'ヒント', 'Dica', 'Hint']);
  await page.evaluate(() => (document.documentElement.lang = 'de'));
  await page.waitForFunction(() => document.getElementById('a').shadowRoot.querySelector('.hint').textContent === 'Tipp');
  await page.evaluate(() => document.getElementById('b').removeAttribute('lang'));
  await page.waitForFunction(() => document.getElementById('b').shadowRoot.querySelector('.hint').textContent === 'Tipp');
  // registerTranslation: a language of the page's own, message by message
  // over English; a shipped language's words changed.
  await page.evaluate(async () => {
    const { registerTranslation } = await import('/gridgames.js');
    registerTranslation('eo', { 'mines.hint': 'Helpo' });
    registerTranslation('de', { 'mines.hint': 'Hinweis' });
  });
  await page.waitForFunction(() => document.getElementById('d').shadowRoot.querySelector('.hint').textContent === 'Helpo');
  assert.deepEqual(await hint(), ['Hinweis', 'Hinweis', 'Dica', 'Helpo']);
  assert.equal(await page.evaluate(() => document.getElementById('d').shadowRoot.querySelector('.odds').textContent), 'Odds');
  // An error thrown is English (the API's); translateError says it.
  const said = await page.evaluate(async () => {
    const { translateError } = await import('/gridgames.js');
    let message = '';
    try {
      document.getElementById('a').play('Sweep 0 0');
    } catch (err) {
      message = err.message;
    }
    return [message, await translateError(message, 'fr'), await translateError(message, 'en')];
  });
  assert.notEqual(said[0], '');
  assert.notEqual(said[1], said[0]);
  assert.equal(said[2], said[0]);
  await page.close();
});

test('screenshots: French, Japanese and Arabic, light and dark', async () => {
  for (const scheme of ['light', 'dark']) {
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
    for (const lang of ['fr', 'ja', 'ar']) {
      const mines = await s.open(`mines.html?lang=${lang}&seed=shots`, { context });
      await mines.evaluate(() => document.querySelector('gg-mines').play('Sweep 5 5'));
      await mines.locator('gg-mines .hint').click();
      await mines.waitForFunction(() => document.querySelector('gg-mines').shadowRoot.querySelector('.advice').textContent.trim() !== '');
      await screenshot(mines, `lang-${lang}-mines-${scheme}`, { fullPage: true });
      const snakes = await s.open(`snakes.html?lang=${lang}&board=classic&players=2`, { context, selector: 'gg-snakes' });
      await snakes.evaluate(() => document.querySelector('gg-snakes').roll(4));
      await frames(snakes);
      await screenshot(snakes, `lang-${lang}-snakes-${scheme}`, { fullPage: true });
      const host = await openHost(lang, { scheme });
      await screenshot(host, `lang-${lang}-embed-${scheme}`, { fullPage: true });
      for (const p of [mines, snakes, host]) await p.close();
    }
    await context.close();
  }
});
