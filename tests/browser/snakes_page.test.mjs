// snakes_page.test.mjs — snakes.html as a player and a LeetCode solver use
// it: the classic board's numbers (least 7, expected 39.2251223), pasted
// LeetCode boards whose least rolls match `gridgames snakes`, the export,
// permalinks, the controls, keyboard and touch play, the die's animation
// and prefers-reduced-motion, win chances that sum to 100%, and
// screenshots of a game in progress (light, dark, phone, high-DPI).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { useBrowser, onElement, screenshot, NATIVE_CLI } from './harness.mjs';

const browser = useBrowser(null);

async function fresh(query, options) {
  const o = Object.assign({ viewport: { width: 1280, height: 900 } }, options);
  const motion = o.reducedMotion === undefined ? 'reduce' : o.reducedMotion;
  delete o.reducedMotion;
  const context = await browser.s.browser.newContext(Object.assign(o, { reducedMotion: motion }));
  return browser.s.open(`snakes.html${query || ''}`, { context, selector: 'gg-snakes' });
}
const el = (page, fn, arg) => onElement(page, 'gg-snakes', fn, arg);
const text = (page, sel) => page.textContent(sel);

function cli(args, input) {
  if (!fs.existsSync(NATIVE_CLI)) throw new Error(`the native runner ${NATIVE_CLI} does not exist: build it (./build.sh native)`);
  return execFileSync(NATIVE_CLI, ['snakes'].concat(args), { input, encoding: 'utf8' });
}

/** dest[s] of a LeetCode 909 board, squares numbered as the problem does. */
function lcDest(board) {
  const n = board.length, dest = [0];
  board.forEach((row, r) => row.forEach((v, c) => {
    const b = n - 1 - r, sq = b * n + (b % 2 === 0 ? c : n - 1 - c) + 1;
    dest[sq] = v === -1 ? sq : v;
  }));
  return dest;
}

/** The board whose dest is given (square -> its snake or ladder's end). */
function lcBoard(n, jumps) {
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (__, c) => {
    const b = n - 1 - r;
    return jumps[b * n + (b % 2 === 0 ? c : n - 1 - c) + 1] || -1;
  }));
}

test('the classic board: least rolls 7 and expected rolls 39.2251223, as the native runner says', async () => {
  const page = await fresh('?board=classic');
  assert.equal(await text(page, '#least'), '7');
  assert.equal(await text(page, '#expected'), '39.2251223');
  const p = await el(page, (e) => e.params);
  assert.deepEqual([p.board, p.n, p.start, p.rule, p.players], ['classic', 10, 0, 'exact', 2]);
  const json = await el(page, (e) => e.leetCode());
  const board = JSON.parse(json);
  const dest = lcDest(board);
  // The ladders and chutes, where LeetCode 909 numbers them.
  const jumps = { 1: 38, 4: 14, 9: 31, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 80: 100, 16: 6, 47: 26, 49: 11, 56: 53, 62: 19, 64: 60, 87: 24, 93: 73, 95: 75, 98: 78 };
  for (let sq = 1; sq <= 100; sq++) assert.equal(dest[sq], jumps[sq] || sq, `square ${sq}`);
  assert.equal(cli(['--expected', '--start', '0', '--rule', 'exact'], json), '39.225122\n');
  const path = await el(page, (e) => e.path);
  assert.equal(path.length, 8);
  assert.deepEqual([path[0], path[7]], [0, 100]);
  for (let i = 1; i < path.length; i++) {
    const ok = [1, 2, 3, 4, 5, 6].some((v) => path[i - 1] + v <= 100 && dest[path[i - 1] + v] === path[i]);
    assert.ok(ok, `one roll takes ${path[i - 1]} to ${path[i]}`);
  }
  assert.match(await text(page, '#path'), /^One shortest path: start → 38 → .* → 100$/);
  // The distribution is the CLI's, line for line.
  const lines = cli(['--distribution', '--start', '0', '--rule', 'exact'], json).trim().split('\n');
  const dist = await el(page, (e) => e.distribution);
  assert.equal(dist.p.length, lines.length);
  for (const line of lines.slice(0, 60)) {
    const [t, eq] = line.split(' ');
    assert.equal(dist.p[t - 1].toFixed(9), eq, `P(length = ${t})`);
  }
  assert.match(await page.getAttribute('#plot', 'aria-label'), /least 7 rolls, half the games over by roll \d+/);
  await screenshot(page, 'snakes-classic-ready');
  await page.context().close();
});

