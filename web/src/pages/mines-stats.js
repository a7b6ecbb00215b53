// pages/mines-stats.js — the Minesweeper page's statistics, per preset
// (a custom board by its size): games played and won, the best time and
// the best 3BV/s, kept in the browser's storage and drawn into the
// table. Loaded when some are kept or a game starts; before that the
// page's own table (no games yet) says what there is.

import { ggNumber } from '../core/engine.js';
import { moreLang, moreT } from './mines-more-words.js';

/** @typedef {import('./mines.js').MinesPage} MinesPage */
/** @typedef {{ played: number, won: number, bestTime: number | null, bestRate: number | null }} MinesStats */

const STATS_KEY = 'gridgames.mines.stats';

/** @param {MinesPage} page @param {any} p a game's params */
function statsKey(page, p) {
  const preset = page.presetOf(p);
  return preset === 'custom' ? `${p.rows}×${p.cols}, ${p.mines}` : preset;
}

/** The statistics kept, each figure a number (or null): damaged ones
 * count as none.
 * @param {MinesPage} page @returns {Record<string, MinesStats>} */
function stats(page) {
  const all = page.store.get(STATS_KEY);
  /** @type {Record<string, MinesStats>} */
  const out = {};
  const num = (/** @type {any} */ x) => (Number.isFinite(x) && x >= 0 ? x : null);
  for (const [k, v] of Object.entries(all && typeof all === 'object' ? all : {})) {
    if (v && typeof v === 'object') {
      out[k] = { played: num(v.played) || 0, won: num(v.won) || 0, bestTime: num(v.bestTime), bestRate: num(v.bestRate) };
    }
  }
  return out;
}

/** Change the figures of p's board by fn, keep them and draw the table.
 * @param {MinesPage} page @param {any} p @param {(s: MinesStats) => MinesStats} fn */
function update(page, p, fn) {
  const all = stats(page);
  const key = statsKey(page, p);
  all[key] = fn(Object.assign({ played: 0, won: 0, bestTime: null, bestRate: null }, all[key]));
  page.store.set(STATS_KEY, all);
  renderStats(page);
}

/** Draw the table: the three presets, the custom board shown, then any
 * other board played.
 * @param {MinesPage} page */
export function renderStats(page) {
  const all = stats(page);
  const p = page.el.params;
  const keys = ['beginner', 'intermediate', 'expert'];
  if (p && p.source === 'new' && page.presetOf(p) === 'custom') keys.push(statsKey(page, p));
  for (const k of Object.keys(all)) if (keys.indexOf(k) < 0) keys.push(k);
  const body = page.$('stats');
  body.textContent = '';
  for (const k of keys) {
    const s = all[k] || { played: 0, won: 0, bestTime: null, bestRate: null };
    const tr = document.createElement('tr');
    const lang = moreLang();
    const cells = [page.presets[k] ? page.t(k) : k, ggNumber(lang, s.played), ggNumber(lang, s.won),
      s.bestTime === null ? '—' : moreT('seconds', { s: ggNumber(lang, s.bestTime, 2) }),
      s.bestRate === null ? '—' : ggNumber(lang, s.bestRate, 2)];
    cells.forEach((text, i) => {
      const td = document.createElement(i ? 'td' : 'th');
      if (i === 0) /** @type {HTMLTableCellElement} */ (td).scope = 'row';
      td.textContent = String(text);
      tr.appendChild(td);
    });
    body.appendChild(tr);
  }
}

/** A game of p's board started (its first click).
 * @param {MinesPage} page @param {any} p */
export function countStart(page, p) {
  update(page, p, (s) => Object.assign(s, { played: s.played + 1 }));
}

/** A game of p's board won; d is gg-end's detail.
 * @param {MinesPage} page @param {any} p @param {any} d */
export function countWin(page, p, d) {
  update(page, p, (s) => Object.assign(s, {
    won: s.won + 1,
    bestTime: s.bestTime === null ? d.seconds : Math.min(s.bestTime, d.seconds),
    bestRate: s.bestRate === null ? d.bbbvPerSecond : Math.max(s.bestRate, d.bbbvPerSecond),
  }));
}

/** Forget every statistic, if the player says so. @param {MinesPage} page */
export function resetStats(page) {
  if (!confirm(moreT('forget'))) return;
  page.store.drop(STATS_KEY);
  renderStats(page);
}

/** The line on the game just ended; d is gg-end's detail.
 * @param {MinesPage} page @param {any} d */
export function sayLastGame(page, d) {
  const lang = moreLang();
  page.$('last-game').textContent = moreT('lastGame', { result: d.result, seconds: ggNumber(lang, d.seconds, 2), solved: d.bbbvSolved,
    bbbv: d.bbbv, rate: ggNumber(lang, d.bbbvPerSecond, 2), clicks: d.clicks, efficiency: ggNumber(lang, d.efficiency / 100, 1, 'percent') });
}
