/* mines.c — Minesweeper rules (docs/minesweeper.md). The sweep process is a flood fill
 * over an explicit queue, never recursion, so a million-cell chain reaction
 * needs no stack; the cells it sweeps are then radix-sorted into row-major
 * order, so printers emit them as they come. */
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
    free(g->scratch);
    memset(g, 0, sizeof *g);
    g->blown = -1;
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

void mines_recount(mines_game *g)
{
    /* A sliding window of three column sums: each cell costs three loads,
     * and the pass reads the board in order. */
    const int32_t rows = g->rows, cols = g->cols;
    int64_t mines = 0;
    for (int32_t r = 0; r < rows; r++) {
        uint8_t *mid = g->cells + (size_t)r * cols;
        const uint8_t *up = r > 0 ? mid - cols : NULL, *down = r + 1 < rows ? mid + cols : NULL;
#define COLUMN(c) ((mid[c] & MINES_MINE) + (up ? up[c] & MINES_MINE : 0) + (down ? down[c] & MINES_MINE : 0))
        int prev = 0, cur = COLUMN(0);
        for (int32_t c = 0; c < cols; c++) {
            int next = c + 1 < cols ? COLUMN(c + 1) : 0;
            int self = mid[c] & MINES_MINE;
            mines += self != 0;
            mid[c] = (uint8_t)((mid[c] & ~MINES_COUNT_MASK) | ((prev + cur + next - self) >> 4));
            prev = cur;
            cur = next;
        }
#undef COLUMN
    }
    g->mine_count = mines;
    g->safe_left = (int64_t)rows * cols - mines;
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
 * never passes the safe cells left: reserve that much before the first
 * sweep and the flood cannot fail halfway. */
static int reserve_revealed(mines_game *g)
{
    size_t need = (size_t)g->safe_left;
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

/* Sweep one safe hidden cell and everything its zeros chain into,
 * appending each newly swept cell to g->revealed and marking it
 * MINES_NEW. A cell inside the board visits its eight neighbours at fixed
 * offsets; only edge cells need the bounds. */
static void flood(mines_game *g, uint32_t start)
{
    uint8_t *cells = g->cells;
    uint32_t *queue = g->revealed;
    const uint32_t rows = (uint32_t)g->rows, cols = (uint32_t)g->cols;
    size_t head = g->revealed_count, tail = head;
    int64_t flags_cleared = 0;

#define SWEEP(j)                                                                   \
    do {                                                                           \
        uint32_t j_ = (j);                                                         \
        uint8_t v_ = cells[j_];                                                    \
        if (!(v_ & MINES_OPEN)) {                                                  \
            flags_cleared += (v_ & MINES_FLAG) != 0;                               \
            cells[j_] = (uint8_t)((v_ & MINES_COUNT_MASK) | MINES_OPEN | MINES_NEW); \
            queue[tail++] = j_;                                                    \
        }                                                                          \
    } while (0)

    SWEEP(start);
    while (head < tail) {
        uint32_t i = queue[head++];
        /* Only a 0 spreads, and a 0 has no mine around it. */
        if ((cells[i] & MINES_COUNT_MASK) != 0)
            continue;
        uint32_t r = i / cols, c = i - r * cols;
        if (r > 0 && c > 0 && r + 1 < rows && c + 1 < cols) {
            SWEEP(i - cols - 1); SWEEP(i - cols); SWEEP(i - cols + 1);
            SWEEP(i - 1);                         SWEEP(i + 1);
            SWEEP(i + cols - 1); SWEEP(i + cols); SWEEP(i + cols + 1);
        } else {
            uint32_t r0 = r > 0 ? r - 1 : 0, r1 = r + 1 < rows ? r + 1 : r;
            uint32_t c0 = c > 0 ? c - 1 : 0, c1 = c + 1 < cols ? c + 1 : c;
            for (uint32_t y = r0; y <= r1; y++)
                for (uint32_t x = c0; x <= c1; x++)
                    SWEEP(y * cols + x);
        }
    }
#undef SWEEP
    g->flag_count -= flags_cleared;
    g->safe_left -= (int64_t)(tail - g->revealed_count);
    g->revealed_count = tail;
}

static void insertion_sort(uint32_t *a, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        uint32_t v = a[i];
        size_t j = i;
        while (j > 0 && a[j - 1] > v) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = v;
    }
}

/* In-place heapsort: the fallback when the radix buffer cannot be had. */
static void heap_sort(uint32_t *a, size_t n)
{
    for (size_t k = n; k-- > 0;) {
        for (size_t i = k; 2 * i + 1 < n;) {
            size_t ch = 2 * i + 1;
            if (ch + 1 < n && a[ch + 1] > a[ch])
                ch++;
            if (a[i] >= a[ch])
                break;
            uint32_t t = a[i]; a[i] = a[ch]; a[ch] = t;
            i = ch;
        }
    }
    for (size_t end = n; end-- > 1;) {
        uint32_t t = a[0]; a[0] = a[end]; a[end] = t;
        for (size_t i = 0; 2 * i + 1 < end;) {
            size_t ch = 2 * i + 1;
            if (ch + 1 < end && a[ch + 1] > a[ch])
                ch++;
            if (a[i] >= a[ch])
                break;
            t = a[i]; a[i] = a[ch]; a[ch] = t;
            i = ch;
        }
    }
}

/* Put the revealed indices in ascending order and clear their MINES_NEW
 * marks. A flood that fills much of the rows it spans is read back by
 * scanning those rows for the mark (one pass over bytes); a sparse set is
 * sorted: LSD radix sort, 11 bits a pass, as many passes as the board's
 * largest index needs (two for a million cells). */
static void sort_revealed(mines_game *g)
{
    size_t n = g->revealed_count;
    uint32_t *a = g->revealed;
    uint8_t *cells = g->cells;
    if (n <= 48) {
        insertion_sort(a, n);
        for (size_t k = 0; k < n; k++)
            cells[a[k]] &= (uint8_t)~MINES_NEW;
        return;
    }
    uint32_t lo = a[0], hi = a[0];
    for (size_t k = 1; k < n; k++) {
        lo = a[k] < lo ? a[k] : lo;
        hi = a[k] > hi ? a[k] : hi;
    }
    size_t first = lo - lo % (uint32_t)g->cols, span = (size_t)hi + 1 - first;
    if (span / 16 <= n) {
        size_t k = 0;
        for (size_t i = first; i <= hi; i++)
            if (cells[i] & MINES_NEW) {
                cells[i] &= (uint8_t)~MINES_NEW;
                a[k++] = (uint32_t)i;
            }
        return;
    }
    for (size_t k = 0; k < n; k++)
        cells[a[k]] &= (uint8_t)~MINES_NEW;
    if (g->scratch_cap < n) {
        uint32_t *s = realloc(g->scratch, n * sizeof *s);
        if (!s) {
            heap_sort(a, n);
            return;
        }
        g->scratch = s;
        g->scratch_cap = n;
    }
    uint32_t *src = a, *dst = g->scratch;
    for (unsigned shift = 0; shift < 32 && (hi >> shift) != 0; shift += 11) {
        size_t count[2048] = {0};
        for (size_t i = 0; i < n; i++)
            count[(src[i] >> shift) & 2047]++;
        size_t sum = 0;
        for (size_t b = 0; b < 2048; b++) {
            size_t t = count[b];
            count[b] = sum;
            sum += t;
        }
        for (size_t i = 0; i < n; i++)
            dst[count[(src[i] >> shift) & 2047]++] = src[i];
        uint32_t *t = src; src = dst; dst = t;
    }
    if (src != a)
        memcpy(a, src, n * sizeof *a);
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

/* After the sweep process: sort what it swept and see if the game is won. */
static mines_feedback detected(mines_game *g)
{
    sort_revealed(g);
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
    flood(g, (uint32_t)i);
    return detected(g);
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
    size_t first_mine = SIZE_MAX;
    for (int32_t y = r0; y <= r1; y++) {
        for (int32_t x = c0; x <= c1; x++) {
            size_t j = (size_t)y * g->cols + x;
            uint8_t w = g->cells[j];
            if (w & MINES_FLAG)
                flags++;
            else if (!(w & MINES_OPEN)) {
                targets++;
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
    for (int32_t y = r0; y <= r1; y++)
        for (int32_t x = c0; x <= c1; x++) {
            size_t j = (size_t)y * g->cols + x;
            if (!(g->cells[j] & (MINES_OPEN | MINES_FLAG)))
                flood(g, (uint32_t)j);
        }
    return detected(g);
}

void mines_quit(mines_game *g)
{
    if (g->result == MINES_PLAYING)
        g->result = MINES_QUIT;
}
