// mines/view.js — MinesView, the board as <gg-mines> draws it: the canvas
// in its scroller, the tile sprites drawn from the theme's CSS custom
// properties, the redraw of what a move changed, the overlays on top (the
// pushed-in cells, the solver's odds and hint, the keyboard cursor), and
// the layout: cell size, zoom, device pixels, scrolling a cell into view.
// The element owns one and tells it what to show; the view reads the
// element's game (_game, _info, _params, _playing()) and the solver's
// overlay state, and never plays a move.
import { ggBitmapLater } from '../core/engine.js';
import { MI } from './engine.js';

// What a cell shows (gg_mines_snapshot) -> its tile in the sprite sheet.
const TILE_CODES = '#F012345678*X!';
const TILE_PRESSED = TILE_CODES.length;
const ZOOM_STEPS = [12, 16, 20, 24, 28, 32, 40, 48, 64, 80];

export class MinesView {
  constructor(el) {
    this._el = el;
    this._ui = el._ui;
    this._ctx = el._ui.canvas.getContext('2d', { alpha: false });
    this._cellCss = 24;       // cell size asked for, CSS px
    this._vis = null;         // what the canvas shows now
    this._sprites = null;
    /** The odds' tiles (mines/advice.js). @type {{ key: string, sheet: CanvasImageSource } | null} */
    this._oddsTiles = null;
    this._cursor = { r: 0, c: 0 };
    this._pressed = null;     // { r, c, area } cells drawn pushed in while a button is held
    this._keyboard = true;    // the cursor shows while the keyboard is in use
  }

  /** Follow the scroller's size, the colour scheme and the pixel ratio. */
  _connect() {
    if (!this._observer) {
      this._observer = new ResizeObserver(() => this._resizeCanvas());
    }
    this._observer.observe(this._ui.scroller);
    this._schemeQuery = matchMedia('(prefers-color-scheme: dark)');
    this._onScheme = () => { this._sprites = null; this._render(true); };
    this._schemeQuery.addEventListener('change', this._onScheme);
    this._onWindowResize = () => {
      if ((window.devicePixelRatio || 1) !== this._dpr) this._layout();
    };
    window.addEventListener('resize', this._onWindowResize);
  }

  _disconnect() {
    if (this._observer) this._observer.disconnect();
    if (this._schemeQuery) this._schemeQuery.removeEventListener('change', this._onScheme);
    window.removeEventListener('resize', this._onWindowResize);
  }

  // ---- zoom and layout

  /** The cell size from the cell-size attribute, or the default: 24 px
   * under a mouse; on a touch screen the board fills the width it has, in
   * cells of 16 to 48 px (a Beginner board on a phone: about 40; Expert
   * fits the width at first, then zooms and pans). */
  _zoomFromAttribute() {
    // The attribute, else the host's --gg-cell-size (a theme's), else the default.
    const v = Number(this._el.getAttribute('cell-size')) ||
      parseFloat(getComputedStyle(this._el).getPropertyValue('--gg-cell-size'));
    this._fit = !(v > 0) && matchMedia('(pointer: coarse)').matches;
    if (v > 0) this._cellCss = Math.max(8, Math.min(80, v));
    else this._cellCss = this._fit ? 32 : 24;
  }

  /** On a touch screen with no size asked for: the largest cell (16..48 px)
   * with which cols columns fit the frame's width, or none when the frame
   * has no width yet. */
  _fitCell(cols) {
    const frame = this._ui.board.parentElement;
    const style = getComputedStyle(frame);
    const border = this._ui.board.offsetWidth - this._ui.board.clientWidth;
    const room = frame.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - border;
    return room > 0 ? Math.max(16, Math.min(48, Math.floor(room / cols))) : 0;
  }

  _zoomStep(dir) {
    const cur = this._cellCss;
    let next = cur;
    if (dir > 0) next = ZOOM_STEPS.find((s) => s > cur + 0.5) || ZOOM_STEPS[ZOOM_STEPS.length - 1];
    else next = ZOOM_STEPS.slice().reverse().find((s) => s < cur - 0.5) || ZOOM_STEPS[0];
    const sc = this._ui.scroller;
    this._zoomTo(next, sc.clientWidth / 2, sc.clientHeight / 2);
  }

