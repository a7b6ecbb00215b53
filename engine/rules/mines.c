/* mines.c — Minesweeper rules (docs/minesweeper.md). The sweep process is a flood fill
 * over an explicit queue, never recursion, so a million-cell chain reaction
 * needs no stack; the cells it sweeps are then put in row-major order, so
 * printers emit them as they come. */
#include "rules/mines.h"

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

/* Eight cells' bytes as one word, and back. Lanes follow memory order
 * whatever the byte order, and the arithmetic below never carries from
 * one lane into the next, so the result is the same on every platform. */
static uint64_t load_lanes(const uint8_t *p)
{
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

static void store_lanes(uint8_t *p, uint64_t w)
{
    memcpy(p, &w, 8);
}

#define LANES(byte) (UINT64_C(0x0101010101010101) * (byte))

/* Long loops over a board are cut into calls of a bounded share of the
 * work (GG_NOINLINE: recount_rows, flood_runs, collect_rows, and in
 * formats/minesfile.c the rows read and the lines printed): run as
 * WebAssembly, V8 compiles each function first with its baseline compiler
 * and optimises one only after it has run a while, and a call already
 * running never switches. A 1000 x 1000 flood done in one call runs to its
 * end in baseline code, about half as fast; in calls of a few dozen
 * runs, it is optimised after the first ones. Natively the calls cost
 * nothing to speak of.
 *
 * Cells a call of recount_rows or collect_rows takes, about: whole rows,
 * one at least. */
#define ROWS_CELLS 16384

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

/* The queue of the flood holds every cell it sweeps, each once, so its size
 * never passes the safe cells left: reserve that much (and one more, for
 * sort_revealed) before the first sweep and the flood cannot fail
 * halfway. */
static int reserve_revealed(mines_game *g)
{
    size_t need = (size_t)g->safe_left + 1;
    if (need <= g->revealed_cap)
        return 1;
    if (need < 64)
        need = 64;
    uint32_t *list = realloc(g->revealed, need * sizeof *list);
    if (!list)
        return 0;
    g->revealed = list;
    g->revealed_cap = need;
    return 1;
}

/* The rows and columns a move's sweep process looked at, inclusive: every
 * cell it swept lies inside. Empty while top > bottom. */
typedef struct sweep_box {
    uint32_t top, bottom, left, right;
} sweep_box;

/* Where a flood stands between two calls of flood_runs: the queue's
 * unread part (head..tail of g->revealed), the flags it cleared, and the
 * rectangle of the run whose neighbours it sweeps next. */
typedef struct flood_state {
    size_t head, tail;
    int64_t flags_cleared;
    uint32_t top, bottom, lo, hi;
} flood_state;

/* Runs of zeros a call of flood_runs takes at most (see ROWS_CELLS). */
#define FLOOD_RUNS 64

/* Up to FLOOD_RUNS steps of the flood: sweep the rows top..bottom,
 * columns lo..hi, then find the next run of zeros in the queue. Returns 0
 * once the queue has none left, 1 while there is more to do.
 *
 * By rows rather than cell by cell: g->revealed is also the queue of
 * work, and zeros swept side by side in a row sit side by side in it, so
 * such a run is taken from it whole and its neighbours swept as three row
 * segments (the rows above and below, and the run's row for its ends),
 * each read in order. A zero swept at a segment's end leads on along the
 * row at once, so that runs come out as long as the row allows. */
static GG_NOINLINE int flood_runs(mines_game *g, flood_state *s, sweep_box *box)
{
    uint8_t *cells = g->cells;
    uint32_t *queue = g->revealed;
    const uint32_t rows = (uint32_t)g->rows, cols = (uint32_t)g->cols;
    size_t head = s->head, tail = s->tail;
    int64_t flags_cleared = s->flags_cleared;
    uint32_t top = s->top, bottom = s->bottom, lo = s->lo, hi = s->hi;
    int more = 1;

#define SWEEP(p)                                                                   \
    do {                                                                           \
        uint8_t *p_ = (p), v_ = *p_;                                               \
        if (!(v_ & MINES_OPEN)) {                                                  \
            flags_cleared += (v_ & MINES_FLAG) != 0;                               \
            *p_ = (uint8_t)((v_ & MINES_COUNT_MASK) | MINES_OPEN | MINES_NEW);     \
            queue[tail++] = (uint32_t)(p_ - cells);                                \
        }                                                                          \
    } while (0)

    for (int step = 0; step < FLOOD_RUNS; step++) {
        box->top = top < box->top ? top : box->top;
        box->bottom = bottom > box->bottom ? bottom : box->bottom;
        box->left = lo < box->left ? lo : box->left;
        box->right = hi > box->right ? hi : box->right;
        for (uint32_t y = top; y <= bottom; y++) {
            uint8_t *row = cells + (size_t)y * cols, *p = row + lo, *last = row + hi, *end = row + cols;
            /* A hidden 0 at either end leads on along the row. */
            while (p > row && !(*p & (MINES_OPEN | MINES_COUNT_MASK)) && !(p[-1] & MINES_OPEN))
                p--;
            for (; p <= last || (p < end && (p[-1] & (MINES_NEW | MINES_COUNT_MASK)) == MINES_NEW &&
                                 !(*p & MINES_OPEN)); p++)
                SWEEP(p);
        }
        /* The next run of zeros in the queue: only a 0 spreads, and a 0
         * has no mine around it. */
        while (head < tail && (cells[queue[head]] & MINES_COUNT_MASK) != 0)
            head++;
        if (head == tail) {
            more = 0;
            break;
        }
        uint32_t first = queue[head++], r = first / cols, row_end = (r + 1) * cols, next = first + 1;
        while (head < tail && next < row_end && queue[head] == next && (cells[next] & MINES_COUNT_MASK) == 0) {
            next++;
            head++;
        }
        uint32_t a = first - r * cols, b = a + (next - 1 - first);
        top = r > 0 ? r - 1 : r;
        bottom = r + 1 < rows ? r + 1 : r;
        lo = a > 0 ? a - 1 : a;
        hi = b + 1 < cols ? b + 1 : b;
    }
#undef SWEEP
    s->head = head;
    s->tail = tail;
    s->flags_cleared = flags_cleared;
    s->top = top;
    s->bottom = bottom;
    s->lo = lo;
    s->hi = hi;
    return more;
}

/* Sweep one safe hidden cell and everything its zeros chain into,
 * appending each newly swept cell to g->revealed, marking it MINES_NEW and
 * growing box over the cells it looks at. */
static void flood(mines_game *g, uint32_t start, sweep_box *box)
{
    const uint32_t cols = (uint32_t)g->cols, row = start / cols;
    /* First the start alone. */
    flood_state s = {g->revealed_count, g->revealed_count, 0, row, row, start - row * cols, start - row * cols};
    while (flood_runs(g, &s, box))
        ;
    g->flag_count -= s.flags_cleared;
    g->safe_left -= (int64_t)(s.tail - g->revealed_count);
    g->revealed_count = s.tail;
}

/* Move a[i] down the heap a[0..n) to where it belongs. */
static void sift_down(uint32_t *a, size_t i, size_t n)
{
    for (size_t child; (child = 2 * i + 1) < n; i = child) {
        if (child + 1 < n && a[child + 1] > a[child])
            child++;
        if (a[i] >= a[child])
            break;
        uint32_t t = a[i];
        a[i] = a[child];
        a[child] = t;
    }
}

/* In-place heapsort, for the few sets of swept cells too sparse to scan for. */
static void heap_sort(uint32_t *a, size_t n)
{
    for (size_t i = n / 2; i-- > 0;)
        sift_down(a, i, n);
    for (size_t end = n; end-- > 1;) {
        uint32_t t = a[0];
        a[0] = a[end];
        a[end] = t;
        sift_down(a, 0, end);
    }
}

/* The marked cells of rows top..bottom of the box, in order, appended to
 * g->revealed from index k, their marks cleared; returns the new count.
 * Without a branch, which would go either way at random: each index is
 * written, and kept when its cell has the mark (reserve_revealed leaves
 * room for one past the last). */
static GG_NOINLINE size_t collect_rows(mines_game *g, const sweep_box *box, size_t top, size_t bottom, size_t k)
{
    uint32_t *a = g->revealed;
    uint8_t *cells = g->cells;
    const size_t cols = (size_t)g->cols;
    for (size_t r = top; r <= bottom; r++) {
        uint8_t *row = cells + r * cols;
        for (size_t c = box->left; c <= box->right; c++) {
            a[k] = (uint32_t)(r * cols + c);
            k += (row[c] & MINES_NEW) != 0;
            row[c] &= (uint8_t)~MINES_NEW;
        }
    }
    return k;
}

/* Put the revealed indices in ascending order and clear their MINES_NEW
 * marks. A flood's cells are connected, so they mostly fill a fair part of
 * the box it looked at: then they are read back by scanning the box row
 * by row for the mark. A sparse set (a thin flood) is heap-sorted. */
static void sort_revealed(mines_game *g, const sweep_box *box)
{
    size_t n = g->revealed_count;
    uint32_t *a = g->revealed;
    uint8_t *cells = g->cells;
    if (n == 0)
        return;
    if (((size_t)box->bottom - box->top + 1) * ((size_t)box->right - box->left + 1) / 16 > n) {
        for (size_t k = 0; k < n; k++)
            cells[a[k]] &= (uint8_t)~MINES_NEW;
        heap_sort(a, n);
        return;
    }
    const size_t step = 1 + ROWS_CELLS / ((size_t)box->right - box->left + 1);
    size_t k = 0;
    for (size_t r = box->top; r <= box->bottom; r += step)
        k = collect_rows(g, box, r, box->bottom - r >= step ? r + step - 1 : box->bottom, k);
}

static mines_feedback begin_move(mines_game *g, int32_t r, int32_t c)
{
    if (g->result != MINES_PLAYING)
        return MINES_FB_OVER;
    if (!on_board(g, r, c))
        return MINES_FB_OFF_BOARD;
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

/* Sweep the n cells at start, hidden, safe, unflagged and in ascending
 * order, when none is a 0: only a 0 spreads, so they are all the move
 * sweeps, already sorted. Returns 0, sweeping nothing, if one is a 0. */
static int sweep_numbered(mines_game *g, const uint32_t *start, int n)
{
    uint8_t *cells = g->cells;
    for (int k = 0; k < n; k++)
        if (!(cells[start[k]] & MINES_COUNT_MASK))
            return 0;
    for (int k = 0; k < n; k++) {
        cells[start[k]] = (uint8_t)((cells[start[k]] & MINES_COUNT_MASK) | MINES_OPEN);
        g->revealed[k] = start[k];
    }
    g->revealed_count = (size_t)n;
    g->safe_left -= n;
    return 1;
}

/* The sweep process from each of the n cells at start (hidden, safe,
 * unflagged, ascending) that is still hidden (an earlier one's flood may
 * have swept it); then the cells swept sorted, and the game won if no
 * safe cell is left. Most moves sweep numbered cells alone (a sweep on a
 * number, a chord around one), which skip the flood and the sort. */
static mines_feedback sweep_from(mines_game *g, const uint32_t *start, int n)
{
    if (!sweep_numbered(g, start, n)) {
        sweep_box box = {UINT32_MAX, 0, UINT32_MAX, 0};
        for (int k = 0; k < n; k++)
            if (!(g->cells[start[k]] & MINES_OPEN))
                flood(g, start[k], &box);
        sort_revealed(g, &box);
    }
    if (g->safe_left == 0)
        g->result = MINES_WON;
    return MINES_FB_DETECTED;
}

mines_feedback mines_sweep(mines_game *g, int32_t r, int32_t c)
{
    mines_feedback fb = begin_move(g, r, c);
    if (fb != MINES_FB_SUCCESS)
        return fb;
    size_t i = (size_t)r * g->cols + c;
    uint8_t v = g->cells[i];
    if (!(v & (MINES_OPEN | MINES_FLAG | MINES_MINE)) && !reserve_revealed(g))
        return MINES_FB_NO_MEMORY;
    g->steps++;
    if (v & MINES_OPEN)
        return MINES_FB_SWEPT;
    if (v & MINES_FLAG)
        return MINES_FB_FLAGGED;
    g->revealed_count = 0;
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
    return sweep_from(g, &start, 1);
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
    if (will_sweep && !reserve_revealed(g))
        return MINES_FB_NO_MEMORY;
    g->steps++;
    if (number == 0 || flags != number)
        return MINES_FB_FAILED;
    g->revealed_count = 0;
    /* Any mine among the targets ends the move with only "boom", whatever
     * order the neighbours would be swept in (docs/minesweeper.md §4). */
    if (first_mine != SIZE_MAX) {
        lose(g, first_mine);
        return MINES_FB_BOOM;
    }
    return sweep_from(g, target, targets);
}

void mines_quit(mines_game *g)
{
    if (g->result == MINES_PLAYING)
        g->result = MINES_QUIT;
}
