// layouts_match.mjs — determinism across platforms: the same seed gives the
// same mine layout natively and in WebAssembly. For a spread of boards,
// mine counts, seeds (numbers and words) and start modes, the native build
// of the page's API (layouts_native, from engine/wasm/wasm_api.c) and the web
// module (build/web/gridgames.js) each make the game, sweep the first cell
// and export the replay; the bytes must be equal.
//
//   node --test tests/wasm/layouts_match.mjs
//   (GG_WEB_DIR: build/web; GG_LAYOUTS_NATIVE: the native helper)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = process.env.GG_WEB_DIR || path.join(here, '..', '..', 'build', 'web');
const native = process.env.GG_LAYOUTS_NATIVE || path.join(here, '..', '..', 'build', 'native', 'layouts_native');
globalThis.HTMLElement ??= class {};
globalThis.customElements ??= { define() {}, get() { return undefined; } };
const { default: createGridgames } = await import(pathToFileURL(path.join(webDir, 'gridgames.js')).href);
const M = await createGridgames({ wasmBinary: fs.readFileSync(path.join(webDir, 'gridgames.wasm')) });
const enc = new TextEncoder(), dec = new TextDecoder();

// rows cols mines seed mode r c — a small fixed spread, then pseudo-random
// ones (a fixed LCG, so the list is the same every run).
const cases = [
  '9 9 10 1 safe 1 1', '9 9 10 1 opening 5 5', '16 16 40 kitten safe 8 8', '16 30 99 12345 opening 1 30',
  '16 30 99 12345 noguess 16 1', '30 16 170 18446744073709551615 safe 3 3', '1 2 1 0 safe 1 1',
  '3 3 8 7 safe 2 2', '3 3 0 7 opening 2 2', '1000 1000 200000 big opening 500 500',
  '100 1 99 tall safe 100 1', '1 100 50 wide opening 1 50', '24 24 99 99999999999999999999 safe 12 12',
];
let x = 20260101;
const next = (n) => ((x = (x * 1103515245 + 12345) % 2147483648) % n);
for (let i = 0; i < 60; i++) {
  const rows = 1 + next(40), cols = 1 + next(40), cells = rows * cols;
  const mines = cells > 1 ? next(cells - 1) : 0;
  const mode = ['safe', 'opening', 'noguess'][next(3)];
  cases.push(`${rows} ${cols} ${mines} s${next(1000000)} ${mode} ${1 + next(rows)} ${1 + next(cols)}`);
}

function text(s) {
  const b = enc.encode(s);
  const p = M._gg_alloc(b.length);
  M.HEAPU8.set(b, p);
  return [p, b.length];
}

function message() {
  const p = M._gg_error_message();
  let e = p;
  while (M.HEAPU8[e]) e++;
  return dec.decode(M.HEAPU8.subarray(p, e));
}

function wasmReplay(line) {
  const [rows, cols, mines, seed, mode, r, c] = line.split(' ');
  const [sp, sl] = text(seed), [mp, ml] = text(mode);
  const h = M._gg_mines_new(+rows, +cols, +mines, sp, sl, mp, ml);
  M._gg_release(sp); M._gg_release(mp);
  if (h < 0) return `error: ${message()}\n--\n`;
  const [lp, ll] = text(`Sweep ${r} ${c}`);
  let out;
  if (M._gg_mines_play(h, lp, ll) < 0 || M._gg_mines_replay(h) < 0) {
    out = `error: ${message()}\n--\n`;
  } else {
    const info = M._gg_mines_info(h) >> 2;
    const len = M.HEAP32[info + 10]; // INFO_TEXT_LEN
    out = dec.decode(M.HEAPU8.slice(M._gg_mines_text(h), M._gg_mines_text(h) + len)) + '--\n';
  }
  M._gg_release(lp);
  M._gg_mines_free(h);
  return out;
}

test('the same seed gives the same layout natively and in wasm', () => {
  assert.ok(fs.existsSync(native), `no native helper at ${native}`);
  const nativeOut = execFileSync(native, { input: cases.join('\n') + '\n', maxBuffer: 1 << 26 }).toString();
  const nativeParts = nativeOut.split('--\n').slice(0, -1);
  assert.equal(nativeParts.length, cases.length);
  let mines = 0;
  cases.forEach((line, i) => {
    const mine = wasmReplay(line).slice(0, -3);
    assert.ok(!mine.startsWith('error'), `${line}: ${mine}`);
    assert.equal(mine, nativeParts[i], `layout of "${line}" differs between native and wasm`);
    mines += (mine.match(/\*/g) || []).length;
  });
  assert.ok(mines > 200000, 'the layouts hold mines'); // (not all empty boards)
});
