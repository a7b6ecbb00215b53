/* test_limits.c — the limits of docs/cli.md §11 that only a huge input
 * shows, made in memory at test time rather than kept as case files:
 *  - a command file's move past MINESFILE_MAX_MOVES(n*m) is refused with
 *    GG_TOO_BIG after the output owed (here 10,000,004 moves on 1 x 2);
 *  - a LeetCode line longer than GG_MAX_LINE (1 GiB) is refused, in 529 and
 *    909 case files. Its bytes are calloc'd zeros never written, so the
 *    kernel backs them with one shared zero page: the test reads 1 GiB but
 *    needs little memory;
 *  - a Snakes & Ladders board wider than SNAKES_MAX_SIDE (4000) is refused
 *    as too big, and one of more than SNAKES_MAX_ANALYSIS_SQUARES (1001 x
 *    1001) gets its least rolls but not its expectation.
 * Exit status 0 when every limit holds. Registered by tests/cmake/fuzz.cmake. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/lc529.h"
#include "formats/lc909.h"
#include "formats/minesfile.h"

static int failed;

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (!(cond)) {                                                           \
            failed = 1;                                                          \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                        \
    } while (0)

typedef struct counter {
    size_t lines;
    char last[64];
} counter;

static void count_lines(void *ctx, const char *bytes, size_t len)
{
    counter *c = ctx;
    for (size_t i = 0; i < len; i++)
        c->lines += bytes[i] == '\n';
    size_t keep = len < sizeof c->last - 1 ? len : sizeof c->last - 1;
    memcpy(c->last, bytes + len - keep, keep);
    c->last[keep] = '\0';
}

static void test_most_moves(void)
{
    const char head[] = "1 2\n*.\n", move[] = "Flag 1 1\n";
    const int64_t limit = MINESFILE_MAX_MOVES(2);
    CHECK(limit == 10000004);
    size_t moves = (size_t)limit + 1, hl = sizeof head - 1, ml = sizeof move - 1;
    size_t len = hl + moves * ml;
    char *text = malloc(len);
    if (!text) {
        fprintf(stderr, "test_limits: no memory for %zu bytes; skipped\n", len);
        return;
    }
    memcpy(text, head, hl);
    for (size_t k = 0; k < moves; k++)
        memcpy(text + hl + k * ml, move, ml);
    counter c = {0, ""};
    gg_out out;
    gg_out_init(&out, count_lines, &c);
    gg_error err = {0, ""};
    gg_status st = minesfile_run(text, len, &out, &err);
    gg_out_flush(&out);
    CHECK(st == GG_TOO_BIG);
    CHECK(c.lines == (size_t)limit); /* every move before the refused one answered */
    CHECK(strcmp(c.last + strlen(c.last) - 8, "success\n") == 0 || strstr(c.last, "cancelled\n"));
    CHECK(err.line == (long)(2 + moves));
    CHECK(strstr(err.msg, "more than 10000004 moves") != NULL);
    printf("most moves: %s (line %ld: %s)\n", st == GG_TOO_BIG ? "refused" : "NOT REFUSED", err.line, err.msg);

    /* One move fewer plays to the end: the limit is not one too tight. */
    memcpy(text + hl + (moves - 1) * ml, "Quit    \n", ml);
    gg_out_free(&out);
    gg_out_init(&out, count_lines, &c);
    c.lines = 0;
    st = minesfile_run(text, len, &out, &err);
    gg_out_flush(&out);
    CHECK(st == GG_OK);
    CHECK(strstr(c.last, "give up\ntotal step 10000004\n") != NULL);
    gg_out_free(&out);
    free(text);
}

static void test_longest_line(void)
{
    size_t len = GG_MAX_LINE + 1;
    char *text = calloc(len, 1);
    if (!text) {
        fprintf(stderr, "test_limits: no memory for a %zu-byte line; skipped\n", len);
        return;
    }
    text[0] = '[';
    gg_out out;
    gg_out_init(&out, NULL, NULL);
    gg_error err = {0, ""};
    gg_status st = lc529_run(text, len, &out, &err);
    CHECK(st == GG_BAD_INPUT);
    CHECK(err.line == 1);
    CHECK(strstr(err.msg, "1073741825 bytes long") != NULL);
    printf("longest line: %s (line %ld: %s)\n", st == GG_BAD_INPUT ? "refused" : "NOT REFUSED", err.line,
           err.msg);
    gg_out_free(&out);
    free(text);
}

/* A text of `rows` JSON rows of `cols` -1s each: "[[-1,...],...]\n". */
static char *snakes_board_text(int rows, int cols, size_t *len)
{
    size_t cap = (size_t)rows * ((size_t)cols * 3 + 3) + 8;
    char *t = malloc(cap), *p = t;
    if (!t)
        return NULL;
    *p++ = '[';
    for (int r = 0; r < rows; r++) {
        *p++ = '[';
        for (int c = 0; c < cols; c++) {
            memcpy(p, c ? ",-1" : "-1", c ? 3 : 2);
            p += c ? 3 : 2;
        }
        *p++ = ']';
        if (r + 1 < rows)
            *p++ = ',';
    }
    *p++ = ']';
    *p++ = '\n';
    *len = (size_t)(p - t);
    return t;
}

static void test_snakes_limits(void)
{
    snakes_rules rules = {1, SNAKES_OVER};
    gg_out out;
    gg_error err = {0, ""};
    size_t len;

    char *text = snakes_board_text(1, SNAKES_MAX_SIDE + 1, &len);
    if (!text)
        return;
    gg_out_init(&out, NULL, NULL);
    gg_status st = lc909_run(text, len, LC909_LEAST, &rules, &out, &err);
    CHECK(st == GG_TOO_BIG);
    CHECK(err.line == 1 && strstr(err.msg, "4000") != NULL);
    printf("widest snakes board: %s (line %ld: %s)\n", st == GG_TOO_BIG ? "refused" : "NOT REFUSED", err.line,
           err.msg);
    gg_out_free(&out);
    free(text);

    text = snakes_board_text(1001, 1001, &len);
    if (!text)
        return;
    gg_out_init(&out, NULL, NULL);
    st = lc909_run(text, len, LC909_LEAST, &rules, &out, &err);
    CHECK(st == GG_OK && out.len > 0);
    gg_out_free(&out);
    gg_out_init(&out, NULL, NULL);
    err.msg[0] = '\0';
    st = lc909_run(text, len, LC909_EXPECTED, &rules, &out, &err);
    CHECK(st == GG_TOO_BIG);
    CHECK(err.line == 1 && err.msg[0] != '\0');
    printf("largest snakes analysis: %s (line %ld: %s)\n", st == GG_TOO_BIG ? "refused" : "NOT REFUSED",
           err.line, err.msg);
    gg_out_free(&out);
    free(text);

    len = GG_MAX_LINE + 1;
    text = calloc(len, 1);
    if (!text)
        return;
    text[0] = '[';
    gg_out_init(&out, NULL, NULL);
    st = lc909_run(text, len, LC909_LEAST, &rules, &out, &err);
    CHECK(st == GG_BAD_INPUT);
    CHECK(err.line == 1 && strstr(err.msg, "1073741825 bytes long") != NULL);
    printf("longest snakes line: %s (line %ld: %s)\n", st == GG_BAD_INPUT ? "refused" : "NOT REFUSED", err.line,
           err.msg);
    gg_out_free(&out);
    free(text);
}

int main(void)
{
    test_most_moves();
    test_longest_line();
    test_snakes_limits();
    return failed;
}
