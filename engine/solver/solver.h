/* solver.h — what a Minesweeper player can know from what is visible: the
 * revealed numbers, the hidden cells and the total mine count. Flags are
 * not read; a flag is only the player's opinion.
 *
 * Two levels, both exact in what they claim:
 *  - solver_deduce: local logic run to a fixpoint — a number whose hidden
 *    neighbours must all be safe or all mines, and the pairwise
 *    subset/superset rule between two numbers whose hidden neighbours
 *    overlap. Cheap and incremental: reveal cells one by one and deduce
 *    again; what was certain stays certain.
 *  - solver_analyse: everything that follows from the whole view. The
 *    frontier (hidden cells next to a number) is cut into independent
 *    components; cells with the same numbers around them are grouped into
 *    boxes; every component's solutions are enumerated by box counts
 *    (iteratively, with an explicit stack) and tallied by mine count; the
 *    components are combined, each total weighted by the ways C(I, M-F) to
 *    put the remaining mines in the I cells next to no number. That gives
 *    every certainty the global count implies and each cell's exact mine
 *    probability.
 *
 * The enumeration has a work budget; a component past it is marked
 * inexact: its certainties then come from solver_deduce only (sound, maybe
 * fewer) and its probabilities from a local estimate. Probabilities are
 * computed with + - * / and frexp/ldexp only, in a fixed order, so they are
 * bit-identical natively and in wasm. No I/O, no globals. */
#ifndef SOLVER_H
#define SOLVER_H

#include <stddef.h>
#include <stdint.h>

#include "base/gg.h"
#include "base/rng.h"

#define SOLVER_HIDDEN (-1) /* view value of a cell not yet revealed */

/* What the solver knows of a cell (solver.know, low bits). A revealed cell
 * is SOLVER_SAFE. */
enum { SOLVER_UNKNOWN = 0, SOLVER_SAFE = 1, SOLVER_MINE = 2 };

/* Default enumeration budget: search steps per look at the whole view
 * (solver_analyse looks again after each round of new certainties).
 * Expert positions take far fewer (tests/bench.sh: hint latency). */
#define SOLVER_DEFAULT_BUDGET 2000000L
/* Default limit on the tables that combine the components under the
 * global count: (components + 1) * (frontier cells + 1) entries, 4 tables
 * of 8 bytes an entry. Past it (a huge board in mid-game) each component
 * is taken on its own: certainties stay sound, odds become estimates. */
#define SOLVER_DEFAULT_TABLE_LIMIT 1000000.0

/* A cell the solver found out, for a caller that follows it (solver.notes):
 * the cell, and the numbers (cell indices) whose rule showed it: by's own
 * number alone (with -1), the pair by and with (solver_deduce's rules),
 * or neither (both -1: the look at the whole view, solver_analyse). Which
 * way it went is in know[cell]. */
typedef struct solver_note {
    uint32_t cell;
    int32_t by, with;
} solver_note;

