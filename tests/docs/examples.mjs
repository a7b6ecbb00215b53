// examples.mjs — the docs' shell examples run as tests, with one runner as
// `gridgames`: every `$ command` of a ```sh block and what it prints, the
// inputs shown with their outputs, and the error messages quoted, as the
// convention in docs/README.md ("Examples are tests") writes them.
//
//   node tests/docs/examples.mjs [--page PAGE]... PROGRAM [ARG...]
//
// PROGRAM [ARG...] is the runner under test (build/native/gridgames, or
// node build/wasm/gridgames-cli.js); PAGE a markdown file (relative to the
// repository, or absolute), every doc page by default (markdown.mjs). Each
// page's examples run in order in a directory of their own, so a file one
// example writes is there for the next. Prints, per page, how many commands
// were compared byte for byte, by shape, how many messages were checked and
// how many blocks a marker skips; then each failure. Exit status 1 on any
// failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, docPages, scan, codeSpans } from './markdown.mjs';

const SHELL = new Set(['sh', 'shell', 'bash', 'console']);
const WORDS = new Set(['skip', 'shape', 'setup', 'input', 'messages', 'message', 'browser']);

/** How the docs write the runner: each is run as `gridgames`. */
const ALIASES = [/\bnode build\/wasm\/gridgames-cli\.js\b/g, /(?<![\w/.])build\/native\/gridgames\b/g];

/** Split a session's lines into commands and what each prints: a command
 * starts at `$ ` and goes on while the shell finds it unfinished (an open
 * brace or quote, a trailing backslash, a heredoc before its last line).
 * @param {string[]} lines  @param {number} first  line number of lines[0]
 * @returns {{ command: string, output: string[], line: number }[]} */
export function session(lines, first) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('$ ')) {
      if (!out.length) throw new Error(`line ${first + i}: output before the first '$ ' command`);
      out[out.length - 1].output.push(lines[i]);
      continue;
    }
    const start = i;
    let command = lines[i].slice(2);
    while (i + 1 < lines.length && unfinished(command)) command += '\n' + lines[++i];
    out.push({ command, output: [], line: first + start });
  }
  return out;
}

