// snakes/view.js — SnakesView, what <gg-snakes> draws: the board on its
// canvas (squares numbered as LeetCode 909 numbers them, ladders, snakes,
// the least-roll path when show-path is set; drawn once per layout or
// edit and kept); on a second canvas over it the tokens with each move's
// hops and slide, and the board editor's marks (drawn by snakes/edit.js,
// which comes with the first edit); the die's face and tumble. Colours
// come from the theme's CSS custom properties. The element owns one and
// tells it when to draw; the view reads the element's game (_info,
// _positions, _cells, _dest, _path, _figures) and decides nothing.
import { PIPS } from './style.js';
import { SF, SI, SNAKE_RULES } from './engine.js';
import { ggReducedMotion } from '../core/engine.js';

// Snake skins: body and pattern. Greens and ochre, away from the tokens'
// Okabe–Ito blue, vermillion, black and purple.
const SNAKE_SKINS = [['#3f9b4b', '#1d5a27'], ['#c39a1c', '#6b5206'], ['#2b8a86', '#0e4845']];

export class SnakesView {
  constructor(el) {
    this._el = el;
    this._ui = el._ui;
    this._top = el._ui.tokens.getContext('2d'); // the tokens' canvas, over the board's
    this._anim = null;
    this._frame = 0;
  }

  /** Follow the board's width and the colour scheme. */
  _connect() {
    if (!this._resize) {
      this._resize = new ResizeObserver(() => this._layout());
      this._scheme = matchMedia('(prefers-color-scheme: dark)');
      this._onScheme = () => this._redraw();
    }
    this._resize.observe(this._ui.board);
    this._scheme.addEventListener('change', this._onScheme);
  }

