// mines_editor.test.mjs — the position editor of <gg-mines> and the page's
// analyser: cells edited by mouse (click, drag, right click), keys and
// touch (tap, the number menu, long press); numbers held to what their
// neighbours allow; undo and redo; the analysis shown is `gridgames
// solve`'s on the same position, for many random positions; an impossible
// position shows the conflict and stays editable; the permalink's round
// trip; a fully flagged position played; board files (.mbf) opened and
// saved, a bad one refused with the game kept; none of it fetched by a
// first visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { useBrowser, onElement, screenshot, NATIVE_CLI, recordedVisit } from './harness.mjs';

const browser = useBrowser('embed.html');
const inPage = (fn, ...args) => onElement(browser.page, 'gg-mines', fn, ...args);

/** Open the editor on a blank rows x cols board (all hidden) with mines. */
function blank(rows, cols, mines) {
  return inPage((el, r, c, m) => el.editPosition({ rows: r, cols: c, mines: m, board: Array(r).fill('#'.repeat(c)) })
    .then(() => el.position.board), rows, cols, mines);
}
const position = (page) => onElement(page || browser.page, 'gg-mines', (el) => el.position);
const center = (page, r, c) => onElement(page, 'gg-mines', (el, rr, cc) => el.cellCenter(rr, cc), r, c);
const said = (page) => onElement(page, 'gg-mines', (el) => el.shadowRoot.querySelector('.sr').textContent);

test('mouse: a click reveals and hides, a drag paints, a right click flags; undo and redo', async () => {
  const page = browser.page;
  await inPage((el) => el.newGame({ rows: 9, cols: 9, mines: 10, seed: 'ed-mouse', start: 'safe' }));
  await blank(6, 8, 5);
  assert.equal(await inPage((el) => el.editing), true);
  let p = await center(page, 0, 0);
  await page.mouse.click(p.x, p.y);
  assert.equal((await position()).board[0][0], '0', 'revealed, showing the least its neighbours allow');
  // A drag from (2,0) to (2,4): every cell it crosses revealed, one edit.
  const a = await center(page, 2, 0), b = await center(page, 2, 4);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
  assert.equal((await position()).board[2], '00000###');
  // Right click: a flag, which the counter takes off the mines.
  p = await center(page, 4, 4);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  assert.equal((await position()).board[4][4], 'F');
  assert.equal(await inPage((el) => el.shadowRoot.querySelector('.counter').textContent), '004');
  assert.match(await said(page), /Row 5, column 5 flagged\./);
  // A click on a revealed cell hides it; a drag from a revealed cell hides.
  p = await center(page, 0, 0);
  await page.mouse.click(p.x, p.y);
  assert.equal((await position()).board[0][0], '#');
  // Undo, three times: the click, the flag, the whole drag.
  const undo = () => inPage((el) => el.shadowRoot.querySelector('.undo').click());
  await undo();
  assert.equal((await position()).board[0][0], '0');
  await undo();
  assert.equal((await position()).board[4][4], '#');
  await undo();
  assert.equal((await position()).board[2], '########');
  // Redo by the button, then by Ctrl+Y; undo by Ctrl+Z.
  await inPage((el) => el.shadowRoot.querySelector('.redo').click());
  assert.equal((await position()).board[2], '00000###');
  await inPage((el) => el.shadowRoot.querySelector('.scroller').focus());
  await page.keyboard.press('Control+y');
  assert.equal((await position()).board[4][4], 'F');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  assert.equal((await position()).board[2], '########');
  assert.equal(await inPage((el) => el.redo() && el.redo() && el.position.board[4][4]), 'F');
  assert.equal(await inPage((el) => el.redo() && el.position.board[0][0]), '#', 'the last edit, redone');
  assert.equal(await inPage((el) => el.redo()), false, 'nothing more to redo');
  // The mines in all, by its buttons.
  await inPage((el) => el.shadowRoot.querySelector('.more').click());
  assert.equal((await position()).mines, 6);
  assert.equal(await inPage((el) => el.shadowRoot.querySelector('.counter').textContent), '005');
  // All hidden, and Clear: every cell revealed showing 0.
  await inPage((el) => el.shadowRoot.querySelector('.clear').click());
  assert.ok((await position()).board.every((row) => row === '00000000'));
  assert.match(await inPage((el) => el.analysis.error), /mines in all must be a whole number from 0 to the 0 cells/);
  await inPage((el) => el.shadowRoot.querySelector('.all-hidden').click());
  assert.ok((await position()).board.every((row) => row === '########'));
  assert.equal(await inPage((el) => el.analysis.error), null);
  await screenshot(page, 'mines-editor-mouse');
});

