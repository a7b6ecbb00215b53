/* wasm_api.c — the browser's front end to the Minesweeper engine: the C
 * functions its web module (gg-mines.wasm) exports to play games. A thin layer:
 * every move arrives as a command line and goes through the command-file
 * parser and printer (minesfile.h), so the page, its replays and the native
 * CLI share one language and print the same text. It adds what a page needs
 * around that: game handles, the layout at the first Sweep (minegen.h), a
 * board snapshot to draw from, what the last move changed, 3BV
 * (minestats.h); wasm_replay.c opens games from text and writes them
 * back, and wasm_mines.h holds what the files share.
 *
 * Conventions, for web/src/mines/engine.js:
 * - A game is an int handle > 0. A stale or unknown handle is an error.
 * - Functions returning int return >= 0 on success and a negative
 *   gg_status (-GG_BAD_INPUT, -GG_NO_MEMORY, -GG_TOO_BIG) on failure, with
 *   a sentence in gg_error_message(); the JS throws it as an Error.
 * - Strings from JS are (pointer, length) pairs of bytes allocated with
 *   gg_alloc; they need no NUL. Text handed back lives in the game (see
 *   gg_mines_info: gg_mines_text) until the game's next call.
 * - Coordinates in moves are the command file's (1-based x = row,
 *   y = column); everywhere else they are 0-based (row, column). */
#include <stdlib.h>
#include <string.h>

#include "base/gg.h"
#include "base/json.h"
#include "formats/lc529.h"
#include "gen/minegen.h"
#include "rules/mines.h"
#include "formats/minesfile.h"
#include "play/minestats.h"
#include "base/rng.h"
#include "wasm/wasm_handles.h"
#include "wasm/wasm_mines.h"


/* The games JavaScript holds, by handle; slot 0 is never used. */
static void *game_slots[WEB_MAX_GAMES];
static uint32_t game_generations[WEB_MAX_GAMES];
static web_handles games = {game_slots, game_generations, WEB_MAX_GAMES, 1};
gg_error web_last_error;

/* Record an error message and return -status. */
int web_fail(gg_status status, const char *msg)
{
    size_t n = strlen(msg);
    if (n >= sizeof web_last_error.msg)
        n = sizeof web_last_error.msg - 1;
    memcpy(web_last_error.msg, msg, n);
    web_last_error.msg[n] = '\0';
    web_last_error.line = 0;
    return -(int)status;
}

int web_fail_status(gg_status status)
{
    if (status == GG_NO_MEMORY)
        return web_fail(status, WEB_NO_MEMORY);
    if (status == GG_TOO_BIG)
        return web_fail(status, "the board is too big");
    return -(int)status; /* GG_BAD_INPUT: the parser wrote last_error */
}

/* The message of the last failed call: NUL-terminated, owned here. */
GG_EXPORT const char *gg_error_message(void)
{
    return web_last_error.msg;
}

web_game *web_find(int handle)
{
    web_game *w = web_handle_find(&games, handle);
    if (!w)
        web_fail(GG_BAD_INPUT, handle <= 0 ? "no such game (the handle is not one)" : "no such game (it was freed or replaced)");
    return w;
}

void web_release(web_game *w)
{
    if (!w)
        return;
    mines_free(&w->game);
    gg_out_free(&w->moves);
    gg_out_free(&w->text);
    free(w);
}

/* A new web_game around an initialised game, or NULL (and an error). */
web_game *web_make(void)
{
    web_game *w = calloc(1, sizeof *w);
    if (!w) {
        web_fail(GG_NO_MEMORY, WEB_NO_MEMORY);
        return NULL;
    }
    w->game.blown = -1;
    w->last_feedback = w->last_kind = -1;
    w->last_r = w->last_c = -1;
    w->dirty[0] = -1;
    w->click_r = w->click_c = -1;
    w->replayable = 1;
    return w;
}

