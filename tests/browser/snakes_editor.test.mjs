// snakes_editor.test.mjs — the Snakes & Ladders board editor and the
// boards the engine makes, in snakes.html: random boards that are the
// native runner's natural boards for the same side and seed; snakes and
// ladders added and removed by mouse, touch and keyboard, every edit's
// figures checked against `gridgames snakes` and `--expected` on the
// exported board; every invalid edit refused with the engine's sentence
// and the board kept; the board code in the permalink and back; boards
// made to a length, the native runner's for the same seed; bad URL
// parameters; the element's editing API and event. Screenshots of random
// 10 × 10 and 20 × 20 boards and of the editor (desktop and phone).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, onElement, screenshot, NATIVE_CLI, SHOTS_DIR } from './harness.mjs';

const browser = useBrowser(null);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function fresh(query, options) {
  const context = await browser.s.browser.newContext(Object.assign({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' }, options));
  return browser.s.open(`snakes.html${query || ''}`, { context, selector: 'gg-snakes' });
}
const el = (page, fn, arg) => onElement(page, 'gg-snakes', fn, arg);

function cli(args, input) {
  if (!fs.existsSync(NATIVE_CLI)) throw new Error(`the native runner ${NATIVE_CLI} does not exist: build it (./build.sh native)`);
  return execFileSync(NATIVE_CLI, ['snakes'].concat(args), { input, encoding: 'utf8' });
}

/** The centre of square sq on the page (viewport CSS px), from the
 * canvas's box and LeetCode 909's numbering; the board scrolled into view
 * first (the mouse and fingers of playwright reach the viewport only). */
async function squareAt(page, sq) {
  await page.locator('gg-snakes canvas[role=img]').scrollIntoViewIfNeeded();
  const { x, y, w, n } = await el(page, (e) => {
    const r = e.shadowRoot.querySelector('canvas').getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, n: e.params.n };
  });
  const cell = w / n, b = Math.floor((sq - 1) / n), along = (sq - 1) % n;
  return [x + ((b % 2 ? n - 1 - along : along) + 0.5) * cell, y + (n - 1 - b + 0.5) * cell];
}

async function drag(page, from, to) {
  const [x0, y0] = await squareAt(page, from), [x1, y1] = await squareAt(page, to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
  await page.mouse.move(x1, y1, { steps: 4 });
  await page.mouse.up();
}

/** A finger's drag from square `from` to `to`, as real touch events
 * (Chromium makes the pointer events of them and decides on scrolling). */
async function touchDrag(page, from, to) {
  const [x0, y0] = await squareAt(page, from), [x1, y1] = await squareAt(page, to);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts });
  await touch('touchStart', [{ x: x0, y: y0 }]);
  for (let k = 1; k <= 10; k++) await touch('touchMove', [{ x: x0 + ((x1 - x0) * k) / 10, y: y0 + ((y1 - y0) * k) / 10 }]);
  await touch('touchEnd', []);
  await cdp.detach();
  await page.waitForTimeout(50);
}

const liveText = (page) => el(page, (e) => e.shadowRoot.querySelector('.sr').textContent);
const shownMessage = (page) => el(page, (e) => (e.shadowRoot.querySelector('.message').hidden ? '' : e.shadowRoot.querySelector('.message').textContent));

/** What the page shows and knows of its board, and the native runner's
 * figures for the same board (its LeetCode JSON) and rules: they agree. */
async function agreesWithNative(page, json) {
  // The win chances may still be out in the engine's worker: reading them
  // brings them in, and the page shows them on the gg-chances that follows.
  await el(page, (e) => {
    e.winChances; // eslint-disable-line no-unused-expressions
    return new Promise((resolve) => setTimeout(resolve, 0));
  });
  const f = await el(page, (e) => ({ json: e.leetCode(), least: e.minRolls, expected: e.expectedRolls, start: e.params.start,
    rule: e.params.rule, dist: e.distribution.p.length, path: e.path,
    shown: ['least', 'expected', 'path', 'median'].map((id) => document.getElementById(id).textContent),
    chances: [...document.querySelectorAll('#chances td:last-child')].map((td) => parseFloat(td.textContent)) }));
  const board = (json || f.json) + '\n', args = ['--start', String(f.start), '--rule', f.rule];
  assert.equal(String(f.least), cli(args, board).trim(), 'least rolls: the native runner\'s');
  const expected = cli(args.concat('--expected'), board).trim();
  assert.equal(Number.isFinite(f.expected) ? f.expected.toFixed(6) : 'infinite', expected, 'expected rolls: the native runner\'s');
  assert.equal(f.shown[0], f.least < 0 ? 'never: the last square cannot be reached' : String(f.least));
  assert.equal(f.shown[1], Number.isFinite(f.expected) ? f.expected.toFixed(7) : 'infinite: some games never end');
  if (f.least >= 0) assert.equal(f.shown[2], 'One shortest path: ' + f.path.map((q) => q || 'start').join(' → '));
  const lines = cli(args.concat('--distribution'), board).trim().split('\n').filter((l) => !l.startsWith('never'));
  assert.equal(f.dist, lines.length, 'the distribution plotted is the native runner\'s');
  const sum = f.chances.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(sum - 100) <= 0.25, `win chances shown sum to ${sum}`);
  return f;
}