  /** Set the cell size, keeping the board point under (ax, ay) in place. */
  _zoomTo(size, ax, ay, live) {
    const next = Math.max(8, Math.min(80, size));
    if (!this._el._game || Math.abs(next - this._cellCss) < 0.01) return;
    const sc = this._ui.scroller;
    const bx = (sc.scrollLeft + ax) / this._cell, by = (sc.scrollTop + ay) / this._cell;
    this._cellCss = next;
    this._fit = false;
    if (!live) this._el._quietly('cell-size', String(Math.round(next)));
    this._layout(() => {
      sc.scrollLeft = bx * this._cell - ax;
      sc.scrollTop = by * this._cell - ay;
    });
  }

  _layout(beforeRender) {
    const params = this._el._params;
    if (!params) return;
    this._sizeBoard(params);
    // Hidden until there is a game to draw (a blank canvas is black).
    this._ui.canvas.hidden = false;
    this._sprites = null;
    if (beforeRender) beforeRender();
    this._resizeCanvas();
  }

  /** The viewport position { x, y } of cell (r, c)'s centre, the cell
   * scrolled into view first (and the page, if the point is off it). */
  _cellCenter(r, c) {
    const sc = this._ui.scroller;
    this._scrollCellIntoView(r, c, true);
    const box = sc.getBoundingClientRect();
    let x = box.left + (c + 0.5) * this._cell - sc.scrollLeft;
    let y = box.top + (r + 0.5) * this._cell - sc.scrollTop;
    const dx = x < 0 || x >= innerWidth ? x - innerWidth / 2 : 0;
    const dy = y < 0 || y >= innerHeight ? y - innerHeight / 2 : 0;
    if (dx || dy) {
      window.scrollBy(dx, dy);
      const b2 = sc.getBoundingClientRect();
      x += b2.left - box.left;
      y += b2.top - box.top;
    }
    return { x, y };
  }

  /** The board's box for rows x cols at the cell size: what the element
   * measures before the engine is loaded (from its attributes, so that the
   * page does not shift when the game arrives) and once it is. Set through
   * the CSSOM, which a Content-Security-Policy does not restrict. */
  _sizeBoard(params) {
    const ui = this._ui;
    const side = (v) => (Number.isInteger(Number(v)) && v >= 1 && v <= 1000 ? Number(v) : 9);
    if (this._fit) this._cellCss = this._fitCell(side(params.cols)) || this._cellCss;
    this._dpr = window.devicePixelRatio || 1;
    this._cellDev = Math.max(6, Math.round(this._cellCss * this._dpr));
    this._cell = this._cellDev / this._dpr;
    const w = side(params.cols) * this._cell, h = side(params.rows) * this._cell;
    for (const box of [ui.spacer.style, ui.scroller.style]) {
      box.width = `${w}px`;
      box.height = `${h}px`;
    }
  }

  _resizeCanvas() {
    const ui = this._ui;
    if (!this._el._params) return;
    const w = ui.scroller.clientWidth, h = ui.scroller.clientHeight;
    const dw = Math.max(1, Math.round(w * this._dpr)), dh = Math.max(1, Math.round(h * this._dpr));
    if (ui.canvas.width !== dw || ui.canvas.height !== dh) {
      ui.canvas.width = dw;
      ui.canvas.height = dh;
      ui.canvas.style.width = `${dw / this._dpr}px`;
      ui.canvas.style.height = `${dh / this._dpr}px`;
    }
    this._render(true);
  }

  _scrollCellIntoView(r, c, center) {
    const sc = this._ui.scroller, s = this._cell;
    const x0 = c * s, y0 = r * s;
    const vw = sc.clientWidth, vh = sc.clientHeight;
    if (x0 < sc.scrollLeft || x0 + s > sc.scrollLeft + vw) sc.scrollLeft = center ? x0 + s / 2 - vw / 2 : (x0 < sc.scrollLeft ? x0 : x0 + s - vw);
    if (y0 < sc.scrollTop || y0 + s > sc.scrollTop + vh) sc.scrollTop = center ? y0 + s / 2 - vh / 2 : (y0 < sc.scrollTop ? y0 : y0 + s - vh);
    this._render(true);
  }