  _disconnect() {
    this._resize.disconnect();
    this._scheme.removeEventListener('change', this._onScheme);
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

  /** The theme's colours, read once after each change. */
  _colours() {
    return this._theme || this._readTheme();
  }

  _readTheme() {
    const cs = getComputedStyle(this._el), get = (k) => cs.getPropertyValue(`--gg-${k}`).trim();
    const t = {};
    for (const k of ['sq1', 'sq2', 'end', 'num', 'rail', 'rung', 'path', 'ring', 'text']) t[k] = get(k);
    t.players = [1, 2, 3, 4].map((i) => get(`p${i}`));
    return (this._theme = t);
  }

  _redraw() {
    this._theme = this._static = this._squares = this._numbers = null;
    if (this._el._info) {
      this._el._updateBar();
      this._render();
    }
  }

  _layout() {
    const info = this._el._info;
    if (!info) return;
    const ui = this._ui;
    const g = this._geo = this._size(info[SI.N], info[SI.START]);
    for (const c of [ui.canvas, ui.tokens]) {
      c.width = Math.round(g.size * g.dpr);
      c.height = Math.round((g.size + g.strip) * g.dpr);
    }
    this._theme = this._static = this._squares = this._numbers = null;
    this._render();
  }

  /** The canvas's box for an n x n board (a strip below it for tokens off
   * the board when start is 0), set through the CSSOM. */
  _size(n, start) {
    const ui = this._ui;
    const size = Math.max(120, Math.min(ui.board.clientWidth || 600, 720));
    const cell = size / n;
    const strip = start ? 0 : Math.round(Math.max(34, Math.min(cell * 0.8, 50)));
    for (const c of [ui.canvas, ui.tokens]) {
      c.style.width = `${size}px`;
      c.style.height = `${size + strip}px`;
    }
    return { n, cell, size, strip, dpr: window.devicePixelRatio || 1 };
  }

  /** Before the engine is loaded: the box the board will have, from the
   * attributes (board, n, start; a board code starts with its side), so
   * that the page does not shift. */
  _sizeFromAttributes() {
    const a = (k) => (this._el.getAttribute(k) || '').trim();
    const board = a('board') || 'classic', code = /^\d/.test(board), made = board === 'random' || board === 'design';
    const own = code || made || board === 'classic';
    let n = code ? parseInt(board, 10) : 10, start = own ? 0 : 1;
    if (made && a('n')) n = Number(a('n')) || 10;
    else if (!own) {
      try {
        n = JSON.parse(board.replace(/^board\s*=\s*/, '')).length || 10;
      } catch (err) {
        // Not JSON: the engine will say so when it comes.
      }
    }
    if (a('start') === '0' || a('start') === '1') start = Number(a('start'));
    this._size(n, start);
  }

  /** No more frames or die flips (the game is given back). */
  _stop() {
    cancelAnimationFrame(this._frame);
    clearInterval(this._dieTimer);
    this._anim = null;
  }

  // The centre of square s (0: the start, below the board), CSS px.
  _centre(s, player) {
    const g = this._geo;
    if (!s) return [g.cell * 0.25 + 56 + player * g.strip * 0.8, g.size + g.strip / 2];
    const rc = this._el._cells[s - 1];
    return [(rc % g.n + 0.5) * g.cell, (Math.floor(rc / g.n) + 0.5) * g.cell];
  }

  // Where player i's token stands: centred when alone on its square, else
  // in its own quarter.
  _tokenAt(i, s, positions = this._el._positions) {
    const [x, y] = this._centre(s, i);
    if (!s) return [x, y];
    const c = this._geo.cell;
    const shared = positions.some((t, j) => j !== i && t === s);
    return shared ? [x + (i % 2 ? 0.2 : -0.2) * c, y + (i < 2 ? -0.08 : 0.24) * c] : [x, y + 0.08 * c];
  }

  _render() {
    cancelAnimationFrame(this._frame);
    const g = this._geo, el = this._el;
    if (!g || !el._info) return;
    // The board is drawn again only when it changed; a frame of a move
    // or a drag draws the layer over it.
    if (!this._static) this._drawStatic();
    const ctx = this._top;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this._ui.tokens.width, this._ui.tokens.height);
    ctx.setTransform(g.dpr, 0, 0, g.dpr, 0, 0);
    const a = this._anim, now = performance.now();
    const over = el._info[SI.STATE] === 2, turn = el._info[SI.TURN];
    const r = Math.max(7, Math.min(g.cell * (el._positions.length > 1 ? 0.17 : 0.22), 18));
    // The token to roll next is drawn last, on top.
    const order = el._positions.map((s, i) => i).sort((i, j) => Number(i === turn) - Number(j === turn));
    for (const i of order) {
      let xy = this._tokenAt(i, el._positions[i]);
      if (a && a.player === i) xy = this._animPoint(a, now) || xy;
      this._token(ctx, xy, r, i, !over && i === turn && el._positions.length > 1);
    }
    // The editor's marks, once its module is here (snakes/edit.js).
    if (el.editing && el._editor._draw) el._editor._draw(ctx, this, SNAKE_SKINS[0][1]);
    if (a && now < a.end) this._frame = requestAnimationFrame(() => this._render());
    else this._anim = null;
  }

