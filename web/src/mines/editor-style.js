// mines/editor-style.js — how the position editor of <gg-mines> looks, as
// data: a second sheet the shadow root adopts beside the element's own
// (mines/style.js) once the editor is first used, and the markup of its
// tool row and its number menu. While the element edits, the play tools
// (hint, odds, play safe) give way to the editor's. Uses nothing.

export const MINES_EDITOR_STYLE = `
:host([editing]) .hint, :host([editing]) .odds, :host([editing]) .safe-moves { display: none; }
.editor { display: flex; flex-direction: column; gap: 6px; }
.editor .row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.editor .mines { display: inline-flex; align-items: center; gap: 4px; }
.editor .mines output { min-width: 2.5em; text-align: center; font-variant-numeric: tabular-nums; }
.editor button:disabled { opacity: .45; cursor: default; filter: none; }
.analysis { margin: 0; padding: 4px 8px; border-radius: 6px; background: var(--gg-open); border: 1px solid var(--gg-grid); min-height: 2.2em; max-width: 40em; }
.analysis.impossible { background: #fde7e6; color: #7a1010; border-color: #e8a5a0; }
@media (prefers-color-scheme: dark) { .analysis.impossible { background: #3a1614; color: #ffd2cc; border-color: #7a2a24; } }
.legend { font-size: 12px; opacity: .85; }
.numbers { position: absolute; z-index: 2; display: grid; grid-template-columns: repeat(5, 40px); gap: 4px; padding: 6px;
  background: var(--gg-frame); border: 1px solid var(--gg-shade); border-radius: 8px; box-shadow: 0 4px 14px rgba(0,0,0,.3); }
.numbers button { min-width: 40px; min-height: 40px; padding: 0; font-weight: bold; }
.numbers .hide { grid-column: span 2; font-weight: normal; }
.numbers button:disabled { opacity: .35; cursor: default; filter: none; }
.numbers button[aria-pressed="true"]:disabled { background: var(--gg-hidden); color: var(--gg-text); border-color: var(--gg-shade); }
`;

export const MINES_EDITOR_MARKUP = `
<div class="row">
  <button class="undo" part="button" type="button" data-t="undo title:undoTitle" disabled></button>
  <button class="redo" part="button" type="button" data-t="redo title:redoTitle" disabled></button>
  <button class="all-hidden" part="button" type="button" data-t="allHidden title:allHiddenTitle"></button>
  <button class="clear" part="button" type="button" data-t="clear title:clearTitle"></button>
  <span class="mines" role="group" data-t="aria-label:total"><button class="fewer" part="button" type="button" data-t="aria-label:fewer title:fewer">−</button><output class="total" aria-live="off"></output><button class="more" part="button" type="button" data-t="aria-label:more title:more">+</button><span data-t="mines"></span></span>
</div>
<p class="analysis" part="analysis"></p>
<p class="legend" part="legend" data-t="legend"></p>`;

export const MINES_NUMBERS_MARKUP = `
<button type="button" data-n="0">0</button><button type="button" data-n="1">1</button><button type="button" data-n="2">2</button><button type="button" data-n="3">3</button><button type="button" data-n="4">4</button><button type="button" data-n="5">5</button><button type="button" data-n="6">6</button><button type="button" data-n="7">7</button><button type="button" data-n="8">8</button><button type="button" class="hide" data-n="-1" data-t="hide"></button>`;
