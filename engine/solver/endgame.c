/* endgame.c — exact endgame guesses by exhaustive search (endgame.h).
 *
 * A search position is the set S of the layouts still possible (a bit
 * each): what was seen on the way there is all in S. Its value is the
 * chance of winning from there, playing best:
 *   - every layout in S puts the mines in the same cells: won (1);
 *   - a cell safe in every layout of S shows different numbers in some of
 *     them: sweep it (free), and average over the numbers it may show (a
 *     safe cell whose number is the same everywhere tells nothing: it was
 *     swept already, or may be at the end);
 *   - else the best guess x: the share of S where x is safe, each number
 *     x may show weighted by its layouts, times the value after it. The
 *     guesses are tried safest first, and one whose share of safe layouts
 *     (or, part way through its numbers, what it has plus the layouts still
 *     to count) cannot beat the best so far is cut short: the value stays
 *     exact, and most guesses need no search.
 * A cell swept shows the same number in every layout below it, so no path
 * sweeps a cell twice: the depth is at most the number of unknown cells
 * (ENDGAME_MAX_CELLS), a constant, not the board. Positions are remembered
 * in a hash table (32-bit entry numbers into a pool that grows as the
 * search does).
 *
 * The layouts are listed by a backtracking search over the unknown cells
 * (each number next to them pruning it), stopped past ENDGAME_MAX_LAYOUTS;
 * the work is counted in layouts looked at, stopped past ENDGAME_MAX_WORK. */
#include "solver/endgame.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define KNOW3(s, i) ((s)->know[i] & 3)
#define WORDS (ENDGAME_MAX_LAYOUTS / 64)
#define MAX_NEEDS (8 * ENDGAME_MAX_CELLS)

typedef uint64_t cellset; /* unknown cells, a bit each */

typedef struct lset {
    uint64_t w[WORDS];
} lset;

/* The remembered positions: an open-addressing table of 32-bit entry
 * numbers (0: empty), kept at most half full by doubling, into a pool that
 * grows by doubling too, each entry its key (the set, `words` words of
 * it), the key's hash (compared before the key) and its value. */
typedef struct memo {
    uint32_t *slot;
    size_t mask;
    uint64_t *sets; /* words per entry */
    uint64_t *hash;
    double *value;
    uint32_t count, cap;
} memo;

typedef struct search {
    int cells;                          /* unknown cells, u */
    cellset around[ENDGAME_MAX_CELLS];  /* each one's unknown neighbours */
    int layouts;
    cellset mines[ENDGAME_MAX_LAYOUTS]; /* each layout's mines */
    uint8_t *shows;                     /* [cell][layout]: the number shown */
    cellset shows_known;                /* the cells whose rows are filled */
    lset *parts;                        /* 9 sets per depth: sweep_value's split */
    int words;                          /* 64-bit words of a set in use */
    memo memo;
    long nodes, work;
    int overflow;
} search;

static void lset_add(lset *a, int i)
{
    a->w[i >> 6] |= UINT64_C(1) << (i & 63);
}

static uint64_t memo_hash(const search *q, const lset *set)
{
    /* each word mixed on its own (the products do not wait on one
     * another), then the sum mixed */
    uint64_t h = 0;
    for (int k = 0; k < q->words; k++)
        h += (set->w[k] + (uint64_t)(k + 1) * UINT64_C(0x9e3779b97f4a7c15)) * UINT64_C(0xbf58476d1ce4e5b9);
    h ^= h >> 31;
    h *= UINT64_C(0x94d049bb133111eb);
    return h ^ h >> 29;
}

/* The slot holding set (hash h), or the empty one where it would go. */
static uint32_t *memo_find(search *q, const lset *set, uint64_t h)
{
    memo *m = &q->memo;
    size_t at = (size_t)(h >> 20) & m->mask;
    for (;;) {
        uint32_t *slot = &m->slot[at];
        if (*slot == 0)
            return slot;
        uint32_t e = *slot - 1;
        if (m->hash[e] == h && memcmp(m->sets + (size_t)e * q->words, set->w, (size_t)q->words * 8) == 0)
            return slot;
        at = (at + 1) & m->mask;
    }
}

