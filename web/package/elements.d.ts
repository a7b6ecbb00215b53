// elements.d.ts — the types of gridgames' elements and headless engine
// (docs/elements.md). web/package/types-match.ts holds them to the
// sources with tsc in ./build.sh test, and tests/browser/package.test.mjs
// compiles a consumer against the packed package, so these cannot drift
// from what the modules export.

/** The package's version (the VERSION file; `gridgames --version` prints the same). */
export declare const version: string;

// ---- <gg-mines>

export type MinesStart = 'safe' | 'opening' | 'noguess';
export type MinesState = 'ready' | 'playing' | 'won' | 'lost';

export interface MinesParams {
  rows: number;
  cols: number;
  mines: number;
  /** The seed of the game shown, chosen at random when none was given (docs/seeds.md). */
  seed: string;
  start: MinesStart;
  source: 'new' | 'replay' | 'leetcode';
}

export interface MinesNewGameOptions {
  rows?: number;
  cols?: number;
  mines?: number;
  /** Any text: the same seed and options give the same layout everywhere; a random one when absent,
   * named in params.seed (docs/seeds.md, the one rule for seeds). */
  seed?: string | number;
  start?: MinesStart;
}

export interface MinesHint {
  /** 0-based. */
  row: number;
  col: number;
  kind: 'safe' | 'guess' | 'none';
  /** Of a mine. */
  probability: number;
  /** Hidden cells certainly safe, certainly mines. */
  safe: number;
  mines: number;
  exact: boolean;
  /** The guess is half of a 50/50 no number can ever settle. */
  forced: boolean;
}

export type MinesVerdict = 'start' | 'safe' | 'forced guess' | 'risky guess' | 'blunder' | 'flag' | 'flag guess'
  | 'wrong flag' | 'unflag' | 'no effect';

/** A cell and its chance of a mine. 0-based. */
export interface MinesCellOdds {
  row: number;
  col: number;
  p: number;
}

/** One move judged from what the player could see before it. */
export interface MinesReviewedMove {
  /** The move's number and its line in the replay. */
  step: number;
  line: number;
  /** The command line (`Sweep 4 2`); row and col 0-based. */
  move: string;
  row: number;
  col: number;
  verdict: MinesVerdict;
  /** The move's chance of a mine (of any of its cells for a chord). */
  p: number;
  /** The cells it swept itself. */
  cells: MinesCellOdds[];
  /** Guesses only: hidden cells certainly safe, the lowest chance of a mine. */
  safeCells?: number;
  lowest?: number;
  /** A certainly safe cell (blunder), the solver's guess (risky guess), else null. */
  better: MinesCellOdds | null;
  boom: boolean;
  exact: boolean;
  /** Half of a 50/50 no number can ever settle. */
  fiftyFifty: boolean;
}

export interface MinesReview {
  moves: MinesReviewedMove[];
  summary: {
    result: 'unfinished' | 'won' | 'lost' | 'gave up';
    moves: number;
    verdicts: Record<MinesVerdict, number>;
    guesses: number;
    avoidable: number;
    /** The chance of surviving the guesses taken; the best over the same positions. */
    luck: number;
    best: number;
    exact: boolean;
    lookahead: boolean;
    bbbv: number;
    bbbvSolved: number;
    efficiency: number;
    seconds: number;
    bbbvPerSecond: number | null;
  };
}

export interface MinesMoveDetail {
  /** The command line (`Sweep 3 4`). */
  move: string;
  /** The lines `gridgames mines` prints for it. */
  readonly feedback: string;
  /** Its length in bytes. */
  bytes: number;
  /** Its first whole lines, at most max bytes. */
  preview(max: number): string;
}

export interface MinesEndDetail {
  result: 'won' | 'lost' | 'gave up';
  steps: number;
  seconds: number;
  bbbv: number;
  bbbvSolved: number;
  bbbvPerSecond: number;
  clicks: number;
  efficiency: number;
  [more: string]: unknown;
}