  // ---- drawing

  _theme() {
    const cs = getComputedStyle(this._el);
    const get = (name) => cs.getPropertyValue(name).trim();
    const t = {};
    for (const name of ['hidden', 'light', 'shade', 'open', 'grid', 'flag', 'mine', 'blown', 'cursor', 'pressed', 'text']) {
      t[name] = get(`--gg-${name}`);
    }
    t.numbers = [];
    for (let n = 1; n <= 8; n++) t.numbers[n] = get(`--gg-n${n}`);
    return t;
  }

  /** Every tile drawn once at the cell size in device pixels. */
  _buildSprites() {
    const s = this._cellDev;
    const t = this._theme();
    const sheet = document.createElement('canvas');
    sheet.width = s * (TILE_CODES.length + 1);
    sheet.height = s;
    const g = sheet.getContext('2d');
    const line = Math.max(1, Math.round(s / 24));
    const bevel = Math.max(1, Math.round(s / 9));
    const open = (x, fill) => {
      g.fillStyle = fill || t.open;
      g.fillRect(x, 0, s, s);
      g.fillStyle = t.grid;
      g.fillRect(x + s - line, 0, line, s);
      g.fillRect(x, s - line, s, line);
    };
    const hidden = (x) => {
      g.fillStyle = t.hidden;
      g.fillRect(x, 0, s, s);
      g.fillStyle = t.light;
      g.fillRect(x, 0, s - bevel, bevel);
      g.fillRect(x, 0, bevel, s - bevel);
      g.fillStyle = t.shade;
      g.beginPath();
      g.moveTo(x + s, 0); g.lineTo(x + s, s); g.lineTo(x, s);
      g.lineTo(x + bevel, s - bevel); g.lineTo(x + s - bevel, s - bevel); g.lineTo(x + s - bevel, bevel);
      g.closePath();
      g.fill();
    };
    const flag = (x) => {
      // A pennant on a pole standing on a two-step base: at any size it
      // must not read as the digit 1.
      const u = s / 16;
      g.fillStyle = t.mine;
      g.fillRect(x + 8.6 * u, 2.4 * u, 1.3 * u, 9.4 * u);
      g.fillRect(x + 6.2 * u, 11 * u, 6 * u, 1.4 * u);
      g.fillRect(x + 4.2 * u, 12.2 * u, 10 * u, 1.6 * u);
      g.fillStyle = t.flag;
      g.beginPath();
      g.moveTo(x + 9.9 * u, 2.2 * u); g.lineTo(x + 9.9 * u, 8.6 * u); g.lineTo(x + 2.6 * u, 5.4 * u);
      g.closePath();
      g.fill();
    };
    const mine = (x) => {
      const cx = x + s / 2, cy = s / 2, rad = s * 0.26;
      g.strokeStyle = t.mine;
      g.lineWidth = Math.max(1, s / 14);
      g.beginPath();
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 4;
        g.moveTo(cx - Math.cos(a) * rad * 1.45, cy - Math.sin(a) * rad * 1.45);
        g.lineTo(cx + Math.cos(a) * rad * 1.45, cy + Math.sin(a) * rad * 1.45);
      }
      g.stroke();
      g.fillStyle = t.mine;
      g.beginPath();
      g.arc(cx, cy, rad, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = t.open;
      g.beginPath();
      g.arc(cx - rad * 0.35, cy - rad * 0.35, rad * 0.25, 0, Math.PI * 2);
      g.fill();
    };
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (let i = 0; i < TILE_CODES.length; i++) {
      const ch = TILE_CODES[i], x = i * s;
      if (ch === '#') hidden(x);
      else if (ch === 'F') { hidden(x); flag(x); }
      else if (ch >= '0' && ch <= '8') {
        open(x);
        if (ch !== '0') {
          g.fillStyle = t.numbers[ch.charCodeAt(0) - 48];
          g.font = `bold ${Math.round(s * 0.66)}px ui-sans-serif, system-ui, "DejaVu Sans", Arial, sans-serif`;
          g.fillText(ch, x + s / 2, s / 2 + s * 0.04);
        }
      } else if (ch === '*') { open(x); mine(x); }
      else if (ch === 'X') { open(x, t.blown); mine(x); }
      else if (ch === '!') {
        open(x);
        flag(x);
        g.strokeStyle = t.blown;
        g.lineWidth = Math.max(1.5, s / 10);
        g.beginPath();
        g.moveTo(x + s * 0.2, s * 0.2); g.lineTo(x + s * 0.8, s * 0.8);
        g.moveTo(x + s * 0.8, s * 0.2); g.lineTo(x + s * 0.2, s * 0.8);
        g.stroke();
      }
    }
    open(TILE_PRESSED * s, t.pressed);
    this._sprites = { sheet: /** @type {CanvasImageSource} */ (sheet), size: s, theme: t, tile: new Int16Array(128).fill(0) };
    for (let i = 0; i < TILE_CODES.length; i++) this._sprites.tile[TILE_CODES.charCodeAt(i)] = i;
    ggBitmapLater(sheet, (bitmap) => {
      if (this._sprites && this._sprites.sheet === sheet) this._sprites.sheet = bitmap;
      if (this._vis && this._vis.sheet === sheet) this._vis.sheet = bitmap; // the same pixels
    });
  }