/* Twice the slots, every entry placed again. Returns 0, or -1 out of
 * memory (the table is left as it was). */
static int memo_grow_table(memo *m)
{
    size_t slots = 2 * (m->mask + 1);
    uint32_t *slot = calloc(slots, sizeof *slot);
    if (!slot)
        return -1;
    for (uint32_t e = 0; e < m->count; e++) {
        size_t at = (size_t)(m->hash[e] >> 20) & (slots - 1);
        while (slot[at])
            at = (at + 1) & (slots - 1);
        slot[at] = e + 1;
    }
    free(m->slot);
    m->slot = slot;
    m->mask = slots - 1;
    return 0;
}

/* Remember set (hash h) -> v. Returns 0, or -1 out of memory. */
static int memo_add(search *q, const lset *set, uint64_t h, double v)
{
    memo *m = &q->memo;
    if (m->count == m->cap) {
        uint32_t cap = m->cap ? 2 * m->cap : 1024;
        uint64_t *sets = realloc(m->sets, (size_t)cap * q->words * sizeof *sets);
        if (sets)
            m->sets = sets;
        uint64_t *hash = realloc(m->hash, (size_t)cap * sizeof *hash);
        if (hash)
            m->hash = hash;
        double *val = realloc(m->value, (size_t)cap * sizeof *val);
        if (val)
            m->value = val;
        if (!sets || !hash || !val)
            return -1;
        m->cap = cap;
    }
    if (2 * ((size_t)m->count + 1) > m->mask + 1 && memo_grow_table(m) != 0)
        return -1;
    uint32_t *slot = memo_find(q, set, h);
    uint32_t e = m->count++;
    memcpy(m->sets + (size_t)e * q->words, set->w, (size_t)q->words * 8);
    m->hash[e] = h;
    m->value[e] = v;
    *slot = e + 1;
    return 0;
}

static double value(search *q, const lset *set, int size, int depth);

/* The numbers cell x shows in the layouts, one a layout (its mined
 * neighbours), counted the first time cell x is asked about. */
static const uint8_t *shown_by(search *q, int x)
{
    uint8_t *row = q->shows + (size_t)x * ENDGAME_MAX_LAYOUTS;
    if (!(q->shows_known >> x & 1)) {
        for (int l = 0; l < q->layouts; l++)
            row[l] = (uint8_t)gg_popcount64(q->mines[l] & q->around[x]);
        q->shows_known |= (cellset)1 << x;
    }
    return row;
}

/* The chance of winning by sweeping cell x from set, times |set|: over the
 * layouts where x is safe, grouped by the number it shows. Cut short once
 * it cannot exceed `floor` (same scale): then it returns at most that. */
static double sweep_value(search *q, const lset *set, int depth, int x, double floor)
{
    lset *part = q->parts + (size_t)depth * 9;
    const uint8_t *shows = shown_by(q, x);
    int used[9] = {0};
    for (int v = 0; v < 9; v++)
        memset(part[v].w, 0, (size_t)q->words * sizeof part[v].w[0]);
    for (int k = 0; k < q->words; k++)
        for (uint64_t b = set->w[k]; b; b &= b - 1) {
            int l = k * 64 + gg_lowest_bit(b);
            if (q->mines[l] >> x & 1)
                continue;
            int v = shows[l];
            lset_add(&part[v], l);
            used[v]++;
            q->work++;
        }
    double total = 0;
    int rest = 0; /* layouts in the groups still to search: each adds at most 1 */
    for (int v = 0; v < 9; v++)
        rest += used[v];
    for (int v = 0; v < 9 && !q->overflow; v++)
        if (used[v]) {
            total += used[v] * value(q, &part[v], used[v], depth + 1);
            rest -= used[v];
            if (total + rest <= floor)
                break;
        }
    return total;
}

/* Over the layouts of set: the cells mined in any and in all of them. */
static void any_all(const search *q, const lset *set, cellset *any, cellset *all)
{
    *any = 0;
    *all = ~(cellset)0;
    for (int k = 0; k < q->words; k++)
        for (uint64_t b = set->w[k]; b; b &= b - 1) {
            cellset m = q->mines[k * 64 + gg_lowest_bit(b)];
            *any |= m;
            *all &= m;
        }
}

