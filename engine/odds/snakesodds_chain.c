/* snakesodds_chain.c — the Markov chain behind Snakes & Ladders' analyses
 * (snakesodds_internal.h): every square's six moves, the squares the
 * origins reach, largest first, and which of them can still reach n². */
#include <stdlib.h>
#include <string.h>

#include "odds/snakesodds_internal.h"

int snakes_decade(double x)
{
    int d = 0; /* a loop, not log10: libm's log10 is a large part of a small module */
    for (; x > 0 && x < 1; x *= 10)
        d--;
    for (; x >= 10; x /= 10)
        d++;
    return d;
}

void snakes_chain_free(chain *c)
{
    free(c->next);
    free(c->times);
    free(c->flags);
    free(c->order);
}

gg_status snakes_chain_build(chain *c, const snakes_board *b, snakes_rule rule, const int32_t *origins,
                             int norigins, gg_error *err)
{
    memset(c, 0, sizeof *c);
    int32_t last = c->last = b->squares;
    if (last > SNAKES_MAX_ANALYSIS_SQUARES) {
        gg_fail(err, 0, "a board of %ld squares is past the %d an analysis takes (n <= 1000)", (long)last,
                SNAKES_MAX_ANALYSIS_SQUARES);
        return GG_TOO_BIG;
    }
    size_t squares = (size_t)last + 1;
    c->next = malloc(6 * squares * sizeof *c->next);
    c->times = calloc(6 * squares, 1);
    c->flags = calloc(squares, 1);
    c->order = malloc(squares * sizeof *c->order);
    int32_t *stack = malloc(squares * sizeof *stack);
    int32_t *rev_start = NULL, *rev = NULL;
    if (!c->next || !c->times || !c->flags || !c->order || !stack)
        goto no_memory;
    for (int32_t s = 0; s < last; s++) {
        int32_t *to = c->next + 6 * (size_t)s;
        uint8_t *times = c->times + 6 * (size_t)s;
        for (int k = 0; k < 6; k++) {
            to[k] = snakes_move(b, rule, s, k + 1, NULL);
            int first = 0;
            while (to[first] != to[k])
                first++;
            times[first]++;
        }
    }

    size_t top = 0;
    for (int i = 0; i < norigins; i++)
        if (!(c->flags[origins[i]] & REACHED)) {
            c->flags[origins[i]] = REACHED;
            stack[top++] = origins[i];
        }
    while (top > 0) {
        int32_t s = stack[--top];
        if (s == last)
            continue;
        for (int k = 0; k < 6; k++) {
            int32_t to = c->next[6 * (size_t)s + k];
            if (!(c->flags[to] & REACHED)) {
                c->flags[to] = REACHED;
                stack[top++] = to;
            }
        }
    }
    for (int32_t s = last - 1; s >= 0; s--)
        if (c->flags[s] & REACHED)
            c->order[c->count++] = s;

    /* Live squares: backwards from n² over the reversed moves. */
    rev_start = calloc(squares + 1, sizeof *rev_start);
    rev = malloc(6 * (size_t)c->count * sizeof *rev + 1);
    if (!rev_start || !rev)
        goto no_memory;
    for (int32_t i = 0; i < c->count; i++)
        for (int k = 0; k < 6; k++)
            rev_start[c->next[6 * (size_t)c->order[i] + k] + 1]++;
    for (size_t s = 0; s < squares; s++)
        rev_start[s + 1] += rev_start[s];
    for (int32_t i = 0; i < c->count; i++) {
        int32_t s = c->order[i];
        for (int k = 0; k < 6; k++)
            rev[rev_start[c->next[6 * (size_t)s + k]]++] = s;
    }
    for (size_t s = squares; s > 0; s--) /* undo the shift of the fill */
        rev_start[s] = rev_start[s - 1];
    rev_start[0] = 0;
    top = 0;
    if (c->flags[last] & REACHED) {
        c->flags[last] |= LIVE;
        stack[top++] = last;
    }
    while (top > 0) {
        int32_t s = stack[--top];
        for (int32_t e = rev_start[s]; e < rev_start[s + 1]; e++)
            if (!(c->flags[rev[e]] & LIVE)) {
                c->flags[rev[e]] |= LIVE;
                stack[top++] = rev[e];
            }
    }
    c->all_live = 1;
    for (int32_t i = 0; i < c->count; i++)
        if (!(c->flags[c->order[i]] & LIVE))
            c->all_live = 0;
    free(stack);
    free(rev_start);
    free(rev);
    return GG_OK;

no_memory:
    free(stack);
    free(rev_start);
    free(rev);
    snakes_chain_free(c);
    return GG_NO_MEMORY;
}