test('a pasted LeetCode board: its least rolls are the native runner\'s', async () => {
  const page = await fresh('?board=classic');
  const boards = [
    '[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]',
    '[[-1,-1],[-1,3]]',
    'board = [[-1,-1,-1],[-1,9,8],[-1,8,9]]',
    JSON.stringify(lcBoard(3, { 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1 })), // no way past the six snakes: -1
    JSON.stringify(lcBoard(20, Object.fromEntries(Array.from({ length: 120 }, (_, i) => {
      const sq = 3 * i + 3;
      return [sq, i % 4 ? Math.max(1, sq - 5 - (i % 17)) : Math.min(399, sq + 11 + (i % 29))];
    })))),
  ];
  for (const b of boards) {
    await page.fill('#leetcode', b);
    await page.click('#open-leetcode');
    await page.waitForFunction((want) => document.querySelector('gg-snakes').params.json === want,
      JSON.stringify(JSON.parse(b.replace(/^board\s*=\s*/, ''))));
    const want = cli([], b.replace(/^board\s*=\s*/, '') + '\n').trim();
    const shown = await text(page, '#least');
    assert.equal(String(await el(page, (e) => e.minRolls)), want, b);
    assert.equal(shown, want === '-1' ? 'never: the last square cannot be reached' : want);
    const p = await el(page, (e) => e.params);
    assert.deepEqual([p.board, p.start, p.rule], ['leetcode', 1, 'over']);
    const expected = cli(['--expected'], b.replace(/^board\s*=\s*/, '') + '\n').trim();
    const mine = await el(page, (e) => e.expectedRolls);
    assert.equal(Number.isFinite(mine) ? mine.toFixed(6) : 'infinite', expected, b);
  }
  assert.equal(await page.isHidden('#status'), true);
  // A bad paste: the engine's sentence, and the board stays.
  const before = await el(page, (e) => e.leetCode());
  await page.fill('#leetcode', '[[-1,-1],[-1,-1,-1]]');
  await page.click('#open-leetcode');
  assert.match(await text(page, '#status'), /^New game: .+\. The current game is kept\.$/);
  assert.equal(await page.getAttribute('#status', 'role'), 'alert');
  assert.equal(await el(page, (e) => e.leetCode()), before);
  await page.context().close();
});

test('export writes the board as LeetCode JSON that the native runner reads', async () => {
  const page = await fresh('?board=random&n=9&seed=export&players=1');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
  const file = await download.path();
  const json = fs.readFileSync(file, 'utf8');
  assert.equal(download.suggestedFilename(), 'snakes-random-9x9.json');
  assert.equal(JSON.parse(json).length, 9);
  assert.equal(await page.inputValue('#leetcode'), json.trim());
  assert.equal(cli(['--start', '0', '--rule', 'exact'], json).trim(), await text(page, '#least'));
  await page.context().close();
});

