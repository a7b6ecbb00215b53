// exports_garbage.mjs — every function the web modules (build/web/
// gg-mines.wasm and gg-snakes-maker.wasm, loaded by gridgames.js) export, called with garbage under node: null, stale and made-up handles,
// negative and huge sizes, coordinates off the board, mine counts past the
// board, NaN and infinities, texts that are not what they claim, lengths
// and pointers past the end of memory. Each call must come back with its
// error (a negative status, or NULL for the pointer getters) and a clear
// message in gg_error_message() (gg_snakes_error_message() for the
// gg_snakes_* calls), which the page throws as an Error — never trap (a
// WebAssembly RuntimeError) and never leave the module broken: a normal
// game still plays after all of it. Exports with no test of their own here
// still get argument lists of pure garbage (found by name, `_gg_*`), and
// memory growth must stop at the module's maximum with "out of engine
// memory (the WebAssembly memory is full)".
//
//   node --test tests/wasm/exports_garbage.mjs     (GG_WEB_DIR: build/web)
//
// The module is built for the browser; under node it needs the wasm bytes
// handed in and stand-ins for the custom-element globals its elements
// touch at load. M is Minesweeper's engine, S Snakes & Ladders'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = process.env.GG_WEB_DIR || path.join(here, '..', '..', 'build', 'web');
globalThis.HTMLElement ??= class {};
globalThis.customElements ??= { define() {}, get() { return undefined; } };
const { ggLoadEngine } = await import(pathToFileURL(path.join(webDir, 'gridgames.js')).href);
const wasmOf = (game) => fs.readFileSync(path.join(webDir, `gg-${game}.wasm`));
const M = await ggLoadEngine({ wasmBinary: wasmOf('mines') });
// Snakes & Ladders' exports are tried on gg-snakes-maker.wasm, which has
// them all: gg-snakes.wasm is the same code less the board maker (below).
const S = await ggLoadEngine({ wasmBinary: wasmOf('snakes-maker') });

const enc = new TextEncoder();
const dec = new TextDecoder();
const INT_MAX = 2 ** 31 - 1, INT_MIN = -(2 ** 31);
const BAD_INPUT = -2, NO_MEMORY = -3, TOO_BIG = -4;

function message() {
  const p = M._gg_error_message();
  let e = p;
  while (M.HEAPU8[e]) e++;
  return dec.decode(M.HEAPU8.subarray(p, e));
}

/** Call an export; it must not trap. Returns [result, message]. */
function call(name, ...args) {
  // Clear the message first, so that the one after is this call's own.
  M.HEAPU8[M._gg_error_message()] = 0;
  let rc;
  try {
    rc = M['_' + name](...args);
  } catch (e) {
    assert.fail(`${name}(${args.join(', ')}) trapped: ${e}`);
  }
  return [rc, message()];
}

/** The call must fail: a negative status (or NULL), with a sentence. */
function refuses(name, ...args) {
  const [rc, msg] = call(name, ...args);
  assert.ok(rc < 0 || (rc === 0 && /info|text|revealed/.test(name)),
    `${name}(${args.join(', ')}) returned ${rc}, expected an error`);
  if (rc < 0) assert.ok([BAD_INPUT, NO_MEMORY, TOO_BIG].includes(rc), `${name}: unknown status ${rc}`);
  // A sentence: no control characters (it may quote the bytes at fault).
  assert.match(msg, /^[^\x00-\x1f]{8,}$/u, `${name}(${args.join(', ')}): message ${JSON.stringify(msg)}`);
  return msg;
}

/** Text into engine E's memory (gg_alloc); [ptr, len]. */
function text(s, E = M) {
  const bytes = typeof s === 'string' ? enc.encode(s) : s;
  const p = E._gg_alloc(bytes.length);
  assert.ok(p > 0, 'gg_alloc failed');
  E.HEAPU8.set(bytes, p);
  return [p, bytes.length];
}

function newGame(rows = 9, cols = 9, mines = 10, seed = '42', start = 'safe') {
  const [sp, sl] = text(seed), [mp, ml] = text(start);
  const [h, msg] = call('gg_mines_new', rows, cols, mines, sp, sl, mp, ml);
  M._gg_release(sp); M._gg_release(mp);
  assert.ok(h > 0, `gg_mines_new(${rows}, ${cols}, ${mines}): ${msg}`);
  return h;
}

