// pages/mines.js — the Minesweeper page (mines.html): presets, the custom
// board, messages, the permalink, statistics, the game in progress kept
// across reloads and the move log. What a first game does not need is
// loaded on first use: the review panel (mines-review.js), replay export
// and import, board files and the LeetCode paste (mines-files.js), the
// position analyser (mines-editor.js), the statistics (mines-stats.js). Every rule is the element's; this
// page only arranges it. Its words: pages/mines-words.js, in the page's
// language (pages/words.js).
// The page's language first: the element, defined next, reads it when it
// connects (its words, and what it says of the game it is given).
import { pageLink, pageMore, pageT, pageWords } from './words.js';
import '../mines/index.js';
import './site.js';
import { attempt, say, sayError } from './status.js';
import { MINES_PAGE_LOADERS, MINES_PAGE_WORDS } from './mines-words.js';

pageWords('minesPage', MINES_PAGE_WORDS, ['mines'], MINES_PAGE_LOADERS);

const PRESETS = {
  beginner: { rows: 9, cols: 9, mines: 10 },
  intermediate: { rows: 16, cols: 16, mines: 40 },
  expert: { rows: 16, cols: 30, mines: 99 },
};
const CURRENT_KEY = 'gridgames.mines.current';
const STATS_KEY = 'gridgames.mines.stats';
/** The game (its events' details: docs/elements.md). @type {any} */
const el = document.getElementById('game');
/** @param {string} id @returns {any} */
const $ = (id) => document.getElementById(id);

// ---- the game from the URL, or the one in progress before a reload. The
// URL's attributes are set before the first paint (this module blocks
// rendering, and the element takes the size of the board they make), so
// nothing below the board moves.
const url = new URLSearchParams(location.search);
for (const name of ['rows', 'cols', 'mines', 'seed', 'start']) if (url.get(name)) el.setAttribute(name, url.get(name));

// ---- storage: the game in progress and the statistics. A browser may
// refuse it (storage off, full) or hold damaged data: the page plays on
// and says so once. Once the storage has failed, what this visit keeps is
// kept in memory instead, so that its statistics still count its games.
let storageTold = false;
/** @type {Map<string, any> | null} */
let memory = null;
function storageFailed(why) {
  if (!storageTold) say(why, 'error');
  storageTold = true;
  memory = memory || new Map();
}
const store = {
  get(key) {
    if (memory && memory.has(key)) return memory.get(key);
    let text = null;
    try {
      text = localStorage.getItem(key);
      return JSON.parse(text || 'null');
    } catch (err) {
      if (text === null) storageFailed(() => pageT('refusesStorage', err));
      else {
        storageFailed(() => pageT('damaged'));
        store.drop(key);
      }
      return null;
    }
  },
  set(key, value) {
    if (memory) memory.set(key, value);
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch (err) {
      storageFailed(() => pageT('refusedStorage', err));
      memory.set(key, value);
    }
  },
  drop(key) {
    if (memory) memory.delete(key);
    try {
      localStorage.removeItem(key);
    } catch (err) {
      storageFailed(() => pageT('refusesStorage', err));
    }
  },
};

function resumable() {
  const saved = store.get(CURRENT_KEY);
  if (!saved || typeof saved.replay !== 'string' || !saved.params) return null;
  // A permalink to another game wins over the saved one.
  for (const name of ['rows', 'cols', 'mines', 'seed', 'start']) {
    if (url.has(name) && String(saved.params[name]) !== url.get(name)) return null;
  }
  return saved;
}

const saved = resumable(); // read now: the first gg-ready clears it
el.addEventListener('gg-error', (e) => {
  const kept = !!el.params;
  // Bad attributes: a Beginner game instead. (An engine that could not be
  // loaded rejects ready, which says so below.)
  el.ready.then(() => {
    sayError(e.detail.message, (why) => pageT(kept ? 'cannotPlay' : 'cannotPlayBeginner', { why }));
    if (!kept) {
      const { rows, cols, mines } = PRESETS.beginner;
      el.newGame({ rows, cols, mines, start: 'opening' });
    }
  }, () => {});
});
el.ready.then(() => {
  if (saved) {
    try {
      el.loadReplay(saved.replay, { seconds: saved.seconds || 0, seed: saved.params.seed, start: saved.params.start,
        source: saved.params.source || 'new' });
      say(() => pageT('back'));
    } catch (err) {
      store.drop(CURRENT_KEY);
    }
  }
  syncControls();
}, (err) => sayError(err.message, (why) => pageT('cannotStart', { why })));

