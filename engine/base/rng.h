/* rng.h — the seeded random numbers behind every random board: the same
 * seed gives the same sequence natively and in wasm, since it is integer
 * arithmetic on fixed-width types only.
 *
 * Generator: xoshiro256** (Blackman & Vigna, "Scrambled linear pseudorandom
 * number generators", ACM TOMS 2021), seeded through splitmix64 as its
 * authors recommend. */
#ifndef RNG_H
#define RNG_H

#include <stddef.h>
#include <stdint.h>

typedef struct gg_rng {
    uint64_t s[4]; /* generator state; never all zero */
} gg_rng;

/* Seed the generator from a 64-bit seed. */
void gg_rng_seed(gg_rng *rng, uint64_t seed);
/* The next 64 random bits. */
uint64_t gg_rng_next(gg_rng *rng);
/* A uniform integer in [0, bound), bound >= 1, without modulo bias. */
uint64_t gg_rng_below(gg_rng *rng, uint64_t bound);
/* A seed from text: a decimal number is that number, anything else is
 * hashed (FNV-1a, 64-bit), so "12345" and "kitten" both name a game. */
uint64_t gg_seed_from_text(const char *text, size_t len);

#endif