  /** Draw the visible cells: all of them (full) or those whose look
   * changed since the last draw; info's dirty rectangle bounds the check. */
  _render(full, info) {
    const game = this._el._game;
    if (!game || !this._cellDev) return;
    const ui = this._ui, ctx = this._ctx;
    const sc = ui.scroller;
    const { rows, cols } = this._el._params;
    if (!this._sprites || this._sprites.size !== this._cellDev) this._buildSprites();
    const s = this._cellDev, dpr = this._dpr;
    const x0 = Math.round(sc.scrollLeft * dpr), y0 = Math.round(sc.scrollTop * dpr);
    const cw = ui.canvas.width, ch = ui.canvas.height;
    const c0 = Math.min(cols - 1, Math.floor(x0 / s)), r0 = Math.min(rows - 1, Math.floor(y0 / s));
    const c1 = Math.min(cols - 1, Math.floor((x0 + cw - 1) / s)), r1 = Math.min(rows - 1, Math.floor((y0 + ch - 1) / s));
    const nr = r1 - r0 + 1, nc = c1 - c0 + 1;
    let v = this._vis;
    const same = v && v.x0 === x0 && v.y0 === y0 && v.r0 === r0 && v.c0 === c0 && v.nr === nr && v.nc === nc &&
      v.cw === cw && v.ch === ch && v.sheet === this._sprites.sheet;
    if (!same) full = true;
    if (!full && info && info[MI.DIRTY] < 0) return this._drawOverlays();
    // Only the rows the move touched need a look (a big board's flood can
    // cover rows far outside the view).
    let dr0 = r0, dr1 = r1, dc0 = c0, dc1 = c1;
    if (!full && info) {
      dr0 = Math.max(r0, info[MI.DIRTY]); dc0 = Math.max(c0, info[MI.DIRTY + 1]);
      dr1 = Math.min(r1, info[MI.DIRTY + 2]); dc1 = Math.min(c1, info[MI.DIRTY + 3]);
      if (dr0 > dr1 || dc0 > dc1) return this._drawOverlays();
    }
    if (full) {
      v = this._vis = { x0, y0, r0, c0, nr, nc, cw, ch, sheet: this._sprites.sheet, codes: new Uint8Array(nr * nc) };
      ctx.fillStyle = this._sprites.theme.open;
      ctx.fillRect(0, 0, cw, ch);
    }
    const snap = game.snapshot(dr0, dc0, dr1 - dr0 + 1, dc1 - dc0 + 1);
    const sheet = this._sprites.sheet, tile = this._sprites.tile;
    const pw = dc1 - dc0 + 1;
    for (let r = dr0; r <= dr1; r++) {
      const y = r * s - y0;
      const srow = (r - dr0) * pw, vrow = (r - r0) * nc - c0;
      for (let c = dc0; c <= dc1; c++) {
        const code = snap[srow + c - dc0];
        if (!full && v.codes[vrow + c] === code) continue;
        v.codes[vrow + c] = code;
        ctx.drawImage(sheet, tile[code] * s, 0, s, s, c * s - x0, y, s, s);
      }
    }
    this._drawOverlays();
  }