test('permalinks: a random board, a LeetCode board, and a bad one', async () => {
  const page = await fresh('?board=random&n=12&seed=5&players=3');
  const p = await el(page, (e) => e.params);
  assert.deepEqual([p.board, p.n, p.seed, p.players], ['random', 12, '5', 3]);
  const url = new URL(page.url());
  assert.deepEqual([url.searchParams.get('board'), url.searchParams.get('n'), url.searchParams.get('seed'), url.searchParams.get('players')],
    ['random', '12', '5', '3']);
  const json = await el(page, (e) => e.leetCode());
  const other = await fresh(url.search);
  assert.equal(await el(other, (e) => e.leetCode()), json);
  await other.context().close();
  const lc = await fresh('?board=[[-1,-1],[-1,3]]');
  assert.deepEqual(await el(lc, (e) => [e.params.board, e.minRolls, e.params.players]), ['leetcode', 1, 2]);
  assert.equal(new URL(lc.url()).searchParams.get('board'), '[[-1,-1],[-1,3]]');
  await lc.context().close();
  const bad = await fresh('?board=[[-1,-1],[-1,9]]&players=2');
  await bad.waitForFunction(() => !document.getElementById('status').hidden);
  assert.match(await text(bad, '#status'), /^That game cannot be played: .+\. Here is the classic board instead\.$/);
  assert.equal(await el(bad, (e) => e.params.board), 'classic');
  await bad.context().close();
  await page.context().close();
});

test('the controls start new games with the chosen board, players and rules', async () => {
  const page = await fresh('?board=classic');
  await page.selectOption('select[name="board"]', 'random');
  await page.fill('input[name="n"]', '15');
  await page.fill('input[name="seed"]', 'kitten');
  await page.selectOption('select[name="players"]', '4');
  await page.selectOption('select[name="start"]', '1');
  await page.selectOption('select[name="rule"]', 'bounce');
  await page.click('#setup button[type="submit"]');
  // A random board is made in the board maker's wasm, fetched with the first.
  await page.waitForFunction(() => document.querySelector('gg-snakes').params.board === 'random');
  const p = await el(page, (e) => e.params);
  assert.deepEqual([p.board, p.n, p.seed, p.players, p.start, p.rule], ['random', 15, 'kitten', 4, 1, 'bounce']);
  assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams),
    { board: 'random', n: '15', seed: 'kitten', players: '4', start: '1', rule: 'bounce' });
  assert.equal((await el(page, (e) => e.winChances)).length, 4);
  assert.equal(await page.locator('#chances tr').count(), 4);
  // Back to the board's own rules: they leave the link.
  await page.selectOption('select[name="start"]', '');
  await page.selectOption('select[name="rule"]', '');
  await page.click('#setup button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('gg-snakes').params.rule === 'exact');
  assert.deepEqual(await el(page, (e) => [e.params.start, e.params.rule, e.params.seed]), [0, 'exact', 'kitten']);
  assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), { board: 'random', n: '15', seed: 'kitten', players: '4' });
  // A side the page does not take: the engine's message, the game kept.
  await page.fill('input[name="n"]', '25');
  await page.click('#setup button[type="submit"]');
  await page.waitForFunction(() => /not 25/.test(document.getElementById('status').textContent));
  assert.match(await text(page, '#status'), /a random board is 2 to 20 squares on a side, not 25/);
  assert.equal(await el(page, (e) => e.params.n), 15);
  await page.context().close();
});

test('keyboard: Space and Enter roll, on the board, on the die and on the page; moves are announced', async () => {
  const page = await fresh('?board=classic&players=2');
  await page.locator('gg-snakes .board').focus();
  await page.keyboard.press('Space');
  const live = () => page.evaluate(() => document.querySelector('gg-snakes').shadowRoot.querySelector('.sr').textContent);
  assert.match(await live(), /^Player 1 rolled [1-6], .+\. Player 2 to roll\.$/);
  await page.keyboard.press('Enter');
  assert.match(await live(), /^Player 2 rolled [1-6], .+\. Player 1 to roll\.$/);
  // Space on the die button rolls once, not twice.
  await page.locator('gg-snakes .die').focus();
  await page.keyboard.press('Space');
  assert.match(await live(), /^Player 1 rolled/);
  assert.equal(await page.locator('#log li').count(), 3);
  // With nothing focused, the page passes Space and Enter on.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#log li').count(), 5);
  assert.match(await page.textContent('#log li:last-child'), /^Player 1 rolled [1-6], /);
  await page.context().close();
});

