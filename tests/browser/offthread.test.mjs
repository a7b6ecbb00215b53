// offthread.test.mjs — the engine's long work off the main thread
// (web/src/offthread.js): on a big board a first click, or a sweep onto a
// 0, is played in the worker and the game takes its position, the same
// position play() makes here; calls made while such a move is out see it
// (it is finished here first), input made meanwhile is played after it in
// order; the Hint, the odds overlay and Play safe on a big board come from
// the worker and agree with hint() and playSafeMoves(); the review comes
// from the worker; and where there is no Worker at all, all of it still
// works on the main thread (the review as the worker gave it). Snakes & Ladders: the win
// chances after each roll on a big board come from the worker (gg-chances)
// as they are worked out at once, and a board made to a length
// (newGameAsync) is the one newGame() makes. How long input waits is the
// bench's (tests/browser/bench_page.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, onElement, timedClick } from './harness.mjs';

const browser = useBrowser('embed.html');
const inPage = (fn, ...args) => onElement(browser.page, 'gg-mines', fn, ...args);
const BIG = { rows: 1000, cols: 1000, mines: 50000, seed: 'off-big', start: 'opening' };

/** The same game played by play() on the main thread: its replay. */
const playedHere = (page, game, lines) => onElement(page, 'gg-mines', (el, g, ls) => {
  el.newGame(g);
  for (const l of ls) el.play(l);
  return el.replay();
}, game, lines);

test('a 1000 x 1000 first click is played in the worker, with the position play() makes here', async () => {
  const page = browser.page;
  await inPage((el, g) => el.newGame(g), BIG);
  const t = await timedClick(page, 500, 500);
  assert.equal(t.away, true, 'the move went to the worker');
  assert.ok(t.cells > 100000, `it flooded ${t.cells} cells`);
  const away = await inPage((el) => ({ state: el.state, replay: el.replay(), steps: el.replay().split('\n').length }));
  assert.equal(away.state, 'playing');
  assert.equal(away.replay, await playedHere(page, BIG, ['Sweep 501 501']));
});

test('the first click of a guess-free game goes to the worker whatever the size, with the layout play() makes', async () => {
  const game = { rows: 16, cols: 30, mines: 99, seed: 'off-noguess', start: 'noguess' };
  await inPage((el, g) => { el.newGame(g); el.lastTiming = null; }, game);
  const t = await timedClick(browser.page, 8, 15);
  assert.equal(t.away, true);
  assert.equal(await inPage((el) => el.replay()), await playedHere(browser.page, game, ['Sweep 9 16']));
});

test('input made while a move is out follows it in order; a call made meanwhile finishes both first', async () => {
  // A cell the first click leaves hidden, from the same game played here.
  const hidden = await inPage((el, g) => {
    el.newGame(g);
    el.play('Sweep 501 501');
    const b = el.board();
    for (let r = 0; r < b.length; r++) if (b[r].indexOf('#') >= 0) return { r, c: b[r].indexOf('#') };
    return null;
  }, BIG);
  assert.ok(hidden);
  const flag = `Flag ${hidden.r + 1} ${hidden.c + 1}`;
  const run = (look) => inPage((el, g, h, lookAtOnce) => new Promise((resolve) => {
    el.newGame(g);
    const sc = el.shadowRoot.querySelector('.scroller');
    const click = (r, c, button) => {
      const { x, y } = el.cellCenter(r, c);
      for (const type of ['mousedown', 'mouseup']) {
        sc.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, button, buttons: type === 'mousedown' ? (button ? 2 : 1) : 0,
          bubbles: true, composed: true }));
      }
    };
    const moves = [];
    el.addEventListener('gg-move', (e) => moves.push([e.detail.move, el.lastTiming.away]));
    // In one task: a click that goes out to the worker, then a right click.
    click(500, 500, 0);
    click(h.r, h.c, 2);
    const seenAtOnce = moves.length;
    const atOnce = lookAtOnce ? el.replay() : null; // a call: both moves are played first
    // Then wait for both moves, and a while for a late answer from the worker.
    const t0 = performance.now();
    const poll = () => (moves.length >= 2 || performance.now() - t0 > 60000 ?
      setTimeout(() => resolve({ seenAtOnce, atOnce, moves, replay: el.replay() }), 1000) : setTimeout(poll, 50));
    poll();
  }), BIG, hidden, look);

  const waited = await run(false);
  assert.equal(waited.seenAtOnce, 0, 'the click went out: nothing was played in its task');
  assert.deepEqual(waited.moves, [['Sweep 501 501', true], [flag, false]], 'the sweep, from the worker, then the flag');
  const looked = await run(true);
  assert.deepEqual(looked.moves, [['Sweep 501 501', false], [flag, false]], 'both played here, in order, once');
  assert.equal(looked.atOnce, looked.replay, 'the worker\'s late answer changed nothing');
  assert.equal(looked.replay, waited.replay);
  assert.equal(waited.replay, await playedHere(browser.page, BIG, ['Sweep 501 501', flag]));
});