test('board=random is the natural board of `gridgames snakes --random` for the same side and seed', async () => {
  const page = await fresh('?board=classic&players=1');
  for (const [n, seed] of [[2, '1'], [5, 'kitten'], [10, '1'], [10, '12345'], [13, 'x'], [20, '1'], [20, 'seven']]) {
    const code = await el(page, async (e, o) => { await e.newGameAsync({ board: 'random', n: o[0], seed: o[1], players: 1 }); return e.code; }, [n, seed]);
    assert.equal(code, cli(['--random', '--side', String(n), '--seed', seed, '--code'], '').trim(), `${n} x ${n}, seed ${seed}`);
    assert.equal(cli(['--natural'], code + '\n').trim(), 'natural');
    await agreesWithNative(page);
  }
  await page.context().close();
  // The pictures: legible at 10 × 10 and at 20 × 20.
  for (const n of [10, 20]) {
    const p = await fresh(`?board=random&n=${n}&seed=1&players=2`);
    assert.equal(await el(p, (e) => e.code), cli(['--random', '--side', String(n), '--seed', '1', '--code'], '').trim());
    await p.locator('gg-snakes').screenshot({ path: path.join(SHOTS_DIR, `snakes-random-${n}x${n}.png`) });
    await p.context().close();
  }
});

