/* noguess.c — guess-free layouts by solving and perturbing (noguess.h):
 * scatter the mines, solve from the first click (noguess_solve.c), and
 * while the solver is stuck move a few mines near where it stopped and
 * solve again.
 *
 * The questions a perturbation asks (which cells are numbers next to
 * unknown ones, which are unknown and out of sight, which mines wall the
 * solved part in) are passes over sets of cells, a bit each: the solver's,
 * and the generator's own (the mines, the cells near the revealed ones). */
#include "gen/noguess.h"

#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "gen/noguess_internal.h"
#include "gen/scatter.h"
#include "solver/cellset.h"
#include "solver/solver.h"

/* ---- changing the layout --------------------------------------------------- */

/* The cells perturb asks about, each kind listed in row-major order by
 * list_cells. */
enum {
    OPEN_NUMBERS,  /* revealed cells with an unknown neighbour */
    TRADE_UNSEEN,  /* unknown cells next to no revealed one */
    TRADE_UNKNOWN, /* unknown cells */
    TRADE_ANY,     /* any cell outside the start */
    WALLS,         /* hidden known mines next to a revealed cell */
    FREE           /* unknown safe cells */
};

static int is_mine(const generator *gen, size_t i)
{
    return (gen->g->cells[i] & MINES_MINE) != 0;
}

static int in_start(const generator *gen, size_t i)
{
    const int32_t cols = gen->g->cols;
    int32_t dr = (int32_t)(i / (size_t)cols) - (int32_t)(gen->first / (size_t)cols),
            dc = (int32_t)(i % (size_t)cols) - (int32_t)(gen->first % (size_t)cols);
    return i == gen->first || (gen->around && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1);
}

/* The kinds of cell are answered from sets of cells: the solver's,
 * gen->mine and gen->near_open, the revealed cells and their neighbours,
 * made when a perturbation begins. */

static void perturb_begins(generator *gen)
{
    solver *s = &gen->s;
    cellset_spread(gen->near_open, s->shown_set, gen->spare, gen->cells, s->cols, s->edges);
}

static size_t list_cells(generator *gen, int kind, const uint32_t *set, int nset, int mines, uint32_t *out)
{
    const solver *s = &gen->s;
    const int32_t cols = s->cols;
    uint64_t *pick = gen->pick;
    if (kind == OPEN_NUMBERS)
        cellset_spread(pick, s->unknown_set, gen->spare, gen->cells, cols, s->edges);
    if (kind == TRADE_ANY) {
        cellset_fill(pick, gen->cells);
        int32_t fr = (int32_t)(gen->first / (size_t)cols), fc = (int32_t)(gen->first % (size_t)cols), d = gen->around;
        for (int32_t y = fr - d; y <= fr + d; y++)
            for (int32_t x = fc - d; x <= fc + d; x++)
                if (y >= 0 && x >= 0 && y < s->rows && x < cols)
                    cellset_put(pick, (size_t)y * cols + x, 0);
    }
    for (size_t w = 0; w < gen->words; w++) {
        uint64_t shown = s->shown_set[w], unknown = s->unknown_set[w], near = gen->near_open[w];
        uint64_t b = kind == OPEN_NUMBERS    ? pick[w] & shown
                     : kind == TRADE_UNSEEN  ? unknown & ~near
                     : kind == TRADE_UNKNOWN ? unknown
                     : kind == TRADE_ANY     ? pick[w]
                     : kind == WALLS         ? near & ~shown & ~unknown /* stuck: known hidden cells are mines */
                                             : unknown & ~gen->mine[w];
        pick[w] = mines < 0 ? b : b & (mines ? gen->mine[w] : ~gen->mine[w]);
    }
    for (int k = 0; k < nset; k++)
        cellset_put(pick, set[k], 0);
    if (!out)
        return cellset_count(pick, gen->cells);
    size_t n = 0;
    for (size_t w = 0; w < gen->words; w++)
        for (uint64_t b = pick[w]; b; b &= b - 1)
            out[n++] = (uint32_t)(w * 64 + (size_t)gg_lowest_bit(b));
    return n;
}

static uint32_t draw_cell(generator *gen, int kind, size_t n)
{
    size_t k = (size_t)gg_rng_below(&gen->rng, n);
    list_cells(gen, kind, NULL, 0, -1, NULL);
    return (uint32_t)cellset_nth(gen->pick, k);
}

/* Take a random entry out of pool[0..*n). */
static uint32_t draw(uint32_t *pool, size_t *n, gg_rng *rng)
{
    size_t k = (size_t)gg_rng_below(rng, *n);
    uint32_t v = pool[k];
    pool[k] = pool[--*n];
    return v;
}