function unfinished(command) {
  if (/\\$/.test(command)) return true;
  for (const m of command.matchAll(/<<(-?)\s*(['"]?)(\w+)\2/g)) {
    const ends = command.split('\n').slice(1).map((l) => (m[1] ? l.replace(/^\t+/, '') : l));
    if (!ends.includes(m[3])) return true;
  }
  return spawnSync('bash', ['-n'], { input: command }).status !== 0;
}

/** A pattern for text whose numbers vary: digits stand for any number. */
export function shapeOf(text) {
  const parts = text.split(/(\d+(?:\.\d+)?)/);
  const re = parts.map((p, k) => (k % 2 ? '\\d+(?:\\.\\d+)?' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${re}$`);
}

/** A message as the doc shows it: the whole line, or the line without its
 * `gridgames COMMAND: ` and `line N: ` prefix. */
export function sameMessage(shown, actual) {
  if (shown === actual) return true;
  if (!actual.endsWith(shown)) return false;
  return /^gridgames(?: [a-z-]+)?: (?:line \d+: )?$/.test(actual.slice(0, actual.length - shown.length));
}

/** Run the examples of one page: { page, counts, failures }. */
export function runPage(page, program) {
  const file = path.resolve(ROOT, page);
  const items = scan(fs.readFileSync(file, 'utf8'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-doc-'));
  const bin = path.join(dir, '.bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, 'gridgames'), `#!/bin/sh\nexec ${program.map(quote).join(' ')} "$@"\n`, { mode: 0o755 });
  fs.symlinkSync(path.join(ROOT, 'tests'), path.join(dir, 'tests'));
  const env = Object.assign({}, process.env, { PATH: `${bin}:${process.env.PATH}` });
  const counts = { exact: 0, shape: 0, messages: 0, skipped: 0, made: 0 };
  const failures = [];
  const fail = (line, what) => failures.push(`${page}:${line}: ${what}`);

  const sh = (command, input) => {
    const cmd = ALIASES.reduce((c, re) => c.replace(re, 'gridgames'), command);
    const r = spawnSync('bash', ['-o', 'pipefail', '-c', cmd], { cwd: dir, env, input: input ?? '', maxBuffer: 1 << 28, timeout: 120000 });
    const stderr = (r.stderr ? r.stderr.toString() : '') + (r.error ? `(${r.error.message})\n` : '');
    return { status: r.status, stdout: r.stdout ? r.stdout.toString() : '', stderr };
  };
  /** Status 0 and nothing on stderr, or status 2 (bad input) with a message. */
  const statusOk = (r) => (r.status === 0 && r.stderr === '') || (r.status === 2 && r.stderr !== '');
  const text = (lines) => (lines.length ? lines.join('\n') + '\n' : '');
  const described = (r) => `status ${r.status}\n${indent('stdout', r.stdout)}${indent('stderr', r.stderr)}`;

  try {
    for (let k = 0; k < items.length; k++) {
      const item = items[k];
      if (item.kind === 'marker') {
        const { marker, paragraph } = item;
        if (marker.word !== 'message') {
          fail(marker.line, `the '${marker.word}' marker has no block under it`);
          continue;
        }
        const r = sh(marker.rest);
        const lines = r.stderr.split('\n').filter(Boolean);
        const spans = codeSpans(paragraph);
        if (r.status !== 2 || lines.length !== 1 || !spans.some((s) => sameMessage(s, lines[0]))) {
          fail(marker.line, `the paragraph above quotes no message of\n  $ ${marker.rest}\n${described(r)}  quoted: ${spans.map((s) => JSON.stringify(s)).join(', ')}\n`);
        } else {
          counts.messages++;
        }
        continue;
      }
      const block = item;
      const words = new Set(block.markers.map((m) => m.word));
      for (const m of block.markers) if (!WORDS.has(m.word)) fail(m.line, `unknown marker 'doctest: ${m.word}'`);
      const shell = SHELL.has(block.lang);
      if (words.has('skip')) {
        if (shell || block.lang === '') counts.skipped++;
        continue;
      }
      for (const m of block.markers.filter((x) => x.word === 'setup')) {
        const r = sh(m.rest);
        if (r.status !== 0) fail(m.line, `the setup failed:\n  $ ${m.rest}\n${described(r)}`);
      }
      const input = block.markers.find((m) => m.word === 'input');
      if (input) {
        const next = items[k + 1];
        if (!next || next.kind !== 'block') {
          fail(input.line, 'an input with no block after it to show its output');
          continue;
        }
        k++;
        const r = sh(input.rest, text(block.lines));
        if (!statusOk(r) || r.stdout !== text(next.lines)) {
          fail(next.line, `the output of\n  $ ${input.rest} < (the block at line ${block.line})\n${difference(text(next.lines), r.stdout)}${described(r)}`);
        } else {
          counts.exact++;
        }
        continue;
      }
      const messages = block.markers.find((m) => m.word === 'messages');
      if (messages) {
        const commands = messages.rest.split('\n').map((l) => l.trim()).filter(Boolean);
        const got = [];
        let ok = true;
        for (const c of commands) {
          const r = sh(c);
          if (r.status !== 2) {
            fail(messages.line, `status ${r.status}, not 2:\n  $ ${c}\n${described(r)}`);
            ok = false;
          }
          got.push(...r.stderr.split('\n').filter(Boolean));
        }
        if (got.length !== block.lines.length || !block.lines.every((s, i) => sameMessage(s, got[i]))) {
          fail(block.line, `the messages of\n  $ ${commands.join('\n  $ ')}\n${difference(text(block.lines), text(got))}`);
        } else if (ok) {
          counts.messages += commands.length;
        }
        continue;
      }
      if (!shell) continue;  // text, or a snippet for the JS/HTML tests
      if (!block.lines.some((l) => l.startsWith('$ '))) {
        fail(block.line, `a ${block.lang} block with no '$ ' command: show the commands with their output, or mark it <!-- doctest: skip: why -->`);
        continue;
      }
      let steps;
      try {
        steps = session(block.lines, block.line + 1);
      } catch (err) {
        fail(block.line, err.message);
        continue;
      }
      const shape = words.has('shape');
      for (const step of steps) {
        const made = step.command.match(/^cat (\S+)$/);
        if (made && !fs.existsSync(path.join(dir, made[1]))) {
          // A `$ cat FILE` of a file no example made shows the page's input: it makes it.
          fs.writeFileSync(path.join(dir, made[1]), text(step.output));
          counts.made++;
          continue;
        }
        const r = sh(step.command);
        const want = text(step.output);
        const got = r.stdout + r.stderr;
        const same = shape ? shapeOf(want).test(got) : got === want;
        if (!statusOk(r) || !same) {
          fail(step.line, `${shape ? 'the shape of ' : ''}what this prints:\n  $ ${step.command.replace(/\n/g, '\n    ')}\n${difference(want, got)}  status ${r.status}\n`);
        } else {
          counts[shape ? 'shape' : 'exact']++;
        }
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { page, counts, failures };
}

function quote(word) {
  return /^[\w./=:+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function indent(name, text) {
  return text ? `  ${name}:\n${text.replace(/\n$/, '').split('\n').map((l) => `    | ${l}`).join('\n')}\n` : '';
}

/** The doc's text against the program's: the first line that differs,
 * then the program's whole output. */
function difference(want, got) {
  if (want === got) return '';
  const w = want.split('\n'), g = got.split('\n');
  let i = 0;
  while (i < w.length && i < g.length && w[i] === g[i]) i++;
  return `  first difference, line ${i + 1} of the output:\n    doc:     ${JSON.stringify(w[i] ?? '(end)')}\n    program: ${JSON.stringify(g[i] ?? '(end)')}\n` +
    indent('the program printed', got);
}

export function summary({ page, counts }) {
  const c = counts;
  return `${page}: ${c.exact} exact, ${c.shape} by shape, ${c.messages} messages, ${c.skipped} skipped by marker` +
    (c.made ? `, ${c.made} input file(s) shown by cat` : '');
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const args = process.argv.slice(2);
  const pages = [];
  while (args[0] === '--page') {
    pages.push(args[1]);
    args.splice(0, 2);
  }
  if (!args.length) {
    console.error('usage: node tests/docs/examples.mjs [--page PAGE]... PROGRAM [ARG...]');
    process.exit(2);
  }
  const program = args.map((a) => (a.includes('/') ? path.resolve(a) : a));
  const results = (pages.length ? pages : docPages()).map((p) => runPage(p, program));
  const total = { exact: 0, shape: 0, messages: 0, skipped: 0 };
  for (const r of results) {
    console.log(summary(r));
    for (const key of Object.keys(total)) total[key] += r.counts[key];
  }
  console.log(`all pages: ${total.exact} exact, ${total.shape} by shape, ${total.messages} messages, ${total.skipped} skipped by marker`);
  const failures = results.flatMap((r) => r.failures);
  for (const f of failures) console.log(`\nFAIL ${f}`);
  process.exit(failures.length ? 1 : 0);
}
