/* snakesgen.c — natural Snakes & Ladders boards: the rules' check, the
 * seeded generator, and editing one jump at a time (docs/snakes.md §10;
 * see snakesgen.h for the rules, J1–J3, C1, D1–D4, S1–S3). */
#include "rules/snakesgen.h"

#include <stdlib.h>
#include <string.h>

/* marks[s]: what square s already is, for the rules an added jump keeps. */
enum { TOUCHED = 1, START = 2 };

static uint8_t *marks_of(const snakes_board *b)
{
    uint8_t *marks = calloc((size_t)b->squares + 2, 1);
    if (marks)
        for (int32_t s = 1; s <= b->squares; s++)
            if (b->dest[s] != s) {
                marks[s] |= TOUCHED | START;
                marks[b->dest[s]] |= TOUCHED;
            }
    return marks;
}

/* The length bounds of the rules, in squares, for side n. */
static int32_t short_max(int32_t n)
{
    int32_t l8 = n * n / 8;
    return n > l8 ? n : l8;
}

static int32_t long_min(int32_t n)
{
    return (n * n + 3) / 4;
}

static int32_t half(int32_t n)
{
    return n * n / 2;
}

static void kind_bounds(int32_t n, int32_t *lo, int32_t *hi)
{
    int32_t m = (n * n + 5) / 10;
    *lo = (2 * m + 2) / 3;
    *hi = 4 * m / 3;
}

gg_status snakes_natural_check(const snakes_board *b, snakes_natural *stats, gg_error *err)
{
    snakes_natural st;
    memset(&st, 0, sizeof st);
    int32_t n = b->n, last = b->squares;
    kind_bounds(n, &st.kind_min, &st.kind_max);
    /* owner[s]: the start of the jump s is an end of, 0 for none */
    int32_t *owner = calloc((size_t)last + 1, sizeof *owner);
    int32_t *row_starts = calloc((size_t)n, sizeof *row_starts);
    if (!owner || !row_starts) {
        free(owner);
        free(row_starts);
        return GG_NO_MEMORY;
    }
    gg_status rc = GG_OK;
    int32_t prev_start = -1;
    for (int32_t s = 1; s <= last; s++) {
        int32_t to = b->dest[s];
        if (to == s)
            continue;
        int32_t len = to > s ? to - s : s - to;
        const char *kind = to > s ? "ladder" : "snake";
        if (to > s)
            st.ladders++;
        else
            st.snakes++;
        st.short_jumps += len <= short_max(n);
        st.long_jumps += len >= long_min(n);
        st.very_long_jumps += len > half(n);
        if (row_starts[(s - 1) / n]++ == 0)
            st.rows_with_starts++;
        if (rc != GG_OK)
            continue;
        if (s == 1 || s == last)
            rc = gg_fail(err, 0, "the %s %ld->%ld starts on square %ld: no jump starts on square 1 or the last "
                         "square", kind, (long)s, (long)to, (long)s);
        else if (to == 1 || to == last)
            rc = gg_fail(err, 0, "the %s %ld->%ld ends on square %ld: no jump ends on square 1 or the last "
                         "square", kind, (long)s, (long)to, (long)to);
        else if (owner[s] || owner[to])
            rc = gg_fail(err, 0, "square %ld is an end of two jumps (%ld->%ld and %ld->%ld): a square is an "
                         "end of at most one", (long)(owner[s] ? s : to), (long)(owner[s] ? owner[s] : owner[to]),
                         (long)b->dest[owner[s] ? owner[s] : owner[to]], (long)s, (long)to);
        else if (len < 2)
            rc = gg_fail(err, 0, "the %s %ld->%ld spans one square: every jump spans at least 2", kind, (long)s,
                         (long)to);
        else if (prev_start == s - 1)
            rc = gg_fail(err, 0, "squares %ld and %ld both start a jump: no two starts are neighbours",
                         (long)s - 1, (long)s);
        owner[s] = owner[to] = s;
        prev_start = s;
    }
    int32_t jumps = st.ladders + st.snakes;
    for (int32_t r = 0; r < n; r++)
        if (row_starts[r] > st.busiest_row)
            st.busiest_row = row_starts[r];
    int32_t row_cap = (jumps + n - 1) / n + 1;
    int32_t rows_needed = (jumps < n ? jumps : n) - n / 4;
    if (rc != GG_OK)
        ;
    else if (st.ladders < st.kind_min || st.ladders > st.kind_max || st.snakes < st.kind_min ||
             st.snakes > st.kind_max)
        rc = gg_fail(err, 0, "%ld ladders and %ld snakes: a natural %ld x %ld board has %ld to %ld of each",
                     (long)st.ladders, (long)st.snakes, (long)n, (long)n, (long)st.kind_min, (long)st.kind_max);
    else if (st.very_long_jumps > (jumps + 7) / 8)
        rc = gg_fail(err, 0, "%ld jumps span more than %ld squares (half the board): at most %ld may",
                     (long)st.very_long_jumps, (long)half(n), (long)(jumps + 7) / 8);
    else if (st.short_jumps < jumps / 4)
        rc = gg_fail(err, 0, "%ld jumps are short (at most %ld squares): at least %ld must be",
                     (long)st.short_jumps, (long)short_max(n), (long)jumps / 4);
    else if (st.long_jumps < jumps / 4)
        rc = gg_fail(err, 0, "%ld jumps are long (at least %ld squares): at least %ld must be",
                     (long)st.long_jumps, (long)long_min(n), (long)jumps / 4);
    else if (st.busiest_row > row_cap)
        rc = gg_fail(err, 0, "a row holds %ld starts of jumps: at most %ld may", (long)st.busiest_row,
                     (long)row_cap);
    else if (st.rows_with_starts < rows_needed)
        rc = gg_fail(err, 0, "%ld rows hold a start of a jump: at least %ld must", (long)st.rows_with_starts,
                     (long)rows_needed);
    if (stats)
        *stats = st;
    free(owner);
    free(row_starts);
    return rc;
}

