// gg-snakes.js — <gg-snakes>, the Snakes & Ladders element. It draws the
// engine's board on a canvas — squares numbered as LeetCode 909 numbers
// them, ladders, snakes, one to four tokens — rolls a die, and hands every
// roll to engine/wasm_snakes.c: the moves, the winner, the least rolls and
// their path, the expected rolls, the distribution of the game length and
// each player's chance of winning are all the engine's.
//
//   <gg-snakes board="classic" players="2"></gg-snakes>
//   <gg-snakes board="random" n="12" seed="5" players="3"></gg-snakes>
//   <gg-snakes board="[[-1,-1],[-1,3]]" start="0" rule="bounce"></gg-snakes>
//
// Attributes: board (classic | random | a LeetCode 909 board as JSON), n
// (a random board's side, 2..20, default 10), seed (a random board's; any
// text, a random one is chosen and written back when absent), players
// (1..4), start (0 off the board | 1 on square 1), rule (over | exact |
// bounce) — start and rule default to the board's own: classic and random
// boards start off the board and finish exactly, LeetCode boards start on
// square 1 and finish on any roll past the end — and show-path (present:
// one least-roll path is marked on the board). A change starts a new game;
// bad values keep the game shown and say why.
//
// Properties: ready (a promise), state ("ready" | "playing" | "over"),
// params, positions (a square per player, 0 off the board), turn (the
// player to roll, 1-based), winner (1-based, or 0), minRolls (-1 when the
// end cannot be reached), expectedRolls (Infinity when not finite), path,
// distribution ({ p: P(length = t) at t - 1, never, cut }), winChances
// (per player; NaN when the game is too long to work out, with the reason in
// chancesError), nobodyChance, playerColours (the tokens' CSS colours), lastTiming ({ analysis, chances } in ms).
// Methods (each throws an Error with the engine's message, keeping the
// game): roll(value?) (value 1..6 forces the die), restart(),
// newGame({ board, n, seed, players, start, rule }), leetCode() (the board
// as LeetCode JSON). Events: gg-ready (a game is set up; detail: params),
// gg-roll (detail: { player, roll, from, landed, to, kind, text }), gg-end
// ({ winner, rolls }), gg-error ({ message }: bad attributes).

// Fields of gg_snakes_info and gg_snakes_figures (engine/wasm_snakes.c).
const SI = { STATE: 0, N: 1, SQUARES: 2, PLAYERS: 3, TURN: 4, WINNER: 5, ROLLS: 6, START: 7, RULE: 8, LAST: 9, SIZE: 20 };
const SF = { LEAST: 0, EXPECTED: 1, DIST_LEN: 2, NEVER: 3, DIST_CUT: 4, NOBODY: 5, WIN: 6, SIZE: 10 };
const SNAKE_RULES = ['over', 'exact', 'bounce'];
const SNAKE_STATES = ['ready', 'playing', 'over'];
const SNAKE_MOVES = ['step', 'ladder', 'snake', 'stay', 'bounce', 'bounce-ladder', 'bounce-snake'];
// The pips of each face, as indexes into PIP_XY (a 3 × 3 grid less two).
const PIPS = ['3', '06', '036', '0156', '01356', '012456'];
const PIP_XY = [[9, 9], [23, 9], [9, 16], [16, 16], [23, 16], [9, 23], [23, 23]];
// Snake skins: body and pattern. Greens and ochre, away from the tokens'
// Okabe–Ito blue, vermillion, black and purple.
const SNAKE_SKINS = [['#3f9b4b', '#1d5a27'], ['#c39a1c', '#6b5206'], ['#2b8a86', '#0e4845']];

function snCheck(M, rc) {
  if (rc < 0) throw new Error(ggCString(M, M._gg_snakes_error_message()));
  return rc;
}

// The sentence a screen reader says for a roll (detail as gg-roll's).
function snRollSentence(d, squares) {
  const at = (s) => (s ? String(s) : 'the start');
  const s = {
    ladder: `climbed the ladder from ${d.landed} to ${d.to}`,
    snake: `slid down the snake from ${d.landed} to ${d.to}`,
    stay: `needs an exact roll to reach ${squares}: stays on ${at(d.from)}`,
    bounce: `bounced back from ${squares} to ${d.landed}`,
    'bounce-ladder': `bounced back to ${d.landed} and climbed the ladder to ${d.to}`,
    'bounce-snake': `bounced back to ${d.landed} and slid down the snake to ${d.to}`,
  }[d.kind] || `moved from ${at(d.from)} to ${d.to}`;
  return `Player ${d.player} rolled ${d.roll}, ${s}.`;
}