test('keys: arrows, Space, F and digits; a number only within what its neighbours allow; the wheel', async () => {
  const page = browser.page;
  await blank(5, 5, 3);
  await inPage((el) => el.shadowRoot.querySelector('.scroller').focus());
  await page.keyboard.press('Space'); // (0,0) revealed: 0
  assert.equal((await position()).board[0][0], '0');
  await page.keyboard.press('3');
  assert.equal((await position()).board[0][0], '3');
  await page.keyboard.press('4');
  assert.equal((await position()).board[0][0], '3', 'a corner has 3 neighbours');
  assert.match(await said(page), /can show 0 to 3/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('f'); // (0,1) flagged
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // (1,1) revealed: at least its one flag
  let pos = await position();
  assert.equal(pos.board[0], '3F###');
  assert.equal(pos.board[1][1], '1');
  await page.keyboard.press('0');
  assert.equal((await position()).board[1][1], '1', 'not below its flagged neighbours');
  await page.keyboard.press('8');
  assert.equal((await position()).board[1][1], '1', 'not above its hidden and flagged ones (7)');
  await page.keyboard.press('7');
  assert.equal((await position()).board[1][1], '7');
  // A digit on a hidden cell reveals it with that number.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('2');
  assert.equal((await position()).board[2][1], '2');
  // The wheel over a revealed cell steps its number, within its range.
  const p = await center(page, 2, 1);
  await page.mouse.move(p.x, p.y);
  await page.mouse.wheel(0, -100);
  assert.equal((await position()).board[2][1], '3');
  await page.mouse.wheel(0, 100);
  await page.mouse.wheel(0, 100);
  await page.mouse.wheel(0, 100);
  await page.mouse.wheel(0, 100);
  assert.equal((await position()).board[2][1], '0');
  // A digit goes to the cell under the mouse once the mouse is used.
  await page.keyboard.press('1');
  assert.equal((await position()).board[2][1], '1');
  // The position so far is impossible (the 7 wants 7 of its 7 hidden and
  // flagged neighbours, the 3 in the corner more than 3 mines in all):
  // the engine's sentence, the numbers outlined, the editor kept.
  const a = await inPage((el) => ({ error: el.analysis.error, conflict: el.analysis.conflict, text: el.shadowRoot.querySelector('.analysis').textContent }));
  assert.match(a.error, /^no layout of 3 mines agrees with the numbers on this board/);
  assert.ok(a.conflict.length >= 1);
  assert.ok(a.text.includes(a.error));
});

test('touch: a tap reveals, a tap on a number opens its menu (out-of-range numbers disabled), a long press flags', async () => {
  const context = await browser.s.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const phone = await browser.s.open('embed.html', { context });
  await onElement(phone, 'gg-mines', (el) => el.editPosition({ rows: 6, cols: 6, mines: 4, board: Array(6).fill('######') }));
  let p = await center(phone, 2, 2);
  await phone.touchscreen.tap(p.x, p.y);
  assert.equal((await position(phone)).board[2][2], '0');
  // Long press on (1,1): a flag.
  const cdp = await context.newCDPSession(phone);
  const q = await center(phone, 1, 1);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: q.x, y: q.y }] });
  await phone.waitForTimeout(600);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  assert.equal((await position(phone)).board[1][1], 'F');
  // A tap on the revealed (2,2): the menu, 1 (its flag) to 8.
  await phone.touchscreen.tap(p.x, p.y);
  const menu = await onElement(phone, 'gg-mines', (el) => {
    const m = el.shadowRoot.querySelector('.numbers');
    return { shown: !m.hidden, disabled: Array.from(m.querySelectorAll('button')).filter((b) => b.disabled).map((b) => b.textContent) };
  });
  assert.equal(menu.shown, true);
  assert.deepEqual(menu.disabled, ['0']);
  await screenshot(phone, 'mines-editor-phone-menu');
  const three = await onElement(phone, 'gg-mines', (el) => el.shadowRoot.querySelector('.numbers [data-n="3"]').getBoundingClientRect().toJSON());
  await phone.touchscreen.tap(three.x + three.width / 2, three.y + three.height / 2);
  assert.equal((await position(phone)).board[2][2], '3');
  // The menu's Hide.
  await phone.touchscreen.tap(p.x, p.y);
  const hide = await onElement(phone, 'gg-mines', (el) => el.shadowRoot.querySelector('.numbers .hide').getBoundingClientRect().toJSON());
  await phone.touchscreen.tap(hide.x + hide.width / 2, hide.y + hide.height / 2);
  assert.equal((await position(phone)).board[2][2], '#');
  p = await center(phone, 3, 3);
  await phone.touchscreen.tap(p.x, p.y);
  await screenshot(phone, 'mines-editor-phone');
  await phone.emulateMedia({ colorScheme: 'dark' });
  await phone.waitForTimeout(100);
  await screenshot(phone, 'mines-editor-phone-dark');
  await context.close();
});

