// mines_page.test.mjs — mines.html: presets, custom games and their
// errors, the first-click selector, permalinks, the timer, statistics, a
// game surviving a reload, replay export (checked against the native
// runner) and import (file picker and drop), LeetCode paste, dark mode.
// Real clicks wherever a player would click.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, record, look, layoutOf, runNative, screenshot, waitGame, WEB_DIR, recordedVisit } from './harness.mjs';

const browser = useBrowser(null);

/** A page in a context of its own (its own localStorage). */
async function fresh(query, options) {
  const context = await browser.s.browser.newContext(Object.assign({ viewport: { width: 1280, height: 900 } }, options));
  const page = await browser.s.open(`mines.html${query || ''}`, { context });
  return page;
}
function center(page, r, c) {
  return page.evaluate(([y, x]) => document.querySelector('gg-mines').cellCenter(y, x), [r, c]);
}
async function click(page, r, c, button = 'left') {
  const { x, y } = await center(page, r, c);
  await page.mouse.click(x, y, { button });
}
function lcd(page, which) {
  return page.evaluate((w) => document.querySelector('gg-mines').shadowRoot.querySelector(`.${w}`).textContent, which);
}
function status(page) {
  return page.evaluate(() => {
    const box = document.getElementById('status');
    return { hidden: box.hidden, text: box.textContent, role: box.getAttribute('role'), cls: box.className };
  });
}
async function sweepAllSafe(page) {
  const lay = layoutOf(await page.evaluate(() => document.querySelector('gg-mines').replay()));
  for (let r = 0; r < lay.length; r++) {
    for (let c = 0; c < lay[r].length; c++) {
      if (lay[r][c] !== '.') continue;
      const { board, state } = await look(page);
      if (state !== 'playing') return;
      if (board[r][c] === '#') await click(page, r, c);
    }
  }
}

test('the page opens Beginner with a random seed written into the URL', async () => {
  const page = await fresh('');
  const { params, state } = await look(page);
  assert.equal(state, 'ready');
  assert.deepEqual([params.rows, params.cols, params.mines, params.start], [9, 9, 10, 'opening']);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('seed'), params.seed);
  assert.match(params.seed, /^\d+$/);
  assert.equal(await page.getAttribute('[data-preset="beginner"]', 'aria-pressed'), 'true');
  await screenshot(page, 'page-ready');
  await page.context().close();
});

test('presets and the first-click selector start new games; the URL is a permalink', async () => {
  const page = await fresh('');
  await page.click('[data-preset="intermediate"]');
  let { params } = await look(page);
  assert.deepEqual([params.rows, params.cols, params.mines], [16, 16, 40]);
  await page.click('[data-preset="expert"]');
  ({ params } = await look(page));
  assert.deepEqual([params.rows, params.cols, params.mines], [16, 30, 99]);
  await page.selectOption('#start', 'safe');
  ({ params } = await look(page));
  assert.equal(params.start, 'safe');
  const url = new URL(page.url());
  assert.deepEqual(Object.fromEntries(url.searchParams), {
    rows: '16', cols: '30', mines: '99', seed: params.seed, start: 'safe',
  });
  await click(page, 7, 20);
  const first = await look(page);
  // The permalink, opened elsewhere, gives the same game for the same click.
  const other = await fresh(url.search);
  await click(other, 7, 20);
  const second = await look(other);
  assert.deepEqual(second.board, first.board);
  assert.equal(await other.evaluate(() => document.querySelector('gg-mines').replay()),
    await page.evaluate(() => document.querySelector('gg-mines').replay()));
  await screenshot(page, 'page-expert-playing');
  await other.context().close();
  await page.context().close();
});

