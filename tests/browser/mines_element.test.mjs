// mines_element.test.mjs — <gg-mines> through its public API on seeded
// games: the first-click modes, flags, chords, a win, the loss display,
// events, replays through the native runner, LeetCode boards, and bad
// input that leaves the game as it was.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { setup, onElement, record, look, layoutOf, runNative, screenshot } from './harness.mjs';

let s;
let page;
before(async () => {
  s = await setup();
  page = await s.open('embed.html');
  await record(page);
});
after(async () => {
  if (s) await s.done();
});
afterEach(() => s.checkProblems());

/** Run fn(el, ...args) in the page. */
const inPage = (fn, ...args) => onElement(page, 'gg-mines', fn, ...args);

function newGame(o) {
  return inPage((el, opts) => { el.newGame(opts); return el.params; }, o);
}
function play(line) {
  return inPage((el, l) => { const d = el.play(l); return { move: d.move, feedback: d.feedback }; }, line);
}
function replay() {
  return inPage((el) => el.replay());
}
function recorded() {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__gg)));
}

test('the embed page shows its attributes as a hidden board, ready', async () => {
  const { state, board, params } = await look(page);
  assert.equal(state, 'ready');
  assert.deepEqual(params, { source: 'new', rows: 16, cols: 30, mines: 99, seed: '12345', start: 'opening' });
  assert.equal(board.length, 16);
  assert.ok(board.every((row) => row === '#'.repeat(30)));
  await screenshot(page, 'embed-ready');
});

test('without a seed attribute a random seed is chosen and written back', async () => {
  const seeds = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 2; i++) {
      const el = document.createElement('gg-mines');
      el.setAttribute('rows', '5');
      el.setAttribute('cols', '6');
      el.setAttribute('mines', '4');
      document.body.appendChild(el);
      await el.ready;
      out.push([el.getAttribute('seed'), el.params.seed, el.state]);
      el.remove();
    }
    return out;
  });
  for (const [attr, seed, state] of seeds) {
    assert.match(attr, /^\d+$/);
    assert.equal(attr, seed);
    assert.equal(state, 'ready');
  }
  assert.notEqual(seeds[0][0], seeds[1][0]);
});

test('bad attributes: the element says why, fires gg-error, and recovers when fixed', async () => {
  const r = await page.evaluate(async () => {
    const el = document.createElement('gg-mines');
    let error = null;
    el.addEventListener('gg-error', (e) => { error = e.detail.message; });
    el.setAttribute('rows', '9');
    el.setAttribute('cols', '9');
    el.setAttribute('mines', '100');
    document.body.appendChild(el);
    await el.ready;
    const msg = el.shadowRoot.querySelector('.message');
    const first = { error, shown: !msg.hidden, text: msg.textContent, params: el.params };
    el.setAttribute('mines', '10');
    await new Promise((res) => setTimeout(res, 0));
    const fixed = { shown: !msg.hidden, params: el.params, state: el.state };
    el.remove();
    return { first, fixed };
  });
  assert.match(r.first.error, /too many mines: a 9 x 9 board takes at most 80/);
  assert.equal(r.first.shown, true);
  assert.equal(r.first.text, r.first.error);
  assert.equal(r.first.params, null);
  assert.equal(r.fixed.shown, false);
  assert.equal(r.fixed.params.mines, 10);
  assert.equal(r.fixed.state, 'ready');
});

test('first click, safe: never a mine, even on the fullest board', async () => {
  for (let seed = 1; seed <= 25; seed++) {
    await newGame({ rows: 9, cols: 9, mines: 40, seed: String(seed), start: 'safe' });
    const r = 1 + (seed * 7) % 9, c = 1 + (seed * 5) % 9;
    const { feedback } = await play(`Sweep ${r} ${c}`);
    assert.notEqual(feedback.split('\n')[0], 'boom', `seed ${seed}`);
    assert.equal(layoutOf(await replay())[r - 1][c - 1], '.');
  }
  // 80 mines on 81 cells: the first click is the one safe cell, and wins.
  await newGame({ rows: 9, cols: 9, mines: 80, seed: 'full', start: 'safe' });
  const { feedback } = await play('Sweep 9 9');
  assert.equal(feedback, '1 cell(s) detected\n9 9 3\nfinish\ntotal step 1\n');
  assert.equal(await inPage((el) => el.state), 'won');
});