const SNAKES_STYLE = `
:host{display:block;width:640px;max-width:100%;color:var(--gg-text);font:15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--gg-text:#1c2230;--gg-frame:#e4ded0;--gg-sq1:#fbf8ef;--gg-sq2:#ece3cc;--gg-end:#ffd966;--gg-num:#4d4638;--gg-rail:#7f4f22;--gg-rung:#b07a40;--gg-path:#0b57d0;--gg-ring:#fff;--gg-p1:#0072b2;--gg-p2:#d55e00;--gg-p3:#1a1a1a;--gg-p4:#cc79a7}
@media (prefers-color-scheme:dark){:host{--gg-text:#e6e9ee;--gg-frame:#2a3039;--gg-sq1:#272c35;--gg-sq2:#1e2229;--gg-end:#5c4a10;--gg-num:#b9c0cb;--gg-rail:#d29a5f;--gg-rung:#9d7043;--gg-path:#8ab4ff;--gg-ring:#0d0f12;--gg-p1:#56b4e9;--gg-p2:#e69f00;--gg-p3:#f2f2f2;--gg-p4:#cc79a7}
}
*{box-sizing:border-box}
.game{background:var(--gg-frame);border-radius:10px;padding:8px;display:flex;flex-direction:column;gap:8px}
.bar{display:flex;align-items:center;gap:10px}
.turn{flex:1;font-weight:600;display:flex;align-items:center;gap:8px}
.swatch{width:20px;height:20px;border-radius:50%;border:2px solid var(--gg-ring);flex:none;box-shadow:0 0 0 1px #0006}
.die{display:flex;align-items:center;gap:8px;min-height:56px;padding:4px 14px 4px 4px;font:inherit;font-weight:600;color:var(--gg-text);background:var(--gg-sq1);border:1px solid #0004;border-radius:12px;cursor:pointer;touch-action:manipulation}
.die svg{width:46px;height:46px;display:block}
.die rect{fill:#fff;stroke:#333;stroke-width:1.2}
.die circle{fill:#1c2230}
.die.rolling svg{animation:gg-tumble .45s ease-out}
@keyframes gg-tumble{0%{transform:rotate(0) scale(.7)}
70%{transform:rotate(320deg) scale(1.1)}
100%{transform:rotate(360deg)}
}
@media (prefers-reduced-motion:reduce){.die.rolling svg{animation:none}
}
.die:focus-visible,.board:focus-visible{outline:3px solid var(--gg-path);outline-offset:2px}
.board{border-radius:4px;touch-action:manipulation}
canvas{display:block}
.message{margin:0;padding:6px 10px;border-radius:6px;background:#fde7e6;color:#7a1010}
@media (prefers-color-scheme:dark){.message{background:#3a1614;color:#ffd2cc}
}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[hidden]{display:none !important}
`;

