/* wasm_solver.c — the solver for the page: a hint, the odds of
 * every cell, and what "play the safe moves" needs, from what the player
 * of a web game can see. Linked into gg-mines-solver.wasm, which the page
 * loads on first use and asks on a copy of its game (gg_mines_adopt). The rules stay in the engine (solver.h); this
 * only reads the game's visible state into a solver and copies the
 * answer out. Same conventions as wasm_api.c: >= 0 on success, a
 * negative gg_status with a message in gg_error_message() on failure. */
#include <stdlib.h>
#include <string.h>

#include "base/gg.h"
#include "rules/mines.h"
#include "base/rng.h"
#include "solver/solver.h"
#include "wasm/wasm_mines.h"



/* What gg_mines_analyse writes into hint[0..7]. */
enum {
    HINT_ROW,      /* the cell to sweep next, 0-based, or -1 */
    HINT_COL,
    HINT_KIND,     /* 0 nothing left, 1 certainly safe, 2 a guess */
    HINT_PPM,      /* its mine probability in millionths */
    HINT_SAFE,     /* hidden cells certainly safe */
    HINT_MINES,    /* hidden cells certainly mines */
    HINT_EXACT,    /* 1 when every odd is exact (no search budget hit) */
    HINT_FORCED,   /* 1 when the guess is half of a 50/50 no number can
                      ever settle (solver_forced_guess): best taken now */
    HINT_SIZE
};

/* Look at a game as its player sees it: fill hint[0..7] (above) and, when
 * odds is not NULL, odds[rows*cols] with each cell's mine probability (-1
 * for a swept cell; exactly 0 or 1 when certain). Flags are ignored. Before
 * the first Sweep every cell is safe to click: the hint is the centre.
 * When no cell is safe, the hint is a guess: with advise, the one a player
 * is advised to make (solver_advised_guess: up to ~40 ms on a 100 x 100
 * board), else the plain lowest odds (solver_best_guess), which is all the
 * odds overlay and "play the safe moves" need.
 * Returns the number of certainly safe hidden cells, or a negative status. */
GG_EXPORT int gg_mines_analyse(int handle, float *odds, int32_t *hint, int advise)
{
    int laid;
    int64_t mines;
    const mines_game *g = gg_web_game(handle, &laid, &mines);
    if (!g)
        return -GG_BAD_INPUT;
    size_t n = (size_t)g->rows * (size_t)g->cols;
    if (!hint || !gg_in_memory(hint, HINT_SIZE * sizeof *hint))
        return gg_web_fail(GG_BAD_INPUT, "no place to write the hint (or it is not in the module's memory)");
    if (odds && !gg_in_memory(odds, n * sizeof *odds))
        return gg_web_fail(GG_BAD_INPUT, "no room for the odds of every cell (or it is not in the module's memory)");
    int32_t out[HINT_SIZE] = {-1, -1, 0, 0, 0, 0, 1, 0};
    solver s;
    gg_status st = solver_init(&s, g->rows, g->cols, mines);
    if (st != GG_OK)
        return gg_web_fail(st, st == GG_NO_MEMORY ? "out of engine memory (the WebAssembly memory is full)" : "the board is too big");
    for (size_t i = 0; i < n; i++)
        if (g->cells[i] & MINES_OPEN)
            solver_reveal(&s, i, g->cells[i] & MINES_COUNT_MASK);
    st = solver_analyse(&s, 1);
    if (st != GG_OK) {
        solver_free(&s);
        return gg_web_fail(st, "out of engine memory (the WebAssembly memory is full)");
    }
    int64_t move = -1;
    if (!laid) {
        move = (int64_t)(g->rows / 2) * g->cols + g->cols / 2;
        out[HINT_KIND] = 1;
    } else if (g->result == MINES_PLAYING && !s.contradiction) {
        /* The first cell found is the first in row-major order among the
         * safe ones only by chance: take the lowest index, so a hint does
         * not jump about as the player plays. */
        for (size_t i = 0; i < n && move < 0; i++)
            if (s.view[i] < 0 && (s.know[i] & 3) == SOLVER_SAFE)
                move = (int64_t)i;
        if (move >= 0) {
            out[HINT_KIND] = 1;
        } else {
            /* the guess self-play would make, but for its endgame search */
            int forced = 0;
            move = advise ? solver_advise(&s, NULL, &forced) : solver_best_guess(&s, NULL);
            out[HINT_FORCED] = forced;
            if (move >= 0) {
                out[HINT_KIND] = 2;
                out[HINT_PPM] = (int32_t)(s.prob[move] * 1e6 + 0.5);
            }
        }
    }
    int safe = 0, certain_mines = 0;
    for (size_t i = 0; i < n; i++) {
        if (s.view[i] >= 0)
            continue;
        safe += (s.know[i] & 3) == SOLVER_SAFE && laid;
        certain_mines += (s.know[i] & 3) == SOLVER_MINE;
    }
    if (move >= 0) {
        out[HINT_ROW] = (int32_t)(move / g->cols);
        out[HINT_COL] = (int32_t)(move % g->cols);
    }
    out[HINT_SAFE] = safe;
    out[HINT_MINES] = certain_mines;
    out[HINT_EXACT] = s.exact;
    memcpy(hint, out, sizeof out);
    if (odds)
        for (size_t i = 0; i < n; i++) {
            float p = s.view[i] >= 0 ? -1.0f : !laid ? (float)((double)mines / (double)n) : (float)s.prob[i];
            memcpy(&odds[i], &p, sizeof p);
        }
    solver_free(&s);
    return safe;
}