test('the die tumbles, unless the player prefers reduced motion', async () => {
  const moving = await fresh('?board=classic&players=1', { reducedMotion: 'no-preference' });
  const cls = await el(moving, (e) => { e.roll(3); return e.shadowRoot.querySelector('.die').className; });
  assert.equal(cls, 'die rolling');
  await moving.waitForFunction(() => document.querySelector('gg-snakes').shadowRoot.querySelector('.die').className === 'die');
  await moving.context().close();
  const still = await fresh('?board=classic&players=1');
  assert.equal(await el(still, (e) => { e.roll(3); return e.shadowRoot.querySelector('.die').className; }), 'die');
  await still.context().close();
});

test('win chances are shown for every player after every roll and sum to 100%', async () => {
  const page = await fresh('?board=classic&players=4');
  for (let i = 0; i < 24; i++) {
    // The chances come with gg-chances (from the engine's worker), the page's table with them.
    await el(page, (e, v) => new Promise((resolve) => {
      e.addEventListener('gg-chances', resolve, { once: true });
      e.roll(v);
    }), 1 + ((i * 7) % 6));
    const shown = await page.$$eval('#chances tr td:last-child', (tds) => tds.map((td) => parseFloat(td.textContent)));
    const sum = shown.reduce((a, b) => a + b, 0);
    assert.equal(shown.length, 4);
    assert.ok(Math.abs(sum - 100) <= 0.25, `shown chances sum to ${sum}`);
    const exact = await el(page, (e) => e.winChances.reduce((a, b) => a + b, 0) + e.nobodyChance);
    assert.ok(Math.abs(exact - 1) < 1e-9, `chances sum to ${exact}`);
  }
  await page.context().close();
});

/** A classic game in progress: three players, twelve forced rolls. */
async function midGame(page) {
  await el(page, (e) => {
    e.newGame({ board: 'classic', players: 3 });
    for (const v of [6, 5, 4, 3, 4, 6, 6, 2, 5, 4, 3, 1]) e.roll(v);
  });
  await page.waitForTimeout(200);
}

test('screenshots of a game in progress: light, dark, phone, high-DPI', async () => {
  const page = await fresh('?board=classic&players=3');
  await midGame(page);
  assert.deepEqual(await el(page, (e) => e.positions), [41, 44, 26]);
  await screenshot(page, 'snakes-midgame', { fullPage: true });
  await page.context().close();

  const dark = await fresh('?board=random&n=14&seed=7&players=4', { colorScheme: 'dark' });
  await el(dark, (e) => { for (let i = 0; i < 10; i++) e.roll(1 + (i * 5) % 6); });
  await screenshot(dark, 'snakes-dark-random', { fullPage: true });
  await dark.context().close();

  const hi = await fresh('?board=classic&players=3', { deviceScaleFactor: 2, viewport: { width: 900, height: 800 } });
  await midGame(hi);
  const dims = await el(hi, (e) => { const c = e.shadowRoot.querySelector('canvas'); return [c.width, c.clientWidth]; });
  assert.equal(dims[0], dims[1] * 2, 'the canvas has a device pixel per device pixel');
  await hi.locator('gg-snakes').screenshot({ path: (await import('node:path')).join((await import('./harness.mjs')).SHOTS_DIR, 'snakes-hidpi-board.png') });
  await hi.context().close();

  // A phone: the page fits, and a tap on the die rolls.
  const phone = await fresh('?board=classic&players=2', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await phone.tap('gg-snakes .die');
  assert.equal(await phone.locator('#log li').count(), 1);
  const box = await phone.locator('gg-snakes .die').boundingBox();
  assert.ok(box.height >= 44 && box.width >= 44, 'the die is a finger-sized target');
  const wide = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `the page is ${wide} px wide on a 390 px phone`);
  await screenshot(phone, 'snakes-phone', { fullPage: true });
  await phone.context().close();
});
