/* test_format.c — gg_format (gg.h), the engine's own printf subset for
 * messages, checked against the C library's snprintf on every conversion
 * it takes: random values of each size, widths, %.*s precisions, and
 * buffers too small for the text (both truncate the same way). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "base/gg.h"
#include "base/rng.h"

/* Format with both and compare; cap 0 is not asked of gg_format. */
#define SAME(cap, ...)                                                  \
    do {                                                                \
        char want[256], got[256];                                       \
        memset(got, 'Z', sizeof got);                                   \
        snprintf(want, (cap), __VA_ARGS__);                             \
        gg_format(got, (cap), __VA_ARGS__);                             \
        CHECK(strcmp(want, got) == 0);                                  \
        if (strcmp(want, got) != 0)                                     \
            fprintf(stderr, "  want \"%s\"\n  got  \"%s\"\n", want, got); \
    } while (0)

int main(void)
{
    gg_rng rng;
    gg_rng_seed(&rng, 529);
    static const char *const words[] = {"", "x", "Sweep", "board row", "a rather longer word than most"};
    for (int k = 0; k < 20000; k++) {
        uint64_t u = gg_rng_next(&rng) >> (gg_rng_below(&rng, 64));
        int64_t v = (int64_t)u * (gg_rng_below(&rng, 2) ? -1 : 1);
        size_t cap = 1 + (size_t)gg_rng_below(&rng, 80);
        const char *w = words[gg_rng_below(&rng, 5)];
        int prec = (int)gg_rng_below(&rng, 12);
        SAME(cap, "%d and %ld", (int)v, (long)v);
        SAME(cap, "%lld, %lu, %zu", (long long)v, (unsigned long)u, (size_t)u);
        SAME(cap, "%s '%.*s' is not a number (1..%ld)", w, prec, w, (long)v);
        SAME(cap, "byte 0x%02x is %c, %x; 100%%", (unsigned)(u & 0xff), (char)('!' + u % 90), (unsigned)u);
    }
    /* edges: the extremes of each size, an empty format, a lone text */
    SAME(64, "%lld %lld", (long long)INT64_MIN, (long long)INT64_MAX);
    SAME(64, "%d %d %lu", INT32_MIN, INT32_MAX, (unsigned long)-1);
    SAME(64, "%s", "");
    volatile size_t one = 1, eight = 8; /* cut short on purpose */
    SAME(one, "%s", "anything");
    SAME(eight, "no conversions at all, cut short");
    return check_report("test_format");
}
