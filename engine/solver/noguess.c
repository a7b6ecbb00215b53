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

/* ---- sets of cells as bit rows ------------------------------------------ */

/* Each round asks questions of whole sets of cells: which numbers still
 * have unknown neighbours, which unknown cells no number sees, how many of
 * those hold mines, the k-th of them in row-major order. The generator
 * keeps what the solver knows, and the layout, as sets with one bit a
 * cell, each row in `words` 64-bit words (the bits past the last column
 * 0), and updates them as the solver finds cells out (solver.notes) and
 * as mines move: a question costs a pass over the words, not the cells. */
typedef struct generator {
    mines_game *g;
    solver s;
    gg_rng rng;
    size_t first;        /* the first click, a cell index */
    int around;          /* its neighbours are kept free too */
    int32_t words;       /* 64-bit words a row */
    size_t nwords;       /* rows * words */
    uint64_t last_word;  /* the bits of a row's last word that are cells */
    uint64_t *mine;      /* cells holding a mine */
    uint64_t *unknown;   /* hidden cells the solver knows neither way */
    uint64_t *open;      /* revealed cells */
    uint64_t *known_mine; /* hidden cells the solver knows are mines */
    uint64_t *near_open; /* open cells and their neighbours (perturb) */
    uint64_t *pick, *spare; /* scratch sets */
    uint32_t *pool;      /* rows*cols cells: lists drawn from */
    solver_note *notes;  /* rows*cols: the solver's notes (solver.notes) */
} generator;

static size_t bit_word(const generator *gen, size_t i, uint64_t *bit)
{
    size_t r = i / (size_t)gen->g->cols, c = i % (size_t)gen->g->cols;
    *bit = UINT64_C(1) << (c & 63);
    return r * (size_t)gen->words + (c >> 6);
}

static void put_bit(const generator *gen, uint64_t *set, size_t i, int on)
{
    uint64_t bit;
    size_t w = bit_word(gen, i, &bit);
    set[w] = on ? set[w] | bit : set[w] & ~bit;
}

static int has_bit(const generator *gen, const uint64_t *set, size_t i)
{
    uint64_t bit;
    return (set[bit_word(gen, i, &bit)] & bit) != 0;
}

/* Every cell of the board in `set`. */
static void fill_all(const generator *gen, uint64_t *set)
{
    for (size_t x = 0; x < gen->nwords; x++)
        set[x] = (x + 1) % (size_t)gen->words ? UINT64_MAX : gen->last_word;
}

/* out = the cells of `in` and all their neighbours (`spare` as scratch). */
static void spread(generator *gen, uint64_t *out, const uint64_t *in)
{
    const size_t W = (size_t)gen->words, rows = (size_t)gen->g->rows;
    uint64_t *h = gen->spare;
    for (size_t x = 0; x < gen->nwords; x++) {
        size_t w = x % W;
        uint64_t left = w > 0 ? in[x - 1] >> 63 : 0, right = w + 1 < W ? in[x + 1] << 63 : 0;
        h[x] = (in[x] | in[x] << 1 | left | in[x] >> 1 | right) & (w + 1 < W ? UINT64_MAX : gen->last_word);
    }
    for (size_t r = 0; r < rows; r++)
        for (size_t w = 0; w < W; w++) {
            size_t x = r * W + w;
            out[x] = h[x] | (r > 0 ? h[x - W] : 0) | (r + 1 < rows ? h[x + W] : 0);
        }
}

static size_t count_bits(const generator *gen, const uint64_t *set)
{
    size_t n = 0;
    for (size_t x = 0; x < gen->nwords; x++)
        n += (size_t)gg_popcount64(set[x]);
    return n;
}

/* The k-th cell of `set` in row-major order (k < its size). */
static uint32_t nth_cell(const generator *gen, const uint64_t *set, size_t k)
{
    size_t x = 0;
    for (size_t c; k >= (c = (size_t)gg_popcount64(set[x])); x++)
        k -= c;
    uint64_t b = set[x];
    while (k--)
        b &= b - 1;
    size_t r = x / (size_t)gen->words, w = x % (size_t)gen->words;
    return (uint32_t)(r * (size_t)gen->g->cols + w * 64 + (size_t)gg_lowest_bit(b));
}

/* ---- following the solver ------------------------------------------------ */

