// snakes/edit.js — SnakesEditor, the board editor's input: while
// <gg-snakes> has its editing attribute, a drag (mouse, pen or finger)
// from one square to another asks for a snake or ladder there, a click or
// tap on one asks to remove it, and keys do both from a cursor (arrows
// move it, Enter or Space marks the start and then the end, Delete
// removes the snake or ladder at the cursor, Escape drops the mark). Each
// request goes to the element's addJump or removeJump, where the engine
// decides: a refused edit shows the engine's sentence and keeps the board.
// The view draws the cursor, the mark and the drag from _cursor, _mark and
// _drag, reading the element's _view (its geometry and _centre), _dest
// and _cells; no rule is decided here. The element loads this module
// with its first edit.
import { SI } from './engine.js';

export class SnakesEditor {
  constructor(el) {
    this._el = el;
    this._cursor = 1;
    this._mark = 0;
    this._drag = null;
    const board = el._ui.board;
    for (const type of ['focus', 'blur']) board.addEventListener(type, () => el.editing && el._view._render());
  }

  /** The pointer on the board while editing (the element's listeners
   * call it, with the events it kept while this module was loading too):
   * a press starts a drag, a release ends it.
   * @param {PointerEvent} e */
  _pointer(e) {
    const el = this._el, board = el._ui.board, d = this._drag;
    if (e.type === 'pointerdown') {
      const s = this._at(e);
      if (!s || e.button) return;
      e.preventDefault();
      board.focus({ preventScroll: true });
      try {
        board.setPointerCapture(e.pointerId);
      } catch {
        // a press kept from before this module came, since released
      }
      this._cursor = s;
      this._drag = { from: s, to: s, xy: this._xy(e) };
    } else if (!d) {
      return;
    } else if (e.type === 'pointermove') {
      d.xy = this._xy(e);
      d.to = this._at(e);
    } else {
      this._drag = null;
      const to = e.type === 'pointerup' && this._at(e); // 0 off the board, or cancelled: the drag is dropped
      if (to) {
        this._cursor = to;
        if (to !== d.from) {
          this._mark = 0;
          return this._try(() => el.addJump(d.from, to));
        }
        return this._pick(to, d.xy);
      }
    }
    el._view._render();
  }

  /** Keys while editing; true when the key was the editor's. */
  _key(e) {
    const el = this._el, n = el._info[SI.N], rc = el._cells[this._cursor - 1];
    const m = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (m) {
      const k = (v) => Math.min(n - 1, Math.max(0, v));
      this._cursor = el._cells.indexOf(k(Math.floor(rc / n) + m[0]) * n + k(rc % n + m[1])) + 1;
      el._announce(this._describe(this._cursor));
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (!e.repeat) this._pick(this._cursor);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      this._try(() => el.removeJump(this._startOf(this._cursor)));
    } else if (e.key === 'Escape' && this._mark) {
      this._mark = 0;
      el._announce(el._t('dropped'));
    } else return false;
    el._view._render();
    return true;
  }

  // A click or tap on square s (at xy), or Enter at the cursor: the end of
  // a marked start; else, for a click, the removal of the snake or ladder
  // clicked; else a new mark.
  _pick(s, xy) {
    const el = this._el, from = this._mark, q = xy ? this._jumpNear(xy, s) : 0;
    this._mark = 0;
    if (from && from !== s) this._try(() => el.addJump(from, s));
    else if (from) el._announce(el._t('dropped'));
    else if (el._dest[q] !== q) this._try(() => el.removeJump(q));
    else {
      this._mark = s;
      el._announce(el._t('marked', { square: s }));
    }
    el._view._render();
  }

  // An edit asked for by the player: refused, the element shows why.
  _try(edit) {
    try {
      edit();
    } catch (err) {
      // addJump and removeJump have shown and announced the sentence.
    }
    this._el._view._render();
  }

