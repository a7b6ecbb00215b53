/* fuzz_bytes.h — read a fuzzer's input as a stream of choices, the way
 * LLVM's FuzzedDataProvider does: numbers from the front, zeros once the
 * bytes run out, so every input is a valid program of API calls. */
#ifndef FUZZ_BYTES_H
#define FUZZ_BYTES_H

#include <stddef.h>
#include <stdint.h>

typedef struct fuzz_bytes {
    const uint8_t *p;
    size_t left;
} fuzz_bytes;

static inline uint8_t fb_u8(fuzz_bytes *b)
{
    if (!b->left)
        return 0;
    b->left--;
    return *b->p++;
}

static inline uint32_t fb_u32(fuzz_bytes *b)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++)
        v = v << 8 | fb_u8(b);
    return v;
}

static inline uint64_t fb_u64(fuzz_bytes *b)
{
    return (uint64_t)fb_u32(b) << 32 | fb_u32(b);
}

/* A number in [lo, hi] (hi - lo < 2^32). */
static inline int64_t fb_range(fuzz_bytes *b, int64_t lo, int64_t hi)
{
    uint64_t span = (uint64_t)(hi - lo) + 1;
    uint32_t raw = span <= 256 ? fb_u8(b) : fb_u32(b);
    return lo + (int64_t)(raw % span);
}

/* An int32 argument: mostly near [0, limit), sometimes an edge value. */
static inline int32_t fb_coord(fuzz_bytes *b, int32_t limit)
{
    static const int32_t edges[] = {-1, 0, INT32_MIN, INT32_MAX, -2, 100000000, 65536, 10000};
    uint8_t k = fb_u8(b);
    if (k < 224)
        return (int32_t)fb_range(b, -1, (int64_t)limit);
    if (k < 232)
        return limit;
    return edges[k % 8];
}

#endif
