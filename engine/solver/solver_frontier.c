/* solver_frontier.c — the first half of solver_analyse: the view cut into
 * the pieces the count works on, and each piece's solutions counted. The
 * numbers with unknown neighbours are the constraints; the unknown cells
 * next to them, the frontier, are grouped into boxes (cells next to the
 * same numbers); boxes linked by a number form components; each
 * component's solutions are enumerated by box counts with an explicit
 * stack and tallied by mine count. solver_analyse.c combines the tallies
 * under the global mine count. */
#include "solver/solver.h"

#include <stdlib.h>
#include <string.h>

#include "solver/cellset.h"
#include "solver/solver_internal.h"

/* Grow a double array to hold `need` entries. */
static int grow_doubles(double **p, size_t *cap, size_t need)
{
    if (need <= *cap)
        return 1;
    size_t ncap = *cap ? *cap : 1024;
    while (ncap < need)
        ncap *= 2;
    double *q = realloc(*p, ncap * sizeof *q);
    if (!q)
        return 0;
    *p = q;
    *cap = ncap;
    return 1;
}

static int32_t find_root(int32_t *parent, int32_t x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/* ---- the frontier, its boxes and components ---------------------------- */

/* Every revealed number with unknown neighbours becomes a constraint: its
 * cell, the mines it still needs, its unknown neighbours. Ids go in
 * row-major order, which the grouping into boxes relies on. */
static void find_constraints(solver *s, analysis *a)
{
    const int32_t rows = s->rows, cols = s->cols;
    size_t n = (size_t)rows * cols;
    /* Undo the previous call's marks only where they were set. */
    for (size_t k = 0; k < a->ncons; k++)
        a->cons_of[a->cons_cell[k]] = -1;
    a->ncons = 0;
    /* The revealed cells next to an unknown one. */
    cellset_spread(a->near_set, s->unknown_set, a->tmp_set, n, cols, s->edges);
    for (size_t w = 0; w < cellset_words(n); w++)
        a->near_set[w] &= s->shown_set[w];
    for (size_t i = cellset_next(a->near_set, n, 0); i < n; i = cellset_next(a->near_set, n, i + 1)) {
        int32_t r = (int32_t)(i / (size_t)cols), c = (int32_t)(i % (size_t)cols);
        /* the running counts, and which neighbours are unknown (the memo's
         * key) three at a time from the set */
        int unk = s->unknown_around[i], mines = s->mines_around[i];
        unsigned mask = 0, cols_in = (c > 0) | 2u | (unsigned)(c + 1 < cols) << 2;
        for (int32_t y = r > 0 ? r - 1 : r; y <= r + 1 && y < rows; y++)
            mask |= (cellset_three(s->unknown_set, (size_t)y * cols + c) & cols_in) << ((y - r + 1) * 3);
        if (!unk)
            continue;
        int32_t id = (int32_t)a->ncons++;
        a->cons_of[i] = id;
        a->cons_cell[id] = (uint32_t)i;
        a->cons_rem[id] = s->view[i] - mines;
        a->cons_unknown[id] = unk;
        a->cons_mask[id] = (uint8_t)(mask & 15) | (uint8_t)((mask >> 5) << 4);
        a->parent[id] = id;
    }
}

/* List the frontier: each unknown cell next to a constraint (next to any
 * revealed cell, which that makes a constraint), with the constraints
 * around it. Returns how many unknown cells are next to none (the
 * interior). */
static int64_t find_frontier_cells(solver *s, analysis *a)
{
    const int32_t rows = s->rows, cols = s->cols;
    size_t n = (size_t)rows * cols;
    a->nfront = 0;
    /* No number with unknown neighbours, no frontier (a look then is
     * quick: the generator makes many on boards walled in by mines). */
    if (a->ncons == 0)
        memset(a->front_set, 0, cellset_words(n) * sizeof *a->front_set);
    else
        cellset_spread(a->front_set, s->shown_set, a->tmp_set, n, cols, s->edges);
    for (size_t w = 0; w < cellset_words(n); w++)
        a->front_set[w] &= s->unknown_set[w];
    for (size_t i = cellset_next(a->front_set, n, 0); i < n; i = cellset_next(a->front_set, n, i + 1)) {
        a->box_of[i] = -1; /* until it joins a box */
        int32_t r = (int32_t)(i / (size_t)cols), c = (int32_t)(i % (size_t)cols);
        int32_t y1 = r + 1 < rows ? r + 1 : r, x0 = c > 0 ? c - 1 : c, x1 = c + 1 < cols ? c + 1 : c;
        front *f = &a->fronts[a->nfront];
        f->cell = (uint32_t)i;
        f->ncons = 0;
        for (int32_t y = r > 0 ? r - 1 : r; y <= y1; y++)
            for (int32_t x = x0; x <= x1; x++) {
                int32_t id = a->cons_of[(size_t)y * cols + x];
                if (id >= 0)
                    f->cons[f->ncons++] = id; /* never i itself: unknown */
            }
        a->nfront += f->ncons > 0;
    }
    return s->unknown - (int64_t)a->nfront;
}

/* The box of an earlier frontier cell with the same numbers around it as
 * f, or -1. Two such cells are both next to f's first number, so the twin
 * is among that number's neighbours: no sort needed. Neighbours are
 * visited in row-major order and ids were given in that order, so equal
 * sets are equal lists. */
static int32_t earlier_twin_box(const solver *s, const analysis *a, const front *f)
{
    const int32_t rows = s->rows, cols = s->cols;
    uint32_t at = a->cons_cell[f->cons[0]];
    int32_t r = (int32_t)(at / (uint32_t)cols), c = (int32_t)(at % (uint32_t)cols), id = -1;
    int32_t y1 = r + 1 < rows ? r + 1 : r, x0 = c > 0 ? c - 1 : c, x1 = c + 1 < cols ? c + 1 : c;
    for (int32_t y = r > 0 ? r - 1 : r; y <= y1 && id < 0; y++)
        for (int32_t x = x0; x <= x1 && id < 0; x++) {
            size_t j = (size_t)y * cols + x;
            if (j >= f->cell || s->view[j] >= 0 || KNOW(s, j) != SOLVER_UNKNOWN)
                continue;
            const front *e = &a->fronts[a->front_of[j]];
            if (e->ncons == f->ncons && memcmp(e->cons, f->cons, (size_t)f->ncons * sizeof f->cons[0]) == 0)
                id = a->box_of[j];
        }
    return id;
}

/* A new, empty box for f's numbers. Its numbers now share a box, so they
 * join one component (union-find, the smaller id the root). */
static int32_t open_box(analysis *a, const front *f)
{
    int32_t id = (int32_t)a->nboxes++;
    box *b = &a->boxes[id];
    b->size = 0;
    b->ncons = f->ncons;
    memcpy(b->cons, f->cons, (size_t)f->ncons * sizeof f->cons[0]);
    for (int32_t q = 1; q < f->ncons; q++) {
        int32_t x = find_root(a->parent, f->cons[0]), y = find_root(a->parent, f->cons[q]);
        if (x != y)
            a->parent[x > y ? x : y] = x < y ? x : y;
    }
    return id;
}

/* Each frontier cell into the box of its earlier twin, or a new one. */
static void group_into_boxes(const solver *s, analysis *a)
{
    a->nboxes = 0;
    for (size_t k = 0; k < a->nfront; k++) {
        const front *f = &a->fronts[k];
        a->front_of[f->cell] = (int32_t)k;
        int32_t id = earlier_twin_box(s, a, f);
        if (id < 0)
            id = open_box(a, f);
        a->box_of[f->cell] = id;
        a->boxes[id].size++;
    }
}

/* Each box's cells together in a->cells, in row-major order. */
static void gather_box_cells(analysis *a)
{
    uint32_t next = 0;
    for (size_t b = 0; b < a->nboxes; b++) {
        a->boxes[b].first = next;
        a->order[b] = (int32_t)next;
        next += (uint32_t)a->boxes[b].size;
    }
    for (size_t k = 0; k < a->nfront; k++) {
        uint32_t cell = a->fronts[k].cell;
        a->cells[a->order[a->box_of[cell]]++] = cell;
    }
}

/* Components, numbered in order of their smallest constraint, and each
 * one's boxes listed together (comp_box_start, comp_boxes). */
static void number_components(analysis *a)
{
    a->ncomps = 0;
    for (size_t k = 0; k < a->ncons; k++)
        a->comp_of_root[k] = -1;
    for (size_t k = 0; k < a->ncons; k++) {
        int32_t root = find_root(a->parent, (int32_t)k);
        if (a->comp_of_root[root] < 0)
            a->comp_of_root[root] = (int32_t)a->ncomps++;
    }
    for (size_t c = 0; c <= a->ncomps; c++)
        a->comp_box_start[c] = 0;
    for (size_t b = 0; b < a->nboxes; b++) {
        a->boxes[b].comp = a->comp_of_root[find_root(a->parent, a->boxes[b].cons[0])];
        a->comp_box_start[a->boxes[b].comp + 1]++;
    }
    for (size_t c = 0; c < a->ncomps; c++)
        a->comp_box_start[c + 1] += a->comp_box_start[c];
    for (size_t c = 0; c < a->ncomps; c++)
        a->order[c] = a->comp_box_start[c];
    for (size_t b = 0; b < a->nboxes; b++) {
        int32_t c = a->boxes[b].comp;
        a->boxes[b].place = a->order[c] - a->comp_box_start[c];
        a->comp_boxes[a->order[c]++] = (int32_t)b;
    }
}

/* Constraint -> boxes (cons_start, cons_boxes), for the search order. */
static void index_boxes_by_constraint(analysis *a)
{
    for (size_t k = 0; k <= a->ncons; k++)
        a->cons_start[k] = 0;
    for (size_t b = 0; b < a->nboxes; b++)
        for (int32_t q = 0; q < a->boxes[b].ncons; q++)
            a->cons_start[a->boxes[b].cons[q] + 1]++;
    for (size_t k = 0; k < a->ncons; k++) {
        a->cons_start[k + 1] += a->cons_start[k];
        a->cons_fill[k] = a->cons_start[k];
    }
    for (size_t b = 0; b < a->nboxes; b++)
        for (int32_t q = 0; q < a->boxes[b].ncons; q++) {
            int32_t id = a->boxes[b].cons[q];
            a->cons_boxes[a->cons_fill[id]++] = (int32_t)b;
        }
}

int64_t solver_build_frontier(solver *s, analysis *a)
{
    find_constraints(s, a);
    int64_t interior = find_frontier_cells(s, a);
    group_into_boxes(s, a);
    gather_box_cells(a);
    number_components(a);
    index_boxes_by_constraint(a);
    return interior;
}

/* ---- one component's solutions ----------------------------------------- */

/* C(n, k) for box sizes up to 8 (bytes: the table ships in the page). */
static const uint8_t choose8[9][9] = {
    {1},
    {1, 1},
    {1, 2, 1},
    {1, 3, 3, 1},
    {1, 4, 6, 4, 1},
    {1, 5, 10, 10, 5, 1},
    {1, 6, 15, 20, 15, 6, 1},
    {1, 7, 21, 35, 35, 21, 7, 1},
    {1, 8, 28, 56, 70, 56, 28, 8, 1},
};

/* Ready the component's numbers for a search: none visited, no mines
 * placed, room for all their boxes. Returns the number with the fewest
 * boxes (the lowest id among equals), where the search starts. */
static int32_t reset_component_numbers(analysis *a, const int32_t *cb, int32_t nb)
{
    int32_t start_cons = a->boxes[cb[0]].cons[0];
    for (int32_t k = 0; k < nb; k++) {
        const box *b = &a->boxes[cb[k]];
        a->visited[cb[k]] = 0;
        for (int32_t q = 0; q < b->ncons; q++) {
            int32_t id = b->cons[q];
            a->local[id] = 0; /* constraint not yet visited */
            a->cons_sum[id] = 0;
            a->cons_cap[id] = 0;
            int32_t deg = a->cons_start[id + 1] - a->cons_start[id];
            int32_t best = a->cons_start[start_cons + 1] - a->cons_start[start_cons];
            if (deg < best || (deg == best && id < start_cons))
                start_cons = id;
        }
    }
    for (int32_t k = 0; k < nb; k++) {
        const box *b = &a->boxes[cb[k]];
        for (int32_t q = 0; q < b->ncons; q++)
            a->cons_cap[b->cons[q]] += b->size;
    }
    return start_cons;
}

/* The search order, in a->order: breadth-first over the numbers from
 * start_cons, so each number's boxes come close together and its sum is
 * checked early. cons_fill doubles as the queue of numbers. */
static void order_boxes_breadth_first(analysis *a, int32_t start_cons)
{
    int32_t *cq = a->cons_fill, qh = 0, qt = 0, placed = 0;
    cq[qt++] = start_cons;
    a->local[start_cons] = 1;
    while (qh < qt) {
        int32_t id = cq[qh++];
        for (int32_t e = a->cons_start[id]; e < a->cons_start[id + 1]; e++) {
            int32_t bi = a->cons_boxes[e];
            if (a->visited[bi])
                continue;
            a->visited[bi] = 1;
            a->order[placed++] = bi;
            const box *b = &a->boxes[bi];
            for (int32_t q = 0; q < b->ncons; q++)
                if (!a->local[b->cons[q]]) {
                    a->local[b->cons[q]] = 1;
                    cq[qt++] = b->cons[q];
                }
        }
    }
}

/* How many mines box b may hold given what its numbers still need and the
 * room left in their other boxes; lo > hi when none fits. */
static void box_mine_range(const analysis *a, const box *b, int32_t *lo_out, int32_t *hi_out)
{
    int32_t lo = 0, hi = b->size;
    for (int32_t q = 0; q < b->ncons; q++) {
        int32_t id = b->cons[q];
        int32_t need = a->cons_rem[id] - a->cons_sum[id];
        int32_t other = a->cons_cap[id] - b->size;
        if (need < hi)
            hi = need;
        if (need - other > lo)
            lo = need - other;
    }
    *lo_out = lo;
    *hi_out = hi;
}

/* Box b placed with j mines, or taken back: its numbers' sums and the
 * room left in their other boxes. */
static void place_box(analysis *a, const box *b, int32_t j)
{
    for (int32_t q = 0; q < b->ncons; q++) {
        a->cons_sum[b->cons[q]] += j;
        a->cons_cap[b->cons[q]] -= b->size;
    }
}

static void unplace_box(analysis *a, const box *b, int32_t j)
{
    for (int32_t q = 0; q < b->ncons; q++) {
        a->cons_sum[b->cons[q]] -= j;
        a->cons_cap[b->cons[q]] += b->size;
    }
}

/* A solution, every number's sum met (the last box of each number was
 * forced to fill it exactly): its weight wt (cell layouts) into W at its
 * mine count msum, each box's mines into A, which way its cells can go
 * into bits. jd[k]: the mines of the k-th box in search order. */
static void tally_solution(const analysis *a, int32_t nb, const int32_t *jd, double wt, int32_t msum,
                           double *W, double *A, uint8_t *bits)
{
    /* the row of mine count msum: one entry a box, side by side */
    double *row = A + (size_t)msum * (size_t)nb;
    uint8_t *seen = bits + (size_t)msum * (size_t)nb;
    W[msum] += wt;
    for (int32_t k = 0; k < nb; k++) {
        int32_t j = jd[k];
        if (j)
            row[k] += wt * j;
        seen[k] |= (uint8_t)((j > 0) | (j < a->size_at[k]) << 1);
    }
}

/* Depth-first over the boxes in a->order, each box's mine count from its
 * lowest to its highest possible, with an explicit stack: jd/hid the
 * count and its bound at each depth, w the weight so far (product of
 * C(size, count)). Returns 1, or 0 when the budget ran out. */
static int search_box_counts(solver *s, analysis *a, int32_t nb, int32_t L, double *W, double *A, uint8_t *bits)
{
    int32_t *jd = a->depth_j, *hid = a->depth_hi;
    double *w = a->wstack;
    int32_t d = 0, msum = 0;
    w[0] = 1;
    int descending = 1;
    for (;;) {
        if (descending) {
            if (d == nb) {
                tally_solution(a, nb, jd, w[nb], msum, W, A, bits);
                descending = 0;
                continue;
            }
            const box *b = &a->boxes[a->order[d]];
            int32_t lo, hi;
            box_mine_range(a, b, &lo, &hi);
            if (lo > hi) {
                descending = 0;
                continue;
            }
            if (++s->steps > s->budget)
                return 0;
            jd[d] = lo;
            hid[d] = hi;
            place_box(a, b, lo);
            msum += lo;
            w[d + 1] = w[d] * choose8[b->size][lo];
            d++;
        } else {
            if (d == 0)
                break;
            d--;
            const box *b = &a->boxes[a->order[d]];
            if (jd[d] < hid[d]) {
                /* one mine more in this box: room was taken already */
                if (++s->steps > s->budget)
                    return 0;
                jd[d]++;
                for (int32_t q = 0; q < b->ncons; q++)
                    a->cons_sum[b->cons[q]]++;
                msum++;
                w[d + 1] = w[d] * choose8[b->size][jd[d]];
                d++;
                descending = 1;
            } else {
                unplace_box(a, b, jd[d]);
                msum -= jd[d];
            }
        }
    }
    return 1;
}

/* Enumerate one component's solutions box count by box count, tallying
 * by mine count m: W[m] the number of cell layouts, A[m*nb+b] the sum
 * over them of the mines in box b, bits[m*nb+b] whether it can hold a mine or
 * a safe cell at that m. Returns 1, or 0 when the budget ran out. */
static int enumerate(solver *s, analysis *a, size_t comp, double *W, double *A, uint8_t *bits)
{
    int32_t first = a->comp_box_start[comp], nb = a->comp_box_start[comp + 1] - first;
    int32_t L = a->comp_len[comp];
    const int32_t *cb = a->comp_boxes + first;
    order_boxes_breadth_first(a, reset_component_numbers(a, cb, nb));
    for (int32_t k = 0; k < nb; k++)
        a->size_at[k] = a->boxes[a->order[k]].size;
    for (int32_t m = 0; m <= L; m++)
        W[m] = 0;
    for (size_t k = 0; k < (size_t)nb * (size_t)(L + 1); k++) {
        A[k] = 0;
        bits[k] = 0;
    }
    if (!search_box_counts(s, a, nb, L, W, A, bits))
        return 0;
    /* A and bits were indexed by search position; the caller reads them
     * by position in comp_boxes: store the permutation there. */
    for (int32_t k = 0; k < nb; k++)
        a->comp_boxes[first + k] = a->order[k];
    return 1;
}

/* A component past the budget: sound bounds on its mine count, W[m] 1
 * inside them. Each number needs its own mines, and all of them together
 * hold at most their sum. */
static void bound_mine_count(analysis *a, size_t c, double *W)
{
    int32_t L = a->comp_len[c];
    int32_t lo = 0, hi = 0;
    for (int32_t k = a->comp_box_start[c]; k < a->comp_box_start[c + 1]; k++) {
        const box *b = &a->boxes[a->comp_boxes[k]];
        for (int32_t q = 0; q < b->ncons; q++) {
            int32_t rem = a->cons_rem[b->cons[q]];
            if (rem > lo)
                lo = rem;
        }
    }
    for (size_t id = 0; id < a->ncons; id++)
        if (a->comp_of_root[find_root(a->parent, (int32_t)id)] == (int32_t)c)
            hi += a->cons_rem[id];
    if (hi > L)
        hi = L;
    for (int32_t m = 0; m <= L; m++)
        W[m] = m >= lo && m <= hi ? 1 : 0;
}

/* Each component's size L and where its tallies go: W (L+1 entries) at
 * w_at, A and bits (boxes x (L+1)) at a_at. Returns 0 when out of memory. */
static int lay_out_tallies(analysis *a)
{
    size_t K = a->ncomps, w_need = 0, a_need = 0;
    for (size_t c = 0; c < K; c++)
        a->comp_len[c] = 0;
    for (size_t b = 0; b < a->nboxes; b++)
        a->comp_len[a->boxes[b].comp] += a->boxes[b].size;
    for (size_t c = 0; c < K; c++) {
        size_t L1 = (size_t)a->comp_len[c] + 1;
        size_t nb = (size_t)(a->comp_box_start[c + 1] - a->comp_box_start[c]);
        a->w_at[c] = w_need;
        a->a_at[c] = a_need;
        w_need += L1;
        a_need += nb * L1;
    }
    if (!grow_doubles(&a->W, &a->w_cap, w_need + 1))
        return 0;
    size_t a_cap_before = a->a_cap;
    if (!grow_doubles(&a->A, &a->a_cap, a_need + 1))
        return 0;
    if (a->a_cap != a_cap_before || !a->bits) {
        uint8_t *nbits = realloc(a->bits, a->a_cap);
        if (!nbits)
            return 0;
        a->bits = nbits;
    }
    return 1;
}

/* ---- components counted before ------------------------------------------ */

/* A component's solutions depend on nothing but its numbers: each one's
 * cell, the mines it still needs and which of its neighbours are unknown
 * fix its frontier, its boxes and the search. So the exact components of
 * the last call are kept under that key, and one the view has not changed
 * since is copied rather than counted again, the steps it took counted
 * against the budget all the same (the search would take them again). */

static size_t memo_entry_words(const uint32_t *e)
{
    return 5 + 2 * (size_t)e[0] + e[2] + ((size_t)e[2] * (e[1] + 1) + 3) / 4;
}

static uint32_t number_key(const analysis *a, int32_t id)
{
    return (uint32_t)a->cons_rem[id] << 8 | a->cons_mask[id];
}

/* Each component's numbers, in id order (comp_cons, comp_cons_start). */
static void list_component_numbers(analysis *a)
{
    for (size_t c = 0; c <= a->ncomps; c++)
        a->comp_cons_start[c] = 0;
    for (size_t id = 0; id < a->ncons; id++) {
        a->local[id] = a->comp_of_root[find_root(a->parent, (int32_t)id)];
        a->comp_cons_start[a->local[id] + 1]++;
    }
    for (size_t c = 0; c < a->ncomps; c++)
        a->comp_cons_start[c + 1] += a->comp_cons_start[c];
    for (size_t c = 0; c < a->ncomps; c++)
        a->cons_fill[c] = a->comp_cons_start[c];
    for (size_t id = 0; id < a->ncons; id++)
        a->comp_cons[a->cons_fill[a->local[id]]++] = (int32_t)id;
}

/* The last call's entry for component c, if it had the same numbers and
 * taking its steps again keeps within the budget; else NULL. */
static const uint32_t *recall(const solver *s, const analysis *a, size_t c)
{
    const int32_t *ids = a->comp_cons + a->comp_cons_start[c];
    uint32_t ncons = (uint32_t)(a->comp_cons_start[c + 1] - a->comp_cons_start[c]), at = a->memo_of[a->cons_cell[ids[0]]];
    if (!at)
        return NULL;
    const uint32_t *e = a->last.word + at - 1;
    if (e[0] != ncons || e[1] != (uint32_t)a->comp_len[c] ||
        e[2] != (uint32_t)(a->comp_box_start[c + 1] - a->comp_box_start[c]) || s->steps + (long)e[3] > s->budget)
        return NULL;
    for (uint32_t q = 0; q < ncons; q++)
        if (e[5 + 2 * q] != a->cons_cell[ids[q]] || e[6 + 2 * q] != number_key(a, ids[q]))
            return NULL;
    return e;
}

static int grow_words(uint32_t **p, size_t *cap, size_t need)
{
    if (need <= *cap)
        return 1;
    size_t ncap = *cap ? *cap : 1024;
    while (ncap < need)
        ncap *= 2;
    uint32_t *q = realloc(*p, ncap * sizeof *q);
    if (!q)
        return 0;
    *p = q;
    *cap = ncap;
    return 1;
}

/* Keep exact component c, counted in `steps`, for the next call (unless
 * memory or the steps are short: it is then counted again). */
static void remember(analysis *a, size_t c, long steps)
{
    memo *m = &a->now;
    const int32_t *ids = a->comp_cons + a->comp_cons_start[c];
    uint32_t ncons = (uint32_t)(a->comp_cons_start[c + 1] - a->comp_cons_start[c]), L = (uint32_t)a->comp_len[c];
    uint32_t nb = (uint32_t)(a->comp_box_start[c + 1] - a->comp_box_start[c]);
    uint32_t head[5] = {ncons, L, nb, (uint32_t)steps, (uint32_t)m->numbers};
    size_t size = memo_entry_words(head), nums = (size_t)(nb + 1) * (L + 1);
    if (steps > (long)UINT32_MAX || !grow_words(&m->word, &m->word_cap, m->words + size) ||
        !grow_doubles(&m->number, &m->number_cap, m->numbers + nums))
        return;
    uint32_t *e = m->word + m->words;
    memcpy(e, head, sizeof head);
    for (uint32_t q = 0; q < ncons; q++) {
        e[5 + 2 * q] = a->cons_cell[ids[q]];
        e[6 + 2 * q] = number_key(a, ids[q]);
    }
    for (uint32_t k = 0; k < nb; k++)
        e[5 + 2 * ncons + k] = (uint32_t)a->boxes[a->comp_boxes[a->comp_box_start[c] + (int32_t)k]].place;
    memcpy(e + 5 + 2 * ncons + nb, a->bits + a->a_at[c], (size_t)nb * (L + 1));
    memcpy(m->number + m->numbers, a->W + a->w_at[c], (L + 1) * sizeof *m->number);
    memcpy(m->number + m->numbers + L + 1, a->A + a->a_at[c], (size_t)nb * (L + 1) * sizeof *m->number);
    m->words += size;
    m->numbers += nums;
}

/* Component c as counted before (entry e): its tallies, its search order
 * (comp_boxes), its steps. */
static void take_again(solver *s, analysis *a, size_t c, const uint32_t *e)
{
    uint32_t L = e[1], nb = e[2];
    int32_t first = a->comp_box_start[c], *by_place = a->order;
    for (uint32_t k = 0; k < nb; k++)
        by_place[k] = a->comp_boxes[first + (int32_t)k];
    for (uint32_t k = 0; k < nb; k++)
        a->comp_boxes[first + (int32_t)k] = by_place[e[5 + 2 * e[0] + k]];
    memcpy(a->bits + a->a_at[c], e + 5 + 2 * e[0] + nb, (size_t)nb * (L + 1));
    memcpy(a->W + a->w_at[c], a->last.number + e[4], (L + 1) * sizeof *a->W);
    memcpy(a->A + a->a_at[c], a->last.number + e[4] + L + 1, (size_t)nb * (L + 1) * sizeof *a->A);
    s->steps += (long)e[3];
}

/* This call's components become the last call's. */
static void keep_memo(analysis *a)
{
    for (size_t at = 0; at < a->last.words; at += memo_entry_words(a->last.word + at))
        a->memo_of[a->last.word[at + 5]] = 0;
    memo t = a->last;
    a->last = a->now;
    a->now = t;
    a->now.words = a->now.numbers = 0;
    for (size_t at = 0; at < a->last.words; at += memo_entry_words(a->last.word + at))
        a->memo_of[a->last.word[at + 5]] = (uint32_t)at + 1;
}

int solver_count_solutions(solver *s, analysis *a)
{
    if (!lay_out_tallies(a))
        return 0;
    s->steps = 0;
    list_component_numbers(a);
    for (size_t c = 0; c < a->ncomps; c++) {
        double *W = a->W + a->w_at[c];
        const uint32_t *e = recall(s, a, c);
        long before = s->steps;
        if (e) {
            take_again(s, a, c, e);
            a->comp_exact[c] = 1;
            remember(a, c, s->steps - before);
            continue;
        }
        a->comp_exact[c] = (uint8_t)enumerate(s, a, c, W, a->A + a->a_at[c], a->bits + a->a_at[c]);
        if (!a->comp_exact[c]) {
            bound_mine_count(a, c, W);
            s->exact = 0;
        }
        else
            remember(a, c, s->steps - before);
    }
    keep_memo(a);
    return 1;
}
