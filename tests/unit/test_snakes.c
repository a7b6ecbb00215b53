/* test_snakes.c — unit tests of the Snakes & Ladders engine (snakes.h,
 * lc909.h): numbering, the three move rules, least rolls and their path,
 * the expectation against a plain dense solve written here, the
 * distribution and win chances against hand-worked values, the classic
 * board, seeded boards, and the limits. test_snakes_gmres.c runs the same
 * tests with every expectation taken by the iterative solver. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "formats/lc909.h"
#include "base/rng.h"
#include "odds/snakesodds.h"
#include "rules/snakes.h"
#include "rules/snakesgen.h"

#define CLOSE(a, b, rel) (fabs((a) - (b)) <= (rel) * (fabs((double)(b)) > 1 ? fabs((double)(b)) : 1))

static void test_numbering(void)
{
    int32_t row, col;
    snakes_square_cell(6, 1, &row, &col);
    CHECK(row == 5 && col == 0);
    snakes_square_cell(6, 6, &row, &col);
    CHECK(row == 5 && col == 5);
    snakes_square_cell(6, 7, &row, &col);
    CHECK(row == 4 && col == 5);
    snakes_square_cell(6, 36, &row, &col);
    CHECK(row == 0 && col == 0);
    snakes_square_cell(5, 25, &row, &col);
    CHECK(row == 0 && col == 4);
    for (int32_t n = 2; n <= 9; n++)
        for (int32_t s = 1; s <= n * n; s++) {
            snakes_square_cell(n, s, &row, &col);
            CHECK(row >= 0 && row < n && col >= 0 && col < n);
            CHECK(snakes_cell_square(n, row, col) == s);
        }
}

static void test_moves(void)
{
    snakes_board b;
    CHECK(snakes_classic(&b) == GG_OK);
    int32_t landed;
    CHECK(snakes_move(&b, SNAKES_OVER, 0, 1, &landed) == 38 && landed == 1);
    CHECK(snakes_move(&b, SNAKES_OVER, 97, 3, &landed) == 100 && landed == 100);
    CHECK(snakes_move(&b, SNAKES_OVER, 97, 6, &landed) == 100 && landed == 100);
    CHECK(snakes_move(&b, SNAKES_EXACT, 97, 6, &landed) == 97 && landed == 97);
    CHECK(snakes_move(&b, SNAKES_EXACT, 97, 3, &landed) == 100);
    CHECK(snakes_move(&b, SNAKES_BOUNCE, 97, 4, &landed) == 99 && landed == 99);
    /* 97 + 5 bounces back to 98, a chute to 78: taken */
    CHECK(snakes_move(&b, SNAKES_BOUNCE, 97, 5, &landed) == 78 && landed == 98);
    /* a token standing on a chute's head (it arrived there by a ladder)
     * that overshoots under `exact` stays, and does not slide */
    CHECK(snakes_move(&b, SNAKES_EXACT, 98, 5, &landed) == 98 && landed == 98);
    snakes_free(&b);

    CHECK(snakes_init(&b, 2) == GG_OK); /* squares 1..4 */
    CHECK(snakes_move(&b, SNAKES_BOUNCE, 3, 1, &landed) == 4);
    CHECK(snakes_move(&b, SNAKES_BOUNCE, 3, 3, &landed) == 2);
    /* 3+6: up to 4, back to 1, forward again to 3 */
    CHECK(snakes_move(&b, SNAKES_BOUNCE, 3, 6, &landed) == 3);
    CHECK(snakes_move(&b, SNAKES_BOUNCE, 0, 6, &landed) == 2);
    CHECK(snakes_move(&b, SNAKES_OVER, 0, 6, NULL) == 4);
    snakes_free(&b);
}

static void test_least_and_path(void)
{
    const char *ex1 = "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
                      "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]";
    gg_json js;
    gg_error err;
    snakes_board b;
    gg_json_init(&js, ex1, strlen(ex1));
    CHECK(lc909_parse_board(&js, 1, &b, &err) == GG_OK);
    snakes_rules r = {1, SNAKES_OVER};
    int64_t rolls;
    int32_t path[37], len;
    CHECK(snakes_least(&b, &r, &rolls, path, &len) == GG_OK);
    CHECK(rolls == 4 && len == 5);
    CHECK(path[0] == 1 && path[len - 1] == 36);
    for (int32_t i = 0; i + 1 < len; i++) { /* every step is one roll */
        int ok = 0;
        for (int roll = 1; roll <= 6; roll++)
            ok |= snakes_move(&b, r.rule, path[i], roll, NULL) == path[i + 1];
        CHECK(ok);
    }
    snakes_free(&b);

    CHECK(snakes_classic(&b) == GG_OK);
    snakes_rules classic = {0, SNAKES_EXACT};
    CHECK(snakes_least(&b, &classic, &rolls, path, &len) == GG_OK);
    CHECK(rolls == 7 && path[0] == 0 && path[7] == 100);
    snakes_free(&b);
}

