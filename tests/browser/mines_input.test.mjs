// mines_input.test.mjs — <gg-mines> played with real input events: mouse
// (left, right, both buttons, middle), keyboard (cursor, Space, Enter, F,
// N), touch (tap, long press with its progress ring, flag mode, pinch) and
// the zoom buttons, on seeded games whose layout the test reads from the
// replay.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { setup, record, look, layoutOf, screenshot, waitGame } from './harness.mjs';

const BEGINNER = 'embed.html';
let s;
let page;
before(async () => {
  s = await setup();
  page = await s.open(BEGINNER);
  await record(page);
});
after(async () => {
  if (s) await s.done();
});
afterEach(() => s.checkProblems());

async function seeded(p, seed, rows = 9, cols = 9, mines = 10) {
  await p.evaluate((o) => document.querySelector('gg-mines').newGame(o), { rows, cols, mines, seed, start: 'opening' });
}
function center(p, r, c) {
  return p.evaluate(([y, x]) => document.querySelector('gg-mines').cellCenter(y, x), [r, c]);
}
async function click(p, r, c, button = 'left') {
  const { x, y } = await center(p, r, c);
  await p.mouse.click(x, y, { button });
}
function moves(p) {
  return p.evaluate(() => window.__gg.moves.slice());
}
function layout(p) {
  return p.evaluate(() => document.querySelector('gg-mines').replay()).then(layoutOf);
}
function live(p) {
  return p.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('[aria-live]').textContent);
}

/** A number cell with a hidden safe neighbour, and its mines. */
function chordable(board, lay) {
  const rows = board.length, cols = board[0].length;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!/[1-8]/.test(board[r][c])) continue;
      const mines = [], safe = [];
      for (let y = r - 1; y <= r + 1; y++) {
        for (let x = c - 1; x <= c + 1; x++) {
          if (y < 0 || x < 0 || y >= rows || x >= cols || board[y][x] !== '#') continue;
          (lay[y][x] === '*' ? mines : safe).push([y, x]);
        }
      }
      if (safe.length) return { r, c, mines, safe };
    }
  }
  return null;
}

/** A seeded Beginner game after a real first click, with a chord to try. */
async function gameWithChord() {
  for (let seed = 1; seed < 50; seed++) {
    await seeded(page, `chord-${seed}`);
    await click(page, 4, 4);
    const target = chordable((await look(page)).board, await layout(page));
    if (target) return target;
  }
  throw new Error('no seed gave a chord');
}

test('left click sweeps; right click flags and unflags; a left click on a flag does nothing', async () => {
  await seeded(page, 'mouse');
  await click(page, 4, 4);
  let { board, state } = await look(page);
  assert.equal(state, 'playing');
  assert.equal(board[4][4], '0');
  const r = board.findIndex((row) => row.includes('#'));
  const c = board[r].indexOf('#');
  await click(page, r, c, 'right');
  assert.equal((await look(page)).board[r][c], 'F');
  assert.match(await live(page), new RegExp(`Flag placed on row ${r + 1}, column ${c + 1}\\. 9 mines left`));
  await click(page, r, c, 'left');
  assert.equal((await look(page)).board[r][c], 'F');
  await click(page, r, c, 'right');
  ({ board } = await look(page));
  assert.equal(board[r][c], '#');
  assert.deepEqual(await moves(page), ['Sweep 5 5', `Flag ${r + 1} ${c + 1}`, `Flag ${r + 1} ${c + 1}`]);
});

test('a left click on a number chords once its flags are placed, not before', async () => {
  const t = await gameWithChord();
  const before = (await moves(page)).length;
  await click(page, t.r, t.c);
  assert.equal((await moves(page)).length, before, 'an unsatisfied number must not send a move');
  assert.match(await live(page), /flag that many neighbours/);
  for (const [y, x] of t.mines) await click(page, y, x, 'right');
  await click(page, t.r, t.c);
  const list = await moves(page);
  assert.equal(list[list.length - 1], `DSweep ${t.r + 1} ${t.c + 1}`);
  const { board } = await look(page);
  for (const [y, x] of t.safe) assert.match(board[y][x], /[0-8]/);
});

test('both buttons together chord, and so does the middle button', async () => {
  for (const how of ['both', 'middle']) {
    const t = await gameWithChord();
    for (const [y, x] of t.mines) await click(page, y, x, 'right');
    const { x, y } = await center(page, t.r, t.c);
    await page.mouse.move(x, y);
    if (how === 'both') {
      await page.mouse.down({ button: 'left' });
      await page.mouse.down({ button: 'right' });
      await page.mouse.up({ button: 'left' });
      await page.mouse.up({ button: 'right' });
    } else {
      await page.mouse.click(x, y, { button: 'middle' });
    }
    const list = await moves(page);
    assert.equal(list[list.length - 1], `DSweep ${t.r + 1} ${t.c + 1}`, how);
    assert.equal(list.filter((m) => m.startsWith('DSweep')).length, 1, `${how}: one chord only`);
  }
});