/* What the solver found out since the last call, into the sets. */
static void take_notes(generator *gen)
{
    solver *s = &gen->s;
    for (size_t k = 0; k < s->note_count; k++) {
        uint32_t i = s->notes[k].cell;
        put_bit(gen, gen->unknown, i, 0);
        if ((s->know[i] & 3) == SOLVER_MINE)
            put_bit(gen, gen->known_mine, i, 1);
    }
    s->note_count = 0;
}

static void reveal(solver *s, const mines_game *g, generator *gen, size_t i)
{
    solver_reveal(s, i, count_at(g, i));
    if (gen) {
        put_bit(gen, gen->open, i, 1);
        put_bit(gen, gen->unknown, i, 0);
    }
}

/* Does the whole view say nothing new? When no number has an unknown
 * neighbour, solver_analyse weighs the unknown cells against the mines
 * left alone: it settles them only when none or all of them are mines. */
static int view_says_nothing(generator *gen)
{
    const solver *s = &gen->s;
    int64_t left = s->mines - s->known_mines;
    if (left == 0 || left == s->unknown)
        return 0;
    spread(gen, gen->pick, gen->unknown);
    for (size_t x = 0; x < gen->nwords; x++)
        if (gen->pick[x] & gen->open[x])
            return 0;
    return 1;
}

/* Play g by logic from where the solver stands, as a player would: sweep
 * every cell found safe, look at the whole view when local logic stops.
 * gen, when not NULL, follows the solver. Returns 1 when every safe cell
 * is found, 0 when stuck, -1 when out of memory. */
static int play_on(solver *s, const mines_game *g, generator *gen)
{
    for (;;) {
        solver_deduce(s);
        if (gen)
            take_notes(gen);
        int progress = 0;
        while (s->found_next < s->found_count) {
            uint32_t i = s->found[s->found_next++];
            if (s->view[i] >= 0)
                continue;
            if (g->cells[i] & MINES_MINE) /* cannot happen with a sound solver */
                return 0;
            reveal(s, g, gen, i);
            progress = 1;
        }
        if (progress)
            continue;
        if (s->contradiction)
            return 0;
        if (s->unknown == 0)
            return 1;
        if (gen && view_says_nothing(gen))
            return 0;
        size_t before = s->found_count;
        gg_status st = solver_analyse(s, 0);
        if (gen)
            take_notes(gen);
        if (st != GG_OK)
            return -1;
        if (s->unknown == 0 && !s->contradiction)
            return 1;
        if (s->found_count == before)
            return 0;
    }
}

/* The same from the first click, knowing nothing. */
static int play_out(solver *s, const mines_game *g, size_t first, generator *gen)
{
    solver_reset(s);
    if (gen) {
        fill_all(gen, gen->unknown);
        memset(gen->open, 0, gen->nwords * sizeof *gen->open);
        memset(gen->known_mine, 0, gen->nwords * sizeof *gen->known_mine);
        s->note_count = 0;
    }
    reveal(s, g, gen, first);
    return play_on(s, g, gen);
}

int noguess_check(const mines_game *g, int32_t first_r, int32_t first_c)
{
    solver s;
    if (solver_init(&s, g->rows, g->cols, g->mine_count) != GG_OK)
        return -1;
    size_t first = (size_t)first_r * g->cols + first_c;
    int ok = (g->cells[first] & MINES_MINE) ? 0 : play_out(&s, g, first, NULL);
    solver_free(&s);
    return ok;
}

/* ---- changing the layout -------------------------------------------------- */

/* Take a random entry out of pool[0..*n). */
static uint32_t draw(uint32_t *pool, size_t *n, gg_rng *rng)
{
    size_t k = (size_t)gg_rng_below(rng, *n);
    uint32_t v = pool[k];
    pool[k] = pool[--*n];
    return v;
}

/* The list of a set's cells in row-major order, drawn from as draw() does,
 * without writing the list out: the cells in place k, unless a draw moved
 * another one there (at most eight draws). */
typedef struct lot {
    const uint64_t *cells;
    size_t n;
    int moved;
    size_t at[8];
    uint32_t cell[8];
} lot;

static uint32_t lot_at(const generator *gen, const lot *l, size_t k)
{
    for (int m = 0; m < l->moved; m++)
        if (l->at[m] == k)
            return l->cell[m];
    return nth_cell(gen, l->cells, k);
}

