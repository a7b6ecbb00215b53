// pack.mjs — the npm package from the wasm build: ./build.sh package runs
// it after `./build.sh wasm`, the package tests run it too.
//
//   node web/package/pack.mjs [OUT_DIR]     (default build/package)
//
// Stages OUT_DIR/gridgames/ — the package's modules and the wasm files
// (build/package/module/, made by web/build.mjs), the command-line runner
// for node (build/wasm/gridgames-cli.js, its launcher, as gridgames-cli.cjs,
// the package's bin: `npx gridgames`; gridgames-plain.wasm, and the full
// runner gridgames-full.js, as gridgames-full.cjs, with its .wasm), the entries and
// types of web/package/, its README and LICENSE, CHANGELOG.md, and
// custom-elements.json made by the open-wc analyzer from the elements'
// sources — stamps package.json with VERSION, and runs `npm pack` there:
// OUT_DIR/gridgames-VERSION.tgz. Prints the tarball's path, its size and
// its gzip size (npm pack's numbers), and the unpacked size.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = path.resolve(process.argv[2] || path.join(root, 'build/package'));
const module = path.join(root, 'build/package/module');
const version = fs.readFileSync(path.join(root, 'VERSION'), 'utf8').trim();

const need = ['gg-mines.js', 'gg-snakes.js', 'index.js', 'headless.js', 'gg-mines.wasm', 'gg-mines-solver.wasm',
  'gg-snakes.wasm', 'gg-snakes-maker.wasm'];
for (const file of need) {
  if (!fs.existsSync(path.join(module, file))) {
    console.error(`pack.mjs: build/package/module/${file} is missing: run ./build.sh wasm first`);
    process.exit(2);
  }
}

// The runner's scripts are CommonJS (the package is "type": "module"); the
// launcher requires the full runner under its own extension.
const runner = {
  'gridgames-cli.js': 'gridgames-cli.cjs',
  'gridgames-plain.wasm': 'gridgames-plain.wasm',
  'gridgames-full.js': 'gridgames-full.cjs',
  'gridgames-full.wasm': 'gridgames-full.wasm',
};
for (const file of Object.keys(runner)) {
  if (!fs.existsSync(path.join(root, 'build/wasm', file))) {
    console.error(`pack.mjs: build/wasm/${file} is missing: run ./build.sh wasm first`);
    process.exit(2);
  }
}

const stage = path.join(out, 'gridgames');
fs.rmSync(stage, { recursive: true, force: true });
fs.mkdirSync(stage, { recursive: true });
const copy = (from, name) => fs.copyFileSync(from, path.join(stage, name || path.basename(from)));
for (const file of fs.readdirSync(module)) copy(path.join(module, file));
for (const name of ['node.js', 'index.d.ts', 'elements.d.ts', 'mines.d.ts', 'snakes.d.ts', 'headless.d.ts', 'README.md', 'LICENSE']) {
  copy(path.join(here, name));
}
copy(path.join(root, 'CHANGELOG.md'));
for (const [file, name] of Object.entries(runner)) copy(path.join(root, 'build/wasm', file), name);

const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
manifest.version = version;
fs.writeFileSync(path.join(stage, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');

// The custom-elements manifest, from the elements' sources (the classes'
// JSDoc: @fires, @cssprop, @csspart), each under the entry that defines it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-cem-'));
try {
  const src = path.join(root, 'web/src');
  const sources = { 'gg-mines.js': 'mines/element.js', 'gg-snakes.js': 'snakes/element.js' };
  for (const [name, file] of Object.entries(sources)) fs.copyFileSync(path.join(src, file), path.join(scratch, name));
  fs.writeFileSync(path.join(scratch, 'package.json'), '{"name":"gridgames-cem-scratch","private":true}\n');
  execFileSync(path.join(root, 'node_modules/.bin/cem'), ['analyze', '--globs', ...Object.keys(sources), '--outdir', '.'],
    { cwd: scratch, stdio: ['ignore', 'ignore', 'inherit'] });
  const cem = JSON.parse(fs.readFileSync(path.join(scratch, 'custom-elements.json'), 'utf8'));
  // Only the elements, their public members, and the tags the entries define.
  const exported = new Set(['GGMines', 'GGSnakes']);
  const tags = { GGMines: 'gg-mines', GGSnakes: 'gg-snakes' };
  for (const mod of cem.modules) {
    mod.declarations = (mod.declarations || []).filter((d) => exported.has(d.name));
    for (const d of mod.declarations) {
      d.tagName = tags[d.name];
      d.customElement = true;
      d.members = (d.members || []).filter((m) => !m.name.startsWith('_') && m.privacy !== 'private' && m.name !== 'innerHTML');
    }
    mod.exports = (mod.exports || []).filter((e) => exported.has(e.name));
    for (const d of mod.declarations) {
      mod.exports.push({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: mod.path } });
    }
  }
  fs.writeFileSync(path.join(stage, 'custom-elements.json'), JSON.stringify(cem, null, 2) + '\n');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

const report = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', out],
  { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }))[0];
const tgz = path.join(out, report.filename);
console.log(`${path.relative(process.cwd(), tgz) || tgz}: ${report.size} bytes packed (gzip), ` +
  `${report.unpackedSize} unpacked, ${report.entryCount} files`);
