/* snakesdesign.h — Snakes & Ladders boards made to a length: a natural
 * board (snakesgen.h) whose exact expected number of rolls (snakes_expected)
 * is within half a roll of a target, found by a seeded local search
 * (docs/snakes.md §11). Uses the rules layer's generator and check
 * (snakesgen.h) and the expectation (snakesodds.h) as its tools.
 *
 * The search: start from snakes_random(n, seed); propose a change — one
 * jump moved to a new random place and length, turned from ladder to snake
 * or back when C1 allows, or lengthened or shortened where it stands —
 * keep it when the board is still natural and its expectation is nearer
 * the target; stop when within SNAKES_DESIGN_TOLERANCE. Past a fixed number
 * of proposals, start again from the next seed; past a fixed number of
 * starts, fail. Every decision draws from gg_rng or compares two
 * expectations made by the same +, -, ×, ÷ in the same order, so the same
 * (n, rules, target, seed) gives the same board natively and in wasm. */
#ifndef SNAKESDESIGN_H
#define SNAKESDESIGN_H

#include "base/gg.h"
#include "rules/snakes.h"

/* Sides the designer takes: a search evaluates thousands of boards. */
#define SNAKES_DESIGN_MAX_SIDE 20
/* Targets are in thousandths of a roll; the widest accepted. */
#define SNAKES_DESIGN_MAX_TARGET 1000000000LL
/* How near the target a board must be, in thousandths of a roll: the
 * promised ±0.5, less a margin for the reference's rounding. */
#define SNAKES_DESIGN_TOLERANCE 499
/* Proposals per start, and starts, before the search gives up. */
#define SNAKES_DESIGN_PROPOSALS 3000
#define SNAKES_DESIGN_STARTS 6

/* Make into b (uninitialised; on success the caller frees it with
 * snakes_free) a natural n × n board (n 2..SNAKES_DESIGN_MAX_SIDE) whose
 * expected number of rolls under r is within SNAKES_DESIGN_TOLERANCE
 * thousandths of target_milli (1000..SNAKES_DESIGN_MAX_TARGET), drawing
 * from `seed`. *expected (may be NULL) gets that expectation. Fails with
 * GG_BAD_INPUT and a sentence — the side or target out of range, or no
 * such board found, saying which lengths the search reaches on that side
 * and rule set — leaving b with nothing to free; GG_NO_MEMORY. */
gg_status snakes_design(snakes_board *b, int32_t n, const snakes_rules *r, int64_t target_milli, uint64_t seed,
                        double *expected, gg_error *err);

#endif