const SNAKES_TEMPLATE = `<style>${SNAKES_STYLE}</style>
<div class="game" part="game">
<div class="bar" part="bar"><span class="turn"></span>
<button class="die" type="button" aria-keyshortcuts="Space Enter"><svg viewBox="0 0 32 32" aria-hidden="true">
<rect x="2" y="2" width="28" height="28" rx="6"/>${PIP_XY.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.8"/>`).join('')}</svg><span>Roll</span></button></div>
<p class="message" role="alert" hidden></p>
<div class="board" part="board" tabindex="0" role="group" aria-roledescription="Snakes and Ladders board"><canvas role="img"></canvas></div>
<div class="sr" aria-live="polite" aria-atomic="true"></div>
</div>`;

class GGSnakes extends HTMLElement {
  static get observedAttributes() {
    return ['board', 'n', 'seed', 'players', 'start', 'rule', 'show-path'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = SNAKES_TEMPLATE;
    const q = (s) => root.querySelector(s);
    this._ui = { board: q('.board'), canvas: q('canvas'), die: q('.die'), dieLabel: q('.die span'),
      pips: root.querySelectorAll('.die circle'), turn: q('.turn'), message: q('.message'), live: q('.sr') };
    this._ctx = this._ui.canvas.getContext('2d');
    this._h = 0;
    this._anim = null;
    this._frame = 0;
    this.lastTiming = null;
    this._ui.die.addEventListener('click', () => this._byPlayer());
    this._ui.board.addEventListener('keydown', (e) => {
      if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
        e.preventDefault();
        this._byPlayer();
      }
    });
    this._showFace(5);
    this.ready = ggEngine().then((M) => {
      this._M = M;
      this._fromAttributes();
      return this;
    });
  }

  connectedCallback() {
    if (!this._resize) {
      this._resize = new ResizeObserver(() => this._layout());
      this._scheme = matchMedia('(prefers-color-scheme: dark)');
      this._onScheme = () => this._redraw();
    }
    this._resize.observe(this._ui.board);
    this._scheme.addEventListener('change', this._onScheme);
  }

  disconnectedCallback() {
    this._resize.disconnect();
    this._scheme.removeEventListener('change', this._onScheme);
  }

  attributeChangedCallback(name) {
    if (!this._M || this._reflecting) return;
    if (name === 'show-path') return this._redraw();
    // Several attributes set in a row make one new game.
    if (!this._pending) {
      this._pending = true;
      queueMicrotask(() => {
        this._pending = false;
        this._fromAttributes();
      });
    }
  }

  // ---- the API

  get params() {
    return this._params ? Object.assign({}, this._params) : null;
  }
  get state() {
    return this._info ? SNAKE_STATES[this._info[SI.STATE]] : 'loading';
  }
  get positions() {
    return this._positions ? Array.from(this._positions) : [];
  }
  get turn() {
    return this._info ? this._info[SI.TURN] + 1 : 0;
  }
  get winner() {
    return this._info ? this._info[SI.WINNER] + 1 : 0;
  }
  get minRolls() {
    return this._figures ? this._figures[SF.LEAST] : NaN;
  }
  get expectedRolls() {
    return this._figures ? this._figures[SF.EXPECTED] : NaN;
  }
  get path() {
    return this._path ? Array.from(this._path) : [];
  }
  get distribution() {
    const f = this._figures;
    return f ? { p: Array.from(this._dist), never: f[SF.NEVER], cut: f[SF.DIST_CUT] === 1 } : null;
  }
  get winChances() {
    return this._figures ? Array.from(this._figures.subarray(SF.WIN, SF.WIN + this._info[SI.PLAYERS])) : [];
  }
  get playerColours() {
    return (this._theme || this._readTheme()).players.slice();
  }
  get nobodyChance() {
    return this._figures ? this._figures[SF.NOBODY] : NaN;
  }

  // Start a new game; throws (keeping the game shown) on a bad value.
  newGame(o = {}) {
    const M = this._M;
    if (!M) throw new Error('the engine is still loading: wait for the element\'s ready promise');
    const board = String(o.board == null || o.board === '' ? 'classic' : o.board).trim();
    const whole = (v, dflt) => (v == null || v === '' ? dflt : Number.isInteger(Number(v)) ? Number(v) : -9);
    const p = { board: 'leetcode', n: 0, seed: null, players: whole(o.players, 1),
      start: whole(o.start, -1), rule: o.rule == null ? '' : String(o.rule) };
    let h;
    if (board === 'classic') {
      p.board = board;
      h = snCheck(M, M._gg_snakes_new_classic());
    } else if (board === 'random') {
      p.board = board;
      p.n = whole(o.n, 10);
      p.seed = o.seed == null || o.seed === '' ? ggRandomSeed() : String(o.seed);
      h = snCheck(M, ggWithText(M, p.seed, (sp, sl) => M._gg_snakes_new_random(p.n, sp, sl)));
    } else {
      h = snCheck(M, ggWithText(M, board, (bp, bl) => M._gg_snakes_new_leetcode(bp, bl)));
    }
    try {
      snCheck(M, ggWithText(M, p.rule, (rp, rl) => ggWithText(M, ggRandomSeed(),
        (sp, sl) => M._gg_snakes_setup(h, p.players, p.start, rp, rl, sp, sl))));
      this._analyse(h);
    } catch (err) {
      M._gg_snakes_free(h);
      throw err;
    }
    if (this._h) M._gg_snakes_free(this._h);
    this._h = h;
    this._read();
    const info = this._info;
    Object.assign(p, { n: info[SI.N], start: info[SI.START], rule: SNAKE_RULES[info[SI.RULE]] });
    if (p.board === 'leetcode') p.json = this.leetCode();
    this._params = p;
    this._reflecting = true;
    this.setAttribute('board', p.board === 'leetcode' ? p.json : p.board);
    for (const k of ['n', 'seed']) if (p.board === 'random') this.setAttribute(k, p[k]); else this.removeAttribute(k);
    // start and rule stay attributes only when chosen, not the board's own.
    for (const k of ['start', 'rule']) if (o[k] != null && o[k] !== '') this.setAttribute(k, p[k]); else this.removeAttribute(k);
    this.setAttribute('players', p.players);
    this._reflecting = false;
    this._hideMessage();
    this._anim = null;
    this._showFace(5);
    this._layout();
    this._announce(`New game on a ${p.n} by ${p.n} board, ${p.players} player${p.players > 1 ? 's' : ''}. Player 1 to roll.`);
    this.dispatchEvent(new CustomEvent('gg-ready', { detail: this.params }));
  }

  // The same board, rules and players from the start.
  restart() {
    this._need();
    snCheck(this._M, this._M._gg_snakes_restart(this._h));
    this._chances();
    this._read();
    this._anim = null;
    this._hideMessage();
    this._render();
    this._announce('New game. Player 1 to roll.');
    this.dispatchEvent(new CustomEvent('gg-ready', { detail: this.params }));
  }

  // The player to roll rolls (value 1..6 forces the die). Returns the
  // gg-roll detail.
  roll(value) {
    this._need();
    const M = this._M;
    const v = value == null ? 0 : Number.isInteger(value) && value > 0 ? value : -1;
    try {
      snCheck(M, M._gg_snakes_roll(this._h, v));
      this._chances();
    } catch (err) {
      this._showMessage(err.message);
      throw err;
    }
    this._hideMessage();
    const before = this._positions;
    this._read();
    const l = this._info.subarray(SI.LAST, SI.LAST + 6);
    const d = { player: l[0] + 1, roll: l[1], from: l[2], landed: l[3], to: l[4], kind: SNAKE_MOVES[l[5]] };
    d.text = snRollSentence(d, this._info[SI.SQUARES]);
    const over = this.state === 'over';
    this._rollDie(d.roll);
    this._animate(l[0], d, before);
    this._announce(d.text + (over ? ` Player ${d.player} wins!` : ` Player ${this.turn} to roll.`));
    this.dispatchEvent(new CustomEvent('gg-roll', { detail: d }));
    if (over) this.dispatchEvent(new CustomEvent('gg-end', { detail: { winner: d.player, rolls: this._info[SI.ROLLS] } }));
    return d;
  }

  // The board as LeetCode 909 JSON, one line.
  leetCode() {
    this._need();
    const M = this._M;
    const len = snCheck(M, M._gg_snakes_json(this._h));
    return ggDecoder.decode(ggBytes(M, M._gg_snakes_text(this._h), len)).trim();
  }

  // ---- engine calls

  _need() {
    if (!this._h) throw new Error('no game yet: wait for the element\'s ready promise');
  }

  // Least rolls and path, expected rolls, distribution and win chances,
  // timed as the page sees them.
  _analyse(h) {
    const M = this._M;
    const t0 = performance.now();
    snCheck(M, M._gg_snakes_analyse(h));
    const t1 = performance.now();
    const fp = M._gg_snakes_figures(h) >> 3, pp = M._gg_snakes_path(h) >> 2, dp = M._gg_snakes_distribution(h) >> 3;
    const least = M.HEAPF64[fp + SF.LEAST], len = M.HEAPF64[fp + SF.DIST_LEN];
    const path = least >= 0 ? M.HEAP32.slice(pp, pp + least + 1) : new Int32Array(0);
    const dist = len > 0 ? M.HEAPF64.slice(dp, dp + len) : new Float64Array(0);
    const chances = this._chances(h);
    this._path = path;
    this._dist = dist;
    this.lastTiming = { analysis: t1 - t0, chances };
  }

  // Win chances from the current positions; returns the time taken. A
  // game too long to work out leaves them NaN, with the engine's reason.
  _chances(h) {
    const M = this._M;
    h = h || this._h;
    const t0 = performance.now();
    const rc = M._gg_snakes_chances(h);
    const ms = performance.now() - t0;
    const fp = M._gg_snakes_figures(h) >> 3;
    const f = this._figures = M.HEAPF64.slice(fp, fp + SF.SIZE);
    this.chancesError = rc < 0 ? ggCString(M, M._gg_snakes_error_message()) : '';
    if (rc < 0) f.fill(NaN, SF.NOBODY);
    if (this.lastTiming) this.lastTiming.chances = ms;
    return ms;
  }

  _read() {
    const M = this._M, h = this._h;
    const ip = snCheck(M, M._gg_snakes_info(h) || -2) >> 2; // NULL: a stale handle
    const info = this._info = M.HEAP32.slice(ip, ip + SI.SIZE);
    const squares = info[SI.SQUARES];
    const pp = M._gg_snakes_positions(h) >> 2, dp = M._gg_snakes_dest(h) >> 2, cp = M._gg_snakes_cells(h) >> 2;
    this._positions = M.HEAP32.slice(pp, pp + info[SI.PLAYERS]);
    this._dest = M.HEAP32.slice(dp, dp + squares + 1);
    this._cells = M.HEAP32.slice(cp, cp + squares);
    this._updateBar();
  }

  _fromAttributes() {
    const a = (k) => this.getAttribute(k);
    try {
      this.newGame({ board: a('board'), n: a('n'), seed: a('seed'), players: a('players'), start: a('start'), rule: a('rule') });
    } catch (err) {
      this._showMessage(err.message);
      this.dispatchEvent(new CustomEvent('gg-error', { detail: { message: err.message } }));
    }
  }

  _byPlayer() {
    if (!this._h) return;
    try {
      if (this.state === 'over') this.restart();
      else this.roll();
    } catch (err) {
      // roll() has shown the message.
    }
  }

  // ---- words

  _updateBar() {
    const ui = this._ui, info = this._info;
    const over = info[SI.STATE] === 2, who = info[over ? SI.WINNER : SI.TURN] + 1;
    const t = this._theme || this._readTheme();
    ui.turn.textContent = '';
    const sw = document.createElement('span');
    sw.className = 'swatch';
    sw.style.background = t.players[who - 1];
    ui.turn.append(sw, over ? `Player ${who} wins! (${info[SI.ROLLS]} rolls in all)` : `Player ${who} to roll`);
    ui.dieLabel.textContent = over ? 'Play again' : 'Roll';
    ui.die.setAttribute('aria-label', over ? 'Play again' : `Roll the die for player ${who}`);
    ui.board.setAttribute('aria-label', `Snakes and Ladders, ${info[SI.N]} by ${info[SI.N]}. ` +
      this.positions.map((s, i) => `Player ${i + 1} ${s ? 'on ' + s : 'at the start'}`).join(', ') +
      `. ${over ? 'Game over' : 'Space or Enter rolls'}.`);
  }

  _showMessage(text) {
    this._ui.message.textContent = text;
    this._ui.message.hidden = false;
  }

  _hideMessage() {
    this._ui.message.hidden = true;
  }

  _announce(text) {
    this._ui.live.textContent = text;
  }

  // ---- the die

  _showFace(v) {
    this._ui.pips.forEach((c, i) => { c.style.visibility = PIPS[v - 1].includes(String(i)) ? '' : 'hidden'; });
  }

  _rollDie(v) {
    const die = this._ui.die;
    clearInterval(this._dieTimer);
    if (ggReducedMotion()) return this._showFace(v);
    die.classList.remove('rolling');
    void die.offsetWidth; // restart the animation
    die.classList.add('rolling');
    let flips = 6;
    this._dieTimer = setInterval(() => {
      if (--flips > 0) return this._showFace(1 + ((v + flips * 5) % 6));
      clearInterval(this._dieTimer);
      this._showFace(v);
      die.classList.remove('rolling');
    }, 65);
    this._showFace(1 + (v % 6));
  }

  // ---- drawing

  _readTheme() {
    const cs = getComputedStyle(this), get = (k) => cs.getPropertyValue(`--gg-${k}`).trim();
    const t = {};
    for (const k of ['sq1', 'sq2', 'end', 'num', 'rail', 'rung', 'path', 'ring', 'text']) t[k] = get(k);
    t.players = [1, 2, 3, 4].map((i) => get(`p${i}`));
    return (this._theme = t);
  }

  _redraw() {
    this._theme = null;
    this._static = null;
    if (this._info) {
      this._updateBar();
      this._render();
    }
  }

  _layout() {
    const info = this._info;
    if (!info) return;
    const ui = this._ui, n = info[SI.N];
    const size = Math.max(120, Math.min(ui.board.clientWidth || 600, 720));
    const cell = size / n;
    const strip = info[SI.START] ? 0 : Math.round(Math.max(34, Math.min(cell * 0.8, 50)));
    const dpr = window.devicePixelRatio || 1;
    this._geo = { n, cell, size, strip, dpr };
    ui.canvas.style.width = `${size}px`;
    ui.canvas.style.height = `${size + strip}px`;
    ui.canvas.width = Math.round(size * dpr);
    ui.canvas.height = Math.round((size + strip) * dpr);
    this._static = null;
    this._render();
  }

  // The centre of square s (0: the start, below the board), CSS px.
  _centre(s, player) {
    const g = this._geo;
    if (!s) return [g.cell * 0.25 + 56 + player * g.strip * 0.8, g.size + g.strip / 2];
    const rc = this._cells[s - 1];
    return [(rc % g.n + 0.5) * g.cell, (Math.floor(rc / g.n) + 0.5) * g.cell];
  }

  // Where player i's token stands: centred when alone on its square, else
  // in its own quarter.
  _tokenAt(i, s, positions = this._positions) {
    const [x, y] = this._centre(s, i);
    if (!s) return [x, y];
    const c = this._geo.cell;
    const shared = positions.some((t, j) => j !== i && t === s);
    return shared ? [x + (i % 2 ? 0.2 : -0.2) * c, y + (i < 2 ? -0.08 : 0.24) * c] : [x, y + 0.08 * c];
  }

  _render() {
    cancelAnimationFrame(this._frame);
    const g = this._geo;
    if (!g || !this._info) return;
    if (!this._static) this._drawStatic();
    const ctx = this._ctx, t = this._theme;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this._ui.canvas.width, this._ui.canvas.height);
    ctx.drawImage(this._static, 0, 0);
    ctx.setTransform(g.dpr, 0, 0, g.dpr, 0, 0);
    const a = this._anim, now = performance.now();
    const over = this._info[SI.STATE] === 2, turn = this._info[SI.TURN];
    const r = Math.max(7, Math.min(g.cell * (this._positions.length > 1 ? 0.17 : 0.22), 18));
    // The token to roll next is drawn last, on top.
    const order = this._positions.map((s, i) => i).sort((i, j) => (i === turn) - (j === turn));
    for (const i of order) {
      let xy = this._tokenAt(i, this._positions[i]);
      if (a && a.player === i) xy = this._animPoint(a, now) || xy;
      this._token(ctx, xy, r, i, !over && i === turn && this._positions.length > 1);
    }
    if (a && now < a.end) this._frame = requestAnimationFrame(() => this._render());
    else this._anim = null;
  }

  _token(ctx, [x, y], r, i, toRoll) {
    const t = this._theme;
    ctx.save();
    ctx.shadowColor = '#0008';
    ctx.shadowBlur = r * 0.5;
    ctx.shadowOffsetY = r * 0.15;
    ctx.fillStyle = t.players[i];
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 7);
    ctx.fill();
    ctx.restore();
    ctx.lineWidth = Math.max(1.5, r * 0.18);
    ctx.strokeStyle = t.ring;
    ctx.stroke();
    if (toRoll) {
      ctx.lineWidth = 2;
      ctx.strokeStyle = t.path;
      ctx.beginPath();
      ctx.arc(x, y, r + 3, 0, 7);
      ctx.stroke();
    }
    // Dark numbers on the light tokens, light ones on the dark.
    const light = parseInt(t.players[i].slice(1), 16), lum = ((light >> 16) * 3 + ((light >> 8) & 255) * 6 + (light & 255)) / 10;
    ctx.fillStyle = lum > 150 ? '#111' : '#fff';
    ctx.font = `bold ${Math.round(r * 1.15)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(i + 1), x, y + r * 0.06);
  }

  // The moving token: a hop per square of the roll, then the slide along
  // a ladder or snake.
  _animate(player, d, before) {
    this._anim = null;
    if (ggReducedMotion() || !this._geo) return this._render();
    const squares = this._info[SI.SQUARES], pts = [this._tokenAt(player, d.from, before)];
    if (d.kind !== 'stay') {
      // The squares passed, turning back at the end on a bounce.
      for (let k = 1; k <= d.roll; k++) {
        let s = d.from + k;
        if (s > squares) s = Math.max(1, 2 * squares - s);
        pts.push(this._centre(s));
      }
    }
    const steps = pts.length - 1;
    if (d.to !== d.landed) pts.push(this._centre(d.to));
    pts[pts.length - 1] = this._tokenAt(player, d.to);
    const start = performance.now();
    this._anim = { player, pts, steps, start, end: start + steps * 110 + (d.to !== d.landed ? 520 : 0) };
    this._render();
  }

  _animPoint(a, now) {
    const t = now - a.start;
    if (t >= a.end - a.start) return null;
    const hop = Math.floor(t / 110);
    const cell = this._geo.cell;
    if (hop < a.steps) {
      const f = t / 110 - hop, [x0, y0] = a.pts[hop], [x1, y1] = a.pts[hop + 1];
      return [x0 + (x1 - x0) * f, y0 + (y1 - y0) * f - Math.sin(Math.PI * f) * cell * 0.25];
    }
    const f = Math.min(1, (t - a.steps * 110) / 520), e = f * f * (3 - 2 * f);
    const [x0, y0] = a.pts[a.steps], [x1, y1] = a.pts[a.steps + 1];
    return [x0 + (x1 - x0) * e, y0 + (y1 - y0) * e];
  }

  // The board without tokens: squares, the path, ladders, snakes, numbers.
  _drawStatic() {
    const g = this._geo, t = this._readTheme(), { n, cell, size, strip, dpr } = g;
    const c = this._static = document.createElement('canvas');
    c.width = this._ui.canvas.width;
    c.height = this._ui.canvas.height;
    const ctx = c.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const squares = n * n, dest = this._dest;
    const box = (s) => {
      const rc = this._cells[s - 1];
      return [(rc % n) * cell, Math.floor(rc / n) * cell];
    };
    for (let s = 1; s <= squares; s++) {
      const [x, y] = box(s), rc = this._cells[s - 1];
      ctx.fillStyle = s === squares ? t.end : (Math.floor(rc / n) + rc % n) % 2 ? t.sq2 : t.sq1;
      ctx.fillRect(x, y, cell + 0.5, cell + 0.5);
    }
    const onPath = new Map();
    if (this.hasAttribute('show-path')) {
      this._path.forEach((s, k) => { if (k && s) onPath.set(s, k); });
      ctx.strokeStyle = t.path;
      ctx.lineWidth = Math.max(2, cell * 0.06);
      for (const s of onPath.keys()) {
        const [x, y] = box(s), w = ctx.lineWidth;
        ctx.globalAlpha = 0.1;
        ctx.fillStyle = t.path;
        ctx.fillRect(x, y, cell, cell);
        ctx.globalAlpha = 1;
        ctx.strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
      }
    }
    for (let s = 1; s <= squares; s++) if (dest[s] > s) this._ladder(ctx, this._centre(s), this._centre(dest[s]), cell, t);
    let k = 0;
    for (let s = squares; s >= 1; s--) if (dest[s] < s) this._snake(ctx, this._centre(s), this._centre(dest[s]), cell, k++);
    // Numbers last, haloed in their square's colour so a snake never hides one.
    const fs = Math.max(8, Math.min(cell * 0.27, 16));
    ctx.font = `600 ${fs}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(2, fs / 4);
    for (let s = 1; s <= squares; s++) {
      const [x, y] = box(s), rc = this._cells[s - 1];
      ctx.strokeStyle = s === squares ? t.end : (Math.floor(rc / n) + rc % n) % 2 ? t.sq2 : t.sq1;
      ctx.fillStyle = t.num;
      ctx.textAlign = 'left';
      ctx.strokeText(s, x + fs * 0.25, y + fs * 0.2);
      ctx.fillText(s, x + fs * 0.25, y + fs * 0.2);
      if (onPath.has(s)) {
        // Which roll of the shortest path ends here.
        const bx = x + cell - fs * 0.8, by = y + cell - fs * 0.8;
        ctx.fillStyle = t.path;
        ctx.beginPath();
        ctx.arc(bx, by, fs * 0.62, 0, 7);
        ctx.fill();
        ctx.fillStyle = t.sq1;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(onPath.get(s), bx, by + fs * 0.05);
        ctx.textBaseline = 'top';
      }
    }
    if (strip) {
      ctx.fillStyle = t.sq2;
      ctx.fillRect(0, size, size, strip);
      ctx.fillStyle = t.num;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText('Start', 8, size + strip / 2);
    }
    const info = this._info, f = this._figures;
    this._ui.canvas.setAttribute('aria-label', `Board of ${squares} squares: ` +
      `${dest.filter((d, s) => d > s).length} ladders, ${dest.filter((d, s) => d < s).length} snakes; ` +
      `least rolls ${f[SF.LEAST] < 0 ? 'none: the end cannot be reached' : f[SF.LEAST]}; rules: start ${info[SI.START] ? 'on square 1' : 'off the board'}, ` +
      `a roll past the end ${['finishes', 'leaves the token where it is', 'bounces back'][info[SI.RULE]]}.`);
  }

  // Two rails and rungs from the foot (a) up to the top (b).
  _ladder(ctx, [x0, y0], [x1, y1], cell, t) {
    const len = Math.hypot(x1 - x0, y1 - y0), ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    const half = cell * 0.17, nx = -uy * half, ny = ux * half;
    const a0 = [x0 - ux * cell * 0.15, y0 - uy * cell * 0.15], a1 = [x1 + ux * cell * 0.15, y1 + uy * cell * 0.15];
    ctx.lineCap = 'round';
    ctx.strokeStyle = t.rung;
    ctx.lineWidth = Math.max(1.5, cell * 0.05);
    ctx.beginPath();
    for (let d = cell * 0.12; d < len + cell * 0.2; d += cell * 0.24) {
      const px = a0[0] + ux * d, py = a0[1] + uy * d;
      ctx.moveTo(px + nx, py + ny);
      ctx.lineTo(px - nx, py - ny);
    }
    ctx.stroke();
    ctx.strokeStyle = t.rail;
    ctx.lineWidth = Math.max(2, cell * 0.07);
    ctx.beginPath();
    for (const sgn of [1, -1]) {
      ctx.moveTo(a0[0] + sgn * nx, a0[1] + sgn * ny);
      ctx.lineTo(a1[0] + sgn * nx, a1[1] + sgn * ny);
    }
    ctx.stroke();
  }

  // A snake from its head (a) down to the tip of its tail (b): a tapering
  // body on a sine wave, spots along it, a head with eyes and a tongue.
  _snake(ctx, [x0, y0], [x1, y1], cell, k) {
    const [skin, dark] = SNAKE_SKINS[k % SNAKE_SKINS.length];
    const len = Math.hypot(x1 - x0, y1 - y0), ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    const waves = Math.max(1, Math.round(len / (cell * 1.7))), amp = Math.min(cell * 0.28, len * 0.16) * (k % 2 ? -1 : 1);
    const steps = Math.max(24, Math.ceil(len / 3));
    const at = (f) => {
      const w = amp * Math.sin(2 * Math.PI * waves * f);
      return [x0 + ux * len * f - uy * w, y0 + uy * len * f + ux * w];
    };
    const width = (f) => cell * (0.05 + 0.17 * Math.pow(1 - f, 0.6));
    const left = [], right = [];
    for (let i = 0; i <= steps; i++) {
      const f = i / steps, [px, py] = at(f), [qx, qy] = at(Math.min(1, f + 0.5 / steps)), [ox, oy] = at(Math.max(0, f - 0.5 / steps));
      const tl = Math.hypot(qx - ox, qy - oy) || 1, w = width(f) / 2, nx = -(qy - oy) / tl * w, ny = (qx - ox) / tl * w;
      left.push([px + nx, py + ny]);
      right.push([px - nx, py - ny]);
    }
    ctx.beginPath();
    for (const [px, py] of left) ctx.lineTo(px, py);
    for (const [px, py] of right.reverse()) ctx.lineTo(px, py);
    ctx.closePath();
    ctx.fillStyle = skin;
    ctx.fill();
    ctx.strokeStyle = dark;
    ctx.lineWidth = Math.max(1, cell * 0.025);
    ctx.lineJoin = 'round';
    ctx.stroke();
    // Bands across the back.
    ctx.fillStyle = dark;
    ctx.beginPath();
    for (let d = cell * 0.3; d < len - cell * 0.1; d += cell * 0.22) {
      const f = d / len, [px, py] = at(f), r = width(f) * 0.24;
      ctx.moveTo(px + r, py);
      ctx.arc(px, py, r, 0, 7);
    }
    ctx.fill();
    // The head points away from the body.
    const [hx, hy] = at(0), [bx, by] = at(2 / steps), hl = Math.hypot(hx - bx, hy - by) || 1;
    const dx = (hx - bx) / hl, dy = (hy - by) / hl, hw = cell * 0.15;
    ctx.save();
    ctx.translate(hx, hy);
    ctx.rotate(Math.atan2(dy, dx));
    ctx.strokeStyle = '#d62828';
    ctx.lineWidth = Math.max(1, cell * 0.025);
    ctx.beginPath();
    ctx.moveTo(hw * 1.1, 0);
    ctx.lineTo(hw * 1.8, 0);
    ctx.lineTo(hw * 2.1, -hw * 0.25);
    ctx.moveTo(hw * 1.8, 0);
    ctx.lineTo(hw * 2.1, hw * 0.25);
    ctx.stroke();
    ctx.fillStyle = skin;
    ctx.strokeStyle = dark;
    ctx.lineWidth = Math.max(1, cell * 0.025);
    ctx.beginPath();
    ctx.ellipse(hw * 0.2, 0, hw * 1.1, hw * 0.85, 0, 0, 7);
    ctx.fill();
    ctx.stroke();
    for (const [colour, x, r] of [['#fff', 0.45, 0.28], ['#111', 0.55, 0.14]]) {
      ctx.fillStyle = colour;
      ctx.beginPath();
      for (const side of [-1, 1]) {
        ctx.moveTo(hw * (x + r), side * hw * 0.42);
        ctx.arc(hw * x, side * hw * 0.42, hw * r, 0, 7);
      }
      ctx.fill();
    }
    ctx.restore();
  }
}