/* Give w a handle; frees it and fails when every slot is taken. */
int web_publish(web_game *w)
{
    uint32_t handle = web_handle_take(&games, w);
    if (handle)
        return (int)handle;
    web_release(w);
    gg_fail(&web_last_error, 0,
            "too many Minesweeper games open at once (%d): one is held by each <gg-mines> in the document "
            "and each headless game not freed",
            WEB_MAX_GAMES - 1);
    return -GG_TOO_BIG;
}

int web_size_ok(int64_t rows, int64_t cols)
{
    if (rows >= 1 && cols >= 1 && rows <= WEB_MAX_SIDE && cols <= WEB_MAX_SIDE)
        return 1;
    gg_fail(&web_last_error, 0, "a %lld x %lld board is outside what the page takes (1..%d rows and columns)",
            (long long)rows, (long long)cols, WEB_MAX_SIDE);
    return 0;
}

/* A new game: rows x cols with `mines` mines, laid at the first Sweep from
 * the seed text (gg_seed_from_text) in a start mode ("safe", "opening",
 * "noguess"). Returns the handle, or a negative status. */
GG_EXPORT int gg_mines_new(int rows, int cols, double mines, const char *seed, int seed_len,
                           const char *mode, int mode_len)
{
    if (!web_size_ok(rows, cols))
        return -GG_BAD_INPUT;
    int64_t cells = (int64_t)rows * cols;
    if (!(mines >= 0 && mines <= (double)(cells - 1) && mines == (double)(int64_t)mines)) {
        if (mines == mines && mines > (double)(cells - 1))
            gg_fail(&web_last_error, 0, "too many mines: a %d x %d board takes at most %lld", rows, cols,
                    (long long)(cells - 1));
        else
            gg_fail(&web_last_error, 0, "the number of mines must be a whole number from 0 to %lld",
                    (long long)(cells - 1));
        return -GG_BAD_INPUT;
    }
    char name[16];
    if (!mode || mode_len < 0 || mode_len >= (int)sizeof name || !gg_in_memory(mode, (size_t)mode_len))
        return web_fail(GG_BAD_INPUT, "the start must be safe, opening or noguess");
    memcpy(name, mode, (size_t)mode_len);
    name[mode_len] = '\0';
    minegen_mode gen_mode;
    /* A NUL inside the text ("safe\0") would end the name early: it is no
     * start, whatever comes before it. */
    if (memchr(name, '\0', (size_t)mode_len) || minegen_mode_from_text(name, &gen_mode) != 0)
        return web_fail(GG_BAD_INPUT, "the start must be safe, opening or noguess");
    if (!seed || seed_len < 0 || !gg_in_memory(seed, (size_t)seed_len))
        return web_fail(GG_BAD_INPUT, "no seed given (or its text is not in the module's memory)");

    web_game *w = web_make();
    if (!w)
        return -GG_NO_MEMORY;
    gg_status st = mines_init(&w->game, rows, cols);
    if (st != GG_OK) {
        web_release(w);
        return web_fail_status(st);
    }
    w->mines_wanted = (int64_t)mines;
    w->seed = gg_seed_from_text(seed, (size_t)seed_len);
    w->mode = gen_mode;
    return web_publish(w);
}

GG_EXPORT void gg_mines_free(int handle)
{
    web_game *w = web_find(handle);
    if (!w)
        return;
    web_handle_drop(&games, handle);
    web_release(w);
}

static void set_dirty(web_game *w, int32_t r0, int32_t c0, int32_t r1, int32_t c1)
{
    if (w->dirty[0] < 0) {
        w->dirty[0] = r0, w->dirty[1] = c0, w->dirty[2] = r1, w->dirty[3] = c1;
        return;
    }
    if (r0 < w->dirty[0]) w->dirty[0] = r0;
    if (c0 < w->dirty[1]) w->dirty[1] = c0;
    if (r1 > w->dirty[2]) w->dirty[2] = r1;
    if (c1 > w->dirty[3]) w->dirty[3] = c1;
}

