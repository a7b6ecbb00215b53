/* endgame.c — exact endgame guesses by exhaustive search (endgame.h).
 *
 * A search position is a set S of the layouts still possible (a bit each)
 * and the set R of unknown cells swept since the search began. Its value
 * is the chance of winning from there, playing best:
 *   - every layout in S puts the mines in the same cells: won (1);
 *   - a cell safe in every layout of S is not yet swept: sweep it (free),
 *     and average over the numbers it may show;
 *   - else the best guess x: the share of S where x is safe, each number
 *     x may show weighted by its layouts, times the value after it.
 * Each step sweeps one more cell, so the depth is at most twice the cells
 * (ENDGAME_MAX_CELLS): the recursion is bounded by a constant, not by the
 * board. Positions are remembered in a hash table. */
#include "endgame.h"

#include <stdlib.h>
#include <string.h>

#define KNOW3(s, i) ((s)->know[i] & 3)

typedef struct lset {
    uint64_t w[ENDGAME_MAX_LAYOUTS / 64];
} lset;

typedef struct memo_entry {
    lset set;
    uint32_t swept; /* R, plus 1 << 31 to mark the entry used */
    double value;
} memo_entry;

#define MEMO_SIZE 65536 /* > 3 x ENDGAME_MAX_NODES: short probes */

typedef struct search {
    int cells;                               /* unknown cells, u */
    uint16_t around[ENDGAME_MAX_CELLS];      /* each one's unknown neighbours, as bits */
    int layouts;
    uint16_t mines[ENDGAME_MAX_LAYOUTS];     /* each layout's mines, as bits */
    memo_entry *memo;
    long nodes;
    int overflow;
} search;

