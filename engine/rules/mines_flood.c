/* mines_flood.c — Minesweeper's sweep process (docs/minesweeper.md): a
 * flood fill by row spans over an explicit list of runs of 0s waiting,
 * never recursion, so a million-cell chain reaction needs no stack; the
 * cells it sweeps are marked where they lie and read back in row-major
 * order, so printers emit them as they come, with no list of a word a
 * cell. The moves that start it are in mines.c. */
#include "rules/mines_internal.h"

#include <stdlib.h>

/* A move's cells are listed in g->revealed, which the flood also uses for
 * its work: every entry is a cell it swept, each once, so neither ever
 * passes the safe cells left. Reserving that much (and one more, for
 * collect_rows) before the first sweep means the flood cannot fail
 * halfway. Only the entries written are touched, so a flood's few runs
 * waiting cost a few pages, not the whole reservation. */
int mines_reserve_revealed(mines_game *g)
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

/* The flood's marks on the cells it sweeps: MINES_NEW on each, and on a
 * swept 0 whose neighbours above and below it has swept, the flag bit (a
 * swept cell holds no flag, so the bit is free there). Both go when the
 * marks are cleared; MINES_NEW stays until then. */
#define MINES_SPREAD MINES_FLAG

/* Lanes of 0 or 1 in w, summed (at most 8, so no lane overflows). */
static int count_lanes(uint64_t w)
{
    return (int)((w * LANES(1)) >> 56);
}

/* Where a flood stands between two calls of flood_runs: the runs of 0s
 * waiting to spread (their first cells, g->revealed[0..waiting)), the
 * cells swept and the flags they held, and the rows top..bottom and
 * columns left..right it looked at, which hold them. */
typedef struct flood_state {
    size_t waiting;
    int64_t swept, flags_cleared;
    uint32_t top, bottom, left, right;
} flood_state;

/* Sweep the hidden cells of row y from column lo to hi (all safe: each is
 * the start, or next to a 0 the flood swept), first widening the span
 * over hidden 0s at either end, since each sweeps the cell past it. Each
 * run of 0s it sweeps waits to spread, by its first cell. Returns the
 * cells it looked at.
 *
 * Eight cells a step: a word's hidden cells are found, counted, swept and
 * marked at once, and a word of 0s carrying on a run from the word
 * before needs nothing more; other words with 0s are read cell by cell
 * for where their runs start. */