void web_dirty_all(web_game *w)
{
    set_dirty(w, 0, 0, w->game.rows - 1, w->game.cols - 1);
}

/* The cells the last sweep process changed: their rows (the list is
 * sorted), and for a short list the exact columns. */
static void dirty_revealed(web_game *w)
{
    mines_game *g = &w->game;
    size_t n = g->revealed_count;
    if (n == 0)
        return;
    const uint32_t *revealed = mines_revealed(g);
    uint32_t cols = (uint32_t)g->cols;
    int32_t r0 = (int32_t)(revealed[0] / cols), r1 = (int32_t)(revealed[n - 1] / cols);
    int32_t c0 = 0, c1 = g->cols - 1;
    if (n <= 4096) {
        c0 = c1 = (int32_t)(revealed[0] % cols);
        for (size_t k = 1; k < n; k++) {
            int32_t c = (int32_t)(revealed[k] % cols);
            if (c < c0) c0 = c;
            if (c > c1) c1 = c;
        }
    }
    set_dirty(w, r0, c0, r1, c1);
}

static size_t digits(int32_t v)
{
    size_t n = 1;
    while (v >= 10) {
        v /= 10;
        n++;
    }
    return n;
}

/* Make room for the longest feedback a sweep can print (every safe cell
 * left, one `x y c` line each) before it runs, so that a flood over a
 * big board prints into one allocation instead of a chain of doublings.
 * A failure here is harmless: the printer grows the buffer itself. */
static void reserve_feedback(web_game *w)
{
    const mines_game *g = &w->game;
    int64_t left = w->laid ? g->safe_left : (int64_t)g->rows * g->cols;
    size_t line = digits(g->rows) + digits(g->cols) + 4;
    size_t need = 64 + (size_t)left * line;
    if (w->text.cap - w->text.len >= need)
        return;
    if (gg_out_reserve(&w->text, need))
        gg_out_commit(&w->text, 0);
    w->text.failed = 0;
}

/* Log a move played (its command line in w->moves) and what it did.
 * Returns 0, or -1 when out of memory. */
static int log_move(web_game *w, const mines_move *mv, int feedback, int32_t revealed)
{
    static const char *const names[] = {"Flag ", "Sweep ", "DSweep ", "Quit"};
    gg_out_str(&w->moves, names[mv->kind]);
    if (mv->kind != MOVE_QUIT) {
        gg_out_int(&w->moves, mv->x);
        gg_out_char(&w->moves, ' ');
        gg_out_int(&w->moves, mv->y);
    }
    gg_out_char(&w->moves, '\n');
    if (w->moves.failed)
        return -1;
    w->started = 1;
    w->last_feedback = feedback;
    w->last_kind = (int)mv->kind;
    w->last_r = mv->x - 1;
    w->last_c = mv->y - 1;
    w->last_revealed = revealed;
    return 0;
}

/* Play one parsed move: lay the mines first if this is the first Sweep,
 * then print its feedback into w->text (appending) and log it. */
