/* selfplay.c — the solver plays a whole game (selfplay.h). */
#include "play/selfplay.h"

#include <string.h>

#include "solver/endgame.h"

gg_status selfplay_init(selfplay *p, int32_t rows, int32_t cols, int64_t mines)
{
    memset(p, 0, sizeof *p);
    p->rows = rows;
    p->cols = cols;
    p->mines = mines;
    gg_status st = mines_init(&p->game, rows, cols);
    if (st == GG_OK)
        st = solver_init(&p->solver, rows, cols, mines);
    if (st == GG_OK)
        st = solver_init(&p->scratch, rows, cols, mines);
    p->candidates = SELFPLAY_CANDIDATES;
    p->endgame = 1;
    if (st != GG_OK)
        selfplay_free(p);
    return st;
}

void selfplay_free(selfplay *p)
{
    mines_free(&p->game);
    solver_free(&p->solver);
    solver_free(&p->scratch);
}

uint64_t selfplay_game_seed(uint64_t seed, uint64_t k)
{
    uint64_t z = seed + (k + 1) * UINT64_C(0x9e3779b97f4a7c15);
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

void selfplay_shard_range(int64_t games, int64_t shard, int64_t shards, int64_t *first, int64_t *count)
{
    /* games <= 10^9 and shards <= games keep the products within int64. */
    *first = games * (shard - 1) / shards;
    *count = games * shard / shards - *first;
}

/* Tell the solver what the last move swept. */
static void show_revealed(selfplay *p)
{
    mines_game *g = &p->game;
    const uint32_t *revealed = mines_revealed(g);
    for (size_t k = 0; k < g->revealed_count; k++) {
        uint32_t i = revealed[k];
        solver_reveal(&p->solver, i, g->cells[i] & MINES_COUNT_MASK);
    }
}

gg_status selfplay_game(selfplay *p, uint64_t seed, minegen_mode mode, int32_t first_r, int32_t first_c,
                        selfplay_game_result *result, gg_error *err)
{
    mines_game *g = &p->game;
    solver *s = &p->solver;
    mines_clear(g);
    result->won = 0;
    result->guesses = 0;
    gg_status st = minegen_layout(g, p->mines, seed, mode, first_r, first_c, err);
    if (st != GG_OK)
        return st;
    solver_reset(s);
    gg_rng rng;
    gg_rng_seed(&rng, seed ^ UINT64_C(0x5eed0f9a3e5b1a7d));
    mines_feedback fb = mines_sweep(g, first_r, first_c);
    while (fb == MINES_FB_DETECTED && g->result == MINES_PLAYING) {
        show_revealed(p);
        solver_deduce(s);
        int64_t move = solver_next_safe(s);
        if (move < 0) {
            if (solver_analyse(s, 1) != GG_OK)
                return GG_NO_MEMORY;
            move = solver_next_safe(s);
            if (move < 0 && p->endgame)
                move = endgame_guess(s, NULL);
            if (move < 0)
                move = solver_forced_guess(s, &p->scratch);
            if (move < 0)
                move = p->candidates > 0 ? solver_lookahead_guess(s, &p->scratch, &rng, p->candidates)
                                         : solver_best_guess(s, &rng);
            if (move < 0)
                break;
            result->guesses += (s->know[move] & 3) != SOLVER_SAFE;
        }
        fb = mines_sweep(g, (int32_t)(move / g->cols), (int32_t)(move % g->cols));
    }
    if (fb == MINES_FB_NO_MEMORY)
        return GG_NO_MEMORY;
    result->won = g->result == MINES_WON;
    return GG_OK;
}