test('first click, opening and noguess: always a 0, on a corner too', async () => {
  for (const start of ['opening', 'noguess']) {
    for (let seed = 1; seed <= 20; seed++) {
      await newGame({ rows: 9, cols: 9, mines: 35, seed: `${start}-${seed}`, start });
      const [r, c] = seed % 2 ? [5, 5] : [1, 9];
      await play(`Sweep ${r} ${c}`);
      const { board, state } = await look(page);
      assert.equal(board[r - 1][c - 1], '0', `${start} seed ${seed}`);
      assert.notEqual(state, 'lost');
    }
  }
});

test('the same seed and first click make the same game; another seed another', async () => {
  const layouts = [];
  for (const seed of ['kitten', 'kitten', 'puppy']) {
    await newGame({ rows: 16, cols: 30, mines: 99, seed, start: 'opening' });
    await play('Sweep 8 15');
    layouts.push(layoutOf(await replay()).join('\n'));
  }
  assert.equal(layouts[0], layouts[1]);
  assert.notEqual(layouts[0], layouts[2]);
});

/** A seeded Beginner game after its first click, with its layout. */
async function beginner(seed) {
  await newGame({ rows: 9, cols: 9, mines: 10, seed: String(seed), start: 'opening' });
  await play('Sweep 5 5');
  return layoutOf(await replay());
}

function neighbours(r, c, rows, cols) {
  const out = [];
  for (let y = r - 1; y <= r + 1; y++) {
    for (let x = c - 1; x <= c + 1; x++) {
      if ((y !== r || x !== c) && y >= 0 && x >= 0 && y < rows && x < cols) out.push([y, x]);
    }
  }
  return out;
}

test('flag, unflag, and the mine counter', async () => {
  await beginner(3);
  const { board } = await look(page);
  const r = board.findIndex((row) => row.includes('#'));
  const c = board[r].indexOf('#');
  assert.equal((await play(`Flag ${r + 1} ${c + 1}`)).feedback, 'success\n');
  assert.equal((await look(page)).board[r][c], 'F');
  assert.equal(await page.evaluate(() => document.querySelector('gg-mines').shadowRoot.querySelector('.counter').textContent), '009');
  assert.equal((await play(`Sweep ${r + 1} ${c + 1}`)).feedback, 'flagged\n');
  assert.equal((await play(`Flag ${r + 1} ${c + 1}`)).feedback, 'cancelled\n');
  assert.equal((await look(page)).board[r][c], '#');
  assert.equal((await play('Flag 5 5')).feedback, 'swept\n');
});

test('a chord on a number with its flags sweeps the other neighbours', async () => {
  let done = false;
  for (let seed = 1; seed <= 30 && !done; seed++) {
    const layout = await beginner(seed);
    const { board } = await look(page);
    for (let r = 0; r < 9 && !done; r++) {
      for (let c = 0; c < 9 && !done; c++) {
        if (!(board[r][c] >= '1' && board[r][c] <= '8')) continue;
        const around = neighbours(r, c, 9, 9);
        const mines = around.filter(([y, x]) => layout[y][x] === '*');
        const safeHidden = around.filter(([y, x]) => layout[y][x] === '.' && board[y][x] === '#');
        if (!safeHidden.length) continue;
        assert.equal((await inPage((e, a, b) => e._game.chordReady(a, b), r, c)), false);
        for (const [y, x] of mines) await play(`Flag ${y + 1} ${x + 1}`);
        const { feedback } = await play(`DSweep ${r + 1} ${c + 1}`);
        assert.match(feedback, /^\d+ cell\(s\) detected\n/);
        const after = (await look(page)).board;
        for (const [y, x] of safeHidden) assert.match(after[y][x], /[0-8]/);
        done = true;
      }
    }
  }
  assert.ok(done, 'no seed gave a chord to try');
  // A chord on a cell not swept, and one whose flags do not match.
  await beginner(2);
  const { board } = await look(page);
  const hidden = board.findIndex((row) => row.includes('#'));
  assert.equal((await play(`DSweep ${hidden + 1} ${board[hidden].indexOf('#') + 1}`)).feedback, 'not swept\n');
});