int web_play(web_game *w, const mines_move *mv)
{
    mines_game *g = &w->game;
    if (g->result != MINES_PLAYING)
        return web_fail(GG_BAD_INPUT, "the game is over: start a new one");
#ifdef MINESFILE_MAX_MOVES
    if (mv->kind != MOVE_QUIT && g->steps >= MINESFILE_MAX_MOVES((int64_t)g->rows * g->cols))
        return web_fail(GG_TOO_BIG, "too many moves for one game (10,000,000 + 2*n*m)");
#endif
    int32_t r = mv->x - 1, c = mv->y - 1;
    if (!w->laid && mv->kind == MOVE_SWEEP && !(g->cells[(size_t)r * g->cols + c] & MINES_FLAG)) {
        gg_status st = minegen_layout(g, w->mines_wanted, w->seed, w->mode, r, c, &web_last_error);
        if (st != GG_OK) {
            /* A layout that failed part way (noguess finding none) may
             * have laid mines: take them off, so that the move changes
             * nothing and the next Sweep lays on an empty board. */
            size_t n = (size_t)g->rows * (size_t)g->cols;
            for (size_t i = 0; i < n; i++)
                g->cells[i] &= (uint8_t)~MINES_MINE;
            mines_recount(g);
            return web_fail_status(st);
        }
        w->laid = 1;
    }
    if (mv->kind == MOVE_SWEEP || mv->kind == MOVE_DSWEEP)
        reserve_feedback(w);
    int64_t mark = (int64_t)w->text.len;
    mines_feedback fb = minesfile_play(g, mv, &w->text);
    if (fb == MINES_FB_NO_MEMORY || w->text.failed) {
        w->text.failed = 0;
        w->text.len = (size_t)mark;
        return web_fail(GG_NO_MEMORY, WEB_NO_MEMORY);
    }
    if (log_move(w, mv, (int)fb, fb == MINES_FB_DETECTED ? (int32_t)g->revealed_count : 0) < 0)
        return web_fail(GG_NO_MEMORY, WEB_NO_MEMORY);
    if (fb == MINES_FB_SUCCESS || fb == MINES_FB_CANCELLED)
        set_dirty(w, r, c, r, c);
    else if (fb == MINES_FB_DETECTED)
        dirty_revealed(w);
    if (g->result != MINES_PLAYING)
        web_dirty_all(w); /* the end shows every mine, or flags them */
    return 0;
}

void web_begin_call(web_game *w)
{
    w->text.len = 0;
    w->text.failed = 0;
    w->dirty[0] = -1;
}

/* Play one move given as a command line (`Sweep 3 4`, `Flag 1 1`,
 * `DSweep 2 2`, `Quit`; 1-based, as in a command file). Its feedback, the
 * exact text `gridgames mines` prints for it, is then at gg_mines_text.
 * Fails on a bad line, on a move after the end, or out of memory; a
 * failed move changes nothing. */
GG_EXPORT int gg_mines_play(int handle, const char *line, int len)
{
    web_game *w = web_find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    if (!line || len < 0 || !gg_in_memory(line, (size_t)len))
        return web_fail(GG_BAD_INPUT, "no move given (or its text is not in the module's memory)");
    web_begin_call(w);
    mines_move mv;
    char why[160];
    int got = minesfile_parse_move(line, (size_t)len, w->game.rows, w->game.cols, &mv, why, sizeof why);
    if (got == 0)
        return web_fail(GG_BAD_INPUT, "the move is empty");
    if (got < 0)
        return web_fail(GG_BAD_INPUT, why);
    return web_play(w, &mv);
}

/* Fill and return the game's info array (INFO_* above), or NULL for a
 * stale handle. Valid until the game's next call. */
GG_EXPORT int32_t *gg_mines_info(int handle)
{
    web_game *w = web_find(handle);
    if (!w)
        return NULL;
    const mines_game *g = &w->game;
    int32_t *in = w->info;
    memset(in, 0, sizeof w->info);
    static const int32_t state_of[] = {1, 2, 3, 4};
    in[INFO_STATE] = g->result == MINES_PLAYING && !w->started ? 0 : state_of[g->result];
    in[INFO_ROWS] = g->rows;
    in[INFO_COLS] = g->cols;
    in[INFO_MINES] = (int32_t)(w->laid ? g->mine_count : w->mines_wanted);
    in[INFO_FLAGS] = (int32_t)(g->result == MINES_WON ? g->mine_count : g->flag_count);
    in[INFO_STEPS] = (int32_t)g->steps;
    in[INFO_SAFE_LEFT] = (int32_t)(w->laid ? g->safe_left : (int64_t)g->rows * g->cols - w->mines_wanted);
    in[INFO_LAID] = w->laid;
    in[INFO_FEEDBACK] = w->last_feedback;
    in[INFO_REVEALED_COUNT] = w->last_revealed;
    in[INFO_TEXT_LEN] = (int32_t)w->text.len;
    for (int k = 0; k < 4; k++)
        in[INFO_DIRTY_R0 + k] = w->dirty[k];
    in[INFO_BLOWN_R] = g->blown >= 0 ? (int32_t)(g->blown / g->cols) : -1;
    in[INFO_BLOWN_C] = g->blown >= 0 ? (int32_t)(g->blown % g->cols) : -1;
    in[INFO_MOVE_KIND] = w->last_kind;
    in[INFO_MOVE_R] = w->last_r;
    in[INFO_MOVE_C] = w->last_c;
    in[INFO_CLICK_R] = w->click_r;
    in[INFO_CLICK_C] = w->click_c;
    in[INFO_REPLAYABLE] = w->laid && w->replayable;
    return in;
}

