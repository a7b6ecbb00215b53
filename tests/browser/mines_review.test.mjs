// mines_review.test.mjs — the game review in the element and the page:
// review() gives the figures `gridgames review --json` prints for the same
// replay (seeded games with safe moves, guesses, a wrong flag and a loss);
// reviewMove() shows the board as it was before a move and gives the game
// back; input plays nothing meanwhile; the page's Review button opens the
// move list after a game ends, arrow keys step through it, the board
// follows, and closing it shows the game again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { useBrowser, onElement, screenshot, NATIVE_CLI } from './harness.mjs';

const browser = useBrowser('embed.html');

const inPage = (fn, ...args) => onElement(browser.page, 'gg-mines', fn, ...args);

/** In the page: a seeded game played by a careless player: the safe
 * moves, a wrong flag put on a safe cell and taken off, then, whenever
 * stuck, the first hidden cell in reading order (rarely the best guess),
 * until the game ends. Returns the replay, the review and the end state. */
async function playCareless(el, params) {
  el.newGame(params);
  const first = await el.hint();
  el.play(`Sweep ${first.row + 1} ${first.col + 1}`);
  let flagged = false;
  for (let turn = 0; turn < 400 && el.state === 'playing'; turn++) {
    const h = await el.hint();
    if (h.kind === 'safe' && !flagged) {
      flagged = true;
      el.play(`Flag ${h.row + 1} ${h.col + 1}`);
      el.play(`Flag ${h.row + 1} ${h.col + 1}`);
    }
    if (h.kind === 'safe') {
      el.play(`Sweep ${h.row + 1} ${h.col + 1}`);
      continue;
    }
    const board = el.board();
    let done = false;
    for (let r = 0; r < board.length && !done; r++) {
      const c = board[r].indexOf('#');
      if (c >= 0) {
        el.play(`Sweep ${r + 1} ${c + 1}`);
        done = true;
      }
    }
    if (!done) break;
  }
  return { replay: el.replay(), review: await el.review(), state: el.state };
}

