/* snakes.c — Snakes & Ladders' rules: the board, a move, least rolls (a
 * breadth-first search, LeetCode 909's answer), the 1943 board, and the
 * board as LeetCode JSON (docs/snakes.md; see snakes.h). The analyses
 * that need the whole Markov chain are odds/snakesodds.h. */
#include "rules/snakes.h"

#include <stdlib.h>
#include <string.h>

gg_status snakes_init(snakes_board *b, int32_t n)
{
    memset(b, 0, sizeof *b);
    if (n < 2 || n > SNAKES_MAX_SIDE)
        return GG_TOO_BIG;
    b->n = n;
    b->squares = n * n;
    b->dest = malloc(((size_t)b->squares + 1) * sizeof *b->dest);
    if (!b->dest)
        return GG_NO_MEMORY;
    for (int32_t s = 0; s <= b->squares; s++)
        b->dest[s] = s;
    return GG_OK;
}

void snakes_free(snakes_board *b)
{
    free(b->dest);
    b->dest = NULL;
}

void snakes_square_cell(int32_t n, int32_t square, int32_t *row, int32_t *col)
{
    int32_t from_bottom = (square - 1) / n, along = (square - 1) % n;
    *row = n - 1 - from_bottom;
    *col = from_bottom % 2 == 0 ? along : n - 1 - along;
}

int32_t snakes_cell_square(int32_t n, int32_t row, int32_t col)
{
    int32_t from_bottom = n - 1 - row;
    int32_t along = from_bottom % 2 == 0 ? col : n - 1 - col;
    return from_bottom * n + along + 1;
}

/* Where a bounce past the last square stops: the walk turns at n² and, on
 * boards so small that it comes back past square 1, turns there too. */
static int32_t bounce(int32_t last, int64_t target)
{
    int64_t period = 2 * (int64_t)(last - 1);
    int64_t x = (target - 1) % period;
    if (x > last - 1)
        x = period - x;
    return (int32_t)(x + 1);
}

int32_t snakes_move(const snakes_board *b, snakes_rule rule, int32_t from, int roll, int32_t *landed)
{
    int32_t last = b->squares;
    int64_t target = (int64_t)from + roll;
    int32_t at;
    if (target <= last)
        at = (int32_t)target;
    else if (rule == SNAKES_OVER)
        at = last;
    else if (rule == SNAKES_EXACT)
        at = from;
    else
        at = bounce(last, target);
    if (landed)
        *landed = at;
    return rule == SNAKES_EXACT && at == from ? from : b->dest[at];
}

gg_status snakes_least(const snakes_board *b, const snakes_rules *r, int64_t *rolls,
                       int32_t *path, int32_t *path_len)
{
    int32_t last = b->squares;
    int32_t start = r->start ? 1 : 0;
    /* Breadth-first from the start; prev[] also marks what was seen. */
    int32_t *prev = malloc(((size_t)last + 1) * sizeof *prev);
    int32_t *queue = malloc(((size_t)last + 1) * sizeof *queue);
    if (!prev || !queue) {
        free(prev);
        free(queue);
        return GG_NO_MEMORY;
    }
    for (int32_t s = 0; s <= last; s++)
        prev[s] = -1;
    size_t head = 0, tail = 0;
    prev[start] = start;
    queue[tail++] = start;
    while (head < tail && prev[last] < 0) {
        int32_t s = queue[head++];
        for (int roll = 1; roll <= 6; roll++) {
            int32_t to = snakes_move(b, r->rule, s, roll, NULL);
            if (prev[to] < 0) {
                prev[to] = s;
                queue[tail++] = to;
            }
        }
    }
    int64_t count = -1;
    if (prev[last] >= 0) {
        count = 0;
        for (int32_t s = last; s != start; s = prev[s])
            count++;
        if (path) {
            int32_t k = (int32_t)count;
            for (int32_t s = last; k >= 0; s = prev[s])
                path[k--] = s;
        }
    }
    if (path_len)
        *path_len = count < 0 ? 0 : (int32_t)count + 1;
    *rolls = count;
    free(prev);
    free(queue);
    return GG_OK;
}

/* ---- boards -------------------------------------------------------------- */

gg_status snakes_classic(snakes_board *b)
{
    /* Milton Bradley's Chutes and Ladders (1943), as listed by Althoen,
     * King & Schilling (1993). */
    static const int16_t jumps[][2] = {
        {1, 38},  {4, 14},  {9, 31},  {21, 42}, {28, 84}, {36, 44}, {51, 67},
        {71, 91}, {80, 100}, {16, 6},  {47, 26}, {49, 11}, {56, 53}, {62, 19},
        {64, 60}, {87, 24}, {93, 73}, {95, 75}, {98, 78},
    };
    gg_status st = snakes_init(b, 10);
    if (st != GG_OK)
        return st;
    for (size_t i = 0; i < sizeof jumps / sizeof jumps[0]; i++)
        b->dest[jumps[i][0]] = jumps[i][1];
    return GG_OK;
}

void snakes_print_json(const snakes_board *b, gg_out *out)
{
    int32_t n = b->n;
    gg_out_char(out, '[');
    for (int32_t row = 0; row < n; row++) {
        char *p = gg_out_reserve(out, (size_t)n * 12 + 24);
        if (!p)
            return;
        char *q = p;
        if (row)
            *q++ = ',';
        *q++ = '[';
        for (int32_t col = 0; col < n; col++) {
            int32_t s = snakes_cell_square(n, row, col);
            if (col)
                *q++ = ',';
            q = gg_fmt_int(q, b->dest[s] == s ? -1 : b->dest[s]);
        }
        *q++ = ']';
        gg_out_commit(out, (size_t)(q - p));
    }
    gg_out_str(out, "]\n");
}
