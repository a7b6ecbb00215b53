/* review.c — judge each move of a game from what its player could see
 * (review.h). One solver follows the game, told each swept cell as it is
 * swept; local logic (solver_deduce) settles most moves, and the whole
 * analysis with exact odds runs only when it does not. */
#include "solver/review.h"

#include <math.h>
#include <string.h>

#include "solver/minestats.h"

const char *review_verdict_name(review_verdict v)
{
    static const char *const names[REVIEW_VERDICTS] = {
        "start", "safe", "forced guess", "risky guess", "blunder",
        "flag", "flag guess", "wrong flag", "unflag", "no effect"};
    return names[v];
}

gg_status review_init(review *rv, const mines_game *layout, minegen_mode mode)
{
    memset(rv, 0, sizeof *rv);
    rv->mode = mode;
    int32_t rows = layout->rows, cols = layout->cols;
    size_t n = (size_t)rows * (size_t)cols;
    gg_status st = mines_init(&rv->game, rows, cols);
    if (st == GG_OK) {
        for (size_t i = 0; i < n; i++)
            rv->game.cells[i] = layout->cells[i] & MINES_MINE;
        mines_recount(&rv->game);
        st = solver_init(&rv->view, rows, cols, rv->game.mine_count);
    }
    if (st == GG_OK)
        st = solver_init(&rv->scratch, rows, cols, rv->game.mine_count);
    if (st != GG_OK) {
        review_free(rv);
        return st;
    }
    review_totals *t = &rv->totals;
    t->luck = t->best = 1;
    t->exact = 1;
    t->lookahead = n <= SOLVER_ADVICE_MAX_CELLS;
    return GG_OK;
}

void review_free(review *rv)
{
    mines_free(&rv->game);
    solver_free(&rv->view);
    solver_free(&rv->scratch);
}

static int know(const solver *s, size_t i)
{
    return s->know[i] & 3;
}