test('a held button pushes the cell in and the face gasps', async () => {
  await seeded(page, 'press');
  const { x, y } = await center(page, 2, 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  assert.equal(await page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.face').dataset.mood), 'press');
  await screenshot(page, 'input-pressed', { clip: { x: 0, y: 0, width: 260, height: 360 } });
  await page.mouse.move(x + 200, y + 300); // off the board: let go without a move
  await page.mouse.up();
  assert.equal((await look(page)).state, 'ready');
});

test('keyboard: arrows move a visible cursor, Space sweeps, F flags, Enter chords, N starts anew', async () => {
  await seeded(page, 'keys');
  await page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.face').focus());
  await page.keyboard.press('Tab'); // from the face button to the board
  const focused = await page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    return document.activeElement === el && el.shadowRoot.activeElement.className;
  });
  assert.equal(focused, 'scroller');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  assert.match(await live(page), /Row 5, column 5: hidden/);
  await page.keyboard.press('Space');
  assert.deepEqual(await moves(page), ['Sweep 5 5']);
  assert.match(await live(page), /cells swept/);
  const lay = await layout(page);
  const t = chordable((await look(page)).board, lay);
  // Walk the cursor to each mine of t and flag it, then to t and chord.
  const walk = async (r, c) => {
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < r; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < c; i++) await page.keyboard.press('ArrowRight');
  };
  if (t) {
    for (const [y, x] of t.mines) {
      await walk(y, x);
      await page.keyboard.press('f');
    }
    await walk(t.r, t.c);
    await screenshot(page, 'input-keyboard-cursor', { clip: { x: 0, y: 0, width: 260, height: 360 } });
    await page.keyboard.press('Enter');
    const list = await moves(page);
    assert.equal(list[list.length - 1], `DSweep ${t.r + 1} ${t.c + 1}`);
    assert.equal(list.filter((m) => m.startsWith('Flag')).length, t.mines.length);
  }
  const seed = (await look(page)).params.seed;
  await page.keyboard.press('n');
  const fresh = await look(page);
  assert.equal(fresh.state, 'ready');
  assert.notEqual(fresh.params.seed, seed);
  assert.equal(fresh.params.rows, 9);
});

test('zoom buttons change the cell size; the canvas stays at device resolution', async () => {
  await seeded(page, 'zoom');
  const size = () => page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    const sc = el.shadowRoot.querySelector('.scroller');
    const cv = el.shadowRoot.querySelector('canvas');
    return { cell: el.cellSize, attr: el.getAttribute('cell-size'), canvas: cv.width, css: sc.clientWidth };
  });
  const a = await size();
  assert.equal(a.cell, 24);
  const zoomIn = await page.evaluate(() => {
    const b = document.querySelector('gg-mines').shadowRoot.querySelector('.zoom-in').getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  });
  await page.mouse.click(zoomIn.x, zoomIn.y);
  const b = await size();
  assert.equal(b.cell, 28);
  assert.equal(b.attr, '28');
  assert.equal(b.canvas, b.css);
  await click(page, 8, 8); // cellCenter follows the zoom
  assert.equal((await look(page)).board[8][8], '0');
});

test('touch: tap sweeps, a long press flags with a progress ring, flag mode, pinch zooms; crisp at 3x', async () => {
  const context = await s.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const phone = await s.open(BEGINNER, { context });
  await record(phone);
  await seeded(phone, 'touch', 12, 10, 15);
  const cdp = await context.newCDPSession(phone);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });

  let p = await center(phone, 5, 5);
  await phone.touchscreen.tap(p.x, p.y);
  let { board } = await look(phone);
  assert.equal(board[5][5], '0');
  const r = board.findIndex((row) => row.includes('#'));
  const c = board[r].indexOf('#');

  // Long press: the ring shows while the finger is down, then the flag.
  p = await center(phone, r, c);
  await touch('touchStart', [{ x: p.x, y: p.y }]);
  await phone.waitForTimeout(150);
  const ring = await phone.evaluate(() => {
    const press = document.querySelector('gg-mines').shadowRoot.querySelector('.press');
    return getComputedStyle(press).display !== 'none' && press.getBoundingClientRect().width > 40;
  });
  assert.equal(ring, true, 'the long-press ring is visible during the press');
  await screenshot(phone, 'touch-long-press');
  await phone.waitForTimeout(400);
  await touch('touchEnd', []);
  assert.equal((await look(phone)).board[r][c], 'F');

  // Flag mode: a tap flags (here: removes the flag again).
  const toggle = await phone.evaluate(() => {
    const b = document.querySelector('gg-mines').shadowRoot.querySelector('.flagmode').getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  });
  await phone.touchscreen.tap(toggle.x, toggle.y);
  assert.equal(await phone.evaluate(() => document.querySelector('gg-mines').flagMode), true);
  p = await center(phone, r, c);
  await phone.touchscreen.tap(p.x, p.y);
  assert.equal((await look(phone)).board[r][c], '#');
  await phone.touchscreen.tap(toggle.x, toggle.y);

  // Pinch out: two fingers apart zoom in.
  const before = await phone.evaluate(() => document.querySelector('gg-mines').cellSize);
  const m = await center(phone, 6, 5);
  await touch('touchStart', [{ x: m.x - 20, y: m.y, id: 1 }, { x: m.x + 20, y: m.y, id: 2 }]);
  for (let k = 1; k <= 5; k++) {
    await touch('touchMove', [{ x: m.x - 20 - 10 * k, y: m.y, id: 1 }, { x: m.x + 20 + 10 * k, y: m.y, id: 2 }]);
  }
  await touch('touchEnd', []);
  const zoomed = await phone.evaluate(() => {
    const el = document.querySelector('gg-mines');
    const cv = el.shadowRoot.querySelector('canvas');
    const sc = el.shadowRoot.querySelector('.scroller');
    return { cell: el.cellSize, canvas: cv.width, css: sc.clientWidth };
  });
  assert.ok(zoomed.cell > before * 1.5, `pinch zoomed ${before} -> ${zoomed.cell}`);
  assert.equal(zoomed.canvas, Math.round(zoomed.css * 3), 'the canvas has a pixel per device pixel');
  assert.deepEqual(await moves(phone), ['Sweep 6 6', `Flag ${r + 1} ${c + 1}`, `Flag ${r + 1} ${c + 1}`]);
  await screenshot(phone, 'touch-zoomed');
  await context.close();
});
