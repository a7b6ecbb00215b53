/* noguess.c — guess-free layouts by solving and perturbing (noguess.h). */
#include "solver/noguess.h"

#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "solver/scatter.h"
#include "solver/solver.h"

static int count_at(const mines_game *g, size_t i)
{
    return g->cells[i] & MINES_COUNT_MASK;
}

/* Play g by logic from where the solver stands, as a player would: sweep
 * every cell found safe, look at the whole view when local logic stops.
 * Returns 1 when every safe cell is found, 0 when stuck, -1 when out of
 * memory. */
static int play_on(solver *s, const mines_game *g)
{
    for (;;) {
        solver_deduce(s);
        int progress = 0;
        while (s->found_next < s->found_count) {
            uint32_t i = s->found[s->found_next++];
            if (s->view[i] >= 0)
                continue;
            if (g->cells[i] & MINES_MINE) /* cannot happen with a sound solver */
                return 0;
            solver_reveal(s, i, count_at(g, i));
            progress = 1;
        }
        if (progress)
            continue;
        if (s->contradiction)
            return 0;
        if (s->unknown == 0)
            return 1;
        size_t before = s->found_count;
        if (solver_analyse(s, 0) != GG_OK)
            return -1;
        if (s->unknown == 0 && !s->contradiction)
            return 1;
        if (s->found_count == before)
            return 0;
    }
}

/* The same from the first click, knowing nothing. */
static int play_out(solver *s, const mines_game *g, size_t first)
{
    solver_reset(s);
    solver_reveal(s, first, count_at(g, first));
    return play_on(s, g);
}

int noguess_check(const mines_game *g, int32_t first_r, int32_t first_c)
{
    solver s;
    if (solver_init(&s, g->rows, g->cols, g->mine_count) != GG_OK)
        return -1;
    size_t first = (size_t)first_r * g->cols + first_c;
    int ok = (g->cells[first] & MINES_MINE) ? 0 : play_out(&s, g, first);
    solver_free(&s);
    return ok;
}

/* Is cell i next to a revealed cell of the solver's view? */
static int next_to_view(const solver *s, size_t i)
{
    int32_t r = (int32_t)(i / (size_t)s->cols), c = (int32_t)(i % (size_t)s->cols);
    for (int32_t y = r - 1; y <= r + 1; y++)
        for (int32_t x = c - 1; x <= c + 1; x++)
            if (y >= 0 && x >= 0 && y < s->rows && x < s->cols && s->view[(size_t)y * s->cols + x] >= 0)
                return 1;
    return 0;
}

/* May a mine move to or from cell i? Level 0: an unknown cell next to no
 * revealed one; 1: any unknown cell; 2: any cell outside the start. */
static int usable(const solver *s, size_t i, int level, size_t first, int around, int32_t cols)
{
    if (level == 2 || !s) {
        int32_t r = (int32_t)(i / (size_t)cols), c = (int32_t)(i % (size_t)cols);
        int32_t fr = (int32_t)(first / (size_t)cols), fc = (int32_t)(first % (size_t)cols);
        if (i == first || (around && r >= fr - 1 && r <= fr + 1 && c >= fc - 1 && c <= fc + 1))
            return 0;
        return 1;
    }
    if (s->view[i] >= 0 || (s->know[i] & 3) != SOLVER_UNKNOWN)
        return 0;
    return level == 1 || !next_to_view(s, i);
}

/* Take a random entry out of pool[0..*n). */
static uint32_t draw(uint32_t *pool, size_t *n, gg_rng *rng)
{
    size_t k = (size_t)gg_rng_below(rng, *n);
    uint32_t v = pool[k];
    pool[k] = pool[--*n];
    return v;
}

/* Can cell i trade with the cells of `set` at this level: usable, and
 * not one of them? */
static int trade_cell(const solver *s, size_t i, int level, size_t first, int around, int32_t cols,
                      const uint32_t *set, int nset)
{
    if (!usable(s, i, level, first, around, cols))
        return 0;
    for (int k = 0; k < nset; k++)
        if (set[k] == i)
            return 0;
    return 1;
}

/* Make the cells of `set` all safe (moving their mines away) or all mines
 * (bringing mines in), trading with cells as `usable` allows, widest last.
 * Returns the level used plus 1, or 0 when no level has cells enough. */