test('on a big board the Hint, the odds and Play safe come from the worker and agree with the methods', async () => {
  const game = { rows: 100, cols: 100, mines: 1600, seed: 'off-hint', start: 'opening' };
  const r = await inPage(async (el, g) => {
    el.newGame(g);
    el.play('Sweep 50 50');
    const advice = el.shadowRoot.querySelector('.advice');
    el.shadowRoot.querySelector('.hint').click();
    const atOnce = advice.textContent;
    const wait = (f) => new Promise((resolve) => {
      const t0 = performance.now();
      const poll = () => (f() || performance.now() - t0 > 60000 ? resolve(f()) : setTimeout(poll, 50));
      poll();
    });
    await wait(() => advice.textContent !== atOnce);
    const shown = advice.textContent;
    const sync = await el.hint();
    // Play safe by the method on the game as it stands, then by the button
    // from the same position: its rounds, a frame apart, end in the same game.
    const before = el.replay();
    await el.playSafeMoves();
    const byMethod = el.replay();
    el.loadReplay(before);
    el.shadowRoot.querySelector('.safe-moves').click();
    await wait(() => el.replay() === byMethod);
    return { atOnce, shown, sync, byButton: el.replay(), byMethod, played: byMethod !== before };
  }, game);
  assert.equal(r.atOnce, 'Thinking…', 'the page did not wait for the solver');
  assert.ok(r.shown.includes(`row ${r.sync.row + 1}, column ${r.sync.col + 1}`), `${r.shown} / ${JSON.stringify(r.sync)}`);
  assert.ok(r.played, 'there were safe moves to play');
  assert.equal(r.byButton, r.byMethod, 'Play safe from the button plays what playSafeMoves() plays');

  // The overlay: a hidden cell's pixels change once the worker's odds come.
  const px = await inPage(async (el, g) => {
    el.newGame(g);
    el.play('Sweep 50 50');
    const canvas = el.shadowRoot.querySelector('canvas');
    const b = el.board();
    let cell = null;
    for (let r = 40; r < 60 && !cell; r++) for (let c = 40; c < 60 && !cell; c++) if (b[r][c] === '#') cell = { r, c };
    const center = el.cellCenter(cell.r, cell.c), box = canvas.getBoundingClientRect();
    // One read of a copy each time (reading the board's own canvas again
    // and again makes Chromium warn).
    const at = () => {
      const copy = document.createElement('canvas');
      copy.width = copy.height = 1;
      const ctx = copy.getContext('2d');
      ctx.drawImage(canvas, Math.round((center.x - box.left) * canvas.width / box.width),
        Math.round((center.y - box.top) * canvas.height / box.height), 1, 1, 0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data);
    };
    const plain = at();
    el.showOdds = true;
    const t0 = performance.now();
    while (String(at()) === String(plain) && performance.now() - t0 < 60000) await new Promise((resolve) => setTimeout(resolve, 50));
    return { plain, tinted: at() };
  }, game);
  assert.notDeepEqual(px.tinted, px.plain, 'the odds were drawn');
});

test('busy: true from the click that sends a move to the worker until it is shown; a read meanwhile finishes it here', async () => {
  const page = browser.page;
  /** A new big game and its first click; on the document's mouseup (after
   * the element's own handler, in the same task) busy is read, and with
   * readAtOnce the game's state too. */
  const click = async (readAtOnce) => {
    const at = await inPage((el, g, read) => {
      el.newGame(g);
      window.__busy = [];
      window.addEventListener('mouseup', () => {
        window.__busy.push(el.busy);
        if (read) window.__busy.push(el.state, el.busy, el.lastTiming.away);
      }, { once: true });
      el.addEventListener('gg-move', () => window.__busy.push(el.busy), { once: true });
      return el.cellCenter(500, 500);
    }, BIG, readAtOnce);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => window.__busy.length >= 2);
    return inPage((el) => ({ busy: window.__busy, away: el.lastTiming.away, now: el.busy }));
  };
  assert.deepEqual(await click(false), { busy: [true, false], away: true, now: false });
  // Read at once: the move is finished here (gg-move's busy comes first: it is sent while state is read).
  assert.deepEqual(await click(true), { busy: [true, false, 'playing', false, false], away: false, now: false });
});