test('mouse: drags add ladders and snakes, a click removes one; the figures after each edit are the native runner\'s', async () => {
  const page = await fresh('?board=10&players=2');
  await page.evaluate(() => {
    window.__edits = [];
    document.querySelector('gg-snakes').addEventListener('gg-edit', (e) => window.__edits.push(e.detail));
  });
  assert.equal(await page.getAttribute('#edit', 'aria-pressed'), 'false');
  await page.click('#edit');
  assert.equal(await page.getAttribute('#edit', 'aria-pressed'), 'true');
  assert.equal(await el(page, (e) => e.editing), true);
  assert.equal(await page.isVisible('#edit-help'), true);
  await agreesWithNative(page);
  const steps = [[22, 58, '10_22-58'], [47, 26, '10_22-58_47-26'], [8, 31, '10_8-31_22-58_47-26'], [95, 12, '10_8-31_22-58_47-26_95-12']];
  for (const [from, to, code] of steps) {
    await drag(page, from, to);
    assert.equal(await el(page, (e) => e.code), code);
    assert.match(await liveText(page), new RegExp(`^Added the ${to > from ? 'ladder' : 'snake'} from ${from} to ${to}\\. Least rolls \\d+, expected [\\d.]+\\.$`));
    await agreesWithNative(page);
  }
  // A click halfway along the ladder 22 -> 58 (where no jump has an end)
  // removes it; a click on the snake's head 95 removes that one.
  const [ax, ay] = await squareAt(page, 22), [bx, by] = await squareAt(page, 58);
  await page.mouse.click((ax + bx) / 2, (ay + by) / 2);
  assert.equal(await el(page, (e) => e.code), '10_8-31_47-26_95-12');
  assert.match(await liveText(page), /^Removed the ladder from 22 to 58\./);
  await page.mouse.click(...(await squareAt(page, 95)));
  assert.equal(await el(page, (e) => e.code), '10_8-31_47-26');
  const edits = await page.evaluate(() => window.__edits);
  assert.deepEqual(edits.map((d) => [d.action, d.from, d.to, d.code]), [
    ['add', 22, 58, '10_22-58'], ['add', 47, 26, '10_22-58_47-26'], ['add', 8, 31, '10_8-31_22-58_47-26'],
    ['add', 95, 12, '10_8-31_22-58_47-26_95-12'], ['remove', 22, 58, '10_8-31_47-26_95-12'], ['remove', 95, 12, '10_8-31_47-26']]);
  // A click on a square, then on another, adds one too.
  await page.mouse.click(...(await squareAt(page, 33)));
  assert.match(await liveText(page), /^Square 33 marked as a start/);
  await page.mouse.click(...(await squareAt(page, 77)));
  assert.equal(await el(page, (e) => e.code), '10_8-31_33-77_47-26');
  // The exported LeetCode board, read by the native runner, has the page's figures.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
  const json = fs.readFileSync(await download.path(), 'utf8');
  await agreesWithNative(page, json.trim());
  // Leaving the editor: Space on the board rolls again.
  await page.click('#edit');
  assert.equal(await el(page, (e) => e.editing), false);
  await page.locator('gg-snakes .board').focus();
  await page.keyboard.press('Space');
  assert.match(await liveText(page), /^Player 1 rolled [1-6]/);
  await page.context().close();
});

test('a drag made before the editor\'s module has come is played when it comes', async () => {
  // The editor's input loads with the first edit; its module (a chunk) is
  // held back until the drag is over, so the element must keep the drag.
  const page = await fresh('?board=10');
  let release, asked = 0;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/chunk-[^/]*\.js$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.click('#edit');
  await page.waitForFunction(() => document.querySelector('gg-snakes').editing);
  await drag(page, 22, 58);
  assert.ok(asked > 0, 'the editor\'s module was asked for and held back');
  assert.equal(await el(page, (e) => e.code), '10', 'nothing is made before the editor has come');
  release();
  await page.waitForFunction(() => document.querySelector('gg-snakes').code !== '10');
  assert.equal(await el(page, (e) => e.code), '10_22-58');
  await page.close();
});

test('every invalid edit is refused with the engine\'s sentence, and the board is kept', async () => {
  const page = await fresh('?board=10_4-14_16-6_30-45&players=1');
  const kept = await el(page, (e) => [e.code, e.expectedRolls, e.minRolls]);
  const refusals = [
    [5, 1, /^no jump starts or ends on square 1 or the last square \(5->1\)$/],
    [1, 20, /^no jump starts or ends on square 1 or the last square \(1->20\)$/],
    [50, 100, /^no jump starts or ends on square 1 or the last square \(50->100\)$/],
    [100, 50, /^no jump starts or ends on square 1 or the last square \(100->50\)$/],
    [20, 14, /^square 14 is already an end of the jump 4->14$/],
    [20, 4, /^square 4 is already an end of the jump 4->14$/],
    [14, 30, /^square 14 is already an end of the jump 4->14$/],
    [6, 40, /^square 6 is already an end of the jump 16->6$/],
    [7, 7, /^a jump goes from one square to another of 1\.\.100, not 7->7$/],
    [0, 10, /^a jump goes from one square to another of 1\.\.100, not 0->10$/],
    [5, 101, /^a jump goes from one square to another of 1\.\.100, not 5->101$/],
    [2.5, 10, /^a jump goes from one square to another of 1\.\.100, not -1->10$/],
  ];
  for (const [from, to, re] of refusals) {
    const r = await el(page, (e, [f, t]) => { try { e.addJump(f, t); return null; } catch (err) { return err.message; } }, [from, to]);
    assert.match(r ?? 'no error', re, `addJump(${from}, ${to})`);
    assert.equal(await shownMessage(page), r, 'the element shows the sentence');
    assert.deepEqual(await el(page, (e) => [e.code, e.expectedRolls, e.minRolls]), kept, `addJump(${from}, ${to}) keeps the board`);
  }
  const r = await el(page, (e) => { try { e.removeJump(7); return null; } catch (err) { return err.message; } });
  assert.equal(r, 'no snake or ladder starts on square 7');
  // The same through the mouse: a drag onto the last square, and onto the
  // end of a ladder; the message covers the bar, not moving the board.
  await page.click('#edit');
  const top = () => el(page, (e) => e.shadowRoot.querySelector('canvas').getBoundingClientRect().top + scrollY);
  const before = await top();
  await drag(page, 22, 100);
  assert.equal(await shownMessage(page), 'no jump starts or ends on square 1 or the last square (22->100)');
  await drag(page, 22, 45);
  assert.equal(await shownMessage(page), 'square 45 is already an end of the jump 30->45');
  assert.equal(await top(), before, 'the board did not move');
  assert.deepEqual(await el(page, (e) => [e.code, e.expectedRolls, e.minRolls]), kept);
  await agreesWithNative(page);
  // The next edit that is taken clears the message.
  await drag(page, 22, 44);
  assert.equal(await shownMessage(page), '');
  assert.equal(await el(page, (e) => e.code), '10_4-14_16-6_22-44_30-45');
  await page.context().close();
});

