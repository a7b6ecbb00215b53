// bench_page.mjs — the pages' speed in headless Chromium, the figures the
// issues set for them (tests/bench.sh runs this; it is not a test). One
// line each, times in ms:
//   first-click ATTEMPTS BEST_MS CELLS   1000 x 1000 with 50,000 mines, the
//                                        first click's engine + drawing; up
//                                        to 5 fresh pages, the best counts
//                                        (a shared machine slows some)
//   expert-click CLICKS MEDIAN WORST     ordinary Expert clicks, engine +
//                                        drawing (timeExpertClicks, harness.mjs)
//   hint+overlay CALLS MEDIAN P99 MAX    hint() (the advised guess, on a
//                                        copy of the game in the solver's
//                                        wasm) and a
//                                        fresh odds overlay on Expert's
//                                        first guesses, a frame apart, as
//                                        between a player's clicks
//   snakes RUNS MEDIAN WORST ROLLS ROLL_WORST  a 20 x 20 board with many
//                                        snakes: analysis + win chances
//                                        per new game, win chances per roll
//   snakes-edit EDITS MEDIAN WORST WORK_MEDIAN WORK_WORST  the board
//                                        editor on 10 x 10: a real mouse's
//                                        edit (a drag adding a jump, a click
//                                        removing it), its mouseup to the
//                                        next frame after the page has shown
//                                        the new figures; and to the end of
//                                        that work (the edit, the drawing,
//                                        the page's figures)
//   mines-edit EDITS MEDIAN P99 MAX WORK_P99  the Minesweeper position
//                                        editor on an Expert game's board:
//                                        a real mouse's click revealing or
//                                        hiding a cell, its mousedown to the
//                                        next frame (the edit analysed by
//                                        the engine and drawn); WORK: the
//                                        analysis and drawing alone
//   input-frame EXPERT_MS BIG_MS EVENT_MS BIG_SHOWN_MS  a pointer's
//                                        mouseup to the next frame (how long
//                                        input waited): the worst Expert
//                                        click, the 1000 x 1000 first click
//                                        (played in the worker); the longest
//                                        event the browser's Event Timing saw
//                                        take 16 ms or more (0: none); and
//                                        the big click's mouseup to the frame
//                                        that shows its flood
//   review GAMES MEDIAN WORST            review() of whole Expert games the
//                                        hint played (wasm, in the worker:
//                                        the round trip included)
//   embed-ready RUNS MEDIAN_MS CLS       a cold embed.html: navigation to
//                                        <gg-mines>'s ready; its layout shift
// Needs build/web (./build.sh web) and the browser tests' set-up.
import { setup, onElement, manySnakes, timeBigFirstClick, timeExpertClicks } from './harness.mjs';
import { hintOverlayTimes } from './inpage.mjs';