static void move_mine(generator *gen, uint32_t i, int mine)
{
    mines_set_mine(gen->g, (int32_t)(i / (uint32_t)gen->g->cols), (int32_t)(i % (uint32_t)gen->g->cols), mine);
    noguess_note_move(gen, i, mine);
}

/* Make the cells of `set` all safe (moving their mines away) or all mines
 * (bringing mines in), trading with cells of the kinds TRADE_UNSEEN,
 * TRADE_UNKNOWN, TRADE_ANY, widest last. `pool` has room for every cell.
 * Returns the level used plus 1, or 0 when no level has cells enough. */
static int make_alike(generator *gen, uint32_t *pool, const uint32_t *set, int nset)
{
    int mines_in = 0;
    for (int k = 0; k < nset; k++)
        mines_in += is_mine(gen, set[k]);
    int safe_in = nset - mines_in;
    /* Where mines go to or come from: unknown cells next to no number
     * first (moving them changes no number anyone has seen), then any
     * unknown cell outside the set, then any cell but the start (the
     * next solve starts over from the first click anyway). */
    for (int wide = 0; wide < 3; wide++) {
        size_t nmine = list_cells(gen, TRADE_UNSEEN + wide, set, nset, 1, NULL);
        size_t nsafe = list_cells(gen, TRADE_UNSEEN + wide, set, nset, 0, NULL);
        int can_clear = mines_in > 0 && (size_t)mines_in <= nsafe;
        int can_fill = safe_in > 0 && (size_t)safe_in <= nmine;
        if (!can_clear && !can_fill)
            continue;
        /* Clearing opens the board up; filling is the way out when too
         * few cells are free. Choose evenly when both work. */
        int clear = can_clear && (!can_fill || gg_rng_below(&gen->rng, 2) == 0);
        size_t npool = list_cells(gen, TRADE_UNSEEN + wide, set, nset, !clear, pool);
        for (int k = 0; k < nset; k++) {
            if (is_mine(gen, set[k]) != clear)
                continue; /* already as wanted */
            uint32_t other = draw(pool, &npool, &gen->rng);
            move_mine(gen, set[k], !clear);
            move_mine(gen, other, clear);
        }
        return wide + 1;
    }
    return 0;
}

/* Change the layout where the solver is stuck (see noguess.h): a number
 * on the stuck frontier, chosen at random, gets its unknown neighbours
 * made alike; when no number can, a known mine walling in the seen area
 * moves away. Returns 2 when only unseen cells changed (the solver was
 * told the new numbers and may go on), 1 when the solve must start over,
 * 0 when nothing can change (tiny boards only). */
static int perturb(generator *gen)
{
    solver *s = &gen->s;
    const mines_game *g = gen->g;
    const int32_t rows = g->rows, cols = g->cols;
    uint32_t *numbers = gen->pool, *pool = gen->pool + gen->cells;
    perturb_begins(gen);
    size_t nnum = list_cells(gen, OPEN_NUMBERS, NULL, 0, -1, numbers);
    while (nnum > 0) {
        uint32_t a = draw(numbers, &nnum, &gen->rng), set[8];
        int nset = 0;
        int32_t r = (int32_t)(a / (uint32_t)cols), c = (int32_t)(a % (uint32_t)cols);
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t x = c - 1; x <= c + 1; x++) {
                size_t j = (size_t)y * cols + x;
                if (y >= 0 && x >= 0 && y < rows && x < cols && s->view[j] < 0 && (s->know[j] & 3) == SOLVER_UNKNOWN)
                    set[nset++] = (uint32_t)j;
            }
        int level = make_alike(gen, pool, set, nset);
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
    size_t nwall = list_cells(gen, WALLS, NULL, 0, -1, NULL), nfree = list_cells(gen, FREE, NULL, 0, -1, NULL);
    if (nwall == 0 || nfree == 0)
        return 0;
    uint32_t from = draw_cell(gen, WALLS, nwall), to = draw_cell(gen, FREE, nfree);
    move_mine(gen, from, 0);
    move_mine(gen, to, 1);
    return 1;
}

/* A fresh random layout of g's mines outside the start, from the rng. */
static void rescatter(generator *gen)
{
    mines_game *g = gen->g;
    size_t npool = 0;
    for (size_t i = 0; i < gen->cells; i++) {
        g->cells[i] &= (uint8_t)~MINES_MINE;
        if (!in_start(gen, i))
            gen->pool[npool++] = (uint32_t)i;
    }
    for (int64_t k = 0; k < g->mine_count && npool > 0; k++)
        g->cells[draw(gen->pool, &npool, &gen->rng)] |= MINES_MINE;
    mines_recount(g);
    noguess_read_mines(gen);
}

/* ---- the generator --------------------------------------------------------- */

