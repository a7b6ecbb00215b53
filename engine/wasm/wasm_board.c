/* wasm_board.c — board files, position codes and the analysis of any
 * Minesweeper position, for the page's position editor: the analysis
 * module's front end (gg-mines-analysis.wasm, with wasm_memory.c; the
 * page loads it on first use, apart from the game's own wasm). The formats
 * are the engine's (formats/boardfile.h, formats/minescode.h) and the
 * analysis is `gridgames solve`'s own (formats/solvetext.h,
 * solver/position.h): this file only checks what JavaScript hands in and
 * lays the answers out in memory. It holds no game: a board file read
 * here goes to the game's module as text (gg_mines_load_replay), and a
 * game's layout comes back as its replay's first lines. Conventions as in
 * wasm_api.c: >= 0 on success, a negative gg_status with a sentence in
 * gg_board_error_message() on failure; text and bytes from JS are
 * (pointer, length) pairs allocated with gg_alloc.
 *
 * What a call hands back lies at gg_board_result(), owned here, valid
 * until the next gg_board_* call; its length (or cell count) is the call's
 * return value. */
#include <stdlib.h>
#include <string.h>

#include "base/gg.h"
#include "formats/boardfile.h"
#include "formats/minescode.h"
#include "formats/solvetext.h"
#include "rules/mines.h"
#include "solver/position.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define GG_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define GG_EXPORT
#endif


/* The page's largest board side (wasm_api.c's WEB_MAX_SIDE). */
#define BOARD_MAX_SIDE 1000
#define BOARD_NO_MEMORY "out of engine memory (the WebAssembly memory is full)"

/* What gg_board_read writes. */
enum { BOARD_TEXT, BOARD_MBF, BOARD_LAYOUT_CODE };

/* Fields of the int32 summary gg_board_analyse fills. */
enum {
    SUM_ROWS,
    SUM_COLS,
    SUM_MINES,      /* mines in all, as analysed */
    SUM_HIDDEN,     /* cells not revealed (flagged ones included) */
    SUM_SAFE,       /* hidden cells certainly safe */
    SUM_CERTAIN,    /* hidden cells certainly mines */
    SUM_EXACT,      /* 1 when every probability is exact, 0 estimated */
    SUM_MOVE_ROW,   /* the move `solve` prints, 0-based, or -1 for none */
    SUM_MOVE_COL,
    SUM_MOVE_KIND,  /* 0 none left, 1 certainly safe, 2 a guess */
    SUM_MOVE_PPM,   /* the guess's P(mine) in millionths (0 when safe) */
    SUM_FORCED,     /* 1 when the guess is half of a 50/50 no number settles */
    SUM_CONFLICT_R1, /* an impossible position: the number(s) the message */
    SUM_CONFLICT_C1, /* names, 0-based, or -1 */
    SUM_CONFLICT_R2,
    SUM_CONFLICT_C2,
    SUM_SIZE
};

/* Per-cell state bytes of gg_board_analyse. */
enum {
    CELL_REVEALED = 0,
    CELL_UNKNOWN = 1, /* hidden, neither certain */
    CELL_SAFE = 2,    /* hidden, certainly safe */
    CELL_MINE = 3,    /* hidden, certainly a mine */
    CELL_DEAD = 4,    /* bit: hidden and not a mine, its number already known */
    CELL_FLAGGED = 8  /* bit: a flag stands on it (a position code's `f`) */
};

static gg_out result;
static gg_error last_error;

/* Record msg as the last error; returns -status. */
static int fail(int status, const char *msg)
{
    gg_fail(&last_error, 0, "%s", msg);
    return -status;
}

/* The message of the last failed call: NUL-terminated, owned here. */
GG_EXPORT const char *gg_board_error_message(void)
{
    return last_error.msg;
}

/* An empty result for a new call. */
static gg_out *begin(void)
{
    result.len = 0;
    result.failed = 0;
    return &result;
}

GG_EXPORT const char *gg_board_result(void)
{
    return result.data;
}