static int make_alike(solver *s, mines_game *g, gg_rng *rng, uint32_t *pool, const uint32_t *set, int nset,
                      size_t first, int around)
{
    const int32_t cols = g->cols;
    size_t n = (size_t)g->rows * cols;
    int mines_in = 0;
    for (int k = 0; k < nset; k++)
        mines_in += (g->cells[set[k]] & MINES_MINE) != 0;
    int safe_in = nset - mines_in;
    /* Where mines go to or come from: unknown cells next to no number
     * first (moving them changes no number anyone has seen), then any
     * unknown cell outside the set, then any cell but the start (the
     * next solve starts over from the first click anyway). */
    for (int wide = 0; wide < 3; wide++) {
        size_t nsafe = 0, nmine = 0, npool = 0;
        for (size_t i = 0; i < n; i++) {
            if (!trade_cell(s, i, wide, first, around, cols, set, nset))
                continue;
            if (g->cells[i] & MINES_MINE)
                nmine++;
            else
                nsafe++;
        }
        int can_clear = mines_in > 0 && (size_t)mines_in <= nsafe;
        int can_fill = safe_in > 0 && (size_t)safe_in <= nmine;
        if (!can_clear && !can_fill)
            continue;
        /* Clearing opens the board up; filling is the way out when too
         * few cells are free. Choose evenly when both work. */
        int clear = can_clear && (!can_fill || gg_rng_below(rng, 2) == 0);
        for (size_t i = 0; i < n; i++) {
            if (!trade_cell(s, i, wide, first, around, cols, set, nset))
                continue;
            if (((g->cells[i] & MINES_MINE) != 0) == !clear)
                pool[npool++] = (uint32_t)i;
        }
        for (int k = 0; k < nset; k++) {
            int is_mine = (g->cells[set[k]] & MINES_MINE) != 0;
            if (is_mine != clear)
                continue; /* already as wanted */
            uint32_t other = draw(pool, &npool, rng);
            mines_set_mine(g, (int32_t)(set[k] / (uint32_t)cols), (int32_t)(set[k] % (uint32_t)cols), !clear);
            mines_set_mine(g, (int32_t)(other / (uint32_t)cols), (int32_t)(other % (uint32_t)cols), clear);
        }
        return wide + 1;
    }
    return 0;
}

/* Change the layout where the solver is stuck (see noguess.h): a number
 * on the stuck frontier, chosen at random, gets its unknown neighbours
 * made alike; when no number can, a known mine walling in the seen area
 * moves away. `numbers` and `pool` have room for every cell. Returns 2
 * when only unseen cells changed (the solver was told the new numbers and
 * may go on), 1 when the solve must start over, 0 when nothing can change
 * (tiny boards only). */
static int perturb(solver *s, mines_game *g, gg_rng *rng, uint32_t *numbers, uint32_t *pool, size_t first,
                   int around)
{
    const int32_t rows = g->rows, cols = g->cols;
    size_t n = (size_t)rows * cols, nnum = 0;
    for (size_t i = 0; i < n; i++) {
        if (s->view[i] < 0)
            continue;
        int32_t r = (int32_t)(i / (size_t)cols), c = (int32_t)(i % (size_t)cols);
        int open = 0;
        for (int32_t y = r - 1; y <= r + 1 && !open; y++)
            for (int32_t x = c - 1; x <= c + 1; x++)
                if (y >= 0 && x >= 0 && y < rows && x < cols &&
                    s->view[(size_t)y * cols + x] < 0 && (s->know[(size_t)y * cols + x] & 3) == SOLVER_UNKNOWN) {
                    open = 1;
                    break;
                }
        if (open)
            numbers[nnum++] = (uint32_t)i;
    }
    while (nnum > 0) {
        uint32_t a = draw(numbers, &nnum, rng), set[8];
        int nset = 0;
        int32_t r = (int32_t)(a / (uint32_t)cols), c = (int32_t)(a % (uint32_t)cols);
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t x = c - 1; x <= c + 1; x++)
                if (y >= 0 && x >= 0 && y < rows && x < cols) {
                    size_t j = (size_t)y * cols + x;
                    if (s->view[j] < 0 && (s->know[j] & 3) == SOLVER_UNKNOWN)
                        set[nset++] = (uint32_t)j;
                }
        int level = make_alike(s, g, rng, pool, set, nset, first, around);
        if (level == 1) {
            /* Only unseen cells traded: what the solver knows is still
             * true, and only the numbers around the set changed. */
            for (int k = 0; k < nset; k++) {
                int32_t sr = (int32_t)(set[k] / (uint32_t)cols), sc = (int32_t)(set[k] % (uint32_t)cols);
                for (int32_t y = sr - 1; y <= sr + 1; y++)
                    for (int32_t x = sc - 1; x <= sc + 1; x++)
                        if (y >= 0 && x >= 0 && y < rows && x < cols && s->view[(size_t)y * cols + x] >= 0)
                            solver_renumber(s, (size_t)y * cols + x, count_at(g, (size_t)y * cols + x));
            }
            return 2;
        }
        if (level)
            return 1;
    }
    /* The seen area is walled in by known mines (or no number could be
     * helped): move one such mine to a safe cell nobody has seen. */
    size_t nwall = 0, nfree = 0;
    for (size_t i = 0; i < n; i++)
        if (s->view[i] < 0 && (s->know[i] & 3) == SOLVER_MINE && next_to_view(s, i))
            numbers[nwall++] = (uint32_t)i;
    for (size_t i = 0; i < n; i++)
        if (s->view[i] < 0 && (s->know[i] & 3) == SOLVER_UNKNOWN && !(g->cells[i] & MINES_MINE))
            pool[nfree++] = (uint32_t)i;
    if (nwall == 0 || nfree == 0)
        return 0;
    uint32_t from = draw(numbers, &nwall, rng), to = draw(pool, &nfree, rng);
    mines_set_mine(g, (int32_t)(from / (uint32_t)cols), (int32_t)(from % (uint32_t)cols), 0);
    mines_set_mine(g, (int32_t)(to / (uint32_t)cols), (int32_t)(to % (uint32_t)cols), 1);
    return 1;
}