static uint32_t lot_draw(const generator *gen, lot *l, gg_rng *rng)
{
    size_t k = (size_t)gg_rng_below(rng, l->n);
    uint32_t v = lot_at(gen, l, k), last = lot_at(gen, l, --l->n);
    int m = 0;
    while (m < l->moved && l->at[m] != k)
        m++;
    l->moved += m == l->moved;
    l->at[m] = k;
    l->cell[m] = last;
    return v;
}

static void move_mine(generator *gen, uint32_t i, int mine)
{
    mines_set_mine(gen->g, (int32_t)(i / (uint32_t)gen->g->cols), (int32_t)(i % (uint32_t)gen->g->cols), mine);
    put_bit(gen, gen->mine, i, mine);
}

/* The cells a mine may move to or from, into gen->pick, not counting the
 * cells of `set`. Level 0: unknown cells next to no revealed one; 1: any
 * unknown cell; 2: any cell outside the start. */
static void tradable(generator *gen, int level, const uint32_t *set, int nset)
{
    uint64_t *pick = gen->pick;
    if (level == 2) {
        fill_all(gen, pick);
        int32_t cols = gen->g->cols, fr = (int32_t)(gen->first / (size_t)cols),
                fc = (int32_t)(gen->first % (size_t)cols), d = gen->around;
        for (int32_t y = fr - d; y <= fr + d; y++)
            for (int32_t x = fc - d; x <= fc + d; x++)
                if (y >= 0 && x >= 0 && y < gen->g->rows && x < cols)
                    put_bit(gen, pick, (size_t)y * cols + x, 0);
    } else {
        for (size_t x = 0; x < gen->nwords; x++)
            pick[x] = gen->unknown[x] & (level ? UINT64_MAX : ~gen->near_open[x]);
    }
    for (int k = 0; k < nset; k++)
        put_bit(gen, pick, set[k], 0);
}

/* Make the cells of `set` all safe (moving their mines away) or all mines
 * (bringing mines in), trading with cells as `tradable` allows, widest
 * last. Returns the level used plus 1, or 0 when no level has cells
 * enough. */
