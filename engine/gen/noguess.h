/* noguess.h — guess-free layouts: mines placed at the first click so that
 * a player can clear the whole board from there by logic alone (the
 * solver of solver.h, global mine count included), never needing a guess.
 *
 * Method (after Simon Tatham's Mines, whose generator perturbs the layout
 * where its solver gets stuck rather than starting over — see mines.c in
 * his Portable Puzzle Collection,
 * https://www.chiark.greenend.org.uk/~sgtatham/puzzles/; this is our own
 * code): start from a
 * random layout with an opening at the first click, solve it as a player
 * would, and where the solver stops, pick a number on the stuck frontier
 * and make all its unknown neighbours alike — all safe, moving their mines
 * to cells nobody has seen yet, or all mines, taking mines from there —
 * so that number now decides them (trading with unseen cells first,
 * other cells only when those run short). When only unseen cells changed,
 * what the solver knows is still true and it goes on from there; else it
 * starts again from the first click. A board cleared is solved once more
 * from the first click before it is accepted, so the result is guess-free
 * by construction; it works at any density the mode allows. A layout
 * that keeps cycling is dealt afresh (rarely: capped rounds); only a board
 * where no layout at all is guess-free (1 x 3 with one mine, clicked in
 * the middle) fails. */
#ifndef NOGUESS_H
#define NOGUESS_H

#include "base/gg.h"
#include "rules/mines.h"

/* Place `mines` mines on g (a freshly initialised game: no mine, nothing
 * swept) so that sweeping (first_r, first_c) (0-based) and playing by
 * logic clears the board. The first cell's neighbours stay free when the
 * board has room (an opening), else just the first cell. Deterministic
 * from (rows, cols, mines, seed, first cell) on every platform. Returns
 * GG_OK, GG_BAD_INPUT (err says why) or GG_NO_MEMORY. */
gg_status noguess_layout(mines_game *g, int64_t mines, uint64_t seed, int32_t first_r, int32_t first_c,
                         gg_error *err);

/* Is g's layout clear-able by logic from (first_r, first_c)? 1 yes, 0 no,
 * -1 out of memory. The check the generator's result always passes; the
 * tests call it on their own. */
int noguess_check(const mines_game *g, int32_t first_r, int32_t first_c);

#endif
