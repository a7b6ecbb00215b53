/* scatter.c — the plain random layout (scatter.h). */
#include "gen/scatter.h"

#include <stdlib.h>

#include "base/rng.h"

int64_t scatter_kept_free(int32_t rows, int32_t cols, int32_t r, int32_t c, int around)
{
    if (!around)
        return 1;
    int64_t h = 1 + (r > 0) + (r + 1 < rows), w = 1 + (c > 0) + (c + 1 < cols);
    return h * w;
}

/* Choose `mines` of the cells not kept free, uniformly: a partial
 * Fisher-Yates shuffle over the candidate list, drawing from gg_rng so the
 * layout is the same everywhere. */
static gg_status deal(mines_game *g, int64_t mines, gg_rng *rng, int32_t fr, int32_t fc, int around)
{
    size_t cells = (size_t)g->rows * g->cols;
    uint32_t *pool = malloc(cells * sizeof *pool);
    if (!pool)
        return GG_NO_MEMORY;
    size_t n = 0;
    for (size_t i = 0; i < cells; i++) {
        int32_t r = (int32_t)(i / g->cols), c = (int32_t)(i % g->cols);
        int near = r >= fr - 1 && r <= fr + 1 && c >= fc - 1 && c <= fc + 1;
        if ((around && near) || (r == fr && c == fc))
            continue;
        pool[n++] = (uint32_t)i;
    }
    for (int64_t k = 0; k < mines; k++) {
        size_t j = (size_t)k + (size_t)gg_rng_below(rng, n - (size_t)k);
        uint32_t t = pool[k];
        pool[k] = pool[j];
        pool[j] = t;
        g->cells[pool[k]] |= MINES_MINE;
    }
    free(pool);
    mines_recount(g);
    return GG_OK;
}

gg_status scatter_layout(mines_game *g, int64_t mines, uint64_t seed, int opening, int32_t first_r,
                         int32_t first_c, gg_error *err)
{
    int64_t cells = (int64_t)g->rows * g->cols;
    if (first_r < 0 || first_c < 0 || first_r >= g->rows || first_c >= g->cols)
        return gg_fail(err, 0, "first click (%ld, %ld) is off the %ld x %ld board", (long)first_r + 1,
                       (long)first_c + 1, (long)g->rows, (long)g->cols);
    if (mines < 0 || mines > cells - 1)
        return gg_fail(err, 0, "%lld mines do not fit: a %ld x %ld board takes 0..%lld", (long long)mines,
                       (long)g->rows, (long)g->cols, (long long)(cells - 1));
    gg_rng rng;
    gg_rng_seed(&rng, seed);
    int around = opening && mines <= cells - scatter_kept_free(g->rows, g->cols, first_r, first_c, 1);
    return deal(g, mines, &rng, first_r, first_c, around);
}
