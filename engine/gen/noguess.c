/* noguess.c — guess-free layouts by solving and perturbing (noguess.h).
 *
 * What the solver knows is kept as sets of cells, a bit each (the
 * solver's, and the generator's own: the mines, the cells near the
 * revealed ones), so that each question a perturbation asks is a pass over
 * words; and a record of the last solve from the first click is kept, so
 * that the next solve does again only what a change made unsure (resolve).
 * Neither changes a layout: tests/tools/noguess_digest holds the generator
 * to fingerprints of layouts made by solving every time from scratch. */
#include "gen/noguess.h"

#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "solver/cellset.h"
#include "gen/scatter.h"
#include "solver/solver.h"

/* The generator at work. */
typedef struct generator {
    mines_game *g;
    solver s;
    gg_rng rng;
    size_t cells;        /* rows * cols */
    size_t first;        /* the first click, a cell index */
    int around;          /* its neighbours are kept free too */
    uint32_t *pool;      /* 2 * rows*cols cells: lists drawn from */
    /* Sets of cells (solver/cellset.h), `words` words each: */
    size_t words;
    uint64_t *mine;      /* cells holding a mine */
    uint64_t *near_open; /* revealed cells and their neighbours (perturb) */
    uint64_t *pick, *spare; /* scratch */
    /* The record of the last solve from the first click (resolve):
     * every cell marked, every cell revealed and each look at the whole
     * view, in order; an entry's time is its place in the log plus 1.
     * Entries past fresh_end are the solver going on after a change. */
    solver_note *notes;  /* rows*cols: the solver's notes (solver.notes) */
    uint32_t *log;       /* LOG_MARK, LOG_SHOW or LOG_LOOK | cell */
    size_t log_len, log_cap, fresh_end;
    int looks;           /* record the looks: a solve from the first click */
    int log_full;        /* the record fell short: solve from scratch */
    uint32_t *known_at, *shown_at; /* per cell: time of its mark, of its reveal (0: none) */
    int32_t *by, *with;  /* per cell: the numbers whose rule marked it (solver_note) */
    uint8_t *shown_count; /* per cell: the number it showed */
    uint8_t *stale;      /* per cell, while solving again: STALE_* */
    uint32_t *touched;   /* the cells `stale` marks, to clear after */
    size_t ntouched;
    uint32_t *moved;     /* cells whose mine came or went since the record */
    size_t nmoved, moved_cap;
} generator;

enum { LOG_MARK = 0, LOG_SHOW = 1u << 30, LOG_LOOK = 2u << 30, LOG_CELL = (1u << 30) - 1 };
/* stale: a rule with this number reads something changed; this mark is
 * one the layout may now contradict */
enum { STALE_RULE = 1, STALE_MARK = 2 };

static int count_at(const mines_game *g, size_t i)
{
    return g->cells[i] & MINES_COUNT_MASK;
}

static int play_on(solver *s, const mines_game *g, generator *gen);
static int play_out(solver *s, const mines_game *g, size_t first, generator *gen);

/* ---- the record -------------------------------------------------------------- */

/* Squeeze the entries that no longer stand (marks and reveals taken back
 * or made again later) out of the log, keeping the order: times change,
 * and so every record of one. */
static void compact_log(generator *gen)
{
    size_t kept = 0, fresh = 0;
    for (size_t k = 0; k < gen->log_len; k++) {
        uint32_t e = gen->log[k], i = e & LOG_CELL, t = (uint32_t)k + 1;
        uint32_t *at = e == LOG_LOOK ? NULL : (e & LOG_SHOW) ? &gen->shown_at[i] : &gen->known_at[i];
        if (at && *at != t)
            continue;
        gen->log[kept++] = e;
        if (at)
            *at = (uint32_t)kept;
        fresh += k < gen->fresh_end;
    }
    gen->log_len = kept;
    gen->fresh_end = fresh;
}

/* Append to the log; returns the entry's time, or 0 when even a squeezed
 * log is full (the record is then no use: the next solve starts from
 * scratch). */
static uint32_t log_add(generator *gen, uint32_t entry)
{
    if (gen->log_len == gen->log_cap)
        compact_log(gen);
    if (gen->log_len == gen->log_cap) {
        gen->log_full = 1;
        return 0;
    }
    gen->log[gen->log_len++] = entry;
    return (uint32_t)gen->log_len;
}

