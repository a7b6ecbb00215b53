/* mines.c — Minesweeper rules (docs/minesweeper.md): the board, the
 * counts of its cells and the moves. The sweep process a move starts, a
 * flood by row spans that never recurses, is in mines_flood.c. */
#include "rules/mines_internal.h"

#include <stdlib.h>
#include <string.h>

gg_status mines_init(mines_game *g, int32_t rows, int32_t cols)
{
    memset(g, 0, sizeof *g);
    g->blown = -1;
    if (rows < 1 || cols < 1 || (int64_t)rows * cols > MINES_MAX_CELLS)
        return GG_TOO_BIG;
    size_t n = (size_t)rows * (size_t)cols;
    g->cells = calloc(n, 1);
    if (!g->cells)
        return GG_NO_MEMORY;
    g->rows = rows;
    g->cols = cols;
    g->safe_left = (int64_t)n;
    return GG_OK;
}

void mines_free(mines_game *g)
{
    free(g->cells);
    free(g->revealed);
    memset(g, 0, sizeof *g);
    g->blown = -1;
}

void mines_clear(mines_game *g)
{
    memset(g->cells, 0, (size_t)g->rows * g->cols);
    g->mine_count = g->flag_count = g->steps = 0;
    g->safe_left = (int64_t)g->rows * g->cols;
    g->result = MINES_PLAYING;
    g->blown = -1;
    g->revealed_count = 0;
    g->marked.rows = 0;
}

static int on_board(const mines_game *g, int32_t r, int32_t c)
{
    return r >= 0 && c >= 0 && r < g->rows && c < g->cols;
}

/* Add delta to the count of each neighbour of (r, c). */
static void adjust_around(mines_game *g, int32_t r, int32_t c, int delta)
{
    int32_t r0 = r > 0 ? r - 1 : 0, r1 = r + 1 < g->rows ? r + 1 : r;
    int32_t c0 = c > 0 ? c - 1 : 0, c1 = c + 1 < g->cols ? c + 1 : c;
    for (int32_t y = r0; y <= r1; y++)
        for (int32_t x = c0; x <= c1; x++)
            if (y != r || x != c)
                g->cells[(size_t)y * g->cols + x] += (uint8_t)delta;
}

int mines_set_mine(mines_game *g, int32_t r, int32_t c, int mine)
{
    if (!on_board(g, r, c))
        return -1;
    uint8_t *cell = &g->cells[(size_t)r * g->cols + c];
    if (*cell & MINES_OPEN)
        return -1;
    if (mine && !(*cell & MINES_MINE)) {
        *cell |= MINES_MINE;
        g->mine_count++;
        g->safe_left--;
        adjust_around(g, r, c, 1);
    } else if (!mine && (*cell & MINES_MINE)) {
        *cell &= (uint8_t)~MINES_MINE;
        g->mine_count--;
        g->safe_left++;
        adjust_around(g, r, c, -1);
    }
    return 0;
}


