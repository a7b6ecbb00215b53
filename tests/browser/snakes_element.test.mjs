// snakes_element.test.mjs — <gg-snakes> through its API: a seeded
// three-player game rolled to the end with forced values, each move checked
// against LeetCode 909's numbering and the rules worked out here from the
// exported board; win chances summing to 1 after every roll; errors that
// keep the game; the analysis of a 20 × 20 board with many snakes redone
// game after game and roll after roll (its speed is the bench's:
// tests/browser/bench_page.mjs). The site's size budget is mines_scale's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, onElement, manySnakes } from './harness.mjs';

const browser = useBrowser(null);

async function openSnakes(query) {
  const page = await browser.s.open(`snakes.html${query || ''}`, { selector: 'gg-snakes' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

const call = (page, fn, arg) => onElement(page, 'gg-snakes', fn, arg);

/** dest[s] of a LeetCode 909 board, squares numbered boustrophedon from the
 * bottom-left as the problem numbers them. */
function lcDest(board) {
  const n = board.length, dest = [0];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const fromBottom = n - 1 - r;
      const sq = fromBottom * n + (fromBottom % 2 === 0 ? c : n - 1 - c) + 1;
      dest[sq] = board[r][c] === -1 ? sq : board[r][c];
    }
  }
  return dest;
}

test('a seeded three-player game rolled to the end with forced values follows the rules', async () => {
  const page = await openSnakes('?board=random&n=12&seed=5&players=3');
  const params = await call(page, (el) => el.params);
  assert.deepEqual([params.board, params.n, params.seed, params.players, params.start, params.rule],
    ['random', 12, '5', 3, 0, 'exact']);
  const board = JSON.parse(await call(page, (el) => el.leetCode()));
  assert.equal(board.length, 12);
  const dest = lcDest(board), last = 144;
  // The same seed gives the same board on another page.
  const again = await openSnakes('?board=random&n=12&seed=5&players=3');
  assert.deepEqual(JSON.parse(await call(again, (el) => el.leetCode())), board);
  await again.close();

  await page.evaluate(() => {
    const el = document.querySelector('gg-snakes');
    window.__rolls = [];
    window.__ends = [];
    el.addEventListener('gg-roll', (e) => window.__rolls.push(e.detail));
    el.addEventListener('gg-end', (e) => window.__ends.push(e.detail));
  });
  // A fixed sequence of forced values (a small LCG), checked against the
  // rules: start off the board, a roll past 144 stays, one snake or ladder.
  const pos = [0, 0, 0];
  let x = 5, turn = 0, rolls = 0, winner = 0;
  while (!winner) {
    assert.ok(rolls < 5000, 'the game ends');
    x = (x * 1103515245 + 12345) % 2147483648;
    const v = 1 + (Math.floor(x / 65536) % 6);
    const d = await call(page, (el, value) => ({ d: el.roll(value), pos: el.positions, win: el.winChances,
      nobody: el.nobodyChance, state: el.state, turn: el.turn }), v);
    rolls++;
    const from = pos[turn];
    let to = from, landed = from, kind = 'stay';
    if (from + v <= last) {
      landed = from + v;
      to = dest[landed];
      kind = to > landed ? 'ladder' : to < landed ? 'snake' : 'step';
    }
    assert.deepEqual([d.d.player, d.d.roll, d.d.from, d.d.landed, d.d.to, d.d.kind], [turn + 1, v, from, landed, to, kind],
      `roll ${rolls}`);
    pos[turn] = to;
    assert.deepEqual(d.pos, pos);
    const sum = d.win.reduce((a, b) => a + b, 0) + d.nobody;
    assert.ok(Math.abs(sum - 1) < 1e-6, `win chances sum to ${sum} after roll ${rolls}`);
    if (to === last) {
      winner = turn + 1;
      assert.equal(d.state, 'over');
      assert.deepEqual(d.win, [0, 1, 2].map((i) => (i === turn ? 1 : 0)));
    } else {
      assert.equal(d.state, 'playing');
      turn = (turn + 1) % 3;
      assert.equal(d.turn, turn + 1);
    }
  }
  const { ends, texts, live, bar } = await page.evaluate(() => {
    const el = document.querySelector('gg-snakes');
    return { ends: window.__ends, texts: window.__rolls.map((r) => r.text),
      live: el.shadowRoot.querySelector('.sr').textContent, bar: el.shadowRoot.querySelector('.turn').textContent };
  });
  assert.deepEqual(ends, [{ winner, rolls }]);
  assert.equal(texts.length, rolls);
  for (const t of texts) assert.match(t, /^Player [123] rolled [1-6], (moved from (the start|\d+) to \d+|climbed the ladder from \d+ to \d+|slid down the snake from \d+ to \d+|needs an exact roll to reach 144: stays on (the start|\d+))\.$/);
  assert.match(live, new RegExp(`Player ${winner} wins!$`));
  assert.equal(bar, `Player ${winner} wins! (${rolls} rolls in all)`);
  // After the end a roll is refused, and the game stays as it was.
  const refused = await call(page, (el) => { try { el.roll(3); return null; } catch (err) { return [err.message, el.state, el.positions]; } });
  assert.deepEqual(refused, ['the game is over: start a new one to roll again', 'over', pos]);
  await call(page, (el) => el.restart());
  assert.deepEqual(await call(page, (el) => [el.state, el.positions, el.turn]), ['ready', [0, 0, 0], 1]);
  await page.close();
});

test('the announcement of a ladder reads as the issue asks', async () => {
  // Classic board, two players. Player 2 goes 6, 12, 18, 23 (missing the
  // chute on 16 and the ladder on 21), then a 5 lands on 28: the ladder to 84.
  const page = await openSnakes('?board=classic&players=2');
  const d = await call(page, (el) => {
    for (const v of [3, 6, 3, 6, 2, 6, 2, 5, 1]) el.roll(v);
    const r = el.roll(5);
    return { r, live: el.shadowRoot.querySelector('.sr').textContent, pos: el.positions };
  });
  assert.equal(d.r.text, 'Player 2 rolled 5, climbed the ladder from 28 to 84.');
  assert.equal(d.live, 'Player 2 rolled 5, climbed the ladder from 28 to 84. Player 1 to roll.');
  assert.deepEqual(d.pos, [11, 84]);
  await page.close();
});

test('bad values are refused with the engine\'s words and the game is kept', async () => {
  const page = await openSnakes('?board=classic&players=2');
  // A random board is the board maker's (gg-snakes-maker.wasm): once it is
  // loaded, newGame() makes one at once, and refuses a bad one at once.
  await call(page, async (el) => {
    await el.newGameAsync({ board: 'random', seed: 'maker' });
    el.newGame({ board: 'classic', players: 2 });
  });
  await call(page, (el) => el.roll(4));
  const before = await call(page, (el) => [el.positions, el.turn, el.params, el.minRolls]);
  const cases = [
    [(el) => el.roll(7), /a die shows 1 to 6/],
    [(el) => el.roll(0), /a die shows 1 to 6/],
    [(el) => el.roll(2.5), /a die shows 1 to 6/],
    [(el) => el.newGame({ board: 'random', n: 21 }), /a random board is 2 to 20 squares on a side, not 21/],
    [(el) => el.newGame({ board: 'random', n: 1 }), /a random board is 2 to 20 squares on a side, not 1/],
    [(el) => el.newGame({ board: 'classic', players: 5 }), /a game has 1 to 4 players/],
    [(el) => el.newGame({ board: 'classic', players: 0 }), /a game has 1 to 4 players/],
    [(el) => el.newGame({ board: 'classic', rule: 'sideways' }), /the rule must be over, exact or bounce/],
    [(el) => el.newGame({ board: 'classic', start: 2 }), /the start must be 0/],
    [(el) => el.newGame({ board: '[[-1,-1],[-1,9]]' }), /./],
    [(el) => el.newGame({ board: '[[-1,-1],[-1,-1,-1]]' }), /./],
    [(el) => el.newGame({ board: '[[-1,-1],[-1,-1]] tail' }), /unexpected text after the board/],
    [(el) => el.newGame({ board: 'chess' }), /./],
    [(el) => el.newGame({ board: JSON.stringify(Array.from({ length: 51 }, () => Array(51).fill(-1))) }), /more than the page draws/],
  ];
  for (const [fn, re] of cases) {
    const r = await call(page, (el, f) => {
      try {
        new Function('el', `return (${f})(el);`)(el);
        return null;
      } catch (err) {
        return { message: err.message, shown: el.shadowRoot.querySelector('.message').textContent };
      }
    }, fn.toString());
    assert.ok(r, `${fn} throws`);
    assert.match(r.message, re);
    assert.deepEqual(await call(page, (el) => [el.positions, el.turn, el.params, el.minRolls]), before, `${fn} keeps the game`);
  }
  // A bad attribute says so in a gg-error event and on the element.
  const err = await page.evaluate(() => new Promise((resolve) => {
    const el = document.querySelector('gg-snakes');
    el.addEventListener('gg-error', (e) => resolve([e.detail.message, el.shadowRoot.querySelector('.message').hidden]), { once: true });
    el.setAttribute('players', '9');
  }));
  assert.deepEqual(err, ['a game has 1 to 4 players', false]);
  await page.close();
});

test('the rules can be chosen; the figures agree with the native runner', async () => {
  const page = await openSnakes('?board=classic&players=1&start=1&rule=bounce');
  const p = await call(page, (el) => el.params);
  assert.deepEqual([p.start, p.rule], [1, 'bounce']);
  const json = await call(page, (el) => el.leetCode());
  const { execFileSync } = await import('node:child_process');
  const { NATIVE_CLI } = await import('./harness.mjs');
  for (const [start, rule] of [[1, 'bounce'], [0, 'over'], [1, 'exact']]) {
    await call(page, (el, o) => el.newGame(Object.assign({ board: 'classic' }, o)), { start, rule });
    const figs = await call(page, (el) => [el.minRolls, el.expectedRolls]);
    const args = ['snakes', '--start', String(start), '--rule', rule];
    const least = execFileSync(NATIVE_CLI, ['snakes', '--start', String(start), '--rule', rule], { input: json + '\n', encoding: 'utf8' }).trim();
    const expected = execFileSync(NATIVE_CLI, args.concat(['--expected']), { input: json + '\n', encoding: 'utf8' }).trim();
    assert.equal(String(figs[0]), least, `least rolls, ${start} ${rule}`);
    assert.equal(figs[1].toFixed(6), expected, `expected rolls, ${start} ${rule}`);
  }
  await page.close();
});


test('a 20 × 20 board with many snakes: analysis and win chances recomputed game after game and roll after roll', async (t) => {
  const page = await openSnakes('?board=classic&players=4');
  const json = manySnakes();
  const runs = await call(page, (el, board) => {
    const out = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      el.newGame({ board, players: 4, start: i % 2, rule: ['over', 'exact', 'bounce'][i % 3] });
      el.winChances; // read now: worked out here at once rather than in the worker
      out.push({ total: performance.now() - t0, analysis: el.lastTiming.analysis, chances: el.lastTiming.chances,
        snakes: JSON.parse(board).flat().filter((v) => v !== -1).length, expected: el.expectedRolls, len: el.distribution.p.length });
    }
    return out;
  }, json);
  const a = runs.map((r) => r.analysis + r.chances).sort((x, y) => x - y);
  const median = a[Math.floor(a.length / 2)];
  t.diagnostic(`20x20, ${runs[0].snakes} snakes and ladders: analysis + win chances per run (ms) ` +
    runs.map((r) => `${(r.analysis + r.chances).toFixed(1)} [E=${r.expected.toFixed(1)}, ${r.len} rolls]`).join(', ') +
    `; median ${median.toFixed(1)} ms, worst ${a[a.length - 1].toFixed(1)} ms; whole newGame incl. drawing median ` +
    `${runs.map((r) => r.total).sort((x, y) => x - y)[3].toFixed(1)} ms`);
  assert.ok(runs[0].snakes > 150);
  assert.ok(runs.every((r) => r.expected > 1 && r.len > 1 && r.analysis >= 0), 'every game has its figures');
  // Rolls recompute the win chances: time them too.
  const rolls = await call(page, (el) => {
    const out = [];
    for (let i = 0; i < 20 && el.state !== 'over'; i++) {
      el.roll(1 + (i * 5) % 6);
      el.winChances;
      out.push(el.lastTiming.chances);
    }
    return out;
  });
  const worst = Math.max(...rolls);
  t.diagnostic(`win chances after each roll: worst ${worst.toFixed(1)} ms over ${rolls.length} rolls`);
  assert.ok(rolls.length > 0 && rolls.every((x) => x >= 0), 'every roll recomputed the chances');
  await page.close();
});