test('custom games: too many mines is a clear message and the game stays', async () => {
  const page = await fresh('?rows=9&cols=9&mines=10&seed=custom&start=opening');
  await click(page, 4, 4);
  const before = await look(page);
  await page.click('[data-preset="custom"]');
  await page.fill('#custom input[name="rows"]', '20');
  await page.fill('#custom input[name="cols"]', '30');
  await page.fill('#custom input[name="mines"]', '600');
  await page.click('#custom button[type="submit"]');
  const st = await status(page);
  assert.equal(st.hidden, false);
  assert.equal(st.role, 'alert');
  assert.match(st.text, /too many mines: a 20 x 30 board takes at most 599\. The current game is kept\./);
  assert.deepEqual(await look(page), before);
  await screenshot(page, 'page-error-too-many-mines');
  await page.fill('#custom input[name="mines"]', '100');
  await page.click('#custom button[type="submit"]');
  const { params } = await look(page);
  assert.deepEqual([params.rows, params.cols, params.mines], [20, 30, 100]);
  assert.equal((await status(page)).hidden, true);
  assert.equal(await page.getAttribute('[data-preset="custom"]', 'aria-pressed'), 'true');
  await page.context().close();
});

test('a permalink with impossible values says so and gives a Beginner game', async () => {
  const page = await fresh('?rows=9&cols=9&mines=100&seed=1&start=opening');
  await page.waitForFunction(() => !document.getElementById('status').hidden);
  const st = await status(page);
  assert.equal(st.role, 'alert');
  assert.match(st.text, /That game cannot be played: too many mines: a 9 x 9 board takes at most 80\. Here is a Beginner game instead\./);
  const { params, state } = await look(page);
  assert.deepEqual([params.rows, params.cols, params.mines, state], [9, 9, 10, 'ready']);
  assert.equal(new URL(page.url()).searchParams.get('mines'), '10');
  await page.context().close();
});

test('the timer starts at the first click; the counter follows the flags', async () => {
  const page = await fresh('?rows=9&cols=9&mines=10&seed=timer&start=opening');
  await page.waitForTimeout(1100);
  assert.equal(await lcd(page, 'timer'), '000');
  await click(page, 4, 4);
  await page.waitForTimeout(1300);
  assert.ok(Number(await lcd(page, 'timer')) >= 1);
  const { board } = await look(page);
  const r = board.findIndex((row) => row.includes('#'));
  await click(page, r, board[r].indexOf('#'), 'right');
  assert.equal(await lcd(page, 'counter'), '009');
  await page.context().close();
});

test('the statistics come with the first game: a first visit shows the page\'s own table and fetches no statistics module', async () => {
  // The chunk esbuild made of pages/mines-stats.js: the one that names the storage key.
  const chunk = '/' + fs.readdirSync(WEB_DIR).find((f) => f.startsWith('chunk-') &&
    fs.readFileSync(path.join(WEB_DIR, f), 'utf8').includes('gridgames.mines.stats'));
  const { context, page, fetched } = await recordedVisit(browser.s, 'mines.html?rows=9&cols=9&mines=10&seed=lazy-stats&start=opening');
  await page.waitForTimeout(300);
  const first = fetched.length;
  assert.ok(!fetched.includes(chunk), `${chunk} in ${fetched.join(' ')}`);
  assert.deepEqual(await page.evaluate(() => Array.from(document.querySelectorAll('#stats tr')).map((tr) => tr.textContent)),
    ['Beginner00——', 'Intermediate00——', 'Expert00——']);
  await click(page, 4, 4);
  await page.waitForFunction(() => /^Beginner10/.test(document.querySelector('#stats tr').textContent));
  assert.ok(fetched.slice(first).includes(chunk), `${chunk} not in ${fetched.slice(first).join(' ')}`);
  await context.close();
});

