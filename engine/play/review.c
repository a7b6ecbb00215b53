/* review.c — judge each move of a game from what its player could see
 * (review.h). One solver follows the game, told each swept cell as it is
 * swept; local logic (solver_deduce) settles most moves, and the whole
 * analysis with exact odds runs only when it does not. */
#include "play/review.h"

#include <string.h>

#include "play/minestats.h"

const char *review_verdict_name(review_verdict v)
{
    static const char *const names[REVIEW_VERDICTS] = {
        "start", "safe", "forced guess", "risky guess", "blunder",
        "flag", "flag guess", "wrong flag", "unflag", "no effect"};
    return names[v];
}

gg_status review_init(review *rv, mines_game *layout, minegen_mode mode)
{
    memset(rv, 0, sizeof *rv);
    rv->game = *layout;
    memset(layout, 0, sizeof *layout);
    rv->mode = mode;
    gg_status st = solver_init(&rv->view, rv->game.rows, rv->game.cols, rv->game.mine_count);
    review_totals *t = &rv->totals;
    t->luck = t->best = 1;
    t->exact = 1;
    t->lookahead = (int64_t)rv->game.rows * rv->game.cols <= SOLVER_ADVICE_MAX_CELLS;
    return st;
}

void review_free(review *rv)
{
    mines_free(&rv->game);
    solver_free(&rv->view);
    solver_free(&rv->what_if);
}

static int know(const solver *s, size_t i)
{
    return s->know[i] & 3;
}

/* The verdict on sweeping j's cells, not all certainly safe, with the
 * view analysed. */
