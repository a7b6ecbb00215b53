// loading.test.mjs — what an element says while its engine loads, and
// where the engine comes from, in each engine: state is "loading" (and
// reads throw) until ready resolves, then "ready"; a missing wasm makes
// state "error", every read says why, and each page shows it; the wasm
// hosted elsewhere is found by configure() called right after the import
// (the element already in the HTML) and by the wasm-url attribute alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIR, useSite, waitGame } from '../engines.mjs';

const site = await useSite();

/** A host page of the site's origin: its own script, then elements. */
const host = (script, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="icon.svg">${script}</head><body>${body}</body></html>`;

// Where both elements are when the page's scripts have run (before their
// engines load) and once ready has settled: state, and what board() or
// roll() says.
const WATCH = `window.__seen = {};
const look = (el, read) => { try { read(el); return el.state + ': read'; } catch (err) { return el.state + ': ' + err.message; } };
const reads = { 'gg-mines': (el) => el.board(), 'gg-snakes': (el) => el.code };
document.addEventListener('DOMContentLoaded', () => {
  for (const tag of ['gg-mines', 'gg-snakes']) {
    const el = document.querySelector(tag);
    if (!el) continue;
    window.__seen[tag] = { early: look(el, reads[tag]) };
    el.ready.then(() => { window.__seen[tag].late = look(el, reads[tag]); },
      (err) => { window.__seen[tag].late = look(el, reads[tag]); window.__seen[tag].rejected = err.message; });
  }
});`;

test('state is "loading" until ready, and reads say so; then "ready"', async () => {
  const dir = site.siteCopy({
    'watch.js': WATCH,
    'host.html': host('<script src="watch.js"></script><script type="module" src="gridgames.js"></script>',
      '<gg-mines rows="9" cols="9" mines="10" seed="l"></gg-mines><gg-snakes board="classic"></gg-snakes>'),
  });
  const page = await site.open('host.html', { server: await site.serve(dir) });
  const seen = await page.waitFor(() => window.__seen['gg-mines'] && window.__seen['gg-mines'].late &&
    window.__seen['gg-snakes'] && window.__seen['gg-snakes'].late && window.__seen);
  assert.deepEqual(seen['gg-mines'], { early: 'loading: the game engine is still loading (await element.ready)', late: 'ready: read' });
  assert.deepEqual(seen['gg-snakes'], { early: 'loading: no game yet: wait for the element\'s ready promise', late: 'ready: read' });
});

for (const [game, tag, wasm] of [['mines', 'gg-mines', 'gg-mines.wasm'], ['snakes', 'gg-snakes', 'gg-snakes.wasm']]) {
  test(`${game}.html without ${wasm}: state "error", the reads and the page say why`, async () => {
    // The page's own fetch of it, and its service worker's, whenever that
    // comes.
    const missing = new RegExp(`HTTP 404 /${wasm.replace('.', '\\.')}$`);
    const dir = site.siteCopy({ [wasm]: null, 'watch.js': WATCH });
    const page = await site.open(`${game}.html`, { server: await site.serve(dir, [], [missing]) });
    const status = await page.waitFor(() => {
      const box = document.getElementById('status');
      return !box.hidden && box.textContent;
    }, null, { what: 'the page says the game could not start' });
    assert.match(status, new RegExp(`^The game could not start: The game engine could not be loaded: .*${wasm.replace('.', '\\.')} could not be fetched: HTTP 404`));
    const el = await page.evaluate((t) => {
      const e = document.querySelector(t);
      let read = '';
      try {
        read = t === 'gg-mines' ? e.board() : e.roll();
      } catch (err) {
        read = err.message;
      }
      return { state: e.state, read, message: e.shadowRoot.querySelector('.message').textContent };
    }, tag);
    assert.equal(el.state, 'error');
    assert.match(el.read, /could not be loaded: .*HTTP 404/);
    assert.match(el.message, /could not be loaded: .*HTTP 404/);
  });
}

test('the wasm hosted elsewhere: configure() right after the import, or the wasm-url attribute', async () => {
  // gg-mines.wasm and its solver only under hosted/; gg-snakes.wasm only
  // under other/. Nothing is left beside the modules.
  const files = { 'gg-mines.wasm': null, 'gg-mines-solver.wasm': null, 'gg-snakes.wasm': null };
  for (const [name, under] of [['gg-mines.wasm', 'hosted'], ['gg-mines-solver.wasm', 'hosted'], ['gg-snakes.wasm', 'other']]) {
    files[`${under}/${name}`] = fs.readFileSync(path.join(WEB_DIR, name));
  }
  files['configure.js'] = "import { configure } from './gg-mines.js';\nconfigure({ wasmUrl: 'hosted/gg-mines.wasm' });\n";
  files['configured.html'] = host('<script type="module" src="configure.js"></script>',
    '<gg-mines rows="9" cols="9" mines="10" seed="c"></gg-mines>');
  files['attributes.html'] = host('<script type="module" src="gridgames.js"></script>',
    '<gg-mines rows="9" cols="9" mines="10" seed="a" wasm-url="hosted/gg-mines.wasm"></gg-mines>' +
    '<gg-snakes board="classic" wasm-url="other/gg-snakes.wasm"></gg-snakes>');
  const server = await site.serve(site.siteCopy(files));
  for (const [name, tags] of [['configured.html', ['gg-mines']], ['attributes.html', ['gg-mines', 'gg-snakes']]]) {
    const page = await site.open(name, { server });
    for (const tag of tags) await waitGame(page, tag);
    // The solver's wasm beside the one named: a hint works.
    const hint = await page.evaluate(() => {
      const el = document.querySelector('gg-mines');
      el.play('Sweep 5 5');
      return el.hint().then((h) => h.kind);
    });
    assert.match(hint, /^(safe|guess)$/, name);
    await site.close(page);
  }
  // configure() after a game was made is too late, and says so.
  const page = await site.open('configured.html', { server });
  await waitGame(page);
  const late = await page.evaluate(() => import('./gg-mines.js').then((m) => {
    try {
      m.configure({ wasmUrl: 'elsewhere/gg-mines.wasm' });
      return 'accepted';
    } catch (err) {
      return err.message;
    }
  }));
  assert.match(late, /^the mines engine is already loading or loaded: configure\(\) must come before its first game/);
});