test('keyboard: a cursor on the board, Enter at the start and at the end, Delete, Escape; each step announced', async () => {
  const page = await fresh('?board=10&players=1');
  // Focus order: the editor's buttons, then the die, then the board.
  await page.focus('#edit');
  await page.keyboard.press('Enter');
  assert.equal(await el(page, (e) => e.editing), true);
  const order = [];
  for (let k = 0; k < 5; k++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => {
      const a = document.activeElement;
      return a.id === 'game' ? a.shadowRoot.activeElement.className : a.textContent;
    }));
  }
  assert.deepEqual(order, ['Clear', 'Classic', 'Random', 'die', 'board']);
  assert.match(await el(page, (e) => e.shadowRoot.querySelector('.board').getAttribute('aria-label')), /Editing: arrow keys move, Enter marks a start then an end, Delete removes a snake or ladder\.$/);
  const keys = async (...list) => { for (const k of list) await page.keyboard.press(k); };
  // From square 1: up 2 and right 2 is 23.
  await keys('ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight');
  assert.equal(await liveText(page), 'Square 23.');
  await keys('Enter');
  assert.match(await liveText(page), /^Square 23 marked as a start/);
  await keys('ArrowUp', 'ArrowUp', 'ArrowUp');
  assert.equal(await liveText(page), 'Square 58.');
  await keys('Enter');
  assert.equal(await el(page, (e) => e.code), '10_23-58');
  assert.match(await liveText(page), /^Added the ladder from 23 to 58\. Least rolls \d+, expected [\d.]+\.$/);
  await agreesWithNative(page);
  // Space works as Enter: a snake from 63 down to 18.
  await keys('ArrowUp', 'Space', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Space');
  assert.equal(await el(page, (e) => e.code), '10_23-58_63-18');
  await agreesWithNative(page);
  // The cursor on a jump's end says so; Delete there removes that jump.
  assert.match(await liveText(page), /^Added the snake from 63 to 18\./);
  await keys('ArrowLeft', 'ArrowRight');
  assert.equal(await liveText(page), 'Square 18: end of the snake from 63 to 18.');
  await keys('Delete');
  assert.equal(await el(page, (e) => e.code), '10_23-58');
  assert.match(await liveText(page), /^Removed the snake from 63 to 18\./);
  // Escape drops a mark; the same square twice drops it too.
  await keys('Enter', 'Escape');
  assert.equal(await liveText(page), 'Mark dropped.');
  await keys('Enter', 'Enter');
  assert.equal(await liveText(page), 'Mark dropped.');
  // Refused from the keyboard: the sentence, the board kept.
  await keys('Delete');
  assert.equal(await shownMessage(page), 'no snake or ladder starts on square 18');
  for (let k = 0; k < 9; k++) await keys('ArrowDown');
  await keys('ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft');
  assert.equal(await liveText(page), 'Square 1.');
  await keys('Enter', 'ArrowUp', 'Enter');
  assert.equal(await shownMessage(page), 'no jump starts or ends on square 1 or the last square (1->20)');
  assert.equal(await el(page, (e) => e.code), '10_23-58');
  await page.context().close();
});

