/* solver.c — the solver's state and its local logic (solver.h): set-up,
 * reveals, marking a cell certain, and solver_deduce's work queue of
 * numbers to look at again. The whole-view analysis is solver_frontier.c
 * and solver_analyse.c, the guesses solver_guess.c and solver_forced.c.
 * Everything is iterative: the deduction is a work queue, the enumeration
 * an explicit stack, so no board size can overflow the C stack. */
#include "solver/solver.h"

#include <stdlib.h>
#include <string.h>

#include "solver/cellset.h"
#include "solver/solver_internal.h"

#define QUEUED 4 /* know[] bit: the number is in the work queue */

/* ---- set-up ---------------------------------------------------------- */

gg_status solver_init(solver *s, int32_t rows, int32_t cols, int64_t mines)
{
    memset(s, 0, sizeof *s);
    if (rows < 1 || cols < 1 || (int64_t)rows * cols > 100000000 || mines < 0 ||
        mines > (int64_t)rows * cols)
        return GG_TOO_BIG;
    size_t n = (size_t)rows * (size_t)cols;
    s->rows = rows;
    s->cols = cols;
    s->mines = mines;
    s->budget = SOLVER_DEFAULT_BUDGET;
    s->table_limit = SOLVER_DEFAULT_TABLE_LIMIT;
    s->view = malloc(n);
    s->know = malloc(n);
    s->found = malloc(n * sizeof *s->found);
    s->queue = malloc(n * sizeof *s->queue);
    int ok = s->view && s->know && s->found && s->queue;
    size_t words = cellset_words(n);
    ok = ok && (s->unknown_set = malloc(words * sizeof *s->unknown_set)) != NULL &&
         (s->shown_set = malloc(words * sizeof *s->shown_set)) != NULL &&
         (s->edges = malloc(2 * words * sizeof *s->edges)) != NULL && (s->unknown_around = malloc(n)) != NULL &&
         (s->mines_around = malloc(n)) != NULL;
    if (ok)
        cellset_edges(s->edges, n, cols);
    if (!ok) {
        solver_free(s);
        return GG_NO_MEMORY;
    }
    solver_reset(s);
    return GG_OK;
}

void solver_free(solver *s)
{
    free(s->view);
    free(s->know);
    free(s->found);
    free(s->queue);
    free(s->prob);
    free(s->unknown_set);
    free(s->shown_set);
    free(s->edges);
    free(s->unknown_around);
    free(s->mines_around);
    solver_analysis_free(s->work);
    memset(s, 0, sizeof *s);
}

void solver_reset(solver *s)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    memset(s->view, SOLVER_HIDDEN, n);
    memset(s->know, SOLVER_UNKNOWN, n);
    cellset_fill(s->unknown_set, n);
    memset(s->shown_set, 0, cellset_words(n) * sizeof *s->shown_set);
    memset(s->mines_around, 0, n);
    for (int32_t r = 0, i = 0; r < s->rows; r++)
        for (int32_t c = 0; c < s->cols; c++, i++)
            s->unknown_around[i] = (uint8_t)((1 + (r > 0) + (r + 1 < s->rows)) * (1 + (c > 0) + (c + 1 < s->cols)) - 1);
    s->known_mines = 0;
    s->unknown = (int64_t)n;
    s->contradiction = 0;
    s->found_count = s->found_next = 0;
    s->queue_head = s->queue_count = 0;
    s->exact = 1;
    s->steps = 0;
}

/* ---- the work queue and marking -------------------------------------- */

static void enqueue(solver *s, size_t i)
{
    if (s->know[i] & QUEUED)
        return;
    s->know[i] |= QUEUED;
    size_t n = (size_t)s->rows * (size_t)s->cols;
    size_t at = s->queue_head + s->queue_count;
    s->queue[at >= n ? at - n : at] = (uint32_t)i;
    s->queue_count++;
}

/* Cell i changed: its neighbours' counts of unknown cells and known
 * mines around them move by du and dm, and the revealed cells of its 3x3
 * square are queued: their hidden sets changed. */
