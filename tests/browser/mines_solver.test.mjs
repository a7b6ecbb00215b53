// mines_solver.test.mjs — the solver in the page: the Hint
// button's advice is right (a hinted safe cell is safe; after "play the
// safe moves" only a guess is left, or the game is won), a guess-free
// Expert board is won by the safe moves alone, a 50/50 that must be
// guessed some time is hinted first, the odds overlay draws and
// toggles, hint and overlay give the same advice call after call (their
// speed is benchmarked: tests/browser/bench_page.mjs), and the
// keys H, O and P do the same as the buttons. The solver's wasm is not
// fetched on a first visit but with the first hint; where it cannot be
// had, the hint says why and the game is kept, and a later hint tries
// again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, onElement, screenshot, recordedVisit } from './harness.mjs';

const browser = useBrowser('embed.html');

/** Run fn(el, ...args) in the page. */
const inPage = (fn, ...args) => onElement(browser.page, 'gg-mines', fn, ...args);

test('before the first click the hint is the centre, and it is safe', async () => {
  const r = await inPage(async (el) => {
    el.newGame({ rows: 16, cols: 30, mines: 99, seed: 'hint-1', start: 'safe' });
    const h = await el.hint();
    el.play(`Sweep ${h.row + 1} ${h.col + 1}`);
    return { h, state: el.state };
  });
  assert.equal(r.h.kind, 'safe');
  assert.deepEqual([r.h.row, r.h.col], [8, 15]);
  assert.equal(r.state, 'playing');
});

test('every hinted safe cell is safe, and after the safe moves only a guess is left', async () => {
  for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
    const r = await inPage(async (el, sd) => {
      el.newGame({ rows: 16, cols: 30, mines: 99, seed: sd, start: 'opening' });
      el.play('Sweep 8 15');
      let hinted = 0;
      for (let k = 0; k < 30 && el.state === 'playing'; k++) {
        const h = await el.hint();
        if (h.kind !== 'safe') break;
        el.play(`Sweep ${h.row + 1} ${h.col + 1}`);
        hinted++;
      }
      const lostOnHint = el.state === 'lost';
      const played = el.state === 'playing' ? await el.playSafeMoves() : 0;
      const after = el.state === 'playing' ? await el.hint() : null;
      return { hinted, lostOnHint, played, state: el.state, after };
    }, seed);
    assert.equal(r.lostOnHint, false, `seed ${seed}: a hinted safe cell held a mine`);
    assert.notEqual(r.state, 'lost', `seed ${seed}: a safe move lost the game`);
    if (r.state === 'playing') {
      assert.equal(r.after.kind, 'guess', `seed ${seed}: a safe move was left after playSafeMoves`);
      assert.ok(r.after.probability > 0 && r.after.probability < 1);
    }
  }
});

test('a 50/50 no number can settle is hinted before safer-looking cells', async () => {
  // 2 x 10, three mines: the pairs in columns 1 and 5 each hold one that
  // no number will ever place; the ten cells on the right hold the third
  // (10% each). The lowest-odds guess would be one of those; the hint
  // takes the pair that must be guessed anyway.
  const r = await inPage(async (el) => {
    el.loadLeetCode('board = [["M","1","B","1","E","E","E","E","E","E"],["E","1","B","1","M","E","E","E","E","M"]]');
    const h = await el.hint();
    const advice = el.shadowRoot.querySelector('.advice').textContent;
    return { h, advice, state: el.state };
  });
  assert.equal(r.state, 'playing');
  assert.equal(r.h.kind, 'guess');
  assert.equal(r.h.forced, true);
  assert.deepEqual([r.h.row, r.h.col, r.h.probability], [0, 0, 0.5]);
  assert.equal(r.advice, 'No safe cell. Guess row 1, column 1 now: half of a 50/50 no number will ever settle');
});

test('a guess-free Expert board is won by the safe moves alone', async () => {
  for (const seed of ['ng-1', 'ng-2', 'ng-3']) {
    const r = await inPage(async (el, sd) => {
      el.newGame({ rows: 16, cols: 30, mines: 99, seed: sd, start: 'noguess' });
      const played = await el.playSafeMoves();
      return { played, state: el.state };
    }, seed);
    assert.equal(r.state, 'won', `seed ${seed}`);
    assert.ok(r.played > 1);
  }
});