function play(h, line) {
  const [p, n] = text(line);
  const r = call('gg_mines_play', h, p, n);
  M._gg_release(p);
  return r;
}

const memEnd = (E = M) => E.HEAPU8.length;
const junkHandles = [0, -1, 1, 255, 256, 257, INT_MAX, INT_MIN, 0x12345678, NaN];

function staleHandle() {
  const h = newGame();
  M._gg_mines_free(h);
  return h;
}

test('gg_alloc refuses negative sizes, gg_release takes NULL', () => {
  for (const n of [-1, -100, INT_MIN]) assert.equal(call('gg_alloc', n)[0], 0);
  assert.equal(call('gg_release', 0)[0], undefined);
  const p = call('gg_alloc', 0)[0];
  assert.ok(p > 0);
  M._gg_release(p);
});

test('gg_alloc of more than memory can hold returns NULL, not a trap', () => {
  const [p] = call('gg_alloc', INT_MAX);
  if (p) M._gg_release(p);
  assert.equal(p, 0);
});

test('gg_mines_new refuses bad sizes, mine counts, starts and seeds', () => {
  const [sp, sl] = text('7'), [mp, ml] = text('safe');
  for (const [r, c] of [[0, 5], [5, 0], [-1, 5], [5, -1], [1001, 5], [5, 1001], [INT_MAX, INT_MAX],
                        [INT_MIN, 1], [NaN, 5], [1e6, 1e6]])
    refuses('gg_mines_new', r, c, 1, sp, sl, mp, ml);
  for (const m of [-1, 81, 80.5, 0.5, NaN, Infinity, -Infinity, 1e300, 2 ** 53])
    refuses('gg_mines_new', 9, 9, m, sp, sl, mp, ml);
  const [bad, badLen] = text('sideways');
  refuses('gg_mines_new', 9, 9, 10, sp, sl, bad, badLen);
  refuses('gg_mines_new', 9, 9, 10, sp, sl, 0, 4);
  refuses('gg_mines_new', 9, 9, 10, sp, sl, mp, -1);
  refuses('gg_mines_new', 9, 9, 10, sp, sl, mp, INT_MAX);
  refuses('gg_mines_new', 9, 9, 10, sp, sl, mp, ml + 1);      // "safe\0": not a start
  refuses('gg_mines_new', 9, 9, 10, 0, 3, mp, ml);
  refuses('gg_mines_new', 9, 9, 10, sp, -1, mp, ml);
  [sp, mp, bad].forEach((p) => M._gg_release(p));
});

test('gg_mines_new refuses a seed or start text that runs past the end of memory', () => {
  const [sp, sl] = text('7'), [mp, ml] = text('safe');
  refuses('gg_mines_new', 9, 9, 10, sp, INT_MAX, mp, ml);
  refuses('gg_mines_new', 9, 9, 10, memEnd() - 1, 16, mp, ml);
  refuses('gg_mines_new', 9, 9, 10, sp, sl, memEnd() + 4096, ml);
  M._gg_release(sp); M._gg_release(mp);
});

test('every call on a game refuses null, made-up and stale handles', () => {
  const handles = [...junkHandles, staleHandle()];
  const [lp, ln] = text('Sweep 1 1');
  const out = M._gg_alloc(64);
  for (const h of handles) {
    refuses('gg_mines_play', h, lp, ln);
    refuses('gg_mines_info', h);
    refuses('gg_mines_text', h);
    refuses('gg_mines_revealed', h);
    refuses('gg_mines_snapshot', h, 0, 0, 1, 1, out);
    refuses('gg_mines_chord_ready', h, 0, 0);
    refuses('gg_mines_replay', h);
    refuses('gg_mines_measure', h, out);
    call('gg_mines_free', h); // a no-op, and no trap
  }
  M._gg_release(lp); M._gg_release(out);
});

test('gg_mines_free twice, and a handle whose slot was reused, are refused', () => {
  const h = newGame();
  M._gg_mines_free(h);
  call('gg_mines_free', h);
  const h2 = newGame(); // likely the same slot, a new generation
  refuses('gg_mines_info', h);
  assert.ok(call('gg_mines_info', h2)[0] > 0);
  M._gg_mines_free(h2);
});

