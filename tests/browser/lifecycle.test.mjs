// lifecycle.test.mjs — elements live and die like DOM nodes: a
// removed element gives its engine game back, one moved elsewhere in one
// task keeps its game and board, thousands of mounts and unmounts leave
// the engine's memory flat and every slot free, and running out of slots
// says so in words that name the cause; when slots run out, those of
// removed elements are given back at once, before any game is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';

const browser = useBrowser('embed.html');

test('a moved element keeps its game, board and clock; a removed one gives its game back', async () => {
  const r = await browser.page.evaluate(async () => {
    const tick = () => new Promise((done) => setTimeout(done, 0));
    const el = document.createElement('gg-mines');
    el.setAttribute('rows', '8'); el.setAttribute('cols', '8'); el.setAttribute('mines', '10'); el.setAttribute('seed', 'move');
    document.body.appendChild(el);
    await el.ready;
    el.play('Sweep 4 4');
    const before = { board: el.board(), state: el.state };
    const box = document.createElement('div');
    document.body.appendChild(box);
    box.appendChild(el); // removed and inserted again in one task
    await tick(); await tick();
    const moved = { board: el.board(), state: el.state, replay: el.replay().split('\n')[0] };
    el.remove();
    await tick(); await tick();
    let gone = null;
    try { el.board(); } catch (err) { gone = err.message; }
    document.body.appendChild(el); // a new game from the attributes
    await tick();
    const back = { state: el.state, board: el.board() };
    el.remove();
    box.remove();
    return { before, moved, gone, back };
  });
  assert.deepEqual(r.moved.board, r.before.board);
  assert.equal(r.moved.state, 'playing');
  assert.equal(r.moved.replay, '8 8');
  assert.match(r.gone, /not in the document/);
  assert.equal(r.back.state, 'ready');
  assert.ok(r.back.board.every((row) => row === '########'));
});

test('thousands of mounts and unmounts: memory flat, every slot free again', async () => {
  const r = await browser.page.evaluate(async () => {
    const tick = () => new Promise((done) => setTimeout(done, 0));
    const { ggEngine, MINES_ENGINE } = await import('./gridgames.js');
    const M = await ggEngine(MINES_ENGINE);
    const memoryBefore = M.HEAPU8.length;
    let failures = 0;
    for (let round = 0; round < 20; round++) {
      const els = [];
      for (let i = 0; i < 100; i++) {
        const el = document.createElement(i % 4 ? 'gg-mines' : 'gg-snakes');
        if (i % 4) { el.setAttribute('rows', '16'); el.setAttribute('cols', '16'); el.setAttribute('mines', '40'); }
        document.body.appendChild(el);
        els.push(el);
      }
      // Some mounted and unmounted before the engine answers, some after.
      if (round % 2) await Promise.all(els.map((el) => el.ready));
      for (const el of els) {
        if (el.localName === 'gg-mines' && el.state === 'ready' && round % 2) {
          try { el.play('Sweep 8 8'); } catch (err) { failures++; }
        }
        el.remove();
      }
      await tick();
    }
    await tick();
    // Every slot is free: 255 Minesweeper games (the page's own element
    // holds one) and 64 Snakes & Ladders boards fit at once again.
    const held = [];
    for (let i = 0; i < 254; i++) {
      const el = document.createElement('gg-mines');
      el.setAttribute('rows', '9'); el.setAttribute('cols', '9'); el.setAttribute('mines', '10');
      document.body.appendChild(el);
      held.push(el);
    }
    for (let i = 0; i < 64; i++) held.push(document.body.appendChild(document.createElement('gg-snakes')));
    await Promise.all(held.map((el) => el.ready));
    const allPlay = held.every((el) => el.params !== null);
    // One more of each: refused, and the element says why.
    const extra = document.createElement('gg-mines');
    let event = null;
    extra.addEventListener('gg-error', (e) => { event = e.detail.message; });
    document.body.appendChild(extra);
    await extra.ready;
    let thrown = null;
    try { extra.play('Sweep 1 1'); } catch (err) { thrown = err.message; }
    const extraSnakes = document.body.appendChild(document.createElement('gg-snakes'));
    let snakesEvent = null;
    extraSnakes.addEventListener('gg-error', (e) => { snakesEvent = e.detail.message; });
    await extraSnakes.ready;
    const shown = extra.shadowRoot.querySelector('.message').textContent;
    for (const el of held) el.remove();
    extra.remove();
    extraSnakes.remove();
    await tick();
    // ... and once the others are gone, it gets its game when inserted.
    document.body.appendChild(extra);
    await tick();
    const recovered = extra.state;
    extra.remove();
    await tick();
    return { memoryBefore, memoryAfter: M.HEAPU8.length, failures, allPlay, event, thrown, shown, snakesEvent: snakesEvent || extraSnakes.shadowRoot.querySelector('.message').textContent, recovered };
  });
  assert.equal(r.failures, 0);
  assert.equal(r.memoryAfter, r.memoryBefore, 'the engine memory grew');
  assert.ok(r.allPlay);
  assert.match(r.event, /too many Minesweeper games open at once \(255\): one is held by each <gg-mines> in the document/);
  assert.equal(r.shown, r.event);
  assert.match(r.thrown, /^there is no game: too many Minesweeper games open at once/);
  assert.match(r.snakesEvent, /too many Snakes & Ladders games open at once \(64\)/);
  assert.equal(r.recovered, 'ready');
});

test('1,200 create, play, remove cycles in one async loop, no task between: every one plays', async () => {
  const r = await browser.page.evaluate(async () => {
    let played = 0, snakes = 0, refused = null;
    for (let i = 0; i < 1200; i++) {
      const el = document.createElement('gg-mines');
      el.setAttribute('rows', '9'); el.setAttribute('cols', '9'); el.setAttribute('mines', '10'); el.setAttribute('seed', `loop-${i}`);
      el.addEventListener('gg-error', (e) => { refused = refused || e.detail.message; });
      document.body.appendChild(el);
      await el.ready;
      el.play('Sweep 5 5');
      if (el.state === 'playing' || el.state === 'won') played++;
      el.remove();
      // The other game too, a fifth as often (its table holds 64).
      if (i % 5 === 0) {
        const sn = document.body.appendChild(document.createElement('gg-snakes'));
        await sn.ready;
        if (sn.state === 'ready') snakes++;
        sn.remove();
      }
    }
    return { played, snakes, refused };
  });
  assert.equal(r.refused, null);
  assert.equal(r.played, 1200);
  assert.equal(r.snakes, 240);
});
