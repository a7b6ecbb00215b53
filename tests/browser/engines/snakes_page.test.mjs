// snakes_page.test.mjs — the Snakes & Ladders page played by hand in each
// engine (tests/browser/engines.mjs): rolls by the die's button and by the
// keyboard, the chances and the log after each, and the board editor: a
// drag from one square to another makes a ladder, which the odds follow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitGame, partCenter, nodeCenter, clickAt } from '../engines.mjs';

const site = await useSite();

/** The viewport centre of square sq (1-based, as LeetCode numbers them). */
function squareAt(page, sq) {
  return page.evaluate((s) => {
    const el = document.querySelector('gg-snakes');
    const canvas = el.shadowRoot.querySelector('canvas');
    canvas.scrollIntoView({ block: 'center' });
    const r = canvas.getBoundingClientRect(), n = el.params.n, cell = r.width / n;
    const b = Math.floor((s - 1) / n), along = (s - 1) % n;
    return { x: r.x + ((b % 2 ? n - 1 - along : along) + 0.5) * cell, y: r.y + (n - 1 - b + 0.5) * cell };
  }, sq);
}

const figures = (page) => page.evaluate(() => {
  const el = document.querySelector('gg-snakes');
  return { positions: el.positions, turn: el.turn, state: el.state, log: document.querySelectorAll('#log li').length,
    chances: document.querySelectorAll('#chances tr').length, least: document.getElementById('least').textContent,
    expected: document.getElementById('expected').textContent, code: el.code };
});

test('rolls by the die and by the keyboard; the log and the chances follow', async () => {
  const page = await site.open('snakes.html?board=classic&players=2');
  await waitGame(page, 'gg-snakes');
  const start = await figures(page);
  assert.deepEqual([start.positions, start.turn, start.state], [[0, 0], 1, 'ready']);
  assert.equal(start.least, '7');
  // The die, clicked: player 1 rolls.
  await clickAt(page, partCenter(page, 'gg-snakes', '.die'));
  let now = await page.waitFor(() => document.querySelectorAll('#log li').length === 1 && document.querySelector('gg-snakes').turn === 2);
  assert.ok(now);
  // The board focused, Space rolls for player 2, Enter for player 1.
  await clickAt(page, partCenter(page, 'gg-snakes', '.board'));
  await page.keyboard.press(' ');
  await page.waitFor(() => document.querySelectorAll('#log li').length === 2);
  await page.keyboard.press('Enter');
  await page.waitFor(() => document.querySelectorAll('#log li').length === 3);
  now = await figures(page);
  assert.equal(now.state, 'playing');
  assert.equal(now.turn, 2);
  assert.ok(now.positions.every((p) => p >= 1 && p <= 100), `on the board: ${now.positions}`);
  // Each player's chance of winning, worked out again after the rolls.
  await page.waitFor(() => document.querySelectorAll('#chances tr').length >= 2);
  await page.screenshot('snakes-rolls');
});

test('the editor: a drag makes a ladder, and the odds follow it', async () => {
  // An empty 10 x 10 board (its code is its side).
  const page = await site.open('snakes.html?board=10&players=2');
  await waitGame(page, 'gg-snakes');
  assert.equal(await page.evaluate(() => document.getElementById('least').textContent), '17');
  await clickAt(page, nodeCenter(page, '#edit'));
  await page.waitFor(() => document.querySelector('gg-snakes').editing);
  // A drag from square 22 up to square 58: the engine adds the ladder.
  const a = await squareAt(page, 22), b = await squareAt(page, 58);
  await page.mouse.down(a.x, a.y);
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2);
  await page.mouse.move(b.x, b.y);
  await page.mouse.up(b.x, b.y);
  const after = await page.waitFor(() => {
    const el = document.querySelector('gg-snakes');
    return el.code !== '10' && { code: el.code, least: el.minRolls, said: el.shadowRoot.querySelector('.sr').textContent };
  }, null, { what: 'the drag made a jump' });
  assert.equal(after.code, '10_22-58');
  assert.match(after.said, /^Added the ladder from 22 to 58\./);
  await page.waitFor((l) => document.getElementById('least').textContent === String(l), after.least,
    { what: 'the odds panel shows the new least rolls' });
  assert.ok(after.least < 17, `least rolls ${after.least} with the ladder`);
  await page.screenshot('snakes-editor');
});