test('gg_mines_play refuses garbage lines, off-board cells and bad lengths', () => {
  const h = newGame(9, 9, 10);
  for (const line of ['', '   ', 'Sweep', 'Sweep 1', 'Sweep 1 2 3', 'Sweep 0 1', 'Sweep 10 1', 'Sweep 1 10',
                      'Sweep -1 1', 'Sweep 99999999999999999999 1', 'Sweep x y', 'Flag 1 1 1', 'Quit now',
                      'sweep 1 1', 'Explode 1 1', '\0\0\0', 'Sweep\0 1 1', '\u00ff\u00fe', 'DSweep 2147483648 1'])
    refuses('gg_mines_play', h, ...text(line)); // (the small leaks of text() do not matter here)
  const [p, n] = text('Sweep 5 5');
  refuses('gg_mines_play', h, 0, n);
  refuses('gg_mines_play', h, p, -1);
  refuses('gg_mines_play', h, p, INT_MIN);
  M._gg_release(p);
  // The game is untouched: still ready, no step.
  const info = M.HEAP32.subarray(M._gg_mines_info(h) >> 2);
  assert.equal(info[5], 0, 'steps after refused moves');
  M._gg_mines_free(h);
});

test('gg_mines_play refuses a line that runs past the end of memory', () => {
  const h = newGame();
  refuses('gg_mines_play', h, 16, INT_MAX);
  refuses('gg_mines_play', h, memEnd() - 4, 64);
  M._gg_mines_free(h);
});

test('gg_mines_play after the game is over is refused', () => {
  const h = newGame(3, 3, 0);
  assert.equal(play(h, 'Sweep 1 1')[0], 0);
  refuses('gg_mines_play', h, ...text('Flag 2 2'));
  M._gg_mines_free(h);
});

test('gg_mines_snapshot refuses rectangles off the board and a NULL buffer', () => {
  const h = newGame(9, 9, 10);
  const buf = M._gg_alloc(81);
  for (const [r0, c0, nr, nc] of [[-1, 0, 1, 1], [0, -1, 1, 1], [0, 0, 0, 1], [0, 0, 1, 0], [0, 0, 10, 1],
                                  [0, 0, 1, 10], [8, 0, 2, 1], [0, 8, 1, 2], [0, 0, -1, -1],
                                  [0, 0, INT_MAX, INT_MAX], [INT_MAX, INT_MAX, 1, 1], [INT_MIN, 0, 1, 1],
                                  [1, 1, INT_MAX, 2], [0, 0, 65536, 65536]])
    refuses('gg_mines_snapshot', h, r0, c0, nr, nc, buf);
  refuses('gg_mines_snapshot', h, 0, 0, 9, 9, 0);
  assert.equal(call('gg_mines_snapshot', h, 0, 0, 9, 9, buf)[0], 81);
  M._gg_release(buf);
  M._gg_mines_free(h);
});

test('gg_mines_snapshot refuses a buffer that runs past the end of memory', () => {
  const h = newGame(9, 9, 10);
  refuses('gg_mines_snapshot', h, 0, 0, 9, 9, memEnd() - 10);
  refuses('gg_mines_snapshot', h, 0, 0, 9, 9, 0xfffffff0 | 0);
  M._gg_mines_free(h);
});

test('gg_mines_chord_ready refuses cells off the board', () => {
  const h = newGame(9, 9, 10);
  for (const [r, c] of [[-1, 0], [0, -1], [9, 0], [0, 9], [INT_MAX, 0], [0, INT_MIN], [NaN, 1e12]])
    refuses('gg_mines_chord_ready', h, r, c);
  assert.equal(call('gg_mines_chord_ready', h, 0, 0)[0], 0);
  M._gg_mines_free(h);
});

test('gg_mines_replay refuses a game without mines laid', () => {
  const h = newGame();
  refuses('gg_mines_replay', h);
  M._gg_mines_free(h);
});

test('gg_mines_measure refuses NULL and a place past the end of memory', () => {
  const h = newGame();
  refuses('gg_mines_measure', h, 0);
  refuses('gg_mines_measure', h, memEnd() - 8);
  M._gg_mines_free(h);
});

const badReplays = [
  '', '\n', '0 0\n', '-1 5\n', '3\n', '3 3 3\n', 'x y\n', '1001 1\n' + '.\n'.repeat(1001) + 'Quit\n',
  '2 2\n..\n', '2 2\n..\n.\n', '2 2\n...\n..\n', '2 2\n.x\n..\n', '2 2\n..\n..\nSweep 3 1\n',
  '2 2\n..\n..\nJump 1 1\n', '2 2\n*.\n..\nFlag 1\n', '99999999999 1\n', '100000 100000\n',
  '1 2' + ' '.repeat(5000) + '\n*.\n', '\0\0\0\0', '2 2\n*.\n..\nFlag 1 1\nSweep 2 2' + ' '.repeat(70000) + 'x\n',
];

