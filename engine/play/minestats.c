/* minestats.c — the 3BV of a board (minestats.h). Openings are found by a
 * flood over an explicit queue, like the sweep process in mines_flood.c. */
#include "play/minestats.h"

#include <stdlib.h>
#include <string.h>

enum { ZERO = 1, SEEN = 2, NEAR_ZERO = 4 };

gg_status mines_measure_3bv(const mines_game *g, mines_3bv *out)
{
    memset(out, 0, sizeof *out);
    const int32_t rows = g->rows, cols = g->cols;
    size_t n = (size_t)rows * (size_t)cols;
    uint8_t *mark = calloc(n, 1);
    uint32_t *queue = malloc(n * sizeof *queue);
    if (!mark || !queue) {
        free(mark);
        free(queue);
        return GG_NO_MEMORY;
    }
    for (int32_t r = 0; r < rows; r++)
        for (int32_t c = 0; c < cols; c++) {
            size_t i = (size_t)r * cols + c;
            if (!(g->cells[i] & MINES_MINE) && mines_count_around(g, r, c) == 0)
                mark[i] = ZERO;
        }
    for (size_t start = 0; start < n; start++) {
        if ((mark[start] & (ZERO | SEEN)) != ZERO)
            continue;
        /* A new opening: every 0 connected to this one, and the number
         * cells around them, which it sweeps along. */
        int swept = 0;
        size_t head = 0, tail = 0;
        mark[start] |= SEEN;
        queue[tail++] = (uint32_t)start;
        while (head < tail) {
            uint32_t i = queue[head++];
            swept |= (g->cells[i] & MINES_OPEN) != 0;
            int32_t r = (int32_t)(i / (uint32_t)cols), c = (int32_t)(i % (uint32_t)cols);
            int32_t r0 = r > 0 ? r - 1 : 0, r1 = r + 1 < rows ? r + 1 : r;
            int32_t c0 = c > 0 ? c - 1 : 0, c1 = c + 1 < cols ? c + 1 : c;
            for (int32_t y = r0; y <= r1; y++)
                for (int32_t x = c0; x <= c1; x++) {
                    size_t j = (size_t)y * cols + x;
                    mark[j] |= NEAR_ZERO;
                    if ((mark[j] & (ZERO | SEEN)) == ZERO) {
                        mark[j] |= SEEN;
                        queue[tail++] = (uint32_t)j;
                    }
                }
        }
        out->openings++;
        out->total++;
        out->solved += swept;
    }
    for (size_t i = 0; i < n; i++)
        if (!(g->cells[i] & MINES_MINE) && !(mark[i] & (ZERO | NEAR_ZERO))) {
            out->total++;
            out->solved += (g->cells[i] & MINES_OPEN) != 0;
        }
    free(mark);
    free(queue);
    return GG_OK;
}