typedef struct solver {
    int32_t rows, cols;
    int64_t mines;        /* mines on the whole board */
    int8_t *view;         /* rows*cols: SOLVER_HIDDEN or the revealed count 0..8 */
    uint8_t *know;        /* rows*cols: SOLVER_UNKNOWN/SAFE/MINE, | 4 while queued */
    int64_t known_mines;  /* hidden cells known to be mines */
    int64_t unknown;      /* hidden cells known neither way */
    int contradiction;    /* 1 once the view admits no layout at all */
    /* Cells found safe (hidden when found), in the order found; a player
     * sweeps them. Entries revealed since stay in the list: skip them. */
    uint32_t *found;
    size_t found_count;
    size_t found_next;    /* entries before it are swept (solver_next_move) */
    /* Constraints waiting to be looked at (solver_deduce's work queue). */
    uint32_t *queue;
    size_t queue_head, queue_count;
    /* solver_analyse's results. */
    double *prob;         /* rows*cols: P(mine) of each cell (0 revealed/safe,
                             1 known mine); allocated by the first analyse */
    int exact;            /* 1 when every component was enumerated exactly */
    double weight_m;      /* the number of layouts agreeing with the view: */
    long weight_e;        /* weight_m * 2^weight_e (0 when there is none) */
    long budget;          /* enumeration steps allowed per analyse */
    double table_limit;   /* see SOLVER_DEFAULT_TABLE_LIMIT */
    long steps;           /* enumeration steps the last analyse took */
    void *work;           /* the analysis's scratch (opaque, owned) */
    /* view and know again as sets of cells (solver/cellset.h), for
     * questions about the whole board (the frontier, the generator): the
     * hidden cells known neither way, the revealed cells, and the board's
     * edges (cellset_edges). */
    uint64_t *unknown_set, *shown_set, *edges;
    /* rows*cols: each cell's neighbours known neither way (hidden), and
     * known to be mines: a number with no unknown neighbour is done at a
     * glance (solver_deduce). */
    uint8_t *unknown_around, *mines_around;
    /* NULL (solver_init), or the caller's room for rows*cols notes: each
     * cell marked safe or a mine is noted there, in order, at note_count,
     * until the caller takes them and sets note_count back to 0 (one call
     * marks a cell once at most). The guess-free generator follows the
     * solver so. */
    solver_note *notes;
    size_t note_count;
    int32_t rule_by, rule_with; /* the rule being applied, for notes */
} solver;

/* Set up a solver for a rows x cols board holding `mines` mines, every cell
 * hidden and unknown. Returns GG_OK, GG_TOO_BIG or GG_NO_MEMORY. */
gg_status solver_init(solver *s, int32_t rows, int32_t cols, int64_t mines);
void solver_free(solver *s);
/* Forget everything: every cell hidden and unknown again. */
void solver_reset(solver *s);

/* Reveal cell i (row-major index) showing `count` neighbouring mines. A
 * cell revealed twice must show the same count. Sets contradiction when
 * the cell was known to be a mine. */
void solver_reveal(solver *s, size_t i, int count);

/* A revealed cell's number changed: the generator (noguess.c) moved mines
 * among cells the view has not seen, so what the solver knows stays true.
 * Takes the new count and looks at the cell again. */
void solver_renumber(solver *s, size_t i, int count);
/* Forget cell i: hidden and known neither way again, as if never found
 * out; the numbers around it are looked at again. For the generator
 * (noguess.c), which takes back what a change made unsure. */
void solver_forget(solver *s, size_t i);

/* Local logic to a fixpoint (single-number and pairwise rules). Returns
 * the number of cells newly found safe or mine. */
size_t solver_deduce(solver *s);

/* Everything the view implies: solver_deduce, then the component
 * enumeration with the global mine count, repeated until nothing new is
 * certain. With want_prob, fills s->prob. Returns GG_OK or GG_NO_MEMORY;
 * s->contradiction tells whether the view is possible at all. */
gg_status solver_analyse(solver *s, int want_prob);

/* The chance that the n cells of `cells` are all safe: the share of the
 * layouts agreeing with s's view (as the last solver_analyse counted them)
 * in which none of them holds a mine — exact, where multiplying each
 * cell's own chance of being safe is not (their mines are not
 * independent). `scratch`, a solver of the same size, is the work space.
 * *exact is set to 0 when either count is an estimate (an enumeration
 * budget ran out, or the view was too big to count: then the chance
 * returned means nothing), else 1. Returns the chance, or -1 when out of
 * memory. */
double solver_chance_all_safe(solver *scratch, const solver *s, const uint32_t *cells, int n, int *exact);

/* Is the board cleared by logic alone? All safe cells known. */
int solver_done(const solver *s);

/* A hidden cell known to be safe (the first found not yet swept), or -1. */
int64_t solver_next_safe(solver *s);
/* Is hidden cell i's number the same in every layout that agrees with the
 * view? Two sufficient tests: it has no unknown neighbour, or a revealed
 * number sees exactly its unknown neighbours (which then hold that
 * number's missing mines in every layout). 1: it is, and sweeping the
 * cell tells nothing; 0: it may not be (sound, not complete). The
 * look-ahead counts such cells neither as the next guess nor as
 * progress. */