test('gg_mines_load_replay refuses bad command files with the line at fault', () => {
  for (const r of badReplays) {
    const [p, n] = text(r);
    const msg = refuses('gg_mines_load_replay', p, n);
    M._gg_release(p);
    assert.ok(r.length < 4 || /line|board|size|empty|outside|rows|no /.test(msg), `message: ${msg}`);
  }
  refuses('gg_mines_load_replay', 0, 10);
  refuses('gg_mines_load_replay', 16, -1);
});

test('gg_mines_load_replay refuses a text that runs past the end of memory', () => {
  refuses('gg_mines_load_replay', 16, INT_MAX);
  refuses('gg_mines_load_replay', memEnd() - 2, 100);
});

const badBoards = [
  '', '[]', '[[]]', '[["E"],["E","E"]]', '[["Q"]]', '[["X"]], click = [0,0]', '[["E"]], click = [1,0]',
  '[["E"]], click = [-1,0]', '[["B"]], click = [0,0]', '[["E"]], click = [0]', '[["E"', '[["E"]] junk',
  'board = [["EE"]]', '[["E\\u0041"]]', '[[1]]', '[["E"]], click = [99999999999999999999,0]',
  JSON.stringify(Array.from({ length: 1001 }, () => ['E'])), '\0[["E"]]',
];

test('gg_mines_load_leetcode refuses bad boards and clicks', () => {
  for (const b of badBoards) {
    const [p, n] = text(b);
    refuses('gg_mines_load_leetcode', p, n);
    M._gg_release(p);
  }
  refuses('gg_mines_load_leetcode', 0, 5);
  refuses('gg_mines_load_leetcode', 16, -1);
});

test('gg_mines_load_leetcode refuses a text that runs past the end of memory', () => {
  refuses('gg_mines_load_leetcode', 16, INT_MAX);
  refuses('gg_mines_load_leetcode', memEnd() - 2, 100);
});

test('a full table of games is refused, and freeing makes room again', () => {
  const hs = [];
  let rc, msg;
  for (let i = 0; i < 1000; i++) {
    const [sp, sl] = text('1'), [mp, ml] = text('safe');
    [rc, msg] = call('gg_mines_new', 2, 2, 1, sp, sl, mp, ml);
    M._gg_release(sp); M._gg_release(mp);
    if (rc < 0) break;
    hs.push(rc);
  }
  assert.ok(rc < 0, 'the table never filled');
  assert.match(msg, /too many Minesweeper games open at once \(255\): one is held by each <gg-mines>/);
  for (const h of hs) M._gg_mines_free(h);
  M._gg_mines_free(newGame());
});

test('a Sweep whose guess-free layout cannot be made is refused and changes nothing', () => {
  // Regression: a failed noguess layout used to leave its mines on the
  // hidden board, and the next Sweep laid as many again on top (2 x 3 with
  // 3 mines, seed 0: refused at (1, 2), then laid from (1, 1) with 5).
  const infoOf = (h) => M.HEAP32.subarray(M._gg_mines_info(h) >> 2, (M._gg_mines_info(h) >> 2) + 32);
  const minesInReplay = (h) => {
    const n = M._gg_mines_replay(h);
    assert.ok(n > 0, message());
    const lines = dec.decode(M.HEAPU8.slice(M._gg_mines_text(h), M._gg_mines_text(h) + n)).split('\n');
    const rows = +lines[0].split(' ')[0];
    return lines.slice(1, 1 + rows).join('').split('*').length - 1;
  };
  // 1 x 3 with one mine clicked in the middle: no layout is guess-free
  // (noguess.h), so this one is always refused.
  for (const [rows, cols, mines, seed, refused, laid] of [[1, 3, 1, '5', 'Sweep 1 2', 'Sweep 1 1'],
                                                          [2, 3, 3, '0', 'Sweep 1 2', 'Sweep 1 1']]) {
    const h = newGame(rows, cols, mines, seed, 'noguess');
    const [rc, msg] = play(h, refused);
    if (rows === 1) assert.equal(rc, BAD_INPUT, `${refused} on 1 x 3 noguess: ${msg}`);
    if (rc === BAD_INPUT) {
      assert.match(msg, /guess-free/);
      assert.equal(infoOf(h)[5], 0, 'steps after the refused Sweep');
      assert.equal(infoOf(h)[7], 0, 'mines laid after the refused Sweep');
    }
    const [rc2, msg2] = play(h, laid);
    if (rc2 === 0) {
      assert.equal(infoOf(h)[3], mines, `mines on the ${rows} x ${cols} board`);
      assert.equal(minesInReplay(h), mines, 'mines in the replay');
    } else {
      assert.equal(rc2, BAD_INPUT, msg2);
    }
    M._gg_mines_free(h);
  }
});