/* What the solver found out since the last call, into the record. */
static void take_notes(generator *gen)
{
    solver *s = &gen->s;
    for (size_t k = 0; k < s->note_count; k++) {
        uint32_t i = s->notes[k].cell;
        gen->known_at[i] = log_add(gen, LOG_MARK | i);
        gen->by[i] = s->notes[k].by;
        gen->with[i] = s->notes[k].with;
    }
    s->note_count = 0;
}

static void record_reveal(generator *gen, size_t i)
{
    gen->shown_at[i] = log_add(gen, LOG_SHOW | (uint32_t)i);
    gen->shown_count[i] = (uint8_t)count_at(gen->g, i);
}

/* A look at the whole view: noted in a solve from the first click. */
static void record_look(generator *gen)
{
    if (gen->looks)
        log_add(gen, LOG_LOOK);
}

/* A solve from the first click begins: the record starts afresh. */
static void start_record(generator *gen)
{
    memset(gen->known_at, 0, gen->cells * sizeof *gen->known_at);
    memset(gen->shown_at, 0, gen->cells * sizeof *gen->shown_at);
    gen->s.note_count = 0;
    gen->log_len = gen->nmoved = 0;
    gen->log_full = 0;
    gen->looks = 1;
}

/* The solve from the first click is over: what follows goes on after a
 * change. */
static void end_record(generator *gen)
{
    gen->fresh_end = gen->log_len;
    gen->looks = 0;
}

/* A mine came (or went) on cell i: into the set of mines and the changes
 * since the record. */
static void note_move(generator *gen, uint32_t i, int mine)
{
    cellset_put(gen->mine, i, mine);
    if (gen->nmoved < gen->moved_cap)
        gen->moved[gen->nmoved++] = i;
    else
        gen->log_full = 1; /* too much changed to follow: solve from scratch */
}

/* The layout's mines into gen->mine. */
static void read_mines(generator *gen)
{
    memset(gen->mine, 0, gen->words * sizeof *gen->mine);
    for (size_t i = 0; i < gen->cells; i++)
        if (gen->g->cells[i] & MINES_MINE)
            cellset_put(gen->mine, i, 1);
}

/* ---- solving again after a change ------------------------------------------

   After a change that touched numbers the solver has seen, the generator
   must know what a solve from the first click finds now. It need not
   repeat the work, because that solve's result does not depend on the
   order of the local logic:

   - solver_deduce's rules (a number's own, and a pair of numbers) only
     ever conclude more as more is known, so the cells they settle, with
     every safe cell swept, come to the same set whatever the order (the
     rules' closure). A solve is that closure, then a look at the whole
     view (solver_analyse, a function of what is known), then the closure
     of that, and so on until a look finds no safe cell: the same looks at
     the same views, however each closure was reached.
   - So: keep the record of the last solve (the log), find the first
     entry the change affects (a number now showing another count), keep
     everything before it and, up to the next look, every mark whose rule
     still shows it from what is kept before it (checked in time order,
     the numbers as they are now); drop the rest. What is kept is part of
     the new solve's closure; solver_deduce, started on the numbers around
     what was dropped or changed, completes that closure, and the solve
     goes on as a solve from scratch would, looks and all.

   tests/tools/noguess_digest checks the layouts against solving from
   scratch. */

static int before(uint32_t at, uint32_t t)
{
    return at && at < t;
}

/* Number a's unknown neighbours as they stood just before time t, as bits
 * of the 7x7 window whose top-left cell is (r0, c0) (as solver.c's
 * examine), and the mines it still had to find then. */
static uint64_t unknown_before(const generator *gen, uint32_t a, int32_t r0, int32_t c0, uint32_t t, int *rem)
{
    const int32_t rows = gen->g->rows, cols = gen->g->cols;
    int32_t ar = (int32_t)(a / (uint32_t)cols), ac = (int32_t)(a % (uint32_t)cols);
    uint64_t mask = 0;
    int mines = 0;
    for (int32_t y = ar - 1; y <= ar + 1; y++)
        for (int32_t x = ac - 1; x <= ac + 1; x++) {
            size_t j = (size_t)y * cols + x;
            if (y < 0 || x < 0 || y >= rows || x >= cols || j == a || before(gen->shown_at[j], t))
                continue;
            if (before(gen->known_at[j], t))
                mines += (gen->s.know[j] & 3) == SOLVER_MINE;
            else
                mask |= UINT64_C(1) << ((y - r0) * 7 + (x - c0));
        }
    *rem = count_at(gen->g, a) - mines;
    return mask;
}