// ---- controls
function presetOf(p) {
  for (const [key, v] of Object.entries(PRESETS)) {
    if (v.rows === p.rows && v.cols === p.cols && v.mines === p.mines) return key;
  }
  return 'custom';
}

function syncControls() {
  const p = el.params;
  if (!p) return;
  const preset = p.source === 'new' ? presetOf(p) : '';
  for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('#presets button'))) {
    b.setAttribute('aria-pressed', String(b.dataset.preset === preset));
  }
  if (p.start) $('start').value = p.start;
  const form = $('custom');
  form.rows.value = p.rows;
  form.cols.value = p.cols;
  form.mines.value = p.mines;
  const link = $('permalink');
  if (p.source === 'new') {
    const q = pageLink(new URLSearchParams({ rows: p.rows, cols: p.cols, mines: p.mines, seed: p.seed, start: p.start }));
    history.replaceState(null, '', '?' + q);
    link.href = location.href;
    link.textContent = `mines.html?${q}`;
  } else {
    const bare = String(pageLink(new URLSearchParams()));
    history.replaceState(null, '', location.pathname + (bare && '?' + bare));
    link.href = location.href;
    link.textContent = pageT(p.source === 'replay' ? 'noLinkReplay' : 'noLinkLeetCode');
  }
  renderStats();
}

function newGame(options) {
  attempt(pageT('newGame'), () => {
    el.newGame(Object.assign({ start: $('start').value }, options));
    say('');
  });
}

for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('#presets button'))) {
  b.addEventListener('click', () => {
    const key = b.dataset.preset;
    if (key === 'custom') {
      const form = $('custom');
      form.hidden = !form.hidden;
      b.setAttribute('aria-expanded', String(!form.hidden));
      if (!form.hidden) form.rows.focus();
      return;
    }
    const { rows, cols, mines } = PRESETS[key];
    newGame({ rows, cols, mines });
  });
}
$('custom').addEventListener('submit', (e) => {
  e.preventDefault();
  const f = e.target;
  newGame({ rows: f.rows.value, cols: f.cols.value, mines: f.mines.value });
});
$('start').addEventListener('change', () => newGame({}));
$('new-game').addEventListener('click', () => newGame({}));
document.addEventListener('keydown', (e) => {
  if ((e.key === 'n' || e.key === 'N') && e.target === document.body && !e.ctrlKey && !e.metaKey && !e.altKey) newGame({});
});

// ---- statistics, per preset (mines-stats.js): loaded when some are kept
// or a game starts; until then the page's own table, no games yet, holds.
/** @type {Promise<typeof import('./mines-stats.js')> | null} */
let statsCode = null;
const statistics = () => (statsCode = statsCode || pageMore(import('./mines-stats.js'), 'minesMore'));
function renderStats() {
  if (statsCode || store.get(STATS_KEY) !== null) statistics().then((m) => m.renderStats(page));
}
$('reset-stats').addEventListener('click', () => statistics().then((m) => m.resetStats(page)));

el.addEventListener('gg-start', () => {
  const p = el.params;
  if (p.source === 'new') statistics().then((m) => m.countStart(page, p));
});
el.addEventListener('gg-end', (e) => {
  const d = e.detail;
  const p = el.params;
  statistics().then((m) => {
    if (p.source === 'new' && d.result === 'won') m.countWin(page, p, d);
    m.sayLastGame(page, d);
  });
  store.drop(CURRENT_KEY);
});

// ---- the game in progress survives a reload: its replay is kept
let saveTimer = 0;
function saveSoon() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => save(), 400);
}
/** Keep the game in progress. A move out in the worker would be played
 * here by reading the game: unless leaving, wait for its gg-move.
 * @param {boolean} [leaving] */
function save(leaving) {
  clearTimeout(saveTimer);
  if (el.busy && !leaving) return;
  if (el.state !== 'playing') {
    store.drop(CURRENT_KEY);
    return;
  }
  let replay;
  try {
    replay = el.replay();
  } catch {
    // No layout yet, or a LeetCode position no replay reaches: nothing to keep.
    store.drop(CURRENT_KEY);
    return;
  }
  store.set(CURRENT_KEY, { v: 1, params: el.params, seconds: el.seconds, replay });
}
el.addEventListener('gg-move', saveSoon);
el.addEventListener('gg-ready', () => {
  syncControls();
  $('log').textContent = '';
  if (el.state !== 'playing') store.drop(CURRENT_KEY);
  else saveSoon();
});
addEventListener('pagehide', () => save(true));
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') save(true);
});

