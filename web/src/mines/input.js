// mines/input.js — MinesInput, what the player's hands do on <gg-mines>:
// the buttons, the mouse (left, right, both, middle; the cells pushed in
// while held), touch through pointer events (tap, long-press with its
// ring, drag to scroll, pinch to zoom), Ctrl+wheel zoom and the keyboard
// (cursor, Space, F, N, H, O, P, + and -). It decides no rule: it turns
// input into the element's move methods (_primary, _flag, _chord, which
// ask the engine) and its public calls (hint, showOdds, playSafeMoves),
// and moves the view's cursor, pressed cells and zoom. The element owns
// one, made once with its shadow root.

export class MinesInput {
  constructor(el) {
    this._el = el;
    this._mouse = { left: false, right: false, middle: false, combo: false, used: false };
    this._touches = new Map();
    this._touch = null;
    const ui = el._ui, view = el._view;
    const sc = ui.scroller;
    ui.face.addEventListener('click', () => this._newGame());
    ui.flagMode.addEventListener('click', () => { el.flagMode = !el._flagMode; });
    ui.hint.addEventListener('click', () => this._guarded(() => el._solver._adviseFromInput()));
    ui.odds.addEventListener('click', () => { el.showOdds = !el.showOdds; });
    ui.safeMoves.addEventListener('click', () => this._guarded(() => el._solver._playSafeFromInput()));
    ui.zoomIn.addEventListener('click', () => view._zoomStep(1));
    ui.zoomOut.addEventListener('click', () => view._zoomStep(-1));
    sc.addEventListener('scroll', () => view._render(true), { passive: true });
    sc.addEventListener('contextmenu', (e) => e.preventDefault());
    sc.addEventListener('mousedown', (e) => this._mouseDown(e));
    sc.addEventListener('mousemove', (e) => this._mouseMove(e));
    sc.addEventListener('mouseup', (e) => this._mouseUp(e));
    sc.addEventListener('mouseleave', () => this._setPressed(null));
    sc.addEventListener('pointerdown', (e) => this._pointerDown(e));
    sc.addEventListener('pointermove', (e) => this._pointerMove(e));
    sc.addEventListener('pointerup', (e) => this._pointerUp(e, false));
    sc.addEventListener('pointercancel', (e) => this._pointerUp(e, true));
    sc.addEventListener('keydown', (e) => this._keyDown(e));
    sc.addEventListener('focus', () => view._drawOverlays());
    sc.addEventListener('blur', () => view._drawOverlays());
    sc.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const box = sc.getBoundingClientRect();
      view._zoomTo(view._cellCss * (e.deltaY < 0 ? 1.15 : 1 / 1.15), e.clientX - box.left, e.clientY - box.top);
    }, { passive: false });
  }

  /** The face, N: a new game like this one (a loaded game's size, a new
   * layout). */
  _newGame() {
    const el = this._el;
    if (!el._M) return;
    try {
      if (el._source === 'new') el.newGame();
      else el.newGame({ rows: el._params.rows, cols: el._params.cols, mines: el._params.mines, start: el.getAttribute('start') || 'opening' });
    } catch (err) {
      el._showMessage(err.message);
    }
  }

  /** Run a player's request, showing its error instead of throwing. */
  _guarded(fn) {
    const el = this._el;
    if (!el._game) return;
    try {
      fn();
    } catch (err) {
      el._showMessage(err.message);
    }
  }

  _mouseDown(e) {
    const el = this._el, view = el._view, m = this._mouse;
    if (e.button > 2) return;
    if (e.button === 1) e.preventDefault(); // no autoscroll
    // e.buttons is the truth about what is held (a button let go outside
    // the board never sent us its mouseup).
    m.left = (e.buttons & 1) !== 0 || e.button === 0;
    m.right = (e.buttons & 2) !== 0 || e.button === 2;
    m.middle = (e.buttons & 4) !== 0 || e.button === 1;
    if (!(m.left && m.right)) m.combo = m.used = false;
    view._keyboard = false;
    const cell = view._cellAt(e.clientX, e.clientY);
    if (m.left && m.right) m.combo = true;
    if (e.button === 2 && !m.left && cell) {
      view._cursor = cell;
      el._flag(cell.r, cell.c);
    }
    this._mouseMove(e);
  }

  _mouseMove(e) {
    const m = this._mouse;
    if (e.buttons === 0) m.left = m.right = m.middle = m.combo = m.used = false;
    if (!this._el._playing() || !(m.left || m.middle || m.combo)) return this._setPressed(null);
    const cell = this._el._view._cellAt(e.clientX, e.clientY);
    this._setPressed(cell ? { r: cell.r, c: cell.c, area: m.combo || m.middle } : null);
  }

  _mouseUp(e) {
    const el = this._el, view = el._view, m = this._mouse;
    const cell = view._cellAt(e.clientX, e.clientY);
    const wasCombo = m.combo;
    if (e.button === 0) m.left = false;
    else if (e.button === 1) m.middle = false;
    else if (e.button === 2) m.right = false;
    else return;
    this._setPressed(null);
    if (wasCombo) {
      // Both buttons: chord at the first release, ignore the second.
      if (!m.used && cell) el._chord(cell.r, cell.c, true);
      m.used = true;
      if (!m.left && !m.right) m.combo = m.used = false;
      return;
    }
    if (!cell) return;
    view._cursor = cell;
    if (e.button === 0) el._primary(cell.r, cell.c, el._flagMode);
    else if (e.button === 1) el._chord(cell.r, cell.c, true);
    else view._drawOverlays();
  }

  /** The cells drawn pushed in (and the face's gasp) while a button is held. */
  _setPressed(p) {
    const el = this._el, view = el._view;
    const old = view._pressed;
    if (!old && !p) return;
    if (old && p && old.r === p.r && old.c === p.c && old.area === p.area) return;
    view._pressed = p;
    el._ui.face.dataset.mood = p ? 'press' : el._mood();
    view._drawOverlays();
  }

  _pointerDown(e) {
    const el = this._el, view = el._view;
    if (e.pointerType === 'mouse') return;
    e.preventDefault(); // no compatibility mouse events, no text selection
    view._keyboard = false;
    el._ui.scroller.setPointerCapture(e.pointerId);
    this._touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this._touches.size === 1) {
      const cell = view._cellAt(e.clientX, e.clientY);
      const t = this._touch = { id: e.pointerId, x0: e.clientX, y0: e.clientY, cell, moved: false, done: false, timer: 0 };
      if (cell && el._playing()) {
        this._showPress(e.clientX, e.clientY);
        t.timer = setTimeout(() => {
          t.done = true;
          this._hidePress();
          view._cursor = cell;
          el._flag(cell.r, cell.c);
        }, this._longPressMs());
      }
    } else {
      this._cancelTouch();
      this._pinch = this._pinchState();
    }
  }

  _pointerMove(e) {
    if (e.pointerType === 'mouse' || !this._touches.has(e.pointerId)) return;
    const prev = this._touches.get(e.pointerId);
    const cur = { x: e.clientX, y: e.clientY };
    this._touches.set(e.pointerId, cur);
    const sc = this._el._ui.scroller;
    if (this._touches.size >= 2 && this._pinch) {
      const p = this._pinchState();
      const box = sc.getBoundingClientRect();
      sc.scrollLeft -= p.mx - this._pinch.mx;
      sc.scrollTop -= p.my - this._pinch.my;
      if (this._pinch.d > 10) this._el._view._zoomTo(this._pinch.cell * (p.d / this._pinch.d), p.mx - box.left, p.my - box.top, true);
      this._pinch.mx = p.mx;
      this._pinch.my = p.my;
      return;
    }
    const t = this._touch;
    if (!t || t.id !== e.pointerId) return;
    if (!t.moved && Math.hypot(cur.x - t.x0, cur.y - t.y0) > 10) {
      t.moved = true;
      clearTimeout(t.timer);
      this._hidePress();
    }
    if (t.moved) {
      sc.scrollLeft -= cur.x - prev.x;
      sc.scrollTop -= cur.y - prev.y;
    }
  }

  _pointerUp(e, cancelled) {
    const el = this._el;
    if (e.pointerType === 'mouse' || !this._touches.has(e.pointerId)) return;
    this._touches.delete(e.pointerId);
    const t = this._touch;
    if (t && t.id === e.pointerId) {
      clearTimeout(t.timer);
      this._hidePress();
      if (!cancelled && !t.moved && !t.done && t.cell) {
        el._view._cursor = t.cell;
        el._primary(t.cell.r, t.cell.c, el._flagMode);
      }
      this._touch = null;
    }
    if (this._touches.size < 2 && this._pinch) {
      this._pinch = null;
      el._quietly('cell-size', String(Math.round(el._view._cellCss)));
    }
  }

  _cancelTouch() {
    const t = this._touch;
    if (t) {
      clearTimeout(t.timer);
      t.done = true;
    }
    this._hidePress();
  }

  _pinchState() {
    const pts = Array.from(this._touches.values());
    const a = pts[0], b = pts[1];
    return { d: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2, cell: this._el._view._cellCss };
  }

  _longPressMs() {
    const v = Number(this._el.getAttribute('long-press'));
    return v > 0 ? v : 350;
  }

  /** The long-press ring, filling under the finger. */
  _showPress(x, y) {
    const ui = this._el._ui, press = ui.press;
    const box = ui.board.getBoundingClientRect();
    press.style.left = `${x - box.left}px`;
    press.style.top = `${y - box.top}px`;
    press.style.setProperty('--gg-long-press', `${this._longPressMs()}ms`);
    // Restart the animation.
    press.hidden = true;
    void press.getBoundingClientRect();
    press.hidden = false;
  }

  _hidePress() {
    this._el._ui.press.hidden = true;
  }

  _keyDown(e) {
    const el = this._el, view = el._view;
    if (!el._game || e.altKey || e.metaKey) return;
    if (!view._keyboard) {
      view._keyboard = true;
      view._drawOverlays();
    }
    const { rows, cols } = el._params;
    let { r, c } = view._cursor;
    const page = Math.max(1, Math.floor(el._ui.scroller.clientHeight / view._cell) - 1);
    const step = e.ctrlKey || e.shiftKey ? 5 : 1;
    let moved = true;
    switch (e.key) {
      case 'ArrowUp': r -= step; break;
      case 'ArrowDown': r += step; break;
      case 'ArrowLeft': c -= step; break;
      case 'ArrowRight': c += step; break;
      case 'Home': c = 0; if (e.ctrlKey) r = 0; break;
      case 'End': c = cols - 1; if (e.ctrlKey) r = rows - 1; break;
      case 'PageUp': r -= page; break;
      case 'PageDown': r += page; break;
      default: moved = false;
    }
    if (moved) {
      e.preventDefault();
      const cur = view._cursor = { r: Math.max(0, Math.min(rows - 1, r)), c: Math.max(0, Math.min(cols - 1, c)) };
      view._scrollCellIntoView(cur.r, cur.c, false);
      view._drawOverlays();
      el._announceCell(cur.r, cur.c);
      return;
    }
    if (e.ctrlKey) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === ' ' || key === 'Enter') {
      e.preventDefault();
      el._primary(view._cursor.r, view._cursor.c, false);
    } else if (key === 'f') {
      e.preventDefault();
      el._flag(view._cursor.r, view._cursor.c);
    } else if (key === 'n') {
      e.preventDefault();
      this._newGame();
    } else if (key === 'h') {
      e.preventDefault();
      this._guarded(() => el._solver._adviseFromInput());
    } else if (key === 'o') {
      e.preventDefault();
      el.showOdds = !el.showOdds;
    } else if (key === 'p') {
      e.preventDefault();
      this._guarded(() => el._solver._playSafeFromInput());
    } else if (key === '+' || key === '=') {
      e.preventDefault();
      view._zoomStep(1);
    } else if (key === '-') {
      e.preventDefault();
      view._zoomStep(-1);
    }
  }
}