/* The last call's text: the feedback of the moves it played, or a replay;
 * INFO_TEXT_LEN bytes, no NUL. Valid until the game's next call. NULL for
 * a stale handle. */
GG_EXPORT const char *gg_mines_text(int handle)
{
    web_game *w = web_find(handle);
    return w ? w->text.data : NULL;
}

/* The cells the last move swept, INFO_REVEALED_COUNT indices r*cols + c in
 * ascending order. Valid until the game's next call. */
GG_EXPORT const uint32_t *gg_mines_revealed(int handle)
{
    web_game *w = web_find(handle);
    return w ? mines_revealed(&w->game) : NULL;
}

/* What one cell shows: '#' hidden, 'F' flag, '0'-'8' swept; once the game
 * is lost or given up '*' a mine, 'X' the mine that blew, '!' a flag on no
 * mine; once it is won every mine shows 'F'. */
static char shown(const mines_game *g, size_t i)
{
    uint8_t v = g->cells[i];
    if (v & MINES_OPEN)
        return (char)('0' + (v & MINES_COUNT_MASK));
    switch (g->result) {
    case MINES_WON:
        return (v & (MINES_MINE | MINES_FLAG)) ? 'F' : '#';
    case MINES_LOST:
    case MINES_QUIT:
        if ((int64_t)i == g->blown)
            return 'X';
        if (v & MINES_FLAG)
            return (v & MINES_MINE) ? 'F' : '!';
        return (v & MINES_MINE) ? '*' : '#';
    case MINES_PLAYING:
    default:
        return (v & MINES_FLAG) ? 'F' : '#';
    }
}

/* Write what the cells of rows r0..r0+nr-1, columns c0..c0+nc-1 show
 * (see shown() above) into buf, row by row, nr*nc bytes. The rectangle
 * must lie on the board. Returns nr*nc, or a negative status. */
GG_EXPORT int gg_mines_snapshot(int handle, int r0, int c0, int nr, int nc, char *buf)
{
    web_game *w = web_find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    const mines_game *g = &w->game;
    if (!buf || nr < 1 || nc < 1 || r0 < 0 || c0 < 0 || r0 > g->rows - nr || c0 > g->cols - nc)
        return web_fail(GG_BAD_INPUT, "the snapshot rectangle is not on the board");
    if (!gg_in_memory(buf, (size_t)nr * (size_t)nc))
        return web_fail(GG_BAD_INPUT, "the snapshot buffer is not in the module's memory");
    for (int r = 0; r < nr; r++) {
        size_t base = (size_t)(r0 + r) * g->cols + (size_t)c0;
        char *out = buf + (size_t)r * nc;
        for (int c = 0; c < nc; c++)
            out[c] = shown(g, base + (size_t)c);
    }
    return nr * nc;
}

/* The game behind handle, when (r, c) is a cell of its board; else NULL,
 * with the error set. */
static web_game *find_cell(int handle, int r, int c)
{
    web_game *w = web_find(handle);
    if (w && (r < 0 || c < 0 || r >= w->game.rows || c >= w->game.cols)) {
        web_fail(GG_BAD_INPUT, "the cell is not on the board");
        return NULL;
    }
    return w;
}