static GG_ALWAYS_INLINE size_t sweep_span(mines_game *g, flood_state *s, uint32_t y, uint32_t lo, uint32_t hi)
{
    const uint32_t cols = (uint32_t)g->cols;
    uint8_t *row = g->cells + (size_t)y * cols;
    uint32_t *waiting = g->revealed;
    size_t wait = s->waiting;
    /* Widened eight cells at a time while they are all hidden 0s (each
     * then safe: the one beside it is a 0), then cell by cell. */
    const uint64_t hidden_zeros = LANES(MINES_OPEN | MINES_COUNT_MASK);
    if (!(row[lo] & (MINES_OPEN | MINES_COUNT_MASK))) {
        while (!GG_SMALL && lo >= 8 && !(load_lanes(row + lo - 8) & hidden_zeros))
            lo -= 8;
        while (lo > 0 && !(row[lo] & (MINES_OPEN | MINES_COUNT_MASK)) && !(row[lo - 1] & MINES_OPEN))
            lo--;
    }
    if (!(row[hi] & (MINES_OPEN | MINES_COUNT_MASK))) {
        while (!GG_SMALL && hi + 9 <= cols && !(load_lanes(row + hi + 1) & hidden_zeros))
            hi += 8;
        while (hi + 1 < cols && !(row[hi] & (MINES_OPEN | MINES_COUNT_MASK)) && !(row[hi + 1] & MINES_OPEN))
            hi++;
    }
    int64_t swept = 0, flags = 0;
    int run = 0; /* the cell before was a 0 this span swept */
    uint32_t c = lo;
    for (; !GG_SMALL && c + 8 <= hi + 1; c += 8) {
        uint64_t w = load_lanes(row + c), hidden = (~w & LANES(MINES_OPEN)) >> 6;
        if (!hidden) {
            run = 0;
            continue;
        }
        uint64_t lane = hidden * 0xff, flagged = w & lane & LANES(MINES_FLAG);
        if (flagged)
            flags += count_lanes(flagged >> 5);
        swept += count_lanes(hidden);
        store_lanes(row + c, (w & ~flagged) | (lane & LANES(MINES_OPEN | MINES_NEW)));
        /* A lane's count plus 0x7f reaches 0x80 unless the count is 0. */
        uint64_t zero = hidden & (~((w & LANES(MINES_COUNT_MASK)) + LANES(0x7f)) >> 7);
        if (!zero) {
            run = 0;
        } else if (zero != LANES(1) || !run) {
            uint8_t lanes[8];
            store_lanes(lanes, zero);
            for (int k = 0; k < 8; k++) {
                if (lanes[k] && !run)
                    waiting[wait++] = y * cols + c + (uint32_t)k;
                run = lanes[k];
            }
        }
    }
    for (; c <= hi; c++) {
        uint8_t v = row[c];
        if (v & MINES_OPEN) {
            run = 0;
            continue;
        }
        flags += (v & MINES_FLAG) != 0;
        swept++;
        row[c] = (uint8_t)((v & MINES_COUNT_MASK) | MINES_OPEN | MINES_NEW);
        if (!(v & MINES_COUNT_MASK) && !run)
            waiting[wait++] = y * cols + c;
        run = !(v & MINES_COUNT_MASK);
    }
    s->top = y < s->top ? y : s->top;
    s->bottom = y > s->bottom ? y : s->bottom;
    s->left = lo < s->left ? lo : s->left;
    s->right = hi > s->right ? hi : s->right;
    s->waiting = wait;
    s->swept += swept;
    s->flags_cleared += flags;
    return hi - lo + 1;
}

/* Cells a call of flood_runs looks at, about (see ROWS_CELLS). */
#define FLOOD_CELLS 16384

/* Spread runs of 0s waiting, until about FLOOD_CELLS cells were looked
 * at: a run is found again from its first cell (with any 0s swept since
 * that carry it on), marked spread, and the rows above and below it swept
 * from the column before it to the column after. Its own row needs
 * nothing: the span that swept it was widened over 0s at both ends.
 * Returns 0 once no run is waiting, 1 while some are. */
