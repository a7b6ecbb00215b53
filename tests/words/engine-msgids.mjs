// engine-msgids.mjs — the engine's error formats that can reach a page:
// every string literal of engine/ (but engine/cli: the CLI's words are
// the spec's and stay English), adjacent literals joined as C joins them,
// that a web module (build/web/*.wasm) holds as a string of its own, and
// that is a sentence (a blank in it) or a format. These are the msgids the
// errors catalogs (web/src/words/LANG/errors.js, part `engine`) translate.
//
//   node tests/words/engine-msgids.mjs [WEB_DIR]     prints them, one a line
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');

/** Literals that are words inside a sentence, not a sentence: a select's
 * value or an ending, which the sentence's translation says its own way
 * (the phrases an argument may be, `work an analysis may do`, are msgids
 * of their own). */
const FRAGMENTS = new Set(['s do', ' does', 'row', 'column', 'over', 'exact', 'bounce', 'n', 'm', 's', 'MEBX',
  '10,000,000 + 2*n*m', 'layout', 'position']);

/** The front ends' guards against a wrong call from our own JavaScript (no
 * text given, a pointer outside the module's memory, a handle or copy not
 * of this game): no player can cause them, and they stay English. */
const GUARDS = /not in the module's memory|^no such game \(the handle|is not one of this game|is not a move of this board|^the snapshot rectangle|^the cell is not on the board$|^the kind must be|^no replay or start mode given$|^no board given$|^bad input$/;

/** Every string literal of the C files under dir (recursively), adjacent
 * ones joined, escapes read. */
function literals(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'cli') literals(p, out);
    } else if (e.name.endsWith('.c') || e.name.endsWith('.h')) {
      const src = fs.readFileSync(p, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');
      // A run of literals separated only by blanks is one string.
      for (const run of src.matchAll(/"(?:[^"\\\n]|\\.)*"(?:\s*"(?:[^"\\\n]|\\.)*")*/g)) {
        const parts = [...run[0].matchAll(/"((?:[^"\\\n]|\\.)*)"/g)].map((m) => m[1]);
        out.add(JSON.parse('"' + parts.join('').replace(/\\'/g, "'") + '"'));
      }
    }
  }
  return out;
}

/** The engine's error formats a web module holds, sorted. */
export function engineMsgids(webDir) {
  const held = new Set();
  for (const f of fs.readdirSync(webDir).filter((n) => n.endsWith('.wasm'))) {
    for (const s of fs.readFileSync(path.join(webDir, f)).toString('latin1').split('\0')) held.add(s);
  }
  const all = literals(path.join(ROOT, 'engine'), new Set());
  // A sentence or a format; not the CLI's feedback the games print (a
  // line's end, a blank at either end: `Flag `, `1 cell(s) detected\n`).
  return [...all].filter((s) => held.has(s) && !FRAGMENTS.has(s) && !GUARDS.test(s) && / /.test(s) && !/\n|^ | $/.test(s) &&
    !/^%[-\w.*]*$/.test(s)).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const s of engineMsgids(path.resolve(process.argv[2] || path.join(ROOT, 'build/web')))) console.log(s);
}