test('sweeping every safe cell wins: the mines are flagged, gg-end reports', async () => {
  const layout = await beginner(11);
  await page.evaluate(() => { window.__gg.ends = []; });
  let last;
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (layout[r][c] === '.' && (await look(page)).board[r][c] === '#') last = await play(`Sweep ${r + 1} ${c + 1}`);
    }
  }
  assert.match(last.feedback, /finish\ntotal step \d+\n$/);
  const { state, board } = await look(page);
  assert.equal(state, 'won');
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) assert.equal(board[r][c] === 'F', layout[r][c] === '*');
  }
  const { ends } = await recorded();
  assert.equal(ends.length, 1);
  const end = ends[0];
  assert.equal(end.result, 'won');
  assert.ok(end.bbbv >= 1 && end.bbbvSolved === end.bbbv);
  assert.ok(end.steps >= 2 && end.clicks === end.steps);
  assert.ok(end.seconds >= 0 && end.efficiency > 0);
  assert.equal(await inPage((el) => el.shadowRoot.querySelector('.face').dataset.mood), 'won');
  assert.equal(await inPage((el) => el.shadowRoot.querySelector('.counter').textContent), '000');
  await screenshot(page, 'element-won');
  await assert.rejects(play('Sweep 1 1'), /the game is over/);
});

test('a loss shows every mine, the one that blew and the wrong flags', async () => {
  const layout = await beginner(5);
  const { board } = await look(page);
  const cells = [];
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (board[r][c] === '#') cells.push([r, c]);
  const mines = cells.filter(([r, c]) => layout[r][c] === '*');
  const safe = cells.filter(([r, c]) => layout[r][c] === '.');
  const [goodFlag, blow] = mines;
  const wrongFlag = safe[0];
  await play(`Flag ${goodFlag[0] + 1} ${goodFlag[1] + 1}`);
  await play(`Flag ${wrongFlag[0] + 1} ${wrongFlag[1] + 1}`);
  const { feedback } = await play(`Sweep ${blow[0] + 1} ${blow[1] + 1}`);
  assert.match(feedback, /^boom\ngame over\ntotal step 4\n$/);
  const lost = await look(page);
  assert.equal(lost.state, 'lost');
  assert.equal(lost.board[blow[0]][blow[1]], 'X');
  assert.equal(lost.board[goodFlag[0]][goodFlag[1]], 'F');
  assert.equal(lost.board[wrongFlag[0]][wrongFlag[1]], '!');
  for (const [r, c] of mines.slice(2)) assert.equal(lost.board[r][c], '*');
  const { ends } = await recorded();
  assert.equal(ends[ends.length - 1].result, 'lost');
  await screenshot(page, 'element-lost');
});

test('events: gg-start once, gg-move with the command line and its exact feedback', async () => {
  await newGame({ rows: 9, cols: 9, mines: 10, seed: 'events', start: 'opening' });
  assert.equal(await inPage((el) => el.state), 'ready');
  await play('Flag 1 1');
  assert.equal(await inPage((el) => el.state), 'playing');
  await play('  Flag\t1   1 ');
  await play('Sweep 5 5');
  const rec = await recorded();
  assert.equal(rec.starts, 1);
  assert.deepEqual(rec.moves, ['Flag 1 1', 'Flag 1 1', 'Sweep 5 5']);
  assert.ok(rec.text.startsWith('success\ncancelled\n'));
  assert.match(rec.text, /^success\ncancelled\n\d+ cell\(s\) detected\n/);
  // What the page was told is what the native runner prints for the replay.
  const text = await replay();
  assert.ok(text.endsWith('Flag 1 1\nFlag 1 1\nSweep 5 5\nQuit\n'));
  const native = await runNative(text);
  assert.equal(native, rec.text + 'give up\ntotal step 3\n');
});

test('a replay round trip: finished games print exactly what the page showed', async () => {
  const layout = await beginner(21);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (layout[r][c] === '*' && (r + c) % 2) await play(`Flag ${r + 1} ${c + 1}`);
    }
  }
  const mine = (() => {
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (layout[r][c] === '*' && (r + c) % 2 === 0) return [r, c];
    return null;
  })();
  if (mine) await play(`Sweep ${mine[0] + 1} ${mine[1] + 1}`);
  const rec = await recorded();
  const text = await replay();
  assert.equal(await runNative(text), rec.text);
  // Played back in the page, it gives the same board and the same text.
  const before = await look(page);
  const loaded = await inPage((el, t) => el.loadReplay(t).feedback, text);
  assert.equal(loaded, rec.text);
  assert.deepEqual((await look(page)).board, before.board);
});

