// engines.mjs — one small page API over the three browser engines the
// site must work in, for the tests in tests/browser/engines/ (each runs
// once per engine: browser/chromium/NAME, browser/firefox/NAME,
// browser/webkit/NAME):
//   chromium  Debian's Chromium through playwright-core (CDP);
//   firefox   Debian's Firefox ESR through puppeteer-core over WebDriver BiDi;
//   webkit    WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver,
//             selenium-webdriver), under a virtual display (xvfb-run).
// No browser is downloaded: each is the system's own. Every browser and
// driver started here is stopped by close(), and each driver listens on a
// port picked free.
//
// The API is what the tests need and no more: open a page at a size, in a
// colour scheme; evaluate a function in it (its source is sent, the
// arguments as JSON; never eval'd in the page, whose policy forbids it);
// wait for a condition; the real mouse and keyboard; a screenshot. What
// went wrong in a page is gathered the same way in every engine: the site
// is served with tests/browser/engines/probe.js put first into every page
// (serve.mjs --inject), which records errors, failed loads, console errors
// and warnings, policy violations and requests off the origin; the server
// reports every answer of 400 or more (serve.mjs --report).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const WEB_DIR = path.resolve(process.env.GG_WEB_DIR || path.join(ROOT, 'build/web'));
export const ENGINES = ['chromium', 'firefox', 'webkit'];
/** The engine this test process drives (GG_ENGINE, set by ctest). */
export const ENGINE = process.env.GG_ENGINE || 'chromium';
if (!ENGINES.includes(ENGINE)) throw new Error(`GG_ENGINE is "${ENGINE}", not one of ${ENGINES.join(', ')}`);
export const SHOTS_DIR = path.join(ROOT, 'build/screenshots', ENGINE);
export const PROBE = path.join(here, 'engines/probe.js');

const require = createRequire(path.join(ROOT, 'package.json'));
const CHROMIUM = process.env.GG_CHROMIUM || '/usr/bin/chromium';
const FIREFOX = process.env.GG_FIREFOX || '/usr/bin/firefox-esr';
const MINIBROWSER = process.env.GG_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A free TCP port on 127.0.0.1 (asked of the system, then let go). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** The site (or dir) served by tests/tools/serve.mjs on a free port, with
 * the site's headers, the probe in every page and every failed answer
 * kept: { url, origin, failures() (a promise of the answers of 400 or more
 * since the last call, as `STATUS PATH`), close() }. */
export function serveSite(dir, extra) {
  return new Promise((resolve, reject) => {
    const args = [path.join(ROOT, 'tests/tools/serve.mjs'), dir || WEB_DIR, '0', '--site', '--report',
      '--inject', PROBE, ...(extra || [])];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '', told = false, closed = false;
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = !told && out.match(/http:\/\/\S+\//);
      if (!m) return;
      told = true;
      const url = m[0];
      resolve({
        url,
        origin: new URL(url).origin,
        failures: () => (closed ? Promise.resolve([]) : fetch(url + '__report').then((r) => r.json())),
        close: () => {
          closed = true;
          child.kill();
        },
      });
    });
    child.on('error', reject);
    child.on('exit', (code) => told || reject(new Error(`serve.mjs exited (${code}) before printing its URL`)));
  });
}

/** Wait ms milliseconds. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** promise, or a rejection saying what did not finish within ms: a driver
 * that hangs fails its test at once, saying where, not at ctest's timeout. */