  /** @param {CanvasRenderingContext2D} ctx @param {number[]} xy @param {number} r @param {number} i @param {boolean} toRoll */
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
    const squares = this._el._info[SI.SQUARES], pts = [this._tokenAt(player, d.from, before)];
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
  // The squares (with the start strip) and the haloed numbers are layers
  // drawn once a layout; an edit draws the path and the jumps again over
  // them, on the board's canvas: the tokens' canvas above it is all a
  // move's frames draw.
  _drawStatic() {
    const el = this._el, g = this._geo, t = this._colours(), { n, cell, size, strip, dpr } = g;
    const squares = n * n, dest = el._dest, fs = Math.max(8, Math.min(cell * 0.27, 16));
    const box = (s) => {
      const rc = el._cells[s - 1];
      return [(rc % n) * cell, Math.floor(rc / n) * cell];
    };
    const shade = (s) => {
      const rc = el._cells[s - 1];
      return s === squares ? t.end : (Math.floor(rc / n) + rc % n) % 2 ? t.sq2 : t.sq1;
    };
    // A layer of the board's size, drawn on a new canvas or on the one
    // given (the board's own, cleared).
    const layer = (draw, onto) => {
      const c = onto || document.createElement('canvas');
      const w = this._ui.canvas.width, h = this._ui.canvas.height;
      if (c.width !== w || c.height !== h) [c.width, c.height] = [w, h];
      const ctx = c.getContext('2d');
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, w, h);
      ctx.save(); // and restored: the next drawing starts from the defaults
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.font = `600 ${fs}px system-ui, sans-serif`;
      ctx.textBaseline = 'middle';
      draw(ctx);
      ctx.restore();
      return c;
    };
    const put = (ctx, c) => ctx.drawImage(c, 0, 0, c.width / dpr, c.height / dpr);
    this._squares = this._squares || layer((ctx) => {
      for (let s = 1; s <= squares; s++) {
        const [x, y] = box(s);
        ctx.fillStyle = shade(s);
        ctx.fillRect(x, y, cell + 0.5, cell + 0.5);
      }
      if (strip) {
        ctx.fillStyle = t.sq2;
        ctx.fillRect(0, size, size, strip);
        ctx.fillStyle = t.num;
        ctx.fillText(el._t('start'), 8, size + strip / 2);
      }
    });
    // Numbers over everything, haloed in their square's colour so a snake never hides one.
    this._numbers = this._numbers || layer((ctx) => {
      ctx.textBaseline = 'top';
      ctx.lineJoin = 'round';
      ctx.lineWidth = Math.max(2, fs / 4);
      ctx.fillStyle = t.num;
      for (let s = 1; s <= squares; s++) {
        const [x, y] = box(s);
        ctx.strokeStyle = shade(s);
        ctx.strokeText(s, x + fs * 0.25, y + fs * 0.2);
        ctx.fillText(s, x + fs * 0.25, y + fs * 0.2);
      }
    });
    layer((ctx) => {
      put(ctx, this._squares);
      const onPath = new Map();
      if (el.hasAttribute('show-path')) el._path.forEach((s, k) => { if (k && s) onPath.set(s, k); });
      ctx.lineWidth = Math.max(2, cell * 0.06);
      for (const s of onPath.keys()) {
        const [x, y] = box(s), w = ctx.lineWidth;
        ctx.globalAlpha = 0.1;
        ctx.fillStyle = ctx.strokeStyle = t.path;
        ctx.fillRect(x, y, cell, cell);
        ctx.globalAlpha = 1;
        ctx.strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
      }
      for (let s = 1; s <= squares; s++) if (dest[s] > s) this._ladder(ctx, this._centre(s), this._centre(dest[s]), cell, t);
      let k = 0;
      for (let s = squares; s >= 1; s--) if (dest[s] < s) this._snake(ctx, this._centre(s), this._centre(dest[s]), cell, k++);
      put(ctx, this._numbers);
      // Which roll of the shortest path ends on each of its squares.
      ctx.textAlign = 'center';
      for (const [s, roll] of onPath) {
        const [x, y] = box(s), bx = x + cell - fs * 0.8, by = y + cell - fs * 0.8;
        ctx.fillStyle = t.path;
        ctx.beginPath();
        ctx.arc(bx, by, fs * 0.62, 0, 7);
        ctx.fill();
        ctx.fillStyle = t.sq1;
        ctx.fillText(roll, bx, by + fs * 0.05);
      }
    }, this._ui.canvas);
    this._static = true; // until a change of board, size or theme
    const info = el._info, f = el._figures;
    this._ui.canvas.setAttribute('aria-label', el._t('squares', { squares, ladders: dest.filter((d, s) => d > s).length,
      snakes: dest.filter((d, s) => d < s).length, least: f[SF.LEAST] < 0 ? 'none' : f[SF.LEAST], start: info[SI.START],
      rule: SNAKE_RULES[info[SI.RULE]] }));
  }

  // Two rails and rungs from the foot (a) up to the top (b).
  /** @param {CanvasRenderingContext2D} ctx @param {number[]} from @param {number[]} to @param {number} cell @param {any} t the theme */
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
  /** @param {CanvasRenderingContext2D} ctx @param {number[]} from @param {number[]} to @param {number} cell @param {number} k */
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
    for (const [colour, x, r] of /** @type {Array<[string, number, number]>} */ ([['#fff', 0.45, 0.28], ['#111', 0.55, 0.14]])) {
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
