// runner.test.mjs — examples.mjs catches what it is there to catch: each
// page of tests/docs/catches/ holds examples that must pass and examples
// that must fail (a stale output, a stale message, a shell block that
// cannot run or is not marked, a word changed where only numbers may), and
// the runner must fail exactly those, at their lines, and count the rest.
// Runs the native runner (GG_NATIVE_CLI, else build/native/gridgames).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './markdown.mjs';
import { runPage, session, shapeOf, sameMessage } from './examples.mjs';

const CLI = process.env.GG_NATIVE_CLI || path.join(ROOT, 'build/native/gridgames');

/** The page's counts, and its failures as 'LINE: first words'. */
function run(name) {
  assert.ok(fs.existsSync(CLI), `${CLI} is missing: build it (./build.sh native) or set GG_NATIVE_CLI`);
  const r = runPage(`tests/docs/catches/${name}`, [CLI]);
  const failed = r.failures.map((f) => f.replace(/^[^:]+:(\d+): ([^\n]*)[\s\S]*$/, '$1: $2'));
  return { counts: r.counts, failed, text: r.failures.join('\n') };
}

test('sessions: a stale output, a failing command, an unmarked or wrongly marked block fail; the rest run', () => {
  const r = run('sessions.md');
  assert.deepEqual(r.failed, [
    '16: what this prints:',
    '52: what this prints:',
    "57: a sh block with no '$ ' command: show the commands with their output, or mark it <!-- doctest: skip: why -->",
    "68: unknown marker 'doctest: sometimes'",
  ], r.text);
  assert.deepEqual(r.counts, { exact: 4, shape: 0, messages: 0, skipped: 1, made: 1 });
  assert.match(r.text, /doc: {5}"2 2 0"\n {4}program: "2 2 1"/);
});

test('shape: numbers may differ where the doc marks it, words may not', () => {
  const r = run('shape.md');
  assert.deepEqual(r.failed, ['18: the shape of what this prints:', '28: what this prints:'], r.text);
  assert.deepEqual(r.counts, { exact: 0, shape: 1, messages: 0, skipped: 0, made: 0 });
});

test('inputs and messages: a stale output or message, a wrong line, no message, a marker with no block fail', () => {
  const r = run('messages.md');
  assert.deepEqual(r.failed, [
    '29: the output of',
    '53: the messages of',
    '63: the paragraph above quotes no message of',
    '71: the paragraph above quotes no message of',
    '75: the paragraph above quotes no message of',
    "79: the 'input' marker has no block under it",
  ], r.text);
  assert.deepEqual(r.counts, { exact: 1, shape: 0, messages: 4, skipped: 0, made: 0 });
});

test('a command goes on while the shell finds it unfinished', () => {
  const steps = session(['$ { echo a', '  echo b; } | cat', 'a', 'b', '$ cat <<END', 'x', 'END', 'x', '$ echo \\', '  c', 'c'], 1);
  assert.deepEqual(steps.map((s) => [s.line, s.output]), [[1, ['a', 'b']], [5, ['x']], [9, ['c']]]);
  assert.throws(() => session(['output first'], 7), /line 7/);
});

test('shapes and message prefixes', () => {
  assert.ok(shapeOf('games/s 12.5 (6.2 per thread, 2 threads)').test('games/s 1043.0 (521 per thread, 2 threads)'));
  assert.ok(!shapeOf('games/s 12.5').test('games/s twelve'));
  assert.ok(!shapeOf('a.b').test('axb'));
  assert.ok(sameMessage('row 0 is off the board (1..2)', 'gridgames mines: line 4: row 0 is off the board (1..2)'));
  assert.ok(sameMessage('line 4: row 0 is off the board (1..2)', 'gridgames mines: line 4: row 0 is off the board (1..2)'));
  assert.ok(!sameMessage('is off the board (1..2)', 'gridgames mines: line 4: row 0 is off the board (1..2)'));
  assert.ok(!sameMessage('row 0 is off the board', 'gridgames mines: line 4: row 0 is off the board (1..2)'));
});