/* How many layouts of set hold each cell's mine, kept bit-sliced: plane p
 * holds bit p of every cell's count, so a layout costs a carry through a
 * plane or two rather than a step per mine (12 planes: at most
 * ENDGAME_MAX_LAYOUTS = 2,048 layouts). */
static void tally(const search *q, const lset *set, cellset plane[12])
{
    memset(plane, 0, 12 * sizeof *plane);
    for (int k = 0; k < q->words; k++)
        for (uint64_t b = set->w[k]; b; b &= b - 1) {
            cellset m = q->mines[k * 64 + gg_lowest_bit(b)];
            for (int p = 0; m; p++) {
                cellset carry = plane[p] & m;
                plane[p] ^= m;
                m = carry;
            }
        }
}

/* Cell x's count from tally's planes. */
static int mined_count(const cellset plane[12], int x)
{
    int count = 0;
    for (int p = 0; p < 12; p++)
        count |= (int)(plane[p] >> x & 1) << p;
    return count;
}

/* Does cell x show different numbers in the layouts of set (`size` of
 * them, `open` the cells mined in some but not all)? Not when none of its
 * neighbours is open; the work is counted as if every layout was looked
 * at, as it would have been, so the bounds fall where they always did. */
static int tells(search *q, const lset *set, int x, cellset open, int size)
{
    if (!(q->around[x] & open)) {
        q->work += size;
        return 0;
    }
    int shown = -1;
    const uint8_t *shows = shown_by(q, x);
    for (int k = 0; k < q->words; k++)
        for (uint64_t b = set->w[k]; b; b &= b - 1) {
            int l = k * 64 + gg_lowest_bit(b), v = shows[l];
            q->work++;
            if (shown >= 0 && v != shown)
                return 1;
            shown = v;
        }
    return 0;
}

/* The chance of winning from set, which holds `size` layouts. */
static double value(search *q, const lset *set, int size, int depth)
{
    if (++q->nodes > ENDGAME_MAX_NODES || q->work > ENDGAME_MAX_WORK) {
        q->overflow = 1;
        return 0;
    }
    /* One layout, or none, is settled; a position seen before is looked
     * up before its cells are counted. */
    q->work += size;
    if (size <= 1)
        return size;
    uint64_t h = memo_hash(q, set);
    uint32_t *slot = memo_find(q, set, h);
    if (*slot)
        return q->memo.value[*slot - 1];
    cellset any, all;
    any_all(q, set, &any, &all);
    if (any == all)
        return 1;
    cellset cells = q->cells == 64 ? ~(cellset)0 : ((cellset)1 << q->cells) - 1;
    int free_cell = -1;
    for (cellset f = ~any & cells; f && free_cell < 0; f &= f - 1)
        if (tells(q, set, gg_lowest_bit(f), any & ~all, size))
            free_cell = gg_lowest_bit(f);
    double v = 0;
    if (free_cell >= 0) {
        /* a cell safe everywhere: sweeping it costs nothing */
        v = sweep_value(q, set, depth, free_cell, -1) / size;
    } else {
        /* the guesses, safest first (insertion sort: at most 64) */
        cellset plane[12];
        tally(q, set, plane);
        int order[ENDGAME_MAX_CELLS], mined[ENDGAME_MAX_CELLS], count = 0;
        for (cellset open = any & ~all; open; open &= open - 1) {
            int x = gg_lowest_bit(open), at = count++;
            mined[x] = mined_count(plane, x);
            for (; at > 0 && mined[order[at - 1]] > mined[x]; at--)
                order[at] = order[at - 1];
            order[at] = x;
        }
        for (int k = 0; k < count && !q->overflow; k++) {
            /* none left can do better than its share of safe layouts */
            double floor = v * size * (1 + 1e-12);
            if (size - mined[order[k]] <= floor)
                break;
            double w = sweep_value(q, set, depth, order[k], floor) / size;
            if (w > v)
                v = w;
        }
    }
    if (q->overflow)
        return 0;
    /* the table has changed while searching below: find the slot again */
    if (memo_add(q, set, h, v) != 0) {
        q->overflow = 1;
        return 0;
    }
    return v;
}

