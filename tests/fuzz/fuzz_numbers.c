/* fuzz_numbers.c — the number readers every format shares, against a
 * reference that cannot overflow (__int128): gg_parse_int (command files)
 * and gg_json_int (LeetCode files) must return 0 for no digit, 2 for a
 * value outside int64 — never a wrapped-around one (2^64 + 2 is not 2) —
 * else 1 and the value, and stop right after the digits. Also seeds:
 * gg_seed_from_text takes up to 19 digits as the number itself. */
#include <stdint.h>

#include "fuzz_common.h"
#include "base/json.h"
#include "base/rng.h"

/* What gg_parse_int must do with text[0..len). */
static int reference(const char *text, size_t len, int64_t *v, size_t *used)
{
    size_t i = 0;
    int neg = 0;
    if (i < len && text[i] == '-')
        neg = 1, i++;
    if (i >= len || text[i] < '0' || text[i] > '9')
        return 0;
    unsigned __int128 u = 0;
    int big = 0;
    for (; i < len && text[i] >= '0' && text[i] <= '9'; i++) {
        u = u * 10 + (unsigned)(text[i] - '0');
        if (u > (unsigned __int128)INT64_MAX)
            big = 1, u = (unsigned __int128)INT64_MAX + 1; /* saturate */
    }
    *used = i;
    if (big)
        return 2;
    *v = neg ? -(int64_t)u : (int64_t)u;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size ? size : 1);
    memcpy(text, data, size);

    int64_t want = 0, got_v = 0;
    size_t used = 0;
    int want_rc = reference(text, size, &want, &used);
    const char *p = text;
    int rc = gg_parse_int(&p, text + size, &got_v);
    FUZZ_CHECK(rc == want_rc);
    if (rc == 0)
        FUZZ_CHECK(p == text);
    else
        FUZZ_CHECK(p == text + used);
    if (rc == 1)
        FUZZ_CHECK(got_v == want);

    /* gg_json_int: the same after blanks. */
    size_t skip = 0;
    while (skip < size && strchr(" \t\r\n", text[skip]) && text[skip])
        skip++;
    want_rc = reference(text + skip, size - skip, &want, &used);
    gg_json js;
    gg_json_init(&js, text, size);
    rc = gg_json_int(&js, &got_v);
    FUZZ_CHECK(rc == want_rc);
    if (rc == 1)
        FUZZ_CHECK(got_v == want);

    /* A seed of 1..19 digits is that number. */
    int digits = size >= 1 && size <= 19;
    uint64_t n = 0;
    for (size_t i = 0; digits && i < size; i++) {
        if (text[i] < '0' || text[i] > '9')
            digits = 0;
        else
            n = n * 10 + (uint64_t)(text[i] - '0');
    }
    if (digits)
        FUZZ_CHECK(gg_seed_from_text(text, size) == n);
    free(text);
    return 0;
}