test('touch: a finger\'s drag adds a jump without scrolling the page, a tap removes one (390 x 844 phone)', async () => {
  const page = await fresh('?board=10&players=2', PHONE);
  await page.evaluate(() => {
    window.__types = new Set();
    document.querySelector('gg-snakes').shadowRoot.querySelector('.board')
      .addEventListener('pointerdown', (e) => window.__types.add(e.pointerType));
  });
  await page.locator('#edit').tap();
  assert.equal(await el(page, (e) => e.editing), true);
  await squareAt(page, 1);
  const y0 = await page.evaluate(() => scrollY);
  const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight - scrollY);
  assert.ok(room > 200, 'the page could scroll further down');
  await touchDrag(page, 12, 88);
  assert.equal(await el(page, (e) => e.code), '10_12-88');
  await touchDrag(page, 97, 44);
  assert.equal(await el(page, (e) => e.code), '10_12-88_97-44');
  assert.equal(await page.evaluate(() => scrollY), y0, 'dragging on the board in the editor does not scroll the page');
  assert.deepEqual(await page.evaluate(() => [...window.__types]), ['touch']);
  await agreesWithNative(page);
  // A tap on the snake's head removes it.
  await page.touchscreen.tap(...(await squareAt(page, 97)));
  assert.equal(await el(page, (e) => e.code), '10_12-88');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  await screenshot(page, 'phone-390-snakes-editor');
  // Outside the editor the same gesture is the page's: it scrolls, and the board is unchanged.
  await page.locator('#edit').tap();
  await squareAt(page, 1);
  const y1 = await page.evaluate(() => scrollY);
  await touchDrag(page, 13, 87);
  assert.equal(await el(page, (e) => e.code), '10_12-88');
  assert.ok(await page.evaluate(() => scrollY) > y1, 'outside the editor the same drag scrolls the page');
  await page.context().close();
});

test('permalink: the edited board travels as its code and comes back the same', async () => {
  const page = await fresh('?board=random&n=10&seed=trip&players=3');
  await page.click('#edit');
  const first = await el(page, (e) => e.code);
  // Take a jump away and put two in (squares free on this board).
  const jumps = first.split('_').slice(1).map((j) => j.split('-').map(Number));
  const ends = new Set(jumps.flat());
  const free = [];
  for (let q = 2; q < 100 && free.length < 4; q++) if (!ends.has(q)) free.push(q);
  const top = () => el(page, (e) => e.shadowRoot.querySelector('canvas').getBoundingClientRect().top + scrollY);
  await squareAt(page, 1);
  const before = await top();
  await page.mouse.click(...(await squareAt(page, jumps[0][0])));
  assert.equal(await top(), before, 'the first edit of a random board does not move the board');
  await drag(page, free[0], free[3]);
  await drag(page, free[2], free[1]);
  const code = await el(page, (e) => e.code);
  const want = [...jumps.slice(1), [free[0], free[3]], [free[2], free[1]]].sort((a, b) => a[0] - b[0]);
  assert.equal(code, '10' + want.map(([f, t]) => `_${f}-${t}`).join(''));
  // The link follows an edit once the frame is drawn.
  await page.waitForFunction((c) => new URLSearchParams(location.search).get('board') === c, code);
  const url = new URL(page.url());
  assert.deepEqual(Object.fromEntries(url.searchParams), { board: code, players: '3' });
  assert.equal(await page.getAttribute('#permalink', 'href'), page.url());
  const figures = await el(page, (e) => [e.leetCode(), e.expectedRolls, e.minRolls, e.params.start, e.params.rule]);
  const again = await fresh(url.search);
  assert.deepEqual(await el(again, (e) => [e.code, e.params.board, e.params.players]), [code, 'code', 3]);
  assert.deepEqual(await el(again, (e) => [e.leetCode(), e.expectedRolls, e.minRolls, e.params.start, e.params.rule]), figures);
  // The engine reads the code: its LeetCode JSON is the native runner's for the same code.
  assert.equal(figures[0] + '\n', cli(['--json'], code + '\n'));
  await again.context().close();
  // A LeetCode board edited keeps LeetCode's rules (start 1, over) in its link.
  const lc = await fresh('?board=[[-1,-1,-1],[-1,-1,-1],[-1,-1,-1]]&players=1');
  await el(lc, (e) => e.addJump(2, 8));
  await lc.waitForFunction(() => new URLSearchParams(location.search).get('board') === '3_2-8');
  assert.deepEqual(Object.fromEntries(new URL(lc.url()).searchParams), { board: '3_2-8', players: '1', start: '1', rule: 'over' });
  const lc2 = await fresh(new URL(lc.url()).search);
  assert.deepEqual(await el(lc2, (e) => [e.code, e.params.start, e.params.rule, e.minRolls]), ['3_2-8', 1, 'over', 2]);
  await agreesWithNative(lc2);
  await lc2.context().close();
  await lc.context().close();
  await page.context().close();
});