test('a board whose games last tens of thousands of rolls still opens; its win chances say why they are missing', async () => {
  // A snake on every third square, falling up to 62 squares, no ladder: a
  // game lasts about 2.2e15 rolls (`gridgames snakes --expected` agrees).
  const n = 20, last = n * n, dest = [];
  for (let sq = 1; sq <= last; sq++) dest[sq] = sq > 1 && sq < last && sq % 3 === 0 ? Math.max(1, sq - 2 - ((sq * 7) % 61)) : -1;
  const board = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (__, c) => {
    const fromBottom = n - 1 - r;
    return dest[fromBottom * n + (fromBottom % 2 === 0 ? c : n - 1 - c) + 1];
  }));
  const page = await openSnakes('?board=classic&players=2');
  const r = await call(page, async (el, b) => {
    // The page shows the chances when they are in (gg-chances: from the worker).
    const told = new Promise((resolve) => el.addEventListener('gg-chances', resolve, { once: true }));
    el.newGame({ board: b, players: 2 });
    await told;
    return { e: el.expectedRolls, least: el.minRolls, win: el.winChances, why: el.chancesError, cut: el.distribution.cut,
      shown: document.getElementById('chances').textContent, plot: document.getElementById('plot').getAttribute('aria-label') };
  }, JSON.stringify(board));
  assert.ok(r.e > 2.2e15 && r.e < 2.3e15, `expected ${r.e}`);
  assert.equal(r.cut, true);
  assert.ok(r.least > 0);
  assert.ok(r.win.every(Number.isNaN));
  assert.match(r.why, /undecided/);
  assert.match(r.shown, /^Not worked out: /);
  await page.close();
});
