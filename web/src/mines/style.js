// mines/style.js — how <gg-mines> looks, as data: the shadow root's style
// sheet (MINES_STYLE: plain CSS, no ${}; the minifier treats it as CSS;
// the element adopts it as a constructable sheet), its markup
// (MINES_MARKUP) and the face and flag icons in it.
//
// The theme a host may set (docs/embedding.md, "Theming"): the --gg-* custom
// properties below (colours; the canvas reads them too), --gg-cell-size
// (CSS px, under the cell-size attribute), --gg-font, --gg-max-height; and
// the parts: game, bar, counter, face, timer, board, tools, button (every
// button), advice, message.

const FACE_SVG = `<svg viewBox="0 0 32 32" aria-hidden="true"><circle class="head" cx="16" cy="16" r="13"/>
<g class="eyes-open"><circle cx="11.5" cy="12.5" r="1.8"/><circle cx="20.5" cy="12.5" r="1.8"/></g>
<g class="eyes-won"><path d="M7 11.5h18v1.5l-2.5 3h-4l-2-3h-1l-2 3h-4l-2.5-3z"/></g>
<g class="eyes-lost"><path d="M9 10l5 5M14 10l-5 5M18 10l5 5M23 10l-5 5"/></g>
<path class="mouth-smile" d="M10.5 19.5q5.5 5 11 0"/><circle class="mouth-o" cx="16" cy="21" r="2.6"/>
<path class="mouth-sad" d="M10.5 23q5.5-5 11 0"/></svg>`;

const FLAG_SVG = `<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 1.5v13" stroke="currentColor" stroke-width="1.6"/><path d="M4.8 2h8l-2.4 3 2.4 3h-8z" fill="currentColor"/></svg>`;

export const MINES_STYLE = `
:host { display: inline-block; max-width: 100%; vertical-align: top; color: var(--gg-text);
  font: var(--gg-font, 14px/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --gg-hidden: #c6ccd5; --gg-light: #f5f7fa; --gg-shade: #7f8896; --gg-open: #eceef2;
  --gg-grid: #c2c8d1; --gg-text: #1c2230; --gg-frame: #dde1e7; --gg-flag: #c8102e;
  --gg-mine: #15181d; --gg-blown: #ff5a4f; --gg-cursor: #0b57d0; --gg-lcd: #101418; --gg-lcd-text: #ff5d4a;
  --gg-n1: #0057b8; --gg-n2: #00734f; --gg-n3: #c2340f; --gg-n4: #4b2991; --gg-n5: #7a3b00;
  --gg-n6: #006b7a; --gg-n7: #1c2230; --gg-n8: #5d6673; --gg-pressed: #dde1e7; }
@media (prefers-color-scheme: dark) {
  :host { --gg-hidden: #4b5563; --gg-light: #6e7889; --gg-shade: #272c35; --gg-open: #1d2229;
    --gg-grid: #2e3540; --gg-text: #e6e9ee; --gg-frame: #2a3039; --gg-flag: #ff6b6b;
    --gg-mine: #eef1f5; --gg-blown: #b3261e; --gg-cursor: #8ab4ff; --gg-lcd: #05070a; --gg-lcd-text: #ff7b6b;
    --gg-n1: #74b3ff; --gg-n2: #4fd6a4; --gg-n3: #ff9466; --gg-n4: #c9a8ff; --gg-n5: #f2c14e;
    --gg-n6: #5fd9e8; --gg-n7: #eef1f5; --gg-n8: #a8b0bd; --gg-pressed: #39414d; }
}
* { box-sizing: border-box; }
.game { background: var(--gg-frame); border-radius: 8px; padding: 8px; display: flex; flex-direction: column; gap: 8px; max-width: 100%; }
@media (max-width: 420px) { .game { padding: 6px 4px; } }
.bar, .tools { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.lcd { font: bold 22px/1 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; letter-spacing: 1px;
  background: var(--gg-lcd); color: var(--gg-lcd-text); padding: 4px 6px; border-radius: 4px; min-width: 3.2em; text-align: center; }
button { font: inherit; color: var(--gg-text); background: var(--gg-hidden); border: 1px solid var(--gg-shade);
  border-radius: 6px; min-height: 36px; min-width: 36px; padding: 2px 10px; cursor: pointer; touch-action: manipulation; }
button:hover { filter: brightness(1.06); }
button:focus-visible, .scroller:focus-visible { outline: 3px solid var(--gg-cursor); outline-offset: 2px; }
button[aria-pressed="true"] { background: var(--gg-cursor); color: #fff; border-color: var(--gg-cursor); }
.face { width: 44px; height: 44px; padding: 4px; }
.face svg { width: 100%; height: 100%; display: block; }
.face .head { fill: #ffd54a; stroke: #6b5200; stroke-width: 1.5; }
.face g, .face path, .face circle:not(.head) { fill: #222; stroke: #222; stroke-width: 1.6; stroke-linecap: round; }
.face .mouth-smile, .face .mouth-sad, .face .eyes-lost path { fill: none; }
.face .eyes-won, .face .eyes-lost, .face .mouth-o, .face .mouth-sad { display: none; }
.face[data-mood="press"] .mouth-smile { display: none; } .face[data-mood="press"] .mouth-o { display: inline; }
.face[data-mood="won"] .eyes-open { display: none; } .face[data-mood="won"] .eyes-won { display: inline; }
.face[data-mood="lost"] .eyes-open, .face[data-mood="lost"] .mouth-smile { display: none; }
.face[data-mood="lost"] .eyes-lost, .face[data-mood="lost"] .mouth-sad { display: inline; }
.flagmode { display: inline-flex; align-items: center; gap: 6px; }
.flagmode svg { width: 16px; height: 16px; }
.zoom { display: inline-flex; gap: 4px; align-items: center; }
.tools { flex-wrap: wrap; }
.advice { flex: 1 1 12em; }
.board { direction: ltr; position: relative; max-width: 100%; align-self: center; border: 2px solid var(--gg-shade); border-radius: 2px; background: var(--gg-open); }
.scroller { overflow: auto; max-width: 100%; max-height: var(--gg-max-height, 75vh); touch-action: none;
  -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; overscroll-behavior: contain; }
.spacer { pointer-events: none; }
canvas { position: absolute; left: 0; top: 0; pointer-events: none; display: block; }
.press { position: absolute; width: 80px; height: 80px; margin: -40px 0 0 -40px; pointer-events: none; }
.press svg { width: 100%; height: 100%; display: block; overflow: visible; }
.press circle { fill: none; stroke: var(--gg-cursor); stroke-width: 7; stroke-linecap: round;
  stroke-dasharray: 100; stroke-dashoffset: 100; transform: rotate(-90deg); transform-origin: 50% 50%;
  animation: gg-fill var(--gg-long-press, 350ms) linear forwards; }
.press .track { stroke: var(--gg-shade); opacity: .45; animation: none; stroke-dashoffset: 0; }
@keyframes gg-fill { to { stroke-dashoffset: 0; } }
@media (prefers-reduced-motion: reduce) {
  .press circle { animation: none; stroke-dashoffset: 0; stroke-dasharray: 6 4; }
}
.message { margin: 0; padding: 6px 10px; border-radius: 6px; background: #fde7e6; color: #7a1010; border: 1px solid #e8a5a0; max-width: 40em; }
@media (prefers-color-scheme: dark) { .message { background: #3a1614; color: #ffd2cc; border-color: #7a2a24; } }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
[hidden] { display: none !important; }
.wait { visibility: hidden; }
`;