/** A game's replay and its review, worked out in the worker; the test
 * with no Worker works it out again on the main thread. */
let reviewed = null;

test('review() comes from the worker', async () => {
  reviewed = await inPage(async (el) => {
    el.newGame({ rows: 16, cols: 30, mines: 99, seed: 'off-review', start: 'opening' });
    el.play('Sweep 8 15');
    for (let k = 0; k < 40 && el.state === 'playing'; k++) {
      const h = await el.hint();
      el.play(`Sweep ${h.row + 1} ${h.col + 1}`);
    }
    const review = await el.review();
    delete review.summary.seconds, delete review.summary.bbbvPerSecond; // the clock runs
    return { replay: el.replay(), review };
  });
  assert.ok(reviewed.review.moves.length > 5);
});

test('with no Worker at all, the same work is done on the main thread', async () => {
  const context = await browser.s.browser.newContext();
  await context.addInitScript(() => { delete window.Worker; });
  const page = await browser.s.open('embed.html', { context });
  await onElement(page, 'gg-mines', (el, g) => el.newGame(g), BIG);
  const t = await timedClick(page, 500, 500);
  assert.ok(t.cells > 100000);
  const replay = await onElement(page, 'gg-mines', (el) => el.replay());
  assert.equal(replay, await playedHere(page, BIG, ['Sweep 501 501']));
  // The solver's wasm, a hint and the review, all on this thread.
  const here = await onElement(page, 'gg-mines', async (el, replay) => {
    el.loadReplay(replay, { start: 'opening' });
    const review = await el.review();
    delete review.summary.seconds, delete review.summary.bbbvPerSecond;
    return { review, hint: await el.hint() };
  }, reviewed.replay);
  assert.deepEqual(here.review, reviewed.review, 'the review worked out here is the one from the worker');
  assert.match(here.hint.kind, /^(safe|guess|none)$/);
  await context.close();
});

test('snakes: on a big board the win chances come from the worker after each roll, as worked out at once', async () => {
  const page = await browser.s.open('snakes.html?board=random&n=20&seed=3&players=4', { selector: 'gg-snakes' });
  const r = await onElement(page, 'gg-snakes', async (el) => {
    const next = () => new Promise((resolve) => el.addEventListener('gg-chances', (e) => resolve(e.detail), { once: true }));
    const game = { board: 'random', n: 20, seed: '3', players: 4 };
    const told = [];
    for (const v of [3, 5, 6, 2, 4]) {
      const coming = next();
      el.roll(v);
      told.push(await coming);
    }
    // The same rolls again, each time read at once (worked out here).
    el.newGame(game);
    const here = [];
    for (const v of [3, 5, 6, 2, 4]) {
      el.roll(v);
      here.push({ winChances: el.winChances, nobodyChance: el.nobodyChance, error: el.chancesError });
    }
    return { told, here };
  });
  assert.equal(r.told.length, 5);
  assert.deepEqual(r.told, r.here);
  await page.close();
});

test('snakes: newGameAsync() makes the board newGame() makes; a length out of reach is refused, the board kept', async () => {
  const page = await browser.s.open('snakes.html?board=classic&players=2', { selector: 'gg-snakes' });
  const r = await onElement(page, 'gg-snakes', async (el) => {
    const design = { board: 'design', n: 10, expected: 30, seed: 'off-design', players: 2 };
    await el.newGameAsync(design);
    const away = { code: el.code, params: el.params, expected: el.expectedRolls };
    el.newGame(design);
    const here = { code: el.code, params: el.params, expected: el.expectedRolls };
    let refused = '';
    try {
      await el.newGameAsync({ board: 'design', n: 4, expected: 5000, seed: 'x' });
    } catch (err) {
      refused = err.message;
    }
    return { away, here, refused, kept: el.code === here.code };
  });
  assert.deepEqual(r.away, r.here);
  assert.ok(Math.abs(r.here.expected - 30) <= 0.5, `designed for 30, got ${r.here.expected}`);
  assert.match(r.refused, /./);
  assert.equal(r.kept, true);
  await page.close();
});
