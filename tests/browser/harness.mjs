// harness.mjs — what every browser test shares: the site served from
// build/web by tests/tools/serve.mjs on a free port, Debian's Chromium
// through playwright-core with a fresh profile, and a page that fails the
// test on any console error or warning, page error or request leaving the
// origin. Screenshots go to build/screenshots/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { before, after, afterEach } from 'node:test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const WEB_DIR = path.resolve(process.env.GG_WEB_DIR || path.join(ROOT, 'build/web'));
export const SHOTS_DIR = path.join(ROOT, 'build/screenshots');
export const NATIVE_CLI = process.env.GG_NATIVE_CLI || path.join(ROOT, 'build/native/gridgames');
const CHROMIUM = process.env.GG_CHROMIUM || '/usr/bin/chromium';
/** What a first visit may fetch, each file gzipped at level 9
 * (budgets.test.mjs, package.test.mjs): a page pays only for its own
 * game, and Minesweeper's solver (gg-mines-solver.wasm) comes with the
 * first hint, odds or review, not before (docs/performance.md §5). */
export const BUDGETS = {
  minesRest: 25000,  // mines.html, besides gg-mines.wasm
  mines: 50000,      // mines.html, all of it
  snakes: 35000,     // snakes.html, all of it
  viteMines: 45000,  // a Vite app that imports gridgames/mines only
  french: 3000,      // what a first visit in French adds to each page's (its words)
};

const require = createRequire(path.join(ROOT, 'package.json'));
const { chromium } = require('playwright-core');

/** Serve WEB_DIR (or dir, with serve.mjs's options: --cors, --wasm-type
 * TYPE); resolves { url, close }. */
export function serve(dir, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'tests/tools/serve.mjs'), dir || WEB_DIR, '0', ...(options || [])],
      { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/[^\s]+\//);
      if (m) resolve({ url: m[0], close: () => child.kill() });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}) before printing its URL`)));
  });
}

/** Chromium with the flags TOOLCHAIN.md asks for; playwright gives it a
 * new empty profile (user-data dir) of its own. One desktop context;
 * newContext() for others (touch, dark mode). */
export async function launch() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  return {
    browser,
    context,
    newContext: (options) => browser.newContext(Object.assign({ viewport: { width: 1280, height: 900 } }, options)),
    async close() {
      await browser.close();
    },
  };
}

/** A set-up for one test file: server + browser, and pages that record
 * every problem. Call done() in `after`. The pages are served with the
 * site's headers (its policy), unless options.siteHeaders is false:
 * pages of other sites, embedding the elements, have their own. */
export async function setup(options = {}) {
  const server = await serve(null, options.siteHeaders === false ? [] : ['--site']);
  const browser = await launch();
  const origin = new URL(server.url).origin;
  const problems = [];

  async function open(pathAndQuery, options) {
    const o = options || {};
    const context = o.context || browser.context;
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('request', (req) => {
      const u = req.url();
      if (!u.startsWith(origin + '/') && !u.startsWith('data:') && !u.startsWith('blob:')) {
        problems.push(`request off the origin: ${u}`);
      }
    });
    page.on('requestfailed', (req) => {
      const why = req.failure() && req.failure().errorText;
      // Chromium fetches the icon after the page's load, and cancels that
      // fetch when the page goes (a reload, a close): not the page's fault.
      if (why === 'net::ERR_ABORTED' && req.url() === origin + '/icon.svg') return;
      problems.push(`request failed: ${req.url()} ${why}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
    });
    if (pathAndQuery !== null) {
      await page.goto(server.url + pathAndQuery);
      if (o.waitGame !== false) await waitGame(page, o.selector);
    }
    return page;
  }

  return {
    url: server.url,
    origin,
    browser,
    problems,
    open,
    /** Throw if anything went wrong in any page so far. */
    checkProblems() {
      if (problems.length) {
        const list = problems.splice(0);
        throw new Error('browser problems:\n  ' + list.join('\n  '));
      }
    },
    async done() {
      await browser.close();
      server.close();
    },
  };
}

/** A first visit in a context of its own (no cache, no service worker
 * yet), every request's path recorded in order: resolves with { context,
 * page, fetched } once the page's <gg-mines> has its game. */
