// mines_page.test.mjs — the Minesweeper page played by hand in each engine
// (tests/browser/engines.mjs): the mouse sweeps, chords and flags, the
// keyboard moves, sweeps and flags, Hint and the odds overlay by their
// buttons, the review after a game, the analyser with an edit and its
// odds, and a 1000 x 1000 first click played in the engine's worker; all
// under the page's own Content-Security-Policy with no violation (the
// probe counts them with every other problem).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, useSite, waitGame, partCenter, nodeCenter, clickAt } from '../engines.mjs';
import { playOutByHints } from '../inpage.mjs';

const site = await useSite();

/** The element's look: state, board rows, and what its live region says. */
const look = (page) => page.evaluate(() => {
  const el = document.querySelector('gg-mines');
  return { state: el.state, board: el.board(), said: el.shadowRoot.querySelector('.sr').textContent };
});
const cellAt = (page, r, c) => page.evaluate(([rr, cc]) => document.querySelector('gg-mines').cellCenter(rr, cc), [r, c]);
/** The mine layout ('*' and '.' rows) of the game, once laid. */
const layout = (page) => page.evaluate(() => {
  const lines = document.querySelector('gg-mines').replay().split('\n');
  return lines.slice(1, 1 + Number(lines[0].split(' ')[0]));
});
const around = (r, c, rows, cols) => {
  const out = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr || dc) && r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < cols) out.push([r + dr, c + dc]);
    }
  }
  return out;
};

/** Move the keyboard cursor from `from` to `to` with the arrow keys. */
async function arrowsTo(page, from, to) {
  for (let k = from[0]; k < to[0]; k++) await page.keyboard.press('ArrowDown');
  for (let k = from[0]; k > to[0]; k--) await page.keyboard.press('ArrowUp');
  for (let k = from[1]; k < to[1]; k++) await page.keyboard.press('ArrowRight');
  for (let k = from[1]; k > to[1]; k--) await page.keyboard.press('ArrowLeft');
}

test('mouse and keyboard: sweep, flag by F, chord, Hint and Odds; the review after the game', async () => {
  const page = await site.open('mines.html?rows=9&cols=9&mines=10&seed=engines-1&start=opening');
  await waitGame(page);
  await page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    window.__moves = [];
    el.addEventListener('gg-move', (e) => window.__moves.push(e.detail.move));
  });
  // A left click at the centre: the first sweep opens an area.
  await clickAt(page, cellAt(page, 4, 4));
  let seen = await look(page);
  assert.equal(seen.state, 'playing');
  assert.ok(seen.board.join('').replace(/#/g, '').length > 1, 'an opening');
  const lay = await layout(page);
  // The click gave the board the keyboard's focus, the cursor on (4, 4).
  assert.equal(await page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    return el.shadowRoot.activeElement === el.shadowRoot.querySelector('.scroller');
  }), true, 'the board has the focus after a click');

  // The keyboard: to the nearest hidden safe cell, Space sweeps it.
  const hidden = (b, want) => {
    let best = null;
    b.forEach((row, r) => [...row].forEach((ch, c) => {
      const d = Math.abs(r - 4) + Math.abs(c - 4);
      if (ch === '#' && lay[r][c] === want && (!best || d < best.d)) best = { r, c, d };
    }));
    return best;
  };
  const safe = hidden(seen.board, '.');
  await arrowsTo(page, [4, 4], [safe.r, safe.c]);
  await page.keyboard.press(' ');
  seen = await look(page);
  assert.match(seen.board[safe.r][safe.c], /[0-8]/, `Space swept (${safe.r}, ${safe.c})`);

  // A number with a hidden safe neighbour: its mines flagged by F, then a
  // left click on it chords.
  let target = null;
  for (let r = 0; r < 9 && !target; r++) {
    for (let c = 0; c < 9 && !target; c++) {
      const ch = seen.board[r][c];
      if (!/[1-8]/.test(ch)) continue;
      const near = around(r, c, 9, 9);
      if (near.some(([rr, cc]) => seen.board[rr][cc] === '#' && lay[rr][cc] === '.')) target = { r, c, mines: near.filter(([rr, cc]) => lay[rr][cc] === '*') };
    }
  }
  assert.ok(target, 'a number to chord');
  let cursor = [safe.r, safe.c];
  for (const [r, c] of target.mines) {
    await arrowsTo(page, cursor, [r, c]);
    cursor = [r, c];
    await page.keyboard.press('f');
  }
  seen = await look(page);
  for (const [r, c] of target.mines) assert.equal(seen.board[r][c], 'F', `F flagged (${r}, ${c})`);
  assert.match(seen.said, /^Flag placed on row \d+, column \d+\./);
  await clickAt(page, cellAt(page, target.r, target.c));
  const moves = await page.evaluate(() => window.__moves);
  assert.equal(moves[moves.length - 1], `DSweep ${target.r + 1} ${target.c + 1}`);
  seen = await look(page);
  assert.equal(seen.state, 'playing');

  // Hint, by its button: the solver's wasm comes now; the advice is shown.
  await clickAt(page, partCenter(page, 'gg-mines', '.hint'));
  const advice = await page.waitFor(() => {
    const t = document.querySelector('gg-mines').shadowRoot.querySelector('.advice').textContent;
    return t && t !== 'Thinking…' && t;
  }, null, { what: 'the hint is shown' });
  assert.match(advice, /safe|guess|mine/i);
  // Odds, by its button: pressed, and the overlay drawn.
  await clickAt(page, partCenter(page, 'gg-mines', '.odds'));
  assert.deepEqual(await page.waitFor(() => {
    const el = document.querySelector('gg-mines');
    return el.showOdds && [el.showOdds, el.shadowRoot.querySelector('.odds').getAttribute('aria-pressed')];
  }), [true, 'true']);
  await page.screenshot('mines-hint-odds');

  // The rest of the game by the hints, then Review by its button.
  const end = await page.evaluate(playOutByHints);
  assert.match(end, /^(won|lost)$/);
  await page.waitFor(() => !document.getElementById('review').disabled, null, { what: 'Review is enabled' });
  await clickAt(page, nodeCenter(page, '#review'));
  const review = await page.waitFor(() => {
    const items = document.querySelectorAll('#review-list li');
    return items.length && { items: items.length, sum: document.getElementById('review-sum').textContent };
  }, null, { what: 'the review is listed' });
  assert.ok(review.items >= 3, 'a line a move');
  assert.match(review.sum, /\d/);
  // A move of the review, by the mouse: the board as it was before it.
  await clickAt(page, nodeCenter(page, '#review-list li:nth-child(2) button'));
  await page.waitFor(() => document.querySelector('#review-list li:nth-child(2) button').hasAttribute('aria-current'));
  await page.screenshot('mines-review');
});