static void changed_around(solver *s, size_t i, int du, int dm)
{
    int32_t r = (int32_t)(i / (size_t)s->cols), c = (int32_t)(i % (size_t)s->cols);
    int32_t y1 = r + 1 < s->rows ? r + 1 : r, x0 = c > 0 ? c - 1 : c, x1 = c + 1 < s->cols ? c + 1 : c;
    for (int32_t y = r > 0 ? r - 1 : r; y <= y1; y++)
        for (int32_t x = x0; x <= x1; x++) {
            size_t j = (size_t)y * s->cols + x;
            if (j != i) {
                s->unknown_around[j] = (uint8_t)(s->unknown_around[j] + du);
                s->mines_around[j] = (uint8_t)(s->mines_around[j] + dm);
            }
            if (s->view[j] >= 0)
                enqueue(s, j);
        }
}

int solver_mark(solver *s, size_t i, int what)
{
    int was = KNOW(s, i);
    if (was == what)
        return 0;
    if (was != SOLVER_UNKNOWN) {
        s->contradiction = 1;
        return 0;
    }
    s->know[i] = (uint8_t)((s->know[i] & QUEUED) | what);
    cellset_put(s->unknown_set, i, 0);
    if (s->notes)
        s->notes[s->note_count++] = (solver_note){(uint32_t)i, s->rule_by, s->rule_with};
    s->unknown--;
    if (what == SOLVER_SAFE)
        s->found[s->found_count++] = (uint32_t)i;
    else if (++s->known_mines > s->mines)
        s->contradiction = 1;
    changed_around(s, i, -1, what == SOLVER_MINE);
    return 1;
}

void solver_reveal(solver *s, size_t i, int count)
{
    if (s->view[i] >= 0) {
        if (s->view[i] != count)
            s->contradiction = 1;
        return;
    }
    if (KNOW(s, i) == SOLVER_MINE) {
        s->contradiction = 1;
        return;
    }
    int was_unknown = KNOW(s, i) == SOLVER_UNKNOWN;
    if (was_unknown) {
        s->unknown--;
        s->know[i] = (uint8_t)((s->know[i] & QUEUED) | SOLVER_SAFE);
    }
    s->view[i] = (int8_t)count;
    cellset_put(s->unknown_set, i, 0);
    cellset_put(s->shown_set, i, 1);
    enqueue(s, i);
    changed_around(s, i, -was_unknown, 0);
}

void solver_renumber(solver *s, size_t i, int count)
{
    s->view[i] = (int8_t)count;
    enqueue(s, i);
}

void solver_forget(solver *s, size_t i)
{
    int was = KNOW(s, i);
    s->view[i] = SOLVER_HIDDEN;
    cellset_put(s->shown_set, i, 0);
    if (was != SOLVER_UNKNOWN) {
        s->know[i] &= (uint8_t)~3;
        s->unknown++;
        s->known_mines -= was == SOLVER_MINE;
        cellset_put(s->unknown_set, i, 1);
    }
    changed_around(s, i, was != SOLVER_UNKNOWN, -(was == SOLVER_MINE));
}

int solver_done(const solver *s)
{
    return s->unknown == 0 && !s->contradiction;
}

void solver_copy_view(solver *t, const solver *s)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    memcpy(t->view, s->view, n);
    for (size_t i = 0; i < n; i++)
        t->know[i] = (uint8_t)(s->know[i] & 3);
    memcpy(t->unknown_set, s->unknown_set, cellset_words(n) * sizeof *t->unknown_set);
    memcpy(t->shown_set, s->shown_set, cellset_words(n) * sizeof *t->shown_set);
    memcpy(t->unknown_around, s->unknown_around, n);
    memcpy(t->mines_around, s->mines_around, n);
    t->mines = s->mines;
    t->known_mines = s->known_mines;
    t->unknown = s->unknown;
    t->contradiction = 0;
    t->found_count = t->found_next = 0;
    t->queue_head = t->queue_count = 0;
    t->budget = s->budget;
    t->table_limit = s->table_limit;
}

/* ---- local logic ------------------------------------------------------ */

/* The unknown neighbours of the number at (br, bc) as bits of a 7x7
 * window whose top-left cell is (r0, c0), and its mines still to find. */
static uint64_t unknown_mask(const solver *s, int32_t br, int32_t bc, int32_t r0, int32_t c0, int *rem)
{
    uint64_t mask = 0;
    /* From the sets: three cells a row of unknown_set (the number itself
     * is revealed, so never among them), the mines from the count. */
    unsigned cols_in = (bc > 0) | 2u | (unsigned)(bc + 1 < s->cols) << 2;
    for (int32_t y = br > 0 ? br - 1 : br; y <= br + 1 && y < s->rows; y++)
        mask |= (uint64_t)(cellset_three(s->unknown_set, (size_t)y * s->cols + bc) & cols_in)
                << ((y - r0) * 7 + (bc - 1 - c0));
    *rem = s->view[(size_t)br * s->cols + bc] - s->mines_around[(size_t)br * s->cols + bc];
    return mask;
}

