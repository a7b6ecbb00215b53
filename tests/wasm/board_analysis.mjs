// board_analysis.mjs — the page's position analysis is `gridgames solve`'s:
// random Minesweeper positions (possible ones, numbers changed by one so
// that many are impossible, and total mine counts other than the layout's)
// go through the analysis module's gg_board_analyse (gg-mines-analysis.wasm,
// the position editor's), both as a LeetCode board
// and as a position code (gg_board_code_encode), and through the native
// `gridgames solve --mines K`; the report rebuilt from the export's
// numbers must be solve's, byte for byte, and an impossible position must
// fail with solve's sentence. Board files too: a file read by gg_board_read
// plays as a game in the game's module (gg-mines.wasm), and that game's
// replay written back (text, .mbf, layout code) is `gridgames board`'s bytes.
//
//   node --test tests/wasm/board_analysis.mjs
//   (GG_WEB_DIR: build/web; GG_GRIDGAMES: the native gridgames)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = process.env.GG_WEB_DIR || path.join(here, '..', '..', 'build', 'web');
const gridgames = process.env.GG_GRIDGAMES || path.join(here, '..', '..', 'build', 'native', 'gridgames');
globalThis.HTMLElement ??= class {};
globalThis.customElements ??= { define() {}, get() { return undefined; } };
const { ggLoadEngine } = await import(pathToFileURL(path.join(webDir, 'gridgames.js')).href);
const M = await ggLoadEngine({ wasmBinary: fs.readFileSync(path.join(webDir, 'gg-mines-analysis.wasm')) });
const G = await ggLoadEngine({ wasmBinary: fs.readFileSync(path.join(webDir, 'gg-mines.wasm')) });
const enc = new TextEncoder(), dec = new TextDecoder();

let seed = 20261127;
const next = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);

function bytesIn(b) {
  const p = M._gg_alloc(b.length);
  M.HEAPU8.set(b, p);
  return [p, b.length];
}

function message() {
  const p = M._gg_board_error_message();
  let e = p;
  while (M.HEAPU8[e]) e++;
  return dec.decode(M.HEAPU8.subarray(p, e));
}

function result(len) {
  const p = M._gg_board_result();
  return M.HEAPU8.slice(p, p + len);
}

/** A random position: rows, cols, the layout, what is revealed. */
function randomPosition() {
  const rows = 1 + next(9), cols = 1 + next(9), n = rows * cols;
  const mines = next(Math.max(1, Math.floor(n * (0.1 + next(40) / 100))));
  const mine = new Array(n).fill(false);
  for (let k = 0; k < mines; k++) {
    let i = next(n);
    while (mine[i]) i = (i + 1) % n;
    mine[i] = true;
  }
  const shown = new Array(n).fill(-1);
  const share = next(80) / 100;
  for (let i = 0; i < n; i++) {
    if (mine[i] || next(100) / 100 >= share) continue;
    const r = Math.floor(i / cols), c = i % cols;
    let count = 0;
    for (let y = r - 1; y <= r + 1; y++)
      for (let x = c - 1; x <= c + 1; x++)
        if (y >= 0 && x >= 0 && y < rows && x < cols && (y !== r || x !== c)) count += mine[y * cols + x];
    shown[i] = count;
  }
  // A third of them get a number changed by one: often impossible then.
  if (next(3) === 0) {
    const open = shown.map((v, i) => (v >= 0 ? i : -1)).filter((i) => i >= 0);
    if (open.length) {
      const i = open[next(open.length)];
      shown[i] = Math.min(8, Math.max(0, shown[i] + (next(2) ? 1 : -1)));
    }
  }
  const hidden = shown.filter((v) => v < 0).length;
  // The layout's mines, or another total (a few too many to fit).
  const total = next(4) === 0 ? next(hidden + 2) : mines;
  return { rows, cols, mine, shown, total };
}

function leetcode(p) {
  const rows = [];
  for (let r = 0; r < p.rows; r++) {
    const row = [];
    for (let c = 0; c < p.cols; c++) {
      const i = r * p.cols + c, v = p.shown[i];
      row.push(v < 0 ? (p.mine[i] ? 'M' : 'E') : v === 0 ? 'B' : String(v));
    }
    rows.push(row);
  }
  return JSON.stringify(rows);
}