int solver_number_known(const solver *s, size_t i);
/* The best guess by s->prob, which the last solver_analyse(s, 1) must have
 * filled: the lowest mine probability, near-ties broken by the chance
 * that the cell, if safe, frees its neighbours, then by rng (NULL: the
 * first in row-major order). Returns a cell index, or -1 when no hidden
 * unknown cell is left. */
int64_t solver_best_guess(const solver *s, gg_rng *rng);
/* A better guess, looking one move ahead: among the `candidates` (1..64)
 * cells of lowest mine probability (ties: likeliest to open up), half as
 * many of the lowest next to a number, every cell next to a number whose
 * chance of being safe is within 90% of the best, and the cells where a
 * 50/50 may form later (their long-term risk, solver_guess.c), the one with the best
 * chance of surviving both it and the move after it (the next move safe
 * by logic, or the best guess then; cells whose number is known already
 * tell nothing and count for neither), over every number it may show,
 * weighted by the layouts, and raised by its long-term risk; a cell that
 * can show one number only comes after all the others. `scratch` is
 * a second solver of the same size, used as work space; 16 bytes a cell
 * are allocated for the call. Falls back to solver_best_guess. */
int64_t solver_lookahead_guess(solver *s, solver *scratch, gg_rng *rng, int candidates);
/* The look-ahead's usual breadth (self-play's and the hint's). */
#define SOLVER_LOOKAHEAD_CANDIDATES 8
/* The largest board the hint looks ahead on (solver_advised_guess): up to
 * 100 x 100 the look-ahead, the odds included, fits well within a page's
 * frame (tests/bench.sh, hint latency); past it the hint guesses by the
 * odds alone. */
#define SOLVER_ADVICE_MAX_CELLS 10000
/* A guess that must be made some time, best made now: a cell of a pair
 * holding one mine in every layout that no number can ever tell apart
 * (every cell that may show one sees both or neither). Needs s->prob from
 * solver_analyse(s, 1); `scratch` as for solver_lookahead_guess. Returns
 * one cell of the first such pair in row-major order, or -1. */
int64_t solver_forced_guess(solver *s, solver *scratch);
/* The guess to advise a player: self-play's choice but for the endgame
 * search (endgame.h), which can take longer than a frame. That is
 * solver_forced_guess, else solver_lookahead_guess weighing
 * SOLVER_LOOKAHEAD_CANDIDATES cells; solver_best_guess instead when
 * scratch is NULL or the board has more than SOLVER_ADVICE_MAX_CELLS
 * cells (the look-ahead analyses the whole board again for each number
 * a candidate may show). Needs s->prob; scratch as above. *forced (may
 * be NULL) is set to 1 when the guess is solver_forced_guess's, else 0. */
int64_t solver_advised_guess(solver *s, solver *scratch, gg_rng *rng, int *forced);
/* solver_advised_guess with work space of its own, made for the call when
 * the look-ahead will use it (up to SOLVER_ADVICE_MAX_CELLS cells, memory
 * allowing): for callers that keep no second solver (the hint, `solve`). */
int64_t solver_advise(solver *s, gg_rng *rng, int *forced);
/* solver_next_safe, else solver_best_guess. */
int64_t solver_next_move(solver *s, gg_rng *rng);

/* The pair rule's bounds: two numbers that need rem_a and rem_b more
 * mines among na and nb unknown cells, ni of the cells shared, put from
 * *lo to *hi mines in the shared cells (*lo > *hi: they contradict each
 * other). The solver's deduction uses it, and the guess-free generator
 * when it checks that a rule still shows a cell. */
static inline void solver_pair_bounds(int rem_a, int na, int rem_b, int nb, int ni, int *lo, int *hi)
{
    int l = 0, h = ni;
    if (rem_a - (na - ni) > l)
        l = rem_a - (na - ni);
    if (rem_b - (nb - ni) > l)
        l = rem_b - (nb - ni);
    if (rem_a < h)
        h = rem_a;
    if (rem_b < h)
        h = rem_b;
    *lo = l;
    *hi = h;
}

#endif
