// inpage.mjs — functions the browser tests and benchmarks run inside a
// page (page.evaluate(fn, arg) in any engine): each is sent as its source,
// so it uses nothing but its argument and the page.

/** Play the page's <gg-mines> to its end by the solver's hints; resolves
 * with its state then ('won' or 'lost'). */
export async function playOutByHints() {
  const el = document.querySelector('gg-mines');
  for (let k = 0; k < 1000 && el.state === 'playing'; k++) {
    const h = await el.hint();
    el.play(`Sweep ${h.row + 1} ${h.col + 1}`);
  }
  return el.state;
}

/** The time of hint() and a fresh odds overlay, a frame apart as between a
 * player's clicks, on the first guesses of `seeds` Expert games (5 each)
 * in the page's <gg-mines>: the list of ms. */
export async function hintOverlayTimes(seeds) {
  const el = document.querySelector('gg-mines');
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const out = [];
  for (let k = 0; k < seeds; k++) {
    el.newGame({ rows: 16, cols: 30, mines: 99, seed: `bench-hint-${k}`, start: 'opening' });
    el.play('Sweep 4 4');
    await el.playSafeMoves();
    if (el.state !== 'playing') continue;
    for (let rep = 0; rep < 5; rep++) {
      el.showOdds = false;
      await frame();
      const t0 = performance.now();
      await el.hint();
      el.showOdds = true; // draws with a fresh analysis
      out.push(performance.now() - t0);
    }
    el.showOdds = false;
  }
  return out;
}