/* Does the rule that marked cell f (by's number alone, or with another's)
 * still show it, from what was known before, with the numbers as they are
 * now? */
static int still_shown(const generator *gen, uint32_t f)
{
    const int32_t cols = gen->g->cols;
    uint32_t t = gen->known_at[f];
    int32_t a = gen->by[f], b = gen->with[f];
    if (a < 0 || !before(gen->shown_at[a], t) || (b >= 0 && !before(gen->shown_at[b], t)))
        return 0;
    /* examine's window: the 7x7 square around a */
    int32_t r0 = a / cols - 3, c0 = a % cols - 3, fr = (int32_t)(f / (uint32_t)cols) - r0,
            fc = (int32_t)(f % (uint32_t)cols) - c0;
    if (fr < 0 || fc < 0 || fr > 6 || fc > 6)
        return 0;
    uint64_t bit = UINT64_C(1) << (fr * 7 + fc);
    int mine = (gen->s.know[f] & 3) == SOLVER_MINE, rem_a, rem_b;
    uint64_t ma = unknown_before(gen, (uint32_t)a, r0, c0, t, &rem_a);
    int na = gg_popcount64(ma);
    if ((ma & bit) && (rem_a == 0 || rem_a == na))
        return (rem_a == na) == mine;
    if (b < 0)
        return 0;
    /* The pair rule, as solver.c's examine: x mines in the overlap,
     * bounded by both numbers (solver_pair_bounds). */
    uint64_t mb = unknown_before(gen, (uint32_t)b, r0, c0, t, &rem_b), both = ma & mb;
    int nb = gg_popcount64(mb), ni = gg_popcount64(both), a_only = na - ni, b_only = nb - ni, lo, hi;
    solver_pair_bounds(rem_a, na, rem_b, nb, ni, &lo, &hi);
    if (!both || lo > hi)
        return 0;
    if (ma & ~mb & bit)
        return mine ? rem_a - hi == a_only : rem_a == lo;
    if (mb & ~ma & bit)
        return mine ? rem_b - hi == b_only : rem_b == lo;
    if (both & bit)
        return lo == hi && lo == (mine ? ni : 0);
    return 0;
}

/* The solver forgets cell i (solver_forget), and so does the record. */
static void forget(generator *gen, uint32_t i)
{
    solver_forget(&gen->s, i);
    gen->known_at[i] = gen->shown_at[i] = 0;
}

/* Mark cell i stale (a STALE_* bit), remembering it to clear later. */
static void make_stale(generator *gen, uint32_t i, uint8_t what)
{
    if (!gen->stale[i])
        gen->touched[gen->ntouched++] = i;
    gen->stale[i] |= what;
}

/* Drop the mark of cell f (and its reveal): the rules of the numbers
 * around it read it. */
static void drop(generator *gen, uint32_t f)
{
    const int32_t rows = gen->g->rows, cols = gen->g->cols;
    int32_t r = (int32_t)(f / (uint32_t)cols), c = (int32_t)(f % (uint32_t)cols);
    forget(gen, f);
    for (int32_t y = r - 1; y <= r + 1; y++)
        for (int32_t x = c - 1; x <= c + 1; x++)
            if (y >= 0 && x >= 0 && y < rows && x < cols)
                make_stale(gen, (uint32_t)((size_t)y * cols + x), STALE_RULE);
}

/* Does the rule that marked f read something that changed? */
static int reads_stale(const generator *gen, uint32_t f)
{
    int32_t a = gen->by[f], b = gen->with[f];
    return (gen->stale[f] & STALE_MARK) || a < 0 || (gen->stale[a] & STALE_RULE) ||
           (b >= 0 && (gen->stale[b] & STALE_RULE));
}

/* Does the layout now contradict what the solver knows of cell i? */
static int is_wrong(const generator *gen, uint32_t i)
{
    return ((gen->s.know[i] & 3) == SOLVER_MINE) != ((gen->g->cells[i] & MINES_MINE) != 0);
}

/* A solve from the first click of the layout as it is now, from the record
 * of the last one and the cells whose mine moved since (see above).
 * Returns as play_on. */
