/* test_snakesgen.c — natural boards (snakesgen.h), boards designed to a
 * length (snakesdesign.h) and the board code (snakescode.h).
 *
 * 1,000 random boards per side (every side the page offers, 2 to 20, and
 * 30; 2 has none) are checked against the written rules by a
 * second reading of them here, apart from snakes_natural_check, and their
 * statistics are printed: the counts, lengths and spread the rules speak
 * of. Every board is also the same
 * twice, finishes under every rule set, and goes through its code and
 * back unchanged. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "formats/snakescode.h"
#include "odds/snakesodds.h"
#include "rules/snakesgen.h"
#include "odds/snakesdesign.h"

#define BOARDS 1000

/* The rules of snakesgen.h read once more, plainly: 1 when b keeps all. */
static int natural_by_hand(const snakes_board *b, double *stat)
{
    int32_t n = b->n, L = b->squares;
    int32_t m = (L + 5) / 10, lo = (2 * m + 2) / 3, hi = 4 * m / 3;
    int32_t ladders = 0, snakes = 0, shorts = 0, longs = 0, very = 0, ok = 1;
    int64_t up = 0, down = 0;
    int *ends = calloc((size_t)L + 1, sizeof *ends), *rows = calloc((size_t)n, sizeof *rows);
    for (int32_t s = 1; s <= L; s++) {
        int32_t t = b->dest[s];
        if (t == s)
            continue;
        int32_t d = abs(t - s);
        ok &= s != 1 && s != L && t != 1 && t != L; /* J1, J2 */
        ends[s]++;
        ends[t]++;
        ok &= d >= 2; /* D1 */
        ok &= !(s + 1 <= L && b->dest[s + 1] != s + 1); /* S1 */
        int32_t rs = (s - 1) / n, rt = (t - 1) / n;     /* G1, columns as drawn */
        int32_t cs = rs % 2 ? n - 1 - (s - 1) % n : (s - 1) % n, ct = rt % 2 ? n - 1 - (t - 1) % n : (t - 1) % n;
        ok &= abs(cs - ct) <= 2 * abs(rs - rt) + 3;
        if (t > s)
            ladders++, up += d;
        else
            snakes++, down += d;
        shorts += d <= n || 8 * d <= L;
        longs += 4 * d >= L;
        very += 2 * d > L;
        rows[(s - 1) / n]++;
    }
    for (int32_t s = 1; s <= L; s++)
        ok &= ends[s] <= 1; /* J3 */
    for (int32_t w = 1; w + 5 <= L; w++) { /* S4 */
        int heads = 0;
        for (int32_t q = w; q < w + 6; q++)
            heads += b->dest[q] < q;
        ok &= heads <= 2;
    }
    int32_t K = ladders + snakes, busiest = 0, filled = 0;
    for (int32_t r = 0; r < n; r++) {
        busiest = rows[r] > busiest ? rows[r] : busiest;
        filled += rows[r] > 0;
    }
    ok &= ladders >= lo && ladders <= hi && snakes >= lo && snakes <= hi; /* C1 */
    ok &= very <= (K + 7) / 8 && shorts >= K / 4 && longs >= K / 4;   /* D2-D4 */
    ok &= down <= 3 * up && up <= 3 * down;                            /* D5 */
    ok &= busiest <= (K + n - 1) / n + 1;                              /* S2 */
    ok &= filled >= (K < n ? K : n) - n / 4;                           /* S3 */
    double v[] = {ladders, snakes, shorts, longs, very, busiest, filled, K ? (double)(up + down) / K : 0};
    for (int k = 0; k < 8; k++)
        stat[k] += v[k];
    free(ends);
    free(rows);
    return ok;
}

static void test_random_boards_keep_the_rules(void)
{
    static const int32_t sides[] = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 30};
    printf("random boards, mean per board over %d (ladders snakes short long very-long busiest-row "
           "rows-with-starts mean-length):\n", BOARDS);
    for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++) {
        int32_t n = sides[i];
        double stat[8] = {0};
        int natural = 0, by_hand = 0, same = 0, finite = 0, coded = 0;
        for (uint64_t seed = 1; seed <= BOARDS; seed++) {
            snakes_board b, again, back;
            gg_error err;
            CHECK(snakes_random(&b, n, seed) == GG_OK);
            CHECK(snakes_random(&again, n, seed) == GG_OK);
            same += memcmp(b.dest, again.dest, ((size_t)b.squares + 1) * sizeof *b.dest) == 0;
            natural += snakes_natural_check(&b, NULL, &err) == GG_OK;
            by_hand += natural_by_hand(&b, stat);
            int all = 1;
            for (int rule = SNAKES_OVER; rule <= SNAKES_BOUNCE && seed <= 100; rule++) {
                snakes_rules r = {0, (snakes_rule)rule};
                double e;
                all &= snakes_expected(&b, &r, &e, NULL, &err) == GG_OK && isfinite(e);
            }
            finite += all;
            gg_out out = {0};
            snakescode_print(&b, &out);
            coded += snakescode_parse(out.data, out.len, 1, &back, &err) == GG_OK &&
                     memcmp(back.dest, b.dest, ((size_t)b.squares + 1) * sizeof *b.dest) == 0;
            snakes_free(&back);
            gg_out_free(&out);
            snakes_free(&again);
            snakes_free(&b);
        }
        CHECK(natural == BOARDS && by_hand == BOARDS && same == BOARDS && finite == BOARDS && coded == BOARDS);
        printf("  %2d x %-2d", (int)n, (int)n);
        for (int k = 0; k < 8; k++)
            printf(" %6.2f", stat[k] / BOARDS);
        printf("\n");
    }
    snakes_board a, b;
    CHECK(snakes_random(&a, 12, 1) == GG_OK && snakes_random(&b, 12, 2) == GG_OK);
    CHECK(memcmp(a.dest, b.dest, 145 * sizeof *a.dest) != 0);
    snakes_free(&a);
    snakes_free(&b);
}