/* Add a random jump whose start lies in [lo, hi] (tries starts picked at
 * random there) and whose length is in [min_len, max_len], keeping J1–J3,
 * D1 and S1 against marks; returns 1 and updates b and marks, or 0. */
static int place(snakes_board *b, uint8_t *marks, gg_rng *rng, int ladder, int32_t lo, int32_t hi,
                 int32_t min_len, int32_t max_len, int tries)
{
    int32_t last = b->squares;
    if (lo < 2)
        lo = 2;
    if (hi > last - 1)
        hi = last - 1;
    if (min_len < 2)
        min_len = 2;
    for (int t = 0; t < tries && lo <= hi; t++) {
        int32_t s = lo + (int32_t)gg_rng_below(rng, (uint64_t)(hi - lo) + 1);
        if ((marks[s] & TOUCHED) || (marks[s - 1] & START) || (marks[s + 1] & START))
            continue;
        int32_t room = ladder ? last - 1 - s : s - 2; /* J2: the end stays in 2..L-1 */
        int32_t top = max_len < room ? max_len : room;
        if (top < min_len)
            continue;
        int32_t len = min_len + (int32_t)gg_rng_below(rng, (uint64_t)(top - min_len) + 1);
        int32_t to = ladder ? s + len : s - len;
        if (marks[to] & TOUCHED)
            continue;
        b->dest[s] = to;
        marks[s] |= TOUCHED | START;
        marks[to] |= TOUCHED;
        return 1;
    }
    return 0;
}

int snakes_random_jump(snakes_board *b, gg_rng *rng, int ladder, int32_t lo, int32_t hi, int32_t min_len,
                       int32_t max_len, int tries)
{
    uint8_t *marks = marks_of(b);
    int placed = marks && place(b, marks, rng, ladder, lo, hi, min_len, max_len, tries);
    free(marks);
    return placed;
}

/* Length classes of the generator: any length up to half the board,
 * short (D3), long (D4, up to half the board), very long (D2). */
enum { ANY, SHORT, LONG, VERY_LONG };

static void class_lengths(int32_t n, int cls, int32_t *min_len, int32_t *max_len)
{
    *min_len = cls == LONG ? long_min(n) : cls == VERY_LONG ? half(n) + 1 : 2;
    *max_len = cls == SHORT ? short_max(n) : cls == VERY_LONG ? n * n : half(n);
}

/* One try at a board: the K = 2m jumps get their kinds (m ladders, m
 * snakes) and length classes at random; the most demanding are placed
 * first; each goes to the next row of a deck that deals every row once
 * per pass (S2, S3), or the first row after it where it fits. 1 when all
 * fit. */