test('a game won by real clicks counts in the statistics', async () => {
  const page = await fresh('?rows=9&cols=9&mines=10&seed=win-7&start=opening');
  await click(page, 4, 4);
  await sweepAllSafe(page);
  assert.equal((await look(page)).state, 'won');
  // Counted by the statistics module, which the first click loaded.
  await page.waitForFunction(() => /^Beginner11/.test(document.querySelector('#stats tr').textContent));
  const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('gridgames.mines.stats')));
  assert.equal(stats.beginner.played, 1);
  assert.equal(stats.beginner.won, 1);
  assert.ok(stats.beginner.bestTime > 0);
  assert.ok(stats.beginner.bestRate > 0);
  const row = await page.evaluate(() => Array.from(document.querySelectorAll('#stats tr')[0].children).map((td) => td.textContent));
  assert.deepEqual(row.slice(0, 3), ['Beginner', '1', '1']);
  assert.match(await page.textContent('#last-game'), /Last game: won in [\d.]+ s — 3BV (\d+)\/\1, [\d.]+ 3BV\/s, \d+ clicks, efficiency [\d.]+%\./);
  await screenshot(page, 'page-won');
  // A loss afterwards: played 2, won 1.
  await page.click('#new-game');
  await click(page, 4, 4);
  const lay = layoutOf(await page.evaluate(() => document.querySelector('gg-mines').replay()));
  const { board } = await look(page);
  const safe = [], mines = [];
  lay.forEach((row, r) => [...row].forEach((ch, c) => { if (board[r][c] === '#') (ch === '*' ? mines : safe).push([r, c]); }));
  await click(page, safe[0][0], safe[0][1], 'right'); // a wrong flag
  await click(page, mines[0][0], mines[0][1], 'right'); // a right one
  await click(page, mines[1][0], mines[1][1]); // boom
  const lost = await look(page);
  assert.equal(lost.state, 'lost');
  assert.equal(lost.board[mines[1][0]][mines[1][1]], 'X');
  assert.equal(lost.board[safe[0][0]][safe[0][1]], '!');
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('gridgames.mines.stats')));
  assert.deepEqual([after.beginner.played, after.beginner.won], [2, 1]);
  await screenshot(page, 'page-lost');
  await page.context().close();
});

test('the game in progress survives a reload', async () => {
  const page = await fresh('?rows=16&cols=16&mines=40&seed=reload&start=opening');
  await click(page, 8, 8);
  const { board } = await look(page);
  const r = board.findIndex((row) => row.includes('#'));
  await click(page, r, board[r].indexOf('#'), 'right');
  await page.waitForTimeout(1200);
  const before = await look(page);
  const seconds = await page.evaluate(() => document.querySelector('gg-mines').seconds);
  await page.waitForTimeout(600); // the save after the last move
  await page.reload();
  await waitGame(page);
  await page.waitForFunction(() => document.querySelector('gg-mines').state === 'playing');
  const after = await look(page);
  assert.deepEqual(after.board, before.board);
  assert.equal(after.params.seed, 'reload');
  assert.match((await status(page)).text, /back where you left it/);
  const resumed = await page.evaluate(() => document.querySelector('gg-mines').seconds);
  assert.ok(resumed >= seconds - 0.01 && resumed >= 1, `the clock kept ${resumed} of ${seconds} s`);
  assert.equal(new URL(page.url()).searchParams.get('seed'), 'reload');
  // Play on; the statistics did not count the game twice.
  await click(page, r, board[r].indexOf('#'), 'right');
  assert.equal((await look(page)).board[r][board[r].indexOf('#')], '#');
  const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('gridgames.mines.stats')));
  assert.equal(stats.intermediate.played, 1);
  await page.context().close();
});

