// bench_hint.mjs — the page's Hint and odds overlay on Expert, timed in
// headless Chromium (tests/bench.sh runs it; it is not a test): for each
// seed, a game played up to its first guess by "play the safe moves",
// then, five times, hint() (the advised guess) and a fresh odds overlay,
// timed together inside the page from the call to its return, each after
// a frame has gone by (so that drawing left over from the last call is
// not counted in this one, as between a player's clicks). Prints one line:
//   hint+overlay CALLS median_ms p99_ms max_ms
// Needs build/web (./build.sh web) and the browser tests' set-up.
import { setup, onElement } from './harness.mjs';

const seeds = Number(process.env.BENCH_HINT_SEEDS || 40);
const s = await setup();
try {
  const page = await s.open('embed.html');
  const times = await onElement(page, 'gg-mines', async (el, n) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const out = [];
    for (let k = 0; k < n; k++) {
      el.newGame({ rows: 16, cols: 30, mines: 99, seed: `bench-hint-${k}`, start: 'opening' });
      el.play('Sweep 4 4');
      el.playSafeMoves();
      if (el.state !== 'playing') continue;
      for (let rep = 0; rep < 5; rep++) {
        el.showOdds = false;
        await frame();
        const t0 = performance.now();
        el.hint();
        el.showOdds = true; // draws with a fresh analysis
        out.push(performance.now() - t0);
      }
      el.showOdds = false;
    }
    return out;
  }, seeds);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(`hint+overlay ${times.length} ${at(0.5).toFixed(3)} ${at(0.99).toFixed(3)} ${times[times.length - 1].toFixed(3)}`);
} finally {
  await s.done();
}