// ---- the move log: what the engine printed for each move
const LOG_LIMIT = 60000;
/** @param {string} head @param {{ preview(max: number): string, bytes: number }} detail */
function log(head, detail) {
  const pre = $('log');
  let text = detail.preview(4000);
  if (detail.bytes > text.length) text += pageT('moreBytes', { n: detail.bytes - text.length }) + '\n';
  pre.textContent = (pre.textContent + (head ? `> ${head}\n` : '') + text).slice(-LOG_LIMIT);
  pre.scrollTop = pre.scrollHeight;
}
el.addEventListener('gg-move', (e) => log(e.detail.move, e.detail));

el.addEventListener('gg-load', (e) => {
  if (e.detail.bytes) log(pageT(e.detail.source === 'leetcode' ? 'logLeetCode' : 'logReplay'), e.detail);
});

// ---- what is loaded on first use, with what it needs of the page
/** What the parts loaded later use of this page.
 * @typedef {{ el: any, $: (id: string) => any, say: typeof say, sayError: typeof sayError, attempt: typeof attempt,
 *   t: typeof pageT, sync: typeof syncControls, store: typeof store, presets: typeof PRESETS,
 *   presetOf: typeof presetOf, link: typeof pageLink }} MinesPage */
/** @type {MinesPage} */
const page = { el, $, say, sayError, attempt, t: pageT, sync: syncControls, store, presets: PRESETS, presetOf, link: pageLink };
const files = () => pageMore(import('./mines-files.js'), 'minesMore');

// Replays: export, import (file picker or drop); board files; LeetCode
// 529 boards. A button's data-files names what it calls in mines-files.js.
for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('[data-files]'))) {
  b.addEventListener('click', () => files().then((f) => f[b.dataset.files](page)));
}
$('import').addEventListener('change', async (/** @type {Event} */ e) => {
  const input = /** @type {HTMLInputElement} */ (e.target);
  const file = input.files && input.files[0];
  input.value = '';
  if (file) (await files()).importReplay(page, file);
});
document.addEventListener('dragover', (e) => {
  if (e.dataTransfer && Array.from(e.dataTransfer.types).indexOf('Files') >= 0) {
    e.preventDefault();
    document.body.classList.add('dragging');
  }
});
document.addEventListener('dragleave', (e) => {
  if (!e.relatedTarget) document.body.classList.remove('dragging');
});
document.addEventListener('drop', async (e) => {
  document.body.classList.remove('dragging');
  const file = e.dataTransfer && e.dataTransfer.files[0];
  if (!file) return;
  e.preventDefault();
  (await files()).importReplay(page, file);
});

// The review: the solver's verdict on each move, the board before it
// (mines-review.js). The button is enabled here; the panel comes with the
// first review.
/** @type {Promise<typeof import('./mines-review.js')> | null} */
let reviewPanel = null;
$('review').addEventListener('click', () => {
  reviewPanel = reviewPanel || pageMore(import('./mines-review.js'), 'minesMore');
  reviewPanel.then((r) => r.openReview(page));
});
/** @param {boolean} on */
function reviewable(on) {
  $('review').disabled = !on;
  if (reviewPanel) reviewPanel.then((r) => r.closeReview(page));
}
el.addEventListener('gg-review', (e) => {
  // a hint, a move: the game is shown again
  if (e.detail.index < 0 && reviewPanel) reviewPanel.then((r) => r.closeReview(page));
});
el.addEventListener('gg-end', () => reviewable(true));
el.addEventListener('gg-ready', () => reviewable(el.params.source === 'replay' && el.state !== 'ready'));

// The position analyser (mines-editor.js): the game shown, or the
// position a permalink names (?position=P...), edited and analysed.
const editor = () => pageMore(import('./mines-editor.js'), 'minesMore');
$('analyse').addEventListener('click', () => editor().then((m) => m.openEditor(page)));
if (url.has('position')) editor().then((m) => m.openEditor(page, url.get('position')));