test('an exported replay run by the native runner prints what the page showed; import brings it back', async () => {
  const page = await fresh('?rows=9&cols=9&mines=10&seed=export-3&start=opening');
  await record(page);
  await click(page, 4, 4);
  const lay = layoutOf(await page.evaluate(() => document.querySelector('gg-mines').replay()));
  const mines = [];
  lay.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '*') mines.push([r, c]); }));
  for (const [r, c] of mines.slice(0, 3)) await click(page, r, c, 'right');
  await sweepAllSafe(page);
  assert.equal((await look(page)).state, 'won');
  const shown = await page.evaluate(() => window.__gg.text);
  // The move log on the page holds the same text, under "> move" headers.
  await page.click('#log-box summary');
  const logText = await page.textContent('#log');
  assert.equal(logText.split('\n').filter((l) => !l.startsWith('> ')).join('\n'), shown);
  await screenshot(page, 'page-log');

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
  assert.match(download.suggestedFilename(), /^mines-9x9-export-3\.txt$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  assert.equal(await runNative(text), shown);

  // Import with the file picker, then by dropping the file on the page.
  const won = await look(page);
  await page.click('#new-game');
  await page.setInputFiles('#import', file);
  await page.waitForFunction(() => document.querySelector('gg-mines').params.source === 'replay');
  let back = await look(page);
  assert.deepEqual(back.board, won.board);
  assert.equal(back.state, 'won');
  assert.equal(back.params.source, 'replay');
  await page.click('#new-game');
  await page.evaluate((content) => {
    const dt = new DataTransfer();
    dt.items.add(new File([content], 'dropped.txt', { type: 'text/plain' }));
    document.querySelector('main').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForFunction(() => document.querySelector('gg-mines').state === 'won');
  back = await look(page);
  assert.deepEqual(back.board, won.board);
  assert.match((await status(page)).text, /Replay dropped\.txt loaded/);
  await page.context().close();
});

test('bad replays and LeetCode boards keep the game with a clear message; good ones open', async () => {
  const page = await fresh('?rows=9&cols=9&mines=10&seed=bad&start=opening');
  await click(page, 4, 4);
  const before = await look(page);
  await page.setInputFiles('#import', { name: 'broken.txt', mimeType: 'text/plain', buffer: Buffer.from('2 2\n..\n..\nSweep 1 3\n') });
  await page.waitForFunction(() => !document.getElementById('status').hidden);
  let st = await status(page);
  assert.equal(st.role, 'alert');
  assert.match(st.text, /Importing broken\.txt: replay line 4: column 3 is off the board \(1\.\.2\)\. The current game is kept\./);
  assert.deepEqual(await look(page), before);
  // The LeetCode paste is loaded on first use: its answer comes a little
  // after the click.
  await page.fill('#leetcode', 'board = [["E","E"],["E"]]');
  await page.click('#open-leetcode');
  await page.waitForFunction(() => /LeetCode board/.test(document.getElementById('status').textContent));
  st = await status(page);
  assert.match(st.text, /LeetCode board: .*ragged.*The current game is kept\./);
  assert.deepEqual(await look(page), before);
  await page.fill('#leetcode', '[["E","E","E","E","E"],["E","E","M","E","E"],["E","E","E","E","E"],["E","E","E","E","E"]]\n[3,0]');
  await page.click('#open-leetcode');
  await page.waitForFunction(() => document.querySelector('gg-mines').params.source === 'leetcode');
  const opened = await look(page);
  assert.deepEqual(opened.board, ['01#10', '01#10', '01110', '00000']);
  assert.equal(opened.params.source, 'leetcode');
  assert.match((await status(page)).text, /LeetCode board opened\./);
  await screenshot(page, 'page-leetcode');
  await page.context().close();
});

test('dark mode and reduced motion: dark cells, readable numbers', async () => {
  const page = await fresh('?rows=16&cols=16&mines=40&seed=dark&start=opening', { colorScheme: 'dark', reducedMotion: 'reduce' });
  await click(page, 8, 8);
  const { board } = await look(page);
  const r = board.findIndex((row) => row.includes('#'));
  await click(page, r, board[r].indexOf('#'), 'right');
  const pixel = await page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    const cv = el.shadowRoot.querySelector('canvas');
    const b = el.board();
    let at = null;
    b.forEach((row, y) => { const x = row.indexOf('0'); if (at === null && x >= 0) at = [y, x]; });
    const s = cv.width / el.shadowRoot.querySelector('.scroller').clientWidth * el.cellSize;
    const d = cv.getContext('2d').getImageData(Math.round((at[1] + 0.5) * s), Math.round((at[0] + 0.5) * s), 1, 1).data;
    return Array.from(d.slice(0, 3));
  });
  assert.ok(pixel.every((v) => v < 80), `an open cell is dark: ${pixel}`);
  await screenshot(page, 'page-dark');
  await page.context().close();
});
