/* review.h — the solver judges every move of a Minesweeper game, from what
 * the player could see just before it: the swept numbers and the total
 * mine count (flags are the player's opinion and tell nothing). The text
 * and JSON forms are reviewtext.h's; this module only judges.
 *
 * A move is judged by the cells it sweeps by itself — a Sweep its cell, a
 * DSweep (chord) the hidden neighbours without a flag — and a Flag by its
 * cell:
 *
 *   start        the game's first sweep: the start mode (safe, opening,
 *                noguess) keeps it off a mine, so it is never a guess
 *   safe         every cell it sweeps was certainly safe
 *   forced guess no cell was certainly safe, and the guess was among the
 *                safest (P(mine) within REVIEW_TIE of the lowest), or the
 *                solver's own advised guess, or half of a 50/50 that no
 *                number can ever settle
 *   risky guess  no cell was certainly safe, and a safer guess existed
 *   blunder      a guess while a certainly safe cell existed, or a sweep
 *                onto a certain mine
 *   flag         a flag on a certain mine
 *   flag guess   a flag on a cell that was neither certainly safe nor a mine
 *   wrong flag   a flag on a certainly safe cell
 *   unflag       a flag taken off
 *   no effect    the move changed nothing (swept, flagged, not swept,
 *                failed, no cell detected)
 *
 * A chord's P(mine) is the chance that any of its cells holds a mine,
 * counted over the layouts (not a product of the cells' odds): exact up
 * to REVIEW_JOINT_MAX uncertain cells (on boards past
 * SOLVER_ADVICE_MAX_CELLS, one), else estimated as if they were apart,
 * and `exact` says so. The "better" cell of a risky guess is the guess
 * solver_advise makes (self-play's choice but for its endgame search;
 * past SOLVER_ADVICE_MAX_CELLS cells the plain lowest odds) when it is
 * safer than the player's, else the cell of lowest odds.
 *
 * Pure: no I/O, no globals; the caller owns the review struct. */
#ifndef REVIEW_H
#define REVIEW_H

#include "base/gg.h"
#include "rules/mines.h"
#include "solver/minegen.h"
#include "solver/solver.h"

/* A guess within this much P(mine) of the lowest is among the safest. */
#define REVIEW_TIE 0.01
/* Uncertain cells of one chord whose joint odds are counted exactly. */
#define REVIEW_JOINT_MAX 3

typedef enum review_action { REVIEW_DO_FLAG, REVIEW_DO_SWEEP, REVIEW_DO_CHORD } review_action;

typedef enum review_verdict {
    REVIEW_START,
    REVIEW_SAFE,
    REVIEW_FORCED,
    REVIEW_RISKY,
    REVIEW_BLUNDER,
    REVIEW_FLAG,
    REVIEW_FLAG_GUESS,
    REVIEW_WRONG_FLAG,
    REVIEW_UNFLAG,
    REVIEW_NO_EFFECT,
    REVIEW_VERDICTS
} review_verdict;

/* The verdict's name as the text and JSON print it ("forced guess"). */
const char *review_verdict_name(review_verdict v);

/* One move judged. Cells are row-major indices r*cols + c. */
typedef struct review_judgement {
    review_verdict verdict;
    int boom;           /* 1 when the move swept a mine */
    int cells;          /* cells the move sweeps by itself (0..8) */
    int32_t cell[8];    /* those cells, */
    double cell_p[8];   /* and P(mine) of each */
    double p;           /* P(mine) of the move: of its cell (Sweep, Flag),
                           of any of its cells (DSweep); 0 for start */
    double lowest;      /* guesses: the lowest P(mine) of a hidden cell not
                           certainly a mine (0 when one was safe); else -1 */
    int64_t safe_cells; /* guesses: hidden cells certainly safe; else -1 */
    int64_t better;     /* blunder: a certainly safe cell; risky guess: a
                           safer guess (see above); else -1 */
    double better_p;    /* P(mine) of `better` */
    int fifty_fifty;    /* 1: the cell is half of a 50/50 no number can settle */
    int exact;          /* 0 when a figure is an estimate (search budget) */
} review_judgement;

/* The whole game so far. */
typedef struct review_totals {
    int64_t moves;                    /* Flag, Sweep and DSweep moves judged */
    int64_t verdicts[REVIEW_VERDICTS]; /* moves of each verdict */
    int64_t guesses;                  /* forced + risky guesses + blunders */
    double luck;      /* P(surviving the guesses taken): the product of
                         their 1 - p */
    double best;      /* the best survival over the same positions: the
                         product of 1 - lowest (1 where a cell was safe) */
    int exact;        /* 0 when a figure above is an estimate */
    int lookahead;    /* 0 past SOLVER_ADVICE_MAX_CELLS: `better` guesses
                         are the plain lowest odds */
    mines_result result;
    int64_t bbbv, bbbv_solved;        /* 3BV, and the part swept */
} review_totals;

typedef struct review {
    mines_game game;   /* the game, played along */
    solver view;       /* what the player sees */
    solver scratch;    /* work space: joint odds, forced pairs */
    minegen_mode mode;
    review_totals totals;
} review;

/* Start a review of the game laid out in `layout` (its mines; nothing
 * swept), copied. Returns GG_OK, GG_TOO_BIG or GG_NO_MEMORY (the review
 * is then freed). */
gg_status review_init(review *rv, const mines_game *layout, minegen_mode mode);
void review_free(review *rv);

/* Judge one move at (r, c) (0-based, on the board) into *j, then play it.
 * Moves after the end of the game are not judged: *j says no effect.
 * Returns GG_OK or GG_NO_MEMORY. */
gg_status review_move(review *rv, review_action action, int32_t r, int32_t c, review_judgement *j);

/* Fill rv->totals' result and 3BV from the game as it stands. Returns
 * GG_OK or GG_NO_MEMORY. */
gg_status review_finish(review *rv);

#endif