export const MINES_MARKUP = `
<div class="game" part="game">
  <div class="bar" part="bar">
    <span class="lcd counter" part="counter" data-t="title:minesLeft" aria-hidden="true">000</span>
    <button class="face" part="face button" type="button" data-t="title:faceTitle aria-label:face">${FACE_SVG}</button>
    <span class="lcd timer" part="timer" data-t="title:seconds" aria-hidden="true">000</span>
  </div>
  <div class="board" part="board">
    <div class="scroller" tabindex="0" role="application" data-t="aria-roledescription:board"><div class="spacer"></div></div>
    <canvas aria-hidden="true" hidden></canvas>
    <div class="press" hidden aria-hidden="true"><svg viewBox="0 0 80 80"><circle class="track" cx="40" cy="40" r="34" pathLength="100"/><circle cx="40" cy="40" r="34" pathLength="100"/></svg></div>
  </div>
  <div class="tools" part="tools">
    <button class="flagmode" part="button" type="button" aria-pressed="false" data-t="title:flagModeTitle">${FLAG_SVG}<span data-t="flagMode"></span></button>
    <span class="zoom"><button class="hint" part="button" type="button" data-t="hint title:hintTitle"></button><button class="odds" part="button" type="button" aria-pressed="false" data-t="odds title:oddsTitle"></button><button class="safe-moves" part="button" type="button" data-t="safe title:safeTitle"></button></span>
    <span class="advice" part="advice" aria-hidden="true"></span>
    <span class="zoom"><button class="zoom-out" part="button" type="button" data-t="aria-label:zoomOutLabel title:zoomOutTitle">−</button><button class="zoom-in" part="button" type="button" data-t="aria-label:zoomInLabel title:zoomInTitle">+</button></span>
  </div>
  <p class="message" part="message" role="alert" hidden></p>
  <div class="sr" aria-live="polite" aria-atomic="true"></div>
</div>`;