static void test_editing(void)
{
    snakes_board b;
    gg_error err;
    CHECK(snakes_init(&b, 10) == GG_OK);
    CHECK(snakes_add_jump(&b, 4, 14, &err) == GG_OK && b.dest[4] == 14);
    CHECK(snakes_add_jump(&b, 1, 38, &err) == GG_BAD_INPUT && strstr(err.msg, "square 1") != NULL);
    CHECK(snakes_add_jump(&b, 80, 100, &err) == GG_BAD_INPUT && strstr(err.msg, "last square") != NULL);
    CHECK(snakes_add_jump(&b, 16, 1, &err) == GG_BAD_INPUT);
    CHECK(snakes_add_jump(&b, 100, 20, &err) == GG_BAD_INPUT);
    CHECK(snakes_add_jump(&b, 14, 30, &err) == GG_BAD_INPUT && strstr(err.msg, "4->14") != NULL);
    CHECK(snakes_add_jump(&b, 20, 4, &err) == GG_BAD_INPUT && strstr(err.msg, "square 4") != NULL);
    CHECK(snakes_add_jump(&b, 20, 14, &err) == GG_BAD_INPUT);
    CHECK(snakes_add_jump(&b, 4, 30, &err) == GG_BAD_INPUT);
    CHECK(snakes_add_jump(&b, 7, 7, &err) == GG_BAD_INPUT && snakes_add_jump(&b, 0, 7, &err) == GG_BAD_INPUT);
    CHECK(snakes_add_jump(&b, 7, 101, &err) == GG_BAD_INPUT);
    CHECK(snakes_add_jump(&b, 47, 26, &err) == GG_OK && b.dest[47] == 26);
    CHECK(snakes_remove_jump(&b, 47, &err) == GG_OK && b.dest[47] == 47);
    CHECK(snakes_remove_jump(&b, 47, &err) == GG_BAD_INPUT && strstr(err.msg, "47") != NULL);
    CHECK(snakes_remove_jump(&b, 0, &err) == GG_BAD_INPUT && snakes_remove_jump(&b, 101, &err) == GG_BAD_INPUT);
    snakes_free(&b);
    /* The classic board breaks J1 (1->38) and J2 (80->100); without those
     * two, S4 (the chutes at 93, 95 and 98), and no jump before 98 breaks
     * another rule: G1 holds on the 1943 board. */
    CHECK(snakes_classic(&b) == GG_OK);
    CHECK(snakes_natural_check(&b, NULL, &err) == GG_BAD_INPUT && strstr(err.msg, "1->38") != NULL);
    b.dest[1] = 1;
    b.dest[80] = 80;
    CHECK(snakes_natural_check(&b, NULL, &err) == GG_BAD_INPUT &&
          strcmp(err.msg, "snakes start on squares 93, 95 and 98: six squares in a row hold at most two") == 0);
    snakes_free(&b);
    /* G1: 2·dr + 3 columns sideways at most; on 10 × 10, 21 is drawn in
     * column 0 and 30 in column 9 of the same row, 40 in column 0 a row up. */
    CHECK(snakes_init(&b, 10) == GG_OK);
    b.dest[21] = 30;
    CHECK(snakes_natural_check(&b, NULL, &err) == GG_BAD_INPUT &&
          strcmp(err.msg, "the jump 21->30 goes 9 columns sideways over 0 rows: at most 2 a row, plus 3") == 0);
    b.dest[21] = 21;
    b.dest[24] = 40; /* column 3 to column 0, a row up: 3 <= 5 */
    CHECK(snakes_natural_check(&b, NULL, &err) == GG_BAD_INPUT && strstr(err.msg, "24->40") == NULL);
    snakes_free(&b);
}

static void test_design(void)
{
    snakes_rules classic = {0, SNAKES_EXACT};
    for (int64_t t = 15; t <= 80; t += 13) {
        snakes_board b, again;
        double e, e2, check;
        gg_error err;
        CHECK(snakes_design(&b, 10, &classic, t * 1000, 7, &e, &err) == GG_OK);
        CHECK(fabs(e - (double)t) <= 0.5);
        CHECK(snakes_natural_check(&b, NULL, &err) == GG_OK);
        CHECK(snakes_expected(&b, &classic, &check, NULL, &err) == GG_OK && check == e);
        CHECK(snakes_design(&again, 10, &classic, t * 1000, 7, &e2, &err) == GG_OK && e2 == e);
        CHECK(memcmp(b.dest, again.dest, 101 * sizeof *b.dest) == 0);
        snakes_free(&again);
        snakes_free(&b);
    }
    snakes_board b;
    gg_error err;
    CHECK(snakes_design(&b, 10, &classic, 5000, 1, NULL, &err) == GG_BAD_INPUT &&
          strstr(err.msg, "the search reaches") != NULL);
    CHECK(b.dest == NULL);
    CHECK(snakes_design(&b, 21, &classic, 40000, 1, NULL, &err) == GG_BAD_INPUT);
    CHECK(snakes_design(&b, 1, &classic, 40000, 1, NULL, &err) == GG_BAD_INPUT);
    CHECK(snakes_design(&b, 10, &classic, 999, 1, NULL, &err) == GG_BAD_INPUT);
}

int main(void)
{
    test_random_boards_keep_the_rules();
    test_editing();
    test_design();
    return check_report("test_snakesgen");
}