export async function recordedVisit(s, pathAndQuery) {
  const context = await s.browser.newContext();
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
  await page.goto(s.url + pathAndQuery);
  await page.waitForFunction(() => document.querySelector('gg-mines').params);
  return { context, page, fetched };
}

/** A test file's usual frame: setup() before its tests, one page opened
 * at pathAndQuery (none when null), every test failed on a browser
 * problem, the browser closed after. Returns { s, page }, filled in once
 * the tests run. */
export function useBrowser(pathAndQuery = 'embed.html') {
  const it = { s: null, page: null };
  before(async () => {
    it.s = await setup();
    if (pathAndQuery !== null) it.page = await it.s.open(pathAndQuery);
  });
  after(async () => {
    if (it.s) await it.s.done();
  });
  afterEach(() => it.s.checkProblems());
  return it;
}

/** Wait until the page's gg-mines element has drawn a game. */
export async function waitGame(page, selector) {
  const sel = selector || 'gg-mines';
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el && el.ready && el.params;
  }, sel, { timeout: 15000 });
  await page.evaluate((s) => document.querySelector(s).ready, sel);
}

export async function screenshot(page, name, options) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.screenshot(Object.assign({ path: file }, options || {}));
  return file;
}

/** Every cell of board() rows as [r, c, char]. */
export function cellsOf(board) {
  const out = [];
  board.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) out.push([r, c, row[c]]);
  });
  return out;
}

/** The mine layout rows ('*' and '.') at the top of a replay. */
export function layoutOf(replay) {
  const lines = replay.split('\n');
  const [n] = lines[0].split(' ').map(Number);
  return lines.slice(1, 1 + n);
}