  // The start of the snake or ladder with an end on square s, or s.
  _startOf(s) {
    const d = this._el._dest, q = d[s] !== s ? s : d.findIndex((t, i) => i && t !== i && t === s);
    return q > 0 ? q : s;
  }

  // The snake or ladder a click at xy (on square s) means: one with an end
  // on s, else the one drawn nearest xy, within a third of a square.
  _jumpNear([x, y], s) {
    const el = this._el, v = el._view, d = el._dest;
    let best = this._startOf(s);
    if (best !== s || d[s] !== s) return best;
    let near = v._geo.cell / 3;
    d.forEach((t, q) => {
      if (!q || t === q) return;
      const [ax, ay] = v._centre(q), [bx, by] = v._centre(t), dx = bx - ax, dy = by - ay;
      const f = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
      const gap = Math.hypot(ax + f * dx - x, ay + f * dy - y);
      if (gap < near) near = gap, best = q;
    });
    return best;
  }

  _describe(s) {
    const d = this._el._dest, q = this._startOf(s);
    return this._el._t(d[q] !== q ? 'squareJump' : 'square', { square: s, end: q === s ? 'start' : 'end', kind: d[q] > q ? 'ladder' : 'snake',
      from: q, to: d[q] });
  }

  // The pointer on the board, CSS px; the square under it, or 0.
  _xy(e) {
    const r = this._el._ui.canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  }

  _at(e) {
    const el = this._el, g = el._view._geo;
    if (!el.editing || !el._h || !g) return 0;
    const [x, y] = this._xy(e), c = Math.floor(x / g.cell), r = Math.floor(y / g.cell);
    return x >= 0 && c < g.n && y >= 0 && r < g.n ? el._cells.indexOf(r * g.n + c) + 1 : 0;
  }

  /** The editor's marks on the view's token canvas: the start marked, the
   * cursor (while the board has the focus) and a drag under way, a line
   * to the pointer coloured as what it would make (a snake in snakeColour),
   * with its squares written above the pointer.
   * @param {CanvasRenderingContext2D} ctx @param {any} view @param {string} snakeColour */
  _draw(ctx, view, snakeColour) {
    const ed = this, t = view._theme, c = view._geo.cell, d = ed._drag, lw = Math.max(2, c * 0.07);
    const square = (s, dash) => {
      const [x, y] = view._centre(s);
      ctx.setLineDash(dash);
      ctx.strokeRect(x - c / 2 + lw / 2, y - c / 2 + lw / 2, c - lw, c - lw);
    };
    ctx.lineWidth = lw;
    ctx.strokeStyle = t.path;
    if (ed._mark) {
      const [x, y] = view._centre(ed._mark);
      ctx.globalAlpha = 0.3;
      ctx.fillStyle = t.path;
      ctx.fillRect(x - c / 2, y - c / 2, c, c);
      ctx.globalAlpha = 1;
      square(ed._mark, []);
    }
    if (this._el.shadowRoot.activeElement === view._ui.board) square(ed._cursor, [lw * 1.5, lw]);
    if (d) {
      const up = d.to > d.from, [x0, y0] = view._centre(d.from), [x, y] = d.xy;
      ctx.strokeStyle = !d.to || d.to === d.from ? t.path : up ? t.rail : snakeColour;
      if (d.to) square(d.to, []);
      ctx.setLineDash([]);
      ctx.lineWidth = lw * 1.5;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x, y);
      ctx.stroke();
      if (d.to && d.to !== d.from) {
        ctx.font = `bold ${Math.max(13, c * 0.3)}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.lineWidth = 4;
        ctx.strokeStyle = t.ring;
        ctx.fillStyle = t.text;
        const label = this._el._t('drag', { kind: up ? 'ladder' : 'snake', from: String(d.from), to: String(d.to) });
        const lx = Math.min(Math.max(x, 60), view._geo.size - 60), ly = Math.max(14, y - c * 0.9);
        ctx.strokeText(label, lx, ly);
        ctx.fillText(label, lx, ly);
      }
    }
    ctx.setLineDash([]);
  }
}
