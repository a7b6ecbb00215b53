// minified.test.mjs — the build's renaming of our own properties left the
// language's alone: in every script of the built site (GG_WEB_DIR, else
// build/web), each property read of a built-in object (Math.PI,
// Number.EPSILON, JSON.stringify...) names a property that object has.
// The build renames properties in capitals (the engine's field indexes):
// it once renamed Math.PI, and no snake was drawn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const WEB_DIR = path.resolve(process.env.GG_WEB_DIR || path.join(ROOT, 'build/web'));
const BUILTINS = { Math, Number, JSON, Object, Array, String, Promise, Symbol, Reflect, Atomics, Intl, WebAssembly,
  Date, ArrayBuffer, Int32Array, Uint8Array, Float64Array };

/** Every script under dir, its path relative to dir. */
function scripts(dir, at = '') {
  return fs.readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scripts(dir, path.join(at, e.name)) : /\.m?js$/.test(e.name) ? [path.join(at, e.name)] : []);
}

test('every built-in property the built scripts read is the built-in\'s', () => {
  const files = scripts(WEB_DIR);
  assert.ok(files.length > 5, `scripts in ${WEB_DIR}: ${files.length}`);
  const re = new RegExp(`(?<![\\w$.])(${Object.keys(BUILTINS).join('|')})\\.([A-Za-z_$][\\w$]*)`, 'g');
  const wrong = new Set();
  let reads = 0;
  for (const file of files) {
    const code = fs.readFileSync(path.join(WEB_DIR, file), 'utf8');
    for (const [, object, name] of code.matchAll(re)) {
      reads++;
      if (!(name in BUILTINS[object])) wrong.add(`${file}: ${object}.${name}`);
    }
  }
  assert.ok(reads > 100, `${reads} reads of a built-in's property`);
  assert.deepEqual([...wrong], []);
});