/* Expected rolls by the book: the reached squares, I − Q written out in
 * full, Gaussian elimination. NAN when some reached square cannot finish. */
static double plain_expected(const snakes_board *b, const snakes_rules *r)
{
    int32_t last = b->squares, start = r->start ? 1 : 0;
    int32_t *id = malloc(((size_t)last + 1) * sizeof *id), *list = malloc(((size_t)last + 1) * sizeof *list);
    for (int32_t s = 0; s <= last; s++)
        id[s] = -1;
    int32_t count = 0;
    id[start] = count;
    list[count++] = start;
    for (int32_t i = 0; i < count; i++)
        for (int roll = 1; roll <= 6 && list[i] != last; roll++) {
            int32_t to = snakes_move(b, r->rule, list[i], roll, NULL);
            if (to != last && id[to] < 0) {
                id[to] = count;
                list[count++] = to;
            }
        }
    size_t w = (size_t)count + 1;
    double *a = calloc((size_t)count * w, sizeof *a);
    for (int32_t i = 0; i < count; i++) {
        a[i * w + i] += 1;
        a[i * w + count] = 1;
        for (int roll = 1; roll <= 6; roll++) {
            int32_t to = snakes_move(b, r->rule, list[i], roll, NULL);
            if (to != last)
                a[i * w + id[to]] -= 1.0 / 6;
        }
    }
    double result = NAN;
    int singular = 0;
    for (int32_t k = 0; k < count && !singular; k++) {
        int32_t p = k;
        for (int32_t i = k + 1; i < count; i++)
            if (fabs(a[i * w + k]) > fabs(a[p * w + k]))
                p = i;
        if (fabs(a[p * w + k]) < 1e-12) {
            singular = 1;
            break;
        }
        for (size_t j = 0; j < w; j++) {
            double t = a[k * w + j];
            a[k * w + j] = a[p * w + j];
            a[p * w + j] = t;
        }
        for (int32_t i = 0; i < count; i++)
            if (i != k) {
                double f = a[i * w + k] / a[k * w + k];
                for (size_t j = (size_t)k; j < w; j++)
                    a[i * w + j] -= f * a[k * w + j];
            }
    }
    if (!singular)
        result = a[0 * w + count] / a[0];
    free(a);
    free(id);
    free(list);
    return result;
}

static void test_expected_against_plain_solve(void)
{
    gg_rng rng;
    gg_rng_seed(&rng, 909);
    int compared = 0, infinite = 0;
    for (int trial = 0; trial < 300; trial++) {
        int32_t n = 2 + (int32_t)gg_rng_below(&rng, 11);
        snakes_board b;
        CHECK(snakes_init(&b, n) == GG_OK);
        int density = (int)gg_rng_below(&rng, 90);
        for (int32_t s = 1; s < b.squares; s++)
            if ((int)gg_rng_below(&rng, 100) < density)
                b.dest[s] = 1 + (int32_t)gg_rng_below(&rng, (uint64_t)b.squares);
        if (trial % 4 == 0 && b.squares >= 9) { /* six heads in a row back to q: a trap */
            int32_t q = 1 + (int32_t)gg_rng_below(&rng, (uint64_t)b.squares - 8);
            for (int32_t s = q + 1; s <= q + 6; s++)
                b.dest[s] = q;
        }
        for (int start = 0; start <= 1; start++)
            for (int rule = SNAKES_OVER; rule <= SNAKES_BOUNCE; rule++) {
                snakes_rules r = {start, (snakes_rule)rule};
                double e, want = plain_expected(&b, &r);
                gg_error err;
                gg_status st = snakes_expected(&b, &r, &e, NULL, &err);
                CHECK(st == GG_OK);
                if (isinf(e)) {
                    infinite++;
                    /* then some reached square cannot finish: the plain
                     * matrix is singular */
                    CHECK(isnan(want));
                } else {
                    compared++;
                    CHECK(CLOSE(e, want, 1e-9));
                }
            }
        snakes_free(&b);
    }
    printf("expectations compared with the plain solve: %d finite, %d infinite\n", compared, infinite);
    CHECK(compared > 500 && infinite > 50);
}