/* mines_recount for rows r0..r1 - 1; returns their mines. */
static GG_NOINLINE int64_t recount_rows(mines_game *g, size_t r0, size_t r1)
{
    /* A cell's count is the mines of its 3 x 3 block less its own. Row by
     * row, in stretches of up to STRETCH columns: first each column's
     * mines over the three rows (with the column either side of the
     * stretch, or 0 off the board), then each cell's sum of three column
     * sums; eight cells a step, each lane counting in units of
     * MINES_MINE (at most 9 of them, 0x90, fits a lane), and the last
     * few cells of a stretch one by one. */
    enum { STRETCH = 1024 };
    const uint64_t mine = LANES(MINES_MINE);
    const size_t rows = (size_t)g->rows, cols = (size_t)g->cols;
    uint8_t column[STRETCH + 2];
    int64_t mines = 0;
    for (size_t r = r0; r < r1; r++) {
        uint8_t *mid = g->cells + r * cols;
        /* A missing row above or below reads as the row itself, masked out. */
        const uint8_t *up = r > 0 ? mid - cols : mid, *down = r + 1 < rows ? mid + cols : mid;
        const uint64_t up_mine = r > 0 ? mine : 0, down_mine = r + 1 < rows ? mine : 0;
        for (size_t c0 = 0; c0 < cols; c0 += STRETCH) {
            size_t width = cols - c0 < STRETCH ? cols - c0 : STRETCH, end = c0 + width;
            /* column[k] holds board column c0 - 1 + k. */
            size_t from = c0 > 0 ? c0 - 1 : 0, to = end < cols ? end + 1 : cols, c = from;
            column[0] = column[width + 1] = 0;
            for (; c + 8 <= to; c += 8)
                store_lanes(column + (c + 1 - c0), (load_lanes(up + c) & up_mine) +
                                                       (load_lanes(mid + c) & mine) +
                                                       (load_lanes(down + c) & down_mine));
            for (; c < to; c++)
                column[c + 1 - c0] = (uint8_t)((up[c] & up_mine) + (mid[c] & mine) + (down[c] & down_mine));
            for (c = c0; c + 8 <= end; c += 8) {
                size_t k = c - c0;
                uint64_t here = load_lanes(mid + c), own = here & mine;
                uint64_t block = load_lanes(column + k) + load_lanes(column + k + 1) + load_lanes(column + k + 2);
                uint64_t count = ((block - own) >> 4) & LANES(MINES_COUNT_MASK);
                store_lanes(mid + c, (here & ~LANES(MINES_COUNT_MASK)) | count);
                /* Lanes of 0 or 1, summed into the top one. */
                mines += (int64_t)(((own >> 4) * LANES(1)) >> 56);
            }
            for (; c < end; c++) {
                size_t k = c - c0;
                uint8_t here = mid[c], own = here & MINES_MINE;
                unsigned block = column[k] + column[k + 1] + column[k + 2];
                mid[c] = (uint8_t)((here & ~MINES_COUNT_MASK) | (block - own) >> 4);
                mines += own != 0;
            }
        }
    }
    return mines;
}

void mines_recount(mines_game *g)
{
    const size_t rows = (size_t)g->rows, cols = (size_t)g->cols;
    int64_t mines = 0;
    const size_t step = 1 + ROWS_CELLS / cols;
    for (size_t r = 0; r < rows; r += step)
        mines += recount_rows(g, r, rows - r > step ? r + step : rows);
    g->mine_count = mines;
    g->safe_left = (int64_t)(rows * cols) - mines;
}

int mines_count_around(const mines_game *g, int32_t r, int32_t c)
{
    return g->cells[(size_t)r * g->cols + c] & MINES_COUNT_MASK;
}

int mines_set_open(mines_game *g, int32_t r, int32_t c)
{
    if (!on_board(g, r, c))
        return -1;
    size_t i = (size_t)r * g->cols + c;
    if (g->cells[i] & MINES_MINE)
        return -1;
    if (!(g->cells[i] & MINES_OPEN)) {
        if (g->cells[i] & MINES_FLAG)
            g->flag_count--;
        g->cells[i] = (uint8_t)((g->cells[i] & MINES_COUNT_MASK) | MINES_OPEN);
        g->safe_left--;
    }
    return 0;
}

/* Whether a move can be played; if so, the last move's cells are
 * forgotten first. */
static mines_feedback begin_move(mines_game *g, int32_t r, int32_t c)
{
    if (g->result != MINES_PLAYING)
        return MINES_FB_OVER;
    if (!on_board(g, r, c))
        return MINES_FB_OFF_BOARD;
    mines_forget_revealed(g);
    return MINES_FB_SUCCESS;
}