static GG_NOINLINE int flood_runs(mines_game *g, flood_state *state)
{
    const uint32_t rows = (uint32_t)g->rows, cols = (uint32_t)g->cols;
    flood_state f = *state, *s = &f; /* in locals, which the cells' writes cannot touch */
    size_t looked = 0;
    while (s->waiting > 0 && looked < FLOOD_CELLS) {
        uint32_t first = g->revealed[--s->waiting], y = first / cols, a = first - y * cols, b = a;
        uint8_t *row = g->cells + (size_t)y * cols;
        if (row[a] & MINES_SPREAD)
            continue; /* spread already, with a run before it */
        row[a] |= MINES_SPREAD;
        const uint64_t unspread_zeros = LANES(MINES_NEW | MINES_SPREAD | MINES_COUNT_MASK);
        while (!GG_SMALL && b + 9 <= cols) {
            uint64_t w = load_lanes(row + b + 1);
            if ((w & unspread_zeros) != LANES(MINES_NEW))
                break;
            store_lanes(row + b + 1, w | LANES(MINES_SPREAD));
            b += 8;
        }
        while (b + 1 < cols && (row[b + 1] & (MINES_NEW | MINES_SPREAD | MINES_COUNT_MASK)) == MINES_NEW)
            row[++b] |= MINES_SPREAD;
        uint32_t lo = a > 0 ? a - 1 : a, hi = b + 1 < cols ? b + 1 : b;
        looked += b - a + 1;
        for (uint32_t r = y > 0 ? y - 1 : y + 1; r <= y + 1 && r < rows; r += 2)
            looked += sweep_span(g, s, r, lo, hi);
    }
    *state = f;
    return f.waiting > 0;
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

/* Clear the marks of the cells marked in the rows top..bottom of the
 * box, eight cells a step. */
static GG_NOINLINE void clear_rows(mines_game *g, size_t top, size_t bottom)
{
    const mines_marks *box = &g->marked;
    const size_t cols = (size_t)g->cols;
    for (size_t r = top; r <= bottom; r++) {
        uint8_t *row = g->cells + r * cols;
        size_t c = box->left;
        for (; c + 8 <= (size_t)box->right + 1; c += 8) {
            uint64_t w = load_lanes(row + c), marked = (w & LANES(MINES_NEW)) >> 7;
            if (marked)
                store_lanes(row + c, w & ~(marked * (MINES_NEW | MINES_SPREAD)));
        }
        for (; c <= box->right; c++)
            if (row[c] & MINES_NEW)
                row[c] &= (uint8_t)~(MINES_NEW | MINES_SPREAD);
    }
}

/* The marked cells of rows top..bottom of the box, in order, appended to
 * g->revealed from index k, their marks cleared; returns the new count.
 * Without a branch, which would go either way at random: each index is
 * written, and kept when its cell has the mark (mines_reserve_revealed
 * leaves room for one past the last). */
static GG_NOINLINE size_t collect_rows(mines_game *g, size_t top, size_t bottom, size_t k)
{
    const mines_marks *box = &g->marked;
    uint32_t *a = g->revealed;
    uint8_t *cells = g->cells;
    const size_t cols = (size_t)g->cols;
    for (size_t r = top; r <= bottom; r++) {
        uint8_t *row = cells + r * cols;
        for (size_t c = box->left; c <= box->right; c++) {
            uint8_t marked = row[c] >> 7; /* MINES_NEW */
            a[k] = (uint32_t)(r * cols + c);
            k += marked;
            row[c] &= (uint8_t)~(marked * (MINES_NEW | MINES_SPREAD));
        }
    }
    return k;
}

/* Rows of the box a bounded call over its rows takes (see ROWS_CELLS). */
static size_t box_step(const mines_marks *box)
{
    return 1 + ROWS_CELLS / ((size_t)box->right - box->left + 1);
}

/* The cells marked, listed in ascending order and their marks cleared. */
static void list_marked(mines_game *g)
{
    const mines_marks box = g->marked;
    const size_t step = box_step(&box), bottom = (size_t)box.top + box.rows - 1;
    size_t k = 0;
    for (size_t r = box.top; r <= bottom; r += step)
        k = collect_rows(g, r, bottom - r >= step ? r + step - 1 : bottom, k);
    g->marked.rows = 0;
}

/* The cells marked, listed when they are too few for their box to be
 * scanned: found again from the n cells at start, as the flood found
 * them (each marked cell is a start or next to a marked 0), their marks
 * cleared as they are listed, then sorted. The list is its own queue. */
static void list_sparse(mines_game *g, const uint32_t *start, int n)
{
    uint8_t *cells = g->cells;
    uint32_t *a = g->revealed;
    const uint32_t rows = (uint32_t)g->rows, cols = (uint32_t)g->cols;
    size_t count = 0;
    for (int k = 0; k < n; k++)
        if (cells[start[k]] & MINES_NEW) {
            cells[start[k]] &= (uint8_t)~(MINES_NEW | MINES_SPREAD);
            a[count++] = start[k];
        }
    for (size_t head = 0; head < count; head++) {
        uint32_t i = a[head], y = i / cols, x = i - y * cols;
        if (cells[i] & MINES_COUNT_MASK)
            continue;
        for (uint32_t r = y > 0 ? y - 1 : y; r <= y + 1 && r < rows; r++)
            for (uint32_t c = x > 0 ? x - 1 : x; c <= x + 1 && c < cols; c++) {
                uint8_t *cell = &cells[(size_t)r * cols + c];
                if (*cell & MINES_NEW) {
                    *cell &= (uint8_t)~(MINES_NEW | MINES_SPREAD);
                    a[count++] = r * cols + c;
                }
            }
    }
    heap_sort(a, count);
    g->marked.rows = 0;
}

/* The last move's cells as a list now, if they are still marked. */
static void settle_marks(mines_game *g)
{
    if (!GG_SMALL && g->marked.rows)
        list_marked(g);
}

/* Clear the marks of the cells marked. */
GG_NOINLINE void mines_clear_marked(mines_game *g)
{
    const mines_marks box = g->marked;
    const size_t step = box_step(&box), bottom = (size_t)box.top + box.rows - 1;
    for (size_t r = box.top; r <= bottom; r += step)
        clear_rows(g, r, bottom - r >= step ? r + step - 1 : bottom);
    g->marked.rows = 0;
}

const uint32_t *mines_revealed(mines_game *g)
{
    settle_marks(g);
    return g->revealed;
}

const uint32_t *mines_revealed_listed(const mines_game *g)
{
    return !GG_SMALL && g->marked.rows ? NULL : g->revealed;
}

size_t mines_revealed_run(const mines_game *g, mines_run_cursor *at, uint32_t *first)
{
    const uint32_t cols = (uint32_t)g->cols;
    if (GG_SMALL || !g->marked.rows) {
        /* From the list: cells one after the other in one row. */
        size_t k = at->next, n = g->revealed_count;
        if (k >= n)
            return 0;
        uint32_t i = g->revealed[k], row_end = (i / cols + 1) * cols;
        size_t len = 1;
        while (k + len < n && g->revealed[k + len] == i + len && i + len < row_end)
            len++;
        at->next = k + len;
        *first = i;
        return len;
    }
    /* From the marks: at->next counts the rectangle's rows read before,
     * at->col the column to read on from in the next. */
    const mines_marks *box = &g->marked;
    for (; at->next < box->rows; at->next++, at->col = 0) {
        const uint8_t *row = g->cells + (size_t)(box->top + at->next) * cols;
        uint32_t c = at->col > box->left ? at->col : box->left, right = box->right;
        while (c + 8 <= right + 1 && !(load_lanes(row + c) & LANES(MINES_NEW)))
            c += 8;
        while (c <= right && !(row[c] & MINES_NEW))
            c++;
        if (c > right)
            continue;
        uint32_t e = c + 1;
        while (e + 8 <= right + 1 && (load_lanes(row + e) & LANES(MINES_NEW)) == LANES(MINES_NEW))
            e += 8;
        while (e <= right && (row[e] & MINES_NEW))
            e++;
        at->col = e;
        *first = (box->top + (uint32_t)at->next) * cols + c;
        return e - c;
    }
    return 0;
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
 * have swept it), and the game won if no safe cell is left. Most moves
 * sweep numbered cells alone (a sweep on a number, a chord around one),
 * which skip the flood and are listed at once. A big flood leaves its
 * cells marked in a rectangle, to be read from there (mines_revealed_run)
 * or listed on demand; a small one is listed at once, which costs less
 * than reading the marks and clearing them apart, and so is one too thin
 * for its rectangle to be scanned. */
mines_feedback mines_sweep_from(mines_game *g, const uint32_t *start, int n)
{
    if (!sweep_numbered(g, start, n)) {
        flood_state s = {0, 0, 0, UINT32_MAX, 0, UINT32_MAX, 0};
        const uint32_t cols = (uint32_t)g->cols;
        for (int k = 0; k < n; k++) {
            if (g->cells[start[k]] & MINES_OPEN)
                continue;
            uint32_t y = start[k] / cols, x = start[k] - y * cols;
            sweep_span(g, &s, y, x, x);
            while (s.waiting > 0 && flood_runs(g, &s))
                ;
        }
        g->flag_count -= s.flags_cleared;
        g->safe_left -= s.swept;
        g->revealed_count = (size_t)s.swept;
        g->marked.top = s.top;
        g->marked.rows = s.bottom - s.top + 1;
        g->marked.left = s.left;
        g->marked.right = s.right;
        size_t area = (size_t)g->marked.rows * ((size_t)s.right - s.left + 1);
        if (!GG_SMALL && area / 16 > (size_t)s.swept)
            list_sparse(g, start, n);
        else if (GG_SMALL || area <= ROWS_CELLS)
            list_marked(g); /* a build for size lists every flood so, and keeps no marks */
    }
    if (g->safe_left == 0)
        g->result = MINES_WON;
    return MINES_FB_DETECTED;
}
