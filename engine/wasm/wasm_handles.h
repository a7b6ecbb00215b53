/* wasm_handles.h — the handles the web front ends give JavaScript for the
 * games they hold (wasm_api.c's Minesweeper games, wasm_snakes.c's boards):
 * a table of slots, each with a generation counted up whenever the slot is
 * taken, so that a handle is generation * slots + slot and one kept after
 * its game was freed never reaches the game that took the slot next.
 * Header-only (static functions): the fuzz targets and tests that include
 * a front end's .c file get these with it. */
#ifndef WASM_HANDLES_H
#define WASM_HANDLES_H

#include <stddef.h>
#include <stdint.h>

typedef struct web_handles {
    void **slot;          /* slot[k]: the game there, or NULL */
    uint32_t *generation; /* generation[k]: times slot k was taken, 1..2^22-1 */
    uint32_t count;       /* slots */
    uint32_t first;       /* the first slot handed out */
} web_handles;

/* Put game in a free slot: its handle (> 0), or 0 when every slot is taken. */
static uint32_t web_handle_take(web_handles *h, void *game)
{
    for (uint32_t k = h->first; k < h->count; k++) {
        if (h->slot[k])
            continue;
        if (++h->generation[k] >= (1u << 22))
            h->generation[k] = 1;
        h->slot[k] = game;
        return h->generation[k] * h->count + k;
    }
    return 0;
}

/* The game behind handle, or NULL: never made, freed, or its slot taken
 * again since. */
static void *web_handle_find(const web_handles *h, int handle)
{
    if (handle <= 0)
        return NULL;
    uint32_t k = (uint32_t)handle % h->count;
    if (k < h->first || !h->slot[k] || h->generation[k] * h->count + k != (uint32_t)handle)
        return NULL;
    return h->slot[k];
}

/* Empty the slot of handle (a handle web_handle_find accepts). */
static void web_handle_drop(web_handles *h, int handle)
{
    h->slot[(uint32_t)handle % h->count] = NULL;
}

#endif
