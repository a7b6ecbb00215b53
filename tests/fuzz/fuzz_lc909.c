/* fuzz_lc909.c — the LeetCode 909 case-file parser and the Snakes &
 * Ladders analyses behind it (lc909_run, docs/snakes.md) on any bytes. The first
 * byte picks the mode (least rolls, expected rolls, distribution) and the
 * rules (--rule over/exact/bounce, --start 1/0); the rest is the file.
 * No crash, hang or bad read; bad input is GG_BAD_INPUT with a line
 * number; every output line has the form lc909.h gives its mode. */
// fuzz-requires: engine/formats/lc909.h
// fuzz-requires: engine/formats/lc909.c
#include <stdint.h>

#include "fuzz_common.h"
#include "formats/lc909.h"

/* Digits, at least one, then `end`; returns the position after, or NULL. */
static const char *digits(const char *p, const char *end)
{
    const char *q = p;
    while (q < end && *q >= '0' && *q <= '9')
        q++;
    return q > p ? q : NULL;
}

/* A fixed-point number `D.DDD` with `decimals` decimals, or NULL. */
static const char *fixed(const char *p, const char *end, int decimals)
{
    p = p ? digits(p, end) : NULL;
    if (!p || p >= end || *p != '.')
        return NULL;
    const char *q = digits(p + 1, end);
    return q && q - (p + 1) == decimals ? q : NULL;
}

/* Every output line is what lc909.h says the mode prints. */
FUZZ_NO_COVERAGE static void check_lines(const char *text, size_t len, lc909_mode mode)
{
    if (len == 0)
        return;
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        FUZZ_CHECK(nl != NULL); /* whole lines */
        const char *q = NULL;
        if (mode == LC909_LEAST) {
            q = (nl - p == 2 && memcmp(p, "-1", 2) == 0) ? nl : digits(p, nl);
        } else if (mode == LC909_EXPECTED) {
            q = (nl - p == 8 && memcmp(p, "infinite", 8) == 0) ? nl : fixed(p, nl, 6);
        } else if (nl == p) {
            q = nl; /* the blank line between boards */
        } else if (nl - p > 6 && memcmp(p, "never ", 6) == 0) {
            q = fixed(p + 6, nl, 9);
        } else {
            q = digits(p, nl);
            q = q && q < nl && *q == ' ' ? fixed(q + 1, nl, 9) : NULL;
            q = q && q < nl && *q == ' ' ? fixed(q + 1, nl, 9) : NULL;
        }
        if (q != nl)
            fprintf(stderr, "bad output line: %.*s\n", (int)(nl - p), p);
        FUZZ_CHECK(q == nl);
        p = nl + 1;
    }
}

/* The largest side a board code in the input may name: digits just
 * before an underscore, a blank, a line's end or the input's (a code
 * with no jump is its side alone: "467"), wherever they stand (0 when
 * there are none). */
static long code_side(const uint8_t *p, size_t n)
{
    long side = 0, run = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && p[i] >= '0' && p[i] <= '9') {
            run = run < 100000 ? run * 10 + (p[i] - '0') : run;
            continue;
        }
        if ((i == n || p[i] == '_' || p[i] == ' ' || p[i] == '\t' || p[i] == '\n' || p[i] == '\r') && run > side)
            side = run;
        run = 0;
    }
    return side;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    /* A board code ("60_2-40") makes a big board from a few bytes, and the
     * distribution of a 1000 x 1000 board takes minutes under the
     * sanitizers (bounded by its own limits, which the case files and
     * tests/fuzz/test_limits.c check): past a 40-square side the input is
     * passed over, so that every run stays within libFuzzer's timeout. */
    if (code_side(data + 1, size - 1) > 40)
        return 0;
    static const lc909_mode modes[] = {LC909_LEAST, LC909_EXPECTED, LC909_DISTRIBUTION};
    static const snakes_rule rules[] = {SNAKES_OVER, SNAKES_EXACT, SNAKES_BOUNCE};
    lc909_mode mode = modes[data[0] % 3];
    snakes_rules r = {(data[0] / 9) % 2 ? 0 : 1, rules[(data[0] / 3) % 3]};
    size_t len = size - 1;
    char *text = malloc(len ? len : 1);
    memcpy(text, data + 1, len);
    gg_out out;
    gg_out_init(&out, NULL, NULL);
    gg_error err = {0, ""};
    gg_status st = lc909_run(text, len, mode, &r, &out, &err);
    if (!out.failed)
        check_lines(out.data, out.len, mode);
    fuzz_sink sink = {0};
    out.flush = fuzz_sink_flush;
    out.ctx = &sink;
    fuzz_check_outcome(st, &err, &out, &sink);
    if (st == GG_BAD_INPUT)
        FUZZ_CHECK(err.line >= 1 && (size_t)err.line <= len + 1);
    gg_out_free(&out);
    free(text);
    return 0;
}