/* Mark every cell of a window mask. Returns how many were new. */
static int mark_mask(solver *s, uint64_t mask, int32_t r0, int32_t c0, int what)
{
    int n = 0;
    for (; mask; mask &= mask - 1) {
        int k = gg_lowest_bit(mask);
        n += solver_mark(s, (size_t)(r0 + k / 7) * s->cols + (size_t)(c0 + k % 7), what);
    }
    return n;
}

/* Look at one number: its own rule, then every number within two cells
 * whose unknown set overlaps its own. Returns cells newly marked. */
static int examine(solver *s, size_t i)
{
    int32_t r = (int32_t)(i / (size_t)s->cols), c = (int32_t)(i % (size_t)s->cols);
    int32_t r0 = r - 3, c0 = c - 3;
    int rem_a;
    if (!s->unknown_around[i]) {
        if (s->view[i] != s->mines_around[i])
            s->contradiction = 1;
        return 0;
    }
    uint64_t ma = unknown_mask(s, r, c, r0, c0, &rem_a);
    int na = gg_popcount64(ma);
    if (rem_a < 0 || rem_a > na) {
        s->contradiction = 1;
        return 0;
    }
    if (na == 0)
        return 0;
    s->rule_by = (int32_t)i;
    s->rule_with = -1;
    if (rem_a == 0)
        return mark_mask(s, ma, r0, c0, SOLVER_SAFE);
    if (rem_a == na)
        return mark_mask(s, ma, r0, c0, SOLVER_MINE);
    int32_t y1 = r + 2 < s->rows ? r + 2 : s->rows - 1, x0 = c > 2 ? c - 2 : 0, x1 = c + 2 < s->cols ? c + 2 : s->cols - 1;
    for (int32_t y = r > 2 ? r - 2 : 0; y <= y1; y++)
        for (int32_t x = x0; x <= x1; x++) {
            size_t j = (size_t)y * s->cols + x;
            if (j == i || s->view[j] < 0)
                continue;
            if (!s->unknown_around[j])
                continue;
            int rem_b;
            uint64_t mb = unknown_mask(s, y, x, r0, c0, &rem_b);
            uint64_t both = ma & mb;
            if (!both)
                continue;
            int nb = gg_popcount64(mb), ni = gg_popcount64(both);
            int a_only = na - ni, b_only = nb - ni;
            /* x mines in the overlap: bounded by both numbers. */
            int lo, hi;
            solver_pair_bounds(rem_a, na, rem_b, nb, ni, &lo, &hi);
            if (lo > hi) {
                s->contradiction = 1;
                return 0;
            }
            int found = 0;
            s->rule_with = (int32_t)((size_t)y * s->cols + x);
            if (a_only && rem_a - lo == 0)
                found += mark_mask(s, ma & ~mb, r0, c0, SOLVER_SAFE);
            else if (a_only && rem_a - hi == a_only)
                found += mark_mask(s, ma & ~mb, r0, c0, SOLVER_MINE);
            if (b_only && rem_b - lo == 0)
                found += mark_mask(s, mb & ~ma, r0, c0, SOLVER_SAFE);
            else if (b_only && rem_b - hi == b_only)
                found += mark_mask(s, mb & ~ma, r0, c0, SOLVER_MINE);
            if (lo == hi && lo == 0)
                found += mark_mask(s, both, r0, c0, SOLVER_SAFE);
            else if (lo == hi && lo == ni)
                found += mark_mask(s, both, r0, c0, SOLVER_MINE);
            if (found) {
                enqueue(s, i); /* its set shrank: look again */
                return found;
            }
        }
    return 0;
}

size_t solver_deduce(solver *s)
{
    size_t n = (size_t)s->rows * (size_t)s->cols, found = 0;
    while (s->queue_count > 0 && !s->contradiction) {
        size_t i = s->queue[s->queue_head];
        s->queue_head = s->queue_head + 1 == n ? 0 : s->queue_head + 1;
        s->queue_count--;
        s->know[i] &= (uint8_t)~QUEUED;
        if (s->view[i] >= 0)
            found += (size_t)examine(s, i);
    }
    return found;
}