test('the analyser: the position edited by a click, its odds worked out again', async () => {
  const page = await site.open('mines.html?rows=9&cols=9&mines=10&seed=engines-2&start=opening');
  await waitGame(page);
  await clickAt(page, cellAt(page, 4, 4));
  await page.waitFor(() => document.querySelector('gg-mines').state === 'playing');
  await clickAt(page, nodeCenter(page, '#analyse'));
  const first = await page.waitFor(() => {
    const el = document.querySelector('gg-mines');
    return el.editing && el.analysis && { hidden: el.analysis.hidden, odds: el.analysis.odds.length, board: el.position.board };
  }, null, { what: 'the analyser is open with its analysis' });
  assert.equal(first.odds, 81);
  // A hidden cell away from the opening (so that the position stays
  // possible), revealed by a click: the engine analyses the new position,
  // one hidden cell fewer.
  let at = null;
  first.board.forEach((row, r) => [...row].forEach((ch, c) => {
    if (!at && ch === '#' && around(r, c, 9, 9).every(([rr, cc]) => first.board[rr][cc] === '#')) at = [r, c];
  }));
  await clickAt(page, cellAt(page, ...at));
  const after = await page.waitFor((h) => {
    const el = document.querySelector('gg-mines');
    const a = el.analysis;
    return a && a.hidden === h - 1 && { error: a.error, text: el.shadowRoot.querySelector('.analysis').textContent };
  }, first.hidden, { what: 'the edit is analysed' });
  assert.equal(after.error, null);
  assert.ok(after.text.length > 10, 'the analysis is said');
  await page.screenshot('mines-analyser');
});

test('a right click flags', async () => {
  // A page of its own: in WebKit the right button stays pressed after a
  // right click (engines.mjs), so nothing clicks left after it.
  const page = await site.open('mines.html?rows=9&cols=9&mines=10&seed=engines-3&start=opening');
  await waitGame(page);
  await clickAt(page, cellAt(page, 4, 4));
  const board = (await look(page)).board;
  let at = null;
  board.forEach((row, r) => [...row].forEach((ch, c) => { if (!at && ch === '#') at = [r, c]; }));
  await clickAt(page, cellAt(page, ...at), 'right');
  const seen = await look(page);
  assert.equal(seen.board[at[0]][at[1]], 'F');
  assert.equal(await page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.counter').textContent), '009');
});

test('1000 x 1000: the first click floods in the engine\'s worker', async () => {
  const page = await site.open('mines.html?rows=1000&cols=1000&mines=50000&seed=engines-big&start=opening');
  await waitGame(page);
  await page.evaluate(() => { document.querySelector('gg-mines').lastTiming = null; });
  await clickAt(page, cellAt(page, 500, 500));
  const t = await page.waitFor(() => {
    const el = document.querySelector('gg-mines');
    return el.lastTiming && { state: el.state, away: el.lastTiming.away, cells: el.lastTiming.cells, failed: el.lastTiming.awayFailed || '' };
  }, null, { timeout: 60000, what: 'the first click is shown' });
  assert.deepEqual([t.state, t.away, t.failed], ['playing', true, ''], `${ENGINE}: played in the worker`);
  assert.ok(t.cells > 1000, `${t.cells} cells swept`);
  await page.screenshot('mines-1000');
});