/* The numbers next to the unknown cells, as constraints: the unknown
 * cells each sees and the mines it still needs (each number once). */
typedef struct needs {
    int count;
    cellset mask[MAX_NEEDS];
    int need[MAX_NEEDS];
    int8_t of_cell[ENDGAME_MAX_CELLS][9]; /* each cell's constraints, -1 ended */
} needs;

/* Every layout of `left` mines in the unknown cells that meets every
 * constraint, by a backtracking search in cell order with an explicit
 * stack. Returns 0, or -1 when there are more than ENDGAME_MAX_LAYOUTS or
 * the search takes more than ENDGAME_MAX_WORK steps (its pruning looks at
 * one cell's numbers at a time: dead ends can be long). */
static int list_layouts(search *q, const needs *nd, int64_t left)
{
    int placed[MAX_NEEDS] = {0}, open[MAX_NEEDS];
    for (int t = 0; t < nd->count; t++)
        open[t] = gg_popcount64(nd->mask[t]);
    int8_t choice[ENDGAME_MAX_CELLS + 1];
    cellset m = 0;
    int64_t mines = 0;
    int k = 0;
    choice[0] = -1;
    for (;;) {
        if (++q->work > ENDGAME_MAX_WORK)
            return -1;
        if (k == q->cells) {
            if (mines == left) {
                if (q->layouts == ENDGAME_MAX_LAYOUTS)
                    return -1;
                q->mines[q->layouts++] = m;
            }
            k--;
            if (k < 0)
                return 0;
        }
        /* undo cell k's last choice, then try the next one */
        if (choice[k] >= 0) {
            for (int j = 0; j < 9 && nd->of_cell[k][j] >= 0; j++) {
                int t = nd->of_cell[k][j];
                placed[t] -= choice[k];
                open[t]++;
            }
            if (choice[k] == 1) {
                m &= ~((cellset)1 << k);
                mines--;
            }
        }
        int next = choice[k] + 1, ok = 0;
        for (; next <= 1 && !ok; next++) {
            if (mines + next > left || mines + next + (q->cells - k - 1) < left)
                continue;
            ok = 1;
            for (int j = 0; j < 9 && nd->of_cell[k][j] >= 0 && ok; j++) {
                int t = nd->of_cell[k][j];
                ok = placed[t] + next <= nd->need[t] && placed[t] + next + open[t] - 1 >= nd->need[t];
            }
            if (ok)
                break;
        }
        if (!ok || next > 1) {
            choice[k] = -1;
            if (k == 0)
                return 0;
            k--;
            continue;
        }
        choice[k] = (int8_t)next;
        for (int j = 0; j < 9 && nd->of_cell[k][j] >= 0; j++) {
            int t = nd->of_cell[k][j];
            placed[t] += next;
            open[t]--;
        }
        if (next) {
            m |= (cellset)1 << k;
            mines++;
        }
        k++;
        if (k < q->cells)
            choice[k] = -1;
    }
}

