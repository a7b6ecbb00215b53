// snakes/style.js — how <gg-snakes> looks, as data: the shadow root's
// style sheet (SNAKES_STYLE: plain CSS, no ${}; the minifier treats it as
// CSS; the element adopts it as a constructable sheet), its markup
// (SNAKES_MARKUP) and the die's pips, which the view shows as die
// faces. A host's theme: the --gg-* custom properties below, --gg-font,
// and the parts game, bar, turn, die (a button: also part button), board,
// message.

// The pips of each face, as indexes into PIP_XY (a 3 × 3 grid less two).
export const PIPS = ['3', '06', '036', '0156', '01356', '012456'];
const PIP_XY = [[9, 9], [23, 9], [9, 16], [16, 16], [23, 16], [9, 23], [23, 23]];

export const SNAKES_STYLE = `
:host{display:block;width:640px;max-width:100%;color:var(--gg-text);font:var(--gg-font,15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);--gg-text:#1c2230;--gg-frame:#e4ded0;--gg-sq1:#fbf8ef;--gg-sq2:#ece3cc;--gg-end:#ffd966;--gg-num:#4d4638;--gg-rail:#7f4f22;--gg-rung:#b07a40;--gg-path:#0b57d0;--gg-ring:#fff;--gg-p1:#0072b2;--gg-p2:#d55e00;--gg-p3:#1a1a1a;--gg-p4:#cc79a7}
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
.board{direction:ltr;border-radius:4px;touch-action:manipulation}
/* While editing, a refused edit's message covers the bar, not moving the board. */
:host([editing]) .board{touch-action:none;cursor:crosshair}
:host([editing]) .game{position:relative}
:host([editing]) .message{position:absolute;top:8px;left:8px;right:8px;min-height:56px;display:flex;align-items:center;z-index:1}
canvas{display:block}
/* The tokens and the editor's marks on a canvas of their own over the board's. */
.stack{position:relative}
.tokens{position:absolute;left:0;top:0;pointer-events:none}
.message{margin:0;padding:6px 10px;border-radius:6px;background:#fde7e6;color:#7a1010}
@media (prefers-color-scheme:dark){.message{background:#3a1614;color:#ffd2cc}
}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[hidden]{display:none !important}
.wait{visibility:hidden}
`;

export const SNAKES_MARKUP = `
<div class="game" part="game">
<div class="bar" part="bar"><span class="turn" part="turn"></span>
<button class="die" part="die button" type="button" aria-keyshortcuts="Space Enter"><svg viewBox="0 0 32 32" aria-hidden="true">
<rect x="2" y="2" width="28" height="28" rx="6"/>${PIP_XY.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.8"/>`).join('')}</svg><span data-t="roll"></span></button></div>
<p class="message" part="message" role="alert" hidden></p>
<div class="board" part="board" tabindex="0" role="group" data-t="aria-roledescription:board"><div class="stack"><canvas role="img"></canvas><canvas class="tokens" aria-hidden="true"></canvas></div></div>
<div class="sr" aria-live="polite" aria-atomic="true"></div>
</div>`;