static int resolve(generator *gen)
{
    solver *s = &gen->s;
    const mines_game *g = gen->g;
    const int32_t rows = g->rows, cols = g->cols;
    if (gen->log_full)
        return play_out(s, g, gen->first, gen);
    /* The first entry the change affects: a number showing another count
     * (its rules are stale), or a mark the layout may contradict. */
    uint32_t fresh = (uint32_t)gen->fresh_end, first_change = UINT32_MAX;
    for (size_t k = 0; k < gen->nmoved; k++) {
        uint32_t m = gen->moved[k];
        if (gen->known_at[m] && gen->known_at[m] <= fresh && is_wrong(gen, m)) {
            /* A sound solver marks nothing the view does not imply, so
             * some number it read changed before. A look's mark cannot be
             * checked alone: never seen, but if so, solve from scratch. */
            if (gen->by[m] < 0)
                return play_out(s, g, gen->first, gen);
            make_stale(gen, m, STALE_MARK);
            if (gen->known_at[m] < first_change)
                first_change = gen->known_at[m];
        }
        int32_t r = (int32_t)(m / (uint32_t)cols), c = (int32_t)(m % (uint32_t)cols);
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t x = c - 1; x <= c + 1; x++) {
                size_t j = (size_t)y * cols + x;
                if (y >= 0 && x >= 0 && y < rows && x < cols && gen->shown_at[j] && gen->shown_at[j] <= fresh &&
                    count_at(g, j) != gen->shown_count[j]) {
                    make_stale(gen, (uint32_t)j, STALE_RULE);
                    if (gen->shown_at[j] < first_change)
                        first_change = gen->shown_at[j];
                }
            }
    }
    /* From there to the next look, in time order: a mark whose rule read
     * something changed stays if the rule still shows it, else goes (and
     * makes the rules around it stale). */
    uint32_t cut = fresh + 1;
    for (uint32_t t = first_change; t <= fresh; t++) {
        uint32_t e = gen->log[t - 1], i = e & LOG_CELL;
        if (e == LOG_LOOK) {
            cut = t;
            break;
        }
        if (!(e & LOG_SHOW) && gen->known_at[i] == t && reads_stale(gen, i) && !still_shown(gen, i))
            drop(gen, i);
    }
    while (gen->ntouched > 0)
        gen->stale[gen->touched[--gen->ntouched]] = 0;
    /* Everything from that look on goes (and what the solver found after
     * the record, going on after a change). */
    for (uint32_t t = (uint32_t)gen->log_len; t >= cut; t--) {
        uint32_t e = gen->log[t - 1], i = e & LOG_CELL;
        if (e != LOG_LOOK && (gen->known_at[i] == t || gen->shown_at[i] == t))
            forget(gen, i);
    }
    gen->log_len = cut - 1;
    gen->looks = 1;
    /* The numbers that changed show their new counts and are looked at
     * again; then the solve goes on. */
    for (size_t k = 0; k < gen->nmoved; k++) {
        uint32_t m = gen->moved[k];
        int32_t r = (int32_t)(m / (uint32_t)cols), c = (int32_t)(m % (uint32_t)cols);
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t x = c - 1; x <= c + 1; x++) {
                size_t j = (size_t)y * cols + x;
                if (y >= 0 && x >= 0 && y < rows && x < cols && s->view[j] >= 0) {
                    gen->shown_count[j] = (uint8_t)count_at(g, j);
                    solver_renumber(s, j, count_at(g, j));
                }
            }
    }
    gen->nmoved = 0;
    s->found_count = s->found_next = 0;
    int got = play_on(s, g, gen);
    gen->fresh_end = gen->log_len;
    gen->looks = 0;
    return got;
}

/* ---- solving ----------------------------------------------------------------- */

static void reveal(solver *s, const mines_game *g, generator *gen, size_t i)
{
    solver_reveal(s, i, count_at(g, i));
    if (gen)
        record_reveal(gen, i);
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
        if (gen)
            record_look(gen);
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
    if (gen)
        start_record(gen);
    reveal(s, g, gen, first);
    int got = play_on(s, g, gen);
    if (gen)
        end_record(gen);
    return got;
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
    note_move(gen, i, mine);
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
    read_mines(gen);
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
        read_mines(gen);
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
            got = resolve(&gen);
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
            got = how ? resolve(&gen) : play_out(s, g, first, &gen);
            fresh = 1;
        }
    }
    generator_free(&gen);
    return st;
}