static void test_distribution_and_chances(void)
{
    snakes_board b;
    CHECK(snakes_init(&b, 2) == GG_OK);
    b.dest[2] = 3; /* [[-1,-1],[-1,3]] */
    snakes_rules r = {1, SNAKES_OVER};
    double *p, never;
    int64_t len;
    gg_error err;
    CHECK(snakes_distribution(&b, &r, 1, 1e-9, 100, &p, &len, &never, &err) == GG_OK);
    CHECK(len == 2 && CLOSE(p[0], 2.0 / 3, 1e-15) && CLOSE(p[1], 1.0 / 3, 1e-15) && never == 0);
    free(p);
    /* Two players, T = 1 w.p. 2/3 else 2: the first to roll wins with
     * 2/3 + 1/3·1/3 = 7/9. */
    int32_t pos[2] = {1, 1};
    double win[2], none;
    CHECK(snakes_win_chances(&b, &r, pos, 2, 0, win, &none, &err) == GG_OK);
    CHECK(CLOSE(win[0], 7.0 / 9, 1e-12) && CLOSE(win[1], 2.0 / 9, 1e-12) && fabs(none) < 1e-12);
    CHECK(snakes_win_chances(&b, &r, pos, 2, 1, win, &none, &err) == GG_OK);
    CHECK(CLOSE(win[1], 7.0 / 9, 1e-12) && CLOSE(win[0], 2.0 / 9, 1e-12));
    /* Player 0 already on 3 finishes with any roll. */
    pos[0] = 3;
    CHECK(snakes_win_chances(&b, &r, pos, 2, 0, win, &none, &err) == GG_OK);
    CHECK(CLOSE(win[0], 1, 1e-15) && win[1] == 0);
    CHECK(snakes_win_chances(&b, &r, pos, 5, 0, win, &none, &err) == GG_BAD_INPUT);
    pos[1] = 4; /* the last square is no place to stand mid-game */
    CHECK(snakes_win_chances(&b, &r, pos, 2, 0, win, &none, &err) == GG_BAD_INPUT);
    snakes_free(&b);

    /* Classic: the mean of the distribution is the expectation, and four
     * players' chances add up to one, the first to roll ahead. */
    CHECK(snakes_classic(&b) == GG_OK);
    snakes_rules classic = {0, SNAKES_EXACT};
    double e;
    CHECK(snakes_expected(&b, &classic, &e, NULL, &err) == GG_OK);
    CHECK(fabs(e - 39.2251223) < 5e-8); /* Althoen, King & Schilling (1993) */
    CHECK(snakes_distribution(&b, &classic, 0, 1e-12, 100000, &p, &len, &never, &err) == GG_OK);
    double mean = 0, sum = 0;
    for (int64_t t = 0; t < len; t++) {
        mean += (double)(t + 1) * p[t];
        sum += p[t];
    }
    CHECK(fabs(sum - 1) < 2e-12 && fabs(mean - e) < 1e-6 && p[6] > 0.0015 && p[5] == 0);
    free(p);
    int32_t four[4] = {0, 0, 0, 0};
    double w4[4];
    CHECK(snakes_win_chances(&b, &classic, four, 4, 0, w4, &none, &err) == GG_OK);
    CHECK(fabs(w4[0] + w4[1] + w4[2] + w4[3] - 1) < 1e-9 && fabs(none) < 1e-9);
    CHECK(w4[0] > w4[1] && w4[1] > w4[2] && w4[2] > w4[3]);
    snakes_free(&b);

    /* A trap: from 1, one roll in six climbs 2 -> 10 and can finish; the
     * rest fall on 3, whose rolls all lead back to 3. */
    CHECK(snakes_init(&b, 4) == GG_OK);
    b.dest[2] = 10;
    for (int32_t s = 4; s <= 9; s++)
        b.dest[s] = 3;
    r.rule = SNAKES_OVER;
    CHECK(snakes_expected(&b, &r, &e, NULL, &err) == GG_OK && isinf(e));
    CHECK(snakes_distribution(&b, &r, 1, 1e-9, 1000, &p, &len, &never, &err) == GG_OK);
    CHECK(CLOSE(never, 5.0 / 6, 1e-12));
    free(p);
    int64_t rolls;
    CHECK(snakes_least(&b, &r, &rolls, NULL, NULL) == GG_OK && rolls == 2); /* 1 -> 2 -> 10, 10 -> 16 */
    snakes_free(&b);
}

