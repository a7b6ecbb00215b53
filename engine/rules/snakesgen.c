/* snakesgen.c — natural Snakes & Ladders boards: the rules' check, the
 * seeded generator, and editing one jump at a time (docs/snakes.md §10;
 * see snakesgen.h for the rules, J1–J3, C1, D1–D5, S1–S4, G1). */
#include "rules/snakesgen.h"

#include <stdlib.h>
#include <string.h>

/* marks[s]: what square s already is, for the rules an added jump keeps. */
enum { TOUCHED = 1, START = 2, SNAKE = 4 };

/* D5: how many times the ladders' total length the snakes' may be, and back. */
#ifndef BALANCE
#define BALANCE 3
#endif

static uint8_t *marks_of(const snakes_board *b)
{
    uint8_t *marks = calloc((size_t)b->squares + 2, 1);
    if (marks)
        for (int32_t s = 1; s <= b->squares; s++)
            if (b->dest[s] != s) {
                marks[s] |= TOUCHED | START | (b->dest[s] < s ? SNAKE : 0);
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

/* G1: the columns the jump s -> t moves sideways, as the board is drawn
 * (boustrophedon), into dc, and the rows it climbs or falls into dr;
 * 1 when dc <= 2·dr + 3. */
static int steep(int32_t n, int32_t s, int32_t t, long *dc, long *dr)
{
    int32_t rs = (s - 1) / n, rt = (t - 1) / n, cs = (s - 1) % n, ct = (t - 1) % n;
    if (rs % 2)
        cs = n - 1 - cs;
    if (rt % 2)
        ct = n - 1 - ct;
    *dc = cs > ct ? cs - ct : ct - cs;
    *dr = rs > rt ? rs - rt : rt - rs;
    return *dc <= 2 * *dr + 3;
}

static void kind_bounds(int32_t n, int32_t *lo, int32_t *hi)
{
    int32_t m = (n * n + 5) / 10;
    *lo = (2 * m + 2) / 3;
    *hi = 4 * m / 3;
}

/* The sentence for each broken rule, with up to four numbers. */
enum { R_ENDS, R_SHARED, R_ONE, R_FLAT, R_NEIGHBOURS, R_CROWDED, R_KINDS, R_VERY_LONG, R_SHORT, R_LONG, R_BALANCE,
       R_ROW, R_ROWS };
static const char *const rule_text[] = {
    "the jump %ld->%ld starts or ends on square 1 or the last square",
    "square %ld is an end of two jumps (%ld->%ld and another)",
    "the jump %ld->%ld spans one square: at least 2",
    "the jump %ld->%ld goes %ld columns sideways over %ld rows: at most 2 a row, plus 3",
    "jumps start on neighbouring squares %ld and %ld",
    "snakes start on squares %ld, %ld and %ld: six squares in a row hold at most two",
    "%ld ladders and %ld snakes: this side takes %ld to %ld of each",
    "%ld jumps span more than half the board: at most %ld may",
    "%ld jumps are short (at most %ld squares): at least %ld must be",
    "%ld jumps are long (at least %ld squares): at least %ld must be",
    "the snakes span %ld squares and the ladders %ld: neither more than 3 times the other",
    "a row holds %ld starts: at most %ld may",
    "%ld rows hold a start: at least %ld must",
};

gg_status snakes_natural_check(const snakes_board *b, snakes_natural *stats, gg_error *err)
{
    snakes_natural st;
    memset(&st, 0, sizeof st);
    int32_t n = b->n, last = b->squares;
    kind_bounds(n, &st.kind_min, &st.kind_max);
    uint8_t *marks = calloc((size_t)last + 2, 1);
    int32_t *row_starts = calloc((size_t)n, sizeof *row_starts);
    if (!marks || !row_starts) {
        free(marks);
        free(row_starts);
        return GG_NO_MEMORY;
    }
    int rule = -1;
    long x[4] = {0, 0, 0, 0};
    int32_t prev_start = -9, snake_at[2] = {-9, -9}; /* the last two snake starts */
    for (int32_t s = 1; s <= last; s++) {
        int32_t to = b->dest[s], len = to > s ? to - s : s - to;
        if (to == s)
            continue;
        if (to > s) {
            st.ladders++;
            st.ladder_squares += len;
        } else {
            st.snakes++;
            st.snake_squares += len;
        }
        st.short_jumps += len <= short_max(n);
        st.long_jumps += len >= long_min(n);
        st.very_long_jumps += len > half(n);
        st.rows_with_starts += row_starts[(s - 1) / n]++ == 0;
        long dc = 0, dr = 0;
        int broken = s == 1 || s == last || to == 1 || to == last ? R_ENDS
                     : (marks[s] | marks[to]) & TOUCHED          ? R_SHARED
                     : len < 2                                   ? R_ONE
                     : !steep(n, s, to, &dc, &dr)                ? R_FLAT
                     : prev_start == s - 1                       ? R_NEIGHBOURS
                     : to < s && s - snake_at[0] < 6             ? R_CROWDED
                                                                 : -1;
        if (rule < 0 && broken >= 0) {
            rule = broken;
            long shared = marks[s] & TOUCHED ? s : to;
            long args[][4] = {{s, to},         {shared, s, to}, {s, to}, {s, to, dc, dr},
                              {s - 1, s},      {snake_at[0], snake_at[1], s}};
            memcpy(x, args[broken], sizeof args[0]);
        }
        if (to < s) {
            snake_at[0] = snake_at[1];
            snake_at[1] = s;
        }
        marks[s] |= TOUCHED;
        marks[to] |= TOUCHED;
        prev_start = s;
    }
    int32_t jumps = st.ladders + st.snakes;
    for (int32_t r = 0; r < n; r++)
        if (row_starts[r] > st.busiest_row)
            st.busiest_row = row_starts[r];
    int32_t row_cap = (jumps + n - 1) / n + 1, rows_needed = (jumps < n ? jumps : n) - n / 4;
    long checks[][4] = {
        {R_KINDS, st.ladders, st.snakes, st.kind_min},
        {R_VERY_LONG, st.very_long_jumps, (jumps + 7) / 8},
        {R_SHORT, st.short_jumps, short_max(n), jumps / 4},
        {R_LONG, st.long_jumps, long_min(n), jumps / 4},
        {R_BALANCE, (long)st.snake_squares, (long)st.ladder_squares},
        {R_ROW, st.busiest_row, row_cap},
        {R_ROWS, st.rows_with_starts, rows_needed},
    };
    int bad[] = {
        st.ladders < st.kind_min || st.ladders > st.kind_max || st.snakes < st.kind_min || st.snakes > st.kind_max,
        st.very_long_jumps > (jumps + 7) / 8,
        st.short_jumps < jumps / 4,
        st.long_jumps < jumps / 4,
        st.snake_squares > BALANCE * st.ladder_squares || st.ladder_squares > BALANCE * st.snake_squares,
        st.busiest_row > row_cap,
        st.rows_with_starts < rows_needed,
    };
    for (int k = 0; k < 7 && rule < 0; k++)
        if (bad[k]) {
            rule = (int)checks[k][0];
            memcpy(x, checks[k] + 1, 3 * sizeof x[0]);
            x[3] = st.kind_max;
        }
    if (rule >= 0) /* R_FLAT and R_KINDS have a fourth number */
        gg_fail(err, 0, rule_text[rule], x[0], x[1], x[2], x[3]);
    if (stats)
        *stats = st;
    free(marks);
    free(row_starts);
    return rule < 0 ? GG_OK : GG_BAD_INPUT;
}

/* S4: whether a snake starting on s would make three snake starts within
 * six squares in a row (marks has room for squares 0..last+1). */
static int crowded(const uint8_t *marks, int32_t last, int32_t s)
{
    for (int32_t w = s - 5; w <= s; w++) {
        int heads = 1;
        for (int32_t q = w; q < w + 6; q++)
            heads += q != s && q >= 1 && q <= last && (marks[q] & SNAKE);
        if (heads > 2)
            return 1;
    }
    return 0;
}

/* Add a random jump whose start lies in [lo, hi] (tries starts picked at
 * random there) and whose length is in [min_len, max_len], keeping J1–J3,
 * D1, S1, S4 and G1 against marks; returns 1 and updates b and marks, or 0. */
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
        if ((marks[s] & TOUCHED) || (marks[s - 1] & START) || (marks[s + 1] & START) ||
            (!ladder && crowded(marks, last, s)))
            continue;
        int32_t room = ladder ? last - 1 - s : s - 2; /* J2: the end stays in 2..L-1 */
        int32_t top = max_len < room ? max_len : room;
        if (top < min_len)
            continue;
        int32_t len = min_len + (int32_t)gg_rng_below(rng, (uint64_t)(top - min_len) + 1);
        int32_t to = ladder ? s + len : s - len;
        long dc, dr;
        if ((marks[to] & TOUCHED) || !steep(b->n, s, to, &dc, &dr))
            continue;
        b->dest[s] = to;
        marks[s] |= TOUCHED | START | (ladder ? 0 : SNAKE);
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

/* Length classes of the generator: any length up to a bound (below),
 * short (D3), long (D4, up to a bound), very long (D2). */
enum { ANY, SHORT, LONG, VERY_LONG };

/* The bound of the classes any (part 4, rows 3) and long (part 3, rows 4):
 * L/part squares, or `rows` rows where that is more, and never past half
 * the board. Without it a 20 × 20 board's longer jumps crossed each other
 * until the picture was a tangle; small boards keep their half. */
static int32_t bound(int32_t n, int32_t part, int32_t rows)
{
    int32_t b = n * n / part > rows * n ? n * n / part : rows * n;
    return b < half(n) ? b : half(n);
}

static void class_lengths(int32_t n, int cls, int32_t *min_len, int32_t *max_len)
{
    *min_len = cls == LONG ? long_min(n) : cls == VERY_LONG ? half(n) + 1 : 2;
    *max_len = cls == SHORT ? short_max(n) : cls == VERY_LONG ? n * n : cls == LONG ? bound(n, 3, 4) : bound(n, 4, 3);
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

/* S2, S3 and D5 on a dealt board of `jumps` jumps. */
static int spread_and_balanced(const snakes_board *b, int32_t jumps)
{
    int32_t n = b->n, busiest = 0, filled = 0;
    int64_t up = 0, down = 0;
    for (int32_t r = 0; r < n; r++) {
        int32_t starts = 0;
        for (int32_t s = r * n + 1; s <= r * n + n; s++) {
            int32_t d = b->dest[s] - s;
            starts += d != 0;
            up += d > 0 ? d : 0;
            down += d < 0 ? -d : 0;
        }
        busiest = starts > busiest ? starts : busiest;
        filled += starts > 0;
    }
    return busiest <= (jumps + n - 1) / n + 1 && filled >= (jumps < n ? jumps : n) - n / 4 &&
           down <= BALANCE * up && up <= BALANCE * down;
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
    /* A deal rarely fails (or misses S2, S3 or D5 by luck; the other rules
     * hold by construction); then deal again from where the generator
     * stands. Not snakes_natural_check: the web module would carry it. */
    for (int attempt = 0; attempt < 64; attempt++) {
        for (int32_t s = 0; s <= b->squares; s++)
            b->dest[s] = s;
        memset(marks, 0, (size_t)b->squares + 2);
        if (deal(b, marks, &rng, m, job, deck) && spread_and_balanced(b, jumps))
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
    if (from < 1 || from > last || to < 1 || to > last || from == to)
        return gg_fail(err, 0, "a jump goes from one square to another of 1..%ld, not %ld->%ld", (long)last,
                       (long)from, (long)to);
    if (from == 1 || from == last || to == 1 || to == last)
        return gg_fail(err, 0, "no jump starts or ends on square 1 or the last square (%ld->%ld)", (long)from,
                       (long)to);
    for (int32_t s = 1; s <= last; s++) {
        int32_t d = b->dest[s];
        if (d != s && (s == from || d == from || s == to || d == to))
            return gg_fail(err, 0, "square %ld is already an end of the jump %ld->%ld",
                           (long)(s == from || d == from ? from : to), (long)s, (long)d);
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