static int bit_count(uint32_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

static int lset_size(const lset *a)
{
    int n = 0;
    for (int k = 0; k < ENDGAME_MAX_LAYOUTS / 64; k++)
        for (uint64_t x = a->w[k]; x; x &= x - 1)
            n++;
    return n;
}

static int lset_has(const lset *a, int i)
{
    return (int)(a->w[i >> 6] >> (i & 63) & 1);
}

static void lset_add(lset *a, int i)
{
    a->w[i >> 6] |= UINT64_C(1) << (i & 63);
}

static memo_entry *memo_slot(search *q, const lset *set, uint32_t swept)
{
    uint64_t h = swept * UINT64_C(0x9e3779b97f4a7c15);
    for (int k = 0; k < ENDGAME_MAX_LAYOUTS / 64; k++)
        h = (h ^ set->w[k]) * UINT64_C(0xbf58476d1ce4e5b9);
    size_t at = (size_t)(h >> 40) & (MEMO_SIZE - 1);
    for (;;) {
        memo_entry *e = &q->memo[at];
        if (!(e->swept >> 31) || (e->swept == (swept | 1u << 31) && memcmp(&e->set, set, sizeof *set) == 0))
            return e;
        at = (at + 1) & (MEMO_SIZE - 1);
    }
}

static double value(search *q, const lset *set, uint32_t swept);

/* The chance of winning by sweeping cell x from (set, swept), times |set|:
 * over the layouts where x is safe, grouped by the number it shows. */
static double sweep_value(search *q, const lset *set, uint32_t swept, int x)
{
    lset part[9];
    int used[9] = {0};
    memset(part, 0, sizeof part);
    for (int l = 0; l < q->layouts; l++) {
        if (!lset_has(set, l) || (q->mines[l] >> x & 1))
            continue;
        int v = bit_count((uint32_t)(q->mines[l] & q->around[x]));
        lset_add(&part[v], l);
        used[v]++;
    }
    double total = 0;
    for (int v = 0; v < 9 && !q->overflow; v++)
        if (used[v])
            total += used[v] * value(q, &part[v], swept | 1u << x);
    return total;
}

static double value(search *q, const lset *set, uint32_t swept)
{
    if (++q->nodes > ENDGAME_MAX_NODES) {
        q->overflow = 1;
        return 0;
    }
    uint32_t any = 0, all = 0xffff;
    int size = 0;
    for (int l = 0; l < q->layouts; l++)
        if (lset_has(set, l)) {
            any |= q->mines[l];
            all &= q->mines[l];
            size++;
        }
    if (size == 0)
        return 0;
    if (any == all)
        return 1;
    memo_entry *e = memo_slot(q, set, swept);
    if (e->swept >> 31)
        return e->value;
    uint32_t cells = (1u << q->cells) - 1, best_free = ~any & cells & ~swept;
    double v = 0;
    if (best_free) {
        /* a cell safe everywhere: sweeping it costs nothing */
        int x = 0;
        while (!(best_free >> x & 1))
            x++;
        v = sweep_value(q, set, swept, x) / size;
    } else {
        for (int x = 0; x < q->cells && !q->overflow; x++)
            if ((any >> x & 1) && !(all >> x & 1)) {
                double w = sweep_value(q, set, swept, x) / size;
                if (w > v)
                    v = w;
            }
    }
    if (q->overflow)
        return 0;
    /* the slot may have moved on while searching below: find it again */
    e = memo_slot(q, set, swept);
    e->set = *set;
    e->swept = swept | 1u << 31;
    e->value = v;
    return v;
}

int64_t endgame_guess(const solver *s, double *win)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    if (s->unknown < 1 || s->unknown > ENDGAME_MAX_CELLS || s->contradiction)
        return -1;
    search q;
    uint32_t cell[ENDGAME_MAX_CELLS] = {0};
    memset(&q, 0, sizeof q);
    /* The unknown cells (s->unknown of them: the bound holds). */
    for (size_t i = 0; i < n; i++)
        if (s->view[i] < 0 && KNOW3(s, i) == SOLVER_UNKNOWN) {
            if (q.cells == ENDGAME_MAX_CELLS)
                return -1;
            cell[q.cells++] = (uint32_t)i;
        }
    /* Each unknown cell's unknown neighbours. */
    for (int k = 0; k < q.cells; k++) {
        int32_t r = (int32_t)(cell[k] / (uint32_t)s->cols), c = (int32_t)(cell[k] % (uint32_t)s->cols);
        for (int j = 0; j < q.cells; j++) {
            int32_t rj = (int32_t)(cell[j] / (uint32_t)s->cols), cj = (int32_t)(cell[j] % (uint32_t)s->cols);
            if (j != k && rj >= r - 1 && rj <= r + 1 && cj >= c - 1 && cj <= c + 1)
                q.around[k] |= (uint16_t)(1u << j);
        }
    }
    /* The numbers next to unknown cells: the unknown cells each sees, as
     * bits, and the mines it still needs (each number once). */
    uint16_t need_mask[8 * ENDGAME_MAX_CELLS];
    int need[8 * ENDGAME_MAX_CELLS], nneed = 0;
    for (int k = 0; k < q.cells; k++) {
        int32_t r = (int32_t)(cell[k] / (uint32_t)s->cols), c = (int32_t)(cell[k] % (uint32_t)s->cols);
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t x = c - 1; x <= c + 1; x++) {
                if (y < 0 || x < 0 || y >= s->rows || x >= s->cols || (y == r && x == c))
                    continue;
                size_t i = (size_t)y * s->cols + x;
                if (s->view[i] < 0)
                    continue;
                uint16_t mask = 0;
                int mines = 0;
                for (int32_t yy = y - 1; yy <= y + 1; yy++)
                    for (int32_t xx = x - 1; xx <= x + 1; xx++) {
                        if (yy < 0 || xx < 0 || yy >= s->rows || xx >= s->cols || (yy == y && xx == x))
                            continue;
                        size_t j = (size_t)yy * s->cols + xx;
                        if (s->view[j] >= 0)
                            continue;
                        if (KNOW3(s, j) == SOLVER_MINE)
                            mines++;
                        else if (KNOW3(s, j) == SOLVER_UNKNOWN)
                            for (int t = 0; t < q.cells; t++)
                                if (cell[t] == j)
                                    mask |= (uint16_t)(1u << t);
                    }
                int dup = 0;
                for (int t = 0; t < nneed && !dup; t++)
                    dup = need_mask[t] == mask && need[t] == s->view[i] - mines;
                if (!dup && nneed < 8 * ENDGAME_MAX_CELLS) {
                    need_mask[nneed] = mask;
                    need[nneed++] = s->view[i] - mines;
                }
            }
    }
    int64_t left = s->mines - s->known_mines;
    for (uint32_t m = 0; m < (1u << q.cells); m++) {
        if (bit_count(m) != left)
            continue;
        int fits = 1;
        for (int t = 0; t < nneed && fits; t++)
            fits = bit_count(m & need_mask[t]) == need[t];
        if (!fits)
            continue;
        if (q.layouts == ENDGAME_MAX_LAYOUTS)
            return -1;
        q.mines[q.layouts++] = (uint16_t)m;
    }
    if (q.layouts < 2)
        return -1;
    q.memo = calloc(MEMO_SIZE, sizeof *q.memo);
    if (!q.memo)
        return -1;
    lset all;
    memset(&all, 0, sizeof all);
    for (int l = 0; l < q.layouts; l++)
        lset_add(&all, l);
    int size = lset_size(&all), pick = -1;
    double best = -1;
    uint32_t every = 0xffff;
    for (int l = 0; l < q.layouts; l++)
        every &= q.mines[l];
    for (int x = 0; x < q.cells && !q.overflow; x++) {
        if (every >> x & 1)
            continue; /* a mine in every layout */
        double v = sweep_value(&q, &all, 0, x) / size;
        if (v > best + 1e-12) {
            best = v;
            pick = x;
        }
    }
    free(q.memo);
    if (q.overflow || pick < 0)
        return -1;
    if (win)
        *win = best;
    return (int64_t)cell[pick];
}