mines_feedback mines_flag(mines_game *g, int32_t r, int32_t c)
{
    mines_feedback fb = begin_move(g, r, c);
    if (fb != MINES_FB_SUCCESS)
        return fb;
    g->steps++;
    uint8_t *cell = &g->cells[(size_t)r * g->cols + c];
    if (*cell & MINES_OPEN)
        return MINES_FB_SWEPT;
    *cell ^= MINES_FLAG;
    if (*cell & MINES_FLAG) {
        g->flag_count++;
        return MINES_FB_SUCCESS;
    }
    g->flag_count--;
    return MINES_FB_CANCELLED;
}

static void lose(mines_game *g, size_t mine)
{
    g->blown = (int64_t)mine;
    g->result = MINES_LOST;
}

mines_feedback mines_sweep(mines_game *g, int32_t r, int32_t c)
{
    mines_feedback fb = begin_move(g, r, c);
    if (fb != MINES_FB_SUCCESS)
        return fb;
    size_t i = (size_t)r * g->cols + c;
    uint8_t v = g->cells[i];
    if (!(v & (MINES_OPEN | MINES_FLAG | MINES_MINE)) && !mines_reserve_revealed(g))
        return MINES_FB_NO_MEMORY;
    g->steps++;
    if (v & MINES_OPEN)
        return MINES_FB_SWEPT;
    if (v & MINES_FLAG)
        return MINES_FB_FLAGGED;
    if (v & MINES_MINE) {
        lose(g, i);
        return MINES_FB_BOOM;
    }
    if (v & MINES_COUNT_MASK) { /* a number: the move sweeps it alone */
        g->cells[i] = (uint8_t)(v | MINES_OPEN);
        g->revealed[0] = (uint32_t)i;
        g->revealed_count = 1;
        if (--g->safe_left == 0)
            g->result = MINES_WON;
        return MINES_FB_DETECTED;
    }
    uint32_t start = (uint32_t)i;
    return mines_sweep_from(g, &start, 1);
}

mines_feedback mines_chord(mines_game *g, int32_t r, int32_t c)
{
    mines_feedback fb = begin_move(g, r, c);
    if (fb != MINES_FB_SUCCESS)
        return fb;
    uint8_t v = g->cells[(size_t)r * g->cols + c];
    if (!(v & MINES_OPEN)) {
        g->steps++;
        return MINES_FB_NOT_SWEPT;
    }
    int32_t r0 = r > 0 ? r - 1 : 0, r1 = r + 1 < g->rows ? r + 1 : r;
    int32_t c0 = c > 0 ? c - 1 : 0, c1 = c + 1 < g->cols ? c + 1 : c;
    int flags = 0, targets = 0;
    uint32_t target[8];
    size_t first_mine = SIZE_MAX;
    for (int32_t y = r0; y <= r1; y++) {
        for (int32_t x = c0; x <= c1; x++) {
            size_t j = (size_t)y * g->cols + x;
            uint8_t w = g->cells[j];
            if (w & MINES_FLAG)
                flags++;
            else if (!(w & MINES_OPEN)) {
                target[targets++] = (uint32_t)j;
                if ((w & MINES_MINE) && first_mine == SIZE_MAX)
                    first_mine = j;
            }
        }
    }
    int number = v & MINES_COUNT_MASK;
    int will_sweep = number != 0 && flags == number && targets > 0 && first_mine == SIZE_MAX;
    if (will_sweep && !mines_reserve_revealed(g))
        return MINES_FB_NO_MEMORY;
    g->steps++;
    if (number == 0 || flags != number)
        return MINES_FB_FAILED;
    /* Any mine among the targets ends the move with only "boom", whatever
     * order the neighbours would be swept in (docs/minesweeper.md §4). */
    if (first_mine != SIZE_MAX) {
        lose(g, first_mine);
        return MINES_FB_BOOM;
    }
    return mines_sweep_from(g, target, targets);
}

void mines_quit(mines_game *g)
{
    if (g->result == MINES_PLAYING)
        g->result = MINES_QUIT;
}