/** A random position: a layout of about density mines, and the numbers of
 * some of its safe cells (a region grown from a safe cell, and a few
 * more), some mines flagged. Returns the board the element takes ('#',
 * 'F', '0'-'8'), the LeetCode board `solve` reads, and the mines. */
function randomPosition(rand, rows, cols, density) {
  const n = rows * cols, mine = new Uint8Array(n);
  let mines = 0;
  for (let i = 0; i < n; i++) if (rand() < density) { mine[i] = 1; mines++; }
  const count = (r, c) => {
    let k = 0;
    for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr, cc = c + dc;
      if ((dr || dc) && rr >= 0 && cc >= 0 && rr < rows && cc < cols) k += mine[rr * cols + cc];
    }
    return k;
  };
  const shown = new Uint8Array(n);
  const safe = [];
  for (let i = 0; i < n; i++) if (!mine[i]) safe.push(i);
  const goal = Math.floor(safe.length * (0.02 + 0.5 * rand()));
  const stack = safe.length ? [safe[Math.floor(rand() * safe.length)]] : [];
  let opened = 0;
  while (stack.length && opened < goal) {
    const i = stack.splice(Math.floor(rand() * stack.length), 1)[0];
    if (shown[i] || mine[i]) continue;
    shown[i] = 1;
    opened++;
    const r = Math.floor(i / cols), c = i % cols;
    for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr, cc = c + dc;
      if (rr >= 0 && cc >= 0 && rr < rows && cc < cols && !shown[rr * cols + cc]) stack.push(rr * cols + cc);
    }
  }
  for (let k = Math.floor(3 * rand()); k > 0; k--) {
    const i = safe[Math.floor(rand() * safe.length)];
    if (i !== undefined) shown[i] = 1;
  }
  const board = [], leet = [];
  for (let r = 0; r < rows; r++) {
    let row = '';
    const lrow = [];
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (shown[i]) {
        const k = count(r, c);
        row += String(k);
        lrow.push(k ? String(k) : 'B');
      } else {
        row += mine[i] && rand() < 0.3 ? 'F' : '#';
        lrow.push('E');
      }
    }
    board.push(row);
    leet.push(lrow);
  }
  return { rows, cols, mines, board, leet: JSON.stringify(leet) };
}

