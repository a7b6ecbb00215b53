/* fuzz_handles.h — the handles a wasm-API target hands back to the exports:
 * mostly ones it was given this run (live or already freed, so that stale
 * handles are tried), sometimes a value from the target's list of odd ones
 * (0, -1, past the slot table...), sometimes any 32 bits. */
#ifndef FUZZ_HANDLES_H
#define FUZZ_HANDLES_H

#include <stdint.h>

#include "fuzz_bytes.h"

#define FUZZ_HANDLES_MAX 64

typedef struct fuzz_handles {
    int seen[FUZZ_HANDLES_MAX]; /* the last handles given, oldest overwritten */
    int count;                  /* handles given this run */
    int keep;                   /* how many of seen[] are used, <= FUZZ_HANDLES_MAX */
    const int *odd;             /* eight odd values for this API */
} fuzz_handles;

static inline void fuzz_handles_remember(fuzz_handles *hs, int h)
{
    if (h > 0)
        hs->seen[hs->count++ % hs->keep] = h;
}

static inline int fuzz_handles_pick(fuzz_handles *hs, fuzz_bytes *b)
{
    uint8_t k = fb_u8(b);
    if (k < 200 && hs->count)
        return hs->seen[fb_u8(b) % (hs->count < hs->keep ? hs->count : hs->keep)];
    if (k < 240)
        return hs->odd[k % 8];
    return (int)fb_u32(b);
}

#endif