static int failed_status(gg_status st, const gg_error *err)
{
    if (st == GG_NO_MEMORY)
        return fail(st, BOARD_NO_MEMORY);
    if (st == GG_TOO_BIG)
        return fail(st, err && err->msg[0] ? err->msg : "the board is too big");
    if (err->line > 0) {
        char msg[sizeof err->msg];
        gg_format(msg, sizeof msg, "line %ld: %s", err->line, err->msg);
        return fail(st, msg);
    }
    return fail(st, err->msg);
}

static int side_ok(int64_t rows, int64_t cols, gg_error *err)
{
    if (rows <= BOARD_MAX_SIDE && cols <= BOARD_MAX_SIDE)
        return 1;
    gg_fail(err, 0, "a %lld x %lld board is outside what the page takes (1..%d rows and columns)",
            (long long)rows, (long long)cols, BOARD_MAX_SIDE);
    return 0;
}

/* Read a board file of any kind boardfile.h reads (text, .mbf, a layout
 * code; told apart by content) and write its layout at gg_board_result()
 * as `kind`: 0 text (the command file's first lines, which
 * gg_mines_load_replay of the game's module plays as a new game), 1 .mbf
 * bytes, 2 a layout code. Returns the length in bytes, or a negative
 * status; an .mbf of a board with a side over 255 is refused. */
GG_EXPORT int gg_board_read(const char *bytes, int len, int kind)
{
    gg_out *out = begin();
    if (!bytes || len < 0 || !gg_in_memory(bytes, (size_t)len))
        return fail(GG_BAD_INPUT, "no board file given (or its bytes are not in the module's memory)");
    if (kind < BOARD_TEXT || kind > BOARD_LAYOUT_CODE)
        return fail(GG_BAD_INPUT, "the kind must be 0 text, 1 .mbf or 2 layout code");
    mines_game g;
    gg_error err = {0, ""};
    gg_status st = boardfile_read(bytes, (size_t)len, &g, NULL, &err);
    if (st == GG_OK && !side_ok(g.rows, g.cols, &err))
        st = GG_BAD_INPUT;
    if (st == GG_OK && kind == BOARD_MBF)
        st = boardfile_mbf_fits(&g, &err);
    if (st == GG_OK && kind == BOARD_TEXT)
        boardfile_write_text(&g, out);
    else if (st == GG_OK && kind == BOARD_MBF)
        boardfile_write_mbf(&g, out);
    else if (st == GG_OK)
        minescode_print_layout(&g, out);
    mines_free(&g); /* also on failure (boardfile.h) */
    if (st != GG_OK)
        return failed_status(st, &err);
    if (out->failed)
        return fail(GG_NO_MEMORY, BOARD_NO_MEMORY);
    return (int)out->len;
}

/* The position code of a position the page holds: rows x cols cells
 * (int8, row-major: -1 hidden, -2 flagged, 0..8 revealed) with `mines`
 * mines in all (a whole number, at most the cells not revealed). Returns
 * the code's length; the code (no NUL) lies at gg_board_result(). */
GG_EXPORT int gg_board_code_encode(int rows, int cols, double mines, const int8_t *cells)
{
    gg_out *out = begin();
    gg_error err = {0, ""};
    if (rows < 1 || cols < 1 || !side_ok(rows, cols, &err))
        return fail(GG_BAD_INPUT, rows < 1 || cols < 1 ? "a board has at least 1 row and 1 column" : err.msg);
    size_t n = (size_t)rows * (size_t)cols, unrevealed = 0;
    if (!cells || !gg_in_memory(cells, n))
        return fail(GG_BAD_INPUT, "no cells given (or they are not in the module's memory)");
    for (size_t i = 0; i < n; i++) {
        if (cells[i] < MINESCODE_FLAG || cells[i] > 8) {
            gg_fail(&err, 0, "cell [%ld,%ld] is %d: a cell is -1 hidden, -2 flagged or 0..8 revealed",
                    (long)(i / (size_t)cols), (long)(i % (size_t)cols), cells[i]);
            return fail(GG_BAD_INPUT, err.msg);
        }
        unrevealed += cells[i] < 0;
    }
    if (!(mines >= 0 && mines <= (double)unrevealed && mines == (double)(int64_t)mines)) {
        gg_fail(&err, 0, "the mines in all must be a whole number from 0 to the %zu cells not revealed", unrevealed);
        return fail(GG_BAD_INPUT, err.msg);
    }
    mines_position p = {rows, cols, (int64_t)mines, (int8_t *)cells};
    minescode_print_position(&p, out);
    if (out->failed)
        return fail(GG_NO_MEMORY, BOARD_NO_MEMORY);
    return (int)out->len;
}