static int adjacent(const mines_game *g, size_t a, size_t b)
{
    int32_t dr = (int32_t)(a / (size_t)g->cols) - (int32_t)(b / (size_t)g->cols);
    int32_t dc = (int32_t)(a % (size_t)g->cols) - (int32_t)(b % (size_t)g->cols);
    return a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

/* P(every cell of x[0..k) is safe), counted over the layouts: the first
 * k-1 cells revealed in the scratch solver with every count each may
 * show, each such view weighted by its layouts and by the chance that
 * the last cell is safe there. The view must be analysed. */
static gg_status joint_safe(review *rv, const int32_t *x, int k, double *safe, int *exact)
{
    const solver *s = &rv->view;
    solver *t = &rv->scratch;
    size_t n = (size_t)rv->game.rows * (size_t)rv->game.cols;
    int value[REVIEW_JOINT_MAX] = {0}, most[REVIEW_JOINT_MAX] = {0};
    for (int d = 0; d + 1 < k; d++)
        for (size_t i = 0; i < n; i++)
            most[d] += adjacent(&rv->game, (size_t)x[d], i) && s->view[i] < 0;
    double sum = 0;
    for (;;) {
        solver_reset(t);
        for (size_t i = 0; i < n; i++)
            if (s->view[i] >= 0)
                solver_reveal(t, i, s->view[i]);
        for (int d = 0; d + 1 < k; d++)
            solver_reveal(t, (size_t)x[d], value[d]);
        if (solver_analyse(t, 1) != GG_OK)
            return GG_NO_MEMORY;
        if (!t->contradiction) {
            *exact &= t->exact;
            sum += ldexp(t->weight_m / s->weight_m, (int)(t->weight_e - s->weight_e)) * (1 - t->prob[x[k - 1]]);
        }
        int d = 0;
        while (d + 1 < k && ++value[d] > most[d])
            value[d++] = 0;
        if (d + 1 >= k)
            break;
    }
    *safe = sum;
    return GG_OK;
}

/* Is hidden cell i half of a pair holding one mine in every layout that
 * no number can ever tell apart (every hidden cell that may show a
 * number sees both or neither)? The partners tried: the pair
 * solver_forced_guess finds, and i's neighbours. */
static gg_status fifty_fifty(review *rv, int32_t i, int *yes)
{
    solver *s = &rv->view;
    const mines_game *g = &rv->game;
    size_t n = (size_t)g->rows * (size_t)g->cols;
    int64_t f = solver_forced_guess(s, &rv->scratch);
    *yes = f == i;
    for (size_t d = 0; d < n && !*yes; d++) {
        if (!(adjacent(g, (size_t)i, d) || (int64_t)d == f) || (int64_t)d == i || s->view[d] >= 0 ||
            know(s, d) != SOLVER_UNKNOWN || fabs(s->prob[i] + s->prob[d] - 1) > 1e-9)
            continue;
        int alike = 1;
        for (size_t x = 0; x < n && alike; x++)
            if (x != d && x != (size_t)i && s->view[x] < 0 && know(s, x) != SOLVER_MINE &&
                adjacent(g, x, (size_t)i) != adjacent(g, x, d))
                alike = 0;
        if (!alike)
            continue;
        int32_t pair[2] = {i, (int32_t)d};
        double both_safe;
        int exact = 1;
        if (joint_safe(rv, pair, 2, &both_safe, &exact) != GG_OK)
            return GG_NO_MEMORY;
        *yes = exact && both_safe < 1e-12;
    }
    return GG_OK;
}

/* The verdict on sweeping j's cells, not all certainly safe, with the
 * view analysed. */
static gg_status judge_guess(review *rv, review_judgement *j, size_t i)
{
    solver *s = &rv->view;
    const mines_game *g = &rv->game;
    size_t n = (size_t)g->rows * (size_t)g->cols;
    int32_t risky[8];
    int k = 0;
    double safe = 1;
    for (int c = 0; c < j->cells; c++) {
        double p = s->prob[j->cell[c]];
        j->cell_p[c] = p;
        if (p > 0)
            risky[k++] = j->cell[c];
        safe *= 1 - p;
    }
    if (k > 1) {
        if (k <= (n > SOLVER_ADVICE_MAX_CELLS ? 1 : REVIEW_JOINT_MAX)) {
            if (joint_safe(rv, risky, k, &safe, &j->exact) != GG_OK)
                return GG_NO_MEMORY;
        } else {
            j->exact = 0;
        }
    }
    j->p = 1 - safe;
    j->lowest = 1;
    j->safe_cells = 0;
    for (size_t x = 0; x < n; x++) {
        if (s->view[x] >= 0 || know(s, x) == SOLVER_MINE)
            continue;
        if (know(s, x) == SOLVER_SAFE && j->safe_cells++ == 0) {
            j->better = (int64_t)x;
            j->better_p = 0;
        }
        if (s->prob[x] < j->lowest)
            j->lowest = s->prob[x];
    }
    review_totals *t = &rv->totals;
    t->guesses++;
    t->luck *= 1 - j->p;
    if (j->safe_cells > 0) {
        j->verdict = REVIEW_BLUNDER;
    } else if (j->p >= 1) {
        j->verdict = REVIEW_BLUNDER;
        j->better = solver_best_guess(s, NULL);
    } else if (j->p <= j->lowest + REVIEW_TIE) {
        j->verdict = REVIEW_FORCED;
    } else {
        j->verdict = REVIEW_RISKY;
        if (j->cells == 1 && fifty_fifty(rv, (int32_t)i, &j->fifty_fifty) != GG_OK)
            return GG_NO_MEMORY;
        int64_t advised = j->fifty_fifty ? (int64_t)i : solver_advise(s, NULL, NULL);
        if (advised == (int64_t)i)
            j->verdict = REVIEW_FORCED;
        else
            j->better = advised >= 0 && s->prob[advised] < j->p ? advised : solver_best_guess(s, NULL);
    }
    if (j->better >= 0)
        j->better_p = s->prob[j->better];
    t->best *= 1 - j->lowest;
    return GG_OK;
}

gg_status review_move(review *rv, review_action action, int32_t r, int32_t c, review_judgement *j)
{
    mines_game *g = &rv->game;
    solver *s = &rv->view;
    size_t n = (size_t)g->rows * (size_t)g->cols, i = (size_t)r * (size_t)g->cols + (size_t)c;
    memset(j, 0, sizeof *j);
    j->verdict = REVIEW_NO_EFFECT;
    j->lowest = -1;
    j->safe_cells = j->better = -1;
    j->exact = 1;
    if (g->result != MINES_PLAYING)
        return GG_OK;
    uint8_t v = g->cells[i];
    int started = g->safe_left < (int64_t)n - g->mine_count;
    if (action == REVIEW_DO_SWEEP && !(v & (MINES_OPEN | MINES_FLAG))) {
        j->cell[j->cells++] = (int32_t)i;
    } else if (action == REVIEW_DO_CHORD && (v & MINES_OPEN) && (v & MINES_COUNT_MASK)) {
        int flags = 0;
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t x = c - 1; x <= c + 1; x++) {
                if (y < 0 || x < 0 || y >= g->rows || x >= g->cols)
                    continue;
                size_t k = (size_t)y * (size_t)g->cols + (size_t)x;
                if (g->cells[k] & MINES_FLAG)
                    flags++;
                else if (!(g->cells[k] & MINES_OPEN))
                    j->cell[j->cells++] = (int32_t)k;
            }
        if (flags != (v & MINES_COUNT_MASK))
            j->cells = 0;
    }
    int judged = action == REVIEW_DO_FLAG ? !(v & MINES_OPEN) && !(v & MINES_FLAG) : j->cells > 0;
    if (!started && judged && action == REVIEW_DO_SWEEP) {
        j->verdict = REVIEW_START;
    } else if (judged) {
        /* Settled by what is known already? Else the whole analysis. */
        int settled = 1;
        for (int k = 0; k < j->cells; k++)
            settled &= know(s, (size_t)j->cell[k]) == SOLVER_SAFE;
        if (action == REVIEW_DO_FLAG)
            settled = know(s, i) != SOLVER_UNKNOWN;
        if (!settled) {
            if (solver_analyse(s, 1) != GG_OK)
                return GG_NO_MEMORY;
            j->exact = s->exact;
        }
        if (action == REVIEW_DO_FLAG) {
            int k = know(s, i);
            j->verdict = k == SOLVER_MINE ? REVIEW_FLAG : k == SOLVER_SAFE ? REVIEW_WRONG_FLAG : REVIEW_FLAG_GUESS;
            j->p = k == SOLVER_MINE ? 1 : k == SOLVER_SAFE ? 0 : s->prob[i];
        } else {
            j->verdict = REVIEW_SAFE;
            for (int k = 0; k < j->cells; k++)
                if (know(s, (size_t)j->cell[k]) != SOLVER_SAFE)
                    j->verdict = REVIEW_RISKY; /* decided below */
            if (j->verdict == REVIEW_RISKY && judge_guess(rv, j, i) != GG_OK)
                return GG_NO_MEMORY;
        }
    } else if (action == REVIEW_DO_FLAG && !(v & MINES_OPEN)) {
        j->verdict = REVIEW_UNFLAG;
    }
    rv->totals.exact &= j->exact;

    mines_feedback fb = action == REVIEW_DO_FLAG    ? mines_flag(g, r, c)
                        : action == REVIEW_DO_SWEEP ? mines_sweep(g, r, c)
                                                    : mines_chord(g, r, c);
    if (fb == MINES_FB_NO_MEMORY)
        return GG_NO_MEMORY;
    rv->totals.moves++;
    rv->totals.verdicts[j->verdict]++;
    j->boom = fb == MINES_FB_BOOM;
    if (fb == MINES_FB_DETECTED && g->revealed_count > 0) {
        for (size_t k = 0; k < g->revealed_count; k++)
            solver_reveal(s, g->revealed[k], g->cells[g->revealed[k]] & MINES_COUNT_MASK);
        solver_deduce(s);
    }
    return GG_OK;
}

gg_status review_finish(review *rv)
{
    mines_3bv m;
    gg_status st = mines_measure_3bv(&rv->game, &m);
    rv->totals.result = rv->game.result;
    rv->totals.bbbv = m.total;
    rv->totals.bbbv_solved = m.solved;
    return st;
}