export interface ErrorDetail {
  /** The engine's sentence (or why the engine could not be loaded). */
  message: string;
}

export interface GGMinesEventMap extends HTMLElementEventMap {
  'gg-ready': CustomEvent<MinesParams>;
  'gg-start': CustomEvent<unknown>;
  'gg-move': CustomEvent<MinesMoveDetail>;
  'gg-load': CustomEvent<MinesMoveDetail>;
  'gg-end': CustomEvent<MinesEndDetail>;
  'gg-error': CustomEvent<ErrorDetail>;
  /** reviewMove showed the board before move `index`, or the game again (-1). */
  'gg-review': CustomEvent<{ index: number }>;
  /** The position editor: an edit and the engine's analysis of it, or editing ended. */
  'gg-edit': CustomEvent<{ editing: boolean; code?: string; position?: MinesPosition; analysis?: MinesAnalysis; timing?: Record<string, number> }>;
}

/** A position the editor holds: board() rows ('#' hidden, 'F' flag, '0'-'8'). */
export interface MinesPosition {
  rows: number;
  cols: number;
  mines: number;
  flags: number;
  board: string[];
  /** Its position code (`P…`), '' when the engine refused the position. */
  code: string;
}

/** The engine's analysis of a position (`gridgames solve`'s). */
export interface MinesAnalysis {
  rows: number;
  cols: number;
  mines: number;
  hidden: number;
  /** Hidden cells certainly safe, certainly mines. */
  safe: number;
  certain: number;
  exact: boolean;
  move: { row: number; col: number; kind: 'none' | 'safe' | 'guess'; probability: number; forced: boolean } | null;
  /** P(mine) a cell, row-major; -1 on revealed cells. */
  odds: Float64Array | null;
  /** A byte a cell: 0 revealed, 1 unknown, 2 safe, 3 mine, +4 its number already known, +8 flagged. */
  states: Uint8Array | null;
  /** An impossible position: `solve`'s sentence, and the numbers it names. */
  error: string | null;
  conflict: Array<{ row: number; col: number }>;
}

/**
 * <gg-mines rows cols mines seed start cell-size long-press>: Minesweeper.
 * Methods given bad values throw an Error with the engine's sentence and
 * keep the game.
 */