/** `gridgames review --json` on a replay. */
function cliReview(replay, start) {
  const run = spawnSync(NATIVE_CLI, ['review', '--json', '--start', start], { input: replay, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

const near = (a, b, what) => assert.ok(Math.abs(a - b) <= 5e-7, `${what}: ${a} in the browser.page, ${b} from the CLI`);

test('review() gives the figures gridgames review --json prints, move by move', async () => {
  const seen = new Set();
  for (const [seed, start, rows, cols, mines] of [['rv-1', 'safe', 9, 9, 10], ['rv-2', 'opening', 16, 16, 40],
    ['rv-3', 'safe', 16, 30, 99], ['rv-4', 'noguess', 16, 16, 40], ['rv-5', 'safe', 8, 8, 12]]) {
    const game = await inPage(playCareless, { rows, cols, mines, seed, start });
    const cli = cliReview(game.replay, start);
    const { moves, summary } = game.review;
    assert.equal(moves.length, cli.moves.length, seed);
    moves.forEach((m, i) => {
      const c = cli.moves[i];
      const what = `${seed} move ${i + 1} (${c.move})`;
      assert.equal(m.move, c.move, what);
      assert.equal(m.step, c.step, what);
      assert.equal(m.line, c.line, what);
      assert.equal(m.verdict, c.verdict, what);
      if (c.p !== undefined) near(m.p, c.p, what); // unflag and no effect have none
      if (c.lowest !== undefined) near(m.lowest, c.lowest, what);
      if (c.better !== undefined) {
        assert.equal(`Sweep ${m.better.row + 1} ${m.better.col + 1}`, c.better, what);
        near(m.better.p, c.betterP, what);
      } else {
        assert.equal(m.better, null, what);
      }
      seen.add(m.verdict);
    });
    const t = cli.summary;
    assert.equal(summary.result, t.result, seed);
    assert.deepEqual(summary.verdicts, t.verdicts, seed);
    for (const k of ['moves', 'guesses', 'avoidable', 'exact', 'lookahead', 'bbbv', 'bbbvSolved', 'efficiency']) {
      assert.equal(summary[k], t[k], `${seed} summary ${k}`);
    }
    near(summary.luck, t.luck, `${seed} luck`);
    near(summary.best, t.best, `${seed} best`);
  }
  // The careless player makes every kind of move the test means to compare.
  for (const v of ['start', 'safe', 'wrong flag', 'unflag']) assert.ok(seen.has(v), `no ${v} move in the games`);
  assert.ok(seen.has('risky guess') || seen.has('blunder'), 'no mistake among the guesses');
});

test('reviewMove shows the board before a move, plays nothing, and gives the game back', async () => {
  const r = await inPage(async (el) => {
    el.newGame({ rows: 9, cols: 9, mines: 10, seed: 'rv-show', start: 'safe' });
    let threw = '';
    try {
      await el.review();
    } catch (err) {
      threw = err.message;
    }
    el.play('Sweep 5 5');
    await el.playSafeMoves();
    const review = await el.review();
    const last = review.moves.length - 1;
    const m = review.moves[last];
    const final = el.board();
    el.reviewMove(last, review);
    return { threw, final, finalState: el.state, before: el.board(), m, moves: review.moves.length };
  });
  assert.match(r.threw, /first sweep/);
  assert.equal(r.before[r.m.row][r.m.col], '#');
  assert.notDeepEqual(r.before, r.final);
  // A click on a hidden cell of the reviewed board plays nothing.
  const hidden = r.before.findIndex((row) => row.includes('#'));
  const at = await inPage((el, row, col) => el.cellCenter(row, col), hidden, r.before[hidden].indexOf('#'));
  await browser.page.mouse.click(at.x, at.y);
  const after = await inPage(async (el) => ({ board: el.board(), steps: (await el.review()).moves.length }));
  assert.deepEqual(after.board, r.before);
  assert.equal(after.steps, r.moves);
  const r2 = await inPage(async (el) => {
    const review = await el.review();
    el.reviewMove(0, review);
    const atStart = el.board();
    let badIndex = '';
    try {
      await el.reviewMove(review.moves.length, review);
    } catch (err) {
      badIndex = err.message;
    }
    const still = el.board();
    el.reviewMove(-1);
    return { atStart, still, badIndex, back: el.board(), state: el.state };
  });
  assert.ok(r2.atStart.every((row) => /^#+$/.test(row)), 'before the first move every cell is hidden');
  assert.match(r2.badIndex, /no move/);
  assert.deepEqual(r2.still, r2.atStart, 'a bad index keeps the board shown');
  assert.deepEqual(r2.back, r.final);
  assert.equal(r2.state, r.finalState);
});

test('stepping forward, back and about shows the board before each move as loading its replay would', async () => {
  const r = await inPage(async (el, params) => {
    el.newGame(params);
    el.play('Sweep 8 15');
    for (let k = 0; k < 60 && el.state === 'playing'; k++) {
      const h = await el.hint();
      el.play(`${k % 5 === 4 && h.kind === 'guess' ? 'Flag' : 'Sweep'} ${h.row + 1} ${h.col + 1}`);
    }
    const review = await el.review(), n = review.moves.length;
    // Each board on its own (a review begun afresh), then forward one by
    // one, then in an order that jumps back and forth.
    const alone = [];
    for (let i = 0; i < n; i++) {
      el.reviewMove(-1);
      el.reviewMove(i, review);
      alone.push(el.board().join('/'));
    }
    el.reviewMove(-1);
    const forward = [];
    for (let i = 0; i < n; i++) {
      el.reviewMove(i, review);
      forward.push(el.board().join('/'));
    }
    const order = [n - 1, 2, 5, 3, 3, 8, 0, n - 2, 1].filter((i) => i >= 0 && i < n);
    const about = [];
    for (const i of order) {
      el.reviewMove(i, review); // given the review, shown at once
      about.push(el.board().join('/'));
    }
    el.reviewMove(-1);
    return { n, alone, forward, about, order };
  }, { rows: 16, cols: 30, mines: 99, seed: 'rv-steps', start: 'opening' });
  assert.ok(r.n > 10, `${r.n} moves`);
  assert.deepEqual(r.forward, r.alone);
  assert.deepEqual(r.about, r.order.map((i) => r.alone[i]));
});

test('a move while a board is reviewed goes to the game itself', async () => {
  const r = await inPage(async (el) => {
    el.newGame({ rows: 16, cols: 30, mines: 99, seed: 'rv-play', start: 'opening' });
    el.play('Sweep 8 15');
    const review = await el.review();
    el.reviewMove(0, review);
    const h = await el.hint(); // ends the review: advice on the game as it stands
    const before = el.board();
    el.play(h.kind === 'safe' ? `Sweep ${h.row + 1} ${h.col + 1}` : `Flag ${h.row + 1} ${h.col + 1}`);
    return { opened: before.join('').split('#').length < 16 * 30, moves: (await el.review()).moves.length };
  });
  assert.ok(r.opened, 'the hint and the move were on the game, not the reviewed board');
  assert.equal(r.moves, 2);
});

test('the page: Review after a loss, the move list, arrow keys, back to the game', async () => {
  const p = await browser.s.open('mines.html?rows=9&cols=9&mines=10&seed=rv-page&start=safe');
  assert.equal(await p.locator('#review').isDisabled(), true);
  const end = await onElement(p, 'gg-mines', playCareless, { rows: 9, cols: 9, mines: 10, seed: 'rv-page', start: 'safe' });
  assert.ok(end.state === 'lost' || end.state === 'won', end.state);
  await p.locator('#review').click();
  // The review is worked out in the worker: the list shows when it comes.
  await p.locator('#review-box').waitFor({ state: 'visible' });
  const items = p.locator('#review-list li');
  assert.equal(await items.count(), end.review.moves.length);
  assert.match(await p.locator('#review-sum').textContent(), new RegExp(`after ${end.review.moves.length} moves`));
  assert.equal(await p.locator('#review-list button[aria-current]').count(), 1);
  // A mistake is marked.
  const mistakes = end.review.moves.filter((m) => ['risky guess', 'blunder', 'wrong flag'].includes(m.verdict)).length;
  assert.equal(await p.locator('#review-list .mistake').count(), mistakes);
  assert.ok(mistakes > 0);
  await p.keyboard.press('ArrowDown');
  await p.keyboard.press('ArrowDown');
  assert.equal(await p.locator('#review-list li:nth-child(3) button').getAttribute('aria-current'), 'step');
  assert.match(await p.locator('#review-why').textContent(), /^Move 3, /);
  const board = await onElement(p, 'gg-mines', (el) => el.board());
  const third = end.review.moves[2];
  assert.equal(board[third.row][third.col], third.verdict === 'unflag' ? 'F' : '#', 'move 3\'s cell before it');
  // The last mistake, for the picture.
  const mistake = (m) => ['risky guess', 'blunder', 'wrong flag'].includes(m.verdict);
  const last = end.review.moves.map(mistake).lastIndexOf(true);
  await p.locator(`#review-list li:nth-child(${last + 1}) button`).click();
  await screenshot(p, 'mines-review', { fullPage: true });
  await p.keyboard.press('End');
  assert.equal(await p.locator(`#review-list li:nth-child(${end.review.moves.length}) button`).getAttribute('aria-current'), 'step');
  // The Hint ends the review in the element; the page closes its list.
  await onElement(p, 'gg-mines', (el) => el.shadowRoot.querySelector('.hint').click());
  assert.equal(await p.locator('#review-box').isHidden(), true);
  await p.locator('#review').click();
  await p.locator('#review-box').waitFor({ state: 'visible' });
  await p.locator('#review-close').click();
  assert.equal(await p.locator('#review-box').isHidden(), true);
  const back = await onElement(p, 'gg-mines', (el) => ({ state: el.state, lines: el.replay() }));
  assert.equal(back.state, end.state);
  assert.equal(back.lines, end.replay);
  // A new game closes the review and disables the button until it ends.
  await p.locator('#review').click();
  await p.locator('#new-game').click();
  assert.equal(await p.locator('#review-box').isHidden(), true);
  assert.equal(await p.locator('#review').isDisabled(), true);
  // A loaded replay can be reviewed at once, finished or not.
  await onElement(p, 'gg-mines', (el, text) => el.loadReplay(text), end.replay.replace(/\n[^\n]*\n$/, '\nQuit\n'));
  assert.equal(await p.locator('#review').isDisabled(), false);
  await p.locator('#review').click();
  await p.locator('#review-box').waitFor({ state: 'visible' });
  assert.equal(await items.count(), end.review.moves.length - 1);
  assert.match(await p.locator('#review-sum').textContent(), /^Gave up after/);
  await p.close();
});