int64_t endgame_guess(const solver *s, double *win)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    if (s->unknown < 1 || s->unknown > ENDGAME_MAX_CELLS || s->contradiction)
        return -1;
    /* The analysis counted the layouts already: too many, no need to list. */
    if (s->exact && s->weight_e >= 0 && s->weight_e < 64 && ldexp(s->weight_m, (int)s->weight_e) > ENDGAME_MAX_LAYOUTS + 0.5)
        return -1;
    search *q = calloc(1, sizeof *q);
    needs *nd = calloc(1, sizeof *nd);
    if (!q || !nd) {
        free(q);
        free(nd);
        return -1;
    }
    uint32_t cell[ENDGAME_MAX_CELLS] = {0};
    int64_t result = -1;
    /* The unknown cells (s->unknown of them: the bound holds). */
    for (size_t i = 0; i < n && q->cells < ENDGAME_MAX_CELLS; i++)
        if (s->view[i] < 0 && KNOW3(s, i) == SOLVER_UNKNOWN)
            cell[q->cells++] = (uint32_t)i;
    /* Each unknown cell's unknown neighbours. */
    for (int k = 0; k < q->cells; k++) {
        int32_t r = (int32_t)(cell[k] / (uint32_t)s->cols), c = (int32_t)(cell[k] % (uint32_t)s->cols);
        for (int j = 0; j < q->cells; j++) {
            int32_t rj = (int32_t)(cell[j] / (uint32_t)s->cols), cj = (int32_t)(cell[j] % (uint32_t)s->cols);
            if (j != k && rj >= r - 1 && rj <= r + 1 && cj >= c - 1 && cj <= c + 1)
                q->around[k] |= (cellset)1 << j;
        }
    }
    memset(nd->of_cell, -1, sizeof nd->of_cell);
    for (int k = 0; k < q->cells; k++) {
        int32_t r = (int32_t)(cell[k] / (uint32_t)s->cols), c = (int32_t)(cell[k] % (uint32_t)s->cols);
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t x = c - 1; x <= c + 1; x++) {
                if (y < 0 || x < 0 || y >= s->rows || x >= s->cols || (y == r && x == c))
                    continue;
                size_t i = (size_t)y * s->cols + x;
                if (s->view[i] < 0)
                    continue;
                cellset mask = 0;
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
                            for (int t = 0; t < q->cells; t++)
                                if (cell[t] == j)
                                    mask |= (cellset)1 << t;
                    }
                int dup = 0;
                for (int t = 0; t < nd->count && !dup; t++)
                    dup = nd->mask[t] == mask && nd->need[t] == s->view[i] - mines;
                if (dup || nd->count == MAX_NEEDS)
                    continue;
                nd->mask[nd->count] = mask;
                nd->need[nd->count++] = s->view[i] - mines;
            }
    }
    /* each cell's constraints (a cell sees at most 8 numbers) */
    for (int t = 0; t < nd->count; t++)
        for (cellset b = nd->mask[t]; b; b &= b - 1) {
            int k = gg_lowest_bit(b), j = 0;
            while (j < 8 && nd->of_cell[k][j] >= 0)
                j++;
            nd->of_cell[k][j] = (int8_t)t;
        }
    if (list_layouts(q, nd, s->mines - s->known_mines) == 0 && q->layouts >= 2) {
        /* the table starts small and doubles as positions are stored */
        size_t slots = 2048;
        q->words = (q->layouts + 63) / 64;
        q->memo.slot = calloc(slots, sizeof *q->memo.slot);
        q->memo.mask = slots - 1;
        q->parts = malloc((size_t)(ENDGAME_MAX_CELLS + 1) * 9 * sizeof *q->parts);
        q->shows = malloc((size_t)q->cells * ENDGAME_MAX_LAYOUTS);
        if (q->memo.slot && q->parts && q->shows) {
            lset all;
            memset(&all, 0, sizeof all);
            for (int l = 0; l < q->layouts; l++)
                lset_add(&all, l);
            cellset plane[12];
            tally(q, &all, plane);
            int mined[ENDGAME_MAX_CELLS];
            for (int x = 0; x < q->cells; x++)
                mined[x] = mined_count(plane, x);
            double best = -1;
            int pick = -1;
            /* in cell order, so the first of equal guesses is taken */
            for (int x = 0; x < q->cells && !q->overflow; x++) {
                double floor = (best + 1e-12) * q->layouts;
                if (q->layouts - mined[x] <= floor)
                    continue; /* a mine everywhere, or cannot beat the best */
                double v = sweep_value(q, &all, 0, x, floor) / q->layouts;
                if (v > best + 1e-12) {
                    best = v;
                    pick = x;
                }
            }
            if (!q->overflow && pick >= 0) {
                if (win)
                    *win = best;
                result = (int64_t)cell[pick];
            }
        }
        free(q->memo.slot);
        free(q->memo.sets);
        free(q->memo.hash);
        free(q->memo.value);
        free(q->parts);
        free(q->shows);
    }
    free(q);
    free(nd);
    return result;
}