/* A fresh random layout of g's mines outside the start, from rng. */
static void rescatter(mines_game *g, gg_rng *rng, uint32_t *pool, size_t first, int around)
{
    size_t n = (size_t)g->rows * g->cols, npool = 0;
    int64_t mines = g->mine_count;
    for (size_t i = 0; i < n; i++) {
        g->cells[i] &= (uint8_t)~MINES_MINE;
        if (usable(NULL, i, 2, first, around, g->cols))
            pool[npool++] = (uint32_t)i;
    }
    for (int64_t k = 0; k < mines && npool > 0; k++)
        g->cells[draw(pool, &npool, rng)] |= MINES_MINE;
    mines_recount(g);
}

gg_status noguess_layout(mines_game *g, int64_t mines, uint64_t seed, int32_t first_r, int32_t first_c,
                         gg_error *err)
{
    /* The starting layout is the `opening` one for this seed; the
     * perturbations draw from their own stream, keyed by the first cell. */
    gg_status st = scatter_layout(g, mines, seed, 1, first_r, first_c, err);
    if (st != GG_OK)
        return st;
    size_t n = (size_t)g->rows * g->cols, first = (size_t)first_r * g->cols + first_c;
    /* As the scatter does: the first cell's neighbours stay free when the
     * board has room for that. */
    int around = mines <= (int64_t)n - scatter_kept_free(g->rows, g->cols, first_r, first_c, 1);
    gg_rng rng;
    gg_rng_seed(&rng, seed ^ UINT64_C(0x6e6f677565737321) ^ ((uint64_t)first * UINT64_C(0x9e3779b97f4a7c15)));
    solver s;
    st = solver_init(&s, g->rows, g->cols, mines);
    uint32_t *pool = malloc(n * sizeof *pool), *numbers = malloc(n * sizeof *numbers);
    if (st != GG_OK || !pool || !numbers) {
        solver_free(&s);
        free(pool);
        free(numbers);
        return GG_NO_MEMORY;
    }
    /* Each round solves from the first click and, when stuck, perturbs.
     * Rounds are capped (a board that keeps cycling is dealt afresh),
     * and so are fresh deals: only a board where no layout is guess-free
     * (1 x 3 with one mine, clicked in the middle) runs out of them. */
    long rounds = 0, max_rounds = 2000 + 20 * (long)(n < 1000000 ? n : 1000000);
    /* And all deals together get a budget, so that a board with no
     * guess-free layout (or nearly none) is refused in about a second,
     * not a minute: fuzzing found 43 x 43 with 1842 mines taking 65 s. */
    long budget = 1000 + (long)(n < 1000000 ? n : 1000000);
    /* Too dense for an opening: fewer than nine safe cells in all, and few
     * layouts worth trying; a guess-free one is rare, a long search waste. */
    if (!around && budget > 200)
        budget = 200;
    int deals = 0, fresh = 1; /* fresh: the last solve started from the first click */
    int got = play_out(&s, g, first);
    for (;;) {
        if (got < 0) {
            st = GG_NO_MEMORY;
            break;
        }
        if (got > 0 && fresh) {
            st = GG_OK;
            break;
        }
        if (got > 0) {
            /* Cleared, but partly on numbers that have changed since:
             * check from the first click, as the player will play. */
            got = play_out(&s, g, first);
            fresh = 1;
            continue;
        }
        if (--budget < 0) {
            st = gg_fail(err, 0, "no guess-free layout of %lld mine%s on a %ld x %ld board from (%ld, %ld) "
                         "was found within the search budget", (long long)mines, mines == 1 ? "" : "s",
                         (long)g->rows, (long)g->cols, (long)first_r + 1, (long)first_c + 1);
            break;
        }
        int how = ++rounds > max_rounds ? 0 : perturb(&s, g, &rng, numbers, pool, first, around);
        if (how == 0) {
            if (++deals > 20) {
                st = gg_fail(err, 0, "no guess-free layout of %lld mine%s on a %ld x %ld board from (%ld, %ld)",
                             (long long)mines, mines == 1 ? "" : "s", (long)g->rows, (long)g->cols,
                             (long)first_r + 1, (long)first_c + 1);
                break;
            }
            rescatter(g, &rng, pool, first, around);
            rounds = 0;
        }
        if (how == 2) {
            got = play_on(&s, g);
            fresh = 0;
        } else {
            got = play_out(&s, g, first);
            fresh = 1;
        }
    }
    solver_free(&s);
    free(pool);
    free(numbers);
    return st;
}