test('a board made to a length: the native runner\'s board for the same seed, within half a roll', async () => {
  const page = await fresh('?board=classic&players=2');
  await page.selectOption('select[name="board"]', 'design');
  assert.equal(await page.isVisible('input[name="expected"]'), true);
  assert.equal(await page.isVisible('input[name="n"]'), true);
  await page.fill('input[name="n"]', '10');
  await page.fill('input[name="expected"]', '30');
  await page.fill('input[name="seed"]', 'page');
  await page.click('#setup button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('gg-snakes').params.board === 'design');
  const p = await el(page, (e) => Object.assign(e.params, { code: e.code, e: e.expectedRolls }));
  assert.deepEqual([p.n, p.seed, p.expected, p.start, p.rule], [10, 'page', 30, 0, 'exact']);
  assert.ok(Math.abs(p.e - 30) <= 0.5, `expected ${p.e}`);
  assert.equal(p.code, cli(['--design', '--side', '10', '--expected', '30', '--start', '0', '--rule', 'exact', '--seed', 'page', '--code'], '').trim());
  await agreesWithNative(page);
  assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), { board: 'design', n: '10', seed: 'page', expected: '30', players: '2' });
  // Other rules: start 1, over, a 6 x 6 board lasting 12.5 rolls, from the URL.
  const other = await fresh('?board=design&n=6&expected=12.5&seed=x&start=1&rule=over&players=1');
  const o = await el(other, (e) => [e.code, e.expectedRolls, e.params.start, e.params.rule]);
  assert.equal(o[0], cli(['--design', '--side', '6', '--expected', '12.5', '--start', '1', '--rule', 'over', '--seed', 'x', '--code'], '').trim());
  assert.ok(Math.abs(o[1] - 12.5) <= 0.5);
  assert.deepEqual(o.slice(2), [1, 'over']);
  await other.context().close();
  // A length out of reach: the engine's sentence, the board kept.
  await page.fill('input[name="expected"]', '5');
  await page.click('#setup button[type="submit"]');
  await page.waitForFunction(() => document.getElementById('status').className === 'status error');
  assert.match(await page.textContent('#status'),
    /^New game: no natural 10 x 10 board was found lasting 5 rolls \(start 0, rule exact\): on this side the search reaches [\d.]+ to [\d.]+ rolls\. The current game is kept\.$/);
  assert.equal(await el(page, (e) => e.code), p.code);
  await page.context().close();
});

