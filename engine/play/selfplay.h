/* selfplay.h — the solver plays seeded games of Minesweeper on its own:
 * sweep what logic proves safe, else the best guess (solver_next_move),
 * until the board is cleared or a mine goes off. The CLI's `selfplay`
 * measures win rates with it; the page's "play the safe moves" is the
 * same loop stopped at the first guess. */
#ifndef SELFPLAY_H
#define SELFPLAY_H

#include "base/gg.h"
#include "gen/minegen.h"
#include "rules/mines.h"
#include "solver/solver.h"

/* Cells the look-ahead weighs per guess, unless changed after init. */
#define SELFPLAY_CANDIDATES SOLVER_LOOKAHEAD_CANDIDATES

/* One player, reused game after game (allocations are kept). Guesses:
 * the exact endgame search when few layouts are left, else a forced
 * 50/50 at once (solver_forced_guess), else the look-ahead
 * (solver_lookahead_guess). */
typedef struct selfplay {
    int32_t rows, cols;
    int64_t mines;
    mines_game game;
    solver solver;
    solver scratch;   /* the look-ahead's work space */
    int candidates;   /* cells the look-ahead weighs per guess (0: none) */
    int endgame;      /* 1: few cells left, the exact search guesses (endgame.h) */
} selfplay;

/* How one game went. */
typedef struct selfplay_game_result {
    int won;          /* 1 cleared, 0 a mine went off */
    int64_t guesses;  /* moves not proven safe, the first click excluded */
} selfplay_game_result;

gg_status selfplay_init(selfplay *p, int32_t rows, int32_t cols, int64_t mines);
void selfplay_free(selfplay *p);

/* Play one game: the layout made by minegen_layout(mines, seed, mode) for
 * the first click (first_r, first_c), 0-based; guesses are tie-broken
 * from a generator seeded with `seed` too. Returns GG_OK, GG_BAD_INPUT
 * (err: the layout cannot be made) or GG_NO_MEMORY. */
gg_status selfplay_game(selfplay *p, uint64_t seed, minegen_mode mode, int32_t first_r, int32_t first_c,
                        selfplay_game_result *result, gg_error *err);

/* The seed of game number k of a run seeded `seed`: splitmix-style, so
 * neighbouring k give unrelated layouts. */
uint64_t selfplay_game_seed(uint64_t seed, uint64_t k);

/* The games of shard `shard` of `shards` (1 <= shard <= shards <= games)
 * of a run of `games`: contiguous, in order, sizes differing by at most
 * one, so shard k plays games *first .. *first + *count - 1 (0-based, as
 * selfplay_game_seed counts) and the shards together play each game once. */
void selfplay_shard_range(int64_t games, int64_t shard, int64_t shards, int64_t *first, int64_t *count);

#endif