test('loadReplay resumes an unfinished game where it stopped', async () => {
  await beginner(8);
  const hidden = (await look(page)).board.findIndex((row) => row.includes('#'));
  const cell = `${hidden + 1} ${(await look(page)).board[hidden].indexOf('#') + 1}`;
  await play(`Flag ${cell}`);
  const text = await replay();
  const before = await look(page);
  await inPage((el, t) => el.loadReplay(t), text);
  const after = await look(page);
  assert.equal(after.state, 'playing');
  assert.deepEqual(after.board, before.board);
  assert.equal(after.params.source, 'replay');
  assert.equal((await play(`Flag ${cell}`)).feedback, 'cancelled\n');
});

test('a LeetCode 529 board opens as a game in progress and its click is played', async () => {
  const text = 'board = [["E","E","E","E","E"],["E","E","M","E","E"],["E","E","E","E","E"],["E","E","E","E","E"]], click = [3,0]';
  const r = await inPage((el, t) => { const x = el.loadLeetCode(t); return { click: x.click && x.click.feedback, replayable: x.replayable }; }, text);
  assert.equal(r.replayable, true);
  assert.match(r.click, /^18 cell\(s\) detected\n/);
  // LeetCode's answer: [["B","1","E","1","B"],["B","1","M","1","B"],["B","1","1","1","B"],["B","B","B","B","B"]]
  assert.deepEqual((await look(page)).board, ['01#10', '01#10', '01110', '00000']);
  assert.equal(await inPage((el) => el.state), 'playing');
  // The second LeetCode example: the click on the revealed board hits the mine.
  const second = 'board = [["B","1","E","1","B"],["B","1","M","1","B"],["B","1","1","1","B"],["B","B","B","B","B"]], click = [1,2]';
  await inPage((el, t) => el.loadLeetCode(t), second);
  const lost = await look(page);
  assert.equal(lost.state, 'lost');
  assert.deepEqual(lost.board, ['01#10', '01X10', '01110', '00000']);
  // Its replay runs natively: the sweeps that reach the position, then the click.
  assert.equal(await runNative(await replay()), (await recorded()).text);
  await screenshot(page, 'element-leetcode');
});

test('bad input throws a clear message and keeps the current game', async () => {
  await beginner(4);
  const before = await look(page);
  const bad = [
    [{ mines: 81 }, /too many mines: a 9 x 9 board takes at most 80/],
    [{ rows: 1001 }, /1001 x 9 board is outside/],
    [{ rows: 'ten' }, /rows must be a whole number/],
    [{ start: 'lucky' }, /start must be safe, opening or noguess/],
  ];
  for (const [opts, message] of bad) {
    await assert.rejects(inPage((el, o) => el.newGame(o), opts), message);
  }
  await assert.rejects(inPage((el) => el.loadReplay('3 3\n...\n.*.\n...\nSweep 4 1\n')), /replay line 5: row 4 is off the board/);
  await assert.rejects(inPage((el) => el.loadReplay('2 2\n..\n.x\n')), /replay line 3: .*'x' is not \* or \./);
  await assert.rejects(inPage((el) => el.loadReplay('')), /empty/);
  await assert.rejects(inPage((el) => el.loadLeetCode('[["E","Q"]]')), /LeetCode board: .*"Q" is not one of/);
  await assert.rejects(inPage((el) => el.loadLeetCode('[["E","E"],["E"]]')), /ragged/);
  await assert.rejects(inPage((el) => el.loadLeetCode('[["E","X"]]')), /already holds an X/);
  await assert.rejects(play('Sweep 0 1'), /row 0 is off the board/);
  await assert.rejects(play('Jump 1 1'), /unknown move/);
  await assert.rejects(inPage((el) => el.cellCenter(9, 0)), /not on the 9 x 9 board/);
  const after = await look(page);
  assert.deepEqual(after, before);
});

test('cellCenter scrolls a far cell into view and points at it', async () => {
  await newGame({ rows: 200, cols: 300, mines: 100, seed: 'far', start: 'opening' });
  const p = await inPage((el) => el.cellCenter(190, 290));
  const hit = await page.evaluate(({ x, y }) => {
    const el = document.querySelector('gg-mines');
    const sc = el.shadowRoot.querySelector('.scroller');
    const box = sc.getBoundingClientRect();
    const inside = x >= box.left && y >= box.top && x < box.left + sc.clientWidth && y < box.top + sc.clientHeight;
    return { inside, top: document.elementFromPoint(x, y) === el, scrolled: sc.scrollLeft > 0 && sc.scrollTop > 0 };
  }, p);
  assert.deepEqual(hit, { inside: true, top: true, scrolled: true });
  await page.mouse.click(p.x, p.y);
  const { board } = await look(page);
  assert.equal(board[190][290], '0'); // the first click opens there
});