/* 1 when a DSweep on (r, c) would sweep something or boom — a swept number
 * with as many flags around as it shows and a hidden cell without a flag
 * beside it — else 0 (the page then leaves the click alone rather than
 * spend a step on "failed"); negative on a bad handle or cell. */
GG_EXPORT int gg_mines_chord_ready(int handle, int r, int c)
{
    web_game *w = find_cell(handle, r, c);
    if (!w)
        return -GG_BAD_INPUT;
    const mines_game *g = &w->game;
    uint8_t v = g->cells[(size_t)r * g->cols + c];
    int number = v & MINES_COUNT_MASK;
    if (g->result != MINES_PLAYING || !(v & MINES_OPEN) || number == 0)
        return 0;
    int flags = 0, hidden = 0;
    for (int y = r - 1; y <= r + 1; y++)
        for (int x = c - 1; x <= c + 1; x++) {
            if (y < 0 || x < 0 || y >= g->rows || x >= g->cols)
                continue;
            uint8_t u = g->cells[(size_t)y * g->cols + x];
            flags += (u & MINES_FLAG) != 0;
            hidden += !(u & (MINES_FLAG | MINES_OPEN));
        }
    return flags == number && hidden > 0;
}

/* 1 when playing Sweep (chord 0) or DSweep (chord 1) on (r, c) would
 * sweep a cell showing 0, and so may flood a large part of the board; else
 * 0 (one cell, nothing, or a mine). The page plays such moves on big
 * boards in its worker (gg_mines_adopt). Negative on a bad handle or cell. */
GG_EXPORT int gg_mines_may_flood(int handle, int r, int c, int chord)
{
    web_game *w = find_cell(handle, r, c);
    if (!w)
        return -GG_BAD_INPUT;
    const mines_game *g = &w->game;
    if (!w->laid)
        return !chord; /* the first Sweep lays the mines: an opening, or anything */
    if (chord && gg_mines_chord_ready(handle, r, c) != 1)
        return 0;
    for (int y = r - chord; y <= r + chord; y++)
        for (int x = c - chord; x <= c + chord; x++) {
            if (y < 0 || x < 0 || y >= g->rows || x >= g->cols)
                continue;
            uint8_t u = g->cells[(size_t)y * g->cols + x];
            if (!(u & (MINES_OPEN | MINES_FLAG | MINES_MINE)) && (u & MINES_COUNT_MASK) == 0)
                return 1;
        }
    return 0;
}

/* The game's cells, rows*cols bytes with rules/mines.h's bits (count,
 * mine, flag, swept), for a copy of the game elsewhere: the page's worker
 * plays the longest moves and runs the solver on such copies
 * (gg_mines_adopt). Valid until the game's next call; NULL for a stale
 * handle. */
GG_EXPORT const uint8_t *gg_mines_cells(int handle)
{
    web_game *w = web_find(handle);
    if (!w)
        return NULL;
    mines_revealed(&w->game); /* a flood's marks off the cells, as a list */
    return w->game.cells;
}

/* Make `handle`'s game a copy's: `cells` as gg_mines_cells gave them from
 * a game of the same size, seed, start and mines, with `steps` moves
 * played and its mines laid or not; the counters follow from the cells.
 * Given a move line (len > 0), the copy's last move is logged here as
 * played, and `info` (the copy's gg_mines_info array) says what it did.
 * Refused, changing nothing, when the cells are no position of this game
 * (a count past 8, a flag on a swept cell, mines before they are laid, two
 * swept mines) or the line is not a move. */