// ---- Snakes & Ladders (engine/wasm/wasm_snakes.c): its own error message.

function snakesMessage() {
  const p = S._gg_snakes_error_message();
  let e = p;
  while (S.HEAPU8[e]) e++;
  return dec.decode(S.HEAPU8.subarray(p, e));
}

/** As refuses(), for the snakes exports and their message. */
function snakesRefuses(name, ...args) {
  S.HEAPU8[S._gg_snakes_error_message()] = 0;
  let rc;
  try {
    rc = S['_' + name](...args);
  } catch (e) {
    assert.fail(`${name}(${args.join(', ')}) trapped: ${e}`);
  }
  const msg = snakesMessage();
  assert.ok(rc < 0 || (rc === 0 && /info|positions|dest|cells|figures|path|distribution|text/.test(name)),
    `${name}(${args.join(', ')}) returned ${rc}, expected an error`);
  if (rc < 0) assert.ok([BAD_INPUT, NO_MEMORY, TOO_BIG].includes(rc), `${name}: unknown status ${rc}`);
  assert.match(msg, /^[^\x00-\x1f]{8,}$/u, `${name}(${args.join(', ')}): message ${JSON.stringify(msg)}`);
  return msg;
}

function snakesBoard(json) {
  const [p, n] = text(json, S);
  const h = S._gg_snakes_new_leetcode(p, n);
  S._gg_release(p);
  assert.ok(h > 0, `gg_snakes_new_leetcode(${json}): ${snakesMessage()}`);
  return h;
}

test('gg_snakes_new_random refuses bad sides and seeds', () => {
  const [sp, sl] = text('7', S);
  for (const n of [-1, 0, 1, 21, 1000, INT_MAX, INT_MIN]) snakesRefuses('gg_snakes_new_random', n, sp, sl);
  snakesRefuses('gg_snakes_new_random', 10, 0, 3);
  snakesRefuses('gg_snakes_new_random', 10, sp, -1);
  snakesRefuses('gg_snakes_new_random', 10, sp, INT_MAX);
  snakesRefuses('gg_snakes_new_random', 10, memEnd(S) - 1, 16);
  S._gg_release(sp);
});

const badSnakesBoards = [
  '', '[]', '[[]]', '[[-1]]', '[[-1,-1],[-1]]', '[[-1,-1,-1],[-1,-1,-1]]', '[[-1,-1],[-1,5]]',
  '[[-1,-1],[-1,0]]', '[[-1,-1],[-1,-2]]', '[[3,-1],[-1,-1]]', '[[-1,-1],[-1,99999999999999999999]]',
  '[[-1,-1],[-1,"3"]]', '[[-1,-1],[-1,3]] junk', '[[-1,-1],[-1,3]', 'board = ', '\0\0',
  JSON.stringify(Array.from({ length: 51 }, () => Array(51).fill(-1))),
];

/** The export `name(text, length)` refuses each of the texts, and texts
 * not in the module's memory. */
function refusesTexts(name, texts) {
  for (const t of texts) {
    const [p, n] = text(t, S);
    snakesRefuses(name, p, n);
    S._gg_release(p);
  }
  snakesRefuses(name, 0, 5);
  snakesRefuses(name, 16, -1);
  snakesRefuses(name, 16, INT_MAX);
  snakesRefuses(name, memEnd(S) - 2, 100);
}

test('gg_snakes_new_leetcode refuses bad boards, and texts not in memory', () => {
  refusesTexts('gg_snakes_new_leetcode', badSnakesBoards);
});