/* Decode a layout code (L...) or a position code (P...). header[0..3]:
 * the kind (1 layout, 2 position), rows, cols, mines in all. Returns the
 * number of cells, rows*cols; gg_board_result() holds one int8 a cell,
 * row-major: for a layout 1 a mine, 0 safe; for a position -1 hidden, -2
 * flagged, 0..8 revealed. */
GG_EXPORT int gg_board_code_decode(const char *code, int len, int32_t *header)
{
    gg_out *out = begin();
    if (!code || len < 0 || !gg_in_memory(code, (size_t)len))
        return fail(GG_BAD_INPUT, "no code given (or its text is not in the module's memory)");
    if (!header || !gg_in_memory(header, 4 * sizeof *header))
        return fail(GG_BAD_INPUT, "no place to write the code's header (or it is not in the module's memory)");
    int kind = minescode_kind(code, (size_t)len);
    if (!kind)
        return fail(GG_BAD_INPUT, "a code starts with L (a layout) or P (a position), then its rows");
    gg_error err = {0, ""};
    int32_t h[4] = {kind == 'L' ? 1 : 2, 0, 0, 0};
    gg_status st;
    if (kind == 'L') {
        mines_game g;
        st = minescode_parse_layout(code, (size_t)len, &g, &err);
        if (st == GG_OK && !side_ok(g.rows, g.cols, &err))
            st = GG_BAD_INPUT;
        if (st == GG_OK) {
            size_t n = (size_t)g.rows * (size_t)g.cols;
            char *p = gg_out_reserve(out, n);
            if (p) {
                for (size_t i = 0; i < n; i++)
                    p[i] = (char)((g.cells[i] & MINES_MINE) != 0);
                gg_out_commit(out, n);
            }
            h[1] = g.rows;
            h[2] = g.cols;
            h[3] = (int32_t)g.mine_count;
        }
        mines_free(&g);
    } else {
        mines_position p;
        st = minescode_parse_position(code, (size_t)len, &p, &err);
        if (st == GG_OK && !side_ok(p.rows, p.cols, &err)) {
            minescode_free(&p);
            st = GG_BAD_INPUT;
        }
        if (st == GG_OK) {
            gg_out_bytes(out, (const char *)p.cells, (size_t)p.rows * (size_t)p.cols);
            h[1] = p.rows;
            h[2] = p.cols;
            h[3] = (int32_t)p.mines;
            minescode_free(&p);
        }
    }
    if (st != GG_OK)
        return failed_status(st, &err);
    if (out->failed)
        return fail(GG_NO_MEMORY, BOARD_NO_MEMORY);
    memcpy(header, h, sizeof h);
    return (int)out->len;
}

/* Analyse a position exactly as `gridgames solve` does (docs/cli.md §5),
 * through the same function (solvetext_analyse): text is one line of
 * solve's input, a LeetCode 529 board (`[["E","1"],…]`) or a position code
 * (P...); mines >= 0 is the total mine count (solve's --mines), mines < 0
 * takes the code's total or, for a LeetCode board, its number of M. Fills summary[0..15] (the SUM_ fields above),
 * also on an impossible position (its conflict cells). Returns the number
 * of cells n = rows*cols; gg_board_result() then holds n doubles, each
 * cell's P(mine) (-1 revealed, 0 or 1 when certain), then n state bytes
 * (CELL_ above). An impossible position fails with the sentence `solve`
 * prints, less its `line 1: ` (one position has no lines to tell apart). */