/** Run a command file through the native runner: its stdout. */
export async function runNative(text) {
  const { execFileSync } = await import('node:child_process');
  if (!fs.existsSync(NATIVE_CLI)) {
    throw new Error(`the native runner ${NATIVE_CLI} does not exist: build it (./build.sh native) or set GG_NATIVE_CLI`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-replay-'));
  const file = path.join(dir, 'replay.txt');
  fs.writeFileSync(file, text);
  try {
    return execFileSync(NATIVE_CLI, ['mines', file], { encoding: 'utf8', maxBuffer: 1 << 30 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Run fn(el, ...args) in the page, el the first element matching
 * selector; fn travels as source, args as JSON-safe values. */
export function onElement(page, selector, fn, ...args) {
  return page.evaluate(([sel, src, a]) => {
    const el = document.querySelector(sel);
    // eslint-disable-next-line no-new-func
    return new Function('el', 'args', `return (${src})(el, ...args);`)(el, a);
  }, [selector, fn.toString(), args]);
}

/** Record the element's events in the page: window.__gg. */
export async function record(page, selector) {
  await page.evaluate((sel) => {
    const el = document.querySelector(sel || 'gg-mines');
    const rec = window.__gg = { text: '', moves: [], starts: 0, ends: [], readies: 0, loads: 0 };
    el.addEventListener('gg-ready', () => { rec.readies++; rec.text = ''; rec.moves = []; rec.starts = 0; rec.ends = []; });
    el.addEventListener('gg-load', (e) => { rec.loads++; rec.text += e.detail.feedback; });
    el.addEventListener('gg-start', () => { rec.starts++; });
    el.addEventListener('gg-move', (e) => { rec.moves.push(e.detail.move); rec.text += e.detail.feedback; });
    el.addEventListener('gg-end', (e) => { rec.ends.push(e.detail); });
  }, selector);
}

/** JSON-safe state of the element: state, board, params. */
export function look(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel || 'gg-mines');
    return { state: el.state, board: el.board(), params: el.params };
  }, selector);
}

/** Time a real mouse click on (r, c): engine and drawing (measured inside
 * the element; a move played in the worker counts its whole round trip as
 * engine), and from the mouseup event (a click acts on release) to the
 * next frame (`frame`: how long input waited), to the move's answer and
 * to the frame that shows it (`painted`). */
export async function timedClick(page, r, c) {
  const { x, y } = await page.evaluate(([yy, xx]) => document.querySelector('gg-mines').cellCenter(yy, xx), [r, c]);
  await page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    window.__t = null;
    window.__frame = null;
    el.addEventListener('mouseup', () => {
      window.__down = performance.now();
      requestAnimationFrame(() => { window.__frame = performance.now() - window.__down; });
    }, { once: true, capture: true });
    el.addEventListener('gg-move', () => {
      const answered = performance.now();
      requestAnimationFrame(() => { window.__t = { answered: answered - window.__down, painted: performance.now() - window.__down }; });
    }, { once: true });
  });
  await page.mouse.click(x, y);
  await page.waitForFunction(() => window.__t !== null && window.__frame !== null);
  return page.evaluate(() => Object.assign({}, document.querySelector('gg-mines').lastTiming, window.__t, { frame: window.__frame }));
}

/** A first click on a 300 x 300 board with 2,000 mines, by the mouse: a
 * move the engine's worker plays (web/src/offthread.js), or where the page
 * can have none the main thread; { state, swept, away } once it is shown. */
export async function bigFirstClick(page, seed) {
  const { x, y } = await page.evaluate((sd) => {
    const el = document.querySelector('gg-mines');
    el.newGame({ rows: 300, cols: 300, mines: 2000, seed: sd, start: 'opening' });
    el.lastTiming = null;
    return el.cellCenter(150, 150);
  }, seed);
  await page.mouse.click(x, y);
  await page.waitForFunction(() => document.querySelector('gg-mines').lastTiming, null, { timeout: 20000 });
  return page.evaluate(() => {
    const el = document.querySelector('gg-mines');
    return { state: el.state, swept: el.lastTiming.cells, away: el.lastTiming.away, awayFailed: el.lastTiming.awayFailed };
  });
}

/** The 1000 x 1000 board with 50,000 mines in page, after a player's
 * first second (the engine warms up meanwhile), and its first click at the
 * centre, timed (timedClick). */
export async function timeBigFirstClick(page) {
  await page.evaluate(() => document.querySelector('gg-mines').newGame({ rows: 1000, cols: 1000, mines: 50000, seed: 'big', start: 'opening' }));
  await page.waitForTimeout(1500);
  return timedClick(page, 500, 500);
}

/** An Expert game in page, opened at (8, 15), then up to `max` safe hidden
 * cells clicked in row order, each timed (timedClick): { first, clicks }. */
export async function timeExpertClicks(page, max) {
  await page.evaluate(() => document.querySelector('gg-mines').newGame({ rows: 16, cols: 30, mines: 99, seed: 'expert-speed', start: 'opening' }));
  await page.waitForTimeout(800);
  const first = await timedClick(page, 8, 15);
  const lay = layoutOf(await page.evaluate(() => document.querySelector('gg-mines').replay()));
  const clicks = [];
  for (let r = 0; r < 16 && clicks.length < max; r++) {
    for (let c = 0; c < 30 && clicks.length < max; c++) {
      const { board, state } = await look(page);
      if (state !== 'playing') break;
      if (lay[r][c] === '.' && board[r][c] === '#') clicks.push(await timedClick(page, r, c));
    }
  }
  return { first, clicks };
}

/** A 20 × 20 LeetCode board with a snake on every third square (133 of
 * them) and a ladder on every eighth of the others: a game lasts about 230
 * rolls. */
export function manySnakes() {
  const n = 20, last = n * n, dest = [];
  for (let sq = 1; sq <= last; sq++) {
    let d = -1;
    if (sq > 1 && sq < last && sq % 3 === 0) d = Math.max(1, sq - 3 - ((sq * 7) % 19));
    else if (sq > 1 && sq < last - 1 && sq % 8 === 1) d = Math.min(last - 1, sq + 3 + ((sq * 5) % 41));
    dest[sq] = d;
  }
  const board = [];
  for (let r = 0; r < n; r++) {
    const row = [];
    for (let c = 0; c < n; c++) {
      const fromBottom = n - 1 - r;
      row.push(dest[fromBottom * n + (fromBottom % 2 === 0 ? c : n - 1 - c) + 1]);
    }
    board.push(row);
  }
  return JSON.stringify(board);
}