test('gg-snakes.wasm: the exports of gg-snakes-maker.wasm but the board maker\'s', async () => {
  const P = await ggLoadEngine({ wasmBinary: wasmOf('snakes') });
  const names = (E) => Object.keys(E).filter((k) => k.startsWith('_gg_')).sort();
  const maker = ['_gg_snakes_new_designed', '_gg_snakes_new_random'];
  assert.deepEqual(names(P), names(S).filter((k) => maker.indexOf(k) < 0));
  for (const k of maker) assert.ok(names(S).includes(k), k);
});

test('gg_snakes_new_designed refuses bad sides, lengths, starts, rules and seeds, and a length out of reach', () => {
  const [rp, rl] = text('exact', S), [sp, sl] = text('1', S), [bad, badLen] = text('sideways', S);
  for (const n of [-1, 0, 1, 21, 1000, INT_MAX, INT_MIN]) snakesRefuses('gg_snakes_new_designed', n, 40, 0, rp, rl, sp, sl);
  for (const t of [0, 0.5, -1, 1e10, NaN, Infinity, -Infinity]) snakesRefuses('gg_snakes_new_designed', 10, t, 0, rp, rl, sp, sl);
  for (const start of [2, -1, INT_MAX, INT_MIN]) snakesRefuses('gg_snakes_new_designed', 10, 40, start, rp, rl, sp, sl);
  snakesRefuses('gg_snakes_new_designed', 10, 40, 0, bad, badLen, sp, sl);
  snakesRefuses('gg_snakes_new_designed', 10, 40, 0, rp, rl + 1, sp, sl); // "exact\0"
  snakesRefuses('gg_snakes_new_designed', 10, 40, 0, 0, 4, sp, sl);
  snakesRefuses('gg_snakes_new_designed', 10, 40, 0, rp, -1, sp, sl);
  snakesRefuses('gg_snakes_new_designed', 10, 40, 0, rp, rl, 0, 1);
  snakesRefuses('gg_snakes_new_designed', 10, 40, 0, rp, rl, sp, INT_MAX);
  snakesRefuses('gg_snakes_new_designed', 10, 40, 0, rp, rl, memEnd(S) - 1, 64);
  assert.match(snakesRefuses('gg_snakes_new_designed', 10, 5, 0, rp, rl, sp, sl), /the search reaches [\d.]+ to [\d.]+ rolls/);
  [rp, sp, bad].forEach((p) => S._gg_release(p));
});

test('gg_snakes_new_code refuses bad codes, and texts not in memory', () => {
  refusesTexts('gg_snakes_new_code', ['', ' ', '1', '01', '0_2-3', '10_', '10_4-14_', '10_4-4', '10_14-4_9-2', '10_100-5',
    '10_5-0', '10_5-101', '10x', '51', '99999999999', 'x', '\0']);
});

test('gg_snakes_add_jump and gg_snakes_remove_jump refuse what the rules of an edit forbid, keeping the board', () => {
  const [p, n] = text('10_4-14', S);
  const h = S._gg_snakes_new_code(p, n);
  S._gg_release(p);
  assert.ok(h > 0, snakesMessage());
  const code = () => {
    const len = S._gg_snakes_code(h);
    return dec.decode(S.HEAPU8.slice(S._gg_snakes_text(h), S._gg_snakes_text(h) + len));
  };
  for (const [f, t] of [[1, 20], [20, 1], [100, 5], [5, 100], [0, 5], [5, 0], [101, 5], [5, 101], [7, 7], [4, 30],
                        [14, 30], [20, 4], [20, 14], [INT_MAX, 5], [INT_MIN, 5], [5, INT_MIN], [NaN, NaN]])
    snakesRefuses('gg_snakes_add_jump', h, f, t);
  for (const f of [0, 1, 5, 14, 100, 101, -1, INT_MAX, INT_MIN, NaN]) snakesRefuses('gg_snakes_remove_jump', h, f);
  assert.equal(code(), '10_4-14');
  assert.equal(S._gg_snakes_add_jump(h, 20, 5), 0, snakesMessage());
  assert.equal(S._gg_snakes_remove_jump(h, 4), 0, snakesMessage());
  assert.equal(code(), '10_20-5');
  S._gg_snakes_free(h);
});