static void generator_free(generator *gen)
{
    solver_free(&gen->s);
    void *all[] = {gen->pool,     gen->mine,  gen->near_open,   gen->pick,   gen->spare,
                   gen->notes,    gen->log,   gen->known_at,    gen->shown_at, gen->by,
                   gen->with,     gen->shown_count, gen->stale, gen->touched, gen->moved};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        free(all[k]);
}

static gg_status generator_init(generator *gen, mines_game *g, int64_t mines)
{
    memset(gen, 0, sizeof *gen);
    gen->g = g;
    size_t n = gen->cells = (size_t)g->rows * g->cols;
    int ok = solver_init(&gen->s, g->rows, g->cols, mines) == GG_OK;
#define ALLOC(f, count) ok = ok && (gen->f = malloc((count) * sizeof *gen->f)) != NULL
    ALLOC(pool, 2 * n);
    gen->words = cellset_words(n);
    /* Each cell is marked and revealed once at most in a solve, and each
     * look but the last finds a cell: 3n entries, and room for a solve
     * going on after a change. */
    gen->log_cap = 4 * n + 8;
    gen->moved_cap = n + 2;
    ALLOC(mine, gen->words);
    ALLOC(near_open, gen->words);
    ALLOC(pick, gen->words);
    ALLOC(spare, gen->words);
    ALLOC(notes, n);
    ALLOC(log, gen->log_cap);
    ALLOC(known_at, n);
    ALLOC(shown_at, n);
    ALLOC(by, n);
    ALLOC(with, n);
    ALLOC(shown_count, n);
    ALLOC(touched, n);
    ALLOC(moved, gen->moved_cap);
    ok = ok && (gen->stale = calloc(n, 1)) != NULL;
    if (ok) {
        gen->s.notes = gen->notes;
        noguess_read_mines(gen);
    }
#undef ALLOC
    if (!ok) {
        generator_free(gen);
        return GG_NO_MEMORY;
    }
    return GG_OK;
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
    generator gen;
    if (generator_init(&gen, g, mines) != GG_OK)
        return GG_NO_MEMORY;
    solver *s = &gen.s;
    gen.first = first;
    /* As the scatter does: the first cell's neighbours stay free when the
     * board has room for that. */
    gen.around = mines <= (int64_t)n - scatter_kept_free(g->rows, g->cols, first_r, first_c, 1);
    gg_rng_seed(&gen.rng, seed ^ UINT64_C(0x6e6f677565737321) ^ ((uint64_t)first * UINT64_C(0x9e3779b97f4a7c15)));
    /* Each round solves from the first click and, when stuck, perturbs.
     * Rounds are capped (a board that keeps cycling is dealt afresh),
     * and so are fresh deals: only a board where no layout is guess-free
     * (1 x 3 with one mine, clicked in the middle) runs out of them. */
    long rounds = 0, max_rounds = 2000 + 20 * (long)(n < 1000000 ? n : 1000000);
    /* And all deals together get a budget, so that a board with no
     * guess-free layout (or nearly none) is refused in about a second,
     * not a minute (dense boards where few layouts are guess-free would
     * otherwise deal again and again). */
    long budget = 1000 + (long)(n < 1000000 ? n : 1000000);
    /* Too dense for an opening: fewer than nine safe cells in all, and few
     * layouts worth trying; a guess-free one is rare, a long search waste. */
    if (!gen.around && budget > 200)
        budget = 200;
    int deals = 0, fresh = 1; /* fresh: the last solve started from the first click */
    int got = noguess_play_out(s, g, first, &gen);
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
            got = noguess_resolve(&gen);
            fresh = 1;
            continue;
        }
        if (--budget < 0) {
            st = gg_fail(err, 0, "no guess-free layout of %lld mine%s on a %ld x %ld board from (%ld, %ld) "
                         "was found within the search budget", (long long)mines, mines == 1 ? "" : "s",
                         (long)g->rows, (long)g->cols, (long)first_r + 1, (long)first_c + 1);
            break;
        }
        int how = ++rounds > max_rounds ? 0 : perturb(&gen);
        if (how == 0) {
            if (++deals > 20) {
                st = gg_fail(err, 0, "no guess-free layout of %lld mine%s on a %ld x %ld board from (%ld, %ld)",
                             (long long)mines, mines == 1 ? "" : "s", (long)g->rows, (long)g->cols,
                             (long)first_r + 1, (long)first_c + 1);
                break;
            }
            rescatter(&gen);
            rounds = 0;
        }
        if (how == 2) {
            got = noguess_play_on(s, g, &gen);
            fresh = 0;
        } else {
            got = how ? noguess_resolve(&gen) : noguess_play_out(s, g, first, &gen);
            fresh = 1;
        }
    }
    generator_free(&gen);
    return st;
}