static void test_random_boards(void)
{
    for (int32_t n = 2; n <= 20; n++)
        for (uint64_t seed = 1; seed <= 5; seed++) {
            snakes_board b, again;
            CHECK(snakes_random(&b, n, seed) == GG_OK);
            CHECK(snakes_random(&again, n, seed) == GG_OK);
            CHECK(memcmp(b.dest, again.dest, ((size_t)b.squares + 1) * sizeof *b.dest) == 0);
            int jumps = 0;
            for (int32_t s = 1; s <= b.squares; s++)
                if (b.dest[s] != s) {
                    jumps++;
                    CHECK(s != 1 && s != b.squares);
                    CHECK(b.dest[b.dest[s]] == b.dest[s]); /* no end on a head */
                }
            CHECK(n == 2 ? jumps == 0 : jumps >= 2); /* a 2 x 2 natural board has none */
            for (int start = 0; start <= 1; start++)
                for (int rule = SNAKES_OVER; rule <= SNAKES_BOUNCE; rule++) {
                    snakes_rules r = {start, (snakes_rule)rule};
                    double e;
                    gg_error err;
                    CHECK(snakes_expected(&b, &r, &e, NULL, &err) == GG_OK && isfinite(e) && e >= 1);
                }
            /* LeetCode JSON out and back in */
            gg_out out = {0};
            snakes_print_json(&b, &out);
            gg_json js;
            gg_error err;
            snakes_board parsed;
            gg_json_init(&js, out.data, out.len);
            CHECK(lc909_parse_board(&js, 1, &parsed, &err) == GG_OK);
            CHECK(parsed.n == n && memcmp(parsed.dest, b.dest, ((size_t)b.squares + 1) * sizeof *b.dest) == 0);
            snakes_free(&parsed);
            gg_out_free(&out);
            snakes_free(&again);
            snakes_free(&b);
        }
    snakes_board a, b;
    CHECK(snakes_random(&a, 12, 1) == GG_OK && snakes_random(&b, 12, 2) == GG_OK);
    CHECK(memcmp(a.dest, b.dest, 145 * sizeof *a.dest) != 0);
    snakes_free(&a);
    snakes_free(&b);
}

static void test_limits(void)
{
    snakes_board b;
    CHECK(snakes_init(&b, 1) == GG_TOO_BIG);
    CHECK(snakes_init(&b, SNAKES_MAX_SIDE + 1) == GG_TOO_BIG);
    CHECK(snakes_init(&b, 1001) == GG_OK);
    snakes_rules r = {1, SNAKES_OVER};
    double e;
    gg_error err;
    int64_t rolls;
    CHECK(snakes_expected(&b, &r, &e, NULL, &err) == GG_TOO_BIG && strstr(err.msg, "1000000") != NULL);
    CHECK(snakes_least(&b, &r, &rolls, NULL, NULL) == GG_OK && rolls == (1001 * 1001 - 1 + 5) / 6);
    snakes_free(&b);

    /* Snakes on most squares of a 100 x 100 board: an answer or a clear
     * refusal, never a hang. */
    CHECK(snakes_init(&b, 100) == GG_OK);
    gg_rng rng;
    gg_rng_seed(&rng, 3);
    int run = 0;
    for (int32_t s = 2; s < b.squares; s++)
        if (gg_rng_below(&rng, 10) < 3 && run < 5) {
            b.dest[s] = 1 + (int32_t)gg_rng_below(&rng, (uint64_t)s - 1);
            run++;
        } else
            run = 0;
    gg_status st = snakes_expected(&b, &r, &e, NULL, &err);
    CHECK(st == GG_OK || st == GG_TOO_BIG);
    CHECK(st != GG_OK || (isfinite(e) && e > 0));
    double *p, never;
    int64_t len;
    st = snakes_distribution(&b, &r, 1, 1e-9, 1000, &p, &len, &never, &err);
    CHECK(st == GG_OK || (st == GG_TOO_BIG && len == 1000));
    free(p);
    snakes_free(&b);
}

int main(void)
{
    test_numbering();
    test_moves();
    test_least_and_path();
    test_expected_against_plain_solve();
    test_distribution_and_chances();
    test_random_boards();
    test_limits();
    return check_report("test_snakes");
}