static int deal(snakes_board *b, uint8_t *marks, gg_rng *rng, int32_t m, uint8_t *job, int32_t *deck)
{
    int32_t n = b->n, jumps = 2 * m;
    /* job[j]: bit 0 ladder, bits 1.. the class */
    int32_t very = (int32_t)gg_rng_below(rng, (uint64_t)(jumps + 7) / 8 + 1);
    int32_t shorts = (jumps + 3) / 4, longs = (jumps + 3) / 4;
    for (int32_t j = 0; j < jumps; j++) {
        int cls = very > 0 ? (very--, VERY_LONG) : shorts > 0 ? (shorts--, SHORT) : longs > 0 ? (longs--, LONG) : ANY;
        job[j] = (uint8_t)(cls << 1);
    }
    for (int32_t j = jumps - 1; j > 0; j--) { /* kinds at random over the classes */
        int32_t k = (int32_t)gg_rng_below(rng, (uint64_t)j + 1);
        uint8_t t = job[j];
        job[j] = job[k];
        job[k] = t;
    }
    for (int32_t j = 0; j < m; j++)
        job[j] |= 1;
    /* classes in decreasing order of demand: a stable pass per class */
    int32_t passes = (jumps + n - 1) / n;
    for (int32_t p = 0; p < passes; p++) {
        int32_t *pass = deck + (size_t)p * n;
        for (int32_t r = 0; r < n; r++)
            pass[r] = r;
        for (int32_t r = n - 1; r > 0; r--) {
            int32_t k = (int32_t)gg_rng_below(rng, (uint64_t)r + 1);
            int32_t t = pass[r];
            pass[r] = pass[k];
            pass[k] = t;
        }
    }
    int32_t total = passes * n, dealt = 0;
    for (int cls = VERY_LONG; cls >= ANY; cls--)
        for (int32_t j = 0; j < jumps; j++) {
            if (job[j] >> 1 != cls)
                continue;
            int32_t min_len, max_len;
            class_lengths(n, cls, &min_len, &max_len);
            if (cls == ANY) /* a length below a random bound: short ones more often */
                max_len = min_len + (int32_t)gg_rng_below(rng, (uint64_t)(max_len - min_len) + 1);
            int placed = 0, ladder = job[j] & 1;
            for (int32_t at = dealt; at < total && !placed; at++) {
                int32_t row = deck[at];
                /* the most room a start in this row has, up or down */
                int32_t room = ladder ? b->squares - 2 - row * n : row * n + n - 2;
                if (room < min_len)
                    continue;
                if (place(b, marks, rng, ladder, row * n + 1, row * n + n, min_len, max_len, 2 * n)) {
                    deck[at] = deck[dealt];
                    deck[dealt] = row;
                    placed = 1;
                }
            }
            if (!placed)
                return 0;
            dealt++;
        }
    return 1;
}

gg_status snakes_random(snakes_board *b, int32_t n, uint64_t seed)
{
    gg_status st = snakes_init(b, n);
    if (st != GG_OK)
        return st;
    int32_t m = (b->squares + 5) / 10, jumps = 2 * m;
    uint8_t *marks = calloc((size_t)b->squares + 2, 1);
    uint8_t *job = malloc((size_t)jumps + 1);
    int32_t *deck = malloc(((size_t)jumps + (size_t)n) * sizeof *deck);
    if (!marks || !job || !deck) {
        free(marks);
        free(job);
        free(deck);
        snakes_free(b);
        return GG_NO_MEMORY;
    }
    gg_rng rng;
    gg_rng_seed(&rng, seed);
    gg_error err;
    /* A deal rarely fails (or, on small boards, misses S2, S3 or D3 by
     * luck); then deal again from where the generator stands. */
    for (int attempt = 0; attempt < 64; attempt++) {
        for (int32_t s = 0; s <= b->squares; s++)
            b->dest[s] = s;
        memset(marks, 0, (size_t)b->squares + 2);
        if (deal(b, marks, &rng, m, job, deck) && snakes_natural_check(b, NULL, &err) == GG_OK)
            break;
    }
    free(marks);
    free(job);
    free(deck);
    return GG_OK;
}

gg_status snakes_add_jump(snakes_board *b, int32_t from, int32_t to, gg_error *err)
{
    int32_t last = b->squares;
    if (from < 1 || from > last || to < 1 || to > last)
        return gg_fail(err, 0, "square %ld is not on this %ld x %ld board (1..%ld)",
                       (long)(from < 1 || from > last ? from : to), (long)b->n, (long)b->n, (long)last);
    if (from == to)
        return gg_fail(err, 0, "a jump from square %ld to itself goes nowhere", (long)from);
    if (from == 1 || from == last)
        return gg_fail(err, 0, "no jump starts on square %ld: not on square 1 or the last square", (long)from);
    if (to == 1 || to == last)
        return gg_fail(err, 0, "no jump ends on square %ld: not on square 1 or the last square", (long)to);
    for (int32_t s = 1; s <= last; s++) {
        int32_t d = b->dest[s];
        if (d == s)
            continue;
        int32_t at = s == from || d == from ? from : s == to || d == to ? to : 0;
        if (at)
            return gg_fail(err, 0, "square %ld is already an end of the %s %ld->%ld: a square is an end of at "
                           "most one jump", (long)at, d > s ? "ladder" : "snake", (long)s, (long)d);
    }
    b->dest[from] = to;
    return GG_OK;
}

gg_status snakes_remove_jump(snakes_board *b, int32_t from, gg_error *err)
{
    if (from < 1 || from > b->squares || b->dest[from] == from)
        return gg_fail(err, 0, "no snake or ladder starts on square %ld", (long)from);
    b->dest[from] = from;
    return GG_OK;
}