export function within(ms, what, promise) {
  let timer;
  return Promise.race([promise, new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${ENGINE}: ${what} did not finish in ${ms / 1000} s`)), ms);
  })]).finally(() => clearTimeout(timer));
}

/**
 * A browser of ENGINE (or engine), in a colour scheme: { engine,
 * newPage({ width, height }), close() }. Each page comes in a context of
 * its own (its own storage, cache and service workers).
 * fineTimers (the benchmark's): Firefox's performance.now() to 20 us
 * rather than 1 ms (WebKit's stays at 1 ms; Chromium's is fine).
 * @param {{ engine?: string, dark?: boolean, reducedMotion?: boolean, fineTimers?: boolean }} [options]
 */
export async function launch(options = {}) {
  const engine = options.engine || ENGINE;
  const start = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit }[engine];
  // A browser or driver that fails to start (its library's own time
  // limit; never seen here, but a failed start costs a whole CI run) is
  // tried once more.
  try {
    return await start(options);
  } catch (e) {
    process.stderr.write(`${engine}: starting failed (${e.message}); trying once more\n`);
    return start(options);
  }
}

// ---- Chromium: playwright-core

async function launchChromium({ dark, reducedMotion }) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    engine: 'chromium',
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1,
        colorScheme: dark ? 'dark' : 'light', reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
      // Chromium names the space bar 'Space'.
      return libraryPage('chromium', await context.newPage(), () => context.close(), (key) => (key === ' ' ? 'Space' : key));
    },
    close: () => browser.close(),
  };
}

/** A Page over a page of playwright's or of puppeteer's, whose calls
 * agree on what the tests use; keyName(key) is the library's name of a key. */
function libraryPage(engine, page, close, keyName) {
  return new Page({
    engine,
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    evaluate: (fn, args) => page.evaluate(fn, args),
    click: (x, y, button) => page.mouse.click(x, y, { button }),
    down: async (x, y, button) => {
      await page.mouse.move(x, y);
      await page.mouse.down({ button });
    },
    move: (x, y) => page.mouse.move(x, y, { steps: 4 }),
    up: (x, y, button) => page.mouse.up({ button }),
    press: (key) => page.keyboard.press(keyName(key)),
    screenshot: (file) => page.screenshot({ path: file }),
    shotOf: async (selector, file) => (await page.$(selector)).screenshot({ path: file }),
    close,
  });
}

// ---- Firefox: puppeteer-core over WebDriver BiDi

async function launchFirefox({ dark, reducedMotion, fineTimers }) {
  const puppeteer = require('puppeteer-core');
  // BiDi has no media emulation yet: the colour scheme and motion are the
  // profile's own preferences, set at launch.
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1,
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
      // The benchmark's: performance.now() to 20 us, not Firefox's 1 ms.
      ...(fineTimers ? { 'privacy.reduceTimerPrecision': false } : {}),
    },
  });
  return {
    engine: 'firefox',
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
      // Firefox's BiDi refuses 'Space' by name ("Unknown key"): the
      // character is the key.
      return libraryPage('firefox', page, () => context.close(), (key) => key);
    },
    close: () => browser.close(),
  };
}

// ---- WebKit: WebKitWebDriver and MiniBrowser under xvfb-run

/** WebKitWebDriver on a free port, on a virtual display of its own, in
 * env: { port, stderr() (what it has said), stop() (it, its display and
 * its browsers: the process group) }, once its port answers. */
async function startWebKitDriver(env) {
  const port = await freePort();
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env });
  let said = '';
  child.stderr.on('data', (d) => { said += d; });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  };
  for (let k = 0; ; k++) {
    const up = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => { s.end(); resolve(true); });
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (k > 100) {
      stop();
      throw new Error(`WebKitWebDriver did not listen on ${port} in 10 s: ${said}`);
    }
    await sleep(100);
  }
  return { port, stderr: () => said, stop };
}

async function launchWebKit({ dark, reducedMotion }) {
  const { Builder, Button, By, Key, Origin } = require('selenium-webdriver');
  // WebKitGTK takes the colour scheme and the motion from GTK's settings:
  // a settings.ini of our own, in a config home of our own.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-webkit-'));
  fs.mkdirSync(path.join(home, 'gtk-3.0'));
  fs.writeFileSync(path.join(home, 'gtk-3.0/settings.ini'),
    `[Settings]\ngtk-application-prefer-dark-theme=${dark ? 1 : 0}\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`);
  const env = Object.assign({}, process.env, { XDG_CONFIG_HOME: home, GTK_THEME: dark ? 'Adwaita:dark' : 'Adwaita' });
  let driver = await startWebKitDriver(env);
  const stop = () => driver.stop();
  /** The driver stopped, with its display and browser, and a new one started. */
  const renew = async (why) => {
    stop();
    process.stderr.write(`${why}; starting a new driver\n`);
    driver = await startWebKitDriver(env);
  };
  process.once('exit', stop);
  const KEYS = { ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN,
    Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, Backspace: Key.BACK_SPACE };
  const BUTTONS = { left: Button.LEFT, middle: Button.MIDDLE, right: Button.RIGHT };
  const sessions = new Set();
  return {
    engine: 'webkit',
    async newPage({ width = 1280, height = 900 } = {}) {
      // A session is a MiniBrowser of its own: the page's own storage.
      // The driver holds one at a time.
      if (sessions.size) throw new Error('WebKitWebDriver holds one session at a time: close the page open first');
      // A session starts in about a second. Once (in CI, after a session
      // closed cleanly) the driver never answered the request: then the
      // driver, its display and its browser are stopped and a new one is
      // asked, up to three times.
      let session;
      for (let attempt = 1; !session; attempt++) {
        const asked = new Builder().usingServer(`http://127.0.0.1:${driver.port}/`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          }).build();
        try {
          session = await within(20000, 'starting a MiniBrowser session', asked);
        } catch (e) {
          if (attempt === 3) {
            const said = driver.stderr().trim();
            stop();
            throw new Error(`${e.message}, three times${said ? `; the driver said: ${said}` : ''}`);
          }
          await renew(`${e.message} (attempt ${attempt})`);
        }
      }
      sessions.add(session);
      await session.manage().setTimeouts({ script: 120000, pageLoad: 60000 });
      // The window's size is its outside: grown by what its frame takes,
      // so that the page gets width x height.
      await session.manage().window().setRect({ width, height });
      const [w, h] = await session.executeScript('return [innerWidth, innerHeight]');
      if (w !== width || h !== height) {
        await session.manage().window().setRect({ width: 2 * width - w, height: 2 * height - h });
      }
      const pointer = (x, y) => session.actions({ async: true }).move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT });
      let rightPressed = false;
      const noStuckButton = (button) => {
        // WebKitWebDriver's release of the right (or middle) button comes
        // to the page as a release of the left one, and the right stays
        // down for the rest of the session: every later left press is a
        // press of both (buttons = 3), a chord. A test clicks right only
        // after its last left click in a page, or opens another page.
        if (rightPressed && button === 'left') {
          throw new Error('WebKitWebDriver has left the right button pressed in this session: click right last, or open a new page');
        }
        if (button !== 'left') rightPressed = true;
      };
      return new Page({
        engine: 'webkit',
        goto: async (url) => {
          await session.get(url);
        },
        evaluate: async (fn, args) => {
          // WebDriver runs the script as the body of a function: the
          // test's function is called in it, its promise awaited.
          const result = await session.executeAsyncScript(
            `const arg = arguments[0], done = arguments[arguments.length - 1];
             Promise.resolve().then(() => (${fn.toString()})(arg))
               .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String(e && e.message || e) }));`,
            args === undefined ? null : args);
          if (result && 'error' in result) throw new Error(`in the page: ${result.error}`);
          return result.value;
        },
        click: async (x, y, button) => {
          noStuckButton(button);
          await pointer(x, y).press(BUTTONS[button]).release(BUTTONS[button]).perform();
        },
        down: async (x, y, button) => {
          noStuckButton(button);
          await pointer(x, y).press(BUTTONS[button]).perform();
        },
        move: (x, y) => session.actions({ async: true }).move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT, duration: 60 }).perform(),
        up: (x, y, button) => pointer(x, y).release(BUTTONS[button]).perform(),
        press: (key) => session.actions({ async: true }).sendKeys(KEYS[key] || key).perform(),
        screenshot: async (file) => fs.writeFileSync(file, await session.takeScreenshot(), 'base64'),
        shotOf: async (selector, file) => fs.writeFileSync(file, await session.findElement(By.css(selector)).takeScreenshot(), 'base64'),
        close: async () => {
          sessions.delete(session);
          // The page's test is over: a driver that does not let its
          // browser go is replaced rather than failing it.
          try {
            await within(30000, 'closing a MiniBrowser session', session.quit());
          } catch (e) {
            await renew(e.message);
          }
        },
      });
    },
    async close() {
      for (const session of sessions) await within(30000, 'closing a MiniBrowser session', session.quit()).catch(() => {});
      sessions.clear();
      stop();
      process.removeListener('exit', stop);
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

/** A page of any engine; ops are the engine's own calls. */
export class Page {
  constructor(ops) {
    this.engine = ops.engine;
    this._ops = ops;
    const input = (what, promise) => within(30000, what, promise);
    this.mouse = {
      /** A click at (x, y) in the viewport's CSS px. */
      click: (x, y, { button = 'left' } = {}) => input(`a ${button} click`, ops.click(x, y, button)),
      down: (x, y, { button = 'left' } = {}) => input(`a ${button} press`, ops.down(x, y, button)),
      move: (x, y) => input('a mouse move', ops.move(x, y)),
      up: (x, y, { button = 'left' } = {}) => input(`a ${button} release`, ops.up(x, y, button)),
    };
    /** A key by its KeyboardEvent.key: 'ArrowLeft', 'Enter', ' ', 'f'. */
    this.keyboard = { press: (key) => input(`the key ${key}`, ops.press(key)) };
  }

  async goto(url) {
    await within(90000, `loading ${url}`, this._ops.goto(url));
  }

  /** fn(arg) run in the page (fn's source is sent: it sees only arg, which
   * travels as JSON, as does what it returns or resolves with); given up
   * after 2 minutes. */
  evaluate(fn, arg) {
    return within(120000, `evaluating ${fn.toString().slice(0, 80)}`, this._ops.evaluate(fn, arg));
  }

  /** fn(arg) in the page, again every 50 ms until it gives something
   * truthy, which it resolves with; rejects after timeout ms with what
   * the last try said. */
  async waitFor(fn, arg, { timeout = 15000, what = '' } = {}) {
    const until = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        last = await this.evaluate(fn, arg);
        if (last) return last;
      } catch (err) {
        last = err.message || `${err.name || 'an error'} with no message`;
      }
      if (Date.now() > until) {
        throw new Error(`${what || fn.toString().slice(0, 120)}: not so after ${timeout} ms (last: ${JSON.stringify(last)})`);
      }
      await sleep(50);
    }
  }

  /** What the probe has seen in the page since the last call (or its load). */
  problems() {
    return this.evaluate(() => (window.__ggProblems ? window.__ggProblems.splice(0) : ['the probe is not in this page']));
  }

  /** A screenshot of the viewport, as build/screenshots/ENGINE/NAME.png. */
  async screenshot(name) {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    const file = path.join(SHOTS_DIR, `${name}.png`);
    await within(60000, 'a screenshot', this._ops.screenshot(file));
    return file;
  }

  /** A screenshot of the first node matching selector, as screenshot(). */
  async screenshotOf(selector, name) {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    const file = path.join(SHOTS_DIR, `${name}.png`);
    await within(60000, 'a screenshot', this._ops.shotOf(selector, file));
    return file;
  }

  close() {
    return within(60000, 'closing the page', this._ops.close());
  }
}

