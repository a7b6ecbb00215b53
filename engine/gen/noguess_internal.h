/* noguess_internal.h — what the guess-free generator's two files share and
 * no other file sees: the generator's state, and the solving that
 * noguess_solve.c does for noguess.c's perturbations. noguess.h stays the
 * public API.
 *
 *   noguess_solve.c   solving from the first click, the record of the last
 *                     solve, and solving again only what a change made unsure
 *   noguess.c         changing the layout until it solves; the generator */
#ifndef NOGUESS_INTERNAL_H
#define NOGUESS_INTERNAL_H

#include "base/rng.h"
#include "gen/noguess.h"
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

/* The number shown on cell i of g. */
static inline int count_at(const mines_game *g, size_t i)
{
    return g->cells[i] & MINES_COUNT_MASK;
}

/* ---- noguess_solve.c ------------------------------------------------------- */

/* Play g by logic from where the solver s stands, as a player would: sweep
 * every cell found safe, look at the whole view when local logic stops.
 * gen, when not NULL, follows the solver and keeps the record of the
 * solve. Returns 1 when every safe cell is found, 0 when stuck, -1 when
 * out of memory. */
int noguess_play_on(solver *s, const mines_game *g, generator *gen);

/* The same from the first click, knowing nothing. */
int noguess_play_out(solver *s, const mines_game *g, size_t first, generator *gen);

/* The same for the layout as it is now, from the record of the last solve
 * and the cells whose mine moved since: only what a move made unsure is
 * solved again (a solve from scratch when the record fell short). Returns
 * as noguess_play_out. */
int noguess_resolve(generator *gen);

/* Cell i's mine came (mine 1) or went (0): noted in gen->mine and in the
 * list of moved cells the next noguess_resolve reads. */
void noguess_note_move(generator *gen, uint32_t i, int mine);

/* The layout's mines into gen->mine. */
void noguess_read_mines(generator *gen);

#endif