GG_EXPORT int gg_mines_adopt(int handle, const uint8_t *cells, int steps, int laid, const char *line, int len,
                             const int32_t *info)
{
    web_game *w = web_find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    mines_game *g = &w->game;
    size_t n = (size_t)g->rows * (size_t)g->cols;
    if (!cells || !gg_in_memory(cells, n) || steps < 0 || len < 0 || (len > 0 && (!line || !info ||
        !gg_in_memory(line, (size_t)len) || !gg_in_memory(info, INFO_SIZE * sizeof *info))))
        return web_fail(GG_BAD_INPUT, "the position to adopt is not in the module's memory");
    mines_move mv;
    char why[160];
    if (len > 0 && minesfile_parse_move(line, (size_t)len, g->rows, g->cols, &mv, why, sizeof why) <= 0)
        return web_fail(GG_BAD_INPUT, "the move to adopt is not a move of this board");
    int64_t mines = 0, flags = 0, safe_left = 0, blown = -1;
    for (size_t i = 0; i < n; i++) {
        uint8_t v = cells[i];
        if ((v & MINES_NEW) || (v & MINES_COUNT_MASK) > 8 || ((v & MINES_FLAG) && (v & MINES_OPEN)) ||
            ((v & MINES_MINE) && !laid) || ((v & MINES_MINE) && (v & MINES_OPEN) && blown >= 0))
            return web_fail(GG_BAD_INPUT, "the position to adopt is not one of this game");
        mines += (v & MINES_MINE) != 0;
        flags += (v & MINES_FLAG) != 0;
        safe_left += !(v & (MINES_MINE | MINES_OPEN));
        if ((v & MINES_MINE) && (v & MINES_OPEN))
            blown = (int64_t)i;
    }
    if (len > 0 && log_move(w, &mv, info[INFO_FEEDBACK], info[INFO_REVEALED_COUNT]) < 0)
        return web_fail(GG_NO_MEMORY, WEB_NO_MEMORY);
    memcpy(g->cells, cells, n);
    g->mine_count = mines;
    g->flag_count = flags;
    g->safe_left = safe_left;
    g->steps = steps;
    g->blown = blown;
    g->revealed_count = 0;
    g->marked.rows = 0; /* the cells are the copy's: none is marked */
    g->result = blown >= 0 ? MINES_LOST : laid && safe_left == 0 ? MINES_WON : MINES_PLAYING;
    w->laid = laid != 0;
    w->started = w->started || steps > 0;
    web_begin_call(w);
    if (len > 0)
        for (int k = 0; k < 4; k++)
            w->dirty[k] = info[INFO_DIRTY_R0 + k];
    if (g->result != MINES_PLAYING)
        web_dirty_all(w);
    return 0;
}

/* Measure the game for its statistics into out[0..4]: the board's 3BV,
 * the 3BV swept so far, its openings, the steps played, the safe cells
 * swept. Before the layout every figure but steps is 0. Returns 0 or a
 * negative status. */
GG_EXPORT int gg_mines_measure(int handle, double *out)
{
    web_game *w = web_find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    if (!out || !gg_in_memory(out, 5 * sizeof *out))
        return web_fail(GG_BAD_INPUT, "no place to write the figures (or it is not in the module's memory)");
    mines_3bv m = {0, 0, 0};
    if (w->laid) {
        gg_status st = mines_measure_3bv(&w->game, &m);
        if (st != GG_OK)
            return web_fail_status(st);
    }
    const mines_game *g = &w->game;
    out[0] = (double)m.total;
    out[1] = (double)m.solved;
    out[2] = (double)m.openings;
    out[3] = (double)g->steps;
    out[4] = w->laid ? (double)((int64_t)g->rows * g->cols - g->mine_count - g->safe_left) : 0;
    return 0;
}

/* For the other web front ends (wasm_solver.c): the game behind a handle,
 * whether its mines are laid, and how many there are (or will be). NULL,
 * with the error message set, for a handle that is not a game's. Not
 * exported to JS. */
const mines_game *gg_web_game(int handle, int *laid, int64_t *mines)
{
    web_game *w = web_find(handle);
    if (!w)
        return NULL;
    *laid = w->laid;
    *mines = w->laid ? w->game.mine_count : w->mines_wanted;
    return &w->game;
}

/* Record an error for the other web front ends; returns -status. */
int gg_web_fail(int status, const char *msg)
{
    return web_fail((gg_status)status, msg);
}