const s = await setup();
try {
  // The browser's own account of input to the next frame (Event Timing):
  // every pointer, mouse and key event whose handling and the frame after
  // it took 16 ms or more.
  const watchInput = (p) => p.evaluate(() => {
    window.__slowInput = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__slowInput = Math.max(window.__slowInput, e.duration);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  });
  const slowInput = (p) => p.evaluate(() => new Promise((resolve) => setTimeout(() => resolve(window.__slowInput), 100)));
  let bigInput = 0;

  // 1000 x 1000: the first click.
  const big = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const page = await s.open('embed.html');
    await watchInput(page);
    big.push(await timeBigFirstClick(page));
    bigInput = Math.max(bigInput, await slowInput(page));
    await page.close();
    if (big[big.length - 1].engine + big[big.length - 1].draw <= 100) break;
  }
  const best = big.reduce((a, b) => (a.engine + a.draw <= b.engine + b.draw ? a : b));
  console.log(`first-click ${big.length} ${(best.engine + best.draw).toFixed(1)} ${best.cells}`);

  // Expert: ordinary clicks on safe hidden cells.
  const page = await s.open('embed.html');
  await watchInput(page);
  const expert = (await timeExpertClicks(page, 25)).clicks;
  const clicks = expert.map((x) => x.engine + x.draw).sort((a, b) => a - b);
  console.log(`expert-click ${clicks.length} ${clicks[clicks.length >> 1].toFixed(2)} ${clicks[clicks.length - 1].toFixed(2)}`);
  // mouseup to the frame after the move, the worst of the Expert clicks and
  // of the big first click; Event Timing's longest slow event (0: none
  // took 16 ms).
  const expertFrame = Math.max(...expert.map((x) => Math.max(x.frame, x.painted)));
  const bigFrame = Math.max(...big.map((x) => x.frame));
  console.log(`input-frame ${expertFrame.toFixed(1)} ${bigFrame.toFixed(1)} ${Math.max(bigInput, await slowInput(page)).toFixed(0)} ${best.painted.toFixed(1)}`);

  // Hint and overlay on Expert.
  const hints = await page.evaluate(hintOverlayTimes, Number(process.env.BENCH_HINT_SEEDS || 40));
  hints.sort((a, b) => a - b);
  const at = (q) => hints[Math.min(hints.length - 1, Math.floor(q * hints.length))];
  console.log(`hint+overlay ${hints.length} ${at(0.5).toFixed(3)} ${at(0.99).toFixed(3)} ${hints[hints.length - 1].toFixed(3)}`);

  // The review of whole Expert games played by the hint, in the page.
  const reviews = await onElement(page, 'gg-mines', async (el, n) => {
    const out = [];
    for (let k = 0; k < n; k++) {
      el.newGame({ rows: 16, cols: 30, mines: 99, seed: `bench-review-${k}`, start: 'opening' });
      el.play('Sweep 8 15');
      while (el.state === 'playing') {
        const h = await el.hint();
        el.play(`Sweep ${h.row + 1} ${h.col + 1}`);
      }
      const t0 = performance.now();
      await el.review(); // in the worker: the round trip included
      out.push(performance.now() - t0);
    }
    return out.sort((a, b) => a - b);
  }, Number(process.env.BENCH_REVIEW_GAMES || 30));
  console.log(`review ${reviews.length} ${reviews[reviews.length >> 1].toFixed(1)} ${reviews[reviews.length - 1].toFixed(1)}`);
  await page.close();

  // Snakes: a crowded 20 x 20 board, new games and rolls.
  const sp = await s.open('snakes.html?board=classic&players=4', { selector: 'gg-snakes' });
  await sp.emulateMedia({ reducedMotion: 'reduce' });
  const sn = await onElement(sp, 'gg-snakes', (el, board) => {
    const games = [];
    for (let i = 0; i < 7; i++) {
      el.newGame({ board, players: 4, start: i % 2, rule: ['over', 'exact', 'bounce'][i % 3] });
      el.winChances; // worked out here at once (else in the worker): the engine's time
      games.push(el.lastTiming.analysis + el.lastTiming.chances);
    }
    const rolls = [];
    for (let i = 0; i < 20 && el.state !== 'over'; i++) {
      el.roll(1 + (i * 5) % 6);
      el.winChances;
      rolls.push(el.lastTiming.chances);
    }
    return { games, rolls };
  }, manySnakes());
  sn.games.sort((a, b) => a - b);
  console.log(`snakes ${sn.games.length} ${sn.games[sn.games.length >> 1].toFixed(1)} ${sn.games[sn.games.length - 1].toFixed(1)} ` +
    `${sn.rolls.length} ${Math.max(...sn.rolls).toFixed(1)}`);
  await sp.close();

  // The snakes board editor: edits by a real mouse on a 10 x 10 board,
  // each timed from its pointerup to the next frame after gg-edit (the
  // page's own gg-edit listener, registered first, has run by then).
  const ep = await s.open('snakes.html?board=random&n=10&seed=bench-edit&players=2', { selector: 'gg-snakes' });
  await ep.emulateMedia({ reducedMotion: 'reduce' });
  await ep.click('#edit');
  const squareAt = async (sq) => {
    await ep.locator('gg-snakes canvas[role=img]').scrollIntoViewIfNeeded();
    const r = await ep.evaluate(() => document.querySelector('gg-snakes').shadowRoot.querySelector('canvas').getBoundingClientRect().toJSON());
    const cell = r.width / 10, b = Math.floor((sq - 1) / 10), along = (sq - 1) % 10;
    return [r.x + ((b % 2 ? 9 - along : along) + 0.5) * cell, r.y + (9 - b + 0.5) * cell];
  };
  const timedEdit = async (act) => {
    await ep.evaluate(() => {
      const el = document.querySelector('gg-snakes');
      window.__t = null;
      el.addEventListener('pointerup', () => { window.__up = performance.now(); }, { once: true, capture: true });
      el.addEventListener('gg-edit', () => {
        const work = performance.now() - window.__up;
        requestAnimationFrame(() => { window.__t = [performance.now() - window.__up, work]; });
      }, { once: true });
    });
    await act();
    await ep.waitForFunction(() => window.__t !== null);
    return ep.evaluate(() => window.__t);
  };
  const ends = new Set((await ep.evaluate(() => document.querySelector('gg-snakes').code)).split('_').slice(1).join('-').split('-').map(Number));
  const free = [];
  for (let q = 2; q < 100; q++) if (!ends.has(q)) free.push(q);
  const edits = [];
  for (let k = 0; k + 1 < free.length && edits.length < 30; k += 2) {
    const [x0, y0] = await squareAt(free[k]), [x1, y1] = await squareAt(free[k + 1]);
    edits.push(await timedEdit(async () => {
      await ep.mouse.move(x0, y0);
      await ep.mouse.down();
      await ep.mouse.move(x1, y1, { steps: 3 });
      await ep.mouse.up();
    }));
    edits.push(await timedEdit(() => ep.mouse.click(x0, y0)));
  }
  const frames = edits.map((e) => e[0]).sort((a, b) => a - b), works = edits.map((e) => e[1]).sort((a, b) => a - b);
  const mid = (a) => a[a.length >> 1].toFixed(1), top = (a) => a[a.length - 1].toFixed(1);
  console.log(`snakes-edit ${edits.length} ${mid(frames)} ${top(frames)} ${mid(works)} ${top(works)}`);
  await ep.close();

  // The Minesweeper position editor on Expert: ~200 edits by a real mouse,
  // each from its mousedown (seen first, on the element's host) to the
  // next frame, by which the editor has analysed and drawn it.
  const mp = await s.open('mines.html?rows=16&cols=30&mines=99&seed=bench-editor&start=opening');
  await onElement(mp, 'gg-mines', (el) => el.play('Sweep 8 15'));
  await mp.click('#analyse');
  await mp.waitForFunction(() => document.querySelector('gg-mines').position);
  const cells = await onElement(mp, 'gg-mines', (el) => {
    const out = [];
    el.position.board.forEach((row, r) => { for (let c = 0; c < row.length; c++) if (row[c] === '#' && (r + c) % 3 === 0) out.push([r, c]); });
    return out.slice(0, 100);
  });
  const mineEdits = [];
  for (const pass of [0, 1]) {
    for (const [r, c] of cells) {
      const { x, y } = await onElement(mp, 'gg-mines', (el, rr, cc) => el.cellCenter(rr, cc), r, c);
      await mp.evaluate(() => {
        const el = document.querySelector('gg-mines');
        window.__t = null;
        el.addEventListener('mousedown', () => {
          const down = performance.now();
          requestAnimationFrame(() => { window.__frame = performance.now() - down; });
        }, { once: true, capture: true });
        el.addEventListener('gg-edit', (e) => {
          requestAnimationFrame(() => setTimeout(() => { window.__t = [window.__frame, e.detail.timing.shown]; }, 0));
        }, { once: true });
      });
      await mp.mouse.click(x, y);
      await mp.waitForFunction(() => window.__t !== null);
      mineEdits.push(await mp.evaluate(() => window.__t));
    }
  }
  const editFrames = mineEdits.map((e) => e[0]).sort((a, b) => a - b), editWork = mineEdits.map((e) => e[1]).sort((a, b) => a - b);
  const q = (a, f) => a[Math.min(a.length - 1, Math.floor(f * a.length))].toFixed(1);
  console.log(`mines-edit ${mineEdits.length} ${q(editFrames, 0.5)} ${q(editFrames, 0.99)} ${q(editFrames, 1)} ${q(editWork, 0.99)}`);
  await mp.close();

  // A cold embedded <gg-mines> (embed.html in a fresh context: nothing
  // cached): navigation to ready, the median of 5, and the page's layout
  // shift meanwhile.
  const colds = [];
  let cls = 0;
  for (let k = 0; k < 5; k++) {
    const context = await s.browser.newContext();
    const cold = await context.newPage();
    await cold.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
    });
    await cold.goto(s.url + 'embed.html');
    colds.push(await cold.evaluate(async () => {
      await customElements.whenDefined('gg-mines');
      await document.querySelector('gg-mines').ready;
      return performance.now();
    }));
    await cold.waitForTimeout(300);
    cls = Math.max(cls, await cold.evaluate(() => window.__cls));
    await context.close();
  }
  colds.sort((a, b) => a - b);
  console.log(`embed-ready ${colds.length} ${colds[colds.length >> 1].toFixed(0)} ${cls}`);
} finally {
  await s.done();
}