/** `gridgames solve --mines K` on one LeetCode board: { safe, mine, exact,
 * odds: Map 'r,c' -> P, move: { cell, kind, p } }. */
function solve(leet, mines) {
  const run = spawnSync(NATIVE_CLI, ['solve', '--mines', String(mines)], { input: leet + '\n', encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const out = { safe: [], mine: [], exact: false, odds: new Map(), move: null };
  for (const line of run.stdout.split('\n')) {
    let m;
    if ((m = line.match(/^(safe|mine) \d+:(.*)$/))) out[m[1]] = (m[2].match(/\[\d+,\d+\]/g) || []).map((s) => s.slice(1, -1));
    else if ((m = line.match(/^odds (exact|estimated)$/))) out.exact = m[1] === 'exact';
    else if ((m = line.match(/^\[(\d+,\d+)\] ([\d.]+)$/))) out.odds.set(m[1], Number(m[2]));
    else if ((m = line.match(/^move (none|\[(\d+,\d+)\] (safe|guess)( [\d.]+)?)$/))) {
      out.move = m[1] === 'none' ? { kind: 'none' } : { cell: m[2], kind: m[3], p: m[4] ? Number(m[4]) : 0 };
    }
  }
  return out;
}

test('the analysis shown is gridgames solve\'s, on random positions', async () => {
  let seed = 20261127;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const positions = [];
  for (let k = 0; k < 60; k++) {
    const rows = 3 + Math.floor(rand() * 12), cols = 3 + Math.floor(rand() * 18);
    positions.push(randomPosition(rand, rows, cols, 0.1 + 0.2 * rand()));
  }
  positions.push(randomPosition(rand, 16, 30, 99 / 480));
  positions.push(randomPosition(rand, 110, 110, 0.15)); // analysed in the worker
  const shown = await inPage(async (el, list) => {
    const out = [];
    for (const p of list) {
      const a = await el.editPosition({ rows: p.rows, cols: p.cols, mines: p.mines, board: p.board });
      out.push({ error: a.error, safe: a.safe, certain: a.certain, exact: a.exact, move: a.move,
        odds: Array.from(a.odds || []), states: Array.from(a.states || []), drawn: el.shadowRoot.querySelector('.analysis').textContent });
    }
    return out;
  }, positions);
  let guesses = 0, certain = 0;
  positions.forEach((p, k) => {
    const a = shown[k], cli = solve(p.leet, p.mines), what = `position ${k} (${p.rows} x ${p.cols}, ${p.mines} mines)`;
    assert.equal(a.error, null, what);
    assert.equal(a.exact, cli.exact, what);
    const safe = [], mine = [];
    for (let i = 0; i < p.rows * p.cols; i++) {
      const cell = `${Math.floor(i / p.cols)},${i % p.cols}`, st = a.states[i] & 3;
      if (st === 2) safe.push(cell);
      else if (st === 3) mine.push(cell);
      else if (st === 1) assert.ok(Math.abs(a.odds[i] - cli.odds.get(cell)) <= 5e-7, `${what} [${cell}]: ${a.odds[i]} vs ${cli.odds.get(cell)}`);
      if (st === 2) assert.equal(a.odds[i], 0, what);
      if (st === 3) assert.equal(a.odds[i], 1, what);
    }
    assert.deepEqual(safe, cli.safe, `${what}: safe cells`);
    assert.deepEqual(mine, cli.mine, `${what}: certain mines`);
    assert.equal(a.safe, cli.safe.length, what);
    assert.equal(a.certain, cli.mine.length, what);
    assert.equal(a.move.kind, cli.move.kind, what);
    if (cli.move.kind !== 'none') {
      assert.equal(`${a.move.row},${a.move.col}`, cli.move.cell, `${what}: the move`);
      assert.ok(Math.abs(a.move.probability - cli.move.p) <= 1e-6, what);
    }
    assert.ok(a.drawn.includes(`${cli.safe.length} certainly safe, ${cli.mine.length} certainly mines`), what);
    guesses += cli.move.kind === 'guess';
    certain += cli.safe.length > 0;
  });
  assert.ok(guesses >= 5 && certain >= 5, `${guesses} positions needing a guess, ${certain} with safe cells`);
});

test('from a reviewed move: the board before it becomes the position; the game comes back as it was', async () => {
  const r = await inPage(async (el) => {
    el.editing = false;
    el.newGame({ rows: 16, cols: 30, mines: 99, seed: 'ed-review', start: 'opening' });
    el.play('Sweep 8 15');
    for (let k = 0; k < 6 && el.state === 'playing'; k++) {
      const h = await el.hint();
      el.play(`${h.kind === 'safe' ? 'Sweep' : 'Flag'} ${h.row + 1} ${h.col + 1}`);
    }
    const final = el.board(), replay = el.replay(), review = await el.review();
    el.reviewMove(3, review);
    const before = el.board();
    await el.editPosition();
    const position = el.position;
    el.editing = false;
    return { final, replay, before, position, after: el.board(), afterReplay: el.replay() };
  });
  assert.deepEqual(r.position.board, r.before);
  assert.equal(r.position.mines, 99);
  assert.notDeepEqual(r.before, r.final);
  assert.deepEqual(r.after, r.final);
  assert.equal(r.afterReplay, r.replay);
});

test('a bad position is refused with the engine\'s sentence, the game kept', async () => {
  const r = await inPage(async (el) => {
    el.editing = false;
    el.newGame({ rows: 9, cols: 9, mines: 10, seed: 'ed-bad', start: 'safe' });
    let message = '';
    try {
      await el.editPosition('P3x3m1.hh');
    } catch (err) {
      message = err.message;
    }
    return { message, editing: el.editing, params: el.params };
  });
  assert.ok(r.message.length > 10, r.message);
  assert.equal(r.editing, false);
  assert.equal(r.params.seed, 'ed-bad');
});

test('an impossible position: the engine\'s sentence, the numbers outlined, the position kept and editable', async () => {
  const r = await inPage(async (el) => {
    const a = await el.editPosition({ rows: 3, cols: 4, mines: 2, board: ['1#0#', '0###', '####'] });
    const kept = el.position.board;
    const text = el.shadowRoot.querySelector('.analysis').textContent;
    const impossible = el.shadowRoot.querySelector('.analysis').classList.contains('impossible');
    el.undo(); // nothing to undo: a fresh position
    return { error: a.error, conflict: a.conflict, kept, text, impossible, editing: el.editing };
  });
  assert.match(r.error, /^no layout of 2 mines agrees with the numbers on this board: the 1 at \[0,0\] and the 0 at \[[01],[02]\] cannot both be right$/);
  assert.equal(r.conflict.length, 2);
  assert.deepEqual(r.conflict[0], { row: 0, col: 0 });
  assert.deepEqual(r.kept, ['1#0#', '0###', '####']);
  assert.ok(r.impossible && r.text.includes(r.error));
  assert.equal(r.editing, true);
  await screenshot(browser.page, 'mines-editor-impossible');
  // The same from the CLI.
  const run = spawnSync(NATIVE_CLI, ['solve', '--mines', '2'], { input: '[["1","E","B","E"],["B","E","E","E"],["E","E","E","E"]]\n', encoding: 'utf8' });
  assert.ok(run.stderr.includes(r.error), run.stderr);
  // Edited on: the 0s hidden again, the position is possible.
  for (const [row, col] of [[0, 2], [1, 0]]) {
    const p = await center(browser.page, row, col);
    await browser.page.mouse.click(p.x, p.y);
  }
  assert.equal(await inPage((el) => el.analysis.error), null);
  // Editing ends: the game again.
  const back = await inPage((el) => {
    el.editing = false;
    return { editing: el.editing, position: el.position, params: el.params };
  });
  assert.equal(back.editing, false);
  assert.equal(back.position, null);
  assert.equal(back.params.rows, 9);
});

test('the page: Analyse this position, the permalink, back to the game, and a position played once every mine is flagged', async () => {
  const page = await browser.s.open('mines.html?rows=16&cols=30&mines=99&seed=ed-page&start=opening');
  const game = await onElement(page, 'gg-mines', (el) => {
    el.play('Sweep 8 15');
    return { board: el.board(), replay: el.replay() };
  });
  await page.click('#analyse');
  await page.waitForFunction(() => /position=P16x30m99\./.test(location.search));
  assert.deepEqual((await position(page)).board, game.board);
  assert.equal(await page.locator('#end-edit').isVisible(), true);
  assert.equal(await page.locator('#play-position').isDisabled(), true);
  // An edit: the URL follows.
  const before = await page.evaluate(() => location.search);
  const h = await onElement(page, 'gg-mines', (el) => el.board().findIndex((row) => row.includes('#')));
  const hc = game.board[h].indexOf('#');
  const p = await center(page, h, hc);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  // (after the edit's frame: replacing the URL waits for it)
  await page.waitForFunction((b) => location.search !== b, before);
  const link = await page.evaluate(() => location.href);
  assert.equal(await page.locator('#permalink').getAttribute('href'), link);
  await screenshot(page, 'mines-editor-page', { fullPage: true });
  // The link opens the editor on the same position.
  const other = await browser.s.open(link.replace(browser.s.url, ''));
  await other.waitForFunction(() => document.querySelector('gg-mines').position);
  const again = await position(other);
  assert.equal(again.code, new URL(link).searchParams.get('position'));
  assert.equal(again.board[h][hc], 'F');
  await other.close();
  // The same link on a phone, light and dark, for the pictures.
  const context = await browser.s.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const phone = await browser.s.open(link.replace(browser.s.url, ''), { context });
  await phone.waitForFunction(() => document.querySelector('gg-mines').position);
  await screenshot(phone, 'mines-editor-page-phone', { fullPage: true });
  await phone.emulateMedia({ colorScheme: 'dark' });
  await phone.waitForTimeout(100);
  await screenshot(phone, 'mines-editor-page-phone-dark');
  await context.close();
  // Back to the game: the game as it was, its permalink again.
  await page.click('#end-edit');
  const back = await onElement(page, 'gg-mines', (el) => ({ editing: el.editing, replay: el.replay(), state: el.state }));
  assert.deepEqual(back, { editing: false, replay: game.replay, state: 'playing' });
  assert.match(await page.evaluate(() => location.search), /seed=ed-page/);
  // A small position with every mine flagged: played as a new game.
  await onElement(page, 'gg-mines', (el) => el.editPosition({ rows: 4, cols: 5, mines: 2,
    board: ['F1###', '11###', '#####', '###1F'] }));
  await page.waitForFunction(() => /position=P4x5m2\./.test(location.search));
  assert.equal(await page.locator('#play-position').isDisabled(), false);
  await page.click('#play-position');
  const played = await onElement(page, 'gg-mines', (el) => ({ editing: el.editing, state: el.state, board: el.board(),
    layout: el.replay().split('\n').slice(0, 5), source: el.params.source }));
  assert.equal(played.editing, false);
  assert.equal(played.state, 'playing');
  assert.equal(played.source, 'replay');
  assert.deepEqual(played.layout, ['4 5', '*....', '.....', '.....', '....*']);
  assert.deepEqual(played.board.slice(0, 2), ['#1###', '11###']);
  assert.match(await page.locator('#status').textContent(), /new game: play on/);
  await page.close();
});

/** An .mbf file: width, height, mines (high byte first), then column, row a mine. */
function mbf(rows, cols, cells) {
  const bytes = [cols, rows, cells.length >> 8, cells.length & 255];
  for (const [r, c] of cells) bytes.push(c, r);
  return Buffer.from(bytes);
}

test('board files: an .mbf opened as a new game, a bad one refused with the game kept, a replay as before, the layout saved as .mbf', async () => {
  const page = await browser.s.open('mines.html?rows=9&cols=9&mines=10&seed=ed-files&start=safe');
  const first = await onElement(page, 'gg-mines', (el) => {
    el.play('Sweep 5 5');
    return el.replay();
  });
  const file = mbf(3, 4, [[0, 0], [1, 2], [2, 3]]);
  await page.setInputFiles('#import', { name: 'three.mbf', mimeType: 'application/octet-stream', buffer: file });
  await page.waitForFunction(() => document.querySelector('gg-mines').params.rows === 3);
  const opened = await onElement(page, 'gg-mines', (el) => ({ params: el.params, layout: el.replay().split('\n').slice(0, 4), state: el.state }));
  assert.deepEqual(opened.layout, ['3 4', '*...', '..*.', '...*']);
  assert.equal(opened.params.mines, 3);
  assert.equal(opened.state, 'ready');
  assert.match(await page.locator('#status').textContent(), /three\.mbf opened: a new game on its 3 × 4 layout with 3 mines/);
  // Saved again as .mbf: the same bytes.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-mbf')]);
  const fs = await import('node:fs');
  const saved = fs.readFileSync(await download.path());
  assert.deepEqual([...saved], [...file]);
  // A bad .mbf: the engine's sentence, the game kept.
  const kept = await onElement(page, 'gg-mines', (el) => el.replay());
  await page.setInputFiles('#import', { name: 'bad.mbf', mimeType: 'application/octet-stream', buffer: Buffer.from([4, 3, 0, 5, 0]) });
  await page.waitForFunction(() => document.getElementById('status').className.includes('error'));
  assert.match(await page.locator('#status').textContent(),
    /^Opening bad\.mbf: the \.mbf file is cut short: 5 mines take 14 bytes, it has 5 \(the mine count may be wrong\)\. The current game is kept\.$/);
  assert.equal(await onElement(page, 'gg-mines', (el) => el.replay()), kept);
  // A replay goes on as before.
  await page.setInputFiles('#import', { name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(first) });
  await page.waitForFunction(() => /Replay game\.txt loaded/.test(document.getElementById('status').textContent));
  assert.equal(await onElement(page, 'gg-mines', (el) => el.replay()), first);
  // A layout code in a text file.
  await page.setInputFiles('#import', { name: 'code.txt', mimeType: 'text/plain', buffer: Buffer.from('L3x4m3.gh\n') });
  await page.waitForFunction(() => document.querySelector('gg-mines').params.rows === 3);
  assert.deepEqual(await onElement(page, 'gg-mines', (el) => el.replay().split('\n').slice(0, 4)), ['3 4', '*...', '..*.', '...*']);
  await page.close();
});

test('a first visit fetches neither the editor nor the analysis module; the first Analyse does', async () => {
  const { context, page, fetched } = await recordedVisit(browser.s, 'mines.html');
  await page.waitForTimeout(300);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(!fetched.some((f) => /analysis/.test(f)), fetched.join(' '));
  const seen = fetched.length;
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelector('gg-mines').position);
  const later = fetched.slice(seen);
  assert.ok(later.includes('/gg-mines-analysis.wasm'), later.join(' '));
  assert.ok(later.some((f) => /\.js$/.test(f)), 'the editor came as a module of its own');
  assert.ok(scripts.length > 0);
  await context.close();
});