test('the odds overlay toggles from its button and key, and draws', async () => {
  await inPage(async (el) => {
    el.newGame({ rows: 16, cols: 30, mines: 99, seed: 'odds', start: 'safe' });
    el.play('Sweep 1 1');
    await el.playSafeMoves();
  });
  const pressed = () => browser.page.evaluate(() =>
    document.querySelector('gg-mines').shadowRoot.querySelector('.odds').getAttribute('aria-pressed'));
  assert.equal(await pressed(), 'false');
  await browser.page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.odds').click());
  assert.equal(await pressed(), 'true');
  assert.equal(await inPage((el) => el.showOdds), true);
  await screenshot(browser.page, 'mines-odds-overlay');
  await browser.page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.scroller').focus());
  await browser.page.keyboard.press('o');
  assert.equal(await pressed(), 'false');
  await browser.page.keyboard.press('h');
  // The advice comes from the solver's wasm, a promise later.
  await browser.page.waitForFunction(() =>
    /^(Safe|No safe cell|Nothing left)/.test(document.querySelector('gg-mines').shadowRoot.querySelector('.advice').textContent));
});

test('hint and overlay agree on Expert, call after call', async (t) => {
  // Their speed is measured by ./build.sh bench (tests/browser/bench_page.mjs),
  // not asserted here; this shows the repeated calls answer alike.
  const r = await inPage(async (el) => {
    const out = [];
    for (const sd of ['t1', 't2', 't3', 't4', 't5']) {
      el.newGame({ rows: 16, cols: 30, mines: 99, seed: sd, start: 'safe' });
      el.play('Sweep 1 1');
      await el.playSafeMoves();
      if (el.state !== 'playing') continue;
      el.showOdds = true;
      const hints = [];
      for (let k = 0; k < 4; k++) {
        const h = await el.hint();
        el.showOdds = true; // redraws with a fresh analysis
        hints.push(`${h.kind} ${h.row} ${h.col} ${h.probability}`);
      }
      const board = el.board();
      const first = await el.hint();
      out.push({ hints, hidden: board[first.row][first.col], odds: el.showOdds });
      el.showOdds = false;
    }
    return out;
  });
  assert.ok(r.length > 0);
  for (const x of r) {
    assert.equal(new Set(x.hints).size, 1, `the same advice each time: ${x.hints.join(' | ')}`);
    assert.match(x.hints[0], /^guess /);
    assert.equal(x.hidden, '#', 'the guess is a hidden cell');
    assert.equal(x.odds, true);
  }
  t.diagnostic(`${r.length} positions, advice: ${r.map((x) => x.hints[0]).join('; ')}`);
});

test('a first visit fetches no solver; the first hint does', async () => {
  const { context, page, fetched } = await recordedVisit(browser.s, 'mines.html?rows=9&cols=9&mines=10&seed=lazy-solver&start=opening');
  await onElement(page, 'gg-mines', (el) => el.play('Sweep 5 5'));
  await page.waitForTimeout(300);
  assert.deepEqual(fetched.filter((f) => f.endsWith('.wasm')), ['/gg-mines.wasm'], fetched.join(' '));
  const seen = fetched.length;
  const hint = await onElement(page, 'gg-mines', (el) => el.hint());
  assert.deepEqual(fetched.slice(seen).filter((f) => f.endsWith('.wasm')), ['/gg-mines-solver.wasm']);
  assert.match(hint.kind, /^(safe|guess)$/);
  await context.close();
});

test('the solver\'s wasm not to be had: the hint says why, the game is kept, a later hint tries again', async () => {
  const context = await browser.s.browser.newContext({ serviceWorkers: 'block' });
  let refuse = true;
  await context.route('**/gg-mines-solver.wasm', (route) => (refuse ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
  const page = await context.newPage();
  await page.goto(browser.s.url + 'embed.html');
  await page.waitForFunction(() => document.querySelector('gg-mines').params);
  const r = await onElement(page, 'gg-mines', async (el) => {
    el.newGame({ rows: 9, cols: 9, mines: 10, seed: 'no-solver', start: 'opening' });
    el.play('Sweep 5 5');
    const board = el.board().join('/');
    let thrown = '';
    try {
      await el.hint();
    } catch (err) {
      thrown = err.message;
    }
    el.shadowRoot.querySelector('.hint').click();
    const message = el.shadowRoot.querySelector('.message');
    for (let k = 0; k < 100 && message.hidden; k++) await new Promise((resolve) => setTimeout(resolve, 20));
    return { thrown, shown: message.hidden ? '' : message.textContent, kept: el.board().join('/') === board, state: el.state };
  });
  assert.match(r.thrown, /gg-mines-solver\.wasm could not be fetched: HTTP 404/);
  assert.equal(r.shown, r.thrown, 'the Hint button shows the same sentence');
  assert.deepEqual([r.kept, r.state], [true, 'playing']);
  refuse = false;
  const hint = await onElement(page, 'gg-mines', (el) => el.hint());
  assert.match(hint.kind, /^(safe|guess)$/);
  await context.close();
});