const prob6 = (p) => {
  const v = Math.floor(p * 1e6 + 0.5);
  return `${Math.floor(v / 1e6)}.${String(v % 1e6).padStart(6, '0')}`;
};

/** gg_board_analyse on text; solve's report rebuilt from its numbers, or
 * { error } with its message. */
function analyse(text, mines) {
  const [tp, tl] = bytesIn(enc.encode(text));
  const sum = M._gg_alloc(16 * 4);
  const n = M._gg_board_analyse(tp, tl, mines, sum);
  const s = Array.from(M.HEAP32.subarray(sum >> 2, (sum >> 2) + 16));
  M._gg_release(tp);
  M._gg_release(sum);
  if (n < 0) return { error: message(), summary: s };
  const [rows, cols, total, hidden, , , exact, mr, mc, kind, ppm] = s;
  const base = M._gg_board_result();
  const prob = new Float64Array(M.HEAPU8.slice(base, base + 8 * n).buffer);
  const state = M.HEAPU8.slice(base + 8 * n, base + 9 * n);
  const at = (i) => `[${Math.floor(i / cols)},${i % cols}]`;
  const list = (want) => {
    const cells = [];
    for (let i = 0; i < n; i++) if ((state[i] & 3) === want) cells.push(at(i));
    return `${cells.length}:${cells.map((c) => ' ' + c).join('')}`;
  };
  let out = `board ${rows} x ${cols}, ${total} mine${total === 1 ? '' : 's'}, ${hidden} hidden\n`;
  out += `safe ${list(2)}\nmine ${list(3)}\nodds ${exact ? 'exact' : 'estimated'}\n`;
  for (let i = 0; i < n; i++) {
    if ((state[i] & 3) === 1) out += `${at(i)} ${prob6(prob[i])}\n`;
    if (state[i] & 4) assert.ok((state[i] & 3) === 1 || (state[i] & 3) === 2, 'a dead cell is hidden and no mine');
  }
  if (kind === 0) out += 'move none\n';
  else out += `move [${mr},${mc}] ${kind === 1 ? 'safe' : 'guess ' + prob6(ppm / 1e6)}\n`;
  if (kind === 2) assert.equal(ppm, Math.floor(prob[mr * cols + mc] * 1e6 + 0.5));
  return { out };
}

function solve(board, mines) {
  const run = spawnSync(gridgames, ['solve', '--mines', String(mines)], { input: board + '\n' });
  return { status: run.status, out: run.stdout.toString(), err: run.stderr.toString() };
}

function encode(p) {
  const n = p.rows * p.cols;
  const cells = M._gg_alloc(n);
  M.HEAP8.set(Int8Array.from(p.shown), cells);
  const len = M._gg_board_code_encode(p.rows, p.cols, p.total, cells);
  M._gg_release(cells);
  return len < 0 ? { error: message() } : { code: dec.decode(result(len)) };
}

test('random positions: gg_board_analyse gives solve\'s report, from a LeetCode board and from a code', (t) => {
  let possible = 0, impossible = 0, codes = 0;
  for (let k = 0; k < 400; k++) {
    const p = randomPosition();
    const board = leetcode(p);
    const native = solve(board, p.total);
    const mine = analyse(board, p.total);
    const what = `${board} --mines ${p.total}`;
    if (native.status === 0) {
      possible++;
      assert.equal(mine.error, undefined, `${what}: the export refused it: ${mine.error}`);
      assert.equal(mine.out, native.out, what);
    } else {
      impossible++;
      assert.equal(native.status, 2, what);
      assert.equal(`gridgames solve: line 1: ${mine.error}\n`, native.err, what);
    }
    // The same position as a code, its total in the code.
    const coded = encode(p);
    if (coded.error) {
      assert.match(native.err, /do(es)? not fit/, `${what}: encode refused: ${coded.error}`);
      continue;
    }
    codes++;
    const byCode = analyse(coded.code, -1);
    if (native.status === 0) assert.equal(byCode.out, native.out, `${what} as ${coded.code}`);
    else assert.equal(`gridgames solve: line 1: ${byCode.error}\n`, native.err, `${what} as ${coded.code}`);
    // and native solve reads the code too, to the same report
    if (k % 4 === 0) {
      const fromCode = solve(coded.code, p.total);
      assert.deepEqual(fromCode, native, `solve on ${coded.code}`);
    }
  }
  t.diagnostic(`${possible} possible and ${impossible} impossible positions, ${codes} of them as codes too`);
  assert.ok(possible > 150 && impossible > 40 && codes > 300, `${possible} possible, ${impossible} impossible, ${codes} codes`);
});

