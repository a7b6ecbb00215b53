/* snakesdesign.c — natural boards made to an expected length by a seeded
 * local search (docs/snakes.md §11; see snakesdesign.h). */
#include "odds/snakesdesign.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "odds/snakesodds.h"
#include "rules/snakesgen.h"

/* One search's state: the board kept so far and its distance to the
 * target, and a scratch board for the proposal. */
typedef struct search {
    snakes_board kept, trial;
    const snakes_rules *rules;
    double target;     /* rolls */
    double expected;   /* of kept */
    gg_rng rng;
} search;

static double distance(double e, double target)
{
    return e > target ? e - target : target - e;
}

/* Change one jump of s->trial (a copy of kept); 0 when no change was made. */
static int propose(search *s)
{
    snakes_board *b = &s->trial;
    int32_t n = b->n, last = b->squares, jumps = 0;
    for (int32_t q = 2; q < last; q++)
        jumps += b->dest[q] != q;
    if (jumps == 0)
        return 0;
    int32_t pick = (int32_t)gg_rng_below(&s->rng, (uint64_t)jumps), from = 0;
    for (int32_t q = 2; q < last && !from; q++)
        if (b->dest[q] != q && pick-- == 0)
            from = q;
    int32_t to = b->dest[from], len = to > from ? to - from : from - to;
    int ladder = to > from;
    b->dest[from] = from;
    uint64_t move = gg_rng_below(&s->rng, 8);
    if (move < 3) { /* lengthen or shorten where it stands */
        int32_t step = 1 + (int32_t)gg_rng_below(&s->rng, (uint64_t)n);
        len = move == 0 ? len - step : len + step;
        return snakes_random_jump(b, &s->rng, ladder, from, from, len, len, 1);
    }
    if (move == 3) /* the other kind; C1 is checked on the whole board */
        ladder = !ladder;
    /* anywhere, of any length, short ones as often as the rest */
    int32_t max_len = gg_rng_below(&s->rng, 2) ? n * n : (n * n / 8 > n ? n * n / 8 : n);
    return snakes_random_jump(b, &s->rng, ladder, 2, last - 1, 2, max_len, 4 * n);
}

/* Run proposals from s->kept until within tolerance (1) or out of
 * proposals (0); < 0 a gg_status on failure. */
static int run(search *s, int proposals)
{
    size_t bytes = ((size_t)s->kept.squares + 1) * sizeof *s->kept.dest;
    gg_error err;
    for (int p = 0; p < proposals; p++) {
        if (distance(s->expected, s->target) * 1000 <= SNAKES_DESIGN_TOLERANCE)
            return 1;
        memcpy(s->trial.dest, s->kept.dest, bytes);
        if (!propose(s))
            continue;
        gg_status st = snakes_natural_check(&s->trial, NULL, &err);
        if (st == GG_NO_MEMORY)
            return -(int)st;
        if (st != GG_OK)
            continue;
        double e;
        st = snakes_expected(&s->trial, s->rules, &e, NULL, &err);
        if (st != GG_OK)
            return -(int)st;
        if (distance(e, s->target) < distance(s->expected, s->target)) {
            int32_t *keep = s->kept.dest;
            s->kept.dest = s->trial.dest;
            s->trial.dest = keep;
            s->expected = e;
        }
    }
    return distance(s->expected, s->target) * 1000 <= SNAKES_DESIGN_TOLERANCE;
}

/* Start s afresh on snakes_random(n, seed). */
static gg_status start(search *s, int32_t n, uint64_t seed)
{
    snakes_free(&s->kept);
    gg_status st = snakes_random(&s->kept, n, seed);
    if (st != GG_OK)
        return st;
    gg_rng_seed(&s->rng, seed ^ UINT64_C(0x5d65a1c3f08e27b9));
    gg_error err;
    return snakes_expected(&s->kept, s->rules, &s->expected, NULL, &err);
}

/* x in tenths, for a sentence (gg_fail formats no floating point). */
static long tenths(double x)
{
    return (long)(x * 10 + 0.5);
}

gg_status snakes_design(snakes_board *b, int32_t n, const snakes_rules *r, int64_t target_milli, uint64_t seed,
                        double *expected, gg_error *err)
{
    memset(b, 0, sizeof *b);
    if (n < 2 || n > SNAKES_DESIGN_MAX_SIDE)
        return gg_fail(err, 0, "a designed board is 2 to %d squares on a side, not %ld", SNAKES_DESIGN_MAX_SIDE,
                       (long)n);
    if (target_milli < 1000 || target_milli > SNAKES_DESIGN_MAX_TARGET)
        return gg_fail(err, 0, "the expected number of rolls to design for is 1 to %lld, not %lld.%03lld",
                       SNAKES_DESIGN_MAX_TARGET / 1000, (long long)target_milli / 1000,
                       (long long)(target_milli < 0 ? -target_milli : target_milli) % 1000);
    search s;
    memset(&s, 0, sizeof s);
    s.rules = r;
    s.target = (double)target_milli / 1000;
    gg_status st = snakes_init(&s.trial, n);
    int found = 0;
    for (int k = 0; k < SNAKES_DESIGN_STARTS && st == GG_OK && !found; k++) {
        st = start(&s, n, seed + (uint64_t)k * UINT64_C(0x9e3779b97f4a7c15));
        int got = st == GG_OK ? run(&s, SNAKES_DESIGN_PROPOSALS) : 0;
        if (got < 0)
            st = (gg_status)-got;
        found = got > 0;
    }
    if (st == GG_OK && found) {
        *b = s.kept;
        if (expected)
            *expected = s.expected;
        snakes_free(&s.trial);
        return GG_OK;
    }
    /* Not found: what the search reaches on this side, pushed each way
     * from the same seed, for the sentence. */
    double reach[2] = {0, 0};
    for (int way = 0; way < 2 && st == GG_OK; way++) {
        st = start(&s, n, seed);
        s.target = way == 0 ? 0 : 1e12;
        int got = st == GG_OK ? run(&s, SNAKES_DESIGN_PROPOSALS) : 0;
        if (got < 0)
            st = (gg_status)-got;
        reach[way] = s.expected;
    }
    snakes_free(&s.kept);
    snakes_free(&s.trial);
    if (st != GG_OK)
        return st == GG_NO_MEMORY ? st : gg_fail(err, 0, "the search could not analyse a board");
    static const char *const finish[] = {"over", "exact", "bounce"};
    long lo = tenths(reach[0]), hi = tenths(reach[1]);
    char want[32]; /* the target as written: 40, 39.5, 39.25 */
    gg_format(want, sizeof want, "%lld.%03lld", (long long)target_milli / 1000, (long long)target_milli % 1000);
    size_t end = strlen(want);
    while (want[end - 1] == '0')
        want[--end] = '\0';
    if (want[end - 1] == '.')
        want[end - 1] = '\0';
    return gg_fail(err, 0, "no natural %ld x %ld board was found lasting %s rolls (start %d, rule %s): on this "
                   "side the search reaches %ld.%ld to %ld.%ld rolls%s", (long)n, (long)n, want, r->start,
                   finish[r->rule], lo / 10, lo % 10, hi / 10, hi % 10,
                   (double)target_milli / 1000 > reach[0] && (double)target_milli / 1000 < reach[1]
                       ? "; try another seed" : "");
}