test('gg_snakes_setup refuses bad players, starts, rules and seeds, changing nothing', () => {
  const h = snakesBoard('[[-1,-1],[-1,3]]');
  const [rp, rl] = text('bounce', S), [sp, sl] = text('1', S), [bad, badLen] = text('sideways', S);
  for (const players of [0, 5, -1, INT_MAX, INT_MIN]) snakesRefuses('gg_snakes_setup', h, players, 1, rp, rl, sp, sl);
  for (const start of [2, -2, INT_MAX, INT_MIN]) snakesRefuses('gg_snakes_setup', h, 2, start, rp, rl, sp, sl);
  snakesRefuses('gg_snakes_setup', h, 2, 1, bad, badLen, sp, sl);
  snakesRefuses('gg_snakes_setup', h, 2, 1, rp, rl + 1, sp, sl); // "bounce\0"
  snakesRefuses('gg_snakes_setup', h, 2, 1, 0, 4, sp, sl);
  snakesRefuses('gg_snakes_setup', h, 2, 1, rp, -1, sp, sl);
  snakesRefuses('gg_snakes_setup', h, 2, 1, rp, rl, 0, 1);
  snakesRefuses('gg_snakes_setup', h, 2, 1, rp, rl, sp, -1);
  snakesRefuses('gg_snakes_setup', h, 2, 1, memEnd(S) - 2, 6, sp, sl);
  snakesRefuses('gg_snakes_setup', h, 2, 1, rp, rl, memEnd(S) - 1, 64);
  snakesRefuses('gg_snakes_setup', h, 2, 1, rp, rl, sp, INT_MAX);
  const info = S.HEAP32.subarray(S._gg_snakes_info(h) >> 2);
  assert.equal(info[3], 1, 'players after refused setups'); // SI_PLAYERS
  [rp, sp, bad].forEach((p) => S._gg_release(p));
  S._gg_snakes_free(h);
});

test('gg_snakes_roll refuses faces off the die and rolls after the end', () => {
  const h = snakesBoard('[[-1,-1],[-1,3]]');
  for (const v of [-1, 7, 100, INT_MAX, INT_MIN]) snakesRefuses('gg_snakes_roll', h, v);
  assert.equal(S._gg_snakes_roll(h, 1), 1); // square 2: the ladder to 3
  assert.equal(S._gg_snakes_roll(h, 1), 1); // 4: won
  snakesRefuses('gg_snakes_roll', h, 1);
  snakesRefuses('gg_snakes_roll', h, 0);
  S._gg_snakes_free(h);
});

test('every snakes call refuses null, made-up and stale handles', () => {
  const stale = S._gg_snakes_new_classic();
  S._gg_snakes_free(stale);
  const [rp, rl] = text('over', S);
  for (const h of [...junkHandles, stale]) {
    snakesRefuses('gg_snakes_setup', h, 1, 1, rp, rl, rp, rl);
    snakesRefuses('gg_snakes_restart', h);
    snakesRefuses('gg_snakes_roll', h, 3);
    for (const getter of ['info', 'positions', 'dest', 'cells', 'figures', 'path', 'distribution', 'text'])
      snakesRefuses('gg_snakes_' + getter, h);
    snakesRefuses('gg_snakes_analyse', h);
    snakesRefuses('gg_snakes_chances', h);
    snakesRefuses('gg_snakes_json', h);
    snakesRefuses('gg_snakes_code', h);
    snakesRefuses('gg_snakes_add_jump', h, 5, 20);
    snakesRefuses('gg_snakes_remove_jump', h, 5);
    S._gg_snakes_free(h); // a no-op, and no trap
  }
  S._gg_release(rp);
});

test('a full table of snakes games is refused, and freeing makes room again', () => {
  const hs = [];
  let rc;
  for (let i = 0; i < 1000 && (rc = S._gg_snakes_new_classic()) > 0; i++) hs.push(rc);
  assert.ok(rc < 0, 'the table never filled');
  assert.match(snakesMessage(), /too many Snakes & Ladders games open at once \(64\): one is held by each <gg-snakes>/);
  for (const h of hs) S._gg_snakes_free(h);
  S._gg_snakes_free(S._gg_snakes_new_classic());
});

// ---- Every export, whatever it is, with argument lists of pure garbage
// (a new export joins here without a line of this file): no trap. The
// first argument is also tried as a live handle of each game, so that the
// garbage reaches the checks behind the handle's.