GG_EXPORT int gg_board_analyse(const char *text, int len, double mines, int32_t *summary)
{
    gg_out *out = begin();
    if (!text || len < 0 || !gg_in_memory(text, (size_t)len))
        return fail(GG_BAD_INPUT, "no position given (or its text is not in the module's memory)");
    if (!summary || !gg_in_memory(summary, SUM_SIZE * sizeof *summary))
        return fail(GG_BAD_INPUT, "no place to write the summary (or it is not in the module's memory)");
    if (!(mines < 0 || (mines <= MINES_MAX_CELLS && mines == (double)(int64_t)mines)))
        return fail(GG_BAD_INPUT, "the mines in all must be a whole number, or negative for the position's own");
    int32_t sum[SUM_SIZE];
    for (int k = 0; k < SUM_SIZE; k++)
        sum[k] = k >= SUM_MOVE_ROW && k != SUM_MOVE_KIND && k != SUM_MOVE_PPM && k != SUM_FORCED ? -1 : 0;
    gg_error err = {0, ""};
    position_report r;
    /* solve's own reading and analysis, for a LeetCode board and a code
     * alike; a code is read again here only for its flags. */
    gg_status st = solvetext_analyse(text, (size_t)len, mines >= 0 ? (int64_t)mines : -1, &r, &err);
    if (st == GG_OK && !side_ok(r.s.rows, r.s.cols, &err)) {
        position_free(&r);
        st = GG_BAD_INPUT;
    }
    mines_position code = {0, 0, 0, NULL};
    if (st == GG_OK && minescode_kind(text, (size_t)len) == 'P') {
        gg_error unused;
        if (minescode_parse_position(text, (size_t)len, &code, &unused) != GG_OK)
            code.cells = NULL;
    }
    if (st != GG_OK) {
        if (st == GG_BAD_INPUT && r.conflict[0] >= 0) {
            int32_t cols = r.cols;
            for (int k = 0; k < 2; k++)
                if (r.conflict[k] >= 0) {
                    sum[SUM_CONFLICT_R1 + 2 * k] = (int32_t)(r.conflict[k] / cols);
                    sum[SUM_CONFLICT_C1 + 2 * k] = (int32_t)(r.conflict[k] % cols);
                }
        }
        minescode_free(&code);
        memcpy(summary, sum, sizeof sum);
        err.line = 0; /* one position: solve's sentence without its line */
        return failed_status(st, &err);
    }
    const solver *s = &r.s;
    size_t n = (size_t)s->rows * (size_t)s->cols;
    char *p = gg_out_reserve(out, n * (sizeof(double) + 1));
    if (!p) {
        position_free(&r);
        minescode_free(&code);
        return fail(GG_NO_MEMORY, BOARD_NO_MEMORY);
    }
    uint8_t *state = (uint8_t *)p + n * sizeof(double);
    for (size_t i = 0; i < n; i++) {
        double prob = -1;
        uint8_t st8 = CELL_REVEALED;
        if (s->view[i] < 0) {
            int know = s->know[i] & 3;
            prob = s->prob[i];
            st8 = know == SOLVER_SAFE ? CELL_SAFE : know == SOLVER_MINE ? CELL_MINE : CELL_UNKNOWN;
            if (position_dead(&r, i))
                st8 |= CELL_DEAD;
            sum[SUM_SAFE] += know == SOLVER_SAFE;
            sum[SUM_CERTAIN] += know == SOLVER_MINE;
        }
        if (code.cells && code.cells[i] == MINESCODE_FLAG)
            st8 |= CELL_FLAGGED;
        memcpy(p + i * sizeof(double), &prob, sizeof prob);
        state[i] = st8;
    }
    gg_out_commit(out, n * (sizeof(double) + 1));
    sum[SUM_ROWS] = s->rows;
    sum[SUM_COLS] = s->cols;
    sum[SUM_MINES] = (int32_t)s->mines;
    sum[SUM_HIDDEN] = (int32_t)r.hidden;
    sum[SUM_EXACT] = s->exact;
    if (r.move >= 0) {
        sum[SUM_MOVE_ROW] = (int32_t)(r.move / s->cols);
        sum[SUM_MOVE_COL] = (int32_t)(r.move % s->cols);
        sum[SUM_MOVE_KIND] = r.move_safe ? 1 : 2;
        sum[SUM_MOVE_PPM] = r.move_safe ? 0 : (int32_t)(s->prob[r.move] * 1e6 + 0.5);
        sum[SUM_FORCED] = r.forced;
    }
    memcpy(summary, sum, sizeof sum);
    position_free(&r);
    minescode_free(&code);
    return (int)n;
}