export declare class GGMines extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Resolves with the element once the engine is loaded and a board drawn; rejects when the engine cannot be loaded. */
  readonly ready: Promise<GGMines>;
  /** The game's state; without a game (reads throw, saying why): "loading" (the engine is on its way, or the element is out of the document) or "error" (the engine could not be loaded, or the attributes are bad). */
  readonly state: MinesState | 'loading' | 'error';
  readonly params: MinesParams | null;
  /** A move is out in the worker (a read of the game would finish it here first; gg-move tells when it is shown). */
  readonly busy: boolean;
  readonly seconds: number;
  readonly cellSize: number;
  /** Taps and clicks flag while true. */
  flagMode: boolean;
  /** The solver's odds overlay. */
  showOdds: boolean;
  /** The last move's: ms in the engine and drawing, cells it swept, bytes of feedback; away: played in the worker (awayFailed: why it was not, when it was sent). */
  lastTiming: { engine: number; draw: number; cells: number; bytes: number; away: boolean; awayFailed?: string } | null;
  /** One string a row: '#' hidden, 'F' flag, '0'-'8' swept; after a loss '*', 'X', '!'. */
  board(): string[];
  /** The viewport position of cell (r, c)'s centre, 0-based, scrolled into view. */
  cellCenter(r: number, c: number): { x: number; y: number };
  /** Play one command line (`Sweep 3 4`, 1-based). */
  play(line: string): MinesMoveDetail;
  newGame(options?: MinesNewGameOptions): void;
  /** The game as a command file. */
  replay(): string;
  loadReplay(text: string, options?: { seconds?: number; seed?: string; start?: MinesStart; source?: string }): unknown;
  loadLeetCode(text: string): unknown;
  /** The solver's advice, marked on the board (the solver's wasm comes at the first request). */
  hint(): Promise<MinesHint>;
  /** Sweep what logic proves safe until none is left; resolves with the sweeps made. */
  playSafeMoves(): Promise<number>;
  /** The solver's verdict on every move so far, worked out in a Web Worker where the page allows one (rejects before the first sweep). */
  review(): Promise<MinesReview>;
  /** Show the board before move `index` of review().moves (given the review, at once); negative: the game again. */
  reviewMove(index: number, review?: MinesReview): Promise<void>;
  /** The position editor (loaded on first use): the board is a position to set up, analysed after every edit. */
  editing: boolean;
  /** Edit a position code (`P…`), { rows, cols, mines, board }, or (none) the game shown; resolves with its analysis. */
  editPosition(position?: string | { rows: number; cols: number; mines: number; board: string[] } | null): Promise<MinesAnalysis>;
  /** While editing: the position; else null. */
  readonly position: MinesPosition | null;
  /** While editing: the engine's last analysis; else null. */
  readonly analysis: MinesAnalysis | null;
  /** Undo or redo an edit of the position; false when there was none. */
  undo(): boolean;
  redo(): boolean;
  /** Play the layout the flags make (every mine flagged) as a new game; the cells whose numbers differ. */
  playPosition(): { differ: Array<{ row: number; col: number }> } | null;

  addEventListener<K extends keyof GGMinesEventMap>(type: K, listener: (this: GGMines, ev: GGMinesEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof GGMinesEventMap>(type: K, listener: (this: GGMines, ev: GGMinesEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

// ---- <gg-snakes>

export type SnakesRule = 'over' | 'exact' | 'bounce';
export type SnakesMoveKind = 'step' | 'ladder' | 'snake' | 'stay' | 'bounce' | 'bounce-ladder' | 'bounce-snake';

export interface SnakesParams {
  /** 'code': a board code, or any board once edited. */
  board: 'classic' | 'random' | 'design' | 'code' | 'leetcode';
  n: number;
  /** A random or designed board's seed, chosen at random when none was given (docs/seeds.md); null for the others. */
  seed: string | null;
  /** The expected rolls a designed board was made for. */
  expected?: number;
  players: number;
  /** 0 off the board, 1 on square 1. */
  start: 0 | 1;
  rule: SnakesRule;
  /** The board as LeetCode 909 JSON, for a LeetCode board. */
  json?: string;
  /** The board's code (`10_4-14_16-6`), for a code board. */
  code?: string;
}

export interface SnakesNewGameOptions {
  /** 'classic', 'random', 'design', a board code (`10_4-14_16-6`) or a LeetCode 909 board as JSON. */
  board?: string;
  /** A random or designed board's side, 2..20. */
  n?: number;
  /** A random or designed board's seed: a random one when absent, named in params.seed (docs/seeds.md). */
  seed?: string | number;
  /** 'design': the expected number of rolls to make the board for (within 0.5). */
  expected?: number;
  players?: number;
  start?: 0 | 1;
  rule?: SnakesRule;
}

export interface SnakesRollDetail {
  /** 1-based. */
  player: number;
  roll: number;
  from: number;
  landed: number;
  to: number;
  kind: SnakesMoveKind;
  /** What a screen reader hears. */
  text: string;
}

export interface SnakesEditDetail {
  action: 'add' | 'remove';
  /** The square the snake or ladder starts on. */
  from: number;
  /** Where it ends: a ladder when to > from, else a snake. */
  to: number;
  /** The board's code after the edit. */
  code: string;
  /** What a screen reader hears. */
  text: string;
}

export interface SnakesDistribution {
  /** p[t - 1] = P(the game lasts t rolls). */
  p: number[];
  never: number;
  cut: boolean;
}

export interface GGSnakesEventMap extends HTMLElementEventMap {
  'gg-ready': CustomEvent<SnakesParams>;
  'gg-roll': CustomEvent<SnakesRollDetail>;
  /** The win chances from the positions now are in (after a new game, a roll, an edit; from the worker on a big board). */
  'gg-chances': CustomEvent<{ winChances: number[]; nobodyChance: number; error: string }>;
  'gg-end': CustomEvent<{ winner: number; rolls: number }>;
  'gg-edit': CustomEvent<SnakesEditDetail>;
  'gg-error': CustomEvent<ErrorDetail>;
}

/** <gg-snakes board n seed expected players start rule show-path editing>: Snakes & Ladders. */
export declare class GGSnakes extends HTMLElement {
  static readonly observedAttributes: string[];
  readonly ready: Promise<GGSnakes>;
  /** The game's state; without a game (reads throw, saying why): "loading" (the engine is on its way, or the element is out of the document) or "error" (the engine could not be loaded, or the attributes are bad). */
  readonly state: 'loading' | 'error' | 'ready' | 'playing' | 'over';
  readonly params: SnakesParams | null;
  readonly positions: number[];
  readonly turn: number;
  readonly winner: number;
  /** -1 when the end cannot be reached. */
  readonly minRolls: number;
  /** Infinity when not finite. */
  readonly expectedRolls: number;
  readonly path: number[];
  readonly distribution: SnakesDistribution | null;
  /** Worked out at once when read before gg-chances. */
  readonly winChances: number[];
  readonly nobodyChance: number;
  readonly playerColours: string[];
  readonly chancesError: string;
  /** chances: NaN while they are being worked out in the worker. */
  lastTiming: { analysis: number; chances: number } | null;
  /** The player to roll rolls; value 1..6 forces the die. */
  roll(value?: number): SnakesRollDetail;
  restart(): void;
  newGame(options?: SnakesNewGameOptions): void;
  /** newGame() as a promise: a board made to a length is searched for in a Web Worker. */
  newGameAsync(options?: SnakesNewGameOptions): Promise<void>;
  /** The board as LeetCode 909 JSON. */
  leetCode(): string;
  /** The board's code (`10_4-14_16-6`). */
  readonly code: string;
  /** The editing attribute: drags, clicks, taps and keys on the board edit it. */
  editing: boolean;
  /** Add a ladder (to > from) or a snake; throws the engine's sentence, keeping the board, when the edit is refused. */
  addJump(from: number, to: number): void;
  /** Remove the snake or ladder starting on `from`; throws when there is none. */
  removeJump(from: number): void;

  addEventListener<K extends keyof GGSnakesEventMap>(type: K, listener: (this: GGSnakes, ev: GGSnakesEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof GGSnakesEventMap>(type: K, listener: (this: GGSnakes, ev: GGSnakesEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

// ---- the headless engine

export interface MinesGameOptions extends MinesNewGameOptions {
  /** A command file's first lines (`n m`, then rows of `*` and `.`), with any moves after them played. */
  layout?: string;
}

/** A headless game's options: the seed chosen at random when none was given (docs/seeds.md); seed and
 * start are null for a game made from a layout. */
export interface MinesGameParams {
  rows: number;
  cols: number;
  mines: number;
  seed: string | null;
  start: MinesStart | null;
}

/** One Minesweeper game in the engine, until free(). */
export interface MinesGame {
  readonly params: MinesGameParams;
  /** Play one command line; returns the lines `gridgames mines` prints for it. */
  play(line: string): string;
  readonly state: MinesState | 'freed';
  readonly rows: number;
  readonly cols: number;
  readonly mines: number;
  readonly flags: number;
  readonly steps: number;
  board(): string[];
  replay(): string;
  hint(): MinesHint;
  hint(options: { odds: true }): MinesHint & { odds: number[][] };
  free(): void;
}

export interface SnakesAnalysisOptions {
  /** 'classic', 'random', 'design', a board code (`10_4-14_16-6`) or LeetCode 909 JSON. */
  board?: string;
  n?: number;
  /** A random or designed board's seed: a random one when absent, named in the result's seed (docs/seeds.md). */
  seed?: string | number;
  /** design: the expected rolls to design for (default 40). */
  expected?: number;
  start?: 0 | 1;
  rule?: SnakesRule;
}

export interface SnakesAnalysis {
  n: number;
  squares: number;
  start: 0 | 1;
  rule: SnakesRule;
  /** A random or designed board's seed, chosen at random when none was given (docs/seeds.md); null for the others. */
  seed: string | null;
  /** -1 when the end cannot be reached. */
  minRolls: number;
  /** One shortest path, square by square. */
  path: number[];
  /** Infinity when not finite. */
  expectedRolls: number;
  distribution: SnakesDistribution;
  /** The board as LeetCode 909 JSON. */
  leetCode: string;
  /** The board's code (`10_4-14_16-6`). */
  code: string;
}

export interface GridgamesEngine {
  version: string;
  mines(options?: MinesGameOptions): MinesGame;
  snakes(options?: SnakesAnalysisOptions): SnakesAnalysis;
}

/** The engines without a DOM (Node and browsers): each game's wasm is
 * loaded when asked for (both by default); a game not asked for throws. */
export declare function loadEngine(games?: Array<'mines' | 'snakes'>): Promise<GridgamesEngine>;

/** Where one game's wasm comes from: its bytes, or its URL. */
export interface EngineOptions {
  wasmBinary?: ArrayBuffer | Uint8Array;
  wasmUrl?: string | URL;
}

/** Minesweeper's: gg-mines.wasm's, and the solver's (gg-mines-solver.wasm:
 * a hint, the odds, a review; headless games play in it), by default
 * beside wasmUrl. */
export interface MinesEngineOptions extends EngineOptions {
  solver?: EngineOptions;
}

/** Snakes & Ladders': gg-snakes.wasm's, and the board maker's
 * (gg-snakes-maker.wasm: a board made at random or to a length; headless
 * boards are made in it), by default beside wasmUrl. */
export interface SnakesEngineOptions extends EngineOptions {
  maker?: EngineOptions;
}

/** How each game's engine loads, before it does. */
export declare function configure(options: { mines?: MinesEngineOptions; snakes?: SnakesEngineOptions }): void;

declare global {
  interface HTMLElementTagNameMap {
    'gg-mines': GGMines;
    'gg-snakes': GGSnakes;
  }
}

// ---- words

/** The keys of the messages <gg-mines> shows or says (its English: web/src/mines/words.js). */
export type MinesMessageKey =
  'mines.minesLeft' | 'mines.face' | 'mines.faceTitle' | 'mines.seconds' | 'mines.board' | 'mines.flagMode' |
  'mines.flagModeTitle' | 'mines.hint' | 'mines.hintTitle' | 'mines.odds' | 'mines.oddsTitle' | 'mines.safe' |
  'mines.safeTitle' | 'mines.zoomOutLabel' | 'mines.zoomOutTitle' | 'mines.zoomInLabel' | 'mines.zoomInTitle' |
  'mines.label' | 'mines.newGame' | 'mines.replayLoaded' | 'mines.leetCodeLoaded' | 'mines.cleared' | 'mines.over' |
  'mines.left' | 'mines.cell' | 'mines.flaggedFirst' | 'mines.chordHow' | 'mines.flagPlaced' | 'mines.flagRemoved' |
  'mines.swept' | 'mines.flagged' | 'mines.notSwept' | 'mines.chordFailed' | 'mines.boom' | 'mines.nothing' |
  'mines.opened' | 'mines.sweptCells' | 'mines.gaveUp' | 'mines.won' | 'mines.thinking' | 'mines.adviceSafe' |
  'mines.adviceForced' | 'mines.adviceGuess' | 'mines.adviceNone' | 'mines.noSafeMove';
/** The position editor's (web/src/mines/editor-words.js). */
export type MinesEditorMessageKey =
  'minesEditor.undo' | 'minesEditor.undoTitle' | 'minesEditor.redo' | 'minesEditor.redoTitle' |
  'minesEditor.allHidden' | 'minesEditor.allHiddenTitle' | 'minesEditor.clear' | 'minesEditor.clearTitle' |
  'minesEditor.total' | 'minesEditor.fewer' | 'minesEditor.more' | 'minesEditor.mines' | 'minesEditor.legend' |
  'minesEditor.menu' | 'minesEditor.hide' | 'minesEditor.label' | 'minesEditor.editing' | 'minesEditor.back' |
  'minesEditor.noRedo' | 'minesEditor.noUndo' | 'minesEditor.redone' | 'minesEditor.undone' |
  'minesEditor.allHiddenDone' | 'minesEditor.clearDone' | 'minesEditor.minesInAll' | 'minesEditor.revealed' |
  'minesEditor.hidden' | 'minesEditor.flagged' | 'minesEditor.unflagged' | 'minesEditor.cellsRevealed' |
  'minesEditor.cellsHidden' | 'minesEditor.range' | 'minesEditor.rangeOne' | 'minesEditor.shows' |
  'minesEditor.choose' | 'minesEditor.impossible' | 'minesEditor.conflict' | 'minesEditor.counts' |
  'minesEditor.countsEstimated' | 'minesEditor.moveNone' | 'minesEditor.moveSafe' | 'minesEditor.moveForced' |
  'minesEditor.moveGuess';
/** <gg-snakes>'s (web/src/snakes/words.js). */
export type SnakesMessageKey =
  'snakes.roll' | 'snakes.board' | 'snakes.start' | 'snakes.again' | 'snakes.rollFor' | 'snakes.toRoll' |
  'snakes.wins' | 'snakes.label' | 'snakes.on' | 'snakes.atStart' | 'snakes.editHelp' | 'snakes.over' |
  'snakes.rollHelp' | 'snakes.squares' | 'snakes.newGame' | 'snakes.restart' | 'snakes.step' | 'snakes.stepStart' |
  'snakes.ladder' | 'snakes.snake' | 'snakes.stay' | 'snakes.stayStart' | 'snakes.bounce' | 'snakes.bounceLadder' |
  'snakes.bounceSnake' | 'snakes.wonNow' | 'snakes.edited' | 'snakes.figures' | 'snakes.marked' | 'snakes.dropped' |
  'snakes.square' | 'snakes.squareJump' | 'snakes.drag';
/** The errors the elements show and throw (ours; the engine's are keyed by their format: `engine.…`). */
export type ErrorMessageKey =
  'error.engineLoad' | 'error.csp' | 'error.notEngine' | 'error.unfetched' | 'error.status' |
  'error.noGameDetached' | 'error.noGameBecause' | 'error.loading' | 'error.noGame' | 'error.offBoard' |
  'error.wholeNumber' | 'error.startMode' | 'error.editing' | 'error.boardShape' | 'error.badCell' |
  'error.flagFirst' | 'error.snakesDetached' | 'error.snakesNotYet' | 'error.snakesLoading' | 'error.makerLoading' |
  'error.pasteBoard';
/** Every message the elements show or say, by key (`part.key`). */
export type MessageKey = MinesMessageKey | MinesEditorMessageKey | SnakesMessageKey | ErrorMessageKey;
/** Messages of one language: ICU text (`{row}`, `{n, plural, one {# mine} other {# mines}}`,
 * `{kind, select, ladder {…} other {…}}`); an engine error by its printf format, its arguments
 * {1}, {2}... in order (`'engine.replay line %ld: %s': 'ligne {1} de la partie : {2}'`). */
export type Translation = { [K in MessageKey]?: string } & { [engineFormat: `engine.${string}`]: string };
/** Register a translation, or change some messages of a language (English too): they win over
 * the shipped ones, for every element whose lang (its own, else its ancestors', else the
 * document's) is lang or falls back to it (`pt-PT` -> `pt` -> `pt-BR` -> English), and the
 * elements say everything again at once (docs/elements.md §8). */
export declare function registerTranslation(lang: string, messages: Translation): void;
/** An error's sentence (the English message of an Error the elements or the headless API threw)
 * said in lang once that language's errors are loaded; English where there is no translation. */
export declare function translateError(message: string, lang: string): Promise<string>;