test('an impossible position names its numbers in the summary', () => {
  const r = analyse('[["E","E","E"],["1","B","2"],["E","E","E"]]', 2);
  assert.match(r.error, /the 1 at \[1,0\] and the 0 at \[1,1\] cannot both be right/);
  assert.deepEqual(r.summary.slice(12), [1, 0, 1, 1]);
});

test('position codes decode to what was encoded', () => {
  for (let k = 0; k < 200; k++) {
    const p = randomPosition();
    p.shown = p.shown.map((v, i) => (v < 0 && next(5) === 0 ? -2 : v)); // some flags
    p.total = Math.min(p.total, p.shown.filter((v) => v < 0).length);
    const { code } = encode(p);
    const [cp, cl] = bytesIn(enc.encode(code));
    const header = M._gg_alloc(16);
    const n = M._gg_board_code_decode(cp, cl, header);
    assert.equal(n, p.rows * p.cols, `${code}: ${message()}`);
    assert.deepEqual(Array.from(M.HEAP32.subarray(header >> 2, (header >> 2) + 4)), [2, p.rows, p.cols, p.total]);
    assert.deepEqual(Array.from(new Int8Array(result(n).buffer)), p.shown, code);
    M._gg_release(cp);
    M._gg_release(header);
  }
});

test('board files: read into a game, written back as gridgames board writes them', () => {
  /** kind (0 text, 1 .mbf, 2 layout code) of the board file in bytes. */
  const read = (bytes, kind) => {
    const [p, n] = bytesIn(bytes);
    const len = M._gg_board_read(p, n, kind);
    M._gg_release(p);
    assert.ok(len >= 0, message());
    return result(len);
  };
  /** A game in the game's module from a layout's text; its replay. */
  const played = (text) => {
    const b = enc.encode(text), p = G._gg_alloc(b.length);
    G.HEAPU8.set(b, p);
    const h = G._gg_mines_load_replay(p, b.length);
    G._gg_release(p);
    assert.ok(h > 0);
    const len = G._gg_mines_replay(h);
    const replay = G.HEAPU8.slice(G._gg_mines_text(h), G._gg_mines_text(h) + len);
    G._gg_mines_free(h);
    return replay;
  };
  for (let k = 0; k < 60; k++) {
    const p = randomPosition();
    let text = `${p.rows} ${p.cols}\n`;
    for (let r = 0; r < p.rows; r++)
      text += p.mine.slice(r * p.cols, (r + 1) * p.cols).map((m) => (m ? '*' : '.')).join('') + '\n';
    // The game's replay (its layout, then Quit) is a board file too.
    const replay = played(dec.decode(read(enc.encode(text), 0)));
    for (const [kind, to] of [[0, 'text'], [1, 'mbf'], [2, 'code']]) {
      const got = Buffer.from(read(replay, kind));
      const want = spawnSync(gridgames, ['board', '--to', to], { input: text }).stdout;
      assert.deepEqual(kind === 2 ? Buffer.concat([got, Buffer.from('\n')]) : got, want, `${text} --to ${to}`);
      // and what was written reads again to the same layout
      assert.equal(dec.decode(read(got, 0)), text);
    }
  }
  const [bp, bl] = bytesIn(Uint8Array.from([4, 3, 0, 2, 0, 0, 4, 1]));
  assert.ok(M._gg_board_read(bp, bl, 0) < 0);
  assert.match(message(), /mine 2 of the \.mbf file, at column 4, row 1 \(from 0\), is off its 4 wide, 3 high board/);
});