static gg_status judge_guess(review *rv, review_judgement *j, size_t i)
{
    solver *s = &rv->view;
    size_t n = (size_t)rv->game.rows * (size_t)rv->game.cols;
    int risky = 0;
    double safe = 1;
    for (int c = 0; c < j->cells; c++) {
        double p = s->prob[j->cell[c]];
        j->cell_p[c] = p;
        risky += p > 0 && p < 1;
        safe *= 1 - p;
    }
    /* Two uncertain cells of one chord are not independent: the chance
     * that both are safe is counted over the layouts again. Where the
     * layouts cannot be counted, the product above is the estimate. */
    if (risky > 1) {
        if (!rv->what_if.view && solver_init(&rv->what_if, s->rows, s->cols, s->mines) != GG_OK)
            return GG_NO_MEMORY;
        uint32_t cells[8];
        for (int c = 0; c < j->cells; c++)
            cells[c] = (uint32_t)j->cell[c];
        int exact;
        double all_safe = solver_chance_all_safe(&rv->what_if, s, cells, j->cells, &exact);
        if (all_safe < 0)
            return GG_NO_MEMORY;
        if (exact)
            safe = all_safe;
        else
            j->exact = 0;
    }
    j->p = 1 - safe;
    j->lowest = 1;
    j->safe_cells = 0;
    for (size_t x = 0; x < n; x++) {
        if (s->view[x] >= 0 || know(s, x) == SOLVER_MINE)
            continue;
        if (know(s, x) == SOLVER_SAFE && j->safe_cells++ == 0)
            j->better = (int32_t)x;
        if (s->prob[x] < j->lowest)
            j->lowest = s->prob[x];
    }
    review_totals *t = &rv->totals;
    t->guesses++;
    t->luck *= 1 - j->p;
    t->avoidable += j->safe_cells > 0;
    j->verdict = j->safe_cells > 0 ? REVIEW_BLUNDER : REVIEW_FORCED;
    if (!j->safe_cells) {
        /* The solver's own guess is forced too; solver_advise also says
         * when it is half of a 50/50 no number can settle. */
        int forced;
        int64_t f = solver_advise(s, NULL, &forced);
        j->fifty_fifty = f == (int64_t)i && forced;
        if (j->p > j->lowest + REVIEW_TIE && f != (int64_t)i) {
            j->verdict = j->p >= 1 ? REVIEW_BLUNDER : REVIEW_RISKY;
            j->better = (int32_t)f;
        }
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
    int32_t cols = g->cols, i = r * cols + c;
    memset(j, 0, sizeof *j);
    j->action = (int32_t)action;
    j->row = r;
    j->col = c;
    j->verdict = REVIEW_NO_EFFECT;
    j->lowest = -1;
    j->safe_cells = j->better = -1;
    j->exact = 1;
    if (g->result != MINES_PLAYING)
        return GG_OK;
    uint8_t v = g->cells[i];
    int started = g->safe_left < (int64_t)g->rows * cols - g->mine_count;
    /* The cells the move sweeps (or flags) by itself. */
    if (action != REVIEW_DO_CHORD) {
        if (!(v & (MINES_OPEN | MINES_FLAG)))
            j->cell[j->cells++] = i;
        else if (action == REVIEW_DO_FLAG && (v & MINES_FLAG))
            j->verdict = REVIEW_UNFLAG;
    } else if ((v & MINES_OPEN) && (v & MINES_COUNT_MASK)) {
        int flags = 0;
        for (int d = 0; d < 9; d++) {
            int32_t y = r - 1 + d / 3, x = c - 1 + d % 3, k = y * cols + x;
            if (y < 0 || x < 0 || y >= g->rows || x >= cols)
                continue;
            if (g->cells[k] & MINES_FLAG)
                flags++;
            else if (!(g->cells[k] & MINES_OPEN))
                j->cell[j->cells++] = k;
        }
        if (flags != (v & MINES_COUNT_MASK))
            j->cells = 0;
    }
    if (j->cells && !started && action == REVIEW_DO_SWEEP) {
        j->verdict = REVIEW_START;
    } else if (j->cells) {
        /* Settled by what is known already? Else the whole analysis. */
        int unsafe = 0;
        for (int k = 0; k < j->cells; k++)
            unsafe += know(s, (size_t)j->cell[k]) != SOLVER_SAFE;
        if (unsafe && !(action == REVIEW_DO_FLAG && know(s, (size_t)i) == SOLVER_MINE)) {
            if (solver_analyse(s, 1) != GG_OK)
                return GG_NO_MEMORY;
            j->exact = s->exact;
        }
        int k = know(s, (size_t)i);
        if (action == REVIEW_DO_FLAG) {
            j->verdict = k == SOLVER_MINE ? REVIEW_FLAG : k == SOLVER_SAFE ? REVIEW_WRONG_FLAG : REVIEW_FLAG_GUESS;
            j->p = k == SOLVER_MINE ? 1 : k == SOLVER_SAFE ? 0 : s->prob[i];
        } else {
            j->verdict = REVIEW_SAFE;
            for (k = 0; k < j->cells; k++)
                if (know(s, (size_t)j->cell[k]) != SOLVER_SAFE)
                    j->verdict = REVIEW_RISKY; /* decided below */
            if (j->verdict == REVIEW_RISKY && judge_guess(rv, j, (size_t)i) != GG_OK)
                return GG_NO_MEMORY;
        }
    }
    rv->totals.exact &= j->exact;

    static mines_feedback (*const play[])(mines_game *, int32_t, int32_t) = {mines_flag, mines_sweep, mines_chord};
    mines_feedback fb = play[action](g, r, c);
    if (fb == MINES_FB_NO_MEMORY)
        return GG_NO_MEMORY;
    j->step = ++rv->totals.moves;
    rv->totals.verdicts[j->verdict]++;
    j->boom = fb == MINES_FB_BOOM;
    if (fb == MINES_FB_DETECTED) {
        const uint32_t *revealed = mines_revealed(g);
        for (size_t k = 0; k < g->revealed_count; k++)
            solver_reveal(s, revealed[k], g->cells[revealed[k]] & MINES_COUNT_MASK);
        solver_deduce(s);
    }
    return GG_OK;
}

gg_status review_finish(review *rv)
{
    mines_3bv m;
    gg_status st = mines_measure_3bv(&rv->game, &m);
    rv->totals.result = rv->game.result;
    rv->totals.bbbv = (int32_t)m.total;
    rv->totals.bbbv_solved = (int32_t)m.solved;
    return st;
}
