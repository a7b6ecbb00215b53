// pages/snakes.js — the Snakes & Ladders page (snakes.html): the board
// chosen in the form or the URL, the permalink, the least rolls, the
// expectation and the plot of a game's length, the win chances, the roll
// log, and the editor's buttons. Every figure is the element's (the
// engine's); this page only shows them. Its words: pages/snakes-words.js,
// in the page's language (pages/words.js).
// The page's language first: the element, defined next, reads it when it
// connects.
import { pageError, pageLang, pageLater, pageLink, pageT, pageWords } from './words.js';
import '../snakes/index.js';
import './site.js';
import { ggNumber } from '../core/engine.js';
import { attempt, say, sayError } from './status.js';
import { SNAKES_PAGE_LOADERS, SNAKES_PAGE_WORDS } from './snakes-words.js';

pageWords('snakesPage', SNAKES_PAGE_WORDS, ['snakes'], SNAKES_PAGE_LOADERS);

/** @type {any} */
const el = document.getElementById('game');
/** @param {string} id @returns {any} */
const $ = (id) => document.getElementById(id);
const form = $('setup');
const FIELDS = ['board', 'n', 'seed', 'expected', 'players', 'start', 'rule'];

// ---- the game from the URL: ?board=classic, ?board=random&n=12&seed=5&players=3, ?board=[[-1,-1],[-1,3]],
// ?board=10_4-14_16-6 (a board code), ?board=design&n=10&expected=30
const url = new URLSearchParams(location.search);
for (const k of FIELDS) if (url.get(k)) el.setAttribute(k, url.get(k));
if (!url.has('players')) el.setAttribute('players', '2');
el.addEventListener('gg-error', (e) => {
  const kept = !!el.params;
  // Bad attributes: the classic board instead. (An engine that could not
  // be loaded rejects ready, which says so below.)
  el.ready.then(() => {
    if (!kept) el.newGame({ board: 'classic', players: 2 });
    sayError(e.detail.message, (why) => pageT(kept ? 'cannotPlay' : 'cannotPlayClassic', { why }));
  }, () => {});
});
el.ready.catch((err) => sayError(err.message, (why) => pageT('cannotStart', { why })));

