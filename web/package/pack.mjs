// pack.mjs — the npm package from the wasm build: ./build.sh package runs
// it after `./build.sh wasm`, the package tests run it too.
//
//   node web/package/pack.mjs [OUT_DIR]     (default build/package)
//
// Stages OUT_DIR/gridgames/ — the package's module (build/package/module/
// elements.js, made by web/CMakeLists.txt), the wasm (build/web), the
// entries, types, README and LICENSE of web/package/, CHANGELOG.md, and
// custom-elements.json made by the open-wc analyzer from the unminified
// elements — stamps package.json with VERSION, and runs `npm pack` there:
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

const need = [path.join(module, 'elements.js'), path.join(module, 'elements.src.js'), path.join(root, 'build/web/gridgames.wasm')];
for (const file of need) {
  if (!fs.existsSync(file)) {
    console.error(`pack.mjs: ${path.relative(root, file)} is missing: run ./build.sh wasm first`);
    process.exit(2);
  }
}

const stage = path.join(out, 'gridgames');
fs.rmSync(stage, { recursive: true, force: true });
fs.mkdirSync(stage, { recursive: true });
const copy = (from, name) => fs.copyFileSync(from, path.join(stage, name || path.basename(from)));
copy(path.join(module, 'elements.js'));
copy(path.join(root, 'build/web/gridgames.wasm'));
for (const name of ['index.js', 'node.js', 'index.d.ts', 'elements.d.ts', 'README.md', 'LICENSE']) copy(path.join(here, name));
copy(path.join(root, 'CHANGELOG.md'));

const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
manifest.version = version;
fs.writeFileSync(path.join(stage, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');

// The custom-elements manifest, from the sources as joined (the classes'
// JSDoc: @fires, @cssprop, @csspart) under the name they ship as.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-cem-'));
try {
  fs.copyFileSync(path.join(module, 'elements.src.js'), path.join(scratch, 'elements.js'));
  fs.writeFileSync(path.join(scratch, 'package.json'), '{"name":"gridgames-cem-scratch","private":true}\n');
  execFileSync(path.join(root, 'node_modules/.bin/cem'), ['analyze', '--globs', 'elements.js', '--outdir', '.'],
    { cwd: scratch, stdio: ['ignore', 'ignore', 'inherit'] });
  const cem = JSON.parse(fs.readFileSync(path.join(scratch, 'custom-elements.json'), 'utf8'));
  // Only the elements and the module's exports; the private helpers the
  // joined file declares at its top level are not the package's API.
  const exported = new Set(['GGMines', 'GGSnakes']);
  for (const mod of cem.modules) {
    mod.declarations = (mod.declarations || []).filter((d) => exported.has(d.name));
    for (const d of mod.declarations) {
      d.members = (d.members || []).filter((m) => !m.name.startsWith('_') && m.privacy !== 'private' && m.name !== 'innerHTML');
    }
    mod.exports = (mod.exports || []).filter((e) => e.kind === 'custom-element-definition' || exported.has(e.name));
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