test('bad URL parameters: the reason is shown and a playable board is kept', async () => {
  const bad = [
    ['?board=10_4-14_', /board code, character 8: expected _FROM-TO/],
    ['?board=10_14-4_9-2', /board code, character 8: expected _FROM-TO/],
    ['?board=1_', /a board code starts with the side, 2 to \d+/],
    ['?board=60_4-14', /a 60 x 60 board is more than the page draws \(up to 50 x 50\)/],
    ['?board=random&n=25', /a random board is 2 to 20 squares on a side, not 25/],
    ['?board=design&n=21&expected=40', /a designed board is 2 to 20 squares on a side, not 21/],
    ['?board=design&n=10&expected=5&seed=1', /no natural 10 x 10 board was found lasting 5 rolls \(start 0, rule exact\): on this side the search reaches [\d.]+ to [\d.]+ rolls/],
    ['?board=design&n=10&expected=abc', /the expected number of rolls to design for is 1 to 1000000000/],
  ];
  for (const [query, re] of bad) {
    const page = await fresh(query + '&players=2');
    await page.waitForFunction(() => !document.getElementById('status').hidden);
    const status = await page.textContent('#status');
    assert.match(status, /^That game cannot be played: .+\. Here is the classic board instead\.$/, query);
    assert.match(status, re, query);
    assert.equal(await el(page, (e) => e.params.board), 'classic', query);
    await el(page, (e) => e.roll(3));
    assert.deepEqual(await el(page, (e) => e.positions), [3, 0], `${query}: the board plays`);
    await page.context().close();
  }
});

test('the element\'s editing API: addJump, removeJump, code, editing, gg-edit; the old API unchanged', async () => {
  const page = await fresh('?board=classic&players=2');
  const r = await el(page, (e) => {
    const events = [];
    e.addEventListener('gg-edit', (ev) => events.push(ev.detail));
    e.roll(4);
    const code0 = e.code;
    e.addJump(22, 58); // works without the editing attribute: the API is the engine's
    const after = { code: e.code, params: e.params, positions: e.positions, state: e.state, board: e.getAttribute('board') };
    e.removeJump(22);
    e.editing = true;
    const attr = e.hasAttribute('editing');
    e.setAttribute('editing', '');
    e.removeAttribute('editing');
    return { code0, after, back: e.code, events, attr, editing: e.editing, board: e.params.board };
  });
  assert.equal(r.code0, '10_1-38_4-14_9-31_16-6_21-42_28-84_36-44_47-26_49-11_51-67_56-53_62-19_64-60_71-91_80-100_87-24_93-73_95-75_98-78');
  assert.equal(r.after.code, r.code0.replace('_21-42_', '_21-42_22-58_'));
  assert.deepEqual([r.after.params.board, r.after.params.code, r.after.board], ['code', r.after.code, r.after.code]);
  assert.deepEqual([r.after.positions, r.after.state], [[0, 0], 'ready'], 'an edit starts the game afresh');
  assert.equal(r.back, r.code0);
  assert.deepEqual(r.events.map((d) => [d.action, d.from, d.to, d.code]), [['add', 22, 58, r.after.code], ['remove', 22, 58, r.code0]]);
  assert.deepEqual([r.attr, r.editing, r.board], [true, false, 'code']);
  // The board code is an attribute value like any other.
  await el(page, (e) => e.setAttribute('board', '6_3-20_33-9'));
  await page.waitForFunction(() => document.querySelector('gg-snakes').params.n === 6);
  assert.deepEqual(await el(page, (e) => [e.code, e.params.board, e.params.start, e.params.rule]), ['6_3-20_33-9', 'code', 0, 'exact']);
  await agreesWithNative(page);
  await page.context().close();
});

test('screenshots of the editor: a drag under way on the desktop, light and dark', async () => {
  for (const scheme of ['light', 'dark']) {
    const page = await fresh('?board=random&n=10&seed=1&players=2', { colorScheme: scheme });
    await page.click('#edit');
    const [x0, y0] = await squareAt(page, 24), [x1, y1] = await squareAt(page, 77);
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move(x1, y1, { steps: 6 });
    await screenshot(page, `snakes-editor-drag-${scheme}`);
    await page.mouse.up();
    await drag(page, 24, 100);
    await screenshot(page, `snakes-editor-refused-${scheme}`);
    await page.context().close();
  }
});