const garbageRows = [
  [0, 0, 0, 0, 0, 0, 0], [-1, -1, -1, -1, -1, -1, -1], [INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX],
  [INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN], [NaN, NaN, NaN, NaN, NaN, NaN, NaN],
  [1, -1, INT_MAX, 2, INT_MIN, 3, -7], [16, INT_MAX, 16, INT_MAX, 16, INT_MAX, 16],
];

test('every export survives argument lists of garbage', () => {
  // gg_release is free(): it takes NULL or a pointer from gg_alloc, and
  // nothing can check more than that.
  const exportsOf = (E) => Object.keys(E).filter((k) => /^_gg_/.test(k) && k !== '_gg_release' && typeof E[k] === 'function');
  const count = exportsOf(M).length + exportsOf(S).length;
  assert.ok(count >= 30, `only ${count} exports found`);
  for (const [E, game, free] of [[M, () => newGame(), (h) => M._gg_mines_free(h)],
    [S, () => S._gg_snakes_new_classic(), (h) => S._gg_snakes_free(h)]]) {
    for (const name of exportsOf(E)) {
      const rows = garbageRows.map((r) => r.slice());
      const end = memEnd(E);
      rows.push([end - 1, end - 1, end - 1, end - 1, end - 1, end - 1, end - 1]);
      rows.push([1, 1, 1, 1, 1, end - 3, 64]);
      const h = game();
      for (const r of garbageRows) rows.push([h, ...r.slice(1)]);
      for (const args of rows) {
        try {
          E[name](...args);
        } catch (e) {
          assert.fail(`${name.slice(1)}(${args.join(', ')}) trapped: ${e}`);
        }
      }
      free(h);
    }
  }
});

test('after all that garbage a normal game still plays, and memory stays bounded', () => {
  const h = newGame(9, 9, 10, 'after', 'opening');
  const [rc, msg] = play(h, 'Sweep 5 5');
  assert.equal(rc, 0, msg);
  const info = M.HEAP32.subarray(M._gg_mines_info(h) >> 2, (M._gg_mines_info(h) >> 2) + 32);
  assert.equal(info[5], 1, 'one step');
  assert.ok(info[9] >= 9, 'an opening start sweeps at least the 3 x 3 block');
  M._gg_mines_free(h);
  const s = S._gg_snakes_new_classic();
  assert.ok(s > 0, snakesMessage());
  assert.equal(S._gg_snakes_analyse(s), 0, snakesMessage());
  S._gg_snakes_free(s);
  // Growth is capped (the module links with -sMAXIMUM_MEMORY): memory is
  // still far below 4 GiB after every test above.
  for (const E of [M, S]) assert.ok(E.HEAPU8.length <= 2 ** 31, `memory is ${E.HEAPU8.length} bytes`);
});

test('memory growth stops at the module maximum with "out of memory", and freeing recovers', async () => {
  // A module of its own: wasm memory never shrinks, and this one fills it.
  const X = await ggLoadEngine({ wasmBinary: wasmOf('mines') });
  const put = (s) => {
    const b = enc.encode(s), p = X._gg_alloc(b.length);
    X.HEAPU8.set(b, p);
    return [p, b.length];
  };
  const said = () => {
    const p = X._gg_error_message();
    let e = p;
    while (X.HEAPU8[e]) e++;
    return dec.decode(X.HEAPU8.subarray(p, e));
  };
  const [sp, sl] = put('fill'), [mp, ml] = put('safe'), [lp, ll] = put('Sweep 1 1');
  const hs = [];
  let rc = 0;
  // Each 1000 x 1000 game swept open costs some 20 MB: at most ~100 fit.
  for (let i = 0; i < 255 && rc >= 0; i++) {
    const h = X._gg_mines_new(1000, 1000, 0, sp, sl, mp, ml);
    if (h < 0) { rc = h; break; }
    hs.push(h);
    rc = X._gg_mines_play(h, lp, ll);
  }
  assert.equal(rc, NO_MEMORY, `expected "out of memory" before 255 big games (${hs.length} made)`);
  assert.equal(said(), 'out of engine memory (the WebAssembly memory is full)');
  assert.ok(X.HEAPU8.length <= 2 ** 31, `memory grew to ${X.HEAPU8.length} bytes`);
  for (const h of hs) X._gg_mines_free(h);
  const h = X._gg_mines_new(9, 9, 10, sp, sl, mp, ml);
  assert.ok(h > 0, said());
  assert.equal(X._gg_mines_play(h, lp, ll), 0, said());
});
