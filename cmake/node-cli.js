#!/usr/bin/env node
// node-cli.js — the gridgames command under node: build/wasm/gridgames-cli.js,
// and the npm package's bin, gridgames-cli.cjs (the root CMakeLists.txt
// copies it there, web/package/pack.mjs into the package). `mines` and
// `click` on a file or stdin, whose inputs run to megabytes, run in
// gridgames-plain.wasm (engine/cli/cli_node.c): those two commands alone,
// which node compiles in a fraction of the time and code memory the whole
// command takes. Every other command, any option (--help, --version), and
// an input that cannot be opened or read go to the full runner,
// gridgames-full.js (gridgames-full.cjs in the package), which says what
// is wrong as the native command does. Both print the same bytes.
'use strict';

const fs = require('fs');
const path = require('path');

/* The plain wasm's commands, by the index cli_node.c takes. */
const PLAIN = ['mines', 'click'];

/* What the full runner (musl's strerror) says of a read that fails after
 * part of stdin was read, which cannot be read again to let it say so. */
const READ_ERRORS = {
  EAGAIN: 'Resource temporarily unavailable',
  EBADF: 'Bad file descriptor',
  EINVAL: 'Invalid argument',
  EIO: 'I/O error',
  EISDIR: 'Is a directory',
  ENOMEM: 'Out of memory',
};

/* The input a wasm32 memory can hold at most, and the waits between tries
 * of a write the system is not ready for. */
const MAX_INPUT = 2 ** 32 - 2 ** 16;
const pause = new Int32Array(new SharedArrayBuffer(4));

/* { command, file } when the arguments are a plain command and at most its
 * FILE (null for stdin, also for `-`), else null. */
function plainCall(args) {
  const command = PLAIN.indexOf(args[0]);
  if (command < 0 || args.length > 2) return null;
  const file = args.length === 2 && args[1] !== '-' ? args[1] : null;
  return file !== null && file.startsWith('-') ? null : { command, file };
}

/* The input: { fd, size }, fd 0 for stdin or the file opened, size its
 * bytes when it is a regular file (else 0, to be read until its end); or
 * null when the file cannot be opened or is a directory (the full runner
 * says why). */
function openInput(file) {
  if (file === null) {
    try {
      const stat = fs.fstatSync(0);
      return { fd: 0, size: stat.isFile() ? stat.size : 0 };
    } catch {
      return { fd: 0, size: 0 }; // no size to go by: the reads say what is wrong
    }
  }
  try {
    const fd = fs.openSync(file, 'r');
    const stat = fs.fstatSync(fd);
    if (!stat.isDirectory()) return { fd, size: stat.isFile() ? stat.size : 0 };
    fs.closeSync(fd);
  } catch {
    // the full runner tries it again and says why
  }
  return null;
}

/* Read the input (openInput's) to its end into the plain wasm's memory:
 * { text, len }; null when nothing was read that cannot be read again (a
 * file, or stdin before its first byte), for the full runner to try; or,
 * stdin failing part way, the reason to give. A file is read into a
 * buffer of its size and one byte more, to see its end; anything else
 * into one that doubles. */
function readInput(exports, { fd, size }) {
  let cap = size > 0 ? size + 1 : 2 ** 16;
  if (cap > MAX_INPUT) return null;
  let text = exports.cli_node_input(0, cap) >>> 0;
  let len = 0;
  if (!text) return null;
  for (;;) {
    if (len === cap) {
      const bigger = cap * 2 <= MAX_INPUT ? exports.cli_node_input(text, cap * 2) >>> 0 : 0;
      if (!bigger) return fd === 0 ? 'out of memory' : null;
      text = bigger;
      cap *= 2;
    }
    let got;
    try {
      got = fs.readSync(fd, new Uint8Array(exports.memory.buffer, text + len, cap - len), 0, cap - len, null);
    } catch (e) {
      return fd === 0 && len > 0 ? READ_ERRORS[e.code] || e.message : null;
    }
    if (got === 0) return { text, len };
    len += got;
  }
}

/* V8 compiles each wasm function at its first call with its baseline
 * compiler and, by default, optimises any that has run a millisecond or
 * so, in the background. A plain command is over in tens of
 * milliseconds: some 20 such compiles, 30 ms and more of processor time,
 * cost a 1000 x 1000 flood more than they save, twice over on two busy
 * cores (docs/performance.md §6). Here a function is optimised only once
 * it has run some 200 times as long. Set before the plain wasm is
 * compiled, only when it runs (the full runner, run otherwise, keeps V8's
 * own). A flag V8 no longer knew would say so on stderr, which the case
 * files' runs through this runner would catch. */
const TIERING = '--wasm-tiering-budget=400000000';

/* Run the plain command in the plain wasm. Returns false, having read
 * nothing it could not read again, when the full runner is to run it. */
function runPlain(call, from) {
  let memory;
  /* All of memory[at, at + len) to file descriptor `to`. A write the
   * system refuses for good (a closed pipe) loses the rest, as the full
   * runner's does; one it is not ready for is tried again. */
  const write = (to, at, len) => {
    const bytes = new Uint8Array(memory.buffer, at >>> 0, len >>> 0);
    for (let done = 0; done < bytes.length; ) {
      try {
        done += fs.writeSync(to, bytes, done, bytes.length - done);
      } catch (e) {
        if (e.code !== 'EAGAIN') return;
        Atomics.wait(pause, 0, 0, 1);
      }
    }
  };
  require('v8').setFlagsFromString(TIERING);
  const wasm = fs.readFileSync(path.join(__dirname, 'gridgames-plain.wasm'));
  const { exports } = new WebAssembly.Instance(new WebAssembly.Module(wasm), {
    env: { cli_node_write: write, emscripten_notify_memory_growth() {} },
  });
  memory = exports.memory;
  exports._initialize();
  const input = readInput(exports, from);
  if (input === null) return false;
  if (typeof input === 'string') {
    fs.writeSync(2, `gridgames: cannot read stdin: ${input}\n`);
    process.exitCode = 2;
    return true;
  }
  if (from.fd !== 0) fs.closeSync(from.fd);
  process.exitCode = exports.cli_node_run(call.command, input.text, input.len);
  return true;
}

const call = plainCall(process.argv.slice(2));
const from = call && openInput(call.file);
if (!from || !runPlain(call, from)) require(path.join(__dirname, `gridgames-full${path.extname(__filename)}`));
