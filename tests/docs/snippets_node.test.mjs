// snippets_node.test.mjs — the docs' JS snippets that run under Node
// (snippets.mjs says which), each run as written in an app that installed
// the packed package from its tarball (npm, offline: no registry), as a
// user's would; a snippet whose page shows what it prints must print
// exactly that. Also: no doc block is in a language no test runs.
// Needs the wasm build (build/package/module) and node_modules (npm ci).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collect, tally, pack } from './snippets.mjs';

const { snippets, problems } = collect();
let work;
let app;

before(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-doc-node-'));
  const { tarball } = pack(path.join(work, 'out'));
  app = path.join(work, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'gg-doc-snippets', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] });
});
after(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('every block of the docs is in a language some test runs, or marked skip', (t) => {
  for (const line of tally(snippets)) t.diagnostic(line);
  assert.deepEqual(problems, []);
});

for (const s of snippets.filter((x) => x.where === 'node')) {
  test(`${s.page}:${s.line} runs under Node${s.prints ? ' and prints what the page shows' : ''}`, () => {
    const file = path.join(app, `snippet-${s.line}.mjs`);
    fs.writeFileSync(file, s.code);
    const r = spawnSync(process.execPath, [file], { cwd: app, encoding: 'utf8', timeout: 60000 });
    assert.equal(r.status, 0, `status ${r.status}\n${r.stderr}`);
    assert.equal(r.stderr, '');
    if (s.prints !== null) assert.equal(r.stdout, s.prints);
  });
}