static int make_alike(generator *gen, const uint32_t *set, int nset)
{
    int mines_in = 0;
    for (int k = 0; k < nset; k++)
        mines_in += has_bit(gen, gen->mine, set[k]);
    int safe_in = nset - mines_in;
    /* Where mines go to or come from: unknown cells next to no number
     * first (moving them changes no number anyone has seen), then any
     * unknown cell outside the set, then any cell but the start (the
     * next solve starts over from the first click anyway). */
    for (int wide = 0; wide < 3; wide++) {
        tradable(gen, wide, set, nset);
        size_t nall = count_bits(gen, gen->pick), nmine = 0;
        for (size_t x = 0; x < gen->nwords; x++)
            nmine += (size_t)gg_popcount64(gen->pick[x] & gen->mine[x]);
        size_t nsafe = nall - nmine;
        int can_clear = mines_in > 0 && (size_t)mines_in <= nsafe;
        int can_fill = safe_in > 0 && (size_t)safe_in <= nmine;
        if (!can_clear && !can_fill)
            continue;
        /* Clearing opens the board up; filling is the way out when too
         * few cells are free. Choose evenly when both work. */
        int clear = can_clear && (!can_fill || gg_rng_below(&gen->rng, 2) == 0);
        for (size_t x = 0; x < gen->nwords; x++)
            gen->pick[x] &= clear ? ~gen->mine[x] : gen->mine[x];
        lot pool = {gen->pick, clear ? nsafe : nmine, 0, {0}, {0}};
        for (int k = 0; k < nset; k++) {
            if (has_bit(gen, gen->mine, set[k]) != clear)
                continue; /* already as wanted */
            uint32_t other = lot_draw(gen, &pool, &gen->rng);
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
    spread(gen, gen->near_open, gen->open);
    /* The numbers with unknown neighbours, in row-major order. */
    spread(gen, gen->pick, gen->unknown);
    size_t nnum = 0;
    for (size_t x = 0; x < gen->nwords; x++)
        for (uint64_t b = gen->pick[x] & gen->open[x]; b; b &= b - 1)
            gen->pool[nnum++] = (uint32_t)(x / (size_t)gen->words * (size_t)cols +
                                           x % (size_t)gen->words * 64 + (size_t)gg_lowest_bit(b));
    while (nnum > 0) {
        uint32_t a = draw(gen->pool, &nnum, &gen->rng), set[8];
        int nset = 0;
        int32_t r = (int32_t)(a / (uint32_t)cols), c = (int32_t)(a % (uint32_t)cols);
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t x = c - 1; x <= c + 1; x++)
                if (y >= 0 && x >= 0 && y < rows && x < cols && has_bit(gen, gen->unknown, (size_t)y * cols + x))
                    set[nset++] = (uint32_t)((size_t)y * cols + x);
        int level = make_alike(gen, set, nset);
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
    uint64_t *walls = gen->pick, *free_cells = gen->spare;
    for (size_t x = 0; x < gen->nwords; x++) {
        walls[x] = gen->known_mine[x] & gen->near_open[x];
        free_cells[x] = gen->unknown[x] & ~gen->mine[x];
    }
    size_t nwall = count_bits(gen, walls), nfree = count_bits(gen, free_cells);
    if (nwall == 0 || nfree == 0)
        return 0;
    uint32_t from = nth_cell(gen, walls, (size_t)gg_rng_below(&gen->rng, nwall));
    uint32_t to = nth_cell(gen, free_cells, (size_t)gg_rng_below(&gen->rng, nfree));
    move_mine(gen, from, 0);
    move_mine(gen, to, 1);
    return 1;
}

/* The layout's mines into gen->mine. */
static void read_mines(generator *gen)
{
    size_t n = (size_t)gen->g->rows * gen->g->cols;
    memset(gen->mine, 0, gen->nwords * sizeof *gen->mine);
    for (size_t i = 0; i < n; i++)
        if (gen->g->cells[i] & MINES_MINE)
            put_bit(gen, gen->mine, i, 1);
}

/* A fresh random layout of g's mines outside the start, from the rng. */
static void rescatter(generator *gen)
{
    mines_game *g = gen->g;
    size_t n = (size_t)g->rows * g->cols, npool = 0;
    tradable(gen, 2, NULL, 0);
    for (size_t i = 0; i < n; i++) {
        g->cells[i] &= (uint8_t)~MINES_MINE;
        if (has_bit(gen, gen->pick, i))
            gen->pool[npool++] = (uint32_t)i;
    }
    for (int64_t k = 0; k < g->mine_count && npool > 0; k++)
        g->cells[draw(gen->pool, &npool, &gen->rng)] |= MINES_MINE;
    mines_recount(g);
    read_mines(gen);
}

static void generator_free(generator *gen)
{
    solver_free(&gen->s);
    uint64_t *sets[] = {gen->mine, gen->unknown, gen->open, gen->known_mine, gen->near_open, gen->pick, gen->spare};
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++)
        free(sets[k]);
    free(gen->pool);
    free(gen->notes);
}

static gg_status generator_init(generator *gen, mines_game *g, int64_t mines)
{
    memset(gen, 0, sizeof *gen);
    gen->g = g;
    size_t n = (size_t)g->rows * g->cols;
    gen->words = (g->cols + 63) / 64;
    gen->nwords = (size_t)g->rows * (size_t)gen->words;
    gen->last_word = g->cols % 64 ? (UINT64_C(1) << (g->cols % 64)) - 1 : UINT64_MAX;
    gg_status st = solver_init(&gen->s, g->rows, g->cols, mines);
    uint64_t **sets[] = {&gen->mine, &gen->unknown, &gen->open, &gen->known_mine, &gen->near_open, &gen->pick, &gen->spare};
    int ok = st == GG_OK;
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++)
        ok = ok && (*sets[k] = malloc(gen->nwords * sizeof **sets[k])) != NULL;
    gen->pool = malloc(n * sizeof *gen->pool);
    gen->notes = malloc(n * sizeof *gen->notes);
    if (!ok || !gen->pool || !gen->notes) {
        generator_free(gen);
        return GG_NO_MEMORY;
    }
    gen->s.notes = gen->notes;
    read_mines(gen);
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
     * not a minute: fuzzing found 43 x 43 with 1842 mines taking 65 s. */
    long budget = 1000 + (long)(n < 1000000 ? n : 1000000);
    /* Too dense for an opening: fewer than nine safe cells in all, and few
     * layouts worth trying; a guess-free one is rare, a long search waste. */
    if (!gen.around && budget > 200)
        budget = 200;
    int deals = 0, fresh = 1; /* fresh: the last solve started from the first click */
    int got = play_out(s, g, first, &gen);
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
            got = play_out(s, g, first, &gen);
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
            got = play_on(s, g, &gen);
            fresh = 0;
        } else {
            got = play_out(s, g, first, &gen);
            fresh = 1;
        }
    }
    generator_free(&gen);
    return st;
}