  /** Redraw one visible cell from the cache, then what sits on top. */
  _redrawCell(r, c) {
    const v = this._vis;
    if (!v || r < v.r0 || c < v.c0 || r >= v.r0 + v.nr || c >= v.c0 + v.nc) return;
    const s = this._cellDev;
    this._ctx.drawImage(this._sprites.sheet, this._sprites.tile[v.codes[(r - v.r0) * v.nc + c - v.c0]] * s, 0, s, s,
      c * s - v.x0, r * s - v.y0, s, s);
  }

  /** What sits on the cells: the pushed-in cells under a held button, the
   * solver's odds and hint, and the keyboard cursor. */
  _drawOverlays() {
    const v = this._vis;
    if (!v) return;
    const el = this._el, solver = el._solver;
    const ctx = this._ctx, s = this._cellDev;
    const p = this._pressed;
    // Cells drawn pressed or with a cursor last time are restored first.
    for (const key of this._overlayCells || []) this._redrawCell(key[0], key[1]);
    this._overlayCells = [];
    if (p && el._playing()) {
      const span = p.area ? 1 : 0;
      for (let r = p.r - span; r <= p.r + span; r++) {
        for (let c = p.c - span; c <= p.c + span; c++) {
          if (r < v.r0 || c < v.c0 || r >= v.r0 + v.nr || c >= v.c0 + v.nc) continue;
          if (v.codes[(r - v.r0) * v.nc + c - v.c0] !== 35) continue; // '#'
          ctx.drawImage(this._sprites.sheet, TILE_PRESSED * s, 0, s, s, c * s - v.x0, r * s - v.y0, s, s);
          this._overlayCells.push([r, c]);
        }
      }
    }
    // A reviewed move's board always shows the odds the player faced; an
    // edited position, its analysis (mines/editor.js).
    if (el._editor) el._editor._drawOverlay(this, v);
    else if ((solver._oddsOn || el._reviewHeld) && el._game && el._info[MI.STATE] <= 1) {
      solver._drawOdds(v);
    }
    const marks = solver._hint ? [{ r: solver._hint.r, c: solver._hint.c,
      color: solver._hint.kind === 'safe' ? '#16a34a' : '#f59e0b' }] : solver._marks;
    const w = Math.max(3, Math.round(s / 7));
    ctx.lineWidth = w;
    for (const { r, c, color } of marks) {
      ctx.strokeStyle = color;
      ctx.strokeRect(c * s - v.x0 + w / 2, r * s - v.y0 + w / 2, s - w, s - w);
      this._overlayCells.push([r, c]);
    }
    if (this._keyboard && this._hasFocus()) {
      const { r, c } = this._cursor;
      const x = c * s - v.x0, y = r * s - v.y0;
      const w = Math.max(2, Math.round(s / 10));
      ctx.strokeStyle = this._sprites.theme.cursor;
      ctx.lineWidth = w;
      ctx.strokeRect(x + w / 2, y + w / 2, s - w, s - w);
      ctx.strokeStyle = this._sprites.theme.open;
      ctx.lineWidth = Math.max(1, w / 2);
      ctx.strokeRect(x + w + 0.5, y + w + 0.5, s - 2 * w - 1, s - 2 * w - 1);
      this._overlayCells.push([r, c]);
    }
  }

  _hasFocus() {
    return this._el.shadowRoot.activeElement === this._ui.scroller;
  }

  /** The cell under a viewport point, or null. */
  _cellAt(clientX, clientY) {
    // Before the engine has come, the board the attributes will make.
    const params = this._el._game ? this._el._params : this._el._early;
    if (!params) return null;
    const sc = this._ui.scroller;
    const box = sc.getBoundingClientRect();
    const x = clientX - box.left, y = clientY - box.top;
    if (x < 0 || y < 0 || x >= sc.clientWidth || y >= sc.clientHeight) return null;
    const c = Math.floor((x + sc.scrollLeft) / this._cell), r = Math.floor((y + sc.scrollTop) / this._cell);
    if (r < 0 || c < 0 || r >= params.rows || c >= params.cols) return null;
    return { r, c };
  }
}