/**
 * A test file's frame, in any engine: the site served (serveSite) and a
 * browser launched before its tests, both stopped after; every test fails
 * on a problem in any page it opened or an answer of 400 or more, but for
 * those it said it expects (allow). open(pathAndQuery, size) opens a page
 * of its own (a context of its own: storage, cache, service workers).
 * @param {{ dark?: boolean, reducedMotion?: boolean, serve?: string[] }} [options]
 */
export async function useSite(options = {}) {
  const { before, after, afterEach } = await import('node:test');
  const it = {
    site: null,
    browser: null,
    /** @type {Page[]} */
    pages: [],
    allowed: [],
    /** Problems matching re are expected in the test under way. */
    allow(re) {
      it.allowed.push(re);
    },
    servers: [],
    /** Another server (serveSite(dir, extra)), watched and stopped as the
     * site's; its failed answers matching a pattern of allowed are
     * expected as long as it runs (a page's service worker may ask for a
     * missing file after the test that opened the page has ended). */
    async serve(dir, extra, allowed = []) {
      const server = Object.assign(await serveSite(dir, extra), { allowed });
      it.servers.push(server);
      return server;
    },
    /** A page of its own at pathAndQuery (none when null) on the site, or
     * on options.server; options.width and height its viewport (1280 x
     * 900), options.browser another than the file's (launch()). */
    async open(pathAndQuery, options = {}) {
      const page = await (options.browser || it.browser).newPage(options);
      it.pages.push(page);
      if (pathAndQuery !== null) await page.goto((options.server || it.site).url + pathAndQuery);
      return page;
    },
    /** Close a page, its problems counted first (a test that wants
     * another page in WebKit closes the one it has). */
    async close(page) {
      it.found.push(...await page.problems().catch(() => []));
      it.pages.splice(it.pages.indexOf(page), 1);
      await page.close();
    },
    found: [],
    dirs: [],
    /** A copy of the site in a directory of its own (removed after the
     * file's tests), with files: { path: its text or bytes, or null (the
     * site's file removed) }. */
    siteCopy(files = {}) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-site-'));
      it.dirs.push(dir);
      for (const f of fs.readdirSync(WEB_DIR)) fs.copyFileSync(path.join(WEB_DIR, f), path.join(dir, f));
      for (const [name, content] of Object.entries(files)) {
        if (content === null) fs.rmSync(path.join(dir, name));
        else {
          fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
          fs.writeFileSync(path.join(dir, name), content);
        }
      }
      return dir;
    },
    /** Throw with every problem seen since the last check. */
    async check() {
      for (const page of it.pages) it.found.push(...await page.problems().catch((err) => [`the page could not be asked: ${err.message}`]));
      const all = it.found.splice(0);
      for (const server of [it.site, ...it.servers]) {
        const failed = (await server.failures()).map((f) => `HTTP ${f}`);
        all.push(...failed.filter((f) => !(server.allowed || []).some((re) => re.test(f))));
      }
      const left = all.filter((p) => !it.allowed.some((re) => re.test(p)));
      it.allowed = [];
      if (left.length) throw new Error(`problems in ${ENGINE}:\n  ${left.join('\n  ')}`);
    },
  };
  before(async () => {
    it.site = await serveSite(null, options.serve);
    it.browser = await launch(options);
  });
  after(async () => {
    if (it.browser) await it.browser.close();
    for (const server of [it.site, ...it.servers]) if (server) server.close();
    for (const dir of it.dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  // A page lives for one test (WebKitWebDriver holds one session at a
  // time): closed after it, its problems counted.
  afterEach(async () => {
    for (const page of it.pages.slice()) await it.close(page);
    await it.check();
  });
  return it;
}

/** Wait until the page's first element tag has its game; resolves with
 * its params. */
export function waitGame(page, tag = 'gg-mines', timeout = 30000) {
  return page.waitFor((t) => {
    const el = document.querySelector(t);
    if (el && el.state === 'error') throw new Error(`no game: ${el.shadowRoot.querySelector('.message').textContent}`);
    return el && el.state !== 'loading' && el.params;
  }, tag, { timeout, what: `${tag} has a game` });
}

/** The viewport centre { x, y } of the first element matching selector in
 * the shadow root of the page's first element tag (null: the host). */
export function partCenter(page, tag, selector) {
  return page.evaluate(([t, sel]) => {
    const host = document.querySelector(t);
    const node = sel ? host.shadowRoot.querySelector(sel) : host;
    node.scrollIntoView({ block: 'center' });
    const r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, [tag, selector]);
}

/** The viewport centre of a node of the page itself (a CSS selector). */
export function nodeCenter(page, selector) {
  return page.evaluate((sel) => {
    const node = document.querySelector(sel);
    node.scrollIntoView({ block: 'center' });
    const r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, selector);
}

/** Click the middle of what center() gave. */
export async function clickAt(page, at, button = 'left') {
  const { x, y } = await at;
  await page.mouse.click(x, y, { button });
}