// ---- controls
function chosen() {
  const f = new FormData(form), o = {};
  for (const k of FIELDS) o[k] = f.get(k) || '';
  if (o.board === 'leetcode') o.board = $('leetcode').value;
  if (o.board === 'code') o.board = el.code;
  if (o.board !== 'random' && o.board !== 'design') o.n = o.seed = '';
  if (o.board !== 'design') o.expected = '';
  return o;
}
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const o = chosen();
  if (!o.board.trim()) return say(pageT('pasteFirst'), 'error');
  // A board made to a length is searched for in the engine's worker: a
  // length out of reach takes seconds, and the page goes on meanwhile.
  if (o.board === 'design') say(pageT('looking', { n: +o.n, expected: +o.expected }));
  try {
    await el.newGameAsync(o);
  } catch (err) {
    sayError(err.message, (why) => pageT('refused', { what: pageT('newGame'), why }));
  }
});
form.board.addEventListener('change', () => {
  const b = form.board.value;
  for (const l of form.querySelectorAll('.for-random')) l.hidden = b !== 'random' && b !== 'design';
  form.querySelector('.for-design').hidden = b !== 'design';
});
// ---- the editor: the element edits, the engine decides (a refused edit shows its sentence on the board)
$('edit').addEventListener('click', () => {
  el.editing = !el.editing;
  $('edit').setAttribute('aria-pressed', el.editing);
  for (const id of ['edit-tools', 'edit-help', 'play-help']) $(id).hidden = !$(id).hidden;
});
$('edit-tools').addEventListener('click', (e) => {
  const b = e.target.dataset.board, p = el.params;
  if (b != null) attempt(pageT('newBoard'), () => el.newGameAsync({ board: b || String(p.n), n: p.n, players: p.players,
    start: el.getAttribute('start'), rule: el.getAttribute('rule') }));
});
$('open-leetcode').addEventListener('click', () => {
  form.board.value = 'leetcode';
  form.requestSubmit();
});
$('export').addEventListener('click', () => attempt(pageT('export'), () => {
  const json = el.leetCode();
  $('leetcode').value = json;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([json + '\n'], { type: 'application/json' }));
  a.download = `snakes-${el.params.board}-${el.params.n}x${el.params.n}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  say(pageT('exported'));
}));
$('show-path').addEventListener('change', (e) => el.toggleAttribute('show-path', e.target.checked));
document.addEventListener('keydown', (e) => {
  if ((e.key === ' ' || e.key === 'Enter') && e.target === document.body && !e.repeat && el.params) {
    e.preventDefault();
    attempt(pageT('roll'), () => (el.state === 'over' ? el.restart() : el.roll()));
  }
});

// ---- a new game: the controls, the permalink, the analysis
const pct = (x) => ggNumber(pageLang, x, 1, 'percent');
function shown(e) {
  const p = el.params;
  form.board.value = p.board;
  // An edit leaves the fields shown as they are: the board must not move under the pointer.
  if (e.type === 'gg-ready') form.board.dispatchEvent(new Event('change'));
  form.players.value = p.players;
  if (p.seed != null) form.n.value = p.n, form.seed.value = p.seed;
  if (p.expected != null) form.expected.value = p.expected;
  if (p.board === 'leetcode') $('leetcode').value = p.json;
  // The link is the element's attributes: start and rule only when chosen, not the board's own.
  const q = new URLSearchParams();
  for (const k of FIELDS) if (el.hasAttribute(k)) q.set(k, el.getAttribute(k));
  pageLink(q);
  for (const k of ['start', 'rule']) form[k].value = el.getAttribute(k) || '';
  const link = () => {
    history.replaceState(null, '', '?' + q);
    $('permalink').href = location.href;
    const shown = 'snakes.html?' + decodeURIComponent(String(q));
    $('permalink').textContent = shown.length > 100 ? shown.slice(0, 99) + '…' : shown;
  };
  // After an edit the link waits for the frame: replacing the URL can take milliseconds the figures need.
  if (e.type === 'gg-edit') requestAnimationFrame(() => setTimeout(link));
  else link();
  $('log').textContent = '';
  analysis();
}
// Once the page's words are in: the first game may come before them.
el.addEventListener('gg-ready', (e) => pageLater(() => shown(e)));
el.addEventListener('gg-edit', (e) => pageLater(() => shown(e)));

/** The timing line: the analysis, and the win chances once in (ms). */
function timed(analysis, chances) {
  $('timing').textContent = pageT(chances >= 0 ? 'timingChances' : 'timing', { n: el.params.n, ms: ggNumber(pageLang, analysis, 1),
    chances: ggNumber(pageLang, chances, 1) });
}

function analysis() {
  const least = el.minRolls, e = el.expectedRolls, d = el.distribution, tm = el.lastTiming;
  $('least').textContent = least < 0 ? pageT('never') : ggNumber(pageLang, least);
  $('expected').textContent = Number.isFinite(e) ? ggNumber(pageLang, e, 7) : pageT('infinite');
  $('path').textContent = least < 0 ? '' : pageT('path', { path: el.path.map((s) => (s ? ggNumber(pageLang, s) : pageT('start'))).join(' → ') });
  timed(tm.analysis);
  let cum = 0, median = 0, end = d.p.length;
  const cums = d.p.map((x, i) => {
    cum += x;
    if (!median && cum >= 0.5) median = i + 1;
    if (end === d.p.length && cum >= 0.999) end = i + 1;
    return cum;
  });
  $('median').textContent = median ? ggNumber(pageLang, median) : '—';
  $('plot').setAttribute('aria-label', pageT(!end ? 'noEnd' : d.never > 1e-9 ? 'plotNever' : 'plot', { least, median, end,
    p: pct(0.999), never: pct(d.never) }));
  // The plot: bars P(length = t) scaled to their peak, the line P(length <= t) on 0..100%.
  const W = 340, H = 170, L = 36, T = 8, w = W - L - 8, h = H - T - 24;
  if (!end) {
    $('plot').innerHTML = `<text x="${W / 2}" y="${H / 2}" text-anchor="middle"></text>`;
    return ($('plot').firstChild.textContent = pageT('noEnd'));
  }
  const peak = Math.max(...d.p.slice(0, end)), bw = w / end;
  let bars = '', line = '';
  for (let t = 0; t < end; t++) {
    const bh = (d.p[t] / peak) * h;
    bars += `M${(L + t * bw).toFixed(1)} ${T + h}v${(-bh).toFixed(1)}h${Math.max(bw - 0.6, 0.4).toFixed(1)}v${bh.toFixed(1)}z`;
    line += `${t ? 'L' : 'M'}${(L + (t + 0.5) * bw).toFixed(1)} ${(T + h - cums[t] * h).toFixed(1)}`;
  }
  const mx = L + (e - 0.5) * bw;
  const ticks = [0, 0.5, 1].map((f) => `<text x="${L - 4}" y="${T + h - f * h + 4}" text-anchor="end">${ggNumber(pageLang, f, 0, 'percent')}</text>`).join('');
  const xt = [1, Math.round(end / 2), end].map((t, k) => `<text x="${k > 1 ? W - 2 : L + (t - 0.5) * bw}" y="${H - 6}" ` +
    `text-anchor="${k > 1 ? 'end' : 'middle'}">${t}</text>`).join('');
  $('plot').innerHTML = `<path class="axis" d="M${L} ${T}V${T + h}H${L + w}"/><path class="bars" d="${bars}"/>` +
    (e <= end ? `<path class="mean" d="M${mx.toFixed(1)} ${T}V${T + h}"/>` : '') + `<path class="line" d="${line}"/>${ticks}${xt}`;
}

// The win chances come after each new game, roll and edit (gg-chances): on
// a big board the engine works them out in its worker.
el.addEventListener('gg-chances', () => pageLater(() => {
  chances();
  timed(el.lastTiming.analysis, el.lastTiming.chances);
}));
function chances() {
  const table = $('chances'), win = el.winChances, players = el.params.players;
  table.textContent = '';
  if (el.chancesError) {
    const cell = table.insertRow().insertCell();
    return pageError(el.chancesError, (why) => (cell.textContent = pageT('notWorkedOut', { why })));
  }
  const rows = win.map((x, i) => [pageT(el.state !== 'over' && i + 1 === el.turn && players > 1 ? 'playerToRoll' : 'player', { player: i + 1 }), x, i]);
  if (el.nobodyChance > 1e-9) rows.push([pageT('nobody'), el.nobodyChance, -1]);
  for (const [name, x, i] of rows) {
    const tr = table.insertRow();
    tr.innerHTML = '<th scope="row"><span class="token"></span></th><td class="meter"><span></span></td><td></td>';
    tr.cells[0].append(name);
    tr.cells[2].textContent = pct(x);
    // Colours and widths through the CSSOM: the page's policy refuses
    // style attributes in markup.
    const [token, bar] = tr.querySelectorAll('span'), colour = i >= 0 ? el.playerColours[i] : '';
    token.style.background = colour;
    bar.style.cssText = `width:${(x * 100).toFixed(2)}%;background:${colour || 'var(--muted)'}`;
  }
}

// ---- each roll: the log and the chances
el.addEventListener('gg-roll', (e) => {
  const li = document.createElement('li');
  li.textContent = e.detail.text;
  const log = $('log');
  log.append(li);
  if (log.children.length > 200) log.firstElementChild.remove();
});
el.addEventListener('gg-end', (e) => say(pageT('won', { player: e.detail.winner, rolls: e.detail.rolls })));
el.addEventListener('gg-ready', () => say(''));
