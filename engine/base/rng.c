/* rng.c — xoshiro256** seeded by splitmix64; see rng.h for the citation. */
#include "base/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

void gg_rng_seed(gg_rng *rng, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&seed);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t gg_rng_next(gg_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint64_t gg_rng_below(gg_rng *rng, uint64_t bound)
{
    /* Reject the top partial copy of [0, bound) so every value is equally
     * likely. */
    uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do
        x = gg_rng_next(rng);
    while (x >= limit);
    return x % bound;
}

uint64_t gg_seed_from_text(const char *text, size_t len)
{
    uint64_t v = 0;
    int numeric = len > 0 && len <= 19;
    for (size_t i = 0; numeric && i < len; i++) {
        if (text[i] < '0' || text[i] > '9')
            numeric = 0;
        else
            v = v * 10 + (uint64_t)(text[i] - '0');
    }
    if (numeric)
        return v;
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    for (size_t i = 0; i < len; i++) {
        h ^= (uint8_t)text[i];
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}
