/* noguess_solve.c — the guess-free generator's solving (noguess_internal.h):
 * a layout played by logic from its first click, as a player would, and
 * the record of that solve (every cell marked, every cell revealed, each
 * look at the whole view, in order), so that after the perturbation moves a
 * few mines the next solve does again only what the move made unsure
 * (noguess_resolve). A layout is the same with or without the record:
 * tests/tools/noguess_digest holds the generator to fingerprints of
 * layouts made by solving every time from scratch. */
#include <stdlib.h>
#include <string.h>

#include "gen/noguess_internal.h"
#include "solver/cellset.h"

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
void noguess_note_move(generator *gen, uint32_t i, int mine)
{
    cellset_put(gen->mine, i, mine);
    if (gen->nmoved < gen->moved_cap)
        gen->moved[gen->nmoved++] = i;
    else
        gen->log_full = 1; /* too much changed to follow: solve from scratch */
}

/* The layout's mines into gen->mine. */
void noguess_read_mines(generator *gen)
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
 * Returns as noguess_play_on. */
int noguess_resolve(generator *gen)
{
    solver *s = &gen->s;
    const mines_game *g = gen->g;
    const int32_t rows = g->rows, cols = g->cols;
    if (gen->log_full)
        return noguess_play_out(s, g, gen->first, gen);
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
                return noguess_play_out(s, g, gen->first, gen);
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
    int got = noguess_play_on(s, g, gen);
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
int noguess_play_on(solver *s, const mines_game *g, generator *gen)
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
int noguess_play_out(solver *s, const mines_game *g, size_t first, generator *gen)
{
    solver_reset(s);
    if (gen)
        start_record(gen);
    reveal(s, g, gen, first);
    int got = noguess_play_on(s, g, gen);
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
    int ok = (g->cells[first] & MINES_MINE) ? 0 : noguess_play_out(&s, g, first, NULL);
    solver_free(&s);
    return ok;
}
